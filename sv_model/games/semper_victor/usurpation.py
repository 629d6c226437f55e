"""Usurpation (3.6.1, 3.6.2, 3.6.4, 3.6.5): who may be made a Usurper, validation,
success and failure.

A usurpation stratagem (6.1, 6.2) turns an enemy Roman leader into a Usurper
of the player who plays it, on a d6 at most his PC. Successions (3.5.2 cases
4/ and 5/) validate their Usurper at once. A usurpation succeeds when the
last Augustus of the side it fights dies in a battle against a Usurper, in
whatever way (3.6.4 A/, 8.5.2), or is assassinated during the civil war; it fails when the last Usurper dies
(``deaths.usurper_falls``).
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.causes import DeathCause, UsurpationKind
from sv_model.engine.core import DecisionHandler, Engine
from sv_model.engine.decisions import UsurperChoice
from sv_model.engine.messages import MessageId, leader_ref, msg
from sv_model.engine.state import ON_MAP, GameState, LeaderState
from sv_model.games.semper_victor.civil_war import (
    diocese_neighbours,
    diocese_of,
    pc,
    usurpation_validated,
    usurpers_of,
)
from sv_model.games.semper_victor.faction import is_rebel
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES, Occupancy
from sv_model.games.semper_victor.titles import (
    EMPEROR_TITLES,
    MAX_AUGUSTI_PER_SIDE,
    MAX_CAESARS_PER_SIDE,
    SUPREME,
    augusti,
    caesars,
    holders,
    tidy_protectores,
)
from sv_model.schemas.scenario import Side, Title

MAX_USURPERS_PER_SIDE = 2


BONUS = {UsurpationKind.AUGUSTUS: 2, UsurpationKind.CAESAR: 1, UsurpationKind.PLAIN: 0}
"""The Usurper's die bonus in his civil war, by the kind of stratagem (6.1, 6.2)."""


# --- 3.6.2: who may be made a Usurper by a stratagem ---------------------------------------


def _outranked(st: GameState, occ: Occupancy, x: LeaderState) -> bool:
    """3.6.2: a leader stands with someone of higher rank (any side)."""
    if x.zone is None:
        return True
    others = [st.leaders[i].title for i in occ.leaders.get(x.zone, ()) if i != x.id]
    if x.title is None:
        higher: tuple[Title, ...] = EMPEROR_TITLES
    elif x.title is Title.CAESAR:
        higher = AUGUSTUS_TITLES
    else:
        higher = SUPREME
    return any(t in higher for t in others)


def usurpation_targets(eng: Engine, st: GameState, player: Side,
                       kind: UsurpationKind) -> list[str]:
    """Enemy leaders ``player`` may try to turn into Usurpers with a ``kind`` stratagem
    (see ``UsurpationKind``), after 3.6.1, 3.6.2, 3.6.5 and 6.1 / 6.2."""
    enemy = player.other
    mine = usurpers_of(st, player)
    if len(mine) >= MAX_USURPERS_PER_SIDE:
        return []
    board = eng.board
    if kind is UsurpationKind.AUGUSTUS:
        if len(augusti(st, enemy)) < MAX_AUGUSTI_PER_SIDE:
            return []
        pool = holders(st, enemy, (Title.AUGUSTUS,))
    elif kind is UsurpationKind.CAESAR:
        if len(caesars(st, enemy)) < MAX_CAESARS_PER_SIDE:
            return []
        pool = caesars(st, enemy)
    else:
        pool = [x for x in st.leaders.values()
                if x.status == ON_MAP and x.side is enemy and board.is_roman_leader(x.id)
                and x.title is None and not x.civil_war]
    occ = Occupancy(st)
    neighbours = diocese_neighbours(board)
    busy: set[str | None] = set()
    for other in mine:  # 3.6.5: never the same or a neighbouring diocese
        d = diocese_of(eng, st, other.id)
        busy |= {d, *(neighbours.get(d, ()) if d else ())}
    out = []
    for x in pool:
        if board.leaders[x.id].dux or x.aboard is not None or _outranked(st, occ, x):
            continue
        if mine and diocese_of(eng, st, x.id) in busy:
            continue
        if eng.rules_version >= 3 and _beside_foreign_allies(eng, occ, player, x):
            continue
        if eng.rules_version >= 4 and _beside_loyal_leaders(eng, st, occ, player, x):
            continue
        out.append(x.id)
    return sorted(out)


