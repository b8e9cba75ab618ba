"""The double-dummy solver against plain minimax on small endgames.

Every randomised case takes a fixed seed and names it in its failure message.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pytest

from cardsuite.engine.ai.double_dummy import (
    TranspositionTable,
    best_moves,
    estimate,
    move_values,
    reaches,
    solve,
)
from cardsuite.engine.cards import Card, Rank, Suit, parse_cards, piquet_deck
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.engine.tricks import TrickRules, TrickState
from cardsuite.games.skat.rules import GameType, is_trump, skat_deck
from tests.engine.ai import SkatTrickRules, brute_force, skat_endgame

GAMES = [GameType.CLUBS, GameType.GRAND, GameType.NULL]


def side_for(game: GameType, seed: int) -> frozenset[int]:
    """A seed-chosen declarer, or the defenders (also a side, in Null a misère one)."""
    return frozenset({seed % 3}) if seed % 4 else frozenset({1, 2})


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(10))
def test_solve_agrees_with_brute_force(game, seed):
    side = side_for(game, seed)
    for played in (0, 1, 2):
        state, rules = skat_endgame(seed, 3 + seed % 2, game, played)
        assert solve(state, rules, side) == brute_force(state, rules, side), \
            f"seed {seed}, {played} cards of the trick played"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(6))
def test_reaches_agrees_with_solve(game, seed):
    side = side_for(game, seed)
    state, rules = skat_endgame(100 + seed, 4, game, seed % 3)
    value = solve(state, rules, side)
    table = TranspositionTable(rules, [c for h in state.hands for c in h] + list(state.trick),
                               side)
    for target in sorted({0, 1, value - 1, value, value + 1, value + 5, 200}):
        assert reaches(state, rules, side, target, table=table) == (value >= target), \
            f"seed {seed}, target {target}, value {value}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(6))
def test_move_values_are_the_values_of_the_children(game, seed):
    side = side_for(game, seed)
    state, rules = skat_endgame(200 + seed, 4, game, seed % 3)
    values = move_values(state, rules, side)
    assert list(values) == state.legal(rules)
    for card, value in values.items():
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        assert value == gain + brute_force(child, rules, side), f"seed {seed}, card {card}"
    maximise = (state.to_move() in side) != rules.misere
    best = max(values.values()) if maximise else min(values.values())
    assert best == solve(state, rules, side)
    assert set(best_moves(values, maximise)) == \
        {card for card, value in values.items() if value == best}


def test_interchangeable_cards_share_one_value():
    rules = SkatTrickRules(GameType.GRAND)
    # Seat 0 holds 7S 8S 9S with no spade between them elsewhere: one move, three cards.
    state = TrickState((frozenset(parse_cards("7S 8S 9S")), frozenset(parse_cards("AS TS KS")),
                        frozenset(parse_cards("AH TH KH"))), leader=0)
    values = move_values(state, rules, {0})
    assert len(set(values.values())) == 1
    table = TranspositionTable(rules, [c for h in state.hands for c in h], {0})
    hand = table.mask(state.hands[0])
    assert bin(table.representatives(hand, hand | table.mask(state.hands[1] | state.hands[2]))
               ).count("1") == 1


def test_window_answers_are_bounds_outside_the_window():
    for seed in range(6):
        state, rules = skat_endgame(300 + seed, 4, GameType.HEARTS)
        side = frozenset({0})
        value = brute_force(state, rules, side)
        for lower, upper in ((value - 3, value + 3), (value, value + 1), (value - 1, value),
                             (value + 2, value + 9), (-5, value - 2)):
            got = solve(state, rules, side, lower=lower, upper=upper)
            if lower < got < upper:
                assert got == value, f"seed {seed}, window ({lower}, {upper})"
            elif got <= lower:
                assert value <= got, f"seed {seed}, window ({lower}, {upper})"
            else:
                assert value >= got, f"seed {seed}, window ({lower}, {upper})"


def test_one_table_serves_a_whole_deal():
    """Reusing a table along a game's positions gives what fresh tables give."""
    state, rules = skat_endgame(7, 6, GameType.SPADES)
    side = frozenset({0})
    table = TranspositionTable(rules, [c for h in state.hands for c in h], side)
    rng = SplitMix64(7)
    while not state.is_over():
        assert solve(state, rules, side, table=table) == solve(state, rules, side)
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)


