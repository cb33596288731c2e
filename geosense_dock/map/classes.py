"""Annotation classes of a layer: from a chosen field, or from a categorized renderer.

A class id is a UUID made once per (attribute, value) and kept in the layer's
custom properties (``geosense/class_ids``), so it is stable for the project and
survives save/reopen. Inside one vector artifact classes are numbered 0..n-1
(``class_ids``), and ``classes`` maps those numbers back to class ids.

Built on the GUI thread; the finished :class:`ClassScheme` is immutable and can
be read from a worker thread.

It writes only the layer's ``geosense/class_ids`` custom property, never its features or style.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from qgis.core import QgsCategorizedSymbolRenderer, QgsExpression
from qgis.PyQt.QtCore import QVariant

from . import keys

ELSE_KEY = "\x00else"  # the "all other values" category of a categorized renderer
NULL_KEY = "\x00null"


def value_key(value: Any) -> str:
    """One spelling for equal values of different types: 1, 1.0 and "1" all give "1"."""
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return NULL_KEY
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        return repr(value)
    if isinstance(value, int):
        return str(value)
    text = str(value)
    try:
        number = float(text)
    except ValueError:
        return text
    if number.is_integer() and text.strip().lstrip("+-").replace(".", "", 1).isdigit():
        return str(int(number))
    return text


def generated_color(key: str) -> str:
    """A stable, readable colour for a class that has no symbol colour."""
    import colorsys

    digest = hashlib.md5(key.encode("utf-8"), usedforsecurity=False).digest()  # a colour, not security
    hue = digest[0] / 255.0
    r, g, b = colorsys.hsv_to_rgb(hue, 0.55 + digest[1] / 255.0 * 0.35, 0.75)
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


@dataclass(frozen=True)
class LayerClass:
    index: int  # number used in the vector artifact's class_ids
    id: str  # class id (UUID) for the wire
    name: str
    color: str  # "#rrggbb"
    keys: Tuple[str, ...]  # value keys that fall into this class


@dataclass(frozen=True)
class ClassScheme:
    """How a feature's class is found, and the classes of the layer."""

    attribute: str = ""  # field name or expression; "" = no classes
    is_expression: bool = False
    classes: Tuple[LayerClass, ...] = ()
    lookup: Dict[str, int] = field(default_factory=dict)  # value key -> class index
    else_index: int = -1  # index for values no class names; -1 = no class

    def index_for(self, value: Any) -> int:
        return self.lookup.get(value_key(value), self.else_index)

    def by_id(self, class_id: str) -> Optional[LayerClass]:
        for cls in self.classes:
            if cls.id == class_id:
                return cls
        return None

    def artifact_classes(self) -> Dict[str, str]:
        return {str(cls.index): cls.id for cls in self.classes}

    def signature(self) -> str:
        """What the vector artifact depends on (names and colours travel in ``vectors`` instead)."""
        return json.dumps([self.attribute, self.else_index, [(c.index, c.id, c.keys) for c in self.classes]])

    def payload(self) -> List[Dict[str, str]]:
        return [{"id": c.id, "name": c.name, "color": c.color} for c in self.classes]


def _category_keys(value: Any) -> Tuple[str, ...]:
    if isinstance(value, (list, tuple)):
        return tuple(value_key(v) for v in value)
    if value is None or (isinstance(value, QVariant) and value.isNull()) or value == "":
        return (ELSE_KEY,)
    return (value_key(value),)


def build_scheme(layer, max_unique_values: int = 1000) -> ClassScheme:
    """The layer's classes: chosen class field, else its categorized renderer's categories."""
    choice = keys.prop_str(layer, keys.CLASS_FIELD)
    if choice == keys.NO_CLASSES:
        return ClassScheme()
    renderer = layer.renderer()
    categorized = renderer if isinstance(renderer, QgsCategorizedSymbolRenderer) else None
    entries: List[Tuple[Tuple[str, ...], str, Optional[str]]] = []  # (value keys, name, colour)
    attribute = ""
    if choice:
        attribute = choice
        colours: Dict[str, Tuple[str, str]] = {}
        if categorized is not None and categorized.classAttribute() == choice:
            for cat in categorized.categories():
                symbol = cat.symbol()
                for k in _category_keys(cat.value()):
                    colours[k] = (symbol.color().name() if symbol else "", cat.label() or str(cat.value()))
        idx = layer.fields().lookupField(choice)
        if idx < 0:
            return ClassScheme()
        values = sorted((value_key(v) for v in layer.uniqueValues(idx, max_unique_values + 1)),
                        key=lambda k: (k == NULL_KEY, k))
        for k in values[:max_unique_values]:
            if k == NULL_KEY:
                continue
            colour, label = colours.get(k, ("", k))
            entries.append(((k,), label, colour or None))
    elif categorized is not None:
        attribute = categorized.classAttribute()
        for cat in categorized.categories():
            cat_keys = _category_keys(cat.value())
            symbol = cat.symbol()
            name = cat.label() or ("other values" if cat_keys == (ELSE_KEY,) else str(cat.value()))
            entries.append((cat_keys, name, symbol.color().name() if symbol else None))
    if not attribute:
        return ClassScheme()
    is_expression = layer.fields().lookupField(attribute) < 0
    if is_expression and QgsExpression(attribute).hasParserError():
        return ClassScheme()

    stored = keys.prop_json(layer, keys.CLASS_IDS)
    changed = False
    classes: List[LayerClass] = []
    lookup: Dict[str, int] = {}
    else_index = -1
    for index, (cat_keys, name, colour) in enumerate(entries):
        store_key = f"{attribute}\x1f{cat_keys[0]}"
        class_id = stored.get(store_key)
        if not isinstance(class_id, str) or not class_id:
            class_id = str(uuid.uuid4())
            stored[store_key] = class_id
            changed = True
        classes.append(LayerClass(index, class_id, name, colour or generated_color(store_key), cat_keys))
        for k in cat_keys:
            if k == ELSE_KEY:
                else_index = index
            else:
                lookup.setdefault(k, index)
    if changed:
        layer.setCustomProperty(keys.CLASS_IDS, json.dumps(stored, sort_keys=True))
    return ClassScheme(attribute, is_expression, tuple(classes), lookup, else_index)


def hidden_class_ids(layer, scheme: ClassScheme) -> List[str]:
    """Class ids whose renderer category the user switched off in the legend."""
    renderer = layer.renderer()
    if not isinstance(renderer, QgsCategorizedSymbolRenderer) or renderer.classAttribute() != scheme.attribute:
        return []
    off = set()
    for cat in renderer.categories():
        if not cat.renderState():
            off.update(_category_keys(cat.value()))
    hidden = []
    for cls in scheme.classes:
        if cls.keys and all(k in off for k in cls.keys):
            hidden.append(cls.id)
    return hidden

