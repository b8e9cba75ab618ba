"""Bid values, "mit/ohne" matadors and what a hand is worth (rules/skat.md, "Bidding")."""

import pytest

from cardsuite.engine.cards import Card, Rank, Suit, parse_cards, piquet_deck
from cardsuite.games.skat.bidding import (
    BID_VALUES,
    NULL_VALUES,
    RuleSet,
    bid_values,
    game_levels,
    matador_sequence,
    matadors,
    max_bid_value,
    next_bid,
    null_value,
    with_matadors,
)
from cardsuite.games.skat.rules import JACKS, GameType

SUITS = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS)

# The official table of the 63 Reizwerte, written out by hand (not computed like the module).
OFFICIAL = (
    18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60,
    63, 66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130,
    132, 135, 140, 143, 144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192,
    198, 204, 216, 240, 264,
)


def cards_without(exclude, count):
    """``count`` cards of the deck that are not in ``exclude`` (fillers that hold no trump)."""
    return [card for card in piquet_deck() if card not in exclude][:count]


# --- bid values -----------------------------------------------------------------------

def test_there_are_63_bid_values_in_ascending_order():
    assert len(BID_VALUES) == 63
    assert list(BID_VALUES) == sorted(set(BID_VALUES))
    assert BID_VALUES[0] == 18
    assert BID_VALUES[-1] == 264
    assert BID_VALUES == OFFICIAL


def test_isko_bid_values_are_the_module_constant():
    assert bid_values(RuleSet.ISKO) == BID_VALUES


@pytest.mark.parametrize("value", [18, 20, 22, 23, 27, 35, 46, 59, 72, 216, 240, 264])
def test_known_bid_values_are_members(value):
    assert value in BID_VALUES


@pytest.mark.parametrize("value", [17, 19, 21, 25, 26, 28, 58, 250, 288])
def test_other_numbers_are_not_bid_values(value):
    assert value not in BID_VALUES


