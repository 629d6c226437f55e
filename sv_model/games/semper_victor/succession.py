"""Succession of the Primus and Secundus Augustus (3.5.2).

When an Augustus dies his heir takes the title (cases 1/ to 3/); failing one, the
Secundus Augustus or a general chosen by a player does, or a Usurper is named
(cases 4/ and 5/), which starts a civil war (``usurpation``, ``civil_war``).
"""

from __future__ import annotations

from sv_model.engine.actions import Action, ChooseLeader
from sv_model.engine.core import (
    DecisionHandler,
    Engine,
    named_step,
    step,
)
from sv_model.engine.decisions import SuccessionCase, SuccessionChoice
from sv_model.engine.messages import Message, MessageId, leader_ref, msg
from sv_model.engine.state import ON_MAP, GameState, LeaderState
from sv_model.games.semper_victor.queries import Occupancy, title_holder, titled
from sv_model.games.semper_victor.stacking import settle
from sv_model.games.semper_victor.titles import seniority
from sv_model.schemas.scenario import Side, Title


def generals(eng: Engine, st: GameState, side: Side) -> list[str]:
    """Roman leaders of ``side`` on the map who may take a title (no Dux, 3.3.1; from
    rules version 4 no Civil War leader either, as in 3.5.1: he follows a Usurper, and
    the Usurper's fall would take the title to the other side)."""
    board = eng.board
    return sorted(x.id for x in st.leaders.values()
                  if x.status == ON_MAP and x.side is side and board.is_roman_leader(x.id)
                  and not board.leaders[x.id].dux and x.title is not Title.USURPER
                  and not (x.civil_war and eng.rules_version >= 4))


@named_step("succession")
def succession(eng: Engine, st: GameState, which: str, cause: str) -> None:
    if which == "primus":
        if title_holder(st, Title.PRIMUS_AUGUSTUS) is None:  # else a Usurper won (3.6.4)
            _primus_succession(eng, st)
    elif title_holder(st, Title.SECONDUS_AUGUSTUS) is None:
        _secundus_succession(eng, st)


def _may_name_usurper(st: GameState) -> bool:
    """3.6.1: never more than two Usurpers a side."""
    return len(titled(st, Side.SECONDUS, (Title.USURPER,))) < 2


def _promote_heir(eng: Engine, st: GameState, side: Side, title: Title) -> bool:
    """Cases 1/ to 3/: another Augustus, else the Caesar(s)."""
    augusti = sorted(titled(st, side, (Title.AUGUSTUS,)), key=lambda x: seniority(eng, x))
    if augusti:
        give_title(eng, st, augusti[-1], title)
        return True
    caesars = sorted(titled(st, side, (Title.CAESAR,)), key=lambda x: seniority(eng, x))
    if not caesars:
        return False
    for c in caesars:
        c.title = Title.AUGUSTUS
    give_title(eng, st, caesars[-1], title)
    return True


def give_title(eng: Engine, st: GameState, x: LeaderState, title: Title) -> None:
    """Give ``x`` the ``title`` (3.5.2) and say so."""
    x.title = title
    eng.log(st, msg(MessageId.BECOMES, leader=leader_ref(x.id), title=title), "3.5.2")


def _primus_succession(eng: Engine, st: GameState) -> None:
    if _promote_heir(eng, st, Side.PRIMUS, Title.PRIMUS_AUGUSTUS):
        return
    sa = next((x for x in st.leaders.values()
               if x.status == ON_MAP and x.title is Title.SECONDUS_AUGUSTUS), None)
    if sa is not None:  # case 4/: the Secundus Augustus succeeds; roles change in phase F
        give_title(eng, st, sa, Title.PRIMUS_AUGUSTUS)
        st.pending_role_change = True
        return
    if generals(eng, st, Side.PRIMUS):  # case 5/
        eng.ask(st, Side.PRIMUS, "3.5.2", SuccessionChoice(SuccessionCase.PRIMUS))
    elif generals(eng, st, Side.SECONDUS):
        eng.log(st, msg(MessageId.NO_GENERAL_LEFT), "3.5.2")
        eng.ask(st, Side.SECONDUS, "3.5.2", SuccessionChoice(SuccessionCase.PRIMUS_FROM_SECUNDUS))


