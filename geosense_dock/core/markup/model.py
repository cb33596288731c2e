"""What a parsed message holds: questions and their options, tool blocks, references.

All functions take the parsed tree (the ``<geosense-message>`` root, or any
element) and never raise on odd markup.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, NamedTuple, Optional, Tuple, Union

from .. import texts
from .interpolate import unresolved_in
from .tags import PROPERTIES

try:  # the tool payload contracts live with the tools; keep working without them
    from ..tools import ToolDataError, parse_find_similar, parse_highlight
except ImportError:  # pragma: no cover - only when the tools module is absent
    class ToolDataError(ValueError):  # type: ignore[no-redef]
        """A tool payload that cannot be used (the reason is user-readable)."""

    parse_highlight = parse_find_similar = None  # type: ignore[assignment]

log = logging.getLogger("geosense.markup")

_WS = re.compile(r"\s+")


def collapse(text: str) -> str:
    """Whitespace runs as single spaces (the way inline text is shown)."""
    return _WS.sub(" ", text)


def text_content(element) -> str:
    """All text inside ``element`` (no markup), whitespace as written."""
    return "".join(t for t in element.itertext() if isinstance(t, str))


def iter_elements(root, *tags: str):
    """Elements of the given tags in document order (all elements when none is given)."""
    for element in root.iter(*tags) if tags else root.iter():
        if isinstance(element.tag, str) and element is not root:
            yield element


# -- questions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class QuestionOption:
    """One ``<option>`` of a ``<question>``."""

    question_id: str
    index: int  # 0-based among the question's options
    message: str  # the suggested answer text (the option's text when it has no message)
    context: Tuple[str, ...]  # requested context types, e.g. ("visibility", "position")
    label: str  # the option's visible text


def options_of(question) -> List[QuestionOption]:
    qid = question.get("id") or ""
    out: List[QuestionOption] = []
    for option in question:
        if option.tag != "option":
            continue
        label = collapse(text_content(option)).strip()
        message = option.get("message")
        if message is None or not message.strip():
            message = label
        context = tuple(c for c in re.split(r"[\s,]+", option.get("context") or "") if c)
        out.append(QuestionOption(qid, len(out), message, context, label))
    return out


def question_options(root) -> List[QuestionOption]:
    """Every option of every question in the message, in order."""
    out: List[QuestionOption] = []
    for question in iter_elements(root, "question"):
        out.extend(options_of(question))
    return out


def find_option(root, question_id: str, index: int) -> Optional[QuestionOption]:
    for question in iter_elements(root, "question"):
        if (question.get("id") or "") == question_id:
            options = options_of(question)
            if 0 <= index < len(options):
                return options[index]
    return None


# -- tools -------------------------------------------------------------------------------


class ToolBlock(NamedTuple):
    """A ``<tool>`` block: its type, its decoded ``data`` (or why it cannot be used), its ``id``."""

    type: str
    data: Union[Dict[str, Any], ToolDataError]
    id: Optional[str]


def tool_data(element) -> Union[Dict[str, Any], ToolDataError]:
    """The ``data`` attribute of a ``<tool>`` decoded and checked against its type's contract."""
    raw = element.get("data")
    kind = (element.get("type") or "").strip()
    if raw is None or not raw.strip():
        return ToolDataError(texts.text("the tool block has no data"))
    missing = unresolved_in(raw)
    if missing:
        return ToolDataError(texts.text("data not available: {0}", ", ".join(missing)))
    try:
        data = json.loads(raw)
    except ValueError as exc:
        return ToolDataError(texts.text("the tool data is not valid JSON ({0})", exc))
    if not isinstance(data, dict):
        return ToolDataError(texts.text("the tool data is not a JSON object"))
    check = {"highlight": parse_highlight, "find-similar": parse_find_similar}.get(kind)
    if check is not None:
        try:
            check(data)
        except ValueError as exc:
            return exc if isinstance(exc, ToolDataError) else ToolDataError(str(exc))
    return data


def tool_blocks(root) -> List[ToolBlock]:
    """Every ``<tool>`` of the message in order (index = the ``n`` of ``geosense://tool?n=``)."""
    return [
        ToolBlock((el.get("type") or "").strip(), tool_data(el), el.get("id"))
        for el in iter_elements(root, "tool")
    ]


# -- references --------------------------------------------------------------------------

_ANNOTATION_TAGS = ("ref", "id", "ids") + tuple(sorted(PROPERTIES))


def annotation_vector(element) -> Optional[str]:
    """The ``v`` an annotation reference names, if any."""
    v = element.get("v")
    return v.strip() if v and v.strip() else None


def referenced_vectors(elements: Iterable) -> List[str]:
    """Vector ids named by the given elements and their descendants, in order, once each."""
    seen: Dict[str, None] = {}
    for top in elements:
        if not hasattr(top, "iter"):
            continue
        for el in top.iter("ref", "id", "ids", "vector", "link", *PROPERTIES):
            tag = el.tag
            if tag == "vector":
                vid = (el.get("id") or "").strip()
            elif tag == "link":
                vid = annotation_vector(el) if (el.get("type") or "").strip() == "annotation" else None
            else:
                vid = annotation_vector(el)
            if vid and not unresolved_in(vid):
                seen.setdefault(vid, None)
    return list(seen)


def referenced_regions(elements: Iterable) -> List[Tuple[str, Optional[str]]]:
    """(region id, project attribute) of the region links among the given elements."""
    out: List[Tuple[str, Optional[str]]] = []
    for top in elements:
        if not hasattr(top, "iter"):
            continue
        for el in top.iter("link"):
            if (el.get("type") or "").strip() == "region" and (el.get("id") or "").strip():
                out.append(((el.get("id") or "").strip(), (el.get("project") or "").strip() or None))
    return out


def class_refs(elements: Iterable) -> List[Tuple[str, str]]:
    """(class id, label as written) of every class badge (``<class>`` and ``<link type="class">``),
    in order, once per id; the label is "" when the badge has no text of its own."""
    seen: Dict[str, str] = {}
    for top in elements:
        if not hasattr(top, "iter"):
            continue
        for el in top.iter("class", "link"):
            if el.tag == "link" and (el.get("type") or "").strip() != "class":
                continue
            cid = (el.get("id") or "").strip()
            if cid and cid not in seen:
                seen[cid] = collapse(text_content(el)).strip()
    return list(seen.items())


def annotation_refs(elements: Iterable) -> List[Tuple[str, Optional[str]]]:
    """(id text, v) of every annotation reference (``ref``, ``id``, ``ids`` items, displays)."""
    out: List[Tuple[str, Optional[str]]] = []
    for top in elements:
        if not hasattr(top, "iter"):
            continue
        for el in top.iter(*_ANNOTATION_TAGS, "link"):
            tag = el.tag
            v = annotation_vector(el)
            if tag == "link":
                if (el.get("type") or "").strip() == "annotation":
                    out.append(((el.get("id") or "").strip(), v))
            elif tag in ("id", "ids"):
                for token in re.split(r"[\s,;]+", text_content(el)):
                    if token:
                        out.append((token, v))
            elif el.get("id") is not None:
                out.append((el.get("id").strip(), v))
    return out


def code_text(element) -> str:
    """A code block's text: common indentation and surrounding blank lines removed."""
    import textwrap

    text = text_content(element).replace("\r\n", "\n").expandtabs(4)
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return textwrap.dedent("\n".join(lines))
