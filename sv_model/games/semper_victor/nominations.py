"""Naming Augusti and Caesars in phase D (3.5.1), with the PRIMUS veto.

PRIMUS names first, then SECONDUS if he holds a Secundus Augustus. Each
nomination is one ``Nominate`` answer to a ``nominate`` decision; the player
stops with ``Confirm(False)``. A SECONDUS candidate who is not a Caesar being
promoted may be vetoed by PRIMUS once per turn: from rules version 4 the veto is
offered on the first such candidate only, used or not; a candidate is presented at
most once a turn.
"""

from __future__ import annotations

from sv_model.engine.actions import Action, Confirm, Nominate
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    push,
    step,
)
from sv_model.engine.decisions import Nomination, Veto
from sv_model.engine.messages import Message, MessageId, leader_ref, msg
from sv_model.engine.state import ON_MAP, GameState, LeaderState
from sv_model.games.semper_victor.titles import (
    MAX_AUGUSTI_PER_SIDE,
    MAX_CAESARS_PER_SIDE,
    SUPREME,
    augusti,
    caesars,
    capital_count,
    capital_dioceses,
    emperors,
    holders,
)
from sv_model.schemas.scenario import Side, Title

CONSTANTIN = "constantin"
SONS = ("crispus", "constantin_ii", "constance_ii", "constant")
NEPHEWS = ("delmatius", "hannibalianus", "gallus", "julien")
LICINIUS, LICINIANUS = "licinius", "licinianus"
AUGUSTUS, CAESAR = "augustus", "caesar"
RANK = {CAESAR: 1, AUGUSTUS: 2}
TITLE_RANK = {Title.CAESAR: 1, Title.AUGUSTUS: 2, Title.PRIMUS_AUGUSTUS: 2,
              Title.SECONDUS_AUGUSTUS: 2}


# --- who may be named -----------------------------------------------------------------------


def _in_play(st: GameState, leader_id: str) -> LeaderState | None:
    x = st.leaders.get(leader_id)
    return x if x is not None and x.status == ON_MAP else None


def ever_named(st: GameState, leader_id: str, title: str) -> bool:
    """Whether ``leader_id`` holds or once held ``title`` or a higher one."""
    x = st.leaders[leader_id]
    held = TITLE_RANK.get(x.title, 0) if x.title is not None else 0
    return max(held, RANK.get(st.nominations.named.get(leader_id, ""), 0)) >= RANK[title]


def _supreme_holder(st: GameState, leader_id: str, side: Side | None = None) -> bool:
    x = _in_play(st, leader_id)
    return x is not None and x.title in SUPREME and (side is None or x.side is side)


def dynasty_allows(st: GameState, side: Side, leader_id: str, title: str) -> bool:
    """3.5.1 special cases: Constantin's sons in their order, Licinianus, the nephews."""
    if _supreme_holder(st, CONSTANTIN, side):
        if leader_id not in SONS:
            return False
        for son in SONS[:SONS.index(leader_id)]:
            x = _in_play(st, son)  # living sons in this player's ranks come first
            if x is not None and x.side is side and not ever_named(st, son, title):
                return False
    if leader_id == LICINIANUS and not _supreme_holder(st, LICINIUS, side):
        return False
    if leader_id in NEPHEWS:
        if not any(_supreme_holder(st, son) for son in SONS):
            return False
        if not any((x := _in_play(st, son)) is not None and x.side is side for son in SONS):
            return False
    return True


def _candidates(eng: Engine, st: GameState, side: Side) -> list[LeaderState]:
    board = eng.board
    out = []
    for x in st.leaders.values():
        if x.status != ON_MAP or x.side is not side or not board.is_roman_leader(x.id):
            continue
        if board.leaders[x.id].dux or x.civil_war or x.title not in (None, Title.CAESAR):
            continue
        if side is Side.SECONDUS and x.id in st.nominations.proposed:
            continue
        out.append(x)
    return sorted(out, key=lambda x: x.id)


