"""The FlyPix client when FlyPix limits requests, against the emulation (real sockets) and FlyPix's SDK.

``Retry-After`` is read as the SDK reads it; the wait is bounded and can be stopped; a refusal is judged
batch-wide or per polygon as its problem+json says; the connection check's gate keeps tenant listings away.
"""

from __future__ import annotations

import email.utils
import json
import threading
import time
import urllib.request

import httpx
import pytest
from flypix.utils import retries as sdk_retries

from geosense.geosense_dock.core.protocol.flypix_annotations import refusal_scope, request_budget
from geosense.geosense_dock.core.protocol.flypix_client import FlyPixClient
from geosense.geosense_dock.core.protocol.flypix_errors import Cancelled, FlyPixError
from geosense.geosense_dock.core.protocol.flypix_waits import BUSY_RETRIES, retry_after
from geosense.geosense_dock.core.protocol.transport import Endpoint
from geosense.geosense_dock.flypix.checks import ConnectionCheck
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests, recorded

KEY = "limits-key"  # pragma: allowlist secret


@pytest.fixture(scope="module")
def agent():
    process = start_agent("--chunk-delay", "0", "--flypix-api-key", KEY)
    yield process
    process.stop()
    assert not any("Traceback" in line for line in process.lines), "\n".join(process.lines)


@pytest.fixture
def client(agent):
    faults(agent)
    client = FlyPixClient(Endpoint(base_url=agent.base_url))
    client.sign_in_with_key(KEY)
    recorded(agent.base_url, clear=True)
    yield client
    faults(agent)


def faults(agent, **body):
    request = urllib.request.Request(agent.base_url + "/debug/flypix/faults", data=json.dumps(body).encode(),
                                     method="POST", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - loopback
        return json.loads(resp.read())


@pytest.mark.parametrize("headers", [{"Retry-After": "7"}, {"Retry-After": "2.5"}, {"retry-after-ms": "1500"},
                                     {"Retry-After": "in a while"}, {}])
def test_retry_after_is_read_as_the_sdk_reads_it(headers):
    response = httpx.Response(429, headers=headers)
    sdk_ms = sdk_retries._parse_retry_after_ms_header(response)
    if sdk_ms is None:
        sdk_ms = sdk_retries._parse_retry_after_header(response)
    ours = retry_after(httpx.Headers(headers))
    if sdk_ms is None:  # the SDK backs off from 0.5 s (plus jitter): so do we (without)
        assert ours == 0.5
    else:
        assert ours == pytest.approx(sdk_ms / 1000)


def test_retry_after_as_an_http_date():
    now = time.time()
    when = email.utils.formatdate(now + 20, usegmt=True)
    assert retry_after({"Retry-After": when}, now=now) == pytest.approx(20, abs=1)
    assert retry_after({"Retry-After": email.utils.formatdate(now - 5, usegmt=True)}, now=now) == 0.0


def test_the_request_budget_grows_with_the_log_of_the_batch():
    assert [request_budget(n) for n in (1, 2, 16, 200, 100_000)] == [3, 5, 11, 19, 37]


def test_a_503_is_asked_again_after_its_wait_and_the_listeners_hear_of_it(client, agent):
    heard = []
    client.add_listener(lambda event, detail: heard.append((event, detail)))
    faults(agent, busy=[{"status": 503, "count": 2, "retry_after": "0.2", "route": "/tenants/"}])
    assert client.tenants()
    waits = [d for e, d in heard if e == "waiting"]
    assert len(waits) == 2 and all(d.startswith("503 0.200 ") and d.endswith(" /v2/users/tenants/for-user/")
                                   for d in waits)
    assert [e for e, _ in heard].count("waited") == 2
    assert [r["route"] for r in recorded(agent.base_url)] == ["/v2/users/tenants/for-user/"] * 3
    check_requests(recorded(agent.base_url))


def test_waits_are_bounded_in_number(client, agent):
    faults(agent, busy=[{"status": 429, "count": 50, "retry_after": "0.05", "route": "/tenants/"}])
    with pytest.raises(FlyPixError) as caught:
        client.tenants()
    assert caught.value.status == 429 and caught.value.code == "RATE_LIMITED"
    assert "FlyPix is busy (too many requests)" in str(caught.value)
    assert len(recorded(agent.base_url)) == BUSY_RETRIES + 1


def test_interrupting_ends_a_wait_that_has_no_cancel_of_its_own(client, agent):
    faults(agent, busy=[{"status": 429, "count": 5, "retry_after": "30", "route": "/tenants/"}])
    waiting = threading.Event()
    client.add_listener(lambda event, _detail: event == "waiting" and waiting.set())
    outcome = []

    def call():
        try:
            client.tenants()
        except FlyPixError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=call, daemon=True)
    worker.start()
    assert waiting.wait(10)
    assert client.interrupt_waits() == 1
    worker.join(5)
    assert not worker.is_alive() and isinstance(outcome[0], Cancelled)
    assert len(recorded(agent.base_url)) == 1


def test_a_busy_answer_to_the_connection_check_means_flypix_is_there(client, agent):
    faults(agent, busy=[{"status": 429, "count": 1, "retry_after": "30"}])
    assert client.ping() is True  # not waited for, not an outage
    assert len(recorded(agent.base_url)) == 1


def test_the_gate_keeps_the_check_from_flypix_until_a_check_fails(client, agent):
    clock = [0.0]
    check = ConnectionCheck(lambda: clock[0])
    client.check_gate = check.due
    assert client.ping() is True  # the first check
    assert client.ping() is False  # 0 s later: not due
    check.set_visible(False)
    clock[0] += 1000
    assert client.ping() is False
    faults(agent, busy=[{"status": 503, "count": 1, "retry_after": "120"}])  # longer than waited for
    check.set_visible(True)
    with pytest.raises(FlyPixError):
        client.ping()
    check.set_visible(False)
    assert client.ping() is True  # after a failure the next check asks FlyPix, whatever the gate says
    assert len(recorded(agent.base_url)) == 3


def problem(status, detail, errors=None):
    exc = FlyPixError("x", status)
    exc.detail = detail
    exc.locations = [e[0] for e in errors or []]
    exc.messages = [e[1] for e in errors or []]
    return exc


@pytest.mark.parametrize("exc, scope", [
    (problem(400, "class ghost is not a class of the vector's project"), "batch"),
    (problem(400, "bad request"), "batch"),
    (problem(404, "vector not found"), "batch"),
    (problem(403, "forbidden"), "batch"),
    (problem(400, "invalid geometry"), "some"),
    (problem(400, "x", [("body.class_id", "unknown class")]), "batch"),
    (problem(422, "validation failed", [("body.payload[2].confidence", "expected number")]), "named"),
    (problem(422, "validation failed", [("body.payload", "expected array")]), "some"),
])
def test_a_refusal_is_judged_by_what_it_names(exc, scope):
    assert refusal_scope(exc, 4)[0] == scope
