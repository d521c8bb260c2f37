"""The command line against a hostile environment: options that name nothing, a library in
memory, a full disk, a closed pipe, a terminal that cannot show the output, names that are
not UTF-8. Each gets a message and exit 1 or 2, never a traceback."""

from __future__ import annotations

import argparse
import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tracker.cli import main
from tracker.errors import environment_error, printable_name

REPO = Path(__file__).resolve().parents[2]


def tracker(
    *argv: str, env: dict[str, str] | None = None, **kw: object
) -> subprocess.CompletedProcess[str]:
    """Run ``tracker`` in a fresh interpreter (what a user's shell does)."""
    environ = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    streams: dict[str, object] = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    streams.update(kw)
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "tracker", *argv],
        text=True,
        errors="backslashreplace",
        env=environ,
        timeout=120,
        **streams,
    )


def test_an_empty_db_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["stats", "--db", ""])
    assert exit_info.value.code == 2
    assert "an empty --db names no library" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("schema", "held"),
    [
        ("CREATE TABLE recipes (name); INSERT INTO recipes VALUES ('soup')", "table 'recipes'"),
        ("CREATE VIEW answers AS SELECT 42 AS answer", "view 'answers'"),
        # Another program's Alembic-managed database, with no shoes.
        ("CREATE TABLE alembic_version (version_num TEXT)", "table 'alembic_version'"),
    ],
)
def test_a_database_of_another_program_is_left_byte_for_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], schema: str, held: str
) -> None:
    import sqlite3

    other = tmp_path / "other.sqlite"
    conn = sqlite3.connect(other)
    conn.executescript(schema)
    conn.close()
    before = other.read_bytes()
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    for command in (["import", str(shoe)], ["stats"]):
        assert main([*command, "--db", str(other)]) == 2
        err = capsys.readouterr().err
        assert f"{other} is not a tracker library" in err
        assert f"holds tables of another program: {held}" in err
        assert "Traceback" not in err
        assert other.read_bytes() == before
        assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite", "s.txt"]


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ("?check_same_thread=banana", "check_same_thread='banana' is not true or false"),
        ("?uri=maybe", "uri='maybe' is not true or false"),
        ("?isolation_level=sometimes", "isolation_level='sometimes' is not"),
        ("?timeout=1%00", "option timeout holds a NUL character"),
    ],
)
def test_a_url_option_the_driver_cannot_take_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], query: str, says: str
) -> None:
    path = tmp_path / "lib.sqlite"
    assert main(["stats", "--db", f"sqlite:///{path}{query}"]) == 2
    err = capsys.readouterr().err
    assert says in err and "--db" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_nul_in_the_library_path_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    assert main(["import", str(shoe), "--db", f"sqlite:///{tmp_path}/lib%00.sqlite"]) == 2
    err = capsys.readouterr().err
    assert "database holds a NUL character (%00)" in err and "Traceback" not in err
    assert [p.name for p in tmp_path.iterdir()] == ["s.txt"]
    done = tracker("stats", "--db", "postgresql://me:se%00cret@localhost/library")
    assert done.returncode == 2 and "password holds a NUL character" in done.stderr
    assert "Traceback" not in done.stderr and "cret" not in done.stderr


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:"])
def test_a_library_in_memory_is_refused_for_an_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], url: str
) -> None:
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    assert main(["import", str(shoe), "--db", url]) == 2
    err = capsys.readouterr().err
    assert "in memory" in err and "stored" not in err.split("in memory")[0]


def test_stdout_on_a_full_disk_is_a_message() -> None:
    with open("/dev/full", "w") as full:
        done = tracker("roads", "--outcomes", "BPBPBBT" * 50, stdout=full)
    assert done.returncode == 1
    assert "the disk is full" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    shoes = tmp_path / "many.txt"
    shoes.write_text("".join(f"{n}: {'BPT' * 20}\n" for n in range(1, 400)), encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "tracker", "roads", str(shoes)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(10)
    process.stdout.close()
    err = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) == 1
    assert "Traceback" not in err and "Exception ignored" not in err


