"""The Binokel deal as a state machine: seats, bidding, Dabb, pressing, trump, melds, play, scores."""

import copy
import dataclasses
from collections import Counter

import pytest

from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.game import (
    Bid,
    Deal,
    GoOut,
    IllegalAction,
    Meld,
    NameTrump,
    Pass,
    Phase,
    Play,
    Press,
    Pressed,
    replay,
)
from cardsuite.games.binokel.melds import meld_points
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.scoring import score_abgehen, score_deal


def snapshot(deal: Deal) -> tuple:
    """Everything an action could change."""
    return (deal.phase, deal.to_move, [list(h) for h in deal.hands], list(deal.dabb),
            list(deal.history), deal.bid, deal.bidder, list(deal.passed), deal.solo,
            deal.pressed, deal.trump, list(deal.melds), deal.meld_points, deal.gone_out,
            list(deal.tricks), list(deal.trick), deal.result, deal.redeal)


def bid_to_solo(deal: Deal) -> None:
    """Mittelhand opens 150, everyone else passes: Mittelhand is solo at 150."""
    deal.apply(Bid(150))
    deal.apply(Pass())
    deal.apply(Pass())


def play_out(deal: Deal, seed: int = 0) -> None:
    """Finish the deal with seeded random legal actions (bids kept low, no going out)."""
    rng = SplitMix64(seed)
    while deal.phase is not Phase.FINISHED:
        legal = deal.legal_actions()
        if deal.phase is Phase.BIDDING:
            action = Pass() if deal.bid is not None and rng.below(2) else legal[0]
        elif deal.phase is Phase.MELDING:
            action = Meld()
        else:
            action = legal[rng.below(len(legal))]
        deal.apply(action)
        assert deal.card_total() == rules.TOTAL_CARD_POINTS


def test_dealing_is_fixed_by_the_number_and_seats_follow_the_dealer():
    a, b = Deal(617, dealer=0), Deal(617, dealer=0)
    assert a.hands == b.hands and a.dabb == b.dabb
    assert Deal(618, dealer=0).hands != a.hands
    assert [len(h) for h in a.hands] == [12, 12, 12] and len(a.dabb) == 4
    cards = sorted([c for hand in a.hands for c in hand] + a.dabb)
    assert cards == sorted(rules.deck())
    assert all(hand == rules.sort_hand(hand) for hand in a.hands)
    # The player deals the first game: Jim (right, seat 1) is Mittelhand, Cathy (left) Vorhand.
    assert (a.mittelhand, a.vorhand, a.hinterhand) == (1, 2, 0)
    assert (Deal(1, 1).mittelhand, Deal(1, 1).vorhand, Deal(1, 1).hinterhand) == (2, 0, 1)
    assert Deal(1, 2).seats_in_order() == (0, 1, 2)


def test_the_manuals_bidding_example():
    # Mittelhand 150, Vorhand 160, M 170, V 180, M weg; H 190, V 200, H weg: Vorhand plays 200.
    deal = Deal(5, dealer=0)
    m, v, h = deal.seats_in_order()
    assert deal.to_move == m and deal.legal_actions() == [Bid(150), Pass()]
    for seat, value in ((m, 150), (v, 160), (m, 170), (v, 180)):
        assert deal.to_move == seat
        deal.apply(Bid(value))
    assert deal.to_move == m
    deal.apply(Pass())
    assert deal.to_move == h and deal.legal_actions() == [Bid(190), Pass()]
    deal.apply(Bid(190))
    assert deal.to_move == v
    deal.apply(Bid(200))
    deal.apply(Pass())
    assert deal.phase is Phase.PRESSING and deal.solo == v and deal.bid == 200
    assert deal.passed == [m, h]


def test_bids_go_up_one_step_and_nothing_else_is_accepted():
    deal = Deal(6, dealer=1)
    for wrong in (Bid(140), Bid(155), Bid(160), Play(Card.parse("AC")), NameTrump(Suit.HEARTS)):
        before = snapshot(deal)
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
        assert snapshot(deal) == before
    deal.apply(Bid(150))
    assert deal.legal_actions() == [Bid(160), Pass()]
    with pytest.raises(IllegalAction):
        deal.apply(Bid(150))


