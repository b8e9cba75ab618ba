"""A PrefClub game at the table: the player (seat 0) against two of the club's characters.

The session deals deal after deal with the dealer moving on, feeds the ALL
PASS minimum level into each deal, scores every finished deal on the
:class:`~.ledger.Ledger` (bullet, mountain, whists), knows when the game is
over and what the provisional settlement is, asks the two computer players
for their actions, and can be saved and resumed.  ``rules/prefclub.md`` is the
specification; the deal is :mod:`.game`, the sheet :mod:`.ledger`, the
players :mod:`.characters` (and the bots that play them, :mod:`.bots`).

Usage (a board or the command line)::

    session = Session(SessionSettings(limit=20, price=Fraction(1, 20),
                                      opponents=("hilde", "baron"), seed=7))
    while not session.over:
        deal = session.new_deal()
        while not deal.is_finished:
            if session.bot_to_move:
                session.bot_step()          # or bot_action() off the GUI thread, then bot_apply()
            else:
                session.human_apply(action)  # chosen with session.observation()
        ... the sheet: session.ledger.history[-1]; the club's check every 5 deals:
        club.check(member, session.deals_played, session.money()[HUMAN], table)

Decisions where the specification leaves room:

- **The player deals the first deal** (:data:`FIRST_DEALER`), so that the
  first opponent (seat 1, on his left) is forehand: he bids and leads first,
  and the player sees the bidding come round to him before he must speak
  (the 1993 screen's GEBEN button is the player's: he deals).  The deal then
  moves to the left, ``(dealer + 1) % 3``, after every deal: Preference has
  no thrown-in deals (three passes are ALL PASS, which is played and
  scored), so every deal counts, ALL PASS ones too, and deal ``n`` (from 1)
  is dealt by seat ``(n − 1) % 3``.
- **The minimum level** of each deal is the ledger's
  :attr:`~.ledger.Ledger.minimum_bid` (6; 7 after an ALL PASS at 6; 8 after
  one at 7; 6 again after one at 8 and after any bid deal), given to
  :class:`~.game.Deal` as ``minimum_level``; an ALL PASS is played at it.
- **Every finished deal goes on the sheet at once**, converted to the
  ledger's types by :func:`ledger_outcome` (a contract both defenders passed
  arrives as the ledger's ``PlayedContract.standing`` case, see :mod:`.game`).
  So ``ledger.history[i]`` is what ``deals[i]`` wrote, and
  :attr:`Session.deals_played` is the number of deals scored.  The game is
  :attr:`Session.over` when the ledger says so (every bullet at the limit);
  :meth:`Session.settlement` and :meth:`Session.money` are the ledger's
  settlement, provisional until then (the club checks it every 5 deals).
- **Deal numbers come from the session's seed and the deal's place in the
  game** (:meth:`Session.deal_number`), so they need no generator state in a
  save; :meth:`Session.new_deal` takes an explicit number too (a save holds
  every deal's number and loading deals exactly those).
- **Who is asked.**  :attr:`~.game.Deal.to_move` is the seat that acts and
  :attr:`~.game.Deal.turn` whose hand or word it is: a lone whister plays
  his partner's cards too.  So the player (seat 0) acts whenever
  ``to_move`` is 0 — also for seat 1's or 2's cards when he whists alone —
  and a computer player whenever ``to_move`` is his seat, also for the
  player's cards when the computer whists alone and the player passed.  A
  computer player is always asked with the observation of the seat that
  acts (``to_move``), which shows the partner's hand it plays.
- **The computer players.**  Seat 1 is ``opponents[0]``, seat 2
  ``opponents[1]`` (character keys of :mod:`.characters`).  The bots are
  made by a factory ``(key, seed) -> bot`` with ``bot.act(observation) ->
  action``: by default :func:`cardsuite.games.pref.bots.make_bot`, imported
  only when a bot is first needed; tests and tools may pass their own.  The
  factory is called **afresh for every decision** with a seed that depends
  only on the session's seed, the deal's place in the game, the number of
  actions taken in the deal and the seat (:meth:`Session.bot_seed`), so a
  bot keeps nothing from one decision to the next and a session resumed from
  a save plays on exactly as it would have.
- **Settings.**  The limit must be one of the club's :data:`~.ledger.GAME_LIMITS`
  (10, 20, 30, 40, 50: "nothing else is accepted"); the price is any exact
  positive amount the ledger takes (the club's own narrower rules for what a
  player may type are :func:`.club.parse_price`), kept as a Fraction; the two
  opponents must be two different characters; the table's rules
  (:class:`.table_rules.TableRules`) go to every deal and to the ledger.
- **Saving replays actions**: a save (kind ``"pref-session"``, version 1)
  holds the settings and every deal as its number, dealer, minimum level and
  actions (:func:`encode`).  Loading deals and replays them all through the
  game and the ledger, checking each deal's dealer and minimum level against
  what the game before it gives, so a damaged file cannot hold a sheet the
  deals do not give; :meth:`Session.from_dict` raises ValueError with a
  clear message for anything damaged or foreign.  The price is saved as the
  Fraction's text (``"1/20"``), never as a float.  The table's rules are
  saved with the settings; a save without them (written before they existed)
  loads with the manual's rules, the ones its game was played by.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from cardsuite.engine.cards import Card
from cardsuite.engine.deals import PLAYER_DEAL_MAX
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.pref.characters import Character, character, opponents
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.game import (
    Action,
    AllPassResult,
    Bid,
    ContractResult,
    Deal,
    Declare,
    Discard,
    Discarded,
    HalfWhist,
    IllegalAction,
    MiserResult,
    Observation,
    Pass,
    PassWhist,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
)
from cardsuite.games.pref.game import Outcome as DealOutcome
from cardsuite.games.pref.ledger import (
    GAME_LIMITS,
    SEATS,
    AllPassOutcome,
    DealEntries,
    Ledger,
    MiserOutcome,
    Outcome,
    PlayedContract,
)
from cardsuite.games.pref.table_rules import MANUAL, TableRules

#: The club's player.
HUMAN = 0
#: The seats of the two computer players: seat 1 plays ``opponents[0]``, seat 2 ``opponents[1]``.
BOT_SEATS: tuple[int, int] = (1, 2)
#: The seat that deals the first deal: the player, so that seat 1 is forehand.
FIRST_DEALER = 0
SAVE_KIND = "pref-session"
SAVE_VERSION = 1

_MASK = (1 << 64) - 1


class Bot(Protocol):
    """What the session needs of a computer player."""

    def act(self, observation: Observation) -> Action: ...


#: Makes the computer player of a character: ``(character key, seed) -> bot``.
BotFactory = Callable[[str, int], Bot]


def default_bot_factory(key: str, seed: int) -> Bot:
    """:func:`cardsuite.games.pref.bots.make_bot`, imported when first needed."""
    from cardsuite.games.pref.bots import make_bot

    return make_bot(key, seed)


def _whole(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    return value


@dataclass(frozen=True)
class SessionSettings:
    """The terms of one game: bullet ``limit``, ``price`` of a whist point, the two
    ``opponents`` (character keys: seat 1, seat 2) and the ``seed`` of deals and bots."""

    limit: int
    price: Fraction
    opponents: tuple[str, str]
    seed: int = 1
    #: The table's rules where tables differ (:mod:`.table_rules`).
    rules: TableRules = MANUAL

    def __post_init__(self) -> None:
        if not isinstance(self.rules, TableRules):
            raise ValueError(f"the table's rules are TableRules, not {self.rules!r}")
        if isinstance(self.limit, bool) or self.limit not in GAME_LIMITS:
            raise ValueError(f"the game limit is one of {', '.join(map(str, GAME_LIMITS))}, "
                             f"not {self.limit!r}")
        # The ledger's own check: exact (no floats), positive; kept as a Fraction.
        object.__setattr__(self, "price", Ledger(self.limit, self.price).price)
        pair = self.opponents
        if isinstance(pair, str) or not isinstance(pair, tuple | list) or len(pair) != 2:
            raise ValueError(f"opponents are two character keys, not {pair!r}")
        opponents(pair[0], pair[1])  # known characters, two different ones
        object.__setattr__(self, "opponents", (pair[0], pair[1]))
        _whole(self.seed, "the seed")


# --- outcomes for the ledger ---------------------------------------------------------------------


def ledger_outcome(result: DealOutcome) -> Outcome:
    """A finished deal's outcome (:mod:`.game`) as the ledger's type."""
    kinds = {ContractResult: PlayedContract, MiserResult: MiserOutcome,
             AllPassResult: AllPassOutcome}
    if type(result) not in kinds:
        raise ValueError(f"not the outcome of a deal: {result!r}")
    return kinds[type(result)](**{k: v for k, v in result.as_dict().items() if k != "kind"})


# --- the session ---------------------------------------------------------------------------------


class Session:
    """A game of PrefClub: the deals, the ledger and the computer players."""

    def __init__(self, settings: SessionSettings, bot_factory: BotFactory | None = None) -> None:
        if not isinstance(settings, SessionSettings):
            raise ValueError(f"a session needs SessionSettings, not {settings!r}")
        self.settings = settings
        self.bot_factory: BotFactory = bot_factory or default_bot_factory
        self.ledger = Ledger(settings.limit, settings.price, rules=settings.rules)
        #: Every deal of the game so far, the current one last.
        self.deals: list[Deal] = []
        #: The current deal (the last one dealt), None before the first.
        self.deal: Deal | None = None

    # --- the game -----------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """Every bullet has reached the limit: the game is over."""
        return self.ledger.over

    @property
    def deals_played(self) -> int:
        """Deals finished and scored (every deal counts, ALL PASS ones too)."""
        return len(self.ledger.history)

    def played_deal(self, index: int) -> Deal | None:
        """Finished deal ``index`` (0 = the first) as it was played; None past the last."""
        return self.deals[index] if 0 <= index < self.deals_played else None

    @property
    def deal_in_progress(self) -> bool:
        """A deal has been dealt and is not finished."""
        return self.deal is not None and not self.deal.is_finished

    @property
    def entries(self) -> tuple[DealEntries, ...]:
        """What each finished deal wrote on the sheet, first deal first (``deals[i]``)."""
        return self.ledger.history

    @property
    def minimum_level(self) -> int:
        """The lowest bid of the next deal (raised by ALL PASS deals)."""
        return self.ledger.minimum_bid

    def settlement(self) -> list[Fraction]:
        """Each seat's result in whist points now (provisional until :attr:`over`)."""
        return self.ledger.settle()

    def money(self) -> list[Fraction]:
        """Each seat's result in money now, exact (provisional until :attr:`over`)."""
        return self.ledger.money()

    def opponent(self, seat: int) -> Character:
        """The character who plays at ``seat`` (1 or 2)."""
        if seat not in BOT_SEATS:
            raise ValueError(f"the computer players sit at seats 1 and 2, not {seat!r}")
        return character(self.settings.opponents[seat - 1])

    # --- dealing ------------------------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals next: the player first, then the seat to the left of the last dealer."""
        if self.deal is None:
            return FIRST_DEALER
        return (self.deal.dealer + 1) % SEATS

    def deal_number(self, index: int) -> int:
        """The number of the game's ``index``-th deal (from 1), fixed by the seed."""
        return SplitMix64((self.settings.seed * 1_000_033 + index) & _MASK) \
            .below(PLAYER_DEAL_MAX) + 1

    def new_deal(self, number: int | None = None) -> Deal:
        """Deal the next deal (``number``: that deal's cards).  Refused mid-deal or when over."""
        if self.deal_in_progress:
            raise ValueError("the current deal is not finished")
        if self.over:
            raise ValueError("the game is over: every bullet has reached the limit")
        if number is None:
            number = self.deal_number(len(self.deals) + 1)
        if isinstance(number, bool) or not isinstance(number, int) \
                or not 1 <= number <= PLAYER_DEAL_MAX:
            raise ValueError(f"deal numbers run from 1 to {PLAYER_DEAL_MAX}, not {number!r}")
        self.deal = Deal(number, self.next_dealer(), self.minimum_level,
                         table_rules=self.settings.rules)
        self.deals.append(self.deal)
        return self.deal

    # --- turns --------------------------------------------------------------------------

    def observation(self, seat: int = HUMAN) -> Observation:
        """What ``seat`` may know of the current deal (the player's view by default)."""
        if self.deal is None:
            raise ValueError("nothing has been dealt yet")
        return self.deal.observation(seat)

    @property
    def human_to_move(self) -> bool:
        """The player must act (for his own cards or, whisting alone, his partner's)."""
        return self.deal_in_progress and self.deal.to_move == HUMAN

    @property
    def bot_to_move(self) -> bool:
        """A computer player must act (for his own cards, or the player's when he whists alone
        and the player passed)."""
        return self.deal_in_progress and self.deal.to_move != HUMAN

    def bot_seed(self, seat: int, step: int) -> int:
        """The seed of ``seat``'s decision after ``step`` actions of the current deal."""
        index = len(self.deals)
        return ((self.settings.seed * 1_000_003 + index * 7919 + step) * SEATS + seat) & _MASK

    def bot_action(self) -> Action:
        """What the computer player on turn does now (not yet applied)."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        seat = self.deal.to_move
        bot = self.bot_factory(self.settings.opponents[seat - 1],
                               self.bot_seed(seat, len(self.deal.history)))
        return bot.act(self.deal.observation(seat))

    def bot_apply(self, action: Action) -> None:
        """Carry out what the computer player on turn decided (it may have thought elsewhere);
        IllegalAction if the rules do not allow it."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        self.deal.apply(action)
        self._record()

    def bot_step(self) -> tuple[int, Action]:
        """Let the computer player on turn act once; returns the seat that acted and the action
        (``deal.history[-1][0]`` is whose card or word it was)."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        seat = self.deal.to_move
        action = self.bot_action()
        self.bot_apply(action)
        return seat, action

    def human_apply(self, action: Action) -> None:
        """The player's action; ValueError if it is not his turn, IllegalAction if the rules do
        not allow it (the deal is then unchanged)."""
        if not self.human_to_move:
            raise ValueError("it is not the player's turn")
        self.deal.apply(action)
        self._record()

    def _record(self) -> None:
        """Score the current deal on the ledger once it is finished (once)."""
        if self.deal.is_finished and len(self.ledger.history) < len(self.deals):
            self.ledger.apply(ledger_outcome(self.deal.outcome()))

    # --- saving -------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        settings = self.settings
        return {
            "kind": SAVE_KIND,
            "version": SAVE_VERSION,
            "settings": {
                "limit": settings.limit,
                "price": str(settings.price),
                "opponents": list(settings.opponents),
                "seed": settings.seed,
                "rules": settings.rules.to_dict(),
            },
            "deals": [{"number": deal.number, "dealer": deal.dealer,
                       "minimum_level": deal.minimum_level,
                       "actions": [encode(action) for _seat, action in deal.history]}
                      for deal in self.deals],
        }

    @classmethod
    def from_dict(cls, data: Any, bot_factory: BotFactory | None = None) -> Session:
        """A saved session, replayed deal by deal; ValueError with a clear message for anything
        damaged or foreign."""
        try:
            return cls._load(data, bot_factory)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a saved PrefClub session lacks or mangles {error!r}") from error

    @classmethod
    def _load(cls, data: Any, bot_factory: BotFactory | None) -> Session:
        if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
            raise ValueError("this is not a saved PrefClub session")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"a saved PrefClub session of version {data.get('version')!r} "
                             f"cannot be read (this program reads version {SAVE_VERSION})")
        saved = data["settings"]
        if not isinstance(saved, dict):
            raise ValueError("the settings of a saved PrefClub session must be a mapping")
        pair = saved["opponents"]
        if not isinstance(pair, list) or len(pair) != 2 \
                or not all(isinstance(key, str) for key in pair):
            raise ValueError(f"opponents must be two character keys, not {pair!r}")
        # A game saved before the table's rules existed was played by the manual's.
        rules = TableRules.from_dict(saved["rules"]) if "rules" in saved else MANUAL
        settings = SessionSettings(_whole(saved["limit"], "the game limit"),
                                   _price(saved["price"]), (pair[0], pair[1]),
                                   _whole(saved["seed"], "the seed"), rules)
        session = cls(settings, bot_factory)
        deals = data["deals"]
        if not isinstance(deals, list):
            raise ValueError("the deals of a saved PrefClub session must be a list")
        for index, saved_deal in enumerate(deals, start=1):
            session._replay(index, saved_deal)
        return session

    def _replay(self, index: int, saved: Any) -> None:
        if not isinstance(saved, dict):
            raise ValueError(f"deal {index} of the save is not a mapping: {saved!r}")
        if self.deal_in_progress:
            raise ValueError(f"deal {index - 1} of the save is unfinished but not the last")
        if self.over:
            raise ValueError(f"the game of the save was over after deal {index - 1}, "
                             f"but the save holds more deals")
        dealer = _whole(saved["dealer"], f"the dealer of deal {index}")
        if dealer != self.next_dealer():
            raise ValueError(f"deal {index} of the save is dealt by seat {dealer}, but it is "
                             f"seat {self.next_dealer()}'s deal")
        minimum = _whole(saved["minimum_level"], f"the minimum level of deal {index}")
        if minimum != self.minimum_level:
            raise ValueError(f"deal {index} of the save starts from minimum level {minimum}, "
                             f"but the deals before it give {self.minimum_level}")
        number = _whole(saved["number"], f"the number of deal {index}")
        self.new_deal(number)
        actions = saved["actions"]
        if not isinstance(actions, list):
            raise ValueError(f"the actions of deal {index} must be a list")
        for step, encoded in enumerate(actions, start=1):
            try:
                action = decode(encoded)
            except ValueError as error:
                raise ValueError(f"deal {index}, action {step} of the save: {error}") from None
            try:
                self.deal.apply(action)
            except IllegalAction as error:
                raise ValueError(f"deal {index}, action {step} of the save is not allowed: "
                                 f"{error}") from None
            self._record()


def _price(value: Any) -> Fraction:
    """The saved price: a Fraction's text (``"1/20"``, ``"2"``)."""
    if not isinstance(value, str):
        raise ValueError(f"the price must be saved as exact text like '1/20', not {value!r}")
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"the price is not an exact number: {value!r}") from None


