#!/usr/bin/env python3
"""Write the golden saves of ``tests/data/golden/``: whole random games of several scenarios.

    python tools/make_golden_saves.py

Each save names its scenario by a path relative to the repository, so it loads from any
clone. The games are random playouts (``sv_model.engine.autoplay``) chosen to pass through
usurpations, civil wars, changes of roles, plagues and stratagem windows. Every later change
of the engine must keep these files loading (``tests/test_golden_saves.py``); a change that
alters how the rules play bumps the rules version and writes them again with this tool.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.engine.autoplay import autoplay  # noqa: E402
from sv_model.engine.save import save_dict  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402

OUT = ROOT / "tests" / "data" / "golden"

# (scenario file, seed, policy, ruleset option overrides)
GAMES: tuple[tuple[str, int, str, dict[str, object]], ...] = (
    ("305_second_tetrarchy", 24, "playout", {}),  # a usurpation succeeds, change of roles
    ("305_second_tetrarchy", 30, "playout", {"ask_at_every_window": True}),
    ("306_constantine_at_eburacum", 3, "playout", {}),
    ("312_milvian_bridge", 0, "playout", {}),  # change of roles
    ("324_constantine_against_licinius", 2, "uniform", {}),
    ("337_sons_of_constantine", 5, "playout", {}),  # two civil wars
    ("350_magnentius", 0, "playout", {}),
    ("360_julian_augustus", 6, "playout", {}),  # usurpation succeeds, change of roles
)


def golden_name(scenario: str, seed: int) -> str:
    return f"{scenario}-seed{seed}.svsave"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for scenario, seed, policy, overrides in GAMES:
        rel = f"scenarios/{scenario}.yaml"
        bundle = load_scenario(ROOT / rel)
        options = bundle.scenario.options.model_copy(update=overrides)
        game = autoplay(bundle, seed, policy=policy, options=options)
        data = save_dict(game)
        data["scenario"] = rel
        path = OUT / golden_name(scenario, seed)
        path.write_text(json.dumps(data, indent=None, separators=(",", ":")) + "\n",
                        encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(game.actions)} actions, "
              f"{path.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