def test_mittelhand_passing_at_once_leaves_vorhand_a_last_chance():
    deal = Deal(7, dealer=2)
    m, v, h = deal.seats_in_order()
    deal.apply(Pass())  # Mittelhand
    assert deal.to_move == h and deal.legal_actions() == [Bid(150), Pass()]
    deal.apply(Pass())  # Hinterhand
    assert deal.to_move == v and deal.phase is Phase.BIDDING
    deal.apply(Bid(150))
    assert deal.phase is Phase.PRESSING and deal.solo == v and deal.bid == 150


def test_hinterhand_against_a_survivor_who_never_bid():
    deal = Deal(8, dealer=0)
    m, v, h = deal.seats_in_order()
    deal.apply(Pass())
    deal.apply(Bid(150))  # Hinterhand opens
    assert deal.to_move == v
    deal.apply(Pass())
    assert deal.solo == h and deal.bid == 150


def test_everybody_passing_throws_the_cards_in():
    deal = Deal(9, dealer=0)
    for _ in range(3):
        deal.apply(Pass())
    assert deal.phase is Phase.FINISHED and deal.redeal and deal.result is None
    assert deal.scores() == (0, 0, 0) and deal.legal_actions() == []
    assert deal.observation(0).redeal


def test_the_solo_player_takes_the_dabb_presses_four_and_names_trump():
    deal = Deal(10, dealer=0)
    dealt = [list(h) for h in deal.hands]
    dabb = list(deal.dabb)
    bid_to_solo(deal)
    solo = deal.solo
    assert solo == deal.mittelhand
    assert sorted(deal.hands[solo]) == sorted(dealt[solo] + dabb)
    for seat in range(3):
        assert deal.observation(seat).dabb == tuple(dabb)  # turned up for all
    legal = deal.legal_actions()
    assert all(isinstance(a, Press) and len(a.cards) == 4 for a in legal)
    assert len(legal) == len(set(legal)) <= 1820
    four = deal.hands[solo][:4]
    before = snapshot(deal)
    for wrong in (Press(tuple(four[:3])), Press(tuple(deal.hands[(solo + 1) % 3][:4])), Pass(),
                  NameTrump(Suit.CLUBS)):
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
        assert snapshot(deal) == before
    deal.apply(Press(tuple(reversed(four))))  # any order
    assert deal.pressed == tuple(rules.sort_hand(four))
    assert len(deal.hands[solo]) == 12 and deal.phase is Phase.TRUMP
    assert deal.observation(solo).pressed == deal.pressed
    assert deal.observation(solo).pressed_points == rules.points(four)
    for other in range(3):
        if other != solo:
            view = deal.observation(other)
            assert view.pressed == () and view.pressed_points == rules.points(four)
            assert view.history[-1] == (solo, Pressed())
    assert deal.legal_actions() == [NameTrump(s) for s in rules.SUIT_ORDER]
    deal.apply(NameTrump(Suit.HEARTS))
    assert deal.trump is Suit.HEARTS and deal.phase is Phase.MELDING
    assert deal.legal_actions() == [Meld(), GoOut()] and deal.to_move == solo


def test_pressing_a_card_held_twice():
    cards = parse_cards("AC AC TC TC KC KC QC QC JC JC AS AS"  # Mittelhand (dealer 0: seat 1)
                        " TS TS KS KS QS QS JS JS AH AH TH TH"
                        " KH KH QH QH JH JH AD AD TD TD KD KD"
                        " QD QD JD JD")
    deal = Deal(0, 0, cards=cards)
    assert deal.hands[1].count(Card.parse("AC")) == 2
    bid_to_solo(deal)
    deal.apply(Press(parse_cards("QD AC QD AC")))  # a list, in any order
    assert deal.hands[1].count(Card.parse("AC")) == 0
    assert deal.history[-1] == (1, Press(tuple(parse_cards("AC AC QD QD"))))
    with pytest.raises(ValueError, match="40 cards"):
        Deal(0, 0, cards=cards[:-1] + [Card.parse("AC")])


