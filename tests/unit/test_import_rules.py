"""The layering of the plugin, checked from the source (see docs/architecture.md).

* ``geosense_dock/core`` imports neither Qt nor QGIS (it is typed and tested without them);
* nothing under ``geosense_dock/core`` or ``geosense_dock/map`` imports ``geosense_dock/ui``
  (widgets take what the map side offers, never the other way);
* the plugin's modules import each other without circles, and so do the reference agent's;
* every plugin module opens with a docstring (what it is for, what it must not touch).

Imports are read with :mod:`ast`, every one of them for the first two rules
(an import inside a function counts too), module-level ones (including those
under ``if TYPE_CHECKING:``) for circles. The checks run on a file tree, so
the helpers are tested on small made-up trees as well.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Dict, Iterable, List, Set, Tuple

ROOT = Path(__file__).resolve().parents[2]
QT_OR_QGIS = ("qgis", "PyQt5", "PyQt6", "PySide2", "PySide6", "sip")


def plugin_files(root: Path) -> List[Path]:
    files = [root / "__init__.py", root / "plugin.py", *sorted((root / "geosense_dock").rglob("*.py"))]
    return [f for f in files if f.exists()]


def agent_files(root: Path) -> List[Path]:
    return sorted((root / "reference_agent").rglob("*.py"))


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _is_package(root: Path, name: str) -> bool:
    return (root.joinpath(*name.split(".")) / "__init__.py").exists() if name else True


def _walk(nodes: Iterable[ast.stmt], top_only: bool):
    for node in nodes:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        if top_only and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody", "handlers"):
            children = getattr(node, field, None)
            if isinstance(children, list):
                yield from _walk([c for c in children if isinstance(c, ast.AST)], top_only)


def imports(root: Path, path: Path, top_only: bool = False, known: Set[str] = frozenset()) -> List[Tuple[str, int]]:
    """(absolute module name, line) for every import of ``path``; the plugin's own modules without
    the installed package's name (``geosense.``); a ``from X import name`` that names a submodule
    gives the submodule."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    me = module_name(root, path)
    package = me if _is_package(root, me) else me.rpartition(".")[0]
    known = known or {module_name(root, f) for f in plugin_files(root)}
    out: List[Tuple[str, int]] = []
    for node in _walk(tree.body, top_only):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.append((_own(alias.name), node.lineno))
            continue
        if node.level:
            base = package.split(".") if package else []
            base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = _own(node.module or "")
        for alias in node.names:
            sub = f"{target}.{alias.name}" if target else alias.name
            out.append((sub if sub in known else target, node.lineno))
    return out


def _own(name: str) -> str:
    return name[len("geosense."):] if name.startswith("geosense.") else name


def layer_problems(root: Path) -> List[str]:
    problems = []
    for path in plugin_files(root):
        me = module_name(root, path)
        for target, line in imports(root, path):
            where = f"{path.relative_to(root)}:{line} imports {target}"
            if me.startswith("geosense_dock.core") and target.split(".")[0] in QT_OR_QGIS:
                problems.append(f"{where}: core must not import Qt or QGIS")
            if (me.startswith(("geosense_dock.core", "geosense_dock.map"))
                    and (target == "geosense_dock.ui" or target.startswith("geosense_dock.ui."))):
                problems.append(f"{where}: core/ and map/ must not import ui/")
    return problems


def circles(root: Path, files: Iterable[Path] = ()) -> List[List[str]]:
    """Groups of modules (of ``files``, the plugin's by default) that import each other in a circle."""
    known = {module_name(root, f): f for f in (list(files) or plugin_files(root))}
    names = set(known)
    graph: Dict[str, Set[str]] = {
        name: {t for t, _ in imports(root, path, top_only=True, known=names) if t in known and t != name}
        for name, path in known.items()
    }
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    found: List[List[str]] = []

    def visit(v: str) -> None:  # Tarjan
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def undocumented(root: Path) -> List[str]:
    """The plugin modules that do not open with a docstring (what the module is for and what it
    must not touch: the first thing a newcomer reads)."""
    return [str(f.relative_to(root)) for f in plugin_files(root)
            if not (ast.get_docstring(ast.parse(f.read_text(encoding="utf-8"), str(f))) or "").strip()]


# ------------------------------------------------------------------ the plugin


def test_core_imports_no_qt_and_core_and_map_import_no_ui():
    assert layer_problems(ROOT) == []


def test_no_import_circles_in_the_plugin():
    found = circles(ROOT)
    assert found == [], "import circles: " + "; ".join(" <-> ".join(group) for group in found)


def test_no_import_circles_in_the_reference_agent():
    found = circles(ROOT, agent_files(ROOT))
    assert found == [], "import circles: " + "; ".join(" <-> ".join(group) for group in found)


def test_every_plugin_module_opens_with_what_it_is_for():
    assert undocumented(ROOT) == []


# ------------------------------------------------------------------ the checks themselves


