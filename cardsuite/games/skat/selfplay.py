"""Bots play deals against each other: the invariant checks and the command line's ``selfplay``.

Every deal is checked as it is played: each card is legal for the seat that
plays it, the card points on the table, in the hands and in the Skat always
add up to 120, and a deal always ends scored (or redealt).  The same seed
gives the same games.  The loop is the engine's (:func:`cardsuite.engine.play.play`);
the checks are Skat's.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from cardsuite.engine.deals import deal_numbers
from cardsuite.engine.play import InvariantBroken, play
from cardsuite.games.skat import rules
from cardsuite.games.skat.bots import make_bot
from cardsuite.games.skat.game import Deal, Options, Phase, Play

#: More actions than any deal can take (bids, Hand, Skat, declaring, Kontra, 30 cards).
MAX_ACTIONS = 400


@dataclass
class Report:
    deals: int = 0
    totals: list[int] = field(default_factory=lambda: [0, 0, 0])
    won: Counter = field(default_factory=Counter)  # game type -> games the declarer won
    lost: Counter = field(default_factory=Counter)
    ramsch: int = 0
    redeals: int = 0
    decision_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    #: Seconds of every other decision (bidding, Hand, push, declaring, Kontra) per level.
    other_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def lines(self, levels: list[str]) -> list[str]:
        out = [f"deals: {self.deals} (Ramsch {self.ramsch}, redealt {self.redeals})"]
        for seat in range(3):
            out.append(f"seat {seat} ({levels[seat]}): {self.totals[seat]:+d}")
        for game_type in sorted(set(self.won) | set(self.lost), key=lambda g: g.value):
            out.append(f"{game_type.value}: won {self.won[game_type]}, lost {self.lost[game_type]}")
        for level, times in sorted(self.decision_times.items()):
            ordered = sorted(times)
            median = ordered[len(ordered) // 2] * 1000
            out.append(f"time per card ({level}): median {median:.2f} ms, "
                       f"max {ordered[-1] * 1000:.1f} ms over {len(ordered)} decisions")
        return out


def play_deal(number: int, dealer: int, levels: list[str], options: Options, seed: int,
              report: Report | None = None, seeger_fabian: bool = False) -> Deal:
    """One deal played by three bots, checked at every step (``seeger_fabian``: the bots
    value games as on a Seeger-Fabian list, as in a session keeping one)."""
    deal = Deal(number, dealer, options)
    bots = [make_bot(levels[seat], seed * 3 + seat, seeger_fabian) for seat in range(3)]

    def decided(deal: Deal, seat: int, action, seconds: float) -> None:
        if report is not None:
            times = report.decision_times if isinstance(action, Play) else report.other_times
            times[levels[seat]].append(seconds)

    play(deal, bots, finished=_finished, legal=_legal, check=_check_points, decided=decided,
         max_actions=MAX_ACTIONS)
    if not deal.redealt and deal.result is None and deal.ramsch_scores is None:
        raise InvariantBroken(f"deal {number} ended without a score")
    if report is not None:
        report.deals += 1
        if deal.redealt:
            report.redeals += 1
        elif deal.declarer is None:
            report.ramsch += 1
        else:
            (report.won if deal.result.won else report.lost)[deal.contract.game_type] += 1
        for seat, score in enumerate(deal.scores()):
            report.totals[seat] += score
    return deal


def _finished(deal: Deal) -> bool:
    return deal.phase is Phase.FINISHED


def _legal(deal: Deal, seat: int, action) -> bool:
    """A card played must be one the card rules allow (the deal refuses other actions itself)."""
    return not isinstance(action, Play) or action.card in rules.legal_cards(
        deal.hands[seat], deal.trick, deal.game_type)


def _check_points(deal: Deal) -> None:
    """The card points on the table, in the hands and in the Skat add up to 120."""
    if deal.card_total() != rules.TOTAL_POINTS:
        raise InvariantBroken(f"deal {deal.number}: card points add up to {deal.card_total()}")


def selfplay(deals: int, seed: int, levels: list[str], options: Options | None = None) -> Report:
    report = Report()
    options = options or Options()
    for index, number in enumerate(deal_numbers(seed, deals)):
        play_deal(number, index % 3, levels, options, seed + index, report)
    return report
