"""Bots play one deal against each other, checked at every step: the self-play loop of every game.

Skat, Binokel and PrefClub's self-play (``cardsuite.games.<game>.selfplay``)
and the benchmarks (``bench/``) all play a deal the same way: one bot per
seat; while the deal is not finished, the seat to move gets its observation,
its bot decides (timed), the decision must be legal, then it is applied and
the deal must still be sound.  :func:`play` is that loop, written once; each
game brings what differs as functions:

- ``finished(deal)``: whether the deal is over (a phase, or an outcome).
- ``legal(deal, seat, action)``: whether the rules allow the action now.  A
  game may check only what its ``apply`` would not refuse loudly itself (Skat
  and Binokel check the cards played against their card rules).
- ``decided(deal, seat, action, seconds)``: called with every legal action
  before it is applied, with the seconds the bot took: for reports (times per
  level) and for checks of the decision itself (Binokel's declarations).
- ``check(deal)``: the invariants of a sound deal, on the deal as dealt and
  after every action (the cards all there, the card points adding up).

A broken rule raises :class:`InvariantBroken` (the hooks raise it too); so
does a deal that has not ended after ``max_actions`` actions.  Decisions,
seeds and the order of the calls are the games', so the same seed still gives
the same deals.

Only the bot's ``act`` is timed: taking the observation is the deal's work.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar


class InvariantBroken(AssertionError):
    """Self-play found a deal that broke the rules' invariants."""


class PlayableDeal(Protocol):
    """What the loop needs of a deal: its number, whose turn it is, a seat's view, an action."""

    @property
    def number(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    def observation(self, seat: int) -> Any: ...

    def apply(self, action: Any) -> Any: ...


class Bot(Protocol):
    """A computer player: an action for what its seat may know."""

    def act(self, observation: Any) -> Any: ...


D = TypeVar("D", bound=PlayableDeal)


def play(deal: D, bots: Sequence[Bot], *, finished: Callable[[D], bool],
         legal: Callable[[D, int, Any], bool],
         check: Callable[[D], None] | None = None,
         decided: Callable[[D, int, Any, float], None] | None = None,
         max_actions: int) -> D:
    """Play ``deal`` to its end with ``bots[seat]`` for each seat, checked at every step.

    Returns the same ``deal``, finished.  Raises :class:`InvariantBroken` for an
    illegal action, a failed ``check`` or a deal not over after ``max_actions``
    actions.
    """
    if check is not None:
        check(deal)
    actions = 0
    while not finished(deal):
        if actions >= max_actions:
            raise InvariantBroken(f"deal {deal.number}: no end after {actions} actions")
        seat = deal.to_move
        observation = deal.observation(seat)
        began = time.perf_counter()
        action = bots[seat].act(observation)
        seconds = time.perf_counter() - began
        if not legal(deal, seat, action):
            raise InvariantBroken(f"deal {deal.number}: seat {seat} chose the illegal "
                                  f"{action!r}")
        if decided is not None:
            decided(deal, seat, action, seconds)
        deal.apply(action)
        actions += 1
        if check is not None:
            check(deal)
    return deal
