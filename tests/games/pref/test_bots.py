"""The PrefClub's bots: every phase answered legally, only the observation seen, hands judged
sensibly, the same seed giving the same play."""

import dataclasses
import os
from collections import Counter

import pytest

from cardsuite.engine.ai.sampling import count_deals
from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.pref import characters, rules
from cardsuite.games.pref.bots import (
    BOT_LEVELS,
    DISCARD,
    WIDOW,
    SimpleBot,
    best_discard,
    bidding_values,
    expected_tricks,
    highest_bid,
    knowledge,
    make_bot,
    miser_chance,
    miser_danger,
    miser_discard,
    whist_values,
    widow_trick_card,
    widow_trick_second_best,
)
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.game import (
    Bid,
    Deal,
    Declare,
    Discard,
    HalfWhist,
    Observation,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    Whist,
)
from cardsuite.games.pref.table_rules import TableRules

C = Contract.parse
MISER = Contract.miser_bid()
#: Fast bots for the long runs: the rule-based yardstick, random cards, "easy" and a Versager.
FAST = ("simple", "random", "easy", "egon")
#: A bot of every other level and group: a few deals each (PREF_SLOW_BOT_TESTS=1 for more).
SLOW = ("medium", "strong", "hilde", "baron")
SLOW_DEALS = 40 if os.environ.get("PREF_SLOW_BOT_TESTS") else 2


def fixed_deal(hands: tuple[str, str, str], widow: str, dealer: int = 2,
               minimum: int = 6) -> Deal:
    """A deal with the given hands by seat (seat 0's, 1's, 2's) and widow."""
    by_seat = [parse_cards(h) for h in hands]
    order: list[Card] = []
    for i in range(3):
        order += by_seat[(dealer + 1 + i) % 3]
    return Deal(1, dealer, minimum, order + parse_cards(widow))


def play_out(deal: Deal, bots, check=None) -> Counter:
    """Let the bots finish the deal; every action must be legal.  The phases answered."""
    phases: Counter = Counter()
    steps = 0
    while deal.phase is not Phase.FINISHED:
        seat = deal.to_move
        view = deal.observation(seat)
        if check is not None:
            check(deal, seat, view)
        action = bots[seat].act(view)
        assert deal.is_legal(action), (deal.number, deal.phase, seat, action)
        phases[deal.phase] += 1
        if deal.phase is Phase.PLAYING and deal.turn != seat:
            phases["partner's hand"] += 1
        deal.apply(action)
        steps += 1
        assert steps < 200
    return phases


def test_every_phase_is_answered_legally_by_the_fast_bots_over_two_hundred_deals():
    phases: Counter = Counter()
    kinds: Counter = Counter()
    for number in range(1, 201):
        keys = [FAST[(number + s) % len(FAST)] for s in range(3)]
        if number % 7 == 0:
            keys = [FAST[number % len(FAST)]] * 3
        bots = [make_bot(key, number * 3 + s) for s, key in enumerate(keys)]
        deal = Deal(number, number % 3, (6, 6, 7, 8)[number % 4])
        phases += play_out(deal, bots)
        kinds[deal.outcome().kind] += 1
    assert set(phases) >= {Phase.BIDDING, Phase.DISCARDING, Phase.DECLARING, Phase.WHISTING,
                           Phase.OPENING, Phase.PLAYING, "partner's hand"}, phases
    assert kinds["contract"] > 100 and kinds["allpass"] > 0, kinds


@pytest.mark.parametrize("key", SLOW)
def test_the_searching_levels_and_characters_play_legally(key):
    for number in range(500, 500 + SLOW_DEALS):
        bots = [make_bot(key, number * 3 + s) for s in range(3)]
        play_out(Deal(number, number % 3), bots)


# --- privacy ------------------------------------------------------------------------------------


