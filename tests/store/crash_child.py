"""The work the crash tests kill: importing, logging or playing practice rounds into a
library, noting each change in a log file once its commit has returned."""

from __future__ import annotations

import os
from dataclasses import replace
from decimal import Decimal

from tests.store.shoes import dealt_shoe
from tracker.engine.rules import Winner
from tracker.history.records import HandRecord
from tracker.practice import Area, Table
from tracker.services.practice import PracticeSession, RoundStored
from tracker.store import bulk, open_library

BATCH_SHOES = 4
BATCH_HANDS = 60


def work(mode: str, db: str, seed: int, log: str) -> None:
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)

    def note(line: str) -> None:
        os.write(fd, f"{line}\n".encode())

    library = open_library(db)
    if mode == "import":
        # One insert round trip per shoe, so that a kill also lands between the inserts
        # of one file's transaction, where half a file would show if it could.
        bulk._BATCH = 1
        batches = [
            [dealt_shoe(seed + b * BATCH_SHOES + i, BATCH_HANDS) for i in range(BATCH_SHOES)]
            for b in range(3)
        ]
        note("ready")
        for batch in range(10_000):
            source = f"batch-{seed}-{batch}"
            # Content repeats after three batches: vary the table to keep every file new.
            shoes = [replace(shoe, table=source) for shoe in batches[batch % 3]]
            library.import_shoes(shoes, source=source)
            note(f"imported {source}")
    elif mode == "practice":
        # As the practice window plays: a table whose every settled round the session
        # stores; a bet on two areas each round, so that a round has several bet rows.
        table = Table(seed=seed, bankroll=Decimal(10**9))
        session = PracticeSession(library, table, label=f"crash {seed}")

        def stored(event: RoundStored) -> None:
            note(f"round {event.hand_id}")

        session.subscribe(stored)
        table.select_chip(Decimal(5))
        table.add_chip(Area.BANKER)
        table.add_chip(Area.TIE)
        note("ready")
        for _ in range(100_000):
            table.deal()
            table.new_game()
            table.rebet()
    else:
        live = library.start_shoe(table=f"crash {seed}")
        note("ready")
        winners = (Winner.BANKER, Winner.PLAYER, Winner.TIE)
        for n in range(100_000):
            stored = library.add_hand(live.id, HandRecord(0, winner=winners[(seed + n) % 3]))
            note(f"hand {stored.id}")


def serve() -> None:
    """A zygote: having imported the library once, fork a worker per request in
    milliseconds (a fresh interpreter spends about a second importing SQLAlchemy).

    Requests on stdin, one a line: ``work MODE DB SEED LOG`` answers the worker's pid;
    ``wait PID`` answers the signal that ended it (0 when it exited by itself).
    """
    import sys

    for line in sys.stdin:
        command, *args = line.split()
        if command == "work":
            mode, db, seed, log = args
            pid = os.fork()
            if pid == 0:
                try:
                    work(mode, db, int(seed), log)
                finally:
                    os._exit(0)
            print(pid, flush=True)
        elif command == "wait":
            _, status = os.waitpid(int(args[0]), 0)
            print(os.WTERMSIG(status) if os.WIFSIGNALED(status) else 0, flush=True)


if __name__ == "__main__":
    serve()
