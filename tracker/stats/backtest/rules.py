"""Pattern rules a user writes for the backtester, one a line, read without ``eval``:

    # comments start with #
    after B B P bet P 2 units
    after PPPP bet B
    after T bet tie

A pattern of ``B``/``P`` letters is matched against the shoe's last decisions with ties
removed, as the big road shows them; a pattern holding ``T`` against the last hands as
dealt. The first rule that matches places its bet (1 unit unless it says otherwise); when
none matches, no bet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message

SIDES = {
    "b": 0,
    "banker": 0,
    "p": 1,
    "player": 1,
    "t": 2,
    "tie": 2,
    "player_pair": 3,
    "pp": 3,
    "banker_pair": 4,
    "bp": 4,
}
"""The bets a rule can place, by the words it may use (any case)."""

MAX_UNITS = 1000
MAX_PATTERN = 40

_TOKEN = re.compile(r"\S+")


class RuleError(UserError, ValueError):
    """A rule that cannot be read; the message names the line and column."""

    def __init__(
        self, line: int, column: int, message: str | Message, source: str = "rules"
    ) -> None:
        self.line = line
        self.column = column
        place = Message(
            QT_TRANSLATE_NOOP("Messages", "{place}, line {line}"), place=source, line=line
        )
        place = Message(
            QT_TRANSLATE_NOOP("Messages", "{place}, {part}"),
            place=place,
            part=Message(QT_TRANSLATE_NOOP("Messages", "column {column}"), column=column),
        )
        super().__init__(
            Message(QT_TRANSLATE_NOOP("Messages", "{place}: {reason}"), place=place, reason=message)
        )


@dataclass(frozen=True, slots=True)
class Rule:
    """After ``pattern`` (letters ``B``/``P``/``T``, oldest first) bet ``target`` with
    ``units`` units."""

    pattern: str
    target: int
    units: int
    line: int

    @property
    def with_ties(self) -> bool:
        return "T" in self.pattern

    def __str__(self) -> str:
        side = next(k for k, v in SIDES.items() if v == self.target and len(k) > 2)
        return f"after {' '.join(self.pattern)} bet {side} {self.units} unit" + (
            "s" if self.units != 1 else ""
        )


def parse_rules(text: str, source: str = "rules") -> tuple[Rule, ...]:
    """Read rules, one a line.

    :raises RuleError: naming the line and column of the first thing that is not a rule.
    """
    rules: list[Rule] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        body = raw.split("#", 1)[0]
        tokens = [(m.group(), m.start() + 1) for m in _TOKEN.finditer(body)]
        if not tokens:
            continue
        rules.append(_parse_line(tokens, number, len(body.rstrip()) + 1, source))
    if not rules:
        raise RuleError(
            1,
            1,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "no rules: write one a line, like 'after B B P bet P 2 units'"
                )
            ),
            source,
        )
    return tuple(rules)


def _parse_line(tokens: list[tuple[str, int]], line: int, end: int, source: str) -> Rule:
    def fail(column: int, message: Message) -> RuleError:
        return RuleError(line, column, message, source)

    word, column = tokens[0]
    if word.lower() != "after":
        raise fail(
            column,
            Message(
                QT_TRANSLATE_NOOP("Messages", "expected 'after' to start a rule, found {word!r}"),
                word=word,
            ),
        )
    pattern = ""
    index = 1
    while index < len(tokens) and tokens[index][0].lower() != "bet":
        text, column = tokens[index]
        for offset, letter in enumerate(text):
            if letter.upper() not in "BPT":
                raise fail(
                    column + offset,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "expected B, P or T in the pattern, found {letter!r}"
                        ),
                        letter=letter,
                    ),
                )
        pattern += text.upper()
        index += 1
    if not pattern:
        where = tokens[1][1] if len(tokens) > 1 else end
        raise fail(
            where,
            Message(
                QT_TRANSLATE_NOOP("Messages", "expected a pattern of B, P and T after 'after'")
            ),
        )
    if len(pattern) > MAX_PATTERN:
        raise fail(
            tokens[1][1],
            Message(
                QT_TRANSLATE_NOOP("Messages", "a pattern of at most {most} hands, not {length}"),
                most=MAX_PATTERN,
                length=len(pattern),
            ),
        )
    if index == len(tokens):
        raise fail(
            end,
            Message(QT_TRANSLATE_NOOP("Messages", "expected 'bet' and a side after the pattern")),
        )
    index += 1
    if index == len(tokens):
        raise fail(
            end,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "expected the bet after 'bet': banker, player, tie, player_pair or banker_pair",
                )
            ),
        )
    side, column = tokens[index]
    if side.lower() not in SIDES:
        raise fail(
            column,
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "expected banker, player, tie, player_pair or banker_pair (or B, "
                    "P, T), found {side!r}",
                ),
                side=side,
            ),
        )
    target = SIDES[side.lower()]
    index += 1
    units = 1
    if index < len(tokens):
        amount, column = tokens[index]
        if not amount.isdigit() or not 1 <= int(amount) <= MAX_UNITS:
            raise fail(
                column,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "expected a whole number of units from 1 to {most}, found {amount!r}",
                    ),
                    most=MAX_UNITS,
                    amount=amount,
                ),
            )
        units = int(amount)
        index += 1
        if index < len(tokens):
            word, column = tokens[index]
            if word.lower() not in ("unit", "units"):
                raise fail(
                    column,
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "expected 'units' after the amount, found {word!r}"
                        ),
                        word=word,
                    ),
                )
            index += 1
    if index < len(tokens):
        raise fail(
            tokens[index][1],
            Message(
                QT_TRANSLATE_NOOP("Messages", "unexpected {word!r} after the end of the rule"),
                word=tokens[index][0],
            ),
        )
    return Rule(pattern, target, units, line)


def rule_targets(rules: tuple[Rule, ...], letters: str) -> tuple[list[int], list[int]]:
    """For each hand of a shoe (its winners, one letter a hand), the bet the rules place
    before it and its units (``-1`` and 0 where no rule matches)."""
    targets = [-1] * len(letters)
    units = [0] * len(letters)
    decisions = ""
    for index in range(len(letters)):
        history = letters[:index]
        for rule in rules:
            seen = history if rule.with_ties else decisions
            if seen.endswith(rule.pattern):
                targets[index] = rule.target
                units[index] = rule.units
                break
        if letters[index] in "BP":
            decisions += letters[index]
    return targets, units
