"""What marks a result: the custom properties on result layers and groups.

Every module of ``map/results`` reads these names from here. Nothing here
touches a layer or the project.
"""

from __future__ import annotations

from .. import keys

TEMPORARY = keys.PREFIX + "temporary"  # value: the result id
RESULTS_GROUP = keys.PREFIX + "results_group"
RESULT_KIND = keys.PREFIX + "result_kind"
ID_FIELD = "geosense_id"

