"""Preference's card rules against a second formulation written from the rule text alone.

``cardsuite/games/pref/rules.py`` decides with a pairwise ``beats``; this
module writes the rules down as ``rules/prefclub.md`` and the 1993 manual
state them and compares on every trick and on every small hand, for every
kind of contract: the four trump suits, no trumps, Miser and ALL PASS (with
its two widow-led tricks).

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

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Card, Suit
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.rules import (
    WidowTrickRules,
    beats,
    deck,
    legal_cards,
    strength,
    trick_rules,
    trick_winner,
    widow_legal,
    widow_trick_winner,
)


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


# --- the second formulation, from the rule text ----------------------------------------------

#: Every suit from the highest card down: "Aces are high", then K Q J 10 9 8 7.
RANKS_HIGH_FIRST = "A K Q J T 9 8 7"
SUITS = "SCDH"
SPEC_DECK = [Card.parse(rank + suit) for suit in SUITS for rank in RANKS_HIGH_FIRST.split()]
PLACE = {card: i % 8 for i, card in enumerate(SPEC_DECK)}  # 0 = the ace
DECK = deck()

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


def test_the_deck_is_the_rules_deck():
    assert sorted(DECK) == sorted(SPEC_DECK) and len(DECK) == 32


def _first(mismatches, limit=8):
    return "; ".join(mismatches[:limit]) + (f" … ({len(mismatches)} in all)"
                                            if len(mismatches) > limit else "")


def _show(cards_) -> str:
    return " ".join(map(str, cards_))


def _name(trump):
    return "NT" if trump is None else trump.code


# --- who wins -------------------------------------------------------------------------------

@pytest.mark.parametrize("trump", TRUMPS, ids=_name)
def test_trick_winner_on_every_trick(trump):
    bad = []
    count = 0
    for trick in itertools.permutations(DECK, 3):
        count += 1
        got, want = trick_winner(trick, trump), spec_winner(trick, trump)
        if got != want:
            bad.append(f"{_show(trick)}: code {got}, rules {want}")
    assert count == 32 * 31 * 30
    assert not bad, _first(bad)


@pytest.mark.parametrize("trump", TRUMPS, ids=_name)
def test_beats_strength_and_the_winner_so_far(trump):
    for first, second in itertools.permutations(DECK, 2):
        want = spec_winner((first, second), trump)
        assert trick_winner((first, second), trump) == want, (first, second)
        assert beats(second, first, trump) == (want == 1), (first, second)
    for a, b in itertools.product(DECK, repeat=2):
        if a.suit == b.suit:
            assert (strength(a) > strength(b)) == (PLACE[a] < PLACE[b]), (a, b)


# --- may this card be played ----------------------------------------------------------------

@pytest.mark.parametrize("trump", TRUMPS, ids=_name)
def test_legal_cards_every_lead_and_every_hand_of_up_to_two(trump):
    """Every led card × every hand of one or two of the other 31 cards (496 hands), and
    every led card × 200 seeded hands of three."""
    rng = random.Random(f"pref three-card hands {_name(trump)}")
    bad = []
    for lead in DECK:
        rest = [card for card in DECK if card != lead]
        hands = [*itertools.combinations(rest, 1), *itertools.combinations(rest, 2),
                 *(rng.sample(rest, 3) for _ in range(200))]
        for hand in hands:
            got = legal_cards(hand, (lead,), trump)
            want = spec_legal(hand, (lead,), trump)
            if sorted(got) != sorted(want):
                bad.append(f"hand {_show(hand)}, led {lead}: code {_show(got)}, "
                           f"rules {_show(want)}")
    assert not bad, _first(bad)


@pytest.mark.parametrize("trump", TRUMPS, ids=_name)
def test_legal_cards_leading_and_for_the_third_seat(trump):
    """Leading: any card.  Third seat: every two cards played × three seeded hands."""
    rng = random.Random(f"pref legal {_name(trump)}")
    for size in (1, 2, 10):
        hand = rng.sample(DECK, size)
        assert sorted(legal_cards(hand, (), trump)) == sorted(hand)
    bad = []
    for trick in itertools.permutations(DECK, 2):
        rest = [card for card in DECK if card not in trick]
        for size in (2, 4, 10):
            hand = rng.sample(rest, size)
            got, want = legal_cards(hand, trick, trump), spec_legal(hand, trick, trump)
            if sorted(got) != sorted(want):
                bad.append(f"hand {_show(hand)}, trick {_show(trick)}: code {_show(got)}, "
                           f"rules {_show(want)}")
    assert not bad, _first(bad)


@settings(max_examples=300, deadline=None)
@given(trump=st.sampled_from(TRUMPS), order=st.permutations(DECK), played=st.integers(0, 2))
def test_legal_cards_on_full_hands(trump, order, played):
    trick, hand = order[:played], order[played:played + 10]
    assert sorted(legal_cards(hand, trick, trump)) == sorted(spec_legal(hand, trick, trump))


# --- ALL PASS: the widow-led tricks ---------------------------------------------------------

def test_widow_trick_winner_every_widow_card():
    """Every widow card × every 4th ordered trick of three of the other 31 cards (each
    widow card meets another quarter), and every widow card × every played pair."""
    bad = []
    for n, widow in enumerate(DECK):
        rest = [card for card in DECK if card != widow]
        for m, played in enumerate(itertools.permutations(rest, 3)):
            if (m + n) % 4 == 0 and widow_trick_winner(played, widow) != spec_widow_winner(
                    played, widow):
                bad.append(f"widow {widow}, {_show(played)}")
        for played in itertools.permutations(rest, 2):
            if widow_trick_winner(played, widow) != spec_widow_winner(played, widow):
                bad.append(f"widow {widow}, {_show(played)}")
    assert not bad, _first(bad)


def test_widow_legal_every_widow_card():
    """Every widow card × (nothing played: every hand of up to two; one played: every card ×
    two seeded hands; two played: every pair × one seeded hand)."""
    rng = random.Random("pref widow legal")
    bad = []

    def check(hand, played, widow):
        got, want = widow_legal(hand, played, widow), spec_widow_legal(hand, played, widow)
        if sorted(got) != sorted(want):
            bad.append(f"widow {widow}, played {_show(played)}, hand {_show(hand)}: "
                       f"code {_show(got)}, rules {_show(want)}")

    for widow in DECK:
        rest = [card for card in DECK if card != widow]
        for size in (1, 2):
            for hand in itertools.combinations(rest, size):
                check(hand, (), widow)
        for first in rest:
            others = [card for card in rest if card != first]
            for size in (3, 10):
                check(rng.sample(others, size), (first,), widow)
        for played in itertools.permutations(rest, 2):
            others = [card for card in rest if card not in played]
            check(rng.sample(others, rng.choice((2, 5, 10))), played, widow)
    assert not bad, _first(bad)


@settings(max_examples=200, deadline=None)
@given(order=st.permutations(DECK), played=st.integers(0, 2))
def test_widow_legal_on_full_hands(order, played):
    widow, trick, hand = order[0], order[1:1 + played], order[1 + played:11 + played]
    assert sorted(widow_legal(hand, trick, widow)) == sorted(spec_widow_legal(hand, trick, widow))


# --- the search's adapters ------------------------------------------------------------------

@pytest.mark.parametrize("contract", [*CONTRACTS, "ALL PASS"])
def test_the_search_rules_of_every_contract_agree(contract):
    if contract == "ALL PASS":
        rules, trump = trick_rules(None), None
    else:
        rules, trump = trick_rules(Contract.parse(contract)), CONTRACTS[contract]
    assert rules.players == 3
    assert bool(getattr(rules, "misere", False)) == (contract in ("MISER", "ALL PASS"))
    # follow_suit lets the solver work legal cards out from masks: right only without trumps.
    assert bool(getattr(rules, "follow_suit", False)) == (trump is None)
    bad = [t for n, t in enumerate(itertools.permutations(DECK, 3))
           if n % 7 == 0 and rules.winner(t) != spec_winner(t, trump)]
    assert not bad, _first([_show(t) for t in bad])
    for lead in DECK:
        rest = [card for card in DECK if card != lead]
        for hand in itertools.combinations(rest, 2):
            assert sorted(rules.legal(list(hand), [lead])) == sorted(
                spec_legal(hand, (lead,), trump)), (hand, lead)
    for a, b in itertools.product(DECK, repeat=2):
        assert (rules.follow_class(a) == rules.follow_class(b)) == (a.suit == b.suit)
        if a.suit == b.suit:
            assert (rules.order(a) > rules.order(b)) == (PLACE[a] < PLACE[b])
    assert rules.trick_value(DECK[:3]) == 1  # every trick is worth one


def test_the_widow_trick_rules_agree():
    rng = random.Random("pref widow adapter")
    for _ in range(400):
        widow, *drawn = rng.sample(DECK, 14)
        rules = WidowTrickRules(widow)
        played = drawn[:rng.randrange(3)]
        hand = drawn[3:]
        assert sorted(rules.legal(hand, played)) == sorted(spec_widow_legal(hand, played, widow))
        assert rules.winner(drawn[:3]) == spec_widow_winner(drawn[:3], widow)
    assert rules.misere


# --- worked examples with their source ------------------------------------------------------

@pytest.mark.parametrize(("hand", "trick", "trump", "legal", "source"), [
    # prefclub.md: "Follow suit; if you cannot, you must trump; if you cannot do either, play
    # any card."  No obligation to beat or over-trump.
    ("7H AH KS", "KH", Suit.SPADES, "7H AH", "follow suit, high or low"),
    ("7S AC KD", "KH", Suit.SPADES, "7S", "void: must trump"),
    ("7S AS KD", "KH AS", Suit.SPADES, "7S AS", "void: trump, no need to over-trump"),
    ("AC KD 9D", "KH", Suit.SPADES, "AC KD 9D", "neither: any card"),
    ("AC KD 9D", "KH", None, "AC KD 9D", "no trumps: void, any card"),
    ("7S AC KD", "KH", None, "7S AC KD", "Miser / no trumps: no obligation to trump"),
])
def test_worked_legal_examples(hand, trick, trump, legal, source):
    held, played = cards(hand), cards(trick)
    assert sorted(spec_legal(held, played, trump)) == sorted(cards(legal)), source
    assert sorted(legal_cards(held, played, trump)) == sorted(cards(legal)), source


@pytest.mark.parametrize(("trick", "trump", "winner", "source"), [
    ("KH AH QH", Suit.SPADES, 1, "manual: Asse haben die höchste Wertigkeit"),
    ("TH JH 9H", None, 1, "A K Q J 10 9 8 7: the jack above the ten"),
    ("AH 7S KH", Suit.SPADES, 1, "manual: Wurde ein Trumpf ausgespielt gewinnt dieser"),
    ("AH 7S 8S", Suit.SPADES, 2, "manual: Der höchste Trumpf gewinnt"),
    ("8S AH KH", Suit.SPADES, 0, "a trump lead, followed by plain cards"),
    ("9H AS AC", None, 0, "no trumps: only the led suit wins"),
])
def test_worked_trick_examples(trick, trump, winner, source):
    played = cards(trick)
    assert spec_winner(played, trump) == winner, source
    assert trick_winner(played, trump) == winner, source


@pytest.mark.parametrize(("widow", "played", "winner", "source"), [
    ("AH", "7H 8H 9S", 1, "the widow card itself cannot win"),
    ("AH", "KS AS 7H", 2, "all must follow the turned card's suit if they can"),
    ("AH", "KS AS 7D", 1, "nobody follows it: the first played card sets the suit"),
])
def test_worked_widow_examples(widow, played, winner, source):
    w, cards_ = Card.parse(widow), cards(played)
    assert spec_widow_winner(cards_, w) == winner, source
    assert widow_trick_winner(cards_, w) == winner, source
