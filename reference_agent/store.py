"""In-memory state: artifacts, sessions and turns paused on an approval."""
from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Protocol

from .geometry import VectorError, VectorLayer, decode_vector, vector_columns

log = logging.getLogger(__name__)

ARTIFACT_TYPES = ("data", "suggestion", "image", "vector")
HISTORY_LIMIT = 20
HTTP_SESSION_ID = "http-session"


class ArtifactError(ValueError):
    """An artifact that does not have the shape its type requires."""


@dataclass(frozen=True)
class Artifact:
    id: str
    type: str
    data: Any
    created_at: str

    def summary(self) -> dict[str, Any]:
        return {"artifact_id": self.id, "type": self.type, "created_at": self.created_at}

    def full(self) -> dict[str, Any]:
        return {**self.summary(), "artifact_data": self.data}


def validate_artifact(kind: Any, data: Any) -> None:
    """Check the outline of an artifact (PROTOCOL.md section 4); geometries are read later."""
    if kind not in ARTIFACT_TYPES:
        raise ArtifactError(f"type must be one of {', '.join(ARTIFACT_TYPES)}")
    if kind == "vector":
        try:
            vector_columns(data)
        except VectorError as exc:
            raise ArtifactError(str(exc)) from exc
    elif kind == "suggestion":
        if not isinstance(data, list) or not all(isinstance(s, dict) and isinstance(s.get("geometry"), str)
                                                 for s in data):
            raise ArtifactError("a suggestion artifact is a list of {geometry: base64 WKB, confidence?}")
    elif kind == "image":
        if not isinstance(data, dict) or not isinstance(data.get("data"), str):
            raise ArtifactError("an image artifact is {mime, data: base64, bbox, crs}")


@dataclass
class Session:
    """One conversation: a WebSocket connection, or one HTTP request."""

    id: str
    history: list[dict[str, str]] = field(default_factory=list)
    vectors: list[dict[str, Any]] = field(default_factory=list)
    allow_backend_tools: bool = False
    messages: int = 0  # message ids handed out (``--spec-message-ids``)

    def remember(self, role: str, content: str) -> None:
        """Append to the history, pruning to HISTORY_LIMIT while keeping the first message."""
        self.history.append({"role": role, "content": content})
        if len(self.history) > HISTORY_LIMIT:
            self.history[1:] = self.history[-(HISTORY_LIMIT - 1):]


class Parked(Protocol):
    """What the store keeps of a turn waiting for approval (``turn.PausedTurn``; the turn module
    owns that type and imports this one, never the other way)."""

    approval_id: str
    session: Session
    answer: Any  # the suspended answer generator (``aclose`` sets it aside)


class Store:
    """Everything the agent keeps between requests, for the life of the process."""

    def __init__(self) -> None:
        self.artifacts: dict[str, Artifact] = {}
        self.sessions: dict[str, Session] = {}
        self.paused: dict[str, Parked] = {}
        self._layers: dict[tuple[str, str], VectorLayer] = {}

    # artifacts
    def add_artifact(self, kind: str, data: Any) -> Artifact:
        validate_artifact(kind, data)
        artifact = Artifact(str(uuid.uuid4()), kind, data,
                            datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z"))
        self.artifacts[artifact.id] = artifact
        return artifact

    def artifact(self, artifact_id: Any) -> Artifact | None:
        return self.artifacts.get(artifact_id) if isinstance(artifact_id, str) else None

    def layer(self, descriptor: dict[str, Any]) -> VectorLayer:
        """The decoded vector of a ``vectors`` entry (cached per vector id and artifact)."""
        artifact_id = descriptor.get("artifact_id")
        artifact = self.artifact(artifact_id)
        if artifact is None:
            raise VectorError(f"artifact {artifact_id} is unknown (POST it to /api/artifacts first)")
        if artifact.type != "vector":
            raise VectorError(f"artifact {artifact_id} is a {artifact.type} artifact, not a vector")
        key = (str(descriptor.get("id")), artifact.id)
        if key not in self._layers:
            self._layers[key] = decode_vector(descriptor, artifact.data)
        return self._layers[key]

    # sessions
    def open_session(self) -> Session:
        session = Session(str(uuid.uuid4()))
        self.sessions[session.id] = session
        return session

    async def close_session(self, session: Session) -> None:
        self.sessions.pop(session.id, None)
        await self.set_aside(session)

    # paused turns
    def pause(self, paused: Parked) -> None:
        self.paused[paused.approval_id] = paused

    def take_paused(self, approval_id: Any) -> Parked | None:
        return self.paused.pop(approval_id, None) if isinstance(approval_id, str) else None

    async def set_aside(self, session: Session) -> None:
        """Drop the session's paused turns (a new message sets an approval aside)."""
        for approval_id in [a for a, p in self.paused.items() if p.session is session]:
            paused = self.paused.pop(approval_id)
            log.info("approval %s set aside", approval_id)
            await paused.answer.aclose()
