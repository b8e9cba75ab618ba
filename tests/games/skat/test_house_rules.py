"""Skat house rules: Kontra ab 18, Bock rounds, Schieberamsch, the Bierlachs list."""

import json

import pytest

from cardsuite.engine.cards import Rank, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.bots import make_bot, schieberamsch_action
from cardsuite.games.skat.game import (
    Bid,
    Deal,
    Declare,
    Hold,
    Kontra,
    NoDouble,
    Options,
    Pass,
    PassOn,
    Phase,
    PlayHand,
    Push,
    Pushed,
    TakeSkat,
    with_options,
)
from cardsuite.games.skat.house_rules import bock_events
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import ScoreList, ScoreMode, describe_game
from cardsuite.games.skat.scoring import Contract, score_game, score_ramsch
from cardsuite.games.skat.session import Session, SessionSettings

KONTRA_AB_18 = Options(kontra=True, kontra_after_bid=True)


def bid_and_declare(options: Options, actions) -> Deal:
    """Deal 5, dealer 0 (forehand 1, middlehand 2, rearhand 0): the bidding ``actions``, then
    the declarer plays Grand Hand."""
    deal = Deal(5, dealer=0, options=options)
    for action in actions:
        deal.apply(action)
    deal.apply(PlayHand())
    deal.apply(Declare(Contract(GameType.GRAND, hand=True)))
    return deal


# --- Kontra ab 18 ----------------------------------------------------------------------------

# Middlehand (2) says 18, forehand (1) holds, middlehand says 20, forehand passes; rearhand
# (0) passes at once without a word: middlehand declares at 20.  Forehand held a bid,
# rearhand said nothing.
HELD_AND_SILENT = [Bid(18), Hold(), Bid(20), Pass(), Pass()]


def test_kontra_ab_18_asks_only_the_defender_who_held_a_bid():
    # XSkat asks a defender only if sagte18 is set, which saying a value or "Ja" sets.
    free = bid_and_declare(Options(kontra=True), HELD_AND_SILENT)
    assert free.declarer == 2 and free.phase is Phase.KONTRA and free.to_move == 1
    free.apply(NoDouble())
    assert free.phase is Phase.KONTRA and free.to_move == 0  # without the rule: asked too

    restricted = bid_and_declare(KONTRA_AB_18, HELD_AND_SILENT)
    assert restricted.has_bid(1) and not restricted.has_bid(0) and restricted.has_bid(2)
    assert restricted.phase is Phase.KONTRA and restricted.to_move == 1
    assert restricted.legal_actions() == [Kontra(), NoDouble()]
    restricted.apply(NoDouble())
    assert restricted.phase is Phase.PLAYING  # rearhand is never asked


def test_kontra_ab_18_after_a_kontra_the_declarer_may_still_say_re():
    deal = bid_and_declare(KONTRA_AB_18, HELD_AND_SILENT)
    deal.apply(Kontra())
    assert deal.to_move == 2 and deal.phase is Phase.KONTRA  # the declarer: Re or not


def test_kontra_ab_18_with_no_defender_in_the_bidding_the_play_begins_at_once():
    # Middlehand and rearhand pass without a bid; forehand opens with 18 and plays.
    deal = bid_and_declare(KONTRA_AB_18, [Pass(), Pass(), Bid(18)])
    assert deal.declarer == 1 and deal.phase is Phase.PLAYING and not deal.kontra
    free = bid_and_declare(Options(kontra=True), [Pass(), Pass(), Bid(18)])
    assert free.phase is Phase.KONTRA and free.to_move == 2


