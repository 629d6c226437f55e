"""The session journal (``sv_desktop/session/journal.py``): every action appended and fsync'd,
recovered exactly, a cut-off last line ignored, damage reported by line, one journal per
live session."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from engine_support import REAL_SCENARIO

from sv_desktop.session import saves
from sv_desktop.session.journal import (
    SessionJournal,
    discard,
    interrupted_sessions,
    read_journal,
    recover,
)
from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.errors import DataFileError
from sv_model.loader import ScenarioBundle, load_scenario

ROOT = Path(__file__).resolve().parent.parent


def _resolver(_name: str) -> ScenarioBundle:
    return load_scenario(REAL_SCENARIO)


def _journaled_game(directory: Path, seed: int, actions: int) -> tuple[Game, SessionJournal]:
    """A game of the 305 campaign journaled as play mode does: actions, some undos and
    redos, a checkpoint at every new phase."""
    game = Game.new(load_scenario(REAL_SCENARIO), seed)
    journal = SessionJournal(directory)
    journal.start(saves.save_document(game, REAL_SCENARIO))
    rng = random.Random(seed)
    phase = (game.state.year, game.state.phase)
    for _ in range(actions):
        if game.decision is None:
            break
        action = choose_action(game, rng)
        game.apply(action)
        journal.applied(action, len(game.actions))
        if rng.random() < 0.05 and game.undo():
            journal.undone_to(len(game.actions))
            if rng.random() < 0.5 and game.redo():
                journal.applied(game.actions[-1], len(game.actions))
        if (game.state.year, game.state.phase) != phase:
            phase = (game.state.year, game.state.phase)
            journal.checkpoint(game)
    return game, journal


def test_recovery_restores_the_exact_position(tmp_path: Path) -> None:
    game, journal = _journaled_game(tmp_path, 21, 700)
    path = journal.path
    assert path is not None
    journal.close(remove=False)  # the session dies
    [found] = interrupted_sessions(tmp_path)
    assert found.path == path and found.problem is None
    assert found.actions == len(game.actions) and found.year == game.state.year
    again = recover(path, _resolver)
    assert again.actions == game.actions
    assert again.state.digest() == game.state.digest()
    assert [d.value for d in again.dice] == [d.value for d in game.dice]


def test_a_line_cut_short_by_the_crash_is_ignored(tmp_path: Path) -> None:
    game, journal = _journaled_game(tmp_path, 4, 200)
    action = choose_action(game, random.Random(0))
    game.apply(action)
    journal.applied(action, len(game.actions))  # the write the crash cuts in half
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    text = path.read_text(encoding="utf-8")
    last = text.rstrip("\n").rsplit("\n", 1)[1]
    assert last.startswith('{"do"')
    path.write_text(text[: len(text) - len(last) // 2 - 1], encoding="utf-8")
    again = recover(path, _resolver)
    assert again.actions == game.actions[:-1]
    game.undo()
    assert again.state.digest() == game.state.digest()


def test_a_damaged_line_is_named(tmp_path: Path) -> None:
    _game, journal = _journaled_game(tmp_path, 6, 120)
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[5] = "{not json\n"
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        recover(path, _resolver)
    assert ":6" in str(err.value) and "damaged" in str(err.value)
    [found] = interrupted_sessions(tmp_path)
    assert found.problem is not None


def test_a_changed_action_fails_at_the_next_checkpoint_or_earlier(tmp_path: Path) -> None:
    _game, journal = _journaled_game(tmp_path, 8, 400)
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    header, lines = read_journal(path)
    # drop one action: everything after it no longer matches what was recorded
    index = next(i for i, line in enumerate(lines) if "do" in line and i > 10)
    del lines[index]
    path.write_text("\n".join(json.dumps(x) for x in [header, *lines]) + "\n",
                    encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        recover(path, _resolver)
    assert "does not replay" in str(err.value)


def test_a_live_sessions_journal_is_never_offered(tmp_path: Path) -> None:
    _g1, first = _journaled_game(tmp_path, 1, 30)
    _g2, second = _journaled_game(tmp_path, 2, 30)
    first_path, second_path = first.path, second.path
    assert first_path is not None and second_path is not None and first_path != second_path
    assert interrupted_sessions(tmp_path) == []
    first.close(remove=False)
    assert [s.path for s in interrupted_sessions(tmp_path)] == [first_path]
    second.close()  # a clean close deletes it
    assert not second_path.exists() and list(tmp_path.iterdir()) == [first_path]
    discard(interrupted_sessions(tmp_path)[0].path)
    assert interrupted_sessions(tmp_path) == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_process_leaves_a_journal_that_replays(tmp_path: Path) -> None:
    """A real process journals a game and is killed with SIGKILL: its lock dies with it,
    and the journal brings back every action it reported."""
    script = textwrap.dedent(f"""
        import random, sys, time
        sys.path.insert(0, {str(ROOT / 'tests')!r})
        from pathlib import Path
        from engine_support import REAL_SCENARIO, load_scenario
        from sv_desktop.session import saves
        from sv_desktop.session.journal import SessionJournal
        from sv_model.engine import Game
        from sv_model.engine.autoplay import choose_action
        game = Game.new(load_scenario(REAL_SCENARIO), 33)
        journal = SessionJournal(Path({str(tmp_path)!r}))
        journal.start(saves.save_document(game, REAL_SCENARIO))
        rng = random.Random(33)
        for _ in range(150):
            action = choose_action(game, rng)
            game.apply(action)
            journal.applied(action, len(game.actions))
        print(game.state.digest(), len(game.actions), flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert proc.stdout is not None
        digest, count = proc.stdout.readline().split()
        assert interrupted_sessions(tmp_path) == []  # alive: its journal is locked
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    [found] = interrupted_sessions(tmp_path)
    again = recover(found.path, _resolver)
    assert len(again.actions) == int(count) and again.state.digest() == digest


def test_a_huge_number_in_a_journal_is_a_message_not_a_crash(tmp_path: Path) -> None:
    _game, journal = _journaled_game(tmp_path, 2, 40)
    path = journal.path
    assert path is not None
    journal.close(remove=False)
    header, _lines = read_journal(path)
    text = path.read_text(encoding="utf-8")
    seed = f'"seed":{header["save"]["seed"]}'
    assert seed in text
    path.write_text(text.replace(seed, '"seed":' + "7" * 5000), encoding="utf-8")
    [found] = interrupted_sessions(tmp_path)  # listing it does not raise
    assert found.problem is None
    with pytest.raises(DataFileError, match="seed"):
        recover(path, _resolver)
