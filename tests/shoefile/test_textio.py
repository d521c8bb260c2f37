"""Opening shoe files: plain, gzip (by content) and BOM text; files that are a known binary
format named for what they are; and every failure to read a file turned into a
ShoeFileError that names the file and, for a bad byte, its line and column."""

from __future__ import annotations

import codecs
import gzip
import os
import zlib
from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.errors import UserError
from tracker.shoefile.errors import ShoeFileError
from tracker.shoefile.textio import (
    binary_error,
    binary_kind,
    decode_error,
    display_path,
    guarded,
    guess_encoding,
    open_binary,
    open_text,
)

CSV = "shoe,hand,winner\r\n1,1,B\r\n1,2,P\r\n"


# --- opening -------------------------------------------------------------------------------


def test_plain_text_is_read_with_its_line_ends_untouched(tmp_path: Path) -> None:
    # newline="": the csv module sees the CRLF itself.
    with open_text(write(tmp_path, "hands.csv", CSV)) as text:
        assert text.read() == CSV


def test_a_utf8_bom_is_dropped(tmp_path: Path) -> None:
    path = write(tmp_path, "bom.csv", codecs.BOM_UTF8 + CSV.encode())
    with open_text(path) as text:
        assert text.readline() == "shoe,hand,winner\r\n"
    # Only the text view drops it: the bytes are the file's.
    with open_binary(path) as binary:
        assert binary.read(3) == codecs.BOM_UTF8


def test_gzip_is_recognised_by_its_content_not_its_name(tmp_path: Path) -> None:
    data = "shoe,hand,table,winner\n1,1,바카라 A,B\n"
    path = write(tmp_path, "hands.csv", gzip.compress(codecs.BOM_UTF8 + data.encode()))
    with open_text(path) as text:
        assert text.read() == data
    with open_binary(path) as binary:
        assert binary.read() == codecs.BOM_UTF8 + data.encode()
    # A name ending in .gz does not make plain text gzip.
    with open_text(write(tmp_path, "plain.csv.gz", data)) as text:
        assert text.read() == data


def test_empty_and_one_byte_files_open(tmp_path: Path) -> None:
    with open_text(write(tmp_path, "empty.txt", b"")) as text:
        assert text.read() == ""
    with open_binary(write(tmp_path, "one.txt", b"\x1f")) as binary:
        assert binary.read() == b"\x1f"  # the first byte of the gzip magic, alone


def test_the_file_is_closed_after_reading(tmp_path: Path) -> None:
    for name, data in (("a.csv", CSV.encode()), ("b.csv.gz", gzip.compress(CSV.encode()))):
        with open_binary(write(tmp_path, name, data)) as binary:
            binary.read()
        assert binary.closed, name


def test_invalid_utf8_raises_while_reading(tmp_path: Path) -> None:
    # open_text decodes strictly; guarded (below) turns the error into a located message.
    with (
        pytest.raises(UnicodeDecodeError),
        open_text(write(tmp_path, "x.csv", b"shoe\n\xe9\n")) as text,
    ):
        text.read()


@pytest.mark.parametrize("path", ["shoes/évening 1.csv", Path("shoes") / "évening 1.csv"])
def test_the_displayed_path_is_the_path_as_given(path: str | Path) -> None:
    assert display_path(path) == os.fspath(path)
    assert isinstance(display_path(path), str)


# --- files that are not text ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (b"PK\x03\x04\x14\x00\x06\x00", "a ZIP archive or an Excel/OpenDocument workbook"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00", "an old Excel workbook (.xls)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "a JPEG image"),
        (b"GIF89a\x01\x00", "a GIF image"),
        (b"%PDF-1.7\n%\xe2\xe3", "a PDF document"),
        (b"SQLite format 3\x00\x10\x00", "an SQLite database (a tracker library?)"),
    ],
)
def test_well_known_binary_formats_are_recognised_by_their_first_bytes(
    head: bytes, kind: str
) -> None:
    found = binary_kind(head)
    assert found is not None and found.startswith(kind)


