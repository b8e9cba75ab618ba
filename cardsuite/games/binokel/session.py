"""A Binokel round at the table: the player (seat 0) against Jim (seat 1) and Cathy (seat 2).

The session deals game after game with the dealer moving on, keeps the score
pad (one row per game: its number, the solo player, the bid, trump, each
seat's score) and the totals, drives the two computer players, and can be
saved and resumed.

Decisions where the specification leaves room:

- **The player deals the first game**, so that Jim is Mittelhand and bids
  first, as in the 1992 manual ("Jim ist als erster Spieler Mittelhand");
  then the deal moves on one seat (to the last deal's Mittelhand) each game.
- **A thrown-in deal** (everybody passed, see :mod:`.game`) is no game: it
  gets no row, does not count towards the round, and the same dealer deals a
  new number.
- **The round** is ``Options.round_length`` games (24), or — with
  ``Options.target`` — it ends after the game in which a seat reaches the
  target, unless the solo player went out of that game
  (:meth:`.options.Options.round_over`).  Totals are the sums of the rows.
- **Saving replays actions**: a saved session holds its options, the
  computer players' levels and seed, the generator of deal numbers, and every
  deal of the round as its number, dealer and actions.  Loading replays them
  all, so the pad and the current deal come back exactly as they were and a
  damaged file cannot hold a pad that the deals do not give;
  :meth:`Session.from_dict` raises ValueError with a clear message for
  anything damaged or foreign.
- **Meld by hand** is saved with the other options (``"meld_by_hand"``); a
  save without the key (written before the option existed) loads with it
  off, so older saves stay readable and the version stays 1.  A declaration
  is saved with its action: ``["meld", {"suits": {"C": ["P", "F"]}, "cross":
  ["four_aces"]}]`` for the solo player, ``["declare", {...}]`` for an
  opponent (suits without buttons are left out); the filled-in ``["meld"]``
  is as before.
- **Card points rounded to tens** (``"round_points"``), **a pressed Diß
  that melds** (``"diss_pressed"``) and **a double family worth 1500**
  (``"double_family_1500"``) and **Durch and Bettel** (``"durch_bettel"``;
  the announcement is saved as ``["announce", "open-durch"]``) likewise: a
  save without the key was played without the option and loads so.
- **The game with sevens** is saved the same way (``"sevens"``); a save
  without the key (from before the option) loads with it off, a value other
  than true or false is refused like the other flags.  The 48-card deal is
  replayed from its number and the option, so nothing else changes.
- **The computer players' choices depend only on the session's seed, the
  game and the moment in the deal** (each decision reseeds the bot), so a
  session resumed from a save plays on exactly as it would have.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsuite.engine.cards import Card, Suit
from cardsuite.engine.deals import PLAYER_DEAL_MAX
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.binokel.bots import BOT_LEVELS, BinokelBot, make_bot
from cardsuite.games.binokel.game import (
    Action,
    Announce,
    Bid,
    Deal,
    Declare,
    GoOut,
    IllegalAction,
    Meld,
    NameTrump,
    Pass,
    Phase,
    Play,
    Press,
)
from cardsuite.games.binokel.melds import Declaration
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.rules import PLAYERS, SUIT_ORDER
from cardsuite.games.binokel.scoring import SPECIAL_VALUES

HUMAN = 0
SAVE_KIND = "binokel-session"
SAVE_VERSION = 1
#: The seat that deals the first game: the player, so that Jim is Mittelhand.
FIRST_DEALER = 0


@dataclass
class SessionSettings:
    options: Options = field(default_factory=Options)
    #: Levels of Jim (seat 1) and Cathy (seat 2), from bots.BOT_LEVELS.
    levels: tuple[str, str] = ("medium", "medium")
    seed: int = 1


@dataclass(frozen=True)
class PadRow:
    """One game on the score pad."""

    game: int
    number: int
    dealer: int
    solo: int
    bid: int
    trump: Suit | None
    gone_out: bool
    won: bool
    scores: tuple[int, ...]
    #: The Durch or Bettel played instead of a trump game (None: a trump game).
    special: str | None = None


class Session:
    """A round of Binokel: deals, the pad, the totals and the computer players."""

    def __init__(self, settings: SessionSettings | None = None) -> None:
        self.settings = settings or SessionSettings()
        for level in self.settings.levels:
            if level not in BOT_LEVELS:
                raise ValueError(f"unknown level {level!r}; choose from {', '.join(BOT_LEVELS)}")
        self.rng = SplitMix64(self.settings.seed)
        self.rows: list[PadRow] = []
        self.deal: Deal | None = None
        #: Every deal of the round so far, the current one last (thrown-in deals too).
        self.deals: list[Deal] = []
        self.bots: dict[int, BinokelBot] = {}

    # --- the pad ------------------------------------------------------------------------

    @property
    def games(self) -> int:
        """Games scored so far (thrown-in deals do not count)."""
        return len(self.rows)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row.scores[seat] for row in self.rows) for seat in range(PLAYERS))

    @property
    def over(self) -> bool:
        """Whether the round is complete (24 games, or a target reached)."""
        if not self.rows:
            return False
        return self.settings.options.round_over(self.games, self.totals,
                                                played_out=not self.rows[-1].gone_out)

    def played_deal(self, row: int) -> Deal | None:
        """The deal of pad row ``row`` (0 = the first game) as it was played (the session
        keeps every deal, see :attr:`deals`); None for a row the pad does not have."""
        games = [deal for deal in self.deals
                 if deal.phase is Phase.FINISHED and not deal.redeal]
        return games[row] if 0 <= row < len(games) else None

    # --- dealing ------------------------------------------------------------------------

    def next_dealer(self) -> int:
        """Who deals next: the first dealer, the same after a throw-in, else the next seat."""
        if self.deal is None:
            return FIRST_DEALER
        if self.deal.redeal:
            return self.deal.dealer
        return (self.deal.dealer + 1) % PLAYERS

    def new_deal(self, number: int | None = None) -> Deal:
        """Deal the next game; ``number`` replays that deal.  Refused mid-deal or after the round."""
        if self.deal is not None and self.deal.phase is not Phase.FINISHED:
            raise ValueError("the current deal is not finished")
        if self.over:
            raise ValueError("the round is over")
        if number is None:
            number = self.rng.below(PLAYER_DEAL_MAX) + 1
        if isinstance(number, bool) or not isinstance(number, int) \
                or not 1 <= number <= PLAYER_DEAL_MAX:
            raise ValueError(f"deal numbers run from 1 to {PLAYER_DEAL_MAX}, not {number!r}")
        self.deal = Deal(number, self.next_dealer(), self.settings.options)
        self.deals.append(self.deal)
        self.bots = {seat: make_bot(self.settings.levels[seat - 1], self._bot_seed(seat))
                     for seat in (1, 2)}
        return self.deal

    def _bot_seed(self, seat: int, step: int = 0) -> int:
        return ((self.settings.seed * 1_000_003 + len(self.deals) * 7919 + step) * 3 + seat) \
            & ((1 << 64) - 1)

    # --- turns --------------------------------------------------------------------------

    @property
    def bot_to_move(self) -> bool:
        deal = self.deal
        return deal is not None and deal.phase is not Phase.FINISHED and deal.to_move != HUMAN

    def bot_action(self) -> Action:
        """What the computer player on turn does now (not yet applied)."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        seat = self.deal.to_move
        bot = self.bots[seat]
        bot.rng = SplitMix64(self._bot_seed(seat, len(self.deal.history)))
        return bot.act(self.deal.observation(seat))

    def bot_step(self) -> tuple[int, Action]:
        """Let the computer player on turn act once; returns its seat and action."""
        seat = self.deal.to_move
        action = self.bot_action()
        self.bot_apply(action)
        return seat, action

    def bot_apply(self, action: Action) -> None:
        """Carry out what the computer player on turn decided (it may have thought elsewhere)."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        self.deal.apply(action)
        self._record()

    def human_apply(self, action: Action) -> None:
        """The player's action; IllegalAction if not allowed, ValueError if not his turn."""
        if self.deal is None or self.deal.to_move != HUMAN:
            raise ValueError("it is not the player's turn")
        self.deal.apply(action)
        self._record()

    def _record(self) -> None:
        deal = self.deal
        if deal.phase is not Phase.FINISHED or deal.redeal:
            return
        result = deal.result
        self.rows.append(PadRow(self.games + 1, deal.number, deal.dealer, deal.solo, deal.bid,
                                deal.trump, deal.gone_out, result.won, result.scores,
                                deal.special))

    # --- saving -------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        options = self.settings.options
        return {
            "kind": SAVE_KIND,
            "version": SAVE_VERSION,
            "options": {
                "bid_reached_wins": options.bid_reached_wins,
                "double_loss": options.double_loss,
                "abgehen_30": options.abgehen_30,
                "round_length": options.round_length,
                "target": options.target,
                "meld_by_hand": options.meld_by_hand,
                "sevens": options.sevens,
                "round_points": options.round_points,
                "diss_pressed": options.diss_pressed,
                "double_family_1500": options.double_family_1500,
                "durch_bettel": options.durch_bettel,
            },
            "levels": list(self.settings.levels),
            "seed": self.settings.seed,
            "rng": self.rng.state,
            "deals": [{"number": deal.number, "dealer": deal.dealer,
                       "actions": [encode(action) for _seat, action in deal.history]}
                      for deal in self.deals],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """A saved session; ValueError with a clear message for anything damaged."""
        try:
            return cls._load(data)
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a saved Binokel session lacks or mangles {error!r}") from error

    @classmethod
    def _load(cls, data: Any) -> Session:
        if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
            raise ValueError("this is not a saved Binokel session")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"a saved Binokel session of version {data.get('version')!r} "
                             f"cannot be read (this program reads version {SAVE_VERSION})")
        saved = data["options"]
        flags = {name: saved[name] for name in ("bid_reached_wins", "double_loss", "abgehen_30")}
        # Saves from before the option "meld by hand" lack it: they were played filled in.
        flags["meld_by_hand"] = saved.get("meld_by_hand", False)
        # … and those from before the game with sevens lack that: they were played with 40.
        flags["sevens"] = saved.get("sevens", False)
        # … and those from before the rounding of card points lack that: they were exact.
        flags["round_points"] = saved.get("round_points", False)
        flags["diss_pressed"] = saved.get("diss_pressed", False)
        flags["double_family_1500"] = saved.get("double_family_1500", False)
        flags["durch_bettel"] = saved.get("durch_bettel", False)
        if not all(isinstance(flag, bool) for flag in flags.values()):
            raise ValueError("the options bid_reached_wins, double_loss, abgehen_30, "
                             "meld_by_hand, sevens, round_points, diss_pressed, "
                             "double_family_1500 and durch_bettel must be true or false")
        options = Options(**flags, round_length=_whole(saved["round_length"], "round_length",
                                                              1, MAX_ROUND_LENGTH),
                          target=None if saved["target"] is None
                          else _whole(saved["target"], "target"))
        levels = data["levels"]
        if not isinstance(levels, list) or len(levels) != 2 \
                or not all(isinstance(level, str) for level in levels):
            raise ValueError("levels must name the two computer players' levels")
        session = cls(SessionSettings(options, (levels[0], levels[1]),
                                      _whole(data["seed"], "seed")))
        deals = data["deals"]
        if not isinstance(deals, list):
            raise ValueError("deals must be a list")
        for index, saved_deal in enumerate(deals, start=1):
            if session.deal is not None and session.deal.phase is not Phase.FINISHED:
                raise ValueError(f"deal {index - 1} of the save is unfinished but not the last")
            dealer = _whole(saved_deal["dealer"], "dealer")
            if dealer != session.next_dealer():
                raise ValueError(f"deal {index} of the save is dealt by seat {dealer}, but it "
                                 f"is seat {session.next_dealer()}'s deal")
            session.new_deal(_whole(saved_deal["number"], "number"))
            actions = saved_deal["actions"]
            if not isinstance(actions, list):
                raise ValueError(f"the actions of deal {index} must be a list")
            for step, encoded in enumerate(actions, start=1):
                try:
                    session.deal.apply(decode(encoded))
                except IllegalAction as error:
                    raise ValueError(f"deal {index}, action {step} of the save is not "
                                     f"allowed: {error}") from error
                session._record()
        session.rng.state = _whole(data["rng"], "rng")
        return session


