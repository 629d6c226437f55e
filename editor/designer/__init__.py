"""The scenario designer: its document, its edits and its window."""
