"""`make lint`: every static check the project holds itself to; fails on any finding.

Usage: .venv/bin/python scripts/lint.py [--only NAME[,NAME...]] [--list] [-v]

Checks (configuration in pyproject.toml and setup.cfg):

  ruff      pycodestyle, pyflakes, isort, bugbear, pyupgrade on every Python file
  qgis      flake8-qgis (QGIS import rules, Qt6 removals) on every Python file
  mypy      the typed, Qt-free core (geosense_dock/core)
  bandit    the plugin's code with every test; the development tools (scripts,
            benchmarks, reference agent) without B101/B311 (asserts and
            pseudo-random data are fine in tools that never ship)
  secrets   detect-secrets over every file of the checkout
  qt6       an AST scan for QGIS 4 / Qt6 readiness, after the rules of QGIS's own
            pyqt5_to_pyqt6 migration script: Qt and QGIS enum values read
            without their enum class (``Qt.AlignLeft`` instead of
            ``Qt.AlignmentFlag.AlignLeft``; the live classes of the installed
            QGIS tell which attributes are enum values) and enum values Qt6
            renamed, imports from PyQt5/PyQt6/sip or ``qgis.PyQt.Qt`` instead of
            ``qgis.PyQt``, classes Qt6 moved out of QtWidgets, ``exec_()``,
            ``QVariant`` types and null QVariants, ``QRegExp``,
            ``QFontMetrics.width()``, ``QDesktopWidget`` / ``desktop()``,
            ``qApp``, ``activated[str]`` (and the other ``[str]`` signal
            overloads), ``QDateTime`` built from numbers or a ``QDate`` alone,
            ``addAction()`` with four arguments and compiled ``resources_rc``
  tr        user-visible string literals handed to widgets, message bars and
            dialogs without ``tr()`` (TR001), ``tr()`` of something that is not a
            plain literal (TR002: the string extractor cannot see it), and names
            bound to string literals (constants, dicts and tuples of them, locals,
            imported constants, functions returning them) that reach widgets, the
            message bar, dialogs, notices or the chat without ``tr()`` (TR003)
  seams     the plugin's parts meet through public interfaces: reaches into
            another object's private members (``obj._x`` where ``obj`` is not
            ``self``/``cls``/``super()``, or ``getattr(obj, "_x")``; SEAM001)
            and ``hasattr``/``getattr`` finding collaborators (SEAM002), counted
            over plugin.py and geosense_dock/; fails above the ceilings written
            here (they only go down); ``-v`` lists them
  i18n      every string of the code has a finished translation in every i18n/geosense_*.ts
            (I18N001), no translation breaks the placeholders, tags or entities of
            its source (I18N002), French (geosense_fr*.ts) puts a no-break space before
            ``: ; ? !`` and inside ``« »`` (I18N003), and no translation uses an English
            word its language's QGIS does not (I18N004, ``i18n.LOANWORDS``: German "Feature")

A finding that is a false positive is silenced where it occurs, with the reason:
``# noqa: CODE - why`` (ruff, flake8, qt6, tr, seams), ``# nosec BNNN - why`` (bandit),
``# pragma: allowlist secret - why`` (detect-secrets), ``# type: ignore[code]`` (mypy).
"""

from __future__ import annotations

import argparse
import ast
import enum
import importlib
import json
import os
import re
import subprocess  # nosec B404 - runs the linters installed in the venv
import sys
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
SKIP_DIRS = {".git", ".venv", "venv", "build", "out", "dist", "__pycache__", ".hypothesis", ".pytest_cache",
             ".ruff_cache", ".mypy_cache", ".qgis-settings"}
PLUGIN_CODE = ["__init__.py", "plugin.py", "geosense_dock"]
DEV_CODE = ["scripts", "bench", "reference_agent"]

Finding = str  # "path:line:col: CODE message"


# ----------------------------------------------------------------------------- files
def checkout_files() -> List[Path]:
    """Files of the checkout: tracked and new ones, without what .gitignore excludes."""
    try:
        out = subprocess.run(  # nosec B603 B607 - fixed git command line
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT, check=True, capture_output=True).stdout.decode("utf-8")
        paths = [ROOT / p for p in out.split("\0") if p]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout (e.g. an unpacked archive)
        paths = [p for p in ROOT.rglob("*") if p.is_file()]
    return sorted(p for p in paths if p.is_file() and not SKIP_DIRS & set(p.relative_to(ROOT).parts))


def python_files(under: Optional[Iterable[str]] = None) -> List[Path]:
    files = [p for p in checkout_files() if p.suffix == ".py"]
    if under is None:
        return files
    roots = [ROOT / u for u in under]
    return [p for p in files if any(p == r or r in p.parents for r in roots)]


def rel(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:  # a file outside the checkout (a test's sample)
        return path.as_posix()


def run_tool(args: List[str]) -> Tuple[int, str]:
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)  # nosec B603 - our own tool list
    return proc.returncode, (proc.stdout + proc.stderr).strip()


def tool(name: str) -> str:
    path = BIN / name
    if not path.exists():
        raise SystemExit(f"{name} is not installed: run `make venv` (requirements-dev.txt)")
    return str(path)


