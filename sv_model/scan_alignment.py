"""Aligning a scanned printed map with the map's coordinates (no Qt).

As in QGIS's Georeferencer, the user pairs points: a pixel on the scan and the
same place in map coordinates. Two pairs fix a similarity (scale, rotation and
translation); three or more fix an affine transform (least squares when there
are more than needed). A transform maps scan pixels ``(u, v)`` to map points::

    x = a·u + b·v + tx
    y = c·u + d·v + ty

``background_transform`` and ``with_transform`` convert between a transform and
the placement a map file stores for its background image (``BackgroundImage``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import ProblemError, schema_said
from sv_model.schemas.map import BackgroundImage

Pt = tuple[float, float]
Pair = tuple[Pt, Pt]  # (scan pixel, map point)

SIMILARITY_TOLERANCE = 1e-9  # relative: below it a fitted affine is stored as a similarity


class AlignmentError(ProblemError):
    """The control points do not fix a transform; its problem id says why, for the user,
    in either language (``problem_words.error_words``)."""


@dataclass(frozen=True)
class Affine:
    """``x = a·u + b·v + tx``, ``y = c·u + d·v + ty``."""

    a: float
    b: float
    c: float
    d: float
    tx: float
    ty: float

    def apply(self, p: Pt) -> Pt:
        u, v = p
        return (self.a * u + self.b * v + self.tx, self.c * u + self.d * v + self.ty)

    @property
    def det(self) -> float:
        return self.a * self.d - self.b * self.c

    def inverse(self) -> Affine:
        det = self.det
        if det == 0 or not math.isfinite(det):
            raise AlignmentError(P.SCAN_FLATTENED)
        a, b, c, d = self.d / det, -self.b / det, -self.c / det, self.a / det
        return Affine(a, b, c, d, -(a * self.tx + b * self.ty), -(c * self.tx + d * self.ty))

    @property
    def scale(self) -> float:
        """The mean scale (map units per scan pixel): the square root of the area ratio."""
        return math.sqrt(abs(self.det))

    @property
    def rotation(self) -> float:
        """Degrees, clockwise on screen (y down), as ``QGraphicsItem.setRotation``."""
        return math.degrees(math.atan2(self.c - self.b, self.a + self.d))

    def is_similarity(self, tolerance: float = SIMILARITY_TOLERANCE) -> bool:
        """True if it only scales, rotates and moves (no shear, no mirror, same scale
        along both axes)."""
        size = max(abs(self.a), abs(self.b), abs(self.c), abs(self.d), 1e-300)
        return (abs(self.a - self.d) <= tolerance * size
                and abs(self.b + self.c) <= tolerance * size)


def similarity(x: float, y: float, scale: float, rotation: float) -> Affine:
    """Scale by ``scale``, rotate by ``rotation`` degrees, then move the origin to (x, y)."""
    r = math.radians(rotation)
    cos, sin = scale * math.cos(r), scale * math.sin(r)
    return Affine(cos, -sin, sin, cos, x, y)


def _centred(points: Sequence[Pt]) -> tuple[Pt, list[Pt]]:
    n = len(points)
    mx = math.fsum(p[0] for p in points) / n
    my = math.fsum(p[1] for p in points) / n
    return (mx, my), [(p[0] - mx, p[1] - my) for p in points]


def _spread(points: Sequence[Pt]) -> float:
    return math.fsum(u * u + v * v for u, v in points)


def _check_pairs(pairs: Sequence[Pair], least: int) -> None:
    if len(pairs) < least:
        raise AlignmentError(P.ALIGN_TOO_FEW_PAIRS, least=least, got=len(pairs))
    for scan, target in pairs:
        if not all(math.isfinite(c) for c in (*scan, *target)):
            raise AlignmentError(P.ALIGN_NOT_FINITE)


def similarity_fit(pairs: Sequence[Pair]) -> Affine:
    """The similarity that best maps the scan points onto the map points (least squares;
    exact for two pairs)."""
    _check_pairs(pairs, 2)
    (mu, mv), scan = _centred([s for s, _t in pairs])
    (mx, my), target = _centred([t for _s, t in pairs])
    spread = _spread(scan)
    if spread <= 1e-18 * max(1.0, mu * mu + mv * mv):
        raise AlignmentError(P.ALIGN_SCAN_POINTS_SAME)
    if _spread(target) <= 1e-18 * max(1.0, mx * mx + my * my):
        raise AlignmentError(P.ALIGN_MAP_POINTS_SAME)
    p = math.fsum(u * x + v * y for (u, v), (x, y) in zip(scan, target, strict=True)) / spread
    q = math.fsum(u * y - v * x for (u, v), (x, y) in zip(scan, target, strict=True)) / spread
    return Affine(p, -q, q, p, mx - p * mu + q * mv, my - q * mu - p * mv)


def affine_fit(pairs: Sequence[Pair]) -> Affine:
    """The affine transform that best maps the scan points onto the map points (least
    squares; exact for three pairs)."""
    _check_pairs(pairs, 3)
    (mu, mv), scan = _centred([s for s, _t in pairs])
    (mx, my), target = _centred([t for _s, t in pairs])
    suu = math.fsum(u * u for u, _v in scan)
    svv = math.fsum(v * v for _u, v in scan)
    suv = math.fsum(u * v for u, v in scan)
    det = suu * svv - suv * suv
    if det <= 1e-12 * (suu + svv) ** 2:
        raise AlignmentError(P.ALIGN_SCAN_IN_LINE)
    rows = []
    for k in (0, 1):  # x, then y
        su = math.fsum(u * t[k] for (u, _v), t in zip(scan, target, strict=True))
        sv = math.fsum(v * t[k] for (_u, v), t in zip(scan, target, strict=True))
        rows.append(((svv * su - suv * sv) / det, (suu * sv - suv * su) / det))
    (a, b), (c, d) = rows
    t = Affine(a, b, c, d, mx - a * mu - b * mv, my - c * mu - d * mv)
    if abs(t.det) <= 1e-12 * max(a * a + b * b + c * c + d * d, 1e-300):
        raise AlignmentError(P.ALIGN_MAP_IN_LINE)
    return t


def fit(pairs: Sequence[Pair], keep_shape: bool = False) -> Affine:
    """Two pairs: a similarity; three or more: an affine transform, or a least-squares
    similarity when ``keep_shape`` (the scan is only scaled, rotated and moved)."""
    if len(pairs) < 3 or keep_shape:
        return similarity_fit(pairs)
    return affine_fit(pairs)


def residuals(t: Affine, pairs: Sequence[Pair]) -> list[float]:
    """How far each scan point lands from its map point, in map units."""
    out = []
    for scan, target in pairs:
        x, y = t.apply(scan)
        out.append(math.hypot(x - target[0], y - target[1]))
    return out


def rms(values: Sequence[float]) -> float:
    return math.sqrt(math.fsum(v * v for v in values) / len(values)) if values else 0.0


def fit_to_bounds(width: float, height: float,
                  bounds: tuple[float, float, float, float]) -> Affine:
    """Scale a ``width``×``height`` scan, unrotated, to fill the map's bounds, centred."""
    if width <= 0 or height <= 0:
        raise AlignmentError(P.SCAN_NO_SIZE)
    x0, y0, x1, y1 = bounds
    if not (x1 > x0 and y1 > y0):
        raise AlignmentError(P.MAP_NO_EXTENT)
    scale = min((x1 - x0) / width, (y1 - y0) / height)
    return similarity((x0 + x1 - width * scale) / 2, (y0 + y1 - height * scale) / 2, scale, 0.0)


