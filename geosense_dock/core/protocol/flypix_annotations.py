"""New annotations sent to FlyPix in batches: how a refusal is narrowed down, and the outcome.

FlyPix stores a batch of ``POST /v2/vectors/{id}/annotations`` whole or
refuses it whole (400). :func:`send_annotations` sends a payload through the
client's one-batch ``send`` and narrows a refusal down (:func:`refusal_scope`)
within :func:`request_budget` requests; :class:`StoredAnnotations` is what it
found: the stored ids, the refused polygons with their reasons, those FlyPix
may or may not have stored. No Qt, no QGIS, no network of its own.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple

from .. import texts
from .flypix_errors import Cancelled, FlyPixError, error_or

log = logging.getLogger("geosense.flypix")


@dataclass
class StoredAnnotations:
    """FlyPix's answer to new annotations: the ids of the stored ones, the refused ones with reasons.

    ``unsure``: indexes of the payload sent in a request whose answer could not
    be matched to it (another number of ids than polygons, none, no answer at
    all, a 500, 502 or 504): FlyPix may or may not have stored them; ``answered`` holds the ids those answers had.
    Read the vector back to settle them (:meth:`settle`) before offering any for retry.
    ``requests``: how many requests it took.
    """

    annotation_ids: List[int]
    errored: List[Tuple[int, str]]  # (index in the payload, FlyPix's reason)
    unsure: List[int] = field(default_factory=list)
    answered: List[int] = field(default_factory=list)
    requests: int = 0
    problem: str = ""  # why an answer was unclear (a timeout, a 5xx), "" when none was

    def stored_indexes(self, count: int) -> List[int]:
        """Indexes of the payload that were stored, in order (the ``annotation_ids`` follow them)."""
        refused = {index for index, _ in self.errored} | set(self.unsure)
        return [i for i in range(count) if i not in refused]

    def settle(self, count: int, found: Dict[int, int], reason: str) -> StoredAnnotations:
        """The outcome once the unsure indexes are known: ``found`` {index: id} were stored, the others not."""
        ids = dict(zip(self.stored_indexes(count), self.annotation_ids))
        errored = list(self.errored)
        for index in self.unsure:
            if index in found:
                ids[index] = found[index]
            else:
                errored.append((index, reason))
        order = sorted(ids)
        return StoredAnnotations([ids[i] for i in order], sorted(errored), [], [], self.requests, self.problem)


def maybe_stored(exc: FlyPixError) -> bool:
    """True when a request that failed so may still have been carried out (no answer, a 500, 502 or 504)."""
    if isinstance(exc, Cancelled) or exc.never_reached:
        return False
    return exc.code in ("TIMEOUT_ERROR", "NETWORK_ERROR") or exc.status in (500, 502, 504)


def request_budget(count: int) -> int:
    """Requests an accept of ``count`` polygons may take at most: 2·⌈log2 n⌉ + 3.

    Enough to find one refused polygon by halving (1 + 2·⌈log2 n⌉), or to send
    again without the polygons a refusal named; never one request per polygon.
    """
    return 2 * max(0, math.ceil(math.log2(max(1, count)))) + 3


PAYLOAD_ITEM = re.compile(r"^body\.payload\[(\d+)\]")
ITEM_WORDS = ("geometr", "polygon", "wkb", "confidence", "payload", "ring", "intersect")


def refusal_scope(exc: FlyPixError, size: int) -> Tuple[str, Dict[int, str]]:
    """What a refused annotations request says about its ``size`` polygons.

    * ``("named", {position: reason})``: ``errors[].location`` names the polygons it refused;
    * ``("some", {})``: some polygons are bad, which is not said (a 400 about geometries);
    * ``("batch", {})``: the reason applies to the whole request (the class, the vector,
      the sign-in, any other status, a detail that names no polygon): splitting cannot help.
    """
    if exc.status not in (400, 422):
        return "batch", {}
    named: Dict[int, str] = {}
    for location, message in zip(exc.locations, exc.messages):
        match = PAYLOAD_ITEM.match(location)
        if match is None:
            if not location.startswith("body.payload"):
                return "batch", {}  # e.g. body.class_id: every polygon is refused for it
            continue
        position = int(match.group(1))
        if position < size:
            why = "; ".join(part for part in (exc.detail, message) if part)
            named[position] = "; ".join(p for p in (named.get(position), why) if p) or error_or(exc)
    if named:
        return "named", named
    if exc.locations:
        return "some", {}
    words = " ".join([exc.detail] + exc.messages).lower()
    if "class" in words or not any(word in words for word in ITEM_WORDS):
        return "batch", {}
    return "some", {}

def stored_ids(body: Any, count: int) -> Optional[Dict[int, int]]:
    """{position in the batch: new id} of an annotations answer: the SDK's list of ids, in order.

    The ``{annotation_ids, errored: [{Index, Message}]}`` shape of FlyPix's file
    uploads is read too. None when the answer cannot be matched to the batch.
    """
    def ints(values: Any) -> Optional[List[int]]:
        if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return None
        return values

    listed = ints(body)
    if listed is not None:
        return dict(enumerate(listed)) if len(listed) == count else None
    if not isinstance(body, dict):
        return None
    stored = ints(body.get("annotation_ids") or [])
    refused = {e.get("Index") for e in body.get("errored") or [] if isinstance(e, dict)}
    positions = [i for i in range(count) if i not in refused]
    if stored is None or len(stored) != len(positions):
        return None
    return dict(zip(positions, stored))



def send_annotations(send: Callable[[List[int]], Any], count: int,
                     canceled: Optional[Callable[[], bool]] = None) -> StoredAnnotations:
    """Send ``count`` polygons with ``send(indexes)``, one batch per call, until each is stored or refused.

    ``send`` posts the polygons at those indexes of the payload and returns
    FlyPix's answer (it raises FlyPixError, Cancelled when a wait for a busy
    FlyPix was stopped). How a refusal reads decides what follows
    (:func:`refusal_scope`): polygons it names are left out and the rest is
    sent again; a refusal about some unnamed polygons is sent again in halves
    until each refused polygon is alone; a refusal for the whole request (the
    class, the vector) stops at once. At most :func:`request_budget` requests;
    what is left when it is spent is reported as refused with the reason it
    had. Once anything is stored (or may be), nothing is raised: what could not
    be sent is in ``errored``, what may have been stored in ``unsure``.
    """
    ids: Dict[int, int] = {}
    errored: Dict[int, str] = {}
    unsure: List[int] = []
    answered: List[int] = []
    problem = ""
    budget = request_budget(count)
    pending: List[Tuple[List[int], str]] = [(list(range(count)), "")]  # (indexes, why it was split)
    sent = 0

    def give_up(reason: str) -> None:
        for group, _why in pending:
            errored.update((i, reason) for i in group)
        pending.clear()

    while pending:
        group, why = pending.pop(0)
        if canceled is not None and canceled():
            pending.insert(0, (group, why))
            give_up(texts.text("cancelled"))
            break
        if sent >= budget:
            log.warning("FlyPix refused parts of %d annotation(s); %d request(s) sent, no more", count, sent)
            pending.insert(0, (group, why))
            give_up(why or texts.text("not sent"))
            break
        sent += 1
        try:
            body = send(group)
        except Cancelled:
            if not ids and not unsure and not errored and sent == 1:
                raise
            pending.insert(0, (group, why))
            give_up(texts.text("cancelled"))
            break
        except FlyPixError as exc:
            if maybe_stored(exc):  # FlyPix may have stored them: read back later, send nothing more
                log.warning("FlyPix's answer to %d annotation(s) is unclear: %s", len(group), exc)
                unsure.extend(group)
                problem = str(exc)
                give_up(error_or(exc))
                break
            scope, named = refusal_scope(exc, len(group))
            if scope == "batch":
                if not ids and not unsure and not errored and len(group) == count:
                    raise  # nothing stored: the whole request failed, FlyPix is unchanged
                pending.insert(0, (group, why))
                give_up(error_or(exc))  # the same reason for the rest: said once, not asked again
                break
            if scope == "named":
                errored.update((group[position], reason) for position, reason in named.items())
                rest = [i for position, i in enumerate(group) if position not in named]
                if rest:
                    pending.insert(0, (rest, error_or(exc)))
                continue
            if len(group) == 1:
                errored[group[0]] = error_or(exc)
                continue
            half = len(group) // 2
            pending[0:0] = [(group[:half], error_or(exc)), (group[half:], error_or(exc))]
            continue
        got = stored_ids(body, len(group))
        if got is None:  # another number of ids than polygons: which were stored is read back later
            log.warning("FlyPix answered %d annotation(s) with %r; reading the vector back", len(group),
                        body if not isinstance(body, list) else f"{len(body)} id(s)")
            unsure.extend(group)
            if isinstance(body, list):
                answered.extend(v for v in body if isinstance(v, int) and not isinstance(v, bool))
            continue
        for position, new_id in got.items():
            ids[group[position]] = new_id
        errored.update((i, texts.text("FlyPix did not store it")) for position, i in enumerate(group)
                       if position not in got)

    order = sorted(ids)
    return StoredAnnotations([ids[i] for i in order], sorted(errored.items()), sorted(unsure), answered, sent,
                             problem)