def check_knowledge(deal: Deal, seat: int, view: Observation) -> None:
    """Every constraint the search samples under is true of the real deal."""
    if view.phase is not Phase.PLAYING or view.trick_widow is not None:
        return
    known = knowledge(view)
    turn = deal.turn
    assert known.seat == turn and known.hand == frozenset(deal.hands[turn])
    assert known.leader == deal.trick_leader and known.trick == tuple(deal.trick)
    hidden: Counter = Counter()
    real: dict = {}
    for other in range(3):
        if other != turn:
            real[other] = Counter(deal.hands[other])
            hidden += real[other]
    if deal.declarer is not None and seat != deal.declarer:
        real[DISCARD] = Counter(deal.discard)
        hidden += real[DISCARD]
    if deal.all_pass and len(view.widow) < 2:
        real[WIDOW] = Counter(deal.widow[len(view.widow):])
        hidden += real[WIDOW]
    assert Counter(known.unseen) == hidden
    assert set(known.holders) == set(real)
    for name, holder in known.holders.items():
        cards = real[name]
        assert holder.count == sum(cards.values()), name
        assert holder.must <= set(cards), name
        assert not any(card.suit in holder.voids for card in cards), (name, holder.voids)
        assert not holder.never & set(cards), name
    assert count_deals(list(known.unseen), known.holders, rules.PrefTrickRules().follow_class)


def test_a_bot_sees_only_its_observation_and_acts_on_it_alone():
    """A twin bot fed the observations of a copy of the deal in which every card the seat
    cannot see is dealt again takes exactly the same actions: nothing but the observation
    reaches a bot.  And what its search assumes about the hidden cards is true of the real
    deal."""
    for number in range(40, 64):
        deal = Deal(number, number % 3)
        key = ("easy", "simple", "egon", "random")[number % 4]
        bots = [make_bot(key, number + s) for s in range(3)]
        twins = [make_bot(key, number + s) for s in range(3)]
        rng = SplitMix64(number)
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            view = deal.observation(seat)
            assert not any(isinstance(getattr(view, f.name), Deal)
                           for f in dataclasses.fields(view))
            other = redealt(deal, seat, rng)
            assert other.observation(seat) == view
            check_knowledge(deal, seat, view)
            action = bots[seat].act(view)
            assert twins[seat].act(other.observation(seat)) == action
            deal.apply(action)


def hidden_seats(deal: Deal, viewer: int) -> list[int]:
    return [s for s in range(3) if not deal.sees_hand(viewer, s)]


def redealt(deal: Deal, viewer: int, rng: SplitMix64) -> Deal:
    """A copy of ``deal`` whose cards hidden from ``viewer`` are dealt again at random: other
    hands it cannot see, the widow before it is shown, another seat's discard."""
    import copy

    other = copy.copy(deal)
    other.hands = [list(hand) for hand in deal.hands]
    seats = hidden_seats(deal, viewer)
    pool = [c for s in seats for c in other.hands[s]]
    shown = set(deal.public_widow())
    widow_hidden = [i for i, c in enumerate(deal.widow) if c not in shown and not deal.widow_taken]
    pool += [deal.widow[i] for i in widow_hidden]
    hide_discard = deal.declarer is not None and viewer != deal.declarer and deal.discard
    if hide_discard:
        pool += list(deal.discard)
    for i in range(len(pool) - 1, 0, -1):
        j = rng.below(i + 1)
        pool[i], pool[j] = pool[j], pool[i]
    for s in seats:
        n = len(other.hands[s])
        other.hands[s], pool = rules.sort_hand(pool[:n], other.trump), pool[n:]
    widow = list(deal.widow)
    for i in widow_hidden:
        widow[i] = pool.pop()
    other.widow = tuple(widow)
    if hide_discard:
        other.discard, pool = tuple(pool[:2]), pool[2:]
    assert not pool
    return other


# --- judging hands ------------------------------------------------------------------------------

