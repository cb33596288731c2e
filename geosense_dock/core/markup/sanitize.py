"""The tolerant tokenizer in front of lxml.

:class:`Sanitizer` turns any text, chunk by chunk, into well-formed XML content
that means what the tolerant reading of GeoSense markup means:

* only known tags (:mod:`.tags`) stay tags; any other ``<``, a bare ``&`` and
  anything that is not a complete, readable tag become text;
* comments are dropped, CDATA becomes text, ``<code>`` content is raw text;
* tolerated oddities are normalised: upper-case names, unquoted or bare
  attributes, ``<`` inside attribute values (single-quoted JSON included),
  ``<ref id="1">`` without the slash, ``</ref>``;
* ``${...}`` placeholders in attribute values and in text are interpolated
  from the data contexts, textually, before lxml reads them (within the
  message's budget, see :mod:`.interpolate`); the inserted value is text, never
  markup;
* no ``<!DOCTYPE``, entity declaration or processing instruction ever reaches
  lxml: they are text.

The output only ever ends at a construct boundary: an unfinished trailing tag,
comment, entity or ``</code`` is held back until the next chunk (or released as
text by ``final=True``). Sanitising a stream chunk by chunk gives the same XML
as sanitising it whole, and each character is looked at a bounded number of
times (the work is linear in the message).

:class:`Balancer` is the second stage used only when lxml rejects the first
stage's output: it closes elements to the nearest matching open element,
drops stray end tags, duplicate attributes and nesting deeper than
:data:`MAX_DEPTH`, and closes what is still open at the end.
"""

from __future__ import annotations

import html
import re
from typing import Any, List, Mapping, Optional, Tuple

from .interpolate import MAX_PATH, Interpolator
from .tags import KNOWN, VOID

MAX_DEPTH = 200

_WS = r"[ \t\r\n]"


def _alternation(names) -> str:
    """A regex matching exactly ``names``, as a trie (much faster than a flat alternation)."""
    tree: dict = {}
    for name in sorted(set(names)):
        node = tree
        for ch in name:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(tree)


_NONVOID = _alternation(KNOWN - VOID)
_VOIDS = _alternation(VOID)
_ANAME = r"(?!xmlns(?![A-Za-z0-9_.-]))[A-Za-z_][A-Za-z0-9_.-]*"
_CLEAN_ATTR = rf"{_WS}+{_ANAME}{_WS}*={_WS}*(?:\"[^\"<]*\"|'[^'<]*')"
_CLEAN_TAG_BODY = (
    rf"(?:{_NONVOID})(?:{_CLEAN_ATTR})*{_WS}*/?>"
    rf"|(?:{_VOIDS})(?:{_CLEAN_ATTR})*{_WS}*/>"
    rf"|/(?:{_NONVOID}){_WS}*>"
)
# attribute syntax the tolerant reading accepts (HTML-like)
_TOL_ATTR = r"(?:\s+|(?<=[\"']))[^\s=/>\"'<]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s\"'=<>`]+))?"
_TOL_TAG_BODY = rf"(?P<end>/)?(?P<name>[A-Za-z][A-Za-z0-9_-]*)(?P<attrs>(?:{_TOL_ATTR})*)\s*(?P<sc>/)?>"

