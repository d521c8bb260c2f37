"""Side-bet settings: the bets turned on and the main bet a table requires, as plain data."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from tracker.engine.sidebet_settings import (
    MainBetRequirement,
    SideBetRefused,
    SideBetSettings,
    SideBetSettingsError,
)
from tracker.engine.sidebet_table import SIDE_BET_IDS, UnknownSideBet
from tracker.errors import UserError


def test_nothing_is_turned_on_by_default_and_a_main_bet_is_required() -> None:
    settings = SideBetSettings()
    assert settings.bets == ()
    assert settings.main_bet is MainBetRequirement.ANY
    with pytest.raises(SideBetRefused, match="Dragon 7 is not turned on"):
        settings.check(Decimal(10), {"dragon7": Decimal(5)})


def test_bets_turned_on_come_in_the_tables_order_and_can_be_turned_off() -> None:
    settings = SideBetSettings().turned("big", True).turned("dragon7", True)
    assert [b.id for b in settings.bets] == ["dragon7", "big"]
    assert [b.id for b in settings.turned("dragon7", False).bets] == ["big"]
    with pytest.raises(UnknownSideBet, match="panda8"):
        settings.turned("panda9", True)


def test_an_unknown_id_is_refused_with_the_ids_there_are() -> None:
    with pytest.raises(UnknownSideBet) as caught:
        SideBetSettings.of(["dragon7", "tiger"])
    assert isinstance(caught.value, UserError)
    assert "'tiger'" in str(caught.value) and "lucky6_12_23" in str(caught.value)


@pytest.mark.parametrize(
    ("main_bet", "main", "side", "refusal"),
    [
        (MainBetRequirement.NONE, 0, 25, None),
        (MainBetRequirement.ANY, 0, 5, "Dragon 7 needs a bet on Player, Banker or Tie"),
        (MainBetRequirement.ANY, 5, 25, None),
        (MainBetRequirement.NOT_MORE, 0, 5, "needs a bet on Player, Banker or Tie"),
        (MainBetRequirement.NOT_MORE, 20, 20, None),
        (MainBetRequirement.NOT_MORE, 20, 25, "a side bet of 25 is more than the main bet of 20"),
    ],
)
def test_the_main_bet_the_table_requires(
    main_bet: MainBetRequirement, main: int, side: int, refusal: str | None
) -> None:
    settings = SideBetSettings.of(["dragon7"], main_bet)
    stakes = {"dragon7": Decimal(side), "panda8": Decimal(0)}  # 0: no bet, turned on or not
    if refusal is None:
        settings.check(Decimal(main), stakes)
    else:
        with pytest.raises(SideBetRefused, match=refusal):
            settings.check(Decimal(main), stakes)


def test_a_negative_stake_is_refused() -> None:
    with pytest.raises(SideBetRefused, match="cannot be negative"):
        SideBetSettings.of(["big"]).check(Decimal(10), {"big": Decimal(-1)})


def test_settings_round_trip_through_json() -> None:
    settings = SideBetSettings.of(SIDE_BET_IDS, MainBetRequirement.NOT_MORE)
    saved = json.loads(json.dumps(settings.to_dict()))
    assert saved["enabled"] == list(SIDE_BET_IDS)
    assert SideBetSettings.from_dict(saved) == settings
    assert SideBetSettings.from_dict({}) == SideBetSettings()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "side_bets: expected an object"),
        ({"enabled": "dragon7"}, "side_bets.enabled: expected a list of side bet ids"),
        ({"enabled": ["dragon7", 7]}, "side_bets.enabled[1]: expected a side bet id, not 7"),
        ({"enabled": ["dragon7", "tiger"]}, "side_bets.enabled[1]: no side bet 'tiger'"),
        ({"main_bet": "always"}, "side_bets.main_bet: expected one of none, any, not_more"),
    ],
)
def test_saved_settings_that_cannot_be_read_name_the_field(data: object, message: str) -> None:
    with pytest.raises(SideBetSettingsError, match=message.replace("[", r"\[").replace("]", r"\]")):
        SideBetSettings.from_dict(data)
