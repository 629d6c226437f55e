"""The computer opponent: levels ``random``, ``easy`` and ``normal`` that answer every
decision of the rules from one side's view only (``Game.view(side)``), with a reason.

>>> from sv_model.ai import AiContext, AiPlayer, Level
>>> player = AiPlayer(Level.EASY, AiContext(bundle, game.options, 3, seed=1), seed=1)
>>> choice = player.choose(game.view(game.decision.player))  # doctest: +SKIP
>>> game.apply(choice.action); print(choice.reason)  # doctest: +SKIP

See ``docs/ai.md``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sv_model.ai.context import AiContext
    from sv_model.ai.match import MatchReport, run_match
    from sv_model.ai.players import AiPlayer, Choice, Level, Scored

__all__ = ["AiContext", "AiPlayer", "Choice", "Level", "MatchReport", "Scored", "run_match"]

_HOMES = {"AiContext": "context", "AiPlayer": "players", "Choice": "players",
          "Level": "players", "Scored": "players", "MatchReport": "match",
          "run_match": "match"}
"""Where each name lives: a name is imported when first asked for, so that importing one
module of the package (``sv_model.ai.describe``...) does not bring in the matches'
process pool (``match``)."""


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'sv_model.ai' has no attribute {name!r}")
    return getattr(importlib.import_module(f"sv_model.ai.{home}"), name)
