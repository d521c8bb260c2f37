"""A side-bet count and the table it is played at, and dealing shoes to play it: the
counting lab's engine. The figures over many shoes are :mod:`tracker.stats.counting`'s."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from tracker.engine.countkernel import (
    BY_BANKER_PAIR,
    BY_PLAYER_PAIR,
    BY_VALUES,
    PAYS,
    PERFECT,
    RC_ABOVE,
    RC_AT_LEAST,
    TC_AT_LEAST,
    TC_BUCKETS,
    compiled_count_kernel,
    count_kernel,
    pay_index,
)
from tracker.engine.outcomes import OUTCOMES
from tracker.engine.prng import seed_state
from tracker.engine.rules import RuleSet
from tracker.engine.sidebet_table import SIDE_BET_IDS, Outcome, Reads, side_bet
from tracker.errors import UserError, message_of
from tracker.translatable import QT_TRANSLATE_NOOP, Message

RANK_NAMES = "A23456789TJQK"
"""The ranks a count tags, in the order of :attr:`Count.tags` (T is the ten)."""

RULES = {"rc>": RC_ABOVE, "rc>=": RC_AT_LEAST, "tc>=": TC_AT_LEAST, "perfect": PERFECT}

AFTER_CUT = {"one": 1, "stop": 0}
"""When the cut card comes out: one more hand (the usual rule), or stop at once."""


class CountError(UserError, ValueError):
    """A count or a table that cannot be played as given."""


@dataclass(frozen=True, slots=True)
class Count:
    """A count: its value for each rank (:data:`RANK_NAMES` order), where it starts, when it
    bets (``rule`` of :data:`RULES` against ``threshold``), the side bet and the stake."""

    tags: tuple[int, ...]
    start: int
    rule: str
    threshold: float
    bet: str
    stake: float = 1.0

    def __post_init__(self) -> None:
        if len(self.tags) != 13:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "a count tags 13 ranks, not {count}"),
                    count=len(self.tags),
                )
            )
        if self.rule not in RULES:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "a betting rule is one of {rules}, not {rule!r}"),
                    rules=", ".join(RULES),
                    rule=self.rule,
                )
            )
        if self.bet not in SIDE_BET_IDS:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "the lab plays the side bets {bets}, not {bet!r}"
                    ),
                    bets=", ".join(SIDE_BET_IDS),
                    bet=self.bet,
                )
            )
        if not self.stake > 0:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "the stake must be more than 0, not {stake}"),
                    stake=self.stake,
                )
            )

    @property
    def label(self) -> str:
        """The bet as a layout names it, with what it pays."""
        rule = side_bet(self.bet)
        return f"{rule.name} ({rule.pays})"

    def describe(self) -> str:
        """The count in one line: its tags (ranks sharing a value grouped), start and rule."""
        if self.rule == "perfect":
            return f"{self.label} whenever the exact edge is in the player's favour"
        groups: dict[int, str] = {}
        for rank, tag in zip(RANK_NAMES, self.tags, strict=True):
            if tag:
                groups[tag] = groups.get(tag, "") + rank
        tags = ", ".join(f"{ranks} {tag:+d}" for tag, ranks in groups.items()) or "none"
        threshold = f"{self.threshold:g}"
        return f"{self.label}: tags {tags}; start {self.start:+d}; bet when {self.rule}{threshold}"


def parse_tags(text: str) -> tuple[int, ...]:
    """``A:1,4:-1,8:2`` (rank:value, ranks A 2–9 T J Q K; ``10`` for T) as 13 tags; ranks
    not named count 0.

    :raises CountError: naming the item that is not a rank and a whole number.
    """
    tags = [0] * 13
    named: set[str] = set()
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        rank, sep, value = item.partition(":")
        rank = rank.strip().upper()
        rank = "T" if rank == "10" else rank
        if not sep or len(rank) != 1 or rank not in RANK_NAMES:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K",
                    ),
                    item=item,
                )
            )
        try:
            number = int(value)
        except ValueError:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "--tags: the value of {rank} must be a whole number, not {value!r}",
                    ),
                    rank=rank,
                    value=value,
                )
            ) from None
        if rank in named:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "--tags: the rank {rank} is given twice"),
                    rank=rank,
                )
            )
        named.add(rank)
        tags[RANK_NAMES.index(rank)] = number
    if not named:
        raise CountError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "--tags: give at least one rank's value, e.g. 8:2,9:2,4:-1"
                )
            )
        )
    return tuple(tags)


_RULE = re.compile(r"^\s*(rc>=|rc>|tc>=)\s*([-+]?\d+(?:\.\d+)?)\s*$")


def parse_rule(text: str) -> tuple[str, float]:
    """``rc>N``, ``rc>=N`` (N whole) or ``tc>=N`` as (rule, threshold).

    :raises CountError: for anything else.
    """
    found = _RULE.match(text)
    if found is None or (found.group(1) != "tc>=" and "." in found.group(2)):
        raise CountError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "--bet-when: expected rc>N or rc>=N (N whole) or tc>=N, not {text!r}",
                ),
                text=text,
            )
        )
    return found.group(1), float(found.group(2))


@dataclass(frozen=True, slots=True)
class CountTable:
    """The table a count plays at: decks, cards behind the cut card, what happens when the
    cut card comes out, and the burn (the first card turned face up and counted, then as
    many burned face down as its value, ten for a ten or face card)."""

    decks: int = 8
    behind: int = 16
    after_cut: str = "one"
    burn: bool = True
    rules: RuleSet = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.after_cut not in AFTER_CUT:
            raise CountError(
                Message(
                    QT_TRANSLATE_NOOP("Messages", "--after-cut is one or stop, not {after_cut!r}"),
                    after_cut=self.after_cut,
                )
            )
        try:
            rules = RuleSet(
                decks=self.decks,
                cut_card=self.behind,
                hands_after_cut=AFTER_CUT[self.after_cut],
                burn=self.burn,
            )
        except UserError as exc:
            raise CountError(message_of(exc)) from None
        object.__setattr__(self, "rules", rules)

    def describe(self) -> str:
        after = "one more hand" if self.after_cut == "one" else "stop at once"
        return (
            f"{self.decks} decks, {self.behind} cards behind the cut card ({after} when it "
            f"comes out), {'burn' if self.burn else 'no burn'}"
        )


def payouts(bet: str) -> tuple[int, list[float]]:
    """What the kernel reads of side bet ``bet`` and what one unit returns, from the
    side-bet table's own rule: by the final totals and who drew, or by a pair."""
    rule = side_bet(bet)
    if rule.reads is Reads.VALUES:
        pay = [0.0] * PAYS
        for pt in range(10):
            for bt in range(10):
                for pd in range(2):
                    for bd in range(2):
                        outcome = Outcome(pt, bt, 2 + pd, 2 + bd)
                        pay[pay_index(pt, bt, pd, bd)] = float(rule.net(outcome))
        return BY_VALUES, pay
    player = rule.reads is Reads.PLAYER_PAIR
    pair = [
        float(rule.net(Outcome(0, 0, 2, 2, player_pair=paired, banker_pair=paired)))
        for paired in (False, True)
    ]
    return (BY_PLAYER_PAIR if player else BY_BANKER_PAIR), pair


