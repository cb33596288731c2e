"""HTTP routes, the WebSocket session loop and SSE streaming (PROTOCOL.md section 1)."""
from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import threading
import weakref
from typing import Any, Awaitable, Callable

from aiohttp import WSCloseCode, WSMsgType, web

from . import __version__, faults, flypix, repertoire
from .config import AgentConfig
from .store import HTTP_SESSION_ID, ArtifactError, Session, Store
from .turn import Answer, ChatRequest, Outcome, PausedTurn, TurnContext, TurnRunner

log = logging.getLogger(__name__)

CONFIG = web.AppKey("config", AgentConfig) if hasattr(web, "AppKey") else "config"
STORE = web.AppKey("store", Store) if hasattr(web, "AppKey") else "store"
STATS = web.AppKey("stats", dict) if hasattr(web, "AppKey") else "stats"
SOCKETS = web.AppKey("sockets", weakref.WeakSet) if hasattr(web, "AppKey") else "sockets"
RECEIVED = web.AppKey("received", list) if hasattr(web, "AppKey") else "received"
RECEIVED_KEEP = 200  # the latest chat messages and artifacts kept for /debug/received

MAX_REQUEST_BYTES = 256 * 1024 * 1024
MAX_WS_MESSAGE_BYTES = 64 * 1024 * 1024
TURN_STOP_TIMEOUT = 5.0
SHUTDOWN_TIMEOUT = 2.0  # for SSE streams still running when the agent stops

WELCOME_MESSAGE = (
    "<p>Hello, I am the <b>GeoSense reference agent</b>. Share a vector layer, select a few features "
    "and ask me about them. Type <i>help</i> to see everything I can do.</p>"
)
WELCOME_CHIPS = [
    {"id": "summary", "label": "Summary", "prompt": "Give me a summary of the shared vectors"},
    {"id": "selection", "label": "My selection", "prompt": "Tell me about the selected features"},
    {"id": "viewport", "label": "What do I see?", "prompt": "What do I see in my viewport?"},
    {"id": "trees", "label": "Trees near houses", "prompt": "Show trees within 20 m of a house"},
    {"id": "suggest", "label": "Missing buildings", "prompt": "Suggest missing buildings"},
    {"id": "markup", "label": "Markup demo", "prompt": "markup demo"},
]


class ApiError(Exception):
    def __init__(self, status: int, message: str, code: str) -> None:
        super().__init__(message)
        self.status, self.message, self.code = status, message, code


def json_error(status: int, message: str, code: str) -> web.Response:
    return web.json_response({"error": message, "code": code}, status=status)


@web.middleware
async def guard(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                ) -> web.StreamResponse:
    """Redirect faults, bearer token check (when configured) and JSON error bodies."""
    moved = redirect_fault(request)
    if moved is not None:
        return moved
    token = request.app[CONFIG].token
    if token:
        given = request.headers.get("Authorization", "").encode("utf-8", "replace")
        if not hmac.compare_digest(given, f"Bearer {token}".encode()):
            return json_error(401, "missing or wrong bearer token", "UNAUTHORIZED")
    try:
        return await handler(request)
    except ApiError as exc:
        return json_error(exc.status, exc.message, exc.code)


async def read_json(request: web.Request) -> Any:
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge as exc:
        raise ApiError(413, f"request body larger than {MAX_REQUEST_BYTES} bytes", "PAYLOAD_TOO_LARGE") from exc
    request["raw_bytes"] = len(raw)
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ApiError(400, f"body is not JSON: {exc}", "VALIDATION_ERROR") from exc


def connection_fault(request: web.Request) -> str | None:
    """The fault for this connection: ``?fault=MODE``, else ``--fault`` (redirects are answered earlier)."""
    mode = request.query.get("fault") or request.app[CONFIG].fault
    return None if mode in faults.REDIRECTS else mode


