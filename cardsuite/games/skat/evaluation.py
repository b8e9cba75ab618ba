"""Skat contracts judged by simulation: what a seat's cards are worth in each game it could play.

The bots' bidding, Hand-or-Skat, pushing, declaring and Kontra/Re all ask the
same question: *over the deals of the cards this seat has not seen, what list
value does each contract it could play bring, the cost of losing included?*
This module answers it from the seat's own cards alone (the caller passes
nothing else), with the shared double-dummy solver:

- **Worlds.**  The unseen cards are dealt many times over with
  :func:`cardsuite.engine.ai.sampling.samples` (uniform among the deals that
  fit what the seat knows).  Before the Skat is seen a world is a Skat plus
  the two other hands, drawn in two stages — ``skats`` different Skats, and
  for each ``deals`` deals of the other twenty cards — so that the game
  chosen *after* picking up a Skat is chosen on what the declarer would then
  know (the Skat), not on the defenders' cards.  Given ``fits`` (what the
  others' passes say of their hands, see ``bots.refusals``), worlds are kept
  only when they fit, by rejection (:func:`_fitting`).
- **Outcome of a world.**  Suit games and Grand: does the declarer reach 61
  (``reaches``) and, if so, 90 (Schneider); the Skat's points count for him.
  Null: does he take no trick.  With the compiled search (``_dd3.c``) the
  searches go to the end (``depth`` None); the thresholds may be lowered by
  ``win_shift`` / ``schneider_shift`` points, the calibration knob for the
  defenders not seeing the declarer's cards.  Two node budgets keep a
  decision within its time, counted in positions rather than seconds so that
  a seed gives the same decision on every machine: a search that needs more
  than ``search_nodes`` positions is a *close call* (the nearer a value lies
  to the threshold, the more an alpha-beta search must see to settle it) and
  counts as won half the time; once a decision has spent ``nodes`` positions
  no further worlds are sampled (:class:`NodeBudget`; every plan is judged on
  the same worlds).  With ``depth`` set the search is depth-limited
  (``depth`` tricks exact, the rest by the solver's estimate) and Null is
  judged suit by suit (:func:`null_wins`).  Without the compiled search (no C
  compiler at install) the exact searches run in Python: the same answers,
  many times slower, and not limited by the budgets.
- **Value.**  :func:`list_value` scores the outcome with
  :func:`cardsuite.games.skat.scoring.score_game` at a given bid: +value won,
  −2 × value lost (Amiga: a lost Hand game −1 ×), overbid when the matadors of
  *that world's* twelve cards make the game worth less than the bid.
  On the Seeger-Fabian list (when asked) a game is valued against the table:
  won value + 50, lost value − 50 − 40, since each defender is written +40
  when the declarer loses (see ``_score``).  Because the double-dummy declarer
  "sees" the defenders, a won world counts as won only with probability
  ``1 − win_discount`` (lost with the rest), a second calibration knob (see
  ``bots.STRONG_BUDGET``).  With a ``calibration`` the share of worlds won is
  mapped to the chance to win measured in self-play (:func:`calibrated`,
  ``Evaluation.value``); before the Skat is seen through ``bidding_calibration``
  when the budget has one.
- **Pushing in a world** (Skat games): per game type the two cards are chosen
  by :func:`best_push`, a quick rule (keep trumps and aces, lay away
  endangered tens and short suits, put points in the Skat; in Null lay away
  the cards most likely to take a trick) — searching all 66 pushes in every
  world would not fit the time.
- **Which games are searched.**  Per twelve (or ten) cards the ``trump_games``
  most promising suits by a quick strength score, Grand when it has a chance
  (two jacks, or one with three aces), and Null in the ISkO set.
- **Hand announcements.**  Every suit game and Grand in Hand is also valued
  with Schneider announced (lost below 90).  Schwarz announced and suit/Grand
  Ouvert (ISkO only; both announce Schwarz, lost without all ten tricks, and a
  loss costs twice a very high value) are valued only for a hand the search
  calls a *sure* Schwarz, decided conservatively, because the double-dummy
  declarer sees every card: (1) no world of the simulation speaks against it
  (none lost, none won without Schneider; a close call does not count, since
  proving 61 or 90 takes longest for the strongest hands); (2) the declarer
  takes all ten tricks double-dummy in *every* world of the simulation and
  then in :data:`SCHWARZ_WORLDS` (20) more, drawn uniformly among the deals
  that fit his cards (not only the others' passes) — the search counts tricks
  (``bots.SkatTrickCountRules``, ``reaches`` 10), after a rule that settles
  the plainest sure hands without a search (:func:`schwarz_without_search`:
  his trumps draw theirs, his plain cards are above theirs).  A search past
  ``search_nodes`` positions, or past the check's own budget of ``nodes``
  positions (the simulation before it may have spent the decision's), counts
  as not sure.  The games that pass (1) are checked the most valuable
  announcement first, and the first confirmed one gets its plans: its worlds
  are then all won Schwarz (for its plain Hand plans too).  Hands that fail
  (1) cost nothing more than before (no search, no further worlds drawn).
  The value then comes from the worlds as for any plan, calibration and Hand
  discount included: a sure Schwarz counts as won with the same chance as
  any game won in every world.

A :class:`Evaluation` keeps every world's outcomes, so one simulation answers
the bidding at every bid value (the bot caches it through a deal).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations

from cardsuite.engine.ai.double_dummy import (
    SearchBudgetExceeded,
    TranspositionTable,
    reaches,
    solve,
)
from cardsuite.engine.ai.sampling import Holder, samples
from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.engine.rng import SplitMix64
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import BID_VALUES, RuleSet
from cardsuite.games.skat.rules import BASE_VALUES, TOTAL_POINTS, GameType
from cardsuite.games.skat.scoring import (
    SEEGER_FABIAN_DEFENDER_BONUS,
    SEEGER_FABIAN_GAME_BONUS,
    TRICKS,
    Contract,
    score_game,
)

SUIT_GAMES = (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS)
TRUMP_GAMES = (*SUIT_GAMES, GameType.GRAND)
SKAT = "skat"
#: The representative card points of an outcome class (any point in the class scores alike).
_SCHNEIDER_POINTS, _WIN_POINTS, _LOSS_POINTS = 90, 61, 60
#: Positions kept by a search table of an evaluation (the compiled search's table grows to
#: at most this, 24 bytes a position, and then replaces; the Python one starts afresh).
#: 200 000 made a bidding simulation search 1.6 times the positions of 4 000 000.
_TABLE_LIMIT = 1_000_000
#: Deals drawn per world wanted when the others' bids narrow down their hands (see _fitting).
_DRAWS_PER_WORLD = 8
#: Worlds besides the simulation's on which a Schwarz must be confirmed (see _schwarz_sure).
SCHWARZ_WORLDS = 20
#: The search tables that count tricks (Schwarz) are keyed ``(_TRICKS, game_type)``.
_TRICKS = "tricks"

#: What the others' bids say of their hands: does a sampled world (cards per holder) fit?
Fits = Callable[[Mapping[Hashable, frozenset[Card]]], bool]


@dataclass(frozen=True)
class Budget:
    """How much simulation one evaluation may spend (the level's share of the time)."""

    #: Different Skats sampled before the Skat is seen.
    skats: int
    #: Deals of the other hands per Skat before the Skat is seen.
    deals: int
    #: Deals of the other hands once the declarer knows his twelve cards, and for Kontra.
    worlds: int
    #: Tricks searched exactly (the current one included); None searches to the end.
    depth: int | None
    #: Suit games searched besides Grand and Null (the most promising by a quick score).
    trump_games: int = 2
    #: Pushes searched per game type once the Skat is known (the best by best_push's rule).
    pushes: int = 2
    #: Share of the double-dummy wins counted as lost (the solver's declarer sees all cards).
    win_discount: float = 0.0
    #: Further share of the double-dummy wins of suit and Grand Hand games counted as lost
    #: (see bots.py; a Null's outcome does not hang on guessing where cards lie).
    hand_discount: float = 0.0
    #: With a depth limit the solver's estimate of the tricks beyond it shares the rest in
    #: proportion to the cards' power and so undervalues a strong declarer: a world counts
    #: as won from ``61 − win_shift`` estimated points, as Schneider from ``90 −
    #: schneider_shift`` (not used when the search goes to the end).
    win_shift: int = 0
    schneider_shift: int = 0
    #: Positions the compiled search may visit in one decision (0: no limit), see NodeBudget.
    nodes: int = 0
    #: The chance to win a share of double-dummy wins stands for, measured in self-play
    #: (points for :func:`calibrated`; () takes the share as it is).
    calibration: tuple[tuple[float, float], ...] = ()
    #: The same before the Skat is seen (bidding, Hand or Skat, a Hand game's declaration);
    #: None: ``calibration``.
    bidding_calibration: tuple[tuple[float, float], ...] | None = None
    #: Positions one exact search may visit (0: no limit); a world whose search needs more
    #: is a close call, won half the time (see _Solver.outcome).
    search_nodes: int = 0


class NodeBudget:
    """The positions one decision's searches may still visit (the compiled search counts them).

    A decision stops sampling further worlds when its budget is spent: the
    world being searched is dropped for every plan (so all plans are judged on
    the same worlds) and the worlds done so far decide.  The decision's first
    world is always finished (a later evaluation of the same decision, such as
    the Hand games after the Skat games, may get none).  Positions, not seconds, so that the same
    seed gives the same decision on any machine; the Python search (no
    compiler at install) counts nothing and is not limited.
    """

    def __init__(self, nodes: int) -> None:
        self.left = nodes
        self.limited = nodes > 0
        #: Worlds finished so far (the budget applies from the first one on).
        self.worlds = 0


class _OutOfBudget(Exception):
    """The decision's node budget ran out during a world."""


class _TooBig(Exception):
    """One exact search would visit more than the budget's ``search_nodes`` positions."""


@dataclass(frozen=True)
class Plan:
    """A contract the declarer could play, with the two cards he would lay away."""

    game_type: GameType
    hand: bool
    push: tuple[Card, ...] = ()
    ouvert: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False

    @property
    def contract(self) -> Contract:
        """The contract as the deal offers it: suit and Grand Ouvert announce Schwarz, and
        Schwarz announced announces Schneider, so both flags are set with it."""
        if self.game_type is GameType.NULL:
            return Contract(GameType.NULL, hand=self.hand, ouvert=self.ouvert)
        schwarz = self.schwarz_announced or self.ouvert
        return Contract(self.game_type, hand=self.hand, ouvert=self.ouvert,
                        schneider_announced=self.schneider_announced or schwarz,
                        schwarz_announced=schwarz)


@dataclass
class Outcome:
    """One world's result for one plan: the declarer's twelve cards and what he reaches."""

    cards: tuple[Card, ...]  # hand and Skat as dealt: the matadors
    won: bool  # 61 (suit, Grand) or no trick (Null)
    schneider: bool = False  # 90 reached (suit, Grand)
    #: The exact search of the win (of Schneider) was too big to finish (``search_nodes``):
    #: a close call, counted as won (as Schneider) half the time; ``won`` (``schneider``)
    #: is then False.
    close: bool = False
    close_schneider: bool = False
    #: All ten tricks taken (suit, Grand); searched only for hands that passed the Schwarz
    #: check (see _schwarz_sure), and then True in every world.
    schwarz: bool = False

    @property
    def win_chance(self) -> float:
        return 0.5 if self.close else float(self.won)

    @property
    def schneider_chance(self) -> float:
        """The chance of Schneider, given a win."""
        return 0.5 if self.close_schneider else float(self.schneider)


def list_value(plan: Plan, outcome: Outcome, bid: int, rule_set: RuleSet,
               seeger_fabian: bool = False, win_discount: float = 0.0) -> float:
    """The expected list entry of ``plan`` in one world at ``bid`` (scoring.score_game)."""
    won_value, lost_value = won_and_lost(plan, outcome, bid, rule_set, seeger_fabian)
    if won_value == float("-inf"):
        return won_value
    chance = outcome.win_chance * (1.0 - win_discount)
    return chance * won_value + (1.0 - chance) * lost_value


def won_and_lost(plan: Plan, outcome: Outcome, bid: int, rule_set: RuleSet,
                 seeger_fabian: bool = False) -> tuple[float, float]:
    """The list entries of ``plan`` in one world at ``bid`` if it is won (with the world's
    Schneider chance, and Schwarz where the world has it) and if it is lost; both −inf for
    a Null worth less than the bid.  A plan announcing Schneider (Schwarz) counts as lost
    in a world that does not reach it: :func:`.scoring.score_game` decides."""
    if plan.game_type is GameType.NULL:
        from cardsuite.games.skat.bidding import NULL_VALUES
        if NULL_VALUES[(plan.hand, plan.ouvert)] < bid:
            return float("-inf"), float("-inf")
        return (_score(plan, outcome.cards, 0, 0, bid, rule_set, seeger_fabian),
                _score(plan, outcome.cards, 0, 1, bid, rule_set, seeger_fabian))
    lost_value = _score(plan, outcome.cards, _LOSS_POINTS, 5, bid, rule_set, seeger_fabian)
    schneider = outcome.schneider_chance if outcome.win_chance > 0 else 0.0
    won_value = (1.0 - schneider) * _score(plan, outcome.cards, _WIN_POINTS, 5, bid,
                                           rule_set, seeger_fabian)
    if schneider > 0:
        points, tricks = (TOTAL_POINTS, TRICKS) if outcome.schwarz else (_SCHNEIDER_POINTS, 5)
        won_value += schneider * _score(plan, outcome.cards, points, tricks, bid,
                                        rule_set, seeger_fabian)
    return won_value, lost_value


def calibrated(share: float, points: Sequence[tuple[float, float]]) -> float:
    """The chance to win that a share of double-dummy wins stands for: piecewise linear
    through ``points`` (share, chance), sorted by share; none: the share itself."""
    if not points:
        return share
    if share <= points[0][0]:
        return points[0][1]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        if share <= x1:
            return y0 + (y1 - y0) * (share - x0) / (x1 - x0)
    return points[-1][1]


def _score(plan: Plan, cards: Sequence[Card], points: int, tricks: int, bid: int,
           rule_set: RuleSet, seeger_fabian: bool) -> int:
    """What the game brings the declarer: on the standard list its value; on the
    Seeger-Fabian list what it brings him *against the table* — his entry (value ± 50)
    less what each defender is written (+40 when he loses), since at a three-player
    table the evening is won against the two others."""
    result = score_game(plan.contract, cards, points, tricks, bid, rule_set=rule_set)
    if not seeger_fabian:
        return result.value
    if result.won:
        return result.value + SEEGER_FABIAN_GAME_BONUS
    return result.value - SEEGER_FABIAN_GAME_BONUS - SEEGER_FABIAN_DEFENDER_BONUS


# --- quick rules: which games to search, which cards to push ---------------------------

def quick_strength(cards: Sequence[Card], game_type: GameType) -> float:
    """A rough score of how well ``cards`` play a suit game or Grand (only to rank candidates)."""
    trumps = [c for c in cards if rules.is_trump(c, game_type)]
    jacks = sum(1 for c in cards if c.rank == Rank.JACK)
    score = 1.5 * jacks + (1.0 if rules.JACKS[0] in cards else 0.0)
    if game_type is not GameType.GRAND:
        score += 1.0 * (len(trumps) - jacks)
    for suit in Suit:
        if suit == game_type.trump_suit:
            continue
        ranks = {c.rank for c in cards if c.suit == suit and c.rank != Rank.JACK}
        if Rank.ACE in ranks:
            score += 1.2 + (0.8 if Rank.TEN in ranks else 0.0)
    return score


def candidate_games(cards: Sequence[Card], budget: Budget, allow_null: bool) -> list[GameType]:
    """The games worth searching for these cards: the best suits, Grand if it can work, Null."""
    suits = sorted(SUIT_GAMES, key=lambda g: -quick_strength(cards, g))[:budget.trump_games]
    games = list(suits)
    jacks = sum(1 for c in cards if c.rank == Rank.JACK)
    aces = sum(1 for c in cards if c.rank == Rank.ACE)
    if jacks >= 2 or (jacks == 1 and aces >= 3):
        games.append(GameType.GRAND)
    if allow_null:
        keep = cards
        if len(cards) == 12:  # judged on the ten kept after the best Null push
            push = best_push(cards, GameType.NULL, RuleSet.ISKO)
            keep = [c for c in cards if c not in push]
        if null_danger(keep) <= NULL_PLAUSIBLE:
            games.append(GameType.NULL)
    return games


_NULL_ORDER = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
               Rank.ACE)
