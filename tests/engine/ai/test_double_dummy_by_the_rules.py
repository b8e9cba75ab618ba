"""The double-dummy solver against the card rules written from the rule texts.

The solver does not ask a game's ``legal`` when the rules say ``follow_suit =
True`` (Skat's ``cardsuite.games.skat.bots.SkatTrickRules``, Preference's
no-trump contracts): it works the legal cards out from its own bit masks, and
it keeps its own table of which class takes which class's lead.  So besides
the rules functions (``tests/games/*/test_rules_exhaustive.py``) the solver's
view is checked here against the second formulations of
``tests/games/{skat,pref,binokel}/rules_spec.py``:

- Skat, every game type: its legal masks for every lead and every hand of up
  to two other cards, and for full hands after one or two cards played; its
  trick results (winner) for every eighth ordered three-card trick; its class
  table (``beats``): the trump group takes every other group's lead, a plain
  group none;
- Preference (every kind of contract) and Binokel (every trump, with and
  without sevens): the legal masks and the class table likewise;
- for all three, its answers through the public API (``solve``,
  ``move_values``, ``reaches``) on small endgames against a plain minimax
  that plays by the spec alone (its own legal cards, winner and trick worth —
  Binokel's last trick +10 included; nothing from the code).  The Binokel
  endgames are drawn from two suits, so most cards meet their twin.

The table checks read ``TranspositionTable.legal_mask``, ``trick_result``,
``beats``, ``class_of``, ``mask`` and ``index``; the endgame checks use only
the public functions.
"""

from __future__ import annotations

import functools
import itertools
import random

import pytest

from cardsuite.engine.ai.double_dummy import TranspositionTable, move_values, reaches, solve
from cardsuite.engine.cards import Suit
from cardsuite.engine.tricks import TrickState
from cardsuite.games.binokel.bots import BinokelTrickRules, twins
from cardsuite.games.binokel.options import Options
from cardsuite.games.pref import rules as pref
from cardsuite.games.pref.contract import Contract
from cardsuite.games.skat.bots import SkatTrickCountRules, SkatTrickRules
from cardsuite.games.skat.rules import GameType, skat_deck
from tests.games.binokel import rules_spec as binokel_spec_module
from tests.games.pref import rules_spec as pref_spec
from tests.games.skat.rules_spec import SPECS, TRUMP, points

G = GameType
DECK = skat_deck()
GAMES = list(GameType)


@functools.cache
def table_for(game: GameType) -> TranspositionTable:
    return TranspositionTable(SkatTrickRules(game), DECK, {0})


def _first(mismatches, limit=8):
    return "; ".join(mismatches[:limit]) + (f" … ({len(mismatches)} in all)"
                                            if len(mismatches) > limit else "")


def _show(cards) -> str:
    return " ".join(map(str, cards))


# --- the table's view of the rules ----------------------------------------------------------

