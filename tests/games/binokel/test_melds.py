"""Melds (rules/binokel.md, "Trump and melds"): every row of the table and every bullet rule."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Card, Rank, Suit, parse_cards
from cardsuite.games.binokel.melds import (
    CROSS_CATEGORIES,
    MELD_POINTS,
    Meld,
    MeldName,
    best_meld_points,
    best_trump,
    find_melds,
    meld_cards,
    meld_points,
    meld_sheet,
)
from cardsuite.games.binokel.rules import HAND_SIZE, RANK_ORDER, SUIT_ORDER, deck

C, S, H, D = Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS


def cards(text):
    return parse_cards(text)


def named(hand, trump):
    """The melds as (name, suit code or None, points), for readable comparisons."""
    return [(str(m.name), m.suit.code if m.suit is not None else None, m.points)
            for m in find_melds(cards(hand), trump)]


# --- every row of the meld table ----------------------------------------------------------

@pytest.mark.parametrize("hand, name, plain, trump", [
    ("KH QH", "pair", 20, 40),
    ("KH KH QH QH", "double_pair", 40, 80),
    ("AH TH KH QH JH", "family", 100, 150),
    ("AH TH KH QH JH AH TH KH QH JH", "double_family", 200, 1000),
])
def test_suit_melds_plain_and_trump(hand, name, plain, trump):
    assert named(hand, "C") == [(name, "H", plain)]
    assert named(hand, "H") == [(name, "H", trump)]
    assert meld_points(cards(hand), C) == plain and meld_points(cards(hand), H) == trump


@pytest.mark.parametrize("hand, name, value", [
    ("QS JD", "binokel", 40),
    ("QS QS JD JD", "double_binokel", 300),
    ("JC JS JH JD", "four_jacks", 40),
    ("JC JS JH JD JC JS JH JD", "eight_jacks", 1000),
    ("QC QS QH QD", "four_queens", 60),
    ("QC QS QH QD QC QS QH QD", "eight_queens", 1000),
    ("KC KS KH KD", "four_kings", 80),
    ("KC KS KH KD KC KS KH KD", "eight_kings", 1000),
    ("AC AS AH AD", "four_aces", 100),
    ("AC AS AH AD AC AS AH AD", "eight_aces", 1000),
])
def test_cross_suit_melds_are_the_same_whatever_the_trump(hand, name, value):
    for trump in Suit:
        assert named(hand, trump) == [(name, None, value)]


def test_rundgang_is_240():
    hand = "KC QC KS QS KH QH KD QD AC TC TS TH"
    for trump in Suit:
        melds = find_melds(cards(hand), trump)
        assert [(str(m.name), m.points) for m in melds] == [("rundgang", 240)]
        assert melds[0].pair_suits == SUIT_ORDER
        assert sorted(melds[0].cards) == sorted(cards("KC QC KS QS KH QH KD QD"))


def test_the_table_as_data():
    assert MELD_POINTS[MeldName.PAIR] == (20, 40)
    assert MELD_POINTS[MeldName.DOUBLE_FAMILY] == (200, 1000)
    assert MELD_POINTS[MeldName.RUNDGANG] == (240, 240)
    assert len(MELD_POINTS) == 17  # 15, and the Diß (one or both trump sevens)
    assert MeldName.DOUBLE_BINOKEL == "double_binokel"  # a stable string code


def test_no_melds():
    assert find_melds(cards("AC TC JC AS TS JS AH TH JH TD"), "C") == []
    assert meld_points([], "C") == 0


# --- within one suit a card serves one combination ------------------------------------------------

def test_kreuz_family_and_another_kreuz_pair_is_190_with_kreuz_trump():
    hand = cards("AC TC KC QC JC KC QC AS TS AH TH TD")
    assert named(hand_text(hand), "C") == [("family", "C", 150), ("pair", "C", 40)]
    assert meld_points(hand, "C") == 190
    # Plain: 100 + 20, the manual's "120 Pik" example.
    assert meld_points(cards("AS TS KS QS JS KS QS"), "C") == 120


def test_a_familys_king_and_ober_are_not_also_a_pair():
    assert named("AH TH KH QH JH", "C") == [("family", "H", 100)]
    # One more king alone makes no second pair.
    assert named("AH TH KH QH JH KH", "C") == [("family", "H", 100)]


def test_the_manuals_suit_examples_with_kreuz_trump():
    assert meld_points(cards("KH KH QH QH"), "C") == 40  # double Herz pair
    assert meld_points(cards("KC QC"), "C") == 40  # Kreuz pair
    assert meld_points(cards("AS TS KS QS JS"), "C") == 100  # Pik family


def test_double_family_replaces_the_families_and_pairs_in_them():
    hand = cards("AS TS KS QS JS AS TS KS QS JS")
    assert named(hand_text(hand), "H") == [("double_family", "S", 200)]
    assert named(hand_text(hand), "S") == [("double_family", "S", 1000)]


# --- melds across suits reuse cards ------------------------------------------------------------

def test_binokel_with_the_ober_of_a_pik_family():
    hand = cards("AS TS KS QS JS JD")
    assert named(hand_text(hand), "H") == [("family", "S", 100), ("binokel", None, 40)]
    assert meld_points(hand, "S") == 150 + 40


def test_four_kings_with_a_king_of_a_pair():
    hand = cards("KC KS KH KD QH")
    assert named(hand_text(hand), "C") == [("pair", "H", 20), ("four_kings", None, 80)]
    assert meld_points(hand, "H") == 40 + 80


def test_four_aces_with_the_ace_of_a_family():
    hand = cards("AC TC KC QC JC AS AH AD")
    assert meld_points(hand, "C") == 150 + 100


# --- the bigger meld replaces the smaller of its kind ----------------------------------------

def test_eight_aces_is_1000_not_1100():
    hand = cards("AC AS AH AD AC AS AH AD TC TS")
    assert named(hand_text(hand), "C") == [("eight_aces", None, 1000)]
    assert meld_points(hand, "C") == 1000


def test_double_binokel_is_300_not_340():
    hand = cards("QS QS JD JD AH")
    assert named(hand_text(hand), "C") == [("double_binokel", None, 300)]
    # Three of the four cards are one Binokel.
    assert named("QS QS JD", "C") == [("binokel", None, 40)]


def test_seven_of_a_kind_is_four():
    assert named("KC KS KH KD KC KS KH", "D") == [("four_kings", None, 80)]


# --- Rundgang ------------------------------------------------------------------------------------

def test_rundgang_replaces_four_kings_four_ober_and_the_pairs():
    hand = cards("KC QC KS QS KH QH KD QD AC TC TS TH")
    # Not 80 + 60 + 3 × 20 + 40 added on top of those: one meld worth their sum.
    names = {str(m.name) for m in find_melds(hand, "H")}
    assert names == {"rundgang"}
    assert meld_points(hand, "H") == 80 + 60 + 3 * 20 + 40 == 240


def test_rundgang_with_a_plain_family_is_220():
    hand = cards("AS TS KS QS JS KC QC KH QH KD QD TC")
    assert len(hand) == HAND_SIZE
    melds = find_melds(hand, "C")
    assert named(hand_text(hand), "C") == [("family", "S", 100), ("rundgang", None, 220)]
    assert melds[1].pair_suits == (C, H, D)
    assert meld_points(hand, "C") == 100 + 220


def test_rundgang_with_a_trump_family_is_200():
    hand = cards("AS TS KS QS JS KC QC KH QH KD QD TC")
    assert named(hand_text(hand), "S") == [("family", "S", 150), ("rundgang", None, 200)]
    assert meld_points(hand, "S") == 150 + 200


def test_rundgang_keeps_the_pair_beside_a_family_with_a_second_king_and_ober():
    hand = cards("AC TC KC QC JC KC QC KS QS KH QH KD QD")
    assert named(hand_text(hand), "C") == [("family", "C", 150), ("rundgang", None, 240)]
    assert meld_points(hand, "C") == 150 + 40 + 80 + 60 + 60  # F + P, 4 K, 4 O, three pairs


def test_rundgang_takes_one_pair_of_a_double_pair():
    hand = cards("KC QC KS QS KH QH KH QH KD QD")
    assert named(hand_text(hand), "C") == [("pair", "H", 20), ("rundgang", None, 240)]
    assert named(hand_text(hand), "H") == [("pair", "H", 40), ("rundgang", None, 240)]


def test_eight_kings_are_not_folded_into_a_rundgang():
    hand = cards("KC QC KS QS KH QH KD QD KC KS KH KD")
    assert named(hand_text(hand), "D") == [
        ("pair", "C", 20), ("pair", "S", 20), ("pair", "H", 20), ("pair", "D", 40),
        ("eight_kings", None, 1000), ("four_queens", None, 60)]


def test_rundgang_with_binokel_and_a_family():
    hand = cards("AS TS KS QS JS KC QC KH QH KD QD JD")
    assert meld_points(hand, "D") == 100 + 220 + 40
    assert named(hand_text(hand), "D")[-2:] == [("binokel", None, 40), ("rundgang", None, 220)]


# --- the meld screen's view ------------------------------------------------------------------

def test_meld_sheet_buttons_per_suit_and_rows():
    hand = cards("AC TC KC QC JC KC QC KS KS QS QS JD KH QH")  # 14 cards: any size works
    sheet = meld_sheet(hand, "C")
    assert sheet.trump is C
    assert sheet.buttons(C) == ("P", "F") and sheet.suit_points(C) == 190
    assert sheet.buttons(S) == ("2P",) and sheet.suit_points(S) == 40
    assert sheet.buttons(H) == ("P",) and sheet.buttons(D) == ()
    assert sheet.cross_points("binokel") == 40
    assert sheet.cross_points("kings") == 0 and sheet.cross_points("rundgang") == 0
    assert sheet.total == meld_points(hand, "C") == 190 + 40 + 20 + 40
    assert set(CROSS_CATEGORIES) == {"binokel", "aces", "kings", "queens", "jacks", "rundgang",
                                     "diss"}  # the Diß: only the game with sevens has it


def test_meld_sheet_under_a_rundgang_shows_no_pairs_kings_or_ober():
    sheet = meld_sheet(cards("AS TS KS QS JS KC QC KH QH KD QD TC"), S)
    assert [sheet.buttons(suit) for suit in SUIT_ORDER] == [(), ("F",), (), ()]
    assert sheet.cross_points("rundgang") == 200
    assert sheet.cross_points("kings") == sheet.cross_points("queens") == 0
    assert sheet.total == 350


def test_double_family_button_and_eight_of_a_kind_rows():
    hand = cards("AD TD KD QD JD AD TD KD QD JD AC AS AH AC AS AH")
    sheet = meld_sheet(hand, D)
    assert sheet.buttons(D) == ("2F",) and sheet.suit_points(D) == 1000
    assert sheet.cross_points("aces") == 1000
    assert sheet.total == 2000


# --- choosing trump, checking input ---------------------------------------------------------------

def test_best_trump_maximises_melds():
    hand = cards("AS TS KS QS JS KC QC KH QH KD QD TC")
    assert best_trump(hand) is S  # 350 against 320
    # Equal melds: the longer suit.
    assert best_trump(cards("KH QH KD QD AD TD")) is D
    # Equal melds and length: more card points in the suit, then Kreuz, Pik, Herz, Schellen.
    assert best_trump(cards("KH QH TH KD QD JD")) is H
    assert best_trump(cards("AC AD")) is C


def test_a_card_three_times_or_a_foreign_card_is_refused():
    with pytest.raises(ValueError):
        find_melds(cards("KH KH KH QH"), "C")
    with pytest.raises(ValueError):
        find_melds(cards("9H KH QH"), "C")
    with pytest.raises(TypeError):
        find_melds(cards("KH QH"), None)  # type: ignore[arg-type]


def test_trump_as_code_letter_or_suit():
    hand = cards("KH QH")
    assert meld_points(hand, "H") == meld_points(hand, Suit.HEARTS) == meld_points(hand, "h") == 40


def test_meld_is_a_frozen_record():
    meld = find_melds(cards("KH QH"), "C")[0]
    assert isinstance(meld, Meld) and str(meld) == "pair H 20"
    with pytest.raises(AttributeError):
        meld.points = 1  # type: ignore[misc]


# --- properties over random hands -----------------------------------------------------------------

def reference_points(hand, trump):
    """An independent count: per suit the dearest of 2F, F+P, F, 2P, P; then the cross melds
    (the Rundgang only groups what is counted here, so it cannot change the sum)."""
    n = Counter(hand)
    total = 0
    for suit in Suit:
        held = [n[Card(suit, rank)] for rank in RANK_ORDER]
        kings, queens = n[Card(suit, Rank.KING)], n[Card(suit, Rank.QUEEN)]
        t = suit == trump
        if min(held) == 2:
            total += 1000 if t else 200
        elif min(held) == 1:
            total += (150 if t else 100) + ((40 if t else 20) if kings == queens == 2 else 0)
        elif kings == queens == 2:
            total += 80 if t else 40
        elif kings and queens:
            total += 40 if t else 20
    binokel = min(n[Card(S, Rank.QUEEN)], n[Card(D, Rank.JACK)])
    total += {0: 0, 1: 40, 2: 300}[binokel]
    for rank, four in ((Rank.ACE, 100), (Rank.KING, 80), (Rank.QUEEN, 60), (Rank.JACK, 40)):
        total += {0: 0, 1: four, 2: 1000}[min(n[Card(suit, rank)] for suit in Suit)]
    return total


hands = st.integers(0, 16).flatmap(
    lambda size: st.permutations(deck()).map(lambda order: order[:size]))


@settings(max_examples=300, deadline=None)
@given(hand=hands, trump=st.sampled_from(list(Suit)))
def test_melds_add_up_and_respect_the_one_combination_per_suit_rule(hand, trump):
    melds = find_melds(hand, trump)
    assert meld_points(hand, trump) == sum(m.points for m in melds) == reference_points(hand, trump)
    held = Counter(hand)
    for meld in melds:
        assert not Counter(meld.cards) - held, f"{meld} uses cards not in the hand"
    # Within a suit, the suit melds and the pairs a Rundgang took use each card once.
    for suit in Suit:
        used = Counter()
        for meld in melds:
            if meld.suit == suit:
                used.update(meld.cards)
            elif meld.name == "rundgang" and suit in meld.pair_suits:
                used.update([Card(suit, Rank.KING), Card(suit, Rank.QUEEN)])
        assert not used - held, f"{suit.code}: cards used twice in {melds}"
    sheet = meld_sheet(hand, trump)
    assert sheet.total == sum(sheet.suit_points(s) for s in Suit) + sum(
        sheet.cross_points(c) for c in CROSS_CATEGORIES)
    assert find_melds(list(reversed(hand)), trump) == melds  # the order of the hand is irrelevant


@settings(max_examples=100, deadline=None)
@given(hand=hands)
def test_best_trump_melds_the_most(hand):
    assert meld_points(hand, best_trump(hand)) == max(meld_points(hand, s) for s in Suit)


def hand_text(hand):
    return " ".join(str(card) for card in hand)


# --- the meld a hand counts on before trump is named, and the cards it needs --------------------
# Worked from the table of rules/binokel.md.

def test_the_best_meld_takes_the_best_trump_and_names_the_cards_it_needs():
    # Kreuz trump: family 150 + a second pair 40 = 190 (any other trump: 100 + 20).
    hand = cards("AC TC KC QC JC KC QC AS TS AH TH TD")
    assert best_meld_points(hand) == 190
    # Without a single A, 10 or U of Kreuz the family is gone (the double pair, 80, stays);
    # without one K or O of the two the second pair is gone (150).  The others meld nothing.
    assert meld_cards(hand) == frozenset(cards("AC TC KC QC JC"))


def test_a_cross_suit_meld_needs_each_of_its_cards():
    hand = cards("QS JD AH TH AC TC KH TD JH JS QC KD")
    assert best_meld_points(hand) == 40  # the Binokel, ♠O + ♦U; no pair, no four of a rank
    assert meld_cards(hand) == frozenset(cards("QS JD"))


def test_a_card_held_twice_is_needed_only_when_both_copies_are():
    hand = cards("AC AS AH AH AD TC TS TH KD QC JS JH")
    assert best_meld_points(hand) == 100  # four Aces; the second ♥A adds nothing
    assert meld_cards(hand) == frozenset(cards("AC AS AD"))
    # With one ♥A pressed, the other is needed.
    rest = list(hand)
    rest.remove(cards("AH")[0])
    assert meld_cards(rest) == frozenset(cards("AC AS AH AD"))


def test_a_hand_without_melds_needs_no_card():
    hand = cards("AC TC AS TS TH KC QS JH TD JC KH QD")
    assert best_meld_points(hand) == 0 and meld_cards(hand) == frozenset()


@settings(max_examples=60, deadline=None)
@given(st.permutations(deck()))
def test_pressing_a_card_lowers_the_meld_exactly_when_it_is_needed(shuffled):
    hand = shuffled[:16]  # the solo player's twelve cards and the Dabb
    best = best_meld_points(hand)
    needed = meld_cards(hand)
    for card in set(hand):
        rest = list(hand)
        rest.remove(card)
        assert max(meld_points(rest, suit) for suit in SUIT_ORDER) <= best
        assert (max(meld_points(rest, suit) for suit in SUIT_ORDER) < best) == (card in needed)


# --- a double family worth 1500 (seeds/004: "double family (10 cards of one suit) 1500") ---------

def test_a_double_family_counts_1500_in_any_suit_with_the_option():
    from cardsuite.games.binokel.melds import Declaration, best_declaration, meld_sheet
    from cardsuite.games.binokel.options import Options

    modern = Options(double_family_1500=True)
    hand = cards("AH TH KH QH JH AH TH KH QH JH AC TC")
    # 1992: 200 plain, 1000 in trump; with the option 1500 either way.
    assert meld_points(hand, "C") == 200 and meld_points(hand, "H") == 1000
    assert meld_points(hand, "C", modern) == 1500 and meld_points(hand, "H", modern) == 1500
    assert best_trump(hand, modern) == Suit.HEARTS  # ties go to the longer suit
    # The meld screen and a declaration by hand count it the same way.
    assert meld_sheet(hand, "C", modern).suit_points(Suit.HEARTS) == 1500
    declared = Declaration.of({Suit.HEARTS: ["2F"]})
    assert declared.suit_points(Suit.HEARTS, "C", modern) == 1500
    assert declared.points("C", modern) == 1500 and declared.points("C") == 200
    assert [m.points for m in declared.melds("H", modern)] == [1500]
    assert best_declaration(hand, "C", modern) == declared
    # Nothing else changes: a single family stays 100 / 150.
    single = cards("AH TH KH QH JH")
    assert meld_points(single, "C", modern) == 100 and meld_points(single, "H", modern) == 150
