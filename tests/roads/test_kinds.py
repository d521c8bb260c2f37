"""The names of the five scorecards: titles, which derived road each is, columns used."""

from __future__ import annotations

from tracker.roads import DerivedRoad, RoadKind, compute_roads, parse_outcomes


def test_titles_and_derived_roads() -> None:
    assert [kind.title for kind in RoadKind] == [
        "Bead Plate",
        "Big Road",
        "Big Eye Boy",
        "Small Road",
        "Cockroach Pig",
    ]
    assert RoadKind.BEAD_PLATE.derived is None
    assert RoadKind.BIG_ROAD.derived is None
    assert [RoadKind(road.value).derived for road in DerivedRoad] == list(DerivedRoad)


def test_columns_each_road_uses() -> None:
    roads = compute_roads(parse_outcomes("BBPPPPB" * 2))  # 14 hands: 3 bead plate columns
    assert RoadKind.BEAD_PLATE.columns(roads) == 3
    assert RoadKind.BIG_ROAD.columns(roads) == roads.big_road_columns == 5
    for road in DerivedRoad:
        assert RoadKind(road.value).columns(roads) == roads.columns(road)


def test_ties_before_any_decision_take_the_big_road_first_column() -> None:
    roads = compute_roads(parse_outcomes("TT"))
    assert roads.big_road_columns == 0
    assert RoadKind.BIG_ROAD.columns(roads) == 1
    assert RoadKind.BIG_ROAD.columns(compute_roads([])) == 0
