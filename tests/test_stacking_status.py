"""4.2.4 after changes of status (issue 37 item 2).

One stacking family per player and zone, and never non-Roman units of the two players
together. Pieces the engine places or hands to a side (peoples raised, units sent home,
a controller changing with a diocese in phase F, the merged Gothi going home, leaders
entering play) go through one check (``stacking.settle``, ``origins.open_origins``).
"""

from __future__ import annotations

from typing import Any

from engine_support import MAJORS, custom_bundle, new_game
from rules_invariants import stacking_problems
from test_engine_usurpation import _pl

from sv_model.engine import Game
from sv_model.games.semper_victor.control import refresh_people_control
from sv_model.games.semper_victor.origins import send_home
from sv_model.games.semper_victor.peoples import adjust_peoples, pacify
from sv_model.games.semper_victor.stacking import nearest_stand, stand_problem
from sv_model.games.semper_victor.war import raise_people
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS
PERSIANS = ("persae_savaran_1", "persae_elephantes")


def _un(unit: str, zone: str) -> dict[str, Any]:
    return {"unit": unit, "zone": zone}


def _peoples(at_war: tuple[str, ...], free: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """``at_war`` at war; ``free`` at peace and free to be raised; other Majors locked."""
    out: list[dict[str, Any]] = [{"people": p, "at_war": True} for p in at_war]
    out += [{"people": p} for p in free]
    out += [{"people": p, "pacified_until": 360} for p in MAJORS if p not in at_war + free]
    return out


def _put(game: Game, zone: str, *units: str) -> None:
    """Stand ``units`` in ``zone`` by hand (a position the set-up itself would settle)."""
    for u in units:
        game.state.units[u].status, game.state.units[u].zone = "map", zone
    game.invalidate()


def _game(units: list[dict[str, Any]], at_war: tuple[str, ...], free: tuple[str, ...] = (),
          control: dict[str, str] | None = None, leaders: list[dict[str, Any]] | None = None
          ) -> Game:
    bundle = custom_bundle(leaders=leaders or [], units=units, control=control,
                           peoples=_peoples(at_war, free))
    return new_game(bundle)


def test_persians_raised_among_visigoths_of_their_new_side_move_away() -> None:
    """4.2.4: Persians at peace at home with Visigoth units (Western) in persae_4. A
    stratagem raises them for the side that runs the Visigoths: they may not stand with
    them and go to another Persian zone of origin."""
    game = _game([_un("visigothi_4", "persae_4"), *(_un(u, "persae_4") for u in PERSIANS)],
                 at_war=("visigothi",), free=("persae",))
    st, eng = game.state, game.engine
    assert st.units["visigothi_4"].side is S and st.units[PERSIANS[0]].side is None
    raise_people(eng, st, "persae", P)
    assert st.peoples["persae"].controller is S
    assert stacking_problems(game) == []
    zones = {st.units[u].zone for u in PERSIANS}
    assert len(zones) == 1 and zones <= set(eng.board.people_origins["persae"]) - {"persae_4"}
    assert st.units["visigothi_4"].zone == "persae_4"


def test_a_people_that_changes_hands_in_f_leaves_the_other_players_peoples() -> None:
    """4.4.1 then 4.2.4: the Visigoths and the Franks, both run by SECONDUS, share a
    zone. Thracia passes to SECONDUS, so PRIMUS now runs the Visigoths: non-Roman units
    of the two players may not stand together, and the Visigoths (who changed hands)
    go to the nearest zone where they may stand."""
    game = _game([_un("visigothi_4", "franci"), _un("franci_salii", "franci")],
                 at_war=("visigothi", "franci"))
    st, eng = game.state, game.engine
    assert st.units["visigothi_4"].side is S and st.units["franci_salii"].side is S
    st.diocese_control["thracia"] = S
    refresh_people_control(eng, st)
    assert st.units["visigothi_4"].side is P
    assert stacking_problems(game) == []
    assert st.units["franci_salii"].zone == "franci"
    moved = st.units["visigothi_4"].zone
    assert moved in eng.board.neighbours["franci"]


def test_units_sent_home_never_join_the_other_players_non_roman_units() -> None:
    """9.4 and 4.2.4: an eliminated Visigoth unit goes home in phase F, but SECONDUS's
    Persians stand in the only Visigoth zone of origin while PRIMUS runs the Visigoths:
    it waits."""
    game = _game([_un("visigothi_1", "visigothi"), _un("visigothi_2", "thracia_1"),
                  *(_un(u, "persae_1") for u in PERSIANS)],
                 at_war=("visigothi", "persae"), control={"thracia": "SECONDUS"})
    st, eng = game.state, game.engine
    _put(game, "visigothi", *PERSIANS)
    assert st.units["visigothi_1"].side is P and st.units[PERSIANS[0]].side is S
    st.units["visigothi_1"].status, st.units["visigothi_1"].zone = "eliminated", None
    game.invalidate()
    assert eng.board.people_origins["visigothi"] == ("visigothi",)
    adjust_peoples(eng, st)
    assert st.units["visigothi_1"].status == "eliminated"
    assert stacking_problems(game) == []


def test_a_pacified_major_people_sent_home_then_raised_obeys_4_2_4() -> None:
    """9.4 then 6.3: the Persians are pacified by force while Visigoths of their side
    stand in every Persian zone but one; raised again, they stand where they may."""
    origins = ("persae_1", "persae_2", "persae_3", "persae_4")
    goths = [_un(f"visigothi_{i}", z) for i, z in enumerate(origins[1:], start=1)]
    game = _game([*goths, *(_un(u, "persae_1") for u in PERSIANS)],
                 at_war=("visigothi", "persae"))
    st, eng = game.state, game.engine
    assert set(eng.board.people_origins["persae"]) >= set(origins)
    pacify(eng, st, "persae", by_force=False)
    assert stacking_problems(game) == []
    raise_people(eng, st, "persae", P)
    assert stacking_problems(game) == []


def test_the_merged_gothi_going_home_wait_when_their_zone_is_barred() -> None:
    """4.1 and 9.4: merged Gothi bring their eliminated units back to their first zone
    of origin, but not among pieces of another family of their side (4.2.4)."""
    game = _game([_un("visigothi_1", "visigothi"), _un("ostrogothi_2", "thracia_1"),
                  *(_un(u, "persae_1") for u in PERSIANS)],
                 at_war=("visigothi", "persae", "ostrogothi"),
                 control={"oriens": "SECONDUS", "thracia": "SECONDUS"})
    st, eng = game.state, game.engine
    _put(game, "ostrogothi", *PERSIANS)
    from sv_model.games.semper_victor.war import gothi_merged

    assert gothi_merged(st), "the Gothi are merged when both are at war (4.1)"
    assert st.units[PERSIANS[0]].side is st.units["ostrogothi_2"].side
    st.units["ostrogothi_1"].status = "eliminated"
    game.invalidate()
    adjust_peoples(eng, st)
    assert st.units["ostrogothi_1"].status == "eliminated"
    assert stacking_problems(game) == []


def test_send_home_and_settle_use_the_same_check() -> None:
    """Every placement asks ``stand_problem``: a unit placed by ``send_home`` where a
    family of its side already stands is moved by the same rule a raised people is."""
    game = _game([_un("visigothi_4", "persae_4"), _un("persae_paygan", "persae_1")],
                 at_war=("visigothi", "persae"))
    st, eng = game.state, game.engine
    assert stand_problem(eng, st, "persae_paygan", "persae_4") is not None
    assert stand_problem(eng, st, "persae_paygan", "persae_1") is None
    st.units["persae_savaran_1"].status = "eliminated"
    send_home(eng, st, "persae", ["persae_savaran_1"], None)
    assert st.units["persae_savaran_1"].zone != "persae_4"
    assert nearest_stand(eng, st, "visigothi_4", "persae_4") is not None
    assert stacking_problems(game) == []



def test_no_usurper_is_made_beside_a_loyal_leader_of_the_player() -> None:
    """3.6.3 Note 2 after a change of side: Maxence, an Augustus of SECONDUS, stands
    with Licinius, a plain leader of PRIMUS. Made a Usurper of PRIMUS he would stand, a
    rebel, with a loyal leader of his new side: the counter may not target him there,
    and may once Licinius has gone."""
    game = _game([], at_war=(), leaders=[
        _pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
        _pl("licinius", "italia_2", "PRIMUS"),
        _pl("constantin", "galliae_2", "SECONDUS", "secundus_augustus"),
        _pl("maxence", "italia_2", "SECONDUS", "augustus")],
        control={"italia": "SECONDUS", "galliae": "SECONDUS"})
    from sv_model.engine.causes import UsurpationKind
    from sv_model.games.semper_victor.usurpation import usurpation_targets

    st, eng = game.state, game.engine
    assert usurpation_targets(eng, st, P, UsurpationKind.AUGUSTUS) == []
    st.leaders["licinius"].zone = "pontica_1"
    game.invalidate()
    assert usurpation_targets(eng, st, P, UsurpationKind.AUGUSTUS) == ["maxence"]


def test_armenia_entry_follows_the_ruleset_option() -> None:
    """4.3 and 4.4.2 (docs/rules-decisions.md): by default any people at war may enter
    Armenia, Rome's ally; with ``armenia_open_to_all_peoples_at_war`` off only Persian
    units may. The move checks and the reach the GUI draws agree."""
    from sv_model.games.semper_victor.movement_query import people_entry_problem
    from sv_model.games.semper_victor.reach import ReachContext
    from sv_model.schemas.scenario import RulesetOptions

    for open_to_all in (True, False):
        bundle = custom_bundle(leaders=[], units=[_un("iberia_1", "iberia"),
                                                 _un("persae_paygan", "persae_1")],
                               peoples=_peoples(("iberia", "persae")),
                               options={"armenia_open_to_all_peoples_at_war": open_to_all})
        game = new_game(bundle, options=RulesetOptions(
            armenia_open_to_all_peoples_at_war=open_to_all))
        st, eng = game.state, game.engine
        iberians = people_entry_problem(eng, st, "iberia", "iberia", "armenia_1")
        assert (iberians is None) is open_to_all
        assert people_entry_problem(eng, st, "persae", "persae_1", "armenia_2") is None
        assert ("armenia_1" in ReachContext(eng, st).people_zones("iberia")) is open_to_all
        assert "armenia_2" in ReachContext(eng, st).people_zones("persae")


def test_a_comitatensis_waits_while_a_non_roman_leader_holds_its_capital() -> None:
    """9.3.2 and 4.2.4 (305 seed 903 of the issue 37 sweep): the Celtae, eliminated,
    come back in Vienne, where Chnodomarius, an Alamannic leader run by the same side,
    stands alone. They may not stand with him: they wait, as they do when non-Roman
    units hold the capital."""
    from sv_model.games.semper_victor.adjustments import adj_comitatenses

    game = _game([_un("alamanni_lentienses", "alamanni")], at_war=("alamanni",),
                 leaders=[{"leader": "chnodomarius", "zone": "viennensis_1"}],
                 control={"viennensis": "SECONDUS"})
    st, eng = game.state, game.engine
    assert st.leaders["chnodomarius"].side is S and st.leaders["chnodomarius"].zone == \
        "viennensis_1"
    st.units["celtae"].status, st.units["celtae"].zone = "eliminated", None
    adj_comitatenses(eng, st)
    assert st.units["celtae"].status == "eliminated"
    assert stacking_problems(game) == []


def test_a_civil_war_leader_going_back_leaves_the_other_sides_usurper() -> None:
    """3.6.4 failure then 3.6.3 Note 2 (337 seed 923 of the issue 37 sweep): Licinius
    follows Maximien, PRIMUS's Usurper, and stands with Maxence, SECONDUS's Usurper.
    Maximien dies: Licinius goes back to SECONDUS, a loyal leader beside a rebel of his
    side, and so moves to the nearest zone of his side where he may stand."""
    from sv_model.engine.causes import DeathCause
    from sv_model.games.semper_victor.deaths import leader_dies

    game = _game([], at_war=(), leaders=[
        _pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
        _pl("constantin", "galliae_2", "SECONDUS", "secundus_augustus"),
        _pl("maximien", "pannoniae_4", "PRIMUS", "usurper"),
        {**_pl("licinius", "italia_2", "PRIMUS"), "civil_war": True},
        _pl("maxence", "italia_2", "SECONDUS", "usurper")],
        control={"italia": "SECONDUS", "galliae": "SECONDUS"})
    st, eng = game.state, game.engine
    leader_dies(eng, st, "maximien", DeathCause.ASSASSINATED, killer=S)
    assert st.leaders["licinius"].side is S
    assert st.leaders["licinius"].zone != "italia_2"
    assert stacking_problems(game) == []


def test_a_civil_war_leader_is_never_named_emperor_by_a_succession() -> None:
    """3.5.2 case 5/ (305 seeds 952 and 930 of the issue 37 sweep): Licinius, a Civil
    War leader following Maximien, is not among the generals PRIMUS may name, as he is
    not in 3.5.1: made Primus Augustus, the fall of Maximien would take the title to
    SECONDUS (5), or leave him loyal beside the rebels of his zone (3.6.3 Note 2)."""
    from sv_model.games.semper_victor.succession import generals

    game = _game([], at_war=(), leaders=[
        _pl("constantin", "galliae_2", "SECONDUS", "secundus_augustus"),
        _pl("maximien", "pannoniae_4", "PRIMUS", "usurper"),
        _pl("galere", "moesiae_1", "PRIMUS"),
        {**_pl("licinius", "pontica_1", "PRIMUS"), "civil_war": True}],
        control={"italia": "SECONDUS", "galliae": "SECONDUS"})
    assert "licinius" not in generals(game.engine, game.state, P)
    assert "galere" in generals(game.engine, game.state, P)


def test_a_leader_going_over_in_a_succession_obeys_4_2_4() -> None:
    """3.5.2 case 4/: a SECONDUS leader who passes his loyalty roll goes over to PRIMUS
    with the SECONDUS units of his zone. Standing there with Visigoths run by PRIMUS (a
    battle still to fight in E.2), the Roman pieces now PRIMUS's may not stay beside
    PRIMUS's non-Roman units (4.2.4): the one check moves them (found by an audit)."""
    from sv_model.engine.core import step_function
    from sv_model.games.semper_victor.succession import _loyalty_tests

    peoples = [{"people": "visigothi", "at_war": True}] + [
        {"people": p, "pacified_until": 360} for p in MAJORS if p != "visigothi"]
    game = new_game(custom_bundle(
        leaders=[{"leader": "licinius", "zone": "italia_1", "side": "SECONDUS"},
                 {"leader": "maxence", "zone": "africa_1", "side": "SECONDUS"}],
        units=[{"unit": "visigothi_4", "zone": "visigothi"}],
        control={"thracia": "SECONDUS", "italia": "SECONDUS", "africa": "SECONDUS"},
        peoples=peoples))
    st, eng = game.state, game.engine
    roman = next(u for u in eng.board.units if eng.board.is_roman_unit(u))
    zone = "moesiae_1"
    for u in (roman, "visigothi_4"):
        st.units[u].status, st.units[u].zone = "map", zone
        st.moved(st.units[u])  # as every writer of a piece's place does
    st.units[roman].side = Side.SECONDUS
    st.leaders["licinius"].zone = zone
    st.moved(st.leaders["licinius"])
    assert st.peoples["visigothi"].controller is Side.PRIMUS
    assert stacking_problems(game) == []
    st.forced_dice = [6, 6, 6, 6]
    _loyalty_tests(eng, st, "maxence")
    assert st.leaders["licinius"].side is Side.PRIMUS and st.units[roman].side is Side.PRIMUS
    name, args = st.stack.pop()  # the check it scheduled
    assert name == "settle_gone_over" and "licinius" in args and roman in args
    step_function(name).fn(eng, st, *args)
    game.invalidate()
    assert stacking_problems(game) == []
