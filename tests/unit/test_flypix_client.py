"""The FlyPix client and chat transport against the reference agent's FlyPix emulation (real sockets).

Every request the client sends is recorded by the emulation and checked with
FlyPix's SDK input models (``flypix==5.2.1``): the SDK, not our emulation, is
the contract.
"""

from __future__ import annotations

import base64
import http.server
import json
import struct
import threading
import urllib.request
from pathlib import Path
from typing import Any, Dict, List

import pytest

from geosense.geosense_dock.core.protocol import flypix_client
from geosense.geosense_dock.core.protocol.flypix_client import FlyPixClient
from geosense.geosense_dock.core.protocol.flypix_contexts import FlyPixArtifacts, FlyPixUploads
from geosense.geosense_dock.core.protocol.flypix_errors import AuthRequired, FlyPixError, SignInFailed
from geosense.geosense_dock.core.protocol.flypix_redirects import RedirectRefused, SameOriginRedirects
from geosense.geosense_dock.core.protocol.flypix_transport import FlyPixEndpoint, FlyPixTransport
from geosense.geosense_dock.core.protocol.frames import SessionFrame, StreamChunk, chat_message_frame
from geosense.geosense_dock.core.protocol.transport import ConnectionState, Endpoint, TransportListener
from tests.agent_process import start_agent
from tests.flypix_sdk import BODIES, QUERIES, check_requests, recorded

KEY = "unit-test-key"  # pragma: allowlist secret


@pytest.fixture(scope="module")
def agent():
    process = start_agent("--chunk-delay", "0", "--flypix-api-key", KEY, "--flypix-page-size", "5")
    yield process
    process.stop()
    assert not any("Traceback" in line for line in process.lines), "\n".join(process.lines)


def client_for(agent, **kwargs) -> FlyPixClient:
    return FlyPixClient(Endpoint(base_url=agent.base_url), **kwargs)


def keyed(agent, **kwargs) -> FlyPixClient:
    client = client_for(agent, **kwargs)
    client.sign_in_with_key(KEY)
    return client


def debug(agent, path: str, method: str = "GET") -> Any:
    request = urllib.request.Request(agent.base_url + path, data=b"" if method == "POST" else None, method=method)
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - loopback
        return json.loads(resp.read())


def demo(client: FlyPixClient) -> Dict[str, Any]:
    tenant = client.tenants()[0]
    project = client.projects(tenant["tenant_id"])[0]
    pid = project["project_id"]
    ortho = next(f for f in client.folders(pid) if f["name"] == "Orthophotos")
    year = client.folders(pid, ortho["folder_id"])[0]
    raster = client.rasters(pid, year["folder_id"])[0]
    vectors = client.vectors(raster["raster_id"])
    return {"project": project, "raster": raster, "vectors": {v["name"]: v for v in vectors}}


# ------------------------------------------------------------------ sign-in


def test_api_key_sign_in_and_a_revoked_key_asks_again(agent_factory):
    agent = agent_factory("--flypix-api-key", KEY)
    client = client_for(agent)
    with pytest.raises(SignInFailed) as refused:
        client.sign_in_with_key("wrong")
    assert "did not accept the API key" in str(refused.value) and not client.signed_in
    events: List[str] = []
    client.add_listener(lambda event, detail: events.append(event))
    client.sign_in_with_key(KEY)
    assert client.signed_in and client.auth_kind == "api_key" and client.tenants()
    debug(agent, "/debug/flypix/revoke?only=key", "POST")
    with pytest.raises(AuthRequired) as gone:
        client.tenants()
    assert "API key" in str(gone.value) and not client.signed_in
    assert events == ["signed_in", "auth_required"]


def test_password_sign_in_refreshes_before_expiry_and_says_when_it_expired(agent):
    now = [1000.0]
    client = client_for(agent, clock=lambda: now[0])
    with pytest.raises(SignInFailed):
        client.sign_in("demo", "wrong")
    client.sign_in("demo", "demo")
    assert client.auth_kind == "password"
    now[0] += 3600 - 5  # inside the margin before expiry
    client.tenants()
    assert client.refreshes == 1
    debug(agent, "/debug/flypix/revoke?only=access", "POST")  # the access token stops working, refresh works
    assert client.tenants() and client.refreshes == 2
    debug(agent, "/debug/flypix/revoke?only=tokens", "POST")  # the sign-in revoked
    with pytest.raises(AuthRequired) as gone:
        client.tenants()
    assert "expired or was revoked" in str(gone.value)


