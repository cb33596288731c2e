"""The ids a commit gives the features added in a layer's edit buffer.

A feature added while a layer is edited has a temporary id (negative, unique in
this QGIS session) until the edits are saved; saving gives it the provider's id.
QGIS reports each change of id while the commit runs, as ``featureDeleted(temporary)``
then ``featureAdded(saved)``. :class:`CommitIds` pairs them up for one commit;
should a QGIS not report each one, the buffer's temporary ids read before the
commit (``fallback``), newest first, pair up with the ids ``committedFeaturesAdded``
reports, in the order QGIS commits the added features in.

A commit that fails says nothing after ``beforeCommitChanges`` (the layer stays
in edit mode with its edits): :func:`when_commit_returns` tells when the commit
is over whatever its outcome, so that the user's next edits are not taken for it.
:class:`Commits` keeps the running commits of several layers, each ended then at
the latest.

Used by the provenance tracker (the records follow their features) and the
vector registry (a reference to a feature added before the save still finds it).
GUI thread (layer signals).
"""

from __future__ import annotations

import logging
from typing import Callable, Dict, Iterable, List, Optional

from qgis.PyQt.QtCore import QThread, QTimer

log = logging.getLogger("geosense.map")

NESTED_RETRY_MS = 50  # how often a commit running an event loop of its own is looked at again


def when_commit_returns(callback: Callable[[], None]) -> None:
    """Call ``callback`` once the commit that has just begun is over (call it from ``beforeCommitChanges``).

    QGIS commits on the GUI thread and at once: the commit is over when control is back in the event loop
    it began from. A provider that waits in an event loop of its own (a web service) runs that loop deeper:
    the commit is still running while it does."""
    thread = QThread.currentThread()
    level = thread.loopLevel()

    def check() -> None:
        if thread.loopLevel() > level:
            QTimer.singleShot(NESTED_RETRY_MS, check)
            return
        try:
            callback()
        except Exception:  # never into Qt's event loop
            log.exception("ending a commit failed")

    QTimer.singleShot(0, check)


class CommitIds:
    """The temporary id -> saved id of the features one commit of one layer saves."""

    def __init__(self, fallback: Iterable[int] = ()) -> None:
        self._pending: List[int] = sorted((int(fid) for fid in fallback), reverse=True)
        self._committed: List[int] = []
        self._last: Optional[int] = None
        self.pairs: Dict[int, int] = {}  # as QGIS reported them

    def deleted(self, fid: int) -> bool:
        """``featureDeleted(fid)`` during the commit: True when it is a temporary id about to be saved
        (not a deletion of the feature)."""
        if int(fid) < 0:
            self._last = int(fid)
            return True
        return False

    def added(self, fid: int) -> Optional[int]:
        """``featureAdded(fid)`` during the commit: the temporary id it replaces, or None (a saved id is never
        negative: QGIS takes a negative id for a feature not saved yet)."""
        old, self._last = self._last, None
        if old is not None and int(fid) >= 0:
            self.pairs[old] = int(fid)
            return old
        return None

    def committed(self, features: Iterable) -> None:
        """``committedFeaturesAdded``: the saved features, for the fallback (only read when it has ids)."""
        if self._pending:
            self._committed = [int(feature.id()) for feature in features]

    def fallback_pairs(self) -> Dict[int, int]:
        """The pairs the commit order gives, when it lines up (as many saved ids as temporary ones)."""
        if self._pending and len(self._pending) == len(self._committed):
            return dict(zip(self._pending, self._committed))
        return {}


class Commits:
    """The commits that run, by layer id: one begins at ``beforeCommitChanges`` and is over at
    ``afterCommitChanges`` or ``afterRollBack`` (:meth:`end`), or, should the commit fail and say
    nothing more, once control is back where it began (:func:`when_commit_returns`)."""

    def __init__(self) -> None:
        self._running: Dict[str, CommitIds] = {}

    def begin(self, layer_id: str, fallback: Iterable[int] = ()) -> CommitIds:
        commit = self._running[layer_id] = CommitIds(fallback)

        def returned() -> None:
            if self._running.get(layer_id) is commit:  # it failed: a commit that succeeds is over already
                del self._running[layer_id]

        when_commit_returns(returned)
        return commit

    def get(self, layer_id: str) -> Optional[CommitIds]:
        """The commit of that layer while it runs, else None."""
        return self._running.get(layer_id)

    def end(self, layer_id: str) -> None:
        self._running.pop(layer_id, None)
