"""Typed settings over QSettings (as Picard does): each setting is declared once with its key,
default and checks, and a value that fails them, as a hand-edited file may hold, reads as
the default.

Declare the settings where they are used::

    COLOUR_BLIND = Setting("view/colour_blind", False)
    CELL_SIZE = Setting("scorecard/cell", 18, minimum=8, maximum=64)
    THEME = Setting("view/theme", Theme.SYSTEM)               # an Enum, stored by name
    GEOMETRY = Setting("window/geometry", QByteArray())       # saveGeometry()'s bytes

and read and write them through one ``Settings``::

    settings = Settings(QSettings())
    settings.get(CELL_SIZE)            # an int, 18 unless set
    settings.set(CELL_SIZE, 24)        # ValueError for 4, or for "24"
    settings.watch(COLOUR_BLIND, board.set_colour_blind)
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QObject, QSettings, QTimer, Signal

T = TypeVar("T")

SOON_MS = 1000
"""How long :meth:`Settings.set_soon` waits before it stores (a value set again meanwhile
is stored once)."""

_TRUE = frozenset({"true", "1"})
_FALSE = frozenset({"false", "0"})


class _Invalid:
    """What a stored value that fails a setting's checks decodes to."""


_INVALID = _Invalid()


@dataclass(frozen=True, eq=False, slots=True)
class Setting(Generic[T]):
    """One setting: its ``key`` in the settings file (``"window/geometry"``), its ``default``,
    whose type is the setting's type, and what else a value must be.

    The types are ``bool``, ``int``, ``float``, ``str``, any ``Enum`` (stored by member
    name), ``bytes`` and ``QByteArray`` (both stored as Qt's byte arrays, e.g. a window's
    geometry). ``minimum`` and ``maximum`` bound an ``int`` or ``float`` (both included);
    ``choices`` lists the values allowed; ``check`` is any further test. ``doc`` says what
    the setting is for (a preferences dialog may show it).

    :raises ValueError: when the default fails the setting's own checks, or a bound is
        given for a type without an order.
    :raises TypeError: for a default of a type not listed above.
    """

    key: str
    default: T
    minimum: T | None = None
    maximum: T | None = None
    choices: Collection[T] | None = None
    check: Callable[[T], bool] | None = None
    doc: str = ""

    def __post_init__(self) -> None:
        if not self.key or self.key.startswith("/") or self.key.endswith("/"):
            raise ValueError(f"setting key {self.key!r}: names joined by /")
        kind = self.kind  # raises TypeError for an unknown type
        if (self.minimum is not None or self.maximum is not None) and kind not in (int, float):
            raise ValueError(f"setting {self.key!r}: only a number has a minimum or maximum")
        problem = self.problem(self.default)
        if problem is not None:
            raise ValueError(f"setting {self.key!r}: the default {problem}")

    @property
    def kind(self) -> type:
        """The setting's type, as the default gives it."""
        value: object = self.default
        # bool before int, Enum before int and str: IntEnum and StrEnum are both.
        for kind in (bool, enum.Enum, int, float, str, QByteArray, bytes):
            if isinstance(value, kind):
                return type(value) if kind is enum.Enum else kind
        raise TypeError(
            f"setting {self.key!r}: a default of type {type(value).__name__} is not a "
            "bool, int, float, str, Enum, bytes or QByteArray"
        )

    def problem(self, value: object) -> str | None:
        """Why ``value`` cannot be this setting's value, or ``None`` when it can."""
        kind = self.kind
        if kind is float:
            if isinstance(value, bool) or not isinstance(value, int | float):
                return f"{value!r} is not a number"
            if not math.isfinite(value):
                return f"{value!r} is not a finite number"
        elif kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                return f"{value!r} is not a whole number"
        elif kind is bool:
            if not isinstance(value, bool):
                return f"{value!r} is not True or False"
        elif not isinstance(value, kind):
            return f"{value!r} is not a {kind.__name__}"
        number = cast(float, value)
        if self.minimum is not None and number < cast(float, self.minimum):
            return f"{value!r} is below the minimum {self.minimum!r}"
        if self.maximum is not None and number > cast(float, self.maximum):
            return f"{value!r} is above the maximum {self.maximum!r}"
        if self.choices is not None and value not in self.choices:
            return f"{value!r} is not one of {list(self.choices)!r}"
        if self.check is not None and not self.check(cast(T, value)):
            return f"{value!r} fails the setting's check"
        return None

    def decode(self, stored: object) -> T | _Invalid:
        """A value as QSettings returned it (from an ini file ints and bools come back as
        text: ``"5"``, ``"true"``), as this setting's value; ``_INVALID`` when it is not
        one."""
        value = _decode(self.kind, stored)
        if value is _INVALID or self.problem(value) is not None:
            return _INVALID
        return cast(T, value)

    def encode(self, value: T) -> object:
        """``value`` as it is handed to QSettings."""
        if isinstance(value, enum.Enum):
            return value.name
        if isinstance(value, bytes):
            # A Python bytes object would be stored pickled, readable by PySide only.
            return QByteArray(value)
        if self.kind is float:
            return float(cast(float, value))
        return value


