"""Texts of the data files in more than one language (issue 34).

A record's ``name`` (a leader, a unit, a people, a stratagem, a zone, a diocese, a fleet)
and a scenario's prose stay what they always were: the default text, shown when the
reader's language has none of its own. Beside them, a record may carry ``names`` (one name
per language code: ``names: {en: Galerius}``) and a scenario ``texts`` (its prose per
language: ``texts: {fr: {description: ...}}``). Every language is optional: a record with
only one language's text is valid, and the default field answers for the others.

The codes are those the application speaks (``DATA_LANGUAGES``). An unknown code or an
empty text is a schema error of its own type (``unknown_language``, ``blank_text``), which
``problem_words`` words in English and French like pydantic's common errors.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticCustomError

from sv_model.schemas.base import SvModel

DATA_LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The language codes a data file may give texts in."""


SHOWN_CODE = 24
"""The most characters of an unknown language code a problem repeats."""


def _unknown_language(code: object) -> PydanticCustomError:
    shown = str(code)
    if len(shown) > SHOWN_CODE:
        shown = shown[:SHOWN_CODE] + "…"
    return PydanticCustomError(
        "unknown_language", "unknown language '{language}': the languages are {known}",
        {"language": shown, "known": ", ".join(DATA_LANGUAGES)})


def _known_language(code: str) -> str:
    if code not in DATA_LANGUAGES:
        raise _unknown_language(code)
    return code


def _few_languages(value: Any) -> Any:
    """A table by language with several unknown codes, or a long one, is one problem
    (the first code, shortened) rather than one per key: a file of thousands of made-up
    codes gets a bounded answer in ``validate`` and in the editors' message boxes."""
    if isinstance(value, dict):
        unknown = [code for code in value if code not in DATA_LANGUAGES]
        if len(unknown) > 1 or (unknown and len(str(unknown[0])) > SHOWN_CODE):
            raise _unknown_language(unknown[0])
    return value


def _not_blank(text: str) -> str:
    if not text.strip():
        raise PydanticCustomError(
            "blank_text", "the text is empty: leave this language out to show the default", {})
    return text


LanguageCode = Annotated[str, AfterValidator(_known_language)]
"""A language code of ``DATA_LANGUAGES`` ("en", "fr")."""
NameText = Annotated[str, Field(max_length=200), AfterValidator(_not_blank)]
"""A name in one language: not empty, at most 200 characters."""
ProseText = Annotated[str, Field(max_length=20_000), AfterValidator(_not_blank)]
"""A scenario's prose in one language: not empty, at most 20,000 characters."""

Names = Annotated[dict[LanguageCode, NameText], BeforeValidator(_few_languages)]
"""A record's name per language, beside its default ``name``."""


class ScenarioTexts(SvModel):
    """A scenario's prose in one language; a field left out shows the default."""

    name: NameText | None = None
    description: ProseText | None = None
    introduction: ProseText | None = None
    initiative_note: ProseText | None = None
    victory_notes: ProseText | None = None
    special_rules: list[ProseText] | None = None
    author: NameText | None = None


SCENARIO_TEXT_FIELDS: tuple[str, ...] = tuple(ScenarioTexts.model_fields)
"""The scenario fields ``texts`` may give in another language."""


Notes = Annotated[dict[LanguageCode, ProseText], BeforeValidator(_few_languages)]
"""A placement's note per language, beside its default ``note``."""
TextsByLanguage = Annotated[dict[LanguageCode, ScenarioTexts], BeforeValidator(_few_languages)]
"""A scenario's prose per language (``ScenarioTexts``)."""
