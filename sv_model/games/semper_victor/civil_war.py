"""Civil war (3.6.3): a validated Usurper rallies leaders and units.

A/ everything in his zone joins him at once; B/ one loyalty test per zone of
his diocese; C/ he may spread the revolt to a neighbouring diocese on a d10;
D/ during movement he (or a Civil War leader) may rally leaderless enemy
Roman units he stops with; after a success his move may go on with the MP
left, taking the rallied units (``state2.Continuation``). A usurpation's die
bonus (6.1, 6.2) helps him: +N on the B/ tests (high is good), -N on C/ and
D/ (low is good).
"""

from __future__ import annotations

import weakref
from dataclasses import replace

from sv_model.engine.actions import Action, ChooseDiocese, Confirm, NavalMove
from sv_model.engine.board import Board
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import Rally, RevoltSpread
from sv_model.engine.messages import (
    Message,
    MessageId,
    diocese_ref,
    leader_ref,
    msg,
    zone_ref,
)
from sv_model.engine.state import ON_MAP, Continuation, GameState, LeaderState
from sv_model.games.semper_victor.constantinople import constantinople_watch
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.faction import is_rebel
from sv_model.games.semper_victor.movement_query import continuation_budget
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES, Occupancy
from sv_model.games.semper_victor.titles import EMPEROR_TITLES, holders
from sv_model.schemas.scenario import Side, Title

C_AUGUSTUS_MOD, C_CAESAR_MOD = 2, 1

_DIOCESE_NEXT: weakref.WeakKeyDictionary[Board, dict[str, frozenset[str]]] = \
    weakref.WeakKeyDictionary()


def diocese_neighbours(board: Board) -> dict[str, frozenset[str]]:
    """Dioceses with at least one zone next to a zone of each diocese (straits count)."""
    table = _DIOCESE_NEXT.get(board)
    if table is None:
        out: dict[str, set[str]] = {d: set() for d in board.diocese_ids}
        for zone, diocese in board.zone_diocese.items():
            if diocese is None:
                continue
            for nxt in board.neighbours.get(zone, ()):
                other = board.zone_diocese.get(nxt)
                if other is not None and other != diocese:
                    out[diocese].add(other)
        table = {d: frozenset(v) for d, v in out.items()}
        _DIOCESE_NEXT[board] = table
    return table


def diocese_of(eng: Engine, st: GameState, leader_id: str) -> str | None:
    zone = st.leaders[leader_id].zone
    return None if zone is None else eng.board.zone_diocese.get(zone)


def usurpers_of(st: GameState, side: Side) -> list[LeaderState]:
    return holders(st, side, (Title.USURPER,))


def side_bonus(st: GameState, side: Side) -> int:
    return max((st.civil_war.usurper_bonus.get(x.id, 0) for x in usurpers_of(st, side)), default=0)


def pc(eng: Engine, leader_id: str) -> int:
    return eng.board.leaders[leader_id].pc or 0


# --- starting a civil war ------------------------------------------------------------------


def usurpation_validated(eng: Engine, st: GameState, usurper: str, bonus: int,
                         by_stratagem: bool) -> None:
    """Record a validated usurpation (3.6.2) and run the civil war procedure (3.6.3)."""
    x = st.leaders[usurper]
    assert x.side is not None
    if len(usurpers_of(st, x.side)) == 1:
        st.bump("civil_wars")
    st.bump("usurpations")
    st.civil_war.usurper_bonus[usurper] = bonus
    diocese = diocese_of(eng, st, usurper)
    if diocese is not None:
        st.civil_war.usurper_diocese[usurper] = diocese
    told = MessageId.PROCLAIMED if by_stratagem else MessageId.PROCLAIMED_BY_SUCCESSION
    eng.log(st, msg(told, leader=leader_ref(usurper), side=x.side), "3.6.2")
    push(st, step(civil_war_start, usurper), step(lone_leaders),
         step(constantinople_watch))


