"""Skat's card rules: game types, trumps, following suit, who wins a trick, card points.

Following ``rules/skat.md`` (ISkO): jacks belong to the trump suit in suit
games and are the only trumps in Grand and Ramsch; Null has no trumps and the
jacks are plain cards in their own suits.  Orders:

- trumps: ♣J ♠J ♥J ♦J, then A 10 K Q 9 8 7 of the trump suit;
- plain suits (suit games, Grand, Ramsch): A 10 K Q 9 8 7;
- Null: A K Q J 10 9 8 7 in every suit.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from cardsuite.engine.cards import Card, Rank, Suit, piquet_deck


class GameType(Enum):
    DIAMONDS = "diamonds"  # Karo
    HEARTS = "hearts"  # Herz
    SPADES = "spades"  # Pik
    CLUBS = "clubs"  # Kreuz
    GRAND = "grand"
    NULL = "null"
    RAMSCH = "ramsch"

    @property
    def trump_suit(self) -> Suit | None:
        return _TRUMP_SUITS.get(self)

    @property
    def is_suit_game(self) -> bool:
        return self in _TRUMP_SUITS


_TRUMP_SUITS = {
    GameType.DIAMONDS: Suit.DIAMONDS,
    GameType.HEARTS: Suit.HEARTS,
    GameType.SPADES: Suit.SPADES,
    GameType.CLUBS: Suit.CLUBS,
}
SUIT_GAMES = {suit: game for game, suit in _TRUMP_SUITS.items()}

#: Base values of the suit games and Grand (Null games have fixed values).
BASE_VALUES = {
    GameType.DIAMONDS: 9,
    GameType.HEARTS: 10,
    GameType.SPADES: 11,
    GameType.CLUBS: 12,
    GameType.GRAND: 24,
}

CARD_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}
TOTAL_POINTS = 120

#: The jacks from highest to lowest: ♣J ♠J ♥J ♦J.
JACK_ORDER = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
JACKS = tuple(Card(suit, Rank.JACK) for suit in JACK_ORDER)

_PLAIN_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
_NULL_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
               Rank.ACE)
_PLAIN_STRENGTH = {rank: i for i, rank in enumerate(_PLAIN_ORDER)}
_NULL_STRENGTH = {rank: i for i, rank in enumerate(_NULL_ORDER)}
_JACK_STRENGTH = {suit: 100 - i for i, suit in enumerate(JACK_ORDER)}

TRUMP = "trump"  # the follow class of every trump


def skat_deck() -> list[Card]:
    """The 32 cards, 7 to ace in each suit."""
    return piquet_deck()


def card_points(card: Card) -> int:
    return CARD_POINTS.get(card.rank, 0)


def points(cards: Sequence[Card]) -> int:
    return sum(CARD_POINTS.get(card.rank, 0) for card in cards)


def is_trump(card: Card, game_type: GameType) -> bool:
    if game_type is GameType.NULL:
        return False
    if card.rank == Rank.JACK:
        return True
    return card.suit == game_type.trump_suit


def follow_class(card: Card, game_type: GameType) -> Suit | str:
    """What a card counts as for following: ``TRUMP`` or its suit."""
    return TRUMP if is_trump(card, game_type) else card.suit


def strength(card: Card, game_type: GameType) -> int:
    """Order within the card's follow class (higher beats lower); trumps above all plain cards."""
    if game_type is GameType.NULL:
        return _NULL_STRENGTH[card.rank]
    if card.rank == Rank.JACK:
        return 1000 + _JACK_STRENGTH[card.suit]
    if is_trump(card, game_type):
        return 500 + _PLAIN_STRENGTH[card.rank]
    return _PLAIN_STRENGTH[card.rank]


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], game_type: GameType) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards so far, leader first)."""
    if not trick:
        return list(hand)
    lead = follow_class(trick[0], game_type)
    following = [card for card in hand if follow_class(card, game_type) == lead]
    return following or list(hand)


def trick_winner(trick: Sequence[Card], game_type: GameType) -> int:
    """The index (in play order) of the card that wins ``trick``."""
    lead = follow_class(trick[0], game_type)
    best = 0
    best_key = (is_trump(trick[0], game_type), strength(trick[0], game_type))
    for index in range(1, len(trick)):
        card = trick[index]
        trump = is_trump(card, game_type)
        if not trump and follow_class(card, game_type) != lead:
            continue  # a discard never wins
        key = (trump, strength(card, game_type))
        if key > best_key:
            best, best_key = index, key
    return best


def sort_key(card: Card, game_type: GameType | None) -> tuple:
    """How a hand is sorted for showing: trumps first, then suits ♣ ♠ ♥ ♦, high to low."""
    game = game_type or GameType.GRAND
    suit_rank = {Suit.CLUBS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.DIAMONDS: 3}
    if is_trump(card, game):
        return (0, 0, -strength(card, game))
    return (1, suit_rank[card.suit], -strength(card, game))
