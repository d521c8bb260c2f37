"""Counts in words, the same everywhere: thousands separated, the noun singular for one."""

from __future__ import annotations


def count(number: int, noun: str, plural: str | None = None) -> str:
    """``count(1365, "hand")`` is "1,365 hands"; ``count(1, "shoe")`` is "1 shoe"."""
    return f"{number:,} {noun if number == 1 else plural or noun + 's'}"


def shoes_and_hands(shoes: int, hands: int) -> str:
    """ "5 shoes, 400 hands"."""
    return f"{count(shoes, 'shoe')}, {count(hands, 'hand')}"
