"""A Skat session at the table: the player (seat 0) against Amiga I (seat 1) and Amiga II (seat 2).

The session deals game after game with the dealer moving on, keeps the
Skatliste, drives the two computer players, and can be saved and resumed:
a saved session holds its options, the list, and the current deal as its
number, dealer and the actions taken so far — replaying those actions gives
back exactly the deal as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardsuite.engine.cards import Card
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.bots import SkatBot, make_bot
from cardsuite.games.skat.game import (
    Action,
    Bid,
    Deal,
    Declare,
    Hold,
    Kontra,
    NoDouble,
    Options,
    Pass,
    Phase,
    Play,
    PlayHand,
    Push,
    Re,
    TakeSkat,
)
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import ScoreList, ScoreMode
from cardsuite.games.skat.scoring import Contract

HUMAN = 0
PLAYER_DEAL_MAX = 999_999
SAVE_KIND = "skat-session"
SAVE_VERSION = 1


@dataclass
class SessionSettings:
    options: Options
    levels: tuple[str, str] = ("medium", "medium")  # Amiga I, Amiga II
    seed: int = 1
    #: Seeger-Fabian is an ISkO list: under the Amiga rule set the list is standard.
    score_mode: ScoreMode = ScoreMode.STANDARD

    @property
    def list_mode(self) -> ScoreMode:
        """The mode the session's list keeps."""
        if self.options.rule_set is RuleSet.AMIGA:
            return ScoreMode.STANDARD
        return self.score_mode


