"""A long randomised fuzz of ``sv_model.yaml_patch`` (issue 41): random sequences of edits
(set, add, remove; in mappings and lists; records copied with a new id; odd scalars) over
every shipped data file. A case fails if the patcher raises, or if the text it returns does
not parse back to exactly the edited data. Fallbacks (a whole dump) are counted, not failed.

Run: ``python tools/fuzz_yaml_patch.py --cases 100000 [--seed 1] [--jobs 2]``; prints
"N tried, M failed" and the first failures (file, seed) to replay with ``--replay``.
``tests/test_yaml_patch.py`` runs a randomised slice of it in the slow suite.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sv_model.yaml_patch import patch_yaml_text  # noqa: E402

SHIPPED = [ROOT / "resources" / "maps" / "roman_world.yaml",
           ROOT / "resources" / "roster" / "roster.yaml",
           *sorted((ROOT / "scenarios").glob("*.yaml"))]
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
ODD_TEXT = ["", " ", "a: b", "- x", "# c", "'", '"', "\\", "\n", "x\ny", "  lead", "trail  ",
            "yes", "no", "null", "~", "1e3", "0x1F", "08", ".inf", "@x", "`x", "%x", "{a}",
            "[1]", "é", "𝔘", "\u0085", "\u2028", "\t", "key: value # c", "&a", "*a", "!t",
            "|", ">", "-", "?", ":", "x" * 200]


def _scalar(rng: random.Random) -> Any:
    kind = rng.randrange(8)
    if kind == 0:
        return rng.randint(-10**6, 10**6)
    if kind == 1:
        return rng.choice([True, False, None])
    if kind == 2:
        return rng.choice([0.0, -0.0, 1.5, 1e-7, 1e300, -2.25, round(rng.uniform(-1e4, 1e4), 3)])
    if kind == 3:
        return rng.choice(ODD_TEXT)
    if kind == 4:
        return "".join(rng.choice("abc xyz_-:#'\"\\\n\té{}[],&*!|>%@`") for _ in range(rng.randint(0, 12)))
    if kind == 5:
        return rng.randint(-2**70, 2**70)
    if kind == 6:
        return [rng.randint(0, 9) for _ in range(rng.randint(0, 3))]
    return {rng.choice("abc"): rng.randint(0, 9) for _ in range(rng.randint(0, 2))}


def mutate(rng: random.Random, node: Any) -> None:
    """Walk to a random container and change, add or remove one thing in it."""
    while True:
        children = (list(node.values()) if isinstance(node, dict) else
                    node if isinstance(node, list) else [])
        containers = [c for c in children if isinstance(c, dict | list) and c]
        if not containers or rng.randrange(4) == 0:
            break
        node = rng.choice(containers)
    action = rng.choice(["set", "add", "remove", "move"])
    if isinstance(node, dict):
        keys = list(node)
        if action == "remove" and keys:
            del node[rng.choice(keys)]
        elif action in ("add", "move") or not keys:
            key = "".join(rng.choice("abcdefgh_") for _ in range(rng.randint(1, 8)))
            node[rng.choice([key, rng.randint(0, 99), key + " x"])] = _scalar(rng)
        else:
            node[rng.choice(keys)] = _scalar(rng)
    elif isinstance(node, list):
        if action == "remove" and node:
            del node[rng.randrange(len(node))]
        elif action == "move" and len(node) > 1:
            node.insert(rng.randrange(len(node)), node.pop(rng.randrange(len(node))))
        elif action in ("add", "move") or not node:
            item = copy.deepcopy(rng.choice(node)) if node and rng.random() < 0.5 else _scalar(rng)
            if isinstance(item, dict) and "id" in item:
                item["id"] = "".join(rng.choice("xyz") for _ in range(rng.randint(1, 6))) + "_new"
            node.insert(rng.randint(0, len(node)), item)
        else:
            node[rng.randrange(len(node))] = _scalar(rng)


def same(a: Any, b: Any) -> bool:
    """Equal as data (a float equal to an int counts as different; -0.0 as 0.0)."""
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


@dataclass
class Tally:
    tried: int = 0
    failed: int = 0
    fallbacks: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.tried += other.tried
        self.failed += other.failed
        self.fallbacks += other.fallbacks
        self.failures += other.failures


def one_case(path: Path, text: str, data: Any, seed: int) -> tuple[bool, bool, str]:
    """(failed, fell back, why) for the edit sequence of ``seed`` on one file."""
    rng = random.Random(seed)
    new = copy.deepcopy(data)
    for _ in range(rng.randint(1, 6)):
        mutate(rng, new)
    try:
        result = patch_yaml_text(text, new)
        back = yaml.load(result.text, Loader=_LOADER)
    except Exception as exc:
        return True, False, f"{path.name} seed {seed}: {type(exc).__name__}: {exc}"[:300]
    if not same(back, new):
        return True, result.fallback, f"{path.name} seed {seed}: the text does not hold the edit"
    return False, result.fallback, ""


def file_of(files: list[Path], seed: int) -> Path:
    """The file a case edits: the map in 1 case of 500 (a case takes about 1 s there), the
    roster in 1 of 20 (0.15 s), a scenario otherwise (0.02 s)."""
    if seed % 500 == 0:
        return files[0]
    if seed % 20 == 1:
        return files[1]
    return files[2 + seed % (len(files) - 2)]


def run(files: list[Path], seeds: Iterator[int] | range) -> Tally:
    texts = {p: p.read_text(encoding="utf-8") for p in files}  # every file is read once
    datas = {p: yaml.load(t, Loader=_LOADER) for p, t in texts.items()}
    tally = Tally()
    for seed in seeds:
        path = file_of(files, seed)
        failed, fell_back, why = one_case(path, texts[path], datas[path], seed)
        tally.tried += 1
        tally.fallbacks += fell_back
        if failed:
            tally.failed += 1
            tally.failures.append(why)
    return tally


def _chunk(args: tuple[list[str], int, int]) -> Tally:
    files, start, stop = args
    return run([Path(f) for f in files], range(start, stop))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0, help="the first case's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--replay", type=int, help="run only the case of this seed")
    args = parser.parse_args()
    files = [str(p) for p in SHIPPED]
    if args.replay is not None:
        tally = run([Path(f) for f in files], range(args.replay, args.replay + 1))
    else:
        step = 500
        chunks = [(files, s, min(s + step, args.seed + args.cases))
                  for s in range(args.seed, args.seed + args.cases, step)]
        tally = Tally()
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for part in pool.map(_chunk, chunks):
                tally.add(part)
                print(f"... {tally.tried} tried, {tally.failed} failed", flush=True)
    print(f"{tally.tried} tried, {tally.failed} failed ({tally.fallbacks} fell back to a "
          "whole dump)")
    for why in tally.failures[:20]:
        print("  ", why)
    return 1 if tally.failed else 0


if __name__ == "__main__":
    sys.exit(main())
