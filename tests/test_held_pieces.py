"""Pieces held in place by events 4, 6 and 11 neither evade (8.2) nor slip away with
Fuite opportune (6.3) (issue 37 items 3 and 4).

docs/rules-decisions.md: pieces held by events 4 (the sick Primus Augustus) and 11 (a
struck capital) cannot move, embark or evade; event 6 sends the Augusti to a capital of
their side, where they stay for the rest of the turn.
"""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import custom_bundle, movement_game
from rules_support import give
from test_engine_usurpation import _pl

from sv_model.engine import EndMovement, Game, Move, PlayStratagem
from sv_model.games.semper_victor.movement_query import held_in_place
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS
ARMY = ("pannoniciani", "ioviani", "hercules", "batavi")
CAPITAL = "pannoniae_1"  # Sirmium


def _bundle() -> Any:
    """Galère, Primus Augustus, holds Sirmium with one unit; Constantin, Secundus
    Augustus, stands next door with four."""
    return custom_bundle(
        leaders=[_pl("galere", CAPITAL, "PRIMUS", "primus_augustus"),
                 _pl("constantin", "pannoniae_3", "SECONDUS", "secundus_augustus")],
        units=[*({"unit": u, "zone": "pannoniae_3"} for u in ARMY),
               {"unit": "moesiaci", "zone": CAPITAL}],
        start_year=310)


def _attack(game: Game) -> None:
    game.apply(Move("constantin", ARMY, (CAPITAL,)))
    game.apply(EndMovement())


HOLDS = {
    "event 4": lambda game: setattr(game.state.leaders["galere"], "sick", True),
    "event 6": lambda game: setattr(game.state, "active_event", 6),
    "event 11": lambda game: setattr(game.state, "pinned_zones", (CAPITAL,)),
}


@pytest.mark.parametrize("event", sorted(HOLDS))
def test_a_held_augustus_may_not_play_fuite_opportune(event: str) -> None:
    """6.3 Fuite opportune moves the whole defending force: not while it holds a piece
    that may not move (events 4, 6, 11)."""
    game = movement_game(_bundle(), S)
    HOLDS[event](game)
    game.invalidate()
    give(game, P, "fuite_opportune")
    assert held_in_place(game.engine, game.state, "galere") is not None
    _attack(game)
    for _ in range(4):  # the evasion offer (refused) and the windows before the die
        decision = game.decision
        if decision is None or decision.kind not in ("evasion", "stratagem_window"):
            break
        assert PlayStratagem("fuite_opportune") not in decision.options, event
        game.apply(decision.options[-1])
    assert not game.state.battle_stratagems.fled


def test_event_6_keeps_the_augustus_in_his_capital_when_attacked() -> None:
    """Event 6: Galère, in a capital of his side, stays there for the rest of the turn,
    so he may not evade when attacked in the enemy's M/CS (8.2)."""
    game = movement_game(_bundle(), S)
    game.state.active_event = 6
    game.invalidate()
    _attack(game)
    decision = game.decision
    assert decision is None or decision.kind != "evasion"


def test_without_event_6_the_augustus_may_evade() -> None:
    game = movement_game(_bundle(), S)
    _attack(game)
    decision = game.decision
    assert decision is not None and decision.kind == "evasion"
    assert held_in_place(game.engine, game.state, "galere") is None
