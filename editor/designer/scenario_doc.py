"""The scenario designer's document: a scenario's data as its file holds it, with the map
and roster it names, and the problems the one list of checks finds in it.

The data stays plain (the dicts and lists of the YAML) so that saving patches only what
changed (``sv_model.yaml_patch``): a file saved without edits comes back byte for byte.
Only undo commands change it (``SetScenarioData``; ``SetRosterData`` for the values of
the roster file, ``roster_doc.RosterSource``); views listen to ``changed``.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.designer.roster_doc import RosterSource
from editor.designer.scenario_edits import MISSING
from editor.shared.reworded import RewordedCommand, Wording
from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_desktop.common.i18n import language, translate
from sv_model.checks import errors
from sv_model.errors import DataFileError, DataProblem
from sv_model.loader import (
    ScenarioBundle,
    check_scenario_data,
    file_format,
    load_map,
    load_roster,
    resolve_reference,
)
from sv_model.paths import DEFAULT_MAP, DEFAULT_ROSTER, free_name, is_shipped, user_file_dir
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error, problem_words
from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import SCENARIO_SCHEMA_VERSION
from sv_model.yaml_patch import dump_document, patch_yaml_text
from sv_model.yamlio import atomic_write_text, parse_yaml_text, read_source


def empty_scenario(map_ref: str, roster_ref: str, start: int = 305,
                   end: int = 363) -> dict[str, Any]:
    """The data of a scenario with nothing placed yet."""
    return {"format": "sv-scenario", "schema_version": SCENARIO_SCHEMA_VERSION,
            "id": "new_scenario", "name": "New scenario", "description": "",
            "author": "", "authored_estimate": True, "map": map_ref, "roster": roster_ref,
            "start_year": start, "end_year": end, "diocese_control": {}, "leaders": [],
            "units": [], "fleets": [], "peoples": [], "special_rules": [],
            "victory_notes": ""}


class ScenarioDocument(QObject):
    """A scenario being designed. ``changed(keys)`` names the top-level keys that changed."""

    changed = Signal(object)
    problems_changed = Signal()

    def __init__(self, data: dict[str, Any], game_map: GameMap, roster: Roster,
                 path: Path | None = None, text: str | None = None,
                 load_problems: Iterable[DataProblem] = (),
                 roster_source: RosterSource | None = None) -> None:
        super().__init__()
        self.data = data
        self.game_map = game_map
        self.roster = roster
        self.roster_source = roster_source  # None: the roster cannot be edited here
        self.path = path
        self.text = text  # the file as read or last saved: what saving patches
        self.load_problems = list(load_problems)
        self.undo_stack = QUndoStack(self)
        self.bundle: ScenarioBundle | None = None
        self.problems: list[DataProblem] = []
        self._saved: tuple[str, dict[str, Any]] | None = None
        self._rosters: dict[Path, RosterSource] = {}  # every roster file named so far
        self.recheck()

    # ---------------------------------------------------------------- reading

    @classmethod
    def open(cls, path: str | Path) -> ScenarioDocument:
        """A scenario file with its map and roster. A map or roster that cannot be read is
        replaced by the shipped one, and the problem listed; a bad scenario file raises
        ``DataFileError``."""
        p = Path(path)
        src = read_source(p)
        doc = parse_yaml_text(src.text, str(p))
        fmt = file_format(doc)
        if fmt != "sv-scenario":
            raise data_error(p, P.WRONG_FORMAT, expected="sv-scenario", found=fmt)
        data = doc.data
        if not isinstance(data, dict):
            raise data_error(p, P.NOT_A_SCENARIO)
        game_map, roster, source, found = _cached_references(p) or _references(p, data)
        return cls(data, game_map, roster, p, src.text, found, source)

    @classmethod
    def new(cls, game_map_path: Path = DEFAULT_MAP, roster_path: Path = DEFAULT_ROSTER,
            copy_of: ScenarioDocument | None = None) -> ScenarioDocument:
        """An empty scenario on a map and roster, or a copy of another one (untitled)."""
        if copy_of is not None:
            data = copy.deepcopy(copy_of.data)
            data["id"] = f"{data.get('id', 'scenario')}_copy"
            data["name"] = f"{data.get('name', 'Scenario')} (copy)"
            if copy_of.path is not None:
                for key in ("map", "roster"):
                    data[key] = str(resolve_reference(copy_of.path, str(data[key])))
            return cls(data, copy_of.game_map, copy_of.roster, text=copy_of.text,
                       roster_source=copy_of.roster_source)
        data = empty_scenario(str(game_map_path), str(roster_path))
        source = RosterSource.read(roster_path)
        return cls(data, load_map(game_map_path), source.roster, roster_source=source)

    # ---------------------------------------------------------------- state

    @property
    def name(self) -> str:
        return str(self.data.get("name") or translate("ScenarioDocument", "Untitled scenario"))

    def is_dirty(self) -> bool:
        return not self.undo_stack.isClean() or self.path is None

    def error_count(self) -> int:
        return len(errors(self.all_problems()))

    def all_problems(self) -> list[DataProblem]:
        roster = self.roster_source.problems if self.roster_source is not None else []
        return self.load_problems + roster + self.problems

    def recheck(self) -> None:
        """Run the checks again (schema, references, set-up legality)."""
        self.bundle, self.problems = check_scenario_data(
            self.data, self._where(), self.game_map, self.roster)
        self.problems_changed.emit()

    def saved_data(self) -> dict[str, Any]:
        """The data of the file as last read or saved (empty for an untitled scenario)."""
        if self.text is None:
            return {}
        if self._saved is None or self._saved[0] != self.text:
            try:
                parsed = parse_yaml_text(self.text, str(self.path)).data
            except DataFileError:
                parsed = {}
            self._saved = (self.text, parsed if isinstance(parsed, dict) else {})
        return self._saved[1]

    def game_map_path(self) -> Path:
        ref = self.data.get("map")
        return self.referenced_path(ref) if isinstance(ref, str) else DEFAULT_MAP

    def referenced_path(self, ref: str) -> Path:
        """A file the scenario names (map, roster), relative to its own folder."""
        return resolve_reference(self._where(), ref)

    def reference_to(self, target: Path) -> str:
        """How the scenario names another file: relative to its own folder once saved."""
        if self.path is None:
            return str(target.resolve())
        return _relative(target.resolve(), self.path.resolve().parent)

    def _where(self) -> Path:
        return self.path or Path.cwd() / "untitled.yaml"

    # ---------------------------------------------------------------- edits

    def get(self, key: str) -> Any:
        """A copy of a top-level value; ``MISSING`` when the data does not hold the key."""
        return copy.deepcopy(self.data[key]) if key in self.data else MISSING

    def apply(self, values: Mapping[str, Any], order: list[str] | None = None) -> None:
        """Set top-level keys (``MISSING`` removes one), then put the keys in ``order`` (a
        key removed and put back returns to its place). Only undo commands call this."""
        for key, value in values.items():
            if value is MISSING:
                self.data.pop(key, None)
            else:
                self.data[key] = copy.deepcopy(value)
        if order is not None and list(self.data) != order:
            held = dict(self.data)
            self.data.clear()
            self.data.update({k: held.pop(k) for k in order if k in held})
            self.data.update(held)
        if {"map", "roster"} & set(values):  # put on another map (or roster)
            self._load_references()
        self.recheck()
        self.changed.emit(set(values))

    def _load_references(self) -> None:
        """The map and roster the data names now. A roster file named before is the same
        ``RosterSource`` again, with the values typed in it: undo and redo of a roster edit
        act on the roster the scenario names, whichever map it went to and back."""
        if self.roster_source is not None:
            self._rosters.setdefault(self.roster_source.path.resolve(), self.roster_source)

        def roster(path: Path) -> RosterSource:
            key = path.resolve()
            if key not in self._rosters:
                self._rosters[key] = RosterSource.read(path)
            return self._rosters[key]

        self.game_map, self.roster, self.roster_source, self.load_problems = _references(
            self._where(), self.data, roster)

    def edit(self, text: Wording, values: Mapping[str, Any]) -> None:
        """One undoable edit that sets ``values``; nothing happens if none differs."""
        if all(self.data.get(k, MISSING) == v for k, v in values.items()):
            return
        self.undo_stack.push(SetScenarioData(self, text, values))

    def edit_roster(self, text: Wording, values: Mapping[str, Any]) -> None:
        """One undoable edit of the roster's ``leaders`` or ``units``."""
        source = self.roster_source
        if source is None or all(source.data.get(k) == v for k, v in values.items()):
            return
        self.undo_stack.push(SetRosterData(self, source, text, values))

    def apply_roster(self, source: RosterSource, values: Mapping[str, Any]) -> None:
        """Set roster keys; only ``SetRosterData`` calls this."""
        source.apply(values)
        if source is self.roster_source:
            self.roster = source.roster
        self.recheck()
        self.changed.emit({"roster values"})

    # ---------------------------------------------------------------- writing

    def saved_text(self) -> str:
        """The file's text with the edits: patched in place when the file was read."""
        return self._text_of(self.data)

    def _text_of(self, data: dict[str, Any]) -> str:
        """``ValueError`` saying why when ``data`` cannot be written as YAML."""
        try:
            if self.text is None:
                return dump_document(data)
            return patch_yaml_text(self.text, data).text
        except (yaml.YAMLError, TypeError, ValueError) as exc:
            raise ValueError(f"the scenario's data cannot be written as YAML ({exc})") from exc

    def save(self, path: Path | None = None) -> Path:
        """Write atomically; an unchanged file keeps its bytes. Every text is made before
        any file is written, so a save that fails leaves the files and the document as they
        were (still unsaved): ``ValueError`` when the data cannot be written, ``OSError``
        when a file cannot."""
        target = path or self.path
        if target is None:
            raise ValueError("an untitled scenario needs a path")
        data = copy.deepcopy(self.data)
        if target != self.path:
            self._rebase_references(data, target)
        roster = self._roster_to_write()
        if roster is not None:
            data["roster"] = _relative(roster[0].resolve(), target.resolve().parent)
        text = self._text_of(data)
        if roster is not None and self.roster_source is not None:
            self.roster_source.write(*roster)
            self.data["roster"] = data["roster"]  # the values typed in are in that file now
        atomic_write_text(target, text)
        for key in ("map", "roster"):
            if key in data:
                self.data[key] = data[key]
        self.path, self.text = target, text
        self.undo_stack.setClean()
        self.recheck()
        return target

    def _roster_to_write(self) -> tuple[Path, str] | None:
        """Where the counter values typed in go, and the roster's text, if they changed.
        The shipped roster is never overwritten: they go to a copy in the user's rosters
        folder, which the scenario names from then on."""
        source = self.roster_source
        if source is None or not source.is_changed():
            return None
        if not is_shipped(source.path):
            return source.path, source.patched_text()
        folder = user_file_dir("rosters")
        folder.mkdir(parents=True, exist_ok=True)
        return free_name(folder, source.path.stem), source.patched_text()

    def _rebase_references(self, data: dict[str, Any], target: Path) -> None:
        """Saved elsewhere, the scenario still names the same map and roster files (by a
        path relative to its own folder)."""
        for key in ("map", "roster"):
            ref = data.get(key)
            if isinstance(ref, str):
                absolute = (resolve_reference(self.path, ref) if self.path is not None
                            else Path(ref).resolve())
                data[key] = _relative(absolute, target.parent)


