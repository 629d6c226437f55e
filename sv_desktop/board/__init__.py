"""The board as drawn on screen and paper: the map kit (``mapkit``), the colours of the counters
and panels (``theme``), counters, stacks, the map scene and view, and the public description of
pieces. Shared by play mode and the editors; imports only ``sv_desktop.common`` and
``sv_model``."""
