"""Records built piece by piece: FlyPix requests and tool results (docs/trust.md).

A WebSocket or HTTP ``chat_message`` is one body; its record is made at once
(:meth:`~.sent_record.WireLedger.frame_written`). Over FlyPix one message is
several requests (the artifacts the transport uploads, then the message), and a
turn may send ``tool_result`` frames after its message: each of these is a
:class:`~.sent_record.SentPiece` the transport reports when it was sent, and
the functions here add it to the record of the message it belongs to. No Qt.
"""

from __future__ import annotations

import time
from typing import Any, Dict, Iterable, List, Optional

from .sent_record import (
    SentItem,
    SentPiece,
    SentRecord,
    WireLedger,
    artifact_summary,
    context_item,
    json_size,
    layer_details,
    safe_url,
)

INLINE = ("visibility", "position", "selection")


def empty_record(backend: str, url: str = "") -> SentRecord:
    """A record that pieces fill (nothing in it yet)."""
    return SentRecord(backend=backend, url=safe_url(url), frame_bytes=0, sent_at=time.time())


def mark_not_delivered(record: SentRecord) -> int:
    """A FlyPix message that did not reach FlyPix goes again later: what its try sent (its uploads, which
    left all the same) stays in the record (not what sent nothing), each item marked with the try it went
    in (``details["try"]``, from 1) and ``not_delivered``; the next try's items follow. Returns the try."""
    tried = [int(i.details["try"]) for i in record.items if isinstance(i.details.get("try"), int)]
    number = max(tried, default=0) + 1
    # an item of this try for which nothing left (an upload reused by FlyPix) is not kept: nothing went
    record.items = [i for i in record.items if isinstance(i.details.get("try"), int) or i.total_bytes > 0]
    for item in record.items:
        if not isinstance(item.details.get("try"), int):
            item.details["try"] = number
            item.details["not_delivered"] = True
    return number


def _vectors_of(frame: Dict[str, Any]) -> List[Dict[str, Any]]:
    return [v for v in frame.get("vectors") or [] if isinstance(v, dict)]


def _vector(frame: Dict[str, Any], vector_id: str) -> Dict[str, Any]:
    return next((v for v in _vectors_of(frame) if str(v.get("id", "")) == vector_id), {"id": vector_id})


def _prepared_item(artifact_id: str, share: int, ledger: WireLedger, fresh: Iterable[str]) -> SentItem:
    """The item of an artifact the message preparer uploaded (a screenshot, sketches) or reused."""
    write = ledger.artifact(artifact_id)
    kind = write.type if write is not None else "data"
    item = SentItem(kind if kind in ("image", "suggestion", "data") else "data", share, artifact_id=artifact_id)
    if write is not None:
        item.details.update(write.summary)
        item.details["artifact_size"] = write.bytes
    if write is not None and artifact_id in set(fresh):
        item.artifact_state, item.artifact_bytes = "uploaded", write.bytes
    else:
        item.artifact_state = "reused"
    return item


def add_prepared(record: SentRecord, frame: Dict[str, Any], ledger: WireLedger, fresh: Iterable[str]) -> None:
    """What the message preparer uploaded for ``frame`` (``fresh``) before the transport took it over."""
    fresh = set(fresh)
    for context in frame.get("contexts") or []:
        artifact_id = context.get("artifact_id") if isinstance(context, dict) else None
        write = ledger.artifact(artifact_id) if isinstance(artifact_id, str) and artifact_id in fresh else None
        if write is not None:
            record.items.append(_prepared_item(write.artifact_id, 0, ledger, fresh))
            record.artifact_url = record.artifact_url or write.url


