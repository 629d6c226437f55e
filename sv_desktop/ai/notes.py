"""What the computer's decisions put on screen, and what they must not.

Each answer of the computer gets one line in the play log, its reason
(``Choice.reason``): "SECONDUS (AI, easy) moves Constantin with 3 units to Italia 4:
attacks Italia 4 at 3/2 (odds column only) (VP +0.8 against doing nothing)". Those
lines are public: they describe public actions. A secret decision (the engine's
``DecisionKind.secret``: a stratagem window, a discard) gets none: the log then says
only what the engine itself logs publicly (a stratagem played, nothing for a pass), so
that a human opponent learns nothing of the computer's hand. The plans panel follows
the same rule for the alternatives the computer weighed (``public_alternatives``).

``AiNotes`` keeps the lines by the number of the action they explain, and merges them
into the engine's public log rows just before the lines that action produced; a line
whose action was undone leaves the log with it (and comes back with a redo).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from sv_desktop.board import theme
from sv_desktop.common.i18n import Wording, language, translate, worded
from sv_desktop.dialogs.players_box import level_name
from sv_desktop.panels.presenters import PRESENTERS
from sv_desktop.panels.side_panels import LogRow
from sv_model.engine.actions import Action, ChooseStratagem, Confirm, PlayStratagem
from sv_model.engine.board import Board
from sv_model.engine.core import Decision
from sv_model.engine.decisions import DecisionKind
from sv_model.engine.messages import NameOf
from sv_model.games.semper_victor.autoplay_weights import weighted_choice
from sv_model.schemas.scenario import Side

if TYPE_CHECKING:  # the AI is imported when a computer's seat first plays (cold start)
    from sv_model.ai.players import Choice, Scored

NamesIn = Callable[[str], NameOf]
"""The scenario's names in a language code (``Engine.names_in``)."""

def ai_name(side: Side, level: str) -> str:
    """"SECONDUS (AI, easy)": the role the computer holds now, and its level."""
    return translate("AiNotes", "{side} (AI, {level})").format(side=theme.SIDE_NAMES[side],
                                                               level=level_name(level))


def reason_line(side: Side, level: str, kind: DecisionKind, action: Action, choice: Choice,
                board: Board, suffix: str = "", names: NamesIn | None = None) -> str | None:
    """The log line of the computer's answer ``action`` to a decision of ``kind``; None
    for a secret decision (its reason would show the hand). ``names``: the scenario's
    names in a language (``Engine.names_in``; the board's names by default)."""
    if kind.secret:
        return None
    from sv_model.ai.describe import board_names, describe
    from sv_model.engine.message_ids import MessageId

    lang = language().value
    reader = names(lang) if names is not None else board_names(board)
    words = describe(board, action, language=lang, names=reader)
    label = PRESENTERS[kind].confirm_label(action.yes) if isinstance(action, Confirm) else None
    shown = translate("AiNotes", "answers {kind}: {answer}").format(
        kind=PRESENTERS[kind].heading(), answer=label) if label else words
    reason = choice.text(lang, reader)
    if reason.startswith(words):
        detail = reason[len(words):]
    elif choice.said is not None and choice.said.id is MessageId.AI_RANDOM:
        detail = translate("AiNotes", " (at random)")
    else:
        detail = translate("AiNotes", ": {reason}").format(reason=reason)
    return translate("AiNotes", "{ai} {answer}{detail}{suffix}").format(
        ai=ai_name(side, level), answer=shown, detail=detail, suffix=suffix)


def public_alternatives(choice: Choice, kind: DecisionKind,
                        human_opponent: bool) -> tuple[Scored, ...] | None:
    """The alternatives the plans panel may show: all of them with nobody to hide them
    from; before a human opponent none of a secret decision (None) and never one that
    names a stratagem (the hand)."""
    if not human_opponent:
        return choice.alternatives
    if kind.secret:
        return None
    return tuple(s for s in choice.alternatives
                 if not isinstance(s.action, PlayStratagem | ChooseStratagem))


def fallback_choice(decision: Decision, board: Board, seed: str,
                    english: NameOf | None = None) -> Choice:
    """A legal answer at once, when the computer found none in time: the random
    playouts' choice (``autoplay_weights``), or any option; its ``reason`` worded with
    the ``english`` names (``Engine.names_in("en")``; the board's names by default)."""
    from sv_model.ai.describe import board_names, describe_message, said_text
    from sv_model.ai.players import Choice
    from sv_model.engine.messages import MessageId, msg

    rng = random.Random(seed)
    options = list(decision.options)
    moving = decision.kind is DecisionKind.MOVEMENT
    picked = None if moving else weighted_choice(decision, options, rng)
    action = picked if picked is not None else rng.choice(options)
    said = msg(MessageId.AI_RANDOM, answer=describe_message(action))
    return Choice(action, said_text(said, None, english or board_names(board)),
                  random_fallback=True, said=said)


def reason_row(side: Side, level: str, kind: DecisionKind, choice: Choice, board: Board,
               suffix: Wording, when: tuple[int, str],
               names: NamesIn | None = None) -> Callable[[], LogRow] | None:
    """How to word the log row of the computer's answer (``reason_line``) in the
    interface's language, again after a language switch (from the engine's structured
    ``Choice``, with ``names`` in that language); None for a secret decision. ``when``:
    the year and phase."""
    if kind.secret:
        return None

    def row() -> LogRow:
        line = reason_line(side, level, kind, choice.action, choice, board, worded(suffix),
                           names)
        at = translate("GameController", "AD {year} · phase {phase}").format(
            year=when[0], phase=when[1])
        return (at, line or "", "", None)

    return row


@dataclass(frozen=True)
class Note:
    """A reason line: the action it explains (its number, 1 for the first), and where
    it goes in the public log (the number of public lines before that action);
    ``words`` words its row again in the interface's language (``reworded``)."""

    number: int
    action: Action
    at: int
    row: LogRow
    words: Callable[[], LogRow] | None = None

    def reworded(self) -> Note:
        """The note in the language now installed."""
        return self if self.words is None else replace(self, row=self.words())


class AiNotes:
    """The computer's reason lines of the game in progress."""

    def __init__(self) -> None:
        self._notes: dict[int, Note] = {}

    def clear(self) -> None:
        self._notes.clear()

    def add(self, note: Note) -> None:
        self._notes[note.number] = note

    def drop(self, number: int) -> None:
        self._notes.pop(number, None)

    def live(self, actions: Sequence[Action]) -> list[Note]:
        """The lines of the actions the game holds now, in order."""
        return [n for number, n in sorted(self._notes.items())
                if number <= len(actions) and actions[number - 1] == n.action]

    def merge(self, rows: list[LogRow], actions: Sequence[Action]) -> list[LogRow]:
        """``rows`` (the engine's public log) with each live line before the rows its
        action produced."""
        notes = self.live(actions)
        if not notes:
            return rows
        out: list[LogRow] = []
        index = 0
        for note in notes:
            at = min(note.at, len(rows))
            out.extend(rows[index:at])
            index = max(index, at)
            out.append(note.row)
        out.extend(rows[index:])
        return out
