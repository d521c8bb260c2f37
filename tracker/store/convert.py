"""Between shoe records and table rows: plain dicts for fast inserts, and records read
back."""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, cast

from tracker.engine.cards import Card, format_cards, parse_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.errors import UserError
from tracker.history.checked import hand_key
from tracker.history.records import NO_EXTRA, OUTCOME_FIELDS, HandRecord, ShoeKind, ShoeRecord
from tracker.history.storable import StorageLimitError, hands_problem
from tracker.store.errors import DAMAGED_FIX, DamagedRowError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

Row = dict[str, Any]

_WINNERS = {"B": Winner.BANKER, "P": Winner.PLAYER, "T": Winner.TIE}
_RULE_FIELDS = frozenset(f.name for f in dataclasses.fields(RuleSet))


def utc_now() -> datetime:
    """The current time as naive UTC, the way the library stores times."""
    return datetime.now(UTC).replace(tzinfo=None)


def split_started(started: datetime | None) -> tuple[datetime | None, int | None]:
    """A recorded start as (naive UTC, minutes east of UTC), or (naive local, None)."""
    if started is None:
        return None, None
    offset = started.utcoffset()
    if offset is None:
        return started, None
    return started.astimezone(UTC).replace(tzinfo=None), int(offset.total_seconds() // 60)


def join_started(started: datetime | None, offset: int | None) -> datetime | None:
    """The inverse of :func:`split_started`."""
    if started is None or offset is None:
        return started
    at_utc = started.replace(tzinfo=UTC)
    return at_utc if offset == 0 else at_utc.astimezone(_zone(offset))


@functools.lru_cache(maxsize=64)
def _zone(offset: int) -> timezone:
    # One zone object an offset: a list of thousands of shoes holds a handful of them.
    return timezone(timedelta(minutes=offset))


def rules_to_text(rules: RuleSet | None) -> str | None:
    if rules is None:
        return None
    return json.dumps(dataclasses.asdict(rules), sort_keys=True)


def rules_from_text(text: str | None) -> RuleSet | None:
    """The rules of a ``rules`` column.

    :raises DamagedRowError: for text that is not the JSON of a rule set (a damaged row).
    """
    if not text:
        return None
    try:
        fields = json.loads(text)
        return RuleSet(**{k: v for k, v in fields.items() if k in _RULE_FIELDS})
    except (ValueError, TypeError, AttributeError, UserError) as exc:
        raise DamagedRowError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "the library holds damaged rules {rules!r} ({reason}); {fix}"
                ),
                rules=_clip(text),
                reason=_reason(exc),
                fix=DAMAGED_FIX,
            )
        ) from None


def _clip(text: object, keep: int = 40) -> str:
    shown = str(text)
    return shown if len(shown) <= keep else shown[:keep] + "…"


def _reason(exc: BaseException) -> str | Message | BaseException:
    if isinstance(exc, KeyError):
        if exc.args:
            return Message(
                QT_TRANSLATE_NOOP("Messages", "unknown value {value!r}"), value=exc.args[0]
            )
        return Message(QT_TRANSLATE_NOOP("Messages", "a missing column"))
    return exc if str(exc) else type(exc).__name__


def _damaged(what: str, row: Mapping[Any, Any], exc: BaseException) -> DamagedRowError:
    """The message for a row that cannot be read back, naming it by its ids."""
    place = [f"{name} {row[name]}" for name in ("shoe_id", "position", "id") if name in row]
    at = f" ({', '.join(place)})" if place else ""
    if what == "hand":
        message = Message(
            QT_TRANSLATE_NOOP(
                "Messages", "a hand row of the library{at} cannot be read: {reason}; {fix}"
            ),
            at=at,
            reason=_reason(exc),
            fix=DAMAGED_FIX,
        )
    else:
        message = Message(
            QT_TRANSLATE_NOOP(
                "Messages", "a shoe row of the library{at} cannot be read: {reason}; {fix}"
            ),
            at=at,
            reason=_reason(exc),
            fix=DAMAGED_FIX,
        )
    return DamagedRowError(message)


