"""FlyPix's redirect policy: a credential is never sent to another origin.

urllib re-sends every header to wherever a 3xx points, so the FlyPix client
opens its requests with :func:`flypix_opener`, whose :class:`SameOriginRedirects`
follows a redirect only within the origin of the request and refuses any other
(another host, port or scheme, https → http above all) with
:class:`RedirectRefused` and a clear reason. No Qt, no QGIS.
"""

from __future__ import annotations

import urllib.error
import urllib.request
from typing import Tuple
from urllib.parse import urljoin, urlsplit

from .. import texts
from .transport import Endpoint, _opener


class RedirectRefused(urllib.error.URLError):
    """FlyPix pointed a request elsewhere; it was not followed (the credentials stay home)."""


def origin(url: str) -> Tuple[str, str, int]:
    """``(scheme, host, port)`` of ``url``, lower case, the port filled in from the scheme."""
    parts = urlsplit(url)
    scheme = (parts.scheme or "").lower()
    return scheme, (parts.hostname or "").lower(), parts.port or (443 if scheme == "https" else 80)


def _origin_text(url: str) -> str:
    scheme, host, port = origin(url)  # never the user info of a URL
    return f"{scheme}://{host}:{port}"


class SameOriginRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only within the origin of the request; refuses any other.

    urllib re-sends every header, ``Authorization`` and ``ApiKey`` included, to
    wherever a 3xx points: so a redirect to another origin (another host, port
    or scheme, https → http above all) is refused with :class:`RedirectRefused`.
    """

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: N802 - urllib's name
        target = urljoin(req.full_url, newurl)
        old, new = origin(req.full_url), origin(target)
        if old[0] == "https" and new[0] != "https":
            raise RedirectRefused(texts.text(
                "FlyPix at {0} redirected to the insecure {1}; not followed, so that your FlyPix credentials "
                "are not sent without encryption", _origin_text(req.full_url), _origin_text(target)))
        if old != new:
            raise RedirectRefused(texts.text(
                "FlyPix at {0} redirected to another server ({1}); not followed, so that your FlyPix "
                "credentials are never sent there. Check the FlyPix URL in the settings",
                _origin_text(req.full_url), _origin_text(target)))
        return super().redirect_request(req, fp, code, msg, headers, target)


def flypix_opener(endpoint: Endpoint) -> urllib.request.OpenerDirector:
    """urllib with the QGIS proxy, the endpoint's TLS context and same-origin redirects only."""
    return _opener(endpoint, SameOriginRedirects())
