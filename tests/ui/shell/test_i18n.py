"""The catalogues: each one loads, every entry is translated, keeps its placeholders and its
one mnemonic, and every text marked in the code is in them (lupdate finds nothing new); the
language is chosen from --lang, the settings, then the system."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tracker.errors import UserError
from tracker.translatable import QT_TRANSLATE_NOOP, Message, Term
from tracker.ui.shell.i18n import (
    ENGLISH,
    LANGUAGES,
    catalogue_source,
    choose_language,
    compiled_catalogue,
    language,
    shown,
    switch_language,
    system_language,
)

ROOT = Path(__file__).resolve().parents[3]
CODES = [lang.code for lang in LANGUAGES if lang is not ENGLISH]
PLACEHOLDER = re.compile(r"%L?(?:n|\d)|\{[a-z_]*(?:![rs])?(?::[^{}]*)?\}")


def messages(ts: Path) -> Iterator[tuple[str, ET.Element]]:
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def mnemonics(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    switch_language(ENGLISH)


@pytest.mark.parametrize("code", CODES)
def test_every_entry_is_translated_with_its_placeholders_and_mnemonic(code: str) -> None:
    ts = catalogue_source(code)
    assert ts is not None
    problems = []
    count = 0
    for context, message in messages(ts):
        count += 1
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if message.get("numerus") == "yes":
            forms = [form.text or "" for form in translation.iter("numerusform")]
        else:
            forms = [translation.text or ""]
        where = f"{code} {context}: {source!r}"
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{where} is {translation.get('type')}")
        for form in forms:
            if not form.strip():
                problems.append(f"{where} has no translation")
            if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"{where}: placeholders of {form!r} differ")
            if mnemonics(form) != mnemonics(source):
                problems.append(f"{where}: {form!r} has not one & as the source has")
    assert count > 100
    assert problems == []


@pytest.mark.parametrize(
    ("code", "context", "source", "expected"),
    [
        ("zh_CN", "Roads", "Big Road", "大路"),
        ("zh_CN", "Roads", "Cockroach Pig", "曱甴路"),
        ("zh_CN", "Roads", "B", "庄"),
        ("zh_TW", "Roads", "Bead Plate", "珠盤路"),
        ("zh_TW", "Roads", "P", "閒"),
        ("ko", "Roads", "Bead Plate", "육매"),
        ("ko", "Roads", "Big Eye Boy", "중국점 1군"),
        ("vi", "Roads", "T", "H"),
        ("vi", "QPlatformTheme", "Cancel", "Hủy"),
        ("zh_CN", "QPlatformTheme", "Cancel", "取消"),
    ],
)
def test_each_catalogue_loads_and_speaks(
    code: str, context: str, source: str, expected: str
) -> None:
    assert compiled_catalogue(code) is not None
    switch_language(language(code))
    assert QCoreApplication.translate(context, source) == expected
    switch_language(ENGLISH)
    assert QCoreApplication.translate(context, source) == source


def test_numbers_follow_the_language() -> None:
    switch_language(language("vi"))
    assert QLocale().toString(5824) == "5.824"
    switch_language(ENGLISH)
    assert QLocale().toString(5824) == "5,824"


def test_every_marked_text_is_in_the_catalogues(tmp_path: Path) -> None:
    """lupdate over the package into copies of the catalogues: nothing new, nothing gone
    (python tools/update_translations.py keeps them so)."""
    for code in CODES:
        source = catalogue_source(code)
        assert source is not None
        shutil.copy(source, tmp_path / source.name)
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    assert lupdate is not None
    sources = sorted(str(p) for p in (ROOT / "tracker").rglob("*.py"))
    copies = [str(tmp_path / f"tracker_{code}.ts") for code in CODES]
    done = subprocess.run(
        [lupdate, *sources, "-no-obsolete", "-locations", "none", "-ts", *copies],
        capture_output=True,
        text=True,
        check=True,
    )
    assert re.findall(r"\((\d+) new and", done.stdout) == ["0"] * len(CODES)
    untranslated = [
        f"{Path(copy).name} {context}: {m.findtext('source')!r}"
        for copy in copies
        for context, m in messages(Path(copy))
        if (m.find("translation") is None or m.find("translation").get("type"))  # type: ignore[union-attr]
    ]
    assert untranslated == []


def test_the_language_is_given_then_saved_then_the_systems() -> None:
    assert choose_language("zh-tw", "ko").code == "zh_TW"
    assert choose_language(None, "ko").code == "ko"
    assert choose_language(None, "") is system_language()
    assert system_language(QLocale("zh_Hant_HK")).code == "zh_TW"
    assert system_language(QLocale("zh_CN")).code == "zh_CN"
    assert system_language(QLocale("vi_VN")).code == "vi"
    assert system_language(QLocale("de_DE")) is ENGLISH
    with pytest.raises(ValueError, match="choose one of en, zh_CN, zh_TW, ko, vi"):
        language("fr")


def test_a_checkout_without_compiled_catalogues_compiles_them_once_into_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import platformdirs
    from PySide6.QtCore import QTranslator

    from tracker.ui.shell import i18n

    shipped = tmp_path / "package"
    (shipped / "i18n").mkdir(parents=True)
    source = catalogue_source("vi")
    assert source is not None
    shutil.copy(source, shipped / "i18n" / source.name)

    def resource(*parts: str) -> Path:
        return shipped.joinpath(*parts)

    monkeypatch.setattr(i18n, "resource", resource)
    monkeypatch.setattr(platformdirs, "user_cache_path", lambda name: tmp_path / "cache" / name)
    compiled = compiled_catalogue("vi")
    assert compiled is not None and compiled.is_relative_to(tmp_path / "cache")
    translator = QTranslator()
    assert translator.load(str(compiled))
    assert translator.translate("Roads", "Big Road") == "Đường lớn"
    assert compiled_catalogue("vi") == compiled  # compiled once
    assert compiled_catalogue("ko") is None  # no catalogue at all


def test_a_message_is_shown_in_the_language_with_its_values_filled_in_after() -> None:
    """A domain error carries its English template and values apart: the command line
    prints the English, a window its language's digits and separators (Vietnamese)."""
    inner = Message(QT_TRANSLATE_NOOP("Messages", "line {line}"), line=12)
    message = Message(
        QT_TRANSLATE_NOOP("Messages", "{place}: {count:,} hands, {share:.1%} {name!r}"),
        place=inner,
        count=12345,
        share=0.4567,
        name="Bàn 3",
    )
    error = UserError(message)
    assert str(error) == "line 12: 12,345 hands, 45.7% 'Bàn 3'"
    switch_language(language("vi"))
    assert shown(error) == "line 12: 12.345 hands, 45,7% 'Bàn 3'"
    assert shown(ValueError("not a message")) == "not a message"
    assert shown("plain") == "plain"


