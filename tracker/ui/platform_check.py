"""Whether Qt's window system plugin can start here, checked before Qt tries: Qt itself
aborts with a long message of its own when a system library it needs is missing."""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

from tracker.errors import UserError

# The system libraries Qt's X11 plugin loads, by the Debian/Ubuntu and Fedora packages
# that hold them.
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}


class PlatformError(UserError):
    """The window cannot open here: no display, or a system library Qt needs is missing."""


def missing_library(error: OSError) -> str | None:
    """The library a failed load names (``libxcb-cursor.so.0: cannot open shared object``)."""
    found = re.search(r"([\w.+-]+\.so[\w.]*): cannot open shared object", str(error))
    return found.group(1) if found else None


def install_hint(library: str) -> str:
    """What to install for ``library``, in the words of Debian, Ubuntu and Fedora."""
    debian, fedora = PACKAGES.get(library, (None, None))
    if debian is None:
        return f"install the package that provides {library}"
    return (
        f"install it with 'sudo apt install {debian}' (Debian, Ubuntu) "
        f"or 'sudo dnf install {fedora}' (Fedora)"
    )


def check_plugin(plugin: Path, load: Callable[[str], object] = ctypes.CDLL) -> None:
    """Load Qt's platform plugin as Qt would, and name what is missing if it cannot load.

    :raises PlatformError: naming the missing library and the package that holds it.
    """
    if not plugin.exists():
        return  # an unusual build: let Qt say what it says
    try:
        load(str(plugin))
    except OSError as exc:
        library = missing_library(exc)
        if library is None:
            raise PlatformError(f"Qt's window system plugin cannot load: {exc}") from None
        raise PlatformError(
            f"the window cannot open: Qt needs the system library {library}; "
            + install_hint(library)
        ) from None


def plugin_path(name: str) -> Path:
    """Where PySide6 keeps Qt's platform plugin ``name`` (``xcb``, ``wayland``)."""
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / f"libq{name}.so"


def choose_platform(screenshot: bool) -> None:
    """On Linux, pick or check Qt's window system before Qt starts: a screenshot without a
    display is drawn offscreen; no display, or a missing system library, is said plainly
    (Qt itself would abort with a long plugin message).

    :raises PlatformError: when the window cannot open here.
    """
    if not sys.platform.startswith("linux"):
        return
    asked = os.environ.get("QT_QPA_PLATFORM", "")
    if asked and not asked.startswith(("xcb", "wayland")):
        return  # offscreen, vnc, eglfs...: no desktop session needed
    x11 = bool(os.environ.get("DISPLAY"))
    wayland = bool(os.environ.get("WAYLAND_DISPLAY"))
    usable = (x11 or wayland) if not asked else (x11 if asked.startswith("xcb") else wayland)
    if not usable:
        if screenshot:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
            return
        wanted = {"xcb": "DISPLAY", "wayland": "WAYLAND_DISPLAY"}.get(asked.split(":")[0])
        unset = f"{wanted} is not set" if wanted else "neither DISPLAY nor WAYLAND_DISPLAY is set"
        raise PlatformError(
            f"no display to open the window on ({unset}): run tracker in a desktop session, "
            "or use --screenshot PNG or the subcommands (tracker --help)"
        )
    if asked.startswith("xcb") or (not asked and not wayland):
        check_plugin(plugin_path("xcb"))
