"""FlyPix's limits in a real QGIS, against the emulation over real sockets: a busy FlyPix (429/503 with
Retry-After) is waited for, shown and cancellable; a refused batch costs a bounded number of requests; an
answer with the wrong number of ids is settled by reading the vector back, so a retry makes no duplicate;
the connection check asks FlyPix only while the dock is shown, and less and less while nobody works."""

from __future__ import annotations

import base64
import email.utils
import json
import math
import time
import urllib.request

import pytest
from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer

from geosense.geosense_dock.flypix import FlyPixExtension
from geosense.geosense_dock.flypix import layers as fl
from geosense.geosense_dock.flypix.checks import ConnectionCheck
from geosense.geosense_dock.map import keys
from tests.agent_process import start_agent
from tests.flypix_sdk import check_requests, recorded
from tests.qgis.test_flypix_panel import MemorySettings, browse_to_file, load, sign_in_with_key, square_b64
from tests.qgis_support import wait_for

ANNOTATIONS = "/v2/vectors/{vector_id}/annotations"
TENANTS = "/v2/users/tenants/for-user/"


@pytest.fixture(scope="module")
def fx_agent():
    agent = start_agent("--chunk-delay", "0")
    yield agent
    agent.stop()


def faults(agent, **body):
    """Set the FlyPix emulation's faults (``POST /debug/flypix/faults``); returns what it now holds."""
    request = urllib.request.Request(agent.base_url + "/debug/flypix/faults", data=json.dumps(body).encode(),
                                     method="POST", headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as resp:  # noqa: S310 - the local emulation
        return json.loads(resp.read())


@pytest.fixture
def extension(desktop_iface, fx_agent):
    faults(fx_agent)
    project = QgsProject.instance()
    ext = FlyPixExtension(desktop_iface, MemorySettings(backend="flypix", flypix_base_url=fx_agent.base_url),
                          project=project)
    ext.activate()
    yield ext
    ext.unload()
    faults(fx_agent)
    for layer in fl.flypix_layers(project) + fl.flypix_layers(project, "regions"):
        project.removeMapLayer(layer.id())
    root = project.layerTreeRoot()
    for group in [g for g in root.findGroups() if g.name().startswith("FlyPix")]:
        root.removeChildNode(group)


@pytest.fixture
def target(extension):
    sign_in_with_key(extension)
    wait_for(lambda: extension.session.signed_in and extension.sign_in_dialog is None, what="signed in")
    browse_to_file(extension)
    return load(extension, "vector", "Annotations")


@pytest.fixture
def layers():
    made = []

    def make(n, tiny=(), x0=1487800.0, y0=6889800.0):
        """``n`` 15 m squares in a row (those in ``tiny`` 0.3 m, which FlyPix refuses)."""
        layer = QgsVectorLayer(f"MultiPolygon?crs=EPSG:3857&field={keys.SUGGESTION_INDEX_FIELD}:integer"
                               "&field=confidence:double", "Suggestions", "memory")
        feats = []
        for i in range(n):
            f = QgsFeature(layer.fields())
            geom = QgsGeometry()
            geom.fromWkb(base64.b64decode(square_b64(x0 + 30 * (i % 20), y0 + 30 * (i // 20),
                                                     0.3 if i in tiny else 15.0)))
            f.setGeometry(geom)
            f.setAttributes([i, 0.8])
            feats.append(f)
        layer.dataProvider().addFeatures(feats)
        layer.setCustomProperty(keys.SUGGESTION_ARTIFACT, "test-artifact")
        QgsProject.instance().addMapLayer(layer)
        made.append(layer)
        return layer

    yield make
    for layer in made:
        QgsProject.instance().removeMapLayer(layer.id())


def accept(extension, suggestions, target, class_id=None, wait=True):
    """Accept every suggestion; the messages said (the last one once it has finished)."""
    said = []
    extension.acceptor.confirm = lambda text: True
    extension.acceptor.message.connect(lambda text, level: said.append(text))
    class_id = class_id or fl.flypix_classes(target)[0]["class_id"]
    assert extension.acceptor.accept(suggestions, None, target, class_id)
    if wait:
        wait_for(lambda: not extension.acceptor.busy, timeout=30, what="the accept finished")
    return said


def annotation_posts(agent):
    return [r for r in recorded(agent.base_url) if r["route"] == ANNOTATIONS]


def vector_polygons(extension, target):
    back = extension.session.client.features(fl.flypix_vector_id(target))
    return list(back.polygons)


# ------------------------------------------------------------------ a busy FlyPix


def test_429_and_503_are_waited_for_as_retry_after_says_and_the_accept_row_counts_down(
        extension, target, layers, fx_agent):
    suggestions = layers(2)
    recorded(fx_agent.base_url, clear=True)
    soon = email.utils.formatdate(time.time() + 1.5, usegmt=True)  # an HTTP date
    faults(fx_agent, busy=[{"status": 429, "count": 1, "retry_after": "1", "route": "/annotations"},
                           {"status": 503, "count": 1, "retry_after": soon, "route": "/annotations"}])
    waits, shown = [], []
    extension.session.waiting.connect(lambda status, until, path: waits.append((status, until, path)))
    status = (extension.accept_box or extension.panel).status  # the accept row, else the panel
    extension.session.waiting.connect(lambda *_: shown.append(status.text()))
    said = accept(extension, suggestions, target)
    assert [w[0] for w in waits] == [429, 0, 503, 0], waits  # each wait, then its end
    assert len(annotation_posts(fx_agent)) == 3  # asked again after each wait, nothing else
    assert any(s.startswith("FlyPix is busy (HTTP 429), asking again in 1 s (at ") for s in shown), shown
    assert any("Cancel its task in the status bar to give up." in s for s in shown), shown
    assert said[-1].startswith("2 annotations created in FlyPix"), said
    assert suggestions.featureCount() == 0


def test_a_wait_ends_when_its_task_is_cancelled_and_nothing_is_sent_again(extension, target, layers, fx_agent):
    suggestions = layers(2)
    before = len(vector_polygons(extension, target))
    recorded(fx_agent.base_url, clear=True)
    faults(fx_agent, busy=[{"status": 429, "count": 5, "retry_after": "30", "route": "/annotations"}])
    waits = []
    extension.session.waiting.connect(lambda status, until, path: waits.append(status))
    said = accept(extension, suggestions, target, wait=False)
    wait_for(lambda: waits == [429], what="the wait began")
    assert "asking again in 30 s" in (extension.accept_box or extension.panel).status.text()
    assert extension.session.runner.cancel("accept")
    wait_for(lambda: not extension.acceptor.busy, timeout=5, what="the cancelled wait ended")  # not 30 s later
    assert waits == [429, 0]
    assert said[-1] == "Not accepted, FlyPix is unchanged: cancelled", said
    assert len(annotation_posts(fx_agent)) == 1 and len(vector_polygons(extension, target)) == before
    assert suggestions.featureCount() == 2


def test_switching_back_to_the_agent_ends_a_chat_turns_wait_and_nothing_is_sent_again(extension, target, fx_agent):
    """A chat turn waits for a busy FlyPix (30 s); the user switches to a GeoSense agent meanwhile. The wait ends
    then, not 30 s later, and the message is not sent to FlyPix again behind the user's back."""
    import threading

    from geosense.geosense_dock.core.protocol.flypix_transport import FlyPixTransport
    from geosense.geosense_dock.core.protocol.frames import chat_message_frame
    from geosense.geosense_dock.core.protocol.transport import TransportListener

    class Listener(TransportListener):
        def __init__(self) -> None:
            self.connected, self.ended = threading.Event(), threading.Event()

        def on_state(self, state, detail) -> None:
            if state.value == "connected":
                self.connected.set()

        def on_turn_end(self, interrupted, reason) -> None:
            self.ended.set()

    listener = Listener()
    transport = FlyPixTransport(extension.endpoint(), listener)
    transport.start()
    try:
        wait_for(listener.connected.is_set, what="the chat connected")
        recorded(fx_agent.base_url, clear=True)
        faults(fx_agent, busy=[{"status": 429, "count": 5, "retry_after": "30", "route": "/message/"}])
        waits = []
        extension.session.waiting.connect(lambda status, until, path: waits.append(status))
        assert transport.send(chat_message_frame("How many trees?"))
        wait_for(lambda: waits == [429], what="the turn's wait began")
        extension.deactivate()
        wait_for(lambda: waits == [429, 0], timeout=10, what="the wait ended")  # not after Retry-After's 30 s
        transport.stop()  # joins the turn's thread
        messages = [r for r in recorded(fx_agent.base_url) if r["route"].endswith("/message/")]
        assert len(messages) == 1, messages
    finally:
        transport.stop()


def test_a_part_split_off_a_suggestion_is_accepted_and_leaves_the_edited_layer(extension, target, layers, fx_agent):
    """The suggestion layer is being edited: a part split off a suggestion has an id of the edit buffer. Stored
    in FlyPix, it leaves the layer with the others (the provider did not know its id: it stayed, and could be
    sent twice)."""
    suggestions = layers(2)
    assert suggestions.startEditing()
    part = QgsFeature(next(suggestions.getFeatures()))
    geometry = QgsGeometry()
    geometry.fromWkb(base64.b64decode(square_b64(1487800.0 + 90, 6889800.0, 15.0)))
    part.setGeometry(geometry)
    assert suggestions.addFeature(part)
    assert any(f.id() < 0 for f in suggestions.getFeatures())
    said = accept(extension, suggestions, target)
    assert said[-1].startswith("3 annotations created in FlyPix"), said
    assert suggestions.featureCount() == 0, [f.id() for f in suggestions.getFeatures()]
    assert suggestions.isEditable() and not suggestions.isModified()
    suggestions.commitChanges()


def test_a_retry_after_over_a_minute_is_not_waited_for_and_says_so(extension, target, layers, fx_agent):
    suggestions = layers(1)
    recorded(fx_agent.base_url, clear=True)
    faults(fx_agent, busy=[{"status": 429, "count": 1, "retry_after": "600", "route": "/annotations"}])
    said = accept(extension, suggestions, target)
    assert said[-1].startswith("Not accepted, FlyPix is unchanged: FlyPix is busy (too many requests)"), said
    assert said[-1].endswith("; FlyPix asks to wait 600 s"), said
    assert len(annotation_posts(fx_agent)) == 1 and suggestions.featureCount() == 1


# ------------------------------------------------------------------ refused batches


@pytest.mark.parametrize("count", [16, 200])
def test_a_wrong_class_is_one_request_and_one_reason_whatever_the_batch(extension, target, layers, fx_agent, count):
    suggestions = layers(count)
    fake = fl.flypix_classes(target) + [{"class_id": "ghost", "name": "ghost", "color": "#000000"}]
    target.setCustomProperty(fl.CLASSES, json.dumps(fake))
    recorded(fx_agent.base_url, clear=True)
    said = accept(extension, suggestions, target, "ghost")
    posts = annotation_posts(fx_agent)
    assert len(posts) == 1 and len(posts[0]["body"]["payload"]) == count  # not 2n-1 halves
    assert said == ["Not accepted, FlyPix is unchanged: FlyPix refused the request (HTTP 400): "
                    "class ghost is not a class of the vector's project"]
    assert suggestions.featureCount() == count
    check_requests(posts)


@pytest.mark.parametrize("count", [16, 200])
def test_a_refusal_naming_no_polygon_is_halved_within_the_budget(extension, target, layers, fx_agent, count):
    suggestions = layers(count, tiny=(count // 3,))
    faults(fx_agent, refusals="generic")
    recorded(fx_agent.base_url, clear=True)
    said = accept(extension, suggestions, target)
    posts = annotation_posts(fx_agent)
    assert len(posts) <= 2 * math.ceil(math.log2(count)) + 3, len(posts)
    left = list(suggestions.getFeatures())
    assert [(f[keys.SUGGESTION_INDEX_FIELD], f["flypix_reason"]) for f in left] == [(count // 3, "invalid geometry")]
    assert said[-1].startswith(f"{count - 1} annotations created in FlyPix"), said


def test_a_refusal_that_names_its_polygons_costs_two_requests(extension, target, layers, fx_agent):
    suggestions = layers(16, tiny=(3, 11))
    recorded(fx_agent.base_url, clear=True)
    said = accept(extension, suggestions, target)
    posts = annotation_posts(fx_agent)
    assert [len(p["body"]["payload"]) for p in posts] == [16, 14]
    left = sorted((f[keys.SUGGESTION_INDEX_FIELD], f["flypix_reason"]) for f in suggestions.getFeatures())
    assert left == [(3, "invalid geometry; the polygon is smaller than 1 m²"),
                    (11, "invalid geometry; the polygon is smaller than 1 m²")]
    assert "FlyPix refused 2 suggestions" in said[-1]


# ------------------------------------------------------------------ reconciling unclear answers


def test_an_answer_with_an_id_missing_is_read_back_and_a_retry_makes_no_duplicate(extension, target, layers,
                                                                                    fx_agent):
    suggestions = layers(4, x0=1487100.0)
    sent = {}
    for f in suggestions.getFeatures():
        single = QgsGeometry(f.geometry())
        single.convertToSingleType()
        sent[f[keys.SUGGESTION_INDEX_FIELD]] = base64.b64encode(bytes(single.asWkb())).decode("ascii")
    before = vector_polygons(extension, target)
    faults(fx_agent, annotation_ids="short")  # the last polygon is lost, the answer has 3 ids for 4
    recorded(fx_agent.base_url, clear=True)
    said = accept(extension, suggestions, target)
    routes = [r["route"] for r in recorded(fx_agent.base_url)]
    assert routes == [ANNOTATIONS, "/v2/vectors/{vector_id}/features"]  # read back, not sent again
    left = [(f[keys.SUGGESTION_INDEX_FIELD], f["flypix_reason"]) for f in suggestions.getFeatures()]
    assert left == [(3, "FlyPix did not store it")]  # only the lost one is offered again
    assert said[-1].startswith("3 annotations created in FlyPix"), said
    mirrored = {f["annotation_id"] for f in target.getFeatures()}
    faults(fx_agent)
    said = accept(extension, suggestions, target)  # the retry: only the one left
    assert said[-1].startswith("1 annotation created in FlyPix") and suggestions.featureCount() == 0
    after = vector_polygons(extension, target)
    new = after[len(before):]
    assert sorted(new) == sorted(sent.values())  # each once: no duplicate
    assert len({f["annotation_id"] for f in target.getFeatures()} - mirrored) == 1


def test_an_answer_without_ids_is_read_back_and_nothing_is_offered_again(extension, target, layers, fx_agent):
    suggestions = layers(3, x0=1487400.0)
    before = len(vector_polygons(extension, target))
    faults(fx_agent, annotation_ids="none")  # all stored, the answer is null
    said = accept(extension, suggestions, target)
    assert said[-1].startswith("3 annotations created in FlyPix"), said
    assert suggestions.featureCount() == 0 and len(vector_polygons(extension, target)) == before + 3


# ------------------------------------------------------------------ the connection check


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def tenant_lists(agent):
    return sum(1 for r in recorded(agent.base_url, clear=True) if r["route"] == TENANTS)


def run_checks(client, clock, seconds, every=30):
    """What the FlyPix transport does: a connection check every ``every`` seconds (the clock stepped)."""
    for _ in range(int(seconds // every)):
        clock.now += every
        client.ping()


def test_the_connection_check_sleeps_while_the_dock_is_hidden_and_backs_off_while_idle(extension, fx_agent):
    sign_in_with_key(extension)
    wait_for(lambda: extension.session.signed_in and extension.sign_in_dialog is None, what="signed in")
    clock = Clock()
    extension.check = ConnectionCheck(clock)
    extension._gate_client()
    client = extension.session.client
    wait_for(lambda: not extension.session.runner.busy("browse:root"), what="tenants listed")
    recorded(fx_agent.base_url, clear=True)

    extension.dock.hide()  # the dock watched here (without a chat dock, the FlyPix one)
    assert not extension.check.visible
    run_checks(client, clock, 3600)
    assert tenant_lists(fx_agent) == 0  # an hour hidden: FlyPix never asked

    extension.dock.show()
    assert extension.check.visible
    clock.now += 1
    client.ping()
    assert tenant_lists(fx_agent) == 1  # shown: checked at once
    run_checks(client, clock, 3600)
    idle_hour = tenant_lists(fx_agent)
    assert 9 <= idle_hour <= 20, idle_hour  # was 120 an hour
    assert extension.check.interval == 600.0  # ten minutes apart by now

    clock.now += 100  # 100 s after the last check, the next is 500 s away
    extension.panel.refresh_button.click()  # the user acts: checked at once, then every 30 s again
    wait_for(lambda: not extension.session.runner.busy("browse:root"), what="tenants listed again")
    tenant_lists(fx_agent)  # the refresh's own listing
    client.ping()
    assert tenant_lists(fx_agent) == 1 and extension.check.interval == 30.0
    run_checks(client, clock, 120)
    assert tenant_lists(fx_agent) == 4


def test_a_lost_answer_is_read_back_and_what_was_stored_is_not_offered_again(extension, target, layers, fx_agent):
    suggestions = layers(3, x0=1487600.0)
    before = len(vector_polygons(extension, target))
    faults(fx_agent, annotation_ids="error")  # stored, but the answer is a 502
    recorded(fx_agent.base_url, clear=True)
    said = accept(extension, suggestions, target)
    assert [r["route"] for r in recorded(fx_agent.base_url)] == [ANNOTATIONS, "/v2/vectors/{vector_id}/features"]
    assert said[-1].startswith("3 annotations created in FlyPix"), said
    assert suggestions.featureCount() == 0 and len(vector_polygons(extension, target)) == before + 3
