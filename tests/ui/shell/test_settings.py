"""Typed settings over an ini file: defaults, round trips through the file, hand-edited
values that read as the default, checked writes and change notices."""

from __future__ import annotations

import enum
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings
from pytestqt.qtbot import QtBot

from tracker.ui.shell.settings import Setting, Settings


class Theme(enum.Enum):
    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


class Speed(enum.IntEnum):
    SLOW = 1
    FAST = 2


COLOUR_BLIND = Setting("view/colour_blind", False)
CELL = Setting("scorecard/cell", 18, minimum=8, maximum=64)
ZOOM = Setting("scorecard/zoom", 1.0, minimum=0.5, maximum=4.0)
FILTER = Setting("library/filter", "")
TABLE = Setting("live/table", "Speed Baccarat A", choices=("Speed Baccarat A", "Lightning"))
THEME = Setting("view/theme", Theme.SYSTEM)
SPEED = Setting("replay/speed", Speed.SLOW)
GEOMETRY = Setting("window/geometry", QByteArray())
STATE = Setting("window/state", b"")
EVERY: tuple[Setting[Any], ...] = (
    COLOUR_BLIND,
    CELL,
    ZOOM,
    FILTER,
    TABLE,
    THEME,
    SPEED,
    GEOMETRY,
    STATE,
)


def _ini(path: Path, text: str = "") -> Settings:
    """Settings on an ini file holding ``text``, written before Qt first reads the file
    (QSettings shares what it read of a file across the process)."""
    path.write_text(text, encoding="utf-8")
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


