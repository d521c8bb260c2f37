"""A shoe of cards dealt the way a casino deals it: shuffled, burned, dealt to the cut card.

Also the online style, where a full shoe is shuffled before every coup. Shuffling uses the
engine's own generator (:mod:`tracker.engine.prng`), seeded from an int for repeatable
deals or from the operating system's entropy; never the global random state.
"""

from __future__ import annotations

from tracker.engine.cards import Card, Composition
from tracker.engine.coup import Coup, resolve_coup
from tracker.engine.kernels import draw_card
from tracker.engine.prng import Random
from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class ShoeFinished(UserError, RuntimeError):
    """A coup was asked of a shoe that is finished (the cut card came out)."""

    def __init__(self) -> None:
        super().__init__(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the shoe is finished: the cut card came out and the last hand "
                    "was dealt; shuffle a new shoe",
                )
            )
        )


class Shoe:
    """Cards for coups, dealt by casino custom.

    At each shuffle the first card is turned and as many cards as its value are burned
    (ten for a ten or face card), unless ``rules.burn`` is off. The cut card sits
    ``rules.cut_card`` cards from the end: when it comes out during a hand, that hand is
    finished, then ``rules.hands_after_cut`` more hands, and the shoe is over.

    In the online style (``rules.reshuffle_every_round``) every coup is dealt from a full,
    freshly shuffled shoe, with no burn and no cut card, and the shoe never finishes.

    Shuffling draws each card at random from the cards not yet dealt as it is dealt (a
    Fisher–Yates shuffle done on demand), which is the same as shuffling the whole shoe
    first. ``Shoe(rules, seed)`` deals the same shoes as
    :func:`tracker.engine.simulate.simulate` with that seed.
    """

    def __init__(self, rules: RuleSet | None = None, seed: int | None = None) -> None:
        """:raises SeedError: for a seed outside 0 to 2**64 - 1."""
        self.rules = RuleSet() if rules is None else rules
        self.seed = seed
        self._random = Random.from_entropy() if seed is None else Random.from_seed(seed)
        # Card indexes 0-51, deck after deck; their order carries over from shoe to shoe,
        # which does not matter: every card is drawn at random from the undealt part.
        self._deck = [i % 52 for i in range(self.rules.cards)]
        self._k = 0
        self.shoe_number = 0
        self.shuffle()

    # -- state ---------------------------------------------------------------------------

    @property
    def cut_position(self) -> int:
        """Cards in front of the cut card (burn cards included)."""
        return self.rules.cards - self.rules.cut_card

    @property
    def burn_cards(self) -> tuple[Card, ...]:
        """The card turned at the shuffle, then the cards burned."""
        return self._burn

    @property
    def dealt(self) -> tuple[Card, ...]:
        """The cards dealt to coups since the shuffle, in dealing order (in the online style:
        the cards of the last coup)."""
        return tuple(Card.from_index(i) for i in self._deck[len(self._burn) : self._k])

    @property
    def cards_left(self) -> int:
        """Cards the next coup is dealt from."""
        if self.rules.reshuffle_every_round:
            return self.rules.cards
        return self.rules.cards - self._k

    def remaining(self) -> Composition:
        """The composition the next coup is dealt from (burn cards are out of it too)."""
        full = Composition.full(self.rules.decks)
        if self.rules.reshuffle_every_round:
            return full
        ranks = list(full.ranks)
        for index in self._deck[: self._k]:
            ranks[index // 4] -= 1
        return Composition(tuple(ranks))

    @property
    def hands_dealt(self) -> int:
        """Coups dealt since the shuffle."""
        return self._hands

    @property
    def cut_card_out(self) -> bool:
        return self._cut_hand > 0

    @property
    def cut_hand(self) -> int | None:
        """The hand during which the cut card came out, if it has."""
        return self._cut_hand or None

    @property
    def finished(self) -> bool:
        """Whether the shoe is over (never in the online style)."""
        return self._left == 0

    # -- dealing -------------------------------------------------------------------------

    def _draw(self) -> Card:
        s0, s1, s2, s3 = self._random.state
        index, s0, s1, s2, s3 = draw_card(self._deck, self._k, s0, s1, s2, s3)
        self._random = Random((s0, s1, s2, s3))
        self._k += 1
        return Card.from_index(index)

    def shuffle(self) -> None:
        """Start a new shoe: shuffle all the cards back in, then burn by custom."""
        self.shoe_number += 1
        self._k = 0
        self._hands = 0
        self._cut_hand = 0
        self._left = -1  # hands still to deal once the cut card is out
        burn: list[Card] = []
        if self.rules.burn and not self.rules.reshuffle_every_round:
            first = self._draw()
            burn.append(first)
            count = first.value or 10
            burn.extend(self._draw() for _ in range(count))
        self._burn = tuple(burn)

    def deal_coup(self) -> Coup:
        """Deal the next coup.

        :raises ShoeFinished: when the shoe is over; call :meth:`shuffle` first.
        """
        if self.finished:
            raise ShoeFinished
        if self.rules.reshuffle_every_round:
            self._k = 0
        coup = resolve_coup(self._draw)
        self._hands += 1
        if self.rules.reshuffle_every_round:
            return coup
        if self._left < 0:
            if self._k > self.cut_position:
                self._cut_hand = self._hands
                self._left = self.rules.hands_after_cut
        else:
            self._left -= 1
        return coup

    def deal_shoe(self) -> list[Coup]:
        """Deal coups until the shoe is over (casino style only).

        :raises ValueError: in the online style, where a shoe never ends.
        """
        if self.rules.reshuffle_every_round:
            raise ValueError("in the online style a shoe never ends")
        coups = []
        while not self.finished:
            coups.append(self.deal_coup())
        return coups
