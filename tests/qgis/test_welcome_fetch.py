"""The welcome fetch against the real reference agent, through QGIS's network stack.

A good configuration becomes the welcome; an error status, a body that is not JSON, a JSON array, a body
over the size bound, a refused token, a redirect to another origin and a server that does not answer each
give no welcome, a log line (user info scrubbed) and a new fetch at the next connection.
"""

from __future__ import annotations

import http.server
import json
import logging
import threading
import urllib.request

import pytest
from qgis.core import QgsNetworkAccessManager, QgsNetworkRequestParameters
from qgis.PyQt.QtCore import QUrl

from geosense.geosense_dock.core.protocol.transport import Endpoint
from geosense.geosense_dock.ui import welcome_fetch
from tests.http_support import Quiet, send_json, serve
from tests.qgis_support import wait_for


def _fetch(endpoint: Endpoint):
    """(the welcome reported, the fetch); it fetches once, as at a connection."""
    got: list = []
    fetch = welcome_fetch.WelcomeFetch(got.append)
    assert fetch.needed()
    fetch.fetch(endpoint)
    assert not fetch.needed() and fetch.in_flight
    wait_for(lambda: got, what="the welcome fetch's answer")
    assert len(got) == 1 and not fetch.in_flight
    return got[0], fetch


def test_the_welcome_comes_through_qgis_network_stack(qgis_app, reference_agent):
    seen: list = []
    signal = QgsNetworkAccessManager.instance().requestAboutToBeCreated[QgsNetworkRequestParameters]

    def created(params):
        seen.append(params.request().url().path())

    signal.connect(created)
    try:
        before = {t.ident for t in threading.enumerate()}
        config, fetch = _fetch(Endpoint(base_url=reference_agent.base_url))
        assert {t.ident for t in threading.enumerate()} <= before  # no thread of its own
    finally:
        signal.disconnect(created)
    assert "/api/semantic-config" in seen
    assert [chip["label"] for chip in config["welcomeChips"]][:2] == ["Summary", "My selection"]
    assert fetch.welcome == config and not fetch.needed()
    fetch.close()


def test_a_redirect_on_the_same_origin_is_followed_and_each_reply_freed(qgis_app):
    """Each hop's reply is freed (they stayed with QGIS's network manager for the session)."""
    from qgis.PyQt.QtCore import QCoreApplication, QEvent
    from qgis.PyQt.QtNetwork import QNetworkReply

    class Moved(Quiet):
        def do_GET(self):  # noqa: N802 - http.server's naming
            if self.path.startswith("/api/semantic-config"):
                self.send_response(302)
                self.send_header("Location", "/moved/semantic-config")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            send_json(self, {"welcomeChips": [{"label": "Moved", "prompt": "hello"}]})

    server = serve(Moved)
    manager = QgsNetworkAccessManager.instance()
    before = len(manager.findChildren(QNetworkReply))
    try:
        config, fetch = _fetch(Endpoint(base_url=f"http://127.0.0.1:{server.server_address[1]}"))
        fetch.close()
    finally:
        server.shutdown()
        server.server_close()
    assert [chip["label"] for chip in config["welcomeChips"]] == ["Moved"]
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(manager.findChildren(QNetworkReply)) == before


@pytest.mark.parametrize("mode, reason", [
    ("http500", "HTTP 500 from /api/semantic-config"),
    ("http401", "the agent refused the token (HTTP 401)"),
    ("badjson", "the semantic configuration is not JSON"),
    ("unknown", "the semantic configuration is not a JSON object"),
    ("huge", f"larger than {welcome_fetch.MAX_BYTES} bytes"),
])
def test_a_failing_endpoint_or_a_bad_body_gives_no_welcome_and_a_log_line(qgis_app, agent_factory, caplog,
                                                                          mode, reason):
    agent = agent_factory("--fault", mode)
    with caplog.at_level(logging.INFO, logger="geosense.chat"):
        config, fetch = _fetch(Endpoint(base_url=agent.base_url))
    assert config is None and fetch.welcome is None
    lines = [r.getMessage() for r in caplog.records if "no welcome message from the agent" in r.getMessage()]
    assert len(lines) == 1 and reason in lines[0], lines
    assert fetch.needed()  # asked again at the next connection
    fetch.close()


