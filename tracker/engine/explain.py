"""The third-card rule in words: each side's rule as a player reads it on a chart, and
every draw or stand of a coup explained by the rule that made it ("Banker 3 draws unless
the Player's third card is 8"). The practice dealer and the replay say these.

Each text is a :class:`~tracker.translatable.Message` (its ``str()`` the English), so that a
window shows it in its language (``tracker.ui.shell.i18n.shown``)."""

from __future__ import annotations

from tracker.engine.coup import Coup
from tracker.engine.rules import banker_draw_values, hand_total, is_natural, player_draws
from tracker.translatable import QT_TRANSLATE_NOOP, Message

PLAYER_RULE = Message(QT_TRANSLATE_NOOP("Messages", "Player draws on 0–5 and stands on 6 or 7"))
NATURAL_RULE = Message(
    QT_TRANSLATE_NOOP("Messages", "a natural 8 or 9 on either side: both hands stand")
)
BANKER_STOOD_RULE = Message(
    QT_TRANSLATE_NOOP(
        "Messages", "when the Player stands, Banker draws on 0–5 and stands on 6 or 7"
    )
)


def _values(values: frozenset[int]) -> Message | int:
    """{2..7} → "2–7"; {6, 7} → "6 or 7"; {4} → "4"."""
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    if len(ordered) == 2:
        return Message(
            QT_TRANSLATE_NOOP("Messages", "{low} or {high}"), low=ordered[0], high=ordered[1]
        )
    return Message(QT_TRANSLATE_NOOP("Messages", "{low}–{high}"), low=ordered[0], high=ordered[-1])


def banker_rule_message(total: int) -> Message:
    """The Banker's rule on a two-card ``total`` once the Player has drawn a third card:
    "Banker 3 draws unless the Player's third card is 8"."""
    draws_on = banker_draw_values(total)
    if len(draws_on) == 10:
        return Message(QT_TRANSLATE_NOOP("Messages", "Banker {total} always draws"), total=total)
    if not draws_on:
        return Message(QT_TRANSLATE_NOOP("Messages", "Banker {total} always stands"), total=total)
    missing = frozenset(range(10)) - draws_on
    if len(missing) == 1:
        return Message(
            QT_TRANSLATE_NOOP(
                "Messages", "Banker {total} draws unless the Player's third card is {values}"
            ),
            total=total,
            values=_values(missing),
        )
    return Message(
        QT_TRANSLATE_NOOP(
            "Messages", "Banker {total} draws when the Player's third card is {values}"
        ),
        total=total,
        values=_values(draws_on),
    )


def banker_rule(total: int) -> str:
    """:func:`banker_rule_message` in English."""
    return str(banker_rule_message(total))


def banker_chart() -> tuple[tuple[int, tuple[bool, ...]], ...]:
    """The Banker's chart: for each two-card total 0–7, whether Banker draws on each value
    of the Player's third card 0–9 (8 and 9 are naturals: nothing is drawn)."""
    return tuple(
        (total, tuple(v in banker_draw_values(total) for v in range(10))) for total in range(8)
    )


def draw_reasons(coup: Coup) -> list[Message]:
    """Why each side of ``coup`` drew or stood, each line the outcome then the rule that
    decided it: "Player 4 draws — Player draws on 0–5 and stands on 6 or 7"."""
    p_two = hand_total([c.value for c in coup.player[:2]])
    b_two = hand_total([c.value for c in coup.banker[:2]])
    if is_natural(p_two) and is_natural(b_two):
        return [
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "Player natural {player} and Banker natural {banker} — {rule}"
                ),
                player=p_two,
                banker=b_two,
                rule=NATURAL_RULE,
            )
        ]
    if is_natural(p_two):
        return [
            Message(
                QT_TRANSLATE_NOOP("Messages", "Player natural {player} — {rule}"),
                player=p_two,
                rule=NATURAL_RULE,
            )
        ]
    if is_natural(b_two):
        return [
            Message(
                QT_TRANSLATE_NOOP("Messages", "Banker natural {banker} — {rule}"),
                banker=b_two,
                rule=NATURAL_RULE,
            )
        ]
    if len(coup.player) == 3 and player_draws(p_two):
        player = Message(
            QT_TRANSLATE_NOOP("Messages", "Player {total} draws — {rule}"),
            total=p_two,
            rule=PLAYER_RULE,
        )
    else:
        player = Message(
            QT_TRANSLATE_NOOP("Messages", "Player {total} stands — {rule}"),
            total=p_two,
            rule=PLAYER_RULE,
        )
    drew = len(coup.banker) == 3
    if len(coup.player) == 3:
        third = coup.player[2].value
        rule = banker_rule_message(b_two)
        banker = (
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "Banker {total} draws on a third card of {third} — {rule}"
                ),
                total=b_two,
                third=third,
                rule=rule,
            )
            if drew
            else Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "Banker {total} stands on a third card of {third} — {rule}"
                ),
                total=b_two,
                third=third,
                rule=rule,
            )
        )
    elif drew:
        banker = Message(
            QT_TRANSLATE_NOOP("Messages", "Banker {total} draws — {rule}"),
            total=b_two,
            rule=BANKER_STOOD_RULE,
        )
    else:
        banker = Message(
            QT_TRANSLATE_NOOP("Messages", "Banker {total} stands — {rule}"),
            total=b_two,
            rule=BANKER_STOOD_RULE,
        )
    return [player, banker]


def explain_draws(coup: Coup) -> list[str]:
    """:func:`draw_reasons` in English."""
    return [str(reason) for reason in draw_reasons(coup)]
