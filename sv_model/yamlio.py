"""Safe YAML reading with line numbers, and atomic writing.

Only ``yaml.SafeLoader`` is used: a data file can never construct Python
objects. Each loaded document keeps its node tree so that a validation error
can be reported at the line that caused it.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import glob
import hashlib
import os
import re
import secrets
import stat
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from sv_model.errors import DataFileError, DataProblem
from sv_model.problem_words import ProblemId as P
from sv_model.problem_words import said_error, said_for, schema_said

MAX_FILE_BYTES = 4 * 1024 * 1024
"""Largest map, roster or scenario file read: the densest honest map of this size (184,000
vertices) validates in 7 s of CPU, all its checks included (``benchmarks/bench_loading.py
--validate 16``, docs/performance.md); 8 MiB took 25 s (issue 41). The shipped map is
0.26 MB, a map traced at eight times its detail 3 MB."""
MAX_DEPTH = 64
"""Deepest nesting of mappings and sequences a data file may have (the map needs 6)."""
MAX_NODES = 4_000_000
"""Most values a data file may hold once its aliases are expanded (the map holds 54,000)."""


_SafeBase: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _UniqueKeyLoader(_SafeBase):  # type: ignore[valid-type,misc]
    """Safe loader (libyaml's when available) that refuses duplicate mapping keys, and
    turns a value its tag cannot convert (``!!int abc``, ``!!bool maybe``, ``!!timestamp
    x``, an integer of 5,000 digits) into a ``ConstructorError`` at that value's line."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep=deep)
        except yaml.YAMLError:
            raise
        except (ValueError, KeyError, AttributeError, TypeError, OverflowError,
                IndexError) as exc:
            raise yaml.constructor.ConstructorError(
                None, None, _conversion_problem(node, exc), node.start_mark) from None


def _conversion_problem(node: yaml.Node, exc: Exception) -> str:
    """Why a tagged value could not be converted, in a line of a message."""
    tag = str(node.tag).rsplit(":", 1)[-1]
    value = node.value if isinstance(node.value, str) else ""
    if "digits" in str(exc):
        return f"a number of {len(value.strip())} digits is far too long"
    shown = value if len(value) <= 40 else value[:37] + "..."
    return f"{shown!r} is not a valid {tag} value"


def _construct_mapping(loader: _UniqueKeyLoader, node: yaml.MappingNode,
                       deep: bool = False) -> dict[Any, Any]:
    seen: dict[Any, int] = {}
    for key_node, _value in node.value:
        key = loader.construct_object(key_node, deep=deep)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, "a mapping key must be a plain value", key_node.start_mark
            ) from None
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first at line {seen[key]})",
                key_node.start_mark,
            )
        seen[key] = key_node.start_mark.line + 1
    mapping: dict[Any, Any] = loader.construct_mapping(node, deep=deep)
    return mapping


_UniqueKeyLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping
)


@dataclass
class YamlDocument:
    """A parsed YAML file: its data and its node tree for line lookups."""

    path: str
    data: Any
    root: yaml.Node | None

    def line_of(self, loc: Sequence[int | str]) -> int | None:
        """The 1-based line of the value at ``loc``, or of its nearest parent."""
        node = self.root
        line = node.start_mark.line + 1 if node is not None else None
        for part in loc:
            child = _child(node, part)
            if child is None:
                break
            node = child
            line = node.start_mark.line + 1
        return line


def _child(node: yaml.Node | None, part: int | str) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.value == str(part):
                found: yaml.Node = value_node
                return found
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value):
        child: yaml.Node = node.value[part]
        return child
    return None


def _line(event: yaml.Event) -> int | None:
    mark = event.start_mark
    return mark.line + 1 if mark is not None else None


def _check_shape(text: str, path: str) -> None:
    """Refuse, before building anything, a document nested deeper than ``MAX_DEPTH``
    (libyaml's composer would overflow the C stack) or holding more than ``MAX_NODES``
    values once its aliases are expanded (an alias bomb would exhaust memory).

    One pass over the parser's events: each finished node adds its expanded size to
    its parent's, an anchored node's size is remembered, and an alias counts as the
    size of the node it names."""
    sizes: list[int] = [0]
    anchors: list[str | None] = [None]
    anchored: dict[str, int] = {}
    for event in yaml.parse(text, Loader=_SafeBase):
        if isinstance(event, yaml.CollectionStartEvent):
            if len(sizes) > MAX_DEPTH:
                raise _said_error(path, "yaml", P.YAML_NESTED, line=_line(event), depth=MAX_DEPTH)
            sizes.append(1)
            anchors.append(event.anchor)
            continue
        if isinstance(event, yaml.CollectionEndEvent):
            size, anchor = sizes.pop(), anchors.pop()
        elif isinstance(event, yaml.ScalarEvent):
            size, anchor = 1, event.anchor
        elif isinstance(event, yaml.AliasEvent):
            size, anchor = anchored.get(event.anchor or "", 1), None
        else:
            continue
        if anchor is not None:
            anchored[anchor] = size
        sizes[-1] += size
        if sizes[-1] > MAX_NODES or size > MAX_NODES:
            raise _said_error(path, "yaml", P.YAML_TOO_MANY_VALUES, line=_line(event),
                              count=MAX_NODES)


