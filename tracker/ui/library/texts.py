"""Filling a translated text's numbered places (``%1``, ``%2``) with values in one pass, so
that a value holding ``%2`` itself (a file's or a shoe's name) is shown as it is."""

from __future__ import annotations

import re

_PLACE = re.compile(r"%(\d)")


def fill(text: str, *values: str) -> str:
    """``text`` with ``%1`` as the first of ``values``, ``%2`` the second, and so on (a
    place without a value stays as it is)."""

    def value(found: re.Match[str]) -> str:
        number = int(found[1])
        return values[number - 1] if 1 <= number <= len(values) else found[0]

    return _PLACE.sub(value, text)
