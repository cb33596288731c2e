"""Elements the user acts on: ``<question>`` (options as buttons, the chosen answer marked) and ``<tool>``
(a button that runs a client tool).

The buttons are ``geosense://`` action links; what a click does is the
dock's and the map side's business, not this module's.
"""

from __future__ import annotations

import logging
from typing import List

from ....core.markup.blocks import items_of
from ....core.markup.model import tool_data
from ....core.markup.tags import is_block
from ..actions import action_url
from ..i18n import tr, translated
from .base import _P, ElementRenderer, esc, text_html

log = logging.getLogger("geosense.markup")


class InteractiveElements(ElementRenderer):
    """Questions and tool buttons."""

    def _question(self, el, depth: int) -> str:
        pal = self.options.palette
        qid = el.get("id") or ""
        answered = qid in self.answered
        chosen = self.answered.get(qid)
        out: List[str] = []
        buttons: List[str] = []
        index = 0
        for item in items_of(el):
            if isinstance(item, str):
                if item.strip():
                    out.append(f'<p style="{_P}">{text_html(item.strip())}</p>')
                continue
            if item.tag == "header":
                body = self._cell(item, depth)
                if body:
                    out.append(f'<p style="margin-top:0px; margin-bottom:4px;"><b>{body}</b></p>')
            elif item.tag == "option":
                # isolated, so that Latin labels ("Yes", "No") keep their order in a right-to-left line
                label = self._inline_children(item, depth, in_anchor=True) or esc(item.get("message") or "…")
                label = self._named(label)
                if self.preview:
                    buttons.append(
                        f'<span style="color:{pal.button_fg}; background-color:{pal.button_bg};">'
                        f"&nbsp;&nbsp;{label}&nbsp;&nbsp;</span>"
                    )
                elif not answered:
                    href = action_url("option", q=qid, i=index)
                    tip = item.get("message") or ""
                    buttons.append(
                        f'<a href="{esc(href)}" title="{esc(tip)}" style="color:{pal.button_fg}; '
                        f'background-color:{pal.button_bg}; text-decoration:none;">&nbsp;&nbsp;{label}&nbsp;&nbsp;</a>'
                    )
                elif chosen == index:
                    buttons.append(
                        f'<span title="{esc(tr("Your answer"))}" style="color:{pal.chosen_fg}; '
                        f'background-color:{pal.chosen_bg};">&nbsp;&nbsp;✓ {label}&nbsp;&nbsp;</span>'
                    )
                else:
                    buttons.append(
                        f'<span style="color:{pal.disabled_fg}; background-color:{pal.disabled_bg};">'
                        f"&nbsp;&nbsp;{label}&nbsp;&nbsp;</span>"
                    )
                index += 1
            elif is_block(item):
                out.append(self._block(item, depth + 1))
            else:
                out.append(f'<p style="{_P}">{self._inline(item, depth + 1)}</p>')
        if buttons:
            out.append(f'<p style="{_P}">' + " &nbsp;".join(buttons) + "</p>")
        if answered and chosen is None and buttons:
            out.append(f'<p style="{_P} color:{pal.muted};"><i>{esc(tr("Answered in your own words."))}</i></p>')
        return "".join(out)

    def _tool(self, el, depth: int) -> str:
        pal = self.options.palette
        n = self.tool_index
        self.tool_index += 1
        body = self._flow(el, depth)
        kind = (el.get("type") or "").strip()
        label = {
            "highlight": tr("Show on map"),
            "find-similar": tr("Find similar"),
        }.get(kind) or tr("Run {0}").format(kind or tr("tool"))
        data = tool_data(el)
        if self.preview:
            button = (
                f'<span style="color:{pal.button_fg}; background-color:{pal.button_bg};">'
                f"&nbsp;&nbsp;▶ {esc(label)}&nbsp;&nbsp;</span>"
            )
        elif isinstance(data, Exception):
            # still a button: clicking it says why it cannot run (the data may also arrive later)
            reason = translated(data)
            href = action_url("tool", n=n, error=reason)
            button = (
                f'<a href="{esc(href)}" title="{esc(reason)}" style="color:{pal.error}; '
                f'text-decoration:none;">⚠ {esc(label)}</a>'
                f' <span style="color:{pal.error};">— {esc(tr("the tool data cannot be used yet"))}</span>'
            )
        else:
            href = action_url("tool", n=n)
            button = (
                f'<a href="{esc(href)}" style="color:{pal.button_fg}; background-color:{pal.button_bg}; '
                f'text-decoration:none;">&nbsp;&nbsp;▶ {esc(label)}&nbsp;&nbsp;</a>'
            )
        return body + f'<p style="{_P}">{button}</p>'