# ------------------------------------------------------------------ browsing


def test_paged_listings_and_nested_folders_are_read_to_the_end(agent):
    client = keyed(agent)  # pages of 200 asked for, the emulation answers at most 5
    project = client.projects(client.tenants()[0]["tenant_id"])[0]
    pid = project["project_id"]
    root = client.folders(pid)
    assert sorted(f["name"] for f in root) == ["Archive", "Orthophotos"]
    archive = next(f for f in root if f["name"] == "Archive")
    old = client.folders(pid, archive["folder_id"])
    assert [f["name"] for f in old] == ["2019"]
    rasters = client.rasters(pid, old[0]["folder_id"])
    assert [r["name"] for r in rasters] == [f"archive_{i:03d}.tif" for i in range(1, 13)]
    assert [r["name"] for r in client.rasters(pid)] == ["overview.tif"]


def test_classes_in_real_colours_regions_with_behaviours_features_with_nulls(agent):
    client = keyed(agent)
    found = demo(client)
    classes = client.classes(found["project"]["project_id"])
    assert [(c["name"], c["color"]) for c in classes] == [("house", "#e15759"), ("tree", "#59a14f"),
                                                         ("pool", "#4e79a7")]
    regions = client.regions(found["raster"]["raster_id"])
    assert [(r.name, r.training_behavior, r.inference_behavior, r.color) for r in regions] == [
        ("Training area", "TRAINING", "IGNORE", "#f28e2b"), ("Inference area", "IGNORE", "USE", "#76b7b2")]
    assert regions[1].description == ""
    features = client.features(found["vectors"]["Annotations"]["vector_id"])
    assert len(features) == 13 and set(features.class_ids) == {c["class_id"] for c in classes}
    assert len(client.features(found["vectors"]["Empty"]["vector_id"])) == 0  # every column null


def test_problem_json_detail_and_every_error_message_are_shown(agent):
    client = keyed(agent)
    with pytest.raises(FlyPixError) as missing:
        client.features("no-such-vector")
    assert str(missing.value) == "FlyPix could not find it (HTTP 404): vector no-such-vector not found"
    found = demo(client)
    with pytest.raises(FlyPixError) as refused:
        client.request("POST", f"/v2/vectors/{found['vectors']['Empty']['vector_id']}/annotations",
                       {"class_id": 3, "payload": [{"polygon": "x"}]})
    text = str(refused.value)
    assert text.startswith("FlyPix refused the request (HTTP 422): validation failed; ")
    assert "body.class_id: expected string" in text
    assert "body.payload[0]: expected required property confidence to be present" in text


# ------------------------------------------------------------------ accepting


def _square(x: float, y: float, size: float) -> str:
    coords = (x, y, x + size, y, x + size, y + size, x, y + size, x, y)
    return base64.b64encode(struct.pack("<BIII10d", 1, 3, 1, 5, *coords)).decode("ascii")


def test_annotations_refused_one_by_one_the_rest_stored(agent):
    client = keyed(agent)
    found = demo(client)
    vector_id = found["vectors"]["Model output"]["vector_id"]
    class_id = client.classes(found["project"]["project_id"])[0]["class_id"]
    x, y = 1487600.0, 6889600.0
    payload = [{"polygon": _square(x + 20 * i, y, 8.0), "confidence": 0.9} for i in range(5)]
    payload[3] = {"polygon": _square(x + 60, y, 0.2), "confidence": 0.5}  # under 1 m²: FlyPix refuses it
    before = len(client.features(vector_id))
    outcome = client.add_annotations(vector_id, class_id, payload)
    assert [i for i, _ in outcome.errored] == [3] and "smaller than 1 m²" in outcome.errored[0][1]
    assert outcome.stored_indexes(5) == [0, 1, 2, 4] and len(outcome.annotation_ids) == 4
    assert len(client.features(vector_id)) == before + 4


# ------------------------------------------------------------------ redirects


class _Recorder(http.server.BaseHTTPRequestHandler):
    seen: List[Dict[str, str]] = []

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        type(self).seen.append(dict(self.headers))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b"[]")

    def log_message(self, *args: Any) -> None:
        pass


