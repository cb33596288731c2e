"""Export a conversation to Markdown or HTML (no Qt here).

Agent messages are markup. Markdown gets their plain text (the markup
package's ``plain_text`` when it is present, else the tags are stripped);
HTML gets whatever rich text the caller's ``rich`` callback renders (the dock
passes the message view's rendering) or, without one, the escaped text.
Approval cards are written as what they asked and how they were answered;
activity logs are not part of a conversation's record and are not exported.
Nothing from the markup reaches the HTML unescaped except through ``rich``, and
nothing of a message reaches the Markdown unescaped (:func:`md_escape`): an
agent's ``<img>``, ``[link](javascript:…)`` or ``# heading`` is shown as the
characters it is by any Markdown viewer.

The headings are core sentences (:func:`~geosense_dock.core.texts.text`); ``say``
turns each into the user's language (the dock passes
:func:`geosense_dock.i18n.translated`; without it they stay English).
"""

from __future__ import annotations

import datetime as _dt
import html
import re
from typing import Any, Callable, Iterable, List, Optional

from . import texts
from .conversation import (
    AGENT,
    APPROVAL,
    APPROVED,
    CANCELLED,
    INTERRUPTED,
    NOTICE,
    QUEUED,
    REJECTED,
    SET_ASIDE,
    USER,
    Message,
)

Render = Callable[[str], str]
Say = Callable[[Any], str]

WHO = {USER: texts.text("You"), AGENT: texts.text("GeoSense"), NOTICE: texts.text("Notice")}
APPROVAL_STATE = {
    APPROVAL: texts.text("not answered"),
    APPROVED: texts.text("approved"),
    REJECTED: texts.text("rejected"),
    SET_ASIDE: texts.text("set aside"),
}
APPROVAL_KIND = {
    "credits": texts.text("this costs credits"),
    "delete": texts.text("this deletes data"),
    "backend_tools": texts.text("backend tools"),
}
TITLE = texts.text("GeoSense conversation")

_TAG = re.compile(r"<[^<>]*>")
_BLOCK_END = re.compile(r"</(p|li|tr|quote|header|option|question|table|ul|ol)\s*>|<br\s*/?>", re.IGNORECASE)
_LI = re.compile(r"<li\b[^>]*>", re.IGNORECASE)


