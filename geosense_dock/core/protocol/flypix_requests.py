"""What the FlyPix client's call groups need of the client they are mixed into.

:class:`FlyPixRequests` is the client's request side as the mixins of
``flypix_run_calls.py`` and ``flypix_geosense.py`` see it (their ``self``):
one request, one listing, every page of a listing. With it :data:`API` (the
path prefix), :func:`quoted` (one path segment) and :func:`list_of` (a JSON
list of objects, checked). No Qt, no QGIS.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Protocol
from urllib.parse import quote

from .. import texts
from .flypix_errors import FlyPixError

API = "/v2"


class FlyPixRequests(Protocol):
    """The request side of :class:`~.flypix_client.FlyPixClient`: its public ``request``, ``request_list``
    and ``request_pages``."""

    def request(self, method: str, path: str, body: Any = None, *, auth: bool = True, key: Optional[str] = None,
                query: Optional[Dict[str, Any]] = None, timeout: Optional[float] = None,
                canceled: Optional[Callable[[], bool]] = None,
                progress: Optional[Callable[[int, int], None]] = None,
                on_sent: Optional[Callable[[int, str], None]] = None,
                busy_retries: Optional[int] = None, wait_canceled: Optional[Callable[[], bool]] = None) -> Any:
        """One request; JSON back (None for an empty body). Raises FlyPixError."""
        ...

    def request_list(self, path: str, what: str, query: Optional[Dict[str, Any]] = None) -> List[Dict[str, Any]]:
        """A JSON list (``null`` is an empty one) of objects."""
        ...

    def request_pages(self, path: str, what: str, query: Optional[Dict[str, Any]] = None,
                      canceled: Optional[Callable[[], bool]] = None) -> List[Dict[str, Any]]:
        """Every page of an ``offset``/``limit`` listing."""
        ...


def quoted(value: str) -> str:
    """``value`` quoted as one segment of a URL path."""
    return quote(str(value), safe="")


def list_of(body: Any, what: str) -> List[Dict[str, Any]]:
    """The objects of a JSON list (``null`` is an empty one); FlyPixError when it is no list."""
    if body is None:
        return []
    if not isinstance(body, list):
        raise FlyPixError(texts.text("FlyPix answered the {0} with something that is not a list", what),
                          code="VALIDATION_ERROR")
    return [item for item in body if isinstance(item, dict)]
