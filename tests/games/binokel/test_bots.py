"""Jim and Cathy see only their seat's observation, and bid, press, go out and play sensibly."""

import dataclasses
import math
from collections import Counter

import pytest

from cardsuite.engine.ai.sampling import count_deals
from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import (
    BOT_LEVELS,
    DABB_SAMPLES,
    MAKE_CHANCE,
    PLAY_BIAS,
    PLAY_SPREAD,
    PRESSED,
    BinokelTrickRules,
    Twin,
    best_press,
    bidding_limit,
    bidding_value,
    dabb_values,
    knowledge,
    make_bot,
    make_chance,
    pass_value,
    solo_payoff,
    twins,
)
from cardsuite.games.binokel.game import (
    Bid,
    Deal,
    GoOut,
    Meld,
    Observation,
    Pass,
    Phase,
    Play,
    Press,
    Pressed,
)
from cardsuite.games.binokel.melds import meld_points
from cardsuite.games.binokel.options import Options

DOUBLE = Options(double_loss=True)
REACHED = Options(bid_reached_wins=True)


def cards_in(value) -> Counter:
    """Every card anywhere inside a value (tuples, tricks, actions, melds), with repeats."""
    found: Counter = Counter()
    if isinstance(value, Card):
        found[value] += 1
    elif isinstance(value, tuple | list):
        for item in value:
            found += cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            found += cards_in(getattr(value, item.name))
    return found


def check_privacy(deal: Deal, seat: int) -> None:
    """Field by field: the observation holds the seat's own cards and public cards only."""
    view = deal.observation(seat)
    solo = deal.solo
    played = Counter(c for t in deal.tricks for c in t.cards) + Counter(deal.trick)
    assert Counter(view.hand) == Counter(deal.hands[seat])
    assert cards_in(view.tricks) + Counter(view.trick) == played
    assert view.dabb == (tuple(deal.dabb) if solo is not None else ())
    assert view.pressed == (deal.pressed if seat == solo else ())
    for s, action in view.history:
        if isinstance(action, Press | Pressed):
            assert s == solo and isinstance(action, Press) == (seat == solo)
        elif isinstance(action, Play):
            assert played[action.card] > 0
    # By hand a seat's melds are shown as soon as it has declared (DECLARING).
    melded = deal.phase in (Phase.DECLARING, Phase.PLAYING, Phase.FINISHED) and not deal.redeal
    for s in range(3):
        if not melded:
            assert view.melds[s] == ()
        for meld in view.melds[s]:
            assert not Counter(meld.cards) - Counter(deal.hands[s] + [
                c for t in deal.tricks for i, c in enumerate(t.cards) if (t.leader + i) % 3 == s
            ] + [c for i, c in enumerate(deal.trick) if (deal.trick_leader + i) % 3 == s])
    # Nothing else in the observation names a card.
    rest = Counter()
    for f in dataclasses.fields(view):
        if f.name not in ("hand", "tricks", "trick", "dabb", "pressed", "history", "melds",
                          "legal"):
            rest += cards_in(getattr(view, f.name))
    assert not rest, rest
    for action in view.legal:
        assert not cards_in(action) - Counter(deal.hands[seat])


@pytest.mark.parametrize("options", [Options(), Options(meld_by_hand=True)])
def test_an_observation_never_holds_another_seats_hidden_cards(options):
    for number in range(1, 16):
        deal = Deal(number, number % 3, options)
        bots = [make_bot("easy", number * 3 + s) for s in range(3)]
        while True:
            for seat in range(3):
                check_privacy(deal, seat)
            if deal.phase is Phase.FINISHED:
                break
            seat = deal.to_move
            deal.apply(bots[seat].act(deal.observation(seat)))


def test_bots_act_on_the_observation_alone_and_repeat_themselves():
    deal = Deal(77, 0)
    view = deal.observation(deal.to_move)
    assert isinstance(view, Observation)
    assert not any(isinstance(getattr(view, f.name), Deal) for f in dataclasses.fields(view))
    assert make_bot("medium", 9).act(view) == make_bot("medium", 9).act(dataclasses.replace(view))


