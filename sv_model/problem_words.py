"""The problems of the data files in words, English and French (issue 34).

A check that reports through an id of ``ProblemId`` (with named arguments) is worded by
``problem_text`` in the reader's language; the problem keeps the ``file:line: field:
problem`` shape (``DataProblem``), its English text is what it always was, and its id
and arguments ride along in ``DataProblem.said``. Names of pieces and places are passed
as words (the data files' names are never translated); a tuple of names reads "A and B".
``{x:w}`` looks a short word up in the language's words; French templates are spaced by ``typography.typeset``. A check
that reports plain English (no id) is shown as it is.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any, Final

from sv_model.errors import DataFileError, DataProblem, Severity
from sv_model.problem_catalogue import TEMPLATES, ProblemId
from sv_model.problem_catalogue import ProblemId as P
from sv_model.typography import NNBSP, typeset

__all__ = ["TEMPLATES", "ProblemError", "ProblemId", "Said", "Worded", "data_error",
           "error_words", "problem_text", "problem_words", "said_error", "said_for", "said_of", "schema_said",
           "word_problem"]

Said = tuple[str, tuple[tuple[str, object], ...]]
"""A problem's id and its arguments, to word it in any language."""

WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {"primus_augustus": "primus_augustus", "secundus_augustus": "secundus_augustus"},
    "fr": {"primus_augustus": "Primus Augustus", "secundus_augustus": "Secundus Augustus",
           "land": "terrestre", "river": "fleuve", "strait": "détroit", "coast": "côte",
           "sea": "mer", "List": "la liste", "String": "le texte", "Tuple": "le tuple",
           "Dictionary": "l'ensemble", "Set": "l'ensemble", "items": "éléments",
           "item": "élément", "characters": "caractères", "character": "caractère",
           "scenario": "scénario", "map": "carte", "roster": "pions",
           "roman": "romaine", "iranian": "iranienne", "german": "germanique",
           "celt": "celte", "thraco_phrygian": "thraco-phrygienne",
           "hamito_semite": "hamito-sémite"},
}
_GEOS: Final = {"Self-intersection": "auto-intersection",
                "Ring Self-intersection": "anneau qui se recoupe",
                "Too few points": "trop peu de points", "Invalid Coordinate": "coordonnée invalide",
                "Ring is not closed": "anneau non fermé", "Hole lies outside shell":
                "trou hors du contour", "Nested holes": "trous imbriqués",
                "Interior is disconnected": "intérieur déconnecté", "Nested shells":
                "contours imbriqués", "Duplicate Rings": "anneaux en double"}
"""French for the reasons GEOS (shapely) gives an invalid polygon; its place ``[x y]`` kept."""
_WARNING: Final = {"en": "warning", "fr": "avertissement"}
_AND: Final = {"en": " and ", "fr": " et "}
_UNKNOWN: Final = {"leader": "chef inconnu", "zone": "zone inconnue", "unit": "unité inconnue",
                   "fleet": "flotte inconnue", "people": "peuple inconnu",
                   "diocese": "diocèse inconnu", "stratagem": "stratagème inconnu",
                   "river": "fleuve inconnu"}
"""French for "unknown" and a kind of record (the adjective agrees with it)."""
_OR: Final = {"en": " or ", "fr": " ou "}
_FRENCH: Final = {key: typeset(french) for key, (_english, french) in TEMPLATES.items()}


