"""QGIS's network settings for requests the plugin does not make through QgsNetworkAccessManager; for those it
does make through it, the HTTP status of a reply (:func:`http_status`) and a request kept out of QGIS's HTTP cache
(:func:`uncached`).

:func:`qgis_proxy` is the proxy *Settings → Options → Network* gives for a URL
(exclusions included), for the plugin's own HTTP clients. :func:`gdal_proxy`
gives the same to GDAL before it opens a ``/vsicurl`` file (the FlyPix imagery).
GDAL reads over libcurl, which knows nothing of QGIS's settings and, left
alone, takes the environment's ``http_proxy`` / ``HTTPS_PROXY``. QGIS itself
(``QgsGdalUtils::setupProxy``, run at every GDAL layer it opens, 3.22 included)
sets the process-wide ``GDAL_HTTP_PROXY`` and ``GDAL_HTTP_PROXYUSERPWD`` from
its first proxy when a proxy is enabled, ignoring the exclusions, and leaves
them alone when none is (then libcurl takes the environment's proxy).

Here, before the plugin opens a ``/vsicurl`` layer, ``GDAL_HTTP_PROXY``,
``GDAL_HTTPS_PROXY`` and ``GDAL_HTTP_PROXYUSERPWD`` are set from the proxy QGIS
gives for that URL, and to ``""`` (libcurl's "no proxy", whatever the
environment says) when it gives none (no proxy enabled, or the URL excluded).
They are set as GDAL path-specific options for that file (GDAL 3.6+; a GDAL
that reads them there keeps them for that file only) and as GDAL's global
options too, since GDAL 3.6 reads its proxy options from the global ones only
(a test shows it): like QGIS's own setting, they then hold for every GDAL web
read of this QGIS until QGIS or the plugin sets them again.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import quote, unquote, urlsplit

log = logging.getLogger("geosense.network")

GDAL_PROXY_OPTIONS = ("GDAL_HTTP_PROXY", "GDAL_HTTPS_PROXY", "GDAL_HTTP_PROXYUSERPWD")


def qgis_proxy(url: str) -> Optional[str]:
    """The proxy the QGIS network settings give for ``url`` ("http://[user:pass@]host:port"), if any."""
    from qgis.core import QgsNetworkAccessManager
    from qgis.PyQt.QtCore import QUrl
    from qgis.PyQt.QtNetwork import QNetworkProxy, QNetworkProxyQuery

    nam = QgsNetworkAccessManager.instance()
    factory = nam.proxyFactory()
    proxies = factory.queryProxy(QNetworkProxyQuery(QUrl(url))) if factory else [nam.proxy()]
    for proxy in proxies:
        if proxy.type() in (QNetworkProxy.ProxyType.HttpProxy, QNetworkProxy.ProxyType.HttpCachingProxy):
            user = ""
            if proxy.user():
                user = quote(proxy.user(), safe="") + ":" + quote(proxy.password() or "", safe="") + "@"
            return f"http://{user}{proxy.hostName()}:{proxy.port()}"
        if proxy.type() == QNetworkProxy.ProxyType.Socks5Proxy:
            log.warning("the QGIS proxy is a SOCKS5 proxy, which GeoSense does not support; connecting directly")
            return None
    return None


def proxy_snapshot() -> Tuple[Any, List[str], List[str]]:
    """QGIS's proxy settings as the GUI thread's network access manager has them (call on the GUI thread).

    QGIS gives each thread its own QgsNetworkAccessManager, a copy of the GUI thread's made when the thread
    first asks for one and not updated since: a worker thread of the task manager keeps the proxy of
    whenever it first made a request. :func:`use_proxy_snapshot` on the worker brings it up to date."""
    from qgis.core import QgsNetworkAccessManager
    from qgis.PyQt.QtNetwork import QNetworkProxy

    nam = QgsNetworkAccessManager.instance()
    return QNetworkProxy(nam.fallbackProxy()), list(nam.excludeList()), list(nam.noProxyList())


def use_proxy_snapshot(snapshot: Optional[Tuple[Any, List[str], List[str]]]) -> None:
    """This (worker) thread's network access manager takes ``snapshot`` (from :func:`proxy_snapshot`)."""
    from qgis.core import QgsNetworkAccessManager
    from qgis.PyQt.QtCore import QCoreApplication, QThread

    app = QCoreApplication.instance()
    if snapshot is None or app is None or QThread.currentThread() == app.thread():
        return
    proxy, excludes, no_proxy = snapshot
    QgsNetworkAccessManager.instance().setFallbackProxyAndExcludes(proxy, excludes, no_proxy)


