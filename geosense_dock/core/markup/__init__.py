"""GeoSense markup: a streaming, tolerant parser and what a message holds (no Qt, no QGIS).

Typical use::

    parser = MarkupParser(data_contexts)
    for chunk in stream:
        parser.feed(chunk)
        ...  # parser.root is the tree so far
    root = parser.finish()

The tree is an lxml element tree under a ``<geosense-message>`` root; see
``docs/markup.md`` for the elements and how they render.
"""

from .blocks import Block, BlockStream, Paragraph, blocks_of, flow, items_of
from .interpolate import interpolate, lookup, unresolved_in
from .model import (
    QuestionOption,
    ToolBlock,
    ToolDataError,
    annotation_refs,
    code_text,
    find_option,
    options_of,
    question_options,
    referenced_regions,
    referenced_vectors,
    text_content,
    tool_blocks,
    tool_data,
)
from .parser import MarkupParser, parse
from .plaintext import plain_text
from .tags import KNOWN, LINK_TYPES, ROOT_TAG, is_block
from .values import (
    MarkupValueError,
    Position,
    lonlat_to_mercator,
    mercator_to_lonlat,
    parse_angle,
    parse_area,
    parse_ids,
    parse_int,
    parse_length,
    parse_number,
    parse_pos,
)
from .writers import (
    answer_markup,
    escape_attr,
    escape_text,
    find_similar_response_markup,
    find_similar_sentence,
    find_similar_sentence_of,
)

__all__ = [
    "Block", "BlockStream", "KNOWN", "LINK_TYPES", "MarkupParser", "MarkupValueError", "Paragraph",
    "Position", "QuestionOption", "ROOT_TAG", "ToolBlock", "ToolDataError", "annotation_refs",
    "answer_markup", "blocks_of", "code_text", "escape_attr", "escape_text", "find_option",
    "find_similar_response_markup", "find_similar_sentence", "find_similar_sentence_of", "flow", "interpolate",
    "is_block", "items_of", "lonlat_to_mercator", "lookup", "mercator_to_lonlat", "options_of", "parse",
    "parse_angle", "parse_area", "parse_ids", "parse_int", "parse_length", "parse_number", "parse_pos",
    "plain_text", "question_options",
    "referenced_regions", "referenced_vectors", "text_content", "tool_blocks", "tool_data",
    "unresolved_in",
]
