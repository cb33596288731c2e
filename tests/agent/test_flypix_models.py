"""FlyPix's models in the emulation, spoken to with FlyPix's own SDK (``flypix==5.2.1``): its models validate
every answer (models lists, inference regions, estimate, balance, apply, status, a raster's inferences), and
every request the SDK sends passes the emulation's checks."""
from __future__ import annotations

import base64
import json
import urllib.request

import pytest
from flypix import Flypix, errors, models
from shapely import wkb
from shapely.geometry import box

from tests.agent.test_flypix import KEY, demo, problem, sdk
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests, recorded


@pytest.fixture
def fx_agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-api-key", KEY, "--flypix-inference-polls", "3")
    yield agent
    agent.stop()
    assert not any("Traceback" in line for line in agent.lines), "\n".join(agent.lines)


def runs(agent, **body) -> dict:
    request = urllib.request.Request(agent.base_url + "/debug/flypix/runs", data=json.dumps(body).encode(),
                                     method="POST")
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the local emulation
        return json.loads(resp.read())


def square(x: float, y: float, size: float) -> str:
    return base64.b64encode(wkb.dumps(box(x, y, x + size, y + size))).decode("ascii")


def other_raster(client: Flypix, found) -> models.RasterResponse:
    year = found["raster"].folder_id
    rasters = client.rasters.get_rasters_for_project(project_id=found["project"].project_id, folder_id=year)
    return next(r for r in rasters if r.name == "berlin_cog.tif")


def test_models_regions_estimate_apply_and_status(fx_agent):
    client = sdk(fx_agent)
    found = demo(client)
    own = client.models.get_models_for_project(project_id=found["project"].project_id)
    official = client.models.get_official_models()
    assert all(isinstance(m, models.PrivateModelResponse) for m in own) and own[0].name == "Berlin buildings"
    assert [m.name for m in official] == ["FlyPix buildings", "FlyPix trees"]
    assert all(isinstance(m, models.OfficialModelResponse) for m in official)

    raster = other_raster(client, found)  # no region yet: nothing to estimate
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.models.estimate_model_application_on_file(model_id=official[0].model_id, raster_id=raster.raster_id)
    assert problem(caught.value).status == 400 and "no inference region" in problem(caught.value).detail

    x, y = 1487200.0, 6889100.0
    made = client.regions.create_regions_in_raster(raster_id=raster.raster_id, region_payloads=[
        {"polygon": square(x, y, 120.0), "inference_behavior": "USE", "training_behavior": "IGNORE",
         "metadata": {"color": "76b7b2", "name": "Drawn in QGIS"}}])
    assert len(made) == 1 and isinstance(made[0], models.RegionResponse)
    assert made[0].inference_behavior == "USE" and made[0].metadata.name == "Drawn in QGIS"
    listed = client.regions.get_regions_for_raster(raster_id=raster.raster_id)
    assert [r.region_id for r in listed] == [made[0].region_id]

    cost = client.models.estimate_model_application_on_file(model_id=official[0].model_id,
                                                            raster_id=raster.raster_id)
    assert isinstance(cost, models.EstimateModelResponse) and cost.total_pixels > 0 and cost.total_cost >= 1
    balance = client.payments.get_tenant_balance(tenant_id=found["tenant"].tenant_id)
    assert isinstance(balance, models.Balance) and balance.credits == 5000.0 and balance.withheld == 0.0

    started = client.models.apply_model_on_raster(model_id=official[0].model_id, raster_id=raster.raster_id)
    assert isinstance(started, models.ApplyModelResponse) and started.status == "PENDING"
    assert client.payments.get_tenant_balance(tenant_id=found["tenant"].tenant_id).withheld == cost.total_cost
    statuses = [client.models.get_inference_status(inference_id=started.inference_id) for _ in range(3)]
    assert [s.status for s in statuses] == ["PENDING", "RUNNING", "COMPLETED"]
    done = statuses[-1]
    assert isinstance(done, models.ApplyModelResponse) and done.data["raster_id"] == raster.raster_id
    after = client.payments.get_tenant_balance(tenant_id=found["tenant"].tenant_id)
    assert (after.credits, after.withheld) == (5000.0 - cost.total_cost, 0.0)
    vectors = {v.vector_id: v for v in client.vectors.get_vectors_for_raster(raster_id=raster.raster_id)}
    result = vectors[done.data["vector_id"]]
    assert result.metadata.source == "INFERENCE"
    features = client.vectors.get_vector_features(vector_id=result.vector_id)
    region = box(x, y, x + 120.0, y + 120.0)
    houses = [wkb.loads(base64.b64decode(p)) for p in features.data.polygons]
    assert len(houses) >= 4 and all(h.within(region) for h in houses)

    inferences = client.inferences.get_inferences_for_raster(raster_id=raster.raster_id)
    assert [(i.inference_id, i.status) for i in inferences] == [(started.inference_id, "COMPLETED")]
    assert all(isinstance(i, models.InferenceResponse) for i in inferences)
    check_requests(recorded(fx_agent.base_url))


def test_too_low_a_balance_refuses_the_run(fx_agent):
    client = sdk(fx_agent)
    found = demo(client)
    model = client.models.get_official_models()[0]
    runs(fx_agent, credits=0.0)
    raster_id = found["raster"].raster_id
    cost = client.models.estimate_model_application_on_file(model_id=model.model_id, raster_id=raster_id)
    assert cost.total_cost > 0  # the demo raster has an inference region
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.models.apply_model_on_raster(model_id=model.model_id, raster_id=found["raster"].raster_id)
    assert problem(caught.value).status == 402 and "insufficient credits" in problem(caught.value).detail
    assert runs(fx_agent)["inferences"] == []


def test_a_failing_inference_and_refused_regions(fx_agent):
    client = sdk(fx_agent)
    found = demo(client)
    model = client.models.get_models_for_project(project_id=found["project"].project_id)[0]
    runs(fx_agent, fail_next=True, polls=1)
    started = client.models.apply_model_on_raster(model_id=model.model_id, raster_id=found["raster"].raster_id)
    assert client.models.get_inference_status(inference_id=started.inference_id).status == "FAILED"
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.regions.create_regions_in_raster(raster_id=found["raster"].raster_id, region_payloads=[
            {"polygon": "bm90IFdLQg==", "inference_behavior": "USE", "training_behavior": "IGNORE",
             "metadata": {"color": "76b7b2"}}])
    body = problem(caught.value)
    assert body.status == 422 and body.errors[0].location == "body.region_payloads[0].polygon"
    with pytest.raises(errors.FlyPixDefaultError) as caught:
        client.models.get_inference_status(inference_id="nope")
    assert problem(caught.value).status == 404