class _Formatter(string.Formatter):
    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language
        self.words = WORDS[language]
        self.conjunction = _AND[language]
        self.disjunction = _OR[language]

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "said":  # another problem: (id, args), or its English words
            if isinstance(value, tuple):
                return word_problem(ProblemId(value[0]), self.language, **dict(value[1]))
            return str(value)
        if isinstance(value, tuple):  # names: "A and B"
            return self.conjunction.join(str(v) for v in value)
        if format_spec == "w":
            return self.words.get(str(value), str(value))
        if format_spec == "area" and isinstance(value, int | float):
            return self._area(float(value))
        if format_spec == "geos":
            return self._geos(str(value))
        if format_spec == "unknown":
            return _UNKNOWN.get(str(value), f"{value} inconnu")
        if format_spec == "or":  # "'a', 'b' or 'c'" as pydantic lists the choices
            return str(value).replace(" or ", self.disjunction)
        if format_spec == "," and isinstance(value, int) and self.language == "fr":
            return f"{value:,}".replace(",", NNBSP)  # French groups digits with a thin space
        if format_spec.startswith("pl=") and isinstance(value, int):
            one, _bar, many = format_spec[3:].partition("|")
            return many if abs(value) >= 2 else one  # only French uses it: 0 and 1 singular
        return str(super().format_field(value, format_spec))

    def _area(self, area: float) -> str:
        """An area in square map units (square kilometres on the shipped map)."""
        if self.language != "fr":
            return f"{area:,.0f} square units" if area >= 10 else f"{area:.2g} square units"
        number = (f"{area:,.0f}".replace(",", NNBSP) if area >= 10
                  else f"{area:.2g}".replace(".", ","))
        return f"{number} {'unité carrée' if area < 2 else 'unités carrées'}"

    def _geos(self, reason: str) -> str:
        if self.language != "fr":
            return reason
        name, bracket, place = reason.partition("[")
        return _GEOS.get(name, name) + bracket + place


def _language(language: str | None) -> str:
    code = (language or "en").lower().replace("-", "_").split("_")[0]
    return code if code in _WARNING else "en"


_SCHEMA: Final[dict[str, ProblemId]] = {
    "extra_forbidden": P.UNKNOWN_FIELD, "missing": P.MISSING_FIELD,
    "greater_than_equal": P.AT_LEAST, "less_than_equal": P.AT_MOST,
    "greater_than": P.MORE_THAN, "less_than": P.LESS_THAN, "string_type": P.NOT_TEXT,
    "int_type": P.NOT_WHOLE_NUMBER, "int_parsing": P.NOT_WHOLE_NUMBER,
    "int_from_float": P.NOT_WHOLE_NUMBER, "float_type": P.NOT_NUMBER,
    "float_parsing": P.NOT_NUMBER, "finite_number": P.NOT_FINITE, "bool_type": P.NOT_YES_NO,
    "bool_parsing": P.NOT_YES_NO, "list_type": P.NOT_LIST, "dict_type": P.NOT_MAPPING,
    "literal_error": P.ONE_OF, "enum": P.ONE_OF, "too_short": P.TOO_SHORT,
    "too_long": P.TOO_LONG, "string_too_short": P.TEXT_TOO_SHORT,
    "string_too_long": P.TEXT_TOO_LONG, "unknown_language": P.UNKNOWN_LANGUAGE,
    "blank_text": P.BLANK_TEXT,
}
_LIMITS: Final = ("ge", "le", "gt", "lt", "min_length", "max_length")


def schema_said(err: dict[str, Any]) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    """The id and arguments of a common schema error (a pydantic error dict), to word it
    in any language; None for the others (their English text is shown as it is)."""
    ctx = err.get("ctx") or {}
    if err.get("type") == "value_error" and isinstance(ctx.get("error"), ProblemError):
        own: Said = ctx["error"].said  # the project's own validators (ProblemError)
        return own
    problem = _SCHEMA.get(str(err.get("type")))
    if problem is None:
        return None
    args: dict[str, object] = {}
    limit = next((ctx[k] for k in _LIMITS if k in ctx), None)
    if limit is not None:
        args["limit"] = limit
    if problem is P.ONE_OF:
        args["expected"] = ctx.get("expected", "")
    if problem in (P.TOO_SHORT, P.TOO_LONG):
        actual = ctx.get("actual_length", 0)
        args.update(kind=ctx.get("field_type", "Value"), actual=actual,
                    unit="item" if limit == 1 else "items")
    if problem in (P.TEXT_TOO_SHORT, P.TEXT_TOO_LONG):
        args["unit"] = "character" if limit == 1 else "characters"
    if problem is P.UNKNOWN_LANGUAGE:
        args.update(language=ctx.get("language", ""), known=ctx.get("known", ""))
    return problem.value, tuple(args.items())


