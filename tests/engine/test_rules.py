"""The drawing rules, checked two independent ways: against the Banker's drawing
table transcribed as text, over every situation six card values can make; and against the
published exact odds, which any single wrong cell of the tableau breaks."""

from __future__ import annotations

import itertools
import re

import pytest

from tests.conftest import REPO
from tracker.engine import kernels
from tracker.engine.cards import Card, Composition
from tracker.engine.coup import expected_cards, resolve_coup
from tracker.engine.kernels import banker_draws_on, odds_kernel
from tracker.engine.rules import (
    RulesError,
    RuleSet,
    Winner,
    banker_draw_values,
    banker_draws,
    player_draws,
)

FORMATS = REPO / "docs" / "formats.md"

# The drawing table, as printed: Banker total | draws when the Player's third card is | stands when.
DRAWING_TABLE = """
| 0, 1, 2 | always | never |
| 3 | 0–7, 9 | 8 |
| 4 | 2–7 | 0, 1, 8, 9 |
| 5 | 4–7 | 0–3, 8, 9 |
| 6 | 6, 7 | 0–5, 8, 9 |
| 7 | never | always |
"""

# The published P(Banker), P(Player), P(Tie) of a hand from a fresh 8-deck shoe, to 10 places.
PUBLISHED_8_DECKS = (0.4585974226, 0.4462466093, 0.0951559680)


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
    for line in DRAWING_TABLE.strip().splitlines():
        totals, draws, stands = (cell for cell in line.strip("|").split("|"))
        draw_set, stand_set = _values(draws), _values(stands)
        # The transcription itself: each row splits the ten values between draw and stand.
        assert draw_set | stand_set == set(range(10)) and not draw_set & stand_set
        for total in _values(totals):
            table[total] = draw_set
    return table


TABLE = _table()


def reference_coup(values: list[int]) -> tuple[list[int], list[int]]:
    """The cards each side ends with, by the transcribed rules, in words."""
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


def _rows(text: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in text.strip().splitlines()
    ]


def test_the_transcribed_table_is_the_one_in_the_docs() -> None:
    lines = FORMATS.read_text(encoding="utf-8").splitlines()
    start = lines.index("| Banker total | draws when x is | stands when x is |") + 2
    table = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        table.append(line)
    assert _rows("\n".join(table)) == _rows(DRAWING_TABLE)
    assert sorted(TABLE) == list(range(8))


def _published_odds_hold(counts: list[int]) -> bool:
    banker, player, tie, *_ = odds_kernel(counts)
    # Printed to 10 places: the exact figures agree to rounding (5e-11), within 1e-9.
    return all(
        abs(got - published) < 1e-9
        for got, published in zip((banker, player, tie), PUBLISHED_8_DECKS, strict=True)
    )


@pytest.mark.slow
def test_any_single_wrong_cell_of_the_tableau_breaks_the_published_odds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The published figures pin the tableau without any transcription of it: the tableau
    # as it is gives them, and each of its 80 cells (Banker 0-7 against a Player third card
    # 0-9) turned from draw to stand or back moves them by more than 1e-4. The plain
    # kernel reads the table at each call, so a patched table is the one it plays.
    counts = list(Composition.full(8).values())
    assert _published_odds_hold(counts)
    right = kernels.BANKER_DRAWS_ON
    survivors = []
    for total in range(8):
        for x in range(10):
            wrong = list(right)
            wrong[total] ^= 1 << x
            monkeypatch.setattr(kernels, "BANKER_DRAWS_ON", tuple(wrong))
            assert banker_draws_on(total, x) != (x in TABLE[total])
            if _published_odds_hold(counts):
                survivors.append((total, x))
    monkeypatch.setattr(kernels, "BANKER_DRAWS_ON", right)
    assert survivors == []
    assert _published_odds_hold(counts)


def test_the_two_statements_of_the_tableau_in_the_engine_agree() -> None:
    # The kernels keep their own copy (bit masks) of the table that resolve_coup reads: the
    # published odds pin the kernels' copy, and this pins the other one to it.
    for total in range(8):
        for x in range(10):
            assert banker_draws(total, x) == banker_draws_on(total, x), (total, x)


@pytest.mark.slow
def test_tableau_agrees_with_the_drawing_table_for_every_six_card_situation() -> None:
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