def _decode(kind: type, stored: object) -> object:
    if kind is bool:
        if isinstance(stored, bool):
            return stored
        if isinstance(stored, str) and stored.strip().lower() in _TRUE | _FALSE:
            return stored.strip().lower() in _TRUE
        return _INVALID
    if issubclass(kind, enum.Enum):
        if isinstance(stored, str) and stored in kind.__members__:
            return kind.__members__[stored]
        return _INVALID
    if kind is int:
        if isinstance(stored, int) and not isinstance(stored, bool):
            return stored
        if isinstance(stored, str):
            try:
                return int(stored.strip(), 10)
            except ValueError:
                return _INVALID
        return _INVALID
    if kind is float:
        if isinstance(stored, int | float) and not isinstance(stored, bool):
            return float(stored)
        if isinstance(stored, str):
            try:
                return float(stored.strip())
            except ValueError:
                return _INVALID
        return _INVALID
    if kind is QByteArray:
        return stored if isinstance(stored, QByteArray) else _INVALID
    if kind is bytes:
        if isinstance(stored, QByteArray):
            return stored.data()
        return stored if isinstance(stored, bytes) else _INVALID
    return stored if isinstance(stored, kind) else _INVALID


class Settings(QObject):
    """The app's settings: typed reads and checked writes over one ``QSettings``.

    ``get`` never raises for what the file holds: a missing, unreadable or unfitting value
    reads as the default. ``set`` raises for a value the setting does not allow, so a bug
    shows where it is made. A change made through this object (``set``, ``reset``) is
    told by ``changed(key)`` and to the callbacks given to ``watch``; a value set again
    to what it was is no change.
    """

    changed = Signal(str)
    """The key of a setting whose value changed through this object."""

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        self._watchers: dict[str, list[Callable[[Any], object]]] = {}
        self._soon: dict[str, tuple[Setting[Any], Any]] = {}  # set_soon, not yet stored
        self._soon_timer = QTimer(self)
        self._soon_timer.setSingleShot(True)
        self._soon_timer.setInterval(SOON_MS)
        self._soon_timer.timeout.connect(self.store_soon)

    @property
    def store(self) -> QSettings:
        """The QSettings underneath (for ``sync``, or what this API does not cover)."""
        return self._store

    def get(self, setting: Setting[T]) -> T:
        """The setting's value, or its default when none that fits is stored."""
        if setting.key in self._soon:
            return cast(T, self._soon[setting.key][1])
        try:
            stored = self._store.value(setting.key)
        except Exception:
            # PySide unpickles some stored values; a damaged file may hold anything.
            return setting.default
        if stored is None:
            return setting.default
        value = setting.decode(stored)
        return setting.default if isinstance(value, _Invalid) else value

    def is_set(self, setting: Setting[Any]) -> bool:
        """Whether the file holds a value under the setting's key (fitting or not)."""
        return bool(self._store.contains(setting.key))

    def set(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` for the setting.

        :raises ValueError: for a value the setting does not allow (the wrong type, out of
            range, not among its choices); nothing is stored then.
        """
        problem = setting.problem(value)
        if problem is not None:
            raise ValueError(f"setting {setting.key!r}: {problem}")
        self._soon.pop(setting.key, None)  # replaced: before is what the file holds
        before = self.get(setting)
        self._store.setValue(setting.key, setting.encode(value))
        self._tell(setting, before)

    def set_soon(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` for the setting within :data:`SOON_MS` (at the latest by
        :meth:`sync`): for what changes often, such as the shoe shown, so that going
        through the list does not write the file at every row. :meth:`get` reads it back
        at once; :meth:`is_set`, ``changed`` and the watchers see it once it is stored.

        :raises ValueError: for a value the setting does not allow.
        """
        problem = setting.problem(value)
        if problem is not None:
            raise ValueError(f"setting {setting.key!r}: {problem}")
        if setting.key not in self._soon and self.is_set(setting) and self.get(setting) == value:
            return  # stored already: nothing to write
        self._soon[setting.key] = (setting, value)
        if not self._soon_timer.isActive():
            self._soon_timer.start()

    def store_soon(self) -> None:
        """Store now what :meth:`set_soon` was given."""
        self._soon_timer.stop()
        waiting, self._soon = self._soon, {}
        for setting, value in waiting.values():
            self.set(setting, value)

    def reset(self, setting: Setting[Any]) -> None:
        """Forget the stored value: the setting reads as its default again."""
        self._soon.pop(setting.key, None)
        before = self.get(setting)
        self._store.remove(setting.key)
        self._tell(setting, before)

    def watch(self, setting: Setting[T], callback: Callable[[T], object]) -> Callable[[], None]:
        """Call ``callback(new_value)`` after each change of the setting; the function
        returned stops it."""
        callbacks = self._watchers.setdefault(setting.key, [])
        callbacks.append(callback)

        def stop() -> None:
            if callback in callbacks:
                callbacks.remove(callback)

        return stop

    def sync(self) -> None:
        """Write the changes to the file now (Qt also does it soon, and at exit)."""
        self.store_soon()
        self._store.sync()

    def _tell(self, setting: Setting[T], before: T) -> None:
        after = self.get(setting)
        if after == before and type(after) is type(before):
            return
        for callback in list(self._watchers.get(setting.key, ())):
            callback(after)
        self.changed.emit(setting.key)
