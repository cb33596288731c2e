"""The sharing gate's rules on real layers: what counts as one data source, which layers a message may carry,
which id fields go whatever the allow-list says."""

from __future__ import annotations

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFields,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsWkbTypes,
)

from geosense.geosense_dock.core.sharing_policy import SharingPolicy
from geosense.geosense_dock.map import VectorRegistry
from geosense.geosense_dock.map.compat import FIELD_INT
from geosense.geosense_dock.ui.sharing_gate import FLYPIX_KIND, SharingGate, source_key
from tests.qgis.test_map_helpers import box_wkt, make_layer


def two_tables(tmp_path, project):
    """A GeoPackage with the tables buildings and clients, each opened by its index (``|layerid=``)."""
    path = str(tmp_path / "x.gpkg")
    for n, name in enumerate(("buildings", "clients")):
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName, options.layerName = "GPKG", name
        if n:
            options.actionOnExistingFile = QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
        writer = QgsVectorFileWriter.create(path, QgsFields(), QgsWkbTypes.Type.Polygon,
                                            QgsCoordinateReferenceSystem("EPSG:3857"), project.transformContext(),
                                            options)
        del writer
    return [QgsVectorLayer(f"{path}|layerid={n}", name, "ogr") for n, name in enumerate(("buildings", "clients"))]


def test_another_table_of_the_same_file_is_another_source(qgis_new_project, tmp_path):
    """Confirming one table of a GeoPackage confirms that table, not the file's others."""
    buildings, clients = two_tables(tmp_path, QgsProject.instance())
    assert buildings.isValid() and clients.isValid()
    assert source_key(buildings) != source_key(clients)
    again = QgsVectorLayer(buildings.source(), "buildings again", "ogr")
    assert source_key(again) == source_key(buildings)


def test_a_layer_not_confirmed_is_withheld_when_first_shares_are_confirmed(qgis_new_project):
    """A shared layer nobody confirmed (added while the question was open, say) does not go."""
    registry = VectorRegistry(QgsProject.instance())
    try:
        layer = make_layer("Polygon", "EPSG:3857", "added meanwhile", [], [(box_wkt(0, 0, 1, 1), [])])
        gate = SharingGate(registry, QgsProject.instance(), load=lambda: SharingPolicy(confirm_new_layer=True))
        assert layer.id() in gate.withheld()
        relaxed = SharingGate(registry, QgsProject.instance(), load=lambda: SharingPolicy())
        assert layer.id() not in relaxed.withheld()
    finally:
        registry.close()


def test_only_flypix_own_ids_pass_a_locked_allow_list(qgis_new_project):
    """The ids of a layer loaded from FlyPix are FlyPix's and go; another field chosen as its ids is a field like
    any other, and so is a local layer that calls itself FlyPix's."""
    registry = VectorRegistry(QgsProject.instance())
    try:
        fields = [("annotation_id", FIELD_INT), ("client_no", FIELD_INT)]
        layer = make_layer("Polygon", "EPSG:3857", "from FlyPix", fields, [])
        layer.setCustomProperty(FLYPIX_KIND, "vector")
        gate = SharingGate(registry, QgsProject.instance(),
                           load=lambda: SharingPolicy(locked=frozenset({"attributes"})))
        registry.set_annotation_ids_field(layer, "annotation_id")
        assert gate.field_allowed(layer, "annotation_id")
        registry.set_annotation_ids_field(layer, "client_no")
        assert not gate.field_allowed(layer, "client_no")
        layer.setCustomProperty(FLYPIX_KIND, "made up")
        registry.set_annotation_ids_field(layer, "annotation_id")
        assert not gate.field_allowed(layer, "annotation_id")
    finally:
        registry.close()