def gdal_proxy_options(url: str) -> Dict[str, str]:
    """GDAL's proxy options for ``url`` from QGIS's settings; ``""`` values: no proxy at all."""
    proxy = qgis_proxy(url)
    if not proxy:
        return {name: "" for name in GDAL_PROXY_OPTIONS}
    parts = urlsplit(proxy)
    where = f"{parts.hostname}:{parts.port}" if parts.port else str(parts.hostname)
    userpwd = ""
    if parts.username:
        userpwd = unquote(parts.username) + ":" + unquote(parts.password or "")
    return {"GDAL_HTTP_PROXY": where, "GDAL_HTTPS_PROXY": where, "GDAL_HTTP_PROXYUSERPWD": userpwd}


def gdal_proxy(filename: str, url: str) -> Dict[str, str]:
    """Make GDAL read ``filename`` (a ``/vsicurl`` name of ``url``) through the proxy QGIS gives for ``url``
    and never the environment's; returns the options set (the credentials are never logged)."""
    from osgeo import gdal

    options = gdal_proxy_options(url)
    for name, value in options.items():
        if hasattr(gdal, "SetPathSpecificOption"):  # GDAL 3.6+
            gdal.SetPathSpecificOption(filename, name, value)
        # GDAL 3.6 reads its proxy from the global options only; no credentials: none set
        gdal.SetConfigOption(name, value if value or name != "GDAL_HTTP_PROXYUSERPWD" else None)
    log.info("GDAL reads %s through %s", urlsplit(url).netloc, options["GDAL_HTTP_PROXY"] or "no proxy")
    return options


VSICURL_OPTIONS = "/vsicurl?"  # the plugin's /vsicurl names (flypix_imagery.vsicurl): options, then url=


def vsicurl_url(path: str) -> str:
    """The URL a plugin-made ``/vsicurl?…&url=…`` name reads, ``""`` for any other path."""
    if not isinstance(path, str) or not path.startswith(VSICURL_OPTIONS):
        return ""
    for part in path[len(VSICURL_OPTIONS):].split("&"):
        key, _, value = part.partition("=")
        if key == "url":
            return unquote(value)
    return ""


def install_project_preprocessor() -> str:
    """Before a project's layer opens a ``/vsicurl`` name the plugin made (FlyPix imagery saved with the
    project), give GDAL QGIS's proxy for its URL; returns the id for :func:`remove_project_preprocessor`."""
    from qgis.core import QgsPathResolver

    def preprocess(path: str) -> str:
        url = vsicurl_url(path)
        if url:
            try:
                gdal_proxy(path, url)
            except Exception:  # noqa: BLE001 - a path is never refused for this
                log.exception("could not set GDAL's proxy for a project layer")
        return path

    return str(QgsPathResolver.setPathPreprocessor(preprocess))


def remove_project_preprocessor(preprocessor_id: str) -> None:
    from qgis.core import QgsPathResolver

    if preprocessor_id:
        QgsPathResolver.removePathPreprocessor(preprocessor_id)


__all__ = ["GDAL_PROXY_OPTIONS", "gdal_proxy", "gdal_proxy_options", "install_project_preprocessor",
           "http_status", "proxy_snapshot", "qgis_proxy", "remove_project_preprocessor", "uncached",
           "use_proxy_snapshot", "vsicurl_url"]


def uncached(request: Any) -> Any:
    """``request`` (a ``QNetworkRequest``), never answered from QGIS's HTTP disk cache nor stored in it; an
    entry the cache holds for its URL goes (call it on the thread that sends the request).

    Without this, a URL answered before (an agent that once ran on the same port, a download link) could be
    answered from the cache, and a response fetched with a token is written to disk. Asking for the network
    alone is not enough: with an entry for the URL in the cache (one an older version of the plugin stored),
    Qt reports an error status of the server with the cached status and reason ("200 OK")."""
    from qgis.core import QgsNetworkAccessManager
    from qgis.PyQt.QtNetwork import QNetworkRequest

    request.setAttribute(QNetworkRequest.Attribute.CacheLoadControlAttribute,
                         QNetworkRequest.CacheLoadControl.AlwaysNetwork)
    request.setAttribute(QNetworkRequest.Attribute.CacheSaveControlAttribute, False)
    cache = QgsNetworkAccessManager.instance().cache()
    if cache is not None:
        cache.remove(request.url())
    return request


def http_status(reply: Any) -> Optional[int]:
    """The HTTP status of ``reply`` (a ``QNetworkReply`` or a ``QgsNetworkReplyContent``); None without one."""
    from qgis.PyQt.QtNetwork import QNetworkRequest

    status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    return status if isinstance(status, int) and status > 0 else None
