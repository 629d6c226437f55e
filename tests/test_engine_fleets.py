"""Fleets (3.4.2) and their adjustment (9.2)."""

from __future__ import annotations

import pytest
from engine_support import custom_bundle, movement_game

from sv_model.engine import Game, Move, NavalMove
from sv_model.errors import IllegalActionError
from sv_model.games.semper_victor.adjustments import adj_fleets
from sv_model.games.semper_victor.arrivals import d_reinforcements
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side

PCS = ("pc_italia_1", "pc_italia_2")


def _maxence() -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "maxence", "zone": "italia_4", "side": "SECONDUS",
                  "title": "secundus_augustus"}],
        units=[{"unit": u, "zone": "italia_4"} for u in PCS]
        + [{"unit": "ri_italia", "zone": "italia_6"}, {"unit": "ioviani", "zone": "italia_6"}],
        control={"italia": "SECONDUS", "africa": "SECONDUS"})


def _next_mcs(game: Game) -> None:
    st = game.state
    st.mcs.moved.clear()
    st.mcs.fleets_moved.clear()
    game.invalidate()


def test_maxence_by_sea_from_italia_4_to_carthago() -> None:
    game = movement_game(_maxence(), Side.SECONDUS)
    st = game.state
    assert st.fleets["occidentalis"].side is Side.SECONDUS
    # First M/CS: Italia 4 to Italia 6, where the Misenum port is: 2 MP.
    assert game.reachable("maxence", PCS)["italia_6"].cost_mp == 2
    game.apply(Move("maxence", PCS, ("italia_5", "italia_6")))
    _next_mcs(game)
    # Second M/CS: one sea zone and a landing at Carthago.
    game.apply(NavalMove("occidentalis", "mare_internum_occidentale", ("maxence",), PCS,
                         land="africa_4"))
    assert st.leaders["maxence"].zone == "africa_4"
    assert {st.units[u].zone for u in PCS} == {"africa_4"}
    assert st.fleets["occidentalis"].at == "mare_internum_occidentale"
    with pytest.raises(IllegalActionError, match=r"once per E\.1"):
        game.apply(Move("maxence", PCS, ("africa_1",)))
    _next_mcs(game)
    # Third M/CS: the fleet goes home while Maxence marches on.
    game.apply(NavalMove("occidentalis", "italia_6"))
    assert st.fleets["occidentalis"].in_port
    game.apply(Move("maxence", PCS, ("africa_1",)))


def test_a_fleet_carries_two_units_and_never_ripenses() -> None:
    game = movement_game(_maxence(), Side.SECONDUS)
    st = game.state
    st.leaders["maxence"].zone = "italia_6"
    for u in PCS:
        st.units[u].zone = "italia_6"
    game.invalidate()
    with pytest.raises(IllegalActionError, match=r"two combat units"):
        game.apply(NavalMove("occidentalis", "mare_internum_occidentale", ("maxence",),
                             (*PCS, "ioviani")))
    with pytest.raises(IllegalActionError, match=r"3\.2\.1"):
        game.apply(NavalMove("occidentalis", "mare_internum_occidentale", ("maxence",),
                             ("ri_italia",)))
    with pytest.raises(IllegalActionError, match=r"off|cannot go"):
        game.apply(NavalMove("occidentalis", "oceanus_atlanticus"))


def test_units_stay_aboard_then_land_later() -> None:
    game = movement_game(_maxence(), Side.SECONDUS)
    st = game.state
    st.units["ioviani"].zone = "italia_6"
    game.invalidate()
    game.apply(NavalMove("occidentalis", "mare_internum_occidentale", (), ("ioviani",)))
    assert st.units["ioviani"].aboard == "occidentalis"
    assert st.units["ioviani"].zone == "mare_internum_occidentale"
    _next_mcs(game)
    with pytest.raises(IllegalActionError):
        game.apply(NavalMove("occidentalis", "mare_internum_occidentale", land="italia_1x"))
    game.apply(NavalMove("occidentalis", "mare_internum_occidentale", land="viennensis_1"))
    assert st.units["ioviani"].zone == "viennensis_1" and st.units["ioviani"].aboard is None


def test_event_9_forbids_naval_movement() -> None:
    game = movement_game(_maxence(), Side.SECONDUS)
    game.state.active_event = 9
    game.invalidate()
    assert not [a for a in game.legal_actions() if isinstance(a, NavalMove)]
    with pytest.raises(IllegalActionError, match=r"event 9"):
        game.apply(NavalMove("occidentalis", "mare_internum_occidentale"))


def test_only_the_controller_uses_a_fleet() -> None:
    game = movement_game(_maxence(), Side.PRIMUS)
    with pytest.raises(IllegalActionError, match=r"not yours"):
        game.apply(NavalMove("occidentalis", "mare_internum_occidentale"))


def test_fleet_at_sea_in_318_returns_in_324() -> None:
    game = movement_game(_maxence(), Side.SECONDUS)
    st, eng = game.state, game.engine
    st.year = 318
    st.fleets["orientalis"].at = "propontis"
    st.units["ioviani"].zone = "propontis"
    st.units["ioviani"].aboard = "orientalis"
    st.leaders["maxence"].zone = "propontis"
    st.leaders["maxence"].aboard = "orientalis"
    st.leaders["maxence"].title = None
    adj_fleets(eng, st)
    fleet = st.fleets["orientalis"]
    assert fleet.returns_year == 324 and not fleet.available
    assert st.turn_track[324] == ["fleet:orientalis"]
    assert st.units["ioviani"].status == "eliminated"  # back at once through 9.3
    assert st.leaders["maxence"].status == "dead"
    st.year = 323
    d_reinforcements(eng, st)
    assert not fleet.available
    st.year = 324
    d_reinforcements(eng, st)
    assert fleet.in_port and fleet.side is st.diocese_control["asia"]
