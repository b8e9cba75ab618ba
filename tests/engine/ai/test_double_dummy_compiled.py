"""The compiled Skat search (``_dd3.c``) against the rule text and against the Python search.

- It is built: ``make`` installs the package with it, and without it Skat's
  opponents would think twenty times slower without anybody noticing.
- Its trick winner (worked out from follow classes, orders and the classes'
  "takes the lead of" relation) agrees with the rules as written from the
  ISkO text (:mod:`tests.games.skat.rules_spec`) on every ordered trick of
  three cards in every game type.
- Its exact values, thresholds and card values agree with the Python search
  on random positions of 3–6 tricks in every game type and on seven-trick
  positions of full deals (after three random tricks); the referee (a plain
  minimax, test_double_dummy_referee.py) checks both on the small endgames.
- A node budget stops a search without leaving unsound bounds behind.
- Rules whose winner does not follow that model are left to the Python search.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pytest

from cardsuite.engine.ai import double_dummy
from cardsuite.engine.ai.double_dummy import TranspositionTable, move_values, reaches, solve
from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat import bots as skat_bots
from cardsuite.games.skat import rules as skat
from tests.engine.ai.test_double_dummy_referee import random_endgame
from tests.games.skat.rules_spec import SPECS

GAMES = list(skat.GameType)
DECK = skat.skat_deck()


def test_the_compiled_search_is_built():
    from cardsuite.engine.ai import _dd3

    assert double_dummy._dd3 is _dd3
    table = TranspositionTable(skat_bots.SkatTrickRules(skat.GameType.GRAND), DECK, {0})
    assert table.native is not None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
def test_its_trick_winner_on_every_trick_agrees_with_the_rule_text(game):
    table = TranspositionTable(skat_bots.SkatTrickRules(game), DECK, {0})
    spec = SPECS[game]
    cards = table.cards
    mismatches = [
        trick for trick in itertools.permutations(range(32), 3)
        if table.native.winner(*trick) != spec.winner([cards[i] for i in trick])
    ]
    assert not mismatches, [" ".join(str(cards[i]) for i in t) for t in mismatches[:8]]


def python_only(monkeypatch) -> None:
    monkeypatch.setattr(double_dummy, "_dd3", None)


def compare(state: TrickState, rules, side: frozenset[int], label: str, monkeypatch) -> None:
    """solve, reaches around the value and move_values, compiled and in Python, agree."""
    cards = [c for h in state.hands for c in h] + list(state.trick)
    compiled = TranspositionTable(rules, cards, side)
    assert compiled.native is not None
    value = solve(state, rules, side, table=compiled)
    values = move_values(state, rules, side, table=compiled)
    thresholds = {t: reaches(state, rules, side, t, table=compiled)
                  for t in (value - 1, value, value + 1, 61)}
    with monkeypatch.context() as m:
        python_only(m)
        plain = TranspositionTable(rules, cards, side)
        assert plain.native is None
        assert solve(state, rules, side, table=plain) == value, label
        assert move_values(state, rules, side, table=plain) == values, label
        for target, answer in thresholds.items():
            assert reaches(state, rules, side, target, table=plain) == answer, \
                f"{label}, target {target}"
    assert all(answer == (value >= t) for t, answer in thresholds.items()), label


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(16))
def test_endgames_agree_with_the_python_search(game, seed, monkeypatch):
    rules = skat_bots.SkatTrickRules(game)
    state, side = random_endgame(5000 + 100 * GAMES.index(game) + seed, DECK, rules,
                                 3 + seed % 4)
    compare(state, rules, side, f"{game.value}, seed {seed}", monkeypatch)


def late_in_a_deal(number: int, game: skat.GameType, tricks_played: int) -> TrickState:
    """A full deal (seat 0 the declarer with 10 of his 12 cards) after some random tricks."""
    deck = seeded_shuffle(skat.skat_deck(), number)
    hands: Sequence[frozenset[Card]] = (frozenset(deck[:10]), frozenset(deck[10:20]),
                                        frozenset(deck[20:30]))
    rules = skat_bots.SkatTrickRules(game)
    state = TrickState(tuple(hands), number % 3, ())
    rng = SplitMix64(number)
    for _ in range(3 * tricks_played):
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)
    return state


@pytest.mark.parametrize("game", [skat.GameType.CLUBS, skat.GameType.GRAND, skat.GameType.NULL,
                                  skat.GameType.RAMSCH], ids=lambda g: g.value)
@pytest.mark.parametrize("number", range(5))
def test_seven_trick_positions_agree_with_the_python_search(game, number, monkeypatch):
    rules = skat_bots.SkatTrickRules(game)
    side = frozenset({0}) if game is not skat.GameType.RAMSCH else frozenset({number % 3})
    state = late_in_a_deal(40 + number, game, 3)
    compare(state, rules, side, f"{game.value}, deal {40 + number}", monkeypatch)


class OddWinner(skat_bots.SkatTrickRules):
    """Claims follow_suit, but the lowest card of the trick takes it: no trump model fits."""

    def winner(self, trick: Sequence[Card]) -> int:
        strengths = [skat.strength(c, self.game_type) for c in trick]
        return strengths.index(min(strengths))


def test_rules_the_model_does_not_fit_are_searched_in_python():
    rules = OddWinner(skat.GameType.HEARTS)
    table = TranspositionTable(rules, DECK, {0})
    assert table.native is None
    state, side = random_endgame(77, DECK, rules, 3)
    assert solve(state, rules, side) >= 0


def test_a_shared_table_cleared_gives_the_same_values():
    rules = skat_bots.SkatTrickRules(skat.GameType.SPADES)
    state = late_in_a_deal(9, skat.GameType.SPADES, 4)
    table = TranspositionTable(rules, DECK, {0})
    first = solve(state, rules, {0}, table=table)
    assert table.native.entries > 0
    table.clear()
    assert table.native.entries == 0
    assert solve(state, rules, {0}, table=table) == first


def test_a_small_table_limit_still_gives_exact_values(monkeypatch):
    """A table that must replace entries (limit 8 positions) answers the same."""
    rules = skat_bots.SkatTrickRules(skat.GameType.DIAMONDS)
    state = late_in_a_deal(11, skat.GameType.DIAMONDS, 4)
    cards = [c for h in state.hands for c in h]
    small = TranspositionTable(rules, cards, {0}, limit=8)
    big = TranspositionTable(rules, cards, {0})
    assert solve(state, rules, {0}, table=small) == solve(state, rules, {0}, table=big)
    assert small.native.entries <= 8


def test_a_node_budget_stops_the_search_and_keeps_only_what_was_proved():
    from cardsuite.engine.ai.double_dummy import SearchBudgetExceeded

    rules = skat_bots.SkatTrickRules(skat.GameType.CLUBS)
    state = late_in_a_deal(21, skat.GameType.CLUBS, 1)
    table = TranspositionTable(rules, DECK, {0})
    with pytest.raises(SearchBudgetExceeded):
        reaches(state, rules, {0}, 45, table=table, node_limit=50)
    # What the stopped search left in the table is sound: the answers are the exact ones.
    value = solve(state, rules, {0})
    for target in (value, value + 1, 45):
        assert reaches(state, rules, {0}, target, table=table) == (value >= target)
        assert reaches(state, rules, {0}, target, table=table, node_limit=10**9) == \
            (value >= target)
    assert solve(state, rules, {0}, table=table) == value
