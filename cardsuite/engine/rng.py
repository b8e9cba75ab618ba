"""Every deal comes from a number.

The same number gives the same deal on every machine and every version: the
generators here are written out in full instead of borrowing Python's
``random``, whose algorithms are not promised to stay the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from cardsuite.engine.cards import Card, french_deck
from cardsuite.engine.deal_range import MS_DEAL_MAX

T = TypeVar("T")


class MicrosoftRandom:
    """The C runtime ``rand()`` of Microsoft's compilers, which FreeCell deals with."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def next(self) -> int:
        self.state = (self.state * 214013 + 2531011) & 0xFFFFFFFF
        return (self.state >> 16) & 0x7FFF


def microsoft_deal(number: int, columns: int = 8) -> list[list[Card]]:
    """Microsoft FreeCell's deal ``number``: columns listed from the first card dealt.

    The first card of each list is the one furthest back (top of the screen),
    the last is the one that can be moved.
    """
    if not 1 <= number <= MS_DEAL_MAX:
        raise ValueError(f"deal number must be between 1 and {MS_DEAL_MAX}, not {number}")
    rand = MicrosoftRandom(number)
    deck = french_deck()
    dealt: list[list[Card]] = [[] for _ in range(columns)]
    for i in range(len(deck)):
        j = rand.next() % len(deck)
        dealt[i % columns].append(deck[j])
        deck[j] = deck[-1]
        deck.pop()
    return dealt


class SplitMix64:
    """A small, well-mixed 64-bit generator (Steele, Lea, Flood 2014) for general shuffles."""

    MASK = (1 << 64) - 1

    def __init__(self, seed: int) -> None:
        self.state = seed & self.MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 … bound - 1`` (rejection sampling, no modulo bias)."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next64()
            if value < limit:
                return value % bound


def seeded_shuffle(items: Sequence[T], seed: int) -> list[T]:
    """A Fisher–Yates shuffle of ``items`` driven by ``seed``; the same seed, the same order."""
    rng = SplitMix64(seed)
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j = rng.below(i + 1)
        result[i], result[j] = result[j], result[i]
    return result
