"""Command line: ``python -m cardsuite.games.pref selfplay --deals N --seed S [--players a,b,c]``.

Three computer players (levels of the shared search, "simple", or club
characters by key) play N deals, games to ``--limit`` in a row; the report
gives each seat's whist points, its contracts and the time per decision.
"""

from __future__ import annotations

import argparse
import sys

from cardsuite.games.cli import deal_count, three_players
from cardsuite.games.pref.characters import CHARACTERS
from cardsuite.games.pref.ledger import GAME_LIMITS

LEVELS = ("random", "simple", "easy", "medium", "strong")
PLAYERS = (*LEVELS, *(character.key for character in CHARACTERS))
PLAYERS_TEXT = (f"the levels {', '.join(LEVELS)} or the characters "
                f"{', '.join(c.key for c in CHARACTERS)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.pref",
                                     description="Preference (PrefClub) from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("selfplay", help="let the bots play deals")
    play.add_argument("--deals", type=deal_count, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--players", type=three_players(PLAYERS, "player", PLAYERS_TEXT),
                      default=["medium"] * 3,
                      help="one player or three, comma separated: a level or a character key")
    play.add_argument("--limit", type=int, choices=GAME_LIMITS, default=10,
                      help="the bullet each player plays to")
    args = parser.parse_args(argv)
    from cardsuite.games.pref.selfplay import selfplay

    report = selfplay(args.deals, args.seed, args.players, args.limit)
    sys.stdout.write("\n".join(report.lines(args.players)) + "\n")
    return 0


if __name__ == "__main__":
    from cardsuite.engine.cli import run

    raise SystemExit(run(main))
