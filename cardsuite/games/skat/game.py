"""One deal of Skat as a state machine over explicit actions.

Phases: bidding → (Ramsch | the declarer's Hand question → pushing →)
declaring → Kontra/Re (when switched on) → playing → finished; with the
Schieberamsch house rule an all-pass goes through the Schieberamsch phase
(the Skat taken or passed on round the table) before the play.  Each phase
knows whose turn it is and which actions are legal; :meth:`Deal.apply`
refuses anything else with :class:`IllegalAction` and leaves the deal as it
was.  :meth:`Deal.observation` gives what one seat may see — the bots get
nothing else.

Seats are 0, 1, 2 around the table; the dealer of deal ``n`` in a session is
given from outside.  Vorhand is the seat after the dealer, then Mittelhand,
then Hinterhand (the dealer).

Decisions where ``rules/skat.md`` is silent:
- Dealing: the 32 cards are shuffled from the deal number
  (:func:`cardsuite.engine.rng.seeded_shuffle`); Vorhand gets the first ten,
  Mittelhand the next, Hinterhand the next, the last two are the Skat.
- Bidding follows the ISkO order: Mittelhand bids to Vorhand, the survivor
  hears Hinterhand; when nobody has bid, the last one asked may still open
  with 18.  A bid must be a bid value above the last one.
- Kontra/Re (an option): after the declaration each defender, Vorhand's side
  first, may say Kontra once; after a Kontra the declarer may say Re.
- **The pushed cards can be changed until the game is declared** (ISkO): in
  the declaring phase a declarer who took the Skat may :class:`TakeBack` the
  two cards he laid away — they go back into his hand, which holds twelve
  again, and he pushes anew (any two, the same or others).  The others learn
  that he took them back, not which cards they were.  The Amiga 1990 set
  refuses it, as the program did ("eine einmal gedrückte Karte kann nicht
  wieder zurückgeholt werden").  Once declared, the Skat stays as it is.
- Announcements: a Hand game may announce Schneider, Schwarz and (ISkO only)
  Ouvert.  The 1990 manual names Schneider and Schwarz ("Schließlich können
  Sie noch Schneider bzw. Schwarz ansagen") and no Ouvert, so the Amiga set
  offers none.  It describes the announcement after the suit is chosen, also
  when the Skat was taken; the suite keeps the ISkO's "Hand only" there.
- A Null game ends as soon as the declarer takes a trick; every other game is
  played to the tenth trick.
- All pass: Ramsch (or, with the ISkO option, a redeal: the deal ends with no
  score and the session deals again).
- House rules (options, off by default; what they follow and why is
  :mod:`.house_rules`): "Kontra ab 18" lets only a defender who said or held
  a bid say Kontra; a Bock game (``Deal.bock``, given by the session) counts
  double; Schieberamsch: when all pass, each in turn from Vorhand takes the
  Skat and lays two cards away for the next (no jacks), or passes it on
  unseen, which doubles the Ramsch.  "All pass: deal again" goes before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from cardsuite.engine.cards import Card, Rank
from cardsuite.engine.rng import seeded_shuffle
from cardsuite.engine.tricks import IllegalAction, Trick
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import (
    NULL_VALUES,
    RuleSet,
    bid_values,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scoring import Contract, GameResult, score_game, score_ramsch


class Phase(Enum):
    BIDDING = "bidding"
    HAND = "hand"  # the declarer decides: play Hand or take the Skat
    PUSHING = "pushing"  # the declarer lays two cards away
    DECLARING = "declaring"
    KONTRA = "kontra"
    SCHIEBERAMSCH = "schieberamsch"  # all passed: the Skat goes round before the Ramsch
    PLAYING = "playing"
    FINISHED = "finished"


# --- actions -----------------------------------------------------------------

@dataclass(frozen=True)
class Bid:
    value: int


@dataclass(frozen=True)
class Hold:
    """ "Ja": the one asked holds the bid."""


@dataclass(frozen=True)
class Pass:
    """ "Weg!"."""


@dataclass(frozen=True)
class TakeSkat:
    pass


@dataclass(frozen=True)
class PlayHand:
    pass


@dataclass(frozen=True)
class Push:
    cards: tuple[Card, Card]


@dataclass(frozen=True)
class Pushed:
    """What the others learn of a push: two cards were laid away, not which."""


@dataclass(frozen=True)
class TakeBack:
    """The declarer takes the two cards he laid away back into his hand (ISkO, before he
    declares) to push again."""


@dataclass(frozen=True)
class Declare:
    contract: Contract


@dataclass(frozen=True)
class Kontra:
    pass


@dataclass(frozen=True)
class Re:
    pass


@dataclass(frozen=True)
class NoDouble:
    """Neither Kontra nor Re."""


@dataclass(frozen=True)
class Play:
    card: Card


@dataclass(frozen=True)
class PassOn:
    """Schieberamsch: the Skat goes on to the next unseen ("geschoben"), doubling the Ramsch."""


Action = (Bid | Hold | Pass | TakeSkat | PlayHand | Push | Pushed | TakeBack | Declare | Kontra
          | Re | NoDouble | Play | PassOn)


@dataclass(frozen=True)
class Options:
    rule_set: RuleSet = RuleSet.ISKO
    kontra: bool | None = None  # None: the rule set's default (ISkO off, Amiga on)
    redeal_when_all_pass: bool = False  # ISkO option (the Amiga set always plays Ramsch)
    ramsch_skat_to_last_trick: bool = False  # else to the player with the most points
    #: House rule "Kontra ab 18": only a defender who said or held a bid may say Kontra.
    kontra_after_bid: bool = False
    #: House rule: when all pass, Schieberamsch instead of a plain Ramsch.
    schieberamsch: bool = False

    @property
    def kontra_on(self) -> bool:
        if self.kontra is not None:
            return self.kontra
        return self.rule_set is RuleSet.AMIGA


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own cards and everything said and played openly."""

    seat: int
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    dealer: int
    history: tuple[tuple[int, Action], ...]  # public actions (pushed cards hidden from others)
    bid: int | None
    declarer: int | None
    contract: Contract | None
    pushed: tuple[Card, ...]  # the Skat laid away: known to the declarer only
    skat_seen: tuple[Card, ...]  # the Skat the declarer picked up (declarer only)
    open_hand: tuple[Card, ...]  # the declarer's cards in an Ouvert game, once shown
    tricks: tuple[Trick, ...]
    trick_leader: int | None
    trick: tuple[Card, ...]
    kontra: bool
    re: bool
    legal: tuple[Action, ...]
    options: Options


