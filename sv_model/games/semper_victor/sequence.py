"""The game declared once: the turn (2), phases A to F with every step and its paragraph;
the hooks with their handlers in order; the handler of every kind of decision; the
stratagem rules; together ``GAME_RULES``, the ``core.GameRules`` that ``Game`` gives the
engine. Also the steps that walk the turn and the end of the game (10.3).

``TURN_SEQUENCE`` holds step functions, not names, so a step that does not exist cannot
be listed; no module adds itself to it when imported. Steps that rules push while they
run (an M/CS, a battle, a death test...) are pushed from their function objects too
(``core.step``). ``HOOKS`` is the only table of hook handlers, ``DECISIONS`` the only
table of decision handlers; the engine reads them as ``eng.hooks`` and ``eng.decisions``,
and the turn as ``eng.rules.turn``. ``core`` declares their types and never imports
this module: the tables are given to ``Engine``.
"""

from __future__ import annotations

from collections.abc import Mapping

from sv_model.engine.core import (
    Engine,
    GameRules,
    Hooks,
    Phase,
    StratagemRule,
    handler_table,
    named_step,
    push,
    step,
)
from sv_model.engine.messages import MessageId, msg
from sv_model.engine.state import GameResult, GameState, VictoryLevel
from sv_model.games.semper_victor import (
    adjustments,
    arrivals,
    civil_war,
    combat,
    constantinople,
    escapes,
    imperial_war,
    movement,
    nominations,
    origins,
    protectores,
    succession,
    turn,
    usurpation,
    victory,
    war,
)
from sv_model.games.semper_victor.events import d_events
from sv_model.games.semper_victor.peoples import c_war_draw
from sv_model.games.semper_victor.stratagems import (
    battle,
    deck,
    markers,
    plague,
    politics,
    strikes,
    windows,
)
from sv_model.games.semper_victor.stratagems import peoples as people_stratagems
from sv_model.schemas.scenario import Side

PRIMUS_END_BONUS = 5
PAX_PHASES_SKIPPED = ("D", "E")

TURN_SEQUENCE: tuple[Phase, ...] = (
    Phase("A", "2.A", (
        (deck.a_draw, "2.A"),
    )),
    Phase("B", "2.B", (
        (turn.b_initiative, "2.B"),
        (windows.b_stratagems, "6.3"),
    )),
    Phase("C", "2.C", (
        (arrivals.c_leaders, "3.3.1"),
        (c_war_draw, "2.C"),
        (constantinople.c_constantinople, "3.1.2"),
        (windows.c_stratagems, "6.1"),
        (turn.c_pax_romana, "2.C"),
    )),
    Phase("D", "2.D", (
        (turn.d_mcs, "2.D"),
        (d_events, "2.D"),
        (nominations.d_nominations, "3.5.1"),
        (arrivals.d_deaths, "3.3.1"),
        (arrivals.d_reinforcements, "3.3.1"),
    )),
    Phase("E", "2.E", (
        (turn.e_sequence, "2.E"),
        (windows.e_stratagems, "6"),
        (plague.e_plague_end, "6.3"),
    )),
    Phase("F", "2.F", (
        (victory.f_role_change, "5"),
        (constantinople.f_constantinople, "3.1.2"),
        (victory.f_control, "3.7.3"),
        (imperial_war.f_sacrifice, "3.5.4"),
        (victory.f_victory_points, "10.1"),
        (markers.f_marker_vp, "6.3"),
        (adjustments.f_adjustments, "9"),
        (victory.f_markers, "2.F"),
        (deck.f_stratagems, "6"),
        (protectores.f_protectores, "3.5.3"),
    )),
)
"""Every phase of the game turn in order, each with its steps in order (2)."""

HOOKS = Hooks(
    before_battle_roll=(battle.before_battle_roll,),
    after_battle=(battle.after_battle, markers.after_battle, plague.after_battle),
    on_leader_death=(usurpation.on_leader_death,),
    start_of_movement=(windows.start_of_movement,),
    after_move=(civil_war.after_move, markers.after_move, plague.after_move),
    move_settled=(windows.after_move_settled,),
    after_land_move=(civil_war.after_land_move,),
    usurper_named=(usurpation.on_usurper_named,),
    before_adjust_peoples=(war.before_adjust_peoples,),
)
"""Every hook of the game with its handlers, in the order they run."""

