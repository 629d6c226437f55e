"""Persistent preferences: window layout, recent files, play options.

With ``SV_DATA_DIR`` set (tests do), the settings live in an INI file there,
so nothing ever touches the user's real configuration.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from sv_desktop.common.os_errors import reason_text
from sv_model.paths import autosave_dir, saves_dir, user_data_dir

MAX_RECENT = 8


MAX_SETTINGS_BYTES = 1024 * 1024
"""Largest settings file read (the app writes about 2 KB)."""


def open_settings() -> QSettings:
    """The settings; in a data folder that cannot be created they are read as defaults
    and not kept (the window warns about the folder once, ``data_folder_problem``). A
    settings file that is not a regular file of at most ``MAX_SETTINGS_BYTES`` (a FIFO,
    a link to ``/dev/zero``) is never opened, as Qt would block on it or read it whole:
    the settings are then defaults, kept in a file of this session only."""
    if os.environ.get("SV_DATA_DIR"):
        path = user_data_dir() / "settings.ini"
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
        return QSettings(str(_usable(path)), QSettings.Format.IniFormat)
    native = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation)
    conf = Path(native) / "Semper Victor" / "Semper Victor.conf"
    if sys.platform.startswith("linux") and native and _usable(conf) != conf:
        return QSettings(str(_usable(conf)), QSettings.Format.IniFormat)
    return QSettings("Semper Victor", "Semper Victor")


def _usable(path: Path) -> Path:
    """``path`` if it is missing or a regular file small enough to read; otherwise a
    fresh file in a folder of this session's own."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return path
    if stat.S_ISREG(st.st_mode) and st.st_size <= MAX_SETTINGS_BYTES:
        return path
    return Path(tempfile.mkdtemp(prefix="sv-settings-")) / "settings.ini"


class Preferences:
    """Typed access to the few settings the game window uses."""

    def __init__(self) -> None:
        self.qs = open_settings()

    # recent files ----------------------------------------------------------------------
    def recent_files(self) -> list[str]:
        value = self.qs.value("recent_files", [])
        if isinstance(value, str):
            value = [value] if value else []
        if not isinstance(value, list):
            return []
        return [str(v) for v in value if Path(str(v)).exists()]

    def add_recent(self, path: str | Path) -> None:
        p = str(Path(path).resolve())
        files = [f for f in self.recent_files() if f != p]
        self.qs.setValue("recent_files", [p, *files][:MAX_RECENT])

    # play options ----------------------------------------------------------------------
    @property
    def always_ask_reactions(self) -> bool:
        """Ask at every reaction window, even with nothing playable (hides information)."""
        return self._bool("always_ask_reactions", False)

    @always_ask_reactions.setter
    def always_ask_reactions(self, value: bool) -> None:
        self.qs.setValue("always_ask_reactions", value)

    @property
    def hotseat_handover(self) -> bool:
        return self._bool("hotseat_handover", True)

    @hotseat_handover.setter
    def hotseat_handover(self, value: bool) -> None:
        self.qs.setValue("hotseat_handover", value)

    @property
    def casual_undo(self) -> bool:
        """Undo without limits: past dice and the other player's decisions, no consent."""
        return self._bool("casual_undo", False)

    @casual_undo.setter
    def casual_undo(self, value: bool) -> None:
        self.qs.setValue("casual_undo", value)

    @property
    def show_overview(self) -> bool:
        return self._bool("show_overview", True)

    @show_overview.setter
    def show_overview(self, value: bool) -> None:
        self.qs.setValue("show_overview", value)

    @property
    def language(self) -> str:
        """The interface's language chosen in Settings ▸ Language ("" until one is)."""
        value = self.qs.value("language", "")
        return value if isinstance(value, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self.qs.setValue("language", code)

    def _bool(self, key: str, default: bool) -> bool:
        value = self.qs.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes")
        return bool(value)

    # window layout ---------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        geo = self.qs.value("window/geometry")
        state = self.qs.value("window/state")
        return (geo if isinstance(geo, QByteArray) else None,
                state if isinstance(state, QByteArray) else None)

    def save_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.qs.setValue("window/geometry", geometry)
        self.qs.setValue("window/state", state)

    def sync(self) -> None:
        self.qs.sync()


def data_folder_problem() -> str | None:
    """Why the saves and autosave folders cannot be written, or None if they can: each
    is created if missing, and a probe file is written and removed."""
    for folder in (saves_dir(), autosave_dir()):
        probe = folder / f".write-probe-{os.getpid()}"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            os.close(fd)
            probe.unlink()
        except OSError as exc:
            return f"{folder}: {reason_text(exc)}"
    return None


def dialog_folder() -> Path:
    """Where Load and Save As dialogs start: the saves folder if it can be made, else the
    home folder (any folder can be picked from there)."""
    try:
        saves_dir().mkdir(parents=True, exist_ok=True)
        return saves_dir()
    except OSError:
        home = Path.home()
        return home if home.is_dir() else Path.cwd()
