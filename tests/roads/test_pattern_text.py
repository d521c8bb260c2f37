"""A shoe's patterns in words: each with how often chance deals it, never as advice."""

from __future__ import annotations

import pytest

from tracker.honesty import PATTERNS_ARE_CHANCE
from tracker.roads import compute_roads, parse_outcomes
from tracker.roads.pattern_chances import shipped
from tracker.roads.pattern_text import (
    chip_text,
    patterns_json,
    render_patterns,
    roads_tags,
    share_short,
    shoes_phrase,
    start_columns,
    tag_label,
    tag_sentence,
    tag_tooltip,
)


@pytest.mark.parametrize(
    ("share", "short", "phrase"),
    [
        (0.9999, ">99%", "over 99% of shoes"),
        (0.4123, "41%", "41% of shoes"),
        (0.0042, "0.4%", "0.4% of shoes"),
        (0.0004, "<0.1%", "1 in 2,500 shoes"),
        (0.0, "<0.001%", "none of the 100,000 simulated shoes"),
    ],
)
def test_shares_in_words(share: float, short: str, phrase: str) -> None:
    assert share_short(share) == short
    assert shoes_phrase(share, 100_000) == phrase


def test_a_tag_that_occurs_again_is_one_tag_given_for_its_longest() -> None:
    roads = compute_roads(parse_outcomes("BBBBB P BBBBBBB P BBBB"))
    # The three Banker columns of two or more are also Banker doubles.
    assert [t.pattern.id for t in roads_tags(roads)] == ["long_banker", "banker_doubles"]
    tag = roads_tags(roads)[0]
    assert tag.count == 3 and tag.largest == 7
    assert tag_label(tag) == "Long Banker ×3 (longest 7)"
    share = shipped().patterns["long_banker"].chance(7)
    assert tag_sentence(tag) == (
        f"Long Banker ×3 (longest 7) — {share:.0%} of shoes show one at least this long by chance"
    )
    assert chip_text(tag) == f"Long Banker ×3 (longest 7) · {share:.0%}"
    assert "Here: columns 1, 3 and 5 of the big road." in tag_tooltip(tag, roads)
    entry = patterns_json(roads)[0]
    assert entry["columns"] == [[0, 0], [2, 2], [4, 4]] and entry["count"] == 3


def test_columns_are_counted_as_the_big_road_draws_them() -> None:
    # Seven Bankers turn along the bottom row: the next streak starts in column 1.
    roads = compute_roads(parse_outcomes("BBBBBBB P B P"))
    assert start_columns(roads) == [0, 1, 2, 3]
    roads = compute_roads(parse_outcomes("TTB"))
    assert start_columns(roads) == [0]


def test_units_read_as_a_player_says_them() -> None:
    labels = [tag_label(t) for t in roads_tags(compute_roads(parse_outcomes("BPPBPPBPP")))]
    assert "One hall two rooms, Banker (3 times)" in labels
    labels = [tag_label(t) for t in roads_tags(compute_roads(parse_outcomes("PBBPBB")))]
    assert "One hall two rooms, Player (twice)" in labels
    labels = [tag_label(t) for t in roads_tags(compute_roads(parse_outcomes("BPBPB")))]
    assert "Ping-pong (5 columns)" in labels


def test_the_words_never_advise() -> None:
    roads = compute_roads(parse_outcomes("BBBBBBBB PBPBPB T PPBBPPBBPBPPBPP BPPBPP PBBPBB"))
    tags = roads_tags(roads)
    assert len(tags) >= 6
    every = "\n".join([render_patterns(roads), *(tag_tooltip(t, roads) for t in tags)]).lower()
    for word in ("signal", " bet", "trend", "follow the", "should"):
        assert word not in every
    assert render_patterns(roads).endswith(PATTERNS_ARE_CHANCE)
