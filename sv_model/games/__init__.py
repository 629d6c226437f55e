"""The games the application plays: one package per game, each declaring its turn
sequence, decisions, tables, rules modules and data; ``sv_model.engine`` is the core
that runs them (see docs/architecture.md, "Games and the engine's core")."""
