"""Printed sheets: setup sheets, position sheets and counter sheets (see docs/architecture.md)."""
