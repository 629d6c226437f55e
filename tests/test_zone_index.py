"""The position's own index of who stands where (``state.ZoneIndex``, issue 33 item 2,
fourth round) is kept by delta, move by move: after every action of random games it
equals an index read afresh from the pieces, on the game and on clones played apart
from it, and on positions restored by undo, redo, loading a save and the history."""

from __future__ import annotations

import random
from pathlib import Path

from engine_support import real_bundle
from hypothesis import given, settings
from hypothesis import strategies as st

from sv_model.engine import Game
from sv_model.engine.autoplay import choose_action
from sv_model.engine.core import Engine, apply_action, current_decision
from sv_model.engine.state import (
    ON_MAP,
    GameState,
    LeaderState,
    SidePieces,
    UnitState,
    ZoneIndex,
)
from sv_model.games.semper_victor.queries import Occupancy, side_pieces
from sv_model.games.semper_victor.reach import zone_signatures
from sv_model.games.semper_victor.reach_memo import ZoneSignature
from sv_model.history import GameHistory
from sv_model.loader import load_scenario
from sv_model.schemas.roster import StackingFamily
from sv_model.schemas.scenario import Side

ROOT = Path(__file__).resolve().parent.parent

SCENARIOS = ("305_second_tetrarchy", "337_sons_of_constantine", "350_magnentius",
             "360_julian_augustus")


def _read_afresh(state: GameState) -> ZoneIndex:
    return ZoneIndex.of(state.units, state.leaders)


def assert_index_true(state: GameState, eng: Engine) -> None:
    """The kept index (built now if the position has none yet) equals a fresh reading,
    zone by zone and in the state's order of pieces within a zone; its notes (the zone
    signatures of the movement listing) equal signatures worked out from the pieces."""
    kept, fresh = state.zones, _read_afresh(state)
    assert kept.units == fresh.units
    assert kept.leaders == fresh.leaders
    assert kept.unit_at == fresh.unit_at
    assert kept.leader_at == fresh.leader_at
    assert all(ids for ids in (*kept.units.values(), *kept.leaders.values()))
    assert zone_signatures(eng, state) == _signatures_from_pieces(eng, state)
    assert side_pieces(state) == _side_pieces_from_pieces(state)


def _side_pieces_from_pieces(state: GameState) -> dict[str, SidePieces]:
    """Each zone's units and leaders of each side, sorted by id, read from every piece."""
    found: dict[str, tuple[list[str], list[str], list[str], list[str]]] = {}
    pieces: list[UnitState | LeaderState] = [*state.units.values(), *state.leaders.values()]
    for piece in pieces:
        if piece.status == ON_MAP and piece.aboard is None and piece.zone is not None \
                and piece.side is not None:
            lists = found.setdefault(piece.zone, ([], [], [], []))
            slot = (0 if piece.side is Side.PRIMUS else 1) \
                + (2 if isinstance(piece, LeaderState) else 0)
            lists[slot].append(piece.id)
    return {z: (tuple(sorted(a)), tuple(sorted(b)), tuple(sorted(c)), tuple(sorted(d)))
            for z, (a, b, c, d) in found.items()}


def _signatures_from_pieces(eng: Engine, state: GameState) -> dict[str, ZoneSignature]:
    """Each zone's (enemy of PRIMUS: Roman-like?, enemy of SECONDUS, families of PRIMUS,
    of SECONDUS), read from every piece on the map and not aboard."""
    board = eng.board
    enemy: dict[Side, dict[str, bool]] = {Side.PRIMUS: {}, Side.SECONDUS: {}}
    families: dict[Side, dict[str, set[StackingFamily]]] = {Side.PRIMUS: {}, Side.SECONDUS: {}}
    for u in state.units.values():
        if u.status == ON_MAP and u.aboard is None and u.zone is not None \
                and u.side is not None:
            theirs = enemy[u.side.other]
            theirs[u.zone] = theirs.get(u.zone, False) or board.romanlike_unit(u.id)
            families[u.side].setdefault(u.zone, set()).add(board.unit_family[u.id])
    for x in state.leaders.values():
        if x.status == ON_MAP and x.aboard is None and x.zone is not None \
                and x.side is not None:
            families[x.side].setdefault(x.zone, set()).add(board.leader_family[x.id])
    zones = {z for table in enemy.values() for z in table}
    zones |= {z for fams in families.values() for z in fams}
    return {z: (enemy[Side.PRIMUS].get(z), enemy[Side.SECONDUS].get(z),
                families[Side.PRIMUS].get(z), families[Side.SECONDUS].get(z)) for z in zones}


def _pieces_by_zone(state: GameState) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    pieces: list[UnitState | LeaderState] = [*state.units.values(), *state.leaders.values()]
    for piece in pieces:
        if piece.status == ON_MAP and piece.aboard is None and piece.zone is not None:
            out.setdefault(piece.zone, []).append(piece.id)
    return out


def test_a_fresh_index_files_every_piece_on_the_map_and_not_aboard() -> None:
    """The reference itself: ``ZoneIndex.of`` against a plain reading of the pieces."""
    game = Game.new(real_bundle(), 3)
    rng = random.Random(3)
    for _ in range(300):
        game.apply(choose_action(game, rng))
    index = _read_afresh(game.state)
    merged: dict[str, list[str]] = {}
    for table in (index.units, index.leaders):
        for zone, ids in table.items():
            merged.setdefault(zone, []).extend(ids)
    assert merged == _pieces_by_zone(game.state)
    assert len(merged) > 10


