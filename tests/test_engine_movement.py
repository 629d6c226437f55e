"""Movement (3.2, 3.4.1, 4.3, 7): costs, halting, limits, lone units and lone leaders."""

from __future__ import annotations

import pytest
from engine_support import custom_bundle, movement_game, quiet_peoples

from sv_model.engine import EndMovement, Move
from sv_model.engine.messages import MessageId
from sv_model.errors import IllegalActionError
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import Side


def _franci_at_war() -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "ascaric", "zone": "franci"}],
        units=[{"unit": "franci_salii", "zone": "franci"},
               {"unit": "franci_chamavi", "zone": "franci"}],
        control={"galliae": "SECONDUS"}, peoples=quiet_peoples(310, ("franci",)))


def test_franci_to_galliae_2_costs_two_mp() -> None:
    # 7.2 example: crossing the Rhenus from the Franci zone into Treveri costs 2 MP.
    game = movement_game(_franci_at_war(), Side.PRIMUS)  # Franci run against SECONDUS
    reach = game.reachable("ascaric", ("franci_salii", "franci_chamavi"))
    assert reach["galliae_2"].cost_mp == 2
    assert reach["galliae_2"].path == ("galliae_2",)
    game.apply(Move("ascaric", ("franci_salii", "franci_chamavi"), ("galliae_2",)))
    assert game.state.leaders["ascaric"].zone == "galliae_2"


def test_a_people_at_peace_stays_home_and_enters_only_through_its_band() -> None:
    game = movement_game(_franci_at_war(), Side.PRIMUS)
    reach = game.reachable("ascaric", ("franci_salii",))
    assert "alamanni" not in reach  # 4.3: the Alamanni are at peace
    assert all(game.engine.board.zone_diocese.get(z) in (None, "galliae", "viennensis")
               for z in reach)


def _galere_in_gepides() -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "gepides", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": "scutarii_1", "zone": "gepides"},
               {"unit": "lanciarii", "zone": "gepides"},
               {"unit": "mattiarii", "zone": "gepides"}],
        peoples=quiet_peoples(310, ("gepides", "vandales", "quades")))


def test_7_3_example_gepides_vandales_quades_pannoniae() -> None:
    # Outside-only moves stop at 2 MP, but this one ends inside the Empire: 4 MP is fine.
    game = movement_game(_galere_in_gepides(), Side.PRIMUS)
    units = ("lanciarii", "mattiarii", "scutarii_1")
    path = ("vandales", "quades", "pannoniae_2")
    game.apply(Move("galere", units, path))
    st = game.state
    assert st.leaders["galere"].zone == "pannoniae_2"
    assert {st.units[u].zone for u in units} == {"pannoniae_2"}
    assert "galere" in st.mcs.moved


def test_7_3_an_all_outside_move_is_limited_to_two_mp() -> None:
    game = movement_game(_galere_in_gepides(), Side.PRIMUS)
    units = ("lanciarii", "mattiarii", "scutarii_1")
    reach = game.reachable("galere", units)
    assert "quades" in reach and reach["quades"].cost_mp == 2
    assert reach["pannoniae_2"].cost_mp == 4
    with pytest.raises(IllegalActionError, match=r"7\.3"):
        game.apply(Move("galere", units, ("vandales", "quades", "venedi")))


def test_7_3_example_eburacum_to_the_picts() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "constance_chlore", "zone": "britanniae_1", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": u, "zone": "britanniae_1"} for u in
               ("scutarii_3", "armatures_seniores", "bracchiates", "cornuti", "celtae")],
        peoples=quiet_peoples(304, ("picts",)), start_year=304)  # no death test in 304
    game = movement_game(bundle, Side.PRIMUS)
    units = ("armatures_seniores", "bracchiates", "celtae", "cornuti", "scutarii_3")
    reach = game.reachable("constance_chlore", units)
    assert reach["picts_2"].cost_mp == 2
    assert "picts_3" not in reach
    with pytest.raises(IllegalActionError, match=r"7\.3"):
        game.apply(Move("constance_chlore", units, ("picts_1", "picts_2", "picts_3")))
    game.apply(Move("constance_chlore", units, ("picts_1", "picts_2")))
    assert game.state.leaders["constance_chlore"].zone == "picts_2"


