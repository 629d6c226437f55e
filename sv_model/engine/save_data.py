"""Saved games: scenario + seed + options + actions, replayed and checked on load.

This module sits below ``game``: it knows a game only as a ``SavedGame`` (what a save
reads and replays) and builds one with the ``NewGame`` it is given, so that ``Game``'s
own ``to_save_dict``/``from_save_dict`` use it. ``save`` (above ``game``) binds it to
``Game`` for everyone else (``read_save``, ``game_from_save``).

A save (format 4) holds what is needed to replay the game: the texts of the
scenario, map and roster it was played on (``embedded``), the seed, the options and
the actions; the versions of the app and of the rules that played it, the state's digest at every new phase
(``Game.checkpoints``), and the year, phase, number of actions and digest of
the final position. Loading replays every action through the engine, which
refuses an illegal one; each phase's digest and the final one must match, so a
replay that diverges is reported with its year, phase and action number.

What the check promises (see docs/reliability.md): it catches accidental damage
and naive edits. It is not an authentication: anyone can recompute a digest.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeGuard, TypeVar

from pydantic import ValidationError

from sv_model import __version__
from sv_model.engine.actions import Action, action_from_dict
from sv_model.engine.core import Engine
from sv_model.engine.embedded import embed, embedded_sources, sources_of
from sv_model.engine.legacy import legacy_v1_digest
from sv_model.engine.state import GameState
from sv_model.engine.version import FIRST_RULES_VERSION, RULES_VERSION
from sv_model.errors import (
    IllegalActionError,
    NoDecisionPendingError,
    ReplayMismatchError,
)
from sv_model.loader import ScenarioBundle, ScenarioSources, load_scenario, load_scenario_sources
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import Said, data_error, said_for, word_problem
from sv_model.schemas.scenario import RulesetOptions
from sv_model.yamlio import atomic_write_text, read_limited


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The state's digest when the game reached a new phase (or year): a save keeps them
    so that a replay that diverges says where."""

    actions: int
    year: int
    phase: str
    digest: str


class SavedGame(Protocol):
    """What a save reads of a game, and what its replay does to one (``game.Game``)."""

    @property
    def state(self) -> GameState: ...
    @property
    def engine(self) -> Engine: ...
    @property
    def bundle(self) -> ScenarioBundle: ...
    @property
    def seed(self) -> int: ...
    @property
    def options(self) -> RulesetOptions: ...
    @property
    def actions(self) -> tuple[Action, ...]: ...
    @property
    def checkpoints(self) -> tuple[Checkpoint, ...] | None: ...
    def apply(self, action: Action) -> None: ...
    def restarted(self, *, checkpoints: bool = False) -> SavedGame: ...


G = TypeVar("G", bound=SavedGame)
G_co = TypeVar("G_co", bound=SavedGame, covariant=True)


class NewGame(Protocol[G_co]):
    """How a replay starts its game (``Game.new``)."""

    def __call__(self, bundle: ScenarioBundle, seed: int, options: RulesetOptions | None = None,
                 *, end_year: int | None = None, checkpoints: bool = False,
                 rules_version: int = RULES_VERSION) -> G_co: ...

SAVE_FORMAT = "sv-save"
SAVE_VERSION = 4
READ_VERSIONS = (1, 2, 3, 4)
"""Format 1 held the digest of the state's former layout (``legacy.legacy_v1_plain``);
format 2 had no rules version, checkpoints or metadata of its own; formats 1 to 3 name
their scenario by path instead of embedding it with its map and roster."""
EMBEDDED_SINCE = 4
MAX_SAVE_BYTES = 64 * 1024 * 1024
MAX_SEED = 2**64 - 1


def save_dict(game: SavedGame) -> dict[str, Any]:
    """The save of ``game``: everything needed to replay it, and what to check."""
    st = game.state
    return {
        "format": SAVE_FORMAT,
        "schema_version": SAVE_VERSION,
        "app_version": __version__,
        "rules_version": game.engine.rules_version,
        "scenario": str(game.bundle.path),
        "scenario_id": game.bundle.scenario.id,
        "data": embed(sources_of(game.bundle)),
        "seed": game.seed,
        "end_year": st.end_year,
        "options": saved_options(game.options),
        "actions": [a.to_dict() for a in game.actions],
        "checkpoints": [[c.actions, c.year, c.phase, c.digest] for c in _checkpoints(game)],
        "year": st.year,
        "phase": st.phase,
        "actions_count": len(game.actions),
        "digest": st.digest(),
    }


def _checkpoints(game: SavedGame) -> tuple[Checkpoint, ...]:
    """The game's checkpoints; a game that kept none is replayed once to get them."""
    kept = game.checkpoints
    if kept is not None:
        return kept
    again = game.restarted(checkpoints=True)
    for action in game.actions:
        again.apply(action)
    marks = again.checkpoints
    assert marks is not None
    return marks


