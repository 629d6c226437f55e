"""Issue 39, seeing what happened: the other side's last moves and battles on the map
until the player at the screen decides, stepped through with the history browser; the
Record log of the position on show; the History tab kept on show."""

from __future__ import annotations

from typing import Any

from engine_support import REAL_SCENARIO
from gui_support import decision, laptop_window, started_like_the_app
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPolygonItem, QPushButton
from test_gui_battle_follows import _random_actions

from sv_desktop.app.main_window import MainWindow
from sv_desktop.play.controller import GameController
from sv_desktop.play.map_traces import FADE_MS
from sv_model.engine import EndMovement, Game, Move
from sv_model.schemas.scenario import RulesetOptions, Side

P, S = Side.PRIMUS, Side.SECONDUS
ASK = RulesetOptions(ask_at_every_window=True)


def _reveal_and_answer_first(qtbot: Any, w: MainWindow) -> None:
    if w.central.currentWidget() is w.handover:
        qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    d = decision(w.controller)
    assert w.play.apply(EndMovement() if d.kind == "movement" else d.options[0])


def _pass_own_windows(qtbot: Any, w: MainWindow) -> None:
    """Answer the windows the game asks before the next movement decision."""
    while decision(w.controller).kind == "stratagem_window":
        _reveal_and_answer_first(qtbot, w)


def _to_primus_movement(qtbot: Any, w: MainWindow) -> None:
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 5, ASK)  # the default scenario, on show
    while not (decision(c).kind == "movement" and decision(c).player is P):
        _reveal_and_answer_first(qtbot, w)


def _two_moves(w: MainWindow) -> list[Move]:
    d = decision(w.controller)
    moves: list[Move] = []
    for o in d.options:
        if isinstance(o, Move) and len(o.path) >= 2 and \
                all((m.leader or m.units) != (o.leader or o.units) for m in moves):
            moves.append(o)
    return moves[:2]


def _leader_zone(c: GameController, move: Move) -> str | None:
    """Where the leader of ``move`` stands now (the moves these tests make have one)."""
    assert move.leader is not None
    return c.live.state.leaders[move.leader].zone


def test_the_other_sides_moves_show_until_the_viewer_decides(qtbot: Any) -> None:
    w = started_like_the_app(qtbot)
    c = w.controller
    _to_primus_movement(qtbot, w)
    first, second = _two_moves(w)
    origins = [_leader_zone(c, m) for m in (first, second)]
    assert w.play.apply(first)
    # SECONDUS's window after the move: the move is on the map for him
    assert (decision(c).kind, decision(c).player) == ("stratagem_window", S)
    qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert w.play.traces is not None
    assert [t.route for t in w.play.traces.shown] == [(origins[0], *first.path)]
    heads = [i for i in w.play.traces.items if isinstance(i, QGraphicsPolygonItem)]
    assert len(heads) == 1 and heads[0].scene() is w.scene
    button = next(b for b in w.decision_panel.findChildren(QPushButton)
                  if b.text() == "Pass for the rest of this M/CS")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # PRIMUS decides now: nothing of his own is drawn for him; the arrow fades away
    assert decision(c).player is P and w.play.traces.shown == []
    qtbot.wait(FADE_MS // 3)
    assert heads[0].scene() is w.scene and heads[0].opacity() < 0.85  # fading
    qtbot.waitUntil(lambda: heads[0].scene() is None, timeout=FADE_MS + 1000)
    _pass_own_windows(qtbot, w)  # rules version 4: his own window after his move (6)
    assert w.play.apply(second)
    # SECONDUS's window passed by the screen; PRIMUS's own comes before his next move
    qtbot.waitUntil(lambda: decision(c).player is P, timeout=2000)
    _pass_own_windows(qtbot, w)
    assert decision(c).kind == "movement"
    assert w.play.apply(EndMovement())
    while decision(c).player is not S:
        _reveal_and_answer_first(qtbot, w)
    # SECONDUS's next decision: PRIMUS's second move (the first he answered already)
    if w.central.currentWidget() is w.handover:
        qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
    assert [t.route for t in w.play.traces.shown] == [(origins[1], *second.path)]
    assert all(t.side is P for t in w.play.traces.shown)
    _reveal_and_answer_first(qtbot, w)  # he decides: the arrows go
    assert all(t.route != (origins[1], *second.path) for t in w.play.traces.shown)


def test_a_battle_is_marked_where_it_was_fought(qtbot: Any) -> None:
    w = laptop_window(qtbot)
    w.prefs.hotseat_handover = False
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 0, ASK)
    def first_battle_over(game: Game) -> bool:  # a battle in Moesiae 2
        return game.state.last_battle is not None and game.state.battle is None

    for action in _random_actions(0, first_battle_over):
        assert c.apply(action)
    battles = [t for t in w.play.trail.traces if t.battle]
    assert [t.route for t in battles] == [("moesiae_2",)]
    attacker = battles[0].side
    assert attacker is not None
    assert any(t.battle for t in w.play.trail.for_viewer(attacker.other))
    if decision(c).player is attacker.other:
        assert w.play.traces is not None
        discs = [i for i in w.play.traces.items if isinstance(i, QGraphicsEllipseItem)]
        assert len(discs) == 1 and "battle" in discs[0].toolTip()