#: Null is searched only when the hand is at most this far from a sure Null (see null_danger).
NULL_PLAUSIBLE = 6


def null_danger(cards: Sequence[Card]) -> int:
    """How far the cards are from a sure Null: per suit, how far each card lies above the
    height where it can always be ducked (the k-th lowest card of a suit at most the 2k-th
    rank: 7; 7 9; 7 9 J …); 0 is a sure Null (the bots' former rule, _null_safe)."""
    danger = 0
    for suit in Suit:
        held = sorted(_NULL_ORDER.index(c.rank) for c in cards if c.suit == suit)
        for k, height in enumerate(held):
            danger += max(0, height - 2 * k)
    return danger


def _plain_suit_score(cards: Sequence[Card]) -> float:
    """How a plain suit plays for the declarer: losers count against, a void for."""
    if not cards:
        return 1.0
    ranks = {c.rank for c in cards}
    winners = 0
    for rank in (Rank.ACE, Rank.TEN, Rank.KING):
        if rank not in ranks:
            break
        winners += 1
    losers = max(0, min(len(cards), 3) - winners)
    score = -1.0 * losers
    if Rank.TEN in ranks and Rank.ACE not in ranks:
        score -= 1.0  # a ten without its ace is taken by the ace
    return score


def push_score(keep: Sequence[Card], pushed: Sequence[Card], game_type: GameType) -> float:
    """The quick rule's score of laying ``pushed`` away and playing ``keep`` (higher is better)."""
    if game_type is GameType.NULL:
        return -null_danger(keep) + 0.01 * sum(_NULL_ORDER.index(c.rank) for c in pushed)
    score = 0.1 * rules.points(pushed)
    trumps_pushed = sum(1 for c in pushed if rules.is_trump(c, game_type))
    score -= 4.0 * trumps_pushed
    for suit in Suit:
        if suit == game_type.trump_suit:
            continue
        score += _plain_suit_score([c for c in keep if c.suit == suit and c.rank != Rank.JACK])
    return score


