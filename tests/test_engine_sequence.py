"""The game turn A to F (2), arrivals and deaths (3.3), succession (3.5.2), Constantinople
(3.1.2) and the end of the game (10.3)."""

from __future__ import annotations

from typing import Any

from engine_support import answer_until, custom_bundle, new_game, quiet_peoples

from sv_model.engine import Confirm, EndMovement, Move
from sv_model.engine.decisions import DecisionKind, Movement
from sv_model.engine.messages import MessageId
from sv_model.engine.state import Pending
from sv_model.games.semper_victor.arrivals import death_threshold
from sv_model.games.semper_victor.sequence import final_result
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side, Title

EVENT_12 = (6, 6)  # d6 6 + d10 6: a harmless event for these tests


def _constantin_and_picts(**extra: Any) -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "constantin", "zone": "galliae_2", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "talorc", "zone": "picts_2"}],
        units=[{"unit": "cornuti", "zone": "galliae_2"},
               {"unit": "picts_caledonii", "zone": "picts_2"}],
        peoples=quiet_peoples(340, ("picts",)), control={"thracia": "SECONDUS"}, **extra)


def test_mcs_worked_example_of_2_d() -> None:
    # Constantin SR 4 + the Picts leader SR 1 = 5 M/CS; the initiative side gets 3.
    game = new_game(_constantin_and_picts(start_year=335), dice=(1, *EVENT_12, 9))
    st = game.state
    assert st.initiative is Side.PRIMUS
    assert st.mcs_total == 5
    assert st.mcs_left == {Side.PRIMUS: 3, Side.SECONDUS: 2}
    game = new_game(_constantin_and_picts(start_year=335), dice=(6, *EVENT_12, 9))
    assert game.state.initiative is Side.SECONDUS
    assert game.state.mcs_left == {Side.SECONDUS: 3, Side.PRIMUS: 2}


def test_mcs_alternate_starting_with_the_initiative() -> None:
    game = new_game(_constantin_and_picts(start_year=335), dice=(6, *EVENT_12, 9))
    order = []
    for _ in range(5):
        decision = game.decision
        assert decision is not None and decision.kind == "movement"
        order.append(decision.player)
        game.apply(EndMovement())
    assert order == [Side.SECONDUS, Side.PRIMUS, Side.SECONDUS, Side.PRIMUS, Side.SECONDUS]
    assert game.state.phase in ("F", "end")


def test_pax_romana_goes_straight_to_phase_f() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "constantin", "zone": "galliae_2", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": "cornuti", "zone": "galliae_2"}], start_year=325,
        control={"thracia": "SECONDUS"}, peoples=quiet_peoples(325))
    game = new_game(bundle)
    assert game.is_over  # one turn, no decision: no people at war, no Secundus Augustus
    st = game.state
    assert st.pax_romana
    assert st.vp_sources[Side.PRIMUS]["Pax Romana"] == 2
    assert st.vp_sources[Side.SECONDUS]["Pax Romana"] == 1
    assert not any(e.phase == "E" for e in game.log)


def test_death_of_the_only_augustus_breaks_the_pax_romana() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "caesar"}],
        units=[{"unit": "scutarii_1", "zone": "pontica_1"}], start_year=320,
        peoples=quiet_peoples(320))
    game = new_game(bundle)  # Galère dies for certain in 320 (Death column)
    st = game.state
    assert st.leaders["galere"].status == "dead"
    assert st.leaders["licinius"].title is Title.PRIMUS_AUGUSTUS
    assert not st.pax_romana
    assert any(e.message is MessageId.PAX_ROMANA_BROKEN for e in game.log)
    assert sum(1 for d in game.dice if d.purpose.id is MessageId.ROLL_DEATH_TEST) <= 1


def test_death_table_example_constantin_336_and_337() -> None:
    constantin = custom_bundle(leaders=[{"leader": "constantin", "zone": "galliae_2",
                                         "side": "PRIMUS", "title": "primus_augustus"}],
                               units=[]).roster.leader("constantin")
    assert death_threshold(constantin, 336) == 6
    assert death_threshold(constantin, 337) == 7
    assert death_threshold(constantin, 330) == 0
    assert death_threshold(constantin, 340) == 10
    survives = new_game(_constantin_and_picts(start_year=336), dice=(1, *EVENT_12, 6))
    assert survives.state.leaders["constantin"].status == "map"
    dies = new_game(_constantin_and_picts(start_year=337), dice=(1, *EVENT_12, 6))
    assert dies.state.leaders["constantin"].status == "dead"


