"""Writing the app's own shoe JSON (see :mod:`tracker.shoefile.jsonformat` for the layout):
one hand a line, built as text directly since an export writes every hand of a library."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import IO, Any

import tracker
from tracker.engine.cards import Card
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.shoefile.jsonformat import FORMAT_VERSION

_ENCODER = json.JSONEncoder(ensure_ascii=False)


def _hand_dict(hand: HandRecord) -> dict[str, Any]:
    data: dict[str, Any] = {
        "hand": hand.number,
        "player": None if hand.player is None else [str(card) for card in hand.player],
        "banker": None if hand.banker is None else [str(card) for card in hand.banker],
        "winner": None if hand.winner is None else hand.winner.value,
        "player_total": hand.player_total,
        "banker_total": hand.banker_total,
        "player_pair": hand.player_pair,
        "banker_pair": hand.banker_pair,
        "natural": hand.natural,
    }
    if hand.extra:
        data["extra"] = hand.extra
    return data


_FLAG_JSON = {None: "null", True: "true", False: "false"}


def _cards_json(cards: tuple[Card, ...] | None) -> str:
    if cards is None:
        return "null"
    # Card text is ASCII letters and digits: nothing in it needs escaping.
    return "[" + ", ".join(f'"{card}"' for card in cards) + "]"


def _hand_json(hand: HandRecord, encode: Callable[[Any], str]) -> str:
    """One hand as a JSON object, the same text ``encode(_hand_dict(hand))`` gives, built
    directly: an export writes every hand of the library through here."""
    winner = hand.winner
    if winner is None:
        winner_text = "null"
    elif winner is Winner.BANKER:
        winner_text = '"B"'
    elif winner is Winner.PLAYER:
        winner_text = '"P"'
    else:
        winner_text = '"T"'
    pt, bt = hand.player_total, hand.banker_total
    text = (
        f'{{"hand": {int(hand.number)}, "player": {_cards_json(hand.player)}, '
        f'"banker": {_cards_json(hand.banker)}, "winner": {winner_text}, '
        f'"player_total": {"null" if pt is None else int(pt)}, '
        f'"banker_total": {"null" if bt is None else int(bt)}, '
        f'"player_pair": {_FLAG_JSON[hand.player_pair]}, '
        f'"banker_pair": {_FLAG_JSON[hand.banker_pair]}, '
        f'"natural": {_FLAG_JSON[hand.natural]}'
    )
    if hand.extra:
        text += ', "extra": ' + encode(hand.extra)
    return text + "}"


def shoe_dict(shoe: ShoeRecord) -> dict[str, Any]:
    """A shoe as the JSON object of the shoe JSON format (hands included)."""
    return {**_details_dict(shoe), "hands": [_hand_dict(hand) for hand in shoe.hands]}


def _details_dict(shoe: ShoeRecord) -> dict[str, Any]:
    return {
        "label": shoe.label,
        "kind": shoe.kind.value,
        "casino": shoe.casino,
        "table": shoe.table,
        "started": None if shoe.started is None else shoe.started.isoformat(),
        "decks": shoe.decks,
        "rules": None if shoe.rules is None else shoe.rules.to_dict(),
        "burn": [str(card) for card in shoe.burn],
        "cut_card": shoe.cut_card,
        "notes": shoe.notes,
        "source": shoe.source,
        "extra": shoe.extra,
    }


def write_json_stream(shoes: Iterable[ShoeRecord], stream: IO[str]) -> tuple[int, int]:
    """Write the shoe JSON document to a text stream, one hand per line; (shoes, hands)."""
    shoe_count = hand_count = 0
    stream.write(
        f'{{"format_version": {FORMAT_VERSION}, '
        f'"generator": {json.dumps("tracker " + tracker.__version__)}, "shoes": ['
    )
    encode = _ENCODER.encode
    for shoe in shoes:
        head = _ENCODER.encode(_details_dict(shoe))
        stream.write(("\n" if shoe_count == 0 else ",\n") + head[:-1] + ', "hands": [')
        for number, hand in enumerate(shoe.hands):
            stream.write("\n  " if number == 0 else ",\n  ")
            stream.write(_hand_json(hand, encode))
        stream.write("]}")
        shoe_count += 1
        hand_count += len(shoe.hands)
    stream.write("\n]}\n")
    return shoe_count, hand_count


__all__ = ["shoe_dict", "write_json_stream"]
