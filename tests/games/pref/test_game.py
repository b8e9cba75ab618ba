"""The Preference deal as a state machine: seats, bidding (Miser, dabei, passes, ALL PASS),
the widow, discarding and declaring, whist, open and closed play, the play, the outcome and
what each seat may see."""

import copy
import dataclasses
from collections import Counter

import pytest

from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.games.pref import rules
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.game import (
    AllPassResult,
    Bid,
    ContractResult,
    Deal,
    Declare,
    Discard,
    Discarded,
    HalfWhist,
    IllegalAction,
    MiserResult,
    Observation,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
    replay,
)
from cardsuite.games.pref.ledger import AllPassOutcome, Ledger, MiserOutcome, PlayedContract
from cardsuite.games.pref.table_rules import TableRules

C = Contract.parse
MISER = Contract.miser_bid()

# Hands by seat for deals given card by card, and their widow.
HANDS = ("AS KS QS JS TS AH KH AD KD AC",
         "9S 8S 7S QH JH TH QD JD QC JC",
         "9H 8H 7H TD 9D 8D TC KC 8C 7C")
WIDOW_CARDS = "7D 9C"


def fixed_deal(dealer: int = 2, minimum: int = 6, hands=HANDS,
               widow: str = WIDOW_CARDS) -> Deal:
    """A deal with the given hands by seat (seat 0's, 1's, 2's) and widow."""
    by_seat = [parse_cards(h) for h in hands]
    order: list[Card] = []
    for i in range(3):
        order += by_seat[(dealer + 1 + i) % 3]
    order += parse_cards(widow)
    return Deal(1, dealer, minimum, order)


def deal_of(dealer: int = 2, minimum: int = 6) -> Deal:
    return fixed_deal(dealer, minimum)


def snapshot(deal: Deal) -> tuple:
    """Everything an action could change."""
    return (deal.phase, deal.to_move, deal.turn, [list(h) for h in deal.hands],
            list(deal.history), list(deal.bids), deal.high_bid, deal.high_bidder,
            list(deal.passed), deal.declarer, deal.contract, deal.all_pass, deal.widow_taken,
            deal.discard, deal.defenders, list(deal.whists), deal.open_play,
            list(deal.tricks), list(deal.trick), deal.trick_leader, deal.outcome())


def bids(deal: Deal) -> list[str]:
    return [str(a.contract) for a in deal.legal_actions() if isinstance(a, Bid)]


def to_contract(deal: Deal, contract: str) -> None:
    """Forehand bids ``contract``, the others pass, he discards his two lowest and declares it."""
    deal.apply(Bid(C(contract)))
    deal.apply(Pass())
    deal.apply(Pass())
    hand = deal.hands[deal.declarer]
    deal.apply(Discard(tuple(hand[-2:])))
    if not deal.contract:
        deal.apply(Declare(C(contract)))


# --- dealing and seats -------------------------------------------------------------------------

def test_dealing_is_fixed_by_the_number_ten_each_and_two_in_the_widow():
    a, b = Deal(17, 0), Deal(17, 0)
    assert a.hands == b.hands and a.widow == b.widow
    assert [len(h) for h in a.hands] == [10, 10, 10] and len(a.widow) == 2
    order = seeded_shuffle(rules.deck(), 17)
    assert sorted(a.hands[1]) == sorted(order[:10])  # forehand of dealer 0 gets the first ten
    assert sorted(a.hands[2]) == sorted(order[10:20])
    assert sorted(a.hands[0]) == sorted(order[20:30])
    assert a.widow == tuple(order[30:])
    assert Deal(18, 0).hands != a.hands


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_seat_left_of_the_dealer_speaks_first(dealer):
    deal = Deal(5, dealer)
    assert deal.forehand == (dealer + 1) % 3 == deal.to_move
    assert deal.seats_in_order() == ((dealer + 1) % 3, (dealer + 2) % 3, dealer)
    assert deal.phase is Phase.BIDDING


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        Deal(1, 3)
    with pytest.raises(ValueError):
        Deal(1, 0, minimum_level=9)
    with pytest.raises(ValueError):
        Deal(1, 0, cards=rules.deck()[:31])


# --- bidding -------------------------------------------------------------------------------------

def test_the_first_bid_may_be_any_bid_or_miser_from_the_minimum():
    deal = Deal(3, 2)
    assert bids(deal)[:6] == ["6S", "6C", "6D", "6H", "6NT", "7S"]
    assert "MISER" in bids(deal) and bids(deal)[-1] == "10NT"
    assert deal.legal_actions()[-1] == Pass()
    assert bids(Deal(3, 2, minimum_level=7))[0] == "7S"
    assert bids(Deal(3, 2, minimum_level=8))[:6] == ["8S", "8C", "8D", "8H", "8NT", "MISER"]


def test_each_bid_must_be_higher_and_the_turn_goes_left():
    deal = Deal(3, 2)
    deal.apply(Bid(C("7D")))
    assert deal.to_move == 1
    assert bids(deal)[0] == "7H"  # no hold while all three are in
    with pytest.raises(IllegalAction):
        deal.apply(Bid(C("7D")))
    with pytest.raises(IllegalAction):
        deal.apply(Bid(C("6NT")))
    deal.apply(Bid(C("8S")))
    assert deal.to_move == 2 and deal.high_bid == C("8S") and deal.high_bidder == 1