def best_pushes(cards: Sequence[Card], game_type: GameType, rule_set: RuleSet,
                count: int = 1) -> list[tuple[Card, Card]]:
    """The ``count`` best pushes of the twelve ``cards`` for ``game_type`` by the quick rule."""
    allowed = [c for c in cards if not (rule_set is RuleSet.AMIGA and c.rank == Rank.JACK)]
    allowed.sort(key=lambda c: (c.suit, c.rank))
    scored = []
    for pair in combinations(allowed, 2):
        keep = [c for c in cards if c not in pair]
        scored.append((push_score(keep, pair, game_type), pair))
    scored.sort(key=lambda item: -item[0])
    return [pair for _score, pair in scored[:count]]


def best_push(cards: Sequence[Card], game_type: GameType, rule_set: RuleSet) -> tuple[Card, Card]:
    return best_pushes(cards, game_type, rule_set, 1)[0]


# --- Null, suit by suit ------------------------------------------------------------------

def null_wins(hands: Sequence[frozenset[Card]], declarer: int, leader: int) -> bool:
    """Whether the declarer takes no trick in Null with every hand open, judged suit by suit.

    The full double-dummy search needs up to seconds to *prove* a Null won
    (every defence has to be refuted), too slow for bidding, so the outcome of
    a world is decided per suit by :func:`_null_suit_lost`: can the defenders,
    leading the suit as often as they like, force the declarer to take a trick
    in it (each plays his own cards of the suit, a void one discards)?  The
    declarer wins when no suit is lost and — if he leads the first trick —
    he has a card to lead that a defender cannot duck under.  What this leaves
    out (the declarer's own discards, which only help him, and the lead
    changing hands) makes it a little pessimistic; tests check it against the
    exact search on sampled deals.
    """
    right = (declarer + 2) % 3  # plays just before the declarer
    left = (declarer + 1) % 3
    mine = hands[declarer]
    for suit in Suit:
        d = _null_ranks(mine, suit)
        if d and _null_suit_lost(d, _null_ranks(hands[right], suit), _null_ranks(hands[left], suit)):
            return False
    if leader == declarer:
        # The lead: a card that some defender, holding the suit, must follow above.
        for suit in Suit:
            d = _null_ranks(mine, suit)
            if not d:
                continue
            for defender in (left, right):
                theirs = _null_ranks(hands[defender], suit)
                if theirs and theirs[0] > d[0]:
                    return True
        return False
    return True


