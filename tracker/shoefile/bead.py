"""Bead strings: one shoe per line, ``B``/``P``/``T`` for each hand in order.

``Table 7 2026-11-20: BBPTP…`` - an optional label ends at the line's last colon, letters
are read in any case, spaces are ignored and ``#`` starts a comment.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from typing import IO

from tracker.engine.rules import Winner
from tracker.errors import message_of, printable_name
from tracker.history.builder import DetailError, ShoeBuilder
from tracker.history.records import HandRecord, ShoeRecord
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.limits import MAX_SHOE_HANDS
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_LETTERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}
_LETTERS.update({key.lower(): value for key, value in _LETTERS.items()})

# What str.splitlines ends a line at besides CR and LF: a bead line holding one was read
# as one line (a comment at its start hid the rest), so it is refused instead.
_LINE_BREAKS = re.compile("[\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
_BREAK_NAMES = {
    "\x0b": Message(QT_TRANSLATE_NOOP("Messages", "a vertical tab")),
    "\x0c": Message(QT_TRANSLATE_NOOP("Messages", "a form feed")),
    "\x1c": Message(QT_TRANSLATE_NOOP("Messages", "a file separator")),
    "\x1d": Message(QT_TRANSLATE_NOOP("Messages", "a group separator")),
    "\x1e": Message(QT_TRANSLATE_NOOP("Messages", "a record separator")),
    "\x85": Message(QT_TRANSLATE_NOOP("Messages", "a next-line character, NEL")),
    "\u2028": Message(QT_TRANSLATE_NOOP("Messages", "a line separator")),
    "\u2029": Message(QT_TRANSLATE_NOOP("Messages", "a paragraph separator")),
}


def split_bead_line(text: str) -> tuple[str | None, str, int]:
    """A line's label (or ``None``), its outcome letters part and where that part starts
    (0-based), comments removed."""
    body = text.split("#", 1)[0]
    label: str | None = None
    start = 0
    colon = body.rfind(":")
    if colon >= 0:
        label = body[:colon].strip()
        start = colon + 1
    return label, body[start:], start


def looks_like_bead(text: str) -> bool:
    """Whether a (non-comment) line is a bead string: only B, P, T and spaces after a label."""
    _, outcomes, _ = split_bead_line(text)
    return all(char in _LETTERS or char.isspace() for char in outcomes)


def read_bead(stream: IO[str], path: str | os.PathLike[str]) -> Iterator[ShoeRecord]:
    """Read bead strings, one shoe per non-blank, non-comment line.

    A shoe without a label is named by its number among the file's shoes (``1``, ``2``, …).

    :raises ShoeFileError: naming the line and column of a character that is not B, P or T.
    """
    where = printable_name(path)
    builder = ShoeBuilder(where)
    count = 0
    for number, raw in enumerate(stream, start=1):
        text = raw.rstrip("\r\n")
        odd_break = _LINE_BREAKS.search(text)
        if odd_break is not None:
            char = odd_break.group()
            raise ShoeFileError(
                where,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "{code} ({name}) ends a line for some programs but not in a bead file, "
                        "whose lines end in a line feed: save the file with ordinary line ends",
                    ),
                    code=f"U+{ord(char):04X}",
                    name=_BREAK_NAMES[char],
                ),
                line=number,
                column=odd_break.start() + 1,
            )
        label, outcomes, start = split_bead_line(text)
        if not outcomes.strip() and label is None:
            continue
        count += 1
        try:
            builder.start(label if label else str(count), number)
        except DetailError as exc:
            raise ShoeFileError(where, message_of(exc), line=number, column=1) from None
        add = builder.add
        hands = 0
        for offset, char in enumerate(outcomes):
            winner = _LETTERS.get(char)
            if winner is None:
                if char.isspace():
                    continue
                raise ShoeFileError(
                    where,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "{char!r} is not a bead letter: a bead string holds B, P and T "
                            "(a label ends with a colon, # starts a comment)",
                        ),
                        char=char,
                    ),
                    line=number,
                    column=start + offset + 1,
                )
            hands += 1
            if hands > MAX_SHOE_HANDS:
                raise ShoeFileError(
                    where,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck "
                            "shoe deals at most 104)",
                        ),
                        cap=MAX_SHOE_HANDS,
                    ),
                    line=number,
                    column=start + offset + 1,
                )
            add(HandRecord(hands, winner=winner, line=number))
        yield builder.finish()


def write_bead(shoes: Iterable[ShoeRecord], stream: IO[str]) -> tuple[int, int]:
    """Write shoes as bead strings with their labels; returns (shoes, hands) written.

    Hands without a recorded winner are left out: a bead string has no place for them.

    :raises ValueError: for a label a bead line cannot hold (a ``#`` or a line break).
    """
    shoe_count = hand_count = 0
    for shoe in shoes:
        if "#" in shoe.label or "\n" in shoe.label or "\r" in shoe.label:
            raise ValueError(f"a bead label cannot hold '#' or a line break: {shoe.label!r}")
        letters = []
        for hand in shoe.hands:
            winner = hand.winner
            if winner is None:
                continue
            letters.append(winner.value)
        stream.write(f"{shoe.label}: {''.join(letters)}\n")
        shoe_count += 1
        hand_count += len(letters)
    return shoe_count, hand_count
