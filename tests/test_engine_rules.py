"""Unit tests per paragraph that the other engine test files do not cover."""

from __future__ import annotations

from typing import Any

from engine_support import custom_bundle, movement_game, new_game, quiet_peoples

from sv_model.engine import ChooseLeader, EndMovement, Move
from sv_model.engine.causes import DeathCause
from sv_model.engine.messages import as_is, render
from sv_model.games.semper_victor.arrivals import d_reinforcements
from sv_model.games.semper_victor.combat_math import die_modifiers, prepare_report
from sv_model.games.semper_victor.control import refresh_unit_control
from sv_model.games.semper_victor.control_query import people_controller
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.events import political_agitation_moves
from sv_model.games.semper_victor.roles import change_roles
from sv_model.games.semper_victor.victory import f_markers
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side, Title


def _base(**extra: Any) -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "pannoniae_1", "side": "SECONDUS",
                  "title": "secundus_augustus"},
                 {"leader": "dux_treveri", "zone": "galliae_2", "side": "SECONDUS"},
                 {"leader": "ascaric", "zone": "franci"}],
        units=[{"unit": "scutarii_1", "zone": "pontica_1"},
               {"unit": "pannoniciani", "zone": "pannoniae_1"},
               {"unit": "franci_salii", "zone": "franci"},
               {"unit": "cornuti", "zone": "galliae_2"}],
        control={"galliae": "SECONDUS", "pannoniae": "SECONDUS"},
        peoples=quiet_peoples(310, ("franci",)), **extra)


def test_people_control_follows_the_band_4_4_1() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    assert people_controller(eng, st, "franci") is Side.PRIMUS  # Galliae is SECONDUS's
    assert people_controller(eng, st, "armenia") is st.diocese_control["oriens"]
    assert st.units["franci_salii"].side is Side.PRIMUS
    assert st.leaders["ascaric"].side is Side.PRIMUS and not st.leaders["ascaric"].pax_romana


def test_leaderless_units_follow_the_diocese_3_7_2() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    st.units["scutarii_1"].zone = "galliae_3"  # no leader, in a SECONDUS diocese
    st.moved(st.units["scutarii_1"])  # as every writer of a piece's place does
    refresh_unit_control(eng, st)
    assert st.units["scutarii_1"].side is Side.SECONDUS
    st.units["pannoniciani"].zone = "pontica_1"
    st.leaders["licinius"].zone = "pontica_1"  # with leaders of both sides: keeps its side
    st.moved(st.units["pannoniciani"], st.leaders["licinius"])
    refresh_unit_control(eng, st)
    assert st.units["pannoniciani"].side is Side.SECONDUS


def test_a_dux_comes_back_in_his_capital_next_turn() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    leader_dies(eng, st, "dux_treveri", DeathCause.E_RESULT, killer=Side.PRIMUS)
    assert st.leaders["dux_treveri"].status == "eliminated"
    assert st.vp[Side.PRIMUS] == 1
    st.diocese_control["galliae"] = Side.PRIMUS
    d_reinforcements(eng, st)
    assert st.leaders["dux_treveri"].status == "eliminated"  # not in the same turn
    st.year += 1
    d_reinforcements(eng, st)
    dux = st.leaders["dux_treveri"]
    assert dux.status == "map" and dux.zone == "galliae_2" and dux.side is Side.PRIMUS


def test_non_roman_leaders_return_in_the_next_phase_c() -> None:
    bundle = _base(start_year=310, end_year=311)
    game = movement_game(bundle, Side.PRIMUS)
    st, eng = game.state, game.engine
    leader_dies(eng, st, "ascaric", DeathCause.E_RESULT, killer=Side.SECONDUS)
    assert st.leaders["ascaric"].status == "eliminated"
    game.invalidate()
    while game.state.year == 310 and game.decision is not None:
        decision = game.decision
        game.apply(EndMovement() if decision.kind == "movement" else decision.options[0])
    assert st.leaders["ascaric"].status == "map"
    assert st.leaders["ascaric"].zone == st.units["franci_salii"].zone


def test_persian_kings_come_and_go_on_schedule() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "hormoz_ii", "zone": "persae_2", "pax_romana": True}],
        units=[{"unit": "persae_savaran_1", "zone": "persae_2"}], start_year=309)
    game = movement_game(bundle, Side.PRIMUS)
    st, eng = game.state, game.engine
    assert st.leaders["hormoz_ii"].status == "map"
    f_markers(eng, st)
    assert st.leaders["hormoz_ii"].status == "dead"  # removed in phase F of 309
    assert eng.arrival_year["sapor_ii"] is None  # the hand-made set-up holds him back
    assert eng.board.leaders["sapor_ii"].enters_year == 320


