"""What a finished Skat game is worth: the declarer's contract, won or lost, and Ramsch.

Following ``rules/skat.md`` ("Game value", "Ramsch", "Rule sets").  The value
of a suit game or Grand is ``base × (matadors + 1 + Hand + Schneider +
Schneider announced + Schwarz + Schwarz announced + Ouvert)`` with the
matadors counted over the declarer's twelve cards (hand and Skat; the Amiga
1990 set counts at most mit/ohne 4, see :mod:`.bidding`); the levels
and their implications are computed by :func:`.bidding.game_levels` so a bot's
estimate and the score can never disagree.

Decisions where the specification leaves room:

- **A contract is checked when it is made.**  :class:`Contract` refuses what
  the ISkO does not allow: announcements (Schneider, Schwarz, suit/Grand
  Ouvert) without Hand, Schneider/Schwarz announced in Null, and Ramsch as a
  contract.  Ouvert in a suit game or Grand implies Schwarz announced, which
  implies Schneider announced (:attr:`Contract.announces_schneider`,
  :attr:`Contract.announces_schwarz`); callers need not set them all.
- **Schneider and Schwarz are counted for whichever party is caught**, won or
  lost: Schneider when the declarer has ≥ 90 or ≤ 30 points; Schwarz when the
  declarer took all ten tricks or none — by tricks, never by points (120
  points with nine tricks is no Schwarz; no trick with 22 points in the Skat
  is).  Schwarz is always Schneider too.
- **Won** needs 61 points and every announced level reached (Schneider: ≥ 90
  points; Schwarz: all ten tricks).  Null is won when the declarer took no trick.
- **Overbid** (überreizt): when the game's value — with all levels reached or
  announced — is below the bid, the game is lost, whatever the points, and is
  valued at the smallest multiple of its base value that reaches the bid.
  Kontra/Re do not count towards reaching the bid: they double the result,
  not the game.  A Null contract below the bid cannot be overbid by the cards
  (its value is fixed and known), the deal never offers it, so scoring it is
  a caller bug and raises ValueError.
- **The entry** is ``+value`` won and ``−2 × value`` lost; in the Amiga set a
  lost Hand game counts single (``−value``), an overbid Hand game too, since it
  is still a Hand game.  Kontra doubles, Re doubles again; Re needs Kontra.
  A Bock game (house rule, :mod:`.house_rules`) doubles the entry once more.
- **Inputs are checked** (a caller bug must be loud, not a wrong score):
  twelve distinct declarer cards, points 0 … 120, tricks 0 … 10, ten tricks
  only with all 120 points, no trick only with at most 22 points (the most
  two Skat cards hold), a bid that is a bid value of the rule set, no Null in
  the Amiga set.

Ramsch (:func:`score_ramsch`), decisions:

- ``points`` are the card points each seat took in tricks, without the Skat;
  the Skat's points go to the seat with the most points (``skat_to="most"``,
  the original's way) or to ``last_trick_taker`` (``skat_to="last_trick"``).
  With ``"most"`` and a tie for the most, each tied seat is charged the Skat.
- **ISkO:** the seat with the most points scores −points, the others 0; on a
  tie for the most, each tied seat scores −its points.  **Amiga:** every seat
  scores −its own points.
- **Jungfrau** (a seat took no trick — tricks, not points: a trick without a
  point still counts) doubles the loser's score once, however many
  Jungfrauen; with a tie, every tied loser's score is doubled.  In the Amiga
  set everyone who pays is a loser, so a Jungfrau doubles every seat's score
  (the Jungfrau's own is 0 anyway).
- **Durchmarsch** (one seat took all ten tricks) scores +120 for that seat and
  0 for the others in both rule sets; it replaces Jungfrau (the other two are
  necessarily Jungfrauen, and doubling nothing would be meaningless).
- ``factor`` multiplies every entry, a Durchmarsch's too: 2 in a Bock game, and
  2 for each pass-on in a Schieberamsch (house rules, :mod:`.house_rules`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from cardsuite.engine.cards import Card
from cardsuite.games.skat.bidding import (
    RuleSet,
    bid_values,
    game_levels,
    matadors,
    null_value,
    with_matadors,
)
from cardsuite.games.skat.rules import BASE_VALUES, TOTAL_POINTS, GameType

#: Points the declarer needs to win a suit game or Grand.
WINNING_POINTS = 61
#: A party with this many points or fewer is Schneider.
SCHNEIDER_POINTS = 30
TRICKS = 10
#: The most points the two Skat cards can hold (an ace and a ten).
MAX_SKAT_POINTS = 22  # two aces
SEATS = 3
#: What a Durchmarsch in Ramsch scores.
DURCHMARSCH_SCORE = 120
#: Seeger-Fabian list: added to a won game, taken from a lost one (for the declarer).
SEEGER_FABIAN_GAME_BONUS = 50
#: Seeger-Fabian list: what each defender gets when the declarer loses (three-player table).
SEEGER_FABIAN_DEFENDER_BONUS = 40
SKAT_TO_MOST = "most"
SKAT_TO_LAST_TRICK = "last_trick"


@dataclass(frozen=True)
class Contract:
    """The declared game: its type and what the declarer announced (Ansage)."""

    game_type: GameType
    hand: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False
    ouvert: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.game_type, GameType) or self.game_type is GameType.RAMSCH:
            raise ValueError(f"not a contract a declarer can play: {self.game_type!r}")
        if self.game_type is GameType.NULL:
            if self.schneider_announced or self.schwarz_announced:
                raise ValueError("Null cannot announce Schneider or Schwarz")
            return
        if (self.schneider_announced or self.schwarz_announced or self.ouvert) and not self.hand:
            raise ValueError("Schneider, Schwarz and Ouvert can only be announced in a Hand game")

    @property
    def announces_schneider(self) -> bool:
        """Schneider announced, directly or through Schwarz announced or suit/Grand Ouvert."""
        return self.schneider_announced or self.announces_schwarz

    @property
    def announces_schwarz(self) -> bool:
        """Schwarz announced, directly or through suit/Grand Ouvert (Null Ouvert announces none)."""
        if self.game_type is GameType.NULL:
            return False
        return self.schwarz_announced or self.ouvert


@dataclass(frozen=True)
class GameResult:
    """A scored game: the entry for the list and everything that made it."""

    won: bool
    overbid: bool
    #: The signed entry on the standard list: +game_value won, −2 × (Amiga Hand: −1 ×) lost,
    #: times the Kontra/Re factor.
    value: int
    #: The unsigned value of the game: ``base_value × multiplier``.
    game_value: int
    #: 9, 10, 11, 12, 24, or the fixed Null value.
    base_value: int
    #: The levels (matadors + 1 + …); when overbid, the smallest that reaches the bid; 1 in Null.
    multiplier: int
    #: "mit/ohne" count over the declarer's twelve cards as it counts (Amiga: at most 4); 0 in
    #: Null.
    matadors: int
    #: True for "mit", False for "ohne" (and in Null).
    with_matadors: bool
    #: A party was Schneider (declarer ≥ 90 or ≤ 30 points); False in Null.
    schneider: bool
    #: A party took no trick; False in Null.
    schwarz: bool
    #: 1, 2 with Kontra, 4 with Re.
    kontra_factor: int = 1
    #: A Bock game: the entry is doubled (house rule).
    bock: bool = False


def _check_int(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number {low} … {high}, not {value!r}")
    return value


def _check_declarer_cards(cards: Iterable[Card]) -> list[Card]:
    cards = list(cards)
    if len(cards) != 12 or len(set(cards)) != 12:
        raise ValueError(
            f"declarer_cards must be the declarer's 12 different cards (hand and Skat), "
            f"got {len(cards)} ({len(set(cards))} different)")
    return cards


def _loss_factor(contract: Contract, rule_set: RuleSet) -> int:
    # The Amiga 1990 program charged a lost Hand game once, not twice.
    return 1 if rule_set is RuleSet.AMIGA and contract.hand else 2


def score_game(contract: Contract, declarer_cards: Iterable[Card], declarer_points: int,
               declarer_tricks: int, bid: int, kontra: bool = False, re: bool = False,
               rule_set: RuleSet = RuleSet.ISKO, bock: bool = False) -> GameResult:
    """Score a finished game of the declarer: won or lost, overbid, and the list entry.

    ``declarer_cards`` are his twelve cards (hand and Skat) for the matadors;
    ``declarer_points`` include the Skat; ``declarer_tricks`` are 0 … 10;
    ``bock``: a Bock game, whose entry counts double.
    """
    result = _score_game(contract, declarer_cards, declarer_points, declarer_tricks, bid,
                         kontra, re, rule_set)
    if not bock:
        return result
    return replace(result, value=2 * result.value, bock=True)


def _score_game(contract: Contract, declarer_cards: Iterable[Card], declarer_points: int,
                declarer_tricks: int, bid: int, kontra: bool, re: bool,
                rule_set: RuleSet) -> GameResult:
    cards = _check_declarer_cards(declarer_cards)
    _check_int("declarer_points", declarer_points, 0, TOTAL_POINTS)
    _check_int("declarer_tricks", declarer_tricks, 0, TRICKS)
    if declarer_tricks == TRICKS and declarer_points != TOTAL_POINTS:
        raise ValueError(f"all ten tricks hold all {TOTAL_POINTS} points, not {declarer_points}")
    if declarer_tricks == 0 and declarer_points > MAX_SKAT_POINTS:
        raise ValueError(f"without a trick the declarer has only the Skat's points "
                         f"(≤ {MAX_SKAT_POINTS}), not {declarer_points}")
    if bid not in bid_values(rule_set):
        raise ValueError(f"{bid!r} is not a bid value of the {rule_set.value} rule set")
    if re and not kontra:
        raise ValueError("Re answers a Kontra: re=True needs kontra=True")
    kontra_factor = (2 if kontra else 1) * (2 if re else 1)
    if contract.game_type is GameType.NULL:
        return _score_null(contract, declarer_tricks, bid, kontra_factor, rule_set)

    game_type = contract.game_type
    base = BASE_VALUES[game_type]
    count = matadors(cards, game_type, rule_set)
    schneider = declarer_points >= TOTAL_POINTS - SCHNEIDER_POINTS or \
        declarer_points <= SCHNEIDER_POINTS
    schwarz = declarer_tricks in (0, TRICKS)
    won = (
        declarer_points >= WINNING_POINTS
        and (not contract.announces_schneider
             or declarer_points >= TOTAL_POINTS - SCHNEIDER_POINTS)
        and (not contract.announces_schwarz or declarer_tricks == TRICKS)
    )
    multiplier = game_levels(count, hand=contract.hand, schneider=schneider,
                             schneider_announced=contract.schneider_announced,
                             schwarz=schwarz, schwarz_announced=contract.schwarz_announced,
                             ouvert=contract.ouvert)
    overbid = base * multiplier < bid
    if overbid:
        won = False
        multiplier = -(-bid // base)  # the smallest multiple of the base that reaches the bid
    game_value = base * multiplier
    sign = 1 if won else -_loss_factor(contract, rule_set)
    return GameResult(
        won=won, overbid=overbid, value=sign * game_value * kontra_factor,
        game_value=game_value, base_value=base, multiplier=multiplier, matadors=count,
        with_matadors=with_matadors(cards, game_type), schneider=schneider, schwarz=schwarz,
        kontra_factor=kontra_factor)


def _score_null(contract: Contract, declarer_tricks: int, bid: int, kontra_factor: int,
                rule_set: RuleSet) -> GameResult:
    if rule_set is RuleSet.AMIGA:
        raise ValueError("the Amiga 1990 rule set has no Null games")
    value = null_value(contract.hand, contract.ouvert)
    if value < bid:
        raise ValueError(f"a Null game worth {value} cannot be played after a bid of {bid}")
    won = declarer_tricks == 0
    sign = 1 if won else -_loss_factor(contract, rule_set)
    return GameResult(
        won=won, overbid=False, value=sign * value * kontra_factor, game_value=value,
        base_value=value, multiplier=1, matadors=0, with_matadors=False, schneider=False,
        schwarz=False, kontra_factor=kontra_factor)


def _check_three(name: str, values: Sequence[int], high: int) -> tuple[int, int, int]:
    if isinstance(values, str | bytes) or len(values) != SEATS:
        raise ValueError(f"{name} must hold one number per seat (3), not {values!r}")
    for value in values:
        _check_int(f"each of {name}", value, 0, high)
    return (values[0], values[1], values[2])


def _most(totals: Sequence[int]) -> list[int]:
    """The seats with the most points: the loser, or the tied losers."""
    return [seat for seat, total in enumerate(totals) if total == max(totals)]


def score_ramsch(points: tuple[int, int, int], tricks: tuple[int, int, int], skat_points: int,
                 rule_set: RuleSet = RuleSet.ISKO, skat_to: str = SKAT_TO_MOST,
                 last_trick_taker: int | None = None, factor: int = 1) -> tuple[int, int, int]:
    """The entries of a Ramsch per seat (0 or negative; +120 for a Durchmarsch), times
    ``factor`` (a power of two: Bock, Schieberamsch pass-ons).

    ``points`` are what each seat took in tricks (without the Skat),
    ``tricks`` how many tricks each took, ``skat_points`` the Skat's points.
    """
    if isinstance(factor, bool) or not isinstance(factor, int) or factor < 1 or \
            factor & (factor - 1):
        raise ValueError(f"a Ramsch factor is 1, 2, 4, …, not {factor!r}")
    scores = _score_ramsch(points, tricks, skat_points, rule_set, skat_to, last_trick_taker)
    return (scores[0] * factor, scores[1] * factor, scores[2] * factor)


def _score_ramsch(points: tuple[int, int, int], tricks: tuple[int, int, int], skat_points: int,
                  rule_set: RuleSet, skat_to: str,
                  last_trick_taker: int | None) -> tuple[int, int, int]:
    points = _check_three("points", points, TOTAL_POINTS)
    tricks = _check_three("tricks", tricks, TRICKS)
    _check_int("skat_points", skat_points, 0, MAX_SKAT_POINTS)
    if sum(tricks) != TRICKS:
        raise ValueError(f"the tricks must add up to {TRICKS}, not {sum(tricks)}")
    if sum(points) + skat_points != TOTAL_POINTS:
        raise ValueError(f"points and Skat must add up to {TOTAL_POINTS}, "
                         f"not {sum(points) + skat_points}")
    if any(p and not t for p, t in zip(points, tricks, strict=True)):
        raise ValueError("a seat without a trick cannot have card points")
    if skat_to not in (SKAT_TO_MOST, SKAT_TO_LAST_TRICK):
        raise ValueError(f"skat_to must be {SKAT_TO_MOST!r} or {SKAT_TO_LAST_TRICK!r}, "
                         f"not {skat_to!r}")

    if TRICKS in tricks:
        durchmarsch = [DURCHMARSCH_SCORE if count == TRICKS else 0 for count in tricks]
        return (durchmarsch[0], durchmarsch[1], durchmarsch[2])

    totals = list(points)
    if skat_to == SKAT_TO_LAST_TRICK:
        if last_trick_taker is None:
            raise ValueError("skat_to='last_trick' needs last_trick_taker")
        _check_int("last_trick_taker", last_trick_taker, 0, SEATS - 1)
        if tricks[last_trick_taker] == 0:
            raise ValueError(f"seat {last_trick_taker} took no trick, so not the last one")
        totals[last_trick_taker] += skat_points
        losers = _most(totals)
    else:
        losers = _most(totals)
        for seat in losers:
            totals[seat] += skat_points

    jungfrau = 0 in tricks
    factor = 2 if jungfrau else 1
    if rule_set is RuleSet.AMIGA:
        scores = [-total * factor for total in totals]
    else:
        scores = [-totals[seat] * factor if seat in losers else 0 for seat in range(SEATS)]
    return (scores[0], scores[1], scores[2])
