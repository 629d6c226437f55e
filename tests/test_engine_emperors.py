"""The emperors (3.5.1 nominations and veto, Constantin's dynasty,
Licinianus, the nephews, 3.5.3 Protectores Domestici, 3.5.4 sacrifices)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import answer_until, custom_bundle, new_game

from sv_model.engine import Confirm, Nominate
from sv_model.engine.actions import ChooseLeader
from sv_model.engine.causes import DeathCause
from sv_model.errors import IllegalActionError
from sv_model.games.semper_victor.deaths import leader_dies
from sv_model.games.semper_victor.nominations import legal_nominations
from sv_model.games.semper_victor.titles import capital_count, capital_dioceses, emperors
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side, Title

CAPITAL_DIOCESES = ("galliae", "viennensis", "italia", "pannoniae", "pontica", "oriens")


def _pl(leader: str, zone: str, side: str, title: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"leader": leader, "zone": zone, "side": side}
    if title:
        out["title"] = title
    return out


def _limits_bundle() -> ScenarioBundle:
    """3.5.1 example: PRIMUS holds five capital dioceses, SECONDUS one (Oriens)."""
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinius", "pannoniae_1", "PRIMUS"), _pl("maximien", "italia_1", "PRIMUS"),
                 _pl("severe", "galliae_2", "PRIMUS"), _pl("alexander", "viennensis_1", "PRIMUS"),
                 _pl("maxence", "oriens_1", "SECONDUS", "secundus_augustus"),
                 _pl("maximin_daia", "oriens_2", "SECONDUS")],
        units=[], control={"oriens": "SECONDUS"}, start_year=310)


def test_worked_example_of_3_5_1_five_capital_dioceses_against_one() -> None:
    game = new_game(_limits_bundle())
    st, eng = game.state, game.engine
    assert capital_dioceses(eng, st, Side.PRIMUS) == 5
    assert capital_dioceses(eng, st, Side.SECONDUS) == 1
    assert capital_count(eng, st) == 6
    decision = game.decision
    assert decision is not None and decision.kind == "nominate"
    assert decision.player is Side.PRIMUS and decision.rule == "3.5.1"
    assert Confirm(False) in decision.options
    assert legal_nominations(eng, st, Side.SECONDUS) == []  # one capital: the SA only
    game.apply(Nominate("licinius", "augustus"))
    with pytest.raises(IllegalActionError, match=r"3\.5\.1"):
        game.apply(Nominate("maximien", "augustus"))  # a third Augustus
    game.apply(Nominate("maximien", "caesar"))
    game.apply(Nominate("severe", "caesar"))
    assert len(emperors(st, Side.PRIMUS)) == 4
    assert legal_nominations(eng, st, Side.PRIMUS) == []  # at most 2 + 2 a side
    assert game.decision is None or game.decision.kind != "nominate"


def test_an_augustus_needs_an_augustus_and_a_caesar_of_secundus_needs_the_sa() -> None:
    bundle = custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("maxence", "italia_1", "SECONDUS"), _pl("alexander", "italia_2", "SECONDUS")],
        units=[], control={"italia": "SECONDUS", "galliae": "SECONDUS"}, start_year=310)
    game = new_game(bundle)
    assert legal_nominations(game.engine, game.state, Side.SECONDUS) == []
    game.state.leaders["maxence"].title = Title.SECONDUS_AUGUSTUS
    assert set(legal_nominations(game.engine, game.state, Side.SECONDUS)) == {
        Nominate("alexander", "augustus"), Nominate("alexander", "caesar")}


def _veto_bundle(**extra: Any) -> ScenarioBundle:
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus"),
                 _pl("alexander", "italia_2", "SECONDUS"), _pl("maximin_daia", "italia_3",
                                                               "SECONDUS"),
                 _pl("severe", "italia_4", "SECONDUS", "caesar")],
        units=[], control={"italia": "SECONDUS", "galliae": "SECONDUS",
                           "viennensis": "SECONDUS", "pannoniae": "SECONDUS"},
        start_year=310, **extra)


def test_primus_vetoes_once_a_turn_and_never_a_caesar_promotion() -> None:
    game = new_game(_veto_bundle(end_year=311))
    st = game.state
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("nominate",
                                                                         Side.SECONDUS)
    game.apply(Nominate("severe", "augustus"))  # a Caesar promoted: no veto
    assert st.leaders["severe"].title is Title.AUGUSTUS
    game.apply(Nominate("alexander", "caesar"))
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("veto", Side.PRIMUS)
    game.apply(Confirm(True))
    assert st.leaders["alexander"].title is None
    options = game.legal_actions()
    assert Nominate("alexander", "caesar") not in options  # once a turn
    game.apply(Nominate("maximin_daia", "caesar"))  # the veto is spent
    assert st.leaders["maximin_daia"].title is Title.CAESAR
    answer_until(game, "nominate")  # the next year's phase D
    assert game.state.year == 311
    assert Nominate("alexander", "caesar") in game.legal_actions()


def test_3_5_1_a_declined_veto_is_the_turns_veto() -> None:
    """3.5.1 (docs/rules-decisions.md: one veto per turn, used or not on the first
    candidate; issue 37 item 6): PRIMUS lets Alexander be named Caesar; he is not
    offered a veto on the next candidate that turn. Under rules version 3 he was."""
    for version, offered in ((4, False), (3, True)):
        game = new_game(_veto_bundle(end_year=311))
        game.engine.rules_version = version
        st = game.state
        game.apply(Nominate("alexander", "caesar"))
        decision = game.decision
        assert decision is not None and (decision.kind, decision.player) == ("veto",
                                                                             Side.PRIMUS)
        game.apply(Confirm(False))
        assert st.leaders["alexander"].title is Title.CAESAR
        game.apply(Nominate("maximin_daia", "augustus"))
        decision = game.decision
        assert (decision is not None and decision.kind == "veto") is offered, version
        if not offered:
            assert st.leaders["maximin_daia"].title is Title.AUGUSTUS


def test_constantins_sons_in_their_order() -> None:
    bundle = custom_bundle(
        leaders=[_pl("constantin", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("crispus", "pontica_1", "PRIMUS"), _pl("constantin_ii", "pontica_2",
                                                            "PRIMUS"),
                 _pl("constance_ii", "pontica_3", "PRIMUS"), _pl("licinius", "pontica_4",
                                                                 "PRIMUS"),
                 _pl("galere", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[], start_year=333)
    game = new_game(bundle)
    st, eng = game.state, game.engine
    assert set(legal_nominations(eng, st, Side.PRIMUS)) == {
        Nominate("crispus", "augustus"), Nominate("crispus", "caesar")}
    st.leaders["crispus"].title = Title.CAESAR
    assert set(legal_nominations(eng, st, Side.PRIMUS)) == {
        Nominate("crispus", "augustus"), Nominate("constantin_ii", "caesar")}
    st.leaders["crispus"].title = Title.AUGUSTUS  # named Caesar, then Augustus
    assert set(legal_nominations(eng, st, Side.PRIMUS)) == {
        Nominate("constantin_ii", "caesar")}  # two Augusti already
    leader_dies(eng, st, "crispus", DeathCause.E_RESULT)  # a dead son no longer holds his brothers back
    assert Nominate("constantin_ii", "augustus") in legal_nominations(eng, st, Side.PRIMUS)
    assert Nominate("constance_ii", "caesar") not in legal_nominations(eng, st, Side.PRIMUS)


def test_licinianus_only_for_licinius_emperor_and_the_nephews_only_under_a_son() -> None:
    bundle = custom_bundle(
        leaders=[_pl("licinius", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinianus", "pontica_2", "PRIMUS"),
                 _pl("constance_ii", "italia_1", "SECONDUS", "secundus_augustus"),
                 _pl("julien", "italia_2", "SECONDUS"), _pl("gallus", "pontica_3", "PRIMUS")],
        units=[], control={"italia": "SECONDUS", "galliae": "SECONDUS"}, start_year=356)
    game = new_game(bundle)
    st, eng = game.state, game.engine
    primus = set(legal_nominations(eng, st, Side.PRIMUS))
    assert Nominate("licinianus", "caesar") in primus
    assert Nominate("gallus", "caesar") not in primus  # PRIMUS has none of the sons
    assert Nominate("julien", "caesar") in legal_nominations(eng, st, Side.SECONDUS)
    st.leaders["licinius"].title = None
    st.leaders["licinianus"].title = None
    st.leaders["gallus"].title = Title.PRIMUS_AUGUSTUS
    assert Nominate("licinianus", "caesar") not in legal_nominations(eng, st, Side.PRIMUS)
    st.leaders["constance_ii"].title = None
    assert Nominate("julien", "caesar") not in legal_nominations(eng, st, Side.SECONDUS)


def _sacrifice_bundle() -> ScenarioBundle:
    """3.5.4 example: an Augustus and two Caesars, two capital dioceses left."""
    control = {d: "SECONDUS" for d in CAPITAL_DIOCESES if d not in ("pontica", "oriens")}
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("severe", "oriens_1", "PRIMUS", "caesar"),
                 _pl("alexander", "oriens_2", "PRIMUS", "caesar"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[], control=control, start_year=310)


def test_worked_example_of_3_5_4_a_caesar_is_sacrificed() -> None:
    game = new_game(_sacrifice_bundle())
    answer_until(game, "sacrifice")
    decision = game.decision
    assert decision is not None and decision.player is Side.PRIMUS
    assert set(decision.options) == {ChooseLeader("severe"), ChooseLeader("alexander")}
    game.apply(ChooseLeader("severe"))
    st = game.state
    assert st.leaders["severe"].status == "dead"
    assert st.leaders["galere"].title is Title.PRIMUS_AUGUSTUS
    assert st.leaders["alexander"].title is Title.CAESAR
    assert game.decision is None or game.decision.kind != "sacrifice"


def test_the_primus_augustus_is_never_sacrificed() -> None:
    control = {d: "SECONDUS" for d in CAPITAL_DIOCESES}
    bundle = custom_bundle(
        leaders=[_pl("galere", "thracia_1", "PRIMUS", "primus_augustus"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[], control=control, start_year=310)
    game = new_game(bundle)
    answer_until(game, None)
    assert game.state.leaders["galere"].title is Title.PRIMUS_AUGUSTUS
    assert game.state.stats.get("sacrifices", 0) == 0


def test_protectores_are_moved_in_phase_f_and_wait_when_their_holder_dies() -> None:
    bundle = custom_bundle(
        leaders=[{**_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                  "protectores": True},
                 _pl("licinius", "pannoniae_1", "PRIMUS", "caesar"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[], control={"italia": "SECONDUS"}, start_year=310, end_year=311)
    game = new_game(bundle)
    answer_until(game, "protectores")
    decision = game.decision
    assert decision is not None and decision.player is Side.PRIMUS
    assert set(decision.options) == {ChooseLeader("galere"), ChooseLeader("licinius")}
    game.apply(ChooseLeader("licinius"))
    st = game.state
    assert st.leaders["licinius"].protectores and not st.leaders["galere"].protectores
    leader_dies(game.engine, st, "licinius", DeathCause.E_RESULT)
    assert not any(x.protectores for x in st.leaders.values() if x.side is Side.PRIMUS)
    game.invalidate()
    answer_until(game, None)  # next phase F: Galère, the only candidate, gets them back
    assert game.state.year == 311
    assert game.state.leaders["galere"].protectores


def test_constantinople_makes_seven_capitals_and_thracia_a_capital_diocese() -> None:
    for built in (False, True):
        bundle = custom_bundle(
            leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                     _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
            units=[], control={"italia": "SECONDUS"}, start_year=330,
            constantinopolis_built=built)
        game = new_game(bundle)
        st, eng = game.state, game.engine
        assert capital_count(eng, st) == (7 if built else 6)
        assert capital_dioceses(eng, st, Side.PRIMUS) == (6 if built else 5)
