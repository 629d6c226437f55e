"""Non-Roman peoples (4.1 to 4.4, 6.3 uprisings and pacifications, 9.4)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import answer_until, custom_bundle, new_game, real_bundle
from rules_support import check_peoples, give, window

from sv_model.engine import ChoosePeople, ChooseZone, Confirm, Game, PlayStratagem
from sv_model.engine.decisions import OriginZone
from sv_model.engine.messages import Message, as_is, render
from sv_model.engine.state import ELIMINATED
from sv_model.games.semper_victor.movement_query import (
    Mover,
    can_carry,
    occupation_problem,
    people_entry_problem,
    stacking_problem,
)
from sv_model.games.semper_victor.peoples import war_cup
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.war import gothi_merged, uprising_candidates
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS
LEADERS = [{"leader": "licinius", "zone": "pontica_1", "side": "PRIMUS",
            "title": "primus_augustus"},
           {"leader": "maxence", "zone": "italia_1", "side": "SECONDUS",
            "title": "secundus_augustus"}]
MAJORS = ("persae", "franci", "alamanni", "picts", "visigothi")


def _peoples(year: int, at_war: tuple[str, ...] = ("picts",),
             free: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """``at_war`` at war; the other Major peoples locked unless ``free``."""
    out: list[dict[str, Any]] = [{"people": p, "at_war": True} for p in at_war]
    out += [{"people": p, "pacified_until": year + 50} for p in MAJORS
            if p not in at_war and p not in free]
    return out


def _game(year: int = 322, *, peoples: list[dict[str, Any]],
          units: list[dict[str, Any]] | None = None,
          leaders: list[dict[str, Any]] | None = None) -> Game:
    """A hand-made set-up with a Picts unit (so the Picts stay at war)."""
    bundle = custom_bundle(
        leaders=LEADERS + (leaders or []),
        units=[{"unit": "picts_caledonii", "zone": "picts_2"}, *(units or [])],
        control={"italia": "SECONDUS"}, start_year=year, peoples=peoples)
    return new_game(bundle)


def test_the_war_cup_holds_five_major_peoples_and_five_dummies() -> None:
    game = new_game(real_bundle())
    cup = war_cup(game.engine, game.state)
    assert len(cup) == 10 and cup.count(None) == 5
    assert sorted(p for p in cup if p) == sorted(MAJORS)


def test_an_uprising_sets_a_minor_people_up_and_4_4_1_gives_it_to_the_other_side() -> None:
    game = _game(peoples=_peoples(322))
    give(game, P, "soulevement_un_mineur")
    window(game, P, "C")
    game.apply(PlayStratagem("soulevement_un_mineur"))
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_target"
    assert ChoosePeople("marcomanni") in decision.options
    assert ChoosePeople("armenia") not in decision.options  # never at war (4.4.2)
    assert ChoosePeople("franci") not in decision.options  # a Major people
    game.apply(ChoosePeople("marcomanni"))
    st = game.state
    assert st.peoples["marcomanni"].at_war
    assert st.peoples["marcomanni"].controller is S  # Pannoniae is PRIMUS's
    units = [u for u in st.units.values() if u.id.startswith("marcomanni_")]
    assert units and all(u.zone == "marcomanni" and u.side is S for u in units)
    assert st.stats["uprisings"] == 1
    check_peoples(game)


def test_worked_example_of_6_4_the_uprising_maximum() -> None:
    game = _game(peoples=_peoples(322, free=("persae", "franci")))
    give(game, S, "soulevement_trois_majeurs")
    window(game, S, "C")
    game.apply(PlayStratagem("soulevement_trois_majeurs"))
    decision = game.decision
    assert decision is not None
    assert set(decision.options) == {ChoosePeople("persae"), ChoosePeople("franci")}
    game.apply(ChoosePeople("franci"))
    decision = game.decision  # only two at peace: both rise, no stopping at one
    assert decision is not None and decision.options == (ChoosePeople("persae"),)
    game.apply(ChoosePeople("persae"))
    st = game.state
    assert st.peoples["persae"].at_war and st.peoples["franci"].at_war
    assert "soulevement_trois_majeurs" in st.deck.out_of_game  # once a scenario


def test_worked_example_of_9_4_marcomanni_pacified_in_322_back_in_328() -> None:
    game = _game(peoples=[*_peoples(322), {"people": "marcomanni", "at_war": True}],
                 units=[{"unit": "marcomanni_1", "zone": "marcomanni"}])
    st = game.state
    unit = st.units["marcomanni_1"]
    unit.status, unit.zone = ELIMINATED, None
    vp = st.vp[P]
    game.invalidate()
    answer_until(game, None)
    st = game.state
    people = st.peoples["marcomanni"]
    assert not people.at_war and people.pacified_until == 328
    assert "people:marcomanni" in st.turn_track[328]
    assert st.vp_sources[P].get("people pacified by force") == 1  # run by SECONDUS
    assert st.vp[P] > vp
    st.year = 327
    assert "marcomanni" not in uprising_candidates(game.engine, st, major=False)
    st.year = 328
    assert "marcomanni" in uprising_candidates(game.engine, st, major=False)


@pytest.mark.parametrize(("version", "scorer"), [(3, P), (2, S)])
def test_4_4_1_pacification_scores_against_who_ran_the_people_this_turn(
        version: int, scorer: Side) -> None:
    """4.4.1 (control holds for a whole turn), 9.4, 10.2: SECONDUS ran the Marcomanni
    when they were wiped out; his taking Pannoniae in phase F gives them to PRIMUS
    for the next turn, but the VP still go to PRIMUS, enemy of their controller."""
    game = _game(peoples=[*_peoples(322), {"people": "marcomanni", "at_war": True}],
                 units=[{"unit": "marcomanni_1", "zone": "marcomanni"},
                        {"unit": "ioviani", "zone": "pannoniae_1"}],
                 leaders=[{"leader": "alexander", "zone": "pannoniae_1", "side": "SECONDUS"}])
    game.engine.rules_version = version
    st = game.state
    assert st.peoples["marcomanni"].controller is S
    unit = st.units["marcomanni_1"]
    unit.status, unit.zone = ELIMINATED, None
    game.invalidate()
    answer_until(game, None)
    st = game.state
    assert st.diocese_control["pannoniae"] is S  # taken in phase F (3.7.3)
    assert st.vp_sources[scorer].get("people pacified by force") == 1
    assert "people pacified by force" not in st.vp_sources[scorer.other]
    assert st.people_run_by == {}


def test_pacification_by_stratagem_brings_no_lock_and_no_vp() -> None:
    game = _game(peoples=[*_peoples(322), {"people": "marcomanni", "at_war": True}],
                 units=[{"unit": "marcomanni_1", "zone": "marcomanni"}])
    st = game.state
    give(game, P, "pacification_deux_mineurs")
    window(game, P, "E")
    vp = dict(st.vp)
    game.apply(PlayStratagem("pacification_deux_mineurs"))
    game.apply(ChoosePeople("marcomanni"))
    people = st.peoples["marcomanni"]
    assert not people.at_war and people.pacified_until is None
    assert st.units["marcomanni_1"].status != "map"
    assert st.vp == vp
    assert "marcomanni" in uprising_candidates(game.engine, st, major=False)


def _gothi(ostro_units: int = 1) -> Game:
    units = [{"unit": "visigothi_1", "zone": "visigothi"}]
    units += [{"unit": f"ostrogothi_{i + 1}", "zone": "visigothi"} for i in range(ostro_units)]
    return _game(peoples=[*_peoples(322, at_war=("picts", "visigothi")),
                          {"people": "ostrogothi", "at_war": True}],
                 leaders=[{"leader": "ariaric", "zone": "visigothi"}], units=units)


def test_the_gothi_share_their_leaders_when_both_are_at_war() -> None:
    game = _gothi()
    st, eng = game.state, game.engine
    assert gothi_merged(st)
    assert can_carry(eng, st, "ariaric", "ostrogothi_1")
    st.peoples["visigothi"].at_war = False
    assert not gothi_merged(st)
    assert not can_carry(eng, st, "ariaric", "ostrogothi_1")


def test_the_gothi_are_pacified_by_force_only_together() -> None:
    game = _gothi()
    st = game.state
    st.units["visigothi_1"].status, st.units["visigothi_1"].zone = ELIMINATED, None
    game.invalidate()
    answer_until(game, None)
    st = game.state
    assert st.peoples["visigothi"].at_war and st.peoples["ostrogothi"].at_war  # one left
    game2 = _gothi()
    st2 = game2.state
    for u in ("visigothi_1", "ostrogothi_1"):
        st2.units[u].status, st2.units[u].zone = ELIMINATED, None
    game2.invalidate()
    answer_until(game2, None)
    st2 = game2.state
    assert not st2.peoples["visigothi"].at_war and not st2.peoples["ostrogothi"].at_war
    assert st2.peoples["visigothi"].pacified_until == 328
    assert st2.peoples["ostrogothi"].pacified_until == 328
    assert st2.vp_sources[P].get("people pacified by force") == 2  # one Major people
    check_peoples(game2)


def test_pacifying_the_visigoths_by_stratagem_pacifies_the_gothi() -> None:
    game = _gothi()
    st = game.state
    give(game, P, "pacification_un_majeur")
    window(game, P, "E")
    game.apply(PlayStratagem("pacification_un_majeur"))
    decision = game.decision
    assert decision is not None and ChoosePeople("visigothi") in decision.options
    game.apply(ChoosePeople("visigothi"))
    assert not st.peoples["visigothi"].at_war and not st.peoples["ostrogothi"].at_war
    assert st.leaders["ariaric"].pax_romana


def test_pax_romana_pacifies_every_people_and_leaves_the_game() -> None:
    game = _gothi()
    st = game.state
    give(game, S, "pax_romana")
    window(game, S, "E")
    game.apply(PlayStratagem("pax_romana"))
    game.apply(Confirm(True))
    assert not any(p.at_war for p in st.peoples.values())
    assert "pax_romana" in st.deck.out_of_game
    check_peoples(game)


def _words(problem: Message | None) -> str:
    """A refusal's English words ("" for none)."""
    return render(problem, as_is) if problem is not None else ""


