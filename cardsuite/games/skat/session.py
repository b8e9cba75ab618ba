"""A Skat session at the table: the player (seat 0) against Amiga I (seat 1) and Amiga II (seat 2).

The session deals game after game with the dealer moving on, keeps the
Skatliste, drives the two computer players, and can be saved and resumed:
a saved session holds its options, the list, and the current deal as its
number, dealer and the actions taken so far — replaying those actions gives
back exactly the deal as it was.

Decision — **a deal number is the whole deal, the dealer included.**  A
player who replays a number from the Skatliste (F2) expects the table he
saw: the same ten cards in his hand, the same hands at Amiga I and Amiga II,
the same Skat, and the same seats as Vorhand, Mittelhand and Hinterhand, so
that the bidding runs as it did.  The cards alone would not do (the same
hand as Vorhand and as Hinterhand is a different game), so the number also
names the dealer: deal ``n`` is dealt by seat ``(n − 1) mod 3``
(:func:`dealer_of`) — deal 1 by the player, 2 by Amiga I, 3 by Amiga II, 4
by the player again, as if the numbers were dealt round the table.  The
session keeps the dealer moving on by drawing each new number among those
of the next dealer (a third of all numbers each), and after a replayed
number it moves on from that deal's dealer.  A saved deal is restored with
the dealer it was saved with (saves from before this rule keep theirs).  With Bock rounds (a house rule,
:mod:`.house_rules`) the session counts the Bock games still to come and
deals each as a Bock game; the saved deal says whether it is one.

Every deal that went on the Skatliste is kept as it was played (number,
dealer, Bock, the options it was dealt under and every action, in the save
file too), one per row of the list, so that its log can be shown from the
list (:meth:`Session.played_deal`).  Sessions saved before 3 December 2026
did not keep them: their earlier rows have no log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardsuite.engine.cards import Card
from cardsuite.engine.deals import PLAYER_DEAL_MAX
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
    PassOn,
    Phase,
    Play,
    PlayHand,
    Push,
    Re,
    TakeBack,
    TakeSkat,
)
from cardsuite.games.skat.house_rules import BOCK_GAME_CHOICES, bock_events
from cardsuite.games.skat.rules import GameType
from cardsuite.games.skat.scorelist import (
    BIERLACHS_LIMITS,
    ScoreList,
    ScoreMode,
    describe_ramsch,
)
from cardsuite.games.skat.scoring import Contract

HUMAN = 0
SAVE_KIND = "skat-session"
SAVE_VERSION = 1


@dataclass
class SessionSettings:
    options: Options
    levels: tuple[str, str] = ("medium", "medium")  # Amiga I, Amiga II
    seed: int = 1
    #: Seeger-Fabian is an ISkO list: under the Amiga rule set the list is standard.
    score_mode: ScoreMode = ScoreMode.STANDARD
    #: House rule: the Bock games each Bock event brings (0: no Bock rounds).
    bock_games: int = 0
    #: House rule: a Bierlachs list to this many minus points (0: no Bierlachs).  It goes
    #: before Seeger-Fabian, in both rule sets.
    bierlachs_limit: int = 0

    def __post_init__(self) -> None:
        if self.bock_games not in (0, *BOCK_GAME_CHOICES) or isinstance(self.bock_games, bool):
            raise ValueError(f"bock_games must be 0 or one of {BOCK_GAME_CHOICES}, "
                             f"not {self.bock_games!r}")
        if self.bierlachs_limit not in (0, *BIERLACHS_LIMITS) or \
                isinstance(self.bierlachs_limit, bool):
            raise ValueError(f"bierlachs_limit must be 0 or one of {BIERLACHS_LIMITS}, "
                             f"not {self.bierlachs_limit!r}")

    @property
    def list_mode(self) -> ScoreMode:
        """The mode the session's list keeps."""
        if self.bierlachs_limit:
            return ScoreMode.BIERLACHS
        if self.options.rule_set is RuleSet.AMIGA:
            return ScoreMode.STANDARD
        return self.score_mode


def dealer_of(number: int) -> int:
    """The seat that deals deal ``number``: 1 the player, 2 Amiga I, 3 Amiga II, 4 the player …"""
    return (number - 1) % 3


