"""Leaders the engine places itself obey what moves obey (rules version 3): 3.6.3 Note 2
and 4.2.4 for arrivals (3.3.1), the Dux back in D (3.3.1), wintering (9.3.3) and
event 6's hurried Augusti; and 7.1 after the phase F adjustments."""

from __future__ import annotations

from engine_support import custom_bundle, movement_game, quiet_peoples
from rules_invariants import stacking_problems
from rules_support import run_step

from sv_model.engine import Game
from sv_model.engine.causes import DeathCause
from sv_model.engine.messages import MessageId
from sv_model.games.semper_victor.adjustments import nearest_cities
from sv_model.games.semper_victor.arrivals import d_reinforcements
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.events import _path_to_capital, political_agitation_moves
from sv_model.games.semper_victor.placement import nearest_legal_zone, placement_problem
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS


def _game(extra_leaders: list[dict[str, object]] | None = None,
          units: list[dict[str, object]] | None = None, at_war: tuple[str, ...] = ("picts",),
          control: dict[str, str] | None = None) -> Game:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "pannoniae_1", "side": "SECONDUS",
                  "title": "secundus_augustus"}, *(extra_leaders or [])],
        units=units or [], control=control or {"galliae": "SECONDUS"},
        peoples=quiet_peoples(310, at_war))
    return movement_game(bundle, P)


def _rebel(game: Game, leader: str) -> None:
    """A Civil War marker makes ``leader`` a rebel of his side (3.6.3)."""
    game.state.leaders[leader].civil_war = True


def _arrive(game: Game, leader: str, zone: str) -> None:
    eng = game.engine
    eng.arrival_year[leader] = game.state.year
    eng.arrival_zone[leader] = zone
    run_step(game, "c_leaders")


def test_3_3_1_an_arrival_never_joins_a_rebel_of_his_side_note_2() -> None:
    game = _game([{"leader": "alexander", "zone": "galliae_2", "side": "SECONDUS"}])
    _rebel(game, "alexander")
    _arrive(game, "crispus", "galliae_2")
    crispus = game.state.leaders["crispus"]
    assert crispus.status == "map" and crispus.side is S
    assert crispus.zone != "galliae_2"
    assert stacking_problems(game) == []
    expected = nearest_legal_zone(game.engine, game.state, "crispus", S, "galliae_2")
    assert crispus.zone == expected


def test_under_rules_version_2_the_arrival_stood_with_the_rebel() -> None:
    game = _game([{"leader": "alexander", "zone": "galliae_2", "side": "SECONDUS"}])
    game.engine.rules_version = 2
    _rebel(game, "alexander")
    _arrive(game, "crispus", "galliae_2")
    assert game.state.leaders["crispus"].zone == "galliae_2"
    assert stacking_problems(game) != []


def test_4_2_4_an_arrival_never_stacks_with_his_sides_western_units() -> None:
    # the Franks are run by PRIMUS, who does not hold their band's diocese (4.4.1)
    game = _game(units=[{"unit": "franci_salii", "zone": "italia_1"}], at_war=("franci",))
    st = game.state
    assert st.units["franci_salii"].side is P
    _arrive(game, "crispus", "italia_1")
    crispus = st.leaders["crispus"]
    assert crispus.side is P and crispus.zone not in (None, "italia_1")
    assert stacking_problems(game) == []


def test_3_3_1_a_dux_whose_capital_holds_a_rebel_of_its_side_comes_back_a_year_later() -> None:
    game = _game([{"leader": "dux_treveri", "zone": "galliae_2", "side": "SECONDUS"},
                  {"leader": "alexander", "zone": "galliae_2", "side": "SECONDUS"}])
    st, eng = game.state, game.engine
    leader_dies(eng, st, "dux_treveri", DeathCause.E_RESULT, killer=P)
    _rebel(game, "alexander")
    st.year += 1
    d_reinforcements(eng, st)
    dux = st.leaders["dux_treveri"]
    assert dux.status == "eliminated" and dux.returns_year == st.year + 1
    assert any(e.message is MessageId.FINDS_NO_PLACE for e in game.log)
    st.leaders["alexander"].civil_war = False  # the civil war is over
    st.year += 1
    d_reinforcements(eng, st)
    assert dux.status == "map" and dux.zone == "galliae_2" and dux.side is S


def test_9_3_3_no_wintering_with_a_rebel_of_his_side() -> None:
    game = _game([{"leader": "alexander", "zone": "franci", "side": "SECONDUS"}],
                 at_war=("franci",))
    st, eng = game.state, game.engine
    first = nearest_cities(eng, st, "alexander")
    assert first
    maxence = st.leaders["maxence"]  # a rebel of SECONDUS in the nearest city
    maxence.status, maxence.zone, maxence.side = "map", first[0], S
    st.moved(maxence)  # as every writer of a piece's place does
    _rebel(game, "maxence")
    later = nearest_cities(eng, st, "alexander")
    assert first[0] not in later
    assert all(placement_problem(eng, st, "alexander", S, z) is None for z in later)
    eng.rules_version = 2
    assert first[0] in nearest_cities(eng, st, "alexander")


def test_event_6_the_hurried_augustus_stops_short_of_a_rebel_of_his_side() -> None:
    game = _game([{"leader": "alexander", "zone": "pontica_1", "side": "PRIMUS"}])
    st, eng = game.state, game.engine
    galere = st.leaders["galere"]
    galere.zone = "pontica_3"
    st.moved(galere)
    assert _path_to_capital(eng, st, "pontica_3", P) == ["pontica_1"]
    _rebel(game, "alexander")  # a rebel of PRIMUS stands in the capital
    political_agitation_moves(eng, st, P)
    assert galere.zone == "pontica_3"
    assert stacking_problems(game) == []
    st.leaders["alexander"].civil_war = False
    st.mcs.moved.discard("galere")
    political_agitation_moves(eng, st, P)
    assert galere.zone == "pontica_1"
