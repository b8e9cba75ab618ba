"""Deal numbers a person types: 1 … 999 999, six digits as in the original programs.

The games deal from a number (:mod:`.rng`); this module reads the number a
player types and says what is wrong with it, so that every game's dialog
explains bad input the same way.  Spaces between digit groups are allowed
("617 000").

Self-play and the benchmarks draw their deal numbers from the same range
(:func:`deal_numbers`), so every deal they play can be dealt again by typing its
number.
"""

from __future__ import annotations

from enum import Enum

from cardsuite.engine.deal_range import PLAYER_DEAL_MAX
from cardsuite.engine.rng import SplitMix64


class DealNumberProblem(Enum):
    EMPTY = "empty"
    NOT_A_NUMBER = "not a number"
    TOO_SMALL = "too small"
    TOO_LARGE = "too large"


def parse_deal_number(text: str, maximum: int = PLAYER_DEAL_MAX) -> int | DealNumberProblem:
    """A deal number typed by a person, or what is wrong with it (the UI words the message)."""
    stripped = text.strip().replace(" ", "")
    if not stripped:
        return DealNumberProblem.EMPTY
    negative = stripped.startswith("-") and stripped[1:].isdigit()
    if not (stripped.isdigit() and stripped.isascii()) and not negative:
        return DealNumberProblem.NOT_A_NUMBER
    if negative or int(stripped) < 1:
        return DealNumberProblem.TOO_SMALL
    if int(stripped) > maximum:
        return DealNumberProblem.TOO_LARGE
    return int(stripped)


def deal_numbers(seed: int, count: int) -> list[int]:
    """The ``count`` deal numbers (1 … ``PLAYER_DEAL_MAX``) a self-play run with ``seed`` plays."""
    rng = SplitMix64(seed)
    return [rng.below(PLAYER_DEAL_MAX) + 1 for _ in range(count)]
