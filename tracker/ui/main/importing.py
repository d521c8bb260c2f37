"""Importing into the main window's library: the files a user chooses, the sample shoes and
the real-shoe library that come with tracker (offered in the status bar while the library
is empty), in the background with progress and cancel."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QPushButton, QStatusBar

from tracker.samples import real_shoe_library, sample_shoe_files
from tracker.services.importing import ImportReport
from tracker.ui.library.import_task import choose_shoe_files, start_import
from tracker.ui.main.context import WindowContext
from tracker.ui.shell.i18n import is_language_change
from tracker.ui.shell.tasks import TaskHandle


def shoe_files_filter() -> str:
    """The file dialog's choice of files to import."""
    return QCoreApplication.translate(
        "Importing", "Shoe files (*.csv *.txt *.json *.gz);;All files (*)"
    )


def real_shoes_offer() -> str:
    return QCoreApplication.translate(
        "Importing", "Import the 5,824 real shoes that come with tracker"
    )


def real_shoes_tip() -> str:
    return QCoreApplication.translate(
        "Importing", "Live baccarat from August 2025, every card recorded (MIT licence)"
    )


class _Retranslated(QObject):
    """Re-sets a button's texts when the language changes."""

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self.button = button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if is_language_change(event):
            self.button.setText(real_shoes_offer())
            self.button.setToolTip(real_shoes_tip())
        return False


class Importing:
    """The window's imports, one at a time in the background. ``show_report(shoe_ids)``
    opens the validation report of the shoes with problems; ``before`` is told when an
    import starts (the library's changes are the window's own)."""

    def __init__(
        self,
        context: WindowContext,
        *,
        status_bar: QStatusBar,
        show_report: Callable[[list[int]], object],
        before: Callable[[], None],
    ) -> None:
        self.context = context
        self.status_bar = status_bar
        self.show_report = show_report
        self.before = before
        self.task: TaskHandle[ImportReport] | None = None  # the import under way
        self.offer: QPushButton | None = None
        self._closing = False

    def choose_files(self) -> None:
        """Ask for shoe files (and whether to leave out those with problems); import them."""
        paths, skip = choose_shoe_files(self.context.widget, shoe_files_filter())
        if paths:
            self.import_files(paths, skip_problems=skip)

    def import_samples(self) -> None:
        """Import the real and simulated shoes that come with tracker."""
        files = sample_shoe_files()
        if files:
            self.import_files(files)

    def import_real_shoes(self) -> None:
        """Import the real-shoe library in the background, with progress and cancel."""
        path = real_shoe_library()
        if path is None:
            self.context.say(
                QCoreApplication.translate(
                    "Importing", "This copy of tracker was installed without the real-shoe library"
                ),
                6000,
            )
            return
        if self.offer is not None:
            self.offer.hide()
        self.import_files([path])

    def offer_real_shoes(self) -> None:
        """While the library is empty, a button in the status bar offers the real shoes (a
        button, not a dialog, so that it never takes the keys that log hands)."""
        if real_shoe_library() is None or self.context.library.has_shoes():
            return
        offer = QPushButton(real_shoes_offer())
        offer.setObjectName("real_shoes_offer")
        offer.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        offer.setToolTip(real_shoes_tip())
        offer.installEventFilter(_Retranslated(offer))

        def take() -> None:
            offer.hide()
            offer.deleteLater()
            self.offer = None
            self.import_real_shoes()

        offer.clicked.connect(take)
        self.status_bar.addPermanentWidget(offer)
        self.offer = offer

    def import_files(
        self, paths: list[Path], *, skip_problems: bool = False
    ) -> TaskHandle[ImportReport]:
        """Import files in the background, their progress and Cancel in the status bar."""
        context = self.context
        self.before()

        def ended() -> bool:
            self.task = None
            # After the window closed the library, there is nothing left to show.
            return not self._closing

        handle = start_import(
            context.widget,
            self.status_bar,
            context.runner,
            context.library,
            paths,
            ended=ended,
            refresh=context.refresh_library,
            say=lambda line: context.say(line, 10000),
            skip_problems=skip_problems,
            show_problems=self.show_report,
        )
        if not handle.done:
            self.task = handle
        return handle

    def stop(self) -> None:
        """The window is closing: an import that ends from now on shows nothing."""
        self._closing = True
