"""Opening projects built to harm, with the plugin loaded (prints timings; asserts nothing about time).

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 bench/bench_crafted_projects.py

Each crafted project is set beside a baseline measured in the same run: the same project
with an entry of the same size that is not crafted (a conversation with a plain long text,
or no provenance). Figures: the time ``QgsProject.read`` takes (QGIS's XML parse included,
the plugin's restore of the conversation and of the provenance), and how much resident memory grew.

* a saved Sent record whose thumbnail is a PNG whose header says 60000 × 60000 pixels
  (the thumbnail is dropped on load, and would only be decoded once opened);
* a provenance entry of 43 MiB (refused before parsing: over 4 MiB);
* a saved Sent record listing a million layer names (the record's text shows a bounded part);
* the largest provenance entry the plugin writes (4 MiB), read in full: on a worker thread, so the
  figure is what opening the project costs the GUI thread; a second figure waits until the records
  are read as well (what the first access to a record waits for at most).
"""

from __future__ import annotations

import base64
import json
import tempfile
from pathlib import Path

from _setup import ratio, timed_pair  # first: makes the checkout importable, offscreen Qt
from qgis.core import QgsApplication, QgsProject  # noqa: E402
from qgis.PyQt.QtCore import QSettings  # noqa: E402

MiB = 1024 * 1024


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="geosense-bench-crafted-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QgsApplication([], True)
    app.initQgis()
    import qgis.utils
    from qgis.gui import QgsMapCanvas
    from qgis.PyQt.QtWidgets import QMainWindow

    import geosense
    from geosense.geosense_dock.core.provenance import MAX_ENTRY_CHARS
    from tests.e2e.test_crafted_projects import conversation_entry, huge_png, record, rss, write_project
    from tests.qgis_support import StandaloneIface

    QSettings().setValue("geosense/base_url", "http://127.0.0.1:9")  # no agent: only the project is read
    window = QMainWindow()
    canvas = QgsMapCanvas(window)
    iface = StandaloneIface(window, canvas)
    qgis.utils.iface = iface
    plugin = geosense.classFactory(iface)
    plugin.initGui()
    project = QgsProject.instance()

    def opened(path: Path):
        def read():
            before = rss()
            assert project.read(str(path))
            app.processEvents()
            return rss() - before
        return read

    def figure(label: str, crafted: Path, baseline: Path, name: str) -> None:
        size = crafted.stat().st_size
        plain_size = baseline.stat().st_size / MiB
        base_grown, base = timed_pair(f"open {baseline.name} ({plain_size:.1f} MiB, baseline)",
                                      opened(baseline), clear=project.clear)
        grown, spent = timed_pair(f"open {crafted.name} ({size / MiB:.1f} MiB): {label}", opened(crafted),
                                  clear=project.clear)
        ratio(f"open {name} / a plain project of its size", spent / base)
        print(f"  memory grew {grown / MiB:.0f} MiB (baseline {base_grown / MiB:.0f} MiB), "
              f"{grown / size:.1f}x the file")

    png = base64.b64encode(huge_png()).decode("ascii")
    write_project(folder / "thumbnail.qgs", [("GeoSense", "conversation", conversation_entry(record(png)))])
    plain = dict(record(), note="x" * len(png))
    write_project(folder / "plain-record.qgs", [("GeoSense", "conversation", conversation_entry(plain))])
    figure("a 60000 × 60000 px thumbnail", folder / "thumbnail.qgs", folder / "plain-record.qgs",
           "a crafted thumbnail")

    one = {"accepted_at": "2026-12-01T14:02:00Z", "accepted_by": "ann", "confidence": 0.87, "a": "0"}

    def provenance(chars: int) -> str:
        count = chars // (len(json.dumps(one)) + 10)
        while True:
            text = json.dumps({"version": 2, "answers": {"0": {"excerpt": "an answer"}},
                               "layers": {"no_such_layer": {str(i): one for i in range(count)}}})
            if len(text) <= chars:
                return text
            count = int(count * 0.99)

    talk = ("GeoSense", "conversation", conversation_entry(record()))
    write_project(folder / "provenance-43mib.qgs", [("GeoSense", "provenance", provenance(43 * MiB)), talk])
    write_project(folder / "text-43mib.qgs", [("GeoSense", "unrelated", "x" * (43 * MiB)), talk])
    figure("a 43 MiB provenance entry (refused)", folder / "provenance-43mib.qgs", folder / "text-43mib.qgs",
           "a 43 MiB provenance entry")

    write_project(folder / "provenance-max.qgs", [("GeoSense", "provenance", provenance(MAX_ENTRY_CHARS - 64)),
                                                  talk])
    write_project(folder / "text-max.qgs", [("GeoSense", "unrelated", "x" * MAX_ENTRY_CHARS), talk])
    figure("the largest provenance entry the plugin writes (read)", folder / "provenance-max.qgs",
           folder / "text-max.qgs", "the largest provenance entry")
    book = plugin.integration.provenance.tracker.book

    def read_in_full():
        assert project.read(str(folder / "provenance-max.qgs"))
        app.processEvents()
        assert book.wait_loaded(60)
    _none, base = timed_pair("open text-max.qgs (baseline)", opened(folder / "text-max.qgs"), clear=project.clear)
    _none, spent = timed_pair("open provenance-max.qgs, until its records are read", read_in_full,
                              clear=project.clear)
    ratio("open the largest provenance entry, until read / a plain project of its size", spent / base)

    names = [f"layer {i}" for i in range(1_000_000)]
    write_project(folder / "names.qgs", [("GeoSense", "conversation",
                                          conversation_entry(record(layer_names=names)))])
    write_project(folder / "plain-names.qgs", [("GeoSense", "conversation", conversation_entry(
        dict(record(), note="x" * len(json.dumps(names)))))])
    figure("a record listing a million layer names", folder / "names.qgs", folder / "plain-names.qgs",
           "a million layer names")
    plugin.unload()
    project.clear()
    # widgets and the canvas go before QGIS exits, never after (a crash at exit otherwise)
    from qgis.PyQt.QtCore import QCoreApplication, QEvent

    plugin = iface = None
    qgis.utils.iface = None
    window.close()
    window.deleteLater()
    window = canvas = None
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    app.exitQgis()


if __name__ == "__main__":
    main()
