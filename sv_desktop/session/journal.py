"""The session journal: every action of the game in play, appended and fsync'd.

Each running session of play mode keeps one journal in the autosave folder,
``session-<time>-<pid>-<token>.svjournal``, locked for as long as the session
lives, so two instances never share one and neither mistakes the other's for
an interrupted session. The file is JSON lines:

- line 1, the header: ``{"format": "sv-journal", "schema_version": 1,
  "started_at": ..., "save": <the save document of the game when the journal
  started>}``;
- then one line per change: ``{"do": <action>, "n": <actions after it>}`` (an
  action, or a redo), ``{"undo_to": n}``, and at every new phase or step a
  checkpoint ``{"n": n, "digest": ..., "year": ..., "phase": ...}``; and at each
  change of the bookmarks, all of them ``{"bookmarks": [{"actions": n, "note": ...}]}``
  (the last such line wins; recovery checks them as a save's).

Recovery replays the header's save (which checks its own digest), then the
lines; each checkpoint's digest must match, so the position is restored exactly
or the journal is refused with a message. A line cut short by a crash in the
middle of a write is ignored. A clean close deletes the journal. Nothing here
ever writes to a file the user chose: journals are the app's own files.
This module has no Qt: the session (``local.LocalSession``) drives it, and tests can too.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from sv_desktop.common import wording
from sv_desktop.common.bundle_cache import bundle_from_sources_cached
from sv_model.bookmarks import BOOKMARKS_KEY, bookmarks_from_save
from sv_model.data_texts import language_code
from sv_model.engine.actions import Action, action_from_dict
from sv_model.engine.game import Game
from sv_model.engine.save import bounded_int, game_from_save
from sv_model.errors import DataFileError, IllegalActionError, ReplayMismatchError
from sv_model.loader import ScenarioBundle
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error, error_words, problem_words, said_error
from sv_model.save_extras import save_extras
from sv_model.yamlio import decode_text, read_limited

if sys.platform != "win32":  # POSIX: an advisory lock per open file, freed when the process dies
    import fcntl

JOURNAL_FORMAT = "sv-journal"
JOURNAL_VERSION = 1
JOURNAL_SUFFIX = ".svjournal"
MAX_JOURNAL_BYTES = 64 * 1024 * 1024
"""A journal bigger than this is not read back (a campaign writes well under 2 MB)."""


def _lock(handle: IO[str]) -> bool:
    """Take the journal's exclusive lock without waiting; False if another session holds
    it. Without fcntl (Windows) a journal is never taken for a live one."""
    if sys.platform == "win32":  # pragma: no cover
        return True
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class SessionJournal:
    """The journal of the game this session plays. Every method raises OSError when
    the disk refuses; the caller warns once and plays on without it."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.path: Path | None = None
        self._handle: IO[str] | None = None

    @property
    def active(self) -> bool:
        return self._handle is not None

    def start(self, save_document: dict[str, Any]) -> Path:
        """Begin a journal for a game whose save is ``save_document`` (closing any
        previous one of this session)."""
        self.close()
        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.directory / f"session-{stamp}-{os.getpid()}-{secrets.token_hex(3)}" \
                                f"{JOURNAL_SUFFIX}"
        handle = open(path, "x", encoding="utf-8", newline="\n")  # noqa: SIM115 (kept open)
        if not _lock(handle):  # pragma: no cover - a fresh name cannot be held
            handle.close()
            raise OSError(f"{path}: locked by another session")
        self._handle, self.path = handle, path
        self._write({"format": JOURNAL_FORMAT, "schema_version": JOURNAL_VERSION,
                     "started_at": time.strftime("%Y-%m-%d %H:%M:%S"),
                     "save": save_document})
        return path

    def applied(self, action: Action, count: int) -> None:
        self._write({"do": action.to_dict(), "n": count})

    def undone_to(self, count: int) -> None:
        self._write({"undo_to": count})

    def bookmarks(self, marks: Mapping[int, str]) -> None:
        """Every bookmark and note as they now are (the last such line wins)."""
        self._write({"bookmarks": [{"actions": n, "note": marks[n]} for n in sorted(marks)]})

    def checkpoint(self, game: Game) -> None:
        st = game.state
        self._write({"n": len(game.actions), "digest": st.digest(), "year": st.year,
                     "phase": st.phase})

    def _write(self, record: dict[str, Any]) -> None:
        if self._handle is None:
            return
        self._handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":"))
                           + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self, *, remove: bool = True) -> None:
        """End the journal; ``remove``: delete it (a clean close)."""
        handle, path = self._handle, self.path
        self._handle, self.path = None, None
        if handle is not None:
            with contextlib.suppress(OSError):
                handle.close()
        if remove and path is not None:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()


