"""Usurpation and civil war (3.6.1 to 3.6.5, 8.5.2, 5)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import answer_until, custom_bundle, movement_game, new_game
from rules_invariants import stacking_problems
from rules_support import ask, give, window

from sv_model.engine import (
    ChooseDiocese,
    ChooseLeader,
    Confirm,
    EndMovement,
    Game,
    Move,
    PlayStratagem,
)
from sv_model.engine.causes import DeathCause, UsurpationKind
from sv_model.engine.decisions import Movement
from sv_model.errors import IllegalActionError
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.titles import title_limits_problems
from sv_model.games.semper_victor.usurpation import usurpation_targets
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side, Title

P, S = Side.PRIMUS, Side.SECONDUS


def _pl(leader: str, zone: str, side: str, title: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"leader": leader, "zone": zone, "side": side}
    if title:
        out["title"] = title
    return out


def _un(unit: str, zone: str) -> dict[str, Any]:
    return {"unit": unit, "zone": zone}


def _pannonia() -> ScenarioBundle:
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinius", "pannoniae_1", "PRIMUS"), _pl("maximien", "pannoniae_1", "PRIMUS"),
                 _pl("alexander", "pannoniae_3", "PRIMUS"),
                 _pl("severe", "pannoniae_4", "PRIMUS", "caesar"),
                 _pl("diocletien", "moesiae_1", "PRIMUS"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[_un("pannoniciani", "pannoniae_1"), _un("moesiaci", "pannoniae_3"),
               _un("ri_pannoniae", "pannoniae_4"), _un("ioviani", "moesiae_1")],
        control={"italia": "SECONDUS"}, start_year=310)


def _usurp_licinius() -> Game:
    game = new_game(_pannonia())
    give(game, S, "usurpation_primus")
    window(game, S, "C")
    game.state.forced_dice = [4, 5, 1, 6]  # validation, B/ Alexander, C/ d10, B/ Dioclétien
    game.apply(PlayStratagem("usurpation_primus"))
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_target"
    assert ChooseLeader("licinius") in decision.options
    assert ChooseLeader("severe") not in decision.options  # a Caesar: not with this counter
    game.apply(ChooseLeader("licinius"))
    return game


def test_a_usurpation_stratagem_runs_the_civil_war_a_to_c() -> None:
    game = _usurp_licinius()
    st = game.state
    licinius = st.leaders["licinius"]
    assert (licinius.title, licinius.side) == (Title.USURPER, S)
    assert st.leaders["maximien"].civil_war and st.leaders["maximien"].side is S  # A/
    assert st.units["pannoniciani"].side is S
    assert st.leaders["alexander"].side is S and st.units["moesiaci"].side is S  # B/
    assert st.leaders["severe"].side is P and st.units["ri_pannoniae"].side is P  # a Caesar
    decision = game.decision
    assert decision is not None and decision.kind == "civil_war_extend"
    assert set(decision.options) == {ChooseDiocese("italia"), ChooseDiocese("moesiae")}
    game.apply(ChooseDiocese("moesiae"))  # d10 1 < PC 4, then Dioclétien rolls 6 >= 6
    assert st.leaders["diocletien"].side is S and st.units["ioviani"].side is S
    assert st.stats["usurpations"] == 1 and st.stats["civil_wars"] == 1
    assert "usurpation_primus" in st.cup


def test_a_failed_validation_changes_nothing() -> None:
    game = new_game(_pannonia())
    give(game, S, "usurpation_primus")
    window(game, S, "C")
    game.state.forced_dice = [5]  # above Licinius's PC 4
    game.apply(PlayStratagem("usurpation_primus"))
    game.apply(ChooseLeader("licinius"))
    st = game.state
    assert st.leaders["licinius"].title is None and st.leaders["licinius"].side is P
    assert st.stats.get("usurpations", 0) == 0 and st.stats["usurpation_attempts"] == 1


def test_validation_needs_a_leader_not_outranked_in_his_zone() -> None:
    game = new_game(_pannonia())
    st, eng = game.state, game.engine
    st.leaders["alexander"].zone = "pannoniae_4"  # with the Caesar Sévère
    st.moved(st.leaders["alexander"])  # as every writer of a piece's place does
    targets = usurpation_targets(eng, st, S, UsurpationKind.PLAIN)
    assert "alexander" not in targets and "licinius" in targets
    assert usurpation_targets(eng, st, S, UsurpationKind.CAESAR) == []  # PRIMUS has one Caesar only
    st.leaders["alexander"].title = Title.CAESAR  # two Caesars side by side: both may
    assert usurpation_targets(eng, st, S, UsurpationKind.CAESAR) == ["alexander", "severe"]
    st.leaders["galere"].zone = "pannoniae_4"  # an Augustus outranks them
    st.moved(st.leaders["galere"])
    assert usurpation_targets(eng, st, S, UsurpationKind.CAESAR) == []


def test_note_2_rebels_never_stack_with_loyal_leaders_of_their_side() -> None:
    game = _usurp_licinius()
    game.apply(ChooseDiocese("italia"))
    st = game.state
    st.leaders["maxence"].zone = "pannoniae_6"  # the loyal Secundus Augustus nearby
    game.invalidate()
    game = movement_game_from(game, S)
    with pytest.raises(IllegalActionError, match=r"3\.6\.3 note 2"):
        game.apply(Move("maxence", (), ("pannoniae_1",)))
    assert Move("maxence", (), ("pannoniae_1",)) not in game.legal_actions()
    assert "pannoniae_1" not in game.reachable("maxence", ())
    game.apply(Move("maxence", (), ("pannoniae_1", "moesiae_2")))  # passing through is fine
    assert st.leaders["maxence"].zone == "moesiae_2"


def movement_game_from(game: Game, side: Side) -> Game:
    """Turn the current point of ``game`` into an E.1 movement decision of ``side``."""
    st = game.state
    st.phasing = side
    st.mcs.moved.clear()
    st.active_event = None
    st.pinned_zones = ()
    ask(game, side, "E.1", Movement())
    return game


def _rebel_bundle() -> ScenarioBundle:
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinius", "pannoniae_1", "SECONDUS", "usurper"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[_un("pannoniciani", "pannoniae_1"), _un("moesiaci", "pannoniae_3")],
        control={"italia": "SECONDUS"}, start_year=310)


@pytest.mark.parametrize(("die", "rallied"), [(3, True), (6, False)])
def test_d_rally_of_leaderless_enemy_units(die: int, rallied: bool) -> None:
    game = movement_game(_rebel_bundle(), S)
    st = game.state
    assert st.units["moesiaci"].side is P
    game.apply(Move("licinius", ("pannoniciani",), ("pannoniae_3",)))
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("rally", S)
    st.forced_dice = [die]
    game.apply(Confirm(True))
    assert (st.units["moesiaci"].side is S) is rallied
    assert game.decision is not None and game.decision.kind == "movement"


def _battle_bundle() -> ScenarioBundle:
    return custom_bundle(
        leaders=[_pl("galere", "pannoniae_3", "PRIMUS", "primus_augustus"),
                 _pl("licinius", "pannoniae_1", "SECONDUS", "usurper"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus"),
                 _pl("constantin", "galliae_2", "SECONDUS", "augustus"),
                 _pl("severe", "pontica_1", "PRIMUS", "caesar")],
        units=[_un("pannoniciani", "pannoniae_1"), _un("ioviani", "pannoniae_1"),
               _un("hercules", "pannoniae_1"), _un("batavi", "pannoniae_1"),
               _un("moesiaci", "pannoniae_3")],
        control={"italia": "SECONDUS", "galliae": "SECONDUS", "viennensis": "SECONDUS"},
        start_year=310)


def test_a_usurper_who_beats_the_last_primus_augustus_takes_his_place() -> None:
    game = movement_game(_battle_bundle(), S)
    st = game.state
    game.apply(Move("licinius", ("pannoniciani", "ioviani", "hercules", "batavi"),
                    ("pannoniae_3",)))
    game.apply(EndMovement())
    decision = game.decision
    assert decision is not None and decision.kind == "evasion"
    st.forced_dice = [6]
    game.apply(Confirm(False))  # Galère stands and fights: the die is a 6
    assert st.leaders["galere"].status == "dead"
    licinius = st.leaders["licinius"]
    assert licinius.title is Title.PRIMUS_AUGUSTUS and licinius.side is S
    assert st.pending_role_change and st.stats["usurpation_successes"] == 1
    assert st.leaders["severe"].title is Title.CAESAR  # no succession for PRIMUS
    assert title_limits_problems(game.engine, st, capitals=False) == []
    answer_until(game, None)  # phase F: the change of roles
    st = game.state
    assert st.leaders["licinius"].side is P
    assert st.leaders["licinius"].title is Title.PRIMUS_AUGUSTUS
    assert st.leaders["constantin"].title is Title.AUGUSTUS  # three Augusti: the junior
    assert st.leaders["maxence"].side is P and st.leaders["maxence"].title is Title.CAESAR
    assert title_limits_problems(game.engine, st, capitals=True) == []
    assert st.leaders["severe"].side is S
    assert st.leaders["severe"].title is Title.SECONDUS_AUGUSTUS  # the old PRIMUS's Caesar
    assert st.stats["role_changes"] == 1


def test_the_usurpation_fails_when_the_usurper_dies() -> None:
    game = _usurp_licinius()
    game.apply(ChooseDiocese("italia"))
    st = game.state
    assert st.leaders["maximien"].side is S
    leader_dies(game.engine, st, "licinius", DeathCause.ASSASSINATED, killer=P)
    assert st.leaders["maximien"].side is P and not st.leaders["maximien"].civil_war
    assert st.leaders["alexander"].side is P and st.units["moesiaci"].side is P
    assert st.stats["usurpation_failures"] == 1


def test_worked_example_of_3_6_5_double_usurpation() -> None:
    bundle = custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("constantin", "galliae_2", "SECONDUS", "secundus_augustus"),
                 _pl("alexander", "hispaniae_1", "SECONDUS"),
                 _pl("maxence", "italia_5", "SECONDUS"),
                 _pl("maximien", "viennensis_2", "SECONDUS")],
        units=[], control={d: "SECONDUS" for d in ("hispaniae", "italia", "viennensis",
                                                   "galliae")}, start_year=310)
    game = new_game(bundle)
    st, eng = game.state, game.engine
    give(game, P, "usurpation_secondus")
    window(game, P, "C")
    st.forced_dice = [1, 0, 2]  # validation, C/ d10, Maximien's loyalty (2 < PC 3)
    game.apply(PlayStratagem("usurpation_secondus"))
    game.apply(ChooseLeader("alexander"))
    decision = game.decision
    assert decision is not None and decision.options == (ChooseDiocese("viennensis"),)
    game.apply(ChooseDiocese("viennensis"))
    assert st.leaders["maximien"].side is S  # stayed loyal
    targets = usurpation_targets(eng, st, P, UsurpationKind.PLAIN)
    assert "maxence" in targets and "maximien" not in targets  # not next to Hispaniae
    give(game, P, "usurpation_secondus")  # drawn again (one counter of each kind)
    window(game, P, "C")
    st.forced_dice = [3]
    game.apply(PlayStratagem("usurpation_secondus"))
    game.apply(ChooseLeader("maxence"))
    decision = game.decision
    assert decision is not None and decision.kind == "civil_war_extend"
    assert set(decision.options) == {ChooseDiocese("galliae"), ChooseDiocese("pannoniae")}
    assert usurpation_targets(eng, st, P, UsurpationKind.PLAIN) == []  # two Usurpers at most


def test_double_success_the_higher_pc_is_crowned_and_the_player_breaks_ties() -> None:
    bundle = custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinius", "pannoniae_1", "SECONDUS", "usurper"),
                 _pl("maxence", "italia_5", "SECONDUS", "usurper"),
                 _pl("constantin", "galliae_2", "SECONDUS", "secundus_augustus")],
        units=[], control={"italia": "SECONDUS", "galliae": "SECONDUS"}, start_year=310)
    game = new_game(bundle)
    st = game.state
    leader_dies(game.engine, st, "galere", DeathCause.ASSASSINATED, killer=S)
    game.invalidate()
    decision = game.decision
    assert decision is not None and decision.kind == "usurper_choice"  # PC 4 and 4
    game.apply(ChooseLeader("maxence"))
    assert st.leaders["maxence"].title is Title.PRIMUS_AUGUSTUS
    assert st.leaders["licinius"].title is None  # back in the ranks
    assert [x.id for x in st.leaders.values() if x.title is Title.PRIMUS_AUGUSTUS] == ["maxence"]


def test_a_succession_usurper_pulls_his_zone_along_after_the_loyalty_tests() -> None:
    bundle = custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("constance_chlore", "galliae_2", "SECONDUS", "secundus_augustus"),
                 _pl("maxence", "italia_1", "SECONDUS"), _pl("maximien", "italia_1",
                                                             "SECONDUS")],
        units=[_un("ioviani", "italia_1")], control={"italia": "SECONDUS"}, start_year=310)
    game = new_game(bundle, dice=(1, 6, 6))  # initiative, event 12; Constance dies in 310
    answer_until(game, "succession_choice")
    st = game.state
    st.forced_dice = [6]  # Maximien fails the 3.5.2 test...
    game.apply(ChooseLeader("maxence"))
    maximien = st.leaders["maximien"]
    assert maximien.side is S and maximien.civil_war  # ...but A/ takes him back
    assert st.units["ioviani"].side is S
    assert st.stats["civil_wars"] == 1


def test_3_3_1_the_dux_is_not_tested_for_loyalty_in_b() -> None:
    """3.3.1: a Dux changes side only by joining a Usurper in person or by his
    redeployment; he takes no B/ loyalty test (rules version 2; docs/rules-decisions.md)."""
    base = _pannonia()
    data = base.scenario.model_dump(mode="json")
    data["leaders"] = [x for x in data["leaders"] if x["leader"] != "dux_sirmium"] + [
        _pl("dux_sirmium", "pannoniae_2", "PRIMUS")]
    data["units"] = [*data["units"], _un("pc_pannoniae_1", "pannoniae_2")]
    from sv_model.schemas.scenario import Scenario

    bundle = ScenarioBundle(base.path, Scenario.model_validate(data), base.game_map,
                            base.roster)
    game = new_game(bundle)
    give(game, S, "usurpation_primus")
    window(game, S, "C")
    st = game.state
    st.forced_dice = [4, 5, 1, 6]  # validation, B/ Alexander, C/ d10, B/ Dioclétien
    game.apply(PlayStratagem("usurpation_primus"))
    game.apply(ChooseLeader("licinius"))
    assert st.leaders["dux_sirmium"].side is P and not st.leaders["dux_sirmium"].civil_war
    assert st.units["pc_pannoniae_1"].side is P  # his zone stays loyal with him
    assert st.leaders["alexander"].side is S  # the die of 5 went to Alexander, not the Dux


def test_3_5_2_case_4_roles_follow_the_title_held_in_f_after_the_new_primus_dies() -> None:
    """3.5.2 case 4/, 3.6.4, 5: a Usurper crowned Primus Augustus waits on the SECONDUS
    side for phase F. If he dies first, PRIMUS's own heir takes the title and the
    roles do not change in F: the change follows who holds the title then."""
    game = movement_game(_battle_bundle(), S)
    st = game.state
    game.apply(Move("licinius", ("pannoniciani", "ioviani", "hercules", "batavi"),
                    ("pannoniae_3",)))
    game.apply(EndMovement())
    st.forced_dice = [6]
    game.apply(Confirm(False))
    assert st.leaders["licinius"].title is Title.PRIMUS_AUGUSTUS and st.pending_role_change
    leader_dies(game.engine, st, "licinius", DeathCause.ASSASSINATED, killer=P)
    answer_until(game, None)  # the succession (3.5.2 case 3/: Sévère), then phase F
    st = game.state
    assert st.stats.get("role_changes", 0) == 0
    assert st.leaders["severe"].side is P
    assert st.leaders["severe"].title is Title.PRIMUS_AUGUSTUS
    assert st.leaders["maxence"].side is S
    assert st.leaders["maxence"].title is Title.SECONDUS_AUGUSTUS
    assert title_limits_problems(game.engine, st, capitals=True) == []


def test_under_rules_version_2_the_roles_still_changed() -> None:
    """Saves played under rules version 2 replay as they were played (version.py)."""
    game = movement_game(_battle_bundle(), S)
    game.engine.rules_version = 2
    st = game.state
    game.apply(Move("licinius", ("pannoniciani", "ioviani", "hercules", "batavi"),
                    ("pannoniae_3",)))
    game.apply(EndMovement())
    st.forced_dice = [6]
    game.apply(Confirm(False))
    leader_dies(game.engine, st, "licinius", DeathCause.ASSASSINATED, killer=P)
    answer_until(game, None)
    assert game.state.stats["role_changes"] == 1


@pytest.mark.parametrize(("version", "joins"), [(3, False), (2, True)])
def test_3_6_3_b_a_zone_with_a_loyal_leader_of_the_usurpers_side_stays_loyal(
        version: int, joins: bool) -> None:
    """3.6.3 B/ and Note 2: Alexander (PRIMUS) shares Pannonia III with Constantin, a
    loyal leader of SECONDUS. Were he to join the SECONDUS Usurper he would stand,
    a rebel, with a loyal leader of his new side; from rules version 3 that zone
    takes no loyalty test and stays loyal."""
    base = _pannonia()
    data = base.scenario.model_dump(mode="json")
    data["leaders"] = [*data["leaders"], _pl("constantin", "pannoniae_3", "SECONDUS")]
    data["units"] = [*data["units"], _un("cornuti", "pannoniae_3")]
    from sv_model.schemas.scenario import Scenario

    bundle = ScenarioBundle(base.path, Scenario.model_validate(data), base.game_map,
                            base.roster)
    game = new_game(bundle)
    game.engine.rules_version = version
    give(game, S, "usurpation_primus")
    window(game, S, "C")
    st = game.state
    st.units["cornuti"].side = S
    st.forced_dice = [4, 5, 1, 6, 6]  # validation, then B/ tests and the C/ d10
    game.apply(PlayStratagem("usurpation_primus"))
    game.apply(ChooseLeader("licinius"))
    assert st.leaders["licinius"].title is Title.USURPER
    assert (st.leaders["alexander"].side is S) is joins
    assert st.leaders["constantin"].side is S and not st.leaders["constantin"].civil_war
    assert (stacking_problems(game) == []) is not joins


def test_note_2_holds_in_the_ai_playouts_listing_of_a_few_groups() -> None:
    """3.6.3 Note 2 where the AI's playouts list moves (``land_moves``, a few groups
    only): the loyal Augustus may not end a move on the rebel's zone there either."""
    from sv_model.games.semper_victor.movement import land_moves
    from sv_model.games.semper_victor.movement_query import movable_groups

    game = _usurp_licinius()
    game.apply(ChooseDiocese("italia"))
    st = game.state
    st.leaders["maxence"].zone = "pannoniae_6"
    game.invalidate()
    game = movement_game_from(game, S)
    groups = [g for g in movable_groups(game.engine, st, S) if g.leader == "maxence"]
    assert len(groups) == 1
    (moves,) = land_moves(game.engine, st, S, groups)
    ends = {m.path[-1] for m in moves}
    assert "pannoniae_1" not in ends and "moesiae_2" in ends
