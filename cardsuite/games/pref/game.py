"""One deal of Preference (PrefClub, DOS 1993) as a state machine over explicit actions.

Phases: bidding → [discarding → declaring (not after Miser) → whisting (not
after Miser, 6♠ or a 10-trick contract) → opening (a lone whister only)] →
playing → finished.  ALL PASS goes from bidding straight to playing; a
contract both defenders pass goes from whisting straight to finished.  Each
phase knows whose turn it is and which actions are legal; :meth:`Deal.apply`
refuses anything else with :class:`IllegalAction` and leaves the deal as it
was.  :meth:`Deal.observation` gives what one seat may know — the bots get
nothing else.  The specification is ``rules/prefclub.md`` with the 1993
manual (``seeds/001``) behind it; the card rules are in :mod:`.rules`, bids
and contracts in :mod:`.contract`.

**Seats** are 0, 1, 2 clockwise: seat ``s + 1`` sits to the left of seat
``s`` (the club's player is seat 0).  With dealer ``d`` the order of speaking
is **forehand** ``d + 1`` (left of the dealer), **middlehand** ``d + 2``,
**rearhand** ``d`` (the dealer) — :meth:`Deal.seats_in_order`.  Forehand bids
first and leads the first trick whatever the contract; every turn passes to
the left (``seat + 1``), in the bidding (skipping who has passed) as in the
play; the winner of a trick leads the next.

**Controllers.**  A seat's cards are normally played by the seat itself.  A
lone whister plays **both** defending hands (``rules/prefclub.md``, "Whist"):
from the start of the play the passing defender's cards are played by the
whister.  :meth:`Deal.controller` says who plays a seat's cards;
:attr:`Deal.turn` is the seat whose cards (or whose word) the rules ask for
next and :attr:`Deal.to_move` the seat that must act — the controller of
``turn``.  So a bot or a human is asked whenever ``to_move`` is his seat,
and in play ``turn`` tells him from which hand (``Observation.turn``).  The
history records every action with ``turn``, i.e. the seat whose card it was.

Decisions where the specification leaves room:

- **Dealing**: the 32 cards are shuffled from the deal number
  (:func:`cardsuite.engine.rng.seeded_shuffle` of :func:`.rules.deck`);
  forehand gets the first ten, middlehand the next, the dealer the next, the
  last two are the widow (in that order: the first is the one turned up in
  ALL PASS's first trick).  The manual's "angefangen beim Geber" is read as
  going round from the dealer, the first card to his left.
- **Bids** are :class:`Bid` of a :class:`~.contract.Contract`: any bid from
  the minimum level up that is higher than the highest so far (jumps are
  allowed: Preference players jump, and PrefClub's bidding box offers every
  bid).  ``minimum_level`` (6, 7 or 8: 7 and 8 after ALL PASS deals, given by
  the caller) is the lowest level that may be named; the ALL PASS of a deal
  is played at that level.
- **"Dabei" (holding)**: once a player has passed (or a beaten Miser has left
  the bidding), the two left bid against each other, and the one **earlier in
  the order of speaking** (forehand before middlehand before the dealer) may
  *hold* the highest bid of the other: ``Bid(c)`` with ``c`` equal to the
  highest bid.  The other must then bid higher or pass.  While all three are
  still in, every bid must be higher — "after a pass the next player
  continues against the third (dabei …)" introduces holding only for the
  two-handed part of the bidding.  A Miser cannot be held (it would not be
  the holder's first bid).
- **Miser** may only be a player's first bid, and only over bids below it
  (it ranks between 8NT and 9♠).  After a Miser only bids of 9 or more are
  higher.  A bid of 9 or more over a standing Miser **takes the Miser player
  out of the bidding at once**, as if he had passed (he "may bid no more";
  he is in ``passed``, no action of his is recorded).  A Miser that stands
  is the contract: after discarding there is no :class:`Declare`.
- **The end of the bidding**: when two players are out, the third is the
  declarer with his last bid (if nobody had bid, the last one asked may still
  open — with the minimum, say — and is declarer at once).  If all three pass
  without a bid, the deal is **ALL PASS**.
- **The widow is turned up for all to see** when the declarer takes it (the
  Sochi custom; the manual only says he takes it): ``Observation.widow`` is
  public from then on.  His discard (:class:`Discard`, any two of his twelve
  cards, widow cards included) is known to him alone; the others see
  :class:`Discarded` in the history.
- **The final contract** (:class:`Declare`) is any bid not lower than the
  declarer's last bid (a held bid counts as his), never a Miser he did not
  bid.
- **Whist**: each defender in the order of speaking says :class:`Whist` or
  :class:`PassWhist`.  A final contract of **6♠ forces both to whist**: the
  phase is skipped, both count as whisters (no action recorded) — unless the
  table plays without Stalingrad (``Deal.table_rules``, :mod:`.table_rules`):
  then 6♠ is whisted or passed like any contract.  A
  **10-trick contract has no whist**: the phase is skipped, nobody whists,
  each defender plays his own hand closed — or, at a table that does not
  check the 10 (``ten_checked`` off), it stands unplayed at once.  **No whist
  after Miser.**
- **Half-whist** (a table with ``half_whist``, :mod:`.table_rules`): against
  6 or 7 (not 6♠ with Stalingrad), when the first defender has passed, the
  second may say :class:`HalfWhist` besides Whist and Pass.  Then the first
  defender speaks again: :class:`Whist` takes his pass back (he whists
  alone, the half-whister counts as passing, the deal goes on to OPENING),
  :class:`PassWhist` lets the half-whist stand: the deal ends unplayed, the
  outcome a standing contract with ``half_whister`` (the ledger writes the
  declarer's bullet and the half-whister's whists).  :attr:`Deal.half_whister`
  (and the observation's) names the half-whister while it stands.
- **Open or closed**: with exactly one whister, he chooses :class:`PlayOpen`
  or :class:`PlayClosed` right after the whisting (phase OPENING), before any
  card is played.  Either way he plays both defending hands and sees his
  partner's cards from the start of the play.  Open, both defending hands are
  shown to everybody; against Miser they are always open; with two whisters,
  6♠, 10 tricks (nobody whists) and ALL PASS they stay closed, each defender
  playing his own.  Shown cards are turned up **before the defence's first
  card** (the manual: "bevor die Gegner des ANSAGERS ihren ersten Spielzug
  machen"): if the declarer leads the first trick, he plays that card before
  he sees them.
- **A contract both defenders pass ends the deal at once**, unplayed
  (``rules/prefclub.md``: "Nobody whists (both pass): declarer scores
  BULLET += v, nothing else"): the phase goes from WHISTING to FINISHED, no
  card is played (:attr:`Deal.tricks` stays empty, the hands keep their
  cards, nobody's hand is shown), and the outcome is the ledger's
  ``PlayedContract.standing(declarer, contract, defenders)``: whists
  (False, False), the tricks recorded as the declarer's level and the rest
  to the first defender (:attr:`ContractResult.stands` is true).  This only
  happens below 10 tricks: a 10-trick contract has no whist and is played.
- **Every other deal is played out to ten tricks** — a 10-trick contract
  nobody may whist, and a Miser on after its first trick.  Simplest, and what
  the 1993 program's score box ("the tricks taken per round") suggests.
- **ALL PASS**: no trumps, each plays his own hand, nobody opens.  In the
  first two tricks a widow card is turned up to lead (:func:`.rules.widow_legal`,
  :func:`.rules.widow_trick_winner` give the exact rule); the first trick
  begins with forehand, the second with the winner of the first (the
  manual's "the winner of each round begins the next"; a Sochi table would
  start both with forehand), and from the third trick on the winner leads
  as usual.  A widow trick is recorded with its widow card
  (:attr:`Trick.widow`) and its three played cards.
- **Outcome** (:meth:`Deal.outcome`, once finished): a :class:`ContractResult`,
  :class:`MiserResult` or :class:`AllPassResult` with the fields of the
  ledger's ``PlayedContract`` (``open_cards`` included), ``MiserOutcome`` and
  ``AllPassOutcome`` plus ``kind`` ("contract", "miser", "allpass");
  ``tricks`` are indexed by seat (for a contract that stands, the ledger's
  record above, not tricks played); ``as_dict()`` gives the fields by name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from itertools import combinations

from cardsuite.engine.cards import Card, Suit
from cardsuite.engine.rng import seeded_shuffle
from cardsuite.engine.tricks import IllegalAction, Trick
from cardsuite.games.pref import rules
from cardsuite.games.pref.contract import BEATS_MISER, LEVELS, Contract, all_bids
from cardsuite.games.pref.ledger import PlayedContract
from cardsuite.games.pref.rules import HAND_SIZE, PLAYERS, TRICKS, WIDOW_SIZE, WIDOW_TRICKS
from cardsuite.games.pref.table_rules import MANUAL, TableRules

#: The minimum levels a deal may start from (7 and 8 after ALL PASS deals).
MINIMUM_LEVELS: tuple[int, ...] = (6, 7, 8)
#: The lowest contract: as final contract it forces both defenders to whist.
SIX_SPADES = Contract(6, Suit.SPADES)
#: The level without whist (the defenders just play).
NO_WHIST_LEVEL = LEVELS[-1]


class Phase(Enum):
    BIDDING = "bidding"
    DISCARDING = "discarding"  # the declarer holds 12 cards and lays 2 away
    DECLARING = "declaring"  # he names the final contract
    WHISTING = "whisting"  # the defenders, in the order of speaking, whist or pass
    OPENING = "opening"  # a lone whister chooses open or closed play
    PLAYING = "playing"
    FINISHED = "finished"


# --- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Bid:
    """Name ``contract``: higher than the highest bid, or the same to hold it ("dabei")."""

    contract: Contract


@dataclass(frozen=True)
class Pass:
    """Leave the bidding (Passen); all three at once: ALL PASS."""


@dataclass(frozen=True)
class Discard:
    """The declarer lays these two cards away (any order, a tuple or a list; the deal
    records them as a tuple in display order)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Discarded:
    """What the others learn of a discard: two cards were laid away, not which."""


