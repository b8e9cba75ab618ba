"""Claiming the rest: every remaining trick is the claimant's, whatever the others hold and do.

A player who sees that the rest is his may say so instead of playing it out
(the table's "Claim the rest").  The claim is checked, not trusted: for
**every** deal of the cards the claimant has not seen that fits what he knows
(the same constraints the computer players sample from, :mod:`.ai.sampling`:
the others' hand sizes, the suits they showed out of, cards known to lie
somewhere or not), the double-dummy solver must find that he takes every
remaining trick against the others' best play.  The check counts tricks, not
points (:class:`CountTricks`), so a trick-point game's worths do not matter.
It is for contracts where taking tricks is good; the boards do not offer it in
a misère contract (Null, Miser) or in Ramsch.

The double-dummy claimant plays each deal knowing its cards, so in principle a
claim could need different play for different deals; a claim that holds in
every deal is taken as holding (as card rooms do).  When the claim holds the
rest is played out by :func:`claim_card`, which plays for the claimant on the
real deal a card that keeps every trick his.

Enumerating every deal is what makes the check exact; with many cards unseen
there are too many (ten tricks to go in Skat: 184 756 deals of the defenders'
hands), so past :data:`DEAL_LIMIT` the check gives up (:data:`TOO_MANY`) and the
board says the claim comes too early.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from itertools import combinations

from cardsuite.engine.ai.double_dummy import move_values, reaches
from cardsuite.engine.ai.sampling import Holder, count_deals
from cardsuite.engine.cards import Card
from cardsuite.engine.tricks import TrickRules, TrickState

#: The most deals a claim is checked on.
DEAL_LIMIT = 3000
#: The answer when there are more deals than that.
TOO_MANY = "too many"


class CountTricks:
    """A game's card rules for the solver, each trick worth one (what a claim is about)."""

    last_trick_bonus = 0
    misere = False

    def __init__(self, rules: TrickRules) -> None:
        self.rules = rules
        self.players = rules.players
        if getattr(rules, "follow_suit", False):
            self.follow_suit = True

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        return self.rules.legal(hand, trick)

    def winner(self, trick: Sequence[Card]) -> int:
        return self.rules.winner(trick)

    def follow_class(self, card: Card) -> Hashable:
        return self.rules.follow_class(card)

    def order(self, card: Card) -> int:
        return self.rules.order(card)

    def trick_value(self, trick: Sequence[Card]) -> int:
        return 1


def deals(unseen: Sequence[Card], holders: dict[Hashable, Holder],
          follow_class: Callable[[Card], Hashable]) -> Iterator[dict[Hashable, frozenset[Card]]]:
    """Every deal of ``unseen`` to ``holders`` that fits their constraints (each once)."""
    order = list(holders)
    musts = {card for holder in holders.values() for card in holder.must}

    def may_hold(who: Hashable, card: Card) -> bool:
        holder = holders[who]
        return card not in holder.never and follow_class(card) not in holder.voids

    def deal(index: int, pool: list[Card]) -> Iterator[dict[Hashable, frozenset[Card]]]:
        if index == len(order):
            if not pool:
                yield {}
            return
        who = order[index]
        holder = holders[who]
        free = [card for card in pool if card not in musts and may_hold(who, card)]
        room = holder.count - len(holder.must)
        if room < 0 or room > len(free):
            return
        for chosen in combinations(free, room):
            hand = frozenset(holder.must) | frozenset(chosen)
            rest = [card for card in pool if card not in hand]
            for others in deal(index + 1, rest):
                yield {who: hand, **others}

    yield from deal(0, list(unseen))


def claim_holds(seat: int, hand: Sequence[Card], leader: int, trick: Sequence[Card],
                unseen: Sequence[Card], holders: dict[Hashable, Holder], rules: TrickRules,
                limit: int = DEAL_LIMIT) -> bool | str:
    """Whether ``seat``, to play ``hand`` to ``trick`` (led by ``leader``), takes every
    remaining trick in every deal of ``unseen`` to ``holders`` (other seats by their number,
    pseudo-holders such as the Skat by any other key); :data:`TOO_MANY` when there are more
    than ``limit`` deals to check."""
    counting = CountTricks(rules)
    if count_deals(unseen, holders, counting.follow_class) > limit:
        return TOO_MANY
    tricks = len(hand)  # the claimant plays one card to each remaining trick, this one too
    players = rules.players
    for world in deals(unseen, holders, counting.follow_class):
        hands = tuple(frozenset(hand) if s == seat else world.get(s, frozenset())
                      for s in range(players))
        if not reaches(TrickState(hands, leader, tuple(trick)), counting, {seat}, tricks):
            return False
    return True


def claim_card(state: TrickState, rules: TrickRules, seat: int) -> Card | None:
    """For the claimant to move in ``state`` (the real deal): a legal card after which he
    still takes every remaining trick; None if none does (the claim did not hold)."""
    counting = CountTricks(rules)
    values = move_values(state, counting, {seat})
    needed = len(state.hands[seat])
    for card, value in values.items():
        if value >= needed:
            return card
    return None
