"""Bring the catalogues resources/i18n/tracker_<lang>.ts up to date with the texts marked in
tracker/ (docs/development.md, "Translations"): ``python tools/update_translations.py``.

New texts come in unfinished (translate them, e.g. in ``pyside6-linguist``); texts no longer
in the code are dropped. The catalogues carry no line numbers, so a change elsewhere in a
file does not touch them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("zh_CN", "zh_TW", "ko", "vi")


def catalogues() -> list[Path]:
    return [ROOT / "resources" / "i18n" / f"tracker_{code}.ts" for code in LANGUAGES]


def sources() -> list[Path]:
    return sorted(p for p in (ROOT / "tracker").rglob("*.py") if "__pycache__" not in p.parts)


def lupdate() -> str:
    found = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    found = found or shutil.which("pyside6-lupdate")
    if found is None:
        raise SystemExit("update_translations: pyside6-lupdate not found (pip install PySide6)")
    return found


def main() -> int:
    command = [
        lupdate(),
        *(str(p.relative_to(ROOT)) for p in sources()),
        "-no-obsolete",
        "-locations",
        "none",
        "-source-language",
        "en",
        "-ts",
        *(str(p.relative_to(ROOT)) for p in catalogues()),
    ]
    return subprocess.run(command, cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
