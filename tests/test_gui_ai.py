"""Playing against the computer in the play window: a human (seat 1, PRIMUS) against the
easy AI (seat 2) for one turn; what the AI is given (its side's view, nothing more); its
reasons in the log, never those of a secret decision; its plans panel; no handover
screen; undo back to the human's decision; the AI's seats kept by saves and the journal;
its speed, skip and time cap."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from engine_support import pending
from gui_support import GUI_SCENARIO, QuietWindow, decision, quiet_window
from PySide6.QtCore import QTimer

from sv_desktop.ai.driver import ai_seed
from sv_desktop.ai.notes import AiNotes, Note, public_alternatives, reason_line
from sv_desktop.ai.plans_panel import SECRET
from sv_desktop.ai.worker import AiTask
from sv_desktop.app.main_window import MainWindow
from sv_desktop.panels.side_panels import LogRow
from sv_desktop.session import saves
from sv_desktop.session.undo_policy import CHANCE, plan_undo
from sv_model.ai.players import AiPlayer, Choice, Scored
from sv_model.engine import Game
from sv_model.engine.actions import Confirm, EndMovement, PlayStratagem
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.view import PlayerView
from sv_model.errors import DataFileError
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side
from sv_model.seat_players import PLAYERS_KEY, SeatPlayers, players_from_save, players_to_save

SEED = 424242
AI_SEAT2 = SeatPlayers.of({2: "easy"})


def _window(qtbot: Any, players: SeatPlayers = AI_SEAT2, speed: str = "instant") -> QuietWindow:
    w = quiet_window(qtbot, show=True)
    w.ai.set_speed(speed)
    assert w.play.start_game(GUI_SCENARIO, SEED, None, players)
    return w


def _is_ai(w: MainWindow) -> bool:
    game = w.controller.live
    d = game.decision
    return d is not None and w.controller.players.is_ai(game.state.seats[d.player])


def _human_answer(w: MainWindow) -> None:
    """The engine's first legal option, or EndMovement."""
    d = decision(w.controller)
    action = next((o for o in d.options if isinstance(o, EndMovement)), d.options[0])
    assert w.play.apply(action)


def _wait_for_human(qtbot: Any, w: MainWindow, timeout: int = 20000) -> None:
    game = w.controller.live
    qtbot.waitUntil(lambda: game.is_over or not _is_ai(w), timeout=timeout)


