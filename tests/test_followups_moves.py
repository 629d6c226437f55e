"""Follow-ups on movement: a move going on after a civil-war rally (3.6.3 D/), and
dropping units on the way (3.4.1) from the GUI's route planner."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_support import REAL_SCENARIO, custom_bundle, movement_game
from gui_support import decision, quiet_window
from PySide6.QtCore import QPoint, QPointF, Qt

from sv_desktop.app.main_window import MainWindow
from sv_model.engine import Confirm, EndMovement, Game, Move
from sv_model.engine.legacy import legacy_v1_plain
from sv_model.errors import IllegalActionError
from sv_model.schemas.scenario import Side

P, S = Side.PRIMUS, Side.SECONDUS
GUI_SCENARIO = Path(__file__).parent / "data" / "gui" / "scenario.yaml"


def _pl(leader: str, zone: str, side: str, title: str | None = None) -> dict[str, object]:
    out: dict[str, object] = {"leader": leader, "zone": zone, "side": side}
    if title:
        out["title"] = title
    return out


def _rebels(licinius_at: str, rallied_at: str) -> Any:
    """Licinius, a SECONDUS Usurper, with the Pannoniciani; the PRIMUS Moesiaci alone."""
    return custom_bundle(
        leaders=[_pl("galere", "pontica_1", "PRIMUS", "primus_augustus"),
                 _pl("licinius", licinius_at, "SECONDUS", "usurper"),
                 _pl("maxence", "italia_1", "SECONDUS", "secundus_augustus")],
        units=[{"unit": "pannoniciani", "zone": licinius_at},
               {"unit": "moesiaci", "zone": rallied_at},
               {"unit": "ioviani", "zone": "italia_1"}],
        control={"italia": "SECONDUS"}, start_year=310)


def _rally(game: Game, die: int, to: str = "pannoniae_3") -> None:
    game.apply(Move("licinius", ("pannoniciani",), (to,)))
    decision = game.decision
    assert decision is not None and decision.kind == "rally"
    game.state.forced_dice = [die]
    game.apply(Confirm(True))


def test_after_a_rally_the_move_goes_on_with_the_mp_left() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    st = game.state
    _rally(game, 3)  # 3 <= PC 4: the Moesiaci join; 1 MP of 4 used
    assert st.units["moesiaci"].side is S
    decision = game.decision
    assert decision is not None and decision.kind == "movement"
    prompt = game.text(decision.prompt)
    assert "Licinius may go on" in prompt and "3.6.3" in prompt
    group = game.movable_groups(S)[0]
    assert (group.leader, group.zone) == ("licinius", "pannoniae_3")
    assert set(group.units) == {"pannoniciani", "moesiaci"}
    reach = game.reachable("licinius", ("pannoniciani", "moesiaci"))
    assert max(info.cost_mp for info in reach.values()) == 3  # 4 MP - 1 spent
    assert "pannoniae_1" in reach  # he may even go back where he came from
    far = Move("licinius", ("pannoniciani", "moesiaci"), ("pannoniae_4", "italia_2", "italia_4"))
    assert far in game.legal_actions()
    too_far = Move("licinius", ("pannoniciani", "moesiaci"),
                   ("pannoniae_4", "italia_2", "italia_4", "italia_1"))
    with pytest.raises(IllegalActionError, match=r"7\.2"):
        game.apply(too_far)
    with pytest.raises(IllegalActionError, match=r"3\.6\.3 D/"):
        game.apply(Move("licinius", ("ioviani",), ("pannoniae_4",)))
    game.apply(far)
    assert {st.units[u].zone for u in ("pannoniciani", "moesiaci")} == {"italia_4"}
    assert st.leaders["licinius"].zone == "italia_4" and st.mcs.continuation is None
    with pytest.raises(IllegalActionError, match=r"3\.4\.1"):  # and that was his move
        game.apply(Move("licinius", (), ("italia_2",)))
    assert game.movable_groups(S)[0].leader != "licinius"


def test_rallied_units_may_stay_behind_and_drops_work_on_the_way_on() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    _rally(game, 1)
    game.apply(Move("licinius", ("pannoniciani", "moesiaci"), ("pannoniae_4", "italia_2"),
                    (("moesiaci", 0),)))
    st = game.state
    assert st.units["moesiaci"].zone == "pannoniae_4"
    assert st.units["pannoniciani"].zone == st.leaders["licinius"].zone == "italia_2"


def test_any_other_move_gives_up_the_rest_of_the_move() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    _rally(game, 2)
    game.apply(Move("maxence", ("ioviani",), ("italia_2",)))
    assert game.state.mcs.continuation is None
    assert game.decision is not None
    assert "may go on" not in game.text(game.decision.prompt)
    with pytest.raises(IllegalActionError, match=r"3\.4\.1"):
        game.apply(Move("licinius", ("pannoniciani", "moesiaci"), ("pannoniae_4",)))
    # ending the movement also ends it
    game2 = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    _rally(game2, 2)
    game2.apply(EndMovement())
    assert game2.state.mcs.continuation is None


def test_a_failed_or_refused_rally_ends_the_move() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    _rally(game, 6)  # above PC 4: the Moesiaci stay loyal
    assert game.state.units["moesiaci"].side is P and game.state.mcs.continuation is None
    assert all(g.leader != "licinius" for g in game.movable_groups(S))
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    game.apply(Move("licinius", ("pannoniciani",), ("pannoniae_3",)))
    game.apply(Confirm(False))
    assert game.state.mcs.continuation is None


def test_outside_the_empire_the_two_mp_limit_counts_the_whole_move() -> None:
    game = movement_game(_rebels("venedi", "aestii"), S)
    _rally(game, 1, to="aestii")  # 1 MP spent, every zone so far outside (7.3)
    reach = game.reachable("licinius", ("pannoniciani", "moesiaci"))
    assert set(reach) == {"budini", "venedi"}  # one more MP outside, no more
    with pytest.raises(IllegalActionError, match=r"7\.3"):
        game.apply(Move("licinius", ("pannoniciani", "moesiaci"), ("budini", "sarmatia")))


def test_the_continuation_is_saved_undone_and_kept_out_of_old_digests() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    assert game.state.to_plain()["mcs"]["continuation"] is None
    assert "continuation" not in legacy_v1_plain(game.state)["ii"]  # as format 1 had it
    _rally(game, 3)
    assert game.state.to_plain()["mcs"]["continuation"]["active"] is True
    assert legacy_v1_plain(game.state)["ii"]["continuation"]["active"] is True
    move = Move("licinius", ("pannoniciani", "moesiaci"), ("pannoniae_4",))
    game.apply(move)
    game.undo()
    assert game.state.mcs.continuation is not None and move in game.legal_actions()
    game.redo()
    assert game.state.leaders["licinius"].zone == "pannoniae_4"


def test_refusal_explains_a_move_without_making_it() -> None:
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    digest, count = game.state.digest(), len(game.actions)
    drop_all = Move("licinius", ("pannoniciani",), ("pannoniae_3", "pannoniae_4"),
                    (("pannoniciani", 0),))
    assert "3.4.1" in (game.refusal(drop_all) or "")
    assert game.refusal(Move("licinius", ("pannoniciani",), ("pannoniae_4",))) is None
    assert game.refusal(Confirm(True)) is not None  # not an answer to a movement
    assert (game.state.digest(), len(game.actions)) == (digest, count)


# --- the GUI: dropping units on the way -----------------------------------------------------


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return quiet_window(qtbot, show=True)


def _point(w: MainWindow, scene_point: QPointF) -> QPoint:
    return w.map_view.mapFromScene(scene_point)


def _zone_point(w: MainWindow, zone: str) -> QPoint:
    """A point inside ``zone`` away from its counters and label."""
    assert w.scene is not None
    point = _point(w, w.scene.zone_items[zone].sceneBoundingRect().bottomRight()) + \
        QPoint(-10, -10)
    assert w.scene.zone_at(w.map_view.mapToScene(point)) == zone
    return point


def _start_movement(qtbot: Any, w: MainWindow) -> None:
    assert w.play.start_game(GUI_SCENARIO, 1)
    while decision(w.controller).kind == "stratagem_window":  # PRIMUS passes (6)
        if w.central.currentWidget() is w.handover:
            qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)
        w.controller.apply(Confirm(False))
    assert (decision(w.controller).kind, decision(w.controller).player) == ("movement", S)
    assert w.scene is not None
    stack = w.scene.stack_of_piece("constantin")
    assert stack is not None
    item = stack.items["constantin"]
    qtbot.mouseClick(w.map_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(w, item.sceneBoundingRect().center()))
    assert w.play.selected == ("constantin", ("bracchiati", "celtae", "cornuti"))


def test_a_leader_leaves_a_unit_on_the_way(qtbot: Any, window: MainWindow) -> None:
    w, c = window, window.controller
    _start_movement(qtbot, w)
    viewport = w.map_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     _zone_point(w, "galliae_2"))
    route = w.play.route
    assert route is not None and route.planner.route == ["galliae_2"]
    assert w.decision_panel.isAncestorOf(route.planner)
    assert w.scene is not None and c.namer is not None
    assert w.scene.zone_items["galliae_2"].highlight == "target"
    assert w.scene.zone_items["italia_1"].highlight == "reach"  # the route may go on
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=_zone_point(w, "italia_1"))
    assert route.planner.route == ["galliae_2", "italia_1"] and len(c.live.actions) == 1
    assert w.scene.zone_items["galliae_2"].highlight == "choice"
    celtae = route.planner.stops["celtae"]
    end, on_the_way = c.namer("italia_1"), c.namer("galliae_2")
    assert [celtae.itemText(i) for i in range(celtae.count())] == [
        f"goes on to {end}", f"stays in {on_the_way} (step 1)"]
    celtae.setCurrentIndex(1)
    labels = [label.text for label in w.scene.highlight_labels]
    assert any("Celtae stay" in text and text.startswith("1 · 1 MP") for text in labels)
    assert route.planner.move_button.isEnabled()
    qtbot.mouseClick(route.planner.move_button, Qt.MouseButton.LeftButton)
    st = c.live.state
    assert c.live.actions[-1] == Move("constantin", ("bracchiati", "celtae", "cornuti"),
                                      ("galliae_2", "italia_1"), (("celtae", 0),))
    assert st.units["celtae"].zone == "galliae_2"  # left in the intermediate zone
    assert {st.units[u].zone for u in ("bracchiati", "cornuti")} == {"italia_1"}
    assert st.leaders["constantin"].zone == "italia_1"
    assert w.play.route is None


def test_the_planner_refuses_an_illegal_plan_and_esc_closes_it(qtbot: Any,
                                                               window: MainWindow) -> None:
    w, c = window, window.controller
    _start_movement(qtbot, w)
    viewport = w.map_view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=_zone_point(w, "italia_1"))
    route = w.play.route
    assert route is not None and route.planner.route == ["italia_1"]  # the cheapest path
    assert route.planner.stops["celtae"].count() == 1  # no zone on the way yet
    assert not route.click("franci")  # not next to Italia 1: refused
    assert route.click("galliae_2")  # next to it: the route goes on
    assert route.planner.route == ["italia_1", "galliae_2"]
    for unit in ("bracchiati", "celtae", "cornuti"):
        route.planner.set_stop(unit, 0)
    assert not route.planner.move_button.isEnabled()
    assert "last unit" in route.planner.problem.text()  # the engine's own words (3.4.1)
    qtbot.keyClick(w, Qt.Key.Key_Escape)
    assert w.play.route is None and len(c.live.actions) == 1  # nothing moved
    assert w.play.selected is not None  # the selection is back, with its destinations
    assert w.scene is not None
    assert w.scene.zone_items["galliae_2"].highlight == "reach"


def test_the_gui_moves_a_rallied_stack_on(qtbot: Any, window: MainWindow) -> None:
    """After a successful rally the leader is selected with the rallied units, and the map
    offers the zones his MP left reach (3.6.3 D/)."""
    w, c = window, window.controller
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    _rally(game, 3)
    c._start(game, REAL_SCENARIO, None)
    _reveal_if_asked(qtbot, w)
    assert "Licinius may go on" in w.decision_panel.prompt.text()
    w.play.on_piece_clicked("licinius")
    assert w.play.selected == ("licinius", ("pannoniciani", "moesiaci"))
    assert w.scene is not None and w.scene.zone_items["italia_4"].highlight == "reach"
    assert w.scene.zone_items["italia_5"].highlight is None  # 4 MP away: too far now
    w.play.on_zone_clicked("italia_4")
    st = c.live.state
    assert st.leaders["licinius"].zone == "italia_4"
    assert {st.units[u].zone for u in ("pannoniciani", "moesiaci")} == {"italia_4"}


def _reveal_if_asked(qtbot: Any, w: MainWindow) -> None:
    if w.central.currentWidget() is w.handover:
        qtbot.mouseClick(w.handover.button, Qt.MouseButton.LeftButton)


def test_a_click_without_a_selection_only_inspects(qtbot: Any, window: MainWindow) -> None:
    """Issue 15 item 2: with nothing selected, a click on a zone that exactly one legal move
    ends in (here a fleet's naval move, 9.2) must show the zone, never make the move."""
    from sv_desktop.board.describe import action_zones

    w, c = window, window.controller
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    c._start(game, REAL_SCENARIO, None)
    _reveal_if_asked(qtbot, w)
    d = c.decision
    assert d is not None and d.kind == "movement"
    counts: dict[str, int] = {}
    for option in d.options:
        for zone in action_zones(option):
            counts[zone] = counts.get(zone, 0) + 1
    lonely = sorted(z for z, n in counts.items() if n == 1)
    assert lonely, "the position needs a zone only one move ends in"
    assert w.play.selected is None and w.play.selected_fleet is None
    before = len(c.live.actions)
    for zone in lonely[:5]:
        w.play.on_zone_clicked(zone)
        assert len(c.live.actions) == before, f"a click on {zone} moved something"
        title = c.cat.zone_title(zone) if c.cat else zone
        assert title in w.inspector.title.text()  # the click showed the zone


def test_suggested_moves_name_the_destination_and_cost_first(qtbot: Any,
                                                              window: MainWindow) -> None:
    """Issue 15 item 8: a cut line must still show where a move goes and what it costs."""
    w, c = window, window.controller
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    c._start(game, REAL_SCENARIO, None)
    _reveal_if_asked(qtbot, w)
    lst = w.decision_panel.option_list
    assert lst is not None and lst.count() > 3
    moves = [lst.item(i) for i in range(lst.count())
             if isinstance(lst.item(i).data(Qt.ItemDataRole.UserRole), Move)]
    assert len(moves) > 3
    for item in moves:
        move = item.data(Qt.ItemDataRole.UserRole)
        text = item.text()
        assert c.namer is not None
        dest = c.namer.short_zone(move.path[-1])
        assert text.startswith(f"→ {dest} (") and " MP): " in text, text
        assert item.toolTip() == text
        mp = int(text.split(" (", 1)[1].split(" MP", 1)[0])
        board = c.live.engine.board
        start = c.live.state.leaders[move.leader].zone if move.leader else \
            c.live.state.units[move.units[0]].zone
        steps = list(zip((start, *move.path[:-1]), move.path, strict=True))
        assert mp == sum(board.edge_cost[s] for s in steps) > 0


def test_a_click_on_an_enemy_stack_in_a_lit_zone_moves_there(qtbot: Any,
                                                             window: MainWindow) -> None:
    """Issue 15 item 3: with a group selected, a click on another side's counters in a
    reachable zone means that zone (it used to say "That piece cannot move now")."""
    w, c = window, window.controller
    game = movement_game(_rebels("pannoniae_1", "pannoniae_3"), S)
    c._start(game, REAL_SCENARIO, None)
    _reveal_if_asked(qtbot, w)
    w.play.on_piece_clicked("licinius")
    assert w.play.selected is not None and "pannoniae_3" in w.play.reach
    before = len(c.live.actions)
    w.play.on_piece_clicked("moesiaci")  # PRIMUS's leaderless unit in Pannoniae 3
    assert len(c.live.actions) == before + 1
    move = c.live.actions[-1]
    assert isinstance(move, Move) and move.leader == "licinius" and move.path[-1] == "pannoniae_3"
