"""An in-memory resolver for markup tests (records what it was asked)."""

from __future__ import annotations

from typing import Dict, List, Tuple

from geosense.geosense_dock.core.resolve import (
    AnnotationInfo,
    ClassInfo,
    EntityInfo,
    RegionInfo,
    Unresolved,
    VectorInfo,
)


def annotation(ann_id: int, vector_id: str = "vec-a", **extra) -> AnnotationInfo:
    values = dict(
        id=ann_id,
        vector_id=vector_id,
        vector_name=f"Layer {vector_id}",
        label=f"House {ann_id}",
        class_id="cls-house",
        class_name="House",
        class_color="#c0392b",
        area_m2=100.0 * ann_id,
        confidence=0.9,
        angle_deg=30.0,
        length_m=12.0,
        width_m=8.0,
        height_m=9.0,
        thickness_m=4.0,
        center=(1000.0, 2000.0),
        centroid=(1001.0, 2001.0),
        circumcenter=(1002.0, 2002.0),
    )
    values.update(extra)
    return AnnotationInfo(**values)


class FakeResolver:
    """Vectors ``vec-a`` (project ``proj-a``) and ``vec-b`` (``proj-b``), annotations by (vector, id)."""

    def __init__(self) -> None:
        self.vectors: Dict[str, VectorInfo] = {
            "vec-a": VectorInfo("vec-a", "Buildings", "annotated", "proj-a"),
            "vec-b": VectorInfo("vec-b", "Trees (model)", "inference", "proj-b"),
            "1234-abcd": VectorInfo("1234-abcd", "Training Layer", "annotated", "proj-a"),
        }
        self.annotations: Dict[Tuple[str, int], AnnotationInfo] = {}
        for vid in ("vec-a", "1234-abcd", "1251-abc9"):
            for i in (1, 2, 3, 4, 5, 25, 102, 216, 1532):
                self.annotations[(vid, i)] = annotation(i, vid)
        self.annotations[("vec-b", 7)] = annotation(7, "vec-b", label="Tree 7")
        # classes by project
        self.classes: Dict[Tuple[str, str], ClassInfo] = {
            ("proj-a", "classid-1234"): ClassInfo("classid-1234", "Vegetation", "#2e7d32", "proj-a"),
            ("proj-b", "classid-1234"): ClassInfo("classid-1234", "Forest", "#14532d", "proj-b"),
            ("project-5678-efgh", "classid-1234"): ClassInfo("classid-1234", "Greenery", "#66bb6a",
                                                             "project-5678-efgh"),
            ("session", "cls-water"): ClassInfo("cls-water", "Water", "#1e88e5", "session"),
        }
        self.regions: Dict[str, RegionInfo] = {
            "e41b-9c02": RegionInfo("e41b-9c02", "North field", "Wheat, sown in May", "Train mode",
                                    "Included", "M 1 1 L 15 2 L 12 14 Z", "proj-a"),
        }
        self.entities: Dict[Tuple[str, str], EntityInfo] = {
            ("raster", "1234-abcd"): EntityInfo("raster", "1234-abcd", "Munich 2024 orthophoto"),
            ("training", "7c1e-04ab"): EntityInfo("training", "7c1e-04ab", "Trees v3", None,
                                                  "frozen-dataset", "592a-195b", None),
            ("training", "0000-raw"): EntityInfo("training", "0000-raw", "Roofs v1", None, "", None, None),
            ("inference", "3f9a-77d1"): EntityInfo("inference", "3f9a-77d1", "Tree count", None,
                                                   "raster", "ab82-041e", "6525-02fa"),
        }
        self.calls: List[tuple] = []

    def annotation(self, ann_id, vector_id, message_vectors=()):
        self.calls.append(("annotation", ann_id, vector_id, tuple(message_vectors)))
        if vector_id:
            info = self.annotations.get((vector_id, ann_id))
            return info if info else Unresolved(f"{vector_id} has no annotation {ann_id}")
        order = list(message_vectors) + [v for v in ("vec-a", "vec-b") if v not in message_vectors]
        for vid in order:
            if (vid, ann_id) in self.annotations:
                return self.annotations[(vid, ann_id)]
        return Unresolved(f"no shared layer holds annotation {ann_id}")

    def class_(self, class_id, project, message_projects=()):
        self.calls.append(("class", class_id, project, tuple(message_projects)))
        order = [project] if project else list(message_projects) + ["session"]
        for p in order:
            if (p, class_id) in self.classes:
                return self.classes[(p, class_id)]
        return Unresolved("unknown class")

    def vector(self, vector_id):
        self.calls.append(("vector", vector_id))
        return self.vectors.get(vector_id) or Unresolved("no such vector layer is shared")

    def region(self, region_id):
        self.calls.append(("region", region_id))
        return self.regions.get(region_id) or Unresolved("no region layer holds this region")

    def entity(self, entity_type, entity_id, project=None):
        self.calls.append(("entity", entity_type, entity_id, project))
        return self.entities.get((entity_type, entity_id)) or Unresolved("not known")


class BrokenResolver(FakeResolver):
    """Raises on every lookup (the renderer must not)."""

    def annotation(self, *a, **k):
        raise RuntimeError("layer went away")

    class_ = vector = region = entity = annotation
