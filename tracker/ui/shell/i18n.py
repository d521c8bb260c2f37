"""The app's language: which one (``--lang``, else the setting, else the system's; English
when none of ours fits), its catalogue and Qt's own loaded as ``QTranslator``s, and the
switch while the app runs.

Installing or removing a translator sends every widget a ``QEvent.LanguageChange``; a
widget with texts of its own re-sets them from ``changeEvent`` (see :func:`is_language_change`
and docs/development.md, "Translations").

Our catalogues are ``resources/i18n/tracker_<lang>.ts``, compiled to ``.qm`` by
``pyside6-lrelease`` when the package is built; where no ``.qm`` is installed (a source
checkout), the ``.ts`` is compiled on first use into the user's cache folder.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import string
import subprocess
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from tracker.translatable import MESSAGES, Message, Term
from tracker.ui.shell.resources import resource
from tracker.ui.shell.settings import Setting


@dataclass(frozen=True)
class Language:
    """A language the app speaks: ``code`` as in the catalogues' names (``zh_CN``),
    ``name`` in its own script (``简体中文``), ``qt`` the name of Qt's own catalogue
    (``qtbase_zh_CN``), if Qt ships one."""

    code: str
    name: str
    qt: str | None


ENGLISH = Language("en", "English", None)
LANGUAGES: tuple[Language, ...] = (
    ENGLISH,
    Language("zh_CN", "简体中文", "qtbase_zh_CN"),
    Language("zh_TW", "繁體中文", "qtbase_zh_TW"),
    Language("ko", "한국어", "qtbase_ko"),
    # Qt ships no Vietnamese; our catalogue carries Qt's dialog buttons for it.
    Language("vi", "Tiếng Việt", None),
)
CODES = tuple(language.code for language in LANGUAGES)

LANGUAGE = Setting(
    "language",
    "",
    choices=("", *CODES),
    doc="The app's language (empty: the system's)",
)


def language(code: str) -> Language:
    """The language of ``code`` (``zh_CN``; ``zh-cn`` and ``zh_Hans`` also do).

    :raises ValueError: for a language the app does not speak, naming those it does.
    """
    found = _match(code)
    if found is None:
        raise ValueError(f"no language {code!r}: choose one of {', '.join(CODES)}")
    return found


def _match(name: str) -> Language | None:
    parts = name.replace("-", "_").split("_")
    lower = [part.lower() for part in parts]
    if lower[0] == "en":
        return ENGLISH
    if lower[0] == "zh":
        traditional = {"hant", "tw", "hk", "mo"} & set(lower[1:])
        return language_of("zh_TW" if traditional else "zh_CN")
    if lower[0] in ("ko", "vi"):
        return language_of(lower[0])
    return None


def language_of(code: str) -> Language:
    return next(lang for lang in LANGUAGES if lang.code == code)


def system_language(locale: QLocale | None = None) -> Language:
    """The first of the system's languages (``QLocale.uiLanguages``) the app speaks;
    English when none is."""
    for name in (locale or QLocale.system()).uiLanguages():
        found = _match(name)
        if found is not None:
            return found
    return ENGLISH


def choose_language(given: str | None, saved: str) -> Language:
    """The language of this run: ``given`` (``--lang``) for this run only, else the one
    ``saved`` in the settings, else the system's."""
    if given:
        return language(given)
    if saved:
        return language(saved)
    return system_language()


def catalogue_source(code: str) -> Path | None:
    """The ``.ts`` catalogue of ``code`` in the package, if it is there as a file."""
    source = resource("i18n", f"tracker_{code}.ts")
    return Path(str(source)) if source.is_file() else None


def compiled_catalogue(code: str) -> Path | None:
    """Our compiled catalogue of ``code``: the installed ``.qm``, else the ``.ts`` compiled
    into the cache folder (a source checkout); ``None`` when there is neither."""
    installed = resource("i18n", f"tracker_{code}.qm")
    source = catalogue_source(code)
    if installed.is_file():
        qm = Path(str(installed))
        # In a checkout, a catalogue edited since the last install is compiled afresh.
        if source is None or source.stat().st_mtime <= qm.stat().st_mtime:
            return qm
    if source is None:
        return None
    return _compile_cached(source)


def _compile_cached(source: Path) -> Path | None:
    from platformdirs import user_cache_path

    text = source.read_bytes()
    digest = hashlib.sha256(text).hexdigest()[:16]
    cached = user_cache_path("tracker") / "i18n" / f"{source.stem}-{digest}.qm"
    if not cached.is_file():
        lrelease = lrelease_command()
        if lrelease is None:
            return None
        cached.parent.mkdir(parents=True, exist_ok=True)
        # Each process compiles into its own file, then moves it in place whole.
        partial = cached.with_suffix(f".{os.getpid()}.part")
        subprocess.run(
            [*lrelease, "-silent", str(source), "-qm", str(partial)],
            check=True,
            capture_output=True,
        )
        partial.replace(cached)
    return cached


