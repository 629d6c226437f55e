"""Counting imperial titles and their limits (3.5.1, 3.5.3, 3.5.4).

Every function here only reads the state, except ``normalise_titles`` and
``tidy_protectores`` which repair it after a change of roles or a usurpation.
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, leader_ref, msg
from sv_model.engine.state import ON_MAP, GameState, LeaderState
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES
from sv_model.schemas.scenario import Side, Title

MAX_AUGUSTI_PER_SIDE = 2
MAX_CAESARS_PER_SIDE = 2
EMPEROR_TITLES = (*AUGUSTUS_TITLES, Title.CAESAR)
SUPREME = (Title.PRIMUS_AUGUSTUS, Title.SECONDUS_AUGUSTUS)


def holders(st: GameState, side: Side | None, titles: tuple[Title, ...]) -> list[LeaderState]:
    """Leaders in play holding one of ``titles`` (of ``side``, or of any side if None)."""
    return sorted((x for x in st.leaders.values()
                   if x.status == ON_MAP and x.title in titles
                   and (side is None or x.side is side)), key=lambda x: x.id)


def augusti(st: GameState, side: Side | None) -> list[LeaderState]:
    return holders(st, side, AUGUSTUS_TITLES)


def caesars(st: GameState, side: Side | None) -> list[LeaderState]:
    return holders(st, side, (Title.CAESAR,))


def emperors(st: GameState, side: Side | None) -> list[LeaderState]:
    """Augusti (Primus and Secundus included) and Caesars: what 3.5.1 counts."""
    return holders(st, side, EMPEROR_TITLES)


def capital_dioceses(eng: Engine, st: GameState, side: Side) -> int:
    """Dioceses holding an imperial capital that ``side`` controls (3.5.1, 3.5.4)."""
    board = eng.board
    dioceses = {board.zone_diocese.get(z) for z in board.capital_zones(st.constantinopolis_built)}
    return sum(1 for d in dioceses if d is not None and st.diocese_control.get(d) is side)


def capital_count(eng: Engine, st: GameState) -> int:
    """Six imperial capitals, seven once Constantinopolis stands (3.1.2, 3.5.1)."""
    return len(eng.board.capital_zones(st.constantinopolis_built))


def side_title_cap(eng: Engine, st: GameState, side: Side) -> int:
    """What a side may hold after the 3.5.4 check: its capital dioceses, but never fewer
    than its Primus / Secundus Augustus, who cannot be sacrificed."""
    return max(capital_dioceses(eng, st, side), len(holders(st, side, SUPREME)))


def title_limits_problems(eng: Engine, st: GameState, *, capitals: bool) -> list[str]:
    """Broken limits of 3.5.1 (empty when all hold). ``capitals``: also check the
    limits tied to the capitals, which hold after every phase F adjustment."""
    out: list[str] = []
    for title in SUPREME:
        if len(holders(st, None, (title,))) > 1:
            out.append(f"3.5.1: two leaders hold {title.value}")
    for side in Side:
        count = len(augusti(st, side))
        if side is Side.SECONDUS:  # a Primus Augustus waiting for the change of roles (5)
            count -= len(holders(st, side, (Title.PRIMUS_AUGUSTUS,)))
        if count > MAX_AUGUSTI_PER_SIDE:
            out.append(f"3.5.1: {side.value} has more than two Augusti")
        if len(caesars(st, side)) > MAX_CAESARS_PER_SIDE:
            out.append(f"3.5.1: {side.value} has more than two Caesars")
        if capitals and len(emperors(st, side)) > side_title_cap(eng, st, side):
            out.append(f"3.5.4: {side.value} holds more titles than capital dioceses")
    return out


def seniority(eng: Engine, x: LeaderState) -> tuple[int, int, int, str]:
    """Highest CC, then SR, then TB (3.5.2 case 3/, 5); the id breaks a last tie."""
    leader = eng.board.leaders[x.id]
    return (leader.cc, leader.sr, leader.tb, x.id)


def normalise_titles(eng: Engine, st: GameState) -> None:
    """Keep every side within two Augusti and two Caesars (3.5.1) after a change of
    roles or a usurpation: a Secundus Augustus on the PRIMUS side becomes an Augustus;
    junior extra Augusti become Caesars, junior extra Caesars lose their title."""
    for x in holders(st, Side.PRIMUS, (Title.SECONDUS_AUGUSTUS,)):
        x.title = Title.AUGUSTUS
        _log(eng, st, MessageId.BECOMES_AUGUSTUS_OF_PRIMUS, x, "5")
    for side in Side:
        plain = sorted(holders(st, side, (Title.AUGUSTUS,)), key=lambda x: seniority(eng, x))
        room = MAX_AUGUSTI_PER_SIDE - len(holders(st, side, SUPREME))
        while len(plain) > max(room, 0):
            x = plain.pop(0)
            x.title = Title.CAESAR
            _log(eng, st, MessageId.REDUCED_TO_CAESAR, x, "3.5.1")
        cs = sorted(caesars(st, side), key=lambda x: seniority(eng, x))
        while len(cs) > MAX_CAESARS_PER_SIDE:
            x = cs.pop(0)
            x.title = None
            _log(eng, st, MessageId.LOSES_TITLE, x, "3.5.1")
    tidy_protectores(st)


def tidy_protectores(st: GameState) -> None:
    """3.5.3: each side's Protectores Domestici marker sits on at most one of its
    Augusti or Caesars; a marker on anyone else is taken off (it waits for phase F)."""
    seen: set[Side] = set()
    for x in sorted(st.leaders.values(), key=lambda x: x.id):
        if not x.protectores:
            continue
        ok = x.status == ON_MAP and x.title in EMPEROR_TITLES and x.side is not None \
            and x.side not in seen
        if ok and x.side is not None:
            seen.add(x.side)
        else:
            x.protectores = False


def _log(eng: Engine, st: GameState, told: MessageId, x: LeaderState, rule: str) -> None:
    eng.log(st, msg(told, leader=leader_ref(x.id)), rule)
