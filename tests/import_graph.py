"""The project's import graph, read from the source with ``ast`` (nothing is imported).

Every import counts: at module level, inside a function (lazy) and under
``if TYPE_CHECKING:``. A package's ``__init__`` is a file of its own, named by the
package. Used by ``test_layers.py`` and ``test_import_cycles.py``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("sv_model", "sv_desktop", "editor")


def modules(roots: Iterable[str] = PACKAGES) -> dict[str, Path]:
    """Every module of ``roots`` by its dotted name."""
    found: dict[str, Path] = {}
    for root in roots:
        for path in sorted((ROOT / root).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _targets(name: str, path: Path, node: ast.Import | ast.ImportFrom,
             known: dict[str, Path]) -> list[str]:
    """The project modules one import statement names (a name imported from a package
    that is a module of its own counts as that module)."""
    if isinstance(node, ast.Import):
        candidates = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join([*package, base] if base else package)
        candidates = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                      for alias in node.names]
    out = []
    for candidate in candidates:
        while candidate and candidate not in known:
            candidate = candidate.rpartition(".")[0]
        if candidate and candidate != name:
            out.append(candidate)
    return out


def import_graph(roots: Iterable[str] = PACKAGES) -> dict[str, set[str]]:
    """Module -> the project modules it imports, in any way."""
    known = modules(PACKAGES)
    graph: dict[str, set[str]] = {}
    for name, path in modules(roots).items():
        edges = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges.update(_targets(name, path, node, known))
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, list[str]]] = [(start, sorted(graph.get(start, ())))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(graph.get(nxt, ()))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found
