"""Replay and validation: each kind of problem at its hand and line, none on sound shoes."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import REPO
from tests.shoefile.helpers import dealt
from tracker.engine.cards import Card, parse_cards
from tracker.engine.coup import expected_cards, resolve_coup
from tracker.engine.rules import Winner
from tracker.history import HandRecord, ShoeRecord, ShoeReplay, check_cards, validate_shoe
from tracker.history.replay import _cards_sound
from tracker.shoefile import read_shoes

SAMPLES = REPO / "sample_shoes"


def cards_hand(
    number: int, player: str, banker: str, line: int | None = None, **recorded: object
) -> HandRecord:
    return HandRecord(
        number,
        tuple(parse_cards(player)),
        tuple(parse_cards(banker)),
        line=line,
        **recorded,  # type: ignore[arg-type]
    )


def messages(*hands: HandRecord, decks: int | None = None) -> list[str]:
    report = validate_shoe(ShoeRecord(label="S", hands=list(hands), decks=decks))
    return [str(problem) for problem in report.problems]


@pytest.mark.parametrize(
    ("player", "banker", "message"),
    [
        ("2 3 6", "2 2", "Banker stood on 4 although the Player's third card was 6"),
        ("3 4 5", "K Q 2", "Player drew on 7, but the Player stands on 6 or 7"),
        (
            "3 K",
            "2 K 2",
            "Player stood on 3, but the Player draws on 0 to 5 (a third card left out?)",
        ),
        (
            "9 K 2",
            "2 K",
            "Player drew a third card although the Player has a natural 9: "
            "both hands stand on a natural",
        ),
        (
            "2 K",
            "8 K 3",
            "Banker drew a third card although the Banker has a natural 8: "
            "both hands stand on a natural",
        ),
        ("2 3 8", "A A", "Banker stood on 2, but the Banker always draws on 0 to 2"),
        ("2 3 8", "3 4 2", "Banker drew on 7, but the Banker always stands on 7"),
        (
            "2 3 8",
            "2 A 5",
            "Banker drew on 3 although the Player's third card was 8; cards typed in the "
            "wrong order? As Player 2 8 3 the hand follows the rules",
        ),
        (
            "3 3",
            "3 2",
            "Banker stood on 5 although the Player stood: the Banker then draws on 0 to 5",
        ),
        (
            "3 4",
            "3 3 2",
            "Banker drew on 6 although the Player stood: the Banker then stands on 6 or 7; "
            "cards typed in the wrong order? As Banker 3 2 3 the hand follows the rules",
        ),
        ("3", "3 2 4", "the Player has 1 card; each side is dealt two cards first"),
        ("3 2 A", "3 2 A 4", "the Banker has 4 cards; a side never gets more than one third card"),
    ],
)
def test_draws_and_stands_against_the_rules(player: str, banker: str, message: str) -> None:
    assert messages(cards_hand(1, player, banker, line=2)) == [f"hand 1: {message}"]


def test_recorded_outcome_that_the_cards_contradict() -> None:
    hand = cards_hand(
        1,
        "9H 9D",
        "KS 4C 3D",
        winner=Winner.BANKER,
        player_total=9,
        banker_total=8,
        player_pair=False,
        banker_pair=True,
        natural=False,
    )
    assert messages(hand) == [
        "hand 1: Banker drew a third card although the Player has a natural 8: both hands "
        "stand on a natural",
        "hand 1: Player total recorded as 9, but the Player's cards 9H 9D make 8",
        "hand 1: Banker total recorded as 8, but the Banker's cards KS 4C 3D make 7",
        "hand 1: a Banker win recorded, but the cards make Player 8 against Banker 7: a Player win",
        "hand 1: no Player pair recorded, but the Player's first two cards 9H 9D are a pair",
        "hand 1: Banker pair recorded, but the Banker's first two cards KS 4C are not a pair",
        "hand 1: no natural recorded, but the Player's first two cards make a natural 8",
    ]


def test_natural_flag_readings() -> None:
    # A natural tie may be flagged or not: some sources flag only a natural that wins.
    for flag in (True, False):
        assert messages(cards_hand(1, "9 K", "4 5", natural=flag, winner=Winner.TIE)) == []
    assert messages(cards_hand(1, "3 K 2", "3 4", natural=True)) == [
        "hand 1: natural recorded, but neither side's first two cards make 8 or 9 "
        "(Player 3, Banker 7)"
    ]


def test_pairs_of_unknown_tens_are_not_judged() -> None:
    assert messages(cards_hand(1, "0 0 5", "0 0 3", player_pair=True, banker_pair=False)) == []


def test_sound_hands_have_no_problems() -> None:
    hands = [
        dealt(n, cards)
        for n, cards in enumerate(
            ["9H 3D KS 5C 2C", "AS 5D 4H 6C 2D 3H", "2S 2D 3S 2H 8C", "TS TD TH 7C 4C 9S"], start=1
        )
    ]
    assert messages(*hands) == []


def test_cards_beyond_the_decks_are_counted_per_card_rank_and_value() -> None:
    suited = [cards_hand(1, "AS 8S", "2C 3C"), cards_hand(2, "AS 8H", "4C 3D")]
    assert messages(*suited, decks=1) == [
        "hand 2: AS is dealt for the 2nd time in this shoe, but 1 deck holds only 1 of it"
    ]
    ranks = [cards_hand(n, "9 K", "9 Q" if n < 3 else "9 J") for n in (1, 2, 3)]
    assert messages(*ranks, decks=1) == [
        "hand 3: 9 is the 5th card of rank 9 in this shoe, but 1 deck holds only 4"
    ]
    tens = [cards_hand(n, "0 8" if n % 2 else "0 9", "0 0") for n in range(1, 7)]
    assert messages(*tens, decks=1) == [
        "hand 6: 0 is the 17th ten-value card in this shoe, but 1 deck holds only 16"
    ]
    assert messages(*ranks, decks=None) == []  # 8 decks when the shoe does not say


def test_burn_cards_count_too() -> None:
    shoe = ShoeRecord(
        label="S", hands=[cards_hand(1, "QH 8C", "KD 7S")], burn=tuple(parse_cards("QH")), decks=1
    )
    (problem,) = validate_shoe(shoe).problems
    assert problem.hand == 1
    assert "QH is dealt for the 2nd time" in problem.message


@pytest.mark.parametrize(
    ("numbers", "found"),
    [
        ([1, 2, 4], ["hand 4: hand 3 is missing (hand 4 follows hand 2)"]),
        ([1, 2, 6], ["hand 6: hands 3 to 5 are missing (hand 6 follows hand 2)"]),
        ([1, 2, 5], ["hand 5: hands 3 and 4 are missing (hand 5 follows hand 2)"]),
        (
            [1, 2, 2, 3],
            ["hand 2: hand 2 is recorded twice in a row (one hand typed or pasted twice?)"],
        ),
        (
            [1, 3, 2, 4],
            [
                "hand 3: hand 2 is missing (hand 3 follows hand 1)",
                "hand 2: hand 2 comes after hand 3 (rows out of order?)",
            ],
        ),
        (
            [1, 2, 3, 2, 4],
            ["hand 2: hand 2 is recorded again after hand 3 (one hand typed or pasted twice?)"],
        ),
        (
            [1, 5, 3, 7],
            [
                "hand 5: hands 2 to 4 are missing (hand 5 follows hand 1)",
                "hand 3: hand 3 comes after hand 5 (rows out of order?)",
                "hand 7: hands 4 and 6 are missing (hand 7 follows hand 3)",
            ],
        ),
        (
            [1, 9, 2, 4, 6, 8, 10],
            [
                "hand 9: hands 2 to 8 are missing (hand 9 follows hand 1)",
                "hand 2: hand 2 comes after hand 9 (rows out of order?)",
                "hand 4: hand 3 is missing (hand 4 follows hand 2)",
                "hand 6: hand 5 is missing (hand 6 follows hand 4)",
                "hand 8: hand 7 is missing (hand 8 follows hand 6)",
            ],
        ),
        (
            [1, 5, 3, 8],
            [
                "hand 5: hands 2 to 4 are missing (hand 5 follows hand 1)",
                "hand 3: hand 3 comes after hand 5 (rows out of order?)",
                "hand 8: hands 4, 6 and 7 are missing (hand 8 follows hand 3)",
            ],
        ),
        ([1, 100_000], ["hand 100000: hands 2 to 99999 are missing (hand 100000 follows hand 1)"]),
        (
            [1, 2, 3, 1, 2],
            [
                "hand 1: hand numbers start again at 1 after hand 3: two shoes run "
                "together under one label?"
            ],
        ),
        ([3, 4], ["hand 3: the shoe's first recorded hand is 3: hands 1 and 2 are missing"]),
        ([4, 5], ["hand 4: the shoe's first recorded hand is 4: hands 1 to 3 are missing"]),
        ([0, 1], ["hand 0: hand numbers start at 1, not 0"]),
    ],
)
def test_hand_numbers_that_skip_or_repeat(numbers: list[int], found: list[str]) -> None:
    hands = [HandRecord(n, winner=Winner.BANKER) for n in numbers]
    assert messages(*hands) == found


def test_outcome_level_hands() -> None:
    good = HandRecord(1, winner=Winner.BANKER, player_total=3, banker_total=8, natural=True)
    bad_winner = HandRecord(2, winner=Winner.PLAYER, player_total=3, banker_total=8, line=9)
    bad_natural = HandRecord(3, winner=Winner.TIE, player_total=7, banker_total=7, natural=True)
    natural_tie = HandRecord(4, winner=Winner.TIE, player_total=8, banker_total=8, natural=True)
    report = validate_shoe(ShoeRecord("S", [good, bad_winner, bad_natural, natural_tie]))
    assert [(p.hand, p.line, p.message) for p in report.problems] == [
        (2, 9, "a Player win recorded, but the totals are Player 3, Banker 8: a Banker win"),
        (
            3,
            None,
            "natural recorded, but neither total is 8 or 9 (Player 7, Banker 7); a natural "
            "ends the hand on its first two cards, so its total is the final one",
        ),
    ]


@pytest.mark.parametrize(
    ("player", "banker", "recorded", "message"),
    [
        # The Player's third card typed first: 4 2 3 reads as drawing on 6.
        (
            "4C 2S 3H",
            "KS 7D",
            {"winner": Winner.PLAYER},
            "Player drew on 6, but the Player stands on 6 or 7; cards typed in the wrong "
            "order? As Player 2S 3H 4C the hand follows the rules",
        ),
        # The Banker's cards typed in the Player's column and the other way round.
        (
            "KS 7D",
            "2S 3H 4C",
            {"winner": Winner.PLAYER, "player_total": 9, "banker_total": 7},
            "Player total recorded as 9, but the Player's cards KS 7D make 7; the Player's "
            "and Banker's cards swapped? As Player 2S 3H 4C, Banker KS 7D the hand follows "
            "the rules",
        ),
        # A forgotten third card: no order of two cards helps, so no hint.
        (
            "2S 3H",
            "KS 7D",
            {},
            "Player stood on 5, but the Player draws on 0 to 5 (a third card left out?)",
        ),
        # A mistyped total: the order of the cards changes no total, so no hint.
        (
            "2S 3H 4C",
            "KS 7D",
            {"player_total": 8},
            "Player total recorded as 8, but the Player's cards 2S 3H 4C make 9",
        ),
    ],
)
def test_cards_typed_in_the_wrong_order_get_a_hint(
    player: str, banker: str, recorded: dict[str, object], message: str
) -> None:
    found = messages(cards_hand(1, player, banker, line=2, **recorded))
    assert found[0] == f"hand 1: {message}"
    assert all("As " not in other for other in found[1:])


def test_simulated_sample_is_card_level_and_six_decks() -> None:
    shoes = list(read_shoes(SAMPLES / "simulated-6-decks-seed-2027.csv"))
    assert all(s.decks == 6 and all(h.has_cards for h in s.hands) for s in shoes)


_values = st.integers(0, 9).map(lambda v: Card(None) if v == 0 else Card(v - 1))


@given(st.lists(_values, min_size=2, max_size=3), st.lists(_values, min_size=2, max_size=3))
def test_a_draw_or_stand_is_reported_exactly_when_the_engine_deals_otherwise(
    player: list[Card], banker: list[Card]
) -> None:
    hand = HandRecord(1, tuple(player), tuple(banker))
    rule_problems = [m for m in check_cards(hand) if " drew " in m or " stood " in m]
    assert bool(rule_problems) == ((len(player), len(banker)) != expected_cards(player, banker))


@given(st.lists(_values, min_size=6, max_size=6))
def test_every_coup_the_engine_deals_replays_clean(cards: list[Card]) -> None:
    coup = resolve_coup(cards)
    assert check_cards(HandRecord.from_coup(1, coup)) == []


_any_card = st.builds(Card, st.integers(0, 12), st.none() | st.integers(0, 3)) | st.just(Card(None))
_flags = st.none() | st.booleans()


@given(
    player=st.lists(_any_card, min_size=1, max_size=4),
    banker=st.lists(_any_card, min_size=1, max_size=4),
    winner=st.none() | st.sampled_from(Winner),
    player_total=st.none() | st.integers(0, 9),
    banker_total=st.none() | st.integers(0, 9),
    player_pair=_flags,
    banker_pair=_flags,
    natural=_flags,
)
def test_the_fast_verdict_agrees_with_the_worded_check(
    player: list[Card],
    banker: list[Card],
    winner: Winner | None,
    player_total: int | None,
    banker_total: int | None,
    player_pair: bool | None,
    banker_pair: bool | None,
    natural: bool | None,
) -> None:
    hand = HandRecord(
        1,
        tuple(player),
        tuple(banker),
        winner,
        player_total,
        banker_total,
        player_pair,
        banker_pair,
        natural,
    )
    assert _cards_sound(hand, hand.player or (), hand.banker or ()) == (check_cards(hand) == [])


@st.composite
def _recorded_coups(draw: st.DrawFn) -> HandRecord:
    """Dealt coups, their recorded fields sometimes left out or changed."""
    coup = resolve_coup(draw(st.lists(_any_card, min_size=6, max_size=6)))
    hand = HandRecord.from_coup(1, coup)
    for name, values in (
        ("winner", st.none() | st.sampled_from(Winner)),
        ("player_total", st.none() | st.integers(0, 9)),
        ("banker_total", st.none() | st.integers(0, 9)),
        ("player_pair", _flags),
        ("banker_pair", _flags),
        ("natural", _flags),
    ):
        if draw(st.integers(0, 5)) == 0:
            hand = hand._replace(**{name: draw(values)})
    return hand


@settings(max_examples=150)
@given(_recorded_coups())
def test_the_fast_verdict_agrees_on_dealt_coups(hand: HandRecord) -> None:
    assert _cards_sound(hand, hand.player or (), hand.banker or ()) == (check_cards(hand) == [])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(0, 12), min_size=1, max_size=40),
    st.lists(st.integers(1, 40), max_size=6),
    st.integers(1, 5),
)
def test_a_shoe_replayed_a_chunk_at_a_time_reports_as_one_replayed_whole(
    numbers: list[int], cuts: list[int], listed: int
) -> None:
    # Numbering that skips, repeats and starts again, cards that run out (a 1-deck shoe
    # dealt the same coup over and over), replayed in chunks cut anywhere.
    coup = resolve_coup(parse_cards("9H 3D KS 5C 2C"))
    hands = [
        HandRecord.from_coup(number, coup, line=line)
        if line % 3
        else HandRecord(number, winner=Winner.BANKER, player_total=2, banker_total=1, line=line)
        for line, number in enumerate(numbers, start=2)
    ]
    shoe = ShoeRecord(label="S", hands=hands, decks=1, burn=(Card.parse("KS"),), line=2)
    whole = validate_shoe(shoe)
    bounds = [0, *sorted(set(cuts)), len(hands)]
    parts = [hands[a:b] for a, b in itertools.pairwise(bounds) if a < b]
    replay = ShoeReplay(replace(shoe, hands=tuple(parts[0])), listed=listed)
    for part in parts[1:]:
        replay.add(part)
    report = replay.report
    assert (report.hands, report.line) == (whole.hands, whole.line)
    assert report.problems == whole.problems[:listed]
    assert report.problem_count == len(whole.problems)