def _play(game: Game, rng: random.Random, count: int) -> None:
    for _ in range(count):
        if game.is_over:
            return
        game.apply(choose_action(game, rng))
        assert_index_true(game.state, game.engine)


def test_the_index_stays_true_through_whole_random_games() -> None:
    """Every action of seeded games of four scenarios: moves, battles, retreats, arrivals,
    deaths, wars and peace, winter, fleets."""
    for n, scenario in enumerate(SCENARIOS):
        bundle = load_scenario(ROOT / "scenarios" / f"{scenario}.yaml")
        game = Game.new(bundle, 40 + n, end_year=bundle.scenario.start_year + 4)
        _play(game, random.Random(n), 100_000)
        assert game.is_over


def _play_position(game: Game, position: GameState, rng: random.Random, count: int) -> None:
    for _ in range(count):
        decision = current_decision(game.engine, position)
        if decision is None:
            return
        apply_action(game.engine, position, rng.choice(decision.options))
        assert_index_true(position, game.engine)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 500), data=st.data())
def test_a_clone_and_its_parent_keep_their_own_index(seed: int, count: int,
                                                     data: st.DataObject) -> None:
    """A clone and the game go different ways: each index follows its own position
    only; a clone of a clone too."""
    bundle = real_bundle()
    game = Game.new(bundle, seed, end_year=bundle.scenario.start_year + 3)
    rng = random.Random(seed)
    _play(game, rng, count)
    position = game.state.clone()
    if data.draw(st.booleans(), label="clone built before the index"):
        position.zone_index = None
    deeper = position.clone()
    _play_position(game, position, random.Random(seed + 1), data.draw(st.integers(0, 60)))
    _play(game, random.Random(seed + 2), data.draw(st.integers(0, 60)))
    _play_position(game, deeper, random.Random(seed + 3), data.draw(st.integers(0, 60)))
    for state in (game.state, position, deeper):
        assert_index_true(state, game.engine)


def test_undo_redo_load_and_history_positions_have_a_true_index() -> None:
    bundle = real_bundle()
    game = Game.new(bundle, 12, end_year=bundle.scenario.start_year + 3)
    rng = random.Random(12)
    _play(game, rng, 400)
    for _ in range(25):
        assert game.undo()
        assert_index_true(game.state, game.engine)
    for _ in range(10):
        assert game.redo()
        assert_index_true(game.state, game.engine)
    game.undo_to(rng.randrange(len(game.actions)))
    assert_index_true(game.state, game.engine)
    _play(game, rng, 50)
    loaded = Game.from_save_dict(game.to_save_dict())
    assert_index_true(loaded.state, loaded.engine)
    assert loaded.state.zones.units == game.state.zones.units
    _play(loaded, random.Random(5), 40)
    history = GameHistory(game)
    history.sync(game.actions)
    for n in [*range(0, len(game.actions) + 1, 37), 3, 2, 1]:
        assert_index_true(history.position(n, None).public, game.engine)


def test_a_reading_taken_before_a_move_keeps_what_it_read() -> None:
    """An ``Occupancy`` is a picture of the moment: the index's later moves do not
    reach it (its tables are copies, its entries tuples replaced, never changed)."""
    game = Game.new(real_bundle(), 8)
    rng = random.Random(8)
    for _ in range(200):
        before = Occupancy(game.state)
        pictured = {z: list(ids) for z, ids in before.units.items()}
        game.apply(choose_action(game, rng))
        assert {z: list(ids) for z, ids in before.units.items()} == pictured


def test_the_change_of_roles_works_every_zone_out_again() -> None:
    """5: every side flips; the notes kept for the old sides are not used again."""
    game = Game.new(real_bundle(), 21)
    rng = random.Random(21)
    _play(game, rng, 250)
    position = game.state.clone()
    assert_index_true(position, game.engine)
    before = dict(zone_signatures(game.engine, position))
    position.change_sides()
    assert_index_true(position, game.engine)
    assert zone_signatures(game.engine, position) != before
    assert_index_true(game.state, game.engine)


def test_a_clone_copies_the_index_only_when_one_of_them_moves_a_piece() -> None:
    """Copy on write: the clone holds its parent's index until one of them moves a
    piece; then the mover forks it and the other keeps what it had."""
    game = Game.new(real_bundle(), 30)
    rng = random.Random(30)
    _play(game, rng, 120)
    position = game.state.clone()
    assert position.zone_index is game.state.zone_index is not None
    pictured = dict(position.zones.units), dict(position.zones.leaders)
    while position.zone_index is game.state.zone_index:
        game.apply(choose_action(game, rng))
    assert (dict(position.zones.units), dict(position.zones.leaders)) == pictured
    assert_index_true(position, game.engine)
    assert_index_true(game.state, game.engine)
    assert game.state.zones.units != pictured[0] or game.state.zones.leaders != pictured[1] \
        or game.state.zones.unit_at != position.zones.unit_at
