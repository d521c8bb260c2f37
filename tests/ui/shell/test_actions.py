"""The table of actions: menus, shortcuts that work wherever the focus is, and a key map."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tracker.ui.shell.actions import (
    STANDARD_MENUS,
    Actions,
    ActionSpec,
    KeyBinding,
    MenuSpec,
    build_actions,
    plain_text,
)

MENUS = (*STANDARD_MENUS[:3], MenuSpec("view/roads", "&Roads"), STANDARD_MENUS[3])

TABLE = (
    ActionSpec("new_shoe", "&New shoe…", "file", (QKeySequence.StandardKey.New,), section="shoe"),
    ActionSpec(
        "import", "&Import shoe files…", "file", ("Ctrl+I",), "Read shoe files", section="io"
    ),
    ActionSpec("export", "&Export as PNG && PDF…", "file", ("Ctrl+E",), section="io"),
    ActionSpec("undo", "&Undo", "edit", (QKeySequence.StandardKey.Undo, "Ctrl+Z")),
    ActionSpec("log_banker", "Log &Banker", "edit", ("B",), section="log", logging_key=True),
    ActionSpec("log_player", "Log &Player", "edit", ("P",), section="log", logging_key=True),
    ActionSpec("colour_blind", "&Colour-blind-safe", "view", checkable=True, checked=True),
    ActionSpec("big_road", "&Big road", "view/roads", ("Ctrl+1",)),
    ActionSpec("bead_plate", "Bead &plate", "view/roads", ("Ctrl+2",)),
    ActionSpec("find", "&Find shoe", "view", ("Ctrl+F",), section="find"),
    ActionSpec("about", "&About tracker", "help"),
    ActionSpec("next_shoe", "Next shoe", None, ("Ctrl+PgDown",)),
)


class Window(QMainWindow):
    """A window with a list and a text field to hold the focus, and a record of calls."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, object]] = []
        central = QWidget(self)
        self.list = QListWidget(central)
        self.list.addItems(["shoe 1", "shoe 2"])
        self.field = QLineEdit(central)
        layout = QVBoxLayout(central)
        layout.addWidget(self.list)
        layout.addWidget(self.field)
        self.setCentralWidget(central)
        self.undo_stack = QUndoStack(self)

    def record(self, name: str) -> Callable[[], None]:
        return lambda: self.calls.append((name, None))

    def build(self, table: tuple[ActionSpec, ...] = TABLE) -> Actions:
        plain = [spec.id for spec in table if not spec.checkable and spec.id != "undo"]
        return build_actions(
            self,
            table,
            on_trigger={name: self.record(name) for name in plain},
            on_toggle={"colour_blind": lambda on: self.calls.append(("colour_blind", on))},
            provided={"undo": self.undo_stack.createUndoAction(self, "&Undo")},
            menus=MENUS,
        )


@pytest.fixture
def window(qtbot: QtBot) -> Window:
    window = Window()
    qtbot.addWidget(window)
    return window