def test_a_terminal_that_cannot_show_korean_labels_is_a_message(tmp_path: Path) -> None:
    shoes = tmp_path / "korean.txt"
    shoes.write_text("바카라 테이블 1: BPBBT\n", encoding="utf-8")
    done = tracker("roads", str(shoes), env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 2
    assert "PYTHONIOENCODING=utf-8" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_file_name_that_is_not_utf8_is_shown_and_stored(tmp_path: Path) -> None:
    raw = os.fsencode(tmp_path) + b"/table-\xff.txt"
    with open(raw, "w", encoding="utf-8") as handle:
        handle.write("BPBBT\n")
    name = os.fsdecode(raw)
    done = tracker("validate", name)
    assert done.returncode == 0, done.stderr
    assert "table-\\xff.txt" in done.stdout
    done = tracker("import", name, "--db", str(tmp_path / "lib.sqlite"))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_gui_on_a_shoe_the_library_does_not_have_is_an_argument_error(tmp_path: Path) -> None:
    done = tracker(
        "gui",
        "--db",
        str(tmp_path / "lib.sqlite"),
        "--shoe",
        "999999",
        "--screenshot",
        str(tmp_path / "x.png"),
        env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "cfg")},
    )
    assert done.returncode == 2, done.stderr
    assert "--shoe 999999" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("name", ["lib.sqlite", "lib"])
def test_a_screenshot_not_named_png_is_refused_and_the_library_kept(
    tmp_path: Path, name: str
) -> None:
    library = tmp_path / name
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    assert main(["import", str(shoe), "--db", str(library)]) == 0
    before = library.read_bytes()
    done = tracker(
        "gui",
        "--db",
        str(library),
        "--screenshot",
        str(library),
        env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "cfg")},
    )
    assert done.returncode == 2
    assert "--screenshot" in done.stderr and ".png" in done.stderr
    assert "Traceback" not in done.stderr
    assert library.read_bytes() == before


def test_a_screenshot_over_a_library_named_png_is_refused(tmp_path: Path) -> None:
    library = tmp_path / "lib.png"
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    assert main(["import", str(shoe), "--db", str(library)]) == 0
    before = library.read_bytes()
    done = tracker(
        "gui",
        "--db",
        str(library),
        "--screenshot",
        str(library),
        env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "cfg")},
    )
    assert done.returncode == 2
    assert "the library itself" in done.stderr and "Traceback" not in done.stderr
    assert library.read_bytes() == before
    assert [path.name for path in tmp_path.iterdir() if path.name.startswith(".")] == []


@pytest.mark.slow
def test_a_backtest_runs_where_numba_cannot_write_its_cache(tmp_path: Path) -> None:
    pytest.importorskip("numba")
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    # Numba's cache only in the user's cache folder, and that one cannot be made (as
    # where neither the home folder nor the package's folder can be written).
    env = {
        "NUMBA_CACHE_LOCATOR_CLASSES": "UserWideCacheLocator",
        "XDG_CACHE_HOME": str(blocked / "cache"),
    }
    done = tracker(
        "backtest", "--system", "flat", "--bet", "banker", "--simulate", "3", "--seed", "1",
        env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "3 simulated 8-deck shoes" in done.stdout


@pytest.mark.parametrize(
    ("error", "words", "code"),
    [
        (PermissionError(errno.EACCES, "Permission denied", "/x/lib.sqlite"), "permission", 2),
        (OSError(errno.ENOSPC, "No space left on device", "out.csv"), "disk is full", 1),
        (OSError(errno.EROFS, "Read-only file system", "out.csv"), "Read-only", 2),
    ],
)
def test_environment_errors_anywhere_in_a_command_are_messages(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    error: OSError,
    words: str,
    code: int,
) -> None:
    from tracker.cli import roads

    def fail(args: argparse.Namespace) -> int:
        raise error

    monkeypatch.setattr(roads, "run", fail)
    assert main(["roads", "--outcomes", "B"]) == code
    err = capsys.readouterr().err
    assert words in err and str(error.filename) in err


def test_an_error_that_is_no_users_keeps_its_traceback() -> None:
    assert environment_error(OSError(errno.EBADF, "Bad file descriptor")) is None
    assert environment_error(ValueError("a bug")) is None


def test_names_that_are_not_utf8_print_as_escapes() -> None:
    assert printable_name(os.fsdecode(b"a\xffb")) == "a\\xffb"
    assert printable_name("plain.csv") == "plain.csv"


@pytest.mark.slow
def test_an_import_waits_its_turn_for_the_write_lock(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import sqlite3
    import threading
    import time

    from tracker.store import open_library

    db = tmp_path / "lib.sqlite"
    open_library(str(db)).close()
    shoe = tmp_path / "s.txt"
    shoe.write_text("A: BPB\n", encoding="utf-8")
    holder = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another import holding the write lock
    released = threading.Timer(6.0, lambda: holder.execute("COMMIT"))
    released.start()
    started = time.monotonic()
    try:
        assert main(["import", str(shoe), "--db", str(db)]) == 0
    finally:
        released.join()
        holder.close()
    # It waited past the 5 s a writer otherwise waits, saying so, and then stored the file.
    assert time.monotonic() - started >= 5.5
    captured = capsys.readouterr()
    assert "waiting for the library" in captured.err
    assert "1 shoe, 3 hands stored" in captured.out
