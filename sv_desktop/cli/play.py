"""``semper-victor play [SCENARIO]``, and the default action: open the app."""

from __future__ import annotations

from typing import Any

from sv_desktop.common.i18n import translate


def register(sub: Any) -> None:
    p = sub.add_parser(
        "play", help=translate("CliPlay", "open the game window (the default)"),
        description=translate("CliPlay", "Open the game window, on SCENARIO or the default "
                              "scenario."))
    p.add_argument("scenario", nargs="?", metavar="SCENARIO", help=translate(
        "CliPlay", "scenario file, or the name of a shipped one such as 312 (default: the "
        "305 grand campaign)"))
    p.set_defaults(handler=lambda a: open_app(a.scenario))


def open_app(scenario: str | None) -> int:
    from sv_desktop.app.startup import run_app

    return run_app(scenario)
