"""What sets the AI levels apart, issue 33 item 3: ``hard``'s budget counted in work
(playouts, not seconds), ties broken by a reasoned key, a move into a battle already
pending credited with what it changes, and leaders in danger charged for it."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from engine_support import real_bundle

import sv_model.ai.search as search_module
from sv_model.ai import AiContext, AiPlayer, Level
from sv_model.ai.players import Choice, Scored
from sv_model.ai.search import PLAYOUTS_PER_ANSWER
from sv_model.engine import Game
from sv_model.engine.actions import Action, EndMovement, Move
from sv_model.engine.autoplay import choose_action

SEARCHED_ANSWERS = 8
"""The answers ``hard`` searches in ``_searched_position``: ``normal``'s best eight are within
3 VP of its best (five within 1 VP until the fourth session of 2026-11-27)."""


def _searched_position() -> Game:
    """A movement of the 305 campaign (seed 1, 47 random answers in) where ``hard``'s
    best answers are close calls and its search spends its whole budget of playouts."""
    game = Game.new(real_bundle(), 1)
    rng = random.Random(1)
    for _ in range(47):
        game.apply(choose_action(game, rng))
    return game


def _hard_choice(game: Game, ceiling: float = search_module.CEILING_SECONDS) -> Choice:
    decision = game.decision
    assert decision is not None
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    return AiPlayer(Level.HARD, ctx, 1, ceiling=ceiling).choose(game.view(decision.player))


def _machine(monkeypatch: pytest.MonkeyPatch, seconds_per_round: float) -> None:
    """The search's clock moves ``seconds_per_round`` each time it is read (once a
    round): a machine as fast or as slow (or as loaded) as that, whatever the real one."""
    now = iter(seconds_per_round * i for i in range(1 << 20))
    monkeypatch.setattr(search_module, "time", SimpleNamespace(perf_counter=lambda: next(now)))


def test_hard_gives_the_same_answer_on_a_slower_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 1: the search runs a fixed number of playouts (``PLAYOUTS_PER_ANSWER`` for
    each answer searched), so a machine 500 times slower, on which a search bounded by
    seconds would have run a few rounds, gives the same answer with the same reason."""
    game = _searched_position()
    _machine(monkeypatch, 0.0001)
    fast = _hard_choice(game)
    assert f"played on in {SEARCHED_ANSWERS * PLAYOUTS_PER_ANSWER} trial games" in fast.reason
    assert not fast.ceiling_hit
    _machine(monkeypatch, 0.05)  # 40 rounds: 2 s, within the ceiling
    slow = _hard_choice(game)
    assert (slow.action, slow.reason, slow.alternatives) == \
        (fast.action, fast.reason, fast.alternatives)
    assert not slow.ceiling_hit


def test_the_ceiling_still_stops_a_search_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 1: the wall-clock ceiling stays as a safety net. On a machine where a round
    takes 0.4 s it stops the search after three rounds, before its playouts are spent,
    and the answer says so."""
    game = _searched_position()
    _machine(monkeypatch, 0.4)
    choice = _hard_choice(game, ceiling=1.0)
    assert choice.ceiling_hit
    assert f"the time ceiling stopped the search after {3 * SEARCHED_ANSWERS} of" in choice.reason
    assert f"of {SEARCHED_ANSWERS * PLAYOUTS_PER_ANSWER} trial games" in choice.reason
    decision = game.decision
    assert decision is not None and choice.action in decision.options


def _scored(action: Action, value: float, long_shot: bool = False,
            sp_kept: float = 0.0) -> Scored:
    return Scored(action, value, f"answer {value}", long_shot, sp_kept)


def test_a_tie_goes_to_the_lower_risk_then_the_sp_kept_then_the_ais_own_draw() -> None:
    """Item 2: answers within ``TIE_EPSILON`` VP of each other are a tie, broken by the
    lower risk (no attack at worse than 1/1, 8.3), then the more SP kept on the map,
    then a draw from the AI's own generator, whatever order they were listed in."""
    from sv_model.ai.ties import TIE_EPSILON, ranked

    moves = [Move(leader=f"x{i}", units=(), path=("a", f"z{i}")) for i in range(5)]
    gamble = _scored(moves[0], 1.0, long_shot=True, sp_kept=20)
    safe = _scored(moves[1], 1.0 + TIE_EPSILON / 2, sp_kept=5)
    safe_strong = _scored(moves[2], 1.0, sp_kept=8)
    worse = _scored(moves[3], 1.0 - 10 * TIE_EPSILON, sp_kept=30)
    listed = [gamble, safe, worse, safe_strong]
    assert ranked(listed, random.Random(1)) == [safe_strong, safe, gamble, worse]
    twins = [_scored(moves[3], 2.0), _scored(moves[4], 2.0)]
    for seed in range(8):
        first = ranked(twins, random.Random(seed))[0]
        assert ranked(twins[::-1], random.Random(seed))[0] is first  # not the list order
    firsts = {ranked(twins, random.Random(seed))[0].action for seed in range(16)}
    assert firsts == {moves[3], moves[4]}  # the AI's draw, not always the same one


