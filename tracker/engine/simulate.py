"""Fast simulation of many shoes into numpy arrays, for statistics baselines and
betting-system backtests.

Shoes are dealt exactly as :class:`tracker.engine.shoe.Shoe` deals them (burn, cut card,
hands after the cut, or the online style), from the engine's own seeded generator: the same
seed gives the same hands, and the first shoe of ``simulate(n, rules, seed)`` is the shoe
``Shoe(rules, seed)`` deals, card for card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tracker.engine.cards import RANKS, SUITS, Card
from tracker.engine.coup import Coup
from tracker.engine.kernels import (
    BANKER,
    HAND_BYTES,
    PLAYER,
    TIE,
    compiled,
    simulate_kernel,
)
from tracker.engine.prng import entropy_seed, seed_state
from tracker.engine.rules import RuleSet
from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

MAX_BURN = 11
"""The first card turned plus up to ten burned for a ten or face card."""

WINNER_LETTERS = {BANKER: "B", PLAYER: "P", TIE: "T"}
CARD_TEXT: tuple[str, ...] = tuple(RANKS[i // 4] + SUITS[i % 4] for i in range(52))
"""The notation of each card index 0–51 (rank × 4 + suit)."""

HAND_RECORD = np.dtype(
    [
        ("cards", "i1", 6),
        ("player_total", "i1"),
        ("banker_total", "i1"),
        ("winner", "i1"),
        ("player_pair", "?"),
        ("banker_pair", "?"),
        ("natural", "?"),
        ("hand", "<i2"),
        ("unused", "<i2"),
    ]
)
"""A hand as the kernel writes it: two little-endian 64-bit words, byte by byte as
:data:`tracker.engine.kernels.HAND_BYTES` lays them out."""
assert HAND_RECORD.itemsize == len(HAND_BYTES) == 16

CSV_HEADER = (
    "shoe,hand,player,banker,winner,player_total,banker_total,player_pair,banker_pair,natural,"
    "decks,shoe_kind"
)
"""The hands CSV's columns; ``shoe_kind`` says the shoes were simulated, not recorded."""


class SimulationError(UserError, ValueError):
    """A simulation that cannot be run as asked (a bad number of shoes or hands)."""


