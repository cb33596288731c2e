"""Figures for the map side of a message (prints them; asserts nothing about time).

For a 100,000-polygon layer (EPSG:4326, so every feature is reprojected and
measured on the ellipsoid):

- first upload: reading the layer into a ``vector`` artifact, and the upload to
  a real reference agent; beside it the floor, QGIS writing the same features
  (geometry reprojected to EPSG:3857, the same attributes) to FlatGeobuf in C++,
  with no Python per feature;
- re-send with no change (the whole ``prepare_blocking``; target < 10 ms);
- a selection context with 10,000 selected features (feature ids, and an id field);
- an image context for a 1600 x 1000 canvas (render, PNG, base64);
- the first artifact of the same layer with 20 more fields that are not shared, beside the first one.

Each step is timed without tracing, then run once more under tracemalloc for
its peak of Python allocations (QGIS's own C++ memory is not traced; the
process's peak RSS is printed at the end).

Run: ``make bench`` or ``QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_context.py [N]``.
"""

from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc

from _setup import ratio  # first: makes the checkout importable, offscreen Qt
from qgis.core import (  # noqa: E402
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeature,
    QgsGeometry,
    QgsMapSettings,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize  # noqa: E402

N = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
SELECTED = 10_000


class SettingsCanvas:
    """What the preparer needs of a canvas: its map settings (here 1600 x 1000 px)."""

    def __init__(self, settings: QgsMapSettings) -> None:
        self._settings = settings

    def mapSettings(self) -> QgsMapSettings:  # noqa: N802
        return QgsMapSettings(self._settings)


WIDE = 20  # the wide layer's fields besides those of the bench layer (none of them shared)


def make_layer(n: int, more_fields: int = 0) -> QgsVectorLayer:
    more = "".join(f"&field=note{i}:string" for i in range(more_fields))
    layer = QgsVectorLayer("Polygon?crs=EPSG:4326&field=kind:string&field=conf:double&field=ann:integer" + more,
                           "bench", "memory")
    provider = layer.dataProvider()
    kinds = ("house", "tree", "road", "pool", "field")
    side = int(n ** 0.5) + 1
    features = []
    for i in range(n):
        x = 9.0 + (i % side) * 0.0002
        y = 48.0 + (i // side) * 0.0002
        f = QgsFeature(layer.fields())
        ring = [(x, y), (x + 0.00012, y), (x + 0.00012, y + 0.0001), (x + 0.00003, y + 0.00013), (x, y + 0.0001),
                (x, y)]
        f.setGeometry(QgsGeometry.fromPolygonXY([[QgsPointXY(px, py) for px, py in ring]]))
        f.setAttributes([kinds[i % 5], (i % 100) / 100.0, 1_000_000 + i] + [f"note {i % 100}"] * more_fields)
        features.append(f)
    provider.addFeatures(features)
    layer.updateExtents()
    return layer


def flatgeobuf_export(layer: QgsVectorLayer, project: QgsProject) -> int:
    """QGIS's C++ writer: the layer's features, reprojected to EPSG:3857, with the attributes the artifact
    reads, to a FlatGeobuf file (no Python per feature). Returns the file's size."""
    with tempfile.TemporaryDirectory() as folder:
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName = "FlatGeobuf"
        options.ct = QgsCoordinateTransform(layer.crs(), QgsCoordinateReferenceSystem("EPSG:3857"),
                                            project.transformContext())
        options.attributes = [layer.fields().lookupField("kind"), layer.fields().lookupField("conf")]
        path = os.path.join(folder, "floor.fgb")
        error = QgsVectorFileWriter.writeAsVectorFormatV3(layer, path, project.transformContext(), options)[0]
        assert error == QgsVectorFileWriter.WriterError.NoError, error  # nosec B101 - a benchmark
        return os.path.getsize(path)


def timed(fn, repeat: int = 1):
    """(last value, median time of ``repeat`` runs)."""
    times = []
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return result, (statistics.median(times) if repeat > 1 else times[0])


def peak(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def row(name: str, seconds: float, mib=None, extra: str = "") -> None:
    heap = f"{mib:>9.1f} MiB peak" if mib is not None else f"{'-':>18}"
    print(f"{name:<52} {seconds * 1000:>10.2f} ms {heap}  {extra}")


def main() -> None:
    app = QgsApplication([], False)
    app.initQgis()
    from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient
    from geosense.geosense_dock.map import MessagePreparer, VectorRegistry
    from geosense.geosense_dock.map import contexts as ctx
    from geosense.geosense_dock.map.image import image_artifact, png_bytes, render_blocking
    from geosense.geosense_dock.map.vector_artifact import LayerSnapshot, build_vector_artifact
    from tests.agent_process import start_agent

    project = QgsProject.instance()
    project.setEllipsoid("EPSG:7030")
    t0 = time.perf_counter()
    layer = make_layer(N)
    print(f"layer: {N} polygons in EPSG:4326 built in {time.perf_counter() - t0:.1f} s")
    project.addMapLayer(layer)
    registry = VectorRegistry(project)
    registry.set_class_field(layer, "kind")
    registry.set_confidence_field(layer, "conf")

    settings = QgsMapSettings()
    settings.setDestinationCrs(layer.crs())
    settings.setLayers([layer])
    settings.setOutputSize(QSize(1600, 1000))
    settings.setExtent(QgsRectangle(layer.extent()))
    canvas = SettingsCanvas(settings)

    agent = start_agent()
    try:
        client = ArtifactClient(agent.base_url, timeout=300)
        print(f"reference agent on port {agent.port}\n")
        print(f"{'step':<52} {'time':>13} {'python heap':>14}")

        floor, t_floor = timed(lambda: flatgeobuf_export(layer, project), repeat=3)
        row("floor: QGIS writes the layer to FlatGeobuf (EPSG:3857)", t_floor, None, f"{floor / 2**20:.1f} MiB")
        # first upload: preparation (read + transform + measure + encode) and upload, separately
        build, t_build = timed(lambda: build_vector_artifact(LayerSnapshot(layer, registry)), repeat=3)
        m_build = peak(lambda: build_vector_artifact(LayerSnapshot(layer, registry)))
        row("first upload: build vector artifact", t_build, m_build,
            f"{build.count} annotations, hash {build.content_hash[:8]}")
        ratio("first vector artifact / FlatGeobuf export", t_build / t_floor)
        payload = build.artifact_data
        _, t_up = timed(lambda: client.create("vector", payload))
        row("first upload: POST to the reference agent", t_up, None,
            f"{client.uploaded_bytes / 2**20:.1f} MiB body")
        del build
        payload = None  # the encoded layer can go

        preparer = MessagePreparer(registry, canvas, client)
        first, t_first = timed(lambda: preparer.prepare_blocking(["visibility", "position"]))
        row("first message, whole prepare_blocking (incl. upload)", t_first, None,
            f"{first.uploads} upload(s)")
        again, t_again = timed(lambda: preparer.prepare_blocking(["visibility", "position"]), repeat=50)
        m_again = peak(lambda: preparer.prepare_blocking(["visibility", "position"]))
        row("re-send, no change (median of 50)", t_again, m_again, f"{again.uploads} upload(s)")

        fids = sorted(f.id() for f in layer.getFeatures())[:: max(1, N // SELECTED)][:SELECTED]
        layer.selectByIds(fids)
        sel, t_sel = timed(lambda: ctx.selection_context(registry), repeat=5)
        m_sel = peak(lambda: ctx.selection_context(registry))
        row(f"selection context, {len(fids)} selected (feature ids)", t_sel, m_sel,
            f"{len(sel['annotations'])} annotations")
        registry.set_annotation_ids_field(layer, "ann")
        sel, t_sel2 = timed(lambda: ctx.selection_context(registry), repeat=5)
        m_sel2 = peak(lambda: ctx.selection_context(registry))
        row(f"selection context, {len(fids)} selected (id field)", t_sel2, m_sel2,
            f"{len(sel['annotations'])} annotations")
        layer.removeSelection()

        def image():
            s = QgsMapSettings(settings)
            img = render_blocking(s)
            return image_artifact(png_bytes(img), ctx.visible_bbox_3857(s))

        art, t_img = timed(image, repeat=3)
        m_img = peak(image)
        row("image context, 1600x1000 render + PNG + base64", t_img, m_img,
            f"{len(art['data']) * 3 / 4 / 2**10:.0f} KiB PNG, {N} polygons drawn")
        _, t_img_up = timed(lambda: client.create("image", art))
        row("image context, POST to the reference agent", t_img_up)
        client.close()

        # a wide layer: the same features with more fields, none of them shared (read only when asked for)
        project.removeMapLayer(layer.id())
        wide = make_layer(N, WIDE)
        project.addMapLayer(wide)
        registry.set_class_field(wide, "kind")
        registry.set_confidence_field(wide, "conf")
        wide_build, t_wide = timed(lambda: build_vector_artifact(LayerSnapshot(wide, registry)), repeat=3)
        row(f"first upload: build vector artifact, {WIDE} more fields", t_wide, None,
            f"{wide_build.count} annotations")
        ratio(f"first vector artifact, {WIDE} more fields / without them", t_wide / t_build)
    finally:
        agent.stop()
        registry.close()
    print(f"\nprocess peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
