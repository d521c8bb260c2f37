"""The library's refusals in a window's language: the store and the services raise their
errors with a :class:`~tracker.translatable.Message`, whose English the command line prints
unchanged and which a window shows translated, the library's path filled in after."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord, ShoeRecord
from tracker.history.storable import StorageLimitError, check_storable
from tracker.store import NotALibraryError, UnknownShoeError, open_library
from tracker.store.errors import DAMAGED_FIX, conflict, locked
from tracker.ui.shell.i18n import ENGLISH, language, shown, switch_language


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def test_a_locked_library_is_shown_in_korean_with_its_path(tmp_path: Path) -> None:
    where = tmp_path / "library.sqlite"
    error = locked(where)
    english = (
        f"the library {where} is locked: another program (perhaps another tracker window or "
        "import) is writing to it; wait for it to finish or close it, then try again"
    )
    assert str(error) == english
    switch_language(language("ko"))
    assert shown(error) == (
        f"라이브러리 {where}이(가) 잠겨 있습니다. 다른 프로그램(다른 tracker 창이나 가져오기일 "
        "수 있음)이 쓰는 중입니다. 끝날 때까지 기다리거나 닫은 뒤 다시 시도하세요"
    )
    assert str(error) == english  # the command line's words do not change
    switch_language(ENGLISH)
    assert shown(error) == english


def test_a_file_that_is_not_a_library_is_refused_in_korean(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"these are not shoes, just some words " * 10)
    with pytest.raises(NotALibraryError) as refused:
        open_library(str(path))
    switch_language(language("ko"))
    assert shown(refused.value) == (
        f"{path}은(는) tracker 라이브러리가 아닙니다(SQLite 데이터베이스가 아님). --db 또는 "
        "TRACKER_DB로 다른 파일을 선택하거나, 이 파일을 옮기고 그곳에 새 라이브러리를 만드세요"
    )


def test_a_shoe_not_in_the_library_and_a_conflict_in_chinese(tmp_path: Path) -> None:
    library = open_library(str(tmp_path / "library.sqlite"))
    try:
        with pytest.raises(UnknownShoeError) as missing:
            library.shoe(4321)
    finally:
        library.close()
    where = library.where
    assert str(missing.value) == f"no shoe 4321 in the library {where}"
    switch_language(language("zh_CN"))
    assert shown(missing.value) == f"牌靴库 {where} 中没有牌靴 4321"
    assert shown(conflict(where)) == (
        f"牌靴库 {where} 在同一时刻被另一个写入者修改；未保存任何内容：请重试"
    )
    switch_language(language("vi"))
    assert shown(DAMAGED_FIX).startswith("thư viện bị hỏng: hãy mở một bản sao lưu")


def test_a_value_no_library_holds_in_vietnamese_with_its_numbers_in_its_digits() -> None:
    shoe = ShoeRecord(label="Bàn 7", table="T" * 1234, hands=(HandRecord(1, winner=Winner.BANKER),))
    with pytest.raises(StorageLimitError) as refused:
        check_storable(shoe)
    assert str(refused.value) == (
        "shoe 'Bàn 7': the table name has 1,234 characters, more than the 200 a library takes"
    )
    switch_language(language("vi"))
    assert shown(refused.value) == (
        "shoe 'Bàn 7': tên bàn có 1.234 ký tự, nhiều hơn 200 ký tự mà thư viện nhận"
    )