def test_knowledge_fits_the_real_hands():
    """Every constraint the search samples under is true of the real deal."""
    for number in range(3, 15):
        deal = Deal(number, number % 3)
        bots = [make_bot("simple", number + s) for s in range(3)]
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            if deal.phase is Phase.PLAYING:
                for viewer in range(3):
                    check_knowledge(deal, viewer)
            deal.apply(bots[seat].act(deal.observation(seat)))


def check_knowledge(deal: Deal, seat: int) -> None:
    view = deal.observation(seat)
    known = knowledge(view)
    rules_ = BinokelTrickRules(deal.trump)
    hidden = Counter()
    for other in range(3):
        if other != seat:
            hidden += Counter(deal.hands[other])
    if seat != deal.solo:
        hidden += Counter(deal.pressed)
    assert Counter(t.card for t in known.unseen) == hidden
    assert Counter(t.card for t in known.hand) == Counter(deal.hands[seat])
    assert tuple(t.card for t in known.trick) == tuple(deal.trick)
    unseen_of = Counter(t.card for t in known.unseen)
    for name, holder in known.holders.items():
        real = Counter(deal.pressed) if name == PRESSED else Counter(deal.hands[name])
        assert holder.count == sum(real.values())
        assert not Counter(t.card for t in holder.must) - real, (name, holder.must)
        assert not any(card.suit in holder.voids for card in real)
        barred = Counter(t.card for t in holder.never)
        for card, n in real.items():
            assert n <= unseen_of[card] - barred[card], (name, card)
    assert count_deals(known.unseen, known.holders, rules_.follow_class) > 0


def test_twins_tell_the_copies_apart_for_the_search():
    tokens = twins()
    assert len(tokens) == 40 == len(set(tokens))
    assert sorted(t.card for t in tokens) == sorted(rules.deck())
    ace = [t for t in tokens if t.card == Card.parse("AH")]
    assert len(ace) == 2 and ace[0] != ace[1] and str(ace[0]) != str(ace[1])
    trick_rules = BinokelTrickRules(Suit.HEARTS)
    assert not hasattr(trick_rules, "follow_suit")  # the search must ask legal()
    a, b = ace
    assert trick_rules.winner([a, b, Twin(Card.parse("TH"), 0)]) == 0  # the first of equals
    assert trick_rules.trick_value([a, b]) == 22 and trick_rules.last_trick_bonus == 10


def test_bidding_follows_the_hand():
    strong = parse_cards("AC TC KC KC QC QC JC AS AH AD QS JD")
    weak = parse_cards("JC JC TS JS KH JH TD QD KD TH QC TS")  # no ace, few melds
    strong_values = dabb_values(strong, SplitMix64(1))
    weak_values = dabb_values(weak, SplitMix64(1))
    assert len(strong_values) == DABB_SAMPLES
    assert min(strong_values) > max(weak_values) + 100
    assert bidding_limit(strong_values, pass_value(strong)) >= 400
    assert bidding_limit(weak_values, pass_value(weak)) < 200
    assert dabb_values(strong, SplitMix64(1)) == strong_values
    assert bidding_value(strong, SplitMix64(1)) == sum(strong_values) / DABB_SAMPLES


def test_solo_payoff_is_the_score_at_the_extremes_and_costs_more_when_losing_doubles():
    # Far above the bid the solo player scores his points, far below he loses the bid.
    assert solo_payoff(400, 200) == pytest.approx(400 + PLAY_BIAS)
    assert solo_payoff(100, 300) == pytest.approx(-300)
    # Playing on can never cost more than going out; a doubled loss is worth going out for.
    assert solo_payoff(150, 200, DOUBLE) == -200 < solo_payoff(150, 200)
    assert solo_payoff(190, 200, DOUBLE) < solo_payoff(190, 200)
    # "A bid only reached" makes a game at the bid line a little better.
    assert solo_payoff(200, 210, REACHED) > solo_payoff(200, 210)
    assert all(solo_payoff(250, bid) >= solo_payoff(250, bid + 10) for bid in range(150, 400, 10))


