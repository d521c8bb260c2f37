"""The statistics panel lays out one shoe's figures and always says the past predicts nothing."""

from __future__ import annotations

from tracker.engine.rules import Winner
from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.ui.analysis.stats_panel import statistics_html


def test_statistics_of_an_empty_shoe_and_of_one_hand() -> None:

    empty = statistics_html(ShoeRecord(label="new", hands=[], kind=ShoeKind.LIVE))
    assert "0 hands" in empty
    one = statistics_html(
        ShoeRecord(label="new", hands=[HandRecord(number=1, winner=Winner.BANKER)])
    )
    assert "1 hand</b>" in one


def test_statistics_of_impossible_cards_and_of_a_nearly_spent_shoe() -> None:
    from tracker.engine.cards import parse_cards

    def hand(player: str, banker: str) -> HandRecord:
        return HandRecord(
            number=1,
            player=tuple(parse_cards(player)),
            banker=tuple(parse_cards(banker)),
            winner=Winner.TIE,
        )

    impossible = statistics_html(ShoeRecord(label="x", decks=1, hands=[hand("AS AS", "AS AS")]))
    assert "cannot all come from this shoe" in impossible
    cards = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
    hands = [
        hand(" ".join(cards[i : i + 2]), " ".join(cards[i + 2 : i + 4])) for i in range(0, 48, 4)
    ]
    spent = statistics_html(ShoeRecord(label="y", decks=1, hands=hands))
    assert "Only 4 cards left" in spent
    assert "Past outcomes cannot predict future hands" in spent


def test_a_short_shoe_says_why_it_is_not_tested() -> None:
    letters = "BP" * 10
    winners = {"B": Winner.BANKER, "P": Winner.PLAYER}
    hands = [HandRecord(number=n, winner=winners[c]) for n, c in enumerate(letters, start=1)]
    text = statistics_html(ShoeRecord(label="short", hands=hands))
    # 20 hands expect 1.9 ties: too few for the chi-square (SPEC §7), and it says so.
    assert "not tested: too few hands: 1.9 ties expected" in text


def test_a_bead_string_shoe_does_not_count_its_unknown_pairs_as_none() -> None:
    hands = [HandRecord(number=n, winner=Winner.BANKER) for n in range(1, 31)]
    text = statistics_html(ShoeRecord(label="beads", hands=hands))
    assert text.count("not recorded") == 2
    assert "Player pair</td><td align='right'>0<" not in text
