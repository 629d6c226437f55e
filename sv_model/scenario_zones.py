"""The zone ids that scenarios name (set-ups, fleets, arrivals), for tracing a map.

A map drawn from scratch over a scan must end with the zone ids that the scenarios
place pieces in, or ``scenario_reference_problems`` refuses them ("unknown zone").
``zones_needed`` lists them, with the scenarios naming each one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from sv_model.errors import DataFileError
from sv_model.loader import expect_format
from sv_model.paths import SCENARIOS_DIR
from sv_model.schemas.scenario import Scenario
from sv_model.yamlio import read_yaml


@dataclass
class ZoneNeeds:
    """Zone id -> the scenarios (their names) that name it; files that could not be read."""

    zones: dict[str, list[str]] = field(default_factory=dict)
    unreadable: list[str] = field(default_factory=list)

    def missing(self, present: Iterable[str]) -> list[str]:
        """The needed zone ids that are not in ``present``, sorted."""
        have = set(present)
        return sorted(z for z in self.zones if z not in have)


def scenario_zone_ids(s: Scenario) -> set[str]:
    """Every zone a scenario names: leaders, units and fleets set up, and arrivals."""
    named: list[str | None] = [x.zone for x in s.leaders]
    named += [x.zone for x in s.units] + [x.zone for x in s.fleets]
    named += [x.zone for x in s.arrivals]
    return {z for z in named if z is not None}


def _read_scenario(path: Path) -> Scenario:
    doc = read_yaml(path)
    expect_format(doc, "sv-scenario")
    return Scenario.model_validate(doc.data)


_CACHE: dict[tuple[str, int, int], Scenario] = {}


def zones_needed(paths: Iterable[Path] | None = None) -> ZoneNeeds:
    """The zones that the scenarios at ``paths`` (default: the shipped ones) name."""
    if paths is None:
        paths = sorted(SCENARIOS_DIR.glob("*.yaml")) if SCENARIOS_DIR.is_dir() else []
    out = ZoneNeeds()
    for path in paths:
        try:
            stat = path.stat()
            key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
            scenario = _CACHE.get(key)
            if scenario is None:
                scenario = _CACHE[key] = _read_scenario(path)
        except (OSError, DataFileError, ValidationError) as exc:
            out.unreadable.append(f"{path.name}: {str(exc).splitlines()[0]}")
            continue
        for zone in scenario_zone_ids(scenario):
            out.zones.setdefault(zone, []).append(scenario.name)
    out.zones = dict(sorted(out.zones.items()))
    return out