def test_constantinople_started_in_321_is_built_in_327() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "constantin", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "talorc", "zone": "picts_2"}],
        units=[{"unit": "picts_caledonii", "zone": "picts_2"}],
        peoples=quiet_peoples(321, ("picts",)), start_year=321, end_year=327)
    game = new_game(bundle)
    assert game.decision is not None and game.decision.kind == "constantinople"
    game.apply(Confirm(True))
    assert game.state.constantinopolis_due == 327
    assert game.state.turn_track[327] == ["constantinopolis"]
    answer_until(game, None)
    st = game.state
    assert st.constantinopolis_built
    assert st.vp_sources[Side.PRIMUS]["Constantinopolis built"] == 10
    built = [e for e in game.log if game.text(e).startswith("Constantinopolis is built")]
    assert [e.year for e in built] == [327]
    assert "thracia_3" in game.engine.board.capital_zones(True)


def test_constantinople_interrupted_by_the_secundus_augustus() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "constantin", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "thracia_2", "side": "SECONDUS",
                  "title": "secundus_augustus"}],
        units=[{"unit": "pc_thracia_1", "zone": "thracia_2"}],
        control={"thracia": "PRIMUS"}, start_year=321, end_year=322)
    game = new_game(bundle)
    game.apply(Confirm(True))
    answer_until(game, "movement")
    st = game.state
    st.pending = Pending(DecisionKind.MOVEMENT, Side.SECONDUS, "E.1", Movement())
    st.phasing = Side.SECONDUS
    game.invalidate()
    game.apply(Move("licinius", ("pc_thracia_1",), ("thracia_3",)))
    assert st.constantinopolis_due is None
    assert any(e.message is MessageId.CONSTANTINOPLE_INTERRUPTED for e in game.log)


def test_secundus_augustus_succeeds_when_the_primus_has_no_heir() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "constantin", "zone": "galliae_2", "side": "SECONDUS",
                  "title": "secundus_augustus"},
                 {"leader": "talorc", "zone": "picts_2"}],
        units=[{"unit": "picts_caledonii", "zone": "picts_2"}],
        peoples=quiet_peoples(320, ("picts",)), start_year=320)
    game = new_game(bundle)  # Galère's certain death in 320
    st = game.state
    assert st.leaders["constantin"].title is Title.PRIMUS_AUGUSTUS
    assert st.pending_role_change
    seats_before = dict(st.seats)
    answer_until(game, None)
    assert game.state.seats == {Side.PRIMUS: seats_before[Side.SECONDUS],
                                Side.SECONDUS: seats_before[Side.PRIMUS]}
    assert game.state.leaders["constantin"].side is Side.PRIMUS
    assert game.state.leaders["galere"].status == "dead"


def test_two_caesars_the_higher_cc_becomes_primus_augustus() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "caesar"},
                 {"leader": "maxence", "zone": "italia_1", "side": "PRIMUS", "title": "caesar"},
                 {"leader": "talorc", "zone": "picts_2"}],
        units=[{"unit": "picts_caledonii", "zone": "picts_2"}],
        peoples=quiet_peoples(320, ("picts",)), start_year=320)
    game = new_game(bundle)
    while game.decision is not None and game.decision.kind == "nominate":  # 3.5.1
        game.apply(Confirm(False))
    st = game.state
    assert st.leaders["licinius"].title is Title.PRIMUS_AUGUSTUS  # CC 5 against 4
    assert st.leaders["maxence"].title is Title.AUGUSTUS


def test_crispus_enters_with_his_father() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "constantin", "zone": "italia_1", "side": "SECONDUS",
                  "title": "secundus_augustus"},
                 {"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[], start_year=317)
    scenario = bundle.scenario.model_copy(update={"arrivals": [
        a for a in bundle.scenario.arrivals if a.leader != "crispus"]})
    bundle = type(bundle)(bundle.path, scenario, bundle.game_map, bundle.roster)
    crispus = new_game(bundle).state.leaders["crispus"]
    assert crispus.status == "map"
    assert crispus.zone == "italia_1" and crispus.side is Side.SECONDUS


def test_final_result_levels_of_10_3() -> None:
    from sv_model.engine.state import GameState

    st = GameState(year=363, start_year=305, end_year=363)
    for p, s, winner, level in ((30, 30, None, "draw"), (31, 30, Side.PRIMUS, "victory"),
                                (61, 30, Side.PRIMUS, "decisive"),
                                (60, 30, Side.PRIMUS, "victory"),
                                (20, 101, Side.SECONDUS, "definitive"),
                                (20, 100, Side.SECONDUS, "decisive")):
        st.vp = {Side.PRIMUS: p, Side.SECONDUS: s}
        result = final_result(st)
        assert (result.winner, result.level) == (winner, level)