@pytest.mark.parametrize("seed", range(40))
def test_kontra_ab_18_asks_exactly_the_defenders_who_said_something_but_pass(seed):
    """Random biddings: the defenders asked are those of the free rule whose bidding words
    were not all "Weg!" — in the same order."""
    rng = SplitMix64(seed)
    options = (Options(kontra=True), KONTRA_AB_18)
    deals = [Deal(seed + 1, dealer=seed % 3, options=o) for o in options]
    while deals[0].phase is Phase.BIDDING:
        legal = deals[0].legal_actions()
        action = Pass() if rng.below(3) == 0 else legal[0]
        for deal in deals:
            deal.apply(action)
    if deals[0].declarer is None:
        return  # all passed: no Kontra in a Ramsch
    bidding = list(deals[0].history)
    asked = []
    for deal in deals:
        deal.apply(PlayHand())
        deal.apply(Declare(Contract(GameType.GRAND, hand=True)))
        seats = []
        while deal.phase is Phase.KONTRA:
            seats.append(deal.to_move)
            deal.apply(NoDouble())
        asked.append(seats)
        assert deal.phase is Phase.PLAYING
    words = {seat: [a for s, a in bidding if s == seat] for seat in range(3)}
    spoke = [seat for seat in asked[0] if any(not isinstance(a, Pass) for a in words[seat])]
    assert asked[1] == spoke


def test_kontra_ab_18_is_saved_with_the_session_and_old_saves_load_without_it():
    session = Session(SessionSettings(KONTRA_AB_18, ("easy", "easy"), seed=2))
    session.new_deal()
    saved = session.to_dict()
    assert saved["kontra_after_bid"] is True
    assert Session.from_dict(saved).settings.options.kontra_after_bid
    del saved["kontra_after_bid"]  # a session saved before the house rule existed
    assert Session.from_dict(saved).settings.options.kontra_after_bid is False
    saved["kontra_after_bid"] = 1
    with pytest.raises(ValueError, match="true or false"):
        Session.from_dict(saved)


# --- Bock rounds -----------------------------------------------------------------------------

def random_deal(number: int, options: Options, seed: int, bock: bool = False) -> Deal:
    """Deal ``number`` played to the end with seeded random legal actions."""
    rng = SplitMix64(seed)
    deal = Deal(number, dealer=number % 3, options=options, bock=bock)
    while deal.phase is not Phase.FINISHED:
        legal = deal.legal_actions()
        if deal.phase is Phase.BIDDING:
            action = Pass() if Pass() in legal and rng.below(3) == 0 else legal[0]
        else:
            action = legal[rng.below(len(legal))]
        deal.apply(action)
    return deal


def first_random_deal(options: Options, wanted) -> Deal:
    for number in range(1, 3000):
        deal = random_deal(number, options, seed=number)
        if wanted(deal):
            return deal
    raise AssertionError("no deal fits")


def declarer_points(deal: Deal) -> int:
    return deal.card_points(deal.declarer) + deal.skat_points()


def test_a_bock_game_doubles_the_entry_kontra_and_re_on_top():
    # rules/skat.md: Grand mit 1 won +48, lost −96; Bock doubles the entry, Kontra/Re too.
    cards = parse_cards("JC 7S 8S 9S QS KS 7H 8H 9H QH 7D 8D")
    won = score_game(Contract(GameType.GRAND), cards, 61, 5, 18)
    assert won.value == 48 and not won.bock
    bock = score_game(Contract(GameType.GRAND), cards, 61, 5, 18, bock=True)
    assert bock.value == 96 and bock.bock and bock.game_value == 48
    lost = score_game(Contract(GameType.GRAND), cards, 60, 5, 18, kontra=True, re=True,
                      bock=True)
    assert lost.value == -96 * 4 * 2
    assert describe_game(Contract(GameType.GRAND), bock) == "grand with 1 bock"


def test_a_bock_ramsch_doubles_every_score_and_a_durchmarsch():
    # ISkO Ramsch: the most points (61 + the Skat's 10) lose; Jungfrau doubles.
    assert score_ramsch((61, 29, 20), (5, 3, 2), 10) == (-71, 0, 0)
    assert score_ramsch((61, 29, 20), (5, 3, 2), 10, factor=2) == (-142, 0, 0)
    assert score_ramsch((100, 20, 0), (8, 2, 0), 0, factor=2) == (-400, 0, 0)
    assert score_ramsch((120, 0, 0), (10, 0, 0), 0, factor=4) == (480, 0, 0)
    for factor in (0, 3, True, 2.0):
        with pytest.raises(ValueError, match="factor"):
            score_ramsch((61, 29, 20), (5, 3, 2), 10, factor=factor)