def _two_armies() -> ScenarioBundle:
    return custom_bundle(
        leaders=[{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "licinius", "zone": "pannoniae_1", "side": "PRIMUS"},
                 {"leader": "maxence", "zone": "pannoniae_4", "side": "SECONDUS"}],
        units=[{"unit": "pannoniciani", "zone": "pannoniae_1"},
               {"unit": "moesiaci", "zone": "pannoniae_1"},
               {"unit": "ri_pannoniae", "zone": "pannoniae_1"},
               {"unit": "pc_pannoniae_1", "zone": "pannoniae_1"},
               {"unit": "pc_pannoniae_2", "zone": "pannoniae_3"},
               {"unit": "ioviani", "zone": "pannoniae_4"}],
        control={"italia": "SECONDUS", "pannoniae": "PRIMUS"})


def test_a_force_with_units_halts_among_enemy_units() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    reach = game.reachable("galere", ("pannoniciani",))
    assert reach["pannoniae_4"].halts
    with pytest.raises(IllegalActionError, match=r"7\.1"):
        game.apply(Move("galere", ("pannoniciani",), ("pannoniae_4", "pannoniae_6")))


def test_a_lone_leader_passes_through_enemy_units() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    reach = game.reachable("licinius", ())
    assert not reach["pannoniae_4"].halts
    assert "pannoniae_6" in reach


def test_a_unit_alone_moves_one_zone() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    reach = game.reachable(None, ("moesiaci",))
    assert all(len(info.path) == 1 for info in reach.values())
    with pytest.raises(IllegalActionError, match=r"one zone"):
        game.apply(Move(None, ("moesiaci",), ("pannoniae_3", "pannoniae_2")))
    game.apply(Move(None, ("moesiaci",), ("pannoniae_3",)))
    with pytest.raises(IllegalActionError, match=r"once per E\.1"):
        game.apply(Move(None, ("moesiaci",), ("pannoniae_1",)))


def test_ripenses_never_leave_their_diocese() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    reach = game.reachable("galere", ("ri_pannoniae",))
    assert reach and all(game.engine.board.zone_diocese[z] == "pannoniae" for z in reach)
    with pytest.raises(IllegalActionError, match=r"3\.2\.1"):
        game.apply(Move("galere", ("ri_pannoniae",), ("moesiae_2",)))


def test_pseudo_comitatenses_leave_their_diocese_only_with_an_emperor() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    with pytest.raises(IllegalActionError, match=r"3\.2\.1"):
        game.apply(Move("licinius", ("pc_pannoniae_1",), ("moesiae_2",)))
    game.apply(Move("galere", ("pc_pannoniae_1",), ("moesiae_2",)))
    assert game.state.units["pc_pannoniae_1"].zone == "moesiae_2"


def test_a_leader_carries_at_most_cc_units_and_may_drop_some() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    cc = game.engine.board.leaders["licinius"].cc
    assert cc >= 2
    game.apply(Move("licinius", ("moesiaci", "pannoniciani"), ("moesiae_2", "moesiae_3"),
                    drop=(("moesiaci", 0),)))
    st = game.state
    assert st.units["moesiaci"].zone == "moesiae_2"
    assert st.units["pannoniciani"].zone == "moesiae_3"
    assert st.leaders["licinius"].zone == "moesiae_3"
    assert {"moesiaci", "pannoniciani", "licinius"} <= st.mcs.moved


def test_a_leader_goes_no_further_than_his_last_unit() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    with pytest.raises(IllegalActionError, match=r"last unit"):
        game.apply(Move("licinius", ("moesiaci",), ("moesiae_2", "moesiae_3"),
                        drop=(("moesiaci", 0),)))


def test_too_many_units_for_the_cc() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": u, "zone": "pontica_1"} for u in
               ("scutarii_1", "scutarii_clibanarii", "gentiles_iuniores", "lanciarii",
                "mattiarii", "victores", "iovii")])
    game = movement_game(bundle, Side.PRIMUS)
    units = tuple(sorted(u for u in game.state.units if game.state.units[u].zone == "pontica_1"))
    assert len(units) > game.engine.board.leaders["galere"].cc
    with pytest.raises(IllegalActionError, match=r"CC"):
        game.apply(Move("galere", units, ("pontica_2",)))


