"""The per-test Qt watchdog (tests/qt_watchdog.py) really ends a test blocked in a modal loop.

Each case runs a small test file in a pytest of its own (a subprocess with a bound on its time),
so the tests that block are real ones: a menu and a dialog shown with exec() and never closed.
"""

from __future__ import annotations

import os
import subprocess  # nosec B404 - runs pytest on a file of this test
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BLOCKING_TESTS = '''
import pytest
from qgis.PyQt.QtCore import QPoint
from qgis.PyQt.QtWidgets import QDialog, QMenu, QMessageBox


@pytest.mark.qt_watchdog(1)
def test_menu_left_open(qgis_app):
    menu = QMenu()
    menu.addAction("Zoom to Layer")
    menu.exec(QPoint(0, 0))


@pytest.mark.qt_watchdog(1)
def test_message_box_over_a_dialog(qgis_app):
    dialog = QDialog()
    dialog.setWindowTitle("Settings")
    box = QMessageBox(QMessageBox.Icon.Question, "Really?", "Delete it?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, dialog)
    dialog.open()
    box.exec()
    dialog.exec()


def test_the_next_test_runs(qgis_app):
    assert True
'''


def run_pytest(tmp_path: Path, source: str, *args: str, bound: float = 90.0):
    (tmp_path / "test_blocking.py").write_text(source, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    start = time.monotonic()
    proc = subprocess.run(  # nosec B603 - this interpreter, fixed arguments
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args, "test_blocking.py"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=bound)
    return proc, time.monotonic() - start


def test_watchdog_closes_a_modal_menu_and_dialogs_and_fails_the_test(tmp_path):
    proc, _took = run_pytest(tmp_path, BLOCKING_TESTS, "-p", "tests.qt_watchdog")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "2 failed, 1 passed" in out, out
    assert "FAILED test_blocking.py::test_menu_left_open - Failed: qt_watchdog" in out, out
    assert "FAILED test_blocking.py::test_message_box_over_a_dialog - Failed: qt_watchdog" in out, out
    # the message says what was left open: the menu; the message box, then the dialog under it
    assert "with QMenu open" in out and "QMessageBox titled 'Really?'" in out, out
    assert "QDialog titled 'Settings'" in out, out


def test_without_the_watchdog_pytest_timeout_does_not_end_a_modal_menu(tmp_path):
    """Why the watchdog exists: pytest-timeout's signal method never fires inside QMenu.exec()."""
    source = BLOCKING_TESTS.split("@pytest.mark.qt_watchdog(1)\ndef test_message_box")[0]
    with pytest.raises(subprocess.TimeoutExpired) as hung:
        run_pytest(tmp_path, source, "--timeout=1", "--timeout-method=signal", bound=12.0)
    out = hung.value.stdout or ""
    out = out.decode("utf-8", "replace") if isinstance(out, bytes) else out
    assert "Timeout" not in out and "passed" not in out and "failed" not in out, out
