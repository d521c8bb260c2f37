"""Between shoe records and table rows: plain dicts for fast inserts, records read back,
the content hash that spots a shoe already in the library, and the per-shoe tallies."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from tracker.engine.cards import Card, format_cards, parse_cards
from tracker.engine.rules import RuleSet, Winner
from tracker.shoefile.model import HandRecord, ShoeKind, ShoeRecord

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
    zone = UTC if offset == 0 else timezone(timedelta(minutes=offset))
    return started.replace(tzinfo=UTC).astimezone(zone)


def rules_to_text(rules: RuleSet | None) -> str | None:
    if rules is None:
        return None
    return json.dumps(dataclasses.asdict(rules), sort_keys=True)


def rules_from_text(text: str | None) -> RuleSet | None:
    if not text:
        return None
    fields = json.loads(text)
    return RuleSet(**{k: v for k, v in fields.items() if k in _RULE_FIELDS})


def _cards_text(cards: Sequence[Card] | None) -> str | None:
    return None if cards is None else format_cards(cards)


def _cards_from(text: str | None) -> tuple[Card, ...] | None:
    return None if text is None else tuple(parse_cards(text))


def _flag(value: bool | None) -> str:
    return "" if value is None else ("1" if value else "0")


def _num(value: int | None) -> str:
    return "" if value is None else str(value)


def tally(hands: Iterable[tuple[str | None, bool | None, bool | None]]) -> dict[str, int]:
    """Tallies of a shoe's hands given (winner letter, player pair, banker pair) in order.

    ``n_runs`` counts the runs of the Banker/Player sequence with ties removed.
    """
    n = banker = player = tie = ppair = bpair = runs = 0
    last: str | None = None
    for winner, player_pair, banker_pair in hands:
        n += 1
        if winner == "B" or winner == "P":
            if winner == "B":
                banker += 1
            else:
                player += 1
            if winner != last:
                runs += 1
                last = winner
        elif winner == "T":
            tie += 1
        if player_pair:
            ppair += 1
        if banker_pair:
            bpair += 1
    return {
        "n_hands": n,
        "n_banker": banker,
        "n_player": player,
        "n_tie": tie,
        "n_player_pair": ppair,
        "n_banker_pair": bpair,
        "n_runs": runs,
    }


def hash_parts(casino: str | None, table: str | None, started: datetime | None) -> list[str]:
    """The start of a shoe's canonical form: where and when it was dealt."""
    utc, offset = split_started(started)
    when = "" if utc is None else utc.isoformat() + ("Z" if offset is not None else "")
    return [casino or "", table or "", when]


def hand_part(row: Mapping[Any, Any]) -> str:
    """One hand's line of the canonical form, from its row."""
    return ",".join(
        (
            str(row["number"]),
            row["winner"] or "",
            _num(row["player_total"]),
            _num(row["banker_total"]),
            _flag(row["player_pair"]),
            _flag(row["banker_pair"]),
            _flag(row["natural"]),
            "-" if row["player_cards"] is None else row["player_cards"],
            "-" if row["banker_cards"] is None else row["banker_cards"],
        )
    )


def digest(parts: Iterable[str]) -> str:
    """sha256 of the canonical form's lines."""
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


def content_hash(shoe: ShoeRecord) -> str:
    """sha256 of what makes two records the same shoe: where and when it was dealt and
    every hand as recorded. Labels, notes, rules and the source file are left out so that
    the same shoe read from another file or format is still recognised."""
    parts = hash_parts(shoe.casino, shoe.table, shoe.started)
    parts.extend(hand_part(hand_row(hand, 0, 0)) for hand in shoe.hands)
    return digest(parts)


def hand_row(hand: HandRecord, shoe_id: int, position: int) -> Row:
    """A hand as a plain dict for a Core insert into ``hands``."""
    return {
        "shoe_id": shoe_id,
        "position": position,
        "number": hand.number,
        "winner": None if hand.winner is None else hand.winner.value,
        "player_total": hand.player_total,
        "banker_total": hand.banker_total,
        "player_pair": hand.player_pair,
        "banker_pair": hand.banker_pair,
        "natural": hand.natural,
        "player_cards": None if hand.player is None else format_cards(hand.player),
        "banker_cards": None if hand.banker is None else format_cards(hand.banker),
        "extra": json.dumps(hand.extra, sort_keys=True, ensure_ascii=False) if hand.extra else None,
    }


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
    """A hand record from a ``hands`` row (a mapping of its columns)."""
    winner = row["winner"]
    extra = row["extra"]
    return HandRecord(
        number=row["number"],
        player=_cards_from(row["player_cards"]),
        banker=_cards_from(row["banker_cards"]),
        winner=None if winner is None else _WINNERS[winner],
        player_total=row["player_total"],
        banker_total=row["banker_total"],
        player_pair=row["player_pair"],
        banker_pair=row["banker_pair"],
        natural=row["natural"],
        extra=json.loads(extra) if extra else {},
    )


def shoe_from_row(row: Mapping[Any, Any], hands: list[HandRecord]) -> ShoeRecord:
    """A shoe record from a ``shoes`` row and its hands in order."""
    extra = row["extra"]
    burn = row["burn"]
    return ShoeRecord(
        label=row["label"],
        hands=hands,
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
