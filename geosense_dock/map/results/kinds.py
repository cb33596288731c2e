"""The one vocabulary of result kinds: what a result, and each of its layers, shows and how it is styled.

A :class:`ResultKind` is at once

* a result's kind (:attr:`.result.Result.kind`: ``HIGHLIGHT``, ``SIMILAR`` or
  ``SUGGESTIONS``, the kind of its main layers);
* a result layer's kind, written into its ``RESULT_KIND`` custom property
  (:mod:`.marks`) by :meth:`.manager.ResultsManager.add_layer`: besides the
  three above, a linked highlight's ``LINKED`` targets and its ``DISTANCE`` or
  ``OVERLAP`` connections (the payload's ``linkType``);
* the name of the layer's style: ``resources/styles/<kind>_<point|line|polygon>.qml``,
  or the programmatic fallback of :mod:`.styles`.

The values are the strings the plugin has always written, so whatever reads
them (a layer property, a test, a script) reads the same text. A new kind is a
new member here, a style for it in :mod:`.styles` (and ``resources/styles/``).
Nothing here touches a layer.
"""

from __future__ import annotations

from enum import Enum
from typing import Union


class ResultKind(str, Enum):
    """A kind of result or result layer; equal to its string value (``ResultKind.HIGHLIGHT == "highlight"``)."""

    HIGHLIGHT = "highlight"  # a highlight's primary features
    LINKED = "linked"  # a linked highlight's targets
    DISTANCE = "distance"  # a linked highlight's connecting lines (linkType "distance")
    OVERLAP = "overlap"  # a linked highlight's overlaps (linkType "overlap")
    SIMILAR = "similar"  # find-similar's matches
    SUGGESTIONS = "suggestions"  # a suggestion artifact

    def __str__(self) -> str:  # the value, on every Python (3.12 changed what format() of a mixed-in enum gives)
        return str(self.value)

    __format__ = str.__format__


KindLike = Union[ResultKind, str]  # a member or its value: ResultKind(kind) turns either into the member
