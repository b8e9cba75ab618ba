"""The simulating bot bids and declares by simulation: decisions a club player agrees with.

The hands are worked examples; the expected values come from the ISkO value
rules (``rules/skat.md``, "Game value"), worked out by hand in the comments.
"""

from cardsuite.engine.cards import parse_cards
from cardsuite.games.skat import rules
from cardsuite.games.skat.bots import make_bot
from cardsuite.games.skat.game import Bid, Deal, Hold, Pass, Phase
from cardsuite.games.skat.rules import GameType

DEALER = 0
FOREHAND, MIDDLEHAND = 1, 2


def deal_with(hand: str, skat: str, seat: int = FOREHAND) -> Deal:
    """A deal where ``seat`` holds ``hand`` and the Skat is ``skat``; the rest shared out."""
    deal = Deal(1, DEALER)
    mine, pile = parse_cards(hand), parse_cards(skat)
    rest = [c for c in rules.skat_deck() if c not in mine and c not in pile]
    others = [s for s in range(3) if s != seat]
    deal.hands = [[], [], []]
    deal.hands[seat] = mine
    deal.hands[others[0]], deal.hands[others[1]] = rest[:10], rest[10:]
    deal.skat = pile
    deal.dealt = [list(h) for h in deal.hands], list(pile)
    return deal


def declare_after_passes(deal: Deal, bot) -> None:
    """The other two pass; the bot (forehand) opens and declares."""
    while deal.phase in (Phase.BIDDING, Phase.HAND, Phase.PUSHING, Phase.DECLARING):
        seat = deal.to_move
        deal.apply(bot.act(deal.observation(seat)) if seat == FOREHAND else Pass())


def highest_held(hand: str, skat: str) -> int | None:
    """Middlehand bids every value up; the bot (forehand) says "Ja" until it passes."""
    deal = deal_with(hand, skat)
    bot = make_bot("simulated", 5)
    held = None
    while deal.phase is Phase.BIDDING and deal.to_move is not None:
        seat = deal.to_move
        if seat == MIDDLEHAND:
            bids = [a for a in deal.legal_actions() if isinstance(a, Bid)]
            deal.apply(bids[0] if bids else Pass())
        elif seat == FOREHAND:
            action = bot.act(deal.observation(seat))
            if action == Hold():
                held = deal.bid
            deal.apply(action)
            if action == Pass():
                break
        else:
            break
    return held


def test_four_jacks_and_two_aces_with_tens_play_grand_not_kreuz():
    # Grand mit 4 is 24 × 5 = 120; Kreuz mit 6 (♣J ♠J ♥J ♦J ♣A ♣10) only 12 × 7 = 84.
    deal = deal_with("JC JS JH JD AC TC AS TS 7H 8H", "7D 8D")
    declare_after_passes(deal, make_bot("simulated", 1))
    assert deal.contract.game_type is GameType.GRAND


def test_a_strong_hand_bids_on_and_a_jackless_one_does_not_bid_to_fifty():
    # Grand mit 4 is worth 120 taking the Skat: the bot holds far beyond 18.
    assert highest_held("JC JS JH JD AC TC AS TS 7H 8H", "7D 8D") >= 96
    # No jack, five clubs: Kreuz ohne 4 would be 60, but the game is rarely won.
    held = highest_held("AC TC KC QC 9C AS TS 7H 8H 7D", "8D 9D")
    assert held is None or held < 50


def test_after_an_overbid_the_cheapest_loss_is_chosen():
    # Bid 50 with no jack and nothing to win: every game is lost.  Lost, a game counts
    # its value, or the smallest multiple of its base reaching 50 if that is more.  With
    # the Skat (♦K ♣Q) the twelve cards are "ohne" all jacks and the trump suit's top
    # cards they lack: Karo ohne 6 (♦A ♦10 missing) 7 × 9 = 63 → −126; Herz ohne 6
    # 70 → −140; Pik ohne 5 (♠A missing, ♠10 held) 66 → −132; Kreuz ohne 4 (♣A held)
    # 60 → −120; Grand ohne 4 120 → −240; a Hand game adds a level.  The cheapest: take
    # the Skat and play Kreuz.
    deal = deal_with("AC 8C 9D 7D KH 8H QS 7S TS 9H", "KD QC")
    deal.bid, deal.declarer, deal.phase = 50, FOREHAND, Phase.HAND
    bot = make_bot("simulated", 2)
    while deal.phase in (Phase.HAND, Phase.PUSHING, Phase.DECLARING):
        deal.apply(bot.act(deal.observation(FOREHAND)))
    assert deal.took_skat
    assert deal.contract.game_type is GameType.CLUBS


