"""Fixtures for the reference agent's own tests (real subprocess, real sockets).

``reference_agent`` yields an object with ``.port``, ``.base_url`` and
``.ws_url`` (see tests/agent_process.py); it streams with no delay between
chunks. Agents with other flags (``--token``, ``--fault``) come from the
``agent_factory`` fixture of tests/conftest.py.
"""
from __future__ import annotations

from typing import Iterator

import pytest

from tests.agent_process import AgentProcess, start_agent


@pytest.fixture(scope="session")
def reference_agent() -> Iterator[AgentProcess]:
    agent = start_agent("--chunk-delay", "0", "--tool-timeout", "5")
    yield agent
    agent.stop()
    # bad input and faults are answered, never crashed on
    assert not any("Traceback" in line for line in agent.lines), "\n".join(agent.lines)
