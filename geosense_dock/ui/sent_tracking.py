"""Which message a written frame belongs to: the "Sent with this message" records as they are built.

The transports report what they wrote (a request's bytes, a FlyPix upload, a tool
result); :class:`SentTracking` knows which user message each frame was sent for and
folds what was written into that message's :class:`~..core.sent_record.SentRecord`
(``Message.sent``). Frames are keyed by identity (``id(frame)``, checked against the
frame itself) and at most :attr:`SentTracking.LIMIT` of them are kept: a frame never
written is not kept for ever. Each method that changed a message returns it (the
controller tells the view); no Qt here.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from ..core.conversation import Message
from ..core.sent_pieces import add_approval, add_flypix_message, add_tool_result, add_upload, empty_record
from ..core.sent_record import SentPiece, SentRecord, WireLedger


class SentTracking:
    LIMIT = 64

    def __init__(self, ledger: WireLedger) -> None:
        self.ledger = ledger
        self._awaiting_record: Dict[int, Tuple[Dict[str, Any], Message]] = {}  # one body: its record when written
        # several pieces (FlyPix messages, tool results into the record of the turn's message):
        # id(frame) -> (frame, message, record being built or None, artifacts the preparer uploaded for it)
        self._building: Dict[int, Tuple[Dict[str, Any], Message, Optional[SentRecord], List[str]]] = {}

    def await_written(self, frame: Dict[str, Any], msg: Message) -> None:
        """``frame`` goes out in one body: its record replaces ``msg.sent`` once written."""
        self._awaiting_record[id(frame)] = (frame, msg)

    def track(self, frame: Dict[str, Any], msg: Message, record: Optional[SentRecord], fresh: List[str]) -> None:
        """``frame`` goes out in pieces, each into ``record`` (None: into the record ``msg`` has)."""
        self._building[id(frame)] = (frame, msg, record, fresh)
        while len(self._building) > self.LIMIT:  # the oldest first
            del self._building[next(iter(self._building))]

    def forget(self, frame: Dict[str, Any]) -> None:
        """``frame`` was not sent (or this try of it is over): nothing more goes into its record."""
        self._awaiting_record.pop(id(frame), None)
        self._building.pop(id(frame), None)

    def clear(self) -> None:
        self._building.clear()

    def frame_written(self, frame: Any, record: SentRecord) -> Optional[Message]:
        """The request's bytes were written: its record goes with the message."""
        entry = self._awaiting_record.pop(id(frame), None)
        if entry is None or entry[0] is not frame:
            return None
        msg = entry[1]
        msg.sent = record.to_dict()
        msg.contexts = list(record.contexts)
        return msg

    def piece_sent(self, frame: Any, piece: SentPiece) -> Optional[Message]:
        """A piece of a request was sent (a FlyPix upload or message, a tool result): into its record."""
        entry = self._building.get(id(frame))
        if entry is None or entry[0] is not frame:
            return None
        _frame, msg, record, fresh = entry
        if piece.what in ("tool_result", "approval"):
            del self._building[id(frame)]
            record = (SentRecord.from_dict(msg.sent) if msg.sent else None) or empty_record(piece.backend, piece.url)
            (add_tool_result if piece.what == "tool_result" else add_approval)(record, piece)
        elif record is None:
            return None
        elif piece.what == "upload":
            add_upload(record, frame, piece)
        elif piece.what == "message":
            add_flypix_message(record, frame, piece, self.ledger, fresh)
        else:
            return None
        msg.sent = record.to_dict()
        return msg
