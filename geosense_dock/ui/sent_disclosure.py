"""The "Sent with this message" disclosure under a user message.

Collapsed by default; the toggle is a button in the tab order (Space or Enter
opens it). It shows the message's :class:`~geosense_dock.core.sent_record.SentRecord`,
the record of what the transports and the artifact client actually wrote, as
plain text, and the screenshot that went along as a thumbnail.

It shows the record as it is and never changes or resends it.
"""

from __future__ import annotations

import base64
import binascii
import logging
from typing import Any, Dict, List, Optional, Set

from qgis.PyQt.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSize, Qt
from qgis.PyQt.QtGui import QImage, QImageReader, QPixmap
from qgis.PyQt.QtWidgets import QLabel, QVBoxLayout, QWidget

from .. import plain
from ..core.protocol.transport import FLYPIX, SSE, WEBSOCKET
from ..core.sent_record import THUMBNAIL_KEY, SentItem, SentRecord
from .disclosure import Disclosure, disclosure_toggle

log = logging.getLogger("geosense.ui")

THUMBNAIL_WIDTH = 160
# a screenshot is at most MAX_IMAGE_SIDE pixels a side (map/image.py); anything larger is not the plugin's
MAX_THUMBNAIL_SIDE = 4096
MAX_THUMBNAIL_SOURCE = 32 * 2**20  # characters of base64
TOO_LARGE = "too large"
# what the record's text shows at most: a record read back from a project can be built to be huge
MAX_NAMES = 100
MAX_LINE = 4000
MAX_ITEMS = 500


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


def size_text(n: int) -> str:
    if n < 1024:
        return tr("{0} B").format(n)
    if n < 1024 * 1024:
        return tr("{0:.1f} kB").format(n / 1024)
    return tr("{0:.1f} MB").format(n / (1024 * 1024))


def backend_text(kind: str) -> str:
    return {
        WEBSOCKET: tr("GeoSense agent over WebSocket"),
        SSE: tr("GeoSense agent over HTTP streaming (SSE)"),
        FLYPIX: tr("FlyPix GeoSense API"),
    }.get(kind, kind or tr("unknown backend"))


def _artifact(item: SentItem) -> str:
    if item.artifact_state == "uploaded":
        return tr("artifact uploaded now ({0})").format(size_text(item.artifact_bytes))
    if item.artifact_state == "reused":
        return tr("artifact reused by its hash (not uploaded again)")
    return ""


def _bbox(value: Any) -> str:
    if isinstance(value, list) and len(value) == 4 and all(isinstance(v, (int, float)) for v in value):
        return "[" + ", ".join(f"{v:.1f}" for v in value) + "]"
    return tr("unknown")


def _field_name(name: Any, as_classes: Set[str], details: Dict[str, Any]) -> str:
    """A field of a record's attributes, with the role its values went in (classes, ids, confidences)."""
    name = str(name)
    if name in as_classes:
        return tr("{0} (as classes)").format(name)
    if name == details.get("id_field"):
        return tr("{0} (as ids)").format(name)
    if name == details.get("confidence_field"):
        return tr("{0} (as confidences)").format(name)
    return name