def strip_markup(markup: str) -> str:
    """Plain text of markup without parsing it: block ends become new lines, tags go."""
    text = _BLOCK_END.sub("\n", markup)
    text = _LI.sub("- ", text)
    text = _TAG.sub("", text)
    text = html.unescape(text)
    lines = [" ".join(line.split()) for line in text.split("\n")]
    out: List[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip()


# Markdown's inline syntax (emphasis, code, links and images, raw HTML and autolinks, entities,
# GFM tables and strike-through) and its line-start syntax (headings, quotes, lists, setext
# underlines, thematic breaks): each character is escaped with a backslash (CommonMark allows it
# before any ASCII punctuation) wherever it could start something.
_MD_INLINE = re.compile(r"([\\`*_\[\]<>|~&])")
_MD_LINE_START = re.compile(r"^( {0,3})([#+=-]|\d{1,9}(?=[.)]))", re.MULTILINE)


def md_escape(text: str) -> str:
    """``text`` as Markdown that renders as exactly these characters (line breaks kept as line breaks)."""
    text = _MD_INLINE.sub(r"\\\1", text)
    text = _MD_LINE_START.sub(lambda m: m.group(1) + (m.group(2) + "\\" if m.group(2)[0].isdigit()
                                                       else "\\" + m.group(2)), text)
    return text


def markup_plain_text(markup: str) -> str:
    """Plain text of a message: the markup package's writer, else :func:`strip_markup`."""
    try:
        from .markup.parser import parse
        from .markup.plaintext import plain_text
    except ImportError:
        return strip_markup(markup)
    try:
        return plain_text(parse(markup))
    except Exception:  # noqa: BLE001 - an export never fails on one odd message
        return strip_markup(markup)


def _when(msg: Message) -> str:
    return _dt.datetime.fromtimestamp(msg.timestamp).strftime("%Y-%m-%d %H:%M")


def exported(messages: Iterable[Message]) -> List[Message]:
    """The messages an export contains (not the ones never sent)."""
    return [m for m in messages if m.status not in (CANCELLED, QUEUED)]


def _approval_lines(msg: Message, say: Say = str) -> List[str]:
    a = msg.approval
    if a is None:
        return []
    kind = APPROVAL_KIND.get(a.kind, a.kind)
    lines = [say(texts.text("Approval requested ({0}): {1}", kind, a.description))]
    if a.credits is not None:
        lines.append(say(texts.text("Cost: {0:g} credits", a.credits)))
    lines.append(say(texts.text("Answer: {0}", APPROVAL_STATE.get(msg.status, msg.status))))
    return lines


def _status_note(msg: Message, say: Say = str) -> str:
    if msg.status == INTERRUPTED:
        if msg.note:
            return say(texts.text("(interrupted: {0}; the answer is incomplete)", msg.note))
        return say(texts.text("(interrupted; the answer is incomplete)"))
    if msg.note and msg.role == USER:
        return f"({say(msg.note)})"
    return ""


def to_markdown(messages: Iterable[Message], title: Optional[str] = None,
                plain: Optional[Render] = None, say: Say = str) -> str:
    plain = plain or markup_plain_text
    title = title or say(TITLE)
    out = [f"# {title}", ""]
    for msg in exported(messages):
        out.append(f"### {say(WHO.get(msg.role, msg.role))} · {_when(msg)}")
        out.append("")
        if msg.role == AGENT:
            body = plain(msg.content) if msg.content.strip() else ""
        else:
            body = msg.content
        if body:
            body = md_escape(body)
            out.append(body if msg.role != NOTICE else "> " + body.replace("\n", "\n> "))
            out.append("")
        if msg.approval is not None:
            out.extend(f"> {md_escape(line)}" for line in _approval_lines(msg, say))
            out.append("")
        note = _status_note(msg, say)
        if note:
            out.append(f"*{md_escape(note)}*")
            out.append("")
    return "\n".join(out).rstrip() + "\n"


STYLE = """
body{font-family:sans-serif;max-width:52em;margin:2em auto;color:#24292f}
.msg{border:1px solid #d0d7de;border-radius:8px;padding:.5em 1em;margin:.8em 0}
.user{background:#eef4ff}.agent{background:#fff}.notice{background:#f6f8fa;color:#57606a}
.who{font-weight:bold}.when{color:#6a737d;font-size:.9em}
.approval{border-left:4px solid #d4a72c;padding-left:.6em}.note{color:#6a737d;font-style:italic}
.plain{white-space:pre-wrap}
"""


def to_html(messages: Iterable[Message], title: Optional[str] = None,
            rich: Optional[Render] = None, say: Say = str, right_to_left: bool = False) -> str:
    """A standalone HTML document; ``rich(markup)`` renders agent messages (else escaped text).
    ``right_to_left``: the page reads right to left (the plugin speaks Arabic)."""
    title = title or say(TITLE)
    parts = [
        "<!DOCTYPE html>",
        "<html dir='rtl'><head><meta charset='utf-8'>" if right_to_left else "<html><head><meta charset='utf-8'>",
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    for msg in exported(messages):
        parts.append(f"<div class='msg {html.escape(msg.role)}'>")
        parts.append(f"<div><span class='who'>{html.escape(say(WHO.get(msg.role, msg.role)))}</span> "
                     f"<span class='when'>{html.escape(_when(msg))}</span></div>")
        if msg.content.strip():
            if msg.role == AGENT and rich is not None:
                try:
                    parts.append(f"<div class='body'>{rich(msg.content)}</div>")
                except Exception:  # noqa: BLE001 - fall back to the escaped text
                    parts.append(f"<div class='body plain'>{html.escape(markup_plain_text(msg.content))}</div>")
            elif msg.role == AGENT:
                parts.append(f"<div class='body plain'>{html.escape(markup_plain_text(msg.content))}</div>")
            else:
                parts.append(f"<div class='body plain'>{html.escape(msg.content)}</div>")
        if msg.approval is not None:
            parts.append("<div class='approval'>" + "<br>".join(html.escape(x) for x in _approval_lines(msg, say))
                         + "</div>")
        note = _status_note(msg, say)
        if note:
            parts.append(f"<div class='note'>{html.escape(note)}</div>")
        parts.append("</div>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
