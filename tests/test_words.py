"""Counts in words: thousands separated, the noun singular for one."""

from tracker.words import count, shoes_and_hands


def test_counts_are_separated_and_singular_for_one() -> None:
    assert count(1365, "hand") == "1,365 hands"
    assert count(1, "shoe") == "1 shoe"
    assert count(0, "bet") == "0 bets"
    assert count(2, "practice session") == "2 practice sessions"
    assert shoes_and_hands(1, 80) == "1 shoe, 80 hands"
