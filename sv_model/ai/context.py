"""The AI's own copy of the rules: an engine it may run without touching the game.

The AI never holds the game. It gets ``Game.view(side)`` (``engine.view``): the state
with the other player's stratagems, the cup's order, the seed and future dice taken
out. To try an answer it fills what it cannot see with a sample (the other hand and
the cup drawn from the counters it cannot locate, dice from seeds of its own) and runs
the engine on that copy: information-set determinization, as in OpenSpiel's ISMCTS.
Every trial is rolled back, so the AI's engines never grow.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

from sv_model.engine.actions import Action
from sv_model.engine.core import Engine, apply_action
from sv_model.engine.setup import initial_state
from sv_model.engine.state import GameState
from sv_model.engine.stratagems.deck import all_counters
from sv_model.engine.view import PlayerView
from sv_model.loader import ScenarioBundle
from sv_model.schemas.scenario import RulesetOptions, Side

SAMPLE_ENGINES = 3
"""How many engines (dice seeds) an answer that rolls dice is tried with."""


class AiContext:
    """The engines the AI plays its trials on, for one game's scenario and rules."""

    def __init__(self, bundle: ScenarioBundle, options: RulesetOptions, rules_version: int,
                 seed: int) -> None:
        rng = random.Random(f"ai-engines:{seed}")
        self.engines = [Engine(bundle, rng.randrange(1 << 30), options,
                               rules_version=rules_version) for _ in range(SAMPLE_ENGINES)]
        for eng in self.engines:
            initial_state(eng)  # the scenario's facts: arrival years and zones, start zones
        self.engine = self.engines[0]
        self.stratagem_names = {s.id: s.name for s in bundle.roster.stratagems}

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

    @contextmanager
    def trial(self, engine: Engine, st: GameState) -> Iterator[GameState]:
        """A copy of ``st`` to play on with ``engine``; its journal is put back after."""
        n_dice, n_log = len(engine.journal.dice), len(engine.journal.log)
        copy = st.clone()
        copy.n_dice, copy.n_log = 0, 0
        try:
            yield copy
        finally:
            engine.journal.truncate(n_dice, n_log)


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
