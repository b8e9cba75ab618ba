"""Perfect-Information Monte Carlo: choose a card by solving many guesses of the hidden hands.

A computer player does not know the other hands.  It deals the unseen cards
many times over, consistently with what it has seen (:mod:`.sampling`), solves
each deal with all hands open (:mod:`.double_dummy`), and plays the card whose
value averaged over the deals is best for its side.  This is the method of the
strongest Skat programs (Kupferschmid & Helmert 2006; Buro et al. 2009); its
known weakness — it assumes it will learn the hidden cards after this move —
matters little in trick play.

:func:`choose_card` is given only the seat's own hand, the trick so far, and
the constraints on the holders of unseen cards; it is never given a game state.
That is what lets each game prove that its bots see only their observation.

Strength levels are the number of sampled deals, how many tricks are searched
exactly (the rest estimated, see :mod:`.double_dummy`), and a rate of
deliberate mistakes, chosen so that "strong" needs a median well under 1 s
and at most 3 s a decision in a 10-trick Skat deal (``bench/double_dummy.py``
measures it; the numbers are at :data:`LEVELS`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass

from cardsuite.engine.ai.double_dummy import (
    SearchBudgetExceeded,
    TranspositionTable,
    move_values,
)
from cardsuite.engine.ai.sampling import Holder, samples
from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64
from cardsuite.engine.tricks import TrickRules, TrickState, is_misere


@dataclass(frozen=True)
class Level:
    """A strength level of the Monte-Carlo player."""

    name: str
    #: Sampled deals per decision; 0 plays a uniformly random legal card.
    samples: int
    #: Tricks searched exactly, the current one included; None searches to the end.
    #: Beyond it the remaining worth is shared by the solver's estimate (cards'
    #: rank within their class, trumps counting more).
    depth: int | None
    #: Probability of playing a uniformly random legal card instead of the best.
    mistake_rate: float
    #: With this many tricks left or fewer (the current one included) the search
    #: goes to the end whatever ``depth`` says: late in a deal that is cheap.
    endgame: int = 0
    #: Positions the compiled search may visit in one decision (0: no limit): once they
    #: are spent the search in flight stops, its deal does not count and no further
    #: deal is sampled; a first deal that cannot be solved within them is searched
    #: ``depth`` tricks deep instead.  A count, not a time, so a seed decides alike on
    #: every machine.
    nodes: int = 0


#: The levels the games offer, weakest first.  "strong" looks three tricks
#: deep at 16 deals and to the end from six tricks left; "medium" two tricks at
#: 8 deals, to the end from four, and errs one time in thirty; "easy" sees only
#: the current trick at 3 deals and errs one time in four.  Measured on this
#: two-core machine over 300 decisions of 10 Skat deals (three seats at the
#: level, one search table per player and deal): strong median 0.01 s, slowest
#: 1.5 s (the first tricks; exact search from seven tricks left would cost up
#: to 2.4 s); medium median 0.005 s, slowest 0.1 s; easy under 0.01 s.  In the
#: duplicate match (bench/skat.py, 300 deals, the trick rule of 0e692b0)
#: medium beats easy by +4.8 points a game (95 % interval +3.1 … +6.5).
LEVELS: dict[str, Level] = {
    "random": Level("random", samples=0, depth=None, mistake_rate=1.0),
    "easy": Level("easy", samples=3, depth=1, mistake_rate=0.25, endgame=0),
    "medium": Level("medium", samples=8, depth=2, mistake_rate=0.03, endgame=4),
    "strong": Level("strong", samples=16, depth=3, mistake_rate=0.0, endgame=6),
}


def choose_card(my_seat: int, my_hand: frozenset[Card], leader: int, trick: tuple[Card, ...],
                holders: dict[Hashable, Holder], unseen: Sequence[Card], rules: TrickRules,
                side: frozenset[int], level: Level, rng: SplitMix64,
                time_budget: float | None = None,
                table: TranspositionTable | None = None,
                objective: Callable[[Mapping[Hashable, frozenset[Card]], int], float] | None = None,
                avoid: frozenset[Card] = frozenset(),
                ) -> Card:
    """The card ``my_seat`` plays: the best average over sampled deals of the unseen cards.

    ``holders`` names every other seat (by seat number) and any pseudo-holder
    (such as the Skat) with how many unseen cards each holds and what is known
    about them; together they must take exactly the ``unseen`` cards.  The
    seats in ``side`` maximise the trick value they take, the others minimise
    it (the other way round for misère rules); ``my_seat`` plays for its side
    whichever that is.

    Deterministic for a given ``rng`` state.  With ``time_budget`` (seconds)
    the sampling stops early once the budget is spent (at least one deal is
    always solved); the choice may then depend on the machine's speed.

    ``table`` lets a player keep one :class:`TranspositionTable` (for these
    rules and ``side``, numbering every card of the deal) over all its
    decisions in a deal: what one decision's searches proved is a fact about
    those positions, so later decisions start from it.  The choice is the same
    with or without it; only the time differs.

    ``objective`` turns a deal's result into what the side wants: called with
    the sampled deal (holder → cards) and the solver's value of a card in it
    (what ``side`` takes from here on), it returns the side's utility, and the
    card with the best average utility is played (largest for a seat of
    ``side``, smallest for the others, as with the plain values).  Without it
    the utility is the value itself: the most trick value on average.  A game
    whose score is a step at thresholds (Skat's 61 and 90, Null's "no trick")
    passes a step function here, so the bot plays for the chance to win rather
    than for average points.

    ``avoid``: cards not to play while another card is legal — a game's rule of
    play the depth-limited search cannot see (it is applied to the deliberate
    mistakes too).
    """
    players = rules.players
    if (leader + len(trick)) % players != my_seat:
        raise ValueError(f"it is not seat {my_seat}'s turn")
    missing = [seat for seat in range(players) if seat != my_seat and seat not in holders]
    if missing:
        raise ValueError(f"seats {missing} are not among the holders")
    if my_seat in holders:
        raise ValueError("the seat choosing must not be a holder of unseen cards")
    legal = rules.legal(sorted(my_hand, key=_card_key), trick)
    if not legal:
        raise ValueError("no legal card")
    if avoid:
        legal = [card for card in legal if card not in avoid] or legal
    if len(legal) == 1:
        return legal[0]
    if level.samples <= 0 or _chance(rng) < level.mistake_rate:
        return legal[rng.below(len(legal))]
    deadline = None if time_budget is None else time.perf_counter() + time_budget
    side = frozenset(side)
    deals = samples(unseen, holders, rng, rules.follow_class, level.samples)
    if table is None:
        table = TranspositionTable(rules, list(my_hand) + list(unseen) + list(trick), side)
    elif table.rules is not rules or table.side != side:
        raise ValueError("the table was built for other rules or another side")
    depth = None if len(my_hand) <= level.endgame else level.depth
    nodes_before = table.native.nodes if table.native is not None else 0
    totals = dict.fromkeys(legal, 0)
    for index, deal in enumerate(deals):
        hands = tuple(my_hand if seat == my_seat else deal[seat] for seat in range(players))
        state = TrickState(hands, leader, tuple(trick))
        left = 0
        if level.nodes and table.native is not None:
            left = max(1, level.nodes - (table.native.nodes - nodes_before))
        try:
            values = move_values(state, rules, side, table=table, depth=depth,
                                 node_limit=left)
        except SearchBudgetExceeded:
            if index:
                break  # the deals solved so far decide
            # Not even one deal to the end within the budget: this one searched
            # ``level.depth`` tricks deep (the rest estimated) decides.
            values = move_values(state, rules, side, table=table, depth=level.depth or 1)
        if objective is None:
            for card in legal:
                totals[card] += values[card]
        else:
            for card in legal:
                totals[card] += objective(deal, values[card])
        if deadline is not None and time.perf_counter() > deadline and index + 1 < len(deals):
            break
        if left and table.native.nodes - nodes_before >= level.nodes:
            break
    maximise = (my_seat in side) != is_misere(rules)
    best = legal[0]
    for card in legal[1:]:
        if (totals[card] > totals[best]) if maximise else (totals[card] < totals[best]):
            best = card
    return best


def _chance(rng: SplitMix64) -> float:
    """A uniform float in [0, 1) from the generator (53 bits)."""
    return (rng.next64() >> 11) / float(1 << 53)


def _card_key(card: Card) -> tuple[str, str]:
    return (str(card), repr(card))
