"""The FlyPix client's model-run calls: inference regions, models, costs, runs and their state.

:class:`ModelRunCalls` is mixed into :class:`~.flypix_client.FlyPixClient`
(its ``self`` is the client's request side, :class:`~.flypix_requests.FlyPixRequests`);
``flypix_runs.py`` holds the shapes these calls return. No Qt, no QGIS.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional

from . import flypix_runs as runs
from .flypix_errors import FlyPixError
from .flypix_models import Region, parse_region
from .flypix_requests import API, FlyPixRequests, list_of, quoted


class ModelRunCalls:
    """``POST /v2/regions``, ``/v2/models/…``, ``/v2/payments/balance``, ``/v2/inferences``: the client's run calls."""

    def create_inference_regions(self: FlyPixRequests, raster_id: str, polygons: List[str],
                                 name: str = "") -> List[Region]:
        """``POST /v2/regions/{raster_id}``: ``polygons`` (base64 WKB, EPSG:3857) as inference regions."""
        payloads = runs.region_payloads(polygons, name or runs.REGION_NAME)
        body = self.request("POST", f"{API}/regions/{quoted(raster_id)}", {"region_payloads": payloads})
        return [r for r in (parse_region(item) for item in list_of(body, "regions")) if r is not None]

    def models(self: FlyPixRequests, project_id: str,
               canceled: Optional[Callable[[], bool]] = None) -> List[runs.Model]:
        """The project's models (every page), then FlyPix's official models: ``flypix_runs.Model`` list."""
        own = self.request_pages(f"{API}/models/for-project/{quoted(project_id)}", "models", canceled=canceled)
        official = self.request_list(f"{API}/models/official", "models")
        found = [runs.parse_model(m, False) for m in own] + [runs.parse_model(m, True) for m in official]
        return [m for m in found if m is not None]

    def run_cost(self: FlyPixRequests, model_id: str, raster_id: str, tenant_id: str) -> runs.RunCost:
        """What running ``model_id`` on the raster's inference regions costs, and the tenant's balance."""
        estimate = self.request("POST", f"{API}/models/{quoted(model_id)}/apply/estimate", {"raster_id": raster_id})
        balance = self.request("GET", f"{API}/payments/balance/{quoted(tenant_id)}")
        return _shaped(runs.parse_cost, estimate, balance)

    def apply_model(self: FlyPixRequests, model_id: str, raster_id: str) -> runs.Inference:
        """``POST /v2/models/{model_id}/apply``: the started ``flypix_runs.Inference``."""
        body = self.request("POST", f"{API}/models/{quoted(model_id)}/apply", {"raster_id": raster_id})
        return _shaped(runs.parse_inference, body)

    def inference_status(self: FlyPixRequests, inference_id: str,
                         canceled: Optional[Callable[[], bool]] = None) -> runs.Inference:
        """``GET /v2/models/inference/{inference_id}``: the ``flypix_runs.Inference`` now."""
        body = self.request("GET", f"{API}/models/inference/{quoted(inference_id)}", canceled=canceled)
        return _shaped(runs.parse_inference, body)

    def raster_inferences(self: FlyPixRequests, raster_id: str) -> List[Dict[str, Any]]:
        """``GET /v2/inferences/for-raster/{raster_id}``: InferenceResponse entries."""
        return self.request_list(f"{API}/inferences/for-raster/{quoted(raster_id)}", "inferences")


def _shaped(parse: Callable[..., Any], *bodies: Any) -> Any:
    """``parse(*bodies)``; an answer of the wrong shape is a FlyPixError (``VALIDATION_ERROR``)."""
    try:
        return parse(*bodies)
    except runs.RunShapeError as exc:
        raise FlyPixError(exc.args[0] if exc.args else str(exc), code="VALIDATION_ERROR") from None