def word_problem(problem: ProblemId, language: str | None = None, /, **args: object) -> str:
    """A problem in ``language`` ("en", "fr"; English by default)."""
    code = _language(language)
    template = _FRENCH[problem] if code == "fr" else TEMPLATES[problem][0]
    return _Formatter(code).format(template, **args)


def said_for(problem: ProblemId, **args: object) -> Said:
    """A problem's id and arguments, as ``DataProblem.said`` keeps them."""
    return problem.value, tuple(args.items())


def data_error(path: str | Path, problem: ProblemId, *, line: int | None = None,
               field: str = "", check: str = "schema", **args: object) -> DataFileError:
    """A file's error of one problem, worded in English, its id and arguments kept."""
    return said_error(path, said_for(problem, **args), line=line, field=field, check=check)


def said_error(path: str | Path, said: Said, *, line: int | None = None, field: str = "",
               check: str = "schema") -> DataFileError:
    """``data_error`` of a problem's id and arguments (``said_for``)."""
    words = word_problem(ProblemId(said[0]), None, **dict(said[1]))
    return DataFileError.single(path, words, line=line, field=field, check=check, said=said)


class ProblemError(ValueError):
    """A ``ValueError`` worded by a problem id: a schema's own validators raise it, and
    pydantic keeps it in the error's context, so the problem reads in any language
    (``schema_said``)."""

    def __init__(self, problem: ProblemId, **args: object) -> None:
        super().__init__(word_problem(problem, None, **args))
        self.said = said_for(problem, **args)


def error_words(error: BaseException, language: str | None = None) -> str:
    """An error a person sees, in ``language``: in its problem's words when it carries
    one (``said``: an id and arguments), else as it words itself."""
    carried = getattr(error, "said", None)
    if isinstance(carried, tuple) and len(carried) == 2 and carried[0] in _IDS:
        return word_problem(ProblemId(carried[0]), language, **dict(carried[1]))
    return str(error)


_IDS: Final = frozenset(p.value for p in ProblemId)


class Worded(str):
    """A problem's English words that carry its id and arguments (``said``), where a
    check returns (location, words) pairs that others read as strings."""

    said: tuple[str, tuple[tuple[str, object], ...]]

    def __new__(cls, problem: ProblemId, **args: object) -> Worded:
        made = super().__new__(cls, word_problem(problem, None, **args))
        made.said = (problem.value, tuple(args.items()))
        return made


def said_of(words: str) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    """The id and arguments a problem's words carry (``Worded``), or None."""
    return words.said if isinstance(words, Worded) else None


def problem_words(found: DataProblem, language: str | None = None) -> str:
    """The problem alone (no file, line or field) in ``language``: its words when it has
    an id, else its English text as it is (the designer's problem list shows this)."""
    code = _language(language)
    said = found.said
    if code == "en" or said is None:
        return found.problem
    problem_id, args = said
    return word_problem(ProblemId(problem_id), code, **dict(args))


def problem_text(found: DataProblem, language: str | None = None) -> str:
    """``file:line: field: problem`` in ``language`` (``validate`` prints this)."""
    code = _language(language)
    words = problem_words(found, code)
    where = f"{found.path}:{found.line}" if found.line is not None else found.path
    field = f" {found.field}:" if found.field else ""
    level = f" {_WARNING[code]}:" if found.severity is Severity.WARNING else ""
    return f"{where}:{level}{field} {words}"  # the shape stays as ``validate`` prints it