LATER_OPTIONS = ("ask_at_every_window",)
"""Options added after the first saves: written only when set, so a save that does not
use them is the same as before (and still loads in an older version)."""


def saved_options(options: RulesetOptions) -> dict[str, Any]:
    data = options.model_dump(mode="json")
    defaults = RulesetOptions().model_dump(mode="json")
    for name in LATER_OPTIONS:
        if data.get(name) == defaults[name]:
            del data[name]
    return data


def write_save(game: SavedGame, path: str | Path) -> None:
    atomic_write_text(Path(path), json.dumps(save_dict(game), indent=1) + "\n")


class TooLargeNumber:
    """What a save's integer of more than 40 digits reads as: no field accepts it, so the
    message names the field instead of failing inside Python's integer parser."""

    def __repr__(self) -> str:
        return "a number too large"


def bounded_int(text: str) -> int | TooLargeNumber:
    return int(text) if len(text.lstrip("-")) <= 40 else TooLargeNumber()


def read_save_document(path: str | Path) -> dict[str, Any]:
    """The JSON object of a save file: a regular file of at most 64 MiB, read with a hard
    limit; DataFileError otherwise."""
    p = Path(path)
    raw = read_limited(p, MAX_SAVE_BYTES)
    try:
        data = json.loads(raw.decode("utf-8"), parse_int=bounded_int)
    except UnicodeDecodeError as exc:
        raise data_error(p, P.NOT_UTF8, byte=exc.start) from None
    except json.JSONDecodeError as exc:
        raise data_error(p, P.SAVE_BROKEN_JSON, line=exc.lineno, detail=exc.msg) from None
    except RecursionError:
        raise data_error(p, P.SAVE_TOO_DEEP) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise data_error(p, P.NOT_A_SAVE, field="format")
    return data


BundleLoader = Callable[[ScenarioSources, Path], ScenarioBundle]


def saved_bundle(data: dict[str, Any], version: int, source: str, *, verify: bool = True,
                 scenario_resolver: Callable[[str], ScenarioBundle] | None = None,
                 bundle_loader: BundleLoader | None = None) -> ScenarioBundle:
    """The scenario, map and roster of a save: the ones it embeds (format 4), checked like
    files; for an older save, the scenario file its path names, as it is now."""
    if version < EMBEDDED_SINCE:
        return (scenario_resolver or _default_resolver)(data["scenario"])
    sources = embedded_sources(data.get("data"), source, verify=verify)
    return (bundle_loader or load_scenario_sources)(sources, Path(data["scenario"]))


def _default_resolver(path: str) -> ScenarioBundle:
    return load_scenario(path)