def test_a_human_plays_a_turn_against_the_easy_ai(qtbot: Any, monkeypatch: Any,
                                                  tmp_path: Path) -> None:
    main_thread = threading.get_ident()
    threads: list[int] = []
    real_choose = AiPlayer.choose

    def slow_choose(self: AiPlayer, view: PlayerView, deadline: float | None = None) -> Choice:
        threads.append(threading.get_ident())
        if len(threads) <= 3:
            time.sleep(0.25)  # a slow decision: the window must stay responsive meanwhile
        return real_choose(self, view, deadline)

    monkeypatch.setattr(AiPlayer, "choose", slow_choose)
    w = _window(qtbot)
    c, driver = w.controller, w.ai
    ticks = {"now": 0, "while_thinking": 0}
    thinking = {"on": False, "times": 0}

    def on_thinking(on: bool) -> None:
        thinking["on"] = on
        thinking["times"] += on

    def tick() -> None:
        ticks["now"] += 1
        ticks["while_thinking"] += thinking["on"]

    driver.thinking.connect(on_thinking)
    heartbeat = QTimer()
    heartbeat.timeout.connect(tick)
    heartbeat.start(10)
    lines: list[str] = []
    driver.answered.connect(lines.append)
    secret_ai = 0
    game = c.live
    start = game.state.year
    for _ in range(200):
        if game.is_over or game.state.year != start:
            break
        if _is_ai(w):
            secret_ai += pending(game).secret
            assert w.central.currentWidget() is not w.handover
            _wait_for_human(qtbot, w)
        else:
            _human_answer(w)
    heartbeat.stop()
    assert game.state.year != start or game.is_over, "one whole turn was played"
    # the AI thought in another thread, and the event loop ran meanwhile
    assert threads and main_thread not in threads
    assert thinking["times"] == len(threads)
    assert ticks["while_thinking"] >= 10
    # every public answer of the AI has its reason in the log panel
    ai_rows = [text for _when, text, _rule, _die in w.log_panel.entries
               if text.startswith("SECONDUS (AI, easy) ")]
    assert len(ai_rows) == len([line for line in lines if line]) == len(threads) - secret_ai
    assert any("moves" in row or "ends its movement" in row for row in ai_rows)
    shown = w.log_panel.view.toPlainText()
    assert all(row in shown for row in ai_rows)
    # no handover screen: the human is alone at the screen, and his hand stayed on show
    assert w.handovers == []
    assert w.hand_panel.side is Side.PRIMUS
    # the AI's seat survives Save and Load, and the journal
    journal = c.journal.path
    assert journal is not None and saves.journal_players(journal) == AI_SEAT2
    path = tmp_path / "against_ai.svsave"
    c.save(path)
    assert json.loads(path.read_text())[PLAYERS_KEY] == [
        {"seat": 2, "player": "ai", "level": "easy"}]
    assert w.load_game(path)
    assert w.controller.players == AI_SEAT2
    assert w.controller.live.actions == game.actions
    assert w.controller.journal.path is not None
    assert saves.journal_players(w.controller.journal.path) == AI_SEAT2


def test_the_worker_is_given_only_the_view_of_the_ai_side(qtbot: Any) -> None:
    w = _window(qtbot)
    game = w.controller.live
    _human_answer(w)  # PRIMUS passes his window (B): SECONDUS, the AI, moves
    qtbot.waitUntil(lambda: bool(w.ai.views_sent), timeout=20000)
    _wait_for_human(qtbot, w)
    assert game.state.hands[Side.PRIMUS] == ["initiative"]  # the human's hand is not empty
    for seat, view in w.ai.views_sent:
        assert seat == 2
        assert type(view) is PlayerView
        assert view.side is Side.SECONDUS and view.decision is not None
        assert view.decision.player is Side.SECONDUS
        assert view.public.hands[Side.PRIMUS] == []  # the other hand: only its size
        assert view.hand_sizes[Side.PRIMUS] == 1
        assert view.public.cup == [] and view.public.n_dice == 0
    task = w.ai.last_task
    assert isinstance(task, AiTask)
    assert set(vars(task)) == {"ticket", "player", "view", "answer_within", "signals"}
    assert task.view is w.ai.views_sent[-1][1]
    # the AI's player holds its own engine, never the game's, nor the game's seed
    player = task.player
    assert not any(isinstance(v, Game) for v in vars(player).values())
    assert player.ctx.engine is not game.engine and SEED not in player.ctx.seeds
    assert player.seed == ai_seed(SEED, 2) != SEED


def test_a_secret_decision_of_the_ai_shows_nothing_of_its_hand(qtbot: Any) -> None:
    """The AI in seat 1 holds a stratagem: its window (B) is secret. No reason in the
    log, no alternatives in the plans panel, no handover for the human."""
    w = _window(qtbot, SeatPlayers.of({1: "easy"}))
    w.ai.plans_dock.show()
    game = w.controller.live
    lines: list[str] = []
    w.ai.answered.connect(lines.append)
    assert pending(game).kind is DecisionKind.STRATAGEM_WINDOW
    assert pending(game).player is Side.PRIMUS
    qtbot.waitUntil(lambda: len(game.actions) >= 1, timeout=20000)
    assert lines[0] == ""
    seat, view = w.ai.views_sent[0]
    assert isinstance(view, PlayerView)
    assert seat == 1 and view.hand == ("initiative",)
    assert w.ai.plans.note.text() == SECRET and w.ai.plans.rows() == []
    # the log says only what the engine logs publicly ("PRIMUS plays Initiative" if it
    # played it, nothing for a pass): no line of the AI about it
    ai_rows = [text for _w, text, _r, _d in w.log_panel.entries if "(AI, easy)" in text]
    assert not any("initiative" in text.lower() or "pass" in text for text in ai_rows)
    assert w.hand_panel.side is not Side.PRIMUS  # the AI's hand is never on show
    _wait_for_human(qtbot, w)
    assert w.handovers == []
    # Show My Stratagems shows the human's hand at once, never the AI's
    w.play.request_hand()
    assert w.hand_panel.side is Side.SECONDUS
    assert w.handovers == []


