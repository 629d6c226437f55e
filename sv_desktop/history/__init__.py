"""The history browser: any earlier position of the game in progress, read-only."""
