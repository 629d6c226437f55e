"""The scan alignment math (``sv_model.scan_alignment``, no Qt): a known transform is
recovered from two points (similarity) and three (affine), least squares past that,
degenerate points are refused with a reason, and a placement survives the map file."""

from __future__ import annotations

import math

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from sv_model.scan_alignment import (
    Affine,
    AlignmentError,
    affine_fit,
    background_transform,
    fit,
    fit_to_bounds,
    replaced,
    residuals,
    rms,
    similarity,
    similarity_fit,
    with_transform,
)
from sv_model.schemas.map import BackgroundImage

coordinate = st.floats(-5000, 5000, allow_nan=False)
pixel = st.floats(0, 7000, allow_nan=False)
scales = st.floats(0.01, 50)
angles = st.floats(-179.0, 179.0)


def close(a: Affine, b: Affine, rel: float = 1e-6) -> bool:
    size = max(1.0, *(abs(v) for v in (b.a, b.b, b.c, b.d)))
    move = max(1.0, abs(b.tx), abs(b.ty))
    return (all(abs(x - y) <= rel * size for x, y in zip((a.a, a.b, a.c, a.d),
                                                          (b.a, b.b, b.c, b.d), strict=True))
            and abs(a.tx - b.tx) <= rel * move * 10 and abs(a.ty - b.ty) <= rel * move * 10)


def triangle_area(p: tuple[float, float], q: tuple[float, float],
                  r: tuple[float, float]) -> float:
    return abs((q[0] - p[0]) * (r[1] - p[1]) - (r[0] - p[0]) * (q[1] - p[1])) / 2


@settings(max_examples=200, deadline=None, derandomize=True)
@given(coordinate, coordinate, scales, angles, st.tuples(pixel, pixel), st.tuples(pixel, pixel))
def test_a_similarity_is_recovered_from_two_points(x: float, y: float, scale: float,
                                                   angle: float, p: tuple[float, float],
                                                   q: tuple[float, float]) -> None:
    assume(math.dist(p, q) >= 50)  # two clicks a few pixels apart fix little
    known = similarity(x, y, scale, angle)
    got = similarity_fit([(p, known.apply(p)), (q, known.apply(q))])
    assert close(got, known)
    assert got.scale == pytest.approx(scale, rel=1e-9)
    assert got.rotation == pytest.approx(angle, abs=1e-7)
    assert got.is_similarity()
    assert max(residuals(got, [(p, known.apply(p)), (q, known.apply(q))])) < 1e-6 * max(
        1.0, abs(x), abs(y), scale * 7000)


affine_parts = st.tuples(*(st.floats(-3, 3) for _ in range(4)))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(affine_parts, coordinate, coordinate,
       st.lists(st.tuples(pixel, pixel), min_size=3, max_size=3))
def test_an_affine_transform_is_recovered_from_three_points(
        m: tuple[float, float, float, float], tx: float, ty: float,
        points: list[tuple[float, float]]) -> None:
    a, b, c, d = m
    assume(abs(a * d - b * c) >= 0.05)  # not nearly flat
    assume(triangle_area(*points) >= 20_000)  # points not nearly in a line
    known = Affine(a, b, c, d, tx, ty)
    got = affine_fit([(p, known.apply(p)) for p in points])
    assert close(got, known, rel=1e-5)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(affine_parts, coordinate, coordinate,
       st.lists(st.tuples(pixel, pixel), min_size=4, max_size=8))
def test_more_points_than_needed_fit_by_least_squares(
        m: tuple[float, float, float, float], tx: float, ty: float,
        points: list[tuple[float, float]]) -> None:
    a, b, c, d = m
    assume(abs(a * d - b * c) >= 0.05 and triangle_area(*points[:3]) >= 20_000)
    known = Affine(a, b, c, d, tx, ty)
    pairs = [(p, known.apply(p)) for p in points]
    assert close(fit(pairs), known, rel=1e-5)  # exact data: the exact transform
    noisy = [(p, (t[0] + (0.5 if i % 2 else -0.5), t[1])) for i, (p, t) in enumerate(pairs)]
    got = fit(noisy)
    assert rms(residuals(got, noisy)) <= rms(residuals(known, noisy)) + 1e-6


