"""The application: start-up and the play-mode main window, which composes every part."""
