"""The play session without Qt (issue 40, items 1 and 4): ``session.LocalSession`` owns
the game, the seats, the undo policy and the journal, and tells its events as plain
callbacks; the screen reads the game through views only."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from engine_support import MINI_SCENARIO, random_answer

from sv_desktop.session import journal as journal_mod
from sv_desktop.session.events import Event
from sv_desktop.session.journal import SessionJournal
from sv_desktop.session.local import LocalSession
from sv_desktop.session.play_session import PlaySession
from sv_desktop.session.undo_policy import CHANCE, NO_HUMAN, undoer
from sv_model.engine import Confirm, EndMovement, Move
from sv_model.engine.game import UndoStop
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side
from sv_model.seat_players import SeatPlayers

ROOT = Path(__file__).resolve().parents[1]


class Recorder:
    """Every event of a session, in order, as (name, value)."""

    def __init__(self, session: PlaySession | LocalSession) -> None:
        self.events: list[tuple[str, Any]] = []
        for name in ("applied", "undone", "decision_changed", "ended", "refused"):
            event: Event[Any] = getattr(session, f"on_{name}")
            event.connect(partial(self._note, name))

    def _note(self, name: str, value: Any) -> None:
        self.events.append((name, value))

    def names(self) -> list[str]:
        return [name for name, _value in self.events]

    def take(self) -> list[str]:
        names = self.names()
        self.events.clear()
        return names


def _session(tmp_path: Path, seed: int = 0, **kw: Any) -> LocalSession:
    session = LocalSession.new(MINI_SCENARIO, seed, journal=SessionJournal(tmp_path), **kw)
    return session


def _answer(session: LocalSession, rng: random.Random) -> Any:
    decision = session.decision
    assert decision is not None
    return random_answer(decision, rng)


def test_the_session_imports_no_qt() -> None:
    code = ("import sys\n"
            "import sv_desktop.session.local, sv_desktop.session.play_session\n"
            "import sv_desktop.session.undo_policy, sv_desktop.session.events\n"
            "import sv_desktop.session.journal, sv_desktop.session.saves\n"
            "import sv_desktop.session.reaction_pass, sv_desktop.session.last_moves\n"
            "qt = sorted(m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))\n"
            "print(','.join(qt))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=120)
    assert out.stdout.strip() == ""


def test_begin_tells_the_first_decision_and_journals_the_start(tmp_path: Path) -> None:
    session = _session(tmp_path)
    seen = Recorder(session)
    journaled: list[Path] = []
    session.on_journaled.connect(journaled.append)
    session.begin()
    assert seen.events == [("decision_changed", session.decision)]
    assert session.decision is not None
    assert session.journal is not None and journaled == [session.journal.path]
    header, lines = journal_mod.read_journal(journaled[0])
    assert header["save"]["actions"] == [] and [set(line) for line in lines] == [
        {"n", "digest", "year", "phase"}]


def test_applied_then_decision_changed(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    seen = Recorder(session)
    action = _answer(session, random.Random(1))
    assert session.apply(action) is None
    assert seen.events[0] == ("applied", action)
    assert seen.events[1] == ("decision_changed", session.decision)
    assert seen.names() == ["applied", "decision_changed"]
    assert session.position == 1 and session.dirty


def test_the_same_decision_is_not_told_twice(tmp_path: Path) -> None:
    """An undo and a redo come back to an equal decision: only the change is told."""
    session = _session(tmp_path)
    session.begin()
    rng = random.Random(3)
    session.apply(_answer(session, rng))
    seen = Recorder(session)
    session._tell()  # nothing changed since the last one told
    assert seen.events == []


def test_a_refusal_carries_the_engines_message_and_changes_nothing(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    seen = Recorder(session)
    decision = session.decision
    assert decision is not None
    wrong = EndMovement() if decision.kind != "movement" else Confirm(True)
    expected = session.game.refusal(wrong)
    assert expected is not None
    refusal = session.apply(wrong)
    assert refusal is not None and (refusal.action, refusal.message) == (wrong, expected)
    assert refusal.said is not None  # the engine's message, to word in the reader's language
    assert seen.events == [("refused", refusal)]
    assert session.position == 0 and session.decision == decision
    assert session.journal is not None and session.journal.path is not None
    _header, lines = journal_mod.read_journal(session.journal.path)
    assert not any("do" in line for line in lines)  # nothing journaled


def test_undo_and_redo_are_told(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    rng = random.Random(2)
    first = _answer(session, rng)
    session.apply(first)
    second = _answer(session, rng)
    session.apply(second)
    after_two = session.decision
    seen = Recorder(session)
    assert session.undo()
    assert seen.events[0] == ("undone", 1)
    assert seen.events[1] == ("decision_changed", session.decision)
    assert seen.take() == ["undone", "decision_changed"]
    assert session.can_redo and session.redo()
    assert seen.events == [("applied", second), ("decision_changed", after_two)]
    seen.events.clear()
    assert session.undo_to(0) and seen.events[0] == ("undone", 0)
    assert not session.undo_to(0)  # nothing after the start: no event
    assert not session.undo() and seen.take() == ["undone", "decision_changed"]


def test_the_end_is_told_once_and_again_after_undo_and_redo(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    rng = random.Random(0)
    seen = Recorder(session)
    while session.decision is not None:
        session.apply(_answer(session, rng))
    assert session.is_over and session.result is not None
    assert seen.events[-3:] == [("applied", session.game.actions[-1]),
                                ("decision_changed", None), ("ended", session.result)]
    assert seen.names().count("ended") == 1
    seen.events.clear()
    session.undo()
    assert seen.take() == ["undone", "decision_changed"]
    session.redo()
    assert seen.names() == ["applied", "decision_changed", "ended"]


def test_a_loaded_game_that_is_over_says_so_at_begin(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    rng = random.Random(0)
    while session.decision is not None:
        session.apply(_answer(session, rng))
    saved = session.save(tmp_path / "over.svsave")
    session.close()
    again = LocalSession.load(saved)
    seen = Recorder(again)
    again.begin()
    assert seen.events == [("decision_changed", None), ("ended", again.result)]
    assert not again.dirty and again.save_path == saved


def test_a_whole_game_through_the_session_alone(tmp_path: Path) -> None:
    """A short game (the mini scenario, seeded random answers) played only through the
    session: its events come in order, one action at a time, and the journal gives the
    game back exactly, an undo and a redo on the way included."""
    session = _session(tmp_path, seed=1)
    seen = Recorder(session)
    session.begin()
    assert seen.take() == ["decision_changed"]
    rng = random.Random(1)
    played = 0
    while session.decision is not None:
        action = _answer(session, rng)
        assert session.apply(action) is None
        played += 1
        names = seen.take()
        assert names[0] == "applied" and set(names[1:]) <= {"decision_changed", "ended"}
        assert names == ["applied", "decision_changed"] or session.is_over
        if played == 5:
            session.undo()
            assert seen.take() == ["undone", "decision_changed"]
            session.redo()
            assert seen.take() == ["applied", "decision_changed"]
    assert names == ["applied", "decision_changed", "ended"]
    assert played == session.position > 10
    assert session.journal is not None and session.journal.path is not None
    path = session.journal.path
    bundle = load_scenario(MINI_SCENARIO)
    recovered = journal_mod.recover(path, lambda _name: bundle)
    assert recovered.actions == session.game.actions
    assert recovered.view(None).digest() == session.view(None).digest()
    assert recovered.is_over and recovered.result == session.result
    session.close()
    assert not path.exists()  # a clean close removes the journal


def test_the_checkpoint_waits_for_the_screen(tmp_path: Path) -> None:
    """The journal's checkpoint of a new phase is written when the deferred call runs
    (the Qt side runs it after the repaint), never before."""
    later: list[Any] = []
    session = _session(tmp_path, defer=later.append)
    session.begin()  # the start is written at once
    assert session.journal is not None and session.journal.path is not None
    path = session.journal.path
    rng = random.Random(4)
    while not later:
        session.apply(_answer(session, rng))
    _header, lines = journal_mod.read_journal(path)
    assert sum("digest" in line for line in lines) == 1
    later.pop()()
    _header, lines = journal_mod.read_journal(path)
    assert sum("digest" in line for line in lines) == 2
    assert lines[-1]["n"] == session.position


def test_a_checkpoint_left_pending_never_reaches_the_next_games_journal(
        tmp_path: Path) -> None:
    """The window keeps one journal for every game it plays. A checkpoint of a game that
    was closed or replaced before its deferred write ran is dropped: written into the
    next game's journal, it would make that journal fail to recover (found by an
    audit of issue 40)."""
    later: list[Any] = []
    shared = SessionJournal(tmp_path)
    bundle = load_scenario(MINI_SCENARIO)
    for leave in ("replaced", "closed"):
        first = LocalSession.new(MINI_SCENARIO, 1, journal=shared, defer=later.append)
        first.begin()
        rng = random.Random(4)
        while not later:
            first.apply(_answer(first, rng))
        if leave == "closed":
            first.close()
        second = LocalSession.new(MINI_SCENARIO, 2, journal=shared, defer=later.append)
        if leave == "replaced":
            first.detach()
        second.begin()
        while later:
            later.pop()()
        assert shared.path is not None
        recovered = journal_mod.recover(shared.path, lambda _name: bundle)
        assert recovered.actions == second.game.actions, leave
        _header, lines = journal_mod.read_journal(shared.path)
        assert all(line.get("n", 0) <= second.position for line in lines), leave
        second.close()


def test_a_new_game_in_the_window_drops_the_last_games_pending_checkpoint(
        qtbot: Any) -> None:
    """The same through the window's controller: an action that starts a new phase,
    then another game started before the event loop ran the deferred write."""
    from gui_support import GUI_SCENARIO
    from PySide6.QtWidgets import QApplication

    from sv_desktop.play.controller import GameController

    c = GameController()
    c.new_game(GUI_SCENARIO, 1)
    session = c.session
    assert session is not None
    rng = random.Random(4)
    while not session._checkpoint_pending:
        decision = session.decision
        assert decision is not None
        c.apply(random_answer(decision, rng))
    c.new_game(GUI_SCENARIO, 2)  # in the same turn of the event loop
    QApplication.processEvents()
    QApplication.processEvents()
    assert c.journal.path is not None
    recovered = journal_mod.recover(c.journal.path, load_scenario)
    assert recovered.actions == c.live.actions and len(recovered.actions) == 0
    c.close_game()


def test_a_journal_that_cannot_be_written_is_said_once(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    session = LocalSession.new(MINI_SCENARIO, 0, journal=SessionJournal(blocked / "sub"))
    said: list[str] = []
    session.on_journal_failed.connect(said.append)
    session.begin()
    rng = random.Random(5)
    for _ in range(3):
        assert session.apply(_answer(session, rng)) is None
    assert len(said) == 1 and "cannot be written" in said[0]
    assert session.journal is None and session.position == 3


def test_bookmarks_are_journaled_and_told(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    told: list[Any] = []
    session.on_bookmarks_changed.connect(told.append)
    assert session.set_bookmark(0, "the start")
    assert not session.set_bookmark(0, "the start")  # no change: nothing told
    assert told == [{0: "the start"}]
    assert session.journal is not None and session.journal.path is not None
    assert journal_mod.journal_bookmarks(session.journal.path, 0) == {0: "the start"}


def test_hotseat_undo_asks_the_other_player_past_the_limit(tmp_path: Path) -> None:
    session = _session(tmp_path, seed=2)
    session.begin()
    rng = random.Random(2)
    game = session.game
    while game.can_undo_alone(undoer(game)) or not game.can_undo:
        session.apply(_answer(session, rng))
    side = undoer(game)
    plan = session.undo_plan(casual=False)
    assert plan.keep == session.position - 1
    assert plan.asker is side and plan.consent is not None and plan.consent is not side
    assert plan.stop is game.undo_limit(side).stop and plan.stop is not UndoStop.START
    casual = session.undo_plan(casual=True)
    assert casual.keep == session.position - 1 and casual.consent is None


def test_undo_against_the_computer_is_planned_on_the_views_seats(tmp_path: Path) -> None:
    both = LocalSession.new(MINI_SCENARIO, 0, players=SeatPlayers("easy", "easy"))
    both.begin()
    both.apply(_answer(both, random.Random(0)))
    assert both.undo_plan(casual=True).message == NO_HUMAN
    session = LocalSession.new(MINI_SCENARIO, 0, players=SeatPlayers(seat2="easy"))
    session.begin()
    rng = random.Random(0)
    while session.position < 12 and session.decision is not None:
        session.apply(_answer(session, rng))
    before = session.view(None).digest()
    plan = session.undo_plan(casual=True)
    assert session.view(None).digest() == before  # the walk put everything back
    assert plan.keep is not None and plan.keep < session.position
    session.undo_to(plan.keep)
    decision = session.decision
    assert decision is not None and not session.is_ai(decision.player)
    strict = session.undo_plan(casual=False)
    assert strict.keep is None or strict.keep < session.position
    assert strict.keep is not None or strict.message in (CHANCE, "No decision of yours "
                                                         "to take back.")


def test_seats_follow_the_roles(tmp_path: Path) -> None:
    session = _session(tmp_path)
    assert {session.seat(s) for s in Side} == {1, 2}
    assert session.seat(Side.PRIMUS) == session.view(None).public.seats[Side.PRIMUS]
    assert not session.is_ai(Side.PRIMUS)


def test_vp_history_reads_the_replay_through_views(tmp_path: Path) -> None:
    session = _session(tmp_path, seed=1)
    rng = random.Random(1)
    while session.decision is not None:
        session.apply(_answer(session, rng))
    history = session.vp_history()
    assert history[-1] == (session.view(None).public.year, dict(session.view(None).public.vp))
    assert [year for year, _vp in history] == sorted({y for y, _vp in history})


def test_a_move_off_the_options_is_refused_with_the_rule(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.begin()
    rng = random.Random(6)
    while session.decision is not None and session.decision.kind != "movement":
        session.apply(_answer(session, rng))
    assert session.decision is not None
    refusal = session.apply(Move(leader="nobody", units=(), path=("nowhere",)))
    assert refusal is not None and refusal.message


# --- the screen reads the game through views only -------------------------------------

STATE_READS_ALLOWED = {
    # the journal's own integrity check: a checkpoint holds the digest of the whole
    # position (hidden parts included), and recovery compares it while replaying
    ("sv_desktop/session/journal.py", "checkpoint"),
    ("sv_desktop/session/journal.py", "_replay_line"),
}


def _state_reads(path: Path) -> list[tuple[str, int]]:
    """(function, line) of every ``x.state`` / ``x._state`` read in a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, int]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) \
                else function
            if isinstance(child, ast.Attribute) and child.attr in ("state", "_state"):
                found.append((name, child.lineno))
            visit(child, name)

    visit(tree, "<module>")
    return found


