"""A small client for the reference agent's tests: raw WebSocket, raw HTTP, vector artifacts."""
from __future__ import annotations

import asyncio
import base64
import json
import re
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from http.client import IncompleteRead
from typing import Any, Callable

import websockets
import websockets.exceptions
from shapely import wkb
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

MAX_FRAME = 64 * 1024 * 1024
TIMEOUT = 30.0

# The same websockets API the plugin's client takes (geosense_dock/core/protocol/ws_client.py):
# the asyncio API (13+, the only one 14+ exports as websockets.connect) where it exists, else
# the legacy one (10.x - 12.x). They differ in the headers argument and in the handshake error.
try:
    from websockets.asyncio.client import connect as _ws_connect

    HEADERS_ARG = "additional_headers"
except ImportError:  # websockets < 13
    from websockets.client import connect as _ws_connect  # type: ignore[no-redef]

    HEADERS_ARG = "extra_headers"

# a handshake the server refused: InvalidStatus (13+), InvalidStatusCode (legacy, gone in 14+)
HANDSHAKE_REFUSED = tuple(getattr(websockets.exceptions, name) for name in ("InvalidStatus", "InvalidStatusCode")
                          if hasattr(websockets.exceptions, name))


# --- HTTP -------------------------------------------------------------------------------------

def http(agent: Any, method: str, path: str, body: Any = None, token: str | None = None,
         raw: bytes | None = None) -> tuple[int, Any]:
    """(status, decoded JSON body) of one request; HTTP errors are returned, not raised."""
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(agent.base_url + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            return response.status, json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read().decode("utf-8") or "null")


def upload(agent: Any, kind: str, data: Any) -> str:
    status, body = http(agent, "POST", "/api/artifacts", {"type": kind, "artifact_data": data})
    assert status == 201, body
    return body["artifact_id"]


def artifact(agent: Any, artifact_id: str) -> Any:
    status, body = http(agent, "GET", f"/api/artifacts/{artifact_id}")
    assert status == 200, body
    return body["artifact_data"]


@dataclass
class SseResult:
    status: int
    content_type: str
    events: list[str] = field(default_factory=list)     # the text after each ``data:``
    comments: list[str] = field(default_factory=list)   # heartbeat lines
    error: dict[str, Any] | None = None
    broken: bool = False                                 # the connection was cut mid-stream

    @property
    def frames(self) -> list[dict[str, Any]]:
        return [json.loads(e) for e in self.events if e != "[DONE]"]

    @property
    def done(self) -> bool:
        return bool(self.events) and self.events[-1] == "[DONE]"


def sse(agent: Any, body: dict[str, Any], path: str = "/api/chat", token: str | None = None,
        stop: Callable[[SseResult], bool] | None = None) -> SseResult:
    """POST and read the event stream line by line; ``stop`` may end the read early."""
    headers = {"Content-Type": "application/json", "Accept": "text/event-stream"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(agent.base_url + path, data=json.dumps(body).encode(), headers=headers)
    try:
        response = urllib.request.urlopen(request, timeout=TIMEOUT)
    except urllib.error.HTTPError as exc:
        return SseResult(exc.code, exc.headers.get("Content-Type", ""), error=json.loads(exc.read().decode()))
    result = SseResult(response.status, response.headers.get("Content-Type", ""))
    with response:
        try:
            for raw in response:
                line = raw.decode("utf-8").rstrip("\n")
                if line.startswith("data:"):
                    result.events.append(line[5:].strip())
                elif line.startswith(":"):
                    result.comments.append(line)
                if stop and stop(result):
                    break
        except (IncompleteRead, ConnectionError):
            result.broken = True
    return result


def chat_sse(agent: Any, message: str, **extra: Any) -> SseResult:
    return sse(agent, {"message": message, **extra})


# --- WebSocket --------------------------------------------------------------------------------

def chat_frame(content: str, **extra: Any) -> str:
    return json.dumps({"type": "chat_message", "content": content, "timestamp": int(time.time() * 1000), **extra})


async def open_ws(url: str, headers: dict[str, str] | None = None, **kwargs: Any) -> Any:
    """A WebSocket connection to ``url`` with extra request ``headers``, on either API."""
    if headers:
        kwargs[HEADERS_ARG] = headers
    return await _ws_connect(url, max_size=MAX_FRAME, **kwargs)


async def refused_status(url: str) -> int:
    """The HTTP status with which the server refuses the WebSocket handshake at ``url``."""
    try:
        ws = await open_ws(url)
    except HANDSHAKE_REFUSED as exc:
        response = getattr(exc, "response", None)  # InvalidStatus carries the response
        return int(response.status_code if response is not None else exc.status_code)
    await ws.close()
    raise AssertionError(f"the handshake at {url} was accepted")


async def connect(agent: Any, query: str = "", headers: dict[str, str] | None = None,
                  **kwargs: Any) -> tuple[Any, str]:
    """Open /ws and read the session frame; returns (connection, session id)."""
    ws = await open_ws(agent.ws_url + query, headers, **kwargs)
    first = json.loads(await asyncio.wait_for(ws.recv(), TIMEOUT))
    assert first["type"] == "session", first
    return ws, first["sessionId"]


async def recv(ws: Any) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), TIMEOUT))


