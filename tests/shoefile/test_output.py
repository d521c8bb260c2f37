"""Writing outputs: never over a library or any SQLite database, whole or not at all,
through a link to what it names, straight into a FIFO."""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
from pathlib import Path

import pytest

from tests.store.shoes import dealt_shoes
from tracker.shoefile import read_shoes, write_csv, write_json
from tracker.shoefile.output import OutputError, open_output


def sqlite_file(path: Path) -> Path:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x)")
    conn.close()
    return path


def test_an_sqlite_database_is_never_replaced(tmp_path: Path) -> None:
    library = sqlite_file(tmp_path / "any-name.csv")
    before = library.read_bytes()
    with pytest.raises(OutputError, match="an SQLite database"):
        write_csv(dealt_shoes(1), library)
    assert library.read_bytes() == before


def test_a_protected_library_and_its_side_files_are_refused(tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    for name in ("lib.sqlite", "lib.sqlite-wal", "lib.sqlite-journal"):
        with pytest.raises(OutputError, match="the library itself"):
            write_json(dealt_shoes(1), tmp_path / name, protect=[library])
    assert list(tmp_path.iterdir()) == []


def test_a_link_is_followed_to_its_file_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old", encoding="utf-8")
    os.chmod(real, 0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_json(dealt_shoes(2), link)
    assert link.is_symlink() and len(list(read_shoes(real))) == 2
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_a_link_to_a_library_is_refused(tmp_path: Path) -> None:
    library = sqlite_file(tmp_path / "lib.sqlite")
    link = tmp_path / "export.csv"
    link.symlink_to(library)
    with pytest.raises(OutputError, match="SQLite database"):
        write_csv(dealt_shoes(1), link)
    with pytest.raises(OutputError, match="the library itself"):
        write_csv(dealt_shoes(1), tmp_path / "export.csv", protect=[library])


def test_a_fifo_is_written_into_not_replaced(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()), daemon=True)
    reader.start()
    write_csv(dealt_shoes(1, 3), fifo)
    reader.join(10)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert got and got[0].startswith(b"shoe,hand,")


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    out = tmp_path / "out.csv"
    out.write_text("the old export", encoding="utf-8")
    with pytest.raises(RuntimeError), open_output(out) as stream:
        stream.write("half")
        raise RuntimeError("stopped")
    assert out.read_text(encoding="utf-8") == "the old export"
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]


def test_a_new_file_gets_an_ordinary_mode(tmp_path: Path) -> None:
    out = tmp_path / "new.csv.gz"
    write_csv(dealt_shoes(1), out)
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask
    assert len(list(read_shoes(out))) == 1
