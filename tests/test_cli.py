"""The semper-victor command line (issue 2)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sv_desktop.cli.main import main
from sv_model import __version__


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sv_desktop", *args], capture_output=True,
                          text=True, timeout=120)


def test_version_and_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "validate" in out and "play" in out


def test_validate_ok(mini_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(mini_dir / "scenario.yaml"), str(mini_dir / "map.yaml")]) == 0
    assert capsys.readouterr().out.count(": OK") == 2


def test_validate_broken_file_in_subprocess_has_no_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: sv-map\nschema_version: 1\nid: Bad Id\nname: x\n", encoding="utf-8")
    result = run_cli("validate", str(bad), str(tmp_path / "missing.yaml"))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"{bad}:3: id:" in result.stderr
    assert "missing.yaml: file not found" in result.stderr


def test_autoplay_and_replay_print_the_public_log_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = Path(__file__).resolve().parent.parent / "scenarios" / "312_milvian_bridge.yaml"
    save = tmp_path / "game.svsave"
    assert main(["autoplay", str(scenario), "--seed", "2", "--turns", "1", "--log",
                 "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "312 A [2] Turn 312 begins" in out
    assert "2.A stratagem draw (PRIMUS): drawn from a cup of" in out
    assert "You draw" not in out  # the draw's counter is secret
    assert main(["replay", str(save), "--log"]) == 0
    assert capsys.readouterr().out.splitlines()[:5] == out.splitlines()[:5]


def test_the_autoplay_summary_counts_usurpations_as_the_json_does(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14 item 17, issue 37 item 9: the text summary says what the JSON says:
    stratagem attempts, validated usurpations (``usurpations``), successes
    (``usurpation_successes``, 3.6.4) and failures. Seed 3 validates six and crowns
    no Usurper."""
    import json

    assert main(["autoplay", "305", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(["autoplay", "305", "--seed", "3"]) == 0
    text = capsys.readouterr().out
    counts = data["counts"]
    successes = counts.get("usurpation_successes", 0)
    assert successes != data["usurpations"]
    assert (f"usurpations: {counts['usurpation_attempts']} tried, {data['usurpations']} "
            f"validated, {successes} succeeded, {counts['usurpation_failures']} failed "
            f"(3.6)") in text
    assert f"changes of roles {data['role_changes']} (5)" in text