def parse_yaml_text(text: str, path: str) -> YamlDocument:
    """Parse YAML text safely, raising ``DataFileError`` with a line on failure. The
    nesting and the size after alias expansion are bounded first (``_check_shape``)."""
    try:
        _check_shape(text, path)
        loader = _UniqueKeyLoader(text)
        try:
            root = loader.get_single_node()
            data = loader.construct_document(root) if root is not None else None
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "invalid YAML"
        raise _said_error(path, "yaml", P.YAML_SYNTAX, line, detail=problem) from None
    except yaml.YAMLError as exc:
        raise _said_error(path, "yaml", P.YAML_SYNTAX, detail=str(exc)) from None
    except RecursionError:
        raise _said_error(path, "yaml", P.YAML_TOO_DEEP) from None
    except (ValueError, KeyError, AttributeError, TypeError, OverflowError, IndexError) as exc:
        # a conversion outside any node's constructor (the loader's own bookkeeping)
        raise _said_error(path, "yaml", P.YAML_VALUE, detail=str(exc)[:270]) from None
    return YamlDocument(path=path, data=data, root=root)


def open_regular(path: Path) -> int:
    """A file descriptor on ``path``, opened non-blocking and checked to be a regular file
    (never a folder, a pipe or a device); ``DataFileError`` otherwise, or for a missing or
    unreadable file, or a name holding a NUL byte (which no file system accepts:
    ``os.open`` raises ``ValueError``). The caller closes it."""
    if "\0" in str(path):
        raise _said_error(str(path).replace("\0", "\\0"), "file", P.NUL_IN_NAME)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise _said_error(path, "file", P.FILE_NOT_FOUND) from None
    except IsADirectoryError:
        raise _said_error(path, "file", P.IS_A_FOLDER) from None
    except OSError as exc:
        raise _said_error(path, "file", P.CANNOT_READ, reason=exc.strerror) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise _said_error(path, "file", P.IS_A_FOLDER)
        raise _said_error(path, "file", P.NOT_A_REGULAR_FILE)
    return fd