@dataclass(frozen=True, slots=True, eq=False)
class CountedShoes:
    """Shoes dealt and counted: units won (one unit a bet) and bets, one cell per shoe; and
    for every hand, bet or not, by its true count (:data:`TC_BUCKETS` cells from
    ``TC_LOW``): the hands, what one unit on the bet won and the sum of its squares; and
    (dealt ``exact``) the bet's exact edge from the cards left before the hand and the sum
    of its squares (zeros otherwise)."""

    net: npt.NDArray[np.float64]
    bets: npt.NDArray[np.int32]
    hands: int
    tc_hands: npt.NDArray[np.int64]
    tc_net: npt.NDArray[np.float64]
    tc_sq: npt.NDArray[np.float64]
    tc_edge: npt.NDArray[np.float64]
    tc_edge_sq: npt.NDArray[np.float64]


def deal_and_count(
    count: Count,
    table: CountTable,
    seed: int,
    shoes: int,
    *,
    exact: bool = False,
    compiled_kernel: bool = True,
) -> CountedShoes:
    """Deal ``shoes`` shoes from ``seed`` and play ``count`` at ``table``; with ``exact``,
    also tally the bet's exact edge before every hand by true count (an exact calculation
    a hand). The plain-Python kernel (``compiled_kernel=False``, or without numba) gives
    the same figures, slowly.

    :raises SeedError: for a seed outside 0 to 2**64 - 1.
    """
    if shoes < 1:
        raise CountError(
            Message(
                QT_TRANSLATE_NOOP("Messages", "the number of shoes must be 1 or more, not {shoes}"),
                shoes=shoes,
            )
        )
    state = seed_state(seed)
    cards = table.rules.cards
    tags = list(count.tags)
    reads, pay = payouts(count.bet)
    args: list[Any]
    kernel: Any = compiled_count_kernel() if compiled_kernel else None
    if kernel is not None:
        net: Any = np.empty(shoes, np.float64)
        bets: Any = np.empty(shoes, np.int32)
        hands: Any = np.empty(shoes, np.int32)
        args = [
            np.array(state, dtype=np.uint64).view(np.int64),
            np.array([i % 52 for i in range(cards)], dtype=np.int16),
        ]
        tags_buf: Any = np.array(tags, dtype=np.int64)
        pay_buf: Any = np.array(pay, dtype=np.float64)
        work: list[Any] = [np.zeros(13, np.int64), np.zeros(OUTCOMES, np.int64)]
        tally: list[Any] = [
            np.zeros(TC_BUCKETS, np.int64),
            np.zeros(TC_BUCKETS, np.float64),
            np.zeros(TC_BUCKETS, np.float64),
        ]
        edges: list[Any] = [np.zeros(TC_BUCKETS, np.float64), np.zeros(TC_BUCKETS, np.float64)]
    else:
        kernel = count_kernel
        net, bets, hands = [0.0] * shoes, [0] * shoes, [0] * shoes
        args = [list(state), [i % 52 for i in range(cards)]]
        tags_buf = tags
        pay_buf = pay
        work = [[0] * 13, [0] * OUTCOMES]
        tally = [[0] * TC_BUCKETS, [0.0] * TC_BUCKETS, [0.0] * TC_BUCKETS]
        edges = [[0.0] * TC_BUCKETS, [0.0] * TC_BUCKETS]
    dealt = kernel(
        *args,
        shoes,
        table.behind,
        AFTER_CUT[table.after_cut],
        table.burn,
        tags_buf,
        count.start,
        RULES[count.rule],
        count.threshold,
        reads,
        pay_buf,
        net,
        bets,
        hands,
        *work,
        *tally,
        exact,
        *edges,
    )
    return CountedShoes(
        np.asarray(net, np.float64),
        np.asarray(bets, np.int32),
        int(dealt),
        np.asarray(tally[0], np.int64),
        np.asarray(tally[1], np.float64),
        np.asarray(tally[2], np.float64),
        np.asarray(edges[0], np.float64),
        np.asarray(edges[1], np.float64),
    )
