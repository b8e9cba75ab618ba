"""Schwarz announced and suit/Grand Ouvert: the search that counts tricks, the values of
the announcements, when the simulating bot announces them and how it plays them.

The rules (``rules/skat.md``, "Announcements", "Game value"): Schwarz can be announced
only in a Hand game and announces Schneider with it; suit and Grand Ouvert announce
Schwarz (the declarer's cards lie open); an announced Schwarz is won only with all ten
tricks.  The Amiga 1990 set offers no Ouvert.
"""

from __future__ import annotations

import functools
import random

import pytest

from cardsuite.engine.ai.double_dummy import reaches
from cardsuite.engine.cards import parse_cards
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.bots import SkatTrickCountRules, make_bot
from cardsuite.games.skat.evaluation import (
    Outcome,
    Plan,
    _schwarz_plans,
    list_value,
    schwarz_without_search,
)
from cardsuite.games.skat.game import Deal, Options, Pass, Phase, Play
from cardsuite.games.skat.rules import GameType
from tests.games.skat.rules_spec import SPECS
from tests.games.skat.test_simulated_bidding import FOREHAND, deal_with

G = GameType
TRUMP_GAMES = (G.DIAMONDS, G.HEARTS, G.SPADES, G.CLUBS, G.GRAND)


# --- the search: does the declarer take every trick? ----------------------------------------

def takes_every_trick(game: GameType, declarer: int):
    """An AND/OR search by the spec's rules alone (tests/games/skat/rules_spec.py): can the
    declarer take every trick left, whatever the defenders do?"""
    spec = SPECS[game]

    @functools.cache
    def every(hands: tuple[frozenset, ...], leader: int, trick: tuple) -> bool:
        seat = (leader + len(trick)) % 3
        if not hands[seat]:
            return True
        results = []
        for card in spec.legal(sorted(hands[seat], key=str), trick):
            rest = tuple(h - {card} if s == seat else h for s, h in enumerate(hands))
            played = (*trick, card)
            if len(played) < 3:
                results.append(every(rest, leader, played))
                continue
            taker = (leader + spec.winner(played)) % 3
            results.append(taker == declarer and every(rest, taker, ()))
        return any(results) if seat == declarer else all(results)

    return every


@pytest.mark.parametrize("game", TRUMP_GAMES, ids=lambda g: g.value)
def test_counting_tricks_says_whether_the_declarer_takes_every_trick(game):
    """reaches(state, SkatTrickCountRules(game), {declarer}, tricks left) on endgames of
    three and four tricks (the declarer given the strongest cards, so that both answers
    come up) against the spec's AND/OR search."""
    answers = set()
    deck = rules.skat_deck()
    order = sorted(deck, key=lambda c: -rules.strength(c, game) - 100 * rules.is_trump(c, game))
    for seed in range(16):
        rng = random.Random(f"schwarz {game.value} {seed}")
        size = 3 + seed % 2
        strong = rng.sample(order[:3 * size], size)
        rest = rng.sample([c for c in deck if c not in strong], 2 * size)
        declarer, leader = seed % 3, rng.randrange(3)
        others = [s for s in range(3) if s != declarer]
        hands = [frozenset()] * 3
        hands[declarer] = frozenset(strong)
        hands[others[0]], hands[others[1]] = frozenset(rest[:size]), frozenset(rest[size:])
        state = TrickState(tuple(hands), leader)
        want = takes_every_trick(game, declarer)(tuple(hands), leader, ())
        got = reaches(state, SkatTrickCountRules(game), {declarer}, size)
        assert got == want, f"{game.value} seed {seed}"
        answers.add(want)
    assert answers == {True, False}


