"""Actions and decisions in players' words: ids become names."""

from __future__ import annotations

from typing import Any

from sv_desktop.board.board_view import Catalogue, title_name
from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.engine.actions import (
    Action,
    ChooseDie,
    ChooseDiocese,
    ChooseLeader,
    ChooseNationality,
    ChoosePeople,
    ChooseStratagem,
    ChooseUnit,
    ChooseZone,
    Confirm,
    EndMovement,
    Evade,
    Move,
    NavalMove,
    Nominate,
    PlayStratagem,
)
from sv_model.engine.state import BattleState
from sv_model.schemas.roster import Nationality
from sv_model.tables import COLUMNS, battle_result, clamp_row


class Namer:
    """Turns ids (zones, leaders, units, fleets, peoples, stratagems) into names."""

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat

    def __call__(self, ident: object) -> str:
        if not isinstance(ident, str):
            return str(ident)
        c = self.cat
        if ident in c.zones:
            return c.zone_title(ident)
        if ident in c.leaders:
            return c.leaders[ident].name
        if ident in c.units:
            return c.units[ident].name
        if ident in c.fleet_names:
            return c.fleet_names[ident]
        if ident in c.peoples:
            return c.peoples[ident].name
        if ident in c.stratagem_names:
            return c.stratagem_names[ident]
        if ident in c.diocese_names:
            return c.diocese_names[ident]
        return ident.replace("_", " ")

    def short_zone(self, zone_id: str) -> str:
        z = self.cat.zones.get(zone_id)
        if z is None:
            return zone_id
        if z.diocese is not None:
            return f"{self.cat.diocese_names.get(z.diocese, z.diocese)} {z.number}"
        return z.name

    def names(self, idents: Any) -> str:
        return ", ".join(self(i) for i in idents)



def describe_action(namer: Namer, action: Action, cost: int | None = None) -> str:
    """A readable sentence for an engine action (``cost``: a move's MP, if known)."""
    match action:
        case EndMovement():
            return translate("Action", "End movement (E.1)")
        case Confirm(yes=yes):
            return translate("Action", "Yes") if yes else translate("Action", "No")
        case Move():
            return _move_text(namer, action, cost)
        case NavalMove():
            return _naval_text(namer, action)
        case PlayStratagem(stratagem=sid):
            return translate("Action", "Play {stratagem}").format(stratagem=namer(sid))
        case Nominate(leader=leader, title=title):
            return translate("Action", "Name {leader} {title} (3.5.1)").format(
                leader=namer(leader), title=title_name(title))
        case ChooseNationality(nationality=nationality):
            return _nationality(nationality)
        case ChooseDie(value=value):
            return translate("Action", "Die face {value}").format(value=value)
        case Evade(zone=zone, units=units) if units:
            return translate("Action", "Evade to {zone} with {units}").format(
                zone=namer(zone), units=namer.names(units))
        case Evade(zone=zone):
            return translate("Action", "Evade to {zone}").format(zone=namer(zone))
        case ChooseZone(zone=ident) | ChooseLeader(leader=ident) | ChooseUnit(unit=ident) | \
                ChoosePeople(people=ident) | ChooseDiocese(diocese=ident) | \
                ChooseStratagem(stratagem=ident):
            return namer(ident)
    return action.describe()


NATIONALITY_CHOICES = {
    Nationality.ROMAN: QT_TRANSLATE_NOOP("Action", "Roman"),
    Nationality.IRANIAN: QT_TRANSLATE_NOOP("Action", "Iranian"),
    Nationality.GERMAN: QT_TRANSLATE_NOOP("Action", "German"),
    Nationality.CELT: QT_TRANSLATE_NOOP("Action", "Celt"),
    Nationality.THRACO_PHRYGIAN: QT_TRANSLATE_NOOP("Action", "Thraco-Phrygian"),
    Nationality.HAMITO_SEMITE: QT_TRANSLATE_NOOP("Action", "Hamito-Semite"),
}
"""A nationality (1.1) as a choice on its own (French names the peoples: Iraniens...)."""


def _nationality(nationality: str) -> str:
    try:
        return translate("Action", NATIONALITY_CHOICES[Nationality(nationality)])
    except ValueError:
        return nationality.replace("_", "-").capitalize()


def _move_text(namer: Namer, move: Move, cost: int | None = None) -> str:
    """Destination and cost first, then who goes (the list cuts long lines at the end)."""
    path = move.path
    if move.leader and move.units:
        who = translate("Action", "{leader} with {units}").format(
            leader=namer(move.leader), units=namer.names(move.units))
    elif move.leader:
        who = namer(move.leader)
    else:
        who = translate("Action", "alone: {units}").format(units=namer.names(move.units))
    dest = namer.short_zone(path[-1]) if path else "?"
    if cost is not None:
        dest += " " + translate("Action", "({cost} MP)").format(cost=cost)
    via = ", " + translate("Action", "via {zones}").format(
        zones=", ".join(namer.short_zone(z) for z in path[:-1])) if len(path) > 1 else ""
    drops = "".join("; " + translate("Action", "leave {unit} in {zone}").format(
        unit=namer(u), zone=namer.short_zone(path[i])) for u, i in move.drop)
    return f"→ {dest}: {who}{via}{drops}"


def _naval_text(namer: Namer, nm: NavalMove) -> str:
    aboard = [*nm.leaders, *nm.units]
    text = f"{namer(nm.fleet)} → {namer.short_zone(nm.to)}"
    if aboard:
        text += " " + translate("Action", "carrying {pieces}").format(pieces=namer.names(aboard))
    if nm.land:
        text += ", " + translate("Action", "landing in {zone}").format(
            zone=namer.short_zone(nm.land))
    return text


def action_zones(action: Action) -> list[str]:
    """Zones an action points at, to highlight them on the map."""
    match action:
        case ChooseZone(zone=zone) | Evade(zone=zone):
            return [zone]
        case NavalMove(to=to, land=land):
            return [to, land] if land else [to]
        case Move(path=path) if path:
            return [path[-1]]
    return []


def die_outcome(battle: BattleState | None, face: int) -> str:
    """What a chosen battle die would give (6.3, In hoc signo vinces, Sol invictus): the
    row after the modifiers and the table's results (8.3), "" outside a battle."""
    report = battle.report if battle is not None else None
    if report is None or report.column not in COLUMNS:
        return ""
    row = clamp_row(face + sum(m.value for m in report.modifiers))
    attacker, defender = battle_result(report.column, row)
    return " → " + translate("Action", "row {row}: attacker {attacker}, defender {defender} "
                                       "(8.3)").format(row=row, attacker=attacker,
                                                       defender=defender)