def noqa(lines: List[str], lineno: int, code: str) -> bool:
    """``# noqa: CODE`` (with a reason after it) on the line silences ``code`` there."""
    if not 0 < lineno <= len(lines):
        return False
    match = re.search(r"#\s*noqa:\s*([A-Z0-9, ]+)", lines[lineno - 1])
    return bool(match) and code in {c.strip() for c in match.group(1).split(",")}


# ----------------------------------------------------------------------------- external tools
def check_ruff() -> List[Finding]:
    code, out = run_tool([tool("ruff"), "check", "--no-cache", "--output-format", "concise", "--quiet",
                          *map(rel, python_files())])
    return [] if code == 0 else out.splitlines()


def check_qgis() -> List[Finding]:
    code, out = run_tool([tool("flake8"), *map(rel, python_files())])
    return [] if code == 0 else out.splitlines()


def check_mypy() -> List[Finding]:
    code, out = run_tool([tool("mypy"), "--no-error-summary"])
    return [] if code == 0 else out.splitlines()


def check_bandit() -> List[Finding]:
    findings: List[Finding] = []
    template = "{relpath}:{line}: {test_id} [{severity}] {msg}"
    for paths, skips in ((PLUGIN_CODE, []), (DEV_CODE, ["B101", "B311"])):
        files = list(map(rel, python_files(paths)))
        args = [tool("bandit"), "-q", "-f", "custom", "--msg-template", template, *files]
        if skips:
            args[2:2] = ["--skip", ",".join(skips)]
        code, out = run_tool(args)
        if code != 0:
            findings += [line for line in out.splitlines() if not line.startswith("[")]  # bandit's own log lines
            if not findings:
                findings.append(out)
    return findings


def check_secrets() -> List[Finding]:
    files = [rel(p) for p in checkout_files() if p.suffix not in {".png", ".svg", ".qm", ".zip"}]
    code, out = run_tool([tool("detect-secrets"), "scan", *files])
    if code != 0:
        return [out]
    results = json.loads(out).get("results", {})
    return [f"{path}:{hit['line_number']}: {hit['type']} (detect-secrets)" for path, hits in results.items()
            for hit in hits]


# ----------------------------------------------------------------------------- qt6 scan
class QtNames:
    """Resolves names a module imports from QGIS / Qt to the live objects, for enum checks."""

    PREFIXES = ("qgis",)

    def __init__(self) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        try:
            from qgis.PyQt.QtCore import Qt

            # sip's enum metaclass (PyQt5); PyQt6 enums are Python enums
            self._enumtype: Optional[type] = type(type(Qt.AlignmentFlag.AlignLeft))
            if issubclass(self._enumtype, enum.EnumMeta):
                self._enumtype = None
        except ImportError:
            self._enumtype = None

    def is_enum_type(self, obj: Any) -> bool:
        if isinstance(obj, type) and issubclass(obj, enum.Enum):
            return True
        return self._enumtype is not None and isinstance(obj, self._enumtype)

    def is_enum_member(self, obj: Any) -> bool:
        return isinstance(obj, enum.Enum) or (self._enumtype is not None and isinstance(type(obj), self._enumtype))

    @staticmethod
    def load(module: str, name: Optional[str] = None) -> Any:
        try:
            obj = importlib.import_module(module)
            return getattr(obj, name) if name else obj
        except Exception:  # noqa: BLE001 - an unresolvable name is simply not checked
            return None


def _import_map(tree: ast.AST, names: QtNames) -> Dict[str, Any]:
    bound: Dict[str, Any] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in QtNames.PREFIXES:
            for alias in node.names:
                obj = names.load(node.module, alias.name)
                if obj is None:
                    obj = names.load(f"{node.module}.{alias.name}")
                if obj is not None:
                    bound[alias.asname or alias.name] = obj
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in QtNames.PREFIXES and alias.asname:
                    obj = names.load(alias.name)
                    if obj is not None:
                        bound[alias.asname] = obj
    return bound


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return "?"


FORBIDDEN_MODULES = ("PyQt5", "PyQt6", "PySide2", "PySide6", "sip")
# moved from QtWidgets to QtGui in Qt6, and not re-exported by qgis.PyQt.QtWidgets (QAction and
# QShortcut are): import them from qgis.PyQt.QtGui where 3.22 has them, or through map/compat
MOVED_TO_QTGUI = {"QActionGroup", "QUndoCommand", "QUndoStack", "QUndoGroup", "QFileSystemModel"}