def redirect_fault(request: web.Request) -> web.Response | None:
    """``307`` for a ``redirect``/``downgrade`` fault; a request that followed one is recorded, never served."""
    path = request.path
    if path.startswith(faults.MOVED_PREFIX + "/"):
        request.app[STATS].setdefault("redirected", []).append(
            {"path": path, "authorization": "Authorization" in request.headers})
        return json_error(410, "this is where a redirect fault points; nothing is served here", "HTTP_ERROR")
    config: AgentConfig = request.app[CONFIG]
    mode = request.query.get("fault") or config.fault
    if mode not in faults.REDIRECTS or path.startswith("/debug/"):
        return None
    if config.fault_paths and not any(path.startswith(prefix) for prefix in config.fault_paths):
        return None
    sockname = request.transport.get_extra_info("sockname") if request.transport is not None else None
    port = sockname[1] if sockname else 0
    websocket = request.headers.get("Upgrade", "").lower() == "websocket"
    location = faults.redirect_location(mode, request.host, port, request.path_qs, websocket)
    return web.Response(status=307, headers={"Location": location})


def turn_fault(request: ChatRequest, connection_mode: str | None) -> str | None:
    """Strip a leading ``!fault:MODE`` token from the message; the turn's fault mode."""
    mode, request.content = faults.split_prompt(request.content)
    return mode or connection_mode


def simulated_http_error(fault: str) -> tuple[int, str, str]:
    """(status, message, code) of an ``http500``/``http401`` fault."""
    status = faults.HTTP_STATUS[fault]
    return status, f"simulated HTTP {status} (fault {fault})", "UNAUTHORIZED" if status == 401 else "HTTP_ERROR"


def start_turn(request: ChatRequest, session: Session, store: Store, fault: str | None) -> tuple[TurnContext, Answer]:
    """Record the user message and what came with it on the session; pick the answer."""
    session.remember("user", request.content)
    if request.vectors is not None:
        session.vectors = request.vectors
    if request.allow_backend_tools is not None:
        session.allow_backend_tools = request.allow_backend_tools
    turn = TurnContext(request, session, store)
    return turn, repertoire.answer_for(turn, fault)


def approve(paused: PausedTurn, approved: bool) -> None:
    paused.turn.resume_message_id = paused.message_id  # the resumed turn continues the paused message
    if approved and paused.kind == "backend_tools":
        paused.session.allow_backend_tools = True


# --- plain endpoints -------------------------------------------------------------------

async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok", "version": __version__})


async def debug_stats(request: web.Request) -> web.Response:
    """What the agent received so far (lets tests count sends: nothing may arrive twice)."""
    return web.json_response(request.app[STATS])


async def debug_received(request: web.Request) -> web.Response:
    """What arrived, byte for byte counted: chat messages, tool results and approval answers (the whole
    frame or body, with the WebSocket connection's session) and artifacts (type, id, size). Lets tests compare what the
    client says it sent with what came in; the FlyPix emulation's are in ``/debug/flypix/requests``."""
    return web.json_response(request.app[RECEIVED])


def received(app: web.Application, entry: dict[str, Any]) -> None:
    log_ = app[RECEIVED]
    log_.append(entry)
    del log_[:-RECEIVED_KEEP]


def count(request: web.Request, what: str, content: Any = None) -> None:
    stats = request.app[STATS]
    stats[what] = stats.get(what, 0) + 1
    if what == "chatMessages" and isinstance(content, str):
        stats.setdefault("contents", []).append(content[:200])


async def semantic_config(request: web.Request) -> web.Response:
    """The welcome; a connection fault answers an error status (``http500``/``http401``), a cut-off
    body (``badjson``), a JSON array instead of an object (``unknown``) or ``huge_bytes`` of JSON (``huge``)."""
    fault = connection_fault(request)
    if fault in faults.HTTP_STATUS:
        return json_error(*simulated_http_error(fault))
    if fault == "badjson":
        return web.Response(text=faults.BAD_JSON, content_type="application/json")
    if fault == "unknown":
        return web.json_response([faults.UNKNOWN_FRAME])
    if fault == "huge":
        size = request.app[CONFIG].huge_bytes
        return web.json_response({"welcomeMessage": "huge ".ljust(size), "welcomeChips": WELCOME_CHIPS})
    return web.json_response({"welcomeMessage": WELCOME_MESSAGE, "welcomeChips": WELCOME_CHIPS})


async def create_artifact(request: web.Request) -> web.Response:
    body = await read_json(request)
    if not isinstance(body, dict) or "artifact_data" not in body:
        raise ApiError(400, "body must be {type, artifact_data}", "VALIDATION_ERROR")
    try:
        artifact = request.app[STORE].add_artifact(body.get("type"), body["artifact_data"])
    except ArtifactError as exc:
        raise ApiError(400, str(exc), "VALIDATION_ERROR") from exc
    received(request.app, {"kind": "artifact", "type": body.get("type"), "bytes": request.get("raw_bytes", 0),
                           "artifact_id": artifact.summary().get("artifact_id")})
    return web.json_response(artifact.summary(), status=201)


