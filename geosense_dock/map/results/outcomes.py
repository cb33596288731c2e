"""What a client tool did: :class:`ToolOutcome` (and :class:`SimilarOutcome`) and the layer state sent back.

Plain records and the ``tool_result`` frame they become; nothing here changes a
layer or the project.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from qgis.core import QgsProject

from ..compat import layer_type_name


@dataclass
class ToolOutcome:
    """What a client tool did; ``tool_result`` turns it into the wire frame."""

    success: bool
    message: str
    missing_ids: List[int] = field(default_factory=list)
    result: Optional[Any] = None  # the manager's Result
    error: Optional[str] = None  # PROTOCOL.md error code when not successful
    warnings: List[str] = field(default_factory=list)

    def __iter__(self):  # (success, message, missing_ids)
        return iter((self.success, self.message, self.missing_ids))

    def tool_result(self, tool_name: str, call_id: str, project: Optional[QgsProject] = None) -> Dict[str, Any]:
        from ...core.protocol.frames import tool_result_frame

        return tool_result_frame(
            tool_name,
            call_id,
            self.success,
            self.message,
            error=None if self.success else (self.error or "EXECUTION_ERROR"),
            layer_state=layer_state(project or QgsProject.instance()),
        )


@dataclass
class SimilarOutcome(ToolOutcome):
    request_id: str = ""
    class_id: Optional[str] = None
    class_name: Optional[str] = None
    annotations: List[Dict[str, Any]] = field(default_factory=list)  # [{id, v}]
    cancelled: bool = False

    @property
    def count(self) -> int:
        return len(self.annotations)

    def selection_context(self) -> Dict[str, Any]:
        return {"type": "selection", "annotations": list(self.annotations), "regions": [], "suggestions": []}

    def response_text(self) -> str:
        """The English sentence of the response (a core text: the dock shows it translated)."""
        from ...core.markup.writers import find_similar_sentence

        return find_similar_sentence(self.count, self.class_name or self.class_id or "unknown")


def layer_state(project: Optional[QgsProject] = None) -> List[Dict[str, Any]]:
    """``[{id, type, visible}]`` of the project's layers, in layer-tree order."""
    project = project or QgsProject.instance()
    root = project.layerTreeRoot()
    out = []
    seen = set()
    for node in root.findLayers():
        layer = node.layer()
        if layer is None:
            continue
        seen.add(layer.id())
        out.append({"id": layer.id(), "type": layer_type_name(layer), "visible": bool(node.isVisible())})
    for layer in project.mapLayers().values():
        if layer.id() not in seen:
            out.append({"id": layer.id(), "type": layer_type_name(layer), "visible": False})
    return out

