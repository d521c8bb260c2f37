"""The validation report of the library (or of some shoes): each shoe with problems and its
problems by hand and file line, with the hand's cards drawn as cards; choosing one opens
the replay at that hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import PurePath

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.engine.cards import format_cards
from tracker.history import HandRecord
from tracker.store import Library, ShoeProblems, UnknownShoeError
from tracker.ui.library.models import shoe_title
from tracker.ui.library.texts import fill
from tracker.ui.shell.cards import CardsDelegate
from tracker.ui.shell.i18n import english_plural, is_language_change, shown

OpenReplay = Callable[[int, int], object]
"""``open_replay(shoe_id, position)``: show a shoe's replay at the hand at ``position``."""

_SHOE_ROLE = Qt.ItemDataRole.UserRole + 1
_PLACE_ROLE = Qt.ItemDataRole.UserRole + 2
CARDS_COLUMN = 2
PROBLEM_COLUMN = 3


class ReportView(QDialog):
    """A window of problems: a shoe a branch, a problem a row (hand, line, what is wrong).

    Enter or a double-click on a problem opens the replay there (on the shoe's first
    problem when a shoe's row is chosen)."""

    def __init__(
        self,
        library: Library,
        open_replay: OpenReplay,
        shoe_ids: Sequence[int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._library = library
        self._open_replay = open_replay
        self._shoe_ids = None if shoe_ids is None else list(shoe_ids)
        # What the last reading found: the tree is built again from it in a new language.
        self._entries: list[tuple[ShoeProblems, tuple[HandRecord, ...]]] = []
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        # The cards drawn as cards; the text (4H KC / 6C 4D) stays for copying and readers.
        self.cards_delegate = CardsDelegate(self.tree)
        self.tree.setItemDelegateForColumn(CARDS_COLUMN, self.cards_delegate)
        self.tree.setUniformRowHeights(True)
        self.tree.setWordWrap(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CARDS_COLUMN, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.itemActivated.connect(self._activated)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.clicked.connect(self._open_current)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree, 1)
        layout.addWidget(buttons)
        self.resize(960, 560)
        self.reload()

    def reload(self) -> None:
        """Read the problems from the library again."""
        entries = self._library.problems(self._shoe_ids)
        self._entries = [(entry, self._hands(entry)) for entry in entries]
        self.retranslate()
        first = self.tree.topLevelItem(0)
        if first is not None and first.childCount():
            self.tree.setCurrentItem(_children(first)[0])
        self.replay_button.setEnabled(first is not None)

    def retranslate(self) -> None:
        """The report in the app's language: its words, and the tree built again from the
        problems read (the row chosen stays chosen)."""
        self.setWindowTitle(QCoreApplication.translate("ValidationReport", "Validation report"))
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("ValidationReport", "Shoe · hand"),
                QCoreApplication.translate("ValidationReport", "Line"),
                QCoreApplication.translate("ValidationReport", "Cards (Player / Banker)"),
                QCoreApplication.translate("ValidationReport", "Problem"),
            ]
        )
        self.replay_button.setText(QCoreApplication.translate("ValidationReport", "Open replay"))
        current = self.tree.currentItem()
        place = self._place_of(current) if current is not None else None
        self.tree.clear()
        for entry, hands in self._entries:
            self.tree.addTopLevelItem(_shoe_item(entry, hands))
        self.tree.expandAll()
        if place is not None:
            self._choose(*place)
        total = sum(len(entry.problems) for entry, _ in self._entries)
        if not self._entries:
            self.heading.setText(
                QCoreApplication.translate(
                    "ValidationReport", "The replay finds no problems in these shoes."
                )
                if self._shoe_ids is not None
                else QCoreApplication.translate(
                    "ValidationReport", "The replay finds no problems in the library."
                )
            )
        else:
            count = len(self._entries)  # (lupdate reads a count given by a plain name only)
            shoes = english_plural(
                QCoreApplication.translate("ValidationReport", "%Ln shoe(s)", "", count), count
            )
            self.heading.setText(
                english_plural(
                    QCoreApplication.translate(
                        "ValidationReport",
                        "%Ln problem(s) in %1. Enter or a double-click opens the replay "
                        "at that hand.",
                        "",
                        total,
                    ),
                    total,
                ).replace("%1", shoes)
            )

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def _place_of(self, item: QTreeWidgetItem) -> tuple[int, int | None]:
        """Where ``item`` is in the tree: its shoe's row and its own row under it."""
        parent = item.parent()
        if parent is None:
            return self.tree.indexOfTopLevelItem(item), None
        return self.tree.indexOfTopLevelItem(parent), parent.indexOfChild(item)

    def _choose(self, shoe_row: int, row: int | None) -> None:
        shoe = self.tree.topLevelItem(shoe_row)
        if shoe is None:
            return
        item = shoe if row is None else shoe.child(row)
        if item is not None:
            self.tree.setCurrentItem(item)

    def _hands(self, entry: ShoeProblems) -> tuple[HandRecord, ...]:
        """The hands of a shoe with problems, for their cards (none if it is gone)."""
        if not any(kept.position is not None for kept in entry.problems):
            return ()
        try:
            return self._library.load_shoe(entry.shoe.id).hands
        except UnknownShoeError:
            return ()

    def items(self) -> list[QTreeWidgetItem]:
        """Every problem's row, in order (for tests and the keyboard)."""
        rows: list[QTreeWidgetItem] = []
        for i in range(self.tree.topLevelItemCount()):
            shoe = self.tree.topLevelItem(i)
            assert shoe is not None
            rows.extend(_children(shoe))
        return rows

    def _open_current(self) -> None:
        item = self.tree.currentItem()
        if item is not None:
            self._activated(item)

    def _activated(self, item: QTreeWidgetItem) -> None:
        if item.parent() is None and item.childCount():
            item = _children(item)[0]
        shoe_id = item.data(0, _SHOE_ROLE)
        place = item.data(0, _PLACE_ROLE)
        if shoe_id is not None:
            self._open_replay(int(shoe_id), int(place) if place is not None else 0)


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    children = [item.child(j) for j in range(item.childCount())]
    return [child for child in children if child is not None]