def test_no_desktop_module_reads_the_games_state() -> None:
    """Every widget, coordinator and session module reads the game through
    ``Game.view`` (``PlayerView``), so hidden information stays the engine's to hide and
    a remote session (which holds only views) fits behind the same screen."""
    offenders = []
    for path in sorted((ROOT / "sv_desktop").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for function, line in _state_reads(path):
            if (rel, function) not in STATE_READS_ALLOWED:
                offenders.append(f"{rel}:{line} ({function})")
    assert offenders == []


def test_the_state_read_check_finds_a_read(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(c):\n    return c.game.state.year\n")
    assert _state_reads(sample) == [("f", 2)]


@pytest.mark.parametrize("name", ["apply", "undo", "redo", "undo_to", "view", "undo_plan"])
def test_local_session_has_the_protocols_methods(name: str) -> None:
    assert callable(getattr(LocalSession, name))
    assert name in PlaySession.__dict__


# --- the Qt adapter -------------------------------------------------------------------


def test_the_controller_re_emits_the_sessions_events(qtbot: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from sv_desktop.play import controller as controller_mod

    monkeypatch.setattr(controller_mod, "autosave_dir", lambda: tmp_path)
    c = controller_mod.GameController()
    assert c.game is None and c.view(None) is None and c.decision is None
    with pytest.raises(controller_mod.NoGameError):
        _ = c.live
    changed: list[int] = []
    refused: list[str] = []
    journaled: list[str] = []
    c.changed.connect(lambda: changed.append(c.revision))
    c.refused.connect(refused.append)
    c.journaled.connect(journaled.append)
    c.new_game(MINI_SCENARIO, 0)
    assert c.session is not None and c.game is c.session.game and len(changed) == 1
    assert journaled == [str(c.journal.path)] and c.session.journal is c.journal
    rng = random.Random(0)
    decision = c.decision
    assert decision is not None
    assert c.apply(random_answer(decision, rng)) and len(changed) == 2
    assert c.table is c.session.view(None) and c.dirty
    assert not c.apply(Move(leader="nobody", units=(), path=("nowhere",)))
    assert len(refused) == 1 and refused[0] and len(changed) == 2
    assert c.undo() and len(changed) == 3 and c.can_redo()
    assert c.redo() and len(changed) == 4 and changed == sorted(set(changed))
    path = c.journal.path
    assert path is not None and path.exists()
    c.close_game()
    assert c.session is None and c.game is None and not path.exists()