def background_transform(bg: BackgroundImage) -> Affine:
    """Where a map file puts its background: scan pixel → map point."""
    if bg.matrix is not None:
        a, b, c, d = bg.matrix
        return Affine(a, b, c, d, bg.x, bg.y)
    return similarity(bg.x, bg.y, bg.scale, bg.rotation)


def with_transform(bg: BackgroundImage, t: Affine,
                   pairs: Sequence[Pair] | None = None) -> BackgroundImage:
    """The background placed by ``t`` (a similarity as x, y, scale and rotation, any other
    transform as its matrix too); ``pairs`` are kept as the control points."""
    matrix = None if t.is_similarity() else (t.a, t.b, t.c, t.d)
    changes: dict[str, object] = {"x": t.tx, "y": t.ty, "scale": t.scale,
                                  "rotation": t.rotation, "matrix": matrix}
    if pairs is not None:
        changes["control_points"] = [{"scan": s, "map": m} for s, m in pairs]
    return replaced(bg, **changes)


def replaced(bg: BackgroundImage, **changes: object) -> BackgroundImage:
    """``bg`` with ``changes``, validated; a change to None or to an empty list leaves the
    field unset, so that the map file does not gain default values."""
    data = bg.model_dump(mode="json", exclude_unset=True)
    for key, value in changes.items():
        data.pop(key, None)
        if value is not None and value != []:
            data[key] = value
    try:
        return BackgroundImage.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = ".".join(str(part) for part in error["loc"])
        what = schema_said(dict(error)) or error["msg"]
        raise AlignmentError(P.SCAN_NOT_PLACED, field=field, what=what) from None


def control_pairs(bg: BackgroundImage) -> list[Pair]:
    return [((p.scan[0], p.scan[1]), (p.map[0], p.map[1])) for p in bg.control_points]
