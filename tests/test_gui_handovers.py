"""Issue 39, handovers: the handover screen's keys and focus, never handing the screen
back to the player who just answered, and fewer handovers that tell nothing about a
hand (``reaction_pass``)."""

from __future__ import annotations

import random
from typing import Any

from engine_support import REAL_SCENARIO, new_game, random_answer
from gui_support import GUI_SCENARIO, decision, laptop_window, started_like_the_app
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from rules_support import give
from test_followups_privacy import _screen_text

from sv_desktop.app.main_window import MainWindow
from sv_desktop.session.reaction_pass import might_play
from sv_model.engine import Confirm, EndMovement, Move
from sv_model.engine.actions import ChoosePeople, PlayStratagem
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import RulesetOptions, Side

P, S = Side.PRIMUS, Side.SECONDUS
ASK = RulesetOptions(ask_at_every_window=True)


def _reveal(qtbot: Any, w: MainWindow) -> None:
    assert w.central.currentWidget() is w.handover
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)


def _reveal_if_asked(qtbot: Any, w: MainWindow) -> None:
    qtbot.wait(10)  # windows that pass by themselves do so from the event loop
    if w.central.currentWidget() is w.handover:
        _reveal(qtbot, w)


def _handovers(w: MainWindow) -> list[str]:
    """Records every handover screen shown from now on (its title)."""
    seen: list[str] = []
    ask = w.handover.ask

    def spy(side: Side, reason: str, *, keeps: bool = False) -> None:
        seen.append(f"{side.value}{' keeps' if keeps else ''}")
        ask(side, reason, keeps=keeps)
    w.handover.ask = spy  # type: ignore[method-assign]  # a spy that records, then asks
    return seen


# --- the handover screen's keys -------------------------------------------------------------


def test_space_never_reveals_and_no_button_holds_the_focus(qtbot: Any) -> None:
    w = laptop_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1, ASK)
    assert w.central.currentWidget() is w.handover
    focus = w.focusWidget()
    assert focus is w.handover  # the curtain itself: no button, no panel behind it
    assert not isinstance(focus, QPushButton)
    assert w.handover.button.focusPolicy() is Qt.FocusPolicy.NoFocus
    assert "Enter: I am PRIMUS — show me" in w.handover.keys.text()
    assert "Space: nothing" in w.handover.keys.text()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Escape):
        qtbot.keyClick(w.focusWidget(), key)
        assert w.central.currentWidget() is w.handover and w.play.revealed is None
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)  # what the screen says
    assert w.central.currentWidget() is w.map_view and w.play.revealed is P


def test_esc_refuses_an_undo_and_enter_agrees(qtbot: Any) -> None:
    w = laptop_window(qtbot)
    assert w.play.start_game(GUI_SCENARIO, 1, ASK)
    answers: list[tuple[Side, bool]] = []
    w.handover.consented.connect(lambda side, agreed: answers.append((side, agreed)))
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Return):
        w.handover.ask_consent(S, "PRIMUS asks to undo.")
        assert "Esc: I refuse" in w.handover.keys.text()
        qtbot.keyClick(w.handover, key)
    assert answers == [(S, False), (S, True)]  # Space did nothing


# --- never back to the player who just answered ------------------------------------------------


def test_the_screen_is_not_handed_back_after_a_stratagem_choice(qtbot: Any) -> None:
    """PRIMUS plays a counter from his C window: its choices are public, then his window
    opens again. He took the screen at the handover and has answered every decision
    since: no handover now (issue 39: SECONDUS was asked to take the screen right after
    choosing his own die)."""
    w = started_like_the_app(qtbot)
    c = w.controller
    seen = _handovers(w)
    assert w.play.start_game(REAL_SCENARIO, 5, ASK)
    _reveal(qtbot, w)  # SECONDUS's B window
    qtbot.mouseClick(w.decision_panel.option_buttons[0], Qt.MouseButton.LeftButton)
    d = decision(c)
    assert (d.kind, d.player) == ("stratagem_window", P)
    give(c.live, P, "foyer_de_peste")  # a second counter: his window opens again after the first
    _reveal(qtbot, w)
    play = next(o for o in d.options if isinstance(o, PlayStratagem))
    assert w.play.apply(play)
    while decision(c).kind == "stratagem_target":  # the peoples he raises: public
        assert w.central.currentWidget() is w.map_view
        assert w.play.revealed is None  # his hand is put away meanwhile
        assert w.play.apply(next(o for o in decision(c).options if isinstance(o, ChoosePeople)))
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", P)
    # the peoples were chosen on the open map, where SECONDUS may have watched: the hand
    # comes back behind a curtain that says PRIMUS keeps the screen, never one that hands
    # it to him as if someone else had it
    assert w.central.currentWidget() is w.handover and w.play.revealed is None
    assert seen == ["SECONDUS", "PRIMUS", "PRIMUS keeps"]
    assert "keeps the screen" in w.handover.title.text()


