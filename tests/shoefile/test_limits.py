"""The caps of tracker.shoefile.limits as each reader applies them: JSON depth, number size,
lone surrogates, hand numbers and cut cards past the cap, start times out of range in
UTC, the hands of one shoe and the length of one cell."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.shoefile import ShoeFileError, limits, read_shoes
from tracker.shoefile.limits import MAX_CELL_CHARS, depth, has_lone_surrogate


def shoe_json(shoe: str, hands: str = '{"hand": 1, "winner": "B"}') -> str:
    return f'{{"format_version": 1, "shoes": [{{{shoe}"hands": [{hands}]}}]}}'


def refused(tmp_path: Path, name: str, text: str) -> ShoeFileError:
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(write(tmp_path, name, text)))
    return caught.value


@pytest.mark.parametrize(
    ("shoe", "hands", "words"),
    [
        ('"extra": ' + "[" * 1000 + "]" * 1000 + ", ", None, "nested deeper than 32"),
        ('"extra": ' + "[" * 40 + "]" * 40 + ", ", None, "nested deeper than 32"),
        ("", '{"hand": 1, "junk": ' + "[" * 5000 + "]" * 5000 + "}", "nested deeper"),
        ("", '{"hand": ' + "9" * 5000 + ', "winner": "B"}', "a number too long"),
        ('"label": "\\ud800", ', None, "surrogate"),
        ('"notes": "a\\udfffb", ', None, "surrogate"),
        ("", '{"hand": 1, "winner": "B", "extra": {"k": "\\ud83d"}}', "surrogate"),
        ("", '{"hand": 9223372036854775808, "winner": "B"}', "up to 2,147,483,647"),
        ('"cut_card": 9223372036854775808, ', None, "cut_card must be 0 to"),
        ('"started": "0001-01-01T00:00:00+05:00", ', None, "out of range in UTC"),
        ('"started": "9999-12-31T23:59:59-05:00", ', None, "out of range in UTC"),
        ('"rules": {"decks": "eight"}, ', None, ""),
    ],
)
def test_json_past_a_cap_is_a_located_error(
    tmp_path: Path, shoe: str, hands: str | None, words: str
) -> None:
    text = shoe_json(shoe) if hands is None else shoe_json(shoe, hands)
    error = refused(tmp_path, "x.json", text)
    assert words in error.reason
    assert error.line == 1


def test_json_one_value_past_the_window_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in ("jsonstream", "jsonformat"):
        monkeypatch.setattr(f"tracker.shoefile.{module}.MAX_JSON_VALUE", 1000)
    error = refused(tmp_path, "x.json", shoe_json('"notes": "' + "n" * 200_000 + '", '))
    assert "a value longer than 1,000 characters" in error.reason


@pytest.mark.parametrize(
    ("rows", "words", "line"),
    [
        ("1,9223372036854775808,B\n", "up to 2,147,483,647", 2),
        ("1,1" + "0" * 40 + ",B\n", "up to 2,147,483,647", 2),
        ("1,1,B,0001-01-01T00:00:00+01:00\n", "out of range in UTC", 2),
        ("1,1,B,9999-12-31T23:00:00-02:00\n", "out of range in UTC", 2),
    ],
)
def test_csv_past_a_cap_is_a_located_error(
    tmp_path: Path, rows: str, words: str, line: int
) -> None:
    error = refused(tmp_path, "x.csv", "shoe,hand,winner,started\n" + rows)
    assert words in error.reason and error.line == line


def test_a_csv_cell_past_the_cap(tmp_path: Path) -> None:
    error = refused(
        tmp_path, "x.csv", f"shoe,hand,winner,notes\n1,1,B,{'n' * (MAX_CELL_CHARS + 1)}\n"
    )
    assert error.line == 2 and error.column == "notes" and "past the cap" in error.reason


def test_a_quoted_csv_cell_past_the_cap(tmp_path: Path) -> None:
    error = refused(
        tmp_path, "x.csv", f'shoe,hand,winner,notes\n1,1,B,"{"n" * (MAX_CELL_CHARS + 1)}"\n'
    )
    assert error.line == 2 and "field limit" in error.reason


@pytest.mark.parametrize(
    ("name", "text", "line"),
    [
        ("x.csv", "winner\n" + "B\n" * 60, 52),
        ("x.txt", "B" * 60 + "\n", 1),
        ("x.json", shoe_json("", ", ".join(['{"winner": "B"}'] * 60)), 1),
    ],
)
def test_a_shoe_past_the_cap_on_hands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str, line: int
) -> None:
    for module in ("csvread", "bead", "jsonformat"):
        monkeypatch.setattr(f"tracker.shoefile.{module}.MAX_SHOE_HANDS", 50)
    error = refused(tmp_path, name, text)
    assert "more than 50 hands" in error.reason and error.line == line


def test_a_shoe_at_the_cap_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tracker.shoefile.csvread.MAX_SHOE_HANDS", 50)
    (shoe,) = read_shoes(write(tmp_path, "x.csv", "winner\n" + "B\n" * 50))
    assert len(shoe.hands) == 50


def test_depth_counts_without_recursion() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert depth(deep) == limits.MAX_JSON_DEPTH + 1
    assert depth({"a": [1, {"b": 2}]}) == 3
    assert depth(7) == 0


def test_lone_surrogates() -> None:
    assert has_lone_surrogate("a\ud800")
    assert not has_lone_surrogate("바카라 🂡")


def test_what_a_shoe_holds_in_all_is_capped_not_only_each_value(tmp_path: Path) -> None:
    half = limits.MAX_SHOE_DETAILS // 2
    notes = '"notes": "' + "n" * half + '", '
    # Each under the cap alone, and so is the first shoe with both; the second is over it.
    fits = '"label": "first", "extra": {"k": "' + "e" * (half - 20) + '"}, ' + notes
    over = '"label": "second", ' + notes + '"extra": {"k": "' + "e" * half + '"}, '
    hands = '"hands": [{"hand": 1, "winner": "B"}]'
    text = f'{{"format_version": 1, "shoes": [{{{fits}{hands}}}, {{{over}{hands}}}]}}'
    error = refused(tmp_path, "x.json", text)
    assert error.reason.startswith("shoe 2 ('second'): its notes and extra hold more than")
    assert f"{limits.MAX_SHOE_DETAILS:,} characters in all" in error.reason
    assert error.column == "extra"


def test_shoes_of_dense_extra_values_are_refused_before_they_fill_the_memory(
    tmp_path: Path,
) -> None:
    import tracemalloc

    # Each value just under the cap on one value: decoded, some 55 bytes a character.
    dense = '{"a": [' + "{}," * ((limits.MAX_JSON_VALUE - 200) // 3) + "{}]}"
    shoe = '{"extra": ' + dense + ', "hands": [{"hand": 1, "winner": "B"}]}'
    path = write(tmp_path, "x.json", '{"format_version": 1, "shoes": [' + shoe + "]}")
    tracemalloc.start()
    try:
        with pytest.raises(ShoeFileError) as caught:
            list(read_shoes(path))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "shoe 1: its notes and extra hold more than" in caught.value.reason
    assert peak < 300 << 20