@dataclass
class Deal:
    number: int
    dealer: int
    options: Options = field(default_factory=Options)
    #: A Bock game (house rule): its entry on the list counts double.
    bock: bool = False

    def __post_init__(self) -> None:
        cards = seeded_shuffle(rules.skat_deck(), self.number)
        forehand = (self.dealer + 1) % 3
        self.hands: list[list[Card]] = [[], [], []]
        for i in range(3):
            self.hands[(forehand + i) % 3] = cards[10 * i:10 * i + 10]
        self.skat: list[Card] = cards[30:32]
        self.dealt = [list(hand) for hand in self.hands], list(self.skat)
        self.phase = Phase.BIDDING
        self.history: list[tuple[int, Action]] = []
        self.bid: int | None = None
        self.declarer: int | None = None
        self.contract: Contract | None = None
        self.took_skat = False
        self.pushed: tuple[Card, ...] = ()
        self.kontra = False
        self.re = False
        self.tricks: list[Trick] = []
        self.trick: list[Card] = []
        self.trick_leader = self.forehand
        self.result: GameResult | None = None
        self.ramsch_scores: tuple[int, int, int] | None = None
        self.redealt = False
        # Bidding: who says values, who answers, who is still in.
        self._bidder = self.middlehand
        self._listener = self.forehand
        self._out: set[int] = set()
        self._stage = 1
        self._waiting_answer = False
        self._kontra_asked: list[int] = []
        # Schieberamsch: whose turn, whether he holds the Skat, how many had their turn.
        self._ramsch_seat = self.forehand
        self._ramsch_holding = False
        self._ramsch_turns = 0
        #: Schieberamsch: how often the Skat was passed on unseen (each doubles the Ramsch).
        self.passed_on = 0

    # --- seats ---------------------------------------------------------------

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % 3

    @property
    def middlehand(self) -> int:
        return (self.dealer + 2) % 3

    @property
    def rearhand(self) -> int:
        return self.dealer

    @property
    def game_type(self) -> GameType | None:
        if self.contract is not None:
            return self.contract.game_type
        return GameType.RAMSCH if self.phase in (Phase.PLAYING, Phase.FINISHED) and \
            self.declarer is None else None

    # --- whose turn, what is legal -------------------------------------------

    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.BIDDING:
            return self._listener if self._waiting_answer else self._bidder
        if self.phase in (Phase.HAND, Phase.PUSHING, Phase.DECLARING):
            return self.declarer
        if self.phase is Phase.KONTRA:
            return self._kontra_turn()
        if self.phase is Phase.SCHIEBERAMSCH:
            return self._ramsch_seat
        if self.phase is Phase.PLAYING:
            return (self.trick_leader + len(self.trick)) % 3
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase is Phase.BIDDING:
            if self._waiting_answer:
                return [Hold(), Pass()]
            values = [v for v in bid_values(self.options.rule_set) if self.bid is None or v > self.bid]
            return [Bid(v) for v in values] + [Pass()]
        if self.phase is Phase.HAND:
            return [PlayHand(), TakeSkat()]
        if self.phase is Phase.PUSHING:
            hand = self.hands[self.declarer]
            allowed = [c for c in hand if not (self.options.rule_set is RuleSet.AMIGA
                                               and c.rank == Rank.JACK)]
            return [Push((a, b)) for i, a in enumerate(allowed) for b in allowed[i + 1:]]
        if self.phase is Phase.DECLARING:
            declarations: list[Action] = [Declare(c) for c in self.allowed_contracts()]
            if self.may_take_back():
                declarations.append(TakeBack())
            return declarations
        if self.phase is Phase.KONTRA:
            seat = self._kontra_turn()
            if seat == self.declarer:
                return [Re(), NoDouble()]
            return [Kontra(), NoDouble()]
        if self.phase is Phase.SCHIEBERAMSCH:
            if not self._ramsch_holding:
                return [TakeSkat(), PassOn()]
            allowed = [c for c in self.hands[self._ramsch_seat] if c.rank != Rank.JACK]
            return [Push((a, b)) for i, a in enumerate(allowed) for b in allowed[i + 1:]]
        if self.phase is Phase.PLAYING:
            seat = self.to_move
            game_type = self.game_type
            return [Play(c) for c in rules.legal_cards(self.hands[seat], self.trick, game_type)]
        return []

    def may_take_back(self) -> bool:
        """Whether the declarer may take the pushed cards back now (ISkO, before declaring)."""
        return (self.phase is Phase.DECLARING and self.took_skat and bool(self.pushed)
                and self.options.rule_set is RuleSet.ISKO)

    def allowed_contracts(self) -> list[Contract]:
        """What the declarer may announce now: Hand games may add announcements (the Amiga
        set Schneider and Schwarz only: its manual knows no Ouvert)."""
        hand = not self.took_skat
        isko = self.options.rule_set is RuleSet.ISKO
        contracts: list[Contract] = []
        for game_type in (GameType.DIAMONDS, GameType.HEARTS, GameType.SPADES, GameType.CLUBS,
                          GameType.GRAND):
            contracts.append(Contract(game_type, hand=hand))
            if hand:
                contracts.append(Contract(game_type, hand=True, schneider_announced=True))
                contracts.append(Contract(game_type, hand=True, schneider_announced=True,
                                          schwarz_announced=True))
                if isko:
                    contracts.append(Contract(game_type, hand=True, schneider_announced=True,
                                              schwarz_announced=True, ouvert=True))
        if isko:
            for ouvert in (False, True):
                if NULL_VALUES[(hand, ouvert)] >= (self.bid or 18):
                    contracts.append(Contract(GameType.NULL, hand=hand, ouvert=ouvert))
        return contracts

    # --- applying actions ----------------------------------------------------

    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the seat on turn; IllegalAction if it is not allowed."""
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not allowed now ({self.phase.value})")
        seat = self.to_move
        self.history.append((seat, action))
        if self.phase is Phase.BIDDING:
            self._bidding(seat, action)
        elif self.phase is Phase.HAND:
            if isinstance(action, TakeSkat):
                self.took_skat = True
                self.hands[seat] = self.hands[seat] + self.skat
                self.phase = Phase.PUSHING
            else:
                self.phase = Phase.DECLARING
        elif self.phase is Phase.PUSHING:
            for card in action.cards:
                self.hands[seat].remove(card)
            self.pushed = action.cards
            self.phase = Phase.DECLARING
        elif self.phase is Phase.DECLARING and isinstance(action, TakeBack):
            self.hands[seat] = self.hands[seat] + list(self.pushed)
            self.pushed = ()
            self.phase = Phase.PUSHING
        elif self.phase is Phase.DECLARING:
            self.contract = action.contract
            if self.options.kontra_on and self._kontra_turn() is not None:
                self.phase = Phase.KONTRA
            else:
                self._start_play()
        elif self.phase is Phase.KONTRA:
            self._doubling(seat, action)
        elif self.phase is Phase.SCHIEBERAMSCH:
            self._schieberamsch(seat, action)
        elif self.phase is Phase.PLAYING:
            self._play(seat, action.card)

    def _bidding(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            self.bid = action.value
            if self._stage == 3:  # the last one left opened: he plays
                self._finish_bidding(seat)
                return
            self._waiting_answer = True
            return
        if isinstance(action, Hold):
            self._waiting_answer = False
            return
        # A pass, by the bidder or by the one answering.
        self._out.add(seat)
        self._waiting_answer = False
        survivor = self._listener if seat == self._bidder else self._bidder
        if self._stage == 1:
            self._stage = 2
            self._bidder, self._listener = self.rearhand, survivor
            return
        if self._stage == 2:
            if self.bid is None:
                # Nobody has bid: the last one left may still open with 18.
                self._stage = 3
                self._bidder = self._listener = survivor
                return
            self._finish_bidding(survivor)
            return
        # Stage 3: the last one passed too.
        self._all_passed()

    def _finish_bidding(self, declarer: int) -> None:
        self.declarer = declarer
        self.phase = Phase.HAND

    def _all_passed(self) -> None:
        if self.options.redeal_when_all_pass and self.options.rule_set is RuleSet.ISKO:
            self.redealt = True
            self.phase = Phase.FINISHED
            return
        if self.options.schieberamsch:
            self.phase = Phase.SCHIEBERAMSCH
            return
        self._start_play()

    @property
    def laying_away(self) -> bool:
        """Whether the seat on turn holds twelve cards and lays two away (the declarer, or
        the one holding the Skat in a Schieberamsch)."""
        return self.phase is Phase.PUSHING or (self.phase is Phase.SCHIEBERAMSCH
                                               and self._ramsch_holding)

    def _schieberamsch(self, seat: int, action: Action) -> None:
        if isinstance(action, TakeSkat):
            self.hands[seat] = self.hands[seat] + self.skat
            self.skat = []
            self._ramsch_holding = True
            return
        if isinstance(action, Push):
            for card in action.cards:
                self.hands[seat].remove(card)
            self.skat = list(action.cards)
            self._ramsch_holding = False
        else:
            self.passed_on += 1
        self._ramsch_turns += 1
        self._ramsch_seat = (seat + 1) % 3
        if self._ramsch_turns == 3:
            self._start_play()

    def has_bid(self, seat: int) -> bool:
        """Whether ``seat`` said a bid value or held one ("Ja") in the bidding."""
        return any(s == seat and isinstance(a, Bid | Hold) for s, a in self.history)

    def may_say_kontra(self, seat: int) -> bool:
        """Whether the defender ``seat`` may say Kontra (house rule "Kontra ab 18")."""
        return not self.options.kontra_after_bid or self.has_bid(seat)

    def _kontra_turn(self) -> int | None:
        defenders = [s for s in (self.forehand, self.middlehand, self.rearhand) if s != self.declarer]
        if self.kontra:
            return self.declarer
        for seat in defenders:
            if seat not in self._kontra_asked and self.may_say_kontra(seat):
                return seat
        return None

    def _doubling(self, seat: int, action: Action) -> None:
        if isinstance(action, Kontra):
            self.kontra = True
            return  # the declarer answers next
        if isinstance(action, Re):
            self.re = True
            self._start_play()
            return
        if seat == self.declarer:  # no Re
            self._start_play()
            return
        self._kontra_asked.append(seat)
        if self._kontra_turn() is None:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = Phase.PLAYING
        self.trick_leader = self.forehand
        self.trick = []

    def _play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < 3:
            return
        game_type = self.game_type
        winner = (self.trick_leader + rules.trick_winner(self.trick, game_type)) % 3
        self.tricks.append(Trick(self.trick_leader, tuple(self.trick), winner))
        self.trick = []
        self.trick_leader = winner
        null_lost = game_type is GameType.NULL and winner == self.declarer
        if len(self.tricks) == 10 or null_lost:
            self._finish()

    # --- the end ---------------------------------------------------------------

    def won_cards(self, seat: int) -> list[Card]:
        return [card for trick in self.tricks if trick.winner == seat for card in trick.cards]

    def card_points(self, seat: int) -> int:
        return rules.points(self.won_cards(seat))

    def skat_points(self) -> int:
        """The points of the Skat that count for the declarer: the two cards he laid away, or
        in a Hand game the Skat as dealt."""
        return rules.points(self.pushed if self.took_skat else self.skat)

    def tricks_won(self, seat: int) -> int:
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def _finish(self) -> None:
        self.phase = Phase.FINISHED
        if self.declarer is None:
            points = tuple(self.card_points(s) for s in range(3))
            tricks = tuple(self.tricks_won(s) for s in range(3))
            self.ramsch_scores = score_ramsch(
                points, tricks, rules.points(self.skat), self.options.rule_set,
                skat_to="last_trick" if self.options.ramsch_skat_to_last_trick else "most",
                last_trick_taker=self.tricks[-1].winner, factor=self.ramsch_factor())
            return
        declarer = self.declarer
        declarer_cards = self.dealt[0][declarer] + list(self.dealt[1])
        self.result = score_game(
            self.contract, declarer_cards, self.card_points(declarer) + self.skat_points(),
            self.tricks_won(declarer), self.bid or 18, kontra=self.kontra, re=self.re,
            rule_set=self.options.rule_set, bock=self.bock)

    def ramsch_factor(self) -> int:
        """What a Ramsch's scores are multiplied by: 2 in a Bock game, 2 for each pass-on
        in a Schieberamsch."""
        return (2 if self.bock else 1) * 2 ** self.passed_on

    def scores(self) -> tuple[int, int, int]:
        """The entries of this deal on the standard list, per seat."""
        if self.ramsch_scores is not None:
            return self.ramsch_scores
        if self.result is None:
            return (0, 0, 0)
        entry = [0, 0, 0]
        entry[self.declarer] = self.result.value
        return tuple(entry)

    # --- what a seat may see ---------------------------------------------------

    def observation(self, seat: int) -> Observation:
        is_declarer = seat == self.declarer
        history = tuple(
            (s, Pushed()) if isinstance(a, Push) and s != seat else (s, a)
            for s, a in self.history)
        shown: tuple[Card, ...] = ()
        if (self.contract is not None and self.contract.ouvert and self.phase in
                (Phase.PLAYING, Phase.FINISHED) and (self.tricks or self.trick)):
            shown = tuple(self.hands[self.declarer])
        return Observation(
            seat=seat, phase=self.phase, to_move=self.to_move, hand=tuple(self.hands[seat]),
            dealer=self.dealer, history=history, bid=self.bid, declarer=self.declarer,
            contract=self.contract, pushed=self.pushed if is_declarer else (),
            skat_seen=tuple(self.skat) if is_declarer and self.took_skat else (),
            open_hand=shown if not is_declarer else (), tricks=tuple(self.tricks),
            trick_leader=self.trick_leader if self.phase is Phase.PLAYING else None,
            trick=tuple(self.trick), kontra=self.kontra, re=self.re,
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
            options=self.options)

    def card_total(self) -> int:
        """All card points on the table, in the Skat and in hands: always 120."""
        cards = [c for t in self.tricks for c in t.cards] + list(self.trick)
        cards += [c for hand in self.hands for c in hand]
        cards += list(self.pushed) if self.took_skat else list(self.skat)
        return rules.points(cards)


def with_options(deal: Deal, **changes) -> Deal:
    """A fresh deal with the same number and dealer but other options (for replays)."""
    return Deal(deal.number, deal.dealer, replace(deal.options, **changes), bock=deal.bock)


def contract_value_floor(contract: Contract, bid: int) -> bool:
    """Can ``contract`` ever be worth ``bid``? (Null games have fixed values.)"""
    if contract.game_type is GameType.NULL:
        return NULL_VALUES[(contract.hand, contract.ouvert)] >= bid
    return True


def cards_of(actions: Sequence[Action]) -> list[Card]:
    return [a.card for a in actions if isinstance(a, Play)]