def test_after_his_own_public_decision_the_curtain_says_he_keeps_the_screen(qtbot: Any) -> None:
    """The end of his movement, then his own window: the other player may have watched
    the move, so the hand stays hidden, but the screen does not ask to be passed."""
    w = laptop_window(qtbot)
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 5, ASK)
    seen = _handovers(w)
    while len(c.live.actions) < 25:  # up to PRIMUS's last movement of phase E
        d = decision(c)
        assert c.apply(EndMovement() if d.kind == "movement" else d.options[0])
    assert (decision(c).kind, decision(c).player) == ("movement", P)
    seen.clear()
    assert w.play.apply(EndMovement())  # his last M/CS: the last E window is his first
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", P)
    assert seen == ["PRIMUS keeps"]
    assert "keeps the screen" in w.handover.title.text()
    assert "Pass the screen" not in w.handover.title.text()


# --- fewer handovers, and none that tells about a hand ----------------------------------------


def _windows_of_a_year(seed: int) -> list[Any]:
    """(game, decision) at every stratagem window of a random first year."""
    bundle = load_scenario(REAL_SCENARIO)
    game = new_game(bundle, seed, options=ASK)
    rng = random.Random(seed)
    out = []
    while game.decision is not None and game.state.year == bundle.scenario.start_year:
        d = game.decision
        if d.kind == "stratagem_window":
            out.append((might_play(game, d), d, _hand_swaps(game, d)))
        game.apply(random_answer(d, rng))
    return out


def _hand_swaps(game: Any, d: Any) -> set[bool]:
    """``might_play`` with either player's hand traded for counters of the cup, one at a
    time. The other player cannot tell apart the trades of the asked player's hand, nor
    the asked player those of the other's: the answer must be the same for all."""
    st = game.state
    cup = st.cup
    answers = set()
    for side in (d.player, d.player.other):
        hand = st.hands[side]
        for i in range(len(hand)):
            for j in range(len(cup)):
                hand[i], cup[j] = cup[j], hand[i]
                answers.add(might_play(game, d))
                hand[i], cup[j] = cup[j], hand[i]
    return answers


def test_whether_a_window_is_asked_does_not_depend_on_the_hand() -> None:
    """The screen skips a window only on public facts: trading either player's counters
    for unseen ones never changes its answer (neither learns the other's hand from a
    handover or its absence), and a window
    where he holds a playable counter is always asked (6)."""
    checked = 0
    for seed in (1, 2):
        for asked, d, swapped in _windows_of_a_year(seed):
            assert swapped <= {asked}
            if any(isinstance(o, PlayStratagem) for o in d.options):
                assert asked
            checked += 1
    assert checked > 20


def test_pass_for_the_rest_of_phase_e_spares_every_e_window_of_that_player(qtbot: Any) -> None:
    """SECONDUS passes for the rest of phase E at PRIMUS's first move: no more handover
    to SECONDUS in that phase E (his own M/CS windows included), PRIMUS is still asked."""
    w = laptop_window(qtbot)
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 5, ASK)
    while not (decision(c).kind == "movement" and decision(c).player is P):
        if w.central.currentWidget() is w.handover:
            _reveal(qtbot, w)
        assert w.play.apply(decision(c).options[0])
    assert c.apply(next(o for o in decision(c).options if isinstance(o, Move)))
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", S)
    _reveal(qtbot, w)
    seen = _handovers(w)
    body = w.decision_panel.body_layout
    texts = [button.text() for item in (body.itemAt(i) for i in range(body.count()))
             if item is not None and isinstance(button := item.widget(), QPushButton)]
    # the passes until later come first; passing only this window says what it means
    assert texts[:3] == ["Pass for the rest of this M/CS", "Pass for the rest of phase E",
                         "Pass only now (asked again after the next move)"]
    button = next(b for b in w.decision_panel.findChildren(QPushButton)
                  if b.text() == "Pass for the rest of phase E")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    year = c.live.state.year
    while c.live.state.phase == "E" and c.live.state.year == year:
        d = decision(c)
        if d.kind == "stratagem_window" and d.player is S:
            qtbot.waitUntil(lambda d=d: c.decision is not d, timeout=2000)  # by the screen
            continue
        if w.central.currentWidget() is w.handover:
            _reveal(qtbot, w)
        assert w.play.apply(EndMovement() if d.kind == "movement" else d.options[0])
    assert "SECONDUS" not in seen and "PRIMUS" in [s.split()[0] for s in seen]