def test_the_token_goes_only_to_its_origin(qgis_app, agent_factory, caplog):
    agent = agent_factory("--token", "s3cret")
    config, fetch = _fetch(Endpoint(base_url=agent.base_url, token="s3cret"))
    assert config is not None and config["welcomeChips"]
    fetch.close()
    moved = agent_factory("--token", "s3cret", "--fault", "redirect")
    with caplog.at_level(logging.INFO, logger="geosense"):
        config, fetch = _fetch(Endpoint(base_url=moved.base_url, token="s3cret"))
    assert config is None
    assert any("redirected to another address" in r.getMessage() for r in caplog.records)
    ask = urllib.request.Request(moved.base_url + "/debug/stats", headers={"Authorization": "Bearer s3cret"})
    with urllib.request.urlopen(ask, timeout=10) as resp:  # noqa: S310 - loopback
        stats = json.loads(resp.read())
    assert stats.get("redirected", []) == []  # the redirect was not followed: nothing, token or not, went there
    fetch.close()


def test_an_error_names_no_credentials_and_a_silent_server_times_out(qgis_app, caplog):
    arrived, release = threading.Event(), threading.Event()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            arrived.set()
            release.wait(30)

        def log_message(self, *_args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with caplog.at_level(logging.INFO, logger="geosense.chat"):
            config, fetch = _fetch(Endpoint(base_url=f"http://127.0.0.1:{server.server_address[1]}",
                                                 connect_timeout=0.5))
        assert arrived.is_set() and config is None
        assert any("no answer within 0.5 s" in r.getMessage() for r in caplog.records)
        fetch.close()
    finally:
        release.set()
        server.shutdown()
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="geosense.chat"):
        quoted = "failed at http://" + "user:" + "pw" + "@proxy.example:8080"
        welcome_fetch.WelcomeFetch(lambda config: None).fetched(0, None, quoted)
    assert "user:pw" not in caplog.text and "***@proxy.example" in caplog.text


def test_an_answer_an_older_version_left_in_qgis_cache_is_not_mixed_in(qgis_app, agent_factory, caplog):
    """QGIS's HTTP cache outlives the plugin's versions (and a test run): an entry an older version stored for
    the same address made Qt report the server's 500 with the cached 200 and "OK" even though the request
    asked for the network only. The entry goes before the request."""
    from qgis.PyQt.QtCore import QDateTime
    from qgis.PyQt.QtNetwork import QNetworkCacheMetaData, QNetworkRequest

    agent = agent_factory("--fault", "http500")
    url = QUrl(agent.base_url + "/api/semantic-config")
    cache = QgsNetworkAccessManager.instance().cache()
    assert cache is not None
    stale = QNetworkCacheMetaData()
    stale.setUrl(url)
    stale.setRawHeaders([(b"Content-Type", b"application/json")])
    stale.setAttributes({QNetworkRequest.Attribute.HttpStatusCodeAttribute: 200,
                         QNetworkRequest.Attribute.HttpReasonPhraseAttribute: "OK"})
    stale.setSaveToDisk(True)
    stale.setLastModified(QDateTime.currentDateTimeUtc().addDays(-1))
    stale.setExpirationDate(QDateTime.currentDateTimeUtc().addDays(1))
    device = cache.prepare(stale)
    device.write(json.dumps({"welcomeMessage": "stale", "welcomeChips": []}).encode())
    cache.insert(device)
    assert cache.metaData(url).isValid()
    with caplog.at_level(logging.INFO, logger="geosense.chat"):
        config, fetch = _fetch(Endpoint(base_url=agent.base_url))
    assert config is None
    assert any("HTTP 500 from /api/semantic-config" in r.getMessage() for r in caplog.records), caplog.text
    assert not cache.metaData(url).isValid()
    fetch.close()


def test_an_answer_before_is_neither_reused_nor_stored(qgis_app, caplog):
    """The welcome is fetched from the network every time and never written to QGIS's HTTP cache: a URL that
    once answered a cacheable 200 and now answers 500 reads as the 500 (the cached status used to come with the
    new error), and the token's answer is not on disk."""
    statuses = [200, 500]

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - http.server API
            status = statuses.pop(0)
            send_json(self, {"welcomeMessage": "hi", "welcomeChips": []} if status == 200 else {}, status,
                      {"Cache-Control": "public, max-age=3600", "Last-Modified": "Mon, 07 Dec 2026 08:00:00 GMT"})

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    cache = QgsNetworkAccessManager.instance().cache()
    try:
        assert cache is not None  # QGIS's disk cache is on, as in the desktop
        config, fetch = _fetch(Endpoint(base_url=base, token="s3cret"))
        assert config == {"welcomeMessage": "hi", "welcomeChips": []}
        fetch.close()
        assert not cache.metaData(QUrl(base + "/api/semantic-config")).isValid()
        with caplog.at_level(logging.INFO, logger="geosense.chat"):
            config, fetch = _fetch(Endpoint(base_url=base, token="s3cret"))
        assert config is None and statuses == []
        assert any("HTTP 500 from /api/semantic-config" in r.getMessage() for r in caplog.records), caplog.text
        fetch.close()
    finally:
        server.shutdown()
        server.server_close()
