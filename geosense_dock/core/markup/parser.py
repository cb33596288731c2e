"""Streaming parser: GeoSense markup in, an lxml element tree out.

The tree is wrapped in one ``<geosense-message>`` element (:data:`ROOT_TAG`);
markup text is ``.text`` / ``.tail`` in lxml's usual way. lxml only ever sees
the :class:`~.sanitize.Sanitizer`'s output (no DTD, no entity declarations, no
network) and parses it with entity resolution, DTD loading and network access
switched off, so the parser is not an XXE surface.

Size: lxml is fed at most :data:`_FEED_BYTES` at a time, whole messages as
streamed ones (libxml2 refuses to look more than 10 MB ahead, and is slow at
it). The fast reading keeps libxml2's own limits (nesting of 256, 10 MB per
text node); a message past them is read tolerantly, where the balancer bounds
nesting itself (:data:`~.sanitize.MAX_DEPTH`) and libxml2's size limits are
lifted (``huge_tree``), so a long message reads the same streamed or whole.
A message longer than :data:`MAX_MESSAGE_CHARS` is cut there (an unfinished
tag at the cut is dropped, never shown as text) and :attr:`MarkupParser.notes`
says so.

Three modes, tried in turn; the first that accepts the message is used for all
of it, so the result does not depend on how the message was chunked:

``fast``
    the sanitiser's quick reading (complete tags of known names pass as they
    are) straight into lxml: well-formed messages, the common case;
``tolerant``
    the strict reading (every tag rewritten clean, invalid characters
    replaced) through the :class:`~.sanitize.Balancer` (stray or crossed end
    tags, unclosed elements, duplicate attributes, namespaces, deep nesting);
``text``
    last resort: the whole message as one text node.

Each switch rebuilds the tree from the source received so far and increments
:attr:`MarkupParser.generation` (a view showing the tree re-renders). Nothing
here raises on bad markup; problems are logged on ``geosense.markup``.

Streaming costs: a chunk is sanitised once (only an unfinished trailing tag is
kept back and looked at again) and lxml's push parser extends the same tree, so
the total work is linear in the message. After each chunk a comment ``<!---->``
(removed by lxml) makes lxml hand over the text it has buffered, so a view sees
text as soon as it arrives (not when the chunk ends inside a tag, where a
comment cannot go).
"""

from __future__ import annotations

import logging
import re
from typing import Any, List, Mapping, Optional, cast

from lxml import etree
from lxml.etree import _Element as LxmlElement  # the type of an lxml element (lxml gives it no public name)

from ..texts import text
from .sanitize import _BAD_CHARS, Balancer, Sanitizer
from .tags import ROOT_TAG

log = logging.getLogger("geosense.markup")

_FLUSH = "<!---->"
# a complete tag (the sanitizer's output only has "<" where markup starts)
_COMPLETE_TAG = re.compile(r"<(?:/?[A-Za-z][A-Za-z0-9_.:-]*(?:[ \t\r\n]+[^\s=/>]+[ \t\r\n]*=[ \t\r\n]*"
                           r"(?:\"[^\"]*\"|'[^']*'))*[ \t\r\n]*/?>)")
_MODES = ("fast", "tolerant", "text")

#: a message is read up to this many characters; the rest is not shown (a note says so)
MAX_MESSAGE_CHARS = 32 * 2**20
#: lxml is given at most this much at once
_FEED_BYTES = 1 << 20


def _safe_parser(huge: bool) -> etree.XMLPullParser:
    """``huge`` lifts libxml2's size and nesting limits: only where the balancer bounds nesting."""
    return etree.XMLPullParser(
        events=("start",),
        tag=ROOT_TAG,
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
        strip_cdata=True,
        huge_tree=huge,
        collect_ids=False,
        recover=False,
    )


