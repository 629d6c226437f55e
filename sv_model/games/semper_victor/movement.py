"""Phase E.1: the movement decision, land moves and lone leaders' escapes (3.4.1, 4.3, 7)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from sv_model.engine.actions import Action, EndMovement, Move, NavalMove
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import Movement
from sv_model.engine.messages import (
    Message,
    MessageId,
    Route,
    leader_ref,
    msg,
    refused,
    unit_ref,
    zone_ref,
)
from sv_model.engine.messages import MessageId as M
from sv_model.engine.state import Continuation, GameState
from sv_model.games.semper_victor.combat import e2
from sv_model.games.semper_victor.constantinople import constantinople_watch
from sv_model.games.semper_victor.escapes import lone_leaders
from sv_model.games.semper_victor.events import political_agitation_moves
from sv_model.games.semper_victor.faction import Note2, note2_filter
from sv_model.games.semper_victor.fleets import apply_naval_move, check_naval_move, naval_options
from sv_model.games.semper_victor.movement_query import (
    LEADER_MP,
    OUTSIDE_MP_LIMIT,
    MoveGroup,
    Mover,
    active_continuation,
    all_outside,
    can_carry,
    continuation_budget,
    continuation_units,
    movable_group_parts,
    occupation_problem,
    piece_blocked,
    stacking_problem,
    step_problem,
)
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.games.semper_victor.reach import ReachContext, reach_cache
from sv_model.schemas.roster import Category
from sv_model.schemas.scenario import Side

# --- the movement decision ------------------------------------------------------------------


def _options(eng: Engine, st: GameState, side: Side, payload: Movement) -> list[Action]:
    """A bounded, representative list: each group (leader alone, leader with the units he
    can take along, each lone unit) to each reachable zone by a cheapest path."""
    ctx = ReachContext(eng, st)
    occ = ctx.occ
    memo = reach_cache(ctx)
    out: list[Action] = [EndMovement()]
    # a group as listed gives its moves straight from the memory, but for one going on
    # after a rally (3.6.3 D/), whose MP depend on the move so far
    plain = st.mcs.continuation is None
    penalty = st.active_event == 2
    leaders = st.leaders
    note2 = Note2.of(eng, st, side)  # 3.6.3 note 2, group by group: the same order
    for parts in movable_group_parts(eng, st, side):
        zone, leader, units, capacity = parts
        alias = (side, penalty, parts, leaders[leader].title if leader else None) \
            if plain else None
        known = memo.known_moves(alias) if alias is not None else None
        if known is None:
            known = _group_moves(eng, st, side, ctx, zone, leader, units, capacity, alias)
        out.extend(known if note2 is None or leader is None else note2.kept_moves(leader, known))
    naval = naval_options(eng, st, side, occ)
    out.extend(naval if note2 is None else [nm for nm in naval if note2.keeps_naval(nm)])
    return out


def land_moves(eng: Engine, st: GameState, side: Side, groups: Sequence[MoveGroup],
               occ: Occupancy | None = None) -> list[list[Move]]:
    """Each of ``groups``' land moves (3.4.1, 4.3, 7) to every zone it can reach by a
    cheapest path, group by group, as the movement decision lists them (Note 2 applied).
    The AI's playouts ask for a few groups only: listing every group's moves after each
    move is most of a playout's time."""
    occ = occ if occ is not None else Occupancy(st)
    ctx = ReachContext(eng, st, occ)
    out: list[list[Move]] = []
    for group in groups:
        moves: list[Action] = list(_group_moves(eng, st, side, ctx, group.zone, group.leader,
                                                group.units, group.capacity))
        out.append([m for m in note2_filter(eng, st, side, moves) if isinstance(m, Move)])
    return out


def _group_moves(eng: Engine, st: GameState, side: Side, ctx: ReachContext, zone: str,
                 leader: str | None, units: tuple[str, ...], capacity: int,
                 alias: tuple[object, ...] | None = None) -> list[Move]:
    """The moves of one group (``MoveGroup``'s fields): ripenses stay (3.2.1), the leader
    takes at most his CC (3.4.1), at the MP of the slowest (7.2; event 2: one less).
    ``alias``: see ``ReachContext.moves``."""
    board = eng.board
    penalty = 1 if st.active_event == 2 else 0
    if leader is None:
        mp = board.allowance[units[0]] - penalty
        return ctx.moves(side, None, units, zone, mp, alias=alias)
    board_units = board.units
    units = tuple(u for u in units
                  if board_units[u].category is not Category.RIPENSES)[:capacity]
    cont = active_continuation(st, leader) if st.mcs.continuation is not None else None
    if cont is not None:  # 3.6.3 D/: the rest of a move after a rally
        mp, outside, limit = continuation_budget(eng, st, cont, units)
        return ctx.moves(side, leader, units, zone, mp, (outside, limit))
    allowance = board.allowance
    mp = min([LEADER_MP, *(allowance[u] for u in units)]) - penalty
    return ctx.moves(side, leader, units, zone, mp, alias=alias)


