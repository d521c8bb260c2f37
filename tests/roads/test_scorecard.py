"""The scorecards: the worked examples of docs/cli.md, ties, dragon tails, the ask road."""

from __future__ import annotations

import pytest

from tracker.engine.cards import parse_cards
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.roads import (
    Colour,
    DerivedRoad,
    OutcomeError,
    Result,
    Scorecard,
    compute_roads,
    outcome_string,
    parse_outcomes,
)

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


def roads_of(text: str):  # type: ignore[no-untyped-def]
    return compute_roads(parse_outcomes(text))


def letters(marks) -> str:  # type: ignore[no-untyped-def]
    return " ".join(m.colour.letter for m in marks)


def cells(road) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(c.row, c.col) for c in road]


# -- worked examples of the derived roads ----------------------------------------------------


def test_spec_short_example() -> None:
    roads = roads_of("B B P P P P")
    assert letters(roads.big_eye_boy) == "R b R"
    assert roads.small_road == ()
    assert roads.cockroach_pig == ()


def test_spec_long_example() -> None:
    roads = roads_of("B P P B B B P B B P P P P B")
    assert letters(roads.big_eye_boy) == "b b R b b b b b R b R b"
    assert letters(roads.small_road) == "b R b b R b b R R b"
    assert letters(roads.cockroach_pig) == "R R R R R b b"


def test_ties_do_not_change_derived_roads() -> None:
    text = "BPPBBBPBBPPPPB"
    plain = roads_of(text)
    # Ties before the first hand, after several hands, repeated, and at the end.
    tied = roads_of("TT" + text[:3] + "T" + text[3:7] + "TTT" + text[7:] + "T")
    for road in DerivedRoad:
        assert tied.derived(road) == plain.derived(road)
    assert tied.ask == plain.ask


def test_derived_marks_laid_out_like_a_big_road() -> None:
    roads = roads_of("B P P B B B P B B P P P P B")
    # b b | R | b b b b b | R | b | R | b: a new column at each change of colour.
    assert cells(roads.big_eye_boy) == [
        (0, 0), (1, 0), (0, 1), (0, 2), (1, 2), (2, 2), (3, 2), (4, 2),
        (0, 3), (0, 4), (0, 5), (0, 6),
    ]  # fmt: skip


# -- bead plate -------------------------------------------------------------------------------


def test_bead_plate_goes_down_columns_of_six_with_ties() -> None:
    roads = roads_of("BPTBBPP")
    assert cells(roads.bead_plate) == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (0, 1)]
    assert [c.winner for c in roads.bead_plate] == [B, P, T, B, B, P, P]
    assert roads.bead_plate_columns == 2


def test_bead_plate_keeps_pairs_and_naturals() -> None:
    card = Scorecard([Result(B, player_pair=True, banker_pair=False, natural=None)])
    bead = card.bead_plate[0]
    assert (bead.player_pair, bead.banker_pair, bead.natural) == (True, False, None)


# -- big road: ties -------------------------------------------------------------------------


def test_ties_count_on_the_cell_before_them() -> None:
    roads = roads_of("BTTPT")
    assert [(c.winner, c.ties) for c in roads.big_road] == [(B, 2), (P, 1)]


def test_leading_ties_count_on_the_first_cell() -> None:
    roads = roads_of("TTTBTB")
    assert [(c.winner, c.ties) for c in roads.big_road] == [(B, 4), (B, 0)]
    assert roads.pending_ties == 0


def test_only_ties_leave_big_road_empty_but_pending() -> None:
    roads = roads_of("TTT")
    assert roads.big_road == ()
    assert roads.pending_ties == 3
    assert len(roads.bead_plate) == 3
    assert roads.ask.banker == (None, None, None)


# -- big road: dragon tails -----------------------------------------------------------------


