"""The engine's memory of reachability searches, kept between listings (issue 33).

A search (``reach.ReachContext``) reads, besides static facts and its own key, only
two things about each zone it looks at: whether units of the other side stand there
(and whether any of them is Roman-like, 4.4.1, 7.1), and which stacking families of
its own side stand there (4.2.4). A leader moving alone reads only the second: enemy
units neither halt nor stop him (7.1 halts a force with units), so the comings and
goings of the enemy keep his searches. A search result is kept until one of those two
answers changes *for that search* in a zone it looked at, or until the peoples at
war change (``wars``). Most moves only take a family out of one zone and into
another one of the same family, which changes no answer: the same side's other
searches stay valid, and the next listing reuses them.

Positions are values: the memory holds results, never a state, and a result depends
on nothing but what its key and its zones' answers say, so every position of a game
(the game's, undo's, the AI's trials) may share it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sv_model.engine.actions import Move
from sv_model.games.semper_victor.movement_query import ReachInfo
from sv_model.schemas.roster import StackingFamily
from sv_model.schemas.scenario import Side

ZoneSignature = tuple[bool | None, bool | None, set[StackingFamily] | None,
                      set[StackingFamily] | None]
"""Per occupied zone: enemy of PRIMUS there (None: none; else whether one is Roman-like),
the same for SECONDUS, the families of PRIMUS and of SECONDUS (None: none)."""

EMPTY: ZoneSignature = (None, None, None, None)

Changes = tuple[list[str], int]
"""A position's list of zones whose signature was worked out again (``state.ZoneNotes``'
``changes``) and its length when the position was read."""


class Entry:
    """One search's result, the zones it looked at, and for whom it was made."""

    __slots__ = ("dropped", "enemy", "family", "moves", "result", "side", "touched")

    def __init__(self, result: dict[str, ReachInfo], touched: frozenset[str], side: Side,
                 family: frozenset[StackingFamily], enemy: bool = True) -> None:
        self.result = result
        self.touched = touched
        self.side = side
        self.family = family
        self.enemy = enemy  # whether the search read the enemy (not for a lone leader)
        self.dropped = False  # set once the memory forgets it (a kept record then misses)
        # the ``Move`` lists made from this result, by (leader, units) of the group
        self.moves: dict[tuple[str | None, tuple[str, ...]], list[Move]] = {}

    def moves_of(self, leader: str | None, units: tuple[str, ...],
                 known: dict[tuple[str, ...], Move] | None = None) -> list[Move]:
        """``Move`` actions of the group to every zone of the result, made once;
        ``known``: the group's moves made before, by path (a move is a value: the same
        group along the same path is the same move, whichever search found it)."""
        made = self.moves.get((leader, units))
        if made is None:
            if known is None:
                made = [Move(leader, units, info.path) for info in self.result.values()]
            else:
                made = []
                for info in self.result.values():
                    move = known.get(info.path)
                    if move is None:
                        move = known[info.path] = Move(leader, units, info.path)
                    made.append(move)
            self.moves[(leader, units)] = made
        return made

    def answer(self, sig: ZoneSignature) -> tuple[bool | None, bool]:
        """What this search reads of a zone: its enemies (None for a leader alone, who
        never reads them), and whether its families forbid ending there (4.2.4, one
        family per side and zone)."""
        if self.side is Side.PRIMUS:
            enemy, present = sig[0], sig[2]
        else:
            enemy, present = sig[1], sig[3]
        return enemy if self.enemy else None, \
            present is not None and len(present | self.family) > 1


