"""The map side of one dock: the shared objects (registry, resolver, results, uploader) and the parts using them.

:class:`MapIntegration` makes the shared objects, then its parts (see the
package doc), connects the dock's and the controller's signals to them and
undoes all of it in :meth:`MapIntegration.unload`. The parts reach the shared
objects through it (``part.hub``), so replacing one (the uploader after a
change of agent) reaches every part at once. What a part does is in its own
module, not here.
"""

from __future__ import annotations

import logging

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QCoreApplication, QObject

from ..core.protocol.artifacts import ArtifactClient
from ..map import MessagePreparer, QgisResolver, SketchStore, VectorRegistry
from ..map.ask_actions import AskActions
from ..map.references import ReferenceBuilder
from ..map.results import ResultsManager
from ..notices import NoticeSink
from ..ui import plain
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
    def __init__(self, iface, dock, controller, plugin, notices: NoticeSink) -> None:
        super().__init__(dock)
        self.iface = iface
        self.dock = dock
        self.controller = controller
        self.plugin = plugin
        self.notices = notices
        self.project = QgsProject.instance()
        self.canvas = iface.mapCanvas()
        self._connections: list = []
        # shared objects
        self.registry = VectorRegistry(self.project)
        self.sketches = SketchStore(self.canvas)
        self.uploader = self._make_uploader()
        self.preparer = MessagePreparer(self.registry, self.canvas, self.uploader, self.sketches,
                                        active_layer=iface.activeLayer)
        self.resolver = QgisResolver(self.registry, iface.activeLayer)
        self.gate = SharingGate(self.registry, self.project, iface.mainWindow())
        self.preparer.withheld, self.preparer.extra_attributes = self.gate.withheld, self.gate.extra_attributes
        self.preparer.classes_withheld = self.gate.classes_withheld
        self.results = ResultsManager(self.project, self.canvas)
        # parts
        self.tools = ClientTools(self)
        self.composing = Composing(self)
        self.contexts = AgentContexts(self)
        self.actions = LinkActions(self)
        self.provenance = ProvenanceActions(self)
        controller.preparer = self.composing.prepare
        self.tools.register()
        self.references = ReferenceBuilder(self.registry, self.resolver, ask=self._yes_no, tell=notices.tell)
        self.widgets = DockWidgets(self)
        self.widgets.suggestion_panel.tracker = self.provenance.tracker
        self.composing.wire()
        self.ask_actions = AskActions(iface, self.references, self.ask_about, tell=notices.tell, parent=self)
        self._connect(dock.messageAction, self.actions.on_action)
        self._connect(dock.messageHover, self.actions.on_hover)
        self.contexts.connect()

    # ------------------------------------------------------------ shared helpers
    def _connect(self, signal, slot) -> None:
        signal.connect(slot)
        self._connections.append((signal, slot))

    def _make_uploader(self) -> ArtifactClient:
        endpoint = self.plugin.endpoint() if self.plugin is not None else None
        ledger = getattr(self.controller, "ledger", None)
        written = ledger.artifact_written if ledger is not None else None
        if endpoint is None:
            return ArtifactClient("http://127.0.0.1:3003", on_written=written)
        return ArtifactClient.for_endpoint(endpoint, on_written=written)

    def agent_changed(self) -> None:
        """The agent URL or token changed: uploads and downloads go to the new agent at once."""
        self.uploader.close()
        self.uploader = self._make_uploader()
        self.preparer.set_uploader(self.uploader)
        self.contexts.forget_artifacts()  # artifact ids of the old agent mean nothing to the new one

    def _yes_no(self, text: str) -> bool:
        return plain.ask(self.iface.mainWindow(), tr("GeoSense"), text)

    # ------------------------------------------------------------ what others reach
    def ask_about(self, chips) -> None:
        """Open the dock, focus the composer and insert ``chips`` (sharing their layers if asked)."""
        self.composing.ask_about(chips)

    def on_action(self, message, action: str, params: dict) -> None:
        self.actions.on_action(message, action, params)

    def on_hover(self, message, action: str, params: dict) -> None:
        self.actions.on_hover(message, action, params)

    def show_results(self) -> None:
        self.widgets.show_results()

    def busy(self) -> bool:
        """True while an answer's artifacts are fetched or a client tool runs (scripts wait on it)."""
        return bool(self.contexts._tasks or self.tools._runs)

    def data_contexts(self):
        return self.contexts.data_contexts()

    def refresh_views(self, *_args) -> None:
        self.contexts.refresh_views()

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
        for signal, slot in self._connections:
            try:
                signal.disconnect(slot)
            except (TypeError, RuntimeError):
                pass
        self._connections = []
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
        self.sketches.clear()
        self.widgets.remove_results_dock()
        self.registry.close()
        self.uploader.close()
