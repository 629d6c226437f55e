"""The battle calculator (issue 15): the exact outcome of each die face, which must be what
the engine itself does with that die."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from engine_support import real_bundle
from qt_support import cell_text

from sv_model.engine import Game
from sv_model.engine.actions import ChooseZone, Confirm
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import Engine
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.state import DEAD, ON_MAP, BattleReport, GameState
from sv_model.games.semper_victor.forecast import FACES, FaceOutcome, forecast_battle
from sv_model.schemas.scenario import Side


def _battle_positions(seed: int, wanted: int) -> list[tuple[Game, int]]:
    """Games stopped where the phasing player chooses a battle (E.2), with the index."""
    game = Game.new(real_bundle(), seed)
    rng = random.Random(seed)
    out: list[tuple[Game, int]] = []
    for _ in range(4000):
        d = game.decision
        if d is None or len(out) >= wanted:
            break
        if d.kind is DecisionKind.CHOOSE_BATTLE and rng.random() < 0.3:
            out.append((game, len(game.actions)))
            break
        game.apply(choose_action(game, rng))
    return out


def _engine_outcome(game: Game, zone: str, face: int,
                    monkeypatch: pytest.MonkeyPatch) -> tuple[Any, ...]:
    """Fight the battle in the real game with ``face``, quietly; read it; undo it. The
    report is caught as the battle ends (the engine may go on to the next battle)."""
    reports: list[Any] = []
    from dataclasses import replace

    hooks = game.engine.hooks
    monkeypatch.setattr(game.engine, "hooks", replace(hooks, after_battle=(
        *hooks.after_battle, lambda _eng, _st, report: reports.append(report))))
    st = game.state
    start = len(game.actions)
    assert game.decision is not None
    attacker = game.decision.player
    units = {s: [u for u, x in st.units.items() if x.zone == zone and x.side is s
                 and x.status == ON_MAP] for s in Side}
    leaders = [x for x, v in st.leaders.items() if v.zone == zone and v.status == ON_MAP]
    before = {u: st.units[u].weakened for s in Side for u in units[s]}
    st.forced_dice = [face]
    game.apply(ChooseZone(zone))
    # this battle only: the engine may go on to the next one by itself (E.2)
    while game.state.battle is not None and game.state.battle.zone == zone \
            and game.decision is not None:
        options = game.decision.options
        game.apply(Confirm(False) if Confirm(False) in options else options[0])
    st = game.state
    r = next(b for b in reports if b.zone == zone)
    assert r.die == face
    out = (r.result, r.winner,
           {s: sum(1 for u in units[s] if st.units[u].status == ON_MAP and st.units[u].weakened
                   and not before[u]) for s in Side},
           {s: sum(1 for u in units[s] if st.units[u].status != ON_MAP) for s in Side},
           tuple(x for x in leaders if st.leaders[x].status == DEAD
                 or st.leaders[x].status != ON_MAP))
    game.undo_to(start)
    assert game.state.battle is None and game.decision is not None
    assert game.decision.player is attacker
    return out


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8])
def test_the_forecast_is_what_the_engine_does_with_each_die(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    positions = _battle_positions(seed, 1)
    if not positions:
        pytest.fail(f"seed {seed}: no battle reached")
    game, _index = positions[0]
    assert game.decision is not None
    zones = [o.zone for o in game.decision.options if isinstance(o, ChooseZone)]
    assert zones
    digest = game.state.digest()
    n_dice, n_log = len(game.dice), len(game.log)
    attacker = game.decision.player
    for zone in zones[:3]:
        forecast = forecast_battle(game.engine, game.state, zone, attacker)
        assert game.state.digest() == digest  # the real game is untouched
        assert (len(game.dice), len(game.log)) == (n_dice, n_log)
        assert [o.die for o in forecast.outcomes] == list(FACES)
        for outcome in forecast.outcomes:
            expected = _engine_outcome(game, zone, outcome.die, monkeypatch)
            got = (outcome.result, outcome.winner, outcome.weakened, outcome.eliminated,
                   outcome.leaders_killed)
            assert got == expected, (seed, zone, outcome.die)
        total = sum((forecast.win_chance(s) for s in (*Side, None)), Fraction(0))
        assert total == 1
        assert forecast.report.column  # the odds column before the roll (8.3)


def test_game_battle_forecast_shows_the_zone_on_show(qtbot: Any) -> None:
    """Game ▸ Battle Forecast on the zone the stack inspector shows: six rows, the chances,
    the assumptions; swapping the attacker computes it again."""
    from engine_support import REAL_SCENARIO, custom_bundle, movement_game
    from gui_support import quiet_window

    bundle = custom_bundle(
        leaders=[{"leader": "galere", "zone": "pannoniae_1", "side": "PRIMUS",
                  "title": "primus_augustus"},
                 {"leader": "maxence", "zone": "pannoniae_1", "side": "SECONDUS"}],
        units=[{"unit": u, "zone": "pannoniae_1"} for u in ("pannoniciani", "moesiaci")]
        + [{"unit": "ioviani", "zone": "pannoniae_1"}],
        control={"italia": "SECONDUS"})
    game = movement_game(bundle, Side.PRIMUS)
    st = game.state
    st.units["ioviani"].side = Side.SECONDUS
    game.invalidate()
    w = quiet_window(qtbot, show=True)
    w.prefs.hotseat_handover = False
    w.controller._start(game, REAL_SCENARIO, None)
    assert w.play.show_forecast() is None  # nothing on show yet
    w.play.on_zone_clicked("pannoniae_1")  # no selection: the click only shows the zone
    dialog = w.play.show_forecast()
    assert dialog is not None and dialog.isVisible()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 6
    assert "Chance of winning" in dialog.summary.text()
    assert "Assumes the defender does not try to evade" in dialog.assumptions.text()
    expected = forecast_battle(game.engine, game.state, "pannoniae_1", Side.PRIMUS)
    assert [cell_text(dialog.table, i, 2) for i in range(6)] == [
        f"{o.result[0]} / {o.result[1]}" for o in expected.outcomes]
    dialog.attacker.setCurrentIndex(dialog.attacker.findData("SECONDUS"))
    assert dialog.forecast is not None and dialog.forecast.attacker is Side.SECONDUS
    assert len(game.actions) == 0  # looking changed nothing


def test_faces_that_read_the_same_results_are_fought_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """8.3: after the roll a battle follows from its results and winner alone, so the
    calculator fights one face for each distinct reading and copies it to the faces that
    read the same row results. Each outcome must still be what fighting its own face gives."""
    from sv_model.games.semper_victor import forecast as fc_module

    calls: list[int] = []
    fight = fc_module._fight

    def counted(eng: Engine, st: GameState, zone: str, attacker: Side, die: int
                ) -> tuple[FaceOutcome, BattleReport]:
        calls.append(die)
        return fight(eng, st, zone, attacker, die)

    monkeypatch.setattr(fc_module, "_fight", counted)
    compared = 0
    for seed in range(10, 22):
        for game, _index in _battle_positions(seed, 1):
            assert game.decision is not None
            eng, st, attacker = game.engine, game.state, game.decision.player
            for zone in [o.zone for o in game.decision.options if isinstance(o, ChooseZone)]:
                forecast = forecast_battle(eng, st, zone, attacker)
                for outcome in forecast.outcomes:
                    alone, _report = fight(eng, st, zone, attacker, outcome.die)
                    assert outcome == alone, (seed, zone, outcome.die)
                    compared += 1
    assert compared >= 30
    assert len(calls) < compared, (len(calls), compared)  # some faces were copied
