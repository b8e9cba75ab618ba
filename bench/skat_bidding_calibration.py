"""Skat bidding calibration: what the bidding simulation's estimate is worth in games played out
— why the bidding uses ``bots.BIDDING_CALIBRATION``.

For each of ``BENCH_SKAT_BIDDING_DEALS`` deals (default 300, ISkO, standard
list) Vorhand's ten cards are simulated as the strongest level does at its
first bidding decision (no pass heard yet; hands :func:`bots.hopeless` calls
hopeless are skipped, as the bot passes them unsimulated).  Then the other two
pass, Vorhand is made to declare at 18 and "strong" plays every seat to the
end (the declarer's worlds uniform, since the passes were forced).  The
game's list entry is what the estimate is tested against: a bidder who bids
18 when the estimate is above 0 (what passing is worth) gains the entries of
the hands he plays.

Reported per calibration of the estimate (the same simulated worlds, only the
mapping from the share of worlds won to the chance differs: the bidding's own,
halfway between the plain share and the declaring one; the declaring one,
``bots.CALIBRATION``; the plain share) and per list (standard; Seeger-Fabian,
where a game is worth its value ± 50 and a lost one 40 to each defender, as
the realism bench and tournaments count): how many hands would be played, the
list points gained per hand dealt, the share of those games won, and the mean
estimate beside the mean entry of the games played.  Reported, not judged:
this is "strong" against "strong" defenders, and against the weaker
defenders of the duplicate match the bolder bidding gained more (see the
docstring of ``bots.py``).

Environment: ``BENCH_SKAT_BIDDING_DEALS`` deals, ``BENCH_SKAT_WORKERS``
processes (default: the cores).
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardsuite.games.skat.scoring import (  # noqa: E402
    SEEGER_FABIAN_DEFENDER_BONUS,
    SEEGER_FABIAN_GAME_BONUS,
)

SEED = 99
BID = 18


def play(job: tuple[int, int]) -> dict | None:
    """One deal: Vorhand's bidding simulation, then Vorhand made to declare at 18 and the
    game played out by "strong" in every seat (None: a hopeless hand, not simulated)."""
    from cardsuite.engine.rng import SplitMix64
    from cardsuite.games.skat.bidding import RuleSet
    from cardsuite.games.skat.bots import STRONG_BUDGET, _card_key, hopeless, make_bot
    from cardsuite.games.skat.evaluation import (
        NodeBudget,
        evaluate_bidding,
        evaluate_hand_games,
    )
    from cardsuite.games.skat.game import Bid, Deal, Options, Pass, Phase

    index, number = job
    deal = Deal(number, index % 3, Options())
    seat = deal.forehand
    hand = tuple(sorted(deal.hands[seat], key=_card_key))
    if hopeless(hand, True):
        return None
    rng, nodes = SplitMix64(SEED * 1000 + index), NodeBudget(STRONG_BUDGET.nodes)
    evaluation = evaluate_bidding(seat, seat, hand, STRONG_BUDGET, rng, RuleSet.ISKO,
                                  with_hand=False, nodes=nodes)
    evaluation.hand_games = evaluate_hand_games(seat, seat, hand, STRONG_BUDGET, rng,
                                                RuleSet.ISKO, nodes=nodes).hand_games
    for action in (Pass(), Pass(), Bid(BID)):
        deal.apply(action)
    players = [make_bot("strong", (SEED + index) * 3 + s) for s in range(3)]
    players[seat].read_passes = False  # the passes were forced: the others' hands are any
    while deal.phase is not Phase.FINISHED:
        mover = deal.to_move
        deal.apply(players[mover].act(deal.observation(mover)))
    return {"evaluation": evaluation, "value": deal.result.value, "won": deal.result.won}


def entry(row: dict, seeger_fabian: bool) -> int:
    """What the game played brought the declarer: its entry on the standard list, or on the
    Seeger-Fabian list against the table (won +50; lost −50 and +40 to each defender), as
    the simulation values it (``evaluation._score``)."""
    if not seeger_fabian:
        return row["value"]
    return row["value"] + (SEEGER_FABIAN_GAME_BONUS if row["won"]
                           else -SEEGER_FABIAN_GAME_BONUS - SEEGER_FABIAN_DEFENDER_BONUS)


def run():
    from dataclasses import replace

    from run import Result

    from cardsuite.engine.deals import deal_numbers
    from cardsuite.games.skat.bots import BIDDING_CALIBRATION, CALIBRATION

    deals = int(os.environ.get("BENCH_SKAT_BIDDING_DEALS", "300"))
    workers = int(os.environ.get("BENCH_SKAT_WORKERS", str(os.cpu_count() or 1)))
    jobs = list(enumerate(deal_numbers(SEED, deals)))
    began = time.perf_counter()
    with multiprocessing.Pool(workers) as pool:
        rows = [row for row in pool.imap(play, jobs) if row is not None]
    seconds = time.perf_counter() - began
    variants = (("the bots' (bots.BIDDING_CALIBRATION, halfway)", BIDDING_CALIBRATION),
                ("the declaring one (bots.CALIBRATION)", CALIBRATION),
                ("the plain share", ()))
    results = []
    for seeger_fabian in (False, True):
        listed = "Seeger-Fabian list" if seeger_fabian else "standard list"
        for name, points in variants:
            estimates = [replace(r["evaluation"], calibration=points,
                                 seeger_fabian=seeger_fabian).best_value(BID) for r in rows]
            played = [r for r, estimate in zip(rows, estimates, strict=True) if estimate > 0]
            entries = [entry(r, seeger_fabian) for r in played]
            gained = sum(entries) / max(len(rows), 1)
            won = 100.0 * sum(r["won"] for r in played) / max(len(played), 1)
            mean_estimate = statistics.fmean(e for e in estimates if e > 0) if played else 0.0
            mean_entry = statistics.fmean(entries) if played else 0.0
            results.append(Result(
                f"skat bidding calibration, {listed}: {name}, points per hand",
                round(gained, 2), "points", "reported", True,
                f"bids 18 with {len(played)} of {len(rows)} hands, wins {won:.0f} %; "
                f"estimate {mean_estimate:.1f} against {mean_entry:.1f} on the list a game "
                f"played ({deals} deals, {seconds:.0f} s, {workers} workers)"))
    return results


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