def test_a_player_who_passed_is_skipped_and_may_not_bid_again():
    deal = Deal(3, 2)
    deal.apply(Pass())  # seat 0
    deal.apply(Bid(C("6S")))  # seat 1
    deal.apply(Bid(C("6C")))  # seat 2
    assert deal.to_move == 1  # seat 0 is skipped
    deal.apply(Bid(C("6D")))
    assert deal.to_move == 2
    deal.apply(Pass())
    assert deal.phase is Phase.DISCARDING and deal.declarer == 1
    assert deal.passed == [0, 2]


def test_two_passes_make_the_third_declarer_with_his_last_bid():
    deal = Deal(3, 2)
    deal.apply(Bid(C("6H")))
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.declarer == 0 and deal.phase is Phase.DISCARDING
    assert deal.bids == [C("6H"), None, None] and deal.contract is None


def test_after_two_passes_without_a_bid_the_last_may_still_open_and_declares_at_once():
    deal = Deal(3, 2)
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.to_move == 2 and deal.phase is Phase.BIDDING
    deal.apply(Bid(C("6S")))
    assert deal.declarer == 2 and deal.phase is Phase.DISCARDING


def test_all_three_pass_is_all_pass():
    deal = Deal(3, 2, minimum_level=7)
    for _ in range(3):
        deal.apply(Pass())
    assert deal.all_pass and deal.phase is Phase.PLAYING and deal.declarer is None
    assert deal.contract is None and deal.trump is None and not deal.widow_taken
    assert deal.to_move == deal.forehand == 0


# --- Miser ---------------------------------------------------------------------------------------

def test_miser_only_as_a_players_first_bid():
    deal = Deal(3, 2)
    deal.apply(Bid(C("6S")))
    deal.apply(Bid(C("6C")))
    assert "MISER" in bids(deal)  # seat 2's first bid
    deal.apply(Bid(C("6D")))
    assert "MISER" not in bids(deal)  # seat 0 has bid
    with pytest.raises(IllegalAction):
        deal.apply(Bid(MISER))


def test_miser_is_not_allowed_over_a_bid_of_nine():
    deal = Deal(3, 2)
    deal.apply(Bid(C("9S")))
    assert "MISER" not in bids(deal)


def test_after_miser_only_nine_or_more_and_it_takes_the_miser_player_out():
    deal = Deal(3, 2)
    deal.apply(Bid(MISER))  # seat 0
    assert bids(deal)[0] == "9S"
    with pytest.raises(IllegalAction):
        deal.apply(Bid(C("8NT")))
    deal.apply(Bid(C("9S")))  # seat 1 beats the Miser
    assert 0 in deal.passed and deal.to_move == 2
    deal.apply(Pass())
    assert deal.declarer == 1 and deal.contract is None  # seat 0 was never asked again


def test_a_beaten_miser_counts_as_out_and_the_last_bidder_is_declarer():
    deal = Deal(3, 2)
    deal.apply(Bid(MISER))
    deal.apply(Pass())
    deal.apply(Bid(C("9H")))
    assert deal.passed == [1, 0] and deal.declarer == 2


def test_a_miser_that_stands_is_the_contract_no_declaring_no_whist_open_defence():
    deal = deal_of(dealer=2)
    deal.apply(Bid(MISER))
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.declarer == 0 and deal.contract == MISER and deal.phase is Phase.DISCARDING
    deal.apply(Discard(tuple(deal.hands[0][:2])))
    assert deal.phase is Phase.PLAYING and deal.open_play and deal.trump is None
    assert not any(isinstance(a, Whist | Declare) for a in deal.legal_actions())
    assert deal.to_move == 0  # forehand leads
    # the declarer leads before the defenders' cards are shown
    assert deal.observation(0).hands[1] is None
    deal.apply(deal.legal_actions()[0])
    view = deal.observation(0)
    assert view.hands[1] == tuple(deal.hands[1]) and view.hands[2] == tuple(deal.hands[2])
    assert deal.observation(1).hands[2] == tuple(deal.hands[2])
    assert deal.observation(1).hands[0] is None
    play_out(deal)
    outcome = deal.outcome()
    assert isinstance(outcome, MiserResult) and outcome.kind == "miser"
    assert outcome.declarer == 0 and outcome.tricks_taken == deal.tricks_won(0)


def test_nobody_may_declare_a_miser_he_did_not_bid():
    deal = Deal(3, 2)
    deal.apply(Bid(C("6S")))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(deal.legal_actions()[0])
    assert MISER not in deal.legal_contracts()
    with pytest.raises(IllegalAction):
        deal.apply(Declare(MISER))


# --- dabei ---------------------------------------------------------------------------------------

def test_after_a_pass_the_earlier_player_may_hold_the_later_ones_bid():
    deal = Deal(3, 2)  # order of speaking 0, 1, 2
    deal.apply(Bid(C("6S")))  # 0
    deal.apply(Bid(C("6C")))  # 1
    deal.apply(Pass())  # 2
    assert deal.to_move == 0 and deal.can_hold(0)
    assert bids(deal)[:2] == ["6C", "6D"]
    deal.apply(Bid(C("6C")))  # "dabei"
    assert deal.high_bidder == 0 and deal.high_bid == C("6C")
    assert not deal.can_hold(1) and bids(deal)[0] == "6D"  # the later one must go higher
    with pytest.raises(IllegalAction):
        deal.apply(Bid(C("6C")))
    deal.apply(Bid(C("7S")))
    deal.apply(Bid(C("7S")))  # 0 holds again
    deal.apply(Pass())
    assert deal.declarer == 0 and deal.bids[0] == C("7S")
    deal.apply(deal.legal_actions()[0])
    assert deal.legal_contracts()[0] == C("7S")


