"""Command line: ``python -m cardsuite.games.vierfrei deal N``.

``deal N`` prints Microsoft FreeCell deal ``N`` (1 … 2^31 − 1) in the common
solver board format: one line per column, the card furthest back first.
"""

from __future__ import annotations

import argparse
import sys

from cardsuite.engine.rng import MS_DEAL_MAX, deal_number_argument
from cardsuite.games.vierfrei.rules import Position


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.vierfrei",
                                     description="Vierfrei patience from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    deal = commands.add_parser("deal", help="print a deal in the solver board format")
    deal.add_argument("number", type=deal_number_argument, help=f"deal number, 1 … {MS_DEAL_MAX}")
    args = parser.parse_args(argv)
    if args.command == "deal":
        sys.stdout.write(Position.deal(args.number).board())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