@dataclass(frozen=True)
class Declare:
    """The declarer names the final contract (Schlußgebot), not lower than his last bid."""

    contract: Contract


@dataclass(frozen=True)
class Whist:
    """A defender undertakes the defence's quota."""


@dataclass(frozen=True)
class PassWhist:
    """A defender does not whist."""


@dataclass(frozen=True)
class HalfWhist:
    """The second defender, after the first passed 6 or 7: whists for half the quota, unplayed."""


@dataclass(frozen=True)
class PlayOpen:
    """The lone whister plays with both defending hands face up."""


@dataclass(frozen=True)
class PlayClosed:
    """The lone whister plays both defending hands without showing them."""


@dataclass(frozen=True)
class Play:
    card: Card


Action = (Bid | Pass | Discard | Discarded | Declare | Whist | PassWhist | HalfWhist
          | PlayOpen | PlayClosed | Play)


# --- the outcome ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ContractResult:
    """A played trick contract: the ledger's ``PlayedContract`` and ``kind``."""

    declarer: int
    contract: Contract
    #: The two defenders in the order of speaking.
    defenders: tuple[int, int]
    #: Whether each defender (same order) whisted; 6♠ (True, True), 10 tricks (False, False).
    whists: tuple[bool, bool]
    #: Tricks taken, indexed by seat.
    tricks: tuple[int, int, int]
    #: A lone whister chose open play (the ledger's ``open_cards``).
    open_cards: bool = False
    #: The half-whister of a contract that stands on a half-whist (the ledger's).
    half_whister: int | None = None
    #: A 10 the table does not check: it stands unplayed (the ledger's).
    unchecked: bool = False
    kind: str = field(default="contract", init=False)

    @property
    def stands(self) -> bool:
        """Both defenders passed a contract below 10 (or the second half-whisted), or a 10
        goes unchecked: it stands, unplayed."""
        return not any(self.whists) and (self.contract.level != NO_WHIST_LEVEL
                                         or self.unchecked)

    def as_dict(self) -> dict:
        return _fields_of(self)