def test_undo_goes_back_over_the_ai_to_the_humans_decision(qtbot: Any) -> None:
    w = _window(qtbot)
    c = w.controller
    game = c.live
    _human_answer(w)  # action 1, PRIMUS: pass (phase B); the dice of B to D follow it
    _wait_for_human(qtbot, w)
    moves = len(game.actions)
    assert moves > 1  # the AI has moved since
    w.undo_action.trigger()  # past the dice: refused without asking anyone
    assert len(game.actions) == moves
    assert w.statusBar().currentMessage() == CHANCE
    assert w.central.currentWidget() is not w.handover
    _human_answer(w)  # PRIMUS ends his movement: no dice, then the AI moves
    _wait_for_human(qtbot, w)
    assert len(game.actions) > moves + 1
    w.undo_action.trigger()
    assert len(game.actions) == moves  # the AI's answers and the human's movement
    assert not _is_ai(w) and pending(game).kind is DecisionKind.MOVEMENT
    assert w.handovers == []
    w.casual_undo_action.trigger()  # past the dice too, with Casual Undo
    w.undo_action.trigger()
    assert len(game.actions) == 0 and pending(game).player is Side.PRIMUS


def test_plan_undo_walks_back_without_changing_the_game() -> None:
    bundle = load_scenario(GUI_SCENARIO)
    game = Game.new(bundle, SEED)
    game.apply(Confirm(False))  # PRIMUS passes: dice follow
    game.apply(EndMovement())  # SECONDUS
    game.apply(EndMovement())  # PRIMUS
    game.apply(EndMovement())  # SECONDUS
    digest, redo = game.state.digest(), game.can_redo
    assert plan_undo(game, AI_SEAT2, casual=False).keep == 2
    assert plan_undo(game, SeatPlayers.of({1: "easy"}), casual=False).keep == 3
    assert plan_undo(game, SeatPlayers.of({1: "easy", 2: "easy"}), casual=True).keep is None
    assert game.state.digest() == digest and len(game.actions) == 4
    assert game.can_redo == redo


def test_skip_drops_the_pauses_until_the_mcs_ends(qtbot: Any) -> None:
    w = _window(qtbot, speed="slow")
    game = w.controller.live
    assert w.ai.speed == "slow" and w.ai.speed_actions["slow"].isChecked()
    _human_answer(w)
    assert _is_ai(w) and w.ai._delay.isActive()
    began = time.monotonic()
    assert w.ai.skip_action is not None
    w.ai.skip_action.trigger()
    _wait_for_human(qtbot, w, timeout=1500)
    assert time.monotonic() - began < 1.5
    assert len(game.actions) >= 3
    w.ai.set_speed("fast")
    assert w.prefs.qs.value("ai/speed") == "fast"