# the fast first reading accepts any complete tag with quoted attributes of a known name
# (lxml checks the rest; a tag it rejects sends the message to the strict reading)
_LIGHT_TAG_BODY = (
    rf"(?:{_NONVOID})(?:{_WS}+[^\s=/>\"'<]+{_WS}*={_WS}*(?:\"[^\"]*\"|'[^']*'))*{_WS}*/?>"
    rf"|(?:{_VOIDS})(?:{_CLEAN_ATTR})*{_WS}*/>"
    rf"|/(?:{_NONVOID}){_WS}*>"
)
# every "<" that does not open a clean tag, with what follows it when that is a
# comment, a CDATA section or a tag written loosely
_OTHER = rf"(?:(?P<comment>!--[\s\S]*?-->)|(?P<cdata>!\[CDATA\[(?P<cdata_text>[\s\S]*?)\]\]>)|{_TOL_TAG_BODY})?"
_LT_STRICT = re.compile(rf"<(?!{_CLEAN_TAG_BODY}){_OTHER}")
_LT_LIGHT = re.compile(rf"<(?!{_LIGHT_TAG_BODY}){_OTHER}")
_AMP = re.compile(r"&(?!(?:amp|lt|gt|quot|apos);)(?P<ref>#(?:[0-9]{1,8}|x[0-9a-fA-F]{1,7});)?")
_BAD_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_TOL_ATTR_PARTS = re.compile(
    r"(?P<name>[^\s=/>\"'<]+)(?:\s*=\s*(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)'|(?P<uq>[^\s\"'=<>`]+)))?"
)
_CLEAN_ANAME = re.compile(_ANAME + r"\Z")
_XML_ATTR = rf"{_WS}+([^\s=/>\"'<]+){_WS}*={_WS}*(?:\"([^\"<]*)\"|'([^'<]*)')"
_START_FOR_INTERPOLATION = re.compile(
    rf"(?P<tag><(?:{_NONVOID}|{_VOIDS})(?:{_XML_ATTR})*{_WS}*/?>)"
    rf"|\$\{{(?P<path>[^{{}}<]{{0,{MAX_PATH}}})\}}"
)
_XML_ATTR_PARTS = re.compile(_XML_ATTR)

# a construct that has started but not ended at the end of the buffer
_PARTIAL = re.compile(
    r"<(?:"
    r"!(?:-(?:-(?:(?!-->)[\s\S])*)?)?"
    r"|!\[(?:C(?:D(?:A(?:T(?:A(?:\[(?:(?!\]\]>)[\s\S])*)?)?)?)?)?)?"
    rf"|/?(?:[A-Za-z][A-Za-z0-9_-]*(?:{_TOL_ATTR})*"
    # an attribute cut off: after a space, or right after the quote that closed the one before (as the
    # tolerant reading takes it: ``id="a"b="c"``)
    r"(?:(?:\s+|(?<=[\"']))[^\s=/>\"'<]*(?:\s*=\s*(?:\"[^\"]*|'[^']*|[^\s\"'=<>`]*))?)?\s*/?)?"
    r")\Z"
)
_PARTIAL_ENTITY = re.compile(r"&(?:#x?[0-9A-Fa-f]{0,8}|[A-Za-z]{0,8})\Z")
# the start of a placeholder in text, cut off by the end of the buffer
_PARTIAL_PLACEHOLDER = re.compile(rf"\$(?:\{{[^{{}}<]{{0,{MAX_PATH}}})?\Z")
_PARTIAL_CODE_END = re.compile(r"<(?:/(?:[Cc](?:[Oo](?:[Dd](?:[Ee]\s*)?)?)?)?)?\Z")

# where raw <code> content starts (comments, CDATA and other whole tags are stepped over, so a
# "<!--" or "<code>" inside an attribute value starts nothing, whichever chunk it arrives in)
_CODE_HINT = re.compile(r"<[Cc][Oo][Dd][Ee]")
_CODE_SCAN = re.compile(
    r"<(?:!--[\s\S]*?(?:-->|\Z)|!\[CDATA\[[\s\S]*?(?:\]\]>|\Z)"
    rf"|(?P<code>[Cc][Oo][Dd][Ee](?:{_TOL_ATTR})*\s*(?P<code_sc>/)?>)"
    rf"|/?[A-Za-z][A-Za-z0-9_-]*(?:{_TOL_ATTR})*\s*/?>)"
)
_CODE_END = re.compile(r"</[Cc][Oo][Dd][Ee]\s*>")
_TAG_START = re.compile(r"<[A-Za-z/!?]")
# a whole tag as the tolerant reading takes it (its attribute values may hold "<")
_WHOLE_TAG = re.compile(rf"<{_TOL_TAG_BODY}")
#: how many "<" before it may begin the tag a "<" is in (an attribute value with more is not looked into: each
#: try is a match at every chunk's end, and 32 cost a quarter of the streamed parse)
_IN_TAG_TRIES = 4


