"""What left the machine for one request, read from what was actually written.

The transports report each body they send, with its bytes, to the
:data:`SentSink` they are given (a :class:`SentPiece`), and the artifact client
reports each artifact when the agent has stored it
(:meth:`WireLedger.artifact_written`). The ledger turns a
written frame into a :class:`SentRecord`: the backend and URL (without any
user name, password or query), the message text, every shared layer with the
artifact it points to (uploaded for this request or reused by its hash), every
context, the map state and the bytes of each item. Nothing here is recomputed
from the map: an item the frame does not carry is not in the record. Pieces of
a request that come apart (FlyPix uploads, tool results) are added by
``sent_pieces.py``.

No Qt, no QGIS: the record is plain data (``to_dict``/``from_dict``) that the
conversation keeps with the message.
"""

from __future__ import annotations

import base64
import binascii
import json
import struct
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Dict, List, Optional
from urllib.parse import urlsplit, urlunsplit

# the wire names of a vector artifact's arrays and what they stand for
VECTOR_ARRAYS = {"ids": "id", "class_ids": "class", "confidences": "confidence", "areas": "area",
                 "polygons": "geometry"}
THUMBNAIL_KEY = "png_base64"  # kept in memory only (never written to the project)
MAX_COUNT = 1 << 53  # a byte count read back from a project is clamped to this


def _count(value: Any) -> int:
    """A byte count from a saved record: a finite number clamped to 0..MAX_COUNT; anything else is 0."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return 0
    if number != number or number in (float("inf"), float("-inf")):
        return 0
    return int(min(max(number, 0.0), float(MAX_COUNT)))


def saved_instant(value: Any, default: float = 0.0) -> float:
    """A time read back from a project: a finite number of plausible size, or ``default``."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return number if number == number and abs(number) < 1e12 else default


MAX_SAVED_LIST = 1000  # a list in a saved record's details keeps this many entries (and its length)


def saved_record(data: Dict[str, Any]) -> Dict[str, Any]:
    """A record read back from a project, without any thumbnail: the plugin never saves one, so an
    image there is not the screenshot that was sent (and could be built to exhaust memory). A list
    longer than ``MAX_SAVED_LIST`` keeps its first entries, and its length as ``<key>_count``."""
    items = data.get("items")
    if not isinstance(items, list):
        return data

    def details(raw: Dict[str, Any]) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        for key, value in raw.items():
            if key == THUMBNAIL_KEY:
                continue
            if isinstance(value, list) and len(value) > MAX_SAVED_LIST:
                out[key + "_count"] = len(value)
                value = value[:MAX_SAVED_LIST]
            out[key] = value
        return out

    out = dict(data)
    out["items"] = [dict(i, details=details(i["details"])) if isinstance(i, dict) and isinstance(
        i.get("details"), dict) else i for i in items]
    return out