class SetScenarioData(RewordedCommand):
    """Set some top-level keys of the scenario; undo puts the old values back."""

    def __init__(self, doc: ScenarioDocument, text: Wording, values: Mapping[str, Any]) -> None:
        super().__init__(text)
        self.doc = doc
        self.new = {k: copy.deepcopy(v) for k, v in values.items()}
        self.old = {k: doc.get(k) for k in values}
        self.order_before = list(doc.data)
        self.order_after: list[str] | None = None

    def redo(self) -> None:
        self.doc.apply(self.new, self.order_after)
        self.order_after = list(self.doc.data)

    def undo(self) -> None:
        self.doc.apply(self.old, self.order_before)


class SetRosterData(RewordedCommand):
    """Set some top-level keys of the roster (``leaders``, ``units``)."""

    def __init__(self, doc: ScenarioDocument, source: RosterSource, text: Wording,
                 values: Mapping[str, Any]) -> None:
        super().__init__(text)
        self.doc = doc
        self.source = source
        self.new = {k: copy.deepcopy(v) for k, v in values.items()}
        self.old = {k: source.get(k) for k in values}

    def redo(self) -> None:
        self.doc.apply_roster(self.source, self.new)

    def undo(self) -> None:
        self.doc.apply_roster(self.source, self.old)


