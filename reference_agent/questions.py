"""The questions the agent asks (spec: Question Tool), kept by id so answers can be read back.

Ids are fixed, so an ``<answer question="...">`` is understood on any
channel, even over HTTP where no history is kept.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .markup import element


@dataclass(frozen=True)
class Option:
    label: str        # markup
    message: str
    context: str | None = None


@dataclass(frozen=True)
class Question:
    id: str
    header: str
    options: tuple[Option, ...]

    def markup(self) -> str:
        lines = [f'<question id="{self.id}">', f"  <header>{self.header}</header>"]
        for o in self.options:
            lines.append("  " + element("option", o.label, message=o.message, context=o.context))
        lines.append("</question>")
        return "\n".join(lines)


QUESTIONS = {q.id: q for q in (
    Question("proceed", "Would you like to proceed?", (
        Option("Yes", "Yes, proceed with the aforementioned command."),
        Option("No", "Please abort the current execution."),
    )),
    Question("clarify", "Please clarify, do you mean A or B?", (
        Option("<i>A</i>", "I mean A"),
        Option("<i>B</i>", "I mean B"),
        Option("Neither", "I don't actually mean either of those"),
    )),
    Question("viewport-look", "I'm not sure what you can see, let me take a look", (
        Option("Allow", "Here's the viewport data.", "visibility position image"),
        Option("Deny", "No, I don't want to do that."),
    )),
    Question("viewport-context", "To count what you see I need your viewport. May I have it?", (
        Option("Allow", "Of course, here you go.", "position visibility"),
        Option("Deny", "No, find some other way."),
    )),
    Question("screenshot-context", "May I look at a screenshot of your map?", (
        Option("Allow", "Here is a screenshot.", "image position"),
        Option("Deny", "No, not now."),
    )),
)}


@dataclass(frozen=True)
class AnswerMessage:
    """A parsed ``<answer question=".." question-option-index="..">message</answer>``."""

    question_id: str
    option_index: int | None
    message: str

    @property
    def question(self) -> Question | None:
        return QUESTIONS.get(self.question_id)

    @property
    def option(self) -> Option | None:
        q = self.question
        if q is None or self.option_index is None or not 0 <= self.option_index < len(q.options):
            return None
        return q.options[self.option_index]


_ANSWER = re.compile(r"<answer\b([^>]*)>(.*?)(?:</answer>|$)", re.S)
_RESPONSE = re.compile(r"<response\b([^>]*)>(.*?)(?:</response>|$)", re.S)
_ATTR = re.compile(r'([\w-]+)\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>/]+))')


def attributes(raw: str) -> dict[str, str]:
    return {m.group(1): next(g for g in m.groups()[1:] if g is not None) for m in _ATTR.finditer(raw)}


def parse_answer(content: str) -> AnswerMessage | None:
    match = _ANSWER.search(content)
    if not match:
        return None
    attrs = attributes(match.group(1))
    index = attrs.get("question-option-index")
    try:
        option_index = int(index) if index is not None else None
    except ValueError:
        option_index = None
    return AnswerMessage(attrs.get("question", ""), option_index, " ".join(match.group(2).split()))


def parse_response(content: str) -> tuple[dict[str, str], str] | None:
    """Attributes and text of a client ``<response ...>`` element."""
    match = _RESPONSE.search(content)
    if not match:
        return None
    return attributes(match.group(1)), " ".join(match.group(2).split())