def _tree(tmp_path: Path, files: Dict[str, str]) -> Path:
    (tmp_path / "geosense_dock").mkdir()
    for rel, text in {"__init__.py": "", "plugin.py": "", "geosense_dock/__init__.py": "", **files}.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        for parent in path.relative_to(tmp_path).parents:
            if str(parent).startswith("geosense_dock"):
                (tmp_path / parent / "__init__.py").touch()
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_the_rules_see_a_qt_import_in_core_and_a_ui_import_in_map(tmp_path):
    root = _tree(tmp_path, {
        "geosense_dock/core/a.py": "from qgis.PyQt.QtCore import QObject\n",
        "geosense_dock/map/b.py": "def f():\n    from ..ui.w import X\n",
        "geosense_dock/ui/w.py": "from ..map import b\n",
    })
    problems = layer_problems(root)
    assert len(problems) == 2, problems
    assert "core/a.py:1 imports qgis.PyQt.QtCore" in problems[0] and "Qt or QGIS" in problems[0]
    assert "map/b.py:2 imports geosense_dock.ui.w" in problems[1]


def test_circles_are_found_through_relative_and_type_checking_imports(tmp_path):
    root = _tree(tmp_path, {
        "geosense_dock/core/a.py": "from . import b\n",
        "geosense_dock/core/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import C\n",
        "geosense_dock/core/c.py": "from .a import thing\n",
        "geosense_dock/core/d.py": "def later():\n    from .a import thing\n",  # lazy: no circle
    })
    assert circles(root) == [["geosense_dock.core.a", "geosense_dock.core.b", "geosense_dock.core.c"]]


def test_a_module_without_a_docstring_is_found(tmp_path):
    root = _tree(tmp_path, {
        "geosense_dock/core/a.py": '"""Reads a."""\n',
        "geosense_dock/core/b.py": "# a comment is not a docstring\nx = 1\n",
    })
    (root / "plugin.py").write_text('"""The shell."""\n', encoding="utf-8")
    assert undocumented(root) == ["__init__.py", "geosense_dock/__init__.py", "geosense_dock/core/__init__.py",
                                  "geosense_dock/core/b.py"]


# ------------------------------------------------------------------ the table of docs/architecture.md

# each row of the table "Layers and what each may import": a layer, and the layers it may import
# (a layer may always import itself)
ALLOWED: Dict[str, Set[str]] = {
    "shell": {"integration", "extension_host", "flypix", "processing", "ui", "map", "core", "helpers"},
    "integration": {"ui", "map", "core", "helpers"},
    "extension_host": {"core", "helpers"},
    "flypix": {"extension_host", "map", "core", "helpers"},
    "ui": {"map", "core", "helpers"},
    "processing": {"map", "core", "helpers"},
    "map": {"core", "helpers"},
    "core": set(),
    "helpers": {"core"},
}
SUBPACKAGES = ("core", "map", "ui", "integration", "flypix", "processing")


def layer_of(module: str) -> str:
    """The row of the table ``module`` (a plugin module's name) belongs to; "" outside the plugin."""
    parts = module.split(".")
    if parts[0] in ("plugin", ""):
        return "shell"
    if parts[0] != "geosense_dock":
        return ""
    if len(parts) == 1:
        return "shell"  # geosense_dock/__init__.py
    if parts[1] in SUBPACKAGES:
        return parts[1]
    return "extension_host" if parts[1] == "extension_host" else "helpers"


def table_problems(root: Path) -> List[str]:
    """Every import of a plugin module that its layer's row of the table does not allow."""
    problems = []
    for path in plugin_files(root):
        me = module_name(root, path)
        mine = layer_of(me) or "shell"
        for target, line in imports(root, path):
            theirs = layer_of(target)
            if not theirs or theirs == mine:
                continue
            if theirs in ALLOWED[mine]:
                continue
            problems.append(f"{path.relative_to(root)}:{line} imports {target}: {mine} may not import {theirs}")
    return problems


def test_every_import_follows_its_row_of_the_table():
    assert table_problems(ROOT) == []


def test_the_table_names_every_helper_module():
    """The helpers row of docs/architecture.md lists exactly the top-level modules that are helpers."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| helpers |"))
    listed = set(re.findall(r"`([a-z0-9_]+)\.py`", row))
    present = {p.stem for p in (ROOT / "geosense_dock").glob("*.py")
               if p.stem != "__init__" and layer_of(f"geosense_dock.{p.stem}") == "helpers"}
    assert listed == present, f"listed {sorted(listed)}, present {sorted(present)}"


def test_the_table_rule_sees_a_flypix_import_of_a_ui_widget(tmp_path):
    root = _tree(tmp_path, {
        "geosense_dock/flypix/a.py": "from .. import plain\nfrom ..ui.dock import Dock\n",
        "geosense_dock/plain.py": "", "geosense_dock/ui/dock.py": "",
        "geosense_dock/processing/p.py": "from ..integration import x\n",
        "geosense_dock/integration/x.py": "from ..flypix import a\n",
        "geosense_dock/settings.py": "from .map import m\n", "geosense_dock/map/m.py": "",
    })
    problems = table_problems(root)
    assert len(problems) == 4, problems
    assert "flypix/a.py:2 imports geosense_dock.ui.dock: flypix may not import ui" in problems[0]
    assert "integration/x.py:1" in problems[1] and "processing/p.py:1" in problems[2]
    assert "settings.py:1 imports geosense_dock.map.m: helpers may not import map" in problems[3]
