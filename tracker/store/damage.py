"""Damaged rows: a shoe or hand row that holds what none can (changed by another program,
or a damaged file). A read that meets one leaves it out, reads the rest, and notes it in
the library's :class:`DamageLog`, naming the row, the column, what it holds and what was
expected; reading never changes the row."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import (
    Column,
    Connection,
    DateTime,
    Integer,
    LargeBinary,
    Select,
    String,
    Text,
    cast,
    func,
    select,
)
from sqlalchemy.exc import DBAPIError

from tracker.engine.cards import parse_cards
from tracker.errors import UserError
from tracker.history.checked import CheckStatus
from tracker.history.records import ShoeKind
from tracker.store import convert
from tracker.store.errors import DAMAGED_FIX, DAMAGED_FIX_SENTENCE, DamagedRowError, LibraryError
from tracker.store.models import hands_table, shoes_table
from tracker.translatable import QT_TRANSLATE_NOOP, Message

T = TypeVar("T")

_READ_ERRORS = (ValueError, TypeError, KeyError, AttributeError, OverflowError, UserError)


def is_damage(exc: BaseException) -> bool:
    """Whether ``exc``, raised while a row was read or converted, says the row is damaged
    (rather than the library out of reach)."""
    if isinstance(exc, DBAPIError):
        return _undecodable(exc)
    if isinstance(exc, LibraryError):  # a shoe that is not there, say: not damage
        return isinstance(exc, DamagedRowError)
    return isinstance(exc, _READ_ERRORS)


def _undecodable(exc: BaseException) -> bool:
    # SQLite: text that is not UTF-8 cannot be fetched at all.
    return isinstance(exc, DBAPIError) and "could not decode" in str(exc.orig).lower()


@dataclass(frozen=True, slots=True)
class DamagedRow:
    """A row the reads leave out, named for a person: which row (``place``), the column,
    what it holds and what was expected, and what is left out because of it."""

    table: str
    row_id: int
    place: str | Message
    column: str
    stored: str | Message
    expected: str | Message
    left_out: str | Message

    def found(self) -> Message:
        """The row, the column, what it holds and what was expected."""
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{place}: {column} holds {stored}, not {expected}"),
            place=self.place,
            column=self.column,
            stored=self.stored,
            expected=self.expected,
        )

    def message(self) -> Message:
        """:meth:`found`, then what is left out because of it."""
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{found}; {left_out}"),
            found=self.found(),
            left_out=self.left_out,
        )

    def __str__(self) -> str:
        return str(self.message())


class DamageLog:
    """The damaged rows the reads of a library have met, each once (reads may run in
    several threads)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rows: dict[tuple[str, int, str], DamagedRow] = {}

    def note(self, row: DamagedRow) -> None:
        with self._lock:
            self._rows.setdefault((row.table, row.row_id, row.column), row)

    def rows(self) -> list[DamagedRow]:
        """What was met so far: shoe rows first, each table by id."""
        with self._lock:
            found = list(self._rows.values())
        return sorted(found, key=lambda row: (row.table != "shoes", row.row_id))


def damage_message(rows: list[DamagedRow], *, at_most: int = 10) -> Message:
    """The damaged rows left out, for a person: each named, then what to do (a window
    shows it with ``shown``)."""
    named: Message | str = ""
    for row in rows[:at_most]:
        named = Message(
            QT_TRANSLATE_NOOP("Messages", "{named}\n• {row}"), named=named, row=row.message()
        )
    if len(rows) > at_most:
        named = Message(
            QT_TRANSLATE_NOOP("Messages", "{named}\n• and {more} more"),
            named=named,
            more=len(rows) - at_most,
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The library holds damaged rows: the rest of it is shown, these are left out "
            "(nothing was changed):{rows}\n\n{fix}",
        ),
        rows=named,
        fix=DAMAGED_FIX_SENTENCE,
    )


def damage_text(rows: list[DamagedRow], *, at_most: int = 10) -> str:
    """:func:`damage_message` in English."""
    return str(damage_message(rows, at_most=at_most))


def _one_of(values: Iterable[str]) -> Message:
    return Message(QT_TRANSLATE_NOOP("Messages", "one of {values}"), values=", ".join(values))


_CARDS_EXPECTED = Message(QT_TRANSLATE_NOOP("Messages", "cards such as 9H 3D"))
_UTF8 = Message(QT_TRANSLATE_NOOP("Messages", "text in UTF-8"))
_LEFT_OUT = Message(QT_TRANSLATE_NOOP("Messages", "it is left out"))


_KINDS = frozenset(kind.value for kind in ShoeKind)
_STATUSES = frozenset(status.value for status in CheckStatus)
_WINNERS = frozenset("BPT")


def _json(value: Any) -> bool:
    json.loads(value)
    return True


def _cards(value: Any) -> bool:
    parse_cards(value)
    return True


def _rules(value: Any) -> bool:
    convert.rules_from_text(value)
    return True


