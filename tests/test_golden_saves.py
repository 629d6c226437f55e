"""The golden saves of ``tests/data/golden`` (whole games of several scenarios) still load.

They were written by ``tools/make_golden_saves.py``. Loading replays every action, checking
each against the decision the engine asks, and compares the final state digest: a change
that reorders the turn sequence (2) or alters any rule's outcome makes them fail.

``tests/data/legacy_v1`` holds save-format-1 files of unfinished games, stopped at decision
points chosen so that together they cover every decision kind that random play reaches and
every piece of bookkeeping a state can hold mid-turn (battles, civil wars, stratagem windows,
a rally's move going on...). They were written by the engine as it was before the state was
reorganised; their digests check that reorganisation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sv_model.engine.save import read_save
from sv_model.loader import ScenarioBundle, load_scenario

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "data" / "golden").glob("*.svsave"))
LEGACY = sorted((ROOT / "tests" / "data" / "legacy_v1").glob("*.svsave"))


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


@pytest.mark.parametrize("path", LEGACY, ids=[p.stem for p in LEGACY])
def test_unfinished_format_1_save_replays_to_its_digest(path: Path) -> None:
    game = read_save(path, _resolver)
    assert not game.is_over and game.decision is not None
