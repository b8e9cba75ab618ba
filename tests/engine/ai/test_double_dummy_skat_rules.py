"""The double-dummy solver on Skat, against the rules written from the rule text.

The solver does not ask Skat's ``legal_cards`` when the rules say
``follow_suit = True`` (``cardsuite.games.skat.bots.SkatTrickRules`` does): it
works the legal cards out from its own bit masks, and it keeps its own table
of which class takes which class's lead.  So besides the rules functions (see
``tests/games/skat/test_rules_exhaustive.py``) the solver's view is checked
here against :mod:`tests.games.skat.rules_spec`, for every game type:

- its legal masks for every lead and every hand of up to two other cards, and
  for full hands after one or two cards played;
- its trick results (winner) for every fourth ordered three-card trick;
- its class table (``beats``): the trump group takes every other group's
  lead, a plain group none;
- its answers through the public API (``solve``, ``move_values``, ``reaches``)
  on small endgames against a plain minimax that plays by the spec alone
  (its own legal cards, winner and card points; nothing from the code).

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
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat.bots import SkatTrickRules
from cardsuite.games.skat.rules import GameType, skat_deck
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
    for _ in range(3000):
        drawn = rng.sample(DECK, 12)
        trick, hand = drawn[:rng.randrange(3)], drawn[2:]
        check(hand, trick)
    assert not bad, _first(bad)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_the_solver_trick_results_on_every_fourth_trick(game):
    """Every fourth ordered trick of three distinct cards (a stride that meets every lead,
    every position and every pair; the rules' own winner is checked on all of them)."""
    table, spec = TranspositionTable(SkatTrickRules(game), DECK, {0}), SPECS[game]
    index = table.index
    bad = []
    for trick in itertools.islice(itertools.permutations(DECK, 3), 0, None, 4):
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

def spec_worth(game: GameType, trick) -> int:
    """What a won trick is worth to the bots' search: card points; Null -1 a trick and
    Ramsch minus the points (the side wants few), so the side always maximises."""
    if game is G.NULL:
        return -1
    if game is G.RAMSCH:
        return -points(trick)
    return points(trick)


def spec_minimax(game: GameType, side: frozenset[int]):
    """The side's best total from a position, every seat playing by the spec's rules."""
    spec = SPECS[game]

    @functools.cache
    def value(hands: tuple[frozenset, ...], leader: int, trick: tuple) -> int:
        seat = (leader + len(trick)) % 3
        if not hands[seat]:
            return 0
        results = [after(hands, leader, trick, card)
                   for card in spec.legal(sorted(hands[seat]), trick)]
        return max(results) if seat in side else min(results)

    def after(hands, leader, trick, card) -> int:
        seat = (leader + len(trick)) % 3
        hands = tuple(hand - {card} if s == seat else hand for s, hand in enumerate(hands))
        played = (*trick, card)
        if len(played) < 3:
            return value(hands, leader, played)
        taker = (leader + spec.winner(played)) % 3
        return (spec_worth(game, played) if taker in side else 0) + value(hands, taker, ())

    return value, after


def endgame(game: GameType, seed: int, size: int, played: int):
    """``size`` cards a seat, a random leader and ``played`` cards of the trick out, each
    chosen among the cards the spec allows."""
    rng = random.Random(f"endgame {game.value} {seed}")
    drawn = rng.sample(DECK, 3 * size)
    hands = [frozenset(drawn[i * size:(i + 1) * size]) for i in range(3)]
    leader = rng.randrange(3)
    trick: tuple = ()
    for pos in range(played):
        seat = (leader + pos) % 3
        card = rng.choice(SPECS[game].legal(sorted(hands[seat]), trick))
        hands[seat] = hands[seat] - {card}
        trick = (*trick, card)
    return tuple(hands), leader, trick


SIDES = [frozenset({0}), frozenset({1}), frozenset({1, 2}), frozenset({0, 2})]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_solve_move_values_and_reaches_agree_with_a_minimax_by_the_rules(game):
    checked = 0
    for seed in range(14):
        size, played, side = 3 + seed % 2, seed % 3, SIDES[seed % 4]
        hands, leader, trick = endgame(game, seed, size, played)
        state = TrickState(hands, leader, trick)
        value, after = spec_minimax(game, side)
        rules = SkatTrickRules(game)
        where = f"{game.value} seed {seed}: hands {[_show(sorted(h)) for h in hands]}, " \
                f"leader {leader}, trick {_show(trick)}, side {sorted(side)}"
        want = value(hands, leader, trick)
        assert solve(state, rules, side) == want, where
        seat = (leader + len(trick)) % 3
        legal = SPECS[game].legal(sorted(hands[seat]), trick)
        moves = move_values(state, rules, side)
        assert sorted(moves) == sorted(legal), where
        for card in legal:
            assert moves[card] == after(hands, leader, trick, card), f"{where}, card {card}"
        for target in (want, want + 1):
            assert reaches(state, rules, side, target) == (want >= target), where
        checked += 1
    assert checked == 14


@pytest.mark.parametrize("game", [G.CLUBS, G.DIAMONDS, G.GRAND], ids=lambda g: g.value)
def test_the_bench_rules_solve_alike(game):
    """bench/double_dummy.py's own SkatTrickRules (no follow_suit: the solver asks legal)."""
    from bench.double_dummy import SkatTrickRules as BenchSkatTrickRules

    for seed in range(6):
        side = SIDES[seed % 4]
        hands, leader, trick = endgame(game, 100 + seed, 4, seed % 3)
        value, _ = spec_minimax(game, side)
        state = TrickState(hands, leader, trick)
        assert solve(state, BenchSkatTrickRules(game), side) == value(hands, leader, trick), \
            f"{game.value} seed {seed}"