def test_a_hand_of_top_cards_takes_all_ten_tricks_from_any_seat():
    """All four jacks and the six best clubs (♣7 missing): every trick in Grand and Kreuz,
    whoever leads — the search on full deals; the rule without a search sees it too, but
    in Kreuz only with the lead or with the ♣7 in the Skat (it asks a defender's lead
    to find the defenders without a trump)."""
    mine = frozenset(parse_cards("JC JS JH JD AC TC KC QC 9C 8C"))
    rest = [c for c in rules.skat_deck() if c not in mine]
    for seed in range(3):
        random.Random(seed).shuffle(rest)
        hands = (mine, frozenset(rest[:10]), frozenset(rest[10:20]))
        for game in (G.GRAND, G.CLUBS):
            for leader in range(3):
                assert reaches(TrickState(hands, leader), SkatTrickCountRules(game), {0}, 10)
                seven_out = parse_cards("7C")[0] in rest[20:]
                sure = game is G.GRAND or leader == 0 or seven_out
                assert schwarz_without_search(hands, 0, leader, game) == sure
    # ♥7 instead of ♣8: a defender holds a higher heart, and the ♥7 has to be played.
    mine = frozenset(parse_cards(NOT_SURE))
    rest = [c for c in rules.skat_deck() if c not in mine]
    hands = (mine, frozenset(rest[:10]), frozenset(rest[10:20]))
    for leader in range(3):
        assert not reaches(TrickState(hands, leader), SkatTrickCountRules(G.GRAND), {0}, 10)
        assert not schwarz_without_search(hands, 0, leader, G.GRAND)


def test_schwarz_without_a_search_never_claims_what_the_search_denies():
    """The rule the Schwarz check asks before searching is sufficient: on deals where the
    declarer holds strong cards, whenever it says all ten tricks, so does the search (and
    it says so often enough to matter)."""
    claimed = 0
    deck = rules.skat_deck()
    for seed in range(60):
        rng = random.Random(f"without search {seed}")
        game = TRUMP_GAMES[seed % 5]
        order = sorted(deck, key=lambda c: -rules.strength(c, game) - 100 * rules.is_trump(c, game))
        mine = rng.sample(order[:14], 10)
        rest = [c for c in deck if c not in mine]
        rng.shuffle(rest)
        hands = (frozenset(mine), frozenset(rest[:10]), frozenset(rest[10:20]))
        for leader in (0, 1):
            if schwarz_without_search(hands, 0, leader, game):
                claimed += 1
                assert reaches(TrickState(hands, leader), SkatTrickCountRules(game), {0}, 10), \
                    f"seed {seed}, leader {leader}"
    assert claimed >= 10


# --- the announcements as contracts and values ----------------------------------------------

def test_the_announcing_plans_are_the_contracts_the_deal_offers():
    deal = Deal(1, 0)
    deal.bid, deal.declarer, deal.phase = 18, FOREHAND, Phase.DECLARING
    offered = set(deal.allowed_contracts())
    for game in TRUMP_GAMES:
        schwarz, ouvert = _schwarz_plans(game, RuleSet.ISKO)
        assert schwarz.contract in offered and ouvert.contract in offered
        assert schwarz.contract.announces_schwarz and not schwarz.contract.ouvert
        assert ouvert.contract.ouvert and ouvert.contract.schneider_announced
        # The Amiga set: Schwarz announced only, as its deal offers.
        (amiga,) = _schwarz_plans(game, RuleSet.AMIGA)
        assert amiga == schwarz
    amiga_deal = Deal(1, 0, Options(rule_set=RuleSet.AMIGA))
    amiga_deal.bid, amiga_deal.declarer, amiga_deal.phase = 18, FOREHAND, Phase.DECLARING
    assert not any(c.ouvert for c in amiga_deal.allowed_contracts())
    assert _schwarz_plans(G.GRAND, RuleSet.AMIGA)[0].contract in amiga_deal.allowed_contracts()


def test_announced_schwarz_is_valued_as_the_list_does():
    # Grand mit 4 (four jacks among the twelve cards), Hand: 4 + 1 + Hand = 6 levels.
    # Schwarz announced adds Schneider, Schneider announced, Schwarz, Schwarz announced:
    # 10 × 24 = 240; Ouvert one more: 264; lost −480 and −528.  Played without an
    # announcement and won Schwarz: 8 × 24 = 192.
    cards = tuple(parse_cards("JC JS JH JD AC TC KC QC 9C 8C 7D 8D"))
    schwarz, ouvert = _schwarz_plans(G.GRAND, RuleSet.ISKO)
    plain = Plan(G.GRAND, True)
    all_tricks = Outcome(cards, True, True, schwarz=True)
    nine_tricks = Outcome(cards, True, True)  # Schneider, not Schwarz
    assert list_value(schwarz, all_tricks, 18, RuleSet.ISKO) == 240
    assert list_value(ouvert, all_tricks, 18, RuleSet.ISKO) == 264
    assert list_value(plain, all_tricks, 18, RuleSet.ISKO) == 192
    assert list_value(schwarz, nine_tricks, 18, RuleSet.ISKO) == -480
    assert list_value(ouvert, nine_tricks, 18, RuleSet.ISKO) == -528
    assert list_value(ouvert, Outcome(cards, False), 18, RuleSet.ISKO) == -528
    # The Amiga set charges a lost Hand game once.
    assert list_value(schwarz, nine_tricks, 18, RuleSet.AMIGA) == -240


