"""Answers computed from the vectors and contexts the client shared.

Each public function is an answer generator (see :mod:`reference_agent.turn`).
"""
from __future__ import annotations

import base64
import binascii
import re
from collections import defaultdict
from typing import Any, Sequence

from .geometry import (
    Feature,
    VectorLayer,
    encode_wkb_b64,
    features_bbox,
    features_in_bbox,
    ground_distance,
    ground_scale,
    most_similar,
    nearest_within,
    overlapping_pairs,
    png_size,
    suggest_in_gaps,
)
from .markup import bullets, class_badge, element, mercator_pos, num, prop, ref, table, text, tool, vector_badge
from .questions import QUESTIONS, parse_response
from .turn import Answer, Attach, CallTool, Say, TurnContext, singular

NO_VECTORS = ("<p>No vectors came with this message, so I have nothing to measure. Share a vector layer "
              "(its <i>vectors</i> entry and the vector artifact) and ask again.</p>")


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{num(value * 100, 1)} %"


def _problems(turn: TurnContext) -> str:
    if not turn.problems:
        return ""
    return "\n<p><i>Some shared data could not be read:</i></p>\n" + bullets([text(p) for p in turn.problems])


def _no_vectors(turn: TurnContext) -> str:
    return NO_VECTORS + _problems(turn)


def _class_of(turn: TurnContext, word: str) -> str:
    """A badge for the first class matching ``word``, or the word itself."""
    matching = turn.classes_named(word)
    for layer in turn.layers:
        for cid in layer.classes:
            if (layer.id, cid) in matching:
                return class_badge(layer, cid)
    return f"<i>{text(word)}</i>"


def _class_list(turn: TurnContext) -> str:
    badges = [class_badge(layer, cid) for layer in turn.layers for cid in layer.classes]
    return ", ".join(badges) if badges else "none"


def _selected(turn: TurnContext) -> list[dict[str, Any]]:
    selection = turn.context("selection") or {}
    annotations = selection.get("annotations") or []
    return [a for a in annotations if isinstance(a, dict) and "id" in a]


def selected_features(turn: TurnContext) -> list[Feature]:
    found = (turn.feature(a.get("id"), a.get("v")) for a in _selected(turn))
    return [f for f in found if f is not None]


# --- counts and summaries -----------------------------------------------------------

def _class_rows(layer: VectorLayer, features: Sequence[Feature]) -> list[list[str]]:
    by_class: dict[str | None, list[Feature]] = defaultdict(list)
    for f in features:
        by_class[f.class_id].append(f)
    order = list(layer.classes) + sorted(c for c in by_class if c not in layer.classes and c is not None)
    if None in by_class:
        order.append(None)
    rows = []
    for cid in order:
        members = by_class.get(cid, [])
        confidences = [f.confidence for f in members if f.confidence is not None]
        mean = sum(confidences) / len(confidences) if confidences else None
        rows.append([class_badge(layer, cid), str(len(members)),
                     element("area", value=num(sum(f.area for f in members))), _percent(mean)])
    return rows


async def summary(turn: TurnContext) -> Answer:
    """Features and total area per class of every shared vector."""
    if not turn.layers:
        yield Say(_no_vectors(turn))
        return
    parts = []
    total = 0
    total_area = 0.0
    for layer in turn.layers:
        parts.append(f"<p>{vector_badge(layer)} ({text(layer.source)}): <b>{len(layer.features)}</b> features</p>")
        parts.append(table(["Class", "Features", "Total area", "Mean confidence"],
                           _class_rows(layer, layer.features)))
        total += len(layer.features)
        total_area += sum(f.area for f in layer.features)
    parts.append(f"<p>In total <b>{total}</b> features in {len(turn.layers)} vector(s), covering "
                 f"{element('area', value=num(total_area))}.</p>")
    yield Say("\n".join(parts) + _problems(turn))


