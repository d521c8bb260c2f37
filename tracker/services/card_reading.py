"""Typing a hand's cards: what the cards typed so far read as (the hand they make, the
drawing rules they break, what is still to come, a card typed wrong), checked against
the cards the shoe has left."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tracker.engine.cards import Card, CardError, Composition, CompositionError, parse_cards
from tracker.engine.coup import NotEnoughCards, expected_cards, resolve_coup
from tracker.engine.rules import hand_total, is_natural, winner_of
from tracker.errors import message_of
from tracker.history import HandRecord
from tracker.history.replay import card_problems
from tracker.translatable import QT_TRANSLATE_NOOP, Message


@dataclass(frozen=True, slots=True)
class CardsReading:
    """What a hand's cards typed so far say.

    ``hand`` is the hand the cards make (outcome, totals, pairs and natural from the
    cards), once there are enough of them; ``problems`` the drawing rules it breaks (a
    misdeal: it can still be kept, with a note); ``waiting`` what is still to come when the
    rules deal more cards; ``error`` why it cannot be stored at all (a card typed wrong, a
    card the shoe no longer holds), and ``brief`` the same in a few words for one line
    (what is wrong and where, without what was expected), when it differs.

    Each text is a :class:`~tracker.translatable.Message` (its ``str()`` the English), for a
    window to show in its language.
    """

    hand: HandRecord | None = None
    problems: tuple[str | Message, ...] = ()
    waiting: str | Message | None = None
    error: str | Message | None = None
    brief: str | Message | None = None

    @property
    def short_error(self) -> str | Message | None:
        """The error in a few words (:attr:`brief`, else the whole :attr:`error`)."""
        return self.error if self.brief is None else self.brief

    @property
    def ready(self) -> bool:
        """Complete and by the rules: Enter stores it."""
        return self.hand is not None and not self.problems and self.error is None

    @property
    def misdeal(self) -> bool:
        """Complete enough to store, but against the rules: kept only with a note."""
        return self.hand is not None and bool(self.problems) and self.error is None


def hand_from_cards(player: Sequence[Card], banker: Sequence[Card]) -> HandRecord:
    """A hand as its cards make it: totals, winner, pairs (unknown for two bare zeros)
    and natural come from the cards as dealt, by the rules or not."""
    p_total = hand_total([card.value for card in player])
    b_total = hand_total([card.value for card in banker])
    p_two = hand_total([card.value for card in player[:2]])
    b_two = hand_total([card.value for card in banker[:2]])
    return HandRecord(
        number=0,
        player=tuple(player),
        banker=tuple(banker),
        winner=winner_of(p_total, b_total),
        player_total=p_total,
        banker_total=b_total,
        player_pair=player[0].same_rank(player[1]),
        banker_pair=banker[0].same_rank(banker[1]),
        natural=is_natural(p_two) or is_natural(b_two),
    )


def read_cards(text: str, left: Composition | None = None, decks: int = 8) -> CardsReading:
    """Read a hand typed in card notation, checked against the drawing rules and, when
    ``left`` is known, against the cards the shoe still holds.

    ``"7h kd / 3s kc 5d"`` gives the Player's cards, then the Banker's; without ``/``
    the cards are read in dealing order (Player, Banker, Player, Banker, then the third
    cards as the rules deal them). Ranks alone (``"7 k / 3 k 5"``) are enough.
    """
    text = text.strip()
    if not text:
        return CardsReading()
    try:
        if "/" in text:
            player_text, _, banker_text = text.partition("/")
            if "/" in banker_text:
                return CardsReading(
                    error=Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "one / only: the Player's cards / the Banker's cards"
                        )
                    )
                )
            player = parse_cards(
                player_text, Message(QT_TRANSLATE_NOOP("Messages", "the Player's cards"))
            )
            banker = parse_cards(
                banker_text, Message(QT_TRANSLATE_NOOP("Messages", "the Banker's cards"))
            )
        else:
            player, banker, extra = _dealt(
                parse_cards(text, Message(QT_TRANSLATE_NOOP("Messages", "the cards")))
            )
            if extra is not None:
                return CardsReading(error=extra)
    except CardError as exc:
        return CardsReading(error=message_of(exc), brief=_card_brief(exc))
    except _Waiting as waiting:
        return CardsReading(waiting=message_of(waiting))
    if len(player) > 3:
        return CardsReading(
            error=Message(
                QT_TRANSLATE_NOOP("Messages", "the Player holds 2 or 3 cards, not {count}"),
                count=len(player),
            )
        )
    if len(banker) > 3:
        return CardsReading(
            error=Message(
                QT_TRANSLATE_NOOP("Messages", "the Banker holds 2 or 3 cards, not {count}"),
                count=len(banker),
            )
        )
    if len(player) < 2:
        return CardsReading(
            waiting=Message(QT_TRANSLATE_NOOP("Messages", "the Player's first two cards"))
        )
    if len(banker) < 2:
        return CardsReading(
            waiting=Message(QT_TRANSLATE_NOOP("Messages", "the Banker's first two cards"))
        )
    if left is not None:
        try:
            left.remove([*player, *banker], decks)
        except CompositionError as exc:
            return CardsReading(
                error=Message(
                    QT_TRANSLATE_NOOP("Messages", "not in this shoe any more: {reason}"),
                    reason=message_of(exc),
                )
            )
    hand = hand_from_cards(player, banker)
    problems = tuple(card_problems(hand))
    want_player, want_banker = expected_cards(player, banker)
    if len(player) == want_player and len(banker) == want_banker - 1:
        # Typed in order, the Banker's third card is simply still to come.
        return CardsReading(hand=hand, problems=problems, waiting=BANKER_THIRD)
    return CardsReading(hand=hand, problems=problems)


PLAYER_THIRD = Message(QT_TRANSLATE_NOOP("Messages", "the Player's third card"))
BANKER_THIRD = Message(QT_TRANSLATE_NOOP("Messages", "the Banker's third card"))


def _card_brief(exc: CardError) -> Message:
    """A card typed wrong in a few words: where it stood and the token, without what a
    card should look like."""
    brief = Message(QT_TRANSLATE_NOOP("Messages", "unknown card {token!r}"), token=exc.token)
    if exc.where:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"), place=exc.where, reason=brief
        )
    return brief


class _Waiting(Exception):
    """The cards in dealing order stop before the rules finish the coup."""


def _dealt(cards: list[Card]) -> tuple[list[Card], list[Card], Message | None]:
    """Cards in dealing order split into the two hands as the rules deal them; the
    message when more cards were typed than the rules deal."""
    if len(cards) < 4:
        raise _Waiting(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "{count} more of the first four cards (Player, Banker, …)"
                ),
                count=4 - len(cards),
            )
        )
    try:
        coup = resolve_coup(cards)
    except NotEnoughCards:
        dealt = resolve_coup([*cards, *([cards[0]] * 2)])
        player_third = len(dealt.player) == 3 and len(cards) < 5
        raise _Waiting(PLAYER_THIRD if player_third else BANKER_THIRD) from None
    taken = len(coup.player) + len(coup.banker)
    if taken < len(cards):
        return (
            [],
            [],
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{count} card(s) more than the rules deal; to keep a misdeal type "
                    "the Player's cards / the Banker's cards",
                ),
                count=len(cards) - taken,
            ),
        )
    return list(coup.player), list(coup.banker), None
