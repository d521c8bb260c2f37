"""The domain's refusals in a window's language: a shoe file's place and reason, a bad
card, a misdeal, a refused stake or side bet, a bad backtest rule or count, an environment
error; each translated with its values filled in, while ``str()`` stays the English the
command line prints."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tracker.engine.cards import Card, CardError, Composition
from tracker.engine.counting import parse_tags
from tracker.engine.coup import NotEnoughCards
from tracker.engine.rules import RuleSet
from tracker.engine.settlement import StakeError
from tracker.engine.sidebet_settings import SideBetRefused
from tracker.errors import UserError, environment_error
from tracker.shoefile import ShoeFileError, read_shoes
from tracker.stats.backtest.rules import RuleError, parse_rules
from tracker.ui.shell.i18n import ENGLISH, language, shown, switch_language


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


def refused(path: Path) -> ShoeFileError:
    with pytest.raises(ShoeFileError) as caught:
        list(read_shoes(path))
    return caught.value


def test_a_refused_shoe_file_names_its_place_and_reason_in_the_language(
    tmp_path: Path,
) -> None:
    path = tmp_path / "table 7.csv"
    path.write_text("shoe,hand,winner\n1,1,B\n1,2,X\n", encoding="utf-8")
    error = refused(path)
    english = (
        f"{path}, line 3, column 'winner': winner must be B, P or T (or Banker, Player, "
        "Tie), not 'X'"
    )
    assert str(error) == english
    assert error.reason.startswith("winner must be")
    assert (error.line, error.column) == (3, "winner")
    switch_language(language("zh_CN"))
    assert shown(error) == (
        f"{path}，第 3 行，列 'winner'：赢家必须是 B、P 或 T（或 Banker、Player、Tie），而不是 'X'"
    )
    switch_language(language("ko"))
    assert shown(error).startswith(f"{path}, 3행, 열 'winner': 승자는 B, P 또는 T")
    switch_language(ENGLISH)
    assert shown(error) == english


def test_a_bad_card_in_a_file_nests_the_cards_reason(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text("shoe,hand,player,banker\n1,1,9H 2Z,KD 7C\n", encoding="utf-8")
    error = refused(path)
    assert "unknown card '2Z' (card 2): expected a rank" in str(error)
    switch_language(language("zh_TW"))
    text = shown(error)
    assert text.startswith(f"{path}，第 2 行，欄 'player'：未知的牌 '2Z'（第 2 張）：應為點數")


def test_a_file_that_is_no_shoe_file_and_numbers_in_the_languages_digits(
    tmp_path: Path,
) -> None:
    image = tmp_path / "photo.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    error = refused(image)
    assert str(error).startswith(f"{image}: not a shoe file: this is a PNG image, not text")
    switch_language(language("vi"))
    assert shown(error) == (
        f"{image}: không phải tệp shoe: đây là một ảnh PNG, không phải văn bản (tệp shoe là "
        "CSV ván bài, chuỗi hạt hoặc JSON shoe)"
    )
    long_shoe = tmp_path / "long.txt"
    long_shoe.write_text("B" * 100_001 + "\n", encoding="utf-8")
    error = refused(long_shoe)
    assert "a shoe of more than 100,000 hands" in str(error)
    assert "hơn 100.000 ván" in shown(error)


def test_a_misdeal_a_bad_card_and_a_short_shoe_at_card_entry() -> None:
    switch_language(language("zh_CN"))
    assert shown(NotEnoughCards(5, 4)) == "这一局需要第 5 张牌，但只有 4 张可发"
    with pytest.raises(CardError) as caught:
        Card.parse("")
    assert str(caught.value) == "unknown card '': empty card"
    assert shown(caught.value) == "未知的牌 ''：空的牌"
    with pytest.raises(UserError) as short:
        Composition.full(1).remove([Card.parse("AS"), Card.parse("AS")], decks=1)
    assert str(short.value) == "card 2 (AS): a 1-deck shoe holds only 1 of it"
    assert shown(short.value) == "第 2 张牌（AS）：1 副牌的牌靴里这张牌只有 1 张"


def test_a_refused_stake_and_side_bet() -> None:
    from tracker.engine.settlement import Bet, settle
    from tracker.engine.sidebet_settings import SideBetSettings

    with pytest.raises(StakeError) as stake:
        settle(Bet.BANKER, Decimal(-5), None, RuleSet())  # type: ignore[arg-type]
    settings = SideBetSettings(frozenset())
    with pytest.raises(SideBetRefused) as side:
        settings.check(Decimal(10), {"dragon7": Decimal(5)})
    assert str(side.value).endswith(" is not turned on at this table")
    switch_language(language("ko"))
    assert shown(stake.value) == "베팅액은 양수여야 합니다. -5은(는) 안 됩니다"
    assert shown(side.value).endswith("이(가) 켜져 있지 않습니다")
    assert shown(side.value).startswith("이 테이블에서는 ")


def test_a_bad_backtest_rule_and_count_table() -> None:
    with pytest.raises(RuleError) as rule:
        parse_rules("after B B X bet P")
    assert (
        str(rule.value) == "rules, line 1, column 11: expected B, P or T in the pattern, found 'X'"
    )
    with pytest.raises(UserError) as tags:
        parse_tags("8:2,8:1")
    assert str(tags.value) == "--tags: the rank 8 is given twice"
    switch_language(language("vi"))
    assert shown(rule.value) == ("rules, dòng 1, cột 11: trong mẫu cần B, P hoặc T, gặp 'X'")
    assert shown(tags.value) == "--tags: hạng 8 được cho hai lần"


def test_an_environment_error_in_the_language() -> None:
    error = environment_error(OSError(errno.ENOSPC, "No space left on device", "/x/lib.sqlite"))
    assert error is not None
    assert (
        str(error)
        == "/x/lib.sqlite: the disk is full (No space left on device); make room and try again"
    )
    switch_language(language("zh_CN"))
    assert shown(error) == "/x/lib.sqlite：磁盘已满（No space left on device）；请腾出空间后再试"