def test_normal_breaks_a_tie_by_its_key_not_by_the_engines_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 2 in play: two answers ``normal`` values alike; the one that keeps more SP
    on the map is chosen, in whichever order the engine lists them."""
    game = _searched_position()
    decision = game.decision
    assert decision is not None
    a, b = [o for o in decision.options if isinstance(o, Move)][:2]
    for listed in ([a, b], [b, a]):
        scored = [_scored(listed[0], 0.5, sp_kept=10.0 if listed[0] == b else 7.0),
                  _scored(listed[1], 0.5, sp_kept=10.0 if listed[1] == b else 7.0)]
        monkeypatch.setattr(AiPlayer, "_score_all", lambda *args, s=scored, **kw: list(s))
        ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
        choice = AiPlayer(Level.NORMAL, ctx, 1).choose(game.view(decision.player))
        assert choice.action == b


ARMY = ("ioviani", "hercules", "pannoniciani", "moesiaci", "divitenses", "tungrecani")
"""Six units of 8 SP: with Constance's two (12 SP) the issue's 43 SP or more."""


def _battle_already_set_up(defenders: tuple[str, ...], army: tuple[str, ...] = ARMY) -> Game:
    """SECONDUS moving (E.1): ``army`` (SECONDUS, already moved) stands in Belgica
    Secunda (galliae_1) with ``defenders`` of PRIMUS, so a battle is set up for E.2 (7.1,
    8.1). Next door: Constance Chlore, SECONDUS Augustus, in his capital Treveri
    (galliae_2, 10.2) with the Celtae and Petulantes, and the Dux of Treveri alone in
    galliae_3."""
    from engine_support import custom_bundle, movement_game

    from sv_model.engine.state import ON_MAP
    from sv_model.schemas.scenario import Side, Title

    bundle = custom_bundle(
        leaders=[{"leader": "constance_chlore", "zone": "galliae_2", "side": "SECONDUS"},
                 {"leader": "dux_treveri", "zone": "galliae_3", "side": "SECONDUS"},
                 {"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
                  "title": "primus_augustus"}],
        units=[{"unit": u, "zone": "galliae_1"} for u in (*army, *defenders)]
        + [{"unit": u, "zone": "galliae_2"} for u in ("celtae", "petulantes")],
        control={"galliae": "SECONDUS"}, start_year=305)
    game = movement_game(bundle, Side.SECONDUS)
    st = game.state
    for u in (*army, "celtae", "petulantes"):
        st.units[u].side = Side.SECONDUS
    for u in defenders:
        st.units[u].side = Side.PRIMUS
    st.mcs.moved.update(army)
    augustus = st.leaders["constance_chlore"]  # custom scenarios start after his death
    augustus.status, augustus.zone, augustus.died_year = ON_MAP, "galliae_2", None
    augustus.title = Title.SECONDUS_AUGUSTUS
    game.invalidate()
    return game


def _scores(game: Game, level: Level) -> dict[Action, Scored]:
    from sv_model.schemas.scenario import Side

    decision = game.decision
    assert decision is not None
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    player = AiPlayer(level, ctx, 1)
    return {s.action: s for s in player._score_all(game.view(Side.SECONDUS),
                                                   list(decision.options), random.Random(1))}


def _join(game: Game, leader: str) -> Move:
    decision = game.decision
    assert decision is not None
    return next(o for o in decision.options if isinstance(o, Move) and o.leader == leader
                and o.path == ("galliae_1",) and not o.drop)


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL, Level.HARD])
def test_no_one_piles_onto_a_battle_already_won(level: Level) -> None:
    """Item 3 (seen in 305, seed 2000): a move into a zone where a battle is already set
    up (7.1, 8.1) is credited only with the change it makes to that battle. At 48 SP
    against 4 the Augustus gains nothing by joining and loses his capital's VP (10.2),
    and a lone Dux adds nothing (he is as safe with the army as out of the enemy's reach,
    item 4, and a tie goes to the answer without a battle): neither joins, nor anyone
    else. Before, every move into the zone was credited the whole battle (+1.2 VP) and
    the Dux joined."""
    from sv_model.schemas.scenario import Side

    game = _battle_already_set_up(("scutarii_1",))
    scores = _scores(game, level)
    end = scores[EndMovement()].value
    augustus, dux = scores[_join(game, "constance_chlore")], scores[_join(game, "dux_treveri")]
    reach = {"galliae_1", *game.engine.board.neighbours["galliae_1"]}
    away = max(s.value for a, s in scores.items() if isinstance(a, Move)
               and a.leader == "dux_treveri" and a.path[-1] not in reach)
    if level.exact:
        assert augustus.value < end - 0.5  # his capital (10.2), for nothing
        assert dux.value == pytest.approx(away)  # as safe there as away (item 4), no more
        assert "joining a battle already set up there (VP +0.0 from this move)" in dux.reason
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    choice = AiPlayer(level, ctx, 1).choose(game.view(Side.SECONDUS))
    assert not (isinstance(choice.action, Move) and choice.action.path[-1] == "galliae_1"), \
        choice.reason


def test_joining_a_battle_that_needs_it_is_credited_what_it_changes() -> None:
    """Item 3, the other way: one unit of 8 SP facing 16 SP is a battle at 1/2 (8.3);
    the Augustus with 12 SP more turns it to better odds, and the change is his move's
    credit, enough to leave the capital for (10.2)."""
    game = _battle_already_set_up(("scutarii_1", "scutarii_2", "scutarii_3", "scutarii_4"),
                                  army=("ioviani",))
    scores = _scores(game, Level.NORMAL)
    augustus = scores[_join(game, "constance_chlore")]
    assert augustus.value > scores[EndMovement()].value
    change = float(augustus.reason.split("(VP ")[1].split(" from this move")[0])
    assert change > 0.6  # more than the capital's value it gives up


HORDE = ("ioviani", "hercules", "pannoniciani", "moesiaci", "tungrecani", "scutarii_3")
"""PRIMUS's 44 SP in Belgica Secunda (galliae_1)."""
DUCES = ("dux_treveri", "dux_mediolanum", "dux_sirmium")


