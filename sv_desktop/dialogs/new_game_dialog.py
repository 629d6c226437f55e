"""The new-game dialog: scenario, ruleset options, players (human or computer) and a
fixed or random seed."""

from __future__ import annotations

import random
from enum import Enum
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sv_desktop.common.bundle_cache import load_scenario_cached
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, error_text, language, translate
from sv_desktop.dialogs.players_box import PlayersBox
from sv_model import DataFileError
from sv_model.data_texts import language_code, text_of
from sv_model.paths import SCENARIOS_DIR
from sv_model.schemas.scenario import RulesetOptions
from sv_model.seat_players import SeatPlayers
from sv_model.yamlio import read_yaml

OPTION_LABELS: dict[str, tuple[str, str]] = {
    "rr_reading": (QT_TRANSLATE_NOOP("NewGameDialog", "R/R battle result"),
                   QT_TRANSLATE_NOOP("NewGameDialog",
                                     "How an R/R result is read (8.4; see Rules decisions)")),
    "modifier_f_scope": (QT_TRANSLATE_NOOP("NewGameDialog", "River/strait modifier f"),
                         QT_TRANSLATE_NOOP(
                             "NewGameDialog",
                             "Battles where modifier f (attacker crossed a major river or "
                             "strait) applies (8.6)")),
    "dux_can_be_assassinated": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Dux can be assassinated"),
        QT_TRANSLATE_NOOP("NewGameDialog",
                          "Whether the Assassinat stratagem may target a Dux (6.3)")),
    "role_bound_stratagems_follow_role": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Role-bound stratagems follow the role"),
        QT_TRANSLATE_NOOP("NewGameDialog",
                          "After a change of roles (5), PRIMUS/SECONDUS stratagems are played "
                          "by the new holder of the role")),
    "assassinat_targets_non_romans": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Assassinat may target non-Romans"),
        QT_TRANSLATE_NOOP("NewGameDialog",
                          "Whether Assassinat can kill non-Roman leaders (4.2.1, 6.3)")),
    "armenia_open_to_all_peoples_at_war": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Any people at war may enter Armenia"),
        QT_TRANSLATE_NOOP("NewGameDialog",
                          "On: every people at war may enter Armenia, Rome's ally (4.3, "
                          "4.4.2). Off: only Persian units may (see Rules decisions)")),
    "ask_at_every_window": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Ask at every stratagem window"),
        QT_TRANSLATE_NOOP("NewGameDialog",
                          "Hotseat privacy (on by default): a player holding stratagems is "
                          "asked at each of his reaction windows (6), with a Pass button even "
                          "when nothing is playable, so that being asked reveals nothing.\n"
                          "Off is faster, but then a player is asked only when he holds a "
                          "counter he can play there, so the handover screen itself tells "
                          "the other player that he holds one.")),
}
"""Each ruleset option's label and tooltip, translated where shown."""

CHOICE_WORDS: dict[str, str] = {
    "no_winner": QT_TRANSLATE_NOOP("NewGameDialog", "no winner"),
    "upper_defender_lower_attacker": QT_TRANSLATE_NOOP(
        "NewGameDialog", "upper row: defender wins, lower: attacker"),
    "roman_only": QT_TRANSLATE_NOOP("NewGameDialog", "Roman civil battles only"),
    "all_battles": QT_TRANSLATE_NOOP("NewGameDialog", "all battles"),
}
"""The words of the options' choices (the values of their enums), translated where shown;
a value missing here shows as it is written."""

HOTSEAT_DEFAULTS: dict[str, object] = {"ask_at_every_window": True}
"""Options a hotseat game starts with unless the scenario sets them: the safe choice."""


def shipped_scenarios() -> list[Path]:
    return sorted(SCENARIOS_DIR.glob("*.yaml")) if SCENARIOS_DIR.is_dir() else []


