"""User-visible sentences of the Qt-free core, translatable on the Qt side.

The core knows no Qt, so it cannot call ``tr()``. It writes ``text(template, *args)``
instead: the result is an ordinary ``str`` holding the English sentence (logs,
tests and comparisons see English), which also remembers its template and
arguments. Where such a sentence reaches the Qt side (``ui/bridge.py``, the
settings dialog) :func:`geosense_dock.ui.render.i18n.translated` looks the
template up in the translation and fills in the arguments, themselves translated
when they are :class:`Text` too. ``scripts/i18n.py`` extracts every
``text("...")`` literal into the context "GeoSense".
"""

from __future__ import annotations

from typing import Any, Tuple


class Text(str):
    """An English sentence that knows the template it was made from."""

    template: str
    args: Tuple[Any, ...]

    def __new__(cls, template: str, args: Tuple[Any, ...] = ()) -> Text:
        self = super().__new__(cls, template.format(*args) if args else template)
        self.template = template
        self.args = args
        return self


def text(template: str, *args: Any) -> Text:
    """``template.format(*args)``, translatable later; ``template`` must be a string literal."""
    return Text(template, args)


def sentences(*parts: str) -> Text:
    """``parts`` one after the other, each translated on its own when it is a :class:`Text`."""
    return Text(" ".join(f"{{{i}}}" for i in range(len(parts))), parts)
