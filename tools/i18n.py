#!/usr/bin/env python3
"""The interface's translations (issue 34), with Qt's own tools.

    python tools/i18n.py update [AREA...]   # pyside6-lupdate: sources -> resources/i18n/*.ts
    python tools/i18n.py fill AREA FILE     # set translations from a YAML file
    python tools/i18n.py release            # pyside6-lrelease: *.ts -> semper_victor_{fr,en}.qm
    python tools/i18n.py check              # exit 1 while any entry is unfinished

Each area of the code has its own ``.ts`` file per language, so that work on one
area never touches another's file: ``{area}_fr.ts`` holds every text, and
``{area}_en.ts`` only the plural forms (``%n``) that English needs. ``release``
joins each language's files into one compiled catalogue, which
``sv_desktop.common.i18n.install`` loads.

The YAML file of ``fill`` maps a context to its texts, each text to its French
(or, for a plural, to the list of its forms):

    MainWindow:
      "&File": "&Fichier"
      "%n game(s)": ["%n partie", "%n parties"]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
CATALOGUE = "semper_victor"

AREAS: dict[str, tuple[str, ...]] = {
    "app": ("sv_desktop/app", "sv_desktop/common", "sv_desktop/cli", "sv_desktop/session"),
    "play": ("sv_desktop/play", "sv_desktop/panels", "sv_desktop/dialogs",
             "sv_desktop/history", "sv_desktop/ai"),
    "board": ("sv_desktop/board", "sv_desktop/sheets"),
    "editor": ("editor",),
}
"""Each area's folders; a folder belongs to exactly one area."""

LANGUAGES = {"fr": "fr_FR", "en": "en_GB"}
"""Each catalogue's language, as lupdate names it (it sets the plural forms)."""


def tool(name: str) -> str:
    """The path of a PySide6 tool: beside this Python, else on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: run `python3 tools/sv.py setup` first")
    return found


def ts_file(area: str, lang: str) -> Path:
    return I18N / f"{area}_{lang}.ts"


def update(areas: list[str], folder: Path | None = None) -> None:
    """Refresh the ``.ts`` files of ``areas`` from the sources, keeping translations
    (in ``folder`` instead of ``resources/i18n`` when given: the test that the files are
    up to date updates copies).

    pyside6-lupdate does not see a plural in ``translate(ctx, "%n unit(s)", None, n)``
    (only in ``self.tr``), so every text with ``%n`` is made a plural here
    (``numerus``), and the English file is made from the French one's plurals, keeping
    its forms already written."""
    target = folder or I18N
    target.mkdir(parents=True, exist_ok=True)
    for area in areas:
        folders = [str(ROOT / folder) for folder in AREAS[area]]
        french = target / ts_file(area, "fr").name
        plurals = _plural_translations(french)  # lupdate drops them: it sees no plural
        subprocess.run([tool("pyside6-lupdate"), "-extensions", "py", "-no-obsolete",
                        "-locations", "relative", "-target-language", LANGUAGES["fr"],
                        *folders, "-ts", str(french)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        mark_plurals(french, plurals)
        english_plurals(french, target / ts_file(area, "en").name)


def _write_ts(tree: ET.ElementTree[Any], path: Path) -> None:
    ET.indent(tree)
    with path.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def _plural_translations(path: Path) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the translation element of each plural of ``path``."""
    found: dict[tuple[str, str], ET.Element] = {}
    if path.exists():
        for context in ET.parse(path).getroot().iter("context"):
            for message in context.iter("message"):
                translation = message.find("translation")
                if message.get("numerus") == "yes" and translation is not None:
                    key = (context.findtext("name", ""), message.findtext("source", ""))
                    found[key] = translation
    return found


def mark_plurals(path: Path, known: dict[tuple[str, str], ET.Element] | None = None) -> None:
    """Make every message whose source has ``%n`` a plural (two forms for French), with
    the forms ``known`` from before lupdate ran."""
    tree = ET.parse(path)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if "%n" not in source:
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is not None:
                message.remove(translation)
            old = (known or {}).get((name, source))
            if old is None:
                old = ET.Element("translation", {"type": "unfinished"})
                for _ in range(2):
                    ET.SubElement(old, "numerusform")
            message.append(old)
    _write_ts(tree, path)


