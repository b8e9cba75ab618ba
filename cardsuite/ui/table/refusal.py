"""A refused card's reason in words: "Follow suit: Herz", "Must trump: Kreuz".

The duty comes from the game (:mod:`cardsuite.engine.refusal`, each game's
``why_not``); the words are the game's (:class:`RefusalWords`), since the same
English word is translated differently per game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardsuite.engine.cards import Suit
from cardsuite.engine.refusal import Duty, Refusal


@dataclass(frozen=True)
class RefusalWords:
    """The game's words for its refusals, in the current language; each with "%1" for the
    suit.  A game without such a duty leaves its text empty."""

    follow: str  # "Follow suit: %1"
    suit_name: Callable[[Suit], str]
    follow_trumps: str = ""  # Skat: "Follow suit: trump" (a jack or the trump suit led)
    beat: str = ""  # Binokel: "Must beat: %1"
    trump: str = ""  # "Must trump: %1"
    overtrump: str = ""  # Binokel: "Must overtrump: %1"


def refusal_text(refusal: Refusal, words: RefusalWords) -> str:
    """What the info line says of a refused card."""
    if refusal.suit is None:
        return words.follow_trumps
    text = {Duty.FOLLOW: words.follow, Duty.BEAT: words.beat, Duty.TRUMP: words.trump,
            Duty.OVERTRUMP: words.overtrump}[refusal.duty]
    return text.replace("%1", words.suit_name(refusal.suit))
