"""Skat's bid values (Reizwerte), matadors ("mit/ohne") and what a hand is worth.

Following ``rules/skat.md`` ("Rule sets", "Bidding", "Game value").  Decisions
where the specification leaves room:

- **Rule sets.**  :class:`RuleSet` lives here because the bid values are the
  first thing the two sets disagree on; scoring and the deal import it from
  here.  ``ISKO`` (the default) has the 63 values 18 … 264; ``AMIGA`` (the 1990
  program) has no Null games and therefore the 59 values without 23, 35, 46 and
  59 (none of the four is a multiple of a suit or Grand base value, so nothing
  else drops out).
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


def matador_sequence(game_type: GameType) -> tuple[Card, ...]:
    """The cards "mit/ohne" counts along, highest first (jacks, then the trump suit in suits)."""
    if game_type is GameType.GRAND:
        return JACKS
    suit = game_type.trump_suit
    if suit is None:
        raise ValueError(f"{game_type.value} has no matadors (only suit games and Grand)")
    ranks = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
    return JACKS + tuple(Card(suit, rank) for rank in ranks)


def _all_bid_values(with_null: bool) -> tuple[int, ...]:
    values: set[int] = set()
    for game_type, base in BASE_VALUES.items():
        # the top is mit 11 + 7 = 18 in a suit game and mit 4 + 7 = 11 in Grand
        top = len(matador_sequence(game_type)) + _EXTRA_LEVELS
        values.update(base * levels for levels in range(_MIN_LEVELS, top + 1))
    if with_null:
        values.update(NULL_VALUES.values())
    return tuple(sorted(values))


#: The 63 bid values of the ISkO, ascending: 18, 20, 22, 23, 24, 27, … 240, 264.
BID_VALUES: tuple[int, ...] = _all_bid_values(with_null=True)
_AMIGA_BID_VALUES: tuple[int, ...] = _all_bid_values(with_null=False)


def bid_values(rule_set: RuleSet) -> tuple[int, ...]:
    """The bid values of ``rule_set``, ascending (the Amiga 1990 set has no Null values)."""
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


def matadors(cards: Iterable[Card], game_type: GameType) -> int:
    """How many matadors the cards are "mit" or "ohne": the length of the unbroken run from ♣J.

    Holding ♣J counts the top trumps held without a gap ("mit n"); lacking it
    counts the top trumps missing without a gap ("ohne n").
    """
    held = set(cards)
    sequence = matador_sequence(game_type)
    holding = sequence[0] in held
    count = 0
    for card in sequence:
        if (card in held) != holding:
            break
        count += 1
    return count


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
                  ouvert: bool = False) -> int:
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
    levels = game_levels(matadors(cards, game_type), hand=hand, schneider=schneider,
                         schneider_announced=schneider_announced, schwarz=schwarz,
                         schwarz_announced=schwarz_announced, ouvert=ouvert)
    return base * levels