#: The longest round a save may hold, in deals (the game offers 24; more is damage).
MAX_ROUND_LENGTH = 1000


def _whole(value: Any, name: str, lowest: int = 0, highest: int = 2**64 - 1) -> int:
    """A whole number from ``lowest`` to ``highest`` (seeds and generator states are
    64-bit); ValueError otherwise: a file says ``rng: -5`` only when it is damaged."""
    if isinstance(value, bool) or not isinstance(value, int) or not lowest <= value <= highest:
        raise ValueError(f"{name} must be a whole number from {lowest} to {highest}, "
                         f"not {value!r}")
    return value


# --- actions as plain data --------------------------------------------------------------------


def encode(action: Action) -> list:
    """An action as JSON-friendly data: ``["bid", 160]``, ``["play", "AH"]``, …"""
    if isinstance(action, Bid):
        return ["bid", action.value]
    if isinstance(action, Press):
        return ["press", [str(card) for card in action.cards]]
    if isinstance(action, NameTrump):
        return ["trump", action.suit.code]
    if isinstance(action, Announce):
        return ["announce", action.special]
    if isinstance(action, Play):
        return ["play", str(action.card)]
    if isinstance(action, Meld) and action.declaration is not None:
        return ["meld", encode_declaration(action.declaration)]
    if isinstance(action, Declare):
        return ["declare", encode_declaration(action.declaration)]
    return [_SIMPLE_NAMES[type(action)]]


