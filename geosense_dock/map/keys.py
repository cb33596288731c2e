"""Layer and project custom-property keys the plugin writes, and how to read them back.

All settings live with the layer (``QgsMapLayer.setCustomProperty``), so they are
saved in the project file, survive a reopen and travel with a copied layer
definition. Values are written as strings: custom properties come back from a
project file as strings whatever type was stored.

Custom properties only: nothing here reads or changes a layer's features, style or source.
"""

from __future__ import annotations

import json
from typing import Any, Dict

PREFIX = "geosense/"
VECTOR_ID = PREFIX + "vector_id"
VECTOR_LAYER_ID = PREFIX + "vector_layer_id"  # the QGIS layer id the vector id was made for
SHARED = PREFIX + "shared"  # "true" | "false"; absent: shared when visible
SOURCE = PREFIX + "source"  # "annotated" | "inference"
CLASS_FIELD = PREFIX + "class_field"  # "" auto (categorized renderer), NO_CLASSES, or a field name
ID_FIELD = PREFIX + "id_field"  # "" feature id, or an integer field
CONFIDENCE_FIELD = PREFIX + "confidence_field"  # "" none (1.0), or a numeric field
REGIONS = PREFIX + "regions"  # "true": the layer's features are regions
CLASS_IDS = PREFIX + "class_ids"  # JSON {value key: class id}

# Written by other parts of the plugin; layers carrying them are never shared as vectors.
SUGGESTION_ARTIFACT = PREFIX + "suggestion_artifact"
SUGGESTION_INDEX_FIELD = "suggestion_index"
RESULT_LAYER = PREFIX + "result"  # any plugin-made result layer (highlight, similar, ...)
TEMPORARY = PREFIX + "temporary"  # a temporary result layer (value: the result id)

NO_CLASSES = "__none__"

PROJECT_SCOPE = "geosense"
PROJECT_ID_ENTRY = "project_id"

SOURCES = ("annotated", "inference")


def prop_bool(layer, key: str, default: bool = False) -> bool:
    value = layer.customProperty(key, None)
    if value is None or value == "":
        return default
    if isinstance(value, bool):
        return value
    return str(value).strip().lower() in ("1", "true", "yes", "on")


def prop_str(layer, key: str, default: str = "") -> str:
    value = layer.customProperty(key, None)
    if value is None:
        return default
    return str(value)


def prop_json(layer, key: str) -> Dict[str, Any]:
    raw = layer.customProperty(key, None)
    if not raw:
        return {}
    try:
        value = json.loads(str(raw))
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def is_plugin_layer(layer) -> bool:
    """Layers the plugin made itself (suggestions, results): never shared as vectors."""
    return (layer.customProperty(SUGGESTION_ARTIFACT, None) is not None or prop_bool(layer, RESULT_LAYER)
            or bool(layer.customProperty(TEMPORARY, None)))
