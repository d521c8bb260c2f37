"""The backtester's hot loop: one betting system played hand by hand over many shoes and
settled exactly in hundredths of a unit, written once to run as plain Python or compiled by
numba (the compiled kernel is loaded lazily, never when this module is imported).

Codes, shared with :mod:`tracker.stats.backtest.systems`:

- winners: 0 Banker, 1 Player, 2 Tie, 3 none recorded (never bet on); pairs 1, 0, or -1
  where the hand does not record them.
- targets: 0 Banker, 1 Player, 2 Tie, 3 Player pair, 4 Banker pair, -1 no bet.
- selection: 0 the fixed bet, 1 follow the last decision, 2 bet against it, 3 the per-hand
  ``targets`` array (derived roads, pattern rules).
- progression: 0 flat, 1 Martingale, 2 Paroli, 3 d'Alembert, 4 1-3-2-6, 5 Fibonacci,
  6 Labouchère, 7 the per-hand ``units`` array (pattern rules).
"""

from __future__ import annotations

from typing import Any

from tracker.engine.lazyjit import LazyKernel

FLAT, MARTINGALE, PAROLI, DALEMBERT, ONE_THREE_TWO_SIX, FIBONACCI, LABOUCHERE, RULE_UNITS = range(8)
FIXED, FOLLOW, AGAINST, PER_HAND = range(4)

FIB_TOP = 88
"""The last Fibonacci number the kernel holds (about 1.1e18, below 2**63)."""

STAKE_CAP = 1 << 40
"""The table maximum when none is given, in units: far beyond any table, and low enough
that no stake or sum of a shoe overflows 64-bit integers."""

# Per-shoe output columns.
BETS, WAGERED, NET, BUSTED, UNSETTLED = range(5)
COLUMNS = 5 + 5  # then the amount wagered on each of the five bets


def payout(
    target: int,
    stake: int,
    winner: int,
    banker_total: int,
    player_pair: int,
    banker_pair: int,
    banker_win: int,
    six_win: int,
    tie_win: int,
) -> int:
    """The net result of ``stake`` on ``target`` in hundredths of a unit; an unsettleable
    bet (a pair not recorded, a no-commission six of unknown total) returns a huge
    negative sentinel the caller checks."""
    if target == 0:
        if winner == 2:
            return 0
        if winner == 1:
            return -100 * stake
        if six_win != banker_win and banker_total < 0:
            return -(1 << 62)
        if banker_total == 6:
            return six_win * stake
        return banker_win * stake
    if target == 1:
        if winner == 2:
            return 0
        return 100 * stake if winner == 1 else -100 * stake
    if target == 2:
        return tie_win * stake if winner == 2 else -100 * stake
    pair = player_pair if target == 3 else banker_pair
    if pair < 0:
        return -(1 << 62)
    return 1100 * stake if pair == 1 else -100 * stake