@pytest.fixture
def shown(window: Window, qtbot: QtBot) -> Window:
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def _menu_texts(window: QMainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def _entries(actions: Actions, path: str) -> list[str]:
    """A menu's entries as text: actions by id, separators as '--', submenus by title."""
    ids = {action: action_id for action_id, action in actions.items()}
    return [
        "--"
        if entry.isSeparator()
        else (entry.menu().title() if entry.menu() is not None else ids[entry])
        for entry in actions.menu(path).actions()
    ]


def test_menus_in_order_with_separators_between_sections(window: Window) -> None:
    actions = window.build()
    assert _menu_texts(window) == ["&File", "&Edit", "&View", "&Help"]
    assert _entries(actions, "file") == ["new_shoe", "--", "import", "export"]
    assert _entries(actions, "edit") == ["undo", "--", "log_banker", "log_player"]
    # A submenu sits where its first action comes in the table.
    assert _entries(actions, "view") == ["colour_blind", "&Roads", "--", "find"]
    assert _entries(actions, "view/roads") == ["big_road", "bead_plate"]
    assert list(actions) == [spec.id for spec in TABLE]


def test_menus_the_table_does_not_use_are_not_made(window: Window) -> None:
    table = (ActionSpec("about", "&About", "help"),)
    actions = build_actions(window, table, on_trigger={"about": window.record("about")})
    assert _menu_texts(window) == ["&Help"]
    with pytest.raises(KeyError):
        actions.menu("file")


def test_every_action_is_a_window_shortcut_of_the_window(window: Window) -> None:
    actions = window.build()
    for action in actions.values():
        assert action.shortcutContext() is Qt.ShortcutContext.WindowShortcut
        assert action in window.actions()
    assert actions["import"].shortcut() == QKeySequence("Ctrl+I")
    assert actions["import"].toolTip() == "Read shoe files"
    assert actions["import"].statusTip() == "Read shoe files"
    assert actions["import"].objectName() == "import"


def test_handlers_are_called_with_nothing_and_toggles_with_the_state(window: Window) -> None:
    actions = window.build()
    # The table's first state is set before the handler listens.
    assert actions["colour_blind"].isChecked()
    assert window.calls == []
    actions["import"].trigger()
    actions["colour_blind"].trigger()
    actions["colour_blind"].setChecked(True)
    assert window.calls == [("import", None), ("colour_blind", False), ("colour_blind", True)]


def test_shortcuts_work_wherever_the_focus_is_in_the_window(shown: Window, qtbot: QtBot) -> None:
    shown.build()
    shown.list.setFocus()
    qtbot.keyClick(shown.list, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(shown.list, Qt.Key.Key_B)
    # Outside the menus too.
    qtbot.keyClick(shown.list, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    shown.field.setFocus()
    qtbot.keyClick(shown.field, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert [name for name, _ in shown.calls] == ["import", "log_banker", "next_shoe", "import"]


def test_a_text_field_keeps_the_letters_it_is_typed(shown: Window, qtbot: QtBot) -> None:
    shown.build()
    shown.field.setFocus()
    qtbot.keyClicks(shown.field, "bp")
    assert shown.field.text() == "bp"
    assert shown.calls == []


def test_a_disabled_action_does_nothing_and_logging_keys_go_off_together(
    shown: Window, qtbot: QtBot
) -> None:
    actions = shown.build()
    assert actions.logging_ids == ("log_banker", "log_player")
    actions.enable("import", False)
    actions.enable_logging(False)
    assert not actions["log_player"].isEnabled()
    shown.list.setFocus()
    qtbot.keyClick(shown.list, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(shown.list, Qt.Key.Key_B)
    assert shown.calls == []
    actions.enable_logging(True)
    qtbot.keyClick(shown.list, Qt.Key.Key_B)
    assert shown.calls == [("log_banker", None)]


def test_holding_a_logging_key_logs_one_hand(window: Window) -> None:
    actions = window.build()
    assert not actions["log_banker"].autoRepeat()
    assert actions["import"].autoRepeat()


def test_a_ready_made_action_keeps_its_own_text_and_gets_its_row(window: Window) -> None:
    actions = window.build()
    undo = actions["undo"]
    assert undo.text() == "&Undo"
    # The platform's undo keys, Ctrl+Z once though named twice.
    assert undo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert undo.shortcuts().count(QKeySequence("Ctrl+Z")) == 1
    window.undo_stack.push(QUndoCommand("log Banker"))
    assert undo.text() == "&Undo log Banker"
    assert actions.key_map()[3].text == "Undo"


def test_the_key_map_as_the_user_sees_it_in_menu_order(window: Window) -> None:
    key_map = window.build().key_map()
    assert [row.id for row in key_map] == [spec.id for spec in TABLE]
    by_id = {row.id: row for row in key_map}
    assert by_id["import"] == KeyBinding(
        "import", ("File",), "Import shoe files…", ("Ctrl+I",), False
    )
    assert by_id["export"].text == "Export as PNG & PDF…"
    assert by_id["log_banker"] == KeyBinding("log_banker", ("Edit",), "Log Banker", ("B",), True)
    assert by_id["big_road"].menu == ("View", "Roads")
    assert by_id["about"].shortcuts == ()
    assert by_id["next_shoe"].menu == ()
    native = QKeySequence("Ctrl+PgDown").toString(QKeySequence.SequenceFormat.NativeText)
    assert by_id["next_shoe"].shortcuts == (native,)


def test_the_key_map_shows_a_shortcut_changed_later(window: Window) -> None:
    actions = window.build()
    actions["find"].setShortcut(QKeySequence("Ctrl+K"))
    assert {row.id: row for row in actions.key_map()}["find"].shortcuts == ("Ctrl+K",)


def test_plain_text() -> None:
    assert plain_text("&Import…") == "Import…"
    assert plain_text("P&&L") == "P&L"
    assert plain_text("Log &Banker") == "Log Banker"
    assert plain_text("导入牌靴文件(&I)…") == "导入牌靴文件…"
    assert plain_text("파일(&F)") == "파일"


# -- mistakes in a table ------------------------------------------------------------------


def _build(window: QMainWindow, *table: ActionSpec, **handlers: object) -> Actions:
    on_trigger = {spec.id: (lambda: None) for spec in table if not spec.checkable}
    on_toggle = {spec.id: (lambda _on: None) for spec in table if spec.checkable}
    arguments = {"on_trigger": on_trigger, "on_toggle": on_toggle, **handlers}
    return build_actions(window, table, menus=MENUS, **arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("table", "message"),
    [
        (
            (ActionSpec("a", "&A", "file"), ActionSpec("a", "&B", "edit")),
            "'a' is in the table twice",
        ),
        (
            (
                ActionSpec("a", "&A", "file", ("Ctrl+I",)),
                ActionSpec("b", "&B", "edit", ("ctrl+i",)),
            ),
            "shortcut 'Ctrl+I' is both 'a' and 'b'",
        ),
        (
            (
                ActionSpec("a", "&A", "edit", (QKeySequence.StandardKey.Undo,)),
                ActionSpec("b", "&B", "edit", ("Ctrl+Z",)),
            ),
            "shortcut 'Ctrl+Z' is both 'a' and 'b'",
        ),
        ((ActionSpec("a", "&A", "tools"),), "no menu 'tools'"),
        ((ActionSpec("a", "&A", "file", ("Ctrl+Foo",)),), "no such shortcut 'Ctrl+Foo'"),
        (
            (ActionSpec("a", "Log &A", "edit", ("Shift+A",), logging_key=True),),
            "'Shift+A' is not one key",
        ),
        (
            (
                ActionSpec("a", "&A", "file", section="one"),
                ActionSpec("b", "&B", "file", section="two"),
                ActionSpec("c", "&C", "file", section="one"),
            ),
            "sections ['one', 'two', 'one'] are not together",
        ),
    ],
)
def test_a_wrong_table_is_refused(
    window: Window, table: tuple[ActionSpec, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        _build(window, *table)


def test_handlers_must_match_the_rows_one_to_one(window: Window) -> None:
    plain = ActionSpec("a", "&A", "file")
    toggle = ActionSpec("t", "&T", "view", checkable=True)
    with pytest.raises(ValueError, match=r"'a' needs exactly one handler .* not none"):
        build_actions(window, (plain,))
    with pytest.raises(ValueError, match=re.escape("not ['on_trigger', 'provided']")):
        build_actions(
            window, (plain,), on_trigger={"a": lambda: None}, provided={"a": QAction(window)}
        )
    with pytest.raises(ValueError, match="'a' is not checkable: give it an on_trigger"):
        build_actions(window, (plain,), on_toggle={"a": lambda _on: None})
    with pytest.raises(ValueError, match="'t' is checkable: give it an on_toggle"):
        build_actions(window, (toggle,), on_trigger={"t": lambda: None})
    with pytest.raises(ValueError, match="no action in the table for 'b'"):
        build_actions(window, (plain,), on_trigger={"a": lambda: None, "b": lambda: None})


def test_a_submenu_after_its_menu(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="submenu 'view/roads' comes before its menu 'view'"):
        build_actions(QMainWindow(), (), menus=(MenuSpec("view/roads", "&Roads"),))


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: ActionSpec("Log Banker", "&Log"), "action id 'Log Banker'"),
        (lambda: ActionSpec("a", " "), "'a' has no text"),
        (lambda: ActionSpec("a", "&A", "File"), "menu path 'File'"),
        (lambda: ActionSpec("a", "&A", checked=True), "checked but not checkable"),
        (lambda: ActionSpec("a", "&A", logging_key=True), "logging key 'a' has no key"),
        (lambda: ActionSpec("a", "&A", shortcuts="B"), "shortcuts is a tuple"),  # type: ignore[arg-type]
        (lambda: MenuSpec("file", ""), "menu 'file' has no title"),
    ],
)
def test_a_wrong_row_is_refused(make: Callable[[], object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()


def test_the_key_map_leaves_out_keys_a_keyboard_seldom_has(window: Window) -> None:
    # X11 binds Undo to Ctrl+Z, F14 and the Undo key: F1 lists the one a laptop has.
    actions = window.build()
    actions["undo"].setShortcuts(
        [QKeySequence("Ctrl+Z"), QKeySequence("F14"), QKeySequence("Undo")]
    )
    assert {row.id: row for row in actions.key_map()}["undo"].shortcuts == ("Ctrl+Z",)
