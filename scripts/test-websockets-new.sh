#!/usr/bin/env bash
# The WebSocket client and the reference agent's tests against the newest websockets API
# (websockets.asyncio, the only one 14+ has), besides the distribution's own websockets that the
# main test run uses (Debian 12: 10.4, legacy API; Debian 13: 15). A second venv, same tests.
#   RESULTS=dir   also write JUnit XML there (websockets-new.xml), as `make test` does
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-websockets-new
version=${WEBSOCKETS_VERSION:-17.4}
system=$(/usr/bin/python3 -c "import websockets; print(websockets.__version__)" 2>/dev/null || echo none)
if [ "${system%%.*}" = "${version%%.*}" ]; then  # e.g. Debian unstable: the main run used it
  echo "websockets $system of the system is already the newest major release: the main run tested it"
  exit 0
fi
if [ ! -x "$venv/bin/python" ]; then
  /usr/bin/python3 -m venv --system-site-packages "$venv"
fi
# the test tools (and the FlyPix SDK the agent's tests talk through) pinned as in requirements-dev.txt
mapfile -t tools < <(grep -E '^(pytest|pytest-timeout|hypothesis|flypix)==' requirements-dev.txt)
"$venv/bin/python" -m pip install -q --disable-pip-version-check "websockets==$version" "${tools[@]}"
"$venv/bin/python" -c "import websockets, sys; v = websockets.__version__; print('websockets', v); sys.exit(0 if int(v.split('.')[0]) >= 13 else 1)"
junit=()
[ -z "${RESULTS:-}" ] || { mkdir -p "$RESULTS"; junit=(--junitxml="$RESULTS/websockets-new.xml"); }
QT_QPA_PLATFORM=offscreen "$venv/bin/python" -m pytest -p no:pytest_qgis -p no:cacheprovider -q "${junit[@]}" \
  tests/unit/test_transports.py tests/agent
