"""Agent results on the canvas: highlight, find-similar and suggestions as temporary layers.

One room per part (start at :mod:`.manager`):

* :mod:`.kinds`: :class:`~.kinds.ResultKind`, the kinds of results and result layers (and their styles);
* :mod:`.marks`: the custom properties that mark result layers and groups;
* :mod:`.sources`: where annotation ids are looked up, and id resolution;
* :mod:`.outcomes`: what a client tool did, and the ``tool_result`` it becomes;
* :mod:`.styles`: how result layers look (styles, labels);
* :mod:`.manager`: the results group, its results and their lifetime;
* :mod:`.result`: a result, and :class:`~.result.ResultsHost`, what the kinds of results may use of the manager;
* :mod:`.runs`: a long result (:class:`~.runs.ResultRun`, its cancellable task) and a manager's runs;
* :mod:`.project_file`: temporary layers never reach the project file;
* :mod:`.keep`: "Keep as layer";
* :mod:`.highlight`, :mod:`.columns`, :mod:`.materialize`, :mod:`.links`: highlight and its layers,
  :mod:`.highlight_task`: a large highlight built off the GUI thread;
* :mod:`.similar`, :mod:`.similar_task`: find similar and its worker task;
* :mod:`.suggestions`: suggestion artifacts as a layer.

The manager imports the rooms, never the other way: a room's functions take
the :class:`~.manager.ResultsManager` as ``manager`` (typed as the
:class:`~.result.ResultsHost` it is) and call only what that declares. Only the names below are
for the rest of the plugin; nothing in this package imports the widget layer
(``ui/``).
"""

from .kinds import ResultKind
from .manager import ResultsManager
from .marks import ID_FIELD, RESULT_KIND, RESULTS_GROUP, TEMPORARY
from .outcomes import SimilarOutcome, ToolOutcome, layer_state
from .result import Result, ResultsHost
from .similar import SYNC_LIMIT, SimilarRun
from .sources import AnnotationSource, as_sources, sources_from_registry
from .styles import STYLE_DIR, apply_style, build_style

__all__ = [
    "ID_FIELD", "RESULTS_GROUP", "RESULT_KIND", "STYLE_DIR", "SYNC_LIMIT", "TEMPORARY", "AnnotationSource",
    "Result", "ResultKind", "ResultsHost", "ResultsManager", "SimilarOutcome", "SimilarRun", "ToolOutcome",
    "apply_style", "as_sources", "build_style", "layer_state", "sources_from_registry",
]
