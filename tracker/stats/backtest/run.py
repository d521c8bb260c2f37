"""Playing a plan over shoes: recorded shoes or simulated ones become arrays, the kernel
plays them, and the figures of every shoe are added up with the expected loss beside them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from tracker.engine.rules import RuleSet, Winner
from tracker.history.records import ShoeRecord
from tracker.honesty import NO_SYSTEM_CHANGES_THE_EDGE
from tracker.roads import derived_colour
from tracker.stats.backtest import kernel
from tracker.stats.backtest.rules import rule_targets
from tracker.stats.backtest.systems import BETS, BacktestError, Plan
from tracker.translatable import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:
    from tracker.engine.simulate import Simulation

Int64s = npt.NDArray[np.int64]

_WINNER_CODE = {Winner.BANKER: 0, Winner.PLAYER: 1, Winner.TIE: 2}


@dataclass(frozen=True, slots=True, eq=False)
class Hands:
    """Shoes as the kernel reads them: ``shoe_start`` (each shoe's first hand, then the
    end), per hand ``winner`` (0 B, 1 P, 2 T, 3 none), ``banker_total`` (-1 unknown),
    ``player_pair``/``banker_pair`` (1, 0, -1 unknown), and each shoe's ``decks``."""

    shoe_start: Int64s
    winner: npt.NDArray[np.int8]
    banker_total: npt.NDArray[np.int8]
    player_pair: npt.NDArray[np.int8]
    banker_pair: npt.NDArray[np.int8]
    decks: npt.NDArray[np.int8]

    @property
    def shoes(self) -> int:
        return len(self.shoe_start) - 1

    @property
    def hands(self) -> int:
        return len(self.winner)

    def letters(self, shoe: int) -> str:
        codes = self.winner[self.shoe_start[shoe] : self.shoe_start[shoe + 1]].tolist()
        return "".join("BPT-"[c] for c in codes)


def hands_of_records(shoes: Sequence[ShoeRecord]) -> Hands:
    """The arrays of recorded shoes (a hand without a winner is never bet on)."""
    winner: list[int] = []
    total: list[int] = []
    pp: list[int] = []
    bp: list[int] = []
    starts = [0]
    for shoe in shoes:
        for hand in shoe.hands:
            winner.append(3 if hand.winner is None else _WINNER_CODE[hand.winner])
            total.append(-1 if hand.banker_total is None else hand.banker_total)
            pp.append(-1 if hand.player_pair is None else int(hand.player_pair))
            bp.append(-1 if hand.banker_pair is None else int(hand.banker_pair))
        starts.append(len(winner))
    return Hands(
        np.array(starts, dtype=np.int64),
        np.array(winner, dtype=np.int8),
        np.array(total, dtype=np.int8),
        np.array(pp, dtype=np.int8),
        np.array(bp, dtype=np.int8),
        np.array([s.effective_decks for s in shoes], dtype=np.int8),
    )


def hands_of_simulation(simulation: Simulation) -> Hands:
    """The arrays of simulated shoes (every hand records its cards, so everything is known)."""
    starts = np.zeros(simulation.shoes + 1, dtype=np.int64)
    np.cumsum(simulation.shoe_hands, out=starts[1:])
    return Hands(
        starts,
        np.ascontiguousarray(simulation.hand_winner),
        np.ascontiguousarray(simulation.hand_banker_total),
        np.ascontiguousarray(simulation.hand_player_pair).view(np.int8),
        np.ascontiguousarray(simulation.hand_banker_pair).view(np.int8),
        np.full(simulation.shoes, simulation.rules.decks, dtype=np.int8),
    )