def _prompt(eng: Engine, st: GameState, side: Side, payload: Movement) -> Message:
    left = st.mcs_left[side]
    cont = st.mcs.continuation
    if cont is not None and active_continuation(st, cont.leader) is not None:
        return msg(MessageId.ASK_MOVEMENT_GOING_ON, side=side, left=left,
                   leader=leader_ref(cont.leader), zone=zone_ref(cont.zone))
    return msg(MessageId.ASK_MOVEMENT, side=side, left=left)


def _validate(eng: Engine, st: GameState, side: Side, payload: Movement,
              action: Action) -> None:
    if isinstance(action, EndMovement):
        return
    if isinstance(action, Move):
        check_move(eng, st, side, action)
        return
    if isinstance(action, NavalMove):
        check_naval_move(eng, st, side, action)
        return
    raise refused(msg(M.NO_MOVEMENT_ACTION, action=action.describe()))


def _choose(eng: Engine, st: GameState, side: Side, payload: Movement,
            action: Action) -> None:
    prior = st.mcs.continuation
    st.mcs.continuation = None  # 3.6.3 D/: going on after a rally is the very next move
    if isinstance(action, EndMovement):
        eng.log(st, msg(MessageId.MOVEMENT_ENDED, side=side), "E.1")
        push(st, step(e2), step(e3))
        return
    done: Continuation | None = None
    if isinstance(action, Move):
        done = apply_move(eng, st, action, prior)
    elif isinstance(action, NavalMove):
        apply_naval_move(eng, st, action)
    settled = [step(move_settled, side.value)] if eng.rules_version >= 3 else []
    push(st, step(lone_leaders), step(constantinople_watch), *settled, step(movement_step))
    for after_move in eng.hooks.after_move:  # the steps they push run first
        after_move(eng, st, side, action)
    if done is not None:
        for after_land_move in eng.hooks.after_land_move:
            after_land_move(eng, st, side, done)


@named_step("move_settled")
def move_settled(eng: Engine, st: GameState, side_name: str) -> None:
    """Once a move and the checks it set off are over (rules version 3)."""
    for settled in eng.hooks.move_settled:
        settled(eng, st, Side(side_name))


MOVEMENT = DecisionHandler(Movement, _options, _prompt, _choose, validate=_validate)
"""E.1: the phasing player moves, one action per move, until he ends his movement."""


@named_step("mcs")
def mcs(eng: Engine, st: GameState, side_name: str, extra: int) -> None:
    """2.E: one M/CS of ``side_name`` (``extra``: the one event 10 gives SECONDUS):
    movement (E.1), then the combats (E.2) and its record (E.3)."""
    side = Side(side_name)
    st.phasing = side
    st.mcs.extra = bool(extra)
    st.mcs.moved.clear()
    st.mcs.fleets_moved.clear()
    st.mcs.entered_from.clear()
    st.mcs.crossed_into.clear()
    st.mcs.fought.clear()
    st.step = f"E M/CS of {side.value}"
    eng.log(st, msg(MessageId.MCS_EXTRA if extra else MessageId.MCS, side=side), "2.E")
    push(st, step(e1_start), step(movement_step))


@named_step("e3")
def e3(eng: Engine, st: GameState) -> None:
    """E.3: record the M/CS."""
    assert st.phasing is not None
    if not st.mcs.extra and st.mcs_left[st.phasing] > 0:
        st.mcs_left[st.phasing] -= 1


@named_step("movement")
def movement_step(eng: Engine, st: GameState) -> None:
    """E.1: the phasing player moves until he ends his movement."""
    assert st.phasing is not None
    st.step = "E.1 movement"
    eng.ask(st, st.phasing, "E.1", Movement())


