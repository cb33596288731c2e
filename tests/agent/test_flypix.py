"""The reference agent's FlyPix REST subset (PROTOCOL.md section 6), spoken to with raw HTTP."""
from __future__ import annotations

import time
from typing import Any

import pytest
from shapely.geometry import box

from tests.agent_process import start_agent

from .wire import b64, http, sse, tags


@pytest.fixture(scope="module")
def flypix_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-user", "ana", "--flypix-password", "s3cret",
                        "--flypix-annotations", "500")
    yield agent
    agent.stop()
    assert not any("Traceback" in line for line in agent.lines), "\n".join(agent.lines)


def login(agent: Any, user: str = "ana", password: str = "s3cret") -> dict[str, Any]:
    status, body = http(agent, "POST", "/auth/login/password", {"username": user, "password": password})
    assert status == 200, body
    return body


def token(agent: Any) -> str:
    return login(agent)["access_token"]


def demo(agent: Any, tok: str) -> dict[str, Any]:
    _, tenants = http(agent, "GET", "/users/tenants/for-user/", token=tok)
    _, projects = http(agent, "GET", f"/projects/for-tenant/{tenants[0]['tenant_id']}", token=tok)
    project = projects[0]
    _, files = http(agent, "GET", f"/files/for-project/{project['project_id']}", token=tok)
    _, vectors = http(agent, "GET", f"/vectors/for-file/{files[0]['file_id']}", token=tok)
    _, classes = http(agent, "GET", f"/vectors/classes/for-project/{project['project_id']}", token=tok)
    return {"project": project, "file": files[0], "vectors": {v["name"]: v for v in vectors}, "classes": classes}


def test_login_answers_tokens_and_fastapi_errors(flypix_agent):
    body = login(flypix_agent)
    assert body["token_type"] == "bearer" and body["expires_in"] == 3600 and body["refresh_token"]
    assert body["access_token"].count(".") == 2  # JWT-shaped
    status, body = http(flypix_agent, "POST", "/auth/login/password", {"username": "ana", "password": "nope"})
    assert status == 401 and body == {"detail": "Incorrect username or password"}
    status, body = http(flypix_agent, "POST", "/auth/login/password", {"username": 3})
    assert status == 422
    assert [(d["loc"], d["msg"]) for d in body["detail"]] == [
        (["body", "username"], "str type expected"), (["body", "password"], "field required")]


def test_every_resource_needs_a_valid_bearer_token(flypix_agent):
    for path in ("/users/tenants/for-user/", "/vectors/x/features", "/regions/for-file/x"):
        status, body = http(flypix_agent, "GET", path)
        assert status == 401 and body == {"detail": "Not authenticated"}
        status, body = http(flypix_agent, "GET", path, token="a.b.c")
        assert status == 401 and body == {"detail": "Could not validate credentials"}


def test_refresh_gives_new_tokens_and_refuses_access_tokens(flypix_agent):
    first = login(flypix_agent)
    status, again = http(flypix_agent, "POST", "/auth/refresh", {"refresh_token": first["refresh_token"]})
    assert status == 200 and again["access_token"] != first["access_token"]
    status, body = http(flypix_agent, "POST", "/auth/refresh", {"refresh_token": first["access_token"]})
    assert status == 401 and "refresh token" in body["detail"]


def test_short_lived_tokens_expire_and_refresh_keeps_working(agent_factory):
    agent = agent_factory("--flypix-token-ttl", "2")
    first = login(agent, "demo", "demo")
    assert http(agent, "GET", "/users/tenants/for-user/", token=first["access_token"])[0] == 200
    time.sleep(2.2)  # the token expires with time, nothing else to wait on
    assert http(agent, "GET", "/users/tenants/for-user/", token=first["access_token"])[0] == 401
    status, fresh = http(agent, "POST", "/auth/refresh", {"refresh_token": first["refresh_token"]})
    assert status == 200
    assert http(agent, "GET", "/users/tenants/for-user/", token=fresh["access_token"])[0] == 200


def test_demo_tree_vectors_classes_and_regions(flypix_agent):
    tok = token(flypix_agent)
    tree = demo(flypix_agent, tok)
    vectors = tree["vectors"]
    assert vectors["Annotations"]["metadata"]["source"] == "DIRECT"
    assert vectors["Model output"]["metadata"]["source"] == "INFERENCE"
    assert vectors["Generated (500 annotations)"]["metadata"]["annotations"] == 500
    assert {c["name"]: c["color"] for c in tree["classes"]} == {
        "house": "#e15759", "tree": "#59a14f", "pool": "#4e79a7"}
    status, features = http(flypix_agent, "GET", f"/vectors/{vectors['Annotations']['vector_id']}/features", token=tok)
    data = features["data"]
    assert status == 200 and len({len(data[k]) for k in ("ids", "areas", "polygons", "confidences", "class_ids")}) == 1
    assert set(features["classes"].values()) == {c["class_id"] for c in tree["classes"]}
    assert data["areas"][0] == pytest.approx(120.0, rel=1e-3)  # a 12 x 10 m house, in m² on the ground
    status, generated = http(flypix_agent, "GET",
                             f"/vectors/{vectors['Generated (500 annotations)']['vector_id']}/features", token=tok)
    assert len(generated["data"]["ids"]) == 500 and generated["data"]["polygons"][499]
    status, regions = http(flypix_agent, "GET", f"/regions/for-file/{tree['file']['file_id']}", token=tok)
    assert [(r["metadata"]["name"], r["behaviors"]) for r in regions] == [
        ("Training area", {"training": True, "inference": False}),
        ("Inference area", {"training": False, "inference": True})]
    assert http(flypix_agent, "GET", "/vectors/nope/features", token=tok) == (404, {"detail": "Vector not found"})


