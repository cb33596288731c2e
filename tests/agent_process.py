"""Start the reference agent as a real subprocess and wait for its ready line (no sleeps)."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

READY = "GEOSENSE_AGENT_READY port="


@dataclass
class AgentProcess:
    proc: subprocess.Popen
    port: int
    lines: list

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


def _die_with_parent() -> None:
    """The agent ends with the test process, even when that one crashes (Linux)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def start_agent(*extra: str, port: int = 0, timeout: float = 30.0) -> AgentProcess:
    """Start ``python -m reference_agent --port 0`` and wait for its ready line."""
    cmd = ["/usr/bin/python3", "-m", "reference_agent", "--port", str(port), *extra]
    proc = subprocess.Popen(
        cmd,
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=_die_with_parent,  # noqa: PLW1509 - only sets the parent-death signal
    )
    lines: list = []
    found = threading.Event()
    port_box: list = []

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))
            if not found.is_set() and line.startswith(READY):
                port_box.append(int(line[len(READY):].split()[0]))
                found.set()
        found.set()

    threading.Thread(target=pump, daemon=True).start()
    if not found.wait(timeout) or not port_box:
        proc.kill()
        raise RuntimeError("reference agent did not start:\n" + "\n".join(lines[-20:]))
    return AgentProcess(proc, port_box[0], lines)