def test_each_setting_reads_as_its_default_when_nothing_is_stored(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini")
    for setting in EVERY:
        assert settings.get(setting) == setting.default
        assert not settings.is_set(setting)
    assert isinstance(settings.get(GEOMETRY), QByteArray)


def test_values_come_back_typed_from_the_file_qt_wrote(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini")
    written: dict[Setting[Any], object] = {
        COLOUR_BLIND: True,
        CELL: 24,
        ZOOM: 1.5,
        FILTER: "Lightning, table 2",
        TABLE: "Lightning",
        THEME: Theme.DARK,
        SPEED: Speed.FAST,
        GEOMETRY: QByteArray(b"\x01\xd9\xd0\xcb\x00\x03"),
        STATE: b"\x00\xff state",
    }
    for setting, value in written.items():
        settings.set(setting, value)
    settings.sync()
    text = (tmp_path / "tracker.ini").read_text(encoding="utf-8")
    assert "colour_blind=true" in text
    assert "theme=DARK" in text
    assert "speed=FAST" in text
    # Bytes as Qt's own byte arrays, not a pickle only PySide could read.
    assert "state=@ByteArray(" in text
    # A copy of the file is read from disk, where ints and bools are text.
    shutil.copy(tmp_path / "tracker.ini", tmp_path / "copy.ini")
    fresh = QSettings(str(tmp_path / "copy.ini"), QSettings.Format.IniFormat)
    assert fresh.value("scorecard/cell") == "24"
    again = Settings(fresh)
    for setting, value in written.items():
        read = again.get(setting)
        assert read == value
        assert type(read) is type(value)


HAND_EDITED = """\
[view]
colour_blind=maybe
theme=PURPLE

[scorecard]
cell=200
zoom=nan

[library]
filter=one, two

[live]
table=Mini Baccarat

[replay]
speed=2

[window]
geometry=800x600
state=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0\\0\\0\\0\\x12\\x80\\x4garbage)
"""


def test_hand_edited_values_that_do_not_fit_read_as_the_default(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini", HAND_EDITED)
    for setting in EVERY:
        assert settings.get(setting) == setting.default, setting.key
    # The file still holds them: nothing was rewritten behind the user's back.
    assert settings.is_set(CELL)


@pytest.mark.parametrize(
    ("setting", "text", "value"),
    [
        (COLOUR_BLIND, "TRUE", True),
        (COLOUR_BLIND, "0", False),
        (CELL, " 12 ", 12),
        (CELL, "1.5", 18),
        (CELL, "", 18),
        (CELL, "7", 18),
        (ZOOM, "2", 2.0),
        (ZOOM, "0.25", 1.0),
        (FILTER, '"one, two"', "one, two"),
        (THEME, "light", Theme.SYSTEM),
        (THEME, "LIGHT", Theme.LIGHT),
    ],
)
def test_values_typed_by_hand(
    tmp_path: Path, setting: Setting[Any], text: str, value: object
) -> None:
    section, name = setting.key.split("/")
    settings = _ini(tmp_path / "tracker.ini", f"[{section}]\n{name}={text}\n")
    assert settings.get(setting) == value


def test_a_write_that_does_not_fit_is_refused_and_stores_nothing(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini")
    refused: list[tuple[Setting[Any], object, str]] = [
        (CELL, 4, "below the minimum 8"),
        (CELL, 65, "above the maximum 64"),
        (CELL, "24", "'24' is not a whole number"),
        (CELL, True, "True is not a whole number"),
        (ZOOM, float("inf"), "not a finite number"),
        (COLOUR_BLIND, 1, "1 is not True or False"),
        (FILTER, None, "None is not a str"),
        (TABLE, "Mini Baccarat", "not one of"),
        (THEME, "DARK", "'DARK' is not a Theme"),
        (SPEED, 2, "2 is not a Speed"),
        (GEOMETRY, b"bytes", "is not a QByteArray"),
    ]
    for setting, value, message in refused:
        with pytest.raises(ValueError, match=message):
            settings.set(setting, value)
        assert not settings.is_set(setting)
    # An int is a fine float.
    settings.set(ZOOM, 2)
    assert settings.get(ZOOM) == 2.0
    assert isinstance(settings.get(ZOOM), float)


def test_reset_forgets_the_value(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini", "[scorecard]\ncell=30\n")
    assert settings.get(CELL) == 30
    settings.reset(CELL)
    assert settings.get(CELL) == 18
    assert not settings.is_set(CELL)


def test_changes_are_told_once_and_only_when_the_value_changes(
    tmp_path: Path, qtbot: QtBot
) -> None:
    settings = _ini(tmp_path / "tracker.ini")
    heard: list[object] = []
    stop = settings.watch(COLOUR_BLIND, heard.append)
    with qtbot.waitSignal(settings.changed) as signal:
        settings.set(COLOUR_BLIND, True)
    assert signal.args == ["view/colour_blind"]
    keys: list[str] = []
    settings.changed.connect(keys.append)
    settings.set(COLOUR_BLIND, True)
    settings.set(CELL, 18)  # the default: no change either
    settings.reset(COLOUR_BLIND)
    settings.reset(COLOUR_BLIND)
    assert heard == [True, False]
    assert keys == ["view/colour_blind"]
    stop()
    settings.set(COLOUR_BLIND, True)
    assert heard == [True, False]


def test_a_hand_edited_value_replaced_by_its_default_is_no_change(tmp_path: Path) -> None:
    settings = _ini(tmp_path / "tracker.ini", "[scorecard]\ncell=lots\n")
    keys: list[str] = []
    settings.changed.connect(keys.append)
    settings.set(CELL, 18)
    assert keys == []
    assert settings.store.value("scorecard/cell") == 18


def test_a_declaration_that_cannot_be_right_is_refused() -> None:
    with pytest.raises(ValueError, match="the default 4 is below the minimum 8"):
        Setting("scorecard/cell", 4, minimum=8)
    with pytest.raises(ValueError, match="only a number has a minimum"):
        Setting("library/filter", "", minimum="a")
    with pytest.raises(ValueError, match="not one of"):
        Setting("live/table", "x", choices=("y",))
    with pytest.raises(ValueError, match="setting key '/cell'"):
        Setting("/cell", 1)
    with pytest.raises(TypeError, match="of type list is not a bool"):
        Setting("library/columns", ["name"])
    with pytest.raises(ValueError, match="fails the setting's check"):
        Setting("library/filter", " ", check=lambda text: text == text.strip())


def test_a_value_set_soon_reads_back_at_once_and_is_stored_once(
    tmp_path: Path, qtbot: QtBot
) -> None:
    path = tmp_path / "tracker.ini"
    settings = _ini(path)
    stored: list[object] = []
    settings.watch(CELL, stored.append)
    for cell in (20, 21, 22):  # the shoes gone through in the list
        settings.set_soon(CELL, cell)
        assert settings.get(CELL) == cell
    assert stored == [] and not settings.is_set(CELL)
    qtbot.waitUntil(lambda: stored == [22], timeout=3000)
    settings.sync()
    assert "cell=22" in path.read_text(encoding="utf-8")
    # The value stored already is not written again; what is waiting is stored by sync.
    settings.set_soon(CELL, 22)
    settings.set_soon(ZOOM, 2.0)
    settings.sync()
    assert stored == [22] and "zoom=2" in path.read_text(encoding="utf-8")
    with pytest.raises(ValueError):
        settings.set_soon(CELL, 99)
    settings.set_soon(CELL, 30)
    settings.set(CELL, 40)  # a value set at once replaces one still waiting
    settings.sync()
    assert settings.get(CELL) == 40 and stored == [22, 40]
    # ... and is told, even when it is the value that was waiting.
    settings.set_soon(CELL, 41)
    settings.set(CELL, 41)
    settings.set_soon(CELL, 18)
    settings.reset(CELL)
    assert stored == [22, 40, 41, 18] and not settings.is_set(CELL)
