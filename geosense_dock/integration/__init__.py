"""Wires the map side into the dock: contexts, references, tools and results.

``setup_extensions`` is called by ``plugin.initGui``; every object it returns
has ``unload()``, called by ``plugin.unload``. :class:`MapIntegration` holds
the shared map-side objects and is put together from parts, one module each:

* :mod:`.widgets`: the dock's map buttons, the sketch and pick tools, the results dock;
* :mod:`.composing`: references in the composer, picked features, sending (the controller's preparer);
* :mod:`.agent_contexts`: answers' contexts, fetching their artifacts, suggestions shown as results;
* :mod:`.link_actions`: clicks and hovers on links in messages;
* :mod:`.client_tools`: the client tools the agent or a tool button runs (highlight, find-similar, set-map-view);
* :mod:`.provenance_actions`: the provenance of accepted features, and "Show the GeoSense answer".

Everything here runs on the GUI thread; slow work (artifact uploads and
downloads, similarity search, renders) runs in QGIS tasks owned by the parts
it calls. This package is where the map-side objects are made and handed to
the widgets; a few widgets read ``map/`` themselves (see docs/architecture.md),
but none of them makes a map-side object.
"""

from __future__ import annotations

from typing import Any, List

from .map_integration import MapIntegration


def setup_extensions(iface, dock, controller, notices, endpoint=None) -> List[Any]:
    """The map side of ``dock``; ``notices``: the plugin's notice sink; ``endpoint()``: the agent's."""
    return [MapIntegration(iface, dock, controller, notices, endpoint)]


__all__ = ["MapIntegration", "setup_extensions"]