def test_after_his_own_move_his_hand_comes_back_only_behind_a_curtain(qtbot: Any) -> None:
    """A move is public: the other player may be watching. When the mover's own E window
    comes next (6, rules version 4), his hand is shown again only after a curtain, even
    though no one else answered in between (the other passed for the rest of the M/CS)."""
    w = laptop_window(qtbot)
    c = w.controller
    asked = _handovers(w)

    assert w.play.start_game(REAL_SCENARIO, 5, RulesetOptions(ask_at_every_window=True))
    _reveal_if_asked(qtbot, w)
    while not (decision(c).kind == "movement" and decision(c).player is P):
        assert w.play.apply(decision(c).options[0])
        _reveal_if_asked(qtbot, w)
    assert w.play.apply(next(o for o in decision(c).options if isinstance(o, Move)))
    _reveal_if_asked(qtbot, w)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", S)
    button = next(b for b in w.decision_panel.findChildren(QPushButton)
                  if b.text() == "Pass for the rest of this M/CS")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    _reveal_if_asked(qtbot, w)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", P)
    assert w.play.apply(Confirm(False))
    _reveal_if_asked(qtbot, w)
    assert (decision(c).kind, decision(c).player) == ("movement", P)
    asked.clear()
    assert w.play.apply(next(o for o in decision(c).options if isinstance(o, Move)))
    qtbot.waitUntil(lambda: decision(c).player is P, timeout=2000)  # SECONDUS passed by itself
    assert decision(c).kind == "stratagem_window"
    assert w.central.currentWidget() is w.handover and asked == ["PRIMUS keeps"]
    assert w.play.revealed is None
    hand = {s.id for s in c.live.engine.bundle.roster.stratagems} & set(c.live.state.hands[P])
    names = [s.name for s in c.live.engine.bundle.roster.stratagems if s.id in hand]
    assert names and not any(n in _screen_text(w) for n in names)  # no counter of his on show


def test_the_mover_may_pass_his_own_windows_for_the_rest_of_his_mcs(qtbot: Any) -> None:
    """Rules version 4 gives the mover a window after each of his own moves (6); like his
    opponent he may pass them for the rest of the M/CS, and then moves on with no
    curtain between his moves, whatever he holds."""
    w = laptop_window(qtbot)
    c = w.controller
    asked = _handovers(w)

    def pass_for_the_mcs() -> None:
        button = next(b for b in w.decision_panel.findChildren(QPushButton)
                      if b.text() == "Pass for the rest of this M/CS")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        _reveal_if_asked(qtbot, w)

    assert w.play.start_game(REAL_SCENARIO, 5, RulesetOptions(ask_at_every_window=True))
    _reveal_if_asked(qtbot, w)
    while not (decision(c).kind == "movement" and decision(c).player is P):
        assert w.play.apply(decision(c).options[0])
        _reveal_if_asked(qtbot, w)
    moves = [o for o in decision(c).options if isinstance(o, Move)]
    assert w.play.apply(moves[0])
    _reveal_if_asked(qtbot, w)
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", S)
    pass_for_the_mcs()
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", P)
    pass_for_the_mcs()  # PRIMUS, at his own window after his move
    assert (decision(c).kind, decision(c).player) == ("movement", P)
    asked.clear()
    second = next(m for m in decision(c).options if isinstance(m, Move)
                  and (m.leader or m.units) != (moves[0].leader or moves[0].units))
    assert w.play.apply(second)
    qtbot.waitUntil(lambda: decision(c).kind == "movement", timeout=2000)
    assert decision(c).player is P and asked == [] and w.central.currentWidget() is w.map_view
    after = list(c.live.actions)[list(c.live.actions).index(second) + 1:]
    assert after == [Confirm(False), Confirm(False)]  # both windows, passed by the screen
