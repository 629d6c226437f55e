"""The River tab: the map's river lines, and the selected one's name and major flag.

Rule 7.2: only a major river costs +1 MP to cross; the others are drawn only. The
tab lists the rivers (a click selects one on the map), renames the selected river
(Apply or Enter), sets whether it is major (the box applies at once), deletes it,
and says which river edges its line makes. Each change is one undo step.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.controller import EditController
from editor.map_editor.document import MapDocument
from editor.map_editor.scene import MapDocumentScene
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate

HELP = QT_TRANSLATE_NOOP("RiverPanel", "Draw a river with the river tool (R): its points "
                         "snap to the zones' borders. A major river that runs between two "
                         "land zones makes their edge a river crossing, +1 MP (7.2); other "
                         "rivers are drawn only.")


class RiverPanel(QWidget):
    """The rivers of the map and the selected river's name and major flag."""

    draw_requested = Signal()  # the window switches to the river tool

    def __init__(self, doc: MapDocument, scene: MapDocumentScene, ctl: EditController) -> None:
        super().__init__()
        self.doc, self.scene, self.ctl = doc, scene, ctl
        self.list = QListWidget()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(translate("RiverPanel", "river name, e.g. Rhenus"))
        self.major = QCheckBox(translate("RiverPanel", "Major river: +1 MP to cross (7.2)"))
        self.apply_button = QPushButton(translate("RiverPanel", "Apply"))
        self.delete_button = QPushButton(translate("RiverPanel", "Delete river"))
        self.draw_button = QPushButton(translate("RiverPanel", "Draw a river"))
        self.crossings = QLabel()
        self.crossings.setWordWrap(True)
        self._layout()
        self.list.currentRowChanged.connect(self._row_chosen)
        self.apply_button.clicked.connect(self.apply)
        self.name_edit.returnPressed.connect(self.apply)
        self.major.clicked.connect(lambda _on: self.apply())
        self.delete_button.clicked.connect(self.delete)
        self.draw_button.clicked.connect(self.draw_requested)
        scene.selection_changed.connect(self.load)
        doc.rivers_changed.connect(self.load)
        doc.edges_changed.connect(self.load)
        self.load()

    def _layout(self) -> None:
        intro = QLabel(translate("RiverPanel", HELP))
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("RiverPanel", "Name"), self.name_edit)
        form.addRow("", self.major)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.draw_button)
        lay.addLayout(form)
        lay.addLayout(buttons)
        lay.addWidget(self.crossings)

    # --- showing ------------------------------------------------------------------------------

    def load(self) -> None:
        rivers = self.doc.game_map.rivers
        index = self.scene.selected_river
        self.list.blockSignals(True)
        self.list.clear()
        for r in rivers:
            self.list.addItem(translate("RiverPanel", "{river}  (major)").format(river=r.name)
                              if r.major else r.name)
        self.list.setCurrentRow(index if index is not None else -1)
        self.list.blockSignals(False)
        chosen = index is not None and index < len(rivers)
        for w in (self.name_edit, self.major, self.apply_button, self.delete_button):
            w.setEnabled(chosen)
        if index is None or not chosen:
            self.name_edit.clear()
            self.major.setChecked(False)
            self.crossings.setText(translate("RiverPanel", "No river selected: pick one in the list or "
                                             "click it on the map with the river tool."))
            return
        river = rivers[index]
        self.name_edit.setText(river.name)
        self.major.setChecked(river.major)
        self.crossings.setText(self.crossing_text(river.name, river.major))

    def crossing_text(self, name: str, major: bool) -> str:
        """Which river edges the river's line makes (7.2)."""
        if not major:
            return translate("RiverPanel", "The {river} is drawn only: crossing it costs "
                             "nothing (7.2).").format(river=name)
        pairs = sorted(" – ".join(sorted(p)) for p, r in self.doc.river_edges.items()
                       if r == name)
        if not pairs:
            return translate("RiverPanel", "The {river} runs along no border between two "
                             "land zones: it makes no river crossing. Move its points onto "
                             "the border it should follow.").format(river=name)
        return translate("RiverPanel", "River crossings (+1 MP) made by the {river}: "
                         "{pairs}.").format(river=name, pairs=", ".join(pairs))

    # --- editing ------------------------------------------------------------------------------

    def _row_chosen(self, row: int) -> None:
        self.scene.select_river(row if row >= 0 else None)

    def apply(self) -> None:
        index = self.scene.selected_river
        if index is None:
            return
        if not self.ctl.rivers.edit(index, self.name_edit.text(), self.major.isChecked()):
            self.load()

    def delete(self) -> None:
        if self.scene.selected_river is not None:
            self.ctl.rivers.delete(self.scene.selected_river)
