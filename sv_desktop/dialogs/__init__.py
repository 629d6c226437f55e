"""Play mode's dialogs: battle, forecast, end of game, new game, recovery."""
