"""The WebSocket and SSE clients against the real reference agent on an ephemeral port."""

from __future__ import annotations

import threading
from typing import List

import pytest

from geosense.geosense_dock.core.protocol import frames as F
from geosense.geosense_dock.core.protocol.client import AutoTransport
from geosense.geosense_dock.core.protocol.sse import SseTransport
from geosense.geosense_dock.core.protocol.transport import Backoff, ConnectionState, Endpoint, TransportListener
from geosense.geosense_dock.core.protocol.ws_client import WebSocketTransport


class Recorder(TransportListener):
    """A TransportListener that lets a test wait for what it expects (no sleeps)."""

    def __init__(self) -> None:
        self.frames: List[object] = []
        self.states: List[ConnectionState] = []
        self.problems: List[tuple] = []
        self.turns: List[tuple] = []
        self.notices: List[str] = []
        self._cv = threading.Condition()

    def _add(self, bucket, item) -> None:
        with self._cv:
            bucket.append(item)
            self._cv.notify_all()

    def on_frame(self, frame) -> None:
        self._add(self.frames, frame)

    def on_state(self, state, detail) -> None:
        self._add(self.states, state)

    def on_problem(self, message, code) -> None:
        self._add(self.problems, (message, code))

    def on_turn_end(self, interrupted, reason) -> None:
        self._add(self.turns, (interrupted, reason))

    def on_notice(self, text) -> None:
        self._add(self.notices, text)

    def wait(self, predicate, timeout: float = 20.0, what: str = "event") -> None:
        with self._cv:
            if not self._cv.wait_for(predicate, timeout):
                raise AssertionError(f"timed out waiting for {what}")

    def text(self) -> str:
        return "".join(f.content for f in self.frames if isinstance(f, F.StreamChunk))


@pytest.fixture(params=["websocket", "sse"])
def transport_kind(request):
    return request.param


def make(kind, endpoint, rec):
    return WebSocketTransport(endpoint, rec) if kind == "websocket" else SseTransport(endpoint, rec)


