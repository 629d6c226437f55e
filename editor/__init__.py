"""Semper Victor map editor and scenario designer (Qt)."""
