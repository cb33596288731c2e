"""Suggestions: a suggestion artifact (base64 WKB in EPSG:3857, optional confidence) as a temporary result layer.

Builds a new memory layer only; accepting suggestions into the user's layers is
``map/accept.py`` and the suggestion panel, not here.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Tuple

from qgis.core import QgsFeature, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication

from .. import keys
from ..compat import LINE, POINT, POLYGON
from ..provenance.origin import set_origin
from .kinds import ResultKind
from .outcomes import ToolOutcome
from .result import ResultsHost
from .styles import style

log = logging.getLogger("geosense.results")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseResults", text)


def show_suggestions(manager: ResultsHost, artifact_id: str, artifact_data: Any, *,
                     title: Optional[str] = None, origin: Optional[Dict[str, Any]] = None) -> ToolOutcome:
    """A suggestion artifact (``[{geometry: base64 WKB EPSG:3857, confidence?}]``) as a temporary layer."""
    from ..accept import decode_suggestions

    repaired: List[Tuple[int, str]] = []
    items, problems = decode_suggestions(artifact_data, repaired)
    if not items:
        reason = problems[0][1] if problems else tr("the artifact holds no suggestions")
        return ToolOutcome(False, tr("No usable suggestion: {}").format(reason), error="INVALID_PARAMETERS")
    families: Dict[Any, int] = {}
    for _index, geom, _conf in items:
        families[geom.type()] = families.get(geom.type(), 0) + 1
    family = max(families, key=lambda f: families[f])
    other_type = tr("geometry type differs from the other suggestions")
    skipped = [(i, other_type) for i, g, _ in items if g.type() != family]
    items = [it for it in items if it[1].type() == family]
    wkb_name = {POINT: "MultiPoint", LINE: "MultiLineString", POLYGON: "MultiPolygon"}[family]
    title = title or suggestions_title(len(items))
    layer = QgsVectorLayer(
        f"{wkb_name}?crs=EPSG:3857&field={keys.SUGGESTION_INDEX_FIELD}:integer&field=confidence:double",
        title, "memory",
    )
    features = []
    for index, geom, conf in items:
        f = QgsFeature(layer.fields())
        f.setGeometry(geom)
        f.setAttributes([index, conf])
        features.append(f)
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, artifact_id)
    set_origin(layer, origin)
    style(layer, ResultKind.SUGGESTIONS)
    result = manager.new_result(ResultKind.SUGGESTIONS, title)
    manager.add_layer(result, layer, ResultKind.SUGGESTIONS)
    result.info = {"artifact_id": artifact_id, "count": len(items)}
    manager.publish(result)
    problems = list(problems) + skipped
    message = (tr("{n} suggestion shown") if len(items) == 1 else tr("{n} suggestions shown")).format(n=len(items))
    if repaired:
        message += "; " + (tr("{n} invalid geometry repaired") if len(repaired) == 1 else
                               tr("{n} invalid geometries repaired")).format(n=len(repaired))
    if problems:
        message += "; " + tr("{n} skipped").format(n=len(problems))
        for index, reason in problems[:5]:
            log.warning("suggestion %s of %s skipped: %s", index, artifact_id, reason)
    return ToolOutcome(True, message, [], result, warnings=[f"#{i}: {r}" for i, r in problems])


def suggestions_title(n: int) -> str:
    """A suggestion result's title: how many suggestions it holds."""
    return tr("Suggestions ({n})").format(n=n)


def suggestion_layers(manager: ResultsHost) -> List[QgsVectorLayer]:
    return [lyr for lyr in manager.temporary_layers() if lyr.customProperty(keys.SUGGESTION_ARTIFACT, None)]
