"""Provenance where analysts look: the layer action "Show the GeoSense answer", and its answer.

Every layer with accepted suggestions gets a QGIS map layer action (attribute
table, feature form, Identify results) that opens the dock at the answer the
feature was suggested in. When that conversation is no longer the open one,
the message bar says so and shows the provenance, which stays with the feature.
Also owns the provenance tracker's lifetime and the expression function's
registration. GUI thread only.
"""

from __future__ import annotations

import logging
from typing import Dict, Optional

from qgis.core import Qgis, QgsProject, QgsVectorLayer
from qgis.gui import QgsGui, QgsMapLayerAction
from qgis.PyQt.QtCore import QCoreApplication, QObject

from ..i18n import translated
from ..map.provenance import ProvenanceTracker, expression
from ..notices import NoticeSink
from ..ui.controller import ChatController
from ..ui.dock import GeoSenseDock

log = logging.getLogger("geosense.provenance")

if hasattr(Qgis, "MapLayerActionTarget"):  # QGIS >= 3.30
    SINGLE_FEATURE = Qgis.MapLayerActionTarget.SingleFeature
else:  # QGIS 3.22 .. 3.28
    SINGLE_FEATURE = QgsMapLayerAction.Target.SingleFeature


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


class ProvenanceActions:
    """``parent``: what owns the tracker and the layer actions (Qt parent)."""

    def __init__(self, project: QgsProject, canvas, controller: ChatController, dock: GeoSenseDock,
                 notices: NoticeSink, parent: QObject) -> None:
        self.project = project
        self.canvas = canvas
        self.controller = controller
        self.dock = dock
        self.notices = notices
        self.owner = parent
        self.tracker = ProvenanceTracker(project, parent=parent)
        self._actions: Dict[str, QgsMapLayerAction] = {}
        expression.register(self.tracker.book)
        self.tracker.changed.connect(self._on_changed)
        self.tracker.problem.connect(lambda text: notices.tell(text, 10))
        for layer_id in self.tracker.book.layer_ids():
            self._on_changed(layer_id)

    # ------------------------------------------------------------ the layer action
    def _on_changed(self, layer_id: str) -> None:
        layer = self.project.mapLayer(layer_id)
        has = isinstance(layer, QgsVectorLayer) and self.tracker.book.count(layer_id) > 0
        if has and layer_id not in self._actions:
            action = QgsMapLayerAction(tr("Show the GeoSense answer"), self.owner, layer, SINGLE_FEATURE)
            action.setObjectName("GeoSenseShowAnswer")
            signal = getattr(action, "triggeredForFeatureV2", None)
            if signal is not None:  # QGIS >= 3.30 emits both; one is enough
                signal.connect(lambda lyr, feature, _context: self.show_answer(lyr, feature.id()))
            else:
                action.triggeredForFeature.connect(lambda lyr, feature: self.show_answer(lyr, feature.id()))
            QgsGui.mapLayerActionRegistry().addMapLayerAction(action)
            self._actions[layer_id] = action
        elif not has and layer_id in self._actions:
            self._remove(layer_id)

    def _remove(self, layer_id: str) -> None:
        action = self._actions.pop(layer_id, None)
        if action is not None:
            try:
                QgsGui.mapLayerActionRegistry().removeMapLayerAction(action)
            except RuntimeError:
                pass
            action.deleteLater()

    def action_for(self, layer: QgsVectorLayer) -> Optional[QgsMapLayerAction]:
        return self._actions.get(layer.id())

    # ------------------------------------------------------------ the answer
    def show_answer(self, layer, fid: int) -> bool:
        """Open the dock at the answer ``fid`` of ``layer`` was suggested in; False (and why) when it is gone."""
        record = self.tracker.book.get(layer.id(), int(fid))
        if record is None:
            self.notices.tell(tr("This feature was not accepted from a GeoSense suggestion."))
            return False
        conversation = self.controller.conversation
        message = None
        if record.conversation_id and record.conversation_id == conversation.conversation_id:
            message = conversation.by_uid(record.message_uid)
        if message is None or not self.dock.show_message(message):
            self.notices.tell(tr("The conversation this feature was suggested in is no longer open; its provenance "
                                 "is kept with the feature: {0}").format(translated(record.summary())), 12)
            return False
        return True

    # ------------------------------------------------------------ lifecycle
    def unload(self) -> None:
        for layer_id in list(self._actions):
            self._remove(layer_id)
        self.tracker.unload()
        expression.unregister(self.canvas)
