"""Edits of the background scan's placement, each one undo step on the document.

Align on control points, fit to the map, lock, fade. A locked scan refuses every edit
that would move it (fading and unlocking still work). The math is in
``sv_model.scan_alignment``; this module turns it into ``SetBackgroundCommand``s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale

from editor.map_editor.commands import SetBackgroundCommand
from editor.map_editor.document import MapDocument
from editor.shared.terms import refusal
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, translate
from sv_model.scan_alignment import (
    AlignmentError,
    Pair,
    background_transform,
    fit,
    fit_to_bounds,
    replaced,
    residuals,
    rms,
    with_transform,
)
from sv_model.schemas.map import BackgroundImage

LOCKED = QT_TRANSLATE_NOOP("BackgroundEdits", "the background is locked (untick Lock in the "
                           "Background tab to move or align it)")
SIGNIFICANT_DIGITS = 9
"""A placement's numbers are kept to this many significant digits: no 16-digit floats in
the file, and far under a pixel of error across a 7000-pixel scan."""


def tidied(bg: BackgroundImage) -> BackgroundImage:
    """``bg`` with its offset, scale, rotation and matrix rounded (``SIGNIFICANT_DIGITS``)."""
    def short(value: float) -> float:
        return float(f"{value:.{SIGNIFICANT_DIGITS}g}") + 0.0

    update: dict[str, object] = {k: short(getattr(bg, k)) for k in ("x", "y", "scale",
                                                                     "rotation")}
    if bg.matrix is not None:
        a, b, c, d = (short(v) for v in bg.matrix)
        update["matrix"] = (a, b, c, d)
    return bg.model_copy(update=update)


@dataclass(frozen=True)
class Outcome:
    """Whether an edit was made, and what to tell the user."""

    ok: bool
    message: str


def _refused(reason: str) -> Outcome:
    return Outcome(False, refusal(reason))


def movable(doc: MapDocument) -> BackgroundImage | str:
    """The background, if it may be moved; else why not."""
    bg = doc.game_map.background
    if bg is None:
        return translate("BackgroundEdits", "import a background image first (Map ▸ Import Background "
                                            "Image)")
    if bg.locked:
        return translate("BackgroundEdits", LOCKED)
    return bg


def place(doc: MapDocument, text: str, new: BackgroundImage, merge: bool = False) -> Outcome:
    """Move the scan to ``new``'s placement as one undo step, unless it is locked."""
    bg = movable(doc)
    if isinstance(bg, str):
        return _refused(bg)
    new = tidied(new)
    if new == bg:
        return Outcome(False, "")
    doc.undo_stack.push(SetBackgroundCommand(doc, text, new, merge=merge))
    return Outcome(True, text)


def align(doc: MapDocument, pairs: Sequence[Pair], keep_shape: bool = False) -> Outcome:
    """Align the scan on pairs of (scan pixel, map point): two give a similarity, three
    or more an affine transform (a least-squares similarity when ``keep_shape``)."""
    bg = movable(doc)
    if isinstance(bg, str):
        return _refused(bg)
    try:
        t = fit(pairs, keep_shape)
        new = tidied(with_transform(bg, t, pairs))
    except AlignmentError as exc:
        return _refused(error_text(exc))
    kind = (translate("BackgroundEdits", "similarity") if len(pairs) == 2 or keep_shape
            else translate("BackgroundEdits", "affine"))
    text = translate("BackgroundEdits", "Align background on {count} points").format(
        count=len(pairs))
    doc.undo_stack.push(SetBackgroundCommand(doc, text, new))
    error = rms(residuals(t, pairs))
    shown = "0" if error < 1e-6 else QLocale().toString(error, "g", 3)
    return Outcome(True, translate("BackgroundEdits", "{edit} ({kind}); mean error {error} map "
                                   "units").format(edit=text, kind=kind, error=shown))


def map_bounds(doc: MapDocument) -> tuple[float, float, float, float] | None:
    """The extent of the map's zones, or None when it has none."""
    boxes = [doc.zone_bounds(z.id) for z in doc.zones]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def fit_to_map(doc: MapDocument, width: int, height: int) -> Outcome:
    """Scale the scan (``width``×``height`` pixels), unrotated, over the zones' extent."""
    bg = movable(doc)
    if isinstance(bg, str):
        return _refused(bg)
    bounds = map_bounds(doc)
    if bounds is None:
        return _refused(translate("BackgroundEdits", "the map has no zones to fit the scan to; align it "
                                  "on typed coordinates instead"))
    try:
        new = with_transform(bg, fit_to_bounds(width, height, bounds), [])
    except AlignmentError as exc:
        return _refused(error_text(exc))
    return place(doc, translate("BackgroundEdits", "Fit background to map"), new)


def set_locked(doc: MapDocument, locked: bool) -> Outcome:
    bg = doc.game_map.background
    if bg is None or bg.locked == locked:
        return Outcome(False, "")
    text = (translate("BackgroundEdits", "Lock background") if locked
            else translate("BackgroundEdits", "Unlock background"))
    doc.undo_stack.push(SetBackgroundCommand(doc, text, replaced(bg, locked=locked or None)))
    return Outcome(True, text)


def set_opacity(doc: MapDocument, opacity: float) -> Outcome:
    """Fade the scan (allowed when locked); a slider drag merges into one undo step."""
    bg = doc.game_map.background
    if bg is None or bg.opacity == opacity:
        return Outcome(False, "")
    text = translate("BackgroundEdits", "Fade background")
    doc.undo_stack.push(SetBackgroundCommand(doc, text, bg.model_copy(update={"opacity": opacity}),
                                             merge=True))
    return Outcome(True, text)


def scan_to_map(bg: BackgroundImage, pixel: tuple[float, float]) -> tuple[float, float]:
    return background_transform(bg).apply(pixel)


def map_to_scan(bg: BackgroundImage, p: tuple[float, float]) -> tuple[float, float]:
    return background_transform(bg).inverse().apply(p)
