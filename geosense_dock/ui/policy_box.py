"""The sharing policy in the settings dialog; items an administrator locked are shown locked, with the reason.

A locked item is never written: ``policy.save_policy`` writes the unlocked ones only.
"""

from __future__ import annotations

from typing import Dict, Optional

from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from .. import plain, theme
from ..core.sharing_policy import SharingPolicy, parse_names
from ..policy import load_policy, save_policy
from ..wheel_guard import guard_wheel

LOCK = "\U0001f512"  # 🔒


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class PolicyBox(QGroupBox):
    def __init__(self, policy: SharingPolicy, parent: Optional[QWidget] = None) -> None:
        super().__init__(tr("Sharing policy"), parent)
        self.setObjectName("geosensePolicyBox")
        self.policy = policy
        form = QFormLayout(self)
        self.attributes = QLineEdit(", ".join(policy.attributes), self)
        self.attributes.setPlaceholderText(tr("none"))
        self.attributes.setAccessibleName(tr("Attributes that may be sent"))
        self.attributes.setToolTip(tr("Comma-separated field names whose values may go with a shared layer, "
                                      "besides the annotation id, class and confidence"))
        form.addRow(tr("Attributes that may be sent (besides id, class, confidence)"), self.attributes)
        self.screenshot = QComboBox(self)
        for key, label in (("allow", tr("Send when asked for")), ("confirm", tr("Confirm each time")),
                           ("never", tr("Never send"))):
            self.screenshot.addItem(label, key)
        self.screenshot.setCurrentIndex(max(0, self.screenshot.findData(policy.screenshot)))
        self.screenshot.setAccessibleName(tr("Screenshots"))
        guard_wheel(self.screenshot)
        form.addRow(tr("Screenshots"), self.screenshot)
        self.confirm_layer = QCheckBox(tr("Confirm before a layer is shared for the first time"), self)
        self.confirm_layer.setChecked(policy.confirm_new_layer)
        form.addRow("", self.confirm_layer)
        self.lock_labels: Dict[str, QLabel] = {}
        self.unknown_label: Optional[QLabel] = None
        if policy.unknown_locked:
            self.unknown_label = plain.plain_label(QLabel(tr(
                "{0} Your administrator locked items this version does not know ({1}); "
                "everything is locked").format(LOCK, ", ".join(policy.unknown_locked)), self))
            self.unknown_label.setWordWrap(True)
            form.addRow("", self.unknown_label)
        for item, widget in (("attributes", self.attributes), ("screenshot", self.screenshot),
                             ("confirm_new_layer", self.confirm_layer)):
            if not policy.is_locked(item):
                continue
            widget.setEnabled(False)
            reason = policy.lock_reason or tr("no reason given")
            label = plain.plain_label(QLabel(tr("{0} Locked by your administrator: {1}").format(LOCK, reason), self))
            label.setWordWrap(True)
            label.setStyleSheet(f"color:{theme.ink('#6a737d', theme.window())}")
            widget.setToolTip(label.text())
            self.lock_labels[item] = label
            form.addRow("", label)

    def values(self) -> SharingPolicy:
        return self.policy.with_values(attributes=parse_names(self.attributes.text()),
                                       screenshot=self.screenshot.currentData(),
                                       confirm_new_layer=self.confirm_layer.isChecked())

    def apply(self) -> None:
        save_policy(self.values())


def attach(dialog) -> PolicyBox:
    """Add the box to ``dialog`` (above its buttons); it saves the policy when the dialog is accepted."""
    box = PolicyBox(load_policy(), dialog)
    layout = dialog.layout()
    buttons = dialog.findChild(QDialogButtonBox)
    index = layout.indexOf(buttons) if buttons is not None else -1
    layout.insertWidget(index if index >= 0 else layout.count(), box)
    dialog.accepted.connect(box.apply)
    return box
