"""The ``semper-victor`` command (``main``) and one module per subcommand, each with
``register(subparsers)``."""
