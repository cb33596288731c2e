"""The Markdown export shows what the agent (or anybody) wrote as text, in a real CommonMark renderer."""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from geosense.geosense_dock.core import conversation as C
from geosense.geosense_dock.core.export import md_escape, to_markdown
from geosense.geosense_dock.core.protocol.frames import PendingApproval

HOSTILE_LINES = [
    '<img src="http://tracker.example/pixel.gif?u=me">',
    "[re-login](javascript:alert(document.cookie))",
    "![x](http://tracker.example/x.png)",
    "<https://phish.example/login>",
    "# Your session expired",
    "Urgent",
    "===",
    "> quoted authority",
    "- a list", "+ another", "* a third", "1. numbered", "2) numbered",
    "---",
    "| a | b |", "|---|---|", "| 1 | 2 |",
    "**bold** _em_ `code` ~~gone~~ &lt;entity&gt; &#60;",
    "```", "fenced", "```",
    "<!-- hidden -->",
    "[ref]: javascript:alert(1)", "[ref]",
    "a line ending in a backslash \\",
]
HOSTILE = "\n".join(HOSTILE_LINES)


def render(markdown: str) -> str:
    return MarkdownIt("commonmark").enable(["table", "strikethrough"]).render(markdown)


def test_md_escape_renders_as_the_characters_themselves():
    for line in HOSTILE_LINES:
        html = render(md_escape(line))
        assert html.startswith("<p>") and html.count("<p>") == 1, (line, html)
        for tag in ("<img", "<a ", "<h1", "<h2", "<blockquote", "<ul", "<ol", "<hr", "<table", "<strong", "<em",
                    "<code", "<del", "<pre", "<!--"):
            assert tag not in html, (line, html)


@pytest.mark.parametrize("role", [C.AGENT, C.USER, C.NOTICE])
def test_markdown_export_escapes_every_message(role):
    msg = C.Message(role, HOSTILE if role != C.AGENT else "<p>" + HOSTILE.replace("<", "&lt;") + "</p>",
                    message_id="msg_1", status=C.COMPLETE)
    approval = C.Message(C.AGENT, "", message_id="msg_2", status=C.APPROVED,
                         approval=PendingApproval("a1", "credits", "# Pay [here](javascript:x) <img src=x>", 2))
    interrupted = C.Message(C.AGENT, "partial", message_id="msg_3", status=C.INTERRUPTED,
                            note="**boom** <img src=x>")
    html = render(to_markdown([msg, approval, interrupted]))
    assert html.count("<h1>") == 1 and html.count("<h3>") == 3  # the export's own headings only
    for tag in ("<img", "<a ", "<h2", "<table", "<ul", "<ol", "<hr", "<strong", "<del", "<pre", "<!--"):
        assert tag not in html, (tag, html)
    assert "javascript:" in html and "&lt;img" in html  # shown as text, nothing lost