def test_no_hold_while_all_three_are_in_and_none_for_the_later_player():
    deal = Deal(3, 2)
    deal.apply(Bid(C("6S")))
    deal.apply(Bid(C("6C")))
    deal.apply(Bid(C("6D")))
    assert not deal.can_hold(0) and bids(deal)[0] == "6H"
    deal = Deal(3, 2)
    deal.apply(Pass())  # 0
    deal.apply(Bid(C("6S")))  # 1
    assert deal.to_move == 2 and not deal.can_hold(2)  # 2 speaks after 1
    assert bids(deal)[0] == "6C"


def test_middlehand_may_hold_the_dealers_bid_after_forehand_passed():
    deal = Deal(3, 2)
    deal.apply(Pass())  # 0
    deal.apply(Bid(C("6S")))  # 1
    deal.apply(Bid(C("6C")))  # 2
    assert deal.to_move == 1 and bids(deal)[0] == "6C"


def test_a_miser_cannot_be_held():
    deal = Deal(3, 2)
    deal.apply(Pass())  # 0
    deal.apply(Bid(C("6S")))  # 1
    deal.apply(Bid(MISER))  # 2: his first bid
    assert deal.to_move == 1 and "MISER" not in bids(deal) and bids(deal)[0] == "9S"


def test_a_hold_after_a_beaten_miser():
    deal = Deal(3, 2)
    deal.apply(Bid(C("6S")))  # 0
    deal.apply(Bid(MISER))  # 1
    deal.apply(Bid(C("9S")))  # 2 beats it: 1 is out
    assert deal.to_move == 0 and deal.can_hold(0) and bids(deal)[0] == "9S"


# --- the widow, discarding, declaring ------------------------------------------------------------

def test_the_declarer_takes_the_widow_shown_to_all_and_discards_two_known_to_him_only():
    deal = deal_of(dealer=2)
    deal.apply(Bid(C("6NT")))
    for seat in (1, 2):
        assert deal.observation(seat).widow == ()
        deal.apply(Pass())
    assert len(deal.hands[0]) == 12 and set(parse_cards(WIDOW_CARDS)) <= set(deal.hands[0])
    for seat in range(3):
        assert deal.observation(seat).widow == tuple(parse_cards(WIDOW_CARDS))
    assert len(deal.legal_actions()) == 66
    with pytest.raises(IllegalAction):
        deal.apply(Discard((Card.parse("9S"), Card.parse("AS"))))  # 9S is seat 1's
    with pytest.raises(IllegalAction):
        deal.apply(Discard((Card.parse("AS"), Card.parse("AS"))))
    with pytest.raises(IllegalAction):
        deal.apply(Discard((Card.parse("AS"),)))
    deal.apply(Discard([Card.parse("9C"), Card.parse("7D")]))  # any order, a list
    assert deal.discard == (Card.parse("9C"), Card.parse("7D"))  # in the hand's order
    assert len(deal.hands[0]) == 10 and deal.phase is Phase.DECLARING
    assert deal.observation(0).discard == deal.discard
    for seat in (1, 2):
        view = deal.observation(seat)
        assert view.discard == () and view.history[-1] == (0, Discarded())
    assert isinstance(deal.observation(0).history[-1][1], Discard)


def test_the_final_contract_is_not_lower_than_the_last_bid():
    deal = deal_of()
    deal.apply(Bid(C("7D")))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(deal.legal_actions()[0])
    assert deal.legal_contracts()[0] == C("7D") and deal.legal_contracts()[-1] == C("10NT")
    with pytest.raises(IllegalAction):
        deal.apply(Declare(C("7C")))
    with pytest.raises(IllegalAction):
        deal.apply(Declare(C("6NT")))
    deal.apply(Declare(C("8S")))
    assert deal.contract == C("8S") and deal.trump == Suit.SPADES
    assert deal.phase is Phase.WHISTING


def test_naming_the_trump_sorts_every_hand_trumps_first():
    deal = deal_of()
    to_contract(deal, "7D")
    for hand in deal.hands:
        suits = [c.suit for c in hand]
        if Suit.DIAMONDS in suits:
            assert suits[0] == Suit.DIAMONDS
        assert hand == rules.sort_hand(hand, Suit.DIAMONDS)


# --- whist ---------------------------------------------------------------------------------------

def test_defenders_whist_in_the_order_of_speaking():
    deal = Deal(3, 0)  # order 1, 2, 0
    deal.apply(Pass())  # 1
    deal.apply(Bid(C("7H")))  # 2
    deal.apply(Pass())  # 0
    deal.apply(deal.legal_actions()[0])
    deal.apply(Declare(C("7H")))
    assert deal.defenders == (1, 0) and deal.to_move == 1
    assert deal.legal_actions() == [Whist(), PassWhist()]
    deal.apply(Whist())
    assert deal.to_move == 0
    deal.apply(Whist())
    assert deal.phase is Phase.PLAYING and deal.open_play is None
    assert deal.whisters == (1, 0) and deal.lone_whister is None
    assert deal.controller(0) == 0 and deal.controller(1) == 1


def test_six_spades_forces_both_defenders_to_whist_closed():
    deal = deal_of()
    to_contract(deal, "6S")
    assert deal.phase is Phase.PLAYING and deal.whists == [True, True]
    assert deal.open_play is None
    assert not any(isinstance(a, Whist | PassWhist | PlayOpen) for a in deal.legal_actions())
    play_out(deal)
    outcome = deal.outcome()
    assert isinstance(outcome, ContractResult) and outcome.whists == (True, True)