def test_the_time_cap_answers_at_random_and_says_so(qtbot: Any, monkeypatch: Any) -> None:
    real_choose = AiPlayer.choose

    def stuck(self: AiPlayer, view: PlayerView, deadline: float | None = None) -> Choice:
        time.sleep(1.0)
        return real_choose(self, view, deadline)

    monkeypatch.setattr(AiPlayer, "choose", stuck)
    w = _window(qtbot)
    w.ai.time_cap = 0.2
    lines: list[str] = []
    w.ai.answered.connect(lines.append)
    game = w.controller.live
    _human_answer(w)
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0].startswith("SECONDUS (AI, easy) ")
    assert lines[0].endswith("(no answer within 0.2 s: answered at random)")
    assert lines[0] in w.log_panel.view.toPlainText()
    _wait_for_human(qtbot, w)
    count = len(game.actions)
    qtbot.waitUntil(lambda: w.ai.pool.activeThreadCount() == 0, timeout=10000)
    qtbot.wait(50)  # the late answers arrive, and are dropped
    assert len(game.actions) == count and not _is_ai(w)
    assert all(line.endswith("answered at random)") for line in lines)


def test_reason_lines_and_plans_hide_secret_decisions() -> None:
    bundle = load_scenario(GUI_SCENARIO)
    board = Game.new(bundle, SEED).engine.board
    move = Choice(EndMovement(), "ends its movement (VP +0.0 against doing nothing)")
    line = reason_line(Side.SECONDUS, "easy", DecisionKind.MOVEMENT, move.action, move, board)
    assert line == "SECONDUS (AI, easy) ends its movement (VP +0.0 against doing nothing)"
    play = Choice(PlayStratagem("initiative"), "plays Initiative",
                  (Scored(PlayStratagem("initiative"), 1.0, "plays Initiative"),
                   Scored(Confirm(False), 0.0, "no / passes")))
    for kind in (DecisionKind.STRATAGEM_WINDOW, DecisionKind.DISCARD_STRATAGEM):
        assert reason_line(Side.PRIMUS, "easy", kind, play.action, play, board) is None
        assert public_alternatives(play, kind, human_opponent=True) is None
        assert public_alternatives(play, kind, human_opponent=False) == play.alternatives
    assert public_alternatives(play, DecisionKind.VETO, human_opponent=True) == (
        play.alternatives[1],)
    veto = Choice(Confirm(False), "the only answer the rules allow")
    assert reason_line(Side.PRIMUS, "normal", DecisionKind.VETO, veto.action, veto, board) == (
        "PRIMUS (AI, normal) answers Veto (3.5.1): Accept the nomination: the only answer "
        "the rules allow")


def test_reason_lines_go_before_the_lines_of_their_action() -> None:
    notes = AiNotes()
    rows: list[LogRow] = [("AD 305 · phase E", f"line {i}", "", None) for i in range(4)]
    a, b = EndMovement(), Confirm(False)
    notes.add(Note(1, a, 1, ("AD 305 · phase E", "AI one", "", None)))
    notes.add(Note(3, b, 3, ("AD 305 · phase E", "AI three", "", None)))
    merged = [text for _w, text, _r, _d in notes.merge(rows, [a, b, b])]
    assert merged == ["line 0", "AI one", "line 1", "line 2", "AI three", "line 3"]
    undone = [text for _w, text, _r, _d in notes.merge(rows[:2], [a])]
    assert undone == ["line 0", "AI one", "line 1"]
    replaced = [text for _w, text, _r, _d in notes.merge(rows, [b, b, b])]
    assert "AI one" not in replaced


def test_seat_players_in_saves() -> None:
    assert players_from_save({}, "old.svsave") == SeatPlayers()
    assert not SeatPlayers().any_ai and SeatPlayers().humans == (1, 2)
    players = SeatPlayers.of({1: "normal"})
    doc: dict[str, Any] = {}
    players_to_save(doc, players)
    assert players_from_save(doc, "x") == players and players.humans == (2,)
    empty: dict[str, Any] = {}
    players_to_save(empty, SeatPlayers())
    assert PLAYERS_KEY not in empty  # a hotseat save is as before
    for bad in ({PLAYERS_KEY: "easy"}, {PLAYERS_KEY: [{"seat": 3, "player": "ai",
                                                       "level": "easy"}]},
                {PLAYERS_KEY: [{"seat": 1, "player": "ai", "level": "godlike"}]},
                {PLAYERS_KEY: [{"seat": 1, "player": "ai", "level": "easy"},
                               {"seat": 1, "player": "ai", "level": "easy"}]}):
        with pytest.raises(DataFileError, match=PLAYERS_KEY):
            players_from_save(bad, "bad.svsave")


