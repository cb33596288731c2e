"""Every module of the plugin that uses Qt but not the QGIS API imports and works under PyQt6.

Run by the Qt 6 dry run (scripts/test-qt6.sh: ``qgis.PyQt`` is the PyQt6 stand-in, there is no
``qgis.core``); in a real QGIS it checks the same modules against Qt 5.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "geosense_dock"


def imports_of(path: Path):
    """(absolute module names, files of the package) that ``path`` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names, files = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
        elif isinstance(node, ast.ImportFrom):
            base = path.parent
            for _ in range(node.level - 1):
                base = base.parent
            stem = base.joinpath(*node.module.split(".")) if node.module else base
            targets = [stem] + [stem / alias.name for alias in node.names]
            for target in targets:
                for candidate in (target.with_suffix(".py"), target / "__init__.py"):
                    if candidate.is_file():
                        files.add(candidate)
    return names, files


def needs(path: Path, seen=None):
    """Every module name ``path`` imports, through the package's own modules too."""
    seen = set() if seen is None else seen
    if path in seen:
        return set()
    seen.add(path)
    names, files = imports_of(path)
    for parent in path.parents:  # importing a module imports its packages first
        if parent == PACKAGE.parent:
            break
        if (parent / "__init__.py").is_file():
            files.add(parent / "__init__.py")
    for file in files:
        names |= needs(file, seen)
    return names


def qt_only_modules():
    """Modules that import qgis.PyQt and nothing else of qgis (also through the package's modules)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        names = needs(path)
        qt = any(n.startswith("qgis.PyQt") for n in names)
        qgis = any(n.split(".")[0] == "qgis" and not n.startswith("qgis.PyQt") for n in names)
        if qt and not qgis:
            parts = path.relative_to(ROOT).with_suffix("").parts
            found.append("geosense." + ".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


QT_ONLY = qt_only_modules()


def test_the_qt_only_modules_are_the_expected_ones():
    for name in ("ui.message_view", "ui.composer", "ui.reference_chips", "ui.render.document", "i18n"):
        assert f"geosense.geosense_dock.{name}" in QT_ONLY


@pytest.mark.parametrize("name", QT_ONLY)
def test_module_imports(name, qgis_app):
    importlib.import_module(name)


def test_the_qt_behind_qgis_pyqt():
    import qgis
    from qgis.PyQt.QtCore import QT_VERSION_STR

    standin = Path(qgis.__file__).resolve().is_relative_to(Path(__file__).resolve().parent / "standin")
    assert QT_VERSION_STR.startswith("6.") == standin  # PyQt6 exactly in the dry run
