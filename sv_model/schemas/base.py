"""Shared pieces of the data-file schemas."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

Identifier = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", min_length=1, max_length=64)]
"""A stable machine id: lower case letters, digits and underscores."""

Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
MAX_COORDINATE = 1e7
Coordinate = Annotated[float, Field(allow_inf_nan=False, ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
"""A map coordinate: a finite number within ten million of the origin."""
Point = tuple[Coordinate, Coordinate]
Ring = Annotated[list[Point], Field(min_length=3)]
Year = Annotated[int, Field(ge=200, le=500)]


class SvModel(BaseModel):
    """Base of every schema model: unknown fields are errors."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)


def duplicates(values: Iterable[str]) -> list[str]:
    """The values that occur more than once, in first-seen order."""
    counts = Counter(values)
    return [v for v, n in counts.items() if n > 1]
