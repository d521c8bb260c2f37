"""The engine is pure: importing it pulls in neither Qt nor SQLAlchemy (nor numba, which
the kernels import only when asked to compile)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_engine_imports_neither_qt_nor_sqlalchemy() -> None:
    script = (
        "import sys, tracker.engine, tracker.engine.odds, tracker.engine.shoe\n"
        "import tracker.engine.simulate\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'sqlalchemy', 'numba', 'shiboken6')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