@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_the_solver_masks_legal_cards_as_the_rules_say(game):
    table, spec = table_for(game), SPECS[game]
    assert table.follow_suit  # the bit-mask fast path is the one checked
    index = table.index
    bad = []

    def check(hand, trick):
        got = table.legal_mask(table.mask(hand), tuple(index[c] for c in trick))
        want = table.mask(spec.legal(hand, trick))
        if got != want:
            shown = [table.cards[i] for i in range(len(table.cards)) if got >> i & 1]
            bad.append(f"hand {_show(hand)}, trick {_show(trick)}: solver {_show(shown)}, "
                       f"rules {_show(spec.legal(hand, trick))}")

    for lead in DECK:
        rest = [card for card in DECK if card != lead]
        for size in (1, 2):
            for hand in itertools.combinations(rest, size):
                check(hand, (lead,))
    rng = random.Random(f"solver legal {game.value}")
    for _ in range(800):
        drawn = rng.sample(DECK, 12)
        trick, hand = drawn[:rng.randrange(3)], drawn[2:]
        check(hand, trick)
    assert not bad, _first(bad)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_the_solver_trick_results_on_every_eighth_trick(game):
    """Every eighth ordered trick of three distinct cards (3 720 a game type, every ordered
    pair of the first two cards among them; the rules' own winner is checked on all)."""
    table, spec = TranspositionTable(SkatTrickRules(game), DECK, {0}), SPECS[game]
    index = table.index
    bad = []
    for trick in itertools.islice(itertools.permutations(DECK, 3), 0, None, 8):
        winner, worth = table.trick_result(tuple(index[c] for c in trick))
        if winner != spec.winner(trick):
            bad.append(f"{_show(trick)}: solver {winner}, rules {spec.winner(trick)}")
        # Card points (Null: one trick); the solver may count a "fewer is better" game negated.
        assert abs(worth) == (1 if game is G.NULL else points(trick)), trick
    assert not bad, _first(bad)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_the_solver_classes_and_which_takes_whose_lead(game):
    table, spec = table_for(game), SPECS[game]
    class_of = {card: table.class_of[table.index[card]] for card in DECK}
    for a, b in itertools.product(DECK, repeat=2):
        assert (class_of[a] == class_of[b]) == (spec.group[a] == spec.group[b]), (a, b)
    group_of_class = {class_of[card]: spec.group[card] for card in DECK}
    for cid, group in group_of_class.items():
        for oid, other in group_of_class.items():
            if oid != cid:
                takes = bool(table.beats[cid] >> oid & 1)
                assert takes == (group == TRUMP), (game, group, other)


# --- the solver's answers against a minimax by the rules alone ------------------------------

def spec_minimax(legal, winner, worth, side: frozenset[int], maximises, bonus: int = 0):
    """The side's best total from a position, every seat playing by a spec's rules.

    ``legal(hand, trick)``, ``winner(trick)`` and ``worth(trick)`` are the spec's;
    ``maximises(seat)`` says who wants more; the last trick is worth ``bonus`` more.
    Returns ``value(hands, leader, trick)`` and ``after(hands, leader, trick, card)``.
    """

    @functools.cache
    def value(hands: tuple[frozenset, ...], leader: int, trick: tuple) -> int:
        seat = (leader + len(trick)) % 3
        if not hands[seat]:
            return 0
        results = [after(hands, leader, trick, card)
                   for card in legal(sorted(hands[seat], key=str), trick)]
        return max(results) if maximises(seat) else min(results)

    def after(hands, leader, trick, card) -> int:
        seat = (leader + len(trick)) % 3
        hands = tuple(hand - {card} if s == seat else hand for s, hand in enumerate(hands))
        played = (*trick, card)
        if len(played) < 3:
            return value(hands, leader, played)
        taker = (leader + winner(played)) % 3
        gain = worth(played) + (bonus if not any(hands) else 0)
        return (gain if taker in side else 0) + value(hands, taker, ())

    return value, after


def endgame(deck, legal, seed, size: int, played: int):
    """``size`` cards a seat from ``deck``, a random leader and ``played`` cards of the trick
    out, each chosen among the cards the spec's ``legal`` allows."""
    rng = random.Random(f"endgame {seed}")
    drawn = rng.sample(deck, 3 * size)
    hands = [frozenset(drawn[i * size:(i + 1) * size]) for i in range(3)]
    leader = rng.randrange(3)
    trick: tuple = ()
    for pos in range(played):
        seat = (leader + pos) % 3
        card = rng.choice(legal(sorted(hands[seat], key=str), trick))
        hands[seat] = hands[seat] - {card}
        trick = (*trick, card)
    return tuple(hands), leader, trick