# Qt6 scan codes besides QT601-QT604 (the rules of QGIS's scripts/pyqt5_to_pyqt6)
QT6_RENAMED_ENUMS = {  # (class, value) -> the value's Qt6 spelling
    ("Qt", "MidButton"): "Qt.MouseButton.MiddleButton",
    ("Qt", "TextColorRole"): "Qt.ItemDataRole.ForegroundRole",
    ("Qt", "BackgroundColorRole"): "Qt.ItemDataRole.BackgroundRole",
    ("QPainter", "HighQualityAntialiasing"): "QPainter.RenderHint.Antialiasing",
}
# QVariant.Type values whose QMetaType.Type name differs (the others keep their name)
QMETATYPE_NAMES = {"Invalid": "UnknownType", "String": "QString", "StringList": "QStringList", "ByteArray":
                   "QByteArray", "Date": "QDate", "DateTime": "QDateTime", "Time": "QTime", "List": "QVariantList",
                   "Map": "QVariantMap", "Hash": "QVariantHash", "Color": "QColor", "Point": "QPoint",
                   "PointF": "QPointF", "Rect": "QRect", "RectF": "QRectF", "Size": "QSize", "SizeF": "QSizeF",
                   "Url": "QUrl", "Uuid": "QUuid", "Font": "QFont", "Icon": "QIcon", "Image": "QImage",
                   "Pixmap": "QPixmap", "Char": "QChar", "UserType": "User"}
STR_OVERLOAD_SIGNALS = {"activated": "textActivated", "highlighted": "textHighlighted",
                        "currentIndexChanged": "currentTextChanged"}
FONT_METRICS = ("QFontMetrics", "QFontMetricsF")


def _is_font_metrics(node: ast.AST, metrics_names: set) -> bool:
    """``node`` is a QFontMetrics: ``QFontMetrics(...)``, ``x.fontMetrics()`` or a name bound to one."""
    if isinstance(node, ast.Name):
        return node.id in metrics_names
    if isinstance(node, ast.Call):
        func = node.func
        return (isinstance(func, ast.Name) and func.id in FONT_METRICS) or (
            isinstance(func, ast.Attribute) and func.attr == "fontMetrics")
    return False


def scan_qt6(path: Path, source: str, names: QtNames) -> List[Finding]:
    tree = ast.parse(source, str(path))
    lines = source.splitlines()
    bound = _import_map(tree, names)
    out: List[Finding] = []
    metrics_names = {target.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
                     and _is_font_metrics(node.value, set()) for target in node.targets if isinstance(target, ast.Name)}

    def report(node: ast.AST, code: str, message: str) -> None:
        lineno = getattr(node, "lineno", 0)
        if not noqa(lines, lineno, code):
            out.append(f"{rel(path)}:{lineno}:{getattr(node, 'col_offset', 0) + 1}: {code} {message}")

    def resolve(node: ast.AST) -> Any:
        if isinstance(node, ast.Name):
            return bound.get(node.id)
        if isinstance(node, ast.Attribute):
            base = resolve(node.value)
            return getattr(base, node.attr, None) if base is not None else None
        return None

    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            imported = {alias.name for alias in node.names}
            if "QRegExp" in imported:
                report(node, "QT606", "QRegExp is gone in Qt6: use QRegularExpression")
            if "QDesktopWidget" in imported:
                report(node, "QT608", "QDesktopWidget is gone in Qt6: use QScreen (QWidget.screen(), "
                                      "QGuiApplication.screens())")
            if "qApp" in imported:
                report(node, "QT609", "qApp is gone in Qt6: use QApplication.instance()")
            if "resources_rc" in imported or (node.module or "").endswith("resources_rc"):
                report(node, "QT612", "compiled resources (resources_rc) are gone in QGIS 4: load files by path")
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in FORBIDDEN_MODULES:
            report(node, "QT601", f"import from {node.module}: import it through qgis.PyQt")
        elif isinstance(node, ast.ImportFrom) and node.module == "qgis.PyQt.Qt":
            report(node, "QT601", "import from qgis.PyQt.Qt (gone in QGIS 4): import Qt from qgis.PyQt.QtCore")
        elif isinstance(node, ast.ImportFrom) and node.module == "qgis.PyQt.QtWidgets":
            for alias in node.names:
                if alias.name in MOVED_TO_QTGUI:
                    report(node, "QT604", f"{alias.name} is in QtGui with Qt6, not in QtWidgets")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES:
                    report(node, "QT601", f"import {alias.name}: import it through qgis.PyQt")
        elif isinstance(node, ast.FunctionDef) and node.name == "exec_":
            report(node, "QT603", "a method exec_() is not called by Qt6: name it exec()")
        elif isinstance(node, ast.Name) and node.id in ("QRegExp", "QDesktopWidget", "qApp"):
            code, why = {"QRegExp": ("QT606", "QRegExp is gone in Qt6: use QRegularExpression"),
                         "QDesktopWidget": ("QT608", "QDesktopWidget is gone in Qt6: use QScreen"),
                         "qApp": ("QT609", "qApp is gone in Qt6: use QApplication.instance()")}[node.id]
            report(node, code, why)
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and \
                node.value.attr in STR_OVERLOAD_SIGNALS and isinstance(node.slice, ast.Name) and node.slice.id == "str":
            report(node, "QT610", f"{node.value.attr}[str] is gone in Qt6: use "
                                  f"{STR_OVERLOAD_SIGNALS[node.value.attr]} (or {node.value.attr} with the index)")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "width" and _is_font_metrics(func.value, metrics_names):
                report(node, "QT607", "QFontMetrics.width() is gone in Qt6: use horizontalAdvance()")
            elif isinstance(func, ast.Attribute) and func.attr == "desktop" and not node.args and not node.keywords:
                report(node, "QT608", "QApplication.desktop() (QDesktopWidget) is gone in Qt6: use QScreen")
            elif isinstance(func, ast.Attribute) and func.attr == "addAction" and len(node.args) >= 4:
                report(node, "QT614", "addAction() with four arguments changed in Qt6: make the QAction, then "
                                      "addAction(action)")
            elif isinstance(func, ast.Name) and func.id == "QVariant" and len(node.args) <= 1 and not (
                    node.args and not (isinstance(node.args[0], ast.Attribute) and _dotted(node.args[0].value) in (
                        "QVariant", "QVariant.Type"))):
                report(node, "QT605", "a null QVariant: use NULL (qgis.core) or None")
            elif isinstance(func, ast.Name) and func.id == "QDateTime" and (len(node.args) >= 6 or (
                    len(node.args) == 1 and isinstance(node.args[0], ast.Call)
                    and _dotted(node.args[0].func) == "QDate")):
                report(node, "QT613", "QDateTime from numbers or from a QDate alone is gone in Qt6: use "
                                      "QDateTime(QDate(...), QTime(...))")
        elif isinstance(node, ast.Attribute):
            if node.attr in ("exec_", "print_"):
                report(node, "QT603", f"{node.attr}() is gone in Qt6: use {node.attr[:-1]}()")
                continue
            base = _dotted(node.value)
            if base in ("QVariant", "QVariant.Type") and node.attr not in ("Type",) and node.attr[:1].isupper():
                report(node, "QT605", f"QVariant type {base}.{node.attr} is gone in Qt6: use "
                                      f"QMetaType.Type.{QMETATYPE_NAMES.get(node.attr, node.attr)}")
                continue
            renamed = QT6_RENAMED_ENUMS.get((base.split(".")[-1], node.attr))
            if renamed:
                report(node, "QT611", f"{base}.{node.attr} is gone in Qt6: use {renamed}")
                continue
            owner = resolve(node.value)
            if owner is None or not isinstance(owner, type) or names.is_enum_type(owner):
                continue
            value = getattr(owner, node.attr, None)
            if value is None or not names.is_enum_member(value):
                continue
            enum_name = type(value).__name__
            scoped = f"{_dotted(node.value)}.{enum_name}.{node.attr}"
            if getattr(getattr(owner, enum_name, None), node.attr, None) is None:
                scoped = f"{enum_name}.{node.attr}"
            report(node, "QT602", f"unscoped enum {_dotted(node)}: write {scoped}")
    return out