def _null_ranks(cards: frozenset[Card], suit: Suit) -> tuple[int, ...]:
    return tuple(sorted(_NULL_ORDER.index(c.rank) for c in cards if c.suit == suit))


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


@lru_cache(maxsize=100_000)
def _null_suit_lost(d: tuple[int, ...], r: tuple[int, ...], lh: tuple[int, ...]) -> bool:
    """Can the defenders force the declarer (cards ``d``) to take a trick in one suit?

    ``r`` are the cards of the defender who plays right before the declarer,
    ``lh`` those of the one right after him; the defenders hold the lead
    (they win every trick the declarer does not).  Exact for this one suit.
    """
    if not d or (not r and not lh):
        return False
    # The right-hand defender leads a: the declarer plays second, the other defender last.
    for a in set(r):
        rest_r = _without(r, a)
        forced = True
        for x in set(d):
            rest_d = _without(d, x)
            if x > a and (not lh or min(lh) < x):
                continue  # the last defender ducks (or discards): the declarer takes it
            if lh:
                later = any(_null_suit_lost(rest_d, rest_r, _without(lh, y)) for y in set(lh))
            else:
                later = _null_suit_lost(rest_d, rest_r, lh)
            if not later:
                forced = False
                break
        if forced:
            return True
    # The left-hand defender leads a, the right-hand one follows b (or discards), the
    # declarer plays last and must stay under the highest.
    for a in set(lh):
        rest_l = _without(lh, a)
        for b in (set(r) or {None}):
            rest_r = _without(r, b) if b is not None else r
            top = a if b is None else max(a, b)
            under = [x for x in set(d) if x < top]
            if not under:
                return True
            if all(_null_suit_lost(_without(d, x), rest_r, rest_l) for x in under):
                return True
    return False


# --- Schwarz without a search -------------------------------------------------------------

def schwarz_without_search(hands: Sequence[frozenset[Card]], declarer: int, leader: int,
                           game_type: GameType) -> bool:
    """Whether the declarer of a suit game or Grand surely takes every trick, seen from the
    cards alone: a sufficient condition, no search (False says nothing).

    In every plain suit the declarer holds, each of his cards is above every card the
    defenders hold of it, so any of them wins once the defenders have no trump left.
    Leading, he first draws their trumps with trumps above all of theirs — he needs as
    many of those as the longer defender holds trumps — and then every card he leads
    wins.  When a defender leads, the defenders must hold no trump, and for every plain
    suit they could lead the declarer follows it (and wins) or trumps it; he then has
    the lead and wins every trick after it.  The searches for Schwarz are longest for
    exactly these hands (every discard of the defenders is a position of its own), so
    :meth:`_Solver.schwarz` asks this first.
    """
    mine = hands[declarer]
    defenders = [hands[s] for s in range(3) if s != declarer]

    def kind(card: Card):
        return rules.follow_class(card, game_type)

    def height(card: Card) -> int:
        return rules.strength(card, game_type)

    theirs = [c for hand in defenders for c in hand]
    for suit in {kind(c) for c in mine} - {rules.TRUMP}:
        lowest = min(height(c) for c in mine if kind(c) == suit)
        if any(kind(c) == suit and height(c) > lowest for c in theirs):
            return False
    trumps = [c for c in mine if kind(c) == rules.TRUMP]
    their_trumps = [[c for c in hand if kind(c) == rules.TRUMP] for hand in defenders]
    if leader == declarer:
        top = max((height(c) for hand in their_trumps for c in hand), default=-1)
        masters = sum(1 for c in trumps if height(c) > top)
        return masters >= max(len(hand) for hand in their_trumps)
    if any(their_trumps):
        return False
    return bool(trumps) or all(kind(c) in {kind(m) for m in mine} for c in theirs)


# --- the search --------------------------------------------------------------------------

