"""The golden saves of ``tests/data/golden`` (whole games of several scenarios) still load.

They were written by ``tools/make_golden_saves.py``. Loading replays every action, checking
each against the decision the engine asks, and compares the final state digest: a change
that reorders the turn sequence (2) or alters any rule's outcome makes them fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sv_model.engine.save import read_save
from sv_model.loader import ScenarioBundle, load_scenario

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "data" / "golden").glob("*.svsave"))


def _resolver(reference: str) -> ScenarioBundle:
    return load_scenario(ROOT / reference)


def test_there_are_golden_saves_of_several_scenarios() -> None:
    scenarios = {p.name.split("-seed")[0] for p in GOLDEN}
    assert len(GOLDEN) >= 8 and len(scenarios) >= 7


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_save_replays_to_its_digest(path: Path) -> None:
    game = read_save(path, _resolver)
    assert game.is_over
    assert game.result is not None
    assert len(game.actions) > 50
