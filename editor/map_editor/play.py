"""Open an edited map in play mode: the default scenario, played on that map."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sv_desktop.common.i18n import translate
from sv_desktop.common.os_errors import reason_text
from sv_model.errors import DataFileError
from sv_model.loader import load_scenario, resolve_reference
from sv_model.paths import DEFAULT_SCENARIO, user_data_dir
from sv_model.yamlio import read_yaml, write_yaml


def scenario_for_map(map_path: Path, scenario: Path = DEFAULT_SCENARIO) -> Path | str:
    """Write a copy of ``scenario`` that uses ``map_path``; the reason if it cannot be played.

    The copy goes in the user data folder; the map and roster it names are
    absolute paths, and it is fully cross-checked before it is offered.
    """
    if not scenario.is_file():
        return translate("PlayMode", "No scenario to play the map with: {file} is "
                         "missing.").format(file=scenario)
    try:
        source = read_yaml(scenario)
        data = dict(source.data)
        data["map"] = str(Path(map_path).resolve())
        data["roster"] = str(resolve_reference(scenario, str(data.get("roster", ""))))
        target = user_data_dir() / "editor" / f"play-{Path(map_path).stem}.yaml"
        write_yaml(target, data)
        load_scenario(target)
    except DataFileError as exc:
        rows = "\n".join(str(p) for p in exc.problems[:10])
        return translate("PlayMode", "The scenario {file} does not fit this map yet:"
                         "\n{problems}\n\nFix the map (zone ids the scenario uses must exist) "
                         "and try again.").format(file=scenario.name, problems=rows)
    except OSError as exc:
        return translate("PlayMode", "Cannot write the play-mode scenario: {error}").format(
            error=reason_text(exc))
    return target


def launch_play_mode(map_path: Path, start: Callable[[str, list[str]], Any]) -> bool | str:
    """Start ``semper-victor play`` on the map in a new process; True or the reason why not."""
    scenario = scenario_for_map(map_path)
    if isinstance(scenario, str):
        return scenario
    result = start(sys.executable, ["-m", "sv_desktop", "play", str(scenario)])
    ok = result[0] if isinstance(result, tuple) else bool(result)
    return True if ok else translate("PlayMode", "The play-mode process could not be started.")
