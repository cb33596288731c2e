"""The welcome fetch: the agent's semantic configuration (welcome message and chips).

``GET /api/semantic-config`` goes through QGIS's network stack
(``QgsNetworkAccessManager``, asynchronous, on the GUI thread): the proxy, SSL and
timeout settings of QGIS apply, and no thread of the plugin's own is involved. The
request has a timeout of the endpoint's ``connect_timeout`` without a byte arriving
and a bound on the body (:data:`MAX_BYTES`); a redirect is followed only within the
agent's origin (:func:`~..core.protocol.transport.redirect_refusal`: the token goes
to no other). Each fetch has a generation: an answer for an endpoint no longer in use,
or after :meth:`WelcomeFetch.close`, is ignored (close also aborts the request).
:func:`parse_semantic_config` checks the body. It must not touch the widgets: the
welcome goes out through the ``changed`` callback.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Callable, Dict, Optional, Tuple

from qgis.core import QgsNetworkAccessManager
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, QTimer, QUrl
from qgis.PyQt.QtNetwork import QNetworkReply, QNetworkRequest, QSsl, QSslCertificate, QSslSocket

from ..core.protocol.transport import Endpoint, http_error_text, redirect_refusal, scrub_userinfo
from ..network import http_status, uncached

log = logging.getLogger("geosense.chat")

PATH = "/api/semantic-config"
MAX_BYTES = 1024 * 1024  # a semantic configuration is a few kilobytes; more is not one
MAX_REDIRECTS = 5
_REDIRECTS = (301, 302, 303, 307, 308)


def parse_semantic_config(body: Any) -> Optional[Dict[str, Any]]:
    """``{welcomeMessage, welcomeChips}`` checked: a chip needs a label and a prompt (bad ones are skipped)."""
    if not isinstance(body, dict):
        return None
    message = body.get("welcomeMessage")
    chips = []
    raw = body.get("welcomeChips")
    for i, chip in enumerate(raw if isinstance(raw, list) else []):
        if not isinstance(chip, dict):
            continue
        label, prompt = chip.get("label"), chip.get("prompt")
        if not isinstance(label, str) or not isinstance(prompt, str) or not label.strip() or not prompt.strip():
            log.warning("semantic config: chip %d has no label or prompt and is not shown", i)
            continue
        chips.append({"id": str(chip.get("id", i)), "label": label.strip(), "prompt": prompt.strip()})
    return {"welcomeMessage": message if isinstance(message, str) else "", "welcomeChips": chips}


def checked_body(data: bytes) -> Tuple[Optional[Dict[str, Any]], str]:
    """(config, "") for a good body, else (None, why not)."""
    try:
        body = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        return None, f"the semantic configuration is not JSON ({exc})"
    config = parse_semantic_config(body)
    if config is None:
        return None, "the semantic configuration is not a JSON object"
    return config, ""


def _request(endpoint: Endpoint, url: QUrl) -> QNetworkRequest:
    request = uncached(QNetworkRequest(url))
    request.setRawHeader(b"Accept", b"application/json")
    for name, value in endpoint.headers().items():  # the token; only ever for the endpoint's origin
        request.setRawHeader(name.encode("latin-1"), value.encode("latin-1"))
    request.setAttribute(QNetworkRequest.Attribute.RedirectPolicyAttribute,
                         QNetworkRequest.RedirectPolicy.ManualRedirectPolicy)
    if url.scheme() == "https" and (endpoint.ca_pem or not endpoint.verify_tls):
        ssl = request.sslConfiguration()
        if endpoint.ca_pem:
            extra = QSslCertificate.fromData(endpoint.ca_pem.encode("utf-8"), QSsl.EncodingFormat.Pem)
            ssl.setCaCertificates(list(ssl.caCertificates()) + list(extra))
        if not endpoint.verify_tls:
            ssl.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
        request.setSslConfiguration(ssl)
    return request


class WelcomeFetch(QObject):
    """One endpoint's welcome: fetched once per endpoint, again after a failure. A child of its owner
    (the controller): once the owner is deleted, an answer still on its way reaches nobody."""

    def __init__(self, changed: Callable[[Optional[Dict[str, Any]]], None], parent: Optional[QObject] = None
                 ) -> None:
        super().__init__(parent)
        self._changed = changed  # GUI thread: the new welcome (None: the agent has none)
        self._generation = 0
        self._fetched_for: Optional[str] = None  # the base URL fetched (or being fetched)
        self._reply: Optional[QNetworkReply] = None
        self._too_large = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        self._timed_out_after = 0.0
        self.welcome: Optional[Dict[str, Any]] = None

    def endpoint_changed(self, endpoint: Endpoint) -> None:
        if self._fetched_for != endpoint.base_url:
            self._fetched_for = None

    def needed(self) -> bool:
        return self._fetched_for is None

    @property
    def in_flight(self) -> bool:
        """A request is on its way (its answer not taken yet)."""
        return self._reply is not None

    def fetch(self, endpoint: Endpoint) -> None:
        """Send the GET (GUI thread, asynchronous); :meth:`fetched` takes its answer."""
        self._drop_reply()
        self._generation += 1
        self._fetched_for = endpoint.base_url
        self._send(self._generation, endpoint, QUrl(endpoint.url(PATH)), 0)

    def _send(self, generation: int, endpoint: Endpoint, url: QUrl, hops: int) -> None:
        reply = QgsNetworkAccessManager.instance().get(_request(endpoint, url))
        self._reply, self._too_large = reply, False
        self._timed_out_after = 0.0
        seconds = endpoint.connect_timeout

        def progress(received: int, total: int) -> None:
            if sip.isdeleted(self) or reply is not self._reply:
                return
            self._timer.start(int(seconds * 1000))  # the timeout counts from the last byte
            if received > MAX_BYTES or total > MAX_BYTES:
                self._too_large = True
                reply.abort()

        reply.downloadProgress.connect(progress)
        reply.finished.connect(lambda: self._finished(generation, endpoint, reply, hops))
        self._timer.start(int(seconds * 1000))

    def _timed_out(self) -> None:
        if self._reply is not None:
            self._timed_out_after = self._timer.interval() / 1000
            self._reply.abort()

    def _finished(self, generation: int, endpoint: Endpoint, reply: QNetworkReply, hops: int) -> None:
        if sip.isdeleted(self) or reply is not self._reply:
            reply.deleteLater()
            return  # its owner is gone, or aborted by close() or a newer fetch
        self._drop_reply()
        status = http_status(reply)
        config: Optional[Dict[str, Any]] = None
        if self._too_large:
            error = f"the semantic configuration is larger than {MAX_BYTES} bytes"
        elif self._timed_out_after:
            error = f"no answer within {self._timed_out_after:g} s"
        elif status in _REDIRECTS:
            target = reply.url().resolved(reply.attribute(QNetworkRequest.Attribute.RedirectionTargetAttribute)
                                          or QUrl()).toString()
            refusal = redirect_refusal(endpoint.base_url, target)
            if refusal is None and hops < MAX_REDIRECTS:
                reply.deleteLater()  # each hop's reply, or it stays with the network manager for the session
                self._send(generation, endpoint, QUrl(target), hops + 1)
                return
            error = str(refusal) if refusal is not None else "too many redirects"
            log.warning("%s", scrub_userinfo(error))
        elif isinstance(status, int) and status >= 400:
            error = str(http_error_text(status, PATH, bool(endpoint.proxy)))
        elif reply.error() != QNetworkReply.NetworkError.NoError:
            error = reply.errorString()
        else:
            config, error = checked_body(bytes(reply.readAll()))
        reply.deleteLater()
        self.fetched(generation, config, error)

    def fetched(self, generation: int, config: Any, error: str) -> None:
        """GUI thread: the answer of fetch ``generation``."""
        if generation != self._generation:
            return  # an answer for an endpoint no longer in use
        if error:
            log.info("no welcome message from the agent: %s", scrub_userinfo(error))
            self._fetched_for = None  # asked again at the next connection
        self.welcome = config
        self._changed(config)

    def _drop_reply(self) -> None:
        self._timer.stop()
        reply, self._reply = self._reply, None
        if reply is not None and not reply.isFinished():
            reply.abort()  # its finished() comes at once and is ignored: it is no longer self._reply
            reply.deleteLater()

    def close(self) -> None:
        self._generation += 1  # an answer still on its way is ignored
        self._drop_reply()
