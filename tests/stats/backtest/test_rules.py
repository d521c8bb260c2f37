"""The pattern-rule language: what it reads, and where it says a rule is wrong."""

from __future__ import annotations

import pytest

from tracker.stats.backtest.rules import Rule, RuleError, parse_rules, rule_targets


def test_rules_are_read_one_a_line_with_comments_and_any_spacing() -> None:
    rules = parse_rules(
        "# my system\n"
        "after B B P bet P 2 units\n"
        "\n"
        "AFTER pppp BET banker   # a dragon\n"
        "after T bet tie 1 unit\n"
        "after BP bet player_pair 3\n"
    )
    assert rules == (
        Rule("BBP", 1, 2, 2),
        Rule("PPPP", 0, 1, 4),
        Rule("T", 2, 1, 5),
        Rule("BP", 3, 3, 6),
    )
    assert str(rules[0]) == "after B B P bet player 2 units"


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("before B bet P", 1, 1, "expected 'after'"),
        ("after B X bet P", 1, 9, "found 'X'"),
        ("after BXB bet P", 1, 8, "found 'X'"),
        ("after bet P", 1, 7, "expected a pattern"),
        ("after B B P", 1, 12, "expected 'bet'"),
        ("after B bet", 1, 12, "expected the bet"),
        ("after B bet dragon", 1, 13, "found 'dragon'"),
        ("after B bet P two units", 1, 15, "whole number of units"),
        ("after B bet P 0", 1, 15, "whole number of units"),
        ("after B bet P 2 chips", 1, 17, "expected 'units'"),
        ("after B bet P 2 units now", 1, 23, "unexpected 'now'"),
        ("# nothing\n\n", 1, 1, "no rules"),
        ("after B bet P\n  after P bet Q", 2, 15, "found 'Q'"),
    ],
)
def test_a_rule_that_cannot_be_read_names_its_line_and_column(
    text: str, line: int, column: int, words: str
) -> None:
    with pytest.raises(RuleError) as caught:
        parse_rules(text, "my.rules")
    assert (caught.value.line, caught.value.column) == (line, column)
    assert str(caught.value).startswith(f"my.rules, line {line}, column {column}: ")
    assert words in str(caught.value)
    assert caught.value.exit_code == 2


def test_patterns_read_decisions_without_ties_unless_they_hold_a_tie() -> None:
    rules = parse_rules("after B P bet B 2\nafter T bet tie")
    # B T P: the decisions are B P, so hand 4 is bet on Banker; hand 3 follows the tie.
    targets, units = rule_targets(rules, "BTPB")
    assert targets == [-1, -1, 2, 0]
    assert units == [0, 0, 1, 2]


def test_the_first_rule_that_matches_wins() -> None:
    rules = parse_rules("after B B bet P\nafter B bet B 5")
    assert rule_targets(rules, "BBB") == ([-1, 0, 1], [0, 5, 1])