def _relative(target: Path, folder: Path) -> str:
    try:
        return Path(os.path.relpath(target, folder)).as_posix()
    except ValueError:  # another drive
        return str(target)


def _cached_references(scenario: Path
                       ) -> tuple[GameMap, Roster, RosterSource, list[DataProblem]] | None:
    """The map and roster of a scenario that loads without errors, from play mode's cache
    of checked scenarios (the map's YAML and geometry checks are most of the opening
    time); None when it does not load: ``_references`` then says why."""
    try:
        bundle = load_scenario_cached(scenario)
    except DataFileError:
        return None
    if bundle.sources is None:
        return None
    roster_path = resolve_reference(scenario, bundle.scenario.roster)
    source = RosterSource(roster_path, bundle.sources.roster.text, bundle.roster)
    return bundle.game_map, bundle.roster, source, []


def _references(scenario: Path, data: dict[str, Any], read_roster: Any = RosterSource.read
                ) -> tuple[GameMap, Roster, RosterSource | None, list[DataProblem]]:
    """The map and roster a scenario names. One that cannot be used is replaced by the
    shipped one (and listed); the shipped roster is then not editable from here."""
    found: list[DataProblem] = []
    game_map = _referenced(scenario, data.get("map"), "map", _map_of, DEFAULT_MAP, found)
    source = _referenced(scenario, data.get("roster"), "roster", read_roster, None,
                         found)
    if source is None:
        return game_map, load_roster(DEFAULT_ROSTER), None, found
    return game_map, source.roster, source, found


