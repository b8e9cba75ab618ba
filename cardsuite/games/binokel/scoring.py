"""What a finished Binokel deal is worth to each seat.

Following ``rules/binokel.md`` ("Scoring", "Abgehen") and the 1992 manual
(chapter 2.6, "Wertung"):

- **Everyone scores** his melds plus his trick points, +10 for the last trick.
- The **solo player** counts his melds, his trick points (with the last
  trick's 10) and the points of the four cards he pressed (gedrückt; three
  in the game with sevens).  If
  that is **more than his bid** he scores it all (the manual's example: 80
  melded + 120 in tricks + 10 for the last trick = +210 on a bid of 200);
  otherwise he scores **−bid**, and his melds, tricks and pressed cards count
  nothing.
- A seat that **takes no trick loses its melds**: it scores 0 for the deal (an
  opponent), or has only its pressed cards towards the bid (the solo player,
  who then cannot make any bid: at most 42 pressed points against a bid of at
  least 150, 32 with three pressed cards).
- **Abgehen** (going out) instead of melding: the solo player scores −bid;
  the other two still meld and score their melds + 40; no card is played.

The rule variants this scoring follows (a bid only reached, the lost game
doubled, Abgehen for 30, the game with sevens) are :class:`.options.Options`.

Decisions where the specification leaves room:

- **Doubling applies to a game lost in play, not to Abgehen.**  Going out
  costs the bid alone in every variant: the modern rules this option comes
  from ("in den Keller": −2 × bid) keep the single bid for going out, which is
  what makes going out worth choosing.
- **Abgehen ignores the no-trick rule**: nobody plays, so the opponents'
  melds always count (+ 40 or 30).  The solo player's melds are irrelevant (he
  does not meld).
- **A lost solo scores −bid, whatever he took**, and the no-trick rule cannot
  make it worse: his melds are void either way.
- **Card points rounded to tens** (``Options.round_points``, off in the 1992
  rules): the modern custom ("the card points are rounded up or down to the
  nearest 10 points" once counted, before the bid is checked — the Finnish
  article in ``seeds/004``, "Pisteytys").  Each seat's card points are rounded
  as one sum: his tricks with the last trick's 10, and for the solo player his
  pressed cards too; a five rounds up (65 → 70, 64 → 60).  Melds are tens
  already.  The rounded sums need not add up to 250.  ``trick_points`` in the
  result stay the cards' own points.
- **The solo player can also lose by a wrong declaration** (option "meld by
  hand"): ``forfeit=True`` scores the game as lost whatever the points; an
  opponent's wrong declaration is the caller's to void by passing melds 0.
- **Inputs are checked**, since a wrong score must be loud, not quiet: three
  seats, a bid ≥ 150 in steps of 10, melds ≥ 0 in tens, 12 tricks in all
  (15 with sevens), four pressed cards (three with sevens), trick points +
  pressed points = 240, no points without a trick, the last trick taken by a
  seat that took a trick.
- **The game with sevens scores like the 40-card game**: the sevens are worth
  no card points, so the deal still holds 240 + 10; the lowest bid stays 150
  and the Diß is a meld like the others (void with the melds of a seat that
  takes no trick or loses the game).  The card-point rounding and the Durch /
  Bettel contracts of the modern rules are not part of it.

**Durch and Bettel** (``Options.durch_bettel``, off in the 1992 rules; the
modern rules of ``seeds/004``, "Erikoissopimukset"): instead of naming trump
the solo player announces

- **Durch** — to take every trick — worth **1000**, or **1500 open**
  ("hingelegt": his cards lie face up on the table before the first trick);
- **Bettel** (untendurch) — to take no trick — worth **1000** (the article
  gives 1000, 1500 or 500 "depending on the region"; 1000 is the first it
  names and puts Bettel level with the closed Durch).

No trump, no melds for anyone; Stichzwang as always (without trump: follow
suit and beat if you can, else any card).  Durch: the solo player leads the
first trick ("kommt raus"); Bettel: Mittelhand, as in every game (the article
allows the solo player or "vorne"; we keep the table's usual first lead).
The deal ends as soon as it is decided — Durch at the first trick the solo
player loses, Bettel at the first he takes — or after the last trick, won.
Won, the solo player scores the contract's value; lost, **twice** its value
is taken off his score (the article: "ilmoittajalla on kaksinkertaiset
voitonpisteet vähennetty"), in every variant.  The opponents score nothing:
there are no melds, and card points do not count in these contracts.  A
contract may be announced only if its value is at least the bid.  The rarest
form, the open Durch without taking the Dabb, is not offered: the Dabb is
always taken up and pressed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardsuite.engine.cards import Card
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import (
    BID_STEP,
    LAST_TRICK_BONUS,
    MIN_BID,
    PLAYERS,
    TOTAL_CARD_POINTS,
    dabb_size,
    points,
)
from cardsuite.games.binokel.rules import tricks as tricks_in_deal

#: The contracts announced instead of naming trump, and their values (see the module).
SPECIAL_VALUES: dict[str, int] = {"durch": 1000, "open-durch": 1500, "bettel": 1000}
#: What a lost Durch or Bettel costs: this times its value.
SPECIAL_LOSS_FACTOR = 2


def is_durch(special: str | None) -> bool:
    """Whether the contract is a Durch (open or not): take every trick."""
    return special in ("durch", "open-durch")


@dataclass(frozen=True)
class DealScore:
    """A scored deal: the entries for the pad and what made them."""

    #: What each seat scores for the deal (the pad's entry), by seat.
    scores: tuple[int, ...]
    solo: int
    bid: int
    #: The solo player went out (abgehen); no card was played.
    abgehen: bool
    #: The solo player made his bid.  False after Abgehen.
    won: bool
    #: What the solo player counted against his bid: melds (unless void) + tricks + last
    #: trick + pressed cards; 0 after Abgehen.
    solo_points: int
    #: Each seat's trick points, the last trick's 10 included; the solo's without pressed cards.
    trick_points: tuple[int, ...]
    #: Whether each seat's melds counted (not lost by taking no trick, by a lost game, or by
    #: going out).
    melds_counted: tuple[bool, ...]
    #: The Durch or Bettel played ("durch", "open-durch", "bettel"), None for a trump game.
    special: str | None = None


def score_deal(bid: int, solo: int, melds: Sequence[int], trick_points: Sequence[int],
               tricks: Sequence[int], last_trick: int, pressed: Sequence[Card],
               options: Options = DEFAULT_OPTIONS, *, forfeit: bool = False) -> DealScore:
    """Score a deal played out.

    ``melds`` are each seat's meld points, ``trick_points`` the card points of
    the tricks each seat took (without the last trick's 10, which goes to seat
    ``last_trick``), ``tricks`` how many tricks each took, ``pressed`` the four
    cards the solo player pressed (three with sevens).  ``forfeit`` loses the
    game for the solo player whatever his points (a wrong declaration when
    melding by hand).
    """
    _check_bid(bid)
    _check_seat("solo", solo)
    _check_seat("last_trick", last_trick)
    meld_list = _check_melds(melds)
    taken = _per_seat("trick_points", trick_points)
    won_tricks = _per_seat("tricks", tricks)
    deal_tricks = tricks_in_deal(options)
    if sum(won_tricks) != deal_tricks:
        raise ValueError(f"the seats took {sum(won_tricks)} tricks; a deal has {deal_tricks}")
    if won_tricks[last_trick] == 0:
        raise ValueError(f"seat {last_trick} took the last trick but no trick")
    for seat in range(PLAYERS):
        if won_tricks[seat] == 0 and taken[seat]:
            raise ValueError(f"seat {seat} took no trick but {taken[seat]} points")
    if len(pressed) != dabb_size(options):
        raise ValueError(f"the solo player presses {dabb_size(options)} cards, not "
                         f"{len(pressed)}")
    pressed_points = points(pressed)
    if sum(taken) + pressed_points != TOTAL_CARD_POINTS:
        raise ValueError(f"trick points {sum(taken)} + pressed {pressed_points} must make "
                         f"{TOTAL_CARD_POINTS}")

    with_bonus = tuple(taken[seat] + (LAST_TRICK_BONUS if seat == last_trick else 0)
                       for seat in range(PLAYERS))
    card_points = [with_bonus[seat] + (pressed_points if seat == solo else 0)
                   for seat in range(PLAYERS)]
    if options.round_points:
        card_points = [round_to_ten(value) for value in card_points]
    keeps_melds = [won_tricks[seat] > 0 for seat in range(PLAYERS)]
    solo_points = card_points[solo] + (meld_list[solo] if keeps_melds[solo] else 0)
    won = not forfeit and options.solo_wins(solo_points, bid)
    if not won:
        keeps_melds[solo] = False
    scores = []
    for seat in range(PLAYERS):
        if seat == solo:
            scores.append(solo_points if won else -options.loss_factor * bid)
        elif keeps_melds[seat]:
            scores.append(meld_list[seat] + card_points[seat])
        else:
            scores.append(0)
    return DealScore(tuple(scores), solo, bid, False, won, solo_points, with_bonus,
                     tuple(keeps_melds))


def score_special(special: str, bid: int, solo: int, won: bool) -> DealScore:
    """Score a Durch or Bettel: its value for the solo player if ``won``, else −2 × value;
    nothing for the others (see the module)."""
    if special not in SPECIAL_VALUES:
        raise ValueError(f"a special contract is one of {', '.join(SPECIAL_VALUES)}, "
                         f"not {special!r}")
    _check_bid(bid)
    _check_seat("solo", solo)
    value = SPECIAL_VALUES[special]
    if bid > value:
        raise ValueError(f"a {special} worth {value} cannot be played on a bid of {bid}")
    entry = value if won else -SPECIAL_LOSS_FACTOR * value
    scores = tuple(entry if seat == solo else 0 for seat in range(PLAYERS))
    return DealScore(scores, solo, bid, False, won, value if won else 0, (0,) * PLAYERS,
                     (False,) * PLAYERS, special)


def round_to_ten(points: int) -> int:
    """``points`` to the nearest ten, a five up: 64 → 60, 65 → 70."""
    return (points + 5) // 10 * 10


def score_abgehen(bid: int, solo: int, melds: Sequence[int],
                  options: Options = DEFAULT_OPTIONS) -> DealScore:
    """Score a deal the solo player went out of: −bid for him, melds + 40 (or 30) for the others.

    ``melds`` are each seat's meld points; the solo player's entry is ignored.
    """
    _check_bid(bid)
    _check_seat("solo", solo)
    meld_list = _check_melds(melds)
    scores = tuple(-bid if seat == solo else meld_list[seat] + options.abgehen_bonus
                   for seat in range(PLAYERS))
    counted = tuple(seat != solo for seat in range(PLAYERS))
    return DealScore(scores, solo, bid, True, False, 0, (0,) * PLAYERS, counted)


# --- input checks ------------------------------------------------------------------------------


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_bid(bid: int) -> None:
    if not _is_int(bid) or bid < MIN_BID or bid % BID_STEP:
        raise ValueError(f"a bid is {MIN_BID} or more in steps of {BID_STEP}, not {bid!r}")


def _check_seat(name: str, seat: int) -> None:
    if not _is_int(seat) or not 0 <= seat < PLAYERS:
        raise ValueError(f"{name} must be a seat 0 … {PLAYERS - 1}, not {seat!r}")


def _per_seat(name: str, values: Sequence[int]) -> tuple[int, ...]:
    result = tuple(values)
    if len(result) != PLAYERS or not all(_is_int(v) and v >= 0 for v in result):
        raise ValueError(f"{name} must be {PLAYERS} numbers ≥ 0, one per seat, not {values!r}")
    return result


def _check_melds(melds: Sequence[int]) -> tuple[int, ...]:
    result = _per_seat("melds", melds)
    if any(value % 10 for value in result):
        raise ValueError(f"meld points come in tens, not {melds!r}")
    return result
