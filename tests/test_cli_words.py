"""argparse's own words in both languages (issue 34, round 3, item 2): ``--help``'s
headings, usage and errors read French with French typography under ``--lang fr``, and
stay argparse's English under ``--lang en``; a usage error exits with code 2."""

from __future__ import annotations

import pytest
from pytest import CaptureFixture

from sv_desktop.cli.main import main

NBSP = "\u00a0"


def _help(capsys: CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 0
    return capsys.readouterr().out


def _error(capsys: CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    return capsys.readouterr().err


def test_help_headings_in_french_with_french_typography(capsys: CaptureFixture[str]) -> None:
    out = _help(capsys, "--lang", "fr", "--help")
    lines = out.splitlines()
    assert lines[0].startswith(f"utilisation{NBSP}: semper-victor")
    assert f"arguments positionnels{NBSP}:" in lines
    assert f"options{NBSP}:" in lines
    assert "afficher ce message d'aide et quitter" in out
    for english in ("usage:", "positional arguments", "show this help message", "options:"):
        assert english not in out, english
    sub = _help(capsys, "validate", "--help", "--lang", "fr")
    assert f"arguments positionnels{NBSP}:" in sub.splitlines()
    assert f"options{NBSP}:" in sub.splitlines()


def test_help_headings_in_english_are_argparses(capsys: CaptureFixture[str]) -> None:
    out = _help(capsys, "--lang", "en", "--help")
    lines = out.splitlines()
    assert lines[0].startswith("usage: semper-victor")
    assert "positional arguments:" in lines and "options:" in lines
    assert "show this help message and exit" in out
    assert NBSP not in out


@pytest.mark.parametrize(("argv", "french", "english"), [
    (("validate",), f"erreur{NBSP}: les arguments suivants sont obligatoires{NBSP}: FICHIER",
     "error: the following arguments are required: FILE"),
    (("bogus",), f"choix invalide{NBSP}: 'bogus'", "invalid choice: 'bogus'"),
    (("validate", "x", "--zzz"), f"arguments non reconnus{NBSP}: --zzz",
     "unrecognized arguments: --zzz"),
    (("validate", "--lang"), "un argument attendu", "expected one argument"),
])
def test_usage_errors_in_both_languages(capsys: CaptureFixture[str], argv: tuple[str, ...],
                                        french: str, english: str) -> None:
    err = _error(capsys, "--lang", "fr", *argv)
    assert french in err and err.startswith(f"utilisation{NBSP}:"), err
    assert " :" not in err.replace(f"{NBSP}:", ""), err  # no plain space before a colon
    err = _error(capsys, "--lang", "en", *argv)
    assert english in err and err.startswith("usage:"), err


def test_version_loads_neither_qt_nor_the_model() -> None:
    """``--version`` prints the version the model says, with no Qt, pydantic or sv_model
    loaded (round 3, item 4: the CLI's start-up)."""
    import subprocess
    import sys

    from sv_model import __version__

    probe = ("import sys; from sv_desktop.cli.main import main\n"
             "try:\n    main(['--version'])\nexcept SystemExit as stop:\n"
             "    assert stop.code == 0\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in "
             "('PySide6', 'sv_model', 'pydantic')))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.splitlines() == [f"semper-victor {__version__}", "[]"], done.stdout