def road_targets(letters: str, k: int) -> list[int]:
    """Before each hand, the side whose result would give the derived road ``k`` the colour
    of its last mark (``-1`` while the road has no mark or cannot say)."""
    targets = [-1] * len(letters)
    lengths: list[int] = []
    last_side = -1
    last_colour = None
    for index, letter in enumerate(letters):
        if last_colour is not None and lengths:
            n = len(lengths) - 1
            # The same side extends the column; the other starts a new one.
            same = derived_colour([*lengths[:-1], lengths[-1] + 1], n, lengths[-1] + 1, k)
            other = derived_colour([*lengths, 1], n + 1, 1, k)
            if same is last_colour and other is not last_colour:
                targets[index] = last_side
            elif other is last_colour and same is not last_colour:
                targets[index] = 1 - last_side
        if letter not in "BP":
            continue
        side = 0 if letter == "B" else 1
        if side == last_side:
            lengths[-1] += 1
        else:
            lengths.append(1)
            last_side = side
        colour = derived_colour(lengths, len(lengths) - 1, lengths[-1], k)
        if colour is not None:
            last_colour = colour
    return targets


@dataclass(frozen=True, slots=True, eq=False)
class ShoeFigures:
    """Each shoe's figures from the kernel: (shoes × :data:`kernel.COLUMNS`) integers, with
    ``net`` in hundredths of a chip, and the decks of each shoe."""

    out: Int64s
    decks: npt.NDArray[np.int8]
    hands: int
    paths: tuple[Int64s, ...] = ()


def play(plan: Plan, hands: Hands, *, paths: int = 0, compiled: bool = True) -> ShoeFigures:
    """Play ``plan`` over every shoe of ``hands``; ``paths`` asks for the running net of
    that many first shoes, hand by hand (the bankroll curves)."""
    spec = plan.spec
    n = hands.hands
    targets = np.full(0, -1, dtype=np.int8)
    units = np.zeros(0, dtype=np.int32)
    if spec.selection == kernel.PER_HAND:
        all_targets: list[int] = []
        all_units: list[int] = []
        for shoe in range(hands.shoes):
            letters = hands.letters(shoe)
            if plan.system == "rules":
                t, u = rule_targets(plan.pattern_rules, letters)
            else:
                t, u = road_targets(letters, plan.road.k), []
            all_targets.extend(t)
            all_units.extend(u)
        targets = np.array(all_targets, dtype=np.int8)
        units = np.array(all_units or [0] * n, dtype=np.int32)
    banker_win, six_win, tie_win = plan.payouts()
    table_max = min(plan.table_max or kernel.STAKE_CAP, kernel.STAKE_CAP)
    out = np.zeros((hands.shoes, kernel.COLUMNS), dtype=np.int64)
    path = np.zeros(n if paths else 0, dtype=np.int64)
    fn = kernel.compiled_kernel() if compiled else None
    args = (
        hands.shoe_start,
        hands.winner,
        hands.banker_total,
        hands.player_pair,
        hands.banker_pair,
        targets,
        units,
        spec.selection,
        plan.fixed_bet,
        spec.progression,
        plan.unit,
        table_max,
        plan.bankroll or 0,
        banker_win,
        six_win,
        tie_win,
        np.array(plan.line, dtype=np.int64),
        out,
        path,
    )
    if fn is not None:
        fn(*args)
    else:
        kernel.backtest_kernel(*args)
    curves = tuple(
        path[hands.shoe_start[s] : hands.shoe_start[s + 1]].copy()
        for s in range(min(paths, hands.shoes))
    )
    return ShoeFigures(out, hands.decks.copy(), n, curves)


def edges_for(rules: RuleSet, decks: int) -> tuple[float, ...]:
    """Each bet's exact house edge from a fresh shoe of ``decks`` under ``rules``."""
    from dataclasses import replace

    from tracker.engine.cards import Composition
    from tracker.engine.odds import odds

    edges = odds(Composition.full(decks)).house_edges(replace(rules, decks=decks))
    return tuple(float(getattr(edges, bet)) for bet in BETS)