def _beside_foreign_allies(eng: Engine, occ: Occupancy, player: Side, x: LeaderState) -> bool:
    """4.2.4 (rules version 3): the target stands with non-Roman pieces of ``player``,
    whom he would join; he may not stack with them."""
    if x.zone is None:
        return False
    board = eng.board
    families = {board.family_of_unit(u) for u in occ.units_of(x.zone, player)}
    families |= {board.family_of_leader(i) for i in occ.leaders_of(x.zone, player)}
    return bool(families - {board.family_of_leader(x.id)})


def _beside_loyal_leaders(eng: Engine, st: GameState, occ: Occupancy, player: Side,
                          x: LeaderState) -> bool:
    """3.6.3 Note 2 (rules version 4): a loyal Roman leader of ``player`` stands with the
    target, who would become a rebel of ``player`` beside him."""
    if x.zone is None:
        return False
    return any(eng.board.is_roman_leader(i) and not is_rebel(st, i)
               for i in occ.leaders_of(x.zone, player))


def attempt_usurpation(eng: Engine, st: GameState, player: Side, target: str,
                       kind: UsurpationKind) -> bool:
    """6.1 / 6.2: 1d6 at most the target's PC validates the usurpation (3.6.2)."""
    st.bump("usurpation_attempts")
    x = st.leaders[target]
    die = eng.roll(st, 6, msg(MessageId.ROLL_USURPATION, leader=leader_ref(target)), "3.6.2")
    if die > pc(eng, target):
        eng.log(st, msg(MessageId.NOT_DECLARING, leader=leader_ref(target), die=die,
                        pc=pc(eng, target)), "3.6.2")
        return False
    x.title = Title.USURPER
    x.protectores = False
    x.civil_war = False
    x.side = player
    st.moved(x)
    st.civil_war.origin_side.pop(target, None)
    tidy_protectores(st)
    usurpation_validated(eng, st, target, BONUS[kind], by_stratagem=True)
    return True


# --- successions: the Usurper of 3.5.2 cases 4/ and 5/ --------------------------------------


def on_usurper_named(eng: Engine, st: GameState, leader_id: str) -> None:
    """Hook: a succession gave the Usurper marker (validated at once, 3.6.2). Leaders who
    leave him by the loyalty test of 3.5.2 case 4/ are not tested again in B/ and C/."""
    side = st.leaders[leader_id].side
    st.civil_war.exempt = sorted(x.id for x in st.leaders.values()
                          if x.status == ON_MAP and x.side is side and x.id != leader_id)
    usurpation_validated(eng, st, leader_id, 0, by_stratagem=False)


# --- 3.6.4: success ------------------------------------------------------------------------


def on_leader_death(eng: Engine, st: GameState, leader_id: str, cause: DeathCause,
                    title: Title | None = None, side: Side | None = None) -> None:
    """Hook: the death of the last Augustus of a side, in a battle against a Usurper
    or assassinated during the civil war, makes the usurpation against it succeed
    (3.6.4 A/ and B/); the crowned Usurper then leaves no title for the natural
    succession of 3.5.2 to fill."""
    st.civil_war.usurper_bonus.pop(leader_id, None)
    st.civil_war.usurper_diocese.pop(leader_id, None)
    st.civil_war.extension.pop(leader_id, None)
    if title is Title.USURPER and side is not None and not usurpers_of(st, side):
        st.bump("usurpation_failures")
        eng.log(st, msg(MessageId.USURPATION_FAILS, side=side), "3.6.4")
    if title not in AUGUSTUS_TITLES or side is None:
        return
    beaten = cause is DeathCause.USURPATION_BATTLE or (
        eng.rules_version >= 4 and fell_against_usurper(st, leader_id, side))
    if not beaten and cause is not DeathCause.ASSASSINATED:
        return
    rebels = side.other
    if not usurpers_of(st, rebels) or augusti(st, side):
        return
    usurpation_succeeds(eng, st, rebels)


