"""What the engine tells the players, as data: message ids with typed arguments.

The log (``LogEntry``), the dice purposes (``DiceRoll.purpose``) and the decisions'
prompts are ``Message`` values: an id of ``MessageId`` and named arguments that are
references to pieces and places (``Ref``), sides, numbers, short words, routes or other
messages. Nothing is worded until it is shown: ``render`` turns a message into English
text with a ``NameOf`` lookup (``bundle_names`` reads the map's and roster's names), so
the screen never has to read prose back, and another language needs only another
catalogue.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TYPE_CHECKING, Any, Union

from sv_model.schemas.scenario import Side
from sv_model.tables import EVENTS

if TYPE_CHECKING:
    from sv_model.loader import ScenarioBundle


class RefKind(StrEnum):
    """What a reference names."""

    LEADER = "leader"
    UNIT = "unit"
    ZONE = "zone"
    DIOCESE = "diocese"
    PEOPLE = "people"
    FLEET = "fleet"
    STRATAGEM = "stratagem"
    NATIONALITY = "nationality"
    EVENT = "event"
    SCENARIO = "scenario"


@dataclass(frozen=True, slots=True)
class Ref:
    """A piece, a place or a counter, by id; shown by its name."""

    kind: RefKind
    id: str


@dataclass(frozen=True, slots=True)
class Route:
    """Zones crossed one after the other (a move's path)."""

    zones: tuple[str, ...]


Arg = Union[Ref, Route, "Message", Side, Enum, int, str, tuple[Ref, ...], None]
"""A message argument. Strings are short words, never sentences."""


@dataclass(frozen=True, slots=True)
class Message:
    """A message id and its named arguments."""

    id: MessageId
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg:
        """The argument ``name`` (KeyError if the message has none)."""
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)


def msg(message: MessageId, **args: Arg) -> Message:
    """``Message(message, args)`` with the arguments given by name."""
    return Message(message, tuple(args.items()))


def leader_ref(ident: str) -> Ref:
    return Ref(RefKind.LEADER, ident)


def unit_ref(ident: str) -> Ref:
    return Ref(RefKind.UNIT, ident)


def zone_ref(ident: str) -> Ref:
    return Ref(RefKind.ZONE, ident)


def diocese_ref(ident: str) -> Ref:
    return Ref(RefKind.DIOCESE, ident)


def people_ref(ident: str) -> Ref:
    return Ref(RefKind.PEOPLE, ident)


def fleet_ref(ident: str) -> Ref:
    return Ref(RefKind.FLEET, ident)


def stratagem_ref(ident: str) -> Ref:
    return Ref(RefKind.STRATAGEM, ident)


def event_ref(number: int) -> Ref:
    return Ref(RefKind.EVENT, str(number))


