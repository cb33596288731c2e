from tests.qgis.conftest import desktop_iface  # noqa: F401