def test_bock_events_60_60_lost_kontra_re_and_a_won_grand_hand():
    """XSkat's check_bockevents: BOCK_BEI_60, BOCK_BEI_KONTRA / _RE, BOCK_BEI_GRANDHAND."""
    kontra = Options(kontra=True)
    sixty = first_random_deal(Options(), lambda d: d.declarer is not None and
                              d.contract.game_type is not GameType.NULL and
                              declarer_points(d) == 60 and not d.kontra)
    assert not sixty.result.won and bock_events(sixty) == 1 + (
        sixty.contract.game_type is GameType.GRAND and sixty.contract.hand and sixty.result.won)
    lost_kontra = first_random_deal(kontra, lambda d: d.kontra and not d.re and d.result
                                    and not d.result.won and declarer_points(d) != 60
                                    and d.contract.game_type is not GameType.GRAND)
    assert bock_events(lost_kontra) == 1
    won_kontra = first_random_deal(kontra, lambda d: d.kontra and not d.re and d.result
                                   and d.result.won and not (d.contract.game_type is GameType.GRAND
                                                             and d.contract.hand))
    assert bock_events(won_kontra) == 0  # Kontra that did not win is no event
    won_re = first_random_deal(kontra, lambda d: d.re and d.result.won
                               and not (d.contract.game_type is GameType.GRAND
                                        and d.contract.hand))
    assert bock_events(won_re) == 1  # Re said counts, whoever wins
    grand_hand = first_random_deal(Options(), lambda d: d.result is not None and d.result.won
                                   and d.contract.game_type is GameType.GRAND and d.contract.hand)
    assert bock_events(grand_hand) == 1
    ramsch = first_random_deal(Options(), lambda d: d.declarer is None)
    assert bock_events(ramsch) == 0
    plain = first_random_deal(Options(), lambda d: d.result is not None and not d.kontra
                              and declarer_points(d) != 60 and d.contract.game_type
                              is not GameType.GRAND)
    assert bock_events(plain) == 0


def record_scripted(session: Session, events: list[int], monkeypatch) -> list[bool]:
    """Play one deal per entry of ``events`` (first legal actions), each counting as that
    many Bock events; return whether each was dealt as a Bock game."""
    script = iter(events)
    monkeypatch.setattr("cardsuite.games.skat.session.bock_events", lambda deal: next(script))
    flags = []
    for _ in events:
        deal = session.new_deal()
        flags.append(deal.bock)
        while deal.phase is not Phase.FINISHED:
            deal.apply(deal.legal_actions()[0])
            session._maybe_record()
    return flags


def test_bock_games_queue_up_after_each_event(monkeypatch):
    # XSkat do_geben: a Bock game uses one up, each event adds three (bockspiele += 3*bockinc).
    # Game 1 is an event: games 2–4 are Bock.  Game 3 is an event too: its three follow those
    # still waiting (4), so games 5–7 are Bock; game 8 is not.
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=8, bock_games=3))
    flags = record_scripted(session, [1, 0, 1, 0, 0, 0, 0, 0], monkeypatch)
    assert flags == [False, True, True, True, True, True, True, False]
    rows = session.scorelist.rows
    for row, bock in zip(rows, flags, strict=True):
        assert row.game.endswith(" bock") == bock
    assert session.bock_pending == 0


def test_two_events_in_one_game_bring_two_rounds_and_six_games_a_round(monkeypatch):
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=9, bock_games=6))
    flags = record_scripted(session, [2] + [0] * 13, monkeypatch)
    assert flags == [False] + [True] * 12 + [False]


def test_without_bock_rounds_no_game_is_a_bock_game(monkeypatch):
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=9))
    assert record_scripted(session, [1, 1, 1], monkeypatch) == [False, False, False]


@pytest.mark.parametrize("seed", range(6))
def test_bock_games_follow_the_count_of_events_so_far(seed, monkeypatch):
    """Independently: game k is a Bock game exactly when the Bock games brought by the events
    before it outnumber the Bock games before it."""
    rng = SplitMix64(seed)
    events = [1 if rng.below(5) == 0 else (2 if rng.below(20) == 0 else 0) for _ in range(30)]
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=seed, bock_games=3))
    flags = record_scripted(session, events, monkeypatch)
    for k in range(len(events)):
        assert flags[k] == (3 * sum(events[:k]) > sum(flags[:k]))


