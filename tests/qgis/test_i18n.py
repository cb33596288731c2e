"""Every language of i18n/: each catalog is complete and keeps its placeholders and markup; QGIS
set to that language loads the plugin's translation and the dock speaks it; unload removes it."""

from __future__ import annotations

import html
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale
from qgis.PyQt.QtWidgets import QAbstractButton

from geosense import classFactory

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import i18n  # noqa: E402 - the project's own extractor, from scripts/

LANGUAGES = sorted(ts.stem.split("_", 1)[1] for ts in (ROOT / "i18n").glob("geosense_*.ts"))
# the locale names QGIS may hold for each language: the bare code ("fr", "ja") and the full one
# QLocale gives it ("fr_FR", "ja_JP"); "pt_BR" is both
LOCALES = sorted({(lang, loc) for lang in LANGUAGES for loc in (lang, QLocale(lang).name())})
# what the dock shows at once, in the context "GeoSense"
DOCK_STRINGS = ("Send", "New", "Export", "Settings", "Stop", "Export the conversation")


def catalog(lang: str):
    return i18n.read_ts(ROOT / "i18n" / f"geosense_{lang}.ts", include_obsolete=False)


@pytest.fixture(scope="module")
def built():
    i18n.build()  # the .qm files are build products


@pytest.fixture
def qgis_in(desktop_iface, built):
    """QGIS set to a locale the way Settings > Options > General does it; offline agent."""
    settings = QgsSettings()
    settings.setValue("geosense/base_url", "http://127.0.0.1:9")  # nothing listens: offline

    def set_locale(locale: str):
        settings.setValue("locale/overrideFlag", True)
        settings.setValue("locale/userLocale", locale)
        return desktop_iface

    yield set_locale
    settings.remove("locale/overrideFlag")
    settings.remove("locale/userLocale")


def texts_of(widget) -> set:
    found = {widget.windowTitle()}
    for button in widget.findChildren(QAbstractButton):
        found |= {button.text(), button.toolTip(), button.accessibleName()}
    return {t for t in found if t}


def test_there_are_six_languages():
    assert {"de", "fr", "es"} <= set(LANGUAGES), LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_catalog_is_complete_and_keeps_placeholders_and_markup(lang):
    path = ROOT / "i18n" / f"geosense_{lang}.ts"
    assert f'language="{lang}"' in path.read_text(encoding="utf-8")[:300], f"{path.name} names another language"
    have = catalog(lang)
    wrong = []
    for (ctx, source), _locations in i18n.extract().items():
        translation = have.get((ctx, source))
        if not translation:
            wrong.append(f"untranslated or unfinished: [{ctx}] {source!r}")
        elif i18n.same_as_source(source, translation):
            wrong.append(f"left in English: [{ctx}] {source!r}")
    for (ctx, source), translation in i18n.read_ts(path).items():  # every message, vanished ones too
        wrong += [f"[{ctx}] {source!r} -> {translation!r}: {p}" for p in i18n.problems(source, translation)]
    assert not wrong, f"{path.name}: {len(wrong)} problem(s):\n" + "\n".join(wrong[:40])


def test_a_broken_translation_is_caught():
    """The checks above can fail: each kind of breakage is found."""
    assert i18n.problems("Signed in as <b>{user}</b> at {url}", "Connecté en tant que <b>{user} à {url}")
    assert i18n.problems("Cost: {0} credits", "Coût : {1} crédits")
    assert i18n.problems("FlyPix stopped sending within {0:g} s", "FlyPix n'envoie plus depuis {0} s")
    assert i18n.problems("a &amp; b", "a & b")
    assert i18n.problems("Queued: {0}", "En attente : {0")
    assert i18n.problems("Highlight ({n})", "Mise en évidence ({nombre})")
    assert not i18n.problems("Signed in as <b>{user}</b> at {url}", "<b>{user}</b> として {url} にサインイン中")
    assert i18n.same_as_source("Send the message", "Send the message")
    assert not i18n.same_as_source("FlyPix URL", "FlyPix URL") and not i18n.same_as_source("Raster", "Raster")


