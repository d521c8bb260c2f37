"""The deal as it is shown: the cards of a round turned one step at a time at the chosen
speed (or at once), the dealer's words as they apply, the squeeze (the player turns the
cards), and the short movement of the chips paid or collected afterwards."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from tracker.engine.cards import Card
from tracker.practice.dealing import DealStep, Side, dealing_steps
from tracker.practice.table import Round
from tracker.translatable import QT_TRANSLATE_NOOP, Message


class Speed(enum.Enum):
    """Time between two steps of the deal, in milliseconds."""

    INSTANT = 0
    FAST = 150
    NORMAL = 450
    SLOW = 1000

    @property
    def label(self) -> str:
        return self.name.capitalize()

    def words(self) -> str:
        """The speed's name in the app's language."""
        return QCoreApplication.translate("PracticeWindow", _SPEED_WORDS[self])


_SPEED_WORDS = {
    Speed.INSTANT: QT_TRANSLATE_NOOP("PracticeWindow", "Instant"),
    Speed.FAST: QT_TRANSLATE_NOOP("PracticeWindow", "Fast"),
    Speed.NORMAL: QT_TRANSLATE_NOOP("PracticeWindow", "Normal"),
    Speed.SLOW: QT_TRANSLATE_NOOP("PracticeWindow", "Slow"),
}


PAYOUT_FRAMES = 12


@dataclass(slots=True)
class ShownCard:
    side: Side
    card: Card
    place: int
    face_up: bool


class DealShow(QObject):
    """Steps through a round's deal. ``changed`` after every step, ``finished`` once the
    result is said and the chips have moved."""

    changed = Signal()
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = Speed.NORMAL
        self.squeeze = False
        self.round: Round | None = None
        self.cards: list[ShownCard] = []
        self.words: list[Message | str] = []  # shown with ``shown()``
        self.payout = 1.0  # 0 → 1 while the chips move; 1 when they have arrived
        self._steps: tuple[DealStep, ...] = ()
        self._next = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._frames = 0

    @property
    def running(self) -> bool:
        return self.round is not None and not self.done

    @property
    def done(self) -> bool:
        return self._next >= len(self._steps) and self.payout >= 1.0

    @property
    def dealt(self) -> bool:
        """Every card and word is out (the chips may still be moving)."""
        return self._next >= len(self._steps)

    @property
    def waiting_for_squeeze(self) -> bool:
        return self.squeeze and any(not c.face_up for c in self.cards)

    def clear(self) -> None:
        self._timer.stop()
        self.round = None
        self.cards = []
        self.words = []
        self._steps = ()
        self._next = 0
        self.payout = 1.0
        self.changed.emit()

    def start(self, played: Round) -> None:
        """Show ``played`` from its first card."""
        self.clear()
        self.round = played
        self._steps = dealing_steps(played.coup)
        self.payout = 0.0
        if self.speed is Speed.INSTANT and not self.squeeze:
            self.skip()
        else:
            self._step()

    def skip(self) -> None:
        """Everything at once: every card face up, every word said, the chips arrived."""
        self._timer.stop()
        while self._next < len(self._steps):
            self._take(self._steps[self._next], face_up=True)
            self._next += 1
        for card in self.cards:
            card.face_up = True
        self.payout = 1.0
        self.changed.emit()
        self.finished.emit()

    def turn(self, index: int | None = None) -> None:
        """The player turns a card of the squeeze (``None``: the next face-down one)."""
        down = [i for i, c in enumerate(self.cards) if not c.face_up]
        if not down:
            return
        self.cards[down[0] if index is None or index not in down else index].face_up = True
        self.changed.emit()
        if not self.waiting_for_squeeze:
            self._schedule()

    def _take(self, step: DealStep, *, face_up: bool) -> None:
        if step.card is not None and step.side is not None:
            self.cards.append(ShownCard(step.side, step.card, step.place, face_up))
        if step.words:
            self.words.append(step.words)

    def _schedule(self) -> None:
        delay = self.speed.value
        if delay == 0:
            self._step()
        else:
            self._timer.start(delay)

    def _step(self) -> None:
        if self._next < len(self._steps):
            step = self._steps[self._next]
            if step.words and self.waiting_for_squeeze:
                return  # the words need the totals: wait for the player to turn the cards
            self._take(step, face_up=not self.squeeze)
            self._next += 1
            self.changed.emit()
            if self.waiting_for_squeeze and step.card is not None:
                # Deal on face down up to the next words, then wait for the player.
                nxt = self._steps[self._next] if self._next < len(self._steps) else None
                if nxt is None or nxt.words:
                    return
            self._schedule()
            return
        if self.payout < 1.0:
            self._frames += 1
            self.payout = min(1.0, self._frames / PAYOUT_FRAMES)
            self.changed.emit()
            if self.payout < 1.0:
                self._timer.start(max(16, self.speed.value // 8))
                return
            self._frames = 0
            self.finished.emit()
