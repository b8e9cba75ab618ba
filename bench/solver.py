"""The Vierfrei solver over Microsoft deals 1 … 1 000 (or 1 … 32 000), against Freecell Solver.

Goals (issue 3): every deal solved; median ≤ 50 ms a deal; total time at most
20 × Freecell Solver's on the same deals in the same run (when ``fc-solve`` is
installed: Debian's ``freecell-solver-bin``, run with its fast ``-l lg``
preset); deal 11982 proved unsolvable in ≤ 5 s.

``python bench/solver.py [LAST]`` prints the table alone; ``BENCH_SOLVER_LAST``
sets the last deal for ``make bench`` (default 1 000; 32 000 for the long run).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardsuite.games.vierfrei.rules import Position  # noqa: E402
from cardsuite.games.vierfrei.solver import Verdict, solve  # noqa: E402

MEDIAN_GOAL_MS = 50.0
RATIO_GOAL = 20.0
UNSOLVABLE_GOAL_S = 5.0
KNOWN_UNSOLVABLE = {11982}


def ours(last: int) -> dict:
    times, positions, lengths = [], [], []
    unsolved = []
    for number in range(1, last + 1):
        position = Position.deal(number)
        began = time.perf_counter()
        solution = solve(position, limit=None if number in KNOWN_UNSOLVABLE else 200_000)
        times.append(time.perf_counter() - began)
        positions.append(solution.positions)
        if solution.verdict is Verdict.SOLVED:
            lengths.append(len(solution.moves))
        elif not (number in KNOWN_UNSOLVABLE and solution.verdict is Verdict.UNSOLVABLE):
            unsolved.append(number)
    ordered = sorted(times)
    return {
        "total": sum(times),
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": ordered[int(len(ordered) * 0.95) - 1] * 1000,
        "max_ms": ordered[-1] * 1000,
        "positions_median": statistics.median(positions),
        "length_median": statistics.median(lengths) if lengths else 0,
        "unsolved": unsolved,
    }


def freecell_solver(last: int) -> float | None:
    """Seconds Freecell Solver takes for deals 1 … last in one process, or None if absent."""
    tool = shutil.which("freecell-solver-range-parallel-solve")
    if tool is None:
        return None
    began = time.perf_counter()
    subprocess.run([tool, "1", str(last), str(last), "-l", "lg"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - began


def run():
    from run import Result

    last = int(os.environ.get("BENCH_SOLVER_LAST", "1000"))
    mine = ours(last)
    reference = freecell_solver(last)
    began = time.perf_counter()
    proof = solve(Position.deal(11982), limit=None)
    proof_seconds = time.perf_counter() - began
    results = [
        Result(f"solver: deals 1-{last} solved", last - len(mine["unsolved"]), "deals",
               f"= {last}", not mine["unsolved"],
               f"unsolved: {mine['unsolved'] or 'none'} (11982 counts as decided when proved)"),
        Result("solver: median time a deal", round(mine["median_ms"], 2), "ms",
               f"<= {MEDIAN_GOAL_MS:g} ms", mine["median_ms"] <= MEDIAN_GOAL_MS,
               f"95th percentile {mine['p95_ms']:.1f} ms, slowest {mine['max_ms']:.0f} ms, "
               f"total {mine['total']:.1f} s, median {mine['positions_median']:.0f} positions, "
               f"median solution {mine['length_median']:.0f} single-card moves"),
        Result("solver: 11982 proved unsolvable", round(proof_seconds, 2), "s",
               f"<= {UNSOLVABLE_GOAL_S:g} s",
               proof.verdict is Verdict.UNSOLVABLE and proof_seconds <= UNSOLVABLE_GOAL_S,
               f"{proof.verdict.value} after {proof.positions} positions"),
    ]
    if reference is not None:
        ratio = mine["total"] / reference
        results.append(Result("solver: total time / fc-solve", round(ratio, 1), "x",
                              f"<= {RATIO_GOAL:g}x", ratio <= RATIO_GOAL,
                              f"ours {mine['total']:.2f} s, fc-solve -l lg {reference:.2f} s "
                              f"for deals 1-{last}"))
    return results


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import run as bench_run

    sys.modules["run"] = bench_run
    if len(sys.argv) > 1:
        os.environ["BENCH_SOLVER_LAST"] = sys.argv[1]
    bench_run.print_table(run())
