"""Where an accepted feature came from: the provenance record and the book that keeps them.

A :class:`Provenance` says which answer suggested a feature (conversation and
message ids, a short excerpt of the agent's text), which backend answered,
when the feature was accepted, with which confidence and by whom, and whether
it was edited since. A :class:`ProvenanceBook` keeps them per QGIS layer id and
feature id. The book is read from worker threads (the expression function runs
in QGIS's render threads), so every access holds its lock; records are never
changed in place once stored (``replace`` swaps them).

A large project entry is read off the GUI thread
(:meth:`ProvenanceBook.load_json_in_background`), so that opening a project
does not pay for it: until it is read, every access to the book waits for it
(at most the time the read takes). The parse itself goes in small steps
(:func:`stepwise_loads`): one long ``json.loads`` would hold Python's GIL, and
so stop the GUI thread's Python, for its whole length.

No Qt, no QGIS: the map side (``map/provenance.py``) follows the layers' edit
signals and the project file; this module only keeps, checks and encodes.
"""

from __future__ import annotations

import json
import logging
import math
import re
import threading
from dataclasses import dataclass, fields, replace
from json.decoder import scanstring  # type: ignore[attr-defined]
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

from . import texts

log = logging.getLogger("geosense.provenance")

FORMAT_VERSION = 2  # 2: the answers' items once, under "answers"
EXCERPT_CHARS = 160
EXCERPT_SOURCE_CHARS = 64 * 1024  # the excerpt is made from the start of the answer's markup only
MAX_TEXT = 2000  # any string read back from a project file is cut to this
MAX_RECORDS = 2_000_000  # records read back from one project file, at most
# A longer project entry is not parsed at all (its size is checked before any parsing). The plugin
# never writes a longer one (ProvenanceBook.to_entry): about 30,000 accepted features at the
# ~130 characters one record takes; reading one this long takes under a second on an idle
# machine (bench/bench_crafted_projects.py measures it against a plain project of the same size).
MAX_ENTRY_CHARS = 4 * 1024 * 1024
# An entry at least this long is read on a worker thread (a shorter one at once: it costs little).
BACKGROUND_CHARS = 256 * 1024
LOAD_WAIT = 60.0  # seconds an access waits for a read in the background, at most

# the items one answer gives all the features accepted from it (written once per answer)
ANSWER_KEYS = ("conversation_id", "message_uid", "message_id", "excerpt", "backend", "url")

# what ``value(key)`` (and the expression function) answers to
KEYS = ("suggested", "summary", "conversation_id", "message_uid", "message_id", "excerpt", "backend", "url",
        "accepted_at", "accepted_by", "confidence", "edited", "edited_at", "annotation_id")