def check_qt6() -> List[Finding]:
    names = QtNames()
    findings: List[Finding] = []
    for path in python_files():
        findings += scan_qt6(path, path.read_text(encoding="utf-8"), names)
    return findings


# ----------------------------------------------------------------------------- tr scan
# method name -> positions of arguments that are shown to the user
UI_TEXT_METHODS: Dict[str, Tuple[int, ...]] = {
    "setText": (0,), "setToolTip": (0,), "setWindowTitle": (0,), "setPlaceholderText": (0,),
    "setStatusTip": (0,), "setWhatsThis": (0,), "setTitle": (0,), "setLabelText": (0,), "setSuffix": (0,),
    "setPrefix": (0,), "setSpecialValueText": (0,), "setHeaderLabels": (0,), "setHorizontalHeaderLabels": (0,),
    "setTabText": (1,), "addTab": (1,), "insertTab": (2,), "addItem": (0,), "addItems": (0,), "addRow": (0,),
    "addMenu": (0,), "showMessage": (0,), "setAccessibleName": (0,), "setAccessibleDescription": (0,),
    "pushInfo": (0, 1), "pushWarning": (0, 1), "pushCritical": (0, 1), "pushSuccess": (0, 1),
    "pushMessage": (0, 1), "createMessage": (0, 1), "setDescription": (0,), "_notice": (0,), "show_notice": (0,),
    "notice": (0,), "tell": (0,),
    "information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2), "about": (1, 2),
    "getText": (1, 2), "getItem": (1, 2), "getInt": (1, 2), "getDouble": (1, 2),
    "getSaveFileName": (1, 3), "getOpenFileName": (1, 3), "getExistingDirectory": (1,),
    "setItemText": (1,), "insertItem": (1,), "setHtml": (0,), "setButtonText": (1,), "setTabToolTip": (1,),
    "addSection": (0,), "setNameFilter": (0,),
}
# constructors whose text argument is shown
UI_TEXT_CLASSES: Dict[str, Tuple[int, ...]] = {
    "QLabel": (0,), "QPushButton": (0, 1), "QCheckBox": (0,), "QRadioButton": (0,), "QGroupBox": (0,),
    "QAction": (0, 1), "QMenu": (0,), "QMessageBox": (1, 2), "QCommandLinkButton": (0, 1),
    "QTreeWidgetItem": (0, 1), "QListWidgetItem": (0, 1), "QTableWidgetItem": (0,), "QToolButton": (),
    "QgsMessageBarItem": (0, 1),
}
# where a call of this name is not about widgets (logging, dict access...)
NOT_UI_OWNERS = {"log", "logger", "logging", "warnings", "self.log", "settings", "QgsMessageLog"}


