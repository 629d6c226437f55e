"""The designer's file helpers: the "changes since last save" list, and the copy of the
scenario that Play Now hands to play mode."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.designer.scenario_doc import ScenarioDocument
from editor.designer.scenario_edits import HOME_PORT, changes_since
from sv_desktop.board.board_view import Catalogue
from sv_desktop.common.i18n import translate
from sv_desktop.common.os_errors import reason_text
from sv_model.errors import DataFileError
from sv_model.loader import load_scenario
from sv_model.paths import user_data_dir
from sv_model.yaml_patch import dump_document
from sv_model.yamlio import atomic_write_text

VERBS = {"added": "+", "removed": "−", "moved": "→"}


class ChangesPanel(QWidget):
    """Counters added, removed and moved since the file was saved, zone by zone."""

    show_zone = Signal(str)

    def __init__(self, cat: Catalogue) -> None:
        super().__init__()
        self.cat = cat
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.list = QListWidget()
        layout.addWidget(self.list)
        self.list.itemClicked.connect(self._go)

    def _name(self, kind: str, ident: str) -> str:
        if kind == "leader" and ident in self.cat.leaders:
            return self.cat.leaders[ident].name
        if kind == "unit" and ident in self.cat.units:
            return self.cat.units[ident].name
        return self.cat.fleet_names.get(ident, ident)

    def _where(self, zone: str | None) -> str:
        if zone == HOME_PORT:
            return translate("ChangesPanel", "home port")
        return self.cat.zone_title(zone) if zone else "—"

    def set_changes(self, saved: dict[str, Any], data: dict[str, Any]) -> None:
        self.list.clear()
        changes = changes_since(saved, data)
        zone = None
        for c in changes:
            if c.zone != zone:
                zone = c.zone
                header = QListWidgetItem(self._where(zone))
                header.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                header.setData(Qt.ItemDataRole.UserRole, zone)
                self.list.addItem(header)
            name = self._name(c.piece.kind, c.piece.id)
            text = {"added": "  + " + translate("ChangesPanel", "{counter} added"),
                    "removed": "  − " + translate("ChangesPanel", "{counter} removed"),
                    "moved": "  → " + translate("ChangesPanel", "{counter} moved from {zone}"),
                    }[c.kind].format(counter=name, zone=self._where(c.before))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, zone)
            self.list.addItem(item)
        counts = {k: sum(1 for c in changes if c.kind == k) for k in VERBS}
        self.summary.setText(translate("ChangesPanel", "No counter added, removed or moved since the "
                                       "last save.") if not changes else
                             translate("ChangesPanel", "Since the last save: {added} added, "
                                       "{removed} removed, {moved} moved").format(**counts))

    def _go(self, item: QListWidgetItem) -> None:
        zone = item.data(Qt.ItemDataRole.UserRole)
        if zone and zone in self.cat.zones:
            self.show_zone.emit(zone)


def play_scenario_file(doc: ScenarioDocument) -> Path | str:
    """Write the scenario as it stands for play mode, with its map and roster named by
    absolute paths; the reason (play mode's own messages) if it cannot be played."""
    data = dict(doc.data)
    for key in ("map", "roster"):
        ref = data.get(key)
        if isinstance(ref, str):
            data[key] = str(doc.referenced_path(ref))
    ident = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in str(
        data.get("id") or "scenario"))[:60]
    target = user_data_dir() / "designer" / f"play-{ident}.yaml"
    try:
        atomic_write_text(target, dump_document(data))
        load_scenario(target)
    except DataFileError as exc:
        rows = "\n".join(str(p) for p in exc.problems[:12])
        more = len(exc.problems) - 12
        return (translate("ChangesPanel", "Play mode refuses {scenario} as it stands:\n"
                          "{problems}").format(scenario=doc.name, problems=rows)
                + ("\n" + translate("ChangesPanel", "… and {more} more (see Problems)").format(
                    more=more) if more > 0 else ""))
    except OSError as exc:
        return translate("ChangesPanel", "Cannot write the scenario for play mode: "
                         "{error}").format(error=reason_text(exc))
    return target
