"""PrefClub realism: how the strongest bots bid, declare and whist, against issue 16's goals.

The strongest level ("strong") plays every seat of ``BENCH_PREF_REALISM_DEALS``
deals (default 1 000) and the benchmark reports:

- the share of contracts the **declarer makes** (a contract nobody whists
  stands and counts as made; a Miser is made with no trick) — goal ≥ 78 %;
- the share of **no-trump contracts made** (Miser apart) — goal ≥ 65 %;
- the share of **ALL PASS** deals — goal 5–25 %;
- how often a defender **whists** when he may choose (not against 10 tricks,
  not the forced whist of a 6♠), overall and against 7 and 8 — reported (the
  goal is to whist by expected value).

Measured before the bidding was reworked (issue 16): 63.7 % made over 300 deals
of the Damen and Kartenhaie (Versager table 37.9 %), no trumps 28 %, ALL PASS
14 %, defenders whist 83.5 % (100 % at 7 and 8).  After the no-trump model was
refitted (issue 16), 1 000 deals: made 80.4 %, no trumps 66.7 % (42
contracts), ALL PASS 15.4 %, whist 69.3 % (98 % at 7 and 8).  Whisting by
value (issue 16): made 81.3 %, no trumps 64.3 % (27 of the same 42), ALL PASS
15.4 %, whist 52.9 % (85 % at 7 and 8).  Every deal is
recorded as it is played (:mod:`records`), so a run of 1 000 deals can be made
in pieces.

Environment: ``BENCH_PREF_REALISM_DEALS`` deals, ``BENCH_PREF_STRONG`` the bot key
(default "strong"), ``BENCH_PREF_WORKERS`` processes (default: the cores).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

MADE_GOAL = 78.0
NO_TRUMPS_GOAL = 65.0
ALL_PASS_GOALS = (5.0, 25.0)
SEED = 43


def play(job: tuple[int, int, int, str]) -> dict:
    """One deal by ``key`` in every seat: what was declared, made and whisted."""
    from cardsuite.games.pref.contract import SUIT_STRAINS
    from cardsuite.games.pref.game import AllPassResult, MiserResult
    from cardsuite.games.pref.selfplay import play_deal

    index, number, seed, key = job
    outcome = play_deal(number, index % 3, [key] * 3, seed + index).outcome()
    if isinstance(outcome, AllPassResult):
        return {"kind": "all pass"}
    if isinstance(outcome, MiserResult):
        return {"kind": "miser", "made": outcome.tricks_taken == 0}
    contract = outcome.contract
    # A defender chooses below 10 tricks, except the 6♠ both must whist.
    free = contract.level < 10 and not (contract.level == 6
                                        and contract.strain == SUIT_STRAINS[0])
    return {"kind": "contract", "level": contract.level, "no trumps": contract.no_trumps,
            "made": outcome.stands or outcome.tricks[outcome.declarer] >= contract.level,
            "whists": sum(outcome.whists) if free else None}


def summary(rows: list[dict]) -> dict[str, float]:
    """The realism figures of played deals (see the module docstring), in percent."""
    contracts = [row for row in rows if row["kind"] != "all pass"]
    no_trumps = [row for row in contracts if row["kind"] == "contract" and row["no trumps"]]
    free = [row for row in contracts if row["kind"] == "contract" and row["whists"] is not None]
    high = [row for row in free if row["level"] in (7, 8)]

    def share(part: list[dict], of: list[dict]) -> float:
        return 100.0 * len(part) / max(len(of), 1)

    return {
        "contracts": len(contracts),
        "made": share([row for row in contracts if row["made"]], contracts),
        "no trumps made": share([row for row in no_trumps if row["made"]], no_trumps),
        "no trumps": len(no_trumps),
        "all pass": share([row for row in rows if row["kind"] == "all pass"], rows),
        "whist": 100.0 * sum(row["whists"] for row in free) / max(2 * len(free), 1),
        "whist at 7 and 8": 100.0 * sum(row["whists"] for row in high) / max(2 * len(high), 1),
    }


def measure(deals: int, key: str, workers: int) -> tuple[list[dict], dict]:
    from records import Record, fingerprint

    from cardsuite.engine.deals import deal_numbers

    jobs = [(i, (i, n, SEED, key)) for i, n in enumerate(deal_numbers(SEED, deals))]
    record = Record(f"pref-realism-{key}",
                    fingerprint(["cardsuite.games.pref.selfplay"], [play]), {"seed": SEED})
    began = time.perf_counter()
    rows = list(record.play(jobs, play, workers, "pref realism"))
    return rows, {"seconds": time.perf_counter() - began, "recorded": record.recorded}


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_PREF_REALISM_DEALS", "1000"))
    key = os.environ.get("BENCH_PREF_STRONG", "strong")
    workers = int(os.environ.get("BENCH_PREF_WORKERS", str(os.cpu_count() or 1)))
    rows, extra = measure(deals, key, workers)
    figures = summary(rows)
    about = (f"{figures['contracts']:.0f} contracts of {len(rows)} deals, {key} in every seat "
             f"({len(rows) - extra['recorded']} played now in {extra['seconds']:.0f} s, "
             f"{extra['recorded']} from records)")
    low, high = ALL_PASS_GOALS
    return [
        Result("pref realism: declarer makes the contract", round(figures["made"], 1), "%",
               f">= {MADE_GOAL:g} %", figures["made"] >= MADE_GOAL,
               f"before issue 16: 63.7 % (Versager table 37.9 %); {about}"),
        Result("pref realism: no-trump contracts made", round(figures["no trumps made"], 1),
               "%", f">= {NO_TRUMPS_GOAL:g} %", figures["no trumps made"] >= NO_TRUMPS_GOAL,
               f"{figures['no trumps']:.0f} no-trump contracts; before issue 16: 28 %"),
        Result("pref realism: ALL PASS deals", round(figures["all pass"], 1), "%",
               f"{low:g}-{high:g} %", low <= figures["all pass"] <= high,
               "before issue 16: 14 %"),
        Result("pref realism: defenders whist", round(figures["whist"], 1), "%", "reported",
               True, f"at 7 and 8: {figures['whist at 7 and 8']:.0f} % (before issue 16: "
                     f"83.5 %, 100 % at 7 and 8)"),
    ]


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
