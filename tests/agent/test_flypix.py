"""The reference agent's FlyPix emulation, spoken to with FlyPix's own SDK (``flypix==5.2.1``).

The SDK is an independent client generated from FlyPix's public OpenAPI
document: its paths are the contract, and its models must accept every answer
(``unmarshal_json_response`` validates each one). Every call the plugin relies
on is made here.
"""
from __future__ import annotations

import base64
import json
import struct
import urllib.error
import urllib.request
from typing import Any

import pytest
from flypix import Flypix, errors, models
from shapely.geometry import box

from tests.agent_process import start_agent

KEY = "sdk-test-key"  # pragma: allowlist secret


@pytest.fixture(scope="module")
def flypix_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-user", "ana", "--flypix-password", "s3cret",
                        "--flypix-api-key", KEY, "--flypix-page-size", "5", "--flypix-archive-rasters", "12")
    yield agent
    agent.stop()
    assert not any("Traceback" in line for line in agent.lines), "\n".join(agent.lines)


def sdk(agent: Any, key: str = KEY, bearer: str | None = None) -> Flypix:
    security = models.Security(bearer_auth=bearer) if bearer else models.Security(api_key=key)
    return Flypix(server_url=agent.base_url, security=security)


def problem(exc: errors.FlyPixDefaultError) -> models.ErrorModel:
    assert exc.raw_response.headers["content-type"].startswith("application/problem+json")
    return models.ErrorModel.model_validate_json(exc.body)


def demo(client: Flypix) -> dict[str, Any]:
    tenant = client.users.get_tenants_for_user()[0]
    project = client.projects.get_projects_for_tenant(tenant_id=tenant.tenant_id)[0]
    root = client.folders.get_folders_in_project_root(project_id=project.project_id)
    ortho = next(f for f in root if f.name == "Orthophotos")
    year = client.folders.get_folders_for_folder(folder_id=ortho.folder_id)[0]
    raster = client.rasters.get_rasters_for_project(project_id=project.project_id, folder_id=year.folder_id)[0]
    vectors = client.vectors.get_vectors_for_raster(raster_id=raster.raster_id)
    return {"tenant": tenant, "project": project, "raster": raster, "vectors": {v.name: v for v in vectors}}


def test_health_and_both_sign_ins(flypix_agent):
    client = sdk(flypix_agent)
    assert client.system.health().status == "ok"
    login = Flypix(server_url=flypix_agent.base_url).auth.login_with_password(username="ana", password="s3cret")
    assert isinstance(login, models.LoginResponse) and login.expires_in == 3600 and login.refresh_token
    fresh = Flypix(server_url=flypix_agent.base_url).auth.refresh_token(refresh_token=login.refresh_token)
    assert fresh.access_token != login.access_token
    by_token = sdk(flypix_agent, bearer=fresh.access_token).users.get_tenants_for_user()
    assert [t.name for t in by_token] == [t.name for t in client.users.get_tenants_for_user()] == ["Demo tenant"]


def test_refusals_are_problem_json(flypix_agent):
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        Flypix(server_url=flypix_agent.base_url).auth.login_with_password(
            username="ana", password="nope")  # pragma: allowlist secret - a wrong password on purpose
    body = problem(caught.value)
    assert body.status == 401 and body.detail == "incorrect username or password"
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        sdk(flypix_agent, key="wrong").users.get_tenants_for_user()
    assert problem(caught.value).status == 401
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        sdk(flypix_agent).vectors.get_vector_features(vector_id="nope")
    assert problem(caught.value).status == 404


def test_paged_listings_read_to_the_end_and_nested_folders(flypix_agent):
    client = sdk(flypix_agent)
    found = demo(client)
    pid = found["project"].project_id
    root = client.folders.get_folders_in_project_root(project_id=pid)
    assert sorted(f.name for f in root) == ["Archive", "Orthophotos"] and all(f.parent_id is None for f in root)
    archive = next(f for f in root if f.name == "Archive")
    old = client.folders.get_folders_for_folder(folder_id=archive.folder_id)[0]
    assert old.name == "2019" and old.parent_id == archive.folder_id
    names, offset = [], 0
    while True:  # the page is capped at 5: 12 rasters are three pages
        page = client.rasters.get_rasters_for_project(project_id=pid, folder_id=old.folder_id, offset=offset)
        assert len(page) <= 5
        if not page:
            break
        names += [r.name for r in page]
        offset += len(page)
    assert names == [f"archive_{i:03d}.tif" for i in range(1, 13)]
    at_root = client.rasters.get_rasters_for_project(project_id=pid, folder_id="root")
    assert [r.name for r in at_root] == ["overview.tif"] and at_root[0].folder_id is None
    assert found["raster"].source.type == "UPLOAD"


