"""Settings dialog: agent URL, transport, token (auth database), developer mode.

The token goes only to the QGIS auth database, never to plain settings or the log.
"""

from __future__ import annotations

from typing import Optional

from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from .. import credentials, plain, theme
from ..core.protocol.transport import validate_base_url
from ..i18n import mirror, translated
from ..settings import Settings


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


TOKEN_UNCHANGED = "\u2022" * 8


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        mirror(self)
        self.setWindowTitle(tr("GeoSense settings"))
        self.settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.url = QLineEdit(settings.base_url, self)
        self.url.setAccessibleName(tr("Agent URL"))
        form.addRow(tr("Agent URL"), self.url)
        self.transport = QComboBox(self)
        for key, label in (("auto", tr("Automatic (WebSocket, else HTTP)")), ("websocket", tr("WebSocket")),
                           ("sse", tr("HTTP streaming (SSE)"))):
            self.transport.addItem(label, key)
        self.transport.setCurrentIndex(max(0, self.transport.findData(settings.transport)))
        form.addRow(tr("Transport"), self.transport)
        self.token = QLineEdit(self)
        self.token.setEchoMode(QLineEdit.EchoMode.Password)
        self.token.setAccessibleName(tr("API token"))
        self.token.setPlaceholderText(tr("none"))
        if settings.auth_config_id:
            self.token.setText(TOKEN_UNCHANGED)
        form.addRow(tr("API token"), self.token)
        hint = plain.plain_label(QLabel(tr("Stored in the QGIS authentication database, never in plain settings."),
                                        self))
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color:{theme.ink('#6a737d', theme.window())}")
        form.addRow("", hint)
        self.developer = QCheckBox(tr("Developer mode (copy raw markup and contexts)"), self)
        self.developer.setChecked(settings.developer_mode)
        form.addRow("", self.developer)
        self.app_url = QLineEdit(settings.app_base_url, self)
        form.addRow(tr("App URL (internal links)"), self.app_url)
        self.docs_url = QLineEdit(settings.docs_base_url, self)
        form.addRow(tr("Docs URL"), self.docs_url)
        layout.addLayout(form)
        self.error = plain.plain_label(QLabel(self))
        self.error.setStyleSheet(f"color:{theme.ink('#b31d28', theme.window())}")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def validate(self) -> Optional[str]:
        for label, value in ((tr("Agent URL"), self.url.text()), (tr("App URL"), self.app_url.text()),
                             (tr("Docs URL"), self.docs_url.text())):
            reason = validate_base_url(value)
            if reason:
                return f"{label}: {translated(reason)}"
        return None

    def accept(self) -> None:
        reason = self.validate()
        if reason:
            self.error.setText(reason)
            self.error.show()
            return
        self.apply()
        super().accept()

    def apply(self) -> None:
        s = self.settings
        s.base_url = self.url.text().strip()
        s.transport = self.transport.currentData()
        s.developer_mode = self.developer.isChecked()
        s.app_base_url = self.app_url.text().strip()
        s.docs_base_url = self.docs_url.text().strip()
        token = self.token.text()
        if token != TOKEN_UNCHANGED:
            if token.strip():
                config_id = credentials.store_token(token.strip(), s.auth_config_id)
                if config_id is None:
                    self.error.setText(tr("The token could not be stored in the QGIS authentication database."))
                    self.error.show()
                else:
                    s.auth_config_id = config_id
            elif s.auth_config_id:
                credentials.remove_token(s.auth_config_id)
                s.auth_config_id = ""
        s.save()
