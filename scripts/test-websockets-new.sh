#!/usr/bin/env bash
# The WebSocket client against the newest websockets API (13+, websockets.asyncio.client),
# besides Debian's 10.4 (legacy API) that the main test run uses. A second venv, same tests.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-websockets-new
if [ ! -x "$venv/bin/python" ]; then
  /usr/bin/python3 -m venv --system-site-packages "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "websockets==15.0.1" pytest==9.2.0 pytest-timeout==2.4.0 hypothesis==6.170.17
"$venv/bin/python" -c "import websockets, sys; v = websockets.__version__; print('websockets', v); sys.exit(0 if int(v.split('.')[0]) >= 13 else 1)"
QT_QPA_PLATFORM=offscreen "$venv/bin/python" -m pytest -p no:pytest_qgis -p no:cacheprovider -q tests/unit/test_transports.py
