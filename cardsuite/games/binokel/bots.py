"""Jim and Cathy: computer players that see only their seat's observation.

Before the play they judge a hand by one number, what it would bring the solo
player: **melds + pressed points + expected trick points**
(:func:`hand_value`).  The trick points are a rule-of-thumb count of the
tricks the kept twelve cards should take (aces and tens of the side suits,
high trumps, trump length, a void to trump in) at 20 points a trick, the
average trick of a Binokel deal (240 card points in 12 tricks), plus a share
of the last trick's 10.

- **Bidding** (Reizen) by expected score: the Dabb is unknown, so the bot
  deals it :data:`DABB_SAMPLES` times from the cards it cannot see (a seeded
  draw) and finds the best press and trump for each of those sixteen-card
  hands (:func:`dabb_values`).  At a bid ``b`` each guess scores what a solo
  player with that hand expects (:func:`solo_payoff`): his points come out as
  the value + :data:`PLAY_BIAS` give or take :data:`PLAY_SPREAD` (a normal
  law; both measured, see going out below), more than the bid scores them,
  less loses the bid (twice with ``Options.double_loss``, or once by going
  out when that costs less).  The bot bids while the mean over the guesses
  stays at least what it expects as an opponent (:func:`pass_value`:
  :data:`PASS_BASE` + :data:`PASS_MELD_SHARE` × the melds of its cards,
  averaged over the four trumps — a least-squares fit to 454 opponents' scores
  of 227 self-play deals at "medium": 55.6 + 0.75 × melds, mean 87.6) **and**
  the game is made with a chance of at least :data:`MAKE_CHANCE`
  (:func:`make_chance`, the mean over the guesses; a guess the bot would go
  out of counts as lost).
  Before issue 16 the bot bid while the next number stayed below the *mean*
  value less 10: a rare jackpot Dabb pulled the mean up, and over 1 000 deals
  with "strong" in every seat the solo player went out in 19.6 % of the games
  and made 70.4 % of the contracts, at a mean bid of 274 (the former bidding
  stays as the benchmark's "previous", :class:`PreviousBot`).  The expected
  score alone bids about as boldly as own points reward — against "previous"
  +4.54 points a game (95 % −2.03 … +11.11, 384 deals), but 14.4 % gone out
  and 77.5 % made (457 deals): players go out in at most 8 % and make at least
  82 % (issue 16).  The make chance trades the one for the other, measured
  with "strong" in every seat (``bench/binokel_realism.py``) and against
  "previous" (``bench/binokel.py``, duplicate, the same first deals):

  ============  =========  ======  =========  ===========================
  make chance   gone out   made    mean bid   against "previous"
  ============  =========  ======  =========  ===========================
  (none)        14.4 %     77.5 %  261        +4.54 (−2.03 … +11.11), 384
  0.65          8.6 %      83.3 %  246        +0.05 (−6.64 … +6.74), 393
  **0.7**       5.7 %      86.5 %  238        −3.54 (−8.03 … +0.96), 1000
  0.8           1.7 %      92.4 %  220        −16.86 (−36.89 … +3.16), 59
  ============  =========  ======  =========  ===========================

  (1 000 deals for 0.65 and 0.7; 457 and 748 for the others; the duplicate's
  points a game with their 95 % interval and deals.)  A player who wants his
  own points above all bids more boldly than players do; 0.7 is the lowest
  make chance that meets both goals, and against the bidding before it the
  difference is not significant.
- **Pressing** (Drücken) and **trump**: for each trump, the cards some meld
  of the sixteen needs are kept; the four to press are chosen among the
  others (all sets of four are tried among the ten least useful) to maximise
  melds + pressed points + expected tricks.  If fewer than four cards are
  free, the melds that cost least are broken.  Trump is then the suit with the
  best value for the twelve cards kept.
- **Going out** (Abgehen): when the value of the kept hand for the named
  trump falls short of the bid by more than :data:`GO_OUT_MARGIN`, the bot
  goes out: losing the bid is all but certain then, and going out gives the
  others only 40 (or 30) instead of their trick points.  When a lost game
  costs twice the bid (``Options.double_loss``) the margin is
  :data:`GO_OUT_MARGIN_DOUBLE`, since going out still costs the bid once.
  The value is a fair guess: over 270 solo games of the fast levels the solo
  player's melds + tricks + pressed cards came out 6–9 points above it on
  average (standard deviation 21–25).
- **Meld by hand** (``Options.meld_by_hand``): Jim and Cathy always declare
  exactly their best melds (:func:`.melds.best_declaration`, the filled-in
  meld screen), as solo player and as opponents; they never declare wrongly.
- **Card play**: the shared Perfect-Information Monte-Carlo search
  (:func:`cardsuite.engine.ai.pimc.choose_card`) over deals of the unseen
  cards consistent with everything the seat has seen: cards played; the
  melds shown (those cards are in their owner's hand until played); the Dabb
  (its cards are in the solo player's hand or among the pressed cards); and
  what every card played revealed — a seat that did not follow has no card of
  the led suit, one that neither followed nor trumped has no trump either, and
  one that followed (or trumped) *without beating* the winning card has no
  higher card of that suit (Stichzwang makes that certain).  The two
  opponents search as one side (they score apart, but what either takes the
  solo player does not); the solo player maximises his own points.
- The search needs every card to be a distinct token, and Binokel has two of
  each: :class:`Twin` tells the copies apart (it exposes ``suit`` and
  ``rank``, all :mod:`.rules` reads, so :class:`BinokelTrickRules` simply
  calls the rules).  Which copy is which is arbitrary — equal cards play
  alike — so tokens are handed out afresh at every decision and the chosen
  token is mapped back to a plain card.
- **The game with sevens** (``Options.sevens``, read from the observation):
  the same player with the deal's sizes — the Dabb guessed as three of the
  unseen cards of the 48, three cards pressed from eighteen (every set of
  three among the ten least useful), fifteen cards kept, 48 search tokens,
  fifteen cards a seat in the sampled deals.  The trick estimate counts
  tricks as in the 40-card game (a seven takes no trick of its own; a trump
  seven adds to the trump length beyond four) at
  :data:`POINTS_PER_TRICK_SEVENS` = 16 points a trick, the average of 240
  points in 15 tricks.  That keeps the estimate as fair as in the 40-card
  game: over 187 solo games of the "simple" level with sevens the solo
  player made 7.1 points more than it on average (standard deviation 21),
  against 7.4 (20) over 180 of the 40-card game; counting the trump length
  only beyond five, as the longer hands might suggest, underrated the hands
  by 19 points ("easy") and the bots bid too little.  The Diß is a meld
  (:mod:`.melds`), so bidding, pressing and trump count it, and a trump
  seven is kept like any card a meld needs — also with ``Options.diss_pressed``
  (a pressed Diß still melds): pressing does not seek it out, but going out
  and declaring by hand count a pressed Diß (``Observation.meld_hand``).

- **Durch and Bettel** (``Options.durch_bettel``): Jim and Cathy announce a
  Durch only when it cannot be lost, and then always open (1500, sure):
  every card they keep is the highest of its suit still in play — no
  unseen card of its suit ranks above it — so each lead wins and the solo
  player leads every trick (:func:`sure_durch`).  Pressing looks for such a
  hand first (:func:`durch_press`: the cards some unseen card beats, at most
  four, pressed with the cheapest others), when the bid allows the Durch and
  the best trump game is worth less.  They never announce a Bettel: a sure
  one needs every card below all the others hold of its suit (Stichzwang
  makes a higher card win when it can), which a Dabb rarely allows, and a
  lost one costs 2000.  In the play of a Durch or Bettel the search counts
  tricks, not points (:class:`BinokelTrickRules` with ``special``): the side
  of a Durch wants
  tricks, the solo player of a Bettel wants none and his opponents give him
  as many as they can (``misere``); against an open Durch the solo player's
  cards are known.
Levels (:data:`BINOKEL_LEVELS`): the search's
:data:`cardsuite.engine.ai.pimc.LEVELS`, with "strong" two tricks deep instead
of three to keep its slowest decisions near a second, and a rule-based
``"simple"`` player (:class:`SimpleBot`, the yardstick: no look-ahead).  All
levels bid, press, name trump and go out alike; only the card play differs.
A bot is given an :class:`~cardsuite.games.binokel.game.Observation` and
returns an action; it never touches the deal.  The same seed gives the same
decisions.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from itertools import combinations

from cardsuite.engine.ai.double_dummy import TranspositionTable
from cardsuite.engine.ai.pimc import LEVELS, Level, choose_card
from cardsuite.engine.ai.sampling import Holder, NoConsistentDeal
from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.game import (
    Action,
    Announce,
    Bid,
    Declare,
    GoOut,
    Meld,
    NameTrump,
    Observation,
    Pass,
    Phase,
    Play,
    Press,
)
from cardsuite.games.binokel.melds import best_declaration, find_melds, meld_points
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import PLAYERS
from cardsuite.games.binokel.scoring import SPECIAL_VALUES

#: Dabbs dealt to judge a hand before bidding.
DABB_SAMPLES = 16
#: The solo player's points come out this much above his kept hand's value on average …
PLAY_BIAS = 7.0
#: … give or take this (one standard deviation).
PLAY_SPREAD = 22.0
#: What an opponent scores beyond his share of the melds his hand holds …
PASS_BASE = 56.0
#: … and that share (see :func:`pass_value`).
PASS_MELD_SHARE = 0.75
#: A bid is named only when the game is made with at least this chance (see the docstring).
MAKE_CHANCE = 0.7
#: The bidding before issue 16 ("previous"): the mean over this many Dabbs …
PREVIOUS_DABB_SAMPLES = 8
#: … less this.
PREVIOUS_BID_MARGIN = 10
#: The solo bot goes out when its hand's value is this far below the bid …
GO_OUT_MARGIN = 30
#: … or this far when a game lost in play costs twice the bid (Options.double_loss).
GO_OUT_MARGIN_DOUBLE = 10
#: What a trick is worth on average: 240 card points in 12 tricks (in 15 with sevens: 16).
POINTS_PER_TRICK = 20
#: With sevens, what a trick is worth on average: 240 card points in 15 tricks.
POINTS_PER_TRICK_SEVENS = 16
#: Free cards among which every set to press (four, with sevens three) is tried.
PRESS_CANDIDATES = 10
#: Positions a bot's search table keeps through a deal before it starts afresh.
TABLE_LIMIT = 300_000
#: The pseudo-holder of the pressed cards, seen by the opponents' search.
PRESSED = "pressed"


# --- tokens and rules for the shared search ---------------------------------------------------


@dataclass(frozen=True)
class Twin:
    """One of the two copies of a Binokel card: equal in play, a distinct token for the search."""

    card: Card
    copy: int

    @property
    def suit(self) -> Suit:
        return self.card.suit

    @property
    def rank(self) -> Rank:
        return self.card.rank

    def __str__(self) -> str:
        return f"{self.card}{'ab'[self.copy]}"


def twins(options: Options | None = None) -> list[Twin]:
    """The 40 tokens (48 with sevens), each card's two copies."""
    return [Twin(card, copy) for card in dict.fromkeys(rules.deck(options)) for copy in (0, 1)]


