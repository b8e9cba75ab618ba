"""Command line: ``python -m cardsuite.games.pref selfplay --deals N --seed S [--players a,b,c]``.

Three computer players (levels of the shared search, "simple", or club
characters by key) play N deals, games to ``--limit`` in a row; the report
gives each seat's whist points, its contracts and the time per decision.
"""

from __future__ import annotations

import argparse
import sys

from cardsuite.games.pref.characters import CHARACTERS
from cardsuite.games.pref.ledger import GAME_LIMITS

LEVELS = ("random", "simple", "easy", "medium", "strong")


def players_argument(text: str) -> list[str]:
    """One player for all three seats or three comma-separated ones."""
    names = [name.strip() for name in text.split(",")]
    if len(names) == 1:
        names *= 3
    known = set(LEVELS) | {character.key for character in CHARACTERS}
    if len(names) != 3 or any(name not in known for name in names):
        raise argparse.ArgumentTypeError(
            f"give one player or three, from the levels {', '.join(LEVELS)} or the "
            f"characters {', '.join(c.key for c in CHARACTERS)} (not {text!r})")
    return names


def count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("at least one deal")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.pref",
                                     description="Preference (PrefClub) from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("selfplay", help="let the bots play deals")
    play.add_argument("--deals", type=count, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--players", type=players_argument, default=["medium"] * 3,
                      help="one player or three, comma separated: a level or a character key")
    play.add_argument("--limit", type=int, choices=GAME_LIMITS, default=10,
                      help="the bullet each player plays to")
    args = parser.parse_args(argv)
    from cardsuite.games.pref.selfplay import selfplay

    report = selfplay(args.deals, args.seed, args.players, args.limit)
    sys.stdout.write("\n".join(report.lines(args.players)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