def test_a_sure_null_is_played_open_and_hand_and_won():
    # 7 8 9 in every suit but one: no defence makes it take a trick; Null Ouvert Hand (59)
    # is the most such cards can be worth.
    deal = deal_with("7C 8C 9C 7D 8D 9D 7H 8H 9H 7S", "8S 9S")
    bots = [make_bot("simulated", 3 * 7 + s) for s in range(3)]
    declare_after_passes(deal, bots[FOREHAND])
    contract = deal.contract
    assert contract.game_type is GameType.NULL and contract.ouvert and contract.hand
    while deal.phase is not Phase.FINISHED:
        deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
    assert deal.result.won and deal.result.value == 59


def test_the_simulation_sees_only_the_seats_own_cards():
    # The same hand in two deals whose other hands and Skat differ: the same decisions
    # and the same evaluation, because nothing but the observation reaches the bot.
    hand = "JC JH AH TH KH 9H AS 7C 8D 9D"
    first = deal_with(hand, "7H 8H", seat=MIDDLEHAND)
    second = deal_with(hand, "QC KC", seat=MIDDLEHAND)
    second.hands[0], second.hands[1] = second.hands[1], second.hands[0]
    assert first.hands[0] != second.hands[0] and first.skat != second.skat
    answers = []
    for deal in (first, second):
        bot = make_bot("simulated", 11)
        view = deal.observation(MIDDLEHAND)
        action = bot.act(view)
        evaluation = bot._bidding_evaluation(view)
        answers.append((action, [evaluation.best_value(v) for v in (18, 30, 60)]))
    assert answers[0] == answers[1]


def test_kontra_holding_two_jacks_and_every_ace_and_ten_against_a_grand():
    # Kontra doubles the declarer's result: a defender says it when he estimates the
    # declarer's chance low from his own cards (over deals where the declarer's cards make
    # Grand a candidate).  Holding ♣J ♦J and every ace and ten, the declarer cannot win.
    from cardsuite.games.skat.game import Kontra, Options
    from cardsuite.games.skat.scoring import Contract

    for hand, skat, expected in (
            ("7C 8C 9C 7D 8D 9D 7H 8H 9H 7S", "8S 9S", {0: Kontra()}),):
        deal = deal_with(hand, skat)
        deal.options = Options(kontra=True)
        deal.bid, deal.declarer, deal.phase = 18, FOREHAND, Phase.DECLARING
        deal.apply(next(a for a in deal.legal_actions()
                        if a.contract == Contract(GameType.GRAND, hand=True)))
        answers = {}
        while deal.phase is Phase.KONTRA and deal.to_move != FOREHAND:
            seat = deal.to_move
            answers[seat] = make_bot("simulated", 4).act(deal.observation(seat))
            deal.apply(answers[seat])
        assert {s: answers[s] for s in expected} == expected, hand


