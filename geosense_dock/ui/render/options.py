"""How messages are rendered: base URLs, number formatting and colours.

Plain data: nothing here renders or reads settings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

NumberFormat = Callable[[float, int], str]


def python_number(value: float, decimals: int) -> str:
    """``1234.5, 1`` -> ``"1,234.5"``: Python formatting with thousands separators."""
    return f"{value:,.{max(0, int(decimals))}f}"


@dataclass(frozen=True)
class Palette:
    """Colours of chips, pills, buttons and notes (``#rrggbb``)."""

    muted: str = "#57606a"
    accent: str = "#0b57d0"
    chip_bg: str = "#e8f0fe"
    chip_fg: str = "#0b57d0"
    unresolved_bg: str = "#eceff1"
    unresolved_fg: str = "#6e7781"
    button_bg: str = "#0b57d0"
    button_fg: str = "#ffffff"
    chosen_bg: str = "#1a7f37"
    chosen_fg: str = "#ffffff"
    disabled_bg: str = "#eceff1"
    disabled_fg: str = "#8c959f"
    error: str = "#b3261e"
    code_bg: str = "#f6f8fa"
    header_bg: str = "#f6f8fa"
    border: str = "#d0d7de"

    @classmethod
    def dark(cls) -> Palette:
        return cls(
            muted="#9da7b3", accent="#8ab4f8", chip_bg="#1f3a5f", chip_fg="#cfe2ff",
            unresolved_bg="#30363d", unresolved_fg="#9da7b3", button_bg="#2f6fdb", button_fg="#ffffff",
            chosen_bg="#2ea043", chosen_fg="#ffffff", disabled_bg="#30363d", disabled_fg="#768390",
            error="#ff7b72", code_bg="#161b22", header_bg="#21262d", border="#444c56",
        )


@dataclass(frozen=True)
class RenderOptions:
    """``format_number(value, decimals)`` formats every number shown (pass a locale-aware
    one, e.g. built on ``QLocale().toString(value, "f", decimals)``). ``right_to_left``: the
    message is shown right to left (Arabic); values, ids and code are then kept left to right
    inside it with Unicode isolates, and (``mirror_tables``) a table's columns are put in from the
    right, as Qt does not mirror tables (a browser does: an exported page says ``dir="rtl"``)."""

    app_base_url: str = "https://app.flypix.ai"
    docs_base_url: str = "https://docs.flypix.ai"
    format_number: NumberFormat = python_number
    palette: Palette = field(default_factory=Palette)
    right_to_left: bool = False
    mirror_tables: bool = True
