"""Why a card is refused, in the three trick games (cardsuite.engine.refusal).

Each game's ``why_not`` is held to the second formulation of its card rules in
the tests' ``rules_spec`` (written from the rules files, no shared code): over
seeded random hands and tricks of every game type, a card is refused exactly
when the spec does not allow it.  The duty named is then checked against the
rules files' wording on worked examples.
"""

from __future__ import annotations

import random
import zlib

import pytest

from cardsuite.engine.cards import Card, Suit
from cardsuite.engine.refusal import Duty, Refusal
from cardsuite.games.binokel import why_not as binokel_why
from cardsuite.games.pref import why_not as pref_why
from cardsuite.games.skat import why_not as skat_why
from cardsuite.games.skat.rules import GameType
from tests.games.binokel import rules_spec as binokel_spec
from tests.games.pref import rules_spec as pref_spec
from tests.games.skat import rules_spec as skat_spec

CASES = 3000


def _deal(rng: random.Random, deck: list[Card], played: int, held: int):
    cards = rng.sample(deck, played + held)
    return cards[:played], cards[played:]


@pytest.mark.parametrize("game", list(GameType))
def test_skat_refuses_exactly_what_the_spec_forbids(game):
    spec = skat_spec.SPECS[game]
    deck = list(spec.group)
    rng = random.Random(zlib.crc32(game.value.encode()))  # hash() of a str varies per run
    for _ in range(CASES):
        trick, hand = _deal(rng, deck, rng.randrange(3), rng.randint(1, 10))
        for card in hand:
            refused = skat_why.why_not(hand, trick, card, game)
            assert (refused is None) == spec.may_play(card, hand, trick), (game, trick, hand, card)
            if refused is not None:
                assert refused.duty is Duty.FOLLOW


@pytest.mark.parametrize("size", [40, 48])
@pytest.mark.parametrize("trump", list(Suit))
def test_binokel_refuses_exactly_what_the_spec_forbids(size, trump):
    deck = binokel_spec.spec_deck(size)
    rng = random.Random(size * 7 + list(Suit).index(trump))
    for _ in range(CASES):
        trick, hand = _deal(rng, deck, rng.randrange(3), rng.randint(1, 12))
        allowed = binokel_spec.spec_legal(hand, tuple(trick), trump)
        for card in hand:
            refused = binokel_why.why_not(hand, trick, card, trump)
            assert (refused is None) == (card in allowed), (trump, trick, hand, card)


@pytest.mark.parametrize("trump", pref_spec.TRUMPS)
def test_preference_refuses_exactly_what_the_spec_forbids(trump):
    deck = pref_spec.SPEC_DECK
    rng = random.Random(str(trump))
    for _ in range(CASES):
        trick, hand = _deal(rng, deck, rng.randrange(3), rng.randint(1, 10))
        allowed = pref_spec.spec_legal(hand, trick, trump)
        for card in hand:
            refused = pref_why.why_not(hand, trick, card, trump)
            assert (refused is None) == (card in allowed), (trump, trick, hand, card)


def test_preference_widow_tricks_refuse_exactly_what_the_spec_forbids():
    rng = random.Random(11)
    deck = pref_spec.SPEC_DECK
    for _ in range(CASES):
        cards = rng.sample(deck, 1 + 3 + 10)
        widow, played = cards[0], cards[1:1 + rng.randrange(3)]
        hand = cards[4:4 + rng.randint(1, 10)]
        allowed = pref_spec.spec_widow_legal(hand, played, widow)
        for card in hand:
            refused = pref_why.why_not(hand, played, card, None, widow)
            assert (refused is None) == (card in allowed), (widow, played, hand, card)


def test_the_duties_named():
    """Worked from the rules files' wording."""
    c = Card.parse
    # skat.md: "jacks belong to the trump suit": ♣J led in Herz, a Herz card is held.
    assert skat_why.why_not([c("7H"), c("AS")], [c("JC")], c("AS"), GameType.HEARTS) == \
        Refusal(Duty.FOLLOW, None)
    # Herz led in Kreuz: the ♥J is no Herz card, the ♥7 must follow.
    assert skat_why.why_not([c("JH"), c("7H")], [c("AH")], c("JH"), GameType.CLUBS) == \
        Refusal(Duty.FOLLOW, Suit.HEARTS)
    # Null: the jack is a Herz card.
    assert skat_why.why_not([c("JH"), c("7S")], [c("AH")], c("7S"), GameType.NULL) == \
        Refusal(Duty.FOLLOW, Suit.HEARTS)
    # binokel.md 1: follow and beat the card winning: ♥10 led, ♥A held, the ♥K refused.
    hearts = Suit.HEARTS
    assert binokel_why.why_not([c("KH"), c("AH")], [c("TH")], c("KH"), Suit.CLUBS) == \
        Refusal(Duty.BEAT, hearts)
    # … but once the trick is trumped, any Herz will do.
    assert binokel_why.why_not([c("KH"), c("AH")], [c("TH"), c("JC")], c("KH"),
                               Suit.CLUBS) is None
    # 2: void, trump; and beat a trump already played.
    assert binokel_why.why_not([c("AS"), c("KC")], [c("TH")], c("AS"), Suit.CLUBS) == \
        Refusal(Duty.TRUMP, Suit.CLUBS)
    assert binokel_why.why_not([c("JC"), c("AC")], [c("TH"), c("KC")], c("JC"),
                               Suit.CLUBS) == Refusal(Duty.OVERTRUMP, Suit.CLUBS)
    # prefclub.md: follow suit; void, trump.
    assert pref_why.why_not([c("7S"), c("AH")], [c("KS")], c("AH"), Suit.HEARTS) == \
        Refusal(Duty.FOLLOW, Suit.SPADES)
    assert pref_why.why_not([c("7C"), c("AH")], [c("KS")], c("7C"), Suit.HEARTS) == \
        Refusal(Duty.TRUMP, Suit.HEARTS)
    assert pref_why.why_not([c("7C"), c("AH")], [c("KS")], c("7C"), None) is None