# --- actions as plain data ---------------------------------------------------------------------

_SIMPLE: dict[str, type] = {"pass": Pass, "discarded": Discarded, "whist": Whist,
                            "pass-whist": PassWhist, "half-whist": HalfWhist, "open": PlayOpen,
                            "closed": PlayClosed}
_SIMPLE_NAMES = {kind: name for name, kind in _SIMPLE.items()}


def encode(action: Action) -> list:
    """An action as JSON-friendly data: ``["bid", "7H"]``, ``["bid", "MISER"]``, ``["pass"]``,
    ``["discard", ["7D", "9C"]]``, ``["declare", "8NT"]``, ``["whist"]``, ``["pass-whist"]``,
    ``["open"]``, ``["closed"]``, ``["play", "AS"]`` (and ``["discarded"]``, what the others see
    of a discard)."""
    if isinstance(action, Bid):
        return ["bid", str(action.contract)]
    if isinstance(action, Declare):
        return ["declare", str(action.contract)]
    if isinstance(action, Discard):
        return ["discard", [str(card) for card in action.cards]]
    if isinstance(action, Play):
        return ["play", str(action.card)]
    if type(action) in _SIMPLE_NAMES:
        return [_SIMPLE_NAMES[type(action)]]
    raise ValueError(f"not a PrefClub action: {action!r}")


def _contract(text: Any) -> Contract:
    if isinstance(text, str):
        contract = Contract.parse(text)
        if str(contract) == text:
            return contract
    raise ValueError(f"not a bid code: {text!r} (6S … 10NT, or MISER)")


def _card(text: Any) -> Card:
    if isinstance(text, str):
        card = Card.parse(text)
        if str(card) == text:
            return card
    raise ValueError(f"not a card code: {text!r}")


def decode(data: Any) -> Action:
    """The action :func:`encode` wrote; ValueError for anything else."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"not an action: {data!r}")
    kind, args = data[0], data[1:]
    try:
        if kind in _SIMPLE and not args:
            return _SIMPLE[kind]()
        if len(args) == 1:
            (arg,) = args
            if kind == "bid":
                return Bid(_contract(arg))
            if kind == "declare":
                return Declare(_contract(arg))
            if kind == "play":
                return Play(_card(arg))
            if kind == "discard" and isinstance(arg, list):
                return Discard(tuple(_card(code) for code in arg))
    except ValueError as error:
        raise ValueError(f"not an action: {data!r} ({error})") from None
    raise ValueError(f"not an action: {data!r}")
