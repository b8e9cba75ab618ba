"""Skat's card rules: following suit, trumps, the Null order, Ramsch, who takes the trick."""

import pytest

from cardsuite.engine.cards import parse_cards
from cardsuite.games.skat.rules import (
    TOTAL_POINTS,
    GameType,
    is_trump,
    legal_cards,
    points,
    skat_deck,
    sort_key,
    trick_winner,
)

G = GameType


def cards(text):
    return parse_cards(text)


def test_deck_and_points():
    deck = skat_deck()
    assert len(deck) == 32 == len(set(deck))
    assert points(deck) == TOTAL_POINTS == 120
    assert points(cards("AS TS KS QS JS 9S")) == 30


def test_jacks_belong_to_the_trump_suit_when_following():
    hand = cards("JS 7C AH")
    # Hearts trump, diamonds led: the spade jack is a trump, not a spade.
    assert legal_cards(hand, cards("QD"), G.HEARTS) == hand  # no diamonds: anything
    # A club led: the 7C must follow; the JS is not a club.
    assert legal_cards(hand, cards("AC"), G.HEARTS) == cards("7C")
    # A trump led (a jack): the JS and the AH (hearts are trumps) must follow.
    assert legal_cards(hand, cards("JD"), G.HEARTS) == cards("JS AH")
    # The original's example: spades trump, QD led; the only diamond is the JD, a trump.
    assert legal_cards(cards("JD 7H 8C"), cards("QD"), G.SPADES) == cards("JD 7H 8C")


def test_grand_and_ramsch_only_jacks_are_trumps():
    hand = cards("JH AC 7D")
    for game in (G.GRAND, G.RAMSCH):
        assert legal_cards(hand, cards("JC"), game) == cards("JH")
        assert legal_cards(hand, cards("KC"), game) == cards("AC")
        assert not is_trump(cards("AC")[0], game) and is_trump(cards("JD")[0], game)


def test_null_has_no_trumps_and_its_own_order():
    hand = cards("JC 8C AH")
    assert legal_cards(hand, cards("9C"), G.NULL) == cards("JC 8C")
    assert not any(is_trump(c, G.NULL) for c in skat_deck())
    # A K Q J 10 9 8 7: the jack beats the ten, the queen beats the jack.
    assert trick_winner(cards("TC JC 9C"), G.NULL) == 1
    assert trick_winner(cards("JC QC 9C"), G.NULL) == 1
    assert trick_winner(cards("7H AC KH"), G.NULL) == 2  # clubs do not follow hearts


@pytest.mark.parametrize("trick, game, winner", [
    ("AC TC KC", G.DIAMONDS, 0),  # plain order A 10 K
    ("TC KC AC", G.DIAMONDS, 2),
    ("AC 7D KC", G.DIAMONDS, 1),  # a trump beats the ace
    ("7D JD AD", G.DIAMONDS, 1),  # jacks above the trump ace
    ("JD JH JS", G.HEARTS, 2),  # jack order: ♣ ♠ ♥ ♦
    ("JS JC 7S", G.SPADES, 1),
    ("AC AS AH", G.GRAND, 0),  # in Grand the aces of other suits are discards
    ("AC JD AH", G.GRAND, 1),
    ("9S QS AH", G.HEARTS, 2),
    ("9S QS AD", G.HEARTS, 1),  # a plain discard never wins
    ("JC AC TC", G.RAMSCH, 0),
    # A trick led with a trump is won by the highest trump, the led card included
    # (deal 1001 as reported: Kreuz, ♣J led, ♣K and ♣A follow — the jack takes it).
    ("JC KC AC", G.CLUBS, 0),
    ("JS JD 7S", G.SPADES, 0),  # ♠J led, ♦J follows: the ♠J takes it
    ("JH JD 7C", G.RAMSCH, 0),  # Ramsch: ♥J led, ♦J follows
    ("AH 7H KH", G.HEARTS, 0),  # the trump ace led beats the lower trumps
    ("JD JS JC", G.GRAND, 2),
    ("JC JS AC", G.GRAND, 0),
])
def test_trick_winners(trick, game, winner):
    assert trick_winner(cards(trick), game) == winner


def test_hand_sorting_puts_trumps_first():
    hand = cards("7H JD AC JC TH AH")
    ordered = sorted(hand, key=lambda c: sort_key(c, G.HEARTS))
    assert [str(c) for c in ordered] == ["JC", "JD", "AH", "TH", "7H", "AC"]