class NewGameDialog(QDialog):
    """Pick a scenario, the ruleset options, and the seed of the dice."""

    def __init__(self, parent: QWidget | None = None, scenario: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        layout = QVBoxLayout(self)
        layout.addStrut(560)  # at least this wide, and never narrower than its rows need
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # (French: wider)
        layout.addLayout(self._scenario_row(scenario))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(60)
        layout.addWidget(self.summary)
        self.options_box = QGroupBox(translate("NewGameDialog", "Ruleset options"))
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        layout.addWidget(self.options_box)
        self.players_box = PlayersBox(parent=self)  # each seat a human or the computer
        layout.addWidget(self.players_box)
        layout.addWidget(self._seed_box())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("NewGameDialog", "Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.scenario_box.currentIndexChanged.connect(self._scenario_changed)
        self._scenario_changed()

    def _scenario_row(self, scenario: Path | None) -> QHBoxLayout:
        """The scenarios shipped (and ``scenario``, chosen at first), and Browse…."""
        row = QHBoxLayout()
        self.scenario_box = QComboBox()
        self.scenario_box.setToolTip(translate(
            "NewGameDialog", "The scenario to play (its set-up, dates and special rules)"))
        for path in shipped_scenarios():
            self.scenario_box.addItem(scenario_title(path), str(path))
        if scenario is not None and self.scenario_box.findData(str(scenario)) < 0:
            self.scenario_box.addItem(scenario_title(scenario), str(scenario))
        if scenario is not None:
            self.scenario_box.setCurrentIndex(self.scenario_box.findData(str(scenario)))
        row.addWidget(QLabel(translate("NewGameDialog", "Scenario:")))
        row.addWidget(self.scenario_box, 1)
        browse = QPushButton(translate("NewGameDialog", "Browse…"))
        browse.clicked.connect(self._browse)
        row.addWidget(browse)
        return row

    def _seed_box(self) -> QGroupBox:
        box = QGroupBox(translate("NewGameDialog", "Dice"))
        row = QHBoxLayout(box)
        self.random_seed = QRadioButton(translate("NewGameDialog", "Random seed"))
        self.fixed_seed = QRadioButton(translate("NewGameDialog", "Fixed seed:"))
        self.random_seed.setChecked(True)
        group = QButtonGroup(box)
        group.addButton(self.random_seed)
        group.addButton(self.fixed_seed)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(1)
        self.seed_spin.setEnabled(False)
        self.fixed_seed.toggled.connect(self.seed_spin.setEnabled)
        self.seed_spin.setToolTip(translate(
            "NewGameDialog", "The same scenario, options, seed and choices replay the same "
            "game, dice included"))
        row.addWidget(self.random_seed)
        row.addWidget(self.fixed_seed)
        row.addWidget(self.seed_spin)
        row.addStretch(1)
        return box

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("NewGameDialog", "Open a scenario"), str(SCENARIOS_DIR),
            translate("NewGameDialog", "Scenarios (*.yaml *.yml)"))
        if path:
            if self.scenario_box.findData(path) < 0:
                self.scenario_box.addItem(scenario_title(Path(path)), path)
            self.scenario_box.setCurrentIndex(self.scenario_box.findData(path))

    def _scenario_changed(self) -> None:
        path = self.scenario_path()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if path is None:
            self.summary.setText(translate("NewGameDialog", "No scenario found: use Browse…."))
            ok.setEnabled(False)
            return
        try:
            bundle = load_scenario_cached(path)
        except DataFileError as exc:
            said = translate("NewGameDialog", "This scenario cannot be used:")
            problem = f"<span style='color:#a01f14'>{said}<br>{error_text(exc)[:600]}</span>"
            self.summary.setText(problem)
            ok.setEnabled(False)
            return
        s = bundle.scenario
        dates = translate("NewGameDialog", "AD {start} to {end}").format(
            start=s.start_year, end=s.end_year)
        code = language()  # the scenario's own texts in the interface's language (issue 34)
        about = text_of(s, "description", code) or text_of(s, "introduction", code)[:300]
        summary = f"<b>{text_of(s, 'name', code)}</b> — {dates}<br>{about}"
        self.summary.setText(summary)
        ok.setEnabled(True)
        self._fill_options(s.options)

    def _fill_options(self, defaults: RulesetOptions) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for name in RulesetOptions.model_fields:
            value = getattr(defaults, name)
            if name in HOTSEAT_DEFAULTS and name not in defaults.model_fields_set:
                value = HOTSEAT_DEFAULTS[name]
            label, tip = OPTION_LABELS.get(name, (name.replace("_", " "), ""))
            if name in OPTION_LABELS:
                label, tip = translate("NewGameDialog", label), translate("NewGameDialog", tip)
            widget: QWidget
            if isinstance(value, bool):
                check = QCheckBox()
                check.setChecked(value)
                widget = check
            elif isinstance(value, Enum):
                combo = QComboBox()
                for member in type(value):
                    words = CHOICE_WORDS.get(str(member.value))
                    combo.addItem(translate("NewGameDialog", words) if words else
                                  str(member.value).replace("_", " "), member.value)
                combo.setCurrentIndex(combo.findData(value.value))
                widget = combo
            else:
                continue
            widget.setToolTip(tip)
            self.options_form.addRow(label, widget)
            self.option_widgets[name] = widget

    def scenario_path(self) -> Path | None:
        data = self.scenario_box.currentData()
        return Path(str(data)) if data else None

    def options(self) -> RulesetOptions:
        values: dict[str, object] = {}  # the form's answers, checked by the schema
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return RulesetOptions.model_validate(values)

    def players(self) -> SeatPlayers:
        return self.players_box.players()

    def seed(self) -> int:
        if self.fixed_seed.isChecked():
            return int(self.seed_spin.value())
        return random.SystemRandom().randrange(1, 2_000_000_000)


def scenario_title(path: Path) -> str:
    """A scenario's name as its file gives it in the interface's language ("312 : le pont
    Milvius" in French, its ``texts``), else its default ``name`` ("312: The Milvian
    Bridge"); the file's name when the file cannot be read (the dialog's summary then says
    why)."""
    try:
        data = read_yaml(path).data
    except DataFileError:
        return path.stem.replace("_", " ")
    if not isinstance(data, dict):
        return path.stem.replace("_", " ")
    texts = data.get("texts")
    own = texts.get(language_code(language())) if isinstance(texts, dict) else None
    for name in (own.get("name") if isinstance(own, dict) else None, data.get("name")):
        if isinstance(name, str) and name.strip():
            return name
    return path.stem.replace("_", " ")
