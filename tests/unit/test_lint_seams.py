"""The ``seams`` check of `make lint` (scripts/lint.py): reaches into another object's private members
(SEAM001) and ``hasattr``/``getattr`` discoveries of collaborators (SEAM002), counted against ceilings.

The samples are the two ways the results' rooms used to extend the manager, and how they do now: a
highlight that called ``manager._new_result`` and kept its run in ``manager._runs``, and the find-similar
search that cached its lookup as ``pool._rows_by_annotation``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import lint  # noqa: E402

BEFORE = '''
def show(manager, layers, title):
    result = manager._new_result("highlight", title)
    for layer in layers:
        manager._add_layer(result, layer, "highlight")
    manager._publish(result)


class Run:
    def start(self):
        self.manager._runs.append(self)

    def search(self, pool, keys):
        lookup = getattr(pool, "_rows_by_annotation", None)
        if lookup is None:
            pool._rows_by_annotation = lookup = {}
        return [lookup[k] for k in keys if k in lookup]
'''

AFTER = '''
def show(manager, layers, title):
    result = manager.new_result(ResultKind.HIGHLIGHT, title)
    for layer in layers:
        manager.add_layer(result, layer, ResultKind.HIGHLIGHT)
    manager.publish(result)


class Run(ResultRun):
    def __init__(self, manager):
        super().__init__(manager)
        super()._track()
        self._found = {}
        self.__dict__.update(found=self._found)

    @classmethod
    def make(cls):
        return cls._default()

    def search(self, pool, keys):
        return pool.rows_by_prefix(keys)
'''


def scan(source: str, name: str = "sample.py"):
    return lint.scan_seams(Path(name), source)


def test_reaches_into_a_private_member_are_found():
    reaches, _ = scan(BEFORE)
    found = [f.split(" SEAM001 ")[1].split(":")[0] for f in reaches]
    assert found == ['manager._new_result', 'manager._add_layer', 'manager._publish', 'self.manager._runs',
                     "getattr(pool, '_rows_by_annotation')", 'pool._rows_by_annotation']
    assert all(f.startswith("sample.py:") and " SEAM001 " in f for f in reaches)
    assert reaches[0].startswith("sample.py:3:14: ")  # path:line:col, as the other checks report


def test_own_members_and_public_interfaces_are_not_reaches():
    reaches, discoveries = scan(AFTER)
    assert reaches == [] and discoveries == []


def test_the_check_fails_above_its_ceiling_and_lists_what_it_counts():
    reaches, discoveries = scan(BEFORE)
    findings, report = lint.seam_findings(reaches, discoveries, 0, 0)
    assert findings[0].startswith("SEAM001: 6 reaches") and "ceiling 0" in findings[0] and "6 too many" in findings[0]
    assert findings[1:] == reaches and report == ["SEAM002: 0 hasattr/getattr discoveries of collaborators "
                                                  "(declare the dependency and hand it in); ceiling 0 (scripts/"
                                                  "lint.py DISCOVERY_CEILING)"]
    findings, report = lint.seam_findings(reaches, discoveries, 6, 0)
    assert findings == [] and len(report) == 2
    findings, report = lint.seam_findings(reaches, discoveries, 9, 0, verbose=True)
    assert findings == [] and report[0].endswith("lower the ceiling to 6")
    assert report[1:7] == [f"  {r}" for r in reaches]
    after, after_discoveries = scan(AFTER)
    assert lint.seam_findings(after, after_discoveries, 0, 0)[0] == []


def test_a_reach_with_its_reason_is_silenced():
    source = "def f(resp):\n    return resp._sock  # noqa: SEAM001 - http.client keeps the socket there\n"
    assert scan(source) == ([], [])
    assert len(scan(source.replace("SEAM001", "SEAM002"))[0]) == 1


def test_collaborators_found_by_asking_are_found():
    source = '''
def wire(plugin, integration, value):
    panel = next(e for e in plugin.extensions if hasattr(e, "suggestion_panel"))
    dock = getattr(integration, "dock", None)
    if hasattr(plugin.controller, "_notice"):
        plugin.controller._notice("x")
    kind = getattr(self.transport, "kind", "")
    if hasattr(Qgis, "GeometryType") or hasattr(value, "isNull"):  # QGIS versions, a value's type
        pass
    return getattr(value, "name", "")
'''
    reaches, discoveries = scan(source)
    assert [f.split(" SEAM002 ")[1].split(":")[0] for f in discoveries] == [
        "hasattr(e, 'suggestion_panel')", "getattr(integration, 'dock')", "hasattr(plugin.controller, '_notice')",
        "getattr(self.transport, 'kind')"]
    assert [f.split(" SEAM001 ")[1].split(":")[0] for f in reaches] == [
        "hasattr(plugin.controller, '_notice')", "plugin.controller._notice"]


def test_the_plugin_stays_within_the_ceilings():
    reaches, discoveries = lint.seam_counts(lint.python_files(lint.SEAM_CODE))
    assert len(reaches) <= lint.PRIVATE_REACH_CEILING, "\n".join(reaches)
    assert len(discoveries) <= lint.DISCOVERY_CEILING, "\n".join(discoveries)
    assert not any("/map/results/" in f or "/map/preparer.py" in f or "/core/similarity.py" in f for f in reaches)