def legal_nominations(eng: Engine, st: GameState, side: Side) -> list[Nominate]:
    """Every nomination ``side`` may make now under 3.5.1."""
    out: list[Nominate] = []
    n_aug, n_caes = len(augusti(st, side)), len(caesars(st, side))
    room = min(capital_dioceses(eng, st, side) - len(emperors(st, side)),
               capital_count(eng, st) - len(emperors(st, None)))
    supreme = Title.PRIMUS_AUGUSTUS if side is Side.PRIMUS else Title.SECONDUS_AUGUSTUS
    may_caesar = bool(holders(st, side, (supreme,))) and n_caes < MAX_CAESARS_PER_SIDE
    may_augustus = n_aug > 0 and n_aug < MAX_AUGUSTI_PER_SIDE
    for x in _candidates(eng, st, side):
        promotion = x.title is Title.CAESAR
        if may_augustus and (promotion or room > 0) and \
                dynasty_allows(st, side, x.id, AUGUSTUS):
            out.append(Nominate(x.id, AUGUSTUS))
        if not promotion and may_caesar and room > 0 and dynasty_allows(st, side, x.id, CAESAR):
            out.append(Nominate(x.id, CAESAR))
    return out


# --- phase D --------------------------------------------------------------------------------


@named_step("d_nominations")
def d_nominations(eng: Engine, st: GameState) -> None:
    """2.D: PRIMUS, then SECONDUS (if he holds a Secundus Augustus), may name co-emperors."""
    st.nominations.proposed.clear()
    st.nominations.veto_used = False
    push(st, step(nominations_step, Side.PRIMUS.value), step(nominations_step, Side.SECONDUS.value))


@named_step("nominations")
def nominations_step(eng: Engine, st: GameState, side_name: str) -> None:
    side = Side(side_name)
    if legal_nominations(eng, st, side):
        eng.ask(st, side, "3.5.1", Nomination())


def apply_nomination(eng: Engine, st: GameState, leader_id: str, title: str) -> None:
    x = st.leaders[leader_id]
    x.title = Title.AUGUSTUS if title == AUGUSTUS else Title.CAESAR
    if RANK[title] > RANK.get(st.nominations.named.get(leader_id, ""), 0):
        st.nominations.named[leader_id] = title
    st.bump("nominations")
    eng.log(st, msg(MessageId.NAMED, leader=leader_ref(leader_id), title=Title(title),
                    side=x.side), "3.5.1")


def _nominate_options(eng: Engine, st: GameState, side: Side,
                      payload: Nomination) -> list[Action]:
    return [Confirm(False), *legal_nominations(eng, st, side)]


def _nominate_choose(eng: Engine, st: GameState, side: Side, payload: Nomination,
                     action: Action) -> None:
    if isinstance(action, Confirm):
        return
    assert isinstance(action, Nominate)
    push(st, step(nominations_step, side.value))
    if side is Side.PRIMUS:
        apply_nomination(eng, st, action.leader, action.title)
        return
    st.nominations.proposed.append(action.leader)
    promotion = st.leaders[action.leader].title is Title.CAESAR
    if promotion or st.nominations.veto_used:
        apply_nomination(eng, st, action.leader, action.title)
        return
    eng.log(st, msg(MessageId.PROPOSED, leader=leader_ref(action.leader),
                    title=Title(action.title)), "3.5.1")
    eng.ask(st, Side.PRIMUS, "3.5.1", Veto(action.leader, action.title))


def _nominate_prompt(eng: Engine, st: GameState, side: Side, payload: Nomination) -> Message:
    return msg(MessageId.ASK_NOMINATE, side=side)


NOMINATE = DecisionHandler(
    Nomination, _nominate_options, _nominate_prompt, _nominate_choose)
"""3.5.1: the next Augustus or Caesar a player names, or none."""


def _veto_choose(eng: Engine, st: GameState, side: Side, veto: Veto,
                 action: Action) -> None:
    assert isinstance(action, Confirm)
    leader_id, title = veto.leader, veto.title
    if eng.rules_version >= 4:  # one veto a turn, used or not on the first candidate
        st.nominations.veto_used = True
    if action.yes:
        st.nominations.veto_used = True
        st.bump("vetoes")
        eng.log(st, msg(MessageId.VETOED, leader=leader_ref(leader_id)), "3.5.1")
    else:
        apply_nomination(eng, st, leader_id, title)


def _veto_prompt(eng: Engine, st: GameState, side: Side, veto: Veto) -> Message:
    return msg(MessageId.ASK_VETO, leader=leader_ref(veto.leader), title=Title(veto.title))


VETO = DecisionHandler(
    Veto, lambda eng, st, side, veto: [Confirm(False), Confirm(True)], _veto_prompt,
    _veto_choose)
"""3.5.1: whether PRIMUS vetoes SECONDUS's candidate."""

