"""Without the websockets package (as on some Windows QGIS installs) the client uses SSE and says so.

The package is made unimportable for real in a fresh interpreter (``sys.modules`` entry
set to None makes ``import websockets`` raise ImportError), then the automatic
transport talks to the real reference agent.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys, threading
sys.modules["websockets"] = None
sys.path.insert(0, {pkgroot!r})
from geosense.geosense_dock.core.protocol import ws_client
from geosense.geosense_dock.core.protocol.client import make_transport
from geosense.geosense_dock.core.protocol.frames import StreamChunk, chat_message_frame
from geosense.geosense_dock.core.protocol.transport import ConnectionState, Endpoint, TransportListener

done = threading.Event()
connected = threading.Event()
notices, text = [], []

class Listener(TransportListener):
    def on_frame(self, frame):
        if isinstance(frame, StreamChunk):
            text.append(frame.content)
    def on_state(self, state, detail):
        if state == ConnectionState.CONNECTED:
            connected.set()
    def on_problem(self, message, code):
        pass
    def on_turn_end(self, interrupted, reason):
        done.set()

t = make_transport("auto", Endpoint({base_url!r}), Listener(), notices.append)
t.start()
assert connected.wait(20), "not connected"
assert t.send(chat_message_frame("Hello"))
assert done.wait(20), "no answer"
t.stop()
print(json.dumps({{"available": ws_client.WEBSOCKETS_AVAILABLE, "kind": t.kind, "notices": notices,
                  "text": "".join(text)}}))
"""


def test_auto_transport_without_websockets_uses_sse_and_says_so(reference_agent):
    script = SCRIPT.format(pkgroot=str(ROOT / "build" / "pkgroot"), base_url=reference_agent.base_url)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["available"] is False
    assert result["kind"] == "sse"
    assert result["notices"] and "websockets" in result["notices"][0]
    assert result["text"].strip()