def test_a_double_family_counts_1500_on_the_table_with_the_option():
    # Mittelhand (dealer 0: seat 1) holds both Kreuz families; he presses four Pik and names
    # Herz, so his double family is not in trump: 200 in 1992, 1500 with the option.
    cards = parse_cards("AC AC TC TC KC KC QC QC JC JC AS AS"
                        " TS TS KS KS QS QS JS JS AH AH TH TH"
                        " KH KH QH QH JH JH AD AD TD TD KD KD"
                        " QD QD JD JD")
    for options, value in ((Options(), 200), (Options(double_family_1500=True), 1500)):
        deal = Deal(0, 0, options, cards=cards)
        bid_to_solo(deal)
        deal.apply(Press(parse_cards("AS AS QD QD")))
        deal.apply(NameTrump(Suit.HEARTS))
        deal.apply(Meld())
        assert [(m.name, m.points) for m in deal.melds[1] if m.suit is Suit.CLUBS] == [
            ("double_family", value)]


def test_melds_are_filled_in_and_shown_and_mittelhand_leads():
    deal = Deal(11, dealer=2)
    bid_to_solo(deal)
    deal.apply(deal.legal_actions()[0])
    deal.apply(NameTrump(Suit.CLUBS))
    for seat in range(3):
        assert deal.observation(seat).melds == ((), (), ())
    hands = [list(h) for h in deal.hands]
    deal.apply(Meld())
    assert deal.meld_points == tuple(meld_points(h, Suit.CLUBS) for h in hands)
    for seat in range(3):
        view = deal.observation(seat)
        assert view.meld_points == deal.meld_points and view.melds == tuple(deal.melds)
    assert deal.phase is Phase.PLAYING
    assert deal.to_move == deal.mittelhand == 0 and deal.trick_leader == 0


def test_play_enforces_binokel_obligations_and_winner_leads():
    deal = Deal(12, dealer=0)
    bid_to_solo(deal)
    deal.apply(deal.legal_actions()[-1])
    deal.apply(NameTrump(Suit.SPADES))
    deal.apply(Meld())
    rng = SplitMix64(3)
    while deal.phase is Phase.PLAYING:
        seat = deal.to_move
        legal = rules.legal_cards(deal.hands[seat], deal.trick, deal.trump)
        assert [a.card for a in deal.legal_actions()] == list(dict.fromkeys(legal))
        illegal = [c for c in deal.hands[seat] if c not in legal]
        if illegal:
            before = snapshot(deal)
            with pytest.raises(IllegalAction):
                deal.apply(Play(illegal[0]))
            assert snapshot(deal) == before
        tricks = len(deal.tricks)
        deal.apply(Play(legal[rng.below(len(legal))]))
        if len(deal.tricks) > tricks and deal.phase is Phase.PLAYING:
            last = deal.tricks[-1]
            assert last.winner == (last.leader + rules.trick_winner(last.cards, deal.trump)) % 3
            assert deal.to_move == last.winner
    assert len(deal.tricks) == 12 and all(not h for h in deal.hands)


def test_a_played_deal_is_scored_by_score_deal():
    for number in range(20, 32):
        deal = Deal(number, number % 3)
        play_out(deal, number)
        if deal.redeal:
            continue
        won = [sum(rules.points(t.cards) for t in deal.tricks if t.winner == s) for s in range(3)]
        tricks = [deal.tricks_won(s) for s in range(3)]
        expected = score_deal(deal.bid, deal.solo, deal.meld_points, won, tricks,
                              deal.tricks[-1].winner, deal.pressed)
        assert deal.result == expected and deal.scores() == expected.scores
        points = [deal.trick_points(s) for s in range(3)]
        assert sum(points) + rules.points(deal.pressed) == 250
        assert deal.observation(0).result == expected


def test_going_out_ends_the_deal_with_abgehen_scores():
    deal = Deal(13, dealer=1, options=Options(abgehen_30=True))
    deal.apply(Bid(150))
    deal.apply(Bid(160))
    deal.apply(Pass())
    deal.apply(Pass())
    solo = deal.solo
    assert solo == deal.vorhand and deal.bid == 160
    deal.apply(deal.legal_actions()[0])
    deal.apply(NameTrump(Suit.DIAMONDS))
    hands = [list(h) for h in deal.hands]
    deal.apply(GoOut())
    assert deal.phase is Phase.FINISHED and deal.gone_out
    melds = [0 if s == solo else meld_points(hands[s], Suit.DIAMONDS) for s in range(3)]
    assert deal.result == score_abgehen(160, solo, melds, Options(abgehen_30=True))
    assert deal.scores()[solo] == -160
    assert deal.melds[solo] == () and deal.tricks == []
    assert deal.card_total() == 240


