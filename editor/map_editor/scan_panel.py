"""The Background tab: import a scan, place it (typed, fitted or aligned on control
points), lock it, fade it, embed it or link it. Every change is one undo step."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSlider,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.map_editor.commands import SetBackgroundCommand
from editor.map_editor.document import MapDocument
from editor.map_editor.scan_edits import Outcome, fit_to_map, place, set_locked, set_opacity
from editor.map_editor.scan_files import embed_refusal, missing_scan, png_base64, scan_size
from editor.map_editor.scan_image import scan_refusal
from editor.shared.terms import refusal
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_model.scan_alignment import (
    AlignmentError,
    background_transform,
    control_pairs,
    replaced,
    residuals,
    rms,
)
from sv_model.schemas.map import BackgroundImage

IMAGE_FILTER = QT_TRANSLATE_NOOP("BackgroundPanel", "Images (*.png *.jpg *.jpeg *.bmp *.tif *.tiff)")
EDIT_TEXTS = {"x": QT_TRANSLATE_NOOP("BackgroundPanel", "Move background"), "y": QT_TRANSLATE_NOOP("BackgroundPanel", "Move background"),
              "scale": QT_TRANSLATE_NOOP("BackgroundPanel", "Scale background"),
              "rotation": QT_TRANSLATE_NOOP("BackgroundPanel", "Rotate background")}
"""The undo text of a typed placement, by field."""


def image_filter() -> str:
    """The file dialogs' filter for images, in the interface's language."""
    return translate("BackgroundPanel", IMAGE_FILTER)


def length(value: float) -> str:
    """A distance in map units, to three figures; rounding noise shows as 0."""
    return "0" if abs(value) < 1e-6 else f"{value:.3g}"


def relative_to_map(doc: MapDocument, path: str) -> str:
    """``path`` relative to the map's folder (absolute while the map has no file)."""
    if doc.path is None:
        return path
    try:
        return Path(os.path.relpath(path, doc.path.parent)).as_posix()
    except ValueError:  # another drive on Windows
        return path


