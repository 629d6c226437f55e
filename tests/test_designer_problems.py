"""Every set-up problem at once, each citing its rule and naming zones and counters by
their names; a Problems row selects its counter and frames its zone (issue 38, major 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from designer_support import designer_window

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import LEADER, UNIT, PieceRef, move_pieces, set_field
from sv_model.paths import DEFAULT_MAP, SCENARIOS_DIR
from sv_model.validation import validate_file

SCENARIO_312 = SCENARIOS_DIR / "312_milvian_bridge.yaml"
LICINIUS, BATAVI = PieceRef(LEADER, "licinius"), PieceRef(UNIT, "batavi")
ZONE_IDS = ("galliae_6", "italia_1", "pannoniae_1")


def copy_312(folder: Path, *replacements: tuple[str, str]) -> Path:
    text = SCENARIO_312.read_text(encoding="utf-8").replace(
        "../resources/", str(DEFAULT_MAP.parent.parent) + "/")
    for old, new in replacements:
        assert old in text
        text = text.replace(old, new)
    path = folder / "312.yaml"
    path.write_text(text, encoding="utf-8")
    return path


SECOND_PRIMUS = ("{leader: licinius, zone: pannoniae_1, side: PRIMUS, title: augustus}",
                 "{leader: licinius, zone: pannoniae_1, side: PRIMUS, title: primus_augustus}")
BATAVI_AWAY = ("{unit: batavi, zone: italia_1}", "{unit: batavi, zone: galliae_6}")


def test_validate_lists_every_problem_with_its_paragraph(tmp_path: Path) -> None:
    found = validate_file(copy_312(tmp_path, SECOND_PRIMUS, BATAVI_AWAY))
    texts = [p.problem for p in found]
    assert any("Constantin and Licinius are both Primus Augustus" in t and "(3.5.1)" in t
               for t in texts), texts
    assert any("Galliae 6 (Lugdunensis Prima et Senonia)" in t and "(3.3.2)" in t
               for t in texts), texts
    assert not any(z in t for t in texts for z in ZONE_IDS), texts


def test_a_schema_error_hides_no_set_up_problem(tmp_path: Path) -> None:
    """One row the schema refuses and one the references refuse are listed, and the
    set-up checks still run on the other rows (lines kept as in the file)."""
    path = copy_312(tmp_path, SECOND_PRIMUS, BATAVI_AWAY,
                    ("{leader: maxence, zone: italia_5, side: SECONDUS,",
                     "{leader: maxence, zone: italia_5, side: MIDDLE,"),
                    ("{unit: heruli, zone: italia_1}", "{unit: heruli, zone: atlantis}"))
    found = validate_file(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    by_text = {p.problem: p for p in found}
    assert any("(3.5.1)" in t for t in by_text), by_text
    middle = next(p for p in found if p.field and "side" in p.field)
    assert middle.line is not None and "MIDDLE" in lines[middle.line - 1]
    atlantis = next(p for p in found if "atlantis" in p.problem)
    assert atlantis.line is not None and "atlantis" in lines[atlantis.line - 1]
    batavi = next(p for p in found if "Galliae 6" in p.problem)
    assert batavi.line is not None and "batavi" in lines[batavi.line - 1]


def test_the_designer_lists_them_all_and_a_row_frames_its_zone(qtbot: Any,
                                                               tmp_path: Path) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(copy_312(tmp_path)))
    doc = w.doc
    doc.edit("title", set_field(doc.data, LICINIUS, "title", "primus_augustus"))
    doc.edit("move", move_pieces(doc.data, [BATAVI], "galliae_6", doc.game_map, doc.roster))
    saved = tmp_path / "edited.yaml"
    saved.write_text(yaml.safe_dump(doc.data, sort_keys=False), encoding="utf-8")
    assert doc.error_count() == len([p for p in validate_file(saved)]) >= 2
    rows = [w.problems.list.item(i).text() for i in range(w.problems.list.count())]
    assert any("3.5.1" in r and "Licinius" in r for r in rows), rows
    batavi = next(i for i, r in enumerate(rows) if r.startswith("✖ Batavi:"))
    assert "(3.3.2)" in rows[batavi] and not any(z in r for r in rows for z in ZONE_IDS)
    w.view.fit_map()
    before = w.view.current_scale()
    item = w.problems.list.item(batavi)
    w.problems.list.itemClicked.emit(item)
    assert w.selected_zone == "galliae_6" and w.inspector.current() == BATAVI
    assert w.view.current_scale() > 2 * before  # zoomed in, not only panned
    anchor = w.view.mapFromScene(w.scene.zone_anchor("galliae_6"))
    assert w.view.viewport().rect().contains(anchor)
    zone = w.scene.zone_items["galliae_6"].sceneBoundingRect()
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert shown.contains(zone) and shown.width() < 6 * zone.width()


def test_rows_of_peoples_and_arrivals_name_them(qtbot: Any, tmp_path: Path) -> None:
    w = designer_window(qtbot, ScenarioDocument.open(copy_312(tmp_path)))
    assert w.problems.field_title("peoples[alamanni]") == "Alamanni"
    assert w.problems.field_title("units[batavi].zone") == "Batavi, zone"
    assert w.problems.field_title("arrivals[licinius]") == "arrival of Licinius"
    assert w.problems.list.count() == 0