@dataclass(frozen=True, slots=True, eq=False)
class Simulation:
    """Many dealt shoes, one row per hand (``hand_*`` arrays) and one per shoe (``shoe_*``).

    - ``hand_shoe``: shoe index from 0; ``hand_number``: 1, 2, … within the shoe.
    - ``hand_winner``: 0 Banker, 1 Player, 2 Tie (:data:`WINNER_LETTERS`).
    - ``hand_player_total``/``hand_banker_total``, ``hand_player_pair``/``hand_banker_pair``,
      ``hand_natural`` (either two-card total 8 or 9).
    - ``hand_cards``: card indexes 0–51 (:meth:`Card.from_index`), the Player's three slots
      then the Banker's; ``-1`` where no third card was drawn.
    - ``shoe_burn``: burn cards (the card turned first, then those burned), ``-1`` padded;
      ``shoe_hands``: hands dealt; ``shoe_cut_hand``: the hand during which the cut card
      came out (0 in the online style); ``shoe_cards_used``: cards out of the shoe at the end.

    The ``hand_`` arrays other than ``hand_shoe`` are views of one record per hand
    (:data:`HAND_RECORD`), so they are strided, not contiguous.
    """

    rules: RuleSet
    seed: int
    hand_shoe: npt.NDArray[np.int32]
    hand_number: npt.NDArray[np.int16]
    hand_winner: npt.NDArray[np.int8]
    hand_player_total: npt.NDArray[np.int8]
    hand_banker_total: npt.NDArray[np.int8]
    hand_player_pair: npt.NDArray[np.bool_]
    hand_banker_pair: npt.NDArray[np.bool_]
    hand_natural: npt.NDArray[np.bool_]
    hand_cards: npt.NDArray[np.int8]
    shoe_burn: npt.NDArray[np.int8]
    shoe_hands: npt.NDArray[np.int16]
    shoe_cut_hand: npt.NDArray[np.int16]
    shoe_cards_used: npt.NDArray[np.int16]

    @property
    def shoes(self) -> int:
        return len(self.shoe_hands)

    @property
    def hands(self) -> int:
        return len(self.hand_shoe)

    @property
    def hand_card_count(self) -> npt.NDArray[np.int64]:
        """Cards used by each hand (4, 5 or 6)."""
        return np.asarray((self.hand_cards >= 0).sum(axis=1), dtype=np.int64)

    def coups(self, shoe: int) -> list[Coup]:
        """The hands of shoe ``shoe`` (from 0) as resolved coups, with their reasons."""
        from tracker.engine.coup import resolve_coup

        start = int(self.shoe_hands[:shoe].sum())
        coups = []
        for row in range(start, start + int(self.shoe_hands[shoe])):
            cells = self.hand_cards[row].tolist()
            player = [c for c in cells[:3] if c >= 0]
            banker = [c for c in cells[3:] if c >= 0]
            order = [player[0], banker[0], player[1], banker[1], *player[2:], *banker[2:]]
            coups.append(resolve_coup(Card.from_index(c) for c in order))
        return coups

    def burn_cards(self, shoe: int) -> tuple[Card, ...]:
        return tuple(Card.from_index(c) for c in self.shoe_burn[shoe].tolist() if c >= 0)

    def csv_lines(self, first_shoe: int = 1, *, header: bool = True) -> Iterator[str]:
        """The shoes as a hands CSV (header first, unless ``header`` is false: a later
        batch of the same file), one line at a time, each ending in a newline. Shoes are
        labelled ``first_shoe``, ``first_shoe + 1``, …"""
        if header:
            yield CSV_HEADER + "\n"
        decks = self.rules.decks
        text = CARD_TEXT
        winners = [WINNER_LETTERS[w] for w in range(3)]
        # Plain lists: indexing numpy arrays one element at a time is far slower.
        columns = zip(
            self.hand_shoe.tolist(),
            self.hand_number.tolist(),
            self.hand_cards.tolist(),
            self.hand_winner.tolist(),
            self.hand_player_total.tolist(),
            self.hand_banker_total.tolist(),
            self.hand_player_pair.view(np.int8).tolist(),
            self.hand_banker_pair.view(np.int8).tolist(),
            self.hand_natural.view(np.int8).tolist(),
            strict=True,
        )
        for shoe, hand, (p1, p2, p3, b1, b2, b3), w, pt, bt, pp, bp, nat in columns:
            player = f"{text[p1]} {text[p2]} {text[p3]}" if p3 >= 0 else f"{text[p1]} {text[p2]}"
            banker = f"{text[b1]} {text[b2]} {text[b3]}" if b3 >= 0 else f"{text[b1]} {text[b2]}"
            yield (
                f"{shoe + first_shoe},{hand},{player},{banker},{winners[w]},{pt},{bt},"
                f"{pp},{bp},{nat},{decks},simulated\n"
            )


def _buffers(shoes: int, rows: int) -> tuple[list[npt.NDArray[Any]], list[npt.NDArray[Any]]]:
    # Uninitialised (the kernel sets every cell it uses): the pages of rows never written are
    # never touched, so sizing for the longest possible shoes costs no memory in practice.
    hands: list[npt.NDArray[Any]] = [np.empty(2 * rows, np.int64), np.empty(rows, np.int32)]
    per_shoe: list[npt.NDArray[Any]] = [
        np.empty((shoes, MAX_BURN), np.int8),
        np.empty(shoes, np.int16),
        np.empty(shoes, np.int16),
        np.empty(shoes, np.int16),
    ]
    return hands, per_shoe


BATCH_SHOES = 2_000
"""Shoes dealt at a time by :func:`simulate_batches`: about 3 MB of arrays at 8 decks, and
the lists the CSV lines are made from (some 50 MB)."""


def simulate(
    shoes: int,
    rules: RuleSet | None = None,
    seed: int | None = None,
    *,
    online_hands: int = 60,
    compiled_kernel: bool = True,
) -> Simulation:
    """Deal ``shoes`` shoes under ``rules`` (default: 8 decks, cut card 14 from the end).

    ``seed`` makes the run repeatable; without one a seed is drawn from the operating
    system's entropy and recorded in the result. In the online style
    (``rules.reshuffle_every_round``) each "shoe" is ``online_hands`` hands, each from a
    full shoe. ``compiled_kernel=False`` runs the plain-Python kernel (the same hands,
    far slower); without numba it is always used. The compiled kernel is
    compiled at the first call (slow), unless :func:`tracker.engine.odds.warm_up` ran.

    :raises SimulationError: for fewer than one shoe or ``online_hands``, or more shoes
        than memory holds.
    :raises SeedError: for a seed outside 0 to 2**64 - 1.
    """
    (result,) = simulate_batches(
        shoes,
        rules,
        seed,
        online_hands=online_hands,
        compiled_kernel=compiled_kernel,
        batch=max(shoes, 1) if isinstance(shoes, int) and not isinstance(shoes, bool) else 1,
    )
    return result


