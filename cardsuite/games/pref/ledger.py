"""The PrefClub score sheet's arithmetic: BULLET, MOUNTAIN, WHIST and the settlement.

Following ``rules/prefclub.md`` ("Values" … "End of the game and settlement")
and the 1993 manual ("PUNKTVERGABE"), a Sochi-style ledger.  Every player has
a **BULLET** (pool, *Bullet*), a **MOUNTAIN** (penalty, *Berg*) and one
**WHIST** column against each opponent; ``whists[i][j]`` is what seat ``i``
wrote on seat ``j`` (it is ``i``'s claim on ``j``).  A contract's value ``v``
is 6 → 2, 7 → 4, 8 → 6, 9 → 8, 10 → 10 (:attr:`.Contract.value`).

- **Played contract** (:class:`PlayedContract`).  Declarer takes at least his
  level: BULLET += v (extra tricks earn nothing).  He fails by ``u`` tricks:
  MOUNTAIN += u × v, and *each* defender, whister or not, writes u × v
  consolation whists on him.  Each whister writes v whists on the declarer per
  trick of the defence he answers for: his own tricks when both whist, all the
  defence's tricks when he whists alone.  Defence short of the quota
  (6 → 4, 7 → 2, 8 → 1, 9 → 1) by ``s`` tricks: MOUNTAIN += s × v for the
  whister who answers for it.  Nobody whisting: BULLET += v, nothing else.
- **Miser** (:class:`MiserOutcome`): no trick, BULLET += 10; otherwise
  MOUNTAIN += 10 per trick.  No whists.
- **ALL PASS** (:class:`AllPassOutcome`), price per trick 6 → 2, 7 → 4,
  8 → 6: the player with the fewest tricks ``m`` writes (t_j − m) × price on
  each other player ``j``; two tied for fewest share what the third owes, each
  writing half of it on him.
- **Bullet limit and aid**: a bullet never passes the game limit.  The excess
  goes to the opponent with the higher open bullet, up to his limit, then to
  the other; the giver writes 10 whists per point on each one helped; what is
  left when every bullet is full comes off the giver's own MOUNTAIN.
- **End and settlement** (:func:`settle`): the game is over after the deal in
  which the last bullet reaches the limit.  Each player gets
  (average mountain − own mountain) × 10, plus, against each opponent, the
  difference of what they wrote on each other.  The results sum to exactly
  zero; money = result × price per whist point.

Decisions where the specification leaves room:

- **Everything is exact**: amounts are :class:`fractions.Fraction` (bullets,
  mountains and whists, deltas and totals alike); floats are refused as
  input, since 0.1 is not a tenth in binary.  With the rules above every entry
  is in fact a whole number (the ALL PASS halves are halves of even amounts);
  only the settlement's average mountain can make thirds.
- **Quota halves.**  With two whisters each answers for half the quota:
  quota 4 → 2 and 2, quota 2 → 1 and 1, quota 1 → nothing for the first
  whister and 1 for the second in bidding order.  A penalty is due only when
  the *defence as a whole* is short (a whister below his half whose partner
  made up for him pays nothing).  Then, if one whister is below his half he
  pays the whole shortfall ``s`` (never more than his own missing tricks, since
  his partner reached his half); if both are below their half each pays his
  own missing tricks, which together are exactly ``s``.  A lone whister
  answers for the whole quota.  So the whisters' mountain entries always add
  up to s × v.
- **Consolation and per-trick whists add up** when the declarer fails (the
  spec's 7♥ example: E writes 20 = 12 + 8).  A passing defender writes only
  the consolation.
- **A lone whister scores the same open or closed**: ``open_cards`` is kept
  on :class:`PlayedContract` for the record (and checked: only a lone whister
  may open), it changes no number.
- **A contract nobody whists "stands"** below level 10: the cards are not
  played, its ``tricks`` are not scored (they must still be a valid split of
  10; :meth:`PlayedContract.standing` fills them in) and no consolation is
  written.
- **10-trick contracts**: nobody whists (checked) and the defenders just play,
  so the tricks count: made → BULLET += 10; failed by ``u`` → MOUNTAIN += u × 10
  and each defender writes u × 10 consolation whists; no quota, no per-trick
  whists.  A final 6♠ must have both defenders whisting (checked by
  :meth:`Ledger.apply` when the table plays with Stalingrad, the manual's rule;
  see :mod:`.table_rules`).
- **ALL PASS ties.**  Two others tied above a single lowest need no rule: the
  lowest writes the same (t − m) × price on each.  All three cannot tie,
  because ten tricks do not split into three equal parts (the check that the
  tricks sum to 10 makes it impossible; if it could happen nobody would write
  anything, t − m being 0 for all).  Only levels 6, 7 and 8 exist: the
  manual's table also prices 9 and 10, but the minimum bid never rises past 8.
  The manual's ALL PASS writes no bullet and no mountain.
- **The table's rules** (:mod:`.table_rules`) change the scoring where
  Preference tables differ: the half-whist (a contract that stands with
  :attr:`PlayedContract.half_whister`), the gentleman's whist (a lone
  whister's whists shared with the passer when the declarer fails), the
  half-responsible whist (half the quota penalty on 6 and 7), the ALL PASS
  scores of Sochi, Leningrad and Rostov (mountain points per trick, bullet
  points for no trick, whists for the fewest tricks) and a 10 that goes
  unchecked (:attr:`PlayedContract.unchecked`).  Halves appear — a
  gentleman's whist over an odd number of tricks, a Rostov tie — and the
  ledger stays exact, the results summing to zero, whatever the combination
  (property tests).  An outcome
  the table's rules do not allow is refused by :meth:`Ledger.apply`.
  Amnesty (:meth:`Ledger.amnesty`) changes no result: it is what the sheet
  shows of the mountains at the settlement.
- **Aid order.**  "The higher open bullet" is the higher of the two opponents'
  bullets; a full one takes nothing and the excess goes on to the other.  On a
  tie the *next in turn after the giver* comes first: seat ``(giver + 1) % 3``,
  the player to his left, who bids and leads after him.  Aid comes only from a
  bullet entry (a contract made or standing, a Miser won); the excess left
  over when every bullet is full comes off the giver's mountain one for one
  and may take it below zero.  A player whose bullet is already full gives his
  whole entry away.
- **The end.**  :attr:`Ledger.over` is true once every bullet is at the limit;
  :meth:`Ledger.apply` then refuses further deals.  :meth:`Ledger.settle` and
  :meth:`Ledger.money` work at any time: before the end they give the running
  game's provisional settlement (the club checks balances every 5 deals).
- **The settlement as the spec states it**: the manual's wording ("players
  above the average pay it to those below, in proportion to their minus")
  nets to the same numbers as (average − own) × 10 for each player.
- **Money is exact too**: result × price as a Fraction of the price's unit
  (DM).  The price may be a Fraction, Decimal, int or a string such as
  ``"0.05"`` or ``"1/20"``.  :func:`round_to_pfennigs` rounds only for
  display, half away from zero, to a ``Decimal`` with two places; rounded
  amounts need not sum to zero, so books should keep the exact Fraction.
- **A ledger may start from given totals** (``Ledger(..., start=Totals.of(...))``):
  for a game taken up again, and for positions such as the spec's aid
  examples (bullets 10/7/3 at limit 11), which only a long, unrelated string of
  deals would reach from zero.
  The deltas and running values of :attr:`Ledger.history` count from there.
- **The game limit** may be any positive whole number here (the spec's
  examples use 11); the club restricts the choice to :data:`GAME_LIMITS`.
- **The minimum bid of the next deal** (:attr:`Ledger.minimum_bid`) follows
  from the last deal: after an ALL PASS at level 6 or 7 it is one higher,
  after one at level 8, after any bid deal, and at the start it is 6 — or,
  with the table's rule "6-7-7" (:mod:`.table_rules`), it stays 7 after an
  ALL PASS at 7.  The
  ledger does not check outcomes against it; that is the deal's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Literal

from cardsuite.games.pref.contract import (
    LEVELS,
    MISER_VALUE,
    SUIT_STRAINS,
    TRICKS_IN_DEAL,
    Contract,
)
from cardsuite.games.pref.table_rules import (
    HALF_WHIST_LEVELS,
    MANUAL,
    ROSTOV_ALL_PASS_WHISTS,
    ROSTOV_NO_TRICK_POINTS,
    TableRules,
)

#: Seats at the table: 0, 1, 2; the next in turn after seat ``s`` is ``(s + 1) % 3``.
SEATS = 3
#: The game limits (bullet target per player) the club offers.
GAME_LIMITS: tuple[int, ...] = (10, 20, 30, 40, 50)
#: The tricks the defence must take when someone whists, by the contract's level.
QUOTAS: dict[int, int] = {6: 4, 7: 2, 8: 1, 9: 1, 10: 0}
#: The level no one may whist against ("the defenders just play").
NO_WHIST_LEVEL = 10
#: Whists per trick in ALL PASS, by its level.
ALL_PASS_PRICES: dict[int, int] = {6: 2, 7: 4, 8: 6}
#: Whists the giver writes per bullet point of aid.
AID_WHISTS_PER_POINT = 10
#: Whist points per mountain point in the settlement.
MOUNTAIN_WHISTS_PER_POINT = 10
#: The lowest bid of a fresh deal.
LOWEST_MINIMUM_BID = LEVELS[0]

Column = Literal["bullet", "mountain", "whist"]


def _seat(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEATS:
        raise ValueError(f"{what} must be a seat 0, 1 or 2, not {value!r}")
    return value


def _tricks(value: object) -> tuple[int, int, int]:
    tricks = tuple(value) if isinstance(value, Sequence) else None
    if (tricks is None or len(tricks) != SEATS
            or any(isinstance(t, bool) or not isinstance(t, int) or t < 0 for t in tricks)):
        raise ValueError(f"tricks are three whole numbers ≥ 0, one per seat, not {value!r}")
    if sum(tricks) != TRICKS_IN_DEAL:
        raise ValueError(f"the tricks of a deal sum to {TRICKS_IN_DEAL}, not {sum(tricks)}: {tricks}")
    return tricks  # type: ignore[return-value]


def _exact(value: object, what: str) -> Fraction:
    """An exact number: int, Fraction, Decimal or a numeric string; never a float or a bool."""
    if isinstance(value, bool) or isinstance(value, float):
        raise ValueError(f"{what} must be exact (int, Fraction, Decimal or a string), not {value!r}")
    try:
        return Fraction(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, ZeroDivisionError):
        raise ValueError(f"{what} is not a number: {value!r}") from None


# --- outcomes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayedContract:
    """A final contract 6 … 10 (not Miser) and what came of it.

    ``defenders`` are the two other seats in bidding order, ``whists`` says per
    defender (same order) whether he whisted, ``tricks`` are the tricks per
    *seat* (0, 1, 2), summing to 10.  ``open_cards``: a lone whister chose to
    play with the defenders' cards face up (it scores the same).
    """

    declarer: int
    contract: Contract
    defenders: tuple[int, int]
    whists: tuple[bool, bool]
    tricks: tuple[int, int, int]
    open_cards: bool = False
    #: The second defender said half-whist and the first did not take his pass back: the
    #: contract stands unplayed, the half-whister writes whists for half the quota.
    half_whister: int | None = None
    #: A 10-trick contract the table does not check: it stands unplayed.
    unchecked: bool = False

    def __post_init__(self) -> None:
        _seat(self.declarer, "the declarer")
        if not isinstance(self.contract, Contract):
            raise ValueError(f"the contract must be a Contract, not {self.contract!r}")
        if self.contract.miser:
            raise ValueError("a Miser is scored as a MiserOutcome, not a PlayedContract")
        defenders = tuple(self.defenders)
        if (len(defenders) != 2 or any(isinstance(d, bool) or not isinstance(d, int)
                                       for d in defenders)
                or sorted((self.declarer, *defenders)) != list(range(SEATS))):
            raise ValueError(f"the defenders are the two seats other than the declarer "
                             f"{self.declarer}, in bidding order, not {self.defenders!r}")
        whists = tuple(self.whists)
        if len(whists) != 2 or not all(isinstance(w, bool) for w in whists):
            raise ValueError(f"whists are two booleans, one per defender, not {self.whists!r}")
        object.__setattr__(self, "defenders", defenders)
        object.__setattr__(self, "whists", whists)
        object.__setattr__(self, "tricks", _tricks(self.tricks))
        level = self.contract.level
        if level == NO_WHIST_LEVEL and any(whists):
            raise ValueError("nobody whists against a 10-trick contract: the defenders just play")
        if not isinstance(self.open_cards, bool):
            raise ValueError(f"open_cards is a boolean, not {self.open_cards!r}")
        if self.open_cards and sum(whists) != 1:
            raise ValueError("only a lone whister may play with open cards")
        if not isinstance(self.unchecked, bool):
            raise ValueError(f"unchecked is a boolean, not {self.unchecked!r}")
        if self.unchecked and level != NO_WHIST_LEVEL:
            raise ValueError("only a 10-trick contract goes unchecked")
        if self.half_whister is not None:
            _seat(self.half_whister, "the half-whister")
            if self.half_whister != defenders[1] or any(whists):
                raise ValueError("a half-whist is the second defender's, after both passed")
            if level not in HALF_WHIST_LEVELS:
                raise ValueError(f"a half-whist is said against 6 or 7, not {level}")

    @classmethod
    def standing(cls, declarer: int, contract: Contract, defenders: tuple[int, int],
                 half_whister: int | None = None) -> PlayedContract:
        """A contract below 10 that both defenders passed (or the second half-whisted), or a
        10 the table does not check: it stands unplayed.  Its tricks are not scored; they
        are recorded as the declarer's level and the rest to the first defender."""
        if not isinstance(contract, Contract) or contract.miser:
            raise ValueError(f"only a trick contract can stand, not {contract!r}")
        _seat(declarer, "the declarer")
        tricks = [0, 0, 0]
        tricks[declarer] = contract.level
        first = defenders[0]
        if isinstance(first, int) and 0 <= first < SEATS and first != declarer:
            tricks[first] = TRICKS_IN_DEAL - contract.level
        return cls(declarer, contract, defenders, (False, False), tuple(tricks),
                   half_whister=half_whister, unchecked=contract.level == NO_WHIST_LEVEL)

    @property
    def value(self) -> int:
        return self.contract.value

    @property
    def quota(self) -> int:
        """The tricks the defence owes when someone whists."""
        return QUOTAS[self.contract.level]

    @property
    def whisters(self) -> tuple[int, ...]:
        """The seats that whisted, in bidding order."""
        return tuple(d for d, w in zip(self.defenders, self.whists, strict=True) if w)

    @property
    def stands(self) -> bool:
        """Nobody whisted a contract below 10, or a 10 goes unchecked: it counts as made
        without play."""
        return not any(self.whists) and (self.contract.level != NO_WHIST_LEVEL
                                         or self.unchecked)

    @property
    def defence_tricks(self) -> int:
        return sum(self.tricks[d] for d in self.defenders)

    @property
    def undertricks(self) -> int:
        """The tricks the declarer fell short by (0 if he made it or it stands)."""
        if self.stands:
            return 0
        return max(0, self.contract.level - self.tricks[self.declarer])


