"""One deal of Binokel as a state machine over explicit actions.

Phases: bidding → pressing (the solo player has taken up the Dabb) → naming
trump → melding (or going out) → [declaring, with the option "meld by hand"]
→ playing → finished.  Each phase knows whose
turn it is and which actions are legal; :meth:`Deal.apply` refuses anything
else with :class:`IllegalAction` and leaves the deal as it was.
:meth:`Deal.observation` gives what one seat may know — the bots get nothing
else.

Seats and their order (``rules/binokel.md`` "Cards and table" and the 1992
manual, chapters 2 and 3.3): seat 0 is the player, seat 1 **Jim** on his
right, seat 2 **Cathy** on his left.  Hinterhand is the dealer, Mittelhand
sits to his right and Vorhand to his left, so with dealer ``d`` Mittelhand is
seat ``d + 1`` and Vorhand ``d + 2`` (mod 3).  In the manual's first game the
player deals: Jim is Mittelhand and bids first against Cathy, then the player
bids, and in play Mittelhand, Vorhand, Hinterhand follow each other — the
same order ``seat + 1`` as the bidding and every trick.

Decisions where the specification leaves room:

- **Dealing**: the 40 cards are shuffled from the deal number
  (:func:`cardsuite.engine.rng.seeded_shuffle` of :func:`.rules.deck`);
  Mittelhand gets the first twelve, Vorhand the next, Hinterhand the next,
  the last four are the Dabb.  Hands are kept in display order
  (:func:`.rules.sort_hand`).
- **Bids go up one step at a time**: a bid is always the next number (150 to
  open, then the highest bid + 10), exactly what the 1992 program's two-part
  field offers the player ("the next number, or weg").  A jump would say
  nothing the steps cannot, and it keeps :meth:`Deal.legal_actions` finite and
  the same for every seat.
- **Bidding order**: Mittelhand speaks first, to Vorhand; they alternate
  until one says "weg" (:class:`Pass`).  Then Hinterhand speaks to the
  survivor, Hinterhand first.  The highest bid is always the survivor's own.
  If Mittelhand passes at once and Hinterhand passes too without a bid,
  Vorhand, who has not spoken yet, may still open with 150.
- **Everybody passes without a bid: the cards are thrown in and dealt again**
  (the deal ends unscored with ``redeal`` set; the session deals a new number
  with the *same* dealer, so that each seat still deals every third game).
  Neither the manual (Mittelhand "names a number ≥ 150") nor the
  specification says what happens; throwing in is what Swabian tables do and
  is fairer than forcing Hinterhand to play at 150.
- **The Dabb** is turned up for all to see as soon as the bidding is won and
  goes straight into the solo player's hand (the 1992 program shows it until a
  key is pressed — the board does that, it is no action here).  The solo
  player then presses (drückt) any four of his sixteen cards; which four only
  he knows, but their *points* are public, as the 1992 program added them to
  his trick-points box at once (``Observation.pressed_points``).
- **Trump is named after pressing**, then the solo player either melds
  (:class:`Meld`, which also starts the play) or goes out (:class:`GoOut`,
  Abgehen: the deal ends and is scored by :func:`.scoring.score_abgehen`).
- **Melds are filled in** (by default): every seat's melds are the best ones
  of its twelve cards for the trump (:func:`.melds.find_melds`) and become
  public, cards and all, when the solo player melds (``Meld()``) or goes out
  (the 1992 program shows the others' melds before the first card).  The
  opponents have nothing to confirm.  A seat that goes out shows no melds.
- **Meld by hand** (``Options.meld_by_hand``, the 1992 way): every seat
  declares its melds as the meld screen's buttons
  (:class:`.melds.Declaration`).  The solo player's :class:`Meld` carries his
  declaration (``Meld(declaration=...)``; a ``Meld()`` without one is illegal
  with the option on, and one with a declaration is illegal with it off).
  Then the phase **DECLARING** lets the two opponents declare in seat order
  (Mittelhand first, the solo player skipped) with :class:`Declare`, and the
  play begins as always (Mittelhand leads).  When the solo player goes out
  (:class:`GoOut`) the opponents still declare in the DECLARING phase, and
  the deal ends, scored by :func:`.scoring.score_abgehen`, after the second
  declaration: their declared melds + 40 (or 30).
- **Checking a declaration**: the table checks each declaration as it is
  made (:func:`.melds.check_declaration`); ``Deal.wrong_declaration`` (and the
  observation's) tells per seat who declared wrongly — public, as the 1992
  program announced it.  A right declaration's melds are shown as the
  declared :class:`.melds.Meld` objects (``Deal.melds``, public at once, as
  the declaration itself is in the history); a wrong one shows no melds and
  is worth 0.  A wrong declaration of the solo player loses him the game
  (``score_deal(..., forfeit=True)``), which is still played out so that the
  opponents score their tricks; an opponent's wrong declaration makes his
  melds 0.  ``Deal.meld_points`` is set, as without the option, once every
  seat's melds are known (after the last declaration).
- **Legal declarations**: :meth:`Deal.legal_actions` cannot list every
  declaration, so while melding or declaring by hand it lists the best one —
  the filled-in meld screen (:func:`.melds.best_declaration`) — and, for
  the solo player, GoOut; :meth:`Deal.is_legal` accepts any
  :class:`~.melds.Declaration` (every Declaration value is well-formed: its
  constructor refuses what the meld screen cannot show).  Declaring less
  than one holds is legal and right; declaring more is legal and wrong.
- **Play**: Mittelhand leads the first trick, whoever is solo; then the
  winner of a trick leads.  All twelve tricks are played (no early end).
- **The 48-card game with sevens** (``Options.sevens``): the same phases
  with the sizes of :mod:`.rules` asked with the deal's options — 48 cards
  (:func:`.rules.deck`), fifteen to each seat (Mittelhand the first fifteen
  of the shuffle, then Vorhand, then Hinterhand), the last three the Dabb;
  the solo player holds eighteen and presses exactly three (as many as the
  Dabb holds: seeds/004, "the same number of cards"); fifteen tricks.  The
  deal's own ``cards`` must then be the 48.  The melds include the Diß (the
  trump sevens, :mod:`.melds`), filled in or declared like the others.
  :attr:`Deal.hand_size`, :attr:`Deal.dabb_size` and :attr:`Deal.trick_count`
  say the sizes of a deal.
- **Durch and Bettel** (``Options.durch_bettel``, :mod:`.scoring`): in the
  phase TRUMP the solo player may, instead of :class:`NameTrump`,
  :class:`Announce` ``"durch"``, ``"open-durch"`` or ``"bettel"`` when its
  value is at least his bid.  Then there is no trump and no meld (nobody
  melds, nobody goes out): the play begins at once, the solo player leading
  a Durch, Mittelhand a Bettel.  An open Durch shows the solo player's cards
  to everybody (``Observation.open_hand``) from then on.  The deal ends at
  the first trick that decides it (:attr:`Deal.special_lost`) or after the
  last, and is scored by :func:`.scoring.score_special`.
- The deal's cards are plain :class:`~cardsuite.engine.cards.Card` values;
  the two copies of a card are equal, so a hand may hold a card twice and an
  action names a card by its value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.engine.rng import seeded_shuffle
from cardsuite.engine.tricks import IllegalAction, Trick
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.melds import Declaration
from cardsuite.games.binokel.options import DEFAULT_OPTIONS, Options
from cardsuite.games.binokel.rules import (
    BID_STEP,
    MIN_BID,
    PLAYERS,
)
from cardsuite.games.binokel.scoring import (
    SPECIAL_VALUES,
    DealScore,
    is_durch,
    score_abgehen,
    score_deal,
    score_special,
)


class Phase(Enum):
    BIDDING = "bidding"
    PRESSING = "pressing"  # the solo player holds 16 cards and lays 4 away (with sevens 18, 3)
    TRUMP = "trump"  # the solo player names trump
    MELDING = "melding"  # the solo player melds (and the play begins) or goes out
    DECLARING = "declaring"  # meld by hand: the opponents declare their melds in turn
    PLAYING = "playing"
    FINISHED = "finished"


# --- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Bid:
    """Reizen: name ``value`` (the next number: 150 to open, else the highest bid + 10)."""

    value: int


@dataclass(frozen=True)
class Pass:
    """ "Weg": leave the bidding."""


@dataclass(frozen=True)
class Press:
    """Drücken: the solo player lays these four cards away (three with sevens; any order, a
    tuple or a list; the deal records them as a tuple in display order)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Pressed:
    """What the others learn of a press: cards were laid away, not which."""


