"""Binokel's card rules (rules/binokel.md, "Cards and table", "Play")."""

import random
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Card, Rank, Suit, parse_cards
from cardsuite.games.binokel.rules import (
    CARD_POINTS,
    DABB_SIZE,
    HAND_SIZE,
    LAST_TRICK_BONUS,
    PLAYERS,
    TOTAL_CARD_POINTS,
    as_trump,
    beats,
    card_points,
    deck,
    legal_cards,
    points,
    sort_hand,
    trick_points,
    trick_winner,
)


def cards(text):
    return parse_cards(text)


def test_deck_holds_twenty_cards_twice_and_240_points():
    full = deck()
    assert len(full) == 40
    assert set(Counter(full).values()) == {2} and len(set(full)) == 20
    assert {card.rank for card in full} == {Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK}
    assert points(full) == TOTAL_CARD_POINTS == 240
    assert LAST_TRICK_BONUS == 10
    assert 3 * HAND_SIZE + DABB_SIZE == 40 and PLAYERS == 3


def test_card_points():
    assert [card_points(c) for c in cards("AS TS KS QS JS")] == [11, 10, 4, 3, 2]
    assert CARD_POINTS[Rank.QUEEN] == 3
    assert points(cards("AH TC JD")) == 23
    assert trick_points(cards("AH TC JD")) == 23
    assert trick_points(cards("AH TC JD"), last=True) == 33


def test_trump_as_suit_or_code_letter():
    assert as_trump(Suit.HEARTS) is Suit.HEARTS
    assert as_trump("S") is Suit.SPADES and as_trump("d") is Suit.DIAMONDS
    assert as_trump(None) is None  # Durch and Bettel: no trump
    with pytest.raises(TypeError):
        as_trump(3)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        as_trump("X")


def test_hand_sorting_kreuz_pik_herz_schellen_highest_first():
    hand = cards("JD AC QS TH KC AD JS AC")
    assert sort_hand(hand) == cards("AC AC KC QS JS TH AD JD")


# --- who takes the trick ----------------------------------------------------------------------

@pytest.mark.parametrize("trick, trump, winner", [
    ("KH AH TH", "C", 1),  # A 10 K O U
    ("TH KH QH", "C", 0),
    ("JH QH KH", "C", 2),
    ("AH AH TH", "C", 0),  # of two equal cards the first played wins
    ("TH AH AH", "C", 1),
    ("AH JC TH", "C", 1),  # any trump beats a plain card
    ("AH JC TC", "C", 2),  # over-trumped
    ("AH TC TC", "C", 1),  # equal trumps: the first
    ("QH AS KH", "C", 2),  # a card of a third suit never wins
    ("QH AS JH", "C", 0),
    ("KC AC AC", "C", 1),  # trump led
    ("KS AH AD", Suit.HEARTS, 1),
])
def test_trick_winner(trick, trump, winner):
    assert trick_winner(cards(trick), trump) == winner


def test_an_equal_card_does_not_beat():
    ah, th = cards("AH TH")
    assert not beats(ah, ah, "C") and beats(ah, th, "C") and not beats(th, ah, "C")
    with pytest.raises(ValueError):
        trick_winner([], "C")


# --- what may be played --------------------------------------------------------------------------

def test_leading_any_card():
    hand = cards("AH QH KC JD")
    assert legal_cards(hand, [], "C") == hand


def test_follow_and_must_beat_the_winning_card():
    # Stichzwang: the QH follows but does not beat the KH, so only the AH may be played.
    assert legal_cards(cards("AH QH KC"), cards("KH"), "C") == cards("AH")
    # Cannot beat: any card of the suit, but still follow.
    assert legal_cards(cards("QH JH AC"), cards("KH"), "C") == cards("QH JH")
    # The third hand must beat the card winning now, not the led card.
    assert legal_cards(cards("KH TH JH"), cards("JH QH"), "D") == cards("KH TH")
    assert legal_cards(cards("KH JH"), cards("QH AH"), "D") == cards("KH JH")


def test_the_1992_manuals_examples():
    # Kreuz trump. 1) KH led: Vorhand holds only the QH of hearts and must play it;
    # Hinterhand holds the AH and must take the trick with it.
    assert legal_cards(cards("QH AS TS KD"), cards("KH"), "C") == cards("QH")
    assert legal_cards(cards("AH JH TC"), cards("KH QH"), "C") == cards("AH")
    # 2) QH led, Vorhand must play the higher KH; Hinterhand has no heart and must trump.
    assert legal_cards(cards("KH JH AS"), cards("QH"), "C") == cards("KH")
    assert legal_cards(cards("JC AS AD"), cards("QH KH"), "C") == cards("JC")
    assert trick_winner(cards("QH KH JC"), "C") == 2


def test_any_card_of_the_led_suit_once_the_trick_is_trumped():
    # Not trumped yet: the AH must beat the KH.
    assert legal_cards(cards("AH JH AC"), cards("KH QH"), "C") == cards("AH")
    # Trumped by the second hand: hearts cannot win, any heart may be played — but hearts.
    assert legal_cards(cards("AH JH AC"), cards("KH TC"), "C") == cards("AH JH")