def test_the_deal_accepts_melding_by_hand_and_refuses_bad_dealers():
    assert Deal(1, 0, Options(meld_by_hand=True)).phase is Phase.BIDDING  # see test_declarations
    with pytest.raises(ValueError, match="dealer"):
        Deal(1, 3)


def test_replay_gives_back_the_same_deal():
    deal = Deal(14, dealer=2)
    play_out(deal, 7)
    again = replay(14, 2, [action for _seat, action in deal.history])
    assert snapshot(again) == snapshot(deal)
    with pytest.raises(IllegalAction):
        replay(14, 2, [Pass(), Pass(), Pass(), Pass()])


@pytest.mark.parametrize("options", [Options(), Options(meld_by_hand=True)])
def test_an_observation_does_not_depend_on_cards_the_seat_cannot_see(options):
    """Shuffle every card a seat cannot see among the places it could be: its view stays."""
    for number in range(40, 52):
        deal = Deal(number, number % 3, options)
        rng = SplitMix64(number)
        while True:
            for seat in range(3):
                # The pressed cards' points are public by design (see game.py), not the cards.
                view = dataclasses.replace(deal.observation(seat), pressed_points=None)
                guess = dataclasses.replace(shuffled_hidden(deal, seat, rng).observation(seat),
                                            pressed_points=None)
                assert guess == view, (number, seat, deal.phase)
            if deal.phase is Phase.FINISHED:
                break
            legal = deal.legal_actions()
            if deal.phase is Phase.BIDDING:
                action = legal[0] if deal.bid is None or deal.bid < 170 else Pass()
            elif deal.phase is Phase.MELDING:  # by hand legal[0] is the best declaration
                action = GoOut() if number % 5 == 0 else legal[0]
            else:
                action = legal[rng.below(len(legal))]
            deal.apply(action)


def shuffled_hidden(deal: Deal, seat: int, rng: SplitMix64) -> Deal:
    """A copy of ``deal`` whose cards hidden from ``seat`` are dealt again at random.

    Hidden: the other hands except the cards they showed in melds, the Dabb
    before it is turned up, the pressed cards unless ``seat`` pressed them.
    """
    other = copy.deepcopy(deal)
    pool: list[Card] = []
    places: list[tuple[str, int, list[Card]]] = []
    for s in range(3):
        if s == seat:
            continue
        shown_count: Counter[Card] = Counter()
        for meld in deal.melds[s]:
            shown_count |= Counter(meld.cards)  # a card may serve several melds
        shown_count -= Counter(c for t in deal.tricks for i, c in enumerate(t.cards)
                               if (t.leader + i) % 3 == s)
        shown_count -= Counter(c for i, c in enumerate(deal.trick)
                               if (deal.trick_leader + i) % 3 == s)
        shown = list(shown_count.elements())
        hidden = list(other.hands[s])
        for card in shown:
            hidden.remove(card)
        places.append(("hand", s, shown))
        pool += hidden
    if deal.solo is None:
        pool += other.dabb
        places.append(("dabb", -1, []))
    elif seat != deal.solo:
        pool += list(other.pressed)
        places.append(("pressed", -1, []))
    sizes = {("hand", s): len(other.hands[s]) for s in range(3)}
    sizes[("dabb", -1)] = len(other.dabb)
    sizes[("pressed", -1)] = len(other.pressed)
    for i in range(len(pool) - 1, 0, -1):
        j = rng.below(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    for kind, s, shown in places:
        take = sizes[(kind, s)] - len(shown)
        cards, pool = shown + pool[:take], pool[take:]
        if kind == "hand":
            other.hands[s] = rules.sort_hand(cards)
        elif kind == "dabb":
            other.dabb = rules.sort_hand(cards)
        else:
            other.pressed = tuple(rules.sort_hand(cards))
    assert not pool
    return other
