"""Redirects never carry the token to another origin, nor off an encrypted connection.

The reference agent's ``redirect`` fault answers ``307`` pointing to the same agent under
another host name (``localhost`` for ``127.0.0.1``), its ``downgrade`` fault to plain
``http``/``ws`` on the same host. A request that follows either is recorded by the agent
(``/debug/stats`` -> ``redirected``, with whether it carried ``Authorization``), so each
test can tell that nothing reached the other origin. Every HTTP path of the client and
the WebSocket handshake (whatever websockets version runs) are covered.
"""

from __future__ import annotations

import json
import urllib.request

import pytest

from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient, ArtifactError
from geosense.geosense_dock.core.protocol.sse import SseTransport
from geosense.geosense_dock.core.protocol.transport import (
    ConnectionState,
    Endpoint,
    check_health,
    http_get_json,
    redact_url,
    redirect_refusal,
    scrub_userinfo,
    validate_base_url,
)
from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport

from .test_transports import Recorder, TlsFront

TOKEN = "redirect-s3cret-token"


def redirected(agent) -> list:
    request = urllib.request.Request(f"{agent.base_url}/debug/stats", headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the test's agent
        return json.loads(resp.read()).get("redirected", [])


def refused_problem(rec: Recorder) -> str:
    rec.wait(lambda: any("redirect" in m for m, _ in rec.problems), what="the redirect refusal")
    return next(m for m, _ in rec.problems if "redirect" in m)


def test_health_and_semantic_config_do_not_follow_a_redirect_to_another_origin(agent_factory):
    agent = agent_factory("--token", TOKEN, "--fault", "redirect")
    endpoint = Endpoint(agent.base_url, token=TOKEN)
    reason = check_health(endpoint, 5)
    assert reason is not None and "another address" in reason and "localhost" in reason
    with pytest.raises(OSError) as info:
        http_get_json(endpoint, "/api/semantic-config")
    assert "not followed" in str(info.value)
    assert redirected(agent) == []


def test_chat_and_resume_over_sse_refuse_a_redirect(agent_factory):
    agent = agent_factory("--token", TOKEN, "--chunk-delay", "0", "--fault", "redirect",
                          "--fault-path", "/api/chat", "--fault-path", "/message/resume")
    rec = Recorder()
    t = SseTransport(Endpoint(agent.base_url, token=TOKEN), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected (health is not redirected)")
        assert t.send(F.chat_message_frame("hello"))
        assert "token is only sent to http://127.0.0.1:" in refused_problem(rec)
        rec.wait(lambda: rec.turns, what="the turn ends")
        assert rec.turns[-1][0] is True
    finally:
        t.stop()
    assert redirected(agent) == []

    # resume: the approval turn starts on an agent that redirects only the resume stream
    agent = agent_factory("--token", TOKEN, "--chunk-delay", "0", "--fault", "redirect",
                          "--fault-path", "/message/resume")
    rec = Recorder()
    t = SseTransport(Endpoint(agent.base_url, token=TOKEN), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("costly analysis"))
        rec.wait(lambda: any(isinstance(f, F.StreamChunk) and f.pending_approval for f in rec.frames),
                 what="the approval request")
        approval = next(f.pending_approval for f in rec.frames if isinstance(f, F.StreamChunk) and f.pending_approval)
        rec.wait(lambda: rec.turns, what="the paused turn ends")
        assert t.send(F.approval_response_frame(approval.id, True))
        refused_problem(rec)
    finally:
        t.stop()
    assert redirected(agent) == []


def test_websocket_handshake_refuses_a_redirect_to_another_origin(agent_factory):
    agent = agent_factory("--token", TOKEN, "--fault", "redirect", "--fault-path", "/ws")
    rec = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url, token=TOKEN), rec)
    t.start()
    try:
        message = refused_problem(rec)
        assert "another address" in message and "ws://localhost:" in message
    finally:
        t.stop()
    assert redirected(agent) == []
    assert not any(p == ConnectionState.CONNECTED for p in rec.states)


