"""French typography for the catalogues (issue 34): the engine's messages
(``engine.french``) and the data files' problems (``problem_words``).

Templates are written with an ordinary space before « : ; ! ? % » and inside
« guillemets »; ``typeset`` turns it into a no-break space (U+00A0) before « : » and
inside the guillemets, and a narrow no-break space (U+202F) before « ; ! ? % ».
"""

from __future__ import annotations

import re
from typing import Final

NBSP: Final = "\u00a0"
NNBSP: Final = "\u202f"
_SPACED = re.compile(r" ([:;!?»%])|(«) ")


def typeset(text: str) -> str:
    """French spacing: the space before « : » and inside « » becomes a no-break space,
    the space before « ; ! ? % » a narrow no-break space."""
    def space(found: re.Match[str]) -> str:
        if found.group(2):
            return "«" + NBSP
        mark = found.group(1)
        return (NBSP if mark in ":»" else NNBSP) + mark  # « ; ! ? % » take the narrow one
    return _SPACED.sub(space, text)
