"""Per target layer: how provenance shows (a virtual field) and, if the user asks, which fields it is written to.

Both choices are layer custom properties, so they are saved with the project:

* ``geosense/provenance_show`` (default on): the layer gets the virtual field
  ``geosense_provenance`` ("Suggested by GeoSense"), an expression field kept in
  the project (``geosense_provenance('summary')``), which Identify results, the
  attribute form and the attribute table show. The data source is not changed.
* ``geosense/provenance_fields``: ``{item: field name}``; when set, each accept
  also writes those items into real fields of the layer, creating the missing
  ones in the same undo step as the accept (``map/accept.py``).

When the layer holds the summary line itself in a field (item ``summary``, written in the accepting
user's language), the virtual field reads that column; else, when it holds the items of the line
(:data:`SUMMARY_KEYS`), the virtual field is a native QGIS expression over those fields
(:func:`native_expression`, in the language of the QGIS that opened the project). Either way QGIS's
C++ reads it with no call into Python. Features without them (accepted before the
fields were chosen, the user's own) are answered by ``geosense_provenance('summary')``.

QGIS objects on the GUI thread only; no widgets here.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Dict, List, Optional, Tuple

from qgis.core import QgsEditorWidgetSetup, QgsExpression, QgsField, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication

from ...core.provenance import Provenance
from ...i18n import tr as core_tr
from ...i18n import translated
from .. import keys
from ..compat import FIELD_DOUBLE, FIELD_STRING

log = logging.getLogger("geosense.provenance")

SHOW = keys.PREFIX + "provenance_show"
ADDED = keys.PREFIX + "provenance_field_added"  # "true" once the field was added: removed since means "no"
FIELDS = keys.PREFIX + "provenance_fields"
VIRTUAL_FIELD = "geosense_provenance"
VIRTUAL_EXPRESSION = "geosense_provenance('summary')"

# the items that can be written into fields, their field types and suggested names
WRITABLE: Tuple[Tuple[str, Any, str], ...] = (
    ("excerpt", FIELD_STRING, "gs_answer"),
    ("message_id", FIELD_STRING, "gs_message"),
    ("conversation_id", FIELD_STRING, "gs_conversation"),
    ("confidence", FIELD_DOUBLE, "gs_confidence"),
    ("accepted_by", FIELD_STRING, "gs_accepted_by"),
    ("accepted_at", FIELD_STRING, "gs_accepted_at"),
    ("backend", FIELD_STRING, "gs_backend"),
    ("summary", FIELD_STRING, "gs_summary"),  # the Suggested by GeoSense line, in the accepting user's language
)
WRITABLE_KEYS = tuple(k for k, _t, _n in WRITABLE)
# the items the summary line is made of: stored in fields, the virtual field reads them natively
SUMMARY_KEYS = ("excerpt", "confidence", "accepted_by", "accepted_at", "backend")
_PLACEHOLDER = re.compile(r"\{(\d+)(?::[^{}]*)?\}")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,62}$")


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSenseProvenance", text)


def label(key: str) -> str:
    return {
        "excerpt": tr("Answer (excerpt)"),
        "message_id": tr("Message id"),
        "conversation_id": tr("Conversation id"),
        "confidence": tr("Confidence"),
        "accepted_by": tr("Accepted by"),
        "accepted_at": tr("Accepted at"),
        "backend": tr("Backend"),
        "summary": tr("Suggested by GeoSense"),
    }.get(key, key)


# ------------------------------------------------------------ the virtual field

def shows(layer: QgsVectorLayer) -> bool:
    return keys.prop_bool(layer, SHOW, True)


def set_shows(layer: QgsVectorLayer, on: bool, has_provenance: bool = False) -> None:
    """Show provenance in ``layer`` or not; the field is added at once when it has some already."""
    layer.setCustomProperty(SHOW, "true" if on else "false")
    if on:
        layer.removeCustomProperty(ADDED)  # asked for again: added again
        if has_provenance:
            ensure_virtual_field(layer)
    else:
        remove_virtual_field(layer)


def ensure_virtual_field(layer: QgsVectorLayer) -> bool:
    """Add the "Suggested by GeoSense" virtual field when the layer shows provenance and lacks it.

    A field the user removed (Layer Properties → Fields) is not added again: that layer shows no
    provenance from then on, until *Provenance…* turns it on again."""
    if layer.fields().lookupField(VIRTUAL_FIELD) >= 0:
        refresh_virtual_field(layer)
        return False
    if not shows(layer):
        return False
    if keys.prop_bool(layer, ADDED):
        layer.setCustomProperty(SHOW, "false")
        return False
    index = layer.addExpressionField(wanted_expression(layer), QgsField(VIRTUAL_FIELD, FIELD_STRING))
    if index < 0:
        log.warning("could not add the provenance field to %s", layer.name())
        return False
    index = layer.fields().lookupField(VIRTUAL_FIELD)
    layer.setCustomProperty(ADDED, "true")
    layer.setFieldAlias(index, tr("Suggested by GeoSense"))
    # the attribute form shows the whole line, wrapped, as plain text
    layer.setEditorWidgetSetup(index, QgsEditorWidgetSetup("TextEdit", {"IsMultiline": True, "UseHtml": False}))
    return True


def is_ours(expression: str) -> bool:
    return "geosense_provenance(" in (expression or "")  # the function's field, or the native one's fallback


def refresh_virtual_field(layer: QgsVectorLayer) -> bool:
    """Make the virtual field read the stored fields natively when they are there, else the function
    (the fields come and go with an accept, its undo and redo); True when it changed."""
    index = layer.fields().lookupField(VIRTUAL_FIELD)
    if index < 0:
        return False
    have = layer.expressionField(index)
    want = wanted_expression(layer)
    if not is_ours(have) or have == want:
        return False
    layer.updateExpressionField(index, want)
    return True


def stored_summary_fields(layer: QgsVectorLayer) -> Optional[Dict[str, str]]:
    """``{item: field name}`` of the summary's items when the layer stores all of them, else None."""
    names = field_names(layer)
    if any(not names.get(key) or layer.fields().lookupField(names[key]) < 0 for key in SUMMARY_KEYS):
        return None
    return {key: layer.fields().field(layer.fields().lookupField(names[key])).name() for key in SUMMARY_KEYS}


