"""Published side-bet counts the lab ships, each with its source and the figure it
reproduces (checked by the tests within the standard error of a large run)."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.engine.counting import Count, CountTable, parse_tags
from tracker.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Preset:
    """A published count, the table it was published for, and what it was published at."""

    name: str
    title: str
    count: Count
    table: CountTable
    source: str
    url: str
    published_net_per_shoe: float
    published_bets_per_shoe: float
    note: str = ""


HOW_DRAGON_TAGS = "A:1,4:-1,5:-1,6:-1,7:-1,8:2,9:2"
"""Stephen How's unbalanced Dragon 7 tags, which his two-person Panda 8 count adds to."""

PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            name="how-dragon7",
            title=QT_TRANSLATE_NOOP("CountPresets", "Stephen How's unbalanced Dragon 7 count"),
            count=Count(
                tags=parse_tags(HOW_DRAGON_TAGS),
                start=-32,
                rule="rc>",
                threshold=0,
                bet="dragon7",
            ),
            table=CountTable(decks=8, behind=16, after_cut="stop", burn=True),
            source=(
                'Stephen How, "Unbalanced Dragon 7 Count", Discount Gambling '
                "(discountgambling.net), 24 October 2012"
            ),
            url="https://discountgambling.net/2012/10/24/unbalanced-dragon-7-count/",
            published_net_per_shoe=0.52,
            published_bets_per_shoe=6.8,
            note=QT_TRANSLATE_NOOP(
                "CountPresets",
                "start at -32 for 8 decks, count every card seen including the exposed "
                "burn card, bet when the running count is above 0 (the post's text says "
                "> 0; its table's heading says >= 0, which bets 8.4 times a shoe, not 6.8); "
                "the shoe ends with the hand in which the cut card comes out, as the bets a "
                "shoe of his Panda 8 posts show",
            ),
        ),
        Preset(
            name="how-panda8-cocount",
            title=QT_TRANSLATE_NOOP("CountPresets", "Stephen How's simplified Panda 8 co-count"),
            count=Count(
                tags=parse_tags("A:1,4:-1,5:-1,9:2"),
                start=0,
                rule="rc>=",
                threshold=35,
                bet="panda8",
            ),
            table=CountTable(decks=8, behind=16, after_cut="stop", burn=True),
            source=(
                'Stephen How, "Panda-8 Co-Count with Dragon-7", Discount Gambling '
                "(discountgambling.net), 9 December 2012"
            ),
            url="https://discountgambling.net/category/ev/page/2/",
            published_net_per_shoe=0.09,
            published_bets_per_shoe=2.0,
            note=QT_TRANSLATE_NOOP(
                "CountPresets",
                "start at 0, bet when the count gets to +35; published at around +9.0% of a "
                "fixed bet a shoe on about 2 bets with 16 cards behind the cut card",
            ),
        ),
        Preset(
            name="how-panda8-two-person",
            title=QT_TRANSLATE_NOOP("CountPresets", "Stephen How's two-person Panda 8 co-count"),
            count=Count(
                # The co-count (6, 7, Q, K +1; 3 -1; 8 -3) added to the Dragon 7 count.
                tags=parse_tags("A:1,3:-1,4:-1,5:-1,8:-1,9:2,Q:1,K:1"),
                start=0,
                rule="rc>=",
                threshold=35,
                bet="panda8",
            ),
            table=CountTable(decks=8, behind=16, after_cut="stop", burn=True),
            source=(
                'Stephen How, "Two-Person Panda-8 Co-Count", Discount Gambling '
                "(discountgambling.net), 17 January 2013"
            ),
            url="https://discountgambling.net/category/dragon-7/",
            published_net_per_shoe=0.134,
            published_bets_per_shoe=3.6,
            note=QT_TRANSLATE_NOOP(
                "CountPresets",
                "the co-count's running count added to the Dragon 7 running count (both "
                "from 0), bet the Panda 8 when the sum is +35 or higher",
            ),
        ),
    )
}
