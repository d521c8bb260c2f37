"""What a counting run says: its figures, the count and table it played, and where, as
the lab window's rich text and as CSV, in the app's language."""

from __future__ import annotations

import csv
import html
import io
import re

from PySide6.QtCore import QCoreApplication

from tracker.engine.counting import RANK_NAMES, Count, CountTable
from tracker.engine.sidebet_table import side_bet
from tracker.services.counting import CountRun
from tracker.stats.counting import CountFigures
from tracker.ui.analysis.texts import (
    a_count_is_not_a_system,
    counters_are_limited,
    fixed,
    general,
    hands,
    number,
    only_side_bets_move,
    past_outcomes,
    percent,
    shoes_and_hands,
    signed,
)
from tracker.ui.shell.i18n import english_plural
from tracker.ui.shell.side_bet_choice import bet_name, bet_pays


def watched() -> str:
    """The words under the lab, in the app's language: only side bets move, a count is
    not a system, and nothing here says what the next Banker or Player result will be."""
    sentence = past_outcomes()
    return (
        QCoreApplication.translate(
            "CountWindow", "%1 %2 Nothing here predicts a Banker or Player result: %3"
        )
        .replace("%1", only_side_bets_move())
        .replace("%2", a_count_is_not_a_system())
        .replace("%3", sentence[:1].lower() + sentence[1:])
    )


def _signed(x: float, places: int = 3) -> str:
    return signed(x, places)


def _signed_general(x: float) -> str:
    text = general(x)
    return text if x < 0 else "+" + text


def figure_rows(figures: CountFigures, bankroll: float) -> list[tuple[str, str]]:
    """The figures of a run as (name, value) rows, every number from ``figures``, in the
    app's language."""
    low, high = figures.interval
    s = figures.spread
    return [
        (
            QCoreApplication.translate("CountWindow", "Shoes"),
            QCoreApplication.translate("CountWindow", "%1 (%2)")
            .replace("%1", number(figures.shoes))
            .replace("%2", hands(figures.hands)),
        ),
        (
            QCoreApplication.translate("CountWindow", "Units won a shoe"),
            QCoreApplication.translate("CountWindow", "%1 ± %2 SE (95%: %3 to %4)")
            .replace("%1", _signed(figures.net_per_shoe))
            .replace("%2", fixed(figures.se_per_shoe, 3))
            .replace("%3", _signed(low, 2))
            .replace("%4", _signed(high, 2)),
        ),
        (QCoreApplication.translate("CountWindow", "Bets a shoe"), fixed(figures.bets_per_shoe, 2)),
        (
            QCoreApplication.translate("CountWindow", "Win per bet"),
            QCoreApplication.translate("CountWindow", "%1 units").replace(
                "%1", _signed(figures.win_per_bet, 4)
            ),
        ),
        (
            QCoreApplication.translate("CountWindow", "A shoe's result"),
            QCoreApplication.translate(
                "CountWindow", "SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6"
            )
            .replace("%1", fixed(figures.sd_per_shoe, 1))
            .replace("%2", _signed_general(s["p05"]))
            .replace("%3", _signed_general(s["p25"]))
            .replace("%4", _signed_general(s["p50"]))
            .replace("%5", _signed_general(s["p75"]))
            .replace("%6", _signed_general(s["p95"])),
        ),
        (QCoreApplication.translate("CountWindow", "Shoes ahead"), percent(figures.shoes_won, 1)),
        (
            QCoreApplication.translate("CountWindow", "Risk of ruin"),
            QCoreApplication.translate("CountWindow", "%1 for %2 units, ever (estimate)")
            .replace("%1", percent(figures.risk_of_ruin(bankroll), 1))
            .replace("%2", general(bankroll)),
        ),
    ]


def gain_words(figures: CountFigures) -> str:
    """The gain against the variance, in this run's numbers and the app's language."""
    if figures.bets == 0:
        return QCoreApplication.translate(
            "CountWindow", "This count never bet over these shoes: its rule is never met."
        )
    if figures.net_per_shoe <= 0:
        return QCoreApplication.translate(
            "CountWindow",
            "This count did not win over these shoes: where its bets are not in the player's "
            "favour, the house keeps its edge on every one.",
        )
    return (
        QCoreApplication.translate(
            "CountWindow",
            "The gain is small against its variance: %1 units a shoe against a swing of %2 "
            "units in one shoe; it takes about %3 shoes before the expected gain equals one "
            "standard deviation of the total, and only %4 of shoes end ahead.",
        )
        .replace("%1", _signed(figures.net_per_shoe, 2))
        .replace("%2", fixed(figures.sd_per_shoe, 1))
        .replace("%3", number(round(figures.shoes_to_one_se())))
        .replace("%4", percent(figures.shoes_won, 0))
    )


def bet_label(bet: str) -> str:
    """A side bet with what it pays, in the app's language: Dragon 7 (40:1)."""
    rule = side_bet(bet)
    return (
        QCoreApplication.translate("CountEditor", "%1 (%2)")
        .replace("%1", bet_name(rule))
        .replace("%2", bet_pays(rule))
    )


def describe_count(count: Count) -> str:
    """``Count.describe`` in the app's language."""
    if count.rule == "perfect":
        return QCoreApplication.translate(
            "CountWindow", "%1 whenever the exact edge is in the player's favour"
        ).replace("%1", bet_label(count.bet))
    groups: dict[int, str] = {}
    for rank, tag in zip(RANK_NAMES, count.tags, strict=True):
        if tag:
            groups[tag] = groups.get(tag, "") + rank
    tags = ", ".join(
        f"{ranks} {tag:+d}" for tag, ranks in groups.items()
    ) or QCoreApplication.translate("CountWindow", "none")
    return (
        QCoreApplication.translate("CountWindow", "%1: tags %2; start %3; bet when %4")
        .replace("%1", bet_label(count.bet))
        .replace("%2", tags)
        .replace("%3", f"{count.start:+d}")
        .replace("%4", f"{count.rule}{general(count.threshold)}")
    )


