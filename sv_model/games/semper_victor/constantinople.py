"""Constantinople (3.1.2): started in phase C, built six turns on unless interrupted."""

from __future__ import annotations

from sv_model.engine.actions import Action, Confirm
from sv_model.engine.core import DecisionHandler, Engine, named_step
from sv_model.engine.decisions import ConstantinopleStart
from sv_model.engine.messages import MessageId, leader_ref, msg
from sv_model.engine.state import ON_MAP, GameState
from sv_model.games.semper_victor.queries import Occupancy, primus_augustus
from sv_model.schemas.scenario import Side, Title

CONSTANTIN = "constantin"
BUILD_DELAY = 6
BUILD_VP = 10


def can_start(eng: Engine, st: GameState) -> bool:
    """PRIMUS holds the site's diocese and Constantin is Primus Augustus."""
    site = eng.board.constantinople_zone
    if site is None or st.constantinopolis_built or st.constantinopolis_due is not None:
        return False
    pa = primus_augustus(st)
    diocese = eng.board.zone_diocese.get(site)
    return (pa is not None and pa.id == CONSTANTIN and diocese is not None
            and st.diocese_control.get(diocese) is Side.PRIMUS)


@named_step("c_constantinople")
def c_constantinople(eng: Engine, st: GameState) -> None:
    if can_start(eng, st):
        eng.ask(st, Side.PRIMUS, "3.1.2", ConstantinopleStart())


def _choose(eng: Engine, st: GameState, side: Side, payload: ConstantinopleStart,
            action: Action) -> None:
    assert isinstance(action, Confirm)
    if action.yes:
        st.constantinopolis_due = st.year + BUILD_DELAY
        eng.log(st, msg(MessageId.CONSTANTINOPLE_BEGUN, year=st.constantinopolis_due), "3.1.2")


CONSTANTINOPLE = DecisionHandler(
    ConstantinopleStart, lambda eng, st, side, payload: [Confirm(True), Confirm(False)],
    lambda eng, st, side, payload: msg(MessageId.ASK_CONSTANTINOPLE),
    _choose)
"""3.1.2: whether PRIMUS begins building Constantinople."""


@named_step("constantinople_watch")
def constantinople_watch(eng: Engine, st: GameState) -> None:
    """3.1.2: the Secundus Augustus or any Usurper with a combat unit in the site
    before the completing phase F interrupts the work."""
    site = eng.board.constantinople_zone
    if site is None or st.constantinopolis_due is None or st.constantinopolis_built:
        return
    occ = Occupancy(st)
    for leader_id in occ.leaders.get(site, ()):
        x = st.leaders[leader_id]
        if x.status != ON_MAP or x.side is None:
            continue
        if x.title in (Title.SECONDUS_AUGUSTUS, Title.USURPER) and occ.units_of(site, x.side):
            st.constantinopolis_due = None
            eng.log(st, msg(MessageId.CONSTANTINOPLE_INTERRUPTED, leader=leader_ref(leader_id)),
                    "3.1.2")
            return


@named_step("f_constantinople")
def f_constantinople(eng: Engine, st: GameState) -> None:
    """Built in the phase F of the year on whose box the marker lies: 10 VP to PRIMUS."""
    if st.constantinopolis_due is None or st.constantinopolis_built:
        return
    if st.year < st.constantinopolis_due:
        return
    st.constantinopolis_built = True
    st.constantinopolis_due = None
    st.add_vp(Side.PRIMUS, BUILD_VP, "Constantinopolis built")
    st.bump("constantinople_built")
    eng.log(st, msg(MessageId.CONSTANTINOPLE_BUILT), "3.1.2")
