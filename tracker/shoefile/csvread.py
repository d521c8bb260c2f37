"""Reading a hands CSV: one row per hand, grouped into shoes by the ``shoe``
column.

Reading is the hot path (hundreds of thousands of rows): the csv module does the splitting,
and every cell is turned into a value through a dictionary of the texts seen before, so a
row costs a handful of lookups and one :class:`HandRecord`.
"""

from __future__ import annotations

import csv
import os
from collections.abc import Callable, Iterator, Mapping
from operator import itemgetter
from pathlib import Path
from typing import IO, Any, cast

from tracker.errors import message_of, printable_name
from tracker.history.builder import DetailError, ShoeBuilder
from tracker.history.records import NO_EXTRA, OUTCOME_FIELDS, HandRecord, ShoeChunk, ShoeRecord
from tracker.shoefile import csvdetails
from tracker.shoefile.csvcells import NO_OUTCOME, CellReader, Outcome
from tracker.shoefile.csvcolumns import (
    is_separator_line,
    known_column,
    split_header,
    unneutralise,
)
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.limits import MAX_CELL_CHARS, MAX_SHOE_HANDS
from tracker.translatable import QT_TRANSLATE_NOOP, Message

# A hand record made straight from its fields in order: the named tuple's own __new__ is a
# Python function that costs more, on the hot path of every row.
_new_hand = tuple.__new__