def _cards_from(text: str | None) -> tuple[Card, ...] | None:
    return None if text is None else _cards_of(text)


@functools.lru_cache(maxsize=8192)
def _cards_of(text: str) -> tuple[Card, ...]:
    # Cards are frozen: the hands of a shoe read again after each hand logged share them.
    return tuple(parse_cards(text))


HAND_VALUES = (
    "number",
    *OUTCOME_FIELDS,
    "player_cards",
    "banker_cards",
)
"""The columns of a hand that say what it recorded, in the order of :func:`hand_values`."""

HandValues = tuple[
    int,
    str | None,
    int | None,
    int | None,
    bool | None,
    bool | None,
    bool | None,
    str | None,
    str | None,
]


def hand_values(hand: HandRecord) -> HandValues:
    """What a hand recorded, as column values in the order of :data:`HAND_VALUES`: the
    values the domain tells shoes apart by (:func:`~tracker.history.checked.hand_key`)."""
    return hand_key(hand)


def values_of_row(row: Mapping[Any, Any]) -> HandValues:
    """:func:`hand_values` of a ``hands`` row."""
    return cast(HandValues, tuple(row[name] for name in HAND_VALUES))


def hand_extra(hand: HandRecord) -> str | None:
    """A hand's unknown source columns as JSON text (``None`` when there are none)."""
    return json.dumps(hand.extra, sort_keys=True, ensure_ascii=False) if hand.extra else None


def hand_row(hand: HandRecord, shoe_id: int, position: int) -> Row:
    """A hand as a plain dict for an insert into ``hands``.

    :raises StorageLimitError: for a hand no library holds (more cards than a side can).
    """
    problem = hands_problem((hand,))
    if problem is not None:
        raise StorageLimitError(problem)
    row: Row = dict(zip(HAND_VALUES, hand_values(hand), strict=True))
    row.update(shoe_id=shoe_id, position=position, extra=hand_extra(hand))
    return row


def shoe_row(shoe: ShoeRecord, *, content: str | None, created: datetime) -> Row:
    """A shoe's details as a plain dict for a Core insert into ``shoes`` (tallies apart)."""
    started, offset = split_started(shoe.started)
    return {
        "kind": shoe.kind.value,
        "label": shoe.label,
        "casino": shoe.casino,
        "table_name": shoe.table,
        "started": started,
        "started_offset": offset,
        "decks": shoe.decks,
        "rules": rules_to_text(shoe.rules),
        "burn": format_cards(shoe.burn),
        "cut_card": shoe.cut_card,
        "notes": shoe.notes,
        "source": shoe.source,
        "source_line": shoe.line,
        "extra": json.dumps(shoe.extra, sort_keys=True, ensure_ascii=False, default=str)
        if shoe.extra
        else None,
        "content_hash": content,
        "created_at": created,
        "closed_at": created,
    }


def hand_from_row(row: Mapping[Any, Any]) -> HandRecord:
    """A hand record from a ``hands`` row (a mapping of its columns).

    :raises DamagedRowError: for a row that holds what no hand can (a damaged library).
    """
    try:
        return _hand_from_row(row)
    except DamagedRowError:
        raise
    except (KeyError, ValueError, TypeError, AttributeError, UserError) as exc:
        raise _damaged("hand", row, exc) from None


def _hand_from_row(row: Mapping[Any, Any]) -> HandRecord:
    return _hand(
        row["number"],
        row["winner"],
        row["player_total"],
        row["banker_total"],
        row["player_pair"],
        row["banker_pair"],
        row["natural"],
        row["player_cards"],
        row["banker_cards"],
        row["extra"],
    )


HAND_COLUMNS = (*HAND_VALUES, "extra", "position")
"""The columns a hand is read back from by :func:`hand_from_values`, in this order: its
values (:data:`HAND_VALUES`), its extra columns, its place."""


