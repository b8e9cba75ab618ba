"""Claiming the rest (cardsuite.engine.claim) against a plain search written here.

The reference does not use the solver: for every deal of the unseen cards it
plays every line out with Skat's card rules (``legal_cards``, ``trick_winner``,
proved exhaustively in tests/games/skat/test_rules_exhaustive.py), the
claimant choosing and the others answering, and asks whether the claimant can
take every trick whatever they do.
"""

from __future__ import annotations

import itertools
import random
import zlib

import pytest

from cardsuite.engine.ai.sampling import Holder
from cardsuite.engine.cards import parse_cards
from cardsuite.engine.claim import TOO_MANY, claim_card, claim_holds, deals
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat import rules
from cardsuite.games.skat.bots import SkatTrickRules
from cardsuite.games.skat.rules import GameType


def takes_all(hands: list[list], leader: int, trick: list, seat: int, game: GameType) -> bool:
    """Whether ``seat`` can take every remaining trick whatever the others play."""
    if not any(hands) and not trick:
        return True
    mover = (leader + len(trick)) % 3
    options = rules.legal_cards(hands[mover], trick, game)
    results = []
    for card in options:
        after = [list(h) for h in hands]
        after[mover].remove(card)
        played = [*trick, card]
        if len(played) == 3:
            winner = (leader + rules.trick_winner(played, game)) % 3
            result = winner == seat and takes_all(after, winner, [], seat, game)
        else:
            result = takes_all(after, leader, played, seat, game)
        results.append(result)
        if mover == seat and result:
            return True
        if mover != seat and not result:
            return False
    return any(results) if mover == seat else all(results)


def brute_claim(seat, hand, leader, trick, unseen, counts, game) -> bool:
    """Every split of ``unseen`` into the other two hands (``counts``) and the rest."""
    others = [s for s in range(3) if s != seat]
    for first in itertools.combinations(unseen, counts[others[0]]):
        rest = [c for c in unseen if c not in first]
        for second in itertools.combinations(rest, counts[others[1]]):
            hands = [[], [], []]
            hands[seat], hands[others[0]], hands[others[1]] = list(hand), list(first), \
                list(second)
            if not takes_all(hands, leader, list(trick), seat, game):
                return False
    return True


def holders_for(seat, counts, skat: int = 0):
    holders = {s: Holder(counts[s]) for s in range(3) if s != seat}
    if skat:
        holders["skat"] = Holder(skat)
    return holders


def test_four_jacks_in_grand_claim_the_last_four_tricks():
    hand = parse_cards("JC JS JH JD")
    unseen = parse_cards("AC TC KC QC AS TS KS QS")
    counts = {1: 4, 2: 4}
    assert claim_holds(0, hand, 0, [], unseen, holders_for(0, counts),
                       SkatTrickRules(GameType.GRAND)) is True
    assert brute_claim(0, hand, 0, [], unseen, counts, GameType.GRAND)


def test_a_low_card_the_others_may_beat_refuses_the_claim():
    hand = parse_cards("JC JS AH 7H")
    unseen = parse_cards("TH KH AC TC KC QC AS TS")
    counts = {1: 4, 2: 4}
    assert claim_holds(0, hand, 0, [], unseen, holders_for(0, counts),
                       SkatTrickRules(GameType.GRAND)) is False
    assert not brute_claim(0, hand, 0, [], unseen, counts, GameType.GRAND)


def test_too_many_deals_are_not_checked():
    deck = rules.skat_deck()
    hand, unseen = deck[:10], deck[10:30]
    assert claim_holds(0, hand, 0, [], unseen, holders_for(0, {1: 10, 2: 10}),
                       SkatTrickRules(GameType.CLUBS)) == TOO_MANY


@pytest.mark.parametrize("game", [GameType.CLUBS, GameType.HEARTS, GameType.GRAND])
def test_claims_agree_with_the_plain_search(game):
    """Random endgames of three tricks, the claimant to lead or to play second or third."""
    rng = random.Random(zlib.crc32(game.value.encode()))  # hash() of a str varies per run
    deck = rules.skat_deck()
    agreed = {True: 0, False: 0}
    for _ in range(60):
        cards = rng.sample(deck, 9)
        leader = rng.randrange(3)
        seat = rng.randrange(3)
        hands = [cards[0:3], cards[3:6], cards[6:9]]
        trick = []
        mover = leader
        while mover != seat:  # the others before him play a legal card to the trick
            card = rng.choice(rules.legal_cards(hands[mover], trick, game))
            hands[mover].remove(card)
            trick.append(card)
            mover = (mover + 1) % 3
        unseen = [c for s in range(3) if s != seat for c in hands[s]]
        counts = {s: len(hands[s]) for s in range(3) if s != seat}
        expected = brute_claim(seat, hands[seat], leader, trick, unseen, counts, game)
        got = claim_holds(seat, hands[seat], leader, trick, unseen,
                          holders_for(seat, counts), SkatTrickRules(game))
        assert got is expected, (game, hands, leader, trick, seat)
        agreed[expected] += 1
    assert agreed[True] and agreed[False]  # both answers were tried


def test_the_deals_are_every_split_once_and_keep_the_constraints():
    unseen = parse_cards("AC TC KC AS TS KS")
    holders = {1: Holder(2, voids=frozenset({"spades"})), 2: Holder(2), "skat": Holder(2)}
    found = list(deals(unseen, holders, lambda c: "spades" if c.suit.name == "SPADES" else
                       c.suit.name))
    assert len({tuple(sorted((str(k), tuple(sorted(map(str, v)))) for k, v in d.items()))
                for d in found}) == len(found)
    assert all(not any(c.suit.name == "SPADES" for c in d[1]) for d in found)
    # Seat 1 takes two of the three clubs: C(3,2) = 3, then seat 2 two of the other four: 6.
    assert len(found) == 18


def test_the_claimed_rest_is_played_out_with_every_trick_taken():
    game = GameType.GRAND
    hands = [frozenset(parse_cards("JC JS JH JD")), frozenset(parse_cards("AC TC KC QC")),
             frozenset(parse_cards("AS TS KS QS"))]
    state = TrickState(hands, 0)
    trick_rules = SkatTrickRules(game)
    taken = 0
    while not state.is_over():
        mover = state.to_move()
        card = claim_card(state, trick_rules, 0) if mover == 0 else \
            sorted(state.legal(trick_rules), key=str)[0]
        state, winner, _worth = state.play(card, trick_rules)
        taken += winner == 0
    assert taken == 4
