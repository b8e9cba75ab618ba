"""How far deal numbers go, and reading one from a command line.

Kept apart from :mod:`.rng` and :mod:`.deals` (which import the cards) so that
the suite's start, which only checks ``--deal``, imports nothing else.
"""

from __future__ import annotations

#: The deals a player can type: six digits, as in the original programs.
PLAYER_DEAL_MAX = 999_999
#: Microsoft FreeCell's deals, which Vierfrei can deal: the C ``rand()`` seeds.
MS_DEAL_MAX = 2**31 - 1


def deal_number_argument(text: str) -> int:
    """A deal number from a command line, 1 … 2^31 − 1 (for ``argparse``'s ``type=``)."""
    import argparse

    # Only the ASCII spaces round the digits: str.strip() would also take the control
    # characters \x1c-\x1f, which int() refuses ("1\x1f" was read as 1).
    digits = text.strip(" \t\n\r\f\v")
    # int() would also take "1_000", "+5" and other scripts' digits ("٣"): only 0-9 here.
    if not digits or not digits.isascii() or not digits.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
    number = int(digits)
    if not 1 <= number <= MS_DEAL_MAX:
        raise argparse.ArgumentTypeError(f"deal numbers run from 1 to {MS_DEAL_MAX}, not {number}")
    return number
