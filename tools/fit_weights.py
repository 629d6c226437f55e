#!/usr/bin/env python3
"""Fit the AI evaluation's weights on self-play games (docs/ai.md, "Weights from measurement").

    python tools/fit_weights.py --games 24 --years 5 --seed 9000 --jobs 2 [--level normal]

Plays ``--games`` games of the 305 campaign (or ``--scenario``) between two AIs of
``--level``, each cut after ``--years`` turns. At the start of every M/CS (the first
movement decision of each phasing player's M/CS, E.1) it records the evaluation's terms
(``sv_model.ai.evaluate.features``) for the player in seat 1, and at the end the final
VP margin of that player. Then it fits, by least squares, the final
margin on the terms: each coefficient is what one unit of the term was worth in final VP
in these games, the scale of the evaluation's weights (``Weights``); a constant takes
seat 1's edge (it starts as PRIMUS). It prints each
fitted coefficient with its standard error, clustered by game (the positions of one game
are not independent), the hand weight beside it, R² and the number of games and
positions. ``--save FILE`` keeps the recorded positions as JSON and ``--load FILE`` fits
again from such a file without playing.

The fit measures what the terms predict, not what would make play stronger: a term the
games rarely vary (fleets, markers) gets a wide error, and a term that only matters for
what the AI does next (danger) is read through the moves that avoided it.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.ai.evaluate import FEATURES, WEIGHTS, features  # noqa: E402
from sv_model.ai.match import ai_seed, player_for  # noqa: E402
from sv_model.ai.players import Level  # noqa: E402
from sv_model.engine.decisions import DecisionKind  # noqa: E402
from sv_model.engine.game import Game  # noqa: E402
from sv_model.loader import load_scenario  # noqa: E402
from sv_model.paths import DEFAULT_SCENARIO  # noqa: E402
from sv_model.schemas.scenario import Side  # noqa: E402

FIRST_SEAT = 1
GameRows = tuple[list[list[float]], float]
"""One game: the terms at each recorded position, and seat 1's final VP margin."""


def play(scenario: str, seed: int, level: str, years: int) -> GameRows:
    """One self-play game; the terms for seat 1 at the start of each M/CS."""
    bundle = load_scenario(Path(scenario))
    start = bundle.scenario.start_year
    game = Game.new(bundle, seed, end_year=min(bundle.scenario.end_year, start + years - 1))
    players = {seat: player_for(game, Level(level), ai_seed(seed, seat, "fit")) for seat in (1, 2)}
    rows: list[list[float]] = []
    seen: set[tuple[int, str, int, int]] = set()
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        st = game.state
        key = (st.year, st.phasing.value if st.phasing else "", st.mcs_left[Side.PRIMUS],
               st.mcs_left[Side.SECONDUS])
        if decision.kind is DecisionKind.MOVEMENT and key not in seen:
            seen.add(key)
            side = _side_of_seat(game, FIRST_SEAT)
            terms = features(game.engine, st, side)
            rows.append([terms[name] for name in FEATURES])
        choice = players[st.seats[decision.player]].choose(game.view(decision.player))
        game.apply(choice.action)
    result = game.result
    assert result is not None
    mine = next(side for side, seat in result.seats.items() if seat == FIRST_SEAT)
    return rows, float(result.vp[mine] - result.vp[mine.other])


def _side_of_seat(game: Game, seat: int) -> Side:
    return next(side for side, s in game.state.seats.items() if s == seat)


def fit(games: list[GameRows]) -> dict[str, Any]:
    """Least squares of the final margin on the terms and a constant (every term is one
    side minus the other, but the seats are not equal: seat 1 starts as PRIMUS), with
    standard errors clustered by game, and R²."""
    x = np.array([row for rows, _ in games for row in rows], dtype=float)
    y = np.array([margin for rows, margin in games for _ in rows], dtype=float)
    used = [i for i in range(len(FEATURES)) if np.any(x[:, i] != 0.0)]
    xu = np.column_stack([x[:, used], np.ones(len(y))])
    beta, *_ = np.linalg.lstsq(xu, y, rcond=None)
    residual = y - xu @ beta
    bread = np.linalg.pinv(xu.T @ xu)
    meat = np.zeros((len(used) + 1, len(used) + 1))
    start = 0
    for rows, _ in games:
        stop = start + len(rows)
        score = xu[start:stop].T @ residual[start:stop]
        meat += np.outer(score, score)
        start = stop
    clusters = len(games)
    correction = clusters / max(clusters - 1, 1)
    se = np.sqrt(np.diag(correction * bread @ meat @ bread))
    total = float(np.sum((y - y.mean()) ** 2))
    r2 = 1.0 - float(np.sum(residual ** 2)) / total if total > 0 else 0.0
    out: dict[str, Any] = {"games": clusters, "positions": len(y), "r2": round(r2, 4),
                           "terms": {}}
    hand = asdict(WEIGHTS)
    for k, i in enumerate(used):
        name = FEATURES[i]
        out["terms"][name] = {"fit": round(float(beta[k]), 4), "se": round(float(se[k]), 4),
                              "hand": 1.0 if name in ("vp", "stranded") else hand[name],
                              "nonzero": int(np.count_nonzero(x[:, i]))}
    out["seat_1"] = {"fit": round(float(beta[-1]), 4), "se": round(float(se[-1]), 4)}
    out["never_varied"] = [FEATURES[i] for i in range(len(FEATURES)) if i not in used]
    return out


def _save(path: Path | None, games: list[GameRows]) -> None:
    if path is not None:
        path.write_text(json.dumps({"features": FEATURES, "games": games}))


def _print(report: dict[str, Any]) -> None:
    print(f"{report['games']} games, {report['positions']} positions, R² {report['r2']}")
    print(f"{'term':18} {'fit':>9} {'se':>8} {'hand':>7} {'positions':>9}")
    for name, t in report["terms"].items():
        print(f"{name:18} {t['fit']:9.3f} {t['se']:8.3f} {t['hand']:7.2f} {t['nonzero']:9d}")
    edge = report["seat_1"]
    print(f"{'(seat 1 edge)':18} {edge['fit']:9.3f} {edge['se']:8.3f}")
    if report["never_varied"]:
        print("never varied (not fitted): " + ", ".join(report["never_varied"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--years", type=int, default=5)
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=[lv.value for lv in Level])
    parser.add_argument("--scenario", default=str(DEFAULT_SCENARIO))
    parser.add_argument("--save", type=Path, default=None)
    parser.add_argument("--load", type=Path, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.load is not None:
        games = [(rows, margin) for rows, margin in json.loads(args.load.read_text())["games"]]
    else:
        tasks = [(args.scenario, args.seed + i, args.level, args.years)
                 for i in range(args.games)]
        games = []
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for game in pool.map(play, *zip(*tasks, strict=True)):
                games.append(game)  # kept as each game ends: a long run can be fitted part-way
                print(f"game {len(games)}/{len(tasks)}", file=sys.stderr, flush=True)
                _save(args.save, games)
    report = fit([g for g in games if g[0]])
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
