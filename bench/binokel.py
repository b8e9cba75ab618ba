"""Binokel bots (Jim and Cathy): time per card decision, and strength as a duplicate match.

The match (see :mod:`duplicate`) plays every deal three times with the seats
rotated; the score is points per game (melds, tricks, the solo's result) with
a 95 % confidence interval.  Goal (issue 5): the strongest level needs a median
≤ 1 s per decision; the match between levels is reported.  Goal (issue 16): the
bidding by expected score ("strong") beats the bidding before it ("previous",
the same card play) significantly; sparing the trump ace in the partner's trick
("strong") does not lose against the play before it ("unguarded", the same
bidding): the mean is reported with its interval, which must not lie below 0.

Environment: ``BENCH_BINOKEL_DEALS`` (default 300) deals per pairing,
``BENCH_BINOKEL_WORKERS`` processes (default: the number of cores),
``BENCH_BINOKEL_PAIRS`` which pairings (default strong-previous, strong-unguarded,
strong-medium, medium-easy, strong-simple).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from duplicate import decision_times, duplicate  # noqa: E402

DECISION_MEDIAN_GOAL = 1.0


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_BINOKEL_DEALS", "300"))
    workers = int(os.environ.get("BENCH_BINOKEL_WORKERS", str(os.cpu_count() or 1)))
    pairs = [("strong", "previous"), ("strong", "unguarded"), ("strong", "medium"),
             ("medium", "easy"), ("strong", "simple")]
    chosen = os.environ.get("BENCH_BINOKEL_PAIRS")
    if chosen:
        pairs = [tuple(pair.split("-", 1)) for pair in chosen.split(",")]
    results = []
    began = time.perf_counter()
    times = decision_times("binokel", "strong", max(3, deals // 50), 4242)
    median = times[len(times) // 2]
    results.append(Result(
        "binokel: strong bot, time per card", round(median, 3), "s (median)",
        f"<= {DECISION_MEDIAN_GOAL:g} s", median <= DECISION_MEDIAN_GOAL,
        f"max {times[-1]:.2f} s over {len(times)} decisions "
        f"({time.perf_counter() - began:.0f} s)"))
    for first, second in pairs:
        match = duplicate("binokel", first, second, deals, 7, workers)
        if second == "unguarded":  # a rule of play: it must not cost, it need not gain
            goal, met = ">= 0 (not significantly below)", match.mean + match.half >= 0
        else:
            goal, met = "> 0 significantly", match.mean - match.half > 0
        results.append(Result(
            f"binokel: {first} vs {second}", round(match.mean, 2), "points/game",
            goal, met, match.detail(workers)))
    return results


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
