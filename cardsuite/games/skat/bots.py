"""Amiga I and Amiga II: computer players that see only their seat's observation.

Bidding, Hand, pushing, declaring and Kontra/Re come from a hand evaluation
(jacks, trump length, aces and tens, free suits — the original's criteria).
Null is played only with a sure hand (every suit one the declarer can always
duck in), and then open — Null Ouvert, Hand if the hand was sure before the
Skat — since showing such a hand costs nothing; Schneider and Schwarz are not
announced and suit games are not played open (that needs a search of the
unseen cards the bidding does not do);
card play is the shared Perfect-Information Monte-Carlo search
(:mod:`cardsuite.engine.ai.pimc`) over deals of the unseen cards consistent
with everything the seat has seen: cards played, suits a seat showed out of,
the declarer's open hand in Ouvert games, and — for the declarer — the two
cards he laid away.  In a Schieberamsch (house rule) a bot decides by
:func:`schieberamsch_action`.

A bot is given an :class:`~cardsuite.games.skat.game.Observation` and returns
an action; it never touches the deal itself.  The same seed gives the same
decisions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardsuite.engine.ai.double_dummy import TranspositionTable
from cardsuite.engine.ai.pimc import LEVELS, Level, choose_card
from cardsuite.engine.ai.sampling import Holder
from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import RuleSet, matadors
from cardsuite.games.skat.game import (
    NULL_VALUES,
    Action,
    Bid,
    Declare,
    Hold,
    Kontra,
    NoDouble,
    Observation,
    Pass,
    PassOn,
    Phase,
    Play,
    PlayHand,
    Push,
    Re,
    TakeSkat,
)
from cardsuite.games.skat.rules import BASE_VALUES, GameType

SUIT_GAMES = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS)
SKAT = "skat"  # the pseudo-holder of the two cards nobody plays
#: Positions a bot's search table keeps through a deal before it starts afresh.
TABLE_LIMIT = 300_000


class SkatTrickRules:
    """Skat's card rules in the form the shared search wants (see engine.tricks.TrickRules).

    What a trick is worth depends on what the seat wants: card points in suit
    games and Grand; in Null and Ramsch the seat wants *fewer* tricks or
    points, so those count negative and the search's maximising still fits.
    """

    players = 3
    #: Following the led suit (jacks count as trumps) is the only obligation.
    follow_suit = True

    def __init__(self, game_type: GameType) -> None:
        self.game_type = game_type

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        return rules.legal_cards(sorted(hand), trick, self.game_type)

    def winner(self, trick: Sequence[Card]) -> int:
        return rules.trick_winner(trick, self.game_type)

    def follow_class(self, card: Card):
        return rules.follow_class(card, self.game_type)

    def order(self, card: Card) -> int:
        return rules.strength(card, self.game_type)

    def trick_value(self, trick: Sequence[Card]) -> int:
        if self.game_type is GameType.NULL:
            return -1
        if self.game_type is GameType.RAMSCH:
            return -rules.points(trick)
        return rules.points(trick)


# --- hand evaluation -----------------------------------------------------------

def _suit_strength(cards: Sequence[Card], game_type: GameType) -> float:
    """A rough measure of how well ``cards`` play ``game_type`` (higher is better)."""
    trumps = [c for c in cards if rules.is_trump(c, game_type)]
    score = 0.0
    jack_weight = {Suit.CLUBS: 2.0, Suit.SPADES: 1.6, Suit.HEARTS: 1.3, Suit.DIAMONDS: 1.1}
    for card in trumps:
        if card.rank == Rank.JACK:
            score += jack_weight[card.suit]
        elif card.rank in (Rank.ACE, Rank.TEN):
            score += 1.0
        else:
            score += 0.6
    for suit in Suit:
        if game_type.trump_suit == suit:
            continue
        plain = [c for c in cards if c.suit == suit and not rules.is_trump(c, game_type)]
        ranks = {c.rank for c in plain}
        if Rank.ACE in ranks:
            score += 1.0
            if Rank.TEN in ranks:
                score += 0.8
        elif Rank.TEN in ranks and len(plain) >= 2:
            score += 0.3
        if not plain and len(trumps) >= 4:
            score += 0.4  # a free suit to trump in
    if len(trumps) < 4:
        score -= 2.0 * (4 - len(trumps))
    return score


def _grand_strength(cards: Sequence[Card]) -> float:
    jacks = [c for c in cards if c.rank == Rank.JACK]
    score = 1.6 * len(jacks) + (1.0 if rules.JACKS[0] in jacks else 0.0)
    for suit in Suit:
        ranks = {c.rank for c in cards if c.suit == suit and c.rank != Rank.JACK}
        if Rank.ACE in ranks:
            score += 1.4
            if Rank.TEN in ranks:
                score += 1.0
                if Rank.KING in ranks:
                    score += 0.5
    if len(jacks) < 2:
        score -= 3.0
    return score


def _null_safe(cards: Sequence[Card]) -> bool:
    """Every suit low enough that the declarer can always duck, even with his cards open.

    The "sure suits" of Null: in each suit the k-th lowest card held is at most
    the 2k-th rank (7; 7 9; 7 9 J; …; a void is sure too).  The lowest card of
    every suit held is then the Seven, so a lead cannot win, and however the
    defenders hold the other cards of a suit, the declarer can always duck
    under them.  Such a hand wins Null Ouvert against any defence.
    """
    order = [Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
             Rank.ACE]
    for suit in Suit:
        held = sorted(order.index(c.rank) for c in cards if c.suit == suit)
        for k, height in enumerate(held):
            # The k-th lowest card must be no higher than the 2k-th rank of the suit.
            if height > 2 * k:
                return False
    return True


#: How strong a hand must look to be played, per game kind.  Tuned by duplicate
#: matches of medium-level players that differ only here (each deal in three
#: seatings): 6.0 beat the earlier 7.2 by +6.6 points a game (95 % interval
#: ±3.6, 150 deals; at 7.2 over half the deals were passed into Ramsch); 5.0,
#: 5.5 and 6.5 were no better than 6.0 and 5.0 lost a third of its games.  For
#: Grand 7.0, 8.0 and 9.0 played alike (within ±1.2 over 200 deals).
SUIT_THRESHOLD = 6.0
GRAND_THRESHOLD = 8.0
#: A sure Null (see _null_safe) ranks above any suit game or Grand the same cards allow.
NULL_STRENGTH = 20.0


def playable_games(cards: Sequence[Card], allow_null: bool) -> list[tuple[GameType, float]]:
    """Games ``cards`` look good enough for, with their strength, strongest first."""
    games = [(g, _suit_strength(cards, g)) for g in SUIT_GAMES]
    games = [(g, s) for g, s in games if s >= SUIT_THRESHOLD]
    grand = _grand_strength(cards)
    if grand >= GRAND_THRESHOLD:
        games.append((GameType.GRAND, grand))
    if allow_null and _null_safe(cards):
        games.append((GameType.NULL, NULL_STRENGTH))
    return sorted(games, key=lambda item: -item[1])


def game_value(cards: Sequence[Card], game_type: GameType, hand: bool = False,
               rule_set: RuleSet = RuleSet.ISKO) -> int:
    if game_type is GameType.NULL:
        # The bots play Null only with a sure hand, and then open: Null Ouvert.
        return NULL_VALUES[(hand, True)]
    return BASE_VALUES[game_type] * (matadors(cards, game_type, rule_set) + 1 + (1 if hand else 0))


def bidding_limit(cards: Sequence[Card], allow_null: bool,
                  rule_set: RuleSet = RuleSet.ISKO) -> int:
    """The highest bid the bot will hold: the best value of a game it thinks it can win.

    A sure Null before the Skat is seen is worth Null Ouvert Hand (59): the
    bot will not need the Skat for it (see _hand_or_skat).
    """
    best = 0
    for game_type, _strength in playable_games(cards, allow_null):
        best = max(best, game_value(cards, game_type, hand=game_type is GameType.NULL,
                                    rule_set=rule_set))
    return best


# --- the bot -----------------------------------------------------------------------

@dataclass
class SkatBot:
    """One computer player at a strength level (see engine.ai.pimc.LEVELS)."""

    level: Level
    seed: int = 0

    def __post_init__(self) -> None:
        self.rng = SplitMix64(self.seed)
        # The search's table, kept over the decisions of one deal (see _table_for).
        self._table: TranspositionTable | None = None
        self._table_key: tuple = ()
        self._table_hand: frozenset[Card] = frozenset()

    def act(self, observation: Observation) -> Action:
        legal = observation.legal
        if not legal:
            raise ValueError("the bot was asked to act when it is not its turn")
        phase = observation.phase
        if phase is Phase.BIDDING:
            return self._bid(observation)
        if phase is Phase.HAND:
            return self._hand_or_skat(observation)
        if phase is Phase.PUSHING:
            return self._push(observation)
        if phase is Phase.DECLARING:
            return self._declare(observation)
        if phase is Phase.KONTRA:
            return self._double(observation)
        if phase is Phase.SCHIEBERAMSCH:
            return schieberamsch_action(observation)
        return self._play(observation)

    # --- before the play -------------------------------------------------------

    def _allow_null(self, observation: Observation) -> bool:
        return observation.options.rule_set.value == "isko"

    def _bid(self, observation: Observation) -> Action:
        limit = bidding_limit(observation.hand, self._allow_null(observation),
                              observation.options.rule_set)
        legal = observation.legal
        if Hold() in legal:
            return Hold() if (observation.bid or 0) <= limit else Pass()
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and bids[0].value <= limit:
            return bids[0]
        return Pass()

    def _hand_or_skat(self, observation: Observation) -> Action:
        games = playable_games(observation.hand, self._allow_null(observation))
        if games and games[0][0] is GameType.NULL:
            return PlayHand()  # a sure Null: Null Ouvert Hand, the Skat cannot spoil it
        if games and games[0][1] >= (GRAND_THRESHOLD if games[0][0] is GameType.GRAND
                                     else SUIT_THRESHOLD) + 3.0:
            value = game_value(observation.hand, games[0][0], hand=True,
                               rule_set=observation.options.rule_set)
            if value >= (observation.bid or 18):
                return PlayHand()
        return TakeSkat()

    def _push(self, observation: Observation) -> Action:
        bid = observation.bid or 18
        best, best_score = None, None
        for action in observation.legal:
            keep = [c for c in observation.hand if c not in action.cards]
            score = self._best_declaration_score(keep, observation.hand, bid,
                                                 self._allow_null(observation),
                                                 observation.options.rule_set)
            score += rules.points(action.cards) / 25.0  # points laid away are the declarer's
            if best_score is None or score > best_score:
                best, best_score = action, score
        return best

    def _best_declaration_score(self, keep: Sequence[Card], all_cards: Sequence[Card], bid: int,
                                allow_null: bool, rule_set: RuleSet) -> float:
        best = -100.0
        for game_type in (*SUIT_GAMES, GameType.GRAND):
            if game_value(all_cards, game_type, rule_set=rule_set) < bid:
                continue  # would be overbid
            strength = (_grand_strength(keep) if game_type is GameType.GRAND
                        else _suit_strength(keep, game_type))
            best = max(best, strength - (GRAND_THRESHOLD if game_type is GameType.GRAND
                                         else SUIT_THRESHOLD))
        if allow_null and NULL_VALUES[(False, True)] >= bid and _null_safe(keep):
            best = max(best, NULL_STRENGTH)
        return best

    def _declare(self, observation: Observation) -> Action:
        bid = observation.bid or 18
        declared = [a for a in observation.legal if isinstance(a, Declare)]
        cards = list(observation.hand) + list(observation.pushed)
        hand_game = not observation.skat_seen
        rule_set = observation.options.rule_set
        scored = []
        for action in declared:
            contract = action.contract
            if contract.schneider_announced or (contract.ouvert and
                                                contract.game_type is not GameType.NULL):
                continue  # the bots do not announce
            game_type = contract.game_type
            if game_type is GameType.NULL:
                # Only a sure Null, and then open: Ouvert is worth more and risks nothing.
                if not contract.ouvert or not _null_safe(observation.hand):
                    continue
                scored.append((NULL_STRENGTH, action))
                continue
            if game_value(cards, game_type, hand=hand_game, rule_set=rule_set) < bid:
                continue
            strength = (_grand_strength(observation.hand) - GRAND_THRESHOLD
                        if game_type is GameType.GRAND
                        else _suit_strength(observation.hand, game_type) - SUIT_THRESHOLD)
            scored.append((strength, action))
        if scored:
            return max(scored, key=lambda item: item[0])[1]
        # Nothing reaches the bid: the least bad game, the one worth the most.
        plain = [a for a in declared if not a.contract.schneider_announced
                 and not a.contract.ouvert and a.contract.game_type is not GameType.NULL]
        return max(plain, key=lambda a: game_value(cards, a.contract.game_type, hand=hand_game,
                                                   rule_set=rule_set))

    def _double(self, observation: Observation) -> Action:
        game_type = observation.contract.game_type
        if Re() in observation.legal:
            strong = game_type is not GameType.NULL and _suit_strength(
                observation.hand, game_type) >= SUIT_THRESHOLD + 4.0
            return Re() if strong else NoDouble()
        if game_type is GameType.NULL:
            return NoDouble()
        trumps = [c for c in observation.hand if rules.is_trump(c, game_type)]
        high = sum(1 for c in observation.hand if c.rank in (Rank.ACE, Rank.TEN)
                   and not rules.is_trump(c, game_type))
        jacks = sum(1 for c in trumps if c.rank == Rank.JACK)
        return Kontra() if len(trumps) >= 4 and jacks >= 2 and high >= 2 else NoDouble()

    # --- the play ----------------------------------------------------------------

    def _play(self, observation: Observation) -> Action:
        legal = [a.card for a in observation.legal if isinstance(a, Play)]
        if len(legal) == 1:
            return Play(legal[0])
        game_type = observation.contract.game_type if observation.contract else GameType.RAMSCH
        seat = observation.seat
        declarer = observation.declarer
        if declarer is None:
            side = frozenset({seat})
        elif seat == declarer:
            side = frozenset({declarer})
        else:
            side = frozenset(s for s in range(3) if s != declarer)
        table = self._table_for(game_type, side, frozenset(observation.hand))
        unseen, holders = knowledge(observation, table.rules)
        card = choose_card(seat, frozenset(observation.hand), observation.trick_leader,
                           observation.trick, holders, unseen, table.rules, side, self.level,
                           self.rng, table=table)
        return Play(card)

    def _table_for(self, game_type: GameType, side: frozenset[int],
                   hand: frozenset[Card]) -> TranspositionTable:
        """The search table for this contract and side, the same one through a deal.

        What a search proves about a position holds in every deal, so reuse is
        always right; a new deal (the hand is no part of the last one) starts a
        new table only to keep the memory of old deals from piling up.
        """
        key = (game_type, side)
        if self._table is None or key != self._table_key or not hand <= self._table_hand:
            self._table = TranspositionTable(SkatTrickRules(game_type), rules.skat_deck(), side,
                                             limit=TABLE_LIMIT)
            self._table_key = key
        self._table_hand = hand
        return self._table


def knowledge(observation: Observation, trick_rules: SkatTrickRules):
    """The unseen cards and what the seat knows about who may hold them."""
    seat = observation.seat
    seen = set(observation.hand)
    for trick in observation.tricks:
        seen.update(trick.cards)
    seen.update(observation.trick)
    seen.update(observation.pushed)
    unseen = [c for c in rules.skat_deck() if c not in seen]
    voids: dict[int, set] = {0: set(), 1: set(), 2: set()}
    tricks = [(t.leader, t.cards) for t in observation.tricks]
    if observation.trick:
        tricks.append((observation.trick_leader, observation.trick))
    for leader, cards in tricks:
        lead = trick_rules.follow_class(cards[0])
        for offset, card in enumerate(cards[1:], start=1):
            if trick_rules.follow_class(card) != lead:
                voids[(leader + offset) % 3].add(lead)
    played_by = {0: 0, 1: 0, 2: 0}
    for leader, cards in tricks:
        for offset in range(len(cards)):
            played_by[(leader + offset) % 3] += 1
    holders = {}
    shown = frozenset(observation.open_hand)
    for other in range(3):
        if other == seat:
            continue
        count = 10 - played_by[other]
        must = shown if other == observation.declarer else frozenset()
        holders[other] = Holder(count=count, must=must, voids=frozenset(voids[other]))
    skat_unknown = 0 if observation.pushed else 2
    if skat_unknown:
        holders[SKAT] = Holder(count=2, never=shown)
    return unseen, holders


class SimpleBot(SkatBot):
    """A rule-based player, the yardstick for the search: it bids and declares like the
    others but plays by rules of thumb, without looking ahead.

    Leading: the declarer draws trumps with his highest trump while he has at
    least four, everyone else cashes an ace of a plain suit, otherwise the
    lowest card.  Following: when the partner already wins the trick, add the
    most points that are safe (no trump); otherwise win with the cheapest card
    that wins, or throw the card worth least.
    """

    def _play(self, observation: Observation) -> Action:
        legal = [a.card for a in observation.legal if isinstance(a, Play)]
        game_type = observation.contract.game_type if observation.contract else GameType.RAMSCH
        seat, declarer = observation.seat, observation.declarer

        def worth(card: Card) -> tuple:
            return (rules.card_points(card), rules.strength(card, game_type))

        trick = list(observation.trick)
        if game_type is GameType.NULL and seat != declarer:
            # Defending a Null: stay low so that the declarer's cards have to win.
            return Play(min(legal, key=lambda c: rules.strength(c, game_type)))
        if game_type is GameType.RAMSCH or game_type is GameType.NULL:
            # Take nothing: play the highest card that still loses, else the lowest.
            losing = [c for c in legal if trick and rules.trick_winner(trick + [c], game_type)
                      != len(trick)]
            pool = losing or legal
            choice = max(pool, key=worth) if losing else min(pool, key=worth)
            return Play(choice)
        if not trick:
            trumps = [c for c in legal if rules.is_trump(c, game_type)]
            if seat == declarer and len(trumps) >= 4:
                return Play(max(trumps, key=lambda c: rules.strength(c, game_type)))
            aces = [c for c in legal if c.rank == Rank.ACE and not rules.is_trump(c, game_type)]
            if aces:
                return Play(aces[0])
            return Play(min(legal, key=worth))
        leader = observation.trick_leader
        winning_seat = (leader + rules.trick_winner(trick, game_type)) % 3
        partners = declarer is not None and seat != declarer and winning_seat != declarer \
            and winning_seat != seat
        if partners:
            safe = [c for c in legal if not rules.is_trump(c, game_type)] or legal
            return Play(max(safe, key=worth))
        winners = [c for c in legal if rules.trick_winner(trick + [c], game_type) == len(trick)]
        if winners:
            return Play(min(winners, key=worth))
        return Play(min(legal, key=worth))


#: Level names a Skat bot can have: the search's levels plus the rule-based yardstick.
BOT_LEVELS = ("simple", *LEVELS)


def make_bot(level_name: str, seed: int) -> SkatBot:
    if level_name == "simple":
        return SimpleBot(LEVELS["random"], seed)
    if level_name not in LEVELS:
        raise ValueError(f"unknown level {level_name!r}; choose one of {', '.join(BOT_LEVELS)}")
    return SkatBot(LEVELS[level_name], seed)



# --- Schieberamsch (house rule) ------------------------------------------------------

#: Schieberamsch: the most aces and tens a hand without a jack may hold and still pass the
#: Skat on unseen.
SAFE_HIGH_CARDS = 1


def schieberamsch_action(observation: Observation) -> Action:
    """A bot's Schieberamsch: with a safe hand — no jack (the only trumps, they win tricks)
    and at most one ace or ten — pass the Skat on unseen, doubling the Ramsch for all;
    otherwise take it and lay away the two cards (never jacks) worth the most points, of
    equal points those of the shortest suit, so the next player gets the danger."""
    hand = observation.hand
    if TakeSkat() in observation.legal:
        jacks = sum(1 for card in hand if card.rank == Rank.JACK)
        high = sum(1 for card in hand if card.rank in (Rank.ACE, Rank.TEN))
        return PassOn() if jacks == 0 and high <= SAFE_HIGH_CARDS else TakeSkat()
    plain = [card for card in hand if card.rank != Rank.JACK]
    length = {suit: sum(1 for card in plain if card.suit == suit) for suit in Suit}
    ranked = sorted(plain, key=lambda card: (-rules.card_points(card), length[card.suit],
                                             -rules.strength(card, GameType.RAMSCH)))
    chosen = set(ranked[:2])
    return next(action for action in observation.legal
                if isinstance(action, Push) and set(action.cards) == chosen)
