"""commit_ids: pairing a commit's temporary and saved ids, and telling when a commit is over."""

from __future__ import annotations

from qgis.PyQt.QtCore import QEventLoop, QTimer

from geosense.geosense_dock.map import commit_ids
from geosense.geosense_dock.map.commit_ids import CommitIds, when_commit_returns


class _Feature:
    def __init__(self, fid):
        self._fid = fid

    def id(self):  # noqa: A003 - QgsFeature's name
        return self._fid


def test_pairs_as_reported_and_the_fallback_in_commit_order():
    commit = CommitIds([-3, -1, -2])
    assert commit.deleted(-1) and commit.added(10) == -1
    assert not commit.deleted(4)  # a saved feature deleted: not a change of id
    assert commit.added(11) is None  # no temporary id before it
    assert commit.deleted(-2) and commit.added(-9) is None  # a saved id is never negative
    commit.committed([_Feature(10), _Feature(12), _Feature(13)])
    assert commit.pairs == {-1: 10}
    assert commit.fallback_pairs() == {-1: 10, -2: 12, -3: 13}
    short = CommitIds([-1, -2])
    short.committed([_Feature(5)])
    assert short.fallback_pairs() == {}  # does not line up: nothing guessed
    assert CommitIds().fallback_pairs() == {}


def test_a_commit_is_over_when_control_is_back_in_its_event_loop(qgis_app, monkeypatch):
    monkeypatch.setattr(commit_ids, "NESTED_RETRY_MS", 1)
    over = []
    when_commit_returns(lambda: over.append(True))
    nested = QEventLoop()  # a provider waiting on the network inside the commit runs a loop of its own
    seen_inside = []

    def inside():
        seen_inside.append(bool(over))
        if len(seen_inside) < 5:
            QTimer.singleShot(1, inside)
        else:
            nested.quit()

    QTimer.singleShot(0, inside)
    nested.exec()
    assert seen_inside == [False] * 5  # still running while the nested loop runs
    # back where the commit began (here no event loop runs, as under a script: events are processed by hand;
    # wait_for would run a loop of its own, a level deeper)
    for _ in range(10_000):
        if over:
            break
        qgis_app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)
    assert over == [True]


def test_a_callback_that_raises_is_logged_not_raised_into_qt(qgis_app, caplog):
    def broken():
        raise RuntimeError("boom")

    when_commit_returns(broken)
    qgis_app.processEvents()
    assert "ending a commit failed" in caplog.text