def test_a_side_bets_name_in_a_refusal_is_shown_in_the_language() -> None:
    """A value that is a word of the app's (a side bet's name, a :class:`Term`) reads in
    the window's language inside the translated message; the command line's English is
    unchanged."""
    from tracker.engine.sidebet_settings import SideBetRefused, SideBetSettings

    with pytest.raises(SideBetRefused) as refused:
        SideBetSettings().check(Decimal(10), {"dragon7": Decimal(5)})
    assert str(refused.value) == "Dragon 7 is not turned on at this table"
    assert str(Term("SideBets", "Dragon 7")) == f"{Term('SideBets', 'Dragon 7')}" == "Dragon 7"
    assert shown(refused.value) == "Dragon 7 is not turned on at this table"
    switch_language(language("zh_CN"))
    assert shown(refused.value) == "本牌桌未开放 龙7"
    assert shown(Term("SideBets", "Dragon 7")) == "龙7"
    assert str(refused.value) == "Dragon 7 is not turned on at this table"
    switch_language(language("ko"))
    assert shown(refused.value).startswith("이 테이블에서는 드래곤 7")


class _Broken(QTranslator):
    def translate(self, context: str, source: str, d: str | None = None, n: int = -1) -> str:
        return "{missing} lost its places" if context == "Messages" else ""

    def isEmpty(self) -> bool:
        return False


def test_a_translation_that_lost_its_places_shows_the_english_not_a_traceback() -> None:
    broken = _Broken()
    QCoreApplication.installTranslator(broken)
    try:
        message = Message(QT_TRANSLATE_NOOP("Messages", "shoe {shoe}"), shoe=4)
        assert shown(message) == "shoe 4"
    finally:
        QCoreApplication.removeTranslator(broken)


def marked_messages() -> Iterator[tuple[Path, int, str]]:
    """Every ``Message(...)`` in the package whose template is not a literal marked under
    ``Messages``: where it is and what it has instead."""
    for path in sorted((ROOT / "tracker").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Message"
            ):
                continue
            first = node.args[0] if node.args else None
            if (
                isinstance(first, ast.Call)
                and isinstance(first.func, ast.Name)
                and first.func.id == "QT_TRANSLATE_NOOP"
                and [type(a) for a in first.args] == [ast.Constant, ast.Constant]
                and first.args[0].value == "Messages"  # type: ignore[attr-defined]
                and isinstance(first.args[1].value, str)  # type: ignore[attr-defined]
            ):
                continue
            yield path.relative_to(ROOT), node.lineno, ast.unparse(first) if first else ""


def test_every_message_template_is_marked_for_the_catalogues() -> None:
    """lupdate reads only a literal in ``QT_TRANSLATE_NOOP("Messages", ...)``: a template
    given any other way would never be translated."""
    assert list(marked_messages()) == []


def unreadable_translations() -> Iterator[str]:
    """Every ``translate(...)`` call lupdate cannot read whole: a literal text under a
    context that is not a literal, or a count that is not a plain name (lupdate drops
    such a call without a word, so its text never reaches the catalogues)."""
    for path in sorted((ROOT / "tracker").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "QCoreApplication"
            ):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            literal = [
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]
            ]
            # A table's text marked elsewhere comes with its context as names: the mark
            # put it into the catalogues. A literal text needs a literal context.
            if len(literal) == 2 and literal[1] and not literal[0]:
                yield f"{where}: the context is not a literal"
            if len(node.args) == 4 and not isinstance(node.args[3], ast.Name):
                yield f"{where}: the count {ast.unparse(node.args[3])} is not a plain name"


def test_every_translate_call_is_one_lupdate_reads() -> None:
    assert list(unreadable_translations()) == []
