"""A PrefClub game at the table: dealer rotation, the ALL PASS minimum, the ledger, the end of
the game and its settlement, who acts for whom, saving and resuming."""

import json
import subprocess
import sys
import types
from dataclasses import replace
from fractions import Fraction

import pytest

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.game import (
    Bid,
    ContractResult,
    Deal,
    Declare,
    Discard,
    Discarded,
    HalfWhist,
    IllegalAction,
    Observation,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
)
from cardsuite.games.pref.ledger import (
    AllPassOutcome,
    Ledger,
    MiserOutcome,
    PlayedContract,
)
from cardsuite.games.pref.session import (
    FIRST_DEALER,
    HUMAN,
    Session,
    SessionSettings,
    decode,
    default_bot_factory,
    encode,
    ledger_outcome,
)
from cardsuite.games.pref.table_rules import MANUAL, SOCHI, TableRules

OPPONENTS = ("egon", "hilde")


class RandomPlayer:
    """A seeded random legal player, the test's stand-in for bots and the player alike: in the
    bidding he passes two times in three, else names one of the three lowest choices (so that
    ALL PASS, low contracts, whists and passes all happen); otherwise uniform."""

    def __init__(self, key: str, seed: int) -> None:
        self.key, self.seed = key, seed

    def act(self, observation: Observation):
        rng = SplitMix64(self.seed)
        legal = observation.legal
        assert legal, "asked to act with nothing legal"
        if observation.phase is Phase.BIDDING:
            if rng.below(3):
                return Pass()
            return legal[rng.below(min(3, len(legal)))]
        return legal[rng.below(len(legal))]


