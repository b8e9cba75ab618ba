"""Bots play Preference against each other: the invariant checks and the command line's ``selfplay``.

Three computer players (levels or club characters, :func:`.bots.make_bot`)
play ``deals`` deals with the dealer moving on; the deals go into a ledger of
the given limit, and when a game ends (every bullet full) it is settled and
a new game begins.  Every deal is checked as it is played: each action is
legal for the seat that takes it, the 32 cards are always all there
(:meth:`.game.Deal.card_locations`), a deal always ends with an outcome the
ledger takes, ALL PASS is played at the minimum level the ledger asks for,
and every settlement sums to exactly zero.  The same seed gives the same
deals and the same actions.  The loop is the engine's
(:func:`cardsuite.engine.play.play`); the checks are PrefClub's.

The report: per seat the whist points of the settled games and of the game
still open (its provisional settlement), the contracts it declared (made /
failed / stood), Misers, ALL PASS deals, and the time per decision by level.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from fractions import Fraction

from cardsuite.engine.deals import deal_numbers
from cardsuite.engine.play import InvariantBroken, play
from cardsuite.games.pref import rules
from cardsuite.games.pref.bots import make_bot
from cardsuite.games.pref.game import AllPassResult, ContractResult, Deal, MiserResult
from cardsuite.games.pref.ledger import Ledger
from cardsuite.games.pref.session import ledger_outcome

PLAYERS = 3
#: The 32 cards, each once: wherever they are, a deal always holds exactly these.
_DECK = Counter(rules.deck())
#: More actions than a deal can take (a bidding war of 25 bids each, discard, 30 cards …).
MAX_ACTIONS = 200


@dataclass
class Report:
    deals: int = 0
    games: int = 0
    #: Whist points per seat: the settled games, then the game still open (provisional).
    settled: list[Fraction] = field(default_factory=lambda: [Fraction(0)] * PLAYERS)
    provisional: list[Fraction] = field(default_factory=lambda: [Fraction(0)] * PLAYERS)
    made: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    failed: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    stood: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    misers: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    all_pass: int = 0
    decision_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def lines(self, keys: list[str]) -> list[str]:
        """The report as the command line prints it."""
        out = [f"deals: {self.deals}, games finished: {self.games}, all pass: {self.all_pass}"]
        for seat in range(PLAYERS):
            out.append(f"seat {seat} ({keys[seat]}): settled {_points(self.settled[seat])}, "
                       f"open game {_points(self.provisional[seat])}; contracts made "
                       f"{self.made[seat]}, failed {self.failed[seat]}, stood "
                       f"{self.stood[seat]}, misers {self.misers[seat]}")
        for key, times in sorted(self.decision_times.items()):
            ordered = sorted(times)
            median = ordered[len(ordered) // 2] * 1000
            out.append(f"time per decision ({key}): median {median:.2f} ms, "
                       f"max {ordered[-1] * 1000:.1f} ms over {len(ordered)} decisions")
        return out


def _points(value: Fraction) -> str:
    return f"{float(value):+.1f}"


def play_deal(number: int, dealer: int, keys: list[str], seed: int, minimum_level: int = 6,
              report: Report | None = None) -> Deal:
    """One deal played by bots ``keys`` (seat 0, 1, 2), every step checked."""
    deal = Deal(number, dealer, minimum_level)
    bots = [make_bot(key, seed * 7 + seat) for seat, key in enumerate(keys)]

    def decided(deal: Deal, seat: int, action, seconds: float) -> None:
        if report is not None:
            report.decision_times[keys[seat]].append(seconds)

    play(deal, bots, finished=_finished, legal=_legal, check=_check_cards, decided=decided,
         max_actions=MAX_ACTIONS)
    _check_outcome(deal)
    return deal


def _finished(deal: Deal) -> bool:
    return deal.outcome() is not None


def _legal(deal: Deal, seat: int, action) -> bool:
    return deal.is_legal(action)


def _check_cards(deal: Deal) -> None:
    if deal.card_locations() != _DECK:
        raise InvariantBroken(f"deal {deal.number}: the 32 cards are not all there")


def _check_outcome(deal: Deal) -> None:
    outcome = deal.outcome()
    if isinstance(outcome, AllPassResult) and outcome.level != deal.minimum_level:
        raise InvariantBroken(f"deal {deal.number}: ALL PASS at {outcome.level}, not at the "
                              f"minimum {deal.minimum_level}")
    if not (isinstance(outcome, ContractResult) and outcome.stands):
        if len(deal.tricks) != 10 or sum(deal.tricks_taken()) != 10:
            raise InvariantBroken(f"deal {deal.number} ended without its ten tricks")


def selfplay(deals: int, seed: int, keys: list[str], limit: int = 10,
             report: Report | None = None) -> Report:
    """``deals`` deals of the bots ``keys`` (seat 0, 1, 2), games to ``limit`` in a row."""
    report = report or Report()
    ledger = Ledger(limit)
    for index, number in enumerate(deal_numbers(seed, deals)):
        deal = play_deal(number, index % PLAYERS, keys, seed + index, ledger.minimum_bid, report)
        outcome = deal.outcome()
        report.deals += 1
        if isinstance(outcome, AllPassResult):
            report.all_pass += 1
        elif isinstance(outcome, MiserResult):
            report.misers[outcome.declarer] += 1
        elif outcome.stands:
            report.stood[outcome.declarer] += 1
        elif outcome.tricks[outcome.declarer] >= outcome.contract.level:
            report.made[outcome.declarer] += 1
        else:
            report.failed[outcome.declarer] += 1
        ledger.apply(ledger_outcome(outcome))
        if ledger.over:
            _add(report.settled, _settled(ledger))
            report.games += 1
            ledger = Ledger(limit)
    report.provisional = _settled(ledger)
    return report


def _settled(ledger: Ledger) -> list[Fraction]:
    result = ledger.settle()
    if sum(result) != 0:
        raise InvariantBroken(f"a settlement sums to {sum(result)}, not 0: {result}")
    return list(result)


def _add(totals: list[Fraction], values: list[Fraction]) -> None:
    for seat, value in enumerate(values):
        totals[seat] += value
