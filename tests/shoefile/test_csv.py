"""Reading and writing the hands CSV."""

from __future__ import annotations

import csv
import io
import re
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.shoefile.helpers import dealt, write
from tracker.engine.cards import Card
from tracker.engine.rules import Winner
from tracker.history import ShoeRecord
from tracker.shoefile import ShoeFileError, detect_format, read_shoes, write_csv, write_json
from tracker.shoefile.csvcolumns import unneutralise
from tracker.shoefile.csvread import read_csv

REAL_STYLE = (
    "shoe_id,table_name,table_id,shoe_first_time_ms,hand_no,winner,player_score,banker_score,"
    "player_pair,banker_pair,natural\n"
    "1,바카라 A,oytm,1754696775387,1,B,1,4,0,0,0\n"
    "1,바카라 A,oytm,1754696775387,2,T,2,2,0,0,0\n"
    "2,스피드 바카라 C,q25b,1754696800000,1,P,9,1,1,0,1\n"
)


def test_aliases_group_shoes_and_keep_details(tmp_path: Path) -> None:
    path = write(tmp_path, "hands.csv", REAL_STYLE)
    shoes = list(read_shoes(path))
    assert [s.label for s in shoes] == ["1", "2"]
    first, second = shoes
    assert first.table == "바카라 A"
    assert second.table == "스피드 바카라 C"
    assert first.started == datetime(2025, 8, 8, 23, 46, 15, 387000, tzinfo=UTC)
    assert first.source == str(path)
    assert (first.line, second.line) == (2, 4)
    hand = first.hands[1]
    assert (hand.number, hand.winner, hand.player_total, hand.banker_total) == (
        2,
        Winner.TIE,
        2,
        2,
    )
    # This source never flags a natural tie: the tie's 0 records no natural, its pairs do.
    assert (hand.player_pair, hand.banker_pair, hand.natural, hand.line) == (False, False, None, 3)
    assert hand.extra == {"table_id": "oytm"}
    assert first.hands[0].natural is False
    assert second.hands[0].player_pair is True and second.hands[0].natural is True


def test_only_the_source_that_flags_naturals_on_wins_only_reads_ties_that_way(
    tmp_path: Path,
) -> None:
    def tie_naturals(text: str, name: str = "hands.csv") -> list[bool | None]:
        shoes = read_shoes(write(tmp_path, name, text))
        return [h.natural for shoe in shoes for h in shoe.hands if h.winner is Winner.TIE]

    header = (
        "shoe_id,table_name,table_id,shoe_first_time_ms,hand_no,winner,player_score,"
        "banker_score,player_pair,banker_pair,natural\n"
    )
    rows = (
        "1,Table 1,oytm,1754696775387,1,T,8,8,0,0,0\n"
        "1,Table 1,oytm,1754696775387,2,B,9,0,0,0,1\n"
        "1,Table 1,oytm,1754696775387,3,T,3,3,0,0,0\n"
    )
    # The source's shoes: no cards, the table id beside the standard columns, no tie
    # flagged. A tie's 0 is unknown there; a win's flags stay.
    assert tie_naturals(header + rows) == [None, None]
    # Written again by tracker (its own columns, the table id kept), as CSV or JSON.
    (shoe,) = read_shoes(write(tmp_path, "hands.csv", header + rows))
    before = replace(
        shoe,
        hands=tuple(h._replace(natural=False) if h.winner is Winner.TIE else h for h in shoe.hands),
    )
    write_csv([before], tmp_path / "again.csv")
    write_json([before], tmp_path / "again.json")
    for name in ("again.csv", "again.json"):
        (again,) = read_shoes(tmp_path / name)
        assert [h.natural for h in again.hands] == [None, True, None]
    # Any other shoe keeps its 0: a tie flagged a natural, another column, no table id, cards.
    flagged = rows.replace("3,T,3,3,0,0,0", "3,T,9,9,0,0,1")
    assert tie_naturals(header + flagged) == [False, True]
    more = header.replace("natural\n", "natural,dealer\n")
    assert tie_naturals(more + rows.replace("\n", ",Kim\n")) == [False, False]
    assert tie_naturals(header.replace("table_id", "other") + rows) == [False, False]
    cards = "shoe,table_id,player,banker,winner,natural\n1,oytm,4H 4D,5C 3S,T,0\n"
    assert tie_naturals(cards) == [False]


