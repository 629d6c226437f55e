"""The collector while the AI plays whole games (sv_model/collector.py, issue 33 item 2):
off inside every answer and every action, collected between actions, as the desktop
does; switched back as it was once the game is over."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from sv_model.ai import match
from sv_model.ai.players import AiPlayer, Choice
from sv_model.collector import BetweenActions, collector_between_actions, generation_after
from sv_model.engine.view import PlayerView
from sv_model.paths import DEFAULT_SCENARIO


@pytest.fixture
def collector_on() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.enable()
    yield
    if not was_on:
        gc.disable()


def test_the_generations_collected_between_actions() -> None:
    assert [generation_after(n) for n in (1, 9, 10, 20, 49, 50, 100)] == [0, 0, 1, 1, 0, 2, 2]


def test_the_collector_is_off_within_and_back_as_it_was_after(collector_on: None) -> None:
    with collector_between_actions() as collector:
        assert not gc.isenabled() and gc.get_freeze_count() > 0
        assert isinstance(collector, BetweenActions)
        collector.after_action()
        assert collector.actions == 1 and not gc.isenabled()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()
    try:
        with collector_between_actions():
            assert not gc.isenabled()
        assert not gc.isenabled()  # it was off: it stays off
    finally:
        gc.enable()


def test_a_match_game_answers_with_the_collector_off(collector_on: None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Every answer of a match game is chosen with automatic collection off; the game
    collects between actions, and the collector is on again after it."""
    seen: list[bool] = []
    collected: list[int] = []
    choose = AiPlayer.choose

    def watched(self: AiPlayer, view: PlayerView, deadline: float | None = None) -> Choice:
        seen.append(gc.isenabled())
        return choose(self, view, deadline)

    def collect(generation: int = 2) -> int:
        collected.append(generation)
        return 0

    monkeypatch.setattr(AiPlayer, "choose", watched)
    monkeypatch.setattr(gc, "collect", collect)
    record = match.play_one(str(DEFAULT_SCENARIO), 3, "random", "random", 1, 1)
    assert record.seed == 3 and len(seen) > 15
    assert not any(seen)
    assert collected[0] == 2 and len(collected) == len(seen) + 1  # on entry, then each action
    assert gc.isenabled()


def test_the_desktop_collects_on_the_same_schedule_as_a_match(
        qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play mode's ``IdleCollector`` and a match's ``BetweenActions`` are one schedule
    (``sv_model.collector.generation_after``): the same generations after the same
    number of actions, so the worst listing measured in a match is the desktop's."""
    from PySide6.QtCore import QObject, Signal

    from sv_desktop.play.controller import IdleCollector

    class Controller(QObject):
        changed = Signal()

    collected: list[int] = []

    def collect(generation: int = 2) -> int:
        collected.append(generation)
        return 0

    monkeypatch.setattr(gc, "collect", collect)
    desktop = IdleCollector(Controller())  # type: ignore[arg-type]
    for _ in range(100):
        desktop.collect()
    on_desktop, collected[:] = list(collected), []
    between = BetweenActions()
    for _ in range(100):
        between.after_action()
    assert on_desktop == collected and on_desktop.count(2) == 2 and on_desktop.count(1) == 8
