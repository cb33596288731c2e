"""Translations: extract user-visible strings into i18n/*.ts and build the .qm files.

Usage: /usr/bin/python3 scripts/i18n.py update   # refresh every i18n/geosense_*.ts
       /usr/bin/python3 scripts/i18n.py build    # lrelease → i18n/geosense_*.qm
       /usr/bin/python3 scripts/i18n.py check    # list strings without a translation, and broken ones

Languages: every ``i18n/geosense_<lang>.ts`` (``de``, ``fr``, ``pt_BR``, ``zh_CN``, …);
the plugin loads ``geosense_<lang>.qm`` for the QGIS locale (``fr_FR`` → ``fr``, ``pt_BR`` → ``pt_BR``).
A translation must keep the placeholders (``{0}``, ``{name}``, ``{0:g}``, ``%1``, ``%n``), tags
(``<b>``, ``</p>``) and entities (``&amp;``) of its source: :func:`problems` says what it breaks;
:func:`style_problems` what breaks a language's own rules (French no-break spaces before ``: ; ? !``
and inside ``« »``, English loanwords QGIS does not use, such as German "Feature").

Strings are found in the plugin's Python sources: calls ``tr("...")`` (the
module's ``tr`` helper names its context in ``QCoreApplication.translate``),
``self.tr("...")``, ``QCoreApplication.translate("Context", "...")``, the
markers ``QT_TRANSLATE_NOOP("Context", "...")`` and ``QT_TR_NOOP("...")`` for
strings kept in tables and translated later, and the Qt-free core's
``text("...")`` / ``texts.text("...")`` sentences (``geosense_dock/core/texts.py``,
context "GeoSense").
Existing translations are kept; strings no longer in the code are marked obsolete
(and come back translated if the string returns).
"""

from __future__ import annotations

import ast
import re
import shutil
import string
import subprocess  # nosec B404 - runs lrelease
import sys
import xml.etree.ElementTree as ET  # nosec B405 - only our own .ts files are read
from collections import OrderedDict
from pathlib import Path
from typing import Counter, Dict, List, Optional, Tuple

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
SOURCES = [ROOT / "plugin.py", ROOT / "__init__.py", *sorted((ROOT / "geosense_dock").rglob("*.py"))]
DEFAULT_CONTEXT = "GeoSense"
CORE_CONTEXT = "GeoSense"  # where geosense_dock.i18n.translated looks the core's sentences up

Messages = "OrderedDict[Tuple[str, str], List[str]]"  # (context, source) -> locations