def hand_cards(hand: HandRecord) -> str:
    """A hand's cards as text, the Player's / the Banker's ("" when not recorded)."""
    if hand.player is None or hand.banker is None:
        return ""
    return f"{format_cards(hand.player)} / {format_cards(hand.banker)}"


def _shoe_item(entry: ShoeProblems, hands: tuple[HandRecord, ...]) -> QTreeWidgetItem:
    shoe = entry.shoe
    count = len(entry.problems)
    source = PurePath(shoe.source).name if shoe.source else ""
    problems = english_plural(
        QCoreApplication.translate("ValidationReport", "%Ln problem(s)", "", count), count
    )
    shoe_item = QTreeWidgetItem([shoe_title(shoe), "", "", problems])
    if source:
        shoe_item.setToolTip(
            0,
            fill(
                QCoreApplication.translate("ValidationReport", "%1, from %2"),
                shoe_title(shoe),
                source,
            ),
        )
    font = shoe_item.font(0)
    font.setBold(True)
    shoe_item.setFont(0, font)
    shoe_item.setData(0, _SHOE_ROLE, shoe.id)
    for kept in entry.problems:
        problem = kept.problem
        where = (
            QCoreApplication.translate("ValidationReport", "the shoe")
            if problem.hand is None
            else QCoreApplication.translate("ValidationReport", "hand %1").replace(
                "%1", str(problem.hand)
            )
        )
        line = "" if problem.line is None else str(problem.line)
        message = shown(problem.message)
        position = kept.position
        cards = (
            hand_cards(hands[position]) if position is not None and position < len(hands) else ""
        )
        item = QTreeWidgetItem([where, line, cards, message])
        item.setToolTip(PROBLEM_COLUMN, message)
        if cards:
            item.setToolTip(CARDS_COLUMN, cards)
        item.setData(0, _SHOE_ROLE, shoe.id)
        item.setData(0, _PLACE_ROLE, kept.position)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        shoe_item.addChild(item)
    return shoe_item