def check_the_solver(rules, deck, legal, winner, worth, *, seeds, misere=False, bonus=0,
                     name=""):
    """solve, move_values and reaches on endgames of ``deck`` against the spec's minimax."""
    sides = [frozenset({0}), frozenset({1}), frozenset({1, 2}), frozenset({0, 2})]
    for seed in seeds:
        size, played, side = 3 + seed % 2, seed % 3, sides[seed % 4]
        hands, leader, trick = endgame(deck, legal, f"{name} {seed}", size, played)
        state = TrickState(hands, leader, trick)
        value, after = spec_minimax(legal, winner, worth, side,
                                    lambda seat, side=side: (seat in side) != misere, bonus)
        where = f"{name} seed {seed}: hands {[_show(sorted(h, key=str)) for h in hands]}, " \
                f"leader {leader}, trick {_show(trick)}, side {sorted(side)}"
        want = value(hands, leader, trick)
        assert solve(state, rules, side) == want, where
        seat = (leader + len(trick)) % 3
        allowed = legal(sorted(hands[seat], key=str), trick)
        moves = move_values(state, rules, side)
        assert sorted(moves, key=str) == sorted(allowed, key=str), where
        for card in allowed:
            assert moves[card] == after(hands, leader, trick, card), f"{where}, card {card}"
        for target in (want, want + 1):
            assert reaches(state, rules, side, target) == (want >= target), where


def skat_worth(game: GameType):
    """What a won trick is worth to the bots' search: card points; Null -1 a trick and
    Ramsch minus the points (the side wants few), so the side always maximises."""
    if game is G.NULL:
        return lambda trick: -1
    if game is G.RAMSCH:
        return lambda trick: -points(trick)
    return points


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_skat_solve_move_values_and_reaches_agree_with_a_minimax_by_the_rules(game):
    spec = SPECS[game]
    check_the_solver(SkatTrickRules(game), DECK, spec.legal, spec.winner, skat_worth(game),
                     seeds=range(10), name=f"skat {game.value}")


@pytest.mark.parametrize("game", [G.CLUBS, G.HEARTS, G.GRAND], ids=lambda g: g.value)
def test_skat_counting_tricks_agrees_with_a_minimax_by_the_rules(game):
    """SkatTrickCountRules (what Schwarz asks: one a trick, compiled search) against the
    spec's minimax counting one a trick; reaches(value + 1) false means no more tricks."""
    spec = SPECS[game]
    assert TranspositionTable(SkatTrickCountRules(game), DECK, {0}).native is not None
    check_the_solver(SkatTrickCountRules(game), DECK, spec.legal, spec.winner,
                     lambda trick: 1, seeds=range(10), name=f"skat tricks {game.value}")


@pytest.mark.parametrize("game", [G.CLUBS, G.DIAMONDS, G.GRAND], ids=lambda g: g.value)
def test_the_bench_skat_rules_solve_alike(game):
    """bench/double_dummy.py's own SkatTrickRules (no follow_suit: the solver asks legal)."""
    from bench.double_dummy import SkatTrickRules as BenchSkatTrickRules

    spec = SPECS[game]
    check_the_solver(BenchSkatTrickRules(game), DECK, spec.legal, spec.winner, points,
                     seeds=range(100, 106), name=f"bench {game.value}")


# --- Preference -----------------------------------------------------------------------------

PREF_CONTRACTS = [*pref_spec.CONTRACTS, "ALL PASS"]


def pref_rules(contract: str):
    """The search rules of a contract and the trump it plays with."""
    if contract == "ALL PASS":
        return pref.trick_rules(None), None
    return pref.trick_rules(Contract.parse(contract)), pref_spec.CONTRACTS[contract]


@pytest.mark.parametrize("contract", PREF_CONTRACTS)
def test_pref_masks_and_classes(contract):
    rules, trump = pref_rules(contract)
    deck = pref.deck()
    table = TranspositionTable(rules, deck, {0})
    assert table.follow_suit == (trump is None)  # the fast path without trumps only
    index, bad = table.index, []

    def check(hand, trick):
        got = table.legal_mask(table.mask(hand), tuple(index[c] for c in trick))
        if got != table.mask(pref_spec.spec_legal(hand, trick, trump)):
            bad.append(f"hand {_show(hand)}, trick {_show(trick)}")

    for lead in deck:
        rest = [card for card in deck if card != lead]
        for hand in itertools.combinations(rest, 2):
            check(hand, (lead,))
    rng = random.Random(f"pref masks {contract}")
    for _ in range(600):
        drawn = rng.sample(deck, 12)
        check(drawn[2:], drawn[:rng.randrange(3)])
    for trick in itertools.islice(itertools.permutations(deck, 3), 0, None, 13):
        assert table.trick_result(tuple(index[c] for c in trick))[0] == pref_spec.spec_winner(
            trick, trump), trick
    assert not bad, _first(bad)
    classes = {table.class_of[index[card]]: card.suit for card in deck}
    assert len(classes) == 4
    for cid, suit in classes.items():
        for oid in classes:
            if oid != cid:
                assert bool(table.beats[cid] >> oid & 1) == (suit == trump), (suit, classes[oid])


