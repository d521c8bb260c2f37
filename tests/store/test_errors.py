"""What the library tells the user: each message names the library and what to do, and each
kind of failure is the exception a caller can catch for it."""

from __future__ import annotations

from tracker.errors import UserError
from tracker.store.errors import (
    ENV_VAR,
    LibraryConflictError,
    LibraryError,
    LibraryLockedError,
    OnceOnly,
    ShoeClosedError,
    UnknownShoeError,
    conflict,
    locked,
    not_a_library,
)


def test_a_conflict_names_the_library_and_says_to_try_again() -> None:
    error = conflict("/home/ann/library.sqlite")
    assert isinstance(error, LibraryConflictError)
    assert "/home/ann/library.sqlite" in str(error)
    assert "nothing was stored" in str(error) and "try again" in str(error)


def test_a_conflict_is_a_lock_and_a_write_that_cannot_run_again_is_a_conflict() -> None:
    # Whoever catches a lock (the windows do) catches a conflict too, run again or not.
    assert issubclass(LibraryConflictError, LibraryLockedError)
    assert issubclass(OnceOnly, LibraryConflictError)
    assert issubclass(LibraryLockedError, LibraryError) and issubclass(LibraryError, UserError)


def test_a_lock_names_the_library_and_what_holds_it() -> None:
    message = str(locked("lib.sqlite"))
    assert "lib.sqlite" in message and "another program" in message and "try again" in message


def test_a_file_that_is_not_a_library_says_how_to_choose_another() -> None:
    message = str(not_a_library("notes.txt"))
    assert "notes.txt is not a tracker library" in message
    assert "--db" in message and ENV_VAR in message


def test_mistakes_about_a_shoe_are_the_users_and_end_with_exit_code_one() -> None:
    assert UnknownShoeError("no shoe 9").exit_code == 1
    assert ShoeClosedError("closed").exit_code == 1