def _str(node: ast.AST) -> Optional[str]:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _module_context(tree: ast.Module) -> str:
    """The context the module's ``tr`` helper passes to ``QCoreApplication.translate``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "translate" and call.args:
                    ctx = _str(call.args[0])
                    if ctx:
                        return ctx
    return DEFAULT_CONTEXT


def extract() -> OrderedDict[Tuple[str, str], List[str]]:
    found: OrderedDict[Tuple[str, str], List[str]] = OrderedDict()
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        module_ctx = _module_context(tree)
        core_text = any(isinstance(n, ast.ImportFrom) and (n.module or "").endswith("texts")
                        and any(a.name == "text" for a in n.names) for n in ast.walk(tree))
        classes: Dict[ast.AST, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for child in ast.walk(node):
                    classes.setdefault(child, node.name)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            ctx = source = None
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if isinstance(func, ast.Name) and name in ("tr", "QT_TR_NOOP") and node.args:
                ctx, source = module_ctx, _str(node.args[0])
            elif isinstance(func, ast.Attribute) and name == "tr" and node.args:
                ctx, source = classes.get(node, module_ctx), _str(node.args[0])
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2:
                ctx, source = _str(node.args[0]), _str(node.args[1])
            elif name == "text" and node.args and ((isinstance(func, ast.Name) and core_text) or (
                    isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "texts")):
                ctx, source = CORE_CONTEXT, _str(node.args[0])
            if ctx and source:
                loc = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
                found.setdefault((ctx, source), []).append(loc)
    return found


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:L?\d+|n)")
TAG = re.compile(r"<(/?)\s*([A-Za-z][\w-]*)\b[^<>]*?(/?)>")
ENTITY = re.compile(r"&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z]\w*);")
# words that stay as they are in every language: they do not make a sentence "translatable"
KEEP = {"geosense", "flypix", "websocket", "sse", "http", "https", "tls", "url", "api", "geopackage", "markdown",
        "html", "epsg", "wkb", "json", "numpy", "python", "connect", "ok", "id", "ids", "gpkg", "md", "px", "mib",
        "pendingapproval", "stream_chunk", "contexts", "credits", "artifact_data", "artifact_id", "done"}


def _tokens(pattern: re.Pattern, text: str) -> Counter[str]:
    from collections import Counter as _Counter

    return _Counter(m.group(0) if pattern is not TAG else f"<{m.group(1)}{m.group(2).lower()}{m.group(3)}>"
                    for m in pattern.finditer(text.replace("{{", "").replace("}}", "")))


def problems(source: str, translation: str) -> List[str]:
    """What ``translation`` breaks of ``source``: placeholders, Python format syntax, tags, entities."""
    found = []
    for what, pattern in (("placeholders", PLACEHOLDER), ("tags", TAG), ("entities", ENTITY)):
        want, have = _tokens(pattern, source), _tokens(pattern, translation)
        if want != have:
            lost, extra = sorted((want - have).elements()), sorted((have - want).elements())
            found.append(f"{what} differ" + (f"; missing {' '.join(lost)}" if lost else "")
                         + (f"; not in the source {' '.join(extra)}" if extra else ""))
    try:
        list(string.Formatter().parse(source))
    except ValueError:
        return found  # not a format string: its braces are plain text
    try:
        list(string.Formatter().parse(translation))
    except ValueError as exc:
        found.append(f"not a valid format string ({exc})")
    return found


NO_BREAK = "\u00a0\u202f"  # no-break space, narrow no-break space
FRENCH_BEFORE = ":;?!"
URL = re.compile(r"https?://\S*")


def french_spacing(translation: str) -> List[str]:
    """What French typography misses in ``translation``: a no-break space (U+00A0, or the narrow
    U+202F) before ``: ; ? !`` and inside ``« »``. Placeholders (``{0:g}``, ``{value!r}``), tags,
    entities and URLs are not text; a ``:`` or ``;`` followed by a letter or digit (``EPSG:3857``,
    ``;;`` of file filters) is not sentence punctuation."""
    bare = ENTITY.sub(" ", TAG.sub(" ", PLACEHOLDER.sub("X", URL.sub(" ", translation))))
    found = []
    for match in re.finditer(f"[{FRENCH_BEFORE}]", bare):
        i = match.start()
        after, before = bare[i + 1:i + 2], bare[i - 1:i]
        if match.group(0) == ";" and ";" in (before, after):
            continue  # the ";;" between file filters
        if after and not after.isspace() and after not in "»)]\"'”" + FRENCH_BEFORE:
            continue  # EPSG:3857, 10:30
        if before and before in FRENCH_BEFORE:
            continue  # "?!", ";;": the first sign carries the space
        if not before or before not in NO_BREAK:
            found.append(f"no no-break space before {match.group(0)!r} in …{bare[max(0, i - 12):i + 1]!r}")
    for match in re.finditer("«", bare):
        if bare[match.end():match.end() + 1] not in NO_BREAK or match.end() == len(bare):
            found.append("no no-break space after '«'")
    for match in re.finditer("»", bare):
        if match.start() == 0 or bare[match.start() - 1] not in NO_BREAK:
            found.append("no no-break space before '»'")
    return found


# words a language does not borrow from English: QGIS's own translation says it otherwise
# (language code or its prefix -> {English word: what to write instead}); whole words, any case,
# plural "s" included, parts of longer words (FeatureServer) not
LOANWORDS: Dict[str, Dict[str, str]] = {
    "de": {"Feature": "Objekt / Objekte (as QGIS German says)"},
}


def loanwords(language: str, translation: str) -> List[str]:
    """The forbidden English words (:data:`LOANWORDS`) ``translation`` uses in ``language``."""
    words: Dict[str, str] = {}
    for code, table in LOANWORDS.items():
        if language == code or language.startswith(code + "_"):
            words.update(table)
    bare = ENTITY.sub(" ", TAG.sub(" ", PLACEHOLDER.sub(" ", translation)))
    return [f"{found!r}: write {instead}" for word, instead in words.items()
            for found in re.findall(rf"\b{re.escape(word)}s?\b", bare, re.IGNORECASE)]


def style_problems(language: str, translation: str) -> List[Tuple[str, str]]:
    """(code, problem) of the language's own rules: I18N003 French spacing, I18N004 loanwords."""
    found = [("I18N003", p) for p in (french_spacing(translation) if language.split("_")[0] == "fr" else [])]
    return found + [("I18N004", p) for p in loanwords(language, translation)]