@dataclass(frozen=True)
class NameTrump:
    suit: Suit


@dataclass(frozen=True)
class Announce:
    """Instead of naming trump the solo player announces ``"durch"``, ``"open-durch"`` or
    ``"bettel"`` (with ``Options.durch_bettel``; see :mod:`.scoring`)."""

    special: str


@dataclass(frozen=True)
class Meld:
    """The solo player melds and the play begins (or, by hand, the opponents declare).

    Filled in (the default): ``Meld()`` confirms the melds filled in for
    everyone.  With ``Options.meld_by_hand`` the solo player's
    ``declaration`` is what he pressed on the meld screen.  (The action; a
    melded combination is :class:`cardsuite.games.binokel.melds.Meld`.)
    """

    declaration: Declaration | None = None


@dataclass(frozen=True)
class Declare:
    """Meld by hand: an opponent of the solo player declares his melds (phase DECLARING)."""

    declaration: Declaration


@dataclass(frozen=True)
class GoOut:
    """Abgehen: instead of melding the solo player gives the game up."""


@dataclass(frozen=True)
class Play:
    card: Card


Action = Bid | Pass | Press | Pressed | NameTrump | Announce | Meld | Declare | GoOut | Play


def melding_hand(hand: Sequence[Card], pressed: Sequence[Card], trump: Suit | None,
                 options: Options) -> list[Card]:
    """The cards a seat melds from: its ``hand``, and — for the solo player (who alone has
    ``pressed`` cards) in the game with sevens with ``Options.diss_pressed`` — the trump
    sevens he pressed, which still meld as a Diß (seeds/004: "the Dissle may be melded and
    pressed; the declarer must announce it"; the melds shown to all announce it).  A seven
    melds nothing but the Diß, so the other melds are the hand's own."""
    cards = list(hand)
    if options.sevens and options.diss_pressed and trump is not None:
        cards += [card for card in pressed if card.suit == trump and card.rank == Rank.SEVEN]
    return cards


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own cards and everything said, shown and played openly."""

    seat: int
    phase: Phase
    to_move: int | None
    #: The seat's own cards in display order (16 while the solo player presses; with sevens
    #: 15 and 18).
    hand: tuple[Card, ...]
    dealer: int
    #: Public actions in order; another seat's Press shows as Pressed().
    history: tuple[tuple[int, Action], ...]
    #: The highest bid so far and who named it.
    bid: int | None
    bidder: int | None
    #: Seats that said "weg".
    passed: tuple[int, ...]
    solo: int | None
    #: The Dabb, once turned up for all (empty before).
    dabb: tuple[Card, ...]
    #: The cards the solo player pressed (four, with sevens three): known to him only.
    pressed: tuple[Card, ...]
    #: Their points, public once pressed (the 1992 trick-points box shows them).
    pressed_points: int | None
    trump: Suit | None
    #: Every seat's melds once shown (empty tuples before; the solo's empty if he went out;
    #: by hand, each seat's once it has declared, empty if it declared wrongly).
    melds: tuple[tuple[meld_table.Meld, ...], ...]
    meld_points: tuple[int, ...] | None
    #: Meld by hand: per seat, whether it declared wrongly (all False otherwise).
    wrong_declaration: tuple[bool, ...]
    gone_out: bool
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick: tuple[Card, ...]
    #: Card points of the tricks each seat took, the last trick's 10 included.
    trick_points: tuple[int, ...]
    #: The score of the finished deal (None before, and after a redeal).
    result: DealScore | None
    redeal: bool
    legal: tuple[Action, ...]
    options: Options
    #: The Durch or Bettel announced ("durch", "open-durch", "bettel"), else None.
    special: str | None = None
    #: An open Durch: the solo player's cards, face up for everybody (None otherwise).
    open_hand: tuple[Card, ...] | None = None

    def meld_hand(self) -> list[Card]:
        """The cards this seat melds from (:func:`melding_hand`)."""
        return melding_hand(self.hand, self.pressed, self.trump, self.options)


@dataclass(eq=False)
class Deal:
    """One deal: ``number`` fixes the cards, ``dealer`` is Hinterhand.

    Deals compare by identity: two deals of one number differ by what was played.

    ``cards`` (40 cards in dealing order, 48 with ``options.sevens``) replaces
    the shuffle, for tests and for replaying a deal given card by card.
    """

    number: int
    dealer: int
    options: Options = DEFAULT_OPTIONS
    cards: Sequence[Card] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if not 0 <= self.dealer < PLAYERS:
            raise ValueError(f"the dealer is a seat 0 … {PLAYERS - 1}, not {self.dealer!r}")
        full = rules.deck(self.options)
        if self.cards is None:
            order = seeded_shuffle(full, self.number)
        else:
            order = list(self.cards)
            if Counter(order) != Counter(full):
                raise ValueError(f"a Binokel deal needs the {len(full)} cards, each of the "
                                 f"{len(full) // 2} twice")
        size = self.hand_size
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i, seat in enumerate(self.seats_in_order()):
            self.hands[seat] = rules.sort_hand(order[size * i:size * (i + 1)])
        self.dabb: list[Card] = rules.sort_hand(order[PLAYERS * size:])
        self.phase = Phase.BIDDING
        self.history: list[tuple[int, Action]] = []
        self.bid: int | None = None
        self.bidder: int | None = None
        self.passed: list[int] = []
        self.solo: int | None = None
        self.pressed: tuple[Card, ...] = ()
        self.trump: Suit | None = None
        self.melds: list[tuple[meld_table.Meld, ...]] = [() for _ in range(PLAYERS)]
        self.meld_points: tuple[int, ...] | None = None
        self._wrong = [False] * PLAYERS
        #: Meld by hand: the opponents still to declare, the next first.
        self._declaring: list[int] = []
        self.gone_out = False
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        self.trick_leader = self.mittelhand
        self.result: DealScore | None = None
        self.redeal = False
        #: The Durch or Bettel announced instead of trump (None: a trump game).
        self.special: str | None = None
        # Bidding: who speaks, to whom, and the stage (1: M-V, 2: H-survivor, 3: last chance).
        self._speaker = self.mittelhand
        self._other = self.vorhand
        self._stage = 1

    # --- sizes ----------------------------------------------------------------------

    @property
    def hand_size(self) -> int:
        """Cards each seat holds for play: 12, with sevens 15."""
        return rules.hand_size(self.options)

    @property
    def dabb_size(self) -> int:
        """Cards in the Dabb, and so the cards the solo player presses: 4, with sevens 3."""
        return rules.dabb_size(self.options)

    @property
    def trick_count(self) -> int:
        """Tricks in the deal: 12, with sevens 15."""
        return rules.tricks(self.options)

    # --- seats ----------------------------------------------------------------------

    @property
    def mittelhand(self) -> int:
        """The seat to the dealer's right: bids first and leads the first trick."""
        return (self.dealer + 1) % PLAYERS

    @property
    def vorhand(self) -> int:
        """The seat to the dealer's left."""
        return (self.dealer + 2) % PLAYERS

    @property
    def hinterhand(self) -> int:
        """The dealer."""
        return self.dealer

    def seats_in_order(self) -> tuple[int, int, int]:
        """Mittelhand, Vorhand, Hinterhand: the order of dealing, bidding and the first trick."""
        return (self.mittelhand, self.vorhand, self.hinterhand)

    # --- whose turn, what is legal ----------------------------------------------------

    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.BIDDING:
            return self._speaker
        if self.phase in (Phase.PRESSING, Phase.TRUMP, Phase.MELDING):
            return self.solo
        if self.phase is Phase.DECLARING:
            return self._declaring[0]
        if self.phase is Phase.PLAYING:
            return (self.trick_leader + len(self.trick)) % PLAYERS
        return None

    @property
    def next_bid(self) -> int:
        """The number the seat on turn would name: 150 to open, else the highest bid + 10."""
        return MIN_BID if self.bid is None else self.bid + BID_STEP

    @property
    def wrong_declaration(self) -> tuple[bool, ...]:
        """Meld by hand: per seat, whether its declaration was wrong (all False otherwise)."""
        return tuple(self._wrong)

    def meld_hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` melds from (:func:`melding_hand`)."""
        return melding_hand(self.hands[seat], self.pressed if seat == self.solo else (),
                            self.trump, self.options)

    def best_declaration(self) -> Declaration:
        """The declaration of the best melds of the seat on turn (the filled-in meld screen)."""
        return meld_table.best_declaration(self.meld_hand(self.to_move), self.trump,
                                           self.options)

    def legal_actions(self) -> list[Action]:
        """Every action the seat on turn may take now (presses: each set of cards once).

        Declaring by hand, only the best declaration is listed (see the module docstring);
        :meth:`is_legal` accepts any.
        """
        if self.phase is Phase.BIDDING:
            return [Bid(self.next_bid), Pass()]
        if self.phase is Phase.PRESSING:
            hand = self.hands[self.solo]
            found = dict.fromkeys(Press(tuple(cards))
                                  for cards in combinations(hand, self.dabb_size))
            return list(found)
        if self.phase is Phase.TRUMP:
            return [*(NameTrump(suit) for suit in rules.SUIT_ORDER), *self.legal_specials()]
        if self.phase is Phase.MELDING:
            if self.options.meld_by_hand:
                return [Meld(self.best_declaration()), GoOut()]
            return [Meld(), GoOut()]
        if self.phase is Phase.DECLARING:
            return [Declare(self.best_declaration())]
        if self.phase is Phase.PLAYING:
            seat = self.to_move
            legal = rules.legal_cards(self.hands[seat], self.trick, self.trump)
            return [Play(card) for card in dict.fromkeys(legal)]
        return []

    def legal_specials(self) -> list[Announce]:
        """The Durch and Bettel the solo player may announce now (phase TRUMP, with the
        option, worth at least his bid)."""
        if self.phase is not Phase.TRUMP or not self.options.durch_bettel:
            return []
        return [Announce(special) for special, value in SPECIAL_VALUES.items()
                if value >= self.bid]

    @property
    def special_lost(self) -> bool:
        """A Durch whose solo player lost a trick, a Bettel whose solo player took one."""
        if self.special is None:
            return False
        taken = self.tricks_won(self.solo)
        return taken < len(self.tricks) if is_durch(self.special) else taken > 0

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` may be taken now (a press in any order of its cards, any
        declaration when declaring by hand)."""
        if self.phase is Phase.MELDING and self.options.meld_by_hand:
            return isinstance(action, GoOut) or (
                isinstance(action, Meld) and isinstance(action.declaration, Declaration))
        if self.phase is Phase.DECLARING:
            return isinstance(action, Declare) and isinstance(action.declaration, Declaration)
        if self.phase is Phase.PRESSING:
            if not isinstance(action, Press) or not isinstance(action.cards, tuple | list) \
                    or len(action.cards) != self.dabb_size \
                    or not all(isinstance(card, Card) for card in action.cards):
                return False
            need, have = Counter(action.cards), Counter(self.hands[self.solo])
            return all(have[card] >= count for card, count in need.items())
        if self.phase is Phase.PLAYING:
            if not isinstance(action, Play) or not isinstance(action.card, Card):
                return False
            return action.card in rules.legal_cards(self.hands[self.to_move], self.trick,
                                                    self.trump)
        return action in self.legal_actions()

    # --- applying actions -------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the seat on turn; IllegalAction if it is not allowed."""
        if not self.is_legal(action):
            raise IllegalAction(f"{action} is not allowed now ({self.phase.value}, "
                                f"seat {self.to_move} to move)")
        seat = self.to_move
        if isinstance(action, Press):
            action = Press(tuple(rules.sort_hand(action.cards)))
        self.history.append((seat, action))
        if self.phase is Phase.BIDDING:
            self._bidding(seat, action)
        elif self.phase is Phase.PRESSING:
            hand = self.hands[seat]
            for card in action.cards:
                hand.remove(card)
            self.pressed = action.cards
            self.phase = Phase.TRUMP
        elif self.phase is Phase.TRUMP and isinstance(action, Announce):
            self._announce(action.special)
        elif self.phase is Phase.TRUMP:
            self.trump = action.suit
            self.phase = Phase.MELDING
        elif self.phase is Phase.MELDING:
            self._meld(going_out=isinstance(action, GoOut),
                       declaration=None if isinstance(action, GoOut) else action.declaration)
        elif self.phase is Phase.DECLARING:
            self._declared(seat, action.declaration)
            self._declaring.pop(0)
            if not self._declaring:
                self._melds_known()
        else:
            self._play(seat, action.card)

    def _bidding(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            self.bid, self.bidder = action.value, seat
            if self._stage == 3:  # the last one asked opened: he plays
                self._won_bidding(seat)
                return
            self._speaker, self._other = self._other, self._speaker
            return
        self.passed.append(seat)
        survivor = self._other
        if self._stage == 1:
            self._stage = 2
            self._speaker, self._other = self.hinterhand, survivor
            return
        if self._stage == 2:
            if self.bid is not None:
                self._won_bidding(survivor)
            else:  # nobody has bid: the survivor, who never spoke, may still open
                self._stage = 3
                self._speaker = self._other = survivor
            return
        self.redeal = True  # stage 3: everybody passed without a bid
        self.phase = Phase.FINISHED

    def _won_bidding(self, solo: int) -> None:
        self.solo = solo
        self.hands[solo] = rules.sort_hand(self.hands[solo] + self.dabb)
        self.phase = Phase.PRESSING

    def _announce(self, special: str) -> None:
        """Durch or Bettel: no trump, no melds; the play begins at once."""
        self.special = special
        self.meld_points = (0,) * PLAYERS
        self.phase = Phase.PLAYING
        self.trick_leader = self.solo if is_durch(special) else self.mittelhand
        self.trick = []

    def _meld(self, going_out: bool, declaration: Declaration | None) -> None:
        self.gone_out = going_out
        if self.options.meld_by_hand:
            if not going_out:
                self._declared(self.solo, declaration)
            self._declaring = [seat for seat in self.seats_in_order() if seat != self.solo]
            self.phase = Phase.DECLARING
            return
        for seat in range(PLAYERS):
            if not (going_out and seat == self.solo):
                self.melds[seat] = tuple(meld_table.find_melds(self.meld_hand(seat),
                                                               self.trump, self.options))
        self._melds_known()

    def _declared(self, seat: int, declaration: Declaration) -> None:
        """The table checks a declaration: right, its melds are shown; wrong, none are."""
        right = meld_table.check_declaration(self.meld_hand(seat), self.trump, declaration)
        self._wrong[seat] = not right
        self.melds[seat] = declaration.melds(self.trump, self.options) if right else ()

    def _melds_known(self) -> None:
        """Every seat's melds are in: count them, then play, or score the going out."""
        self.meld_points = tuple(sum(meld.points for meld in melds) for melds in self.melds)
        if self.gone_out:
            self.result = score_abgehen(self.bid, self.solo, self.meld_points, self.options)
            self.phase = Phase.FINISHED
            return
        self.phase = Phase.PLAYING
        self.trick_leader = self.mittelhand
        self.trick = []

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < PLAYERS:
            return
        winner = (self.trick_leader + rules.trick_winner(self.trick, self.trump)) % PLAYERS
        self.tricks.append(Trick(self.trick_leader, tuple(self.trick), winner))
        self.trick = []
        self.trick_leader = winner
        if len(self.tricks) == self.trick_count or self.special_lost:
            self._finish()

    # --- the end ----------------------------------------------------------------------

    def won_cards(self, seat: int) -> list[Card]:
        return [card for trick in self.tricks if trick.winner == seat for card in trick.cards]

    def tricks_won(self, seat: int) -> int:
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def trick_points(self, seat: int) -> int:
        """Card points of the seat's tricks, with the last trick's 10 once all are played."""
        bonus = rules.LAST_TRICK_BONUS if len(self.tricks) == self.trick_count \
            and self.tricks[-1].winner == seat else 0
        return rules.points(self.won_cards(seat)) + bonus

    def _finish(self) -> None:
        self.phase = Phase.FINISHED
        if self.special is not None:
            self.result = score_special(self.special, self.bid, self.solo,
                                        won=not self.special_lost)
            return
        self.result = score_deal(
            self.bid, self.solo, self.meld_points,
            [rules.points(self.won_cards(seat)) for seat in range(PLAYERS)],
            [self.tricks_won(seat) for seat in range(PLAYERS)],
            self.tricks[-1].winner, self.pressed, self.options,
            forfeit=self._wrong[self.solo])

    def scores(self) -> tuple[int, ...]:
        """What each seat scores for the deal; zeros while unfinished and after a redeal."""
        if self.result is None:
            return (0,) * PLAYERS
        return self.result.scores

    def card_total(self) -> int:
        """All card points in hands, Dabb, pressed cards and on the table: always 240."""
        cards = [card for trick in self.tricks for card in trick.cards] + list(self.trick)
        cards += [card for hand in self.hands for card in hand]
        cards += list(self.pressed) if self.solo is not None else list(self.dabb)
        return rules.points(cards)

    # --- what a seat may see ------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now, and nothing else."""
        is_solo = seat == self.solo
        history = tuple((s, Pressed()) if isinstance(a, Press) and s != seat else (s, a)
                        for s, a in self.history)
        return Observation(
            seat=seat, phase=self.phase, to_move=self.to_move, hand=tuple(self.hands[seat]),
            dealer=self.dealer, history=history, bid=self.bid, bidder=self.bidder,
            passed=tuple(self.passed), solo=self.solo,
            dabb=tuple(self.dabb) if self.solo is not None else (),
            pressed=self.pressed if is_solo else (),
            pressed_points=rules.points(self.pressed) if self.pressed else None,
            trump=self.trump, melds=tuple(self.melds), meld_points=self.meld_points,
            wrong_declaration=self.wrong_declaration, gone_out=self.gone_out, tricks=tuple(self.tricks),
            trick_leader=self.trick_leader if self.phase is Phase.PLAYING else None,
            trick=tuple(self.trick),
            trick_points=tuple(self.trick_points(s) for s in range(PLAYERS)),
            result=self.result, redeal=self.redeal,
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
            options=self.options, special=self.special,
            open_hand=tuple(self.hands[self.solo]) if self.special == "open-durch" else None)


def replay(number: int, dealer: int, actions: Sequence[Action],
           options: Options = DEFAULT_OPTIONS) -> Deal:
    """The deal ``number`` with ``dealer`` after ``actions``; IllegalAction if one does not fit."""
    deal = Deal(number, dealer, options)
    for action in actions:
        deal.apply(action)
    return deal
