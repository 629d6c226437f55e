"""An Augustus who dies in a battle against a Usurper, whatever kills him (3.5.2, 3.6.4 A/,
8.5.2; issue 37 item 1).

3.5.2 gives the natural succession only to an Augustus who dies other than in combat
against a Usurper, and 3.6.4 A/ makes the usurpation succeed when the enemy Augustus is
beaten in a battle he takes part in. An E result, an A result, a force with nowhere to
retreat, an evasion and a stratagem played in the battle's windows all end the same way:
the Usurper takes his place and no heir is named.
"""

from __future__ import annotations

from typing import Any

from engine_support import custom_bundle, movement_game
from rules_support import give
from test_engine_usurpation import _pl

from sv_model.engine import Confirm, EndMovement, Game, Move, PlayStratagem
from sv_model.engine.actions import ChooseZone, Evade
from sv_model.games.semper_victor.titles import title_limits_problems
from sv_model.schemas.scenario import Side, Title

P, S = Side.PRIMUS, Side.SECONDUS
ARMY = ("pannoniciani", "ioviani", "hercules", "batavi")


def _bundle(*, galere_zone: str = "pannoniae_3", weakened: bool = True,
            units: list[dict[str, Any]] | None = None) -> Any:
    """Constantin, a SECONDUS Usurper, with four units next to Galère, the last PRIMUS
    Augustus, who holds pannoniae_3 with one (weakened) unit; Sévère is his Caesar.
    Constantin's TB and PC beat Galère's: the attacker adds 2 to the die (8.6.2, 8.6.3)."""
    return custom_bundle(
        leaders=[_pl("galere", galere_zone, "PRIMUS", "primus_augustus"),
                 _pl("constantin", "pannoniae_1", "SECONDUS", "usurper"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus"),
                 _pl("licinius", "galliae_2", "SECONDUS", "augustus"),
                 _pl("severe", "pontica_1", "PRIMUS", "caesar")],
        units=[*({"unit": u, "zone": "pannoniae_1"} for u in ARMY),
               {"unit": "moesiaci", "zone": galere_zone, "weakened": weakened},
               *(units or [])],
        control={"italia": "SECONDUS", "galliae": "SECONDUS", "viennensis": "SECONDUS"},
        start_year=310)


def _usurper_attacks(game: Game) -> None:
    game.apply(Move("constantin", ARMY, ("pannoniae_3",)))
    game.apply(EndMovement())
    decision = game.decision
    assert decision is not None and decision.kind == "evasion"


def _assert_usurper_crowned(game: Game) -> None:
    """3.6.4 A/: Constantin becomes Primus Augustus, roles change in F; 3.5.2: no heir."""
    st = game.state
    assert st.leaders["galere"].status == "dead"
    constantin = st.leaders["constantin"]
    assert constantin.title is Title.PRIMUS_AUGUSTUS and constantin.side is S
    assert st.pending_role_change
    assert st.stats["usurpation_successes"] == 1
    assert st.leaders["severe"].title is Title.CAESAR  # not promoted by a succession
    assert title_limits_problems(game.engine, st, capitals=False) == []


def test_an_e_result_against_a_usurper_crowns_him() -> None:
    """8.4 E kills Galère before 8.5.2 is looked at: still beaten by the Usurper."""
    game = movement_game(_bundle(), S)
    _usurper_attacks(game)
    game.state.forced_dice = [5]  # 4/1 column, row 5 + 2: R / E
    game.apply(Confirm(False))
    report = game.state.last_battle
    if report is None and game.state.battle is not None:
        report = game.state.battle.report
    assert report is not None and report.result == ("R", "E")
    _assert_usurper_crowned(game)


def test_an_a_result_against_a_usurper_crowns_him() -> None:
    """A weakens the defender's units (the weakened one dies): Galère is beaten, must
    retreat and dies (8.5.2)."""
    game = movement_game(_bundle(), S)
    _usurper_attacks(game)
    game.state.forced_dice = [2]  # 4/1 column, row 2 + 2: R / A
    game.apply(Confirm(False))
    assert game.state.units["moesiaci"].status != "on_map"
    _assert_usurper_crowned(game)


def _block_around(game: Game, zone: str, side: Side) -> None:
    """Station a unit of ``side`` (taken from off the map) in every zone next to
    ``zone``: a force beaten there has nowhere to retreat (8.4.1)."""
    st = game.state
    spare = (u for u in ("scutarii_3", "armatures_seniores", "bracchiates", "cornuti",
                         "celtae", "petulantes") if st.units[u].status != "map")
    for neighbour in sorted(game.engine.board.neighbours[zone]):
        unit = st.units[next(spare)]
        unit.status, unit.zone, unit.side = "map", neighbour, side
    game.invalidate()


def test_an_augustus_with_nowhere_to_retreat_is_beaten_by_the_usurper() -> None:
    """8.4.1 / 8.5.1: Galère cannot retreat from pannoniae_3; he dies beaten by the
    Usurper (8.5.2), never through a natural death."""
    game = movement_game(_bundle(), S)
    _usurper_attacks(game)
    _block_around(game, "pannoniae_3", S)
    game.state.forced_dice = [2]
    game.apply(Confirm(False))
    _assert_usurper_crowned(game)


def test_a_plague_played_before_the_die_that_kills_the_augustus_crowns_the_usurper() -> None:
    """6 / 6.3: an E stratagem played in the battle's window before the die (here a
    Foyer de peste on the battle zone) kills Galère in the battle against Constantin."""
    game = movement_game(_bundle(), S)
    _usurper_attacks(game)
    st = game.state
    give(game, S, "foyer_de_peste")
    game.apply(Confirm(False))
    decision = game.decision
    assert decision is not None and decision.kind == "stratagem_window", decision
    assert decision.player is S
    game.apply(PlayStratagem("foyer_de_peste"))
    st.forced_dice = [1, 9]  # the plague dice of Constantin, then Galère (8.5: by id)
    game.apply(ChooseZone("pannoniae_3"))
    _assert_usurper_crowned(game)


def test_an_augustus_beaten_after_the_usurper_evaded_is_beaten_by_him() -> None:
    """8.2: Constantin, attacked by Galère, evades alone; his units stay and beat Galère,
    who has nowhere to retreat (8.4.1). The battle was one against the Usurper, who took
    part in it until he slipped away (3.6.4 A/)."""
    game = movement_game(_bundle(weakened=False), P)
    st = game.state
    game.apply(Move("galere", ("moesiaci",), ("pannoniae_1",)))
    _block_around(game, "pannoniae_1", S)
    game.apply(EndMovement())
    decision = game.decision
    assert decision is not None and decision.kind == "evasion" and decision.player is S
    st.forced_dice = [1, 1]  # the evasion roll, then the battle die (1/3 column, row 2: A / R)
    game.apply(Confirm(True))
    decision = game.decision
    assert decision is not None and decision.kind == "evasion_move"
    evade = next(a for a in decision.options if isinstance(a, Evade) and not a.units)
    game.apply(evade)
    assert st.leaders["constantin"].zone == evade.zone
    report = st.last_battle
    assert report is not None and report.result == ("A", "R")
    _assert_usurper_crowned(game)


def test_an_augustus_killed_in_a_battle_without_a_usurper_has_an_heir() -> None:
    """3.5.2: an E result in a battle against an ordinary general is a natural death:
    the Caesar succeeds and no usurpation succeeds."""
    game = movement_game(_bundle(), S)
    st = game.state
    st.leaders["constantin"].title = None
    game.invalidate()
    _usurper_attacks(game)
    st.forced_dice = [6]  # no PC modifier without the Usurper's title: row 6 + 1
    game.apply(Confirm(False))
    assert st.leaders["galere"].status == "dead"
    assert st.leaders["severe"].title is Title.PRIMUS_AUGUSTUS
    assert st.stats.get("usurpation_successes", 0) == 0


def test_under_rules_version_3_an_e_result_was_a_natural_death() -> None:
    """Saves played under rules version 3 replay as they were: only 8.5.2 deaths
    crowned the Usurper, so the Caesar succeeded."""
    game = movement_game(_bundle(), S)
    game.engine.rules_version = 3
    _usurper_attacks(game)
    st = game.state
    st.forced_dice = [5]
    game.apply(Confirm(False))
    assert st.leaders["galere"].status == "dead"
    assert st.leaders["severe"].title is Title.PRIMUS_AUGUSTUS
    assert st.leaders["constantin"].title is Title.USURPER
