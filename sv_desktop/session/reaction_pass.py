"""Fewer handovers in hotseat, without telling anything about a hand (6).

A game that asks at every window (the private hotseat) asks a player holding any
counter at each of his windows, and from rules version 3 the non-phasing player after
each move of the other: a handover each time. The screen spares most of them in two
ways, neither of which depends on what the player holds:

- **No counter could be played.** A window is answered with a pass, without a
  handover, when no counter the other player cannot place could be played in it now:
  only the counters out of the game, set aside or on the map are left out, so whether
  a handover appears rests on public facts, and neither player learns the other's
  hand from it. A counter the player really holds is always among those considered,
  so he never loses a play.
- **"Pass until…"**. At a window a player may pass for the rest of the M/CS (his
  opponent's, or from rules version 4 his own), or for the rest of phase E: until then the screen answers his E windows with
  a pass, without a handover. He chooses it himself, whatever he holds; battle
  windows are still asked.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum

from sv_model.engine import Game
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind, StratagemWindow, Window
from sv_model.games.semper_victor.stratagems.deck import (
    PERSECUTION,
    PERSECUTION_LAST_YEAR,
    all_counters,
)
from sv_model.games.semper_victor.stratagems.windows import _opens
from sv_model.schemas.roster import PlayerRole
from sv_model.schemas.scenario import Side

PassKey = tuple[int, str, int, int]


class Until(Enum):
    """How long a player passes his E windows."""

    MCS = "the rest of this M/CS"
    PHASE = "the rest of phase E"


def mcs_key(game: Game) -> PassKey | None:
    """Which M/CS is being played (None outside phase E)."""
    st = game.view(None).public
    if st.phase != "E" or st.phasing is None:
        return None
    return (st.year, st.phasing.value, st.mcs_left[Side.PRIMUS], st.mcs_left[Side.SECONDUS])


def phase_key(game: Game) -> PassKey | None:
    """Which phase E is being played (None outside phase E)."""
    st = game.view(None).public
    return (st.year, "E", 0, 0) if st.phase == "E" else None


def _window(decision: Decision) -> Window | None:
    payload = decision.payload
    if decision.kind is DecisionKind.STRATAGEM_WINDOW and isinstance(payload, StratagemWindow):
        return payload.window
    return None


def applies(game: Game, decision: Decision) -> bool:
    """An E window during an M/CS: its player may pass the rest of it, the player who is
    not moving (after each move of the other) and, from rules version 4, the mover too
    (after each of his own moves)."""
    return (_window(decision) is Window.E and game.view(None).public.phasing is not None
            and mcs_key(game) is not None)


def offers(game: Game, decision: Decision) -> list[Until]:
    """The "pass until…" choices a window offers its player."""
    if _window(decision) is not Window.E or phase_key(game) is None:
        return []
    return [Until.MCS, Until.PHASE] if applies(game, decision) else [Until.PHASE]


def might_play(game: Game, decision: Decision) -> bool:
    """Whether a counter whose place is not public could be played in this window now.

    Counts the counters of the game minus those both players can see (out of the game,
    set aside, on the map), each as if the asked player held it. The answer rests on
    public facts only: the other player learns nothing of the asked player's hand from
    a handover, nor the asked player anything of the other's hand from a window that
    passes by itself (6)."""
    window = _window(decision)
    if window is None:
        return True
    eng, st, side = game.engine, game.view(None).public, decision.player
    unknown = Counter(all_counters(eng))
    unknown.subtract([*st.deck.out_of_game, *st.deck.set_aside, *st.markers])
    roles = {s.id: s.player for s in eng.bundle.roster.stratagems}
    for sid, copies in unknown.items():
        rule = eng.stratagems.get(sid)
        if copies <= 0 or rule is None or not _opens(eng, rule.windows, window):
            continue
        if sid == PERSECUTION and st.year > PERSECUTION_LAST_YEAR:
            continue
        role = roles.get(sid, PlayerRole.BOTH)
        # whose role a counter follows after a change of roles is public only under the
        # default option; otherwise any counter counts
        if eng.options.role_bound_stratagems_follow_role and role is not PlayerRole.BOTH \
                and role.value != side.value:
            continue
        if rule.playable(eng, st, side):
            return True
    return False


class ReactionPass:
    """The players who chose to pass their E windows for a while."""

    def __init__(self) -> None:
        self._until: dict[Side, tuple[Until, PassKey]] = {}

    def arm(self, game: Game, side: Side, until: Until = Until.MCS) -> None:
        key = mcs_key(game) if until is Until.MCS else phase_key(game)
        if key is not None:
            self._until[side] = (until, key)

    def passes(self, game: Game, decision: Decision) -> bool:
        """Whether the screen answers ``decision`` with a pass by itself."""
        armed = self._until.get(decision.player)
        if armed is None or _window(decision) is not Window.E:
            return False
        until, key = armed
        if until is Until.MCS:
            return applies(game, decision) and key == mcs_key(game)
        return key == phase_key(game)

    def clear(self) -> None:
        self._until.clear()