def test_without_stalingrad_six_spades_is_whisted_or_passed_freely():
    """The Sochi rule without "Stalingrad" (table_rules.py): 6♠ is a contract like the
    others — both defenders may pass (it stands) or one may whist alone."""
    free = TableRules(stalingrad=False)
    deal = dataclasses.replace(deal_of(), table_rules=free)
    to_contract(deal, "6S")
    assert deal.phase is Phase.WHISTING and deal.legal_actions() == [Whist(), PassWhist()]
    deal.apply(PassWhist())
    deal.apply(PassWhist())
    assert deal.phase is Phase.FINISHED and deal.outcome().stands
    Ledger(10, rules=free).apply(ledger_outcome(deal.outcome()))
    with pytest.raises(ValueError, match="Stalingrad"):
        Ledger(10).apply(ledger_outcome(deal.outcome()))
    deal = dataclasses.replace(deal_of(), table_rules=free)
    to_contract(deal, "6S")
    deal.apply(Whist())
    deal.apply(PassWhist())
    assert deal.phase is Phase.OPENING and deal.lone_whister == 1
    with pytest.raises(ValueError, match="TableRules"):
        Deal(1, 0, table_rules={"stalingrad": False})


def test_a_half_whist_stands_unless_the_first_defender_takes_his_pass_back():
    """The half-whist of table_rules.py (Parlett: "get out for half"; poolya.py): only the
    second defender, after the first passed, against 6 or 7 (not 6♠ with Stalingrad)."""
    halves = TableRules(half_whist=True)
    deal = dataclasses.replace(deal_of(), table_rules=halves)
    to_contract(deal, "7H")
    first, second = deal.defenders
    assert deal.legal_actions() == [Whist(), PassWhist()]  # the first: no half-whist
    deal.apply(PassWhist())
    assert deal.legal_actions() == [Whist(), HalfWhist(), PassWhist()]
    deal.apply(HalfWhist())
    assert deal.half_whister == second and deal.turn == first
    assert deal.observation(deal.declarer).half_whister == second
    assert deal.legal_actions() == [Whist(), PassWhist()]
    deal.apply(PassWhist())  # the half-whist stands: unplayed
    outcome = deal.outcome()
    assert deal.phase is Phase.FINISHED and not deal.tricks
    assert outcome.stands and outcome.half_whister == second
    entries = Ledger(20, rules=halves).apply(ledger_outcome(outcome))
    assert entries.bullet[deal.declarer] == 4 and entries.whists[second][deal.declarer] == 4
    # the first defender takes his pass back: he whists alone, the half-whister passes
    deal = dataclasses.replace(deal_of(), table_rules=halves)
    to_contract(deal, "7H")
    deal.apply(PassWhist())
    deal.apply(HalfWhist())
    deal.apply(Whist())
    assert deal.half_whister is None and deal.whists == [True, False]
    assert deal.phase is Phase.OPENING and deal.lone_whister == first
    # not against 8, not against 6♠ with Stalingrad, not at a table without it
    for contract, table in (("8H", halves), ("6S", halves), ("7H", TableRules())):
        deal = dataclasses.replace(deal_of(), table_rules=table)
        to_contract(deal, contract)
        if deal.phase is Phase.WHISTING:
            deal.apply(PassWhist())
            assert HalfWhist() not in deal.legal_actions(), contract
        else:
            assert contract == "6S" and deal.phase is Phase.PLAYING


def test_a_ten_the_table_does_not_check_stands_at_once():
    unchecked = TableRules(ten_checked=False)
    deal = dataclasses.replace(deal_of(), table_rules=unchecked)
    to_contract(deal, "10NT")
    assert deal.phase is Phase.FINISHED and not deal.tricks
    outcome = deal.outcome()
    assert outcome.stands and outcome.unchecked
    assert Ledger(20, rules=unchecked).apply(ledger_outcome(outcome)).bullet[deal.declarer] == 10
    checked = deal_of()
    to_contract(checked, "10NT")
    assert checked.phase is Phase.PLAYING


def ledger_outcome(outcome) -> PlayedContract:
    return PlayedContract(**{k: v for k, v in outcome.as_dict().items() if k != "kind"})


def test_six_spades_raised_to_a_higher_contract_is_whisted_freely():
    deal = deal_of()
    deal.apply(Bid(C("6S")))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(deal.legal_actions()[0])
    deal.apply(Declare(C("6C")))
    assert deal.phase is Phase.WHISTING


def test_ten_tricks_have_no_whist_the_defenders_just_play():
    deal = deal_of()
    to_contract(deal, "10H")
    assert deal.phase is Phase.PLAYING and deal.whists == [False, False]
    assert deal.controller(1) == 1 and deal.controller(2) == 2
    play_out(deal)
    assert deal.outcome().whists == (False, False)


