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

    The tree's top level is read as the sequence ``root.text, child, child.tail,
    next child, ...``. A child is final once a later child exists or text follows
    it (lxml only starts the tail after the end tag); text is final up to its last
    newline, and whole once a later child exists. Children are reached through
    ``getnext()`` (indexing an lxml element walks its children), so each call
    costs time in what is new, not in the size of the message.
    """

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self._owner = None  # None: root.text; else the child whose tail is the current text
        self._in_text = True  # reading a text item (else: the child after the owner)
        self._offset = 0  # characters of the current text item already taken
        self._pending: List[Item] = []  # final inline items of the unfinished paragraph

    @staticmethod
    def _first(root):
        for child in root:
            return child
        return None

    def _next_child(self, root):
        return self._first(root) if self._owner is None else self._owner.getnext()

    def advance(self, root, finished: bool) -> Tuple[List[Block], List[Block]]:
        """(newly frozen blocks, tail blocks) for the tree as it is now."""
        frozen: List[Block] = []
        while True:
            following = self._next_child(root)
            if self._in_text:
                text = (root.text if self._owner is None else self._owner.tail) or ""
                rest = text[self._offset:]
                if finished or following is not None:
                    self._take_text(rest, frozen)
                    self._in_text = False
                    self._offset = 0
                    if following is None:
                        break
                    continue
                newline = rest.rfind("\n")
                if newline >= 0:
                    self._take_text(rest[: newline + 1], frozen)
                    self._offset += newline + 1
                break
            child = following
            if child is None:
                break
            if not (finished or child.tail or child.getnext() is not None):
                break
            if isinstance(child.tag, str):
                if is_block(child):
                    self._flush(frozen)
                    frozen.append(child)
                else:
                    self._pending.append(child)
            self._owner = child
            self._in_text = True
        if finished:
            self._flush(frozen)
            return frozen, []
        tail_items: List[Item] = list(self._pending)
        if self._in_text:
            text = (root.text if self._owner is None else self._owner.tail) or ""
            if text[self._offset:]:
                _push(tail_items, text[self._offset:])
        else:
            child = self._next_child(root)
            if child is not None and isinstance(child.tag, str):
                tail_items.append(child)
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