def test_artifacts_refuse_a_redirect_to_another_origin(agent_factory):
    agent = agent_factory("--token", TOKEN, "--fault", "redirect", "--fault-path", "/api/artifacts")
    client = ArtifactClient(agent.base_url, TOKEN, timeout=10)
    try:
        with pytest.raises(ArtifactError, match="not followed"):
            client.create("data", {"a": 1})
        with pytest.raises(ArtifactError, match="not followed"):
            client.get("art_1")
    finally:
        client.close()
    assert redirected(agent) == []


@pytest.mark.parametrize("kind", ["websocket", "sse"])
def test_https_agent_redirecting_to_plain_http_is_refused(agent_factory, tmp_path, kind):
    """Behind TLS, ``downgrade`` points to plain http/ws on the same host: refused, nothing sent in clear."""
    paths = ("--fault-path", "/ws") if kind == "websocket" else ("--fault-path", "/api/chat")
    agent = agent_factory("--token", TOKEN, "--chunk-delay", "0", "--fault", "downgrade", *paths)
    front = TlsFront(agent.port, tmp_path)
    try:
        endpoint = Endpoint(front.base_url, token=TOKEN, ca_pem=front.cert_pem)
        rec = Recorder()
        t = WebSocketTransport(endpoint, rec) if kind == "websocket" else SseTransport(endpoint, rec)
        t.start()
        try:
            if kind == "sse":
                rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected over TLS")
                assert t.send(F.chat_message_frame("hello"))
            assert "not encrypted" in refused_problem(rec)
        finally:
            t.stop()
        assert redirected(agent) == []
    finally:
        front.close()


def test_health_behind_tls_refuses_the_downgrade(agent_factory, tmp_path):
    agent = agent_factory("--token", TOKEN, "--fault", "downgrade")
    front = TlsFront(agent.port, tmp_path)
    try:
        reason = check_health(Endpoint(front.base_url, token=TOKEN, ca_pem=front.cert_pem), 5)
        assert reason is not None and "not encrypted" in reason
        assert redirected(agent) == []
    finally:
        front.close()


def test_redirect_policy():
    base = "https://agent.example:8443/api"
    assert redirect_refusal(base, "/health/") is None
    assert redirect_refusal(base, "https://AGENT.example:8443/x") is None
    assert redirect_refusal(base, "wss://agent.example:8443/ws") is None
    assert "not encrypted" in redirect_refusal(base, "http://agent.example:8443/x")
    assert "not encrypted" in redirect_refusal(base, "ws://agent.example/ws")
    assert "another address" in redirect_refusal(base, "https://agent.example:9443/x")
    assert "another address" in redirect_refusal(base, "https://evil.example:8443/x")
    assert "another address" in redirect_refusal("http://a:80", "https://a/x")  # an upgrade is another origin too
    shown = redirect_refusal(base, "https://u:pw@evil.example/x")
    assert "pw" not in shown and "u:" not in shown


def test_credentials_in_a_url_are_refused_and_never_shown():
    for url in ("http://user:pass@host:3003", "https://user@host", "http://:pw@host"):  # pragma: allowlist secret
        reason = validate_base_url(url)
        assert reason is not None and "token" in reason
    assert validate_base_url("http://host:3003") is None
    assert redact_url("http://user:pa55@host:1/p?q=1") == "http://***@host:1/p?q=1"  # pragma: allowlist secret
    line = ("agent not reachable at https://me:s3cr3t@agent.example:8443/x "  # pragma: allowlist secret
            "(refused); ws://a@b/ws")
    scrubbed = scrub_userinfo(line)
    assert "s3cr3t" not in scrubbed and "me:" not in scrubbed and "a@b" not in scrubbed
    assert "https://***@agent.example:8443/x" in scrubbed and "ws://***@b/ws" in scrubbed
    assert scrub_userinfo("mail me at someone@example.com") == "mail me at someone@example.com"
    shown = repr(Endpoint("http://u:pw@x", token="T0KEN"))
    assert "pw" not in shown and "T0KEN" not in shown


def test_a_refused_connection_reads_as_words_not_an_error_number():
    import socket

    from geosense.geosense_dock.core.protocol.transport import Endpoint, check_health

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    reason = str(check_health(Endpoint(f"http://127.0.0.1:{port}"), 2.0))
    assert "Errno" not in reason and "nothing answers at that address" in reason, reason
