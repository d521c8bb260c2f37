"""Helpers shared by the subcommands: JSON output, messages to stderr, common options."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def emit_error(message: str) -> None:
    """Print a message for the user on stderr, prefixed with the program name."""
    print(f"tracker: {message}", file=sys.stderr)


def emit_json(document: Any) -> None:
    """Print exactly one JSON document on stdout."""
    json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    sys.stdout.flush()


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")


def add_db_option(parser: argparse.ArgumentParser) -> None:
    """``--db URL``: a SQLAlchemy URL; default the embedded SQLite file (or ``TRACKER_DB``)."""
    parser.add_argument(
        "--db",
        metavar="URL",
        default=None,
        help="library database as a SQLAlchemy URL (default: $TRACKER_DB, else the "
        "embedded SQLite file in the user's data directory)",
    )
