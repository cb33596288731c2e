""""Chat backend" in the GeoSense settings: the GeoSense agent or FlyPix, and the FlyPix URL.

:func:`attach` adds the box to the settings dialog from outside (the dialog
itself knows nothing of FlyPix); the choice is saved when the dialog is
accepted, and the plugin reconnects at once: no restart.
"""

from __future__ import annotations

from typing import Optional

from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..core.protocol.transport import validate_base_url
from ..i18n import translated


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class BackendSettingsBox(QGroupBox):
    def __init__(self, settings, parent: Optional[QWidget] = None) -> None:
        super().__init__(tr("Chat backend"), parent)
        self.setObjectName("GeoSenseBackendSettings")
        self.settings = settings
        layout = QVBoxLayout(self)
        self.geosense = QRadioButton(tr("GeoSense agent (the agent URL above)"), self)
        self.flypix = QRadioButton(tr("FlyPix (sign in with an API key or your FlyPix account)"), self)
        layout.addWidget(self.geosense)
        layout.addWidget(self.flypix)
        form = QFormLayout()
        self.url = QLineEdit(settings.flypix_base_url, self)
        self.url.setAccessibleName(tr("FlyPix URL"))
        form.addRow(tr("FlyPix URL"), self.url)
        layout.addLayout(form)
        hint = QLabel(tr("Your FlyPix API key, or user name and password, are kept in the QGIS authentication "
                         "database."), self)
        plain.plain_label(hint).setWordWrap(True)  # TextFormat.PlainText
        hint.setStyleSheet(f"color:{theme.ink('#6a737d', theme.window())}")
        layout.addWidget(hint)
        self.error = plain.plain_label(QLabel(self))
        self.error.setStyleSheet(f"color:{theme.ink('#b31d28', theme.window())}")
        self.error.hide()
        layout.addWidget(self.error)
        (self.flypix if settings.backend == "flypix" else self.geosense).setChecked(True)
        self.flypix.toggled.connect(self._update)
        self.url.textChanged.connect(self._update)
        self._ok_button = None
        self._update()

    @property
    def backend(self) -> str:
        return "flypix" if self.flypix.isChecked() else "geosense"

    def validate(self) -> Optional[str]:
        if self.backend != "flypix":
            return None
        reason = validate_base_url(self.url.text())
        return tr("FlyPix URL: {reason}").format(reason=translated(reason)) if reason else None

    def guard(self, ok_button) -> None:
        """``ok_button`` is enabled only while the settings in the box can be saved."""
        self._ok_button = ok_button
        self._update()

    def _update(self, *_args) -> None:
        self.url.setEnabled(self.flypix.isChecked())
        reason = self.validate()
        self.error.setText(reason or "")
        self.error.setVisible(bool(reason))
        if self._ok_button is not None:
            self._ok_button.setEnabled(reason is None)

    def apply(self) -> None:
        if self.validate() is not None:
            return
        self.settings.backend = self.backend
        self.settings.flypix_base_url = self.url.text().strip().rstrip("/")
        self.settings.save()


def attach(dialog, settings) -> BackendSettingsBox:
    """Add the box to ``dialog`` (above its buttons); it saves itself when the dialog is accepted."""
    box = BackendSettingsBox(settings, dialog)
    layout = dialog.layout()
    buttons = dialog.findChild(QDialogButtonBox)
    index = layout.indexOf(buttons) if buttons is not None else -1
    layout.insertWidget(max(0, index - 1) if index > 0 else layout.count(), box)
    if buttons is not None:
        box.guard(buttons.button(QDialogButtonBox.StandardButton.Ok))
    dialog.accepted.connect(box.apply)
    return box
