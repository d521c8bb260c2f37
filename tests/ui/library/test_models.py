"""The shoe list model passes Qt's model tester and shows what a user reads in the list."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tracker.history.records import ShoeKind
from tracker.history.tally import Tally
from tracker.store import ShoeSummary
from tracker.ui.library.models import ShoeListModel


def summary(
    shoe_id: int,
    *,
    hands: int = 70,
    banker: int = 33,
    player: int = 30,
    tie: int = 7,
    **changes: object,
) -> ShoeSummary:
    """A shoe's summary: its tally's counts as given, its details changed by ``changes``."""
    values: dict[str, object] = {
        "id": shoe_id,
        "label": str(shoe_id),
        "kind": ShoeKind.IMPORTED,
        "casino": None,
        "table": "스피드 바카라 C",
        "started": datetime(2025, 8, 9, 12, 30, tzinfo=UTC),
        "decks": 8,
        "notes": "",
        "source": "hands.csv",
        "created_at": datetime(2026, 1, 1, tzinfo=UTC),
        "closed_at": None,
        "tally": Tally(hands, banker, player, tie, player_pair=5, banker_pair=4),
    }
    values.update(changes)
    return ShoeSummary(**values)  # type: ignore[arg-type]


def test_shoe_list_model(qtmodeltester: ModelTester) -> None:
    model = ShoeListModel()
    earlier = datetime(2025, 8, 8, 12, 30, tzinfo=UTC)
    second = summary(2, table=None, hands=3, banker=2, player=1, tie=0, started=earlier)
    model.set_shoes([second, summary(1)])  # newest first, as the library lists them
    qtmodeltester.check(model)
    assert model.index(0, 0).data() == "스피드 바카라 C — 1"
    assert model.index(0, 2).data() == "70: 33 · 30 · 7"
    assert model.index(1, 0).data() == "hands — 2"  # no table: named by its file
    assert model.index(0, 0).data(ShoeListModel.ShoeIdRole) == 1


def test_open_live_shoe_is_marked(qtmodeltester: ModelTester) -> None:
    model = ShoeListModel()
    model.set_shoes([summary(3, kind=ShoeKind.LIVE, table="Table 7", label="")])
    qtmodeltester.check(model)
    assert model.index(0, 0).data() == "● Table 7 — #3"
    assert "open for logging" in model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    model.update_shoe(
        summary(
            3,
            kind=ShoeKind.LIVE,
            table="Table 7",
            label="",
            closed_at=datetime(2026, 1, 2, tzinfo=UTC),
        )
    )
    assert model.index(0, 0).data() == "Table 7 — #3"


def test_filter_finds_a_table_in_any_script() -> None:
    model = ShoeListModel()
    model.set_shoes([summary(1), summary(2, table="Table 7")])
    model.set_filter("바카라")
    assert model.rowCount() == 1
    model.set_filter("table")
    assert model.rowCount() == 1 and model.shoe_count() == 2


def expected_rows(shoes: dict[int, ShoeSummary], needle: str, column: int, down: bool) -> list[int]:
    """The rows worked out from scratch: the shoes the filter lets through, sorted."""
    from tracker.ui.library.models import shoe_title

    kept = [s for s in shoes.values() if needle.casefold() in shoe_title(s).casefold()]
    if column == 0:
        return [
            s.id for s in sorted(kept, key=lambda s: (shoe_title(s).casefold(), s.id), reverse=down)
        ]
    if column == 2:
        return [s.id for s in sorted(kept, key=lambda s: (s.tally.hands, s.id), reverse=down)]
    dated = sorted((s for s in kept if s.started), key=lambda s: (s.started, s.id), reverse=down)
    undated = sorted((s.id for s in kept if s.started is None), reverse=down)
    return [s.id for s in dated] + undated


NAMES = ("Salon", "바카라 A", "Table 7", "Speed")
shoe_ids = st.integers(min_value=1, max_value=40)
a_summary = st.builds(
    lambda shoe_id, name, minutes, hands: summary(
        shoe_id,
        table=name,
        started=None
        if minutes is None
        else datetime(2025, 8, 9, tzinfo=UTC) + timedelta(minutes=minutes),
        hands=hands,
    ),
    shoe_ids,
    st.sampled_from(NAMES),
    st.one_of(st.none(), st.integers(min_value=0, max_value=5)),
    st.integers(min_value=0, max_value=4),
)
operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.lists(a_summary, max_size=8)),
        st.tuples(st.just("update"), a_summary),
        st.tuples(st.just("remove"), st.lists(shoe_ids, max_size=3)),
        st.tuples(st.just("filter"), st.sampled_from(("", "a", "바카", "table", "7"))),
        st.tuples(st.just("sort"), st.tuples(st.integers(0, 2), st.booleans())),
    ),
    max_size=25,
)


@pytest.mark.slow
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(operations)
def test_shoes_joining_changing_and_leaving_keep_the_rows_as_sorting_from_scratch_would(
    qtmodeltester: ModelTester, steps: list[tuple[str, object]]
) -> None:
    model = ShoeListModel()
    qtmodeltester.check(model)  # and it watches every signal from here on
    shoes: dict[int, ShoeSummary] = {}
    needle, column, down = "", 1, True
    for name, argument in steps:
        if name == "add":
            assert isinstance(argument, list)
            model.add_shoes(argument)
            for shoe in argument:
                shoes[shoe.id] = shoe
        elif name == "update":
            assert isinstance(argument, ShoeSummary)
            model.update_shoe(argument)
            shoes[argument.id] = argument
        elif name == "remove":
            assert isinstance(argument, list)
            model.remove_shoes(argument)
            for shoe_id in argument:
                shoes.pop(shoe_id, None)
        elif name == "filter":
            assert isinstance(argument, str)
            model.set_filter(argument)
            needle = argument
        else:
            assert isinstance(argument, tuple)
            column, down = argument
            model.sort(
                column, Qt.SortOrder.DescendingOrder if down else Qt.SortOrder.AscendingOrder
            )
        rows = [model.shoe_at(row) for row in range(model.rowCount())]
        assert [s.id for s in rows] == expected_rows(shoes, needle, column, down)
        assert all(shoes[s.id] == s for s in rows)
        assert model.shoe_count() == len(shoes)
        for row, shoe in enumerate(rows):
            assert model.row_of(shoe.id) == row


def test_a_shoe_logged_into_moves_to_its_place_with_the_selection(qtbot: QtBot) -> None:
    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtWidgets import QTableView

    model = ShoeListModel()
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    model.set_shoes([summary(n, hands=n) for n in range(1, 6)])
    model.sort(2, Qt.SortOrder.AscendingOrder)  # by hands: 1, 2, 3, 4, 5
    view.selectionModel().setCurrentIndex(
        model.index(1, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    model.update_shoe(summary(2, hands=9))
    assert [model.shoe_at(row).id for row in range(5)] == [1, 3, 4, 5, 2]
    assert view.currentIndex().row() == 4 and view.selectionModel().isRowSelected(4)
    assert model.index(4, 2).data() == "9: 33 · 30 · 7"
