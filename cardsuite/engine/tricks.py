"""What trick-taking games share: a trick, its leader, the cards so far, and the rules as one object.

Skat, Binokel and PrefClub also share two plain types defined here once: a
finished :class:`Trick` as a deal records it, and :class:`IllegalAction`, which
every game's ``Deal.apply`` raises for an action its rules do not allow (the
game modules import both, so ``cardsuite.games.<game>.game.Trick`` still works).

Skat, Binokel and Preference differ only in *which* cards may be played, *who*
wins a trick and *what* a trick is worth; everything else — whose turn it is,
collecting a finished trick, the winner leading next — is the same.  So each
game supplies one :class:`TrickRules` object per contract and the engine (the
:class:`TrickState` here, the solver and the Monte-Carlo players in
:mod:`cardsuite.engine.ai`) works against that object alone.

The solver leans on three promises a rules object makes (they hold for every
trick game we know, and they are what lets it merge interchangeable cards):

- ``legal`` and ``winner`` look at cards only through ``follow_class`` and
  ``order``: two cards of one class whose order no card still in play lies
  between (or ties with) behave the same.
- ``trick_value`` is additive: ``trick_value(t) == trick_value(()) + Σ
  (trick_value((c,)) − trick_value(()))`` for the cards ``c`` of ``t`` — card
  points (base 0) or "one per trick" (every card worth 0, base 1) both are.
  Worths are all >= 0, or all <= 0 for a side that wants to take little
  (Ramsch's points counted against their taker).  The solver checks both on
  a few tricks and raises if they do not hold.
- A bonus for the last trick (Binokel's +10) is an optional attribute
  ``last_trick_bonus: int`` of the rules object (0 when absent): the last
  trick's worth is its ``trick_value`` plus the bonus, here and in the solver.
- Rules whose only obligation is to follow the led card's class (any card
  when void, any card to lead: Skat) may say so with an optional attribute
  ``follow_suit = True``; the solver then works the legal cards out from its
  bit masks instead of asking ``legal`` (the answers must be the same).

A searching side normally wants as much trick value as it can get.  In a
misère contract (Skat's Null, Preference's Miser) the declarer wants none.
Either say so with an optional attribute ``misere = True`` on the rules (the
seats of ``side`` then minimise what they take, the others maximise it, and
worths stay positive), or count such tricks negatively (-1 a trick): both
give the same play, the values differing only in sign.

Cards are opaque hashable tokens to the engine: a deck that holds two equal
copies of a card (Binokel) must give each copy its own token, since a hand is a
set.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from cardsuite.engine.cards import Card


class IllegalAction(ValueError):
    """An action the rules do not allow now; the deal is unchanged."""


@dataclass(frozen=True)
class Trick:
    """A finished trick: ``cards`` in play order from ``leader``, taken by seat ``winner``.

    ``widow`` is the turned-up widow card that led it (PrefClub's ALL PASS,
    first two tricks), else None; Skat and Binokel never set it.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    widow: Card | None = None

    def seat_of(self, index: int, players: int = 3) -> int:
        """The seat that played ``cards[index]`` at a table of ``players``."""
        return (self.leader + index) % players


class TrickRules(Protocol):
    """One game's card rules for one contract: the engine's only view of the game."""

    #: Seats at the table (3 for Skat, Binokel and Preference).
    players: int

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that may be played to ``trick`` (leader's card first)."""
        ...

    def winner(self, trick: Sequence[Card]) -> int:
        """The index into the complete ``trick`` of the card that takes it."""
        ...

    def follow_class(self, card: Card) -> Hashable:
        """What not following a lead of this card's class reveals a void in (a suit, or trump)."""
        ...

    def trick_value(self, trick: Sequence[Card]) -> int:
        """Worth of a won trick to the search: card points, or 1 a trick (Null-like)."""
        ...

    def order(self, card: Card) -> int:
        """Strength within the card's follow class: higher beats lower."""
        ...


def last_trick_bonus(rules: TrickRules) -> int:
    """The extra worth of the last trick (Binokel's +10); 0 for rules that do not declare one."""
    return int(getattr(rules, "last_trick_bonus", 0))


def follows_suit_only(rules: TrickRules) -> bool:
    """Whether following the led card's class is the rules' only obligation."""
    return bool(getattr(rules, "follow_suit", False))


def is_misere(rules: TrickRules) -> bool:
    """Whether the side wants to take as little as possible (Null, Miser); False if undeclared."""
    return bool(getattr(rules, "misere", False))


def trick_complete(trick: Sequence[Card], players: int) -> bool:
    """Whether every seat has played to ``trick``."""
    return len(trick) == players


def points_of(cards: Iterable[Card], values: Mapping[Card, int] | Callable[[Card], int]) -> int:
    """The summed worth of ``cards``, by a table or by a function (e.g. Skat's card points)."""
    if callable(values):
        return sum(values(card) for card in cards)
    return sum(values.get(card, 0) for card in cards)


@dataclass(frozen=True)
class TrickState:
    """A trick-play position with every hand known: the solver's and the bots' common currency.

    ``hands`` are per seat; ``trick`` holds the cards of the current trick so far,
    the one ``leader`` played first.  Immutable, so positions can be shared,
    hashed and replayed freely.
    """

    hands: tuple[frozenset[Card], ...]
    leader: int
    trick: tuple[Card, ...] = ()

    def to_move(self) -> int:
        """The seat whose turn it is."""
        return (self.leader + len(self.trick)) % len(self.hands)

    def is_over(self) -> bool:
        """No cards left to play (and no trick half-played)."""
        return not self.trick and not any(self.hands)

    def legal(self, rules: TrickRules) -> list[Card]:
        """The cards the seat to move may play, in a stable order."""
        hand = sorted(self.hands[self.to_move()], key=_stable_key)
        return rules.legal(hand, self.trick)

    def play(self, card: Card, rules: TrickRules) -> tuple[TrickState, int | None, int]:
        """Play ``card`` for the seat to move.

        Returns the next state, the seat that took the trick if this card
        completed it (else None) and the worth of that trick (0 if none
        completed; the last trick includes :func:`last_trick_bonus`).  An
        illegal card raises ValueError: states are never silently corrupted.
        """
        seat = self.to_move()
        hand = self.hands[seat]
        if card not in hand:
            raise ValueError(f"{card} is not in seat {seat}'s hand")
        if card not in self.legal(rules):
            raise ValueError(f"{card} may not be played to {list(map(str, self.trick))}")
        hands = tuple(h - {card} if i == seat else h for i, h in enumerate(self.hands))
        trick = self.trick + (card,)
        players = len(self.hands)
        if not trick_complete(trick, players):
            return TrickState(hands, self.leader, trick), None, 0
        winner = (self.leader + rules.winner(trick)) % players
        value = rules.trick_value(trick)
        if not any(hands):
            value += last_trick_bonus(rules)
        return TrickState(hands, winner, ()), winner, value


def _stable_key(card: Card) -> tuple[str, str]:
    """Orders any card tokens reproducibly (by text), whatever their type."""
    return (type(card).__name__, str(card))
