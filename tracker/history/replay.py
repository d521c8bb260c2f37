"""Replaying recorded shoes through the rules: a report of every problem, never a raise.

Card-level hands are replayed in dealing order: each draw and stand is checked against the
drawing tableau and every recorded total, winner, pair and natural flag against the cards.
Outcome-level hands are checked as far as their totals allow. A shoe is checked for cards
dealt more often than its decks hold and for hand numbers that skip or repeat.

Naturals: a natural is a two-card 8 or 9. Some sources (the real shoes in
``sample_shoes/evolution-live-2025-08``) flag a natural only when it *wins*, so a natural tie
(8–8, 9–9) goes unflagged there; others flag every natural. Both readings are accepted: a
natural tie may be flagged or not. In every other natural coup the winner holds the
natural, so the two readings agree and any other disagreement is reported.
"""

from __future__ import annotations

from collections.abc import Sequence

from tracker.engine.cards import Card, format_cards
from tracker.engine.rules import Winner, banker_draws, winner_of
from tracker.history.cardcount import VALUE_OF_RANK, CardCount
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.report import Problem, ShoeReport
from tracker.translatable import QT_TRANSLATE_NOOP, Message

# _BANKER_DRAWS[banker_total][player_third_value]: the tableau as a table, from the engine.
_BANKER_DRAWS = tuple(tuple(banker_draws(total, x) for x in range(10)) for total in range(10))


def _cards_sound(hand: HandRecord, player: tuple[Card, ...], banker: tuple[Card, ...]) -> bool:
    """Whether :func:`check_cards` would find nothing, decided with arithmetic only.

    Every card-level hand of a library passes here; :func:`check_cards` words the problems
    of the few that fail. A test holds the two to the same verdict.
    """
    np, nb = len(player), len(banker)
    if np < 2 or nb < 2 or np > 3 or nb > 3:
        return False
    value = VALUE_OF_RANK
    p0, p1 = value[player[0].rank], value[player[1].rank]
    b0, b1 = value[banker[0].rank], value[banker[1].rank]
    p_total = (p0 + p1) % 10
    b_total = (b0 + b1) % 10
    natural = p_total >= 8 or b_total >= 8
    if natural:
        if np == 3 or nb == 3:
            return False
    else:
        if (np == 3) != (p_total <= 5):
            return False
        if np == 3:
            third = value[player[2].rank]
            draws = _BANKER_DRAWS[b_total][third]
            p_total = (p_total + third) % 10
        else:
            draws = b_total <= 5
        if (nb == 3) != draws:
            return False
        if nb == 3:
            b_total = (b_total + value[banker[2].rank]) % 10
    # One unpacking of the record instead of six attribute look-ups (a hot path).
    _, _, _, winner, recorded_p, recorded_b, player_pair, banker_pair, natural_flag, _, _ = hand
    if recorded_p is not None and recorded_p != p_total:
        return False
    if recorded_b is not None and recorded_b != b_total:
        return False
    if winner is not None and winner is not winner_of(p_total, b_total):
        return False
    flag = player_pair
    if flag is not None:
        r0, r1 = player[0].rank, player[1].rank
        if r0 is not None and r1 is not None:
            if (r0 == r1) != flag:
                return False
        elif flag and p0 != p1:
            return False
    flag = banker_pair
    if flag is not None:
        r0, r1 = banker[0].rank, banker[1].rank
        if r0 is not None and r1 is not None:
            if (r0 == r1) != flag:
                return False
        elif flag and b0 != b1:
            return False
    flag = natural_flag
    if flag is None:
        return True
    if flag:
        return natural
    return not natural or p_total == b_total


def _side_count(side: str, count: int) -> str | None:
    if count < 2:
        return (
            f"the {side} has {count} card{'' if count == 1 else 's'}; "
            "each side is dealt two cards first"
        )
    if count > 3:
        return f"the {side} has {count} cards; a side never gets more than one third card"
    return None


def _result(winner: Winner) -> str:
    return "a tie" if winner is Winner.TIE else f"a {winner.word} win"


def check_cards(hand: HandRecord) -> list[str]:
    """The problems of one card-level hand, replayed alone (the shoe's counts aside)."""
    return [str(problem) for problem in card_problems(hand)]