SURE_MISER = "7S 9S JS 7H 9H 7D 8D 7C 9C JC"
TEN_TRICKS = "AS KS QS JS TS 9S AH KH AD AC"
WEAK = "QS JS 9S KH TH 8H QD JD 9C 8C"


def deal_with(hand: str, dealer: int = 2) -> Deal:
    """``hand`` for forehand (seat 0 with the dealer 2), the other cards dealt in order."""
    mine = parse_cards(hand)
    rest = [c for c in rules.deck() if c not in mine]
    return Deal(1, dealer, 6, mine + rest)


def test_a_sure_miser_hand_bids_miser_first_and_keeps_it_sure():
    assert miser_danger(parse_cards(SURE_MISER)) == 0
    assert miser_chance(parse_cards(SURE_MISER), SplitMix64(1), 8) == 1.0
    for key in ("simple", "easy", "strong", "adelheid", "egon"):
        deal = deal_with(SURE_MISER)
        bot = make_bot(key, 5)
        assert bot.act(deal.observation(0)) == Bid(MISER), key
    deal = deal_with(SURE_MISER)
    bots = [make_bot("easy", s) for s in range(3)]
    deal.apply(Bid(MISER))
    while deal.phase is Phase.BIDDING:
        deal.apply(Pass() if deal.to_move != 0 else bots[0].act(deal.observation(0)))
    assert deal.declarer == 0 and deal.contract == MISER and deal.phase is Phase.DISCARDING
    discard = bots[0].act(deal.observation(0))
    assert isinstance(discard, Discard)
    kept = [c for c in deal.hands[0] if c not in discard.cards]
    assert miser_danger(kept) == 0
    play_out(deal, bots)
    assert deal.outcome().kind == "miser"


def test_miser_discard_lays_away_the_dangerous_cards():
    twelve = parse_cards(SURE_MISER + " AH KD")
    assert sorted(miser_discard(twelve)) == sorted(parse_cards("AH KD"))


def test_a_hand_of_ten_tricks_bids_high_and_declares_ten():
    values = bidding_values(parse_cards(TEN_TRICKS), SplitMix64(3), 16, on_lead=True)
    assert values[Suit.SPADES] >= 9.5
    assert highest_bid(values, 0.0) >= Contract(10, Suit.SPADES)
    assert expected_tricks(parse_cards(TEN_TRICKS), Suit.SPADES, True) >= 9.5
    deal = deal_with(TEN_TRICKS)
    bot = make_bot("strong", 1)
    while deal.phase is Phase.BIDDING:
        action = bot.act(deal.observation(0)) if deal.to_move == 0 else Pass()
        deal.apply(action)
    assert deal.declarer == 0
    deal.apply(bot.act(deal.observation(0)))  # discard
    declared = bot.act(deal.observation(0))
    assert isinstance(declared, Declare) and declared.contract.level == 10


def test_a_weak_hand_passes():
    assert miser_danger(parse_cards(WEAK)) > 0
    assert highest_bid(bidding_values(parse_cards(WEAK), SplitMix64(3), 16), 0.0) is None
    for key in ("simple", "easy", "strong", "hilde", "baron"):
        assert make_bot(key, 2).act(deal_with(WEAK).observation(0)) == Pass(), key


def test_a_bold_character_bids_where_a_careful_one_passes():
    values = {s: 0.0 for s in (*Suit, None)} | {Suit.HEARTS: 5.4}
    assert highest_bid(values, 0.0) is None
    assert highest_bid(values, 1.0) == Contract(6, Suit.HEARTS)
    assert highest_bid(values, 2.0) == Contract(7, Suit.HEARTS)
    # a bid (n, s) is allowed when a strain at or above s expects n: 7 NT's value allows 7 ♠
    assert highest_bid({None: 7.2}, 0.0) == Contract(7, None) > Contract(7, Suit.SPADES)


