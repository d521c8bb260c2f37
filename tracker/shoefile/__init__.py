"""Shoe files, formats only: reading every format of SPEC §3 (through the history's
builder) and writing JSON, hands CSV and bead strings."""

from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.jsonformat import FORMAT_VERSION
from tracker.shoefile.reader import (
    FORMATS,
    detect_format,
    read_shoe_chunks,
    read_shoes,
    write_bead_file,
    write_csv,
    write_json,
)

__all__ = [
    "FORMATS",
    "FORMAT_VERSION",
    "ShoeFileError",
    "detect_format",
    "read_shoe_chunks",
    "read_shoes",
    "write_bead_file",
    "write_csv",
    "write_json",
]