def test_vectors_features_classes_and_regions(flypix_agent):
    client = sdk(flypix_agent)
    found = demo(client)
    assert set(found["vectors"]) == {"Annotations", "Model output", "Empty"}
    assert {v.metadata.source for v in found["vectors"].values()} == {"DIRECT", "INFERENCE"}
    features = client.vectors.get_vector_features(vector_id=found["vectors"]["Annotations"].vector_id)
    data = features.data
    assert len(data.ids) == len(data.polygons) == len(data.areas) == len(data.confidences) == len(data.class_ids) == 13
    assert set(features.classes) == {"0", "1", "2"}
    empty = client.vectors.get_vector_features(vector_id=found["vectors"]["Empty"].vector_id)
    assert empty.data.ids is None and empty.data.polygons is None  # null, not [], as FlyPix sends it
    classes = client.vectors.get_classes_for_project(project_id=found["project"].project_id)
    assert [(c.name, c.color) for c in classes] == [("house", "e15759"), ("tree", "59a14f"), ("pool", "4e79a7")]
    regions = client.regions.get_regions_for_raster(raster_id=found["raster"].raster_id)
    assert [(r.metadata.name, r.training_behavior, r.inference_behavior) for r in regions] == [
        ("Training area", "TRAINING", "IGNORE"), ("Inference area", "IGNORE", "USE")]
    assert regions[1].metadata.description is None and regions[0].metadata.color == "f28e2b"


def test_every_raster_source_kind_and_its_imagery(flypix_agent):
    """The SDK's models take each source kind; the COG, the WMTS service and an upload's link serve imagery."""
    client = sdk(flypix_agent)
    found = demo(client)
    year = found["raster"].folder_id
    rasters = {r.name: r for r in client.rasters.get_rasters_for_project(project_id=found["project"].project_id,
                                                                         folder_id=year)}
    kinds = {name: type(r.source) for name, r in rasters.items()}
    assert kinds == {"berlin_ortho.tif": models.UploadRasterSource, "berlin_cog.tif": models.COGRasterSource,
                     "berlin_wmts": models.WMTSRasterSource, "berlin_osm": models.OSMRasterSource}
    cog = rasters["berlin_cog.tif"].source.url
    assert cog.startswith(flypix_agent.base_url + "/")
    request = urllib.request.Request(cog, headers={"Range": "bytes=0-3"})
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the local emulation
        assert resp.status == 206 and resp.headers["Accept-Ranges"] == "bytes"
        assert resp.headers["Content-Range"].startswith("bytes 0-3/") and resp.read() in (b"II*\x00", b"MM\x00*")
    wmts = rasters["berlin_wmts"].source
    with urllib.request.urlopen(wmts.url, timeout=10) as resp:  # noqa: S310 - the local emulation
        assert f"<ows:Identifier>{wmts.layer}</ows:Identifier>".encode() in resp.read()
    extent = rasters["berlin_osm"].source.extent
    assert extent.minx < extent.maxx and extent.miny < extent.maxy
    upload = rasters["berlin_ortho.tif"].source
    link = client.files.get_file_download_link(file_id=upload.processed_file_id)
    assert isinstance(link, models.FileLinkResponse) and "X-Amz-Expires=" in link.url
    request = urllib.request.Request(link.url, headers={"Range": "bytes=0-3"})
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the local emulation
        assert resp.status == 206
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.files.get_file_download_link(file_id="nope")
    assert problem(caught.value).status == 404
    urllib.request.urlopen(urllib.request.Request(flypix_agent.base_url + "/debug/flypix/expire-links", data=b"",
                                                  method="POST"), timeout=10).read()
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(urllib.request.Request(link.url, headers={"Range": "bytes=0-3"}), timeout=10)
    assert refused.value.code == 403


def _wkb(geom) -> str:
    from shapely import wkb

    return base64.b64encode(wkb.dumps(geom)).decode("ascii")


