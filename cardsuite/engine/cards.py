"""Cards, suits, ranks, decks and the text codes used everywhere.

A card's code is its rank ``A K Q J T 9 8 7 6 5 4 3 2`` followed by its suit
``C D H S``: ``"JD"``, ``"TS"``, ``"7H"``.  Display names belong to each game and
language; this module only knows the codes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    """The four suits in Microsoft FreeCell's deck order: clubs, diamonds, hearts, spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def code(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, code: str) -> Suit:
        index = "CDHS".find(code.upper())
        if len(code) != 1 or index < 0:
            raise ValueError(f"not a suit code: {code!r} (use C, D, H or S)")
        return cls(index)


class Rank(IntEnum):
    """Ranks by face value: ace is 1, king is 13."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @classmethod
    def parse(cls, code: str) -> Rank:
        for rank, rank_code in _RANK_CODES.items():
            if rank_code == code.upper():
                return rank
        raise ValueError(f"not a rank code: {code!r} (use A K Q J T 9 8 7 6 5 4 3 2)")


_RANK_CODES = {
    Rank.ACE: "A",
    Rank.TWO: "2",
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """An immutable card; ordered by suit, then rank."""

    suit: Suit
    rank: Rank

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @classmethod
    def parse(cls, code: str) -> Card:
        text = code.strip()
        try:
            if len(text) != 2:
                raise ValueError
            return cls(Suit.parse(text[1]), Rank.parse(text[0]))
        except ValueError:
            raise ValueError(
                f"not a card code: {code!r} (rank A K Q J T 9 … 2, then suit C D H S, "
                "e.g. JD, TS, 7H)") from None

    def __str__(self) -> str:
        return self.rank.code + self.suit.code

    def __repr__(self) -> str:
        return f"Card({self})"


def parse_cards(text: str) -> list[Card]:
    """Cards from codes separated by white space: ``parse_cards("QS JD")``."""
    return [Card.parse(code) for code in text.split()]


def french_deck() -> list[Card]:
    """The 52 French cards in Microsoft FreeCell order: AC AD AH AS 2C 2D … KH KS."""
    return [Card(suit, rank) for rank in Rank for suit in Suit]


def piquet_deck() -> list[Card]:
    """The 32-card Skat and Preference deck: 7 to ace in each suit."""
    return [card for card in french_deck() if card.rank == Rank.ACE or card.rank >= Rank.SEVEN]


def binokel_deck() -> list[Card]:
    """Binokel's 40 cards: A, T, K, Q (Ober), J (Unter) in each suit, twice.

    The two copies are equal values; the UI tells them apart by their position in the deal.
    """
    ranks = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
    once = [Card(suit, rank) for suit in Suit for rank in ranks]
    return once + once