class _Reader(CellReader):
    """One pass over a hands CSV; state kept in attributes only for the slow paths."""

    def __init__(
        self, stream: IO[str], path: str, default_label: str, chunk: int | None = None
    ) -> None:
        super().__init__(path)
        self.stream = stream
        self.chunk = chunk
        self.default_label = default_label

    # -- the pass --

    def shoes(self) -> Iterator[ShoeRecord | ShoeChunk]:
        stream = self.stream
        first = stream.readline()
        header_line = 1
        while first and (not first.strip() or is_separator_line(first)):
            first = stream.readline()
            header_line += 1
        if not first:
            return
        while first.count('"') % 2 and (more := stream.readline()):
            first += more  # a quoted column name that holds a line break runs on
            header_line += 1
        delimiter, header = split_header(first.rstrip("\r\n"))
        self.header = header
        index: dict[str, int] = {}
        extra: list[tuple[int, str]] = []
        for position, cell in enumerate(header):
            # A known name is read in any case and without the blanks around it; another
            # column keeps its name exactly as written (" x " is not "x").
            canonical = known_column(cell)
            if canonical is None or canonical in index:
                if cell:
                    extra.append((position, unneutralise(cell)))
                continue
            index[canonical] = position
        if not {"shoe", "hand", "player", "banker", "winner"} & set(index):
            raise ShoeFileError(
                self.path,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "not a hands CSV: the header names none of the columns shoe, hand, "
                        "player, banker, winner",
                    )
                ),
                line=header_line,
            )
        if ("player" in index) != ("banker" in index):
            have, missing = ("player", "banker") if "player" in index else ("banker", "player")
            raise ShoeFileError(
                self.path,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "missing column {missing!r}: a hands CSV with {have!r} cards needs both "
                        "sides",
                    ),
                    missing=missing,
                    have=have,
                ),
                line=header_line,
            )
        if "winner" not in index and "player" not in index:
            raise ShoeFileError(
                self.path,
                Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "missing column 'winner' (or 'player' and 'banker' for cards): every "
                        "hand needs its cards or its winner",
                    )
                ),
                line=header_line,
            )
        if "started" in index and "started_ms" in index:
            # An ISO 8601 start says more than Unix milliseconds; keep those as they are.
            position = index.pop("started_ms")
            extra.append((position, unneutralise(header[position])))
            extra.sort()
        yield from self._rows(stream, delimiter, header_line, index, extra)

    def _rows(
        self,
        stream: IO[str],
        delimiter: str,
        header_line: int,
        index: dict[str, int],
        extra: list[tuple[int, str]],
    ) -> Iterator[ShoeRecord | ShoeChunk]:
        """The shoes of the rows after the header (which ended on line ``header_line``).

        A line without a quote character splits on the delimiter exactly as the csv module
        would split it, only faster; a line with one goes to the csv module, which reads as
        many more lines as a quoted cell spans.
        """
        feeder = _Feeder(stream)
        quoted = csv.reader(feeder, delimiter=delimiter)
        width = len(self.header)
        i_shoe = index.get("shoe")
        i_hand = index.get("hand")
        i_player = index.get("player")
        i_banker = index.get("banker", 0)  # present whenever "player" is (checked above)
        # The outcome cells of a row are looked up together: a few thousand combinations
        # cover every row of a real file, so one lookup replaces six conversions.
        outcome_columns = [index.get(name) for name in OUTCOME_FIELDS]
        present = [i for i in outcome_columns if i is not None]
        get_outcome: Callable[[list[str]], Any] | None
        if len(present) > 1:
            get_outcome = itemgetter(*present)
        elif present:
            only = present[0]

            def get_outcome(row: list[str]) -> Any:
                return row[only]
        else:
            get_outcome = None
        outcomes: dict[Any, Outcome] = {}
        # When the outcome columns are the header's last ones (as in many exports, and in
        # what write_csv writes), a row's outcome is the text after its block_start-th
        # delimiter: one split gives the cells before it and that text, which is looked up
        # whole. A text is cached only from a row of exactly the header's cells, so a hit
        # means the row has them all.
        block_start = 0
        if len(present) > 1 and sorted(present) == list(range(width - len(present), width)):
            block_start = width - len(present)
        tails: dict[str, Outcome] = {}
        # Extra columns are kept per hand, empty cells left out; the common cases (one
        # extra column, no apostrophe to undo) take no Python-level loop.
        extra_names = tuple(name for _, name in extra)
        extra_one = extra[0][0] if len(extra) == 1 else None
        extra_name = extra_names[0] if extra_names else ""
        get_extra = itemgetter(*(i for i, _ in extra)) if len(extra) > 1 else None

        def keep_extra(row: list[str]) -> dict[str, str]:
            return {name: unneutralise(row[i]) for i, name in extra if row[i]}

        details = [(index[name], name) for name in _DETAIL_CELLS if name in index]
        # A shoe starts where its label changes or, when the file numbers its shoes
        # (what write_csv writes), where the number changes: two shoes of one label
        # one after the other stay two.
        i_number = index.get("shoe_number")
        raw_number: str | None = None
        cards_cache = self.cards_cache
        hand_numbers: dict[str, int] = {}
        path = self.path

        builder = ShoeBuilder(path)
        append = builder.add
        building = False  # whether the builder holds a shoe (kept here: read on every row)
        # The first line of an earlier shoe with the label just started, reported with
        # the new shoe's first hand (the rows of one shoe must be consecutive).
        reused: tuple[int | None] | None = None
        label = self.default_label
        raw_label: str | None = None
        number = 0
        # Rows a shoe may still take before it is refused (past the cap) or, when the
        # reader was asked for chunks, before its hands so far are handed on as a chunk.
        chunk = self.chunk
        per_shoe = MAX_SHOE_HANDS if chunk is None else chunk
        hands_left = per_shoe + 1
        missing_details: list[tuple[int, str]] = []
        line = header_line
        before = 0
        try:
            for text_line in stream:
                line += 1
                start = line
                outcome = None
                tail = None
                if '"' in text_line:
                    feeder.pending = text_line
                    before = quoted.line_num
                    row = next(quoted, [])
                    spanned = quoted.line_num - before - 1
                    if feeder.exhausted and row:
                        # The csv module asked for more after the last line: a quoted cell
                        # was still open there, and it took the rest of the file.
                        raise self.fail(
                            'the quote (") that opens this cell is never closed: the cell '
                            "runs on to the end of the file (a closing quote missing?)",
                            start,
                            len(row) - 1,
                        )
                    if spanned:
                        self.check_spanned(row, start, spanned, index)
                        line += spanned
                elif block_start:
                    # The tail is looked up with its line end still on (a cache hit then
                    # takes no rstrip); only a miss strips it before splitting.
                    row = text_line.split(delimiter, block_start)
                    if len(row) > block_start:
                        tail = row[block_start]
                        outcome = tails.get(tail)
                        if outcome is None:
                            row[block_start:] = tail.rstrip("\r\n").split(delimiter)
                    else:
                        row[-1] = row[-1].rstrip("\r\n")
                else:
                    row = text_line.rstrip("\r\n").split(delimiter)
                if outcome is None and len(row) != width:
                    tail = None  # not exactly the header's cells: never a cached tail
                    if len(row) < width:
                        if len(row) <= 1 and not (row and row[0].strip()):
                            continue  # a blank line
                        row = row + [""] * (width - len(row))
                if i_shoe is not None:
                    cell = row[i_shoe]
                    if cell != raw_label and cell:
                        if building:
                            building = False
                            yield builder.end()
                        raw_label, label = cell, unneutralise(cell)
                if i_number is not None:
                    cell = row[i_number]
                    if cell != raw_number and cell:
                        if building:
                            building = False
                            yield builder.end()
                        raw_number = cell
                if not building:
                    key = label if i_number is None else (label, raw_number)
                    try:
                        builder.start(label, start, key=key)
                    except DetailError as exc:
                        raise self.fail(message_of(exc), start, i_shoe) from None
                    building = True
                    append = builder.add
                    seen, earlier = builder.earlier_line(key)
                    reused = (earlier,) if seen else None
                    number = 0
                    hands_left = per_shoe + 1
                    missing_details = list(details)
                hands_left -= 1
                if not hands_left:
                    if chunk is None:
                        raise ShoeFileError(
                            path,
                            Message(
                                QT_TRANSLATE_NOOP(
                                    "Messages",
                                    "shoe {label!r} has more than {cap:,} hands (the cap on one "
                                    "shoe; an 8-deck shoe deals at most 104): is the shoe column "
                                    "missing?",
                                ),
                                label=label,
                                cap=MAX_SHOE_HANDS,
                            ),
                            line=start,
                        )
                    yield builder.spill()
                    hands_left = chunk
                if len(text_line) > MAX_CELL_CHARS:
                    self.check_cells(row, start)
                if i_hand is not None:
                    text = row[i_hand]
                    given = hand_numbers.get(text)
                    if given is None:
                        given = self.hand_number(text, start, i_hand)
                        if given is not None and given < 1000:
                            hand_numbers[text] = given
                    number = number + 1 if given is None else given
                else:
                    number += 1
                # cards
                player = banker = None
                if i_player is not None:
                    text = row[i_player]
                    if text:
                        player = cards_cache.get(text)
                        if player is None:
                            player = self.cards(text, start, i_player)
                    text = row[i_banker]
                    if text:
                        banker = cards_cache.get(text)
                        if banker is None:
                            banker = self.cards(text, start, i_banker)
                    if player is None and banker is not None:
                        player = ()
                    elif banker is None and player is not None:
                        banker = ()
                if outcome is None:
                    outcome = outcomes.get(get_outcome(row)) if get_outcome else NO_OUTCOME
                    if outcome is None:
                        outcome = self.outcome(row, start, outcome_columns, outcomes)
                    if tail is not None and outcome[0] is not None and len(tails) < 100_000:
                        tails[tail] = outcome
                if player is None and outcome[0] is None:
                    if not any(cell.strip() for cell in row):
                        if not builder.hand_count:
                            builder.discard()  # this empty row had started the shoe
                            building = False
                        continue
                    raise ShoeFileError(
                        path,
                        Message(
                            QT_TRANSLATE_NOOP(
                                "Messages", "a row needs cards (player and banker) or a winner"
                            )
                        ),
                        line=start,
                    )
                kept: Mapping[str, str]
                if extra_one is not None:
                    text = row[extra_one]
                    kept = {extra_name: text} if text and text[0] != "'" else keep_extra(row)
                elif get_extra is not None:
                    values = get_extra(row)
                    kept = dict(zip(extra_names, values, strict=True))
                    if "" in values or "'" in "\x00".join(values):
                        kept = keep_extra(row)
                else:
                    kept = NO_EXTRA
                winner, pt, bt, pp, bp, natural = outcome
                append(
                    _new_hand(
                        HandRecord,
                        (number, player, banker, winner, pt, bt, pp, bp, natural, start, kept),
                    )
                )
                if missing_details:
                    missing_details = self._details(builder, row, start, missing_details)
                if reused is not None:
                    at = f" at line {reused[0]}" if reused[0] is not None else ""
                    builder.problem(
                        f"shoe {label!r} was already used for the shoe starting{at}; the rows "
                        "of one shoe must be consecutive, so these rows are read as another shoe",
                        hand=number,
                        line=start,
                    )
                    reused = None
        except csv.Error as exc:
            # Only a quoted row reaches the csv module; it stopped on its last line read.
            line += max(quoted.line_num - before - 1, 0)
            raise ShoeFileError(
                path,
                Message(
                    QT_TRANSLATE_NOOP("Messages", "not a readable CSV row: {reason}"),
                    reason=str(exc),
                ),
                line=line,
            ) from None
        if builder.building:
            yield builder.end()

    def _details(
        self, builder: ShoeBuilder, row: list[str], line: int, missing: list[tuple[int, str]]
    ) -> list[tuple[int, str]]:
        """Take the shoe details this row has; return those still missing."""
        still: list[tuple[int, str]] = []
        for i, name in missing:
            text = row[i]
            if not text.strip():
                still.append((i, name))
                continue
            field, convert = _DETAIL_CELLS[name]
            value = self.detail(convert, text, line, i)
            try:
                builder.set(**{field: value})
            except DetailError as exc:
                raise self.fail(str(exc), line, i) from None
        return still


