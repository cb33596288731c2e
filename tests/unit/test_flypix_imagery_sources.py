"""A FlyPix raster's source as a QGIS data source (Qt-free): download links and their expiry, WMTS capabilities,
the URIs; ``download_link`` against the emulation, its request checked with FlyPix's SDK."""

from __future__ import annotations

from urllib.parse import parse_qs, unquote

import pytest

from geosense.geosense_dock.core.protocol import flypix_imagery as fi
from geosense.geosense_dock.core.protocol.flypix_client import FlyPixClient
from geosense.geosense_dock.core.protocol.flypix_errors import FlyPixError
from geosense.geosense_dock.core.protocol.transport import Endpoint
from reference_agent import flypix_imagery as emulated
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests, recorded

KEY = "imagery-test-key"  # pragma: allowlist secret


@pytest.fixture(scope="module")
def agent():
    process = start_agent("--chunk-delay", "0", "--flypix-api-key", KEY, "--flypix-link-ttl", "120")
    yield process
    process.stop()
    assert not any("Traceback" in line for line in process.lines), "\n".join(process.lines)


def test_link_expiry_is_read_from_each_kind_of_signed_link():
    s3 = "https://b.s3.amazonaws.com/f.tif?X-Amz-Date=20260101T000000Z&X-Amz-Expires=300&X-Amz-Signature=x"
    assert fi.link_expiry(s3, received_at=1000.0) == 1300.0  # a lifetime: counted from receipt, not the server clock
    assert fi.link_expiry("https://storage.googleapis.com/b/f.tif?X-Goog-Expires=60&X-Goog-Date=x", 50.0) == 110.0
    assert fi.link_expiry("https://cdn.example/f.tif?Expires=1767225600&Signature=x", 0.0) == 1767225600.0
    assert fi.link_expiry("https://a.blob.core.windows.net/c/f.tif?se=2026-01-01T00:00:00Z&sig=x", 0.0) == 1767225600.0
    assert fi.link_expiry("https://example.org/f.tif", 0.0) is None
    assert fi.link_expiry("https://example.org/f.tif?X-Amz-Expires=soon", 0.0) is None
    assert fi.renew_at(1300.0, 1000.0) == 1240.0  # one minute early at most
    assert fi.renew_at(110.0, 100.0) == 108.0  # 80 % of a short lifetime


def test_sources_become_uris():
    assert fi.upload_file_id({"uploaded_file_id": "u", "processed_file_id": "p", "reprojected_file_id": None}) == "p"
    assert fi.upload_file_id({"uploaded_file_id": "u", "processed_file_id": None, "reprojected_file_id": "r"}) == "r"
    name = fi.vsicurl("https://h/f.tif?a=1&b=2")
    assert name.startswith("/vsicurl?") and parse_qs(name.split("?", 1)[1])["url"] == ["https://h/f.tif?a=1&b=2"]
    assert fi.xyz_uri("https://t/{z}/{x}/{y}.png") == "type=xyz&url=https://t/{z}/{x}/{y}.png&zmin=0&zmax=19"
    assert fi.capabilities_url("https://h/wmts") == "https://h/wmts?SERVICE=WMTS&REQUEST=GetCapabilities"
    assert fi.capabilities_url("https://h/1.0.0/WMTSCapabilities.xml") == "https://h/1.0.0/WMTSCapabilities.xml"


def test_wmts_capabilities_give_the_layer_its_matrix_set_format_and_style():
    xml = emulated.capabilities("http://127.0.0.1:1", "berlin_ortho").encode()
    choice = fi.wmts_layer(xml, "berlin_ortho")
    assert (choice.tile_matrix_set, choice.format, choice.style) == ("GoogleMapsCompatible", "image/png", "default")
    uri = parse_qs(fi.wmts_uri("http://127.0.0.1:1/imagery/wmts/1.0.0/WMTSCapabilities.xml", choice))
    assert uri["layers"] == ["berlin_ortho"] and uri["tileMatrixSet"] == ["GoogleMapsCompatible"]
    with pytest.raises(fi.ImageryError) as missing:
        fi.wmts_layer(xml, "other")
    assert "no layer other" in str(missing.value)
    with pytest.raises(fi.ImageryError) as broken:
        fi.wmts_layer(b"<html>", "x")
    assert "not XML" in str(broken.value)


def test_download_link_through_the_client(agent):
    client = FlyPixClient(Endpoint(base_url=agent.base_url))
    client.sign_in_with_key(KEY)
    recorded(agent.base_url, clear=True)
    tenant = client.tenants()[0]
    project = client.projects(tenant["tenant_id"])[0]
    raster = next(r for r in client.rasters(project["project_id"], next(
        f for f in client.folders(project["project_id"], next(
            d["folder_id"] for d in client.folders(project["project_id"]) if d["name"] == "Orthophotos"))
        if f["name"] == "2024")["folder_id"]) if r["source"]["type"] == "UPLOAD")
    link = client.download_link(fi.upload_file_id(raster["source"]))
    assert unquote(link).startswith(agent.base_url + "/imagery/files/")
    assert fi.link_expiry(link, 0.0) == 120.0
    with pytest.raises(FlyPixError) as caught:
        client.download_link("no-such-file")
    assert caught.value.status == 404 and "not found" in str(caught.value)
    check_requests(recorded(agent.base_url))
