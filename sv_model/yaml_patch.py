"""Write edited data back into its YAML file, changing only the text of what changed.

The map editor and the scenario designer load a file, let the user edit the data, and save
it. Dumping the data again would lose the file's comments, its layout and its key order, and
turn a one-value edit into a diff of the whole file. ``patch_yaml_text`` instead compares the
data the file holds with the edited data, node by node, and splices new text only where they
differ:

- an unchanged file comes back byte for byte;
- a changed scalar is replaced in place (the rest of its line, comments included, stays);
- a list of records with an ``id`` is matched by id, so an inserted or removed record adds or
  removes just its own lines, shaped like its neighbours (flow or block);
- a mapping gains or loses only the keys that changed.

PyYAML's node marks give the exact span of every node, so no other YAML library is needed.
Every result is parsed again and compared with the edited data; if a case is not handled the
function falls back to a plain dump (``fallback`` tells the caller), so the data written is
always exactly the data edited.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any

import yaml

_Loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

WRAP = 150
"""Flow collections longer than this many characters are wrapped onto continuation lines."""


@dataclass
class PatchResult:
    """The new text, and whether it had to be dumped whole instead of patched."""

    text: str
    fallback: bool = False


@dataclass
class _Edits:
    """Text replacements ``(start, end, new)`` on the original text, applied together."""

    text: str
    items: list[tuple[int, int, str]] = field(default_factory=list)

    def replace(self, start: int, end: int, new: str) -> None:
        self.items.append((start, end, new))

    def apply(self) -> str:
        out = self.text
        last = len(out) + 1
        # from the end of the text; two insertions at one place keep the order they were
        # made in (the later one is applied first, so the earlier one ends up before it)
        order = sorted(enumerate(self.items), key=lambda e: (e[1][0], e[1][1], e[0]),
                       reverse=True)
        for _index, (start, end, new) in order:
            if end > last:
                raise _Unsupported("overlapping edits")
            out = out[:start] + new + out[end:]
            last = start
        return out


class _Unsupported(Exception):
    """A change this patcher does not express; the caller dumps the whole document."""


def patch_yaml_text(text: str, new_data: Any) -> PatchResult:
    """YAML text holding ``new_data`` that keeps every unchanged part of ``text``.

    ``text`` must be a single YAML document (already validated by the caller's loader).
    """
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError:
        return PatchResult(dump_document(new_data), fallback=True)
    if root is None:
        return PatchResult(dump_document(new_data), fallback=True)
    old_data = _construct(root)
    if _same(old_data, new_data):
        return PatchResult(text)
    edits = _Edits(text)
    try:
        _patch(edits, root, old_data, new_data)
        patched = edits.apply()
    except _Unsupported:
        return PatchResult(dump_document(new_data), fallback=True)
    try:  # a splice that breaks the YAML (found by tools/fuzz_yaml_patch.py) is dumped whole
        kept = _same(yaml.load(patched, Loader=_Loader), new_data)
    except yaml.YAMLError:
        kept = False
    if not kept:
        return PatchResult(dump_document(new_data), fallback=True)
    return PatchResult(patched)


def dump_document(data: Any) -> str:
    """A whole document in the house style: block mappings, records in flow on one line.
    Text holding a character PyYAML writes as is but reads as a line break (U+0085,
    U+2028, U+2029) is written again with every non-ASCII character escaped, so that the
    file always reads back as ``data`` (found by ``tools/fuzz_yaml_patch.py``)."""
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    if not _same(yaml.load(text, Loader=_Loader), data):
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=False, width=100)
    return text


# --- comparing --------------------------------------------------------------------------


def _construct(node: yaml.Node) -> Any:
    constructor = yaml.constructor.SafeConstructor()
    return constructor.construct_document(node)


def _same(a: Any, b: Any) -> bool:
    """Equal as YAML data: 1 and 1.0 differ, NaN equals NaN, dict order does not matter."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


# --- patching ---------------------------------------------------------------------------


def _patch(edits: _Edits, node: yaml.Node, old: Any, new: Any) -> None:
    if _same(old, new):
        return
    if isinstance(node, yaml.MappingNode) and isinstance(old, dict) and isinstance(new, dict):
        _patch_mapping(edits, node, old, new)
    elif (isinstance(node, yaml.SequenceNode) and isinstance(old, list)
          and isinstance(new, list)):
        _patch_sequence(edits, node, old, new)
    else:
        _replace_node(edits, node, new)


def _patch_mapping(edits: _Edits, node: yaml.MappingNode, old: dict[Any, Any],
                   new: dict[Any, Any]) -> None:
    if node.flow_style and (old.keys() != new.keys()):
        _replace_node(edits, node, new)
        return
    entries = {_construct(k): (k, v) for k, v in node.value}
    for key, (key_node, value_node) in entries.items():
        if key not in new or _same(old[key], new[key]):
            continue
        if _is_block(value_node) and not (type(new[key]) is type(old[key]) and new[key]):
            # a block list or mapping that becomes a scalar or an empty one: "key: value"
            column = key_node.end_mark.column + 2
            edits.replace(key_node.end_mark.index, _content_end(edits.text, value_node),
                          ": " + _emit_flow(new[key], column))
        else:
            _patch(edits, value_node, old[key], new[key])
    removed = [key for key in entries if key not in new]
    for key in removed:
        key_node, value_node = entries[key]
        start, end = _entry_lines(edits.text, key_node, value_node)
        edits.replace(start, end, "")
    added = [key for key in new if key not in entries]
    if added:
        _insert_keys(edits, node, entries, new, added)


def _insert_keys(edits: _Edits, node: yaml.MappingNode,
                 entries: dict[Any, tuple[yaml.Node, yaml.Node]], new: dict[Any, Any],
                 added: list[Any]) -> None:
    """Block mapping: each new key goes after the key that precedes it in ``new``."""
    if not entries:
        raise _Unsupported("new keys in an empty mapping")
    indent = next(iter(entries.values()))[0].start_mark.column
    order = list(new)
    for key in added:
        before = [k for k in order[: order.index(key)] if k in entries]
        text = _emit_entry(key, new[key], indent, None)
        if before:
            _key, value_node = entries[before[-1]]
            at = _line_end(edits.text, _content_end(edits.text, value_node))
            edits.replace(at, at, text)
        else:
            first_key = next(iter(entries.values()))[0]
            at = _line_start(edits.text, first_key.start_mark.index)
            edits.replace(at, at, text)


def _patch_sequence(edits: _Edits, node: yaml.SequenceNode, old: list[Any],
                    new: list[Any]) -> None:
    if node.flow_style:
        if len(old) == len(new):
            for item_node, o, n in zip(node.value, old, new, strict=True):
                _patch(edits, item_node, o, n)
        else:
            _replace_node(edits, node, new)
        return
    key = _keyed(old, new)
    if key is not None:
        _patch_keyed_items(edits, node, old, new, key)
        return
    common = min(len(old), len(new))
    for item_node, o, n in zip(node.value[:common], old[:common], new[:common], strict=True):
        _patch(edits, item_node, o, n)
    for item_node in node.value[common:]:
        start, end = _item_lines(edits.text, item_node)
        edits.replace(start, end, "")
    if len(new) > common:
        if not node.value:
            raise _Unsupported("append to an empty block sequence")
        last = node.value[-1] if common == len(old) else node.value[common - 1]
        at = _line_end(edits.text, _content_end(edits.text, last))
        column = _dash_column(edits.text, node.value[0])
        edits.replace(at, at, "".join(_emit_item(v, column, _shape(node.value[-1]))
                                      for v in new[common:]))


def _is_block(node: yaml.Node) -> bool:
    return isinstance(node, yaml.MappingNode | yaml.SequenceNode) and not node.flow_style


RECORD_KEYS = ("id", "leader", "unit", "fleet", "people")
"""Fields that name a record: ``id`` in maps and rosters; a scenario's set-up rows are
named by the piece or people they place."""


def _record_key(items: list[Any]) -> str | None:
    """The field that tells the records of ``items`` apart, if one does."""
    if not items or not all(isinstance(x, dict) for x in items):
        return None
    for key in RECORD_KEYS:
        ids = [x.get(key) for x in items]
        if all(isinstance(i, str) for i in ids) and len(set(ids)) == len(ids):
            return key
    return None


def _keyed(old: list[Any], new: list[Any]) -> str | None:
    key = _record_key(old)
    return key if key is not None and _record_key(new) == key else None


def _patch_keyed_items(edits: _Edits, node: yaml.SequenceNode, old: list[dict[str, Any]],
                       new: list[dict[str, Any]], key: str) -> None:
    """Records matched by ``key``: changed ones patched, others removed or inserted. A
    record that moved in the list is removed where it was and inserted where it is now;
    the longest run of records kept in order stays in place."""
    old_ids = [x[key] for x in old]
    new_ids = [x[key] for x in new]
    matcher = SequenceMatcher(None, old_ids, new_ids, autojunk=False)
    stay = {i for b in matcher.get_matching_blocks() for i in old_ids[b.a:b.a + b.size]}
    if not stay and old_ids:
        raise _Unsupported("no record kept in place")
    by_id = {x[key]: (n, x) for n, x in zip(node.value, old, strict=True) if x[key] in stay}
    for record in new:
        if record[key] in by_id:
            item_node, before = by_id[record[key]]
            _patch(edits, item_node, before, record)
    for ident in old_ids:
        if ident not in by_id:
            start, end = _item_lines(edits.text, node.value[old_ids.index(ident)])
            edits.replace(start, end, "")
    column = _dash_column(edits.text, node.value[0])
    for pos, record in enumerate(new):
        if record[key] in by_id:
            continue
        previous = [i for i in new_ids[:pos] if i in by_id]
        if previous:
            neighbour = by_id[previous[-1]][0]
            at = _line_end(edits.text, _content_end(edits.text, neighbour))
        else:
            neighbour = node.value[0]
            at = _line_start(edits.text, neighbour.start_mark.index)
        edits.replace(at, at, _moved_or_new_item(edits.text, node, old, key, record, column,
                                                 _shape(neighbour)))


def _moved_or_new_item(text: str, node: yaml.SequenceNode, old: list[dict[str, Any]],
                       key: str, record: dict[str, Any], column: int, shape: Shape) -> str:
    """A record's text: its own lines, verbatim, when it only moved; else emitted."""
    for item_node, before in zip(node.value, old, strict=True):
        if before[key] == record[key] and _same(before, record):
            start, end = _item_lines(text, item_node)
            chunk = text[start:end]
            return chunk if chunk.endswith("\n") else chunk + "\n"
    return _emit_item(record, column, shape)


def _replace_node(edits: _Edits, node: yaml.Node, new: Any) -> None:
    start = node.start_mark.index
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">") and isinstance(new, str):
        literal = _emit_literal(new, _line_indent(edits.text, start) + 2)
        if literal is not None:
            edits.replace(start, _content_end(edits.text, node), literal)
            return
    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        column = node.start_mark.column
        edits.replace(start, _content_end(edits.text, node), _emit_flow(new, column))
        return
    # a block collection: its text runs from its first item to the end of its last line
    if not isinstance(new, dict | list) or not new:
        raise _Unsupported("a block collection replaced by a scalar")
    end = _line_end(edits.text, _content_end(edits.text, node)) - 1  # keep the final newline
    column = node.start_mark.column
    block = _emit_block(new, column, _shape(node))
    edits.replace(start, end, block[column:].rstrip("\n"))


