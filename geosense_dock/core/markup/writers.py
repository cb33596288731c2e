"""Writing markup the client sends: answers to questions and find-similar responses.

Text and attribute values are escaped (``&``, ``<``, ``>`` and, in attributes,
``"``), so what the user typed can never open a tag; the parser reads the text
back exactly.

What the client writes for the agent is English (the agent parses it); the
find-similar sentence is a core :func:`~geosense_dock.core.texts.text`, so the
chat shows it in the user's language (:func:`find_similar_sentence_of` reads it
back from a message).
"""

from __future__ import annotations

import re
from typing import Optional

from ..texts import Text, text


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

    ``text`` replaces the default human-readable body (:func:`find_similar_sentence`,
    "Find Similar located 3 results belonging to class Pool.").
    """
    body = find_similar_sentence(count, class_name) if text is None else text
    return (
        f'<response type="find_similar" class-id="{escape_attr(class_id)}" '
        f'request="{escape_attr(request)}">{escape_text(body)}</response>'
    )


def find_similar_sentence(count: int, class_name: str) -> Text:
    """The English sentence of a find-similar response (the protocol's wording), translatable for display."""
    if count == 1:
        return text("Find Similar located 1 result belonging to class {0}.", class_name)
    return text("Find Similar located {0} results belonging to class {1}.", count, class_name)


_SENTENCE = re.compile(r"Find Similar located (?:(1) result|(\d+) results) belonging to class (.*)\.", re.S)


def find_similar_sentence_of(body: str) -> Optional[Text]:
    """The :func:`find_similar_sentence` ``body`` is (the text of a ``<response type="find_similar">``),
    or None when it says something else (shown as it is)."""
    match = _SENTENCE.fullmatch(" ".join(str(body).split()))
    if match is None:
        return None
    one, many, class_name = match.groups()
    return find_similar_sentence(1 if one else int(many), class_name)
