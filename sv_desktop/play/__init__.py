"""The play coordinator: the game controller, and how each decision reaches the screen
(hotseat handovers, fair undo, the route planner, the battle screens)."""
