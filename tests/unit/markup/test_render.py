"""Rendering into Qt rich text: escaping, the only clickable links, resolution, formatting."""

from __future__ import annotations

import pytest

from geosense.geosense_dock.core.markup import blocks_of, parse
from geosense.geosense_dock.core.resolve import RegionInfo
from geosense.geosense_dock.ui.render import (
    MessageRenderer,
    RenderOptions,
    action_url,
    internal_path,
    parse_action_url,
    safe_external_url,
)

from .docview import anchor_of, char_format_of, images, render, tooltip_of
from .fakes import FakeResolver

pytestmark = pytest.mark.usefixtures("markup_qapp")


def html_of(markup, resolver=None, **options):
    renderer = MessageRenderer(resolver or FakeResolver(), RenderOptions(**options))
    root = parse(markup)
    renderer.context.add(root)
    return renderer.render_blocks(blocks_of(root))


# -- escaping and links ------------------------------------------------------------------


def test_html_in_text_is_escaped():
    markup = 'a <script>alert(1)</script> <img src=x onerror=y> <b onclick="x">b</b> &lt;i&gt;'
    html = html_of(markup)
    assert "<script" not in html and "<img src=x" not in html and "onclick" not in html
    view = render(markup)
    assert view.document().toPlainText() == "a <script>alert(1)</script> <img src=x onerror=y> b <i>"
    assert view.anchors() == []


def test_attribute_values_are_escaped():
    resolver = FakeResolver()
    resolver.regions['r"1'] = RegionInfo('r"1', 'name "<b>x</b>"', 'desc <i>', "", "", "")
    html = html_of('<link type="region" id=\'r"1\'>x</link> <class id=\'c"><b\'>y</class>', resolver)
    assert 'id=r"1' not in html and "<b>x</b>" not in html
    assert "&lt;b&gt;x&lt;/b&gt;" in html or "&lt;b&gt;" in html
    view = render('<link type="region" id=\'r"1\'>x</link>', resolver)
    assert view.anchors() == ["geosense://region?id=r%221"]
    assert tooltip_of(view.document(), "x").split("\n")[0] == 'name "<b>x</b>"'


@pytest.mark.parametrize(
    "href",
    ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "file:///etc/passwd", "data:text/html,x",
     "vbscript:x", "//evil.example/x", "/\\evil.example", "ftp://x.org/f", "mailto:a@b.c", "relative/path",
     "http://", "https:///nohost", "http://exa mple.org\n", "geosense://tool?n=0", "qrc:/x"],
)
def test_only_web_and_app_links_are_clickable(href):
    view = render(f'<a href="{href}">click me</a>')
    assert view.anchors() == []
    doc = view.document()
    assert "click me" in doc.toPlainText()
    assert anchor_of(doc, "click me") == ""
    assert "Not opened" in tooltip_of(doc, "click me")


def test_web_and_app_links_go_through_the_plugin_scheme():
    view = render('<a href="https://example.org/a?b=1&amp;c=<2>">web</a> <a href="/datasets?x=1#top">app</a>')
    web, app = view.anchors()
    assert parse_action_url(web) == ("open", {"url": "https://example.org/a?b=1&c=<2>"})
    assert parse_action_url(app) == ("app", {"path": "/datasets?x=1#top"})


def test_url_helpers():
    assert safe_external_url("https://x.org/a b") == "https://x.org/a%20b"
    assert safe_external_url("HTTP://X.org") == "HTTP://X.org"
    assert safe_external_url("https://x.org\\@evil") is None
    assert internal_path("/a/b?c=d") == "/a/b?c=d"
    assert internal_path("//x") is None and internal_path("a/b") is None
    url = action_url("link", type="raster", id="a&b=c", project=None)
    assert url == "geosense://link?type=raster&id=a%26b%3Dc"
    assert parse_action_url(url) == ("link", {"type": "raster", "id": "a&b=c"})
    assert parse_action_url("geosense://evil?x=1") is None
    assert parse_action_url("https://x.org") is None


def test_docs_base_and_app_base_come_from_the_options():
    html = html_of('<docs path="/docs/x">X</docs> <a href="/datasets">D</a>',
                   docs_base_url="https://docs.example/", app_base_url="https://app.example")
    assert 'title="https://docs.example/docs/x"' in html
    assert 'title="https://app.example/datasets"' in html


