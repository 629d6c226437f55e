"""6.3: every unit or leader that enters a plague zone suffers the same fate (issue 37
item 5): under a second plague on a zone already struck, after a 7.1 escape into it,
and on the way of an Augustus that event 6 hurries through it. Also the 7.1 roll after
such a hurry, at once (item 8)."""

from __future__ import annotations

from engine_support import custom_bundle, movement_game
from rules_support import give, run_step, window

from sv_model.engine import ChooseZone, Game, PlayStratagem
from sv_model.games.semper_victor.events import political_agitation_moves
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS


def _game(leaders: list[dict[str, object]], units: list[dict[str, object]]) -> Game:
    bundle = custom_bundle(
        leaders=[{"leader": "maxence", "zone": "italia_1", "side": "SECONDUS",
                  "title": "secundus_augustus"}, *leaders],
        units=units, control={"italia": "SECONDUS"}, start_year=322)
    return movement_game(bundle, P)


def _plague(game: Game, sid: str, zone: str, dice: list[int] | None = None) -> None:
    give(game, S, sid)
    window(game, S, "E")
    game.state.forced_dice = list(dice or [])
    game.apply(PlayStratagem(sid))
    game.apply(ChooseZone(zone))


def _plague_rolls(game: Game) -> list[int]:
    return [d.value for d in game.dice if d.rule == "6.3"]


def test_a_second_plague_on_a_struck_zone_strikes_again() -> None:
    """Two plague counters: the Épidémie centred on the zone the Foyer struck strikes
    its pieces again (the weakened unit dies, the leader rolls again)."""
    game = _game([{"leader": "licinius", "zone": "pannoniae_1", "side": "PRIMUS"}],
                 [{"unit": "pannoniciani", "zone": "pannoniae_1"}])
    st = game.state
    _plague(game, "foyer_de_peste", "pannoniae_1", [1])
    assert st.units["pannoniciani"].weakened and len(_plague_rolls(game)) == 1
    assert st.stats.get("units_eliminated", 0) == 0
    _plague(game, "epidemie_de_peste", "pannoniae_1", [9])
    assert st.stats["units_eliminated"] == 1  # (it comes back in phase F, 9.3)
    assert st.leaders["licinius"].status == "dead"
    assert len(_plague_rolls(game)) == 2


def test_a_leader_escaping_into_a_plague_zone_is_struck_at_once() -> None:
    """7.1 then 6.3: Licinius, alone with enemy units, slips into the plague zone next
    door and rolls the plague die there and then."""
    game = _game([{"leader": "licinius", "zone": "pannoniae_3", "side": "PRIMUS"}],
                 [{"unit": "moesiaci", "zone": "pannoniae_3"}])
    st = game.state
    st.units["moesiaci"].side = S
    _plague(game, "foyer_de_peste", "pannoniae_4")
    assert _plague_rolls(game) == []
    st.forced_dice = [1]  # the 7.1 die: he slips away
    run_step(game, "lone_leaders")
    decision = game.decision
    assert decision is not None and decision.kind == "leader_escape", decision
    assert ChooseZone("pannoniae_4") in decision.options
    st.forced_dice = [9]  # the plague die
    game.apply(ChooseZone("pannoniae_4"))
    assert _plague_rolls(game) == [9]
    assert st.leaders["licinius"].status == "dead"


def test_an_augustus_hurried_through_a_plague_zone_is_struck() -> None:
    """Event 6 then 6.3: Licinius goes from Valeria through the struck zone to Sirmium;
    he rolls the plague die on the way."""
    game = _game([{"leader": "licinius", "zone": "pannoniae_2", "side": "PRIMUS",
                   "title": "primus_augustus"}], [])
    st = game.state
    _plague(game, "foyer_de_peste", "pannoniae_3")
    st.active_event = 6
    st.forced_dice = [9]
    political_agitation_moves(game.engine, st, P)
    game.invalidate()
    assert _plague_rolls(game) == [9]
    assert st.leaders["licinius"].status == "dead"


def test_7_1_after_an_event_6_hurry_is_rolled_before_the_windows() -> None:
    """Event 6 then 7.1 (issue 37 item 8): Licinius, hurried into Sirmium where an enemy
    unit stands alone, rolls the 7.1 die at once, before the start-of-M/CS windows of
    both players (who hold E counters). Rules version 3 opened the windows first."""
    for version, first in ((4, True), (3, False)):
        game = _game([{"leader": "licinius", "zone": "pannoniae_2", "side": "PRIMUS",
                       "title": "primus_augustus"}],
                     [{"unit": "moesiaci", "zone": "pannoniae_1"}])
        game.engine.rules_version = version
        st = game.state
        st.units["moesiaci"].side = S
        st.active_event = 6
        give(game, P, "assassinat")
        give(game, S, "assassinat")
        st.forced_dice = [1]  # the 7.1 die: he slips away
        st.pending = None  # E.1 starts afresh
        run_step(game, "e1_start")
        decision = game.decision
        assert decision is not None
        rolled = [d for d in game.dice if d.rule == "7.1"]
        assert (bool(rolled) and decision.kind != "stratagem_window") is first, version


def test_7_1_is_rolled_once_a_stratagem_leaves_a_leader_alone() -> None:
    """6.3 Désertion then 7.1 (360 seed 909 of the issue 37 sweep): SECONDUS weakens the
    units in a zone where Licinius's one weakened unit stands with an enemy unit; it is
    eliminated and Licinius, alone with the enemy, rolls the 7.1 die before the game
    goes on (rules version 4; version 3 waited for the next move)."""
    for version, rolled in ((4, True), (3, False)):
        game = _game([{"leader": "licinius", "zone": "pannoniae_1", "side": "PRIMUS"}],
                     [{"unit": "moesiaci", "zone": "pannoniae_1", "weakened": True},
                      {"unit": "pannoniciani", "zone": "pannoniae_1"}])
        game.engine.rules_version = version
        st = game.state
        st.units["pannoniciani"].side = S
        give(game, S, "desertion")
        window(game, S, "E")
        game.apply(PlayStratagem("desertion"))
        st.forced_dice = [9]  # the 7.1 die: he dies
        game.apply(ChooseZone("pannoniae_1"))
        assert st.units["moesiaci"].status == "eliminated"
        assert (st.leaders["licinius"].status == "dead") is rolled, version