def encode_declaration(declaration: Declaration) -> dict[str, Any]:
    """A declaration as JSON-friendly data: ``{"suits": {"C": ["P", "F"]}, "cross": [...]}``."""
    return {"suits": {suit.code: list(declaration.buttons(suit)) for suit in SUIT_ORDER
                      if declaration.buttons(suit)},
            "cross": [str(name) for name in declaration.cross]}


def decode_declaration(data: Any) -> Declaration:
    """The declaration :func:`encode_declaration` wrote; ValueError for anything else."""
    if not isinstance(data, dict) or set(data) != {"suits", "cross"}:
        raise ValueError(f"not a declaration: {data!r}")
    suits, cross = data["suits"], data["cross"]
    if not isinstance(suits, dict) or not isinstance(cross, list) \
            or not all(isinstance(code, str) and isinstance(buttons, list)
                       and all(isinstance(button, str) for button in buttons)
                       for code, buttons in suits.items()) \
            or not all(isinstance(name, str) for name in cross):
        raise ValueError(f"not a declaration: {data!r}")
    return Declaration.of(suits, cross)


_SIMPLE = {"pass": Pass, "meld": Meld, "out": GoOut}
_SIMPLE_NAMES = {kind: name for name, kind in _SIMPLE.items()}


def decode(data: Any) -> Action:
    """The action :func:`encode` wrote; ValueError for anything else."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"not an action: {data!r}")
    kind, args = data[0], data[1:]
    if kind in _SIMPLE and not args:
        return _SIMPLE[kind]()
    if len(args) == 1:
        (arg,) = args
        if kind == "bid":
            return Bid(_whole(arg, "a bid"))
        if kind == "press" and isinstance(arg, list) and all(isinstance(c, str) for c in arg):
            return Press(tuple(Card.parse(code) for code in arg))
        if kind == "trump" and isinstance(arg, str):
            return NameTrump(Suit.parse(arg))
        if kind == "announce" and arg in SPECIAL_VALUES:
            return Announce(arg)
        if kind == "play" and isinstance(arg, str):
            return Play(Card.parse(arg))
        if kind == "meld":
            return Meld(decode_declaration(arg))
        if kind == "declare":
            return Declare(decode_declaration(arg))
    raise ValueError(f"not an action: {data!r}")