def too_large(path: str | Path, limit: int) -> DataFileError:
    """The error for a file bigger than ``limit`` bytes."""
    return _said_error(path, "file", P.TOO_LARGE, mib=limit // (1024 * 1024))


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (``open_regular``), read
    with a hard limit (never trusting its reported size); ``DataFileError`` for anything
    else."""
    fd = open_regular(path)
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read(limit + 1)
        except OSError as exc:
            raise _said_error(path, "file", P.CANNOT_READ, reason=exc.strerror) from None
    if len(raw) > limit:
        raise too_large(path, limit)
    return raw


@dataclass(frozen=True)
class SourceText:
    """The text of one data file as read, and the name messages give it: its path, or
    where a saved game embedded it."""

    name: str
    text: str

    @functools.cached_property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


def decode_text(raw: bytes, name: str | Path) -> str:
    """UTF-8 text of a data file; ``DataFileError`` naming the first bad byte."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _said_error(name, "file", P.NOT_UTF8, byte=exc.start) from None


def read_source(path: str | Path) -> SourceText:
    """A data file's text: a regular UTF-8 file of at most ``MAX_FILE_BYTES``."""
    p = Path(path)
    return SourceText(str(p), decode_text(read_limited(p, MAX_FILE_BYTES), p))


def read_yaml(path: str | Path) -> YamlDocument:
    """Read and parse a YAML file. Every failure is a ``DataFileError``."""
    src = read_source(path)
    return parse_yaml_text(src.text, src.name)


def dump_yaml(data: Any) -> str:
    """Serialise plain data to YAML, keeping key order and Unicode."""
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


TEMP_SUFFIX = ".sv-tmp"
"""Every file is written as ``.NAME.PID-TOKEN.sv-tmp`` beside it, then renamed over it."""
_TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[0-9a-f]+\.sv-tmp$")
_OLD_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
"""How ``tempfile.mkstemp`` named them before version 0.9: removed once a day old."""
OLD_TEMP_AGE = 86400.0


def _through_links(path: Path) -> Path:
    """The file a write to ``path`` must replace: a symbolic link is written through."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8, LF line ends) to ``path`` atomically
    (``atomic_write_bytes``)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | Path, data: bytes, *, follow_links: bool = True) -> None:
    """Write ``data`` to ``path`` atomically: temp file, fsync, then rename.

    A failure at any point leaves any previous file at ``path`` untouched. A symbolic
    link is written through (the link stays), unless ``follow_links`` is False (the
    app's own files: the link itself is replaced); an existing file keeps its mode, a
    new one gets the umask's. What is replaced must be a regular file or nothing: a
    folder, a pipe or a device (``/dev/zero`` behind a link) is an ``OSError``, never
    renamed over. The temporary file's name says which process wrote it, so one left by
    a killed write is removed by the next write of the same file (and at start-up,
    ``remove_stale_temp_files``).
    """
    target = _through_links(Path(path)) if follow_links else Path(path)
    _refuse_special(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temp_files(target.parent, name=target.name, recursive=False)
    try:
        mode: int | None = None if target.is_symlink() else stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = None  # a new file: os.open applies the umask to 0o666
    tmp = target.parent / f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        if mode is not None and hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def _refuse_special(target: Path) -> None:
    """OSError if ``target`` exists and is not a regular file (a link not followed is
    replaced, as the app's own files are)."""
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise OSError(errno.EINVAL, "not a regular file: it is not written over", str(target))


def _writer_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform == "win32":  # os.kill would end the process there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's live process
    return True


def _is_stale(path: Path, now: float) -> bool:
    m = _TEMP_NAME.match(path.name)
    try:
        age = now - path.stat().st_mtime
    except OSError:
        return False
    if m is not None:
        return not _writer_alive(int(m.group("pid"))) or age > OLD_TEMP_AGE
    return _OLD_TEMP_NAME.match(path.name) is not None and age > OLD_TEMP_AGE


def remove_stale_temp_files(folder: Path, *, name: str | None = None,
                            recursive: bool = True) -> int:
    """Delete the temporary files that writes killed before their rename left in
    ``folder`` (of the file ``name`` only, if given): those of a process that no longer
    runs, and any older than a day. Returns how many were removed; never raises."""
    pattern = f".{glob.escape(name)}.*" if name else ".*"
    now = time.time()
    removed = 0
    try:
        candidates = list(folder.rglob(pattern) if recursive else folder.glob(pattern))
    except OSError:
        return 0
    for path in candidates:
        if path.is_file() and not path.is_symlink() and _is_stale(path, now):
            with contextlib.suppress(OSError):
                path.unlink()
                removed += 1
    return removed


def write_yaml(path: str | Path, data: Any) -> None:
    """Write plain data as YAML, atomically."""
    atomic_write_text(path, dump_yaml(data))


def problems_from_validation(doc: YamlDocument, errors: list[dict[str, Any]],
                             prefix: Sequence[int | str] = ()) -> list[DataProblem]:
    """Turn pydantic error dicts into ``DataProblem`` rows with lines."""
    rows: list[DataProblem] = []
    for err in errors:
        loc = [*prefix, *(part for part in err.get("loc", ()))]
        loc = [p for p in loc if isinstance(p, int | str)]
        rows.append(DataProblem(doc.path, doc.line_of(loc), field_label(loc, doc),
                                _message(err), said=schema_said(err)))
    return rows


def field_label(loc: Sequence[int | str], doc: YamlDocument) -> str:
    """A readable field path, naming list items by their ``id`` when they have one."""
    parts: list[str] = []
    node: Any = doc.data
    for part in loc:
        if isinstance(part, int):
            label = f"[{part}]"
            if isinstance(node, list) and 0 <= part < len(node):
                node = node[part]
                if isinstance(node, dict) and isinstance(node.get("id"), str):
                    label = f"[{node['id']}]"
            else:
                node = None
            parts.append(label)
        else:
            node = node.get(part) if isinstance(node, dict) else None
            parts.append(("." if parts else "") + part)
    return "".join(parts)


def _said_error(path: str | Path, check: str, problem: P, line: int | None = None,
                **args: object) -> DataFileError:
    """A file's error worded in English, its id and arguments kept (``problem_words``)."""
    return said_error(path, said_for(problem, **args), line=line, check=check)


def _message(err: dict[str, Any]) -> str:
    msg = str(err.get("msg", "invalid value"))
    msg = msg.removeprefix("Value error, ")
    if err.get("type") == "extra_forbidden":
        return "unknown field"
    if err.get("type") == "missing":
        return "required field is missing"
    return msg
