#!/usr/bin/env bash
# Installs the Debian packages the plugin, its tests and the reference agent need, when missing.
# Runs as root (CI) or through sudo when available; prints what it installs.
set -euo pipefail
need=()
/usr/bin/python3 -c "import qgis.core" 2>/dev/null || need+=(python3-qgis qgis-providers qgis)
for mod in websockets:python3-websockets requests:python3-requests lxml:python3-lxml \
           shapely:python3-shapely aiohttp:python3-aiohttp; do
  /usr/bin/python3 -c "import ${mod%%:*}" 2>/dev/null || need+=("${mod##*:}")
done
/usr/bin/python3 -c "import venv, ensurepip" 2>/dev/null || need+=(python3-venv)
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v lrelease >/dev/null && command -v lconvert >/dev/null || need+=(qttools5-dev-tools)
# PostgreSQL + PostGIS for the tests that accept suggestions into a PostGIS table (tests/postgis_server.py)
compgen -G "/usr/share/postgresql/*/extension/postgis.control" >/dev/null || need+=(postgresql-postgis)
# QGIS's own translations (/usr/share/qgis/i18n/qgis_*.qm): the terms translators take from QGIS
ls /usr/share/qgis/i18n/qgis_fr.qm >/dev/null 2>&1 || need+=(qgis-common)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  # one apt at a time on this machine: `.ci/run` builds the matrix roots (installing debootstrap
  # with apt) while this runs; apt's own locks fail at once, so both take this lock and wait
  APT=($SUDO apt-get -o DPkg::Lock::Timeout=600)
  command -v flock >/dev/null && APT=($SUDO flock /var/lib/apt/geosense.lock apt-get -o DPkg::Lock::Timeout=600)
  "${APT[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${APT[@]}" install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
