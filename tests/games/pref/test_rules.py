"""Preference card rules: follow, trump, any card; the trick winner; ALL PASS widow tricks;
display order; the rules objects for the shared search."""

import pytest

from cardsuite.engine.ai.double_dummy import solve
from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.engine.tricks import TrickState
from cardsuite.games.pref import rules
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.rules import (
    PrefTrickRules,
    WidowTrickRules,
    allpass_rules,
    legal_cards,
    sort_hand,
    suit_order,
    trick_rules,
    trick_winner,
    widow_legal,
    widow_trick_winner,
)

H, C, D, S = Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES


def cards(text: str) -> list[Card]:
    return parse_cards(text)


# --- following, trumping, any card ---------------------------------------------------------

def test_leading_any_card_is_legal():
    hand = cards("AS 7H 9D")
    assert legal_cards(hand, [], H) == hand
    assert legal_cards(hand, [], None) == hand


def test_who_holds_the_led_suit_must_follow_but_need_not_beat():
    hand = cards("7S 8S AH KD")
    assert legal_cards(hand, cards("QS"), H) == cards("7S 8S")
    assert legal_cards(hand, cards("QS AS"), None) == cards("7S 8S")


def test_void_in_the_led_suit_must_trump_any_trump_will_do():
    hand = cards("7H AH KD 9C")
    assert legal_cards(hand, cards("QS"), H) == cards("7H AH")
    # already trumped higher: still any trump (no over-trumping obligation)
    assert legal_cards(hand, cards("QS KH"), H) == cards("7H AH")


def test_void_in_the_led_suit_and_in_trump_any_card():
    hand = cards("KD 9C")
    assert legal_cards(hand, cards("QS"), H) == hand


def test_without_trumps_a_void_player_plays_any_card():
    hand = cards("7H AH KD 9C")
    assert legal_cards(hand, cards("QS"), None) == hand


def test_a_led_trump_is_followed_with_trump():
    assert legal_cards(cards("7H AS KD"), cards("QH"), H) == cards("7H")


def test_a_complete_trick_takes_no_more_cards():
    with pytest.raises(ValueError):
        legal_cards(cards("7H"), cards("QS KS AS"), H)


# --- who wins ----------------------------------------------------------------------------

def test_highest_of_the_led_suit_wins_aces_high_jack_over_ten():
    assert trick_winner(cards("KS AS QS"), None) == 1
    assert trick_winner(cards("TS JS 9S"), None) == 1
    assert trick_winner(cards("7S 8S AD"), None) == 1  # a discard never wins
    assert trick_winner(cards("7S AH AD"), None) == 0


def test_a_trump_beats_the_led_suit_and_the_highest_trump_wins():
    assert trick_winner(cards("AS 7H KS"), H) == 1
    assert trick_winner(cards("AS 7H 8H"), H) == 2
    assert trick_winner(cards("AS 8H 7H"), H) == 1
    assert trick_winner(cards("7H AS KS"), H) == 0  # trump led, nobody follows


def test_rank_order_is_a_k_q_j_10_9_8_7():
    order = [rules.strength(card) for card in cards("AS KS QS JS TS 9S 8S 7S")]
    assert order == sorted(order, reverse=True) and len(set(order)) == 8


# --- the ALL PASS widow tricks ----------------------------------------------------------------

def test_widow_suit_must_be_followed():
    widow = Card.parse("9S")
    assert widow_legal(cards("7S AH KD"), [], widow) == cards("7S")
    assert widow_legal(cards("7S AS AH"), cards("8S"), widow) == cards("7S AS")


def test_void_in_the_widow_suit_first_player_plays_any_card():
    assert widow_legal(cards("AH KD 7C"), [], Card.parse("9S")) == cards("AH KD 7C")


def test_nobody_followed_the_widow_card_so_the_first_played_card_sets_the_suit():
    widow = Card.parse("9S")
    assert widow_legal(cards("7H AD 8C"), cards("KD"), widow) == cards("AD")
    assert widow_legal(cards("7H AD 8C"), cards("KD QH"), widow) == cards("AD")
    # void in both: any card
    assert widow_legal(cards("7H 8C"), cards("KD"), widow) == cards("7H 8C")


def test_the_widow_suit_still_binds_who_holds_it_after_a_player_was_void():
    widow = Card.parse("9S")
    assert widow_legal(cards("7S AD"), cards("KD"), widow) == cards("7S")