@named_step("civil_war_start")
def civil_war_start(eng: Engine, st: GameState, usurper: str) -> None:
    """A/ and B/, then the choice of C/."""
    x = st.leaders[usurper]
    if x.status != ON_MAP or x.title is not Title.USURPER or x.side is None:
        return
    _join_zone(eng, st, usurper)
    diocese = diocese_of(eng, st, usurper)
    if diocese is not None:
        loyalty_tests(eng, st, usurper, diocese, skip_zone=x.zone)
    if extension_options(eng, st, usurper):
        eng.ask(st, x.side, "3.6.3", RevoltSpread(usurper))
    else:
        st.civil_war.exempt.clear()


def _join_zone(eng: Engine, st: GameState, usurper: str) -> None:
    """A/: every Roman leader and unit in the Usurper's zone joins him. Augusti and
    Caesars there keep their side (our reading, as in B/)."""
    x = st.leaders[usurper]
    side = x.side
    assert side is not None
    if x.zone is None or x.aboard is not None:
        return
    occ = Occupancy(st)
    board = eng.board
    for leader_id in occ.leaders.get(x.zone, ()):
        other = st.leaders[leader_id]
        if leader_id == usurper or not board.is_roman_leader(leader_id):
            continue
        if other.title in EMPEROR_TITLES or other.title is Title.USURPER:
            continue
        _rally_leader(eng, st, other, side)
    for unit_id in occ.units.get(x.zone, ()):
        if board.is_roman_unit(unit_id):
            st.units[unit_id].side = side
            st.moved(st.units[unit_id])


def _rally_leader(eng: Engine, st: GameState, x: LeaderState, side: Side) -> None:
    if x.side is None:
        return
    if x.id not in st.civil_war.origin_side:
        st.civil_war.origin_side[x.id] = x.side
    x.side = side
    st.moved(x)
    x.civil_war = True
    st.bump("leaders_rallied")
    eng.log(st, msg(MessageId.JOINS_USURPATION, leader=leader_ref(x.id)), "3.6.3")


def loyalty_tests(eng: Engine, st: GameState, usurper: str, diocese: str,
                  skip_zone: str | None = None) -> None:
    """B/: in each zone of ``diocese`` the enemy leader of highest PC (drawn among equals)
    tests his loyalty: 1d6 + bonus >= his PC and he, the other leaders and the units of
    his zone join. Zones with an enemy Augustus or Caesar stay loyal, and from rules
    version 3 so do zones where a loyal Roman leader of the Usurper's side stands
    (Note 2 of 3.6.3)."""
    x = st.leaders[usurper]
    side = x.side
    assert side is not None
    enemy = side.other
    bonus = st.civil_war.usurper_bonus.get(usurper, 0)
    board = eng.board
    occ = Occupancy(st)
    for zone in board.diocese_zones.get(diocese, ()):
        if zone == skip_zone:
            continue
        present = [st.leaders[i] for i in occ.leaders_of(zone, enemy)
                   if board.is_roman_leader(i)]
        if not present or any(p.title in EMPEROR_TITLES for p in present):
            continue
        if eng.rules_version >= 3 and any(  # Note 2: joiners never stand with them
                board.is_roman_leader(i) and not is_rebel(st, i)
                for i in occ.leaders_of(zone, side)):
            continue
        joining = [p for p in present
                   if p.title is None and not p.civil_war and p.id not in st.civil_war.exempt]
        # 3.3.1: a Dux takes no loyalty test (rules version 2); he follows the leader of
        # his zone who joins, as a leader joining a Usurper
        testable = [p for p in joining
                    if eng.rules_version < 2 or not board.leaders[p.id].dux]
        if not testable:
            continue
        best = max(pc(eng, p.id) for p in testable)
        tied = sorted(p.id for p in testable if pc(eng, p.id) == best)
        tested = tied[0] if len(tied) == 1 else tied[
            eng.draw(st, len(tied), msg(MessageId.DRAW_LOYALTY_TESTED, zone=zone_ref(zone)),
                     "3.6.3")]
        die = eng.roll(st, 6, msg(MessageId.ROLL_CIVIL_WAR_LOYALTY, leader=leader_ref(tested)),
                       "3.6.3")
        if die + bonus < best:
            eng.log(st, msg(MessageId.STAYS_LOYAL, leader=leader_ref(tested), die=die,
                            bonus=bonus, pc=best), "3.6.3")
            continue
        for p in joining:
            _rally_leader(eng, st, p, side)
        for unit_id in occ.units_of(zone, enemy):
            if board.is_roman_unit(unit_id):
                st.units[unit_id].side = side
                st.moved(st.units[unit_id])


