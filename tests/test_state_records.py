"""The state by domain: records named for what they hold, copied and flipped by their
fields' types and metadata, read back in the layout of save format 1; and the one
function that weakens or eliminates a unit."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, get_type_hints

import pytest
from engine_support import frozen_dataclass, movement_game, real_bundle

from sv_model.engine.decisions import UsurperChoice
from sv_model.engine.legacy import legacy_v1_plain, payload_args
from sv_model.engine.records import ROLE, clone
from sv_model.engine.save import read_save
from sv_model.engine.state import (
    ELIMINATED,
    ON_MAP,
    BattleStratagems,
    Continuation,
    GameState,
    UnitState,
)
from sv_model.games.semper_victor.adjustments import _send_home
from sv_model.games.semper_victor.pieces import HitCause, hit_unit
from sv_model.games.semper_victor.queries import Occupancy
from sv_model.loader import load_scenario
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent
LEGACY = sorted((ROOT / "tests" / "data" / "legacy_v1").glob("*.svsave"))
P, S = Side.PRIMUS, Side.SECONDUS


def _mid_game(name: str) -> GameState:
    path = next(p for p in LEGACY if p.name.startswith(name))
    return read_save(path, lambda ref: load_scenario(ROOT / ref)).state


def _fate(unit: UnitState) -> tuple[str, str | None, str | None, bool]:
    """Status, zone, fleet and face of ``unit``, read after the engine changed them."""
    return unit.status, unit.zone, unit.aboard, unit.weakened


def _mutables(value: Any, path: str, out: list[tuple[str, Any]]) -> None:
    """Every mutable object reachable from ``value``, with where it was found."""
    if isinstance(value, list | set | dict) or (dataclasses.is_dataclass(value) and not
                                                 frozen_dataclass(type(value))):
        out.append((path, value))
    if isinstance(value, dict):
        for k, v in value.items():
            _mutables(v, f"{path}[{k!r}]", out)
    elif isinstance(value, list | tuple | set):
        for i, v in enumerate(value):
            _mutables(v, f"{path}[{i}]", out)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _mutables(getattr(value, f.name), f"{path}.{f.name}", out)


@pytest.mark.parametrize("name", ["337_sons_of_constantine-seed5-at162",
                                  "312_milvian_bridge-seed8-at20",
                                  "305_second_tetrarchy-seed3-every"])
def test_a_clone_shares_no_mutable_object_with_its_original(name: str) -> None:
    st = _mid_game(name)
    copy = st.clone()
    original: list[tuple[str, Any]] = []
    copied: list[tuple[str, Any]] = []
    _mutables(st, "state", original)
    _mutables(copy, "state", copied)
    # but the index of who stands where, copied on write (``state.ZoneIndex``), which
    # tests/test_zone_index.py checks: the clone and the original hold it until one moves
    original = [(p, v) for p, v in original if not p.startswith("state.zone_index")]
    copied = [(p, v) for p, v in copied if not p.startswith("state.zone_index")]
    assert [p for p, _v in original] == [p for p, _v in copied]
    assert len(original) > 200
    ids = {id(v) for _p, v in original}
    assert [p for p, v in copied if id(v) in ids] == []
    assert copy.to_plain() == st.to_plain() and copy.digest() == st.digest()


def test_every_field_of_every_record_is_copied() -> None:
    """A field added to a record needs no copying code: the copier reads the types."""

    @dataclasses.dataclass(slots=True)
    class Inner:
        marks: list[str] = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(slots=True)
    class Outer:
        inner: Inner = dataclasses.field(default_factory=Inner)
        by_zone: dict[str, set[str]] = dataclasses.field(default_factory=dict)
        frozen: Continuation | None = None
        count: int = 0

    globals()["Inner"] = Inner  # the hints are resolved in this module
    try:
        outer = Outer(Inner(["a"]), {"z": {"x"}}, Continuation("l", "z", (), (), 0, True), 3)
        twin = clone(outer)
        twin.inner.marks.append("b")
        twin.by_zone["z"].add("y")
        assert outer.inner.marks == ["a"] and outer.by_zone == {"z": {"x"}}
        assert twin.frozen is outer.frozen and twin.count == 3
    finally:
        del globals()["Inner"]


def _side_fields(cls: type) -> list[tuple[str, Any]]:
    hints = get_type_hints(cls)
    return [(f.name, f.metadata.get(ROLE)) for f in dataclasses.fields(cls)
            if "Side" in str(hints[f.name])]


def test_every_side_in_the_state_is_declared_flipped_or_kept() -> None:
    """A new field holding a side must say what the change of roles does with it."""
    from sv_model.engine import state as module

    kept = {  # fields the change of roles leaves alone, and why
        ("GameState", "phasing"),  # None in phase F, when roles change
        ("GameState", "pending"), ("Pending", "player"),  # None in phase F
        ("GameState", "result"),   # None until the game is over
        ("GameState", "battle"), ("GameState", "last_battle"),  # the report as fought
        ("BattleReport", "attacker"), ("BattleReport", "defender"), ("BattleReport", "winner"),
        ("BattleState", "attacker"), ("BattleState", "defender"), ("BattleState", "loser"),
        ("GameResult", "vp"), ("GameResult", "winner"), ("GameResult", "seats"),
        ("DeckRecord", "drawn_role"),  # the role held when the counter was drawn (6)
        ("BattleStratagems", "plays"),  # cleared before every battle
    }
    undeclared = []
    for cls in vars(module).values():
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and \
                cls.__module__ == module.__name__:
            for name, role in _side_fields(cls):
                if role is None and (cls.__name__, name) not in kept:
                    undeclared.append(f"{cls.__name__}.{name}")
    assert undeclared == []


def test_the_change_of_roles_flips_every_declared_side_in_one_pass() -> None:
    st = _mid_game("337_sons_of_constantine-seed5-at162")
    before = st.clone()
    st.civil_war.origin_side["somebody"] = P
    st.deck.drawn_role["initiative"] = P
    st.change_sides()
    for name in ("vp", "vp_sources", "seats", "hands", "mcs_left"):
        old, new = getattr(before, name), getattr(st, name)
        assert new == {P: old[S], S: old[P]} and list(new) == [P, S], name
    assert st.initiative is before.initiative.other
    assert all(st.diocese_control[d] is s.other for d, s in before.diocese_control.items())
    for table in ("leaders", "units", "fleets"):
        for key, piece in getattr(before, table).items():
            flipped = getattr(st, table)[key].side
            assert flipped is (None if piece.side is None else piece.side.other)
    assert all(st.peoples[k].controller is (None if p.controller is None else
                                            p.controller.other)
               for k, p in before.peoples.items())
    assert st.civil_war.origin_side["somebody"] is S
    assert st.deck.drawn_role["initiative"] is P  # the role at the draw stays
    assert st.battle == before.battle and st.last_battle == before.last_battle


def test_format_1_layout_is_rebuilt_from_the_records() -> None:
    game = movement_game(real_bundle(), P)
    st = game.state
    st.pax_broken = True
    st.mcs.extra = False
    st.battle_stratagems = BattleStratagems([("roma_victor", S)], False, 4, None)
    plain = legacy_v1_plain(st)
    assert plain["flags"] == {"pax_broken": True, "deaths_tested": True, "extra_mcs": False,
                              "stratagems_ready": True, "battle_die": 4}
    assert plain["ii"]["battle_plays"] == ["roma_victor:SECONDUS"]
    assert "continuation" not in plain["ii"] and "moved" in plain and "mcs" not in plain
    assert plain["pending"] == {"kind": "movement", "player": "PRIMUS", "rule": "E.1",
                                "args": []}
    assert payload_args(UsurperChoice(("constance_ii", "magnence"))) == ("constance_ii,magnence",)
    st.mcs.extra = None
    assert "extra_mcs" not in legacy_v1_plain(st)["flags"]


# --- one function weakens or eliminates a unit ----------------------------------------------


@pytest.mark.parametrize("cause", list(HitCause))
def test_an_elimination_is_the_same_whatever_its_cause(cause: HitCause) -> None:
    game = movement_game(real_bundle(), P)
    st, eng = game.state, game.engine
    unit = next(u for u in st.units.values() if u.status == ON_MAP and u.aboard is None)
    unit.weakened = True
    unit.aboard = "occidentalis"  # wherever it was, it leaves its fleet too
    before = st.stats.get("units_eliminated", 0)
    n_log = st.n_log
    assert hit_unit(eng, st, unit.id, cause=cause)
    assert _fate(unit) == (ELIMINATED, None, None, False)
    counted = cause not in (HitCause.LOST_AT_SEA, HitCause.DISBANDED)
    assert st.stats.get("units_eliminated", 0) == before + counted
    assert st.n_log == n_log + (cause is HitCause.PARTHIAN_SHOT)


def test_a_hit_weakens_first_and_may_spare_a_weakened_unit() -> None:
    game = movement_game(real_bundle(), P)
    st, eng = game.state, game.engine
    unit = next(u for u in st.units.values() if u.status == ON_MAP and not u.weakened)
    assert not hit_unit(eng, st, unit.id, cause=HitCause.EVENT)
    assert unit.weakened and unit.status == ON_MAP
    assert not hit_unit(eng, st, unit.id, cause=HitCause.EVENT, spare_weakened=True)
    assert unit.weakened and unit.status == ON_MAP
    assert hit_unit(eng, st, unit.id, cause=HitCause.EVENT)
    assert unit.status == ELIMINATED


def test_a_comitatensis_with_no_way_home_is_eliminated_on_its_full_face() -> None:
    """9.3.2: it comes back later on its full face; format 1 left it marked weakened."""
    game = movement_game(real_bundle(), P)
    st, eng = game.state, game.engine
    unit = st.units["cornuti"]
    unit.zone, unit.weakened = "picts_1", True  # outside the Empire
    home = eng.board.capital_zone("Treveri", False)
    st.units["franci_salii"].status, st.units["franci_salii"].zone = ON_MAP, home
    _send_home(eng, st, Occupancy(st), "cornuti", None)
    assert _fate(unit) == (ELIMINATED, None, None, False)
