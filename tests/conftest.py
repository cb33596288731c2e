"""Shared test setup.

* The checkout is importable as the package ``geosense`` (as when installed in a
  QGIS profile): ``build/pkgroot/geosense`` is a symlink to the repository root.
* ``reference_agent``: a real reference agent subprocess on an ephemeral port.
  The fixture waits for its ready line on stdout, never for a fixed time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKGROOT = ROOT / "build" / "pkgroot"
PKGROOT.mkdir(parents=True, exist_ok=True)
_link = PKGROOT / "geosense"
if not _link.exists():
    try:
        _link.symlink_to(ROOT, target_is_directory=True)
    except FileExistsError:
        pass
if str(PKGROOT) not in sys.path:
    sys.path.insert(0, str(PKGROOT))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # for ``reference_agent``

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


def start_agent(*extra: str, timeout: float = 30.0) -> AgentProcess:
    """Start ``python -m reference_agent --port 0`` and wait for its ready line."""
    cmd = ["/usr/bin/python3", "-m", "reference_agent", "--port", "0", *extra]
    proc = subprocess.Popen(
        cmd,
        cwd=str(ROOT),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
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


@pytest.fixture(scope="session")
def reference_agent():
    agent = start_agent("--chunk-delay", "0.002")
    yield agent
    agent.stop()


@pytest.fixture
def agent_factory():
    """Start extra agents (fault modes, tokens); all are stopped after the test."""
    started = []

    def make(*extra: str) -> AgentProcess:
        agent = start_agent(*extra)
        started.append(agent)
        return agent

    yield make
    for agent in started:
        agent.stop()
