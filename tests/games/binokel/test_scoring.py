"""Scoring a deal and the rule variants (rules/binokel.md, "Scoring"; the 1992 manual, 2.6)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine.cards import Suit, parse_cards
from cardsuite.games.binokel.melds import meld_points
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import PLAYERS, deck, points
from cardsuite.games.binokel.scoring import DealScore, score_abgehen, score_deal
from tests.games.binokel.test_rules import play_random_deal

#: The four pressed cards: 11 + 10 + 4 + 3 = 28 points.
PRESSED_28 = parse_cards("AH TH KH QH")

REACH = Options(bid_reached_wins=True)
DOUBLE = Options(double_loss=True)
THIRTY = Options(abgehen_30=True)


def deal(bid=200, solo=0, melds=(80, 40, 20), trick_points=(92, 60, 60), tricks=(6, 3, 3),
         last_trick=0, pressed=PRESSED_28, options=DEFAULT_OPTIONS, **kwargs):
    """A deal played out; by default the solo player (seat 0) has 80 + 92 + 10 + 28 = 210."""
    return score_deal(bid, solo, melds, trick_points, tricks, last_trick, pressed, options,
                      **kwargs)


def test_the_manuals_example_solo_exceeds_his_bid():
    # 80 melded, 120 in tricks (here 92 + 28 pressed), 10 for the last trick: 210 on a bid of 200.
    result = deal(bid=200)
    assert isinstance(result, DealScore)
    assert result.won and not result.abgehen
    assert result.solo_points == 210
    assert result.scores == (210, 40 + 60, 20 + 60)
    assert result.trick_points == (102, 60, 60)
    assert result.melds_counted == (True, True, True)


def test_the_manuals_example_solo_misses_his_bid():
    # Bid 220, 210 made: −220, and his melds count nothing. The others still score theirs.
    result = deal(bid=220)
    assert not result.won
    assert result.scores == (-220, 100, 80)
    assert result.melds_counted == (False, True, True)


def test_solo_equals_his_bid_loses_unless_reaching_is_enough():
    assert deal(bid=210).scores[0] == -210
    reached = deal(bid=210, options=REACH)
    assert reached.won and reached.scores[0] == 210
    assert deal(bid=220, options=REACH).scores[0] == -220


def test_the_pressed_cards_count_for_the_solo_player():
    # Without the 28 pressed points the 210 would be 182: they decide the game.
    result = deal(bid=190)
    assert result.won and result.solo_points == 210


def test_a_seat_without_a_trick_loses_its_melds():
    result = deal(melds=(80, 100, 20), trick_points=(152, 0, 60), tricks=(9, 0, 3))
    assert result.scores == (80 + 152 + 10 + 28, 0, 80)
    assert result.melds_counted == (True, False, True)


def test_a_solo_without_a_trick_loses_his_melds_and_the_game():
    result = deal(bid=150, melds=(1000, 40, 20), trick_points=(0, 100, 112), tricks=(0, 6, 6),
                  last_trick=1)
    assert not result.won and result.solo_points == 28  # the pressed cards alone
    assert result.scores == (-150, 40 + 110, 20 + 112)


def test_lost_game_costs_double_with_the_option():
    result = deal(bid=220, options=DOUBLE)
    assert result.scores == (-440, 100, 80)
    assert deal(bid=200, options=DOUBLE).scores[0] == 210  # a won game is not doubled


def test_forfeit_loses_whatever_the_points():
    result = deal(bid=150, forfeit=True)
    assert not result.won and result.scores[0] == -150


def test_the_solo_can_sit_anywhere():
    result = deal(bid=200, solo=2, melds=(40, 20, 80), trick_points=(60, 60, 92),
                  tricks=(3, 3, 6), last_trick=2)
    assert result.scores == (100, 80, 210) and result.solo == 2


# --- Abgehen -------------------------------------------------------------------------------------

def test_abgehen_solo_loses_his_bid_others_score_melds_plus_40():
    result = score_abgehen(250, 1, (60, 999_990, 0))
    assert result.abgehen and not result.won
    assert result.scores == (100, -250, 40)
    assert result.melds_counted == (True, False, True)


def test_abgehen_gives_30_with_the_option_and_is_never_doubled():
    assert score_abgehen(250, 1, (60, 0, 0), THIRTY).scores == (90, -250, 30)
    assert score_abgehen(250, 1, (60, 0, 0), DOUBLE).scores == (100, -250, 40)


# --- card points rounded to tens (the modern custom, seeds/004 "Pisteytys") ---------------------

ROUNDED = Options(round_points=True)
#: Four Unter pressed: 4 × 2 = 8 points.
PRESSED_8 = parse_cards("JH JH JS JS")


def test_rounded_card_points_can_cost_the_solo_his_game():
    # Worked by hand: the solo player (seat 0) takes 125 + the last trick's 10 and pressed
    # 8: 143 card points, rounded 140; with 100 melded that is 240 on a bid of 240 — not
    # more than the bid, so the game is lost (exact: 243, won).  Jim's 61 round to 60,
    # Cathy's 46 to 50.
    args = dict(bid=240, melds=(100, 20, 40), trick_points=(125, 61, 46), tricks=(6, 3, 3),
                last_trick=0, pressed=PRESSED_8)
    exact = deal(**args)
    assert exact.won and exact.solo_points == 243 and exact.scores == (243, 81, 86)
    rounded = deal(**args, options=ROUNDED)
    assert not rounded.won and rounded.solo_points == 240
    assert rounded.scores == (-240, 20 + 60, 40 + 50)
    assert rounded.trick_points == exact.trick_points == (135, 61, 46)  # the cards' own


@pytest.mark.parametrize(("card", "rounded"), [(0, 0), (4, 0), (5, 10), (64, 60), (65, 70),
                                               (99, 100), (250, 250)])
def test_a_five_rounds_up(card, rounded):
    from cardsuite.games.binokel.scoring import round_to_ten
    assert round_to_ten(card) == rounded


def test_rounding_a_won_game_rounds_the_solo_players_sum_once():
    # 80 melded + 92 in tricks + 10 last + 28 pressed = 130 card points: already a ten.
    assert deal(bid=200, options=ROUNDED).scores == (210, 40 + 60, 20 + 60)
    # 93 + 10 + 28 = 131 → 130 (rounded as one sum, not 100 + 30 + …); Jim's 59 → 60.
    result = deal(bid=200, trick_points=(93, 59, 60), options=ROUNDED)
    assert result.won and result.solo_points == 80 + 130 and result.scores[1] == 40 + 60


# --- options --------------------------------------------------------------------------------------

def test_default_options_are_the_1992_rules():
    options = Options()
    assert not options.bid_reached_wins and not options.double_loss and not options.abgehen_30
    assert options.abgehen_bonus == 40 and options.loss_factor == 1
    assert options.round_length == 24 and options.target is None and not options.meld_by_hand
    with pytest.raises(AttributeError):
        options.target = 1000  # type: ignore[misc]


def test_a_round_of_24_deals_or_a_target():
    assert not Options().round_over(23, (5000, 0, 0))
    assert Options().round_over(24, (0, 0, 0))
    assert Options(round_length=6).round_over(6, (0, 0, 0))
    first_to_1000 = Options(target=1000)
    assert not first_to_1000.round_over(40, (990, 500, -200))
    assert first_to_1000.round_over(3, (1000, 500, -200))
    # Going out cannot end a game to a target.
    assert not first_to_1000.round_over(3, (1040, 500, -200), played_out=False)
    assert Options(target=1500).round_over(9, (0, 1500, 0))


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        Options(round_length=0)
    with pytest.raises(ValueError):
        Options(target=0)


# --- inputs are checked ---------------------------------------------------------------------------

@pytest.mark.parametrize("change", [
    {"bid": 140},  # below the opening bid
    {"bid": 205},  # not a step of 10
    {"solo": 3},
    {"melds": (80, 40)},
    {"melds": (85, 40, 20)},
    {"tricks": (6, 3, 2)},  # eleven tricks
    {"trick_points": (92, 60, 50)},  # with the pressed cards not 240
    {"trick_points": (152, 0, 60), "tricks": (9, 3, 0)},  # points without a trick
    {"last_trick": 1, "trick_points": (152, 0, 60), "tricks": (9, 0, 3)},
    {"pressed": parse_cards("AH TH KH")},
])
def test_impossible_deals_are_refused(change):
    with pytest.raises(ValueError):
        deal(**change)


def test_abgehen_inputs_are_checked():
    with pytest.raises(ValueError):
        score_abgehen(100, 0, (0, 0, 0))
    with pytest.raises(ValueError):
        score_abgehen(200, 0, (0, -10, 0))


# --- random deals ---------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(order=st.permutations(deck()), solo=st.integers(0, PLAYERS - 1),
       bid=st.integers(15, 40).map(lambda n: n * 10), seed=st.integers(0, 2**32 - 1),
       reach=st.booleans(), double=st.booleans())
def test_random_deals_score_consistently(order, solo, bid, seed, reach, double):
    rnd = random.Random(seed)
    trump = Suit(seed % 4)
    hands, pressed, taken, tricks, last = play_random_deal(order, trump, solo, 1, rnd)
    melds = [meld_points(hand, trump) for hand in hands]
    options = Options(bid_reached_wins=reach, double_loss=double)
    result = score_deal(bid, solo, melds, taken, tricks, last, pressed, options)
    solo_points = (taken[solo] + points(pressed) + (10 if last == solo else 0)
                   + (melds[solo] if tricks[solo] else 0))
    assert result.solo_points == solo_points
    assert result.won == (solo_points >= bid if reach else solo_points > bid)
    assert result.scores[solo] == (solo_points if result.won else -(2 if double else 1) * bid)
    for seat in range(PLAYERS):
        if seat != solo:
            expected = melds[seat] + taken[seat] + (10 if last == seat else 0)
            assert result.scores[seat] == (expected if tricks[seat] else 0)
