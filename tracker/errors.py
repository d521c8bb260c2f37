"""The base of every error a user can cause: a bad file, a bad card, a locked library.

The command line and the app show such an error's message, never a traceback; anything
else that escapes is a bug.
"""

from __future__ import annotations

import errno
import os

from tracker.translatable import QT_TRANSLATE_NOOP, Message


class UserError(Exception):
    """An error caused by the user's input or environment, with a message for them.

    ``exit_code`` is what the command line exits with: 2 when the input could not be read
    or the arguments are wrong, 1 when it was read but is invalid.
    """

    exit_code: int = 2


class EnvironmentProblem(UserError):
    """The environment refused what a command needed: a full disk, a file it may not read
    or write, a terminal whose encoding cannot show the output."""


def message_of(exc: BaseException) -> str | Message:
    """What ``exc`` says: its :class:`~tracker.translatable.Message` when it carries one
    (to be given on, as a value of another message, translatable), else its text."""
    if len(exc.args) == 1 and isinstance(exc.args[0], Message):
        return exc.args[0]
    return str(exc)


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
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "a file name that is not UTF-8 text cannot be shown or stored (it holds "
                        "{name}); rename the file with UTF-8 characters and try again",
                    ),
                    name=printable_name(exc.object[exc.start : exc.end]),
                )
            )
        return EnvironmentProblem(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the output cannot be shown in this terminal's encoding ({encoding}): "
                    "{text} has no place in it; use a UTF-8 terminal, or set "
                    "PYTHONIOENCODING=utf-8",
                ),
                encoding=exc.encoding,
                text=ascii(exc.object[exc.start : exc.end]),
            )
        )
    if isinstance(exc, UnicodeDecodeError):
        return EnvironmentProblem(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "text that is not {encoding} where it was expected ({reason}); set "
                    "PYTHONIOENCODING=utf-8 or save the input as UTF-8",
                ),
                encoding=exc.encoding,
                reason=exc.reason,
            )
        )
    if not isinstance(exc, OSError):
        return None
    name = printable_name(exc.filename)
    reason = exc.strerror or str(exc)
    if exc.errno in _DISK_FULL:
        error = EnvironmentProblem(
            _where(
                name,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the disk is full ({reason}); make room and try again"
                    ),
                    reason=reason,
                ),
            )
        )
        error.exit_code = 1
        return error
    if isinstance(exc, PermissionError):
        return EnvironmentProblem(
            _where(
                name,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "permission denied ({reason}); check who may read and write it"
                    ),
                    reason=reason,
                ),
            )
        )
    if exc.errno == errno.EPIPE:
        return EnvironmentProblem(
            Message(QT_TRANSLATE_NOOP("Messages", "the output's reader went away (broken pipe)"))
        )
    if exc.errno in (errno.EROFS, errno.EIO, errno.ENAMETOOLONG, errno.ELOOP, errno.EFBIG):
        return EnvironmentProblem(_where(name, reason) if name else reason)
    return None


def _where(name: str, reason: str | Message) -> str | Message:
    """``reason`` after the file's ``name`` (when there is one)."""
    if not name:
        return reason
    return Message(QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"), place=name, reason=reason)