async def get_artifact(request: web.Request) -> web.Response:
    artifact = request.app[STORE].artifact(request.match_info["artifact_id"])
    if artifact is None:
        raise ApiError(404, "no such artifact", "VALIDATION_ERROR")
    return web.json_response(artifact.full())


# --- SSE -----------------------------------------------------------------------------------

class SseSink:
    """Frames as ``data: <json>`` events on a streamed HTTP response."""

    def __init__(self, request: web.Request, response: web.StreamResponse) -> None:
        self.request, self.response = request, response

    async def send(self, frame: dict[str, Any]) -> None:
        await self.send_raw(json.dumps(frame, ensure_ascii=False))

    async def send_raw(self, text: str) -> None:
        await self.response.write(f"data: {text}\n\n".encode())

    async def heartbeat(self) -> None:
        await self.response.write(b": ping\n\n")

    def abort(self) -> None:
        if self.request.transport is not None:
            self.request.transport.close()

    def expect_result(self, call_id: str) -> None:
        return None  # HTTP has no way back for tool results

    def forget_result(self, call_id: str) -> None:
        pass


async def stream_sse(request: web.Request, answer: Answer, turn: TurnContext, fault: str | None = None,
                     first: Any = None) -> web.StreamResponse:
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream; charset=utf-8",
                                           "Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
    await response.prepare(request)
    sink = SseSink(request, response)
    runner = TurnRunner(sink, turn, request.app[CONFIG], fault)
    try:
        outcome = await runner.run(answer, first)
        if outcome is not Outcome.DROPPED:
            await sink.send_raw("[DONE]")
            await response.write_eof()
    except ConnectionError:
        log.info("SSE client went away")
    return response


async def chat(request: web.Request) -> web.StreamResponse:
    body = await read_json(request)
    if not isinstance(body, dict):
        raise ApiError(400, "body must be a JSON object", "VALIDATION_ERROR")
    try:
        chat_request = ChatRequest.parse(body, "message")
    except ValueError as exc:
        raise ApiError(400, str(exc), "VALIDATION_ERROR") from exc
    count(request, "chatMessages", chat_request.content)
    received(request.app, {"kind": "chat", "transport": "sse", "bytes": request.get("raw_bytes", 0), "body": body})
    fault = turn_fault(chat_request, connection_fault(request))
    if fault in faults.HTTP_STATUS:
        return json_error(*simulated_http_error(fault))
    turn, answer = start_turn(chat_request, Session(HTTP_SESSION_ID), request.app[STORE], fault)
    return await stream_sse(request, answer, turn, fault)


def _resume_fields(frame: dict[str, Any], id_key: str) -> tuple[str, bool]:
    approval_id, approved = frame.get(id_key), frame.get("approved")
    if not isinstance(approval_id, str) or not isinstance(approved, bool):
        raise ValueError(f"'{id_key}' must be a string and 'approved' a boolean")
    return approval_id, approved


async def resume(request: web.Request) -> web.StreamResponse:
    body = await read_json(request)
    try:
        approval_id, approved = _resume_fields(body if isinstance(body, dict) else {}, "approval_id")
    except ValueError as exc:
        raise ApiError(400, str(exc), "VALIDATION_ERROR") from exc
    count(request, "approvalResponses")
    received(request.app, {"kind": "approval", "transport": "sse", "bytes": request.get("raw_bytes", 0), "body": body})
    paused = request.app[STORE].take_paused(approval_id)
    if paused is None:
        raise ApiError(404, f"no turn is waiting for approval {approval_id}", "VALIDATION_ERROR")
    approve(paused, approved)
    return await stream_sse(request, paused.answer, paused.turn, first=approved)


# --- WebSocket -----------------------------------------------------------------------------------

