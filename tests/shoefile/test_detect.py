"""Format detection, gzip, encodings and files that are not shoe files."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from tests.shoefile.helpers import write
from tracker.shoefile import ShoeFileError, detect_format, read_shoes


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("shoe,hand,winner\n1,1,B\n", "csv"),
        ("\ufeffSHOE_ID;Hand_No;Winner\r\n1;1;B\r\n", "csv"),
        ("# my beads\n\nTable 7: BPBT\n", "bead"),
        ("bbpt\n", "bead"),
        ('\n  {"format_version": 1, "shoes": []}', "json"),
        ("", "bead"),
        ("# only a comment\n", "bead"),
    ],
)
def test_format_is_detected_from_content(tmp_path: Path, text: str, fmt: str) -> None:
    assert detect_format(write(tmp_path, "shoes.dat", text)) == fmt


def test_an_empty_file_is_the_format_its_name_says(tmp_path: Path) -> None:
    assert detect_format(write(tmp_path, "a.csv.gz", "")) == "csv"
    assert detect_format(write(tmp_path, "notes.txt", "")) == "bead"
    assert detect_format(write(tmp_path, "b.CSV", "\n")) == "csv"
    assert detect_format(write(tmp_path, "c.json", "")) == "json"


def test_empty_files_give_no_shoes(tmp_path: Path) -> None:
    for fmt in (None, "csv", "bead", "json"):
        assert list(read_shoes(write(tmp_path, "empty", ""), fmt)) == []


def test_gzip_is_read_whatever_the_name(tmp_path: Path) -> None:
    path = tmp_path / "hands.bin"
    path.write_bytes(gzip.compress(b"shoe,hand,winner\n1,1,B\n1,2,P\n"))
    assert detect_format(path) == "csv"
    (shoe,) = read_shoes(path)
    assert [h.line for h in shoe.hands] == [2, 3]


def test_format_override_wins(tmp_path: Path) -> None:
    path = write(tmp_path, "beads.csv", "BPB\n")
    with pytest.raises(ShoeFileError, match="not a hands CSV"):
        list(read_shoes(path, "csv"))
    with pytest.raises(ValueError, match="unknown shoe file format"):
        read_shoes(path, "xls")


def test_latin1_byte_is_located(tmp_path: Path) -> None:
    data = "shoe,hand,table,winner\n1,1,Casino,B\n1,2,Café,P\n".encode("latin-1")
    path = write(tmp_path, "latin.csv", data)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert caught.value.line == 3
    assert caught.value.column == 8
    assert "latin.csv, line 3, column 8: not UTF-8 text: byte 0xe9" in str(caught.value)


@pytest.mark.parametrize(
    ("table", "encoding", "named"),
    [
        ("바카라 A", "cp949", "a double-byte encoding such as Korean CP949/EUC-KR"),
        ("百家乐 A", "gb18030", "a double-byte encoding such as Korean CP949/EUC-KR"),
        ("バカラ A", "shift_jis", "a double-byte encoding such as Korean CP949/EUC-KR"),
        ("Salle Privée", "cp1252", "Windows-1252 or Latin-1"),
    ],
)
def test_the_likely_encoding_is_named(
    tmp_path: Path, table: str, encoding: str, named: str
) -> None:
    data = f"shoe,hand,table,winner\n1,1,{table},B\n".encode(encoding)
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(write(tmp_path, "x.csv", data)))
    assert caught.value.line == 2
    assert f"(perhaps {named}" in str(caught.value)
    assert str(caught.value).endswith("; save the file as UTF-8)")


def test_bad_byte_deep_in_a_big_file_is_located(tmp_path: Path) -> None:
    rows = "".join(f"1,{n},B\n" for n in range(1, 30001))
    path = write(tmp_path, "big.csv", b"shoe,hand,winner\n" + rows.encode() + b"1,30001,\xff\n")
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    assert caught.value.line == 30002
    assert "byte 0xff" in str(caught.value)


def test_utf16_is_named(tmp_path: Path) -> None:
    path = write(tmp_path, "u16.csv", "shoe,hand,winner\n1,1,B\n".encode("utf-16"))
    with pytest.raises(ShoeFileError, match="UTF-16 text, not UTF-8"):
        list(read_shoes(path))


def test_binary_and_foreign_files_are_not_shoe_files(tmp_path: Path) -> None:
    with pytest.raises(ShoeFileError, match="NUL bytes"):
        detect_format(write(tmp_path, "a.bin", b"AB\x03\x04\x00\x00"))
    with pytest.raises(ShoeFileError, match="not a shoe file") as caught:
        detect_format(write(tmp_path, "notes.txt", "# groceries\nmilk and eggs\n"))
    assert caught.value.line == 2


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(ShoeFileError, match="no such file"):
        list(read_shoes(tmp_path / "nope.csv"))
    with pytest.raises(ShoeFileError, match="a folder"):
        detect_format(tmp_path)


def test_truncated_gzip_is_reported(tmp_path: Path) -> None:
    data = gzip.compress(("shoe,hand,winner\n" + "1,1,B\n" * 5000).encode())
    path = write(tmp_path, "cut.csv.gz", data[: len(data) // 2])
    with pytest.raises(ShoeFileError, match="damaged gzip file"):
        list(read_shoes(path))


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (b"PK\x03\x04\x14\x00\x06\x00", "an Excel/OpenDocument workbook"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00", "an old Excel workbook (.xls)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG image"),
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "a PDF document"),
    ],
)
@pytest.mark.parametrize("fmt", [None, "csv", "json"])
def test_a_workbook_or_image_is_named_for_what_it_is(
    tmp_path: Path, head: bytes, kind: str, fmt: str | None
) -> None:
    # Named .csv on purpose: people rename a workbook rather than export it.
    path = write(tmp_path, "shoes.csv", head + bytes(range(256)))
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path, fmt))
    assert str(caught.value).startswith(f"{path}: not a shoe file: this is ")
    assert kind in caught.value.reason
    assert ("save the sheet as CSV UTF-8" in caught.value.reason) == ("workbook" in kind)
