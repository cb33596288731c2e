"""The channel a turn sends on: :class:`Sink`, implemented by a WebSocket or an SSE response (``server.py``).

A protocol only: the turn driver and the fault modes both speak to it, and
neither imports the other for it.
"""
from __future__ import annotations

import asyncio
from typing import Any, Protocol


class Sink(Protocol):
    """The channel a turn sends on (a WebSocket or an SSE response)."""

    async def send(self, frame: dict[str, Any]) -> None: ...
    async def send_raw(self, text: str) -> None: ...
    async def heartbeat(self) -> None: ...
    def abort(self) -> None: ...

    def expect_result(self, call_id: str) -> asyncio.Future | None:
        """A future for the ``tool_result`` of ``call_id``; None when nothing can come back."""

    def forget_result(self, call_id: str) -> None: ...