def lrelease_command() -> list[str] | None:
    """How to run ``lrelease``: PySide6's own (always beside PySide6-Essentials), else one
    on the PATH."""
    import PySide6

    for folder in (Path(PySide6.__file__).parent, Path(PySide6.__file__).parent / "Qt" / "bin"):
        for name in ("lrelease", "lrelease.exe"):
            if (folder / name).is_file():
                return [str(folder / name)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return None if found is None else [found]


class Translations:
    """The translators installed on the application: ours and Qt's, for one language at a
    time. Keep one for the app's life (a translator must outlive its installation)."""

    def __init__(self) -> None:
        self.language = ENGLISH
        self._installed: list[QTranslator] = []

    def switch(self, lang: Language) -> None:
        """Speak ``lang`` from now on: the old translators go, the new ones come (each
        change sends every widget a ``LanguageChange``), and numbers and dates follow
        the language's locale.

        :raises ValueError: when a catalogue cannot be read (a broken install).
        """
        app = QCoreApplication.instance()
        assert app is not None, "a QApplication first"
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        self.language = lang
        QLocale.setDefault(QLocale(lang.code if lang is not ENGLISH else "en_US"))
        if lang is ENGLISH:
            return
        if lang.qt is not None:
            qt = QTranslator(app)
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(lang.qt, folder):
                self._install(qt)
        compiled = compiled_catalogue(lang.code)
        if compiled is None:
            raise ValueError(f"no catalogue for {lang.name} ({lang.code}) in this install")
        ours = QTranslator(app)
        if not ours.load(str(compiled)):
            raise ValueError(f"{compiled}: the catalogue for {lang.name} cannot be read")
        self._install(ours)

    def _install(self, translator: QTranslator) -> None:
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)


_TRANSLATIONS: Translations | None = None


def translations() -> Translations:
    """The app's one :class:`Translations`."""
    global _TRANSLATIONS
    if _TRANSLATIONS is None:
        _TRANSLATIONS = Translations()
    return _TRANSLATIONS


def switch_language(lang: Language) -> None:
    """Speak ``lang`` from now on, in every window (see :meth:`Translations.switch`)."""
    translations().switch(lang)


def current_language() -> Language:
    return translations().language


def english_plural(text: str, count: int) -> str:
    """A counted text (``%Ln shoe(s)``) as shown: lupdate gives Python's ``translate()`` no
    numerus forms and English has no catalogue, so its "(s)" becomes "s", or nothing for
    one; the other languages have one form and no "(s)"."""
    return text.replace("(s)", "" if count == 1 else "s")


def is_language_change(event: QEvent) -> bool:
    """Whether ``event`` (in a ``changeEvent``) says the language changed: the widget
    re-sets its texts (its ``retranslate``)."""
    return event.type() == QEvent.Type.LanguageChange


def shown(text: object) -> str:
    """What a window shows for ``text`` in the app's language: a :class:`Message` (or an
    error carrying one) translated under ``Messages`` with its values filled in after,
    numbers in the language's digits, a :class:`Term` translated under its context;
    anything else as ``str()``."""
    if isinstance(text, BaseException):
        if len(text.args) != 1 or not isinstance(text.args[0], Message):
            return str(text)
        text = text.args[0]
    if isinstance(text, Term):
        return QCoreApplication.translate(text.context, text.text)
    if not isinstance(text, Message):
        return str(text)
    template = QCoreApplication.translate(MESSAGES, text.template)
    try:
        return _LOCAL.vformat(template, (), text.values)
    except (KeyError, IndexError, ValueError):
        # A translation that broke its places: the English rather than nothing.
        return _LOCAL.vformat(text.template, (), text.values)


_FIXED = re.compile(r"\.(\d)([f%])")


class _LocalFormatter(string.Formatter):
    """``str.format`` with messages shown in the app's language and numbers written by
    ``QLocale`` (``{n:,}`` as 5.824 in Vietnamese)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, (Message, BaseException)):
            return shown(value)
        if isinstance(value, Term):
            return format(shown(value), format_spec)
        if isinstance(value, bool):
            return format(value, format_spec)
        locale = QLocale()
        if isinstance(value, int) and format_spec == ",":
            return locale.toString(value)
        fixed = _FIXED.fullmatch(format_spec)
        if isinstance(value, (int, float)) and fixed is not None:
            places, kind = int(fixed[1]), fixed[2]
            if kind == "%":
                return locale.toString(float(value) * 100, "f", places) + locale.percent()
            return locale.toString(float(value), "f", places)
        return format(value, format_spec)


_LOCAL = _LocalFormatter()
