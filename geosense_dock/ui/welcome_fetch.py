"""The welcome fetch: the agent's semantic configuration (welcome message and chips).

``GET /api/semantic-config`` runs on a worker thread of its own
(``geosense-semantic-config``); the answer comes back to the GUI thread through the
controller's transport bridge (its ``welcomeFetched`` signal, behind the bridge's
:class:`~.bridge.EmitGate`: after shutdown a late answer is dropped, never emitted
into a dead object). Each fetch has a generation: an answer for an endpoint no
longer in use is ignored. :func:`parse_semantic_config` checks the body.
"""

from __future__ import annotations

import logging
import threading
from typing import Any, Callable, Dict, Optional, Protocol

from ..core.protocol.transport import Endpoint, http_get_json, scrub_userinfo

log = logging.getLogger("geosense.chat")


def parse_semantic_config(body: Any) -> Optional[Dict[str, Any]]:
    """``{welcomeMessage, welcomeChips}`` checked: a chip needs a label and a prompt (bad ones are skipped)."""
    if not isinstance(body, dict):
        return None
    message = body.get("welcomeMessage")
    chips = []
    raw = body.get("welcomeChips")
    for i, chip in enumerate(raw if isinstance(raw, list) else []):
        if not isinstance(chip, dict):
            continue
        label, prompt = chip.get("label"), chip.get("prompt")
        if not isinstance(label, str) or not isinstance(prompt, str) or not label.strip() or not prompt.strip():
            log.warning("semantic config: chip %d has no label or prompt and is not shown", i)
            continue
        chips.append({"id": str(chip.get("id", i)), "label": label.strip(), "prompt": prompt.strip()})
    return {"welcomeMessage": message if isinstance(message, str) else "", "welcomeChips": chips}


class WelcomeSink(Protocol):
    def on_welcome(self, generation: int, config: Any, error: str) -> None:
        """From the worker thread: hands the answer to the GUI thread (or drops it once closed)."""


class WelcomeFetch:
    """One endpoint's welcome: fetched once per endpoint, again after a failure."""

    def __init__(self, sink: WelcomeSink, changed: Callable[[Optional[Dict[str, Any]]], None]) -> None:
        self._sink = sink
        self._changed = changed  # GUI thread: the new welcome (None: the agent has none)
        self._generation = 0
        self._fetched_for: Optional[str] = None  # the base URL fetched (or being fetched)
        self.welcome: Optional[Dict[str, Any]] = None

    def endpoint_changed(self, endpoint: Endpoint) -> None:
        if self._fetched_for != endpoint.base_url:
            self._fetched_for = None

    def needed(self) -> bool:
        return self._fetched_for is None

    def fetch(self, endpoint: Endpoint) -> None:
        """Start the GET on a worker thread; :meth:`fetched` takes its answer."""
        self._generation += 1
        generation, sink = self._generation, self._sink
        self._fetched_for = endpoint.base_url

        def work() -> None:
            try:
                config, error = parse_semantic_config(http_get_json(endpoint, "/api/semantic-config")), ""
                if config is None:
                    error = "the semantic configuration is not a JSON object"
            except (OSError, ValueError) as exc:
                config, error = None, str(getattr(exc, "reason", None) or exc)
            sink.on_welcome(generation, config, error)

        threading.Thread(target=work, name="geosense-semantic-config", daemon=True).start()

    def fetched(self, generation: int, config: Any, error: str) -> None:
        """GUI thread: the answer of fetch ``generation``."""
        if generation != self._generation:
            return  # an answer for an endpoint no longer in use
        if error:
            log.info("no welcome message from the agent: %s", scrub_userinfo(error))
            self._fetched_for = None  # asked again at the next connection
        self.welcome = config
        self._changed(config)

    def close(self) -> None:
        self._generation += 1  # an answer still on its way is ignored
