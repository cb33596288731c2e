"""Provenance of suggestions accepted into a PostGIS table, on a real PostgreSQL + PostGIS server
(a throwaway cluster, ``tests/postgis_server.py``): the commit gives the features the ids PostgreSQL
made, the records follow them, and they come back with the project."""

from __future__ import annotations

import pytest
from qgis.core import QgsDataSourceUri, QgsVectorLayer

from geosense.geosense_dock.map import accept as A
from geosense.geosense_dock.map.provenance import options
from tests import postgis_server
from tests.qgis.test_provenance import suggestions, tracker  # noqa: F401 - the fixture


@pytest.fixture(scope="module")
def postgis():
    try:
        server = postgis_server.start()
    except postgis_server.Unavailable as exc:
        pytest.skip(f"no PostGIS server here: {exc}")
    yield server
    server.stop()


def pg_layer(server, project, table):
    server.psql(f"CREATE TABLE {table} (id serial PRIMARY KEY, kind text, geom geometry(MultiPolygon, 3857))")
    server.psql(f"INSERT INTO {table} (kind, geom) VALUES ('mine', ST_Multi(ST_MakeEnvelope(0, 0, 5, 5, 3857)))")
    uri = QgsDataSourceUri(server.uri())
    uri.setDataSource("public", table, "geom", "", "id")
    layer = QgsVectorLayer(uri.uri(False), table, "postgres")
    assert layer.isValid(), layer.error().message()
    project.addMapLayer(layer)
    return layer


def test_accept_into_postgis_commit_and_reopen(postgis, project, manager, tracker, tmp_path):  # noqa: F811
    layer = pg_layer(postgis, project, "houses")
    outcome = A.accept_suggestions(suggestions(manager), layer, None, tracker=tracker)
    assert outcome.ok, outcome.reason
    assert all(fid < 0 for fid in tracker.book.layer(layer.id()))
    assert layer.commitChanges(), layer.commitErrors()
    recs = tracker.book.layer(layer.id())
    ids = postgis.psql("SELECT string_agg(id::text, ',' ORDER BY id) FROM houses WHERE kind IS NULL")
    assert sorted(recs) == [int(i) for i in ids.split(",")]  # the ids PostgreSQL gave them
    for fid in recs:
        assert layer.getFeature(fid)[options.VIRTUAL_FIELD].startswith("Suggested by GeoSense")
    assert not layer.getFeature(1)[options.VIRTUAL_FIELD]  # the user's own row: NULL
    assert postgis.psql("SELECT count(*) FROM houses") == "5"
    path = str(tmp_path / "pg.qgz")
    layer_id = layer.id()
    assert project.write(path)
    project.clear()
    assert project.read(path)
    assert tracker.book.layer(layer_id) == recs
    postgis.psql("DROP TABLE houses")
