"""One zoom policy for every view of the map: limits, wheel steps, and the
point under the cursor held still.

The smallest scale shows the whole map with room around it; the largest makes
one counter a set number of pixels wide. Zooming keeps the map point under the
anchor (the cursor for the wheel, the centre for keys) in place, so the view
never drifts while zooming in and out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView

WHEEL_STEP = 1.0018  # zoom factor per eighth of a degree of wheel rotation (1.24 a notch)
KEY_STEP = 1.25


@dataclass(frozen=True)
class ZoomPolicy:
    """The allowed range of a view's scale (screen pixels per scene unit)."""

    fit_fraction: float = 0.6  # zooming out stops when the map fills this much of the view
    max_feature_px: float = 300.0  # zooming in stops when a feature of ``feature`` units is this big
    feature: float = 1.0
    max_over_fit: float | None = None  # if set, zooming in stops this many times past the fit

    def limits(self, view_size: tuple[float, float], content: QRectF) -> tuple[float, float]:
        fit = min(view_size[0] / max(content.width(), 1e-9),
                  view_size[1] / max(content.height(), 1e-9))
        low = fit * self.fit_fraction
        if self.max_over_fit is not None:
            high = fit * self.max_over_fit
        else:
            high = max(low, self.max_feature_px / max(self.feature, 1e-9))
        return low, high

    def clamp(self, scale: float, factor: float, view_size: tuple[float, float],
              content: QRectF) -> float:
        """The factor to apply to ``scale``: ``factor``, cut to stay within the limits."""
        low, high = self.limits(view_size, content)
        return max(low / scale, min(high / scale, factor))


def wheel_factor(angle_delta: int) -> float:
    """The zoom factor of a wheel turn of ``angle_delta`` eighths of a degree."""
    return float(WHEEL_STEP ** angle_delta)


def view_scale(view: QGraphicsView) -> float:
    return float(view.transform().m11())


def zoom_view(view: QGraphicsView, policy: ZoomPolicy, content: QRectF, factor: float,
              anchor: QPointF | None = None) -> float:
    """Scale ``view`` by ``factor`` within ``policy``, keeping the scene point under
    ``anchor`` (viewport pixels; the centre when None) where it is. Returns the
    factor actually applied (1.0 when at a limit)."""
    size = (float(view.viewport().width()), float(view.viewport().height()))
    factor = policy.clamp(view_scale(view), factor, size, content)
    if abs(factor - 1.0) < 1e-6:
        return 1.0
    if anchor is None:
        anchor = QPointF(view.viewport().rect().center())
    fixed = view.mapToScene(anchor.toPoint())
    old_anchor = view.transformationAnchor()
    view.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
    view.scale(factor, factor)
    view.setTransformationAnchor(old_anchor)
    delta = view.mapFromScene(fixed) - anchor.toPoint()
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + delta.x())
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + delta.y())
    return factor
