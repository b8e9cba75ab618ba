"""Command line: ``python -m cardsuite.games.binokel selfplay --deals N --seed S [--levels a,b,c]``.

Rule options: ``--bid-reached-wins``, ``--double-loss``, ``--abgehen-30``,
``--meld-by-hand``, ``--sevens`` (the 48-card game with sevens), ``--diss-pressed`` (with
sevens, a pressed Diß still melds) and ``--round-points`` (card points rounded to tens).

The bots play N deals (dealer rotating) and the totals per seat, the solo
games won, lost and gone out of per seat, and the time per card decision are
printed.
"""

from __future__ import annotations

import argparse
import sys

from cardsuite.games.binokel.bots import BOT_LEVELS as LEVELS
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.selfplay import selfplay
from cardsuite.games.cli import deal_count, three_players


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.binokel",
                                     description="Binokel from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("selfplay", help="let the bots play deals")
    play.add_argument("--deals", type=deal_count, default=100)
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--levels", type=three_players(LEVELS, "level", ", ".join(LEVELS)),
                      default=["medium"] * 3,
                      help=f"one level or three, comma separated: {', '.join(LEVELS)}")
    play.add_argument("--bid-reached-wins", action="store_true",
                      help="the solo player wins with melds + tricks >= bid (1992: >)")
    play.add_argument("--double-loss", action="store_true", help="a lost game costs 2 x bid")
    play.add_argument("--abgehen-30", action="store_true",
                      help="going out gives the others 30 (1992: 40)")
    play.add_argument("--meld-by-hand", action="store_true",
                      help="every seat declares its melds (the bots declare their best)")
    play.add_argument("--sevens", action="store_true",
                      help="48 cards with sevens: 15 each, a Dabb of 3, the trump seven "
                           "(Diss) melds 10")
    play.add_argument("--diss-pressed", action="store_true",
                      help="with sevens: a trump seven the solo player pressed still melds")
    play.add_argument("--double-family-1500", action="store_true",
                      help="a double family counts 1500, trump or not (1992: 200 / 1000)")
    play.add_argument("--round-points", action="store_true",
                      help="each seat's card points rounded to the nearest ten (a five up)")
    args = parser.parse_args(argv)
    options = Options(bid_reached_wins=args.bid_reached_wins, double_loss=args.double_loss,
                      abgehen_30=args.abgehen_30, meld_by_hand=args.meld_by_hand,
                      sevens=args.sevens, round_points=args.round_points,
                      diss_pressed=args.diss_pressed,
                      double_family_1500=args.double_family_1500)
    report = selfplay(args.deals, args.seed, args.levels, options)
    sys.stdout.write("\n".join(report.lines(args.levels)) + "\n")
    return 0


if __name__ == "__main__":
    from cardsuite.engine.cli import run

    raise SystemExit(run(main))