@dataclass(frozen=True)
class MiserResult:
    """A played Miser: the ledger's ``MiserOutcome`` and ``kind``."""

    declarer: int
    tricks_taken: int
    kind: str = field(default="miser", init=False)

    def as_dict(self) -> dict:
        return _fields_of(self)


@dataclass(frozen=True)
class AllPassResult:
    """A played ALL PASS: the ledger's ``AllPassOutcome`` and ``kind``."""

    #: The deal's minimum level (6, 7 or 8).
    level: int
    #: Tricks taken, indexed by seat.
    tricks: tuple[int, int, int]
    kind: str = field(default="allpass", init=False)

    def as_dict(self) -> dict:
        return _fields_of(self)


Outcome = ContractResult | MiserResult | AllPassResult


def _fields_of(result: Outcome) -> dict:
    """The result's fields by name, values as they are (the contract stays a Contract)."""
    return {f.name: getattr(result, f.name) for f in fields(result)}


# --- what a seat sees ------------------------------------------------------------------------


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own cards and everything said, shown and played openly."""

    seat: int
    phase: Phase
    #: The seat that must act now (the controller of ``turn``); None when finished.
    to_move: int | None
    #: The seat whose word or cards the rules ask for next (in play: whose hand plays).
    turn: int | None
    dealer: int
    minimum_level: int
    #: The seat's own cards in display order (12 while the declarer discards).
    hand: tuple[Card, ...]
    #: Per seat, the cards this seat can see in that hand (its own; a lone whister his
    #: partner's; open hands), None where hidden.
    hands: tuple[tuple[Card, ...] | None, ...]
    #: Actions in order with the seat whose turn it was; another seat's Discard shows as
    #: Discarded().
    history: tuple[tuple[int, Action], ...]
    #: Each seat's last bid (None: no bid yet).
    bids: tuple[Contract | None, ...]
    high_bid: Contract | None
    high_bidder: int | None
    #: Seats out of the bidding (passed, or a beaten Miser), in the order they left.
    passed: tuple[int, ...]
    declarer: int | None
    contract: Contract | None
    all_pass: bool
    trump: Suit | None
    #: The widow, public once the declarer takes it; in ALL PASS the cards turned up so far.
    widow: tuple[Card, ...]
    #: The declarer's discard: known to him only (empty for everyone else).
    discard: tuple[Card, ...]
    #: The defenders in the order of speaking (empty before the contract / in ALL PASS).
    defenders: tuple[int, ...]
    #: Per defender (same order): True whist, False pass, None not said yet (Miser and
    #: 10 tricks: both False; 6♠: both True).
    whists: tuple[bool | None, ...]
    #: The second defender's half-whist while it stands (the first may still whist).
    half_whister: int | None
    #: Open play (None: not decided yet or no such choice).
    open_play: bool | None
    #: Per seat, the seat that plays its cards.
    controllers: tuple[int, ...]
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick: tuple[Card, ...]
    #: The turned-up widow card leading the current trick (ALL PASS, tricks 1 and 2).
    trick_widow: Card | None
    #: Tricks taken per seat.
    tricks_taken: tuple[int, ...]
    outcome: Outcome | None
    #: The legal actions if this seat is to move, else empty.
    legal: tuple[Action, ...]
    #: The table's rules (public: they were agreed before the game).
    table_rules: TableRules = MANUAL


# --- the deal --------------------------------------------------------------------------------


@dataclass(eq=False)
class Deal:
    """One deal: ``number`` fixes the cards, ``dealer`` deals, ``minimum_level`` is the
    lowest bid (6, or 7 / 8 after ALL PASS deals).

    Deals compare by identity: two deals of one number differ by what was played.
    ``cards`` (the 32 cards in dealing order) replaces the shuffle, for tests
    and for replaying a deal given card by card.
    """

    number: int
    dealer: int
    minimum_level: int = 6
    cards: Sequence[Card] | None = field(default=None, repr=False)
    #: The table's rules (:mod:`.table_rules`); the deal reads ``stalingrad``.
    table_rules: TableRules = MANUAL

    def __post_init__(self) -> None:
        if not isinstance(self.table_rules, TableRules):
            raise ValueError(f"the table's rules are TableRules, not {self.table_rules!r}")
        if isinstance(self.dealer, bool) or self.dealer not in range(PLAYERS):
            raise ValueError(f"the dealer is a seat 0 … {PLAYERS - 1}, not {self.dealer!r}")
        if isinstance(self.minimum_level, bool) or self.minimum_level not in MINIMUM_LEVELS:
            raise ValueError(f"the minimum level is 6, 7 or 8, not {self.minimum_level!r}")
        full = rules.deck()
        if self.cards is None:
            order = seeded_shuffle(full, self.number)
        else:
            order = list(self.cards)
            if Counter(order) != Counter(full) or len(order) != len(full):
                raise ValueError("a Preference deal needs the 32 cards, 7 to ace, each once")
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i, seat in enumerate(self.seats_in_order()):
            self.hands[seat] = rules.sort_hand(order[HAND_SIZE * i:HAND_SIZE * (i + 1)])
        #: The widow in dealing order (the first card leads ALL PASS's first trick).
        self.widow: tuple[Card, ...] = tuple(order[PLAYERS * HAND_SIZE:])
        self.phase = Phase.BIDDING
        self.history: list[tuple[int, Action]] = []
        self.bids: list[Contract | None] = [None] * PLAYERS
        self.high_bid: Contract | None = None
        self.high_bidder: int | None = None
        self.passed: list[int] = []
        self._spoken: set[int] = set()  # seats that have named a bid
        self._miser_bidder: int | None = None
        self._speaker = self.forehand
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.all_pass = False
        self.widow_taken = False
        self.discard: tuple[Card, ...] = ()
        self.defenders: tuple[int, ...] = ()
        self.whists: list[bool | None] = []
        self.half_whister: int | None = None
        self.open_play: bool | None = None
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        self.trick_leader = self.forehand
        self._outcome: Outcome | None = None

    # --- seats ----------------------------------------------------------------------

    @property
    def forehand(self) -> int:
        """The seat left of the dealer: speaks first and leads the first trick."""
        return (self.dealer + 1) % PLAYERS

    @property
    def middlehand(self) -> int:
        return (self.dealer + 2) % PLAYERS

    @property
    def rearhand(self) -> int:
        """The dealer."""
        return self.dealer

    def seats_in_order(self) -> tuple[int, int, int]:
        """Forehand, middlehand, the dealer: the order of dealing, speaking and whisting."""
        return (self.forehand, self.middlehand, self.rearhand)

    def position(self, seat: int) -> int:
        """The seat's place in the order of speaking: forehand 0, middlehand 1, dealer 2."""
        return (seat - self.dealer - 1) % PLAYERS

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.trump

    @property
    def whisters(self) -> tuple[int, ...]:
        """The defenders who whist (or were forced to), in the order of speaking."""
        return tuple(d for d, w in zip(self.defenders, self.whists, strict=False) if w)

    @property
    def lone_whister(self) -> int | None:
        """The whister who plays both defending hands (one whist, one pass), else None."""
        if len(self.whists) != 2 or None in self.whists or sum(self.whists) != 1:
            return None
        return self.whisters[0]

    def controller(self, seat: int) -> int:
        """The seat that plays ``seat``'s cards: the lone whister for his partner, else itself."""
        whister = self.lone_whister
        if whister is not None and seat in self.defenders and seat != whister:
            return whister
        return seat

    # --- whose turn, what is legal ----------------------------------------------------

    @property
    def turn(self) -> int | None:
        """The seat whose word or cards the rules ask for next (None when finished)."""
        if self.phase is Phase.BIDDING:
            return self._speaker
        if self.phase in (Phase.DISCARDING, Phase.DECLARING):
            return self.declarer
        if self.phase is Phase.WHISTING:
            return self.defenders[self.whists.index(None)]
        if self.phase is Phase.OPENING:
            return self.lone_whister
        if self.phase is Phase.PLAYING:
            return (self.trick_leader + len(self.trick)) % PLAYERS
        return None

    @property
    def to_move(self) -> int | None:
        """The seat that must act now: the controller of :attr:`turn`."""
        seat = self.turn
        if seat is None or self.phase is not Phase.PLAYING:
            return seat
        return self.controller(seat)

    @property
    def trick_widow(self) -> Card | None:
        """The widow card leading the current trick (ALL PASS, the first two tricks)."""
        if self.all_pass and self.phase is Phase.PLAYING and len(self.tricks) < WIDOW_TRICKS:
            return self.widow[len(self.tricks)]
        return None

    def can_hold(self, seat: int) -> bool:
        """Whether ``seat`` may hold ("dabei") the highest bid (see the module docstring)."""
        return (self.phase is Phase.BIDDING and self.high_bid is not None
                and not self.high_bid.miser and bool(self.passed)
                and self.high_bidder != seat
                and self.position(seat) < self.position(self.high_bidder))

    def legal_bids(self) -> list[Contract]:
        """The contracts the seat to speak may bid, lowest first (a hold first of all)."""
        seat = self._speaker
        candidates = all_bids(self.minimum_level)
        if seat not in self._spoken:
            candidates = sorted([*candidates, Contract.miser_bid()])
        higher = [c for c in candidates if self.high_bid is None or c > self.high_bid]
        return ([self.high_bid] if self.can_hold(seat) else []) + higher

    def legal_contracts(self) -> list[Contract]:
        """The final contracts the declarer may name: every bid not lower than his last."""
        last = self.bids[self.declarer]
        return [c for c in all_bids(self.minimum_level) if c >= last]

    def _playable(self) -> list[Card]:
        seat = self.turn
        widow = self.trick_widow
        if widow is not None:
            return rules.widow_legal(self.hands[seat], self.trick, widow)
        return rules.legal_cards(self.hands[seat], self.trick, self.trump)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now (discards: each pair of cards once)."""
        if self.phase is Phase.BIDDING:
            return [*(Bid(c) for c in self.legal_bids()), Pass()]
        if self.phase is Phase.DISCARDING:
            return [Discard(pair) for pair in combinations(self.hands[self.declarer], 2)]
        if self.phase is Phase.DECLARING:
            return [Declare(c) for c in self.legal_contracts()]
        if self.phase is Phase.WHISTING:
            if self.whists == [False, None] and self.table_rules.half_whist_allowed(
                    self.contract.level, self.contract.strain is Suit.SPADES):
                return [Whist(), HalfWhist(), PassWhist()]
            return [Whist(), PassWhist()]
        if self.phase is Phase.OPENING:
            return [PlayOpen(), PlayClosed()]
        if self.phase is Phase.PLAYING:
            return [Play(card) for card in self._playable()]
        return []

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` may be taken now (a discard in any order of its two cards)."""
        if self.phase is Phase.DISCARDING:
            if not isinstance(action, Discard) or not isinstance(action.cards, tuple | list) \
                    or len(action.cards) != WIDOW_SIZE \
                    or not all(isinstance(card, Card) for card in action.cards):
                return False
            return len(set(action.cards)) == WIDOW_SIZE \
                and all(card in self.hands[self.declarer] for card in action.cards)
        if self.phase is Phase.PLAYING:
            return isinstance(action, Play) and isinstance(action.card, Card) \
                and action.card in self._playable()
        if not isinstance(action, Bid | Pass | Declare | Whist | PassWhist | HalfWhist
                          | PlayOpen | PlayClosed):
            return False
        return action in self.legal_actions()

    # --- applying actions -------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the seat to move; IllegalAction if it is not allowed."""
        if not self.is_legal(action):
            raise IllegalAction(f"{action} is not allowed now ({self.phase.value}, "
                                f"seat {self.to_move} to move)")
        seat = self.turn
        if isinstance(action, Discard):
            hand = self.hands[seat]
            action = Discard(tuple(sorted(action.cards, key=hand.index)))
        self.history.append((seat, action))
        if self.phase is Phase.BIDDING:
            self._bidding(seat, action)
        elif self.phase is Phase.DISCARDING:
            self._discard(seat, action.cards)
        elif self.phase is Phase.DECLARING:
            self._declare(action.contract)
        elif self.phase is Phase.WHISTING:
            if isinstance(action, HalfWhist):  # the first defender speaks again
                self.half_whister = seat
                self.whists = [None, False]
                return
            if self.half_whister is not None and isinstance(action, Whist):
                self.half_whister = None  # the first defender takes his pass back
            self.whists[self.whists.index(None)] = isinstance(action, Whist)
            if None not in self.whists:
                if not any(self.whists):
                    self._stand()
                else:
                    self.phase = Phase.OPENING if self.lone_whister is not None \
                        else Phase.PLAYING
        elif self.phase is Phase.OPENING:
            self.open_play = isinstance(action, PlayOpen)
            self.phase = Phase.PLAYING
        else:
            self._play(seat, action.card)

    def _active(self) -> list[int]:
        return [s for s in self.seats_in_order() if s not in self.passed]

    def _next_active(self, seat: int) -> int:
        for step in range(1, PLAYERS + 1):
            other = (seat + step) % PLAYERS
            if other not in self.passed:
                return other
        raise AssertionError("nobody is left in the bidding")

    def _bidding(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            bid = action.contract
            self.bids[seat] = bid
            self.high_bid, self.high_bidder = bid, seat
            self._spoken.add(seat)
            if bid.miser:
                self._miser_bidder = seat
            elif (self._miser_bidder is not None and self._miser_bidder not in self.passed
                  and bid.level >= BEATS_MISER):
                self.passed.append(self._miser_bidder)  # beaten: he may bid no more
        else:
            self.passed.append(seat)
        active = self._active()
        if not active:
            self._start_all_pass()
        elif len(active) == 1 and self.high_bid is not None:
            self._won_bidding(active[0])
        else:
            self._speaker = self._next_active(seat)

    def _start_all_pass(self) -> None:
        self.all_pass = True
        self._start_play()

    def _won_bidding(self, declarer: int) -> None:
        self.declarer = declarer
        self.defenders = tuple(s for s in self.seats_in_order() if s != declarer)
        self.widow_taken = True
        self.hands[declarer] = rules.sort_hand(self.hands[declarer] + list(self.widow))
        if self.high_bid.miser:
            self.contract = self.high_bid  # a Miser that stands cannot be changed
        self.phase = Phase.DISCARDING

    def _discard(self, seat: int, cards: tuple[Card, ...]) -> None:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.discard = cards
        if self.contract is not None:  # Miser: no declaring, no whist, open defence
            self.whists = [False, False]
            self.open_play = True
            self._start_play()
        else:
            self.phase = Phase.DECLARING

    def _declare(self, contract: Contract) -> None:
        self.contract = contract
        for seat in range(PLAYERS):
            self.hands[seat] = rules.sort_hand(self.hands[seat], contract.trump)
        if contract == SIX_SPADES and self.table_rules.stalingrad:
            self.whists = [True, True]
            self._start_play()
        elif contract.level == NO_WHIST_LEVEL:
            self.whists = [False, False]
            if self.table_rules.ten_checked:
                self._start_play()
            else:
                self._stand()
        else:
            self.whists = [None, None]
            self.phase = Phase.WHISTING

    def _start_play(self) -> None:
        self.phase = Phase.PLAYING
        self.trick_leader = self.forehand
        self.trick = []

    def _play(self, seat: int, card: Card) -> None:
        widow = self.trick_widow
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < PLAYERS:
            return
        if widow is not None:
            index = rules.widow_trick_winner(self.trick, widow)
        else:
            index = rules.trick_winner(self.trick, self.trump)
        winner = (self.trick_leader + index) % PLAYERS
        self.tricks.append(Trick(self.trick_leader, tuple(self.trick), winner, widow))
        self.trick = []
        self.trick_leader = winner
        if len(self.tricks) == TRICKS:
            self._finish()

    # --- the end ----------------------------------------------------------------------

    def tricks_won(self, seat: int) -> int:
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def tricks_taken(self) -> tuple[int, int, int]:
        """Tricks taken so far, per seat."""
        return tuple(self.tricks_won(seat) for seat in range(PLAYERS))

    def _stand(self) -> None:
        """Both defenders passed: the contract stands without play (see the docstring)."""
        self.phase = Phase.FINISHED
        standing = PlayedContract.standing(self.declarer, self.contract, tuple(self.defenders),
                                           self.half_whister)
        self._outcome = ContractResult(self.declarer, self.contract, standing.defenders,
                                       standing.whists, standing.tricks, standing.open_cards,
                                       standing.half_whister, standing.unchecked)

    def _finish(self) -> None:
        self.phase = Phase.FINISHED
        tricks = self.tricks_taken()
        if self.all_pass:
            self._outcome = AllPassResult(self.minimum_level, tricks)
        elif self.contract.miser:
            self._outcome = MiserResult(self.declarer, tricks[self.declarer])
        else:
            self._outcome = ContractResult(self.declarer, self.contract, tuple(self.defenders),
                                           tuple(self.whists), tricks, bool(self.open_play))

    @property
    def is_finished(self) -> bool:
        return self.phase is Phase.FINISHED

    def outcome(self) -> Outcome | None:
        """What the ledger needs of the finished deal (None while it is being played)."""
        return self._outcome

    def card_locations(self) -> Counter[Card]:
        """Every card once: in the hands, the widow (untaken), the discard, the trick, the
        tricks (widow cards of ALL PASS tricks included).  Always the 32 cards."""
        cards: Counter[Card] = Counter()
        for hand in self.hands:
            cards.update(hand)
        cards.update(self.trick)
        for trick in self.tricks:
            cards.update(trick.cards)
        cards.update(self.discard)
        if not self.widow_taken:
            cards.update(self.widow)
        return cards

    # --- what a seat may see ------------------------------------------------------------

    def defence_shown(self) -> bool:
        """Whether open defending hands are face up yet: from the defence's first card on."""
        if self.phase is Phase.FINISHED:
            return True
        if self.phase is not Phase.PLAYING:
            return False
        return bool(self.tricks or self.trick) or self.turn != self.declarer

    def sees_hand(self, viewer: int, seat: int) -> bool:
        """Whether ``viewer`` may see ``seat``'s cards now."""
        if viewer == seat:
            return True
        if self.phase not in (Phase.PLAYING, Phase.FINISHED) or seat not in self.defenders:
            return False
        if self.controller(seat) == viewer:
            return True  # the lone whister holds his partner's cards
        return bool(self.open_play) and self.defence_shown()

    def public_widow(self) -> tuple[Card, ...]:
        """The widow cards everybody has seen: both once taken, in ALL PASS those turned up."""
        if self.widow_taken:
            return self.widow
        if self.all_pass:
            shown = len(self.tricks) + (1 if self.phase is Phase.PLAYING else 0)
            return self.widow[:min(shown, WIDOW_SIZE)]
        return ()

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now, and nothing else."""
        is_declarer = seat == self.declarer
        history = tuple((s, Discarded()) if isinstance(a, Discard) and s != seat else (s, a)
                        for s, a in self.history)
        return Observation(
            seat=seat, phase=self.phase, to_move=self.to_move, turn=self.turn,
            dealer=self.dealer, minimum_level=self.minimum_level,
            hand=tuple(self.hands[seat]),
            hands=tuple(tuple(self.hands[s]) if self.sees_hand(seat, s) else None
                        for s in range(PLAYERS)),
            history=history, bids=tuple(self.bids), high_bid=self.high_bid,
            high_bidder=self.high_bidder, passed=tuple(self.passed), declarer=self.declarer,
            contract=self.contract, all_pass=self.all_pass, trump=self.trump,
            widow=self.public_widow(), discard=self.discard if is_declarer else (),
            defenders=self.defenders, whists=tuple(self.whists),
            half_whister=self.half_whister, open_play=self.open_play,
            controllers=tuple(self.controller(s) for s in range(PLAYERS)),
            tricks=tuple(self.tricks),
            trick_leader=self.trick_leader if self.phase is Phase.PLAYING else None,
            trick=tuple(self.trick), trick_widow=self.trick_widow,
            tricks_taken=self.tricks_taken(), outcome=self._outcome,
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
            table_rules=self.table_rules)


def replay(number: int, dealer: int, actions: Sequence[Action], minimum_level: int = 6,
           cards: Sequence[Card] | None = None, table_rules: TableRules = MANUAL) -> Deal:
    """The deal ``number`` with ``dealer`` after ``actions``; IllegalAction if one does not fit."""
    deal = Deal(number, dealer, minimum_level, cards, table_rules)
    for action in actions:
        deal.apply(action)
    return deal
