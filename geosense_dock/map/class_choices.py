"""The classes a target layer offers for accepted suggestions, and which one to pre-select.

The review panel's class value is a choice among what the target layer itself shows:

- the categories of a categorised renderer on the class field (the legend's labels shown,
  the values stored);
- else the entries of the field's *Value Map* or *Value Relation* widget (descriptions
  shown, values stored);
- else the field's distinct values (at most :data:`MAX_CHOICES`).

What to pre-select comes from the answer that carried the suggestions: the class badges it
holds (``<class id>``; kept on the suggestion layer by :func:`remember_hints`) are matched
by class id through the target layer's stored class ids, then by their label; else the
value last accepted into that layer and field. Typed text is matched against values and
labels without regard to case, so *House* stores the style's ``house``.

:func:`would_draw` asks the layer's own renderer whether a feature with a class value is
drawn; :func:`add_category` adds a category for a value the categorised style lacks.
GUI thread only (renderers, layer properties).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, List, Optional, Sequence, Tuple

from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsFeature,
    QgsFeatureRequest,
    QgsProject,
    QgsRendererCategory,
    QgsSymbol,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QVariant

from . import keys
from .accept import undrawn_count
from .classes import generated_color, value_key

MAX_CHOICES = 500  # a field's distinct values offered at most (a value relation's entries too)
HINTS = keys.PREFIX + "suggestion_classes"  # on a suggestion layer: JSON [[class id, label], ...]
LAST_VALUES = keys.PREFIX + "last_class_values"  # on a target layer: JSON {field: value key}


@dataclass(frozen=True)
class ClassChoice:
    value: Any  # what is stored in the field
    label: str  # what the user sees (the legend's label, a value map's description)

    @property
    def key(self) -> str:
        return value_key(self.value)

    def shown(self) -> str:
        """The combo's text: the label, and the stored value when it reads differently."""
        value = "" if self.value is None else str(self.value)
        if not self.label or self.label == value:
            return value
        if self.label.casefold() == value.casefold():
            return self.label
        return f"{self.label} ({value})"


def _null(value: Any) -> bool:
    return value is None or (isinstance(value, QVariant) and value.isNull())


def categorised_on(layer: QgsVectorLayer, field: str) -> Optional[QgsCategorizedSymbolRenderer]:
    renderer = layer.renderer() if layer is not None else None
    if isinstance(renderer, QgsCategorizedSymbolRenderer) and renderer.classAttribute() == field:
        return renderer
    return None


def choices_for(layer: Optional[QgsVectorLayer], field: Optional[str]) -> List[ClassChoice]:
    """What ``field`` of ``layer`` can be given, as the layer shows it; [] without a field."""
    if layer is None or not field or layer.fields().lookupField(field) < 0:
        return []
    out: List[ClassChoice] = []
    seen = set()

    def add(value: Any, label: str) -> None:
        if _null(value) or value == "" or isinstance(value, (list, tuple)):
            return
        choice = ClassChoice(value, str(label or value))
        if choice.key not in seen and len(out) < MAX_CHOICES:
            seen.add(choice.key)
            out.append(choice)

    renderer = categorised_on(layer, field)
    if renderer is not None:
        for cat in renderer.categories():
            value = cat.value()
            if isinstance(value, (list, tuple)):  # a merged category: each value, under its label
                for v in value:
                    add(v, cat.label())
            else:
                add(value, cat.label())
        if out:
            return out
    index = layer.fields().lookupField(field)
    setup = layer.editorWidgetSetup(index)
    kind, config = setup.type(), setup.config() or {}
    if kind == "ValueMap":
        entries = config.get("map", [])
        if isinstance(entries, dict):
            entries = [{k: v} for k, v in entries.items()]
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, dict):
                for description, value in entry.items():
                    if str(value) != "{2839923C-8B7D-419E-B84B-CA2FE9B80EC7}":  # QGIS's NULL entry
                        add(value, description)
    elif kind == "ValueRelation":
        related = QgsProject.instance().mapLayer(str(config.get("Layer", "")))
        key_field, value_field = str(config.get("Key", "")), str(config.get("Value", ""))
        if isinstance(related, QgsVectorLayer) and related.fields().lookupField(key_field) >= 0:
            request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry).setLimit(MAX_CHOICES)
            for feature in related.getFeatures(request):
                label = feature[value_field] if related.fields().lookupField(value_field) >= 0 else None
                add(feature[key_field], "" if _null(label) else str(label))
    if not out:
        for value in sorted(layer.uniqueValues(index, MAX_CHOICES), key=lambda v: value_key(v)):
            add(value, "" if _null(value) else str(value))
    return out


