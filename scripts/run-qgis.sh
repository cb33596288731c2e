#!/usr/bin/env bash
# `make run`: the reference agent on 127.0.0.1:PORT and QGIS with a throwaway profile in which
# the plugin is installed and enabled, on the demo project. Closing QGIS stops the agent.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
port="${1:-3003}"
cd "$root"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display: run 'xvfb-run -a make run' for a virtual one, or 'make demo' for screenshots." >&2
  exit 1
fi
QT_QPA_PLATFORM=offscreen /usr/bin/python3 scripts/make_demo_project.py out/demo-project >/dev/null
profiles="$root/out/run-profile"
rm -rf "$profiles"
scripts/install-plugin.sh "$profiles" >/dev/null
cat >> "$profiles/profiles/default/QGIS/QGIS3.ini" <<INI
[geosense]
base_url=http://127.0.0.1:$port
INI
/usr/bin/python3 -m reference_agent --port "$port" &
agent=$!
trap 'kill $agent 2>/dev/null; wait $agent 2>/dev/null' EXIT
echo "reference agent on http://127.0.0.1:$port (pid $agent); opening QGIS…"
qgis --profiles-path "$profiles" --nologo --noversioncheck "$root/out/demo-project/geosense-demo.qgz"
