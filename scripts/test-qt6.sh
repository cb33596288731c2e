#!/usr/bin/env bash
# The Qt 6 dry run (QGIS 4 readiness): the plugin's modules that use Qt but not the QGIS API
# (ui/render, the message view, the composer, the reference chips, ...) imported and tested under
# PyQt6 from PyPI, with tests/qt6/standin as `qgis.PyQt` (a venv without the system's QGIS/PyQt5).
#   RESULTS=dir   also write JUnit XML there (qt6.xml)
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-qt6
if [ ! -f "$venv/.stamp" ] || [ tests/qt6/requirements.txt -nt "$venv/.stamp" ]; then
  rm -rf "$venv"
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check -r tests/qt6/requirements.txt
  touch "$venv/.stamp"
fi
junit=()
[ -z "${RESULTS:-}" ] || { mkdir -p "$RESULTS"; junit=(--junitxml="$RESULTS/qt6.xml"); }
# the tests of the Qt-only modules that need no QGIS: markup rendering into Qt documents, the
# message view and its tables, the composer's text handling, and the import of every Qt-only module
PYTHONPATH=tests/qt6/standin QT_QPA_PLATFORM=offscreen "$venv/bin/python" -m pytest -p tests.qt6.plugin \
  -p no:cacheprovider -q "${junit[@]}" \
  tests/qt6 tests/unit/markup tests/qgis/test_message_view.py tests/qgis/test_composer_text.py \
  tests/qgis/test_table_columns.py
