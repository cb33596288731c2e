"""The FlyPix sign-in dialog: an API key, or a user name and password; "remember" in the QGIS auth database.

An API key is the way in for accounts made with Google or LinkedIn sign-in and
for service accounts. The dialog stays open while signing in (off the GUI
thread) and shows FlyPix's answer as plain text when the sign-in fails; it
closes itself on success.

What is typed is kept only in the QGIS auth database, and only when "remember" is ticked;
never in settings, the project or the log.
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
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .. import plain, theme
from ..i18n import mirror
from . import auth
from .session import FlyPixSession


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class SignInDialog(QDialog):
    def __init__(self, session: FlyPixSession, reason: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        mirror(self)
        self.setObjectName("GeoSenseFlyPixSignIn")
        self.setWindowTitle(tr("Sign in to FlyPix"))
        self.session = session
        layout = QVBoxLayout(self)
        self.reason = plain.plain_label(QLabel(self))
        self.reason.setTextFormat(Qt.TextFormat.PlainText)  # FlyPix's words, never markup
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet(f"color:{theme.ink('#9a6700', theme.window())}")
        layout.addWidget(self.reason)
        self.set_reason(reason)
        self.server = plain.plain_label(QLabel(tr("Server: {url}").format(url=session.base_url), self))
        self.server.setTextFormat(Qt.TextFormat.PlainText)
        self.server.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.server)
        self.use_key = QRadioButton(tr("API key"), self)
        self.use_password = QRadioButton(tr("User name and password"), self)
        layout.addWidget(self.use_key)
        layout.addWidget(self.use_password)
        form = QFormLayout()
        self.api_key = QLineEdit(self)
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.api_key.setAccessibleName(tr("FlyPix API key"))
        self.api_key.setPlaceholderText(tr("from your FlyPix account settings"))
        form.addRow(tr("API key"), self.api_key)
        self.username = QLineEdit(session.username or session.stored_username(), self)
        self.username.setAccessibleName(tr("FlyPix user name"))
        self.password = QLineEdit(self)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setAccessibleName(tr("FlyPix password"))
        form.addRow(tr("User name"), self.username)
        form.addRow(tr("Password"), self.password)
        layout.addLayout(form)
        self._form = form
        self.remember = QCheckBox(tr("Remember in the QGIS authentication database"), self)
        self.remember.setChecked(True)
        layout.addWidget(self.remember)
        self.error = plain.plain_label(QLabel(self))
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color:{theme.ink('#b31d28', theme.window())}")
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
        password_first = session.stored_kind() == auth.PASSWORD or (not session.with_key and session.username)
        (self.use_password if password_first else self.use_key).setChecked(True)
        self.use_key.toggled.connect(self._update_kind)
        self._update_kind()

    def _update_kind(self, *_args) -> None:
        key = self.use_key.isChecked()
        for widget, show in ((self.api_key, key), (self.username, not key), (self.password, not key)):
            widget.setVisible(show)
            label = self._form.labelForField(widget)
            if label is not None:
                label.setVisible(show)
        if key:
            self.api_key.setFocus()
        else:
            (self.password if self.username.text() else self.username).setFocus()

    def set_reason(self, reason: str) -> None:
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))

    def submit(self) -> None:
        if self.use_key.isChecked():
            key = self.api_key.text().strip()
            if not key:
                self._show_error(tr("Enter your FlyPix API key."))
                return
            self._started()
            self.session.sign_in_with_key(key, self.remember.isChecked())
            return
        username, password = self.username.text().strip(), self.password.text()
        if not username or not password:
            self._show_error(tr("Enter your FlyPix user name and password."))
            return
        self._started()
        self.session.sign_in(username, password, self.remember.isChecked())

    def _started(self) -> None:
        self.error.hide()
        self.sign_in_button.setEnabled(False)
        self.sign_in_button.setText(tr("Signing in…"))

    def _on_finished(self, ok: bool, message: str) -> None:
        self.sign_in_button.setEnabled(True)
        self.sign_in_button.setText(tr("Sign in"))
        if ok:
            self.password.clear()
            self.api_key.clear()
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
        if result != QDialog.DialogCode.Accepted:  # cancelled (or closed) while signing in: nothing is kept
            self.session.cancel_sign_in()
        super().done(result)
