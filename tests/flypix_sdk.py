"""Checking requests against FlyPix's SDK (``flypix==5.2.1``, a test dependency only).

The emulation records every ``/v2`` request it receives (``GET /debug/flypix/requests``);
:func:`check_requests` validates each with the SDK's input models: the route must be
one of the SDK's paths, a JSON body must fit the operation's input body model (and carry
no key the model lacks), paged listings' queries must fit the operation's request model.
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any, Dict, List

import flypix
from flypix import models

BODIES = {
    "/v2/auth/login/password": models.LoginWithPasswordInputBody,
    "/v2/auth/refresh": models.RefreshTokenInputBody,
    "/v2/vectors/{vector_id}/annotations": models.CreateAnnotationsInVectorInputBody,
    "/v2/geosense/{session_id}/artifact/": models.CreateSessionArtifactInputBody,
    "/v2/geosense/{session_id}/message/": models.SendMessageInputBody,
    "/v2/regions/{raster_id}": models.CreateRegionsInRasterInputBody,
    "/v2/models/{model_id}/apply/estimate": models.EstimateModelApplicationInputBody,
    "/v2/models/{model_id}/apply": models.ApplyModelInputBody,
}
QUERIES = {
    "/v2/rasters/for-project/{project_id}": models.GetRastersForProjectRequest,
    "/v2/folders/for-project/{project_id}": models.GetFoldersInProjectRootRequest,
    "/v2/folders/for-folder/{folder_id}": models.GetFoldersForFolderRequest,
    "/v2/models/for-project/{project_id}": models.GetModelsForProjectRequest,
}


def sdk_paths() -> set:
    """Every path the SDK's modules call."""
    paths = set()
    for source in Path(flypix.__file__).parent.glob("*.py"):
        for line in source.read_text(encoding="utf-8").splitlines():
            if 'path="/' in line:
                paths.add(line.split('path="', 1)[1].split('"', 1)[0])
    return paths


def recorded(base_url: str, clear: bool = False) -> List[Dict[str, Any]]:
    url = base_url + "/debug/flypix/requests" + ("?clear=1" if clear else "")
    with urllib.request.urlopen(url, timeout=10) as resp:  # noqa: S310 - the local emulation
        return json.loads(resp.read())


def _fields(model) -> set:
    return {f.alias or name for name, f in model.model_fields.items()} | set(model.model_fields)


def check_requests(entries: List[Dict[str, Any]]) -> None:
    """Raise (AssertionError or pydantic's ValidationError) at the first request the SDK would not send."""
    paths = sdk_paths()
    for entry in entries:
        route = entry["route"]
        assert route in paths, route
        model = BODIES.get(route)
        if model is not None:
            body = entry["body"]
            model.model_validate(body)
            assert set(body) <= _fields(model), (route, set(body) - _fields(model))
            if model is models.CreateAnnotationsInVectorInputBody:
                for item in body["payload"]:
                    models.AnnotationPayloadInput.model_validate(item)
                    assert set(item) == {"polygon", "confidence"}, item
            if model is models.CreateRegionsInRasterInputBody:
                for item in body["region_payloads"]:
                    models.RegionPayloadInput.model_validate(item)
                    assert set(item) <= _fields(models.RegionPayloadInput), item
                    assert set(item["metadata"]) <= _fields(models.RegionMetadataInput), item
            if model is models.SendMessageInputBody:
                assert 1 <= len(body["user_message"]) <= 10_000
                for context in body.get("context") or []:
                    models.MessageContextInput.model_validate(context)
        else:
            assert entry["body"] is None, route
        if route in QUERIES:
            QUERIES[route].model_validate({**entry["path"], **entry["query"]})
            assert set(entry["query"]) <= _fields(QUERIES[route]), (route, entry["query"])
        elif route not in BODIES:
            assert entry["query"] == {}, route
        expected = "" if route.startswith("/v2/auth/") else entry["auth"]
        assert entry["auth"] == expected and (route.startswith("/v2/auth/") or entry["auth"] in ("ApiKey", "Bearer"))