def _shows_words(text: str) -> bool:
    """True when a literal has words a user reads (not markup, placeholders or symbols alone)."""
    stripped = re.sub(r"<[^>]*>|\{[^}]*\}|%\w|&\w+;|https?://\S+", "", text)
    return bool(re.search(r"[A-Za-z]{2,}", stripped))


def _untranslated(node: ast.AST) -> Optional[str]:
    """The reason ``node`` is a user-visible text that bypasses tr(), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return f"literal {node.value[:40]!r}" if _shows_words(node.value) else None
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return f"f-string {text[:40]!r}" if _shows_words(text) else None
    if isinstance(node, (ast.List, ast.Tuple)):
        for item in node.elts:
            why = _untranslated(item)
            if why:
                return why
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _untranslated(node.left) or _untranslated(node.right)
    return None


# the chat: what the dock shows as a message or notice (``send`` only on a controller or dock)
CHAT_TEXT_METHODS: Dict[str, Tuple[int, ...]] = {
    "send": (0,), "send_composed": (0,), "add_user": (0,), "add_notice": (0,), "_say": (0,),
}
CHAT_SEND_OWNERS = ("controller", "dock")
# calls whose result is translated text (or the core's text, translated where it is shown)
TRANSLATING_CALLS = {"tr", "translate", "text", "translated"}
# calls whose result is the text of their first argument (or of their receiver)
PASS_THROUGH_CALLS = {"str", "escape_text", "escape_attr", "escape", "esc", "text_html", "scrub_userinfo"}
PASS_THROUGH_METHODS = {"strip", "lstrip", "rstrip", "capitalize", "upper", "lower", "title", "get", "replace"}
MARKERS = {"QT_TRANSLATE_NOOP": 1, "QT_TR_NOOP": 0}  # marked for translation, still English: tr() it
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _prose(text: str) -> bool:
    """A constant that reads as a sentence (two words or more): not a key, path, code or single label."""
    stripped = re.sub(r"<[^>]*>|\{[^}]*\}|%\w|&\w+;|https?://\S+", " ", text)
    return bool(re.search(r"[A-Za-z]{2,}[^\S\n]+\S*[A-Za-z]{2,}", stripped))


def _str_value(node: ast.AST) -> Optional[str]:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _module_file(path: Path, module: Optional[str], level: int, name: Optional[str] = None) -> Optional[Path]:
    """The file ``from <dots><module> import <name>`` reads, seen from ``path`` (relative imports only)."""
    if level == 0:
        return None
    base = path.parent
    for _ in range(level - 1):
        base = base.parent
    target = base.joinpath(*[p for p in (module or "").split(".") if p], *([name] if name else []))
    for candidate in (target.with_suffix(".py"), target / "__init__.py"):
        if candidate.is_file():
            return candidate.resolve()
    return None


class TextFlow:
    """Which names and calls of a module hold untranslated prose (TR003): module- and class-level
    names bound to string literals (or dicts, tuples, lists of them), locals of the function at
    hand, names imported from the plugin's other modules, and calls of functions that return such
    text. ``index`` (shared by the modules of one scan) holds each file's constants, and, by name,
    what the functions of the plugin return: a call is followed when every function of that name
    returns untranslated prose."""

    def __init__(self, path: Path, tree: ast.Module, index: Optional[Dict[str, Any]] = None) -> None:
        self.path = path.resolve()
        self.tree = tree
        self.index = index if index is not None else {"modules": {}, "returns": {}}
        self.consts: Dict[str, str] = {}
        self.class_consts: Dict[str, str] = {}
        self.imported: Dict[str, Tuple[Path, str]] = {}
        self.modules: Dict[str, Path] = {}
        self.parents: Dict[ast.AST, ast.AST] = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                source = _module_file(self.path, node.module, node.level)
                for alias in node.names:
                    module = _module_file(self.path, node.module, node.level, alias.name)
                    if module is not None:
                        self.modules[alias.asname or alias.name] = module
                    elif source is not None:
                        self.imported[alias.asname or alias.name] = (source, alias.name)
        self.index["modules"][self.path] = self.consts
        for node in tree.body:
            self._bind(node, self.consts)
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    self._bind(item, self.class_consts)

    def _bind(self, node: ast.AST, into: Dict[str, str]) -> None:
        targets: List[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                why = self.reason(node.value, None, frozenset())
                if why:
                    into[target.id] = f"{target.id} (line {node.lineno}: {why})"

    def owner(self, node: ast.AST) -> Optional[ast.AST]:
        """The function ``node`` is in (None: module level)."""
        parent = self.parents.get(node)
        while parent is not None and not isinstance(parent, FUNCTIONS):
            parent = self.parents.get(parent)
        return parent

    def reason(self, node: ast.AST, scope: Optional[ast.AST], seen: frozenset) -> Optional[str]:
        """Why ``node`` holds untranslated prose, else None (translated, not text, or not known)."""
        if isinstance(node, ast.Constant):
            return f"{node.value[:40]!r}" if isinstance(node.value, str) and _prose(node.value) else None
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if _prose(text):
                return f"f-string {text[:40]!r}"
            return self._first([v.value for v in node.values if isinstance(v, ast.FormattedValue)], scope, seen)
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return self._first(node.elts, scope, seen)
        if isinstance(node, ast.Dict):
            return self._first([v for v in node.values if v is not None], scope, seen)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            return self._first([node.left, node.right], scope, seen)
        if isinstance(node, ast.IfExp):
            return self._first([node.body, node.orelse], scope, seen)
        if isinstance(node, ast.BoolOp):
            return self._first(node.values, scope, seen)
        if isinstance(node, ast.Subscript):
            return self.reason(node.value, scope, seen)
        if isinstance(node, ast.Name):
            return self._name(node.id, scope, seen)
        if isinstance(node, ast.Attribute):
            return self._attribute(node)
        if isinstance(node, ast.Call):
            return self._call(node, scope, seen)
        return None

    def _first(self, nodes: Iterable[ast.AST], scope: Optional[ast.AST], seen: frozenset) -> Optional[str]:
        for node in nodes:
            why = self.reason(node, scope, seen)
            if why:
                return why
        return None

    def _name(self, name: str, scope: Optional[ast.AST], seen: frozenset) -> Optional[str]:
        fn = scope
        while fn is not None:
            bound = self._local(fn, name, seen)
            if bound is not False:
                return bound or None
            fn = self.owner(fn)
        if name in self.consts:
            return self.consts[name]
        if name in self.imported:
            source, original = self.imported[name]
            return self.index["modules"].get(source, {}).get(original)
        return None

    def _local(self, fn: ast.AST, name: str, seen: frozenset):
        """Why the local ``name`` of ``fn`` holds untranslated prose; None if it does not; False: not a local."""
        if (id(fn), name) in seen:
            return None
        seen = seen | {(id(fn), name)}
        params = getattr(fn, "args", None)
        local = params is not None and any(a.arg == name for a in params.args + params.kwonlyargs)
        for node in ast.walk(fn):
            value = None
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
                value = node.value
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)) and isinstance(node.target, ast.Name) \
                    and node.target.id == name:
                value = node.value
            elif isinstance(node, (ast.For, ast.comprehension, ast.With, ast.ExceptHandler, ast.NamedExpr)):
                local = local or name in {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
                                          and isinstance(n.ctx, ast.Store)} or getattr(node, "name", None) == name
            if value is None or self.owner(node) is not fn:
                continue
            local = True
            why = self.reason(value, fn, seen)
            if why:
                return f"{name} = {why}"
        return None if local else False

    def _attribute(self, node: ast.Attribute) -> Optional[str]:
        base = node.value
        if isinstance(base, ast.Name):
            if base.id in self.modules:
                return self.index["modules"].get(self.modules[base.id], {}).get(node.attr)
            if base.id in ("self", "cls") or base.id[:1].isupper():
                return self.class_consts.get(node.attr)
        return None

    def _call(self, node: ast.Call, scope: Optional[ast.AST], seen: frozenset) -> Optional[str]:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in MARKERS:
            pos = MARKERS[name]
            text = _str_value(node.args[pos]) if len(node.args) > pos else None
            return f"{name}({text[:40]!r}) (marked, but not translated)" if text and _prose(text) else None
        if name in TRANSLATING_CALLS:
            return None
        if isinstance(func, ast.Attribute) and name == "format":
            return self._first([func.value, *node.args, *(k.value for k in node.keywords)], scope, seen)
        if isinstance(func, ast.Attribute) and name == "join" and node.args:
            return self.reason(node.args[0], scope, seen)
        if isinstance(func, ast.Attribute) and name in PASS_THROUGH_METHODS:
            return self.reason(func.value, scope, seen)
        if name in PASS_THROUGH_CALLS and node.args:
            return self.reason(node.args[0], scope, seen)
        returns = self.index["returns"].get(name)
        if returns and all(returns):
            return f"{name}(), which returns {returns[0]}"
        return None

    def note_returns(self) -> None:
        """Note in the index, by name, what each function of the module returns."""
        for fn in ast.walk(self.tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                why = None
                for node in ast.walk(fn):
                    if isinstance(node, ast.Return) and node.value is not None and self.owner(node) is fn:
                        why = why or self.reason(node.value, fn, frozenset())
                self.index["returns"].setdefault(fn.name, []).append(why)


def text_index(sources: Dict[Path, str]) -> Dict[str, Any]:
    """What TR003 follows from module to module: every module's constants, then what functions return."""
    index: Dict[str, Any] = {"modules": {}, "returns": {}}
    trees = {path: ast.parse(source, str(path)) for path, source in sources.items()}
    flows: List[TextFlow] = []
    for _round in range(2):  # a constant made of another module's constant, whatever the order
        flows = [TextFlow(path, tree, index) for path, tree in trees.items()]
    for flow in flows:
        flow.note_returns()
    return index