def test_outcome_columns_last_short_and_long_rows(tmp_path: Path) -> None:
    text = (
        "shoe,hand,winner,player_total,banker_total\n"
        "A,1,B,1,4\nA,2,B,1,4\nA,3,B,1\nA,4,B,1,4,surplus\nA,5,b,1,4\nA,6,X,1,4\n"
    )
    path = write(tmp_path, "x.csv", text)
    shoes = read_shoes(path)
    with pytest.raises(ShoeFileError) as caught:
        next(shoes)
    assert (caught.value.line, caught.value.column) == (7, "winner")
    (shoe,) = read_shoes(write(tmp_path, "y.csv", text.rsplit("A,6", 1)[0]))
    assert [(h.winner, h.player_total, h.banker_total) for h in shoe.hands] == [
        (Winner.BANKER, 1, 4),
        (Winner.BANKER, 1, 4),
        (Winner.BANKER, 1, None),
        (Winner.BANKER, 1, 4),
        (Winner.BANKER, 1, 4),
    ]


def test_header_case_bom_crlf_and_semicolons(tmp_path: Path) -> None:
    text = (
        "\ufeffShoe;HAND;Player;Banker;Winner\r\nA;1;9h 3d;kS 5c;banker\r\nA;2;10d 8c;2s 4h;P\r\n"
    )
    shoes = list(read_shoes(write(tmp_path, "x.csv", text)))
    assert len(shoes) == 1
    hands = shoes[0].hands
    assert hands[0].player == (Card.parse("9H"), Card.parse("3D"))
    assert hands[0].winner is Winner.BANKER
    assert hands[1].player == (Card.parse("TD"), Card.parse("8C"))
    assert [h.line for h in hands] == [2, 3]


def test_empty_cells_continue_the_shoe_and_the_numbering(tmp_path: Path) -> None:
    text = "shoe,hand,winner\nA,1,B\n,,P\n,,T\nB,1,P\n"
    shoes = list(read_shoes(write(tmp_path, "x.csv", text)))
    assert [(s.label, [h.number for h in s.hands]) for s in shoes] == [
        ("A", [1, 2, 3]),
        ("B", [1]),
    ]


def test_without_a_shoe_column_the_file_is_one_shoe(tmp_path: Path) -> None:
    shoes = list(read_shoes(write(tmp_path, "tuesday.csv", "winner\nB\nP\n")))
    assert [(s.label, len(s.hands)) for s in shoes] == [("tuesday", 2)]


def test_a_label_that_comes_back_starts_another_shoe(tmp_path: Path) -> None:
    text = "shoe,hand,winner\nA,1,B\nB,1,P\nA,2,T\n"
    assert [s.label for s in read_shoes(write(tmp_path, "x.csv", text))] == ["A", "B", "A"]


def test_iso_start_wins_over_milliseconds_which_are_kept(tmp_path: Path) -> None:
    text = "shoe,winner,shoe_first_time_ms,started\nA,B,1754696775387,2025-08-09T00:00:00\n"
    (shoe,) = read_shoes(write(tmp_path, "x.csv", text))
    assert shoe.started == datetime(2025, 8, 9)
    assert shoe.hands[0].extra == {"shoe_first_time_ms": "1754696775387"}


def test_blank_and_all_empty_rows_are_skipped(tmp_path: Path) -> None:
    text = "\nshoe,hand,winner\n\nA,1,B\n,,\nA,2,P\n"
    hands = next(iter(read_shoes(write(tmp_path, "x.csv", text)))).hands
    assert [(h.number, h.line) for h in hands] == [(1, 4), (2, 6)]


def test_empty_file_and_header_only_give_no_shoes(tmp_path: Path) -> None:
    assert list(read_shoes(write(tmp_path, "a.csv", ""), "csv")) == []
    assert list(read_shoes(write(tmp_path, "b.csv", "shoe,hand,winner\n"))) == []


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("shoe,hand,player,banker\nA,1,9H ZZ,5C 5D\n", 2, "player", "unknown card 'ZZ' (card 2)"),
        ("shoe,hand,winner\nA,1,B\nA,2,X\n", 3, "winner", "winner must be B, P or T"),
        ("shoe,hand,winner,player_total\nA,1,B,12\n", 2, "player_total", "0 to 9"),
        ("shoe,hand,winner,natural\nA,1,B,yes\n", 2, "natural", "1 or 0"),
        ("shoe,hand,winner\nA,one,B\n", 2, "hand", "hand number"),
        ("shoe,hand,winner,decks\nA,1,B,9\n", 2, "decks", "1 to 8"),
        ("shoe,hand,winner,started\nA,1,B,yesterday\n", 2, "started", "ISO 8601"),
        ("shoe,hand,winner,player_total\nA,1,,5\n", 2, None, "needs cards"),
    ],
)
def test_bad_cells_name_line_and_column(
    tmp_path: Path, text: str, line: int, column: str | None, words: str
) -> None:
    path = write(tmp_path, "bad.csv", text)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    error = caught.value
    assert (error.line, error.column) == (line, column)
    assert words in str(error)
    assert str(error).startswith(f"{path}, line {line}")


