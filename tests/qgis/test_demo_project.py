"""The demo project opens framed on its layers (``make run``), not on an empty map at 1:1."""

from __future__ import annotations

from qgis.core import QgsCoordinateReferenceSystem, QgsProject
from qgis.gui import QgsMapCanvas

from scripts.make_demo_project import build


def test_the_demo_opens_framed_on_its_layers(tmp_path, qgis_new_project):
    path = build(str(tmp_path / "demo"))
    # a canvas of the size QGIS shows, following the project as QGIS's own canvas does
    canvas = QgsMapCanvas()
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:32632"))  # the demo's CRS, as QGIS sets it
    canvas.resize(780, 500)
    canvas.show()
    try:
        project = QgsProject.instance()
        assert project.read(path)
        layers = project.mapLayers().values()
        wanted = None
        for layer in layers:
            wanted = layer.extent() if wanted is None else wanted
            wanted.combineExtentWith(layer.extent())
        assert wanted is not None and not wanted.isEmpty()
        view = project.viewSettings().defaultViewExtent()
        assert not view.isEmpty() and view.contains(wanted)
        extent = canvas.extent()
        assert not extent.isEmpty() and extent.contains(wanted)
        assert 100 < canvas.scale() < 20000  # the whole demo on screen, not 1:1
    finally:
        canvas.hide()
        canvas.deleteLater()
        QgsProject.instance().clear()