@pytest.mark.parametrize("contract", ["7S", "6H", "9NT"])
def test_nobody_whists_the_contract_stands_and_the_deal_ends_unplayed(contract):
    deal = deal_of()  # declarer 0 (forehand), defenders 1 then 2
    to_contract(deal, contract)
    deal.apply(PassWhist())
    assert deal.phase is Phase.WHISTING and deal.to_move == 2
    deal.apply(PassWhist())
    assert deal.phase is Phase.FINISHED and deal.is_finished and deal.to_move is None
    assert deal.tricks == [] and deal.trick == [] and deal.legal_actions() == []
    assert [len(hand) for hand in deal.hands] == [10, 10, 10]
    assert deal.open_play is None and deal.lone_whister is None
    outcome = deal.outcome()
    assert isinstance(outcome, ContractResult) and outcome.stands
    standing = PlayedContract.standing(0, C(contract), (1, 2))
    fields = {k: v for k, v in outcome.as_dict().items() if k != "kind"}
    assert PlayedContract(**fields) == standing and standing.stands
    assert outcome.tricks == (C(contract).level, 10 - C(contract).level, 0)
    assert outcome.whists == (False, False) and not outcome.open_cards
    for seat in range(3):
        view = deal.observation(seat)
        assert view.phase is Phase.FINISHED and view.outcome == outcome and view.legal == ()
        assert [view.hands[s] is not None for s in range(3)] == [s == seat for s in range(3)]
    with pytest.raises(IllegalAction):
        deal.apply(Play(deal.hands[0][0]))


def test_one_whist_or_ten_tricks_do_not_stand():
    deal = lone_whist(first_whists=False, open_play=False)
    assert deal.phase is Phase.PLAYING
    play_out(deal)
    assert not deal.outcome().stands
    deal = deal_of()
    to_contract(deal, "10S")
    play_out(deal)
    assert deal.outcome().whists == (False, False) and not deal.outcome().stands
    assert len(deal.tricks) == 10


def lone_whist(first_whists: bool, open_play: bool) -> Deal:
    deal = deal_of(dealer=2)  # declarer 0 (forehand), defenders 1 then 2
    to_contract(deal, "7S")
    deal.apply(Whist() if first_whists else PassWhist())
    deal.apply(PassWhist() if first_whists else Whist())
    assert deal.phase is Phase.OPENING
    whister = 1 if first_whists else 2
    assert deal.to_move == deal.lone_whister == whister
    assert deal.legal_actions() == [PlayOpen(), PlayClosed()]
    assert deal.observation(whister).hands[3 - whister] is None  # not before the play
    deal.apply(PlayOpen() if open_play else PlayClosed())
    assert deal.phase is Phase.PLAYING and deal.open_play is open_play
    return deal


@pytest.mark.parametrize("first_whists", [True, False])
def test_a_lone_whister_plays_both_defending_hands(first_whists):
    deal = lone_whist(first_whists, open_play=False)
    whister, passer = (1, 2) if first_whists else (2, 1)
    assert deal.controller(passer) == whister and deal.controller(whister) == whister
    assert deal.controller(0) == 0
    seen_passer_turn = False
    while deal.phase is Phase.PLAYING:
        if deal.turn == passer:
            seen_passer_turn = True
            assert deal.to_move == whister
            view = deal.observation(whister)
            assert view.turn == passer and view.to_move == whister
            assert view.controllers[passer] == whister
            assert view.legal == tuple(deal.legal_actions())
            assert deal.observation(passer).legal == ()
            assert all(a.card in deal.hands[passer] for a in deal.legal_actions())
        deal.apply(deal.legal_actions()[-1])
    assert seen_passer_turn
    outcome = deal.outcome()
    expected = (True, False) if first_whists else (False, True)
    assert outcome.whists == expected and outcome.defenders == (1, 2)


def test_closed_the_whister_sees_his_partners_cards_nobody_else_does():
    deal = lone_whist(first_whists=True, open_play=False)
    assert deal.observation(1).hands[2] == tuple(deal.hands[2])
    assert deal.observation(0).hands[1] is None and deal.observation(0).hands[2] is None
    assert deal.observation(2).hands[1] is None and deal.observation(2).hands[0] is None
    deal.apply(deal.legal_actions()[0])
    assert deal.observation(0).hands[1] is None


def test_open_the_defending_hands_are_shown_from_the_defences_first_card():
    deal = lone_whist(first_whists=True, open_play=True)
    assert deal.to_move == 0  # the declarer leads before they are shown
    assert deal.observation(0).hands[1] is None and deal.observation(0).hands[2] is None
    deal.apply(deal.legal_actions()[0])
    for seat in range(3):
        view = deal.observation(seat)
        assert view.hands[1] == tuple(deal.hands[1]) and view.hands[2] == tuple(deal.hands[2])
    assert deal.observation(1).hands[0] is None


def test_open_play_shown_at_once_when_a_defender_leads():
    deal = deal_of(dealer=0)  # forehand is 1
    deal.apply(Pass())  # 1
    deal.apply(Bid(C("7D")))  # 2
    deal.apply(Pass())  # 0
    deal.apply(deal.legal_actions()[0])
    deal.apply(Declare(C("7D")))
    deal.apply(Whist())  # 1
    deal.apply(PassWhist())  # 0
    deal.apply(PlayOpen())
    assert deal.to_move == 1 and deal.observation(2).hands[0] == tuple(deal.hands[0])


# --- play ----------------------------------------------------------------------------------------

def test_forehand_leads_and_the_winner_leads_the_next_trick():
    deal = deal_of(dealer=2)
    to_contract(deal, "7S")
    deal.apply(Whist())
    deal.apply(Whist())
    assert deal.to_move == 0
    deal.apply(Play(Card.parse("AH")))
    assert [a.card for a in deal.legal_actions()] == parse_cards("QH JH TH")
    deal.apply(Play(Card.parse("TH")))
    deal.apply(Play(Card.parse("7H")))
    assert deal.tricks[-1].winner == 0 and deal.to_move == 0 and deal.tricks_won(0) == 1
    deal.apply(Play(Card.parse("KD")))
    # seat 1 holds diamonds: must follow
    assert [a.card for a in deal.legal_actions()] == parse_cards("QD JD")
    deal.apply(Play(Card.parse("JD")))
    deal.apply(Play(Card.parse("TD")))
    assert deal.tricks[-1].winner == 0


