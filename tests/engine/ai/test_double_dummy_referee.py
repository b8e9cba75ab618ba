"""The double-dummy solver against a plain minimax written here, on many random small endgames.

The referee knows nothing of the solver: no pruning, no table, no merging of
equivalent cards, not even :class:`TrickState` — it walks every legal card of
every seat with the games' own rules objects (Skat in every game type,
Binokel with its twin cards and last-trick bonus, Preference with a trump,
without, and Miser) and adds up what the side takes.  Depth-limited answers
are compared with the referee stopped at the same trick and valued by the
solver's :func:`estimate` (that is the definition of a depth-limited value).
Every case takes a fixed seed and names it in its failure message.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardsuite.engine.ai import double_dummy
from cardsuite.engine.ai.double_dummy import (
    TranspositionTable,
    estimate,
    move_values,
    reaches,
    solve,
)
from cardsuite.engine.cards import Suit
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.engine.tricks import TrickRules, TrickState
from cardsuite.games.binokel import bots as binokel_bots
from cardsuite.games.pref import rules as pref
from cardsuite.games.skat import bots as skat_bots
from cardsuite.games.skat import rules as skat
from tests.engine.ai import SkatTrickRules as MisereSkatRules


def referee(hands: tuple[frozenset, ...], leader: int, trick: tuple, rules: TrickRules,
            side: frozenset[int], horizon: int = 0) -> int:
    """What ``side`` takes from here on with best play by all: plain minimax over every card.

    With ``horizon`` the walk stops at the start of a trick with that many
    cards a hand and takes the solver's estimate of the rest.
    """
    players = len(hands)
    if not trick and not any(hands):
        return 0
    if not trick and horizon and len(hands[leader]) <= horizon:
        return estimate(TrickState(hands, leader, ()), rules, side)
    seat = (leader + len(trick)) % players
    values = []
    for card in rules.legal(sorted(hands[seat], key=str), list(trick)):
        rest = tuple(h - {card} if i == seat else h for i, h in enumerate(hands))
        played = trick + (card,)
        if len(played) < players:
            values.append(referee(rest, leader, played, rules, side, horizon))
            continue
        winner = (leader + rules.winner(list(played))) % players
        worth = rules.trick_value(list(played))
        if not any(rest):
            worth += getattr(rules, "last_trick_bonus", 0)
        gain = worth if winner in side else 0
        values.append(gain + referee(rest, winner, (), rules, side, horizon))
    wants_more = (seat in side) != getattr(rules, "misere", False)
    return max(values) if wants_more else min(values)


def random_endgame(seed: int, deck: Sequence, rules: TrickRules,
                   tricks: int) -> tuple[TrickState, frozenset[int]]:
    """``tricks`` cards a hand from a shuffled ``deck``, a random leader, 0–2 cards of the
    trick played at random, and a random side (one seat or two)."""
    rng = SplitMix64(seed)
    cards = seeded_shuffle(list(deck), seed)
    hands = tuple(frozenset(cards[i * tricks:(i + 1) * tricks]) for i in range(3))
    state = TrickState(hands, rng.below(3), ())
    for _ in range(rng.below(3)):
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)
    first = rng.below(3)
    side = frozenset({first}) if rng.below(3) else frozenset({first, (first + 1) % 3})
    return state, side


def check_position(state: TrickState, rules: TrickRules, side: frozenset[int],
                   label: str) -> None:
    """solve, reaches at several thresholds and move_values (exact and depth-limited) agree
    with the referee, with a fresh table and with one table shared by all the questions."""
    hands, leader, trick = state.hands, state.leader, state.trick
    value = referee(hands, leader, trick, rules, side)
    cards = [c for h in hands for c in h] + list(trick)
    shared = TranspositionTable(rules, cards, side)
    assert solve(state, rules, side) == value, label
    assert solve(state, rules, side, table=shared) == value, label
    targets = {value - 1, value, value + 1, value + 11, value - 10}
    for target in sorted(targets):
        assert reaches(state, rules, side, target, table=shared) == (value >= target), \
            f"{label}, target {target}, value {value}"
        assert reaches(state, rules, side, target) == (value >= target), \
            f"{label}, target {target}, value {value}, fresh table"
    seat = state.to_move()
    tricks_left = len(hands[leader]) + (1 if trick else 0)
    for depth in (None, 1, 2):
        horizon = 0 if depth is None else max(0, tricks_left - depth)
        got = move_values(state, rules, side, table=shared, depth=depth)
        assert set(got) == set(rules.legal(list(hands[seat]), list(trick))), label
        for card, card_value in got.items():
            rest = tuple(h - {card} if i == seat else h for i, h in enumerate(hands))
            played = trick + (card,)
            if len(played) < 3:
                expected = referee(rest, leader, played, rules, side, horizon)
            else:
                winner = (leader + rules.winner(list(played))) % 3
                worth = rules.trick_value(list(played))
                if not any(rest):
                    worth += getattr(rules, "last_trick_bonus", 0)
                expected = (worth if winner in side else 0) + \
                    referee(rest, winner, (), rules, side, horizon)
            assert card_value == expected, f"{label}, depth {depth}, card {card}"
        if depth is not None:
            assert solve(state, rules, side, depth=depth, table=shared) == \
                referee(hands, leader, trick, rules, side, horizon), f"{label}, depth {depth}"


SKAT_GAMES = list(skat.GameType)


@pytest.mark.parametrize("search", ["compiled", "python"])
@pytest.mark.parametrize("game", SKAT_GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(6))
def test_skat_endgames_agree_with_the_referee(game, seed, search, monkeypatch):
    """The Skat bots' rules (follow_suit, Null and Ramsch counted negative) in every game,
    by the compiled search (_dd3.c) and by the Python one."""
    if search == "python":
        monkeypatch.setattr(double_dummy, "_dd3", None)
    rules = skat_bots.SkatTrickRules(game)
    assert (TranspositionTable(rules, skat.skat_deck(), {0}).native is not None) == \
        (search == "compiled")
    state, side = random_endgame(1000 * SKAT_GAMES.index(game) + seed, skat.skat_deck(), rules,
                                 2 + seed % 3)
    check_position(state, rules, side, f"{game.value}, seed {seed}")


@pytest.mark.parametrize("search", ["compiled", "python"])
@pytest.mark.parametrize("game", [skat.GameType.SPADES, skat.GameType.GRAND], ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(4))
def test_skat_trick_counting_agrees_with_the_referee(game, seed, search, monkeypatch):
    """The Skat bots' rules counting one a trick (Schwarz), by both searches."""
    if search == "python":
        monkeypatch.setattr(double_dummy, "_dd3", None)
    rules = skat_bots.SkatTrickCountRules(game)
    state, side = random_endgame(5000 + 10 * seed + (game is skat.GameType.GRAND), skat.skat_deck(),
                                 rules, 2 + seed % 3)
    check_position(state, rules, side, f"{game.value} counting tricks, seed {seed}")


