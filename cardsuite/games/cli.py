"""What the games' command lines share: the argument types of ``selfplay``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable


def deal_count(text: str) -> int:
    """``--deals``: a whole number of deals, at least one."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("at least one deal")
    return value


def three_players(known: Iterable[str], noun: str, what: str) -> Callable[[str], list[str]]:
    """An argument type for one ``noun`` (level, player) for all three seats or three
    comma-separated ones, each from ``known``; ``what`` says in the error what may be given."""
    names_known = tuple(known)

    def parse(text: str) -> list[str]:
        names = [name.strip() for name in text.split(",")]
        if len(names) == 1:
            names *= 3
        if len(names) != 3 or any(name not in names_known for name in names):
            raise argparse.ArgumentTypeError(
                f"give one {noun} or three, from {what} (not {text!r})")
        return names

    return parse