def hands_from_values(rows: Iterable[Sequence[Any]], shoe_id: int) -> list[HandRecord]:
    """:func:`hand_from_values` of each row of a shoe's hands. A source's extra columns
    are often the same on every hand of a shoe (its table's id): each text of them is
    read once, and each hand given a copy of its own.

    :raises DamagedRowError: for a row that holds what no hand can (a damaged library).
    """
    extras: dict[str, Any] = {}
    return [hand_from_values(row, shoe_id, extras) for row in rows]


def hand_from_values(
    row: Sequence[Any], shoe_id: int, extras: dict[str, Any] | None = None
) -> HandRecord:
    """:func:`hand_from_row` of a row of :data:`HAND_COLUMNS` of a hand of shoe
    ``shoe_id``, by position. Rows of the same values and no extra columns share one
    record: a shoe's hands are read back at every hand logged. ``extras``: the extra
    columns read so far, by their text (:func:`hands_from_values`).

    :raises DamagedRowError: for a row that holds what no hand can (a damaged library).
    """
    try:
        if row[9] is None:
            return _shared_hand(*row[:9])
        return _hand(*row[:10], extras=extras)
    except DamagedRowError:
        raise
    except (KeyError, ValueError, TypeError, AttributeError, UserError) as exc:
        raise _damaged("hand", {"shoe_id": shoe_id, "position": row[10]}, exc) from None


# Typed: True and 1 are one key untyped, but not one record.
@functools.lru_cache(maxsize=8192, typed=True)
def _shared_hand(*values: Any) -> HandRecord:
    return _hand(*values)._replace(extra=NO_EXTRA)  # read-only: shared


def _hand(
    number: int,
    winner: str | None,
    player_total: int | None,
    banker_total: int | None,
    player_pair: bool | None,
    banker_pair: bool | None,
    natural: bool | None,
    player_cards: str | None,
    banker_cards: str | None,
    extra: str | None = None,
    *,
    extras: dict[str, Any] | None = None,
) -> HandRecord:
    if type(number) is not int:
        raise ValueError(f"hand number {number!r} is not a whole number")
    return HandRecord(
        number,
        _cards_from(player_cards),
        _cards_from(banker_cards),
        None if winner is None else _WINNERS[winner],
        player_total,
        banker_total,
        player_pair,
        banker_pair,
        natural,
        None,
        _extra_of(extra, extras) if extra else {},
    )


def _extra_of(text: str, extras: dict[str, Any] | None) -> Any:
    """The extra columns written as ``text``, read once into ``extras`` (copied out)."""
    if extras is None:
        return json.loads(text)
    extra = extras.get(text)
    if extra is None:
        extra = extras[text] = json.loads(text)
    return dict(extra) if isinstance(extra, dict) else extra


def shoe_from_row(row: Mapping[Any, Any], hands: list[HandRecord]) -> ShoeRecord:
    """A shoe record from a ``shoes`` row and its hands in order.

    :raises DamagedRowError: for a row that holds what no shoe can (a damaged library).
    """
    try:
        return _shoe_from_row(row, hands)
    except DamagedRowError:
        raise
    except (KeyError, ValueError, TypeError, AttributeError, OverflowError, UserError) as exc:
        where = {"shoe_id": row["id"]} if "id" in row else {}
        raise _damaged("shoe", where, exc) from None


def _shoe_from_row(row: Mapping[Any, Any], hands: list[HandRecord]) -> ShoeRecord:
    extra = row["extra"]
    burn = row["burn"]
    return ShoeRecord(
        label=row["label"],
        hands=tuple(hands),
        casino=row["casino"],
        table=row["table_name"],
        started=join_started(row["started"], row["started_offset"]),
        decks=row["decks"],
        rules=rules_from_text(row["rules"]),
        burn=tuple(parse_cards(burn)) if burn else (),
        cut_card=row["cut_card"],
        notes=row["notes"] or "",
        source=row["source"],
        kind=ShoeKind(row["kind"]),
        line=row["source_line"],
        extra=json.loads(extra) if extra else {},
    )
