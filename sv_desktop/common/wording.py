"""Translation for the Qt-free play session (issue 34).

``sv_desktop.session`` may reach no Qt module (an import contract), yet a few of its
texts reach the screen: why Undo stops, why the journal failed, how an interrupted game
is described. It words them through ``translate`` here, which is English until the
interface installs a language: ``sv_desktop.common.i18n.install`` hands Qt's
translation to ``set_translator``. The sources are literal, so ``pyside6-lupdate``
finds them (``wording.translate("Ctx", "text")`` and ``QT_TRANSLATE_NOOP``), and the
texts are made when shown, never stored.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]
"""``(context, source, disambiguation, n) -> text``, Qt's ``translate``."""


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    del context, disambiguation
    return text.replace("%n", str(n)) if n >= 0 else text


_translator: Translator = _english


def set_translator(translator: Translator | None) -> None:
    """Word the session's texts with ``translator`` (None: the English sources)."""
    global _translator
    _translator = translator or _english


def translate(context: str, text: str, disambiguation: str | None = None,
              n: int = -1) -> str:
    """``text`` in the interface's language; ``n`` picks the plural and replaces ``%n``."""
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's name, which lupdate reads
    """Marks ``text`` for translation in ``context`` without translating it now."""
    del context
    return text
