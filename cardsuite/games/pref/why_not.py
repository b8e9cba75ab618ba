"""Why a card may not be played in Preference (see :mod:`cardsuite.engine.refusal`).

From ``rules/prefclub.md``: follow suit; if you cannot, you must trump (when
there is a trump); if you can do neither, any card.  In ALL PASS the turned-up
widow card sets the suit to follow; void in it, the suit of the first card
played while nobody has followed the widow card.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsuite.engine.cards import Card, Suit
from cardsuite.engine.refusal import Duty, Refusal


def why_not(hand: Sequence[Card], trick: Sequence[Card], card: Card, trump: Suit | None,
            widow: Card | None = None) -> Refusal | None:
    """Why ``card`` of ``hand`` may not be played to ``trick`` (the cards played so far,
    leader's first; in a widow-led trick without the widow card); None when it may."""
    if widow is not None:
        suits = [widow.suit]
        if trick and not any(c.suit == widow.suit for c in trick):
            suits.append(trick[0].suit)
        for suit in suits:
            if any(c.suit == suit for c in hand):
                return None if card.suit == suit else Refusal(Duty.FOLLOW, suit)
        return None
    if not trick:
        return None
    led = trick[0].suit
    if any(c.suit == led for c in hand):
        return None if card.suit == led else Refusal(Duty.FOLLOW, led)
    if trump is not None and any(c.suit == trump for c in hand) and card.suit != trump:
        return Refusal(Duty.TRUMP, trump)
    return None