@pytest.mark.parametrize("lang,locale", LOCALES)
def test_the_dock_speaks_the_language_and_unload_removes_it(qgis_in, lang, locale, tmp_path):
    have = catalog(lang)
    plugin = classFactory(qgis_in(locale))
    plugin.initGui()
    try:
        assert plugin.translator is not None, f"no translator installed for {locale}"
        # the .qm QGIS loaded carries every finished message of the catalog
        lost = [(ctx, s) for (ctx, s), t in have.items() if QCoreApplication.translate(ctx, s) != t]
        assert not lost, f"{len(lost)} message(s) of geosense_{lang}.ts not in the loaded translation: {lost[:5]}"
        dock_texts = texts_of(plugin.dock)
        for english in DOCK_STRINGS:
            shown = have[("GeoSense", english)]
            assert shown in dock_texts, f"{shown!r} ({english}) not in the dock: {sorted(dock_texts)}"
            if shown != english:
                assert english not in dock_texts, f"{english!r} still in English in the dock"
        assert plugin.toggle_action.toolTip() == have[("GeoSense", "Show or hide the GeoSense dock")]
        assert plugin.settings_action.text() == have[("GeoSense", "GeoSense Settings…")]
        placeholder = have[("GeoSense", "Ask GeoSense about your layers… Type @ to mention a feature, layer or class "
                                        "(Enter to send, Shift+Enter for a new line)")]
        assert plugin.dock.composer.placeholderText() == placeholder

        # sentences of the Qt-free core, translated where they reach the Qt side, also inside an error
        from geosense.geosense_dock.core.conversation import AGENT, INTERRUPTED, REJECTED, USER, Message
        from geosense.geosense_dock.core.protocol.frames import FrameError, PendingApproval, parse_frame
        from geosense.geosense_dock.core.texts import text
        from geosense.geosense_dock.history import export_conversation
        from geosense.geosense_dock.i18n import translated

        assert translated(text("could not reach the agent: {0}", "timeout")) == \
            have[("GeoSense", "could not reach the agent: {0}")].format("timeout")
        with pytest.raises(FrameError) as bad:
            parse_frame('{"sessionId": "s1"}')
        problem = text("the agent sent a frame that could not be read: {0}", bad.value)
        assert translated(problem) == have[("GeoSense", "the agent sent a frame that could not be read: {0}")] \
            .format(have[("GeoSense", "frame has no 'type'")])
        assert str(problem) == "the agent sent a frame that could not be read: frame has no 'type'"  # logs: English

        # an exported conversation has its headings in the language
        def t(source: str) -> str:
            return have[("GeoSense", source)]

        messages = [
            Message(role=USER, content="?"),
            Message(role=AGENT, content="<p>!</p>", status=REJECTED,
                    approval=PendingApproval("a1", "credits", "analysis", 3.0)),
            Message(role=AGENT, content="<p>…</p>", status=INTERRUPTED, note=text("stopped by you")),
        ]
        md_path, html_path = tmp_path / "chat.md", tmp_path / "chat.html"
        export_conversation(SimpleNamespace(messages=messages), str(md_path), "markdown")
        export_conversation(SimpleNamespace(messages=messages), str(html_path), "html")
        md, page = md_path.read_text(encoding="utf-8"), html_path.read_text(encoding="utf-8")
        assert md.startswith(f"# {t('GeoSense conversation')}\n")
        assert f"### {t('You')} · " in md
        expected = [t("Approval requested ({0}): {1}").format(t("this costs credits"), "analysis"),
                    t("Cost: {0:g} credits").format(3.0), t("Answer: {0}").format(t("rejected")),
                    t("(interrupted: {0}; the answer is incomplete)").format(t("stopped by you"))]
        for line in expected:
            assert line in md, f"{line!r} not in the Markdown export:\n{md}"
            assert html.escape(line) in page, f"{line!r} not in the HTML export"
        assert html.escape(t("GeoSense conversation")) in page

        # the find-similar sentence: English for the agent, in the language in the chat and the activity log
        from collections import Counter

        from geosense.geosense_dock.core.markup.writers import find_similar_response_markup, find_similar_sentence
        from geosense.geosense_dock.core.texts import sentences
        from geosense.geosense_dock.flypix import layers as fl
        from geosense.geosense_dock.flypix.loader import _describe
        from geosense.geosense_dock.ui.message_view import MessageView

        for count, english, shown in (
                (3, "Find Similar located 3 results belonging to class Pool & Spa.",
                 t("Find Similar located {0} results belonging to class {1}.").format(3, "Pool & Spa")),
                (1, "Find Similar located 1 result belonging to class Pool & Spa.",
                 t("Find Similar located 1 result belonging to class {0}.").format("Pool & Spa"))):
            markup = find_similar_response_markup("c1", "r1", count, "Pool & Spa")
            assert html.escape(english, quote=False) in markup  # what the agent reads
            view = MessageView()
            view.set_markup(markup)
            assert view.document().toPlainText() == shown
        view.set_markup('<response type="find_similar" class-id="c1" request="r1">Found 3 pools.</response>')
        assert view.document().toPlainText() == "Found 3 pools."  # another wording is shown as it is
        result = sentences(find_similar_sentence(2, "Pool"), text("Samples not found: {0}.", "7, 9"))
        assert str(result) == "Find Similar located 2 results belonging to class Pool. Samples not found: 7, 9."
        assert translated(result) == t("Find Similar located {0} results belonging to class {1}.").format(2, "Pool") \
            + " " + t("Samples not found: {0}.").format("7, 9")

        # what a FlyPix load skipped or repaired, in the message bar
        def flypix(source: str) -> str:
            return have[("GeoSenseFlyPix", source)]

        notes = _describe(Counter({fl.UNREADABLE: 2, fl.NOT_POLYGON: 1, fl.INVALID: 4, fl.REPAIRED: 3}))
        for source, n in ((fl.UNREADABLE, 2), (fl.NOT_POLYGON, 1), (fl.INVALID, 4), (fl.REPAIRED, 3)):
            assert flypix(source).format(n=n) in notes, notes
        assert (lang == "en") == ("skipped" in notes), notes
    finally:
        plugin.unload()
    assert plugin.translator is None
    assert QCoreApplication.translate("GeoSense", "Send") == "Send"


NO_CATALOG = "pt_PT" if "pt" not in LANGUAGES and "pt_PT" not in LANGUAGES else "en_GB"


@pytest.mark.parametrize("locale", ["en_US", NO_CATALOG])
def test_a_language_without_a_catalog_gets_no_translator(qgis_in, locale):
    plugin = classFactory(qgis_in(locale))
    plugin.initGui()
    try:
        assert plugin.translator is None
        assert "Send" in texts_of(plugin.dock)
    finally:
        plugin.unload()
