"""Malformed agent data reported in the user's language: the real dock in a QGIS set to each
language of i18n/, the reference agent sending a broken frame and an unknown event."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtGui import QTextDocument

from geosense.geosense_dock.core import conversation as C
from tests.e2e.test_faults import answer_after, ask, dock_for, idle, notices  # noqa: F401 - dock_for is a fixture
from tests.qgis_support import wait_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import i18n  # noqa: E402 - the project's own extractor, from scripts/

LANGUAGES = sorted(ts.stem.split("_", 1)[1] for ts in (ROOT / "i18n").glob("geosense_*.ts"))


@pytest.fixture(scope="module")
def built():
    i18n.build()


@pytest.fixture
def locale_of():
    settings = QgsSettings()

    def set_locale(lang: str) -> None:
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", lang)

    yield set_locale
    settings.remove("locale/overrideFlag")
    settings.remove("locale/userLocale")


def before_placeholder(template: str) -> str:
    """The fixed text of a translated template up to its first placeholder (no-break spaces as
    spaces, as the widgets' plain text gives them)."""
    return template.split("{", 1)[0].replace("\xa0", " ").strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_broken_frame_and_an_unknown_event_are_reported_in_the_language(agent_factory, dock_for, locale_of,  # noqa: F811
                                                                          built, lang):
    have = i18n.read_ts(ROOT / "i18n" / f"geosense_{lang}.ts", include_obsolete=False)
    locale_of(lang)
    agent = agent_factory("--chunk-delay", "0.002")
    plugin = dock_for(agent, "websocket")
    assert plugin.translator is not None

    q = ask(plugin, "!fault:badjson Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="answer")
    errors = notices(plugin, "error")
    assert len(errors) == 1
    shown = plugin.dock.conversation.card_for(errors[0]).body.toPlainText().replace("\xa0", " ")
    outer = before_placeholder(have[("GeoSense", "the agent sent a frame that could not be read: {0}")])
    inner = before_placeholder(have[("GeoSense", "frame is not JSON ({0})")])
    assert outer in shown and inner in shown, f"{lang}: {shown!r} lacks {outer!r} / {inner!r}"
    assert "could not be read" not in shown and "frame is not JSON" not in shown

    q = ask(plugin, "!fault:unknown Hello")
    wait_for(lambda: idle(plugin) and answer_after(plugin, q) and answer_after(plugin, q)[-1].status == C.COMPLETE,
             what="answer")
    card = plugin.dock.conversation.card_for(answer_after(plugin, q)[0])
    card.activity.toggle.click()  # open the activity log, as a user would
    page = QTextDocument()
    page.setHtml(card.activity.list.text())
    log_text = page.toPlainText().replace("\xa0", " ")
    ignored = have[("GeoSense", "an event of unknown type '{0}' was ignored")]
    assert before_placeholder(ignored) in log_text and "agent_telemetry" in log_text, log_text
    assert "was ignored" not in log_text