class ReachMemo:
    """Search results and ``Move`` lists, by key (see the module docstring)."""

    LIMIT = 4000

    def __init__(self, wars: dict[str, bool]) -> None:
        self.wars = wars
        self.signature: dict[str, ZoneSignature] = {}
        # the changes list of the position ``signature`` was read from, and where it stood
        self.seen: Changes | None = None
        self.entries: dict[tuple[object, ...], Entry] = {}
        self.by_zone: dict[str, set[tuple[object, ...]]] = {}
        # a group's moves, with the search key and entry they were made from
        self.moves: dict[tuple[object, ...], tuple[tuple[object, ...], Entry, list[Move]]] = {}
        self.profiles: dict[str, tuple[object, ...]] | None = None
        # every ``Move`` made, by group (leader, units) and path, for ``Entry.moves_of``
        self.made: dict[tuple[str | None, tuple[str, ...]], dict[tuple[str, ...], Move]] = {}
        # what ``ReachContext`` works out from the peoples' wars alone (the zones each
        # kind of group may enter, the wars a search key holds), valid while ``wars`` is
        self.zone_sets: dict[tuple[object, ...], frozenset[str]] = {}
        self.wars_of: dict[frozenset[object], tuple[object, ...]] = {}

    def full(self) -> bool:
        return len(self.entries) > self.LIMIT or len(self.moves) > 4 * self.LIMIT \
            or len(self.made) > self.LIMIT

    def made_moves(self, leader: str | None, units: tuple[str, ...]
                   ) -> dict[tuple[str, ...], Move]:
        """The moves made so far for the group, by path (see ``Entry.moves_of``)."""
        group = (leader, units)
        known = self.made.get(group)
        if known is None:
            known = self.made[group] = {}
        return known

    def add(self, key: tuple[object, ...], entry: Entry, start: str) -> None:
        """Keep ``entry``, indexed by the zones it looked at and the one it starts from."""
        self.entries[key] = entry
        by_zone = self.by_zone
        for zone in (*entry.touched, start):
            keys = by_zone.get(zone)
            if keys is None:
                by_zone[zone] = {key}
            else:
                keys.add(key)

    def known_moves(self, key: tuple[object, ...]) -> list[Move] | None:
        """The moves kept for a group, if the search they came from still holds."""
        known = self.moves.get(key)
        if known is None or known[1].dropped:
            return None
        return known[2]

    def forget_near(self, zones: set[str], neighbours: Mapping[str, tuple[str, ...]]) -> None:
        """Drop every result that may have looked at one of ``zones``: a search looks
        only at its start, the zones it entered and their neighbours (peoples at war
        changed: their zones of origin opened or closed, 3.4.1, 4.3, 4.4.2)."""
        near = set(zones)
        for zone in zones:
            near.update(neighbours.get(zone, ()))
        entries, by_zone = self.entries, self.by_zone
        for zone in near:
            for key in by_zone.pop(zone, ()):
                dropped = entries.pop(key, None)
                if dropped is not None:
                    dropped.dropped = True

    def update(self, signature: dict[str, ZoneSignature], changes: Changes | None = None
               ) -> None:
        """Adopt the zones of a new position: drop each result one of whose zones now
        answers differently for it. ``changes``: the position's list of zones worked out
        again and its length; if it is the list the last position was read from, only
        the zones added to it since may answer otherwise (the others are compared)."""
        old, seen = self.signature, self.seen
        self.signature, self.seen = signature, changes
        zones: Iterable[str]
        if seen is not None and changes is not None and seen[0] is changes[0] \
                and seen[1] <= changes[1]:
            zones = set(changes[0][seen[1]:changes[1]])
        elif signature == old:
            return
        else:
            zones = signature.keys() | old.keys()
        entries, by_zone = self.entries, self.by_zone
        for zone in zones:
            before, after = old.get(zone, EMPTY), signature.get(zone, EMPTY)
            if before == after:
                continue
            keys = by_zone.get(zone)
            if not keys:
                continue
            kept = set()
            for key in keys:
                entry = entries.get(key)
                if entry is None:
                    continue
                if zone not in entry.touched:  # its start: still indexed for forget_near
                    kept.add(key)
                    continue
                if entry.answer(before) != entry.answer(after):
                    del entries[key]
                    entry.dropped = True
                else:
                    kept.add(key)
            by_zone[zone] = kept
