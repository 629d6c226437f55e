"""The engine's refusals in French and English (issue 34): a refused action says why in
the reader's language, citing the same paragraph; English reads as before."""

from __future__ import annotations

import random

import pytest
from engine_support import at_movement_with_hands, pending
from test_i18n_ai import _english_giveaway
from test_i18n_engine import RULE

from sv_model.engine import Game
from sv_model.engine.actions import Action, ChooseZone, Move
from sv_model.engine.messages import Message, MessageId, as_is, msg, refusal_text, render
from sv_model.errors import IllegalActionError

NBSP = "\u00a0"


def _refusals(game: Game) -> list[tuple[Action, IllegalActionError]]:
    """Moves of the deciding side's pieces to zones picked at random, and the refusals."""
    side = pending(game).player
    st = game.state
    zones = sorted(game.engine.board.neighbours)
    rng = random.Random(3)
    out: list[tuple[Action, IllegalActionError]] = []
    mine = sorted(u for u, x in st.units.items() if x.side is side and x.zone is not None)
    leaders = sorted(x for x, s in st.leaders.items() if s.side is side and s.zone is not None)
    tries: list[Action] = [Move(None, (u,), (rng.choice(zones),)) for u in mine[:40]]
    tries += [Move(None, (u,), (rng.choice(zones), rng.choice(zones))) for u in mine[:5]]
    tries += [Move(x, (), (rng.choice(zones),)) for x in leaders]
    tries += [Move(x, tuple(mine[:9]), (rng.choice(zones),)) for x in leaders[:3]]
    tries += [Move(None, (), ("x",)), Move(None, ("zz_absent",), ("x",)), ChooseZone("x")]
    for action in tries:
        try:
            game.apply(action)
        except IllegalActionError as exc:
            out.append((action, exc))
        else:
            game.undo()
    return out


def test_a_refusal_reads_in_french_citing_the_same_rule() -> None:
    game = at_movement_with_hands(4)
    found = _refusals(game)
    ids = {exc.said.id for _a, exc in found if isinstance(exc.said, Message)}
    assert len(ids) >= 5, ids
    for action, exc in found:
        assert isinstance(exc.said, Message), exc  # every refusal is a message
        english, french = game.refusal(action), game.refusal(action, "fr")
        assert english == str(exc) == refusal_text(exc, "en")
        assert french is not None and french != english
        assert RULE.findall(english) == RULE.findall(french), (english, french)
        assert _english_giveaway(french.replace("PC ", "")) is None, french


def test_the_refusals_keep_their_english_words() -> None:
    said = msg(MessageId.NO_FOR_PIECE, problem=msg(MessageId.NO_RIPENSES), piece="RI Galliae")
    assert render(said, as_is) == "3.2.1: ripenses never leave their diocese (RI Galliae)"
    assert render(said, as_is, "fr") == \
        f"3.2.1{NBSP}: les ripenses ne quittent jamais leur diocèse (RI Galliae)"
    cc = msg(MessageId.NO_CC, leader="Constantin", cc=1)
    assert render(cc, as_is) == "3.4.1: Constantin carries at most 1 unit (CC)"
    assert render(cc, as_is, "fr") == f"3.4.1{NBSP}: Constantin emmène au plus 1 unité (CC)"


def test_an_error_made_of_words_only_is_shown_as_it_is() -> None:
    exc = IllegalActionError("not an action")
    assert refusal_text(exc, "fr") == "not an action"
    with pytest.raises(IllegalActionError, match=r"7\.2: a move needs at least one zone"):
        game = at_movement_with_hands(4)
        game.apply(Move("galere", (), ()))
