"""Audit of issue 34: ``tools/i18n.py release`` replaces a catalogue, never rewrites it in
place. Qt maps a loaded ``.qm`` into memory: rewritten under a running program (the
set-up step run again, or a test's catalogue fixture beside another test run), the
program read a truncated file and died of a bus error in ``translate`` (seen in a full
test run beside another one)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_release_replaces_the_catalogues_whole() -> None:
    qm = ROOT / "resources" / "i18n" / "semper_victor_fr.qm"
    release = [sys.executable, str(ROOT / "tools" / "i18n.py"), "release"]
    subprocess.run(release, check=True, capture_output=True)
    with qm.open("rb") as held:  # as Qt holds it: the same file, whatever comes after
        before = held.read()
        subprocess.run(release, check=True, capture_output=True)
        held.seek(0)
        assert held.read() == before
        assert qm.stat().st_ino != Path(f"/proc/self/fd/{held.fileno()}").stat().st_ino
    assert qm.read_bytes() == before  # the same catalogue, made again
    assert not list(qm.parent.glob("*.qm.tmp*"))
