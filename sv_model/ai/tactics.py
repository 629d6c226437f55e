"""Battles and threats as the AI weighs them (8.3, 8.4).

``battle_at`` values a move that halts in a zone of enemy units (7.1), where a battle
will be fought in E.2: ``easy`` by the odds column alone, ``normal`` exactly, by the six
faces of the die (``games.semper_victor.forecast``, the battle calculator's code, which fights the
battle on copies of the state). ``exposure`` is the one M/CS of lookahead: what the
enemy's strongest neighbouring force could do to each of the side's stacks next.
"""

from __future__ import annotations

from typing import NamedTuple

from sv_model.ai.evaluate import WEIGHTS, sp_by_zone
from sv_model.engine.core import Engine
from sv_model.engine.messages import Message, msg, zone_ref
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.forecast import can_forecast, forecast_battle
from sv_model.schemas.scenario import Side
from sv_model.tables import COLUMN_VALUES

GOOD_ODDS = 1.5
BAD_ODDS_PENALTY = 2.0
WIN_BONUS = 1.0
LONG_ODDS_PREMIUM = 0.5
"""VP an attack at odds worse than 1/1 must be expected to pay before ``normal`` takes
the risk: a long shot with nothing to gain beyond an even bet is a blunder."""


class BattleValue(NamedTuple):
    """What a battle the AI would fight is worth to it (VP), in words (a message; None:
    no battle), and whether it is fought at odds worse than 1/1 (8.3)."""

    value: float
    said: Message | None
    long_shot: bool = False


def battle_at(eng: Engine, st: GameState, side: Side, zone: str, *,
              exact: bool) -> BattleValue:
    """The battle ``side`` will fight in ``zone``, if any, as the AI values it."""
    if not can_forecast(st, zone, side):
        return BattleValue(0.0, None)
    fc = forecast_battle(eng, st, zone, side)
    column = fc.report.column
    win = float(fc.win_chance(side))
    odds = COLUMN_VALUES.get(column, 1.0)
    if not exact:
        value = WIN_BONUS if odds >= GOOD_ODDS else -BAD_ODDS_PENALTY
        return BattleValue(value, msg(M.AI_ATTACKS_ODDS, zone=zone_ref(zone), column=column),
                           odds < 1)
    r = fc.report
    own_sp = r.attacker_sp / max(len(r.attacker_units), 1)
    enemy_sp = r.defender_sp / max(len(r.defender_units), 1)
    total = 0.0
    for o in fc.outcomes:
        total += WEIGHTS.sp * (enemy_sp * (o.eliminated[side.other] + 0.5 * o.weakened[side.other])
                               - own_sp * (o.eliminated[side] + 0.5 * o.weakened[side]))
        for x in o.leaders_killed:
            total += WEIGHTS.leader if st.leaders[x].side is side.other else -WEIGHTS.emperor
        if o.winner is side:
            total += WIN_BONUS
        elif o.winner is side.other:
            total -= WIN_BONUS
    expected = total / len(fc.outcomes)
    return BattleValue(expected - LONG_ODDS_PREMIUM * (odds < 1),
                       msg(M.AI_ATTACKS, zone=zone_ref(zone), column=column,
                           win=round(100 * win), expected=expected), odds < 1)


def exposure(eng: Engine, st: GameState, side: Side) -> float:
    """VP the side could lose to the enemy's next attacks: for each stack of its units,
    the SP by which the strongest enemy force next door outnumbers it."""
    sp = sp_by_zone(eng, st)
    enemy_sp, neighbours = sp[side.other], eng.board.neighbours
    total = 0.0
    for zone, own in sp[side].items():
        if not own:
            continue
        enemy = max((enemy_sp.get(z, 0) for z in neighbours.get(zone, ())), default=0)
        if enemy > own:
            total += 0.5 * WEIGHTS.sp * min(enemy - own, own)
    return total
