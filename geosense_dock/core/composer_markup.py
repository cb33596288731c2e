"""What the user writes: plain text and reference chips, as the markup that is sent.

The composer holds a sequence of *segments*: plain strings the user typed and
:class:`Chip` objects (a feature, a layer, a class, or "and N more" features
that stand for a selection context). :func:`to_markup` turns them into the
message format of ``spec/geosense-message-format.txt``:

* text is escaped (``&``, ``<``, ``>``), so nothing typed can open a tag;
* a feature chip is ``<ref id="12" v="<vector id>" />``;
* a layer chip is ``<vector id="<vector id>" />``;
* a class chip is ``<class id="<class id>" project="<project>" />``;
* an "and N more" chip is its text; the features it stands for travel in the
  message's selection context (:func:`selection_of`).

:func:`segments_from_markup` reads such markup back (a message that could not
be sent returns to the composer). :func:`open_question` finds the question a
free-text reply answers. No Qt, no QGIS.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from .markup.writers import escape_attr, escape_text

REF = "ref"
VECTOR = "vector"
CLASS = "class"
MORE = "more"
KINDS = (REF, VECTOR, CLASS, MORE)

MAX_FEATURE_CHIPS = 20  # feature chips inserted at once; the rest become one "and N more" chip


@dataclass(frozen=True)
class Chip:
    """One reference in the composer.

    ``layer`` (the QGIS layer id) and ``fid`` (the QGIS feature id) are kept so the
    composer can tell when the feature is gone; they are never sent.
    """

    kind: str
    id: str = ""  # annotation id (ref), vector id (vector), class id (class)
    v: str = ""  # ref: the vector id of the feature's layer
    project: str = ""  # class: the project the class belongs to
    label: str = ""  # what the chip shows, e.g. "House 12"
    color: str = ""  # class colour "#rrggbb"
    layer: str = ""  # QGIS layer id (not sent)
    fid: Optional[int] = None  # QGIS feature id (not sent)
    annotations: Tuple[Tuple[int, str], ...] = ()  # more: (annotation id, vector id) of every feature

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown chip kind {self.kind!r}")

    @property
    def count(self) -> int:
        return len(self.annotations)

    def vector_ids(self) -> List[str]:
        """The vectors this chip refers to (the message must carry them)."""
        if self.kind == REF:
            return [self.v] if self.v else []
        if self.kind == VECTOR:
            return [self.id] if self.id else []
        if self.kind == MORE:
            out: List[str] = []
            for _ann, vid in self.annotations:
                if vid and vid not in out:
                    out.append(vid)
            return out
        return []

    def markup(self) -> str:
        if self.kind == REF:
            v = f' v="{escape_attr(self.v)}"' if self.v else ""
            return f'<ref id="{escape_attr(self.id)}"{v} />'
        if self.kind == VECTOR:
            return f'<vector id="{escape_attr(self.id)}" />'
        if self.kind == CLASS:
            project = f' project="{escape_attr(self.project)}"' if self.project else ""
            return f'<class id="{escape_attr(self.id)}"{project} />'
        return escape_text(self.label)

    def plain(self) -> str:
        """The chip as plain text (copying from the composer, accessibility)."""
        return self.label or self.id

    def key(self) -> Tuple:
        """Equal for chips that refer to the same thing."""
        return (self.kind, self.id, self.v, self.project, self.annotations)

    def to_json(self) -> str:
        data = {k: v for k, v in asdict(self).items() if v not in ("", None, ())}
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Optional[Chip]:
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                return None
            data["annotations"] = tuple((int(a), str(v)) for a, v in data.get("annotations", ()))
            if data.get("fid") is not None:
                data["fid"] = int(data["fid"])
            known = {f for f in cls.__dataclass_fields__}
            return cls(**{k: v for k, v in data.items() if k in known})
        except (TypeError, ValueError, KeyError):
            return None


Segment = Union[str, Chip]


def ref_chip(ann_id: int, vector_id: str, label: str = "", layer: str = "", fid: Optional[int] = None) -> Chip:
    return Chip(REF, id=str(int(ann_id)), v=vector_id, label=label or f"#{int(ann_id)}", layer=layer, fid=fid)


def vector_chip(vector_id: str, label: str = "", layer: str = "") -> Chip:
    return Chip(VECTOR, id=vector_id, label=label or vector_id, layer=layer)


def class_chip(class_id: str, project: str = "", label: str = "", color: str = "", layer: str = "") -> Chip:
    return Chip(CLASS, id=class_id, project=project, label=label or class_id, color=color, layer=layer)


def more_chip(annotations: Sequence[Tuple[int, str]], label: str) -> Chip:
    return Chip(MORE, label=label, annotations=tuple((int(a), str(v)) for a, v in annotations))


def feature_chips(features: Sequence[Chip], more_label, limit: int = MAX_FEATURE_CHIPS) -> List[Chip]:
    """Up to ``limit`` feature chips; beyond that one "and N more" chip for the rest.

    ``more_label(n)`` gives the text of that chip (translated by the caller).
    """
    features = list(features)
    if len(features) <= limit:
        return features
    shown, rest = features[:limit], features[limit:]
    return shown + [more_chip([(int(c.id), c.v) for c in rest], more_label(len(rest)))]


# -- segments <-> markup ------------------------------------------------------------------------


def normalized(segments: Iterable[Segment]) -> List[Segment]:
    """Adjacent strings joined, empty strings dropped."""
    out: List[Segment] = []
    for seg in segments:
        if isinstance(seg, str):
            if not seg:
                continue
            if out and isinstance(out[-1], str):
                out[-1] = out[-1] + seg
                continue
        out.append(seg)
    return out


def strip_segments(segments: Sequence[Segment]) -> List[Segment]:
    """Leading and trailing white space of the whole message removed."""
    segs = normalized(segments)
    if segs and isinstance(segs[0], str):
        segs[0] = segs[0].lstrip()
    if segs and isinstance(segs[-1], str):
        segs[-1] = segs[-1].rstrip()
    return normalized(segs)


def to_markup(segments: Iterable[Segment]) -> str:
    """The message as markup: text escaped, chips as reference elements."""
    return "".join(escape_text(s) if isinstance(s, str) else s.markup() for s in strip_segments(list(segments)))


def to_plain(segments: Iterable[Segment]) -> str:
    return "".join(s if isinstance(s, str) else s.plain() for s in segments)


def chips_of(segments: Iterable[Segment]) -> List[Chip]:
    return [s for s in segments if isinstance(s, Chip)]


CHIPS_MIME = "application/x-geosense-chips"  # JSON: a list of text strings and chip objects


def encode_segments(segments: Sequence[Segment]) -> bytes:
    """Segments as the ``CHIPS_MIME`` payload a drag or a copy carries to the composer."""
    data = [s if isinstance(s, str) else {"chip": s.to_json()} for s in segments]
    return json.dumps(data).encode("utf-8")


def decode_segments(raw: bytes) -> List[Segment]:
    """The segments of a ``CHIPS_MIME`` payload; nothing from one that cannot be read."""
    try:
        data = json.loads(bytes(raw).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return []
    out: List[Segment] = []
    for item in data if isinstance(data, list) else []:
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict) and isinstance(item.get("chip"), str):
            chip = Chip.from_json(item["chip"])
            if chip is not None:
                out.append(chip)
    return out


def referenced_vector_ids(segments: Iterable[Segment]) -> List[str]:
    """Vector ids of every referenced layer, in order of first mention."""
    out: List[str] = []
    for chip in chips_of(segments):
        for vid in chip.vector_ids():
            if vid not in out:
                out.append(vid)
    return out


def selection_of(segments: Iterable[Segment]) -> Optional[Dict[str, Any]]:
    """The selection context the "and N more" chips stand for (with the features shown as
    chips beside them), or ``None`` when the message has no such chip."""
    chips = chips_of(segments)
    if not any(c.kind == MORE for c in chips):
        return None
    seen = set()
    annotations = []
    for chip in chips:
        pairs = [(int(chip.id), chip.v)] if chip.kind == REF and chip.v else list(chip.annotations)
        for ann, vid in pairs:
            if (ann, vid) not in seen:
                seen.add((ann, vid))
                annotations.append({"id": ann, "v": vid})
    return {"type": "selection", "annotations": annotations, "regions": [], "suggestions": []}


_ENTITY = re.compile(r"&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);")
_CHIP_TAG = re.compile(r"<(ref|vector|class)((?:\s+[\w:-]+\s*=\s*\"[^\"]*\")*)\s*/>")
_ATTR = re.compile(r"([\w:-]+)\s*=\s*\"([^\"]*)\"")
_NAMED = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}


def unescape(text: str) -> str:
    def one(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in _NAMED:
            return _NAMED[name]
        try:
            code = int(name[2:], 16) if name.startswith("#x") else int(name[1:])
            return chr(code)
        except (ValueError, OverflowError):
            return match.group(0)

    return _ENTITY.sub(one, text)


def segments_from_markup(markup: str) -> List[Segment]:
    """Read markup written by :func:`to_markup` back into segments.

    Chips come back without labels (the caller labels them from the map); any other
    markup stays as the text it is, so nothing is lost.
    """
    out: List[Segment] = []
    pos = 0
    for match in _CHIP_TAG.finditer(markup or ""):
        out.append(unescape(markup[pos:match.start()]))
        attrs = {k: unescape(v) for k, v in _ATTR.findall(match.group(2))}
        kind = match.group(1)
        if kind == REF and attrs.get("id", "").strip().lstrip("-").isdigit():
            out.append(Chip(REF, id=attrs["id"].strip(), v=attrs.get("v", ""), label=f"#{attrs['id'].strip()}"))
        elif kind == VECTOR and attrs.get("id"):
            out.append(Chip(VECTOR, id=attrs["id"], label=attrs["id"]))
        elif kind == CLASS and attrs.get("id"):
            out.append(Chip(CLASS, id=attrs["id"], project=attrs.get("project", ""), label=attrs["id"]))
        else:
            out.append(match.group(0))
        pos = match.end()
    out.append(unescape((markup or "")[pos:]))
    return normalized(out)


# -- free-text answers --------------------------------------------------------------------------

_ANSWER = re.compile(r"\A<answer\s+question=\"([^\"]*)\"\s*>(.*)</answer>\Z", re.DOTALL)


def answer_with_markup(question_id: str, body_markup: str) -> str:
    """``<answer question="..">body</answer>``: a reply in the user's own words (no option index).

    ``body_markup`` is already markup (escaped text and reference elements).
    """
    return f'<answer question="{escape_attr(question_id)}">{body_markup}</answer>'


def unwrap_answer(markup: str) -> Tuple[Optional[str], str]:
    """(question id, body) of a free-text answer; (None, markup) for anything else."""
    match = _ANSWER.match(markup or "")
    if match is None:
        return None, markup
    return unescape(match.group(1)), match.group(2)


@dataclass(frozen=True)
class OpenQuestion:
    id: str
    header: str
    message: Any = field(compare=False, default=None)  # the agent message asking it


def open_question(messages: Sequence[Any]) -> Optional[OpenQuestion]:
    """The question a free-text reply would answer: the last ``<question>`` of the last
    agent message, when the user has written nothing since and that message is complete."""
    from .conversation import AGENT, STREAMING, USER
    from .markup import parse
    from .markup.model import iter_elements, text_content

    last = next((m for m in reversed(messages) if m.role in (USER, AGENT)), None)
    if last is None or last.role != AGENT or last.status == STREAMING or "<question" not in (last.content or ""):
        return None
    try:
        root = parse(last.content)
    except Exception:  # noqa: BLE001 - a message that cannot be read asks nothing
        return None
    questions = [q for q in iter_elements(root, "question") if (q.get("id") or "").strip()]
    if not questions:
        return None
    question = questions[-1]
    header = next((text_content(h) for h in question if h.tag == "header"), "")
    return OpenQuestion(question.get("id").strip(), " ".join(header.split()), last)