def test_once_someone_followed_the_widow_card_a_void_player_plays_anything():
    widow = Card.parse("9S")
    # the first player was void (KD), the second followed the widow suit (8S)
    assert widow_legal(cards("AD 7H"), cards("KD 8S"), widow) == cards("AD 7H")
    assert widow_legal(cards("AD 7H"), cards("8S"), widow) == cards("AD 7H")


def test_the_widow_card_itself_never_wins():
    widow = Card.parse("AS")
    assert widow_trick_winner(cards("7S 9S 8S"), widow) == 1
    assert widow_trick_winner(cards("KD 7S QH"), widow) == 1  # only one followed


def test_nobody_follows_the_widow_card_the_first_played_suit_wins():
    widow = Card.parse("AS")
    assert widow_trick_winner(cards("9D AH KD"), widow) == 2
    assert widow_trick_winner(cards("9D AH 8C"), widow) == 0


def test_the_widow_suit_beats_the_first_played_suit_when_someone_followed():
    widow = Card.parse("9S")
    assert widow_trick_winner(cards("AD KD 7S"), widow) == 2


def test_widow_led_suit():
    widow = Card.parse("9S")
    assert rules.widow_led_suit([], widow) == S
    assert rules.widow_led_suit(cards("KD"), widow) == D
    assert rules.widow_led_suit(cards("KD 7S"), widow) == S


# --- display order ---------------------------------------------------------------------------

def test_hand_alternates_colours_highest_first_within_a_suit():
    hand = sort_hand(cards("7S AS 8H KC TD AH 9C JD QS 7D"))
    assert [str(c) for c in hand] == ["AH", "8H", "KC", "9C", "JD", "TD", "7D", "AS",
                                      "QS", "7S"]


def test_trumps_come_first_and_colours_still_alternate():
    assert suit_order(Suit, S) == (S, H, C, D)
    assert suit_order(Suit, D) == (D, S, H, C)
    hand = sort_hand(cards("AH 7S KC 9D"), C)
    assert [c.suit for c in hand] == [C, D, S, H]


def test_a_missing_suit_does_not_put_two_colours_together():
    assert suit_order([H, D, S]) == (H, S, D)
    order = suit_order([H, C, S], H)
    assert order == (H, C, S)  # two blacks meet either way: the base order decides
    assert suit_order([S, C]) == (C, S)
    assert suit_order([]) == ()


# --- the rules objects for the search -----------------------------------------------------

def test_trick_rules_by_contract():
    suit = trick_rules(Contract(7, H))
    assert suit.trump == H and not suit.misere and not suit.follow_suit
    nt = trick_rules(Contract(8, None))
    assert nt.trump is None and nt.follow_suit and not nt.misere
    miser = trick_rules(Contract.miser_bid())
    assert miser.trump is None and miser.misere
    every = trick_rules(None)
    assert every.misere and every.trump is None
    assert allpass_rules().misere
    for r in (suit, nt, miser):
        assert r.trick_value(()) == 1 and r.trick_value(cards("AS KS QS")) == 1
        assert r.follow_class(Card.parse("9D")) == D


def test_the_solver_takes_the_rules_of_a_trump_contract():
    hands = (frozenset(cards("AS AH")), frozenset(cards("KS 7D")), frozenset(cards("QS 8D")))
    state = TrickState(hands, 0)
    assert solve(state, PrefTrickRules(H), {0}) == 2
    # without trumps the declarer still takes both (aces of spades and hearts lead)
    assert solve(state, PrefTrickRules(None), {0}) == 2


def test_the_solver_plays_miser_to_give_the_declarer_tricks():
    # seat 0 (Miser) holds 7S AH: the spade lead is won by KS, whose 7H lead the ace must take
    hands = (frozenset(cards("7S AH")), frozenset(cards("8S 9S")), frozenset(cards("KS 7H")))
    state = TrickState(hands, 1)
    assert solve(state, PrefTrickRules(None, misere=True), {0}) == 1


def test_widow_trick_rules_answer_one_trick():
    r = WidowTrickRules(Card.parse("9S"))
    assert r.misere and r.players == 3
    assert r.legal(cards("AD 7H"), cards("KD")) == cards("AD")
    assert r.winner(cards("KD AD 7S")) == 2