def test_a_bock_game_on_the_list_counts_double(monkeypatch):
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=8, bock_games=3))
    record_scripted(session, [1, 0], monkeypatch)
    first, second = session.scorelist.rows
    deal = session.deal
    assert deal.bock
    if deal.declarer is None:
        assert second.entries == tuple(2 * s for s in score_ramsch(
            tuple(deal.card_points(s) for s in range(3)),
            tuple(deal.tricks_won(s) for s in range(3)), rules.points(deal.skat)))
    else:
        plain = with_options(deal)
        plain.bock = False
        for _seat, action in deal.history:
            plain.apply(action)
        assert second.value == 2 * plain.result.value


def test_bock_state_is_saved_with_the_session_and_old_saves_load_without_it(monkeypatch):
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=8, bock_games=3))
    record_scripted(session, [1, 0], monkeypatch)
    assert session.bock_pending == 2 and session.deal.bock
    saved = session.to_dict()
    again = Session.from_dict(saved)
    assert again.settings.bock_games == 3 and again.bock_pending == 2
    assert again.deal.bock and again.scorelist.rows == session.scorelist.rows
    assert again.to_dict() == saved
    assert again.new_deal().bock  # the next of the two still to come
    for key in ("bock_games", "bock_pending"):
        del saved[key]
    del saved["deal"]["bock"]
    old = Session.from_dict(saved)  # saved before Bock rounds existed
    assert old.settings.bock_games == 0 and old.bock_pending == 0 and not old.deal.bock
    for key, value in (("bock_games", 4), ("bock_pending", -1), ("bock_pending", "2")):
        broken = session.to_dict()
        broken[key] = value
        with pytest.raises(ValueError, match=key):
            Session.from_dict(broken)


# --- Schieberamsch ---------------------------------------------------------------------------

SCHIEBE = Options(schieberamsch=True)


def all_pass(options: Options, number: int = 5) -> Deal:
    deal = Deal(number, dealer=0, options=options)  # forehand 1, middlehand 2, rearhand 0
    for _ in range(3):
        deal.apply(Pass())
    return deal


def test_schieberamsch_goes_round_from_forehand_take_and_lay_away_or_pass_on():
    deal = all_pass(SCHIEBE)
    assert deal.phase is Phase.SCHIEBERAMSCH and deal.to_move == 1
    assert deal.legal_actions() == [TakeSkat(), PassOn()]
    skat = list(deal.skat)
    deal.apply(TakeSkat())
    assert len(deal.hands[1]) == 12 and set(skat) <= set(deal.hands[1]) and deal.skat == []
    assert deal.laying_away and deal.to_move == 1 and deal.card_total() == 120
    pushes = deal.legal_actions()
    assert pushes and all(isinstance(a, Push) for a in pushes)
    assert not any(c.rank == Rank.JACK for a in pushes for c in a.cards)  # no jacks
    plain = [c for c in deal.hands[1] if c.rank != Rank.JACK]
    assert len(pushes) == len(plain) * (len(plain) - 1) // 2  # any two others
    laid = pushes[-1]
    deal.apply(laid)
    assert deal.skat == list(laid.cards) and len(deal.hands[1]) == 10
    assert deal.to_move == 2 and not deal.laying_away
    deal.apply(PassOn())  # middlehand passes it on unseen
    assert deal.passed_on == 1 and deal.to_move == 0 and deal.skat == list(laid.cards)
    deal.apply(TakeSkat())
    assert set(laid.cards) <= set(deal.hands[0])  # rearhand gets forehand's two cards
    deal.apply(deal.legal_actions()[0])
    assert deal.phase is Phase.PLAYING and deal.to_move == 1 and deal.game_type is GameType.RAMSCH
    assert [len(h) for h in deal.hands] == [10, 10, 10] and deal.card_total() == 120


def test_others_see_that_cards_were_laid_away_not_which():
    deal = all_pass(SCHIEBE)
    deal.apply(TakeSkat())
    deal.apply(deal.legal_actions()[0])
    mine = deal.observation(1).history[-1]
    theirs = deal.observation(2).history[-1]
    assert isinstance(mine[1], Push) and theirs == (1, Pushed())


