"""The garbage collector between actions (issue 33 item 2, third round): one schedule
for the desktop and for matches of AI games.

Python's cyclic collector, left automatic, now and then runs a collection of every
generation in the middle of a decision: tens of milliseconds once a game holds many
positions (undo snapshots, the search's trial positions), which is most of the worst
listing and of the worst AI answer. The desktop switches it off after loading and
collects between actions (``sv_desktop.play.controller.IdleCollector``); a match of AI
games (``sv_model.ai.match.play_one``) does the same, explicitly. Both follow
``generation_after``. The rules engine itself
never touches the collector.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


def generation_after(actions: int) -> int:
    """The generation to collect after the ``actions``-th action: the youngest every
    time, the middle one every 10th action, all of them every 50th."""
    return 2 if actions % 50 == 0 else 1 if actions % 10 == 0 else 0


def switch_off() -> None:
    """Collect once, then never scan again what is alive now (the scenario, the board's
    tables, Qt's objects: ``gc.freeze``) and turn automatic collection off; the caller
    collects between actions as ``generation_after`` says."""
    gc.collect()
    gc.freeze()
    gc.disable()


class BetweenActions:
    """Collects as ``generation_after`` says, once per call of ``after_action``."""

    def __init__(self) -> None:
        self.actions = 0

    def after_action(self) -> None:
        self.actions += 1
        gc.collect(generation_after(self.actions))


@contextmanager
def collector_between_actions() -> Iterator[BetweenActions]:
    """Within the block, automatic collection is off and what is alive on entry (the
    scenario, the board's tables) is never scanned again (``gc.freeze``); the caller
    collects with the object given after each action. On leaving, the collector is
    switched back on if it was on, and the objects frozen are scanned again."""
    was_on = gc.isenabled()
    switch_off()
    try:
        yield BetweenActions()
    finally:
        gc.unfreeze()
        if was_on:
            gc.enable()
