"""`make demo`: drive the real dock in a real, offscreen QGIS through the demo script.

Starts the reference agent, opens the demo project in an offscreen QGIS with a
map canvas and the plugin loaded, then plays the steps of ``STEPS`` (documented
in docs/demo.md): each step may select features or click something, types a
prompt, waits for the answer to finish, and saves a screenshot of the canvas and
dock. The transcript is written to OUT/transcript.md.

Usage: .venv/bin/python scripts/demo.py [--out out/demo] [--only N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, List, Optional

ROOT = Path(__file__).resolve().parents[1]
PKGROOT = ROOT / "build" / "pkgroot"
PKGROOT.mkdir(parents=True, exist_ok=True)
if not (PKGROOT / "geosense").exists():
    (PKGROOT / "geosense").symlink_to(ROOT, target_is_directory=True)
sys.path.insert(0, str(PKGROOT))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@dataclass
class Step:
    title: str
    prompt: str = ""
    setup: Optional[Callable[[Demo], None]] = None
    after: Optional[Callable[[Demo], None]] = None
    notes: List[str] = field(default_factory=list)


def select_houses(demo: Demo) -> None:
    layer = demo.layer("Annotations")
    ids = [f.id() for f in layer.getFeatures() if f["class"] == "house"][:3]
    layer.selectByIds(ids)
    demo.iface.setActiveLayer(layer)


def click_first_tool(demo: Demo) -> None:
    card = demo.last_agent_card()
    tools = [a for a in card.body.anchors() if a.startswith("geosense://tool")] if card is not None else []
    if tools:
        card.body.activate_anchor(tools[0])


def select_a_pool(demo: Demo) -> None:
    layer = demo.layer("Annotations")
    layer.selectByIds([f.id() for f in layer.getFeatures() if f["class"] == "pool"][:1])


def click_first_option(demo: Demo) -> None:
    card = demo.last_agent_card()
    if card is None:
        return
    options = [a for a in card.body.anchors() if a.startswith("geosense://option")]
    if options:
        card.body.activate_anchor(options[0])


def new_message(demo: Demo) -> None:
    """The markup demo ends with a question: what comes next is a new message, not its answer."""
    demo.plugin.dock.dismiss_reply()


def ask_about_all_annotations(demo: Demo) -> None:
    """Attribute table → "Ask GeoSense about these features" for every annotation: 20 chips and
    one "and N more" chip (a selection context of them all), then the question typed around them."""
    layer = demo.layer("Annotations")
    layer.removeSelection()
    composer = demo.plugin.dock.composer
    composer.insertPlainText("Tell me about the selected ")
    demo.plugin.integration.ask_actions.features_action.triggerForFeatures(layer, list(layer.getFeatures()))
    demo.main.grab().save(str(demo.out / "ask-about-composer.png"))  # the chips before sending
    composer.submit()


def answer_in_own_words(demo: Demo) -> None:
    """Type an answer to the open question instead of choosing an option."""
    composer = demo.plugin.dock.composer
    composer.insertPlainText("Yes, but only for the houses")
    composer.submit()


def accept_and_show_provenance(demo: Demo) -> None:
    """Accept every suggestion into Annotations with the review panel; the attribute form of one accepted
    feature shows "Suggested by GeoSense" (``provenance-form.png``); its action opens the dock at the answer."""
    from qgis.gui import QgsAttributeForm, QgsGui

    QgsGui.editorWidgetRegistry().initEditors()  # as the QGIS desktop does at start
    integration = demo.plugin.integration
    panel = integration.suggestion_panel
    layer = demo.layer("Annotations")
    if panel.layer is None:
        return
    panel.target.setLayer(layer)
    panel.scope.setCurrentIndex(panel.scope.findData(2))  # all shown suggestions
    panel.accept_scope(2)
    records = integration.provenance.tracker.book.layer(layer.id())
    if not records:
        return
    feature = layer.getFeature(sorted(records)[0])
    form = QgsAttributeForm(layer, feature)
    form.resize(640, 260)
    form.grab().save(str(demo.out / "provenance-form.png"))
    form.deleteLater()
    integration.provenance.show_answer(layer, feature.id())
    demo.canvas.zoomToFeatureIds(layer, list(records))


STEPS: List[Step] = [
    Step("Greeting", "Hello, what can you do?"),
    Step("Counts per class", "Give me a summary count of the annotations"),
    Step("Ask about the selection", "Tell me about the selected features", setup=select_houses),
    Step("Every markup element", "markup demo"),
    Step("A question with a context request", "What is my visibility?", setup=new_message,
         after=click_first_option),
    Step("Trees near houses (highlight)", "Show trees within 20 m of a house", after=click_first_tool),
    Step("Find similar pools", "Find pools like this one", setup=select_a_pool, after=click_first_tool),
    Step("Suggestions", "Suggest missing buildings"),
    Step("Approval card", "Run the costly analysis (approval)"),
    Step("Ask about what you point at", after=ask_about_all_annotations),
    Step("Answer in your own words", "a plain question", after=answer_in_own_words),
    Step("Where an accepted feature came from", "Suggest missing buildings", after=accept_and_show_provenance),
]


class Demo:
    def __init__(self, out: Path) -> None:
        from qgis.core import QgsApplication

        self.out = out
        self.profile = Path(tempfile.mkdtemp(prefix="geosense-demo-profile-"))
        self.app = QgsApplication([], True, str(self.profile))
        self.app.initQgis()
        self.transcript: List[str] = []

    def layer(self, name: str):
        from qgis.core import QgsProject

        return QgsProject.instance().mapLayersByName(name)[0]

    def setup(self) -> None:
        from qgis.core import QgsProject, QgsSettings
        from qgis.gui import QgsLayerTreeMapCanvasBridge, QgsMapCanvas
        from qgis.PyQt.QtCore import QSize
        from qgis.PyQt.QtWidgets import QMainWindow

        from scripts.make_demo_project import build
        from tests.agent_process import start_agent
        from tests.qgis_support import StandaloneIface

        self.agent = start_agent("--chunk-delay", "0.003")
        QgsSettings().setValue("geosense/base_url", self.agent.base_url)
        QgsSettings().setValue("geosense/transport", "websocket")
        project_path = build(str(self.out / "project"))
        self.main = QMainWindow()
        self.main.resize(QSize(1500, 900))
        self.canvas = QgsMapCanvas(self.main)
        self.main.setCentralWidget(self.canvas)
        self.iface = StandaloneIface(self.main, self.canvas)
        QgsProject.instance().read(project_path)
        self.bridge = QgsLayerTreeMapCanvasBridge(QgsProject.instance().layerTreeRoot(), self.canvas)
        self.main.show()
        self.canvas.setDestinationCrs(QgsProject.instance().crs())
        self.canvas.setExtent(self.layer("Annotations").extent().buffered(20))
        import geosense

        self.plugin = geosense.classFactory(self.iface)
        self.plugin.initGui()
        self.plugin.dock.setMinimumWidth(520)
        from tests.qgis_support import wait_for

        wait_for(lambda: self.plugin.controller.connected, 30, "the agent connection")

    def last_agent_card(self):
        convo = self.plugin.dock.conversation
        for msg in reversed(self.plugin.controller.conversation.messages):
            if msg.role == "agent":
                return convo.card_for(msg)
        return None

    def wait_idle(self) -> None:
        from tests.qgis_support import wait_for

        ctl = self.plugin.controller
        ext = self.plugin.integration
        wait_for(lambda: not ctl.conversation.turn_active and not ctl._preparing and not ctl.conversation.queued()
                 and not (ext is not None and ext.busy()), 60, "the answer")
        # a refresh is scheduled, not started: wait for the render it starts to finish, not for "not drawing"
        rendered = []

        def done() -> None:
            rendered.append(True)

        self.canvas.mapCanvasRefreshed.connect(done)
        self.canvas.refreshAllLayers()
        try:
            wait_for(lambda: rendered and not self.canvas.isDrawing(), 30, "the canvas")
        finally:
            self.canvas.mapCanvasRefreshed.disconnect(done)

    def shot(self, n: int, step: Step) -> Path:
        path = self.out / f"{n:02d}-{step.title.lower().replace(' ', '-').replace('(', '').replace(')', '')}.png"
        self.main.grab().save(str(path))
        return path

    def run(self, only: Optional[int]) -> None:
        self.setup()
        for n, step in enumerate(STEPS, 1):
            if only and n != only:
                continue
            if step.setup:
                step.setup(self)
            before = len(self.plugin.controller.conversation.messages)
            if step.prompt:
                self.plugin.dock.composer.setPlainText(step.prompt)
                self.plugin.dock.composer.submit()
            self.wait_idle()
            if step.after:
                step.after(self)
                self.wait_idle()
            shot = self.shot(n, step)
            self.transcript.append(f"## {n}. {step.title}\n\n![]({shot.name})\n")
            for msg in self.plugin.controller.conversation.messages[before:]:
                who = {"user": "You", "agent": "GeoSense", "notice": "Notice"}[msg.role]
                self.transcript.append(f"**{who}** ({msg.status}):\n\n```\n{msg.content}\n```\n")
            print(f"step {n}: {step.title} -> {shot}")
        (self.out / "transcript.md").write_text("# GeoSense demo transcript\n\n" + "\n".join(self.transcript))

    def close(self) -> None:
        from qgis.core import QgsProject

        try:
            if getattr(self, "plugin", None) is not None:
                self.plugin.unload()
        finally:
            from qgis.PyQt.QtCore import QCoreApplication, QEvent

            QgsProject.instance().clear()
            if getattr(self, "agent", None) is not None:
                self.agent.stop()
            # widgets and the canvas go before QGIS exits, never after (a crash at exit otherwise)
            self.plugin = None
            self.bridge = None
            self.iface = None
            if getattr(self, "main", None) is not None:
                self.main.close()
                self.main.deleteLater()
                self.main = self.canvas = None
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QCoreApplication.processEvents()
            self.app.exitQgis()
            shutil.rmtree(self.profile, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="out/demo")
    parser.add_argument("--only", type=int, default=0)
    args = parser.parse_args()
    out = Path(args.out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    demo = Demo(out)
    started = time.monotonic()
    try:
        demo.run(args.only or None)
    finally:
        demo.close()
    print(f"demo written to {out}/ in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
