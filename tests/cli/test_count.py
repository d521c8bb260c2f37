"""``tracker count``: the counting lab on the command line, its JSON contract, its honest
words and its messages for a count that cannot be played."""

from __future__ import annotations

import json

import pytest

from tests.cli.errors import json_error
from tracker.cli import main

HOW_BY_HAND = [
    "--bet",
    "dragon7",
    "--tags",
    "A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2",
    "--start",
    "-32",
    "--bet-when",
    "rc>0",
    "--behind",
    "16",
    "--after-cut",
    "stop",
]


def run_json(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["count", *args, "--json"]) == 0
    document: dict[str, object] = json.loads(capsys.readouterr().out)
    return document


def test_the_json_has_the_figures_and_a_preset_is_its_count_given_by_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    preset = run_json(["--preset", "how-dragon7", "--shoes", "3000", "--seed", "4"], capsys)
    for key in ("shoes", "hands", "bets", "net", "net_per_shoe", "bets_per_shoe", "se_per_shoe"):
        assert key in preset
    assert preset["shoes"] == 3000
    assert preset["net"] == round(preset["net_per_shoe"] * 3000)  # type: ignore[operator]
    by_hand = run_json([*HOW_BY_HAND, "--shoes", "3000", "--seed", "4"], capsys)
    for key in ("shoes", "hands", "bets", "net", "net_per_shoe", "bets_per_shoe", "se_per_shoe"):
        assert by_hand[key] == preset[key]
    assert "Stephen How" in preset["preset"]["source"]  # type: ignore[index]
    assert "preset" not in by_hand


@pytest.mark.slow  # starts two worker processes that load the kernels
def test_the_same_seed_gives_the_same_figures_on_two_jobs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["--preset", "how-dragon7", "--shoes", "30000", "--seed", "8"]
    one = run_json(args, capsys)
    two = run_json([*args, "--jobs", "2"], capsys)
    assert {k: v for k, v in one.items() if k != "run_on"} == {
        k: v for k, v in two.items() if k != "run_on"
    }


def test_the_text_shows_the_figures_the_swing_and_the_honest_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["count", "--preset", "how-dragon7", "--shoes", "2000", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Published at about +0.52 units a shoe" in out
    assert "Units won a shoe" in out and "standard error" in out
    assert "Risk of ruin" in out and "bankroll of 500 units" in out
    assert "One shoe swings" in out
    assert "Casinos watch for side-bet counters" in out
    assert "small against its variance" in out or "did not win over these shoes" in out


def test_a_count_whose_rule_is_never_met_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    never = [*HOW_BY_HAND[:7], "rc>1000", *HOW_BY_HAND[8:]]
    assert main(["count", *never, "--shoes", "500", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Bets a shoe        0.00" in out
    assert "never bet over these shoes" in out


def test_the_perfect_play_bound_is_shown_beside_the_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    doc = run_json(
        ["--preset", "how-dragon7", "--shoes", "1000", "--seed", "3", "--perfect-shoes", "4"],
        capsys,
    )
    perfect = doc["perfect"]
    assert isinstance(perfect, dict) and perfect["shoes"] == 4 and perfect["hands"] > 200
    edges = doc["edge_by_true_count"]
    assert isinstance(edges, list) and len(edges) > 3
    assert sum(row["hands"] for row in edges) == perfect["hands"]
    assert [row["true_count"] for row in edges] == sorted(row["true_count"] for row in edges)
    assert all(set(row) == {"true_count", "hands", "exact_edge", "exact_edge_se"} for row in edges)
    assert all(-1 < row["exact_edge"] < 1 for row in edges)
    assert "edge_by_true_count" not in run_json(
        ["--preset", "how-dragon7", "--shoes", "100"], capsys
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bet", "dragon7", "--tags", "8:2", "--start", "0"], "needs --bet-when"),
        ([*HOW_BY_HAND[:3], "Z:1", *HOW_BY_HAND[4:]], "'Z:1' is not RANK:VALUE"),
        ([*HOW_BY_HAND[:7], "rc<0", *HOW_BY_HAND[8:]], "--bet-when: expected rc>N"),
        (["--preset", "how-dragon7", "--tags", "8:2"], "leave out --tags"),
        (["--preset", "how-dragon7", "--behind", "3"], "cut card"),
        (["--preset", "how-dragon7", "--seed", "-1"], "seed"),
        (["--preset", "how-dragon7", "--scheduler", "localhost"], "tcp://HOST:PORT"),
    ],
)
def test_a_count_that_cannot_be_played_is_a_clear_message(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["count", *args, "--shoes", "10", "--json"])
    except SystemExit as exc:  # argparse's refusal of an option's form
        code = int(exc.code or 0)
    assert code in (1, 2)
    assert message in json_error(capsys.readouterr().out, code)


def test_the_preset_choices_are_the_shipped_presets() -> None:
    from tracker.cli.count import PRESET_NAMES
    from tracker.engine.countpresets import PRESETS

    assert tuple(PRESETS) == PRESET_NAMES
