"""Replaying a stored shoe hand by hand: the roads as of each hand, the cards in dealing
order with the reason for each draw and stand, the exact odds and house edges before the
hand (main bets and side bets) and the problems the replay found there."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.engine.cards import Card, Composition, CompositionError
from tracker.engine.coup import NotEnoughCards, deal_order, resolve_coup
from tracker.engine.explain import draw_reasons
from tracker.engine.odds import HouseEdges, Odds, is_warm, odds
from tracker.engine.rules import RuleSet
from tracker.engine.sidebets import SideBetOdds, side_bet_odds
from tracker.history.checked import KeptProblem
from tracker.history.records import HandRecord, ShoeRecord
from tracker.roads import Result, Roads, compute_roads
from tracker.roads.model import OutcomeError
from tracker.store import Library, ShoeSummary
from tracker.translatable import QT_TRANSLATE_NOOP, Message

_MIN_CARDS = 6  # the most a coup can use


@dataclass(frozen=True, slots=True)
class HandOdds:
    """The odds of the next coup from the cards left before a hand, and each bet's edge."""

    main: Odds[float]
    edges: HouseEdges[float]
    side: SideBetOdds[float]
    left: Composition
    """The cards left before the hand, for the side bets a window chose."""


@dataclass(frozen=True, slots=True)
class ReplayHand:
    """What the replay shows at one hand.

    ``dealt`` holds the cards in dealing order (``None`` for a hand recorded without
    cards); ``reasons`` why each side drew or stood, by the rules, from those cards;
    ``odds`` the odds before the hand, or ``None`` with ``odds_note`` saying why not.
    """

    position: int
    hand: HandRecord
    dealt: tuple[Card, ...] | None
    reasons: tuple[Message, ...]
    odds: HandOdds | None
    odds_note: Message
    problems: tuple[KeptProblem, ...]


class ShoeReplay:
    """A shoe to step through: each hand's view, and the roads as of each hand, computed
    when first asked and kept (a step back costs a look-up)."""

    def __init__(
        self,
        shoe: ShoeRecord,
        summary: ShoeSummary | None = None,
        problems: tuple[KeptProblem, ...] = (),
    ) -> None:
        self.shoe = shoe
        self.summary = summary
        self.problems = problems
        self.rules = shoe.rules if shoe.rules is not None else RuleSet(decks=shoe.effective_decks)
        self._results: list[Result | None] = []
        for hand in shoe.hands:
            try:
                self._results.append(Result.from_hand(hand))
            except OutcomeError:
                self._results.append(None)  # neither a winner nor cards: off the roads
        self._roads: dict[int, Roads] = {}
        self._hands: dict[int, ReplayHand] = {}
        self._left: list[Composition | Message] = []

    def __len__(self) -> int:
        return len(self.shoe.hands)

    def results(self, count: int) -> list[Result]:
        """The results of the first ``count`` hands, as the scorecards take them."""
        return [r for r in self._results[:count] if r is not None]

    def roads(self, count: int) -> Roads:
        """The roads of the first ``count`` hands (as of hand ``count``)."""
        count = max(0, min(count, len(self)))
        roads = self._roads.get(count)
        if roads is None:
            roads = compute_roads(self.results(count))
            self._roads[count] = roads
        return roads

    def problems_at(self, position: int) -> tuple[KeptProblem, ...]:
        return tuple(k for k in self.problems if k.position == position)

    def hand(self, position: int) -> ReplayHand:
        """The view of the hand at ``position`` (0-based)."""
        view = self._hands.get(position)
        if view is None:
            view = self._view(position)
            self._hands[position] = view
        return view

    def _view(self, position: int) -> ReplayHand:
        hand = self.shoe.hands[position]
        dealt: tuple[Card, ...] | None = None
        reasons: tuple[Message, ...] = ()
        if hand.player is not None and hand.banker is not None:
            dealt = deal_order(hand.player, hand.banker)
            reasons = _reasons(hand.player, hand.banker, dealt)
        left = self._left_before(position)
        hand_odds: HandOdds | None = None
        if isinstance(left, Message):
            note = left
        else:
            main = odds(left)
            hand_odds = HandOdds(
                main,
                main.house_edges(self.rules),
                side_bet_odds(left, compiled_kernel=is_warm()),
                left,
            )
            note = Message(
                QT_TRANSLATE_NOOP("Messages", "{n} cards left before this hand"), n=left.total
            )
        return ReplayHand(
            position, hand, dealt, reasons, hand_odds, note, self.problems_at(position)
        )

    def _left_before(self, position: int) -> Composition | Message:
        """The cards left before the hand at ``position``, or why they are not known."""
        if not self._left:
            decks = self.shoe.effective_decks
            try:
                self._left.append(Composition.full(decks).remove(list(self.shoe.burn), decks))
            except CompositionError as exc:
                self._left.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "the burn cards cannot come from the shoe ({reason})"
                        ),
                        reason=exc,
                    )
                )
        while len(self._left) <= position:
            before = self._left[-1]
            index = len(self._left) - 1
            if isinstance(before, Message):
                self._left.append(before)
                continue
            earlier = self.shoe.hands[index]
            if earlier.player is None or earlier.banker is None:
                self._left.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "hand {number} records no cards, so the cards left after it are "
                            "not known",
                        ),
                        number=earlier.number,
                    )
                )
                continue
            try:
                self._left.append(
                    before.remove([*earlier.player, *earlier.banker], self.shoe.effective_decks)
                )
            except CompositionError:
                self._left.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "the cards up to hand {number} cannot all come from the shoe",
                        ),
                        number=earlier.number,
                    )
                )
        left = self._left[position]
        if isinstance(left, Composition) and left.total < _MIN_CARDS:
            return Message(
                QT_TRANSLATE_NOOP("Messages", "{n} cards left: too few for a coup"), n=left.total
            )
        return left


def _reasons(
    player: tuple[Card, ...], banker: tuple[Card, ...], dealt: tuple[Card, ...]
) -> tuple[Message, ...]:
    """Why each side drew or stood, by the rules, from the cards in dealing order; where
    the recorded hand did otherwise, the rules' course is said and then what was recorded."""
    if len(player) < 2 or len(banker) < 2:
        return (
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "Each side is dealt two cards first; this hand records fewer."
                )
            ),
        )
    try:
        coup = resolve_coup(dealt)
    except NotEnoughCards:
        return (
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "By the rules this hand needs more cards than are recorded (the problem "
                    "says which).",
                )
            ),
        )
    reasons = draw_reasons(coup)
    if len(coup.player) != len(player) or len(coup.banker) != len(banker):
        reasons.append(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "As recorded, the Player holds {player} cards and the Banker {banker}: "
                    "the rules give {rules_player} and {rules_banker}.",
                ),
                player=len(player),
                banker=len(banker),
                rules_player=len(coup.player),
                rules_banker=len(coup.banker),
            )
        )
    return tuple(reasons)


def load_replay(library: Library, shoe_id: int) -> ShoeReplay:
    """A stored shoe, its summary and its kept problems, ready to step through.

    :raises UnknownShoeError: when no shoe has that id.
    """
    summary, shoe = library.shoe_with_record(shoe_id)
    kept = library.problems([shoe_id])
    return ShoeReplay(shoe, summary, kept[0].problems if kept else ())
