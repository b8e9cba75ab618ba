"""Binokel's card rules: the deck, card points, following and beating in a trick.

Following ``rules/binokel.md`` ("Cards and table", "Play"):

- 40 cards, two each of A, 10, K, O (Ober, code ``Q``), U (Unter, code ``J``)
  in Kreuz (``C``), Pik (``S``), Herz (``H``), Schellen (``D``).  Card points
  A 11, 10 10, K 4, O 3, U 2: 240 in the deck, and the last trick is worth
  10 more.
- Every suit ranks A > 10 > K > O > U; a trump beats every card of another suit.
- Obligations, in this order (the first that can be met binds):

  1. **Follow suit**, and **beat the card currently winning the trick** if you
     can (Stichzwang).  Once a trick led in a plain suit has been trumped, the
     led suit cannot win it any more, so any card of the led suit may be played.
  2. If you cannot follow, **trump**, and beat a trump already in the trick if
     you can (over-trump), otherwise any trump.
  3. Only if you can do neither, any card.

- Of two equal cards (the deck holds every card twice) the one played first
  wins: a card beats the winner only if it is strictly higher.

Decisions where the specification leaves room:

- ``legal_cards`` returns **the hand's own cards** that may be played, in the
  hand's order, **duplicates included** (two ♥A in hand give two ♥A): the
  result is always a sub-multiset of the hand, so a caller can remove the card
  it plays from the hand and a search can choose between the copies.
- Trump is passed as a :class:`~cardsuite.engine.cards.Suit` or its code letter
  (``"C"``, ``"S"``, ``"H"``, ``"D"``, any case); :func:`as_trump` turns either
  into a Suit and refuses anything else.  ``None`` is a game without trump
  (Durch and Bettel, :mod:`.scoring`): follow suit and beat if you can, else
  any card.
- The functions read a card only through its ``suit`` and ``rank``, so a token
  that tells the two copies of a card apart (what the shared search needs,
  see :mod:`cardsuite.engine.tricks`) works if it exposes those two attributes,
  and ``legal_cards`` hands back those very tokens.
- Display order: suits Kreuz, Pik, Herz, Schellen, highest card first, the same
  whatever the trump (the 1992 program did not move trumps to the front).

**The 48-card game with sevens** (``Options.sevens``, ``rules/binokel.md``
"Scoring" and the modern rules of ``seeds/004``): the deck adds two sevens
(Siebener, Diß) in each suit, 48 cards; each seat gets 15, the Dabb is 3,
and 15 tricks are played.  What depends on the option is asked of
:func:`deck`, :func:`hand_size`, :func:`dabb_size` and :func:`tricks` with
the deal's options; the constants ``HAND_SIZE``, ``DABB_SIZE`` and
``TRICKS`` stay those of the 40-card game (the 1992 program's).

- **A seven is the lowest card of its suit** (A > 10 > K > O > U > 7, the
  order of seeds/004) and is worth **0 card points** ("Leerer"), so the deck
  still holds 240 and the last trick 10 more.
- **In the Stichzwang order nothing changes**: a seven beats no card of its
  suit (it is the lowest, and of two sevens the first played wins), so a seat
  whose only cards of the led suit are sevens follows with one without
  beating; a trump seven beats every card of a plain suit like any trump, and
  a trump seven in the trick is over-trumped by any higher trump.
  ``legal_cards`` needs no change: a seven is simply the weakest rank
  (:func:`strength` 0).
- The functions here that do not depend on the deck (points, beating,
  sorting) accept sevens in either game; which cards a deal holds is the
  deal's business (:mod:`.game` checks it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardsuite.engine.cards import Card, Rank, Suit, binokel_deck
from cardsuite.games.binokel.options import Options

#: Seats at the table: the player, Jim and Cathy.
PLAYERS = 3
#: Cards each seat holds for play, and so the tricks in a deal.
HAND_SIZE = 12
TRICKS = HAND_SIZE
#: Cards in the Dabb (Dap), which the solo player takes up and then presses.
DABB_SIZE = 4
#: The 48-card game with sevens (Options.sevens): 15 cards each, a Dabb of 3, 15 tricks.
SEVENS_HAND_SIZE = 15
SEVENS_TRICKS = SEVENS_HAND_SIZE
SEVENS_DABB_SIZE = 3
#: The lowest opening bid and the step of every bid.
MIN_BID = 150
BID_STEP = 10

CARD_POINTS: dict[Rank, int] = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
    Rank.SEVEN: 0,  # only in the 48-card game with sevens
}
#: All card points in the deck.
TOTAL_CARD_POINTS = 240
#: What the last trick is worth on top of its cards.
LAST_TRICK_BONUS = 10

#: Ranks from highest to lowest: A, 10, K, O (Ober), U (Unter) — the 40-card game, and a
#: family.
RANK_ORDER: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
#: The ranks of the 48-card game: the seven (Diß in trump) below the Unter.
SEVENS_RANK_ORDER: tuple[Rank, ...] = (*RANK_ORDER, Rank.SEVEN)
#: Suits in the order a hand is shown: Kreuz, Pik, Herz, Schellen.
SUIT_ORDER: tuple[Suit, ...] = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)

_STRENGTH = {rank: len(RANK_ORDER) - i for i, rank in enumerate(SEVENS_RANK_ORDER)}
_SUIT_POSITION = {suit: i for i, suit in enumerate(SUIT_ORDER)}


def with_sevens(options: Options | None) -> bool:
    """Whether ``options`` play the 48-card game with sevens (None: the 1992 rules, without)."""
    return options is not None and bool(options.sevens)


def rank_order(options: Options | None = None) -> tuple[Rank, ...]:
    """The ranks of the deal's deck, highest first (with sevens: the seven last)."""
    return SEVENS_RANK_ORDER if with_sevens(options) else RANK_ORDER