@pytest.mark.parametrize(
    ("header", "words"),
    [
        ("shoe,hand,player_total", "missing column 'winner'"),
        ("shoe,hand,player", "missing column 'banker'"),
        ("date,amount,comment", "not a hands CSV"),
    ],
)
def test_missing_required_columns(tmp_path: Path, header: str, words: str) -> None:
    with pytest.raises(ShoeFileError, match=words) as caught:
        list(read_shoes(write(tmp_path, "bad.csv", header + "\n1,2,3\n"), "csv"))
    assert caught.value.line == 1


def _cards_shoe() -> ShoeRecord:
    return ShoeRecord(
        label="=cmd|' /C calc'!A0",
        hands=[dealt(1, "9H 3D KS 5C 2C"), dealt(2, "AS 5D 4H 6C 2D 3H")],
        casino="+Casino",
        table="테이블 7",
        started=datetime(2026, 11, 20, 20, 15, tzinfo=UTC),
        decks=6,
        notes="@note, with a comma\nand a second line",
    )


def test_written_csv_reads_back_the_same_hands_and_details(tmp_path: Path) -> None:
    shoe = _cards_shoe()
    first, second = shoe.hands
    shoe = replace(
        shoe,
        hands=(first._replace(extra={"dealer": "-Kim"}), second._replace(extra={"dealer": "Lee"})),
    )
    path = tmp_path / "out.csv"
    assert write_csv([shoe], path) == (1, 2)
    (back,) = read_shoes(path)
    assert back.label == shoe.label
    assert (back.casino, back.table, back.started, back.decks, back.notes) == (
        shoe.casino,
        shoe.table,
        shoe.started,
        shoe.decks,
        shoe.notes,
    )
    assert tuple(hand._replace(line=None) for hand in back.hands) == shoe.hands


def test_formulas_are_neutralised_but_numbers_and_cards_are_not() -> None:
    shoe = _cards_shoe()
    buffer = io.StringIO(newline="")
    write_csv([shoe], buffer)
    row = buffer.getvalue().splitlines()[1]
    assert row.startswith("'=cmd|' /C calc'!A0,1,9H KS,3D 5C,P,9,8,0,0,1,'+Casino,테이블 7,")
    assert "\"'@note, with a comma" in buffer.getvalue()


def test_written_csv_of_outcome_only_hands_leaves_card_cells_empty() -> None:
    shoe = ShoeRecord(
        label="1", hands=(dealt(1, "9H 3D KS 5C 2C")._replace(player=None, banker=None),)
    )
    buffer = io.StringIO(newline="")
    write_csv([shoe], buffer)
    assert buffer.getvalue().splitlines()[1].startswith("1,1,,,P,9,8,0,0,1,")


cell_text = st.text(
    st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=8
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(cell_text, cell_text), min_size=1, max_size=6))
def test_cells_read_back_as_the_csv_module_wrote_them(cells: list[tuple[str, str]]) -> None:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(["shoe", "hand", "winner", "note", "where"])
    for number, (note, where) in enumerate(cells, start=1):
        writer.writerow(["S", number, "B", note, where])
    buffer.seek(0)
    (shoe,) = read_csv(buffer, "x.csv")
    expected = [
        {k: unneutralise(v) for k, v in (("note", note), ("where", where)) if v}
        for note, where in cells
    ]
    assert [hand.extra for hand in shoe.hands] == expected
    assert [hand.number for hand in shoe.hands] == list(range(1, len(cells) + 1))
    # Every hand knows the line its row starts on, however many lines quoted cells span.
    lines = re.split(r"\r\n|\r|\n", buffer.getvalue())
    for hand in shoe.hands:
        assert hand.line is not None
        assert lines[hand.line - 1].startswith(f"S,{hand.number},B,")


shown_text = st.text(
    st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), min_size=1, max_size=10
).filter(lambda t: t.strip() != "")


