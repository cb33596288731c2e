"""The Qt-free side of running FlyPix's models: the shapes of models, costs and inferences
(``core/protocol/flypix_runs.py``), and the client's calls against the emulation over real sockets."""

from __future__ import annotations

import base64
import json
import struct
import urllib.request

import pytest

from geosense.geosense_dock.core.protocol import flypix_runs as fr
from geosense.geosense_dock.core.protocol.flypix_client import FlyPixClient
from geosense.geosense_dock.core.protocol.flypix_errors import FlyPixError
from geosense.geosense_dock.core.protocol.transport import Endpoint
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests, recorded


@pytest.mark.parametrize("status,state", [("COMPLETED", fr.DONE), ("succeeded", fr.DONE), ("FAILED", fr.FAILED),
                                          ("Cancelled", fr.FAILED), ("PENDING", fr.RUNNING), ("RUNNING", fr.RUNNING),
                                          ("", fr.RUNNING), (None, fr.RUNNING), ("QUEUED", fr.RUNNING)])
def test_inference_states(status, state):
    assert fr.inference_state(status) == state


def test_a_cost_is_affordable_only_within_the_credits_not_withheld():
    cost = fr.parse_cost({"total_cost": 12, "total_pixels": 120000}, {"credits": 20.0, "withheld": 8.0})
    assert (cost.available, cost.affordable) == (12.0, True)
    short = fr.parse_cost({"total_cost": 13, "total_pixels": 1}, {"credits": 20, "withheld": 8})
    assert not short.affordable
    for estimate, balance in (([], {"credits": 1, "withheld": 0}), ({"total_cost": "12", "total_pixels": 1},
                                                                   {"credits": 1, "withheld": 0}),
                              ({"total_cost": -1, "total_pixels": 1}, {"credits": 1, "withheld": 0}),
                              ({"total_cost": 1, "total_pixels": 1}, {"credits": True, "withheld": 0}),
                              ({"total_cost": 1, "total_pixels": 1}, None)):
        with pytest.raises(fr.RunShapeError):
            fr.parse_cost(estimate, balance)


def test_inferences_models_and_region_payloads():
    done = fr.parse_inference({"inference_id": "i1", "status": "COMPLETED", "data": {"vector_id": "v9"}})
    assert (done.state, done.vector_id) == (fr.DONE, "v9")
    assert fr.parse_inference({"inference_id": "i2", "status": "RUNNING", "data": None}).vector_id == ""
    for bad in ({"status": "RUNNING"}, {"inference_id": "", "status": "x"}, {"inference_id": "i"}, "i"):
        with pytest.raises(fr.RunShapeError):
            fr.parse_inference(bad)
    assert fr.parse_model({"name": "no id"}, True) is None
    model = fr.parse_model({"model_id": "m", "name": "", "status": "READY", "metadata": None}, True)
    assert (model.name, model.official, model.metadata) == ("m", True, {})
    [payload] = fr.region_payloads(["AAAA"], "Mine", "#abcdef")
    assert payload == {"polygon": "AAAA", "inference_behavior": "USE", "training_behavior": "IGNORE",
                       "metadata": {"color": "abcdef", "name": "Mine"}}
    before = [{"vector_id": "a", "metadata": {"source": "INFERENCE"}}]
    after = before + [{"vector_id": "b", "metadata": {"source": "DIRECT"}},
                      {"vector_id": "c", "metadata": {"source": "INFERENCE"}}]
    assert [v["vector_id"] for v in fr.new_inference_vectors(before, after)] == ["c"]


@pytest.fixture(scope="module")
def agent():
    agent = start_agent("--chunk-delay", "0", "--flypix-inference-polls", "2")
    yield agent
    agent.stop()


def square(x: float, y: float, size: float) -> str:
    coords = (x, y, x + size, y, x + size, y + size, x, y + size, x, y)
    return base64.b64encode(struct.pack("<BIII10d", 1, 3, 1, 5, *coords)).decode("ascii")


def test_the_client_runs_a_model_against_the_emulation(agent):
    client = FlyPixClient(Endpoint(base_url=agent.base_url))
    client.sign_in_with_key("demo-key")
    tenant = client.tenants()[0]
    project = client.projects(tenant["tenant_id"])[0]
    rasters = [r for f in client.folders(project["project_id"]) for sub in client.folders(project["project_id"],
                                                                                            f["folder_id"])
               for r in client.rasters(project["project_id"], sub["folder_id"])]
    raster = next(r for r in rasters if r["name"] == "berlin_cog.tif")
    models = client.models(project["project_id"])
    assert [(m.name, m.official) for m in models] == [("Berlin buildings", False), ("FlyPix buildings", True),
                                                      ("FlyPix trees", True)]
    with pytest.raises(FlyPixError) as refused:
        client.run_cost(models[1].model_id, raster["raster_id"], tenant["tenant_id"])
    assert refused.value.status == 400 and "has no inference region" in str(refused.value)
    [region] = client.create_inference_regions(raster["raster_id"], [square(1487200.0, 6889100.0, 100.0)])
    assert (region.inference_behavior, region.training_behavior, region.name) == ("USE", "IGNORE", fr.REGION_NAME)
    cost = client.run_cost(models[1].model_id, raster["raster_id"], tenant["tenant_id"])
    assert cost.affordable and cost.total_cost >= 1 and cost.credits == 5000.0
    started = client.apply_model(models[1].model_id, raster["raster_id"])
    assert started.state == fr.RUNNING
    states = [client.inference_status(started.inference_id).status for _ in range(2)]
    assert states == ["PENDING", "COMPLETED"]
    done = client.inference_status(started.inference_id)
    assert done.vector_id and done.vector_id in {v["vector_id"] for v in client.vectors(raster["raster_id"])}
    assert [i["inference_id"] for i in client.raster_inferences(raster["raster_id"])] == [started.inference_id]
    request = urllib.request.Request(agent.base_url + "/debug/flypix/runs", data=json.dumps({"credits": 0}).encode(),
                                     method="POST")
    urllib.request.urlopen(request, timeout=10).read()  # noqa: S310 - the local emulation
    with pytest.raises(FlyPixError) as poor:
        client.apply_model(models[1].model_id, raster["raster_id"])
    assert poor.value.status == 402 and "insufficient credits" in str(poor.value)
    check_requests(recorded(agent.base_url))