class _Solver:
    """Outcomes of worlds for one declarer, with one search table per game type (and one
    per suit game and Grand counting tricks, for Schwarz: key ``(_TRICKS, game_type)``)."""

    def __init__(self, declarer: int, leader: int, budget: Budget,
                 nodes: NodeBudget | None = None) -> None:
        from cardsuite.games.skat.bots import SkatTrickCountRules, SkatTrickRules

        self.nodes = nodes if nodes is not None else NodeBudget(budget.nodes)
        self.declarer = declarer
        self.leader = leader
        self.depth = budget.depth
        self.win_shift = budget.win_shift
        self.schneider_shift = budget.schneider_shift
        self.search_nodes = budget.search_nodes
        #: The budget's ``nodes``: the allowance of a Schwarz check (see _set_hand_games).
        self.budget_nodes = budget.nodes
        self.side = frozenset({declarer})
        self.rules: dict[Hashable, SkatTrickRules] = {
            g: SkatTrickRules(g) for g in (*TRUMP_GAMES, GameType.NULL)}
        self.rules.update({(_TRICKS, g): SkatTrickCountRules(g) for g in TRUMP_GAMES})
        self.tables: dict[Hashable, TranspositionTable] = {}

    def table(self, key: Hashable) -> TranspositionTable:
        """The search table of a game type (or of ``(_TRICKS, game_type)``)."""
        table = self.tables.get(key)
        if table is None:
            table = TranspositionTable(self.rules[key], rules.skat_deck(), self.side,
                                       limit=_TABLE_LIMIT)
            self.tables[key] = table
        return table

    def outcome(self, game_type: GameType, hands: tuple[frozenset[Card], ...],
                counted: Sequence[Card], cards12: tuple[Card, ...]) -> Outcome:
        """``hands`` per seat (the declarer's ten he plays); ``counted``: the cards out of play
        whose points are his (the pushed cards, or the Skat of a Hand game).

        Exact (``depth`` None): ``reaches`` the thresholds.  A search that would visit
        more than ``search_nodes`` positions is a close call — the nearer the value lies
        to the threshold, the more an alpha-beta search must look at to settle it — and
        counts as won (or Schneider) half the time (Outcome.close)."""
        state = TrickState(hands, self.leader)
        if game_type is GameType.NULL:
            if self.depth is None:
                try:  # no trick is a value of at least 0
                    return Outcome(cards12, self._reaches(state, GameType.NULL, 0))
                except _TooBig:
                    return Outcome(cards12, False, close=True)
            return Outcome(cards12, null_wins(hands, self.declarer, self.leader))
        counted_points = rules.points(counted)
        if self.depth is None:
            try:
                won = self._reaches(state, game_type,
                                    _WIN_POINTS - self.win_shift - counted_points)
            except _TooBig:
                return Outcome(cards12, False, close=True)
            if not won:
                return Outcome(cards12, False)
            try:
                schneider = self._reaches(
                    state, game_type, _SCHNEIDER_POINTS - self.schneider_shift - counted_points)
            except _TooBig:
                return Outcome(cards12, True, close_schneider=True)
            return Outcome(cards12, True, schneider)
        points = solve(state, self.rules[game_type], self.side, table=self.table(game_type),
                       depth=self.depth) + counted_points
        return Outcome(cards12, points >= _WIN_POINTS - self.win_shift,
                       points >= _SCHNEIDER_POINTS - self.schneider_shift)

    def schwarz(self, game_type: GameType, hands: tuple[frozenset[Card], ...]) -> bool:
        """Whether the declarer takes all ten tricks of ``game_type`` (a suit game or Grand)
        double-dummy: :func:`schwarz_without_search` where the cards settle it, else an
        exact search counting tricks, whatever ``depth`` says.  Raises _TooBig and
        _OutOfBudget like the other searches."""
        if schwarz_without_search(hands, self.declarer, self.leader, game_type):
            return True
        return self._reaches(TrickState(hands, self.leader), (_TRICKS, game_type), TRICKS)

    def _reaches(self, state: TrickState, key: Hashable, target: int) -> bool:
        """reaches() within the search's and the decision's node budgets: raises _TooBig
        past ``search_nodes``, _OutOfBudget when the decision's budget is spent.  ``key``:
        a game type, or ``(_TRICKS, game_type)`` to count tricks."""
        table = self.table(key)
        if table.native is None:
            return reaches(state, self.rules[key], self.side, target, table=table)
        budget = self.nodes
        decision_limited = budget.limited and budget.worlds > 0
        if decision_limited and budget.left <= 0:
            raise _OutOfBudget
        caps = [cap for cap in (self.search_nodes, budget.left if decision_limited else 0)
                if cap > 0]
        before = table.native.nodes
        try:
            return reaches(state, self.rules[key], self.side, target, table=table,
                           node_limit=min(caps) if caps else 0)
        except SearchBudgetExceeded:
            if decision_limited and table.native.nodes - before >= budget.left:
                raise _OutOfBudget from None
            raise _TooBig from None
        finally:
            budget.left -= table.native.nodes - before

    def world_done(self) -> None:
        """A world is finished for every plan: from now on the node budget applies."""
        self.nodes.worlds += 1


@dataclass
class Evaluation:
    """Every searched world's outcome per plan, and the expected list values they give."""

    rule_set: RuleSet
    seeger_fabian: bool
    win_discount: float
    hand_discount: float = 0.0
    #: (share of double-dummy wins, chance to win) points, see calibrated(); () none.
    calibration: tuple[tuple[float, float], ...] = ()
    #: Skat-taking plans per Skat: for each sampled Skat, {plan: [outcome per deal]}.
    skat_games: list[dict[Plan, list[Outcome]]] = field(default_factory=list)
    #: Hand plans: {plan: [outcome per world]} over all sampled Skats and deals.
    hand_games: dict[Plan, list[Outcome]] = field(default_factory=dict)

    def value(self, plan: Plan, outcomes: Sequence[Outcome], bid: int) -> float:
        """The expected list value of ``plan`` over ``outcomes`` at ``bid``.

        Without a calibration, the mean of the worlds' values (list_value).  With
        one, the share of worlds won stands for the chance :func:`calibrated` maps it
        to: the value is that chance times the mean value of the won worlds plus the
        rest times the mean of the lost ones (which is the plain mean when the
        calibration is the identity).  The discounts apply on top."""
        hand = plan.hand and plan.game_type is not GameType.NULL
        discount = self.win_discount + (self.hand_discount if hand else 0.0)
        if not self.calibration:
            return sum(list_value(plan, o, bid, self.rule_set, self.seeger_fabian, discount)
                       for o in outcomes) / len(outcomes)
        values = [won_and_lost(plan, o, bid, self.rule_set, self.seeger_fabian)
                  for o in outcomes]
        if values[0][0] == float("-inf"):
            return float("-inf")
        chances = [o.win_chance for o in outcomes]
        won_weight, lost_weight = sum(chances), sum(1.0 - c for c in chances)
        won = (sum(c * w for c, (w, _l) in zip(chances, values, strict=True)) / won_weight
               if won_weight else sum(w for w, _l in values) / len(values))
        lost = (sum((1.0 - c) * x for c, (_w, x) in zip(chances, values, strict=True))
                / lost_weight if lost_weight else sum(x for _w, x in values) / len(values))
        chance = calibrated(won_weight / len(outcomes), self.calibration) * (1.0 - discount)
        return chance * won + (1.0 - chance) * lost

    def schwarz_plausible(self) -> bool:
        """Whether some suit game or Grand taking the Skat is won with Schneider (or a close
        call) in every world searched: the hand may be a sure Schwarz in Hand too."""
        games: dict[GameType, list[Outcome]] = {}
        for plans in self.skat_games:
            for plan, outs in plans.items():
                if plan.game_type is not GameType.NULL:
                    games.setdefault(plan.game_type, []).extend(outs)
        return any(_schwarz_plausible(outs) for outs in games.values())

    def win_chance(self, outcomes: Sequence[Outcome]) -> float:
        return sum(o.win_chance for o in outcomes) / len(outcomes) * (1.0 - self.win_discount)

    def skat_value(self, bid: int) -> float:
        """Expected value of taking the Skat at ``bid``: per Skat the best game for it."""
        if not self.skat_games:
            return float("-inf")
        total = 0.0
        for plans in self.skat_games:
            total += max(self.value(plan, outs, bid) for plan, outs in plans.items())
        return total / len(self.skat_games)

    def best_hand(self, bid: int) -> tuple[Plan | None, float]:
        """The best Hand plan at ``bid`` and its expected value."""
        best, best_value = None, float("-inf")
        for plan, outs in self.hand_games.items():
            value = self.value(plan, outs, bid)
            if value > best_value:
                best, best_value = plan, value
        return best, best_value

    def best_value(self, bid: int) -> float:
        return max(self.skat_value(bid), self.best_hand(bid)[1])

    def best_plan(self, bid: int) -> tuple[Plan | None, float]:
        """With one Skat known (after it is picked up): the plan worth most at ``bid``."""
        best, best_value = None, float("-inf")
        for plans in self.skat_games:
            for plan, outs in plans.items():
                value = self.value(plan, outs, bid)
                if value > best_value:
                    best, best_value = plan, value
        return best, best_value


