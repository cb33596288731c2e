"""Figures for loading a FlyPix vector into QGIS (prints timings; asserts nothing about time).

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 bench/bench_flypix.py [--n 100000]

Against the reference agent's FlyPix subset (``--flypix-annotations N``):

* the whole load as the plugin does it: one ``QgsTask`` (download, parse,
  decode, build the memory layer) and, on the GUI thread, style + add to the
  project, each time into a project without it (best of three, like its floor);
  the GUI-thread part is measured on its own too;
* its steps: download + JSON parse, decode + build the memory layer;
* baselines measured in the same run: ``json.loads`` of the same body, the same
  WKB decoded with shapely alone, and the same memory layer built from
  geometries decoded beforehand (the floor for building a layer of N features).
"""

from __future__ import annotations

import argparse
import base64
import json
import time
import urllib.request

from _setup import ratio, timed, timed_pair  # first: makes the checkout importable, offscreen Qt
from qgis.core import QgsApplication, QgsFeature, QgsGeometry, QgsProject  # noqa: E402
from qgis.PyQt.QtCore import QEventLoop, QTimer  # noqa: E402


def spin_until(condition, timeout: float = 600.0) -> None:
    deadline = time.monotonic() + timeout
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(loop.quit)
    timer.start()
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit("timed out")
        loop.exec()
    timer.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    args = parser.parse_args()

    app = QgsApplication([], False)
    app.initQgis()
    from shapely import wkb

    from geosense.geosense_dock.core.protocol.flypix_models import parse_features
    from geosense.geosense_dock.flypix import layers as fl
    from geosense.geosense_dock.flypix.loader import FlyPixLoader
    from geosense.geosense_dock.flypix.session import FlyPixSession
    from geosense.geosense_dock.settings import Settings
    from tests.agent_process import start_agent

    agent = start_agent("--chunk-delay", "0", "--flypix-annotations", str(args.n))
    try:
        class BenchSettings(Settings):
            def save(self) -> None:
                pass

        settings = BenchSettings(backend="flypix", flypix_base_url=agent.base_url)
        project = QgsProject.instance()
        session = FlyPixSession(settings, project)
        session.client.sign_in("demo", "demo")
        client = session.client
        tenant = client.tenants()[0]
        proj = client.projects(tenant["tenant_id"])[0]
        ortho = next(f for f in client.folders(proj["project_id"]) if f["name"] == "Orthophotos")
        year = client.folders(proj["project_id"], ortho["folder_id"])[0]
        file = client.rasters(proj["project_id"], year["folder_id"])[0]
        vector = next(v for v in client.vectors(file["raster_id"]) if v["name"].startswith("Generated"))
        classes = client.classes(proj["project_id"])
        client.features(vector["vector_id"])  # warm the agent's cached body
        print(f"FlyPix vector of {args.n} annotations ({agent.base_url})")

        token = client._tokens.access_token
        request = urllib.request.Request(f"{agent.base_url}/v2/vectors/{vector['vector_id']}/features",
                                         headers={"Authorization": f"Bearer {token}"})
        raw = timed("download alone (raw bytes over HTTP)", lambda: urllib.request.urlopen(request).read())  # nosec B310 - the local agent
        print(f"  body: {len(raw) / 2**20:.1f} MiB")
        body = timed("baseline: json.loads of the body", lambda: json.loads(raw))
        features = timed("download + parse (client.features)", lambda: client.features(vector["vector_id"]))
        timed("  parse_features alone (check alignment, map classes)", lambda: parse_features(body))

        blobs = [base64.b64decode(p) for p in features.polygons]
        timed("baseline: shapely wkb.loads of the same WKB (after base64)", lambda: [wkb.loads(b) for b in blobs])
        timed("baseline: base64 + shapely wkb.loads",
              lambda: [wkb.loads(base64.b64decode(p)) for p in features.polygons])

        def decoded():
            out = []
            for b in blobs:
                g = QgsGeometry()
                g.fromWkb(b)
                g.convertToMultiType()
                out.append(g)
            return out

        geoms = timed("  QgsGeometry.fromWkb of the same WKB (after base64)", decoded)

        def prebuilt_layer():
            layer = fl._memory_layer("baseline", fl.annotation_fields())
            fields = layer.fields()
            feats = []
            for i, g in enumerate(geoms):
                f = QgsFeature(fields)
                f.setGeometry(g)
                f.setAttributes([features.ids[i], features.class_ids[i], None, features.confidences[i],
                                 features.areas[i]])
                feats.append(f)
            layer.dataProvider().addFeatures(feats)
            return layer

        _, floor = timed_pair("baseline: memory layer from pre-decoded geometries", prebuilt_layer, repeat=3)
        layer, notes = timed("decode + build the memory layer (build_annotation_layer)",
                             lambda: fl.build_annotation_layer("bench", features, classes))
        assert layer.featureCount() == args.n and not notes

        def finish():
            fl.finish_annotation_layer(layer, vector=vector, source="inference", project_id=proj["project_id"],
                                       raster_id=file["raster_id"], server=agent.base_url, classes=classes)
            project.addMapLayer(layer)

        timed("GUI thread only: style + mark + add to the project", finish)
        project.removeMapLayer(layer.id())

        loader = FlyPixLoader(session, project)
        done = []
        loader.loaded.connect(lambda lyr, _notes: done.append(lyr))
        loader.failed.connect(lambda reason: done.append(reason))

        def full_load():
            done.clear()
            loader.load_vector(proj, file, vector)
            spin_until(lambda: done)
            assert not isinstance(done[0], str), done[0]
            assert done[0].featureCount() == args.n
            return done[0]

        def unload() -> None:
            project.removeMapLayer(done[0].id())

        _, spent = timed_pair("whole load as in the plugin (QgsTask + GUI thread, into the project)", full_load,
                                   repeat=3, clear=unload)
        ratio("whole FlyPix load / memory layer from pre-decoded geometries", spent / floor)
        full_load()  # in the project again, for the load that replaces it
        timed("  the same again (replaces the loaded layer in place)", full_load)
        session.close()
        project.clear()
    finally:
        agent.stop()


if __name__ == "__main__":
    main()