async def selection(turn: TurnContext) -> Answer:
    """Properties of exactly the selected annotations."""
    chosen = _selected(turn)
    ctx = turn.context("selection") or {}
    regions = [r for r in ctx.get("regions") or [] if isinstance(r, dict) and "id" in r]
    suggestions = ctx.get("suggestions") or []
    if not chosen:
        extra = ""
        if regions:
            extra += " You did select " + ", ".join(element("link", type="region", id=r["id"]) for r in regions) + "."
        if suggestions:
            extra += f" You also selected <b>{len(suggestions)}</b> suggestion(s)."
        yield Say(f"<p>No annotations are selected.{extra} Select some features on the map "
                  "(they travel in the <i>selection</i> context) and ask again.</p>")
        return
    rows, found = [], []
    for a in chosen:
        f = turn.feature(a["id"], a.get("v"))
        v = a.get("v") or (f.vector_id if f else None)
        r = element("ref", id=a["id"], v=v)
        if f is None:
            rows.append([r, "<i>not in the shared vectors</i>", "", "", ""])
            continue
        found.append(f)
        rows.append([r, class_badge(turn.layer_of(f), f.class_id), prop("area", f), prop("pos", f),
                     prop("confidence", f)])
    parts = [f"<p>You selected <b>{len(chosen)}</b> annotation(s):</p>",
             table(["Annotation", "Class", "Area", "Position", "Confidence"], rows)]
    if found:
        parts.append(f"<p>Together they cover {element('area', value=num(sum(f.area for f in found)))}.")
        if len(found) >= 2:
            d = ground_distance(found[0].geometry, found[1].geometry)
            parts[-1] += f" The first two are {element('distance', value=num(d, 2))} apart."
        parts[-1] += "</p>"
    if regions or suggestions:
        parts.append(f"<p>The selection also holds {len(regions)} region(s) and {len(suggestions)} suggestion(s).</p>")
    yield Say("\n".join(parts) + _problems(turn))


# --- what the user sees ------------------------------------------------------------------

def _bbox(ctx: dict[str, Any] | None) -> list[float] | None:
    bbox = (ctx or {}).get("bbox")
    if (isinstance(bbox, list) and len(bbox) == 4
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in bbox)
            and bbox[0] <= bbox[2] and bbox[1] <= bbox[3]):
        return [float(v) for v in bbox]
    return None


def _visible(turn: TurnContext) -> tuple[list[tuple[VectorLayer, list[Feature]]], list[str]]:
    """Features the visibility context leaves visible, per layer, and notes on what was hidden."""
    entries = {e.get("id"): e for e in (turn.context("visibility") or {}).get("vectors") or []
               if isinstance(e, dict)}
    result, notes = [], []
    for layer in turn.layers:
        entry = entries.get(layer.id, {})
        if entry.get("visible") is False:
            notes.append(f"{vector_badge(layer)} is hidden")
            continue
        features = layer.features
        hidden = set(entry.get("hidden_classes") or [])
        if hidden:
            features = [f for f in features if f.class_id not in hidden]
            notes.append(f"{vector_badge(layer)} hides " + ", ".join(class_badge(layer, c) for c in sorted(hidden)))
        if isinstance(entry.get("visible_ids"), list):
            ids = set(entry["visible_ids"])
            features = [f for f in features if f.id in ids]
            notes.append(f"{vector_badge(layer)} shows only {len(ids)} listed feature(s)")
        if entry.get("filter"):
            notes.append(f"{vector_badge(layer)} has the filter <code>{text(entry['filter'])}</code> "
                         "(not applied by this agent)")
        result.append((layer, features))
    return result, notes


def viewport_report(turn: TurnContext) -> str | None:
    """Counts per class inside the position context's bbox, or None without a usable bbox."""
    position = turn.context("position")
    bbox = _bbox(position)
    if bbox is None:
        return None
    minx, miny, maxx, maxy = bbox
    scale = ground_scale((miny + maxy) / 2)
    parts = [f"<p>Your view is {element('size', value=num((maxx - minx) * scale))} wide and "
             f"{element('size', value=num((maxy - miny) * scale))} high, centred on "
             f"{mercator_pos((minx + maxx) / 2, (miny + maxy) / 2)}.</p>"]
    crs = (position or {}).get("crs")
    if crs not in (None, "EPSG:3857"):
        parts.append(f"<p><i>The bbox came in {text(crs)}; I read it as EPSG:3857.</i></p>")
    if not turn.layers:
        parts.append(NO_VECTORS)
        return "\n".join(parts) + _problems(turn)
    visible, notes = _visible(turn)
    total = 0
    for layer, features in visible:
        inside = features_in_bbox(features, bbox)
        total += len(inside)
        parts.append(f"<p>{vector_badge(layer)}: <b>{len(inside)}</b> visible feature(s) in view</p>")
        if inside:
            parts.append(table(["Class", "In view", "Area in view", "Mean confidence"], _class_rows(layer, inside)))
    parts.append(f"<p>That makes <b>{total}</b> visible feature(s) in your viewport.</p>")
    if notes:
        parts.append("<p>Visibility settings I took into account:</p>\n" + bullets(notes))
    return "\n".join(parts) + _problems(turn)


