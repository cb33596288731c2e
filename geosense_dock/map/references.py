"""Chips for what the user points at: features, layers and classes of the project.

:class:`ReferenceBuilder` turns QGIS things into composer chips
(:class:`~geosense_dock.core.composer_markup.Chip`), labelled as the answer's
references are (the resolver's "House 12"), and back: it tells whether a
chip's feature, layer or class still exists, lists what ``@`` completes to,
decodes layers dropped from the layer tree, and makes sure every referenced
layer is shared (asking the user first).

A feature is referenced by its annotation id: the feature id, or the layer's
chosen annotation id field (``VectorRegistry.annotation_ids_field``). A
feature whose value in that field is not an integer cannot be referenced;
the builder says why instead.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

from qgis.core import QgsMimeDataUtils, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication, QMimeData

from ..core import composer_markup as cm
from ..core.composer_markup import CHIPS_MIME, Chip, Segment
from ..core.resolve import Unresolved
from . import keys
from .compat import SPATIAL_GEOMETRY_TYPES
from .registry import VectorRegistry

log = logging.getLogger("geosense.map")

URI_MIME = "application/x-vnd.qgis.qgis.uri"  # what the layer tree and the browser drag
MAX_COMPLETED_FEATURES = 50  # selected features offered by @ completion
MAX_CHECKED_MORE = 500  # features of an "and N more" chip checked for existence


def tr(text: str) -> str:
    return QCoreApplication.translate("GeoSense", text)


@dataclass
class Chips:
    """Chips made for a request, and why some things could not become chips."""

    chips: List[Chip] = field(default_factory=list)
    refused: List[str] = field(default_factory=list)


class ReferenceBuilder:
    """Project things <-> chips. ``ask(text) -> bool`` asks the user a yes/no question."""

    def __init__(self, registry: VectorRegistry, resolver, ask: Optional[Callable[[str], bool]] = None,
                 tell: Optional[Callable[[str], None]] = None) -> None:
        self.registry = registry
        self.resolver = resolver
        self.ask = ask or (lambda text: False)
        self.tell = tell or (lambda text: log.info("%s", text))

    # -- which layers ----------------------------------------------------------------------

    def can_reference(self, layer) -> str:
        """Why ``layer`` cannot be referenced ("" when it can)."""
        if not isinstance(layer, QgsVectorLayer) or not layer.isValid():
            return tr("only vector layers can be referenced")
        if keys.is_plugin_layer(layer):
            return tr("“{0}” is a GeoSense result layer; refer to the layer it came from").format(layer.name())
        if layer.geometryType() not in SPATIAL_GEOMETRY_TYPES:
            return tr("“{0}” has no geometries").format(layer.name())
        if self.registry.is_region_layer(layer):
            return tr("“{0}” holds regions, not annotations").format(layer.name())
        return ""

    def _layer_of(self, chip: Chip):
        if chip.layer:
            layer = self.registry.project.mapLayer(chip.layer)
            if layer is not None:
                return layer
        vid = chip.v if chip.kind == cm.REF else chip.id if chip.kind == cm.VECTOR else ""
        return self.registry.layer_for(vid) if vid else None

    # -- making chips ----------------------------------------------------------------------

    def feature_chip(self, layer, feature) -> Tuple[Optional[Chip], str]:
        """(chip, "") or (None, why the feature cannot be referenced)."""
        reason = self.can_reference(layer)
        if reason:
            return None, reason
        ann = self.registry.annotation_id(layer, feature)
        if ann is None:
            field_name = self.registry.annotation_ids_field(layer)
            return None, tr("feature {0} of “{1}” has no integer annotation id in the field “{2}” (choose the "
                            "annotation id field in the layer's GeoSense settings)").format(
                feature.id(), layer.name(), field_name)
        vid = self.registry.vector_id(layer)
        return cm.ref_chip(ann, vid, self._feature_label(layer, ann), layer=layer.id(), fid=int(feature.id())), ""

    def _feature_label(self, layer, ann: int) -> str:
        try:
            info = self.resolver.annotation(ann, self.registry.vector_id(layer), ())
        except Exception:  # noqa: BLE001 - a label falls back to the id
            log.exception("labelling annotation %s failed", ann)
            info = None
        if info is None or isinstance(info, Unresolved) or not getattr(info, "label", ""):
            return f"{layer.name()} {ann}"
        return info.label

    def feature_chips(self, layer, features: Iterable, limit: int = cm.MAX_FEATURE_CHIPS) -> Chips:
        """Up to ``limit`` feature chips; the rest as one "and N more" chip."""
        out = Chips()
        made: List[Chip] = []
        for feature in features:
            if len(made) >= limit:  # the rest are not labelled: the more chip only needs their ids
                chip, reason = self._bare_feature_chip(layer, feature)
            else:
                chip, reason = self.feature_chip(layer, feature)
            if chip is None:
                if reason not in out.refused:
                    out.refused.append(reason)
                continue
            made.append(chip)
        out.chips = cm.feature_chips(made, more_label, limit)
        return out

    def _bare_feature_chip(self, layer, feature) -> Tuple[Optional[Chip], str]:
        reason = self.can_reference(layer)
        if reason:
            return None, reason
        ann = self.registry.annotation_id(layer, feature)
        if ann is None:
            return self.feature_chip(layer, feature)
        return cm.ref_chip(ann, self.registry.vector_id(layer), layer=layer.id(), fid=int(feature.id())), ""

    def selection_chips(self, layers: Optional[Sequence] = None, limit: int = cm.MAX_FEATURE_CHIPS) -> Chips:
        """Chips for the selected features of ``layers`` (default: every layer, layer-tree order)."""
        out = Chips()
        made: List[Chip] = []
        for layer in layers if layers is not None else self.registry.vector_layers():
            if not isinstance(layer, QgsVectorLayer) or not layer.selectedFeatureCount():
                continue
            if self.can_reference(layer):
                continue
            request_features = layer.getSelectedFeatures()
            part = self.feature_chips(layer, request_features, limit=max(0, limit - len(made)))
            for reason in part.refused:
                if reason not in out.refused:
                    out.refused.append(reason)
            for chip in part.chips:
                if chip.kind == cm.MORE:
                    made.extend(cm.ref_chip(a, v) for a, v in chip.annotations)
                else:
                    made.append(chip)
        out.chips = cm.feature_chips(made, more_label, limit)
        return out

    def layer_chip(self, layer) -> Tuple[Optional[Chip], str]:
        reason = self.can_reference(layer)
        if reason:
            return None, reason
        return cm.vector_chip(self.registry.vector_id(layer), layer.name(), layer=layer.id()), ""

    def class_chip(self, layer, layer_class) -> Chip:
        return cm.class_chip(layer_class.id, self.registry.project_id(), layer_class.name, layer_class.color,
                             layer=layer.id())

    # -- checking and labelling chips ------------------------------------------------------

    def problem(self, chip: Chip) -> str:
        """Why the chip's target is gone ("" when it is there)."""
        if chip.kind == cm.REF:
            layer = self._layer_of(chip)
            if layer is None:
                return tr("its layer was removed")
            if self.registry.feature_for(layer, int(chip.id)) is None:
                return tr("the feature was deleted")
            return ""
        if chip.kind == cm.VECTOR:
            return "" if self._layer_of(chip) is not None else tr("the layer was removed")
        if chip.kind == cm.CLASS:
            for layer in self.registry.vector_layers():
                if self.registry.class_scheme(layer).by_id(chip.id) is not None:
                    return ""
            return tr("no layer has this class any more")
        if chip.kind == cm.MORE:
            gone = 0
            layers: Dict[str, object] = {}
            for ann, vid in chip.annotations[:MAX_CHECKED_MORE]:
                if vid not in layers:
                    layers[vid] = self.registry.layer_for(vid)
                layer = layers[vid]
                if layer is None or self.registry.feature_for(layer, ann) is None:
                    gone += 1
            if gone == chip.count:
                return tr("these features were deleted")
            return ""
        return ""

    def relabel(self, chip: Chip) -> Chip:
        """The chip with its current label (chips read back from markup have none)."""
        from dataclasses import replace

        if chip.kind == cm.REF:
            layer = self._layer_of(chip)
            if layer is None:
                return chip
            feature = self.registry.feature_for(layer, int(chip.id))
            return replace(chip, label=self._feature_label(layer, int(chip.id)), layer=layer.id(),
                           fid=int(feature.id()) if feature is not None else chip.fid)
        if chip.kind == cm.VECTOR:
            layer = self._layer_of(chip)
            return replace(chip, label=layer.name(), layer=layer.id()) if layer is not None else chip
        if chip.kind == cm.CLASS:
            for layer in self.registry.vector_layers():
                cls = self.registry.class_scheme(layer).by_id(chip.id)
                if cls is not None:
                    return replace(chip, label=cls.name, color=cls.color, layer=layer.id(),
                                   project=chip.project or self.registry.project_id())
        return chip

    # -- sharing ---------------------------------------------------------------------------

    def layers_of(self, chips: Iterable[Chip]) -> List:
        """The layers the chips refer to, each once, in order."""
        out: List = []
        seen = set()
        for chip in chips:
            layers = []
            if chip.kind in (cm.REF, cm.VECTOR):
                layers = [self._layer_of(chip)]
            elif chip.kind == cm.MORE:
                layers = [self.registry.layer_for(v) for v in chip.vector_ids()]
            elif chip.kind == cm.CLASS and chip.layer:
                layers = [self.registry.project.mapLayer(chip.layer)]
            for layer in layers:
                if layer is not None and layer.id() not in seen:
                    seen.add(layer.id())
                    out.append(layer)
        return out

    def ensure_shared(self, chips: Sequence[Chip], when: str = "insert") -> List[Chip]:
        """The chips whose layers are (now) shared: for each layer that is not, the user is asked
        whether to share it; chips of a layer left unshared are dropped (and the user told why)."""
        refused = set()
        for layer in self.layers_of(chips):
            if self.registry.is_shared(layer):
                continue
            reason = self.can_reference(layer)
            if reason:
                self.tell(tr("Not inserted: {0}.").format(reason))
                refused.add(layer.id())
                continue
            if when == "send":
                question = tr("The message refers to “{0}”, which is not shared with GeoSense, so the agent "
                              "cannot see it. Share the layer and send?").format(layer.name())
            else:
                question = tr("“{0}” is not shared with GeoSense, so the agent cannot see its features. "
                              "Share the layer?").format(layer.name())
            if self.ask(question):
                self.registry.set_shared(layer, True)
            else:
                refused.add(layer.id())
                if when != "send":
                    self.tell(tr("References to “{0}” were not inserted: the layer is not shared.").format(
                        layer.name()))
        if not refused:
            return list(chips)
        return [c for c in chips if not any(layer.id() in refused for layer in self.layers_of([c]))]

    # -- @ completion and drops ------------------------------------------------------------

    def completion_items(self) -> List[Tuple[str, Chip]]:
        """What ``@`` offers: selected features first, then shared layers, then their classes."""
        items: List[Tuple[str, Chip]] = []
        count = 0
        for layer in self.registry.vector_layers():
            if count >= MAX_COMPLETED_FEATURES:
                break
            if not layer.selectedFeatureCount() or self.can_reference(layer):
                continue
            for feature in layer.getSelectedFeatures():
                if count >= MAX_COMPLETED_FEATURES:
                    break
                chip, _reason = self.feature_chip(layer, feature)
                if chip is not None:
                    items.append((tr("{0} — selected in {1}").format(chip.label, layer.name()), chip))
                    count += 1
        shared = self.registry.shared_layers()
        for layer in shared:
            chip, _reason = self.layer_chip(layer)
            if chip is not None:
                items.append((tr("{0} — layer").format(layer.name()), chip))
        seen = set()
        for layer in shared:
            for cls in self.registry.classes(layer):
                if cls.id in seen:
                    continue
                seen.add(cls.id)
                items.append((tr("{0} — class in {1}").format(cls.name, layer.name()), self.class_chip(layer, cls)))
        return items

    def decode_drop(self, mime: QMimeData) -> List[Chip]:
        """Layer chips for layers dragged from the layer tree."""
        chips: List[Chip] = []
        refused: List[str] = []
        try:
            uris = QgsMimeDataUtils.decodeUriList(mime)
        except Exception:  # noqa: BLE001 - an unreadable drop inserts nothing
            log.exception("reading dropped layers failed")
            return []
        for uri in uris:
            layer_id = getattr(uri, "layerId", "")
            layer = self.registry.project.mapLayer(layer_id) if layer_id else None
            if layer is None:
                continue
            chip, reason = self.layer_chip(layer)
            if chip is not None:
                chips.append(chip)
            elif reason:
                refused.append(reason)
        if refused:
            self.tell(tr("Not inserted: {0}.").format("; ".join(refused)))
        return chips


def chips_mime(segments: Sequence[Segment]) -> QMimeData:
    """What the map side offers the composer in a drag (a class dragged from the legend, say):
    the chips in ``CHIPS_MIME`` (the format of :mod:`~geosense_dock.core.composer_markup`), and their text."""
    mime = QMimeData()
    mime.setData(CHIPS_MIME, cm.encode_segments(segments))
    mime.setText(cm.to_plain(segments))
    return mime


def more_label(n: int) -> str:
    return tr("and {0} more").format(n)
