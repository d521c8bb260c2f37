"""The command line's one grammar: every option has help, shoes are named the same way in
every command (FILE…, --library, --simulate N), the rules options are the same options,
--shoe-id and --label (and the old --shoe), and a failed --json command answers in JSON."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.cli.errors import json_error
from tests.conftest import REPO
from tracker.cli import build_parser, main
from tracker.shoefile import textio

BEADS = REPO / "sample_shoes" / "evolution-live-2025-08" / "beads-5-shoes.txt"
LABEL = "바카라 A 2025-08-08 23.46 UTC"  # the first shoe of BEADS
TOO_BIG = str(2**63)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The exit status, stdout and stderr of ``tracker ARGV`` (argparse's exits too)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def commands() -> Iterator[tuple[str, argparse.ArgumentParser]]:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            yield from action.choices.items()


@pytest.fixture
def library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = str(tmp_path / "library.sqlite")
    assert run(capsys, "import", str(BEADS), "--db", db)[0] == 0
    return db


# -- help ---------------------------------------------------------------------------------


def test_every_option_of_every_command_has_help() -> None:
    missing = [
        f"tracker {name} {'/'.join(action.option_strings) or action.dest}"
        for name, parser in commands()
        for action in parser._actions
        if not action.help  # argparse.SUPPRESS (a hidden old spelling) is a text
    ]
    assert missing == []
    assert len(dict(commands())) >= 10


def test_no_help_cites_a_document_a_clone_does_not_have() -> None:
    texts = [build_parser().format_help()]
    texts += [parser.format_help() for _, parser in commands()]
    assert [t for t in texts if "SPEC" in t] == []


def test_the_old_shoe_option_is_out_of_the_help() -> None:
    helps = {name: parser.format_help() for name, parser in commands()}
    assert "--shoe-id" in helps["gui"] and "--label" in helps["roads"]
    assert all("--shoe " not in text and "--shoe\n" not in text for text in helps.values())


# -- where the shoes come from --------------------------------------------------------------


def test_the_rules_options_are_the_same_options_everywhere() -> None:
    parsers = dict(commands())

    def rules(name: str) -> dict[str, str | None]:
        return {
            action.dest: action.help
            for action in parsers[name]._actions
            if action.dest in ("decks", "commission", "no_commission", "tie_pays")
        }

    assert rules("odds") == rules("backtest")
    assert set(rules("odds")) == {"decks", "commission", "no_commission", "tie_pays"}
    assert rules("simulate") == {"decks": rules("odds")["decks"]}


def test_every_reading_command_reads_the_library(
    capsys: pytest.CaptureFixture[str], library: str
) -> None:
    code, out, err = run(capsys, "validate", "--library", "--db", library, "--json")
    assert code == 0, err
    [report] = json.loads(out)["files"]
    assert report["format"] == "library" and len(report["shoes"]) == 5
    code, out, err = run(capsys, "stats", "--library", "--db", library, "--json")
    assert code == 0 and json.loads(out)["shoes"] == 5, err
    code, out, err = run(capsys, "roads", "--library", "--db", library)
    assert code == 0 and out.count("== Shoe ") == 5, err
    backtest = ["backtest", "--system", "flat", "--bet", "banker", "--library", "--db", library]
    code, out, err = run(capsys, *backtest, "--json")
    assert code == 0 and json.loads(out)["shoes"] == 5, err


def test_an_empty_library_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = tmp_path / "empty.sqlite"
    code, _, err = run(capsys, "roads", "--db", str(db))
    assert code == 2 and f"the library {db} holds no shoe" in err


def test_db_names_the_library_without_library(
    capsys: pytest.CaptureFixture[str], library: str
) -> None:
    code, out, err = run(capsys, "validate", "--db", library)
    assert code == 0, err
    assert "5 shoes, 350 hands, no problems" in out


def test_a_shoe_by_its_library_id_or_its_label(
    capsys: pytest.CaptureFixture[str], library: str, tmp_path: Path
) -> None:
    code, by_id, err = run(capsys, "roads", "--db", library, "--shoe-id", "1", "--json")
    assert code == 0, err
    code, by_label, err = run(capsys, "roads", "--library", "--db", library, "--label", LABEL)
    assert code == 0 and by_label.count("== Shoe ") == 1, err
    code, from_file, _ = run(capsys, "roads", str(BEADS), "--label", LABEL, "--json")
    assert json.loads(by_id) == json.loads(from_file)
    code, _, err = run(capsys, "roads", "--db", library, "--shoe-id", "99")
    assert code == 2 and "--shoe-id 99" in err

    out = tmp_path / "two.json"
    argv = ["export", "--db", library, "--format", "json", "--out", str(out), "--json"]
    code, text, err = run(capsys, *argv, "--shoe-id", "2", "--shoe-id", "3")
    assert code == 0 and json.loads(text)["shoes"] == 2, err
    code, text, err = run(capsys, *argv[:-1], "--label", LABEL, "--json")
    assert code == 0 and json.loads(text)["shoes"] == 1, err
    code, text, err = run(capsys, *argv, "--label", "no such shoe")
    assert code == 2 and "no such shoe" in json_error(text, 2)
    code, text, err = run(capsys, *argv, "--shoe-id", "1", "--shoe-id", "77")
    assert code == 2 and "--shoe-id 77: no such shoe" in json_error(text, 2)


def test_the_old_shoe_option_still_works_as_it_did(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # roads --shoe was a label; gui --shoe an id (tests/cli/test_hostile.py runs it).
    code, out, err = run(capsys, "roads", str(BEADS), "--shoe", LABEL)
    assert code == 0 and out.count("== Shoe ") == 1 and LABEL in out, err
    code, _, err = run(capsys, "gui", "--shoe", "two")
    assert code == 2 and "--shoe" in err and "'two'" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["validate"], "no shoes to read: give shoe FILEs, --library"),
        (["roads"], "no shoes to read"),
        (["validate", str(BEADS), "--library"], "not FILE and --library together"),
        (["stats", str(BEADS), "--db", "x.sqlite"], "not FILE and --db together"),
        (["roads", "--outcomes", "BP", str(BEADS)], "--outcomes gives the hands itself"),
        (["roads", str(BEADS), "--shoe-id", "1"], "--shoe-id picks a shoe of the library"),
        (
            ["backtest", "--system", "flat", "--bet", "banker", "--library", "--simulate", "5"],
            "not --library and --simulate together",
        ),
    ],
)
def test_no_source_or_two_are_argument_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err and "usage:" in err


# -- --json answers in JSON, also when it fails --------------------------------------------


def test_an_argument_error_with_json_is_one_json_document(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["odds", "--commission", "3", "--json"])
    assert caught.value.code == 2
    out, err = capsys.readouterr()
    assert "--commission" in json_error(out, 2) and "--commission" in err
    code, out, err = run(capsys, "validate", "--json")
    assert code == 2 and "no shoes to read" in json_error(out, 2)


def test_a_library_error_with_json_is_one_json_document(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    not_a_library = tmp_path / "notes.txt"
    not_a_library.write_text("not a database\n" * 100, encoding="utf-8")
    code, out, err = run(capsys, "stats", "--db", str(not_a_library), "--json")
    assert code != 0 and err
    assert "notes.txt" in json_error(out, code)


def test_a_json_error_in_a_fresh_interpreter() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "backtest", "--system", "flat", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert "no shoes to read" in json_error(done.stdout, 2)
    assert "usage:" in done.stderr and "Traceback" not in done.stderr


# -- numbers past 64 bits, rules files, outputs into a pipe ---------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["gui", "--shoe-id", TOO_BIG],
        ["gui", "--shoe", TOO_BIG],
        ["backtest", "--system", "flat", "--bet", "banker", "--unit", TOO_BIG, str(BEADS)],
        ["backtest", "--system", "flat", "--bet", "banker", "--bankroll", TOO_BIG, str(BEADS)],
        ["backtest", "--system", "flat", "--bet", "banker", "--table-max", TOO_BIG, str(BEADS)],
        ["backtest", "--system", "labouchere", "--bet", "banker", "--line", f"1,{TOO_BIG}"],
    ],
)
def test_a_number_past_64_bits_is_a_message(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv, str(BEADS))
    assert code == 2 and out == ""
    assert TOO_BIG in err and "at most 9223372036854775807" in err


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "rules.fifo"
    os.mkfifo(path)
    return path


RULES_ARGV = ["backtest", "--system", "rules", str(BEADS), "--json", "--rules"]


def test_rules_from_a_fifo_with_no_writer_are_given_up(
    capsys: pytest.CaptureFixture[str], fifo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(textio, "READ_TIMEOUT", 0.2)
    code, out, err = run(capsys, *RULES_ARGV, f"@{fifo}")
    assert code == 2 and "no data came for 0.2 seconds" in json_error(out, 2)
    assert str(fifo) in err


def test_rules_from_a_fifo_are_read(capsys: pytest.CaptureFixture[str], fifo: Path) -> None:
    def write() -> None:
        with open(fifo, "w", encoding="utf-8") as handle:
            handle.write("after B B bet P\n")

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    code, out, err = run(capsys, *RULES_ARGV, f"@{fifo}")
    writer.join(10)
    assert code == 0, err
    assert json.loads(out)["bets"] > 0


def test_a_rules_file_past_the_cap_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    big = tmp_path / "big.rules"
    big.write_text("after B B bet P\n" * 70_000, encoding="utf-8")  # past 1 MiB
    code, out, _ = run(capsys, *RULES_ARGV, f"@{big}")
    assert code == 2 and "larger than 1,048,576 bytes" in json_error(out, 2)


ZERO = ["--rules", "@/dev/zero"]


def test_rules_from_dev_zero_are_refused_at_the_cap() -> None:
    # An endless file: read up to the cap and refused, not read until memory runs out.
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "backtest", "--system", "rules", str(BEADS), *ZERO],
        capture_output=True,
        text=True,
        timeout=60,  # only so that a regression cannot hang the suite
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "/dev/zero: the rules file is larger than 1,048,576 bytes" in done.stderr


def test_export_into_a_pipe_through_dev_stdout(library: str) -> None:
    export = ["export", "--db", library, "--format", "csv", "--out", "/dev/stdout"]
    done = subprocess.run(
        [sys.executable, "-m", "tracker", *export],
        capture_output=True,  # stdout a pipe, as `| cat` gives
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("shoe,hand,") and len(lines) == 351  # 350 hands and a header
    assert "5 shoes, 350 hands written" in done.stderr  # the report is not in the data
