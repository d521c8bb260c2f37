"""The shoe JSON format: exact round trips, streaming, and located errors."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.shoefile.helpers import dealt, write
from tracker.engine.cards import Card
from tracker.engine.rules import RuleSet, Winner
from tracker.history import HandRecord, ShoeKind, ShoeRecord
from tracker.shoefile import (
    FORMAT_VERSION,
    ShoeFileError,
    jsonformat,
    jsonstream,
    jsonwrite,
    read_shoes,
    write_json,
)

text = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
# A shoe's own texts hold no NUL: no library takes one there (extra values may).
detail = st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=12)
cards = st.builds(
    Card,
    st.integers(0, 12),
    st.none() | st.integers(0, 3),
) | st.just(Card(None))
card_tuple = st.lists(cards, min_size=0, max_size=3).map(tuple)
flags = st.none() | st.booleans()

hands = st.builds(
    HandRecord,
    number=st.integers(0, 500),
    player=st.none() | card_tuple,
    banker=st.none() | card_tuple,
    winner=st.none() | st.sampled_from(Winner),
    player_total=st.none() | st.integers(0, 9),
    banker_total=st.none() | st.integers(0, 9),
    player_pair=flags,
    banker_pair=flags,
    natural=flags,
    extra=st.dictionaries(text, text, max_size=2),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**60), 2**60) | text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(text, inner, max_size=3),
    max_leaves=6,
)
times = st.none() | st.datetimes(
    min_value=datetime(1990, 1, 1), max_value=datetime(2100, 1, 1)
).flatmap(
    lambda d: st.sampled_from(
        [d, d.replace(tzinfo=UTC), d.replace(tzinfo=timezone(timedelta(hours=9)))]
    )
)
rules = st.none() | st.builds(
    RuleSet,
    decks=st.sampled_from([6, 8]),
    commission=st.sampled_from([4, 5]),
    tie_pays=st.sampled_from([8, 9]),
    no_commission=st.booleans(),
    reshuffle_every_round=st.booleans(),
)
shoes = st.builds(
    ShoeRecord,
    label=detail,
    hands=st.lists(hands, max_size=4),
    casino=st.none() | detail,
    table=st.none() | detail,
    started=times,
    decks=st.none() | st.integers(1, 8),
    rules=rules,
    burn=st.lists(cards, max_size=3).map(tuple),
    cut_card=st.none() | st.integers(0, 416),
    notes=detail,
    source=st.none() | detail.filter(bool),
    kind=st.sampled_from(ShoeKind),
    extra=st.dictionaries(text, json_values, max_size=3),
)


def _without_lines(shoe: ShoeRecord) -> ShoeRecord:
    return replace(shoe, line=None, hands=tuple(hand._replace(line=None) for hand in shoe.hands))


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(shoes, max_size=3))
def test_export_then_import_gives_back_the_same_shoes(shoe_list: list[ShoeRecord]) -> None:
    buffer = io.StringIO()
    assert write_json(shoe_list, buffer) == (len(shoe_list), sum(len(s.hands) for s in shoe_list))
    back = list(jsonformat.read_json(io.StringIO(buffer.getvalue()), "x.json"))
    # A shoe with no recorded source comes from this file.
    shoe_list = [shoe if shoe.source else replace(shoe, source="x.json") for shoe in shoe_list]
    assert [_without_lines(s) for s in back] == [_without_lines(s) for s in shoe_list]


def test_every_hand_knows_its_line_even_across_small_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(jsonstream, "_CHUNK", 7)
    shoe = ShoeRecord(label="7", hands=[dealt(n, "9H 3D KS 5C 2C") for n in (1, 2, 3)])
    path = tmp_path / "shoes.json"
    write_json([shoe, shoe], path)
    lines = path.read_text(encoding="utf-8").splitlines()
    back = list(read_shoes(path))
    assert [s.line for s in back] == [2, 6]
    for hand in back[1].hands:
        assert hand.line is not None
        assert f'"hand": {hand.number},' in lines[hand.line - 1]
    assert back[1].hands[2].player == (Card.parse("9H"), Card.parse("KS"))


def test_gzip_file_is_written_and_read(tmp_path: Path) -> None:
    path = tmp_path / "library.json.gz"
    write_json([ShoeRecord(label="한국", hands=[dealt(1, "9H 3D KS 5C 2C")])], path)
    assert path.read_bytes()[:2] == b"\x1f\x8b"
    (shoe,) = read_shoes(path)
    assert shoe.label == "한국" and shoe.hands[0].winner is Winner.PLAYER


def _doc(**shoe: Any) -> str:
    return json.dumps({"format_version": 1, "shoes": [{"label": "A", **shoe}]}, indent=1)


@pytest.mark.parametrize(
    ("document", "line", "field", "words"),
    [
        (_doc(hands=[{"hand": 1, "player": ["9H", "ZZ"]}]), 7, "player", "unknown card 'ZZ'"),
        (_doc(hands=[{"hand": 1, "winner": "X"}]), 7, "winner", "winner must be"),
        (_doc(hands=[{"hand": 1, "winner": ["B"]}]), 7, "winner", "expected text, not ['B']"),
        (_doc(decks=12), 6, "decks", "decks must be"),
        (_doc(rules={"commission": 3}), 6, "rules", "commission"),
        (_doc(started="soon"), 6, "started", "ISO 8601"),
        (_doc(kind="dreamt"), 6, "kind", "kind must be one of"),
        (
            '{"format_version": 2, "shoes": []}',
            1,
            "format_version",
            "written by a newer tracker; this one reads format_version 1",
        ),
        ('{"shoes": [], "format_version": 1}', 1, "shoes", "must come before"),
        ('{"format_version": 1}\n[]', 2, None, "more text"),
        (
            '{"format_version": 1,\n "shoes": [\n {"label": }]}',
            3,
            12,
            "line 3, column 12: not valid JSON: expected a value",
        ),
        (
            _doc(hands=[{"hand": 1, "winner": "B"}])[:-30],  # ends in '"wi' at column 6
            9,
            6,
            "never ends; the file ends there (cut short?)",
        ),
        (_doc(hands=[])[:-5], 7, None, "found the end of the file (cut short?)"),
        ('{"format_version": 1, "shoes": [{"label": "A",}]}', 1, 47, "a ',' too many"),
        ('{"hello": "world"}', 1, None, "no format_version"),
    ],
)
def test_bad_documents_name_line_and_field(
    tmp_path: Path, document: str, line: int, field: str | int | None, words: str
) -> None:
    path = write(tmp_path, "bad.json", document)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert (caught.value.line, caught.value.field) == (line, field), str(caught.value)
    assert words in str(caught.value)


def test_a_syntax_error_deep_in_one_long_line_has_its_column(tmp_path: Path) -> None:
    hands = ", ".join(f'{{"hand": {n}, "winner": "B"}}' for n in range(1, 9000))
    last = '{"hand": 9000, "winner": B}'  # B without its quotes
    document = f'{{"format_version": 1, "shoes": [{{"label": "A", "hands": [{hands}, {last}]}}]}}'
    assert len(document) > 4 * 65536  # read in several chunks
    path = write(tmp_path, "one-line.json", document)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert (caught.value.line, caught.value.column) == (1, document.index("B}]") + 1)
    assert "not valid JSON: expected a value" in str(caught.value)


def test_format_version_is_written() -> None:
    buffer = io.StringIO()
    write_json([], buffer)
    assert json.loads(buffer.getvalue())["format_version"] == FORMAT_VERSION == 1


@given(hands)
def test_hand_text_is_what_the_json_module_writes(hand: HandRecord) -> None:
    encode = jsonwrite._ENCODER.encode
    assert jsonwrite._hand_json(hand, encode) == encode(jsonwrite._hand_dict(hand))


_ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=5,
)
_HAND_FIELDS = [
    "hand",
    "player",
    "banker",
    "winner",
    "player_total",
    "banker_total",
    "natural",
    "extra",
]
_SHOE_FIELDS = ["label", "kind", "started", "decks", "rules", "burn", "cut_card", "notes", "extra"]


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(
    shoe=st.dictionaries(st.sampled_from(_SHOE_FIELDS), _ANY_JSON, max_size=3),
    hands=st.lists(
        _ANY_JSON | st.dictionaries(st.sampled_from(_HAND_FIELDS), _ANY_JSON, max_size=4),
        max_size=3,
    ),
)
def test_any_json_value_in_any_field_is_read_or_refused_at_its_line(
    shoe: dict[str, Any], hands: list[Any]
) -> None:
    document = json.dumps({"format_version": 1, "shoes": [{**shoe, "hands": hands}]}, indent=1)
    try:
        list(jsonformat.read_json(io.StringIO(document), "odd.json"))
    except ShoeFileError as exc:
        assert exc.line is not None and 1 <= exc.line <= document.count("\n") + 1