def _in_tag(buf: str, pos: int, start: int, end: int) -> bool:
    """Whether the "<" at ``start`` lies in an attribute value of a whole tag that began before it (and ends
    before ``end``): text to escape, not the start of a construct to wait for (``<tool e="<!--">``)."""
    lt = start
    for _ in range(_IN_TAG_TRIES):
        lt = buf.rfind("<", pos, lt)
        if lt < 0:
            return False
        if buf.find('"', lt, start) < 0 and buf.find("'", lt, start) < 0:
            continue  # no quote opens between them: "<" at ``start`` is in no attribute value of a tag from ``lt``
        m = _WHOLE_TAG.match(buf, lt, end)
        if m is not None and m.end() > start:
            return True
    return False

#: held text longer than this is only re-examined when a ">" arrives
_LONG_HOLD = 512


def _tail_cut(buf: str, start: int, end: int, placeholders: bool = True) -> int:
    """Where an unfinished entity, ``]]`` or ``\\r`` at the end of ``buf[start:end]`` begins."""
    amp = buf.rfind("&", max(start, end - 10), end)
    if amp >= 0 and _PARTIAL_ENTITY.match(buf, amp, end) is not None:
        return amp
    dollar = buf.rfind("$", max(start, end - MAX_PATH - 2), end) if placeholders else -1
    if dollar >= 0 and _PARTIAL_PLACEHOLDER.match(buf, dollar, end) is not None:
        return dollar
    if buf.endswith("\r", start, end):
        return end - 1
    if buf.endswith("]]", start, end):
        return end - 2
    if buf.endswith("]", start, end):
        return end - 1
    return end


def _raw_cut(buf: str, start: int) -> int:
    """Where an unfinished ``</code``, entity, ``]]`` or ``\\r`` at the end of raw text begins."""
    end = len(buf)
    lt = buf.rfind("<", start)
    if lt >= 0 and _PARTIAL_CODE_END.match(buf, lt) is not None:
        end = lt
    return _tail_cut(buf, start, end, placeholders=False)


