"""Typed errors raised by the model.

Every error that reaches a user carries enough context to be shown without a
traceback: a file, a place in it, a field and the problem.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from sv_model.problem_catalogue import TEMPLATES, ProblemId


class SemperVictorError(Exception):
    """Base class of every error the model raises on purpose."""


class Severity(StrEnum):
    """How much a problem matters: an error stops the file from loading anywhere; a
    warning is shown by ``validate`` and the editors, and the file still loads."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class DataProblem:
    """One problem found in a data file: ``file:line: field: problem``.

    ``check`` is the id of the check that found it in ``sv_model.checks.CHECKS``,
    which also gives its ``severity``."""

    path: str
    line: int | None
    field: str
    problem: str
    check: str = "schema"
    severity: Severity = Severity.ERROR
    said: tuple[str, tuple[tuple[str, object], ...]] | None = dataclasses.field(
        default=None, compare=False)
    """The problem's id and arguments (``problem_words``), to word it in any language;
    None when only its English text is known."""

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        field = f" {self.field}:" if self.field else ""
        level = " warning:" if self.severity is Severity.WARNING else ""
        return f"{where}:{level}{field} {self.problem}"


class DataFileError(SemperVictorError, ValueError):
    """A map, roster, scenario or save file could not be used.

    ``problems`` lists every problem found, each with its file and line.
    """

    def __init__(self, problems: list[DataProblem]) -> None:
        if not problems:
            raise ValueError("DataFileError needs at least one problem")
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in problems))

    @classmethod
    def single(cls, path: str | Path, problem: str, *, line: int | None = None,
               field: str = "", check: str = "schema",
               said: tuple[str, tuple[tuple[str, object], ...]] | None = None
               ) -> DataFileError:
        """An error of one problem; ``check``: the id of the check that found it;
        ``said``: its id and arguments in ``problem_words``."""
        return cls([DataProblem(str(path), line, field, problem, check, said=said)])


class IllegalActionError(SemperVictorError, ValueError):
    """An action that the rules do not allow in the current state. ``said``: the refusal
    as an engine message (``sv_model.engine.messages.Message``), to word in any language;
    the error's text is its English wording."""

    def __init__(self, text: str, said: object | None = None) -> None:
        super().__init__(text)
        self.said = said


class NoDecisionPendingError(SemperVictorError, RuntimeError):
    """An action was applied but the game is over or waits for nothing. ``said``: its
    problem id (``problem_words.error_words`` words it in the reader's language)."""

    said = (ProblemId.NO_DECISION.value, ())

    def __init__(self) -> None:
        super().__init__(TEMPLATES[ProblemId.NO_DECISION][0])


class ReplayMismatchError(SemperVictorError, ValueError):
    """A saved game does not replay to the state it recorded.

    ``action_number``, ``year`` and ``phase`` say where the replay diverged;
    ``replayable`` is how many actions replay up to the last phase that matched (0 if
    none, or unknown); ``said``: the message's problem id and arguments, to word it in
    the reader's language (``problem_words.error_words``).
    """

    def __init__(self, message: str, *, action_number: int | None = None,
                 year: int | None = None, phase: str | None = None,
                 replayable: int = 0, said: object | None = None) -> None:
        super().__init__(message)
        self.said = said
        self.action_number = action_number
        self.year = year
        self.phase = phase
        self.replayable = replayable
