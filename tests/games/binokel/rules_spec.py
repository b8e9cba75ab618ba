"""Binokel's card rules written a second time, from the rule texts alone, for the tests.

``cardsuite/games/binokel/rules.py`` decides with a pairwise ``beats`` and a
branch per case; this formulation does not share that.  It writes the rules
down as ``rules/binokel.md`` "Play" and the 1992 manual state them; the tests
(``test_rules_exhaustive.py``, ``tests/engine/ai/test_double_dummy_by_the_rules.py``)
compare the code with it.  Only the card types are imported from cardsuite.

Sources:

- ``rules/binokel.md`` "Play": "1. Follow suit if you can, and beat the card
  currently winning the trick if you can (Stichzwang). If the trick has
  already been trumped, any card of the led suit may be played. 2. If you
  cannot follow, trump — and beat a trump already played if you can. 3. Only
  if you can do neither, play any card. 4. Of two equal cards, the first
  played wins."  "Cards and table": two each of A, 10, K, O, U.  "Scoring":
  the option "48 cards with sevens".
- The 1992 manual (``seeds/000_*.txt``, 2.5 "Das Ausspielen"): "1. Trumpf
  sticht immer. 2. Wenn eine andere Farbe ausgespielt und vom anderen Spieler
  auch bedient wird, sticht der höhere Kartenwert. ... 6. Wenn der zweite oder
  dritte Spieler weder die ausgespielte Farbe noch ein Trumpf hat, kann er
  ausspielen was er will. Mit dieser Karte kann er keinen Stich machen." —
  and its two examples (below).
- ``seeds/004_*.txt`` (article on Binokel): card ranking, highest first,
  "A 10 K O U 7"; the obligations "Farbzwang", "Stichzwang", "Trumpfzwang" in
  that order; "jos kaksi samanarvoista korttia pelataan, ensimmäinen voittaa"
  (of two equal cards the first played wins).

The second formulation: a trick goes to the highest trump in it, else to the
highest card of the led suit, and among equal cards to the first played.  A
card may be played if it meets the first of these obligations that some card
of the hand meets: (1) follow suit and win the trick as it stands, (2) follow
suit, (3) trump and win the trick as it stands, (4) trump, (5) anything.
"Winning the trick as it stands" is asked of that same trick rule; "If the
trick has already been trumped, any card of the led suit may be played" then
needs no words of its own (no card of the led suit can win a trumped trick).

Decisions where the texts leave room (the code's docstring says the same):

- A seat that cannot follow and holds only trumps lower than a trump already
  in the trick must still trump: binokel.md makes trumping the obligation
  ("trump — and beat a trump already played if you can") and the manual frees
  only a seat with "weder die ausgespielte Farbe noch ein Trumpf".
- With sevens, the seven ranks below the Unter (seeds/004: "A 10 K O U 7").
- Durch and Bettel (seeds/004, "Erikoissopimukset") have no trump: ``trump``
  None, no card is a trump, and the obligations stop at "follow suit".
"""

from __future__ import annotations

import functools

from cardsuite.engine.cards import Card, Suit


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


#: Every suit from the highest card down: binokel.md / seeds/004 "A 10 K O U (7)".
RANKS_HIGH_FIRST = {40: "A T K Q J", 48: "A T K Q J 7"}
SUITS = "CSHD"
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "7": 0}


def spec_deck(size: int) -> list[Card]:
    """Each card of each suit twice."""
    once = [Card.parse(rank + suit) for suit in SUITS for rank in RANKS_HIGH_FIRST[size].split()]
    return once + once


#: A card's place in its suit, 0 the highest (the seven's place only in the 48-card game).
PLACE = {Card.parse(rank + suit): place for suit in SUITS
         for place, rank in enumerate(RANKS_HIGH_FIRST[48].split())}


def value(card) -> Card:
    """The card a token stands for (the rules read only suit and rank)."""
    return card if type(card) is Card else Card(card.suit, card.rank)


@functools.cache
def spec_winner(trick: tuple[Card, ...], trump: Suit | None) -> int:
    """Highest trump, else highest card of the led suit; of equal cards the first played."""
    trumps = [i for i, card in enumerate(trick) if card.suit == trump]
    pool = trumps or [i for i, card in enumerate(trick) if card.suit == trick[0].suit]
    best = min(PLACE[trick[i]] for i in pool)
    return next(i for i in pool if PLACE[trick[i]] == best)


#: The obligations in the order they bind; the first that some card of the hand meets decides.
OBLIGATIONS = ("follow suit and win the trick as it stands", "follow suit",
               "trump and win the trick as it stands", "trump", "any card")


@functools.cache
def first_obligation(played: tuple[Card, ...], trump: Suit | None) -> dict[Card, int]:
    """For every card value, the first of the OBLIGATIONS that playing it to ``played`` meets."""
    led = played[0].suit
    first = {}
    for card in PLACE:
        wins = spec_winner((*played, card), trump) == len(played)
        follows, trumps = card.suit == led, card.suit == trump
        met = (follows and wins, follows, trumps and wins, trumps, True)
        first[card] = met.index(True)
    return first


def spec_legal(hand, trick, trump: Suit | None) -> list:
    """The hand's cards that meet the first obligation the hand can meet (see the docstring).

    The binding obligation is the earliest first obligation among the hand's cards, and a
    card meets it exactly if that is its own first one (an earlier one it would meet would
    be binding instead).
    """
    hand = list(hand)
    if not trick:
        return hand
    first = first_obligation(tuple(value(card) for card in trick), trump)
    duties = [first[value(card)] for card in hand]
    binding = min(duties)
    return [card for card, duty in zip(hand, duties, strict=True) if duty == binding]
