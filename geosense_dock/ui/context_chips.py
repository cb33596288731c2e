"""Chips above the composer: the contexts that go with the next message.

"3 selected", "viewport", "2 layers", "2 sketches" appear when there is something
to send and are on by default; "screenshot" only when asked for (the + menu).
Each chip has a × that leaves that context out of the next message; after a
message is sent (:meth:`ContextChips.message_sent`) the defaults come back and
the screenshot request is used up. :meth:`requested_kinds` is what the dock
passes to the message preparer.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication, Qt, QTimer, pyqtSignal
from qgis.PyQt.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QSizePolicy, QToolButton, QWidget

from .. import plain, theme
from ..i18n import mirror
from ..map.contexts import selection_count
from .flow_layout import FlowLayout

KIND_ORDER = ("selection", "position", "visibility", "suggestion", "image")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class Chip(QFrame):
    removed = pyqtSignal(str)

    def __init__(self, kind: str, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setObjectName("geosenseChip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        bg, border, text = theme.card("chip")  # its own background: its text colour goes with it
        self.setStyleSheet(f"#geosenseChip {{ border: 1px solid {border}; border-radius: 9px; background: {bg}; }}"
                           f"#geosenseChip QLabel, #geosenseChip QToolButton {{ color: {text}; }}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 0, 2, 0)
        layout.setSpacing(2)
        self.label = plain.plain_label(QLabel(self))  # layer names, counts
        layout.addWidget(self.label)
        self.close_button = QToolButton(self)
        self.close_button.setText("\u00d7")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(tr("Leave this out of the next message"))
        self.close_button.setAccessibleName(tr("Remove context"))
        self.close_button.clicked.connect(lambda: self.removed.emit(self.kind))
        layout.addWidget(self.close_button)

    def set_text(self, text: str, tooltip: str) -> None:
        self.label.setText(text)
        self.setToolTip(plain.tooltip(tooltip))
        self.setAccessibleName(text)


class ContextChips(QWidget):
    """Shows and controls which contexts go with the next message."""

    changed = pyqtSignal()

    def __init__(self, registry, canvas=None, sketches=None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.canvas = canvas
        self.sketches = sketches
        self._removed: set = set()
        self._image = False
        self._chips: Dict[str, Chip] = {}
        self._watched: Dict[str, QgsVectorLayer] = {}
        # the chips wrap (one chip more makes the row taller, never the dock wider); + stays on the first line
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(4)
        self._chips_box = QWidget(self)
        self._chips_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._row = FlowLayout(self._chips_box, spacing=4, one_line_hint=True)
        outer.addWidget(self._chips_box, 1)
        self.add_button = QToolButton(self)
        self.add_button.setText("+")
        self.add_button.setToolTip(tr("Add context to the next message"))
        self.add_button.setAccessibleName(tr("Add context"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = mirror(QMenu(self.add_button))
        self.add_menu.aboutToShow.connect(self._fill_menu)
        self.add_button.setMenu(self.add_menu)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self.refresh)
        registry.sharingChanged.connect(self._schedule)
        registry.project.layersAdded.connect(self._watch_layers)
        registry.project.layersWillBeRemoved.connect(self._forget)
        if sketches is not None:
            sketches.changed.connect(self._schedule)
        self._watch_layers()
        self.refresh()

    # -- public ----------------------------------------------------------------------------

    def requested_kinds(self) -> Tuple[str, ...]:
        """Context kinds for the next message, in a stable order."""
        return tuple(kind for kind, _text, _tip in self._available() if kind not in self._removed)

    def request(self, kind: str) -> None:
        """Put a context (back) on the next message; ``"image"`` asks for a screenshot."""
        if kind == "image":
            self._image = True
        self._removed.discard(kind)
        self.refresh()

    def remove(self, kind: str) -> None:
        if kind == "image":
            self._image = False
        else:
            self._removed.add(kind)
        self.refresh()

    def message_sent(self) -> None:
        """Back to the defaults: the screenshot was used, removed chips come back."""
        self._image = False
        self._removed.clear()
        self.refresh()

    def room_for_defaults(self) -> int:
        """The width of the chips a message usually carries ("viewport", "1 layer") and the + button, on one
        line: what the dock leaves them beside its buttons (more chips wrap onto a second line)."""
        self.add_button.ensurePolished()
        widths = [self.add_button.sizeHint().width()]
        for text in (tr("viewport"), tr("1 layer")):
            probe = Chip("probe", self._chips_box)  # in the dock: drawn in its style, the theme's included
            probe.hide()
            probe.set_text(text, "")
            probe.ensurePolished()
            for child in probe.findChildren(QWidget):
                child.ensurePolished()
            widths.append(probe.sizeHint().width())
            probe.setParent(None)
            probe.deleteLater()
        return sum(widths) + self._row.spacing() * len(widths)

    def labels(self) -> Dict[str, str]:
        return {kind: chip.label.text() for kind, chip in self._chips.items() if chip.isVisibleTo(self)}

    def close(self) -> bool:
        for layer in list(self._watched.values()):
            self._unwatch(layer)
        for signal, slot in ((self.registry.sharingChanged, self._schedule),
                             (self.registry.project.layersAdded, self._watch_layers),
                             (self.registry.project.layersWillBeRemoved, self._forget)):
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        if self.sketches is not None:
            try:
                self.sketches.changed.disconnect(self._schedule)
            except (TypeError, RuntimeError):
                pass
        self._timer.stop()
        return super().close()

    # -- internals -------------------------------------------------------------------------

    def _available(self) -> List[Tuple[str, str, str]]:
        out = []
        n = selection_count(self.registry)
        if n:
            out.append(("selection", tr("{} selected").format(n),
                        tr("The selected features go with the message")))
        if self.canvas is not None:
            out.append(("position", tr("viewport"), tr("The visible map extent goes with the message")))
        shared = len(self.registry.shared_layers())
        if shared:
            out.append(("visibility", tr("{} layers").format(shared) if shared != 1 else tr("1 layer"),
                        tr("Which shared layers and classes are visible, and their filters")))
        sketches = len(self.sketches) if self.sketches is not None else 0
        if sketches:
            out.append(("suggestion", tr("{} sketches").format(sketches) if sketches != 1 else tr("1 sketch"),
                        tr("The shapes you drew go with the message")))
        if self._image and self.canvas is not None:
            out.append(("image", tr("screenshot"), tr("An image of the map goes with the message")))
        return out

    def refresh(self) -> None:
        available = self._available()
        shown = set()
        for kind, text, tip in available:
            if kind in self._removed:
                continue
            chip = self._chips.get(kind)
            if chip is None:
                chip = Chip(kind, self._chips_box)
                chip.removed.connect(self.remove)
                self._chips[kind] = chip
                self._row.insertWidget(0, chip)
            chip.set_text(text, tip)
            chip.setVisible(True)
            shown.add(kind)
        for kind, chip in self._chips.items():
            if kind not in shown:
                chip.setVisible(False)
        self._reorder()
        self.changed.emit()

    def _reorder(self) -> None:
        for kind in KIND_ORDER:
            chip = self._chips.get(kind)
            if chip is not None:
                self._row.removeWidget(chip)
        position = 0
        for kind in KIND_ORDER:
            chip = self._chips.get(kind)
            if chip is not None:
                self._row.insertWidget(position, chip)
                position += 1

    def _fill_menu(self) -> None:
        self.add_menu.clear()
        if self.canvas is not None and not self._image:
            self.add_menu.addAction(tr("Screenshot of the map"), lambda: self.request("image"))
        names = {"selection": tr("Selection"), "position": tr("Viewport"), "visibility": tr("Visible layers"),
                 "suggestion": tr("Sketches")}
        for kind in sorted(self._removed, key=KIND_ORDER.index):
            self.add_menu.addAction(names.get(kind, kind), lambda k=kind: self.request(k))
        if self.add_menu.isEmpty():
            action = self.add_menu.addAction(tr("Everything available is attached"))
            action.setEnabled(False)

    def _schedule(self, *_args) -> None:
        self._timer.start()

    def _watch_layers(self, *_args) -> None:
        for layer in self.registry.project.mapLayers().values():
            if isinstance(layer, QgsVectorLayer) and layer.id() not in self._watched:
                layer.selectionChanged.connect(self._schedule)
                self._watched[layer.id()] = layer
        self._schedule()

    def _forget(self, layer_ids) -> None:
        for layer_id in layer_ids:
            self._watched.pop(layer_id, None)
        self._schedule()

    def _unwatch(self, layer) -> None:
        try:
            layer.selectionChanged.disconnect(self._schedule)
        except (TypeError, RuntimeError):
            pass
        self._watched.pop(layer.id(), None)