def backtest_kernel(
    shoe_start: Any,
    winner: Any,
    banker_total: Any,
    player_pair: Any,
    banker_pair: Any,
    targets: Any,
    units: Any,
    selection: int,
    fixed_bet: int,
    progression: int,
    unit: int,
    table_max: int,
    bankroll: int,
    banker_win: int,
    six_win: int,
    tie_win: int,
    line: Any,
    out: Any,
    path: Any,
) -> None:
    """Play every shoe; ``shoe_start`` holds each shoe's first hand and then the end.

    ``out`` (shoes × :data:`COLUMNS`) receives each shoe's figures; ``path``, when it has
    a row per hand, the shoe's net so far after each hand (hundredths of a unit).
    ``table_max`` and ``bankroll`` of 0 mean none. ``line`` is Labouchère's starting line.
    """
    shoes = len(shoe_start) - 1
    keep_path = len(path) == len(winner)
    fib = [1, 1]
    for _ in range(FIB_TOP - 1):
        fib.append(fib[-1] + fib[-2])
    work = [0] * (len(line) + 4096)
    for s in range(shoes):
        first = shoe_start[s]
        end = shoe_start[s + 1]
        bets = 0
        wagered = 0
        net = 0
        busted = 0
        unsettled = 0
        w0 = 0
        w1 = 0
        w2 = 0
        w3 = 0
        w4 = 0
        stake = unit  # the system's own stake, before the table maximum and the bankroll
        level = 0  # wins in a row (Paroli, 1-3-2-6), the Fibonacci index
        # Labouchère's line lives in work[lo:hi].
        lo = 0
        hi = len(line)
        for i in range(len(line)):
            work[i] = line[i]
        last = -1  # the last Banker/Player decision in this shoe
        for h in range(first, end):
            target = fixed_bet
            if selection == FOLLOW:
                target = last
            elif selection == AGAINST:
                target = -1 if last < 0 else 1 - last
            elif selection == PER_HAND:
                target = targets[h]
            w = winner[h]
            if w == 0 or w == 1:
                last = w
            if busted == 1 or target < 0 or w > 2:
                # A hand without a recorded winner settles nothing: no bet on it.
                if keep_path:
                    path[h] = net
                continue
            if progression == LABOUCHERE:
                if hi <= lo:
                    lo = 0
                    hi = len(line)
                    for i in range(len(line)):
                        work[i] = line[i]
                stake = unit * (work[lo] + work[hi - 1]) if hi - lo > 1 else unit * work[lo]
            elif progression == RULE_UNITS:
                stake = unit * units[h]
            placed = stake
            if table_max > 0 and placed > table_max:
                placed = table_max
            if bankroll > 0:
                left = 100 * bankroll + net
                if 100 * placed > left:
                    placed = (left // (100 * unit)) * unit
            result = payout(
                target,
                placed,
                w,
                banker_total[h],
                player_pair[h],
                banker_pair[h],
                banker_win,
                six_win,
                tie_win,
            )
            if result == -(1 << 62):
                unsettled += 1
                if keep_path:
                    path[h] = net
                continue
            bets += 1
            wagered += placed
            net += result
            if target == 0:
                w0 += placed
            elif target == 1:
                w1 += placed
            elif target == 2:
                w2 += placed
            elif target == 3:
                w3 += placed
            else:
                w4 += placed
            if keep_path:
                path[h] = net
            if result != 0:
                won = result > 0
                if progression == MARTINGALE:
                    stake = unit if won else 2 * stake
                    if table_max > 0 and stake > table_max:
                        stake = unit
                elif progression == PAROLI:
                    if won:
                        level += 1
                        stake = 2 * stake
                        if level == 3:
                            level = 0
                            stake = unit
                    else:
                        level = 0
                        stake = unit
                elif progression == DALEMBERT:
                    stake = stake - unit if won else stake + unit
                    if stake < unit:
                        stake = unit
                elif progression == ONE_THREE_TWO_SIX:
                    level = (level + 1) % 4 if won else 0
                    if level == 0:
                        stake = unit
                    elif level == 1:
                        stake = 3 * unit
                    elif level == 2:
                        stake = 2 * unit
                    else:
                        stake = 6 * unit
                elif progression == FIBONACCI:
                    level = (level - 2 if level >= 2 else 0) if won else level + 1
                    if level > FIB_TOP:
                        level = FIB_TOP
                    stake = unit * fib[level]
                elif progression == LABOUCHERE:
                    if won:
                        lo += 1
                        hi -= 1
                    else:
                        if hi == len(work):
                            # Slide the line back to the start of its buffer.
                            for i in range(hi - lo):
                                work[i] = work[lo + i]
                            hi -= lo
                            lo = 0
                        if hi < len(work):
                            work[hi] = stake // unit
                            hi += 1
            if bankroll > 0 and 100 * bankroll + net < 100 * unit:
                busted = 1
        out[s, BETS] = bets
        out[s, WAGERED] = wagered
        out[s, NET] = net
        out[s, BUSTED] = busted
        out[s, UNSETTLED] = unsettled
        out[s, 5] = w0
        out[s, 6] = w1
        out[s, 7] = w2
        out[s, 8] = w3
        out[s, 9] = w4


compiled_kernel = LazyKernel(backtest_kernel, payout)
"""The numba-compiled kernel at its first call, or ``None`` without numba."""