class BinokelTrickRules:
    """Binokel's play for one trump, as :class:`cardsuite.engine.tricks.TrickRules` wants it.

    No ``follow_suit`` flag: Binokel must beat and trump, so the search asks
    :meth:`legal`.  A trick is worth its card points, the last one 10 more — or,
    for a Durch or Bettel (``special``, no trump), one a trick, the Bettel's
    solo player taking as few as he can (``misere``).
    """

    players = PLAYERS

    def __init__(self, trump: Suit | None, special: str | None = None) -> None:
        self.trump = trump
        self.special = special
        self.last_trick_bonus = 0 if special else rules.LAST_TRICK_BONUS
        self.misere = special == "bettel"

    def legal(self, hand: Sequence[Twin], trick: Sequence[Twin]) -> list[Twin]:
        return rules.legal_cards(hand, trick, self.trump)

    def winner(self, trick: Sequence[Twin]) -> int:
        return rules.trick_winner(trick, self.trump)

    def follow_class(self, card: Twin) -> Suit:
        return card.suit

    def order(self, card: Twin) -> int:
        return rules.strength(card)

    def trick_value(self, trick: Sequence[Twin]) -> int:
        return 1 if self.special else rules.points(trick)


# --- judging a hand -----------------------------------------------------------------------------


def expected_trick_points(hand: Sequence[Card], trump: Suit,
                          options: Options = DEFAULT_OPTIONS) -> float:
    """A rule-of-thumb count of the trick points ``hand`` takes as solo player with ``trump``
    (with sevens: fifteen cards, tricks of 16 points on average)."""
    tricks = 0.0
    trumps = [card for card in hand if card.suit == trump]
    held = Counter(card.rank for card in trumps)
    tricks += 0.9 * held[Rank.ACE] + (0.7 if held[Rank.ACE] else 0.45) * held[Rank.TEN]
    tricks += 0.3 * held[Rank.KING] + 0.15 * (held[Rank.QUEEN] + held[Rank.JACK])
    tricks += 0.6 * max(0, len(trumps) - 4)
    for suit in rules.SUIT_ORDER:
        if suit == trump:
            continue
        cards = [card for card in hand if card.suit == suit]
        ranks = Counter(card.rank for card in cards)
        if not cards:
            tricks += 0.5 if len(trumps) >= 3 else 0.0
            continue
        aces = ranks[Rank.ACE]
        if aces:
            tricks += 0.85 if len(cards) <= 5 else 0.6
            tricks += 0.55 * (aces - 1)
            tricks += 0.4 * ranks[Rank.TEN]
        else:
            tricks += 0.15 * ranks[Rank.TEN]
    tricks = min(tricks, float(rules.hand_size(options)))
    last = rules.LAST_TRICK_BONUS * min(1.0, len(trumps) / 6)
    per_trick = POINTS_PER_TRICK_SEVENS if options.sevens else POINTS_PER_TRICK
    return tricks * per_trick + last