async def viewport(turn: TurnContext) -> Answer:
    report = viewport_report(turn)
    if report is None:
        yield Say("<p>I don't know your viewport yet.</p>\n" + QUESTIONS["viewport-context"].markup())
        return
    yield Say(report)


def screenshot_report(turn: TurnContext) -> str | None:
    """Size of the PNG in the image context, or None without one."""
    if turn.context("image") is None:
        return None
    artifact = turn.context_artifact("image")
    if artifact is None:
        return "<p>An image context arrived, but its artifact is unknown to me.</p>"
    data = artifact.data if isinstance(artifact.data, dict) else {}
    try:
        raw = base64.b64decode(data.get("data", ""), validate=True)
    except (binascii.Error, TypeError, ValueError):
        return "<p>The image artifact's <i>data</i> is not valid base64.</p>"
    size = png_size(raw)
    if size is None:
        return f"<p>The image artifact holds {len(raw)} bytes, but it is not a PNG.</p>"
    width, height = size
    parts = [f"<p>Your screenshot is a PNG of <b>{width}×{height}</b> pixels "
             f"({element('pixels', value=width * height)}, {len(raw)} bytes).</p>"]
    bbox = _bbox(data)
    if bbox and width:
        scale = ground_scale((bbox[1] + bbox[3]) / 2)
        parts.append(f"<p>It covers {element('size', value=num((bbox[2] - bbox[0]) * scale))} across, "
                     f"so one pixel is about {element('size', value=num((bbox[2] - bbox[0]) * scale / width, 3))}.</p>")
    return "\n".join(parts)


async def screenshot(turn: TurnContext) -> Answer:
    report = screenshot_report(turn)
    if report is None:
        yield Say("<p>I have no screenshot of your map.</p>\n" + QUESTIONS["screenshot-context"].markup())
        return
    yield Say(report)


# --- highlights -------------------------------------------------------------------------

_WITHIN = re.compile(r"([a-z]+)\s+within\s+(\d+(?:\.\d+)?)\s*(?:m|meters?|metres?)\b\s+of\s+"
                     r"(?:an?\s+|the\s+|any\s+)?([a-z]+)")


def _single_vector(features: Sequence[Feature]) -> str | None:
    vectors = {f.vector_id for f in features}
    return vectors.pop() if len(vectors) == 1 else None


async def distance_highlight(turn: TurnContext, prompt: str) -> Answer:
    """Features of class A within N m of a feature of class B ("trees within 20 m of a house")."""
    match = _WITHIN.search(prompt)
    word_a, limit, word_b = ("tree", 20.0, "house")
    if match:
        word_a, limit, word_b = match.group(1), float(match.group(2)), match.group(3)
    if not turn.layers:
        yield Say(_no_vectors(turn))
        return
    sources, targets = turn.features_named(word_a), turn.features_named(word_b)
    if not sources or not targets:
        yield Say(f"<p>I need features of a class named <i>{text(word_a)}</i> and of one named "
                  f"<i>{text(word_b)}</i>. The shared classes are: {_class_list(turn)}.</p>")
        return
    a, b = _class_of(turn, word_a), _class_of(turn, word_b)
    links = nearest_within(sources, targets, limit)
    intro = (f"<p>I measured from each of the <b>{len(sources)}</b> {a} features to the nearest {b}: "
             f"<b>{len(links)}</b> are within {element('distance', value=num(limit))}.</p>")
    if not links:
        yield Say(intro)
        return
    data = {"ids": [link.source.id for link in links], "links": [link.target.id for link in links],
            "linkValues": [link.value for link in links], "linkType": "distance",
            "areas": [round(link.source.area, 2) for link in links], "attributeHints": {"areas": "area"}}
    artifact = turn.new_data_artifact(data)
    key = artifact.id
    v_a, v_b = _single_vector([link.source for link in links]), _single_vector([link.target for link in links])
    rows = [[ref(link.source), ref(link.target), element("distance", value=num(link.value, 2))] for link in links[:10]]
    yield Say("\n".join([
        intro,
        f'<tool type="highlight" data="${{{key}}}">Showcase all {a} that are within '
        f'{element("distance", value=num(limit))} of a {b}</tool>',
        f'<p>The closest, {element("ref", id=f"${{{key}.ids.0}}", v=v_a)} '
        f'({element("area", value=f"${{{key}.areas.0}}")}), is {element("size", value=f"${{{key}.linkValues.0}}")} '
        f'from {element("ref", id=f"${{{key}.links.0}}", v=v_b)}.</p>',
        f"<p>The {min(10, len(links))} nearest pairs:</p>",
        table(["Feature", "Nearest", "Distance"], rows),
    ]) + _problems(turn))
    yield Attach({"type": "data", "artifact_id": artifact.id})


