"""Subcommands of ``semper-victor``; each module has ``register(subparsers)``."""
