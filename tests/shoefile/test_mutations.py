"""Damaged real files never end in anything but a report or a located ShoeFileError."""

from __future__ import annotations

import codecs
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import REPO
from tracker.services.validation import validate_file
from tracker.shoefile import ShoeFileError, write_json
from tracker.shoefile import read_shoes as read
from tracker.shoefile.textio import binary_kind

SAMPLES = REPO / "sample_shoes"


def _head(path: Path, lines: int) -> bytes:
    return b"".join(path.read_bytes().splitlines(keepends=True)[:lines])


REAL = _head(SAMPLES / "evolution-live-2025-08" / "hands-20-shoes.csv", 40)
CARDS = _head(SAMPLES / "simulated-8-decks-seed-2026.csv", 40)
BEADS = b"Table 7: BBPT PBBP\n# a comment\nbpbpt\nTable 8 20:15: PPPB\n"


def _json_snippet() -> bytes:
    import io

    shoes = list(read(SAMPLES / "simulated-8-decks-seed-2026.csv"))[:1]
    shoes[0] = replace(shoes[0], hands=shoes[0].hands[:8])
    buffer = io.StringIO()
    write_json(shoes, buffer)
    return buffer.getvalue().encode()


JSON = _json_snippet()

_BAD_TOKENS = [b"ZZ", b"\xff", b"\xc3", b",", b'"', b"\n", b"\r", b"\x00", b"10X", b"-1", b"9H 9H"]


# UTF-16 with and without its byte-order mark, as Windows tools save "Unicode" text.
_WIDE = ["utf-16", "utf-16-le", "utf-16-be"]


@st.composite
def damaged(draw: st.DrawFn) -> bytes:
    data = draw(st.sampled_from([REAL, CARDS, BEADS, JSON]))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(
            st.sampled_from(["truncate", "insert", "delete", "bom", "crlf", "latin1", "utf16"])
        )
        at = draw(st.integers(0, len(data)))
        if kind == "truncate":
            data = data[:at]
        elif kind == "insert":
            token = draw(st.sampled_from(_BAD_TOKENS) | st.binary(min_size=1, max_size=3))
            data = data[:at] + token + data[at:]
        elif kind == "delete":
            data = data[:at] + data[at + draw(st.integers(1, 6)) :]
        elif kind == "bom":
            data = codecs.BOM_UTF8 + data
        elif kind == "crlf":
            data = data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
        elif kind == "latin1":
            data = data.decode("utf-8", "replace").encode("latin-1", "replace")
        else:
            data = data.decode("utf-8", "replace").encode(draw(st.sampled_from(_WIDE)))
    return data


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=damaged(), fmt=st.sampled_from([None, None, "csv", "bead", "json"]))
def test_damaged_files_give_a_report_or_a_located_error(
    tmp_path: Path, data: bytes, fmt: str | None
) -> None:
    path = tmp_path / "damaged.csv"
    path.write_bytes(data)
    try:
        report = validate_file(path, fmt)
    except ShoeFileError as exc:
        assert exc.path == str(path)
        if data.startswith(b"\x1f\x8b"):  # looks like gzip: the whole file is at fault
            assert "damaged gzip file" in exc.reason
            return
        if binary_kind(data[:16]) is not None:  # an image, a workbook: the whole file
            assert exc.reason.startswith("not a shoe file: this is ")
            return
        assert str(exc).startswith(f"{path}, line ")
        assert exc.line is not None and exc.line >= 1
        assert exc.line <= data.count(b"\n") + data.count(b"\r") + 1
        return
    for problem in report.problems():
        assert problem.line is not None and problem.line >= 1
        assert problem.message


@pytest.mark.parametrize("data", [REAL, CARDS, BEADS, JSON])
def test_bom_lf_and_crlf_read_the_same(tmp_path: Path, data: bytes) -> None:
    lf = data.replace(b"\r\n", b"\n")
    reports = []
    for name, content in [
        ("lf", lf),
        ("crlf", lf.replace(b"\n", b"\r\n")),
        ("bom", codecs.BOM_UTF8 + lf.replace(b"\n", b"\r\n")),
    ]:
        path = tmp_path / name
        path.write_bytes(content)
        shoes = list(read(path))
        assert shoes
        reports.append(
            [(s.label, s.line, s.table, [(h.line, h.winner) for h in s.hands]) for s in shoes]
        )
    assert reports[0] == reports[1] == reports[2]