def test_least_squares_similarity_keeps_the_shape_on_three_points() -> None:
    known = similarity(10, 20, 0.25, 30)
    pairs = [(p, known.apply(p)) for p in ((0.0, 0.0), (4000.0, 0.0), (0.0, 3000.0))]
    pairs[2] = (pairs[2][0], (pairs[2][1][0] + 3.0, pairs[2][1][1]))  # one click off
    got = fit(pairs, keep_shape=True)
    assert got.is_similarity()
    assert not fit(pairs).is_similarity()


@pytest.mark.parametrize(("pairs", "reason"), [
    ([((5.0, 5.0), (1.0, 1.0))], "at least 2"),
    ([((5.0, 5.0), (1.0, 1.0)), ((5.0, 5.0), (9.0, 9.0))], "scan are all at the same place"),
    ([((0.0, 0.0), (1.0, 1.0)), ((9.0, 5.0), (1.0, 1.0))], "map are all at the same place"),
    ([((0.0, 0.0), (1.0, 1.0)), ((1.0, 1.0), (2.0, 5.0)), ((2.0, 2.0), (7.0, 1.0))],
     "scan are in a line"),
    ([((0.0, 0.0), (1.0, 1.0)), ((10.0, 0.0), (2.0, 2.0)), ((0.0, 10.0), (3.0, 3.0))],
     "map are in a line"),
    ([((0.0, 0.0), (1.0, 1.0)), ((10.0, 0.0), (float("nan"), 2.0))], "finite"),
])
def test_points_that_fix_nothing_are_refused_with_a_reason(
        pairs: list[tuple[tuple[float, float], tuple[float, float]]], reason: str) -> None:
    with pytest.raises(AlignmentError, match=reason):
        fit(pairs)


def test_inverse_maps_back() -> None:
    t = Affine(0.3, 0.1, -0.05, 0.28, 100.0, -40.0)
    for p in ((0.0, 0.0), (6999.0, 4999.0), (1234.5, 77.0)):
        u, v = t.inverse().apply(t.apply(p))
        assert (u, v) == pytest.approx(p, abs=1e-9)


def test_fit_to_bounds_centres_the_scan_on_the_map() -> None:
    t = fit_to_bounds(7000, 5000, (0.0, 0.0, 100.0, 50.0))
    assert t.scale == pytest.approx(0.01)
    assert t.apply((0.0, 0.0)) == pytest.approx((15.0, 0.0))
    assert t.apply((7000.0, 5000.0)) == pytest.approx((85.0, 50.0))
    with pytest.raises(AlignmentError):
        fit_to_bounds(7000, 5000, (0.0, 0.0, 0.0, 50.0))


def test_a_placement_round_trips_through_the_map_schema() -> None:
    bg = BackgroundImage(path="scan.png", opacity=0.7)
    pairs = [((0.0, 0.0), (10.0, 20.0)), ((100.0, 0.0), (40.0, 25.0)),
             ((0.0, 100.0), (8.0, 50.0))]
    aligned = with_transform(bg, fit(pairs), pairs)
    assert aligned.matrix is not None and len(aligned.control_points) == 3
    again = BackgroundImage.model_validate(aligned.model_dump(mode="json"))
    assert close(background_transform(again), fit(pairs))
    assert aligned.model_fields_set == {"path", "opacity", "x", "y", "scale", "rotation",
                                        "matrix", "control_points"}
    similar = with_transform(aligned, similarity(1, 2, 0.5, 10), [])
    assert similar.matrix is None and similar.control_points == []
    assert "matrix" not in similar.model_fields_set  # the file does not gain `matrix: null`
    assert close(background_transform(similar), similarity(1, 2, 0.5, 10))
    assert replaced(similar, locked=True).locked


def test_old_background_fields_still_load() -> None:
    old = {"path": "scan.png", "x": 5.0, "y": -3.0, "scale": 0.5, "rotation": 2.0}
    bg = BackgroundImage.model_validate(old)
    assert bg.matrix is None and not bg.locked and bg.control_points == []
    with pytest.raises(ValueError, match="flattens"):
        BackgroundImage.model_validate({**old, "matrix": [1.0, 2.0, 2.0, 4.0]})
