"""The computer in play mode: its seats, its worker thread, its notes and its plans panel."""