def test_annotations_are_added_all_or_nothing(flypix_agent):
    tok = token(flypix_agent)
    tree = demo(flypix_agent, tok)
    vector = tree["vectors"]["Model output"]["vector_id"]
    pool = tree["classes"][2]["class_id"]
    good = b64(box(1487700.0, 6889700.0, 1487710.0, 6889710.0))
    status, body = http(flypix_agent, "POST", f"/vectors/{vector}/annotations",
                        {"class_id": pool, "payload": [{"polygon": good, "confidence": 0.5},
                                                       {"polygon": good, "confidence": 2}]}, token=tok)
    assert status == 422 and body["detail"][0]["loc"] == ["body", "payload", 1, "confidence"]
    status, body = http(flypix_agent, "POST", f"/vectors/{vector}/annotations",
                        {"class_id": "no-such-class", "payload": []}, token=tok)
    assert status == 422 and {tuple(d["loc"]) for d in body["detail"]} == {("body", "class_id"), ("body", "payload")}
    _, before = http(flypix_agent, "GET", f"/vectors/{vector}/features", token=tok)
    status, ids = http(flypix_agent, "POST", f"/vectors/{vector}/annotations",
                       {"class_id": pool, "payload": [{"polygon": good, "confidence": 0.5}]}, token=tok)
    assert status == 201 and ids == [max(before["data"]["ids"]) + 1]
    _, after = http(flypix_agent, "GET", f"/vectors/{vector}/features", token=tok)
    assert len(after["data"]["ids"]) == len(before["data"]["ids"]) + 1
    assert after["data"]["polygons"][-1] == good and after["data"]["confidences"][-1] == 0.5


def test_geosense_session_artifacts_and_plain_message(flypix_agent):
    tok = token(flypix_agent)
    tree = demo(flypix_agent, tok)
    status, session = http(flypix_agent, "POST", f"/geosense/session/{tree['project']['project_id']}/", token=tok)
    assert status == 200 and isinstance(session, str)
    status, created = http(flypix_agent, "POST", f"/geosense/session/{session}/artifact/",
                           {"type": "data", "artifact_data": {"k": [1, 2]}}, token=tok)
    assert status == 200 and created["type"] == "data"
    status, fetched = http(flypix_agent, "GET", f"/geosense/{session}/artifact/{created['artifact_id']}", token=tok)
    assert fetched["artifact_data"] == {"k": [1, 2]}
    annotated = tree["vectors"]["Annotations"]["vector_id"]
    selection = {"type": "selection", "annotations": [{"id": 2, "v": annotated}]}
    status, reply = http(flypix_agent, "POST", f"/geosense/{session}/message/",
                         {"user_message": "tell me about the selection", "vector_ids": [annotated],
                          "context": [selection]}, token=tok)
    assert status == 200 and reply["session_id"] == session and reply["created_at"]
    assert {"id": "2", "v": annotated} in tags(reply["response"], "ref")
    status, body = http(flypix_agent, "POST", f"/geosense/{session}/message/",
                        {"user_message": "hi", "vector_ids": ["x"], "context": 5}, token=tok)
    assert status == 422 and [d["loc"] for d in body["detail"]] == [["body", "vector_ids", 0], ["body", "context"]]
    assert http(flypix_agent, "POST", "/geosense/nope/message/", {"user_message": "hi"}, token=tok)[0] == 404


def test_streamed_message_pauses_and_resumes_in_the_session(flypix_agent):
    tok = token(flypix_agent)
    tree = demo(flypix_agent, tok)
    _, session = http(flypix_agent, "POST", f"/geosense/session/{tree['project']['project_id']}/", token=tok)
    annotated = tree["vectors"]["Annotations"]["vector_id"]
    result = sse(flypix_agent, {"user_message": "costly", "vector_ids": [annotated]},
                 path=f"/geosense/{session}/message/stream", token=tok)
    assert result.done and result.content_type.startswith("text/event-stream")
    approval = result.frames[-1]["pendingApproval"]
    resumed = sse(flypix_agent, {"approval_id": approval["id"], "approved": True},
                  path=f"/geosense/{session}/message/resume/stream", token=tok)
    assert resumed.done and "Annotations" in "".join(f.get("content", "") for f in resumed.frames)
    again = sse(flypix_agent, {"approval_id": approval["id"], "approved": True},
                path=f"/geosense/{session}/message/resume/stream", token=tok)
    assert again.status == 404


def test_streaming_can_be_switched_off(agent_factory):
    agent = agent_factory("--flypix-no-stream")
    tok = token_for(agent)
    tree = demo(agent, tok)
    _, session = http(agent, "POST", f"/geosense/session/{tree['project']['project_id']}/", token=tok)
    result = sse(agent, {"user_message": "summary", "vector_ids": []}, path=f"/geosense/{session}/message/stream",
                 token=tok)
    assert result.status == 404 and result.error == {"detail": "Not Found"}


def token_for(agent: Any) -> str:
    return login(agent, "demo", "demo")["access_token"]


def test_revoked_tokens_are_refused(agent_factory):
    agent = agent_factory()
    pair = login(agent, "demo", "demo")
    http(agent, "POST", "/debug/flypix/revoke?only=access")
    assert http(agent, "GET", "/users/tenants/for-user/", token=pair["access_token"])[0] == 401
    status, fresh = http(agent, "POST", "/auth/refresh", {"refresh_token": pair["refresh_token"]})
    assert status == 200
    http(agent, "POST", "/debug/flypix/revoke")
    assert http(agent, "POST", "/auth/refresh", {"refresh_token": fresh["refresh_token"]})[0] == 401
