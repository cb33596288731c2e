"""``core/numbers.py``: the one reading of a value as an int or a float, for layer values and JSON values."""

from __future__ import annotations

import math

import pytest

from geosense.geosense_dock.core.numbers import as_float, as_int, json_float, json_int


class NullLike:
    """What ``float()`` cannot read, like QGIS's NULL (a null QVariant)."""

    def isNull(self) -> bool:  # noqa: N802 - Qt's spelling
        return True


@pytest.mark.parametrize("value, expected", [
    (12, 12), (12.0, 12), ("12", 12), (" 7 ", 7), ("3.0", 3), ("1e3", 1000), (True, 1), (-4, -4),
    (12.5, None), ("x", None), ("", None), (None, None), (NullLike(), None), (math.inf, None),
    (math.nan, None), ([1], None),
])
def test_as_int_reads_a_layer_value(value, expected):
    assert as_int(value) == expected


@pytest.mark.parametrize("value, expected", [
    (0.25, 0.25), (3, 3.0), ("0.5", 0.5), (" 2 ", 2.0), (False, 0.0),
    (None, None), (NullLike(), None), ("inf", None), (math.nan, None), ("half", None), ({}, None),
])
def test_as_float_reads_a_layer_value(value, expected):
    assert as_float(value) == expected


@pytest.mark.parametrize("value, expected", [
    (5, 5), (5.0, 5), ("5", 5), (" +5 ", 5), ("-12", -12), (2 ** 60 + 1, 2 ** 60 + 1),
    (True, None), (False, None), (5.5, None), ("5.0", None), ("1e3", None), ("", None), ("+", None),
    (math.inf, None), (None, None), ([5], None),
])
def test_json_int_is_strict(value, expected):
    assert json_int(value) == expected


@pytest.mark.parametrize("value, strings, expected", [
    (1, True, 1.0), (0.5, True, 0.5), (" 2.5 ", True, 2.5), ("2.5", False, None), (True, True, None),
    (None, True, None), (math.inf, True, None), ("nan", True, None), ("x", True, None), ([1], True, None),
    (3, False, 3.0), (math.nan, False, None),
])
def test_json_float_is_strict(value, strings, expected):
    assert json_float(value, strings) == expected


def test_results_are_plain_python_numbers():
    assert type(as_int("4")) is int and type(as_float(4)) is float
    assert type(json_int(4.0)) is int and type(json_float(4)) is float
