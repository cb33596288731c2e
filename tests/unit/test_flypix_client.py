"""The FlyPix REST client and transport against the reference agent's FlyPix subset (real sockets)."""

from __future__ import annotations

import base64
import json
import socket
import struct
import threading
import time
import urllib.request

import pytest

from geosense.geosense_dock.core.protocol import flypix as fx
from geosense.geosense_dock.core.protocol.client import make_transport
from geosense.geosense_dock.core.protocol.frames import SessionFrame, StreamChunk, ToolCall, chat_message_frame
from geosense.geosense_dock.core.protocol.transport import ConnectionState, Endpoint
from tests.agent_process import start_agent

DEMO_PROJECT = "Berlin demo"


@pytest.fixture(scope="module")
def agent():
    process = start_agent("--chunk-delay", "0")
    yield process
    process.stop()


@pytest.fixture(scope="module")
def plain_agent():
    process = start_agent("--chunk-delay", "0", "--flypix-no-stream")
    yield process
    process.stop()


def client_for(agent, **kwargs) -> fx.FlyPixClient:
    return fx.FlyPixClient(Endpoint(base_url=agent.base_url), **kwargs)


def signed_in(agent, **kwargs) -> fx.FlyPixClient:
    client = client_for(agent, **kwargs)
    client.sign_in("demo", "demo")
    return client


def demo_tree(client):
    tenant = client.tenants()[0]
    project = next(p for p in client.projects(tenant["tenant_id"]) if p["name"] == DEMO_PROJECT)
    file = client.files(project["project_id"])[0]
    vectors = client.vectors(file["file_id"])
    return tenant, project, file, vectors


def revoke(agent, only: str = "") -> None:
    url = agent.base_url + "/debug/flypix/revoke" + (f"?only={only}" if only else "")
    urllib.request.urlopen(urllib.request.Request(url, data=b"", method="POST"), timeout=10).read()


def square_b64(x: float, y: float, size: float) -> str:
    coords = (x, y, x + size, y, x + size, y + size, x, y + size, x, y)
    return base64.b64encode(struct.pack("<BIII10d", 1, 3, 1, 5, *coords)).decode("ascii")


# ------------------------------------------------------------------ sign-in and browsing


def test_sign_in_browse_and_read_features(agent):
    client = signed_in(agent)
    assert client.signed_in and client.username == "demo"
    tenant, project, file, vectors = demo_tree(client)
    assert tenant["name"] and file["name"].endswith(".tif")
    sources = {v["name"]: fx.source_of(v) for v in vectors}
    assert sources["Annotations"] == "annotated" and sources["Model output"] == "inference"
    classes = client.classes(project["project_id"])
    assert [c["name"] for c in classes] == ["house", "tree", "pool"]
    assert all(c["color"].startswith("#") for c in classes)
    features = client.features(next(v["vector_id"] for v in vectors if v["name"] == "Annotations"))
    assert len(features) == 13 and features.ids[:3] == [1, 2, 3]
    assert set(features.class_ids) == {c["class_id"] for c in classes}
    assert all(p for p in features.polygons) and all(a > 0 for a in features.areas)
    regions = client.regions(file["file_id"])
    assert {r.name for r in regions} == {"Training area", "Inference area"}
    training = next(r for r in regions if r.name == "Training area")
    assert training.training is True and training.inference is False and training.color.startswith("#")


def test_wrong_password_is_a_readable_sign_in_failure(agent):
    client = client_for(agent)
    with pytest.raises(fx.SignInFailed) as info:
        client.sign_in("demo", "wrong")
    assert "Incorrect username or password" in str(info.value)
    assert not client.signed_in


def test_calls_without_sign_in_ask_for_it(agent):
    with pytest.raises(fx.AuthRequired) as info:
        client_for(agent).tenants()
    assert "Sign in" in str(info.value)


def test_token_is_refreshed_before_it_expires(agent):
    now = [time.time()]
    client = signed_in(agent, clock=lambda: now[0])
    token = client.access_token()
    now[0] += 3600 - 5  # within the margin before expiry
    client.tenants()
    assert client.refreshes == 1
    assert client.access_token() != token


def test_rejected_access_token_is_refreshed_once_and_the_request_retried(agent):
    client = signed_in(agent)
    revoke(agent, only="access")  # as if the access token had expired on the server
    assert client.tenants()
    assert client.refreshes == 1


def test_revoked_sign_in_raises_auth_required_and_tells_listeners(agent):
    client = signed_in(agent)
    events = []
    client.add_listener(lambda event, detail: events.append(event))
    revoke(agent)
    with pytest.raises(fx.AuthRequired) as info:
        client.tenants()
    assert "Sign in again" in str(info.value)
    assert "auth_required" in events and not client.signed_in