def match(choices: Sequence[ClassChoice], text: str) -> Optional[ClassChoice]:
    """The choice ``text`` names: its value, its label or its shown text, case aside."""
    wanted = (text or "").strip().casefold()
    if not wanted:
        return None
    for attr in ("key", "label"):
        for choice in choices:
            if str(getattr(choice, attr)).casefold() == wanted:
                return choice
    for choice in choices:
        if choice.shown().casefold() == wanted:
            return choice
    return None


def remember_hints(suggestions: QgsVectorLayer, refs: Sequence[Tuple[str, str]]) -> None:
    """Keep the answer's class badges (id, label) on its suggestion layer."""
    if refs:
        suggestions.setCustomProperty(HINTS, json.dumps([[str(i), str(label)] for i, label in refs][:50]))


def hints_of(suggestions: Optional[QgsVectorLayer]) -> List[Tuple[str, str]]:
    if suggestions is None:
        return []
    try:
        raw = json.loads(str(suggestions.customProperty(HINTS, "") or "[]"))
    except ValueError:
        return []
    out = []
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item):
            out.append((item[0], item[1]))
    return out


def preselect(target: QgsVectorLayer, field: str, choices: Sequence[ClassChoice],
              hints: Sequence[Tuple[str, str]]) -> Optional[ClassChoice]:
    """What the answer says the suggestions are (by class id, then label), else the last value used."""
    if not choices:
        return None
    stored = keys.prop_json(target, keys.CLASS_IDS)  # "attribute\x1fvalue key" -> class id
    by_id = {cid: key.split("\x1f", 1) for key, cid in stored.items() if isinstance(cid, str) and "\x1f" in key}
    by_key = {c.key: c for c in choices}
    for class_id, _label in hints:
        attribute_key = by_id.get(class_id)
        if attribute_key and attribute_key[0] == field and attribute_key[1] in by_key:
            return by_key[attribute_key[1]]
    for _class_id, label in hints:
        found = match(choices, label)
        if found is not None:
            return found
    last = keys.prop_json(target, LAST_VALUES).get(field)
    return by_key.get(last) if isinstance(last, str) else None


def remember_last(target: QgsVectorLayer, field: str, value: Any) -> None:
    values = keys.prop_json(target, LAST_VALUES)
    values[field] = value_key(value)
    target.setCustomProperty(LAST_VALUES, json.dumps(values, sort_keys=True))


def would_draw(layer: QgsVectorLayer, field: Optional[str], value: Any) -> bool:
    """Whether the layer's style draws a new feature whose ``field`` holds ``value`` (True when the style
    cannot be asked: no question rather than a blocked accept)."""
    feature = QgsFeature(layer.fields())
    index = layer.fields().lookupField(field) if field else -1
    if index >= 0:
        feature.setAttribute(index, value)
    return undrawn_count(layer, [feature]) in (0, None)


def add_category(layer: QgsVectorLayer, field: str, value: Any, label: str) -> bool:
    """A category for ``value`` in the layer's categorised style on ``field`` (a symbol of its own)."""
    renderer = categorised_on(layer, field)
    if renderer is None:
        return False
    symbol = QgsSymbol.defaultSymbol(layer.geometryType())
    if symbol is None:
        return False
    from qgis.PyQt.QtGui import QColor

    symbol.setColor(QColor(generated_color(f"{field}\x1f{value_key(value)}")))
    renderer = renderer.clone()
    # addCategory returns a bool on later releases, nothing on 3.22: ask the renderer instead
    renderer.addCategory(QgsRendererCategory(value, symbol, label or str(value)))
    if renderer.categoryIndexForValue(value) < 0:
        return False
    layer.setRenderer(renderer)
    layer.emitStyleChanged()
    layer.triggerRepaint()
    return True