def test_in_the_play_a_bot_knows_the_cards_it_laid_away():
    """Forehand takes and lays two away; middlehand passes it on: in the play forehand
    knows the Skat (the two are not unseen for him, no Skat to guess).  When rearhand
    takes it after him instead, forehand knows only that middlehand cannot hold them."""
    from cardsuite.games.skat.bots import SKAT, SkatTrickRules, knowledge

    for rearhand_takes in (False, True):
        deal = all_pass(SCHIEBE)
        deal.apply(TakeSkat())
        laid = deal.legal_actions()[-1]
        deal.apply(laid)
        deal.apply(PassOn())
        if rearhand_takes:
            deal.apply(TakeSkat())
            keep = next(a for a in deal.legal_actions() if not set(a.cards) & set(laid.cards))
            deal.apply(keep)
        else:
            deal.apply(PassOn())
        assert deal.phase is Phase.PLAYING
        unseen, holders = knowledge(deal.observation(1), SkatTrickRules(GameType.RAMSCH))
        if rearhand_takes:
            assert set(laid.cards) <= set(unseen) and SKAT in holders
            assert set(laid.cards) <= holders[2].never and not holders[0].never
        else:
            assert not set(laid.cards) & set(unseen) and SKAT not in holders
            assert len(unseen) == 20
        # Middlehand laid nothing away: he still guesses the Skat.
        unseen, holders = knowledge(deal.observation(2), SkatTrickRules(GameType.RAMSCH))
        assert SKAT in holders and len(unseen) == 22


@pytest.mark.parametrize("passes", range(4))
def test_each_pass_on_doubles_the_ramsch(passes):
    """pagat / Parlett / JSkat (2^geschoben): the same cards played, the scores × 2^passes.
    Who takes the Skat lays the same two cards away again, so the cards stay as dealt."""
    number = next(n for n in range(1, 100)
                  if not any(c.rank == Rank.JACK for c in Deal(n, dealer=0).skat))
    plain = all_pass(Options(), number)
    deal = all_pass(SCHIEBE, number)
    for turn in range(3):
        if turn < passes:
            deal.apply(PassOn())
        else:
            deal.apply(TakeSkat())
            deal.apply(next(a for a in deal.legal_actions() if set(a.cards) == set(plain.skat)))
    assert deal.passed_on == passes and deal.phase is Phase.PLAYING
    assert deal.hands == plain.hands and sorted(deal.skat) == sorted(plain.skat)
    rng = SplitMix64(passes)
    while plain.phase is not Phase.FINISHED:
        action = plain.legal_actions()[rng.below(len(plain.legal_actions()))]
        plain.apply(action)
        deal.apply(action)
    assert deal.scores() == tuple(2 ** passes * s for s in plain.scores())
    assert any(deal.scores())
    bock = all_pass(SCHIEBE, number)
    bock.bock = True
    for action in [a for _s, a in deal.history[3:]]:
        bock.apply(action)
    assert bock.scores() == tuple(2 * s for s in deal.scores())  # Bock doubles on top


def test_a_schieberamsch_row_says_how_often_the_skat_went_on():
    session = Session(SessionSettings(SCHIEBE, ("random", "random"), seed=4))
    deal = session.new_deal(5)
    for _ in range(3):
        deal.apply(Pass())
    for _ in range(3):
        deal.apply(PassOn())
    while deal.phase is not Phase.FINISHED:
        deal.apply(deal.legal_actions()[0])
    session._maybe_record()
    row = session.scorelist.rows[0]
    assert row.game == "ramsch passed-on 3" and row.entries == deal.scores()
    assert any(row.entries) and all(entry % 8 == 0 for entry in row.entries)
    again = Session.from_dict(session.to_dict())
    assert again.scorelist.rows == session.scorelist.rows
    saved = session.to_dict()
    assert saved["schieberamsch"] is True
    del saved["schieberamsch"]  # saved before the house rule existed (no pass-on in it)
    saved["deal"] = None
    assert Session.from_dict(saved).settings.options.schieberamsch is False


