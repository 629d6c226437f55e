"""tools/fit_weights.py: the least-squares fit of the evaluation's weights (issue 33,
item 3.5), on games whose margins follow known weights."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from sv_model.ai.evaluate import FEATURES

TOOL = Path(__file__).resolve().parent.parent / "tools" / "fit_weights.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_weights", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_weights"] = module
    spec.loader.exec_module(module)
    return module


def test_the_fit_finds_the_weights_the_games_were_made_with() -> None:
    """Games whose final margin is a known weighting of the terms at each position, plus
    noise: the fit gives those weights back within three standard errors (clustered by
    game), a high R², and names the terms that never varied instead of fitting them."""
    rng = np.random.default_rng(5)
    true = {"vp": 1.0, "diocese": 0.5, "sp": 0.1, "leader": 0.8, "danger": 2.0}
    games: list[tuple[list[list[float]], float]] = []
    for _ in range(150):
        margin = float(rng.normal(0.0, 20.0))
        rows = []
        for _ in range(int(rng.integers(1, 4))):
            row = dict.fromkeys(FEATURES, 0.0)
            for name in ("diocese", "sp", "leader", "danger"):
                row[name] = float(rng.normal(0.0, 5.0))
            noise = float(rng.normal(0.0, 1.0))
            row["vp"] = margin + noise - sum(true[n] * row[n] for n in true if n != "vp")
            rows.append([row[n] for n in FEATURES])
        games.append((rows, margin))
    report = _tool().fit(games)
    assert report["games"] == 150 and report["positions"] == sum(len(r) for r, _ in games)
    assert report["r2"] > 0.95
    for name, weight in true.items():
        term = report["terms"][name]
        assert 0 < term["se"] < 0.1
        assert term["fit"] == pytest.approx(weight, abs=3 * term["se"])
    assert set(report["never_varied"]) == set(FEATURES) - set(true)
