"""One GeoSense message, rendered from its markup as it streams in.

``MessageView`` is a read-only ``QTextBrowser`` whose height follows its
document (no inner scroll bar), so a conversation stacks them in a scroll
area. Its height is bounded (:data:`MAX_HEIGHT`): a longer message scrolls
inside the view and :attr:`overflowChanged` tells its card, which offers the
whole answer in a window of its own. Feed it chunks (:meth:`MessageView.feed`, then :meth:`finish`) or a
whole message (:meth:`set_markup`).

Rendering is incremental: the streaming parser freezes finished top-level
blocks; each is rendered once and appended at the end of the stable part of
the document, and only the open tail is replaced at each chunk. An open table
or list at the end is not rendered again at each chunk either: its finished
rows are shown once each as preview lines (the writer's provisional part), and
the tail holds only the row being written.

Rendering is head first: while a message streams into a bounded view, the view
stops putting text into its document once the document reaches
:data:`LOOKAHEAD` view heights below what the view shows (:meth:`reaches_below`).
The rest is *deferred*: parsed and kept (:meth:`markup`, :meth:`plain_text`, the
links' data all see it), not rendered. Scrolling near the end of what is
rendered renders more (:meth:`show_more`, :attr:`wantsMore`); once the message
is complete the rest is put in in the background, a piece per event-loop pass
(rendered within about :data:`CATCH_UP_SECONDS`), until :attr:`caught_up`.

The only links are the plugin's ``geosense://`` actions. Clicking one emits
:attr:`actionTriggered` ``(action, params)``; hovering one emits
:attr:`actionHovered` (and ``("", {})`` when the pointer leaves it). ``params``
are the link's query values (strings) plus:

* ``option``: ``message`` (str), ``context`` (list of str), ``label``, ``index`` (int);
* ``tool``: ``type``, ``data`` (dict) or ``error`` (str, why the data cannot be used), ``id`` (the
  element's ``id`` or None), ``index`` (int); the link of a tool whose data cannot be used (yet)
  carries ``error`` too, so it can be told apart;
* ``open``, ``app``, ``docs``: ``url``, the full address to open.

Bad markup never raises into Qt: it is shown as text and logged on
``geosense.markup``.

The view keeps the streaming and rendering state; reading its links and tooltips is in
:mod:`.message_links`, its height and how far it renders in :mod:`.message_sizing`, its
images in :mod:`.message_images`.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from typing import Any, Callable, Deque, Dict, List, Mapping, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import QEvent, QMimeData, QPointF, QSize, Qt, QTimer, QUrl, pyqtSignal
from qgis.PyQt.QtGui import QMouseEvent
from qgis.PyQt.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QToolTip

from ..core.markup import (
    BlockStream,
    MarkupParser,
    Paragraph,
    QuestionOption,
    ToolBlock,
)
from ..core.markup import (
    plain_text as markup_plain_text,
)
from ..core.markup import (
    question_options as markup_question_options,
)
from ..core.markup import (
    tool_blocks as markup_tool_blocks,
)
from ..i18n import right_to_left, translated
from .message_images import resource_image
from .message_links import Action, anchors, href_text, link_action, tooltip_at
from .message_sizing import LOOKAHEAD, MAX_HEIGHT, document_bottom, fitted_height, head_limit
from .render.document import DocumentWriter, unbroken
from .render.elements.blocks import preview_paragraph
from .render.html import MessageRenderer, esc, flattened
from .render.options import Palette, RenderOptions
from .render.table_columns import fit_tables

log = logging.getLogger("geosense.markup")

FLUSH_MS = 150  # tables and lists of a stream are put in for real at most this long after
TAIL_INTERVAL_MS = 25  # the open tail of a stream is rendered at most this often (a view fed on its own)
TABLE_FIT_MS = 100  # a new width is given to the tables once it has not changed for this long
#: the style sheet of a right-to-left message: emphasis upright
UPRIGHT = "i, em { font-style: normal; }"
__all__ = ["CATCH_UP_SECONDS", "FLUSH_MS", "LOOKAHEAD", "MAX_HEIGHT", "MessageView", "TAIL_INTERVAL_MS"]
#: a pass of the background catch-up of a deferred message renders for about this long (seconds)
CATCH_UP_SECONDS = 0.008
HEAD_BATCH = 16  # frozen blocks put in at once before looking how far the document reaches


class MessageView(QTextBrowser):
    """A message rendered from GeoSense markup (see module doc)."""

    actionTriggered = pyqtSignal(str, dict)
    actionHovered = pyqtSignal(str, dict)
    overflowChanged = pyqtSignal(bool)  # the message is taller than max_height (scrolls inside)
    wantsMore = pyqtSignal()  # scrolled near the end of a head-first document: more is rendered

    def __init__(
        self,
        parent=None,
        resolver=None,
        options: Optional[RenderOptions] = None,
        data_contexts: Optional[Mapping[str, Any]] = None,
    ) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.document().setDocumentMargin(2)
        self._follow_direction()
        self._height = 0
        # None: as tall as its document; 0: any height, scrolling inside (a window of its own)
        self.max_height: Optional[int] = MAX_HEIGHT
        self._overflowing = False
        self._resolver = resolver
        self._options = options or self._default_options()
        self._contexts: Dict[str, Any] = dict(data_contexts or {})
        self._answered: Dict[str, Optional[int]] = {}
        self._plain: Optional[str] = None
        self._writer = DocumentWriter(self.document())
        self.tail_interval_ms = TAIL_INTERVAL_MS
        self._tail_shown = 0.0
        self._tail_held = False  # the tail shown is older than what was fed (rendered too recently)
        self._pending_since: Optional[float] = None  # when previews first waited to be put in for real
        # the one throttle of a stream: held-back tails and previews are done when it fires. Its owner
        # (the conversation) may pace the view instead (:meth:`set_pacer`): ``pacer(view, seconds)`` asks
        # to be called back through :meth:`pace` after ``seconds``, and the view starts no timer of its own.
        self._pacer: Optional[Callable[[MessageView, float], None]] = None
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self.pace)
        # characters of the markup the view accounts for: in its document (the tail included) or
        # deliberately deferred below what it shows (head-first rendering, see module doc)
        self.shown_chars = 0
        self.wantsMore.connect(self.show_more)
        self.verticalScrollBar().valueChanged.connect(self._on_inner_scroll)
        self._parser = MarkupParser(self._contexts)
        self._new_render_state()
        self.anchorClicked.connect(self._on_anchor_clicked)
        self._hovering = False  # a link is hovered: actionHovered said its action and not yet ("", {})
        self.highlighted.connect(self._on_highlighted)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        # tables are fitted to a new width once it has stopped changing (a dock dragged wider or narrower)
        self._table_fit = QTimer(self)
        self._table_fit.setSingleShot(True)
        self._table_fit.setInterval(TABLE_FIT_MS)
        self._table_fit.timeout.connect(self._fit_tables)

    # -- content --------------------------------------------------------------------------

    def feed(self, chunk: str) -> None:
        """Append a chunk of the message's markup."""
        if not chunk:
            return
        if self._plain is not None:
            self.set_plain(self._plain + chunk)
            return
        self._parser.feed(chunk)
        self._update()

    def finish(self) -> None:
        """The message is complete: release held-back input and render the rest."""
        if self._plain is not None or self._parser.finished:
            return
        self._parser.finish()
        self._update()
        if not self.caught_up:
            self._request(0)  # the rest in the background, a piece per pass (pace)
            return
        self._check_context()
        self._flush_pending()

    def set_markup(self, full: str) -> None:
        """Show a complete message (replacing anything shown before)."""
        self._plain = None
        self._parser = MarkupParser(self._contexts)
        self._parser.feed(full or "")
        self._parser.finish()
        self._rebuild()

    def set_plain(self, text: str) -> None:
        """Show ``text`` as it is (no markup), e.g. a notice."""
        self._plain = text or ""
        self._parser = MarkupParser(self._contexts)
        self._stop_pacing()
        self._writer.clear()
        self._deferred.clear()
        self._deferring = False
        self.shown_chars = len(self._plain)
        paragraphs = "".join(f"<p>{esc(line)}</p>" for line in self._plain.split("\n"))
        self._writer.update(paragraphs, "")

    @property
    def finished(self) -> bool:
        return self._plain is not None or self._parser.finished

    def markup(self) -> str:
        """The raw markup received so far."""
        return self._plain if self._plain is not None else self._parser.source

    def plain_text(self) -> str:
        """The message as plain text, references shown as they are rendered."""
        if self._plain is not None:
            return self._plain
        try:
            return markup_plain_text(self._parser.root, describe=self._renderer.describe)
        except Exception:
            log.exception("plain text of a message failed")
            return unbroken(self.document().toPlainText())

    def question_options(self) -> List[QuestionOption]:
        return markup_question_options(self._parser.root) if self._plain is None else []

    def tool_blocks(self) -> List[ToolBlock]:
        """``(type, data dict or ToolDataError, id attribute)`` of each ``<tool>``, in order."""
        return markup_tool_blocks(self._parser.root) if self._plain is None else []

    def anchors(self) -> List[str]:
        """The link targets in the document, in order (each once)."""
        return anchors(self.document())

    # -- settings -------------------------------------------------------------------------

    @property
    def data_contexts(self) -> Dict[str, Any]:
        return dict(self._contexts)

    @data_contexts.setter
    def data_contexts(self, contexts: Optional[Mapping[str, Any]]) -> None:
        """Data contexts (artifact id -> JSON) for ``${...}``; the message is read again."""
        self._contexts = dict(contexts or {})
        if self._plain is not None:
            return
        source, finished = self._parser.source, self._parser.finished
        self._parser = MarkupParser(self._contexts)
        self._parser.feed(source)
        if finished:
            self._parser.finish()
        self._rebuild()

    @property
    def resolver(self):
        return self._resolver

    @resolver.setter
    def resolver(self, resolver) -> None:
        self._resolver = resolver
        self.refresh()

    @property
    def options(self) -> RenderOptions:
        return self._options

    @options.setter
    def options(self, options: RenderOptions) -> None:
        self._options = options or self._default_options()
        self.refresh()

    def refresh(self) -> None:
        """Render again (the resolver's data changed: layers, classes, features)."""
        if self._plain is None:
            self._rebuild()

    def mark_answered(self, question_id: str, index: Optional[int]) -> None:
        """Show the question as answered with option ``index`` (``None``: in the user's own words)."""
        self._answered[str(question_id)] = None if index is None else int(index)
        self.refresh()

    # -- rendering ------------------------------------------------------------------------

    def _default_options(self) -> RenderOptions:
        dark = self.palette().base().color().lightness() < 128
        return RenderOptions(palette=Palette.dark() if dark else Palette(), right_to_left=right_to_left())

    def _follow_direction(self) -> None:
        """The document runs the way the view is laid out: every paragraph of a message in a
        right-to-left dock is right to left (aligned right, read from the right), whatever
        its first letter; a ``<pre>`` block says ``dir="ltr"`` itself."""
        document = self.document()
        option = document.defaultTextOption()
        if option.textDirection() != self.layoutDirection():
            option.setTextDirection(self.layoutDirection())
            document.setDefaultTextOption(option)
            # Arabic is not set in italics (and many systems have no italic Arabic font: boxes)
            document.setDefaultStyleSheet(UPRIGHT if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else "")

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.LayoutDirectionChange:
            self._follow_direction()

    def _new_render_state(self) -> None:
        self._renderer = MessageRenderer(self._resolver, self._options)
        self._renderer.answered = self._answered
        self._stream = BlockStream()
        self._generation = self._parser.generation
        # per frozen block that used the message context: (block, html, tool index at its
        # start, what its rendering depended on)
        self._frozen: List[Tuple[object, str, int, Tuple]] = []
        self._tools_frozen = 0
        self._notes_shown = False
        # an open table or list at the end of the stream: the element, its last child shown
        # as a provisional preview line, how many list items those were
        self._open: Optional[Tuple[Any, Any, int]] = None
        self._provisional = ""
        self._pending_since = None
        # head-first: frozen blocks not rendered yet (in order), and whether the view defers
        self._deferred: Deque[Any] = deque()
        self._deferring = False

    def _rebuild(self) -> None:
        self._stop_pacing()
        self._tail_shown = 0.0
        self._writer.clear()
        self._new_render_state()
        self._update()
        if self._parser.finished and not self._deferred:
            self._check_context()
            self._flush_pending()

    def _update(self) -> None:
        try:
            if self._parser.generation != self._generation:
                self._writer.clear()
                self._new_render_state()
            parser, renderer = self._parser, self._renderer
            frozen, tail = self._stream.advance(parser.root, parser.finished)
            if frozen:
                renderer.context.add(_elements_of(frozen))
                self._open = None  # the writer drops the provisional rows with the next stable block
            streaming = not parser.finished
            if self._deferring or self._deferred:
                self._deferred.extend(frozen)
                self._tail_held = False
                self.shown_chars = len(parser.source)
                return
            if streaming and len(frozen) > HEAD_BATCH:  # a long piece: its head first, as far as it shows
                rest = deque(frozen)
                while len(rest) > HEAD_BATCH:
                    self._writer.update(self._render_frozen(_take(rest, HEAD_BATCH), True), "")
                    if self.reaches_below():
                        self._deferred.extend(rest)
                        self._start_deferring()
                        self._pend()
                        return
                frozen = list(rest)
            stable = self._render_frozen(frozen, streaming)
            if streaming:
                tail_html = self._render_tail(tail)
            else:
                tail_html, self._tail_held = "", False
            notes = parser.notes
            if notes and not streaming and not self._notes_shown:
                stable.append((self._notes_html(notes), None))
                self._notes_shown = True
            elif notes and tail_html is not None:
                tail_html += self._notes_html(notes)
            provisional, self._provisional = self._provisional, ""
            self._writer.update(stable, tail_html, provisional)
            if not self._tail_held:
                self.shown_chars = len(parser.source)
            if streaming and self.reaches_below():
                self._start_deferring()
            self._pend()
        except Exception:
            log.exception("a message could not be rendered; shown as text")
            self._show_source()

    def _render_frozen(self, blocks, streaming: bool) -> List[Tuple[str, Optional[str]]]:
        """The stable HTML of frozen ``blocks`` (with a preview for a table or list while streaming)."""
        renderer = self._renderer
        stable: List[Tuple[str, Optional[str]]] = []
        renderer.tool_index = self._tools_frozen
        for block in blocks:
            start = renderer.tool_index
            renderer.begin_block()
            fragment = renderer.render_block(block)
            if renderer.used_vectors or renderer.used_projects:
                self._frozen.append((block, fragment, start, renderer.context_key()))
            preview = None
            if streaming and ("<table" in fragment or "<ol" in fragment or "<ul" in fragment):
                preview = flattened(fragment)
            stable.append((fragment, preview))
        self._tools_frozen = renderer.tool_index
        return stable

    def _pend(self) -> None:
        """Previews in the document are put in for real :data:`FLUSH_MS` after the first was shown."""
        if self._writer.has_pending:
            if self._pending_since is None:
                self._pending_since = time.monotonic()
                self._request(FLUSH_MS / 1000.0)
        else:
            self._pending_since = None

    # -- head first: what is below the fold waits -----------------------------------------

    @property
    def caught_up(self) -> bool:
        """True when everything fed is in the document (nothing deferred below the fold)."""
        return self._plain is not None or not (self._deferred or self._deferring)

    def reaches_below(self) -> bool:
        """True when a bounded view's document reaches :data:`LOOKAHEAD` view heights below what
        the view shows (the bottom of its last block, laid out that far and no further). A hidden
        view's document is not laid out at the view's width: it is rendered whole, as before."""
        if not self.max_height or not self.isVisible():
            return False
        limit = head_limit(int(self.max_height), self._overflowing, self.viewport().height(),
                           self.verticalScrollBar().value())
        return document_bottom(self.document()) > limit

    def _start_deferring(self) -> None:
        """What follows waits below the fold. The tail shown stays as it is (what it showed of the
        text so far); the next blocks put in replace it."""
        self._deferring = True
        self._tail_held = False
        self.shown_chars = len(self._parser.source)

    def show_more(self) -> None:
        """Render deferred text until the document again reaches :data:`LOOKAHEAD` view heights
        below what the view shows (or, the message being complete, a piece of the rest)."""
        if self._plain is not None or self.caught_up:
            return
        if self._parser.finished:
            self._catch_up(CATCH_UP_SECONDS)
            if not self.caught_up:
                self._request(0)
            return
        self._deferring = False
        self._catch_up(None)

    def _catch_up(self, budget: Optional[float]) -> None:
        """Put deferred blocks in, in order: while streaming until :meth:`reaches_below`; complete,
        for about ``budget`` seconds (None: all). Once all are in, the tail or the notes follow."""
        started = time.perf_counter()
        streaming = not self._parser.finished
        try:
            if self._writer.has_pending:  # previews of the head in for real first, while the document is short
                self._flush_pending()
            while self._deferred:
                # blocks rendered one by one: half the budget for rendering, the rest for putting them in
                stable: List[Tuple[str, Optional[str]]] = []
                while self._deferred and len(stable) < HEAD_BATCH:
                    stable.extend(self._render_frozen([self._deferred.popleft()], streaming))
                    if budget is not None and time.perf_counter() - started >= budget / 2:
                        break
                self._writer.update(stable, "")
                if streaming and self.reaches_below():
                    self._deferring = True
                    self._pend()
                    return
                if budget is not None and time.perf_counter() - started >= budget:
                    self._pend()
                    return
            self._deferring = False
            self._update()  # the tail (streaming: it may defer again) or the notes (complete)
            if not streaming:
                self._check_context()
                self._flush_pending()
        except Exception:
            log.exception("a message could not be rendered; shown as text")
            self._show_source()

    def _on_inner_scroll(self, _value: int) -> None:
        if not self.caught_up and not self._parser.finished and not self.reaches_below():
            self.wantsMore.emit()

    def _notes_html(self, notes: Sequence[str]) -> str:
        """What the parser says about how the message is shown, after the message."""
        color = self._options.palette.muted
        return "".join(f'<p style="color:{color};"><i>{esc(translated(note))}</i></p>' for note in notes)

    def _render_tail(self, tail) -> Optional[str]:
        """The tail's HTML, or None to keep the tail shown now (rendered too recently)."""
        now = time.monotonic()
        wait = self.tail_interval_ms / 1000.0 - (now - self._tail_shown)
        if wait > 0:
            self._tail_held = True
            self._request(wait)
            return None
        self._tail_held = False
        self._tail_shown = now
        renderer = self._renderer
        renderer.preview = True
        try:
            if len(tail) == 1 and getattr(tail[0], "tag", None) in ("table", "ol", "ul"):
                return self._open_block_tail(tail[0])
            return renderer.render_blocks(tail) if tail else ""
        finally:
            renderer.preview = False
            renderer.tool_index = self._tools_frozen

    def _open_block_tail(self, el) -> str:
        """The tail for an open table or list: finished rows or items go to the provisional
        part once each (preview lines); the tail is the last one, which may still grow."""
        if self._open is None or self._open[0] is not el:
            self._open = (el, None, 0)
        _el, last, number = self._open
        child = next(iter(el), None) if last is None else last.getnext()
        lines: List[str] = []
        while child is not None:
            following = child.getnext()
            if following is None:
                break  # the row being written
            if child.tag == "li":
                number += 1
            lines.append(self._renderer.preview_line(el, child, number))
            last = child
            child = following
        self._open = (el, last, number)
        if lines:
            self._provisional += preview_paragraph(lines)
        if child is None:
            return ""
        return preview_paragraph([self._renderer.preview_line(el, child, number + (child.tag == "li"))])

    # -- pacing: the one throttle of a stream ---------------------------------------------

    def pace(self) -> None:
        """Do what was held back and is due now: the tail (rendered too recently when it was fed) and
        the previews of tables and lists (put in for real :data:`FLUSH_MS` after they were first shown).
        Called by the view's own timer, or by its pacer (:meth:`set_pacer`)."""
        self._pace_timer.stop()
        if self._plain is not None:
            return
        now = time.monotonic()
        if self._parser.finished and not self.caught_up:
            self.show_more()  # the background catch-up of a complete message: a piece per pass
        if self._tail_held:
            self._update()
        if self._pending_since is not None:
            wait = FLUSH_MS / 1000.0 - (now - self._pending_since)
            if wait <= 0:
                self._flush_pending()
            else:
                self._request(wait)
        if self._tail_held:
            self._request(max(0.001, self.tail_interval_ms / 1000.0 - (time.monotonic() - self._tail_shown)))

    def set_pacer(self, pacer: Callable[[MessageView, float], None]) -> None:
        """From now on ``pacer(view, seconds)`` paces this view instead of its own timer; what is held
        back already is paced by it at once."""
        self._pacer = pacer
        if self.held_back:
            self.pace()

    @property
    def held_back(self) -> bool:
        """True while something fed is not shown yet or is shown as a preview (:meth:`pace` will do it)."""
        return self._tail_held or self._pending_since is not None or (
            self._parser.finished and not self.caught_up)

    def _request(self, seconds: float) -> None:
        """Be paced again in ``seconds`` (by the pacer, or by the view's own timer)."""
        if self._pacer is not None:
            self._pacer(self, seconds)
            return
        ms = max(1, int(math.ceil(seconds * 1000)))
        if not self._pace_timer.isActive() or self._pace_timer.remainingTime() > ms:
            self._pace_timer.start(ms)

    def _stop_pacing(self) -> None:
        self._pace_timer.stop()
        self._tail_held = False
        self._pending_since = None

    def _flush_pending(self) -> None:
        """Put tables and lists shown as previews in for real."""
        self._pending_since = None
        try:
            self._writer.flush()
        except Exception:
            log.exception("a message could not be rendered; shown as text")
            self._show_source()

    def _check_context(self) -> None:
        """After the end: re-render if a block used an older view of what the message names."""
        renderer = self._renderer
        for block, fragment, start, key in self._frozen:
            if renderer.key_now(key) == key:
                continue
            renderer.tool_index = start
            renderer.begin_block()
            if renderer.render_block(block) != fragment:
                log.debug("message context grew after a block was shown; rendering again")
                self._writer.clear()
                self._new_render_state()
                self._renderer.context.add(_elements_of([self._parser.root]))
                self._update()
                return
        renderer.tool_index = self._tools_frozen

    def _show_source(self) -> None:
        try:
            self._stop_pacing()
            self._writer.clear()
            self._writer.update(f"<p>{esc(self._parser.source)}</p>", "")
        except Exception:
            log.exception("even the plain text of a message could not be shown")

    # -- resources, height, tooltips ------------------------------------------------------

    def loadResource(self, kind: int, name: QUrl) -> Any:  # noqa: N802 (Qt override)
        """Only the renderer's own images; nothing from disk or network."""
        return resource_image(kind, name.toString(), self._options.palette.muted, self._renderer.images)

    @property
    def overflowing(self) -> bool:
        """True while the message is taller than :attr:`max_height` and scrolls inside the view."""
        return self._overflowing

    def _fit_height(self, size=None) -> None:
        margins = self.contentsMargins()
        extra = margins.top() + margins.bottom() + 2 * self.frameWidth()
        height, overflowing = fitted_height(self.document().size().height(), extra,
                                            self.max_height if self.max_height != 0 else None)
        if self.max_height == 0:  # fills a window of its own: scrolls inside, any height
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)
            self._height = height
            return
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)
            self.updateGeometry()
        if overflowing != self._overflowing:
            self._overflowing = overflowing
            self.setVerticalScrollBarPolicy(
                Qt.ScrollBarPolicy.ScrollBarAsNeeded if overflowing else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.overflowChanged.emit(overflowing)

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 (Qt override)
        """The selection as copied, without the break opportunities put into long words and the
        direction isolates of a right-to-left message."""
        mime = super().createMimeDataFromSelection()
        copy = QMimeData()
        if mime.hasText():
            copy.setText(unbroken(mime.text()))
        if mime.hasHtml():
            copy.setHtml(unbroken(mime.html()))
        return copy

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(super().sizeHint().width(), max(self._height, 1))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._table_fit.start()  # the columns of its tables shared out at the new width, once it settles
        self._fit_height()
        if not self.caught_up and not self._parser.finished:  # more may show now: looked at once settled
            QTimer.singleShot(0, self._on_inner_scroll_later)

    @property
    def table_fit_pending(self) -> bool:
        """True while the view waits for its width to settle before it fits its tables to it."""
        return self._table_fit.isActive()

    def _fit_tables(self) -> None:
        fit_tables(self.document())

    def _on_inner_scroll_later(self) -> None:
        try:
            self._on_inner_scroll(0)
        except RuntimeError:  # the view went
            pass

    def viewportEvent(self, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Leave and self._hovering:
            # Qt says nothing when the pointer leaves from a link without crossing text, and would say nothing
            # either when it comes back onto that link: a move off the text tells it the link is left
            self.mouseMoveEvent(QMouseEvent(QEvent.Type.MouseMove, QPointF(-1, -1), Qt.MouseButton.NoButton,
                                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
            self._end_hover()
        if event.type() == QEvent.Type.ToolTip:
            tip = self._tooltip_at(event.pos())
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def _tooltip_at(self, pos) -> str:
        """The escaped tooltip of the text under ``pos`` (viewport coordinates)."""
        return tooltip_at(self, pos)

    # -- links ----------------------------------------------------------------------------

    def activate_anchor(self, href) -> None:
        """Act on a link of the document as a click would (``href``: str or QUrl)."""
        target = href_text(href)
        action = self._action(target)
        if action is None:
            log.warning("ignored a link that is not a GeoSense action: %r", target)
            return
        self.actionTriggered.emit(*action)

    def _on_anchor_clicked(self, url: QUrl) -> None:
        try:
            self.activate_anchor(url)
        except Exception:
            log.exception("acting on a message link failed")

    def _on_highlighted(self, url) -> None:
        try:
            target = href_text(url)
            action = self._action(target) if target else None
            self._hovering = action is not None
            self.actionHovered.emit(*(action or ("", {})))
        except Exception:
            log.exception("hovering a message link failed")

    def _end_hover(self) -> None:
        """Say ``("", {})`` once when the pointer is gone from a link Qt still takes for hovered."""
        if self._hovering:
            self._hovering = False
            self.actionHovered.emit("", {})

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._end_hover()
        super().hideEvent(event)

    def _action(self, href: str) -> Optional[Action]:
        return link_action(href, self._parser.root, self._options)


def _take(blocks: Deque[Any], n: int) -> List[Any]:
    """The first ``n`` of ``blocks`` (fewer if there are fewer), taken out."""
    return [blocks.popleft() for _ in range(min(n, len(blocks)))]


def _elements_of(blocks: Sequence) -> List:
    out = []
    for block in blocks:
        if isinstance(block, Paragraph):
            out.extend(i for i in block.items if not isinstance(i, str))
        else:
            out.append(block)
    return out
