"""Skat bots: time per card decision of the strongest level, and strength as a duplicate match.

A duplicate match plays every deal three times with the seats rotated, so
each level holds each hand once; luck of the cards cancels out.  The score is
the points per game (standard list) each level makes, with a 95 % confidence
interval over the deals.  Goals (issue 4): the strongest level needs a median
≤ 1 s and at most 3 s per decision; it beats the simple rule-based player by
a significant margin (the interval of the difference lies above zero).

Environment: ``BENCH_SKAT_DEALS`` (default 1 000) deals per pairing,
``BENCH_SKAT_STRONG`` the level measured as the strongest (default "strong").
"""

from __future__ import annotations

import math
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


def duplicate(first: str, second: str, deals: int, seed: int) -> tuple[float, float, float]:
    """Points per game of ``first`` minus ``second`` with a 95 % interval half-width.

    Each deal is played with ``first`` in one seat and ``second`` in the other
    two, in all three rotations, and the same with the roles swapped; the
    difference of ``first``'s and ``second``'s average score per game is
    collected per deal.
    """
    differences = []
    for index, number in enumerate(deal_numbers(seed, deals)):
        gain = 0.0
        for hero in range(3):
            for mine, theirs in ((first, second), (second, first)):
                levels = [theirs] * 3
                levels[hero] = mine
                deal = play_deal(number, index % 3, levels, Options(), seed + index)
                score = deal.scores()[hero]
                gain += score if mine == first else -score
        differences.append(gain / 6.0)
    mean = statistics.fmean(differences)
    spread = statistics.stdev(differences) if len(differences) > 1 else 0.0
    return mean, 1.96 * spread / math.sqrt(len(differences)), len(differences)


def decision_times(level: str, deals: int, seed: int) -> list[float]:
    report = Report()
    for index, number in enumerate(deal_numbers(seed, deals)):
        play_deal(number, index % 3, [level] * 3, Options(), seed + index, report)
    return report.decision_times[level]


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_SKAT_DEALS", "1000"))
    strong = os.environ.get("BENCH_SKAT_STRONG", "strong")
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
    for first, second in ((strong, "simple"), ("simple", "random"), ("medium", "easy")):
        began = time.perf_counter()
        mean, half, count = duplicate(first, second, deals, 7)
        results.append(Result(
            f"skat: {first} vs {second}", round(mean, 2), "points/game",
            "> 0 significantly", mean - half > 0,
            f"95 % interval {mean - half:+.2f} … {mean + half:+.2f} over {count} deals "
            f"x 6 seatings ({time.perf_counter() - began:.0f} s)"))
    return results


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