def test_a_void_player_must_trump_in_the_deal():
    hands = ("AS KS QS JS TS AH KH AD KD AC",
             "9S 8S 7S QH JH TH 9H QC JC TC",
             "8H 7H QD JD TD 9D 8D KC 8C 7C")
    deal = fixed_deal(2, 6, hands, "7D 9C")
    to_contract(deal, "7S")
    deal.apply(Whist())
    deal.apply(Whist())
    deal.apply(Play(Card.parse("AD")))
    # seat 1 has no diamonds and must trump
    assert [a.card for a in deal.legal_actions()] == parse_cards("9S 8S 7S")


def test_an_illegal_action_leaves_the_deal_unchanged():
    deal = deal_of()
    before = snapshot(deal)
    for action in (Play(Card.parse("AS")), Declare(C("6S")), Whist(), Discard(()),
                   PlayOpen(), "6S", None, Bid("6S")):
        with pytest.raises(IllegalAction):
            deal.apply(action)
        assert snapshot(deal) == before
    to_contract(deal, "7S")
    deal.apply(Whist())
    deal.apply(Whist())
    before = snapshot(deal)
    for action in (Play(Card.parse("9S")), Play(Card.parse("JS")), Pass(), Play("AS")):
        with pytest.raises(IllegalAction):
            deal.apply(action)
        assert snapshot(deal) == before
    assert issubclass(IllegalAction, ValueError)


# --- ALL PASS --------------------------------------------------------------------------------------

def all_pass_deal(hands=HANDS, widow=WIDOW_CARDS, minimum=6) -> Deal:
    deal = fixed_deal(2, minimum, hands, widow)
    for _ in range(3):
        deal.apply(Pass())
    return deal


def test_all_pass_widow_cards_lead_the_first_two_tricks():
    deal = all_pass_deal(widow="7D 9C")
    assert deal.trick_widow == Card.parse("7D")
    for seat in range(3):
        assert deal.observation(seat).widow == (Card.parse("7D"),)
        assert deal.observation(seat).trick_widow == Card.parse("7D")
    assert deal.to_move == 0  # forehand plays first
    assert [a.card for a in deal.legal_actions()] == parse_cards("AD KD")
    deal.apply(Play(Card.parse("KD")))
    assert [a.card for a in deal.legal_actions()] == parse_cards("QD JD")
    deal.apply(Play(Card.parse("QD")))
    deal.apply(Play(Card.parse("8D")))
    trick = deal.tricks[0]
    assert trick.widow == Card.parse("7D") and trick.cards == tuple(parse_cards("KD QD 8D"))
    assert trick.winner == 0
    # the second widow card; the first trick's winner plays first to it
    assert deal.trick_widow == Card.parse("9C") and deal.to_move == 0
    assert deal.observation(1).widow == tuple(parse_cards("7D 9C"))
    assert [a.card for a in deal.legal_actions()] == parse_cards("AC")
    deal.apply(Play(Card.parse("AC")))
    deal.apply(Play(Card.parse("JC")))
    deal.apply(Play(Card.parse("KC")))
    assert deal.tricks[1].winner == 0 and deal.tricks[1].widow == Card.parse("9C")
    # from the third trick the winner leads as usual, no widow card
    assert deal.trick_widow is None and deal.to_move == 0
    assert len(deal.legal_actions()) == len(deal.hands[0])
    play_out(deal)
    outcome = deal.outcome()
    assert isinstance(outcome, AllPassResult) and outcome.kind == "allpass"
    assert outcome.level == 6 and sum(outcome.tricks) == 10
    assert all(t.widow is None for t in deal.tricks[2:])


def test_all_pass_second_widow_trick_a_void_player_plays_any_card_the_widow_suit_binds():
    hands = ("AS KS QS JS TS AH KH AD KD AC",
             "9S 8S 7S QH JH TH 9H QC JC TC",
             "8H 7H QD JD TD 9D 8D KC 8C 7C")
    deal = all_pass_deal(hands, widow="9C 7D", minimum=8)
    assert deal.trick_widow == Card.parse("9C")
    deal.apply(Play(Card.parse("AC")))  # 0 follows
    deal.apply(Play(Card.parse("TC")))
    deal.apply(Play(Card.parse("KC")))
    assert deal.tricks[0].winner == 0
    # second widow card 7D: seat 0 plays first; seat 1 has no diamonds, but seat 0
    # followed the widow card, so any card will do
    deal.apply(Play(Card.parse("KD")))
    assert len(deal.legal_actions()) == len(deal.hands[1])
    deal.apply(Play(Card.parse("QH")))
    assert [a.card for a in deal.legal_actions()] == parse_cards("QD JD TD 9D 8D")
    deal.apply(Play(Card.parse("8D")))
    assert deal.tricks[1].winner == 0
    play_out(deal)
    assert deal.outcome().level == 8


def test_all_pass_void_in_the_widow_suit_the_first_player_sets_it():
    hands = ("AS KS QS JS TS AH KH AC KC QC",
             "9S 8S 7S QH JH TH 9H JC TC 9C",
             "8H 7H AD KD QD JD TD 8C 7C 8D")
    # widow 9D 7D: only seat 2 holds diamonds
    deal = all_pass_deal(hands, widow="9D 7D")
    assert len(deal.legal_actions()) == 10  # seat 0 void in diamonds: any card
    deal.apply(Play(Card.parse("QC")))
    assert [a.card for a in deal.legal_actions()] == parse_cards("JC TC 9C")
    deal.apply(Play(Card.parse("9C")))
    assert [a.card for a in deal.legal_actions()] == parse_cards("AD KD QD JD TD 8D")
    deal.apply(Play(Card.parse("8D")))
    assert deal.tricks[0].winner == 2  # the only diamond played takes it