def _text(text: str) -> str:
    return unneutralise(text)


_DETAIL_CELLS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "casino": ("casino", _text),
    "table": ("table", _text),
    "started": ("started", csvdetails.parse_started),
    "started_ms": ("started", csvdetails.parse_started_ms),
    "decks": ("decks", csvdetails.parse_decks),
    "notes": ("notes", _text),
    "shoe_kind": ("kind", csvdetails.parse_kind),
    "shoe_rules": ("rules", csvdetails.parse_rules),
    "shoe_burn": ("burn", csvdetails.parse_burn),
    "shoe_cut_card": ("cut_card", csvdetails.parse_cut_card),
    "shoe_source": ("source", _text),
    "shoe_extra": ("extra", lambda text: csvdetails.parse_extra(unneutralise(text))),
}
"""Each shoe-level column, in the order a row's cells are taken: the shoe detail it sets
and how its cell is read. Each is taken from the first of a shoe's rows that has it
(``shoe_number`` is none of them: it tells where a shoe starts, as ``shoe`` does)."""


class _Feeder:
    """The lines the csv module reads for a quoted row: the row's first line, then as many
    more from the stream as its quoted cells span."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.pending: str | None = None
        self.exhausted = False

    def __iter__(self) -> _Feeder:
        return self

    def __next__(self) -> str:
        if self.pending is not None:
            text, self.pending = self.pending, None
            return text
        try:
            return next(self.stream)
        except StopIteration:
            self.exhausted = True
            raise


def default_label(path: str | os.PathLike[str]) -> str:
    """The label of a shoe whose file names none: the file's name without its suffixes."""
    name = printable_name(Path(path).name)
    if name.endswith(".gz"):
        name = name[:-3]
    stem = Path(name).stem
    return stem or name


def read_csv(stream: IO[str], path: str | os.PathLike[str]) -> Iterator[ShoeRecord]:
    """Read a hands CSV from a text stream opened with ``newline=""``, shoe by shoe.

    Rows of one shoe are consecutive; an empty ``shoe`` cell continues the shoe above, and
    an empty ``hand`` cell numbers the row one after the row above.

    :raises ShoeFileError: for a missing column, a bad cell or a row with neither cards nor
        a winner, naming the line and column; for a shoe past the cap on its hands.
    """
    where = printable_name(path)
    return cast(Iterator[ShoeRecord], _Reader(stream, where, default_label(path)).shoes())


def read_csv_chunks(
    stream: IO[str], path: str | os.PathLike[str], chunk: int
) -> Iterator[ShoeRecord | ShoeChunk]:
    """:func:`read_csv`, but a shoe of more than ``chunk`` hands comes as chunks of
    ``chunk`` hands (:class:`~tracker.history.records.ShoeChunk`), however many it has.

    :raises ShoeFileError: as :func:`read_csv`; also for decks, rules or burn cards given
        only after the first chunk of a shoe (its cards were counted without them).
    """
    where = printable_name(path)
    return _Reader(stream, where, default_label(path), chunk).shoes()
