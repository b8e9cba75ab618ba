"""Why a card may not be played in Binokel (see :mod:`cardsuite.engine.refusal`).

From ``rules/binokel.md``, "Play": follow suit if you can and beat the card
winning the trick if you can (Stichzwang) — unless the trick is already
trumped, when any card of the suit led will do; void, trump, and beat a trump
already played if you can; void and without trumps, any card.  Which card wins
is the trick rule (:func:`.rules.beats`, :func:`.rules.trick_winner`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsuite.engine.cards import Card, Suit
from cardsuite.engine.refusal import Duty, Refusal
from cardsuite.games.binokel import rules


def why_not(hand: Sequence[Card], trick: Sequence[Card], card: Card,
            trump: Suit | str) -> Refusal | None:
    """Why ``card`` of ``hand`` may not be played to ``trick`` (leader's card first);
    None when it may."""
    if not trick:
        return None
    trump = rules.as_trump(trump)
    led = trick[0].suit
    winning = trick[rules.trick_winner(trick, trump)]
    trumped = winning.suit != led

    def beating(cards):
        return [c for c in cards if rules.beats(c, winning, trump)]

    following = [c for c in hand if c.suit == led]
    if following:
        if card.suit != led:
            return Refusal(Duty.FOLLOW, led)
        if not trumped and beating(following) and not beating([card]):
            return Refusal(Duty.BEAT, led)
        return None
    trumps = [c for c in hand if c.suit == trump]
    if not trumps:
        return None
    if card.suit != trump:
        return Refusal(Duty.TRUMP, trump)
    if trumped and beating(trumps) and not beating([card]):
        return Refusal(Duty.OVERTRUMP, trump)
    return None