_OVERLAPPING = re.compile(r"overlapping\s+([a-z]+)")


async def overlap_highlight(turn: TurnContext, prompt: str) -> Answer:
    """Pairs of overlapping features of one class, as an overlap-linked highlight."""
    match = _OVERLAPPING.search(prompt)
    word = match.group(1) if match else "building"
    if not turn.layers:
        yield Say(_no_vectors(turn))
        return
    features = turn.features_named(word)
    scope = f"{_class_of(turn, word)} features"
    if not features:
        features = turn.features()
        scope = f"features (no class is named <i>{text(word)}</i>, so I checked all of them)"
    links = overlapping_pairs(features)
    if not links:
        yield Say(f"<p>None of the {len(features)} {scope} overlap.</p>")
        return
    data = {"ids": [link.source.id for link in links], "links": [link.target.id for link in links],
            "linkValues": [link.value for link in links], "linkType": "overlap"}
    rows = [[ref(link.source), ref(link.target),
             element("area", value=num(link.value * link.source.area)), _percent(link.value)]
            for link in links[:10]]
    worst = links[0]
    yield Say("\n".join([
        f"<p>Among {len(features)} {scope}, <b>{len(links)}</b> pair(s) overlap.</p>",
        tool("highlight", data, "Overlapping pairs"),
        f"<p>The largest overlap: {ref(worst.source)} lies <b>{_percent(worst.value)}</b> "
        f"inside {ref(worst.target)}.</p>",
        table(["Smaller", "Larger", "Shared area", "Share of the smaller"], rows),
    ]) + _problems(turn))


_CLASS_WORD = re.compile(r"highlight\s+(?:all\s+|the\s+)?([a-z]+)")


async def simple_highlight(turn: TurnContext, prompt: str) -> Answer:
    """Highlight the selection, else the features of a named class, else the first vector."""
    if not turn.layers:
        yield Say(_no_vectors(turn))
        return
    features, what = selected_features(turn), "selected features"
    if not features:
        match = _CLASS_WORD.search(prompt)
        if match and turn.features_named(match.group(1)):
            features, what = turn.features_named(match.group(1)), f"{_class_of(turn, match.group(1))} features"
    if not features:
        features, what = turn.layers[0].features, f"features of {vector_badge(turn.layers[0])}"
    ids = sorted({f.id for f in features})
    yield Say(f"<p>Here are the <b>{len(ids)}</b> {what}:</p>\n"
              + tool("highlight", {"ids": ids}, f"Highlight {len(ids)} {what}"))


# --- find similar and suggestions -----------------------------------------------------------

_GENERIC = {"similar", "more", "features", "feature", "annotations", "annotation", "things", "objects", "other",
            "shapes", "ones", "these", "this"}
_FIND = re.compile(r"find\s+(?:all\s+|other\s+|more\s+|some\s+)?([a-z]+)")


async def find_similar(turn: TurnContext, prompt: str) -> Answer:
    """A find-similar tool block with the selection (or features of the hinted class) as samples."""
    match = _FIND.search(prompt)
    hint = None
    if match and match.group(1) not in _GENERIC:
        hint = singular(match.group(1))
    samples = selected_features(turn)
    source = "the selected features"
    if not samples and hint:
        samples = sorted(turn.features_named(hint), key=lambda f: (f.vector_id, f.id))[:3]
        source = f"the first {_class_of(turn, hint)} features"
    if not samples:
        yield Say("<p>Select one or more examples on the map, or name a class "
                  "(<i>find pools like this one</i>), and ask again.</p>" + _problems(turn))
        return
    data: dict[str, Any] = {}
    if hint:
        data["hint"] = hint
    data["samples"] = [{"id": f.id, "v": f.vector_id} for f in samples]
    refs = ", ".join(ref(f) for f in samples)
    what = f"{text(hint)}s" if hint else "features"
    parts = [f"<p>I'll ask your map for more {what} like {source}.</p>",
             tool("find-similar", data, f"Find other {what} similar to {refs}.")]
    closest = most_similar(samples, turn.features())
    if closest:
        parts.append("<p>Among the shared vectors, the closest shapes are "
                     + ", ".join(f"{ref(f)} ({element('area', id=f.id, v=f.vector_id)})" for f in closest) + ".</p>")
    yield Say("\n".join(parts))


