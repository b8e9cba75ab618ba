"""A deal of Vierfrei in play: its number, its position and the log of player actions.

An :class:`Action` is one player action — a drag, a supermove, a right or
double click, a Delete — made of single-card :class:`Step` s that remember
which card moved, so that every action can be taken back exactly.  The deal
number plus the log is enough to replay, save and undo a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardsuite.engine.cards import Card
from cardsuite.engine.deals import (  # noqa: F401  (part of this module's interface)
    PLAYER_DEAL_MAX,
    DealNumberProblem,
    parse_deal_number,
)
from cardsuite.games.vierfrei.rules import IllegalMove, Move, Position


@dataclass(frozen=True, slots=True)
class Step:
    move: Move
    card: Card


@dataclass(frozen=True, slots=True)
class Action:
    steps: tuple[Step, ...]

    @property
    def moves(self) -> list[Move]:
        return [step.move for step in self.steps]

    @property
    def notation(self) -> str:
        return " ".join(step.move.notation for step in self.steps)


class Game:
    """One deal by number; actions are applied and reverted in log order."""

    def __init__(self, number: int, start: Position | None = None) -> None:
        self.number = number
        self.start = start if start is not None else Position.deal(number)
        self.position = self.start
        self.log: list[Action] = []

    def plan(self, moves: Sequence[Move]) -> Action:
        """Check ``moves`` from the current position and record the cards they carry."""
        if not moves:
            raise IllegalMove("an action needs at least one move")
        position = self.position
        steps = []
        for move in moves:
            card = position.card_at(move.source)
            position = position.apply(move)
            assert card is not None
            steps.append(Step(move, card))
        return Action(tuple(steps))

    def perform(self, action: Action) -> None:
        """Apply ``action`` (planned from this position) and log it; all or nothing."""
        position = self.position
        for step in action.steps:
            if position.card_at(step.move.source) != step.card:
                raise IllegalMove(f"{step.card} does not lie at {step.move.source}")
            position = position.apply(step.move)
        self.position = position
        self.log.append(action)

    def revert(self, action: Action) -> None:
        """Take back ``action``, which must be the last one performed."""
        if not self.log or self.log[-1] != action:
            raise IllegalMove("only the last action can be taken back")
        position = self.position
        for step in reversed(action.steps):
            position = position.unapply(step.move, step.card)
        self.position = position
        self.log.pop()

    def restart(self) -> None:
        self.position = self.start
        self.log.clear()

    @property
    def move_count(self) -> int:
        return sum(len(action.steps) for action in self.log)

    @property
    def is_won(self) -> bool:
        return self.position.is_won

    @property
    def in_progress(self) -> bool:
        """Has the player changed anything that closing the window would lose?"""
        return bool(self.log) and not self.is_won
