"""Options several subcommands share, each defined once: the table's rules, the shoe picked
by its library id or by its label, and whole numbers that fit the library and the engine."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tracker.engine.rules import RuleSet

LARGEST = 2**63 - 1
"""The largest whole number an option takes: a library id, a stake, a bankroll (a
database's and the compiled kernels' 64-bit integers)."""


def whole_number(text: str, *, least: int = 1) -> int:
    """``text`` as a whole number from ``least`` to :data:`LARGEST`, else an argument error
    that says what was expected."""
    try:
        value = int(text)
    except ValueError:  # not digits, or more digits than Python converts
        shown = text if len(text) <= 40 else f"{text[:20]}…({len(text)} characters)"
        raise argparse.ArgumentTypeError(f"expected a whole number, not {shown!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"expected a whole number of {least} or more, not {value}")
    if value > LARGEST:
        raise argparse.ArgumentTypeError(
            f"expected a whole number of at most {LARGEST} (2**63 - 1), not {value}"
        )
    return value


def positive(text: str) -> int:
    """A whole number of 1 or more (an argparse ``type``)."""
    return whole_number(text)


def add_rules_options(parser: argparse.ArgumentParser, *, payouts: bool = True) -> None:
    """The table's rules: ``--decks``, and with ``payouts`` what the bets pay
    (``--commission``, ``--no-commission``, ``--tie-pays``)."""
    parser.add_argument(
        "--decks", type=int, default=8, metavar="N", help="decks in the shoe, 1 to 8 (default 8)"
    )
    if not payouts:
        return
    parser.add_argument(
        "--commission",
        type=int,
        choices=[5, 4],
        default=5,
        help="Banker commission in percent (default 5)",
    )
    parser.add_argument(
        "--no-commission",
        action="store_true",
        help="no-commission Banker: a Banker win on 6 pays 1:2, other wins even money",
    )
    parser.add_argument(
        "--tie-pays", type=int, choices=[8, 9], default=8, help="what a Tie pays to 1 (default 8)"
    )


def rules_from(args: argparse.Namespace) -> RuleSet:
    """The rules the options of :func:`add_rules_options` give.

    :raises DecksError: for a number of decks other than 1 to 8.
    """
    from tracker.engine.cards import check_decks
    from tracker.engine.rules import RuleSet

    decks = check_decks(args.decks)
    if not hasattr(args, "commission"):
        return RuleSet(decks=decks)
    return RuleSet(
        decks=decks,
        commission=args.commission,
        tie_pays=args.tie_pays,
        no_commission=args.no_commission,
    )


def add_shoe_id_option(
    parser: argparse.ArgumentParser, help_text: str, *, many: bool = False
) -> None:
    """``--shoe-id ID``: a shoe of the library by its number (with ``many``, given once
    for each shoe)."""
    parser.add_argument(
        "--shoe-id",
        dest="shoe_id",
        type=positive,
        action="append" if many else "store",
        metavar="ID",
        help=help_text,
    )


def add_label_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    """``--label LABEL``: a shoe by its label (a file's ``shoe`` column, a bead string's
    label, the label the library keeps)."""
    parser.add_argument("--label", metavar="LABEL", default=None, help=help_text)


class _Spelled(argparse.Action):
    """Store the value, and in ``option`` the spelling the user gave (for messages)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        setattr(namespace, f"{self.dest}_option", option_string)


def add_old_shoe_option(parser: argparse.ArgumentParser, dest: str) -> None:
    """``--shoe``, the old spelling of ``--shoe-id`` or ``--label`` (as ``dest`` says),
    still taken so that scripts keep working, and left out of the help. The spelling
    used is kept in ``<dest>_option``."""
    kind = positive if dest == "shoe_id" else str
    parser.add_argument("--shoe", dest=dest, type=kind, action=_Spelled, help=argparse.SUPPRESS)
    parser.set_defaults(**{f"{dest}_option": "--shoe-id" if dest == "shoe_id" else "--label"})


def scheduler_address(text: str) -> str:
    """``--scheduler``: a Dask scheduler address, tcp://HOST:PORT."""
    from tracker.services.runner import RunnerError, check_scheduler

    try:
        address = check_scheduler(text)
    except RunnerError as exc:
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--scheduler: ")) from None
    assert address is not None
    return address


def add_runner_options(parser: argparse.ArgumentParser, jobs_help: str) -> None:
    """Where seeded chunks run: ``--jobs N`` local processes, or ``--scheduler
    tcp://HOST:PORT`` a Dask cluster instead."""
    parser.add_argument(
        "--jobs", type=positive, default=1, metavar="N", help=f"{jobs_help} (default 1)"
    )
    parser.add_argument(
        "--scheduler",
        type=scheduler_address,
        default=None,
        metavar="ADDRESS",
        help="run the work on the Dask cluster whose scheduler listens at tcp://HOST:PORT "
        "(default: on this machine; docs/cli.md says how to start one)",
    )
