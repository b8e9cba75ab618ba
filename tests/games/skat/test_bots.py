"""The computer players see only their seat's observation and play sensible Skat."""

import dataclasses

import pytest

from cardsuite.engine.cards import Card, parse_cards
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.bots import SkatTrickRules, bidding_limit, knowledge, make_bot
from cardsuite.games.skat.game import Deal, Observation, Options, Phase, Play
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import ScoreMode
from cardsuite.games.skat.session import Session, SessionSettings


def cards_in(value) -> set[Card]:
    """Every card anywhere inside an observation's field (tuples, tricks, actions)."""
    found: set[Card] = set()
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, tuple | list):
        for item in value:
            found |= cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            found |= cards_in(getattr(value, item.name))
    return found


def test_an_observation_never_holds_another_seats_hidden_cards():
    for number in range(1, 25):
        deal = Deal(number, number % 3, Options(kontra=True))
        bots = [make_bot("easy", number * 3 + s) for s in range(3)]
        while deal.phase is not Phase.FINISHED:
            for seat in range(3):
                view = deal.observation(seat)
                hidden = {c for other in range(3) if other != seat for c in deal.hands[other]}
                if seat != deal.declarer:  # the cards out of play: Skat or pushed
                    hidden |= set(deal.pushed) if deal.took_skat else set(deal.skat)
                elif not deal.took_skat:
                    hidden |= set(deal.skat)
                visible = cards_in(view)
                leaked = (visible & hidden) - set(view.open_hand)
                assert not leaked, (number, seat, view.phase, leaked)
            seat = deal.to_move
            deal.apply(bots[seat].act(deal.observation(seat)))


def test_bots_act_on_the_observation_alone():
    # The bot's only input is the Observation; it holds no reference to the deal.
    deal = Deal(77, 0)
    view = deal.observation(deal.to_move)
    assert isinstance(view, Observation)
    assert not any(isinstance(getattr(view, f.name), Deal) for f in dataclasses.fields(view))
    first = make_bot("medium", 9).act(view)
    again = make_bot("medium", 9).act(dataclasses.replace(view))
    assert first == again


def test_knowledge_records_voids_from_not_following():
    deal = Deal(3, 0)
    for _ in range(3):
        deal.apply(deal.legal_actions()[-1])  # everybody passes: Ramsch
    bots = [make_bot("simple", s) for s in range(3)]
    while deal.phase is not Phase.FINISHED and len(deal.tricks) < 6:
        seat = deal.to_move
        deal.apply(bots[seat].act(deal.observation(seat)))
    rules = SkatTrickRules(GameType.RAMSCH)
    for seat in range(3):
        view = deal.observation(seat)
        unseen, holders = knowledge(view, rules)
        assert set(unseen) == {c for o in range(3) if o != seat for c in deal.hands[o]} | \
            set(deal.skat)
        for other, holder in holders.items():
            if other == "skat":
                continue
            for void in holder.voids:
                assert not any(rules.follow_class(c) == void for c in deal.hands[other])


def test_bidding_follows_the_hand():
    strong = parse_cards("JC JS JH AC TC KC QC AS TS AH")
    weak = parse_cards("7D 8D 9H 7S 8S QH 9C 8C KD 7H")
    assert bidding_limit(strong, allow_null=True) >= 48  # Kreuz mit 3 = 48
    assert bidding_limit(weak, allow_null=False) == 0


def test_a_sure_null_is_held_to_null_ouvert_hand():
    sure = parse_cards("7C 9C JC 7S 9S 7H 8D 7D 9D JD")  # every suit one to duck in
    unsure = parse_cards("8C 9C JC 7S 9S 7H 8D 7D 9D JD")  # clubs without the seven
    assert bidding_limit(sure, allow_null=True) == 59
    assert bidding_limit(sure, allow_null=False) == 0  # the Amiga set has no Null
    assert bidding_limit(unsure, allow_null=True) == 0


def test_a_bot_with_a_sure_null_plays_it_open_and_wins():
    """The first deals where the bidding winner holds a sure Null: Null Ouvert, won.

    The threshold bidding ("previous", the former strongest) plays Null only with a
    sure hand and then open; the simulated bidding of "strong" also plays plain Null
    (tests/games/skat/test_simulated_bidding.py has its sure-Null example)."""
    seen = 0
    for number in range(1, 20_000):
        deal = Deal(number, 0)
        bots = [make_bot("previous", number * 3 + s) for s in range(3)]
        while deal.phase in (Phase.BIDDING, Phase.HAND, Phase.PUSHING, Phase.DECLARING):
            deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
        if deal.contract is None or deal.contract.game_type is not GameType.NULL:
            continue
        assert deal.contract.ouvert
        while deal.phase is not Phase.FINISHED:
            deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
        assert deal.result.won and deal.result.value >= 46, f"deal {number}"
        seen += 1
        if seen == 3:
            break
    assert seen == 3