class WsSink:
    """Frames as text messages on the connection's WebSocket."""

    def __init__(self, connection: WsConnection) -> None:
        self.connection = connection

    async def send(self, frame: dict[str, Any]) -> None:
        await self.connection.send(frame)

    async def send_raw(self, text: str) -> None:
        await self.connection.ws.send_str(text)

    async def heartbeat(self) -> None:
        pass  # a stalled WebSocket stays silent

    def abort(self) -> None:
        if self.connection.request.transport is not None:
            self.connection.request.transport.close()

    def expect_result(self, call_id: str) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()
        self.connection.waiters[call_id] = future
        return future

    def forget_result(self, call_id: str) -> None:
        self.connection.waiters.pop(call_id, None)


class WsConnection:
    """One ``/ws`` connection: its session, the running turn and the tool results awaited."""

    def __init__(self, request: web.Request, ws: web.WebSocketResponse, fault: str | None) -> None:
        self.request, self.ws, self.fault = request, ws, fault
        self.config: AgentConfig = request.app[CONFIG]
        self.store: Store = request.app[STORE]
        self.session = self.store.open_session()
        self.waiters: dict[str, asyncio.Future] = {}
        self.task: asyncio.Task | None = None
        self.cancelled = asyncio.Event()

    async def send(self, frame: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(frame, ensure_ascii=False))

    async def error(self, content: str, code: str = "VALIDATION_ERROR") -> None:
        await self.send({"type": "error", "content": content, "code": code})

    async def serve(self) -> None:
        await self.send({"type": "session", "sessionId": self.session.id})
        try:
            async for message in self.ws:
                if message.type == WSMsgType.TEXT:
                    await self.handle(message.data)
                elif message.type == WSMsgType.BINARY:
                    await self.error("binary frames are not part of the protocol; send JSON text")
                elif message.type == WSMsgType.ERROR:
                    log.info("WebSocket error: %s", self.ws.exception())
                    break
        finally:
            await self.stop_turn(graceful=False)
            await self.store.close_session(self.session)

    async def handle(self, data: str) -> None:
        try:
            frame = json.loads(data)
        except json.JSONDecodeError as exc:
            await self.error(f"frame is not JSON: {exc}")
            return
        if not isinstance(frame, dict):
            await self.error("frame must be a JSON object")
            return
        handler = {
            "chat_message": self.on_chat,
            "tool_result": self.on_tool_result,
            "approval_response": self.on_approval,
            "cancel": self.on_cancel,
        }.get(frame.get("type"))
        kind = {"chat_message": "chat", "tool_result": "tool_result", "approval_response": "approval"}.get(
            str(frame.get("type")))
        if kind is not None:
            received(self.request.app, {"kind": kind,
                                        "transport": "websocket", "connection": self.session.id,
                                        "bytes": len(data.encode("utf-8")), "body": frame})
        if handler is None:
            log.info("unknown frame type %r", frame.get("type"))
            await self.error(f"unknown frame type {frame.get('type')!r}")
            return
        await handler(frame)

    async def on_chat(self, frame: dict[str, Any]) -> None:
        try:
            chat_request = ChatRequest.parse(frame, "content")
        except ValueError as exc:
            await self.error(str(exc))
            return
        count(self.request, "chatMessages", chat_request.content)
        await self.stop_turn()
        await self.store.set_aside(self.session)
        fault = turn_fault(chat_request, self.fault)
        if fault in faults.HTTP_STATUS:  # only a prompt token gets here: the handshake refuses the others
            _, message, code = simulated_http_error(fault)
            await self.error(message, code)
            return
        turn, answer = start_turn(chat_request, self.session, self.store, fault)
        self.run(turn, answer, fault)

    async def on_tool_result(self, frame: dict[str, Any]) -> None:
        waiter = self.waiters.get(frame.get("callId"))
        if waiter is None or waiter.done():
            log.info("tool_result for unknown call %r ignored", frame.get("callId"))
            return
        waiter.set_result(frame)

    async def on_approval(self, frame: dict[str, Any]) -> None:
        try:
            approval_id, approved = _resume_fields(frame, "approvalId")
        except ValueError as exc:
            await self.error(str(exc))
            return
        count(self.request, "approvalResponses")
        paused = self.store.take_paused(approval_id)
        if paused is None:
            await self.error(f"no turn is waiting for approval {approval_id}")
            return
        await self.stop_turn()
        approve(paused, approved)
        self.run(paused.turn, paused.answer, first=approved)

    async def on_cancel(self, frame: dict[str, Any]) -> None:
        count(self.request, "cancels")
        if self.task is not None and not self.task.done():
            self.cancelled.set()

    def run(self, turn: TurnContext, answer: Answer, fault: str | None = None, first: Any = None) -> None:
        """Drive ``answer`` as this connection's running turn (``first``: the approval when resuming)."""
        self.cancelled = asyncio.Event()
        runner = TurnRunner(WsSink(self), turn, self.config, fault, self.cancelled)
        self.task = asyncio.create_task(self._drive(runner, answer, first))

    async def _drive(self, runner: TurnRunner, answer: Answer, first: Any) -> None:
        try:
            await runner.run(answer, first)
        except ConnectionError:
            log.info("WebSocket closed during a turn")
        except Exception:  # noqa: BLE001 - nobody awaits this task; log instead of losing it
            log.exception("turn driver failed")

    async def stop_turn(self, graceful: bool = True) -> None:
        """End the running turn: as a cancel (final chunk sent) or, when closing, at once."""
        task, self.task = self.task, None
        if task is None or task.done():
            return
        if graceful:
            self.cancelled.set()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(asyncio.shield(task), TURN_STOP_TIMEOUT)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def websocket(request: web.Request) -> web.StreamResponse:
    fault = connection_fault(request)
    if fault in faults.HTTP_STATUS:
        return json_error(*simulated_http_error(fault))
    ws = web.WebSocketResponse(max_msg_size=MAX_WS_MESSAGE_BYTES)
    await ws.prepare(request)
    request.app[SOCKETS].add(ws)
    await WsConnection(request, ws, fault).serve()
    return ws


