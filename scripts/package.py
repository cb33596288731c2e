"""Build the plugin zip the QGIS plugin repository accepts, and check it.

Usage: /usr/bin/python3 scripts/package.py [--out dist] [--check ZIP]

The zip holds one top folder, ``geosense`` (a valid Python identifier), with the
plugin's runtime files only: no tests, reference agent, benchmarks, scripts,
translation sources, caches or compiled Python; ``LICENSE`` and built ``.qm``
files included. ``check_zip`` is used by the tests and by this script.
"""

from __future__ import annotations

import argparse
import configparser
import fnmatch
import sys
import zipfile
from pathlib import Path
from typing import List

ROOT = Path(__file__).resolve().parents[1]
TOP = "geosense"

INCLUDE = ["metadata.txt", "__init__.py", "plugin.py", "LICENSE", "README.md", "geosense_dock", "resources", "i18n"]
EXCLUDE = ["*.pyc", "__pycache__", "*.ts", "*.pro", ".*", "*.orig", "*.rej", "*~"]
REQUIRED_METADATA = ["name", "qgisMinimumVersion", "description", "about", "version", "author", "email",
                     "repository"]
ALLOWED_SUFFIXES = {".py", ".txt", ".md", ".svg", ".qml", ".qm", ".png", ""}
FORBIDDEN_PARTS = {"tests", "reference_agent", "bench", "scripts", "__pycache__", ".git", "out", "build", "dist"}


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


def version() -> str:
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "metadata.txt", encoding="utf-8")
    return cfg["general"]["version"]


def build(out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{TOP}.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
        for f in files():
            zf.write(f, f"{TOP}/{f.relative_to(ROOT).as_posix()}")
    problems = check_zip(target)
    if problems:
        target.unlink()
        raise SystemExit("package rejected:\n- " + "\n- ".join(problems))
    return target


def check_zip(path: Path) -> List[str]:
    """What the plugin repository would reject in this zip (empty list: fine)."""
    problems: List[str] = []
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        tops = {n.split("/", 1)[0] for n in names}
        if tops != {TOP}:
            problems.append(f"expected one top folder '{TOP}', found {sorted(tops)}")
        if not TOP.isidentifier():
            problems.append("top folder is not a valid Python identifier")
        for required in ("metadata.txt", "__init__.py", "LICENSE"):
            if f"{TOP}/{required}" not in names:
                problems.append(f"{required} missing")
        for n in names:
            parts = n.split("/")
            if FORBIDDEN_PARTS & set(parts[1:]):
                problems.append(f"not for the package: {n}")
            suffix = Path(n).suffix
            if suffix not in ALLOWED_SUFFIXES:
                problems.append(f"file type not allowed (binary or source of a build step): {n}")
        if f"{TOP}/metadata.txt" in names:
            cfg = configparser.ConfigParser()
            cfg.read_string(zf.read(f"{TOP}/metadata.txt").decode("utf-8"))
            general = cfg["general"] if cfg.has_section("general") else {}
            for key in REQUIRED_METADATA:
                if not general.get(key):
                    problems.append(f"metadata.txt lacks '{key}'")
            icon = general.get("icon")
            if icon and f"{TOP}/{icon}" not in names:
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