def card_problems(hand: HandRecord) -> list[str | Message]:
    """:func:`check_cards`, the drawing rules a hand breaks as messages a window shows in
    its language (the cards typed at the table break only these)."""
    player = hand.player or ()
    banker = hand.banker or ()
    np, nb = len(player), len(banker)
    wrong: list[str | Message] = [
        m for m in (_side_count("Player", np), _side_count("Banker", nb)) if m
    ]
    if wrong:
        return wrong
    messages: list[str | Message] = []
    pv = [card.value for card in player]
    bv = [card.value for card in banker]
    p_two = (pv[0] + pv[1]) % 10
    b_two = (bv[0] + bv[1]) % 10
    natural = p_two >= 8 or b_two >= 8
    if natural:
        holder = (
            Message(QT_TRANSLATE_NOOP("Messages", "the Player has a natural {total}"), total=p_two)
            if p_two >= 8
            else Message(
                QT_TRANSLATE_NOOP("Messages", "the Banker has a natural {total}"), total=b_two
            )
        )
        if np == 3:
            messages.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Player drew a third card although {holder}: both hands stand on a natural",
                    ),
                    holder=holder,
                )
            )
        if nb == 3:
            messages.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Banker drew a third card although {holder}: both hands stand on a natural",
                    ),
                    holder=holder,
                )
            )
    else:
        if np == 2 and p_two <= 5:
            messages.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Player stood on {total}, but the Player draws on 0 to 5 (a third card "
                        "left out?)",
                    ),
                    total=p_two,
                )
            )
        elif np == 3 and p_two >= 6:
            messages.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages", "Player drew on {total}, but the Player stands on 6 or 7"
                    ),
                    total=p_two,
                )
            )
        p_third = pv[2] if np == 3 else None
        should_draw = banker_draws(b_two, p_third)
        if should_draw and nb == 2:
            if p_third is None:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Banker stood on {total} although the Player stood: the Banker "
                            "then draws on 0 to 5",
                        ),
                        total=b_two,
                    )
                )
            elif b_two <= 2:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Banker stood on {total}, but the Banker always draws on 0 to 2",
                        ),
                        total=b_two,
                    )
                )
            else:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Banker stood on {total} although the Player's third card was {third}",
                        ),
                        total=b_two,
                        third=p_third,
                    )
                )
        elif not should_draw and nb == 3:
            if p_third is None:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Banker drew on {total} although the Player stood: the Banker "
                            "then stands on 6 or 7",
                        ),
                        total=b_two,
                    )
                )
            elif b_two == 7:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "Banker drew on 7, but the Banker always stands on 7"
                        )
                    )
                )
            else:
                messages.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "Banker drew on {total} although the Player's third card was {third}",
                        ),
                        total=b_two,
                        third=p_third,
                    )
                )
    p_total = sum(pv) % 10
    b_total = sum(bv) % 10
    if hand.player_total is not None and hand.player_total != p_total:
        messages.append(
            f"Player total recorded as {hand.player_total}, but the Player's cards "
            f"{format_cards(player)} make {p_total}"
        )
    if hand.banker_total is not None and hand.banker_total != b_total:
        messages.append(
            f"Banker total recorded as {hand.banker_total}, but the Banker's cards "
            f"{format_cards(banker)} make {b_total}"
        )
    winner = winner_of(p_total, b_total)
    if hand.winner is not None and hand.winner is not winner:
        messages.append(
            f"{_result(hand.winner)} recorded, but the cards make Player {p_total} against "
            f"Banker {b_total}: {_result(winner)}"
        )
    for side, cards, recorded in (
        ("Player", player, hand.player_pair),
        ("Banker", banker, hand.banker_pair),
    ):
        if recorded is None:
            continue
        pair = cards[0].same_rank(cards[1])
        if pair is None or pair == recorded:
            continue
        first_two = format_cards(cards[:2])
        if recorded:
            messages.append(
                f"{side} pair recorded, but the {side}'s first two cards {first_two} are not a pair"
            )
        else:
            messages.append(
                f"no {side} pair recorded, but the {side}'s first two cards {first_two} are a pair"
            )
    if hand.natural is True and not natural:
        messages.append(
            f"natural recorded, but neither side's first two cards make 8 or 9 "
            f"(Player {p_two}, Banker {b_two})"
        )
    elif hand.natural is False and natural and winner is not Winner.TIE:
        # A natural tie may go unflagged (see the module docstring); any other natural not.
        side, total = ("Player", p_two) if p_two >= b_two else ("Banker", b_two)
        messages.append(
            f"no natural recorded, but the {side}'s first two cards make a natural {total}"
        )
    return messages


