"""The window's actions as a declarative table with default shortcuts, and the builder that
turns the table into QActions and menus (as BeeRef does).

A window declares what it can do once, as data::

    ACTIONS = (
        ActionSpec("import", "&Import shoe files…", "file", ("Ctrl+I",), section="files"),
        ActionSpec("quit", "&Quit", "file", (QKeySequence.StandardKey.Quit,), section="quit"),
        ActionSpec("log_banker", "Log &Banker", "edit", ("B",), logging_key=True),
        ActionSpec("colour_blind", "&Colour-blind-safe scorecards", "view", checkable=True),
    )
    actions = build_actions(
        window,
        ACTIONS,
        on_trigger={"import": window.choose_import, "quit": window.close, ...},
        on_toggle={"colour_blind": window.set_colour_blind},
    )
    actions.enable("log_banker", False)

and the same table gives the menus, the shortcuts (every one a window shortcut, so it works
wherever the focus is in the window) and a key map to show the user (``Actions.key_map``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

Shortcut = QKeySequence.StandardKey | str
"""A default shortcut: a platform's standard key (``QKeySequence.StandardKey.Undo``, which may
stand for several sequences, or none on some platforms) or a portable string (``"Ctrl+I"``,
``"B"``)."""

_ID = re.compile(r"[a-z][a-z0-9_.-]*")
_MNEMONIC = re.compile(r"&(.)")
_MNEMONIC_AFTER = re.compile(r"\(&[^&\s]\)")
"""A mnemonic put after the word, as Chinese, Korean and Japanese menus write it."""


def plain_text(text: str) -> str:
    """A menu text as the user reads it: ``"&Import…"`` is ``"Import…"``, ``"P&&L"`` is
    ``"P&L"``, ``"导入(&I)…"`` is ``"导入…"``."""
    return _MNEMONIC.sub(r"\1", _MNEMONIC_AFTER.sub("", text))


@dataclass(frozen=True, slots=True)
class MenuSpec:
    """A menu of the menu bar: ``path`` is how actions name it (``"file"``; a submenu is
    ``"view/roads"``), ``title`` its text with its ``&`` mnemonic (``"&File"``)."""

    path: str
    title: str

    def __post_init__(self) -> None:
        if not self.path or any(not _ID.fullmatch(part) for part in self.path.split("/")):
            raise ValueError(f"menu path {self.path!r}: lower-case names joined by /")
        if not self.title:
            raise ValueError(f"menu {self.path!r} has no title")

    @property
    def parent(self) -> str | None:
        """The path of the menu this one is a submenu of, if any."""
        head, _, _ = self.path.rpartition("/")
        return head or None


STANDARD_MENUS = (
    MenuSpec("file", "&File"),
    MenuSpec("edit", "&Edit"),
    MenuSpec("view", "&View"),
    MenuSpec("help", "&Help"),
)
"""The usual menus, in the usual order; a table may use its own."""


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One thing the window can do, as a row of the actions table.

    ``id`` names the action in code (lower case: ``"log_banker"``); ``text`` is what the
    menu shows, with its ``&`` mnemonic; ``menu`` is a ``MenuSpec.path``, or ``None`` for an
    action reached only by its shortcut. ``shortcuts`` are the defaults, the first one the
    one a menu shows. ``tip`` is the tooltip and the status-bar text. A ``checkable`` action
    is on or off (``checked`` at first). Actions of one menu that share a ``section`` sit
    together, with a separator between sections.

    ``logging_key`` marks the one-letter keys that log a hand at the table (B, P, T...):
    they must be single keys without a modifier, they do not repeat while the key is held
    (holding B must not log a run of Bankers), and ``Actions.enable_logging`` turns them
    all on or off at once.

    :raises ValueError: for a row that cannot be right (see the messages).
    """

    id: str
    text: str
    menu: str | None = None
    shortcuts: tuple[Shortcut, ...] = ()
    tip: str = ""
    checkable: bool = False
    checked: bool = False
    section: str = ""
    logging_key: bool = False

    def __post_init__(self) -> None:
        if not _ID.fullmatch(self.id):
            raise ValueError(f"action id {self.id!r}: lower-case letters, digits, _ . -")
        if not plain_text(self.text).strip():
            raise ValueError(f"action {self.id!r} has no text")
        if self.menu is not None:
            MenuSpec(self.menu, "-")  # the same rules as a menu's path
        if not isinstance(self.shortcuts, tuple):
            raise ValueError(f"action {self.id!r}: shortcuts is a tuple, e.g. ('Ctrl+I',)")
        if self.checked and not self.checkable:
            raise ValueError(f"action {self.id!r} is checked but not checkable")
        if self.logging_key and not self.shortcuts:
            raise ValueError(f"logging key {self.id!r} has no key")

    def key_sequences(self) -> list[QKeySequence]:
        """The default shortcuts as key sequences on this platform, without repeats (a
        standard key and a string may name the same keys). Needs a ``QGuiApplication``.

        :raises ValueError: for a string Qt cannot read (``"Ctrl+Foo"``), or a logging key
            that is not one key without a modifier.
        """
        sequences: list[QKeySequence] = []
        for shortcut in self.shortcuts:
            if isinstance(shortcut, str):
                sequence = QKeySequence(shortcut)
                if sequence.isEmpty() or any(
                    key.key() == Qt.Key.Key_unknown for key in _keys(sequence)
                ):
                    raise ValueError(f"action {self.id!r}: no such shortcut {shortcut!r}")
                found = [sequence]
            else:
                found = QKeySequence.keyBindings(shortcut)
            sequences.extend(sequence for sequence in found if sequence not in sequences)
        if self.logging_key:
            for sequence in sequences:
                keys = _keys(sequence)
                if len(keys) != 1 or keys[0].keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
                    raise ValueError(
                        f"logging key {self.id!r}: {sequence.toString()!r} is not one key "
                        "without a modifier"
                    )
        return sequences


