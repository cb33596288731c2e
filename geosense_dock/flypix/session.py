"""The FlyPix sign-in and chosen project, shared by the browser panel, the loader and the chat.

One :class:`FlyPixSession` holds one :class:`~..core.protocol.flypix_client.FlyPixClient`
(tokens in memory only). Whatever thread notices that the sign-in is gone (a
browse call, a load, a chat turn), :attr:`authRequired` fires once on the GUI
thread, so the plugin shows one sign-in prompt instead of a stack trace.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Optional

from qgis.PyQt.QtCore import QCoreApplication, QObject, pyqtSignal

from ..core.protocol.flypix_client import FlyPixClient
from ..core.protocol.flypix_contexts import FlyPixUploads
from ..core.protocol.flypix_transport import FlyPixEndpoint
from ..core.protocol.transport import Endpoint
from ..i18n import translated
from ..map import keys
from ..settings import Settings
from . import auth
from .layers import VECTOR_ID, flypix_layers
from .tasks import TaskRunner

log = logging.getLogger("geosense.flypix")


class FlyPixSession(QObject):
    signedIn = pyqtSignal(str)  # user name
    signedOut = pyqtSignal()
    authRequired = pyqtSignal(str)  # why; the sign-in is gone
    signInFinished = pyqtSignal(bool, str)  # ok, message (a sign-in the user started)
    projectChanged = pyqtSignal(str, str)  # project id, name: the chat's project
    serverChanged = pyqtSignal()
    waiting = pyqtSignal(int, float, str)  # HTTP status, clock time it asks again (0: the wait is over), path
    _clientEvent = pyqtSignal(str, str)  # worker thread -> GUI thread

    def __init__(self, settings: Settings, project=None, endpoint_factory: Optional[Callable[[str], Endpoint]] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        from qgis.core import QgsProject

        self.settings = settings
        self.project = project or QgsProject.instance()
        self.endpoint_factory = endpoint_factory or (lambda url: Endpoint(base_url=url))
        self.runner = TaskRunner()
        self.client: Optional[FlyPixClient] = None
        self.uploads = FlyPixUploads()  # what the preparer and the chat share for this client
        self.project_name = ""
        self._auth_notified = False
        self._signed_in_before = False  # whether the client was signed in when the last sign-in began
        self._clientEvent.connect(self._on_client_event)
        self.configure()

    # -- server -------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return self.settings.flypix_base_url.rstrip("/")

    def configure(self) -> None:
        """Use the server of the settings (a new server means a new, signed-out client)."""
        if self.client is not None and self.client.base_url == self.base_url:
            return
        old = self.client
        if old is not None:
            old.remove_listener(self._relay)
            self.runner.forget_all()
        endpoint = self.endpoint_factory(self.base_url)
        self.client = FlyPixClient(endpoint)
        self.uploads = FlyPixUploads()
        self.client.add_listener(self._relay)
        if old is not None:
            if old.signed_in:
                self.signedOut.emit()
            self.serverChanged.emit()

    def _relay(self, event: str, detail: str) -> None:  # any thread
        try:
            self._clientEvent.emit(event, detail)
        except RuntimeError:  # the session is gone (plugin unloaded)
            pass

    def _on_client_event(self, event: str, detail: str) -> None:
        if event == "signed_in":
            self._auth_notified = False
            self.signedIn.emit(detail)
        elif event == "signed_out":
            self.signedOut.emit()
        elif event == "waiting":
            status, _seconds, until, path = (detail.split(" ", 3) + ["", "", "", ""])[:4]
            try:
                self.waiting.emit(int(status), float(until), path)
            except ValueError:
                log.warning("unreadable FlyPix wait %r", detail)
        elif event == "waited":
            self.waiting.emit(0, 0.0, detail)
        elif event == "auth_required":
            if not self._auth_notified:  # several calls may notice at once: one prompt
                self._auth_notified = True
                log.warning("FlyPix sign-in needed: %s", detail)
                self.authRequired.emit(detail)

    @property
    def signed_in(self) -> bool:
        return self.client is not None and self.client.signed_in

    @property
    def username(self) -> str:
        return (self.client.username if self.client is not None else None) or ""

    @property
    def with_key(self) -> bool:
        return self.client is not None and self.client.auth_kind == "api_key"

    # -- sign-in -------------------------------------------------------------------------

    def stored_username(self) -> str:
        return auth.stored_username(self.settings.flypix_auth_config_id)

    def stored_kind(self) -> str:
        found = auth.load_credentials(self.settings.flypix_auth_config_id)
        return found.kind if found else ""

    def has_stored_credentials(self) -> bool:
        return auth.load_credentials(self.settings.flypix_auth_config_id) is not None

    def sign_in(self, username: str, password: str, remember: bool = True) -> None:
        """Sign in with a user name and password on a worker thread; :attr:`signInFinished` reports."""
        self._sign_in(auth.Credentials(auth.PASSWORD, username, password), remember)

    def sign_in_with_key(self, api_key: str, remember: bool = True) -> None:
        """Sign in with an API key on a worker thread; :attr:`signInFinished` reports."""
        self._sign_in(auth.Credentials(auth.API_KEY, "", api_key.strip()), remember)

    def _sign_in(self, credentials: auth.Credentials, remember: bool) -> None:
        client = self.client
        if client is None:
            raise RuntimeError("sign-in needs a FlyPix client")

        def work(_task: Any) -> None:
            if credentials.kind == auth.API_KEY:
                client.sign_in_with_key(credentials.secret)
            else:
                client.sign_in(credentials.username, credentials.secret)

        def done(_result: Any) -> None:
            if remember:
                config_id = auth.store_credentials(credentials, self.settings.flypix_auth_config_id)
                if config_id:
                    self.settings.flypix_auth_config_id = config_id
                    self.settings.save()
            self.signInFinished.emit(True, "")

        def failed(exc: BaseException) -> None:
            self.signInFinished.emit(False, translated(getattr(exc, "message", None) or str(exc)))

        self._signed_in_before = client.signed_in
        description = QCoreApplication.translate("GeoSenseFlyPix", "FlyPix: signing in")
        self.runner.start("sign-in", description, work, done, failed,
                          lambda: self.signInFinished.emit(False, "cancelled"))

    def sign_in_stored(self) -> bool:
        """Sign in with what the auth database holds, if anything (False when it holds nothing)."""
        found = auth.load_credentials(self.settings.flypix_auth_config_id)
        if found is None:
            return False
        self._sign_in(found, remember=False)
        return True

    def cancel_sign_in(self) -> None:
        """The user cancelled the sign-in under way: nothing it brings is kept. No credentials are stored, no
        sign-in is reported, and a client that FlyPix signs in after all (its answer was on its way) is signed
        out again, unless it was signed in before."""
        task, client = self.runner.task("sign-in"), self.client
        if task is None:
            return
        self.runner.forget("sign-in")
        if client is None or self._signed_in_before:
            return

        def undo() -> None:
            if client.signed_in:
                client.sign_out()

        task.taskCompleted.connect(undo)
        task.taskTerminated.connect(undo)

    def sign_out(self, forget: bool = False) -> None:
        self.runner.forget("sign-in")  # a load or an upload under way ends on its own
        if self.client is not None:
            self.client.sign_out()
        if forget and self.settings.flypix_auth_config_id:
            auth.remove_credentials(self.settings.flypix_auth_config_id)
            self.settings.flypix_auth_config_id = ""
            self.settings.save()

    # -- project and chat ----------------------------------------------------------------

    @property
    def project_id(self) -> str:
        return self.settings.flypix_project_id

    def set_project(self, project_id: str, name: str = "") -> None:
        """The chat talks about ``project_id`` from now on (a new GeoSense session)."""
        if name:
            self.project_name = name
        if project_id == self.settings.flypix_project_id:
            return
        self.settings.flypix_project_id = project_id
        self.settings.save()
        self.projectChanged.emit(project_id, name)

    def known_vector(self, vector_id: str) -> bool:
        """True for vectors of the chat's project loaded from this FlyPix server."""
        for layer in flypix_layers(self.project, "vector", self.project_id or None):
            if keys.prop_str(layer, VECTOR_ID) == vector_id:
                return True
        return False

    def endpoint(self) -> FlyPixEndpoint:
        base = self.endpoint_factory(self.base_url)
        return FlyPixEndpoint(base_url=base.base_url, token=None, proxy=base.proxy, verify_tls=base.verify_tls,
                              connect_timeout=base.connect_timeout, ca_pem=base.ca_pem, client=self.client,
                              uploads=self.uploads, project_id=self.project_id, vector_filter=self.known_vector)

    def close(self) -> None:
        self.runner.forget_all()
        if self.client is not None:
            self.client.remove_listener(self._relay)