# --- C/: spreading to a neighbouring diocese ------------------------------------------------


def extension_options(eng: Engine, st: GameState, usurper: str) -> list[str]:
    """Dioceses next to the Usurper's (or to his zone outside the Empire), except one
    already chosen by the other Usurper of his player (3.6.5)."""
    x = st.leaders[usurper]
    if x.zone is None or x.side is None:
        return []
    board = eng.board
    here = board.zone_diocese.get(x.zone)
    if here is not None:
        options = set(diocese_neighbours(board)[here])
    else:
        options = {d for n in board.neighbours.get(x.zone, ())
                   if (d := board.zone_diocese.get(n)) is not None}
    taken = {st.civil_war.extension[u.id] for u in usurpers_of(st, x.side)
             if u.id != usurper and u.id in st.civil_war.extension}
    return sorted(options - taken - ({here} if here else set()))


def _extend_choose(eng: Engine, st: GameState, side: Side, spread: RevoltSpread,
                   action: Action) -> None:
    assert isinstance(action, ChooseDiocese)
    usurper = spread.usurper
    x = st.leaders[usurper]
    assert x.side is not None
    st.civil_war.extension[usurper] = action.diocese
    enemy_titles = {t.title for t in holders(st, x.side.other, EMPEROR_TITLES)
                    if t.zone is not None and
                    eng.board.zone_diocese.get(t.zone) == action.diocese}
    modifier = C_AUGUSTUS_MOD if enemy_titles & set(AUGUSTUS_TITLES) else \
        C_CAESAR_MOD if Title.CAESAR in enemy_titles else 0
    bonus = st.civil_war.usurper_bonus.get(usurper, 0)
    die = eng.roll(st, 10, msg(MessageId.ROLL_REVOLT_SPREAD, diocese=diocese_ref(action.diocese)),
                   "3.6.3")
    total = die + modifier - bonus
    if total < pc(eng, usurper):
        eng.log(st, msg(MessageId.REVOLT_SPREADS, diocese=diocese_ref(action.diocese), die=die,
                        modifier=modifier, bonus=-bonus, pc=pc(eng, usurper)), "3.6.3")
        loyalty_tests(eng, st, usurper, action.diocese)
    else:
        eng.log(st, msg(MessageId.REVOLT_CONTAINED, die=die, modifier=modifier, bonus=-bonus),
                "3.6.3")
    st.civil_war.exempt.clear()


def _extend_prompt(eng: Engine, st: GameState, side: Side, spread: RevoltSpread) -> Message:
    return msg(MessageId.ASK_SPREAD, leader=leader_ref(spread.usurper))


CIVIL_WAR_EXTEND = DecisionHandler(
    RevoltSpread,
    lambda eng, st, side, spread: [ChooseDiocese(d)
                                   for d in extension_options(eng, st, spread.usurper)],
    _extend_prompt, _extend_choose)
"""3.6.3 C/: the neighbouring diocese a Usurper's revolt tries to spread to."""


# --- D/: rallying leaderless units during movement ------------------------------------------


def rally_targets(eng: Engine, st: GameState, side: Side, zone: str) -> list[str]:
    """Leaderless enemy Roman units in ``zone`` that a rebel of ``side`` may try to rally."""
    occ = Occupancy(st)
    if occ.leaders_of(zone, side.other):
        return []
    return sorted(u for u in occ.units_of(zone, side.other) if eng.board.is_roman_unit(u))


