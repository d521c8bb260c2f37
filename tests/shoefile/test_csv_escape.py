"""The CSV formula escape: reversible for every text, neutralising full-width and hidden
triggers; and a CSV that carries every column of every shoe, whitespace kept."""

from __future__ import annotations

import io
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Literal, overload

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.store import strategies
from tests.store.shoes import dealt_shoes
from tracker.history import ShoeRecord
from tracker.shoefile import read_shoes, write_csv
from tracker.shoefile.csvcolumns import neutralise, unneutralise

TRIGGERS = "=+-@\t\r\n＝＋－＠"
HIDDEN = " \u00a0\ufeff\u200b\u3000"
# Any text a library can hold: no NUL (no text file holds one) and no lone surrogate.
texts = st.text(
    st.sampled_from(list(TRIGGERS + HIDDEN + "'a1 ,\":"))
    | st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
    max_size=12,
)
# A column's name is read without the blanks around it.
names = texts.filter(lambda name: bool(name) and name == name.strip())


@given(texts)
def test_the_escape_is_reversible_for_every_text(text: str) -> None:
    assert unneutralise(neutralise(text)) == text


@given(texts)
def test_no_escaped_text_can_start_a_formula(text: str) -> None:
    escaped = neutralise(text)
    shown = escaped.lstrip(HIDDEN)
    assert not shown or shown[0] not in TRIGGERS


def test_texts_that_differ_only_by_an_apostrophe_stay_different() -> None:
    assert neutralise("=1") == "'=1"
    assert neutralise("'=1") == "''=1"
    assert neutralise("''=1") == "'''=1"
    assert neutralise("'hello") == "''hello"
    assert neutralise("  ") == "'  "
    for text in ("＝1", " =1", "\u00a0+1", "\ufeff@x", "\u200b-1"):
        assert neutralise(text) == "'" + text
    # An apostrophe no escape explains is the text's own (from another program).
    assert unneutralise("'hello") == "'hello"
    assert unneutralise("'") == ""  # a text there but empty


def _comparable(shoe: ShoeRecord, path: str) -> ShoeRecord:
    """A record as a CSV gives it back: without file lines, its source the file read when
    it had none."""
    return replace(
        shoe,
        line=None,
        source=path if shoe.source is None else shoe.source,
        hands=tuple(hand._replace(line=None) for hand in shoe.hands),
    )


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.lists(strategies.csv_shoes, min_size=1, max_size=4), st.booleans())
def test_a_csv_round_trip_gives_back_every_field_of_every_shoe(
    shoes: list[ShoeRecord], same_label: bool
) -> None:
    # Every field of a shoe and a hand, any text (NUL in extra values), extra column names with
    # blanks around them, and (``same_label``) shoes of one label one after the other.
    if same_label:
        shoes = [replace(shoe, label=shoes[0].label) for shoe in shoes]
    back, path = _round_trip(shoes, with_path=True)
    assert not any(shoe.problems for shoe in back)
    assert [_comparable(shoe, path) for shoe in back] == [_comparable(shoe, path) for shoe in shoes]


def test_a_column_first_seen_in_a_later_shoe_is_kept() -> None:
    shoes = dealt_shoes(3, 2)
    shoes[2] = replace(
        shoes[2], hands=tuple(h._replace(extra={"dealer": "Kim"}) for h in shoes[2].hands)
    )
    back = _round_trip(iter(shoes))  # an iterator: read once into a list
    assert [dict(h.extra) for h in back[2].hands] == [{"dealer": "Kim"}] * 2
    assert all(not h.extra for s in back[:2] for h in s.hands)


@overload
def _round_trip(shoes: object) -> list[ShoeRecord]: ...


@overload
def _round_trip(shoes: object, *, with_path: Literal[True]) -> tuple[list[ShoeRecord], str]: ...


def _round_trip(
    shoes: object, *, with_path: bool = False
) -> list[ShoeRecord] | tuple[list[ShoeRecord], str]:
    buffer = io.StringIO(newline="")
    write_csv(shoes, buffer)  # type: ignore[arg-type]
    data = buffer.getvalue().encode("utf-8")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.csv"
        path.write_bytes(data)
        back = list(read_shoes(path))
    return (back, str(path)) if with_path else back