@pytest.mark.parametrize("game", [skat.GameType.NULL, skat.GameType.HEARTS, skat.GameType.GRAND],
                         ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(5))
def test_skat_rules_asked_for_legal_cards_and_null_as_misere_agree(game, seed):
    """Rules without follow_suit (legal cards asked of the rules) and Null as misère."""
    rules = MisereSkatRules(game)
    state, side = random_endgame(7000 + seed, skat.skat_deck(), rules, 2 + seed % 3)
    check_position(state, rules, side, f"{game.value} (misère form), seed {seed}")


@pytest.mark.parametrize("seed", range(8))
def test_binokel_endgames_agree_with_the_referee(seed):
    """Twin cards, must-beat and trump, the last trick's bonus of 10."""
    rules = binokel_bots.BinokelTrickRules(list(Suit)[seed % 4])
    state, side = random_endgame(8000 + seed, binokel_bots.twins(), rules, 2 + seed % 3)
    check_position(state, rules, side, f"binokel, seed {seed}")


PREF_RULES = [pref.PrefTrickRules(Suit.SPADES), pref.PrefTrickRules(None),
              pref.PrefTrickRules(None, misere=True), pref.PrefTrickRules(Suit.HEARTS)]


@pytest.mark.parametrize("rules", PREF_RULES, ids=repr)
@pytest.mark.parametrize("seed", range(4))
def test_pref_endgames_agree_with_the_referee(rules, seed):
    """A trick is one; with a trump (must trump), without, and Miser (misère)."""
    state, side = random_endgame(9000 + 10 * PREF_RULES.index(rules) + seed, pref.deck(), rules,
                                 2 + seed % 3)
    check_position(state, rules, side, f"{rules!r}, seed {seed}")