# --- interrupted sessions ------------------------------------------------------------------


@dataclass(frozen=True)
class Interrupted:
    """A journal left by a session that did not close: what to show before resuming."""

    path: Path
    started_at: str
    scenario: str
    year: int | None
    phase: str | None
    actions: int
    problem: str | None = None  # why it cannot be resumed

    def describe(self) -> str:
        if self.problem:
            return wording.translate("Interrupted", "{file}: cannot be resumed ({problem})"
                                     ).format(file=self.path.name, problem=self.problem)
        where = (wording.translate("Interrupted", "AD {year}, phase {phase}").format(
            year=self.year, phase=self.phase) if self.year
            else wording.translate("Interrupted", "at the start"))
        actions = self.actions
        return wording.translate("Interrupted", "{where} · %n decision(s) · started {started}\n"
                                 "{scenario}", None, actions).format(
            where=where, started=self.started_at, scenario=self.scenario)


def _held_elsewhere(path: Path) -> bool:
    try:
        with open(path, encoding="utf-8") as probe:
            return not _lock(probe)
    except OSError:
        return False


def interrupted_sessions(directory: Path, language: str | None = None) -> list[Interrupted]:
    """Journals in ``directory`` that no live session holds, newest first; the
    scenario's name and any problem in ``language`` (the interface's; English if None)."""
    if not directory.is_dir():
        return []
    found = []
    for path in sorted(directory.glob(f"*{JOURNAL_SUFFIX}"), reverse=True):
        if path.is_file() and not _held_elsewhere(path):
            found.append(_summary(path, language))
    return found


def _summary(path: Path, language: str | None) -> Interrupted:
    """What the recovery dialog lists for one journal; a damaged one is listed as one
    that cannot be resumed, with its reason, and never stops the others being offered."""
    try:
        return _read_summary(path, language)
    except DataFileError as exc:
        first = exc.problems[0]
        words = problem_words(first, language)
        if first.field:  # the field it concerns ("players: …"), as the file's checks name it
            words = wording.translate("Interrupted", "{field}: {problem}").format(
                field=first.field, problem=words)
        return Interrupted(path, "", "", None, None, 0, words[:200])
    except (TypeError, ValueError, AttributeError, KeyError) as exc:
        return Interrupted(path, "", "", None, None, 0, wording.translate(
            "Interrupted", "damaged journal: {detail}").format(detail=exc)[:200])


def _scenario_name(save: Mapping[str, Any], language: str | None) -> str:
    """The scenario's name in ``language`` as the save recorded it (``scenario_names``,
    since issue 34), else the one name it has."""
    names = save.get("scenario_names")
    if isinstance(names, Mapping):
        name = names.get(language_code(language))
        if isinstance(name, str) and name:
            return name
    return str(save.get("scenario_name") or save.get("scenario_id") or "?")


