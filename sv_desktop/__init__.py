"""Semper Victor play mode: the Qt desktop application."""