@settings(max_examples=100, deadline=None)
@given(
    labels=st.lists(shown_text, min_size=1, max_size=3, unique=True),
    casino=st.none() | shown_text,
    table=st.none() | shown_text,
    notes=st.just("") | shown_text,
    dealer=shown_text,
)
def test_text_fields_survive_a_csv_round_trip(
    labels: list[str], casino: str | None, table: str | None, notes: str, dealer: str
) -> None:
    shoes = []
    for label in labels:
        hand = dealt(1, "9H 3D KS 5C 2C")._replace(extra={"dealer": dealer})
        shoes.append(ShoeRecord(label, [hand], casino=casino, table=table, notes=notes))
    buffer = io.StringIO(newline="")
    write_csv(shoes, buffer)
    buffer.seek(0)
    back = list(read_csv(buffer, "x.csv"))
    assert [(s.label, s.casino, s.table, s.notes) for s in back] == [
        (s.label, s.casino, s.table, s.notes) for s in shoes
    ]
    assert [s.hands[0].extra for s in back] == [{"dealer": dealer}] * len(labels)


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        (
            "shoe,hand,player,banker,winner\n"
            's1,1,"9S 8D,KH 2C,P\ns1,2,9S 8D,KH 2C,P\ns1,3,9S 8D",KH 2C,P\n',
            "player",
            "runs on over 2 more lines: a closing quote missing?",
        ),
        (
            'shoe,hand,player,banker,winner\ns1,1,"9S 8D,KH 2C,P\ns1,2,9S 8D,KH 2C,P\n',
            "player",
            "never closed: the cell runs on to the end of the file",
        ),
        (
            # A free-text cell may hold line breaks, but not the rest of the file.
            'shoe,hand,player,banker,winner,notes\ns1,1,9S 8D,KH 2C,P,"ok\n'
            "s1,2,9S 8D,KH 2C,P,\ns1,3,9S 8D,KH 2C,P,\n",
            "notes",
            "never closed: the cell runs on to the end of the file",
        ),
    ],
)
def test_a_quote_left_open_is_named_at_its_line_and_column(
    tmp_path: Path, text: str, column: str, words: str
) -> None:
    path = write(tmp_path, "open-quote.csv", text)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert (caught.value.line, caught.value.column) == (2, column)
    assert words in caught.value.reason


def test_a_note_over_several_lines_closed_at_the_last_line_is_kept(tmp_path: Path) -> None:
    text = 'shoe,hand,winner,notes\ns1,1,P,"first\nsecond"\ns1,2,B,"a\nb"'  # no final newline
    (shoe,) = read_shoes(write(tmp_path, "notes.csv", text))
    assert [(hand.line, hand.winner) for hand in shoe.hands] == [
        (2, Winner.PLAYER),
        (4, Winner.BANKER),
    ]
    assert shoe.notes == "first\nsecond"


def test_header_names_typed_with_spaces_or_hyphens_are_known(tmp_path: Path) -> None:
    text = (
        "Shoe ID;Hand-No;Player Cards;Banker  Cards;WINNER;Table Name\nA;1;9S 8D;KH 6C;P;바카라 A\n"
    )
    (shoe,) = read_shoes(write(tmp_path, "typed.csv", text))
    assert (shoe.label, shoe.table) == ("A", "바카라 A")
    (hand,) = shoe.hands
    assert (hand.number, hand.winner, hand.extra) == (1, Winner.PLAYER, {})
    assert [str(card) for card in hand.player or ()] == ["9S", "8D"]


def test_another_programs_shoe_number_or_kind_stays_a_column_of_its_own(tmp_path: Path) -> None:
    # tracker's own columns are known only as its export writes them (any case): a "Shoe
    # Number" that counts rows, or a "Shoe-Kind" of a game, neither splits nor refuses.
    text = (
        "shoe,hand,winner,Shoe Number,Shoe-Kind,SHOE_SOURCE\n"
        "A,1,B,101,baccarat,table.csv\n"
        "A,2,P,102,baccarat,table.csv\n"
    )
    (shoe,) = read_shoes(write(tmp_path, "other.csv", text))
    assert [hand.extra for hand in shoe.hands] == [
        {"Shoe Number": "101", "Shoe-Kind": "baccarat"},
        {"Shoe Number": "102", "Shoe-Kind": "baccarat"},
    ]
    assert shoe.source == "table.csv"  # written as the export writes it: known


def test_excel_separator_line_before_the_header_is_skipped(tmp_path: Path) -> None:
    text = "sep=;\r\nshoe;hand;winner\r\nA;1;B\r\nA;2;P\r\n"
    path = write(tmp_path, "excel.csv", text)
    assert detect_format(path) == "csv"
    (shoe,) = read_shoes(path)
    assert [(hand.number, hand.line, hand.winner) for hand in shoe.hands] == [
        (1, 3, Winner.BANKER),
        (2, 4, Winner.PLAYER),
    ]
