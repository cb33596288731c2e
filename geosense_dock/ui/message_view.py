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
"""

from __future__ import annotations

import html
import logging
import math
import time
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import QByteArray, QEvent, QMimeData, QPointF, QRectF, QSize, Qt, QTimer, QUrl, pyqtSignal
from qgis.PyQt.QtGui import QImage, QPainter, QTextCursor, QTextDocument
from qgis.PyQt.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QToolTip

try:
    from qgis.PyQt.QtSvg import QSvgRenderer
except ImportError:  # pragma: no cover - QtSvg is part of every QGIS build
    QSvgRenderer = None

from ..core.markup import (
    BlockStream,
    MarkupParser,
    Paragraph,
    QuestionOption,
    ToolBlock,
    find_option,
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
from .render.actions import join_url, parse_action_url, safe_external_url
from .render.document import DocumentWriter, unbroken
from .render.elements.blocks import preview_paragraph
from .render.html import MessageRenderer, esc, flattened
from .render.icons import ICON_PREFIX, IMAGE_PREFIX, icon_svg
from .render.options import Palette, RenderOptions

log = logging.getLogger("geosense.markup")

_IMAGE_PIXELS = 48  # images are drawn at this size and scaled down by the document
FLUSH_MS = 150  # tables and lists of a stream are put in for real at most this long after
TAIL_INTERVAL_MS = 25  # the open tail of a stream is rendered at most this often (a view fed on its own)
#: the style sheet of a right-to-left message: emphasis upright
UPRIGHT = "i, em { font-style: normal; }"
#: the tallest a message is shown in the conversation (logical pixels); a longer one scrolls inside
MAX_HEIGHT = 2400


class MessageView(QTextBrowser):
    """A message rendered from GeoSense markup (see module doc)."""

    actionTriggered = pyqtSignal(str, dict)
    actionHovered = pyqtSignal(str, dict)
    overflowChanged = pyqtSignal(bool)  # the message is taller than max_height (scrolls inside)

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
        self.shown_chars = 0  # characters of the markup the document shows (the tail included)
        self._parser = MarkupParser(self._contexts)
        self._new_render_state()
        self.anchorClicked.connect(self._on_anchor_clicked)
        self.highlighted.connect(self._on_highlighted)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)

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
        seen: Dict[str, None] = {}
        block = self.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fmt = it.fragment().charFormat()
                if fmt.isAnchor() and fmt.anchorHref():
                    seen.setdefault(fmt.anchorHref(), None)
                it += 1
            block = block.next()
        return list(seen)

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

    def _rebuild(self) -> None:
        self._stop_pacing()
        self._tail_shown = 0.0
        self._writer.clear()
        self._new_render_state()
        self._update()
        if self._parser.finished:
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
            stable: List[Tuple[str, Optional[str]]] = []
            renderer.tool_index = self._tools_frozen
            streaming = not parser.finished
            for block in frozen:
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
            if self._writer.has_pending:
                if self._pending_since is None:
                    self._pending_since = time.monotonic()
                    self._request(FLUSH_MS / 1000.0)
            else:
                self._pending_since = None
        except Exception:
            log.exception("a message could not be rendered; shown as text")
            self._show_source()

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
        return self._tail_held or self._pending_since is not None

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
        url = name.toString()
        svg = None
        if url.startswith(ICON_PREFIX):
            svg = icon_svg(url[len(ICON_PREFIX):], self._options.palette.muted)
        elif url.startswith(IMAGE_PREFIX):
            svg = self._renderer.images.get(url[len(IMAGE_PREFIX):])
        if svg is None or kind != QTextDocument.ResourceType.ImageResource or QSvgRenderer is None:
            return None
        return _svg_image(svg)

    @property
    def overflowing(self) -> bool:
        """True while the message is taller than :attr:`max_height` and scrolls inside the view."""
        return self._overflowing

    def _fit_height(self, size=None) -> None:
        doc_height = self.document().size().height()
        margins = self.contentsMargins()
        height = int(math.ceil(doc_height)) + margins.top() + margins.bottom() + 2 * self.frameWidth()
        if self.max_height == 0:  # fills a window of its own: scrolls inside, any height
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            self.setMinimumHeight(0)
            self.setMaximumHeight(16777215)
            self._height = height
            return
        overflowing = self.max_height is not None and height > self.max_height
        if overflowing:
            height = int(self.max_height)
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
        self._fit_height()

    def viewportEvent(self, event) -> bool:  # noqa: N802 (Qt override)
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
        point = QPointF(pos.x() + self.horizontalScrollBar().value(), pos.y() + self.verticalScrollBar().value())
        at = self.document().documentLayout().hitTest(point, Qt.HitTestAccuracy.ExactHit)
        if at < 0:
            return ""
        cursor = QTextCursor(self.document())
        cursor.setPosition(at)
        cursor.movePosition(QTextCursor.MoveOperation.NextCharacter, QTextCursor.MoveMode.KeepAnchor)
        tip = cursor.charFormat().toolTip()
        if not tip:
            return ""
        return "<qt>" + html.escape(tip).replace("\n", "<br/>") + "</qt>"

    # -- links ----------------------------------------------------------------------------

    def activate_anchor(self, href) -> None:
        """Act on a link of the document as a click would (``href``: str or QUrl)."""
        target = href.toString(QUrl.ComponentFormattingOption.FullyEncoded) if isinstance(href, QUrl) else str(href)
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
            target = url.toString(QUrl.ComponentFormattingOption.FullyEncoded) if isinstance(url, QUrl) else str(url)
            action = self._action(target) if target else None
            self.actionHovered.emit(*(action or ("", {})))
        except Exception:
            log.exception("hovering a message link failed")

    def _action(self, href: str) -> Optional[Tuple[str, Dict[str, Any]]]:
        parsed = parse_action_url(href)
        if parsed is None:
            return None
        action, params = parsed
        extra: Dict[str, Any] = dict(params)
        root = self._parser.root
        if action == "option":
            try:
                index = int(params.get("i", ""))
            except ValueError:
                return None
            extra["index"] = index
            option = find_option(root, params.get("q", ""), index)
            if option is not None:
                extra.update(message=option.message, context=list(option.context), label=option.label)
        elif action == "tool":
            try:
                index = int(params.get("n", ""))
                block = markup_tool_blocks(root)[index]
            except (ValueError, IndexError):
                return None
            extra.update(index=index, type=block.type, id=block.id)
            extra.pop("error", None)  # the link may predate the data: look again
            if isinstance(block.data, Exception):
                extra["error"] = translated(block.data)
            else:
                extra["data"] = block.data
        elif action == "open":
            url = safe_external_url(params.get("url"))
            if url is None:
                log.warning("refused to open %r", params.get("url"))
                return None
            extra["url"] = url
        elif action == "app":
            extra["url"] = join_url(self._options.app_base_url, params.get("path", "/"))
        elif action == "docs":
            extra["url"] = join_url(self._options.docs_base_url, params.get("path", "/"))
        return action, extra


def _elements_of(blocks: Sequence) -> List:
    out = []
    for block in blocks:
        if isinstance(block, Paragraph):
            out.extend(i for i in block.items if not isinstance(i, str))
        else:
            out.append(block)
    return out


def _svg_image(svg: str) -> Optional[QImage]:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        return None
    image = QImage(_IMAGE_PIXELS, _IMAGE_PIXELS, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, _IMAGE_PIXELS, _IMAGE_PIXELS))
    painter.end()
    return image
