"""Set-up legality of a scenario beyond its schema (3.3.2, 3.3.1)."""

from __future__ import annotations

from sv_model.errors import DataProblem
from sv_model.loader import ScenarioBundle


def setup_problems(bundle: ScenarioBundle) -> list[DataProblem]:
    """Pieces placed where the rules forbid, as problems naming the scenario."""
    s, m, r = bundle.scenario, bundle.game_map, bundle.roster
    path = str(bundle.path)
    out: list[DataProblem] = []
    zone = {z.id: z for z in m.zones}
    for ls in s.leaders:
        leader = r.leader(ls.leader)
        table = leader.table
        if table is not None and table.arrival_year > s.start_year:
            out.append(DataProblem(path, None, f"leaders[{ls.leader}]",
                                   f"placed in {s.start_year} but arrives in {table.arrival_year} (3.3.1)"))
    for us in s.units:
        unit = r.unit(us.unit)
        if unit.diocese is not None and zone[us.zone].diocese != unit.diocese:
            out.append(DataProblem(path, None, f"units[{us.unit}]",
                                   f"limitanei of {unit.diocese} set up outside their diocese (3.3.2)"))
    return out