@dataclass(frozen=True)
class MiserOutcome:
    """A Miser played: the tricks the declarer took (0 wins it)."""

    declarer: int
    tricks_taken: int

    def __post_init__(self) -> None:
        _seat(self.declarer, "the declarer")
        t = self.tricks_taken
        if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= TRICKS_IN_DEAL:
            raise ValueError(f"a Miser declarer takes 0 … 10 tricks, not {t!r}")


@dataclass(frozen=True)
class AllPassOutcome:
    """An ALL PASS played at ``level`` 6, 7 or 8 (the minimum bid of the deal): tricks per seat."""

    level: int
    tricks: tuple[int, int, int]

    def __post_init__(self) -> None:
        if isinstance(self.level, bool) or self.level not in ALL_PASS_PRICES:
            raise ValueError(f"an ALL PASS is played at level 6, 7 or 8, not {self.level!r}")
        object.__setattr__(self, "tricks", _tricks(self.tricks))

    @property
    def price(self) -> int:
        """Whists per trick at this level (the manual's ALL PASS score)."""
        return ALL_PASS_PRICES[self.level]

    @property
    def progression(self) -> int:
        """Mountain points per trick at this level in the Sochi and Leningrad scores: 1 · 2 · 3."""
        return self.level - LEVELS[0] + 1