@pytest.mark.parametrize(
    "head",
    [
        b"",
        b"PK",  # too short to be a ZIP header
        b"PK\x05\x06",  # not the local-file header
        b"shoe,hand,winner\n",
        b"%PDF",  # without its dash
        b"SQLite format 3",  # without its NUL
        b"\x1f\x8b\x08\x00",  # gzip is read, not refused
        codecs.BOM_UTF8 + b"shoe",
    ],
)
def test_text_and_near_misses_are_not_binary(head: bytes) -> None:
    assert binary_kind(head) is None
    assert binary_error("x.csv", head) is None


def test_a_workbook_gets_the_advice_to_save_it_as_csv() -> None:
    error = binary_error(Path("shoes.xlsx"), b"PK\x03\x04\x14\x00")
    assert isinstance(error, ShoeFileError)
    assert str(error) == (
        "shoes.xlsx: not a shoe file: this is a ZIP archive or an Excel/OpenDocument workbook "
        "(.xlsx, .ods), not text: save the sheet as CSV UTF-8 and validate that (a shoe file "
        "is a hands CSV, bead strings or shoe JSON)"
    )
    assert (error.path, error.line, error.column) == ("shoes.xlsx", None, None)
    old = binary_error("old.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")
    assert old is not None and "save the sheet as CSV UTF-8" in old.reason


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (b"\x89PNG\r\n\x1a\n", "a PNG image"),
        (b"%PDF-1.4", "a PDF document"),
        (b"SQLite format 3\x00", "an SQLite database (a tracker library?)"),
    ],
)
def test_an_image_document_or_database_is_named_without_spreadsheet_advice(
    head: bytes, kind: str
) -> None:
    error = binary_error("library.csv", head)
    assert error is not None
    assert error.reason == (
        f"not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings "
        "or shoe JSON)"
    )
    assert error.exit_code == 2  # could not be read


# --- guarded: every failure to read, located -----------------------------------------------


def read_guarded(path: Path) -> str:
    with guarded(path), open_text(path) as text:
        return text.read()


def test_a_missing_file_and_a_folder_are_named(tmp_path: Path) -> None:
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(tmp_path / "nope.csv")
    assert str(caught.value) == f"{tmp_path / 'nope.csv'}: no such file"
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(tmp_path)
    assert str(caught.value) == f"{tmp_path}: a folder, not a shoe file"


