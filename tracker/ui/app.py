"""Starting the desktop app: the QApplication, its style, icon and style sheet, and the main
window."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMessageLogContext,
    QSettings,
    Qt,
    QTimer,
    QtMsgType,
    SignalInstance,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication, QWidget

from tracker.errors import UserError, environment_error, printable_name
from tracker.ui.platform_check import choose_platform
from tracker.ui.shell.i18n import shown
from tracker.ui.shell.resources import app_icon
from tracker.ui.shell.style import AppStyle
from tracker.ui.shell.theme import dark_palette
from tracker.ui.shell.unattended import ExceptHook, Unattended

# Said by the offscreen platform of every top-level window; nothing a user can act on.
_QUIET_MESSAGES = ("This plugin does not support propagateSizeHints()",)


def _message_handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message in _QUIET_MESSAGES:
        return
    print(message, file=sys.stderr)


def apply_look(app: QApplication) -> None:
    """The app's icon on every window, and its style: Fusion with flat scroll bars
    (:class:`AppStyle`). The app's own style sheet is set on the few widgets it styles
    (:func:`style_widget`), never on the application: there it would slow every widget's
    painting."""
    app.setWindowIcon(app_icon())
    app.setStyle(AppStyle())


def make_application(argv: list[str] | None = None, dark: bool = False) -> QApplication:
    """The application object, Fusion style, with a dark palette when asked, the app's
    icon and its style sheet (an application that already exists is returned as it is)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    qInstallMessageHandler(_message_handler)
    app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("tracker")
    app.setOrganizationName("tracker")
    apply_look(app)
    if dark:
        app.setPalette(dark_palette())
    return app


def error_hook(show: Callable[[str], object], previous: ExceptHook) -> ExceptHook:
    """The app's one place for an error that escapes a window's code: a user's error or one
    of the environment (a full disk, a permission, an encoding) is shown as its message, in
    the app's language; anything else is a bug and goes to ``previous`` (the traceback)."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        known = error if isinstance(error, UserError) else environment_error(error)
        if known is None:
            previous(kind, error, trace)
            return
        show(shown(known))

    return hook


def _show_error(message: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tracker.ui.shell.guard import warning_title

    QMessageBox.warning(QApplication.activeWindow(), warning_title(), message)


def freeze_start_up(ready: SignalInstance | None) -> None:
    """Once ``ready`` is emitted (a main window's shoe list read whole), or at the next
    turn of the event loop when there is nothing to wait for, keep the objects made so far
    out of the garbage collector's full passes (``gc.freeze``).

    They live as long as the app, and a full pass scans them all: a pause a user sees on
    a library of thousands, at a moment nobody chose (one came while going through the list
    with the arrow keys, and the app stood still); afterwards a pass is short."""
    if ready is None:
        QTimer.singleShot(0, gc.freeze)
    else:
        ready.connect(gc.freeze, Qt.ConnectionType.SingleShotConnection)


def save_png(widget: QWidget, path: Path, protect: list[Path]) -> None:
    """Save a picture of ``widget`` as the PNG file ``path``, through the same safe writer
    as every other output: whole or not at all, never over the library (``protect``).

    :raises UserError: when the file must not or cannot be written.
    """
    from tracker.shoefile.output import open_binary_output

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not widget.grab().save(buffer, "PNG"):
        raise UserError(f"{printable_name(path)}: could not make the screenshot")
    with open_binary_output(path, protect) as output:
        output.write(data.data())


def _start_language(lang: str | None) -> None:
    from tracker.ui.shell.i18n import LANGUAGE, choose_language, switch_language
    from tracker.ui.shell.settings import Settings

    try:
        switch_language(choose_language(lang, Settings(QSettings()).get(LANGUAGE)))
    except ValueError as exc:
        raise UserError(str(exc)) from None


def run_gui(
    db_url: str | None,
    shoe: str | None,
    screenshot: Path | None,
    dark: bool,
    *,
    practice: bool = False,
    seats: int = 1,
    replay: int | None = None,
    play: int | None = None,
    betting: bool = False,
    lang: str | None = None,
) -> int:
    """Open the main window, or with ``practice`` the practice table of ``seats`` seats
    (``play`` rounds played first, then with ``betting`` the next round's bets placed);
    with ``replay`` (a 0-based hand) also the replay of ``shoe`` at that hand. With
    ``screenshot``, save a picture (of the replay, when there is one) once drawn and exit:
    then no dialog waits for a click, what it would say is printed on stderr and the exit
    status is 1
    (:class:`~tracker.ui.shell.unattended.Unattended`). The windows speak ``lang`` (a
    language code, for this run), else the language chosen in the settings, else the
    system's.

    :raises UserError: when there is no display, or the library cannot be opened.
    """
    choose_platform(screenshot is not None)
    app = make_application(dark=dark)
    unattended = None if screenshot is None else Unattended(app)
    previous = sys.excepthook if unattended is None else unattended.noting(sys.excepthook)
    sys.excepthook = error_hook(_show_error, previous)
    _start_language(lang)
    window: QWidget
    start_up_done: SignalInstance | None = None  # None: once the window is shown
    if practice:
        from tracker.store import open_library
        from tracker.ui.practice import PracticeWindow
        from tracker.ui.shell.settings import Settings
        from tracker.ui.shell.side_bet_choice import follow_choice

        library = open_library(db_url)
        practice_window = PracticeWindow(library, seats=seats, owns_library=True)
        # The side bets chosen in the app's settings, as from the main window.
        follow_choice(
            Settings(QSettings(), practice_window), practice_window, practice_window.set_side_bets
        )
        if play is not None:
            from tracker.ui.practice.launch import play_rounds

            play_rounds(practice_window, play, betting=betting)
        window = practice_window
    else:
        from tracker.ui.main.window import MainWindow

        # A one-off picture has no use for the compiled kernels.
        main = MainWindow.open(db_url=db_url, shoe=shoe, warm_up=screenshot is None)
        loader = main.shoes.loader
        start_up_done = loader.loaded if loader.loading else None
        library, window = main.library, main
    window.show()
    if replay is not None and shoe is not None and not practice:
        replayed = main.opening.replay(int(shoe), replay)
        if replayed is not None:
            window = replayed
    if screenshot is not None:
        assert unattended is not None
        status = {"code": 0}
        own = library.dialect.file(library.url)

        def grab() -> None:
            try:
                save_png(window, screenshot, protect=[] if own is None else [own])
            except UserError as exc:
                status["code"] = exc.exit_code
                print(f"tracker: {exc}", file=sys.stderr)
            app.quit()

        # Let the first paints and the layout settle before the picture is taken.
        QTimer.singleShot(300, grab)
        app.exec()
        return status["code"] or int(unattended.failed)
    freeze_start_up(start_up_done)
    return app.exec()
