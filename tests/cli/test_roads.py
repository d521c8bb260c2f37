"""``tracker roads``: its JSON document, the text grids, files and bad input."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tests.cli.errors import json_error
from tracker.cli import main
from tracker.roads.pattern_chances import shipped

KEYS = {
    "bead_plate",
    "big_road",
    "big_eye_boy",
    "small_road",
    "cockroach_pig",
    "ask",
    "patterns",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["roads", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def colours(doc: dict[str, list[dict[str, object]]], key: str) -> str:
    return " ".join("R" if m["colour"] == "red" else "b" for m in doc[key])


def test_json_worked_example(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--outcomes", "B P P B B B P B B P P P P B", "--json")
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert set(doc) == KEYS
    assert colours(doc, "big_eye_boy") == "b b R b b b b b R b R b"
    assert colours(doc, "small_road") == "b R b b R b b R R b"
    assert colours(doc, "cockroach_pig") == "R R R R R b b"
    assert doc["big_eye_boy"][0] == {"row": 0, "col": 0, "colour": "blue"}
    assert doc["big_road"][0] == {"row": 0, "col": 0, "winner": "B", "ties": 0}
    assert doc["bead_plate"][6] == {
        "row": 0,
        "col": 1,
        "winner": "P",
        "player_pair": None,
        "banker_pair": None,
        "natural": None,
    }
    assert doc["ask"] == {
        # Columns 1 2 3 1 2 4 1: a Banker would be row 2 against lengths 4, 2, 1 to the
        # left; a Player would open a column, comparing length 1 with 4, 2 and 1.
        "banker": {"big_eye_boy": "red", "small_road": "red", "cockroach_pig": "blue"},
        "player": {"big_eye_boy": "blue", "small_road": "blue", "cockroach_pig": "red"},
    }


def test_text_grids(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--outcomes", "tBBPPPP")
    assert code == 0
    lines = out.splitlines()
    big = lines.index("Big road")
    assert lines[big + 1 : big + 7] == ["  B1 P", "  B  P", "  .  P", "  .  P", "  .  .", "  .  ."]
    beb = lines.index("Big Eye Boy (3 marks)")
    assert lines[beb + 1] == "  R b R"
    assert "not a prediction" in out
    assert "Past outcomes cannot predict future hands." in out


def test_patterns_with_their_chance(capsys: pytest.CaptureFixture[str]) -> None:
    # Eight Bankers (a dragon tail), then Banker and Player take turns six columns.
    code, out, _ = run(capsys, "--outcomes", "BBBBBBBB PBPBPB T PP")
    assert code == 0
    lines = out.splitlines()
    start = lines.index("Patterns (good roads)")
    tags = lines[start + 1 :]
    assert tags[0].startswith("  Long Banker (8) — ")
    assert tags[0].endswith("% of shoes show one at least this long by chance")
    assert tags[1].startswith("  Ping-pong (6 columns) — ")
    assert "none of them says what the next hand will be" in tags[-1]
    for word in ("signal", "bet", "follow"):
        assert word not in "\n".join(tags).lower()

    code, out, _ = run(capsys, "--outcomes", "BBBBBBBB PBPBPB T PP", "--json")
    doc = json.loads(out)
    long_banker, ping_pong = doc["patterns"][:2]
    assert long_banker["id"] == "long_banker" and long_banker["size"] == 8
    assert long_banker["columns"] == [[0, 0]]
    # The dragon tail runs along the bottom row: the next streak starts in column 1.
    assert ping_pong["id"] == "ping_pong" and ping_pong["columns"] == [[1, 6]]
    # The shipped share of simulated shoes with a Banker column of 8 or more, as the text said.
    assert long_banker["chance"] == shipped().patterns["long_banker"].chance(8)
    assert f" — {long_banker['chance']:.0%} of shoes" in tags[0]
    assert set(long_banker) == {"id", "name", "chinese", "size", "count", "columns", "chance"}


def test_no_pattern_is_said_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--outcomes", "BBP")
    assert code == 0
    lines = out.splitlines()
    assert lines[lines.index("Patterns (good roads)") + 1] == "  (none)"
    code, out, _ = run(capsys, "--outcomes", "BBP", "--json")
    assert json.loads(out)["patterns"] == []


def test_bad_letter_names_its_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--outcomes", "BPX", "--json")
    assert code == 2 and "--outcomes: character 3 is 'X'" in json_error(out, 2)
    assert "--outcomes: character 3 is 'X'" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("text", ["", "   "])
def test_empty_outcomes_are_an_error(capsys: pytest.CaptureFixture[str], text: str) -> None:
    code, out, err = run(capsys, "--outcomes", text, "--json")
    assert code == 2 and json_error(out, 2).startswith("--outcomes: no hands given")
    assert err.startswith("tracker: --outcomes: no hands given")
    assert "Traceback" not in err


def test_needs_outcomes_or_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["roads"])
    assert exit_info.value.code == 2


def test_bead_file_with_several_shoes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "shoes.txt"
    path.write_text("# two shoes\nTable 7: BBPPPP\nBPPBBBPBBPPPPB\n", encoding="utf-8")
    code, out, _ = run(capsys, str(path))
    assert code == 0
    assert "== Shoe Table 7" in out and "== Shoe 2" in out
    code, out, err = run(capsys, str(path), "--json")
    assert code == 0
    assert colours(json.loads(out), "big_eye_boy") == "R b R"
    assert "--label" in err  # says there are more shoes and how to pick one
    code, out, err = run(capsys, str(path), "--json", "--label", "2")
    assert code == 0 and err == ""
    assert colours(json.loads(out), "cockroach_pig") == "R R R R R b b"
    code, out, err = run(capsys, str(path), "--label", "Table 9")
    assert code == 2 and "no shoe is labelled 'Table 9'" in err


def test_csv_file_with_cards_and_flags(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "hands.csv.gz"
    rows = "shoe,hand,player,banker\n1,1,9H 9D,KS 2C 5D\n1,2,2H 3D 4C,7S KD\n"
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(rows)
    code, out, err = run(capsys, str(path), "--json")
    assert code == 0, err
    bead = json.loads(out)["bead_plate"]
    assert bead[0] == {
        "row": 0,
        "col": 0,
        "winner": "P",
        "player_pair": True,
        "banker_pair": False,
        "natural": True,
    }
    assert bead[1]["winner"] == "P" and bead[1]["natural"] is False


def test_unreadable_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, str(tmp_path / "missing.txt"))
    assert code == 2 and out == ""
    assert "missing.txt" in err
    bad = tmp_path / "bad.txt"
    bad.write_text("BBPQ\n", encoding="utf-8")
    code, _, err = run(capsys, str(bad), "--format", "bead")
    assert code == 2 and "bad.txt" in err and "line 1" in err


def test_file_without_shoes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    code, out, err = run(capsys, str(empty), "--json")
    assert code == 2 and "empty.txt: the file holds no shoe" in json_error(out, 2)
    assert "empty.txt: the file holds no shoe" in err
    folder = tmp_path / "shoes"
    folder.mkdir()
    code, out, err = run(capsys, str(folder))
    assert code == 2 and out == "" and "shoes" in err and "Traceback" not in err