def scan_tr(path: Path, source: str, index: Optional[Dict[str, Any]] = None) -> List[Finding]:
    """TR001/TR002/TR003 of one module; ``index`` (:func:`text_index`) follows names and calls across
    modules (without it, within this one)."""
    tree = ast.parse(source, str(path))
    lines = source.splitlines()
    out: List[Finding] = []
    if index is None:
        index = text_index({path: source})
    flow = TextFlow(path, tree, index)
    helper_calls = {call for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef) and fn.name in ("tr", "translate")
                    for call in ast.walk(fn)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        positions: Tuple[int, ...] = ()
        if isinstance(func, ast.Attribute) and name in UI_TEXT_METHODS:
            if _dotted(func.value) in NOT_UI_OWNERS:
                continue
            positions = UI_TEXT_METHODS[name]
        elif isinstance(func, ast.Attribute) and name in CHAT_TEXT_METHODS:
            if name == "send" and not _dotted(func.value).split(".")[-1].lower().endswith(CHAT_SEND_OWNERS):
                continue
            positions = CHAT_TEXT_METHODS[name]
        elif name in UI_TEXT_CLASSES:
            positions = UI_TEXT_CLASSES[name]
        elif name in ("tr", "translate"):
            if node in helper_calls:  # the module's own tr(text) helper passes its parameter on
                continue
            args = node.args[1:2] if name == "translate" else node.args[:1]
            for arg in args:
                if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)) and not noqa(
                        lines, node.lineno, "TR002"):
                    out.append(f"{rel(path)}:{node.lineno}:{node.col_offset + 1}: TR002 {name}() of something "
                               f"that is not a string literal: the string extractor cannot find it")
            continue
        for pos in positions:
            if pos >= len(node.args):
                continue
            why = _untranslated(node.args[pos])
            if why:
                if not noqa(lines, node.lineno, "TR001"):
                    out.append(f"{rel(path)}:{node.lineno}:{node.col_offset + 1}: TR001 {name}() shows a {why} "
                               f"without tr()")
                continue
            bound = flow.reason(node.args[pos], flow.owner(node), frozenset())
            if bound and not noqa(lines, node.lineno, "TR003"):
                out.append(f"{rel(path)}:{node.lineno}:{node.col_offset + 1}: TR003 {name}() shows {bound} "
                           f"without tr()")
    return out


