"""Random legal playouts: both sides answer every decision at random.

Two policies:

- ``"uniform"``: every answer is drawn uniformly from ``legal_actions()``;
- ``"playout"`` (the default): the same, except at a movement decision, which
  stays open until ``EndMovement``; there the player ends his movement with
  probability ``END_MOVEMENT_P`` and otherwise draws a move uniformly. This
  keeps a random campaign to a few thousand actions.

The choices come from their own seeded generator, so the same seed gives the
same game and the same summary.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from sv_model.engine.actions import Action, EndMovement
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.game import Game
from sv_model.engine.state import GameState
from sv_model.games.semper_victor.autoplay_weights import usurper_march, weighted_choice
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side

END_MOVEMENT_P = 0.35
POLICIES = ("playout", "uniform")


def choose_action(game: Game, rng: random.Random, policy: str = "playout") -> Action:
    """A random legal answer to the current decision."""
    options = game.legal_actions()
    if not options:
        raise RuntimeError("no legal action to choose from")
    decision = game.decision
    if policy == "playout" and decision is not None and decision.kind is DecisionKind.MOVEMENT:
        march = usurper_march(game.engine, game.state, decision, options, rng)
        if march is not None:
            return march
        # the listing puts its one EndMovement first (movement._options)
        moves = options[1:] if isinstance(options[0], EndMovement) else \
            [a for a in options if not isinstance(a, EndMovement)]
        if not moves or rng.random() < END_MOVEMENT_P:
            return EndMovement()
        return rng.choice(moves)
    if policy == "playout" and decision is not None:
        weighted = weighted_choice(decision, options, rng)  # nominations, windows
        if weighted is not None:
            return weighted
    return rng.choice(options)


def play_out(game: Game, rng: random.Random, policy: str = "playout",
             max_actions: int | None = None,
             after_each: Callable[[Game], None] | None = None) -> int:
    """Play random legal actions until the game ends; returns the number applied."""
    applied = 0
    while not game.is_over:
        if max_actions is not None and applied >= max_actions:
            break
        game.apply(choose_action(game, rng, policy))
        applied += 1
        if after_each is not None:
            after_each(game)
    return applied


def autoplay(bundle: ScenarioBundle, seed: int, turns: int | None = None,
             policy: str = "playout", options: RulesetOptions | None = None) -> Game:
    """A whole random game of ``bundle`` (or its first ``turns`` turns)."""
    start = bundle.scenario.start_year
    end_year = None if turns is None else start + max(1, turns) - 1
    game = Game.new(bundle, seed, options, end_year=end_year)
    play_out(game, random.Random(f"autoplay:{seed}"), policy)
    return game


def summary(game: Game) -> dict[str, Any]:
    """What the CLI prints: final VP, winner, level, turns, battles, eliminations,
    VP by source and other counts."""
    st = game.state
    result = game.result
    stats = dict(sorted(st.stats.items()))
    return {
        "scenario": game.bundle.scenario.id,
        "seed": game.seed,
        "first_year": st.start_year,
        "last_year": st.end_year,
        "turns_played": st.year - st.start_year + (1 if st.over else 0),
        "finished": st.over,
        "year": st.year,
        "phase": st.phase,
        "final_vp": {s.value: st.vp[s] for s in Side},
        "winner": result.winner.value if result and result.winner else None,
        "victory_level": result.level if result else None,
        "seats": {s.value: st.seats[s] for s in Side},
        "actions": len(game.actions),
        "dice_rolled": len(game.dice),
        "battles": st.stats.get("battles", 0),
        "units_eliminated": st.stats.get("units_eliminated", 0),
        "leaders_killed": st.stats.get("leaders_killed", 0),
        "vp_sources": {s.value: dict(sorted(st.vp_sources[s].items())) for s in Side},
        "counts": stats,
        **campaign_counts(st),
    }


CAMPAIGN_COUNTS = ("usurpations", "civil_wars", "role_changes", "uprisings", "pacifications",
                   "plagues")


def campaign_counts(st: GameState) -> dict[str, Any]:
    """Campaign counts: usurpations (validated), civil wars (a side going from no
    Usurper to one), role changes, peoples raised by stratagem, pacifications (by force or
    by stratagem), plagues, and each stratagem played, by counter."""
    played = {k.split(":", 1)[1]: v for k, v in sorted(st.stats.items())
              if k.startswith("stratagem:")}
    return {**{k: st.stats.get(k, 0) for k in CAMPAIGN_COUNTS}, "stratagems_played": played}


def summary_json(game: Game) -> str:
    return json.dumps(summary(game), indent=2, sort_keys=True)