def _keep_worth(card: Card, trump: Suit, hand: Sequence[Card]) -> float:
    """How much a free card is worth keeping, less half its points (pressed, they count)."""
    if card.suit == trump:
        worth = 40.0 + rules.strength(card)
    elif card.rank == Rank.ACE:
        worth = 25.0
    elif card.rank == Rank.TEN and Card(card.suit, Rank.ACE) in hand:
        worth = 15.0
    else:
        worth = 5.0 + rules.strength(card)
    return worth - rules.card_points(card) / 2


def _meld_cards(cards: Sequence[Card], trump: Suit,
                options: Options = DEFAULT_OPTIONS) -> tuple[Counter[Card], int]:
    """The cards the melds of ``cards`` need (a card serving two melds counted once), and
    the melds' points."""
    needed: Counter[Card] = Counter()
    total = 0
    for meld in find_melds(cards, trump, options):
        needed |= Counter(meld.cards)
        total += meld.points
    return needed, total


def press_options(cards: Sequence[Card], trump: Suit, exhaustive: bool,
                  options: Options = DEFAULT_OPTIONS) -> list[tuple[tuple[Card, ...], int]]:
    """Sets of four to consider pressing from ``cards`` (16) for ``trump``, each with the
    meld points of the twelve cards it leaves (with sevens: three of 18, fifteen left).

    The cards no meld needs, least useful first; with ``exhaustive`` every set
    of four among the :data:`PRESS_CANDIDATES` least useful, else only the
    four least useful.  Pressing only such cards keeps every meld of the
    sixteen, so their meld points are the sixteen's.  Too few free cards: the
    free ones plus the meld cards whose loss costs the fewest meld points.
    """
    size = rules.dabb_size(options)
    needed, melded = _meld_cards(cards, trump, options)
    free = list((Counter(cards) - needed).elements())
    free.sort(key=lambda card: (_keep_worth(card, trump, cards), rules.sort_key(card)))
    if len(free) < size:
        rest = list((Counter(cards) - Counter(free)).elements())
        chosen = list(free)
        while len(chosen) < size:
            def loss(card: Card, chosen: list[Card] = chosen) -> tuple[int, tuple[int, int]]:
                keep = list((Counter(cards) - Counter(chosen + [card])).elements())
                return (-meld_points(keep, trump, options), rules.sort_key(card))
            best = min(rest, key=loss)
            rest.remove(best)
            chosen.append(best)
        keep = list((Counter(cards) - Counter(chosen)).elements())
        return [(tuple(chosen), meld_points(keep, trump, options))]
    if not exhaustive:
        return [(tuple(free[:size]), melded)]
    pool = free[:PRESS_CANDIDATES]
    sets = dict.fromkeys(tuple(some) for some in combinations(pool, size))
    return [(pressed, melded) for pressed in sets]