def describe_table(table: CountTable) -> str:
    """``CountTable.describe`` in the app's language."""
    count = table.decks  # a plain name: lupdate drops a call whose count is an attribute
    decks = english_plural(
        QCoreApplication.translate("CountWindow", "%Ln deck(s)", "", count), count
    )
    after = (
        QCoreApplication.translate("CountWindow", "one more hand")
        if table.after_cut == "one"
        else QCoreApplication.translate("CountWindow", "stop at once")
    )
    return (
        QCoreApplication.translate(
            "CountWindow", "%1, %2 cards behind the cut card (%3 when it comes out), %4"
        )
        .replace("%1", decks)
        .replace("%2", number(table.behind))
        .replace("%3", after)
        .replace(
            "%4",
            QCoreApplication.translate("CountWindow", "burn")
            if table.burn
            else QCoreApplication.translate("CountWindow", "no burn"),
        )
    )


_LOCAL = re.compile(r"(\d+) local processes")


def where_words(where: str) -> str:
    """Where a run was played (``Runner.where``) in the app's language."""
    if where == "this process":
        return QCoreApplication.translate("CountWindow", "this process")
    found = _LOCAL.fullmatch(where)
    if found:
        jobs = int(found[1])
        text = QCoreApplication.translate("CountWindow", "%Ln local process(es)", "", jobs)
        return text.replace("(es)", "" if jobs == 1 else "es")
    return where


def run_html(run: CountRun, bankroll: float) -> str:
    """The figures of a run and the honest words, as rich text in the app's language."""
    figures = run.figures
    parts = [f"<p><b>{html.escape(describe_count(run.count))}</b><br>"]
    parts.append(
        html.escape(
            QCoreApplication.translate("CountWindow", "%1. %2, seed %3, on %4.")
            .replace("%1", describe_table(run.table))
            .replace("%2", shoes_and_hands(figures.shoes, figures.hands))
            .replace("%3", str(run.seed))
            .replace("%4", where_words(run.where))
        )
        + "</p>"
    )
    if run.preset is not None:
        p = run.preset
        published = (
            QCoreApplication.translate(
                "CountWindow", "%1: published at about %2 units a shoe on about %3 bets a shoe."
            )
            .replace("%1", p.source)
            .replace("%2", _signed(p.published_net_per_shoe, 2))
            .replace("%3", general(p.published_bets_per_shoe))
        )
        parts.append(f"<p>{html.escape(published)}</p>")
    parts.append(_table(figure_rows(figures, bankroll)))
    if run.perfect is not None:
        perfect = QCoreApplication.translate(
            "CountWindow",
            "Perfect play, the bound (betting whenever the exact edge from the cards left "
            "favours the player), over %1 other shoes:",
        ).replace("%1", number(run.perfect.shoes))
        parts.append(f"<p>{html.escape(perfect)}</p>")
        parts.append(_table(figure_rows(run.perfect, bankroll)))
    parts.append(f"<p><b>{html.escape(gain_words(figures))}</b></p>")
    parts.append(f"<p><b>{html.escape(counters_are_limited())}</b></p>")
    return "".join(parts)


def _table(rows: list[tuple[str, str]]) -> str:
    """Two figures a row, so the table stays short beside the charts."""
    pairs = [rows[i : i + 2] for i in range(0, len(rows), 2)]
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{html.escape(k)}</td><td><b>{html.escape(v)}</b></td><td width='16'></td>"
            for k, v in pair
        )
        + "</tr>"
        for pair in pairs
    )
    return f"<table cellpadding='2'>{body}</table>"


def run_csv(run: CountRun, bankroll: float) -> str:
    """The figures of a run and its edge by true count, as CSV."""
    out = io.StringIO()
    table = csv.writer(out, lineterminator="\n")
    table.writerow(["figure", "value"])
    table.writerow(["count", run.count.describe()])
    table.writerow(["table", run.table.describe()])
    table.writerow(["seed", run.seed])
    for key, value in run.figures.as_json().items():
        if isinstance(value, dict):
            for name, amount in value.items():
                table.writerow([f"{key}_{name}", amount])
        else:
            table.writerow([key, value])
    table.writerow(["bankroll", bankroll])
    table.writerow(["risk_of_ruin", run.figures.risk_of_ruin(bankroll)])
    realised = {} if run.curve is None else {row[0]: row[1:] for row in run.curve.rows()}
    exact = {} if run.exact_curve is None else {row[0]: row[1:] for row in run.exact_curve.rows()}
    if realised or exact:
        table.writerow([])
        if run.perfect is not None and exact:
            table.writerow(["exact_edge_shoes", run.perfect.shoes])
        table.writerow(
            [
                "true_count",
                "hands",
                "won_per_unit",
                "standard_error",
                "exact_hands",
                "exact_edge",
                "exact_edge_se",
            ]
        )
        for tc in sorted(set(realised) | set(exact)):
            table.writerow([tc, *_cells(realised.get(tc)), *_cells(exact.get(tc))])
    return out.getvalue()


def _cells(row: tuple[int, float, float] | None) -> list[object]:
    """Hands, mean and standard error; blank where there is none."""
    if row is None:
        return ["", "", ""]
    hands, mean, se = row
    return [hands, mean, "" if se != se else se]