def test_streamed_answer(reference_agent, transport_kind):
    rec = Recorder()
    t = make(transport_kind, Endpoint(reference_agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("Hello, what can you do?"))
        rec.wait(lambda: rec.turns, what="end of turn")
        chunks = [f for f in rec.frames if isinstance(f, F.StreamChunk)]
        assert len(chunks) >= 3 and chunks[-1].is_complete
        assert len({c.message_id for c in chunks}) == 1
        assert rec.turns == [(False, "")]
        assert rec.text().strip()
    finally:
        t.stop()
    assert t.state == ConnectionState.STOPPED


def test_ws_session_frame_and_non_json_frame_keeps_connection(reference_agent):
    rec = Recorder()
    t = WebSocketTransport(Endpoint(reference_agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: any(isinstance(f, F.SessionFrame) for f in rec.frames), what="session")
        assert t.session_id
        # the agent sends a non-JSON frame, then answers: the client reports it and keeps going
        assert t.send(F.chat_message_frame("!fault:badjson hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
        assert any(code == "VALIDATION_ERROR" for _, code in rec.problems)
        assert rec.turns[-1] == (False, "")
        assert t.state == ConnectionState.CONNECTED
    finally:
        t.stop()


def test_agent_down_then_up_reconnects(agent_factory):
    rec = Recorder()
    # nothing listens on this port yet
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    t = WebSocketTransport(Endpoint(f"http://127.0.0.1:{port}"), rec, backoff=Backoff(base=0.05, cap=0.2))
    t.start()
    try:
        rec.wait(lambda: ConnectionState.OFFLINE in rec.states, what="offline")
        assert not t.send(F.chat_message_frame("into the void"))
        agent_factory(port=port)
        rec.wait(lambda: rec.states[-1] == ConnectionState.CONNECTED, what="connected after the agent started")
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
    finally:
        t.stop()


def test_killed_mid_answer_reports_interrupted_turn(agent_factory, transport_kind):
    agent = agent_factory("--chunk-delay", "0.05")
    rec = Recorder()
    t = make(transport_kind, Endpoint(agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("long answer"))
        rec.wait(lambda: len(rec.text()) > 50, what="some text")
        agent.proc.kill()
        rec.wait(lambda: rec.turns, what="end of turn")
        interrupted, _reason = rec.turns[-1]
        assert interrupted
        if transport_kind == "websocket":
            rec.wait(lambda: rec.states[-1] in (ConnectionState.RECONNECTING, ConnectionState.OFFLINE),
                     what="reconnecting")
    finally:
        t.stop()


def test_auto_falls_back_to_sse_when_the_socket_cannot_open(agent_factory):
    agent = agent_factory("--no-websocket")
    rec = Recorder()
    t = AutoTransport(Endpoint(agent.base_url), rec, rec.on_notice)
    t.start()
    try:
        rec.wait(lambda: rec.notices, what="fallback notice")
        assert "SSE" in rec.notices[0]
        rec.wait(lambda: t.kind == "sse" and t.state == ConnectionState.CONNECTED, what="sse connected")
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
        assert rec.turns[-1] == (False, "")
        # the WebSocket worker that gave up does not report itself stopped over the fallback
        assert ConnectionState.STOPPED not in rec.states and rec.states[-1] == ConnectionState.CONNECTED
    finally:
        t.stop()


def test_unauthorized_is_reported(agent_factory):
    agent = agent_factory("--token", "s3cret-token")
    rec = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url, token="wrong-token"), rec, backoff=Backoff(0.05, 0.1))
    t.start()
    try:
        rec.wait(lambda: rec.states and rec.states[-1] == ConnectionState.OFFLINE, what="offline")
    finally:
        t.stop()
    good = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url, token="s3cret-token"), good)
    t.start()
    try:
        good.wait(lambda: ConnectionState.CONNECTED in good.states, what="connected with the token")
    finally:
        t.stop()


# ---------------------------------------------------------------- proxies, TLS, big frames, stop, sessions

import select  # noqa: E402
import socket  # noqa: E402
import ssl  # noqa: E402
import subprocess  # noqa: E402
from urllib.parse import urlsplit  # noqa: E402

from geosense.geosense_dock.core.protocol.sse import DONE, SseDecoder, TooLarge, iter_events  # noqa: E402
from geosense.geosense_dock.core.protocol.transport import ProxyError, open_tunnel  # noqa: E402


def _pipe(a: socket.socket, b: socket.socket) -> None:
    """Copy bytes both ways until either side closes."""
    try:
        while True:
            ready, _, _ = select.select([a, b], [], [], 30)
            if not ready:
                return
            for src in ready:
                data = src.recv(65536)
                if not data:
                    return
                (b if src is a else a).sendall(data)
    except OSError:
        return
    finally:
        for s in (a, b):
            try:
                s.close()
            except OSError:
                pass


class ForwardProxy:
    """A small HTTP proxy on 127.0.0.1: ``CONNECT`` tunnels and absolute-URI requests.

    ``requests`` records every request line it saw; ``refuse`` makes it answer 403.
    ``user``/``password`` make it demand ``Proxy-Authorization: Basic``.
    """

    def __init__(self, refuse: bool = False, user: str = "", password: str = "", port: int = 0) -> None:
        self.refuse = refuse
        self.auth = ""
        if user:
            import base64

            self.auth = "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()
        self.requests: List[str] = []
        self.server = socket.socket()
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # ``port``: one closed just before
        self.server.bind(("127.0.0.1", port))
        self.server.listen(16)
        self.port = self.server.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._stop = False
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        """Stop listening now (connections to the port are refused from here on)."""
        self._stop = True
        try:
            self.server.shutdown(socket.SHUT_RDWR)  # wakes the accept(); close alone would leave it listening
        except OSError:
            pass
        self.server.close()

    def _accept(self) -> None:
        while not self._stop:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(conn,), daemon=True).start()

    def _handle(self, conn: socket.socket) -> None:
        head = b""
        while b"\r\n\r\n" not in head:
            data = conn.recv(65536)
            if not data:
                conn.close()
                return
            head += data
        header, _, rest = head.partition(b"\r\n\r\n")
        lines = header.decode("latin-1").split("\r\n")
        method, target, version = lines[0].split(" ", 2)
        self.requests.append(f"{method} {target}")
        fields = {}
        for line in lines[1:]:
            key, _, value = line.partition(":")
            fields[key.strip().lower()] = value.strip()
        if self.refuse or (self.auth and fields.get("proxy-authorization") != self.auth):
            status = "407 Proxy Authentication Required" if not self.refuse else "403 Forbidden"
            conn.sendall(f"HTTP/1.1 {status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode())
            conn.close()
            return
        if method == "CONNECT":
            host, _, port = target.rpartition(":")
            upstream = socket.create_connection((host, int(port)))
            conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            if rest:
                upstream.sendall(rest)
        else:
            url = urlsplit(target)
            upstream = socket.create_connection((url.hostname, url.port or 80))
            path = url.path + (f"?{url.query}" if url.query else "")
            kept = [line for line in lines[1:] if not line.lower().startswith("proxy-")]
            upstream.sendall(("\r\n".join([f"{method} {path} {version}", *kept]) + "\r\n\r\n").encode("latin-1")
                             + rest)
        _pipe(conn, upstream)


@pytest.fixture
def proxy():
    p = ForwardProxy()
    yield p
    p.close()


def test_both_transports_go_through_the_http_proxy(reference_agent, proxy, transport_kind):
    rec = Recorder()
    t = make(transport_kind, Endpoint(reference_agent.base_url, proxy=proxy.url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected through the proxy")
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: rec.turns, what="end of turn")
        assert rec.turns[-1] == (False, "") and rec.text().strip()
    finally:
        t.stop()
    host = f"127.0.0.1:{reference_agent.port}"
    assert f"GET http://{host}/health" in proxy.requests
    if transport_kind == "websocket":  # websockets 10.4 has no proxy support: our own CONNECT tunnel
        assert f"CONNECT {host}" in proxy.requests
    else:
        assert f"POST http://{host}/api/chat" in proxy.requests


def test_proxy_credentials_and_refusals(reference_agent):
    guarded = ForwardProxy(user="ann", password="p@ss word")
    try:
        host, port = "127.0.0.1", reference_agent.port
        with pytest.raises(ProxyError, match="407"):
            open_tunnel(guarded.url, host, port, 5)
        sock = open_tunnel(f"http://ann:p%40ss%20word@127.0.0.1:{guarded.port}", host, port, 5)
        sock.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert b'"status"' in b"".join(iter(lambda: sock.recv(4096), b""))
        sock.close()
    finally:
        guarded.close()
    refusing = ForwardProxy(refuse=True)
    rec = Recorder()
    t = WebSocketTransport(Endpoint(reference_agent.base_url, proxy=refusing.url), rec, backoff=Backoff(0.05, 0.1))
    t.start()
    try:
        rec.wait(lambda: rec.states and rec.states[-1] == ConnectionState.OFFLINE, what="offline")
    finally:
        t.stop()
        refusing.close()
    assert refusing.requests and all(r.startswith(("GET", "CONNECT")) for r in refusing.requests)
    shown = repr(Endpoint("http://x", token="T0KEN-123", proxy="http://u:Secr3t@p:1"))
    assert "Secr3t" not in shown and "T0KEN-123" not in shown and "***@p:1" in shown and "u:" not in shown


class TlsFront:
    """TLS in front of the agent, with a self-signed certificate for 127.0.0.1."""

    def __init__(self, agent_port: int, tmp_path) -> None:
        cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
             "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
            check=True, capture_output=True,
        )
        self.cert_pem = cert.read_text()
        self.ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        self.ctx.load_cert_chain(str(cert), str(key))
        self.agent_port = agent_port
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(16)
        self.port = self.server.getsockname()[1]
        self.base_url = f"https://127.0.0.1:{self.port}"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                raw, _ = self.server.accept()
            except OSError:
                return
            threading.Thread(target=self._handle, args=(raw,), daemon=True).start()

    def _handle(self, raw: socket.socket) -> None:
        try:
            conn = self.ctx.wrap_socket(raw, server_side=True)
        except (ssl.SSLError, OSError):
            raw.close()
            return
        upstream = socket.create_connection(("127.0.0.1", self.agent_port))
        # select() does not see bytes already decrypted in the TLS buffer: copy with two threads
        def copy(src, dst):
            try:
                while True:
                    data = src.recv(65536)
                    if not data:
                        break
                    dst.sendall(data)
            except OSError:
                pass
            finally:
                for s in (src, dst):
                    try:
                        s.shutdown(socket.SHUT_RDWR)  # wakes the other thread's recv()
                    except OSError:
                        pass
                    try:
                        s.close()
                    except OSError:
                        pass

        threading.Thread(target=copy, args=(upstream, conn), daemon=True).start()
        copy(conn, upstream)

    def close(self) -> None:
        self.server.close()


def test_tls_with_the_users_ca_and_a_clear_failure_without_it(reference_agent, transport_kind, tmp_path):
    front = TlsFront(reference_agent.port, tmp_path)
    try:
        rec = Recorder()
        t = make(transport_kind, Endpoint(front.base_url, ca_pem=front.cert_pem), rec)
        t.start()
        try:
            rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected over TLS")
            assert t.send(F.chat_message_frame("Hello"))
            rec.wait(lambda: rec.turns, what="end of turn")
            assert rec.turns[-1] == (False, "") and rec.text().strip()
        finally:
            t.stop()
        details = []
        untrusting = Recorder()
        untrusting.on_state = lambda state, detail: (untrusting._add(untrusting.states, state), details.append(detail))
        t = make(transport_kind, Endpoint(front.base_url), untrusting)
        t.backoff = Backoff(0.05, 0.1)
        t.start()
        try:
            untrusting.wait(lambda: ConnectionState.OFFLINE in untrusting.states, what="offline")
        finally:
            t.stop()
        assert any("CERTIFICATE_VERIFY_FAILED" in d or "certificate" in d for d in details), details
    finally:
        front.close()


def test_sse_decoder_refuses_an_oversized_event_and_goes_on():
    big = b"data: " + b"x" * 5000 + b"\n\n"
    stream = b"data: one\n\n" + big + b"data: two\n\n: ping\n\ndata: [DONE]\n\n"
    chunks = [stream[i:i + 97] for i in range(0, len(stream), 97)]
    events = list(iter_events(iter(chunks), SseDecoder(max_event_chars=1000)))
    assert events[0] == "one" and isinstance(events[1], TooLarge) and events[1].size >= 5000
    assert events[2:] == ["two", DONE]


def test_sse_decoder_is_linear_on_a_20_mib_line():
    import time

    d = SseDecoder()
    block = b"y" * 65536
    started = time.perf_counter()
    out = []
    out += d.feed(b"data: ")
    for _ in range(320):  # 20 MiB in 64 KiB reads, no line end
        out += d.feed(block)
    out += d.feed(b"\n\ndata: after\n\n")
    elapsed = time.perf_counter() - started
    assert isinstance(out[0], TooLarge) and out[1:] == ["after"]
    assert elapsed < 10  # generous: a quadratic decoder takes minutes here


def test_sse_transport_reports_a_huge_event_and_keeps_the_answer(agent_factory):
    agent = agent_factory("--chunk-delay", "0.001")
    rec = Recorder()
    t = SseTransport(Endpoint(agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("!fault:huge Hello"))
        rec.wait(lambda: rec.turns, timeout=60, what="end of turn")
        assert rec.turns[-1] == (False, "")
        assert [code for _, code in rec.problems] == ["PAYLOAD_TOO_LARGE"]
        assert "huge" not in rec.text() and rec.text().strip()
    finally:
        t.stop()


def test_ws_huge_frame_closes_with_a_clear_problem_and_reconnects(agent_factory):
    agent = agent_factory("--chunk-delay", "0.001")
    rec = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url), rec, backoff=Backoff(0.05, 0.1))
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        first = t.session_id
        assert t.send(F.chat_message_frame("!fault:huge Hello"))
        rec.wait(lambda: rec.turns, timeout=60, what="end of turn")
        interrupted, reason = rec.turns[-1]
        assert interrupted and "too large" in reason
        assert [code for _, code in rec.problems] == ["PAYLOAD_TOO_LARGE"]
        rec.wait(lambda: rec.states[-1] == ConnectionState.CONNECTED and t.session_id != first, timeout=40,
                 what="reconnected")
    finally:
        t.stop()


