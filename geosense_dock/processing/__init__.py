"""GeoSense in QGIS's Processing toolbox: the provider ``geosense`` and its algorithms.

* :mod:`.provider`: :class:`GeoSenseProvider` (registered by the plugin's ``initProcessing``);
* :mod:`.find_similar`: ``geosense:findsimilar``, the dock's find-similar search over any polygon layer;
* :mod:`.features_near`: ``geosense:featuresnear``, pairs within a distance or overlapping, measured as the
  highlight measures them;
* :mod:`.accept_suggestions`: ``geosense:acceptsuggestions``, the dock's accept (repair, classes,
  provenance, one undo step) from any polygon layer with a confidence field;
* :mod:`.base`: what the algorithms share (group, icon, translation context ``GeoSenseProcessing``).

The algorithms call the code the dock runs (``core.similarity``, ``map.results``, ``map.accept``); they
need neither the dock nor ``iface``, so they run headless in ``qgis_process`` too.
"""

from .provider import GeoSenseProvider

__all__ = ["GeoSenseProvider"]
