"""The rule variants of a Binokel game as one :class:`Options` value, and the defaults.

All are off by default, which is the 1992 program: the bid need only be
*reached* (≥); a lost game costs −2 × bid; Abgehen gives the others 30
instead of 40; a game to a target (1000 or 1500 points) instead of a round of
24 deals; melds declared by hand instead of filled in; card points rounded
to tens; a double family worth 1500; Durch and Bettel (:mod:`.scoring`);
the 48-card game with sevens
(``sevens``: 15 cards each, a Dabb of 3, 15 tricks, the trump seven "Diß" a
meld of 10 — see :mod:`.rules` and :mod:`.melds`), and in it a pressed Diß
that still melds.

The options are their own module, apart from :mod:`.scoring`, because every
part of the game reads them — the deck and the deal (:mod:`.rules`,
:mod:`.game`), the bots, the session's end of a game, the board's menu —
while scoring is only one of them.  This module imports nothing of the game,
so any of those may import it.

Decisions where the specification leaves room (the scoring's own are in
:mod:`.scoring`):

- **A game to a target** ends after the deal in which a seat reaches the
  target (≥); following the modern rules, a deal the solo player went out of
  does not end it (the target "cannot be reached by going out").  In the
  24-deal mode every deal counts, Abgehen too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: Deals in a round of the 1992 program.
ROUND_LENGTH = 24
#: The targets the modern rules play to, instead of a round of deals.
TARGETS: tuple[int, ...] = (1000, 1500)
#: What the opponents get when the solo player goes out (1992), and in the modern variant.
ABGEHEN_BONUS = 40
ABGEHEN_BONUS_MODERN = 30


@dataclass(frozen=True)
class Options:
    """The rule variants of a game; the defaults are the 1992 program's rules."""

    #: The solo player wins with melds + tricks + pressed cards ≥ bid (1992: > bid).
    bid_reached_wins: bool = False
    #: A game lost in play costs −2 × bid (1992: −bid).  Abgehen stays −bid.
    double_loss: bool = False
    #: Abgehen gives the opponents 30 (1992: 40) on top of their melds.
    abgehen_30: bool = False
    #: Deals in a round when no target is set.
    round_length: int = ROUND_LENGTH
    #: Play to this many points (1000 or 1500) instead of ``round_length`` deals.
    target: int | None = None
    #: Players declare their melds themselves, the 1992 way (default: filled in, confirmed).
    meld_by_hand: bool = False
    #: The 48-card game with sevens: 15 cards each, a Dabb of 3, the trump seven (Diß) 10.
    sevens: bool = False
    #: Each seat's card points rounded to the nearest ten, a five up (see :mod:`.scoring`).
    round_points: bool = False
    #: A double family (both families of one suit) counts 1500, trump or not (1992: 200,
    #: in trump 1000; see :func:`.melds.meld_value`).
    double_family_1500: bool = False
    #: With sevens: a trump seven the solo player pressed still melds as a Diß (see
    #: :meth:`.game.Deal.meld_hand`).  Without sevens it changes nothing.
    diss_pressed: bool = False
    #: Instead of naming trump the solo player may announce Durch (take every trick, 1000;
    #: open, 1500) or Bettel (take none, 1000) — see :mod:`.scoring`.
    durch_bettel: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.round_length, bool) or not isinstance(self.round_length, int) \
                or self.round_length < 1:
            raise ValueError(f"round_length must be a positive number of deals, not "
                             f"{self.round_length!r}")
        if self.target is not None and (isinstance(self.target, bool)
                                        or not isinstance(self.target, int) or self.target < 1):
            raise ValueError(f"target must be None or a positive score, not {self.target!r}")

    @property
    def abgehen_bonus(self) -> int:
        return ABGEHEN_BONUS_MODERN if self.abgehen_30 else ABGEHEN_BONUS

    @property
    def loss_factor(self) -> int:
        return 2 if self.double_loss else 1

    def solo_wins(self, solo_points: int, bid: int) -> bool:
        """Whether the solo player's melds + tricks + pressed cards make his bid."""
        return solo_points >= bid if self.bid_reached_wins else solo_points > bid

    def round_over(self, deals: int, totals: Sequence[int], played_out: bool = True) -> bool:
        """Whether the game ends after ``deals`` deals with these running ``totals``.

        ``played_out`` is False for a deal the solo player went out of: with a
        target, such a deal does not end the game.
        """
        if self.target is None:
            return deals >= self.round_length
        return played_out and max(totals) >= self.target


DEFAULT_OPTIONS = Options()