def test_ws_frames_of_a_stopped_turn_never_reach_the_next_one(agent_factory):
    agent = agent_factory("--chunk-delay", "0.01")
    rec = Recorder()
    t = WebSocketTransport(Endpoint(agent.base_url), rec)
    t.start()
    try:
        rec.wait(lambda: ConnectionState.CONNECTED in rec.states, what="connected")
        assert t.send(F.chat_message_frame("long answer"))
        rec.wait(lambda: len(rec.text()) > 100, what="some text")
        assert t.send(F.cancel_frame())
        assert t.busy  # the stopped turn has not ended yet
        seen = len(rec.frames)
        rec.wait(lambda: rec.turns, what="the stopped turn's end")
        assert rec.turns[-1] == (True, "stopped by you") and not t.busy
        assert len(rec.frames) == seen  # what was left of it was dropped
        assert t.send(F.chat_message_frame("Hello"))
        rec.wait(lambda: len(rec.turns) == 2, what="next answer")
        new = [f for f in rec.frames[seen:] if isinstance(f, F.StreamChunk)]
        assert len({c.message_id for c in new}) == 1 and "A long answer" not in "".join(c.content for c in new)
    finally:
        t.stop()


def test_ws_new_session_reconnects_at_once(reference_agent):
    rec = Recorder()
    t = WebSocketTransport(Endpoint(reference_agent.base_url), rec, backoff=Backoff(5, 10))
    t.start()
    try:
        rec.wait(lambda: t.session_id is not None, what="session")
        first = t.session_id
        t.new_session()
        assert not t.send(F.chat_message_frame("into the old socket"))  # the caller queues it instead
        rec.wait(lambda: t.session_id not in (None, first) and t.state == ConnectionState.CONNECTED,
                 timeout=4, what="a new session without backoff")
        assert ConnectionState.RECONNECTING not in rec.states
    finally:
        t.stop()