# What a column must hold beyond its type: a check, and what it was expected to hold.
_RULES: dict[str, tuple[Callable[[Any], bool], Message]] = {
    "kind": (lambda v: v in _KINDS, _one_of(sorted(_KINDS))),
    "check_status": (
        lambda v: v in _STATUSES,
        Message(
            QT_TRANSLATE_NOOP("Messages", "one of {values} or nothing"),
            values=", ".join(sorted(_STATUSES)),
        ),
    ),
    "started_offset": (
        lambda v: type(v) is int and -1440 < v < 1440,
        Message(
            QT_TRANSLATE_NOOP("Messages", "minutes east of UTC within ±24 hours (-1439 to 1439)")
        ),
    ),
    "rules": (_rules, Message(QT_TRANSLATE_NOOP("Messages", "the JSON of a rule set"))),
    "burn": (_cards, _CARDS_EXPECTED),
    "player_cards": (_cards, _CARDS_EXPECTED),
    "banker_cards": (_cards, _CARDS_EXPECTED),
    "extra": (_json, Message(QT_TRANSLATE_NOOP("Messages", "a JSON object"))),
    "problems": (_json, Message(QT_TRANSLATE_NOOP("Messages", "a JSON list"))),
    "winner": (
        lambda v: v in _WINNERS,
        Message(QT_TRANSLATE_NOOP("Messages", "B, P, T or nothing")),
    ),
}


def _expected(column: Column[Any]) -> Message:
    if column.name in _RULES:
        return _RULES[column.name][1]
    if isinstance(column.type, DateTime):
        return Message(QT_TRANSLATE_NOOP("Messages", "a date and time (YYYY-MM-DD HH:MM:SS)"))
    if isinstance(column.type, Integer):
        return Message(QT_TRANSLATE_NOOP("Messages", "a whole number"))
    if isinstance(column.type, String | Text):
        return _UTF8
    return Message(QT_TRANSLATE_NOOP("Messages", "a {type} value"), type=str(column.type))


def _sound(column: Column[Any], value: Any) -> bool:
    """Whether a value read back as ``column``'s type is one the column can hold."""
    if value is None:
        return column.nullable is not False
    if isinstance(column.type, DateTime) and not isinstance(value, datetime):
        return False
    if isinstance(column.type, Integer) and type(value) is not int:
        return False
    if isinstance(column.type, String | Text) and not isinstance(value, str):
        return False
    check = _RULES.get(column.name)
    try:
        return check is None or check[0](value)
    except (*_READ_ERRORS, DamagedRowError):
        return False


def _stored(conn: Connection, column: Column[Any], key: Column[Any], row_id: int) -> str | Message:
    """What a column of a row holds, as stored (bytes that are not UTF-8 escaped)."""
    as_stored = cast(column, LargeBinary if conn.dialect.name == "sqlite" else Text)
    value = conn.execute(select(as_stored).where(key == row_id)).scalar()
    if value is None:
        return Message(QT_TRANSLATE_NOOP("Messages", "nothing"))
    text = value.decode("utf-8", "backslashreplace") if isinstance(value, bytes) else str(value)
    if isinstance(column.type, Integer) and text.lstrip("-").isdigit():
        return text  # a number, as numbers are shown
    return "'" + (text if len(text) <= 40 else text[:40] + "…") + "'"


def _readable(conn: Connection, column: Column[Any], key: Column[Any], row_id: int) -> Any:
    """A column of a row as read, or what it holds shown as stored when it cannot be read."""
    try:
        return conn.execute(select(column).where(key == row_id)).scalar()
    except Exception as exc:
        if not is_damage(exc):
            raise
        return str(_stored(conn, column, key, row_id)).strip("'")


def _first_unsound(
    conn: Connection, key: Column[Any], row_id: int
) -> tuple[str, str | Message, Message] | None:
    """The first column of a row that cannot be read or holds what it cannot: its name,
    what it holds as stored, and what it was expected to hold."""
    for column in key.table.columns:
        try:
            value = conn.execute(select(column).where(key == row_id)).scalar()
        except Exception as exc:
            if not is_damage(exc):
                raise
            expected = _UTF8 if _undecodable(exc) else _expected(column)
            return column.name, _stored(conn, column, key, row_id), expected
        if not _sound(column, value):
            return column.name, _stored(conn, column, key, row_id), _expected(column)
    return None


def shoe_place(conn: Connection, shoe_id: int) -> Message:
    """A shoe named for a person: its id, and its label and table as far as readable."""
    s = shoes_table.c
    label = _readable(conn, s.label, s.id, shoe_id)
    table = _readable(conn, s.table_name, s.id, shoe_id)
    if label and table:
        return Message(
            QT_TRANSLATE_NOOP("Messages", 'shoe {shoe} ("{label}", table "{table}")'),
            shoe=shoe_id,
            label=label,
            table=table,
        )
    if label:
        return Message(
            QT_TRANSLATE_NOOP("Messages", 'shoe {shoe} ("{label}")'), shoe=shoe_id, label=label
        )
    if table:
        return Message(
            QT_TRANSLATE_NOOP("Messages", 'shoe {shoe} (table "{table}")'),
            shoe=shoe_id,
            table=table,
        )
    return Message(QT_TRANSLATE_NOOP("Messages", "shoe {shoe}"), shoe=shoe_id)