def test_a_rare_jackpot_dabb_does_not_lift_the_bid_as_the_mean_did():
    # Fifteen Dabbs leave the hand worth 180, one makes it 500: the mean (200) less 10
    # would bid 190, a game lost in two of three of the fifteen.
    values = [180.0] * 15 + [500.0]
    assert bidding_limit(values, 56.0) < 190
    # Every Dabb worth 200: bid below it, as high as the game is made often enough.
    limit = bidding_limit([200.0] * 16, 56.0)
    assert 170 <= limit < 200
    assert make_chance(200.0, limit) >= MAKE_CHANCE > make_chance(200.0, limit + 10)
    # A seat with more to gain as an opponent bids less, and no hand bids below 150.
    assert bidding_limit([200.0] * 16, 180.0) < bidding_limit([200.0] * 16, 56.0)
    assert bidding_limit([140.0] * 16, 56.0) == 0


def test_the_chance_to_make_a_game_falls_with_the_bid_and_is_nil_where_the_bot_goes_out():
    chances = [make_chance(250.0, bid) for bid in range(150, 300, 10)]
    assert chances == sorted(chances, reverse=True) and chances[0] > 0.99
    assert make_chance(250.0, 250) == pytest.approx(0.5 + 0.5 * math.erf(
        (PLAY_BIAS - 0.5) / PLAY_SPREAD / math.sqrt(2)))
    assert make_chance(250.0, 290) == 0.0  # 40 short: he goes out
    assert make_chance(250.0, 270, DOUBLE) == 0.0 < make_chance(250.0, 270)


def test_pressing_keeps_the_melds_and_lays_away_four_of_the_cards():
    sixteen = parse_cards("AC TC KC QC JC KC QC AS TS KS AH TH JH AD TD JD")
    value, trump, four = best_press(sixteen)
    assert len(four) == 4 and not Counter(four) - Counter(sixteen)
    keep = list((Counter(sixteen) - Counter(four)).elements())
    assert trump is Suit.CLUBS
    assert meld_points(keep, trump) == meld_points(sixteen, trump) == 190 + 100
    assert value > meld_points(keep, trump)


def bid_up(deal: Deal, to: int) -> None:
    """Mittelhand and Vorhand bid up to ``to``, then the other two pass."""
    value = 150
    while value <= to:
        deal.apply(Bid(value))
        value += 10
    deal.apply(Pass())  # Mittelhand or Vorhand, whoever did not name the last bid
    deal.apply(Pass())  # Hinterhand


@pytest.mark.parametrize("bid, expected", [(500, GoOut()), (150, Meld())])
def test_the_solo_bot_goes_out_only_when_the_bid_is_out_of_reach(bid, expected):
    deal = Deal(21, 0)
    bid_up(deal, bid)
    bot = make_bot("simple", 1)
    solo = deal.solo
    while deal.phase in (Phase.PRESSING, Phase.TRUMP):
        deal.apply(bot.act(deal.observation(solo)))
    assert bot.act(deal.observation(solo)) == expected


def test_levels_and_unknown_levels():
    assert BOT_LEVELS[0] == "simple" and "strong" in BOT_LEVELS
    for level in BOT_LEVELS:
        deal = Deal(5, 1)
        bots = [make_bot(level, s) for s in range(3)]
        while deal.phase is not Phase.PLAYING:
            if deal.phase is Phase.FINISHED:
                return
            deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
        action = bots[deal.to_move].act(deal.observation(deal.to_move))
        assert action in deal.legal_actions()
    with pytest.raises(ValueError, match="unknown level"):
        make_bot("godlike", 1)
