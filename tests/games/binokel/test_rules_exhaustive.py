"""Binokel's card rules against the second formulation of ``rules_spec`` (from the text).

``cardsuite/games/binokel/rules.py`` decides with a pairwise ``beats`` and a
branch per case; :mod:`tests.games.binokel.rules_spec` writes the rules down as
``rules/binokel.md`` "Play" and the 1992 manual state them (its docstring
quotes them and records the decisions where they leave room).  Here the code
is compared with it for every trump: every ordered trick, in the 40-card game
and the 48-card game with sevens; every lead with every hand of up to two
other cards (48 cards, and seeded threes); every two cards played with every
hand of up to two (40 cards); random full hands; tokens for the two copies;
the bots' adapter; and the manual's worked examples are spelt out.

The two copies of a card are equal to every rule, so a trick is enumerated
once per sequence of card values that the deck can hold (no value more than
twice): all 40·39·38 ordered tricks of the 40 physical cards are the 7 980
sequences checked here, the 48·47·46 of the game with sevens the 13 800.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Card, Suit
from cardsuite.games.binokel.bots import BinokelTrickRules, twins
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.rules import (
    beats,
    card_points,
    deck,
    is_trump,
    legal_cards,
    points,
    strength,
    trick_points,
    trick_winner,
)
from tests.games.binokel.rules_spec import (
    PLACE,
    POINTS,
    cards,
    spec_deck,
    spec_legal,
    spec_winner,
    value,
)

SEVENS = Options(sevens=True)
DECKS = {40: deck(), 48: deck(SEVENS)}


def test_the_decks_are_the_rules_decks():
    for size, cards_ in DECKS.items():
        assert Counter(cards_) == Counter(spec_deck(size)) and len(cards_) == size
        assert sum(POINTS[str(card)[0]] for card in cards_) == 240 == points(cards_)


def test_card_points_and_the_last_trick():
    """binokel.md: "Card points: A 11, 10 10, K 4, O 3, U 2; all cards 240, last trick +10";
    a seven ("Siebener, Leerer") scores nothing (seeds/004's table: "Arvo 11 10 4 3 2 -")."""
    for card in spec_deck(48)[:24]:
        assert card_points(card) == POINTS[str(card)[0]], card
    trick = cards("AH TH 7H")
    assert trick_points(trick) == 21 and trick_points(trick, last=True) == 31


@functools.cache
def distinct_tricks(size: int, length: int) -> list[tuple[Card, ...]]:
    """Every sequence of ``length`` card values the deck can put into a trick."""
    return sorted(set(itertools.permutations(DECKS[size], length)))


def _first(mismatches, limit=8):
    return "; ".join(mismatches[:limit]) + (f" … ({len(mismatches)} in all)"
                                            if len(mismatches) > limit else "")


def _show(cards_) -> str:
    return " ".join(map(str, cards_))


#: The four trumps, and None: Durch and Bettel have no trump (seeds/004: "Trump -pukua ei
#: valita" — no trump suit is chosen); the same obligations then end at "any card".
TRUMPS = [*Suit, None]


def trump_id(trump) -> str:
    return "none" if trump is None else trump.code


# --- who wins -------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [40, 48])
@pytest.mark.parametrize("trump", TRUMPS, ids=trump_id)
def test_trick_winner_on_every_trick(trump, size):
    tricks = distinct_tricks(size, 3)
    assert len(tricks) == {40: 20 ** 3 - 20, 48: 24 ** 3 - 24}[size]
    bad = [f"{_show(t)}: code {trick_winner(t, trump)}, rules {spec_winner(t, trump)}"
           for t in tricks if trick_winner(t, trump) != spec_winner(t, trump)]
    assert not bad, _first(bad)
    # The trump may also be named by its code letter.
    sample = tricks[::97]
    named = None if trump is None else trump.code
    assert [trick_winner(t, named) for t in sample] == [spec_winner(t, trump) for t in sample]


@pytest.mark.parametrize("trump", TRUMPS, ids=trump_id)
def test_beats_and_the_winner_so_far(trump):
    """``beats(card, winning)``: the later card takes a trick that ``winning`` holds so far."""
    for first, second in distinct_tricks(48, 2):
        want = spec_winner((first, second), trump)
        assert trick_winner((first, second), trump) == want, (first, second)
        assert beats(second, first, trump) == (want == 1), (first, second)
    for card in spec_deck(48):
        assert trick_winner((card,), trump) == 0
        assert is_trump(card, trump) == (card.suit == trump)
    for a, b in itertools.product(spec_deck(48)[:24], repeat=2):
        if a.suit == b.suit:
            assert (strength(a) > strength(b)) == (PLACE[a] < PLACE[b]), (a, b)


# --- may this card be played ----------------------------------------------------------------

@functools.cache
def small_hands(size: int, trick: tuple[Card, ...], sizes: tuple[int, ...]) -> list[tuple]:
    """Every hand (a multiset of values) of the given sizes that the deck's cards not in
    ``trick`` can form (the same for every trump, so built once)."""
    left = Counter(DECKS[size])
    left.subtract(trick)
    return [hand for n in sizes
            for hand in itertools.combinations_with_replacement(sorted(set(left)), n)
            if all(hand.count(card) <= left[card] for card in hand)]


def _check_legal(hands, trick, trump, mismatches):
    for hand in hands:
        got = legal_cards(hand, trick, trump)
        want = spec_legal(hand, trick, trump)
        if got != want and sorted(got) != sorted(want):  # same cards, any order
            mismatches.append(f"hand {_show(hand)}, trick {_show(trick)}: code {_show(got)}, "
                              f"rules {_show(want)}")


@pytest.mark.parametrize("trump", TRUMPS, ids=trump_id)
def test_legal_cards_second_seat_every_lead_and_every_hand_of_up_to_two(trump):
    """Every led card of the 48-card deck × every hand of one or two of the remaining 47
    cards, and × 200 seeded hands of three."""
    rng = random.Random(f"binokel three-card hands {trump_id(trump)}")
    mismatches: list[str] = []
    for trick in distinct_tricks(48, 1):
        rest = list(DECKS[48])
        rest.remove(trick[0])
        threes = [tuple(rng.sample(rest, 3)) for _ in range(200)]
        _check_legal([*small_hands(48, trick, (1, 2)), *threes], trick, trump, mismatches)
    assert not mismatches, _first(mismatches)


@pytest.mark.parametrize("trump", TRUMPS, ids=trump_id)
def test_legal_cards_third_seat_every_trick_and_every_hand_of_up_to_two(trump):
    """Every two cards played (40-card deck) × every hand of 1–2 of the remaining 38."""
    mismatches: list[str] = []
    for trick in distinct_tricks(40, 2):
        _check_legal(small_hands(40, trick, (1, 2)), trick, trump, mismatches)
    assert not mismatches, _first(mismatches)


@settings(max_examples=300, deadline=None)
@given(trump=st.sampled_from(TRUMPS), size=st.sampled_from([40, 48]), data=st.data(),
       played=st.integers(0, 2))
def test_legal_cards_on_full_hands(trump, size, data, played):
    order = data.draw(st.permutations(DECKS[size]))
    hand_size = {40: 12, 48: 15}[size]
    trick, hand = order[:played], order[played:played + hand_size]
    assert sorted(legal_cards(hand, trick, trump)) == sorted(spec_legal(hand, trick, trump))


def test_legal_cards_hand_back_the_hands_own_tokens():
    """Copies told apart by tokens: the legal cards are those very tokens, copies included."""

    @dataclass(frozen=True)
    class Copy:
        card: Card
        copy: int

        @property
        def suit(self):
            return self.card.suit

        @property
        def rank(self):
            return self.card.rank

    rng = random.Random("binokel tokens")
    tokens = [Copy(card, n) for n, card in enumerate(DECKS[48])]
    for _ in range(300):
        trump = rng.choice(TRUMPS)
        drawn = rng.sample(tokens, 17)
        trick, hand = drawn[:rng.randrange(3)], drawn[2:]
        got = legal_cards(hand, trick, trump)
        assert all(any(token is card for card in hand) for token in got)
        assert Counter(got) == Counter(spec_legal(hand, trick, trump))


# --- the bots' adapter ----------------------------------------------------------------------

@pytest.mark.parametrize("size", [40, 48])
@pytest.mark.parametrize("trump", TRUMPS, ids=trump_id)
def test_the_bots_trick_rules_agree(trump, size):
    rules = BinokelTrickRules(trump)
    tokens = twins(SEVENS if size == 48 else None)
    assert Counter(value(t) for t in tokens) == Counter(spec_deck(size))
    rng = random.Random(f"binokel adapter {trump_id(trump)} {size}")
    for _ in range(1500):
        drawn = rng.sample(tokens, 3)
        assert rules.winner(drawn) == spec_winner(tuple(value(t) for t in drawn), trump), drawn
    for _ in range(300):
        drawn = rng.sample(tokens, 2 + 12)
        trick, hand = drawn[:rng.randrange(3)], drawn[2:]
        assert Counter(rules.legal(hand, trick)) == Counter(spec_legal(hand, trick, trump))
    for a, b in itertools.product(tokens, repeat=2):
        assert (rules.follow_class(a) == rules.follow_class(b)) == (a.suit == b.suit)
        if a.suit == b.suit:
            assert (rules.order(a) > rules.order(b)) == (PLACE[value(a)] < PLACE[value(b)])
            assert (rules.order(a) == rules.order(b)) == (value(a) == value(b))
    assert rules.trick_value(tokens[:3]) == sum(POINTS[str(value(t))[0]] for t in tokens[:3])
    assert rules.last_trick_bonus == 10  # binokel.md: "last trick +10"
    assert not getattr(rules, "follow_suit", False)  # beating and trumping are obligations


# --- worked examples with their source ------------------------------------------------------

C = Suit.CLUBS


@pytest.mark.parametrize(("hand", "trick", "legal", "source"), [
    # Manual 2.5, example 1 (Kreuz trump): "Mittelhand spielt Herz-König. Vorhand muß nun,
    # sofern er so eine Karte hat, eine höhere Karte als ein König in der Farbe Herz ablegen.
    # Da er aber nur eine Herz-Dame besitzt, muß er diese ablegen."
    ("QH AC TS", "KH", "QH", "manual example 1, Vorhand"),
    # "Für Hinterhand gilt dasselbe wie für Vorhand. Er hat aber ein Herz-As und legt es ab."
    ("AH JH AC", "KH QH", "AH", "manual example 1, Hinterhand must beat"),
    # Example 2: "Mittelhand spielt Herz-Dame. Vorhand spielt Herz-König, da er die Farbe
    # bedienen und eine höhere Karte spielen muß."
    ("KH JH AS", "QH", "KH", "manual example 2, Vorhand must beat"),
    # "Hinterhand muß nun eine Karte höher als Herz-König spielen. Er hat aber kein Herz.
    # Deshalb muß er Trumpf spielen. Er spielt Kreuz-Bube."
    ("JC AS TD", "QH KH", "JC", "manual example 2, Hinterhand must trump"),
    # binokel.md: "If the trick has already been trumped, any card of the led suit may be
    # played."
    ("AH JH AC", "TH JC", "AH JH", "binokel.md: trumped, any card of the led suit"),
    # binokel.md: "beat a trump already played if you can" — and trump even if you cannot.
    ("TC JC AS", "KH QC", "TC", "binokel.md: over-trump"),
    ("KC JC AS", "KH AC", "KC JC", "binokel.md: trump, though no trump beats the ace"),
    # Manual rule 6: neither the led suit nor a trump: anything.
    ("AS TD KD", "KH AC", "AS TD KD", "manual rule 6: anything"),
    # Rule 4: an equal card does not beat, so it is no way of meeting the Stichzwang.
    ("AH KH", "AH", "AH KH", "binokel.md rule 4: the second ace cannot beat the first"),
    # With sevens: a seven is the lowest card (seeds/004 "A 10 K O U 7").
    ("7H 7D", "JH", "7H", "seeds/004: a seven follows without beating"),
    ("JH 7H", "7H", "JH", "seeds/004: the Unter beats the seven"),
])
def test_worked_legal_examples(hand, trick, legal, source):
    held, played = cards(hand), cards(trick)
    assert sorted(spec_legal(held, played, C)) == sorted(cards(legal)), source
    assert sorted(legal_cards(held, played, C)) == sorted(cards(legal)), source


@pytest.mark.parametrize(("trick", "winner", "source"), [
    ("KH QH AH", 2, "manual example 1: Hinterhand macht den Stich mit einem Herz-As"),
    ("QH KH JC", 2, "manual example 2: Hinterhand macht den Stich mit einem Kreuz-Bube"),
    ("AH AH TH", 0, "binokel.md rule 4: of two equal cards, the first played wins"),
    ("KH AC AC", 1, "rule 4 among trumps"),
    ("AS KH AH", 0, "manual rule 6: a card of another suit makes no trick"),
    ("7H 7H JH", 2, "seeds/004: the Unter above the seven"),
    ("AH 7C TH", 1, "manual rule 1: Trumpf sticht immer (even the trump seven)"),
])
def test_worked_trick_examples(trick, winner, source):
    played = tuple(cards(trick))
    assert spec_winner(played, C) == winner, source
    assert trick_winner(played, C) == winner, source
