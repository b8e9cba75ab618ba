"""The shared trick state: turns, collecting tricks, legality, the last-trick bonus."""

from dataclasses import FrozenInstanceError

import pytest

from cardsuite.engine.cards import parse_cards
from cardsuite.engine.tricks import (
    TrickState,
    last_trick_bonus,
    points_of,
    trick_complete,
)
from cardsuite.games.skat.rules import GameType, card_points
from tests.engine.ai import SkatTrickRules


def hands(*codes: str) -> tuple[frozenset, ...]:
    return tuple(frozenset(parse_cards(text)) for text in codes)


def test_turns_follow_the_leader_round_the_table():
    rules = SkatTrickRules(GameType.CLUBS)
    state = TrickState(hands("AS 7H", "TS 8H", "KS 9H"), leader=1)
    assert state.to_move() == 1
    state, winner, worth = state.play(parse_cards("TS")[0], rules)
    assert (state.to_move(), winner, worth) == (2, None, 0)
    state, winner, worth = state.play(parse_cards("KS")[0], rules)
    assert state.to_move() == 0 and winner is None
    state, winner, worth = state.play(parse_cards("AS")[0], rules)
    # The ace takes the trick: A 11 + 10 10 + K 4; its owner leads next.
    assert (winner, worth, state.leader, state.trick) == (0, 25, 0, ())
    assert state.hands == hands("7H", "8H", "9H")


def test_trump_wins_and_the_last_trick_ends_the_play():
    rules = SkatTrickRules(GameType.HEARTS)
    state = TrickState(hands("AS", "7H", "KS"), leader=0)
    for code in ("AS", "7H", "KS"):
        state, winner, worth = state.play(parse_cards(code)[0], rules)
    assert (winner, worth) == (1, 15)
    assert state.is_over()


def test_illegal_or_foreign_cards_are_refused():
    rules = SkatTrickRules(GameType.GRAND)
    state = TrickState(hands("AS 7H", "TS 8H", "KS 9H"), leader=0)
    with pytest.raises(ValueError, match="not in seat 0"):
        state.play(parse_cards("TS")[0], rules)
    state, _, _ = state.play(parse_cards("AS")[0], rules)
    with pytest.raises(ValueError, match="may not be played"):
        state.play(parse_cards("8H")[0], rules)  # seat 1 must follow spades with TS


def test_legal_cards_come_in_a_stable_order():
    rules = SkatTrickRules(GameType.GRAND)
    state = TrickState(hands("9H AS 7H TD", "TS", "KS"), leader=0)
    assert [str(c) for c in state.legal(rules)] == ["7H", "9H", "AS", "TD"]


def test_states_are_immutable_values():
    state = TrickState(hands("AS", "TS", "KS"), leader=2)
    with pytest.raises(FrozenInstanceError):
        state.leader = 0  # type: ignore[misc]
    assert state == TrickState(hands("AS", "TS", "KS"), leader=2)
    assert len({state, TrickState(hands("AS", "TS", "KS"), leader=2)}) == 1


class BonusRules(SkatTrickRules):
    """Skat's rules with Binokel's ten points for the last trick."""

    last_trick_bonus = 10


def test_last_trick_bonus_goes_to_the_taker_of_the_last_trick():
    rules = BonusRules(GameType.GRAND)
    assert last_trick_bonus(rules) == 10
    assert last_trick_bonus(SkatTrickRules(GameType.GRAND)) == 0
    state = TrickState(hands("AS 7H", "TS 8H", "KS 9H"), leader=0)
    worths = []
    for code in ("AS", "TS", "KS", "7H", "8H", "9H"):
        state, winner, worth = state.play(parse_cards(code)[0], rules)
        if winner is not None:
            worths.append((winner, worth))
    assert worths == [(0, 25), (2, 10)]  # 9H takes the last trick: 0 points + 10


def test_helpers():
    trick = parse_cards("AS TS")
    assert not trick_complete(trick, 3)
    assert trick_complete(parse_cards("AS TS KS"), 3)
    assert points_of(trick, card_points) == 21
    assert points_of(trick, {trick[0]: 5}) == 5