def fell_against_usurper(st: GameState, leader_id: str, side: Side) -> bool:
    """3.6.4 A/ and 3.5.2: ``leader_id`` of ``side`` died while a battle he took part
    in is fought, with a Usurper of the other side in it (both counted from the start
    of the battle, evaders included). Whatever killed him (an E or A result, no room to
    retreat, 8.5.2, a stratagem played in the battle's windows), he is beaten by the
    Usurper (docs/rules-decisions.md)."""
    b = st.battle
    if b is None:
        return False
    r = b.report
    fought = {*r.attacker_leaders, *r.defender_leaders, *(p for p in r.evaded if p in st.leaders)}
    return leader_id in fought and any(
        st.leaders[x].title is Title.USURPER and st.leaders[x].side is side.other
        for x in fought)


def usurpation_succeeds(eng: Engine, st: GameState, rebels: Side) -> None:
    """3.6.4 and 3.6.5: the Usurper of highest PC takes the fallen emperor's place;
    the other Usurper and every Civil War leader of that side fall in line."""
    candidates = sorted(usurpers_of(st, rebels), key=lambda x: (-pc(eng, x.id), x.id))
    winner = candidates[0]
    tied = [x.id for x in candidates if pc(eng, x.id) == pc(eng, winner.id)]
    for x in candidates:
        x.title = None
    _crown(eng, st, winner, rebels)
    for x in st.leaders.values():
        if x.side is rebels and x.civil_war:
            x.civil_war = False
            st.civil_war.origin_side.pop(x.id, None)
    for x in candidates:
        st.civil_war.usurper_bonus.pop(x.id, None)
        st.civil_war.extension.pop(x.id, None)
        st.civil_war.usurper_diocese.pop(x.id, None)
    st.bump("usurpation_successes")
    eng.log(st, msg(MessageId.USURPATION_SUCCEEDS, side=rebels), "3.6.4")
    if len(tied) > 1:
        eng.ask(st, rebels, "3.6.5", UsurperChoice(tuple(tied)))


def _crown(eng: Engine, st: GameState, x: LeaderState, rebels: Side) -> None:
    if rebels is Side.SECONDUS:  # against PRIMUS: he becomes Primus Augustus, roles change
        x.title = Title.PRIMUS_AUGUSTUS
        st.pending_role_change = True
    elif len(augusti(st, Side.PRIMUS)) < MAX_AUGUSTI_PER_SIDE:
        x.title = Title.AUGUSTUS
    elif len(caesars(st, Side.PRIMUS)) < MAX_CAESARS_PER_SIDE:
        x.title = Title.CAESAR
    eng.log(st, msg(MessageId.BECOMES, leader=leader_ref(x.id), title=x.title), "3.6.4")


def _choice_options(eng: Engine, st: GameState, side: Side,
                    choice: UsurperChoice) -> list[Action]:
    return [ChooseLeader(x) for x in choice.tied]


def _choice_choose(eng: Engine, st: GameState, side: Side, choice: UsurperChoice,
                   action: Action) -> None:
    """3.6.5: between Usurpers of equal PC, the player chooses who is crowned."""
    assert isinstance(action, ChooseLeader)
    tied = choice.tied
    crowned = next((st.leaders[x] for x in tied if st.leaders[x].title is not None), None)
    chosen = st.leaders[action.leader]
    if crowned is None or crowned.id == chosen.id:
        return
    chosen.title, crowned.title = crowned.title, None
    eng.log(st, msg(MessageId.CROWNED_INSTEAD, leader=leader_ref(chosen.id),
                    other=leader_ref(crowned.id)), "3.6.5")


USURPER_CHOICE = DecisionHandler(
    UsurperChoice, _choice_options,
    lambda eng, st, side, choice: msg(MessageId.ASK_CROWN),
    _choice_choose)
"""3.6.5: which of the Usurpers of equal PC is crowned."""

