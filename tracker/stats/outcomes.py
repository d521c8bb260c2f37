"""What the statistics read of one shoe: its winners in order, its decks, and its pairs and
naturals over only the hands that record them (an unknown pair is not a 0)."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.history.records import ShoeRecord
from tracker.history.tally import letters_of


@dataclass(frozen=True, slots=True)
class ShoeOutcomes:
    """One shoe's outcomes.

    ``letters`` holds one letter a hand (``B``, ``P``, ``T``, ``-`` for a hand without a
    winner). ``pairs_recorded`` counts the hands whose pairs are known (both flags), and
    ``player_pairs``/``banker_pairs`` the pairs among them; ``naturals_recorded`` and
    ``naturals`` the same for naturals.
    """

    decks: int
    letters: str
    pairs_recorded: int = 0
    player_pairs: int = 0
    banker_pairs: int = 0
    naturals_recorded: int = 0
    naturals: int = 0

    @classmethod
    def of(cls, shoe: ShoeRecord) -> ShoeOutcomes:
        """Read a recorded shoe (its decks as recorded, else from its rules, else 8)."""
        hands = shoe.hands
        recorded = [h for h in hands if h.player_pair is not None and h.banker_pair is not None]
        naturals = [h.natural for h in hands if h.natural is not None]
        return cls(
            decks=shoe.effective_decks,
            letters=letters_of(hands),
            pairs_recorded=len(recorded),
            player_pairs=sum([1 for h in recorded if h.player_pair]),
            banker_pairs=sum([1 for h in recorded if h.banker_pair]),
            naturals_recorded=len(naturals),
            naturals=sum(naturals),
        )

    @classmethod
    def of_letters(cls, letters: str, decks: int = 8) -> ShoeOutcomes:
        """A shoe known only by its winners (a bead string): no pairs, no naturals recorded."""
        return cls(decks=decks, letters=letters.upper())

    @property
    def hands(self) -> int:
        return len(self.letters)

    @property
    def decisions(self) -> str:
        """The Banker/Player sequence, ties and hands without a winner removed."""
        return self.letters.replace("T", "").replace("-", "")