async def close_sockets(app: web.Application) -> None:
    """On shutdown, say goodbye on every open WebSocket instead of waiting for the clients."""
    for ws in list(app[SOCKETS]):
        await ws.close(code=WSCloseCode.GOING_AWAY, message=b"agent shutting down")


# --- application -------------------------------------------------------------------------------------

def create_app(config: AgentConfig | None = None, store: Store | None = None) -> web.Application:
    app = web.Application(middlewares=[guard], client_max_size=MAX_REQUEST_BYTES)
    app[CONFIG] = config or AgentConfig()
    app[STORE] = store or Store()
    app[STATS] = {}
    app[RECEIVED] = []
    app[SOCKETS] = weakref.WeakSet()
    app.on_shutdown.append(close_sockets)
    if app[CONFIG].websocket:
        app.router.add_get("/ws", websocket)
    app.router.add_post("/api/chat", chat)
    app.router.add_post("/message/resume/stream", resume)
    app.router.add_post("/api/artifacts", create_artifact)
    app.router.add_get("/api/artifacts/{artifact_id}", get_artifact)
    app.router.add_get("/health", health)
    app.router.add_get("/api/semantic-config", semantic_config)
    app.router.add_get("/debug/stats", debug_stats)
    app.router.add_get("/debug/received", debug_received)
    flypix.add_routes(app, app[STORE], app[CONFIG], lambda request, content: count(request, "chatMessages", content))
    return app


async def start(config: AgentConfig, host: str = "127.0.0.1", port: int = 0,
                access_log: bool = False) -> tuple[web.AppRunner, int]:
    """Start listening; returns the runner (for ``cleanup()``) and the bound port."""
    access_logger = logging.getLogger("aiohttp.access") if access_log else None
    runner = web.AppRunner(create_app(config), access_log=access_logger)
    await runner.setup()
    site = web.TCPSite(runner, host, port, shutdown_timeout=SHUTDOWN_TIMEOUT)
    await site.start()
    return runner, runner.addresses[0][1]


def run_in_thread(port: int = 0, host: str = "127.0.0.1",
                  config: AgentConfig | None = None) -> tuple[int, Callable[[], None]]:
    """Serve on a background thread with its own event loop; returns (port, stop)."""
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    started: dict[str, Any] = {}

    def serve() -> None:
        asyncio.set_event_loop(loop)
        try:
            runner, started["port"] = loop.run_until_complete(start(config or AgentConfig(), host, port))
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            started["error"] = exc
            ready.set()
            loop.close()
            return
        ready.set()
        loop.run_forever()
        loop.run_until_complete(runner.cleanup())
        loop.close()

    thread = threading.Thread(target=serve, name="reference-agent", daemon=True)
    thread.start()
    ready.wait()
    if "error" in started:
        raise started["error"]

    def stop() -> None:
        if thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(10)

    return started["port"], stop
