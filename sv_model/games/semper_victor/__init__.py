"""Semper Victor (Imperator II): the turn sequence (``sequence``), the set-up (``setup``)
and every rules module of the game, run by the engine's core ``sv_model.engine``."""