class Session:
    def __init__(self, settings: SessionSettings) -> None:
        self.settings = settings
        self.rng = SplitMix64(settings.seed)
        self.scorelist = ScoreList(settings.list_mode, settings.bierlachs_limit or None)
        self.games = 0  # deals finished
        self.dealer = 2  # so that the first deal is dealt by seat 0 after moving on
        self.deal: Deal | None = None
        self.bots: dict[int, SkatBot] = {}
        self.bock_pending = 0  # Bock games still to come (house rule)
        #: The deals on the Skatliste as played, one per row (None: saved before they were
        #: kept): {"number", "dealer", "bock", "options", "actions"} as in the save file.
        self.played: list[dict[str, Any] | None] = []

    # --- dealing -----------------------------------------------------------------

    def new_deal(self, number: int | None = None) -> Deal:
        """Deal the next game (the dealer moves on); ``number`` replays that deal exactly,
        its dealer included (see the module docstring)."""
        if number is None:
            dealer = (self.dealer + 1) % 3
            number = 3 * self.rng.below(PLAYER_DEAL_MAX // 3) + dealer + 1
        if isinstance(number, bool) or not isinstance(number, int) \
                or not 1 <= number <= PLAYER_DEAL_MAX:
            raise ValueError(f"deal numbers run from 1 to {PLAYER_DEAL_MAX}, not {number!r}")
        return self._deal(number, dealer_of(number))

    def _deal(self, number: int, dealer: int) -> Deal:
        self.dealer = dealer
        self.deal = Deal(number, dealer, self.settings.options, bock=self.bock_pending > 0)
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
        self.played.append(_deal_to_dict(deal))
        if deal.declarer is None:
            passed_on = deal.passed_on if deal.options.schieberamsch else None
            self.scorelist.add_ramsch(deal.number, deal.ramsch_scores,
                                      describe_ramsch(bock=deal.bock, passed_on=passed_on))
        else:
            self.scorelist.add_game(deal.number, deal.declarer, deal.contract, deal.result)
        if deal.bock:
            self.bock_pending -= 1
        self.bock_pending += self.settings.bock_games * bock_events(deal)

    def played_deal(self, row: int) -> Deal | None:
        """The deal of Skatliste row ``row`` (0 = the first) as it was played, or None when
        the session did not keep it (saved before deals were kept)."""
        if not 0 <= row < len(self.played) or self.played[row] is None:
            return None
        return _deal_from_dict(self.played[row])

    # --- saving ----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal
        return {
            **_options_to_data(self.settings.options),
            "bock_games": self.settings.bock_games,
            "bock_pending": self.bock_pending,
            "levels": list(self.settings.levels),
            "seed": self.settings.seed,
            "games": self.games,
            "dealer": self.dealer,
            "rng": self.rng.state,
            "scorelist": self.scorelist.to_dict(),
            "deal": None if deal is None else {
                "number": deal.number,
                "dealer": deal.dealer,
                "bock": deal.bock,
                "actions": [encode(action) for _seat, action in deal.history],
            },
            "played": self.played,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Session:
        """A saved session; ValueError with a clear message for anything damaged."""
        try:
            options = _options_from_data(data)
            levels = tuple(data["levels"])
            if len(levels) != 2 or not all(isinstance(level, str) for level in levels):
                raise ValueError("levels must name two computer players' levels")
            bock_games, bock_pending = data.get("bock_games", 0), data.get("bock_pending", 0)
            if isinstance(bock_pending, bool) or not isinstance(bock_pending, int) or \
                    not 0 <= bock_pending <= MAX_GAMES:
                raise ValueError(f"bock_pending must be a whole number from 0, "
                                 f"not {bock_pending!r}")
            session = cls(SessionSettings(options, levels, _whole(data, "seed", 2**64 - 1),
                                          bock_games=bock_games))
            session.bock_pending = bock_pending
            session.games = _whole(data, "games", MAX_GAMES)
            session.dealer = _whole(data, "dealer", 2)
            session.rng.state = _whole(data, "rng", 2**64 - 1)
            session.scorelist = ScoreList.from_dict(data["scorelist"])
            session.played = _played_from_data(data.get("played"), len(session.scorelist.rows))
            if session.scorelist.mode is ScoreMode.BIERLACHS:
                session.settings.bierlachs_limit = session.scorelist.limit
            else:
                session.settings.score_mode = session.scorelist.mode
            saved = data["deal"]
            if saved is not None:
                number, dealer, bock = _deal_head(saved)
                session._deal(number, dealer)
                session.deal.bock = bock
                for encoded in saved["actions"]:
                    session.deal.apply(decode(encoded))
                # The list was saved with this deal on it if it had finished: not again.
                session.deal._recorded = session.deal.phase is Phase.FINISHED
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a saved Skat session lacks or mangles {error}") from error
        return session


#: More games than any session saved by a person holds (a game a minute for ten years).
MAX_GAMES = 10**7


def _whole(data: dict[str, Any], key: str, highest: int) -> int:
    """``data[key]``, a whole number from 0 to ``highest``; ValueError otherwise (a file
    says ``games: -5`` or ``dealer: 10**30`` only when it is damaged)."""
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= highest:
        raise ValueError(f"{key} must be a whole number from 0 to {highest}, not {value!r}")
    return value


# --- options and deals as plain data -------------------------------------------------

def _options_to_data(options: Options) -> dict[str, Any]:
    return {"rule_set": options.rule_set.value, "kontra": options.kontra,
            "redeal": options.redeal_when_all_pass,
            "ramsch_skat_to_last_trick": options.ramsch_skat_to_last_trick,
            "kontra_after_bid": options.kontra_after_bid, "schieberamsch": options.schieberamsch}


def _options_from_data(data: dict[str, Any]) -> Options:
    """Options as saved (the session's, or a kept deal's); ValueError, KeyError or TypeError
    for anything damaged.  Options saved before they existed are off."""
    rule_set = RuleSet(data["rule_set"])
    kontra = data["kontra"]
    if kontra not in (None, True, False):
        raise ValueError("kontra must be true, false or null")
    flags = [data["redeal"], data.get("ramsch_skat_to_last_trick", False),
             data.get("kontra_after_bid", False), data.get("schieberamsch", False)]
    if not all(isinstance(flag, bool) for flag in flags):
        raise ValueError("redeal, ramsch_skat_to_last_trick, kontra_after_bid and "
                         "schieberamsch must be true or false")
    return Options(rule_set=rule_set, kontra=kontra, redeal_when_all_pass=flags[0],
                   ramsch_skat_to_last_trick=flags[1], kontra_after_bid=flags[2],
                   schieberamsch=flags[3])


def _deal_head(saved: dict[str, Any]) -> tuple[int, int, bool]:
    """A saved deal's number, dealer and Bock, checked (a save from before Bock: none)."""
    number, dealer = int(saved["number"]), int(saved["dealer"])
    if not 1 <= number <= PLAYER_DEAL_MAX or dealer not in (0, 1, 2):
        raise ValueError(f"a saved deal has number 1 … {PLAYER_DEAL_MAX} and "
                         f"dealer 0, 1 or 2, not {number} and {dealer}")
    bock = saved.get("bock", False)
    if not isinstance(bock, bool):
        raise ValueError(f"the deal's bock must be true or false, not {bock!r}")
    return number, dealer, bock


def _deal_to_dict(deal: Deal) -> dict[str, Any]:
    return {"number": deal.number, "dealer": deal.dealer, "bock": deal.bock,
            "options": _options_to_data(deal.options),
            "actions": [encode(action) for _seat, action in deal.history]}


def _deal_from_dict(data: dict[str, Any]) -> Deal:
    """A kept deal replayed (ValueError, KeyError or TypeError when it is damaged)."""
    number, dealer, bock = _deal_head(data)
    deal = Deal(number, dealer, _options_from_data(data["options"]), bock=bock)
    for encoded in data["actions"]:
        deal.apply(decode(encoded))
    if deal.phase is not Phase.FINISHED:
        raise ValueError("a kept deal was not played to its end")
    return deal


def _played_from_data(data: Any, rows: int) -> list[dict[str, Any] | None]:
    """The kept deals of a save, checked by replaying each: one per row of the list (a save
    from before they were kept has none: its rows get None)."""
    if data is None:
        return [None] * rows
    if not isinstance(data, list) or len(data) != rows:
        raise ValueError(f"the kept deals must be a list of one per game on the list ({rows})")
    for kept in data:
        if kept is not None:
            _deal_from_dict(kept)
    return data


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
            "re": Re, "no": NoDouble, "pass_on": PassOn, "take-back": TakeBack}
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
