"""Helpers for tests in a real QGIS: a desktop-like iface and event-driven waiting.

``DesktopIface`` wraps pytest-qgis' interface so that menus, toolbar icons and
dock widgets really land in a ``QMainWindow`` (as in the QGIS desktop), which
lets the lifecycle test see what the plugin leaves behind.
"""

from __future__ import annotations

import time
from typing import Callable

from qgis.PyQt.QtCore import QCoreApplication, QEventLoop, QTimer
from qgis.PyQt.QtWidgets import QDockWidget, QMenu, QToolBar


class DesktopIface:
    def __init__(self, base, main_window, canvas) -> None:
        self._base = base
        self._main = main_window
        self._canvas = canvas
        self.plugins_menu = QMenu("Plugins", main_window)
        self.toolbar = QToolBar("Plugins", main_window)
        main_window.addToolBar(self.toolbar)
        self.plugin_menus = {}
        main_window.show()

    def __getattr__(self, name):
        return getattr(self._base, name)

    def mainWindow(self):  # noqa: N802
        return self._main

    def mapCanvas(self):  # noqa: N802
        return self._canvas

    def addDockWidget(self, area, dock):  # noqa: N802
        self._main.addDockWidget(area, dock)

    def removeDockWidget(self, dock):  # noqa: N802
        self._main.removeDockWidget(dock)

    def addToolBarIcon(self, action):  # noqa: N802
        self.toolbar.addAction(action)

    def removeToolBarIcon(self, action):  # noqa: N802
        self.toolbar.removeAction(action)

    def addPluginToMenu(self, name, action):  # noqa: N802
        menu = self.plugin_menus.get(name)
        if menu is None:
            menu = self.plugins_menu.addMenu(name)
            self.plugin_menus[name] = menu
        menu.addAction(action)

    def removePluginMenu(self, name, action):  # noqa: N802
        menu = self.plugin_menus.get(name)
        if menu is not None:
            menu.removeAction(action)
            if not menu.actions():
                self.plugins_menu.removeAction(menu.menuAction())
                del self.plugin_menus[name]

    def docks(self):
        return [d for d in self._main.findChildren(QDockWidget) if d.parent() is self._main]

    def close(self) -> None:
        self._main.hide()
        self._main.removeToolBar(self.toolbar)
        self.toolbar.deleteLater()
        self.plugins_menu.deleteLater()


def dispose(widget) -> None:
    """Close ``widget`` and delete it now, not at some later turn of the event loop.

    A widget a fixture made without a parent may outlive its test with ``deleteLater`` alone, while Python
    collects its wrapper (a ``QCompleter.setWidget`` hands the composer's ownership to C++, and the two form a
    cycle): the next test's events then reach a widget whose Python parts are gone (a chip handler freed
    under a live document crashed the Qt 6 run).
    """
    from qgis.PyQt.QtCore import QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def wait_for(condition: Callable[[], bool], timeout: float = 20.0, what: str = "condition") -> None:
    """Run the Qt event loop until ``condition()`` holds; fail after ``timeout`` seconds.

    Not a sleep: events are processed as they arrive, and the loop wakes at
    least every 20 ms to re-check the condition.
    """
    deadline = time.monotonic() + timeout
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(loop.quit)
    timer.start()
    try:
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
            loop.exec()
    finally:
        timer.stop()
    QCoreApplication.processEvents()


class StandaloneIface(DesktopIface):
    """A desktop-like iface without pytest: a main window, a canvas, a real message bar.

    Used by scripts (``make demo``, benchmarks) that drive the plugin outside pytest.
    """

    def __init__(self, main_window, canvas) -> None:
        from qgis.gui import QgsMessageBar

        self._active = None
        self._bar = QgsMessageBar(main_window)
        super().__init__(None, main_window, canvas)

    def __getattr__(self, name):
        raise AttributeError(name)

    def messageBar(self):  # noqa: N802
        return self._bar

    def activeLayer(self):  # noqa: N802
        return self._active

    def setActiveLayer(self, layer):  # noqa: N802
        self._active = layer
        return True


class DialogAnswerer:
    """Answers the modal dialogs named ``object_name`` from a timer, in order, with ``buttons``
    (QMessageBox.StandardButton, the text of a button of the dialog's own, or a callable given the dialog,
    which must close it); the dialog is never left open. ``questions`` keeps their texts (a dialog that is
    not a message box: its window title). Any other dialog: Ok accepts it, Cancel rejects it."""

    def __init__(self, object_name: str, buttons) -> None:
        from qgis.PyQt.QtWidgets import QApplication

        self._app = QApplication
        self.object_name = object_name
        self.buttons = list(buttons)
        self.questions: list = []
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = self._app.activeModalWidget()
        if dialog is None or dialog.objectName() != self.object_name:
            return
        from qgis.PyQt.QtWidgets import QMessageBox

        boxed = isinstance(dialog, QMessageBox)
        self.questions.append(dialog.text() if boxed else dialog.windowTitle())
        button = self.buttons.pop(0) if self.buttons else None
        if button is None:
            dialog.reject()  # more dialogs than the test expected: closed, and the test sees it in questions
        elif callable(button) and not isinstance(button, QMessageBox.StandardButton):
            try:
                button(dialog)
            finally:
                if dialog.isVisible():
                    dialog.reject()
        elif not boxed:
            dialog.accept() if button == QMessageBox.StandardButton.Ok else dialog.reject()
        elif isinstance(button, str):  # a button of the dialog's own, by its text
            found = [b for b in dialog.buttons() if b.text() == button]
            if found:
                found[0].click()
            else:
                dialog.reject()  # no such button: closed, and the test sees it in questions
        else:
            dialog.button(button).click()

    def stop(self) -> None:
        self.timer.stop()


def wheel(widget, steps=-1):
    """One notch of the mouse wheel over the middle of ``widget``, as Qt delivers it."""
    from qgis.PyQt.QtCore import QPoint, QPointF, Qt
    from qgis.PyQt.QtGui import QWheelEvent
    from qgis.PyQt.QtWidgets import QApplication

    at = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