def test_entry_band_and_the_five_zone_limit_from_any_zone_of_origin() -> None:
    game = _game(peoples=_peoples(322, at_war=("picts", "persae", "franci")))
    st, eng = game.state, game.engine
    board = eng.board
    assert people_entry_problem(eng, st, "franci", "franci", "galliae_2") is None
    italy_border = [z for z in board.neighbours["alamanni"] if z.startswith("italia")]
    for zone in italy_border:  # not the band of the Franci
        assert "band" in _words(people_entry_problem(eng, st, "franci", "alamanni", zone))
    dist = board.people_distance["persae"]
    far = [z for z, d in dist.items() if d == 6 and z in board.inside]
    assert far
    for zone in far:
        assert "5 zones" in _words(people_entry_problem(eng, st, "persae", "oriens_1", zone))
    fives = [z for z, d in dist.items() if d == 5 and z in board.inside]
    assert fives and all(people_entry_problem(eng, st, "persae", "oriens_1", z) is None
                         for z in fives)
    assert all(dist[z] == 0 for z in board.people_origins["persae"])  # any zone of origin


def test_stacking_families_and_peoples_of_different_players() -> None:
    game = _game(peoples=_peoples(322, at_war=("picts", "persae", "franci", "alamanni")),
                 units=[{"unit": "franci_salii", "zone": "galliae_3"},
                        {"unit": "persae_savaran_1", "zone": "oriens_5"}])
    st, eng = game.state, game.engine
    occ = Occupancy(st)
    side = st.units["franci_salii"].side
    assert side is S and st.units["persae_savaran_1"].side is S
    # 4.2.4: Franci and Alamanni (both western) stack; Persae (eastern) do not.
    assert stacking_problem(eng, st, occ, S, ("alamanni_lentienses",), None, "galliae_3") is None
    assert "4.2.4" in _words(stacking_problem(eng, st, occ, S, ("persae_savaran_2",), None,
                                              "galliae_3"))
    # Peoples run by different players never share a zone (4.2.4 constraint, 4.4.1).
    st.peoples["alamanni"].controller = P
    st.units["alamanni_lentienses"].side = P
    mover = Mover(eng, st, occ, P, None, ("alamanni_lentienses",))
    problem, _ = occupation_problem(mover, "galliae_3", True)
    assert problem is not None and "4.4.1" in _words(problem)


