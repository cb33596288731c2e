"""Provenance end to end: suggestions from the real reference agent accepted with the review panel into
the demo GeoPackage; the records name the answer; the layer action opens the dock at it; undo, saving
and reopening the project, and a new conversation behave as the docs say."""

from __future__ import annotations

from qgis.core import QgsProject
from qgis.gui import QgsGui, QgsMessageBar
from qgis.PyQt.QtCore import QPoint, QRect, Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QApplication, QTextBrowser

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.export import markup_plain_text
from geosense.geosense_dock.core.provenance import excerpt
from geosense.geosense_dock.integration.provenance_actions import SINGLE_FEATURE
from geosense.geosense_dock.map.provenance import options
from geosense.geosense_dock.map.provenance.origin import user_name
from tests.e2e.test_map_e2e import ask
from tests.qgis_support import wait_for


def _trigger(action, layer, feature):
    try:  # QGIS >= 3.30 passes a context along
        from qgis.gui import QgsMapLayerActionContext

        action.triggerForFeature(layer, feature, QgsMapLayerActionContext())
    except ImportError:
        action.triggerForFeature(layer, feature)


def _card_in_view(view, card) -> bool:
    QApplication.processEvents()
    top_left = card.mapTo(view.viewport(), QPoint(0, 0))
    return view.viewport().rect().intersects(QRect(top_left, card.size()))


def test_accepted_suggestions_carry_the_answer_and_lead_back_to_it(demo, tmp_path):
    plugin, layer = demo
    bar = QgsMessageBar(plugin.iface.mainWindow())
    plugin.iface.messageBar = lambda: bar  # a real QGIS message bar
    integration = plugin.integration
    tracker = integration.provenance.tracker
    ctl = plugin.controller

    answer = ask(plugin, "Suggest missing buildings")
    assert any(c.get("type") == "suggestion" for c in answer.contexts)
    panel = integration.suggestion_panel
    wait_for(lambda: panel.layer is not None and panel.layer.featureCount() > 0, 20, "suggestion layer")
    count = panel.layer.featureCount()
    panel.target.setLayer(layer)
    panel.scope.setCurrentIndex(panel.scope.findData(2))  # all shown suggestions
    before = layer.featureCount()
    QTest.mouseClick(panel.accept_button, Qt.MouseButton.LeftButton)
    assert layer.featureCount() == before + count, panel.status.text()

    # every new feature names the answer, read from what was sent for the request it answered
    recs = tracker.book.layer(layer.id())
    assert len(recs) == count
    sent = [m for m in ctl.conversation.messages if m.role == C.USER][-1].sent
    # the answer as the user read it: positions in degrees, not the EPSG:3857 metres of its markup
    want_excerpt = excerpt(plugin.dock.shown_text(answer))
    assert "° N" in want_excerpt and want_excerpt != excerpt(markup_plain_text(answer.content))
    for rec in recs.values():
        assert rec.message_uid == answer.uid and rec.message_id == answer.message_id
        assert rec.conversation_id == ctl.conversation.conversation_id
        assert (rec.backend, rec.url) == (sent["backend"], sent["url"]) and rec.backend == "websocket"
        assert rec.excerpt == want_excerpt and rec.excerpt
        assert rec.accepted_by == user_name()
    feature = layer.getFeature(sorted(recs)[0])
    assert feature[options.VIRTUAL_FIELD].startswith(f"Suggested by GeoSense · “{want_excerpt}”")

    # the layer action, where QGIS lists actions for one feature
    action = integration.provenance.action_for(layer)
    assert action is not None and action.text() == "Show the GeoSense answer"
    assert action in QgsGui.mapLayerActionRegistry().mapLayerActions(layer, SINGLE_FEATURE)
    for n in range(3):  # more conversation below the answer: the view is at its end
        ask(plugin, f"Tell me about the layers ({n})")
    view = plugin.dock.conversation
    card = view.card_for(answer)
    view.resize(view.width(), 160)
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    assert not _card_in_view(view, card)
    plugin.dock.hide()
    _trigger(action, layer, feature)
    assert plugin.dock.isVisible() and _card_in_view(view, card)

    # undo of the accept takes the provenance (and the action) along; redo brings both back
    layer.undoStack().undo()
    assert tracker.book.count(layer.id()) == 0 and integration.provenance.action_for(layer) is None
    layer.undoStack().redo()
    assert tracker.book.count(layer.id()) == count and integration.provenance.action_for(layer) is not None

    # saved edits and project; reopened: the records, the conversation and the way back are there
    assert layer.commitChanges(), layer.commitErrors()
    committed = tracker.book.layer(layer.id())
    assert all(fid >= 0 for fid in committed) and len(committed) == count
    project = QgsProject.instance()
    path = str(tmp_path / "saved.qgz")
    assert project.write(path)
    layer_id = layer.id()
    conversation_id = ctl.conversation.conversation_id
    project.clear()
    assert tracker.book.count() == 0
    assert project.read(path)
    layer = project.mapLayer(layer_id)
    assert tracker.book.layer(layer_id) == committed
    assert ctl.conversation.conversation_id == conversation_id
    fid = sorted(committed)[0]
    assert integration.provenance.show_answer(layer, fid)
    restored = ctl.conversation.by_uid(committed[fid].message_uid)
    assert restored is not None and restored.content == answer.content

    # a new conversation: the answer is gone, the provenance stays and says what it knows
    ctl.new_conversation()
    assert not integration.provenance.show_answer(layer, fid)
    text = bar.currentItem().findChild(QTextBrowser).toPlainText()
    assert "no longer open" in text and want_excerpt[:40] in text
    assert tracker.book.get(layer_id, fid) == committed[fid]