def wanted_expression(layer: QgsVectorLayer) -> str:
    """The stored line when the layer has it (one column: the fastest), else the line made natively from
    the stored items, else the expression function."""
    line = field_names(layer).get("summary")
    index = layer.fields().lookupField(line) if line else -1
    if index >= 0:
        column = QgsExpression.quotedColumnRef(layer.fields().at(index).name())
        return (f"CASE WHEN {column} IS NULL THEN eval({QgsExpression.quotedString(VIRTUAL_EXPRESSION)}) "
                f"ELSE {column} END")
    names = stored_summary_fields(layer)
    return native_expression(names) if names else VIRTUAL_EXPRESSION


def _pieces(english: str, parts: List[str], quoted_first: str = "") -> List[str]:
    """A ``str.format`` template, translated, as the literals and ``parts`` it joins (English when the
    translation's placeholders do not fit, as :func:`~geosense_dock.i18n.translated` does).
    ``quoted_first`` stands for ``“{0}”`` where the template has it (the field holds the quotes)."""
    template = core_tr(english)  # noqa: TR002 - the record's own template, extracted from core/provenance.py
    if any(int(m.group(1)) >= len(parts) for m in _PLACEHOLDER.finditer(template)):
        template = english
    out: List[str] = []
    text = template.replace("“{0}”", "\x00") if quoted_first else template
    at = 0
    for match in re.finditer(r"\x00|" + _PLACEHOLDER.pattern, text):
        if match.start() > at:
            out.append(QgsExpression.quotedString(text[at:match.start()]))
        out.append(quoted_first if match.group(0) == "\x00" else parts[int(match.group(1))])
        at = match.end()
    if at < len(text):
        out.append(QgsExpression.quotedString(text[at:]))
    return out


def native_expression(names: Dict[str, str]) -> str:
    """The summary line (:meth:`Provenance.summary`, in the user's language) as a QGIS expression over the
    fields ``names`` (:data:`SUMMARY_KEYS` → field name): no Python call where the fields are filled.

    Kept to few function calls (QGIS evaluates it for every feature read): one ``concat()``, which
    leaves out NULL parts (an empty item is written as NULL, ``attribute_values``)."""
    def col(key: str) -> str:
        return QgsExpression.quotedColumnRef(names[key])

    # the templates are the record's own, so the line is the same as the function's
    with_confidence = Provenance(confidence=0.5, backend="b").summary()
    without = Provenance(backend="b").summary()
    via = getattr(with_confidence, "template", "{0} · via {1}")
    line_with = getattr(with_confidence.args[0], "template", "")
    line_without = getattr(without.args[0], "template", "")
    excerpt, conf, who, when, backend = (col(k) for k in SUMMARY_KEYS)
    quoted = f"coalesce({excerpt}, '“”')"  # the field holds the excerpt in quotes, “…”
    excerpt_text = f"coalesce(substr({excerpt}, 2, length({excerpt}) - 2), '')"
    conf_text = f"rpad(round({conf}, 2) + 0.001, 4, '0')"  # 0.9 → "0.901" → "0.90"; 1 → "1.00"
    who_text = f"coalesce({who}, '?')"
    when_text = f"replace(left({when}, 16), 'T', ' '), ' UTC'"  # two parts of the concat()
    lines = (_pieces(line_without, [excerpt_text, who_text, when_text], quoted),
             _pieces(line_with, [excerpt_text, conf_text, who_text, when_text], quoted))
    translated_via = core_tr(via)  # noqa: TR002 - the record's own template
    suffix = translated_via[3:] if translated_via.startswith("{0}") and translated_via.count("{") == 2 else ""
    if suffix.count("{1}") == 1 and "{0}" not in suffix:  # "{0} · via {1}": the via part is a suffix
        before, after = suffix.split("{1}")
        tail = " || ".join([QgsExpression.quotedString(before)] * bool(before) + [backend]
                           + [QgsExpression.quotedString(after)] * bool(after))
        without_line, with_line = (f"concat({', '.join(pieces + [tail])})" for pieces in lines)
    else:
        def joined(pieces: List[str]) -> str:
            return f"concat({', '.join(pieces)})"

        without_line, with_line = (
            f"CASE WHEN {backend} IS NULL THEN {joined(pieces)} "
            f"ELSE {joined(_pieces(via, [joined(pieces), backend]))} END" for pieces in lines)
    # eval(): the function is parsed only for features without stored items, so the expression stays
    # valid (and the stored features readable) where the plugin is not loaded
    return (f"CASE WHEN {when} IS NULL THEN eval({QgsExpression.quotedString(VIRTUAL_EXPRESSION)}) "
            f"WHEN {conf} IS NULL THEN {without_line} ELSE {with_line} END")


