#!/usr/bin/env bash
# The WebSocket client and the reference agent's tests against the newer websockets APIs
# (websockets.asyncio, the only one 14+ has), besides the distribution's own websockets that the
# main test run uses (Debian 12: 10.4, legacy API; Debian 13: 15): 15.x (follows redirects with
# the handshake headers) and 17.x (strips credentials on cross-origin redirects). One venv per
# version; a version whose major release the system already has is skipped (the main run tested it).
#   RESULTS=dir   also write JUnit XML there (websockets-<major>.xml), as `make test` does
set -euo pipefail
cd "$(dirname "$0")/.."
system=$(/usr/bin/python3 -c "import websockets; print(websockets.__version__)" 2>/dev/null || echo none)
# the test tools (and the FlyPix SDK the agent's tests talk through) pinned as in requirements-dev.txt
mapfile -t tools < <(grep -E '^(pytest|pytest-timeout|hypothesis|flypix)==' requirements-dev.txt)
for version in ${WEBSOCKETS_VERSIONS:-15.0.1 17.4}; do
  major=${version%%.*}
  if [ "${system%%.*}" = "$major" ]; then
    echo "websockets $system of the system is release $major: the main run tested it"
    continue
  fi
  venv=.venv-websockets-$major
  [ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv --system-site-packages "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "websockets==$version" "${tools[@]}"
  "$venv/bin/python" -c "import websockets, sys; v = websockets.__version__; print('websockets', v); sys.exit(0 if v == '$version' else 1)"
  junit=()
  [ -z "${RESULTS:-}" ] || { mkdir -p "$RESULTS"; junit=(--junitxml="$RESULTS/websockets-$major.xml"); }
  QT_QPA_PLATFORM=offscreen "$venv/bin/python" -m pytest -p no:pytest_qgis -p no:cacheprovider -q "${junit[@]}" \
    tests/unit/test_transports.py tests/unit/test_redirects.py tests/agent
done
