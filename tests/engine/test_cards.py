"""Card notation: round trips, aliases, errors that name the token; compositions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.engine.cards import (
    RANKS,
    SUITS,
    Card,
    CardError,
    Composition,
    CompositionError,
    DecksError,
    format_cards,
    parse_cards,
)

cards = st.builds(
    Card,
    st.integers(0, len(RANKS) - 1),
    st.one_of(st.none(), st.integers(0, len(SUITS) - 1)),
) | st.just(Card(None))


@given(cards)
def test_a_card_reads_back_from_its_text(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card
    assert eval(repr(card), {"Card": Card}) == card


@given(st.lists(cards, max_size=20))
def test_a_list_of_cards_reads_back_from_its_text(hand: list[Card]) -> None:
    assert parse_cards(format_cards(hand)) == hand


@given(st.integers(0, 51))
def test_card_indexes_round_trip(index: int) -> None:
    assert Card.from_index(index).index == index


@pytest.mark.parametrize(
    ("token", "text"),
    [("10d", "TD"), ("td", "TD"), ("1s", "AS"), ("1", "A"), ("10", "T"), ("kS", "KS"), ("0", "0")],
)
def test_aliases_and_cases(token: str, text: str) -> None:
    assert str(Card.parse(token)) == text


def test_values_and_pairs() -> None:
    tokens = ["A", "9", "T", "J", "Q", "K", "0"]
    assert [Card.parse(t).value for t in tokens] == [1, 9, 0, 0, 0, 0, 0]
    assert Card.parse("KH").same_rank(Card.parse("KS")) is True
    assert Card.parse("KH").same_rank(Card.parse("QH")) is False
    assert Card.parse("0").same_rank(Card.parse("K")) is None
    assert Card.parse("0").same_rank(Card.parse("5")) is False


@given(
    st.text(min_size=1, max_size=4).filter(lambda t: t.strip() and " " not in t and "," not in t)
)
def test_anything_else_is_an_error_naming_the_token(token: str) -> None:
    try:
        card = Card.parse(token)
    except CardError as exc:
        assert repr(token) in str(exc)
        assert exc.token == token
    else:
        assert Card.parse(str(card)) == card


@pytest.mark.parametrize("token", ["1H0", "11", "X", "9X", "AHS", "00", "T0"])
def test_bad_tokens_name_the_token_and_the_place(token: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(f"9H {token}", where="line 4")
    assert f"line 4, card 2: unknown card {token!r}" in str(info.value)


def test_composition_counts_and_removal() -> None:
    full = Composition.full(8)
    assert full.total == 416
    assert full.values() == (128,) + (32,) * 9
    left = full.remove(parse_cards("9H 3D KS 0 T"), 8)
    assert left.total == 411
    assert left.values()[0] == 125
    assert left.unknown_tens == 1
    # The unknown ten is spread over the ten-value ranks in proportion.
    assert sum(left.rank_weights()) == pytest.approx(411)


def test_composition_refuses_more_cards_of_a_rank_than_the_shoe_holds() -> None:
    with pytest.raises(
        CompositionError, match=r"card 5 \(A\): the shoe holds no more cards of rank A"
    ):
        Composition.full(1).remove(parse_cards("A A A A A"))
    with pytest.raises(CompositionError, match="a 1-deck shoe holds only 1 of it"):
        Composition.full(1).remove(parse_cards("AS AS"), 1)
    with pytest.raises(CompositionError, match="no more ten-value cards"):
        Composition.full(1).remove(parse_cards(" ".join(["0"] * 17)))


@pytest.mark.parametrize("decks", [0, 9, -1, 2.5, "8", True])
def test_decks_outside_1_to_8_are_refused(decks: object) -> None:
    with pytest.raises(DecksError, match="decks must be a whole number from 1 to 8"):
        Composition.full(decks)  # type: ignore[arg-type]
