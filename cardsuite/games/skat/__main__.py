"""Command line: ``python -m cardsuite.games.skat selfplay --deals N --seed S [--levels a,b,c]``.

The bots play N deals (dealer rotating) and the totals per seat, the games
won and lost per type and the time per card decision are printed.
"""

from __future__ import annotations

import argparse
import sys

from cardsuite.games.cli import deal_count, three_players
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.bots import BOT_LEVELS as LEVELS
from cardsuite.games.skat.game import Options
from cardsuite.games.skat.selfplay import selfplay


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.skat",
                                     description="Skat from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("selfplay", help="let the bots play deals")
    play.add_argument("--deals", type=deal_count, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--levels", type=three_players(LEVELS, "level", ", ".join(LEVELS)),
                      default=["medium"] * 3,
                      help=f"one level or three, comma separated: {', '.join(LEVELS)}")
    play.add_argument("--rules", choices=("isko", "amiga"), default="isko")
    args = parser.parse_args(argv)
    options = Options(rule_set=RuleSet.ISKO if args.rules == "isko" else RuleSet.AMIGA)
    report = selfplay(args.deals, args.seed, args.levels, options)
    sys.stdout.write("\n".join(report.lines(args.levels)) + "\n")
    return 0


if __name__ == "__main__":
    from cardsuite.engine.cli import run

    raise SystemExit(run(main))