# --- text positions ---------------------------------------------------------------------


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _line_end(text: str, index: int) -> int:
    """The index just past the newline that ends the line holding ``index - 1``."""
    nl = text.find("\n", max(index - 1, 0))
    return len(text) if nl < 0 else nl + 1


def _content_end(text: str, node: yaml.Node) -> int:
    """Where a node's own text ends (a block node's end mark may lie on a later line)."""
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        # a literal or folded scalar ends after its line breaks: stop at its last character
        end = int(node.end_mark.index)
        while end > node.start_mark.index and text[end - 1] in " \t\r\n":
            end -= 1
        return end
    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        return int(node.end_mark.index)
    children: list[yaml.Node] = []
    if isinstance(node, yaml.MappingNode):
        children = [v for _k, v in node.value]
    elif isinstance(node, yaml.SequenceNode):
        children = list(node.value)
    if not children:
        return int(node.end_mark.index)
    return _content_end(text, children[-1])


def _line_indent(text: str, index: int) -> int:
    start = _line_start(text, index)
    return len(text[start:index]) - len(text[start:index].lstrip(" "))


def _entry_lines(text: str, key_node: yaml.Node, value_node: yaml.Node) -> tuple[int, int]:
    start = _line_start(text, key_node.start_mark.index)
    return start, _line_end(text, _content_end(text, value_node))