def _leaders_next_to_a_horde(zone: str = "galliae_3") -> Game:
    """SECONDUS moving (E.1) in the second of his M/CS, both players with one more:
    three Duces with the Lanciarii (7 SP, already moved) in ``zone``, next to (or, in
    another zone, away from) PRIMUS's 44 SP in galliae_1, as in the issue's 305 game
    (three leaders with about 8 SP next to 43 SP; the reply came at 4/1)."""
    from engine_support import custom_bundle, movement_game

    from sv_model.schemas.scenario import Side

    bundle = custom_bundle(
        leaders=[{"leader": x, "zone": zone, "side": "SECONDUS"} for x in DUCES]
        + [{"leader": "galere", "zone": "pontica_1", "side": "PRIMUS",
            "title": "primus_augustus"}],
        units=[{"unit": u, "zone": "galliae_1"} for u in HORDE]
        + [{"unit": "lanciarii", "zone": zone}],
        control={"galliae": "SECONDUS"}, start_year=305)
    game = movement_game(bundle, Side.SECONDUS)
    st = game.state
    for u in HORDE:
        st.units[u].side = Side.PRIMUS
    st.units["lanciarii"].side = Side.SECONDUS
    st.mcs.moved.add("lanciarii")
    st.mcs_left[Side.PRIMUS] = st.mcs_left[Side.SECONDUS] = 2
    game.invalidate()
    return game


def test_every_leader_next_to_a_far_stronger_enemy_is_in_danger() -> None:
    """Item 4: the danger term counts every leader, not only the Augusti (3.5.2), by what
    his death costs (10.1): three Duces with 7 SP next to 44 SP stand to lose three
    leaders' worth. It counts only while the enemy may still attack this phase E."""
    from sv_model.ai.evaluate import WEIGHTS, evaluate
    from sv_model.schemas.scenario import Side

    near, far = _leaders_next_to_a_horde(), _leaders_next_to_a_horde("viennensis_3")
    assert "galliae_1" in near.engine.board.neighbours["galliae_3"]
    assert not {"galliae_1", *near.engine.board.neighbours["galliae_1"]} & \
        {"viennensis_3", *near.engine.board.neighbours["viennensis_3"]}
    each = WEIGHTS.danger * WEIGHTS.leader / WEIGHTS.supreme

    def value(game: Game) -> float:
        return evaluate(game.engine, game.state, Side.SECONDUS)

    assert value(far) - value(near) == pytest.approx(3 * each)
    for game in (near, far):
        game.state.mcs_left[Side.PRIMUS] = 0  # PRIMUS's movements of the year are over
    assert value(far) == pytest.approx(value(near))


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_leaders_in_danger_get_out_of_reach(level: Level) -> None:
    """Item 4 in play: the Lanciarii have moved, the Duces may still go. One of them is
    led out of the horde's reach (before, nothing counted a Dux's danger: every answer
    was worth the same and the Duces stayed where the horde could fall on them)."""
    from sv_model.schemas.scenario import Side

    game = _leaders_next_to_a_horde()
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    choice = AiPlayer(level, ctx, 1).choose(game.view(Side.SECONDUS))
    move = choice.action
    assert isinstance(move, Move) and move.leader in DUCES, choice.reason
    reach = {"galliae_1", *game.engine.board.neighbours["galliae_1"]}
    assert move.path[-1] not in reach, choice.reason


