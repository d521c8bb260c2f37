"""One wording of "the past predicts nothing", everywhere the app says it."""

from __future__ import annotations

from tracker.honesty import PAST_OUTCOMES, PAST_PREDICTS_NOTHING, PATTERNS_ARE_CHANCE
from tracker.roads import compute_roads, parse_outcomes
from tracker.roads.pattern_text import render_patterns
from tracker.roads.text import render_text


def test_the_long_sentence_starts_as_the_short_one() -> None:
    assert PAST_OUTCOMES == "Past outcomes cannot predict future hands."
    assert PAST_PREDICTS_NOTHING.startswith("Past outcomes cannot predict future hands: ")


def test_the_statistics_and_the_text_roads_say_it() -> None:
    from tracker.stats import PAST_PREDICTS_NOTHING as stats_sentence

    assert stats_sentence == PAST_PREDICTS_NOTHING
    assert PAST_OUTCOMES in render_text(compute_roads(parse_outcomes("BP")))


def test_the_big_road_patterns_say_it() -> None:
    assert PATTERNS_ARE_CHANCE.endswith(PAST_OUTCOMES)
    assert render_patterns(compute_roads(parse_outcomes("BBBBB"))).endswith(PATTERNS_ARE_CHANCE)
    assert render_patterns(compute_roads(parse_outcomes("BP"))).endswith(PATTERNS_ARE_CHANCE)
