"""The CSV formula escape: reversible for every text, neutralising full-width and hidden
triggers; and a CSV that carries every column of every shoe, whitespace kept."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(texts, texts, texts, st.dictionaries(names, texts)),
        min_size=1,
        max_size=3,
    )
)
def test_a_csv_round_trip_loses_no_cell(
    details: list[tuple[str, str, str, dict[str, str]]],
) -> None:
    shoes = []
    for n, (label, casino, notes, extra) in enumerate(details):
        shoe = dealt_shoes(1, 3, first_seed=n)[0]
        hands = tuple(hand._replace(extra=extra) for hand in shoe.hands)
        shoes.append(replace(shoe, label=f"{n}{label}", casino=casino, notes=notes, hands=hands))
    back = _round_trip(shoes)
    assert [s.label for s in back] == [s.label for s in shoes]
    assert [s.casino for s in back] == [s.casino for s in shoes]
    assert [s.notes for s in back] == [s.notes for s in shoes]
    for a, b in zip(shoes, back, strict=True):
        assert [dict(h.extra) for h in a.hands] == [dict(h.extra) for h in b.hands]


def test_a_column_first_seen_in_a_later_shoe_is_kept() -> None:
    shoes = dealt_shoes(3, 2)
    shoes[2] = replace(
        shoes[2], hands=tuple(h._replace(extra={"dealer": "Kim"}) for h in shoes[2].hands)
    )
    back = _round_trip(iter(shoes))  # an iterator: read once into a list
    assert [dict(h.extra) for h in back[2].hands] == [{"dealer": "Kim"}] * 2
    assert all(not h.extra for s in back[:2] for h in s.hands)


def _round_trip(shoes: object, tmp: Path | None = None) -> list[ShoeRecord]:
    buffer = io.StringIO(newline="")
    write_csv(shoes, buffer)  # type: ignore[arg-type]
    data = buffer.getvalue().encode("utf-8")
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "x.csv"
        path.write_bytes(data)
        return list(read_shoes(path))