def test_armenia_never_rises_leaves_home_only_while_persia_or_iberia_fight() -> None:
    game = _game(peoples=_peoples(322), units=[{"unit": "armenia_1", "zone": "armenia_1"}])
    st, eng = game.state, game.engine
    assert "armenia" not in uprising_candidates(eng, st, major=False)
    assert st.peoples["armenia"].controller is P  # the holder of Oriens (4.4.2)
    outside = next(z for z in eng.board.neighbours["armenia_1"]
                   if eng.board.origin_people.get(z) is None)  # no people's land (4.3)
    assert people_entry_problem(eng, st, "armenia", "armenia_1", outside) is not None
    st.peoples["persae"].at_war = True
    assert people_entry_problem(eng, st, "armenia", "armenia_1", outside) is None


def test_the_persian_kings_schedule_no_king_from_310_to_319() -> None:
    bundle = custom_bundle(
        leaders=LEADERS, units=[{"unit": "picts_caledonii", "zone": "picts_2"},
                                {"unit": "persae_savaran_1", "zone": "persae_2"}],
        control={"italia": "SECONDUS"}, start_year=319, end_year=320,
        peoples=_peoples(319, at_war=("picts", "persae")))
    game = new_game(bundle)
    eng = game.engine
    eng.arrival_year["sapor_ii"] = 320  # the hand-made set-up holds the table back
    kings = ("hormoz_ii", "sapor_ii", "ardashir_ii")
    assert not any(game.state.leaders[k].in_play for k in kings)
    answer_until(game, None)
    st = game.state
    assert st.leaders["sapor_ii"].in_play and st.leaders["sapor_ii"].zone == "persae_2"
    assert not st.leaders["hormoz_ii"].in_play and not st.leaders["ardashir_ii"].in_play