def english_plurals(french: Path, english: Path) -> None:
    """``english`` holds the plurals of ``french``, with the English forms it already
    had (new ones unfinished)."""
    known: dict[tuple[str, str], ET.Element] = {}
    if english.exists():
        for context in ET.parse(english).getroot().iter("context"):
            for message in context.iter("message"):
                found = message.find("translation")
                if found is not None:
                    known[(context.findtext("name", ""), message.findtext("source", ""))] = found
    root = ET.Element("TS", {"version": "2.1", "language": LANGUAGES["en"]})
    for context in ET.parse(french).getroot().iter("context"):
        name = context.findtext("name", "")
        plurals = [m for m in context.iter("message") if m.get("numerus") == "yes"]
        if not plurals:
            continue
        out = ET.SubElement(root, "context")
        ET.SubElement(out, "name").text = name
        for message in plurals:
            copy = ET.SubElement(out, "message", {"numerus": "yes"})
            for location in message.findall("location"):
                copy.append(location)
            source = message.findtext("source", "")
            ET.SubElement(copy, "source").text = source
            old = known.get((name, source))
            if old is None:
                old = ET.Element("translation", {"type": "unfinished"})
                for _ in range(2):
                    ET.SubElement(old, "numerusform")
            copy.append(old)
    _write_ts(ET.ElementTree(root), english)


def release() -> list[Path]:
    """Compile each language's ``.ts`` files into one ``.qm``; returns the files made."""
    made = []
    for lang in LANGUAGES:
        sources = sorted(I18N.glob(f"*_{lang}.ts"))
        if not sources:
            continue
        target = I18N / f"{CATALOGUE}_{lang}.qm"
        # made beside it, then put in its place: a program that has the old one loaded
        # (Qt maps it into memory) keeps reading the old file, never a half-written one
        fresh = target.with_name(f"{target.name}.tmp{os.getpid()}")
        try:
            subprocess.run([tool("pyside6-lrelease"), "-silent", *map(str, sources),
                            "-qm", str(fresh)], check=True, cwd=ROOT)
            os.replace(fresh, target)
        finally:
            fresh.unlink(missing_ok=True)
        made.append(target)
    return made


def unfinished(path: Path) -> list[str]:
    """``context: source`` of every entry of ``path`` without a finished translation."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") == "unfinished" or \
                    not _has_text(translation):
                found.append(f"{name}: {message.findtext('source', '')}")
    return found


def _has_text(translation: ET.Element) -> bool:
    forms = translation.findall("numerusform")
    if forms:
        return all((form.text or "").strip() for form in forms)
    return bool((translation.text or "").strip())


def fill(area: str, mapping_file: Path, lang: str = "fr") -> tuple[int, list[str]]:
    """Set the translations of ``area``'s ``.ts`` from ``mapping_file``; returns how
    many were set and the mapping's entries that match no source."""
    import yaml

    mapping: dict[str, dict[str, str | list[str]]] = yaml.safe_load(
        mapping_file.read_text(encoding="utf-8")) or {}
    path = ts_file(area, lang)
    tree = ET.parse(path)
    used: set[tuple[str, str]] = set()
    count = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        texts = mapping.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if source not in texts:
                continue
            _set(message, texts[source])
            used.add((name, source))
            count += 1
    _write_ts(tree, path)
    unused = [f"{ctx}: {src}" for ctx, texts in mapping.items() for src in texts
              if (ctx, src) not in used]
    return count, unused


def _set(message: ET.Element, value: str | list[str]) -> None:
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    translation.attrib.pop("type", None)
    for form in list(translation):
        translation.remove(form)
    if message.get("numerus") == "yes":
        forms = value if isinstance(value, list) else [value, value]
        translation.text = None
        for text in forms:
            ET.SubElement(translation, "numerusform").text = text
    else:
        translation.text = value if isinstance(value, str) else value[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    upd = sub.add_parser("update", help="refresh the .ts files from the sources")
    upd.add_argument("areas", nargs="*", help=f"some of {', '.join(AREAS)} (default: all)")
    fil = sub.add_parser("fill", help="set translations from a YAML file")
    fil.add_argument("area", choices=list(AREAS))
    fil.add_argument("file", type=Path)
    fil.add_argument("--lang", choices=list(LANGUAGES), default="fr",
                     help="the language's file to fill (default fr; en: the plural forms)")
    sub.add_parser("release", help="compile the .qm catalogues")
    sub.add_parser("check", help="list unfinished entries; exit 1 when there are any")
    args = parser.parse_args(argv)
    if args.command == "update":
        unknown = [area for area in args.areas if area not in AREAS]
        if unknown:
            parser.error(f"unknown area(s) {', '.join(unknown)}; the areas are {', '.join(AREAS)}")
        update(args.areas or list(AREAS))
    elif args.command == "fill":
        count, unused = fill(args.area, args.file, args.lang)
        print(f"{count} translation(s) set in {ts_file(args.area, args.lang).name}")
        for entry in unused:
            print(f"not in the sources: {entry}")
    elif args.command == "release":
        for path in release():
            print(f"wrote {path.relative_to(ROOT)}")
    else:
        missing = [f"{path.name}: {entry}" for path in sorted(I18N.glob("*.ts"))
                   for entry in unfinished(path)]
        for line in missing:
            print(line)
        print(f"{len(missing)} unfinished")
        return 1 if missing else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
