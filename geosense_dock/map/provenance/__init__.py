"""Provenance of features accepted from GeoSense suggestions, on the QGIS side.

* :mod:`.tracker`: :class:`ProvenanceTracker` follows the target layers' edits
  (undo, redo, commit, later edits) and the project file;
* :mod:`.expression`: the expression function ``geosense_provenance(key)``;
* :mod:`.options`: per layer, the "Suggested by GeoSense" virtual field and the
  optional real fields provenance is written to;
* :mod:`.origin`: what a suggestion layer remembers of the answer it came from,
  and the records made from it at an accept.

The records themselves and their encoding are :mod:`geosense_dock.core.provenance`.

They never change a feature's geometry; real fields are written only where the analyst asked.
"""

from . import expression, options, origin
from .tracker import ProvenanceTracker

__all__ = ["ProvenanceTracker", "expression", "options", "origin"]
