#!/usr/bin/env bash
# Copy the checkout into a QGIS profile as the plugin folder `geosense` and enable it.
# Usage: scripts/install-plugin.sh PROFILES_DIR   (the profile used is PROFILES_DIR/profiles/default)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prof="$1/profiles/default"
dest="$prof/python/plugins/geosense"
rm -rf "$dest"
mkdir -p "$dest" "$prof/QGIS"
(cd "$root" && tar --exclude=./.git --exclude=./.venv --exclude=./out --exclude=./build --exclude=./dist \
   --exclude=__pycache__ --exclude=./tests --exclude=./reference_agent --exclude=./bench -cf - .) | tar -xf - -C "$dest"
ini="$prof/QGIS/QGIS3.ini"
if [ ! -f "$ini" ]; then
  printf '[PythonPlugins]\ngeosense=true\n[qgis]\ncheckVersion=false\nshowTips=false\n' > "$ini"
fi
echo "$dest"
