"""Fault modes for resilience tests.

A fault is chosen for every connection (``--fault MODE``, or ``?fault=MODE`` on
``/ws`` and ``/api/chat``) or for one prompt (a leading ``!fault:MODE`` token).
Mid-stream faults fire once per turn, halfway through the first streamed text.
"""
from __future__ import annotations

import asyncio
import re

from .channel import Sink

# fired by the turn driver halfway through the answer
MID_STREAM = ("drop", "badjson", "badframes", "unknown", "stall", "huge")
# answered instead of a stream
HTTP_STATUS = {"http500": 500, "http401": 401}
# changes the turn itself: two approvals before the answer
APPROVAL_TWICE = "approval2"
# answered with ``307`` instead of the route: ``redirect`` points to another origin (the same
# agent under another host name), ``downgrade`` to plain ``http``/``ws`` on this host (behind TLS)
REDIRECTS = ("redirect", "downgrade")
# the turn's last chunk (``isComplete``) carries an optional field of the wrong type (``contexts`` an object)
BAD_END = "badend"
MODES = MID_STREAM + tuple(HTTP_STATUS) + (APPROVAL_TWICE,) + REDIRECTS + (BAD_END,)
# where a redirect points: requests there are recorded (with or without credentials), never served
MOVED_PREFIX = "/moved"

_TOKEN = re.compile(r"^\s*!fault:([\w-]*)\s*")


def redirect_location(mode: str, host: str, agent_port: int, path_qs: str, websocket: bool) -> str:
    """Where a ``redirect``/``downgrade`` fault sends a request for ``path_qs`` that came for ``host``.

    ``redirect``: this agent under the other of ``localhost``/``127.0.0.1`` (a different origin
    that still reaches the agent, so it can tell whether credentials followed); ``downgrade``:
    plain ``http``/``ws`` on the same host, at the agent's own port (a TLS front's clients meet
    an unencrypted origin).
    """
    name = host.rsplit(":", 1)[0] if not host.startswith("[") else host.split("]")[0] + "]"
    if mode == "redirect":
        name = "127.0.0.1" if name == "localhost" else "localhost"
    scheme = "ws" if websocket else "http"
    return f"{scheme}://{name}:{agent_port}{MOVED_PREFIX}{path_qs}"


def split_prompt(content: str) -> tuple[str | None, str]:
    """``"!fault:drop hello"`` -> ``("drop", "hello")``; the mode may be unknown."""
    match = _TOKEN.match(content)
    if not match:
        return None, content
    return match.group(1).lower(), content[match.end():]


UNKNOWN_FRAME = {
    "type": "agent_telemetry",
    "traceId": "trace-0001",
    "spans": [{"name": "plan", "ms": 12}, {"name": "answer", "ms": 48}],
    "futureField": {"nested": True},
}
BAD_JSON = '{"type": "stream_chunk", "content": "this frame is cut off'
#: the ``badframes`` fault: this many one-byte frames that are not JSON
BAD_FRAMES = 2000


async def fire(mode: str, channel: Sink, message_id: str, *, stall_seconds: float,
               heartbeat: float, huge_bytes: int, cancelled: asyncio.Event) -> bool:
    """Run a mid-stream fault; False when the connection is gone and the turn must stop."""
    if mode == "drop":
        channel.abort()
        return False
    if mode == "badjson":
        await channel.send_raw(BAD_JSON)
    elif mode == "badframes":
        for index in range(BAD_FRAMES):
            await channel.send_raw("x")
            if index % 100 == 99:
                await asyncio.sleep(0)  # let the rest of the server breathe
    elif mode == "unknown":
        await channel.send(UNKNOWN_FRAME)
    elif mode == "huge":
        words = "huge " * (huge_bytes // 5)
        await channel.send({"type": "stream_chunk", "content": words.ljust(huge_bytes),
                            "messageId": message_id, "isComplete": False})
    elif mode == "stall":
        await stall(channel, stall_seconds, heartbeat, cancelled)
    return True


async def stall(channel: Sink, seconds: float, heartbeat: float, cancelled: asyncio.Event) -> None:
    """Send nothing but heartbeats for ``seconds`` (a cancel ends the stall early)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while not cancelled.is_set():
        await channel.heartbeat()
        left = end - loop.time()
        if left <= 0:
            return
        try:
            await asyncio.wait_for(cancelled.wait(), min(heartbeat, left))
        except asyncio.TimeoutError:
            pass