def test_a_schieberamsch_in_progress_is_saved_and_resumed():
    session = Session(SessionSettings(SCHIEBE, ("random", "random"), seed=4))
    deal = session.new_deal(5)
    for action in (Pass(), Pass(), Pass(), TakeSkat()):
        deal.apply(action)
    deal.apply(deal.legal_actions()[3])
    deal.apply(PassOn())
    again = Session.from_dict(session.to_dict())
    assert again.deal.phase is Phase.SCHIEBERAMSCH and again.deal.hands == deal.hands
    assert again.deal.skat == deal.skat and again.deal.passed_on == 1
    assert again.deal.to_move == deal.to_move


def test_with_redeal_switched_on_all_pass_deals_again_even_with_schieberamsch():
    deal = all_pass(Options(schieberamsch=True, redeal_when_all_pass=True))
    assert deal.redealt and deal.phase is Phase.FINISHED


# --- the computer players in a Schieberamsch ------------------------------------------------

def test_a_bot_passes_a_safe_hand_on_and_takes_with_jacks():
    for number in range(1, 400):
        deal = all_pass(SCHIEBE, number)
        hand = deal.hands[deal.to_move]
        jacks = sum(c.rank == Rank.JACK for c in hand)
        high = sum(c.rank in (Rank.ACE, Rank.TEN) for c in hand)
        action = schieberamsch_action(deal.observation(deal.to_move))
        assert action == (PassOn() if jacks == 0 and high <= 1 else TakeSkat()), number
        if action == TakeSkat():
            deal.apply(action)
            push = schieberamsch_action(deal.observation(deal.to_move))
            hand = deal.hands[deal.to_move]
            assert push in deal.legal_actions()
            assert not any(c.rank == Rank.JACK for c in push.cards)
            kept = [c for c in hand if c not in push.cards and c.rank != Rank.JACK]
            # Nothing kept is worth more points than what was laid away.
            assert max(rules.card_points(c) for c in kept) <= min(
                rules.card_points(c) for c in push.cards)


@pytest.mark.parametrize("level", ["simple", "random", "easy"])
def test_bots_play_a_schieberamsch_through(level):
    bots = [make_bot(level, seat) for seat in range(3)]
    seen = set()
    for number in range(1, 60):
        deal = all_pass(SCHIEBE, number)
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            action = bots[seat].act(deal.observation(seat))
            seen.add(type(action).__name__)
            deal.apply(action)
        assert deal.ramsch_scores is not None and deal.card_total() == 120
        if {"PassOn", "Push"} <= seen:
            break
    assert {"PassOn", "TakeSkat", "Push"} <= seen


# --- the Bierlachs list ----------------------------------------------------------------------

def test_bierlachs_writes_minus_points_only_worked_example():
    """The three games of the example of "Skat scoring" (Wikipedia): Anton wins a Grand with
    4 Schneider (144), loses a Diamonds game (−108 on the list), Carla wins a Null Ouvert
    (46).  Standard list: Anton 36, Carla 46.  Bierlachs: the won games go to the defenders."""
    standard, bierlachs = ScoreList(), ScoreList("bierlachs")
    games = [(0, "grand with 4 schneider", 144), (0, "diamonds without 2", -108),
             (2, "null ouvert", 46)]
    for number, (declarer, game, value) in enumerate(games, start=1):
        for scores in (standard, bierlachs):
            scores._add_game_value(number, declarer, game, value)
    assert standard.totals() == (36, 0, 46)
    assert [row.entries for row in bierlachs.rows] == [(0, -144, -144), (-108, 0, 0),
                                                      (-46, -46, 0)]
    assert bierlachs.totals() == (-154, -190, -144)
    assert bierlachs.limit == 500 and bierlachs.bierlachs_loser() == ()


def test_the_first_to_reach_the_limit_loses_the_bierlachs_and_later_games_change_nothing():
    scores = ScoreList("bierlachs", 500)
    scores._add_game_value(1, 0, "grand with 4 schneider", 288)  # B and C −288
    scores._add_game_value(2, 1, "grand with 1", -192)  # B −480
    assert scores.bierlachs_loser() == ()
    scores._add_game_value(3, 0, "grand with 1", 48)  # B −528, C −336: B reached −500
    assert scores.totals() == (0, -528, -336) and scores.bierlachs_loser() == (1,)
    scores._add_game_value(4, 1, "grand with 4 schneider", 1000 - 1)  # A, C far below
    assert scores.bierlachs_loser() == (1,)
    tied = ScoreList("bierlachs", 500)
    tied._add_game_value(1, 0, "grand with 4 schneider", 500)
    assert tied.bierlachs_loser() == (1, 2)  # both defenders reach −500 together


