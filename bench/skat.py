"""Skat bots: time per card decision of the strongest level, and strength as a duplicate match.

The match (see :mod:`duplicate`) plays every deal three times with the seats
rotated; the score is points per game on the standard list with a 95 %
confidence interval.  Goals (issue 4, issue 14): the strongest level needs a
median ≤ 1 s and at most 3 s per card (bench/skat_realism.py times every kind
of decision, bidding included, against ≤ 0.5 s / 3 s); it beats the simple
rule-based player, the previous strongest ("previous": the threshold bidding
and card play for average points, see bots.ThresholdBot) and the next level
by a significant margin (the interval lies above zero), and the levels are
ordered.

Environment: ``BENCH_SKAT_DEALS`` (default 1 000) deals per pairing,
``BENCH_SKAT_STRONG`` the level measured as the strongest (default
"strong"), ``BENCH_SKAT_WORKERS`` processes (default: the number of cores),
``BENCH_SKAT_PAIRS`` which pairings to play (default strong-simple,
strong-previous, strong-medium, medium-easy, simple-random; e.g.
"strong-previous").  "strong" bids by simulation (bots.SIMULATED_LEVELS).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from duplicate import decision_times, duplicate  # noqa: E402

DECISION_MEDIAN_GOAL = 1.0
DECISION_MAX_GOAL = 3.0


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_SKAT_DEALS", "1000"))
    strong = os.environ.get("BENCH_SKAT_STRONG", "strong")
    workers = int(os.environ.get("BENCH_SKAT_WORKERS", str(os.cpu_count() or 1)))
    pairs = [(strong, "simple"), (strong, "previous"), (strong, "medium"), ("medium", "easy"),
             ("simple", "random")]
    chosen = os.environ.get("BENCH_SKAT_PAIRS")
    if chosen:
        pairs = [tuple(pair.split("-", 1)) for pair in chosen.split(",")]
    results = []
    began = time.perf_counter()
    times = decision_times("skat", strong, max(3, deals // 100), 4242)
    median = times[len(times) // 2]
    results.append(Result(
        f"skat: {strong} bot, time per card", round(median, 3), "s (median)",
        f"<= {DECISION_MEDIAN_GOAL:g} s, max <= {DECISION_MAX_GOAL:g} s",
        median <= DECISION_MEDIAN_GOAL and times[-1] <= DECISION_MAX_GOAL,
        f"max {times[-1]:.2f} s over {len(times)} decisions "
        f"({time.perf_counter() - began:.0f} s)"))
    for first, second in pairs:
        match = duplicate("skat", first, second, deals, 7, workers)
        results.append(Result(
            f"skat: {first} vs {second}", round(match.mean, 2), "points/game",
            "> 0 significantly", match.mean - match.half > 0, match.detail(workers)))
    return results


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
