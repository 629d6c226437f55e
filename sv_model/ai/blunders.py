"""The blunders a match counts for each player (``docs/ai.md``).

- an attack at odds worse than 1/1 (8.3) in a zone the attacker's own move entered in
  that M/CS (a battle the rules force on him, in a zone he did not enter, is no choice
  of his: counted apart as ``forced_bad_odds``, not a blunder). One with a VP reason is
  counted apart too, as ``bad_odds_for_vp``: 10.2 pays for the non-Roman units in the
  enemy's dioceses each phase F, so a raid of non-Roman units into the enemy's diocese,
  or an attack on non-Roman units in the attacker's own, is fought for VP;
- an Augustus left without units of his own next to (or among) enemy units when his
  player ends a movement (3.5.2: his death can hand over the title), when that movement
  could have moved him or brought units to him (one who could not, a leader chased
  alone from zone to zone, is counted apart as ``augusti_cornered``);
- a fleet lost at sea in phase F (9.2).

``BlunderWatch`` reads the game's log lines as they come and the position at the end
of each movement, and counts each blunder for the seat that made it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from sv_model.engine.actions import Action, EndMovement, Move
from sv_model.engine.game import Game
from sv_model.engine.messages import MessageId, Ref
from sv_model.engine.state import ON_MAP
from sv_model.games.semper_victor.queries import AUGUSTUS_TITLES, Occupancy
from sv_model.schemas.scenario import Side
from sv_model.tables import COLUMN_VALUES

EVEN_ODDS = Fraction(1)
KINDS = ("bad_odds_attacks", "augusti_left_alone", "fleets_lost_at_sea")
FORCED = "forced_bad_odds"
FOR_VP = "bad_odds_for_vp"
CORNERED = "augusti_cornered"
NOT_CHOSEN = (FORCED, CORNERED)
COUNTED = (*KINDS, FOR_VP, *NOT_CHOSEN)
"""What a match reports for each level: the blunders, the long-odds attacks fought for
10.2's VP, and the same harm not of its choosing (a battle in a zone it did not enter,
an Augustus it could not help)."""


class BlunderWatch:
    """Counts of each blunder by seat, kept up to date after every action."""

    def __init__(self) -> None:
        self.counts: dict[int, Counter[str]] = {1: Counter(), 2: Counter()}
        self._seen = 0
        self._attacker: Side | None = None
        self._zone: str | None = None
        self._entered: dict[Side, dict[str, bool]] = {side: {} for side in Side}
        """Zones each side's moves entered in its current M/CS: whether 10.2's VP ride
        on a battle there."""

    def after(self, game: Game, side: Side, action: Action,
              options: Sequence[Action] = ()) -> None:
        """Call after ``side`` played ``action`` in ``game``; ``options``: the answers
        the rules offered (an end of movement is judged against them)."""
        st = game.state
        if isinstance(action, Move):  # a new M/CS of ``side``: the other's entries are old
            end = action.path[-1]
            self._entered[side][end] = self._entered[side].get(end, False) \
                or fought_for_vp(game, side, end)
            self._entered[side.other].clear()
        for entry in game.log[self._seen:]:
            args = dict(entry.args)
            if entry.message is MessageId.BATTLE:
                self._attacker = args.get("side")  # type: ignore[assignment]
                zone = args.get("zone")
                self._zone = zone.id if isinstance(zone, Ref) else None
            elif entry.message is MessageId.BATTLE_ROLLED and self._attacker is not None:
                column = COLUMN_VALUES.get(str(args.get("column")), EVEN_ODDS)
                if column < EVEN_ODDS:
                    self.counts[st.seats[self._attacker]][self._long_odds_kind()] += 1
            elif entry.message is MessageId.FLEET_LOST:
                fleet = args.get("fleet")
                owner = st.fleets[fleet.id].side if isinstance(fleet, Ref) else None
                if owner is not None:
                    self.counts[st.seats[owner]]["fleets_lost_at_sea"] += 1
        self._seen = len(game.log)
        if isinstance(action, EndMovement):
            for x in lone_augusti(game, side):
                helped = any(isinstance(o, Move) and (o.leader == x or (o.units and
                                                      o.path[-1] == st.leaders[x].zone))
                             for o in options)
                self.counts[st.seats[side]]["augusti_left_alone" if helped else CORNERED] += 1

    def _long_odds_kind(self) -> str:
        assert self._attacker is not None
        entered = self._entered[self._attacker]
        if self._zone not in entered:
            return FORCED
        return FOR_VP if entered[self._zone] else "bad_odds_attacks"


def fought_for_vp(game: Game, side: Side, zone: str) -> bool:
    """10.2's VP ride on a battle ``side`` will fight in ``zone``: non-Roman units of
    his there in a diocese of the enemy, or the enemy's non-Roman units there in one of
    his own."""
    st, board = game.state, game.engine.board
    diocese = board.zone_diocese.get(zone)
    holder = st.diocese_control.get(diocese) if diocese is not None else None
    if holder is None:
        return False
    owner = side if holder is side.other else side.other
    return any(u.id in board.foreign_units and u.side is owner and u.zone == zone
               and u.status == ON_MAP and u.aboard is None for u in st.units.values())


def lone_augusti(game: Game, side: Side) -> list[str]:
    """Augusti of ``side`` with no unit of theirs, enemy units in or next to their zone."""
    st, board = game.state, game.engine.board
    occ = Occupancy(st)
    out: list[str] = []
    for x in st.leaders.values():
        if x.status != ON_MAP or x.side is not side or x.title not in AUGUSTUS_TITLES \
                or x.zone is None or x.aboard is not None or occ.units_of(x.zone, side):
            continue
        if any(occ.has_enemy_units(z, side) for z in (x.zone, *board.neighbours[x.zone])):
            out.append(x.id)
    return out