# --- the bot announces ------------------------------------------------------------------------

SURE = "JC JS JH JD AC TC KC QC 9C 8C"  # every trick in Grand, whoever leads
NOT_SURE = "JC JS JH JD AC TC KC AS TS 7H"  # ♥7 loses a trick whatever happens


def declare(hand: str, rule_set: RuleSet, seed: int = 1) -> tuple[Deal, list]:
    """The bot (forehand) holds ``hand``, the others pass: bidding, Hand and declaring."""
    deal = deal_with(hand, "7D 8D")
    deal.options = Options(rule_set=rule_set)
    bots = [make_bot("strong", seed + s) for s in range(3)]
    while deal.phase in (Phase.BIDDING, Phase.HAND, Phase.PUSHING, Phase.DECLARING):
        seat = deal.to_move
        deal.apply(bots[seat].act(deal.observation(seat)) if seat == FOREHAND else Pass())
    return deal, bots


def test_a_sure_schwarz_is_played_grand_ouvert_and_won():
    """Grand Ouvert mit 4: 24 × (4 + 1 + Hand + Schneider, announced, Schwarz, announced,
    Ouvert) = 264, and the bots' play takes all ten tricks."""
    deal, bots = declare(SURE, RuleSet.ISKO)
    assert deal.contract.game_type is G.GRAND
    assert deal.contract.ouvert and deal.contract.hand and deal.contract.announces_schwarz
    while deal.phase is not Phase.FINISHED:
        deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
    assert deal.result.won and deal.tricks_won(FOREHAND) == 10
    assert deal.result.value == 264


def test_the_amiga_set_announces_schwarz_but_never_ouvert():
    deal, _bots = declare(SURE, RuleSet.AMIGA)
    contract = deal.contract
    assert contract.game_type is G.GRAND and contract.hand
    assert contract.schwarz_announced and not contract.ouvert


def test_a_strong_hand_that_is_no_sure_schwarz_announces_none():
    for rule_set in (RuleSet.ISKO, RuleSet.AMIGA):
        deal, bots = declare(NOT_SURE, rule_set)
        assert deal.contract is not None and deal.contract.game_type is not G.NULL
        assert not deal.contract.announces_schwarz and not deal.contract.ouvert, rule_set
        evaluation = bots[FOREHAND]._bidding_evaluation(deal.observation(FOREHAND))
        assert evaluation.hand_games, "the Hand games were searched"
        assert not any(p.schwarz_announced or p.ouvert for p in evaluation.hand_games)


# --- the play: all ten tricks, or one -----------------------------------------------------------

DECLARER, LEFT, RIGHT = FOREHAND, 2, 0  # forehand leads; middlehand plays second

#: Grand Ouvert Hand: the declarer (forehand) wins the first seven tricks, leading each;
#: seat 2 ("left", plays second) is void in hearts and diamonds, seat 0 ("right") in
#: trumps and still follows hearts.  In the eighth trick the declarer leads ♥9.
HANDS = {DECLARER: "JH AH TH AC TS TD KD 9H 8H JC",
         LEFT: "JD QD 7D TC KS 7C 7S AS JS KC",
         RIGHT: "9S 7H QH QC 8S 9D 8D 9C AD QS"}
OUVERT_SKAT = "KH 8C"
FIRST_TRICKS = ["JH JD 9S", "AH QD 7H", "TH 7D QH", "AC 7C QC", "TS 7S 8S", "TD TC 9D",
                "KD KS 8D"]


def grand_ouvert_after_seven_tricks() -> Deal:
    deal = Deal(1, 0)
    deal.hands = [parse_cards(HANDS[seat]) for seat in range(3)]
    deal.skat = parse_cards(OUVERT_SKAT)
    deal.dealt = [list(h) for h in deal.hands], list(deal.skat)
    deal.bid, deal.declarer, deal.phase = 18, DECLARER, Phase.DECLARING
    ouvert = _schwarz_plans(G.GRAND, RuleSet.ISKO)[1].contract
    deal.apply(next(a for a in deal.legal_actions() if getattr(a, "contract", None) == ouvert))
    for trick in FIRST_TRICKS:
        for card in parse_cards(trick):
            deal.apply(Play(card))
    assert deal.tricks_won(DECLARER) == 7 and deal.to_move == DECLARER
    return deal