def item_line(item: SentItem) -> str:
    """One item as a plain-text line."""
    d: Dict[str, Any] = item.details
    if item.kind == "text":
        line = tr("Message text: {0} characters").format(d.get("characters", 0))
    elif item.kind == "state":
        names = [str(n) for n in _listed(d.get("layer_names")) if n]
        count = d.get("layer_names_count")  # a long list read back from a project keeps its length
        count = count if isinstance(count, int) and count > len(names) else len(names)
        line = (tr("Map state: the view and {0} layer name") if count == 1 else
                tr("Map state: the view and {0} layer names")).format(count)
        if names:
            line += " (" + _few(names) + ")"
    elif item.kind == "layer":
        line = tr("Layer “{0}” (vector id {1})").format(d.get("name", ""), d.get("vector_id", ""))
        if d.get("flypix_vector"):
            line += ": " + tr("only its FlyPix vector id went (FlyPix holds its features)")
        elif "count" in d:
            as_classes = {str(n) for n in _listed(d.get("class_fields"))}
            names = [_field_name(n, as_classes, d) for n in _listed(d.get("attributes"))]
            line += ": " + (tr("{0} feature; attributes: {1}") if d["count"] == 1 else
                            tr("{0} features; attributes: {1}")).format(d["count"], _few(names) or tr("none"))
            left_out = [str(n) for n in _listed(d.get("classes_left_out"))]
            if left_out:
                line += "; " + tr("no classes, the field {0} may not be sent").format(_few(left_out))
            if isinstance(d.get("ids_left_out"), str):
                line += "; " + tr("QGIS feature ids as the ids, the field {0} may not be sent").format(
                    d["ids_left_out"])
            if isinstance(d.get("confidences_left_out"), str):
                line += "; " + tr("confidence 1.0, the field {0} may not be sent").format(d["confidences_left_out"])
        else:
            line += ": " + tr("features and attributes not known in this session")
    elif item.kind == "selection":
        line = tr("Selection: features {0}, regions {1}, suggestions {2}").format(
            d.get("annotations", 0), d.get("regions", 0), d.get("suggestions", 0))
    elif item.kind == "position":
        line = tr("Viewport: {0} in {1}").format(_bbox(d.get("bbox")), d.get("crs") or tr("unknown CRS"))
    elif item.kind == "visibility":
        line = tr("Visibility: visible layers {0}, hidden layers {1}, hidden classes {2}, filters {3}").format(
            d.get("visible", 0), d.get("hidden", 0), d.get("hidden_classes", 0), d.get("filters", 0))
        filters = [f for f in _listed(d.get("filter_texts")) if isinstance(f, list) and len(f) == 2]
        if filters:
            line += " (" + _few([f"{name} “{text}”" for name, text in filters], "; ") + ")"
    elif item.kind == "suggestion":
        line = tr("Sketches: {0} geometry(ies)").format(d.get("count", 0)) if "count" in d else tr("Sketches")
    elif item.kind == "image":
        size = d.get("size")
        if isinstance(size, list) and len(size) == 2:
            line = tr("Screenshot: {0} × {1} px of {2}").format(size[0], size[1], _bbox(d.get("bbox")))
        else:
            line = tr("Screenshot")
    elif item.kind == "vectors":
        line = tr("List of the shared local layers ({0})").format(", ".join(d.get("layer_names") or []))
    elif item.kind == "tool_result":
        line = tr("Answer to the tool call “{0}”, {1} characters of text").format(
            d.get("tool", ""), d.get("message_characters", 0))
        layers = [lyr for lyr in d.get("layers") or [] if isinstance(lyr, dict)]
        if layers:
            line += "; " + tr("the id, type and visibility of the layers ({0}, {1} of them hidden)").format(
                len(layers), sum(1 for lyr in layers if not lyr.get("visible"))) + \
                " (" + ", ".join(str(lyr.get("id", "")) for lyr in layers) + ")"
    elif item.kind == "approval":
        line = (tr("Your answer to an approval request (approved)") if d.get("approved")
                else tr("Your answer to an approval request (rejected)"))
    elif item.kind == "flag":
        line = (tr("Backend tools allowed: yes") if d.get("allow_backend_tools")
                else tr("Backend tools allowed: no"))
    else:
        line = tr("Data context")
    extra = _artifact(item)
    if extra:
        line += "; " + extra
    if d.get("refused"):
        line += "; " + tr("not stored (the server refused it)")
    if d.get("not_delivered") and isinstance(d.get("try"), int):
        line = tr("Try {0}, not delivered (sent again later): {1}").format(d["try"], line)
    return _cut(line) + " — " + size_text(item.total_bytes)


def _listed(value: Any) -> List[Any]:
    """A list from a record (one read back from a project may hold anything)."""
    return value if isinstance(value, list) else []


def _few(names: List[str], sep: str = ", ") -> str:
    """Names joined, the first ``MAX_NAMES`` of them (a record from a project may list millions)."""
    shown = sep.join(str(n) for n in names[:MAX_NAMES])
    return shown + (sep + "…" if len(names) > MAX_NAMES else "")


def _cut(line: str) -> str:
    return line if len(line) <= MAX_LINE else line[:MAX_LINE] + "…"


def record_lines(record: SentRecord) -> List[str]:
    lines = [_cut(tr("To: {0}, {1}").format(backend_text(record.backend), record.url))]
    if record.artifact_url:
        lines.append(_cut(tr("Artifacts to: {0}").format(record.artifact_url)))
    lines += ["• " + item_line(item) for item in record.items[:MAX_ITEMS]]
    if len(record.items) > MAX_ITEMS:
        lines.append("• …")
    uploaded = sum(i.artifact_bytes for i in record.items)
    later = sum(i.own_bytes for i in record.items)  # tool results, approval answers
    if later:
        lines.append(tr("Total: {0} (message {1}, artifacts uploaded now {2}, sent later in the turn {3})").format(
            size_text(record.total_bytes), size_text(record.frame_bytes), size_text(uploaded), size_text(later)))
    else:
        lines.append(tr("Total: {0} (message {1}, artifacts uploaded now {2})").format(
            size_text(record.total_bytes), size_text(record.frame_bytes), size_text(uploaded)))
    return lines


