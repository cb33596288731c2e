"""Contexts over FlyPix (PROTOCOL.md section 6): everything travels as ``data`` artifacts.

The public API takes only ``{type: "data", artifact_id}`` contexts, and an
artifact's data must be a JSON object. So each context the dock would attach
becomes one data artifact of the GeoSense session whose ``type`` key says what
it holds (docs/flypix.md, "How contexts travel"):

* inline contexts (visibility, position, selection): ``{"type": "<kind>", …the context's body…}``;
* payloads uploaded by the message preparer: images ``{"type": "image", mime, data, bbox, crs}``,
  sketches ``{"type": "suggestion", "suggestions": [{geometry, confidence?}]}``;
* local QGIS layers: their annotations ``{"type": "vector", data, classes}`` and one
  ``{"type": "vectors", "vectors": [<section 3 descriptors>]}``; FlyPix's own vectors go as ``vector_ids``.

Answers come back the same way: each ``context`` entry of an answer is fetched
and becomes a data context of the message; ``suggestion`` ones are also shown
as suggestions, ``selection`` ones also select. No Qt, no QGIS.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple

from .. import texts
from ..sent_record import SentPiece
from .artifacts import ArtifactClient, ArtifactError, Uploader
from .flypix_client import FlyPixClient
from .flypix_errors import FlyPixError
from .transport import FLYPIX

log = logging.getLogger("geosense.flypix")

INLINE = ("visibility", "position", "selection")
LOCAL_VECTOR = "flypix-local-vector-"
KEEP_VECTORS = 8  # layers' annotations kept until a message shows whether they must travel
CACHE = 128  # artifacts fetched from FlyPix kept per client


def wrap(kind: str, data: Any) -> Dict[str, Any]:
    """The artifact data (a JSON object) that carries ``data`` of context kind ``kind``."""
    if kind == "suggestion" and isinstance(data, list):
        return {"type": "suggestion", "suggestions": data}
    if isinstance(data, dict):
        return data if kind == "data" else {**data, "type": kind}
    return {"type": kind, "value": data}


def reference(artifact_id: str) -> Dict[str, str]:
    return {"type": "data", "artifact_id": artifact_id}


class FlyPixUploads:
    """What the preparer and the transport share for one FlyPix client.

    Local layers' annotations are uploaded only when a message names a local
    layer (FlyPix's own vectors go as ids): until then :meth:`keep` holds them
    under a placeholder id. Fetched artifacts are cached.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: OrderedDict[str, Dict[str, Any]] = OrderedDict()
        self._uploaded: Dict[Tuple[str, str], str] = {}  # (session, placeholder) -> artifact id
        self._cache: OrderedDict[Tuple[str, str], Dict[str, Any]] = OrderedDict()

    def keep(self, vector_data: Dict[str, Any]) -> str:
        placeholder = LOCAL_VECTOR + uuid.uuid4().hex
        with self._lock:
            self._kept[placeholder] = vector_data
            while len(self._kept) > KEEP_VECTORS:
                self._kept.popitem(last=False)
        return placeholder

    def vector_artifact(self, client: FlyPixClient, session_id: str, placeholder: str,
                        on_sent: Optional[Callable[[int, str], None]] = None) -> Optional[str]:
        """The session's artifact for a kept local layer, uploaded the first time (None: not kept).
        ``on_sent(bytes, url)`` only when it is uploaded now."""
        with self._lock:
            done = self._uploaded.get((session_id, placeholder))
            data = self._kept.get(placeholder)
        if done is not None:
            return done
        if data is None:
            return None
        artifact_id = client.create_artifact(session_id, wrap("vector", data), on_sent=on_sent)
        with self._lock:
            self._uploaded[(session_id, placeholder)] = artifact_id  # kept too: a replaced session uploads again
        return artifact_id

    def kept(self, placeholder: str) -> Optional[Dict[str, Any]]:
        with self._lock:
            return self._kept.get(placeholder)

    def forget(self, placeholder: str) -> None:
        """A FlyPix vector's annotations never travel: drop them."""
        with self._lock:
            self._kept.pop(placeholder, None)

    def cached(self, session_id: str, artifact_id: str) -> Optional[Dict[str, Any]]:
        with self._lock:
            return self._cache.get((session_id, artifact_id))

    def remember(self, session_id: str, artifact_id: str, body: Dict[str, Any]) -> None:
        with self._lock:
            self._cache[(session_id, artifact_id)] = body
            while len(self._cache) > CACHE:
                self._cache.popitem(last=False)

    def fetch(self, client: FlyPixClient, session_id: str, artifact_id: str) -> Dict[str, Any]:
        found = self.cached(session_id, artifact_id)
        if found is None:
            found = client.get_artifact(session_id, artifact_id)
            self.remember(session_id, artifact_id, found)
        return found


def _appender(sent: List[Tuple[int, str]]) -> Callable[[int, str], None]:
    """``on_sent`` that notes each ``(bytes, url)`` in ``sent``."""
    return lambda size, url: sent.append((size, url))


def outgoing_contexts(client: FlyPixClient, uploads: FlyPixUploads, session_id: str, frame: Dict[str, Any],
                      is_flypix_vector: Callable[[str], bool],
                      report: Optional[Callable[[SentPiece], None]] = None
                      ) -> Tuple[List[str], List[Dict[str, str]]]:
    """``(vector_ids, context)`` of a ``chat_message`` frame, uploading what has to travel as artifacts.

    ``report(piece)``: each artifact uploaded (with the bytes of its request), or skipped
    because this session holds it already, as soon as FlyPix has it.
    """
    vector_ids: List[str] = []
    local: List[Dict[str, Any]] = []
    context: List[Dict[str, str]] = []

    def tell(kind: str, data: Any, artifact_id: str, sent: List[Tuple[int, str]], vector_id: str = "") -> None:
        if report is not None:
            report(SentPiece("upload", sum(n for n, _ in sent), sent[-1][1] if sent else "", body=data,
                             backend=FLYPIX, kind=kind, artifact_id=artifact_id, reused=not sent,
                             vector_id=vector_id))

    def upload(kind: str, data: Dict[str, Any]) -> str:
        sent: List[Tuple[int, str]] = []
        try:
            artifact_id = client.create_artifact(session_id, data, on_sent=_appender(sent))
        except FlyPixError:
            if sent:  # it reached FlyPix, which refused it: it left all the same
                tell(kind, data, "", sent)
            raise
        tell(kind, data, artifact_id, sent)
        return artifact_id
    for vector in frame.get("vectors") or []:
        vid = vector.get("id") if isinstance(vector, dict) else None
        if not isinstance(vid, str) or not vid:
            continue
        if is_flypix_vector(vid):
            if vid not in vector_ids:
                vector_ids.append(vid)
            uploads.forget(str(vector.get("artifact_id") or ""))
            continue
        descriptor = dict(vector)
        placeholder = str(vector.get("artifact_id") or "")
        if placeholder.startswith(LOCAL_VECTOR):
            sent: List[Tuple[int, str]] = []
            try:
                artifact_id = uploads.vector_artifact(client, session_id, placeholder, on_sent=_appender(sent))
            except FlyPixError:
                if sent:
                    tell("vector", uploads.kept(placeholder), "", sent, vid)
                raise
            if artifact_id is None:
                log.warning("local layer %s: its annotations are no longer at hand; sent without them", vid)
                descriptor.pop("artifact_id", None)
            else:
                descriptor["artifact_id"] = artifact_id
                context.append(reference(artifact_id))
                tell("vector", uploads.kept(placeholder), artifact_id, sent, vid)
        local.append(descriptor)
    if local:
        context.append(reference(upload("vectors", {"type": "vectors", "vectors": local})))
    for ctx in frame.get("contexts") or []:
        if not isinstance(ctx, dict) or not isinstance(ctx.get("type"), str):
            continue
        kind = ctx["type"]
        artifact_id = ctx.get("artifact_id")
        if kind in INLINE or not isinstance(artifact_id, str):
            body = {k: v for k, v in ctx.items() if k != "type"}
            context.append(reference(upload(kind, wrap(kind, body))))
        else:  # image, suggestion, data: uploaded by the preparer as data artifacts already
            context.append(reference(artifact_id))
    return vector_ids, context


def answer_contexts(client: FlyPixClient, uploads: FlyPixUploads, session_id: str, entries: Any
                    ) -> Tuple[List[Dict[str, Any]], List[str]]:
    """The dock's contexts for an answer's ``context`` entries, and the problems met fetching them."""
    contexts: List[Dict[str, Any]] = []
    problems: List[str] = []
    for entry in entries if isinstance(entries, list) else []:
        artifact_id = entry.get("artifact_id") if isinstance(entry, dict) else None
        if not isinstance(artifact_id, str) or not artifact_id:
            continue
        try:
            body = uploads.fetch(client, session_id, artifact_id)
        except FlyPixError as exc:
            problems.append(texts.text("artifact {0}: {1}", artifact_id, exc.message))
            continue
        data = body.get("artifact_data") or {}
        contexts.append(reference(artifact_id))
        kind = data.get("type")
        if kind == "suggestion":
            contexts.append({"type": "suggestion", "artifact_id": artifact_id})
        elif kind in INLINE:
            contexts.append(dict(data))
    return contexts, problems


class FlyPixArtifacts:
    """``create(type, data)`` / ``get(artifact_id)`` in the current GeoSense session.

    An :class:`~.artifacts.Uploader`, as :class:`~.artifacts.ArtifactClient` is (the message preparer's
    uploader, the dock's artifact fetcher); failures raise ``ArtifactError``.
    """

    def __init__(self, client: FlyPixClient, session_id: Callable[[], Optional[str]],
                 uploads: Optional[FlyPixUploads] = None,
                 on_written: Optional[Callable[[str, str, int, Any, str], None]] = None) -> None:
        self.client = client
        self._session_id = session_id
        self.uploads_state = uploads or FlyPixUploads()
        self.on_written = on_written  # (type, artifact_id, bytes, artifact_data, url) once FlyPix stored it
        self.uploads = 0
        self.uploaded_bytes = 0

    @property
    def base_url(self) -> str:  # the preparer's cache key: artifacts belong to one session
        return f"{self.client.base_url}/v2/geosense/{self._session_id() or '-'}"

    @property
    def token(self) -> Optional[str]:
        return None  # the client holds the sign-in

    @property
    def durable(self) -> bool:
        return True  # FlyPix stores the session's artifacts: a reconnection needs no new upload

    def _session(self) -> str:
        sid = self._session_id()
        if not sid:
            raise ArtifactError(texts.text("there is no GeoSense session with FlyPix yet (sign in and pick a project)"))
        return sid

    def create(self, artifact_type: str, artifact_data: Any, note: Optional[Dict[str, Any]] = None) -> str:
        """An :class:`~.artifacts.Uploader`'s ``create``; ``note`` is not kept (FlyPix's pieces are
        recorded as its requests go, :mod:`..sent_record`)."""
        if artifact_type == "vector" and isinstance(artifact_data, dict):
            return self.uploads_state.keep(artifact_data)  # uploaded when a message names that local layer
        sent: List[Tuple[int, str]] = []
        try:
            artifact_id = self.client.create_artifact(self._session(), wrap(artifact_type, artifact_data),
                                                      on_sent=_appender(sent))
        except FlyPixError as exc:
            raise ArtifactError(exc.message, exc.status) from exc
        self.uploads += 1
        size = sum(n for n, _ in sent)
        self.uploaded_bytes += size
        if self.on_written is not None:
            self.on_written(artifact_type, artifact_id, size, artifact_data, sent[-1][1] if sent else "")
        return artifact_id

    def get(self, artifact_id: str) -> Dict[str, Any]:
        try:
            return self.uploads_state.fetch(self.client, self._session(), artifact_id)
        except FlyPixError as exc:
            raise ArtifactError(exc.message, exc.status) from exc

    def close(self) -> None:
        """Nothing to close: the connection belongs to the client."""


if TYPE_CHECKING:  # mypy checks that both uploaders have the whole Uploader interface
    def _uploaders(agent: ArtifactClient, flypix: FlyPixArtifacts) -> List[Uploader]:
        return [agent, flypix]