class MessageId(StrEnum):
    """Every message of the engine; ``CATALOGUE`` words each one in English."""

    EMPTY = "empty"
    # dice and draws (0.1)
    DIE_ROLLED = "die_rolled"
    DIE_CHOSEN = "die_chosen"
    COUNTER_DRAWN = "counter_drawn"
    COUNTER_DRAWN_SECRETLY = "counter_drawn_secretly"
    # what a die or a draw is for
    ROLL_INITIATIVE = "roll_initiative"
    ROLL_EVENT_D6 = "roll_event_d6"
    ROLL_EVENT_D10 = "roll_event_d10"
    ROLL_POPULAR_RAGE = "roll_popular_rage"
    DRAW_WAR = "draw_war"
    DRAW_STRATAGEM = "draw_stratagem"
    ROLL_ENTRY = "roll_entry"
    ROLL_DEATH_TEST = "roll_death_test"
    DRAW_LOYALTY_TESTED = "draw_loyalty_tested"
    ROLL_CIVIL_WAR_LOYALTY = "roll_civil_war_loyalty"
    ROLL_REVOLT_SPREAD = "roll_revolt_spread"
    ROLL_RALLY = "roll_rally"
    ROLL_SUCCESSION_LOYALTY = "roll_succession_loyalty"
    ROLL_USURPATION = "roll_usurpation"
    ROLL_EVASION = "roll_evasion"
    ROLL_BATTLE = "roll_battle"
    ROLL_ESCAPE = "roll_escape"
    ROLL_PLAGUE = "roll_plague"
    ROLL_ASSASSINATION = "roll_assassination"
    # the turn (2)
    SCENARIO = "scenario"
    TURN_BEGINS = "turn_begins"
    INITIATIVE = "initiative"
    PAX_ROMANA = "pax_romana"
    PAX_ROMANA_BROKEN = "pax_romana_broken"
    MCS_SPLIT = "mcs_split"
    MCS = "mcs"
    MCS_EXTRA = "mcs_extra"
    EVENT_DRAWN = "event_drawn"
    EVENT_TITLE = "event_title"
    VP_TOTAL = "vp_total"
    GAME_OVER = "game_over"
    # movement (E.1, 3.4, 7)
    MOVEMENT_ENDED = "movement_ended"
    MOVED_LEADER = "moved_leader"
    MOVED_LEADER_WITH = "moved_leader_with"
    MOVED_UNITS = "moved_units"
    LEFT_ON_THE_WAY = "left_on_the_way"
    SAILED = "sailed"
    SAILED_CARRYING = "sailed_carrying"
    LANDING = "landing"
    ESCAPED = "escaped"
    HURRIES = "hurries"
    # combat (8)
    BATTLE = "battle"
    EVASION_SUCCEEDS = "evasion_succeeds"
    EVASION_FAILS = "evasion_fails"
    EVADED = "evaded"
    BATTLE_ROLLED = "battle_rolled"
    BATTLE_ROW_SET = "battle_row_set"
    NO_RETREAT = "no_retreat"
    NO_BATTLE_LEFT = "no_battle_left"
    RETREATS = "retreats"
    # leaders (3.3, 3.5, 4.2.1)
    LEADER_DIES = "leader_dies"
    LEADER_ELIMINATED = "leader_eliminated"
    LEADER_DIES_NATURALLY = "leader_dies_naturally"
    ENTERS_PLAY = "enters_play"
    NOT_ENTERING = "not_entering"
    NEVER_BORN = "never_born"
    SENT_HOME = "sent_home"
    FINDS_NO_PLACE = "finds_no_place"
    MAY_NOT_STAY = "may_not_stay"
    NO_ZONE_TO_STAND = "no_zone_to_stand"
    COMES_INTO_PLAY = "comes_into_play"
    DUX_BACK = "dux_back"
    LEAVES_PLAY = "leaves_play"
    BECOMES = "becomes"
    NO_GENERAL_LEFT = "no_general_left"
    GOES_OVER = "goes_over"
    NAMED = "named"
    PROPOSED = "proposed"
    VETOED = "vetoed"
    SACRIFICED = "sacrificed"
    PROTECTORES_GUARD = "protectores_guard"
    BECOMES_AUGUSTUS_OF_PRIMUS = "becomes_augustus_of_primus"
    REDUCED_TO_CAESAR = "reduced_to_caesar"
    LOSES_TITLE = "loses_title"
    ROLES_CHANGE = "roles_change"
    # usurpation and civil war (3.6)
    PROCLAIMED = "proclaimed"
    PROCLAIMED_BY_SUCCESSION = "proclaimed_by_succession"
    NOT_DECLARING = "not_declaring"
    JOINS_USURPATION = "joins_usurpation"
    STAYS_LOYAL = "stays_loyal"
    REVOLT_SPREADS = "revolt_spreads"
    REVOLT_CONTAINED = "revolt_contained"
    RALLY_FAILS = "rally_fails"
    RALLY_SUCCEEDS = "rally_succeeds"
    RETURNS_TO_SIDE = "returns_to_side"
    USURPATION_FAILS = "usurpation_fails"
    USURPATION_SUCCEEDS = "usurpation_succeeds"
    CROWNED_INSTEAD = "crowned_instead"
    # places and control (3.1.2, 3.7, 9)
    CONSTANTINOPLE_BEGUN = "constantinople_begun"
    CONSTANTINOPLE_INTERRUPTED = "constantinople_interrupted"
    CONSTANTINOPLE_BUILT = "constantinople_built"
    DIOCESE_TAKEN = "diocese_taken"
    FLEET_LOST = "fleet_lost"
    FLEET_BACK = "fleet_back"
    UNIT_BACK = "unit_back"
    WINTERS = "winters"
    FALLS_ILL = "falls_ill"
    PINNED = "pinned"
    # peoples (4, 9.4)
    DUMMY_DRAWN = "dummy_drawn"
    ALREADY_AT_WAR = "already_at_war"
    GOES_TO_WAR = "goes_to_war"
    MAKES_PEACE = "makes_peace"
    MAKES_PEACE_BY_FORCE = "makes_peace_by_force"
    RAISED = "raised"
    GOTHI_MERGED = "gothi_merged"
    GOTHI_PACIFIED = "gothi_pacified"
    # stratagems (6)
    DRAWS_STRATAGEM = "draws_stratagem"
    YOU_DRAW = "you_draw"
    NOT_YOURS = "not_yours"
    YOU_DISCARD = "you_discard"
    HERESIE_IN_CUP = "heresie_in_cup"
    PERSECUTION_OUT = "persecution_out"
    PLAYS = "plays"
    TAKES_INITIATIVE = "takes_initiative"
    SLIPS_AWAY = "slips_away"
    CHOOSES_DIE = "chooses_die"
    ROWS_CANCEL = "rows_cancel"
    ROW_FORCED = "row_forced"
    PARTHIAN_SHOT = "parthian_shot"
    MARKER_PLACED = "marker_placed"
    MARKER_CLEARED = "marker_cleared"
    PLAGUE_BREAKS_OUT = "plague_breaks_out"
    PLAGUE_ENDS = "plague_ends"
    ASSASSINS_FAIL = "assassins_fail"
    ASSASSINS_FAIL_GUARDED = "assassins_fail_guarded"
    DESERTION = "desertion"
    ABANDON = "abandon"
    # prompts
    ASK_MOVEMENT = "ask_movement"
    ASK_MOVEMENT_GOING_ON = "ask_movement_going_on"
    ASK_BATTLE = "ask_battle"
    ASK_EVASION = "ask_evasion"
    ASK_EVASION_MOVE = "ask_evasion_move"
    ASK_LOSSES = "ask_losses"
    ASK_RETREAT = "ask_retreat"
    ASK_ESCAPE = "ask_escape"
    ASK_REDEPLOY = "ask_redeploy"
    ASK_WINTER = "ask_winter"
    ASK_PLACE_LEADER = "ask_place_leader"
    ASK_ORIGIN_ZONE = "ask_origin_zone"
    ASK_CONSTANTINOPLE = "ask_constantinople"
    ASK_NOMINATE = "ask_nominate"
    ASK_VETO = "ask_veto"
    ASK_SUCCESSOR = "ask_successor"
    ASK_USURPER_MARKER = "ask_usurper_marker"
    ASK_CROWN = "ask_crown"
    ASK_SPREAD = "ask_spread"
    ASK_RALLY = "ask_rally"
    ASK_SACRIFICE = "ask_sacrifice"
    ASK_PROTECTORES = "ask_protectores"
    ASK_DISCARD = "ask_discard"
    ASK_WINDOW = "ask_window"
    ASK_WINDOW_PASS = "ask_window_pass"
    ASK_STRATAGEM_CHOICE = "ask_stratagem_choice"
    ASK_FLIGHT = "ask_flight"
    ASK_DIE_FACE = "ask_die_face"
    ASK_PARTHIAN = "ask_parthian"
    ASK_MARKER = "ask_marker"
    ASK_UPRISING = "ask_uprising"
    ASK_PACIFY = "ask_pacify"
    ASK_PACIFY_OR_STOP = "ask_pacify_or_stop"
    ASK_NATIONALITY = "ask_nationality"
    ASK_PAX_ROMANA = "ask_pax_romana"
    ASK_PLAGUE = "ask_plague"
    ASK_USURPATION = "ask_usurpation"
    ASK_ASSASSINATION = "ask_assassination"
    ASK_DESERTION = "ask_desertion"
    ASK_ABANDON = "ask_abandon"