@pytest.mark.parametrize("contract", PREF_CONTRACTS)
def test_pref_solve_move_values_and_reaches_agree_with_a_minimax_by_the_rules(contract):
    rules, trump = pref_rules(contract)
    check_the_solver(rules, pref.deck(),
                     lambda hand, trick: pref_spec.spec_legal(hand, trick, trump),
                     lambda trick: pref_spec.spec_winner(trick, trump), lambda trick: 1,
                     seeds=range(10), misere=contract in ("MISER", "ALL PASS"),
                     name=f"pref {contract}")


# --- Binokel --------------------------------------------------------------------------------

def binokel_spec(trump):
    def winner(trick):
        return binokel_spec_module.spec_winner(tuple(binokel_spec_module.value(c) for c in trick),
                                               trump)

    def legal(hand, trick):
        return binokel_spec_module.spec_legal(hand, trick, trump)

    def worth(trick):
        return sum(binokel_spec_module.POINTS[str(c.rank.code)] for c in trick)

    return legal, winner, worth


BINOKEL_CASES = [(trump, sevens) for trump in Suit for sevens in (False, True)]


def _binokel_id(case):
    return f"{case[0].code}{'-sevens' if case[1] else ''}"


@pytest.mark.parametrize("case", BINOKEL_CASES, ids=_binokel_id)
def test_binokel_masks_and_classes(case):
    trump, sevens = case
    tokens = twins(Options(sevens=True) if sevens else None)
    rules = BinokelTrickRules(trump)
    table = TranspositionTable(rules, tokens, {0})
    assert not table.follow_suit  # Binokel must beat and trump: the solver asks legal
    legal, winner, _ = binokel_spec(trump)
    index = table.index
    rng = random.Random(f"binokel masks {_binokel_id(case)}")
    for _ in range(600):
        drawn = rng.sample(tokens, 14)
        trick, hand = drawn[:rng.randrange(3)], drawn[2:]
        got = table.legal_mask(table.mask(hand), tuple(index[c] for c in trick))
        assert got == table.mask(legal(hand, trick)), (hand, trick)
        assert table.trick_result(tuple(index[c] for c in drawn[:3]))[0] == winner(drawn[:3])
    classes = {table.class_of[index[t]]: t.suit for t in tokens}
    assert len(classes) == 4
    for cid, suit in classes.items():
        for oid in classes:
            if oid != cid:
                assert bool(table.beats[cid] >> oid & 1) == (suit == trump), (suit, classes[oid])


@pytest.mark.parametrize("case", BINOKEL_CASES, ids=_binokel_id)
def test_binokel_solve_move_values_and_reaches_agree_with_a_minimax_by_the_rules(case):
    trump, sevens = case
    tokens = twins(Options(sevens=True) if sevens else None)
    legal, winner, worth = binokel_spec(trump)
    # Two suits, the trump among them: most cards meet their twin, trumping is common.
    other = next(suit for suit in Suit if suit != trump)
    pool = [t for t in tokens if t.suit in (trump, other)]
    check_the_solver(BinokelTrickRules(trump), pool, legal, winner, worth, seeds=range(8),
                     bonus=10, name=f"binokel {_binokel_id(case)}")
    check_the_solver(BinokelTrickRules(trump), tokens, legal, winner, worth,
                     seeds=range(100, 104), bonus=10, name=f"binokel all {_binokel_id(case)}")