def test_all_pass_the_widow_card_cannot_win():
    hands = ("AS KS QS JS TS AH KH AC KC QC",
             "9S 8S 7S QH JH TH 9H JC TC 9C",
             "8H 7H KD QD JD TD 9D 8D 8C 7C")
    deal = all_pass_deal(hands, widow="AD 7D")
    deal.apply(Play(Card.parse("AH")))  # void in diamonds
    assert [a.card for a in deal.legal_actions()] == parse_cards("QH JH TH 9H")
    deal.apply(Play(Card.parse("QH")))
    deal.apply(Play(Card.parse("8D")))
    assert deal.tricks[0].winner == 2  # the lowest diamond takes it under the widow's ace


# --- replay ------------------------------------------------------------------------------------

def test_replay_gives_the_same_deal():
    deal = Deal(99, 1, 7)
    play_out(deal, seed=5)
    again = replay(99, 1, [a for _, a in deal.history], 7)
    assert again.history == deal.history and again.outcome() == deal.outcome()
    with pytest.raises(IllegalAction):
        replay(99, 1, [Whist()])


# --- random deals: invariants and what each seat sees ------------------------------------------

def play_out(deal: Deal, seed: int = 0) -> None:
    """Finish the deal with seeded uniformly random legal actions."""
    rng = SplitMix64(seed)
    while deal.phase is not Phase.FINISHED:
        legal = deal.legal_actions()
        deal.apply(legal[rng.below(len(legal))])


def choose(deal: Deal, rng: SplitMix64, passive: bool):
    """A seeded random player: uniform over the legal actions; ``passive`` ones pass two
    times in three while bidding (to reach ALL PASS, low contracts and whist choices)."""
    legal = deal.legal_actions()
    if passive and deal.phase is Phase.BIDDING and rng.below(3):
        return Pass()
    if passive and deal.phase is Phase.BIDDING:
        return legal[rng.below(min(3, len(legal)))]
    return legal[rng.below(len(legal))]


def cards_in(value, found: set[Card] | None = None) -> set[Card]:
    """Every card anywhere in an observation's fields."""
    found = set() if found is None else found
    kind = type(value)
    if kind is Card:
        found.add(value)
    elif kind is tuple or kind is list:
        for item in value:
            cards_in(item, found)
    elif kind is not Contract and dataclasses.is_dataclass(kind):
        for name in kind.__dataclass_fields__:
            cards_in(getattr(value, name), found)
    return found


def may_see_hand(deal: Deal, viewer: int, seat: int) -> bool:
    """The rule, restated: whose cards a viewer may see."""
    if viewer == seat:
        return True
    if deal.phase not in (Phase.PLAYING, Phase.FINISHED) or deal.declarer in (None, seat):
        return False
    started = deal.phase is Phase.FINISHED or bool(deal.tricks or deal.trick) \
        or deal.turn != deal.declarer
    if deal.contract.miser:
        return started
    whisted = [d for d, w in zip(deal.defenders, deal.whists, strict=True) if w]
    if len(whisted) == 1:
        if viewer == whisted[0]:
            return True
        return bool(deal.open_play) and started
    return False


def allowed_cards(deal: Deal, viewer: int) -> set[Card]:
    seen: set[Card] = set()
    for seat in range(3):
        if may_see_hand(deal, viewer, seat):
            seen |= set(deal.hands[seat])
    for trick in deal.tricks:
        seen |= set(trick.cards) | ({trick.widow} if trick.widow else set())
    seen |= set(deal.trick)
    if deal.declarer is not None:
        seen |= set(deal.widow)
    if deal.all_pass and deal.phase is not Phase.BIDDING:
        seen |= set(deal.widow[:min(len(deal.tricks) + 1, 2)])
    if viewer == deal.declarer:
        seen |= set(deal.discard)
    return seen


