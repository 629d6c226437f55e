"""The battle's column shifts and die modifiers (8.6, the battle table's a) to f), events
3, 5, 12 and 15) and the forecast's assumptions in the reader's language: the engine gives
each a typed id (``ModifierId``, ``Assumption``) worded by its catalogues; the battle
dialog, the forecast and the drag forecast show the interface's words
(tests/test_i18n_play.py looks at them in French)."""

from __future__ import annotations

from sv_model.engine.causes import Assumption, ModifierId
from sv_model.engine.messages import catalogue_for, cite, word
from sv_model.engine.state import Modifier


def test_every_modifier_has_its_words_in_both_catalogues() -> None:
    english, french = catalogue_for("en"), catalogue_for("fr")
    for mid in ModifierId:
        assert english.words[(ModifierId, mid.value)] == mid.value  # English as before
        words = french.words[(ModifierId, mid.value)]
        assert words and words != mid.value, mid


def test_the_forecasts_assumptions_read_in_both_languages() -> None:
    for assumption in Assumption:
        english, french = word(assumption, "en"), word(assumption, "fr")
        assert english != assumption.value and french not in (english, assumption.value)
    assert word(Assumption.NO_EVASION, "fr") == "le défenseur ne tente pas l'évasion (8.2)"


def test_a_modifier_reads_in_the_language_asked_and_keeps_its_plain_form() -> None:
    m = Modifier(ModifierId.TACTICAL_BONUS, "8.6.2", 2)
    assert m.label == "a) attacker TB - defender TB"  # what digests and saves hold
    assert m.text("en") == "a) attacker TB - defender TB"
    assert m.text("fr") == "a) BT de l'attaquant - BT du défenseur"
    assert Modifier(ModifierId.EVENT_3, "events 3", 1).text("fr") == "Découragement romain"
    assert m.citation("fr") == "8.6.2"
    assert Modifier(ModifierId.EVENT_5, "events 5", 2).citation("fr") == "événement 5"
    assert cite("events 11", "en") == "events 11" and cite("events 11", "fr") == "événement 11"
