"""The FlyPix emulation's models: model listings, estimates, the tenant's balance, inferences that finish.

Shapes follow FlyPix's SDK (``flypix==5.2.1``): PrivateModelResponse,
OfficialModelResponse, EstimateModelResponse, Balance, ApplyModelResponse,
InferenceResponse. No aiohttp here: ``flypix.py`` serves it.

* A model runs on the raster's regions whose ``inference_behavior`` is ``USE``;
  a raster without one cannot be estimated nor run (a 400, as FlyPix says).
* The cost is one credit per started 10,000 pixels of those regions (0.3 m pixels).
* An inference is ``PENDING``, then ``RUNNING``, and ``COMPLETED`` at its
  ``polls``-th status request (``--flypix-inference-polls``); then the raster
  has a new INFERENCE vector: houses on a grid inside each inference region,
  named in the answer's ``data.vector_id``. The run's cost is withheld from the
  balance while it runs and taken when it finishes.
* Tests set the balance (``POST /debug/flypix/balance``) and may make the next
  inference fail.
"""
from __future__ import annotations

import math
import uuid
from dataclasses import dataclass, field
from typing import Any

from shapely.geometry import box

from .flypix_data import CREATED, SCALE, FlyPixData, FxVector, demo_id
from .geometry import decode_wkb_b64, ground_area

PIXEL = 0.3  # metres on the ground per pixel of the demo rasters
PIXELS_PER_CREDIT = 10_000
DEFAULT_CREDITS = 5000.0


class RunRefused(Exception):
    """FlyPix would refuse this: ``status`` and ``detail`` of the problem+json answer."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status, self.detail = status, detail


@dataclass
class FxInference:
    inference_id: str
    model_id: str
    raster_id: str
    project_id: str
    tenant_id: str
    cost: int
    fail: bool = False
    polls: int = 0
    status: str = "PENDING"
    vector_id: str | None = None
    created_at: str = CREATED

    def json(self) -> dict[str, Any]:
        """An InferenceResponse."""
        return {"created_at": self.created_at, "inference_id": self.inference_id, "model_id": self.model_id,
                "project_id": self.project_id, "status": self.status, "tenant_id": self.tenant_id}

    def answer(self) -> dict[str, Any]:
        """An ApplyModelResponse (``data`` names the results once there are some)."""
        body: dict[str, Any] = {"inference_id": self.inference_id, "status": self.status}
        if self.vector_id is not None:
            body["data"] = {"vector_id": self.vector_id, "raster_id": self.raster_id}
        elif self.status == "FAILED":
            body["data"] = {"error": "the model could not process the region"}
        return body


@dataclass
class Runs:
    """Models, the balance and the inferences of the emulated tenant."""

    data: FlyPixData
    polls: int = 3
    credits: float = DEFAULT_CREDITS
    withheld: float = 0.0
    fail_next: bool = False
    inferences: dict[str, FxInference] = field(default_factory=dict)

    def __post_init__(self) -> None:
        tid, pid = self.data.tenant["tenant_id"], self.data.project["project_id"]
        self.project_models = [{
            "model_id": demo_id("model:buildings"), "name": "Berlin buildings", "status": "READY",
            "project_id": pid, "tenant_id": tid, "training_id": demo_id("training:buildings"),
            "metadata": {"classes": ["house"]}, "created_at": CREATED}]
        self.official_models = [
            {"model_id": demo_id("model:official:buildings"), "name": "FlyPix buildings", "status": "READY",
             "metadata": {"classes": ["house"]}, "created_at": CREATED},
            {"model_id": demo_id("model:official:trees"), "name": "FlyPix trees", "status": "READY",
             "metadata": {"classes": ["tree"]}, "created_at": CREATED}]

    # -- models ------------------------------------------------------------------------

    def model(self, model_id: str) -> dict[str, Any]:
        for found in self.project_models + self.official_models:
            if found["model_id"] == model_id:
                return found
        raise RunRefused(404, f"model {model_id} not found")

    def inference_regions(self, raster_id: str) -> list[Any]:
        return [decode_wkb_b64(r["polygon"]) for r in self.data.regions.get(raster_id, [])
                if r.get("inference_behavior") == "USE"]

    def estimate(self, model_id: str, raster_id: str) -> dict[str, Any]:
        """An EstimateModelResponse for the raster's inference regions."""
        self.model(model_id)
        regions = self.inference_regions(raster_id)
        if not regions:
            raise RunRefused(400, f"raster {raster_id} has no inference region (a region with inference "
                                  "behavior USE)")
        pixels = int(sum(ground_area(g) for g in regions) / (PIXEL * PIXEL))
        return {"total_cost": max(1, math.ceil(pixels / PIXELS_PER_CREDIT)), "total_pixels": pixels}

    def balance(self) -> dict[str, Any]:
        return {"credits": float(self.credits), "withheld": float(self.withheld)}

    # -- inferences ----------------------------------------------------------------------

    def apply(self, model_id: str, raster_id: str) -> FxInference:
        cost = int(self.estimate(model_id, raster_id)["total_cost"])
        if cost > self.credits - self.withheld:
            raise RunRefused(402, f"insufficient credits: the run costs {cost}, the tenant has "
                                  f"{self.credits - self.withheld:g} available")
        inference = FxInference(str(uuid.uuid4()), model_id, raster_id, self.data.project["project_id"],
                                self.data.tenant["tenant_id"], cost, fail=self.fail_next)
        self.fail_next = False
        self.withheld += cost
        self.inferences[inference.inference_id] = inference
        return inference

    def poll(self, inference_id: str) -> FxInference:
        """The inference one status request later."""
        inference = self.inferences.get(inference_id)
        if inference is None:
            raise RunRefused(404, f"inference {inference_id} not found")
        if inference.status in ("COMPLETED", "FAILED"):
            return inference
        inference.polls += 1
        if inference.polls < self.polls:
            inference.status = "PENDING" if inference.polls == 1 else "RUNNING"
            return inference
        self.withheld = max(0.0, self.withheld - inference.cost)
        if inference.fail:
            inference.status = "FAILED"
            return inference
        self.credits -= inference.cost
        inference.vector_id = self._results(inference).vector_id
        inference.status = "COMPLETED"
        return inference

    def _results(self, inference: FxInference) -> FxVector:
        """The run's vector: a 10 x 8 m house every 25 m inside each inference region."""
        name = f"{self.model(inference.model_id)['name']} ({inference.inference_id[:8]})"
        vector = FxVector(str(uuid.uuid4()), name, inference.raster_id, inference.project_id, "INFERENCE")
        step, width, height = 25.0 * SCALE, 10.0 * SCALE, 8.0 * SCALE
        for region in self.inference_regions(inference.raster_id):
            minx, miny, maxx, maxy = region.bounds
            row = 0
            y = miny + 2.0 * SCALE
            while y + height < maxy:
                x = minx + 2.0 * SCALE
                col = 0
                while x + width < maxx:
                    house = box(x, y, x + width, y + height)
                    if house.within(region):
                        vector.add(house, 0, round(0.6 + ((row * 7 + col * 3) % 40) / 100.0, 2))
                    x += step
                    col += 1
                y += step
                row += 1
        self.data.vectors[vector.vector_id] = vector
        return vector

    def for_raster(self, raster_id: str) -> list[dict[str, Any]]:
        return [i.json() for i in self.inferences.values() if i.raster_id == raster_id]
