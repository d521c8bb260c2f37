"""The live shoe: every change stored first, then the scorecard, then the listeners."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tracker.engine.rules import Winner
from tracker.history import HandRecord
from tracker.roads import Result, compute_roads
from tracker.services.live import Change, LiveShoe, NotLoggingError, ShoeChange
from tracker.store import Library, LibraryError, ShoeChangedError, open_library

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    with open_library(str(tmp_path / "library.sqlite")) as opened:
        yield opened


def _winners(shoe: LiveShoe) -> str:
    return "".join(hand.winner.value for hand in shoe.record.hands if hand.winner)


def _stored_roads(library: Library, shoe_id: int) -> object:
    """The scorecards of the shoe as the library holds it."""
    return compute_roads(Result.from_hand(hand) for hand in library.load_shoe(shoe_id).hands)


def test_logged_hands_are_stored_before_listeners_hear_of_them(library: Library) -> None:
    live = LiveShoe.start(library, table="Salon 3", decks=8)
    heard: list[ShoeChange] = []

    def listener(change: ShoeChange) -> None:
        # By the time a listener hears of a hand, another reader of the library sees it.
        assert library.shoe(live.shoe_id).tally.hands == len(change.record.hands)
        heard.append(change)

    live.subscribe(listener)
    for winner in (B, B, P, T, P):
        live.log(winner, player_pair=winner is T)
    assert [c.change for c in heard] == [Change.LOGGED] * 5
    assert [h.number for h in live.record.hands] == [1, 2, 3, 4, 5]
    assert live.record.hands[3].player_pair is True
    tally = live.summary.tally
    assert (tally.banker, tally.player, tally.tie) == (2, 2, 1)
    assert live.roads == _stored_roads(library, live.shoe_id)
    assert [cell.winner for cell in live.roads.bead_plate] == [B, B, P, T, P]
    assert heard[-1].roads == live.roads


def test_marks_are_recorded_from_the_first_one_set_and_unknown_before(library: Library) -> None:
    from tracker.services.analysis import statistics_of_shoes

    live = LiveShoe.start(library, table="Salon 4")
    live.log(B)
    live.log(P)
    live.log(B, natural=True)  # the first natural marked: naturals are kept from here on
    live.log(P)
    live.log(T, player_pair=True)  # and pairs from here
    live.log(B)
    stored = [hand.record for hand in library.hands(live.shoe_id)]
    assert [h.natural for h in stored] == [None, None, True, False, False, False]
    assert [h.player_pair for h in stored] == [None, None, None, None, True, False]
    assert [h.banker_pair for h in stored] == [None, None, None, None, False, False]
    # The statistics count naturals over the four hands that record them, not all six.
    natural = statistics_of_shoes([live.record]).shares["natural"]
    assert (natural.count, natural.of) == (1, 4)


def test_undo_edit_insert_delete_keep_store_and_scorecard_in_step(library: Library) -> None:
    live = LiveShoe.start(library)
    for winner in (B, P, P, B):
        live.log(winner)
    live.undo_last()
    assert _winners(live) == "BPP"
    live.edit(1, HandRecord(0, winner=T))
    assert _winners(live) == "BTP"
    live.insert(0, HandRecord(0, winner=P))
    assert _winners(live) == "PBTP"
    assert [h.number for h in live.record.hands] == [1, 2, 3, 4]
    live.delete(2)
    assert _winners(live) == "PBP"
    assert live.roads == _stored_roads(library, live.shoe_id)
    # What the use case holds is what the library holds.
    again = LiveShoe(library, live.shoe_id)
    assert again.record.hands == live.record.hands
    assert again.roads == live.roads
    assert live.summary == library.shoe(live.shoe_id)


def test_a_closed_or_imported_shoe_refuses_hands(library: Library) -> None:
    live = LiveShoe.start(library)
    live.log(B)
    closed: list[Change] = []
    live.subscribe(lambda change: closed.append(change.change))
    live.close()
    assert closed == [Change.CLOSED] and not live.can_log
    with pytest.raises(NotLoggingError, match="Ctrl\\+N"):
        live.log(P)
    assert library.shoe(live.shoe_id).tally.hands == 1


def test_a_refused_hand_changes_nothing(library: Library, tmp_path: Path) -> None:
    live = LiveShoe.start(library)
    live.log(B)
    before = live.roads
    library.close_shoe(live.shoe_id)  # closed elsewhere, e.g. by another window
    with pytest.raises(LibraryError):
        live.log(P)
    assert live.roads == before and live.hand_count == 1


def test_cards_typed_make_the_hand_and_say_what_the_rules_still_deal() -> None:
    from tracker.services.live import read_cards

    by_sides = read_cards("9h 9d / ks 5c")
    assert by_sides.ready and by_sides.hand is not None
    hand = by_sides.hand
    assert (hand.winner, hand.player_total, hand.banker_total) == (P, 8, 5)
    assert hand.player_pair is True and hand.banker_pair is False and hand.natural is True
    # Ranks alone, in dealing order (P B P B, then the thirds as the rules deal them).
    in_order = read_cards("2 3 1 3 k")
    assert in_order.ready and in_order.hand is not None
    assert [str(c) for c in in_order.hand.player] == ["2", "A", "K"]
    assert in_order.hand.banker is not None and len(in_order.hand.banker) == 2
    assert read_cards("2 3 4").waiting is not None and read_cards("2 3 4").hand is None
    assert str(read_cards("2 3 1 3").waiting) == "the Player's third card"
    # Typed by sides, the Banker's third card is awaited, not yet a misdeal.
    assert str(read_cards("6 k / 2 3").waiting) == "the Banker's third card"


def test_a_draw_the_rules_forbid_is_flagged_and_a_wrong_card_named() -> None:
    from tracker.engine.cards import Composition, parse_cards
    from tracker.services.live import read_cards

    misdeal = read_cards("9h 3d / ks 5c 2c")
    assert misdeal.misdeal and not misdeal.ready
    assert "Player stood on 2" in str(misdeal.problems[0])
    assert misdeal.hand is not None and misdeal.hand.winner is B  # as dealt: 2 against 7
    wrong = read_cards("9h 3x / ks 5c")
    assert wrong.error is not None and "'3x'" in str(wrong.error) and wrong.hand is None
    # The shoe's composition: one deck holds four aces.
    left = Composition.full(1).remove(parse_cards("a a a a"), 1)
    gone = read_cards("a 9 / 9 9", left, 1)
    assert gone.error is not None and "rank A" in str(gone.error) and gone.hand is None


def test_reopen_a_closed_shoe_and_its_cards_left(library: Library) -> None:
    from tracker.engine.cards import parse_cards

    shoe = LiveShoe.start(library, table="T", decks=1, burn=tuple(parse_cards("qs")))
    shoe.log_hand(
        HandRecord(
            number=0,
            player=tuple(parse_cards("9h 9d")),
            banker=tuple(parse_cards("ks 5c")),
            winner=P,
        )
    )
    left = shoe.cards_left()
    assert left is not None and left.total == 52 - 5
    shoe.close()
    assert not shoe.can_log
    heard: list[Change] = []
    shoe.subscribe(lambda change: heard.append(change.change))
    shoe.reopen()
    assert shoe.can_log and heard == [Change.REOPENED]
    assert not library.shoe(shoe.shoe_id).closed
    shoe.log(B)
    assert shoe.cards_left() is None  # a hand without cards: the composition is unknown


def test_a_shoe_logged_elsewhere_grows_on_refresh(library_url: str) -> None:
    # Two trackers on one library (a shared server, or one file): one logs, the other shows.
    with open_library(library_url) as here, open_library(library_url) as there:
        shown = LiveShoe.start(here, table="Table 9")
        shown.log(B)
        heard: list[ShoeChange] = []
        shown.subscribe(heard.append)
        assert not shown.refresh() and heard == []
        logging = LiveShoe(there, shown.shoe_id)
        logging.log(P)
        logging.log(T)
        assert shown.refresh()
        assert _winners(shown) == "BPT" and shown.summary.tally.hands == 3
        assert [change.change for change in heard] == [Change.LOADED]
        assert heard[0].roads == _stored_roads(here, shown.shoe_id)
        logging.close()
        assert shown.refresh() and not shown.can_log
        there.delete_shoe(shown.shoe_id)
        with pytest.raises(LibraryError):
            shown.refresh()


def _steps() -> dict[str, Callable[[LiveShoe], object]]:
    """Each change an undo or redo makes, asked of the shoe as this tracker read it."""
    again = HandRecord(0, winner=T)
    return {
        "undo": lambda shoe: shoe.undo_last(if_unchanged=True),
        "log": lambda shoe: shoe.log_hand(again, if_unchanged=True),
        "edit": lambda shoe: shoe.edit(0, again, if_unchanged=True),
        "insert": lambda shoe: shoe.insert(0, again, if_unchanged=True),
        "delete": lambda shoe: shoe.delete(0, if_unchanged=True),
        "details": lambda shoe: shoe.update_details(notes="mine", if_unchanged=True),
        "close": lambda shoe: shoe.close(if_unchanged=True),
    }


@pytest.mark.parametrize("step", list(_steps()))
def test_an_undo_refuses_a_shoe_another_tracker_changed(library_url: str, step: str) -> None:
    # A logs Banker, B logs Player before A has read it again: A's undo (or any step of
    # its history) is refused, naming what B did, and B's hand stays.
    with open_library(library_url) as here, open_library(library_url) as there:
        mine = LiveShoe.start(here, table="Table 9")
        mine.log(B)
        theirs = LiveShoe(there, mine.shoe_id)
        theirs.log(P)
        heard: list[Change] = []
        mine.subscribe(lambda change: heard.append(change.change))
        with pytest.raises(ShoeChangedError, match=r"^another tracker logged hand 2 meanwhile$"):
            _steps()[step](mine)
        assert [h.record.winner for h in there.hands(mine.shoe_id)] == [B, P]
        assert there.shoe(mine.shoe_id).notes == "" and mine.can_log
        # The shoe is shown as it is now.
        assert heard == [Change.LOADED] and _winners(mine) == "BP"
        assert mine.roads == _stored_roads(here, mine.shoe_id)


def test_a_refusal_names_what_the_other_tracker_did(library_url: str) -> None:
    with open_library(library_url) as here, open_library(library_url) as there:
        mine = LiveShoe.start(here, table="Table 9")
        for winner in (B, P, B):
            mine.log(winner)
        theirs = LiveShoe(there, mine.shoe_id)
        theirs.undo_last()
        theirs.undo_last()
        with pytest.raises(ShoeChangedError, match="took back hands 2–3 meanwhile"):
            mine.undo_last(if_unchanged=True)
        theirs.close()
        with pytest.raises(ShoeChangedError, match="closed the shoe meanwhile"):
            mine.update_details(notes="x", if_unchanged=True)
        theirs.edit(0, HandRecord(0, winner=T))
        with pytest.raises(ShoeChangedError, match="changed the shoe's hands meanwhile"):
            mine.reopen(if_unchanged=True)
        theirs.update_details(notes="theirs")
        with pytest.raises(ShoeChangedError, match="changed the shoe's details meanwhile"):
            mine.reopen(if_unchanged=True)
        # Read again, the shoe takes the step.
        mine.reopen(if_unchanged=True)
        assert there.shoe(mine.shoe_id).notes == "theirs" and not there.shoe(mine.shoe_id).closed


def test_a_hand_logged_over_one_from_elsewhere_reads_the_shoe_again(library_url: str) -> None:
    with open_library(library_url) as here, open_library(library_url) as there:
        mine = LiveShoe.start(here, table="Table 9")
        mine.log(B)
        reads = mine.reads
        LiveShoe(there, mine.shoe_id).log(P)
        heard: list[ShoeChange] = []
        mine.subscribe(heard.append)
        mine.log(T)
        # Their hand shows too, and the shoe counts as read again (older steps are stale).
        assert _winners(mine) == "BPT" and mine.reads == reads + 1
        assert [(change.change, change.position) for change in heard] == [(Change.LOGGED, 2)]
        assert heard[0].roads == _stored_roads(here, mine.shoe_id)
        assert not mine.refresh()
        mine.log(B)  # nothing came between: the same reading
        assert mine.reads == reads + 1 and _winners(mine) == "BPTB"


def test_what_the_cards_typed_say_is_a_message_in_english_word_for_word() -> None:
    from tracker.services.live import read_cards
    from tracker.translatable import Message

    said = {
        "9h / 3 / 4": "one / only: the Player's cards / the Banker's cards",
        "9h / ks 5c": "the Player's first two cards",
        "9h 3d": "2 more of the first four cards (Player, Banker, …)",
        "2 3 4 5 6 7 8 9": "4 card(s) more than the rules deal; to keep a misdeal type the "
        "Player's cards / the Banker's cards",
        "7 k / 2 2 2 2": "the Banker holds 2 or 3 cards, not 4",
        "2 3 9 / 6 k 5": "Banker drew on 6 although the Player's third card was 9",
        "9 9 / 2 2 3": "Banker drew a third card although the Player has a natural 8: both "
        "hands stand on a natural",
    }
    for cards, english in said.items():
        reading = read_cards(cards)
        text = reading.error or reading.waiting or reading.problems[0]
        assert isinstance(text, Message) and str(text) == english, cards
    # A card typed wrong: the whole message, and in a few words for one line.
    wrong = read_cards("1 2 3 x")
    assert str(wrong.error).startswith("the cards, card 4: unknown card 'x': expected a rank")
    assert str(wrong.short_error) == "the cards, card 4: unknown card 'x'"
    gone = read_cards("7 k / 2 3 / 4")
    assert gone.short_error is gone.error