def test_a_redirect_to_another_origin_is_refused_and_the_key_stays_home(agent_factory):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        other = f"http://127.0.0.1:{server.server_address[1]}"
        agent = agent_factory("--flypix-api-key", KEY, "--flypix-redirect", other)
        client = client_for(agent)
        with pytest.raises(FlyPixError) as refused:
            client.sign_in_with_key(KEY)
        assert "redirected to another server (http://127.0.0.1:" in str(refused.value)
        assert _Recorder.seen == []  # nothing, and so no credential, reached the other origin
    finally:
        server.shutdown()
        server.server_close()


def test_a_redirect_from_https_to_http_is_refused():
    handler = SameOriginRedirects()
    request = urllib.request.Request("https://api.example.test/v2/users/tenants/for-user/",
                                     headers={"ApiKey": "k"})  # pragma: allowlist secret
    with pytest.raises(RedirectRefused) as refused:
        handler.redirect_request(request, None, 302, "Found", {}, "http://api.example.test/v2/users/tenants/for-user/")
    assert "insecure http://api.example.test:80" in str(refused.value.reason)
    same = handler.redirect_request(request, None, 302, "Found", {}, "/v2/users/tenants/for-user/?x=1")
    assert same.full_url == "https://api.example.test/v2/users/tenants/for-user/?x=1"


# ------------------------------------------------------------------ chatting


class Listener(TransportListener):
    def __init__(self) -> None:
        self.frames: List[Any] = []
        self.problems: List[Any] = []
        self.ends: List[Any] = []
        self.states: List[Any] = []
        self.done = threading.Event()
        self.connected = threading.Event()

    def on_frame(self, frame: Any) -> None:
        self.frames.append(frame)

    def on_state(self, state: ConnectionState, detail: str) -> None:
        self.states.append((state, detail))
        if state == ConnectionState.CONNECTED:
            self.connected.set()

    def on_problem(self, message: str, code: Any) -> None:
        self.problems.append((message, code))

    def on_turn_end(self, interrupted: bool, reason: str) -> None:
        self.ends.append((interrupted, reason))
        self.done.set()


def _transport(agent, client: FlyPixClient, project_id: str, known: List[str], uploads: FlyPixUploads):
    listener = Listener()
    listener.filtered_on = []  # the threads the filter was asked on: in the plugin it reads the QGIS project

    def known_vector(vid: str) -> bool:
        listener.filtered_on.append(threading.current_thread())
        return vid in known

    endpoint = FlyPixEndpoint(base_url=agent.base_url, client=client, uploads=uploads, project_id=project_id,
                              vector_filter=known_vector)
    transport = FlyPixTransport(endpoint, listener)
    transport.start()
    assert listener.connected.wait(20)
    return transport, listener


def test_chat_sends_contexts_as_data_artifacts_and_reads_the_answer_contexts(agent):
    client = keyed(agent)
    found = demo(client)
    annotations = found["vectors"]["Annotations"]["vector_id"]
    uploads = FlyPixUploads()
    transport, listener = _transport(agent, client, found["project"]["project_id"], [annotations], uploads)
    try:
        assert isinstance(listener.frames[0], SessionFrame)
        artifacts = FlyPixArtifacts(client, lambda: transport.session_id, uploads)
        sketch = artifacts.create("suggestion", [{"geometry": _square(1487000.0, 6889000.0, 5.0)}])
        local = artifacts.create("vector", {"data": {"ids": [1], "polygons": [_square(1487000.0, 6889000.0, 5.0)],
                                                     "areas": [9.0], "confidences": [None], "class_ids": [0]},
                                            "classes": {"0": "c"}})
        assert local.startswith("flypix-local-vector-")  # not uploaded until a message names the layer
        frame = chat_message_frame(
            "Show trees within 20 m of a house",
            contexts=[{"type": "selection", "annotations": [{"id": 1, "v": annotations}], "regions": [],
                       "suggestions": [{"artifact_id": sketch, "index": 0}]},
                      {"type": "position", "bbox": [1, 2, 3, 4], "crs": "EPSG:3857"},
                      {"type": "suggestion", "artifact_id": sketch}],
            vectors=[{"id": annotations, "name": "Annotations", "source": "annotated", "classes": [],
                      "artifact_id": "flypix-local-vector-unused"},
                     {"id": "local-1", "name": "My houses", "source": "annotated",
                      "classes": [{"id": "c", "name": "house", "color": "#ff0000"}], "artifact_id": local}])
        assert transport.send(frame)
        assert listener.done.wait(30)
        assert listener.ends == [(False, "")] and listener.problems == []
        assert listener.filtered_on and set(listener.filtered_on) == {threading.current_thread()}  # never the turn's
        chunks = [f for f in listener.frames if isinstance(f, StreamChunk)]
        assert "<tool" in chunks[0].content and chunks[-1].is_complete
        kinds = [c["type"] for c in chunks[-1].contexts]
        assert kinds and set(kinds) == {"data"}
        data_id = chunks[-1].contexts[0]["artifact_id"]
        assert "${" + data_id + "}" in chunks[0].content
        assert "ids" in artifacts.get(data_id)["artifact_data"]  # fetched once, then from the cache
        sent = [r for r in debug(agent, "/debug/flypix/requests") if r["route"].endswith("/message/")][-1]["body"]
        assert sent["vector_ids"] == [annotations] and {c["type"] for c in sent["context"]} == {"data"}
        assert len(sent["context"]) == 5  # the local layer's annotations, the local vectors, three contexts
    finally:
        transport.stop()


