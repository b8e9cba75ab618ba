"""Command line for Vierfrei: deals and the solver.

``deal N``
    Microsoft FreeCell deal ``N`` (1 … 2^31 − 1) in the common solver board
    format: one line per column, the card furthest back first.

``solve N`` | ``solve N-M`` | ``solve --board FILE`` (``-`` for standard input)
    One line of single-card moves in standard notation — columns ``1``–``8``,
    free cells ``a``–``d``, foundation ``h`` (``8h 1a 15``) — and exit 0;
    ``unsolvable`` and exit 1 when the search proved it; ``unknown`` and exit 2
    when the limit stopped it.  A range prints ``N: …`` per deal and exits 0
    if every deal was decided (solved or proved unsolvable), else 2.
    ``--limit`` caps the positions searched (default 200 000), ``--exhaustive``
    searches until the answer is proved, ``--json`` prints one JSON object per
    deal (verdict, moves, positions, seconds).  A malformed board is reported
    with the line it is on, exit 64.
"""

from __future__ import annotations

import argparse
import json
import sys

from cardsuite.engine.cli import read_text
from cardsuite.engine.deal_range import MS_DEAL_MAX, deal_number_argument
from cardsuite.games.vierfrei.rules import Position
from cardsuite.games.vierfrei.solver import DEFAULT_LIMIT, Solution, Verdict, solve

EXIT_CODES = {Verdict.SOLVED: 0, Verdict.UNSOLVABLE: 1, Verdict.UNKNOWN: 2}
EXIT_BAD_BOARD = 64  # EX_DATAERR


def deal_range(text: str) -> tuple[int, int]:
    """``N`` or ``N-M``: the deals to solve."""
    first, dash, last = text.partition("-")
    low = deal_number_argument(first)
    high = deal_number_argument(last) if dash else low
    if high < low:
        raise argparse.ArgumentTypeError(f"the range {text} runs backwards")
    return low, high


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"the limit must be at least 1, not {value}")
    return value


def report(solution: Solution, deal: int | None, as_json: bool, prefix: bool) -> str:
    if as_json:
        document = {"verdict": solution.verdict.value,
                    "moves": [move.notation for move in solution.moves],
                    "positions": solution.positions, "seconds": round(solution.seconds, 4)}
        if deal is not None:
            document = {"deal": deal, **document}
        return json.dumps(document)
    return f"{deal}: {solution.notation}" if prefix else solution.notation


def read_board(name: str) -> str:
    """The board in ``name`` (``-``: standard input), a UTF-8 byte-order mark dropped;
    a file longer than any board (``/dev/zero``) is refused, not read forever."""
    return read_text(name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardsuite.games.vierfrei",
                                     description="Vierfrei patience from the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    deal = commands.add_parser("deal", help="print a deal in the solver board format")
    deal.add_argument("number", type=deal_number_argument, help=f"deal number, 1 … {MS_DEAL_MAX}")
    solver = commands.add_parser("solve", help="solve deals or a board")
    what = solver.add_mutually_exclusive_group(required=True)
    what.add_argument("deals", nargs="?", type=deal_range, help="a deal number N or a range N-M")
    what.add_argument("--board", metavar="FILE", help="a board file, - for standard input")
    solver.add_argument("--limit", type=positive, default=DEFAULT_LIMIT,
                        help=f"positions to search before answering unknown ({DEFAULT_LIMIT})")
    solver.add_argument("--exhaustive", action="store_true",
                        help="search until the answer is proved, however long it takes")
    solver.add_argument("--json", action="store_true", help="one JSON object per deal")
    args = parser.parse_args(argv)

    if args.command == "deal":
        sys.stdout.write(Position.deal(args.number).board())
        return 0

    limit = None if args.exhaustive else args.limit
    if args.board is not None:
        try:
            position = Position.from_board(read_board(args.board))
        except OSError as error:
            print(f"cannot read {args.board}: {error.strerror or error}", file=sys.stderr)
            return EXIT_BAD_BOARD
        except (ValueError, UnicodeDecodeError) as error:  # InputTooLong too
            print(f"{'standard input' if args.board == '-' else args.board}: {error}",
                  file=sys.stderr)
            return EXIT_BAD_BOARD
        solution = solve(position, limit)
        print(report(solution, None, args.json, prefix=False))
        return EXIT_CODES[solution.verdict]

    low, high = args.deals
    undecided = False
    last = Verdict.SOLVED
    for number in range(low, high + 1):
        solution = solve(Position.deal(number), limit)
        print(report(solution, number, args.json, prefix=high > low), flush=True)
        undecided |= solution.verdict is Verdict.UNKNOWN
        last = solution.verdict
    if high > low:
        return 2 if undecided else 0
    return EXIT_CODES[last]


if __name__ == "__main__":
    from cardsuite.engine.cli import run

    raise SystemExit(run(main))