_MISSING = re.compile(r"(?:missing|more|new)\s+([a-z]+)")


async def suggest_missing(turn: TurnContext, prompt: str) -> Answer:
    """Square suggestions in free space beside existing features of a class (houses by default)."""
    match = _MISSING.search(prompt)
    word = match.group(1) if match else "building"
    if not turn.layers:
        yield Say(_no_vectors(turn))
        return
    anchors = turn.features_named(word)
    if not anchors:
        yield Say(f"<p>I need existing features of a class named <i>{text(word)}</i> to place suggestions "
                  f"next to. The shared classes are: {_class_list(turn)}.</p>")
        return
    found = suggest_in_gaps(anchors, turn.features())
    if not found:
        yield Say(f"<p>I found no free gap next to the {len(anchors)} {_class_of(turn, word)} features.</p>")
        return
    artifact = turn.new_data_artifact([{"geometry": encode_wkb_b64(s.geometry), "confidence": s.confidence}
                                       for s in found], kind="suggestion")
    items = []
    for s in found:
        c = s.geometry.centroid
        items.append(f"next to {ref(s.near)} at {mercator_pos(c.x, c.y)}, "
                     f"{element('area', value=num(s.geometry.area * ground_scale(c.y) ** 2))}, "
                     f"confidence <b>{_percent(s.confidence)}</b>")
    yield Say(f"<p>I suggest <b>{len(found)}</b> missing {_class_of(turn, word)} features, placed in gaps "
              f"beside existing ones (they come as a suggestion context):</p>\n"
              + bullets(items, ordered=True))
    yield Attach({"type": "suggestion", "artifact_id": artifact.id})


# --- client tools and interpolation -------------------------------------------------------------

DEFAULT_BBOX = [1486000.0, 6888000.0, 1490000.0, 6892000.0]  # a 4 km square of Berlin, EPSG:3857


def _tool_outcome(name: str, result: dict[str, Any] | None) -> str:
    if result is None:
        return (f"<li><b>{name}</b>: no tool_result came back (over HTTP there is no way back, "
                "or the client did not answer in time)</li>")
    if result.get("success"):
        return f"<li><b>{name}</b>: done, {text(result.get('message') or 'no message')}</li>"
    return (f"<li><b>{name}</b>: failed, {text(result.get('error') or '')} "
            f"{text(result.get('message') or '')}</li>")


async def map_view(turn: TurnContext) -> Answer:
    """``set-map-view`` to the selection (or all features), then a ``highlight`` tool call."""
    features = selected_features(turn) or turn.features()
    bounds = features_bbox(features)
    if bounds is not None:
        pad = max(bounds[2] - bounds[0], bounds[3] - bounds[1], 20.0) * 0.1
        bbox = [bounds[0] - pad, bounds[1] - pad, bounds[2] + pad, bounds[3] + pad]
        target = f"{len(features)} feature(s)"
    else:
        viewport = _bbox(turn.context("position"))
        bbox, target = (viewport, "your viewport") if viewport else (DEFAULT_BBOX, "the default area")
    yield Say(f"<p>Moving the map to {target}.</p>")
    outcomes = []
    result = yield CallTool("set-map-view", {"bbox": [round(v, 2) for v in bbox], "crs": "EPSG:3857"},
                            message=f"Zoom to {target}")
    outcomes.append(_tool_outcome("set-map-view", result))
    if features:
        ids = sorted({f.id for f in features})
        result = yield CallTool("highlight", {"ids": ids}, message=f"Highlight {len(ids)} feature(s)")
        outcomes.append(_tool_outcome("highlight", result))
    yield Say("\n<p>What the map reported:</p>\n<ul>\n" + "\n".join(outcomes) + "\n</ul>")


