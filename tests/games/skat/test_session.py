"""A Skat session's deals: a deal number reproduces the whole table, seat for seat."""

import pytest

from cardsuite.games.skat.game import Deal, Options, Pass, Phase
from cardsuite.games.skat.session import Session, SessionSettings, dealer_of


def table(deal: Deal) -> tuple:
    """What a player sees of a deal at the start: who deals, every seat's hand, the Skat."""
    return deal.dealer, deal.forehand, [sorted(h) for h in deal.hands], sorted(deal.skat)


def session(seed: int = 3) -> Session:
    return Session(SessionSettings(Options(), ("random", "random"), seed))


def test_deal_numbers_go_round_the_table_like_the_dealer():
    # Deal 1 is dealt by the player (seat 0), 2 by Amiga I, 3 by Amiga II, 4 by the player …
    assert [dealer_of(n) for n in range(1, 10)] == [0, 1, 2, 0, 1, 2, 0, 1, 2]
    assert dealer_of(999_999) == 2


def test_the_dealer_moves_on_with_every_new_deal_and_each_number_names_its_dealer():
    play = session()
    dealers = []
    for _ in range(7):
        deal = play.new_deal()
        assert 1 <= deal.number <= 999_999
        assert deal.dealer == dealer_of(deal.number)
        dealers.append(deal.dealer)
    assert dealers == [0, 1, 2, 0, 1, 2, 0]


def test_a_number_replayed_later_gives_the_same_cards_in_the_same_seats():
    play = session()
    seen = []
    for _ in range(5):  # the dealer moves on four times after the deal noted
        deal = play.new_deal()
        deal.apply(Pass())  # somebody acts: the replay starts from the dealt cards all the same
        seen.append((deal.number, Deal(deal.number, deal.dealer).dealt, table(Deal(
            deal.number, deal.dealer))))
    for number, dealt, expected in seen:
        again = play.new_deal(number)
        assert again.history == [] and again.phase is Phase.BIDDING
        assert table(again) == expected
        assert again.dealt == dealt  # the same cards in the same order, seat for seat
        # A fresh session with another seed deals the number the same way.
        assert table(session(seed=99).new_deal(number)) == expected
    # After a replay the dealer moves on from the replayed deal's dealer.
    replayed = play.new_deal(seen[1][0])
    assert play.new_deal().dealer == (replayed.dealer + 1) % 3


def test_deal_1001_replays_as_it_was_dealt():
    # The number of the issue: three different hands on replay before the dealer was the number's.
    play = session()
    first = play.new_deal(1001)
    expected = table(first)
    for _ in range(4):
        play.new_deal()
    assert table(play.new_deal(1001)) == expected
    assert first.dealer == 1000 % 3 == 1  # Amiga I deals: Amiga II is Vorhand


def test_a_number_replays_the_same_after_saving_and_resuming():
    play = session()
    for _ in range(3):
        play.new_deal()
    number = play.deal.number
    expected = table(play.deal)
    play.new_deal()
    again = Session.from_dict(play.to_dict())
    assert table(again.new_deal(number)) == expected
    # The saved current deal comes back with its own dealer.
    resumed = Session.from_dict(again.to_dict())
    assert table(resumed.deal) == expected


def test_a_save_from_before_keeps_its_deal_and_its_dealer():
    # Saves written before the number named the dealer: deal 7 dealt by Amiga II.
    play = session()
    play.new_deal()
    saved = play.to_dict()
    saved["deal"] = {"number": 7, "dealer": 2, "actions": [["pass"]]}
    resumed = Session.from_dict(saved)
    assert resumed.deal.dealer == 2 and resumed.deal.number == 7
    assert resumed.deal.hands == Deal(7, 2).hands
    assert resumed.new_deal().dealer == 0


@pytest.mark.parametrize("deal", [{"number": 0, "dealer": 0, "actions": []},
                                  {"number": 5, "dealer": 3, "actions": []}])