def test_the_match_report_counts_the_searches_the_ceiling_stopped(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Item 1: a search the wall-clock ceiling stopped may answer otherwise on another
    machine, so ``match`` counts them by level (``--json``: ``ceiling_hits``) and says so."""
    from sv_desktop.cli.match import _print
    from sv_model.ai.match import MatchGame, MatchReport
    from sv_model.engine.state import VictoryLevel

    times = {"hard": [0.1], "normal": [0.1]}
    games = [MatchGame(1, 1, "win", VictoryLevel.VICTORY, 3, times, 0,
                       ceiling_hits={"hard": 2, "normal": 0}),
             MatchGame(1, 2, "loss", VictoryLevel.VICTORY, -3, times, 0,
                       ceiling_hits={"hard": 1})]
    plain = MatchReport("305", "hard", "normal", 5, games).to_plain()
    assert plain["ceiling_hits"] == {"hard": 3, "normal": 0}
    assert [r["ceiling_hits"] for r in plain["records"]] == [2, 1]  # which games
    _print(plain)
    out = capsys.readouterr().out
    assert "hard: searches stopped by the time ceiling before their playouts were spent: 3" \
        in out
    assert "normal: searches stopped" not in out


def _playout_pick(game: Game, seed: int = 1) -> Action:
    from sv_model.ai.search import _sensible_move

    decision = game.decision
    assert decision is not None
    moves = [o for o in decision.options if isinstance(o, Move)]
    return _sensible_move(game.engine, game.state, moves, random.Random(seed))


def test_the_playouts_do_not_pile_onto_a_battle_already_won() -> None:
    """``hard``'s playout policy (``search._sensible_move``) credits a move with what it
    changes, as ``normal`` does (item 3): at 48 SP against 4 in Belgica Secunda (a battle
    set up for E.2, 7.1 and 8.1) no move into the zone is an attack worth taking, so the
    policy plays a quiet move (or ends its movement) whatever its draw. Before, the units
    already there counted as the mover's, and Constance Chlore left his capital (10.2)
    with his two units to make it 60 against 4, every time."""
    game = _battle_already_set_up(("scutarii_1",))
    for seed in range(12):
        pick = _playout_pick(game, seed)
        assert not (isinstance(pick, Move) and pick.path[-1] == "galliae_1"), pick


def test_the_playouts_join_a_battle_that_needs_it() -> None:
    """The other way: 16 SP against 16 is a battle at 1/1, short of the 3/2 the playout
    policy attacks at (8.3); Constance Chlore's 12 SP more make it 28 against 16, better
    than 3/2, and that move is the policy's pick."""
    game = _battle_already_set_up(("scutarii_1", "scutarii_2", "scutarii_3", "scutarii_4"),
                                  army=("ioviani", "hercules"))
    pick = _playout_pick(game)
    assert isinstance(pick, Move) and pick.path[-1] == "galliae_1", pick
    assert pick.leader == "constance_chlore" and len(pick.units) == 2 and not pick.drop


def test_match_raises_hards_ceiling_on_request_and_records_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``match --ceiling SECONDS``: on a shared machine the 3 s safety net stops some of
    ``hard``'s searches, and those games are not an idle machine's; an experiment raises
    it. Each game's players get it, and the report records it (the default otherwise)."""
    import json

    from sv_desktop.cli.main import main
    from sv_model.ai import match
    from sv_model.engine.state import VictoryLevel

    asked: list[float] = []

    def played(path: str, seed: int, a: str, b: str, a_seat: int, years: int | None,
               ceiling: float = search_module.CEILING_SECONDS) -> match.MatchGame:
        asked.append(ceiling)
        return match.MatchGame(seed, a_seat, "win", VictoryLevel.VICTORY, 1,
                               {a: [0.1], b: [0.1]}, 0)

    monkeypatch.setattr(match, "play_one", played)
    args = ["match", "312", "--primus", "hard", "--secundus", "normal", "--games", "2",
            "--years", "1", "--json"]
    assert main([*args, "--ceiling", "60"]) == 0
    assert json.loads(capsys.readouterr().out)["ceiling"] == 60.0
    assert asked == [60.0, 60.0]
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out)["ceiling"] == search_module.CEILING_SECONDS
    assert asked[2:] == [search_module.CEILING_SECONDS] * 2
    for bad in ("0", "-1", "nan", "inf"):
        assert main([*args, "--ceiling", bad]) == 2
        assert "--ceiling must be a number of seconds above 0" in capsys.readouterr().err
    game = _searched_position()
    assert match.player_for(game, Level.HARD, 1, 60.0).ceiling == 60.0