class BackgroundPanel(QScrollArea):
    """Import a scan to trace over, then place, align, lock and fade it."""

    status = Signal(str)
    align_requested = Signal()

    def __init__(self, doc: MapDocument) -> None:
        super().__init__()
        self.doc = doc
        self._build()
        self._connect()
        doc.background_changed.connect(self.load)
        self.load()

    # --- layout -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.source = QLabel(translate("BackgroundPanel", "No background image"))
        self.source.setWordWrap(True)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b03a2e; font-weight: 600;")
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #7a4b00;")
        self.import_button = QPushButton(translate("BackgroundPanel", "Import image…"))
        self.locate_button = QPushButton(translate("BackgroundPanel", "Locate…"))
        self.locate_button.setToolTip(translate("BackgroundPanel", "Point the map at the image file's new "
                                                "place"))
        self.remove_button = QPushButton(translate("BackgroundPanel", "Remove"))
        self.embed = QCheckBox(translate("BackgroundPanel", "Embed the image in the map file"))
        self.embed.setToolTip(translate("BackgroundPanel", "Only while the map file stays small enough to "
                                        "open again; otherwise the image stays a separate "
                                        "file next to the map"))
        self.x_box, self.y_box = _box(-1e7, 1e7, 2), _box(-1e7, 1e7, 2)
        self.scale = _box(1e-6, 1e6, 6)
        self.scale.setSingleStep(0.01)
        self.rotation = _box(-360, 360, 2)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity_text = QLabel()
        self.lock = QCheckBox(translate("BackgroundPanel", "Lock (no moving or aligning)"))
        self.fit_button = QPushButton(translate("BackgroundPanel", "Fit to map"))
        self.fit_button.setToolTip(translate("BackgroundPanel", "Scale the scan, unrotated, over the zones' "
                                             "extent"))
        self.align_button = QPushButton(translate("BackgroundPanel", "Align on points…"))
        self.align_button.setToolTip(translate("BackgroundPanel", "Click a point on the scan, then the same "
                                               "place on the map; two pairs or more, then "
                                               "Enter"))
        self.keep_shape = QCheckBox(translate("BackgroundPanel", "Keep its shape (3+ points: no shear)"))
        self.points = QTreeWidget()
        self.points.setHeaderLabels(["#", translate("BackgroundPanel", "scan px"), translate("BackgroundPanel", "map"),
                                     translate("BackgroundPanel", "error")])
        self.points.setRootIsDecorated(False)
        self.points.setMaximumHeight(110)
        self.fit_quality = QLabel()
        self.setWidget(self._layout())
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)

    def _layout(self) -> QWidget:
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.addWidget(self.source)
        lay.addWidget(self.warning)
        lay.addLayout(_row(self.import_button, self.locate_button, self.remove_button))
        lay.addWidget(self.embed)
        form = QFormLayout()
        form.addRow("x, y", _row(self.x_box, self.y_box))
        form.addRow(translate("BackgroundPanel", "Scale"), self.scale)
        form.addRow(translate("BackgroundPanel", "Rotation °"), self.rotation)
        form.addRow(translate("BackgroundPanel", "Opacity"), _row(self.opacity, self.opacity_text))
        lay.addLayout(form)
        lay.addWidget(self.lock)
        lay.addLayout(_row(self.fit_button, self.align_button))
        lay.addWidget(self.keep_shape)
        lay.addWidget(self.points)
        lay.addWidget(self.fit_quality)
        lay.addWidget(self.note)
        lay.addStretch(1)
        return body

    def _connect(self) -> None:
        self.import_button.clicked.connect(self.ask_import)
        self.locate_button.clicked.connect(self.ask_locate)
        self.remove_button.clicked.connect(self.remove)
        self.embed.toggled.connect(self._embed_toggled)
        for name, box in (("x", self.x_box), ("y", self.y_box), ("scale", self.scale),
                          ("rotation", self.rotation)):
            box.valueChanged.connect(lambda v, n=name: self._set(n, float(v)))
        self.opacity.valueChanged.connect(lambda v: self._report(set_opacity(self.doc,
                                                                             v / 100.0)))
        self.lock.toggled.connect(lambda on: self._report(set_locked(self.doc, on)))
        self.fit_button.clicked.connect(self.fit_to_map)
        self.align_button.clicked.connect(self.align_requested.emit)

    # --- showing the document -----------------------------------------------------------------

    def load(self) -> None:
        bg = self.doc.game_map.background
        widgets: tuple[QWidget, ...] = (self.x_box, self.y_box, self.scale, self.rotation,
                                        self.opacity, self.embed, self.lock)
        for w in widgets:
            w.blockSignals(True)
        self._enable(bg)
        self._show_source(bg)
        if bg is not None:
            self.x_box.setValue(bg.x)
            self.y_box.setValue(bg.y)
            self.scale.setValue(bg.scale)
            self.rotation.setValue(bg.rotation)
            self.opacity.setValue(round(bg.opacity * 100))
            self.embed.setChecked(bool(bg.embedded_png_base64))
            self.lock.setChecked(bg.locked)
        self.opacity_text.setText(translate("BackgroundPanel", "{value} %").format(value=self.opacity.value()))
        for w in widgets:
            w.blockSignals(False)
        self._show_points(bg)

    def _enable(self, bg: BackgroundImage | None) -> None:
        movable = bg is not None and not bg.locked
        placing: tuple[QWidget, ...] = (self.x_box, self.y_box, self.scale, self.rotation,
                                        self.fit_button, self.align_button, self.keep_shape)
        for w in placing:
            w.setEnabled(movable)
        for w in (self.opacity, self.lock, self.remove_button, self.embed):
            w.setEnabled(bg is not None)
        if bg is not None:
            self.embed.setEnabled(bool(bg.path) or not bg.embedded_png_base64)

    def _show_source(self, bg: BackgroundImage | None) -> None:
        if bg is None:
            self.source.setText(translate("BackgroundPanel", "No background image. Import a scan of a "
                                          "printed map to trace its zones (or File ▸ New "
                                          "from a Scan)."))
        elif bg.embedded_png_base64:
            kib = len(bg.embedded_png_base64) * 3 // 4 // 1024
            self.source.setText(translate("BackgroundPanel", "Embedded image ({size} KiB)").format(size=kib))
        else:
            self.source.setText(translate("BackgroundPanel", "Image file: {path}").format(path=bg.path))
        warning = missing_scan(self.doc)
        self.warning.setText(warning or "")
        self.warning.setVisible(bool(warning))
        self.locate_button.setVisible(bool(warning))

    def _show_points(self, bg: BackgroundImage | None) -> None:
        self.points.clear()
        pairs = control_pairs(bg) if bg is not None else []
        self.points.setVisible(bool(pairs))
        if bg is None or not pairs:
            self.fit_quality.setText("")
            return
        errors = residuals(background_transform(bg), pairs)
        for n, ((scan, target), error) in enumerate(zip(pairs, errors, strict=True), start=1):
            self.points.addTopLevelItem(QTreeWidgetItem([
                str(n), f"{scan[0]:.0f}, {scan[1]:.0f}", f"{target[0]:.4g}, {target[1]:.4g}",
                length(error)]))
        for column in range(4):
            self.points.resizeColumnToContents(column)
        shape = (translate("BackgroundPanel", "affine") if bg.matrix is not None
                 else translate("BackgroundPanel", "similarity"))
        self.fit_quality.setText(translate("BackgroundPanel", "Aligned on {count} points ({kind}); "
                                           "mean error {error} map units").format(
            count=len(pairs), kind=shape, error=length(rms(errors))))

    def _report(self, outcome: Outcome) -> None:
        if outcome.message:
            self.status.emit(outcome.message)
        if not outcome.ok and outcome.message:  # refused, and why
            self.note.setText(outcome.message)
            self.load()
        elif outcome.ok:
            self.note.setText("")

    # --- edits --------------------------------------------------------------------------------

    def _set(self, field: str, value: float) -> None:
        bg = self.doc.game_map.background
        if bg is None or getattr(bg, field) == value:
            return
        changes: dict[str, object] = {field: value}
        if field in ("scale", "rotation"):
            changes["matrix"] = None  # a typed scale or rotation makes it a similarity
        try:
            new = replaced(bg, **changes)
        except AlignmentError as exc:
            self._report(Outcome(False, refusal(error_text(exc))))
            return
        self._report(place(self.doc, translate("BackgroundPanel", EDIT_TEXTS[field]), new,
                           merge=True))

    def fit_to_map(self) -> bool:
        size = scan_size(self.doc)
        if size is None:
            self._report(Outcome(False, refusal(translate(
                "BackgroundPanel", "the background image cannot be read"))))
            return False
        outcome = fit_to_map(self.doc, size.width(), size.height())
        self._report(outcome)
        return outcome.ok

    def ask_import(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, translate("BackgroundPanel", "Import background image"), "",
                                               image_filter())
        if path:
            self.import_image(path)

    def import_image(self, path: str, embed: bool = False) -> bool:
        """Put an image behind the map, linked by a path relative to the map (or embedded,
        when it fits in the map file)."""
        why_not = scan_refusal(path)
        if why_not is not None:
            self._report(Outcome(False, refusal(why_not)))
            return False
        data, why = self._embedding(path) if embed else (None, None)
        if why is not None:
            self._report(Outcome(False, refusal(why)))
        stored = {"path": relative_to_map(self.doc, path)}
        if data:  # no `embedded_png_base64: ''` line in the map file
            stored["embedded_png_base64"] = data
        bg = BackgroundImage.model_validate(stored)
        self.doc.undo_stack.push(SetBackgroundCommand(self.doc, lambda: translate("BackgroundPanel", "Import background"), bg))
        return True

    def _embedding(self, path: str) -> tuple[str | None, str | None]:
        """The image at ``path`` as embedded data (base64), or why it cannot be embedded:
        a file too big is refused by its size, without being read."""
        data = png_base64(path)  # None for a file too big to embed, or no image
        try:
            size = len(data) if data is not None else os.path.getsize(path) * 4 // 3
        except (OSError, ValueError):
            return None, translate("BackgroundPanel", "cannot read {path}").format(path=path)
        why = embed_refusal(self.doc, size, Path(path).name)
        if why is not None or data is None:
            return None, why or translate("BackgroundPanel", "cannot read {path}").format(path=path)
        return data, None

    def ask_locate(self) -> None:
        path, _f = QFileDialog.getOpenFileName(self, translate("BackgroundPanel", "Locate the background image"), "",
                                               image_filter())
        if path:
            self.locate(path)

    def locate(self, path: str) -> bool:
        """Link the background to ``path`` instead (its placement unchanged)."""
        bg = self.doc.game_map.background
        why_not = scan_refusal(path)
        if bg is None or why_not is not None:
            self._report(Outcome(False, refusal(
                why_not or translate("BackgroundPanel", "no background to locate"))))
            return False
        new = replaced(bg, path=relative_to_map(self.doc, path))
        self.doc.undo_stack.push(SetBackgroundCommand(
            self.doc, lambda: translate("BackgroundPanel", "Locate background image"), new))
        self._report(Outcome(True, translate("BackgroundPanel", "Background image: {path}").format(path=path)))
        return True

    def remove(self) -> None:
        self.doc.undo_stack.push(SetBackgroundCommand(self.doc, lambda: translate("BackgroundPanel", "Remove background"), None))

    def _embed_toggled(self, on: bool) -> None:
        bg = self.doc.game_map.background
        if bg is None:
            return
        if not on:
            if bg.path:
                self.doc.undo_stack.push(SetBackgroundCommand(
                    self.doc, lambda: translate("BackgroundPanel", "Link background file"), replaced(bg, embedded_png_base64=None)))
            return
        data, why = self._embedding(self.doc.background_source() or bg.path)
        if data is None:
            self._report(Outcome(False, refusal(str(why))))
            return
        self.doc.undo_stack.push(SetBackgroundCommand(
            self.doc, lambda: translate("BackgroundPanel", "Embed background"), replaced(bg, embedded_png_base64=data)))


def _box(low: float, high: float, decimals: int) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setKeyboardTracking(False)
    return box


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area, so that a tall panel fits a small screen."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


def _row(*widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    for w in widgets:
        row.addWidget(w)
    return row