async def attribute_highlight(turn: TurnContext, prompt: str) -> Answer:
    """A ``highlight`` tool call whose payload carries N constant extra attributes ("highlight with 40
    attributes"): the client must bound that work and may refuse it (``PAYLOAD_TOO_LARGE``)."""
    match = re.search(r"with (\d+) attributes", prompt)
    count = min(int(match.group(1)), 1000) if match else 40
    ids = sorted({f.id for f in (selected_features(turn) or turn.features())})
    data: dict[str, Any] = {"ids": ids}
    data.update({f"note_{i}": f"the same note {i}" for i in range(count)})
    yield Say(f"<p>Highlighting {len(ids)} feature(s) with {count} extra attributes.</p>")
    result = yield CallTool("highlight", data, message=f"Highlight {len(ids)} feature(s), {count} attributes")
    yield Say("\n<ul>\n" + _tool_outcome("highlight", result) + "\n</ul>")


async def unknown_tool(turn: TurnContext) -> Answer:
    """A tool the client does not have; it should answer TOOL_NOT_FOUND."""
    yield Say("<p>Calling a tool your client does not know.</p>")
    result = yield CallTool("paint-the-map-pink", {"shade": "hot pink"})
    yield Say("\n<ul>\n" + _tool_outcome("paint-the-map-pink", result) + "\n</ul>")


async def interpolation(turn: TurnContext) -> Answer:
    """A data artifact and a message that reads its values through ${artifact_id.path} placeholders."""
    features = sorted(turn.features(), key=lambda f: (-f.area, f.vector_id, f.id))
    if features:
        largest, smallest = features[0], features[-1]
        data: dict[str, Any] = {
            "count": len(features),
            "largest": {"id": largest.id, "v": largest.vector_id, "area": round(largest.area, 2)},
            "smallest": {"id": smallest.id, "v": smallest.vector_id, "area": round(smallest.area, 2)},
            "distance": round(ground_distance(largest.geometry, smallest.geometry), 2),
            "ids": [f.id for f in features[:10]],
        }
        artifact = turn.new_data_artifact(data)
        k = artifact.id
        body = (f"<p>Of <b>${{{k}.count}}</b> features the largest is "
                f'<ref id="${{{k}.largest.id}}" v="${{{k}.largest.v}}" /> with <area value="${{{k}.largest.area}}" />, '
                f'the smallest <ref id="${{{k}.smallest.id}}" v="${{{k}.smallest.v}}" /> with '
                f'<area value="${{{k}.smallest.area}}" />; they are <distance value="${{{k}.distance}}" /> apart. '
                f'The second largest is <ref id="${{{k}.ids.1}}" />.</p>'
                if len(features) > 1 else
                f'<p>The only feature is <ref id="${{{k}.largest.id}}" v="${{{k}.largest.v}}" /> with '
                f'<area value="${{{k}.largest.area}}" />.</p>')
    else:
        artifact = turn.new_data_artifact({"distances": {"261": {"24": 12.5, "101": 87.25}}})
        k = artifact.id
        body = (f'<p>The distance from the largest tree to the largest house is '
                f'<size value="${{{k}.distances.261.24}}" />. The furthest house is '
                f'<size value="${{{k}.distances.261.101}}" /> away.</p>')
    yield Say(body + f"\n<p>Every value above is read from the data artifact <code>{k}</code>.</p>")
    yield Attach({"type": "data", "artifact_id": artifact.id})


async def acknowledge_response(turn: TurnContext) -> Answer:
    """Acknowledge a client ``<response type="find_similar">`` with the located annotations."""
    parsed = parse_response(turn.request.content)
    attrs, _ = parsed if parsed else ({}, "")
    located = _selected(turn)
    class_id = attrs.get("class-id")
    badge = ""
    if class_id:
        layer = next((layer for layer in turn.layers if class_id in layer.classes), None)
        badge = (" of class " + (class_badge(layer, class_id) if layer else element("class", id=class_id)))
    request = text(attrs.get("request", "?"))
    refs = ", ".join(element("ref", id=a["id"], v=a.get("v")) for a in located[:20])
    more = f" and {len(located) - 20} more" if len(located) > 20 else ""
    kind = text(attrs.get("type", "?"))
    found = [f for f in (turn.feature(a["id"], a.get("v")) for a in located) if f]
    area = f" They cover {element('area', value=num(sum(f.area for f in found)))}." if found else ""
    yield Say(f"<p>Thanks: your <i>{kind}</i> response to request <b>{request}</b> located "
              f"<b>{len(located)}</b> annotation(s){badge}" + (f": {refs}{more}." if refs else ".") + area + "</p>")
