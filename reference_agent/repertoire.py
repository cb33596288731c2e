"""The agent's script: which prompt gets which answer.

Prompts are matched by keywords, case-insensitive, in the order of ``RULES``
(docs/reference-agent.md lists them for people). ``<answer>`` and
``<response>`` messages from the client are recognised before any keyword.
"""
from __future__ import annotations

import re
import uuid
from typing import Any, Callable

from . import analysis, faults, showcase
from .markup import bullets, element, num, text
from .questions import QUESTIONS, AnswerMessage, parse_answer, parse_response
from .store import HISTORY_LIMIT
from .turn import Answer, AskApproval, Emit, Say, TurnContext

# --- conversation -----------------------------------------------------------------------

PROMPTS = [
    ("summary", "counts and total areas per class of the shared vectors"),
    ("selection", "area, position and confidence of the selected features"),
    ("what do i see", "features in your viewport, per class"),
    ("screenshot", "size of the map screenshot you send"),
    ("trees within 20 m of a house", "a distance highlight computed on your vectors"),
    ("overlapping buildings", "an overlap highlight"),
    ("highlight", "a simple highlight"),
    ("find pools like this one", "a find-similar request"),
    ("suggest missing buildings", "suggested geometries"),
    ("zoom", "map tools: set-map-view and highlight"),
    ("interpolate", "values read from a data artifact"),
    ("visibility", "a question that asks for contexts"),
    ("question", "a plain question"),
    ("costly", "an approval card (credits)"),
    ("activity", "an activity log of backend tools"),
    ("markup demo", "every element of the message format"),
    ("long answer", "a very long streamed answer"),
    ("history", "what this conversation remembers"),
]


async def greeting(turn: TurnContext) -> Answer:
    items = [f"<b>{p}</b>: {what}" for p, what in PROMPTS]
    yield Say("<p>Hello! I am the <b>GeoSense reference agent</b>, a test server that answers a fixed set "
              "of prompts with real computation on the vectors you share. Try one of these:</p>\n"
              + bullets(items)
              + "\n<p>Anything else gets this overview again.</p>")


async def history(turn: TurnContext) -> Answer:
    messages = turn.session.history
    first = messages[0]["content"] if messages else ""
    yield Say(f"<p>This conversation keeps <b>{len(messages)}</b> message(s) (at most {HISTORY_LIMIT}; "
              f"the first is always kept). The first one is:</p>\n<quote>{text(first)}</quote>")


async def question(turn: TurnContext, question_id: str) -> Answer:
    yield Say(QUESTIONS[question_id].markup())


async def acknowledge_answer(turn: TurnContext, answer: AnswerMessage) -> Answer:
    """Say which option of which question was chosen and which contexts came along, then use them."""
    q, option = answer.question, answer.option
    arrived = sorted({c.get("type") for c in turn.request.contexts if isinstance(c.get("type"), str)})
    if q is None:
        opening = f"You answered question <b>{text(answer.question_id)}</b>, which I did not ask."
    elif option is not None:
        opening = (f"You chose option <b>{answer.option_index + 1}</b> of {len(q.options)}, "
                   f"<b>{option.label}</b>, for “{q.header}”.")
    elif answer.option_index is not None:
        opening = f"Option index {answer.option_index} does not exist in “{q.header}”."
    else:
        # the body is the client's markup (escaped text, reference chips): quoted as it came
        opening = f"You answered “{q.header}” in your own words: <i>{answer.message}</i>."
    parts = [f"<p>{opening}</p>",
             f"<p>Contexts that came with your answer: {', '.join(f'<b>{text(c)}</b>' for c in arrived)}.</p>"
             if arrived else "<p>No contexts came with your answer.</p>"]
    if option is not None and option.context:
        missing = [c for c in option.context.split() if c not in arrived]
        if missing:
            parts.append(f"<p>I asked for {', '.join(missing)} but did not get it.</p>")
    for report in (analysis.viewport_report(turn), analysis.screenshot_report(turn)):
        if report:
            parts.append(report)
    yield Say("\n".join(parts))


# --- approvals and activity --------------------------------------------------------------------

async def paid_analysis(turn: TurnContext, costs: tuple[float, ...] = (2.5,)) -> Answer:
    """Ask for credits (once per cost), then answer with the summary."""
    for step, cost in enumerate(costs, 1):
        label = f" (step {step} of {len(costs)})" if len(costs) > 1 else ""
        description = f"Run the detailed vector analysis{label}; it costs {num(cost, 2)} credits."
        approved = yield AskApproval("credits", description, cost)
        if not approved:
            stopped = (f"I stopped before step {step}; nothing more was charged." if len(costs) > 1
                       else "I did not run the analysis. No credits were used.")
            yield Say(f"<p>Understood, {stopped}</p>")
            return
    yield Say(f"<p>Thank you. The analysis cost {element('credits', value=num(sum(costs), 2))}.</p>\n")
    async for item in analysis.summary(turn):
        yield item


async def gated(turn: TurnContext, inner: Answer, times: int) -> Answer:
    """``inner`` behind ``times`` credit approvals (the ``approval2`` fault)."""
    try:
        for step in range(1, times + 1):
            approved = yield AskApproval("credits", f"Approval {step} of {times} before answering.", 0.5)
            if not approved:
                yield Say(f"<p>Rejected at approval {step} of {times}; I will not answer that.</p>")
                return
        value: Any = None
        while True:  # forward every item and every value sent back, like ``yield from``
            try:
                item = await inner.asend(value)
            except StopAsyncIteration:
                return
            value = yield item
    finally:
        await inner.aclose()