def test_the_simulation_values_games_as_the_list_does():
    # rules/skat.md: Karo ohne 1 (18) won +18, lost −36; Seeger-Fabian 68 and −86, and each
    # defender +40 when it is lost, so against the table the loss costs −126.  Bid 22 with
    # the same cards: overbid, −54 (the smallest multiple of 9 reaching 22 is 27).
    from cardsuite.games.skat.bidding import RuleSet
    from cardsuite.games.skat.evaluation import Outcome, Plan, list_value

    cards = tuple(parse_cards("JS JH JD 7D 8D 9D AC TC AS TS 7H 8H"))  # no ♣J: ohne 1
    plan = Plan(GameType.DIAMONDS, False, tuple(parse_cards("7H 8H")))
    won, lost = Outcome(cards, True), Outcome(cards, False)
    assert list_value(plan, won, 18, RuleSet.ISKO) == 18
    assert list_value(plan, lost, 18, RuleSet.ISKO) == -36
    assert list_value(plan, won, 18, RuleSet.ISKO, seeger_fabian=True) == 68
    assert list_value(plan, lost, 18, RuleSet.ISKO, seeger_fabian=True) == -86 - 40
    assert list_value(plan, won, 22, RuleSet.ISKO) == -54
    # The same as the Skatliste writes it: the declarer's entry less a defender's.
    from cardsuite.games.skat.scorelist import ScoreList, ScoreMode
    from cardsuite.games.skat.scoring import score_game

    for outcome, points in ((won, 61), (lost, 60)):
        row = ScoreList(ScoreMode.SEEGER_FABIAN).add_game(
            1, 0, plan.contract, score_game(plan.contract, cards, points, 5, 18))
        assert list_value(plan, outcome, 18, RuleSet.ISKO, seeger_fabian=True) == \
            row.entries[0] - row.entries[1] == row.entries[0] - row.entries[2]
    # A discount on double-dummy wins mixes in the loss: a quarter of 18 and −36.
    assert list_value(plan, won, 18, RuleSet.ISKO, win_discount=0.25) == 0.75 * 18 - 0.25 * 36
    # A close call (the exact search too big to finish) counts as won half the time; a won
    # world whose Schneider search was too big counts Schneider half the time: Karo ohne 1
    # Schneider is 9 × 3 = 27.
    close = Outcome(cards, False, close=True)
    assert list_value(plan, close, 18, RuleSet.ISKO) == 0.5 * 18 - 0.5 * 36
    half_schneider = Outcome(cards, True, close_schneider=True)
    assert list_value(plan, half_schneider, 18, RuleSet.ISKO) == 0.5 * 18 + 0.5 * 27


def _twelve_cards_evaluation(budget):
    from cardsuite.engine.rng import SplitMix64
    from cardsuite.games.skat.bidding import RuleSet
    from cardsuite.games.skat.evaluation import NodeBudget, evaluate_with_skat

    cards12 = parse_cards(TWELVE)
    return evaluate_with_skat(FOREHAND, FOREHAND, cards12, parse_cards("7S 8S"), budget,
                              SplitMix64(3), RuleSet.ISKO, nodes=NodeBudget(budget.nodes))


TWELVE = "JC JS JH AD TD KD 9D AH TH 7S 8S 9C"


def _searched(evaluation) -> dict:
    """The plans of the games the quick rule searched (the others are counted lost unseen)."""
    from cardsuite.games.skat.bots import STRONG_BUDGET
    from cardsuite.games.skat.evaluation import candidate_games

    searched = candidate_games(parse_cards(TWELVE), STRONG_BUDGET, True)
    (plans,) = evaluation.skat_games
    assert searched and any(plan.game_type in searched for plan in plans)
    return {plan: outs for plan, outs in plans.items() if plan.game_type in searched}


def test_a_spent_node_budget_judges_every_plan_on_the_same_worlds():
    from dataclasses import replace

    from cardsuite.games.skat.bots import STRONG_BUDGET

    full = _twelve_cards_evaluation(replace(STRONG_BUDGET, nodes=0, search_nodes=0))
    assert {len(outs) for outs in _searched(full).values()} == {STRONG_BUDGET.worlds}
    # A budget of one position: the first world is always finished, then sampling stops.
    tiny = _twelve_cards_evaluation(replace(STRONG_BUDGET, nodes=1, search_nodes=0))
    assert {len(outs) for outs in _searched(tiny).values()} == {1}
    for plan, outs in _searched(tiny).items():
        assert outs[0] == _searched(full)[plan][0]  # the same first world, the same answer
    # The same seed and budget give the same evaluation (positions are counted, not seconds).
    again = _twelve_cards_evaluation(replace(STRONG_BUDGET, nodes=1, search_nodes=0))
    assert again.skat_games == tiny.skat_games


