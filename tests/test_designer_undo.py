"""Undo and redo in the scenario designer are exact, and a save that fails is said and
never followed by a close (issue 38, severe item).

The property test applies random sequences of every kind of edit the designer makes (set-up
rows, fields, peoples, options, cup, arrivals, card texts, control, the map reference and the
roster's counter values), undoes them all and compares with the document as opened, then
redoes them all and compares with the edited document."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from designer_support import designer_window
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QDialog, QMessageBox

from editor.designer import scenario_doc
from editor.designer.roster_panel import set_value
from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import (
    FLEET,
    LEADER,
    MISSING,
    UNIT,
    PieceRef,
    move_pieces,
    placed,
    remove_pieces,
    set_field,
    set_record,
)
from sv_model.paths import DEFAULT_MAP, SCENARIOS_DIR

Button = QMessageBox.StandardButton
SCENARIO_312 = SCENARIOS_DIR / "312_milvian_bridge.yaml"


def holds_absent(value: Any) -> bool:
    """Whether the ``MISSING`` marker (or any stray object) got into plain data."""
    if isinstance(value, dict):
        return any(holds_absent(v) for v in value.values())
    if isinstance(value, list):
        return any(holds_absent(v) for v in value)
    return not isinstance(value, str | int | float | bool | type(None))


# ------------------------------------------------------------------ the reported sessions


def test_an_option_ticked_then_undone_is_absent_again(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "312.yaml"
    path.write_text(SCENARIO_312.read_text(encoding="utf-8").replace(
        "../resources/", str(DEFAULT_MAP.parent.parent) + "/"), encoding="utf-8")
    original = path.read_bytes()
    w = designer_window(qtbot, ScenarioDocument.open(path), [])
    before = copy.deepcopy(w.doc.data)
    w.options.flags["dux_can_be_assassinated"].setChecked(True)
    assert w.doc.data["options"] == {"dux_can_be_assassinated": True}
    w.undo_group.undo()  # Ctrl+Z
    assert w.doc.data == before and "options" not in w.doc.data
    assert w.doc.all_problems() == [] and w.problems.list.count() == 0
    assert not w.options.flags["dux_can_be_assassinated"].isChecked()
    assert w.doc.save() == path and path.read_bytes() == original


def test_undoing_the_cup_and_arrivals_of_a_new_scenario(qtbot: Any,
                                                        caplog: pytest.LogCaptureFixture
                                                        ) -> None:
    w = designer_window(qtbot, ScenarioDocument.new(), [])
    before = copy.deepcopy(w.doc.data)
    w.cup.all.setChecked(False)
    w.arrivals.leader.setCurrentIndex(1)
    w.arrivals._set()
    assert "stratagem_cup" in w.doc.data and "arrivals" in w.doc.data
    w.undo_group.undo()
    w.undo_group.undo()
    assert w.doc.data == before and not holds_absent(w.doc.data)
    assert w.cup.all.isChecked() and caplog.records == []
    w.move_to([PieceRef(LEADER, "constantin")], "britanniae_1")
    listed = [w.changes.list.item(i).text() for i in range(w.changes.list.count())]
    assert any("Constantin" in t for t in listed), listed


# ------------------------------------------------------------------ saving that fails


def _failing_write(*_args: Any, **_kwargs: Any) -> None:
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("fault", ["disk", "data"])
def test_a_failed_save_is_said_and_close_keeps_the_window(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str) -> None:
    path = tmp_path / "312.yaml"
    path.write_text(SCENARIO_312.read_text(encoding="utf-8").replace(
        "../resources/", str(DEFAULT_MAP.parent.parent) + "/"), encoding="utf-8")
    original = path.read_bytes()
    w = designer_window(qtbot, ScenarioDocument.open(path), [Button.Save])
    w.options.flags["dux_can_be_assassinated"].setChecked(True)
    assert w.doc.error_count() == 0
    if fault == "disk":
        monkeypatch.setattr(scenario_doc, "atomic_write_text", _failing_write)
        reason = "the disk is full"  # errno 28, in the interface's words (os_errors)
    else:  # data the file format cannot hold, whatever put it there
        w.doc.data["leaders"][0]["note"] = object()
        reason = "cannot be written"
    assert not w.close()  # Save chosen, the save fails: the window stays
    assert w.isVisible() and w.isWindowModified() and w.doc.is_dirty()
    assert w.asked[0].startswith("Unsaved changes")
    assert w.asked[1].startswith("Cannot save") and reason in w.asked[1]
    assert path.read_bytes() == original
    assert not w.save() and reason in w.asked[-1] and w.doc.is_dirty()


def test_a_failed_save_in_the_map_editor_keeps_the_window(
        qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mini_dir: Path) -> None:
    from editor.map_editor import document
    from editor.map_editor.dialogs import AdjacencyDiffDialog
    from editor.map_editor.document import MapDocument
    from editor.map_editor.window import EditorWindow

    path = tmp_path / "map.yaml"
    path.write_bytes((mini_dir / "map.yaml").read_bytes())
    win = EditorWindow(MapDocument.open(path))
    qtbot.addWidget(win)
    win.show()
    win.controller.move_vertices({(0.0, 0.0): (-1.0, -1.0)})
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: (
        Button.Save if a[1] == "Unsaved changes" else Button.Yes))
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, title, text: shown.append(
        f"{title}: {text}"))
    monkeypatch.setattr(AdjacencyDiffDialog, "exec", lambda _d: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(document, "atomic_write_text", _failing_write)
    assert not win.close()
    assert win.isVisible() and not win.doc.undo_stack.isClean()
    assert len(shown) == 1 and shown[0].startswith(f"Cannot save: {path.resolve()}")
    assert "the disk is full" in shown[0]
    monkeypatch.setattr(win.doc, "saved_text", lambda: (_ for _ in ()).throw(
        ValueError("a value the file cannot hold")))
    assert not win.close() and win.isVisible()
    assert "a value the file cannot hold" in shown[-1]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: Button.Discard)
    assert win.close()


# ------------------------------------------------------------------ the property


def _doc(which: str) -> ScenarioDocument:
    return ScenarioDocument.open(SCENARIO_312) if which == "312" else ScenarioDocument.new()


@st.composite
def edit(draw: st.DrawFn, doc: ScenarioDocument) -> tuple[str, dict[str, Any], bool]:
    """One edit of any kind the designer makes: (its text, the values it sets, whether
    they are the roster's)."""
    data, roster = doc.data, doc.roster
    zones = [z.id for z in doc.game_map.zones]
    pieces = ([PieceRef(LEADER, x.id) for x in roster.leaders]
              + [PieceRef(UNIT, x.id) for x in roster.units]
              + [PieceRef(FLEET, f.id) for f in doc.game_map.fleets])
    on_map = sorted(placed(data), key=lambda p: (p.kind, p.id)) or pieces[:1]
    text = st.text(alphabet="abc é\n:#'\"-", max_size=12)
    kind = draw(st.sampled_from(["move", "remove", "field", "people", "options", "cup",
                                 "arrivals", "card", "control", "absent", "map", "roster"]))
    values: dict[str, Any]
    if kind == "move":
        chosen = draw(st.lists(st.sampled_from(pieces), min_size=1, max_size=3))
        values = move_pieces(data, chosen, draw(st.sampled_from(zones)), doc.game_map, roster)
    elif kind == "remove":
        values = remove_pieces(data, draw(st.lists(st.sampled_from(on_map), max_size=3)))
    elif kind == "field":
        field, value = draw(st.sampled_from([
            ("side", "PRIMUS"), ("side", "SECONDUS"), ("side", None), ("weakened", True),
            ("weakened", False), ("pax_romana", True), ("note", "n"), ("note", ""),
            ("returns_year", 310), ("title", "augustus"), ("title", None)]))
        values = set_field(data, draw(st.sampled_from(on_map)), field, value)
    elif kind == "people":
        people = draw(st.sampled_from([p.id for p in roster.peoples]))
        values = set_record(data, "peoples", "people", people, {
            "at_war": draw(st.booleans()),
            "controller": draw(st.sampled_from([None, "PRIMUS", "SECONDUS"])),
            "pacified_until": draw(st.sampled_from([None, 320]))})
    elif kind == "options":
        values = {"options": draw(st.sampled_from([
            {}, {"dux_can_be_assassinated": True}, {"rr_reading": "retreat"}, MISSING]))}
    elif kind == "cup":
        ids = [s.id for s in roster.stratagems]
        values = {"stratagem_cup": draw(st.one_of(
            st.just("all"), st.just(MISSING), st.lists(st.sampled_from(ids), max_size=4,
                                                       unique=True)))}
    elif kind == "arrivals":
        leaders = [x.id for x in roster.leaders]
        values = {"arrivals": draw(st.one_of(st.just(MISSING), st.lists(st.fixed_dictionaries(
            {"leader": st.sampled_from(leaders), "year": st.sampled_from([None, 315])}),
            max_size=3)))}
    elif kind == "card":
        key = draw(st.sampled_from(["name", "description", "victory_notes", "author"]))
        values = {key: draw(text)} | ({"special_rules": [draw(text)]} if draw(
            st.booleans()) else {})
    elif kind == "control":
        diocese = draw(st.sampled_from([d.id for d in doc.game_map.dioceses]))
        control = dict(data.get("diocese_control") or {})
        control[diocese] = draw(st.sampled_from(["PRIMUS", "SECONDUS", None]))
        values = {"diocese_control": control}
    elif kind == "absent":  # a key removed, or added where it was absent
        key = draw(st.sampled_from(["special_rules", "victory_notes", "number",
                                    "constantinopolis_built", "description"]))
        values = {key: MISSING if key in data else draw(st.sampled_from([True, 7, "x"]))}
    elif kind == "map":  # Put on Another Map: the same map named another way
        values = {"map": draw(st.sampled_from([str(DEFAULT_MAP), doc.reference_to(
            DEFAULT_MAP)]))}
    else:
        source = doc.roster_source
        assert source is not None
        listed, name = draw(st.sampled_from([("leaders", "cc"), ("leaders", "loyalty"),
                                             ("units", "normal.sp"), ("units", "movement")]))
        records = source.data[listed]
        ident = draw(st.sampled_from([r["id"] for r in records]))
        value = draw(st.sampled_from(["loyal", "average", None]) if name == "loyalty"
                     else st.integers(0, 12))
        return f"{ident} {name}", {listed: set_value(records, ident, name, value,
                                                     draw(st.booleans()))}, True
    return kind, values, False


def _roster_data(doc: ScenarioDocument) -> Any:
    return copy.deepcopy(doc.roster_source.data) if doc.roster_source else None


def _state(doc: ScenarioDocument) -> tuple[Any, ...]:
    return (copy.deepcopy(doc.data), _roster_data(doc), doc.saved_text(),
            [(p.field, p.problem) for p in doc.all_problems()])


DOCS: dict[str, ScenarioDocument] = {}
OPENED: dict[str, tuple[Any, ...]] = {}


@pytest.mark.parametrize("which", ["312", "new"])
@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture,
                                 HealthCheck.too_slow])
@given(data=st.data())
def test_undo_all_then_redo_all_is_exact(qapp: Any, which: str, data: st.DataObject) -> None:
    if which not in DOCS:  # opened once: each example ends with every edit undone
        DOCS[which] = _doc(which)
        OPENED[which] = _state(DOCS[which])
    doc = DOCS[which]
    if _state(doc) != OPENED[which]:  # an example failed: the next starts afresh
        doc = DOCS[which] = _doc(which)
    doc.undo_stack.clear()
    doc.undo_stack.setClean()
    original = _state(doc)
    count = data.draw(st.integers(1, 6), label="edits")
    for _ in range(count):
        text, values, of_roster = data.draw(edit(doc))
        (doc.edit_roster if of_roster else doc.edit)(text, values)
        assert not holds_absent(doc.data) and not holds_absent(_roster_data(doc))
    edited = _state(doc)
    pushed = doc.undo_stack.count()
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert _state(doc) == original
    assert doc.undo_stack.isClean() and not holds_absent(doc.data)
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    assert doc.undo_stack.index() == pushed
    assert _state(doc) == edited
    while doc.undo_stack.canUndo():  # the next example starts from the document as opened
        doc.undo_stack.undo()
