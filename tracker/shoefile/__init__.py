"""Shoe files: reading every format of SPEC §3, writing JSON and CSV, replay reports."""

from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.jsonformat import FORMAT_VERSION
from tracker.shoefile.model import HandRecord, ShoeKind, ShoeRecord
from tracker.shoefile.reader import (
    FORMATS,
    detect_format,
    read_shoes,
    write_bead_file,
    write_csv,
    write_json,
)
from tracker.shoefile.validate import (
    FileReport,
    Problem,
    ShoeReport,
    validate_file,
    validate_shoe,
)

__all__ = [
    "FORMATS",
    "FORMAT_VERSION",
    "FileReport",
    "HandRecord",
    "Problem",
    "ShoeFileError",
    "ShoeKind",
    "ShoeRecord",
    "ShoeReport",
    "detect_format",
    "read_shoes",
    "validate_file",
    "validate_shoe",
    "write_bead_file",
    "write_csv",
    "write_json",
]