# -- resolution ----------------------------------------------------------------------------


def test_class_project_comes_from_annotations_named_in_the_message():
    resolver = FakeResolver()
    view = render('<ref id="7" v="vec-b"/> is a <class id="classid-1234"/>', resolver)
    assert "geosense://class?id=classid-1234&project=proj-b" in view.anchors()
    assert "Forest" in view.document().toPlainText()
    assert ("class", "classid-1234", None, ("proj-b",)) in resolver.calls


def test_class_project_order_layers_then_annotations_then_regions():
    resolver = FakeResolver()
    markup = ('<link type="region" id="e41b-9c02"/> <ref id="7"/> <vector id="vec-b"/> '
              '<class id="classid-1234">c</class>')
    render(markup, resolver)
    class_calls = [c for c in resolver.calls if c[0] == "class"]
    assert class_calls[-1] == ("class", "classid-1234", None, ("proj-b", "proj-a"))


def test_explicit_project_is_always_used():
    resolver = FakeResolver()
    view = render('<ref id="7" v="vec-b"/> <class id="classid-1234" project="proj-a"/>', resolver)
    assert "geosense://class?id=classid-1234&project=proj-a" in view.anchors()
    assert "Vegetation" in view.document().toPlainText()


def test_refs_without_v_try_the_layers_named_in_the_message_first():
    resolver = FakeResolver()
    view = render('<ref id="7"/> and <vector id="vec-b"/>', resolver)
    assert view.anchors()[0] == "geosense://ref?id=7&v=vec-b"
    assert ("annotation", 7, None, ("vec-b",)) in resolver.calls


def test_a_streamed_message_renders_again_when_later_text_changes_an_earlier_lookup():
    resolver = FakeResolver()
    resolver.annotations[("vec-b", 1)] = resolver.annotations[("vec-b", 7)]
    markup = 'First <ref id="1"/>\n' + "filler line\n" * 5 + '<vector id="vec-b"/>'
    streamed = render(markup, resolver, streamed_chunk=3)
    whole = render(markup, FakeResolver() if False else resolver)
    assert streamed.anchors()[0] == "geosense://ref?id=1&v=vec-b"
    assert streamed.document().toHtml() == whole.document().toHtml()


def test_refresh_reads_the_resolver_again():
    resolver = FakeResolver()
    view = render('<ref id="1"/>', resolver)
    assert "House 1" in view.document().toPlainText()
    resolver.annotations[("vec-a", 1)] = resolver.annotations[("vec-a", 1)].__class__(
        **{**resolver.annotations[("vec-a", 1)].__dict__, "label": "Barn 1"})
    view.refresh()
    assert "Barn 1" in view.document().toPlainText()


# -- displays and degradation --------------------------------------------------------------


def test_values_use_the_number_format_of_the_options():
    def german(value, decimals):
        return f"{value:,.{decimals}f}".replace(",", "_").replace(".", ",").replace("_", ".")

    html = html_of('<area value="8295125"/> <pixels value="1521234"/> <credits value="1.25"/>', format_number=german)
    # a number and its unit are held together by a no-break space
    assert "8,3\u00a0km²" in html and "1.521.234\u00a0px" in html and "1,25\u00a0credits" in html


def test_a_value_wraps_only_after_a_comma():
    """A narrow card never leaves "106" at the end of a line and "m²" at the start of the next;
    a position may still break after its comma."""
    html = html_of('<area value="106"/> <pos value="48.13068,11.5691"/> <pixels value="12"/>')
    assert "106\u00a0m²" in html and "12\u00a0px" in html, html
    assert "11.56910°\u00a0N, 48.13068°\u00a0E" in html, html  # lon,lat: the space after the comma breaks


def test_what_a_value_is_may_go_to_the_next_line():
    """In a narrow table column "10.3 m" and "(length)" are two words: the value itself is never cut."""
    html = html_of('<pos id="1" v="vec-a" mode="centroid"/> <size id="1" v="vec-a" mode="length"/>')
    assert "°\u00a0E (centroid)" in html and "\u00a0m (length)" in html, html