def escape_attr(value: str) -> str:
    """``value`` as the content of a double-quoted XML attribute."""
    return value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def escape_text(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _valid_char(code: int) -> bool:
    return (
        code in (0x9, 0xA, 0xD)
        or 0x20 <= code <= 0xD7FF
        or 0xE000 <= code <= 0xFFFD
        or 0x10000 <= code <= 0x10FFFF
    )


def _amp(match: re.Match[str]) -> str:
    ref = match.group("ref")
    if ref:
        code = int(ref[2:-1], 16) if ref[1] == "x" else int(ref[1:-1])
        if _valid_char(code):
            return "&" + ref
        return "&amp;" + ref
    return "&amp;"


def _tolerant_attrs(text: str, void: bool) -> List[Tuple[str, str]]:
    """Attributes of a loosely written tag (first of duplicates wins, odd names dropped).

    In a void element an unquoted value ending in ``/`` (``<ref id=1/>``) loses the slash.
    """
    attrs: List[Tuple[str, str]] = []
    seen = set()
    for m in _TOL_ATTR_PARTS.finditer(text):
        name = m.group("name").lower()
        value = m.group("dq")
        if value is None:
            value = m.group("sq")
        if value is None:
            value = m.group("uq")
            if void and value is not None and value.endswith("/"):
                value = value[:-1]
        if value is None:
            value = ""
        else:
            value = html.unescape(value) if "&" in value else value
        if not _CLEAN_ANAME.match(name) or name in seen:
            continue
        seen.add(name)
        attrs.append((name, value))
    return attrs


class Sanitizer:
    """Arbitrary GeoSense markup in, well-formed XML content out (see module doc)."""

    def __init__(self, data_contexts: Optional[Mapping[str, Any]] = None, strict: bool = True) -> None:
        """``strict=False`` is the fast first reading: tags are checked by name only and
        invalid characters are left in (lxml rejects what is wrong and the parser then
        reads the message again strictly)."""
        self._interpolator = Interpolator(data_contexts)
        self._held = ""
        self._in_code = False
        self._strict = strict
        self._lt = _LT_STRICT if strict else _LT_LIGHT

    @property
    def interpolator(self) -> Interpolator:
        """The message's ``${...}`` replacement (its budget, whether that ran out)."""
        return self._interpolator

    @property
    def held(self) -> str:
        """Input received but not yet released (an unfinished trailing construct)."""
        return self._held

    def discard_held(self) -> None:
        """Forget the held-back input (the message was cut there)."""
        self._held = ""

    def feed(self, chunk: str, final: bool = False) -> str:
        self._interpolator.grow(len(chunk))
        if (
            not final
            and len(self._held) > _LONG_HOLD
            and self._held[0] == "<"
            and ">" not in chunk
        ):
            # an unfinished tag or comment cannot end without ">"; grown in place (``self._held += chunk`` copied
            # all that is held at every chunk: quadratic for a long one dripped in small chunks)
            held, self._held = self._held, ""
            held += chunk
            self._held = held
            return ""
        buf = self._held + chunk if self._held else chunk
        self._held = ""
        out: List[str] = []
        pos = 0
        end = len(buf)
        while pos < end:
            if self._in_code:
                m = _CODE_END.search(buf, pos)
                if m is not None:
                    out.append(self._raw(buf[pos:m.start()]))
                    out.append("</code>")
                    pos = m.end()
                    self._in_code = False
                    continue
                cut = end if final else _raw_cut(buf, pos)
                out.append(self._raw(buf[pos:cut]))
                self._held = buf[cut:]
                break
            code = None
            if _CODE_HINT.search(buf, pos) is not None:
                for m in _CODE_SCAN.finditer(buf, pos):
                    if m.group("code") is not None and m.group("code_sc") is None:
                        code = m
                        break
            if code is not None and not final and self._open_tag_before(buf, pos, code.start()):
                # "<code>" inside a tag that has not ended yet (an attribute value): wait for the rest
                text, cut = self._normal(buf, pos, code.start(), hold=True)
                out.append(text)
                self._held = buf[cut:]
                break
            if code is not None:
                text, _cut = self._normal(buf, pos, code.end(), hold=False)
                out.append(text)
                pos = code.end()
                self._in_code = True
                continue
            text, cut = self._normal(buf, pos, end, hold=not final)
            out.append(text)
            self._held = buf[cut:]
            break
        return "".join(out)

    @staticmethod
    def _open_tag_before(buf: str, pos: int, end: int) -> bool:
        """Whether a tag begins in ``buf[pos:end]`` and has no ``>`` before ``end`` (a "<" that starts no tag,
        as in an attribute value ``v="<<code>``, is passed over for the one before it)."""
        lt = end
        for _ in range(_IN_TAG_TRIES):
            lt = buf.rfind("<", pos, lt)
            if lt < 0 or buf.rfind(">", lt, end) >= 0:
                return False
            if _TAG_START.match(buf, lt) is not None:
                return True
        return False

    # -- content ------------------------------------------------------------------------

    def _normal(self, buf: str, pos: int, end: int, hold: bool) -> Tuple[str, int]:
        """Sanitise ``buf[pos:end]``; with ``hold``, stop before an unfinished trailing construct.

        Returns the XML text and where it stopped.
        """
        cut = end
        pieces: List[str] = []
        last = pos
        if buf.find("<", pos, end) >= 0:
            for m in self._lt.finditer(buf, pos, end):
                start = m.start()
                pieces.append(buf[last:start])
                last = m.end()
                if m.group("comment") is not None:
                    continue
                if m.group("cdata") is not None:
                    pieces.append(escape_text(m.group("cdata_text")))
                    continue
                if m.group("name") is None:
                    if hold and _PARTIAL.match(buf, start, end) is not None and not _in_tag(buf, pos, start, end):
                        cut = last = start
                        break
                    pieces.append("&lt;")
                    continue
                pieces.append(self._tag(m))
        if hold and last < cut:
            cut = _tail_cut(buf, last, cut)
        pieces.append(buf[last:cut])
        seg = "".join(pieces)
        if self._strict and _BAD_CHARS.search(seg):
            seg = _BAD_CHARS.sub("\ufffd", seg)
        if "&" in seg:
            seg = _AMP.sub(_amp, seg)
        if "${" in seg:
            seg = _START_FOR_INTERPOLATION.sub(self._interpolate_tag, seg)
        if "]]>" in seg:
            seg = seg.replace("]]>", "]]&gt;")
        return seg, cut

    def _raw(self, seg: str) -> str:
        if not seg:
            return seg
        if self._strict and _BAD_CHARS.search(seg):
            seg = _BAD_CHARS.sub("\ufffd", seg)
        if "&" in seg:
            seg = _AMP.sub(_amp, seg)
        seg = seg.replace("<", "&lt;")
        if "]]>" in seg:
            seg = seg.replace("]]>", "]]&gt;")
        return seg

    @staticmethod
    def _tag(m: re.Match[str]) -> str:
        """A loosely written tag, as a clean tag (known name) or as text (any other name)."""
        name = m.group("name")
        lname = name.lower()
        if lname not in KNOWN:
            return "&lt;" + m.group(0)[1:].replace("<", "&lt;")
        if m.group("end"):
            return "" if lname in VOID else f"</{lname}>"
        void = lname in VOID
        attrs = _tolerant_attrs(m.group("attrs") or "", void)
        text = "".join(f' {k}="{escape_attr(v)}"' for k, v in attrs)
        if void or m.group("sc"):
            return f"<{lname}{text}/>"
        return f"<{lname}{text}>"

    def _interpolate_tag(self, m: re.Match[str]) -> str:
        tag = m.group("tag")
        if tag is None:  # a placeholder in text
            path = m.group("path")
            value = self._interpolator.value(m.group(0), html.unescape(path) if "&" in path else path)
            if value is None:
                return m.group(0)
            return escape_attr(_BAD_CHARS.sub("\ufffd", value)).replace(">", "&gt;")
        if "${" not in tag:
            return tag
        name_end = 1
        while name_end < len(tag) and tag[name_end] not in " \t\r\n/>":
            name_end += 1
        parts = [tag[:name_end]]
        for am in _XML_ATTR_PARTS.finditer(tag, name_end):
            raw = am.group(2) if am.group(2) is not None else am.group(3)
            value = html.unescape(raw) if "&" in raw else raw
            value, _missing = self._interpolator.replace(value)
            if _BAD_CHARS.search(value):
                value = _BAD_CHARS.sub("\ufffd", value)
            parts.append(f' {am.group(1)}="{escape_attr(value)}"')
        parts.append("/>" if tag.endswith("/>") else ">")
        return "".join(parts)


_XML_TAG = re.compile(
    r"<(/?)([a-z][a-z0-9_-]*)((?:[ \t\r\n]+[A-Za-z_][A-Za-z0-9_.-]*[ \t\r\n]*=[ \t\r\n]*"
    r"(?:\"[^\"]*\"|'[^']*'))*)[ \t\r\n]*(/?)>"
)

# HTML-like implied ends: a new <li> ends an open <li> of the same list, and so on
# (name -> (names it ends, names that bound the search))
_IMPLIED_END = {
    "li": (frozenset({"li"}), frozenset({"ol", "ul"})),
    "tr": (frozenset({"tr"}), frozenset({"table"})),
    "td": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "th": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "option": (frozenset({"option", "header"}), frozenset({"question"})),
    "header": (frozenset({"option", "header"}), frozenset({"question"})),
    "p": (
        frozenset({"p"}),
        frozenset({"quote", "li", "td", "th", "tool", "question", "option", "header", "answer", "response"}),
    ),
}


class Balancer:
    """Makes the strict :class:`Sanitizer`'s output balanced (second, tolerant reading).

    An end tag closes the nearest open element of that name (and everything opened
    inside it); an end tag with no open element of its name is dropped; ``<li>``,
    ``<tr>``, ``<td>``/``<th>``, ``<option>``/``<header>`` and ``<p>`` end an open
    sibling of their kind; nesting deeper than :data:`MAX_DEPTH` loses its tags
    (not its text); duplicate attributes keep the first; :meth:`close` closes
    whatever is still open.
    """

    def __init__(self) -> None:
        self._stack: List[Tuple[str, bool]] = []
        self._depth = 0

    def feed(self, xml: str) -> str:
        if "<" not in xml:
            return xml.replace(">", "&gt;")
        out: List[str] = []
        pos = 0
        for m in _XML_TAG.finditer(xml):
            # text around a dropped tag joins: "]" + "]>" must not become the forbidden "]]>"
            out.append(xml[pos:m.start()].replace(">", "&gt;"))
            pos = m.end()
            slash, name, attrs, selfclosing = m.groups()
            if slash:
                k = self._find(name, ())
                if k >= 0:
                    self._close_to(k, out)
                continue  # else: a stray end tag
            implied = _IMPLIED_END.get(name)
            if implied is not None:
                k = self._find_any(*implied)
                if k >= 0:
                    self._close_to(k, out)
            tag = m.group(0)
            if attrs:
                names = [a.group(1) for a in _XML_ATTR_PARTS.finditer(attrs)]
                if len(set(names)) != len(names):
                    tag = self._dedupe(name, attrs, bool(selfclosing))
            keep = self._depth < MAX_DEPTH
            if selfclosing:
                if keep:
                    out.append(tag)
                continue
            self._stack.append((name, keep))
            if keep:
                self._depth += 1
                out.append(tag)
        out.append(xml[pos:].replace(">", "&gt;"))
        return "".join(out)

    def close(self) -> str:
        out: List[str] = []
        self._close_to(0, out)
        return "".join(out)

    def _find(self, name: str, bounds) -> int:
        stack = self._stack
        for k in range(len(stack) - 1, -1, -1):
            if stack[k][0] == name:
                return k
            if stack[k][0] in bounds:
                return -1
        return -1

    def _find_any(self, names, bounds) -> int:
        stack = self._stack
        for k in range(len(stack) - 1, -1, -1):
            if stack[k][0] in names:
                return k
            if stack[k][0] in bounds:
                return -1
        return -1

    def _close_to(self, k: int, out: List[str]) -> None:
        stack = self._stack
        while len(stack) > k:
            name, kept = stack.pop()
            if kept:
                self._depth -= 1
                out.append(f"</{name}>")

    @staticmethod
    def _dedupe(name: str, attrs: str, selfclosing: bool) -> str:
        seen = set()
        parts = [f"<{name}"]
        for a in _XML_ATTR_PARTS.finditer(attrs):
            if a.group(1) in seen:
                continue
            seen.add(a.group(1))
            if a.group(2) is not None:
                parts.append(f' {a.group(1)}="{a.group(2)}"')
            else:
                parts.append(f" {a.group(1)}='{a.group(3)}'")
        parts.append("/>" if selfclosing else ">")
        return "".join(parts)
