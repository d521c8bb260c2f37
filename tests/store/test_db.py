"""Where the library is and how messages name it: the option, then the environment, then
the default file; a plain path is an SQLite file; a password never shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from tracker.store import ENV_VAR, LibraryError, resolve_url
from tracker.store.db import describe


def test_a_plain_path_is_an_sqlite_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = resolve_url(str(tmp_path / "my library.sqlite"))
    assert url.get_backend_name() == "sqlite"
    assert url.database == str(tmp_path / "my library.sqlite")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert resolve_url("~/shoes.sqlite").database == str(tmp_path / "shoes.sqlite")


def test_the_environment_names_the_library_unless_the_option_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env.sqlite"))
    assert resolve_url(None).database == str(tmp_path / "from-env.sqlite")
    assert resolve_url(str(tmp_path / "given.sqlite")).database == str(tmp_path / "given.sqlite")
    monkeypatch.setenv(ENV_VAR, "postgresql+psycopg://me@db.example/shoes")
    url = resolve_url(None)
    assert (url.get_backend_name(), url.host, url.database) == ("postgresql", "db.example", "shoes")
    # An empty variable is as good as none: the default file.
    monkeypatch.setenv(ENV_VAR, "")
    default = resolve_url(None).database
    assert default is not None and default.endswith("library.sqlite")


def test_a_library_is_named_by_its_file_or_by_its_url_without_the_password(
    tmp_path: Path,
) -> None:
    assert describe(resolve_url(str(tmp_path / "library.sqlite"))) == str(
        tmp_path / "library.sqlite"
    )
    named = describe(make_url("postgresql+psycopg://me:secret@db.example/shoes"))
    assert "secret" not in named and "db.example/shoes" in named


def test_a_url_that_cannot_be_read_is_a_message() -> None:
    with pytest.raises(LibraryError, match=f"is not a database URL.*--db or {ENV_VAR}"):
        resolve_url("sqlite://host:port")
