"""Running FlyPix's models: the shapes of models, estimates, balances, inferences and inference regions.

No Qt, no QGIS. FlyPix's SDK (``flypix`` 5.2.1) is the authority for each shape:

* ``GET /v2/models/for-project/{project_id}`` → ``[PrivateModelResponse]`` and
  ``GET /v2/models/official`` → ``[OfficialModelResponse]``: ``{model_id, name, status, metadata, created_at, …}``;
* ``POST /v2/models/{model_id}/apply/estimate {raster_id}`` → EstimateModelResponse ``{total_cost, total_pixels}``;
* ``GET /v2/payments/balance/{tenant_id}`` → Balance ``{credits, withheld}``;
* ``POST /v2/models/{model_id}/apply {raster_id}`` and ``GET /v2/models/inference/{inference_id}`` →
  ApplyModelResponse ``{inference_id, status, data?}``;
* ``POST /v2/regions/{raster_id} {region_payloads: [RegionPayloadInput]}`` → ``[RegionResponse]``.

A model runs on a raster's regions whose ``inference_behavior`` is ``USE``: a
region drawn in QGIS is sent with that behaviour (and ``training_behavior``
``IGNORE``, so it never becomes training data by accident).

:func:`inference_state` reads FlyPix's status word; :class:`RunCost` says
whether the tenant can pay for a run (what it has minus what is withheld).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from .. import texts

RUNNING, DONE, FAILED = "running", "done", "failed"
DONE_WORDS = ("COMPLETED", "COMPLETE", "SUCCEEDED", "SUCCESS", "FINISHED", "DONE")
FAILED_WORDS = ("FAILED", "FAILURE", "ERROR", "CANCELLED", "CANCELED", "ABORTED", "REJECTED")
REGION_COLOR = "76b7b2"  # FlyPix's colour for inference regions (hex without "#", as FlyPix takes it)
REGION_NAME = "Drawn in QGIS"


class RunShapeError(ValueError):
    """FlyPix answered a model call with something its SDK would not accept; ``str()`` says what."""


@dataclass
class Model:
    """One model that can run on a raster: the project's own or one of FlyPix's official ones."""

    model_id: str
    name: str
    status: str
    official: bool
    metadata: Dict[str, Any] = field(default_factory=dict)


@dataclass
class RunCost:
    """What a run would cost and what the tenant has (FlyPix credits)."""

    total_cost: int
    total_pixels: int
    credits: float
    withheld: float

    @property
    def available(self) -> float:
        """Credits the tenant can spend now (its balance minus what running jobs withhold)."""
        return self.credits - self.withheld

    @property
    def affordable(self) -> bool:
        return self.total_cost <= self.available


@dataclass
class Inference:
    """An ApplyModelResponse: the inference's id, FlyPix's status word and its optional ``data``."""

    inference_id: str
    status: str
    data: Dict[str, Any] = field(default_factory=dict)

    @property
    def state(self) -> str:
        return inference_state(self.status)

    @property
    def vector_id(self) -> str:
        """The vector of the results when FlyPix names it in ``data`` ("" when it does not)."""
        value = self.data.get("vector_id")
        return value if isinstance(value, str) else ""


def inference_state(status: Any) -> str:
    """:data:`DONE`, :data:`FAILED` or :data:`RUNNING` for FlyPix's status word (any case)."""
    word = str(status or "").strip().upper()
    if word in DONE_WORDS:
        return DONE
    if word in FAILED_WORDS:
        return FAILED
    return RUNNING


def _number(value: Any) -> Optional[float]:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def parse_model(body: Any, official: bool) -> Optional[Model]:
    """A model of a models listing; None for an entry without an id."""
    if not isinstance(body, dict) or not isinstance(body.get("model_id"), str) or not body["model_id"]:
        return None
    metadata = body.get("metadata")
    return Model(model_id=body["model_id"], name=str(body.get("name") or body["model_id"]),
                 status=str(body.get("status") or ""), official=official,
                 metadata=metadata if isinstance(metadata, dict) else {})


def parse_cost(estimate: Any, balance: Any) -> RunCost:
    """An EstimateModelResponse and a Balance as one :class:`RunCost`; RunShapeError when either is unusable."""
    if not isinstance(estimate, dict):
        raise RunShapeError(texts.text("FlyPix answered the estimate with something that is not an object"))
    cost, pixels = _number(estimate.get("total_cost")), _number(estimate.get("total_pixels"))
    if cost is None or pixels is None or cost < 0 or pixels < 0:
        raise RunShapeError(texts.text("FlyPix's estimate has no total_cost and total_pixels"))
    if not isinstance(balance, dict):
        raise RunShapeError(texts.text("FlyPix answered the balance with something that is not an object"))
    credits, withheld = _number(balance.get("credits")), _number(balance.get("withheld"))
    if credits is None or withheld is None:
        raise RunShapeError(texts.text("FlyPix's balance has no credits and withheld"))
    return RunCost(int(cost), int(pixels), credits, withheld)


def parse_inference(body: Any) -> Inference:
    """An ApplyModelResponse; RunShapeError when it has no inference id or status."""
    if not isinstance(body, dict) or not isinstance(body.get("inference_id"), str) or not body["inference_id"]:
        raise RunShapeError(texts.text("FlyPix answered the model run without an inference id"))
    if not isinstance(body.get("status"), str):
        raise RunShapeError(texts.text("FlyPix answered inference {0} without a status", body["inference_id"]))
    data = body.get("data")
    return Inference(body["inference_id"], body["status"], data if isinstance(data, dict) else {})


def region_payloads(polygons: List[str], name: str = REGION_NAME, color: str = REGION_COLOR,
                    description: Optional[str] = None) -> List[Dict[str, Any]]:
    """``region_payloads`` of ``create-regions-in-raster``: inference regions (USE), never training ones."""
    metadata: Dict[str, Any] = {"color": color.lstrip("#"), "name": name}
    if description:
        metadata["description"] = description
    return [{"polygon": polygon, "inference_behavior": "USE", "training_behavior": "IGNORE",
             "metadata": dict(metadata)} for polygon in polygons]


def new_inference_vectors(before: List[Dict[str, Any]], after: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    """The inference vectors of a raster that were not there before a run (the run's results)."""
    known = {str(v.get("vector_id")) for v in before}
    out = []
    for vector in after:
        metadata = vector.get("metadata")
        source = str((metadata if isinstance(metadata, dict) else {}).get("source") or "").upper()
        if str(vector.get("vector_id")) not in known and "INFER" in source:
            out.append(vector)
    return out


def cost_text(cost: RunCost) -> str:
    """Plain English numbers of a cost (for logs); the dock words it in the user's language."""
    return f"{cost.total_cost} credits for {cost.total_pixels} pixels; {cost.available:g} available"
