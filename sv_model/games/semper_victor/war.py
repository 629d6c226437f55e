"""Non-Roman peoples: uprisings by stratagem, the Gothi, pacification by stratagem
(4.1, 4.2.2, 6.3, 9.4).

- Uprisings by stratagem (4.2.2): a people at peace whose five-year lock has
  run out goes to war; a Minor people's units are set up in its zone of origin.
- The Gothi (4.1): while both Visigothi and Ostrogothi are at war they are one
  people: Visigoth leaders lead Ostrogoth units, and they are pacified only
  together, as one Major people (2 VP, both locked five years).
- Pacification by stratagem (6.3, 9.4 general remark): no lock, no VP.

Going to war by the phase C draw, pacification by force and the 9.4
adjustments are in ``peoples``; this module builds on them (and the 9.4 adjustment
calls ``before_adjust_peoples`` through the hooks).
"""

from __future__ import annotations

from sv_model.engine.core import Engine
from sv_model.engine.messages import MessageId, msg, people_ref
from sv_model.engine.state import ELIMINATED, ON_MAP, GameState
from sv_model.games.semper_victor.control import refresh_people_control
from sv_model.games.semper_victor.origins import open_origins
from sv_model.games.semper_victor.peoples import LOCK_YEARS, go_to_war, may_go_to_war, pacify
from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Side

VISIGOTHI, OSTROGOTHI = "visigothi", "ostrogothi"
GOTHI = (VISIGOTHI, OSTROGOTHI)


def gothi_merged(st: GameState) -> bool:
    """4.1: Ostrogothi and Visigothi both at war make one people, the Gothi."""
    return all(p in st.peoples and st.peoples[p].at_war for p in GOTHI)


def people_key(st: GameState, people: str | None) -> str | None:
    """The people a piece counts for (``"gothi"`` for both Gothic peoples when merged)."""
    if people in GOTHI and gothi_merged(st):
        return "gothi"
    return people


def same_people(st: GameState, a: str | None, b: str | None) -> bool:
    return a is not None and people_key(st, a) == people_key(st, b)


def members(st: GameState, people: str) -> tuple[str, ...]:
    """The peoples pacified together with ``people`` (both Gothic peoples when merged)."""
    return GOTHI if people in GOTHI and gothi_merged(st) else (people,)


def counts_as_major(eng: Engine, st: GameState, people: str) -> bool:
    return eng.board.peoples[people].major or (people in GOTHI and gothi_merged(st))


# --- uprisings ------------------------------------------------------------------------------


def uprising_candidates(eng: Engine, st: GameState, major: bool) -> list[str]:
    """Peoples at peace, free of the five-year lock, Armenia never (4.2.2, 4.4.2, 9.4)."""
    board = eng.board
    return sorted(p for p, people in board.peoples.items()
                  if people.major == major and not board.is_armenian(p)
                  and p in st.peoples and may_go_to_war(st, p))


def raise_people(eng: Engine, st: GameState, people: str, by: Side) -> None:
    """An uprising stratagem (6.3) takes ``people`` to war."""
    go_to_war(eng, st, people)
    refresh_people_control(eng, st)
    st.bump("uprisings")
    st.bump(f"uprising:{people}")
    controller = st.peoples[people].controller
    eng.log(st, msg(MessageId.RAISED, side=by, people=people_ref(people), controller=controller),
            "4.2.2")
    if people in GOTHI and gothi_merged(st):
        eng.log(st, msg(MessageId.GOTHI_MERGED), "4.1")


# --- pacification by stratagem ------------------------------------------------------------


def pacifiable(eng: Engine, st: GameState, kind: str) -> list[str]:
    """Peoples at war a pacification stratagem may name: ``minor``, ``major`` or ``any``.
    While merged, the Gothi count as one Major people named by the Visigothi."""
    board = eng.board
    out = []
    for p, status in st.peoples.items():
        if not status.at_war or board.is_armenian(p):
            continue
        if p == OSTROGOTHI and gothi_merged(st):
            continue
        major = counts_as_major(eng, st, p)
        if kind == "any" or (kind == "major") == major:
            out.append(p)
    return sorted(out)


def nationalities_at_war(eng: Engine, st: GameState) -> list[str]:
    return sorted({eng.board.peoples[p].nationality.value for p in pacifiable(eng, st, "any")})


def pacify_by_stratagem(eng: Engine, st: GameState, people: str) -> None:
    """6.3: peace by diplomacy, with its Gothic partner if merged; no lock, no VP."""
    for p in members(st, people):
        if st.peoples[p].at_war:
            pacify(eng, st, p, by_force=False)
            st.bump("pacifications_by_stratagem")


def peoples_of_nationality(eng: Engine, st: GameState, nationality: str) -> list[str]:
    wanted = Nationality(nationality)
    return [p for p in pacifiable(eng, st, "any")
            if eng.board.peoples[p].nationality is wanted]


# --- 9.4 with the Gothi ---------------------------------------------------------------------


def _home_zones(eng: Engine, st: GameState, people: str) -> tuple[str, ...]:
    """Where an eliminated Gothic unit comes back: its first zone of origin, or (rules
    version 4) the first where it may stand (4.2.4); none open, it waits a year."""
    if eng.rules_version >= 4:
        return open_origins(eng, st, people)
    return eng.board.people_origins.get(people, ())


def before_adjust_peoples(eng: Engine, st: GameState, skip: set[str]) -> None:
    """Hook of 9.4: merged Gothi are pacified only together, as one Major people."""
    if not gothi_merged(st):
        return
    board = eng.board
    units = [u for u in st.units.values() if board.units[u.id].people in GOTHI]
    skip.update(GOTHI)
    if any(u.status == ON_MAP for u in units):
        for u in units:
            origins = board.people_origins.get(board.units[u.id].people or "", ())
            if u.status == ON_MAP and u.weakened and u.aboard is None and \
                    (u.zone in origins or u.zone in board.city_zones):
                u.weakened = False
            elif u.status == ELIMINATED and origins:
                home = _home_zones(eng, st, board.units[u.id].people or "")
                if home:
                    u.status, u.zone, u.weakened = ON_MAP, home[0], False
                    st.moved(u)
        return
    pacify(eng, st, VISIGOTHI, by_force=True)
    pacify(eng, st, OSTROGOTHI, by_force=False)
    st.peoples[OSTROGOTHI].pacified_until = st.year + LOCK_YEARS
    eng.log(st, msg(MessageId.GOTHI_PACIFIED), "4.1")