def safe_url(url: str) -> str:
    """``url`` without user name, password, query or fragment (where a token could hide)."""
    try:
        parts = urlsplit(str(url))
    except ValueError:
        return ""
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = host + (f":{port}" if port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def json_size(value: Any) -> int:
    """Bytes of ``value`` as the transports write JSON (UTF-8, compact)."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def png_size(data_b64: Any) -> Optional[List[int]]:
    """``[width, height]`` from the header of a base64 PNG, or None."""
    if not isinstance(data_b64, str):
        return None
    try:
        head = base64.b64decode(data_b64[:44] + "=" * (-len(data_b64[:44]) % 4))
    except (binascii.Error, ValueError):
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return [int(width), int(height)]


def artifact_summary(artifact_type: str, data: Any, note: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    """What an artifact holds, in a few numbers (and the screenshot for the thumbnail).

    ``note``: what the plugin knows of where the values came from, for a vector
    artifact ``class_fields`` (the fields whose values went as the classes, named
    in ``attributes`` like any other field) and ``classes_left_out`` (the fields
    whose values would have gone as classes but may not: no class went), ``id_field``
    and ``confidence_field`` (the fields whose values went as the ids and the
    confidences, named in ``attributes`` too) and ``ids_left_out`` /
    ``confidences_left_out`` (a chosen field whose values may not go: QGIS
    feature ids and 1.0 went)."""
    out: Dict[str, Any] = {}
    note = note if isinstance(note, dict) else {}
    if artifact_type == "vector" and isinstance(data, dict):
        raw = data.get("data")
        arrays: Dict[str, Any] = raw if isinstance(raw, dict) else {}
        ids = arrays.get("ids")
        out["count"] = len(ids) if isinstance(ids, list) else 0
        classes = data.get("classes")
        out["classes"] = len(classes) if isinstance(classes, dict) else 0
        class_ids = arrays.get("class_ids")
        no_class = not out["classes"] and (not isinstance(class_ids, list) or all(c is None for c in class_ids))
        out["attributes"] = [VECTOR_ARRAYS[k] for k in VECTOR_ARRAYS
                             if k in arrays and not (k == "class_ids" and no_class)]
        extra = arrays.get("attributes")
        if isinstance(extra, dict):
            out["attributes"] += [str(k) for k in extra]
        fields = [str(n) for n in note.get("class_fields") or [] if n] if not no_class else []
        if fields:
            out["class_fields"] = fields
            out["attributes"] += [n for n in fields if n not in out["attributes"]]
        left_out = [str(n) for n in note.get("classes_left_out") or [] if n]
        if left_out:
            out["classes_left_out"] = left_out
        for key, array in (("id_field", "ids"), ("confidence_field", "confidences")):
            name = note.get(key)
            if isinstance(name, str) and name and array in arrays:
                out[key] = name
                if name not in out["attributes"]:
                    out["attributes"].append(name)
        for key in ("ids_left_out", "confidences_left_out"):
            name = note.get(key)
            if isinstance(name, str) and name:
                out[key] = name
    elif artifact_type == "image" and isinstance(data, dict):
        out["size"] = png_size(data.get("data"))
        out["mime"] = str(data.get("mime", ""))
        out["bbox"] = data.get("bbox")
        out["crs"] = data.get("crs")
        if isinstance(data.get("data"), str):
            out[THUMBNAIL_KEY] = data["data"]
    elif artifact_type == "suggestion":
        out["count"] = len(data) if isinstance(data, list) else 0
    elif isinstance(data, dict):
        out["keys"] = sorted(str(k) for k in data)[:20]
    return out


@dataclass
class ArtifactWrite:
    artifact_id: str
    type: str
    bytes: int
    url: str
    written_at: float
    summary: Dict[str, Any] = field(default_factory=dict)


@dataclass
class SentPiece:
    """One body a transport wrote, as it went: reported to a :data:`SentSink` when it was sent.

    ``what``: ``message`` (the WebSocket frame or HTTP body of a ``chat_message``), ``upload``
    (an artifact the transport uploaded for it), ``tool_result`` or ``approval`` (the answer to an
    approval request, the frame or the resume request's body); ``bytes``: the bytes of that
    frame or request body; ``body``: the JSON written (an upload: its artifact data); ``kind``: what
    an upload holds (``vector``, ``vectors``, ``visibility``, ...); ``reused``: an upload skipped
    because the agent holds that artifact already (nothing was sent, ``bytes`` is 0).
    """

    what: str
    bytes: int
    url: str
    body: Any = None
    backend: str = ""
    kind: str = ""
    artifact_id: str = ""
    reused: bool = False
    vector_id: str = ""  # an upload of a layer's annotations: the layer's vector id


# What a transport is given to report its writes: ``sink(frame, piece)``, ``frame`` being the client
# frame handed to ``send()`` that the piece belongs to. Called from the transport's worker thread.
SentSink = Callable[[Dict[str, Any], SentPiece], None]


@dataclass
class SentItem:
    """One thing that went with the request."""

    kind: str  # text | state | layer | visibility | position | selection | image | suggestion | data | flag
    bytes: int  # its share of the frame
    artifact_id: str = ""
    artifact_bytes: int = 0  # uploaded for this request (0 when reused)
    artifact_state: str = ""  # uploaded | reused | "" (no artifact)
    details: Dict[str, Any] = field(default_factory=dict)
    own_bytes: int = 0  # a frame of its own that went later in the turn (a tool result, an approval answer)

    @property
    def total_bytes(self) -> int:
        return self.bytes + self.artifact_bytes + self.own_bytes


@dataclass
class SentRecord:
    backend: str
    url: str
    frame_bytes: int
    sent_at: float
    items: List[SentItem] = field(default_factory=list)
    artifact_url: str = ""
    contexts: List[Dict[str, Any]] = field(default_factory=list)  # the frame's contexts, as written

    @property
    def total_bytes(self) -> int:
        return self.frame_bytes + sum(i.artifact_bytes + i.own_bytes for i in self.items)

    def items_of(self, kind: str) -> List[SentItem]:
        return [i for i in self.items if i.kind == kind]

    def to_dict(self, keep_thumbnail: bool = True) -> Dict[str, Any]:
        data = asdict(self)
        if not keep_thumbnail:
            for item in data["items"]:
                item["details"].pop(THUMBNAIL_KEY, None)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Optional[SentRecord]:
        if not isinstance(data, dict):
            return None
        try:
            items = [SentItem(kind=str(i["kind"]), bytes=_count(i.get("bytes", 0)),
                              artifact_id=str(i.get("artifact_id", "")),
                              artifact_bytes=_count(i.get("artifact_bytes", 0)),
                              artifact_state=str(i.get("artifact_state", "")),
                              details=i["details"] if isinstance(i.get("details"), dict) else {},
                              own_bytes=_count(i.get("own_bytes", 0)))
                     for i in data.get("items") or [] if isinstance(i, dict)]
            contexts = [c for c in data.get("contexts") or [] if isinstance(c, dict)]
            return cls(backend=str(data.get("backend", "")), url=str(data.get("url", "")),
                       frame_bytes=_count(data.get("frame_bytes", 0)), sent_at=saved_instant(data.get("sent_at", 0.0)),
                       items=items, artifact_url=str(data.get("artifact_url", "")), contexts=contexts)
        except (KeyError, TypeError, ValueError, OverflowError):
            return None


def layer_details(vector: Dict[str, Any]) -> Dict[str, Any]:
    """What a ``vectors`` entry (section 3) says of its layer."""
    classes = vector.get("classes")
    return {"name": str(vector.get("name", "")), "vector_id": str(vector.get("id", "")),
            "source": str(vector.get("source", "")),
            "class_names": [str(c.get("name", "")) for c in classes or [] if isinstance(c, dict)]
            if isinstance(classes, list) else []}


def context_item(context: Dict[str, Any], share: Optional[int] = None,
                 names: Optional[Dict[str, str]] = None) -> SentItem:
    """The item of one context (section 4 shape); ``share``: its bytes in the request (default: its size);
    ``names``: vector id -> layer name, to name the layer of each filter."""
    kind = str(context.get("type", ""))
    item = SentItem(kind if kind in ("visibility", "position", "selection", "image", "suggestion", "data")
                    else "data", json_size(context) if share is None else share)
    if kind == "selection":
        item.details = {key: len(context.get(key) or []) for key in ("annotations", "regions", "suggestions")}
    elif kind == "position":
        item.details = {"bbox": context.get("bbox"), "crs": context.get("crs")}
    elif kind == "visibility":
        vectors = [v for v in context.get("vectors") or [] if isinstance(v, dict)]
        item.details = {"visible": sum(1 for v in vectors if v.get("visible")),
                        "hidden": sum(1 for v in vectors if not v.get("visible")),
                        "hidden_classes": sum(len(v.get("hidden_classes") or []) for v in vectors),
                        "filters": sum(1 for v in vectors if v.get("filter")),
                        # the filter text went in full: the record shows it in full
                        "filter_texts": [[(names or {}).get(str(v.get("id", "")), str(v.get("id", ""))),
                                          str(v.get("filter"))] for v in vectors if v.get("filter")]}
    return item


class WireLedger:
    """Artifacts written to the agent, and the records of written frames. Thread-safe."""

    def __init__(self, keep: int = 2000) -> None:
        self._lock = threading.Lock()
        self._artifacts: Dict[str, ArtifactWrite] = {}
        self._fresh: List[str] = []  # written since the last frame
        self._keep = keep

    def artifact_written(self, artifact_type: str, artifact_id: str, payload_bytes: int, artifact_data: Any,
                         url: str = "", note: Optional[Dict[str, Any]] = None) -> None:
        write = ArtifactWrite(str(artifact_id), str(artifact_type), int(payload_bytes), safe_url(url), time.time(),
                              artifact_summary(artifact_type, artifact_data, note))
        with self._lock:
            self._artifacts[write.artifact_id] = write
            self._fresh.append(write.artifact_id)
            if len(self._artifacts) > self._keep:  # oldest first (dicts keep insertion order)
                for old in list(self._artifacts)[: len(self._artifacts) - self._keep]:
                    del self._artifacts[old]

    def take_fresh(self) -> List[str]:
        """The artifacts written since the last frame (for a request whose record its transport builds)."""
        with self._lock:
            fresh, self._fresh = self._fresh, []
        return fresh

    def artifact(self, artifact_id: str) -> Optional[ArtifactWrite]:
        with self._lock:
            return self._artifacts.get(artifact_id)

    def frame_written(self, frame: Dict[str, Any], payload_bytes: int, url: str, backend: str) -> SentRecord:
        """The record of a written ``chat_message`` frame (WebSocket form, or the HTTP body)."""
        with self._lock:
            fresh, self._fresh = set(self._fresh), []
            known = dict(self._artifacts)
        record = SentRecord(backend=backend, url=safe_url(url), frame_bytes=int(payload_bytes), sent_at=time.time())
        text = frame.get("content", frame.get("message", ""))
        record.items.append(SentItem("text", json_size(text), details={"characters": len(str(text))}))
        state = frame.get("initialState")
        if isinstance(state, dict):
            listed = state.get("layers")
            layers: List[Any] = listed if isinstance(listed, list) else []
            record.items.append(SentItem("state", json_size(state), details={
                "view": state.get("viewState"),
                "layer_names": [str(lyr.get("name", "")) for lyr in layers if isinstance(lyr, dict)]}))

        def attach(item: SentItem, artifact_id: Any) -> SentItem:
            if not isinstance(artifact_id, str) or not artifact_id:
                return item
            item.artifact_id = artifact_id
            write = known.get(artifact_id)
            if write is not None:
                if not record.artifact_url:
                    record.artifact_url = write.url
                item.details.update(write.summary)
                item.details["artifact_size"] = write.bytes
            if artifact_id in fresh and write is not None:
                item.artifact_state, item.artifact_bytes = "uploaded", write.bytes
            else:
                item.artifact_state = "reused"
            return item

        for vector in frame.get("vectors") or []:
            if not isinstance(vector, dict):
                continue
            record.items.append(attach(SentItem("layer", json_size(vector), details=layer_details(vector)),
                                       vector.get("artifact_id")))
        names = {str(v.get("id", "")): str(v.get("name", "")) for v in frame.get("vectors") or []
                 if isinstance(v, dict) and v.get("name")}
        contexts = [c for c in frame.get("contexts") or [] if isinstance(c, dict)]
        record.contexts = json.loads(json.dumps(contexts))  # a copy, as written
        for context in contexts:
            record.items.append(attach(context_item(context, names=names), context.get("artifact_id")))
        if "allowBackendTools" in frame:
            record.items.append(SentItem("flag", json_size(bool(frame["allowBackendTools"])),
                                         details={"allow_backend_tools": bool(frame["allowBackendTools"])}))
        return record
