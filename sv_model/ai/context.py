"""The AI's own copy of the rules: an engine it may run without touching the game.

The AI never holds the game. It gets ``Game.view(side)`` (``engine.view``): the state
with the other player's stratagems, the cup's order, the seed and future dice taken
out. To try an answer it fills what it cannot see with a sample (the other hand and
the cup drawn from the counters it cannot locate, dice from seeds of its own) and runs
the engine on a copy of that position: information-set determinization, as in
OpenSpiel's ISMCTS. A position holds its own dice and journal, so a trial is a clone
and nothing needs putting back.
"""

from __future__ import annotations

import random

from sv_model.engine.actions import Action
from sv_model.engine.core import Engine, GameRules, apply_action
from sv_model.engine.state import GameState
from sv_model.engine.view import PlayerView
from sv_model.games.semper_victor.sequence import GAME_RULES
from sv_model.games.semper_victor.setup import initial_state
from sv_model.games.semper_victor.stratagems.deck import all_counters
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side

SAMPLE_SEEDS = 3
"""How many dice seeds an answer that rolls dice is tried with."""


class AiContext:
    """The engine the AI plays its trials on, for one game's scenario and rules, and
    the dice seeds of its trials. ``rules``: the tables the game's engine dispatches
    through (``game.engine.rules``; the game's, ``sequence.GAME_RULES``, by default)."""

    def __init__(self, bundle: ScenarioBundle, options: RulesetOptions, rules_version: int,
                 seed: int, *, rules: GameRules = GAME_RULES) -> None:
        rng = random.Random(f"ai-engines:{seed}")
        self.seeds = [rng.randrange(1 << 30) for _ in range(SAMPLE_SEEDS)]
        self.engine = Engine(bundle, self.seeds[0], options, rules, rules_version=rules_version)
        initial_state(self.engine)  # the scenario's facts: arrival years and zones, start zones
        self.names = self.engine.names_in("en")
        """The scenario's English names, for the reasons' English words (``Choice.reason``)."""

    def sampled_state(self, view: PlayerView, rng: random.Random) -> GameState:
        """The view's state with what the player cannot see filled in by a sample: the
        other hand (its size is public) and the cup, from the counters he cannot place."""
        st = view.public.clone()
        side = view.side
        if side is None:
            return st
        other = side.other
        known = set(view.hand) | set(st.markers) | set(st.deck.out_of_game) | \
            set(st.deck.set_aside)
        pool = sorted(c for c in all_counters(self.engine) if c not in known)
        rng.shuffle(pool)
        size = min(view.hand_sizes[other], len(pool))
        st.hands[other] = pool[:size]
        st.cup = pool[size:size + view.cup_size]
        return st

    @staticmethod
    def trial(st: GameState, seed: int) -> GameState:
        """A copy of ``st`` to play on, its dice drawn from ``seed``."""
        copy = st.clone()
        copy.seed, copy.n_dice = seed, 0
        return copy


def apply_on(engine: Engine, st: GameState, action: Action) -> bool:
    """Apply ``action`` to ``st`` (a trial copy); False if the rules refuse it."""
    try:
        apply_action(engine, st, action)
    except Exception:  # a sampled hidden state can make an answer impossible
        return False
    return True


def side_of(view: PlayerView) -> Side:
    if view.side is None:
        raise ValueError("the AI plays one side: give it Game.view(side)")
    return view.side