def _read_summary(path: Path, language: str | None = None) -> Interrupted:
    header, lines = read_journal(path)
    save = header["save"]
    actions = save.get("actions", [])
    if not isinstance(actions, list):
        raise data_error(path, P.JOURNAL_ACTIONS_NOT_LIST, line=1, field="save.actions")
    save_extras(save, str(path))  # malformed lists of the computer's seats or bookmarks
    year, phase, count = save.get("year"), save.get("phase"), len(actions)
    for line in lines:
        if "digest" in line:
            year, phase = line.get("year", year), line.get("phase", phase)
        if isinstance(line.get("n"), int):
            count = line["n"]
        elif isinstance(line.get("undo_to"), int):
            count = line["undo_to"]
    return Interrupted(path, str(header.get("started_at", "")), _scenario_name(save, language),
                       year if isinstance(year, int) else None,
                       str(phase) if phase is not None else None, count)


def read_journal(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the change lines; DataFileError if the journal is damaged (a last
    line cut short is dropped: its write never finished)."""
    raw = decode_text(read_limited(path, MAX_JOURNAL_BYTES), path)
    text_lines = raw.split("\n")
    complete = raw.endswith("\n")
    records: list[dict[str, Any]] = []
    for number, text in enumerate(text_lines, start=1):
        if not text:
            continue
        try:
            record = json.loads(text, parse_int=bounded_int)
        except (ValueError, RecursionError):
            if number == len(text_lines) and not complete:
                break  # the last write was cut short by the crash: it never happened
            raise data_error(path, P.JOURNAL_DAMAGED_LINE, line=number) from None
        if not isinstance(record, dict):
            raise data_error(path, P.JOURNAL_DAMAGED_LINE, line=number)
        records.append(record)
    if not records or records[0].get("format") != JOURNAL_FORMAT \
            or records[0].get("schema_version") != JOURNAL_VERSION \
            or not isinstance(records[0].get("save"), dict):
        raise data_error(path, P.NOT_A_JOURNAL, line=1)
    return records[0], records[1:]


def recover(path: Path, resolver: Callable[[str], ScenarioBundle]) -> Game:
    """Rebuild the journal's game exactly; DataFileError naming the line if it does not
    replay or a checkpoint's digest differs."""
    header, lines = read_journal(path)
    try:
        game = game_from_save(header["save"], resolver, source=str(path),
                              bundle_loader=bundle_from_sources_cached)
    except ReplayMismatchError as exc:
        if isinstance(exc.said, tuple):
            raise said_error(path, exc.said, line=1) from None
        raise DataFileError.single(path, str(exc).removeprefix(f"{path}: "), line=1) from None
    for number, line in enumerate(lines, start=2):
        try:
            _replay_line(game, line)
        except (ValueError, IllegalActionError, IndexError, KeyError, TypeError) as exc:
            raise data_error(path, P.JOURNAL_DOES_NOT_REPLAY, line=number,
                             reason=error_words(exc)) from None
    return game


def _replay_line(game: Game, line: dict[str, Any]) -> None:
    if "do" in line:
        game.apply(action_from_dict(line["do"]))
    elif "undo_to" in line:
        game.undo_to(int(line["undo_to"]))
    elif "bookmarks" in line:
        pass  # read by ``journal_bookmarks``
    elif "digest" in line:
        st = game.state
        if len(game.actions) != line["n"] or st.digest() != line["digest"]:
            raise ValueError(f"the position at AD {st.year}, phase {st.phase} differs "
                             "from the one recorded")
    else:
        raise ValueError("unknown line")


def journal_bookmarks(path: Path, actions: int) -> dict[int, str]:
    """The bookmarks of the journal's game, as last set (those of the header's save if
    none was set since), those past the position of ``actions`` left out as a save
    leaves them; DataFileError if malformed."""
    header, lines = read_journal(path)
    latest: Any = header["save"].get(BOOKMARKS_KEY, [])
    for line in lines:
        if "bookmarks" in line:
            latest = line["bookmarks"]
    if isinstance(latest, list):
        latest = [m for m in latest if not isinstance(m, dict)
                  or not isinstance(m.get("actions"), int) or m["actions"] <= actions]
    return bookmarks_from_save({BOOKMARKS_KEY: latest}, str(path), actions)


def discard(path: Path) -> None:
    """Delete a journal; one in a folder that cannot be written stays (never raises)."""
    with contextlib.suppress(OSError):
        path.unlink()
