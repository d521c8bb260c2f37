"""The base of every error a user can cause: a bad file, a bad card, a locked library.

The command line and the app show such an error's message, never a traceback; anything
else that escapes is a bug.
"""

from __future__ import annotations


class UserError(Exception):
    """An error caused by the user's input or environment, with a message for them.

    ``exit_code`` is what the command line exits with: 2 when the input could not be read
    or the arguments are wrong, 1 when it was read but is invalid.
    """

    exit_code: int = 2