def remove_virtual_field(layer: QgsVectorLayer) -> None:
    index = layer.fields().lookupField(VIRTUAL_FIELD)
    if index >= 0 and layer.expressionField(index):  # only ever our own expression field
        layer.removeExpressionField(index)


# ------------------------------------------------------------ real fields

def field_names(layer: QgsVectorLayer) -> Dict[str, str]:
    """``{item: field name}`` the user chose for ``layer`` (empty: provenance is not written into fields)."""
    raw = keys.prop_json(layer, FIELDS)
    return {k: str(v) for k, v in raw.items() if k in WRITABLE_KEYS and isinstance(v, str) and _NAME.match(v)}


def set_field_names(layer: QgsVectorLayer, names: Dict[str, str]) -> None:
    """Store the choice (ValueError with the reason when a name is not usable)."""
    problem = names_problem(layer, names)
    if problem:
        raise ValueError(problem)
    clean = {k: v for k, v in names.items() if v}
    layer.setCustomProperty(FIELDS, json.dumps(clean, sort_keys=True) if clean else "")
    refresh_virtual_field(layer)


# the suggested names where a format allows no more than 10 characters (a shapefile's dBase table)
SHORT_NAMES = {"conversation_id": "gs_conv", "confidence": "gs_conf", "accepted_by": "gs_acc_by",
               "accepted_at": "gs_acc_at"}
SHORT_FORMATS = ("ESRI Shapefile",)  # storage types whose field names are cut at 10 characters


def name_limit(layer: QgsVectorLayer) -> Optional[int]:
    """The longest field name ``layer``'s format keeps (None: no limit below ours)."""
    return 10 if layer.storageType() in SHORT_FORMATS else None


def suggested_name(layer: QgsVectorLayer, key: str) -> str:
    """The name suggested for ``key`` in ``layer``: short enough for its format."""
    name = next(n for k, _t, n in WRITABLE if k == key)
    limit = name_limit(layer)
    return SHORT_NAMES.get(key, name) if limit is not None and len(name) > limit else name


def names_problem(layer: QgsVectorLayer, names: Dict[str, str]) -> Optional[str]:
    seen: Dict[str, str] = {}
    types = {k: t for k, t, _n in WRITABLE}
    limit = name_limit(layer)
    for key, name in names.items():
        if not name:
            continue
        if key not in types:
            return tr("{key} cannot be written into a field").format(key=key)
        if not _NAME.match(name):
            return tr("“{name}” is not a usable field name (letters, digits and _, at most 63)").format(name=name)
        if limit is not None and len(name) > limit:
            # the format would cut it: the save then fails, and cut columns are left behind
            return tr("“{name}” is longer than the {n} characters a field name of {layer} may have").format(
                name=name, n=limit, layer=layer.name())
        if name.lower() in seen:
            return tr("“{name}” is chosen twice").format(name=name)
        if name.lower() == VIRTUAL_FIELD:
            return tr("“{name}” is the name of GeoSense's own virtual field").format(name=name)
        seen[name.lower()] = key
        index = layer.fields().lookupField(name)
        if index >= 0:
            have = layer.fields().at(index)
            numeric = have.isNumeric()
            if (types[key] == FIELD_DOUBLE) != numeric:
                return tr("{layer} already has a field “{name}” of another type").format(layer=layer.name(),
                                                                                        name=name)
    return None


def fields_to_create(layer: QgsVectorLayer, names: Dict[str, str]) -> List[QgsField]:
    types = {k: t for k, t, _n in WRITABLE}
    return [QgsField(name, types[key]) for key, name in names.items()
            if name and layer.fields().lookupField(name) < 0]


def attribute_values(layer: QgsVectorLayer, names: Dict[str, str], record: Provenance) -> Dict[int, Any]:
    """``{field index: value}`` of ``record`` for the chosen fields (which must exist by now)."""
    out: Dict[int, Any] = {}
    for key, name in names.items():
        index = layer.fields().lookupField(name)
        if index < 0:
            continue
        value = translated(record.summary()) if key == "summary" else record.value(key)
        if value is None or value == "":
            continue
        if key == "excerpt":  # quoted: agent text never becomes a bare link in Identify results
            value = f"“{value}”"
        out[index] = value
    return out
