"""The hands CSV's columns: names and their aliases, the header, and the escape
that keeps a text cell from running as a spreadsheet formula."""

from __future__ import annotations

import csv
import re

from tracker.history.records import OUTCOME_FIELDS

# Canonical column names and the aliases a header may use for them (case-insensitive).
ALIASES: dict[str, str] = {
    "shoe": "shoe",
    "shoe_id": "shoe",
    "hand": "hand",
    "hand_no": "hand",
    "player": "player",
    "player_cards": "player",
    "banker": "banker",
    "banker_cards": "banker",
    "winner": "winner",
    "player_total": "player_total",
    "player_score": "player_total",
    "banker_total": "banker_total",
    "banker_score": "banker_total",
    "player_pair": "player_pair",
    "banker_pair": "banker_pair",
    "natural": "natural",
    "casino": "casino",
    "table": "table",
    "table_name": "table",
    "started": "started",
    "shoe_first_time_ms": "started_ms",
    "decks": "decks",
    "notes": "notes",
    "shoe_number": "shoe_number",
    "shoe_kind": "shoe_kind",
    "shoe_rules": "shoe_rules",
    "shoe_burn": "shoe_burn",
    "shoe_cut_card": "shoe_cut_card",
    "shoe_source": "shoe_source",
    "shoe_extra": "shoe_extra",
}

COLUMNS: tuple[str, ...] = (
    "shoe",
    "hand",
    "player",
    "banker",
    *OUTCOME_FIELDS,
    "casino",
    "table",
    "started",
    "decks",
    "notes",
    "shoe_number",
    "shoe_kind",
    "shoe_rules",
    "shoe_burn",
    "shoe_cut_card",
    "shoe_source",
    "shoe_extra",
)
"""The columns :func:`write_csv` writes, in order, before any extra columns: the hand's,
then the shoe's, repeated on each of its rows (README, "Shoe files")."""

DELIMITERS = (",", ";", "\t")

# A cell a spreadsheet would run as a formula starts with one of these (full-width forms
# too: some spreadsheets fold them to ASCII before parsing) ...
_TRIGGERS = frozenset("=+-@\t\r\n\uff1d\uff0b\uff0d\uff20")
# ... also behind characters a spreadsheet skips or shows as nothing: spaces, a no-break
# space, a byte-order mark, zero-width spaces and joiners, the ideographic space.
_HIDDEN = (
    " \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u200b\u200c\u200d\u2060\u202f\u205f\u3000\ufeff"
)


def column_name(cell: str) -> str:
    """A header cell as :data:`ALIASES` knows it: any case, and a space or hyphen where
    the name has an underscore (``Player Cards``, ``hand-no``), as people type headers."""
    return "_".join(cell.replace("-", " ").lower().split())


OWN_COLUMNS = frozenset(name for name in COLUMNS if name.startswith("shoe_"))
"""The columns only tracker's own export writes: known only as written there (any case),
so that another program's "Shoe Number" or "Shoe Kind" stays a column of its own."""


def known_column(cell: str) -> str | None:
    """The column a header cell names (:data:`ALIASES`), or ``None`` for another one."""
    name = column_name(cell)
    canonical = ALIASES.get(name)
    if canonical in OWN_COLUMNS and cell.strip().lower() != name:
        return None
    return canonical


def is_separator_line(line: str) -> bool:
    """Whether ``line`` is the ``sep=;`` line Excel reads (and some tools write) before a
    CSV's header; the header's own delimiter is detected anyway."""
    text = line.strip()
    return len(text) == 5 and text[:4].lower() == "sep=" and text[4] in DELIMITERS


def split_header(line: str) -> tuple[str, list[str]]:
    """The delimiter and cells of a header line: the delimiter that names most known columns."""
    best = (",", [line])
    best_known = -1
    for delimiter in DELIMITERS:
        if delimiter not in line and delimiter != ",":
            continue
        try:
            cells = next(csv.reader([line], delimiter=delimiter), [])
        except csv.Error:  # a cell past the csv module's field limit: no column name
            cells = [line]
        known = sum(1 for cell in cells if known_column(cell) is not None)
        if known > best_known:
            best, best_known = (delimiter, cells), known
    return best


def looks_like_header(line: str) -> bool:
    """Whether ``line`` is a hands-CSV header (it names a shoe, hand, card or outcome column)."""
    _, cells = split_header(line)
    names = {known_column(cell) for cell in cells}
    return bool(names & {"shoe", "hand", "player", "banker", "winner"})


def _needs_escape(text: str) -> bool:
    """Whether a spreadsheet could run ``text`` as a formula (a trigger, perhaps behind
    hidden characters), or would show a text of only such characters as empty."""
    if not text.strip():
        return bool(text)  # only blanks, which a reader takes for an empty cell
    rest = text.lstrip(_HIDDEN)
    return rest[0] in _TRIGGERS if rest else True


def neutralise(text: str) -> str:
    """A text cell that a spreadsheet shows as text rather than running it as a formula.

    The escape is one apostrophe before a text that could run as a formula, is only blank
    characters, or already starts with an apostrophe; :func:`unneutralise` removes exactly
    that one, so every text comes back as it was (``'=1`` and ``''=1`` stay two texts).
    A text that holds a NUL character (which no text file may hold) is written as
    :data:`NUL_MARK` and the text with each NUL as ``␀0`` and each ``␀`` of its own as ``␀␀``.
    """
    if "\x00" in text:
        return NUL_MARK + text.replace(_NUL_SIGN, _NUL_SIGN * 2).replace("\x00", _NUL_SIGN + "0")
    if text and (text[0] == "'" or _needs_escape(text)):
        return "'" + text
    return text


def unneutralise(text: str) -> str:
    """Undo :func:`neutralise`: drop the apostrophe it put before a text. An apostrophe
    that no escape explains (``'hello`` from another program) is the text's own and stays."""
    if text[:1] == "'":
        if text[1:2] == _NUL_SIGN:
            nul = _with_nul(text[2:])
            if nul is not None:
                return nul
        if len(text) == 1 or text[1] == "'" or _needs_escape(text[1:]):
            return text[1:]
    return text


_NUL_SIGN = "\u2400"  # ␀, SYMBOL FOR NULL: what a spreadsheet shows in place of a NUL
NUL_MARK = "'" + _NUL_SIGN
"""The start of the cell of a text that holds NUL characters (see :func:`neutralise`)."""
_NUL_CODE = re.compile("\u2400(.)", re.DOTALL)


def _with_nul(body: str) -> str | None:
    """The text :func:`neutralise` wrote as ``NUL_MARK + body``, or ``None`` when ``body``
    is not such a text (one with a NUL, every ``␀`` followed by ``0`` or ``␀``): a cell
    another program wrote stays as it is."""
    if _NUL_SIGN + "0" not in body:
        return None
    pieces = _NUL_CODE.split(body)
    # split gives text, code, text, code, …: each code must be "0" or "␀", and no ␀ may be
    # left alone in a text piece.
    codes = pieces[1::2]
    if any(code not in ("0", _NUL_SIGN) for code in codes) or any(
        _NUL_SIGN in piece for piece in pieces[0::2]
    ):
        return None
    return "".join(
        piece if i % 2 == 0 else ("\x00" if piece == "0" else _NUL_SIGN)
        for i, piece in enumerate(pieces)
    )


EMPTY_TEXT = "'"
"""The cell of a text that is there but empty (an empty cell is a text not there): the
escape of the empty text, which :func:`unneutralise` reads back as ``""``."""