def check_tr() -> List[Finding]:
    paths = python_files(PLUGIN_CODE)
    sources = {path: path.read_text(encoding="utf-8") for path in paths}
    index = text_index(sources)
    findings: List[Finding] = []
    for path, source in sources.items():
        findings += scan_tr(path, source, index)
    return findings


# ----------------------------------------------------------------------------- seams
# Where the plugin's parts meet: a part uses another's public interface, never its private members
# (SEAM001), and gets its collaborators handed in, never found by asking hasattr/getattr (SEAM002).
# Both are counted over the plugin's code (tests may reach in); the check fails when a count goes above
# its ceiling. The ceilings only go down: lower them as reaches go (`lint.py --only seams -v` lists them).
SEAM_CODE = ["plugin.py", "geosense_dock"]
PRIVATE_REACH_CEILING = 0  # SEAM001
DISCOVERY_CEILING = 0  # SEAM002
OWN = ("self", "cls")
ATTRIBUTE_CALLS = ("getattr", "hasattr", "setattr", "delattr")
DISCOVERY_CALLS = ("getattr", "hasattr")
# the names the plugin's parts go by: a receiver called so, or an attribute looked up by one of these
# names, is a collaborator being discovered (not a QGIS API told apart by version, nor a value's type)
COLLABORATORS = frozenset({
    "answering_label", "backend_tools", "body", "chat_dock", "composer", "context_chips", "controller",
    "conversation", "dock", "endpoint", "extension", "extensions", "hub", "integration", "ledger", "listener",
    "manager", "panel", "preparer", "provenance", "registry", "resolver", "results", "runner", "session",
    "settings", "stop_button", "suggestion_panel", "tools", "tracker", "transport", "uploader", "uploads",
    "view", "widgets",
})
VERBOSE = False  # -v: list what the counts count, also when they are within their ceilings


