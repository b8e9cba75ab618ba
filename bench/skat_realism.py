"""Skat realism: how the strongest bots bid and declare, against human tournament statistics.

The strongest level plays every seat of ``BENCH_SKAT_REALISM_DEALS`` deals
(default 1 000; ISkO rules, a new deal when all pass as at tournaments) and the benchmark reports
what share of the games were Grand, Null, Hand games, won by the declarer and
Schneider, how many deals were passed in, and how often the bidding stopped at
18 — next to what human play shows (the figures of the issue: ISkO tournament
statistics) and the goals.  It also reports the time per decision of every
kind (bidding, Hand, pushing, declaring and card play) of the strongest level.

The human figures come from tournament play, which keeps the Seeger-Fabian
list (+50 a won game, −50 a lost one), so the bots value their games as on
that list here (``BENCH_SKAT_REALISM_LIST=standard`` for the standard list):
what a game is worth decides how boldly a player bids.  For the same reason a deal
that all three pass is dealt again, as the ISkO tournament rules have it
(``BENCH_SKAT_REALISM_ALL_PASS=ramsch``: Ramsch instead, as measured until
3 December 2026): with Ramsch to fear, Vorhand plays hands a tournament player
passes.

Environment: ``BENCH_SKAT_REALISM_DEALS`` deals, ``BENCH_SKAT_STRONG`` the level
(default "strong"), ``BENCH_SKAT_WORKERS`` processes (default: the cores),
``BENCH_SKAT_REALISM_LIST`` "seeger_fabian" (default) or "standard".  Every
deal is recorded as it is played (:mod:`records`), so a run of 1 000 deals can
be made in pieces; the decision times of recorded deals are those of the run
that played them.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

#: (name, human play, low goal, high goal) — shares in percent; None: no bound.
GOALS = (
    ("Grand, of games played", "30-32 %", 20.0, None),
    ("Null (any), of games played", "~6.5 %", 3.0, None),
    ("deals passed in (Ramsch/redeal)", "2-5 %", None, 5.0),
    ("Hand games, of games played", "~13 %", 6.0, None),
    ("declarer wins, of games played", "~82 %", 78.0, 90.0),
    ("Schneider, of games played", "~23 %", None, None),
)
DECISION_MEDIAN_GOAL = 0.5
DECISION_MAX_GOAL = 3.0
SEED = 31


def tournament_options():
    """ISkO rules; all pass: a new deal (or Ramsch, see the module docstring)."""
    from cardsuite.games.skat.game import Options

    return Options(redeal_when_all_pass=os.environ.get("BENCH_SKAT_REALISM_ALL_PASS",
                                                       "redeal") != "ramsch")


def play(job: tuple[int, int, int, str]) -> dict:
    """One deal by the level in every seat: what was played and how long each decision took."""
    from cardsuite.games.skat.rules import GameType
    from cardsuite.games.skat.selfplay import Report, play_deal

    index, number, seed, level = job
    report = Report()
    seeger_fabian = os.environ.get("BENCH_SKAT_REALISM_LIST", "seeger_fabian") != "standard"
    deal = play_deal(number, index % 3, [level] * 3, tournament_options(), seed + index, report,
                     seeger_fabian)
    out = {"times": [round(t, 4) for t in
                     report.decision_times[level] + report.other_times[level]],
           "passed": deal.contract is None, "bid": deal.bid}
    if deal.contract is not None:
        out.update(grand=deal.contract.game_type is GameType.GRAND,
                   null=deal.contract.game_type is GameType.NULL, hand=deal.contract.hand,
                   won=deal.result.won, schneider=deal.result.schneider,
                   value=deal.result.value)
    return out


def measure(deals: int, level: str, workers: int) -> tuple[dict[str, float], list[float], dict]:
    from records import Record, fingerprint

    from cardsuite.engine.deals import deal_numbers

    jobs = [(i, (i, n, SEED, level)) for i, n in enumerate(deal_numbers(SEED, deals))]
    record = Record(f"skat-realism-{level}",
                    fingerprint(["cardsuite.games.skat.selfplay"], [play, tournament_options]),
                    {"seed": SEED, "list": os.environ.get("BENCH_SKAT_REALISM_LIST",
                                                          "seeger_fabian"),
                     "all pass": os.environ.get("BENCH_SKAT_REALISM_ALL_PASS", "redeal")})
    began = time.perf_counter()
    rows = []
    with multiprocessing.Pool(workers) as pool:
        for row in record.run(jobs, lambda js: pool.imap(play, js)):
            rows.append(row)
            if len(rows) % 50 == 0:
                print(f"bench: skat realism: {len(rows)} deals "
                      f"({time.perf_counter() - began:.0f} s)", file=sys.stderr, flush=True)
    games = [r for r in rows if not r["passed"]]
    share = lambda key: 100.0 * sum(1 for r in games if r[key]) / max(len(games), 1)  # noqa: E731
    shares = {
        GOALS[0][0]: share("grand"),
        GOALS[1][0]: share("null"),
        GOALS[2][0]: 100.0 * (len(rows) - len(games)) / max(len(rows), 1),
        GOALS[3][0]: share("hand"),
        GOALS[4][0]: share("won"),
        GOALS[5][0]: share("schneider"),
    }
    times = sorted(t for r in rows for t in r["times"])
    extra = {"games": len(games), "deals": len(rows),
             "at 18": 100.0 * sum(1 for r in games if r["bid"] == 18) / max(len(games), 1),
             "seconds": time.perf_counter() - began, "recorded": record.recorded}
    return shares, times, extra


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_SKAT_REALISM_DEALS", "1000"))
    level = os.environ.get("BENCH_SKAT_STRONG", "strong")
    workers = int(os.environ.get("BENCH_SKAT_WORKERS", str(os.cpu_count() or 1)))
    shares, times, extra = measure(deals, level, workers)
    results = []
    for name, human, low, high in GOALS:
        value = shares[name]
        goal = (f">= {low:g} %" if high is None else f"{low:g}-{high:g} %") if low is not None \
            else (f"<= {high:g} %" if high is not None else "reported")
        passed = (low is None or value >= low) and (high is None or value <= high)
        results.append(Result(f"skat realism: {name}", round(value, 1), "%", goal, passed,
                              f"human play {human}; {extra['games']} games of "
                              f"{extra['deals']} deals, {level} in every seat, "
                              f"{os.environ.get('BENCH_SKAT_REALISM_LIST', 'seeger_fabian')} "
                              f"list"))
    median = times[len(times) // 2]
    results.append(Result(
        f"skat: {level} bot, time per decision", round(median, 3), "s (median)",
        f"<= {DECISION_MEDIAN_GOAL:g} s, max <= {DECISION_MAX_GOAL:g} s",
        median <= DECISION_MEDIAN_GOAL and times[-1] <= DECISION_MAX_GOAL,
        f"max {times[-1]:.2f} s over {len(times)} decisions of every kind; bidding stopped "
        f"at 18 in {extra['at 18']:.0f} % of the games ({extra['deals'] - extra['recorded']} "
        f"deals played now on {workers} workers in {extra['seconds']:.0f} s, "
        f"{extra['recorded']} from records)"))
    return results


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