def _opponents(seat: int) -> tuple[int, int]:
    return tuple(s for s in range(3) if s != seat)  # type: ignore[return-value]


def _follow(card: Card):
    return rules.follow_class(card, GameType.GRAND)


def _fitting(unseen: Sequence[Card], holders: dict[Hashable, Holder], rng: SplitMix64,
             n: int, fits: Fits | None) -> list[dict[Hashable, frozenset[Card]]]:
    """Up to ``n`` worlds uniform among the deals that fit the seat's cards *and* what the
    others' bids say (``fits``), by rejection: ``_DRAWS_PER_WORLD × n`` deals are drawn
    and the fitting ones kept — fewer than ``n`` when few fit.  When none of them fits
    (the bids' reading contradicts the cards: an odd bid) the first ``n`` drawn are used."""
    if fits is None or n <= 0:
        return samples(unseen, holders, rng, _follow, n)
    drawn = samples(unseen, holders, rng, _follow, _DRAWS_PER_WORLD * n)
    kept = [world for world in drawn if fits(world)][:n]
    return kept or drawn[:n]


def _hands(seat: int, mine: Sequence[Card], others: dict[Hashable, frozenset[Card]]):
    return tuple(frozenset(mine) if s == seat else others[s] for s in range(3))


def _hand_plans(game_type: GameType, hand: Sequence[Card]) -> list[Plan]:
    """The Hand contracts of a game: with Schneider announced too; Null Ouvert only when the
    cards are a sure Null (null_danger 0: it wins against any defence, the cards open)."""
    if game_type is GameType.NULL:
        if null_danger(hand) == 0:
            return [Plan(GameType.NULL, True), Plan(GameType.NULL, True, ouvert=True)]
        return [Plan(GameType.NULL, True)]
    return [Plan(game_type, True), Plan(game_type, True, schneider_announced=True)]


def _schwarz_plans(game_type: GameType, rule_set: RuleSet) -> list[Plan]:
    """Schwarz announced and, in the ISkO set, suit/Grand Ouvert (the Amiga set has none)."""
    plans = [Plan(game_type, True, schneider_announced=True, schwarz_announced=True)]
    if rule_set is RuleSet.ISKO:
        plans.append(Plan(game_type, True, ouvert=True, schneider_announced=True,
                          schwarz_announced=True))
    return plans


def _schwarz_plausible(outcomes: Sequence[Outcome]) -> bool:
    """No world speaks against a Schwarz: none lost, none won without Schneider.  A close call
    does not count against it: proving 61 or 90 points takes the search longest for the
    strongest hands, whose defenders' every discard changes the points (a hand that takes
    every trick is often a close call), while counting tricks is cheap."""
    return bool(outcomes) and all(
        o.close or (o.won and (o.close_schneider or o.schneider)) for o in outcomes)


def _schwarz_sure(solver: _Solver, game_type: GameType,
                  worlds: Sequence[tuple[frozenset[Card], ...]],
                  extra: Callable[[], Sequence[tuple[frozenset[Card], ...]]]) -> bool:
    """Whether the declarer takes all ten tricks double-dummy in every one of ``worlds``
    (the hands of the simulation's worlds) and then in every one of ``extra()`` (drawn
    only when those all passed).  A search too big for ``search_nodes``, or one the
    node budget cannot pay for, counts as not sure."""
    try:
        if not all(solver.schwarz(game_type, hands) for hands in worlds):
            return False
        more = extra()
        return len(more) >= SCHWARZ_WORLDS and all(solver.schwarz(game_type, hands)
                                                    for hands in more)
    except (_TooBig, _OutOfBudget):
        return False


def _schwarz_worth(game_type: GameType, outcomes: Sequence[Outcome], rule_set: RuleSet) -> float:
    """The mean value of the game's best announcement won Schwarz (which to check first)."""
    plan = _schwarz_plans(game_type, rule_set)[-1]
    return sum(score_game(plan.contract, o.cards, TOTAL_POINTS, TRICKS, BID_VALUES[0],
                          rule_set=rule_set).value for o in outcomes) / len(outcomes)


