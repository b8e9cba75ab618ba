"""Skat bots: time per card decision of the strongest level, and strength as a duplicate match.

A duplicate match plays every deal three times with the seats rotated: one
seat held by the level under test, the other two by its opponent level, so
each level holds every hand of the deal; luck of the cards cancels out.  Per
deal the score is, seat by seat, what the first level made with that hand
minus what the second level made with it (the mean of its two turns there),
averaged over the three seats: points per game on the standard list, with a
95 % confidence interval over the deals.  Goals (issue 4): the strongest level
needs a median ≤ 1 s and at most 3 s per decision; it beats the simple
rule-based player by a significant margin (the interval lies above zero).

The deals are independent, so they are spread over worker processes (one per
core); every deal is seeded, so the result does not depend on the number of
workers.  Environment: ``BENCH_SKAT_DEALS`` (default 1 000) deals per
pairing, ``BENCH_SKAT_STRONG`` the level measured as the strongest (default
"strong"), ``BENCH_SKAT_WORKERS`` processes (default: the number of cores),
``BENCH_SKAT_PAIRS`` which pairings to play (default all, e.g.
"strong-simple,medium-easy").
"""

from __future__ import annotations

import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cardsuite.games.skat.game import Options  # noqa: E402
from cardsuite.games.skat.selfplay import Report, deal_numbers, play_deal  # noqa: E402

DECISION_MEDIAN_GOAL = 1.0
DECISION_MAX_GOAL = 3.0


def deal_difference(job: tuple[int, int, str, str, int]) -> float:
    """One deal of the match: ``first``'s points per game minus ``second``'s, seat by seat."""
    index, number, first, second, seed = job
    mine = [0] * 3  # first's score in each seat
    theirs = [0] * 3  # second's scores in each seat, summed over its two turns there
    for hero in range(3):
        levels = [second] * 3
        levels[hero] = first
        scores = play_deal(number, index % 3, levels, Options(), seed + index).scores()
        for seat in range(3):
            if seat == hero:
                mine[seat] += scores[seat]
            else:
                theirs[seat] += scores[seat]
    return sum(mine[seat] - theirs[seat] / 2 for seat in range(3)) / 3


def duplicate(first: str, second: str, deals: int, seed: int,
              workers: int = 1) -> tuple[float, float, int]:
    """Points per game of ``first`` minus ``second``, the 95 % interval's half-width, deals."""
    jobs = [(index, number, first, second, seed)
            for index, number in enumerate(deal_numbers(seed, deals))]
    differences: list[float] = []
    began = time.perf_counter()
    with multiprocessing.Pool(workers) if workers > 1 else _Serial() as pool:
        for difference in pool.imap(deal_difference, jobs):
            differences.append(difference)
            if len(differences) % 50 == 0:
                mean = statistics.fmean(differences)
                print(f"bench: {first} vs {second}: {len(differences)} deals, "
                      f"{mean:+.2f} points/game ({time.perf_counter() - began:.0f} s)",
                      file=sys.stderr, flush=True)
    mean = statistics.fmean(differences)
    spread = statistics.stdev(differences) if len(differences) > 1 else 0.0
    return mean, 1.96 * spread / math.sqrt(len(differences)), len(differences)


class _Serial:
    """The pool's interface in this process (one worker: no processes to start)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None

    @staticmethod
    def imap(function, jobs):
        return map(function, jobs)


def decision_times(level: str, deals: int, seed: int) -> list[float]:
    report = Report()
    for index, number in enumerate(deal_numbers(seed, deals)):
        play_deal(number, index % 3, [level] * 3, Options(), seed + index, report)
    return report.decision_times[level]


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_SKAT_DEALS", "1000"))
    strong = os.environ.get("BENCH_SKAT_STRONG", "strong")
    workers = int(os.environ.get("BENCH_SKAT_WORKERS", str(os.cpu_count() or 1)))
    pairs = [(strong, "simple"), ("simple", "random"), ("medium", "easy")]
    chosen = os.environ.get("BENCH_SKAT_PAIRS")
    if chosen:
        pairs = [tuple(pair.split("-", 1)) for pair in chosen.split(",")]
    results = []
    began = time.perf_counter()
    times = sorted(decision_times(strong, max(3, deals // 100), 4242))
    median = times[len(times) // 2]
    results.append(Result(
        f"skat: {strong} bot, time per card", round(median, 3), "s (median)",
        f"<= {DECISION_MEDIAN_GOAL:g} s, max <= {DECISION_MAX_GOAL:g} s",
        median <= DECISION_MEDIAN_GOAL and times[-1] <= DECISION_MAX_GOAL,
        f"max {times[-1]:.2f} s over {len(times)} decisions "
        f"({time.perf_counter() - began:.0f} s)"))
    for first, second in pairs:
        began = time.perf_counter()
        mean, half, count = duplicate(first, second, deals, 7, workers)
        results.append(Result(
            f"skat: {first} vs {second}", round(mean, 2), "points/game",
            "> 0 significantly", mean - half > 0,
            f"95 % interval {mean - half:+.2f} … {mean + half:+.2f} over {count} deals "
            f"x 3 seatings, {workers} workers ({time.perf_counter() - began:.0f} s)"))
    return results


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