def test_streak_turns_right_at_row_five() -> None:
    roads = roads_of("B" * 8 + "P")
    assert cells(roads.big_road) == [
        (0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (5, 1), (5, 2), (0, 1),
    ]  # fmt: skip


def test_long_streak_meets_earlier_tail_and_goes_down_again() -> None:
    roads = roads_of("B" * 8 + "P" * 9 + "B" * 7)
    by_streak: dict[int, list[tuple[int, int]]] = {}
    for c in roads.big_road:
        by_streak.setdefault(c.streak, []).append((c.row, c.col))
    assert by_streak[0] == [(r, 0) for r in range(6)] + [(5, 1), (5, 2)]
    # Meets the first tail at row 4, turns right, and drops once the cell below is free.
    assert by_streak[1] == [(r, 1) for r in range(5)] + [(4, 2), (4, 3), (5, 3), (5, 4)]
    # Meets the second tail at row 3, runs over it, drops at column 4.
    assert by_streak[2] == [(r, 2) for r in range(4)] + [(3, 3), (3, 4), (4, 4)]
    assert roads.big_road_columns == 5


def test_dragon_tail_stays_one_logical_column() -> None:
    roads = roads_of("B" * 7 + "P" * 7)
    assert [(s.winner, s.length) for s in roads.streaks] == [(B, 7), (P, 7)]
    # Rows 2 to 7 of the Player streak are at most 7 deep: red all the way. Reading the
    # drawn grid (six cells down column 0) would wrongly give blue at row 7.
    assert letters(roads.big_eye_boy) == "R R R R R R"


def test_cells_never_overlap_in_a_dragon_heavy_shoe() -> None:
    text = "B" * 12 + "P" * 11 + "B" * 10 + "P" * 9 + "B" * 8 + "P" * 7 + "B" * 6
    roads = roads_of(text)
    placed = cells(roads.big_road)
    assert len(set(placed)) == len(placed) == len(text)
    assert all(0 <= r < 6 for r, _ in placed)


# -- ask road -------------------------------------------------------------------------------


def test_ask_road_is_the_next_mark() -> None:
    card = Scorecard(parse_outcomes("B P P B B B P B B P P P P"))
    ask = card.ask()
    for winner in (B, P):
        after = Scorecard([*card.results, Result(winner)])
        for road in DerivedRoad:
            before_n = len(card.derived(road))
            new = after.derived(road)[before_n:]
            expected = new[0].colour if new else None
            assert ask.mark(winner, road) == expected


def test_ask_road_empty_shoe() -> None:
    ask = Scorecard().ask()
    assert ask.to_json() == {
        "banker": {"big_eye_boy": None, "small_road": None, "cockroach_pig": None},
        "player": {"big_eye_boy": None, "small_road": None, "cockroach_pig": None},
    }


def test_ask_road_after_short_example() -> None:
    ask = roads_of("BBPPPP").ask
    assert ask.mark(B, DerivedRoad.BIG_EYE_BOY) is Colour.BLUE
    assert ask.mark(P, DerivedRoad.BIG_EYE_BOY) is Colour.RED
    assert ask.mark(B, DerivedRoad.SMALL_ROAD) is None


# -- incremental, undo, replace -------------------------------------------------------------


def test_undo_and_replace_match_a_fresh_computation() -> None:
    card = Scorecard(parse_outcomes("BPPBBBPBBPPPPBT"))
    assert card.undo() == Result(T, None, None, None)
    assert card.snapshot() == roads_of("BPPBBBPBBPPPPB")
    card.replace(0, Result(P, None, None, None))
    assert card.snapshot() == roads_of("PPPBBBPBBPPPPB")
    with pytest.raises(IndexError):
        Scorecard().undo()


# -- input ----------------------------------------------------------------------------------


def test_parse_outcomes_any_case_spaces_ignored() -> None:
    results = parse_outcomes("b P t\tB")
    assert outcome_string(results) == "BPTB"
    assert results[0] == Result(B, None, None, None)


def test_parse_outcomes_names_the_position() -> None:
    with pytest.raises(OutcomeError, match=r"character 4 is 'X'.*B, P or T"):
        parse_outcomes("BP X")


def test_result_from_hand_uses_cards_when_no_winner() -> None:
    hand = HandRecord(
        number=3,
        player=tuple(parse_cards("9H 9D")),
        banker=tuple(parse_cards("KS 2C 5D")),
    )
    assert Result.from_hand(hand) == Result(P, player_pair=True, banker_pair=False, natural=True)


def test_result_from_hand_prefers_recorded_outcome() -> None:
    hand = HandRecord(number=1, winner=B, banker_pair=True)
    assert Result.from_hand(hand) == Result(B, None, True, None)


def test_result_from_hand_without_winner_or_cards() -> None:
    with pytest.raises(OutcomeError, match="line 7, hand 5"):
        Result.from_hand(HandRecord(number=5, line=7))


def test_json_contract() -> None:
    doc = roads_of("TBP").to_json()
    assert set(doc) == {
        "bead_plate",
        "big_road",
        "big_eye_boy",
        "small_road",
        "cockroach_pig",
        "ask",
    }
    assert doc["bead_plate"][0] == {
        "row": 0,
        "col": 0,
        "winner": "T",
        "player_pair": None,
        "banker_pair": None,
        "natural": None,
    }
    assert doc["big_road"] == [
        {"row": 0, "col": 0, "winner": "B", "ties": 1},
        {"row": 0, "col": 1, "winner": "P", "ties": 0},
    ]
    assert set(doc["ask"]) == {"banker", "player"}


# -- text ---------------------------------------------------------------------------------


def test_text_before_any_banker_or_player_hand() -> None:
    from tracker.roads.text import render_text

    text = render_text(roads_of("TT"))
    assert "Big road (2 ties before the first Banker/Player hand)" in text
    assert "Bead plate (2 hands, 2 ties)" in text
    assert "Banker: Big Eye Boy -, Small Road -, Cockroach Pig -" in text


def test_text_shows_dragon_tail_and_tie_counts() -> None:
    from tracker.roads.text import render_text

    text = render_text(roads_of("B" * 7 + "T" * 12 + "P"))
    lines = text.splitlines()
    big = lines.index("Big road")
    assert lines[big + 6] == "  B  B+"  # the tail turns right; ten or more ties show '+'
    assert lines[big + 1] == "  B  P"
