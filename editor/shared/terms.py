"""The names the editors show for the model's kinds (edge, zone, severity, side), in the
interface's language (issue 34). The tables mark the texts with ``QT_TRANSLATE_NOOP``;
the functions translate them when they are shown."""

from __future__ import annotations

from sv_desktop.common.i18n import QT_TRANSLATE_NOOP, translate
from sv_model.errors import Severity
from sv_model.schemas.map import EdgeKind, ZoneKind
from sv_model.schemas.roster import Nationality
from sv_model.schemas.scenario import Title

EDGE_KIND_NAMES = {
    EdgeKind.LAND: QT_TRANSLATE_NOOP("Terms", "land"),
    EdgeKind.RIVER: QT_TRANSLATE_NOOP("Terms", "river"),
    EdgeKind.STRAIT: QT_TRANSLATE_NOOP("Terms", "strait"),
    EdgeKind.COAST: QT_TRANSLATE_NOOP("Terms", "coast"),
    EdgeKind.SEA: QT_TRANSLATE_NOOP("Terms", "sea"),
}
"""The kinds of edge between two zones (3.4.2, 7.2)."""

ZONE_KIND_NAMES = {
    ZoneKind.DIOCESE: QT_TRANSLATE_NOOP("Terms", "diocese"),
    ZoneKind.ORIGIN: QT_TRANSLATE_NOOP("Terms", "origin"),
    ZoneKind.SEA: QT_TRANSLATE_NOOP("Terms", "sea"),
    ZoneKind.OUTSIDE: QT_TRANSLATE_NOOP("Terms", "outside"),
}
"""The kinds of zone (3.1.1, 3.4.2, 4.1, 7.3)."""

SEVERITY_NAMES = {
    Severity.ERROR: QT_TRANSLATE_NOOP("Terms", "error"),
    Severity.WARNING: QT_TRANSLATE_NOOP("Terms", "warning"),
}
"""How much a problem of a data file matters."""

TITLE_NAMES = {
    Title.PRIMUS_AUGUSTUS: QT_TRANSLATE_NOOP("Terms", "Primus Augustus"),
    Title.SECONDUS_AUGUSTUS: QT_TRANSLATE_NOOP("Terms", "Secundus Augustus"),
    Title.AUGUSTUS: QT_TRANSLATE_NOOP("Terms", "Augustus"),
    Title.CAESAR: QT_TRANSLATE_NOOP("Terms", "Caesar"),
    Title.USURPER: QT_TRANSLATE_NOOP("Terms", "Usurper"),
}
"""The imperial titles (3.5.1, 3.6.1)."""

NATIONALITY_NAMES = {
    Nationality.ROMAN: QT_TRANSLATE_NOOP("Terms", "Roman"),
    Nationality.IRANIAN: QT_TRANSLATE_NOOP("Terms", "Iranian"),
    Nationality.GERMAN: QT_TRANSLATE_NOOP("Terms", "German"),
    Nationality.CELT: QT_TRANSLATE_NOOP("Terms", "Celt"),
    Nationality.THRACO_PHRYGIAN: QT_TRANSLATE_NOOP("Terms", "Thraco-Phrygian"),
    Nationality.HAMITO_SEMITE: QT_TRANSLATE_NOOP("Terms", "Hamito-Semite"),
}
"""The nationalities of the counters (1.1)."""


def title_name(title: Title) -> str:
    """An imperial title in the interface's language."""
    return translate("Terms", TITLE_NAMES[title])


def nationality_name(nationality: Nationality) -> str:
    """A nationality in the interface's language."""
    return translate("Terms", NATIONALITY_NAMES[nationality])


def edge_kind_name(kind: EdgeKind) -> str:
    """An edge kind in the interface's language."""
    return translate("Terms", EDGE_KIND_NAMES[kind])


def zone_kind_name(kind: ZoneKind) -> str:
    """A zone kind in the interface's language."""
    return translate("Terms", ZONE_KIND_NAMES[kind])


def severity_name(severity: Severity) -> str:
    """A problem's severity in the interface's language."""
    return translate("Terms", SEVERITY_NAMES[severity])


def refusal(reason: str) -> str:
    """The status line's words for an edit refused, and why."""
    return translate("Terms", "Refused: {reason}").format(reason=reason)
