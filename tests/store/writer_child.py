"""A writer the concurrency tests run as a process of its own: logs hands to a shoe, or
imports a file, into the library at a URL, once a start file appears (so that the
writers begin together)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.services.importing import import_file
from tracker.store import open_library


def main(mode: str, url: str, start: str, what: str, count: str = "0") -> None:
    library = open_library(url)
    try:
        while not Path(start).exists():
            time.sleep(0.01)
        if mode == "log":
            for n in range(int(count)):
                winner = (Winner.BANKER, Winner.PLAYER, Winner.TIE)[n % 3]
                library.add_hand(int(what), HandRecord(0, winner=winner))
        else:
            result = import_file(library, what)
            print(f"{result.shoes} {result.duplicates}")
    finally:
        library.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
