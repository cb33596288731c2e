"""Where annotation ids are looked up: :class:`AnnotationSource` and id resolution (PROTOCOL.md section 3).

An ordered list of sources (layer, annotation-id field, vector id, classes) is
what highlight and find-similar work on; :func:`sources_from_registry` builds it
from the plugin's ``VectorRegistry`` in resolution order. Reads layers only:
nothing here creates, styles or removes a layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple

from qgis.core import QgsFeatureRequest, QgsVectorLayer
from qgis.PyQt.QtCore import QVariant

from ...core.numbers import as_int


@dataclass
class AnnotationSource:
    """A layer annotations are looked up in.

    ``id_field``: integer field holding annotation ids (``None``: feature ids).
    ``class_attribute``: field name (or expression when ``class_is_expression``)
    whose value ``class_of_value`` maps to a class id; ``class_names`` maps
    class ids to names. ``stamp``: anything that changes when the layer's
    annotations do (the registry's generation); with it, shape descriptors are
    cached between find-similar runs.
    """

    layer: QgsVectorLayer
    id_field: Optional[str] = None
    vector_id: Optional[str] = None
    class_attribute: Optional[str] = None
    class_is_expression: bool = False
    class_of_value: Optional[Callable[[Any], Optional[str]]] = None
    class_names: Mapping[str, str] = field(default_factory=dict)
    stamp: Any = None

    @property
    def v(self) -> str:
        return self.vector_id or self.layer.id()

    def class_of(self, value: Any) -> Optional[str]:
        if value is None or (isinstance(value, QVariant) and value.isNull()):
            return None
        if self.class_of_value is not None:
            return self.class_of_value(value)
        return str(value)

    def fids_for(self, ann_ids: Iterable[int]) -> Dict[int, int]:
        """Annotation id -> feature id for the ids this layer holds."""
        wanted = set(int(a) for a in ann_ids)
        if not wanted:
            return {}
        if not self.id_field:
            if len(wanted) <= 5000:  # ask for just these ids
                request = QgsFeatureRequest().setFilterFids(list(wanted))
                request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
                request.setNoAttributes()
                return {int(f.id()): int(f.id()) for f in self.layer.getFeatures(request)}
            present = set(self.layer.allFeatureIds())
            return {a: a for a in wanted if a in present}
        idx = self.layer.fields().lookupField(self.id_field)
        if idx < 0:
            return {}
        request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setSubsetOfAttributes([idx])
        out: Dict[int, int] = {}
        for feature in self.layer.getFeatures(request):
            ann = as_int(feature.attribute(idx))
            if ann is not None and ann in wanted and ann not in out:
                out[ann] = int(feature.id())
        return out


def as_sources(sources: Sequence[Any]) -> List[AnnotationSource]:
    out = []
    for s in sources:
        if isinstance(s, AnnotationSource):
            out.append(s)
        elif isinstance(s, QgsVectorLayer):
            out.append(AnnotationSource(s))
    return [s for s in out if s.layer is not None and s.layer.isValid()]


def sources_from_registry(registry, first: Sequence[str] = (), active_layer=None, withheld: Iterable[str] = (),
                          classes_withheld=lambda layer: ()) -> List[AnnotationSource]:
    """Shared layers of a ``VectorRegistry`` as sources, in resolution order:
    vector ids named in the message (``first``), the active layer, the rest.

    The sharing policy's: layers ``withheld`` from the agent are no sources (what a tool finds in them would go
    to the agent), and a layer whose class field may not go (``classes_withheld(layer)``) is a source without
    classes (their names would go in the answer, and a hint could test them)."""
    withheld = set(withheld)
    order: List[QgsVectorLayer] = []
    seen = set()

    def add(layer) -> None:
        if layer is not None and layer.id() not in seen and registry.is_shared(layer) and layer.id() not in withheld:
            seen.add(layer.id())
            order.append(layer)

    for vid in first:
        add(registry.layer_for(vid))
    add(active_layer)
    for layer in registry.shared_layers():
        add(layer)
    out = []
    for layer in order:
        scheme = registry.class_scheme(layer)
        classes = [] if classes_withheld(layer) else list(scheme.classes)

        def class_of_value(value, scheme=scheme, classes=classes):
            index = scheme.index_for(value)
            return classes[index].id if 0 <= index < len(classes) else None

        out.append(
            AnnotationSource(
                layer=layer,
                id_field=registry.annotation_ids_field(layer) or None,
                vector_id=registry.vector_id(layer),
                class_attribute=scheme.attribute or None,
                class_is_expression=scheme.is_expression,
                class_of_value=class_of_value,
                class_names={c.id: c.name for c in classes},
                stamp=(registry.generation(layer), scheme.signature()),
            )
        )
    return out


def resolve(ids: Iterable[int], sources: Sequence[AnnotationSource]) -> Tuple[Dict[int, Tuple[int, int]], List[int]]:
    """ann id -> (source index, fid) for the first source holding each id; and the missing ids."""
    pending = list(dict.fromkeys(int(i) for i in ids))
    found: Dict[int, Tuple[int, int]] = {}
    for index, source in enumerate(sources):
        left = [a for a in pending if a not in found]
        if not left:
            break
        for ann, fid in source.fids_for(left).items():
            found[ann] = (index, fid)
    return found, [a for a in pending if a not in found]

