"""Shoe records for the library tests: real coups dealt from a seeded shoe."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from tracker.engine.cards import Card
from tracker.engine.coup import resolve_coup
from tracker.engine.rules import RuleSet
from tracker.history.records import HandRecord, ShoeKind, ShoeRecord


def dealt_shoe(seed: int, hands: int = 20, *, cards: bool = True, table: str = "T1") -> ShoeRecord:
    """A shoe of ``hands`` coups dealt from a shuffled 8-deck shoe (cards and outcomes)."""
    rng = random.Random(seed)
    deck = [Card.from_index(i % 52) for i in range(8 * 52)]
    rng.shuffle(deck)
    source = iter(deck)
    records = []
    for number in range(1, hands + 1):
        record = HandRecord.from_coup(number, resolve_coup(source))
        if not cards:
            record = record._replace(player=None, banker=None)
        records.append(record)
    return ShoeRecord(
        label=f"shoe {seed}",
        hands=tuple(records),
        casino="Casino =cmd",
        table=table,
        started=datetime(2026, 1, 1, tzinfo=UTC) + timedelta(hours=seed),
        decks=8,
        rules=RuleSet(decks=8, commission=5, tie_pays=8),
        burn=(Card.parse("9H"),),
        cut_card=14,
        notes=f"notes of {seed}",
        kind=ShoeKind.IMPORTED,
    )


def dealt_shoes(count: int, hands: int = 20, *, first_seed: int = 0) -> list[ShoeRecord]:
    return [dealt_shoe(first_seed + i, hands) for i in range(count)]


def same_content(a: ShoeRecord, b: ShoeRecord) -> bool:
    """Whether two records hold the same shoe (source file and line numbers apart)."""
    fields = (
        "label",
        "casino",
        "table",
        "started",
        "decks",
        "rules",
        "burn",
        "cut_card",
        "notes",
        "kind",
    )
    if any(getattr(a, f) != getattr(b, f) for f in fields):
        return False
    if len(a.hands) != len(b.hands):
        return False
    hand_fields = (
        "number",
        "player",
        "banker",
        "winner",
        "player_total",
        "banker_total",
        "player_pair",
        "banker_pair",
        "natural",
    )
    return all(
        getattr(x, f) == getattr(y, f)
        for x, y in zip(a.hands, b.hands, strict=True)
        for f in hand_fields
    )
