"""The installable package (11.7): the wheel carries the map, the roster, the
scenarios and the rules decisions, read through ``importlib.resources``; installed
into a fresh virtual environment it plays the default scenario from a folder
outside the repository."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from sv_model.paths import DEFAULT_SCENARIO, SCENARIOS_DIR, scenario_path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def _package_dir(name: str) -> Path:
    mapped: dict[str, str] = SETUPTOOLS.get("package-dir", {})
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        prefix = ".".join(parts[:i])
        if prefix in mapped:
            return ROOT / mapped[prefix] / Path(*parts[i:])
    return ROOT / Path(*parts)


def test_every_code_folder_is_a_listed_package() -> None:
    listed = set(SETUPTOOLS["packages"])
    for top in ("sv_model", "sv_desktop", "editor"):
        for folder in [ROOT / top, *(ROOT / top).rglob("*")]:
            if folder.is_dir() and any(folder.glob("*.py")):
                name = ".".join(folder.relative_to(ROOT).parts)
                assert name in listed, f"{name} is missing from [tool.setuptools] packages"


def test_every_data_folder_is_shipped() -> None:
    listed = set(SETUPTOOLS["packages"])
    for top, package in (("resources", "sv_model.resources"), ("scenarios", "sv_model.scenarios")):
        for folder in [ROOT / top, *(ROOT / top).rglob("*")]:
            if folder.is_dir() and any(f.is_file() for f in folder.iterdir()):
                name = ".".join((package, *folder.relative_to(ROOT / top).parts))
                assert name in listed, f"{folder} would not be in the wheel"
                assert _package_dir(name) == folder
                patterns = SETUPTOOLS["package-data"][name]
                for f in folder.iterdir():
                    if f.is_file():
                        assert any(f.match(p) for p in patterns), f"{f} would not be in the wheel"


def test_a_shipped_scenario_can_be_named_briefly() -> None:
    assert scenario_path(None) == DEFAULT_SCENARIO
    assert scenario_path("312") == SCENARIOS_DIR / "312_milvian_bridge.yaml"
    assert scenario_path("305_second_tetrarchy") == DEFAULT_SCENARIO
    assert scenario_path("3") == Path("3")  # several start with 3: no guess
    assert scenario_path("nowhere/x.yaml") == Path("nowhere/x.yaml")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel installed (the dependencies come from
    this environment's site-packages, so no download is needed); returns its python."""
    work = tmp_path_factory.mktemp("wheel")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--disable-pip-version-check", "-q", "-w", str(work / "dist"), str(ROOT)],
        capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    wheel = next((work / "dist").glob("semper_victor-*.whl"))
    env_dir = work / "env"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    deps = [p for p in sys.path if p.endswith("site-packages")]
    (site / "deps.pth").write_text("\n".join(deps) + "\n")
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "--disable-pip-version-check", "-q", str(wheel)],
        capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr
    return python


def test_the_wheel_carries_the_data(installed: Path) -> None:
    wheel = next(installed.parent.parent.parent.glob("dist/*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "sv_model/resources/maps/roman_world.yaml" in names
    assert "sv_model/resources/roster/roster.yaml" in names
    assert "sv_model/docs/rules-decisions.md" in names
    assert "sv_model/docs/scenarios.md" in names  # the designer's Help shows a section
    assert "sv_model/docs/fr/rules-decisions.md" in names  # the French help (issue 34)
    assert "sv_model/docs/fr/scenarios.md" in names
    shipped = {f"sv_model/scenarios/{p.name}" for p in (ROOT / "scenarios").glob("*.yaml")}
    assert shipped <= names and len(shipped) >= 7


def test_the_installed_game_plays_outside_the_repository(installed: Path, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    env["QT_QPA_PLATFORM"] = "offscreen"
    where = subprocess.run(
        [str(installed), "-c", "import sv_model, sv_model.paths as p; "
         "print(sv_model.__file__); print(p.DEFAULT_SCENARIO); print(p.RESOURCES_DIR)"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert where.returncode == 0, where.stderr
    module, scenario, resources = where.stdout.split("\n")[:3]
    env_root = str(installed.parent.parent)
    for found in (module, scenario, resources):
        assert found.startswith(env_root), f"{found} is not inside the installed package"
        assert not found.startswith(str(ROOT) + os.sep) or env_root.startswith(str(ROOT))
    script = installed.parent / ("semper-victor.exe" if os.name == "nt" else "semper-victor")
    played = subprocess.run([str(script), "autoplay", "--seed", "7", "--turns", "2", "--json"],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    assert '"final_vp"' in played.stdout and '"last_year": 306' in played.stdout, played.stdout
    checked = subprocess.run([str(script), "validate", scenario], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stdout + checked.stderr
