"""Every payout of a table of dealt coups, for every variant and side bet, in exact money."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.practice.layout import SIDE_AREAS, Area, TableOptions, Variant, settle_area

# Columns: Player, Banker at 5%, 4%, no commission, EZ; Tie 8:1, 9:1; Player pair, Banker
# pair; Dragon 7, Panda 8, Super 6, Dragon Bonus Player, Dragon Bonus Banker. Stake 10.
COLUMNS = ("P", "B5", "B4", "BNC", "BEZ", "T8", "T9", "PP", "BP", "D7", "P8", "S6", "DBP", "DBB")
# The coups came from seeded 8-deck shoes (Shoe(RuleSet(decks=8), seed=7)); each row's
# figures are worked by hand from the rules and the side bets' pay tables.
TABLE = {
    # Banker wins with a three-card 7 (3 against 7): the EZ Banker pushes, the Dragon pays 40.
    "JD AS AD QH 2D 6C": (-10, "9.5", "9.6", 10, 0, -10, -10, -10, -10, 400, -10, -10, -10, 10),
    # Player wins with a three-card 8 (8 against 4): the Panda pays 25, Dragon Bonus by 4: 1.
    "TH KS JC JD 8D 4H": (10, -10, -10, -10, -10, -10, -10, -10, -10, -10, 250, -10, 10, -10),
    # Banker wins with a two-card 6 (6 against 2): no-commission pays half, Super 6 pays 12.
    "2H 6C JH KS QS": (-10, "9.5", "9.6", 5, 10, -10, -10, -10, -10, -10, -10, 120, -10, 10),
    # A natural 9 for the Player against 1: the Dragon Bonus pays even money.
    "3H AD 6S JS": (10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, 10, -10),
    # A natural tie, 9 to 9: both Dragon Bonus bets push.
    "TC JS 9H 9H": (0, 0, 0, 0, 0, 80, 90, -10, -10, -10, -10, -10, 0, 0),
    # A tie of 0 to 0 on three cards, the Banker's first two a pair of kings.
    "9D KH 2H KC 9H JD": (0, 0, 0, 0, 0, 80, 90, -10, 110, -10, -10, -10, -10, -10),
    # The Player wins by 9 on three cards: the Dragon Bonus pays 30.
    "4S TH QS KH 5H QH": (10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, 300, -10),
    # Banker wins 4 to 0, both sides a pair (Q-Q, T-T): pairs 11, Dragon Bonus by 4 pays 1.
    "QC TS QS TH TD 4D": (-10, "9.5", "9.6", 10, 10, -10, -10, 110, 110, -10, -10, -10, -10, 10),
    # Banker wins by 2 only: its Dragon Bonus loses.
    "8S 8S 3H 6H AD": (-10, "9.5", "9.6", 10, 10, -10, -10, -10, -10, -10, -10, -10, -10, -10),
    # A natural 8 for the Banker beats 7: the Dragon Bonus pays even money for a natural win.
    "JH 2D 7S 6S": (-10, "9.5", "9.6", 10, 10, -10, -10, -10, -10, -10, -10, -10, -10, 10),
    # Banker wins with a three-card 6 by 6: no-commission half, Super 6 12, Dragon Bonus 4.
    "KS TS JD KS JH 6C": (-10, "9.5", "9.6", 5, 10, -10, -10, -10, -10, -10, -10, 120, -10, 40),
    # Player wins by 5: the Dragon Bonus pays 2.
    "5S TH QS JH TD JS": (10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, -10, 20, -10),
}

ALL_SIDES = frozenset(SIDE_AREAS)


def _settings(column: str) -> tuple[Area, TableOptions]:
    ez = TableOptions(decks=8, variant=Variant.EZ, side_bets=ALL_SIDES)
    return {
        "P": (Area.PLAYER, TableOptions(decks=8)),
        "B5": (Area.BANKER, TableOptions(decks=8)),
        "B4": (Area.BANKER, TableOptions(decks=8, commission=4)),
        "BNC": (Area.BANKER, TableOptions(decks=8, variant=Variant.NO_COMMISSION)),
        "BEZ": (Area.BANKER, ez),
        "T8": (Area.TIE, TableOptions(decks=8)),
        "T9": (Area.TIE, TableOptions(decks=8, tie_pays=9)),
        "PP": (Area.PLAYER_PAIR, TableOptions(decks=8)),
        "BP": (Area.BANKER_PAIR, TableOptions(decks=8)),
        "D7": (Area.DRAGON_7, ez),
        "P8": (Area.PANDA_8, ez),
        "S6": (Area.SUPER_6, ez),
        "DBP": (Area.DRAGON_BONUS_PLAYER, ez),
        "DBB": (Area.DRAGON_BONUS_BANKER, ez),
    }[column]


CASES = [
    pytest.param(cards, column, Decimal(str(expected)), id=f"{cards}-{column}")
    for cards, row in TABLE.items()
    for column, expected in zip(COLUMNS, row, strict=True)
]


@pytest.mark.parametrize(("cards", "column", "expected"), CASES)
def test_every_payout_of_the_table_in_exact_money(
    cards: str, column: str, expected: Decimal
) -> None:
    coup = resolve_coup(parse_cards(cards))
    assert len(coup.cards) == len(cards.split())  # the coup used every card of the row
    area, options = _settings(column)
    net = settle_area(area, Decimal(10), coup, options)
    assert isinstance(net, Decimal)
    assert net == expected


def test_a_stake_in_cents_is_settled_to_the_exact_cent_and_beyond() -> None:
    coup = resolve_coup(parse_cards("2H 6C JH KS QS"))  # Banker wins with 6
    assert settle_area(Area.BANKER, Decimal("12.50"), coup, TableOptions()) == Decimal("11.875")
    nc = TableOptions(variant=Variant.NO_COMMISSION)
    assert settle_area(Area.BANKER, Decimal("12.50"), coup, nc) == Decimal("6.25")
