"""A round of Binokel: dealer rotation, the score pad, totals, saving and resuming."""

import json

import pytest

from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import GoOut, IllegalAction, Meld, Pass, Phase, Play
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.session import (
    HUMAN,
    Session,
    SessionSettings,
    decode,
    encode,
)


def play_until(session: Session, steps: int | None = None, player=None) -> None:
    """Let the bots and a stand-in for the player act (``steps`` actions, or to the deal's end)."""
    player = player or make_bot("simple", 99)
    done = 0
    while session.deal.phase is not Phase.FINISHED and (steps is None or done < steps):
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(player.act(session.deal.observation(HUMAN)))
        done += 1


def test_a_round_is_24_games_with_the_dealer_moving_on():
    session = Session(SessionSettings(Options(), ("simple", "random"), seed=3))
    dealers = []
    while not session.over:
        deal = session.new_deal()
        dealers.append(deal.dealer)
        play_until(session)
    assert session.games == 24 and [row.game for row in session.rows] == list(range(1, 25))
    # The player deals first (Jim is Mittelhand); throw-ins keep the dealer.
    assert dealers[0] == 0
    for before, after, deal in zip(dealers, dealers[1:], session.deals, strict=False):
        assert after == (before if deal.redeal else (before + 1) % 3)
    for row, deal in zip(session.rows, [d for d in session.deals if not d.redeal], strict=True):
        assert row.scores == deal.scores() and row.solo == deal.solo and row.bid == deal.bid
        assert row.trump == deal.trump and row.number == deal.number
        assert row.gone_out == deal.gone_out
    assert session.totals == tuple(sum(r.scores[s] for r in session.rows) for s in range(3))
    with pytest.raises(ValueError, match="round is over"):
        session.new_deal()


def test_a_thrown_in_deal_is_no_game_and_the_dealer_deals_again():
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=4))
    deal = session.new_deal(1234)
    while deal.phase is Phase.BIDDING:
        if session.bot_to_move:
            session.bot_apply(Pass())
        else:
            session.human_apply(Pass())
    assert deal.redeal and session.games == 0 and session.rows == []
    assert session.new_deal().dealer == deal.dealer


def test_each_row_of_the_pad_keeps_its_deal_as_played_thrown_in_deals_not_counted():
    session = Session(SessionSettings(Options(), ("easy", "easy"), seed=4))
    thrown_in = session.new_deal(1234)
    while thrown_in.phase is Phase.BIDDING:
        (session.bot_apply if session.bot_to_move else session.human_apply)(Pass())
    for _ in range(3):
        session.new_deal()
        play_until(session)
    assert thrown_in.redeal and len(session.rows) == 3
    for index, row in enumerate(session.rows):
        kept = session.played_deal(index)
        assert kept is not thrown_in and kept.number == row.number
        assert kept.phase is Phase.FINISHED and kept.scores() == row.scores
    assert session.played_deal(3) is None and session.played_deal(-1) is None
    resumed = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert [resumed.played_deal(i).history for i in range(3)] == \
        [session.played_deal(i).history for i in range(3)]


def test_a_round_to_a_target_ends_when_a_seat_reaches_it():
    session = Session(SessionSettings(Options(target=1000), ("simple", "simple"), seed=5))
    while not session.over:
        session.new_deal()
        play_until(session)
        assert session.games < 60
    assert max(session.totals) >= 1000 and not session.rows[-1].gone_out


def test_the_player_may_only_act_in_turn_and_legally():
    session = Session(SessionSettings(Options(), ("simple", "simple"), seed=6))
    session.new_deal()
    assert session.deal.to_move != HUMAN  # Jim is Mittelhand in the first game
    with pytest.raises(ValueError, match="not the player's turn"):
        session.human_apply(Pass())
    while session.bot_to_move:
        session.bot_step()
    if session.deal.to_move == HUMAN and session.deal.phase is Phase.BIDDING:
        with pytest.raises(IllegalAction):
            session.human_apply(Meld())
    with pytest.raises(ValueError, match="not finished"):
        session.new_deal()