def test_secundus_succession_case_4_with_loyalty_tests() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "constance_chlore", "zone": "galliae_2", "side": "SECONDUS",
                  "title": "secundus_augustus"},
                 {"leader": "maxence", "zone": "italia_1", "side": "SECONDUS"},
                 {"leader": "maximien", "zone": "italia_7", "side": "SECONDUS"}],
        units=[{"unit": "ioviani", "zone": "italia_1"}, {"unit": "batavi", "zone": "italia_7"}],
        control={"italia": "SECONDUS"}, start_year=310)
    game = new_game(bundle, dice=(1, 6, 6))  # initiative, event 12; Constance dies in 310
    decision = game.decision
    assert decision is not None and decision.kind == "succession_choice"
    assert decision.player is Side.SECONDUS
    assert set(decision.options) == {ChooseLeader("maxence"), ChooseLeader("maximien")}
    st = game.state
    game.apply(ChooseLeader("maxence"))
    assert st.leaders["maxence"].title is Title.USURPER
    maximien = st.leaders["maximien"]
    pc = game.engine.board.leaders["maximien"].pc or 0
    tested = [d for d in game.dice if game.text(d).startswith("3.5.2 loyalty")]
    assert len(tested) == 1
    expected = Side.PRIMUS if tested[0].value >= pc else Side.SECONDUS
    assert maximien.side is expected
    assert st.units["batavi"].side is expected


def test_change_of_roles_swaps_every_label_and_the_vp() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    st.vp = {Side.PRIMUS: 32, Side.SECONDUS: 24}
    control = dict(st.diocese_control)
    change_roles(eng, st)
    assert st.vp == {Side.PRIMUS: 24, Side.SECONDUS: 32}
    assert st.seats == {Side.PRIMUS: 2, Side.SECONDUS: 1}
    assert st.leaders["galere"].side is Side.SECONDUS
    assert all(st.diocese_control[d] is s.other for d, s in control.items())
    assert st.units["franci_salii"].side is Side.SECONDUS


def test_event_6_sends_the_augusti_to_a_capital() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    st.leaders["galere"].zone = "asia_5"
    political_agitation_moves(eng, st, Side.PRIMUS)
    assert "galere" in st.mcs.moved
    capitals = eng.board.capital_zones(False)
    zone = st.leaders["galere"].zone
    assert zone != "asia_5"
    assert zone in capitals or eng.board.zone_diocese[zone] in ("asia", "pontica")


def test_event_2_and_11_limit_movement() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st = game.state
    normal = game.reachable("galere", ("scutarii_1",))
    st.active_event = 2
    game.invalidate()
    tired = game.reachable("galere", ("scutarii_1",))
    assert max(i.cost_mp for i in tired.values()) == 3
    assert set(tired) < set(normal)
    st.active_event = None
    st.pinned_zones = ("pontica_1",)
    game.invalidate()
    assert game.reachable("galere", ("scutarii_1",)) == {}
    assert not [a for a in game.legal_actions() if isinstance(a, Move)
                and a.leader == "galere"]


def test_event_modifiers_are_signed_for_the_attacker() -> None:
    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    st.units["franci_salii"].zone = "galliae_2"  # PRIMUS's Franci attack SECONDUS Romans
    for event, expected in ((3, 1), (5, 2), (12, -1), (15, -1)):
        st.active_event = event
        report = prepare_report(eng, st, "galliae_2", Side.PRIMUS)
        values = [m.value for m in die_modifiers(eng, st, report) if m.rule.startswith("events")]
        assert sum(values) == expected, event
    # 3: Romans (defending) -1, so +1; 5: the German attacker +2; 12: the Cornuti
    # (comitatenses) defending against non-Romans +1, so -1; 15: the German side -1.


def test_event_6_binds_no_augustus_whose_side_holds_no_capital() -> None:
    """Event 6 sends each Augustus to a capital his side holds; with none held it has
    nothing to do with him, so he moves freely (rules version 2). One it did send is told
    why he cannot move: the event, not 3.4.1."""
    from sv_model.games.semper_victor.movement_query import piece_blocked

    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    capitals = {eng.board.zone_diocese[z] for z in eng.board.capital_zones(False)}
    for diocese in capitals:
        assert diocese is not None
        st.diocese_control[diocese] = Side.SECONDUS
    st.leaders["galere"].zone = "asia_5"
    st.active_event = 6
    political_agitation_moves(eng, st, Side.PRIMUS)
    assert "galere" not in st.mcs.moved and st.leaders["galere"].zone == "asia_5"
    assert piece_blocked(eng, st, "galere") is None
    st.diocese_control["pontica"] = Side.PRIMUS
    political_agitation_moves(eng, st, Side.PRIMUS)
    assert "galere" in st.mcs.moved and st.leaders["galere"].zone != "asia_5"
    problem = piece_blocked(eng, st, "galere")
    assert problem is not None
    text = render(problem, as_is)
    assert text.startswith("event 6") and "3.4.1" not in text


def test_event_11_holds_a_piece_that_walks_into_a_struck_capital_later() -> None:
    """Ruling (docs/rules-decisions.md, event 11): the struck capitals hold whatever is
    found there for the rest of the turn, pieces that arrive after the roll included."""
    from sv_model.games.semper_victor.movement_query import piece_blocked

    game = movement_game(_base(), Side.PRIMUS)
    st, eng = game.state, game.engine
    start = st.leaders["galere"].zone
    target = next(z for z, info in game.reachable("galere", ("scutarii_1",)).items()
                  if z != start)
    st.pinned_zones = (target,)  # struck by event 11, with nobody there yet
    game.invalidate()
    assert target in game.reachable("galere", ("scutarii_1",))  # one may still go in
    path = game.reachable("galere", ("scutarii_1",))[target].path
    game.apply(Move("galere", ("scutarii_1",), path))
    st.mcs.moved.clear()  # a later M/CS of the same turn
    problem = piece_blocked(eng, st, "galere")
    assert problem is not None and render(problem, as_is).startswith("event 11")
