"""Skat's card rules written a second time, from the rule texts alone, for the tests.

``cardsuite/games/skat/rules.py`` decides with numeric strengths and an
``(is_trump, strength)`` key; a bug there (a trick led with a trump lost to any
later trump, fixed in 0e692b0) survived 1 700 tests that shared that
understanding.  This formulation does not share it: it spells the rules out
as the texts state them, and the tests (``test_rules_exhaustive.py``,
``tests/engine/ai/test_double_dummy_by_the_rules.py``) compare the code with it.

Sources:

- ``rules/skat.md`` "Play": "Must follow suit; jacks belong to the trump suit
  (in Grand and Ramsch they are the only trumps; Null has no trumps ...).
  Order of trumps: ♣J ♠J ♥J ♦J, then A 10 K Q 9 8 7 of the trump suit. Plain
  suits: A 10 K Q 9 8 7." — "Null: no trumps, jacks are plain cards in their
  suits, order A K Q J 10 9 8 7". — "Ramsch: only the four jacks are trumps."
- ISkO 2.3.3 "Bei den Grandspielen sind nur die Buben in der Rangfolge ihrer
  Farben Trumpf", 2.3.4 "Bei den Nullspielen gelten auch die Buben als Farbe.
  Die veränderte Reihenfolge lautet hier: Ass, König, Dame, Bube und erst dann
  die Zehn vor Neun, Acht, Sieben."
- The Skat manual (``seeds/002_*.txt``, Amiga 1990): "Den Stich macht der
  höchste gelegte Trumpf (Bube Kreuz ist unüberbietbar !) , bzw. sollte kein
  Trumpf gelegt worden sein , die höchste Karte der angespielten Farbe." —
  "Bekennt man eine Farbe nicht und trumpft auch nicht , kann die abgeworfene
  Karte auf keinen Fall den Stich machen." — "Während des Spiels muß man immer
  die angespielte Farbe bekennen , hat man diese Farbe nicht mehr , kann man
  entweder trumpfen oder eine Karte einer anderen Farbe "wegwerfen"."
- skatregeln.net "Bedienen": "Bedienen heißt, daß eine Karte der
  ausgespielten Farbe oder, wenn Trumpf gespielt wurde, eine Trumpfkarte
  zugegeben werden muß ... Ein Zwang zum Übernehmen des Stiches ... besteht
  nicht. Es besteht auch kein Zwang zum Stechen."  And its worked tricks.

So the second formulation is: per game type an explicit list of *groups*
(the trump group, if any, and the plain suits), each a list of cards from
highest to lowest, spelt out card by card; a trick goes to the highest trump
in it, else to the highest card of the led card's group; a card may be played
if it is of the led card's group or the hand holds none of that group.  From
cardsuite only the card types, ``GameType``, the deck and the functions under
test are imported.

Nothing in the rule texts was ambiguous for these questions.
"""

from __future__ import annotations

from cardsuite.engine.cards import Card
from cardsuite.games.skat.rules import GameType

G = GameType
TRUMP = "trump"


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


#: Every group of every game type, highest card first, spelt out as the rules list them.
GROUPS: dict[GameType, dict[str, str]] = {
    G.CLUBS: {
        TRUMP: "JC JS JH JD AC TC KC QC 9C 8C 7C",
        "S": "AS TS KS QS 9S 8S 7S",
        "H": "AH TH KH QH 9H 8H 7H",
        "D": "AD TD KD QD 9D 8D 7D",
    },
    G.SPADES: {
        TRUMP: "JC JS JH JD AS TS KS QS 9S 8S 7S",
        "C": "AC TC KC QC 9C 8C 7C",
        "H": "AH TH KH QH 9H 8H 7H",
        "D": "AD TD KD QD 9D 8D 7D",
    },
    G.HEARTS: {
        TRUMP: "JC JS JH JD AH TH KH QH 9H 8H 7H",
        "C": "AC TC KC QC 9C 8C 7C",
        "S": "AS TS KS QS 9S 8S 7S",
        "D": "AD TD KD QD 9D 8D 7D",
    },
    G.DIAMONDS: {
        TRUMP: "JC JS JH JD AD TD KD QD 9D 8D 7D",
        "C": "AC TC KC QC 9C 8C 7C",
        "S": "AS TS KS QS 9S 8S 7S",
        "H": "AH TH KH QH 9H 8H 7H",
    },
    G.GRAND: {
        TRUMP: "JC JS JH JD",
        "C": "AC TC KC QC 9C 8C 7C",
        "S": "AS TS KS QS 9S 8S 7S",
        "H": "AH TH KH QH 9H 8H 7H",
        "D": "AD TD KD QD 9D 8D 7D",
    },
    G.NULL: {
        "C": "AC KC QC JC TC 9C 8C 7C",
        "S": "AS KS QS JS TS 9S 8S 7S",
        "H": "AH KH QH JH TH 9H 8H 7H",
        "D": "AD KD QD JD TD 9D 8D 7D",
    },
}
GROUPS[G.RAMSCH] = GROUPS[G.GRAND]  # "Ramsch: only the four jacks are trumps"

#: Card points, rules/skat.md: "A 11, 10 10, K 4, Q 3, J 2; total 120".
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def points(trick) -> int:
    return sum(POINTS[str(card)[0]] for card in trick)


class Spec:
    """One game type's rules as the texts state them."""

    def __init__(self, game: GameType) -> None:
        self.game = game
        self.group: dict[Card, str] = {}
        self.place: dict[Card, int] = {}  # 0 = the highest card of its group
        for name, text in GROUPS[game].items():
            for place, card in enumerate(cards(text)):
                assert card not in self.group, f"{card} twice in {game}"
                self.group[card] = name
                self.place[card] = place

    def winner(self, trick) -> int:
        """The highest trump; if no trump was played, the highest card of the led group."""
        group = self.group
        trumps = [card for card in trick if group[card] == TRUMP]
        led = group[trick[0]]
        candidates = trumps or [card for card in trick if group[card] == led]
        return trick.index(min(candidates, key=self.place.__getitem__))  # cards are distinct

    def may_play(self, card: Card, hand, trick) -> bool:
        """Lead anything; else follow the led group (trump if trump was led) if you can."""
        if not trick:
            return True
        led = self.group[trick[0]]
        return self.group[card] == led or all(self.group[c] != led for c in hand)

    def legal(self, hand, trick) -> list[Card]:
        return [card for card in hand if self.may_play(card, hand, trick)]


SPECS = {game: Spec(game) for game in GameType}
