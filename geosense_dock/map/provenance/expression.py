"""The expression function ``geosense_provenance(key)``: a feature's provenance in any QGIS expression.

``geosense_provenance('confidence')`` in a rule-based renderer, a filter, a
label or a virtual field answers for the feature being evaluated (its id and
the layer's ``@layer_id``), from the :class:`~geosense_dock.core.provenance.ProvenanceBook`.
It is evaluated in QGIS's render threads too, so it only reads the book (which
holds its own lock) and never touches a layer, the project or a widget.

Registered once per QGIS session; unregistering waits for the canvas to finish
rendering, and the function object is kept alive after that, so a render thread
that is still inside it never calls a deleted object.
"""

from __future__ import annotations

import logging
from typing import Any, Dict, List, Optional, Tuple

from qgis.core import QgsExpression, QgsExpressionFunction
from qgis.PyQt.QtCore import QCoreApplication

from ...core.provenance import KEYS, ProvenanceBook
from ...i18n import translated

log = logging.getLogger("geosense.provenance")

NAME = "geosense_provenance"
SUMMARY_CACHE = 200_000
GROUP = "GeoSense"


def _retired() -> List[QgsExpressionFunction]:
    """Unregistered functions, kept for as long as QGIS runs: a list on QGIS's own module, which outlives
    this plugin's modules when the plugin is unloaded or reloaded."""
    import qgis.core

    return qgis.core.__dict__.setdefault("_geosense_retired_expression_functions", [])


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProvenance", text)


def _help() -> str:
    keys = ", ".join(f"<code>'{k}'</code>" for k in KEYS)
    return (
        "<h3>geosense_provenance</h3>"
        + "<p>" + tr("Where a feature accepted from a GeoSense suggestion came from. "
                     "NULL for features GeoSense did not suggest.") + "</p>"
        + "<p>" + tr("A convenience, with a call into Python for each feature. To style, label or filter a "
                     "large layer, write provenance into fields (Provenance… beside Accept into) and use the "
                     "field instead.") + "</p>"
        + "<h4>" + tr("Syntax") + "</h4><p><code>geosense_provenance(key)</code></p>"
        + "<h4>" + tr("Keys") + "</h4><p>" + keys + "</p>"
        + "<h4>" + tr("Examples") + "</h4>"
        + "<ul><li><code>geosense_provenance('confidence') &gt;= 0.8</code></li>"
        + "<li><code>geosense_provenance('suggested') IS NOT NULL</code></li>"
        + "<li><code>geosense_provenance('summary')</code></li>"
        + "<li><code>\"gs_confidence\" &gt;= 0.8</code></li></ul>"
    )


class ProvenanceFunction(QgsExpressionFunction):
    def __init__(self, book: ProvenanceBook) -> None:
        super().__init__(NAME, 1, GROUP, _help())
        self.book: Optional[ProvenanceBook] = book
        # id(record) → (record, its summary in the user's language): records are never changed in place,
        # so the same object always has the same summary; bounded, and safe under the GIL from any thread
        self._summaries: Dict[int, Tuple[Any, str]] = {}

    def func(self, values, context, parent, node) -> Any:  # noqa: ARG002 - QGIS's signature
        book = self.book
        if book is None or context is None or not values:
            return None
        key = values[0]
        if not isinstance(key, str) or key not in KEYS:
            parent.setEvalErrorString(tr("geosense_provenance: unknown key {key!r}; one of {keys}").format(
                key=key, keys=", ".join(KEYS)))
            return None
        if not context.hasFeature():
            return None
        layer_id = context.variable("layer_id")
        if not layer_id:
            return None
        rec = book.get(str(layer_id), int(context.feature().id()))
        if rec is None:
            return None
        if key != "summary":
            return rec.value(key)
        cached = self._summaries.get(id(rec))
        if cached is not None and cached[0] is rec:
            return cached[1]
        text = translated(rec.summary())  # in the user's language
        if len(self._summaries) >= SUMMARY_CACHE:
            self._summaries.clear()
        self._summaries[id(rec)] = (rec, text)
        return text

    def usesGeometry(self, node) -> bool:  # noqa: N802, ARG002 - QGIS API
        return False

    def referencedColumns(self, node):  # noqa: N802, ARG002 - QGIS API: the feature id is enough
        return set()

    def isStatic(self, node, parent, context) -> bool:  # noqa: N802, ARG002 - QGIS API
        return False


_current: Optional[ProvenanceFunction] = None


def register(book: ProvenanceBook) -> bool:
    """Make ``geosense_provenance`` answer from ``book`` (also when it was registered before)."""
    global _current
    if _current is not None:
        _current.book = book
        return True
    if QgsExpression.isFunctionName(NAME):  # another copy of the plugin left one behind
        QgsExpression.unregisterFunction(NAME)
    function = ProvenanceFunction(book)
    if not QgsExpression.registerFunction(function):
        log.warning("the expression function %s could not be registered", NAME)
        return False
    _current = function
    return True


def unregister(canvas=None) -> None:
    """Remove the function; the canvas finishes the render that may be using it first."""
    global _current
    if _current is None:
        return
    if canvas is not None:
        try:
            canvas.stopRendering()
            canvas.waitWhileRendering()
        except RuntimeError:  # the canvas is gone already
            pass
    QgsExpression.unregisterFunction(NAME)
    _current.book = None
    _retired().append(_current)
    _current = None
