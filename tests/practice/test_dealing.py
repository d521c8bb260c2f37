"""The deal as the dealer calls it: dealing order, and each draw or stand with its rule."""

from __future__ import annotations

from tracker.engine.cards import parse_cards
from tracker.engine.coup import resolve_coup
from tracker.engine.explain import banker_chart, banker_rule, explain_draws
from tracker.practice.dealing import Side, dealing_steps


def words(cards: str) -> list[str]:
    return [str(s.words) for s in dealing_steps(resolve_coup(parse_cards(cards))) if s.words]


def test_cards_come_in_dealing_order_player_first() -> None:
    coup = resolve_coup(parse_cards("JD AS AD QH 2D 6C"))
    dealt = [(s.side, str(s.card)) for s in dealing_steps(coup) if s.card is not None]
    assert dealt == [
        (Side.PLAYER, "JD"),
        (Side.BANKER, "AS"),
        (Side.PLAYER, "AD"),
        (Side.BANKER, "QH"),
        (Side.PLAYER, "2D"),
        (Side.BANKER, "6C"),
    ]


def test_each_draw_cites_the_rule_that_decides_it() -> None:
    player = "Player draws on 0–5 and stands on 6 or 7"
    assert words("JD AS AD QH 2D 6C") == [
        f"Player 1 draws — {player}",
        "Banker 1 draws on a third card of 2 — Banker 1 always draws",
        "Banker wins, 7 to 3",
    ]
    assert words("4S 5H TD KC 7D 2C") == [
        f"Player 4 draws — {player}",
        "Banker 5 draws on a third card of 7 — Banker 5 draws when the Player's third card is 4–7",
        "Banker wins, 7 to 1",
    ]
    assert words("4S 5H TD KC 8D") == [
        f"Player 4 draws — {player}",
        "Banker 5 stands on a third card of 8 — Banker 5 draws when the Player's third card is 4–7",
        "Banker wins, 5 to 2",
    ]
    assert words("6S 3H TD KC 2C") == [
        f"Player 6 stands — {player}",
        "Banker 3 draws — when the Player stands, Banker draws on 0–5 and stands on 6 or 7",
        "Player wins, 6 to 5",
    ]


def test_the_banker_rules_read_as_on_a_chart() -> None:
    assert banker_rule(3) == "Banker 3 draws unless the Player's third card is 8"
    assert banker_rule(4) == "Banker 4 draws when the Player's third card is 2–7"
    assert banker_rule(6) == "Banker 6 draws when the Player's third card is 6 or 7"
    assert banker_rule(7) == "Banker 7 always stands"
    chart = dict(banker_chart())
    assert chart[3] == (True,) * 8 + (False, True)
    assert [v for v, draws in enumerate(chart[5]) if draws] == [4, 5, 6, 7]


def test_naturals_are_announced_with_their_rule() -> None:
    natural = "a natural 8 or 9 on either side: both hands stand"
    assert words("3H AD 6S JS") == [f"Player natural 9 — {natural}", "Player wins, 9 to 1"]
    assert words("TC JS 8H 8D") == [
        f"Player natural 8 and Banker natural 8 — {natural}",
        "Tie, 8 to 8",
    ]
    assert explain_draws(resolve_coup(parse_cards("TC JS 8H 8D"))) == [
        f"Player natural 8 and Banker natural 8 — {natural}"
    ]
