"""The double-dummy solver: the outcome of trick play when every hand is visible.

``solve`` answers "how much of the remaining trick value does ``side`` take
if everybody plays perfectly", ``reaches`` the yes/no question "can ``side``
take at least ``target``", ``move_values`` the value after each legal card of
the seat to move — the questions the Monte-Carlo players ask of every sampled
deal.  Seats in ``side`` maximise, the others minimise (a "paranoid" search:
in a game where everyone plays for himself, the others are assumed to gang
up); in a misère contract (``misere = True`` on the rules: Null, Miser) the
side minimises what it takes and the others maximise it.

**Compiled for Skat.**  Exact searches for three players whose only
obligation is to follow the led class (Skat's rules, at most 32 cards) run in
``_dd3.c``, a C translation of the three-player search below on the same card
numbering, worths and classes, with its own transposition table (24 bytes a
position, grown as needed up to ``limit``, then keeping the positions with
the most cards left).  On the bench's full Skat deals it finds the exact value
17 times faster than the Python search (``bench/double_dummy.py``: a median
0.16 s a deal).  It is built when the package is installed (``optional``:
without a C compiler the install still works and the Python search does
everything); depth-limited searches and the other games stay in Python.  The
Python search remains the reference the compiled one is tested against
(``tests/engine/ai/test_double_dummy_compiled.py``), and both against a plain
minimax.  A search may be given a budget of positions (``node_limit``); past
it, it stops and raises :class:`SearchBudgetExceeded`.  Tried and not kept:
table keys of canonical hands (the cards no longer in play skipped, so that
positions alike up to them share an entry) saved 12 % of the positions on the
bench's deals but made each position 40 % dearer.

What makes the Python search fast (``bench/double_dummy.py`` measures it):

- **Cards are bits.**  A :class:`TranspositionTable` numbers the cards of one
  deal once; a hand is an int mask, a position at a trick boundary one int key
  (the leader, then the hand masks side by side).  The rules object is asked
  about a given hand and trick only once: legal cards, trick winners and
  interchangeable cards are memoised by mask.
- **Null-window alpha-beta with a transposition table** at trick boundaries
  that stores a lower and an upper bound on the side's remaining value and the
  best lead.  Exact values come from MTD(f): a series of null-window searches
  ("at least t?") stepping towards the value, all sharing the table — measured
  faster than one wide-window search or a bisection, because the far-off
  questions are cheap and leave bounds behind for the close ones.  A table
  reused across searches of one deal keeps that work.
- **Equivalent cards are searched once.**  Cards of one hand and one follow
  class that no card still in play (in another hand or in the current trick)
  separates in ``order``, and that are worth the same, are interchangeable;
  in Skat this turns ``9 8 7`` or touching jacks into one move.
- **Move ordering**: the table's best lead first; for the last card of a trick
  the card that gains most at once (take the trick with the most points, or
  lose it with the fewest); otherwise a history heuristic (cards that caused
  cut-offs, weighted by 8 to the power of the cards left, kept across searches:
  a cut-off near the root outweighs all those below it — 40 % fewer positions
  for ``reaches(61)`` on full Skat deals than weighting by the square).
  Ordering is most of the speed: on ``reaches(61)`` of full Skat deals the
  first move causes the cut-off in 93 % of the side's cut nodes at the lead
  and 86 % second in the trick, in 73–87 % of the other seats'.
- **Bounds**: the side's remaining value lies between 0 and the worth still in
  play; a child position whose bounds already decide the window is not
  entered, nor is the last trick (it is forced) searched as a tree.  The
  three-player case has its own search with one function per seat in the
  trick, which halved the time against the general recursion (kept for other
  player counts).

Depth-limited search (``depth=`` tricks, counting the current one) stops at
the start of the trick after that and shares what is left by :func:`estimate`:
every card gets a power, the share of its class's live cards it beats or ties
(the top card 1), plus 1 for a trump (a class that takes the lead of every
other class still in play), and the worth still in play is split in
proportion to the side's power.  It is cheap and rough — the Monte-Carlo
players use it only where a full search would not fit their time.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable

from cardsuite.engine.cards import Card
from cardsuite.engine.tricks import (
    TrickRules,
    TrickState,
    follows_suit_only,
    is_misere,
    last_trick_bonus,
)

try:
    from cardsuite.engine.ai import _dd3
except ImportError:  # not compiled (no C compiler at install): the Python search does it all
    _dd3 = None

#: Positions a table keeps before it forgets them all (an entry is about 200 bytes; in the
#: compiled search's table 24 bytes, which keeps its best ones instead of forgetting).
DEFAULT_TABLE_LIMIT = 1_000_000

_INF = math.inf
#: The unit of card power in the depth-limit estimate: divisible by 1 … 16.
_POWER_UNIT = 720720


class SearchBudgetExceeded(Exception):
    """A compiled search needed more positions than its ``node_limit`` allowed."""


class TranspositionTable:
    """The per-deal numbering of cards, the memoised rules answers and the searched bounds.

    Build one per deal, contract and side and pass it to every search of that
    deal: later searches (the next card, another target, another sampled deal
    over the same cards) start from what earlier ones proved.  It must number
    every card of every state searched with it; searches with a depth limit
    keep their bounds apart from exact ones.
    """

    def __init__(self, rules: TrickRules, cards: Iterable[Card], side: Iterable[int],
                 limit: int = DEFAULT_TABLE_LIMIT) -> None:
        self.rules = rules
        self.side = frozenset(side)
        self.limit = limit
        self.players: int = rules.players
        deck = sorted(set(cards), key=lambda card: (str(card), repr(card)))
        self.cards: list[Card] = deck
        self.index: dict[Card, int] = {card: i for i, card in enumerate(deck)}
        self.width = max(len(deck), 1)
        classes: dict[Hashable, int] = {}
        self.class_of: list[int] = [classes.setdefault(rules.follow_class(card), len(classes))
                                    for card in deck]
        self.class_masks: list[int] = [0] * len(classes)
        for i, cid in enumerate(self.class_of):
            self.class_masks[cid] |= 1 << i
        self.order: list[int] = [rules.order(card) for card in deck]
        self.base: int = rules.trick_value(())
        self.values: list[int] = [rules.trick_value((card,)) - self.base for card in deck]
        self.bonus: int = last_trick_bonus(rules)
        self._check_additive()
        #: Legal cards are the led class's, else any (see tricks.py): worked out from masks.
        self.follow_suit: bool = follows_suit_only(rules)
        # The search bounds a side's remaining value by 0 and the worth still in play,
        # so it works on non-negative worths.  Rules that count a trick against its
        # taker (negative worths: "fewer is better") are searched negated, with the
        # maximising seats swapped; the public functions turn the results back.
        worths = [self.base, self.bonus, *self.values]
        if all(w >= 0 for w in worths):
            self.sign = 1
        elif all(w <= 0 for w in worths):
            self.sign = -1
            self.base, self.bonus = -self.base, -self.bonus
            self.values = [-v for v in self.values]
        else:
            raise ValueError("trick values must be all >= 0 or all <= 0 (for a side that "
                             "wants to take little, count negative or set misere = True)")
        self.misere: bool = is_misere(rules)
        #: Whether the seats of the side minimise the (sign-adjusted) worth they take.
        self.flip: bool = self.misere != (self.sign < 0)
        # Per class, the cards grouped by equal order, weakest level first.
        self.levels: list[list[int]] = []
        for cm in self.class_masks:
            by_order: dict[int, int] = {}
            for i in _bits(cm):
                by_order[self.order[i]] = by_order.get(self.order[i], 0) | (1 << i)
            self.levels.append([by_order[o] for o in sorted(by_order)])
        self.beats = self._beats()
        if self.follow_suit:
            self._check_follow_suit()
        self._chunks = [[sum(self.values[start + b] for b in range(8)
                             if m >> b & 1 and start + b < len(deck)) for m in range(256)]
                        for start in range(0, self.width, 8)]
        #: Exact searches' bounds: key -> (lower, upper, best lead).
        self.bounds: dict[int, tuple[float, float, int]] = {}
        #: Depth-limited searches' bounds, per hand size at the horizon.
        self.limited: dict[int, dict[int, tuple[float, float, int]]] = {}
        self.legal_memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self.trick_memo: dict[tuple[int, ...], tuple[int, int]] = {}
        self.rep_memo: dict[tuple[int, int], int] = {}
        self.bits_memo: dict[int, tuple[int, ...]] = {}
        self.estimate_memo: dict[tuple[int | bool, ...], tuple[int, int]] = {}
        #: Estimates of positions at a depth limit, by position key.
        self.estimates: dict[int, int] = {}
        # Move-ordering history per position in the trick, kept across searches.
        self.history: list[list[int]] = [[0] * self.width for _ in range(self.players)]
        self.memo3: tuple[dict[int, int], dict[int, int], dict[int, tuple[int, int]]] = \
            ({}, {}, {})
        #: The compiled exact search for these rules, if they fit it (see _native_solver).
        self.native = _native_solver(self)

    def _check_additive(self) -> None:
        """Refuse rules whose trick worth is not base + per-card worth (see tricks.py)."""
        deck, n = self.cards, self.players
        tricks = [deck[i:i + n] for i in range(0, len(deck) - n + 1, n)]
        tricks += [deck[i:i + n] for i in range(1, len(deck) - n + 1, 2 * n + 1)]
        for trick in tricks:
            expected = self.base + sum(self.values[self.index[c]] for c in trick)
            if self.rules.trick_value(trick) != expected:
                raise ValueError(
                    "trick_value must be additive (trick_value(()) plus each card's "
                    "trick_value((card,)) - trick_value(())): "
                    f"{[str(c) for c in trick]} is worth {self.rules.trick_value(trick)}, "
                    f"not {expected}")

    def _check_follow_suit(self) -> None:
        """Refuse rules that claim ``follow_suit`` but answer ``legal`` otherwise."""
        deck = self.cards
        hands = [deck[0::2], deck[1::2], deck[0::3]]
        for hand in hands:
            mask = self.mask(hand)
            for cm in self.class_masks:
                lead = deck[(cm & -cm).bit_length() - 1]
                for trick in ((), (lead,)):
                    claimed = self._follow_suit_legal(mask, tuple(self.index[c] for c in trick))
                    if self.mask(self.rules.legal(hand, list(trick))) != claimed:
                        raise ValueError("rules with follow_suit = True must allow exactly the "
                                         "led class's cards, or any card when void or leading")

    def _follow_suit_legal(self, hand: int, trick: tuple[int, ...]) -> int:
        if not trick:
            return hand
        return hand & self.class_masks[self.class_of[trick[0]]] or hand

    def _beats(self) -> list[int]:
        """Per class, a bit for every other class whose lead it takes when played second.

        The trump class takes every other class's lead; asked of the rules once
        with the class's lowest card against the other class's highest.
        """
        beats = [0] * len(self.class_masks)
        for cid in range(len(self.class_masks)):
            lowest = _bits(self.levels[cid][0])[0]
            for oid in range(len(self.class_masks)):
                if oid != cid:
                    highest = _bits(self.levels[oid][-1])[0]
                    trick = [self.cards[highest], self.cards[lowest]]
                    trick += [self.cards[highest]] * (self.players - 2)
                    if self.rules.winner(trick) == 1:
                        beats[cid] |= 1 << oid
        return beats

    def value_of(self, mask: int) -> int:
        """The summed card worth of the cards in ``mask``."""
        total = 0
        for table in self._chunks:
            total += table[mask & 255]
            mask >>= 8
        return total

    def mask(self, cards: Iterable[Card]) -> int:
        """The bit mask of ``cards`` (all must be numbered by this table)."""
        m = 0
        index = self.index
        for card in cards:
            try:
                m |= 1 << index[card]
            except KeyError:
                raise ValueError(f"{card} is not among the cards this table numbers") from None
        return m

    def clear(self) -> None:
        """Forget the searched bounds (the memoised rules answers stay valid)."""
        if self.native is not None:
            self.native.clear()
        self.bounds.clear()
        self.limited.clear()
        self.estimates.clear()

    def legal_mask(self, hand: int, trick: tuple[int, ...]) -> int:
        """The legal cards of ``hand`` for ``trick`` (card numbers), asked of the rules once."""
        if self.follow_suit:
            return self._follow_suit_legal(hand, trick)
        key = (hand, trick)
        legal = self.legal_memo.get(key)
        if legal is None:
            cards = self.cards
            legal = self.mask(self.rules.legal([cards[i] for i in _bits(hand)],
                                               [cards[i] for i in trick]))
            if legal & ~hand or not legal:
                raise ValueError("rules.legal must return a non-empty part of the hand")
            self.legal_memo[key] = legal
        return legal

    def trick_result(self, trick: tuple[int, ...]) -> tuple[int, int]:
        """(index of the winning card, worth) of a complete trick of card numbers."""
        result = self.trick_memo.get(trick)
        if result is None:
            cards = self.cards
            winner = self.rules.winner([cards[i] for i in trick])
            result = (winner, self.base + sum(self.values[i] for i in trick))
            self.trick_memo[trick] = result
        return result

    def representatives(self, hand: int, in_play: int) -> int:
        """One card of every group of interchangeable cards in ``hand``.

        Within a class, walking up the order, a run of levels held wholly by
        ``hand`` (levels whose cards are all out of play are skipped) forms one
        group per card worth; a level with a card in play elsewhere ends it (the
        hand's cards tied with that card form groups of their own).
        """
        reps = 0
        for cm in self.class_masks:
            if hand & cm:
                key = (hand & cm, in_play & cm)
                rep = self.rep_memo.get(key)
                reps |= self.class_rep(key) if rep is None else rep
        return reps

    def class_rep(self, key: tuple[int, int]) -> int:
        """Representatives of one class: ``key`` is (the hand's cards, the cards in play)."""
        mine, in_play = key
        cid = self.class_of[(mine & -mine).bit_length() - 1]
        rep = 0
        for group in self._groups(cid, mine, in_play):
            rep |= 1 << group[0]
        self.rep_memo[key] = rep
        return rep

    def group_of(self, card: int, hand: int, in_play: int) -> list[int]:
        """The interchangeable cards of ``hand`` that ``card`` belongs to, representative first."""
        cid = self.class_of[card]
        cm = self.class_masks[cid]
        for group in self._groups(cid, hand & cm, in_play & cm):
            if card in group:
                return group
        return [card]

    def _groups(self, cid: int, mine: int, in_play: int) -> list[list[int]]:
        groups: list[list[int]] = []
        run: dict[int, list[int]] = {}
        for level in self.levels[cid]:
            live = level & in_play
            if not live:
                continue
            shared = live & ~mine
            if shared:
                run = {}  # a card in play elsewhere separates what lies below from above
            for i in _bits(live & mine):
                group = run.get(self.values[i])
                if group is None:
                    group = run[self.values[i]] = []
                    groups.append(group)
                group.append(i)
            if shared:
                run = {}
        return groups

    def bits_of(self, mask: int) -> tuple[int, ...]:
        """The card numbers in ``mask`` as a tuple (memoised: move lists repeat)."""
        out = tuple(_bits(mask))
        self.bits_memo[mask] = out
        return out

    def horizon_power(self, parts: tuple[int, ...], in_side: tuple[bool, ...],
                      trump: bool) -> tuple[int, int]:
        """(side's power, everybody's power) of one class's cards, per seat in ``parts``.

        A card's power is the share of the class's live cards it beats or ties
        (top card 1), plus 1 for a trump, in units of 1/720720 so that the sums
        are exact integers whatever order they are added in.
        """
        key = (*parts, *in_side, trump)
        found = self.estimate_memo.get(key)
        if found is not None:
            return found
        live = 0
        for part in parts:
            live |= part
        side_power = all_power = 0
        if live:
            cid = self.class_of[(live & -live).bit_length() - 1]
            levels = [level & live for level in self.levels[cid] if level & live]
            total = sum(level.bit_count() for level in levels)
            below = 0
            for level in levels:
                count = level.bit_count()
                power = (below + count) * _POWER_UNIT // total + (_POWER_UNIT if trump else 0)
                below += count
                for seat, part in enumerate(parts):
                    held = (part & level).bit_count()
                    all_power += held * power
                    if in_side[seat]:
                        side_power += held * power
        found = (side_power, all_power)
        self.estimate_memo[key] = found
        return found


def _native_solver(table: TranspositionTable):
    """The compiled search (``_dd3.c``) for ``table``, or None where it does not apply.

    It applies to three players who only have to follow the led class, with at
    most 32 cards: Skat.  It works out a trick's winner from the follow
    classes, the orders and ``table.beats`` (a card takes the best so far if it
    is of its class and higher, or of a class that takes that class's lead);
    that this agrees with ``rules.winner`` is checked here on the tricks of the
    highest and lowest card of every three classes, and the search is not used
    where it does not.
    """
    if _dd3 is None or table.players != 3 or not table.follow_suit or table.width > 32:
        return None
    if any(not 0 <= w <= 1000 for w in (table.base, table.bonus, *table.values)):
        return None
    in_side = [seat in table.side for seat in range(3)]
    solver = _dd3.Solver(class_of=table.class_of, order=table.order, values=table.values,
                         beats=table.beats, base=table.base, bonus=table.bonus,
                         in_side=in_side, maximisers=[inside != table.flip for inside in in_side],
                         limit=table.limit)
    ends = [(_bits(levels[0])[0], _bits(levels[-1])[0]) for levels in table.levels]
    cards = table.cards
    for a in ends:
        for b in ends:
            for c in ends:
                for trick in ((a[1], b[0], c[1]), (a[0], b[1], c[0]), (a[1], b[1], c[1])):
                    if len(set(trick)) < 3:
                        continue
                    if solver.winner(*trick) != table.rules.winner([cards[i] for i in trick]):
                        return None
    return solver


def _window(alpha: float, beta: float) -> tuple[int, int]:
    """A search window in whole numbers: the same integer values lie strictly inside it."""
    lo = -(1 << 20) if alpha == -_INF else max(math.floor(alpha), -(1 << 20))
    hi = 1 << 20 if beta == _INF else min(math.ceil(beta), 1 << 20)
    return lo, hi


def _history_weight(hand: int) -> int:
    """What a cut-off adds to its card's history: 8 to the power of the cards in ``hand``."""
    return 1 << 3 * hand.bit_count()


def _bits(mask: int) -> list[int]:
    """The set bit numbers of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _horizon_estimate(table: TranspositionTable, hands: list[int], in_side: tuple[bool, ...],
                      rem: int) -> int:
    """The side's guessed share of ``rem`` at a depth limit: rem × side power / all power.

    A trump is a card of the class that takes the lead of every other class
    still in play (none if only one class is left).  Everything is a function
    of the position alone, so every table and every search agree on it.
    """
    parts_of = []
    live_classes = 0
    for cid, cm in enumerate(table.class_masks):
        parts = tuple([h & cm for h in hands])
        if any(parts):
            live_classes |= 1 << cid
            parts_of.append((cid, parts))
    side_power = all_power = 0
    for cid, parts in parts_of:
        others = live_classes & ~(1 << cid)
        trump = bool(others) and table.beats[cid] & others == others
        s, a = table.horizon_power(parts, in_side, trump)
        side_power += s
        all_power += a
    if all_power <= 0:
        return 0
    return (2 * rem * side_power + all_power) // (2 * all_power)


class _Search:
    """One position searched over a table: the hands as mutable masks and the alpha-beta."""

    def __init__(self, table: TranspositionTable, state: TrickState, side: frozenset[int],
                 depth: int | None = None) -> None:
        if table.side != side:
            raise ValueError("this transposition table was built for another side")
        n = table.players
        if len(state.hands) != n:
            raise ValueError(f"the state has {len(state.hands)} hands, the rules {n} players")
        if not 0 <= state.leader < n or len(state.trick) >= n:
            raise ValueError("the state's leader or trick does not fit the number of players")
        self.table = table
        self.hands = [table.mask(hand) for hand in state.hands]
        table.mask(state.trick)  # every card must be numbered
        self.trick = [table.index[card] for card in state.trick]
        self.leader = state.leader
        sizes = [h.bit_count() for h in self.hands]
        if sum(sizes) + len(self.trick) != len({c for h in state.hands for c in h}
                                                | set(state.trick)):
            raise ValueError("a card is in two places at once")
        full = sizes[state.leader] + (1 if state.trick else 0)
        for pos in range(n):
            seat = (state.leader + pos) % n
            want = full - 1 if pos < len(state.trick) else full
            if sizes[seat] != want:
                raise ValueError(f"seat {seat} holds {sizes[seat]} cards, expected {want}")
        self.tricks_left = full
        self.rem = (table.value_of(sum(self.hands)) + sum(table.values[i] for i in self.trick)
                    + table.base * full + (table.bonus if full else 0))
        self.in_side = tuple(seat in side for seat in range(n))
        # Who wants more of the side's (sign-adjusted) worth: the side, or the others
        # in a misère contract or one counted negatively.
        self.maximisers = tuple(inside != table.flip for inside in self.in_side)
        # A depth limit stops at the start of a trick with `horizon` cards a hand.
        self.horizon = 0 if depth is None else max(0, full - max(depth, 1))
        if self.horizon:
            bounds = table.limited.setdefault(self.horizon, {})
        else:
            bounds = table.bounds
        if table.native is not None and not self.horizon:
            self._root = self._native_root
        else:
            make = _make_search3 if n == 3 else _make_search
            self._root = make(table, self.hands, self.in_side, self.maximisers, bounds,
                              self.horizon)

    #: Positions the compiled search may visit (0: no limit; the Python search has none).
    node_limit: int = 0
    #: The table's position count at which every further compiled search stops (0: none):
    #: one budget shared by several searches (see move_values).
    node_end: int = 0

    def _native_root(self, leader: int, trick: list[int], alpha: float, beta: float,
                     rem: int) -> int:
        h0, h1, h2 = self.hands
        lo, hi = _window(alpha, beta)
        limit = self.node_limit
        if self.node_end:
            left = self.node_end - self.table.native.nodes
            if left <= 0:
                raise SearchBudgetExceeded("the positions of the shared budget are spent")
            limit = min(limit, left) if limit else left
        value = self.table.native.run(leader, tuple(trick), h0, h1, h2, lo, hi, rem, limit)
        if value is None:
            raise SearchBudgetExceeded(f"more than {limit} positions")
        return value

    def run(self, alpha: float, beta: float) -> float:
        """The side's remaining value, fail-soft: exact inside (alpha, beta), a bound outside."""
        if not self.tricks_left:
            return 0
        return self._root(self.leader, self.trick, alpha, beta, self.rem)

    def exact(self, guess: int | None = None) -> int:
        """The exact value by null-window searches ("at least t?") stepping from ``guess``.

        MTD(f) steps one point past each answer.  From a guess (a sibling's
        value) the step doubles while the answers keep going one way, so a
        far-off guess costs a few searches, not one per point, and halves once
        they turn.  Without a guess it starts halfway and steps by one: the
        searches far from the value are cheap and leave bounds that the close
        ones use (measured faster on full Skat deals than doubling or halving).
        """
        lo, hi = 0, self.rem
        if not self.tricks_left:
            return 0
        target = (lo + hi) // 2 if guess is None else guess
        gallop = guess is not None
        step, rising = 1, None
        while lo < hi:
            target = max(lo + 1, min(target, hi))
            v = self.run(target - 1, target)  # is the value >= target?
            up = v >= target
            if gallop:
                step = step * 2 if up is rising else max(1, step // 2)
            rising = up
            if up:
                lo = int(v)
                target = lo + step
            else:
                hi = int(v)
                target = hi - step + 1
        return lo


def _make_search3(table: TranspositionTable, hands: list[int], in_side: tuple[bool, ...],
                  maximisers: tuple[bool, ...], bounds: dict[int, tuple[float, float, int]],
                  horizon: int) -> Callable:
    """The three-player search: one function per seat in the trick, all state in locals.

    Written for speed, hence long: every look-up Python would repeat is bound
    to a local name once, keys are plain ints, and the position's hands live in
    the shared list ``hands`` that each move changes and restores.
    """
    width = table.width
    bounds_get = bounds.get
    limit = table.limit
    legal_get = table.legal_memo.get
    legal_mask = table.legal_mask
    legal2, legal3, trick3 = table.memo3
    follow_suit = table.follow_suit
    legal2_get = legal2.get
    legal3_get = legal3.get
    trick3_get = trick3.get
    trick_result = table.trick_result
    rep_get = table.rep_memo.get
    class_rep = table.class_rep
    class_masks = table.class_masks
    class_mask_of = [table.class_masks[c] for c in table.class_of]
    bits_get = table.bits_memo.get
    bits_of = table.bits_of
    bonus = table.bonus
    hist0, hist1, hist2 = table.history
    cbits = max(7, width.bit_length())  # room for one card number in a key
    estimates = table.estimates
    estimates_get = estimates.get
    nxt = (1, 2, 0)
    prev = (2, 0, 1)
    winner_seat = [[(leader + w) % 3 for w in range(3)] for leader in range(3)]
    inf = _INF

    def moves_of(hand: int, legal: int, in_play: int) -> tuple[int, ...]:
        reps = 0
        for cm in class_masks:
            x = legal & cm
            if x:
                k = (hand & cm, in_play & cm)
                r = rep_get(k)
                if r is None:
                    r = class_rep(k)
                reps |= r & x
        m = bits_get(reps)
        return bits_of(reps) if m is None else m

    def lead(leader: int, alpha: float, beta: float, rem: int, key: int, in_play: int) -> float:
        hand = hands[leader]
        entry = bounds_get(key)
        best_lead = -1
        if entry is not None:
            lo, hi, best_lead = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, rem
        a0, b0 = alpha, beta
        if follow_suit:
            legal = hand
        else:
            legal = legal_get((hand, ()))
            if legal is None:
                legal = legal_mask(hand, ())
        moves = moves_of(hand, legal, in_play)
        if len(moves) > 1:
            moves = sorted(moves, key=hist0.__getitem__, reverse=True)
            if best_lead >= 0 and best_lead in moves:
                moves.remove(best_lead)
                moves.insert(0, best_lead)
        maximise = maximisers[leader]
        best = -inf if maximise else inf
        best_card = -1
        for c in moves:
            hands[leader] = hand ^ (1 << c)
            v = second(leader, c, alpha, beta, rem, in_play)
            if maximise:
                if v > best:
                    best, best_card = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_card = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        hands[leader] = hand
        if alpha >= beta:
            hist0[best_card] += _history_weight(hand)
        if best <= a0:
            hi = best
        elif best >= b0:
            lo = best
        else:
            lo = hi = best
        if len(bounds) >= limit:
            bounds.clear()
        bounds[key] = (lo, hi, best_card)
        return best

    def second(leader: int, c0: int, alpha: float, beta: float, rem: int,
               in_play: int) -> float:
        seat = nxt[leader]
        hand = hands[seat]
        cm = class_mask_of[c0]
        if follow_suit:
            legal = hand & cm or hand
        else:
            lk = c0 << width | hand
            legal = legal2_get(lk)
            if legal is None:
                legal = legal2[lk] = legal_mask(hand, (c0,))
        if legal & ~cm:
            moves = moves_of(hand, legal, in_play)
        else:
            k = (hand & cm, in_play & cm)
            reps = rep_get(k)
            if reps is None:
                reps = class_rep(k)
            reps &= legal
            moves = bits_get(reps)
            if moves is None:
                moves = bits_of(reps)
        if len(moves) > 1:
            moves = sorted(moves, key=hist1.__getitem__, reverse=True)
        maximise = maximisers[seat]
        best = -inf if maximise else inf
        best_card = -1
        for c in moves:
            hands[seat] = hand ^ (1 << c)
            v = third(leader, c0, c, alpha, beta, rem, in_play)
            if maximise:
                if v > best:
                    best, best_card = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_card = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        hands[seat] = hand
        if alpha >= beta:
            hist1[best_card] += _history_weight(hand)
        return best

    def third(leader: int, c0: int, c1: int, alpha: float, beta: float, rem: int,
              in_play: int) -> float:
        seat = prev[leader]
        hand = hands[seat]
        cm = class_mask_of[c0]
        if follow_suit:
            legal = hand & cm or hand
        else:
            lk = ((c0 << cbits | c1) << width) | hand
            legal = legal3_get(lk)
            if legal is None:
                legal = legal3[lk] = legal_mask(hand, (c0, c1))
        if legal & ~cm:
            moves = moves_of(hand, legal, in_play)
        else:
            k = (hand & cm, in_play & cm)
            reps = rep_get(k)
            if reps is None:
                reps = class_rep(k)
            reps &= legal
            moves = bits_get(reps)
            if moves is None:
                moves = bits_of(reps)
        maximise = maximisers[seat]
        tk = (c0 << cbits | c1) << cbits
        wseat = winner_seat[leader]
        # The last card decides the trick: order by what it gains at once, then history.
        scored: list[tuple[int, int, int, int, int, int]] = []
        for c in moves:
            result = trick3_get(tk | c)
            if result is None:
                result = trick3[tk | c] = trick_result((c0, c1, c))
            winner = wseat[result[0]]
            value = result[1]
            if in_side[winner]:
                scored.append((value if maximise else -value, hist2[c], c, winner, value, value))
            else:
                scored.append((-value if maximise else value, hist2[c], c, winner, 0, value))
        if len(scored) > 1:
            scored.sort(reverse=True)
        best = -inf if maximise else inf
        if not hand & (hand - 1):
            # The last trick of the deal.
            for _, _, _c, winner, gain, _value in scored:
                v = gain + bonus if in_side[winner] else 0
                if maximise:
                    if v > best:
                        best = v
                elif v < best:
                    best = v
            return best
        out = in_play ^ (1 << c0) ^ (1 << c1)
        h0, h1, h2 = hands
        left = hand.bit_count() - 1  # cards a hand after this trick
        for _, _, c, winner, gain, value in scored:
            a2 = alpha - gain
            b2 = beta - gain
            r = rem - value
            if r <= a2:
                v = gain + r
            elif b2 <= 0:
                v = gain
            else:
                bit = 1 << c
                if seat == 0:
                    ckey = ((winner << width | h0 ^ bit) << width | h1) << width | h2
                elif seat == 1:
                    ckey = ((winner << width | h0) << width | h1 ^ bit) << width | h2
                else:
                    ckey = ((winner << width | h0) << width | h1) << width | h2 ^ bit
                child = bounds_get(ckey)
                if child is not None and child[0] >= b2:
                    v = gain + child[0]
                elif child is not None and child[1] <= a2:
                    v = gain + child[1]
                else:
                    if left <= horizon:
                        est = estimates_get(ckey)
                        if est is None:
                            if len(estimates) >= limit:
                                estimates.clear()
                            hands[seat] = hand ^ bit
                            est = estimates[ckey] = _horizon_estimate(table, hands, in_side, r)
                            hands[seat] = hand
                        v = gain + est
                    elif left > 1:
                        hands[seat] = hand ^ bit
                        v = gain + lead(winner, a2, b2, r, ckey, out ^ bit)
                        hands[seat] = hand
                    else:
                        hands[seat] = hand ^ bit
                        v = gain + last_trick(winner)
                        hands[seat] = hand
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            hist2[c] += _history_weight(hand)
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        hist2[c] += _history_weight(hand)
                        break
        return best

    def last_trick(leader: int) -> int:
        s1 = nxt[leader]
        t = (hands[leader].bit_length() - 1, hands[s1].bit_length() - 1,
             hands[nxt[s1]].bit_length() - 1)
        result = trick_result(t)
        if in_side[winner_seat[leader][result[0]]]:
            return result[1] + bonus
        return 0

    def root(leader: int, trick: list[int], alpha: float, beta: float, rem: int) -> float:
        in_play = hands[0] | hands[1] | hands[2]
        for c in trick:
            in_play |= 1 << c
        if len(trick) == 2:
            return third(leader, trick[0], trick[1], alpha, beta, rem, in_play)
        if len(trick) == 1:
            return second(leader, trick[0], alpha, beta, rem, in_play)
        if rem <= alpha:
            return rem
        if beta <= 0:
            return 0
        if not hands[leader] & (hands[leader] - 1):
            return last_trick(leader)
        key = leader
        for h in hands:
            key = (key << width) | h
        return lead(leader, alpha, beta, rem, key, in_play)

    return root


def _make_search(table: TranspositionTable, hands: list[int], in_side: tuple[bool, ...],
                 maximisers: tuple[bool, ...], bounds: dict[int, tuple[float, float, int]],
                 horizon: int) -> Callable:
    """The search for any number of players: one recursive function, a card at a time."""
    n = table.players
    width = table.width
    bounds_get = bounds.get
    limit = table.limit
    legal_get = table.legal_memo.get
    legal_mask = table.legal_mask
    trick_result = table.trick_result
    representatives = table.representatives
    bits_get = table.bits_memo.get
    bits_of = table.bits_of
    bonus = table.bonus
    history = table.history
    seat_at = [[(leader + pos) % n for pos in range(n)] for leader in range(n)]
    last = n - 1
    inf = _INF

    def node(leader: int, trick: list[int], alpha: float, beta: float, rem: int) -> float:
        pos = len(trick)
        seat = seat_at[leader][pos]
        hand = hands[seat]
        maximise = maximisers[seat]
        key = 0
        best_lead = -1
        if pos == 0:
            if rem <= alpha:
                return rem
            if beta <= 0:
                return 0
            if hand.bit_count() <= horizon:
                return _horizon_estimate(table, hands, in_side, rem)
            if not hand & (hand - 1):
                lone = tuple(hands[seat_at[leader][p]].bit_length() - 1 for p in range(n))
                w, value = trick_result(lone)
                return value + bonus if in_side[seat_at[leader][w]] else 0
            key = leader
            for h in hands:
                key = (key << width) | h
            entry = bounds_get(key)
            if entry is not None:
                lo, hi, best_lead = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            else:
                lo, hi = 0, rem
            a0, b0 = alpha, beta
        legal = legal_get((hand, tuple(trick)))
        if legal is None:
            legal = legal_mask(hand, tuple(trick))
        in_play = 0
        for h in hands:
            in_play |= h
        for c in trick:
            in_play |= 1 << c
        reps = representatives(hand, in_play) & legal
        moves = bits_get(reps)
        if moves is None:
            moves = bits_of(reps)
        if len(moves) > 1:
            moves = sorted(moves, key=history[pos].__getitem__, reverse=True)
            if best_lead >= 0 and best_lead in moves:
                moves.remove(best_lead)
                moves.insert(0, best_lead)
        best = -inf if maximise else inf
        best_card = -1
        trick.append(-1)
        for c in moves:
            hands[seat] = hand ^ (1 << c)
            trick[pos] = c
            if pos == last:
                w, value = trick_result(tuple(trick))
                winner = seat_at[leader][w]
                gain = value if in_side[winner] else 0
                if hand & (hand - 1):
                    v = gain + node(winner, [], alpha - gain, beta - gain, rem - value)
                else:
                    v = gain + bonus if in_side[winner] else 0
            else:
                v = node(leader, trick, alpha, beta, rem)
            hands[seat] = hand
            if maximise:
                if v > best:
                    best, best_card = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_card = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        trick.pop()
        if alpha >= beta:
            history[pos][best_card] += _history_weight(hand)
        if pos == 0:
            if best <= a0:
                hi = best
            elif best >= b0:
                lo = best
            else:
                lo = hi = best
            if len(bounds) >= limit:
                bounds.clear()
            bounds[key] = (lo, hi, best_card)
        return best

    def root(leader: int, trick: list[int], alpha: float, beta: float, rem: int) -> float:
        return node(leader, list(trick), alpha, beta, rem)

    return root


def _table_for(state: TrickState, rules: TrickRules, side: frozenset[int],
               table: TranspositionTable | None) -> TranspositionTable:
    if table is not None:
        if table.rules is not rules:
            raise ValueError("this transposition table was built for other rules")
        return table
    cards = [card for hand in state.hands for card in hand] + list(state.trick)
    return TranspositionTable(rules, cards, side)


def solve(state: TrickState, rules: TrickRules, side: Iterable[int], *,
          lower: float = -_INF, upper: float = _INF,
          table: TranspositionTable | None = None, depth: int | None = None) -> int:
    """The total trick value ``side`` still takes from ``state`` with best play by all.

    Seats in ``side`` maximise it, the others minimise it (the other way
    round for rules with ``misere = True``, see tricks.py); a half-played
    trick counts for whoever takes it.  With a window (``lower``, ``upper``)
    the answer is exact only strictly inside it: a result ``<= lower`` means
    "at most that", ``>= upper`` "at least that" — cheaper the narrower.
    ``depth`` limits the exact search to that many tricks (the current one
    included) and estimates the rest (see the module docstring).
    """
    side = frozenset(side)
    table = _table_for(state, rules, side, table)
    search = _Search(table, state, side, depth)
    sign = table.sign
    if lower > -_INF or upper < _INF:
        if lower >= upper:
            raise ValueError("solve needs lower < upper")
        inner = search.run(lower, upper) if sign > 0 else search.run(-upper, -lower)
        return int(sign * inner)
    return sign * search.exact()


def reaches(state: TrickState, rules: TrickRules, side: Iterable[int], target: int, *,
            table: TranspositionTable | None = None, depth: int | None = None,
            node_limit: int = 0) -> bool:
    """Whether ``side`` can take at least ``target`` more trick value against best defence.

    One null-window search: much cheaper than :func:`solve` when only a
    threshold matters (Skat's 61, Null's "no trick").  ``node_limit`` (the
    compiled search only) raises :class:`SearchBudgetExceeded` when the
    search would visit more positions than that; what it proved until then
    stays in the table.
    """
    side = frozenset(side)
    table = _table_for(state, rules, side, table)
    search = _Search(table, state, side, depth)
    search.node_limit = node_limit
    if table.sign > 0:
        return search.run(target - 1, target) >= target
    # value >= target  <=>  negated value <= -target  <=>  not (negated value >= 1 - target)
    return search.run(-target, 1 - target) < 1 - target


def move_values(state: TrickState, rules: TrickRules, side: Iterable[int], *,
                table: TranspositionTable | None = None,
                depth: int | None = None, node_limit: int = 0) -> dict[Card, int]:
    """The value for ``side`` after each legal card of the seat to move, in legal order.

    A value counts the current trick (whoever takes it) and everything after,
    so the best card for a seat in ``side`` has the largest value, for any
    other seat the smallest (the other way round in a misère contract).
    Interchangeable cards share one search.  With ``depth`` every card is
    searched that many tricks deep (the current trick included) and the rest
    estimated.  ``node_limit``: the compiled searches of all the cards together
    may visit that many positions (0: no limit), else SearchBudgetExceeded (what
    they proved stays in the table); the Python search has no limit.
    """
    side = frozenset(side)
    table = _table_for(state, rules, side, table)
    node_end = table.native.nodes + node_limit if node_limit and table.native is not None \
        else 0
    sign = table.sign
    root = _Search(table, state, side, depth)  # validates the state
    seat = state.to_move()
    hand = root.hands[seat]
    in_play = sum(root.hands) | table.mask(state.trick)
    values: dict[Card, int] = {}
    done: dict[int, int] = {}
    guess: int | None = None
    for card in state.legal(rules):
        i = table.index[card]
        group = table.group_of(i, hand, in_play)
        rep = next((j for j in group if j in done), None)
        if rep is not None:
            values[card] = done[rep]
            continue
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        child_depth = depth
        if depth is not None and winner is not None:
            child_depth = depth - 1  # the card completed the current trick
        if child.is_over():
            value = gain
        elif child_depth is not None and child_depth <= 0:
            value = gain + estimate(child, rules, side, table=table)
        else:
            search = _Search(table, child, side, child_depth)
            search.node_end = node_end
            inner_guess = None if guess is None else sign * (guess - gain)
            value = gain + sign * search.exact(inner_guess)
        guess = value
        done[i] = values[card] = value
    return values


def estimate(state: TrickState, rules: TrickRules, side: Iterable[int], *,
             table: TranspositionTable | None = None) -> int:
    """The cheap guess of the side's remaining value that depth-limited searches stop at.

    Only at the start of a trick (where a depth limit falls); see the module
    docstring for how it shares the remaining worth.
    """
    if state.trick:
        raise ValueError("the estimate is made at the start of a trick")
    side = frozenset(side)
    table = _table_for(state, rules, side, table)
    search = _Search(table, state, side, None)
    return table.sign * _horizon_estimate(table, search.hands, search.in_side, search.rem)


def best_moves(values: dict[Card, int], maximise: bool) -> list[Card]:
    """The cards of ``values`` with the best value (largest if ``maximise``), in given order."""
    if not values:
        return []
    target = max(values.values()) if maximise else min(values.values())
    return [card for card, value in values.items() if value == target]


__all__ = ["DEFAULT_TABLE_LIMIT", "SearchBudgetExceeded", "TranspositionTable", "best_moves",
           "estimate", "move_values",
           "reaches", "solve"]