DECISIONS = handler_table(
    movement.MOVEMENT, combat.CHOOSE_BATTLE, combat.EVASION, combat.EVASION_MOVE,
    combat.ALLOCATE_LOSSES, combat.RETREAT, escapes.LEADER_ESCAPE, adjustments.REDEPLOY,
    adjustments.LEADER_HOME, arrivals.PLACE_LEADER, origins.ORIGIN_ZONE, constantinople.CONSTANTINOPLE,
    nominations.NOMINATE, nominations.VETO, succession.SUCCESSION_CHOICE,
    usurpation.USURPER_CHOICE, civil_war.CIVIL_WAR_EXTEND, civil_war.RALLY,
    imperial_war.SACRIFICE, protectores.PROTECTORES, deck.DISCARD, windows.STRATAGEM_WINDOW,
    windows.STRATAGEM_TARGET)
"""How every kind of decision lists its options, words its prompt and applies an answer;
building it fails unless each kind has exactly one handler."""


def _by_id(*families: tuple[StratagemRule, ...]) -> Mapping[str, StratagemRule]:
    table: dict[str, StratagemRule] = {}
    for rule in (r for family in families for r in family):
        if rule.id in table:
            raise ValueError(f"two stratagem rules for {rule.id!r}")
        table[rule.id] = rule
    return table


STRATAGEMS: Mapping[str, StratagemRule] = _by_id(
    politics.RULES, people_stratagems.RULES, strikes.RULES, battle.RULES, markers.RULES, plague.RULES)
"""How each stratagem counter of the roster is played (6.1 to 6.3), by counter id, from
the families' ``RULES``; building it fails if two rules name one counter."""

GAME_RULES = GameRules(turn=TURN_SEQUENCE, hooks=HOOKS, decisions=DECISIONS,
                       stratagems=STRATAGEMS, lone_leaders=escapes.lone_leaders)
"""The game: what ``Game`` (and the AI's engine) give ``Engine`` to dispatch through."""


@named_step("turn")
def turn_start(eng: Engine, st: GameState) -> None:
    """Start a game turn (one year): reset the turn's markers and run A to F (2)."""
    st.phase = "A"
    st.pax_romana = False
    st.active_event = None
    st.pinned_zones = ()
    st.phasing = None
    st.pax_broken = False
    st.deaths_tested = False
    st.mcs.extra = None
    for x in st.leaders.values():
        x.sick = False
    eng.log(st, msg(MessageId.TURN_BEGINS, year=st.year), "2")
    push(st, *(step(phase, p.letter) for p in eng.rules.turn), step(end_turn))


@named_step("phase")
def phase(eng: Engine, st: GameState, letter: str) -> None:
    """Run the steps of phase ``letter`` in order; D and E are skipped in a Pax Romana
    (2.C)."""
    if letter in PAX_PHASES_SKIPPED and st.pax_romana:
        return
    st.phase = letter
    st.step = letter
    push(st, *(step(fn) for fn, _rule in eng.rules.phase(letter).steps))


@named_step("end_turn")
def end_turn(eng: Engine, st: GameState) -> None:
    """Move the Turn marker on, or end the game after the last turn (10.3)."""
    if st.year >= st.end_year:
        finish(eng, st)
        return
    st.year += 1
    push(st, step(turn_start))


def finish(eng: Engine, st: GameState) -> None:
    """10.3: PRIMUS's end bonus, then the final count."""
    st.add_vp(Side.PRIMUS, PRIMUS_END_BONUS, "PRIMUS at the end")
    st.result = final_result(st)
    st.over = True
    st.phase = "end"
    st.step = "game over"
    eng.log(st, msg(MessageId.GAME_OVER, primus=st.vp[Side.PRIMUS], secundus=st.vp[Side.SECONDUS],
                    winner=st.result.winner, level=st.result.level), "10.3")


def final_result(st: GameState) -> GameResult:
    """10.3: most VP wins; more than twice the loser's is decisive, five times definitive."""
    p, s = st.vp[Side.PRIMUS], st.vp[Side.SECONDUS]
    if p == s:
        return GameResult(dict(st.vp), None, VictoryLevel.DRAW, dict(st.seats))
    winner = Side.PRIMUS if p > s else Side.SECONDUS
    high, low = max(p, s), min(p, s)
    level = VictoryLevel.DEFINITIVE if high > 5 * low else \
        VictoryLevel.DECISIVE if high > 2 * low else VictoryLevel.VICTORY
    return GameResult(dict(st.vp), winner, level, dict(st.seats))
