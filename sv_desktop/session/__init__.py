"""The play session, free of Qt: the game in play, its journal and saves, and the hotseat
policies (who is at the screen, which windows pass by themselves, what the other side just did)."""
