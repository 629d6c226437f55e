"""The map editor: its document, undo commands, scene, tools and window."""