def _set_hand_games(evaluation: Evaluation, hand: tuple[Card, ...],
                    outcomes: Mapping[GameType, list[Outcome]], solver: _Solver,
                    worlds: Sequence[tuple[frozenset[Card], ...]],
                    extra: Callable[[], Sequence[tuple[frozenset[Card], ...]]]) -> None:
    """The Hand plans of every game over its ``outcomes`` (one per world of ``worlds``), and
    Schwarz announced and Ouvert of the game the Schwarz check confirms.

    The check (see the module docstring): the games whose worlds do not speak against
    a Schwarz (:func:`_schwarz_plausible`), the most valuable announcement first, until
    one is confirmed: all ten tricks double-dummy in every world of the simulation, then
    in :data:`SCHWARZ_WORLDS` more (:func:`_schwarz_sure`).  The worlds of that game are
    then won Schwarz (ten tricks hold all 120 points, so its close calls are settled)
    for every Hand plan of it; a less valuable game is not checked after it (a sure
    Schwarz is won in every world, so the most valuable one is worth most).  The check
    has its own node budget of ``nodes`` positions (the simulation before it may have
    spent the decision's), so only a hand that passes the first step pays for it."""
    rule_set = evaluation.rule_set
    for game_type, outs in outcomes.items():
        if outs:
            for plan in _hand_plans(game_type, hand):
                evaluation.hand_games[plan] = outs
    plausible = [g for g, outs in outcomes.items()
                 if g is not GameType.NULL and _schwarz_plausible(outs)]
    if not plausible:
        return
    plausible.sort(key=lambda g: -_schwarz_worth(g, outcomes[g], rule_set))
    decision_nodes, solver.nodes = solver.nodes, NodeBudget(solver.budget_nodes)
    solver.nodes.worlds = 1  # limited from the first search on
    drawn: list[Sequence[tuple[frozenset[Card], ...]]] = []

    def extra_once() -> Sequence[tuple[frozenset[Card], ...]]:
        if not drawn:
            drawn.append(extra())
        return drawn[0]

    try:
        for game_type in plausible:
            outs = outcomes[game_type]
            if _schwarz_sure(solver, game_type, worlds[:len(outs)], extra_once):
                won = [replace(o, won=True, schneider=True, close=False, close_schneider=False,
                               schwarz=True) for o in outs]
                for plan in _hand_plans(game_type, hand) + _schwarz_plans(game_type, rule_set):
                    evaluation.hand_games[plan] = won
                return
    finally:
        solver.nodes = decision_nodes


def _extra_worlds(seat: int, hand: tuple[Card, ...], unseen: Sequence[Card],
                  holders: dict[Hashable, Holder], rng: SplitMix64):
    """The confirmation worlds of a Schwarz: uniform among the deals that fit the seat's cards,
    not only those that fit the others' passes (a sure Schwarz holds against any)."""
    return lambda: [_hands(seat, hand, world)
                    for world in samples(unseen, holders, rng, _follow, SCHWARZ_WORLDS)]


def _before_the_skat(seat: int, leader: int, hand: tuple[Card, ...], budget: Budget,
                     rule_set: RuleSet, seeger_fabian: bool, nodes: NodeBudget | None):
    """What a simulation of ten cards with the Skat unseen starts from: whether Null is
    played, the unseen cards, who holds them, the solver and an empty evaluation."""
    first, second = _opponents(seat)
    return (rule_set is RuleSet.ISKO,
            [c for c in rules.skat_deck() if c not in set(hand)],
            {first: Holder(10), second: Holder(10), SKAT: Holder(2)},
            _Solver(seat, leader, budget, nodes),
            Evaluation(rule_set, seeger_fabian, budget.win_discount, budget.hand_discount,
                       budget.calibration if budget.bidding_calibration is None
                       else budget.bidding_calibration))


def _world(solver: _Solver, searches: Sequence[tuple]) -> list[Outcome] | None:
    """One world's outcomes for every plan (``searches``: the arguments of each
    ``solver.outcome``), or None when the decision's node budget ran out during it (the
    world then counts for no plan)."""
    try:
        outs = [solver.outcome(*args) for args in searches]
    except _OutOfBudget:
        return None
    solver.world_done()
    return outs


def evaluate_bidding(seat: int, leader: int, hand: Sequence[Card], budget: Budget,
                     rng: SplitMix64, rule_set: RuleSet, seeger_fabian: bool = False,
                     with_hand: bool = True, nodes: NodeBudget | None = None,
                     fits: Fits | None = None) -> Evaluation:
    """Simulate ``hand`` (ten cards, Skat unseen) as declarer at ``seat``: Skat and Hand games.

    The worlds are searched round by round (the first deal of every Skat, then
    the second …), so that a node budget spent early still leaves every Skat
    judged on the same number of deals, give or take one.  With ``fits`` (what
    the others' bids say) each Skat is that of a whole fitting world, and its
    deals of the other hands fit too."""
    hand = tuple(hand)
    allow_null, unseen, holders, solver, evaluation = _before_the_skat(
        seat, leader, hand, budget, rule_set, seeger_fabian, nodes)
    skats = [deal[SKAT] for deal in _fitting(unseen, holders, rng, budget.skats, fits)]
    hand_games = candidate_games(hand, budget, allow_null) if with_hand else []
    per_skat = []
    for skat in skats:
        rest = [c for c in unseen if c not in skat]
        deals = _fitting(rest, {who: holder for who, holder in holders.items()
                                if who != SKAT}, rng, budget.deals, fits)
        cards12 = hand + tuple(sorted(skat))
        games = []
        for game_type in candidate_games(cards12, budget, allow_null):
            push = best_push(cards12, game_type, rule_set)
            keep = [c for c in cards12 if c not in push]
            skat_plans = [Plan(game_type, False, push)]
            if game_type is GameType.NULL and null_danger(keep) == 0:
                skat_plans.append(Plan(GameType.NULL, False, push, ouvert=True))
            games.append((game_type, keep, push, skat_plans))
        per_skat.append((skat, deals, cards12, games, {p: [] for g in games for p in g[3]}))
    hand_outs: dict[GameType, list[Outcome]] = {g: [] for g in hand_games}
    hand_worlds: list[tuple[frozenset[Card], ...]] = []
    done = False
    for round_ in range(budget.deals):
        for skat, deals, cards12, games, plans in per_skat:
            if done or round_ >= len(deals):
                continue
            d = deals[round_]
            searches = [(g, _hands(seat, k, d), p, cards12) for g, k, p, _plans in games]
            searches += [(g, _hands(seat, hand, d), tuple(skat), cards12) for g in hand_games]
            outs = _world(solver, searches)
            if outs is None:
                done = True
                continue
            for (_g, _k, _p, skat_plans), out in zip(games, outs, strict=False):
                for plan in skat_plans:
                    plans[plan].append(out)
            for g, out in zip(hand_games, outs[len(games):], strict=True):
                hand_outs[g].append(out)
            if hand_games:
                hand_worlds.append(_hands(seat, hand, d))
    for _skat, _deals, _cards12, _games, plans in per_skat:
        if all(plans.values()):  # a Skat the budget did not reach counts for nothing
            evaluation.skat_games.append(plans)
    _set_hand_games(evaluation, hand, hand_outs, solver, hand_worlds,
                    _extra_worlds(seat, hand, unseen, holders, rng))
    return evaluation