def deck(options: Options | None = None) -> list[Card]:
    """The 40 cards, each of the 20 twice, as equal values; with sevens the 48 (24 twice)."""
    if not with_sevens(options):
        return binokel_deck()
    once = [Card(suit, rank) for suit in Suit for rank in SEVENS_RANK_ORDER]
    return once + once


def hand_size(options: Options | None = None) -> int:
    """Cards each seat holds for play: 12, with sevens 15."""
    return SEVENS_HAND_SIZE if with_sevens(options) else HAND_SIZE


def dabb_size(options: Options | None = None) -> int:
    """Cards in the Dabb, and so the cards the solo player presses: 4, with sevens 3."""
    return SEVENS_DABB_SIZE if with_sevens(options) else DABB_SIZE


def tricks(options: Options | None = None) -> int:
    """Tricks in a deal: 12, with sevens 15."""
    return SEVENS_TRICKS if with_sevens(options) else TRICKS


def as_trump(trump: Suit | str | None) -> Suit | None:
    """The trump suit from a Suit or its code letter, None for a game without trump (Durch
    and Bettel); a clear error for anything else."""
    if trump is None or isinstance(trump, Suit):
        return trump
    if isinstance(trump, str):
        return Suit.parse(trump)
    raise TypeError(f"trump must be a Suit or one of 'C', 'S', 'H', 'D', not {trump!r}")


def card_points(card: Card) -> int:
    """The card's points (Augen): A 11, 10 10, K 4, O 3, U 2, 7 0."""
    return CARD_POINTS[card.rank]


def points(cards: Iterable[Card]) -> int:
    """The card points of ``cards``: a trick, a seat's tricks, the pressed cards."""
    return sum(CARD_POINTS[card.rank] for card in cards)


def trick_points(trick: Sequence[Card], last: bool = False) -> int:
    """What a won trick is worth: its card points, and 10 more if it is the deal's last."""
    return points(trick) + (LAST_TRICK_BONUS if last else 0)


def strength(card: Card) -> int:
    """The card's rank within its suit, higher beats lower (7 0, U 1 … A 5)."""
    return _STRENGTH[card.rank]


def is_trump(card: Card, trump: Suit | str | None) -> bool:
    """Whether the card belongs to the trump suit (Binokel has no other trumps)."""
    return card.suit == as_trump(trump)


def beats(card: Card, winning: Card, trump: Suit | str | None) -> bool:
    """Whether ``card``, played later, takes the trick from the card ``winning`` it so far.

    A higher card of the same suit does, a trump on a plain card does; an
    equal card does not (the first of two equal cards wins), nor does a card of
    a third suit.
    """
    if card.suit == winning.suit:
        return _STRENGTH[card.rank] > _STRENGTH[winning.rank]
    return card.suit == as_trump(trump)


def trick_winner(trick: Sequence[Card], trump: Suit | str | None) -> int:
    """The index (in play order, leader 0) of the card that wins ``trick`` so far."""
    if not trick:
        raise ValueError("an empty trick has no winner")
    trump_suit = as_trump(trump)
    best = 0
    for index in range(1, len(trick)):
        if beats(trick[index], trick[best], trump_suit):
            best = index
    return best


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], trump: Suit | str | None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards so far, leader first).

    The hand's own cards in the hand's order, duplicates included; never empty
    for a non-empty hand.
    """
    if len(trick) >= PLAYERS:
        raise ValueError(f"the trick is complete: {[str(card) for card in trick]}")
    if not trick:
        return list(hand)
    trump_suit = as_trump(trump)
    led = trick[0].suit
    winning = trick[trick_winner(trick, trump_suit)]
    following = [card for card in hand if card.suit == led]
    if following:
        if winning.suit != led:
            return following  # trumped: the led suit cannot win any more
        higher = [card for card in following if _STRENGTH[card.rank] > _STRENGTH[winning.rank]]
        return higher or following
    trumps = [card for card in hand if card.suit == trump_suit]
    if trumps:
        if winning.suit == trump_suit:
            higher = [card for card in trumps if _STRENGTH[card.rank] > _STRENGTH[winning.rank]]
            return higher or trumps
        return trumps
    return list(hand)


def sort_key(card: Card) -> tuple[int, int]:
    """How a hand is shown: Kreuz, Pik, Herz, Schellen, and within a suit A 10 K O U 7."""
    return (_SUIT_POSITION[card.suit], -_STRENGTH[card.rank])


def sort_hand(hand: Iterable[Card]) -> list[Card]:
    """The hand in display order (two equal cards side by side)."""
    return sorted(hand, key=sort_key)
