"""Why a card may not be played in Skat (see :mod:`cardsuite.engine.refusal`).

From ``rules/skat.md``, "Play": follow the class of the led card — a trump
(the jacks belong to the trumps in suit games and Grand) or its plain suit (a
jack is not a card of its suit except in Null); void, any card.  Nothing else
refuses a card in Skat.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsuite.engine.cards import Card, Rank
from cardsuite.engine.refusal import Duty, Refusal
from cardsuite.games.skat.rules import GameType


def _class(card: Card, game_type: GameType) -> object:
    """What a card follows as: "trump" or its suit."""
    if game_type is GameType.NULL:
        return card.suit
    if card.rank == Rank.JACK or card.suit == game_type.trump_suit:
        return "trump"
    return card.suit


def why_not(hand: Sequence[Card], trick: Sequence[Card], card: Card,
            game_type: GameType) -> Refusal | None:
    """Why ``card`` of ``hand`` may not be played to ``trick`` (leader's card first);
    None when it may."""
    if not trick:
        return None
    led = _class(trick[0], game_type)
    if _class(card, game_type) == led:
        return None
    if any(_class(held, game_type) == led for held in hand):
        return Refusal(Duty.FOLLOW, None if led == "trump" else trick[0].suit)
    return None
