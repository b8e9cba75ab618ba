"""PrefClub bots: time per decision of the card sharks' strongest character, and strength as
a duplicate match Kartenhaie vs Versager.

The match (see :mod:`duplicate`) plays every deal three times with the seats
rotated: one seat held by the first side, the other two by the second.  A
side is a bot key of :func:`cardsuite.games.pref.bots.make_bot` (a level,
``"simple"`` or a character) or a group of the club (``"kartenhaie"``,
``"damen"``, ``"versager"``): then seat ``s`` of the deal with bot seed ``x``
is played by the group's character ``(x + s) mod 4``, the same in all three
seatings, so every character of a group gets its turn over the deals.

**The score of one deal** is in whist points, as the game's settlement counts
them, with the bullet valued like mountain taken off: the deal is written on a
fresh ledger (a limit no deal reaches, so no aid) and settled with each
seat's ``mountain − bullet`` as its mountain (:func:`score_deal`).  A ledger
with just that deal would give a made contract nothing — the settlement
counts mountains and whists only, and the bullet pays off only at the end of
a game, when the players who filled theirs pass the excess on and write 10
whists a point on those they help.  Counting a bullet point as a mountain
point taken off (10 whist points, shared against the average like the
mountain) gives it that value deal by deal, which is how a Preference score
sheet is closed when a game stops early; a whist point stays a whist point.
So 6♣ made against two whisters with 6/2/2 tricks scores N +5.33, E and S
−2.67 each; the scores of a deal sum to zero.

Decision timing: ``max(3, deals // 30)`` deals with all three seats at the
strongest Kartenhai, every decision timed (bidding, discarding, whisting and
card play); goal a median ≤ 1 s.  The strongest Kartenhai is the one who errs
least, then presses least beyond his estimates (``boldness`` +
``whist_readiness``): Ede Eiskalt.

Environment: ``BENCH_PREF_DEALS`` (default 300) deals per pairing,
``BENCH_PREF_WORKERS`` processes (default: the number of cores),
``BENCH_PREF_RULES`` the table's rules (``manual``, the default, or ``sochi``:
:data:`cardsuite.games.pref.table_rules.SOCHI`),
``BENCH_PREF_PAIRS`` which pairings (default kartenhaie-versager and
strong-previous — the whist by value against the margin rule, the same
bots otherwise (issue 16; the no-trump model's refit was measured so before,
see :mod:`cardsuite.games.pref.bots`); e.g. "strong-easy,medium-simple").
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from duplicate import decision_times, duplicate  # noqa: E402

from cardsuite.engine.play import InvariantBroken, play  # noqa: E402
from cardsuite.games.pref import characters, ledger, rules  # noqa: E402
from cardsuite.games.pref.bots import make_bot  # noqa: E402
from cardsuite.games.pref.game import Deal, Phase, Play  # noqa: E402
from cardsuite.games.pref.table_rules import MANUAL, SOCHI, TableRules  # noqa: E402

DECISION_MEDIAN_GOAL = 1.0
#: More actions than any deal can take (30 cards, a few dozen bids, discard, whists).
MAX_ACTIONS = 200
#: The 32 cards, each once: wherever they are, a deal always holds exactly these.
_DECK = Counter(rules.deck())


def strongest_shark() -> str:
    """The Kartenhai who errs least, then presses least beyond his estimates."""
    sharks = characters.in_group(characters.Group.KARTENHAIE)
    return min(sharks, key=lambda c: (c.mistakes, c.boldness + c.whist_readiness)).key


def seat_keys(keys: list[str], seed: int) -> list[str]:
    """The bot key of every seat: a group name becomes one of its characters (see above)."""
    out = []
    for seat, key in enumerate(keys):
        if key in {group.value for group in characters.Group}:
            members = characters.in_group(key)
            key = members[(seed + seat) % len(members)].key
        out.append(key)
    return out


@dataclass
class Report:
    deals: int = 0
    kinds: Counter = field(default_factory=Counter)
    #: Per side key: contracts declared, made, failed; Misers won, lost.
    made: Counter = field(default_factory=Counter)
    failed: Counter = field(default_factory=Counter)
    #: Every decision's time, and the card decisions' alone, per side key.
    decision_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    card_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))


@dataclass
class PlayedDeal:
    deal: Deal

    def scores(self) -> list[float]:
        return [float(points) for points in score_deal(self.deal)]


def ledger_outcome(outcome) -> ledger.Outcome:
    """The game's outcome as the ledger's type."""
    fields = {k: v for k, v in outcome.as_dict().items() if k != "kind"}
    if outcome.kind == "contract":
        return ledger.PlayedContract(**fields)
    if outcome.kind == "miser":
        return ledger.MiserOutcome(**fields)
    return ledger.AllPassOutcome(**fields)


def table_rules() -> TableRules:
    """The table's rules the matches play by: the manual's, or ``BENCH_PREF_RULES=sochi``."""
    chosen = os.environ.get("BENCH_PREF_RULES", "manual")
    if chosen not in ("manual", "sochi"):
        raise ValueError(f"BENCH_PREF_RULES is manual or sochi, not {chosen!r}")
    return SOCHI if chosen == "sochi" else MANUAL


def score_deal(deal: Deal) -> list[Fraction]:
    """The deal in whist points: settled with ``mountain − bullet`` (see the docstring and
    :func:`cardsuite.games.pref.ledger.deal_value`)."""
    return ledger.deal_value(ledger_outcome(deal.outcome()), deal.table_rules)


def play_deal(number: int, dealer: int, keys: list[str], seed: int,
              report: Report | None = None) -> PlayedDeal:
    """One deal played by three bots (side keys per seat), checked at every step."""
    deal = Deal(number, dealer, table_rules=table_rules())
    names = seat_keys(keys, seed)
    bots = [make_bot(names[seat], seed * 3 + seat) for seat in range(rules.PLAYERS)]

    def decided(deal: Deal, seat: int, action, seconds: float) -> None:
        if report is not None:
            report.decision_times[keys[seat]].append(seconds)
            if isinstance(action, Play):
                report.card_times[keys[seat]].append(seconds)

    play(deal, bots, finished=lambda deal: deal.phase is Phase.FINISHED,
         legal=lambda deal, seat, action: deal.is_legal(action), check=_check_cards,
         decided=decided, max_actions=MAX_ACTIONS)
    outcome = deal.outcome()
    if outcome is None:
        raise InvariantBroken(f"deal {number} ended without an outcome")
    if report is not None:
        report.deals += 1
        report.kinds[outcome.kind] += 1
        if outcome.kind != "allpass":
            side = keys[outcome.declarer]
            won = (outcome.tricks_taken == 0 if outcome.kind == "miser"
                   else outcome.stands or outcome.tricks[outcome.declarer] >= outcome.contract.level)
            (report.made if won else report.failed)[side] += 1
    return PlayedDeal(deal)


def _check_cards(deal: Deal) -> None:
    if deal.card_locations() != _DECK:
        raise InvariantBroken(f"deal {deal.number}: the cards do not add up")


def run():
    from run import Result

    deals = int(os.environ.get("BENCH_PREF_DEALS", "300"))
    workers = int(os.environ.get("BENCH_PREF_WORKERS", str(os.cpu_count() or 1)))
    pairs = [("kartenhaie", "versager"), ("strong", "previous")]
    chosen = os.environ.get("BENCH_PREF_PAIRS")
    if chosen:
        pairs = [tuple(pair.split("-", 1)) for pair in chosen.split(",")]
    shark = strongest_shark()
    results = []
    began = time.perf_counter()
    times = decision_times("pref", shark, max(3, deals // 30), 4242)
    median = times[len(times) // 2]
    results.append(Result(
        f"pref: {shark} (strongest Kartenhai), time per decision", round(median, 3),
        "s (median)", f"<= {DECISION_MEDIAN_GOAL:g} s", median <= DECISION_MEDIAN_GOAL,
        f"max {times[-1]:.2f} s, 90 % under {times[int(len(times) * 0.9)]:.3f} s over "
        f"{len(times)} decisions ({time.perf_counter() - began:.0f} s)"))
    for first, second in pairs:
        match = duplicate("pref", first, second, deals, 7, workers)
        results.append(Result(
            f"pref: {first} vs {second}", round(match.mean, 2), "whist points/deal",
            "> 0 significantly", match.mean - match.half > 0, match.detail(workers)))
    return results


if __name__ == "__main__":
    import run as bench_run

    sys.modules["run"] = bench_run
    bench_run.print_table(run())
