"""Answers that exercise the message format: every element once, and a very long stream."""
from __future__ import annotations

from .geometry import Feature
from .markup import attr, element, num, text
from .questions import QUESTIONS
from .turn import Answer, Say, TurnContext

LINK_TYPES = ("raster", "workspace", "model", "dataset", "frozen-dataset", "folder", "map", "project",
              "training", "inference", "order", "region", "annotation", "class")


def _ids(turn: TurnContext) -> tuple[str, int, int, str, str, str | None]:
    """(vector id, two feature ids, class id, class name, project) from the shared vectors, or spec examples."""
    for layer in turn.layers:
        if layer.features:
            f1 = layer.features[0]
            f2 = layer.features[1] if len(layer.features) > 1 else f1
            cid = f1.class_id or next(iter(layer.classes), "classid-1234")
            return layer.id, f1.id, f2.id, cid, layer.class_name(cid), layer.project
    return "1234-abcd", 1, 2, "classid-1234", "Vegetation", None


def _entity_links(v: str, a: int, cid: str) -> str:
    """``<li>`` items with a link of every entity type, without and with a label."""
    items = []
    for kind in LINK_TYPES:
        eid = a if kind == "annotation" else cid if kind == "class" else f"{kind}-0001"
        extra = {"v": v} if kind == "annotation" else {}
        items.append(f"<li>{element('link', type=kind, id=eid, **extra)} and labelled "
                     f"{element('link', f'my {kind}', type=kind, id=eid, **extra)}</li>")
    items.append(f"<li>external: {element('link', type='raster', id='ab82-041e', project='6525-02fa')}, "
                 f"official: {element('link', type='model', id='ffff-0001', project='official')}</li>")
    return "\n".join(items)


async def markup_demo(turn: TurnContext) -> Answer:
    """One message with every element of spec/geosense-message-format.txt."""
    v, a, b, cid, cname, project = _ids(turn)
    links = _entity_links(v, a, cid)
    # the template below writes these into attributes by hand
    v, cid, project = attr(v), attr(cid), attr(project or "project-5678-efgh")
    cname = text(cname)
    message = f"""<p>This message holds <b>every element</b> of the GeoSense message format.</p>
<p>References: <ref id="{a}" />, <ref id="{b}" v="{v}" />; legacy <id>{a}</id>, <id v="{v}">{b}</id>, <ids>{a}, {b}</ids> and <ids v="{v}">{a}, {b}</ids>.</p>
<p>Classes: <class id="{cid}" />, <class id="{cid}">{cname}</class>, <class id="{cid}" project="{project}">{cname}</class>. Vectors: <vector id="{v}" /> and <vector id="{v}">Training Layer</vector>.</p>
<table>
<tr><th>Property</th><th>Referential</th><th>With vector</th><th>Value</th></tr>
<tr><td>Area</td><td><area id="{a}" /></td><td><area id="{a}" v="{v}" /></td><td><area value="8295125" /></td></tr>
<tr><td>Pixels</td><td></td><td></td><td><pixels value="1521234" /></td></tr>
<tr><td>Confidence</td><td><confidence id="{a}" /></td><td><confidence id="{a}" v="{v}" /></td><td></td></tr>
<tr><td>Angle</td><td><angle id="{a}" /></td><td><angle id="{b}" v="{v}" /></td><td><angle value="250deg" />, <angle value="-85 deg" />, <angle value="1.62314" /></td></tr>
<tr><td>Credits</td><td></td><td></td><td><credits value="1.25" />, <credits value="200" /></td></tr>
<tr><td>Position</td><td><pos id="{a}" />, <pos id="{a}" mode="centroid" />, <pos id="{a}" mode="center" />, <pos id="{a}" mode="circumcenter" /></td><td><pos id="{a}" v="{v}" /></td><td><pos value="103.59258102, -13.251208883" />, <pos value="103.59258102E 13.251208883S" />, <pos value="13.4°N 52.5°E" system="latlon" />, <pos value="259875.25928,-828521.502093" system="mercator" />, <pos value="-6.2512213 105.0502912" system="latlon" /></td></tr>
<tr><td>Size</td><td><size id="{a}" />, <size id="{a}" mode="length" />, <size id="{a}" mode="width" />, <size id="{a}" mode="thickness" />, <size id="{a}" mode="height" /></td><td><size id="{a}" v="{v}" /></td><td><size value="0.52" /></td></tr>
<tr><td>Distance</td><td></td><td></td><td><distance value="20" /></td></tr>
</table>
<p>Rich text: <b>bold</b>, <i>italic</i>, <u>underlined</u>, H<sub>2</sub>O and m<super>2</super>.</p>
<p>Anchors: <a href="/datasets">the Datasets page</a>, <a href="https://en.wikipedia.org/wiki/Fibonacci_sequence">Fibonacci numbers</a>; docs: <docs path="/docs/guides/ai/geosense">Learn About Geosense</docs> and <docs path="/docs/api/geosense/message-format" />.</p>
<p>Entity links, all {len(LINK_TYPES)} types:</p>
<ul>
{links}
</ul>
<quote>
  This is a quote
</quote>
<code lang="py">
import requests

api_url = "https://api.flypix.ai/v1"
result = requests.get(f"{{api_url}}/vectors/{v}")
</code>
<ol>
  <li>First item</li>
  <li>Second item with <ref id="{a}" /></li>
</ol>
{QUESTIONS["clarify"].markup()}"""
    yield Say(message)


LONG_ANSWER_CHARS = 200_000


def _long_section(i: int, features: list[Feature]) -> str:
    def pick(k: int) -> Feature | int:
        return features[(i * 7 + k) % len(features)] if features else (i * 7 + k) % 500 + 1

    def r(k: int, name: str = "ref") -> str:
        f = pick(k)
        return element(name, id=f.id, v=f.vector_id) if isinstance(f, Feature) else element(name, id=f)

    rows = "\n".join(f"<tr><td>{r(k)}</td><td>{r(k, 'area')}</td><td>{r(k, 'confidence')}</td>"
                     f"<td>{r(k, 'pos')}</td></tr>" for k in range(6))
    return (f"<p><b>Section {i + 1}.</b> Looking at {r(0)} and {r(1)}, the area {r(2, 'area')} stands out; "
            f"{r(3)} sits at {r(3, 'pos')} and {r(4)} at {element('distance', value=num(i * 1.5 + 3, 1))} "
            "from it.</p>\n"
            f"<ul>\n<li>{r(5)} <i>italic</i> and <b>bold</b> words</li>\n<li>{r(6)} with {r(6, 'confidence')}</li>\n"
            f"<li>an angle of <angle value=\"{i % 360}deg\" /></li>\n</ul>\n"
            "<table>\n<tr><th>Annotation</th><th>Area</th><th>Confidence</th><th>Position</th></tr>\n"
            f"{rows}\n</table>\n")


async def long_answer(turn: TurnContext) -> Answer:
    """About 200 KB of markup, streamed in ~512 character deltas."""
    features = turn.features()
    sections, size, i = [], 0, 0
    while size < LONG_ANSWER_CHARS:
        section = _long_section(i, features)
        sections.append(section)
        size += len(section)
        i += 1
    yield Say(f"<p>A long answer of {i} sections follows.</p>\n" + "".join(sections)
              + "<p><b>End of the long answer.</b></p>", chunk_chars=512)
