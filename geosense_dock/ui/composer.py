"""The message composer: text with reference chips; Enter sends, Shift+Enter starts a new line.

References (a feature, a layer, a class, "and N more" features) are inline
chips (see :mod:`.reference_chips`): each is one character, deleted with
Backspace or Delete like any other, never edited from inside. Chips come in by

* :meth:`ComposerEdit.insert_chips` (the pick tool, "Ask GeoSense about…"),
* typing ``@``: a list completes from :attr:`ReferenceHooks.completion_source`
  (selected features first, then shared layers, then classes),
* dropping layers from the layer tree (:attr:`ReferenceHooks.drop_decoder`) or
  chips copied from another composer or dragged from the legend.

:meth:`ComposerEdit.submit` emits :attr:`submitted` with the message as
markup and as its segments (:mod:`geosense_dock.core.composer_markup`: text escaped, chips as
``<ref>``, ``<vector>``, ``<class>``). A chip whose feature or layer is gone
(:attr:`ReferenceHooks.problem`) is drawn struck out, and sending asks whether
to drop it. The map side hands the composer its :class:`ReferenceHooks`
(:meth:`ComposerEdit.set_reference_hooks`); without them it knows no references.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from qgis.PyQt.QtCore import QCoreApplication, QEvent, QMimeData, QModelIndex, QRect, QSize, Qt, pyqtSignal
from qgis.PyQt.QtGui import QKeyEvent, QStandardItem, QStandardItemModel, QTextCharFormat, QTextCursor
from qgis.PyQt.QtWidgets import QCompleter, QTextEdit, QToolTip

from .. import plain
from ..core import composer_markup as cm
from ..core.composer_markup import CHIPS_MIME, Chip, Segment, decode_segments, encode_segments
from ..i18n import mirror
from .reference_chips import OBJECT_CHAR, ChipPainter, chip_format, chip_of, install
from .render.options import Palette

log = logging.getLogger("geosense.ui")

_AT_TOKEN = re.compile(r"(?:^|(?<=[\s(\[{,;]))@([^\s@\ufffc]*)$")
CHIP_ROLE = int(Qt.ItemDataRole.UserRole) + 1


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


@dataclass(frozen=True)
class ReferenceHooks:
    """What the composer asks the map side about references; the defaults: no map side."""

    problem: Callable[[Chip], str] = lambda chip: ""  # why a chip's target is gone ("" if fine)
    accept_chips: Callable[[List[Chip]], List[Chip]] = lambda chips: list(chips)  # chips coming in, as kept
    completion_source: Callable[[], List[Tuple[str, Chip]]] = lambda: []  # what typing @ offers
    drop_decoder: Callable[[QMimeData], List[Chip]] = lambda mime: []  # the chips of a drop in drop_formats
    drop_formats: Tuple[str, ...] = ()
    relabel: Callable[[Chip], Chip] = lambda chip: chip  # a pasted chip named as this project names it


class ComposerEdit(QTextEdit):
    submitted = pyqtSignal(str, object)  # the message as markup, and as segments (text and chips)
    chipsInserted = pyqtSignal(int)  # how many chips were just inserted

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setAcceptRichText(False)
        self.setPlaceholderText(tr("Ask GeoSense about your layers… Type @ to mention a feature, layer or class "
                                   "(Enter to send, Shift+Enter for a new line)"))
        self.setAccessibleName(tr("Message to GeoSense"))
        self.setAccessibleDescription(tr("Type your question. Type @ to insert a reference. "
                                         "Enter sends, Shift+Enter starts a new line, Tab moves on."))
        self.setTabChangesFocus(True)
        self.setMaximumHeight(110)
        self.setMinimumHeight(54)
        self._hint_height = 0  # as tall as what it holds (or its placeholder), between the two
        self.document().contentsChanged.connect(self._follow_contents)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.hooks = ReferenceHooks()  # what the map side says of references (set_reference_hooks)
        self.confirm_drop: Callable[[List[Chip]], bool] = self._ask_drop
        dark = self.palette().base().color().lightness() < 128
        self._painter = ChipPainter(Palette.dark() if dark else Palette(), problem=self._problem, parent=self)
        install(self.document(), self._painter)
        self._problems: Dict[Tuple, str] = {}
        self.completer = QCompleter(self)
        self._model = QStandardItemModel(self.completer)
        self.completer.setModel(self._model)
        self.completer.setWidget(self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.completer.setModelSorting(QCompleter.ModelSorting.UnsortedModel)
        self.completer.setMaxVisibleItems(12)
        self.completer.activated[QModelIndex].connect(self._on_completion)
        self.completer.popup().setAccessibleName(tr("References to insert"))
        mirror(self.completer.popup())
        self._completing = False

    def set_reference_hooks(self, hooks: Optional[ReferenceHooks]) -> None:
        """What the map side says of references from now on (None: nothing, as without a map side)."""
        self.hooks = hooks if hooks is not None else ReferenceHooks()

    # -- content --------------------------------------------------------------------------

    def segments(self) -> List[Segment]:
        """The text and chips in the composer, in order."""
        out: List[Segment] = []
        block = self.document().begin()
        first = True
        while block.isValid():
            if not first:
                out.append("\n")
            first = False
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if fragment.isValid():
                    text = fragment.text()
                    chip = chip_of(fragment.charFormat())
                    if chip is not None:
                        for ch in text:
                            out.append(chip if ch == OBJECT_CHAR else _plain(ch))
                    else:
                        out.append(_plain(text.replace(OBJECT_CHAR, "")))
                it += 1
            block = block.next()
        return cm.normalized(out)

    def chips(self) -> List[Chip]:
        return cm.chips_of(self.segments())

    def markup(self) -> str:
        return cm.to_markup(self.segments())

    def set_segments(self, segments: Sequence[Segment]) -> None:
        self.clear()
        self._insert_segments(segments, relabel=True)

    def set_markup(self, markup: str) -> None:
        """Show a message written as markup (e.g. one that could not be sent) for editing."""
        self.set_segments(cm.segments_from_markup(markup))

    def insert_chips(self, chips: Sequence[Chip], accept: bool = True) -> int:
        """Insert chips at the cursor, a space between them; returns how many went in."""
        chips = list(chips)
        if accept and chips:
            chips = self.hooks.accept_chips(chips)
        if not chips:
            return 0
        cursor = self.textCursor()
        before = self._char_before(cursor)
        segments: List[Segment] = []
        if before not in ("", " ", "\n", "\u2029", "(", "\t"):
            segments.append(" ")
        for i, chip in enumerate(chips):
            if i:
                segments.append(" ")
            segments.append(chip)
        segments.append(" ")
        self._insert_segments(segments)
        self.chipsInserted.emit(len(chips))
        return len(chips)

    def _insert_segments(self, segments: Sequence[Segment], relabel: bool = False) -> None:
        cursor = self.textCursor()
        cursor.beginEditBlock()
        plain = QTextCharFormat()
        for seg in segments:
            if isinstance(seg, str):
                lines = seg.split("\n")
                for i, line in enumerate(lines):
                    if i:
                        cursor.insertBlock()
                    if line:
                        cursor.insertText(line, plain)
            else:
                chip = seg
                if relabel:
                    try:
                        chip = self.hooks.relabel(chip)
                    except Exception:  # noqa: BLE001 - a chip keeps its old label
                        log.exception("relabelling a chip failed")
                cursor.insertText(OBJECT_CHAR, chip_format(chip))
        cursor.setCharFormat(plain)
        cursor.endEditBlock()
        self.setTextCursor(cursor)
        self.refresh_chips()

    @staticmethod
    def _char_before(cursor: QTextCursor) -> str:
        if cursor.atBlockStart():
            return ""
        probe = QTextCursor(cursor)
        probe.clearSelection()
        probe.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor)
        return probe.selectedText()

    # -- missing targets ------------------------------------------------------------------

    def _problem(self, chip: Chip) -> str:
        return self._problems.get(chip.key(), "")

    def refresh_chips(self) -> None:
        """Check every chip again (a feature or layer may be gone) and redraw."""
        problems: Dict[Tuple, str] = {}
        for chip in self.chips():
            if chip.key() in problems:
                continue
            try:
                problems[chip.key()] = self.hooks.problem(chip) or ""
            except Exception:  # noqa: BLE001 - checking never raises into Qt
                log.exception("checking a reference failed")
                problems[chip.key()] = ""
        if problems != self._problems:
            self._problems = problems
            self.viewport().update()

    def problems(self) -> List[Tuple[Chip, str]]:
        """Chips whose feature or layer is gone, with why."""
        self.refresh_chips()
        seen = set()
        out = []
        for chip in self.chips():
            reason = self._problems.get(chip.key(), "")
            if reason and chip.key() not in seen:
                seen.add(chip.key())
                out.append((chip, reason))
        return out

    def remove_chips(self, doomed: Sequence[Chip]) -> None:
        keys = {c.key() for c in doomed}
        kept = [s for s in self.segments() if isinstance(s, str) or s.key() not in keys]
        self.set_segments(cm.normalized(kept))

    def _ask_drop(self, missing: List[Chip]) -> bool:
        names = ", ".join(c.plain() for c in missing[:5]) + ("…" if len(missing) > 5 else "")
        return plain.ask(
            self.window(), tr("GeoSense"),
            tr("The message refers to what no longer exists: {0}. Drop these references and send?").format(names),
            default_yes=False)

    # -- sending ----------------------------------------------------------------------------

    def submit(self) -> None:
        if self._popup_visible():
            self.completer.popup().hide()
        segments = cm.strip_segments(self.segments())
        if not segments:
            return
        missing = [chip for chip, _reason in self.problems()]
        if missing:
            if not self.confirm_drop(missing):
                return
            keys = {c.key() for c in missing}
            segments = cm.strip_segments([s for s in segments if isinstance(s, str) or s.key() not in keys])
            if not segments:
                self.remove_chips(missing)
                return
        markup = cm.to_markup(segments)
        if not markup:
            return
        self.clear()  # before the signal: a receiver may give the message back (not sent)
        self._problems = {}
        self.submitted.emit(markup, segments)

    # -- keys -----------------------------------------------------------------------------

    def _popup_visible(self) -> bool:
        return self.completer.popup().isVisible()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """As tall as the text (or the placeholder) at this width, within the minimum and maximum height:
        on a short screen the room goes to the conversation and its panels, not to empty lines."""
        hint = super().sizeHint()
        return QSize(hint.width(), self._content_height())

    def _content_height(self) -> int:
        doc = self.document()
        width = max(40, self.viewport().width())
        if doc.isEmpty() and self.placeholderText():
            flags = int(Qt.TextFlag.TextWordWrap)
            text = self.fontMetrics().boundingRect(QRect(0, 0, int(width - 2 * doc.documentMargin()), 10000),
                                                   flags, self.placeholderText()).height()
            inner = text + 2 * doc.documentMargin()
        else:
            inner = doc.size().height()
        frame = 2 * self.frameWidth() + self.contentsMargins().top() + self.contentsMargins().bottom()
        return int(min(self.maximumHeight(), max(self.minimumHeight(), math.ceil(inner) + frame + 2)))

    def _follow_contents(self) -> None:
        height = self._content_height()
        if height != self._hint_height:
            self._hint_height = height
            self.updateGeometry()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():  # the text wraps anew
            self._follow_contents()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if self._popup_visible() and key in (Qt.Key.Key_Enter, Qt.Key.Key_Return, Qt.Key.Key_Escape,
                                             Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            event.ignore()  # the completer takes these
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.textCursor().insertBlock()
                self.ensureCursorVisible()
                return
            if not (event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
                self.submit()
                return
        super().keyPressEvent(event)
        if event.text() or key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._update_completion()

    # -- @ completion -----------------------------------------------------------------------

    def _at_prefix(self) -> Optional[str]:
        cursor = self.textCursor()
        if cursor.hasSelection():
            return None
        block_text = cursor.block().text()[: cursor.positionInBlock()]
        match = _AT_TOKEN.search(block_text)
        return match.group(1) if match else None

    def _update_completion(self) -> None:
        prefix = self._at_prefix()
        if prefix is None:
            if self._popup_visible():
                self.completer.popup().hide()
            return
        if not self._completing:
            self._fill_model()
            self._completing = True
        self.completer.setCompletionPrefix(prefix)
        popup = self.completer.popup()
        if self.completer.completionCount() == 0:
            popup.hide()
            return
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        rect = self.cursorRect()
        rect.setWidth(max(220, popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8))
        self.completer.complete(rect)

    def _fill_model(self) -> None:
        self._model.clear()
        try:
            items = self.hooks.completion_source()
        except Exception:  # noqa: BLE001 - no completion rather than an error in Qt
            log.exception("completing a reference failed")
            items = []
        for text, chip in items:
            item = QStandardItem(text)
            item.setData(chip.to_json(), CHIP_ROLE)
            item.setToolTip(plain.tooltip(text))
            item.setEditable(False)
            self._model.appendRow(item)

    def completion_items(self) -> List[Tuple[str, Chip]]:
        """What the completion list offers now, in order (after filtering by the typed text)."""
        model = self.completer.completionModel()
        out = []
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            chip = Chip.from_json(index.data(CHIP_ROLE) or "")
            if chip is not None:
                out.append((index.data(Qt.ItemDataRole.DisplayRole), chip))
        return out

    def complete_with(self, row: int) -> None:
        """Insert the completion at ``row`` (as choosing it in the list does)."""
        self._on_completion(self.completer.completionModel().index(row, 0))

    def _on_completion(self, index: QModelIndex) -> None:
        try:
            chip = Chip.from_json(index.data(CHIP_ROLE) or "") if index.isValid() else None
            self.completer.popup().hide()
            self._completing = False
            if chip is None:
                return
            prefix = self._at_prefix()
            if prefix is not None:
                cursor = self.textCursor()
                cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, len(prefix) + 1)
                cursor.removeSelectedText()
                self.setTextCursor(cursor)
            self.insert_chips([chip])
        except Exception:  # noqa: BLE001 - a completion never raises into Qt
            log.exception("inserting a completion failed")

    def focusOutEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().focusOutEvent(event)
        if not self._popup_visible():
            self._completing = False

    # -- clipboard, drag and drop -----------------------------------------------------------

    def _selected_segments(self) -> List[Segment]:
        cursor = self.textCursor()
        if not cursor.hasSelection():
            return []
        start, end = cursor.selectionStart(), cursor.selectionEnd()
        out: List[Segment] = []
        probe = QTextCursor(self.document())
        for pos in range(start, end):
            probe.setPosition(pos)
            probe.setPosition(pos + 1, QTextCursor.MoveMode.KeepAnchor)
            text = probe.selectedText()
            chip = chip_of(probe.charFormat()) if text == OBJECT_CHAR else None
            if chip is not None:
                out.append(chip)
            else:
                out.append(_plain(text))
        return cm.normalized(out)

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 (Qt override)
        segments = self._selected_segments()
        mime = QMimeData()
        mime.setText(cm.to_plain(segments))
        if cm.chips_of(segments):
            mime.setData(CHIPS_MIME, encode_segments(segments))
        return mime

    def canInsertFromMimeData(self, source: QMimeData) -> bool:  # noqa: N802 (Qt override)
        if source.hasFormat(CHIPS_MIME) or any(source.hasFormat(f) for f in self.hooks.drop_formats):
            return True
        return source.hasText()

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 (Qt override)
        try:
            if source.hasFormat(CHIPS_MIME):
                segments = decode_segments(source.data(CHIPS_MIME))
                chips = self.hooks.accept_chips(cm.chips_of(segments)) if cm.chips_of(segments) else []
                allowed = {c.key() for c in chips}
                self._insert_segments([s for s in segments if isinstance(s, str) or s.key() in allowed])
                if chips:
                    self.chipsInserted.emit(len(chips))
                return
            if any(source.hasFormat(f) for f in self.hooks.drop_formats):
                chips = self.hooks.drop_decoder(source)
                if chips:
                    self.insert_chips(chips)
                    return
            if source.hasText():
                self._insert_segments([source.text()])
        except Exception:  # noqa: BLE001 - a drop never raises into Qt
            log.exception("inserting dropped or pasted content failed")

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Layers and chips dragged in from elsewhere are copied, never moved: a layer-tree drag
        that ended in a move would take the layer out of the layer tree."""
        mime = event.mimeData()
        ours = mime.hasFormat(CHIPS_MIME) or any(mime.hasFormat(f) for f in self.hooks.drop_formats)
        if not ours or event.source() is self:
            super().dropEvent(event)
            return
        try:
            pos = event.position().toPoint() if hasattr(event, "position") else event.pos()  # Qt6 / Qt5
            self.setTextCursor(self.cursorForPosition(pos))
            self.insertFromMimeData(mime)
        finally:
            copy = bool(event.possibleActions() & Qt.DropAction.CopyAction)
            event.setDropAction(Qt.DropAction.CopyAction if copy else Qt.DropAction.IgnoreAction)
            event.accept()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- tooltips ---------------------------------------------------------------------------

    def chip_at(self, pos) -> Optional[Chip]:
        """The chip under ``pos`` (viewport coordinates), if any."""
        cursor = self.cursorForPosition(pos)
        for offset in (0, -1):
            probe = QTextCursor(self.document())
            at = cursor.position() + offset
            if at < 0 or at >= self.document().characterCount() - 1:
                continue
            probe.setPosition(at)
            probe.setPosition(at + 1, QTextCursor.MoveMode.KeepAnchor)
            if probe.selectedText() == OBJECT_CHAR:
                rect = self.cursorRect(probe)
                chip = chip_of(probe.charFormat())
                if chip is not None and rect.top() <= pos.y() <= rect.bottom() + rect.height():
                    return chip
        return None

    def viewportEvent(self, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.ToolTip:
            chip = self.chip_at(event.pos())
            if chip is not None:
                reason = self._problem(chip)
                tip = chip.plain() if not reason else tr("{0} — {1}").format(chip.plain(), reason)
                QToolTip.showText(event.globalPos(), plain.tooltip(tip), self.viewport())
                return True
            QToolTip.hideText()
        return super().viewportEvent(event)


def _plain(text: str) -> str:
    return text.replace("\u2029", "\n").replace("\u2028", "\n").replace("\u00a0", " ")
