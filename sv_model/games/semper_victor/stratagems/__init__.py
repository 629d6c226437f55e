"""Stratagems (6): the cup and hands (``deck``), the windows where they are played
(``windows``), the rule type's helpers (``registry``) and one module per family of
counters, each with its ``RULES``. ``sequence.STRATAGEMS`` lists every counter's rule,
declared there once from the families' ``RULES``; the engine reads it as
``eng.stratagems``.

This package's ``__init__`` imports nothing: importing one of its modules must not load
the others (``escapes`` uses ``plague``, and ``battle`` builds on ``combat``, which uses
``escapes``).
"""