def test_a_message_over_10000_characters_is_refused_before_sending(agent):
    client = keyed(agent)
    found = demo(client)
    transport, listener = _transport(agent, client, found["project"]["project_id"], [], FlyPixUploads())
    try:
        debug(agent, "/debug/flypix/requests?clear=1")
        assert transport.send(chat_message_frame("x" * 10_001))
        assert listener.done.wait(10)
        assert "at most 10000 characters; this one has 10001" in listener.problems[0][0]
        assert not [r for r in debug(agent, "/debug/flypix/requests") if r["route"].endswith("/message/")]
    finally:
        transport.stop()


# ------------------------------------------------------------------ the SDK checks every request


def test_every_request_the_client_sends_fits_the_sdk_input_models(agent):
    debug(agent, "/debug/flypix/requests?clear=1")
    test_password_flow = client_for(agent)
    test_password_flow.sign_in("demo", "demo")
    test_password_flow.refresh()
    client = keyed(agent)
    found = demo(client)
    client.classes(found["project"]["project_id"])
    client.regions(found["raster"]["raster_id"])
    vector_id = found["vectors"]["Model output"]["vector_id"]
    client.features(vector_id)
    class_id = client.classes(found["project"]["project_id"])[0]["class_id"]
    client.add_annotations(vector_id, class_id, [{"polygon": _square(1487900.0, 6889900.0, 6.0), "confidence": 0.7},
                                                 {"polygon": _square(1487950.0, 6889900.0, 0.1), "confidence": 0.7}])
    session = client.create_session(found["project"]["project_id"])
    artifact = client.create_artifact(session, {"type": "position", "bbox": [0, 0, 1, 1], "crs": "EPSG:3857"})
    client.get_artifact(session, artifact)
    client.message(session, "hello", [vector_id], [{"type": "data", "artifact_id": artifact}])
    client.message(session, "hello again", [], [])
    raster_id = found["raster"]["raster_id"]
    model = client.models(found["project"]["project_id"])[0]
    client.create_inference_regions(raster_id, [_square(1487300.0, 6889300.0, 40.0)])
    client.run_cost(model.model_id, raster_id, found["project"]["tenant_id"])
    client.apply_model(model.model_id, raster_id)
    entries = recorded(agent.base_url)
    assert len(entries) >= 20
    check_requests(entries)
    assert {e["route"] for e in entries} >= set(BODIES) | set(QUERIES)
    assert all(e["query"].get("limit") == "200" for e in entries if e["route"] in QUERIES)


def test_the_core_modules_import_one_way():
    """flypix_transport -> flypix_contexts -> flypix_client -> its parts, never back (no import circle)."""
    import ast

    root = Path(flypix_client.__file__).parent

    def imports(name: str) -> set:
        tree = ast.parse((root / f"{name}.py").read_text(encoding="utf-8"))
        return {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level == 1}

    parts = {"flypix_annotations", "flypix_errors", "flypix_geosense", "flypix_models", "flypix_redirects",
             "flypix_requests", "flypix_run_calls", "flypix_waits"}
    assert not imports("flypix_client") & {"flypix_contexts", "flypix_transport"}
    for part in parts:
        assert not imports(part) & {"flypix_client", "flypix_contexts", "flypix_transport"}, part
    assert "flypix_transport" not in imports("flypix_contexts")
    assert {"flypix_client", "flypix_contexts"} <= imports("flypix_transport")