def test_a_six_card_endgame_reaches_and_solve_agree_with_tables_cleared():
    state, rules = skat_endgame(11, 6, GameType.GRAND)
    side = frozenset({0})
    table = TranspositionTable(rules, [c for h in state.hands for c in h], side)
    value = solve(state, rules, side, table=table)
    table.clear()
    assert reaches(state, rules, side, value, table=table)
    assert not reaches(state, rules, side, value + 1, table=table)


def brute_force_depth(state: TrickState, rules: TrickRules, side: frozenset[int],
                      horizon: int) -> int:
    """Minimax that stops at a trick start with ``horizon`` cards a hand, as the solver does."""
    if state.is_over():
        return 0
    if not state.trick and horizon and len(state.hands[state.leader]) <= horizon:
        return estimate(state, rules, side)
    values = []
    for card in state.legal(rules):
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        values.append(gain + brute_force_depth(child, rules, side, horizon))
    maximise = (state.to_move() in side) != getattr(rules, "misere", False)
    return max(values) if maximise else min(values)


@pytest.mark.parametrize("seed", range(8))
def test_depth_limited_search_is_minimax_with_the_estimate(seed):
    game = GAMES[seed % 3]
    side = side_for(game, seed)
    state, rules = skat_endgame(400 + seed, 4, game, seed % 3)
    tricks_left = len(state.hands[state.leader]) + (1 if state.trick else 0)
    for depth in (1, 2, 3):
        expected = brute_force_depth(state, rules, side, tricks_left - depth)
        assert solve(state, rules, side, depth=depth) == expected, f"seed {seed}, depth {depth}"
        values = move_values(state, rules, side, depth=depth)
        for card, value in values.items():
            child, winner, worth = state.play(card, rules)
            gain = worth if winner is not None and winner in side else 0
            assert value == gain + brute_force_depth(child, rules, side, tricks_left - depth), \
                f"seed {seed}, depth {depth}, card {card}"
    assert solve(state, rules, side, depth=tricks_left) == brute_force(state, rules, side)


def test_estimate_shares_what_is_left():
    state, rules = skat_endgame(5, 5, GameType.CLUBS)
    total = 0
    for seat in range(3):
        share = estimate(state, rules, {seat})
        assert 0 <= share
        total += share
    everything = estimate(state, rules, {0, 1, 2})
    assert abs(total - everything) <= 2  # three roundings
    assert everything == sum(rules.trick_value(list(h)) for h in state.hands)
    with pytest.raises(ValueError, match="start of a trick"):
        estimate(skat_endgame(5, 5, GameType.CLUBS, played=1)[0], rules, {0})


# --- Other player counts, ties and a last-trick bonus -------------------------------------


@dataclass(frozen=True)
class PlainRules:
    """A plain trick game for any table: follow suit, highest of the suit led (or trump) wins."""

    players: int
    trump: Suit | None = None
    last_trick_bonus: int = 0

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        if not trick:
            return list(hand)
        following = [c for c in hand if c.suit == trick[0].suit]
        return following or list(hand)

    def winner(self, trick: Sequence[Card]) -> int:
        def key(i: int) -> tuple[int, int]:
            card = trick[i]
            return (2 if card.suit == self.trump else 1 if card.suit == trick[0].suit else 0,
                    self.order(card))
        return max(range(len(trick)), key=key)

    def follow_class(self, card: Card) -> Suit:
        return card.suit

    def trick_value(self, trick: Sequence[Card]) -> int:
        return sum({Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}.get(c.rank, 0)
                   for c in trick)

    def order(self, card: Card) -> int:
        return 14 if card.rank == Rank.ACE else int(card.rank)


def plain_deal(seed: int, players: int, cards_each: int) -> TrickState:
    deck = seeded_shuffle(piquet_deck(), seed)
    hands = tuple(frozenset(deck[i * cards_each:(i + 1) * cards_each]) for i in range(players))
    return TrickState(hands, SplitMix64(seed).below(players), ())


@pytest.mark.parametrize("players,cards_each", [(2, 5), (4, 3)])
@pytest.mark.parametrize("seed", range(5))
def test_other_player_counts_agree_with_brute_force(players, cards_each, seed):
    rules = PlainRules(players, trump=Suit.HEARTS if seed % 2 else None,
                       last_trick_bonus=5 * (seed % 3 == 0))
    state = plain_deal(seed, players, cards_each)
    rng = SplitMix64(seed)
    for _ in range(seed % players):
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)
    side = frozenset({0, 2}) if players == 4 else frozenset({seed % 2})
    assert solve(state, rules, side) == brute_force(state, rules, side), f"seed {seed}"
    for card, value in move_values(state, rules, side).items():
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        assert value == gain + brute_force(child, rules, side), f"seed {seed}, {card}"
    tricks_left = len(state.hands[state.leader]) + (1 if state.trick else 0)
    assert solve(state, rules, side, depth=1) == brute_force_depth(state, rules, side,
                                                                    tricks_left - 1)


