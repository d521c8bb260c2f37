"""What the statistics read of one shoe: its winners in order, its decks, and its pairs and
naturals over only the hands that record them (an unknown pair is not a 0)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tracker.history.records import ShoeRecord
from tracker.history.tally import letters_of

Marks = tuple[bool | None, bool | None, bool | None]
"""A hand's Player pair, Banker pair and natural flags, ``None`` where not recorded."""


@dataclass(frozen=True, slots=True)
class ShoeOutcomes:
    """One shoe's outcomes.

    ``letters`` holds one letter a hand (``B``, ``P``, ``T``, ``-`` for a hand without a
    winner). ``pairs_recorded`` counts the hands whose pairs are known (both flags), and
    ``player_pairs``/``banker_pairs`` the pairs among them; ``naturals_recorded`` and
    ``naturals`` the same for naturals, ``natural_ties_recorded`` and
    ``natural_wins_recorded`` how many of the hands that record a natural are ties and
    Banker or Player wins (chance differs between them: a source may flag wins only).
    """

    decks: int
    letters: str
    pairs_recorded: int = 0
    player_pairs: int = 0
    banker_pairs: int = 0
    naturals_recorded: int = 0
    naturals: int = 0
    natural_ties_recorded: int = 0
    natural_wins_recorded: int = 0

    @classmethod
    def of(cls, shoe: ShoeRecord) -> ShoeOutcomes:
        """Read a recorded shoe (its decks as recorded, else from its rules, else 8)."""
        hands = shoe.hands
        return cls.of_marks(
            shoe.effective_decks,
            letters_of(hands),
            [(h.player_pair, h.banker_pair, h.natural) for h in hands],
        )

    @classmethod
    def of_marks(cls, decks: int, letters: str, marks: Sequence[Marks]) -> ShoeOutcomes:
        """A shoe of ``decks`` from its winners (one letter a hand, as ``letters_of``) and
        each hand's :data:`Marks`, in the same order."""
        pairs = [(pp, bp) for pp, bp, _ in marks if pp is not None and bp is not None]
        naturals = [
            (letter, natural)
            for letter, (_, _, natural) in zip(letters, marks, strict=True)
            if natural is not None
        ]
        return cls(
            decks=decks,
            letters=letters,
            pairs_recorded=len(pairs),
            player_pairs=sum([1 for pp, _ in pairs if pp]),
            banker_pairs=sum([1 for _, bp in pairs if bp]),
            naturals_recorded=len(naturals),
            naturals=sum([1 for _, natural in naturals if natural]),
            natural_ties_recorded=sum([1 for letter, _ in naturals if letter == "T"]),
            natural_wins_recorded=sum([1 for letter, _ in naturals if letter in "BP"]),
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