async def delete(turn: TurnContext) -> Answer:
    selected = analysis.selected_features(turn)
    what = f"{len(selected)} selected annotation(s)" if selected else "the annotations you mean"
    approved = yield AskApproval("delete", f"Delete {what}? This cannot be undone.")
    if not approved:
        yield Say("<p>Nothing was deleted.</p>")
        return
    refs = ", ".join(element("ref", id=f.id, v=f.vector_id) for f in selected) or "none"
    yield Say(f"<p>Approved. Marked for deletion: {refs}. The reference agent never edits your layers, "
              "so your data is unchanged.</p>")


async def backend_tools(turn: TurnContext) -> Answer:
    if not turn.session.allow_backend_tools:
        approved = yield AskApproval("backend_tools", "Allow GeoSense to use backend tools (vector statistics, "
                                                      "geocoder) in this session?")
        if not approved:
            yield Say("<p>Fine, no backend tools. Ask me for a <b>summary</b> instead.</p>")
            return
    async for item in activity(turn):
        yield item


async def activity(turn: TurnContext) -> Answer:
    """Backend activity events (thinking, tool calls that succeed and fail, an MCP result), then a summary."""
    features = turn.features()
    classes = {(f.vector_id, f.class_id) for f in features}

    def call(tool: str, status: str, call_id: str, **extra: Any) -> Emit:
        return Emit({"type": "backend_tool_call", "callId": call_id, "toolName": tool, "status": status, **extra},
                    bind_message=True)

    plan = "I'll gather class statistics with vector_stats, then look up place names with the geocoder."
    yield Emit({"type": "backend_thinking", "content": plan}, bind_message=True)
    stats_id, geo_id, mcp_id = (f"bt_{uuid.uuid4().hex[:8]}" for _ in range(3))
    yield call("vector_stats", "started", stats_id)
    yield call("vector_stats", "succeeded", stats_id,
               summary=f"{len(features)} features in {len(classes)} classes of {len(turn.layers)} vectors")
    yield call("geocoder", "started", geo_id)
    yield call("geocoder", "failed", geo_id, error="geocoder unavailable (simulated outage)")
    result = {"features": len(features), "classes": len(classes),
              "total_area_m2": round(sum(f.area for f in features), 2)}
    yield Emit({"type": "tool_call_start", "toolName": "area_statistics", "callId": mcp_id, "input": {}})
    yield Emit({"type": "mcp_tool_result", "toolName": "area_statistics", "result": result, "callId": mcp_id})
    yield Emit({"type": "backend_thinking", "content": "The geocoder failed, so I answer from the statistics alone."},
               bind_message=True)
    yield Say("<p>The geocoder was unavailable, so no place names; here are the statistics.</p>\n")
    async for item in analysis.summary(turn):
        yield item


async def unknown_fault(turn: TurnContext, mode: str) -> Answer:
    yield Say(f"<p>Unknown fault mode <b>{text(mode)}</b>. Known modes: "
              + ", ".join(f"<code>{m}</code>" for m in faults.MODES) + ".</p>")


# --- dispatch ---------------------------------------------------------------------------------------

Rule = tuple[tuple[str, ...], Callable[[TurnContext, str], Answer]]

RULES: list[Rule] = [
    (("markup demo", "all markup"), lambda t, p: showcase.markup_demo(t)),
    (("long answer",), lambda t, p: showcase.long_answer(t)),
    (("approval twice",), lambda t, p: paid_analysis(t, (1.5, 1.0))),
    (("approval", "costly"), lambda t, p: paid_analysis(t)),
    (("delete",), lambda t, p: delete(t)),
    (("backend tools",), lambda t, p: backend_tools(t)),
    (("activity", "analyse", "analyze"), lambda t, p: activity(t)),
    (("history",), lambda t, p: history(t)),
    (("unknown tool",), lambda t, p: analysis.unknown_tool(t)),
    ((" within ",), analysis.distance_highlight),
    (("overlap",), analysis.overlap_highlight),
    (("similar", "like this", "like these"), analysis.find_similar),
    (("suggest", "missing"), analysis.suggest_missing),
    (("set map view", "map view", "zoom"), lambda t, p: analysis.map_view(t)),
    (("highlight with",), analysis.attribute_highlight),
    (("highlight",), analysis.simple_highlight),
    (("interpolat",), lambda t, p: analysis.interpolation(t)),
    (("screenshot",), lambda t, p: analysis.screenshot(t)),
    (("viewport", "what do i see", "what can i see"), lambda t, p: analysis.viewport(t)),
    (("visibility",), lambda t, p: question(t, "viewport-look")),
    (("choose",), lambda t, p: question(t, "clarify")),
    (("question",), lambda t, p: question(t, "proceed")),
    (("selection", "selected"), lambda t, p: analysis.selection(t)),
    (("count", "summary", "summarise", "summarize", "statistics"), lambda t, p: analysis.summary(t)),
]


def plain_prompt(content: str) -> str:
    """Lower-case text of a message without its markup, single-spaced, padded with spaces."""
    return " " + " ".join(re.sub(r"<[^>]*>", " ", content).lower().split()) + " "


def answer_for(turn: TurnContext, fault: str | None = None) -> Answer:
    """The answer generator for the turn's message (``fault``: the turn's fault mode, if any)."""
    if fault is not None and fault not in faults.MODES:
        return unknown_fault(turn, fault)
    answer = _choose(turn)
    if fault == faults.APPROVAL_TWICE:
        return gated(turn, answer, 2)
    return answer


def _choose(turn: TurnContext) -> Answer:
    content = turn.request.content
    parsed = parse_answer(content)
    if parsed is not None:
        return acknowledge_answer(turn, parsed)
    if parse_response(content) is not None:
        return analysis.acknowledge_response(turn)
    prompt = plain_prompt(content)
    for keywords, make in RULES:
        if any(k in prompt for k in keywords):
            return make(turn, prompt)
    return greeting(turn)
