"""`make package`: the zip the QGIS plugin repository accepts, unpacked and checked file by file."""

from __future__ import annotations

import configparser
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import package  # noqa: E402

REQUIRED = ["name", "qgisMinimumVersion", "description", "about", "version", "author", "email", "repository",
            "tracker"]


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    target = package.build(out)
    dest = tmp_path_factory.mktemp("unpacked")
    with zipfile.ZipFile(target) as zf:
        zf.extractall(dest)
    return target, dest


def test_one_top_folder_that_is_a_python_identifier(unpacked):
    _zip, dest = unpacked
    tops = [p.name for p in dest.iterdir()]
    assert tops == ["geosense"]
    assert tops[0].isidentifier()


def test_metadata_has_every_required_field_and_the_icon_is_a_file(unpacked):
    _zip, dest = unpacked
    cfg = configparser.ConfigParser()
    cfg.read(dest / "geosense" / "metadata.txt", encoding="utf-8")
    general = cfg["general"]
    assert [key for key in REQUIRED if not general.get(key)] == []
    assert general["qgisMinimumVersion"] == "3.22"
    icon = dest / "geosense" / general["icon"]
    assert icon.is_file() and icon.suffix == ".svg"


def test_license_and_the_plugin_entry_points_are_inside(unpacked):
    _zip, dest = unpacked
    plugin = dest / "geosense"
    assert (plugin / "LICENSE").read_text(encoding="utf-8").strip()
    assert "def classFactory" in (plugin / "__init__.py").read_text(encoding="utf-8")
    assert (plugin / "plugin.py").is_file()
    assert (plugin / "geosense_dock" / "core" / "__init__.py").is_file()


def test_nothing_that_does_not_belong_in_a_plugin(unpacked):
    _zip, dest = unpacked
    files = [p.relative_to(dest).as_posix() for p in dest.rglob("*") if p.is_file()]
    dirs = {part for p in dest.rglob("*") if p.is_dir() for part in p.relative_to(dest).parts}
    assert not [f for f in files if f.endswith((".pyc", ".pyo", ".ts", ".pro", ".so", ".dll", ".exe", ".pyd"))]
    assert not dirs & {"__pycache__", "tests", "reference_agent", "bench", "scripts", "docs", ".git"}
    assert not [f for f in files if Path(f).name.startswith(".")]
    assert not [f for f in files if Path(f).name.endswith("_rc.py") or Path(f).name.startswith("ui_")]
    suffixes = {Path(f).suffix for f in files}
    assert suffixes <= {".py", ".txt", ".md", ".svg", ".qml", ".qm", ""}, suffixes


def test_translations_are_built_and_inside(unpacked):
    _zip, dest = unpacked
    languages = sorted(ts.stem for ts in (ROOT / "i18n").glob("geosense_*.ts"))
    assert {"geosense_de", "geosense_fr", "geosense_es"} <= set(languages)
    for name in languages:  # every language of the checkout, pt_BR and ja too when present
        qm = dest / "geosense" / "i18n" / f"{name}.qm"
        assert qm.is_file() and qm.stat().st_size > 1000, qm
    assert sorted(p.stem for p in (dest / "geosense" / "i18n").glob("*.qm")) == languages
    assert not list((dest / "geosense" / "i18n").glob("*.ts"))


def test_every_plugin_module_of_the_checkout_is_packaged(unpacked):
    _zip, dest = unpacked
    wanted = {p.relative_to(ROOT).as_posix() for p in (ROOT / "geosense_dock").rglob("*.py")
              if "__pycache__" not in p.parts}
    got = {p.relative_to(dest / "geosense").as_posix() for p in (dest / "geosense" / "geosense_dock").rglob("*.py")}
    assert wanted == got


def test_the_checker_reports_what_the_repository_rejects(tmp_path):
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("geo-sense/metadata.txt", "[general]\nname=x\n")
        zf.writestr("geo-sense/__pycache__/plugin.cpython-311.pyc", b"\0")
        zf.writestr("geo-sense/tests/test_x.py", "")
        zf.writestr("geo-sense/i18n/geosense_de.ts", "<TS/>")
        zf.writestr("geo-sense/resources_rc.py", "")
        zf.writestr("geo-sense/lib/helper.so", b"\0")
    problems = "\n".join(package.check_zip(bad))
    for expected in ("not a valid Python identifier", "LICENSE missing", "__pycache__", "tests/test_x.py",
                     "geosense_de.ts", "resources_rc.py", "helper.so", "lacks 'version'", "no built translation"):
        assert expected in problems, expected


def test_the_flypix_sdk_is_neither_shipped_nor_imported(unpacked):
    """FlyPix's SDK (and pydantic, httpx) are test tools only: no file of the plugin imports them."""
    import ast

    _zip, dest = unpacked
    plugin = dest / "geosense"
    assert not [name for name in ("flypix", "pydantic", "httpx") if (plugin / name).exists()]  # no vendored copy
    wanted = {"flypix", "pydantic", "httpx", "httpcore"}
    found = []
    for source in plugin.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            found += [f"{source.relative_to(plugin)}: {n}" for n in names if n.split(".")[0] in wanted]
    assert found == []
