"""The hands CSV's columns (SPEC §3): names and their aliases, the header, and the escape
that keeps a text cell from running as a spreadsheet formula."""

from __future__ import annotations

import csv

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
}

COLUMNS: tuple[str, ...] = (
    "shoe",
    "hand",
    "player",
    "banker",
    "winner",
    "player_total",
    "banker_total",
    "player_pair",
    "banker_pair",
    "natural",
    "casino",
    "table",
    "started",
    "decks",
    "notes",
)
"""The columns :func:`write_csv` writes, in order, before any extra columns."""

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
        known = sum(1 for cell in cells if column_name(cell) in ALIASES)
        if known > best_known:
            best, best_known = (delimiter, cells), known
    return best


def looks_like_header(line: str) -> bool:
    """Whether ``line`` is a hands-CSV header (it names a shoe, hand, card or outcome column)."""
    _, cells = split_header(line)
    names = {ALIASES.get(column_name(cell)) for cell in cells}
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
    """
    if text and (text[0] == "'" or _needs_escape(text)):
        return "'" + text
    return text


def unneutralise(text: str) -> str:
    """Undo :func:`neutralise`: drop the apostrophe it put before a text. An apostrophe
    that no escape explains (``'hello`` from another program) is the text's own and stays."""
    if text[:1] == "'" and (len(text) == 1 or text[1] == "'" or _needs_escape(text[1:])):
        return text[1:]
    return text


EMPTY_TEXT = "'"
"""The cell of a text that is there but empty (an empty cell is a text not there): the
escape of the empty text, which :func:`unneutralise` reads back as ``""``."""