class Recorder:
    """A bot factory of random players that records every call: key, seed and the
    observation the bot was given."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, Observation]] = []

    def __call__(self, key: str, seed: int) -> "Recorder.Bot":
        return Recorder.Bot(self, key, seed)

    class Bot:
        def __init__(self, recorder: "Recorder", key: str, seed: int) -> None:
            self.recorder, self.player = recorder, RandomPlayer(key, seed)

        def act(self, observation: Observation):
            self.recorder.calls.append((self.player.key, self.player.seed, observation))
            return self.player.act(observation)


def settings(limit: int = 10, seed: int = 1, price="1/20",
             rules: TableRules = MANUAL) -> SessionSettings:
    return SessionSettings(limit, Fraction(price), OPPONENTS, seed, rules)


def human_choice(session: Session):
    """The stand-in player's action: fixed by the deal's place and the moment in it."""
    seed = len(session.deals) * 1000 + len(session.deal.history)
    return RandomPlayer("player", seed).act(session.observation(HUMAN))


def play(session: Session, steps: int | None = None) -> None:
    """Let bots and the stand-in player act (``steps`` actions, or to the deal's end)."""
    done = 0
    while session.deal_in_progress and (steps is None or done < steps):
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(human_choice(session))
        done += 1


def play_game(session: Session, max_deals: int = 400) -> None:
    while not session.over:
        if not session.deal_in_progress:
            session.new_deal()
        play(session)
        assert len(session.deals) < max_deals, "the game does not end"


def everybody_passes(session: Session) -> None:
    while session.deal.phase is Phase.BIDDING:
        if session.bot_to_move:
            session.bot_apply(Pass())
        else:
            session.human_apply(Pass())


def by_hand(deal: Deal):
    """The ledger outcome of a finished deal, built from the deal itself."""
    if deal.all_pass:
        return AllPassOutcome(deal.minimum_level, deal.tricks_taken())
    if deal.contract.miser:
        return MiserOutcome(deal.declarer, deal.tricks_won(deal.declarer))
    if not any(deal.whists) and deal.contract.level < 10:
        return PlayedContract.standing(deal.declarer, deal.contract, deal.defenders)
    return PlayedContract(deal.declarer, deal.contract, deal.defenders, tuple(deal.whists),
                          deal.tricks_taken(), bool(deal.open_play))


# --- settings ------------------------------------------------------------------------------------

def test_settings_are_checked_and_the_price_kept_exact():
    s = SessionSettings(20, "0.05", ["hilde", "baron"], 3)
    assert s.price == Fraction(1, 20) and s.opponents == ("hilde", "baron")
    assert s == SessionSettings(20, Fraction(1, 20), ("hilde", "baron"), 3)
    for bad, message in [((15, "1", OPPONENTS), "game limit"),
                         ((10, 0.05, OPPONENTS), "exact"),
                         ((10, "0", OPPONENTS), "> 0"),
                         ((10, "1", ("egon", "egon")), "two different"),
                         ((10, "1", ("egon", "nobody")), "no character"),
                         ((10, "1", ("egon",)), "two character keys"),
                         ((10, "1", "egon"), "two character keys")]:
        with pytest.raises(ValueError, match=message):
            SessionSettings(*bad)
    with pytest.raises(ValueError, match="whole number"):
        SessionSettings(10, "1", OPPONENTS, seed="x")


def test_the_computer_players_are_the_chosen_characters():
    session = Session(settings(), Recorder())
    assert session.opponent(1).key == "egon" and session.opponent(2).key == "hilde"
    with pytest.raises(ValueError):
        session.opponent(0)


# --- dealing ------------------------------------------------------------------------------------

def test_the_player_deals_first_and_the_deal_moves_to_the_left():
    session = Session(settings(seed=2), Recorder())
    assert session.next_dealer() == FIRST_DEALER == 0
    with pytest.raises(ValueError, match="nothing has been dealt"):
        session.observation()
    first = session.new_deal()
    assert first.dealer == 0 and first.forehand == 1 and session.deal_in_progress
    assert session.bot_to_move and not session.human_to_move  # seat 1 speaks first
    with pytest.raises(ValueError, match="not finished"):
        session.new_deal()
    play(session)
    for _ in range(6):
        session.new_deal()
        play(session)
    assert [deal.dealer for deal in session.deals] == [0, 1, 2, 0, 1, 2, 0]
    assert session.deals_played == 7 == len(session.entries)
    # Deal numbers follow from the seed and the deal's place: the same for another session.
    other = Session(settings(seed=2), Recorder())
    assert other.new_deal().number == first.number
    assert [d.number for d in session.deals] == [session.deal_number(i) for i in range(1, 8)]
    assert Session(settings(seed=3), Recorder()).new_deal().number != first.number
    with pytest.raises(ValueError, match="deal numbers"):
        Session(settings(), Recorder()).new_deal(0)


def test_all_pass_raises_the_minimum_6_7_8_then_6_and_a_bid_deal_resets_it():
    session = Session(settings(limit=50, seed=4), Recorder())
    levels = []
    for _ in range(4):
        deal = session.new_deal()
        levels.append(deal.minimum_level)
        assert min(bid.level for bid in deal.legal_bids() if not bid.miser) == deal.minimum_level
        everybody_passes(session)
        assert deal.all_pass
        play(session)
        assert session.ledger.history[-1].outcome == AllPassOutcome(deal.minimum_level,
                                                                    deal.tricks_taken())
    assert levels == [6, 7, 8, 6]
    assert session.minimum_level == 7
    # A deal that is bid and played returns the minimum to 6.
    deal = session.new_deal()
    assert deal.minimum_level == 7
    while deal.phase is Phase.BIDDING:
        if session.bot_to_move:
            legal = deal.legal_bids()
            session.bot_apply(Bid(legal[0]) if deal.high_bid is None else Pass())
        else:
            session.human_apply(Pass())
    assert not deal.all_pass and deal.high_bid == Contract.parse("7S")
    play(session)
    assert not deal.all_pass and session.minimum_level == 6
    assert session.new_deal().minimum_level == 6


def test_a_table_playing_6_7_7_keeps_all_pass_at_7_and_saves_its_rules():
    rules = TableRules(stalingrad=False, all_pass_top=7)
    session = Session(settings(limit=50, seed=4, rules=rules), Recorder())
    levels = []
    for _ in range(4):
        deal = session.new_deal()
        assert deal.table_rules == rules
        levels.append(deal.minimum_level)
        everybody_passes(session)
        play(session)
    assert levels == [6, 7, 7, 7] and session.ledger.rules == rules
    again = resumed(session)
    assert again.settings.rules == rules and again.to_dict() == session.to_dict()
    # A game saved before the table's rules existed was played by the manual's.
    old = session.to_dict()
    old["settings"].pop("rules")
    old["deals"] = old["deals"][:1]
    assert Session.from_dict(old, Recorder()).settings.rules == MANUAL
    with pytest.raises(ValueError, match="TableRules"):
        SessionSettings(10, Fraction(1, 20), OPPONENTS, 1, {"stalingrad": False})


def test_every_deal_reaches_the_ledger_as_the_deal_gives_it():
    session = Session(settings(limit=50, seed=5), Recorder())
    by_hand_ledger = Ledger(50, Fraction(1, 20))
    kinds = set()
    for _ in range(25):
        deal = session.new_deal()
        play(session)
        outcome = by_hand(deal)
        kinds.add(type(outcome).__name__ + ("-stands" if getattr(outcome, "stands", 0) else ""))
        entries = by_hand_ledger.apply(outcome)
        assert session.ledger.history[-1] == entries
        assert ledger_outcome(deal.outcome()) == outcome
    assert session.ledger.totals == by_hand_ledger.totals
    assert {"AllPassOutcome", "PlayedContract", "PlayedContract-stands"} <= kinds, kinds
    # One deal checked against the rules themselves: a standing contract is BULLET += v.
    for index, deal in enumerate(session.deals):
        outcome = deal.outcome()
        if isinstance(outcome, ContractResult) and outcome.stands:
            written = session.ledger.history[index]
            before = session.ledger.history[index - 1].after if index else None
            bullet_before = before.bullet[deal.declarer] if before else 0
            if bullet_before + deal.contract.value <= 50:
                assert written.bullet[deal.declarer] == deal.contract.value
                assert not any(written.mountain) and not any(map(any, written.whists))
                break
    else:
        pytest.fail("no standing contract to check")


def test_a_miser_reaches_the_ledger():
    session = Session(settings(limit=50, seed=16), Recorder())
    deal = session.new_deal()
    session.bot_apply(Bid(Contract.miser_bid()))  # seat 1, forehand
    while deal.phase is Phase.BIDDING:
        if session.bot_to_move:
            session.bot_apply(Pass())
        else:
            session.human_apply(Pass())
    assert deal.declarer == 1 and deal.contract.miser
    play(session)
    outcome = MiserOutcome(1, deal.tricks_won(1))
    assert session.ledger.history[-1].outcome == outcome
    assert ledger_outcome(deal.outcome()) == outcome
    assert session.ledger.mountain[1] == 10 * deal.tricks_won(1)
    assert session.ledger.bullet[1] == (10 if deal.tricks_won(1) == 0 else 0)
    with pytest.raises(ValueError, match="not the outcome"):
        ledger_outcome(outcome)


def test_the_provisional_settlement_is_the_ledgers():
    session = Session(settings(limit=50, seed=6, price="1/10"), Recorder())
    for _ in range(5):
        session.new_deal()
        play(session)
    assert session.deals_played == 5 and not session.over
    assert session.settlement() == session.ledger.settle() and sum(session.settlement()) == 0
    assert session.money() == [r / 10 for r in session.settlement()]


@pytest.mark.parametrize("seed", [7, 8])
def test_a_whole_game_to_the_limit_ends_over_with_a_settlement_summing_to_zero(seed):
    session = Session(settings(limit=10, seed=seed), Recorder())
    play_game(session)
    assert session.over and not session.deal_in_progress
    assert session.ledger.bullet == (10, 10, 10)
    assert session.deals_played == len(session.deals) == len(session.entries)
    assert sum(session.settlement()) == 0 and sum(session.money()) == 0
    assert [d.dealer for d in session.deals] == [i % 3 for i in range(len(session.deals))]
    with pytest.raises(ValueError, match="game is over"):
        session.new_deal()
    assert not session.bot_to_move and not session.human_to_move


# --- who acts -------------------------------------------------------------------------------------

def test_the_player_may_only_act_in_turn_and_legally():
    session = Session(settings(seed=9), Recorder())
    with pytest.raises(ValueError, match="not the player's turn"):
        session.human_apply(Pass())
    session.new_deal()
    with pytest.raises(ValueError, match="not the player's turn"):
        session.human_apply(Pass())
    while session.bot_to_move:
        session.bot_step()
    assert session.human_to_move
    with pytest.raises(ValueError, match="no computer player"):
        session.bot_action()
    with pytest.raises(ValueError, match="no computer player"):
        session.bot_apply(Pass())
    history = list(session.deal.history)
    with pytest.raises(IllegalAction):
        session.human_apply(Whist())
    assert session.deal.history == history


def test_the_lone_whister_acts_for_his_partner_human_or_bot():
    """Found by simulation: the player whisting alone plays seat 1's or 2's cards, and a
    computer player whisting alone plays the player's cards, asked with his own view."""
    human_for_partner = bot_for_human = 0
    for seed in range(10, 40):
        recorder = Recorder()
        session = Session(settings(limit=50, seed=seed), recorder)
        for _ in range(12):
            deal = session.new_deal()
            while session.deal_in_progress:
                to_move, turn = deal.to_move, deal.turn
                if session.bot_to_move:
                    before = len(recorder.calls)
                    seat, action = session.bot_step()
                    key, bot_seed, view = recorder.calls[before]
                    assert seat == to_move and view.seat == to_move and view.to_move == to_move
                    assert key == OPPONENTS[to_move - 1]
                    assert bot_seed == session.bot_seed(to_move, len(deal.history) - 1)
                    assert deal.history[-1] == (turn, action)
                    if deal.phase is not Phase.BIDDING and turn == HUMAN:
                        # the bot plays the player's card: from the player's hand, shown to it
                        assert deal.lone_whister == to_move != HUMAN
                        assert isinstance(action, Play) and action.card in view.hands[HUMAN]
                        assert view.turn == HUMAN and action in view.legal
                        bot_for_human += 1
                else:
                    assert to_move == HUMAN
                    view = session.observation(HUMAN)
                    if deal.phase is Phase.PLAYING and turn != HUMAN:
                        assert deal.lone_whister == HUMAN and turn in deal.defenders
                        assert view.turn == turn and view.hands[turn] == tuple(deal.hands[turn])
                        assert all(a.card in deal.hands[turn] for a in view.legal)
                        assert session.observation(turn).legal == ()
                        with pytest.raises(ValueError, match="no computer player"):
                            session.bot_action()
                        human_for_partner += 1
                    session.human_apply(human_choice(session))
        if human_for_partner >= 5 and bot_for_human >= 5:
            break
    assert human_for_partner >= 5 and bot_for_human >= 5, (human_for_partner, bot_for_human)


def test_the_default_bots_come_from_the_bots_module_imported_only_when_needed(monkeypatch):
    code = ("import sys, cardsuite.games.pref.session as s; "
            "s.Session(s.SessionSettings(10, '1/20', ('egon', 'hilde'))).new_deal(); "
            "print('cardsuite.games.pref.bots' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"
    made = []
    fake = types.ModuleType("cardsuite.games.pref.bots")
    fake.make_bot = lambda key, seed: made.append((key, seed)) or RandomPlayer(key, seed)
    monkeypatch.setitem(sys.modules, "cardsuite.games.pref.bots", fake)
    session = Session(settings(seed=11))
    assert session.bot_factory is default_bot_factory
    session.new_deal()
    seat, _action = session.bot_step()
    assert made == [(OPPONENTS[seat - 1], session.bot_seed(seat, 0))]


# --- saving ------------------------------------------------------------------------------------

def resumed(session: Session) -> Session:
    saved = json.loads(json.dumps(session.to_dict()))
    again = Session.from_dict(saved, Recorder())
    assert again.to_dict() == saved
    assert again.settings == session.settings
    assert again.ledger.history == session.ledger.history
    assert [d.history for d in again.deals] == [d.history for d in session.deals]
    return again


@pytest.mark.parametrize("mid_deal", [True, False])
def test_saving_and_resuming_plays_on_identically(mid_deal):
    session = Session(settings(limit=10, seed=12), Recorder())
    for _ in range(4):
        session.new_deal()
        play(session)
    if mid_deal:
        session.new_deal()
        play(session, steps=9)
        assert session.deal_in_progress
    again = resumed(session)
    if mid_deal:
        assert again.deal.hands == session.deal.hands and again.deal.phase is session.deal.phase
        assert again.deal.minimum_level == session.deal.minimum_level
    play_game(session)
    play_game(again)
    assert again.to_dict() == session.to_dict()
    assert again.ledger.totals == session.ledger.totals and again.settlement() == \
        session.settlement()


def test_a_saved_finished_game_loads_over():
    session = Session(settings(limit=10, seed=13), Recorder())
    play_game(session)
    again = resumed(session)
    assert again.over and again.settlement() == session.settlement()
    saved = session.to_dict()
    extra = json.loads(json.dumps(saved))
    extra["deals"].append({"number": 5, "dealer": len(saved["deals"]) % 3,
                           "minimum_level": 6, "actions": []})
    with pytest.raises(ValueError, match="was over after deal"):
        Session.from_dict(extra)


def damaged(saved: dict, change) -> dict:
    copy = json.loads(json.dumps(saved))
    change(copy)
    return copy


def test_a_damaged_or_foreign_save_is_refused_with_a_clear_message():
    session = Session(settings(limit=20, seed=14), Recorder())
    for _ in range(3):
        session.new_deal()
        play(session)
    session.new_deal()
    play(session, steps=4)
    saved = session.to_dict()
    assert saved["kind"] == "pref-session" and saved["version"] == 1
    assert saved["settings"] == {"limit": 20, "price": "1/20", "opponents": list(OPPONENTS),
                                 "seed": 14,
                                 "rules": MANUAL.to_dict()}
    assert [d["dealer"] for d in saved["deals"]] == [0, 1, 2, 0]

    def set_action(data, value, deal=0, step=0):
        data["deals"][deal]["actions"][step] = value

    def raise_minimum(data):
        data["deals"][1]["minimum_level"] = 8 if data["deals"][1]["minimum_level"] != 8 else 7

    cases = [
        ("not a saved PrefClub session", lambda d: d.update(kind="binokel-session")),
        ("not a saved PrefClub session", lambda d: d.clear()),
        ("version 2", lambda d: d.update(version=2)),
        ("lacks or mangles", lambda d: d.pop("deals")),
        ("lacks or mangles", lambda d: d["settings"].pop("limit")),
        ("lacks or mangles", lambda d: d["deals"][0].pop("actions")),
        ("settings .* mapping", lambda d: d.update(settings=[20])),
        ("game limit", lambda d: d["settings"].update(limit=25)),
        ("game limit must be a whole number", lambda d: d["settings"].update(limit="20")),
        ("exact text", lambda d: d["settings"].update(price=0.05)),
        ("not an exact number", lambda d: d["settings"].update(price="viel")),
        ("> 0", lambda d: d["settings"].update(price="-1/20")),
        ("two character keys", lambda d: d["settings"].update(opponents=["egon"])),
        ("no character", lambda d: d["settings"].update(opponents=["egon", "zorro"])),
        ("two different", lambda d: d["settings"].update(opponents=["egon", "egon"])),
        ("seed must be a whole number", lambda d: d["settings"].update(seed=1.5)),
        ("rules are a mapping", lambda d: d["settings"].update(rules=[True, 8])),
        ("unknown table rules: jubilee", lambda d: d["settings"]["rules"].update(jubilee=1)),
        ("amnesty is on or off", lambda d: d["settings"]["rules"].update(amnesty=1)),
        ("whist_kind is one of greedy, gentleman",
         lambda d: d["settings"]["rules"].update(whist_kind="lordly")),
        ("on or off", lambda d: d["settings"]["rules"].update(stalingrad="yes")),
        ("8 or to 7", lambda d: d["settings"]["rules"].update(all_pass_top=9)),
        ("deals .* must be a list", lambda d: d.update(deals={})),
        ("deal 2 of the save is not a mapping", lambda d: d["deals"].__setitem__(1, [])),
        ("not an action", lambda d: set_action(d, ["jump", 3])),
        ("not an action", lambda d: set_action(d, ["bid", "6♠"])),
        ("not an action", lambda d: set_action(d, ["play", "XX"])),
        ("deal 1, action 1 of the save is not allowed", lambda d: set_action(d, ["play", "AH"])),
        ("not allowed", lambda d: set_action(d, ["bid", "6S"], deal=0, step=-1)),
        ("deal 1, action .* not allowed", lambda d: d["deals"][0]["actions"].append(["pass"])),
        ("dealt by seat 2, but it is seat 1's deal", lambda d: d["deals"][1].update(dealer=2)),
        ("minimum level", raise_minimum),
        ("unfinished but not the last", lambda d: d["deals"].append(d["deals"][3])),
        ("deal 2 of the save is unfinished",
         lambda d: d["deals"][1]["actions"].pop()),
        ("deal numbers", lambda d: d["deals"][0].update(number=0)),
        ("number of deal 1 must be a whole number", lambda d: d["deals"][0].update(number="7")),
        ("actions of deal 3 must be a list", lambda d: d["deals"][2].update(actions="pass")),
    ]
    for message, change in cases:
        with pytest.raises(ValueError, match=message):
            Session.from_dict(damaged(saved, change), Recorder())
    for foreign in (["pref-session"], None, "pref", 3):
        with pytest.raises(ValueError, match="not a saved PrefClub session"):
            Session.from_dict(foreign)
    assert Session.from_dict(saved, Recorder()).to_dict() == saved  # the good save still loads


def test_a_game_by_every_sochi_option_is_played_saved_and_taken_up_again():
    """SOCHI (table_rules.py) plus the 10 unchecked and amnesty: random players play a whole
    game; its save loads to the same sheet, and the options were met in play."""
    sochi = replace(SOCHI, ten_checked=False, amnesty=True)
    session = Session(settings(limit=10, seed=25, rules=sochi), Recorder())
    play_game(session)
    saved = session.to_dict()
    assert saved["settings"]["rules"] == sochi.to_dict()
    again = Session.from_dict(json.loads(json.dumps(saved)), Recorder())
    assert again.ledger.totals == session.ledger.totals and again.ledger.rules == sochi
    outcomes = [entries.outcome for entries in session.ledger.history]
    assert any(isinstance(o, AllPassOutcome) for o in outcomes)
    played = [o for o in outcomes if isinstance(o, PlayedContract)]
    assert any(o.half_whister is not None for o in played)
    assert any(o.unchecked for o in played)
    assert any(sum(o.whists) == 1 and o.undertricks for o in played)  # gentleman's whist
    assert sum(session.ledger.settle()) == 0


def test_every_action_survives_encoding():
    actions = [Bid(Contract.parse("7H")), Bid(Contract.miser_bid()), Bid(Contract.parse("10NT")),
               Pass(), Discard((Card.parse("7D"), Card.parse("9C"))), Discarded(),
               Declare(Contract.parse("8S")), Whist(), PassWhist(), HalfWhist(), PlayOpen(),
               PlayClosed(), Play(Card.parse("AS"))]
    for action in actions:
        data = json.loads(json.dumps(encode(action)))
        assert decode(data) == action, data
    assert encode(Bid(Contract.parse("6S"))) == ["bid", "6S"]
    assert encode(Discard((Card.parse("TS"), Card.parse("7D")))) == ["discard", ["TS", "7D"]]
    assert encode(HalfWhist()) == ["half-whist"]
    assert encode(PassWhist()) == ["pass-whist"] and encode(Play(Card.parse("TH"))) == ["play",
                                                                                        "TH"]
    session = Session(settings(seed=15), Recorder())
    for _ in range(6):
        session.new_deal()
        play(session)
        for _seat, action in session.deal.history:
            assert decode(json.loads(json.dumps(encode(action)))) == action
    for bad in (["bid"], ["bid", "6"], ["bid", "6s"], ["bid", 6], [], "pass", ["pass", 1],
                ["discard", "7D 9C"], ["discard", ["7D", 9]], ["play", "ah"], ["whist", "x"],
                ["declare"], [3]):
        with pytest.raises(ValueError, match="not an action"):
            decode(bad)
    with pytest.raises(ValueError, match="not a PrefClub action"):
        encode("pass")


def test_every_finished_deal_is_kept_for_its_log_the_one_in_play_not():
    session = Session(settings())
    for _ in range(3):
        session.new_deal()
        play(session)
    session.new_deal()
    play(session, 2)  # a deal in progress is no finished deal
    assert session.deals_played == 3
    sheet = Ledger(10, Fraction(1, 20))  # the sheet written again from the kept deals
    for index in range(3):
        kept = session.played_deal(index)
        assert kept is session.deals[index] and kept.is_finished
        assert sheet.apply(by_hand(kept)) == session.ledger.history[index]
    assert session.played_deal(3) is None and session.played_deal(-1) is None
