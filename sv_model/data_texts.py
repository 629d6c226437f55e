"""The text of a data file's record in the reader's language (issue 34), free of Qt.

``text_of(item, field, language)`` is the one resolver every front end uses where a name
or a scenario's prose is shown: the record's text in ``language`` (``names``/``notes`` of
a record, ``texts`` of a scenario, ``schemas.texts``), else its default field as the file
spells it. ``in_language`` gives a map and a roster whose ``name`` fields are already in a
language, for code that reads ``record.name`` (the board, the sheets); the game's own
bundle is never changed, so saves and replays stay free of any language.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, TypeVar, cast

from sv_model.schemas.map import GameMap
from sv_model.schemas.roster import Roster
from sv_model.schemas.scenario import Scenario
from sv_model.schemas.texts import DATA_LANGUAGES

DEFAULT_LANGUAGE = "en"

_Record = TypeVar("_Record")


def language_code(language: str | Enum | None) -> str:
    """The data language of ``language``: "fr" for "fr", "fr_CA" or ``Language.FRENCH``;
    English for ``None`` and for a language the data cannot hold."""
    raw = language.value if isinstance(language, Enum) else language
    code = str(raw or DEFAULT_LANGUAGE).lower().replace("-", "_").split("_")[0]
    return code if code in DATA_LANGUAGES else DEFAULT_LANGUAGE


def text_of(item: object, field: str = "name", language: str | Enum | None = None) -> str:
    """``item``'s ``field`` in ``language``: its own text there (``names`` for ``name``,
    ``notes`` for ``note``, a scenario's ``texts``), else the default field ("" if the
    item has no such field)."""
    code = language_code(language)
    per_language = getattr(item, field + "s", None)
    if isinstance(per_language, Mapping):
        found = per_language.get(code)
        if isinstance(found, str) and found:
            return found
    texts = getattr(item, "texts", None)
    if isinstance(texts, Mapping) and code in texts:
        found = getattr(texts[code], field, None)
        if isinstance(found, str) and found:
            return found
    default = getattr(item, field, "")
    return default if isinstance(default, str) else ""


def special_rules_of(scenario: Scenario, language: str | Enum | None = None) -> list[str]:
    """A scenario's special rules in ``language``, else as the file gives them."""
    texts = scenario.texts.get(language_code(language))
    if texts is not None and texts.special_rules:
        return list(texts.special_rules)
    return list(scenario.special_rules)


class _Renamer:
    """Copies of records with their ``name`` in one language; ``changed`` says whether any
    record needed one."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.changed = False

    def __call__(self, records: list[_Record]) -> list[_Record]:
        out: list[_Record] = []
        for record in records:
            name = text_of(record, "name", self.code)
            if name != getattr(record, "name", name):
                self.changed = True
                record = cast(Any, record).model_copy(update={"name": name})
            out.append(record)
        return out


def map_in_language(game_map: GameMap, language: str | Enum | None) -> GameMap:
    """``game_map`` with the names of its zones, dioceses and fleets in ``language`` (the
    same object when nothing changes)."""
    rename = _Renamer(language_code(language))
    update = {"zones": rename(game_map.zones), "dioceses": rename(game_map.dioceses),
              "fleets": rename(game_map.fleets)}
    return game_map.model_copy(update=update) if rename.changed else game_map


def roster_in_language(roster: Roster, language: str | Enum | None) -> Roster:
    """``roster`` with the names of its leaders, units, peoples and stratagems in
    ``language`` (the same object when nothing changes)."""
    rename = _Renamer(language_code(language))
    update = {"leaders": rename(roster.leaders), "units": rename(roster.units),
              "peoples": rename(roster.peoples), "stratagems": rename(roster.stratagems)}
    return roster.model_copy(update=update) if rename.changed else roster


def in_language(game_map: GameMap, roster: Roster,
                language: str | Enum | None) -> tuple[GameMap, Roster]:
    """The map and the roster with their names in ``language`` (for display only)."""
    return map_in_language(game_map, language), roster_in_language(roster, language)