def _item_lines(text: str, item_node: yaml.Node) -> tuple[int, int]:
    start = _line_start(text, item_node.start_mark.index)
    return start, _line_end(text, _content_end(text, item_node))


def _dash_column(text: str, item_node: yaml.Node) -> int:
    """The column of the ``-`` that introduces a block sequence item."""
    dash = text.rfind("-", _line_start(text, item_node.start_mark.index),
                      item_node.start_mark.index)
    if dash < 0:
        raise _Unsupported("no dash before a block sequence item")
    return dash - _line_start(text, dash)


# --- shapes: how an existing node is laid out, to lay out new ones alike ------------------

Shape = Any  # "flow" | ("block", {key: Shape}) | ("seq", Shape) | None


def _shape(node: yaml.Node) -> Shape:
    if isinstance(node, yaml.ScalarNode) or getattr(node, "flow_style", False):
        return "flow"
    if isinstance(node, yaml.MappingNode):
        return ("block", {_construct(k): _shape(v) for k, v in node.value})
    if isinstance(node, yaml.SequenceNode):
        return ("seq", _shape(node.value[0]) if node.value else None)
    return None


def _emit_item(value: Any, column: int, shape: Shape) -> str:
    """A block sequence item (``- ...``) at ``column``, ending with a newline."""
    pad = " " * column
    if shape == "flow" or not isinstance(value, dict | list) or not value:
        return f"{pad}- {_emit_flow(value, column + 2)}\n"
    body = _emit_block(value, column + 2, shape)
    return f"{pad}- {body[column + 2:]}"


