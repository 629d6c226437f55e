"""The New Game dialog's players: each seat a human or the computer at a level.

Seat 1 starts as PRIMUS and seat 2 as SECONDUS; a seat keeps its player when the roles
change (5). The last choice is remembered for the next new game.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_desktop.common.settings import open_settings
from sv_model.seat_players import LEVELS, SEATS, SeatPlayers

HUMAN = "human"
LEVEL_WORDS: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("PlayersBox", "any legal answer, at random"),
    "easy": QT_TRANSLATE_NOOP("PlayersBox",
                              "weighs every answer on the odds column, with a little noise"),
    "normal": QT_TRANSLATE_NOOP("PlayersBox",
                                "exact battle odds, several dice, and the enemy's reply"),
    "hard": QT_TRANSLATE_NOOP("PlayersBox",
                              "searches among its best answers for a moment each time"),
}
"""What each level of the computer does, translated where shown."""
LEVEL_NAMES: dict[str, str] = {
    "random": QT_TRANSLATE_NOOP("PlayersBox", "random"),
    "easy": QT_TRANSLATE_NOOP("PlayersBox", "easy"),
    "normal": QT_TRANSLATE_NOOP("PlayersBox", "normal"),
    "hard": QT_TRANSLATE_NOOP("PlayersBox", "hard"),
}
"""The levels' names as the interface shows them (the level ids stay as they are)."""


def level_name(level: str) -> str:
    """The name of the computer's ``level`` in the interface's language."""
    return translate("PlayersBox", LEVEL_NAMES[level]) if level in LEVEL_NAMES else level
SETTINGS_KEY = "new_game/players"


def levels() -> list[str]:
    """The levels this build's computer plays, weakest first."""
    from sv_model.ai.players import Level  # not at start-up: the AI loads when needed

    known = {level.value for level in Level}
    return [level for level in LEVELS if level in known]


class PlayersBox(QGroupBox):
    """Two rows, one per seat: Human, or Computer at a level."""

    def __init__(self, settings: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(translate("PlayersBox", "Players"), parent)
        self.settings = settings if settings is not None else open_settings()
        form = QFormLayout(self)
        self.combos: dict[int, QComboBox] = {}
        remembered = self._remembered()
        for seat in SEATS:
            combo = QComboBox()
            combo.addItem(translate("PlayersBox", "Human"), HUMAN)
            for level in levels():
                combo.addItem(translate("PlayersBox", "Computer — {level}").format(
                    level=level_name(level)), level)
                words = translate("PlayersBox", LEVEL_WORDS[level]) \
                    if level in LEVEL_WORDS else ""
                combo.setItemData(combo.count() - 1, translate(
                    "PlayersBox", "{level}: {words}").format(
                        level=level_name(level).capitalize(), words=words),
                    Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(0, combo.findData(remembered.level(seat) or HUMAN)))
            combo.setToolTip(translate(
                "PlayersBox", "A human at this screen (hotseat), or the computer. The seat "
                "keeps its player when the roles change (5)."))
            role = "PRIMUS" if seat == 1 else "SECONDUS"
            form.addRow(translate("PlayersBox", "Seat {seat} (starts as {role}):").format(
                seat=seat, role=role), combo)
            self.combos[seat] = combo
        hint = QLabel(translate(
            "PlayersBox", "Against the computer, no handover screen: your stratagems stay on "
            "show, and its own are never shown."))
        hint.setWordWrap(True)
        form.addRow(hint)

    def players(self) -> SeatPlayers:
        """The seats the computer plays; remembered for the next new game."""
        chosen = {seat: str(combo.currentData()) for seat, combo in self.combos.items()
                  if combo.currentData() != HUMAN}
        players = SeatPlayers.of(chosen)
        self.settings.setValue(SETTINGS_KEY, [f"{seat}:{level}"
                                              for seat, level in sorted(chosen.items())])
        return players

    def _remembered(self) -> SeatPlayers:
        value = self.settings.value(SETTINGS_KEY, [])
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        chosen: dict[int, str] = {}
        for item in items:
            seat, _, level = str(item).partition(":")
            if seat.isdigit() and int(seat) in SEATS and level in levels():
                chosen[int(seat)] = level
        return SeatPlayers.of(chosen)