def test_validation_errors_are_readable(agent):
    client = signed_in(agent)
    _, project, _, vectors = demo_tree(client)
    house = client.classes(project["project_id"])[0]["class_id"]
    with pytest.raises(fx.FlyPixError) as info:
        client.add_annotations(vectors[0]["vector_id"], house, [{"polygon": "not base64!"}, {"confidence": 0.5}])
    message = str(info.value)
    assert info.value.status == 422 and info.value.code == "VALIDATION_ERROR"
    assert "payload[0].polygon: not a base64 WKB polygon" in message
    assert "payload[1].polygon: field required" in message
    assert "{" not in message  # no raw JSON


def test_added_annotations_are_read_back(agent):
    client = signed_in(agent)
    _, project, _, vectors = demo_tree(client)
    target = next(v for v in vectors if v["name"] == "Annotations")
    pool = client.classes(project["project_id"])[2]["class_id"]
    before = client.features(target["vector_id"])
    ids = client.add_annotations(target["vector_id"], pool, [
        {"polygon": square_b64(1487500.0, 6889500.0, 12.0), "confidence": 0.8},
        {"polygon": square_b64(1487530.0, 6889500.0, 12.0), "confidence": 0.6},
    ])
    assert len(ids) == 2 and min(ids) > max(before.ids)
    after = client.features(target["vector_id"])
    added = {i: (after.class_ids[n], after.confidences[n]) for n, i in enumerate(after.ids) if i in ids}
    assert added == {ids[0]: (pool, 0.8), ids[1]: (pool, 0.6)}


def test_unreachable_flypix_is_a_network_error_never_reached():
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    client = fx.FlyPixClient(Endpoint(base_url=f"http://127.0.0.1:{port}"))
    with pytest.raises(fx.FlyPixError) as info:
        client.sign_in("demo", "demo")
    assert info.value.code == "NETWORK_ERROR" and info.value.never_reached
    assert f"127.0.0.1:{port}" in str(info.value)


def test_a_silent_server_times_out_readably():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    held = []
    threading.Thread(target=lambda: held.append(server.accept()), daemon=True).start()
    client = fx.FlyPixClient(Endpoint(base_url=f"http://127.0.0.1:{server.getsockname()[1]}"), timeout=0.3)
    try:
        with pytest.raises(fx.FlyPixError) as info:
            client.sign_in("demo", "demo")
        assert info.value.code == "TIMEOUT_ERROR" and "did not answer within 0.3 s" in str(info.value)
    finally:
        server.close()
        for conn, _ in held:
            conn.close()


# ------------------------------------------------------------------ parsing


@pytest.mark.parametrize("status, body, expected", [
    (422, {"detail": [{"loc": ["body", "payload", 0, "polygon"], "msg": "field required", "type": "x"}]},
     "FlyPix refused the request (HTTP 422): payload[0].polygon: field required"),
    (401, {"detail": "Could not validate credentials"}, "FlyPix refused the sign-in (HTTP 401): Could not validate"),
    (404, {"detail": "Vector not found"}, "FlyPix could not find it (HTTP 404): Vector not found"),
    (500, "<html><body>Internal Server Error</body></html>", "FlyPix failed (HTTP 500)"),
    (502, "", "FlyPix failed (HTTP 502)"),
])
def test_http_errors_become_sentences(status, body, expected):
    raw = body.encode() if isinstance(body, str) else json.dumps(body).encode()
    text = fx.describe_http_error(status, raw)
    assert text.startswith(expected)
    assert "<html" not in text


def test_misaligned_features_are_refused_as_a_whole():
    with pytest.raises(fx.FlyPixError) as info:
        fx.parse_features({"data": {"ids": [1, 2], "polygons": ["AA=="], "areas": [1, 2]}, "classes": {}})
    assert "not index-aligned" in str(info.value)
    with pytest.raises(fx.FlyPixError):
        fx.parse_features({"data": {"ids": [1, "x"]}})


def test_class_numbers_map_to_class_ids_and_behaviours_take_both_spellings():
    parsed = fx.parse_features({"data": {"ids": [1, 2, 3], "class_ids": [0, 1.0, None]},
                                "classes": {"0": "c-house", "1": "c-tree"}})
    assert parsed.class_ids == ["c-house", "c-tree", None]
    assert parsed.confidences == [None, None, None]
    as_list = fx.parse_region({"region_id": 7, "behaviors": ["TRAINING"], "metadata": {"name": "A"}})
    assert as_list.region_id == "7" and as_list.training is True and as_list.inference is False
    assert fx.parse_region({"behaviors": {}}) is None


# ------------------------------------------------------------------ transport