def test_session_save_and_resume_gives_back_the_same_deal():
    session = Session(SessionSettings(Options(), ("easy", "simple"), seed=4))
    session.new_deal()
    steps = 0
    while session.deal.phase is not Phase.FINISHED and steps < 12:
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(session.deal.legal_actions()[-1])
        steps += 1
    saved = session.to_dict()
    again = Session.from_dict(saved)
    assert again.deal.number == session.deal.number
    assert again.deal.hands == session.deal.hands
    assert again.deal.history == session.deal.history
    assert again.to_dict() == saved
    while session.deal.phase is not Phase.FINISHED:
        if session.bot_to_move:
            session.bot_step()
        else:
            action = session.deal.legal_actions()[0]
            session.human_apply(action)
    assert len(session.scorelist.rows) in (0, 1)
    assert isinstance(Play(parse_cards("7C")[0]), Play)


def test_session_options_and_list_mode_survive_saving():
    options = Options(redeal_when_all_pass=True, ramsch_skat_to_last_trick=True)
    session = Session(SessionSettings(options, ("easy", "easy"), seed=5,
                                      score_mode=ScoreMode.SEEGER_FABIAN))
    assert session.scorelist.mode is ScoreMode.SEEGER_FABIAN
    session.new_deal()
    again = Session.from_dict(session.to_dict())
    assert again.settings.options == options
    assert again.settings.score_mode is ScoreMode.SEEGER_FABIAN
    assert again.scorelist.mode is ScoreMode.SEEGER_FABIAN
    # Seeger-Fabian belongs to the ISkO list; the Amiga set keeps the standard list.
    amiga = Session(SessionSettings(Options(rule_set=RuleSet.AMIGA), seed=5,
                                    score_mode=ScoreMode.SEEGER_FABIAN))
    assert amiga.scorelist.mode is ScoreMode.STANDARD


def test_a_saved_session_with_a_mangled_flag_is_refused():
    saved = Session(SessionSettings(Options(), seed=6)).to_dict()
    saved["ramsch_skat_to_last_trick"] = "yes"
    with pytest.raises(ValueError, match="true or false"):
        Session.from_dict(saved)
    del saved["ramsch_skat_to_last_trick"]  # saved before the option existed: off
    assert Session.from_dict(saved).settings.options.ramsch_skat_to_last_trick is False


def test_a_session_saved_after_a_finished_deal_resumes_with_the_list_unchanged():
    session = Session(SessionSettings(Options(), ("random", "random"), seed=3))
    session.new_deal()
    while session.deal.phase is not Phase.FINISHED:
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(session.deal.legal_actions()[-1])
    assert len(session.scorelist) == session.games == 1
    again = Session.from_dict(session.to_dict())
    assert again.scorelist.rows == session.scorelist.rows  # the finished deal is not counted twice
    assert again.games == 1 and again.to_dict() == session.to_dict()


def test_the_computer_players_count_at_most_mit_4_in_the_amiga_set():
    from cardsuite.games.skat.bots import game_value

    mit_sieben = parse_cards("JC JS JH JD AC TC KC 8C AS TS")  # Kreuz mit 7
    assert game_value(mit_sieben, GameType.CLUBS) == 8 * 12
    assert game_value(mit_sieben, GameType.CLUBS, rule_set=RuleSet.AMIGA) == 5 * 12
    assert game_value(mit_sieben, GameType.CLUBS, hand=True, rule_set=RuleSet.AMIGA) == 6 * 12
    # Grand mit 4 is worth the most either way: the limit is the same.
    assert bidding_limit(mit_sieben, False, RuleSet.AMIGA) == bidding_limit(mit_sieben, False) \
        == 5 * 24


def test_an_amiga_bot_passes_a_bid_only_ohne_5_would_reach():
    from cardsuite.games.skat.game import Bid, Hold, Pass

    for rule_set, answer in ((RuleSet.ISKO, Hold()), (RuleSet.AMIGA, Pass())):
        deal = Deal(862, 0, Options(rule_set=rule_set))
        # Amiga I (Vorhand) holds no jack and no ♠A but ♠10: Pik ohne 5, 6 × 11 = 66 in the
        # ISkO, ohne 4 in the Amiga set, 5 × 11 = 55.
        hand = deal.hands[deal.forehand]
        assert deal.forehand == 1 and not any(c.rank.name == "JACK" for c in hand)
        assert Card.parse("AS") not in hand and Card.parse("TS") in hand
        deal.apply(Bid(60))  # Mittelhand (Amiga II) bids 60
        assert make_bot("easy", 1).act(deal.observation(1)) == answer