def shuffled_hidden(deal: Deal, viewer: int, rng: SplitMix64) -> Deal:
    """A copy of ``deal`` whose cards hidden from ``viewer`` are dealt again at random."""
    other = copy.copy(deal)  # only the hands, the widow and the discard are replaced
    other.hands = [list(hand) for hand in deal.hands]
    seats = [s for s in range(3) if not may_see_hand(deal, viewer, s)]
    pool = [c for s in seats for c in other.hands[s]]
    hidden_widow = 0
    if deal.declarer is None:
        shown = len(deal.tricks) + 1 if deal.all_pass else 0
        hidden_widow = max(0, 2 - shown)
        pool += list(other.widow[2 - hidden_widow:])
    hide_discard = deal.declarer is not None and viewer != deal.declarer and deal.discard
    if hide_discard:
        pool += list(other.discard)
    for i in range(len(pool) - 1, 0, -1):
        j = rng.below(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    for s in seats:
        n = len(other.hands[s])
        other.hands[s], pool = rules.sort_hand(pool[:n], other.trump), pool[n:]
    if hidden_widow:
        other.widow = other.widow[:2 - hidden_widow] + tuple(pool[:hidden_widow])
        pool = pool[hidden_widow:]
    if hide_discard:
        other.discard, pool = tuple(pool[:2]), pool[2:]
    assert not pool
    return other


def check_invariants(deal: Deal) -> None:
    locations = deal.card_locations()
    assert locations == Counter(rules.deck()), deal.number
    assert all(len(t.cards) == 3 for t in deal.tricks)
    if deal.phase in (Phase.PLAYING, Phase.FINISHED):
        played = Counter((t.leader + i) % 3 for t in deal.tricks for i in range(3))
        played.update((deal.trick_leader + i) % 3 for i in range(len(deal.trick)))
        assert [len(deal.hands[s]) + played[s] for s in range(3)] == [10, 10, 10]


def check_outcome(deal: Deal) -> None:
    outcome = deal.outcome()
    if isinstance(outcome, ContractResult) and outcome.stands:
        assert outcome.whists == (False, False) and outcome.contract.level < 10
        assert not deal.tricks and not deal.trick and all(len(h) == 10 for h in deal.hands)
        assert [isinstance(a, PassWhist) for _, a in deal.history[-2:]] == [True, True]
        assert PlayedContract(**{k: v for k, v in outcome.as_dict().items() if k != "kind"}) \
            == PlayedContract.standing(deal.declarer, deal.contract, outcome.defenders)
        return
    assert len(deal.tricks) == 10 and not deal.trick and not any(deal.hands)
    assert sum(deal.tricks_taken()) == 10
    if deal.all_pass:
        assert isinstance(outcome, AllPassResult) and outcome.kind == "allpass"
        assert outcome.level == deal.minimum_level and outcome.tricks == deal.tricks_taken()
        assert AllPassOutcome(**{k: v for k, v in outcome.as_dict().items() if k != "kind"})
        assert deal.tricks[0].widow == deal.widow[0] and deal.tricks[1].widow == deal.widow[1]
        assert deal.tricks[0].leader == deal.forehand
        assert deal.tricks[1].leader == deal.tricks[0].winner
        return
    assert deal.tricks[0].leader == deal.forehand
    assert all(t.widow is None for t in deal.tricks)
    if deal.contract.miser:
        assert isinstance(outcome, MiserResult) and outcome.kind == "miser"
        assert outcome.declarer == deal.declarer
        assert outcome.tricks_taken == deal.tricks_won(deal.declarer)
        assert MiserOutcome(**{k: v for k, v in outcome.as_dict().items() if k != "kind"})
        assert deal.high_bid.miser and deal.bids[deal.declarer] == Contract.miser_bid()
        return
    assert isinstance(outcome, ContractResult) and outcome.kind == "contract"
    assert outcome.declarer == deal.declarer and outcome.contract == deal.contract
    assert outcome.contract >= deal.bids[deal.declarer]
    assert outcome.contract.level >= deal.minimum_level
    order = [s for s in deal.seats_in_order() if s != deal.declarer]
    assert outcome.defenders == tuple(order)
    assert outcome.tricks == deal.tricks_taken()
    said = [isinstance(a, Whist) for _, a in deal.history if isinstance(a, Whist | PassWhist)]
    if outcome.contract == Contract(6, Suit.SPADES):
        assert outcome.whists == (True, True) and not said
    elif outcome.contract.level == 10:
        assert outcome.whists == (False, False) and not said
    else:
        assert outcome.whists == tuple(said)
    assert outcome.open_cards == bool(deal.open_play) and (not outcome.open_cards
                                                           or sum(outcome.whists) == 1)
    data = outcome.as_dict()
    assert data["kind"] == "contract" and data["contract"] == deal.contract
    fields = {k: v for k, v in data.items() if k != "kind"}
    assert PlayedContract(**fields).tricks == outcome.tricks  # the ledger takes it as it is


def check_observations(deal: Deal, rng: SplitMix64 | None) -> None:
    for seat in range(3):
        view = deal.observation(seat)
        assert isinstance(view, Observation)
        assert cards_in(view) <= allowed_cards(deal, seat), (deal.number, seat, deal.phase)
        assert view.hand == tuple(deal.hands[seat])
        for s in range(3):
            assert (view.hands[s] is not None) == may_see_hand(deal, seat, s)
        assert bool(view.legal) == (deal.to_move == seat)
        if seat != deal.declarer:
            assert view.discard == ()
            assert not any(isinstance(a, Discard) for _, a in view.history)
        if rng is not None:
            assert shuffled_hidden(deal, seat, rng).observation(seat) == view, \
                (deal.number, seat, deal.phase)


def test_three_hundred_random_deals_keep_every_card_and_leak_nothing():
    kinds: Counter[str] = Counter()
    whist_paths: Counter[tuple] = Counter()
    for number in range(1, 301):
        rng = SplitMix64(number * 7919)
        deal = Deal(number, number % 3, (6, 7, 8)[number % 3])
        passive = number % 4 != 0
        deep = number % 5 == 0  # the hidden cards dealt again for every fifth deal
        while True:
            check_invariants(deal)
            check_observations(deal, rng if deep else None)
            if deal.phase is Phase.FINISHED:
                break
            deal.apply(choose(deal, rng, passive))
        check_outcome(deal)
        outcome = deal.outcome()
        kinds[outcome.kind] += 1
        if outcome.kind == "contract":
            whist_paths[(outcome.whists, deal.open_play, outcome.stands)] += 1
    assert set(kinds) == {"contract", "miser", "allpass"}, (kinds, "seeds 1 … 300")
    assert len(whist_paths) >= 6, whist_paths
    assert ((False, False), None, True) in whist_paths, whist_paths