class MarkupParser:
    """Parse a message given whole (:meth:`feed` + :meth:`finish`) or chunk by chunk.

    ``data_contexts`` maps ``artifact_id`` to the artifact's JSON value, for
    ``${...}`` interpolation in attribute values and text; :attr:`notes` says
    when its budget ran out. :attr:`root` is the live tree
    (complete up to the last finished construct); read it after any call.
    """

    def __init__(self, data_contexts: Optional[Mapping[str, Any]] = None) -> None:
        self._contexts = data_contexts
        self._parts: List[str] = []
        self._source_cache: Optional[str] = ""
        self._received = 0
        self._cut = False
        self._finished = False
        self.generation = 0
        self._start("fast")

    # -- public ---------------------------------------------------------------------------

    @property
    def root(self) -> LxmlElement:
        return self._root

    @property
    def source(self) -> str:
        """The raw markup received so far."""
        if self._source_cache is None:
            self._source_cache = "".join(self._parts)
            self._parts = [self._source_cache] if self._source_cache else []
        return self._source_cache

    @property
    def finished(self) -> bool:
        return self._finished

    @property
    def notes(self) -> List[str]:
        """What the reader must be told about how the message is shown (translatable sentences)."""
        notes: List[str] = []
        if self._cut:
            notes.append(text("This message is longer than {0} MiB: only its beginning is shown.",
                              MAX_MESSAGE_CHARS // 2**20))
        if self.mode != "text" and self._sanitizer.interpolator.capped:
            budget = self._sanitizer.interpolator.budget
            notes.append(text("Some data references are shown as written: filling them all in would have made "
                              "this message larger than {0} MiB.", max(1, round(budget / 2**20))))
        return notes

    @property
    def held_back(self) -> str:
        """Received input not in the tree yet (an unfinished trailing tag or entity)."""
        return "" if self.mode == "text" else self._sanitizer.held

    def feed(self, chunk: str) -> None:
        if not chunk:
            return
        if self._finished:
            log.warning("markup chunk after the end of the message ignored")
            return
        if self._cut:
            return
        room = MAX_MESSAGE_CHARS - self._received
        if len(chunk) > room:
            log.warning("message longer than %d characters: the rest is not shown", MAX_MESSAGE_CHARS)
            self._cut = True
            chunk = chunk[:room]
            if not chunk:
                return
        self._received += len(chunk)
        self._parts.append(chunk)
        self._source_cache = None
        self._push(chunk, final=False)

    def finish(self) -> LxmlElement:
        if not self._finished:
            self._finished = True
            self._push("", final=True)
        return self._root

    # -- internals ------------------------------------------------------------------------

    def _start(self, mode: str) -> None:
        self.mode = mode
        if mode == "text":
            self._root = etree.Element(ROOT_TAG)
            self._root.text = _BAD_CHARS.sub("\ufffd", self.source) or None
            return
        self._sanitizer = Sanitizer(self._contexts, strict=mode != "fast")
        self._balancer = Balancer() if mode == "tolerant" else None
        self._open_tag = ""  # fed text of a tag not yet complete (fast mode checks tags by name only)
        self._last_fed = ""
        self._lxml = _safe_parser(huge=mode == "tolerant")
        self._lxml.feed(f"<{ROOT_TAG}>".encode())
        _event, root = next(iter(self._lxml.read_events()))
        self._root = cast(LxmlElement, root)  # a "start" event carries an element

    def _push(self, chunk: str, final: bool) -> None:
        if self.mode == "text":
            if chunk:
                self._root.text = (self._root.text or "") + _BAD_CHARS.sub("\ufffd", chunk)
            return
        try:
            if final and self._cut:  # an unfinished construct at the cut is dropped, not shown as text
                xml = self._sanitizer.feed(chunk, final=False)
                self._sanitizer.discard_held()
                xml += self._sanitizer.feed("", final=True)
            else:
                xml = self._sanitizer.feed(chunk, final)
            if self._balancer is None:
                # lxml would read xmlns attributes as namespaces: the strict reading drops them
                seen = self._last_fed + xml
                if "xmlns" in seen:
                    raise ValueError("namespace declaration in markup")
                self._last_fed = seen[-4:]
            if self._balancer is not None:
                xml = self._balancer.feed(xml)
                if final:
                    xml += self._balancer.close()
            if final:
                self._feed_lxml((xml + f"</{ROOT_TAG}>").encode("utf-8"))
                self._lxml.close()
            elif xml:
                self._feed_lxml((xml + _FLUSH if self._flushable(xml) else xml).encode("utf-8"))
        except Exception as exc:  # lxml.etree.XMLSyntaxError, and anything unexpected
            self._fall_back(exc, final)

    def _feed_lxml(self, data: bytes) -> None:
        if len(data) <= _FEED_BYTES:
            self._lxml.feed(data)
            return
        for start in range(0, len(data), _FEED_BYTES):
            self._lxml.feed(data[start:start + _FEED_BYTES])

    def _flushable(self, xml: str) -> bool:
        """True unless the text fed so far ends inside a tag (where a comment cannot go)."""
        text = self._open_tag + xml if self._open_tag else xml
        lt = text.rfind("<")
        if lt < 0 or _COMPLETE_TAG.match(text, lt) is not None:
            self._open_tag = ""
            return True
        self._open_tag = text[lt:]
        return False

    def _fall_back(self, exc: Exception, final: bool) -> None:
        following = _MODES[_MODES.index(self.mode) + 1]
        if following == "text":
            log.error("markup could not be read even tolerantly, shown as text: %s", exc)
        else:
            log.info("markup is not well-formed (%s); reading it tolerantly", exc)
        self.generation += 1
        self._start(following)
        if following != "text":
            self._push(self.source, final)


def parse(markup: str, data_contexts: Optional[Mapping[str, Any]] = None) -> LxmlElement:
    """Parse a whole message; returns the ``<geosense-message>`` root element."""
    parser = MarkupParser(data_contexts)
    parser.feed(markup)
    return parser.finish()