def worlds_taking_a_trick(deal: Deal, card) -> tuple[int, int]:
    """Over every placing of the cards the left defender has not seen (right's three and
    the Skat, with the voids right has shown) that fits: in how many does playing
    ``card`` take the defenders a trick (by the spec's AND/OR search)?"""
    import itertools

    seen = set(deal.hands[LEFT]) | set(deal.hands[DECLARER]) | set(deal.trick)
    seen |= {c for t in deal.tricks for c in t.cards}
    unseen = [c for c in rules.skat_deck() if c not in seen]
    every = takes_every_trick(G.GRAND, DECLARER)
    hits = total = 0
    for right in itertools.combinations(unseen, 3):
        if any(rules.is_trump(c, G.GRAND) for c in right):
            continue  # right showed no trump in the first trick
        hands = [frozenset(deal.hands[s]) for s in range(3)]
        hands[RIGHT] = frozenset(right)
        hands[LEFT] = hands[LEFT] - {card}
        total += 1
        hits += not every(tuple(hands), deal.trick_leader, (*deal.trick, card))
    return hits, total


def test_a_defender_against_ouvert_takes_the_sure_trick_rather_than_points():
    """♥9 led; the left defender holds ♠A ♠J ♣K and no heart.  Trumping with ♠J takes a
    trick in every world (only his partner plays after him): the Ouvert is lost.  Giving
    his partner the ♠A takes a trick only where the partner holds ♥K — more points on
    average, which is what a defender counting points (the play before) chose."""
    from cardsuite.engine.ai.pimc import choose_card
    from cardsuite.games.skat.bots import SkatTrickRules, knowledge

    deal = grand_ouvert_after_seven_tricks()
    deal.apply(Play(parse_cards("9H")[0]))
    view = deal.observation(LEFT)
    assert set(view.open_hand) == set(parse_cards("8H JC"))
    played = make_bot("strong", 7).act(view)
    assert played == Play(parse_cards("JS")[0])
    hits, total = worlds_taking_a_trick(deal, played.card)
    assert hits == total > 0
    ace_hits, _ = worlds_taking_a_trick(deal, parse_cards("AS")[0])
    assert 0 < ace_hits < total
    # What a search for points plays here: the ♠A.
    bot = make_bot("strong", 7)
    points = SkatTrickRules(G.GRAND)
    unseen, holders = knowledge(view, points)
    old = choose_card(LEFT, frozenset(view.hand), view.trick_leader, view.trick, holders,
                      unseen, points, frozenset({LEFT, RIGHT}), bot.level, bot.rng)
    assert old == parse_cards("AS")[0]


def declarer_worlds_with_every_trick(deal: Deal) -> dict:
    """Per card the declarer may lead: in how many placings of the cards he has not seen
    (the defenders' six and the Skat, with the voids they showed: left none of hearts and
    diamonds, right no trump) he still takes every trick (the spec's AND/OR search)."""
    import itertools

    hand = frozenset(deal.hands[DECLARER])
    seen = hand | {c for t in deal.tricks for c in t.cards}
    unseen = [c for c in rules.skat_deck() if c not in seen]
    every = takes_every_trick(G.GRAND, DECLARER)
    counts = dict.fromkeys(hand, 0)
    for left in itertools.combinations(unseen, 3):
        if any(c.suit.name in ("HEARTS", "DIAMONDS") and not rules.is_trump(c, G.GRAND)
               for c in left):
            continue
        rest = [c for c in unseen if c not in left]
        for right in itertools.combinations(rest, 3):
            if any(rules.is_trump(c, G.GRAND) for c in right):
                continue
            hands = [frozenset()] * 3
            hands[DECLARER], hands[LEFT], hands[RIGHT] = hand, frozenset(left), frozenset(right)
            for card in hand:
                after = list(hands)
                after[DECLARER] = hand - {card}
                counts[card] += every(tuple(after), DECLARER, (card,))
    return counts


