"""Skat's bid values (Reizwerte), matadors ("mit/ohne") and what a hand is worth.

Following ``rules/skat.md`` ("Rule sets", "Bidding", "Game value").  Decisions
where the specification leaves room:

- **Rule sets.**  :class:`RuleSet` lives here because the bid values are the
  first thing the two sets disagree on; scoring and the deal import it from
  here.  ``ISKO`` (the default) has the 63 values 18 … 264; ``AMIGA`` (the 1990
  program) has no Null games and counts at most four matadors (below), so its
  40 values are the suit base values × 2 … 11 and Grand's 24 × 2 … 11: the Null
  values 23, 35, 46, 59 drop out and so do the 19 suit values that need mit or
  ohne 5 and more (117, 126, 130, … 198, 204).
- **Amiga 1990: mit/ohne counts at most four.**  The 1990 manual: "Rechnen Sie
  sich aus, wie hoch Sie reizen können (wobei Sie bitte beachten, daß nur die
  Buben zählen, Spiele wie "mit sieben" oder "ohne fünf" zählen nur als "mit /
  ohne vier")".  :func:`matadors` with ``rule_set=AMIGA`` stops at
  :data:`AMIGA_MATADOR_LIMIT`; everything that counts matadors (the game value,
  the overbid check, the bid values, the computer players' bidding limits, the
  value the declaration dialog shows and the list's "mit 4") goes through it.
  Grand is unaffected (it has only the four jacks); the ISkO has no limit.
- **Next bid.**  :func:`next_bid` answers the smallest value of the rule set
  strictly above ``current`` — also for a ``current`` that is not a bid value
  itself, so a caller never has to round first — and ``None`` above 264, where
  nobody can bid further.
- **Matadors** are counted over exactly the cards given: the declarer's twelve
  (hand and Skat) for scoring, the ten of a hand for a bot that is bidding.
  In a suit game the sequence is ♣J ♠J ♥J ♦J then A 10 K Q 9 8 7 of the trump
  suit (at most 11); in Grand only the four jacks (at most 4).  Null and Ramsch
  have no matadors: asking is a caller bug and raises ValueError.
- **Announcements imply each other** in one place, :func:`game_levels`: Ouvert
  (suit and Grand) implies Schwarz announced, Schwarz announced implies
  Schneider announced, and an announced level is also counted as *reached*
  (ISkO: it counts whether or not it was made; missing it loses the game, which
  is scoring's business).  A Schwarz always is a Schneider too.
- **Null values** are fixed (:data:`NULL_VALUES`): 23, 35 Hand, 46 Ouvert,
  59 Ouvert Hand.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from cardsuite.engine.cards import Card, Rank
from cardsuite.games.skat.rules import BASE_VALUES, JACKS, GameType


class RuleSet(Enum):
    """Which rules a session plays: today's International Skat Order or the Amiga 1990 program."""

    ISKO = "isko"
    AMIGA = "amiga"


#: The fixed values of the Null games, keyed by ``(hand, ouvert)``.
NULL_VALUES: dict[tuple[bool, bool], int] = {
    (False, False): 23,
    (True, False): 35,
    (False, True): 46,
    (True, True): 59,
}

#: Levels above the matadors: Spiel, Hand, Schneider, announced, Schwarz, announced, Ouvert.
_EXTRA_LEVELS = 7
_MIN_LEVELS = 2  # mit/ohne 1 + Spiel: the lowest value of any suit game or Grand
#: The Amiga 1990 program counts only the jacks: "mit sieben" counts as "mit vier".
AMIGA_MATADOR_LIMIT = 4


def matador_sequence(game_type: GameType) -> tuple[Card, ...]:
    """The cards "mit/ohne" counts along, highest first (jacks, then the trump suit in suits)."""
    if game_type is GameType.GRAND:
        return JACKS
    suit = game_type.trump_suit
    if suit is None:
        raise ValueError(f"{game_type.value} has no matadors (only suit games and Grand)")
    ranks = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
    return JACKS + tuple(Card(suit, rank) for rank in ranks)


def most_matadors(game_type: GameType, rule_set: RuleSet) -> int:
    """The most matadors a game can count: 11 in a suit game, 4 in Grand (Amiga: 4 in all)."""
    most = len(matador_sequence(game_type))
    return min(most, AMIGA_MATADOR_LIMIT) if rule_set is RuleSet.AMIGA else most


