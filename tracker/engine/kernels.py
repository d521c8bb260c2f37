"""The hot loops of the engine: the random generator, the exact-odds enumeration and the
shoe simulator, written once so that they run as plain Python or compiled by numba.

Importing this module never imports numba: :func:`compiled` does, on first use, and the
caller decides when (the app warms the kernels up in a background thread, so compiling
never blocks its window). The compiled and the plain versions give identical results:

- Random numbers are 64-bit words held as Python ints in ``[0, 2**64)`` in plain Python,
  and as int64 bit patterns under numba. Every operation is chosen to give the same bits in
  both: :func:`wrap` truncates to 64 bits in Python (numba wraps by itself), right shifts
  are masked so that numba's arithmetic shift behaves like a logical one, and bounded
  integers only ever use the top 32 bits, which are non-negative in both.
- In plain Python the kernels take lists (never numpy scalars, whose overflow warns);
  compiled, they take numpy arrays. Indexes go through :func:`as_index`, which compiled makes
  them unsigned, so that numba leaves out the negative-index fix-up of every array access.

numba caches compiled kernels by this file only, so everything they call lives here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from tracker.engine.lazyjit import jit

# The kernels index lists in plain Python and numpy arrays when compiled; both are "Any".
Buffer = Any

MASK64 = 0xFFFFFFFFFFFFFFFF
MASK32 = 0xFFFFFFFF

# Winner codes in simulation arrays.
BANKER = 0
PLAYER = 1
TIE = 2

# Slots of the tuple that :func:`odds_kernel` returns.
ODDS_FIELDS = ("banker", "player", "tie", "banker_six", "natural", "cards4", "cards5", "cards6")


# --- the random generator: xoshiro256** (Blackman and Vigna) ------------------------------


def wrap(x: int) -> int:
    """Truncate to 64 bits (plain Python); compiled, int64 arithmetic already wraps."""
    return x & MASK64


def as_index(x: int) -> int:
    """An array index known to be non-negative (plain Python); compiled, an unsigned one."""
    return x


def rotl(x: int, k: int) -> int:
    """Rotate a 64-bit word left by ``k`` (1–63)."""
    return wrap(x << k) | ((x >> (64 - k)) & ((1 << k) - 1))


def next_u64(s0: int, s1: int, s2: int, s3: int) -> tuple[int, int, int, int, int]:
    """One step of xoshiro256**: the output word and the new state."""
    result = wrap(rotl(wrap(s1 * 5), 7) * 9)
    t = wrap(s1 << 17)
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotl(s3, 45)
    return result, s0, s1, s2, s3


def bounded(n: int, s0: int, s1: int, s2: int, s3: int) -> tuple[int, int, int, int, int]:
    """An unbiased integer in ``[0, n)`` for ``1 <= n < 2**31`` (Lemire's method with
    rejection, on the top 32 bits of each word) and the new state. The bound keeps the
    product below 2**63, where compiled int64 arithmetic and Python ints agree."""
    r, s0, s1, s2, s3 = next_u64(s0, s1, s2, s3)
    m = ((r >> 32) & MASK32) * n
    low = m & MASK32
    if low < n:
        threshold = (0x100000000 - n) % n
        while low < threshold:
            r, s0, s1, s2, s3 = next_u64(s0, s1, s2, s3)
            m = ((r >> 32) & MASK32) * n
            low = m & MASK32
    return m >> 32, s0, s1, s2, s3


def draw_card(
    deck: Buffer, k: int, s0: int, s1: int, s2: int, s3: int
) -> tuple[int, int, int, int, int]:
    """Draw-on-demand Fisher–Yates: swap a random undealt card into position ``k`` and
    return it (a card index 0–51) with the new state. ``deck[:k]`` are the cards dealt."""
    j, s0, s1, s2, s3 = bounded(len(deck) - k, s0, s1, s2, s3)
    j = as_index(j + k)
    k = as_index(k)
    card = deck[j]
    deck[j] = deck[k]
    deck[k] = card
    return card, s0, s1, s2, s3


def card_value(card: int) -> int:
    """Baccarat value of a card index 0–51 (rank × 4 + suit; ranks A, 2, …, K)."""
    rank = card >> 2
    return rank + 1 if rank < 9 else 0


# Bit x of BANKER_DRAWS_ON[t] is set when a Banker on t draws against a Player third card
# of value x: the drawing tableau, one shift and mask instead of a chain of branches.
BANKER_DRAWS_ON = (
    0b1111111111,  # 0: always
    0b1111111111,  # 1: always
    0b1111111111,  # 2: always
    0b1011111111,  # 3: all but 8
    0b0011111100,  # 4: 2-7
    0b0011110000,  # 5: 4-7
    0b0011000000,  # 6: 6, 7
    0,  # 7: never
    0,  # 8, 9: a natural, never asked
    0,
)


def banker_draws_on(banker_total: int, player_third: int) -> bool:
    """The tableau for a Banker facing a Player third card (no natural, Player drew).

    Kept here (and not taken from :mod:`tracker.engine.rules`) so the compiled kernels
    depend on this file only; the tests check that both agree.
    """
    return (BANKER_DRAWS_ON[banker_total] >> player_third) & 1 == 1


# --- exact odds ----------------------------------------------------------------------------


def odds_kernel(counts: Buffer) -> tuple[float, float, float, float, float, float, float, float]:
    """Exact probabilities of the next coup from ``counts`` (cards left of each value 0–9).

    Returns the fields of :data:`ODDS_FIELDS`. The first four cards are enumerated by
    value with the two Player cards (and the two Banker cards) unordered: a sequence's
    probability depends only on which values were removed, so each unordered pair stands for
    both orders. Third cards are enumerated only where the tableau draws them.
    """
    c = counts.copy()
    n = 0
    for v in range(10):
        n += c[v]
    nf = float(n)
    banker = 0.0
    player = 0.0
    tie = 0.0
    banker_six = 0.0
    natural = 0.0
    cards4 = 0.0
    cards5 = 0.0
    cards6 = 0.0
    for p1 in range(10):
        if c[p1] == 0:
            continue
        w1 = c[p1] / nf
        c[p1] -= 1
        for p2 in range(p1, 10):
            if c[p2] == 0:
                continue
            w2 = w1 * c[p2] / (nf - 1.0)
            if p2 != p1:
                w2 *= 2.0
            c[p2] -= 1
            pt = (p1 + p2) % 10
            for b1 in range(10):
                if c[b1] == 0:
                    continue
                w3 = w2 * c[b1] / (nf - 2.0)
                c[b1] -= 1
                for b2 in range(b1, 10):
                    if c[b2] == 0:
                        continue
                    w = w3 * c[b2] / (nf - 3.0)
                    if b2 != b1:
                        w *= 2.0
                    bt = (b1 + b2) % 10
                    c[b2] -= 1
                    if pt >= 8 or bt >= 8 or (pt >= 6 and bt >= 6):
                        # A natural, or both stand: four cards decide it.
                        if pt >= 8 or bt >= 8:
                            natural += w
                        cards4 += w
                        if bt > pt:
                            banker += w
                            if bt == 6:
                                banker_six += w
                        elif pt > bt:
                            player += w
                        else:
                            tie += w
                    elif pt >= 6:
                        # Player stands, Banker (0-5) draws.
                        cards5 += w
                        for y in range(10):
                            if c[y] == 0:
                                continue
                            wy = w * c[y] / (nf - 4.0)
                            bt3 = (bt + y) % 10
                            if bt3 > pt:
                                banker += wy
                                if bt3 == 6:
                                    banker_six += wy
                            elif pt > bt3:
                                player += wy
                            else:
                                tie += wy
                    else:
                        for x in range(10):
                            if c[x] == 0:
                                continue
                            wx = w * c[x] / (nf - 4.0)
                            pt3 = (pt + x) % 10
                            if banker_draws_on(bt, x):
                                cards6 += wx
                                c[x] -= 1
                                for y in range(10):
                                    if c[y] == 0:
                                        continue
                                    wy = wx * c[y] / (nf - 5.0)
                                    bt3 = (bt + y) % 10
                                    if bt3 > pt3:
                                        banker += wy
                                        if bt3 == 6:
                                            banker_six += wy
                                    elif pt3 > bt3:
                                        player += wy
                                    else:
                                        tie += wy
                                c[x] += 1
                            else:
                                cards5 += wx
                                if bt > pt3:
                                    banker += wx
                                    if bt == 6:
                                        banker_six += wx
                                elif pt3 > bt:
                                    player += wx
                                else:
                                    tie += wx
                    c[b2] += 1
                c[b1] += 1
            c[p2] += 1
        c[p1] += 1
    return banker, player, tie, banker_six, natural, cards4, cards5, cards6


# --- simulation ----------------------------------------------------------------------------


# A hand is written as two 64-bit words, bytes least significant first (HAND_BYTES names
# them): one store each, where a separate array per field costs a store, an address and a
# register per field in the hottest loop.
HAND_BYTES = (
    "player1",
    "player2",
    "player3",
    "banker1",
    "banker2",
    "banker3",
    "player_total",
    "banker_total",
    "winner",
    "player_pair",
    "banker_pair",
    "natural",
    "hand",  # two bytes
    "",
    "",  # unused
    "",
)
NO_CARD = 255
"""The byte of a third card that was not drawn (-1 read as a signed byte)."""


def simulate_kernel(
    state: Buffer,
    deck: Buffer,
    shoes: int,
    cut_card: int,
    hands_after_cut: int,
    burn: bool,
    reshuffle: bool,
    online_hands: int,
    h_words: Buffer,
    h_shoe: Buffer,
    s_burn: Buffer,
    s_hands: Buffer,
    s_cut_hand: Buffer,
    s_cards_used: Buffer,
) -> int:
    """Deal ``shoes`` shoes; write each hand as two words into ``h_words`` (laid out as
    :data:`HAND_BYTES` says) and its shoe (from 0 in this call) into ``h_shoe``, and one
    row per shoe into the ``s_`` buffers; return the hands written. Every cell of a written
    row is set, so the buffers may start uninitialised.

    ``state`` (the generator's four words) and ``deck`` (card indexes) carry over from
    call to call, so a long run can be dealt in chunks and give the same hands.
    ``s_burn[shoe]`` holds the burn cards, ``-1`` padded. ``s_cut_hand`` is the hand during
    which the cut card came out (0: never).
    The shoe is the same as :class:`tracker.engine.shoe.Shoe` deals, card for card.
    """
    s0 = state[0]
    s1 = state[1]
    s2 = state[2]
    s3 = state[3]
    n = len(deck)
    cut_position = n - cut_card
    row = 0
    for shoe in range(shoes):
        k = 0
        for i in range(s_burn.shape[1]):
            s_burn[shoe, i] = -1
        if burn and not reshuffle:
            card, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
            k += 1
            s_burn[shoe, 0] = card
            count = card_value(card)
            if count == 0:
                count = 10
            for i in range(count):
                card, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                k += 1
                s_burn[shoe, i + 1] = card
        hand = 0
        left = -1  # hands still to deal after the cut card came out
        cut_hand = 0
        while True:
            if reshuffle:
                k = 0
            hand += 1
            p1, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
            b1, s0, s1, s2, s3 = draw_card(deck, k + 1, s0, s1, s2, s3)
            p2, s0, s1, s2, s3 = draw_card(deck, k + 2, s0, s1, s2, s3)
            b2, s0, s1, s2, s3 = draw_card(deck, k + 3, s0, s1, s2, s3)
            k += 4
            # Totals below 20, so a subtraction does for "modulo 10".
            pt = card_value(p1) + card_value(p2)
            if pt >= 10:
                pt -= 10
            bt = card_value(b1) + card_value(b2)
            if bt >= 10:
                bt -= 10
            p3 = NO_CARD
            b3 = NO_CARD
            nat = pt >= 8 or bt >= 8
            if not nat:
                if pt <= 5:
                    p3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    x = card_value(p3)
                    pt += x
                    if pt >= 10:
                        pt -= 10
                    take = banker_draws_on(bt, x)
                else:
                    take = bt <= 5
                if take:
                    b3, s0, s1, s2, s3 = draw_card(deck, k, s0, s1, s2, s3)
                    k += 1
                    bt += card_value(b3)
                    if bt >= 10:
                        bt -= 10
            # BANKER 0, PLAYER 1, TIE 2 without a branch the processor would mispredict.
            winner = (pt > bt) + 2 * (pt == bt)
            player_pair = (p1 >> 2) == (p2 >> 2)
            banker_pair = (b1 >> 2) == (b2 >> 2)
            h_words[as_index(2 * row)] = (
                p1
                | (p2 << 8)
                | (p3 << 16)
                | (b1 << 24)
                | (b2 << 32)
                | (b3 << 40)
                | (pt << 48)
                | (bt << 56)
            )
            h_words[as_index(2 * row + 1)] = (
                winner | (player_pair << 8) | (banker_pair << 16) | (nat << 24) | (hand << 32)
            )
            h_shoe[as_index(row)] = shoe
            row += 1
            if reshuffle:
                if hand >= online_hands:
                    break
            elif left < 0:
                if k > cut_position:
                    cut_hand = hand
                    left = hands_after_cut
                    if left == 0:
                        break
            else:
                left -= 1
                if left == 0:
                    break
        s_hands[shoe] = hand
        s_cut_hand[shoe] = cut_hand
        s_cards_used[shoe] = k
    state[0] = s0
    state[1] = s1
    state[2] = s2
    state[3] = s3
    return row


# --- compiling -----------------------------------------------------------------------------

_lock = threading.Lock()
_compiled: dict[str, Callable[..., Any]] | None = None
_numba_missing = False


def numba_available() -> bool:
    """Whether numba can be imported (imports it on the first call)."""
    return compiled() is not None


def compiled() -> dict[str, Callable[..., Any]] | None:
    """The numba-compiled kernels by name (``odds``, ``simulate``), or ``None`` without
    numba. Importing numba and declaring the kernels is done once; numba compiles each
    kernel (or loads it from its on-disk cache) at its first call.
    """
    global _compiled, _numba_missing
    with _lock:
        if _compiled is not None or _numba_missing:
            return _compiled
        try:
            import numba
            from numba.extending import overload, register_jitable
        except ImportError:
            _numba_missing = True
            return None

        # int64 arithmetic in compiled code wraps around on its own. (A lambda: numba
        # compares the typing signature with the implementation's, annotations included.)
        overload(wrap)(lambda x: lambda x: x)
        overload(as_index)(lambda x: lambda x: numba.uint64(x))

        for helper in (rotl, next_u64, bounded, draw_card, card_value, banker_draws_on):
            register_jitable(helper)
        # The callers' caches hold the helpers too. nogil: a worker thread that deals or
        # enumerates leaves the interpreter (and the app's window) free.
        _compiled = {
            "odds": jit(odds_kernel),
            "simulate": jit(simulate_kernel),
        }
        return _compiled