def test_the_search_settings_widen_the_pool_and_hold_off_the_stop() -> None:
    """Fourth session: what ``hard`` searches and when it stops are settings
    (``search.Settings``), so that ``tools/search_value.py`` can measure others on the same
    positions: a wider margin takes answers further behind ``normal``'s best, and an
    infinite threshold never stops a search on a difference, however clear."""
    from dataclasses import replace

    from sv_model.ai.players import close_calls
    from sv_model.ai.search import DECIDED_ROUNDS, DEFAULT, Child, decided

    ranked = [Scored(EndMovement(), v, f"answer {i}") for i, v in enumerate((3.0, 2.5, 1.5, 0.8))]
    assert len(close_calls(ranked, replace(DEFAULT, margin=1.0))) == 2  # main's until now
    assert len(close_calls(ranked, replace(DEFAULT, margin=2.0))) == 3
    assert len(close_calls(ranked)) == 4  # 3 VP
    assert len(close_calls(ranked, replace(DEFAULT, margin=3.0, width=2))) == 2
    base = [float(i % 5) for i in range(DECIDED_ROUNDS)]
    better = Child(EndMovement(), 0.0, len(base), sum(base) + len(base), [v + 1 for v in base])
    worse = Child(EndMovement(), 0.0, len(base), sum(base), list(base))
    assert decided(better, worse)
    assert not decided(better, worse, replace(DEFAULT, decided_z=float("inf")))
    assert not decided(better, worse, replace(DEFAULT, decided_rounds=DECIDED_ROUNDS + 1))
    shrunk = Child(EndMovement(), 4.0, 1, 0.0, [0.0], prior_weight=3.0)
    assert shrunk.mean == pytest.approx(3.0)
    assert replace(shrunk, prior_weight=0.0).mean == 0.0


def test_the_search_value_tool_values_answers_and_scores_regret() -> None:
    """Fourth session, item 1: ``tools/search_value.py`` values ``normal``'s answers by
    playouts (the truth) and scores an answer by what it loses against the truth's best:
    ``normal``'s own where a search takes one answer, the search's answer otherwise."""
    import importlib.util
    import math
    import sys
    from dataclasses import replace
    from pathlib import Path

    from sv_model.ai.players import close_calls
    from sv_model.ai.search import DEFAULT

    path = Path(__file__).resolve().parent.parent / "tools" / "search_value.py"
    spec = importlib.util.spec_from_file_location("search_value", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["search_value"] = tool
    spec.loader.exec_module(tool)
    game = _searched_position()
    decision = game.decision
    assert decision is not None
    ctx = AiContext(game.bundle, game.options, game.engine.rules_version, 1)
    player = AiPlayer(Level.NORMAL, ctx, 1)
    view = game.view(decision.player)
    pool = close_calls(player.ranked(view, player.decision_rng(view)), tool.WIDE)
    assert len(pool) > 2
    pos = tool.Position(1, 47, view, pool)
    tool._CONTEXTS[(1, game.state.seats[decision.player])] = ctx
    [valued] = tool.truth([pos], rounds=3, jobs=1)
    assert len(valued["mean"]) == len(pool) and all(math.isfinite(m) for m in valued["mean"])
    true = {"mean": [0.0, 2.0] + [1.0] * (len(pool) - 2), "se": [0.0] * len(pool)}
    tally = tool.Tally([], [], [], [])
    alone = (replace(DEFAULT, width=1), 4)  # a pool of one: normal's answer, no search
    assert tool._searched_regret(pos, true, alone, random.Random(0), tally) == 2.0
    assert tally.playouts == []
    regret = tool._searched_regret(pos, true, (tool.WIDE, 2), random.Random(0), tally)
    assert regret in (0.0, 1.0, 2.0) and tally.playouts and tally.playouts[0] >= 2 * len(pool)
