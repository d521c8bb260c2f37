"""A throw-away PostgreSQL server for the store's tests, started from the installed binaries
(initdb and pg_ctl in a temporary folder, listening on loopback only) and stopped at the end.

PostgreSQL refuses to run as root, and CI runs as root: the server then runs as the
``postgres`` user that Debian's package creates, in a folder that user owns. Each test gets
a database of its own (created and dropped by pytest-postgresql's janitor).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REQUIRE_ENV = "TRACKER_REQUIRE_POSTGRES"
"""Set to 1 (as ``.ci/run`` does) to make a missing server an error rather than a skip."""

PASSWORD = "tracker-test-secret"
SUPERUSER = "postgres"


def find_bindir() -> Path | None:
    """The newest installed PostgreSQL server's binaries, if any."""
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda p: (
            int(Path(p).parent.parent.name) if Path(p).parent.parent.name.isdigit() else 0
        ),
    )
    if candidates:
        return Path(candidates[-1]).parent
    found = shutil.which("pg_ctl")
    return Path(found).resolve().parent if found else None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """A running server: its binaries, data folder, port and superuser password."""

    bindir: Path
    folder: Path
    port: int = 0
    durable: bool = False
    """Whether commits reach the disk (for benchmarks); the tests' server does without."""
    _as: dict[str, Any] = field(default_factory=dict)
    _count: int = 0

    @property
    def datadir(self) -> Path:
        return self.folder / "data"

    def _run(self, *args: str) -> None:
        result = subprocess.run(
            [str(self.bindir / args[0]), *args[1:]],
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
            **self._as,
        )
        if result.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(
                f"{' '.join(args[:2])} failed ({result.returncode}): {result.stderr}{tail}"
            )

    def init(self) -> None:
        """A new cluster in the folder, its superuser with :data:`PASSWORD`."""
        if os.geteuid() == 0:
            # The server will not run as root: as the postgres user, in a folder it owns.
            user = pwd.getpwnam(SUPERUSER)
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as = {"user": user.pw_uid, "group": user.pw_gid, "cwd": self.folder}
        password_file = self.folder / "password"
        password_file.write_text(PASSWORD)
        if self._as:
            os.chown(password_file, self._as["user"], self._as["group"])
        self._run(
            "initdb",
            "-D",
            str(self.datadir),
            "-U",
            SUPERUSER,
            f"--pwfile={password_file}",
            "--auth-host=scram-sha-256",
            "--auth-local=scram-sha-256",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
        )
        password_file.unlink()
        self.port = free_port()

    def start(self) -> None:
        """Start the server; should another process (a parallel test worker) have taken the
        port since :func:`free_port` found it, on another port."""
        for attempt in range(3):
            try:
                self._start()
                return
            except RuntimeError as error:
                if "Address already in use" not in str(error) or attempt == 2:
                    raise
                self.port = free_port()

    def _start(self) -> None:
        settings = [
            f"-p {self.port}",
            "-c listen_addresses=127.0.0.1",
            f"-c unix_socket_directories={self.folder}",
            "-c max_connections=60",
        ]
        if not self.durable:
            # A throw-away server: speed over durability.
            settings += ["-c fsync=off", "-c full_page_writes=off"]
        options = " ".join(settings)
        self._run(
            "pg_ctl", "start", "-w", "-t", "60", "-D", str(self.datadir),
            "-l", str(self.folder / "server.log"), "-o", options,
        )  # fmt: skip

    def stop(self) -> None:
        if (self.datadir / "postmaster.pid").exists():
            self._run("pg_ctl", "stop", "-w", "-m", "fast", "-D", str(self.datadir))

    def url(self, database: str, *, password: str = PASSWORD) -> str:
        return f"postgresql+psycopg://{SUPERUSER}:{password}@127.0.0.1:{self.port}/{database}"

    @contextmanager
    def database(self) -> Iterator[str]:
        """A new empty database for one test, dropped after it; yields its URL."""
        from pytest_postgresql.janitor import DatabaseJanitor

        self._count += 1
        name = f"library_{os.getpid()}_{self._count}"
        janitor = DatabaseJanitor(
            user=SUPERUSER, host="127.0.0.1", port=self.port, dbname=name, password=PASSWORD
        )
        janitor.init()
        try:
            yield self.url(name)
        finally:
            janitor.drop()


@contextmanager
def running_server(*, durable: bool = False) -> Iterator[Server | str]:
    """A started server, or the reason there is none (no binaries installed)."""
    bindir = find_bindir()
    if bindir is None:
        yield "no PostgreSQL server binaries installed (apt-get install postgresql)"
        return
    try:
        import psycopg  # noqa: F401
    except ImportError:
        yield "psycopg is not installed (pip install -e '.[test]')"
        return
    folder = Path(tempfile.mkdtemp(prefix="tracker-pg-"))
    server = Server(bindir, folder, durable=durable)
    try:
        server.init()
        server.start()
        yield server
    finally:
        try:
            server.stop()
        finally:
            shutil.rmtree(folder, ignore_errors=True)
