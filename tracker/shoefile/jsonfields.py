"""The fields of a shoe JSON, each checked: a hand object made a hand record, a shoe's
details read from its fields, every refusal naming the line and field.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from tracker.engine.cards import Card, CardError, check_decks
from tracker.engine.rules import RuleSet, Winner
from tracker.errors import UserError, message_of
from tracker.history.records import NO_EXTRA, OUTCOME_FIELDS, HandRecord, ShoeKind
from tracker.shoefile.jsonstream import JsonStream, bad_text
from tracker.shoefile.limits import MAX_CUT_CARD, MAX_NUMBER, start_time_error
from tracker.translatable import QT_TRANSLATE_NOOP, Message


def _cards(value: Any, path: JsonStream, line: int, field: str) -> tuple[Card, ...] | None:
    if value is None:
        return None
    tokens = value.split() if isinstance(value, str) else value
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
        raise path.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", 'cards must be a list of card strings such as "9H"')
            ),
            line,
            field,
        )
    cards = []
    for number, token in enumerate(tokens, start=1):
        try:
            cards.append(Card.parse(token))
        except CardError as exc:
            raise path.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "unknown card {token!r} (card {number}): {reason}"
                    ),
                    token=token,
                    number=number,
                    reason=exc.why,
                ),
                line,
                field,
            ) from None
    return tuple(cards)


def _optional(
    data: dict[str, Any], key: str, kind: type | tuple[type, ...], s: JsonStream, line: int
) -> Any:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise s.fail(_not_kind(kind, value), line, key)
    if not isinstance(value, kind):
        raise s.fail(_not_kind(kind, value), line, key)
    return value


def _not_kind(kind: type | tuple[type, ...], value: Any) -> Message:
    """Why ``value`` is refused where a value of ``kind`` belongs."""
    if kind is bool:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected true or false, not {value!r}"), value=value
        )
    if kind is int:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected a whole number, not {value!r}"), value=value
        )
    if kind is str:
        return Message(QT_TRANSLATE_NOOP("Messages", "expected text, not {value!r}"), value=value)
    if kind is dict:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "expected an object, not {value!r}"), value=value
        )
    return Message(
        QT_TRANSLATE_NOOP("Messages", "expected {kind}, not {value!r}"),
        kind=_kind_name(kind),
        value=value,
    )


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {bool: "true or false", int: "a whole number", str: "text", dict: "an object"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _total(data: dict[str, Any], key: str, s: JsonStream, line: int) -> int | None:
    value = _optional(data, key, int, s, line)
    if value is not None and not 0 <= value <= 9:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a total must be 0 to 9, not {value}"), value=value
            ),
            line,
            key,
        )
    return value  # type: ignore[no-any-return]


_WINNERS = {winner.value: winner for winner in Winner}
_HAND_KEYS = frozenset(("hand", "player", "banker", *OUTCOME_FIELDS, "extra"))
_TOTAL_VALUES = frozenset(range(10))


def hand_record(data: Any, s: JsonStream, line: int, position: int) -> HandRecord:
    # Every hand of a library passes here: plain type tests on the common path, the
    # worded checks of _optional only for a value that fails them.
    if type(data) is not dict:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "hand {position} must be an object"),
                position=position,
            ),
            line,
            "hands",
        )
    get = data.get
    number = get("hand", position)
    if type(number) is not int or not 0 <= number <= MAX_NUMBER:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}",
                ),
                cap=MAX_NUMBER,
                text=number,
            ),
            line,
            "hand",
        )
    player = get("player")
    player = None if player is None else _cards(player, s, line, "player")
    banker = get("banker")
    banker = None if banker is None else _cards(banker, s, line, "banker")
    winner_text = get("winner")
    winner = _WINNERS.get(winner_text) if type(winner_text) is str else None
    if winner is None and winner_text is not None:
        if not isinstance(winner_text, str):
            raise s.fail(_not_kind(str, winner_text), line, "winner")
        try:
            winner = Winner.parse(winner_text)
        except ValueError as exc:
            raise s.fail(message_of(exc), line, "winner") from None
    pt, bt = get("player_total"), get("banker_total")
    if not (pt is None or (type(pt) is int and pt in _TOTAL_VALUES)):
        pt = _total(data, "player_total", s, line)
    if not (bt is None or (type(bt) is int and bt in _TOTAL_VALUES)):
        bt = _total(data, "banker_total", s, line)
    pp, bp, natural = get("player_pair"), get("banker_pair"), get("natural")
    if not (pp is None or type(pp) is bool):
        pp = _optional(data, "player_pair", bool, s, line)
    if not (bp is None or type(bp) is bool):
        bp = _optional(data, "banker_pair", bool, s, line)
    if not (natural is None or type(natural) is bool):
        natural = _optional(data, "natural", bool, s, line)
    if not _HAND_KEYS.issuperset(data):
        # Fields a later version may add are not kept, but are held to the same caps.
        for key, value in data.items():
            if key not in _HAND_KEYS:
                s.checked(value, line, key)
    extra = get("extra")
    if extra is None:
        extra = NO_EXTRA
    elif type(extra) is not dict or not all(type(v) is str for v in extra.values()):
        raise s.fail(
            Message(QT_TRANSLATE_NOOP("Messages", "extra must be an object of text values")),
            line,
            "extra",
        )
    elif bad_text(extra):
        s.checked(extra, line, "extra")
    # Straight from the fields in order: the named tuple's own __new__ costs more.
    return tuple.__new__(
        HandRecord, (number, player, banker, winner, pt, bt, pp, bp, natural, line, extra)
    )


def shoe_details(
    s: JsonStream, line: int, position: int, path: str, data: dict[str, Any], lines: dict[str, int]
) -> tuple[str, dict[str, Any]]:
    """A shoe's label and details from its fields read so far, each checked."""

    def at(key: str) -> int:
        return lines.get(key, line)

    label = _optional(data, "label", str, s, at("label"))
    kind_text = _optional(data, "kind", str, s, at("kind")) or ShoeKind.IMPORTED.value
    try:
        kind = ShoeKind(kind_text)
    except ValueError:
        names = ", ".join(k.value for k in ShoeKind)
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "kind must be one of {names}, not {kind!r}"),
                names=names,
                kind=kind_text,
            ),
            at("kind"),
            "kind",
        ) from None
    started_text = _optional(data, "started", str, s, at("started"))
    try:
        started = None if started_text is None else datetime.fromisoformat(started_text)
    except ValueError:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "not an ISO 8601 time: {text!r}"), text=started_text
            ),
            at("started"),
            "started",
        ) from None
    out_of_range = None if started is None else start_time_error(started)
    if out_of_range is not None:
        raise s.fail(out_of_range, at("started"), "started")
    decks = _optional(data, "decks", int, s, at("decks"))
    rules_data = _optional(data, "rules", dict, s, at("rules"))
    try:
        if decks is not None:
            check_decks(decks)
    except UserError as exc:
        raise s.fail(message_of(exc), at("decks"), "decks") from None
    try:
        rules = None if rules_data is None else RuleSet.from_dict(rules_data)
    except (UserError, ValueError, TypeError, OverflowError) as exc:
        raise s.fail(message_of(exc), at("rules"), "rules") from None
    cut_card = _optional(data, "cut_card", int, s, at("cut_card"))
    if cut_card is not None and not 0 <= cut_card <= MAX_CUT_CARD:
        raise s.fail(
            Message(
                QT_TRANSLATE_NOOP("Messages", "cut_card must be 0 to {cap:,}, not {cut_card}"),
                cap=MAX_CUT_CARD,
                cut_card=cut_card,
            ),
            at("cut_card"),
            "cut_card",
        )
    extra = data.get("extra") or {}
    if not isinstance(extra, dict):
        raise s.fail(
            Message(QT_TRANSLATE_NOOP("Messages", "extra must be an object")), at("extra"), "extra"
        )
    return str(position) if label is None else label, {
        "casino": _optional(data, "casino", str, s, at("casino")),
        "table": _optional(data, "table", str, s, at("table")),
        "started": started,
        "decks": decks,
        "rules": rules,
        "burn": _cards(data.get("burn"), s, at("burn"), "burn") or (),
        "cut_card": cut_card,
        "notes": _optional(data, "notes", str, s, at("notes")) or "",
        "source": _optional(data, "source", str, s, at("source")) or path,
        "kind": kind,
        "extra": extra,
    }


__all__ = ["hand_record", "shoe_details"]
