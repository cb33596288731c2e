"""The FlyPix client's GeoSense calls: sessions, data artifacts (the uploads) and message turns.

:class:`GeoSenseCalls` is mixed into :class:`~.flypix_client.FlyPixClient`
(its ``self`` is the client's request side, :class:`~.flypix_requests.FlyPixRequests`);
:func:`message_length_problem` says why a text cannot be sent. The chat
transport over them is ``flypix_transport.py``. No Qt, no QGIS.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional

from .. import texts
from .flypix_errors import FlyPixError
from .flypix_requests import API, FlyPixRequests, quoted

MAX_MESSAGE = 10_000  # characters of a GeoSense user_message


class GeoSenseCalls:
    """``/v2/geosense/…``: a session, its data artifacts, one message turn."""

    def create_session(self: FlyPixRequests, project_id: str) -> str:
        """``POST /v2/geosense/session/{project_id}/``: the new session id (a JSON string)."""
        body = self.request("POST", f"{API}/geosense/session/{quoted(project_id)}/")
        if not isinstance(body, str) or not body:
            raise FlyPixError(texts.text("FlyPix did not return a GeoSense session id"), code="VALIDATION_ERROR")
        return body

    def create_artifact(self: FlyPixRequests, session_id: str, artifact_data: Dict[str, Any],
                        on_sent: Optional[Callable[[int, str], None]] = None) -> str:
        """A ``data`` artifact of the session (its data is a JSON object); its id.
        ``on_sent(bytes, url)``: the upload's body reached FlyPix."""
        if not isinstance(artifact_data, dict):
            raise FlyPixError(texts.text("a FlyPix artifact holds a JSON object"), code="VALIDATION_ERROR")
        body = self.request("POST", f"{API}/geosense/{quoted(session_id)}/artifact/",
                            {"artifact_data": artifact_data, "type": "data"}, on_sent=on_sent)
        artifact_id = body.get("artifact_id") if isinstance(body, dict) else None
        if not isinstance(artifact_id, str) or not artifact_id:
            raise FlyPixError(texts.text("FlyPix stored the artifact but returned no artifact_id"),
                              code="VALIDATION_ERROR")
        return artifact_id

    def get_artifact(self: FlyPixRequests, session_id: str, artifact_id: str) -> Dict[str, Any]:
        body = self.request("GET", f"{API}/geosense/{quoted(session_id)}/artifact/{quoted(artifact_id)}")
        if not isinstance(body, dict) or not isinstance(body.get("artifact_data"), dict):
            raise FlyPixError(texts.text("artifact {0}: FlyPix's answer has no artifact_data", artifact_id),
                              code="VALIDATION_ERROR")
        return body

    def message(self: FlyPixRequests, session_id: str, user_message: str, vector_ids: List[str],
                context: List[Dict[str, Any]], timeout: Optional[float] = None,
                on_sent: Optional[Callable[[Dict[str, Any], int, str], None]] = None) -> Dict[str, Any]:
        """One turn: ``POST /v2/geosense/{session_id}/message/``; the ChatMessageResponse.
        ``on_sent(body, bytes, url)``: the request reached FlyPix."""
        if not 1 <= len(user_message) <= MAX_MESSAGE:
            raise FlyPixError(message_length_problem(user_message), code="VALIDATION_ERROR", never_reached=False)
        body: Dict[str, Any] = {"user_message": user_message, "vector_ids": vector_ids}
        if context:
            body["context"] = context
        reply = self.request("POST", f"{API}/geosense/{quoted(session_id)}/message/", body, timeout=timeout or 300.0,
                             on_sent=None if on_sent is None else lambda size, url: on_sent(body, size, url))
        if not isinstance(reply, dict) or not isinstance(reply.get("response"), str):
            raise FlyPixError(texts.text("FlyPix answered the message without a response"), code="VALIDATION_ERROR")
        return reply


def message_length_problem(text: str) -> str:
    """Why ``text`` cannot be a GeoSense message over FlyPix ("" when it can)."""
    if not text:
        return texts.text("the message is empty")
    if len(text) > MAX_MESSAGE:
        return texts.text("FlyPix takes messages of at most {0} characters; this one has {1}. Shorten it and "
                          "send again", MAX_MESSAGE, len(text))
    return ""
