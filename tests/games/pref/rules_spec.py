"""Preference's card rules written a second time, from the rule texts alone, for the tests.

``cardsuite/games/pref/rules.py`` decides with a pairwise ``beats``; this
formulation writes the rules down as ``rules/prefclub.md`` and the 1993 manual
state them, for every kind of contract: the four trump suits, no trumps, Miser
and ALL PASS (with its two widow-led tricks).  The tests
(``test_rules_exhaustive.py``, ``tests/engine/ai/test_double_dummy_by_the_rules.py``)
compare the code with it.  Only the card types are imported from cardsuite.

Sources:

- ``rules/prefclub.md`` "Play": "Follow suit; if you cannot, you must trump;
  if you cannot do either, play any card. Highest card of the led suit wins
  unless trumped; highest trump wins. Aces are high. No trumps in Miser,
  no-trump contracts and ALL PASS."
- The 1993 manual (``seeds/001_*.txt``, "Ausspielen der Karten"): "Alle
  Spieler müssen die vorgegeben Farbe bedienen oder ein Trumpf ausspielen.
  Kann ein Spieler beides nicht, so kann er jede andere Karte spielen. Die
  höchste Karte des ersten Durchgangs bekommt den Stich. Wurde ein Trumpf
  ausgespielt gewinnt dieser den Stich. Der höchste Trumpf gewinnt. ... Asse
  haben die höchste Wertigkeit."
- The order within a suit, which the texts give only as "Aces are high":
  "Ace, king, queen, jack, ten, nine, eight, seven" (preferans.games/en/rules;
  the same on pagat.com and bicyclecards.com: "A (high), K, Q, J, 10, 9, 8, 7").
- ALL PASS, prefclub.md: "The two widow cards are turned up one in each of the
  first two tricks and set the suit that must be followed; the widow card
  itself cannot win (if nobody follows it, the first card played by a player
  sets the suit)."  Manual: "Alle Spieler müssen nach Möglichkeit die
  vorgegebene Farbe bedienen. Der Wert der umgedrehten Karten entscheidet
  nicht über den Gewinn der Runde, da das verdeckte Pärchen keinen Stich
  machen kann."

The second formulation: a trick with a trump in it goes to the highest trump,
else to the highest card of the led suit.  A card may be played if it meets
the first of these obligations that some card of the hand meets: (1) follow
suit, (2) trump (only where there is a trump), (3) anything.  No obligation
to beat or to over-trump: the texts name none.

A widow-led trick: the widow card's suit is the suit to follow and a played
card of it takes the trick (the highest such); while no player has played
that suit, the played cards form an ordinary no-trump trick led by the first
of them — that is what the first played card "sets".  Decision (the rule text
leaves it open, the code's docstring decides the same): "if nobody follows
it" is judged card by card — a player who holds the widow's suit must still
play it after a void player ("Alle Spieler müssen nach Möglichkeit die
vorgegebene Farbe bedienen"), and once someone has followed the widow a void
player may play any card.
"""

from __future__ import annotations

from cardsuite.engine.cards import Card, Suit


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


#: Every suit from the highest card down: "Aces are high", then K Q J 10 9 8 7.
RANKS_HIGH_FIRST = "A K Q J T 9 8 7"
SUITS = "SCDH"
SPEC_DECK = [Card.parse(rank + suit) for suit in SUITS for rank in RANKS_HIGH_FIRST.split()]
PLACE = {card: i % 8 for i, card in enumerate(SPEC_DECK)}  # 0 = the ace

#: Every kind of contract and the trump it plays with (None: no trumps).
CONTRACTS: dict[str, Suit | None] = {
    "6S": Suit.SPADES, "7C": Suit.CLUBS, "8D": Suit.DIAMONDS, "9H": Suit.HEARTS,
    "6NT": None, "MISER": None,
}
TRUMPS = list(dict.fromkeys(CONTRACTS.values()))  # ♠ ♣ ♦ ♥ and None


def spec_winner(trick, trump: Suit | None) -> int:
    """The highest trump if one was played, else the highest card of the led suit."""
    trumps = [card for card in trick if trump is not None and card.suit == trump]
    pool = trumps or [card for card in trick if card.suit == trick[0].suit]
    return list(trick).index(min(pool, key=PLACE.__getitem__))  # the cards are distinct


def spec_legal(hand, trick, trump: Suit | None) -> list[Card]:
    """Follow suit; if you cannot, trump; if you can do neither, any card."""
    hand = list(hand)
    if not trick:
        return hand
    obligations = [lambda card: card.suit == trick[0].suit]
    if trump is not None:
        obligations.append(lambda card: card.suit == trump)
    for obligation in obligations:
        chosen = [card for card in hand if obligation(card)]
        if chosen:
            return chosen
    return hand


def spec_widow_winner(played, widow: Card) -> int:
    """A widow-led trick: the highest played card of the widow's suit; if there is none, the
    played cards are an ordinary no-trump trick led by the first of them."""
    following = [card for card in played if card.suit == widow.suit]
    if following:
        return list(played).index(min(following, key=PLACE.__getitem__))
    return spec_winner(played, None)


def spec_widow_legal(hand, played, widow: Card) -> list[Card]:
    """Follow the widow's suit if you can; else, while nobody has, follow the first played
    card as in an ordinary no-trump trick; else any card."""
    hand = list(hand)
    following = [card for card in hand if card.suit == widow.suit]
    if following:
        return following
    if played and all(card.suit != widow.suit for card in played):
        return spec_legal(hand, played, None)
    return hand
