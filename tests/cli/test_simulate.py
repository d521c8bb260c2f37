"""``tracker simulate``: the hands CSV, repeatable by seed, the JSON contract, bad input."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from tests.cli.errors import json_error
from tracker.cli import main
from tracker.engine.simulate import Simulation

SAMPLES = Path(__file__).resolve().parents[2] / "sample_shoes"


def test_the_same_seed_writes_the_same_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    assert main(["simulate", "--shoes", "5", "--seed", "7", "--out", str(first)]) == 0
    assert main(["simulate", "--shoes", "5", "--seed", "7", "--out", str(second), "--json"]) == 0
    assert first.read_bytes() == second.read_bytes()
    out = capsys.readouterr().out
    doc = json.loads(out[out.index("{") :])
    assert doc["shoes"] == 5
    assert doc["hands"] == len(first.read_text().splitlines()) - 1
    assert 5 * 60 < doc["hands"] < 5 * 100


@pytest.mark.parametrize(
    ("args", "sample"),
    [
        (["--shoes", "5", "--seed", "2026"], "simulated-8-decks-seed-2026.csv"),
        (["--shoes", "3", "--decks", "6", "--seed", "2027"], "simulated-6-decks-seed-2027.csv"),
    ],
)
def test_the_sample_shoes_are_what_their_seed_deals(
    tmp_path: Path, args: list[str], sample: str
) -> None:
    # The samples name the command that dealt them: a change to the generator or to the
    # dealing would make that untrue (and must come with new samples).
    out = tmp_path / "s.csv"
    assert main(["simulate", *args, "--out", str(out)]) == 0
    assert out.read_bytes() == (SAMPLES / sample).read_bytes()


def test_the_file_is_a_hands_csv_with_cards(tmp_path: Path) -> None:
    out = tmp_path / "s.csv"
    assert main(["simulate", "--shoes", "2", "--decks", "6", "--seed", "1", "--out", str(out)]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    header = lines[0].split(",")
    for column in ("shoe", "hand", "player", "banker", "winner", "player_total", "banker_total"):
        assert column in header
    row = dict(zip(header, lines[1].split(","), strict=True))
    assert row["shoe"] == "1" and row["hand"] == "1" and row["decks"] == "6"
    assert row["winner"] in {"B", "P", "T"}
    assert 2 <= len(row["player"].split()) <= 3
    assert {r.split(",")[0] for r in lines[1:]} == {"1", "2"}


def test_a_different_seed_writes_a_different_file(tmp_path: Path) -> None:
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    main(["simulate", "--shoes", "1", "--seed", "1", "--out", str(a)])
    main(["simulate", "--shoes", "1", "--seed", "2", "--out", str(b)])
    assert a.read_bytes() != b.read_bytes()


def test_without_a_seed_the_seed_used_is_printed_and_repeats_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a.csv", tmp_path / "b.csv"
    assert main(["simulate", "--shoes", "2", "--out", str(a), "--json"]) == 0
    captured = capsys.readouterr()
    seed = json.loads(captured.out)["seed"]
    assert f"--seed {seed}" in captured.err
    assert main(["simulate", "--shoes", "2", "--seed", str(seed), "--out", str(b)]) == 0
    assert a.read_bytes() == b.read_bytes()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--shoes", "0"], "--shoes must be from 1 to"),
        (["--shoes", "-3"], "--shoes must be from 1 to 1000000, not -3"),
        (["--shoes", "1000001"], "--shoes must be from 1 to 1000000, not 1000001"),
        (["--shoes", "2", "--decks", "9"], "decks must be a whole number from 1 to 8"),
        (["--shoes", "2", "--seed", "-4"], "a seed must be a whole number from 0 to"),
    ],
)
def test_bad_input_is_a_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out = tmp_path / "x.csv"
    assert main(["simulate", *args, "--out", str(out), "--json"]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert message in json_error(captured.out, 2)  # --json: the error is the document
    assert not out.exists()


def test_an_output_in_a_missing_folder_is_a_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing" / "x.csv"
    assert main(["simulate", "--shoes", "1", "--seed", "1", "--out", str(out), "--json"]) == 2
    captured = capsys.readouterr()
    message = f"{out}: cannot write the file: the folder {out.parent} does not exist"
    assert message in json_error(captured.out, 2)  # --json: the error is the document
    assert message in captured.err


def test_an_output_that_is_a_folder_is_a_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--shoes", "1", "--seed", "1", "--out", str(tmp_path)]) == 2
    assert f"{tmp_path}: cannot write the file: it is a folder" in capsys.readouterr().err


def test_a_read_only_output_is_a_message_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Permissions do not bind root (CI may run as root): refuse the open as the OS would.
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("tracker.shoefile.output.tempfile.mkstemp", refuse)
    out = tmp_path / "x.csv"
    assert main(["simulate", "--shoes", "1", "--seed", "1", "--out", str(out)]) == 2
    assert f"{out}: cannot write the file: Permission denied" in capsys.readouterr().err


def test_a_failed_write_leaves_no_partial_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def lines_then_full_disk(
        self: Simulation, first_shoe: int = 1, *, header: bool = True
    ) -> object:
        yield "shoe,hand\n"
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Simulation, "csv_lines", lines_then_full_disk)
    out = tmp_path / "x.csv"
    assert main(["simulate", "--shoes", "1", "--seed", "1", "--out", str(out)]) == 2
    assert f"{out}: cannot write the file: the disk is full" in capsys.readouterr().err
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []  # nor the temporary file it was written to


def test_an_empty_output_name_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--shoes", "1", "--out", ""])
    assert info.value.code == 2
    assert "--out: give the name of the CSV file to write" in capsys.readouterr().err


def test_a_missing_shoes_option_is_an_argument_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--out", str(tmp_path / "x.csv")])
    assert info.value.code == 2


def test_the_same_seed_writes_the_same_file_on_two_jobs_and_on_a_dask_cluster(
    tmp_path: Path, dask_scheduler: str
) -> None:
    # More shoes than one chunk, so the later chunks' own seeds are used too.
    args = ["simulate", "--shoes", "2100", "--seed", "11"]
    here, pool, cluster = tmp_path / "here.csv", tmp_path / "pool.csv", tmp_path / "dask.csv"
    assert main([*args, "--out", str(here)]) == 0
    assert main([*args, "--out", str(pool), "--jobs", "2"]) == 0
    assert main([*args, "--out", str(cluster), "--scheduler", dask_scheduler]) == 0
    assert here.read_bytes() == pool.read_bytes() == cluster.read_bytes()
    lines = here.read_text().splitlines()
    assert lines[-1].startswith("2100,")
