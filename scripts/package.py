"""Build the plugin zip the QGIS plugin repository accepts, and check it.

Usage: /usr/bin/python3 scripts/package.py [--out dist] [--check ZIP]

The zip holds one top folder, ``geosense`` (a valid Python identifier), with the
plugin's runtime files only: no tests, reference agent, benchmarks, scripts,
docs, translation sources, caches, compiled Python or other binaries; ``LICENSE``
and the ``.qm`` translations (built here from ``i18n/*.ts``) included. Icons are
SVG files, no compiled Qt resources. ``check_zip`` lists what the plugin
repository would reject; the tests and this script use it.
"""

from __future__ import annotations

import argparse
import configparser
import fnmatch
import re
import sys
import zipfile
from pathlib import Path
from typing import List

ROOT = Path(__file__).resolve().parents[1]
TOP = "geosense"

INCLUDE = ["metadata.txt", "__init__.py", "plugin.py", "LICENSE", "README.md", "geosense_dock", "resources", "i18n"]
EXCLUDE = ["*.pyc", "*.pyo", "__pycache__", "*.ts", "*.pro", ".*", "*.orig", "*.rej", "*~"]
# the plugin repository refuses an upload without these (https://plugins.qgis.org/publish/)
REQUIRED_METADATA = ["name", "qgisMinimumVersion", "description", "about", "version", "author", "email",
                     "repository", "tracker"]
ALLOWED_SUFFIXES = {".py", ".txt", ".md", ".svg", ".qml", ".qm", ".png", ""}
ALLOWED_NO_SUFFIX = {"LICENSE"}
FORBIDDEN_PARTS = {"tests", "reference_agent", "bench", "scripts", "docs", "__pycache__", ".git", "out", "build",
                   "dist", ".venv"}
# compiled Qt resources and generated forms: icons and widgets come from files and code
GENERATED = ["resources_rc.py", "*_rc.py", "ui_*.py", "*.ui"]
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed entry times: the same sources give the same zip


def _excluded(path: Path) -> bool:
    return any(fnmatch.fnmatch(part, pattern) for part in path.parts for pattern in EXCLUDE)


def files() -> List[Path]:
    out: List[Path] = []
    for name in INCLUDE:
        p = ROOT / name
        if p.is_file():
            out.append(p)
        elif p.is_dir():
            out += sorted(f for f in p.rglob("*") if f.is_file() and not _excluded(f.relative_to(ROOT)))
    return out


def metadata() -> configparser.SectionProxy:
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "metadata.txt", encoding="utf-8")
    return cfg["general"]


def version() -> str:
    return metadata()["version"]


def build_translations() -> None:
    """``i18n/*.qm`` from the ``.ts`` sources (the .qm files are build products, not in git)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import i18n

    i18n.build()


def build(out_dir: Path) -> Path:
    build_translations()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{TOP}.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for f in files():
            info = zipfile.ZipInfo(f"{TOP}/{f.relative_to(ROOT).as_posix()}", ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, f.read_bytes())
    problems = check_zip(target)
    if problems:
        target.unlink()
        raise SystemExit("package rejected:\n- " + "\n- ".join(problems))
    return target


def check_zip(path: Path) -> List[str]:
    """What the plugin repository would reject in this zip (empty list: fine)."""
    problems: List[str] = []
    with zipfile.ZipFile(path) as zf:
        names = [n for n in zf.namelist() if not n.endswith("/")]
        tops = {n.split("/", 1)[0] for n in names}
        if tops != {TOP}:
            problems.append(f"expected one top folder '{TOP}', found {sorted(tops)}")
        for top in tops:
            if not top.isidentifier():
                problems.append(f"top folder {top!r} is not a valid Python identifier")
        top = next(iter(tops)) if len(tops) == 1 else TOP
        for required in ("metadata.txt", "__init__.py", "LICENSE"):
            if f"{top}/{required}" not in names:
                problems.append(f"{required} missing")
        for n in names:
            parts = n.split("/")
            name = parts[-1]
            if FORBIDDEN_PARTS & set(parts[1:]):
                problems.append(f"not for the package: {n}")
            suffix = Path(n).suffix
            if suffix not in ALLOWED_SUFFIXES or (not suffix and name not in ALLOWED_NO_SUFFIX):
                problems.append(f"file type not allowed (binary or source of a build step): {n}")
            if any(fnmatch.fnmatch(name, pattern) for pattern in GENERATED):
                problems.append(f"generated Qt file (load icons and forms from files): {n}")
            if name.startswith("."):
                problems.append(f"hidden file: {n}")
        if not any(re.fullmatch(rf"{re.escape(top)}/i18n/geosense_\w+\.qm", n) for n in names):
            problems.append("no built translation (i18n/geosense_*.qm)")
        elif top == TOP:
            for ts in sorted((ROOT / "i18n").glob("geosense_*.ts")):
                if f"{top}/i18n/{ts.stem}.qm" not in names:
                    problems.append(f"the translation {ts.stem}.qm is not built")
        if f"{top}/metadata.txt" in names:
            cfg = configparser.ConfigParser()
            cfg.read_string(zf.read(f"{top}/metadata.txt").decode("utf-8"))
            general = cfg["general"] if cfg.has_section("general") else {}
            for key in REQUIRED_METADATA:
                if not general.get(key):
                    problems.append(f"metadata.txt lacks '{key}'")
            if general.get("version") and not re.fullmatch(r"\d+\.\d+(\.\d+)?([-.\w]*)", general["version"]):
                problems.append(f"metadata.txt: version {general['version']!r} is not like 1.2.3")
            icon = general.get("icon")
            if not icon:
                problems.append("metadata.txt names no icon")
            elif f"{top}/{icon}" not in names:
                problems.append(f"icon {icon} named in metadata.txt is not in the zip")
    return problems


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="dist")
    parser.add_argument("--check")
    args = parser.parse_args()
    if args.check:
        problems = check_zip(Path(args.check))
        print("\n".join(problems) or "ok")
        sys.exit(1 if problems else 0)
    target = build(Path(args.out))
    print(f"{target} (version {version()}, {target.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
