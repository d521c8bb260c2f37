"""The app says in one line what is missing before Qt would abort on it."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tracker.ui.platform_check import PlatformError, check_plugin, choose_platform, plugin_path


def refuse(library: str) -> Callable[[str], object]:
    def load(path: str) -> object:
        raise OSError(f"{library}: cannot open shared object file: No such file or directory")

    return load


def test_a_missing_xcb_library_is_named_with_its_package() -> None:
    with pytest.raises(PlatformError) as raised:
        check_plugin(plugin_path("xcb"), refuse("libxcb-cursor.so.0"))
    message = str(raised.value)
    assert "libxcb-cursor.so.0" in message
    assert "apt install libxcb-cursor0" in message and "dnf install xcb-util-cursor" in message


def test_an_unknown_missing_library_is_still_named() -> None:
    with pytest.raises(PlatformError, match=r"libfoo\.so\.3"):
        check_plugin(plugin_path("xcb"), refuse("libfoo.so.3"))


def test_the_installed_xcb_plugin_loads_here() -> None:
    check_plugin(plugin_path("xcb"))


@pytest.mark.parametrize(
    ("environment", "unset"),
    [
        ({"QT_QPA_PLATFORM": "xcb"}, "DISPLAY is not set"),
        ({"QT_QPA_PLATFORM": "wayland"}, "WAYLAND_DISPLAY is not set"),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "DISPLAY is not set"),
        ({}, "neither DISPLAY nor WAYLAND_DISPLAY"),
    ],
)
def test_a_window_system_without_its_display_is_said_plainly(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], unset: str
) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("Qt's window systems are chosen this way on Linux only")
    for key in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(key, raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    with pytest.raises(PlatformError, match=unset):
        choose_platform(screenshot=False)


def test_xcb_forced_without_a_display_exits_with_our_message(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    env["TRACKER_DB"] = f"sqlite:///{tmp_path / 'lib.sqlite'}"
    done = subprocess.run(
        [sys.executable, "-m", "tracker", "gui"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert "DISPLAY is not set" in done.stderr and "Traceback" not in done.stderr