Outcome = PlayedContract | MiserOutcome | AllPassOutcome


# --- what a deal writes -------------------------------------------------------------------------


@dataclass(frozen=True)
class Aid:
    """Bullet points ``giver`` passed on to ``receiver`` past the limit; he writes 10 whists
    per point on him."""

    giver: int
    receiver: int
    points: Fraction

    @property
    def whists(self) -> Fraction:
        return self.points * AID_WHISTS_PER_POINT


@dataclass(frozen=True)
class Totals:
    """The sheet's running values: per seat bullet and mountain, ``whists[i][j]`` i on j."""

    bullet: tuple[Fraction, Fraction, Fraction]
    mountain: tuple[Fraction, Fraction, Fraction]
    whists: tuple[tuple[Fraction, Fraction, Fraction], ...]

    @classmethod
    def zero(cls) -> Totals:
        z = Fraction(0)
        return cls((z, z, z), (z, z, z), tuple((z, z, z) for _ in range(SEATS)))

    @classmethod
    def of(cls, bullet: Sequence[Fraction | int] = (0, 0, 0),
           mountain: Sequence[Fraction | int] = (0, 0, 0),
           whists: Sequence[Sequence[Fraction | int]] | None = None) -> Totals:
        """Totals from plain numbers (exact ones), checked: three seats, no whists on oneself."""
        if whists is None:
            whists = [[0] * SEATS for _ in range(SEATS)]
        if (len(bullet) != SEATS or len(mountain) != SEATS or len(whists) != SEATS
                or any(len(row) != SEATS for row in whists)):
            raise ValueError("totals are three bullets, three mountains and 3 × 3 whists")
        table = tuple(tuple(_exact(w, "a whist entry") for w in row) for row in whists)
        if any(table[i][i] for i in range(SEATS)):
            raise ValueError("a player writes no whists on himself: the diagonal must be 0")
        return cls(tuple(_exact(b, "a bullet") for b in bullet),
                   tuple(_exact(m, "a mountain") for m in mountain), table)

    def plus(self, entries: DealEntries) -> Totals:
        return Totals(
            tuple(a + b for a, b in zip(self.bullet, entries.bullet, strict=True)),
            tuple(a + b for a, b in zip(self.mountain, entries.mountain, strict=True)),
            tuple(tuple(a + b for a, b in zip(row, new, strict=True))
                  for row, new in zip(self.whists, entries.whists, strict=True)),
        )