@dataclass(frozen=True)
class Provenance:
    conversation_id: str = ""
    message_uid: str = ""  # the plugin's own id of the answer (unique even when an agent reuses message ids)
    message_id: str = ""  # the agent's message id
    excerpt: str = ""  # the start of the answer's text, plain
    backend: str = ""  # e.g. "websocket", "sse", "flypix"
    url: str = ""  # where the message went, without user name, password or query
    accepted_at: str = ""  # ISO 8601, UTC
    accepted_by: str = ""  # the QGIS user name
    confidence: Optional[float] = None
    edited_at: str = ""  # ISO 8601 of the first edit after the accept, "" when never edited
    annotation_id: str = ""  # FlyPix's id, for features accepted into a FlyPix vector

    @property
    def edited(self) -> bool:
        return bool(self.edited_at)

    def value(self, key: str) -> Any:
        """One item by name (see :data:`KEYS`); None for an unknown key."""
        if key == "suggested":
            return True
        if key == "summary":
            return self.summary()
        if key == "edited":
            return self.edited
        if key in KEYS:
            return getattr(self, key)
        return None

    def summary(self) -> str:
        """One line for Identify, forms and tooltips."""
        when = self.accepted_at.replace("T", " ")[:16] + " UTC" if self.accepted_at else "?"
        who = self.accepted_by or "?"
        if self.confidence is not None:
            line = texts.text("Suggested by GeoSense · “{0}” · confidence {1:.2f} · accepted by {2} on {3}",
                              self.excerpt, self.confidence, who, when)
        else:
            line = texts.text("Suggested by GeoSense · “{0}” · accepted by {1} on {2}", self.excerpt, who, when)
        if self.backend and self.edited:
            return texts.text("{0} · via {1} · edited since", line, self.backend)
        if self.backend:
            return texts.text("{0} · via {1}", line, self.backend)
        if self.edited:
            return texts.text("{0} · edited since", line)
        return line

    def to_dict(self) -> Dict[str, Any]:
        out = {}
        for name in FIELD_NAMES:
            value = getattr(self, name)
            if value is not None and value != "":
                out[name] = value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> Provenance:
        """A record from stored JSON; ValueError when it is not one."""
        return cls(**cls.checked_values(data))

    @staticmethod
    def checked_values(data: Any) -> Dict[str, Any]:
        """The fields of a record from stored JSON, checked and made inert; ValueError when it is not one."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        values: Dict[str, Any] = {}
        for name, raw in data.items():
            if raw is None or name not in FIELD_SET:
                continue
            if name == "confidence":
                if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not math.isfinite(raw) \
                        or not 0 <= raw <= 1:
                    raise ValueError("confidence is not a number in [0, 1]")
                values[name] = float(raw)
            elif isinstance(raw, str):
                values[name] = inert(raw if len(raw) <= MAX_TEXT else raw[:MAX_TEXT])
            elif isinstance(raw, int) and not isinstance(raw, bool):
                values[name] = str(raw)
            else:
                raise ValueError(f"{name} is not text")
        return values


FIELD_NAMES = tuple(f.name for f in fields(Provenance))
FIELD_SET = frozenset(FIELD_NAMES)


INERT = str.maketrans({"<": "\u2039", ">": "\u203a", "&": "\uff06"})  # look-alikes no viewer reads as markup


def inert(text: str) -> str:
    """``text`` with ``< > &`` as look-alike characters: QGIS's Identify Results renders values as HTML."""
    return str(text).translate(INERT)


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The start of ``text`` on one line (markup characters made inert), cut at a word with an ellipsis."""
    flat = inert(" ".join(str(text).split()))
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0] or flat[:limit]
    return cut.rstrip(" ,;:.") + "…"


_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()


def _skip(text: str, idx: int) -> int:
    """The index after the whitespace at ``idx``."""
    match = _WS.match(text, idx)
    return match.end() if match is not None else idx


def _value(text: str, idx: int, depth: int) -> Tuple[Any, int]:
    idx = _skip(text, idx)
    ch = text[idx:idx + 1]
    if depth > 0 and ch in ("{", "["):
        close = "}" if ch == "{" else "]"
        out: Any = {} if ch == "{" else []
        idx = _skip(text, idx + 1)
        if text[idx:idx + 1] == close:
            return out, idx + 1
        while True:
            if ch == "{":
                if text[idx:idx + 1] != '"':
                    raise ValueError(f"Expecting property name enclosed in double quotes: char {idx}")
                key, idx = scanstring(text, idx + 1)
                idx = _skip(text, idx)
                if text[idx:idx + 1] != ":":
                    raise ValueError(f"Expecting ':' delimiter: char {idx}")
                out[key], idx = _value(text, idx + 1, depth - 1)
            else:
                item, idx = _value(text, idx, depth - 1)
                out.append(item)
            idx = _skip(text, idx)
            sep = text[idx:idx + 1]
            if sep == close:
                return out, idx + 1
            if sep != ",":
                raise ValueError(f"Expecting ',' delimiter: char {idx}")
            idx = _skip(text, idx + 1)
    try:
        return _DECODER.scan_once(text, idx)  # type: ignore[attr-defined]
    except StopIteration as exc:
        raise ValueError(f"Expecting value: char {exc.value}") from None


def stepwise_loads(text: str, depth: int = 3) -> Any:
    """``json.loads(text)`` in small steps: the objects and arrays of the first ``depth`` levels are
    walked here, each value below them is read by ``json``'s own scanner (a short C call). Same result,
    same errors (ValueError); Python can switch threads between the steps."""
    value, end = _value(text, 0, depth)
    if _skip(text, end) != len(text):
        raise ValueError(f"Extra data: char {end}")
    return value


class ProvenanceBook:
    """``layer id → feature id → Provenance``, safe to read from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._ready = threading.Event()  # cleared while a project entry is read in the background
        self._ready.set()
        self._ticket = 0  # the read in the background whose result counts (a newer read or a clear wins)
        self._layers: Dict[str, Dict[int, Provenance]] = {}
        # records of features a server names (FlyPix: vector id → annotation id → record); they outlive
        # the layer's feature ids, since a FlyPix layer is loaded anew from the server
        self._external: Dict[str, Dict[str, Provenance]] = {}

    def _held(self) -> threading.Lock:
        """The lock, once a read in the background is done (every access but :meth:`clear` waits for it)."""
        if not self._ready.is_set() and not self._ready.wait(LOAD_WAIT):
            log.warning("the provenance saved in the project is still being read")
        return self._lock

    @property
    def loading(self) -> bool:
        """True while a project entry is read in the background."""
        return not self._ready.is_set()

    def wait_loaded(self, timeout: Optional[float] = None) -> bool:
        return self._ready.wait(timeout)

    # ------------------------------------------------------------ reading (any thread)
    def get(self, layer_id: str, fid: int) -> Optional[Provenance]:
        with self._held():
            layer = self._layers.get(layer_id)
            return layer.get(int(fid)) if layer else None

    def layer(self, layer_id: str) -> Dict[int, Provenance]:
        """A copy of one layer's records."""
        with self._held():
            return dict(self._layers.get(layer_id, {}))

    def layer_ids(self) -> List[str]:
        with self._held():
            return [lid for lid, recs in self._layers.items() if recs]

    def count(self, layer_id: Optional[str] = None) -> int:
        with self._held():
            if layer_id is not None:
                return len(self._layers.get(layer_id, {}))
            return sum(len(r) for r in self._layers.values())

    # ------------------------------------------------------------ changing (GUI thread)
    def put(self, layer_id: str, records: Dict[int, Provenance]) -> None:
        with self._held():
            self._layers.setdefault(layer_id, {}).update({int(k): v for k, v in records.items()})

    def pop(self, layer_id: str, fids: Iterable[int]) -> Dict[int, Provenance]:
        """Remove and return the records of ``fids`` (those that had one)."""
        out: Dict[int, Provenance] = {}
        with self._held():
            layer = self._layers.get(layer_id)
            if not layer:
                return out
            for fid in fids:
                rec = layer.pop(int(fid), None)
                if rec is not None:
                    out[int(fid)] = rec
        return out

    def move(self, layer_id: str, moves: Dict[int, int]) -> None:
        """Feature ids changed (a commit gives the buffer's temporary ids their real ones)."""
        with self._held():
            layer = self._layers.get(layer_id)
            if not layer:
                return
            taken = {old: layer.pop(old) for old in moves if old in layer}
            for old, rec in taken.items():
                layer[int(moves[old])] = rec

    def mark_edited(self, layer_id: str, fid: int, when: str) -> bool:
        """Note the first edit of a feature with provenance; True when it had one."""
        with self._held():
            layer = self._layers.get(layer_id)
            rec = layer.get(int(fid)) if layer else None
            if rec is None or layer is None:
                return False
            if not rec.edited:
                layer[int(fid)] = replace(rec, edited_at=when)
            return True

    def put_external(self, source: str, records: Dict[str, Provenance]) -> None:
        with self._held():
            self._external.setdefault(source, {}).update({str(k): v for k, v in records.items()})

    def external(self, source: str) -> Dict[str, Provenance]:
        with self._held():
            return dict(self._external.get(source, {}))

    def drop_layer(self, layer_id: str) -> None:
        with self._held():
            self._layers.pop(layer_id, None)

    def clear(self) -> None:
        """Forget every record (and a read still running in the background)."""
        with self._lock:
            self._ticket += 1
            self._layers = {}
            self._external = {}
            self._ready.set()

    # ------------------------------------------------------------ the project file
    def to_entry(self, layer_ids: Optional[Iterable[str]] = None,
                 max_chars: int = MAX_ENTRY_CHARS) -> Tuple[str, int]:
        """(the project entry, how many records were left out of it): at most ``max_chars`` long,
        so that it is read back; when the records do not fit, the most recently accepted ones are kept."""
        wanted = list(layer_ids) if layer_ids is not None else None
        text = self.to_json(wanted)
        if len(text) <= max_chars:
            return text, 0
        with self._held():
            every: List[Tuple[str, int, str, Any]] = [
                (rec.accepted_at, 0, lid, fid) for lid, recs in self._layers.items()
                     if wanted is None or lid in wanted for fid, rec in recs.items() if fid >= 0]
            every += [(rec.accepted_at, 1, src, key) for src, recs in self._external.items()
                      for key, rec in recs.items()]
        every.sort(reverse=True)
        keep = len(every)
        while keep > 0 and len(text) > max_chars:
            keep = min(keep - 1, int(keep * max_chars / len(text) * 0.97))
            kept = every[:max(0, keep)]
            text = self.to_json(wanted, only={(kind, group, key) for _at, kind, group, key in kept})
        return text, len(every) - max(0, keep)

    def to_json(self, layer_ids: Optional[Iterable[str]] = None, only: Optional[set] = None) -> str:
        """The records of real (committed) features: temporary ids of an edit buffer mean nothing later.

        What one answer contributes (ids, excerpt, backend, URL) is written once under ``answers``; each
        record names its answer (``"a"``) and adds its own items.
        """
        with self._held():
            wanted = set(layer_ids) if layer_ids is not None else None
            layers = {lid: sorted((fid, rec) for fid, rec in recs.items() if fid >= 0
                                  and (only is None or (0, lid, fid) in only))
                      for lid, recs in self._layers.items() if wanted is None or lid in wanted}
            external = {src: sorted((key, rec) for key, rec in recs.items()
                                    if only is None or (1, src, key) in only)
                        for src, recs in self._external.items() if recs}
            external = {src: recs for src, recs in external.items() if recs}
        answers: Dict[Tuple[str, ...], str] = {}

        def encode(rec: Provenance) -> Dict[str, Any]:
            data = rec.to_dict()
            answer = tuple(str(data.pop(k, "")) for k in ANSWER_KEYS)
            if any(answer):
                data["a"] = answers.setdefault(answer, str(len(answers)))
            return data

        out: Dict[str, Any] = {"version": FORMAT_VERSION}
        out["layers"] = {lid: {str(fid): encode(rec) for fid, rec in recs} for lid, recs in layers.items() if recs}
        if external:
            out["external"] = {src: {key: encode(rec) for key, rec in recs} for src, recs in external.items()}
        out["answers"] = {ref: {k: v for k, v in zip(ANSWER_KEYS, answer) if v} for answer, ref in answers.items()}
        return json.dumps(out, ensure_ascii=False, sort_keys=True)

    def load_json(self, text: str) -> Tuple[int, List[str]]:
        """Replace the book by ``text`` (a project entry): (records read, problems). Bad entries are skipped."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
        return self._apply(ticket, *self._parse(text))

    def load_json_in_background(self, text: str,
                                done: Callable[[int, List[str]], None] = lambda count, problems: None) -> bool:
        """Replace the book by ``text`` as :meth:`load_json` does, on a worker thread when ``text`` is long
        (at least :data:`BACKGROUND_CHARS`; until it is read, every access waits for it). ``done(count,
        problems)`` is called once it is read, on that worker thread (at once for a short entry), unless
        the book was cleared or loaded again meanwhile. True when the read went to the background."""
        with self._lock:
            self._ticket += 1
            ticket = self._ticket
            if not text or len(text) < BACKGROUND_CHARS or len(text) > MAX_ENTRY_CHARS:
                background = False
            else:
                background = True
                self._ready.clear()
                self._layers, self._external = {}, {}
        if not background:
            count, problems = self._apply(ticket, *self._parse(text))
            done(count, problems)
            return False

        def work() -> None:
            result: Optional[Tuple[int, List[str]]] = None
            try:
                result = self._apply(ticket, *self._parse(text))
            except Exception:  # noqa: BLE001 - a read that fails leaves the book empty, never waiting
                log.exception("reading the provenance saved in the project failed")
            finally:
                with self._lock:
                    if ticket == self._ticket:
                        self._ready.set()
            if result is not None and ticket == self._ticket:
                try:
                    done(*result)
                except RuntimeError:  # the one waiting for it is gone (the plugin was unloaded)
                    log.debug("the provenance was read after its reader went", exc_info=True)

        threading.Thread(target=work, name="geosense-provenance-read", daemon=True).start()
        return True

    def _apply(self, ticket: int, loaded: Dict[str, Dict[int, Provenance]], external: Dict[str, Dict[str, Provenance]],
               count: int, problems: List[str]) -> Tuple[int, List[str]]:
        with self._lock:
            if ticket != self._ticket:  # cleared or read again meanwhile: this read no longer counts
                return 0, []
            self._layers = loaded
            self._external = external
        for problem in problems:
            log.warning("%s", problem)
        return count, problems

    def _parse(self, text: str) -> Tuple[Dict[str, Dict[int, Provenance]], Dict[str, Dict[str, Provenance]],
                                          int, List[str]]:
        """``text`` read (any thread, touches nothing of the book): (layers, external, count, problems)."""
        problems: List[str] = []
        loaded: Dict[str, Dict[int, Provenance]] = {}
        external: Dict[str, Dict[str, Provenance]] = {}
        count = bad = 0
        data: Any = None
        if text and len(text) > MAX_ENTRY_CHARS:
            problems.append(texts.text("the provenance saved in the project is larger than {0} MiB and was not read",
                                       MAX_ENTRY_CHARS // (1024 * 1024)))
            text = ""
        if text:
            try:
                data = stepwise_loads(text)
            except (ValueError, RecursionError) as exc:
                problems.append(texts.text("the provenance saved in the project could not be read: {0}", exc))
            if data is not None and (not isinstance(data, dict) or not isinstance(data.get("layers"), dict)):
                problems.append(texts.text("the provenance saved in the project has an unknown shape"))
                data = None
        if isinstance(data, dict):
            raw_answers = data.get("answers")
            answers: Dict[str, Any] = raw_answers if isinstance(raw_answers, dict) else {}

            checked: Dict[str, Any] = {}  # answer ref -> its items checked once (or the ValueError they raise)

            def answer_values(ref: str) -> Dict[str, Any]:
                if ref not in checked:
                    answer = answers.get(ref)
                    try:
                        if not isinstance(answer, dict):
                            raise ValueError("names an unknown answer")
                        checked[ref] = Provenance.checked_values({k: answer.get(k) for k in ANSWER_KEYS})
                    except ValueError as exc:
                        checked[ref] = exc
                found = checked[ref]
                if isinstance(found, ValueError):
                    raise found
                return found

            def decode(raw: Any) -> Provenance:
                if isinstance(raw, dict) and "a" in raw:
                    own = Provenance.checked_values({k: v for k, v in raw.items() if k != "a"})
                    return Provenance(**{**answer_values(str(raw["a"])), **own})
                return Provenance.from_dict(raw)

            for section, into, key_of in (("layers", loaded, _fid), ("external", external, _external_key)):
                groups = data.get(section)
                for group, recs in (groups.items() if isinstance(groups, dict) else ()):
                    if not isinstance(recs, dict):
                        bad += 1
                        continue
                    for key, raw in recs.items():
                        if count >= MAX_RECORDS:
                            break
                        try:
                            into.setdefault(str(group), {})[key_of(key)] = decode(raw)  # type: ignore[index]
                        except (TypeError, ValueError):
                            bad += 1
                            continue
                        count += 1
            if bad:
                if bad == 1:
                    problems.append(texts.text("{0} provenance record in the project was unreadable and was skipped",
                                               bad))
                else:
                    problems.append(texts.text("{0} provenance records in the project were unreadable and were "
                                               "skipped", bad))
            if count >= MAX_RECORDS:
                problems.append(texts.text("only the first {0} provenance records were read", MAX_RECORDS))
        return loaded, external, count, problems


def _fid(key: Any) -> int:
    fid = int(key)
    if fid < 0:
        raise ValueError("negative feature id")
    return fid


def _external_key(key: Any) -> str:
    return str(key)[:MAX_TEXT]


def answer_origin(messages: List[Any], answer: Any, conversation_id: str, shown: Optional[str] = None
                  ) -> Dict[str, str]:
    """What a suggestion layer remembers of the answer it came from (``Message`` objects of
    :mod:`.conversation`): ids, an excerpt of its text, and the backend and URL of the request it
    answered, read from that request's record of what was sent. ``shown``: the answer's text as the user
    read it (references named, positions in degrees); else the plain text of its markup."""
    from .export import markup_plain_text

    backend = url = ""
    try:
        at = next(i for i, m in enumerate(messages) if m is answer)
    except StopIteration:
        at = len(messages)
    for msg in reversed(messages[:at]):
        if getattr(msg, "role", "") == "user" and isinstance(getattr(msg, "sent", None), dict) and msg.sent:
            backend, url = str(msg.sent.get("backend", "")), str(msg.sent.get("url", ""))
            break
    return {
        "conversation_id": str(conversation_id),
        "message_uid": str(getattr(answer, "uid", "")),
        "message_id": str(getattr(answer, "message_id", "")),
        "excerpt": excerpt(shown[:EXCERPT_SOURCE_CHARS] if shown is not None else
                           markup_plain_text(str(getattr(answer, "content", ""))[:EXCERPT_SOURCE_CHARS])),
        "backend": backend,
        "url": url,
    }
