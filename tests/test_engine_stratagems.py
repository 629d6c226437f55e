"""Stratagems (6) - the cup and hands, the windows, each family of counters,
markers and their VP."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import answer_until, custom_bundle, movement_game, new_game, real_bundle
from rules_support import ask, check_conservation, give, window

from sv_model.engine import (
    ChooseDie,
    ChooseDiocese,
    ChooseLeader,
    ChooseNationality,
    ChooseStratagem,
    ChooseUnit,
    ChooseZone,
    Confirm,
    EndMovement,
    Game,
    Move,
    PlayStratagem,
)
from sv_model.engine.decisions import Movement, StratagemWindow, Window
from sv_model.engine.messages import MessageId, stratagem_ref
from sv_model.games.semper_victor.roles import change_roles
from sv_model.games.semper_victor.stratagems.deck import HAND_LIMIT, may_use, refresh_cup
from sv_model.games.semper_victor.stratagems.windows import playable
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side, Title

P, S = Side.PRIMUS, Side.SECONDUS
BASE_LEADERS = [{"leader": "licinius", "zone": "pontica_1", "side": "PRIMUS",
                 "title": "primus_augustus"},
                {"leader": "maxence", "zone": "italia_1", "side": "SECONDUS",
                 "title": "secundus_augustus"}]


def _bundle(leaders: list[dict[str, Any]] | None = None,
            units: list[dict[str, Any]] | None = None, year: int = 322,
            control: dict[str, str] | None = None, **kw: Any) -> ScenarioBundle:
    return custom_bundle(leaders=BASE_LEADERS + (leaders or []), units=units or [],
                         control=control or {"italia": "SECONDUS"}, start_year=year,
                         **kw)


# --- the cup and the hands (2.A, 6) ----------------------------------------------------------


def test_phase_a_each_player_draws_one_counter_in_secret() -> None:
    game = new_game(real_bundle(), seed=3)
    st = game.state
    assert len(st.hands[P]) == 1 and len(st.hands[S]) == 1
    assert "heresie" in st.deck.set_aside  # Constantin is alive
    assert len(st.cup) == 33 - 2 - 1
    secret = [e for e in game.log if e.message is MessageId.YOU_DRAW]
    assert {e.secret_for for e in secret} == {P, S}
    public = [e for e in game.log if e.message is MessageId.DRAWS_STRATAGEM]
    assert len(public) == 2 and all(e.secret_for is None for e in public)
    for e in secret:
        assert e.secret_for is not None
        drawn = st.hands[e.secret_for][0]
        assert e.as_message.arg("stratagem") == stratagem_ref(drawn)
        counter = next(s for s in real_bundle().roster.stratagems if s.id == drawn)
        assert game.text(e) == f"You draw {counter.name}"
    check_conservation(game)


def test_hand_limit_of_five_and_discard_in_phase_f() -> None:
    game = new_game(_bundle())
    give(game, P, "assassinat", "desertion", "abandon", "bagaudes", "fuite_opportune",
         "initiative")
    assert len(game.state.hands[P]) == HAND_LIMIT + 1
    answer_until(game, "discard_stratagem")
    decision = game.decision
    assert decision is not None and decision.player is P
    game.apply(ChooseStratagem("abandon"))
    st = game.state
    assert len(st.hands[P]) == HAND_LIMIT and "abandon" in st.cup
    discards = [e for e in game.log if e.message is MessageId.YOU_DISCARD]
    assert discards and all(e.secret_for is P for e in discards)  # reveals a hand
    check_conservation(game)


@pytest.mark.parametrize("follow_role", [True, False])
def test_role_bound_counters_after_a_change_of_roles(follow_role: bool) -> None:
    options = RulesetOptions(role_bound_stratagems_follow_role=follow_role)
    game = new_game(_bundle(), options=options)
    st, eng = game.state, game.engine
    give(game, S, "usurpation_primus")
    st.deck.drawn_role["usurpation_primus"] = S
    assert may_use(eng, st, S, "usurpation_primus")
    st.leaders["licinius"].title = Title.AUGUSTUS  # 3.5.2 case 4/: Maxence is crowned,
    st.leaders["maxence"].title = Title.PRIMUS_AUGUSTUS  # the roles change (5)
    change_roles(eng, st)  # the holder is PRIMUS now
    assert "usurpation_primus" in st.hands[P]
    assert may_use(eng, st, P, "usurpation_primus") is not follow_role
    game.invalidate()
    answer_until(game, None)
    assert ("usurpation_primus" in game.state.cup) is follow_role  # returned in phase F


def test_persecution_leaves_from_340_and_heresie_enters_after_constantins_death() -> None:
    game = new_game(real_bundle(), seed=1)
    st, eng = game.state, game.engine
    for hand in st.hands.values():  # make sure Persécution is in the cup
        if "persecution" in hand:
            hand.remove("persecution")
            st.cup.append("persecution")
    st.year = 340
    refresh_cup(eng, st)
    assert "persecution" in st.deck.out_of_game and "persecution" not in st.cup
    st.leaders["constantin"].died_year = 337
    st.year = 337
    refresh_cup(eng, st)
    assert "heresie" in st.deck.set_aside
    st.year = 338
    refresh_cup(eng, st)
    assert "heresie" in st.cup
    check_conservation(game)


def test_initiative_reverses_the_initiative_roll() -> None:
    game = new_game(_bundle())
    st = game.state
    loser = st.initiative.other
    give(game, loser, "initiative")
    window(game, loser, "B")
    game.apply(PlayStratagem("initiative"))
    assert st.initiative is loser
    assert "initiative" in st.cup


# --- battles -------------------------------------------------------------------------------


def _franks() -> ScenarioBundle:
    return _bundle(
        leaders=[{"leader": "constantin", "zone": "galliae_2", "side": "PRIMUS"}],
        units=[{"unit": "cornuti", "zone": "galliae_2"}, {"unit": "scutarii_3", "zone": "galliae_2"},
               {"unit": "franci_salii", "zone": "franci"}],
        peoples=[{"people": p, "pacified_until": 400} for p in ("persae", "alamanni",
                                                                 "visigothi")]
        + [{"people": "franci", "at_war": True}, {"people": "picts", "at_war": True}])


def _attack_franks(game: Game) -> None:
    game.apply(Move("constantin", ("cornuti", "scutarii_3"), ("franci",)))
    game.apply(EndMovement())


def test_roma_victor_sets_the_best_row_for_the_attacker() -> None:
    game = movement_game(_franks(), P)
    give(game, P, "roma_victor")
    _attack_franks(game)
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_window"
    assert decision.payload == StratagemWindow(Window.BATTLE_BEFORE)
    game.apply(PlayStratagem("roma_victor"))  # nothing else to play: the window closes
    report = game.state.last_battle
    assert report is not None and report.die is None and report.row == 9
    assert report.winner is P


def test_roma_victor_and_furor_germanicus_cancel_out() -> None:
    game = movement_game(_franks(), P)
    give(game, P, "roma_victor")
    give(game, S, "furor_germanicus")
    _attack_franks(game)
    game.apply(PlayStratagem("roma_victor"))
    decision = game.decision
    assert decision is not None and decision.player is S
    game.state.forced_dice = [3]
    game.apply(PlayStratagem("furor_germanicus"))
    battle = game.state.battle  # the Franks must now retreat
    assert battle is not None and battle.report.die == 3


def test_fuite_opportune_lets_the_defender_slip_away() -> None:
    game = movement_game(_franks(), P)
    give(game, S, "fuite_opportune")
    _attack_franks(game)
    decision = game.decision
    assert decision is not None and decision.player is S
    game.apply(PlayStratagem("fuite_opportune"))
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_target"
    zone = decision.options[0]
    assert isinstance(zone, ChooseZone)
    game.apply(zone)
    st = game.state
    assert st.units["franci_salii"].zone == zone.zone
    assert st.battle is None and st.last_battle is not None and st.last_battle.row is None


def _civil_battle() -> ScenarioBundle:
    return _bundle(
        leaders=[{"leader": "constantin", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "augustus"},
                 {"leader": "galere", "zone": "pannoniae_3", "side": "SECONDUS",
                  "title": "caesar"}],
        units=[{"unit": "pannoniciani", "zone": "pannoniae_1"},
               {"unit": "moesiaci", "zone": "pannoniae_3"}],
        control={"italia": "SECONDUS", "galliae": "SECONDUS"})


def test_in_hoc_signo_vinces_chooses_the_battle_die() -> None:
    game = movement_game(_civil_battle(), P)
    give(game, P, "in_hoc_signo_vinces")
    assert "sol_invictus" not in playable(game.engine, game.state, S, "battle_before")
    game.apply(Move("constantin", ("pannoniciani",), ("pannoniae_3",)))
    game.apply(EndMovement())
    if game.decision is not None and game.decision.kind == "evasion":
        game.apply(Confirm(False))
    game.apply(PlayStratagem("in_hoc_signo_vinces"))
    decision = game.decision
    assert decision is not None and ChooseDie(6) in decision.options
    game.apply(ChooseDie(1))
    report = game.state.last_battle
    assert report is not None and report.die == 1


def test_fleche_du_parthe_after_a_battle_with_persians() -> None:
    bundle = _bundle(
        leaders=[{"leader": "alexander", "zone": "oriens_3", "side": "PRIMUS"}],
        units=[{"unit": "scutarii_2", "zone": "oriens_3"}, {"unit": "divitenses", "zone": "oriens_3"},
               {"unit": "persae_savaran_1", "zone": "persae_2"}],
        peoples=[{"people": p, "pacified_until": 400} for p in ("franci", "alamanni",
                                                                 "visigothi")]
        + [{"people": "persae", "at_war": True}, {"people": "picts", "at_war": True}])
    game = movement_game(bundle, P)
    give(game, S, "fleche_du_parthe")
    game.apply(Move("alexander", ("scutarii_2", "divitenses"), ("persae_2",)))
    game.state.forced_dice = [4]
    game.apply(EndMovement())
    decision = game.decision
    assert decision is not None and decision.payload == StratagemWindow(Window.BATTLE_AFTER)
    game.apply(PlayStratagem("fleche_du_parthe"))
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_target"
    target = decision.options[0]
    assert isinstance(target, ChooseUnit)
    game.apply(target)
    assert game.state.units[target.unit].status == "eliminated"


# --- strikes -------------------------------------------------------------------------------


@pytest.mark.parametrize(("guarded", "die", "dies"), [(False, 8, True), (True, 8, False),
                                                       (True, 9, True), (False, 7, False)])
def test_assassinat_and_the_protectores(guarded: bool, die: int, dies: bool) -> None:
    game = new_game(_bundle())
    st = game.state
    st.leaders["maxence"].protectores = guarded
    give(game, P, "assassinat")
    window(game, P, "E")
    game.apply(PlayStratagem("assassinat"))
    decision = game.decision
    assert decision is not None and ChooseLeader("maxence") in decision.options
    assert ChooseLeader("licinius") not in decision.options
    vp = st.vp[P]
    st.forced_dice = [die]
    game.apply(ChooseLeader("maxence"))
    assert (st.leaders["maxence"].status == "dead") is dies
    assert st.vp[P] == vp + (1 if dies else 0)


def test_a_dux_is_assassinated_only_with_the_option() -> None:
    for allowed in (False, True):
        game = new_game(_bundle(options={"dux_can_be_assassinated": allowed},
                                control={"italia": "SECONDUS", "hispaniae": "SECONDUS"}))
        st = game.state
        for dux in ("dux_treveri", "dux_mediolanum", "dux_sirmium", "dux_nicomedia"):
            st.leaders[dux].side = S
        give(game, P, "assassinat")
        window(game, P, "E")
        game.apply(PlayStratagem("assassinat"))
        decision = game.decision
        assert decision is not None
        assert (ChooseLeader("dux_treveri") in decision.options) is allowed


def test_desertion_and_abandon() -> None:
    game = new_game(_bundle(units=[{"unit": "pc_italia_1", "zone": "italia_2"},
                                   {"unit": "ri_italia", "zone": "italia_3"},
                                   {"unit": "pc_pannoniae_1", "zone": "italia_2"},
                                   {"unit": "ioviani", "zone": "italia_2"}]))
    st = game.state
    give(game, P, "desertion", "abandon")
    window(game, P, "E")
    game.apply(PlayStratagem("desertion"))
    game.apply(ChooseZone("italia_2"))
    assert all(st.units[u].weakened for u in ("pc_italia_1", "pc_pannoniae_1", "ioviani"))
    game.apply(PlayStratagem("abandon"))
    game.apply(ChooseDiocese("italia"))
    assert st.units["pc_italia_1"].status == "eliminated"
    assert st.units["ri_italia"].status == "eliminated"
    assert st.units["pc_pannoniae_1"].status == "eliminated"  # weakened already
    assert st.units["ioviani"].status == "map"  # comitatenses are not touched


# --- plague --------------------------------------------------------------------------------


def test_plague_strikes_the_zone_and_whoever_enters_it_then_leaves_the_map() -> None:
    bundle = _bundle(leaders=[{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS"},
                              {"leader": "alexander", "zone": "pannoniae_4", "side": "PRIMUS"}],
                     units=[{"unit": "pannoniciani", "zone": "pannoniae_1"},
                            {"unit": "moesiaci", "zone": "pannoniae_1", "weakened": True},
                            {"unit": "ioviani", "zone": "pannoniae_4"}])
    game = movement_game(bundle, P)
    st = game.state
    give(game, S, "foyer_de_peste")
    window(game, S, "E")
    st.forced_dice = [9]  # Galère's d10
    game.apply(PlayStratagem("foyer_de_peste"))
    game.apply(ChooseZone("pannoniae_1"))
    assert st.markers["foyer_de_peste"] == "pannoniae_1"
    assert st.units["pannoniciani"].weakened
    assert st.units["moesiaci"].status == "eliminated"
    assert st.leaders["galere"].status == "dead"
    assert st.stats["plagues"] == 1
    ask(game, P, "E.1", Movement())
    st.phasing = P
    st.forced_dice = [0]  # Alexander survives
    game.apply(Move("alexander", ("ioviani",), ("pannoniae_1",)))
    assert st.units["ioviani"].weakened
    answer_until(game, None)
    st = game.state
    assert "foyer_de_peste" not in st.markers and "foyer_de_peste" in st.cup


def test_6_3_plague_strikes_pieces_that_go_through_its_zone() -> None:
    """6.3: a piece that enters a struck zone is struck even if it does not stop there
    (the text says "entering"); rules version 2 struck only those that stopped."""
    for version, struck in ((3, True), (2, False)):
        bundle = _bundle(leaders=[{"leader": "alexander", "zone": "pannoniae_4",
                                   "side": "PRIMUS"}],
                         units=[{"unit": "ioviani", "zone": "pannoniae_4"}])
        game = movement_game(bundle, P)
        game.engine.rules_version = version
        st = game.state
        give(game, S, "foyer_de_peste")
        window(game, S, "E")
        game.apply(PlayStratagem("foyer_de_peste"))
        game.apply(ChooseZone("pannoniae_1"))
        ask(game, P, "E.1", Movement())
        st.phasing = P
        st.forced_dice = [1]  # Alexander's d10: he survives
        game.apply(Move("alexander", ("ioviani",), ("pannoniae_1", "pannoniae_3")))
        assert st.units["ioviani"].zone == "pannoniae_3"
        assert st.units["ioviani"].weakened is struck, version
        rolled = [d for d in game.dice if d.rule == "6.3"]
        assert bool(rolled) is struck


def test_epidemic_spares_weakened_units_next_door() -> None:
    bundle = _bundle(units=[{"unit": "pannoniciani", "zone": "pannoniae_3", "weakened": True},
                            {"unit": "moesiaci", "zone": "pannoniae_1"}])
    game = new_game(bundle)
    st = game.state
    give(game, S, "epidemie_de_peste")
    window(game, S, "E")
    game.apply(PlayStratagem("epidemie_de_peste"))
    game.apply(ChooseZone("pannoniae_1"))
    assert st.units["moesiaci"].weakened
    assert st.units["pannoniciani"].status == "map" and st.units["pannoniciani"].weakened


# --- markers and their VP ------------------------------------------------------------------


def test_coup_d_etat_perse_not_from_310_to_319_then_3_vp_a_turn() -> None:
    peoples = [{"people": p, "pacified_until": 400} for p in ("franci", "alamanni",
                                                               "visigothi")] + \
        [{"people": "persae", "at_war": True}, {"people": "picts", "at_war": True}]
    game = new_game(_bundle(year=315, peoples=peoples))
    give(game, P, "coup_d_etat_perse")
    assert "coup_d_etat_perse" not in playable(game.engine, game.state, P, "E")
    game = new_game(_bundle(year=320, peoples=peoples))
    st = game.state
    give(game, P, "coup_d_etat_perse")
    window(game, P, "E")
    game.apply(PlayStratagem("coup_d_etat_perse"))  # no choice: on Ctesiphon
    assert st.markers["coup_d_etat_perse"] == "persae_2"
    assert st.peoples["persae"].controller is S  # Oriens is PRIMUS's
    answer_until(game, None)
    assert game.state.vp_sources[P]["Coup d'état perse"] == 3


@pytest.mark.parametrize(("version", "scored"), [(3, 0), (2, 3)])
def test_6_3_coup_d_etat_perse_scores_nothing_while_the_persians_are_at_peace(
        version: int, scored: int) -> None:
    """6.3, 4.4.1: only the player who runs the Persians can clear the marker, and
    nobody runs them at peace: from rules version 3 nobody scores for it then."""
    peoples = [{"people": p, "pacified_until": 400} for p in ("franci", "alamanni",
                                                               "visigothi", "persae")] + \
        [{"people": "picts", "at_war": True}]
    game = new_game(_bundle(year=320, peoples=peoples))
    game.engine.rules_version = version
    st = game.state
    assert not st.peoples["persae"].at_war
    give(game, P, "coup_d_etat_perse")
    window(game, P, "E")
    game.apply(PlayStratagem("coup_d_etat_perse"))
    assert st.markers["coup_d_etat_perse"] == "persae_2"
    answer_until(game, None)
    st = game.state
    assert sum(st.vp_sources[s].get("Coup d'état perse", 0) for s in Side) == scored
    assert st.markers["coup_d_etat_perse"] == "persae_2"  # it stays, waiting for a war


def test_persecution_needs_a_sun_emperor_and_a_pagan_clears_it() -> None:
    bundle = _bundle(leaders=[{"leader": "alexander", "zone": "thracia_4", "side": "PRIMUS"}],
                     units=[{"unit": "iovii", "zone": "thracia_4"}], year=322)
    game = movement_game(bundle, P)
    st, eng = game.state, game.engine
    give(game, S, "persecution")
    assert "persecution" in playable(eng, st, S, "E")  # Licinius (the Sun) rules PRIMUS
    window(game, S, "E")
    game.apply(PlayStratagem("persecution"))
    decision = game.decision
    assert decision is not None and ChooseZone("thracia_3") in decision.options
    assert ChooseZone("galliae_2") not in decision.options  # not one of the seven dioceses
    game.apply(ChooseZone("thracia_3"))
    ask(game, P, "E.1", Movement())
    st.phasing = P
    game.apply(Move("alexander", ("iovii",), ("thracia_3",)))  # a leader with no cross
    assert "persecution" not in st.markers and "persecution" in st.cup


def test_bagaudes_go_on_an_empty_zone_and_score_until_cleared() -> None:
    game = new_game(_bundle(units=[{"unit": "cornuti", "zone": "galliae_2"}]))
    give(game, S, "bagaudes")
    window(game, S, "E")
    game.apply(PlayStratagem("bagaudes"))
    decision = game.decision
    assert decision is not None
    assert ChooseZone("galliae_2") not in decision.options  # it holds a unit
    game.apply(ChooseZone("hispaniae_3"))
    answer_until(game, None)
    assert game.state.vp_sources[S]["Bagaudes"] == 3  # Hispaniae is PRIMUS's
    check_conservation(game)


def test_a_persian_king_with_three_units_clears_the_coup() -> None:
    peoples = [{"people": p, "pacified_until": 400} for p in ("franci", "alamanni",
                                                               "visigothi")] + \
        [{"people": "persae", "at_war": True}, {"people": "picts", "at_war": True}]
    units = [{"unit": u, "zone": "persae_1"}
             for u in ("persae_savaran_1", "persae_savaran_2", "persae_pushtigban")]
    game = movement_game(_bundle(year=320, peoples=peoples, units=units,
                                 leaders=[{"leader": "sapor_ii", "zone": "persae_1"}]), S)
    st = game.state
    give(game, P, "coup_d_etat_perse")
    window(game, P, "E")
    game.apply(PlayStratagem("coup_d_etat_perse"))
    assert st.markers["coup_d_etat_perse"] == "persae_2"
    ask(game, S, "E.1", Movement())
    st.phasing = S
    st.mcs.moved.clear()
    game.apply(Move("sapor_ii", ("persae_pushtigban", "persae_savaran_1"), ("persae_2",)))
    assert "coup_d_etat_perse" in st.markers  # two units are not enough
    game.apply(Move(None, ("persae_savaran_2",), ("persae_2",)))
    assert "coup_d_etat_perse" not in st.markers and "coup_d_etat_perse" in st.cup


def test_6_3_a_marker_is_not_offered_where_it_would_come_off_at_once() -> None:
    """Persécution offered on a city where the holder's pagan leader and units already
    stand would be cleared the moment it is placed: no such zone is offered (rules v2)."""
    bundle = _bundle(leaders=[{"leader": "alexander", "zone": "thracia_3", "side": "PRIMUS"}],
                     units=[{"unit": "iovii", "zone": "thracia_3"}], year=322)
    game = movement_game(bundle, P)
    st, eng = game.state, game.engine
    give(game, S, "persecution")
    window(game, S, "E")
    game.apply(PlayStratagem("persecution"))
    decision = game.decision
    assert decision is not None and decision.options
    assert ChooseZone("thracia_3") not in decision.options  # Alexander and the Iovii clear it
    assert len([o for o in decision.options if isinstance(o, ChooseZone)]) >= 2
    assert "persecution" not in st.markers  # asking changed nothing
    eng.rules_version = 1
    game.invalidate()
    assert ChooseZone("thracia_3") in game.legal_actions()  # as the first rules offered it


def test_7_1_a_leader_left_alone_by_la_fleche_du_parthe_tries_to_escape() -> None:
    """6.3 La flèche du Parthe, 7.1: after an R/R battle both forces stay; when the
    arrow takes the only unit of Alexander's force he stands alone with Persian units
    and must make the 7.1 escape roll (the check once ran before the window)."""
    bundle = _bundle(
        leaders=[{"leader": "alexander", "zone": "oriens_3", "side": "PRIMUS"}],
        units=[{"unit": "ioviani", "zone": "oriens_3"},
               {"unit": "persae_savaran_1", "zone": "persae_2"}],
        peoples=[{"people": p, "pacified_until": 400} for p in ("franci", "alamanni",
                                                                 "visigothi")]
        + [{"people": "persae", "at_war": True}, {"people": "picts", "at_war": True}])
    game = movement_game(bundle, P)
    st = game.state
    give(game, S, "fleche_du_parthe")
    game.apply(Move("alexander", ("ioviani",), ("persae_2",)))
    st.forced_dice = [5]
    game.apply(EndMovement())
    assert st.last_battle is not None and st.last_battle.result == ("R", "R")
    game.apply(PlayStratagem("fleche_du_parthe"))
    st.forced_dice = [1]  # the 7.1 die: he slips away
    game.apply(ChooseUnit("ioviani"))
    assert st.units["ioviani"].status == "eliminated"
    decision = game.decision
    assert decision is not None and decision.kind == "leader_escape", decision
    assert st.leaders["alexander"].zone == "persae_2"


# --- E counters at any moment of phase E (6, rules version 3) -------------------------------


def _windows_after_a_move(version: int, **hands: str) -> list[Side]:
    """Constantin moves; who is then offered an E window (each passes), in order, until
    PRIMUS moves again. ``hands``: a counter for ``P`` and / or ``S``."""
    game = movement_game(_franks(), P)
    game.engine.rules_version = version
    for side, counter in hands.items():
        give(game, Side[{"P": "PRIMUS", "S": "SECONDUS"}[side]], counter)
    game.apply(Move("constantin", ("cornuti",), ("galliae_1",)))
    offered = []
    decision = game.decision
    while decision is not None and decision.payload == StratagemWindow(Window.E):
        assert PlayStratagem(hands["P" if decision.player is P else "S"]) in decision.options
        offered.append(decision.player)
        game.apply(Confirm(False))
        decision = game.decision
    assert decision is not None and decision.kind == "movement" and decision.player is P
    return offered


def test_6_the_opponent_may_play_e_counters_after_each_move() -> None:
    """6: E counters are played "at any moment of phase E, even during the opponent's
    M/CS": after each PRIMUS move, SECONDUS is offered a window when he holds one."""
    assert _windows_after_a_move(3, S="assassinat") == [S]
    assert _windows_after_a_move(2, S="assassinat") == []


