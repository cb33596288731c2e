#!/usr/bin/env bash
# The WebSocket client against the newest websockets APIs (13+, websockets.asyncio.client),
# besides Debian's 10.4 (legacy API) that the main test run uses: 15.x (follows redirects with
# the handshake headers) and 17.x (strips credentials on cross-origin redirects). One venv per
# version, same tests.
set -euo pipefail
cd "$(dirname "$0")/.."
for version in 15.0.1 17.4; do
  venv=.venv-websockets-${version%%.*}
  if [ ! -x "$venv/bin/python" ]; then
    /usr/bin/python3 -m venv --system-site-packages "$venv"
  fi
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "websockets==$version" pytest==9.2.0 pytest-timeout==2.4.0 hypothesis==6.170.17
  "$venv/bin/python" -c "import websockets, sys; v = websockets.__version__; print('websockets', v); sys.exit(0 if v == '$version' else 1)"
  QT_QPA_PLATFORM=offscreen "$venv/bin/python" -m pytest -p no:pytest_qgis -p no:cacheprovider -q \
    tests/unit/test_transports.py tests/unit/test_redirects.py
done
