"""The scenario, map and roster a saved game embeds (save format 4).

A save carries the exact texts its game was set up from, so that it loads on
another machine, at another path, or after the owner has edited the map or the
roster it was played on. Each text is stored compressed (zlib, then base64) with
its SHA-256; on load the digest is compared, the size of what is decompressed is
bounded, and the texts go through the same loader and the same checks as the
files (``sv_model.loader.check_scenario_sources``).
"""

from __future__ import annotations

import base64
import binascii
import zlib
from pathlib import Path
from typing import Any

from sv_model.loader import ScenarioBundle, ScenarioSources
from sv_model.problem_catalogue import ProblemId as P
from sv_model.problem_words import data_error
from sv_model.yamlio import MAX_FILE_BYTES, SourceText, decode_text, dump_yaml

KINDS = ("scenario", "map", "roster")


def sources_of(bundle: ScenarioBundle) -> ScenarioSources:
    """The texts ``bundle`` was read from; for a bundle built in code, its models written
    out as YAML (which load back to the same models)."""
    if bundle.sources is not None:
        return bundle.sources
    s = bundle.scenario
    return ScenarioSources(
        SourceText(bundle.path.name, dump_yaml(s.model_dump(mode="json"))),
        SourceText(Path(s.map).name, dump_yaml(bundle.game_map.model_dump(mode="json"))),
        SourceText(Path(s.roster).name, dump_yaml(bundle.roster.model_dump(mode="json"))))


def embed(sources: ScenarioSources) -> dict[str, Any]:
    """The ``data`` field of a save: each file's name, digest and compressed text."""
    out: dict[str, Any] = {}
    for kind, src in sources.files.items():
        packed = zlib.compress(src.text.encode("utf-8"), 9)
        out[kind] = {"file": Path(src.name).name, "sha256": src.sha256,
                     "zlib_base64": base64.b64encode(packed).decode("ascii")}
    return out


def embedded_sources(data: Any, source: str, *, verify: bool = True) -> ScenarioSources:
    """The texts a save embeds; ``DataFileError`` naming the save and the file when one
    is missing, malformed, too large once decompressed, or altered (``verify``: its
    digest must match)."""
    if not isinstance(data, dict):
        raise data_error(source, P.EMBEDDED_DATA, field="data")
    texts = [_embedded_text(data.get(kind), kind, source, verify) for kind in KINDS]
    return ScenarioSources(*texts)


def _embedded_text(item: Any, kind: str, source: str, verify: bool) -> SourceText:
    field = f"data.{kind}"
    ok = (isinstance(item, dict) and isinstance(item.get("file"), str)
          and isinstance(item.get("sha256"), str) and isinstance(item.get("zlib_base64"), str))
    if not ok:
        raise data_error(source, P.EMBEDDED_MALFORMED, field=field, kind=kind)
    name = f"{source} (its {kind} {Path(item['file']).name})"
    text = decode_text(_inflate(item["zlib_base64"], kind, source, field), name)
    src = SourceText(name, text)
    if verify and src.sha256 != item["sha256"]:
        raise data_error(source, P.EMBEDDED_ALTERED, field=field, kind=kind, file=item["file"])
    return src


def _inflate(encoded: str, kind: str, source: str, field: str) -> bytes:
    """Decompress with a hard limit: a small field cannot expand past ``MAX_FILE_BYTES``."""
    try:
        packed = base64.b64decode(encoded.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_FILE_BYTES + 1)
    except (binascii.Error, UnicodeEncodeError, zlib.error, ValueError):
        raise data_error(source, P.EMBEDDED_DAMAGED, field=field, kind=kind) from None
    if len(raw) > MAX_FILE_BYTES or inflater.unconsumed_tail:
        raise data_error(source, P.EMBEDDED_TOO_LARGE, field=field, kind=kind,
                         mib=MAX_FILE_BYTES // (1024 * 1024))
    if not inflater.eof:
        raise data_error(source, P.EMBEDDED_CUT, field=field, kind=kind)
    return raw
