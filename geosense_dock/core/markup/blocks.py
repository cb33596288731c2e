"""Paragraphs and blocks: how a flow of text and elements is laid out.

The spec's paragraph rules: at the top level of a message (and inside
``<quote>``) a newline in plain text starts a new paragraph, and any block
element (:func:`~.tags.is_block`) ends the current paragraph. Paragraphs that
hold nothing but whitespace are dropped.

:class:`BlockStream` applies these rules to a message that is still arriving:
each call returns the blocks that can no longer change (frozen) and the ones
still open (the tail). Frozen blocks are never looked at again, so following
a stream costs time linear in its length.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, List, Tuple, Union

from .tags import is_block

#: an item of a flow: a text run or an element
Item = Union[str, "object"]


@dataclass
class Paragraph:
    """Inline items (text runs and inline elements) of one paragraph."""

    items: List[Item] = field(default_factory=list)


Block = Union[Paragraph, "object"]  # a Paragraph or a block element


def items_of(element) -> Iterator[Item]:
    """An element's content as a flow: its text, then each child and that child's tail."""
    if element.text:
        yield element.text
    for child in element:
        if not isinstance(child.tag, str):
            # comments or processing instructions (never produced by the parser)
            if child.tail:
                yield child.tail
            continue
        yield child
        if child.tail:
            yield child.tail


def _has_content(items: List[Item]) -> bool:
    for item in items:
        if not isinstance(item, str) or item.strip():
            return True
    return False


def _push(items: List[Item], item: Item) -> None:
    if isinstance(item, str) and items and isinstance(items[-1], str):
        items[-1] += item
    else:
        items.append(item)


def flow(items, split_newlines: bool = False) -> List[Block]:
    """Group a flow into paragraphs and block elements."""
    blocks: List[Block] = []
    current: List[Item] = []
    for item in items:
        if isinstance(item, str):
            if split_newlines and "\n" in item:
                lines = item.split("\n")
                for line in lines[:-1]:
                    if line:
                        _push(current, line)
                    if _has_content(current):
                        blocks.append(Paragraph(current))
                    current = []
                if lines[-1]:
                    _push(current, lines[-1])
            else:
                _push(current, item)
        elif is_block(item):
            if _has_content(current):
                blocks.append(Paragraph(current))
            current = []
            blocks.append(item)
        else:
            current.append(item)
    if _has_content(current):
        blocks.append(Paragraph(current))
    return blocks


class BlockStream:
    """Follows the top level of a growing message tree (see module doc).

    The tree's top level is read as the sequence ``root.text, root[0],
    root[0].tail, root[1], ...``. A child is final once a later child exists or
    text follows it (lxml only starts the tail after the end tag); text is final
    up to its last newline, and whole once a later child exists.
    """

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self._index = 0  # position in the item sequence: even = text, odd = child
        self._offset = 0  # characters of the current text item already taken
        self._pending: List[Item] = []  # final inline items of the unfinished paragraph

    def advance(self, root, finished: bool) -> Tuple[List[Block], List[Block]]:
        """(newly frozen blocks, tail blocks) for the tree as it is now."""
        frozen: List[Block] = []
        count = len(root)
        while True:
            i = self._index
            if i % 2 == 0:  # a text item
                k = i // 2  # number of children before this text
                text = (root.text if k == 0 else root[k - 1].tail) or ""
                whole = finished or k < count
                rest = text[self._offset:]
                if whole:
                    self._take_text(rest, frozen)
                    self._index += 1
                    self._offset = 0
                    if k >= count:
                        break
                    continue
                newline = rest.rfind("\n")
                if newline >= 0:
                    self._take_text(rest[: newline + 1], frozen)
                    self._offset += newline + 1
                break
            k = (i - 1) // 2
            if k >= count:
                break
            child = root[k]
            if not (finished or k < count - 1 or child.tail):
                break
            if isinstance(child.tag, str) and is_block(child):
                self._flush(frozen)
                frozen.append(child)
            elif isinstance(child.tag, str):
                self._pending.append(child)
            self._index += 1
        if finished:
            self._flush(frozen)
            return frozen, []
        tail_items: List[Item] = list(self._pending)
        i = self._index
        if i % 2 == 0:
            k = i // 2
            text = (root.text if k == 0 else root[k - 1].tail) or ""
            if text[self._offset:]:
                _push(tail_items, text[self._offset:])
        else:
            k = (i - 1) // 2
            if k < count and isinstance(root[k].tag, str):
                tail_items.append(root[k])
        return frozen, flow(tail_items, split_newlines=True)

    def _take_text(self, text: str, frozen: List[Block]) -> None:
        if not text:
            return
        lines = text.split("\n")
        for line in lines[:-1]:
            if line:
                _push(self._pending, line)
            self._flush(frozen)
        if lines[-1]:
            _push(self._pending, lines[-1])

    def _flush(self, frozen: List[Block]) -> None:
        if _has_content(self._pending):
            frozen.append(Paragraph(self._pending))
        self._pending = []


def blocks_of(root) -> List[Block]:
    """All blocks of a finished message (the same as a :class:`BlockStream` gives)."""
    return flow(items_of(root), split_newlines=True)
