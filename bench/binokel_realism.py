"""Binokel realism: how the strongest bots bid and declare, against the goals of issue 16.

The strongest level plays every seat of ``BENCH_BINOKEL_REALISM_DEALS`` deals
(default 1 000; the 1992 rules) and the benchmark reports, of the deals with a
solo player (not thrown in):

- how often the solo player **goes out** (Abgehen) — goal ≤ 8 %;
- how many **contracts are made**, of all contracts (a game gone out of is a
  contract not made) — goal ≥ 82 %;
- how many solo players held **≤ 60 meld before the Dabb** (their twelve dealt
  cards with their best trump) and their mean bid — reported;
- the **mean winning bid**, and what the solo players made when they played
  the game out (melds + tricks + pressed cards) — reported;
- the time per card of the strongest level — slowest ≤ 3 s (issue 16; the
  median is reported).

Measured on 400 deals before the bidding was reworked (issue 16): gone out 18 %,
made 73.5 %, ≤ 60 meld 30 % at a mean bid of 259, mean winning bid 276 (made
367 when played out); on 1 000 deals (commit 15eab4d) 19.6 %, 70.4 %, 31.5 %
at 255, 274 (359), slowest card 2.71 s.  With the bidding by expected score
and a make chance of 0.7 (see :mod:`cardsuite.games.binokel.bots`), 1 000
deals: 5.7 %, 86.5 %, 27.9 % at 217, 238 (345), slowest card 2.09 s.  Every
deal is recorded as it is played (:mod:`records`), so a run of 1 000 deals can
be made in pieces.

Environment: ``BENCH_BINOKEL_REALISM_DEALS`` deals, ``BENCH_BINOKEL_STRONG`` the
level (default "strong"), ``BENCH_BINOKEL_WORKERS`` processes (default: the
cores).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

GONE_OUT_GOAL = 8.0
MADE_GOAL = 82.0
DECISION_MAX_GOAL = 3.0
SEED = 41


def play(job: tuple[int, int, int, str]) -> dict:
    """One deal by the level in every seat: the contract, how it ended, the time per card."""
    from cardsuite.games.binokel.game import Deal
    from cardsuite.games.binokel.melds import best_meld_points
    from cardsuite.games.binokel.options import Options
    from cardsuite.games.binokel.selfplay import Report, play_deal

    index, number, seed, level = job
    report = Report()
    dealer = index % 3
    deal = play_deal(number, dealer, [level] * 3, Options(), seed + index, report)
    out: dict = {"times": [round(t, 4) for t in report.decision_times[level]],
                 "solo": deal.solo is not None and not deal.redeal}
    if out["solo"]:
        dealt = Deal(number, dealer, Options()).hands[deal.solo]  # the same cards, as dealt
        out.update(bid=deal.bid, gone_out=deal.gone_out,
                   made=bool(deal.result is not None and deal.result.won),
                   meld_before=best_meld_points(dealt),
                   solo_points=None if deal.gone_out else deal.result.solo_points)
    return out


def measure(deals: int, level: str, workers: int) -> tuple[list[dict], dict]:
    from records import Record, fingerprint

    from cardsuite.engine.deals import deal_numbers

    jobs = [(i, (i, n, SEED, level)) for i, n in enumerate(deal_numbers(SEED, deals))]
    record = Record(f"binokel-realism-{level}",
                    fingerprint(["cardsuite.games.binokel.selfplay"], [play]), {"seed": SEED})
    began = time.perf_counter()
    rows = list(record.play(jobs, play, workers, "binokel realism"))
    return rows, {"seconds": time.perf_counter() - began, "recorded": record.recorded}


def summary(rows: list[dict]) -> dict[str, float]:
    """The realism figures of played deals (see the module docstring), in percent and points."""
    games = [row for row in rows if row["solo"]]
    count = max(len(games), 1)
    weak = [row for row in games if row["meld_before"] <= 60]
    played = [row for row in games if not row["gone_out"]]
    return {
        "games": len(games),
        "gone out": 100.0 * sum(row["gone_out"] for row in games) / count,
        "made": 100.0 * sum(row["made"] for row in games) / count,
        "weak": 100.0 * len(weak) / count,
        "weak bid": sum(row["bid"] for row in weak) / max(len(weak), 1),
        "bid": sum(row["bid"] for row in games) / count,
        "made points": sum(row["solo_points"] for row in played) / max(len(played), 1),
    }


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_BINOKEL_REALISM_DEALS", "1000"))
    level = os.environ.get("BENCH_BINOKEL_STRONG", "strong")
    workers = int(os.environ.get("BENCH_BINOKEL_WORKERS", str(os.cpu_count() or 1)))
    rows, extra = measure(deals, level, workers)
    figures = summary(rows)
    about = (f"{figures['games']:.0f} games of {len(rows)} deals, {level} in every seat "
             f"({len(rows) - extra['recorded']} played now in {extra['seconds']:.0f} s, "
             f"{extra['recorded']} from records)")
    times = sorted(t for row in rows for t in row["times"])
    return [
        Result("binokel realism: solo player goes out", round(figures["gone out"], 1), "%",
               f"<= {GONE_OUT_GOAL:g} %", figures["gone out"] <= GONE_OUT_GOAL,
               f"400 deals before issue 16: 18 %; {about}"),
        Result("binokel realism: contracts made", round(figures["made"], 1), "%",
               f">= {MADE_GOAL:g} %", figures["made"] >= MADE_GOAL,
               f"going out counts as not made; 400 deals before issue 16: 73.5 %; {about}"),
        Result("binokel realism: solo with <= 60 meld before the Dabb",
               round(figures["weak"], 1), "%", "reported", True,
               f"their mean bid {figures['weak bid']:.0f} (before issue 16: 30 % at 259)"),
        Result("binokel realism: mean winning bid", round(figures["bid"], 1), "points",
               "reported", True,
               f"made when played out {figures['made points']:.0f} (before issue 16: 276, "
               f"made 367)"),
        Result(f"binokel: {level} bot, time per card", round(times[len(times) // 2], 3),
               "s (median)", f"max <= {DECISION_MAX_GOAL:g} s", times[-1] <= DECISION_MAX_GOAL,
               f"max {times[-1]:.2f} s over {len(times)} cards"),
    ]


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