def evaluate_hand_games(seat: int, leader: int, hand: Sequence[Card], budget: Budget,
                        rng: SplitMix64, rule_set: RuleSet,
                        seeger_fabian: bool = False,
                        nodes: NodeBudget | None = None,
                        fits: Fits | None = None) -> Evaluation:
    """Only the Hand games of ``hand`` (the Skat unseen), over ``skats × deals`` worlds
    (fitting the others' bids, ``fits``)."""
    hand = tuple(hand)
    allow_null, unseen, holders, solver, evaluation = _before_the_skat(
        seat, leader, hand, budget, rule_set, seeger_fabian, nodes)
    worlds = _fitting(unseen, holders, rng, budget.skats * budget.deals, fits)
    games = candidate_games(hand, budget, allow_null)
    outs: dict[GameType, list[Outcome]] = {g: [] for g in games}
    for world in worlds:
        skat = tuple(sorted(world[SKAT]))
        found = _world(solver, [(g, _hands(seat, hand, world), skat, hand + skat)
                                for g in games])
        if found is None:
            break
        for game_type, out in zip(games, found, strict=True):
            outs[game_type].append(out)
    _set_hand_games(evaluation, hand, outs, solver,
                    [_hands(seat, hand, world) for world in worlds],
                    _extra_worlds(seat, hand, unseen, holders, rng))
    return evaluation


def evaluate_with_skat(seat: int, leader: int, cards12: Sequence[Card], skat: Sequence[Card],
                       budget: Budget, rng: SplitMix64, rule_set: RuleSet,
                       seeger_fabian: bool = False,
                       fixed_push: Sequence[Card] | None = None,
                       nodes: NodeBudget | None = None,
                       fits: Fits | None = None) -> Evaluation:
    """The declarer holds his twelve cards (the Skat as dealt: ``skat``): every plan
    (game type × the best pushes by the quick rule, or only ``fixed_push`` once the
    cards are laid away) over deals of the other hands.

    Every suit game and Grand is on the list, so that after an overbid the
    cheapest loss can be chosen; the games the quick rule does not rate as
    candidates are not searched and count as lost (they are only ever chosen
    when nothing searched wins in expectation either).  The defenders' hands fit
    what their bids said (``fits``)."""
    allow_null = rule_set is RuleSet.ISKO
    cards12 = tuple(cards12)
    dealt = tuple(c for c in cards12 if c not in set(skat)) + tuple(sorted(skat))
    unseen = [c for c in rules.skat_deck() if c not in set(cards12)]
    first, second = _opponents(seat)
    deals = _fitting(unseen, {first: Holder(10), second: Holder(10)}, rng, budget.worlds,
                     fits)
    solver = _Solver(seat, leader, budget, nodes)
    evaluation = Evaluation(rule_set, seeger_fabian, budget.win_discount, budget.hand_discount,
                            budget.calibration)
    candidates = candidate_games(cards12, budget, allow_null)
    games = list(candidates)
    for game_type in TRUMP_GAMES:
        # Every game is a fallback after an overbid: the cheapest loss must be on the list.
        if game_type not in games:
            games.append(game_type)
    searched: list[tuple[GameType, tuple[Card, ...], list[Card]]] = []
    plans: dict[Plan, list[Outcome]] = {}
    for game_type in games:
        is_candidate = game_type in candidates
        pushes = [tuple(fixed_push)] if fixed_push is not None else \
            best_pushes(cards12, game_type, rule_set, budget.pushes if is_candidate else 1)
        for push in pushes:
            keep = [c for c in cards12 if c not in push]
            outs: list[Outcome] = []
            if is_candidate:
                searched.append((game_type, push, keep))
            else:
                outs.append(Outcome(dealt, False))  # not worth a search: counted as lost
            plans[Plan(game_type, False, push)] = outs
            if game_type is GameType.NULL and null_danger(keep) == 0:
                plans[Plan(GameType.NULL, False, push, ouvert=True)] = outs
    for d in deals:
        found = _world(solver, [(g, _hands(seat, k, d), p, dealt) for g, p, k in searched])
        if found is None:
            break
        for (game_type, push, _keep), out in zip(searched, found, strict=True):
            plans[Plan(game_type, False, push)].append(out)
    evaluation.skat_games.append(plans)
    return evaluation


def declarer_win_chance(seat: int, declarer: int, leader: int, hand: Sequence[Card],
                        game_type: GameType, budget: Budget, rng: SplitMix64,
                        known_skat: Sequence[Card] = (),
                        nodes: NodeBudget | None = None,
                        schneider: bool = False) -> float:
    """``seat``'s estimate of the declarer's chance to win ``game_type`` (Kontra and Re):
    to reach 61, or with ``schneider`` (Schneider announced) 90.

    A defender knows his own ten cards (the pushed cards are as unknown to
    him as the Skat); the declarer knows his hand and, in a Skat game, the two
    cards he laid away (``known_skat``).
    """
    hand = tuple(hand)
    known = set(hand) | set(known_skat)
    unseen = [c for c in rules.skat_deck() if c not in known]
    others = [s for s in range(3) if s != seat]
    holders: dict[Hashable, Holder] = {s: Holder(10) for s in others}
    if not known_skat:
        holders[SKAT] = Holder(2)
    solver = _Solver(declarer, leader, budget, nodes)
    worlds = samples(unseen, holders, rng, _follow, budget.worlds)
    if seat != declarer:
        # The declarer chose this game: keep the deals where his twelve cards make it a
        # candidate (a uniform deal of his hand would mostly be one nobody declares with).
        drawn = samples(unseen, holders, rng, _follow, 4 * budget.worlds)
        plausible = [w for w in drawn if game_type in candidate_games(
            tuple(w[declarer]) + tuple(known_skat or w[SKAT]), budget, True)]
        if len(plausible) >= 3:
            worlds = plausible[:budget.worlds]
    won = searched = 0
    for world in worlds:
        hands = tuple(frozenset(hand) if s == seat else world[s] for s in range(3))
        skat = tuple(known_skat) or tuple(world[SKAT])
        found = _world(solver, [(game_type, hands, skat, tuple(hands[declarer]) + skat)])
        if found is None:
            break
        outcome = found[0]
        won += outcome.win_chance * (outcome.schneider_chance if schneider else 1.0)
        searched += 1
    return won / searched * (1.0 - budget.win_discount)


__all__ = ["BASE_VALUES", "Budget", "calibrated", "won_and_lost", "Evaluation", "NodeBudget",
           "Outcome", "Plan", "best_push",
           "best_pushes", "candidate_games", "NULL_PLAUSIBLE", "declarer_win_chance", "evaluate_bidding",
           "evaluate_hand_games", "evaluate_with_skat", "list_value", "null_danger",
           "push_score", "quick_strength", "schwarz_without_search"]
