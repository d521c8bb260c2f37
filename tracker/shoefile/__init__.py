"""Shoe files, formats only: reading hands CSV, bead strings and shoe JSON (through the
history's builder) and writing JSON, hands CSV and bead strings."""

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
