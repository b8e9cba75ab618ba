"""Preference's card rules against the second formulation of ``rules_spec`` (from the text).

``cardsuite/games/pref/rules.py`` decides with a pairwise ``beats``;
:mod:`tests.games.pref.rules_spec` writes the rules down as
``rules/prefclub.md`` and the 1993 manual state them (its docstring quotes
them and records the one decision the text leaves open, on the ALL PASS widow
tricks, and where the order below the ace comes from).  Here the code is
compared with it for every kind of contract — the four trump suits, no trumps
(Miser and ALL PASS play alike) — on every ordered three-card trick, every
lead with every hand of up to two other cards (and seeded threes), the third
seat after every ordered pair, random full hands; the ALL PASS widow tricks
for every widow card; the search rules of every contract; and a few worked
examples.
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
from tests.games.pref.rules_spec import (
    CONTRACTS,
    PLACE,
    SPEC_DECK,
    TRUMPS,
    cards,
    spec_legal,
    spec_widow_legal,
    spec_widow_winner,
    spec_winner,
)

DECK = deck()


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
            if got != want and sorted(got) != sorted(want):  # same cards, any order
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
            if got != want and sorted(got) != sorted(want):  # same cards, any order
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
        if got != want and sorted(got) != sorted(want):  # same cards, any order
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