def test_4_4_2_persians_at_war_may_enter_armenia() -> None:
    """Armenia is never at war (4.4.2), yet Persian units may occupy it (its last
    sentence): the 4.3 ban on a people at peace's zones does not shut Rome's ally's."""
    game = _game(peoples=_peoples(322, ("picts", "persae")),
                 units=[{"unit": "armenia_1", "zone": "armenia_1"}])
    st, eng = game.state, game.engine
    assert st.peoples["persae"].at_war and not st.peoples["armenia"].at_war
    assert people_entry_problem(eng, st, "persae", "persae_1", "armenia_2") is None
    eng.rules_version = 1  # as saved games of the first rules played it
    assert people_entry_problem(eng, st, "persae", "persae_1", "armenia_2") is not None


def test_4_3_armenians_do_not_enter_the_lands_of_a_people_at_peace() -> None:
    """With Iberia at war the Armenians may step next door (4.4.2), but not into the
    zones of origin of the Persians while they are at peace (4.3)."""
    game = _game(peoples=[*_peoples(322, ("picts",)), {"people": "iberia", "at_war": True}],
                 units=[{"unit": "armenia_1", "zone": "armenia_2"}])
    st, eng = game.state, game.engine
    assert st.peoples["iberia"].at_war and not st.peoples["persae"].at_war
    assert people_entry_problem(eng, st, "armenia", "armenia_2", "albania") is None
    assert people_entry_problem(eng, st, "armenia", "armenia_2", "iberia") is None  # at war
    problem = people_entry_problem(eng, st, "armenia", "armenia_2", "persae_1")
    assert problem is not None and "4.3" in _words(problem)
    st.peoples["persae"].at_war = True
    assert people_entry_problem(eng, st, "armenia", "armenia_2", "persae_1") is None


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("rules_version", [1, 2])
def test_the_reach_tables_and_the_move_checks_agree_on_every_peoples_land(
        seed: int, rules_version: int) -> None:
    """The movement search precomputes where each people may go (reach.py); the checks of
    a move compute it again (movement_query.py). Two codes for one rule (4.3, 4.4.2) must
    agree for every people, every zone and any mix of peoples at war and at peace."""
    import random

    from sv_model.games.semper_victor.reach import ReachContext

    game = _game(peoples=_peoples(322))
    st, eng = game.state, game.engine
    eng.rules_version = rules_version
    rng = random.Random(seed)
    for people in st.peoples.values():
        people.at_war = not eng.board.is_armenian(people.id) and rng.random() < 0.5
    ctx = ReachContext(eng, st)
    for people_id in st.peoples:
        allowed = ctx.people_zones(people_id)
        for zone in ctx.land_zones:
            checked = people_entry_problem(eng, st, people_id, zone, zone) is None
            assert (zone in allowed) == checked, (people_id, zone, rules_version)


