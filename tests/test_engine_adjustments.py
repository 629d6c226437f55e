"""Phase F: control (3.7.3), adjustments (9), victory points (10) and events (2.D)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine_support import custom_bundle, movement_game, quiet_peoples

from sv_model.engine import Game
from sv_model.engine.core import Engine, run
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.adjustments import (
    adj_comitatenses,
    adj_leaders,
    adj_limitanei,
    limitanei_zones,
)
from sv_model.games.semper_victor.control import check_diocese_control
from sv_model.games.semper_victor.events import apply_event
from sv_model.games.semper_victor.peoples import adjust_peoples, war_cup
from sv_model.games.semper_victor.victory import f_victory_points
from sv_model.schemas.scenario import Side


def _run_step(game: Game, fn: Callable[[Engine, GameState], None]) -> None:
    """Run one phase F step on its own (an empty step stack), then adopt the state."""
    st, eng = game.state, game.engine
    st.stack, st.pending = [], None
    fn(eng, st)
    run(eng, st)
    game.invalidate()


def _game(**extra: Any) -> Game:
    bundle = custom_bundle(
        leaders=[{"leader": "julien", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "magnence", "zone": "italia_5", "side": "SECONDUS",
                  "title": "secundus_augustus"},
                 {"leader": "ascaric", "zone": "franci"}],
        units=[{"unit": "franci_salii", "zone": "franci"},
               {"unit": "franci_chamavi", "zone": "franci"},
               {"unit": "ri_britanniae", "zone": "britanniae_1"},
               {"unit": "cornuti", "zone": "galliae_2"},
               {"unit": "ioviani", "zone": "italia_5"},
               {"unit": "scutarii_2", "zone": "oriens_1"}],
        control={"italia": "SECONDUS", "galliae": "SECONDUS"},
        peoples=quiet_peoples(359, ("franci",)), start_year=359, **extra)
    return movement_game(bundle, Side.PRIMUS)


def test_franci_pacified_in_359_come_back_in_365() -> None:
    game = _game()
    st, eng = game.state, game.engine
    assert st.peoples["franci"].controller is Side.PRIMUS  # band Galliae held by SECONDUS
    for u in ("franci_salii", "franci_chamavi"):
        st.units[u].status, st.units[u].zone = "eliminated", None
    adjust_peoples(eng, st)
    franci = st.peoples["franci"]
    assert not franci.at_war and franci.pacified_until == 365
    assert st.turn_track[365] == ["people:franci"]
    assert st.units["franci_salii"].zone == "franci" and not st.units["franci_salii"].weakened
    assert st.leaders["ascaric"].pax_romana and st.leaders["ascaric"].side is None
    assert st.vp_sources[Side.SECONDUS]["people pacified by force"] == 2  # a Major people
    st.peoples["franci"].pacified_until = 365
    st.year = 364
    assert "franci" not in war_cup(eng, st)
    st.year = 365
    assert "franci" in war_cup(eng, st)


def test_people_still_at_war_restore_units_at_home() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.units["franci_salii"].weakened = True
    st.units["franci_chamavi"].status, st.units["franci_chamavi"].zone = "eliminated", None
    adjust_peoples(eng, st)
    assert st.peoples["franci"].at_war
    assert not st.units["franci_salii"].weakened
    assert st.units["franci_chamavi"].status == "map"
    assert st.units["franci_chamavi"].zone == "franci"


def test_eliminated_ripenses_return_next_to_the_frontier() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.units["ri_britanniae"].status, st.units["ri_britanniae"].zone = "eliminated", None
    zones = limitanei_zones(eng, st, "ri_britanniae")
    board = eng.board
    assert zones and all(board.zone_diocese[z] == "britanniae" for z in zones)
    assert all(any(n not in board.inside for n in board.neighbours[z]) for z in zones)
    _run_step(game, adj_limitanei)
    if len(zones) > 1:
        assert st.pending is not None and st.pending.kind == "redeploy"
        assert st.pending.player is st.diocese_control["britanniae"]
        game.apply(game.legal_actions()[-1])
    assert st.units["ri_britanniae"].status == "map"
    assert st.units["ri_britanniae"].zone in zones


def test_comitatenses_come_home_and_recover_in_cities() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.units["cornuti"].status, st.units["cornuti"].zone = "eliminated", None
    st.units["scutarii_2"].weakened = True  # in Antiochia, no enemy nearby
    st.units["ioviani"].zone = "alamanni"  # outside the Empire: back to its first capital
    adj_comitatenses(eng, st)
    assert st.units["cornuti"].zone == "galliae_2" and st.units["cornuti"].status == "map"
    assert st.units["cornuti"].side is Side.SECONDUS  # Galliae is SECONDUS's
    assert not st.units["scutarii_2"].weakened
    assert st.units["ioviani"].zone == eng.board.capital_zone("Mediolanum", False)


def test_roman_leaders_outside_the_empire_winter_in_the_nearest_city() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.leaders["julien"].zone = "persae_1"
    _run_step(game, adj_leaders)
    if st.pending is not None:
        assert st.pending.kind == "leader_home"
        game.apply(game.legal_actions()[0])
    zone = st.leaders["julien"].zone
    assert zone in eng.board.inside and zone in eng.board.city_zones


def test_diocese_taken_by_holding_its_capital() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.leaders["julien"].zone = "galliae_2"
    st.units["scutarii_2"].zone = "galliae_2"
    st.units["scutarii_2"].side = Side.PRIMUS
    st.units["cornuti"].zone = "galliae_1"
    assert check_diocese_control(eng, st) == ["galliae"]
    assert st.diocese_control["galliae"] is Side.PRIMUS
    assert check_diocese_control(eng, st) == []


def test_victory_points_of_phase_f() -> None:
    game = _game()
    st, eng = game.state, game.engine
    st.units["franci_salii"].zone = "galliae_2"  # a PRIMUS barbarian in a SECONDUS capital
    st.units["franci_chamavi"].zone = "galliae_3"
    f_victory_points(eng, st)
    p, s = st.vp_sources[Side.PRIMUS], st.vp_sources[Side.SECONDUS]
    primus_dioceses = sum(1 for v in st.diocese_control.values() if v is Side.PRIMUS)
    assert p["dioceses held / 3"] == primus_dioceses // 3
    assert s.get("dioceses held / 3", 0) == (12 - primus_dioceses) // 3
    assert p["Primus Augustus in a capital"] == 1  # Julien in Nicomedia
    assert "Secundus Augustus in a capital" not in s  # Magnence in Rome, not a capital
    assert p["no civil war"] == 1
    assert p["non-Roman units in enemy dioceses"] == 2
    assert p["non-Roman units in an enemy capital"] == 3
    assert "no Secundus Augustus" not in p


def test_event_effects() -> None:
    game = _game()
    st, eng = game.state, game.engine
    apply_event(eng, st, 1)  # unhealthy Rome
    assert st.units["ioviani"].weakened
    st.mcs_total, st.initiative = 6, Side.PRIMUS
    apply_event(eng, st, 7)
    assert st.mcs_left == {Side.PRIMUS: 3, Side.SECONDUS: 2}
    apply_event(eng, st, 8)
    assert st.mcs_left == {Side.PRIMUS: 1, Side.SECONDUS: 1}
    st.units["scutarii_2"].weakened = False
    apply_event(eng, st, 13)
    assert st.units["scutarii_2"].weakened
    apply_event(eng, st, 13)
    assert st.units["scutarii_2"].status == "eliminated"
    apply_event(eng, st, 15)
    assert st.units["franci_salii"].weakened
    assert not st.peoples["persae"].at_war
    apply_event(eng, st, 14)
    assert st.peoples["persae"].at_war and st.peoples["persae"].controller is not None
    apply_event(eng, st, 14)
    assert not st.peoples["persae"].at_war  # by diplomacy: no five-year lock
    assert st.peoples["persae"].pacified_until is None
    apply_event(eng, st, 4)
    assert st.leaders["julien"].sick