def _secundus_succession(eng: Engine, st: GameState) -> None:
    if _promote_heir(eng, st, Side.SECONDUS, Title.SECONDUS_AUGUSTUS):
        return
    if generals(eng, st, Side.SECONDUS) and _may_name_usurper(st):  # case 4/
        eng.ask(st, Side.SECONDUS, "3.5.2", SuccessionChoice(SuccessionCase.SECUNDUS_USURPER))


def _choice_options(eng: Engine, st: GameState, side: Side,
                    choice: SuccessionChoice) -> list[Action]:
    return [ChooseLeader(x) for x in generals(eng, st, side)]


def _choice_prompt(eng: Engine, st: GameState, side: Side, choice: SuccessionChoice) -> Message:
    if choice.case in (SuccessionCase.PRIMUS, SuccessionCase.PRIMUS_FROM_SECUNDUS):
        return msg(MessageId.ASK_SUCCESSOR)
    return msg(MessageId.ASK_USURPER_MARKER)


def _choice_choose(eng: Engine, st: GameState, side: Side, choice: SuccessionChoice,
                   action: Action) -> None:
    assert isinstance(action, ChooseLeader)
    what = choice.case
    x = st.leaders[action.leader]
    if what is SuccessionCase.PRIMUS:
        give_title(eng, st, x, Title.PRIMUS_AUGUSTUS)
        if generals(eng, st, Side.SECONDUS) and _may_name_usurper(st):
            eng.ask(st, Side.SECONDUS, "3.5.2", SuccessionChoice(SuccessionCase.PRIMUS_USURPER))
    elif what is SuccessionCase.PRIMUS_FROM_SECUNDUS:
        give_title(eng, st, x, Title.PRIMUS_AUGUSTUS)
        st.pending_role_change = True
    elif what is SuccessionCase.PRIMUS_USURPER:
        give_title(eng, st, x, Title.USURPER)
        for usurper_named in eng.hooks.usurper_named:  # civil war, 3.6.3
            usurper_named(eng, st, x.id)
    else:
        below = len(st.stack)  # the steps the hooks schedule run before the 4.2.4 check
        give_title(eng, st, x, Title.USURPER)
        for usurper_named in eng.hooks.usurper_named:  # before the tests it may not see
            usurper_named(eng, st, x.id)
        _loyalty_tests(eng, st, x.id, below)


def _loyalty_tests(eng: Engine, st: GameState, usurper: str, below: int | None = None) -> None:
    """SECONDUS case 4/ (French text): every other SECONDUS Roman leader, wherever he is,
    rolls 1d6; at or above his PC he goes over to PRIMUS with the units in his zone.
    What went over then goes through the one 4.2.4 check (``stacking.settle``), once the
    steps already scheduled (the Usurper's civil war, 3.6.3 A/, which may take some of
    them back) have run: ``below`` is where that check goes in the stack."""
    board = eng.board
    occ = Occupancy(st)
    changed: list[str] = []
    for leader_id in generals(eng, st, Side.SECONDUS):
        if leader_id == usurper:
            continue
        x = st.leaders[leader_id]
        pc = board.leaders[leader_id].pc or 0
        die = eng.roll(st, 6, msg(MessageId.ROLL_SUCCESSION_LOYALTY, leader=leader_ref(leader_id)),
                       "3.5.2")
        if die < pc:
            continue
        x.side = Side.PRIMUS
        st.moved(x)
        changed.append(leader_id)
        if x.zone is not None:
            for u in occ.units_of(x.zone, Side.SECONDUS):
                if x.aboard is None:
                    st.units[u].side = Side.PRIMUS
                    st.moved(st.units[u])
                    changed.append(u)
        eng.log(st, msg(MessageId.GOES_OVER, leader=leader_ref(leader_id)), "3.5.2")
    if changed and eng.rules_version >= 4:
        st.stack.insert(len(st.stack) if below is None else below,
                        step(settle_gone_over, *changed))


@named_step("settle_gone_over")
def settle_gone_over(eng: Engine, st: GameState, *pieces: str) -> None:
    """4.2.4 for the pieces a 3.5.2 loyalty test handed to PRIMUS (``stacking.settle``)."""
    settle(eng, st, pieces)


SUCCESSION_CHOICE = DecisionHandler(
    SuccessionChoice, _choice_options, _choice_prompt, _choice_choose)
"""3.5.2: the general a player names to a vacant title."""