def test_a_search_too_big_to_finish_is_a_close_call():
    from dataclasses import replace

    from cardsuite.games.skat.bots import STRONG_BUDGET

    capped = _twelve_cards_evaluation(replace(STRONG_BUDGET, nodes=0, search_nodes=1))
    outcomes = [o for outs in _searched(capped).values() for o in outs]
    # Every search stops at once: no world is decided, each counts as half won.
    assert outcomes and all(o.close and not o.won for o in outcomes)
    assert all(o.win_chance == 0.5 for o in outcomes)


def bid_through(deal: Deal, actions: list) -> None:
    for action in actions:
        deal.apply(action)


def test_a_pass_refuses_the_value_asked_of_the_seat():
    """ISkO bidding (rules/skat.md, "Bidding"): middlehand bids to forehand, who holds or
    passes; then rearhand bids to the one left.  A holder who passes refuses the value just
    bid to him; a bidder who passes refuses the next value (18 when nobody has bid)."""
    from cardsuite.games.skat.bots import refusals

    rearhand = DEALER
    deal = Deal(1001, DEALER)
    # Middlehand 18, forehand yes, middlehand 20, forehand passes: he would not hold 20.
    bid_through(deal, [Bid(18), Hold(), Bid(20), Pass()])
    assert refusals(deal.observation(MIDDLEHAND)) == {FOREHAND: 20}
    assert refusals(deal.observation(FOREHAND)) == {}  # his own pass tells him nothing
    # Rearhand passes at once to middlehand's 20: he would not bid 22.
    deal.apply(Pass())
    assert refusals(deal.observation(MIDDLEHAND)) == {FOREHAND: 20, rearhand: 22}

    deal = Deal(1001, DEALER)
    # Middlehand passes at once (no 18), rearhand bids 18 to forehand, who passes.
    bid_through(deal, [Pass(), Bid(18), Pass()])
    assert refusals(deal.observation(rearhand)) == {MIDDLEHAND: 18, FOREHAND: 18}
    assert refusals(deal.observation(FOREHAND)) == {MIDDLEHAND: 18}


def test_worlds_fit_the_passes_heard():
    """After two passes at 18 every sampled world gives both passers a hand the threshold
    evaluation would not bid 18 with; a reading no drawn world fits falls back to
    uniform worlds rather than none."""
    from cardsuite.engine.ai.sampling import Holder
    from cardsuite.engine.rng import SplitMix64
    from cardsuite.games.skat.bidding import RuleSet
    from cardsuite.games.skat.bots import bidding_limit
    from cardsuite.games.skat.evaluation import SKAT, _fitting

    hand = parse_cards("JC JH AC TC KC 9C AS 7S 8H 9D")
    unseen = [c for c in rules.skat_deck() if c not in hand]
    holders = {MIDDLEHAND: Holder(10), DEALER: Holder(10), SKAT: Holder(2)}

    def fits(world) -> bool:
        return all(bidding_limit(world[s], True, RuleSet.ISKO) < 18 for s in (MIDDLEHAND, DEALER))

    worlds = _fitting(unseen, holders, SplitMix64(3), 6, fits)
    assert 1 <= len(worlds) <= 6
    assert all(fits(w) for w in worlds)
    assert len({w[MIDDLEHAND] for w in worlds}) == len(worlds)  # distinct deals
    fallback = _fitting(unseen, holders, SplitMix64(3), 4, lambda world: False)
    assert len(fallback) == 4


