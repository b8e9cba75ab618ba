"""Dealing the cards a seat has not seen, consistently with everything it has seen.

A computer player may only know its own hand, the cards played, and what the
play revealed: a seat that did not follow a lead is void in that class, a card
announced or shown is known to be in a hand, a card may be known *not* to be
somewhere.  The Monte-Carlo players guess the rest by dealing the unseen cards
many times over; each guess must respect every constraint exactly, and among
the deals that do, every one must be equally likely — or the guesses would
lean towards some hands for no reason the seat could know.

How it is exact and fast: the unseen cards that are not known to be in a
particular place fall into a few groups that may go to the same set of holders
(with two other hands and a Skat, at most seven groups).  The number of
consistent deals is a sum over how many cards of each group each holder gets,
of products of multinomial coefficients; a dynamic programme over the groups
and the holders' remaining room counts them exactly (Python's integers do not
overflow).  A deal is drawn by choosing those numbers group by group with
probability proportional to the deals each choice leaves, then shuffling each
group and handing out its cards — so every consistent deal has exactly the same
probability.  The counting is done once for any number of samples.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64


@dataclass
class Holder:
    """A place the unseen cards can be: a seat's hand, or a pseudo-holder such as the Skat."""

    #: How many of the unseen cards it must receive (its ``must`` cards included).
    count: int
    #: Cards known to be there (announced, melded, shown).
    must: frozenset[Card] = field(default_factory=frozenset)
    #: Follow classes it cannot hold (it showed out of them).
    voids: frozenset[Hashable] = field(default_factory=frozenset)
    #: Cards known not to be there.
    never: frozenset[Card] = field(default_factory=frozenset)


class NoConsistentDeal(ValueError):
    """The constraints contradict each other: no deal of the unseen cards satisfies them."""


def sample(unseen: Sequence[Card], holders: dict[Hashable, Holder], rng: SplitMix64,
           follow_class: Callable[[Card], Hashable]) -> dict[Hashable, frozenset[Card]]:
    """One deal of ``unseen`` to ``holders``, uniform over the deals that fit every constraint.

    Raises :class:`NoConsistentDeal` (a ValueError) with the reason if none fits.
    """
    return _Dealer(unseen, holders, follow_class).deal(rng)


def samples(unseen: Sequence[Card], holders: dict[Hashable, Holder], rng: SplitMix64,
            follow_class: Callable[[Card], Hashable], n: int) -> list[dict[Hashable, frozenset[Card]]]:
    """``n`` independent deals as by :func:`sample`, sharing the counting work."""
    if n <= 0:
        return []
    dealer = _Dealer(unseen, holders, follow_class)
    return [dealer.deal(rng) for _ in range(n)]


def count_deals(unseen: Sequence[Card], holders: dict[Hashable, Holder],
                follow_class: Callable[[Card], Hashable]) -> int:
    """How many different deals fit every constraint (0 if none does)."""
    try:
        return _Dealer(unseen, holders, follow_class).total
    except NoConsistentDeal:
        return 0


def _card_key(card: Card) -> tuple[str, str]:
    return (str(card), repr(card))