def test_the_new_game_dialog_sets_each_seat(qtbot: Any) -> None:
    from sv_desktop.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(None, GUI_SCENARIO)
    qtbot.addWidget(dialog)
    assert dialog.players() == SeatPlayers()
    box = dialog.players_box.combos[2]
    box.setCurrentIndex(box.findData("normal"))
    assert dialog.players() == SeatPlayers.of({2: "normal"})
    again = NewGameDialog(None, GUI_SCENARIO)  # the last choice is remembered
    qtbot.addWidget(again)
    assert again.players() == SeatPlayers.of({2: "normal"})


def test_crash_recovery_keeps_the_ai_seat(qtbot: Any) -> None:
    from sv_desktop.dialogs.recovery_dialog import RecoveryChoice

    w = _window(qtbot)
    _human_answer(w)
    _wait_for_human(qtbot, w)
    live = w.controller.live
    w.controller.journal.close(remove=False)  # the process dies: the journal stays
    other = quiet_window(qtbot, show=True)
    other.ai.set_speed("instant")
    assert other.offer_recovery(lambda found: RecoveryChoice(resume=found[0]))
    assert other.controller.players == AI_SEAT2
    assert other.controller.live.actions == live.actions
    _human_answer(other)  # the resumed game goes on against the computer
    qtbot.waitUntil(lambda: bool(other.ai.views_sent), timeout=20000)
    assert other.ai.views_sent[0][0] == 2


def test_nothing_on_screen_answers_for_the_ai(qtbot: Any) -> None:
    w = _window(qtbot, speed="slow")
    game = w.controller.live
    _human_answer(w)
    assert _is_ai(w) and pending(game).kind is DecisionKind.MOVEMENT
    count = len(game.actions)
    assert w.ai.deciding()
    assert not w.play.apply(EndMovement())  # the map, the panels, Ctrl+E: refused
    w.end_move_action.trigger()
    assert not any(w.play.can_drag(g.leader or g.units[0])
                   for g in game.movable_groups(Side.SECONDUS))
    assert len(game.actions) == count
    assert "SECONDUS (AI, easy)" in w.decision_panel.banner.text()
    assert w.decision_panel.option_buttons == []
    w.ai.skip()
    _wait_for_human(qtbot, w)
    assert len(game.actions) > count and not w.ai.deciding()


def test_an_answer_the_engine_refuses_is_replaced_at_random(qtbot: Any,
                                                             monkeypatch: Any) -> None:
    monkeypatch.setattr(AiPlayer, "choose",
                        lambda self, view, deadline=None: Choice(Confirm(True), "a wrong answer"))
    w = _window(qtbot)
    lines: list[str] = []
    w.ai.answered.connect(lines.append)
    _human_answer(w)
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0].endswith("(its answer was refused: answered at random)")
    _wait_for_human(qtbot, w)


def test_a_fault_of_the_ai_does_not_stop_the_game(qtbot: Any, monkeypatch: Any,
                                                  capsys: Any) -> None:
    def broken(self: AiPlayer, view: PlayerView, deadline: float | None = None) -> Choice:
        raise KeyError("a bug")

    monkeypatch.setattr(AiPlayer, "choose", broken)
    w = _window(qtbot)
    lines: list[str] = []
    w.ai.answered.connect(lines.append)
    _human_answer(w)
    qtbot.waitUntil(lambda: bool(lines), timeout=5000)
    assert lines[0].endswith("(the computer failed to decide: answered at random)")
    assert "KeyError" in capsys.readouterr().err