def same_as_source(source: str, translation: str) -> bool:
    """True when a sentence that needs translating was left in English (two words or more besides
    placeholders, tags and names that stay as they are)."""
    if translation.strip() != source.strip():
        return False
    bare = ENTITY.sub(" ", TAG.sub(" ", PLACEHOLDER.sub(" ", source)))
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]+", bare) if w.lower() not in KEEP]
    return len(words) >= 2


def read_ts(path: Path, include_obsolete: bool = True) -> Dict[Tuple[str, str], str]:
    """(context, source) -> translation; obsolete ones too unless told (they come back when a string returns)."""
    if not path.exists():
        return {}
    out = {}
    root = ET.parse(path).getroot()  # nosec B314 - our own file
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            tr_el = message.find("translation")
            if tr_el is None or not tr_el.text:
                continue
            if tr_el.get("type") == "unfinished" or (
                    tr_el.get("type") in ("obsolete", "vanished") and not include_obsolete):
                continue
            out[(name, source)] = tr_el.text
    return out


def write_ts(path: Path, language: str, messages, translations: Dict[Tuple[str, str], str]) -> None:
    """Every string of the code, translated or ``unfinished``; translations of strings gone from the
    code stay as ``vanished`` (lrelease leaves them out). Locations name files, not lines, so the
    file changes only when strings do."""
    root = ET.Element("TS", version="2.1", language=language)
    by_ctx: Dict[str, list] = {}
    for (ctx, source), locs in messages.items():
        files = list(dict.fromkeys(loc.rsplit(":", 1)[0] for loc in locs))
        by_ctx.setdefault(ctx, []).append((source, files, False))
    for (ctx, source), _translation in translations.items():
        if (ctx, source) not in messages:
            by_ctx.setdefault(ctx, []).append((source, [], True))
    for ctx in sorted(by_ctx):
        c = ET.SubElement(root, "context")
        ET.SubElement(c, "name").text = ctx
        for source, files, vanished in sorted(by_ctx[ctx], key=lambda item: item[0]):
            m = ET.SubElement(c, "message")
            for file in files[:3]:
                ET.SubElement(m, "location", filename=f"../{file}")
            ET.SubElement(m, "source").text = source
            t = ET.SubElement(m, "translation")
            text = translations.get((ctx, source))
            if text:
                t.text = text
                if vanished:
                    t.set("type", "vanished")
            else:
                t.set("type", "unfinished")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update() -> None:
    messages = extract()
    I18N.mkdir(exist_ok=True)
    for ts in sorted(I18N.glob("geosense_*.ts")):
        lang = ts.stem.split("_", 1)[1]
        write_ts(ts, lang, messages, read_ts(ts))
        print(f"{ts.relative_to(ROOT)}: {len(messages)} strings")


def lrelease() -> str:
    for candidate in ("lrelease", "/usr/lib/qt5/bin/lrelease", "/usr/lib/x86_64-linux-gnu/qt5/bin/lrelease"):
        found = shutil.which(candidate) or (candidate if Path(candidate).exists() else None)
        if found:
            return found
    raise SystemExit("lrelease not found (Debian package qttools5-dev-tools)")


def build() -> None:
    tool = lrelease()
    for qm in I18N.glob("geosense_*.qm"):
        if not qm.with_suffix(".ts").exists():
            qm.unlink()  # a language no longer in the checkout is not packaged
    for ts in sorted(I18N.glob("geosense_*.ts")):
        subprocess.run([tool, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)  # nosec B603 - lrelease on our files
        print(f"{ts.with_suffix('.qm').relative_to(ROOT)}")


def check() -> int:
    messages = extract()
    missing = 0
    for ts in sorted(I18N.glob("geosense_*.ts")):
        have = read_ts(ts, include_obsolete=False)
        for key in messages:
            if not have.get(key):
                missing += 1
                print(f"{ts.name}: [{key[0]}] {key[1]}")
        lang = ts.stem.split("_", 1)[1]
        for (ctx, source), translation in have.items():
            for problem in problems(source, translation) + [p for _code, p in style_problems(lang, translation)]:
                missing += 1
                print(f"{ts.name}: [{ctx}] {source!r}: {problem}")
    return missing


def main() -> None:
    cmd = sys.argv[1] if len(sys.argv) > 1 else "update"
    if cmd == "update":
        update()
    elif cmd == "build":
        build()
    elif cmd == "check":
        sys.exit(1 if check() else 0)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
