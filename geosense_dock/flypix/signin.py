"""The FlyPix sign-in dialog: user name, password, "remember in the QGIS authentication database".

It stays open while signing in (off the GUI thread) and shows FlyPix's answer
in words when the sign-in fails; it closes itself on success.
"""

from __future__ import annotations

from typing import Optional

from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from .session import FlyPixSession


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class SignInDialog(QDialog):
    def __init__(self, session: FlyPixSession, reason: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("GeoSenseFlyPixSignIn")
        self.setWindowTitle(tr("Sign in to FlyPix"))
        self.session = session
        layout = QVBoxLayout(self)
        self.reason = QLabel(self)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color:#9a6700")
        layout.addWidget(self.reason)
        self.set_reason(reason)
        self.server = QLabel(tr("Server: {url}").format(url=session.base_url), self)
        self.server.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.server)
        form = QFormLayout()
        self.username = QLineEdit(session.username or session.stored_username(), self)
        self.username.setAccessibleName(tr("FlyPix user name"))
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(tr("FlyPix password"))
        form.addRow(tr("User name"), self.username)
        form.addRow(tr("Password"), self.password)
        layout.addLayout(form)
        self.remember = QCheckBox(tr("Remember in the QGIS authentication database"), self)
        self.remember.setChecked(True)
        layout.addWidget(self.remember)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#b31d28")
        self.error.hide()
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.sign_in_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.sign_in_button.setText(tr("Sign in"))
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        session.signInFinished.connect(self._on_finished)
        (self.password if self.username.text() else self.username).setFocus()

    def set_reason(self, reason: str) -> None:
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))

    def submit(self) -> None:
        username, password = self.username.text().strip(), self.password.text()
        if not username or not password:
            self._show_error(tr("Enter your FlyPix user name and password."))
            return
        self.error.hide()
        self.sign_in_button.setEnabled(False)
        self.sign_in_button.setText(tr("Signing in…"))
        self.session.sign_in(username, password, self.remember.isChecked())

    def _on_finished(self, ok: bool, message: str) -> None:
        self.sign_in_button.setEnabled(True)
        self.sign_in_button.setText(tr("Sign in"))
        if ok:
            self.password.clear()
            self.accept()
        elif message != "cancelled":
            self._show_error(message)

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        try:
            self.session.signInFinished.disconnect(self._on_finished)
        except (TypeError, RuntimeError):
            pass
        super().done(result)
