"""One wording of "the past predicts nothing", everywhere the app says it."""

from __future__ import annotations

from tracker.honesty import PAST_OUTCOMES, PAST_PREDICTS_NOTHING
from tracker.roads import compute_roads, parse_outcomes
from tracker.roads.text import render_text


def test_the_long_sentence_starts_as_the_short_one() -> None:
    assert PAST_OUTCOMES == "Past outcomes cannot predict future hands."
    assert PAST_PREDICTS_NOTHING.startswith("Past outcomes cannot predict future hands: ")


def test_the_statistics_and_the_text_roads_say_it() -> None:
    from tracker.stats import PAST_PREDICTS_NOTHING as stats_sentence

    assert stats_sentence == PAST_PREDICTS_NOTHING
    assert PAST_OUTCOMES in render_text(compute_roads(parse_outcomes("BP")))
