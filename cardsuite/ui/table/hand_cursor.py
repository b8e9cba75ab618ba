"""The keyboard cursor over a hand of cards, as the Skat and Binokel boards move it.

The cursor is an index into the hand as it lies, left to right, or None before the first
arrow key: then it stands just outside the hand, so that Right (or Home) brings it to the
first card and Left (or End) to the last.  It stops at the ends, and it follows the hand as
the hand gets shorter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

Item = TypeVar("Item")


def stepped(cursor: int | None, count: int, step: int) -> int | None:
    """The cursor moved ``step`` cards along a hand of ``count`` (None for an empty hand)."""
    if count == 0:
        return cursor
    before = cursor if cursor is not None else (-1 if step > 0 else count)
    return min(max(before + step, 0), count - 1)


def at_cursor(cursor: int | None, hand: Sequence[Item]) -> Item | None:
    """The card under the cursor, or None (no cursor yet, or no cards)."""
    if cursor is None or not hand:
        return None
    return hand[min(cursor, len(hand) - 1)]
