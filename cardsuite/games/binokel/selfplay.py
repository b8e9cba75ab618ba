"""Bots play deals against each other: the invariant checks and the command line's ``selfplay``.

Every deal is checked as it is played: each card is legal for the seat that
plays it, the card points in hands, Dabb, pressed cards and tricks always add
up to 240, a played-out deal's trick points plus pressed points are 250 (the
last trick's 10 included), and a deal always ends scored (or thrown in).  With
the option "meld by hand" (``Options.meld_by_hand``) the bots declare, and
every declaration must be right and worth the seat's best melds.  With the
game with sevens (``Options.sevens``) the same checks hold for 48 cards: 15
tricks played out, three cards pressed, and each seat's Diß (its trump
sevens) among its melds.  The same seed gives the same games.  The loop is the
engine's (:func:`cardsuite.engine.play.play`); the checks are Binokel's.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from cardsuite.engine.cards import Card, Rank
from cardsuite.engine.deals import deal_numbers
from cardsuite.engine.play import InvariantBroken, play
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import Deal, Declare, Meld, Phase, Play
from cardsuite.games.binokel.melds import MeldName, check_declaration, meld_points
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import LAST_TRICK_BONUS, PLAYERS, TOTAL_CARD_POINTS

#: More actions than any deal can take (bids rise by 10 up to a few hundred, 36 cards or 45).
MAX_ACTIONS = 400


@dataclass
class Report:
    deals: int = 0
    totals: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    #: Per seat: games it played solo and won, lost in play, and went out of.
    won: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    lost: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    gone_out: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    thrown_in: int = 0
    decision_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def lines(self, levels: list[str]) -> list[str]:
        """The report as the command line prints it."""
        out = [f"deals: {self.deals} (thrown in {self.thrown_in})"]
        for seat in range(PLAYERS):
            out.append(f"seat {seat} ({levels[seat]}): {self.totals[seat]:+d}, solo won "
                       f"{self.won[seat]}, lost {self.lost[seat]}, gone out "
                       f"{self.gone_out[seat]}")
        for level, times in sorted(self.decision_times.items()):
            ordered = sorted(times)
            median = ordered[len(ordered) // 2] * 1000
            out.append(f"time per card ({level}): median {median:.2f} ms, "
                       f"max {ordered[-1] * 1000:.1f} ms over {len(ordered)} decisions")
        return out


def play_deal(number: int, dealer: int, levels: list[str], options: Options, seed: int,
              report: Report | None = None) -> Deal:
    """One deal played by three bots, checked at every step."""
    deal = Deal(number, dealer, options)
    bots = [make_bot(levels[seat], seed * 3 + seat) for seat in range(PLAYERS)]

    def decided(deal: Deal, seat: int, action, seconds: float) -> None:
        if isinstance(action, Play) and report is not None:
            report.decision_times[levels[seat]].append(seconds)
        if isinstance(action, Meld | Declare) and action.declaration is not None:
            _check_declaration(deal, seat, action)

    play(deal, bots, finished=_finished, legal=_legal, check=_check_points, decided=decided,
         max_actions=MAX_ACTIONS)
    _check_end(deal)
    if report is not None:
        report.deals += 1
        if deal.redeal:
            report.thrown_in += 1
        elif deal.gone_out:
            report.gone_out[deal.solo] += 1
        elif deal.result.won:
            report.won[deal.solo] += 1
        else:
            report.lost[deal.solo] += 1
        for seat, score in enumerate(deal.scores()):
            report.totals[seat] += score
    return deal


def auction(number: int, dealer: int, levels: list[str], options: Options,
            seed: int) -> tuple[int | None, int | None, bool]:
    """The auction alone of the deal :func:`play_deal` would play with these arguments: the
    solo player, the bid and whether the deal was thrown in.

    Everything after the auction follows from these (no bot reads the bids
    that led there), so two deals whose auctions end alike, played by bots
    that differ only in their bidding, are played alike to the end.
    """
    deal = Deal(number, dealer, options)
    bots = [make_bot(levels[seat], seed * 3 + seat) for seat in range(PLAYERS)]
    while deal.phase is Phase.BIDDING:
        seat = deal.to_move
        deal.apply(bots[seat].act(deal.observation(seat)))
    return deal.solo, deal.bid, deal.redeal


def _finished(deal: Deal) -> bool:
    return deal.phase is Phase.FINISHED


def _legal(deal: Deal, seat: int, action) -> bool:
    """A card played must be one the card rules allow (the deal refuses other actions itself)."""
    return not isinstance(action, Play) or action.card in rules.legal_cards(
        deal.hands[seat], deal.trick, deal.trump)


def _check_points(deal: Deal) -> None:
    """The card points in hands, Dabb, pressed cards and tricks add up to 240."""
    if deal.card_total() != TOTAL_CARD_POINTS:
        raise InvariantBroken(f"deal {deal.number}: card points add up to {deal.card_total()}")


def _check_declaration(deal: Deal, seat: int, action: Meld | Declare) -> None:
    """The bots declare their best melds: right, and worth what the filled-in screen shows."""
    hand, trump = deal.meld_hand(seat), deal.trump
    if not check_declaration(hand, trump, action.declaration):
        raise InvariantBroken(f"deal {deal.number}: seat {seat} declared {action.declaration} "
                              f"wrongly")
    options = deal.options
    if action.declaration.points(trump, options) != meld_points(hand, trump, options):
        raise InvariantBroken(f"deal {deal.number}: seat {seat} declared "
                              f"{action.declaration.points(trump, options)}, its best melds "
                              f"are {meld_points(hand, trump, options)}")


def _check_end(deal: Deal) -> None:
    number = deal.number
    if deal.redeal:
        if deal.result is not None or deal.solo is not None:
            raise InvariantBroken(f"deal {number}: thrown in but scored")
        return
    if deal.result is None:
        raise InvariantBroken(f"deal {number} ended without a score")
    if any(deal.wrong_declaration):
        raise InvariantBroken(f"deal {number}: a wrong declaration {deal.wrong_declaration}")
    if deal.options.meld_by_hand and deal.meld_points != tuple(
            sum(meld.points for meld in melds) for melds in deal.melds):
        raise InvariantBroken(f"deal {number}: meld points {deal.meld_points} are not the "
                              f"declared melds")
    if len(deal.pressed) != deal.dabb_size:
        raise InvariantBroken(f"deal {number}: {len(deal.pressed)} cards pressed, not "
                              f"{deal.dabb_size}")
    _check_diss(deal)
    if deal.gone_out:
        return
    if len(deal.tricks) != deal.trick_count or any(deal.hands):
        raise InvariantBroken(f"deal {number}: ended with cards in hand")
    taken = sum(deal.trick_points(seat) for seat in range(PLAYERS))
    if taken + rules.points(deal.pressed) != TOTAL_CARD_POINTS + LAST_TRICK_BONUS:
        raise InvariantBroken(f"deal {number}: tricks {taken} + pressed "
                              f"{rules.points(deal.pressed)} do not make 250")


def _check_diss(deal: Deal) -> None:
    """Every seat that showed its melds holds its Diß among them: 10 for each trump seven."""
    for seat, melds in enumerate(deal.melds):
        if not melds and (deal.wrong_declaration[seat] or (deal.gone_out and seat == deal.solo)):
            continue
        held = sum(1 for card in _cards_at_meld(deal, seat)
                   if card.suit == deal.trump and card.rank == Rank.SEVEN)
        shown = sum(meld.points for meld in melds if meld.name in (MeldName.DISS,
                                                                   MeldName.DOUBLE_DISS))
        if shown != 10 * held:
            raise InvariantBroken(f"deal {deal.number}: seat {seat} held {held} trump sevens "
                                  f"but melded {shown} for the Diß")


def _cards_at_meld(deal: Deal, seat: int) -> list[Card]:
    """The seat's cards when it melded: its hand now and the cards it has played."""
    played = [card for trick in deal.tricks
              for offset, card in enumerate(trick.cards) if (trick.leader + offset) % PLAYERS == seat]
    return list(deal.hands[seat]) + played


def selfplay(deals: int, seed: int, levels: list[str], options: Options = DEFAULT_OPTIONS,
             report: Report | None = None) -> Report:
    """``deals`` deals of the bots at ``levels`` (seat 0, 1, 2), the dealer rotating."""
    report = report or Report()
    for index, number in enumerate(deal_numbers(seed, deals)):
        play_deal(number, index % PLAYERS, levels, options, seed + index, report)
    return report