@dataclass(frozen=True, slots=True)
class KeyBinding:
    """One row of a key map, as the user sees it: ``menu`` the menu titles leading to the
    action (``("View", "Roads")``; empty for a shortcut outside the menus), ``text`` its
    text without the mnemonic, ``shortcuts`` its current shortcuts in the platform's own
    words (``"Ctrl+I"``; ``"⌘I"`` on a Mac)."""

    id: str
    menu: tuple[str, ...]
    text: str
    shortcuts: tuple[str, ...]
    logging_key: bool


@dataclass(slots=True)
class _Menu:
    spec: MenuSpec
    # In menu order: the actions of this menu and its submenus, each with its section.
    items: list[tuple[str, ActionSpec | _Menu]] = field(default_factory=list)
    qmenu: QMenu | None = None


class Actions(Mapping[str, QAction]):
    """The window's actions by id, in menu order (the menus in their table's order, each
    from top to bottom, submenus in place; then the actions outside the menus).

    Made by ``build_actions``; ``actions["undo"]`` is a ``QAction``.
    """

    def __init__(
        self,
        specs: Mapping[str, ActionSpec],
        actions: Mapping[str, QAction],
        order: Sequence[str],
        menus: Mapping[str, QMenu],
        menu_specs: Mapping[str, MenuSpec],
        context: str = "",
        own: Collection[str] = (),
    ) -> None:
        self._specs = dict(specs)
        self._actions = dict(actions)
        self._order = tuple(order)
        self._menus = dict(menus)
        self._menu_specs = dict(menu_specs)
        self.context = context
        self._own = frozenset(own)

    def translate(self, text: str) -> str:
        """``text`` of the table in the app's language (the table's texts are marked
        with ``QT_TRANSLATE_NOOP`` under the context given to ``build_actions``)."""
        return QCoreApplication.translate(self.context, text) if self.context else text

    def menu_titles(self, path: str) -> tuple[str, ...]:
        """The titles of the menus leading to ``path``, as the user reads them now."""
        titles: list[str] = []
        spec: MenuSpec | None = self._menu_specs.get(path)
        while spec is not None:
            titles.insert(0, plain_text(self.translate(spec.title)))
            spec = self._menu_specs.get(spec.parent) if spec.parent else None
        return tuple(titles)

    def retranslate(self) -> None:
        """Re-set the menus' titles and the actions' texts and tips in the app's language
        (on a ``LanguageChange``); ready-made actions keep their own texts."""
        for path, menu in self._menus.items():
            menu.setTitle(self.translate(self._menu_specs[path].title))
        for action_id in self._order:
            _set_texts(
                self._actions[action_id], self._specs[action_id], self, action_id in self._own
            )

    def __getitem__(self, action_id: str) -> QAction:
        return self._actions[action_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def spec(self, action_id: str) -> ActionSpec:
        """The table row the action was made from."""
        return self._specs[action_id]

    def menu(self, path: str) -> QMenu:
        """The menu built for ``path`` (``"file"``), e.g. to add recent files to it.

        :raises KeyError: for a menu no action of the table is in (it was not built).
        """
        return self._menus[path]

    def enable(self, action_id: str, on: bool = True) -> None:
        """Make an action available (menu item and shortcut) or not.

        :raises KeyError: for an id not in the table.
        """
        self._actions[action_id].setEnabled(on)

    @property
    def logging_ids(self) -> tuple[str, ...]:
        """The ids of the one-letter logging keys, in menu order."""
        return tuple(i for i in self._order if self._specs[i].logging_key)

    def enable_logging(self, on: bool) -> None:
        """Turn every logging key on or off (off while no shoe is being logged)."""
        for action_id in self.logging_ids:
            self.enable(action_id, on)

    def key_map(self) -> list[KeyBinding]:
        """Every action's text and shortcuts as the user sees them now, in menu order."""
        rows = []
        for action_id in self._order:
            spec = self._specs[action_id]
            action = self._actions[action_id]
            rows.append(
                KeyBinding(
                    id=action_id,
                    menu=self.menu_titles(spec.menu) if spec.menu else (),
                    text=plain_text(self.translate(spec.text)),
                    shortcuts=tuple(
                        sequence.toString(QKeySequence.SequenceFormat.NativeText)
                        for sequence in action.shortcuts()
                        if on_a_keyboard(sequence)
                    ),
                    logging_key=spec.logging_key,
                )
            )
        return rows


def on_a_keyboard(sequence: QKeySequence) -> bool:
    """Whether every key of a shortcut is on an ordinary keyboard: F13 and up and the media
    keys (Undo, Copy) that a platform adds to its standard keys are not."""
    keys = (sequence[i].key() for i in range(sequence.count()))  # type: ignore[index]
    return all(key < Qt.Key.Key_F13 for key in keys)


def build_actions(
    window: QMainWindow,
    specs: Sequence[ActionSpec],
    *,
    on_trigger: Mapping[str, Callable[[], object]] | None = None,
    on_toggle: Mapping[str, Callable[[bool], object]] | None = None,
    provided: Mapping[str, QAction] | None = None,
    menus: Sequence[MenuSpec] = STANDARD_MENUS,
    context: str = "",
) -> Actions:
    """Make the table's actions on ``window`` and put them in menus on its menu bar.

    Each row needs exactly one of: a handler in ``on_trigger`` (called with no argument
    when the action is chosen), for a checkable row a handler in ``on_toggle`` (called
    with the new state whenever it changes after the build, from the user or from
    ``setChecked``), or a ready-made action in ``provided`` (such as
    ``QUndoStack.createUndoAction``'s, which keeps its own text and handler; the row gives
    its shortcuts, tips and place).

    Every action is added to the window with ``Qt.ShortcutContext.WindowShortcut``, so
    its shortcut works wherever the focus is in the window, menu or not. Menus are made
    in the order of ``menus``, only those the table uses; a submenu sits in its parent
    where its first action comes in the table, in that action's section.

    With a ``context``, the table's texts (marked ``QT_TRANSLATE_NOOP(context, ...)``) are
    shown in the app's language, and ``Actions.retranslate`` re-sets them when it changes.

    :raises ValueError: when the table repeats an id or a shortcut (Qt would then run
        neither action), names a menu not in ``menus``, lets a section come back after
        another in one menu, or the handlers do not match the rows one to one.
    """
    on_trigger = on_trigger or {}
    on_toggle = on_toggle or {}
    provided = provided or {}
    by_id = _check_table(specs, on_trigger, on_toggle, provided)
    tree = _menu_tree(specs, menus)

    actions: dict[str, QAction] = {}
    own: set[str] = set()
    for spec in specs:
        action = provided.get(spec.id)
        if action is None:
            action = QAction(window)
            own.add(spec.id)
        _configure(action, spec)
        if spec.id in on_trigger:
            action.triggered.connect(_no_argument(on_trigger[spec.id]))
        elif spec.id in on_toggle:
            action.toggled.connect(on_toggle[spec.id])
        window.addAction(action)
        actions[spec.id] = action

    order: list[str] = []
    built: dict[str, QMenu] = {}
    bar = window.menuBar()
    for menu in tree.values():
        if menu.spec.parent is None and menu.items:
            menu.qmenu = bar.addMenu(menu.spec.title)
            _fill(menu, actions, order, built)
    order.extend(spec.id for spec in specs if spec.menu is None)
    table = Actions(by_id, actions, order, built, {m.path: m for m in menus}, context, own)
    table.retranslate()
    return table


def _check_table(
    specs: Sequence[ActionSpec],
    on_trigger: Mapping[str, object],
    on_toggle: Mapping[str, object],
    provided: Mapping[str, object],
) -> dict[str, ActionSpec]:
    by_id: dict[str, ActionSpec] = {}
    owner: dict[str, str] = {}
    for spec in specs:
        if spec.id in by_id:
            raise ValueError(f"action {spec.id!r} is in the table twice")
        by_id[spec.id] = spec
        for sequence in spec.key_sequences():
            key = sequence.toString(QKeySequence.SequenceFormat.PortableText)
            if key in owner:
                raise ValueError(f"shortcut {key!r} is both {owner[key]!r} and {spec.id!r}")
            owner[key] = spec.id
        given = [
            name
            for name, table in (
                ("on_trigger", on_trigger),
                ("on_toggle", on_toggle),
                ("provided", provided),
            )
            if spec.id in table
        ]
        if len(given) != 1:
            raise ValueError(
                f"action {spec.id!r} needs exactly one handler or ready-made action, "
                f"not {given or 'none'}"
            )
        if given == ["on_toggle"] and not spec.checkable:
            raise ValueError(f"action {spec.id!r} is not checkable: give it an on_trigger")
        if given == ["on_trigger"] and spec.checkable:
            raise ValueError(f"action {spec.id!r} is checkable: give it an on_toggle")
    for table in (on_trigger, on_toggle, provided):
        unknown = sorted(set(table) - set(by_id))
        if unknown:
            raise ValueError(f"no action in the table for {', '.join(map(repr, unknown))}")
    return by_id


def _menu_tree(specs: Sequence[ActionSpec], menus: Sequence[MenuSpec]) -> dict[str, _Menu]:
    tree: dict[str, _Menu] = {}
    for given in menus:
        if given.path in tree:
            raise ValueError(f"menu {given.path!r} is in the menus twice")
        if given.parent is not None and given.parent not in tree:
            raise ValueError(f"submenu {given.path!r} comes before its menu {given.parent!r}")
        tree[given.path] = _Menu(given)
    placed: set[str] = set()
    for spec in specs:
        if spec.menu is None:
            continue
        if spec.menu not in tree:
            raise ValueError(f"action {spec.id!r}: no menu {spec.menu!r} in {list(tree)}")
        tree[spec.menu].items.append((spec.section, spec))
        # Each menu on the way up goes into its parent at its first action.
        path = spec.menu
        while (parent := tree[path].spec.parent) is not None and path not in placed:
            placed.add(path)
            tree[parent].items.append((spec.section, tree[path]))
            path = parent
    for menu in tree.values():
        sections = [section for section, _ in menu.items]
        seen = [s for i, s in enumerate(sections) if i == 0 or s != sections[i - 1]]
        if len(seen) != len(set(seen)):
            raise ValueError(
                f"menu {menu.spec.path!r}: the sections {seen} are not together; "
                "put the rows of one section next to each other"
            )
    return tree


def _fill(
    menu: _Menu,
    actions: Mapping[str, QAction],
    order: list[str],
    built: dict[str, QMenu],
) -> None:
    assert menu.qmenu is not None
    built[menu.spec.path] = menu.qmenu
    previous: str | None = None
    for section, item in menu.items:
        if previous is not None and section != previous:
            menu.qmenu.addSeparator()
        previous = section
        if isinstance(item, ActionSpec):
            menu.qmenu.addAction(actions[item.id])
            order.append(item.id)
        else:
            item.qmenu = menu.qmenu.addMenu(item.spec.title)
            _fill(item, actions, order, built)


def _set_texts(action: QAction, spec: ActionSpec, table: Actions, own: bool) -> None:
    if own or action.text() == "":
        action.setText(table.translate(spec.text))
    if spec.tip:
        tip = table.translate(spec.tip)
        action.setToolTip(tip)
        action.setStatusTip(tip)


def _configure(action: QAction, spec: ActionSpec) -> None:
    action.setObjectName(spec.id)
    action.setShortcuts(spec.key_sequences())
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    if spec.checkable:
        action.setCheckable(True)
        action.setChecked(spec.checked)
    if spec.logging_key:
        action.setAutoRepeat(False)


def _keys(sequence: QKeySequence) -> list[QKeyCombination]:
    # QKeySequence[i] is Qt's operator[]; the type stubs leave it out.
    return [sequence[i] for i in range(sequence.count())]  # type: ignore[index]


def _no_argument(handler: Callable[[], object]) -> Callable[[bool], None]:
    # triggered(bool) would hand its flag to any handler that takes an argument
    # (QWidget.setFocus takes a reason): the table's handlers take none.
    def call(_checked: bool = False) -> None:
        handler()

    return call