def test_the_discard_keeps_the_long_trumps_and_the_aces():
    twelve = parse_cards("AS KS QS JS 9S 7S AH KH 8D 7D 8C 7C")
    pair, values = best_discard(twelve, C("6S"))
    assert {c.suit for c in pair} <= {Suit.DIAMONDS, Suit.CLUBS}
    assert max(values, key=values.get) is Suit.SPADES


def test_the_final_contract_is_the_highest_the_hand_makes_never_below_the_bid():
    deal = deal_with("AS KS QS JS TS 9S AH KH AD 7C")
    bot = make_bot("medium", 1)
    deal.apply(Bid(C("6S")))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(bot.act(deal.observation(0)))
    declared = bot.act(deal.observation(0))
    assert declared.contract.strain is Suit.SPADES and declared.contract.level >= 8
    weak = deal_with(WEAK)
    weak.apply(Bid(C("7H")))
    weak.apply(Pass())
    weak.apply(Pass())
    weak.apply(bot.act(weak.observation(0)))
    declared = bot.act(weak.observation(0))
    assert declared.contract >= C("7H") and declared.contract.level == 7


# --- whisting -----------------------------------------------------------------------------------

def whist_deal(declarer: str, first: str, contract: str) -> Deal:
    """Seat 0 (forehand) declares ``contract`` with ``declarer``'s cards (he lays the widow
    away again); seat 1 holds ``first``, seat 2 the first ten cards left, the widow the
    other two."""
    hands = [parse_cards(declarer), parse_cards(first)]
    used = {c for h in hands for c in h}
    rest = [c for c in rules.deck() if c not in used]
    deal = Deal(1, 2, 6, hands[0] + hands[1] + rest)
    deal.apply(Bid(C(contract)))
    deal.apply(Pass())
    deal.apply(Pass())
    deal.apply(Discard(tuple(rest[10:])))
    deal.apply(Declare(C(contract)))
    assert deal.phase is Phase.WHISTING and deal.to_move == 1
    return deal


CLUBS = "AC KC QC JC TC 9C 8C KD QD 7H"
ACES = "AS KS QS AH KH QH AD JD 7S 8S"
NOTHING = "7H 8H 9H 7D 8D 9D TS 9S 8S 8C"
EVERY_KEY = ("simple", "random", "strong", "adelheid", "hilde", "egon", "kalle", "baron")


def test_whisting_on_clear_cases():
    # 8♣ (quota 1) against aces and kings: everybody whists.
    deal = whist_deal(CLUBS, ACES, "8C")
    for key in EVERY_KEY:
        assert make_bot(key, 3).act(deal.observation(1)) == Whist(), key
    # 6♣ (quota 4, his half 2) by a strong hand, with nothing at all: the first defender
    # passes, whoever he is — by the expected whist points even the Versager's hope of a
    # trick and a half does not make whisting first pay.
    deal = whist_deal("AC KC QC JC 9C AD KD AH KH 7S", NOTHING, "6C")
    for key in EVERY_KEY:
        bot = make_bot(key, 3)
        own, total = bot.defence(deal.observation(1))
        assert own < 0.5 and total < 4
        assert bot.act(deal.observation(1)) == PassWhist(), key
    # the second defender after a pass would whist alone for the whole quota of 4: the
    # neutral and the careful decline three tricks or so, the Versager and the bold Baron
    # whist on hope.
    deal.apply(PassWhist())
    _own, total = make_bot("strong", 3).defence(deal.observation(2))
    assert 2.5 < total < 4
    for key in ("simple", "strong", "adelheid", "hilde"):
        assert make_bot(key, 3).act(deal.observation(2)) == PassWhist(), key
    for key in ("kalle", "horst", "egon", "baron"):
        assert make_bot(key, 3).act(deal.observation(2)) == Whist(), key


