"""The layers of the desktop, enforced (issue 40).

``LAYERS`` lists the sub-packages of ``sv_desktop`` and ``editor`` from the bottom up; a
package may import only packages of a lower rank (never one of its own rank, never one
above). The editors import from ``sv_desktop`` only its shared layer (``SHARED``), and
``sv_model`` imports neither Qt nor either front end. Every import counts: module level,
lazy and ``TYPE_CHECKING``. ``docs/architecture.md`` shows the same table
(``test_architecture_doc_shows_the_same_layers``).
"""

from __future__ import annotations

import re
from pathlib import Path

from import_graph import ROOT, circles, import_graph, modules

LAYERS: tuple[tuple[str, ...], ...] = (
    ("sv_desktop.common",),
    ("sv_desktop.session",),
    ("sv_desktop.board",),
    ("sv_desktop.sheets",),
    ("sv_desktop.panels", "sv_desktop.dialogs"),
    ("sv_desktop.play",),
    ("sv_desktop.history",),
    ("sv_desktop.ai",),
    ("editor.shared",),
    ("editor.map_editor", "editor.designer"),
    ("editor",),
    ("sv_desktop.app",),
    ("sv_desktop.cli",),
)
SHARED = ("sv_desktop.common", "sv_desktop.board", "sv_desktop.sheets")
RANK = {package: rank for rank, layer in enumerate(LAYERS) for package in layer}
QT_FREE = ("sv_model", "sv_desktop.session")
QT = {"PySide6", "shiboken6", "PyQt5", "PyQt6", "tkinter"}


def _package(module: str) -> str | None:
    """The layer package ``module`` belongs to (the longest that contains it)."""
    best = None
    for package in RANK:
        if (module == package or module.startswith(package + ".")) and (
                best is None or len(package) > len(best)):
            best = package
    return best


def _arrows() -> list[tuple[str, str]]:
    graph = import_graph()
    return [(a, b) for a, targets in sorted(graph.items()) for b in sorted(targets)]


def test_every_desktop_module_belongs_to_a_layer() -> None:
    loose = [m for m in import_graph(("sv_desktop", "editor"))
             if _package(m) is None and m not in ("sv_desktop", "sv_desktop.__main__")]
    assert loose == []


def test_no_package_imports_its_own_rank_or_above() -> None:
    wrong = []
    for a, b in _arrows():
        pa, pb = _package(a), _package(b)
        if pa is not None and pb is not None and pa != pb and RANK[pb] >= RANK[pa]:
            wrong.append(f"{a} imports {b}")
    assert wrong == []


def test_editors_import_only_the_shared_layer_of_the_desktop() -> None:
    wrong = [f"{a} imports {b}" for a, b in _arrows()
             if a.split(".")[0] == "editor" and b.split(".")[0] == "sv_desktop"
             and _package(b) not in SHARED]
    assert wrong == []


def test_the_shared_layer_imports_nothing_of_play_mode_or_the_editors() -> None:
    wrong = [f"{a} imports {b}" for a, b in _arrows()
             if _package(a) in SHARED and b.split(".")[0] in ("sv_desktop", "editor")
             and _package(b) not in SHARED]
    assert wrong == []


def _third_party(path: Path) -> set[str]:
    """The top-level names of what ``path`` imports (absolute imports only)."""
    text = path.read_text(encoding="utf-8")
    return {m.group(1).split(".")[0]
            for m in re.finditer(r"^\s*(?:from|import)\s+([\w.]+)", text, re.M)}


def test_model_and_session_reach_no_qt_and_no_gui_code() -> None:
    """``sv_model`` imports no Qt and no front end; the play session imports no Qt, and
    neither does any module it reaches (a module of ``sv_desktop.common`` it uses
    included)."""
    graph = import_graph()
    files = modules()
    wrong = [f"{m} imports {b}" for m, targets in graph.items() if m.startswith("sv_model")
             for b in targets if not b.startswith("sv_model")]
    reached = {m for m in files if any(m == p or m.startswith(p + ".") for p in QT_FREE)}
    todo = list(reached)
    while todo:
        for target in graph.get(todo.pop(), ()):
            if target not in reached:
                reached.add(target)
                todo.append(target)
    for module in sorted(reached):
        wrong += [f"{module} imports {name}" for name in _third_party(files[module]) & QT]
    assert wrong == []


def test_sub_packages_of_the_desktop_import_each_other_in_no_circle() -> None:
    packages: dict[str, set[str]] = {}
    for a, b in _arrows():
        pa, pb = _package(a), _package(b)
        if pa is not None and pb is not None and pa != pb:
            packages.setdefault(pa, set()).add(pb)
    assert circles(packages) == []


def test_architecture_doc_shows_the_same_layers() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text.split("<!-- layers: tests/test_layers.py -->", 1)[1].split("\n\n", 1)[0]
    rows = [line for line in table.strip().splitlines()[2:] if line.startswith("|")]
    documented = tuple(tuple(re.findall(r"`([\w.]+)`", row.split("|")[2])) for row in rows)
    assert documented == LAYERS
    shared = re.search(r"shared layer: (.*)", text)
    assert shared is not None and tuple(re.findall(r"`([\w.]+)`", shared.group(1))) == SHARED
