"""What every element renderer shares: escaping, the depth limit, resolver calls and error spans.

:class:`ElementRenderer` holds the state the families read
(:class:`~..html.MessageRenderer` sets it) and names the entry points each
family offers the others. Nothing here builds a widget or reads the map.
"""

from __future__ import annotations

import html
import logging
import re
from typing import Callable, Dict, Optional, TypeVar

from ....core.markup.model import text_content
from ....core.resolve import Resolver, Unresolved
from ..document import FSI, LRI, PDI
from ..options import RenderOptions

log = logging.getLogger("geosense.markup")
T = TypeVar("T")

MAX_DEPTH = 40
_P = "margin-top:0px; margin-bottom:6px;"
_COLOR = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})\Z")
_TAG = re.compile(r"<[^>]*>")
_SPACE = re.compile(r"[ \t\r\n\f\v]+")
# letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko ... and their presentation forms)
_RTL_LETTER = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
# a number as the renderer writes it, with its sign, separators and a degree or percent sign
_NUMBER_RUN = re.compile("[+\\-\u2212]?[0-9]+(?:[.,\u00a0\u202f][0-9]+)*(?:[ \u00a0]?[°%])?")
# a space not after a comma nor before a parenthesis: a unit stays by its number, while what a value is
# ("(centroid)", "(length)") may go to the next line
_KEEP_TOGETHER = re.compile("(?<![,\u060c]) (?!\\()")


def esc(text: object) -> str:
    """Text or attribute value, escaped for Qt rich text."""
    return html.escape(str(text), quote=True)


def text_html(text: str) -> str:
    return esc(_SPACE.sub(" ", text))


def html_to_text(fragment: str) -> str:
    """The visible text of an inline HTML fragment made here."""
    return html.unescape(_TAG.sub("", fragment)).replace("\xa0", " ").strip()


def contrast(color: str) -> str:
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    r, g, b = (int(c[i:i + 2], 16) for i in (0, 2, 4))

    def lum(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    light = 0.2126 * lum(r) + 0.7152 * lum(g) + 0.0722 * lum(b)
    # black or white, whichever has the higher WCAG contrast on the colour
    return "#000000" if (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) else "#ffffff"




class ElementRenderer:
    """Shared state and helpers of the element families (mixed into :class:`~..html.MessageRenderer`)."""

    resolver: Resolver
    options: RenderOptions
    context: object  # the MessageContext of the message
    tool_index: int
    answered: Dict[str, Optional[int]]
    images: Dict[str, str]
    used_vectors: bool
    used_projects: bool
    preview: bool

    # entry points one family calls in another (defined by the families)
    def _inline(self, item, depth: int, in_anchor: bool = False) -> str:
        raise NotImplementedError

    def _inline_children(self, el, depth: int, in_anchor: bool = False) -> str:
        raise NotImplementedError

    def _block(self, el, depth: int) -> str:
        raise NotImplementedError

    def _flow(self, element, depth: int, split: bool = False) -> str:
        raise NotImplementedError

    def _cell(self, element, depth: int) -> str:
        raise NotImplementedError

    def _annotation(self, id_text: Optional[str], v: Optional[str], in_anchor: bool) -> str:
        raise NotImplementedError

    def _class(self, el, class_id: Optional[str], project: Optional[str], depth: int, in_anchor: bool) -> str:
        raise NotImplementedError

    def message_projects(self):
        raise NotImplementedError

    def _flat(self, element) -> str:
        self.tool_index += sum(1 for _ in element.iter("tool"))
        text = text_content(element)
        return text_html(text) if text.strip() else ""

    def _call(self, lookup: Callable[..., T], *args) -> T | Unresolved:
        """``lookup(*args)``, one of :attr:`resolver`'s methods; a resolver that fails is Unresolved."""
        try:
            return lookup(*args)
        except Exception as exc:
            log.exception("resolver %s%r failed", getattr(lookup, "__name__", lookup), args)
            return Unresolved(str(exc) or type(exc).__name__)

    # -- direction (a right-to-left message) --------------------------------------------

    def _ltr(self, fragment: str) -> str:
        """``fragment`` (HTML) kept left to right inside a right-to-left message: code, ids."""
        return f"{LRI}{fragment}{PDI}" if self.options.right_to_left and fragment else fragment

    def _named(self, fragment: str) -> str:
        """A name (HTML) in a right-to-left message, laid out in the direction of its own first
        letter, so a Latin name keeps its order and does not take the punctuation around it."""
        return f"{FSI}{fragment}{PDI}" if self.options.right_to_left and fragment else fragment

    def _value(self, text: str) -> str:
        """A value shown with its unit (area, length, angle, position, percentage), escaped.

        In a right-to-left message it stays left to right (``-3.5 m²``, not ``m² 3.5-``); a value
        written with words of a right-to-left language (``52.5° ش، 13.4° ق``) keeps their order
        and each of its numbers stays left to right. A number never wraps away from its unit
        (``106 m²``, ``48.1° N``): the line may break only after a comma, or before what the value is
        (``10.3 m (length)``)."""
        text = _KEEP_TOGETHER.sub("\u00a0", text)
        if not self.options.right_to_left or not text:
            return esc(text)
        if not _RTL_LETTER.search(text):
            return f"{LRI}{esc(text)}{PDI}"
        out, at = [], 0
        for match in _NUMBER_RUN.finditer(text):
            out.append(esc(text[at:match.start()]) + LRI + esc(match.group(0)) + PDI)
            at = match.end()
        return "".join(out) + esc(text[at:])

    def _error(self, shown: str, reason: str) -> str:
        return f'<span title="{esc(reason)}" style="color:{self.options.palette.error};">{text_html(shown)}</span>'