def _orders(cards: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The other orders of one side's cards that the rules tell apart: which card came
    third (the first two in the order typed)."""
    if len(cards) != 3:
        return []
    a, b, c = cards
    return [(a, c, b), (b, c, a)]


def order_hint(hand: HandRecord) -> str | None:
    """How the hand's cards, typed in another order, would follow the rules, if they would.

    The cards of one side in another order (a third card typed first), or the two sides'
    cards swapped (the Banker's in the Player's column) when the hand records a winner or
    both totals to hold the swap to. ``None`` when no such order makes a sound hand.
    """
    player, banker = hand.player or (), hand.banker or ()
    candidates: list[tuple[tuple[Card, ...], tuple[Card, ...], bool]] = []
    for p in [player, *_orders(player)]:
        for b in [banker, *_orders(banker)]:
            if (p, b) != (player, banker):
                candidates.append((p, b, False))
    has_outcome = hand.winner is not None or (
        hand.player_total is not None and hand.banker_total is not None
    )
    if has_outcome:
        candidates.append((banker, player, True))
    for p, b, swapped in candidates:
        if len(p) < 2 or len(b) < 2 or not _cards_sound(hand, p, b):
            continue
        if swapped:
            return (
                "the Player's and Banker's cards swapped? As Player "
                f"{format_cards(p)}, Banker {format_cards(b)} the hand follows the rules"
            )
        sides = []
        if p != player:
            sides.append(f"Player {format_cards(p)}")
        if b != banker:
            sides.append(f"Banker {format_cards(b)}")
        return f"cards typed in the wrong order? As {', '.join(sides)} the hand follows the rules"
    return None


def _check_outcome(hand: HandRecord) -> list[str]:
    """The problems of one outcome-level hand (no cards), as far as its totals tell."""
    messages: list[str] = []
    pt, bt = hand.player_total, hand.banker_total
    if pt is None or bt is None:
        return messages
    winner = hand.winner
    if winner is not None:
        actual = winner_of(pt, bt)
        if actual is not winner:
            messages.append(
                f"{_result(winner)} recorded, but the totals are Player {pt}, Banker {bt}: "
                f"{_result(actual)}"
            )
    if hand.natural and pt < 8 and bt < 8:
        messages.append(
            f"natural recorded, but neither total is 8 or 9 (Player {pt}, Banker {bt}); "
            "a natural ends the hand on its first two cards, so its total is the final one"
        )
    return messages


def _span(first: int, last: int) -> str:
    """``hand 3 is``, ``hands 3 and 4 are``, ``hands 3 to 9 are``."""
    if first == last:
        return f"hand {first} is"
    return f"hands {first} {'and' if last == first + 1 else 'to'} {last} are"


def _missing(numbers: list[int]) -> str:
    """Hand numbers in increasing order, in words: a span, or a list (``hands 3, 5 and 8``)."""
    if numbers[-1] - numbers[0] + 1 == len(numbers):
        return _span(numbers[0], numbers[-1])
    shown = ", ".join(str(n) for n in numbers[:-1][:8])
    more = f", … ({len(numbers)} in all)" if len(numbers) > 9 else ""
    return f"hands {shown}{more} and {numbers[-1]} are"


_GAP_LIMIT = 10_000
"""A gap wider than this (a mistyped hand number) is reported as a span, not checked number
by number against the hands recorded out of order."""


class _Seen:
    """The hand numbers of a shoe so far, once its numbering has gone wrong: 1 to ``upto``
    (the numbering up to then, and any run that continues it) and the others in a set, so
    that a long shoe numbered in order costs no memory for its numbers."""

    __slots__ = ("others", "upto")

    def __init__(self, upto: int) -> None:
        self.upto = upto
        self.others: set[int] = set()

    def __contains__(self, number: int) -> bool:
        return 1 <= number <= self.upto or number in self.others

    def add(self, number: int) -> None:
        if 1 <= number <= self.upto:
            return
        if number != self.upto + 1:
            self.others.add(number)
            return
        upto, others = number, self.others
        while upto + 1 in others:
            upto += 1
            others.remove(upto)
        self.upto = upto


def _numbering(number: int, previous: int | None, seen: _Seen) -> str | None:
    """The message for hand ``number`` after hand ``previous`` (``None``: the shoe's first),
    when it is not the next number; ``seen`` holds the numbers of the hands before it."""
    if previous is None:
        if number == 1:
            return None
        if number < 1:
            return f"hand numbers start at 1, not {number}"
        return f"the shoe's first recorded hand is {number}: {_span(1, number - 1)} missing"
    expected = previous + 1
    if number == expected:
        return None
    if number == 1 and previous > 1:
        return (
            f"hand numbers start again at 1 after hand {previous}: two shoes run together "
            "under one label?"
        )
    if number == previous:
        return f"hand {number} is recorded twice in a row (one hand typed or pasted twice?)"
    if number < previous:
        if number in seen:
            return (
                f"hand {number} is recorded again after hand {previous} (one hand typed or "
                "pasted twice?)"
            )
        return f"hand {number} comes after hand {previous} (rows out of order?)"
    if number - expected > _GAP_LIMIT:
        gap = _span(expected, number - 1)
    else:
        missing = [n for n in range(expected, number) if n not in seen]
        if not missing:
            return None  # they were recorded earlier, out of order, and reported there
        gap = _missing(missing)
    return f"{gap} missing (hand {number} follows hand {previous})"


LISTED_PROBLEMS = 1_000
"""The problems a replay of a shoe read in chunks lists; the others are counted
(:attr:`ShoeReport.unlisted`), so that a shoe of any length has a report of bounded size."""


class ShoeReplay:
    """The replay of one shoe, which may be given its hands a chunk at a time: card counts,
    numbering and problems are carried from one chunk to the next, never the hands.

    ``shoe`` gives the label, first line, decks and burn cards and the first hands;
    :meth:`add` replays more hands of the same shoe. With ``listed``, the report keeps the
    first ``listed`` problems and counts the others.
    """

    __slots__ = ("count", "decks", "expected", "label", "listed", "report", "seen", "started")

    def __init__(self, shoe: ShoeRecord, *, listed: int | None = None) -> None:
        self.label = label = shoe.label
        problems: list[Problem] = list(shoe.problems)
        self.report = ShoeReport(label, 0, shoe.line, problems)
        self.decks = shoe.effective_decks
        self.listed = listed
        self.count: CardCount | None = None
        if shoe.burn:
            self.count = count = CardCount(self.decks)
            for card in shoe.burn:
                message = count.add(card)
                if message:
                    problems.append(Problem(label, None, shoe.line, f"burn card: {message}"))
        self.expected = 1
        self.started = False
        # The hand numbers so far, gathered only once the numbering has gone wrong.
        self.seen: _Seen | None = None
        self.add(shoe.hands)

    def add(self, hands: Sequence[HandRecord], problems: Sequence[Problem] = ()) -> None:
        """Replay the next ``hands`` of the shoe, after ``problems`` its reader noticed."""
        label = self.label
        report = self.report
        found = report.problems
        found.extend(problems)
        count = self.count
        expected = self.expected
        started = self.started
        seen = self.seen
        # The loop runs for every hand of a library: the common, sound case takes a few
        # comparisons and no call; anything unusual goes to the functions that word it.
        for hand in hands:
            number, player, banker, winner, pt, bt, _, _, natural, line, _ = hand
            if number != expected:
                if seen is None:
                    # Until now every hand was the next one: 1, 2, … expected - 1.
                    seen = _Seen(expected - 1)
                message = _numbering(number, expected - 1 if started else None, seen)
                if message:
                    found.append(Problem(label, number, line, message))
            if seen is not None:
                seen.add(number)
            expected = number + 1
            started = True
            if player is not None:
                banker = banker or ()
                if not _cards_sound(hand, player, banker):
                    messages = check_cards(hand)
                    hint = order_hint(hand) if messages else None
                    if hint:
                        messages[0] = f"{messages[0]}; {hint}"
                    for message in messages:
                        found.append(Problem(label, number, line, message))
                if count is None:
                    count = CardCount(self.decks)
                for message in count.add_hand(player, banker):
                    found.append(Problem(label, number, line, message))
                continue
            if pt is None or bt is None:
                continue
            if (winner is not None and winner is not winner_of(pt, bt)) or (
                pt < 8 and bt < 8 and natural
            ):
                for message in _check_outcome(hand):
                    found.append(Problem(label, number, line, message))
        self.count = count
        self.expected = expected
        self.started = started
        self.seen = seen
        report.hands += len(hands)
        listed = self.listed
        if listed is not None and len(found) > listed:
            report.unlisted += len(found) - listed
            del found[listed:]


def validate_shoe(shoe: ShoeRecord) -> ShoeReport:
    """Replay ``shoe`` through the rules and report every problem found, in hand order,
    after what its reader noticed (:attr:`ShoeRecord.problems`)."""
    return ShoeReplay(shoe).report
