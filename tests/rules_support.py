"""Helpers for the tests of emperors, usurpations, peoples and stratagems: putting a game
at a chosen decision, hands,
and the invariants of 3.5, 3.6, 4 and 6."""

from __future__ import annotations

from collections import Counter

from sv_model.engine import Game
from sv_model.engine.core import step_function
from sv_model.engine.decisions import Payload, StratagemWindow, Window
from sv_model.engine.state import ON_MAP, Pending, StepArg
from sv_model.games.semper_victor.stratagems.deck import all_counters, counter_places
from sv_model.games.semper_victor.titles import title_limits_problems
from sv_model.games.semper_victor.usurpation import MAX_USURPERS_PER_SIDE
from sv_model.schemas.scenario import Side, Title


def ask(game: Game, player: Side, rule: str, payload: Payload) -> None:
    """Make ``payload``'s decision the pending one (the rest of the turn stays on the
    stack)."""
    game.state.pending = Pending(payload.kind, player, rule, payload)
    game.invalidate()


def give(game: Game, side: Side, *stratagems: str) -> None:
    """Put counters in ``side``'s hand, taken from wherever they are."""
    st = game.state
    for sid in stratagems:
        for place in (st.cup, st.deck.out_of_game, st.deck.set_aside, *st.hands.values()):
            while sid in place:
                place.remove(sid)
        st.markers.pop(sid, None)
        st.hands[side].append(sid)
    game.invalidate()


def run_step(game: Game, name: str, *args: StepArg) -> None:
    """Run one engine step by hand, then the engine until the next decision."""
    from sv_model.engine.core import run

    step_function(name)(game.engine, game.state, *args)
    run(game.engine, game.state)
    game.invalidate()


def window(game: Game, side: Side, which: str) -> None:
    """Open a stratagem window for ``side``."""
    ask(game, side, "6", StratagemWindow(Window(which)))


def check_campaign_invariants(game: Game, *, capitals: bool = False) -> None:
    """Title limits, peoples, usurpers, Protectores and stratagem conservation."""
    st = game.state
    eng = game.engine
    assert title_limits_problems(eng, st, capitals=capitals) == []
    for side in Side:
        usurpers = [x for x in st.leaders.values()
                    if x.status == ON_MAP and x.side is side and x.title is Title.USURPER]
        assert len(usurpers) <= MAX_USURPERS_PER_SIDE
        guarded = [x for x in st.leaders.values() if x.protectores and x.side is side]
        assert len(guarded) <= 1
        assert all(x.status == ON_MAP and x.title not in (None, Title.USURPER)
                   for x in guarded)
    check_peoples(game)
    if st.deck.prepared:
        check_conservation(game)


def check_peoples(game: Game) -> None:
    """A people is never both at war and at peace."""
    st = game.state
    board = game.engine.board
    for p, status in st.peoples.items():
        if board.is_armenian(p):
            assert not status.at_war
            continue
        leaders = [x for x in st.leaders.values()
                   if board.leaders[x.id].people == p and x.status == ON_MAP]
        units = [u for u in st.units.values() if board.units[u.id].people == p]
        if status.at_war:
            assert status.controller is not None
            assert status.pacified_until is None or status.pacified_until <= st.year
            assert all(not x.pax_romana for x in leaders)
        else:
            assert status.controller is None
            assert all(x.pax_romana and x.side is None for x in leaders)
            assert all(u.side is None for u in units)
            if not board.peoples[p].major:
                assert all(u.status != ON_MAP for u in units)


def check_conservation(game: Game) -> None:
    """Every counter is in exactly one place: cup, a hand, the map, out of the game or
    set aside until it enters play."""
    places = counter_places(game.state)
    seen = Counter(s for counters in places.values() for s in counters)
    assert sorted(seen) == sorted(all_counters(game.engine)), places
    assert all(n == 1 for n in seen.values()), places
