"""Published side-bet counts the lab ships, each with its source and the figure it
reproduces (checked by the tests within the standard error of a large run)."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.engine.counting import Count, CountTable, parse_tags


@dataclass(frozen=True, slots=True)
class Preset:
    """A published count, the table it was published for, and what it was published at."""

    name: str
    title: str
    count: Count
    table: CountTable
    source: str
    published_net_per_shoe: float
    published_bets_per_shoe: float
    note: str = ""


PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            name="how-dragon7",
            title="Stephen How's unbalanced Dragon 7 count",
            count=Count(
                tags=parse_tags("A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2"),
                start=-32,
                rule="rc>",
                threshold=0,
                bet="dragon7",
            ),
            table=CountTable(decks=8, behind=16, after_cut="one", burn=True),
            source=(
                'Stephen How, "Unbalanced Dragon 7 Count", Discount Gambling '
                "(discountgambling.net), 24 October 2012"
            ),
            published_net_per_shoe=0.52,
            published_bets_per_shoe=6.8,
            note=(
                "start at -32 for 8 decks, count every card seen including the exposed "
                "burn card, bet when the running count is above 0"
            ),
        ),
    )
}
