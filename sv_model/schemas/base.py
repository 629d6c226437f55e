"""Shared pieces of the data-file schemas."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import ProblemError

Identifier = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", min_length=1, max_length=64)]
"""A stable machine id: lower case letters, digits and underscores."""

Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
MAX_COORDINATE = 1e7
Coordinate = Annotated[float, Field(allow_inf_nan=False, ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
"""A map coordinate: a finite number within ten million of the origin."""
Point = tuple[Coordinate, Coordinate]
Ring = Annotated[list[Point], Field(min_length=3)]
Year = Annotated[int, Field(ge=200, le=500)]


def file_name(value: str) -> str:
    """``value``, if a file system may accept it as a file name; ValueError if not."""
    bad = next((c for c in value if ord(c) < 32 or ord(c) == 127), None)
    if bad is not None:
        if bad == "\0":
            raise ProblemError(P.FILE_NAME_NUL)
        raise ProblemError(P.FILE_NAME_CONTROL, code=f"{ord(bad):#04x}")
    return value


FileReference = Annotated[str, Field(max_length=4096), AfterValidator(file_name)]
"""A file named by a data file (a map, a roster, a scan): no NUL byte or other control
character, which no file system accepts in a name (issue 41, item 2)."""


class SvModel(BaseModel):
    """Base of every schema model: unknown fields are errors."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)


def duplicates(values: Iterable[str]) -> list[str]:
    """The values that occur more than once, in first-seen order."""
    counts = Counter(values)
    return [v for v, n in counts.items() if n > 1]
