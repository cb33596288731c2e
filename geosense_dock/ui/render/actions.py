"""The plugin's own link scheme, ``geosense://<action>?<params>``, and URL checks.

These are the only links a rendered message holds; nothing the agent writes
becomes a link by itself. External addresses are wrapped in
``geosense://open?url=...`` only after :func:`safe_external_url` accepted them
(``http``/``https`` with a host), internal app paths in ``geosense://app?path=``.
"""

from __future__ import annotations

import re
from typing import Dict, Optional, Tuple
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

SCHEME = "geosense"
ACTIONS = ("ref", "class", "vector", "region", "option", "tool", "link", "open", "docs", "app")

_CONTROL = re.compile(r"[\x00-\x1f\x7f\\]")
_HOST = re.compile(r"[\w.-]+|\[[0-9A-Fa-f:.]+\]")


def action_url(action: str, **params: object) -> str:
    """``geosense://action?k=v&...`` (``None`` and empty values are left out)."""
    items = [(k, str(v)) for k, v in params.items() if v is not None and str(v) != ""]
    query = urlencode(items, quote_via=quote, safe="")
    return f"{SCHEME}://{action}?{query}" if query else f"{SCHEME}://{action}"


def parse_action_url(url: str) -> Optional[Tuple[str, Dict[str, str]]]:
    """(action, params) of a ``geosense://`` URL, or ``None`` for anything else."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    if parts.scheme != SCHEME or parts.netloc not in ACTIONS:
        return None
    return parts.netloc, dict(parse_qsl(parts.query, keep_blank_values=True))


def safe_external_url(href: Optional[str]) -> Optional[str]:
    """``href`` when it is an ``http``/``https`` URL with a host, else ``None``."""
    if not href:
        return None
    href = href.strip()
    if _CONTROL.search(href):
        return None
    href = href.replace(" ", "%20")
    try:
        parts = urlsplit(href)
        host = parts.hostname
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc or not host:
        return None
    if not _HOST.fullmatch(_host_part(parts.netloc)):
        return None
    try:
        _ = parts.port  # raises on a port that is not a number
    except ValueError:
        return None
    return href


def _host_part(netloc: str) -> str:
    netloc = netloc.rsplit("@", 1)[-1]
    if netloc.startswith("["):
        return netloc[: netloc.find("]") + 1]
    return netloc.rsplit(":", 1)[0]


def internal_path(href: Optional[str]) -> Optional[str]:
    """An absolute app path (``/datasets``): starts with one ``/``, no scheme, no host."""
    if not href:
        return None
    href = href.strip()
    if not href.startswith("/") or href.startswith("//") or _CONTROL.search(href):
        return None
    return quote(href, safe="/?#&=%:@!$'()*+,;~-._")


def join_url(base: str, path: str) -> str:
    return base.rstrip("/") + "/" + path.lstrip("/")
