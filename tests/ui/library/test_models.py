"""The shoe list model passes Qt's model tester and shows what a user reads in the list."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from tracker.history.records import ShoeKind
from tracker.store import ShoeSummary
from tracker.ui.library.models import ShoeFilterModel, ShoeListModel


def summary(shoe_id: int, **changes: object) -> ShoeSummary:
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
        "hands": 70,
        "banker": 33,
        "player": 30,
        "tie": 7,
        "player_pair": 5,
        "banker_pair": 4,
    }
    values.update(changes)
    return ShoeSummary(**values)  # type: ignore[arg-type]


def test_shoe_list_model(qtmodeltester: ModelTester) -> None:
    model = ShoeListModel()
    model.set_shoes([summary(1), summary(2, table=None, hands=3, banker=2, player=1, tie=0)])
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
    proxy = ShoeFilterModel()
    proxy.setSourceModel(model)
    proxy.setFilterFixedString("바카라")
    assert proxy.rowCount() == 1
    proxy.setFilterFixedString("table")
    assert proxy.rowCount() == 1
