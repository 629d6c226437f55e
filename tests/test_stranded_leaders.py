"""7.1: ``stranded_leaders`` (a direct scan since issue 33 item 2) names exactly the
leaders the ``Occupancy`` reading of the rule names, at every step of a seeded game."""

from __future__ import annotations

import random

from engine_support import real_bundle

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.escapes import stranded_leaders
from sv_model.engine.queries import Occupancy
from sv_model.engine.state import GameState


def _reference(st: GameState) -> list[str]:
    """Leaders with no unit of their side and some enemy unit in their zone (7.1)."""
    occ = Occupancy(st)
    out = []
    for zone, leaders in sorted(occ.leaders.items()):
        for leader in sorted(leaders):
            side = st.leaders[leader].side
            if side is not None and not occ.units_of(zone, side) \
                    and occ.has_enemy_units(zone, side):
                out.append(leader)
    return out


def test_stranded_leaders_match_the_occupancy_reading() -> None:
    game = Game.new(real_bundle(), 3, end_year=312)
    rng = random.Random("autoplay:3")
    found = 0
    while not game.is_over:
        st = game.state.clone()
        # a leader of each side set down among the other side's units, now and then
        for x in list(st.leaders.values())[:: 7]:
            enemy = next((u for u in st.units.values() if u.zone and u.side is not None
                          and u.side is not x.side and u.aboard is None), None)
            if enemy is not None and x.side is not None and rng.random() < 0.3:
                x.zone, x.status, x.aboard = enemy.zone, "map", None
        expected = _reference(st)
        assert stranded_leaders(game.engine, st) == expected
        found += len(expected)
        game.apply(choose_action(game, rng))
    assert found > 50
