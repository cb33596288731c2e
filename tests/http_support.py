"""A small HTTP server for tests that need an agent's one odd answer (a redirect, a slow or huge body)."""

from __future__ import annotations

import http.server
import json
import threading
from typing import Any, Dict, Optional, Type


def send_json(handler: http.server.BaseHTTPRequestHandler, value: Any, status: int = 200,
              headers: Optional[Dict[str, str]] = None) -> None:
    """Answer ``value`` as JSON with a length (and ``headers``)."""
    body = json.dumps(value).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    for name, text in (headers or {}).items():
        handler.send_header(name, text)
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


class Quiet(http.server.BaseHTTPRequestHandler):
    """A handler that logs nothing to the test's output."""

    def log_message(self, *_args) -> None:
        pass


def serve(handler: Type[http.server.BaseHTTPRequestHandler]) -> http.server.ThreadingHTTPServer:
    """``handler`` served on an ephemeral port of 127.0.0.1 in a thread; ``shutdown()`` and ``server_close()``
    it afterwards."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