_MAPS: dict[tuple[Path, int, int], GameMap] = {}


def _map_of(path: Path) -> GameMap:
    """A map file, read once per version of the file (putting a scenario on another map
    and back, or undoing it, does not read and check the map again)."""
    stat = path.stat() if path.is_file() else None
    key = (path.resolve(), stat.st_mtime_ns, stat.st_size) if stat is not None else None
    if key is None:
        return load_map(path)  # says why it cannot be read
    if key not in _MAPS:
        if len(_MAPS) >= 4:
            _MAPS.pop(next(iter(_MAPS)))
        _MAPS[key] = load_map(path)
    return _MAPS[key]


def _referenced(scenario: Path, ref: Any, field: str, loader: Any, fallback: Path | None,
                found: list[DataProblem]) -> Any:
    try:
        if not isinstance(ref, str):
            raise data_error(scenario, P.NO_FILE_NAMED, field=field)
        return loader(resolve_reference(scenario, ref))
    except DataFileError as exc:
        first = exc.problems[0]
        where = f"{first.path}:{first.line}: " if first.line else ""
        text = (translate("ScenarioDocument", "map file '{file}' could not be used "
                          "({where}{problem}); showing the shipped map instead")
                if field == "map" else
                translate("ScenarioDocument", "roster file '{file}' could not be used "
                          "({where}{problem}); showing the shipped roster instead"))
        found.append(DataProblem(str(scenario), None, field, text.format(
            file=ref, where=where, problem=problem_words(first, language().value)),
            check=first.check))
        return loader(fallback) if fallback is not None else None