class _Dealer:
    """The groups, the holders' room and the counting table of one set of constraints."""

    def __init__(self, unseen: Sequence[Card], holders: dict[Hashable, Holder],
                 follow_class: Callable[[Card], Hashable]) -> None:
        cards = sorted(set(unseen), key=_card_key)
        if len(cards) != len(unseen):
            raise ValueError("a card is listed twice among the unseen cards")
        self.names = list(holders)
        wanted = sum(holder.count for holder in holders.values())
        if wanted != len(cards):
            raise NoConsistentDeal(f"the holders want {wanted} cards but {len(cards)} are unseen")
        unseen_set = set(cards)
        placed: dict[Card, Hashable] = {}
        for name, holder in holders.items():
            if holder.count < 0:
                raise ValueError(f"holder {name!r} has a negative count")
            if len(holder.must) > holder.count:
                raise NoConsistentDeal(f"holder {name!r} must hold {len(holder.must)} known cards "
                                       f"but receives only {holder.count}")
            for card in holder.must:
                if card not in unseen_set:
                    raise NoConsistentDeal(f"{card}, known to be with {name!r}, is not unseen")
                if card in placed:
                    raise NoConsistentDeal(f"{card} is known to be with both {placed[card]!r} "
                                           f"and {name!r}")
                if card in holder.never or follow_class(card) in holder.voids:
                    raise NoConsistentDeal(f"{card} is known to be with {name!r}, which cannot "
                                           "hold it")
                placed[card] = name
        self.must = {name: frozenset(holder.must) for name, holder in holders.items()}
        # Group the free cards by the holders that may receive them.
        groups: dict[tuple[int, ...], list[Card]] = {}
        for card in cards:
            if card in placed:
                continue
            cls = follow_class(card)
            allowed = tuple(i for i, holder in enumerate(holders.values())
                            if cls not in holder.voids and card not in holder.never)
            if not allowed:
                raise NoConsistentDeal(f"no holder may receive {card}")
            groups.setdefault(allowed, []).append(card)
        self.groups = sorted(groups.items())
        self.room = tuple(holder.count - len(holder.must) for holder in holders.values())
        self._ways: dict[tuple[int, tuple[int, ...]], int] = {}
        self.total = self._count(0, self.room)
        if self.total == 0:
            raise NoConsistentDeal(_explain(self.groups, self.room, self.names))

    def _count(self, index: int, room: tuple[int, ...]) -> int:
        """Deals of groups ``index…`` into the holders' remaining ``room`` (memoised)."""
        if index == len(self.groups):
            return 1 if not any(room) else 0
        key = (index, room)
        found = self._ways.get(key)
        if found is not None:
            return found
        allowed, cards = self.groups[index]
        total = 0
        for split in _splits(len(cards), tuple(room[h] for h in allowed)):
            rest = list(room)
            for h, k in zip(allowed, split, strict=True):
                rest[h] -= k
            after = self._count(index + 1, tuple(rest))
            if after:
                total += _multinomial(len(cards), split) * after
        self._ways[key] = total
        return total

    def deal(self, rng: SplitMix64) -> dict[Hashable, frozenset[Card]]:
        """One uniformly drawn consistent deal."""
        hands: list[list[Card]] = [sorted(self.must[name], key=_card_key) for name in self.names]
        room = self.room
        for index, (allowed, cards) in enumerate(self.groups):
            total = self._count(index, room)
            pick = _below(rng, total)
            for split in _splits(len(cards), tuple(room[h] for h in allowed)):
                rest = list(room)
                for h, k in zip(allowed, split, strict=True):
                    rest[h] -= k
                weight = _multinomial(len(cards), split) * self._count(index + 1, tuple(rest))
                if pick < weight:
                    break
                pick -= weight
            else:  # pragma: no cover - the weights sum to total by construction
                raise AssertionError("sampling weights do not add up")
            shuffled = list(cards)
            for i in range(len(shuffled) - 1, 0, -1):
                j = rng.below(i + 1)
                shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
            start = 0
            for h, k in zip(allowed, split, strict=True):
                hands[h].extend(shuffled[start:start + k])
                start += k
            room = tuple(rest)
        return {name: frozenset(hand) for name, hand in zip(self.names, hands, strict=True)}


@lru_cache(maxsize=4096)
def _splits(n: int, rooms: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every way to share ``n`` cards among holders with at most ``rooms`` places each."""
    if not rooms:
        return ((),) if n == 0 else ()
    first, rest = rooms[0], rooms[1:]
    out = []
    capacity = sum(rest)
    for k in range(min(n, first), -1, -1):
        if n - k > capacity:
            break
        out.extend((k,) + tail for tail in _splits(n - k, rest))
    return tuple(out)


def _multinomial(n: int, parts: tuple[int, ...]) -> int:
    result = 1
    left = n
    for k in parts:
        result *= math.comb(left, k)
        left -= k
    return result


def _below(rng: SplitMix64, bound: int) -> int:
    """A uniform integer in ``0 … bound - 1`` for any size of ``bound`` (rejection sampling)."""
    if bound <= 1 << 63:
        return rng.below(bound)
    words = (bound.bit_length() + 63) // 64
    span = 1 << (64 * words)
    limit = span - span % bound
    while True:
        value = 0
        for _ in range(words):
            value = (value << 64) | rng.next64()
        if value < limit:
            return value % bound


def _explain(groups: list[tuple[tuple[int, ...], list[Card]]], room: tuple[int, ...],
             names: list[Hashable]) -> str:
    """Why the free cards cannot fill the holders: name a holder set that is short or over."""
    for mask in range(1, 1 << len(room)):
        members = [h for h in range(len(room)) if mask >> h & 1]
        need = sum(room[h] for h in members)
        # Cards that can only go to these holders must fit; these holders can only be
        # filled with cards allowed to at least one of them.
        forced = sum(len(cards) for allowed, cards in groups if set(allowed) <= set(members))
        able = sum(len(cards) for allowed, cards in groups if set(allowed) & set(members))
        who = "holder" + ("s " if len(members) > 1 else " ") + \
            ", ".join(repr(names[h]) for h in members)
        if forced > need:
            return f"{forced} unseen cards can only go to {who}, with room for {need}"
        if able < need:
            return f"{who} must receive {need} more cards but only {able} unseen cards may go there"
    return "no deal of the unseen cards fits every holder's constraints"