def test_only_the_phasing_player_moves_his_own_pieces() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    with pytest.raises(IllegalActionError, match=r"not yours"):
        game.apply(Move("maxence", ("ioviani",), ("pannoniae_6",)))


def test_lone_leader_among_enemies_escapes_or_dies() -> None:
    game = movement_game(_two_armies(), Side.SECONDUS)
    st = game.state
    st.leaders["licinius"].zone = "pannoniae_5"  # alone, next to the Italians
    st.units["ioviani"].zone = "pannoniae_2"
    st.leaders["maxence"].zone = "pannoniae_2"
    st.forced_dice = [3]  # the escape roll: not a 9
    game.invalidate()
    game.apply(Move("maxence", ("ioviani",), ("pannoniae_5",)))
    decision = game.decision
    assert decision is not None
    if decision.kind == "leader_escape":
        assert decision.player is Side.PRIMUS
        game.apply(decision.options[0])
    licinius = st.leaders["licinius"]
    assert licinius.status == "map" and licinius.zone != "pannoniae_5"
    assert any(d.purpose.id is MessageId.ROLL_ESCAPE and d.value == 3 for d in game.dice)


def test_an_escape_roll_of_nine_kills_the_leader() -> None:
    game = movement_game(_two_armies(), Side.SECONDUS)
    st = game.state
    st.leaders["licinius"].zone = "pannoniae_5"
    st.units["ioviani"].zone = "pannoniae_2"
    st.leaders["maxence"].zone = "pannoniae_2"
    st.forced_dice = [9]
    game.invalidate()
    game.apply(Move("maxence", ("ioviani",), ("pannoniae_5",)))
    assert st.leaders["licinius"].status == "dead"
    assert st.vp[Side.SECONDUS] == 0  # no VP: not killed in combat


def test_stacking_families_do_not_mix() -> None:
    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "galliae_6", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "ascaric", "zone": "galliae_2"}],
        units=[{"unit": "cornuti", "zone": "galliae_6"},
               {"unit": "franci_salii", "zone": "galliae_2"}],
        control={"galliae": "SECONDUS"}, peoples=quiet_peoples(310, ("franci",)))
    game = movement_game(bundle, Side.PRIMUS)  # the Franci are PRIMUS's here
    assert "galliae_2" not in game.reachable("galere", ("cornuti",))
    with pytest.raises(IllegalActionError, match=r"4\.2\.4"):
        game.apply(Move("galere", ("cornuti",), ("galliae_2",)))


def test_every_representative_option_is_legal() -> None:
    game = movement_game(_two_armies(), Side.PRIMUS)
    decision = game.decision
    assert decision is not None and decision.open_ended
    assert decision.options[0] == EndMovement()
    moves = [a for a in decision.options if isinstance(a, Move)]
    assert moves
    for move in moves:
        game.apply(move)
        assert game.undo()
    assert game.actions == ()


@pytest.mark.parametrize("seed", [3, 17])
def test_the_land_moves_of_every_group_are_the_movement_decisions_moves(seed: int) -> None:
    """3.4.1, 4.3, 7: ``land_moves`` (the AI playouts' listing of a few groups) lists,
    group by group, exactly the land moves the movement decision offers (Note 2 applied),
    at every movement decision of a seeded random game."""
    import random

    from engine_support import real_bundle

    from sv_model.engine import Game
    from sv_model.engine.autoplay import choose_action
    from sv_model.games.semper_victor.movement import land_moves
    from sv_model.games.semper_victor.movement_query import movable_groups

    game = Game.new(real_bundle(), seed, end_year=307)
    rng = random.Random(seed)
    checked = 0
    while not game.is_over and checked < 60:
        decision = game.decision
        assert decision is not None
        if decision.kind == "movement":
            eng, st = game.engine, game.state
            groups = movable_groups(eng, st, decision.player)
            listed = land_moves(eng, st, decision.player, groups)
            assert len(listed) == len(groups)
            by_group = [m for moves in listed for m in moves]
            offered = [o for o in decision.options if isinstance(o, Move)]
            assert sorted(map(repr, by_group)) == sorted(map(repr, offered))
            checked += 1
        game.apply(choose_action(game, rng))
    assert checked >= 20
