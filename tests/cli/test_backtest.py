"""``tracker backtest``: its JSON keys, its sources, and its messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO
from tracker.cli import main

SAMPLE = REPO / "sample_shoes" / "evolution-live-2025-08" / "hands-20-shoes.csv"
BEADS = REPO / "sample_shoes" / "evolution-live-2025-08" / "beads-5-shoes.txt"

KEYS = {"shoes", "hands", "bets", "wagered", "net", "net_per_wagered", "expected_net", "busted"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def test_a_simulated_backtest_has_the_keys_of_spec_8(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["backtest", "--system", "martingale", "--bet", "banker", "--table-max", "100"]
    argv += ["--bankroll", "50", "--simulate", "300", "--seed", "3", "--json"]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    doc = json.loads(out)
    assert set(doc) >= KEYS | {"spread", "statement", "seed"}
    assert doc["shoes"] == 300 and doc["seed"] == 3
    assert doc["expected_net"] == pytest.approx(-0.010579 * doc["wagered"], rel=1e-3)
    assert "No betting system changes the expected loss" in doc["statement"]
    assert json.loads(run(capsys, *argv)[1]) == doc  # the seed repeats it


def test_files_and_the_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "backtest", "--system", "rules", "--rules", "after B B P bet P 2 units", str(SAMPLE)
    )
    assert code == 0, err
    assert "20 shoes, 1,365 hands" in out
    assert "on the bets the system chooses;" in out
    assert "expected net" in out and "No betting system changes" in out


def test_the_library(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "library.sqlite")
    assert run(capsys, "import", str(BEADS), "--db", db)[0] == 0
    code, out, err = run(
        capsys, "backtest", "--system", "flat", "--bet", "player", "--library", "--db", db, "--json"
    )
    assert code == 0, err
    assert json.loads(out)["shoes"] == 5


def test_rules_read_from_a_file_name_their_line_and_column(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = tmp_path / "system.rules"
    rules.write_text("after B B bet P\nafter B Q bet B\n", encoding="utf-8")
    code, out, err = run(
        capsys, "backtest", "--system", "rules", "--rules", f"@{rules}", str(SAMPLE)
    )
    assert code == 2 and out == ""
    assert f"{rules}, line 2, column 9: expected B, P or T" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--system", "martingale", str(SAMPLE)], "needs a bet"),
        (["--system", "flat", "--bet", "banker"], "exactly one of them"),
        (["--system", "flat", "--bet", "banker", "--library", str(SAMPLE)], "exactly one"),
        (["--system", "flat", "--bet", "banker", "--unit", "0", str(SAMPLE)], "1 or more"),
        (["--system", "flat", "--bet", "player_pair", str(BEADS)], "record pairs"),
        (["--system", "flat", "--bet", "banker", str(REPO / "missing.csv")], "missing.csv"),
    ],
)
def test_mistakes_are_messages_with_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    try:
        code = main(["backtest", *argv])
    except SystemExit as exc:  # argparse's own argument errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert words in err and "Traceback" not in err
