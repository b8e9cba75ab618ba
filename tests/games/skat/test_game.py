"""The Skat deal as a state machine: bidding, Skat, declaring, Kontra/Re, play, what each seat sees."""

import pytest

from cardsuite.engine.cards import Rank
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.game import (
    Bid,
    Deal,
    Declare,
    Hold,
    IllegalAction,
    Kontra,
    NoDouble,
    Options,
    Pass,
    Phase,
    Play,
    PlayHand,
    Push,
    Pushed,
    Re,
    TakeBack,
    TakeSkat,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import Contract


def play_out(deal: Deal, seed: int = 0) -> None:
    """Finish the deal with seeded random legal actions (bids kept low)."""
    rng = SplitMix64(seed)
    while deal.phase is not Phase.FINISHED:
        legal = deal.legal_actions()
        if deal.phase is Phase.BIDDING:
            action = Pass() if Pass() in legal and rng.below(2) else legal[0]
        else:
            action = legal[rng.below(len(legal))]
        deal.apply(action)
        assert deal.card_total() == 120


def test_dealing_is_fixed_by_the_number():
    a, b = Deal(617, dealer=0), Deal(617, dealer=0)
    assert a.hands == b.hands and a.skat == b.skat
    assert Deal(618, dealer=0).hands != a.hands
    cards = [c for hand in a.hands for c in hand] + a.skat
    assert len(cards) == 32 == len(set(cards))
    assert a.forehand == 1 and a.middlehand == 2 and a.rearhand == 0


def test_bidding_middlehand_to_forehand_then_rearhand():
    deal = Deal(5, dealer=0)  # forehand 1, middlehand 2, rearhand 0
    assert deal.to_move == 2
    deal.apply(Bid(18))
    assert deal.to_move == 1 and deal.legal_actions() == [Hold(), Pass()]
    deal.apply(Hold())
    assert deal.to_move == 2
    deal.apply(Bid(20))
    deal.apply(Pass())  # forehand gives up
    assert deal.to_move == 0  # rearhand bids to middlehand
    deal.apply(Bid(22))
    assert deal.to_move == 2
    deal.apply(Pass())
    assert deal.phase is Phase.HAND and deal.declarer == 0 and deal.bid == 22
    with pytest.raises(IllegalAction):
        deal.apply(Bid(23))


def test_a_bid_must_go_up():
    deal = Deal(5, dealer=0)
    deal.apply(Bid(20))
    deal.apply(Hold())
    assert Bid(20) not in deal.legal_actions() and Bid(18) not in deal.legal_actions()
    assert Bid(22) in deal.legal_actions()


def test_nobody_bids_and_the_last_may_open_with_18():
    deal = Deal(5, dealer=0)
    deal.apply(Pass())  # middlehand
    deal.apply(Pass())  # rearhand, nothing bid yet
    assert deal.to_move == 1 and deal.phase is Phase.BIDDING
    deal.apply(Bid(18))
    assert deal.phase is Phase.HAND and deal.declarer == 1 and deal.bid == 18


def test_all_pass_is_ramsch_or_a_redeal():
    deal = Deal(5, dealer=0)
    for _ in range(3):
        deal.apply(Pass())
    assert deal.phase is Phase.PLAYING and deal.declarer is None
    assert deal.game_type is GameType.RAMSCH and deal.to_move == deal.forehand
    play_out(deal)
    assert sum(1 for _ in deal.tricks) == 10 and deal.ramsch_scores is not None
    redeal = Deal(5, dealer=0, options=Options(redeal_when_all_pass=True))
    for _ in range(3):
        redeal.apply(Pass())
    assert redeal.phase is Phase.FINISHED and redeal.redealt and redeal.scores() == (0, 0, 0)
    # The Amiga set has no redeal: all pass is always Ramsch.
    amiga = Deal(5, dealer=0, options=Options(rule_set=RuleSet.AMIGA, redeal_when_all_pass=True))
    for _ in range(3):
        amiga.apply(Pass())
    assert amiga.phase is Phase.PLAYING and amiga.game_type is GameType.RAMSCH


def declarer_at_18(options=None):
    deal = Deal(5, dealer=0, options=options or Options())
    deal.apply(Bid(18))
    deal.apply(Hold())
    deal.apply(Pass())  # middlehand out: forehand (1) survives
    deal.apply(Pass())  # rearhand passes: forehand plays
    assert deal.declarer == 1
    return deal


def test_taking_the_skat_and_pushing():
    deal = declarer_at_18()
    skat = list(deal.skat)
    deal.apply(TakeSkat())
    assert deal.phase is Phase.PUSHING and len(deal.hands[1]) == 12
    assert all(card in deal.hands[1] for card in skat)
    push = deal.legal_actions()[0]
    assert len(deal.legal_actions()) == 66
    deal.apply(push)
    assert len(deal.hands[1]) == 10 and deal.pushed == push.cards
    # Without Hand, no announcements; Null offered (ISkO) since 23 >= 18.
    contracts = [a.contract for a in deal.legal_actions() if isinstance(a, Declare)]
    assert Contract(GameType.GRAND) in contracts
    assert Contract(GameType.NULL) in contracts and Contract(GameType.NULL, ouvert=True) in contracts
    assert not any(c.schneider_announced for c in contracts)


def test_amiga_rules_forbid_pushing_jacks_and_null():
    deal = declarer_at_18(Options(rule_set=RuleSet.AMIGA, kontra=False))
    deal.apply(TakeSkat())
    for action in deal.legal_actions():
        assert all(card.rank != Rank.JACK for card in action.cards)
    deal.apply(deal.legal_actions()[0])
    assert not any(a.contract.game_type is GameType.NULL for a in deal.legal_actions())


def test_the_amiga_set_announces_schneider_and_schwarz_but_no_ouvert():
    """The 1990 manual (seeds/002): "Schließlich können Sie noch Schneider bzw. Schwarz
    ansagen" — no Ouvert; the ISkO offers suit and Grand Ouvert with Hand."""
    for rule_set, ouvert in ((RuleSet.AMIGA, False), (RuleSet.ISKO, True)):
        deal = Deal(5, dealer=0, options=Options(rule_set=rule_set, kontra=False))
        for action in (Bid(18), Hold(), Pass(), Pass(), PlayHand()):
            deal.apply(action)
        contracts = [a.contract for a in deal.legal_actions()]
        assert Contract(GameType.GRAND, hand=True, schneider_announced=True,
                        schwarz_announced=True) in contracts
        assert any(c.ouvert for c in contracts) is ouvert


def test_hand_game_may_announce_and_null_below_the_bid_is_not_offered():
    deal = Deal(5, dealer=0)
    deal.apply(Bid(36))
    deal.apply(Hold())
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(PlayHand())
    contracts = [a.contract for a in deal.legal_actions()]
    assert Contract(GameType.CLUBS, hand=True, schneider_announced=True) in contracts
    assert Contract(GameType.NULL, hand=True) not in contracts  # Null Hand is 35 < 36
    assert Contract(GameType.NULL, hand=True, ouvert=True) in contracts  # 46
    assert not any(c.game_type is GameType.NULL and not c.hand for c in contracts)


def test_kontra_and_re_double_the_score():
    deal = declarer_at_18(Options(kontra=True))
    deal.apply(PlayHand())
    deal.apply(Declare(Contract(GameType.GRAND, hand=True)))
    assert deal.phase is Phase.KONTRA and deal.to_move == 2  # the first defender asked
    assert deal.legal_actions() == [Kontra(), NoDouble()]
    deal.apply(Kontra())
    assert deal.to_move == 1 and deal.legal_actions() == [Re(), NoDouble()]
    deal.apply(Re())
    assert deal.phase is Phase.PLAYING and deal.kontra and deal.re
    play_out(deal)
    plain = declarer_at_18()
    plain.apply(PlayHand())
    plain.apply(Declare(Contract(GameType.GRAND, hand=True)))
    play_out(plain)
    assert deal.scores()[1] == 4 * plain.scores()[1]


def test_play_follows_suit_and_tricks_go_to_the_winner():
    deal = declarer_at_18()
    deal.apply(PlayHand())
    deal.apply(Declare(Contract(GameType.CLUBS, hand=True)))
    while deal.phase is Phase.PLAYING:
        seat = deal.to_move
        legal = deal.legal_actions()
        assert [a.card for a in legal] == rules.legal_cards(deal.hands[seat], deal.trick,
                                                           GameType.CLUBS)
        with pytest.raises(IllegalAction):
            illegal = [c for c in deal.hands[seat] if Play(c) not in legal]
            if not illegal:
                raise IllegalAction("no illegal card here")
            deal.apply(Play(illegal[0]))
        before = len(deal.tricks)
        deal.apply(legal[0])
        if len(deal.tricks) > before:
            trick = deal.tricks[-1]
            assert trick.winner == (trick.leader + rules.trick_winner(trick.cards,
                                                                      GameType.CLUBS)) % 3
            assert deal.trick_leader == trick.winner
    assert deal.result is not None
    assert deal.card_points(1) + deal.card_points(0) + deal.card_points(2) + \
        rules.points(deal.skat) == 120


def test_null_ends_when_the_declarer_takes_a_trick():
    for number in range(1, 40):
        deal = Deal(number, dealer=0)
        deal.apply(Bid(18))
        deal.apply(Hold())
        deal.apply(Pass())
        deal.apply(Pass())
        deal.apply(PlayHand())
        deal.apply(Declare(Contract(GameType.NULL, hand=True)))
        play_out(deal, number)
        if deal.tricks_won(1):
            assert deal.tricks[-1].winner == 1 and len(deal.tricks) <= 10
            assert deal.result.won is False and deal.result.value == -70
            return
    pytest.fail("no deal where the Null declarer took a trick")


def test_observation_shows_only_what_a_seat_may_know():
    deal = declarer_at_18()
    deal.apply(TakeSkat())
    push = deal.legal_actions()[5]
    deal.apply(push)
    declarer_view = deal.observation(1)
    defender_view = deal.observation(2)
    assert declarer_view.pushed == push.cards and defender_view.pushed == ()
    assert declarer_view.skat_seen == tuple(deal.skat) and defender_view.skat_seen == ()
    assert (1, Pushed()) in defender_view.history and (1, push) in declarer_view.history
    assert defender_view.hand == tuple(deal.hands[2])
    for field_value in vars(defender_view).values():
        for card in push.cards:
            assert card not in (field_value if isinstance(field_value, tuple) else ())
    assert defender_view.legal == ()  # not its turn
    assert declarer_view.legal == tuple(deal.legal_actions())


def test_ouvert_shows_the_declarers_hand_after_the_first_lead():
    deal = declarer_at_18()
    deal.apply(PlayHand())
    deal.apply(Declare(Contract(GameType.GRAND, hand=True, schneider_announced=True,
                                schwarz_announced=True, ouvert=True)))
    assert deal.observation(2).open_hand == ()
    deal.apply(deal.legal_actions()[0])
    assert set(deal.observation(2).open_hand) == set(deal.hands[1])
    assert deal.observation(1).open_hand == ()


@pytest.mark.parametrize("seed", range(30))
def test_random_play_always_ends_scored(seed):
    deal = Deal(1000 + seed, dealer=seed % 3, options=Options(kontra=bool(seed % 2)))
    play_out(deal, seed)
    assert deal.phase is Phase.FINISHED
    assert deal.result is not None or deal.ramsch_scores is not None


# --- taking the pushed cards back (ISkO) ------------------------------------------------------

def pushed_at_18(options: Options) -> tuple[Deal, list]:
    deal = declarer_at_18(options)
    deal.apply(TakeSkat())
    twelve = sorted(deal.hands[deal.declarer])
    deal.apply(deal.legal_actions()[0])
    return deal, twelve


def test_the_declarer_may_take_the_pushed_cards_back_until_he_declares():
    deal, twelve = pushed_at_18(Options())
    declarer = deal.declarer
    first = deal.pushed
    assert deal.phase is Phase.DECLARING and TakeBack() in deal.legal_actions()
    deal.apply(TakeBack())
    assert deal.phase is Phase.PUSHING and deal.to_move == declarer
    assert sorted(deal.hands[declarer]) == twelve and deal.pushed == ()
    assert deal.card_total() == 120
    assert len(deal.legal_actions()) == 66  # any two of the twelve, the same two too
    # He pushes two others, takes them back again, and pushes a third pair.
    again = next(a for a in deal.legal_actions() if not set(a.cards) & set(first))
    deal.apply(again)
    deal.apply(TakeBack())
    last = next(a for a in deal.legal_actions() if set(a.cards) == {twelve[5], twelve[11]})
    deal.apply(last)
    assert deal.pushed == last.cards and len(deal.hands[declarer]) == 10
    assert sorted(deal.hands[declarer] + list(deal.pushed)) == twelve
    # Declared, the Skat stays as it is.
    deal.apply(Declare(Contract(GameType.GRAND)))
    assert TakeBack() not in deal.legal_actions()
    with pytest.raises(IllegalAction):
        deal.apply(TakeBack())
    play_out(deal, seed=3)
    # What the declarer laid away last counts for him, and no card is lost or doubled.
    assert deal.skat_points() == rules.points(last.cards)
    assert deal.card_points(declarer) + deal.skat_points() + sum(
        deal.card_points(s) for s in range(3) if s != declarer) == 120
    played = [c for t in deal.tricks for c in t.cards]
    assert len(played) == 30 and not set(played) & set(last.cards)


def test_others_learn_that_the_cards_were_taken_back_but_not_which():
    deal, _twelve = pushed_at_18(Options())
    deal.apply(TakeBack())
    deal.apply(deal.legal_actions()[-1])
    declarer = deal.declarer
    other = next(s for s in range(3) if s != declarer)
    seen = [a for s, a in deal.observation(other).history if s == declarer]
    assert seen[-3:] == [Pushed(), TakeBack(), Pushed()]
    own = [a for s, a in deal.observation(declarer).history if s == declarer]
    assert isinstance(own[-3], Push) and own[-2] == TakeBack() and own[-1] == Push(deal.pushed)


def test_nothing_to_take_back_in_a_hand_game_or_before_pushing():
    deal = declarer_at_18(Options())
    assert TakeBack() not in deal.legal_actions()  # the Hand question
    deal.apply(PlayHand())
    assert deal.phase is Phase.DECLARING and TakeBack() not in deal.legal_actions()
    with pytest.raises(IllegalAction):
        deal.apply(TakeBack())


def test_the_amiga_rules_refuse_taking_the_pushed_cards_back():
    deal, _twelve = pushed_at_18(Options(rule_set=RuleSet.AMIGA, kontra=False))
    assert deal.phase is Phase.DECLARING
    assert TakeBack() not in deal.legal_actions()
    pushed, hand = deal.pushed, list(deal.hands[deal.declarer])
    with pytest.raises(IllegalAction):
        deal.apply(TakeBack())
    assert deal.pushed == pushed and deal.hands[deal.declarer] == hand
    assert deal.phase is Phase.DECLARING