@dataclass(frozen=True)
class DealEntries:
    """What one deal wrote on the sheet, as deltas, and the running totals after it.

    ``bullet`` and ``mountain``: per seat (the aid included: bullet received,
    the giver's leftover off his mountain).  ``whists[i][j]``: written by ``i``
    on ``j`` in this deal, aid whists included (diagonal 0).  ``earnings``: the
    bullet entries the deal gave, ``(seat, points)`` before the limit, in seat
    order (one for a contract or a Miser won; in ALL PASS with a point for no
    trick, one or two); ``aid``: how their excess was passed on.  ``after``:
    the totals.
    """

    outcome: Outcome
    bullet: tuple[Fraction, Fraction, Fraction]
    mountain: tuple[Fraction, Fraction, Fraction]
    whists: tuple[tuple[Fraction, Fraction, Fraction], ...]
    earnings: tuple[tuple[int, Fraction], ...]
    aid: tuple[Aid, ...]
    after: Totals

    @property
    def earner(self) -> int | None:
        """The seat of the deal's (first) bullet entry, None if it wrote none."""
        return self.earnings[0][0] if self.earnings else None

    @property
    def earned(self) -> Fraction:
        """The deal's bullet entries before the limit, together."""
        return sum((points for _seat, points in self.earnings), Fraction(0))

    def whists_by(self, seat: int) -> dict[int, Fraction]:
        """What ``seat`` wrote on each other seat in this deal."""
        return {j: self.whists[seat][j] for j in range(SEATS) if j != seat}