class SentDisclosure(QWidget, Disclosure):
    """Toggle button + the record's lines + the screenshot thumbnail."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("geosenseSent")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 0)
        layout.setSpacing(2)
        self.toggle = disclosure_toggle(self, tr("Show what was sent with this message"), self._on_toggled)
        self.toggle.setObjectName("geosenseSentToggle")
        layout.addWidget(self.toggle)
        self.body = QLabel(self)
        self.body.setObjectName("geosenseSentBody")
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.body.setContentsMargins(14, 0, 0, 0)
        layout.addWidget(self.body)
        self.thumbnail = plain.plain_label(QLabel(self))  # a picture, never markup
        self.thumbnail.setObjectName("geosenseSentThumbnail")
        self.thumbnail.setContentsMargins(14, 0, 0, 0)
        layout.addWidget(self.thumbnail)
        self.record: Optional[SentRecord] = None
        self._pending_thumbnail: Optional[str] = None  # the screenshot, until the record is first opened
        self._shown: Dict[str, Any] = {}
        self.body.hide()
        self.thumbnail.hide()
        self.hide()

    def _on_toggled(self, on: bool) -> None:
        self.body.setVisible(on)
        if on and self._pending_thumbnail is not None:
            self._show_thumbnail(self._pending_thumbnail)  # decoded when first shown, never while collapsed
            self._pending_thumbnail = None
        shown = self.thumbnail.pixmap() is not None and not self.thumbnail.pixmap().isNull()
        self.thumbnail.setVisible(on and (shown or bool(self.thumbnail.text())))

    def _show_thumbnail(self, data_b64: Any) -> None:
        image = _thumbnail(data_b64)
        if isinstance(image, QImage):
            self.thumbnail.setPixmap(QPixmap.fromImage(image))
            self.thumbnail.setAccessibleName(tr("Screenshot that was sent"))
        elif image == TOO_LARGE:
            log.warning("the screenshot of a Sent record is larger than any the plugin sends; not shown")
            self.thumbnail.setText(tr("The screenshot is too large to show here."))

    def set_record(self, data: Dict[str, Any]) -> None:
        if data is self._shown:
            return
        self._shown = data
        record = SentRecord.from_dict(data) if data else None
        self.record = record
        self.setVisible(record is not None)
        if record is None:
            return
        self.toggle.setText(tr("Sent with this message ({0})").format(size_text(record.total_bytes)))
        self.body.setText("\n".join(self.lines()))
        self.thumbnail.clear()
        self._pending_thumbnail = next((item.details[THUMBNAIL_KEY] for item in record.items_of("image")
                                        if isinstance(item.details.get(THUMBNAIL_KEY), str)), None)
        self._on_toggled(self.toggle.isChecked())

    def lines(self) -> List[str]:
        return record_lines(self.record) if self.record is not None else []


def _thumbnail(data_b64: Any) -> Any:
    """The thumbnail of a base64 PNG: a QImage, ``TOO_LARGE`` (bigger than any screenshot the plugin
    sends, in bytes or in pixels, as its header says: not decoded), or None (not an image)."""
    if not isinstance(data_b64, str):
        return None
    if len(data_b64) > MAX_THUMBNAIL_SOURCE:
        return TOO_LARGE
    try:
        raw = base64.b64decode(data_b64, validate=True)
    except (binascii.Error, ValueError):
        return None
    buffer = QBuffer()
    buffer.setData(QByteArray(raw))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"png")
    size = reader.size()  # from the header: nothing is decoded yet
    if not size.isValid() or size.width() <= 0 or size.height() <= 0:
        return None
    if size.width() > MAX_THUMBNAIL_SIDE or size.height() > MAX_THUMBNAIL_SIDE:
        return TOO_LARGE
    width = min(THUMBNAIL_WIDTH, size.width())
    reader.setScaledSize(QSize(width, max(1, round(size.height() * width / size.width()))))
    image = reader.read()
    buffer.close()
    return None if image.isNull() else image
