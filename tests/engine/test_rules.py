"""The drawing rules, checked against a second statement of the tableau: the table of
SPEC §1 transcribed as text, over every situation six card values can make."""

from __future__ import annotations

import itertools
import re

import pytest

from tracker.engine.cards import Card
from tracker.engine.coup import expected_cards, resolve_coup
from tracker.engine.kernels import banker_draws_on
from tracker.engine.rules import (
    RulesError,
    RuleSet,
    Winner,
    banker_draw_values,
    banker_draws,
    player_draws,
)

# SPEC §1, as printed: Banker total | draws when the Player's third card is | stands when.
SPEC_TABLE = """
| 0, 1, 2 | always | never |
| 3 | 0–7, 9 | 8 |
| 4 | 2–7 | 0, 1, 8, 9 |
| 5 | 4–7 | 0–3, 8, 9 |
| 6 | 6, 7 | 0–5, 8, 9 |
| 7 | never | always |
"""


def _values(text: str) -> set[int]:
    text = text.strip()
    if text == "always":
        return set(range(10))
    if text == "never":
        return set()
    found: set[int] = set()
    for part in text.split(","):
        bounds = re.split("[–-]", part.strip())
        found.update(range(int(bounds[0]), int(bounds[-1]) + 1))
    return found


def _table() -> dict[int, set[int]]:
    table: dict[int, set[int]] = {}
    for line in SPEC_TABLE.strip().splitlines():
        totals, draws, stands = (cell for cell in line.strip("|").split("|"))
        draw_set, stand_set = _values(draws), _values(stands)
        # The transcription itself: each row splits the ten values between draw and stand.
        assert draw_set | stand_set == set(range(10)) and not draw_set & stand_set
        for total in _values(totals):
            table[total] = draw_set
    return table


TABLE = _table()


def reference_coup(values: list[int]) -> tuple[list[int], list[int]]:
    """The cards each side ends with, by the transcribed rules (SPEC §1 in words)."""
    p1, b1, p2, b2, *rest = values
    player, banker = [p1, p2], [b1, b2]
    pt, bt = (p1 + p2) % 10, (b1 + b2) % 10
    if pt in (8, 9) or bt in (8, 9):
        return player, banker
    if pt in (6, 7):
        if bt <= 5:
            banker.append(rest[0])
        return player, banker
    x = rest[0]
    player.append(x)
    if bt <= 6 and x in TABLE[bt]:
        banker.append(rest[1])
    return player, banker


def card(value: int) -> Card:
    # Ranks A..9 have values 1..9; T stands for every value-0 card.
    return Card(value - 1 if value else 9)


def test_transcribed_table_covers_every_banker_total_from_0_to_7() -> None:
    assert sorted(TABLE) == list(range(8))


@pytest.mark.slow
def test_tableau_agrees_with_the_spec_table_for_every_six_card_situation() -> None:
    # Every combination of six card values, visited once per distinct coup: when a coup
    # leaves the sixth (or fifth) card in the shoe, the other values of it give the same coup.
    cards = [card(v) for v in range(10)]
    checked = 0
    for start in itertools.product(range(10), repeat=4):
        natural = (start[0] + start[2]) % 10 >= 8 or (start[1] + start[3]) % 10 >= 8
        for x in range(10):
            for y in range(10):
                values = [*start, x, y]
                coup = resolve_coup([cards[v] for v in values])
                player, banker = reference_coup(values)
                assert [c.value for c in coup.player] == player, values
                assert [c.value for c in coup.banker] == banker, values
                pt, bt = sum(player) % 10, sum(banker) % 10
                expected = Winner.BANKER if bt > pt else Winner.PLAYER if pt > bt else Winner.TIE
                assert coup.winner is expected, values
                assert coup.natural == natural
                if y == 0:
                    assert expected_cards(coup.player, coup.banker) == (len(player), len(banker))
                checked += 1
                if len(coup.cards) < 6:
                    break  # the sixth card was not dealt: every y gives this same coup
            if len(coup.cards) < 5:
                break  # nor the fifth
    assert checked > 100_000


def test_banker_draw_functions_agree_with_the_table() -> None:
    for total in range(8):
        assert banker_draw_values(total) == frozenset(TABLE[total])
        for x in range(10):
            assert banker_draws(total, x) == (x in TABLE[total])
            assert banker_draws_on(total, x) == (x in TABLE[total])
        assert banker_draws(total, None) == (total <= 5)
    for total in range(10):
        assert player_draws(total) == (total <= 5)


@pytest.mark.parametrize(
    ("changes", "fragment"),
    [
        ({"decks": 9}, "decks"),
        ({"commission": 3}, "commission"),
        ({"tie_pays": 10}, "Tie"),
        ({"pair_pays": 12}, "pair"),
        ({"cut_card": 3}, "cut card"),
        ({"hands_after_cut": 4}, "hands after"),
    ],
)
def test_rule_variants_not_offered_are_refused(changes: dict[str, int], fragment: str) -> None:
    with pytest.raises((RulesError, ValueError), match=fragment):
        RuleSet().with_(**changes)


def test_ruleset_round_trips_through_a_dict() -> None:
    rules = RuleSet(decks=6, commission=4, tie_pays=9, no_commission=True, cut_card=20)
    assert RuleSet.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="unknown rule"):
        RuleSet.from_dict({"speed": 1})
