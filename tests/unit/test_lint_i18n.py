"""The language rules of the `i18n` check (scripts/i18n.py, scripts/lint.py): French no-break spaces
(I18N003) and English loanwords a language's QGIS does not use (I18N004)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import lint  # noqa: E402

import i18n  # noqa: E402

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize("translation", [
    f"Ce message dépasse {{0}} Mio{NBSP}: seul son début est affiché.",
    f"Voulez-vous le remplacer{NBSP}?",
    f"Attention{NNBSP}! le jeton{NBSP}; le mot de passe",
    f"crs doit être un texte comme «{NBSP}EPSG:3857{NBSP}»",
    "Fichiers Markdown (*.md);;Tous les fichiers (*)",
    "Valeur {0:g} et {value!r}, à 10:30",
    "voir https://example.com/a?b=c:d",
    f"<b>Titre</b>{NBSP}: &lt;texte&gt;",
    f"Quoi{NBSP}?!",
    "Sans ponctuation",
])
def test_french_that_keeps_the_rule(translation):
    assert i18n.french_spacing(translation) == []


@pytest.mark.parametrize("translation,signs", [
    ("Ce message dépasse {0} Mio : seul son début est affiché.", [":"]),
    ("Voulez-vous le remplacer ?", ["?"]),
    ("mot de passe ; saisissez plutôt le jeton", [";"]),
    ("Attention!", ["!"]),
    ("set-map-view : crs doit être un texte comme « EPSG:3857 »", [":", "«", "»"]),
    ("Couche {0}: vide", [":"]),
])
def test_french_without_the_no_break_space_is_found(translation, signs):
    found = i18n.french_spacing(translation)
    assert len(found) == len(signs), found
    for sign, problem in zip(signs, found):
        assert repr(sign) in problem, (sign, problem)


def test_loanwords_are_per_language_and_whole_words():
    assert i18n.loanwords("de", "die Features des Vektors") == [
        "'Features': write Objekt / Objekte (as QGIS German says)"]
    assert i18n.loanwords("de", "ein Feature und eine Feature-ID")[1].startswith("'Feature'")
    assert i18n.loanwords("de_AT", "das Feature") != []
    assert i18n.loanwords("de", "die Objekte des Vektors; ArcGIS-FeatureServer") == []
    assert i18n.loanwords("fr", "les Features") == []  # not in the list for French
    assert i18n.loanwords("de", "{feature} <feature/>") == []  # placeholders and tags are not words


def test_style_problems_name_their_codes():
    assert i18n.style_problems("fr", "Voulez-vous ?") == [("I18N003", i18n.french_spacing("Voulez-vous ?")[0])]
    assert i18n.style_problems("fr_CA", "Voulez-vous ?")[0][0] == "I18N003"
    assert i18n.style_problems("de", "Voulez-vous ?") == []  # the French rule is French only
    assert [code for code, _ in i18n.style_problems("de", "Features: keine")] == ["I18N004"]


def test_the_check_reports_both_rules_in_the_files_of_a_folder(tmp_path):
    def catalog(lang: str, messages) -> str:
        body = "".join(f"<message><source>{s}</source><translation>{t}</translation></message>" for s, t in messages)
        return f'<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="{lang}"><context>' \
               f"<name>GeoSense</name>{body}</context></TS>"

    (tmp_path / "geosense_fr_CA.ts").write_text(catalog("fr_CA", [
        ("Replace it?", "Le remplacer ?"), ("Send", "Envoyer"), ("Export: {0}", f"Exporter{NBSP}: {{0}}")]),
        encoding="utf-8")
    (tmp_path / "geosense_de.ts").write_text(catalog("de", [
        ("the vector's features have no data", "die Features des Vektors enthalten keine Daten"),
        ("Replace it?", "Ersetzen?")]), encoding="utf-8")
    found = [f for f in lint.check_i18n(tmp_path) if " I18N001 " not in f]
    assert len(found) == 2, found
    assert found[0].startswith("i18n/geosense_de.ts: I18N004 [GeoSense] \"the vector's features have no data\"")
    assert found[1].startswith("i18n/geosense_fr_CA.ts: I18N003 [GeoSense] 'Replace it?'")


def test_the_translations_keep_both_rules():
    found = [f for f in lint.check_i18n() if " I18N003 " in f or " I18N004 " in f]
    assert found == [], "\n".join(found)
