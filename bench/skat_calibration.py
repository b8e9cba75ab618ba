"""Skat calibration: how often the strongest bots win the games they declare, by the share of
sampled worlds the simulation saw them win — the data behind ``bots.CALIBRATION``.

The strongest level plays every seat of ``BENCH_SKAT_CALIBRATION_DEALS`` deals
(default 300; ISkO rules, Seeger-Fabian list and a new deal when all pass, as in
``skat_realism``).  When a
declarer declares, the share of the simulation's worlds that the declared
contract wins double-dummy is recorded with the game's result.  Per bin of
that share the benchmark reports how many games were won, beside the chance
the calibration gives the bin's mean share: where they part, the calibration
(``bots.CALIBRATION``, fitted from such bins) is due to be measured again.

Environment: ``BENCH_SKAT_CALIBRATION_DEALS`` deals, ``BENCH_SKAT_WORKERS``
processes (default: the cores); ``BENCH_SKAT_CALIBRATION_ROWS`` a file to write every
game's row to (share, won, kind, Hand, bid), one JSON object a line.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

SEED = 31
#: Bins of the share of worlds won: (name, low, high), high exclusive.
BINS = (("0", 0.0, 0.001), ("over 0 to 0.3", 0.001, 0.3), ("0.3-0.5", 0.3, 0.5),
        ("0.5-0.7", 0.5, 0.7), ("0.7 to under 1", 0.7, 0.999), ("1", 0.999, 1.001))


def play(job: tuple[int, int]) -> dict | None:
    """One deal, "strong" in every seat: the declared contract's share of worlds won, and
    whether it was won (None: passed in, or no share recorded)."""
    from skat_realism import tournament_options

    from cardsuite.games.skat.bots import _card_key, make_bot
    from cardsuite.games.skat.game import Deal, Phase
    from cardsuite.games.skat.rules import GameType

    index, number = job
    deal = Deal(number, index % 3, tournament_options())
    bots = [make_bot("strong", (SEED + index) * 3 + seat, True) for seat in range(3)]
    share = None
    while deal.phase is not Phase.FINISHED:
        seat = deal.to_move
        observation = deal.observation(seat)
        action = bots[seat].act(observation)
        if observation.phase is Phase.DECLARING:
            bot = bots[seat]
            if observation.skat_seen:
                cards12 = tuple(sorted(list(observation.hand) + list(observation.pushed),
                                       key=_card_key))
                evaluation = bot._skat_evaluation(observation, cards12,
                                                  tuple(observation.pushed))
                plans = [p for plans in evaluation.skat_games for p in plans.items()]
            else:
                evaluation = bot._bidding_evaluation(observation)
                plans = list(evaluation.hand_games.items()) if evaluation else []
            for plan, outcomes in plans:
                if plan.contract == action.contract and outcomes:
                    share = evaluation.win_chance(outcomes)
        deal.apply(action)
    if deal.result is None or share is None:
        return None
    game_type = deal.contract.game_type
    kind = ("grand" if game_type is GameType.GRAND
            else "null" if game_type is GameType.NULL else "suit")
    return {"share": share, "won": deal.result.won, "kind": kind,
            "hand": bool(deal.contract.hand), "bid": deal.bid}


def run():
    from run import Result

    from cardsuite.engine.deals import deal_numbers
    from cardsuite.games.skat.bots import CALIBRATION
    from cardsuite.games.skat.evaluation import calibrated

    deals = int(os.environ.get("BENCH_SKAT_CALIBRATION_DEALS", "300"))
    workers = int(os.environ.get("BENCH_SKAT_WORKERS", str(os.cpu_count() or 1)))
    jobs = list(enumerate(deal_numbers(SEED, deals)))
    began = time.perf_counter()
    with multiprocessing.Pool(workers) as pool:
        rows = [row for row in pool.imap(play, jobs) if row is not None]
    if os.environ.get("BENCH_SKAT_CALIBRATION_ROWS"):
        Path(os.environ["BENCH_SKAT_CALIBRATION_ROWS"]).write_text(
            "".join(json.dumps(row) + "\n" for row in rows))
    results = []
    kinds = (("", lambda r: True), ("suit games, ", lambda r: r["kind"] == "suit"),
             ("Grand, ", lambda r: r["kind"] == "grand"))
    for kind, wanted in kinds:
        for name, low, high in BINS:
            games = [r for r in rows if wanted(r) and low <= r["share"] < high]
            if not games:
                continue
            won = 100.0 * sum(r["won"] for r in games) / len(games)
            mean = sum(r["share"] for r in games) / len(games)
            results.append(Result(
                f"skat calibration: {kind}share {name}, games won", round(won, 1), "%",
                "reported", True,
                f"{len(games)} games, mean share {mean:.2f}; the calibration gives "
                f"{100.0 * calibrated(mean, CALIBRATION):.0f} % ({len(rows)} games of {deals} "
                f"deals, {time.perf_counter() - began:.0f} s, {workers} workers)"))
    return results


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
