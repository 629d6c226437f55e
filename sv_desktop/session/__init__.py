"""The play session, free of Qt: the game in play behind one interface
(``play_session.PlaySession``; ``local.LocalSession`` on this machine), its events,
undo policy, journal and saves, and the hotseat policies (who is at the screen, which
windows pass by themselves, what the other side just did)."""
