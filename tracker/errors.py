"""The base of every error a user can cause: a bad file, a bad card, a locked library.

The command line and the app show such an error's message, never a traceback; anything
else that escapes is a bug.
"""

from __future__ import annotations

import errno
import os


class UserError(Exception):
    """An error caused by the user's input or environment, with a message for them.

    ``exit_code`` is what the command line exits with: 2 when the input could not be read
    or the arguments are wrong, 1 when it was read but is invalid.
    """

    exit_code: int = 2


class EnvironmentProblem(UserError):
    """The environment refused what a command needed: a full disk, a file it may not read
    or write, a terminal whose encoding cannot show the output."""


_DISK_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def printable_name(value: object) -> str:
    """A file name as text that can always be printed (bytes that are not UTF-8 as
    ``\\xNN``)."""
    if value is None:
        return ""
    text = os.fsdecode(value) if isinstance(value, (bytes, str)) else str(value)
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def environment_error(exc: BaseException) -> UserError | None:
    """The message for an error of the environment (permission, disk full, broken pipe,
    encoding); ``None`` for anything else, which is a bug and keeps its traceback."""
    if isinstance(exc, UnicodeEncodeError):
        if any("\udc80" <= char <= "\udcff" for char in exc.object[exc.start : exc.end]):
            return EnvironmentProblem(
                "a file name that is not UTF-8 text cannot be shown or stored (it holds "
                f"{printable_name(exc.object[exc.start : exc.end])}); rename the file with UTF-8 "
                "characters and try again"
            )
        return EnvironmentProblem(
            f"the output cannot be shown in this terminal's encoding ({exc.encoding}): "
            f"{exc.object[exc.start : exc.end]!a} has no place in it; use a UTF-8 terminal, "
            "or set PYTHONIOENCODING=utf-8"
        )
    if isinstance(exc, UnicodeDecodeError):
        return EnvironmentProblem(
            f"text that is not {exc.encoding} where it was expected ({exc.reason}); set "
            "PYTHONIOENCODING=utf-8 or save the input as UTF-8"
        )
    if not isinstance(exc, OSError):
        return None
    name = printable_name(exc.filename)
    where = f"{name}: " if name else ""
    reason = exc.strerror or str(exc)
    if exc.errno in _DISK_FULL:
        error = EnvironmentProblem(f"{where}the disk is full ({reason}); make room and try again")
        error.exit_code = 1
        return error
    if isinstance(exc, PermissionError):
        return EnvironmentProblem(
            f"{where}permission denied ({reason}); check who may read and write it"
        )
    if exc.errno == errno.EPIPE:
        return EnvironmentProblem("the output's reader went away (broken pipe)")
    if exc.errno in (errno.EROFS, errno.EIO, errno.ENAMETOOLONG, errno.ELOOP, errno.EFBIG):
        return EnvironmentProblem(f"{where}{reason}")
    return None
