"""The agent restarts (and forgets every artifact, which live in its memory): once the dock is connected
again, the next message uploads the shared layers afresh instead of naming artifacts the agent lost."""

from __future__ import annotations

import pytest

from geosense.geosense_dock.core import conversation as C
from tests.e2e.conftest import close_demo, open_demo
from tests.e2e.test_sharing_policy import ask_and_wait
from tests.qgis.conftest import auth_db, canvas_at_rest, desktop_iface  # noqa: F401
from tests.qgis_support import wait_for


@pytest.fixture
def demo_on(tmp_path, desktop_iface, qgis_canvas):  # noqa: F811
    """``demo_on(agent)``: (plugin, Annotations layer) on a fresh demo project, connected to ``agent``."""
    opened = []

    def load(agent):
        opened.append(open_demo(tmp_path, desktop_iface, qgis_canvas, agent))
        return opened[-1]

    yield load
    for plugin, _layer in opened:
        close_demo(plugin, qgis_canvas)


def ask(plugin, text):
    """(the message sent, the answer) of ``text`` typed and sent."""
    answer = ask_and_wait(plugin, text)
    return [m for m in plugin.controller.conversation.messages if m.role == C.USER][-1], answer


def test_after_the_agent_restarts_the_next_message_uploads_the_layers_again(demo_on, agent_factory):
    first = agent_factory()
    plugin, layer = demo_on(first)
    plugin.controller.transport.backoff.base = 0.3  # reconnect soon
    layer.selectByIds([f.id() for f in layer.getFeatures()][:2])
    sent, answer = ask(plugin, "Tell me about the selected features")
    uploaded = [v["artifact_id"] for v in sent.vectors]
    assert uploaded and answer.status == C.COMPLETE and "unknown" not in answer.content

    sent, answer = ask(plugin, "Tell me about the selected features")  # the same agent: nothing uploaded again
    assert [v["artifact_id"] for v in sent.vectors] == uploaded

    first.stop()
    wait_for(lambda: plugin.controller.state in ("reconnecting", "offline"), what="the connection lost")
    second = agent_factory(port=first.port)  # the agent back on its address, its memory empty
    wait_for(lambda: plugin.controller.connected, 30, "connected again")
    sent, answer = ask(plugin, "Tell me about the selected features")
    again = [v["artifact_id"] for v in sent.vectors]
    assert again and set(again).isdisjoint(uploaded)  # uploaded afresh to the agent that is running now
    assert answer.status == C.COMPLETE and "unknown" not in answer.content, answer.content
    assert second.port == first.port