@pytest.mark.parametrize(
    "markup, shown, reason",
    [
        ('<angle value="sideways"/>', "sideways", "Cannot read this value"),
        ('<pos value="12"/>', "12", "Cannot read this value"),
        ('<pos value="1 2" system="utm"/>', "1 2", "unknown coordinate system"),
        ('<area value="${gone.x}"/>', "${gone.x}", "Data not available"),
        ('<ref id="abc"/>', "abc", "Not an annotation id"),
        ('<link type="spaceship" id="1">Enterprise</link>', "Enterprise", "Unknown link type"),
        ("<credits/>", "?", "needs a value"),
    ],
)
def test_unreadable_values_degrade_to_visible_text(markup, shown, reason):
    view = render(f"before {markup} after")
    doc = view.document()
    assert doc.toPlainText() == f"before {shown} after"
    assert reason in tooltip_of(doc, shown)


def test_tool_with_bad_data_says_so_and_its_button_reports_why():
    view = render("<tool type=\"highlight\" data='{\"ids\": \"all\"}'>Show</tool>")
    (href,) = view.anchors()
    assert href.startswith("geosense://tool?n=0&error=")
    assert "cannot be used" in view.document().toPlainText()
    triggered = []
    view.actionTriggered.connect(lambda name, params: triggered.append((name, params)))
    view.activate_anchor(href)
    ((name, params),) = triggered
    assert name == "tool" and "data" not in params and params["error"]


def test_tool_button_works_once_its_data_arrives():
    view = render('<tool type="highlight" data="${a}">Show</tool>')
    assert "error=" in view.anchors()[0]
    view.data_contexts = {"a": {"ids": [1, 2]}}
    assert view.anchors() == ["geosense://tool?n=0"]


def test_unknown_tool_type_gets_a_generic_button():
    view = render("<tool type=\"measure\" data='{\"a\": 1}'>Measure it</tool>")
    assert view.anchors() == ["geosense://tool?n=0"]
    assert "Run measure" in view.document().toPlainText()


def test_region_outline_from_the_resolver_and_its_path_is_checked():
    resolver = FakeResolver()
    resolver.regions["bad"] = RegionInfo("bad", "Bad", outline_svg_path='M0 0"/><script>alert(1)</script>')
    renderer = MessageRenderer(resolver)
    renderer.render_blocks(blocks_of(parse('<link type="region" id="e41b-9c02"/><link type="region" id="bad"/>')))
    (svg,) = renderer.images.values()
    assert 'd="M 1 1 L 15 2 L 12 14 Z"' in svg and "script" not in svg
    view = render('<link type="region" id="bad">b</link>', resolver)
    assert images(view.document()) == ["geosense-icon:region"]


def test_em_strong_and_unknown_html_degrade_to_text():
    doc = render("<em>a</em> <strong>b</strong> <h1>c</h1>").document()
    assert doc.toPlainText() == "a b\nc"
    assert not char_format_of(doc, "a").fontItalic()


def test_preview_rendering_has_no_links():
    renderer = MessageRenderer(FakeResolver())
    renderer.preview = True
    html = renderer.render_blocks(blocks_of(parse(
        '<ref id="1"/> <table><tr><td><ref id="2"/></td></tr></table><ul><li>x</li></ul>'
        '<question id="1"><option message="m">Yes</option></question><tool data=\'{"ids": [1]}\'>t</tool>')))
    assert "href" not in html and "<table" not in html and "<ul" not in html


@pytest.mark.parametrize("streamed_chunk", [0, 4096])
def test_interpolation_past_the_budget_is_said_in_the_message(streamed_chunk):
    contexts = {"big": {"ids": list(range(200_000))}}  # about 1.3 MB as JSON
    markup = "Start. " + " ".join(f"<b>{i}</b> ${{big}}" for i in range(8)) + " End."
    view = render(markup, data_contexts=contexts, streamed_chunk=streamed_chunk)
    text = view.document().toPlainText()
    assert text.count("[0,1,2,3") == 3 and text.count("${big}") == 5  # the rest stays visible as written
    assert text.rstrip().endswith("larger than 4 MiB.") and "End." in text
    small = render("Start ${big.ids.3} end", data_contexts=contexts, streamed_chunk=streamed_chunk)
    assert small.document().toPlainText() == "Start 3 end"