def test_a_saved_deal_with_a_bad_number_or_dealer_is_refused(deal):
    saved = session().to_dict()
    saved["deal"] = deal
    with pytest.raises(ValueError, match="saved deal"):
        Session.from_dict(saved)


@pytest.mark.parametrize("number", [0, 1_000_000, -3, True, 2.0])
def test_deal_numbers_outside_1_to_999999_are_refused(number):
    with pytest.raises(ValueError, match="deal numbers"):
        session().new_deal(number)


def test_a_deal_with_the_pushed_cards_taken_back_is_saved_and_resumed_exactly():
    from cardsuite.games.skat.game import Bid, Hold, TakeBack, TakeSkat

    play = session()
    deal = play.new_deal(5)
    for action in (Bid(18), Hold(), Pass(), Pass()):  # one of them declares at 18
        deal.apply(action)
    deal.apply(TakeSkat())
    deal.apply(deal.legal_actions()[0])
    deal.apply(TakeBack())
    deal.apply(deal.legal_actions()[-1])
    saved = play.to_dict()
    assert ["take-back"] in saved["deal"]["actions"]
    again = Session.from_dict(saved)
    assert again.deal.history == deal.history
    assert again.deal.pushed == deal.pushed and again.deal.hands == deal.hands
    assert again.deal.phase is Phase.DECLARING


def play_out(play: Session) -> Deal:
    """Deal the next game and let random players play every seat to its end."""
    import random

    deal = play.new_deal()
    chooser = random.Random(deal.number)
    while deal.phase is not Phase.FINISHED:
        deal.apply(chooser.choice(deal.legal_actions()))
    play._maybe_record()
    return deal


def test_every_deal_on_the_list_is_kept_as_it_was_played_and_saved_with_it():
    import json

    play = session()
    deals = [play_out(play) for _ in range(6)]
    listed = [d for d in deals if not d.redealt]
    assert len(play.scorelist.rows) == len(listed) == len(play.played)
    resumed = Session.from_dict(json.loads(json.dumps(play.to_dict())))
    for row, (original, entry) in enumerate(zip(listed, play.scorelist.rows, strict=True)):
        for kept in (play.played_deal(row), resumed.played_deal(row)):
            assert kept.number == entry.number == original.number
            assert kept.history == original.history and kept.dealt == original.dealt
            assert [t.cards for t in kept.tricks] == [t.cards for t in original.tricks]
            assert kept.result == original.result
            assert kept.ramsch_scores == original.ramsch_scores
    assert play.played_deal(len(listed)) is None and play.played_deal(-1) is None


def test_a_kept_deal_remembers_the_options_it_was_dealt_under():
    from dataclasses import replace

    play = session()
    play.settings.options = replace(play.settings.options, schieberamsch=True,
                                    kontra_after_bid=True)
    first = play_out(play)
    play.settings.options = Options()
    play_out(play)
    assert play.played_deal(0).options == first.options
    assert play.played_deal(1).options == Options()


def test_a_save_from_before_deals_were_kept_has_no_log_for_its_rows():
    play = session()
    play_out(play)
    play_out(play)
    saved = play.to_dict()
    del saved["played"]
    resumed = Session.from_dict(saved)
    rows = len(resumed.scorelist.rows)
    assert [resumed.played_deal(row) for row in range(rows)] == [None] * rows
    play_out(resumed)
    assert resumed.played_deal(rows) is not None


@pytest.mark.parametrize("damage", ["count", "action", "unfinished", "number", "option"])
def test_damaged_kept_deals_are_refused_with_a_message(damage):
    play = session()
    play_out(play)
    saved = play.to_dict()
    kept = saved["played"][0]
    if damage == "count":
        saved["played"].append(kept)
    elif damage == "action":
        kept["actions"][-1] = ["play", "XX"]
    elif damage == "unfinished":
        kept["actions"].pop()
    elif damage == "number":
        kept["number"] = 0
    else:
        kept["options"]["schieberamsch"] = "yes"
    with pytest.raises(ValueError):
        Session.from_dict(saved)