@dataclass(frozen=True)
class Twin:
    """One of Binokel's two equal copies of a card: equal in play, distinct as a token."""

    card: Card
    copy: int

    def __str__(self) -> str:
        return f"{self.card}{'ab'[self.copy]}"


_BINOKEL_ORDER = {Rank.ACE: 5, Rank.TEN: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
_BINOKEL_POINTS = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}


@dataclass(frozen=True)
class BinokelLikeRules:
    """Binokel's play: follow and beat if you can, else trump (and over-trump); first of twins wins."""

    trump: Suit
    players: int = 3
    last_trick_bonus: int = 10

    def _winning(self, trick: Sequence[Twin]) -> int:
        best = 0
        for i in range(1, len(trick)):
            c, b = trick[i].card, trick[best].card
            if (c.suit == b.suit and _BINOKEL_ORDER[c.rank] > _BINOKEL_ORDER[b.rank]) or \
                    (c.suit == self.trump != b.suit):
                best = i
        return best

    def legal(self, hand: Sequence[Twin], trick: Sequence[Twin]) -> list[Twin]:
        if not trick:
            return list(hand)
        lead = trick[0].card.suit
        top = trick[self._winning(trick)].card
        following = [t for t in hand if t.card.suit == lead]
        if following:
            if top.suit != lead:
                return following  # already trumped: any card of the suit led
            higher = [t for t in following if _BINOKEL_ORDER[t.card.rank] > _BINOKEL_ORDER[top.rank]]
            return higher or following
        trumps = [t for t in hand if t.card.suit == self.trump]
        if trumps:
            if top.suit == self.trump:
                higher = [t for t in trumps
                          if _BINOKEL_ORDER[t.card.rank] > _BINOKEL_ORDER[top.rank]]
                return higher or trumps
            return trumps
        return list(hand)

    def winner(self, trick: Sequence[Twin]) -> int:
        return self._winning(trick)

    def follow_class(self, token: Twin) -> Suit:
        return token.card.suit

    def trick_value(self, trick: Sequence[Twin]) -> int:
        return sum(_BINOKEL_POINTS[t.card.rank] for t in trick)

    def order(self, token: Twin) -> int:
        return _BINOKEL_ORDER[token.card.rank]


@pytest.mark.parametrize("seed", range(12))
def test_twins_must_beat_and_last_trick_bonus_agree_with_brute_force(seed):
    deck = [Twin(Card(suit, rank), copy) for suit in Suit for rank in _BINOKEL_ORDER
            for copy in (0, 1)]
    deck = seeded_shuffle(deck, seed)
    rules = BinokelLikeRules(trump=Suit(seed % 4))
    hands = tuple(frozenset(deck[i * 4:(i + 1) * 4]) for i in range(3))
    state = TrickState(hands, seed % 3, ())
    rng = SplitMix64(seed)
    for _ in range(seed % 3):
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)
    side = frozenset({seed % 3})
    assert solve(state, rules, side) == brute_force(state, rules, side), f"seed {seed}"
    for card, value in move_values(state, rules, side).items():
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        assert value == gain + brute_force(child, rules, side), f"seed {seed}, {card}"


# --- Negative worths: "the fewer the better" -------------------------------------------------


class CountedAgainst(SkatTrickRules):
    """Ramsch-like (points count against their taker) or Null-like (-1 a trick), no misère flag."""

    def __init__(self, game: GameType) -> None:
        super().__init__(game)
        self.misere = False

    def trick_value(self, trick):
        return -1 if self.game is GameType.NULL else -super().trick_value(trick)


