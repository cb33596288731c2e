"""The map side of one dock: the shared objects (registry, resolver, results, uploader) and the parts using them.

:class:`MapIntegration` makes the shared objects, then its parts (see the
package doc), connects the dock's and the controller's signals to them and
undoes all of it in :meth:`MapIntegration.unload`. Each part is handed what it
needs in its constructor (the notice sink, the dock, the controller, the
registry, the resolver, the results…), never this object; replacing the
uploader (another agent, or FlyPix) goes through :attr:`MapIntegration.uploader`,
which hands the new one to the preparer and to the artifact fetch. What a
part does is in its own module, not here.
"""

from __future__ import annotations

import logging
from typing import Callable, Optional

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QCoreApplication, QObject

from .. import plain
from ..core.protocol.artifacts import ArtifactClient, Uploader
from ..core.protocol.transport import Endpoint
from ..map import MessagePreparer, QgisResolver, SketchStore, VectorRegistry
from ..map.ask_actions import AskActions
from ..map.references import ReferenceBuilder
from ..map.results import ResultsManager
from ..notices import NoticeSink
from ..signals import Connections
from ..ui.controller import ChatController
from ..ui.dock import GeoSenseDock
from ..ui.sharing_gate import SharingGate
from .agent_contexts import AgentContexts
from .client_tools import ClientTools
from .composing import Composing
from .link_actions import LinkActions
from .provenance_actions import ProvenanceActions
from .widgets import DockWidgets

log = logging.getLogger("geosense.integration")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class MapIntegration(QObject):
    """``endpoint()``: the agent's endpoint, where artifacts are uploaded (``None``: a local default)."""

    def __init__(self, iface, dock: GeoSenseDock, controller: ChatController, notices: NoticeSink,
                 endpoint: Optional[Callable[[], Endpoint]] = None) -> None:
        super().__init__(dock)
        self.iface = iface
        self.dock = dock
        self.controller = controller
        self.notices = notices
        self.endpoint = endpoint
        self.project = QgsProject.instance()
        self.canvas = iface.mapCanvas()
        self._connections = Connections()
        # shared objects
        self.registry = VectorRegistry(self.project)
        self.sketches = SketchStore(self.canvas)
        self._uploader: Uploader = self._make_uploader()
        self.gate = SharingGate(self.registry, self.project, iface.mainWindow())
        self.preparer = MessagePreparer(self.registry, self.canvas, self._uploader, self.sketches,
                                        active_layer=iface.activeLayer, policy=self.gate)
        self.resolver = QgisResolver(self.registry, iface.activeLayer)
        dock.set_resolver(self.resolver)  # cards are built with it
        self.results = ResultsManager(self.project, self.canvas)
        self.references = ReferenceBuilder(self.registry, self.resolver, ask=self._yes_no, tell=notices.tell)
        # parts
        self.provenance = ProvenanceActions(self.project, self.canvas, controller, dock, notices, parent=self)
        self.widgets = DockWidgets(iface, dock, self.registry, self.sketches, self.results, self.project,
                                   self.provenance.tracker, notices)
        self.contexts = AgentContexts(controller, dock, self.registry, self.project, self.results, self.widgets,
                                      self._uploader, notices)
        self.tools = ClientTools(controller, self.results, self.registry, self.project, self.canvas,
                                 iface.activeLayer, notices, self.contexts.data_contexts, policy=self.gate)
        self.composing = Composing(dock, controller, self.references, self.gate, self.preparer, self.resolver,
                                   self.widgets.chips, notices)
        self.actions = LinkActions(iface, controller, dock, self.resolver, self.registry, self.project, self.tools,
                                   notices)
        self.tools.register()
        self.composing.wire()
        self.ask_actions = AskActions(iface, self.references, dock.insert_references, tell=notices.tell, parent=self)
        self._connections.connect(self.widgets.pick_tool.picked, self.composing.on_picked)
        self._connections.connect(dock.messageAction, self.actions.on_action)
        self._connections.connect(dock.messageHover, self.actions.on_hover)
        self.contexts.connect()

    # ------------------------------------------------------------ the uploader
    def _make_uploader(self) -> ArtifactClient:
        endpoint = self.endpoint() if self.endpoint is not None else None
        written = self.controller.ledger.artifact_written
        if endpoint is None:
            return ArtifactClient("http://127.0.0.1:3003", on_written=written)
        return ArtifactClient.for_endpoint(endpoint, on_written=written)

    @property
    def uploader(self) -> Uploader:
        """Where artifacts go and come from (the agent's ``ArtifactClient``, or FlyPix's artifacts)."""
        return self._uploader

    @uploader.setter
    def uploader(self, uploader: Uploader) -> None:
        self._uploader = uploader
        self.preparer.set_uploader(uploader)
        self.contexts.set_uploader(uploader)

    def agent_changed(self) -> None:
        """The agent URL or token changed: uploads and downloads go to the new agent at once."""
        self._uploader.close()
        self.uploader = self._make_uploader()
        self.contexts.forget_artifacts()  # artifact ids of the old agent mean nothing to the new one

    def _yes_no(self, text: str) -> bool:
        return plain.ask(self.iface.mainWindow(), tr("GeoSense"), text)

    # ------------------------------------------------------------ what others reach
    def show_results(self) -> None:
        self.widgets.show_results()

    def busy(self) -> bool:
        """True while an answer's artifacts are fetched or a client tool runs (scripts wait on it)."""
        return self.contexts.busy or self.tools.busy

    @property
    def chips(self):
        return self.widgets.chips

    @property
    def suggestion_panel(self):
        return self.widgets.suggestion_panel

    @property
    def results_panel(self):
        return self.widgets.results_panel

    @property
    def results_dock(self):
        return self.widgets.results_dock

    @property
    def pick_button(self):
        return self.widgets.pick_button

    @property
    def pick_tool(self):
        return self.widgets.pick_tool

    @property
    def sketch_button(self):
        return self.widgets.sketch_button

    @property
    def sketch_tool(self):
        return self.widgets.sketch_tool

    @property
    def sharing(self):
        return self.widgets.sharing

    # ------------------------------------------------------------ lifecycle
    def unload(self) -> None:
        self._connections.disconnect_all()
        self.tools.unload()
        self.contexts.unload()
        self.actions.unload()
        self.provenance.unload()
        self.widgets.release_map_tools()
        self.ask_actions.unload()
        self.composing.unload()
        self.preparer.close()
        self.widgets.unload()
        self.results.unload()
        self.sketches.close()
        self.widgets.remove_results_dock()
        self.registry.close()
        self._uploader.close()
