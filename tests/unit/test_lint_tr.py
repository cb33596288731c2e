"""The ``tr`` scan of `make lint` (scripts/lint.py): literals handed to widgets without tr() (TR001),
tr() of something the extractor cannot read (TR002), and text bound to a name, a constant of the
module or of another one, or returned by a function, that reaches a widget, the message bar, a
dialog, a notice or the chat without translation (TR003).

The samples are the two ways such text reached the user before: the FlyPix notes of a load (module
constants shown in the message bar) and the find-similar sentence (built by a writer function and
sent to the chat); each comes as it was and as it is now.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import lint  # noqa: E402

FLYPIX_BEFORE = '''
from qgis.core import Qgis
from qgis.PyQt.QtCore import QCoreApplication

UNREADABLE = "unreadable geometry (skipped)"
NOT_POLYGON = "not a polygon (skipped)"
INVALID = "invalid polygon that could not be repaired (skipped)"
NOTES = {"unreadable": UNREADABLE, "not_polygon": NOT_POLYGON}
KINDS = (NOT_POLYGON, INVALID)


def tr(text):
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class Loader:
    SKIPPED = "some polygons were skipped"

    def loaded(self, bar, name, n):
        bar.pushWarning(tr("FlyPix"), UNREADABLE)
        bar.pushMessage(tr("FlyPix"), f"{n} {INVALID}", Qgis.MessageLevel.Warning)
        self.label.setText(NOTES["not_polygon"])
        self.label.setToolTip("; ".join(KINDS))
        self._say(self.SKIPPED)
        text = tr("{name} loaded").format(name=name) + " — " + INVALID
        self.status.showMessage(text)
'''

FLYPIX_AFTER = '''
from qgis.core import Qgis
from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

UNREADABLE = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} unreadable geometry (skipped)")
NOT_POLYGON = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} not a polygon (skipped)")
INVALID = QT_TRANSLATE_NOOP("GeoSenseFlyPix", "{n} invalid polygon that could not be repaired (skipped)")
NOTES = {"unreadable": UNREADABLE, "not_polygon": NOT_POLYGON}


def tr(text):
    return QCoreApplication.translate("GeoSenseFlyPix", text)


class Loader:
    def loaded(self, bar, name, n):
        bar.pushWarning(tr("FlyPix"), tr(UNREADABLE).format(n=n))  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
        notes = "; ".join(tr(note).format(n=n) for note in (NOT_POLYGON, INVALID))  # noqa: TR002 - marked
        bar.pushMessage(tr("FlyPix"), tr("{name} loaded").format(name=name) + " — " + notes, Qgis.MessageLevel.Warning)
        self.label.setText(tr(NOTES["not_polygon"]))  # noqa: TR002 - marked with QT_TRANSLATE_NOOP
'''

SIMILAR_BEFORE = '''
def find_similar_response_markup(class_id, request, count, class_name, text=None):
    if text is None:
        plural = "" if count == 1 else "s"
        text = f"Find Similar located {count} result{plural} belonging to class {class_name}."
    return f'<response type="find_similar" request="{escape_attr(request)}">{escape_text(text)}</response>'


class Outcome:
    def response_text(self):
        n = self.count
        return "Find Similar located {} result{} belonging to class {}.".format(n, "s", self.class_name)


def finished(controller, outcome):
    markup = find_similar_response_markup(outcome.class_id, outcome.request_id, outcome.count, outcome.class_name)
    controller.send(markup, ("selection",))
    controller._notice(outcome.response_text(), "warning")
'''

SIMILAR_AFTER = '''
from .texts import text


def find_similar_sentence(count, class_name):
    if count == 1:
        return text("Find Similar located 1 result belonging to class {0}.", class_name)
    return text("Find Similar located {0} results belonging to class {1}.", count, class_name)


def find_similar_response_markup(class_id, request, count, class_name, text=None):
    body = find_similar_sentence(count, class_name) if text is None else text
    return f'<response type="find_similar" request="{escape_attr(request)}">{escape_text(body)}</response>'


class Outcome:
    def response_text(self):
        return find_similar_sentence(self.count, self.class_name)


def finished(controller, outcome):
    markup = find_similar_response_markup(outcome.class_id, outcome.request_id, outcome.count, outcome.class_name)
    controller.send(markup, ("selection",))
    controller._notice(outcome.response_text(), "warning")
'''

# names bound to literals that never reach the user, and sinks that are not the chat
NOT_SHOWN = '''
import logging

from qgis.PyQt.QtCore import QCoreApplication

log = logging.getLogger("geosense.sample")
FLYPIX = "geosense/" + "flypix/"
KIND = FLYPIX + "kind"
FAILED = "could not load the layer"
FILTER = "GeoPackage (*.gpkg)"
LABEL = "Send"


def tr(text):
    return QCoreApplication.translate("GeoSense", text)


class Panel:
    HELP = "Type a question and press Enter"

    def show(self, layer, frame, count, total):
        log.warning(FAILED)
        layer.setCustomProperty(KIND, "vector")
        self.setObjectName("geosense dock panel")
        self.button.setText(tr("Send"))
        self.label.setText(f"{count} / {total}")
        self.label.setToolTip(tr(self.HELP))  # noqa: TR002 - a sample
        self.controller.transport.send(frame)
        self.client.send(FAILED)
        self.label.setText(LABEL)
        message = FAILED
        log.info(message)
        self.box.setTitle(tr("Layer {0}").format(layer.name()))
'''


def scan(tmp_path: Path, source: str, name: str = "sample.py") -> list:
    path = tmp_path / name
    path.write_text(source, encoding="utf-8")
    return lint.scan_tr(path, source)


def codes(found: list) -> list:
    return [line.split(": ", 1)[1].split(" ", 1)[0] for line in found]


def test_constants_of_the_flypix_notes_reaching_the_message_bar_are_found(tmp_path):
    found = scan(tmp_path, FLYPIX_BEFORE)
    text = "\n".join(found)
    assert codes(found) == ["TR003"] * 6, text
    for line, what in ((20, "pushWarning() shows UNREADABLE (line 5: 'unreadable geometry (skipped)')"),
                       (21, "pushMessage() shows INVALID"), (22, "setText() shows NOTES"),
                       (23, "setToolTip() shows KINDS"), (24, "_say() shows SKIPPED"),
                       (26, "showMessage() shows text = ")):
        assert any(f"sample.py:{line}:" in f and what in f for f in found), f"line {line}: {what}\n{text}"


def test_the_flypix_notes_marked_and_translated_pass(tmp_path):
    assert scan(tmp_path, FLYPIX_AFTER) == []


def test_a_marked_constant_shown_without_tr_is_found(tmp_path):
    source = FLYPIX_AFTER + "\n\ndef shown(bar):\n    bar.pushInfo(tr(\"FlyPix\"), UNREADABLE)\n"
    (finding,) = scan(tmp_path, source)
    assert "TR003 pushInfo() shows UNREADABLE" in finding and "marked, but not translated" in finding


def test_the_find_similar_sentence_sent_to_the_chat_is_found(tmp_path):
    found = scan(tmp_path, SIMILAR_BEFORE)
    text = "\n".join(found)
    assert codes(found) == ["TR003", "TR003"], text
    assert "sample.py:17:" in found[0] and "send() shows markup = find_similar_response_markup(), which returns " \
        "text = f-string 'Find Similar located" in found[0], text
    assert "sample.py:18:" in found[1] and "_notice() shows response_text()" in found[1], text


def test_the_find_similar_sentence_as_a_core_text_passes(tmp_path):
    assert scan(tmp_path, SIMILAR_AFTER) == []


def test_names_that_are_not_shown_are_not_reported(tmp_path):
    found = scan(tmp_path, NOT_SHOWN)
    assert found == [], "\n".join(found)  # LABEL is one word: left to the translators' check of the dock


def test_constants_and_functions_of_other_modules_are_followed(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "layers.py").write_text(
        'UNREADABLE = "unreadable geometry (skipped)"\n\n\ndef describe(n):\n'
        '    return f"{n} polygons could not be read"\n', encoding="utf-8")
    panel = ('from . import layers as fl\nfrom .layers import UNREADABLE, describe\n\n\n'
             'def tr(text):\n    return text\n\n\ndef loaded(bar, n):\n    bar.pushWarning(tr("FlyPix"), UNREADABLE)\n'
             '    bar.pushWarning(tr("FlyPix"), fl.UNREADABLE)\n    bar.pushWarning(tr("FlyPix"), describe(n))\n'
             '    bar.pushWarning(tr("FlyPix"), fl.describe(n))\n')
    (package / "panel.py").write_text(panel, encoding="utf-8")
    sources = {p: p.read_text(encoding="utf-8") for p in sorted(package.glob("*.py"))}
    index = lint.text_index(sources)
    found = lint.scan_tr(package / "panel.py", panel, index)
    assert codes(found) == ["TR003"] * 4, "\n".join(found)
    assert [f.split(":")[1] for f in found] == ["10", "11", "12", "13"]


def test_noqa_silences_tr003(tmp_path):
    source = FLYPIX_BEFORE.replace('bar.pushWarning(tr("FlyPix"), UNREADABLE)',
                                   'bar.pushWarning(tr("FlyPix"), UNREADABLE)  # noqa: TR003 - a sample')
    assert len(scan(tmp_path, source)) == 5


def test_the_plugin_passes_the_scan():
    found = lint.check_tr()
    assert found == [], "\n".join(found)


NOTICE_SINK = '''
from qgis.PyQt.QtCore import QCoreApplication

GONE = "The layer is gone from the project."


def tr(text):
    return QCoreApplication.translate("GeoSense", text)


def told(notices, controller):
    notices.notice(GONE, "error")
    notices.tell(GONE, 3)
    controller.show_notice(GONE, "warning")
'''


def test_untranslated_text_given_to_the_notice_sink_is_found(tmp_path):
    found = scan(tmp_path, NOTICE_SINK)
    text = "\n".join(found)
    assert codes(found) == ["TR003", "TR003", "TR003"], text
    assert "notice() shows GONE" in found[0] and "tell() shows GONE" in found[1], text
    assert "show_notice() shows GONE" in found[2], text