def test_a_damaged_gzip_file_is_named(tmp_path: Path) -> None:
    data = gzip.compress(("shoe,hand,winner\n" + "1,1,B\n" * 5000).encode())
    cut = write(tmp_path, "cut.csv.gz", data[: len(data) // 2])
    with pytest.raises(ShoeFileError, match=r"cut\.csv\.gz: damaged gzip file: "):
        read_guarded(cut)
    corrupt = write(tmp_path, "bad.csv.gz", data[:10] + b"\x00" * 40 + data[50:])
    with pytest.raises(ShoeFileError, match="damaged gzip file"):
        read_guarded(corrupt)


@pytest.mark.parametrize(
    ("raised", "reason"),
    [
        (PermissionError(13, "Permission denied"), "permission denied: cannot read the file"),
        (IsADirectoryError(21, "Is a directory"), "a folder, not a shoe file"),
        (FileNotFoundError(2, "No such file or directory"), "no such file"),
        (gzip.BadGzipFile("Not a gzipped file (b'x')"), "damaged gzip file: Not a gzipped file"),
        (EOFError("Compressed file ended"), "damaged gzip file: Compressed file ended"),
        (zlib.error("invalid stored block lengths"), "damaged gzip file: invalid stored block"),
        (OSError(5, "Input/output error"), "cannot read the file: Input/output error"),
        (OSError("the disk went away"), "cannot read the file: the disk went away"),
    ],
)
def test_each_failure_to_read_becomes_a_message_naming_the_file(
    raised: BaseException, reason: str
) -> None:
    with pytest.raises(ShoeFileError) as caught, guarded("shoes/saturday.csv"):
        raise raised
    error = caught.value
    assert error.path == "shoes/saturday.csv"
    assert error.reason.startswith(reason)
    assert str(error).startswith(f"shoes/saturday.csv: {reason}")
    assert isinstance(error, UserError) and error.exit_code == 2
    # A message for the user, not a chained traceback.
    assert error.__cause__ is None and error.__suppress_context__


def test_a_shoe_file_error_passes_through_unchanged() -> None:
    original = ShoeFileError("a.csv", "winner must be B, P or T", line=7, column="winner")
    with pytest.raises(ShoeFileError) as caught, guarded("a.csv"):
        raise original
    assert caught.value is original


def test_a_bug_is_not_dressed_up_as_a_file_error() -> None:
    with pytest.raises(KeyError), guarded("a.csv"):
        raise KeyError("winner")


def test_a_bad_byte_is_located_by_line_and_character(tmp_path: Path) -> None:
    # Line 3; "Café" is read as Latin-1, so é is the single byte 0xe9 at character 8.
    data = "shoe,hand,table,winner\n1,1,Casino,B\n1,2,Café,P\n".encode("latin-1")
    path = write(tmp_path, "latin.csv", data)
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(path)
    error = caught.value
    assert (error.line, error.column) == (3, 8)
    assert str(error) == (
        f"{path}, line 3, column 8: not UTF-8 text: byte 0xe9 (perhaps Windows-1252 or "
        "Latin-1; save the file as UTF-8)"
    )


def test_the_column_counts_characters_after_a_bom_and_multibyte_letters(tmp_path: Path) -> None:
    # The BOM is not a character of the line; 바카라 are three characters of three bytes
    # each, so the bad byte after "바카라 A," is the 7th character, though the 13th byte.
    data = codecs.BOM_UTF8 + "바카라 A,".encode() + b"\xff\xfe,B\n"
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(write(tmp_path, "x.csv", data))
    assert (caught.value.line, caught.value.column) == (1, 7)
    assert "byte 0xff" in caught.value.reason


def test_a_bad_byte_in_a_gzip_file_is_located_too(tmp_path: Path) -> None:
    data = gzip.compress(b"shoe,hand,winner\n1,1,B\n1,2,\x80\x81\n")
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(write(tmp_path, "x.csv.gz", data))
    assert caught.value.line == 3
    assert "perhaps a double-byte encoding" in caught.value.reason


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_utf16_and_utf32_text_are_named(tmp_path: Path, encoding: str) -> None:
    path = write(tmp_path, "wide.csv", CSV.encode(encoding))
    with pytest.raises(ShoeFileError) as caught:
        read_guarded(path)
    assert caught.value.line == 1
    assert caught.value.reason == (
        f"this is {encoding.upper()} text, not UTF-8: save the file as UTF-8"
    )


def test_a_binary_file_that_fails_to_decode_is_named_for_what_it_is(tmp_path: Path) -> None:
    path = write(tmp_path, "roads.csv", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xff")
    with pytest.raises(ShoeFileError, match="not a shoe file: this is a PNG image"):
        read_guarded(path)


def test_locating_a_decode_error_in_a_file_that_is_gone_or_sound(tmp_path: Path) -> None:
    # The rescan happens after the failure: the file may have gone, or been fixed, since.
    gone = decode_error(tmp_path / "gone.csv")
    assert gone.reason.startswith("cannot read the file: ")
    sound = decode_error(write(tmp_path, "ok.csv", CSV))
    assert (sound.reason, sound.line) == ("not UTF-8 text", None)


def test_the_likely_encoding_of_a_line() -> None:
    assert guess_encoding("Café Royal".encode("cp1252")) == "Windows-1252 or Latin-1"
    assert guess_encoding("Salle Privée à Évian".encode("latin-1")) == "Windows-1252 or Latin-1"
    assert guess_encoding("바카라".encode("cp949")).startswith("a double-byte encoding")
    assert guess_encoding("A바B".encode("euc-kr")).startswith("a double-byte encoding")