async def read_turn(ws: Any, on_tool: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None
                    ) -> list[dict[str, Any]]:
    """Frames up to the first completed stream_chunk (or an error frame).

    ``on_tool`` may answer ``tool_call`` frames with the fields of a ``tool_result``.
    """
    frames = []
    while True:
        frame = await recv(ws)
        frames.append(frame)
        if frame["type"] == "tool_call" and on_tool is not None:
            reply = on_tool(frame)
            if reply is not None:
                await ws.send(json.dumps({"type": "tool_result", "toolName": frame["toolName"],
                                          "callId": frame["callId"], **reply}))
        if frame["type"] == "error" or (frame["type"] == "stream_chunk" and frame["isComplete"]):
            return frames


async def ask(ws: Any, content: str, **extra: Any) -> list[dict[str, Any]]:
    await ws.send(chat_frame(content, **extra))
    return await read_turn(ws)


def text_of(frames: list[dict[str, Any]]) -> str:
    return "".join(f["content"] for f in frames if f["type"] == "stream_chunk")


def final(frames: list[dict[str, Any]]) -> dict[str, Any]:
    return next(f for f in reversed(frames) if f["type"] == "stream_chunk" and f["isComplete"])


def run(coro: Any) -> Any:
    return asyncio.run(coro)


# --- vectors ------------------------------------------------------------------------------------

def b64(geom: BaseGeometry) -> str:
    return base64.b64encode(wkb.dumps(geom)).decode()


def square(x: float, y: float, side: float) -> BaseGeometry:
    """A square with its lower-left corner at (x, y), EPSG:3857."""
    return box(x, y, x + side, y + side)


@dataclass
class Vector:
    """A vector layer built in a test: descriptor and artifact, as the plugin would send them."""

    classes: dict[str, str]                       # class id -> name
    features: list[tuple[int, str, BaseGeometry, float]] = field(default_factory=list)  # id, class id, geom, conf
    id: str = field(default_factory=lambda: str(uuid.uuid4()))
    name: str = "Test layer"

    def add(self, fid: int, class_id: str, geom: BaseGeometry, confidence: float = 0.9) -> Vector:
        self.features.append((fid, class_id, geom, confidence))
        return self

    def artifact_data(self) -> dict[str, Any]:
        index = {cid: i for i, cid in enumerate(self.classes)}
        return {
            "data": {
                "ids": [f[0] for f in self.features],
                "areas": [f[2].area for f in self.features],
                "polygons": [b64(f[2]) for f in self.features],
                "confidences": [f[3] for f in self.features],
                "class_ids": [index[f[1]] for f in self.features],
            },
            "classes": {str(i): cid for cid, i in index.items()},
        }

    def share(self, agent: Any) -> dict[str, Any]:
        """Upload the artifact; returns the ``vectors`` entry for a message."""
        return {"id": self.id, "name": self.name, "source": "annotated",
                "classes": [{"id": cid, "name": name, "color": "#33aa33"} for cid, name in self.classes.items()],
                "artifact_id": upload(agent, "vector", self.artifact_data())}


TAG = re.compile(r"<([a-z]+)\b([^>]*)>")


def tags(markup: str, name: str) -> list[dict[str, str]]:
    """Attributes of every ``<name ...>`` opening tag."""
    found = []
    for match in TAG.finditer(markup):
        if match.group(1) == name:
            found.append(dict(re.findall(r'([\w-]+)="([^"]*)"', match.group(2))))
    return found
