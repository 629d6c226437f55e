"""The roster file a scenario names, as the designer edits it: its text as read, its plain
data, and the ``Roster`` the checks accept.

Roster edits are undo commands on the scenario's own stack (``SetRosterData``, in
``scenario_doc`` beside the scenario's own command), so undo and redo run through scenario
and counter values alike. The file is written only when its data changed, patched in place
so that a diff shows only the values typed in.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from editor.designer.scenario_edits import MISSING
from sv_model.errors import DataFileError, DataProblem
from sv_model.loader import check_roster_data, read_roster_source
from sv_model.schemas.roster import Roster
from sv_model.yaml_patch import patch_yaml_text
from sv_model.yamlio import atomic_write_text, parse_yaml_text, read_source


class RosterSource:
    """A roster file being edited. ``roster`` is the last data that passed every check;
    ``problems`` say why the current data does not, if it does not."""

    def __init__(self, path: Path, text: str, roster: Roster) -> None:
        self.path = path
        self.text = text
        parsed = parse_yaml_text(text, str(path)).data
        self.data: dict[str, Any] = parsed if isinstance(parsed, dict) else {}
        self.roster = roster
        self.problems: list[DataProblem] = []

    @classmethod
    def read(cls, path: Path) -> RosterSource:
        """``DataFileError`` when the file cannot be read or fails its checks."""
        src = read_source(path)
        return cls(path, src.text, read_roster_source(src))

    def get(self, key: str) -> Any:
        """A copy of a top-level value; ``MISSING`` when the file does not hold the key."""
        return copy.deepcopy(self.data[key]) if key in self.data else MISSING

    def apply(self, values: Mapping[str, Any]) -> None:
        """Set top-level keys (``MISSING`` removes one) and check the roster again."""
        for key, value in values.items():
            if value is MISSING:
                self.data.pop(key, None)
            else:
                self.data[key] = copy.deepcopy(value)
        try:
            self.roster = check_roster_data(self.data, self.path)
            self.problems = []
        except DataFileError as exc:
            self.problems = list(exc.problems)

    def saved_data(self) -> Any:
        return parse_yaml_text(self.text, str(self.path)).data

    def is_changed(self) -> bool:
        return bool(self.data != self.saved_data())

    def patched_text(self) -> str:
        """The file's text with the values typed in, patched in place."""
        try:
            return patch_yaml_text(self.text, self.data).text
        except (yaml.YAMLError, TypeError, ValueError) as exc:
            raise ValueError(f"the roster's data cannot be written as YAML ({exc})") from exc

    def save(self, path: Path | None = None) -> bool:
        """Write the file (or a copy at ``path``) if its data changed, atomically and patched
        in place; True if it was written. OSError if it cannot be."""
        if not self.is_changed():
            return False
        self.write(path or self.path, self.patched_text())
        return True

    def write(self, path: Path, text: str) -> None:
        """Write ``text`` (this roster's patched text) to ``path``, which it is from now on."""
        atomic_write_text(path, text)
        self.path, self.text = path, text
