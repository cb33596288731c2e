"""FlyPix's errors: the exceptions of the FlyPix client and the reading of its problem+json answers.

:class:`FlyPixError` (``str()`` a readable reason, ``code`` a PROTOCOL error
code) and its kinds; :func:`describe_http_error` makes a problem+json body
(``detail`` and every ``errors[].message``) one plain sentence, and
:func:`http_error` the FlyPixError of an HTTP error status. No Qt, no QGIS, no
network.
"""

from __future__ import annotations

import json
from typing import Any, List, Optional, Tuple

from .. import texts

MAX_ERROR_BODY = 64 * 1024  # bytes of an error answer that are read


class FlyPixError(Exception):
    """A FlyPix call failed; ``str()`` is a readable reason, ``code`` a PROTOCOL error code."""

    def __init__(self, message: str, status: Optional[int] = None, code: str = "HTTP_ERROR",
                 never_reached: bool = False) -> None:
        super().__init__(message)
        self.message = message  # a core texts.Text where the reason is one of ours: translatable
        self.status = status
        self.code = code
        self.never_reached = never_reached  # the request cannot have reached FlyPix (refused, no host)
        self.locations: List[str] = []  # ``errors[].location`` of a problem+json answer
        self.messages: List[str] = []  # ``errors[].message``, index-aligned with ``locations``
        self.detail = ""  # ``detail`` of a problem+json answer
        self.retry_after: Optional[float] = None  # seconds FlyPix asked to wait (429, 503)


class AuthRequired(FlyPixError):
    """No valid sign-in: the key was refused, or the sign-in expired and cannot be refreshed."""

    def __init__(self, message: str) -> None:
        super().__init__(message, 401, "UNAUTHORIZED")


class SignInFailed(FlyPixError):
    """The user name and password, or the API key, were refused."""


class Cancelled(FlyPixError):
    """The caller stopped the call (its ``canceled()`` said so, or a wait was interrupted)."""

    def __init__(self) -> None:
        super().__init__("cancelled", None, "CANCELLED")

def problem_parts(body: Any) -> List[str]:
    """The readable parts of a problem+json body: ``detail``, then each ``errors[]`` entry.

    Plain text only; the caller decides how to join and where to show them.
    Older bodies (``{"detail": [{"loc", "msg"}]}``, ``message``, ``error``) are read too.
    """
    if not isinstance(body, dict):
        return [str(body)[:300]] if isinstance(body, str) and body else []
    parts: List[str] = []
    detail = body.get("detail", body.get("message", body.get("error")))
    if isinstance(detail, str) and detail.strip():
        parts.append(detail.strip()[:300])
    elif isinstance(detail, list):  # the older FastAPI shape
        for item in detail[:5]:
            if isinstance(item, dict):
                loc = ".".join(str(p) for p in (item.get("loc") or [])[1:])
                msg = str(item.get("msg") or "invalid")
                parts.append(f"{loc}: {msg}" if loc else msg)
    elif not parts and isinstance(body.get("title"), str):
        parts.append(body["title"][:300])
    errors = body.get("errors")
    if isinstance(errors, list):
        for item in errors[:10]:
            if not isinstance(item, dict):
                continue
            message = item.get("message")
            if not isinstance(message, str) or not message.strip():
                continue
            location = item.get("location")
            if isinstance(location, str) and location:
                parts.append(f"{location}: {message.strip()[:300]}")
            else:
                parts.append(message.strip()[:300])
        if len(errors) > 10:
            parts.append(texts.text("and {0} more", len(errors) - 10))
    return parts

def problem_items(raw: bytes) -> Tuple[str, List[Tuple[str, str]]]:
    """``detail`` and the ``(location, message)`` of each ``errors[]`` entry that has a location."""
    try:
        body = json.loads(raw[:MAX_ERROR_BODY].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return "", []
    if not isinstance(body, dict):
        return "", []
    raw_detail, raw_errors = body.get("detail"), body.get("errors")
    detail = raw_detail.strip()[:300] if isinstance(raw_detail, str) else ""
    errors: List[Any] = raw_errors if isinstance(raw_errors, list) else []
    return detail, [(str(e["location"]), str(e.get("message") or "").strip()[:300]) for e in errors
                    if isinstance(e, dict) and isinstance(e.get("location"), str)]


def describe_http_error(status: int, raw: bytes) -> str:
    """A sentence for an HTTP error status and its (problem+json) body."""
    text = raw[:MAX_ERROR_BODY].decode("utf-8", "replace").strip()
    try:
        parts = problem_parts(json.loads(text)) if text else []
    except ValueError:
        parts = [text[:200]] if text and not text.lstrip().startswith("<") else []  # no HTML pages in messages
    what = {
        400: texts.text("FlyPix refused the request"),
        401: texts.text("FlyPix refused the sign-in"),
        403: texts.text("FlyPix denied access"),
        404: texts.text("FlyPix could not find it"),
        413: texts.text("the request is too large for FlyPix"),
        422: texts.text("FlyPix refused the request"),
        429: texts.text("FlyPix is busy (too many requests); try again shortly"),
    }.get(status, texts.text("FlyPix failed") if status >= 500 else texts.text("FlyPix refused the request"))
    if parts:
        return texts.text("{0} (HTTP {1}): {2}", what, status, "; ".join(parts))
    return texts.text("{0} (HTTP {1})", what, status)


def error_or(exc: FlyPixError) -> str:
    """The reason of ``exc`` without its leading "FlyPix refused … (HTTP n):" part."""
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text else text


def code_for(status: int) -> str:
    """The PROTOCOL error code of an HTTP error status."""
    if status in (401, 403):
        return "UNAUTHORIZED"
    if status == 413:
        return "PAYLOAD_TOO_LARGE"
    if status in (400, 422):
        return "VALIDATION_ERROR"
    return "HTTP_ERROR"


def http_error(status: int, raw: bytes) -> FlyPixError:
    """The FlyPixError of an HTTP error ``status`` and its body: its sentence, ``detail`` and ``errors[]``."""
    error = FlyPixError(describe_http_error(status, raw), status, code_for(status))
    error.detail, pairs = problem_items(raw)
    error.locations = [location for location, _message in pairs]
    error.messages = [message for _location, message in pairs]
    return error