def shoe_damage(conn: Connection, shoe_id: int, exc: BaseException) -> DamagedRow:
    """What is wrong with a shoe's row, or with the first of its hands that is damaged
    (``exc``: what its reading raised)."""
    place = shoe_place(conn, shoe_id)
    found = _first_unsound(conn, shoes_table.c.id, shoe_id)
    if found is not None:
        return DamagedRow("shoes", shoe_id, place, *found, _LEFT_OUT)
    h = hands_table.c
    for hand_id, position in conn.execute(
        select(h.id, h.position).where(h.shoe_id == shoe_id).order_by(h.position)
    ):
        found = _first_unsound(conn, h.id, hand_id)
        if found is not None:
            at = Message(
                QT_TRANSLATE_NOOP("Messages", "hand {hand} of {shoe}, at position {position}"),
                hand=hand_id,
                shoe=place,
                position=position,
            )
            return DamagedRow(
                "hands",
                hand_id,
                at,
                *found,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "shoe {shoe} is left out wherever its hands are read"
                    ),
                    shoe=shoe_id,
                ),
            )
    reason = exc if str(exc) else type(exc).__name__
    return DamagedRow(
        "shoes",
        shoe_id,
        place,
        "row",
        Message(QT_TRANSLATE_NOOP("Messages", "what no shoe can")),
        Message(QT_TRANSLATE_NOOP("Messages", "a readable shoe ({reason})"), reason=reason),
        _LEFT_OUT,
    )


def row_damage(conn: Connection, key: Column[Any], row_id: int) -> DamagedRow | None:
    """What is wrong with one row of any table (``key``: its id column), if anything."""
    table = key.table.name
    if table == "shoes":
        found = _first_unsound(conn, key, row_id)
        return None if found is None else shoe_damage(conn, row_id, ValueError())
    found = _first_unsound(conn, key, row_id)
    if found is None:
        return None
    place = Message(QT_TRANSLATE_NOOP("Messages", "{table} row {row}"), table=table, row=row_id)
    if table == "hands":
        shoe_id = conn.scalar(select(hands_table.c.shoe_id).where(key == row_id))
        if isinstance(shoe_id, int):
            place = Message(
                QT_TRANSLATE_NOOP("Messages", "hand {hand} of {shoe}"),
                hand=row_id,
                shoe=shoe_place(conn, shoe_id),
            )
    left_out = Message(QT_TRANSLATE_NOOP("Messages", "it cannot be copied"))
    return DamagedRow(table, row_id, place, *found, left_out)


def damaged_shoe_error(
    conn: Connection, shoe_id: int, exc: BaseException, log: DamageLog
) -> DamagedRowError:
    """The error for one shoe asked for that cannot be read (noted in ``log`` too)."""
    found = shoe_damage(conn, shoe_id, exc)
    log.note(found)
    return DamagedRowError(
        Message(
            QT_TRANSLATE_NOOP(
                "Messages", "{place} cannot be read: {column} holds {stored}, not {expected}; {fix}"
            ),
            place=found.place,
            column=found.column,
            stored=found.stored,
            expected=found.expected,
            fix=DAMAGED_FIX,
        )
    )


def orphan_hands(conn: Connection) -> list[DamagedRow]:
    """The hands whose shoe is gone, one row for each missing shoe."""
    h = hands_table.c
    query = (
        select(h.shoe_id, func.min(h.id), func.max(h.id), func.count())
        .where(h.shoe_id.not_in(select(shoes_table.c.id)))
        .group_by(h.shoe_id)
    )
    found = []
    for shoe_id, first, last, count in conn.execute(query):
        if count == 1:
            hands = Message(QT_TRANSLATE_NOOP("Messages", "hand {hand}"), hand=first)
            left_out = _LEFT_OUT
        else:
            hands = Message(
                QT_TRANSLATE_NOOP("Messages", "hands {first} to {last} ({count} hands)"),
                first=first,
                last=last,
                count=count,
            )
            left_out = Message(QT_TRANSLATE_NOOP("Messages", "they are left out"))
        found.append(
            DamagedRow(
                "hands",
                int(first),
                hands,
                "shoe_id",
                str(shoe_id),
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "a shoe of the library (there is no shoe {shoe})"
                    ),
                    shoe=shoe_id,
                ),
                left_out,
            )
        )
    return found


def each_shoe(
    conn: Connection,
    query: Select[Any],
    read: Callable[[int], T],
    log: DamageLog,
    *,
    limit: int | None = None,
) -> list[T]:
    """``read`` of each shoe of ``query`` (selecting the shoes' rows, in order), one by
    one, leaving out and noting those that cannot be read; at most ``limit`` of them."""
    found: list[T] = []
    for shoe_id in conn.scalars(query.with_only_columns(shoes_table.c.id)):
        if limit is not None and len(found) >= limit:
            break
        try:
            found.append(read(shoe_id))
        except Exception as exc:
            if not is_damage(exc):
                raise
            log.note(shoe_damage(conn, shoe_id, exc))
    return found