class _Writing:
    """A deal's entries being written, before the limit is applied."""

    def __init__(self) -> None:
        self.mountain = [Fraction(0)] * SEATS
        self.whists = [[Fraction(0)] * SEATS for _ in range(SEATS)]
        self.earnings: list[tuple[int, Fraction]] = []

    def earn(self, seat: int, points: int) -> None:
        self.earnings.append((seat, Fraction(points)))

    def write(self, by: int, on: int, whists: Fraction | int) -> None:
        self.whists[by][on] += whists


def _score_played(outcome: PlayedContract, sheet: _Writing, rules: TableRules) -> None:
    declarer, v = outcome.declarer, outcome.value
    if outcome.stands:
        sheet.earn(declarer, v)
        if outcome.half_whister is not None:  # whists for half the quota, unplayed
            sheet.write(outcome.half_whister, declarer, v * (outcome.quota // 2))
        return
    undertricks = outcome.undertricks
    if undertricks:
        sheet.mountain[declarer] += undertricks * v
        for defender in outcome.defenders:
            sheet.write(defender, declarer, undertricks * v)
    else:
        sheet.earn(declarer, v)
    whisters = outcome.whisters
    tricks, quota = outcome.tricks, outcome.quota
    shortfall = max(0, quota - outcome.defence_tricks)
    share = rules.whist_penalty_share(outcome.contract.level)
    if len(whisters) == 1:
        (whister,) = whisters
        whists = Fraction(v * outcome.defence_tricks)
        if undertricks and rules.whist_kind == "gentleman":  # shared with the passer
            (passer,) = (d for d in outcome.defenders if d != whister)
            sheet.write(passer, declarer, whists / 2)
            whists /= 2
        sheet.write(whister, declarer, whists)
        sheet.mountain[whister] += shortfall * v * share
    elif len(whisters) == 2:
        for whister in whisters:
            sheet.write(whister, declarer, v * tricks[whister])
        if shortfall:
            halves = (0, 1) if quota == 1 else (quota // 2, quota // 2)
            missing = {w: max(0, half - tricks[w]) for w, half in zip(whisters, halves, strict=True)}
            below = [w for w in whisters if missing[w]]
            if len(below) == 1:
                sheet.mountain[below[0]] += shortfall * v * share
            else:  # both below their half: their missing tricks are exactly the shortfall
                for w in below:
                    sheet.mountain[w] += missing[w] * v * share


def _score_miser(outcome: MiserOutcome, sheet: _Writing) -> None:
    if outcome.tricks_taken == 0:
        sheet.earn(outcome.declarer, MISER_VALUE)
    else:
        sheet.mountain[outcome.declarer] += MISER_VALUE * outcome.tricks_taken


def _score_all_pass(outcome: AllPassOutcome, sheet: _Writing, rules: TableRules) -> None:
    tricks = outcome.tricks
    scoring = rules.all_pass_scoring
    if scoring in ("sochi", "leningrad"):
        step = outcome.progression
        for seat in range(SEATS):
            sheet.mountain[seat] += tricks[seat] * step
            if scoring == "leningrad" and tricks[seat] == 0:
                sheet.earn(seat, step)
        return
    fewest = min(tricks)
    lowest = [seat for seat in range(SEATS) if tricks[seat] == fewest]
    if scoring == "rostov":
        for low in lowest:
            for other in range(SEATS):
                if other not in lowest:
                    sheet.write(low, other, Fraction(tricks[other] * ROSTOV_ALL_PASS_WHISTS,
                                                     len(lowest)))
            if fewest == 0:
                sheet.earn(low, ROSTOV_NO_TRICK_POINTS)
        return
    price = outcome.price
    lowest = [seat for seat in range(SEATS) if tricks[seat] == fewest]
    if len(lowest) == 1:
        (low,) = lowest
        for other in range(SEATS):
            if other != low:
                sheet.write(low, other, (tricks[other] - fewest) * price)
    elif len(lowest) == 2:
        (third,) = (seat for seat in range(SEATS) if seat not in lowest)
        owed = Fraction((tricks[third] - fewest) * price)
        for low in lowest:
            sheet.write(low, third, owed / 2)
    # three tied for fewest cannot happen: 10 tricks do not split into three equal parts


def aid_order(giver: int, bullet: Sequence[Fraction | int]) -> tuple[int, int]:
    """The opponents who receive ``giver``'s excess, first the one with the higher bullet; on a
    tie the next in turn after the giver."""
    first, second = (giver + 1) % SEATS, (giver + 2) % SEATS
    return (second, first) if bullet[second] > bullet[first] else (first, second)


# --- the ledger ---------------------------------------------------------------------------------


class Ledger:
    """The score sheet of one game: apply deal outcomes, read the totals, settle.

    ``limit`` is the bullet target per player; ``price`` the money per whist
    point (Fraction, Decimal, int or a string like ``"0.05"``); ``start`` the
    sheet's values before the first deal (default: all 0), for a game taken up
    again or a position to test from.
    """

    def __init__(self, limit: int, price: Fraction | Decimal | int | str = 1,
                 start: Totals | None = None, rules: TableRules = MANUAL) -> None:
        if not isinstance(rules, TableRules):
            raise ValueError(f"the table's rules are TableRules, not {rules!r}")
        self.rules = rules
        if isinstance(limit, bool) or not isinstance(limit, int) or limit <= 0:
            raise ValueError(f"the game limit is a whole number of bullet points > 0, not {limit!r}")
        self.limit = limit
        self.price = _exact(price, "the price of a whist point")
        if self.price <= 0:
            raise ValueError(f"the price of a whist point must be > 0, not {price!r}")
        if start is None:
            start = Totals.zero()
        elif not isinstance(start, Totals):
            raise ValueError(f"start must be Totals (see Totals.of), not {start!r}")
        elif any(not 0 <= b <= limit for b in start.bullet):
            raise ValueError(f"a bullet lies between 0 and the limit {limit}: {start.bullet}")
        self.start = start
        self._totals = start
        self._history: list[DealEntries] = []

    # reading

    @property
    def totals(self) -> Totals:
        return self._totals

    @property
    def bullet(self) -> tuple[Fraction, Fraction, Fraction]:
        return self._totals.bullet

    @property
    def mountain(self) -> tuple[Fraction, Fraction, Fraction]:
        return self._totals.mountain

    @property
    def whists(self) -> tuple[tuple[Fraction, Fraction, Fraction], ...]:
        """``whists[i][j]``: the whists seat ``i`` has written on seat ``j``."""
        return self._totals.whists

    @property
    def history(self) -> tuple[DealEntries, ...]:
        """Every deal's entries, first deal first."""
        return tuple(self._history)

    @property
    def running(self) -> tuple[Totals, ...]:
        """The totals after each deal, first deal first."""
        return tuple(entries.after for entries in self._history)

    @property
    def over(self) -> bool:
        """Every bullet has reached the limit: the game is over."""
        return all(b >= self.limit for b in self.bullet)

    @property
    def minimum_bid(self) -> int:
        """The lowest bid of the next deal: after an ALL PASS as the table's rules say
        (:meth:`.TableRules.next_minimum`), else 6."""
        if self._history:
            last = self._history[-1].outcome
            if isinstance(last, AllPassOutcome):
                return self.rules.next_minimum(last.level)
        return LOWEST_MINIMUM_BID

    def column(self, seat: int, kind: Column, on: int | None = None) -> list[tuple[int, Fraction]]:
        """A sheet column as on paper: ``(deal index, running value)`` for every deal that wrote
        in it.  ``kind`` is ``"bullet"``, ``"mountain"`` or ``"whist"`` (then ``on`` names the
        seat the whists are written on)."""
        _seat(seat, "the seat")
        if kind == "whist":
            if _seat(on, "the seat written on") == seat:
                raise ValueError("a player writes no whists on himself")
        elif on is not None:
            raise ValueError(f"only a whist column is written on another seat, not {kind!r}")
        elif kind not in ("bullet", "mountain"):
            raise ValueError(f"a column is 'bullet', 'mountain' or 'whist', not {kind!r}")

        def pick(values: Totals | DealEntries) -> Fraction:
            if kind == "whist":
                return values.whists[seat][on]  # type: ignore[index]
            return getattr(values, kind)[seat]

        return [(index, pick(entries.after)) for index, entries in enumerate(self._history)
                if pick(entries)]

    # writing

    def apply(self, outcome: Outcome) -> DealEntries:
        """Score one deal, record it and return what it wrote."""
        if self.over:
            raise ValueError("the game is over: every bullet has reached the limit")
        sheet = _Writing()
        rules = self.rules
        if isinstance(outcome, PlayedContract):
            contract = outcome.contract
            if (rules.stalingrad and contract.level == LEVELS[0]
                    and contract.strain == SUIT_STRAINS[0] and not all(outcome.whists)):
                raise ValueError("a final 6♠ forces both defenders to whist (Stalingrad)")
            if outcome.unchecked and rules.ten_checked:
                raise ValueError("this table checks a 10-trick contract: it is played")
            if contract.level == NO_WHIST_LEVEL and not outcome.unchecked \
                    and not rules.ten_checked:
                raise ValueError("this table does not check a 10-trick contract: it stands")
            if outcome.half_whister is not None and not rules.half_whist_allowed(
                    contract.level, contract.strain == SUIT_STRAINS[0]):
                raise ValueError(f"this table allows no half-whist against {contract}")
            _score_played(outcome, sheet, rules)
        elif isinstance(outcome, MiserOutcome):
            _score_miser(outcome, sheet)
        elif isinstance(outcome, AllPassOutcome):
            _score_all_pass(outcome, sheet, rules)
        else:
            raise ValueError(f"not a deal outcome: {outcome!r}")

        bullet = list(self.bullet)
        delta = [Fraction(0)] * SEATS
        aid: list[Aid] = []
        for giver, earned in sheet.earnings:
            own = min(earned, max(Fraction(0), self.limit - bullet[giver]))
            delta[giver] += own
            bullet[giver] += own
            excess = earned - own
            for receiver in aid_order(giver, bullet):
                given = min(excess, max(Fraction(0), self.limit - bullet[receiver]))
                if given:
                    aid.append(Aid(giver, receiver, given))
                    delta[receiver] += given
                    bullet[receiver] += given
                    sheet.write(giver, receiver, given * AID_WHISTS_PER_POINT)
                    excess -= given
            sheet.mountain[giver] -= excess

        provisional = DealEntries(
            outcome=outcome,
            bullet=tuple(delta),
            mountain=tuple(sheet.mountain),
            whists=tuple(tuple(row) for row in sheet.whists),
            earnings=tuple(sheet.earnings),
            aid=tuple(aid),
            after=self._totals,
        )
        after = self._totals.plus(provisional)
        entries = replace(provisional, after=after)
        self._totals = after
        self._history.append(entries)
        return entries

    # settling

    def settle(self) -> list[Fraction]:
        """Each player's result in whist points now (provisional until :attr:`over`)."""
        return settle(self.mountain, self.whists)

    def money(self) -> list[Fraction]:
        """Each player's result in money: result × price, exact."""
        return [result * self.price for result in self.settle()]

    def amnesty(self) -> Fraction:
        """What the table's amnesty writes off every mountain at the settlement: the smallest
        mountain (0 without amnesty, or when it is not above 0).  The results stay the same:
        ``settle(mountains - amnesty, whists) == settle(mountains, whists)``."""
        if not self.rules.amnesty:
            return Fraction(0)
        return max(Fraction(0), min(self.mountain))


def settle(mountains: Sequence[Fraction | int], whists: Sequence[Sequence[Fraction | int]]
           ) -> list[Fraction]:
    """The final results in whist points, summing to exactly zero.

    ``mountains[i]``: seat i's mountain; ``whists[i][j]``: what i wrote on j
    (diagonal 0).  Each player gets (average mountain − own mountain) × 10,
    plus for each opponent the difference of what they wrote on each other.
    """
    if len(mountains) != SEATS or len(whists) != SEATS or any(len(row) != SEATS for row in whists):
        raise ValueError("settle() takes three mountains and a 3 × 3 table of whists")
    hills = [_exact(m, "a mountain") for m in mountains]
    table = [[_exact(w, "a whist entry") for w in row] for row in whists]
    if any(table[i][i] for i in range(SEATS)):
        raise ValueError("a player writes no whists on himself: the diagonal must be 0")
    average = sum(hills, Fraction(0)) / SEATS
    return [(average - hills[i]) * MOUNTAIN_WHISTS_PER_POINT
            + sum((table[i][j] - table[j][i] for j in range(SEATS) if j != i), Fraction(0))
            for i in range(SEATS)]


#: A game limit no single deal reaches: a ledger of one deal gives no aid.
ONE_DEAL_LIMIT = 1000


def deal_value(outcome: Outcome, rules: TableRules = MANUAL) -> list[Fraction]:
    """One deal in whist points, each seat's: written on a fresh ledger (no aid) and settled
    with each seat's ``mountain − bullet`` as its mountain.

    A ledger with just that deal would give a made contract nothing — the
    settlement counts mountains and whists only; the bullet pays off at the end
    of a game, when those who filled theirs pass the excess on.  Counting a
    bullet point as a mountain point taken off (10 whist points, shared against
    the average like the mountain) gives it that value deal by deal, which is
    how a score sheet is closed when a game stops early.  So 6♣ made against
    two whisters with 6/2/2 tricks is worth N +5⅓, E and S −2⅔ each; the values
    sum to zero.  The benchmark scores deals so, and the bots whist by it.
    """
    sheet = Ledger(ONE_DEAL_LIMIT, rules=rules)
    sheet.apply(outcome)
    hills = [m - b for m, b in zip(sheet.mountain, sheet.bullet, strict=True)]
    return settle(hills, sheet.whists)


def round_to_pfennigs(amount: Fraction | Decimal | int | str) -> Decimal:
    """An exact money amount rounded to two places, half away from zero — for display only."""
    exact = _exact(amount, "an amount of money")
    cents = abs(exact) * 100
    whole = cents.numerator // cents.denominator
    if cents - whole >= Fraction(1, 2):
        whole += 1
    return (Decimal(-whole if exact < 0 else whole) / 100).quantize(Decimal("0.01"),
                                                                      rounding=ROUND_HALF_UP)