def test_sse_message_refused_before_reaching_the_agent_is_given_back(agent_factory):
    import socket as _s

    s = _s.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    rec = Recorder()
    given_back = []
    rec.on_not_delivered = given_back.append
    t = SseTransport(Endpoint(f"http://127.0.0.1:{port}"), rec)
    t._state = ConnectionState.CONNECTED  # as if the agent had answered /health a moment ago
    frame = F.chat_message_frame("Hello")
    try:
        assert t.send(frame)
        rec.wait(lambda: given_back, what="the frame given back")
        assert given_back == [frame] and rec.turns == [] and rec.problems == []
    finally:
        t.stop()


def test_backoff_is_capped_exponential_with_jitter():
    import random

    b = Backoff(base=0.5, cap=8, rng=random.Random(7))
    delays = [b.next_delay() for _ in range(10)]
    ceilings = [min(8, 0.5 * 2 ** i) for i in range(10)]
    assert all(c / 2 <= d <= c for d, c in zip(delays, ceilings))
    assert len(set(round(d, 6) for d in delays)) == 10
    b.reset()
    assert b.next_delay() <= 0.5


class _SlamAgent:
    """An agent whose /health says yes and whose /ws accepts the handshake and closes at once, every time
    (``hang``: never answers the handshake at all)."""

    def __init__(self, hang: bool = False) -> None:
        import asyncio

        from aiohttp import web

        self.sockets = 0
        self.arrived = threading.Event()  # a handshake reached /ws
        self._loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def health(_request):
            return web.json_response({"status": "ok"})

        async def ws(request):
            self.arrived.set()
            if hang:
                self.sockets += 1
                await self._release.wait()  # until the test stops the agent (its shutdown waits for handlers)
                return web.Response(status=503)
            socket_ = web.WebSocketResponse()
            await socket_.prepare(request)
            self.sockets += 1
            await socket_.close()
            return socket_

        async def serve():
            self._release = asyncio.Event()
            app = web.Application()
            app.router.add_get("/health", health)
            app.router.add_get("/ws", ws)
            self._runner = web.AppRunner(app)
            await self._runner.setup()
            site = web.TCPSite(self._runner, "127.0.0.1", 0)
            await site.start()
            self.port = site._server.sockets[0].getsockname()[1]
            ready.set()

        def run():
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(serve())
            self._loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        assert ready.wait(10)

    def stop(self) -> None:
        import asyncio

        self._loop.call_soon_threadsafe(self._release.set)
        asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