@pytest.mark.parametrize("game", [GameType.GRAND, GameType.NULL], ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(6))
def test_negative_worths_are_searched_as_fewer_is_better(game, seed):
    rules = CountedAgainst(game)
    state, _ = skat_endgame(800 + seed, 3 + seed % 2, game, seed % 3)
    side = frozenset({seed % 3})
    value = brute_force(state, rules, side)
    assert value <= 0
    assert solve(state, rules, side) == value, f"seed {seed}"
    for target in (value - 1, value, value + 1):
        assert reaches(state, rules, side, target) == (value >= target), f"seed {seed}"
    for card, card_value in move_values(state, rules, side).items():
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        assert card_value == gain + brute_force(child, rules, side), f"seed {seed}, {card}"
    tricks_left = len(state.hands[state.leader]) + (1 if state.trick else 0)
    assert solve(state, rules, side, depth=1) == brute_force_depth(state, rules, side,
                                                                    tricks_left - 1)
    got = solve(state, rules, side, lower=value - 2, upper=value + 2)
    assert got == value


# --- Refusals ------------------------------------------------------------------------------


class SquaredValues(SkatTrickRules):
    def trick_value(self, trick):
        return super().trick_value(trick) ** 2


class MixedValues(SkatTrickRules):
    def trick_value(self, trick):
        return sum(-1 if c.rank == Rank.ACE else 1 for c in trick)


class FollowSuitRules(SkatTrickRules):
    """The same rules, saying that following suit is their only obligation."""

    follow_suit = True


class MustTrumpRules(FollowSuitRules):
    """Claims ``follow_suit`` but makes a seat void in the led suit play a trump."""

    def legal(self, hand, trick):
        legal = super().legal(hand, trick)
        if trick and len(legal) == len(hand):
            trumps = [c for c in hand if is_trump(c, self.game)]
            return trumps or legal
        return legal


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.value)
@pytest.mark.parametrize("seed", range(6))
def test_follow_suit_rules_are_solved_alike_from_masks(game, seed):
    side = side_for(game, seed)
    for played in (0, 1, 2):
        state, rules = skat_endgame(200 + seed, 4, game, played)
        fast = FollowSuitRules(game)
        assert TranspositionTable(fast, skat_deck(), side).follow_suit
        assert solve(state, fast, side) == solve(state, rules, side), f"seed {seed}"
        assert move_values(state, fast, side) == move_values(state, rules, side)


def test_rules_the_solver_cannot_serve_are_refused():
    state, _ = skat_endgame(1, 3, GameType.GRAND)
    with pytest.raises(ValueError, match="follow_suit"):
        solve(state, MustTrumpRules(GameType.GRAND), {0})
    with pytest.raises(ValueError, match="additive"):
        solve(state, SquaredValues(GameType.GRAND), {0})
    with pytest.raises(ValueError, match="all >= 0 or all <= 0"):
        solve(state, MixedValues(GameType.GRAND), {0})


def test_inconsistent_positions_and_tables_are_refused():
    state, rules = skat_endgame(1, 3, GameType.GRAND)
    lopsided = TrickState((state.hands[0] | state.hands[1], frozenset(), state.hands[2]), 0)
    with pytest.raises(ValueError, match="holds"):
        solve(lopsided, rules, {0})
    table = TranspositionTable(rules, [c for h in state.hands for c in h], {1})
    with pytest.raises(ValueError, match="another side"):
        solve(state, rules, {0}, table=table)
    with pytest.raises(ValueError, match="other rules"):
        solve(state, SkatTrickRules(GameType.GRAND), {1}, table=table)
    small = TranspositionTable(rules, list(state.hands[0]), {0})
    with pytest.raises(ValueError, match="numbers"):
        solve(state, rules, {0}, table=small)


def declarer_tricks(state: TrickState, rules: TrickRules, declarer: int) -> int:
    """Null spelled out: the declarer takes as few tricks as he can, the defenders push them on him."""
    if state.is_over():
        return 0
    outcomes = []
    for card in state.legal(rules):
        child, winner, _ = state.play(card, rules)
        outcomes.append((winner == declarer) + declarer_tricks(child, rules, declarer))
    return min(outcomes) if state.to_move() == declarer else max(outcomes)


def test_a_misere_side_takes_as_few_tricks_as_it_can():
    lost = 0
    for seed in range(12):
        state, null = skat_endgame(900 + seed, 4, GameType.NULL)
        declarer = state.leader
        taken = declarer_tricks(state, null, declarer)
        assert solve(state, null, {declarer}) == taken, f"seed {seed}"
        # The declarer loses a Null game as soon as he takes a trick.
        assert reaches(state, null, {declarer}, 1) == (taken >= 1), f"seed {seed}"
        lost += taken >= 1
    assert 0 < lost < 12