def test_void_must_trump():
    assert legal_cards(cards("JC AS TD"), cards("AH"), "C") == cards("JC")
    assert legal_cards(cards("JC QC AS"), cards("AH"), "C") == cards("JC QC")


def test_void_must_over_trump_if_possible():
    assert legal_cards(cards("AC JC KS"), cards("AH TC"), "C") == cards("AC")
    # Cannot over-trump: any trump, still no discard.
    assert legal_cards(cards("TC JC KS"), cards("AH AC"), "C") == cards("TC JC")
    # An equal trump does not over-trump (the first played wins), so both trumps are legal.
    assert legal_cards(cards("TC JC KS"), cards("AH TC"), "C") == cards("TC JC")


def test_neither_follow_nor_trump_any_card():
    hand = cards("KS QD AD")
    assert legal_cards(hand, cards("AH"), "C") == hand
    assert legal_cards(hand, cards("AH TC"), "C") == hand


def test_trump_led_follow_and_beat():
    assert legal_cards(cards("AC JC AH"), cards("KC"), "C") == cards("AC")
    assert legal_cards(cards("QC JC AH"), cards("KC"), "C") == cards("QC JC")


def test_duplicates_are_kept_as_in_the_hand():
    hand = cards("AH AH QH KC")
    assert legal_cards(hand, cards("KH"), "S") == cards("AH AH")
    assert legal_cards(hand, [], "S") == hand


def test_a_complete_trick_takes_no_card():
    with pytest.raises(ValueError):
        legal_cards(cards("AH"), cards("KH QH JH"), "C")


@dataclass(frozen=True)
class Copy:
    """A token that tells the two copies of a card apart, as the shared search needs."""

    card: Card
    copy: int

    @property
    def suit(self):
        return self.card.suit

    @property
    def rank(self):
        return self.card.rank


def test_tokens_with_suit_and_rank_work_and_come_back_themselves():
    first, second = Copy(Card.parse("AH"), 0), Copy(Card.parse("AH"), 1)
    low = Copy(Card.parse("QH"), 0)
    legal = legal_cards([first, low, second], [Card.parse("KH")], "C")
    assert legal == [first, second] and legal[0] is first and legal[1] is second
    assert trick_winner([second, first], "C") == 0


# --- random deals played with random legal cards --------------------------------------------------

def play_random_deal(order, trump, solo, leader, rnd):
    """Deal ``order`` (a permutation of the deck), let ``solo`` take the Dabb and press four
    cards, and play all twelve tricks with random legal cards, checking every choice.

    Returns (hands after pressing, pressed cards, trick points per seat, tricks per seat,
    seat of the last trick).
    """
    hands = [list(order[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(PLAYERS)]
    dabb = list(order[PLAYERS * HAND_SIZE:])
    assert len(dabb) == DABB_SIZE
    hands[solo] += dabb
    pressed = rnd.sample(hands[solo], DABB_SIZE)
    for card in pressed:
        hands[solo].remove(card)
    dealt = [list(hand) for hand in hands]
    taken, tricks, last = [0] * PLAYERS, [0] * PLAYERS, None
    for _ in range(HAND_SIZE):
        trick = []
        for offset in range(PLAYERS):
            hand = hands[(leader + offset) % PLAYERS]
            legal = legal_cards(hand, trick, trump)
            check_legal(hand, trick, trump, legal)
            card = rnd.choice(legal)
            hand.remove(card)
            trick.append(card)
        winner = (leader + trick_winner(trick, trump)) % PLAYERS
        taken[winner] += points(trick)
        tricks[winner] += 1
        leader = last = winner
    assert not any(hands)
    return dealt, pressed, taken, tricks, last


def check_legal(hand, trick, trump, legal):
    """What every answer of legal_cards must satisfy, whatever the position."""
    assert legal, f"no legal card in {hand} to {trick}"
    assert not Counter(legal) - Counter(hand), "legal cards must come from the hand"
    if not trick:
        assert legal == hand
        return
    led = trick[0].suit
    winning = trick[trick_winner(trick, trump)]
    has_led = any(c.suit == led for c in hand)
    has_trump = any(c.suit == trump for c in hand)
    if has_led:
        assert all(c.suit == led for c in legal)
        if winning.suit == led and any(beats(c, winning, trump) for c in hand if c.suit == led):
            assert all(beats(c, winning, trump) for c in legal)
        else:
            assert Counter(legal) == Counter(c for c in hand if c.suit == led)
    elif has_trump:
        assert all(c.suit == trump for c in legal)
        if any(beats(c, winning, trump) for c in hand):
            assert all(beats(c, winning, trump) for c in legal)
    else:
        assert legal == hand


@settings(max_examples=150, deadline=None)
@given(order=st.permutations(deck()), trump=st.sampled_from(list(Suit)),
       solo=st.integers(0, PLAYERS - 1), leader=st.integers(0, PLAYERS - 1),
       seed=st.integers(0, 2**32 - 1))
def test_random_deals_total_250_and_legal_cards_are_never_empty(order, trump, solo, leader, seed):
    rnd = random.Random(seed)
    _, pressed, taken, tricks, last = play_random_deal(order, trump, solo, leader, rnd)
    assert sum(taken) + points(pressed) + LAST_TRICK_BONUS == 250
    assert sum(tricks) == HAND_SIZE and tricks[last] >= 1
