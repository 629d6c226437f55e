"""Combat (8): the battle report, results, losses, evasion, retreat, leaders' deaths."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import custom_bundle, movement_game, real_bundle

from sv_model.engine import ChooseUnit, ChooseZone, Confirm, EndMovement, Evade, Game, Move
from sv_model.engine.core import run
from sv_model.engine.decisions import LossAllocation
from sv_model.engine.state import BattleReport, BattleState
from sv_model.errors import IllegalActionError
from sv_model.games.semper_victor.combat import _apply_results
from sv_model.games.semper_victor.combat_math import force_quality, prepare_report
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import ModifierFScope, RRReading, RulesetOptions, Side
from sv_model.tables import odds_column, rr_rows, shift_column

ARMY = ("pannoniciani", "moesiaci", "scutarii_1", "lanciarii")


def _battle(defender_title: str | None = None, attacker_title: str = "primus_augustus",
            defender_units: tuple[str, ...] = ("ioviani",)) -> ScenarioBundle:
    maxence: dict[str, Any] = {"leader": "maxence", "zone": "pannoniae_4",
                                  "side": "SECONDUS"}
    if defender_title:
        maxence["title"] = defender_title
    leaders = [{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS",
                "title": attacker_title}, maxence]
    if attacker_title != "primus_augustus":
        leaders.append({"leader": "licinius", "zone": "pontica_1", "side": "PRIMUS",
                        "title": "primus_augustus"})
    return custom_bundle(
        leaders=leaders,
        units=[{"unit": u, "zone": "pannoniae_1"} for u in ARMY]
        + [{"unit": u, "zone": "pannoniae_4"} for u in defender_units],
        control={"italia": "SECONDUS"})


def _attack(game: Game, units: tuple[str, ...] = ARMY) -> None:
    game.apply(Move("galere", tuple(sorted(units)), ("pannoniae_4",)))
    game.apply(EndMovement())


def test_average_quality_worked_example_of_8_6_1() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "galliae_2", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": u, "zone": "galliae_2"}
               for u in ("ri_galliae", "cornuti", "gentiles_seniores")])
    game = movement_game(bundle, Side.PRIMUS)
    assert force_quality(game.engine, game.state,
                         ["ri_galliae", "cornuti", "gentiles_seniores"]) == 2


def test_battle_report_and_an_e_result_that_kills_the_leader() -> None:
    game = movement_game(_battle(), Side.PRIMUS)
    st = game.state
    st.units["ioviani"].weakened = True
    game.invalidate()
    _attack(game)
    decision = game.decision
    assert decision is not None and decision.kind == "evasion"
    assert decision.player is Side.SECONDUS
    st.forced_dice = [6]
    game.apply(Confirm(False))
    r = st.last_battle
    assert r is not None and r.zone == "pannoniae_4"
    board = game.engine.board
    assert r.attacker_sp == sum(board.face(u, False).sp for u in ARMY)
    assert r.defender_sp == board.face("ioviani", True).sp
    assert r.base_column == odds_column(r.attacker_sp, r.defender_sp)
    shift = sum(m.value for m in r.shifts)
    assert r.column == shift_column(r.base_column, shift)
    assert r.die == 6
    assert r.row == min(9, 6 + sum(m.value for m in r.modifiers))
    assert r.result[1] == "E" and r.winner is Side.PRIMUS
    assert st.units["ioviani"].status == "eliminated"
    assert st.leaders["maxence"].status == "dead"
    assert st.vp_sources[Side.PRIMUS]["enemy leader killed"] == 1
    big = r.attacker_sp + r.defender_sp >= 35
    assert st.vp_sources[Side.PRIMUS].get("battle won (35 SP or more)", 0) == int(big)
    assert any(game.text(d) == "8.3 battle at Savia" for d in game.dice)


def _fraction_battle(game: Game, result: tuple[str, str], attackers: list[str],
                     defenders: list[str]) -> BattleState:
    st = game.state
    eng = game.engine
    for u in attackers:
        st.units[u].zone, st.units[u].side, st.units[u].status = "moesiae_1", Side.PRIMUS, "map"
    for u in defenders:
        st.units[u].zone, st.units[u].side, st.units[u].status = "moesiae_1", Side.SECONDUS, "map"
    report = prepare_report(eng, st, "moesiae_1", Side.PRIMUS)
    report.result = result
    report.winner = Side.PRIMUS
    battle = BattleState("moesiae_1", Side.PRIMUS, Side.SECONDUS, "roll", report,
                         loser=Side.SECONDUS)
    st.battle = battle
    st.pending = None
    _apply_results(eng, st, battle)
    run(eng, st)
    game.invalidate()
    return battle


def test_8_4_2_example_half_of_nine_is_four() -> None:
    game = movement_game(_battle(), Side.PRIMUS)
    st = game.state
    roman = [u for u in sorted(st.units) if game.engine.board.is_roman_unit(u)]
    attackers, defenders = roman[:6], roman[6:15]
    st.units[defenders[0]].weakened = True
    _fraction_battle(game, ("1/2", "A"), attackers, defenders)
    for _ in range(4):
        decision = game.decision
        assert decision is not None and decision.kind == "allocate_losses"
        assert decision.player is Side.PRIMUS
        assert set(decision.options) == {ChooseUnit(u) for u in attackers
                                         if not st.units[u].weakened}
        game.apply(decision.options[0])
    assert sum(st.units[u].weakened for u in attackers) == 4
    assert st.units[defenders[0]].status == "eliminated"
    assert all(st.units[u].weakened for u in defenders[1:])


def test_8_4_2_note_two_units_against_four_weaken_only_two() -> None:
    game = movement_game(_battle(), Side.PRIMUS)
    st = game.state
    roman = [u for u in sorted(st.units) if game.engine.board.is_roman_unit(u)]
    attackers, defenders = roman[:2], roman[2:6]
    for u in defenders:
        st.units[u].weakened = True
    _fraction_battle(game, ("3/4", "A"), attackers, defenders)
    assert all(st.units[u].weakened for u in attackers)  # no question: every unit is hit
    assert all(st.units[u].status == "eliminated" for u in defenders)


def test_evasion_success_moves_the_defender_away() -> None:
    game = movement_game(_battle(defender_units=("ioviani", "heruli")), Side.PRIMUS)
    st = game.state
    _attack(game)
    st.forced_dice = [1]  # below Maxence's SR
    game.apply(Confirm(True))
    decision = game.decision
    assert decision is not None and decision.kind == "evasion_move"
    zones = {a.zone for a in decision.options if isinstance(a, Evade)}
    assert "pannoniae_1" not in zones  # the attackers came from there (8.2)
    with pytest.raises(IllegalActionError, match=r"8\.2"):
        game.apply(Evade("pannoniae_1", ("ioviani",)))
    target = sorted(zones)[0]
    game.apply(Evade(target, ("heruli", "ioviani")))
    assert st.leaders["maxence"].zone == target
    assert st.units["ioviani"].zone == target
    assert st.stats["battles"] == 1 and st.last_battle is not None
    assert st.last_battle.die is None  # no battle was fought


def test_failed_evasion_leads_to_battle_and_retreat_avoids_the_attackers_zone() -> None:
    game = movement_game(_battle(defender_units=("ioviani", "heruli", "batavi")), Side.PRIMUS)
    st = game.state
    _attack(game, ARMY[:2])
    st.forced_dice = [6, 6]  # evasion fails; the battle die is a 6
    game.apply(Confirm(True))
    assert st.battle is not None
    r = st.battle.report
    assert r.die == 6 and r.result == ("1/2", "A") and r.winner is Side.PRIMUS
    assert set(r.weakened_units) == {"ioviani", "heruli", "batavi"}
    decision = game.decision  # half of the 3 defenders hit, rounded down: 1 loss
    assert decision is not None and decision.kind == "allocate_losses"
    assert decision.payload == LossAllocation(decision.player)
    assert game.text(decision.prompt).startswith("Choose a unit to weaken (1 to go")
    game.apply(ChooseUnit("moesiaci"))
    decision = game.decision
    assert decision is not None and decision.kind == "retreat"
    assert decision.player is Side.SECONDUS
    zones = {a.zone for a in decision.options if isinstance(a, ChooseZone)}
    assert zones and "pannoniae_1" not in zones
    with pytest.raises(IllegalActionError):
        game.apply(ChooseZone("pannoniae_1"))
    target = sorted(zones)[0]
    game.apply(ChooseZone(target))
    assert st.leaders["maxence"].zone == target
    assert {st.units[u].zone for u in ("ioviani", "heruli", "batavi")} == {target}
    assert st.units["moesiaci"].weakened and not st.units["pannoniciani"].weakened
    assert st.last_battle is r and r.retreat_to == target


def test_usurpation_battle_kills_the_beaten_usurper() -> None:
    game = movement_game(_battle(defender_title="usurper", attacker_title="caesar"),
                         Side.PRIMUS)
    st = game.state
    st.units["ioviani"].weakened = True
    game.invalidate()
    _attack(game, ARMY[:1])
    st.forced_dice = [6]
    game.apply(Confirm(False))
    r = st.last_battle if st.battle is None else st.battle.report
    assert r is not None and r.winner is Side.PRIMUS
    assert st.leaders["maxence"].status == "dead"
    assert any(game.text(e).endswith(("(beaten in a usurpation battle)", "(E result)"))
               for e in game.log)
    assert st.leaders["galere"].status == "map"


def _strait_battle(scope: ModifierFScope, defender_title: str | None) -> BattleReport:
    licinius: dict[str, Any] = {"leader": "licinius", "zone": "thracia_3",
                                   "side": "SECONDUS"}
    if defender_title:
        licinius["title"] = defender_title
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "asia_2", "side": "PRIMUS",
                  "title": "primus_augustus"}, licinius],
        units=[{"unit": "scutarii_1", "zone": "asia_2"},
               {"unit": "pc_thracia_1", "zone": "thracia_3"}],
        control={"thracia": "SECONDUS"})
    game = movement_game(bundle, Side.PRIMUS, options=RulesetOptions(modifier_f_scope=scope))
    game.apply(Move("galere", ("scutarii_1",), ("thracia_3",)))  # across the Hellespont
    return prepare_report(game.engine, game.state, "thracia_3", Side.PRIMUS)


@pytest.mark.parametrize(("scope", "title", "expected"), [
    (ModifierFScope.ROMAN_ONLY, "secundus_augustus", True),
    (ModifierFScope.ROMAN_ONLY, None, False),
    (ModifierFScope.ALL_BATTLES, None, True),
])
def test_modifier_f_scope_option(scope: ModifierFScope, title: str | None,
                                 expected: bool) -> None:
    report = _strait_battle(scope, title)
    labels = [m.label for m in report.modifiers]
    assert any(label.startswith("f)") for label in labels) is expected


@pytest.mark.parametrize("reading", list(RRReading))
def test_rr_reading_option(reading: RRReading) -> None:
    game = movement_game(_battle(defender_units=("ioviani", "heruli")), Side.PRIMUS,
                         options=RulesetOptions(rr_reading=reading))
    st = game.state
    game.apply(Move("galere", ("pannoniciani",), ("pannoniae_4",)))
    report = prepare_report(game.engine, st, "pannoniae_4", Side.PRIMUS)
    upper, _ = rr_rows(report.column)
    die = upper - sum(m.value for m in report.modifiers)
    assert 1 <= die <= 6, "the roster's ratings put the R/R rows out of a d6's reach"
    game.apply(EndMovement())
    st.forced_dice = [die]
    game.apply(Confirm(False))
    r = st.last_battle if st.battle is None else st.battle.report
    assert r is not None
    assert r.result == ("R", "R")
    if reading is RRReading.NO_WINNER:
        assert r.winner is None
        assert st.leaders["maxence"].zone == "pannoniae_4"
    else:
        assert r.winner is Side.SECONDUS  # the upper R/R row is a defender win


def _cornered(defender_units: tuple[str, ...] = ("ri_pannoniae",), sr_leader: str = "maxence"
              ) -> ScenarioBundle:
    """A SECONDUS leader with a ripensis in Savia (pannoniae_4), attacked from Pannoniae 1;
    the other Pannonian neighbours are held by PRIMUS units, so the ripensis, which may not
    leave its diocese (3.2.1), has nowhere to go, and only Italia 2 is open to a leader."""
    blockers = {"pannoniae_2": "mattiarii", "pannoniae_3": "victores",
                "pannoniae_5": "iovii", "pannoniae_6": "divitenses"}
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": sr_leader, "zone": "pannoniae_4", "side": "SECONDUS"}],
        units=[{"unit": u, "zone": "pannoniae_1"} for u in ARMY]
        + [{"unit": u, "zone": z} for z, u in blockers.items()]
        + [{"unit": u, "zone": "pannoniae_4"} for u in defender_units],
        control={"italia": "SECONDUS"})


def test_8_2_a_leader_evades_alone_when_his_units_cannot_follow() -> None:
    """8.2: each leader who evades takes the units his CC allows; units that may not go
    stay and fight. A zone none of the units may enter is still open to the leaders."""
    game = movement_game(_cornered(), Side.PRIMUS)
    st = game.state
    _attack(game)
    decision = game.decision
    assert decision is not None and decision.kind == "evasion"  # offered: Italia 2 is open
    st.forced_dice = [1, 6]  # evasion succeeds; then the battle die
    game.apply(Confirm(True))
    decision = game.decision
    assert decision is not None and decision.kind == "evasion_move"
    assert Evade("italia_2", ()) in decision.options
    game.apply(Evade("italia_2", ()))
    assert st.leaders["maxence"].zone == "italia_2" and st.leaders["maxence"].status != "dead"
    assert st.last_battle is not None and st.last_battle.die == 6  # the ripensis fought alone
    assert st.vp_sources[Side.PRIMUS].get("enemy leader killed", 0) == 0


def test_8_2_no_evasion_is_offered_when_the_best_sr_cannot_succeed() -> None:
    """8.2: the die must be below the best SR; with SR 1 no d6 roll can do it."""
    low = next(x for x in real_bundle().roster.leaders if x.sr <= 1 and x.nationality.value == "roman"
               and x.table is not None)
    game = movement_game(_cornered(("ioviani",), sr_leader=low.id), Side.PRIMUS)
    _attack(game)
    decision = game.decision
    assert decision is None or decision.kind != "evasion"


def test_8_2_games_saved_under_the_first_rules_still_play_them() -> None:
    """Rules version 1 offered the SR-1 evasion and no lone evasion: a game played under it
    (a saved game) keeps those rules so that it replays exactly."""
    low = next(x for x in real_bundle().roster.leaders if x.sr <= 1 and x.nationality.value == "roman"
               and x.table is not None)
    game = Game.new(_cornered(("ioviani",), sr_leader=low.id), 0, rules_version=1)
    assert game.engine.rules_version == 1
    moved = movement_game(_cornered(("ioviani",), sr_leader=low.id), Side.PRIMUS)
    moved.engine.rules_version = 1
    _attack(moved)
    assert moved.decision is not None and moved.decision.kind == "evasion"
