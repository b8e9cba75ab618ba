"""Dealing unseen cards: every constraint always holds, and the deals are uniform."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.ai.sampling import (
    Holder,
    NoConsistentDeal,
    count_deals,
    sample,
    samples,
)
from cardsuite.engine.cards import french_deck, parse_cards
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.games.skat.rules import GameType, follow_class, skat_deck


def suit_of(card):
    return card.suit


def grand_class(card):
    return follow_class(card, GameType.GRAND)


def check(deal, unseen, holders, classes):
    """Every card dealt once, every count met, every constraint kept."""
    assert set(deal) == set(holders)
    dealt = [card for cards in deal.values() for card in cards]
    assert sorted(dealt) == sorted(unseen)
    for name, holder in holders.items():
        cards = deal[name]
        assert len(cards) == holder.count
        assert holder.must <= cards
        assert not cards & holder.never
        assert not {classes(card) for card in cards} & holder.voids


@st.composite
def constrained_deals(draw):
    """Constraints read off a true deal, so at least one consistent deal exists."""
    seed = draw(st.integers(0, 2**32))
    unseen_count = draw(st.integers(0, 22))
    deck = seeded_shuffle(skat_deck(), seed)
    unseen = deck[:unseen_count]
    sizes = [unseen_count // 2, unseen_count - unseen_count // 2]
    if unseen_count >= 2 and draw(st.booleans()):  # a Skat of two as a third holder
        sizes = [(unseen_count - 2) // 2, unseen_count - 2 - (unseen_count - 2) // 2, 2]
    truth, start = [], 0
    for size in sizes:
        truth.append(frozenset(unseen[start:start + size]))
        start += size
    names = [1, 2, "skat"][:len(sizes)]
    holders = {}
    for name, cards in zip(names, truth, strict=True):
        held_classes = {grand_class(c) for c in cards}
        all_classes = {grand_class(c) for c in unseen}
        voids = frozenset(cls for cls in all_classes - held_classes if draw(st.booleans()))
        must = frozenset(c for c in sorted(cards) if draw(st.integers(0, 4)) == 0)
        others = sorted(set(unseen) - cards)
        never = frozenset(c for c in others if draw(st.integers(0, 3)) == 0)
        holders[name] = Holder(len(cards), must=must, voids=voids, never=never)
    return unseen, holders, seed


@settings(max_examples=150, deadline=None)
@given(constrained_deals())
def test_samples_keep_every_constraint(case):
    unseen, holders, seed = case
    rng = SplitMix64(seed)
    for deal in samples(unseen, holders, rng, grand_class, 5):
        check(deal, unseen, holders, grand_class)


def brute_count(unseen, holders, classes):
    """Consistent deals by enumerating every assignment (tiny cases only)."""
    names = list(holders)
    total = 0
    for owners in itertools.product(range(len(names)), repeat=len(unseen)):
        deal = {name: frozenset(c for c, o in zip(unseen, owners, strict=True) if o == i)
                for i, name in enumerate(names)}
        ok = all(len(deal[n]) == h.count and h.must <= deal[n] and not deal[n] & h.never
                 and not {classes(c) for c in deal[n]} & h.voids for n, h in holders.items())
        total += ok
    return total


@settings(max_examples=60, deadline=None)
@given(constrained_deals().filter(lambda case: len(case[0]) <= 8))
def test_count_matches_enumeration(case):
    unseen, holders, _ = case
    assert count_deals(unseen, holders, grand_class) == brute_count(unseen, holders, grand_class)


def test_unconstrained_deals_are_uniform():
    unseen = parse_cards("AS TS KS QS 9S 8S")
    holders = {1: Holder(2), 2: Holder(2), "skat": Holder(2)}
    assert count_deals(unseen, holders, suit_of) == 90  # 6! / (2! 2! 2!)
    seen = Counter(tuple(sorted(deal[1])) + tuple(sorted(deal[2]))
                   for deal in samples(unseen, holders, SplitMix64(2024), suit_of, 9000))
    assert len(seen) == 90
    # Each deal expects 100; a uniform sampler stays well inside these bounds.
    assert min(seen.values()) > 55 and max(seen.values()) < 150, "seed 2024"


def test_constrained_deals_are_uniform_too():
    """With voids and known cards the consistent deals are still equally likely."""
    unseen = parse_cards("AS TS KS AH TH KH 7C")
    holders = {
        1: Holder(3, voids=frozenset({parse_cards("AH")[0].suit})),
        2: Holder(3, must=frozenset(parse_cards("TS"))),
        "skat": Holder(1, never=frozenset(parse_cards("7C"))),
    }
    total = count_deals(unseen, holders, suit_of)
    assert total == brute_count(unseen, holders, suit_of) > 1
    draws = 200 * total
    seen = Counter(tuple(sorted(deal[1])) + tuple(sorted(deal[2]))
                   for deal in samples(unseen, holders, SplitMix64(7), suit_of, draws))
    assert len(seen) == total
    assert min(seen.values()) > 130 and max(seen.values()) < 280, "seed 7"


def test_same_seed_same_deals():
    unseen = seeded_shuffle(skat_deck(), 3)[:22]
    holders = {1: Holder(10), 2: Holder(10), "skat": Holder(2)}
    first = samples(unseen, holders, SplitMix64(99), grand_class, 4)
    assert first == samples(unseen, holders, SplitMix64(99), grand_class, 4)
    assert len({tuple(sorted(d[1])) for d in first}) > 1
    assert sample(unseen, holders, SplitMix64(99), grand_class) == first[0]


def test_huge_deal_counts_sample_exactly():
    """52 cards to four hands: more deals than 2^64, drawn with big-integer sampling."""
    deck = french_deck()
    holders = {seat: Holder(13) for seat in range(4)}
    assert count_deals(deck, holders, suit_of) > 2**64
    for deal in samples(deck, holders, SplitMix64(5), suit_of, 3):
        check(deal, deck, holders, suit_of)


@pytest.mark.parametrize("holders,message", [
    ({1: Holder(2), 2: Holder(2)}, "want 4 cards but 3"),
    ({1: Holder(3, voids=frozenset({"S"})), 2: Holder(0, voids=frozenset({"S"}))},
     "no holder may receive"),
    ({1: Holder(3, voids=frozenset({"S"})), 2: Holder(0)},
     "holder 1 must receive 3 more cards but only 1 unseen"),
    ({1: Holder(1, must=frozenset(parse_cards("AS TS"))), 2: Holder(2)}, "must hold 2"),
    ({1: Holder(2, must=frozenset(parse_cards("AH"))), 2: Holder(1)}, "not unseen"),
    ({1: Holder(1, must=frozenset(parse_cards("AS"))),
      2: Holder(2, must=frozenset(parse_cards("AS")))}, "both"),
    ({1: Holder(2, voids=frozenset({"S"}), must=frozenset(parse_cards("AS"))), 2: Holder(1)},
     "cannot hold"),
])
def test_contradictions_are_named(holders, message):
    unseen = parse_cards("AS TS KH")
    with pytest.raises(NoConsistentDeal, match=message):
        sample(unseen, holders, SplitMix64(1), lambda card: card.suit.code)
    assert count_deals(unseen, holders, lambda card: card.suit.code) == 0


def test_a_void_that_cannot_be_filled_is_explained():
    # Seat 1 is void in spades and must take 2 cards, but only one non-spade is unseen.
    unseen = parse_cards("AS TS KH")
    holders = {1: Holder(2, voids=frozenset({"S"})), 2: Holder(1)}
    with pytest.raises(NoConsistentDeal, match="only 1 unseen cards may go there"):
        sample(unseen, holders, SplitMix64(1), lambda card: card.suit.code)
    with pytest.raises(ValueError):  # NoConsistentDeal is a ValueError
        samples(unseen, holders, SplitMix64(1), lambda card: card.suit.code, 3)