def test_6_the_phasing_player_may_play_e_counters_between_his_moves() -> None:
    """6 (issue 37 item 7): E counters at any moment of the phase, for the phasing
    player too: after each of his moves (and his opponent's window) he is offered one
    when he holds a playable counter. Rules version 3 offered him none."""
    assert _windows_after_a_move(4, P="assassinat", S="foyer_de_peste") == [S, P]
    assert _windows_after_a_move(3, P="assassinat", S="foyer_de_peste") == [S]


def test_6_no_window_after_a_move_without_a_playable_counter() -> None:
    game = movement_game(_franks(), P)
    game.apply(Move("constantin", ("cornuti",), ("galliae_1",)))
    decision = game.decision
    assert decision is not None and decision.kind == "movement" and decision.player is P


def _attack_franks_past_windows(game: Game) -> None:
    """Constantin attacks the Franks; SECONDUS passes the window after the move."""
    game.apply(Move("constantin", ("cornuti", "scutarii_3"), ("franci",)))
    decision = game.decision
    assert decision is not None and decision.payload == StratagemWindow(Window.E)
    game.apply(Confirm(False))
    game.apply(EndMovement())


def test_6_a_pacification_before_the_die_leaves_no_battle() -> None:
    """6, 8.1: the Franks' controller makes peace before the die; the Frankish
    units go home, so no battle is fought and no die is rolled."""
    game = movement_game(_franks(), P)
    st = game.state
    give(game, S, "pacification_nationalite")
    _attack_franks_past_windows(game)
    decision = game.decision
    assert decision is not None and decision.payload == StratagemWindow(Window.BATTLE_BEFORE)
    assert decision.player is S and PlayStratagem("pacification_nationalite") in decision.options
    game.apply(PlayStratagem("pacification_nationalite"))
    game.apply(ChooseNationality("german"))
    if game.decision is not None and game.decision.kind == "stratagem_window":
        game.apply(Confirm(False))
    assert not st.peoples["franci"].at_war
    assert st.battle is None
    assert not [d for d in game.dice if d.rule == "8.3"]
    assert any(e.message is MessageId.NO_BATTLE_LEFT for e in game.log)


def test_6_an_assassination_before_the_die_takes_the_leader_out_of_the_battle() -> None:
    game = movement_game(_franks(), P)
    st = game.state
    give(game, S, "assassinat")
    _attack_franks_past_windows(game)
    game.apply(PlayStratagem("assassinat"))
    st.forced_dice = [9, 1]  # the assassin's d10, then the battle's die
    game.apply(ChooseLeader("constantin"))
    assert st.leaders["constantin"].status == "dead"
    while game.decision is not None and game.decision.kind == "stratagem_window":
        game.apply(Confirm(False))
    report = st.last_battle
    assert report is not None and report.attacker_leaders == ()
    assert report.attacker_units == ("cornuti", "scutarii_3")