def rally_pc(eng: Engine, st: GameState, side: Side, zone: str) -> int:
    """The Usurper's PC if he is there, else the best PC of the Civil War leaders there."""
    occ = Occupancy(st)
    mine = [x for x in occ.leaders_of(zone, side) if eng.board.is_roman_leader(x)]
    leading = [x for x in mine if st.leaders[x].title is Title.USURPER] or \
        [x for x in mine if st.leaders[x].civil_war]
    return max((pc(eng, x) for x in leading), default=0)


def _may_rally(eng: Engine, st: GameState, side: Side, zone: str) -> bool:
    return bool(rally_targets(eng, st, side, zone)) and rally_pc(eng, st, side, zone) > 0


def after_move(eng: Engine, st: GameState, side: Side, action: Action) -> None:
    """Hook after every E.1 move: rebels landing with leaderless enemy Roman units are
    offered the D/ rally (landed pieces do not move again in this E.1)."""
    if isinstance(action, NavalMove) and action.land is not None and \
            any(is_rebel(st, x.id) for x in st.leaders.values()
                if x.zone == action.land and x.side is side and x.status == ON_MAP) and \
            _may_rally(eng, st, side, action.land):
        push(st, step(rally_offer, side.value, action.land))


def after_land_move(eng: Engine, st: GameState, side: Side, done: Continuation) -> None:
    """Hook after a leader's land move: a rebel who stops with leaderless enemy Roman
    units is offered the D/ rally; ``done`` (what a success lets go on) waits for it."""
    leader = done.leader
    if not (is_rebel(st, leader) and eng.board.is_roman_leader(leader)):
        return
    if st.leaders[leader].zone == done.zone and _may_rally(eng, st, side, done.zone):
        st.mcs.continuation = done
        push(st, step(rally_offer, side.value, done.zone))


@named_step("rally_offer")
def rally_offer(eng: Engine, st: GameState, side_name: str, zone: str) -> None:
    side = Side(side_name)
    if _may_rally(eng, st, side, zone):
        eng.ask(st, side, "3.6.3", Rally(zone))
    else:
        st.mcs.continuation = None


def _rally_choose(eng: Engine, st: GameState, side: Side, rally: Rally,
                  action: Action) -> None:
    assert isinstance(action, Confirm)
    waiting, st.mcs.continuation = st.mcs.continuation, None
    if not action.yes:
        return
    zone = rally.zone
    target_pc = rally_pc(eng, st, side, zone)
    bonus = side_bonus(st, side)
    die = eng.roll(st, 6, msg(MessageId.ROLL_RALLY, zone=zone_ref(zone)), "3.6.3")
    if die - bonus > target_pc:
        eng.log(st, msg(MessageId.RALLY_FAILS, zone=zone_ref(zone), die=die, bonus=-bonus,
                        pc=target_pc), "3.6.3")
        return
    units = rally_targets(eng, st, side, zone)
    for u in units:
        st.units[u].side = side
        st.moved(st.units[u])
    st.bump("rallies")
    eng.log(st, msg(MessageId.RALLY_SUCCEEDS, count=len(units), zone=zone_ref(zone), die=die,
                    bonus=-bonus, pc=target_pc), "3.6.3")
    if waiting is not None and waiting.zone == zone:
        _may_go_on(eng, st, replace(waiting, units=waiting.units + tuple(units), active=True))


def _may_go_on(eng: Engine, st: GameState, cont: Continuation) -> None:
    """D/: the move may go on with the MP left, the rallied units going along. (The
    movement prompt says so; a log line would change the digests of older saves.)"""
    mp, _outside, _limit = continuation_budget(eng, st, cont, ())
    if mp > 0:
        st.mcs.continuation = cont


RALLY = DecisionHandler(
    Rally, lambda eng, st, side, rally: [Confirm(False), Confirm(True)],
    lambda eng, st, side, rally: msg(MessageId.ASK_RALLY, zone=zone_ref(rally.zone)),
    _rally_choose)
"""3.6.3 D/: whether a rebel tries to rally the leaderless enemy units where he stopped."""

