"""Saved games: scenario + seed + options + actions, replayed and checked on load."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from sv_model.engine.actions import action_from_dict
from sv_model.engine.legacy import legacy_v1_digest
from sv_model.errors import DataFileError, IllegalActionError, ReplayMismatchError
from sv_model.loader import ScenarioBundle, load_scenario
from sv_model.schemas.scenario import RulesetOptions
from sv_model.yamlio import atomic_write_text

if TYPE_CHECKING:
    from sv_model.engine.game import Game

SAVE_FORMAT = "sv-save"
SAVE_VERSION = 2
READ_VERSIONS = (1, 2)
"""Format 1 held the digest of the state's former layout (``legacy.legacy_v1_plain``)."""


def save_dict(game: Game) -> dict[str, Any]:
    """The save of ``game``: everything needed to replay it, plus a final digest."""
    st = game.state
    return {
        "format": SAVE_FORMAT,
        "schema_version": SAVE_VERSION,
        "scenario": str(game.bundle.path),
        "scenario_id": game.bundle.scenario.id,
        "seed": game.seed,
        "end_year": st.end_year,
        "options": saved_options(game.options),
        "actions": [a.to_dict() for a in game.actions],
        "digest": st.digest(),
    }


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


def write_save(game: Game, path: str | Path) -> None:
    import json

    atomic_write_text(Path(path), json.dumps(save_dict(game), indent=1) + "\n")


def read_save(path: str | Path,
              scenario_resolver: Callable[[str], ScenarioBundle] | None = None) -> Game:
    """Load and replay a save file; DataFileError / ReplayMismatchError on problems."""
    import json

    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataFileError.single(p, f"cannot read the saved game: {exc}") from None
    return game_from_save(data, scenario_resolver, source=str(p))


def _default_resolver(path: str) -> ScenarioBundle:
    return load_scenario(path)


def game_from_save(data: Any, scenario_resolver: Callable[[str], ScenarioBundle] | None,
                   source: str = "saved game") -> Game:
    from sv_model.engine.game import Game

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise DataFileError.single(source, "not a Semper Victor saved game", field="format")
    version = data.get("schema_version")
    if version not in READ_VERSIONS or isinstance(version, bool):
        raise DataFileError.single(source, f"save version {version!r} is not supported "
                                   f"(expected {' or '.join(map(str, READ_VERSIONS))})",
                                   field="schema_version")
    for key, kind in (("scenario", str), ("seed", int), ("actions", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise DataFileError.single(source, f"missing or malformed {key!r}", field=key)
    try:
        options = RulesetOptions.model_validate(data.get("options", {}))
    except ValidationError as exc:
        raise DataFileError.single(source, f"bad ruleset options: {exc.errors()[0]['msg']}",
                                   field="options") from None
    resolver = scenario_resolver or _default_resolver
    bundle = resolver(data["scenario"])
    end_year = data.get("end_year")
    game = Game.new(bundle, data["seed"], options,
                    end_year=end_year if isinstance(end_year, int) else None)
    for number, raw in enumerate(data["actions"], start=1):
        try:
            action = action_from_dict(raw)
        except ValueError as exc:
            raise DataFileError.single(source, f"action #{number}: {exc}",
                                       field="actions") from None
        try:
            game.apply(action)
        except (IllegalActionError, RuntimeError) as exc:
            raise ReplayMismatchError(
                f"{source}: action #{number} ({action.describe()}) does not replay: {exc}"
            ) from None
    digest = data.get("digest")
    actual = legacy_v1_digest(game.state) if version == 1 else game.state.digest()
    if isinstance(digest, str) and digest != actual:
        raise ReplayMismatchError(f"{source}: the replayed game does not match the saved one")
    return game