def test_every_value_comes_from_a_base_or_is_a_null_value():
    bases = (9, 10, 11, 12)
    for value in BID_VALUES:
        suit = any(value % base == 0 and 2 <= value // base <= 18 for base in bases)
        grand = value % 24 == 0 and 2 <= value // 24 <= 11
        assert suit or grand or value in (23, 35, 46, 59), value


def test_amiga_set_has_no_null_values_and_nothing_past_mit_or_ohne_4():
    amiga = bid_values(RuleSet.AMIGA)
    for null in (23, 35, 46, 59):
        assert null not in amiga
    # Written out by hand from the official table: the values that need mit/ohne 5 or more
    # in a suit game (base × 12 … 18) and are no Grand value (24 × 2 … 11) either.
    past_four = {117, 126, 130, 135, 140, 143, 150, 153, 154, 156, 160, 162, 165, 170, 176,
                 180, 187, 198, 204}
    assert set(amiga) == set(OFFICIAL) - {23, 35, 46, 59} - past_four
    assert len(amiga) == 40
    # What stays: Kreuz mit 4 with every level (12 × 11 = 132), Grand's top (24 × 11 = 264),
    # and values past mit 4 in a suit that Grand reaches (144 = 24 × 6, 216 = 24 × 9).
    assert {132, 144, 216, 264} <= set(amiga)
    assert amiga[0] == 18 and amiga[-1] == 264


def test_next_bid_after_mit_4_values_in_the_amiga_set():
    assert next_bid(110, RuleSet.AMIGA) == 120  # 117 (Karo mit 12) is gone
    assert next_bid(110, RuleSet.ISKO) == 117
    assert next_bid(168, RuleSet.AMIGA) == 192


# --- Amiga 1990: "mit sieben" counts as "mit vier" ----------------------------------------
# The manual: "Rechnen Sie sich aus, wie hoch Sie reizen können (wobei Sie bitte beachten,
# daß nur die Buben zählen, Spiele wie "mit sieben" oder "ohne fünf" zählen nur als "mit /
# ohne vier")".

#: Kreuz "mit sieben": the four jacks and ♣A ♣10 ♣K (not ♣D).
MIT_SIEBEN = parse_cards("JC JS JH JD AC TC KC 8C AS TS")
#: Herz "ohne fünf": no jack, no ♥A, but ♥10.
OHNE_FUENF = parse_cards("TH KH QH 9H 8H AS TS AC TC AD")


def test_amiga_counts_mit_sieben_and_ohne_fuenf_as_four():
    assert matadors(MIT_SIEBEN, GameType.CLUBS) == 7
    assert matadors(MIT_SIEBEN, GameType.CLUBS, RuleSet.AMIGA) == 4
    assert matadors(OHNE_FUENF, GameType.HEARTS) == 5
    assert matadors(OHNE_FUENF, GameType.HEARTS, RuleSet.AMIGA) == 4
    # Reizwert = Multiplikator × Farbwert: mit/ohne 4 + Spiel = 5.
    assert max_bid_value(MIT_SIEBEN, GameType.CLUBS, rule_set=RuleSet.AMIGA) == 5 * 12
    assert max_bid_value(MIT_SIEBEN, GameType.CLUBS) == 8 * 12
    assert max_bid_value(OHNE_FUENF, GameType.HEARTS, rule_set=RuleSet.AMIGA) == 5 * 10
    assert max_bid_value(OHNE_FUENF, GameType.HEARTS) == 6 * 10
    assert max_bid_value(MIT_SIEBEN, GameType.CLUBS, True, rule_set=RuleSet.AMIGA) == 6 * 12


def test_the_manuals_worked_examples_hold_in_the_amiga_set():
    # "Sie haben Bube Pik, Bube Karo und möchten Herz spielen ... "Reizwert" = 2 x 10 = 20".
    hand = parse_cards("JS JD AH TH 7H AS 8S AC 9C AD")
    assert max_bid_value(hand, GameType.HEARTS, rule_set=RuleSet.AMIGA) == 20
    # "Bube Kreuz, Bube Pik, Bube Karo und möchten Kreuz spielen ... 3 x 12 = 36".
    hand = parse_cards("JC JS JD AC TC 7C AS 8S AH AD")
    assert max_bid_value(hand, GameType.CLUBS, rule_set=RuleSet.AMIGA) == 36
    # "keinen Buben und möchten Grand spielen ... ohne vier ... 5 x 24 = 120".
    hand = parse_cards("AC TC AS TS AH TH AD TD KD QD")
    assert max_bid_value(hand, GameType.GRAND, rule_set=RuleSet.AMIGA) == 120
    assert max_bid_value(hand, GameType.GRAND) == 120  # Grand never has more than four


def test_next_bid_walks_the_values():
    assert next_bid(None, RuleSet.ISKO) == 18
    assert next_bid(18, RuleSet.ISKO) == 20
    assert next_bid(22, RuleSet.ISKO) == 23
    assert next_bid(240, RuleSet.ISKO) == 264
    assert next_bid(264, RuleSet.ISKO) is None


def test_next_bid_skips_null_values_in_the_amiga_set():
    assert next_bid(22, RuleSet.AMIGA) == 24
    assert next_bid(33, RuleSet.AMIGA) == 36
    assert next_bid(55, RuleSet.AMIGA) == 60


def test_next_bid_of_a_number_between_values_is_the_next_value():
    assert next_bid(19, RuleSet.ISKO) == 20
    assert next_bid(0, RuleSet.ISKO) == 18


def test_walking_next_bid_visits_every_value_once():
    for rule_set in RuleSet:
        seen = []
        value = next_bid(None, rule_set)
        while value is not None:
            seen.append(value)
            value = next_bid(value, rule_set)
        assert tuple(seen) == bid_values(rule_set)


def test_null_values():
    assert NULL_VALUES == {(False, False): 23, (True, False): 35, (False, True): 46,
                           (True, True): 59}
    assert null_value() == 23
    assert null_value(hand=True) == 35
    assert null_value(ouvert=True) == 46
    assert null_value(hand=True, ouvert=True) == 59


# --- matadors -------------------------------------------------------------------------

def test_matador_sequence_of_a_suit_game_is_jacks_then_the_trump_suit():
    assert [str(c) for c in matador_sequence(GameType.HEARTS)] == [
        "JC", "JS", "JH", "JD", "AH", "TH", "KH", "QH", "9H", "8H", "7H"]
    assert matador_sequence(GameType.GRAND) == JACKS


@pytest.mark.parametrize("game_type", SUITS)
@pytest.mark.parametrize("count", range(1, 12))
def test_mit_n_in_suit_games(game_type, count):
    sequence = matador_sequence(game_type)
    held = list(sequence[:count])
    cards = held + cards_without(sequence, 12 - len(held))
    assert len(set(cards)) == 12
    assert matadors(cards, game_type) == count
    assert with_matadors(cards, game_type)


@pytest.mark.parametrize("game_type", SUITS)
@pytest.mark.parametrize("count", range(1, 12))
def test_ohne_n_in_suit_games(game_type, count):
    sequence = matador_sequence(game_type)
    held = list(sequence[count:count + 1])  # the first trump held ends the "ohne" run
    cards = held + cards_without(sequence, 12 - len(held))
    assert len(set(cards)) == 12
    assert matadors(cards, game_type) == count
    assert not with_matadors(cards, game_type)


@pytest.mark.parametrize("count", range(1, 5))
def test_mit_n_in_grand(count):
    held = list(JACKS[:count])
    cards = held + cards_without(JACKS, 12 - count)
    assert matadors(cards, GameType.GRAND) == count
    assert with_matadors(cards, GameType.GRAND)


@pytest.mark.parametrize("count", range(1, 5))
def test_ohne_n_in_grand(count):
    held = list(JACKS[count:count + 1])
    cards = held + cards_without(JACKS, 12 - len(held))
    assert matadors(cards, GameType.GRAND) == count
    assert not with_matadors(cards, GameType.GRAND)


def test_grand_counts_only_the_jacks():
    # All four jacks and the clubs ace: in Kreuz "mit 5", in Grand only "mit 4".
    cards = parse_cards("JC JS JH JD AC TC KC QC 9C 8C 7C AS")
    assert matadors(cards, GameType.GRAND) == 4
    assert matadors(cards, GameType.CLUBS) == 11
    assert matadors(cards, GameType.SPADES) == 5


def test_a_gap_ends_the_run():
    # ♣J ♠J, no ♥J, ♦J: mit 2 — the ♦J behind the gap does not count.
    cards = parse_cards("JC JS JD AH TH KH QH 9H 8H 7H AS TS")
    assert matadors(cards, GameType.HEARTS) == 2
    assert matadors(cards, GameType.GRAND) == 2


def test_the_specification_example_kreuz_ohne_4():
    cards = parse_cards("AC TC KC QC 9C AS TS KS AH TH KH AD")
    assert matadors(cards, GameType.CLUBS) == 4
    assert not with_matadors(cards, GameType.CLUBS)


def test_ten_cards_of_a_bidding_bot_count_too():
    assert matadors(parse_cards("JC JS JH AS TS KS QS 9S 8S 7S"), GameType.SPADES) == 3


@pytest.mark.parametrize("game_type", [GameType.NULL, GameType.RAMSCH])
def test_null_and_ramsch_have_no_matadors(game_type):
    cards = parse_cards("JC JS JH JD AC TC KC QC 9C 8C")
    with pytest.raises(ValueError, match="no matadors"):
        matadors(cards, game_type)
    with pytest.raises(ValueError, match="no matadors"):
        with_matadors(cards, game_type)


# --- levels and the value of a hand ---------------------------------------------------

def test_game_levels_count_each_level_once():
    assert game_levels(1) == 2
    assert game_levels(2, hand=True) == 4
    assert game_levels(4, hand=True, schneider=True) == 7
    assert game_levels(1, schwarz=True) == 4  # Schwarz is a Schneider too


def test_announcements_imply_each_other():
    # Schneider announced counts Schneider and the announcement.
    assert game_levels(1, hand=True, schneider_announced=True) == 5
    # Schwarz announced counts Schneider, announced, Schwarz, announced.
    assert game_levels(1, hand=True, schwarz_announced=True) == 7
    # Ouvert counts everything.
    assert game_levels(1, hand=True, ouvert=True) == 8
    assert game_levels(4, hand=True, ouvert=True) == 11
    assert game_levels(11, hand=True, ouvert=True) == 18


def test_max_bid_value_of_suit_games_and_grand():
    clubs_mit_2 = parse_cards("JC JS AC TC KC QC AS TS AH TH")
    assert max_bid_value(clubs_mit_2, GameType.CLUBS) == 36
    assert max_bid_value(clubs_mit_2, GameType.CLUBS, hand=True) == 48
    assert max_bid_value(clubs_mit_2, GameType.GRAND) == 72
    assert max_bid_value(clubs_mit_2, GameType.GRAND, hand=True, schneider=True) == 120
    assert max_bid_value(clubs_mit_2, GameType.CLUBS, hand=True,
                         schneider_announced=True) == 72


def test_max_bid_value_reaches_the_top_values():
    grand = parse_cards("JC JS JH JD AC TC AS TS AH TH")
    assert max_bid_value(grand, GameType.GRAND, hand=True, ouvert=True) == 264
    clubs = list(matador_sequence(GameType.CLUBS))[:10]
    assert max_bid_value(clubs, GameType.CLUBS) == 12 * 11  # mit 10 + 1
    all_clubs = list(matador_sequence(GameType.CLUBS)) + [Card(Suit.SPADES, Rank.ACE)]
    assert max_bid_value(all_clubs, GameType.CLUBS, hand=True, ouvert=True) == 216
    diamonds = list(matador_sequence(GameType.DIAMONDS))
    assert max_bid_value(diamonds, GameType.DIAMONDS, hand=True, ouvert=True) == 162


def test_max_bid_value_of_null_is_its_fixed_value():
    cards = parse_cards("7C 8C 9C 7S 8S 9S 7H 8H 7D 8D")
    assert max_bid_value(cards, GameType.NULL) == 23
    assert max_bid_value(cards, GameType.NULL, hand=True) == 35
    assert max_bid_value(cards, GameType.NULL, ouvert=True) == 46
    assert max_bid_value(cards, GameType.NULL, hand=True, ouvert=True) == 59


def test_ramsch_cannot_be_bid():
    with pytest.raises(ValueError):
        max_bid_value(parse_cards("JC JS"), GameType.RAMSCH)


def test_every_suit_and_grand_value_is_a_bid_value():
    for game_type in (*SUITS, GameType.GRAND):
        top = len(matador_sequence(game_type))
        for count in range(1, top + 1):
            cards = list(matador_sequence(game_type)[:count])
            for hand in (False, True):
                assert max_bid_value(cards, game_type, hand=hand) in BID_VALUES
