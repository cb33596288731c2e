"""What the renderer needs to know about the map, without knowing QGIS.

The renderer asks a :class:`Resolver` for annotations, classes, vectors and
regions named in a message. The QGIS side (``geosense_dock.map``) implements it
over the user's layers; tests and the plain-Python parts use :class:`NullResolver`
or small in-memory resolvers.

Resolution order for ``<ref id="N">`` without ``v`` (PROTOCOL.md section 3):
vectors named elsewhere in the same message, then the active layer, then the
other vectors in the order sent. ``message_vectors`` carries the first group.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Protocol, Sequence, Tuple

from . import texts


@dataclass(frozen=True)
class AnnotationInfo:
    """A resolved annotation (feature) and the live properties displays can show."""

    id: int
    vector_id: str
    vector_name: str
    label: str  # e.g. "House 12"
    class_id: Optional[str] = None
    class_name: Optional[str] = None
    class_color: Optional[str] = None  # "#rrggbb"
    area_m2: Optional[float] = None
    confidence: Optional[float] = None  # 0..1
    angle_deg: Optional[float] = None  # orientation of the minimum rotated rectangle
    length_m: Optional[float] = None  # longer side of the minimum rotated rectangle
    width_m: Optional[float] = None  # shorter side
    height_m: Optional[float] = None  # north-south extent
    thickness_m: Optional[float] = None  # 2 * max inscribed radius approximation
    center: Optional[Tuple[float, float]] = None  # bbox centre, EPSG:3857
    centroid: Optional[Tuple[float, float]] = None  # EPSG:3857
    circumcenter: Optional[Tuple[float, float]] = None  # centre of the minimum enclosing circle


@dataclass(frozen=True)
class ClassInfo:
    id: str
    name: str
    color: str  # "#rrggbb"
    project: Optional[str] = None


@dataclass(frozen=True)
class VectorInfo:
    id: str
    name: str
    source: str  # "annotated" | "inference"
    project: Optional[str] = None


@dataclass(frozen=True)
class RegionInfo:
    id: str
    name: str
    description: str = ""
    training: str = ""  # training behaviour
    inference: str = ""  # inference behaviour
    outline_svg_path: str = ""  # small normalised outline, "M x y L ..." in a 0..16 box
    project: Optional[str] = None  # the project holding the region (class lookup order)


@dataclass(frozen=True)
class EntityInfo:
    """An app entity named by ``<link type=".." id="..">`` (raster, model, training, ...).

    ``target_*`` is where the link opens when that is not the entity itself
    (a training opens the frozen dataset it trained on, an inference the raster
    it ran on); ``target_type=""`` means the link opens nothing (a training run
    straight on a raster).
    """

    type: str
    id: str
    name: str
    project: Optional[str] = None
    target_type: Optional[str] = None
    target_id: Optional[str] = None
    target_project: Optional[str] = None


@dataclass(frozen=True)
class Unresolved:
    """Why something could not be resolved (shown as a tooltip)."""

    reason: str


class Resolver(Protocol):
    def annotation(
        self, ann_id: int, vector_id: Optional[str], message_vectors: Sequence[str] = ()
    ) -> AnnotationInfo | Unresolved: ...

    def class_(
        self, class_id: str, project: Optional[str], message_projects: Sequence[str] = ()
    ) -> ClassInfo | Unresolved: ...

    def vector(self, vector_id: str) -> VectorInfo | Unresolved: ...

    def region(self, region_id: str) -> RegionInfo | Unresolved: ...

    def entity(self, entity_type: str, entity_id: str, project: Optional[str] = None) -> EntityInfo | Unresolved:
        """The display name and target of a <link> element's entity. A resolver that knows no app
        entities answers :class:`Unresolved`: the renderer then shows "Raster 1234-abcd"-style names
        and links the entity itself."""


class NullResolver:
    """Resolves nothing; every reference shows as unresolved with a reason."""

    def annotation(self, ann_id, vector_id, message_vectors=()):
        return Unresolved(texts.text("no vector layers are shared with GeoSense"))

    def class_(self, class_id, project, message_projects=()):
        return Unresolved(texts.text("unknown class"))

    def vector(self, vector_id):
        return Unresolved(texts.text("no such vector layer is shared"))

    def region(self, region_id):
        return Unresolved(texts.text("no region layer holds this region"))

    def entity(self, entity_type, entity_id, project=None):
        return Unresolved(texts.text("app entities are not known here"))
