"""Why a card may not be played: the rule of the game that refuses it.

The player's side of the card rules: when a card is refused, the table says
which duty it breaks ("Follow suit: Herz", "Must beat", "Must trump") instead
of only plinging.  Each trick game answers with its ``why_not`` (module
``why_not`` of the game), worded by the board in the game's own language.  The
bots never ask: ``legal_cards`` in the game's ``rules`` decides what may be
played, and the tests hold ``why_not`` to it (a card is refused exactly when
it is not among the legal cards), the two written separately from the rules
file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardsuite.engine.cards import Suit


class Duty(Enum):
    """The duty a refused card breaks."""

    #: A card of the suit led is held (Skat: of the led card's class, trumps or a suit).
    FOLLOW = "follow"
    #: Following, a card that beats the trick so far is held (Binokel's Stichzwang).
    BEAT = "beat"
    #: Void in the suit led, a trump is held.
    TRUMP = "trump"
    #: Void in the suit led, the trick is trumped and a higher trump is held (Binokel).
    OVERTRUMP = "overtrump"


@dataclass(frozen=True)
class Refusal:
    """A card refused: the duty it breaks and the suit that duty names (``None``: Skat's
    trumps, jacks included, led or to be followed)."""

    duty: Duty
    suit: Suit | None