@named_step("e1_start")
def e1_start(eng: Engine, st: GameState) -> None:
    """Start of E.1: forced moves of event 6, then the extension hook (the stratagem
    windows). From rules version 4 the hook runs first, so that the 7.1 roll the hurry
    pushes comes before the steps the hook pushes (issue 37 item 8)."""
    assert st.phasing is not None
    if eng.rules_version >= 4:
        _start_of_movement_hooks(eng, st, st.phasing)
    if st.active_event == 6:
        political_agitation_moves(eng, st, st.phasing)
    if eng.rules_version < 4:
        _start_of_movement_hooks(eng, st, st.phasing)


def _start_of_movement_hooks(eng: Engine, st: GameState, side: Side) -> None:
    for start_of_movement in eng.hooks.start_of_movement:
        start_of_movement(eng, st, side)


# --- validating and applying a land move ----------------------------------------------------


def check_move(eng: Engine, st: GameState, side: Side, move: Move) -> None:
    """Raise IllegalActionError (with the rule) unless ``move`` is legal now."""
    if not move.path:
        raise refused(msg(M.NO_EMPTY_PATH))
    occ = Occupancy(st)
    pieces = ([move.leader] if move.leader else []) + list(move.units)
    if not pieces:
        raise refused(msg(M.NO_PIECES))
    if len(set(pieces)) != len(pieces):
        raise refused(msg(M.NO_TWICE))
    cont = active_continuation(st, move.leader) if move.leader in st.leaders else None
    if cont is not None and not set(move.units) <= set(continuation_units(st, cont)):
        raise refused(msg(M.NO_GOING_ON))
    for piece in pieces:
        state = st.leaders.get(piece) or st.units.get(piece)
        if state is None:
            raise refused(msg(M.NO_PIECE, piece=piece))
        if state.side is not side:
            raise refused(msg(M.NO_NOT_YOURS, piece=piece))
        problem = piece_blocked(eng, st, piece, going_on=cont is not None)
        if problem:
            raise refused(msg(M.NO_FOR_PIECE, problem=problem, piece=piece))
    if move.leader is None:
        _check_lone_units(eng, st, occ, side, move)
    else:
        _check_led_move(eng, st, occ, side, move, cont)


def _check_lone_units(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                      move: Move) -> None:
    if len(move.path) != 1 or move.drop:
        raise refused(msg(M.NO_LONE_ONE_ZONE))
    start = st.units[move.units[0]].zone
    if any(st.units[u].zone != start for u in move.units):
        raise refused(msg(M.NO_LONE_SAME_START))
    assert start is not None
    to = move.path[0]
    mover = Mover(eng, st, occ, side, None, move.units)
    problem = step_problem(mover, start, to, move.units)
    if problem:
        raise refused(problem)
    cost = eng.board.edge_cost[(start, to)]
    if cost > mover.group_mp():
        raise refused(msg(M.NO_MP))
    if all_outside(eng, to) and cost > OUTSIDE_MP_LIMIT:
        raise refused(msg(M.NO_OUTSIDE_MP))
    problem = stacking_problem(eng, st, occ, side, move.units, None, to)
    if problem:
        raise refused(problem)


def _check_led_move(eng: Engine, st: GameState, occ: Occupancy, side: Side,
                    move: Move, cont: Continuation | None = None) -> None:
    assert move.leader is not None
    leader = move.leader
    start = st.leaders[leader].zone
    assert start is not None
    cc = eng.board.leaders[leader].cc
    if len(move.units) > cc:
        raise refused(msg(M.NO_CC, leader=leader, cc=cc))
    for u in move.units:
        if st.units[u].zone != start or not can_carry(eng, st, leader, u):
            raise refused(msg(M.NO_TAKE_ALONG, leader=leader, unit=u))
    drops = _drop_map(move)
    if move.units and len(drops) == len(move.units):
        raise refused(msg(M.NO_LEADER_LAST))
    spent = {p: cont.spent_by(p) for p in (leader, *move.units)} if cont else None
    mover = Mover(eng, st, occ, side, leader, move.units, spent)
    prior = (cont.outside, cont.cost) if cont else (True, 0)
    _walk(eng, st, occ, mover, start, move, drops, prior)


def _drop_map(move: Move) -> dict[str, int]:
    drops: dict[str, int] = {}
    for unit, index in move.drop:
        if unit not in move.units or unit in drops:
            raise refused(msg(M.NO_DROP, unit=unit))
        if not 0 <= index < len(move.path) - 1:
            raise refused(msg(M.NO_DROP_ZONE))
        drops[unit] = index
    return drops