def _private(name: str) -> bool:
    """``_x`` and ``__x``, not ``__x__`` (Python's own names)."""
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _own(node: ast.AST) -> bool:
    """``self``, ``cls`` or ``super()``: the object's own members."""
    if isinstance(node, ast.Name):
        return node.id in OWN
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _last_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def scan_seams(path: Path, source: str) -> Tuple[List[Finding], List[Finding]]:
    """(SEAM001, SEAM002) findings of one module: reaches into another object's private members
    (``obj._x``, or ``getattr(obj, "_x")`` and the like, where ``obj`` is not ``self``, ``cls`` or
    ``super()``), and ``hasattr``/``getattr`` asking a collaborator (:data:`COLLABORATORS`) what it has."""
    tree = ast.parse(source, str(path))
    lines = source.splitlines()
    reaches: List[Finding] = []
    discoveries: List[Finding] = []

    def report(into: List[Finding], node: ast.AST, code: str, message: str) -> None:
        lineno = getattr(node, "lineno", 0)
        if not noqa(lines, lineno, code):
            into.append(f"{rel(path)}:{lineno}:{getattr(node, 'col_offset', 0) + 1}: {code} {message}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr) and not _own(node.value):
            report(reaches, node, "SEAM001", f"{ast.unparse(node)}: a private member of another object")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ATTRIBUTE_CALLS \
                and len(node.args) >= 2:
            receiver, name = node.args[0], _str_value(node.args[1])
            if name is not None and _private(name) and not _own(receiver):
                report(reaches, node, "SEAM001", f"{node.func.id}({ast.unparse(receiver)}, {name!r}): a private "
                                                 f"member of another object")
            if node.func.id in DISCOVERY_CALLS and (_last_name(receiver) in COLLABORATORS or name in COLLABORATORS):
                report(discoveries, node, "SEAM002", f"{node.func.id}({ast.unparse(receiver)}, "
                                                     f"{ast.unparse(node.args[1])}): a collaborator found by "
                                                     f"asking, not handed in")
    return sorted(reaches, key=_line_order), sorted(discoveries, key=_line_order)


def _line_order(finding: Finding) -> Tuple[str, int, int]:
    path, line, col = (finding.split(":", 3) + ["0", "0"])[:3]
    return path, int(line) if line.isdigit() else 0, int(col) if col.isdigit() else 0


def seam_counts(paths: Iterable[Path]) -> Tuple[List[Finding], List[Finding]]:
    reaches: List[Finding] = []
    discoveries: List[Finding] = []
    for path in paths:
        found = scan_seams(path, path.read_text(encoding="utf-8"))
        reaches += found[0]
        discoveries += found[1]
    return reaches, discoveries


def seam_findings(reaches: List[Finding], discoveries: List[Finding], reach_ceiling: int,
                  discovery_ceiling: int, verbose: bool = False) -> Tuple[List[Finding], List[str]]:
    """(findings: a count above its ceiling, then what it counts; the report of the counts)."""
    findings: List[Finding] = []
    report: List[str] = []
    for code, found, ceiling, name, what in (
            ("SEAM001", reaches, reach_ceiling, "PRIVATE_REACH_CEILING",
             "reaches into another object's private members (offer a public method or hand the part in)"),
            ("SEAM002", discoveries, discovery_ceiling, "DISCOVERY_CEILING",
             "hasattr/getattr discoveries of collaborators (declare the dependency and hand it in)")):
        line = f"{code}: {len(found)} {what}; ceiling {ceiling} (scripts/lint.py {name})"
        if len(found) > ceiling:
            findings.append(f"{line}: {len(found) - ceiling} too many")
            findings += found
        else:
            report.append(line + (f": lower the ceiling to {len(found)}" if len(found) < ceiling else ""))
            if verbose:
                report += [f"  {f}" for f in found]
    return findings, report


def check_seams() -> List[Finding]:
    reaches, discoveries = seam_counts(python_files(SEAM_CODE))
    findings, report = seam_findings(reaches, discoveries, PRIVATE_REACH_CEILING, DISCOVERY_CEILING, VERBOSE)
    for line in report:
        print(f"   {line}", flush=True)
    return findings


# ----------------------------------------------------------------------------- translations
def check_i18n(folder: Optional[Path] = None) -> List[Finding]:
    """I18N001-I18N004 over the ``geosense_*.ts`` of ``folder`` (``i18n/``)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n

    messages = i18n.extract()
    findings: List[Finding] = []
    for ts in sorted((folder or ROOT / "i18n").glob("geosense_*.ts")):
        have = i18n.read_ts(ts, include_obsolete=False)
        for (ctx, source), locations in messages.items():
            if not have.get((ctx, source)):
                findings.append(f"{locations[0]}: I18N001 no translation in {ts.name} for [{ctx}] {source!r} "
                                f"(run `make translate`, then translate it)")
        lang = ts.stem.split("_", 1)[1]
        for (ctx, source), translation in have.items():
            for problem in i18n.problems(source, translation):
                findings.append(f"i18n/{ts.name}: I18N002 [{ctx}] {source!r}: {problem}")
            for code, problem in i18n.style_problems(lang, translation):
                findings.append(f"i18n/{ts.name}: {code} [{ctx}] {source!r}: {problem}")
    return findings


CHECKS: Dict[str, Callable[[], List[Finding]]] = {
    "ruff": check_ruff, "qgis": check_qgis, "mypy": check_mypy, "bandit": check_bandit, "secrets": check_secrets,
    "qt6": check_qt6, "tr": check_tr, "seams": check_seams, "i18n": check_i18n,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated checks: " + ", ".join(CHECKS))
    parser.add_argument("--list", action="store_true", help="list the checks and exit")
    parser.add_argument("-v", "--verbose", action="store_true", help="seams: list what is counted, also within "
                                                                      "the ceilings")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.verbose
    if args.list:
        print("\n".join(CHECKS))
        return
    chosen = args.only.split(",") if args.only else list(CHECKS)
    unknown = set(chosen) - set(CHECKS)
    if unknown:
        raise SystemExit(f"unknown check(s): {', '.join(sorted(unknown))}")
    failed = []
    for name in chosen:
        findings = CHECKS[name]()
        print(f"== {name}: {'ok' if not findings else f'{len(findings)} finding(s)'}", flush=True)
        for finding in findings:
            print(f"   {finding}", flush=True)
        if findings:
            failed.append(name)
    if failed:
        raise SystemExit(f"lint failed: {', '.join(failed)}")
    print("lint: all checks passed")


if __name__ == "__main__":
    main()