def simulate_batches(
    shoes: int,
    rules: RuleSet | None = None,
    seed: int | None = None,
    *,
    online_hands: int = 60,
    compiled_kernel: bool = True,
    batch: int = BATCH_SHOES,
) -> Iterator[Simulation]:
    """:func:`simulate` dealt ``batch`` shoes at a time, in order: the batches together are
    the hands ``simulate(shoes, rules, seed)`` deals (the generator and the shoe's cards
    carry over from batch to batch), in memory for one batch only.

    The arguments are checked before this returns; each batch's ``hand_shoe`` counts from 0.

    :raises SimulationError: as :func:`simulate` does.
    """
    if isinstance(shoes, bool) or not isinstance(shoes, int) or shoes < 1:
        raise SimulationError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the number of shoes must be a whole number of 1 or more, not {shoes!r}",
                ),
                shoes=shoes,
            )
        )
    if not 1 <= online_hands <= 10_000:
        raise SimulationError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "online hands per shoe must be 1 to 10000, not {hands!r}"
                ),
                hands=online_hands,
            )
        )
    if batch < 1:
        raise SimulationError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "a batch must be 1 shoe or more, not {batch!r}"),
                batch=batch,
            )
        )
    rules = RuleSet() if rules is None else rules
    seed = entropy_seed() if seed is None else seed
    state = seed_state(seed)
    return _batches(shoes, rules, seed, state, online_hands, compiled_kernel, batch)


def _batches(
    shoes: int,
    rules: RuleSet,
    seed: int,
    state: Any,
    online_hands: int,
    compiled_kernel: bool,
    batch: int,
) -> Iterator[Simulation]:
    cards = rules.cards
    deck = [i % 52 for i in range(cards)]
    kernels = compiled() if compiled_kernel else None
    kernel: Callable[..., int]
    if kernels is not None:
        kernel = kernels["simulate"]
        state_buf: Any = np.array(state, dtype=np.uint64).view(np.int64)
        deck_buf: Any = np.array(deck, dtype=np.int16)
    else:
        kernel = simulate_kernel
        state_buf = list(state)
        deck_buf = deck
    # A shoe holds at most cards // 4 hands (the online style: online_hands).
    per_shoe_rows = online_hands if rules.reshuffle_every_round else cards // 4
    left = shoes
    while left:
        count = min(batch, left)
        left -= count
        try:
            hands, shoe_bufs = _buffers(count, count * per_shoe_rows)
        except MemoryError:
            raise SimulationError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "not enough memory to simulate {count} shoes at once; simulate fewer",
                    ),
                    count=count,
                )
            ) from None
        # The state and the deck are updated in place: the next batch deals on from them.
        rows = kernel(
            state_buf,
            deck_buf,
            count,
            rules.cut_card,
            rules.hands_after_cut,
            rules.burn,
            rules.reshuffle_every_round,
            online_hands,
            *hands,
            *shoe_bufs,
        )
        words, hand_shoe = hands
        # The kernel placed each field by shifting, not by address: read the words as
        # little-endian (no copy on a little-endian machine) to find the bytes where the
        # record says.
        record = words[: 2 * rows].astype("<i8", copy=False).view(HAND_RECORD)
        yield Simulation(
            rules,
            seed,
            hand_shoe=hand_shoe[:rows],
            hand_number=record["hand"],
            hand_winner=record["winner"],
            hand_player_total=record["player_total"],
            hand_banker_total=record["banker_total"],
            hand_player_pair=record["player_pair"],
            hand_banker_pair=record["banker_pair"],
            hand_natural=record["natural"],
            hand_cards=record["cards"],
            shoe_burn=shoe_bufs[0],
            shoe_hands=shoe_bufs[1],
            shoe_cut_hand=shoe_bufs[2],
            shoe_cards_used=shoe_bufs[3],
        )


def warm_up_simulation(kernels: dict[str, Callable[..., Any]]) -> None:
    """Run the compiled simulation kernel once on one small shoe (compiles it)."""
    rules = RuleSet(decks=1)
    hands, shoe_bufs = _buffers(1, rules.cards // 4)
    state = np.array(seed_state(0), dtype=np.uint64).view(np.int64)
    deck = np.array([i % 52 for i in range(rules.cards)], dtype=np.int16)
    kernels["simulate"](state, deck, 1, rules.cut_card, 1, True, False, 1, *hands, *shoe_bufs)
