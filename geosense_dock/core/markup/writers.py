"""Writing markup the client sends: answers to questions and find-similar responses.

Text and attribute values are escaped (``&``, ``<``, ``>`` and, in attributes,
``"``), so what the user typed can never open a tag; the parser reads the text
back exactly.
"""

from __future__ import annotations

from typing import Optional


def escape_text(text: str) -> str:
    """``text`` as markup text content."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def escape_attr(value: str) -> str:
    """``value`` as the content of a double-quoted markup attribute."""
    return escape_text(value).replace('"', "&quot;")


def answer_markup(question_id: str, message: str, option_index: Optional[int] = None) -> str:
    """``<answer question=".." question-option-index="..">message</answer>``.

    Without ``option_index`` it is the free-text answer (no ``question-option-index``).
    """
    attrs = f'question="{escape_attr(question_id)}"'
    if option_index is not None:
        attrs += f' question-option-index="{int(option_index)}"'
    return f"<answer {attrs}>{escape_text(message)}</answer>"


def find_similar_response_markup(
    class_id: str,
    request: str,
    count: int,
    class_name: str,
    text: Optional[str] = None,
) -> str:
    """``<response type="find_similar" class-id=".." request="..">..</response>``.

    ``text`` replaces the default human-readable body ("Find Similar located 3
    results belonging to class Pool.").
    """
    if text is None:
        plural = "" if count == 1 else "s"
        text = f"Find Similar located {count} result{plural} belonging to class {class_name}."
    return (
        f'<response type="find_similar" class-id="{escape_attr(class_id)}" '
        f'request="{escape_attr(request)}">{escape_text(text)}</response>'
    )