@dataclass(frozen=True, slots=True, eq=False)
class BacktestResult:
    """A plan's figures over all its shoes (bets, wagered, net, expected net), the
    spread of the shoes' results, and the statement that the system changes nothing of the
    expected loss."""

    plan: Plan
    shoes: int
    hands: int
    bets: int
    wagered: int
    net: Decimal
    expected_net: float
    busted: int
    unsettled: int
    shoe_net: npt.NDArray[np.float64]
    standard_error: float
    paths: tuple[npt.NDArray[np.float64], ...] = ()
    source: str = ""

    @property
    def net_per_wagered(self) -> float | None:
        return float(self.net) / self.wagered if self.wagered else None

    @property
    def expected_per_wagered(self) -> float | None:
        return self.expected_net / self.wagered if self.wagered else None

    def spread(self) -> dict[str, float] | None:
        nets = self.shoe_net
        if len(nets) == 0:
            return None
        p5, p25, p50, p75, p95 = np.percentile(nets, [5, 25, 50, 75, 95]).tolist()
        return {
            "mean": float(nets.mean()),
            "sd": float(nets.std(ddof=1)) if len(nets) > 1 else 0.0,
            "min": float(nets.min()),
            "p5": p5,
            "p25": p25,
            "median": p50,
            "p75": p75,
            "p95": p95,
            "max": float(nets.max()),
            "shoes_ahead": int((nets > 0).sum()),
        }

    def as_json(self) -> dict[str, Any]:
        """The document of ``tracker backtest --json``."""
        plan = self.plan
        return {
            "system": plan.system,
            "bet": plan.bet,
            "unit": plan.unit,
            "table_max": plan.table_max,
            "bankroll": plan.bankroll,
            "shoes": self.shoes,
            "hands": self.hands,
            "bets": self.bets,
            "wagered": self.wagered,
            "net": float(self.net),
            "net_per_wagered": self.net_per_wagered,
            "expected_net": self.expected_net,
            "expected_per_wagered": self.expected_per_wagered,
            "standard_error": self.standard_error,
            "busted": self.busted,
            "unsettled": self.unsettled,
            "spread": self.spread(),
            "statement": NO_SYSTEM_CHANGES_THE_EDGE,
        }


def summarize_figures(
    plan: Plan, figures: Sequence[ShoeFigures], source: str = ""
) -> BacktestResult:
    """Add up the shoes' figures of one or more runs of ``plan``."""
    out = (
        np.concatenate([f.out for f in figures])
        if figures
        else np.zeros((0, kernel.COLUMNS), np.int64)
    )
    decks = np.concatenate([f.decks for f in figures]) if figures else np.zeros(0, np.int8)
    expected_by_shoe = np.zeros(len(out))
    for d in np.unique(decks).tolist():
        edges = np.array(edges_for(plan.rules, int(d)))
        mask = decks == d
        expected_by_shoe[mask] = -(out[mask, 5:10] * edges).sum(axis=1)
    nets = out[:, kernel.NET] / 100.0
    excess = nets - expected_by_shoe
    se = float(excess.std(ddof=1) * math.sqrt(len(out))) if len(out) > 1 else 0.0
    if (
        plan.bet in ("player_pair", "banker_pair")
        and len(out)
        and int(out[:, kernel.BETS].sum()) == 0
    ):
        raise BacktestError(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "{bet} bets need hands that record pairs; these shoes record none"
                ),
                bet=plan.bet.replace("_", " "),
            )
        )
    paths = tuple(p / 100.0 for f in figures for p in f.paths)
    return BacktestResult(
        plan=plan,
        shoes=len(out),
        hands=sum(f.hands for f in figures),
        bets=int(out[:, kernel.BETS].sum()),
        wagered=int(out[:, kernel.WAGERED].sum()),
        net=Decimal(int(out[:, kernel.NET].sum())) / 100,
        expected_net=float(expected_by_shoe.sum()),
        busted=int(out[:, kernel.BUSTED].sum()),
        unsettled=int(out[:, kernel.UNSETTLED].sum()),
        shoe_net=nets,
        standard_error=se,
        paths=paths,
        source=source,
    )


def play_simulated(
    plan: Plan, rules: RuleSet, seed: int, shoes: int, paths: int = 0
) -> ShoeFigures:
    """Deal ``shoes`` shoes under ``rules`` from ``seed`` and play ``plan`` over them (one
    chunk of a simulated backtest; light to import, for a worker process)."""
    from tracker.engine.simulate import simulate

    return play(plan, hands_of_simulation(simulate(shoes, rules, seed)), paths=paths)
