"""The app's one place for errors that escape a window: a user's or the environment's is
shown as its message, a bug keeps its traceback."""

from __future__ import annotations

import errno

from tracker.errors import UserError
from tracker.ui.app import error_hook


def test_environment_and_user_errors_are_messages_and_bugs_keep_their_traceback() -> None:
    shown: list[str] = []
    passed_on: list[BaseException] = []
    hook = error_hook(shown.append, lambda kind, error, trace: passed_on.append(error))

    full = OSError(errno.ENOSPC, "No space left on device", "/media/card/library.sqlite")
    hook(OSError, full, None)
    denied = PermissionError(errno.EACCES, "Permission denied", "/root/export.png")
    hook(PermissionError, denied, None)
    hook(UserError, UserError("the library is locked"), None)
    bug = RuntimeError("a fault of tracker itself")
    hook(RuntimeError, bug, None)

    assert len(shown) == 3
    assert "disk is full" in shown[0] and "library.sqlite" in shown[0]
    assert "export.png" in shown[1]
    assert shown[2] == "the library is locked"
    assert passed_on == [bug]
