"""The scenario designer driven as a user would: counters dragged from the palette onto the
map, fields set in the inspector and the panels, problems appearing and going, undo of
everything back to the saved bytes, redo, save, validate and play (issue 12)."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

import pytest
from designer_support import AnsweringDesigner, designer_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QSpinBox,
    QStyleOptionViewItem,
)
from qt_support import cell, piece_view

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import LEADER, UNIT, PieceRef, row_of
from editor.designer.scenario_pieces import PIECES_MIME
from editor.designer.window import DesignerWindow
from sv_desktop.cli.main import main as cli_main
from sv_model.engine import Game
from sv_model.loader import load_scenario
from sv_model.paths import DEFAULT_MAP, DEFAULT_ROSTER, DEFAULT_SCENARIO
from sv_model.schemas.scenario import Side

Button = QMessageBox.StandardButton


def scenario_copy(folder: Path) -> Path:
    """The 305 scenario in ``folder``, naming the shipped map and roster by absolute path."""
    text = DEFAULT_SCENARIO.read_text(encoding="utf-8")
    text = text.replace("map: ../resources/maps/roman_world.yaml", f"map: {DEFAULT_MAP}")
    text = text.replace("roster: ../resources/roster/roster.yaml", f"roster: {DEFAULT_ROSTER}")
    path = folder / "305_copy.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def open_window(qtbot: Any, path: Path, answers: list[Any] | None = None
                ) -> AnsweringDesigner:
    return designer_window(qtbot, ScenarioDocument.open(path), list(answers or []),
                           size=(1400, 880))


def recorded_starts(w: DesignerWindow) -> list[list[str]]:
    """The arguments of the processes Play now starts, recorded instead of started."""
    started: list[list[str]] = []

    def start(_exe: str, args: list[str]) -> bool:
        started.append(args)
        return True

    w.start_process = start
    return started


def placed(data: dict[str, Any], piece: PieceRef) -> dict[str, Any]:
    """The set-up row of ``piece``, which the test expects to be there."""
    row = row_of(data, piece)
    assert row is not None, piece
    return row


def palette_item(w: DesignerWindow, piece: PieceRef) -> QListWidgetItem:
    w.roster_palette.search.setText(piece.id.replace("_", " "))
    lst = w.roster_palette.list
    for i in range(lst.count()):
        if lst.item(i).data(Qt.ItemDataRole.UserRole) == piece:
            return lst.item(i)
    raise AssertionError(f"{piece} is not in the palette")


def drop(w: DesignerWindow, mime: Any, zone: str) -> None:
    """Drop ``mime`` on ``zone`` of the map, at the zone's anchor point."""
    w.view.center_on_zone(zone)
    pos = w.view.mapFromScene(w.scene.zone_anchor(zone))
    assert w.view.zone_under(pos) == zone
    event = QDropEvent(QPointF(pos), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    w.view.dropEvent(event)
    assert event.isAccepted()


def drag_from_palette(w: DesignerWindow, piece: PieceRef, zone: str) -> None:
    item = palette_item(w, piece)
    drop(w, w.roster_palette.list.mimeData([item]), zone)


def problem_texts(w: DesignerWindow) -> list[str]:
    return [w.problems.list.item(i).text() for i in range(w.problems.list.count())]


def change_texts(w: DesignerWindow) -> list[str]:
    return [w.changes.list.item(i).text() for i in range(w.changes.list.count())]


def select_in_inspector(w: DesignerWindow, piece: PieceRef) -> None:
    lst = w.inspector.list
    for i in range(lst.count()):
        lst.item(i).setSelected(lst.item(i).data(Qt.ItemDataRole.UserRole) == piece)
    assert w.inspector.current() == piece


def people_war_box(w: DesignerWindow, people: str) -> QCheckBox:
    row = [p.id for p in w.peoples.peoples].index(people)
    box = w.peoples.table.cellWidget(row, 1)
    assert isinstance(box, QCheckBox)
    return box


BATAVI = PieceRef(UNIT, "batavi")
SEVERE = PieceRef(LEADER, "severe")


def test_design_session_undo_save_redo_validate_play(qtbot: Any, tmp_path: Path) -> None:
    path = scenario_copy(tmp_path)
    original = path.read_bytes()
    w = open_window(qtbot, path)
    doc = w.doc
    assert doc.error_count() == 0 and "No problems" in w.problems.summary.text()
    assert w.windowTitle().startswith(doc.name)

    # drag a comitatensis from Italia 1 to Italia 5 (the palette lists placed counters too)
    drag_from_palette(w, BATAVI, "italia_5")
    assert row_of(doc.data, BATAVI) == {"unit": "batavi", "zone": "italia_5"}
    assert piece_view(w.scene.board, "batavi").zone == "italia_5"
    assert w.inspector.zone == "italia_5" and w.inspector.current() == BATAVI
    # 3.3.2: away from its capital without a reason is an error, shown at the zone
    texts = problem_texts(w)
    assert any("Batavi" in t and "3.3.2" in t for t in texts), texts
    assert "italia_5" in w._problem_zones
    # the reason, typed in the inspector's note, clears it
    w.inspector.note.setText("escort of Maxentius")
    w.inspector.note.editingFinished.emit()
    assert placed(doc.data, BATAVI)["note"] == "escort of Maxentius"
    assert not any("Batavi" in t for t in problem_texts(w))
    assert "italia_5" not in w._problem_zones

    # a title that breaks 3.5.1 appears as an error, and goes with undo
    w.show_zone("italia_1", select=SEVERE)
    w.inspector.title_box.setCurrentIndex(w.inspector.title_box.findData("primus_augustus"))
    assert placed(doc.data, SEVERE)["title"] == "primus_augustus"
    assert doc.error_count() > 0 and "errors" in w.problems.summary.text()
    doc.undo_stack.undo()
    assert placed(doc.data, SEVERE)["title"] == "caesar" and doc.error_count() == 0

    # a people set at war in the Peoples panel (4.2)
    people = "mauri"  # band: Africa, held by SECONDUS
    people_war_box(w, people).click()
    # the controller 4.4.1 gives is filled in: the opponent of Africa's holder
    assert {"people": people, "at_war": True, "controller": "PRIMUS"} in doc.data["peoples"]
    assert doc.error_count() == 0, problem_texts(w)
    assert w.scene.board.peoples_at_war[people] is Side.PRIMUS
    controller = w.peoples.table.cellWidget([p.id for p in w.peoples.peoples].index(people), 2)
    assert isinstance(controller, QComboBox)
    controller.setCurrentIndex(controller.findData("SECONDUS"))
    assert any("so PRIMUS controls it (4.4.1)" in t for t in problem_texts(w))
    doc.undo_stack.undo()
    assert doc.error_count() == 0

    # a leader removed in the inspector, then placed again from "not yet placed" with the
    # side of the diocese he lands in (3.7.1)
    alexander = PieceRef(LEADER, "alexander")
    w.show_zone("africa_4", select=alexander)
    w.inspector.remove_button.click()
    assert row_of(doc.data, alexander) is None
    assert any("removed" in t for t in change_texts(w))
    w.roster_palette.unplaced.setChecked(True)
    drag_from_palette(w, alexander, "africa_1")
    assert row_of(doc.data, alexander) == {"leader": "alexander", "zone": "africa_1",
                                           "side": "SECONDUS"}
    assert any("Alexander moved from Africa 4" in t for t in change_texts(w)), change_texts(w)

    edits = doc.undo_stack.count() - doc.undo_stack.index()  # nothing to redo yet
    assert edits == 0
    done = doc.undo_stack.index()
    assert w.isWindowModified()

    # undo everything: the save is byte for byte the file as read
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.error_count() == 0
    assert w.save()
    assert path.read_bytes() == original
    assert not w.isWindowModified()

    # redo everything and save: only the changed lines differ
    while doc.undo_stack.index() < done:
        doc.undo_stack.redo()
    assert doc.error_count() == 0, problem_texts(w)
    assert w.save(), w.asked
    saved = path.read_text(encoding="utf-8")
    diff = [line for line in difflib.unified_diff(original.decode().splitlines(),
                                                   saved.splitlines(), lineterm="", n=0)
            if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert len(diff) <= 8, diff
    assert any("batavi" in line and "italia_5" in line for line in diff)

    # validate accepts it, and play mode sets it up as designed
    assert cli_main(["validate", str(path)]) == 0
    started = recorded_starts(w)
    w.play_now()
    assert started and started[0][:3] == ["-m", "sv_desktop", "play"]
    game = Game.new(load_scenario(started[0][3]), 7)
    assert game.state.units["batavi"].zone == "italia_5"
    assert game.state.leaders["alexander"].zone == "africa_1"


def test_untouched_scenario_saves_byte_identical(qtbot: Any, tmp_path: Path) -> None:
    path = scenario_copy(tmp_path)
    original = path.read_bytes()
    w = open_window(qtbot, path)
    assert w.save()
    assert path.read_bytes() == original
    assert not w.asked


def test_moving_a_whole_stack_is_one_undoable_edit(qtbot: Any, tmp_path: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    doc = w.doc
    w.show_zone("italia_1")
    w.inspector.list.selectAll()
    stack = w.inspector.list.selected_pieces()
    assert len(stack) >= 6
    before = doc.undo_stack.count()
    w.view.piece_dropped.emit("batavi", "italia_4")  # one counter dragged on the map
    assert doc.undo_stack.count() == before + 1
    assert all(placed(doc.data, p)["zone"] == "italia_4" for p in stack)
    assert w.scene.board.in_zone("italia_1") == []
    doc.undo_stack.undo()
    assert all(placed(doc.data, p)["zone"] == "italia_1" for p in stack)


def test_drop_accepts_only_counters_and_zones(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QMimeData

    w = open_window(qtbot, scenario_copy(tmp_path))
    bad = QMimeData()
    bad.setData(PIECES_MIME, b"bogus\nunit:\nleader:nobody_at_all")
    before = w.doc.undo_stack.count()
    pos = w.view.mapFromScene(w.scene.zone_anchor("italia_2"))
    w.view.dropEvent(QDropEvent(QPointF(pos), Qt.DropAction.MoveAction, bad,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    # made-up counters are ignored: no edit, no crash
    assert w.doc.undo_stack.count() == before
    assert w.doc.error_count() == 0
    # a known counter mixed with them is placed
    mixed = QMimeData()
    mixed.setData(PIECES_MIME, b"leader:nobody_at_all\nunit:batavi")
    drop(w, mixed, "italia_2")
    assert w.doc.undo_stack.count() == before + 1
    assert placed(w.doc.data, BATAVI)["zone"] == "italia_2"


def test_control_painted_on_the_map(qtbot: Any, tmp_path: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    w.tabs.show_page(w.control)
    w.control.paint.setCurrentIndex(w.control.paint.findData("PRIMUS"))
    w.zone_clicked("italia_3")
    assert w.doc.data["diocese_control"]["italia"] == "PRIMUS"
    assert w.scene.board.diocese_control["italia"].value == "PRIMUS"
    w.control.paint.setCurrentIndex(w.control.paint.findData(""))
    w.zone_clicked("italia_3")
    assert "italia" not in w.doc.data["diocese_control"]
    w.control.paint.setCurrentIndex(0)
    w.zone_clicked("italia_3")
    assert w.inspector.zone == "italia_3"


def test_save_with_errors_warns_and_close_prompts(qtbot: Any, tmp_path: Path) -> None:
    path = scenario_copy(tmp_path)
    original = path.read_bytes()
    w = open_window(qtbot, path, answers=[Button.Cancel, Button.Cancel, Button.Discard])
    w.show_zone("italia_1", select=SEVERE)
    w.inspector.title_box.setCurrentIndex(w.inspector.title_box.findData("primus_augustus"))
    assert w.doc.error_count() > 0
    assert not w.save()  # the warning was cancelled
    assert "errors" in w.asked[-1] and path.read_bytes() == original
    assert not w.close()  # unsaved: asked, cancelled
    assert w.isVisible()
    assert w.close()  # discarded
    assert path.read_bytes() == original


def test_new_scenario_from_empty_then_save_as(qtbot: Any, tmp_path: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    w.new_scenario()
    assert w.doc.path is None and w.doc.data["leaders"] == []
    assert w.scene.board.in_zone("italia_1") == []
    drag_from_palette(w, BATAVI, "italia_1")
    target = tmp_path / "sub" / "mine.yaml"
    target.parent.mkdir()
    w.ask_path = lambda _title, _saving: target
    assert w.doc.error_count() > 0  # no emperors yet: saved after the warning
    w.ask = lambda _title, text, _buttons: Button.Save
    assert w.save()
    reopened = ScenarioDocument.open(target)
    assert reopened.data["units"] == [{"unit": "batavi", "zone": "italia_1"}]
    assert not Path(reopened.data["map"]).is_absolute()
    assert reopened.game_map_path().resolve() == DEFAULT_MAP.resolve()


def test_another_map_lists_references_that_no_longer_resolve(qtbot: Any, tmp_path: Path,
                                                             mini_dir: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    mini_map = next(mini_dir.glob("*map*.yaml"))
    w.put_on_map(mini_map)
    assert w.doc.game_map_path() == mini_map.resolve()
    assert w.doc.error_count() > 0
    assert any("zone" in t for t in problem_texts(w))
    w.doc.undo_stack.undo()
    assert w.doc.error_count() == 0
    assert len(w.scene.zones) > 50


def test_broken_references_open_with_problems(qtbot: Any, tmp_path: Path) -> None:
    path = scenario_copy(tmp_path)
    text = path.read_text(encoding="utf-8").replace(f"map: {DEFAULT_MAP}",
                                                    "map: no/such/map.yaml")
    text = text.replace("zone: italia_7", "zone: atlantis")
    path.write_text(text, encoding="utf-8")
    w = open_window(qtbot, path)
    texts = problem_texts(w)
    assert any("no/such/map.yaml" in t for t in texts)
    assert any("atlantis" in t for t in texts)
    assert w.save() is False  # errors: the warning was cancelled
    w.ask = lambda *_a: Button.Save
    assert w.save()
    assert path.read_text(encoding="utf-8") == text  # nothing in the file is lost


def test_print_setup_sheet_needs_a_valid_scenario(qtbot: Any, tmp_path: Path) -> None:
    from sv_desktop.sheets.print_actions import SheetKind

    w = open_window(qtbot, scenario_copy(tmp_path))
    assert SheetKind.SETUP in w.printing.kinds()
    layout, title = w.printing.layout_for(_choice(SheetKind.SETUP))
    from sv_desktop.sheets.output import pdf_bytes

    assert "305" in title and pdf_bytes(layout, title)[0].startswith(b"%PDF")
    w.show_zone("italia_1", select=SEVERE)
    w.inspector.title_box.setCurrentIndex(w.inspector.title_box.findData("primus_augustus"))
    assert SheetKind.SETUP not in w.printing.kinds()


def _choice(kind: Any) -> Any:
    from sv_desktop.sheets.counter_sheet import CounterSheetOptions
    from sv_desktop.sheets.pages import Paper
    from sv_desktop.sheets.print_actions import PrintChoice

    return PrintChoice(kind, Paper.A4, Paper.A4, frozenset(), CounterSheetOptions())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_designer_fits_common_screens(qtbot: Any, tmp_path: Path, size: tuple[int, int]) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    w.resize(*size)
    qtbot.wait(50)
    assert w.width() <= size[0] and w.height() <= size[1]
    assert w.view.width() >= size[0] * 0.4  # the map keeps most of the window


# ---------------------------------------------------------------- the roster table

def roster_copy(folder: Path) -> tuple[Path, Path]:
    """The 305 scenario and a copy of the roster it names, both in ``folder``."""
    roster = folder / "roster.yaml"
    roster.write_bytes(DEFAULT_ROSTER.read_bytes())
    path = scenario_copy(folder)
    path.write_text(path.read_text(encoding="utf-8").replace(f"roster: {DEFAULT_ROSTER}",
                                                             "roster: roster.yaml"),
                    encoding="utf-8")
    return path, roster


def show_roster_tab(w: DesignerWindow) -> None:
    w.tabs.setCurrentIndex(w.tabs.count() - 1)
    assert w.roster_panel.leaders.rowCount() > 0


def type_value(table: Any, ident: str, column: str, value: Any) -> None:
    """Type ``value`` into a cell through the table's own editor, as a user does."""
    row = table.row_of(ident)
    col = 2 + [c.name for c in table.columns].index(column)
    index = table.model().index(row, col)
    delegate = table.itemDelegate()
    editor = delegate.createEditor(table.viewport(), QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    if hasattr(editor, "setValue"):
        assert editor.minimum() <= value <= editor.maximum()
        editor.setValue(value)
    else:
        editor.setCurrentIndex(editor.findText(value))
    delegate.setModelData(editor, table.model(), index)


def test_a_leader_rating_typed_in_the_roster_table(qtbot: Any, tmp_path: Path) -> None:
    path, roster_path = roster_copy(tmp_path)
    scenario_bytes, roster_bytes = path.read_bytes(), roster_path.read_bytes()
    w = open_window(qtbot, path)
    show_roster_tab(w)  # the roster tables are filled when their tab shows
    doc = w.doc
    assert doc.roster_source is not None and doc.roster_source.path == roster_path.resolve()
    galere = piece_view(w.scene.board, "galere")
    assert "values: our estimate" in galere.detail
    type_value(w.roster_panel.leaders, "galere", "cc", 6)
    record = next(r for r in doc.roster_source.data["leaders"] if r["id"] == "galere")
    assert record["cc"] == 6 and record["printed"] == ["cc"]  # typed in: from the box
    assert doc.roster.leader("galere").cc == 6
    assert "CC 6" in piece_view(w.scene.board, "galere").detail
    assert "our estimate: SR, TB, PC, loyalty" in piece_view(w.scene.board, "galere").detail
    item = cell(w.roster_panel.leaders, w.roster_panel.leaders.row_of("galere"), 2)
    assert item.checkState() == Qt.CheckState.Checked and not item.font().italic()
    # a value already right is ticked without typing it
    sr = cell(w.roster_panel.leaders, w.roster_panel.leaders.row_of("galere"), 3)
    sr.setCheckState(Qt.CheckState.Checked)
    record = next(r for r in doc.roster_source.data["leaders"] if r["id"] == "galere")
    assert record["printed"] == ["cc", "sr"] and record["sr"] == 3
    assert w.save()
    assert path.read_bytes() == scenario_bytes  # the scenario did not change
    changed = [line for line in difflib.unified_diff(
        roster_bytes.decode().splitlines(), roster_path.read_text(encoding="utf-8").splitlines(),
        lineterm="", n=0) if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert changed == ["-    cc: 5", "+    cc: 6", "+    printed: [cc, sr]"], changed
    assert cli_main(["validate", str(path)]) == 0
    assert load_scenario(path).roster.leader("galere").printed == ["cc", "sr"]
    # undo both and save: the roster's bytes come back
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert w.save()
    assert roster_path.read_bytes() == roster_bytes


def test_a_value_the_schema_refuses_is_a_problem_until_undone(qtbot: Any,
                                                              tmp_path: Path) -> None:
    path, _roster = roster_copy(tmp_path)
    w = open_window(qtbot, path)
    show_roster_tab(w)  # the roster tables are filled when their tab shows
    w.roster_panel.tabs.setCurrentIndex(1)
    type_value(w.roster_panel.units, "batavi", "normal.sp", 1)  # weakened face is 3 (1.3)
    assert w.doc.error_count() == 1
    assert any("weakened face cannot be stronger" in t for t in problem_texts(w))
    assert w.doc.roster.unit("batavi").normal.sp == 6  # the last roster that passed
    w.doc.undo_stack.undo()
    assert w.doc.error_count() == 0
    assert w.doc.roster_source is not None and w.doc.roster_source.is_changed() is False


def test_the_roster_search_and_spin_box_limits(qtbot: Any, tmp_path: Path) -> None:
    path, _roster = roster_copy(tmp_path)
    w = open_window(qtbot, path)
    show_roster_tab(w)  # the roster tables are filled when their tab shows
    table = w.roster_panel.leaders
    w.roster_panel.search.setText("galère")
    assert table.rowCount() == 1 and table.ident(0) == "galere"
    index = table.model().index(0, 2)
    editor = table.itemDelegate().createEditor(table.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(editor, QSpinBox)
    assert (editor.minimum(), editor.maximum()) == (0, 9)  # ratings 0-9 (1.2)
    assert w.roster_panel.units.rowCount() == 0  # the search filters both lists
    w.roster_panel.search.clear()
    units = w.roster_panel.units
    assert units.rowCount() == len(w.doc.roster.units)
    sp = 2 + [c.name for c in units.columns].index("normal.sp")
    index = units.model().index(0, sp)
    editor = units.itemDelegate().createEditor(units.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(editor, QSpinBox)
    assert editor.maximum() == 50
    band = units.itemDelegate().createEditor(
        units.viewport(), QStyleOptionViewItem(),
        units.model().index(units.row_of("ri_italia"), 3))
    assert isinstance(band, QComboBox)
    assert band.count() == len(w.doc.game_map.dioceses)  # a band is one of the dioceses


# ---------------------------------------------------------------- 312 from an empty scenario

def _without_refs(s: Any) -> dict[str, Any]:
    out = s.model_dump(mode="json", exclude={"map", "roster", "fleets", "stratagem_cup"})
    out["fleets"] = [f for f in s.model_dump(mode="json")["fleets"]
                     if f["zone"] is not None or f["returns_year"] is not None]
    cup = s.stratagem_cup
    out["stratagem_cup"] = cup if cup == "all" else sorted(cup)
    return dict(out)


def test_the_312_scenario_made_from_empty_in_the_designer(qtbot: Any, tmp_path: Path) -> None:
    """Issue 12's "done when": 312 entered by hand from an empty scenario, saved, validated,
    played and printed, and equal to the shipped file."""
    from editor.designer.scenario_panels import CardPanel
    from sv_desktop.sheets.output import pdf_bytes
    from sv_desktop.sheets.print_actions import SheetKind
    from sv_model.paths import scenario_path

    s = load_scenario(scenario_path("312")).scenario
    w = open_window(qtbot, scenario_copy(tmp_path))
    w.new_scenario()
    card = w.card
    for key in ("id", "name", "author"):
        card.lines[key].setText(getattr(s, key))
        card.lines[key].editingFinished.emit()
    card.start.setValue(s.start_year)
    card.end.setValue(s.end_year)
    for key in CardPanel.TEXTS:
        card.texts[key].setPlainText(getattr(s, key))
    card.rules.setPlainText("\n".join(s.special_rules))
    card.commit_texts()
    french = s.texts["fr"]  # the Languages tab (issue 34): French is its first language
    w.languages.name.setText(french.name or "")
    w.languages.author.setText(french.author or "")
    for key, box in w.languages.texts.items():
        box.setPlainText(getattr(french, key) or "")
    w.languages.rules.setPlainText("\n".join(french.special_rules or []))
    w.languages.commit_texts()
    card.estimate.setChecked(s.authored_estimate)
    card.built.setChecked(s.constantinopolis_built)
    # diocese control painted on the map, one click per diocese
    for diocese, side in s.diocese_control.items():
        w.control.paint.setCurrentIndex(w.control.paint.findData(side.value))
        w.zone_clicked(next(z.id for z in w.cat.game_map.zones if z.diocese == diocese))
    w.control.paint.setCurrentIndex(0)
    ins = w.inspector
    for ls in s.leaders:
        drag_from_palette(w, PieceRef(LEADER, ls.leader), ls.zone)
        assert ins.current() == PieceRef(LEADER, ls.leader)
        ins.side.setCurrentIndex(ins.side.findData(ls.side.value if ls.side else None))
        ins.title_box.setCurrentIndex(ins.title_box.findData(ls.title.value if ls.title
                                                             else None))
        ins.pax.setChecked(ls.pax_romana)
        ins.protectores.setChecked(ls.protectores)
        ins.civil_war.setChecked(ls.civil_war)
        ins.note.setText(ls.note)
        ins.note.editingFinished.emit()
    for us in s.units:
        drag_from_palette(w, PieceRef(UNIT, us.unit), us.zone)
        ins.weakened.setChecked(us.weakened)
        ins.note.setText(us.note)
        ins.note.editingFinished.emit()
    for fs in s.fleets:
        if fs.zone is not None:
            drag_from_palette(w, PieceRef("fleet", fs.fleet), fs.zone)
            ins.returns.setValue(fs.returns_year or 0)
    for ps in s.peoples:
        people_war_box(w, ps.people).setChecked(ps.at_war)
    arrivals = w.arrivals
    for a in s.arrivals:
        arrivals.leader.setCurrentIndex(arrivals.leader.findData(a.leader))
        arrivals.year.setValue(a.year or arrivals.year.minimum())
        arrivals.zone.setCurrentIndex(arrivals.zone.findData(a.zone))
        arrivals.set_button.click()
    if s.stratagem_cup != "all":
        w.cup.all.setChecked(False)
        for i in range(w.cup.list.count()):
            item = w.cup.list.item(i)
            if item.data(Qt.ItemDataRole.UserRole) not in s.stratagem_cup:
                item.setCheckState(Qt.CheckState.Unchecked)

    assert w.doc.error_count() == 0, problem_texts(w)
    target = tmp_path / "my_312.yaml"
    w.ask_path = lambda _title, _saving: target
    assert w.save() and not w.asked
    assert cli_main(["validate", str(target)]) == 0
    mine = load_scenario(target).scenario
    assert _without_refs(mine) == _without_refs(s)
    # played: the set-up is the shipped one's
    started = recorded_starts(w)
    w.play_now()
    game = Game.new(load_scenario(started[0][3]), 1)
    shipped = Game.new(load_scenario(scenario_path("312")), 1)
    assert {k: v.zone for k, v in game.state.leaders.items()} == {
        k: v.zone for k, v in shipped.state.leaders.items()}
    # printed
    layout, title = w.printing.layout_for(_choice(SheetKind.SETUP))
    data, sheet = pdf_bytes(layout, title)
    assert data.startswith(b"%PDF") and "312" in title and len(sheet.pages) >= 2


def test_text_being_typed_survives_other_edits_and_undo(qtbot: Any, tmp_path: Path) -> None:
    """Typing in a text box, then dragging a counter, must not wipe what was typed."""
    w = open_window(qtbot, scenario_copy(tmp_path))
    box = w.card.texts["victory_notes"]
    box.setPlainText("A new yardstick.")
    drag_from_palette(w, BATAVI, "italia_4")  # another edit refreshes every panel
    assert box.toPlainText() == "A new yardstick."
    w.card.commit_texts()
    assert w.doc.data["victory_notes"] == "A new yardstick."
    w.doc.undo_stack.undo()  # the text edit
    assert box.toPlainText() != "A new yardstick."
    assert box.toPlainText() == w.doc.data["victory_notes"]


def test_right_click_on_a_counter_sets_its_fields(qtbot: Any, tmp_path: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    w.view.zoom_by(3.0)
    w.view.center_on_zone("italia_1")
    qtbot.wait(20)
    stack = w.scene.stack_of_piece("severe")
    assert stack is not None
    pos = w.view.mapFromScene(stack.sceneBoundingRect().center())
    assert w.view.counter_at(pos) in {p.id for p in w.scene.board.in_zone("italia_1")}
    menu = w.counter_menu("severe")
    assert menu is not None
    titles = next(a.menu() for a in menu.actions() if a.text() == "Title")
    assert isinstance(titles, QMenu)
    caesar = next(a for a in titles.actions() if a.text() == "Caesar")
    assert caesar.isChecked()
    next(a for a in titles.actions() if a.text() == "Augustus").trigger()
    assert placed(w.doc.data, SEVERE)["title"] == "augustus"
    menu = w.counter_menu("severe")
    assert menu is not None
    next(a for a in menu.actions() if a.text().startswith("Protectores")).trigger()
    assert placed(w.doc.data, SEVERE)["protectores"] is True
    menu = w.counter_menu("batavi")
    assert menu is not None
    assert [a.text() for a in menu.actions() if a.text()] == ["Weakened face up (1.3)",
                                                              "Remove from the set-up"]
    menu.actions()[0].trigger()
    assert placed(w.doc.data, BATAVI)["weakened"] is True
    menu = w.counter_menu("batavi")
    assert menu is not None
    menu.actions()[-1].trigger()
    assert row_of(w.doc.data, BATAVI) is None
    assert w.counter_menu("batavi") is None  # no longer in the set-up


def test_units_peoples_and_stratagems_are_edited_in_the_roster_tab(qtbot: Any,
                                                                   tmp_path: Path) -> None:
    path, roster_path = roster_copy(tmp_path)
    w = open_window(qtbot, path)
    show_roster_tab(w)  # the roster tables are filled when their tab shows
    doc = w.doc
    source = doc.roster_source
    assert source is not None

    def record(key: str, ident: str) -> dict[str, Any]:
        return next(r for r in source.data[key] if r["id"] == ident)

    # a limitanei unit's band, and a face value (1.3)
    type_value(w.roster_panel.units, "ri_italia", "diocese", "africa")
    assert record("units", "ri_italia")["diocese"] == "africa"
    assert record("units", "ri_italia")["printed"] == ["diocese"]
    assert any(doc.roster.unit("ri_italia").name in t and "outside their diocese (3.3.2)" in t
               for t in problem_texts(w))  # the set-up check sees the new band at once
    doc.undo_stack.undo()
    assert doc.error_count() == 0
    # a comitatensis cannot lose its category: the schema refuses, the problem says why
    type_value(w.roster_panel.units, "batavi", "category", "RI")
    assert doc.error_count() > 0
    doc.undo_stack.undo()
    # peoples and stratagems carry no printed tick: the tick of a yes/no column is its value
    peoples = w.roster_panel.peoples
    major = cell(peoples, peoples.row_of("quades"), 2)
    assert major.checkState() == Qt.CheckState.Unchecked
    major.setCheckState(Qt.CheckState.Checked)
    assert record("peoples", "quades")["major"] is True
    assert "printed" not in record("peoples", "quades")
    quades = next(p.name for p in doc.roster.peoples if p.id == "quades")
    assert any(quades in t for t in problem_texts(w))  # a major people is on the map (4.2.3)
    doc.undo_stack.undo()
    assert doc.error_count() == 0
    type_value(w.roster_panel.stratagems, "initiative", "phase", "C")
    assert record("stratagems", "initiative")["phase"] == "C"
    assert next(x for x in doc.roster.stratagems if x.id == "initiative").phase == "C"
    assert w.save()
    changed = [line for line in difflib.unified_diff(
        DEFAULT_ROSTER.read_text(encoding="utf-8").splitlines(),
        roster_path.read_text(encoding="utf-8").splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and line[:3] not in ("+++", "---")]
    assert changed == ["-  - {id: initiative, name: Initiative, phase: B, player: BOTH,",
                       "+  - {id: initiative, name: Initiative, phase: C, player: BOTH,"]


def test_the_inspector_says_who_holds_a_fleet(qtbot: Any, tmp_path: Path) -> None:
    w = open_window(qtbot, scenario_copy(tmp_path))
    fleet = w.cat.game_map.fleets[0]
    port = piece_view(w.scene.board, fleet.id).zone
    w.show_zone(port, select=PieceRef("fleet", fleet.id))
    assert "(2.F)" in w.inspector.holder.text()
    holder = piece_view(w.scene.board, fleet.id).owner
    assert w.inspector.holder.text().startswith(holder.value if holder else "nobody")
    # its absence (9.2) is set from the inspector, which names it in the set-up from then on
    w.inspector.returns.setValue(310)
    assert row_of(w.doc.data, PieceRef("fleet", fleet.id)) == {"fleet": fleet.id,
                                                               "returns_year": 310}
    assert "returns in 310" in piece_view(w.scene.board, fleet.id).detail


# ---------------------------------------------------------------- shipped files stay as shipped

def test_a_shipped_scenario_is_saved_as_a_copy(qtbot: Any, tmp_path: Path) -> None:
    """The shipped scenarios are read-only: Save asks where to put the copy, and no
    Save As may write over a shipped file."""
    shipped = DEFAULT_SCENARIO.read_bytes()
    w = DesignerWindow(ScenarioDocument.open(DEFAULT_SCENARIO))
    qtbot.addWidget(w, before_close_func=lambda win: setattr(
        win, "ask", lambda *_a: Button.Discard))
    assert "shipped" in w.windowTitle()
    asked: list[str] = []

    def tell(title: str, _text: str, _buttons: Any) -> QMessageBox.StandardButton:
        asked.append(title)
        return Button.Ok

    w.ask = tell
    drag_from_palette(w, BATAVI, "italia_5")
    offered: list[bool] = []

    def cancel(_title: str, saving: bool) -> Path | None:
        offered.append(saving)
        return None

    w.ask_path = cancel
    assert not w.save() and offered == [True]  # Save became Save As
    w.ask_path = lambda _title, _saving: DEFAULT_SCENARIO
    assert not w.save() and asked[-1] == "Cannot save over a shipped scenario"
    assert DEFAULT_SCENARIO.read_bytes() == shipped
    mine = tmp_path / "my_305.yaml"
    w.ask_path = lambda _title, _saving: mine
    w.ask = lambda _title, _text, _b: Button.Save  # the batavi's note is missing: save anyway
    assert w.save() and mine.is_file()
    assert DEFAULT_SCENARIO.read_bytes() == shipped
    assert ScenarioDocument.open(mine).game_map_path().resolve() == DEFAULT_MAP.resolve()
    assert w.doc.path == mine and "shipped" not in w.windowTitle()


def test_counter_values_typed_for_the_shipped_roster_go_to_a_copy(qtbot: Any,
                                                                  tmp_path: Path) -> None:
    from sv_model.paths import user_file_dir

    shipped = DEFAULT_ROSTER.read_bytes()
    path = scenario_copy(tmp_path)  # names the shipped roster
    w = open_window(qtbot, path)
    show_roster_tab(w)  # the roster tables are filled when their tab shows
    type_value(w.roster_panel.leaders, "galere", "cc", 6)
    assert w.save()
    assert DEFAULT_ROSTER.read_bytes() == shipped
    copy_path = user_file_dir("rosters") / "roster.yaml"
    assert copy_path.is_file()
    reopened = ScenarioDocument.open(path)
    assert reopened.roster_source is not None
    assert reopened.roster_source.path.resolve() == copy_path.resolve()
    assert reopened.roster.leader("galere").cc == 6
    assert cli_main(["validate", str(path)]) == 0
