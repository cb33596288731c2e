"""What the artifact client reads from an agent is bounded: in size, and in time for a body that trickles in; and
a slow download holds up no upload. Against a real HTTP server on a real socket."""

from __future__ import annotations

import threading

import pytest

from geosense.geosense_dock.core.protocol import artifacts
from geosense.geosense_dock.core.protocol.artifacts import ArtifactClient, ArtifactError
from tests.http_support import Quiet, send_json, serve


class _Agent(Quiet):
    """GET /api/artifacts/big: more bytes than the client takes; /slow: a byte at a time, for ever (until told);
    POST /api/artifacts: stored at once."""

    stop = threading.Event()
    slow_begun = threading.Event()

    def do_GET(self):  # noqa: N802 - http.server's naming
        if self.path.endswith("/big"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            block = b" " * 65536
            try:
                for _ in range(64):  # 4 MiB
                    self.wfile.write(block)
            except OSError:
                pass
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.slow_begun.set()
        try:
            while not self.stop.is_set():
                self.wfile.write(b" ")
                self.wfile.flush()
                self.stop.wait(0.05)
        except OSError:
            pass

    def do_POST(self):  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        send_json(self, {"artifact_id": "a1"}, 201)


@pytest.fixture
def agent():
    _Agent.stop.clear()
    _Agent.slow_begun.clear()
    server = serve(_Agent)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    _Agent.stop.set()
    server.shutdown()
    server.server_close()


def test_an_answer_over_the_bound_is_dropped(agent, monkeypatch):
    monkeypatch.setattr(artifacts, "MAX_ANSWER_BYTES", 2**20)
    client = ArtifactClient(agent)
    try:
        with pytest.raises(ArtifactError, match="more than 1 MiB"):
            client.get("big")
    finally:
        client.close()


def test_a_slow_download_holds_up_no_upload(agent):
    """Downloads and uploads go on sessions of their own: an upload (the next message's artifacts) does not wait
    for a download that takes long (the agent sends a byte at a time)."""
    client = ArtifactClient(agent)
    started, failed, done = threading.Event(), [], threading.Event()

    def download():
        started.set()
        try:
            client.get("slow")
        except ArtifactError as exc:
            failed.append(str(exc))
        done.set()

    threading.Thread(target=download, daemon=True).start()
    try:
        assert started.wait(10) and _Agent.slow_begun.wait(10)  # the download is under way
        assert client.create("data", {"x": 1}) == "a1"
        assert not done.is_set()  # the download was still under way while the upload went through
        _Agent.stop.set()  # the agent ends the slow answer: spaces, not JSON
        assert done.wait(30)
        assert failed and "not JSON" in failed[0]
    finally:
        client.close()