def test_an_agent_that_closes_every_connection_at_once_is_asked_less_and_less_often():
    """The waits between attempts grow while no connection holds (the backoff started over at every
    handshake: an agent that accepts and closes was asked a few times a second, for ever)."""
    agent = _SlamAgent()
    rec = Recorder()
    t = WebSocketTransport(Endpoint(f"http://127.0.0.1:{agent.port}"), rec, backoff=Backoff(base=0.02, cap=0.4))
    t.start()
    try:
        rec.wait(lambda: agent.sockets >= 5, timeout=30, what="five short connections")
        assert t.backoff.attempt >= 4, t.backoff.attempt  # each short connection counted: the waits grew
        assert ConnectionState.RECONNECTING in rec.states
    finally:
        t.stop()
        agent.stop()


def test_stopping_while_the_handshake_hangs_ends_the_worker_at_once():
    """The old agent does not answer the handshake when the user switches to another: the stop ends the attempt
    instead of waiting for its timeout (QGIS was frozen for the stop's whole wait, then "stopped" arrived late)."""
    agent = _SlamAgent(hang=True)
    rec = Recorder()
    t = WebSocketTransport(Endpoint(f"http://127.0.0.1:{agent.port}", connect_timeout=60), rec)
    t.start()
    worker = t._thread
    try:
        assert agent.arrived.wait(20)  # the server holds the handshake
        t.stop(timeout=5)
        assert worker is not None and not worker.is_alive()  # ended by the stop, not by the 60 s timeout
        assert rec.states[-1] == ConnectionState.STOPPED
    finally:
        t.stop()
        agent.stop()