def _shown(value: Any) -> str:
    """A value for a message, short and safe (a huge integer has no repr in Python)."""
    if isinstance(value, int) and value.bit_length() > 64:
        return "a number too large"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _header(data: Any, source: str) -> tuple[int, RulesetOptions]:
    """Check the fields needed before replaying; the save version and options."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise data_error(source, P.NOT_A_SAVE, field="format")
    version = data.get("schema_version")
    if not _is_int(version) or version not in READ_VERSIONS:
        raise data_error(source, P.SAVE_VERSION, field="schema_version", found=_shown(version),
                         expected=" or ".join(map(str, READ_VERSIONS)))
    for key, kind in (("scenario", str), ("actions", list), ("digest", str)):
        if not isinstance(data.get(key), kind):
            raise data_error(source, P.SAVE_MALFORMED, field=key, key=key)
    seed = data.get("seed")
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise data_error(source, P.SAVE_SEED, field="seed")
    try:
        options = RulesetOptions.model_validate(data.get("options", {}))
    except ValidationError as exc:
        raise data_error(source, P.SAVE_OPTIONS, field="options",
                         detail=exc.errors()[0]["msg"]) from None
    return version, options


def _end_year(data: dict[str, Any], bundle: ScenarioBundle, source: str) -> int | None:
    end_year = data.get("end_year")
    if end_year is None:
        return None
    s = bundle.scenario
    if not _is_int(end_year) or not s.start_year <= end_year <= s.end_year:
        raise data_error(source, P.SAVE_END_YEAR, field="end_year", first=s.start_year,
                         last=s.end_year, found=_shown(end_year))
    return int(end_year)


def _saved_checkpoints(data: dict[str, Any], source: str) -> dict[int, tuple[int, str, str]]:
    raw = data.get("checkpoints", [])
    out: dict[int, tuple[int, str, str]] = {}
    if not isinstance(raw, list):
        raise data_error(source, P.CHECKPOINTS_MALFORMED, field="checkpoints")
    for item in raw:
        ok = (isinstance(item, list) and len(item) == 4 and _is_int(item[0])
              and _is_int(item[1]) and isinstance(item[2], str) and isinstance(item[3], str))
        if not ok:
            raise data_error(source, P.CHECKPOINTS_MALFORMED, field="checkpoints")
        out[item[0]] = (item[1], item[2], item[3])
    return out


def replay_save(new_game: NewGame[G], data: Any,
                scenario_resolver: Callable[[str], ScenarioBundle] | None,
                source: str = "saved game", *, verify: bool = True,
                stop_at: int | None = None, bundle_loader: BundleLoader | None = None) -> G:
    """Replay a save. ``verify=False`` accepts a save whose digests are missing or wrong
    (only when the user asks); ``stop_at``: replay only that many actions (a game cut at
    the last action that replays, as a new game); ``bundle_loader`` builds the bundle of
    the embedded texts (``load_scenario_sources`` unless a cache is given)."""
    version, options = _header(data, source) if verify else _lenient_header(data, source)
    bundle = saved_bundle(data, version, source, verify=verify,
                          scenario_resolver=scenario_resolver, bundle_loader=bundle_loader)
    game = new_game(bundle, data["seed"], options, end_year=_end_year(data, bundle, source),
                    checkpoints=True, rules_version=_rules_version(data, source))
    marks = _saved_checkpoints(data, source) if verify else {}
    actions = data["actions"] if stop_at is None else data["actions"][:stop_at]
    replay = _Replay(game, data, source, marks)
    for number, raw in enumerate(actions, start=1):
        replay.step(number, raw)
    if verify and stop_at is None:
        replay.finish(version)
    return game


def _rules_version(data: dict[str, Any], source: str) -> int:
    """The rules the save was played under: replayed under the same rules (saves from
    before rules versions were recorded played the first ones)."""
    saved = data.get("rules_version", FIRST_RULES_VERSION)
    if not _is_int(saved) or not saved >= FIRST_RULES_VERSION:
        raise data_error(source, P.RULES_VERSION_RANGE, field="rules_version",
                         first=FIRST_RULES_VERSION, found=_shown(saved))
    if saved > RULES_VERSION:
        raise data_error(source, P.RULES_VERSION_NEWER, field="rules_version", saved=saved,
                         current=RULES_VERSION)
    return int(saved)


def _lenient_header(data: Any, source: str) -> tuple[int, RulesetOptions]:
    patched = dict(data) if isinstance(data, dict) else data
    if isinstance(patched, dict) and not isinstance(patched.get("digest"), str):
        patched["digest"] = ""
    return _header(patched, source)


class _Replay:
    """One save's replay: each action applied and every phase's digest compared."""

    def __init__(self, game: SavedGame, data: dict[str, Any], source: str,
                 marks: dict[int, tuple[int, str, str]]) -> None:
        self.game, self.data, self.source, self.marks = game, data, source, marks
        self.good = 0  # actions up to the last checkpoint that matched

    def step(self, number: int, raw: Any) -> None:
        try:
            action: Action = action_from_dict(raw)
        except ValueError as exc:
            raise data_error(self.source, P.SAVE_ACTION, field="actions", number=number,
                             detail=str(exc)) from None
        try:
            self.game.apply(action)
        except (IllegalActionError, NoDecisionPendingError, KeyError, IndexError,
                TypeError) as exc:
            self._diverged(number, said_for(P.ACTION_DOES_NOT_REPLAY, number=number,
                                            action=action.describe(), reason=str(exc)))
        mark = self.marks.get(number)
        if mark is not None:
            st = self.game.state
            if (st.year, st.phase, st.digest()) != mark:
                self._diverged(number, said_for(P.POSITION_DIFFERS, number=number,
                                                year=mark[0], phase=mark[1]))
            self.good = number

    def _diverged(self, number: int, what: Said) -> None:
        """``ReplayMismatchError`` saying where and why (``what``), worded in English, its
        problem id kept to word it in the reader's language (``error_words``)."""
        st = self.game.state
        note: Said | str = ""
        version = self.data.get("schema_version")
        if _is_int(version) and version < EMBEDDED_SINCE:
            note = said_for(P.OLD_SAVE_NOTE, version=version, scenario=self.data["scenario"])
        args: dict[str, object] = {"source": self.source, "year": st.year, "phase": st.phase,
                                   "what": what, "note": note}
        raise ReplayMismatchError(
            word_problem(P.REPLAY_DIVERGES, None, **args), action_number=number,
            year=st.year, phase=st.phase, replayable=self.good,
            said=said_for(P.REPLAY_DIVERGES, **args))

    def finish(self, version: int) -> None:
        game, data = self.game, self.data
        st = game.state
        actual = legacy_v1_digest(st) if version == 1 else st.digest()
        if data["digest"] != actual:
            self._diverged(len(game.actions), said_for(P.FINAL_POSITION_DIFFERS))
        for key, value in (("year", st.year), ("phase", st.phase),
                           ("actions_count", len(game.actions))):
            if key in data and data[key] != value:
                raise data_error(self.source, P.SAVE_SAYS, field=key, key=key,
                                 found=_shown(data[key]), value=value)