def test_whist_values_are_the_ledgers_worked_by_hand():
    """6♣ by seat 0, the first defender (seat 1) passed; seat 2 with 2 tricks of a defence
    of 4 in every sample (rules/prefclub.md "Scoring a played contract", the deal valued
    as the benchmark does: a bullet point as a mountain point taken off).

    Whist alone: the declarer makes 6 (bullet 2), seat 2 writes 4 tricks × 2 = 8 on him,
    no shortfall; mountains less bullets −2, 0, 0, average −⅔: seat 2 gets −⅔ × 10 + 8 =
    +1⅓.  Pass: the contract stands, bullet 2: −6⅔.  Half-whist (a table with it): it
    stands and seat 2 writes 2 tricks × 2 = 4: −6⅔ + 4 = −2⅔.
    """
    deal = whist_deal("AC KC QC JC 9C AD KD AH KH 7S", NOTHING, "6C")
    deal.apply(PassWhist())
    values = whist_values(deal.observation(2), [(2.0, 4.0)] * 3)
    assert values == pytest.approx({Whist(): 4 / 3, PassWhist(): -20 / 3})
    half = Deal(1, 2, 6, deal.cards, TableRules(half_whist=True))
    for _seat, action in deal.history:
        half.apply(action)
    values = whist_values(half.observation(2), [(2.0, 4.0)] * 3)
    assert values == pytest.approx({Whist(): 4 / 3, HalfWhist(): -8 / 3,
                                    PassWhist(): -20 / 3})
    # the first defender, with 1 trick of 3 (the partner 2): whisting, the partner
    # whists too (2 ≥ his half 2 − ½): 7/1/2 — declarer +2 bullet, seat 1 writes 2 and is
    # 1 below his half: the defence is 1 short, he pays it (mountain 2): hills −2, 2, 0,
    # average 0: seat 1 gets −20 + 2 = −18.  Passing, the partner does not whist alone
    # (3 < 4 − ½) and it stands: −6⅔.
    first = whist_deal("AC KC QC JC 9C AD KD AH KH 7S", NOTHING, "6C")
    values = whist_values(first.observation(1), [(1.0, 3.0)] * 2)
    assert values == pytest.approx({Whist(): -18, PassWhist(): -20 / 3})


def test_a_lone_whister_plays_closed_with_both_hands():
    deal = whist_deal(CLUBS, ACES, "8C")
    deal.apply(PassWhist())
    deal.apply(Whist())
    assert deal.phase is Phase.OPENING and deal.to_move == 2
    bots = [make_bot("easy", s) for s in range(3)]
    assert bots[2].act(deal.observation(2)) == PlayClosed()
    phases = play_out(deal, bots)
    assert phases["partner's hand"] == 10 and deal.open_play is False


# --- the widow tricks of ALL PASS -----------------------------------------------------------------

def test_widow_trick_rule():
    widow = Card.parse("9H")
    # void in hearts: shed the highest card, of the shortest suit among equals
    assert widow_trick_card(parse_cards("AS 7S 8S KC 7D 8D 9D"), [], widow) == Card.parse("AS")
    assert widow_trick_card(parse_cards("AS 7S 8S AC 7D 8D 9D"), [], widow) == Card.parse("AC")
    # holding hearts: the highest heart under the best played heart
    assert widow_trick_card(parse_cards("AH JH 8H 7S"), parse_cards("QH"),
                            widow) == Card.parse("JH")
    # every heart wins and he plays last: the highest; not last: the lowest
    assert widow_trick_card(parse_cards("AH KH 7S"), parse_cards("8S 7C"),
                            widow) == Card.parse("AH")
    assert widow_trick_card(parse_cards("AH KH 7S"), [], widow) == Card.parse("KH")