# --- rendering ---------------------------------------------------------------------------

NameOf = Callable[[Ref], str]
"""The name a player reads for a reference."""


@dataclass(frozen=True)
class Catalogue:
    """The words of one language: a template per message, words of enumerations."""

    templates: Mapping[MessageId, str]
    words: Mapping[tuple[type[Enum], object], str]  # (enumeration, value) -> words


def english() -> Catalogue:
    """The English catalogue (``english.py``)."""
    from sv_model.engine import english as en

    return Catalogue(en.TEMPLATES, en.WORDS)


def render(message: Message, name: NameOf, catalogue: Catalogue | None = None) -> str:
    """``message`` as text, references named by ``name``."""
    words = catalogue or _english()
    values = {key: _value(value, name, words) for key, value in message.args}
    return _FORMATTER.format(words.templates[message.id], **values)


def _value(value: Arg, name: NameOf, words: Catalogue) -> Any:
    if isinstance(value, Ref):
        return name(value)
    if isinstance(value, Message):
        return render(value, name, words)
    if isinstance(value, Route):
        return _Joined(tuple(name(zone_ref(z)) for z in value.zones), " > ")
    if isinstance(value, tuple):
        return _Joined(tuple(name(r) for r in value), ", ")
    if isinstance(value, Enum):
        return words.words.get((type(value), value.value), str(value.value))
    return value


