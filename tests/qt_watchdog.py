"""A per-test watchdog that fires inside Qt's event loops (loaded by pytest.ini: ``-p tests.qt_watchdog``).

pytest-timeout's signal method raises its timeout from a Python signal handler, which only runs
when the interpreter gets control: a test blocked in a C++ modal loop (``QMenu.exec()``,
``QDialog.exec()``, a message box) never gives it that, and its thread method ends the whole
session. This watchdog is a QTimer of the GUI thread, so it fires in whatever event loop the test
is blocked in, modal ones included:

* after ``qt_watchdog`` seconds (ini option, default 60; ``@pytest.mark.qt_watchdog(seconds)``
  for one test) it closes the active popup and modal widgets (a menu is closed, a dialog
  rejected) and the test FAILS, naming what it closed; the session goes on with the next test;
* the test's own code then carries on after its ``exec()``: a test must never rely on that,
  menus and dialogs in tests are closed by the test itself (a timer, ``close_when_shown``);
* as a last resort, when a test is still running ``qt_watchdog_hard`` seconds later than that
  (default 120, and never before pytest-timeout's limit plus a minute) in a loop that has no modal
  widget to close, faulthandler prints every thread's traceback and ends the process, so a run
  can never hang.
"""

from __future__ import annotations

import faulthandler
import sys
from typing import Callable, List, Optional

import pytest


def _qt():
    """(QApplication, QTimer, QDialog) when a Qt application runs in this process, else None."""
    try:
        from qgis.PyQt.QtCore import QTimer
        from qgis.PyQt.QtWidgets import QApplication, QDialog
    except ImportError:
        return None
    app = QApplication.instance()
    if app is None or not isinstance(app, QApplication):
        return None
    return QApplication, QTimer, QDialog


def describe(widget) -> str:
    title = widget.windowTitle() if hasattr(widget, "windowTitle") else ""
    name = widget.objectName()
    return type(widget).__name__ + (f" {name!r}" if name else "") + (f" titled {title!r}" if title else "")


def close_blocking_widgets() -> List[str]:
    """Close every active popup (menus) and modal widget (dialogs, message boxes); what was closed."""
    qt = _qt()
    if qt is None:
        return []
    QApplication, _QTimer, QDialog = qt
    closed: List[str] = []
    for _ in range(20):  # nested menus and dialogs, innermost first
        widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if widget is None:
            break
        closed.append(describe(widget))
        if isinstance(widget, QDialog):
            widget.reject()
        widget.close()
        if widget.isVisible():  # a widget that refuses to close (ignores the close event)
            widget.hide()
        if QApplication.activePopupWidget() is widget or QApplication.activeModalWidget() is widget:
            break
    return closed


def close_when_shown(handle: Callable[[object], None], kind: Optional[type] = None, interval_ms: int = 20):
    """Call ``handle(widget)`` on the first popup/modal widget (of ``kind``) that shows, from a timer.

    For a test that opens a menu or dialog with ``exec()``: the timer runs inside its loop, and
    ``handle`` must close it (it is closed anyway when ``handle`` leaves it open). Returns the
    timer; keep a reference until the ``exec()`` returned.
    """
    QApplication, QTimer, _QDialog = _qt()
    timer = QTimer()
    timer.setInterval(interval_ms)

    def poll():
        widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if widget is None or (kind is not None and not isinstance(widget, kind)):
            return
        timer.stop()
        try:
            handle(widget)
        finally:
            if widget.isVisible():
                widget.close()

    timer.timeout.connect(poll)
    timer.start()
    return timer


class Watchdog:
    def __init__(self, seconds: float, hard_seconds: float, test: str) -> None:
        self.seconds = seconds
        self.hard_seconds = hard_seconds
        self.test = test
        self.closed: List[str] = []
        self.timer = None

    def start(self) -> None:
        qt = _qt()
        if qt is not None:
            _QApplication, QTimer, _QDialog = qt
            self.timer = QTimer()
            self.timer.setSingleShot(False)  # every `seconds`, until the test ends
            self.timer.setInterval(int(self.seconds * 1000))
            self.timer.timeout.connect(self.fire)
            self.timer.start()
        faulthandler.dump_traceback_later(self.seconds + self.hard_seconds, exit=True, file=sys.stderr)

    def fire(self) -> None:
        closed = close_blocking_widgets()
        if closed:
            self.closed += closed
            sys.stderr.write(f"\nqt_watchdog: {self.test} blocked for {self.seconds:g} s in "
                             f"{', '.join(closed)}: closed it\n")

    def stop(self) -> List[str]:
        faulthandler.cancel_dump_traceback_later()
        if self.timer is not None:
            self.timer.stop()
            self.timer.deleteLater()
            self.timer = None
        return self.closed


def pytest_addoption(parser) -> None:
    parser.addini("qt_watchdog", "seconds a test may block in a Qt event loop before its popup and modal "
                  "widgets are closed and it fails", default="60")
    parser.addini("qt_watchdog_hard", "seconds after qt_watchdog after which a still running test ends the "
                  "process with every thread's traceback", default="120")


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "qt_watchdog(seconds): this test's Qt watchdog limit")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    marker = item.get_closest_marker("qt_watchdog")
    seconds = float(marker.args[0]) if marker else float(item.config.getini("qt_watchdog"))
    # the last resort never comes before pytest-timeout's own limit (plus a margin)
    timeout_marker = item.get_closest_marker("timeout")
    try:
        timeout = float(item.config.getini("timeout") or 0)
    except ValueError:  # pytest-timeout not loaded
        timeout = 0.0
    if timeout_marker and timeout_marker.args:
        timeout = float(timeout_marker.args[0])
    hard = max(float(item.config.getini("qt_watchdog_hard")), timeout + 60 - seconds)
    dog = Watchdog(seconds, hard, item.nodeid)
    dog.start()
    try:
        result = yield
    except BaseException as exc:
        closed = dog.stop()
        if closed:
            raise pytest.fail.Exception(_message(dog, closed), pytrace=False) from exc
        raise
    closed = dog.stop()
    if closed:
        pytest.fail(_message(dog, closed), pytrace=False)
    return result


def _message(dog: Watchdog, closed: List[str]) -> str:
    return (f"qt_watchdog: the test blocked for {dog.seconds:g} s in a Qt event loop with "
            f"{', '.join(closed)} open; the watchdog closed it (close menus and dialogs from the test)")
