"""Hypothesis strategies of shoe records holding whatever a library can hold: every field of
a shoe and a hand, texts of any character a database keeps (blanks, formula starts,
apostrophes; NUL in extra values, kept as JSON), extra columns with blanks in their names,
labels that repeat."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import strategies as st

from tracker.engine.cards import Card
from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord

cards = st.builds(
    Card,
    rank=st.one_of(st.none(), st.integers(0, 12)),
    suit=st.none(),
) | st.builds(Card, rank=st.integers(0, 12), suit=st.integers(0, 3))
side = st.one_of(st.none(), st.lists(cards, min_size=2, max_size=3).map(tuple))
flag = st.one_of(st.none(), st.booleans())
total = st.one_of(st.none(), st.integers(0, 9))
# Texts a spreadsheet or a CSV escape could get wrong, beside any other character.
awkward = st.sampled_from(list("=+-@\t\r\n＝＋－＠ \u00a0\ufeff\u200b\u3000'\"a1,;:\x00\u2400"))
text = st.text(awkward | st.characters(exclude_categories=("Cs",)), max_size=12)
# A shoe's own texts (label, notes …) hold no NUL: no library takes one there.
detail = text.map(lambda value: value.replace("\x00", "\u2400"))
hands = st.builds(
    HandRecord,
    number=st.integers(1, 90),
    player=side,
    banker=side,
    winner=st.one_of(st.none(), st.sampled_from(Winner)),
    player_total=total,
    banker_total=total,
    player_pair=flag,
    banker_pair=flag,
    natural=flag,
    extra=st.dictionaries(st.text(min_size=1, max_size=5) | text, text, max_size=2),
)
zones = st.one_of(
    st.none(), st.integers(-12 * 60, 14 * 60).map(lambda m: timezone(timedelta(minutes=m)))
)
starts = st.one_of(
    st.none(),
    st.builds(
        lambda when, zone: when.replace(tzinfo=zone),
        st.datetimes(datetime(1990, 1, 1), datetime(2090, 1, 1)),
        zones,
    ),
)
rules = st.builds(
    RuleSet,
    decks=st.integers(1, 8),
    commission=st.sampled_from([4, 5]),
    tie_pays=st.sampled_from([8, 9]),
    no_commission=st.booleans(),
    cut_card=st.integers(6, 26),
    hands_after_cut=st.integers(0, 0),
    burn=st.booleans(),
    reshuffle_every_round=st.booleans(),
)
json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=6,
)
shoes = st.builds(
    ShoeRecord,
    label=detail,
    hands=st.lists(hands, max_size=8),
    casino=st.one_of(st.none(), detail),
    table=st.one_of(st.none(), detail),
    started=starts,
    decks=st.one_of(st.none(), st.integers(1, 8)),
    rules=st.one_of(st.none(), rules),
    burn=st.lists(cards, max_size=3).map(tuple),
    cut_card=st.one_of(st.none(), st.integers(0, 100)),
    notes=detail,
    source=st.one_of(st.none(), detail),
    kind=st.sampled_from(ShoeKind),
    extra=st.dictionaries(text, json_values, max_size=3),
)

# A hand records the cards of both sides or of neither (a CSV's empty card cell is "no
# cards": one side recorded without the other has no cell of its own), and a row of a CSV
# needs its cards or its winner.
both_sides = st.one_of(
    st.tuples(st.none(), st.none()),
    st.tuples(
        st.lists(cards, min_size=2, max_size=3).map(tuple),
        st.lists(cards, min_size=2, max_size=3).map(tuple),
    ),
)
csv_shoes = st.builds(
    lambda shoe, sides: replace(
        shoe,
        hands=tuple(
            hand._replace(
                player=player,
                banker=banker,
                winner=hand.winner or (Winner.BANKER if player is None else None),
            )
            for hand, (player, banker) in zip(shoe.hands, sides, strict=False)
        )[: len(sides)],
    ),
    shoes.filter(lambda shoe: bool(shoe.hands)),
    st.lists(both_sides, min_size=8, max_size=8),
)
"""Shoes a hands CSV can hold: as :data:`shoes`, but each hand records both sides' cards or
neither, and its cards or its winner."""
