"""What the other side just did, drawn on the map (issue 39): route arrows for his moves
and a marker on each battle, until the player at the screen decides.

``MoveTrail`` follows the game in play mode: at every change it reads the new action,
who answered it (``Game.last_decider``) and where the piece stood before (the zones it
kept from the change before), and a battle when ``last_battle`` becomes a new one that
was fought. ``for_viewer`` gives the traces of the other players since the viewer's own
last decision, so they go away once he answers. The history browser draws the traces
of the decision on show (``traces_at``), so stepping through the history steps through
them. Only public facts are used: moves and battles are seen by both players.
"""

from __future__ import annotations

from dataclasses import dataclass

from sv_model.engine import Game
from sv_model.engine.actions import Action, Move, NavalMove
from sv_model.engine.state import BattleReport, GameState
from sv_model.schemas.scenario import Side


@dataclass(frozen=True)
class Trace:
    """A move (``route``: from where it started, zone by zone) or a battle (``route``:
    its zone alone) made by ``side`` with the ``number``-th action."""

    number: int
    side: Side | None
    route: tuple[str, ...]
    battle: bool = False


def _zones(st: GameState) -> dict[str, str]:
    """Where every leader, unit and fleet stands."""
    where = {lid: x.zone for lid, x in st.leaders.items() if x.zone}
    where.update({uid: u.zone for uid, u in st.units.items() if u.zone})
    where.update({fid: f.at for fid, f in st.fleets.items() if f.at})
    return where


def _battle_key(report: BattleReport | None) -> tuple[object, ...] | None:
    if report is None:
        return None
    return (report.year, report.zone, report.attacker, report.attacker_units,
            report.defender_units)


def _fought(report: BattleReport | None) -> bool:
    return report is not None and (report.die is not None or bool(report.result[0]))


def move_route(action: Action, before: dict[str, str]) -> tuple[str, ...]:
    """The zones a move went through, from where its piece stood ``before``."""
    if isinstance(action, Move) and action.path:
        piece = action.leader or (action.units[0] if action.units else None)
        start = before.get(piece) if piece is not None else None
        return ((start,) if start else ()) + tuple(action.path)
    if isinstance(action, NavalMove):
        start = before.get(action.fleet)
        stops = (action.to,) + ((action.land,) if action.land else ())
        route = ((start,) if start and start != action.to else ()) + stops
        return route if len(route) > 1 else ()
    return ()


def traces_of(number: int, side: Side | None, action: Action, before: dict[str, str],
              battle_before: BattleReport | None, after: GameState) -> list[Trace]:
    """The traces the ``number``-th action left: its move, and a battle it led to."""
    out = []
    route = move_route(action, before)
    if len(route) > 1:
        out.append(Trace(number, side, route))
    last = after.last_battle
    if last is not None and _fought(last) and _battle_key(last) != _battle_key(battle_before):
        out.append(Trace(number, last.attacker, (last.zone,), battle=True))
    return out


class MoveTrail:
    """The traces of a game in play, kept in step with it at every change."""

    def __init__(self) -> None:
        self.traces: list[Trace] = []
        self._deciders: list[tuple[int, Side]] = []  # (action number, who decided it)
        self._count = -1
        self._zones: dict[str, str] = {}
        self._battle: BattleReport | None = None

    def reset(self, game: Game) -> None:
        """A game starts or is loaded: nothing of it is news."""
        self.traces, self._deciders = [], []
        self._remember(game)

    def follow(self, game: Game, *, by_screen: bool = False) -> None:
        """Read the action just taken (or drop what undo took back); ``by_screen``: the
        screen answered it for its player (a pass), who has not looked yet."""
        count = len(game.actions)
        if count == self._count + 1 and self._count >= 0:
            side = game.last_decider
            self.traces += traces_of(count, side, game.actions[-1], self._zones,
                                     self._battle, game.view(None).public)
            if side is not None and not by_screen:
                self._deciders.append((count, side))
        elif count != self._count:  # undone, or several at once: forget what is not there
            self.traces = [t for t in self.traces if t.number <= count]
            self._deciders = [d for d in self._deciders if d[0] <= count]
        self._remember(game)

    def _remember(self, game: Game) -> None:
        self._count = len(game.actions)
        table = game.view(None).public
        self._zones = _zones(table)
        self._battle = table.last_battle

    def for_viewer(self, viewer: Side | None) -> list[Trace]:
        """What the other side did since ``viewer`` last decided: it goes at his next
        decision."""
        if viewer is None:
            return []
        since = max((n for n, side in self._deciders if side is viewer), default=0)
        # a battle he ended himself (his retreat, his losses) stays for one decision more
        return [t for t in self.traces if t.number > since or (t.battle and t.number == since)]


def traces_at(before: GameState, action: Action, number: int, side: Side | None,
              after: GameState) -> list[Trace]:
    """The traces of one decision of the history on show (``before`` and ``after`` it)."""
    return traces_of(number, side, action, _zones(before), before.last_battle, after)