def test_the_declarer_of_ouvert_leads_for_every_trick():
    """With ♥9 ♥8 ♣J left (♠J and ♥K unseen, the left defender void in hearts), leading
    a heart lets the left defender trump it with ♠J wherever he holds it; ♣J first draws
    it.  The declarer leads ♣J, the card that keeps all ten tricks in the most worlds,
    and the defenders cannot stop him here (♥K is in the Skat).  Grand Ouvert mit 1
    (♣J, not ♠J): 24 × (1 + 1 + Hand + Schneider, announced, Schwarz, announced,
    Ouvert) = 192."""
    deal = grand_ouvert_after_seven_tricks()
    counts = declarer_worlds_with_every_trick(deal)
    jack = parse_cards("JC")[0]
    assert counts[jack] == max(counts.values()) > counts[parse_cards("9H")[0]]
    bots = [make_bot("strong", 20 + s) for s in range(3)]
    assert bots[DECLARER].act(deal.observation(DECLARER)) == Play(jack)
    while deal.phase is not Phase.FINISHED:
        deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))
    assert deal.result.won and deal.tricks_won(DECLARER) == 10
    assert deal.result.value == 192


def test_the_schwarz_objective_steps_at_every_trick_and_at_one_trick():
    from cardsuite.games.skat.bots import SchwarzObjective

    deal = grand_ouvert_after_seven_tricks()
    declarer = SchwarzObjective(deal.observation(DECLARER), frozenset({DECLARER}))
    assert declarer(None, 3) > 1 > declarer(None, 2) > declarer(None, 0)
    defenders = SchwarzObjective(deal.observation(LEFT), frozenset({LEFT, RIGHT}))
    assert defenders(None, 0) < 1 < defenders(None, 1) < defenders(None, 2)


# --- Kontra against announcements -------------------------------------------------------------

def kontra_answers(declarer_hand: str) -> dict[int, object]:
    """Forehand holds ``declarer_hand`` and declares Grand Hand, Schwarz announced, Kontra on;
    what each defender bot says."""
    from cardsuite.games.skat.game import Bid, Declare, NoDouble, PlayHand
    from cardsuite.games.skat.scoring import Contract

    deal = deal_with(declarer_hand, "7D 8D")
    deal.options = Options(kontra=True)
    for action in (Pass(), Pass(), Bid(18), PlayHand(),
                   Declare(Contract(G.GRAND, hand=True, schneider_announced=True,
                                    schwarz_announced=True))):
        deal.apply(action)
    answers = {}
    while deal.phase is Phase.KONTRA:
        seat = deal.to_move
        if seat == FOREHAND:
            deal.apply(NoDouble())
            continue
        answers[seat] = make_bot("strong", seat).act(deal.observation(seat))
        deal.apply(answers[seat])
    return answers, deal


def test_against_an_announced_schwarz_only_the_top_trump_says_kontra():
    """A sure Schwarz (all four jacks): neither defender says Kontra.  The same announcement
    without ♣J: the defender holding it says Kontra (it wins whatever trick it is played
    to), the other does not."""
    from cardsuite.games.skat.game import Kontra, NoDouble

    answers, _deal = kontra_answers(SURE)
    assert answers and all(a == NoDouble() for a in answers.values())
    answers, deal = kontra_answers("JS JH JD AC TC KC QC 9C 8C 7C")
    top = next(s for s in (0, 2) if rules.JACKS[0] in deal.hands[s])
    assert answers[top] == Kontra()
    assert all(a == NoDouble() for s, a in answers.items() if s != top)


def test_announced_schneider_is_judged_by_the_chance_of_ninety():
    """On the same sampled worlds the chance of 90 is never above the chance of 61, and for a
    middling hand it is below."""
    from cardsuite.engine.rng import SplitMix64
    from cardsuite.games.skat.bots import STRONG_BUDGET
    from cardsuite.games.skat.evaluation import declarer_win_chance

    hand = tuple(parse_cards("JC JS AC TC 9C AS TS 7H 8H 9D"))
    win = declarer_win_chance(1, 1, 1, hand, G.CLUBS, STRONG_BUDGET, SplitMix64(4))
    ninety = declarer_win_chance(1, 1, 1, hand, G.CLUBS, STRONG_BUDGET, SplitMix64(4),
                                 schneider=True)
    assert 0.0 <= ninety < win <= 1.0
