"""The battle calculator: what a battle in a zone would give, for each face of the die.

A battle is one d6 on the 8.3 table, so the outcomes are enumerated, never sampled: for
each face the engine itself fights the battle on a copy of the state (``GameState.clone``)
with that die, so the forecast agrees with the engine by construction. The copy answers
the questions a battle asks as quietly as it can: the defender does not evade (8.2), no
stratagem is played in the windows (6), losses and retreats take the engine's first
option (the number of units hit never depends on which). Those are the forecast's
assumptions, and it says so. Nothing of the real game changes: every copy is a position
of its own, with its own dice and log (``GameState.clone``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from sv_model.engine.actions import Action, Confirm, Move
from sv_model.engine.causes import Assumption
from sv_model.engine.core import Engine, apply_action, current_decision, push, run, step
from sv_model.engine.state import DEAD, ON_MAP, BattleReport, GameState
from sv_model.games.semper_victor.combat import battle, row_outcome
from sv_model.games.semper_victor.combat_math import force, prepare_report
from sv_model.games.semper_victor.movement import apply_move
from sv_model.schemas.scenario import Side
from sv_model.tables import clamp_row

FACES = (1, 2, 3, 4, 5, 6)
ASSUMPTIONS = tuple(Assumption)  # worded by the catalogues (messages.word)


@dataclass(frozen=True)
class FaceOutcome:
    """What one face of the die gives."""

    die: int
    row: int | None
    result: tuple[str, str]
    winner: Side | None
    weakened: dict[Side, int]
    eliminated: dict[Side, int]
    leaders_killed: tuple[str, ...]


@dataclass
class BattleForecast:
    """A battle's report before the roll (odds, column, shifts, die modifiers) and its six
    outcomes, each of probability 1/6."""

    zone: str
    attacker: Side
    report: BattleReport
    outcomes: list[FaceOutcome] = field(default_factory=list)
    assumptions: tuple[Assumption, ...] = ASSUMPTIONS

    def win_chance(self, side: Side | None) -> Fraction:
        """Exact chance that ``side`` wins (None: nobody wins, 8.4)."""
        return Fraction(sum(1 for o in self.outcomes if o.winner is side), len(self.outcomes))

    def expected_hits(self, side: Side) -> Fraction:
        """Expected number of ``side``'s units weakened or eliminated."""
        total = sum(o.weakened[side] + o.eliminated[side] for o in self.outcomes)
        return Fraction(total, len(self.outcomes))

    def death_chance(self, leader: str) -> Fraction:
        return Fraction(sum(1 for o in self.outcomes if leader in o.leaders_killed),
                        len(self.outcomes))


def can_forecast(st: GameState, zone: str, attacker: Side) -> bool:
    """Both sides have combat units in ``zone`` (8.1)."""
    return bool(force(st, zone, attacker)[0]) and bool(force(st, zone, attacker.other)[0])


def forecast_battle(eng: Engine, st: GameState, zone: str, attacker: Side) -> BattleForecast:
    """The six outcomes of a battle ``attacker`` would fight in ``zone`` now."""
    report = prepare_report(eng, st, zone, attacker)
    out = BattleForecast(zone, attacker, report)
    fought: dict[tuple[tuple[str, str], str | None], FaceOutcome] = {}
    rolled: BattleReport | None = None  # the battle as fought, once it was rolled
    for die in FACES:
        if rolled is not None:
            row = clamp_row(die + sum(m.value for m in rolled.modifiers))
            same = fought.get(row_outcome(eng, rolled.column, row))
            if same is not None:  # the same results: the same battle after the roll
                out.outcomes.append(replace(same, die=die, row=row))
                continue
        outcome, final = _fight(eng, st, zone, attacker, die)
        out.outcomes.append(outcome)
        if final.die is not None and final.row is not None:
            rolled = final
            fought[row_outcome(eng, final.column, final.row)] = outcome
    return out


def forecast_move(eng: Engine, st: GameState, move: Move, attacker: Side
                  ) -> BattleForecast | None:
    """The battle ``attacker`` would fight where ``move`` ends, were the move made: the
    move is carried out on a copy of the state (so what it records for the battle, a
    major river or strait crossed, 8.6 f, counts), then the battle is forecast there.
    None when the move would bring no battle (both sides need combat units, 8.1)."""
    copy = st.clone()
    apply_move(eng, copy, move)
    zone = move.path[-1]
    if not can_forecast(copy, zone, attacker):
        return None
    return forecast_battle(eng, copy, zone, attacker)


def _fight(eng: Engine, st: GameState, zone: str, attacker: Side, die: int
           ) -> tuple[FaceOutcome, BattleReport]:
    copy = st.clone()
    copy.pending, copy.stack = None, []
    copy.phasing = attacker
    copy.forced_dice = [die]  # the battle die: no other roll comes before it when nobody
    copy.battle = None         # evades and no stratagem is played
    units = {s: force(st, zone, s)[0] for s in Side}
    leaders = [x for s in Side for x in force(st, zone, s)[1]]
    push(copy, step(battle, zone))
    run(eng, copy)
    report: BattleReport | None = None
    for _ in range(200):  # every question of the battle, quietly answered
        if copy.battle is not None:
            report = copy.battle.report
        decision = current_decision(eng, copy)
        if decision is None or copy.battle is None:
            break
        apply_action(eng, copy, _quiet(decision.options))
    final = copy.last_battle if copy.last_battle is not None else report
    assert final is not None
    return _outcome(st, copy, units, leaders, die, final), final


def _outcome(st: GameState, copy: GameState, units: dict[Side, list[str]], leaders: list[str],
             die: int, final: BattleReport) -> FaceOutcome:
    return FaceOutcome(
        die, final.row, final.result, final.winner,
        {s: sum(1 for u in units[s] if copy.units[u].status == ON_MAP and
                copy.units[u].weakened and not st.units[u].weakened) for s in Side},
        {s: sum(1 for u in units[s] if copy.units[u].status != ON_MAP) for s in Side},
        tuple(x for x in leaders if copy.leaders[x].status == DEAD
              or (copy.leaders[x].status != ON_MAP and st.leaders[x].status == ON_MAP)))


def _quiet(options: tuple[Action, ...]) -> Action:
    """No evasion, no stratagem: "no" where the question allows it, else the first answer."""
    return Confirm(False) if Confirm(False) in options else options[0]