def test_a_durchmarsch_on_a_bierlachs_list_costs_the_other_two():
    scores = ScoreList("bierlachs")
    scores.add_ramsch(1, (0, 120, 0))
    scores.add_ramsch(2, (-71, 0, 0), "ramsch bock")
    assert [row.entries for row in scores.rows] == [(-120, 0, -120), (-71, 0, 0)]


@pytest.mark.parametrize("seed", range(8))
def test_bierlachs_totals_are_the_standard_ones_less_everything_won(seed):
    """Independently of how the entries are made: every won game (and Durchmarsch) that the
    standard list gives its winner, the Bierlachs list takes from the other two instead —
    so each seat's Bierlachs total is its standard total less all that was won, and the
    relative scores are the same."""
    rng = SplitMix64(seed)
    standard, bierlachs = ScoreList(), ScoreList("bierlachs", 1000)
    won = 0
    for number in range(1, 25):
        kind = rng.below(6)
        if kind == 0:
            seat = rng.below(3)
            ramsch = [0, 0, 0]
            if rng.below(4) == 0:
                ramsch[seat] = 120
                won += 120
            else:
                ramsch[seat] = -(rng.below(80) + 40)
            for scores in (standard, bierlachs):
                scores.add_ramsch(number, ramsch)
            continue
        value = (rng.below(10) + 1) * 12 * (1 if kind < 4 else -2)
        won += max(value, 0)
        declarer = rng.below(3)
        for scores in (standard, bierlachs):
            scores._add_game_value(number, declarer, "clubs with 1", value)
    assert all(entry <= 0 for row in bierlachs.rows for entry in row.entries)
    assert bierlachs.totals() == tuple(total - won for total in standard.totals())
    assert bierlachs.relative() == standard.relative()


def test_a_bierlachs_list_is_saved_with_its_limit_and_checked_on_loading():
    scores = ScoreList("bierlachs", 1000)
    scores._add_game_value(1, 2, "hearts with 1", 20)
    scores.add_ramsch(2, (0, 0, 120))
    data = scores.to_dict()
    assert data["limit"] == 1000 and data["mode"] == "bierlachs"
    again = ScoreList.from_dict(json.loads(json.dumps(data)))
    assert again.rows == scores.rows and again.limit == 1000
    for broken, message in (({**data, "limit": 700}, "limit"),
                            ({"mode": "bierlachs", "rows": []}, "limit"),
                            ({"mode": "standard", "rows": [], "limit": 500}, "limit")):
        with pytest.raises(ValueError, match=message):
            ScoreList.from_dict(broken)
    with pytest.raises(ValueError, match="limit"):
        ScoreList("standard", 500)


def test_a_bierlachs_session_is_saved_and_old_sessions_have_none():
    settings = SessionSettings(Options(), ("easy", "easy"), seed=3, bierlachs_limit=500,
                               score_mode=ScoreMode.SEEGER_FABIAN)
    session = Session(settings)
    assert session.scorelist.mode is ScoreMode.BIERLACHS  # before Seeger-Fabian
    amiga = Session(SessionSettings(Options(rule_set=RuleSet.AMIGA), seed=3,
                                    bierlachs_limit=1000))
    assert amiga.scorelist.mode is ScoreMode.BIERLACHS and amiga.scorelist.limit == 1000
    session.new_deal()
    again = Session.from_dict(session.to_dict())
    assert again.settings.bierlachs_limit == 500 and again.scorelist.limit == 500
    assert again.to_dict() == session.to_dict()
    plain = Session(SessionSettings(Options(), seed=3)).to_dict()
    assert Session.from_dict(plain).settings.bierlachs_limit == 0
    with pytest.raises(ValueError, match="bierlachs_limit"):
        SessionSettings(Options(), bierlachs_limit=300)
