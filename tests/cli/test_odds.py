"""``tracker odds``: its JSON keys, the text table, and bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.cli.errors import json_error
from tracker.cli import main

KEYS = {"banker", "player", "tie", "player_pair", "banker_pair"}


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["odds", "--json", *args]) == 0
    out = capsys.readouterr().out
    return json.loads(out)  # type: ignore[no-any-return]


def test_json_has_the_spec_keys_and_the_published_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    doc = run_json(capsys)
    assert KEYS | {"cards_left", "house_edge"} <= set(doc)
    assert doc["cards_left"] == 416
    assert abs(doc["banker"] - 0.4585974226) < 1e-9  # type: ignore[operator]
    assert abs(doc["tie"] - 0.0951559680) < 1e-9  # type: ignore[operator]
    edges = doc["house_edge"]
    assert isinstance(edges, dict) and set(edges) == KEYS
    assert round(edges["banker"] * 100, 4) == 1.0579
    assert round(edges["player"] * 100, 4) == 1.2351
    assert round(edges["tie"] * 100, 4) == 14.3596
    assert round(edges["player_pair"] * 100, 2) == 10.36


def test_variants_change_the_edges(capsys: pytest.CaptureFixture[str]) -> None:
    doc = run_json(capsys, "--decks", "6", "--commission", "4", "--tie-pays", "9")
    edges = doc["house_edge"]
    assert doc["cards_left"] == 312
    assert isinstance(edges, dict)
    assert round(edges["tie"] * 100, 2) == round((1 - 10 * 0.0950687113) * 100, 2)
    assert edges["banker"] < 0.01


def test_dealt_cards_leave_the_rest_of_the_shoe(capsys: pytest.CaptureFixture[str]) -> None:
    doc = run_json(capsys, "--dealt", "9H 3D KS 5C 2C")
    assert doc["cards_left"] == 411
    assert doc["banker"] != pytest.approx(0.4585974226, abs=1e-9)
    assert sum(doc[k] for k in ("banker", "player", "tie")) == pytest.approx(1)  # type: ignore[misc]


def test_text_output_is_a_table_that_says_what_the_odds_mean(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["odds"]) == 0
    out = capsys.readouterr().out
    assert "Banker           45.8597%     1.0579%" in out
    assert "exact odds of the next hand from the cards left" in out
    assert "barely move" in out
    assert "predict nothing" in out


def test_json_lists_every_side_bet_with_its_exact_edge(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tracker.engine.sidebet_table import SIDE_BET_IDS

    doc = run_json(capsys)
    sides = doc["side_bets"]
    assert isinstance(sides, dict) and list(sides) == list(SIDE_BET_IDS)
    assert round(sides["dragon7"]["house_edge"] * 100, 4) == 7.6113
    assert round(sides["panda8"]["p_win"], 7) == 0.0345432
    assert round(sides["big"]["house_edge"] * 100, 4) == 4.3457
    assert sides["ez_banker"]["p_push"] > 0.1
    assert sides["dragon7"]["pays"] == "40:1"
    # One card moves a side bet far more than it moves Banker or Player.
    assert doc["largest_side_bet_shift"] > 20 * doc["largest_edge_shift"]  # type: ignore[operator]
    # A shoe short of 8s and 9s turns the Dragon 7 in the player's favour.
    dealt = " ".join(["8", "9"] * 20)
    counted = run_json(capsys, "--dealt", dealt)["side_bets"]
    assert counted["dragon7"]["house_edge"] < 0  # type: ignore[index]


def test_text_lists_the_side_bets_and_says_only_they_move_far(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["odds"]) == 0
    out = capsys.readouterr().out
    assert "Dragon 7                      40:1   2.2534%     7.6113%      6.08" in out
    assert "Lucky 6 (12:1 / 23:1)" in out and "Big" in out
    assert "Only side bets move far with the cards left" in out
    assert "A count's gain is small against its variance" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--dealt", "9H 1X"], "--dealt, card 2: unknown card '1X'"),
        (["--dealt", "ZZ"], "--dealt, card 1: unknown card 'ZZ': expected a rank"),
        (
            ["--dealt", " ".join(["A"] * 33)],
            "--dealt, card 33 (A): the shoe holds no more cards of rank A (an 8-deck shoe)",
        ),
        (["--dealt", " ".join(["AS"] * 9)], "card 9 (AS): an 8-deck shoe holds only 8 of it"),
        (["--decks", "1", "--dealt", "AS AS"], "a 1-deck shoe holds only 1 of it"),
        (["--decks", "1", "--dealt", "A A A A A"], "no more cards of rank A"),
        (["--decks", "9"], "decks must be a whole number from 1 to 8, not 9"),
        (["--decks", "0"], "decks must be a whole number from 1 to 8, not 0"),
        (
            ["--decks", "1", "--dealt", " ".join(f"{r}S {r}H {r}D {r}C" for r in "A23456789TJQ")],
            "only 4 cards left: a coup can need 6 cards",
        ),
    ],
)
def test_bad_input_is_a_message_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["odds", "--json", *args]) == 2
    captured = capsys.readouterr()
    assert message in json_error(captured.out, 2)  # --json: the error is the document
    assert message in captured.err
    assert "Traceback" not in captured.err


def test_a_commission_not_offered_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["odds", "--commission", "3"])
    assert info.value.code == 2
    assert "--commission" in capsys.readouterr().err


def test_python_dash_m_tracker_odds_json_prints_one_document() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "odds", "--json", "--decks", "1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert abs(doc["banker"] - 0.4596241552) < 1e-9
    assert abs(doc["player"] - 0.4467604303) < 1e-9
    assert doc["cards_left"] == 52
