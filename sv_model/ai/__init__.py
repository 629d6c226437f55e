"""The computer opponent: levels ``random``, ``easy`` and ``normal`` that answer every
decision of the rules from one side's view only (``Game.view(side)``), with a reason.

>>> from sv_model.ai import AiContext, AiPlayer, Level
>>> player = AiPlayer(Level.EASY, AiContext(bundle, game.options, 3, seed=1), seed=1)
>>> choice = player.choose(game.view(game.decision.player))  # doctest: +SKIP
>>> game.apply(choice.action); print(choice.reason)  # doctest: +SKIP

See ``docs/ai.md``.
"""

from sv_model.ai.context import AiContext
from sv_model.ai.match import MatchReport, run_match
from sv_model.ai.players import AiPlayer, Choice, Level, Scored

__all__ = ["AiContext", "AiPlayer", "Choice", "Level", "MatchReport", "Scored", "run_match"]