def _emit_entry(key: Any, value: Any, column: int, shape: Shape) -> str:
    pad = " " * column
    head = f"{pad}{_emit_flow(key, column)}:"
    if isinstance(value, dict | list) and value and shape not in ("flow",) and (
            isinstance(value, dict) or any(isinstance(v, dict | list) for v in value)):
        return f"{head}\n{_emit_block(value, column + 2, shape)}"
    return f"{head} {_emit_flow(value, len(head) + 1)}\n"


def _emit_block(value: Any, column: int, shape: Shape) -> str:
    """Block text of a mapping or sequence, every line indented by ``column``."""
    pad = " " * column
    if isinstance(value, dict):
        shapes = shape[1] if isinstance(shape, tuple) and shape[0] == "block" else {}
        return "".join(_emit_entry(k, v, column, shapes.get(k)) for k, v in value.items())
    inner = shape[1] if isinstance(shape, tuple) and shape[0] == "seq" else None
    out = []
    for item in value:
        if inner == "flow" or not isinstance(item, dict | list) or not item:
            out.append(f"{pad}- {_emit_flow(item, column + 2)}\n")
        else:
            out.append(_emit_item(item, column, inner))
    return "".join(out)


def _emit_flow(value: Any, column: int) -> str:
    """Flow text of ``value``, wrapped after ``WRAP`` characters onto lines indented one
    past ``column`` (the layout of the map's point lists)."""
    if isinstance(value, dict):
        parts = [f"{_emit_flow(k, column)}: {_emit_flow(v, column)}" for k, v in value.items()]
        return _wrap("{", parts, "}", column)
    if isinstance(value, list):
        return _wrap("[", [_emit_flow(v, column + 1) for v in value], "]", column)
    # dumped inside a flow list, so that the emitter quotes what a flow context needs
    text = yaml.safe_dump([value], default_flow_style=True, allow_unicode=True, width=1 << 30)
    text = text.rstrip("\n").removeprefix("[").removesuffix("]")
    if "\n" in text:  # a string with line breaks: one double-quoted line (JSON is YAML)
        return json.dumps(value, ensure_ascii=False)
    return text


def _emit_literal(value: str, indent: int) -> str | None:
    """A literal block scalar (``|-``) for a text that had one, or None if it cannot be."""
    body = value.removesuffix("\n")
    if not body or body.endswith("\n") or body[0] in " \t" or "\r" in body:
        return None
    if any(not (ch.isprintable() or ch == "\n") for ch in body):
        return None
    pad = " " * indent
    lines = "\n".join(pad + line if line else "" for line in body.split("\n"))
    return ("|\n" if value.endswith("\n") else "|-\n") + lines


def _wrap(open_: str, parts: Sequence[str], close: str, column: int) -> str:
    flat = open_ + ", ".join(parts) + close
    if column + len(flat) <= WRAP or any("\n" in p for p in parts):
        return flat
    lines: list[str] = []
    line, start = open_, column  # ``start``: the column where ``line`` begins
    for n, part in enumerate(parts):
        piece = part + (", " if n < len(parts) - 1 else close)
        if start + len(line) + len(piece) > WRAP and line.strip(open_ + " "):
            lines.append(line.rstrip())
            line, start = " " * (column + 1) + piece, 0
        else:
            line += piece
    lines.append(line)
    return "\n".join(lines)
