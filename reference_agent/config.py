"""Settings of one running agent (command-line flags of ``python -m reference_agent``)."""
from __future__ import annotations

from dataclasses import dataclass

from . import faults


@dataclass(frozen=True)
class AgentConfig:
    chunk_delay: float = 0.015        # seconds between two stream_chunk deltas
    fault: str | None = None          # fault mode applied to every connection and turn
    token: str | None = None          # bearer token every request must carry
    stall_seconds: float = 60.0       # length of the ``stall`` fault
    heartbeat: float = 1.0            # seconds between SSE ``: ping`` comments while stalling
    tool_timeout: float = 10.0        # how long a turn waits for a tool_result on /ws
    huge_bytes: int = 20 * 1024 * 1024  # size of the ``huge`` fault's single chunk
    stamp: bool = False               # add ``sentAt`` (epoch seconds) to every streamed chunk
    websocket: bool = True            # False: no /ws route (clients must fall back to SSE)
    spec_ids: bool = False            # message ids msg_1, msg_2, ... per session; a resumed turn continues its id
    fault_paths: tuple = ()           # redirect faults: only paths starting with one of these (default all)

    def __post_init__(self) -> None:
        if self.fault is not None and self.fault not in faults.MODES:
            raise ValueError(f"unknown fault mode {self.fault!r}; known: {', '.join(faults.MODES)}")
        if self.chunk_delay < 0:
            raise ValueError("chunk delay must not be negative")
