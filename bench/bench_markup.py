"""Markup parser and message view figures (prints them; asserts nothing about time).

For a generated 1 MB message with 5,000 references, tables and lists:

(a) parse time, whole and streamed in 2,000 chunks, against lxml.etree.fromstring
    of the same bytes wrapped in a root once (target: streamed within 3x);
(b) render time into a MessageView, whole vs streamed (target: streamed/whole < 2x);
(c) one chunk's update of the view while streaming, p99 and max (target: p99 < 10 ms, max < 50 ms),
    in a card as the dock shows it (visible, bounded: what is below the fold waits, head first),
    and in a hidden view on its own, which renders all it is given at once (the HTML export's
    view; every table put in makes Qt scan the whole document, so its p99 grows with the
    message); then the background catch-up of the complete message, one pass at a time;
    (b) and (d) run the event loop until a view has put all of it in (``MessageView.caught_up``);
(d) a message that is one large table (3,000 rows), rendered whole vs streamed
    (target: streamed/whole < 2x: an open table is not rendered again at every chunk);
(e) one unbroken word of 200,000 and of 1,000,000 characters (a base64 blob) shown in a
    400 px wide view, per 100,000 characters (target: < 100 ms), beside ordinary words of
    the same length measured in the same run.

Run: .venv/bin/python bench/bench_markup.py  (QT_QPA_PLATFORM=offscreen is set if unset)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from _setup import ratio  # first: makes the checkout importable, offscreen Qt
from lxml import etree  # noqa: E402

from geosense.geosense_dock.core.markup import MarkupParser, parse  # noqa: E402
from geosense.geosense_dock.core.resolve import (  # noqa: E402
    AnnotationInfo,
    ClassInfo,
    Unresolved,
    VectorInfo,
)

SIZE = 1_000_000
REFS = 5_000
CHUNKS = 2_000
WORDS = (
    "the a tree house field river road building canopy area near north of with and large small "
    "south east west roof pool parcel crop orchard fence shadow"
).split()


TABLE_ROWS = 3_000
TABLE_CHUNKS = 2_000


def generate_table(rows: int = TABLE_ROWS, seed: int = 11) -> str:
    """An intro line, then one table of ``rows`` rows of references, values and words."""
    rnd = random.Random(seed)
    lines = ["The features you asked about:\n<table>\n  <tr><th>Annotation</th> <th>Area</th> "
             "<th>Confidence</th> <th>Note</th></tr>\n"]
    for _ in range(rows):
        ann = rnd.randint(1, 900)
        note = " ".join(rnd.choice(WORDS) for _ in range(4))
        lines.append(f'  <tr><td><ref id="{ann}" /></td> <td><area id="{ann}" /></td> '
                     f'<td><confidence id="{ann}" /></td> <td>{note}</td></tr>\n')
    lines.append("</table>\nThat is all.\n")
    return "".join(lines)


def generate(size: int = SIZE, refs: int = REFS, seed: int = 7) -> str:
    """Prose paragraphs with references, tables of referential displays, and lists."""
    rnd = random.Random(seed)
    parts = []
    total = 0
    made = 0
    # spread the references evenly over the message
    per_word = refs / (size / 7.0 * 0.48)  # words of prose per character, about 55% of blocks are prose
    block = 0
    budget = 0.0
    while total < size:
        block += 1
        kind = block % 10
        if kind < 6:
            words = []
            for _ in range(rnd.randint(25, 60)):
                words.append(rnd.choice(WORDS))
                budget += per_word
                if budget >= 1 and made < refs:
                    budget -= 1
                    made += 1
                    ann = rnd.randint(1, 900)
                    words.append(f'<ref id="{ann}" v="vec-{1 + ann % 3}" />' if ann % 2 else f'<ref id="{ann}" />')
                elif rnd.random() < 0.03:
                    words.append(f"<b>{rnd.choice(WORDS)}</b>")
            text = " ".join(words) + "\n"
        elif kind < 8:
            rows = []
            for _ in range(rnd.randint(3, 8)):
                ann = rnd.randint(1, 900)
                rows.append(
                    f'  <tr><td><id>{ann}</id></td> <td><area id="{ann}" /></td> '
                    f'<td><confidence id="{ann}" /></td></tr>\n'
                )
            header = "<table>\n  <tr><th>Annotation</th> <th>Area</th> <th>Confidence</th></tr>\n"
            text = header + "".join(rows) + "</table>\n"
        else:
            tag = "ol" if kind == 8 else "ul"
            items = "".join(
                f"  <li>{' '.join(rnd.choice(WORDS) for _ in range(8))} <class id=\"c{rnd.randint(1, 5)}\" /></li>\n"
                for _ in range(rnd.randint(3, 6))
            )
            text = f"<{tag}>\n{items}</{tag}>\n"
        parts.append(text)
        total += len(text)
    return "".join(parts)


class BenchResolver:
    """Three vectors of 900 annotations each, five classes."""

    def __init__(self) -> None:
        self._cache = {}

    def annotation(self, ann_id, vector_id, message_vectors=()):
        if not 1 <= ann_id <= 900:
            return Unresolved("no such annotation")
        vid = vector_id or (list(message_vectors)[:1] or ["vec-1"])[0]
        key = (ann_id, vid)
        info = self._cache.get(key)
        if info is None:
            info = AnnotationInfo(
                id=ann_id, vector_id=vid, vector_name=f"Layer {vid}", label=f"Tree {ann_id}",
                class_id="c1", class_name="Tree", class_color="#2e7d32",
                area_m2=12.5 * ann_id, confidence=0.5 + (ann_id % 50) / 100.0,
                angle_deg=ann_id % 180, length_m=3.0, width_m=2.0, height_m=2.5, thickness_m=1.0,
                center=(1000.0 * ann_id, 2000.0), centroid=(1000.0 * ann_id, 2001.0),
                circumcenter=(1000.0 * ann_id, 2002.0),
            )
            self._cache[key] = info
        return info

    def class_(self, class_id, project, message_projects=()):
        return ClassInfo(class_id, f"Class {class_id}", "#1f6feb", project or "project-1")

    def vector(self, vector_id):
        return VectorInfo(vector_id, f"Layer {vector_id}", "annotated", "project-1")

    def region(self, region_id):
        return Unresolved("no regions")

    def entity(self, entity_type, entity_id, project=None):
        return Unresolved("no entities")


def timed(fn, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def chunked(text: str, count: int):
    size = len(text) // count + 1
    return [text[i:i + size] for i in range(0, len(text), size)]


def main() -> None:
    message = generate()
    chunks = chunked(message, CHUNKS)
    print(f"message: {len(message):,} characters, {message.count('<ref'):,} <ref>, "
          f"{message.count('<table>'):,} tables, {message.count('<li>'):,} list items, {len(chunks):,} chunks")

    # (a) parsing
    wrapped = ("<root>" + message + "</root>").encode("utf-8")
    t_lxml = timed(lambda: etree.fromstring(wrapped), 7)
    t_whole = timed(lambda: parse(message), 7)

    def streamed_parse():
        parser = MarkupParser()
        for chunk in chunks:
            parser.feed(chunk)
        parser.finish()
        assert parser.mode == "fast"

    t_stream = timed(streamed_parse, 7)
    print("\n(a) parse")
    print(f"    lxml.etree.fromstring (wrapped once) {t_lxml * 1000:8.1f} ms")
    print(f"    parse whole                          {t_whole * 1000:8.1f} ms   {t_whole / t_lxml:4.2f}x lxml")
    print(f"    parse streamed ({len(chunks)} chunks)        {t_stream * 1000:8.1f} ms   "
          f"{t_stream / t_lxml:4.2f}x lxml (target < 3x)")
    ratio("parse whole / lxml", t_whole / t_lxml, "  parse whole / lxml")
    ratio("parse streamed / lxml", t_stream / t_lxml, "  parse streamed / lxml")

    # (b), (c) rendering
    from qgis.PyQt.QtWidgets import QApplication

    from geosense.geosense_dock.ui.message_view import MessageView

    app = QApplication.instance() or QApplication(sys.argv)
    resolver = BenchResolver()

    def caught_up(view):
        """Run the event loop until the view has put in what it deferred below the fold (head first)."""
        app.processEvents()
        while not view.caught_up:
            app.processEvents()

    def whole_render():
        view = MessageView(resolver=resolver)
        view.resize(600, 400)
        view.set_markup(message)
        app.processEvents()
        return view

    per_chunk = []
    interval = [None]

    def fed(view, into):
        """Feed ``view`` the chunks, then finish it; the time of each call goes ``into`` the list."""
        for chunk in chunks:
            start = time.perf_counter()
            view.feed(chunk)
            into.append(time.perf_counter() - start)
        start = time.perf_counter()
        view.finish()
        into.append(time.perf_counter() - start)

    def streamed_render():
        per_chunk.clear()
        view = MessageView(resolver=resolver)
        view.resize(600, 400)
        if interval[0] is not None:
            view.tail_interval_ms = interval[0]
        fed(view, per_chunk)
        caught_up(view)
        return view

    t_render_whole = timed(whole_render, 3)
    a = whole_render()
    print("\n(b) render into a MessageView")
    print(f"    whole (set_markup)                       {t_render_whole * 1000:8.1f} ms")
    figures = {}
    for value, label in ((None, f"tail at most every {MessageView(None).tail_interval_ms} ms (default)"),
                         (0, "tail re-rendered at every chunk")):
        interval[0] = value
        t_render_stream = timed(streamed_render, 3)
        b = streamed_render()
        same = a.document().toPlainText() == b.document().toPlainText()
        ordered = sorted(per_chunk)
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
        figures[label] = (statistics.median(per_chunk), p99, ordered[-1])
        print(f"    streamed, {label}:")
        print(f"        feed x {len(chunks)} + finish              {t_render_stream * 1000:8.1f} ms   "
              f"{t_render_stream / t_render_whole:4.2f}x whole (target < 2x); same text as whole: {same}")
        ratio(f"render streamed, {label} / whole", t_render_stream / t_render_whole,
              f"        streamed, {label} / whole")
    print("\n(c) one chunk's update while streaming (feed or finish call)")
    print("    a hidden view on its own, rendering all it is given at once:")
    for label, (median, p99, worst) in figures.items():
        print(f"      {label}:")
        print(f"        median {median * 1000:6.2f} ms   p99 {p99 * 1000:6.2f} ms   max {worst * 1000:6.2f} ms")
    card = MessageView(resolver=resolver)  # as in the dock: visible, at most MAX_HEIGHT tall
    card.resize(600, 400)
    card.show()
    app.processEvents()
    updates: list = []
    fed(card, updates)
    passes = []
    while not card.caught_up:  # the background catch-up, one pass of the view's pacing at a time
        start = time.perf_counter()
        card.pace()
        passes.append(time.perf_counter() - start)
    updates.sort()
    passes.sort()
    p99 = updates[min(len(updates) - 1, int(len(updates) * 0.99))]
    print("    a card as the dock shows it (visible, bounded, head first):")
    print(f"        median {statistics.median(updates) * 1000:6.2f} ms   p99 {p99 * 1000:6.2f} ms   "
          f"max {updates[-1] * 1000:6.2f} ms   (target p99 < 10 ms, max < 50 ms)")
    if passes:
        print(f"      then the background catch-up: {len(passes)} passes, median "
              f"{statistics.median(passes) * 1000:.1f} ms, max {passes[-1] * 1000:.1f} ms; "
              f"same text as whole: {card.document().toPlainText() == a.document().toPlainText()}")
    card.deleteLater()
    print(f"\n    document: {a.document().blockCount():,} blocks, {len(a.anchors()):,} distinct links")

    # (d) one large table, streamed: its cost must stay linear in its size like the rest of a message
    table = generate_table()
    table_chunks = chunked(table, TABLE_CHUNKS)

    def table_whole():
        view = MessageView(resolver=resolver)
        view.resize(600, 400)
        view.set_markup(table)
        app.processEvents()
        return view

    def table_streamed():
        view = MessageView(resolver=resolver)
        view.resize(600, 400)
        for chunk in table_chunks:
            view.feed(chunk)
        view.finish()
        caught_up(view)
        return view

    t_table_whole = timed(table_whole, 3)
    t_table_stream = timed(table_streamed, 2)
    shown_whole, shown_streamed = table_whole(), table_streamed()
    same = shown_whole.document().toPlainText() == shown_streamed.document().toPlainText()
    print(f"\n(d) one table of {table.count('<tr>'):,} rows ({len(table):,} characters), "
          f"{len(table_chunks):,} chunks")
    print(f"    whole (set_markup)                       {t_table_whole * 1000:8.1f} ms")
    interval = MessageView(None).tail_interval_ms
    print(f"    streamed, tail at most every {interval} ms   {t_table_stream * 1000:8.1f} ms   "
          f"{t_table_stream / t_table_whole:4.2f}x whole (target < 2x); same text as whole: {same}")

    print("\n(e) one long word, laid out in a 400 px wide view")

    def shown(markup: str) -> None:
        view = MessageView(None)
        view.resize(400, 300)
        view.show()
        view.set_markup(markup)
        app.processEvents()
        view.document().size()
        view.deleteLater()

    for size in (200_000, 1_000_000):
        word = ("QmFzZTY0" * (size // 8 + 1))[:size]
        words = ("lorem ipsum dolor sit amet " * (size // 27 + 1))[:size]
        t_word = timed(lambda text=word: shown(text), 2)
        t_words = timed(lambda text=words: shown(text), 2)
        per = t_word / (size / 100_000)
        print(f"    {size:>9,} characters, one word    {t_word * 1000:8.1f} ms   {per * 1000:6.1f} ms per 100,000 "
              f"(target < 100); ordinary words {t_words * 1000:8.1f} ms, {t_word / t_words:4.2f}x")
        ratio(f"one word of {size:,} characters / ordinary words", t_word / t_words,
              f"    one word of {size:,} characters / ordinary words")


if __name__ == "__main__":
    main()
