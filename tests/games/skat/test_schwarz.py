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
from cardsuite.games.skat.game import Deal, Options, Pass, Phase
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
