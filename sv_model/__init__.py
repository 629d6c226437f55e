"""Semper Victor model: map, roster, scenarios and rules engine, with no Qt.

The public API is small and typed; see ``docs/architecture.md``.
"""

from sv_model.data_texts import text_of
from sv_model.errors import (
    DataFileError,
    DataProblem,
    IllegalActionError,
    NoDecisionPendingError,
    ReplayMismatchError,
    SemperVictorError,
)
from sv_model.loader import ScenarioBundle, load_map, load_roster, load_scenario

__version__ = "0.1.0"

__all__ = [
    "DataFileError",
    "DataProblem",
    "IllegalActionError",
    "NoDecisionPendingError",
    "ReplayMismatchError",
    "ScenarioBundle",
    "SemperVictorError",
    "__version__",
    "load_map",
    "load_roster",
    "load_scenario",
    "text_of",
]