def test_a_calibration_turns_the_share_of_worlds_won_into_the_chance_to_win():
    """Karo ohne 1 at 18 (won +18, lost −36; won Schneider 27) over four worlds, two won
    (one of them Schneider): uncalibrated the mean of the worlds, (18 + 27 − 36 − 36) / 4.
    A calibration through (0, 0.1), (0.5, 0.8), (1, 1) makes the half share a 0.8 chance:
    0.8 × the won worlds' mean (22.5) + 0.2 × the lost ones' (−36); the identity
    calibration gives the plain mean again."""
    from cardsuite.games.skat.bidding import RuleSet
    from cardsuite.games.skat.evaluation import Evaluation, Outcome, Plan, calibrated

    cards = tuple(parse_cards("JS JH JD 7D 8D 9D AC TC AS TS 7H 8H"))
    plan = Plan(GameType.DIAMONDS, False, tuple(parse_cards("7H 8H")))
    worlds = [Outcome(cards, True), Outcome(cards, True, True), Outcome(cards, False),
              Outcome(cards, False)]
    plain = Evaluation(RuleSet.ISKO, False, 0.0)
    assert plain.value(plan, worlds, 18) == (18 + 27 - 36 - 36) / 4
    curve = ((0.0, 0.1), (0.5, 0.8), (1.0, 1.0))
    assert calibrated(0.5, curve) == 0.8
    assert abs(calibrated(0.25, curve) - 0.45) < 1e-12
    assert calibrated(1.0, curve) == 1.0
    tuned = Evaluation(RuleSet.ISKO, False, 0.0, calibration=curve)
    assert abs(tuned.value(plan, worlds, 18) - (0.8 * 22.5 - 0.2 * 36)) < 1e-9
    identity = Evaluation(RuleSet.ISKO, False, 0.0, calibration=((0.0, 0.0), (1.0, 1.0)))
    assert abs(identity.value(plan, worlds, 18) - plain.value(plan, worlds, 18)) < 1e-9
    # No world won: the won value is the plain won entry, weighted by the calibrated chance.
    lost = [Outcome(cards, False)] * 2
    assert abs(tuned.value(plan, lost, 18) - (0.1 * 18 - 0.9 * 36)) < 1e-9


def test_the_strongest_level_offered_bids_by_simulation():
    """"strong" is the simulating player (calibrated, reading passes); the lower levels and
    "previous" keep the threshold bidding."""
    from cardsuite.games.skat.bots import SIMULATED_PLAY, STRONG_BUDGET, ThresholdBot

    strong = make_bot("strong", 1)
    assert not isinstance(strong, ThresholdBot)
    assert strong.level == SIMULATED_PLAY and strong.budget == STRONG_BUDGET
    assert strong.read_passes and STRONG_BUDGET.calibration
    assert make_bot("simulated", 1).level == SIMULATED_PLAY
    for name in ("previous", "medium", "easy"):
        assert isinstance(make_bot(name, 1), ThresholdBot)


def test_the_bidding_is_calibrated_halfway_between_the_share_and_the_declaration():
    """Before the Skat is seen the share of worlds won counts halfway between itself and the
    declaring calibration (bots.py, "The bidding's calibration halfway"); once the twelve
    cards are known, the declaring calibration."""
    from cardsuite.games.skat.bots import BIDDING_CALIBRATION, CALIBRATION, STRONG_BUDGET
    from cardsuite.games.skat.evaluation import calibrated

    for share in (0.0, 0.1, 0.3, 0.42, 0.5, 0.77, 1.0):
        assert abs(calibrated(share, BIDDING_CALIBRATION)
                   - (share + calibrated(share, CALIBRATION)) / 2) < 1e-12
    assert STRONG_BUDGET.bidding_calibration == BIDDING_CALIBRATION
    assert STRONG_BUDGET.calibration == CALIBRATION
    deal = deal_with("JC JS AC TC KC 9C AS TS AH 7D", "8D 9D")
    bot = make_bot("strong", 3)
    observation = deal.observation(FOREHAND)
    assert bot._bidding_evaluation(observation).calibration == BIDDING_CALIBRATION
    cards12 = tuple(parse_cards("JC JS AC TC KC 9C AS TS AH 7D 8D 9D"))
    assert bot._skat_evaluation(observation, cards12).calibration == CALIBRATION