def _walk(eng: Engine, st: GameState, occ: Occupancy, mover: Mover, start: str, move: Move,
          drops: dict[str, int], prior: tuple[bool, int] = (True, 0)) -> None:
    """Check the path step by step; ``prior``: (all outside so far, MP so far) of a move
    going on after a rally (3.6.3 D/), for the 2-MP limit of 7.3."""
    units_now = list(move.units)
    here = start
    cost = 0
    outside_so_far, prior_cost = prior
    for index, to in enumerate(move.path):
        problem = step_problem(mover, here, to, tuple(units_now))
        if problem:
            raise refused(problem)
        cost += eng.board.edge_cost[(here, to)]
        outside_so_far = outside_so_far and all_outside(eng, to)
        _, halts = occupation_problem(mover, to, bool(units_now))
        if halts and index != len(move.path) - 1:
            raise refused(msg(M.NO_MUST_STOP, zone=eng.name(to)))
        for piece in ([move.leader] if move.leader else []) + units_now:
            if cost > mover.allowance(piece):
                raise refused(msg(M.NO_PIECE_MP, piece=piece))
        stops_here = index == len(move.path) - 1 or any(drops.get(u) == index for u in units_now)
        if outside_so_far and prior_cost + cost > OUTSIDE_MP_LIMIT and stops_here:
            raise refused(msg(M.NO_OUTSIDE_MP))
        dropped = tuple(u for u in units_now if drops.get(u) == index)
        if dropped:
            problem = stacking_problem(eng, st, occ, mover.side, dropped, None, to)
            if problem:
                raise refused(problem)
            units_now = [u for u in units_now if u not in dropped]
        here = to
    problem = stacking_problem(eng, st, occ, mover.side, tuple(units_now), move.leader, here)
    if problem:
        raise refused(problem)


def apply_move(eng: Engine, st: GameState, move: Move,
               prior: Continuation | None = None) -> Continuation | None:
    """Carry out a validated move and record what E.2 needs (8.2, modifier f). For a
    leader's move, return what a rally at its end would let go on (3.6.3 D/), not yet
    active; ``prior`` is the continuation this move makes, if it is one."""
    drops = dict(move.drop)
    start = (st.leaders[move.leader].zone if move.leader else st.units[move.units[0]].zone)
    assert start is not None
    path = (start, *move.path)
    for unit in move.units:
        stop = drops.get(unit, len(move.path) - 1) + 1
        _settle(eng, st, unit, path[stop - 1], path[stop], is_leader=False)
    if move.leader:
        _settle(eng, st, move.leader, path[-2], path[-1], is_leader=True)
    eng.log(st, move_message(move), "E.1")
    if move.leader is None:
        return None
    going_on = prior if prior is not None and prior.active and \
        prior.leader == move.leader else None
    cost = sum(eng.board.edge_cost[(a, b)] for a, b in pairwise(path))
    arrived = tuple(u for u in move.units if u not in drops)
    spent = tuple((p, (going_on.spent_by(p) if going_on else 0) + cost)
                  for p in (move.leader, *arrived))
    outside = (going_on.outside if going_on else True) and \
        all(all_outside(eng, z) for z in move.path)
    return Continuation(move.leader, path[-1], arrived, spent,
                        (going_on.cost if going_on else 0) + cost, outside)


def move_message(move: Move) -> Message:
    """How the log tells a land move (E.1)."""
    units = tuple(unit_ref(u) for u in move.units)
    path = Route(move.path)
    if move.leader is None:
        return msg(MessageId.MOVED_UNITS, units=units, path=path)
    if units:
        return msg(MessageId.MOVED_LEADER_WITH, leader=leader_ref(move.leader), units=units,
                   path=path, left=_left_on_the_way(move))
    return msg(MessageId.MOVED_LEADER, leader=leader_ref(move.leader), path=path)


def _left_on_the_way(move: Move) -> Message | None:
    """3.4.1: the units left in the zones of the path, zone by zone, in path order."""
    left: Message | None = None
    for index in sorted({i for _, i in move.drop}, reverse=True):
        dropped = tuple(unit_ref(u) for u, i in move.drop if i == index)
        left = msg(MessageId.LEFT_ON_THE_WAY, units=dropped, zone=zone_ref(move.path[index]),
                   more=left)
    return left


def _settle(eng: Engine, st: GameState, piece: str, frm: str, to: str, is_leader: bool) -> None:
    state = st.leaders[piece] if is_leader else st.units[piece]
    state.zone = to
    st.moved(state)
    st.mcs.moved.add(piece)
    st.mcs.entered_from.setdefault(to, set()).add(frm)
    if eng.board.edge_cost[(frm, to)] > 1:
        st.mcs.crossed_into.add(to)
