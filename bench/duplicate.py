"""The duplicate match and the decision timing the trick games' benchmarks share.

A duplicate match plays every deal three times with the seats rotated: one
seat held by the level under test, the other two by its opponent level, so
each level holds every hand of the deal and luck of the cards cancels out.
Per deal the score is, seat by seat, what the first level made with that hand
minus what the second level made with it (the mean of its two turns there),
averaged over the three seats; the result is the mean over the deals with a
95 % confidence interval.

The deals are independent, so they are spread over worker processes; every
deal is seeded, so the result does not depend on the number of workers.  Each
deal's difference is recorded as it is known (:mod:`records`): a match stopped
half-way goes on from there when started again with the same code.
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/pref.py for "pref"

from cardsuite.engine.deals import deal_numbers  # noqa: E402 (every game's deal numbers)


def _skat(number: int, dealer: int, levels: list[str], seed: int, report=None):
    from cardsuite.games.skat.game import Options
    from cardsuite.games.skat.selfplay import play_deal

    return play_deal(number, dealer, levels, Options(), seed, report)


def _binokel(number: int, dealer: int, levels: list[str], seed: int, report=None):
    from cardsuite.games.binokel.options import DEFAULT_OPTIONS
    from cardsuite.games.binokel.selfplay import play_deal

    return play_deal(number, dealer, levels, DEFAULT_OPTIONS, seed, report)


def _pref(number: int, dealer: int, levels: list[str], seed: int, report=None):
    # PrefClub's self-play lives in bench/pref.py (scores in whist points, see there).
    from pref import play_deal

    return play_deal(number, dealer, levels, seed, report)


def _report(game: str):
    if game == "skat":
        from cardsuite.games.skat.selfplay import Report
    elif game == "pref":
        from pref import Report
    else:
        from cardsuite.games.binokel.selfplay import Report
    return Report()


#: Per game: play one checked deal by bots at the given levels (or PrefClub's bot keys).
GAMES: dict[str, Callable] = {"skat": _skat, "binokel": _binokel, "pref": _pref}


def _binokel_auction(number: int, dealer: int, levels: list[str], seed: int):
    from cardsuite.games.binokel.bots import card_play
    from cardsuite.games.binokel.options import DEFAULT_OPTIONS
    from cardsuite.games.binokel.selfplay import auction

    if len({card_play(level) for level in levels}) > 1:
        return None  # the levels play differently: every deal must be played
    return auction(number, dealer, levels, DEFAULT_OPTIONS, seed)


#: Per game whose bots can differ in their bidding alone: the auction alone of a deal (as
#: GAMES would play it), or None when the levels differ in more than their bidding.
AUCTIONS: dict[str, Callable] = {"binokel": _binokel_auction}


def deal_difference(job: tuple[str, int, int, str, str, int]) -> float:
    """One deal of the match: ``first``'s points per game minus ``second``'s, seat by seat."""
    game, index, number, first, second, seed = job
    mine = [0] * 3  # first's score in each seat
    theirs = [0] * 3  # second's scores in each seat, summed over its two turns there
    for hero in range(3):
        levels = [second] * 3
        levels[hero] = first
        scores = GAMES[game](number, index % 3, levels, seed + index).scores()
        for seat in range(3):
            if seat == hero:
                mine[seat] += scores[seat]
            else:
                theirs[seat] += scores[seat]
    return sum(mine[seat] - theirs[seat] / 2 for seat in range(3)) / 3


def bidding_difference(job: tuple[str, int, int, str, str, int]) -> float:
    """:func:`deal_difference` for a game in :data:`AUCTIONS`: when the two levels differ in
    their bidding alone and the three seatings' auctions all end alike, the three
    deals are played alike to the end and the difference is exactly 0, so they are
    not played."""
    game, index, number, first, second, seed = job
    ends = {AUCTIONS[game](number, index % 3,
                           [first if seat == hero else second for seat in range(3)],
                           seed + index) for hero in range(3)}
    if len(ends) == 1 and None not in ends:
        return 0.0
    return deal_difference(job)


#: The modules (and bench files) whose code plays a deal of each game, for the records.
_PLAYS = {"skat": (["cardsuite.games.skat.selfplay"], []),
          "binokel": (["cardsuite.games.binokel.selfplay"], []),
          "pref": (["pref"], [Path(__file__).resolve().parent / "pref.py"])}


class Match(NamedTuple):
    """A duplicate match's result: points per game of the first level minus the second's."""

    mean: float
    half: float  # of the 95 % interval
    deals: int
    recorded: int  # deals taken from the records of an earlier run of the same code
    seconds: float

    def detail(self, workers: int) -> str:
        played = self.deals - self.recorded
        return (f"95 % interval {self.mean - self.half:+.2f} … {self.mean + self.half:+.2f} "
                f"over {self.deals} deals x 3 seatings ({played} played now on {workers} "
                f"worker{'s' if workers != 1 else ''} in {self.seconds:.0f} s, {self.recorded} from records)")


def duplicate(game: str, first: str, second: str, deals: int, seed: int,
              workers: int = 1) -> Match:
    """Points per game of ``first`` minus ``second`` over ``deals`` deals, with its interval."""
    from records import Record, Serial, fingerprint

    jobs = [(index, (game, index, number, first, second, seed))
            for index, number in enumerate(deal_numbers(seed, deals))]
    modules, files = _PLAYS[game]
    play = deal_difference
    functions = [deal_difference, GAMES[game]]
    if game in AUCTIONS:
        play = bidding_difference
        functions += [bidding_difference, AUCTIONS[game]]
    record = Record(f"{game}-{first}-{second}", fingerprint(modules, functions, files),
                    {"seed": seed})
    differences: list[float] = []
    began = time.perf_counter()
    with multiprocessing.Pool(workers) if workers > 1 else Serial() as pool:
        for difference in record.run(jobs, lambda js: pool.imap(play, js)):
            differences.append(difference)
            if len(differences) % 50 == 0:
                mean = statistics.fmean(differences)
                print(f"bench: {game} {first} vs {second}: {len(differences)} deals, "
                      f"{mean:+.2f} points/game ({time.perf_counter() - began:.0f} s)",
                      file=sys.stderr, flush=True)
    mean = statistics.fmean(differences)
    spread = statistics.stdev(differences) if len(differences) > 1 else 0.0
    return Match(mean, 1.96 * spread / math.sqrt(len(differences)), len(differences),
                 record.recorded, time.perf_counter() - began)


def decision_times(game: str, level: str, deals: int, seed: int) -> list[float]:
    """Seconds per card decision of ``level`` in every seat over ``deals`` deals, sorted."""
    report = _report(game)
    for index, number in enumerate(deal_numbers(seed, deals)):
        GAMES[game](number, index % 3, [level] * 3, seed + index, report)
    return sorted(report.decision_times[level])


