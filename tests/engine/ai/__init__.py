"""Shared helpers of the AI tests: Skat's card rules as a TrickRules, seeded deals, brute force."""

from __future__ import annotations

from collections.abc import Sequence

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64, seeded_shuffle
from cardsuite.engine.tricks import TrickRules, TrickState
from cardsuite.games.skat import rules as skat


class SkatTrickRules:
    """Skat's rules for one game type, seen through the engine's TrickRules protocol.

    Null counts one a trick and is a misère contract: the declarer's side
    wants to take none.  Every other game counts card points.
    """

    players = 3

    def __init__(self, game: skat.GameType) -> None:
        self.game = game
        self.misere = game is skat.GameType.NULL

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        return skat.legal_cards(hand, trick, self.game)

    def winner(self, trick: Sequence[Card]) -> int:
        return skat.trick_winner(trick, self.game)

    def follow_class(self, card: Card):
        return skat.follow_class(card, self.game)

    def trick_value(self, trick: Sequence[Card]) -> int:
        return 1 if self.game is skat.GameType.NULL else skat.points(trick)

    def order(self, card: Card) -> int:
        return skat.strength(card, self.game)


def skat_endgame(seed: int, cards_each: int, game: skat.GameType,
                 played: int = 0) -> tuple[TrickState, SkatTrickRules]:
    """A random position of ``cards_each`` cards a seat, with ``played`` cards of a trick out.

    The leader is random too; the cards of the half-played trick are random
    legal cards, so the position is one real play could reach.
    """
    rng = SplitMix64(seed)
    deck = seeded_shuffle(skat.skat_deck(), seed)
    rules = SkatTrickRules(game)
    hands = tuple(frozenset(deck[i * cards_each:(i + 1) * cards_each]) for i in range(3))
    state = TrickState(hands, rng.below(3), ())
    for _ in range(played):
        legal = state.legal(rules)
        state, _, _ = state.play(legal[rng.below(len(legal))], rules)
    return state, rules


def brute_force(state: TrickState, rules: TrickRules, side: frozenset[int]) -> int:
    """Plain minimax over every legal card: slow, obviously right, the solver's referee."""
    if state.is_over():
        return 0
    values = []
    for card in state.legal(rules):
        child, winner, worth = state.play(card, rules)
        gain = worth if winner is not None and winner in side else 0
        values.append(gain + brute_force(child, rules, side))
    maximise = (state.to_move() in side) != getattr(rules, "misere", False)
    return max(values) if maximise else min(values)


def play_out(state: TrickState, rules: TrickRules, side: frozenset[int], levels: Sequence,
             rng, hidden: Sequence[Card] = ()) -> int:
    """Play ``state`` to the end with each seat's PIMC level; the trick value ``side`` took.

    Every seat decides from its own observation only: its hand, the trick, the
    cards it has not seen (the other hands and ``hidden`` cards such as a Skat,
    which get a holder of their own) and the voids the others have shown.
    """
    from cardsuite.engine.ai.pimc import choose_card
    from cardsuite.engine.ai.sampling import Holder

    voids: dict[int, set] = {seat: set() for seat in range(rules.players)}
    taken = 0
    while not state.is_over():
        seat = state.to_move()
        unseen = [c for s in range(rules.players) if s != seat for c in state.hands[s]]
        unseen += list(hidden)
        holders = {s: Holder(len(state.hands[s]), voids=frozenset(voids[s]))
                   for s in range(rules.players) if s != seat}
        if hidden:
            holders["hidden"] = Holder(len(hidden))
        card = choose_card(seat, state.hands[seat], state.leader, state.trick, holders, unseen,
                           rules, side, levels[seat], rng)
        if state.trick and rules.follow_class(card) != rules.follow_class(state.trick[0]):
            voids[seat].add(rules.follow_class(state.trick[0]))
        state, winner, worth = state.play(card, rules)
        if winner is not None and winner in side:
            taken += worth
    return taken