def test_a_bid_made_is_read_as_the_step_it_reaches():
    """Bids and "Ja" say a seat holds cards worth the value (rules/skat.md, "Bidding": a
    bid is a promise to play a game worth at least that much).  Read per other seat,
    the highest value it bid or held, down to a step of BID_STEPS_READ."""
    from cardsuite.games.skat.bots import bids_made

    rearhand = DEALER
    deal = Deal(1001, DEALER)
    # Middlehand bids 18 … 24, forehand holds up to 23 and passes at 24.
    bid_through(deal, [Bid(18), Hold(), Bid(20), Hold(), Bid(22), Hold(), Bid(23), Hold(),
                       Bid(24), Pass()])
    assert bids_made(deal.observation(rearhand)) == {MIDDLEHAND: 24, FOREHAND: 18}
    assert bids_made(deal.observation(FOREHAND)) == {MIDDLEHAND: 24}  # not his own
    # Rearhand goes on to 36: read as at least 36; middlehand's 24 stays.
    bid_through(deal, [Bid(27), Hold(), Bid(30), Hold(), Bid(33), Hold(), Bid(36)])
    assert bids_made(deal.observation(FOREHAND)) == {MIDDLEHAND: 24, rearhand: 36}
    assert bids_made(deal.observation(rearhand)) == {MIDDLEHAND: 24, FOREHAND: 18}


def test_the_reach_of_a_hand_is_what_a_player_could_bid_on_it():
    """Worked by hand (quick_strength: 1.5 a jack, +1 for ♣J, +1 a plain trump, +1.2 an
    ace and +0.8 its ten beside it in the other suits; ISkO values):

    - ♣J ♠J ♣A ♣10 ♣K ♣9 ♣8 ♠A ♥7 ♦8: Kreuz scores 3 + 1 + 5 + 1.2 = 10.2 (mit 2: up
      to 12 × 4 = 48), Grand 3 + 1 + 2.0 + 1.2 = 7.2 ≥ 7 (mit 2: up to 24 × 4 = 96).
    - ♣7 ♣8 ♠9 ♠8 ♥Q ♥K ♦A ♦10 ♦K ♠Q: no jack, at best Pik 5.0: nobody bids on it, and
      its kings and aces are no Null: 0.
    - ♣7 ♣8 ♠7 ♠9 ♥7 ♥8 ♥10 ♦7 ♦8 ♦9: a sure Null (every suit low), so up to Null
      Ouvert, 46."""
    from cardsuite.games.skat.bots import bid_reach

    assert bid_reach(parse_cards("JC JS AC TC KC 9C 8C AS 7H 8D"), True) == 96
    assert bid_reach(parse_cards("7C 8C 9S 8S QH KH AD TD KD QS"), True) == 0
    assert bid_reach(parse_cards("7C 8C 7S 9S 7H 8H TH 7D 8D 9D"), True) == 46
    assert bid_reach(parse_cards("7C 8C 7S 9S 7H 8H TH 7D 8D 9D"), False) == 0


def test_worlds_give_a_bidder_a_hand_he_could_have_bid_on():
    """After middlehand bid 48 and forehand passed, the sampled worlds of rearhand's
    bidding simulation give middlehand cards that reach 48 (bid_reach)."""
    from cardsuite.engine.ai.sampling import Holder
    from cardsuite.engine.rng import SplitMix64
    from cardsuite.games.skat.bots import bid_reach
    from cardsuite.games.skat.evaluation import SKAT, _fitting

    rearhand = DEALER
    deal = Deal(1001, DEALER)
    bid_through(deal, [Bid(v) if i % 2 == 0 else Hold()
                       for i, v in enumerate(v for v in (18, 20, 22, 23, 24, 27, 30, 33, 35,
                                                         36, 40, 44, 45, 46, 48)
                                             for _ in range(2))][:-1])
    deal.apply(Pass())
    observation = deal.observation(rearhand)
    fits = make_bot("strong", 1)._fits(observation, {FOREHAND: 50})
    unseen = [c for c in rules.skat_deck() if c not in observation.hand]
    holders = {MIDDLEHAND: Holder(10), FOREHAND: Holder(10), SKAT: Holder(2)}
    worlds = _fitting(unseen, holders, SplitMix64(5), 8, fits)
    assert worlds and all(bid_reach(w[MIDDLEHAND], True) >= 48 for w in worlds)
    assert all(fits(w) for w in worlds)