def _all_bid_values(rule_set: RuleSet) -> tuple[int, ...]:
    values: set[int] = set()
    for game_type, base in BASE_VALUES.items():
        # the top is mit 11 + 7 = 18 in a suit game and mit 4 + 7 = 11 in Grand
        top = most_matadors(game_type, rule_set) + _EXTRA_LEVELS
        values.update(base * levels for levels in range(_MIN_LEVELS, top + 1))
    if rule_set is RuleSet.ISKO:
        values.update(NULL_VALUES.values())
    return tuple(sorted(values))


#: The 63 bid values of the ISkO, ascending: 18, 20, 22, 23, 24, 27, … 240, 264.
BID_VALUES: tuple[int, ...] = _all_bid_values(RuleSet.ISKO)
_AMIGA_BID_VALUES: tuple[int, ...] = _all_bid_values(RuleSet.AMIGA)


def bid_values(rule_set: RuleSet) -> tuple[int, ...]:
    """The bid values of ``rule_set``, ascending (the Amiga 1990 set has no Null values and no
    suit values above mit/ohne 4)."""
    if rule_set is RuleSet.AMIGA:
        return _AMIGA_BID_VALUES
    return BID_VALUES


def next_bid(current: int | None, rule_set: RuleSet) -> int | None:
    """The value to bid after ``current`` (``None``: nobody has bid yet → 18); None past 264."""
    values = bid_values(rule_set)
    if current is None:
        return values[0]
    for value in values:
        if value > current:
            return value
    return None


def with_matadors(cards: Iterable[Card], game_type: GameType) -> bool:
    """True for "mit" (the cards hold ♣J), False for "ohne"."""
    matador_sequence(game_type)  # refuses Null and Ramsch like matadors() does
    return JACKS[0] in set(cards)


def matadors(cards: Iterable[Card], game_type: GameType,
             rule_set: RuleSet = RuleSet.ISKO) -> int:
    """How many matadors the cards are "mit" or "ohne": the length of the unbroken run from ♣J.

    Holding ♣J counts the top trumps held without a gap ("mit n"); lacking it
    counts the top trumps missing without a gap ("ohne n").  The Amiga 1990
    set counts at most :data:`AMIGA_MATADOR_LIMIT` (only the jacks).
    """
    held = set(cards)
    sequence = matador_sequence(game_type)
    holding = sequence[0] in held
    count = 0
    for card in sequence:
        if (card in held) != holding:
            break
        count += 1
    return min(count, most_matadors(game_type, rule_set))


def game_levels(matador_count: int, *, hand: bool = False, schneider: bool = False,
                schneider_announced: bool = False, schwarz: bool = False,
                schwarz_announced: bool = False, ouvert: bool = False) -> int:
    """The multiplier of a suit game or Grand: matadors + 1 + every level that counts.

    The implications live here so that bidding bots and the scoring can never
    disagree: Ouvert ⇒ Schwarz announced ⇒ Schneider announced; an announced
    level also counts as the level itself; Schwarz is always Schneider too.
    """
    schwarz_announced = schwarz_announced or ouvert
    schneider_announced = schneider_announced or schwarz_announced
    schwarz = schwarz or schwarz_announced
    schneider = schneider or schneider_announced or schwarz
    extras = (hand, schneider, schneider_announced, schwarz, schwarz_announced, ouvert)
    return matador_count + 1 + sum(1 for level in extras if level)


def null_value(hand: bool = False, ouvert: bool = False) -> int:
    """The fixed value of a Null game: 23, Hand 35, Ouvert 46, Ouvert Hand 59."""
    return NULL_VALUES[(bool(hand), bool(ouvert))]


def max_bid_value(cards: Iterable[Card], game_type: GameType, hand: bool = False, *,
                  schneider: bool = False, schneider_announced: bool = False,
                  schwarz: bool = False, schwarz_announced: bool = False,
                  ouvert: bool = False, rule_set: RuleSet = RuleSet.ISKO) -> int:
    """What ``cards`` would be worth as a won ``game_type`` — the highest bid a bot can risk.

    ``base × (matadors + 1 + Hand + …)``; ``schneider``/``schwarz`` are levels the
    bot expects to reach, the ``*_announced`` ones it means to announce.  Null
    games give their fixed value (only ``hand`` and ``ouvert`` matter).  A bot
    with ten cards does not know the Skat: a jack there can change the matadors,
    which is how a Hand game ends overbid.
    """
    if game_type is GameType.NULL:
        return null_value(hand, ouvert)
    base = BASE_VALUES.get(game_type)
    if base is None:
        raise ValueError(f"{game_type.value} cannot be bid")
    levels = game_levels(matadors(cards, game_type, rule_set), hand=hand, schneider=schneider,
                         schneider_announced=schneider_announced, schwarz=schwarz,
                         schwarz_announced=schwarz_announced, ouvert=ouvert)
    return base * levels
