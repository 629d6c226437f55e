"""Qt helpers every window shares (play mode, the map editor, the designer): menu actions,
screen fit, settings, the help windows, and the cache of checked scenarios. Imports only
``sv_model``."""