def test_the_history_browser_steps_through_the_moves_and_rewinds_the_record(qtbot: Any) -> None:
    w = started_like_the_app(qtbot)
    c = w.controller
    _to_primus_movement(qtbot, w)
    first, _second = _two_moves(w)
    origin = _leader_zone(c, first)
    assert w.play.apply(first)
    present_lines = w.log_panel.view.toPlainText()
    w.history.open()
    entries = w.history.entries
    number = next(i for i, e in enumerate(entries) if e.action == first)
    w.history.show_entry(number)
    assert w.play.traces is not None
    assert [t.route for t in w.play.traces.shown] == [(origin, *first.path)]
    w.history.show_entry(number - 1)  # the decision before: no move of its own
    assert w.play.traces.shown == []
    past_lines = w.log_panel.view.toPlainText()
    assert len(past_lines) < len(present_lines)  # the Record log as it stood then
    assert present_lines.startswith(past_lines[:200])
    # a click on a counter lists it in the Stack dock but keeps the History tab on show
    zone = _leader_zone(c, first)
    qtbot.wait(20)
    assert not w.history_dock.visibleRegion().isEmpty()  # the History tab is on show
    assert w.scene is not None
    w.scene.stack_clicked.emit(zone, "")
    qtbot.wait(20)
    assert not w.history_dock.visibleRegion().isEmpty()  # and stays so
    assert w.history.return_to_present()
    assert w.log_panel.view.toPlainText() == present_lines


def test_the_computers_log_lines_read_as_sentences() -> None:
    """Issue 39: "names Alexander augustus", "chooses Scythia; search: 10 of 20 samples"
    were internal names and jargon."""
    from sv_model.ai.describe import describe
    from sv_model.engine import Game
    from sv_model.engine.actions import ChooseDiocese, ChoosePeople, Confirm, Nominate
    from sv_model.loader import load_scenario

    board = Game.new(load_scenario(REAL_SCENARIO), 1).engine.board
    leader = next(iter(board.leaders))
    name = board.leaders[leader].name
    assert describe(board, Nominate(leader, "augustus")) == f"names {name} Augustus (3.5.1)"
    assert describe(board, ChooseDiocese("pontica")) == "chooses the diocese of Pontica"
    assert describe(board, ChoosePeople("franci")) == "chooses the Franci"
    assert describe(board, Confirm(False)) == "answers no"
    for action in (Nominate(leader, "secundus_augustus"), ChoosePeople("gothi_tervingi")):
        assert "_" not in describe(board, action)


def test_the_computers_moves_show_for_the_human(qtbot: Any) -> None:
    """Against the computer the arrows are drawn for the human, whoever decides now."""
    from sv_model.seat_players import SeatPlayers

    w = laptop_window(qtbot)
    w.ai.set_speed("instant")
    c = w.controller
    assert w.play.start_game(REAL_SCENARIO, 3, None, SeatPlayers.of({2: "easy"}))
    for _ in range(400):
        qtbot.waitUntil(lambda: c.decision is not None and not w.ai.deciding(), timeout=20000)
        assert w.play.traces is not None
        shown = w.play.traces.shown
        if any(not t.battle for t in shown):
            break
        d = decision(c)
        assert w.play.apply(EndMovement() if d.kind == "movement" else d.options[0])
    assert decision(c).player is P  # the human's decision
    assert shown and all(t.side is S for t in shown if not t.battle)  # the computer's