class Session:
    def __init__(self, settings: SessionSettings) -> None:
        self.settings = settings
        self.rng = SplitMix64(settings.seed)
        self.scorelist = ScoreList(settings.list_mode)
        self.games = 0  # deals finished
        self.dealer = 2  # so that the first deal is dealt by seat 0 after moving on
        self.deal: Deal | None = None
        self.bots: dict[int, SkatBot] = {}

    # --- dealing -----------------------------------------------------------------

    def new_deal(self, number: int | None = None) -> Deal:
        """Deal the next game (the dealer moves on); ``number`` replays that deal."""
        self.dealer = (self.dealer + 1) % 3
        if number is None:
            number = self.rng.below(PLAYER_DEAL_MAX) + 1
        if not 1 <= number <= PLAYER_DEAL_MAX:
            raise ValueError(f"deal numbers run from 1 to {PLAYER_DEAL_MAX}, not {number}")
        self.deal = Deal(number, self.dealer, self.settings.options)
        seed = self.settings.seed * 1_000_003 + self.games * 7
        seeger_fabian = self.settings.score_mode is ScoreMode.SEEGER_FABIAN
        self.bots = {seat: make_bot(self.settings.levels[seat - 1], seed + seat, seeger_fabian)
                     for seat in (1, 2)}
        return self.deal

    # --- turns -----------------------------------------------------------------------

    @property
    def bot_to_move(self) -> bool:
        deal = self.deal
        return deal is not None and deal.phase is not Phase.FINISHED and deal.to_move != HUMAN

    def bot_step(self) -> tuple[int, Action]:
        """Let the computer player on turn act once; returns its seat and action."""
        seat = self.deal.to_move
        action = self.bots[seat].act(self.deal.observation(seat))
        self.bot_apply(action)
        return seat, action

    def bot_apply(self, action: Action) -> None:
        """Carry out what the computer player on turn decided (it may have thought elsewhere)."""
        if not self.bot_to_move:
            raise ValueError("no computer player is on turn")
        self.deal.apply(action)
        self._maybe_record()

    def human_apply(self, action: Action) -> None:
        if self.deal.to_move != HUMAN:
            raise ValueError("it is not the player's turn")
        self.deal.apply(action)
        self._maybe_record()

    def _maybe_record(self) -> None:
        deal = self.deal
        if deal.phase is not Phase.FINISHED or getattr(deal, "_recorded", False):
            return
        deal._recorded = True
        if deal.redealt:
            return
        self.games += 1
        if deal.declarer is None:
            self.scorelist.add_ramsch(deal.number, deal.ramsch_scores)
        else:
            self.scorelist.add_game(deal.number, deal.declarer, deal.contract, deal.result)

    # --- saving ----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal
        return {
            "rule_set": self.settings.options.rule_set.value,
            "kontra": self.settings.options.kontra,
            "redeal": self.settings.options.redeal_when_all_pass,
            "ramsch_skat_to_last_trick": self.settings.options.ramsch_skat_to_last_trick,
            "levels": list(self.settings.levels),
            "seed": self.settings.seed,
            "games": self.games,
            "dealer": self.dealer,
            "rng": self.rng.state,
            "scorelist": self.scorelist.to_dict(),
            "deal": None if deal is None else {
                "number": deal.number,
                "dealer": deal.dealer,
                "actions": [encode(action) for _seat, action in deal.history],
            },
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        """A saved session; ValueError with a clear message for anything damaged."""
        try:
            rule_set = RuleSet(data["rule_set"])
            kontra = data["kontra"]
            if kontra not in (None, True, False):
                raise ValueError("kontra must be true, false or null")
            flags = [data["redeal"], data.get("ramsch_skat_to_last_trick", False)]
            if not all(isinstance(flag, bool) for flag in flags):
                raise ValueError("redeal and ramsch_skat_to_last_trick must be true or false")
            options = Options(rule_set=rule_set, kontra=kontra, redeal_when_all_pass=flags[0],
                              ramsch_skat_to_last_trick=flags[1])
            levels = tuple(data["levels"])
            if len(levels) != 2 or not all(isinstance(level, str) for level in levels):
                raise ValueError("levels must name two computer players' levels")
            session = cls(SessionSettings(options, levels, int(data["seed"])))
            session.games = int(data["games"])
            session.dealer = int(data["dealer"]) % 3
            session.rng.state = int(data["rng"])
            session.scorelist = ScoreList.from_dict(data["scorelist"])
            session.settings.score_mode = session.scorelist.mode
            saved = data["deal"]
            if saved is not None:
                session.dealer = (int(saved["dealer"]) - 1) % 3
                session.new_deal(int(saved["number"]))
                for encoded in saved["actions"]:
                    session.deal.apply(decode(encoded))
                    session._maybe_record()
        except (KeyError, TypeError) as error:
            raise ValueError(f"a saved Skat session lacks or mangles {error}") from error
        return session


# --- actions as plain data ---------------------------------------------------------

def encode(action: Action) -> list:
    if isinstance(action, Bid):
        return ["bid", action.value]
    if isinstance(action, Push):
        return ["push", [str(c) for c in action.cards]]
    if isinstance(action, Declare):
        c = action.contract
        return ["declare", c.game_type.value, c.hand, c.schneider_announced,
                c.schwarz_announced, c.ouvert]
    if isinstance(action, Play):
        return ["play", str(action.card)]
    return [_SIMPLE_NAMES[type(action)]]


_SIMPLE = {"hold": Hold, "pass": Pass, "take": TakeSkat, "hand": PlayHand, "kontra": Kontra,
           "re": Re, "no": NoDouble}
_SIMPLE_NAMES = {kind: name for name, kind in _SIMPLE.items()}


def decode(data: list) -> Action:
    kind = data[0]
    if kind == "bid":
        return Bid(int(data[1]))
    if kind == "push":
        first, second = (Card.parse(code) for code in data[1])
        return Push((first, second))
    if kind == "declare":
        return Declare(Contract(GameType(data[1]), hand=bool(data[2]),
                                schneider_announced=bool(data[3]),
                                schwarz_announced=bool(data[4]), ouvert=bool(data[5])))
    if kind == "play":
        return Play(Card.parse(data[1]))
    if kind in _SIMPLE:
        return _SIMPLE[kind]()
    raise ValueError(f"unknown action {kind!r}")