def test_saving_and_resuming_gives_back_the_same_round_and_the_same_play():
    session = Session(SessionSettings(Options(abgehen_30=True), ("medium", "easy"), seed=7))
    for _ in range(2):
        session.new_deal()
        play_until(session)
    session.new_deal()
    play_until(session, steps=12)
    saved = json.loads(json.dumps(session.to_dict()))
    again = Session.from_dict(saved)
    assert again.to_dict() == saved
    assert again.rows == session.rows and again.totals == session.totals
    assert again.deal.hands == session.deal.hands and again.deal.history == session.deal.history
    assert again.settings == session.settings
    # The computer players go on exactly as they would have.
    play_until(session, player=make_bot("simple", 1))
    play_until(again, player=make_bot("simple", 1))
    assert again.deal.history == session.deal.history and again.rows == session.rows
    assert session.new_deal().number == again.new_deal().number


def damaged(saved: dict, change) -> dict:
    copy = json.loads(json.dumps(saved))
    change(copy)
    return copy


def test_a_damaged_save_is_refused_with_a_clear_message():
    session = Session(SessionSettings(Options(), ("simple", "simple"), seed=8))
    session.new_deal()
    play_until(session)
    session.new_deal()
    play_until(session, steps=5)
    saved = session.to_dict()

    def set_action(data, value):
        data["deals"][0]["actions"][0] = value

    cases = [
        ("not a saved Binokel session", lambda d: d.update(kind="skat-session")),
        ("version", lambda d: d.update(version=99)),
        ("lacks or mangles", lambda d: d.pop("deals")),
        ("true or false", lambda d: d["options"].update(double_loss="yes")),
        ("round_length", lambda d: d["options"].update(round_length=0)),
        ("levels", lambda d: d.update(levels=["simple"])),
        ("unknown level", lambda d: d.update(levels=["simple", "godlike"])),
        ("whole number", lambda d: d.update(seed="x")),
        ("not an action", lambda d: set_action(d, ["jump", 3])),
        ("not allowed", lambda d: set_action(d, ["play", "AH"])),
        ("not allowed", lambda d: d["deals"][0]["actions"].append(["pass"])),
        ("dealt by seat", lambda d: d["deals"][1].update(dealer=2)),
        ("unfinished but not the last", lambda d: d["deals"].append(d["deals"][1])),
        ("deal numbers", lambda d: d["deals"][0].update(number=0)),
        ("this is not", lambda d: d.clear()),
    ]
    for message, change in cases:
        with pytest.raises(ValueError, match=message):
            Session.from_dict(damaged(saved, change))
    with pytest.raises(ValueError, match="not a saved"):
        Session.from_dict(["binokel"])
    assert Session.from_dict(saved).to_dict() == saved  # the good save still loads


def test_actions_survive_encoding():
    rng = SplitMix64(2)
    session = Session(SessionSettings(Options(), ("random", "random"), seed=9))
    session.new_deal()
    play_until(session, player=make_bot("random", rng.below(100)))
    for _seat, action in session.deal.history:
        assert decode(json.loads(json.dumps(encode(action)))) == action
    assert decode(encode(GoOut())) == GoOut()
    assert isinstance(decode(["play", "AH"]), Play)
    for bad in (["bid"], ["bid", "150"], [], "pass", ["press", "AH"], ["trump", "X"]):
        with pytest.raises(ValueError):
            decode(bad)


def test_rounded_card_points_are_saved_and_an_older_save_plays_exact():
    rounded = Options(round_points=True)
    session = Session(SessionSettings(rounded, ("simple", "simple"), seed=33))
    session.new_deal()
    play_until(session)
    saved = json.loads(json.dumps(session.to_dict()))
    assert saved["options"]["round_points"] is True
    again = Session.from_dict(saved)
    assert again.settings.options == rounded and again.rows == session.rows
    # Every score of a played-out deal is a ten when card points are rounded (melds are).
    assert session.rows
    assert all(score % 10 == 0 for row in session.rows for score in row.scores)
    del saved["options"]["round_points"]  # a save from before the option
    assert not Session.from_dict(saved).settings.options.round_points
    saved["options"]["round_points"] = "yes"
    with pytest.raises(ValueError, match="must be true or false"):
        Session.from_dict(saved)