def test_annotations_all_or_nothing(flypix_agent):
    client = sdk(flypix_agent)
    found = demo(client)
    vector = found["vectors"]["Model output"]
    classes = client.vectors.get_classes_for_project(project_id=found["project"].project_id)
    x, y = 1487400.0, 6889400.0
    bowtie = base64.b64encode(struct.pack("<BIII10d", 1, 3, 1, 5, x, y, x + 20, y + 20, x + 20, y, x, y + 20,
                                          x, y)).decode("ascii")
    ids = client.vectors.create_annotations_in_vector(
        vector_id=vector.vector_id, class_id=classes[0].class_id,
        payload=[{"polygon": _wkb(box(x, y, x + 10, y + 10)), "confidence": 0.9},
                 {"polygon": _wkb(box(x + 20, y, x + 30, y + 10)), "confidence": 0.8}])
    assert len(ids) == 2 and all(isinstance(i, int) for i in ids)
    with pytest.raises(errors.FlyPixDefaultError) as caught:  # one bad polygon: nothing is stored
        client.vectors.create_annotations_in_vector(
            vector_id=vector.vector_id, class_id=classes[0].class_id,
            payload=[{"polygon": _wkb(box(x, y + 40, x + 10, y + 50)), "confidence": 0.9},
                     {"polygon": bowtie, "confidence": 0.5}])
    body = problem(caught.value)
    assert body.status == 400 and body.errors[0].location == "body.payload[1].polygon"
    after = client.vectors.get_vector_features(vector_id=vector.vector_id)
    assert max(after.data.ids) == max(ids)
    with pytest.raises(errors.FlyPixDefaultError) as caught:  # confidence is a number from 0 to 1
        client.vectors.create_annotations_in_vector(vector_id=vector.vector_id, class_id=classes[0].class_id,
                                                    payload=[{"polygon": _wkb(box(x, y, x + 9, y + 9)),
                                                              "confidence": 2.0}])
    body = problem(caught.value)
    assert body.status == 422 and body.errors[0].location == "body.payload[0].confidence"


def test_geosense_session_artifacts_and_message_with_data_contexts(flypix_agent):
    client = sdk(flypix_agent)
    found = demo(client)
    session = client.geosense.create_session_in_project(project_id=found["project"].project_id)
    assert isinstance(session, str)
    selection = client.geosense.create_session_artifact(
        session_id=session, type_="data",
        artifact_data={"type": "selection", "annotations": [{"id": 1, "v": found["vectors"]["Annotations"].vector_id}],
                       "regions": [], "suggestions": []})
    assert isinstance(selection, models.ArtifactResponse) and selection.type == "data"
    again = client.geosense.get_session_artifact(session_id=session, artifact_id=selection.artifact_id)
    assert again.artifact_data["type"] == "selection"
    reply = client.geosense.send_message(
        session_id=session, user_message="Show trees within 20 m of a house",
        vector_ids=[found["vectors"]["Annotations"].vector_id],
        context=[{"type": "data", "artifact_id": selection.artifact_id}])
    assert isinstance(reply, models.ChatMessageResponse) and "<tool" in reply.response
    assert reply.context and all(c.type == "data" for c in reply.context)
    data = client.geosense.get_session_artifact(session_id=session, artifact_id=reply.context[0].artifact_id)
    assert "ids" in data.artifact_data and f"${{{data.artifact_id}}}" in reply.response
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.geosense.send_message(session_id=session, user_message="x" * 10_001, vector_ids=None)
    assert problem(caught.value).errors[0].location == "body.user_message"


def test_revoked_key_is_refused(agent_factory):
    agent = agent_factory("--flypix-api-key", KEY)
    client = sdk(agent)
    assert client.users.get_tenants_for_user()
    urllib.request.urlopen(urllib.request.Request(agent.base_url + "/debug/flypix/revoke?only=key", data=b"",
                                                  method="POST"), timeout=10).read()
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.users.get_tenants_for_user()
    assert problem(caught.value).detail == "invalid or revoked API key"


def test_the_emulation_serves_no_endpoint_the_public_api_lacks(flypix_agent):
    import flypix

    sdk_paths = set()
    from pathlib import Path

    for source in Path(flypix.__file__).parent.glob("*.py"):
        for line in source.read_text(encoding="utf-8").splitlines():
            if 'path="/' in line:
                sdk_paths.add(line.split('path="', 1)[1].split('"', 1)[0])
    with urllib.request.urlopen(flypix_agent.base_url + "/debug/flypix/requests?clear=1", timeout=10) as resp:
        json.loads(resp.read())
    from aiohttp import web

    from reference_agent import flypix as emulation

    app = web.Application()
    emulation.add_routes(app, __import__("reference_agent.store", fromlist=["Store"]).Store())
    served = {r.resource.canonical for r in app.router.routes() if r.resource is not None}
    assert {p for p in served if p.startswith("/v2/")} <= sdk_paths


def test_the_emulation_does_not_import_the_server():
    """reference_agent/flypix.py gets what it needs from server.py as arguments: no import circle."""
    import ast
    from pathlib import Path

    import reference_agent

    root = Path(reference_agent.__file__).parent
    for name in ("flypix", "flypix_data"):
        tree = ast.parse((root / f"{name}.py").read_text(encoding="utf-8"))
        modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        modules |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module is None
                    for alias in node.names}
        assert "server" not in modules, name
