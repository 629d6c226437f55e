"""The battle calculator while dragging (issue 15): a force dragged in play mode over a
zone where it would fight shows, beside the cursor, what that battle would be: the odds
column, the shifts, the die modifiers and the chance of winning.

The numbers come from ``sv_model.games.semper_victor.forecast.forecast_move``: the engine makes the
move and fights the battle once per die face on copies of the game, so the preview is
what the battle would do (with the forecast's assumptions: no evasion, no stratagem).
Nothing is moved until the force is dropped; Esc or a drop elsewhere leaves the game
as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

from sv_desktop.board import theme
from sv_desktop.common.i18n import translate
from sv_desktop.dialogs.forecast_dialog import modifier_list, percent
from sv_model.engine.actions import Move
from sv_model.engine.decisions import DecisionKind
from sv_model.games.semper_victor.combat_math import force
from sv_model.games.semper_victor.forecast import BattleForecast, forecast_move

if TYPE_CHECKING:
    from collections.abc import Mapping

    from sv_desktop.board.map_scene import MapScene
    from sv_desktop.board.map_view import MapView
    from sv_desktop.play.controller import GameController
    from sv_model.games.semper_victor.movement_query import ReachInfo

GAP = 8  # pixels between the dragged counter and the preview


def preview_text(f: BattleForecast, name: Callable[[str], str]) -> str:
    """The preview of forecast ``f`` in a few lines of rich text."""
    r, side = f.report, f.attacker
    shifts, mods = modifier_list(r.shifts, "; "), modifier_list(r.modifiers, "; ")
    none = translate("DragForecast", "none")
    return translate(
        "DragForecast", "<b>Battle in {zone}</b> if you move here<br>{attacker} SP against "
        "{defender} SP: column <b>{column}</b> (8.3)<br>Shifts: {shifts}<br>Die modifiers: "
        "{mods}<br>{side} wins <b>{chance}</b>, {other} {other_chance}, nobody {nobody}<br>"
        "<i>No evasion, no stratagem played</i>").format(
            zone=escape(name(f.zone)), attacker=r.attacker_sp, defender=r.defender_sp,
            column=escape(r.column), shifts=shifts or none, mods=mods or none,
            side=escape(theme.SIDE_NAMES[side]), chance=percent(f.win_chance(side)),
            other=escape(theme.SIDE_NAMES[side.other]),
            other_chance=percent(f.win_chance(side.other)), nobody=percent(f.win_chance(None)))


class Selection(Protocol):
    """What the forecast reads of play mode (``movement_input.MovementInput`` satisfies
    it): the game, the map's scene, the force selected to move and where it may go (7.2)."""

    @property
    def c(self) -> GameController: ...
    @property
    def scene(self) -> MapScene | None: ...
    @property
    def selected(self) -> tuple[str | None, tuple[str, ...]] | None: ...  # leader, units
    @property
    def reach(self) -> Mapping[str, ReachInfo]: ...


class DragForecast:
    """Follows the drags on ``view`` for play mode's ``play`` (see the module docstring)."""

    def __init__(self, view: MapView, play: Selection) -> None:
        self.play = play
        self.view = view
        self.label = PreviewLabel(view.viewport())
        self.forecast: BattleForecast | None = None  # the one on show
        self._cache: dict[str, BattleForecast | None] = {}
        self._key: object = None  # what the cached forecasts were made for
        view.drag_hovered.connect(self.hover)

    def hover(self, zone: str, counter: QRect) -> None:
        """The drag is over ``zone`` ("": none, or the drag ended), the dragged counter
        at ``counter`` (viewport pixels)."""
        f = self.forecast_for(zone) if zone else None
        self.forecast = f
        if f is None:
            self.label.hide()
            return
        self.label.setText(preview_text(f, self.play.c.name))
        self.label.place(counter, self._stacks_in(zone))
        self.label.show()
        self.label.raise_()

    def _stacks_in(self, zone: str) -> list[QRect]:
        """Where the stacks of ``zone`` are drawn (viewport pixels): the box keeps off."""
        scene, view = self.play.scene, self.view
        if scene is None:
            return []
        return [view.mapFromScene(stack.sceneBoundingRect()).boundingRect()
                for (where, _group), stack in scene.stacks.items() if where == zone]

    def forecast_for(self, zone: str) -> BattleForecast | None:
        """The battle the selected force would fight in ``zone`` if moved there, or None
        (not a reachable zone, or no enemy combat unit there)."""
        play = self.play
        c = play.c
        d = c.decision if c.active else None
        if d is None or d.kind is not DecisionKind.MOVEMENT or play.selected is None:
            return None
        key = (c.revision, id(c.game), play.selected)
        if key != self._key:
            self._cache, self._key = {}, key
        if zone not in self._cache:
            self._cache[zone] = self._compute(zone)
        return self._cache[zone]

    def _compute(self, zone: str) -> BattleForecast | None:
        play = self.play
        game, d = play.c.live, play.c.decision
        info = play.reach.get(zone)
        if info is None or d is None or play.selected is None \
                or not force(game.view(d.player).public, zone, d.player.other)[0]:
            return None
        leader, units = play.selected
        move = Move(leader=leader, units=tuple(units), path=tuple(info.path))
        return forecast_move(game.engine, game.view(d.player).public, move, d.player)


class PreviewLabel(QLabel):
    """The preview's box: over the map, beside the cursor, never catching the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.area = parent
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QLabel { background: rgba(255, 251, 236, 245); color: #1b160d;"
                           " border: 1px solid #3d3527; border-radius: 5px; padding: 6px; }")
        self.hide()

    def place(self, counter: QRect, avoid: list[QRect]) -> None:
        """Beside the dragged ``counter`` (viewport pixels): right, left, below or above
        it, the first place wholly inside the map that covers neither the counter nor
        the target's stacks (``avoid``); else the one covering least, kept inside."""
        area = self.area.rect()
        self.setWordWrap(True)
        self.setMaximumWidth(max(120, min(MAX_WIDTH, area.width() - 2 * GAP)))
        self.adjustSize()
        size = self.size()
        keep_off = [counter, *avoid]
        spots = [QPoint(counter.right() + GAP, counter.top()),
                 QPoint(counter.left() - GAP - size.width(), counter.top()),
                 QPoint(counter.left(), counter.bottom() + GAP),
                 QPoint(counter.left(), counter.top() - GAP - size.height())]
        for target in avoid:  # then beside the target's stacks
            spots += [QPoint(target.right() + GAP, target.top()),
                      QPoint(target.left() - GAP - size.width(), target.top()),
                      QPoint(target.left(), target.bottom() + GAP),
                      QPoint(target.left(), target.top() - GAP - size.height())]
        boxes = [QRect(_inside(spot, size, area), size) for spot in spots]
        best = min(boxes, key=lambda box: sum(_overlap(box, r) for r in keep_off))
        self.move(best.topLeft())


MAX_WIDTH = 380  # pixels: the box wraps its lines rather than leave the map


def _inside(spot: QPoint, size: QSize, area: QRect) -> QPoint:
    """``spot`` moved so that a box of ``size`` there stays inside ``area``."""
    x = min(max(area.left(), spot.x()), area.right() + 1 - size.width())
    y = min(max(area.top(), spot.y()), area.bottom() + 1 - size.height())
    return QPoint(max(area.left(), x), max(area.top(), y))


def _overlap(a: QRect, b: QRect) -> int:
    both = a.intersected(b)
    return both.width() * both.height() if both.isValid() else 0