def add_upload(record: SentRecord, frame: Dict[str, Any], piece: SentPiece) -> None:
    """An artifact the transport uploaded (or truly skipped) for ``frame``'s request."""
    if not record.artifact_url and not piece.reused:
        record.artifact_url = safe_url(piece.url)
    body = piece.body if isinstance(piece.body, dict) else {}
    if piece.kind == "vector":
        item = SentItem("layer", 0, details=layer_details(_vector(frame, piece.vector_id)))
        item.details.update(artifact_summary("vector", body))
    elif piece.kind == "vectors":
        listed = [v for v in body.get("vectors") or [] if isinstance(v, dict)]
        item = SentItem("vectors", 0, details={"layer_names": [str(v.get("name", "")) for v in listed]})
    elif piece.kind in INLINE:
        item = context_item({**body, "type": piece.kind}, 0)
    else:
        item = SentItem("data", 0)
    item.artifact_id = piece.artifact_id
    if not piece.artifact_id and not piece.reused:
        item.details["refused"] = True  # it reached the server, which did not store it
    if piece.reused:
        item.artifact_state = "reused"
    else:
        item.artifact_state, item.artifact_bytes = "uploaded", int(piece.bytes)
        item.details["artifact_size"] = int(piece.bytes)
    record.items.append(item)


def add_flypix_message(record: SentRecord, frame: Dict[str, Any], piece: SentPiece, ledger: WireLedger,
                       fresh: Iterable[str]) -> None:
    """The FlyPix message request ``{user_message, vector_ids, context}`` was sent.

    ``fresh``: the artifacts the message preparer uploaded for this message (screenshots,
    sketches; :func:`add_prepared` listed them already); the others it references were
    uploaded before and are reused.
    """
    body = piece.body if isinstance(piece.body, dict) else {}
    fresh = set(fresh)
    record.frame_bytes += int(piece.bytes)
    if [i for i in record.items_of("text") if not i.details.get("not_delivered")]:
        return  # the same request sent again (a refused sign-in, a lost session): its bytes
    record.url = safe_url(piece.url)
    record.sent_at = time.time()
    text = body.get("user_message", "")
    head = [SentItem("text", json_size(text), details={"characters": len(str(text))})]
    for vector_id in body.get("vector_ids") or []:
        item = SentItem("layer", json_size(vector_id), details=layer_details(_vector(frame, str(vector_id))))
        item.details["flypix_vector"] = True  # only its id went: FlyPix holds the features
        head.append(item)
    record.items[:0] = head
    # what an earlier try (not delivered) uploaded is not what this message refers to: its reference
    # goes with this try's own item (a reused upload)
    uploaded = {i.artifact_id: i for i in record.items if i.artifact_id and not i.details.get("not_delivered")}
    for ref in body.get("context") or []:
        artifact_id = ref.get("artifact_id") if isinstance(ref, dict) else None
        if not isinstance(artifact_id, str):
            continue
        known = uploaded.get(artifact_id)
        if known is not None:
            known.bytes += json_size(ref)
            continue
        item = _prepared_item(artifact_id, json_size(ref), ledger, fresh)  # reused: uploaded for an earlier one
        record.items.append(item)
        uploaded[artifact_id] = item


def add_approval(record: SentRecord, piece: SentPiece) -> None:
    """The answer to an approval request of the turn (the frame, or the resume request's body)."""
    body = piece.body if isinstance(piece.body, dict) else {}
    record.items.append(SentItem("approval", 0, own_bytes=int(piece.bytes), details={
        "approved": bool(body.get("approved")),
        "approval_id": str(body.get("approvalId", body.get("approval_id", "")))}))


def add_tool_result(record: SentRecord, piece: SentPiece) -> None:
    """A ``tool_result`` frame answering a tool call of the turn."""
    frame = piece.body if isinstance(piece.body, dict) else {}
    layers: Optional[Any] = frame.get("layerState")
    state = [{"id": str(lyr.get("id", "")), "type": str(lyr.get("type", "")), "visible": bool(lyr.get("visible"))}
             for lyr in layers if isinstance(lyr, dict)] if isinstance(layers, list) else []
    record.items.append(SentItem("tool_result", 0, own_bytes=int(piece.bytes), details={
        "tool": str(frame.get("toolName", "")), "call_id": str(frame.get("callId", "")),
        "success": bool(frame.get("success")), "error": str(frame.get("error") or ""),
        "message_characters": len(str(frame.get("message", ""))), "layers": state}))