@dataclass(frozen=True)
class _Joined:
    parts: tuple[str, ...]
    sep: str

    def __str__(self) -> str:
        return self.sep.join(self.parts)


class _Formatter(string.Formatter):
    """``str.format`` plus the specs ``s`` (plural), ``cap`` and ``else=word``."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("else="):
            empty = value is None or (isinstance(value, _Joined) and not value.parts)
            return format_spec[5:] if empty else str(value)
        if format_spec == "s" and isinstance(value, int):
            return "" if value == 1 else "s"
        if format_spec == "cap":
            return str(value).capitalize()
        if value is None:
            return ""
        if isinstance(value, _Joined):
            return str(value)
        return str(super().format_field(value, format_spec))


_FORMATTER = _Formatter()
_ENGLISH: list[Catalogue] = []


def _english() -> Catalogue:
    if not _ENGLISH:
        _ENGLISH.append(english())
    return _ENGLISH[0]


def bundle_names(bundle: ScenarioBundle) -> NameOf:
    """Names from a scenario, its map and its roster (events from the events table); an
    unknown id reads as itself."""
    game_map, roster = bundle.game_map, bundle.roster
    table: dict[RefKind, dict[str, str]] = {
        RefKind.SCENARIO: {bundle.scenario.id: bundle.scenario.name},
        RefKind.LEADER: {x.id: x.name for x in roster.leaders},
        RefKind.UNIT: {u.id: u.name for u in roster.units},
        RefKind.ZONE: {z.id: z.name for z in game_map.zones},
        RefKind.DIOCESE: {d.id: d.name for d in game_map.dioceses},
        RefKind.PEOPLE: {p.id: p.name for p in roster.peoples},
        RefKind.FLEET: {f.id: f.name for f in game_map.fleets},
        RefKind.STRATAGEM: {s.id: s.name for s in roster.stratagems},
        RefKind.EVENT: {str(n): text for n, (_key, text) in EVENTS.items()},
    }

    def name(ref: Ref) -> str:
        if ref.kind is RefKind.NATIONALITY:
            return ref.id.replace("_", "-").capitalize()
        return table[ref.kind].get(ref.id, ref.id)

    return name