class Recorder:
    def __init__(self) -> None:
        self.frames = []
        self.states = []
        self.problems = []
        self.ends = []
        self.not_delivered = []
        self.ended = threading.Event()

    def on_frame(self, frame) -> None:
        self.frames.append(frame)

    def on_state(self, state, detail) -> None:
        self.states.append((state, detail))

    def on_problem(self, message, code) -> None:
        self.problems.append((message, code))

    def on_turn_end(self, interrupted, reason) -> None:
        self.ends.append((interrupted, reason))
        self.ended.set()

    def on_not_delivered(self, frame) -> None:
        self.not_delivered.append(frame)
        self.ended.set()

    def wait_state(self, state, timeout=20.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.states and self.states[-1][0] == state:
                return self.states[-1]
            time.sleep(0.01)
        raise AssertionError(f"state {state} not reached: {self.states[-3:]}")

    def wait_turn(self, timeout=30.0):
        assert self.ended.wait(timeout), "turn did not end"
        self.ended.clear()

    def text(self):
        return "".join(f.content for f in self.frames if isinstance(f, StreamChunk))


def open_transport(agent, client=None, project_id=None, vector_filter=None):
    client = client or signed_in(agent)
    _, project, _, vectors = demo_tree(client)
    endpoint = fx.FlyPixEndpoint(base_url=agent.base_url, client=client,
                                 project_id=project["project_id"] if project_id is None else project_id,
                                 vector_filter=vector_filter)
    recorder = Recorder()
    transport = make_transport("flypix", endpoint, recorder, lambda text: None)
    transport.start()
    return transport, recorder, vectors


def vectors_payload(vectors):
    return [{"id": v["vector_id"], "name": v["name"], "artifact_id": "local"} for v in vectors[:2]]


@pytest.mark.parametrize("which", ["agent", "plain_agent"])
def test_chat_streams_or_falls_back_to_the_plain_endpoint(request, which):
    agent = request.getfixturevalue(which)
    transport, recorder, vectors = open_transport(agent)
    try:
        assert transport.kind == "flypix"
        recorder.wait_state(ConnectionState.CONNECTED)
        assert isinstance(recorder.frames[0], SessionFrame) and recorder.frames[0].session_id == transport.session_id
        assert transport.send(chat_message_frame("summary", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        assert recorder.ends[-1] == (False, "")
        assert transport.streaming is (which == "agent")
        chunks = [f for f in recorder.frames if isinstance(f, StreamChunk)]
        assert chunks[-1].is_complete
        text = recorder.text()
        assert "Annotations" in text and "Model output" in text and "<class id=" in text
        assert not recorder.problems
    finally:
        transport.stop()


@pytest.mark.parametrize("which", ["agent", "plain_agent"])
def test_tool_calls_and_contexts_arrive_the_same_way(request, which):
    agent = request.getfixturevalue(which)
    transport, recorder, vectors = open_transport(agent)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        annotated = vectors[0]["vector_id"]
        selection = {"type": "selection", "annotations": [{"id": 1, "v": annotated}], "regions": [],
                     "suggestions": []}
        transport.send(chat_message_frame("zoom", vectors=vectors_payload(vectors), contexts=[selection]))
        recorder.wait_turn()
        calls = [f for f in recorder.frames if isinstance(f, ToolCall)]
        assert [c.tool_name for c in calls] == ["set-map-view", "highlight"]
        transport.send(chat_message_frame("suggest missing houses", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        final = [f for f in recorder.frames if isinstance(f, StreamChunk) and f.is_complete][-1]
        assert [c["type"] for c in final.contexts] == ["suggestion"]
        artifact = fx.FlyPixArtifacts(transport.client, lambda: transport.session_id).get(
            final.contexts[0]["artifact_id"])
        assert artifact["type"] == "suggestion" and artifact["artifact_data"][0]["geometry"]
    finally:
        transport.stop()


def test_approvals_resume_over_the_stream(agent):
    transport, recorder, vectors = open_transport(agent)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        transport.send(chat_message_frame("costly", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        pending = [f for f in recorder.frames if isinstance(f, StreamChunk) and f.pending_approval][-1]
        assert pending.pending_approval.kind == "credits"
        transport.send({"type": "approval_response", "approvalId": pending.pending_approval.id, "approved": True})
        recorder.wait_turn()
        assert "The analysis cost" in recorder.text()
    finally:
        transport.stop()


def test_approvals_without_a_stream_say_so(plain_agent):
    transport, recorder, vectors = open_transport(plain_agent)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        transport.send(chat_message_frame("costly", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        pending = [f for f in recorder.frames if isinstance(f, StreamChunk) and f.pending_approval][-1]
        transport.send({"type": "approval_response", "approvalId": pending.pending_approval.id, "approved": True})
        recorder.wait_turn()
        assert recorder.ends[-1][0] is True
        assert "cannot resume" in recorder.problems[-1][0]
    finally:
        transport.stop()


def test_vectors_flypix_does_not_know_are_not_sent(agent):
    transport, recorder, vectors = open_transport(agent, vector_filter=lambda vid: not vid.startswith("local-"))
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        payload = vectors_payload(vectors) + [{"id": "local-layer", "name": "Mine", "artifact_id": "a"}]
        transport.send(chat_message_frame("summary", vectors=payload))
        recorder.wait_turn()
        assert not recorder.problems and "Mine" not in recorder.text()
    finally:
        transport.stop()


def test_rejected_vector_ids_are_a_readable_problem(agent):
    transport, recorder, vectors = open_transport(agent)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        transport.send(chat_message_frame("summary", vectors=[{"id": "nope", "artifact_id": "x"}]))
        recorder.wait_turn()
        message, code = recorder.problems[-1]
        assert code == "VALIDATION_ERROR" and "vector_ids[0]: unknown vector" in message
        assert recorder.ends[-1][0] is True
    finally:
        transport.stop()


def test_without_project_or_sign_in_the_transport_says_what_is_missing(agent):
    transport, recorder, _ = open_transport(agent, project_id="")
    try:
        state, detail = recorder.wait_state(ConnectionState.OFFLINE)
        assert "project" in detail
        assert not transport.send(chat_message_frame("hello"))
    finally:
        transport.stop()
    client = client_for(agent)
    recorder = Recorder()
    endpoint = fx.FlyPixEndpoint(base_url=agent.base_url, client=client, project_id="p")
    transport = fx.FlyPixTransport(endpoint, recorder)
    transport.start()
    try:
        state, detail = recorder.wait_state(ConnectionState.OFFLINE)
        assert "not signed in" in detail
    finally:
        transport.stop()


def test_revoked_sign_in_mid_conversation_is_an_unauthorized_problem(agent):
    client = signed_in(agent)
    transport, recorder, vectors = open_transport(agent, client=client)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        revoke(agent)
        transport.send(chat_message_frame("summary", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        message, code = recorder.problems[-1]
        assert code == "UNAUTHORIZED" and "Sign in again" in message
        recorder.wait_state(ConnectionState.OFFLINE)
        client.sign_in("demo", "demo")  # signing in again reconnects
        recorder.wait_state(ConnectionState.CONNECTED)
    finally:
        transport.stop()


def test_a_new_session_is_opened_when_flypix_forgot_the_old_one(agent):
    transport, recorder, vectors = open_transport(agent)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        first = transport.session_id
        transport.session_id = "gone-" + first  # as after a FlyPix restart
        transport.send(chat_message_frame("summary", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        assert recorder.ends[-1] == (False, "")
        assert transport.session_id not in (first, "gone-" + first)
        assert [f.session_id for f in recorder.frames if isinstance(f, SessionFrame)][-1] == transport.session_id
    finally:
        transport.stop()


def test_cancel_drops_the_rest_of_the_answer(agent_factory):
    slow = agent_factory("--chunk-delay", "0.02")  # the answer is still streaming when it is cancelled
    transport, recorder, vectors = open_transport(slow)
    try:
        recorder.wait_state(ConnectionState.CONNECTED)
        transport.send(chat_message_frame("long answer", vectors=vectors_payload(vectors)))
        deadline = time.monotonic() + 20
        while not recorder.text() and time.monotonic() < deadline:
            time.sleep(0.005)
        cancelled = [f for f in recorder.frames if isinstance(f, StreamChunk)][-1].message_id
        assert transport.send({"type": "cancel"})
        seen = len(recorder.frames)
        transport.send(chat_message_frame("summary", vectors=vectors_payload(vectors)))
        recorder.wait_turn()
        # the cancelled turn reports no end of its own, and at most a frame already in flight
        assert recorder.ends == [(False, "")]
        late = [f for f in recorder.frames[seen:] if getattr(f, "message_id", None) == cancelled]
        assert len(late) <= 1
    finally:
        transport.stop()


def test_context_artifacts_go_through_the_session_and_vectors_stay_at_flypix(agent):
    from geosense.geosense_dock.core.protocol.artifacts import ArtifactError

    client = signed_in(agent)
    _, project, _, _ = demo_tree(client)
    session = {"id": None}
    artifacts = fx.FlyPixArtifacts(client, lambda: session["id"])
    with pytest.raises(ArtifactError) as info:
        artifacts.create("data", {"a": 1})
    assert "no GeoSense session" in str(info.value)
    session["id"] = client.create_session(project["project_id"])
    artifact_id = artifacts.create("data", {"a": [1, 2]})
    assert artifacts.get(artifact_id)["artifact_data"] == {"a": [1, 2]}
    assert artifacts.create("vector", {"data": {"ids": []}}).startswith("flypix-vector-")
    assert artifacts.uploads == 1 and session["id"] in artifacts.base_url
    with pytest.raises(ArtifactError) as info:
        artifacts.get("no-such-artifact")
    assert info.value.status == 404 and "Artifact not found" in str(info.value)
