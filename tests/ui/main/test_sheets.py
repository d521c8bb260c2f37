"""Sharing the visible table's board as a sheet: exported as PNG or PDF (Letter or A4, as
chosen in the file dialog), with its title and counts; a place that cannot be written is a
message."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.ui.scorecard.pdf import Pdf
from tests.ui.user import focus, start_shoe, type_keys
from tracker.engine.rules import Winner
from tracker.honesty import PAST_OUTCOMES
from tracker.ui.main.sheets import PDF_A4, PDF_LETTER
from tracker.ui.main.window import MainWindow

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def save_as(monkeypatch: pytest.MonkeyPatch, path: Path, kind: str) -> list[str]:
    """The file dialog answers ``path`` and the file type ``kind``; the names it suggested."""
    suggested: list[str] = []

    def answer(_parent: object, _title: str, name: str, _filters: str) -> tuple[str, str]:
        suggested.append(name)
        return str(path), kind

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return suggested


def test_the_export_has_the_title_and_the_page_size_asked_for(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_shoe(qtbot, window, "Table 5")
    type_keys(qtbot, window, "BPPBT" * 18)  # 90 hands
    suggested = save_as(monkeypatch, tmp_path / "shoe", PDF_LETTER)
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_E, CTRL | SHIFT)
    pdf_path = tmp_path / "shoe.pdf"  # the extension added
    assert window.statusBar().currentMessage() == f"Scorecards saved to {pdf_path}"
    assert Path(suggested[0]).name.startswith("Table 5") and suggested[0].endswith(".pdf")
    pdf = Pdf.read(pdf_path)
    assert pdf.media_box() == pytest.approx((792, 612))  # Letter, landscape
    text = pdf.text().replace("\t", " ")  # the space glyph maps to a tab here
    assert "Table 5" in text and "90 hands" in text and "Banker 36" in text
    assert PAST_OUTCOMES in text
    save_as(monkeypatch, tmp_path / "a4.pdf", PDF_A4)
    window.action_table["export_pdf"].trigger()
    a4 = Pdf.read(tmp_path / "a4.pdf")
    assert a4.media_box() == pytest.approx((841.9, 595.3), abs=1)
    save_as(monkeypatch, tmp_path / "board", "PNG picture (*.png)")
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_E, CTRL)
    png_path = tmp_path / "board.png"
    assert window.statusBar().currentMessage() == f"Scorecards saved to {png_path}"
    image = QImage(str(png_path))
    assert image.width() > image.height() > 0  # a sheet, not a strip


def test_a_cancelled_file_dialog_writes_nothing(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_shoe(qtbot, window, "Table 6")
    window.log_hand(Winner.PLAYER)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: ("", ""))
    window.action_table["export_png"].trigger()
    assert "saved" not in window.statusBar().currentMessage()
    assert list(tmp_path.glob("*.png")) == []


@pytest.mark.parametrize("kind", ["png", "pdf"])
def test_an_export_that_cannot_be_written_is_a_message(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    warnings_shown: list[str],
    kind: str,
) -> None:
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "no such folder" / f"shoe.{kind}"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_args: (str(target), f"{kind.upper()}")
    )
    start_shoe(qtbot, window)
    window.log_hand(Winner.BANKER)
    window.action_table[f"export_{kind}"].trigger()
    assert warnings_shown and "no such folder" in warnings_shown[0]
    assert not target.exists()


def test_the_export_dialog_opens_where_the_last_sheet_was_saved(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_shoe(qtbot, window, "Marina Bay Sands · Table 7")
    window.log_hand(Winner.BANKER)
    folder = tmp_path / "sheets"
    folder.mkdir()
    suggested = save_as(monkeypatch, folder / "first.png", "PNG picture (*.png)")
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_E, CTRL)
    first = Path(suggested[0])
    assert first.parent != folder and first.parent.is_dir()  # not the working directory's name
    assert " - " in first.name and "_" not in first.name and first.name.endswith(".png")
    qtbot.keyClick(focus(qtbot), Qt.Key.Key_E, CTRL)
    assert Path(suggested[1]).parent == folder  # remembered