def hand_value(keep: Sequence[Card], pressed: Sequence[Card], trump: Suit,
               melded: int | None = None, options: Options = DEFAULT_OPTIONS) -> float:
    """What the solo player expects: melds of the twelve kept (``melded`` if known) + pressed
    points + trick points."""
    if melded is None:
        melded = meld_points(keep, trump, options)
    return melded + rules.points(pressed) + expected_trick_points(keep, trump, options)


def best_press(cards: Sequence[Card], exhaustive: bool = True,
               options: Options = DEFAULT_OPTIONS) -> tuple[float, Suit, tuple[Card, ...]]:
    """The best (value, trump, cards to press) for the solo player's sixteen cards (with
    sevens: eighteen, three to press)."""
    best: tuple[float, Suit, tuple[Card, ...]] | None = None
    for trump in rules.SUIT_ORDER:
        for pressed, melded in press_options(cards, trump, exhaustive, options):
            keep = list(cards)
            for card in pressed:
                keep.remove(card)
            value = hand_value(keep, pressed, trump, melded, options)
            if best is None or value > best[0]:
                best = (value, trump, tuple(rules.sort_hand(pressed)))
    return best


def _beaten(cards: Sequence[Card], out: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` that some card of ``out`` of their suit ranks above."""
    top: dict[Suit, int] = {}
    for card in out:
        top[card.suit] = max(top.get(card.suit, -1), rules.strength(card))
    return [card for card in cards if top.get(card.suit, -1) > rules.strength(card)]


def sure_durch(hand: Sequence[Card], pressed: Sequence[Card],
               options: Options = DEFAULT_OPTIONS) -> bool:
    """Whether the solo player's ``hand`` wins every trick whatever the others hold: no card
    still in play (not in his hand, not pressed) ranks above one of his in its suit.  He
    leads the first trick and, winning each, every one after it."""
    out = list((Counter(rules.deck(options)) - Counter(hand) - Counter(pressed)).elements())
    return not _beaten(hand, out)


def durch_press(cards: Sequence[Card], options: Options = DEFAULT_OPTIONS
                ) -> tuple[Card, ...] | None:
    """The cards to press from the solo player's ``cards`` (Dabb taken up) for a sure Durch:
    every card some card of the others beats, and the cheapest of the rest to make up the
    number; None if more are beaten than he may press."""
    out = list((Counter(rules.deck(options)) - Counter(cards)).elements())
    beaten = _beaten(cards, out)
    size = rules.dabb_size(options)
    if len(beaten) > size:
        return None
    rest = Counter(cards) - Counter(beaten)
    cheapest = sorted(rest.elements(), key=lambda card: (rules.card_points(card),
                                                         rules.strength(card)))
    return tuple(rules.sort_hand([*beaten, *cheapest[:size - len(beaten)]]))


def best_trump(hand: Sequence[Card], options: Options = DEFAULT_OPTIONS) -> Suit:
    """The trump that makes the twelve kept cards worth the most (melds + expected tricks)."""
    return max(rules.SUIT_ORDER, key=lambda suit: (hand_value(hand, (), suit, None, options),
                                                   -rules.SUIT_ORDER.index(suit)))


def dabb_values(hand: Sequence[Card], rng: SplitMix64, samples: int = DABB_SAMPLES,
                options: Options = DEFAULT_OPTIONS) -> list[float]:
    """The hand's value as solo player (:func:`best_press`) for each of ``samples`` guesses
    of the Dabb, dealt from the cards the seat cannot see."""
    unseen = list((Counter(rules.deck(options)) - Counter(hand)).elements())
    unseen.sort(key=rules.sort_key)
    values = []
    for _ in range(samples):
        pool = list(unseen)
        dabb = []
        for _ in range(rules.dabb_size(options)):
            dabb.append(pool.pop(rng.below(len(pool))))
        values.append(best_press(list(hand) + dabb, exhaustive=False, options=options)[0])
    return values


def bidding_value(hand: Sequence[Card], rng: SplitMix64, samples: int = DABB_SAMPLES,
                  options: Options = DEFAULT_OPTIONS) -> float:
    """The hand's average value as solo player over ``samples`` guesses of the Dabb."""
    return sum(dabb_values(hand, rng, samples, options)) / samples


def pass_value(hand: Sequence[Card], options: Options = DEFAULT_OPTIONS) -> float:
    """What the seat expects to score as an opponent: :data:`PASS_BASE` and a share of the
    melds its twelve (fifteen) cards hold, averaged over the four trumps."""
    melds = sum(meld_points(hand, trump, options) for trump in rules.SUIT_ORDER) / 4
    return PASS_BASE + PASS_MELD_SHARE * melds


def _lose_chance(value: float, bid: int, options: Options) -> tuple[float, float]:
    """(the chance that a solo player whose kept hand is worth ``value`` loses at ``bid``
    when he plays it out, the normal density there)."""
    line = bid - (0.5 if options.bid_reached_wins else -0.5)
    z = (line - value - PLAY_BIAS) / PLAY_SPREAD
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0))), math.exp(-z * z / 2.0) / math.sqrt(
        2.0 * math.pi)


def solo_payoff(value: float, bid: int, options: Options = DEFAULT_OPTIONS) -> float:
    """What a solo player whose kept hand is worth ``value`` expects to score at ``bid``.

    His points come out as ``value + PLAY_BIAS`` give or take :data:`PLAY_SPREAD`
    (a normal law, measured; see the module docstring): above the bid (or at it,
    ``Options.bid_reached_wins``) he scores them, else he loses the bid (twice,
    ``Options.double_loss``) — or goes out for the bid once, if that costs less.
    """
    lose, density = _lose_chance(value, bid, options)
    won = (value + PLAY_BIAS) * (1.0 - lose) + PLAY_SPREAD * density
    return max(-bid, won - lose * bid * options.loss_factor)


def goes_out(value: float, bid: int, options: Options = DEFAULT_OPTIONS) -> bool:
    """Whether the solo bot whose kept hand is worth ``value`` goes out at ``bid``: it falls
    short by more than :data:`GO_OUT_MARGIN` (:data:`GO_OUT_MARGIN_DOUBLE` when a game lost
    in play costs twice the bid and going out once)."""
    margin = GO_OUT_MARGIN_DOUBLE if options.double_loss else GO_OUT_MARGIN
    return value < bid - margin


def make_chance(value: float, bid: int, options: Options = DEFAULT_OPTIONS) -> float:
    """The chance that a solo player whose kept hand is worth ``value`` makes ``bid``: 0 when
    he would go out (:func:`goes_out`), else the normal law's."""
    if goes_out(value, bid, options):
        return 0.0
    return 1.0 - _lose_chance(value, bid, options)[0]


def bidding_limit(values: Sequence[float], passing: float,
                  options: Options = DEFAULT_OPTIONS) -> int:
    """The highest bid worth naming for a hand with these Dabb ``values``: the last one
    (from the lowest up) at which the expected score as solo player is at least
    ``passing``, what the seat expects as an opponent, and the game is made with a
    chance of at least :data:`MAKE_CHANCE`; 0 if none is."""
    limit = 0
    bid = rules.MIN_BID
    count = len(values)
    while (sum(solo_payoff(value, bid, options) for value in values) >= passing * count
           and sum(make_chance(value, bid, options) for value in values) >= MAKE_CHANCE * count):
        limit = bid
        bid += rules.BID_STEP
    return limit


# --- what a seat knows of the unseen cards ----------------------------------------------------


@dataclass(frozen=True)
class Knowledge:
    """The seat's cards as search tokens and the constraints on the unseen ones."""

    hand: frozenset[Twin]
    trick: tuple[Twin, ...]
    unseen: tuple[Twin, ...]
    holders: dict[Hashable, Holder]


def _played_by(observation: Observation) -> list[list[Card]]:
    played: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for trick in observation.tricks:
        for offset, card in enumerate(trick.cards):
            played[(trick.leader + offset) % PLAYERS].append(card)
    for offset, card in enumerate(observation.trick):
        played[(observation.trick_leader + offset) % PLAYERS].append(card)
    return played


def _inferences(observation: Observation) -> tuple[list[set[Suit]], list[set[Card]]]:
    """Per seat the suits it is out of and the cards it cannot hold, from the cards it played."""
    trump = observation.trump
    voids: list[set[Suit]] = [set() for _ in range(PLAYERS)]
    never: list[set[Card]] = [set() for _ in range(PLAYERS)]
    tricks = [(t.leader, t.cards) for t in observation.tricks]
    if observation.trick:
        tricks.append((observation.trick_leader, observation.trick))
    for leader, cards in tricks:
        led = cards[0].suit
        for offset in range(1, len(cards)):
            seat = (leader + offset) % PLAYERS
            card = cards[offset]
            winning = cards[rules.trick_winner(cards[:offset], trump)]
            if card.suit != led:
                voids[seat].add(led)
                if trump is None:
                    continue  # Durch, Bettel: nothing to trump with
                if card.suit != trump:
                    voids[seat].add(trump)
                elif winning.suit == trump and not rules.beats(card, winning, trump):
                    never[seat].update(_higher(winning))
            elif winning.suit == led and not rules.beats(card, winning, trump):
                never[seat].update(_higher(winning))
    return voids, never


def _higher(card: Card) -> list[Card]:
    return [Card(card.suit, rank) for rank in rules.RANK_ORDER
            if rules.strength(Card(card.suit, rank)) > rules.strength(card)]


def knowledge(observation: Observation, inferences: bool = True) -> Knowledge:
    """Tokens for the seat's hand and the trick, and who may hold each unseen token.

    Copies are numbered in the order the seat met them: played, on the
    table, in its hand, pressed by it; the rest are unseen.  Of those, the
    copies an opponent showed in a meld (and has not played) are known to be
    in his hand; for an opponent of the solo player, the Dabb's cards not yet
    played by the solo player are in his hand or among the pressed cards.
    """
    seat, solo = observation.seat, observation.solo
    options = observation.options
    copies: dict[Card, list[Twin]] = {}
    for token in twins(options):
        copies.setdefault(token.card, []).append(token)

    def take(card: Card) -> Twin:
        return copies[card].pop(0)

    for trick in observation.tricks:
        for card in trick.cards:
            take(card)
    trick = tuple(take(card) for card in observation.trick)
    hand = frozenset(take(card) for card in observation.hand)
    for card in observation.pressed:
        take(card)
    played = _played_by(observation)
    voids, never_cards = _inferences(observation) if inferences else \
        ([set() for _ in range(PLAYERS)], [set() for _ in range(PLAYERS)])
    others = [s for s in range(PLAYERS) if s != seat]
    must: dict[int, set[Twin]] = {s: set() for s in others}
    never: dict[Hashable, set[Twin]] = {s: set() for s in others}
    shown: dict[int, Counter[Card]] = {}
    for s in others:
        count: Counter[Card] = Counter()
        for meld in observation.melds[s]:
            count |= Counter(meld.cards)
        shown[s] = count - Counter(played[s])
        if s == solo and observation.open_hand is not None:  # an open Durch: all known
            shown[s] = Counter(observation.open_hand)
    dabb_left: Counter[Card] = Counter()
    if seat != solo and observation.dabb:
        dabb_left = Counter(observation.dabb) - Counter(played[solo])
    for card, left in copies.items():
        queue = list(left)
        for s in others:
            for _ in range(min(shown[s][card], len(queue))):
                must[s].add(queue.pop(0))
        if dabb_left[card]:
            in_solo = shown[solo][card] if solo in shown else 0
            for _ in range(min(max(0, dabb_left[card] - in_solo), len(queue))):
                token = queue.pop(0)
                for s in others:
                    if s != solo:
                        never[s].add(token)
        for s in others:
            never[s].update(token for token in left if token.card in never_cards[s])
    unseen = tuple(token for left in copies.values() for token in left)
    holders: dict[Hashable, Holder] = {}
    for s in others:
        count = rules.hand_size(options) - len(played[s])
        holders[s] = Holder(count=count, must=frozenset(must[s]), voids=frozenset(voids[s]),
                            never=frozenset(never[s] - must[s]))
    if seat != solo:
        holders[PRESSED] = Holder(count=rules.dabb_size(options))
    return Knowledge(hand, trick, unseen, holders)


def spared_cards(observation: Observation) -> frozenset[Card]:
    """The trump aces a defender keeps out of a trick his partner already has for sure.

    Last to play, with the partner winning the trick, the defenders have it
    whatever he adds; a trump ace put into it brings 11 points now but is gone
    as a sure trick later (only the other trump ace, played first, beats it).
    Players never do it (issue 16 saw Jim trump his partner's ♥A with his trump
    ace) unless it is all they may play.  The depth-limited search does not see
    the later trick (strong self-play: 4 such aces in 200 deals, numbers 1 … 200),
    so the bot spares the aces while it searches only a few tricks deep; the
    exact search of the last tricks decides for itself.  Empty when the rule
    does not apply; the caller plays an ace all the same when nothing else is legal.
    Against the play before (``bench/binokel.py``, "strong-unguarded", duplicate):
    +0.25 points a game (95 % −0.08 … +0.57, 1 000 deals) — it costs nothing.
    """
    trick, solo, seat = observation.trick, observation.solo, observation.seat
    if seat == solo or solo is None or observation.trump is None or len(trick) != PLAYERS - 1:
        return frozenset()
    winner = (observation.trick_leader + rules.trick_winner(trick, observation.trump)) % PLAYERS
    if winner == solo:
        return frozenset()
    return frozenset(card for card in observation.hand
                     if card.suit == observation.trump and card.rank == Rank.ACE)


def _hand_seed(seed: int, hand: Sequence[Card]) -> int:
    """A seed from the bot's seed and the cards of a hand (independent of Python's hashing)."""
    value = seed & 0xFFFFFFFFFFFFFFFF
    for card in hand:
        value = (value * 1_000_003 + card.suit * 16 + card.rank) & 0xFFFFFFFFFFFFFFFF
    return value


# --- the bot -------------------------------------------------------------------------------------


@dataclass
class BinokelBot:
    """One computer player at a strength level (see engine.ai.pimc.LEVELS)."""

    level: Level
    seed: int = 0
    #: Keep a trump ace out of a trick the partner wins anyway (:func:`spared_cards`);
    #: off only for the benchmark's "unguarded" yardstick.
    spare_aces: bool = True

    def __post_init__(self) -> None:
        self.rng = SplitMix64(self.seed)
        self._limits: dict[tuple[Card, ...], int] = {}
        self._table: TranspositionTable | None = None
        self._table_key: tuple = ()
        self._table_hand: frozenset[Card] = frozenset()

    def act(self, observation: Observation) -> Action:
        """The bot's action for the seat whose observation this is."""
        if not observation.legal:
            raise ValueError("the bot was asked to act when it is not its turn")
        phase = observation.phase
        if phase is Phase.BIDDING:
            return self._bid(observation)
        options = observation.options
        if phase is Phase.PRESSING:
            return Press(self._press(observation))
        if phase is Phase.TRUMP:
            if Announce("open-durch") in observation.legal and \
                    sure_durch(observation.hand, observation.pressed, options):
                return Announce("open-durch")
            return NameTrump(best_trump(observation.hand, options))
        if phase is Phase.MELDING:
            value = hand_value(observation.hand, observation.pressed, observation.trump,
                               meld_points(observation.meld_hand(), observation.trump, options),
                               options=options)
            if goes_out(value, observation.bid, options):
                return GoOut()
            if observation.options.meld_by_hand:
                return Meld(best_declaration(observation.meld_hand(), observation.trump,
                                             options))
            return Meld()
        if phase is Phase.DECLARING:
            return Declare(best_declaration(observation.meld_hand(), observation.trump,
                                            options))
        return self._play(observation)

    def _press(self, observation: Observation) -> tuple[Card, ...]:
        """The cards to press: for a sure open Durch if the bid allows it and the best trump
        game is worth less, else the best for a trump game (:func:`best_press`)."""
        options = observation.options
        value, _trump, pressed = best_press(observation.hand, options=options)
        if options.durch_bettel and observation.bid <= SPECIAL_VALUES["open-durch"] \
                and value < SPECIAL_VALUES["open-durch"]:
            durch = durch_press(observation.hand, options)
            if durch is not None:
                return durch
        return pressed

    def _bid(self, observation: Observation) -> Action:
        key = tuple(observation.hand)
        if key not in self._limits:
            # The Dabb guesses follow the bot's seed and the hand alone, not the decisions
            # before: the same hand is judged the same, in a resumed session too.
            rng = SplitMix64(_hand_seed(self.seed, key))
            self._limits[key] = self._limit(observation.hand, rng, observation.options)
        bid = next(a for a in observation.legal if isinstance(a, Bid))
        return bid if bid.value <= self._limits[key] else Pass()

    def _limit(self, hand: Sequence[Card], rng: SplitMix64, options: Options) -> int:
        """The highest bid for ``hand`` (:func:`bidding_limit`)."""
        return bidding_limit(dabb_values(hand, rng, DABB_SAMPLES, options),
                             pass_value(hand, options), options)

    def _play(self, observation: Observation) -> Action:
        legal = [a.card for a in observation.legal if isinstance(a, Play)]
        if len(legal) == 1:
            return Play(legal[0])
        seat, solo = observation.seat, observation.solo
        side = frozenset({solo}) if seat == solo else \
            frozenset(s for s in range(PLAYERS) if s != solo)
        table = self._table_for(observation.trump, side, frozenset(observation.hand),
                                observation.options, observation.special)
        if self.level.samples <= 0:
            return Play(legal[self.rng.below(len(legal))])
        avoid: frozenset[Twin] = frozenset()
        if self.spare_aces and len(observation.hand) > self.level.endgame:
            avoid = spared_cards(observation)
        for inferences in (True, False):
            known = knowledge(observation, inferences)
            try:
                token = choose_card(seat, known.hand, observation.trick_leader, known.trick,
                                    known.holders, known.unseen, table.rules, side, self.level,
                                    self.rng, table=table,
                                    avoid=frozenset(t for t in known.hand if t.card in avoid))
                break
            except NoConsistentDeal:
                # A misread inference must not stop the play: search without them.
                if not inferences:
                    raise
        return Play(token.card)

    def _table_for(self, trump: Suit | None, side: frozenset[int], hand: frozenset[Card],
                   options: Options = DEFAULT_OPTIONS,
                   special: str | None = None) -> TranspositionTable:
        """The search table for this trump and side, the same one through a deal.

        What a search proves about a position holds in every deal, so reuse is
        always right; a new deal (the hand is no part of the last one) starts a
        new table only to keep the memory of old deals from piling up.
        """
        key = (trump, special, side, rules.with_sevens(options))
        if self._table is None or key != self._table_key or not hand <= self._table_hand:
            self._table = TranspositionTable(BinokelTrickRules(trump, special), twins(options),
                                             side, limit=TABLE_LIMIT)
            self._table_key = key
        self._table_hand = hand
        return self._table


class SimpleBot(BinokelBot):
    """A rule-based player, the yardstick for the search: it bids and presses like the
    others but plays by rules of thumb, without looking ahead.

    Leading: the solo player draws trumps with his highest trump while he has
    at least four, everyone cashes an ace of a plain suit, otherwise the card
    worth least.  Following: when the fellow opponent already wins the trick,
    add the most points (no trump if it can be helped); otherwise win with the
    cheapest card that wins, or throw the card worth least.
    """

    def _play(self, observation: Observation) -> Action:
        legal = [a.card for a in observation.legal if isinstance(a, Play)]
        trump, seat, solo = observation.trump, observation.seat, observation.solo

        def worth(card: Card) -> tuple[int, int, bool]:
            return (rules.card_points(card), rules.strength(card), card.suit == trump)

        trick = list(observation.trick)
        if not trick:
            trumps = [card for card in legal if card.suit == trump]
            if seat == solo and len(trumps) >= 4:
                return Play(max(trumps, key=rules.strength))
            aces = [card for card in legal if card.rank == Rank.ACE and card.suit != trump]
            if aces:
                return Play(aces[0])
            return Play(min(legal, key=worth))
        winning = (observation.trick_leader + rules.trick_winner(trick, trump)) % PLAYERS
        if seat != solo and winning != solo:
            safe = [card for card in legal if card.suit != trump] or legal
            return Play(max(safe, key=worth))
        winners = [card for card in legal if rules.trick_winner(trick + [card], trump) == len(trick)]
        if winners:
            return Play(min(winners, key=worth))
        return Play(min(legal, key=worth))


class PreviousBot(BinokelBot):
    """The strongest player as it bid before issue 16, kept as the benchmark's yardstick
    for the bidding (not offered as a level): the mean value over
    :data:`PREVIOUS_DABB_SAMPLES` Dabbs less :data:`PREVIOUS_BID_MARGIN`."""

    def _limit(self, hand: Sequence[Card], rng: SplitMix64, options: Options) -> int:
        value = bidding_value(hand, rng, PREVIOUS_DABB_SAMPLES, options)
        return int((value - PREVIOUS_BID_MARGIN) // rules.BID_STEP) * rules.BID_STEP


#: The search's levels for Binokel: the shared ones, but "strong" looks two tricks deep
#: instead of three.  Twelve-card hands under Stichzwang make a three-trick search of
#: sixteen deals cost up to 2.7 s for the first leads (and once 14 s) on this loaded
#: two-core machine; two tricks deep, to the end from six cards left, measured over
#: 360 decisions of 12 deals: median 0.024 s, slowest 1.3 s (the switch to the full
#: search at six cards).  "medium" (median 0.01 s, slowest 0.36 s) and "easy" stay as
#: they are.  The game with sevens keeps the same levels: its fifteen-card hands cost
#: little more, since the search is as deep and the last six tricks as long — over
#: 1035 decisions of 24 deals (three "strong" seats) median 0.026 s, 90 % under 0.21 s,
#: slowest 1.3 s (the 40-card game, same seeds: 648 decisions, median 0.015 s, slowest
#: 1.5 s); "medium" median 0.012 s, slowest 0.32 s.
BINOKEL_LEVELS: dict[str, Level] = {
    **LEVELS,
    "strong": Level("strong", samples=16, depth=2, mistake_rate=0.0, endgame=6),
}

#: Level names a Binokel bot can have: the search's levels plus the rule-based yardstick.
BOT_LEVELS: tuple[str, ...] = ("simple", *BINOKEL_LEVELS)


#: Players the benchmark measures that are not offered as levels, each with the level
#: whose card play (pressing, trump, going out, play) it shares: "previous" is the
#: strongest level bidding as before issue 16 (:class:`PreviousBot`); "unguarded" is the
#: strongest level playing as before it spared its trump aces (:func:`spared_cards`), its
#: own card play.
BENCH_LEVELS: dict[str, str] = {"previous": "strong", "unguarded": "unguarded"}


def card_play(level_name: str) -> str:
    """The level whose play after the auction ``level_name`` shares (itself for levels)."""
    return BENCH_LEVELS.get(level_name, level_name)


def make_bot(level_name: str, seed: int) -> BinokelBot:
    """A bot at ``level_name`` (one of :data:`BOT_LEVELS`, or :data:`BENCH_LEVELS`) whose
    choices follow ``seed``."""
    if level_name == "simple":
        return SimpleBot(BINOKEL_LEVELS["random"], seed)
    if level_name == "previous":
        return PreviousBot(BINOKEL_LEVELS["strong"], seed)
    if level_name == "unguarded":
        return BinokelBot(BINOKEL_LEVELS["strong"], seed, spare_aces=False)
    if level_name not in BINOKEL_LEVELS:
        raise ValueError(f"unknown level {level_name!r}; choose one of {', '.join(BOT_LEVELS)}")
    return BinokelBot(BINOKEL_LEVELS[level_name], seed)
