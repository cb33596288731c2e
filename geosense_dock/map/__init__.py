"""The QGIS side of GeoSense: the user's layers as vectors, and contexts from the live map.

Public entry points (see docs/contexts.md):

- :class:`VectorRegistry` - shared layers, vector ids, classes, annotation ids, settings.
- :class:`MessagePreparer` - ``(vectors, contexts, initialState)`` for the next message.
- :class:`QgisResolver` - the renderer's :class:`~geosense_dock.core.resolve.Resolver` over the map.
- :mod:`.navigate` - select/zoom/flash/highlight helpers for clicked or hovered references.
- :class:`SketchStore`, :class:`SketchMapTool` - sketches sent as a suggestion context.

Nothing here imports ``ui/``; the user's features are read, selected and zoomed to, and
edited only where the analyst accepts a suggestion (:mod:`.accept`).
"""

from .preparer import DEFAULT_KINDS, KINDS, MessagePreparer, PreparedMessage, PrepareError
from .registry import VectorRegistry
from .resolver import QgisResolver
from .sketch import SketchMapTool, SketchStore

__all__ = [
    "DEFAULT_KINDS",
    "KINDS",
    "MessagePreparer",
    "PreparedMessage",
    "PrepareError",
    "QgisResolver",
    "SketchMapTool",
    "SketchStore",
    "VectorRegistry",
]
