"""The cells of a hands CSV turned into values, on the reader's slow paths: a winner, a
total, a flag, a hand number or cards not seen before, a shoe detail, and the checks of a
cell past the cap or a quoted cell that runs on; each bad cell refused at its line and
column.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from tracker.engine.cards import Card, CardError
from tracker.engine.rules import Winner
from tracker.errors import UserError, message_of
from tracker.shoefile.csvdetails import clip
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.limits import MAX_CELL_CHARS, MAX_NUMBER
from tracker.translatable import QT_TRANSLATE_NOOP, Message

T = TypeVar("T")

_TOTALS: dict[str, int] = {str(n): n for n in range(10)}
_TOKEN_CARDS: dict[str, Card] = {}
"""Card tokens already read (``9H``, ``td``, ``10``…), shared by every file read."""
_FLAG_WORDS = {"1": True, "0": False, "TRUE": True, "FALSE": False}
# winner, player total, banker total, player pair, banker pair, natural
Outcome = tuple[Winner | None, int | None, int | None, bool | None, bool | None, bool | None]
NO_OUTCOME: Outcome = (None, None, None, None, None, None)

FREE_TEXT = frozenset({"shoe", "notes", "casino", "table", "shoe_source", "shoe_extra"})
"""The known columns whose cells may hold a line break."""


class CellReader:
    """The cell converters of one pass over a hands CSV (the hot path looks values up in
    dictionaries and comes here only for a text it has not seen)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.header: list[str] = []
        self.cards_cache: dict[str, tuple[Card, ...]] = {}

    def fail(
        self, reason: str | Message, line: int | None, column: int | None = None
    ) -> ShoeFileError:
        name = self.header[column] if column is not None and column < len(self.header) else None
        return ShoeFileError(self.path, reason, line=line, column=name)

    # -- cell converters (slow paths; the hot path looks values up in dictionaries) --

    def winner(self, text: str, line: int, column: int) -> Winner | None:
        try:
            return Winner.parse(text) if text.strip() else None
        except ValueError:
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "winner must be B, P or T (or Banker, Player, Tie), not {text!r}",
                    ),
                    text=text,
                ),
                line,
                column,
            ) from None

    def total(self, text: str, line: int, column: int) -> int | None:
        stripped = text.strip()
        if not stripped:
            return None
        if stripped in _TOTALS:
            return _TOTALS[stripped]
        raise self.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "a total must be a whole number from 0 to 9, not {text!r}"
                ),
                text=text,
            ),
            line,
            column,
        )

    def flag(self, text: str, line: int, column: int) -> bool | None:
        stripped = text.strip().upper()
        if not stripped:
            return None
        if stripped in _FLAG_WORDS:
            return _FLAG_WORDS[stripped]
        raise self.fail(
            Message(
                QT_TRANSLATE_NOOP(
                    "Messages", "a flag must be 1 or 0 (or true, false), not {text!r}"
                ),
                text=text,
            ),
            line,
            column,
        )

    def outcome(
        self,
        row: list[str],
        line: int,
        columns: list[int | None],
        cache: dict[Any, Outcome],
    ) -> Outcome:
        """Convert a row's outcome cells (winner, totals, flags), raising at a bad one."""
        i_winner, i_pt, i_bt, i_pp, i_bp, i_nat = columns
        winner = None if i_winner is None else self.winner(row[i_winner], line, i_winner)
        pt = None if i_pt is None else self.total(row[i_pt], line, i_pt)
        bt = None if i_bt is None else self.total(row[i_bt], line, i_bt)
        pp = None if i_pp is None else self.flag(row[i_pp], line, i_pp)
        bp = None if i_bp is None else self.flag(row[i_bp], line, i_bp)
        nat = None if i_nat is None else self.flag(row[i_nat], line, i_nat)
        value = (winner, pt, bt, pp, bp, nat)
        if len(cache) < 100_000:
            present = [row[i] for i in columns if i is not None]
            cache[present[0] if len(present) == 1 else tuple(present)] = value
        return value

    def hand_number(self, text: str, line: int, column: int) -> int | None:
        stripped = text.strip()
        if not stripped:
            return None
        try:
            number = int(stripped) if len(stripped) <= 12 else -1
        except ValueError:
            number = -1
        if not 0 <= number <= MAX_NUMBER:
            raise self.fail(
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}",
                    ),
                    cap=MAX_NUMBER,
                    text=clip(text),
                ),
                line,
                column,
            )
        return number

    def cards(self, text: str, line: int, column: int) -> tuple[Card, ...] | None:
        """The cards of a cell whose text is not cached yet (most cells of suited cards)."""
        tokens = text.replace(",", " ").split()
        try:
            value = tuple(map(_TOKEN_CARDS.__getitem__, tokens))
        except KeyError:
            cards: list[Card] = []
            for number, token in enumerate(tokens, start=1):
                try:
                    cards.append(Card.parse(token))
                except CardError as exc:
                    raise self.fail(
                        Message(
                            QT_TRANSLATE_NOOP(
                                "Messages", "unknown card {token!r} (card {number}): {reason}"
                            ),
                            token=token,
                            number=number,
                            reason=exc.why,
                        ),
                        line,
                        column,
                    ) from None
                if len(_TOKEN_CARDS) < 4096:
                    _TOKEN_CARDS[token] = cards[-1]
            value = tuple(cards)
        if not value:
            return None
        if len(self.cards_cache) < 200_000:
            self.cards_cache[text] = value
        return value

    def detail(self, convert: Callable[[str], T], text: str, line: int, column: int) -> T | None:
        if not text.strip():
            return None
        try:
            return convert(text)
        except (ValueError, OverflowError, UserError) as exc:
            raise self.fail(message_of(exc), line, column) from None

    def check_cells(self, row: list[str], line: int) -> None:
        """Refuse a cell past the cap (only asked of a line longer than the cap)."""
        for i, cell in enumerate(row):
            if len(cell) > MAX_CELL_CHARS:
                raise self.fail(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "a cell of {length:,} characters, past the cap of {cap:,}"
                        ),
                        length=len(cell),
                        cap=MAX_CELL_CHARS,
                    ),
                    line,
                    i,
                )

    def check_spanned(self, row: list[str], line: int, spanned: int, index: dict[str, int]) -> None:
        """Refuse a quoted row that runs over more lines where a line break cannot belong.

        Only a free-text cell (a label, notes, an extra column) may hold a line break; in
        any other cell it means a quote was opened and not closed, and the csv module read on.
        """
        for name, i in index.items():
            if name in FREE_TEXT or i >= len(row):
                continue
            if "\n" in row[i] or "\r" in row[i]:
                if spanned == 1:
                    reason = Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            'the quote (") that opens this cell is not closed on its line, so '
                            "the cell runs on over {lines} more line: a closing quote missing?",
                        ),
                        lines=spanned,
                    )
                else:
                    reason = Message(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            'the quote (") that opens this cell is not closed on its line, so '
                            "the cell runs on over {lines} more lines: a closing quote missing?",
                        ),
                        lines=spanned,
                    )
                raise self.fail(
                    reason,
                    line,
                    i,
                )


__all__ = ["FREE_TEXT", "NO_OUTCOME", "CellReader", "Outcome"]