def test_6_3_9_4_a_major_people_at_peace_struck_by_plague_comes_back_in_f() -> None:
    """6.3, 9.4 (rules version 3): Frankish units at peace killed by a plague go back
    to their zone of origin in phase F, at full strength; a Frankish unit weakened
    at home recovers. Before, they never came back."""
    for version, back in ((3, True), (2, False)):
        game = _game(peoples=_peoples(322),
                     units=[{"unit": "franci_salii", "zone": "franci"},
                            {"unit": "franci_chamavi", "zone": "franci", "weakened": True}])
        game.engine.rules_version = version
        st = game.state
        assert not st.peoples["franci"].at_war
        salii = st.units["franci_salii"]
        salii.status, salii.zone = ELIMINATED, None
        game.invalidate()
        answer_until(game, None)
        st = game.state
        assert (st.units["franci_salii"].status == "map") is back, version
        if back:
            assert st.units["franci_salii"].zone == "franci"
            assert not st.units["franci_chamavi"].weakened


def test_9_4_who_ran_the_persians_places_each_unit_in_a_zone_of_origin() -> None:
    """9.4 (rules version 3): the Persians, wiped out while SECONDUS ran them, are
    pacified by force; SECONDUS chooses the zone of origin of each unit."""
    game = _game(peoples=[*_peoples(322, at_war=("picts", "persae"))],
                 units=[{"unit": "persae_savaran_1", "zone": "persae_1"}])
    st = game.state
    runner = st.peoples["persae"].controller
    assert runner is not None
    for unit_id in ("persae_savaran_1",):
        unit = st.units[unit_id]
        unit.status, unit.zone = ELIMINATED, None
    game.invalidate()
    answer_until(game, "origin_zone")
    decision = game.decision
    assert decision is not None and decision.kind == "origin_zone"
    assert decision.player is runner and decision.rule == "9.4"
    zones = {a.zone for a in decision.options if isinstance(a, ChooseZone)}
    assert len(zones) == len(decision.options)
    assert zones == {"persae_1", "persae_2", "persae_3", "persae_4"}
    seen = []
    while game.decision is not None and game.decision.kind == "origin_zone":
        payload = game.decision.payload
        assert isinstance(payload, OriginZone)
        sent_home = payload.unit
        game.apply(ChooseZone("persae_3"))
        seen.append(sent_home)
        assert game.state.units[sent_home].zone == "persae_3"
    persians = [u for u in game.state.units.values()
                if game.engine.board.units[u.id].people == "persae"]
    assert sorted(seen) == sorted(u.id for u in persians)
    assert all(u.status == "map" and not u.weakened for u in persians)