def test_a_careless_widow_trick_card_is_the_next_by_the_same_rule():
    widow = Card.parse("9H")
    # Shedding: the next highest; under the best heart: the next one under it.
    assert widow_trick_second_best(parse_cards("AS 7S 8S KC 7D 8D 9D"), [],
                                   widow) == Card.parse("KC")
    assert widow_trick_second_best(parse_cards("AH JH 8H 7S"), parse_cards("QH"),
                                   widow) == Card.parse("8H")
    # Not last with hearts that all win: the higher heart; one legal card: that one.
    assert widow_trick_second_best(parse_cards("AH KH 7S"), [], widow) == Card.parse("AH")
    assert widow_trick_second_best(parse_cards("AH 7S"), [], widow) == Card.parse("AH")


def test_a_careless_card_is_the_second_best_and_costs_less_than_a_random_one():
    """A character's mistake is the search's second choice, never its first: judged by the
    double-dummy value of the real deal (which the bots never see), it loses fewer tricks on
    average than a random legal card other than the first choice (on these 557 decisions
    0.124 tricks against 0.138; the first choice loses 0.086)."""
    from cardsuite.engine.ai.double_dummy import move_values
    from cardsuite.engine.ai.pimc import LEVELS
    from cardsuite.engine.tricks import TrickState
    from cardsuite.games.pref.bots import PrefBot

    EASY = LEVELS["easy"]
    careless_loss = random_loss = 0.0
    decisions = 0
    for number in range(700, 760):
        deal = Deal(number, number % 3)
        bots = [make_bot("easy", number * 3 + s) for s in range(3)]
        while deal.phase is not Phase.FINISHED:
            seat = deal.to_move
            view = deal.observation(seat)
            legal = [a.card for a in view.legal if isinstance(a, Play)]
            if (deal.phase is Phase.PLAYING and len(legal) > 1 and not deal.all_pass
                    and view.trick_widow is None and not deal.contract.miser
                    and len(deal.hands[deal.turn]) <= 6):
                seed = number * 100 + len(deal.history)
                careful = PrefBot(dataclasses.replace(EASY, mistake_rate=0.0), seed).act(view).card
                careless = PrefBot(dataclasses.replace(EASY, mistake_rate=1.0), seed).act(view).card
                assert careless in legal and careless != careful
                state = TrickState(tuple(frozenset(hand) for hand in deal.hands),
                                   deal.trick_leader, tuple(deal.trick))
                values = move_values(state, rules.trick_rules(deal.contract), {deal.declarer})
                sign = 1 if deal.turn == deal.declarer else -1
                best = max(sign * v for v in values.values())
                careless_loss += best - sign * values[careless]
                others = [card for card in legal if card != careful]
                random_loss += sum(best - sign * values[card] for card in others) / len(others)
                decisions += 1
            deal.apply(bots[seat].act(view))
    assert decisions > 100
    assert careless_loss < random_loss, (careless_loss / decisions, random_loss / decisions)


# --- levels, characters, determinism -------------------------------------------------------------

def test_make_bot_knows_the_levels_simple_and_every_character():
    assert BOT_LEVELS[0] == "simple" and {"random", "easy", "medium", "strong"} <= set(BOT_LEVELS)
    assert isinstance(make_bot("simple", 1), SimpleBot)
    for who in characters.CHARACTERS:
        bot = make_bot(who.key, 1)
        assert bot.level == who.search_level() and bot.level.mistake_rate == who.mistakes
        assert (bot.boldness, bot.whist_readiness) == (who.boldness, who.whist_readiness)
    assert make_bot("strong", 1).boldness == 0.0
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("godlike", 1)


def test_the_same_seed_gives_the_same_actions():
    def history(seed):
        out = []
        for number in (3, 17, 29):
            bots = [make_bot(key, seed + s) for s, key in enumerate(("medium", "egon", "simple"))]
            deal = Deal(number, number % 3)
            play_out(deal, bots)
            out.append(tuple(deal.history))
        return out

    assert history(4) == history(4)
    assert history(4) != history(5)
    view = Deal(77, 0).observation(1)
    assert make_bot("medium", 9).act(view) == make_bot("medium", 9).act(dataclasses.replace(view))
