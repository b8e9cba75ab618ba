"""The Binokel board: the player (bottom) against Jim (right) and Cathy (left).

A :class:`BinokelBoard` is a ``QGraphicsView`` showing one
:class:`~cardsuite.games.binokel.session.Session`; it keeps no rule logic:
every click becomes an action the deal accepts or refuses.  The table
(layout, cards, names, points boxes, bubbles, the button box) is
:mod:`.table`; the dialogs are :mod:`.dialogs`, every word the board says
:mod:`.words`.

The flow of a deal, as the 1992 program showed it:

- Bidding: bubbles show each seat's last word; the player answers in a box of
  two buttons on the table, the next number or "weg" (key ``W``).
- The Dabb is turned up in the middle for all once the bidding is won and
  stays until the player clicks or presses Space or Return; meanwhile nobody
  acts.
- While bidding and pressing the player's points box shows what his cards
  meld with their best trump ("Meld: 290", :meth:`BinokelBoard.meld_in_hand`).
- Pressing (the player is solo): click four cards (drawn inverted), click
  again to take one back; "OK" is enabled at exactly four — in the game with
  sevens three, as many as the deal's Dabb holds (``Deal.dabb_size``), and
  the bar asks for three.  The cards the meld of the cards he keeps needs
  carry a tick (GEM's CHECKED state, :meth:`BinokelBoard.marked_cards`), and
  a choice that lowers that meld is named in the info line.  The Dabb lies
  sorted while it is turned up.
- Trump in a GEM dialog (:class:`TrumpDialog`), then the meld screen
  (:class:`MeldDialog`: OK, or AB to go out — asked first in an alert that
  names the bid lost and the others' melds + 40 or 30; Cancel is its default).  A player who is not solo sees
  his own meld screen (OK only) once the solo player has melded.  Then
  everybody's melds (:class:`MeldsShownDialog`) before the first card.
- Play: click or drag a card; an illegal card plings and nothing changes.  A
  finished trick stays until a click or a key (Space, Return).
- The end: the result dialog, then the score pad (:mod:`.pad`), the
  1992 result and control screen: Load (F1), Save (F2), New (F3), Exit
  (Alt-X), Continue (Return, deals the next game).  F7 shows the pad at any
  time; a click on the table after a deal opens it again if it was closed
  with Escape.
- **The keys are the 1992 program's, on the board as on the pad**: F1 loads
  a round from one of the slots A – X, F2 saves it (:mod:`.slots`),
  F3 starts a new round, Alt-X (and the suite's F10) closes Binokel.  There
  is no "new deal" in the middle of a round: a Binokel round is 24 games and
  the pad and the Top 10 count them, so a deal is played out (or the solo
  player goes out); a new round asks first once anything has been played.
  After loading or saving from the pad the pad comes back, as in 1992.
- **Keys in the dialogs**: Return answers the default button and Left / Right
  move it (another trump than the best, AB on the meld screen, the pad's
  choices); on the start screen Up / Down choose the speed and F1 is Load;
  melding by hand the arrow keys mark a meld button and Space presses it
  (:class:`MeldDialog`).
  Loading asks first if the round on the table is under way, and shows the
  loaded deal where it stood (a finished trick collected, the Dabb turned up
  again if it is not yet pressed).
- The Options menu: Jim's and Cathy's strength (from the next deal) and the
  rule variants of :class:`~cardsuite.games.binokel.options.Options` (from
  the next round: a round's rules do not change under way; a saved round
  keeps its own), the 48-card game with sevens among them.
- The computer players think in a worker thread; an answer for a position
  that is gone (new deal) is dropped.
"""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QWidget

from cardsuite.engine import keeping, store
from cardsuite.engine.cards import Card, Rank
from cardsuite.engine.claim import claim_card
from cardsuite.engine.tricks import TrickState
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel import rules as binokel_rules
from cardsuite.games.binokel.bots import BOT_LEVELS
from cardsuite.games.binokel.game import (
    Action,
    Announce,
    Bid,
    Deal,
    Declare,
    GoOut,
    Meld,
    NameTrump,
    Pass,
    Phase,
    Play,
    Press,
)
from cardsuite.games.binokel.options import TARGETS, Options
from cardsuite.games.binokel.records import SlotError
from cardsuite.games.binokel.session import (
    HUMAN,
    SAVE_KIND,
    SAVE_VERSION,
    Session,
    SessionSettings,
)
from cardsuite.games.binokel.why_not import why_not
from cardsuite.ui import settings
from cardsuite.ui.boards import trick_words
from cardsuite.ui.boards.binokel.dialogs import (
    MeldDialog,
    MeldsShownDialog,
    ResultDialog,
    TrumpDialog,
)
from cardsuite.ui.boards.binokel.pad import ScorePadDialog
from cardsuite.ui.boards.binokel.slots import (
    SlotDialog,
    ask_replace,
    player_name,
    report_not_loaded,
    report_not_saved,
    save_slots,
)
from cardsuite.ui.boards.binokel.start import StartDialog
from cardsuite.ui.boards.binokel.table import BinokelScene
from cardsuite.ui.boards.binokel.topten import RoundEnd, end_of_round
from cardsuite.ui.boards.binokel.words import (
    auction_said,
    info_text,
    phase_text,
    seat_name,
    suit_name,
)
from cardsuite.ui.gem.alert import AlertIcon, gem_alert
from cardsuite.ui.keeper import KeepsGame, offer, take
from cardsuite.ui.keeper import folder as keeper_folder
from cardsuite.ui.sound import sounds
from cardsuite.ui.table.auction import AuctionWords
from cardsuite.ui.table.board import SELECTION, ClaimWords, TrickBoard
from cardsuite.ui.table.deal_log import DealLog, DealLogWords, LoggedTrick, play_hands, without
from cardsuite.ui.table.dialogs import dialog_slot
from cardsuite.ui.table.last_trick import LastTrickWords
from cardsuite.ui.table.refusal import RefusalWords

translate = QCoreApplication.translate

DEFAULT_LEVEL = "medium"
#: The levels the Options menu offers ("random" and "simple" are for tests and trials).
MENU_LEVELS: tuple[str, ...] = ("easy", "medium", "strong")
#: The rule variants in the Options menu: the settings key of each flag of Options.
OPTION_FLAGS: dict[str, str] = {
    "bid_reached_wins": "binokel/bid_reached_wins",
    "double_loss": "binokel/double_loss",
    "abgehen_30": "binokel/abgehen_30",
    "meld_by_hand": "binokel/meld_by_hand",
    "sevens": "binokel/sevens",
    "round_points": "binokel/round_points",
    "diss_pressed": "binokel/diss_pressed",
    "double_family_1500": "binokel/double_family_1500",
    "durch_bettel": "binokel/durch_bettel",
}
TARGET_KEY = "binokel/target"


def options_from_settings() -> Options:
    """The rule variants chosen in the Options menu (the 1992 rules where none is)."""
    flags = {name: settings.get_flag(key) for name, key in OPTION_FLAGS.items()}
    target = settings.settings().value(TARGET_KEY, 0)
    try:
        target = int(target)
    except (TypeError, ValueError, OverflowError):  # OverflowError: an infinite float
        target = 0
    return Options(**flags, target=target if target in TARGETS else None)


def level_text(name: str) -> str:
    names = {"easy": translate("Binokel", "easy"), "medium": translate("Binokel", "medium"),
             "strong": translate("Binokel", "strong")}
    return names.get(name, name)


#: Where rounds in play are kept across quits (:mod:`cardsuite.engine.keeping`).
KEPT_FOLDER = "binokel-games"


def offer_kept(parent: QWidget | None) -> dict:
    """Opening Binokel: the round kept from last time is offered (Continue, the default, or
    New round, which drops it); damaged kept files are reported once."""
    taken = take(parent, keeper_folder(KEPT_FOLDER), SAVE_KIND, SAVE_VERSION, _kept_round,
                 lambda session: session.over)
    if taken.kept is None:
        return {}
    go_on = offer(parent, [translate("Binokel", "Your Binokel round is kept."),
                           translate("Binokel", "Games played: %1")
                           .replace("%1", str(taken.kept.games))],
                  translate("Binokel", "New round"))
    return {"taken": taken, "give_up": not go_on}


def _kept_round(path, data: dict) -> Session:
    try:
        return Session.from_dict(data)
    except ValueError as error:
        raise store.StoreError(path, f"is damaged: {error}") from error


class BinokelBoard(KeepsGame, TrickBoard):
    """A Binokel session in a view; the GEM window around it shows title and info line.

    The table's keys are physical cards (see table.physical_cards): the
    deck holds every card twice."""

    play_type = Play
    settings_group = "binokel"
    four_colour_option = True  # the deck of Skat tournaments, used for Binokel too
    trump_dialog = dialog_slot("trump", "The trump to name.")
    meld_dialog = dialog_slot("meld", "The player's meld screen.")
    shown_dialog = dialog_slot("shown", "Everybody's melds, before the first card.")
    result_dialog = dialog_slot("result", "The result of a deal.")
    pad_dialog = dialog_slot("pad", "The score pad, the 1992 control screen (F7).")
    slot_dialog = dialog_slot("slot", "The save slots, to save or load a round.")
    start_dialog = dialog_slot("start", "The 1992 start screen.")
    #: The round in play is kept across quits and crashes while it is under way
    #: (:class:`KeepsGame`); ``taken`` is a kept round to continue (``give_up``: its slot for
    #: a new round instead), without the start screen.
    keeping = (KEPT_FOLDER, SAVE_KIND, SAVE_VERSION)

    def __init__(self, deal: int | None = None, seed: int | None = None,
                 parent: QWidget | None = None, start_screen: bool = False,
                 taken: keeping.Taken[Session] | None = None, give_up: bool = False) -> None:
        continuing = taken is not None and taken.kept is not None and not give_up
        start_screen = start_screen and not continuing
        super().__init__(parent, minimum=(600, 300))  # fits an ST's 640 × 400 screen
        if taken is not None:
            if give_up and taken.slot is not None:
                taken.slot.clear()
            self.take_slot(taken.slot)
        self.dabb_showing = False
        #: The end of a complete round (effect, Top 10) while it is on screen.
        self.round_end: RoundEnd | None = None
        # The start screen comes once the board is first shown (it needs the window).
        self._start_due = start_screen
        #: The name the round is saved under: the loaded slot's, else the settings' (None).
        self._player: str | None = None
        self._dabb_seen = False  # the Dabb of this deal was shown and clicked away
        self._melds_seen = False  # the meld screens of this deal were confirmed
        self._own_melds_seen = False  # the player (not solo) saw his own meld screen
        self._slots_from_pad = False  # the slot dialog was opened from the control screen
        self._slots_from_start = False  # … or from the start screen
        self.session = self._new_session(seed if seed is not None else random.randint(1, 2**31))
        self.session.new_deal(deal)
        self._begin(BinokelScene(self))
        if continuing:
            self.start_session(taken.kept)
            self._changed()

    @staticmethod
    def _level(seat: int) -> str:
        value = settings.settings().value(f"binokel/level{seat}", DEFAULT_LEVEL)
        return value if value in BOT_LEVELS else DEFAULT_LEVEL

    def _new_session(self, seed: int) -> Session:
        """A fresh round with the options and levels chosen in the menus."""
        return Session(SessionSettings(options=options_from_settings(),
                                       levels=(self._level(1), self._level(2)), seed=seed))

    # --- actions for the menus -------------------------------------------------------------

    def _make_actions(self) -> None:
        self.action_load = self.menu_action(self.ask_load, ("F1",))
        self.action_save = self.menu_action(self.ask_save, ("F2",))
        self.action_new = self.menu_action(self.ask_new_round, ("F3",))
        self.action_pad = self.menu_action(self.show_pad, ("F7",))
        self.action_close = self.menu_action(self.close_requested.emit, ("Alt+X", "F10"))
        self.flag_actions: dict[str, QAction] = {}
        for name, key in OPTION_FLAGS.items():
            action = self.menu_action(lambda on, n=name: self.set_rule_flag(n, on), checkable=True)
            action.setChecked(settings.get_flag(key))
            self.flag_actions[name] = action
        targets = QActionGroup(self)
        chosen = options_from_settings().target
        self.target_actions: dict[int | None, QAction] = {}
        for target in (None, *TARGETS):
            action = self.menu_action(lambda _c=False, t=target: self.set_target(t), group=targets)
            action.setChecked(target == chosen)
            self.target_actions[target] = action
        self.level_actions: dict[tuple[int, str], QAction] = {}
        for seat in (1, 2):
            group = QActionGroup(self)
            for name in MENU_LEVELS:
                action = self.menu_action(lambda _c=False, s=seat, n=name: self.set_level(s, n),
                                         group=group)
                action.setChecked(self.session.settings.levels[seat - 1] == name)
                self.level_actions[(seat, name)] = action
        self._separators = [self.menu_separator() for _ in range(3)]

    def game_actions(self) -> list[QAction | None]:
        """For the File menu while this window is active (None is a separator)."""
        return [self.action_new, None, self.action_load, self.action_save, None,
                self.action_pad, self.action_last, self.action_auction, self.action_log,
                self.action_claim, self.action_hint, None, self.action_close]

    def option_actions(self) -> list[QAction]:
        """For the Options menu: the rule variants, the length of a round, collecting, the
        levels."""
        return [*self.flag_actions.values(), self._separators[0],
                *self.target_actions.values(), self._separators[1], self.action_auto,
                self.action_mark, self.action_deck,
                self._separators[2], *self.level_actions.values()]

    def set_rule_flag(self, name: str, on: bool) -> None:
        """A rule variant on or off, for the next round (saved in the settings)."""
        settings.set_flag(OPTION_FLAGS[name], bool(on))
        self.flag_actions[name].setChecked(bool(on))
        self._note = lambda: translate("Binokel", "The rules change from the next round.")
        self._changed()

    def set_target(self, target: int | None) -> None:
        """A round of 24 games (None) or a game to 1000 or 1500 points, from the next round."""
        if target is not None and target not in TARGETS:
            raise ValueError(f"Binokel plays to {' or '.join(map(str, TARGETS))}, not {target}")
        settings.settings().setValue(TARGET_KEY, target or 0)
        self.target_actions[target].setChecked(True)
        self._note = lambda: translate("Binokel", "The rules change from the next round.")
        self._changed()

    def set_level(self, seat: int, name: str) -> None:
        """Jim's (1) or Cathy's (2) strength, from the next deal (saved in the settings)."""
        if seat not in (1, 2) or name not in BOT_LEVELS:
            raise ValueError(f"no level {name!r} for seat {seat}")
        settings.settings().setValue(f"binokel/level{seat}", name)
        levels = list(self.session.settings.levels)
        levels[seat - 1] = name
        self.session.settings.levels = (levels[0], levels[1])
        if (seat, name) in self.level_actions:
            self.level_actions[(seat, name)].setChecked(True)

    def _sync_option_actions(self) -> None:
        """The level ticks follow the session (a loaded round brings its own levels)."""
        levels = self.session.settings.levels
        for (seat, name), action in self.level_actions.items():
            action.setChecked(levels[seat - 1] == name)

    def retranslate(self, *_args) -> None:
        self.action_new.setText(translate("Binokel", "New round"))
        trick_words.name_table_actions(self)
        self.action_auction.setText(translate("Binokel", "Bidding"))
        self.action_pad.setText(translate("Binokel", "Score pad …"))
        self.action_save.setText(translate("Binokel", "Save round …"))
        self.action_load.setText(translate("Binokel", "Load round …"))
        self.action_close.setText(translate("Binokel", "Close game"))
        flag_texts = {
            "bid_reached_wins": translate("Binokel", "Reaching the bid is enough (next round)"),
            "double_loss": translate("Binokel", "A lost game costs twice the bid (next round)"),
            "abgehen_30": translate("Binokel", "Going out gives the others 30 (next round)"),
            "meld_by_hand": translate("Binokel", "Meld by hand (next round)"),
            "sevens": translate("Binokel", "48 cards with sevens (next round)"),
            "round_points": translate("Binokel", "Card points rounded to tens (next round)"),
            "diss_pressed": translate("Binokel", "With sevens: a pressed Diß still melds "
                                                 "(next round)"),
            "double_family_1500": translate("Binokel", "A double family counts 1500 "
                                                       "(next round)"),
            "durch_bettel": translate("Binokel", "Durch and Bettel (next round)"),
        }
        for name, action in self.flag_actions.items():
            action.setText(flag_texts[name])
        for target, action in self.target_actions.items():
            action.setText(translate("Binokel", "A round of 24 games (next round)")
                           if target is None else
                           translate("Binokel", "Play to %1 points (next round)")
                           .replace("%1", str(target)))
        for (seat, name), action in self.level_actions.items():
            action.setText(translate("Binokel", "Strength of %1: %2")
                           .replace("%1", seat_name(seat)).replace("%2", level_text(name)))
        self._scene.update_labels()
        self._offer_controls()
        self._changed()

    # --- title and info line ---------------------------------------------------------------

    def title(self) -> str:
        return translate("Binokel", "Binokel – deal %1").replace("%1", str(self.deal.number))

    def info(self) -> str:
        deal = self.deal
        own = deal.meld_points[HUMAN] if deal.meld_points is not None else None
        status = info_text(deal, own, self.standing())
        now = phase_text(deal, dabb_showing=self.dabb_showing,
                         pending=self.pending_trick is not None, thinking=self._thinking,
                         selected=len(self.selected))
        if self._start_due or self.start_dialog is not None:
            now = translate("Binokel", "Welcome to Binokel: enter your name and choose the speed.")
        meld = self.meld_in_hand()
        if meld is not None and meld[0] < meld[1] and self.selecting():
            now += "  " + translate("Binokel", "Careful: your meld falls from %1 to %2.") \
                .replace("%1", str(meld[1])).replace("%2", str(meld[0]))
        text = status + "   " + now if status else now
        return self.note_text() + "  " + text if self._note else text

    def standing(self) -> tuple[int, int] | None:
        """In the play: what the solo player has so far (his melds, the points of his tricks
        collected and of the cards he pressed) and what he needs to win (more than the bid,
        or the bid with the option "reaching the bid is enough"); None before the play, or
        when he went out."""
        deal = self.deal
        if deal.phase is not Phase.PLAYING or deal.meld_points is None or deal.gone_out \
                or deal.special is not None:
            return None
        have = deal.meld_points[deal.solo] + self._scene.seat_points(deal.solo)
        need = deal.bid if deal.options.bid_reached_wins else deal.bid + 1
        return have, need

    # --- keeping the round across quits ------------------------------------------------

    def kept_game(self) -> dict | None:
        return self.session.to_dict() if self.round_underway() else None

    def unkept_consequence(self) -> str:
        return translate("Binokel", "Close anyway? It is lost.")

    # --- the hooks of the trick table -------------------------------------------------

    def deal_over(self) -> bool:
        return self.deal.phase is Phase.FINISHED

    def in_play(self) -> bool:
        return self.deal.phase is Phase.PLAYING

    def ask_player(self) -> None:
        if self.deal.phase is Phase.TRUMP:
            self._ask_trump()
        elif self.deal.phase in (Phase.MELDING, Phase.DECLARING):
            self._ask_meld()

    def on_finished(self) -> None:
        self._show_result()

    def before_next_move(self) -> bool:
        """Before the first card: the meld screens."""
        if self.deal.phase is Phase.PLAYING and not self._melds_seen:
            if self.deal.special is not None:  # Durch, Bettel: nobody melds
                self._melds_seen = True
                return False
            self._show_melds()
            return True
        return False

    def dialog_open(self) -> bool:
        return super().dialog_open() or self._start_due or self.round_end is not None

    def showing_table_cards(self) -> bool:
        return self.dabb_showing

    def hide_table_cards(self) -> None:
        self.dabb_showing = False
        self._dabb_seen = True

    def result_waiting(self) -> bool:
        return self.pad_waiting()

    def reopen_result(self) -> None:
        self.show_pad()

    def after_action(self, action: Action) -> None:
        if self.deal.solo is not None and not self._dabb_seen and isinstance(action, Bid | Pass):
            self.dabb_showing = True  # the bidding is won: the Dabb is turned up for all

    def clears_selection(self, action: Action) -> bool:
        return isinstance(action, Press | Play)

    def may_play(self) -> bool:
        return self._melds_seen

    def selecting(self) -> bool:
        return self.deal.phase is Phase.PRESSING and self.deal.to_move == HUMAN

    def selection_limit(self) -> int:
        return self.deal.dabb_size

    def submit_selection(self) -> None:
        self.press_selected()

    # --- the meld while bidding and pressing ----------------------------------------------

    def meld_in_hand(self) -> tuple[int, int] | None:
        """Before trump is named: what the player's cards meld with their best trump — the
        cards he keeps (his hand without the cards chosen to press) and, pressing, his whole
        hand with the Dabb; None once trump is named (the meld screen counts then)."""
        deal = self.deal
        if deal.phase not in (Phase.BIDDING, Phase.PRESSING):
            return None
        hand = list(deal.hands[HUMAN])
        if deal.solo == HUMAN and self.dabb_showing:  # the Dabb lies turned up, not yet taken
            hand = without(hand, deal.dabb)
        whole = meld_table.best_meld_points(hand, deal.options)
        if not self.selected:
            return whole, whole
        return meld_table.best_meld_points(self._kept_cards(), deal.options), whole

    def _kept_cards(self) -> list[Card]:
        """The cards his meld counts on while he presses: those he keeps — and, with
        ``Options.diss_pressed``, the sevens chosen to press (a pressed Diß still melds)."""
        options = self.deal.options
        return [self.card_of(pid) for pid in self.hand_ids()
                if pid not in self.selected or (options.sevens and options.diss_pressed
                                                and self.card_of(pid).rank == Rank.SEVEN)]

    def marked_cards(self) -> set[int]:
        """Pressing: the cards the meld of the cards he keeps needs (ticked)."""
        if not self.selecting() or self.dabb_showing:
            return set()
        needed = meld_table.meld_cards(self._kept_cards(), self.deal.options)
        return {pid for pid in self.hand_ids()
                if pid not in self.selected and self.card_of(pid) in needed
                and not (self.deal.options.diss_pressed and self.card_of(pid).rank == Rank.SEVEN)}

    def card_of(self, pid: int) -> Card:
        return self._scene.card_of(pid)

    def hint_bot(self):
        from cardsuite.games.binokel.bots import make_bot

        seed = self.session.settings.seed * 1_000_003 + self.deal.number * 101 \
            + len(self.deal.history)
        return make_bot("strong", seed)

    def last_trick_words(self) -> LastTrickWords:
        return trick_words.last_trick_words(seat_name)

    def why_not(self, card: Card):
        deal = self.deal
        hand = deal.hands[deal.to_move]
        return why_not(hand, deal.trick, card, deal.trump) if card in hand else None

    def auction_said(self) -> list[tuple[int, str]]:
        return auction_said(self.deal)

    def auction_words(self) -> AuctionWords:
        return AuctionWords(translate("Binokel", "Bidding"), translate("Binokel", "OK"), seat_name)

    def deal_log(self, deal: Deal | None = None) -> DealLog:
        """The deal on the table (or ``deal``) for its log: the hands and the Dabb as dealt
        (the solo player's without the Dabb he took and with the cards he pressed), the cards
        pressed."""
        deal = deal or self.deal
        start = play_hands(deal.hands, deal.tricks, binokel_rules.sort_hand)
        dealt = list(start)
        if deal.solo is not None:
            dealt[deal.solo] = tuple(binokel_rules.sort_hand(
                without([*start[deal.solo], *deal.pressed], deal.dabb)))
        last = len(deal.tricks) == deal.trick_count
        tricks = tuple(
            LoggedTrick(t.leader, t.cards, t.winner, binokel_rules.points(t.cards) + (
                binokel_rules.LAST_TRICK_BONUS if last and i == len(deal.tricks) - 1 else 0))
            for i, t in enumerate(deal.tricks))
        return DealLog(tuple(dealt), tuple(binokel_rules.sort_hand(deal.dabb)),
                       tuple(binokel_rules.sort_hand(deal.pressed)), tricks, start)

    def played_deals(self) -> int:
        return len(self.session.rows)

    def deal_log_words(self) -> DealLogWords:
        return trick_words.deal_log_words(
            seat_name, table=translate("Binokel", "Dabb"), laid_away=translate("Binokel", "Pressed"),
            points=translate("Binokel", "%1 points"), game=translate("Binokel", "Game %1 of %2"))

    def claim_view(self):
        """A claim of every remaining trick, on the search's tokens for the two copies."""
        from cardsuite.games.binokel.bots import BinokelTrickRules, knowledge

        deal = self.deal
        known = knowledge(deal.observation(HUMAN))
        return (HUMAN, known.hand, deal.trick_leader, known.trick, known.unseen, known.holders,
                BinokelTrickRules(deal.trump))

    def claim_move(self) -> Card | None:
        """The claimant's card on the real deal (the others' cards as the unseen tokens);
        None if no card keeps every trick his."""
        from cardsuite.games.binokel.bots import BinokelTrickRules, knowledge

        deal = self.deal
        known = knowledge(deal.observation(HUMAN))
        pool = list(known.unseen)
        hands = []
        for seat in range(3):
            tokens = set(known.hand) if seat == HUMAN else set()
            if seat != HUMAN:
                for card in deal.hands[seat]:
                    token = next(t for t in pool if t.card == card)
                    pool.remove(token)
                    tokens.add(token)
            hands.append(frozenset(tokens))
        state = TrickState(tuple(hands), deal.trick_leader, known.trick)
        token = claim_card(state, BinokelTrickRules(deal.trump), HUMAN)
        return None if token is None else token.card

    def claim_words(self) -> ClaimWords:
        return trick_words.claim_words()

    def seat_marks(self, seat: int) -> list[str]:
        return trick_words.seat_marks(seat, self.deal.dealer, self.deal.solo)

    def refusal_words(self) -> RefusalWords:
        return trick_words.refusal_words(suit_name, beat=True, trump=True, overtrump=True)

    def extra_keys(self) -> dict[int, Action]:
        return {Qt.Key.Key_W: Pass()}  # "weg"

    def pad_waiting(self) -> bool:
        """The deal is over and scored, the pad was closed: a click or key opens it again."""
        return (self.deal.phase is Phase.FINISHED and self._result_shown
                and not self.dialog_open() and not self._left)

    # --- the player's controls ----------------------------------------------------------

    def _offer_controls(self) -> None:
        """Show the button box for the decision the player faces now, or hide it."""
        deal = self.deal
        if (self._left or deal.to_move != HUMAN or deal.phase not in (Phase.BIDDING,
                                                                      Phase.PRESSING)
                or self._scene.animating or self.waiting_for_click()):
            self._bar_actions = []
            self.bar.hide()
            return
        if deal.phase is Phase.BIDDING:
            self._bar_actions = [Bid(deal.next_bid), Pass()]
            self.bar.offer(translate("Binokel", "Your bid:"),
                           [str(deal.next_bid), translate("Binokel", "Pass")])
        else:
            self._bar_actions = [SELECTION]
            prompt = translate("Binokel", "Click three cards to press:") if deal.dabb_size == 3 \
                else translate("Binokel", "Click four cards to press:")
            self.bar.offer(prompt, [translate("Binokel", "OK")],
                           [len(self.selected) == deal.dabb_size])
        self._place_bar()

    def press_selected(self) -> None:
        if len(self.selected) != self.deal.dabb_size:
            sounds().pling()
            return
        cards = tuple(self._scene.card_of(pid) for pid in sorted(self.selected))
        if not self.human(Press(cards)):
            self._scene.place_all()

    def hand_ids(self) -> list[int]:
        """The player's cards as they lie in his hand, left to right."""
        return self.hand_keys()

    # --- the dialogs ------------------------------------------------------------------

    def _ask_trump(self) -> None:
        self.dialogs.open("trump", TrumpDialog(self, self.deal), self._trump_chosen)

    def _trump_chosen(self, dialog: TrumpDialog, _result: int) -> None:
        special = dialog.special()
        if special is not None:
            if not self.human(Announce(special)):
                self.landed()
            return
        suit = dialog.suit()
        if suit is None or not self.human(NameTrump(suit)):
            self.landed()  # asked again

    def _ask_meld(self) -> None:
        """The meld screen when the player melds as solo player (OK or AB) or, melding by
        hand, declares as an opponent (OK only)."""
        dialog = MeldDialog(self, self.deal, may_go_out=self.deal.phase is Phase.MELDING)
        dialog.keep_above(self.hand_top())
        self._open_meld(dialog)

    def _open_meld(self, dialog: MeldDialog) -> None:
        # The screen counts as open until the player has heard the verdict on a declaration
        # by hand: meanwhile the computer players wait (held).
        self.dialogs.open("meld", dialog, self._melded, held=True)

    def _melded(self, dialog: MeldDialog, _result: int) -> None:
        deal = self.deal
        by_hand = deal.options.meld_by_hand
        action: Action | None = None
        if deal.to_move == HUMAN and deal.phase is Phase.MELDING:
            action = GoOut() if dialog.going_out() \
                else Meld(dialog.declaration()) if by_hand else Meld()
        elif deal.to_move == HUMAN and deal.phase is Phase.DECLARING:
            action = Declare(dialog.declaration())
        if isinstance(action, GoOut) and not self._going_out_confirmed():
            self._ask_meld()  # back to the meld screen
            return
        if action is None or not by_hand:
            if action is None:  # the opponent has seen his filled-in melds
                self._show_melds()
            else:
                self.human(action)
            return
        applied = self.human(action)
        if applied and not isinstance(action, GoOut) and deal.wrong_declaration[HUMAN]:
            self._say_wrong_declaration(solo=isinstance(action, Meld))
        self.landed()

    def _going_out_confirmed(self) -> bool:
        """AB asks first: going out ends the deal and costs the bid (Cancel is the default,
        so that Return on the alert does not throw the game away)."""
        deal = self.deal
        answer = gem_alert(self, AlertIcon.QUESTION,
                           [translate("Binokel", "Go out (AB)?"),
                            translate("Binokel", "You lose your bid of %1,").replace(
                                "%1", str(deal.bid)),
                            translate("Binokel", "Jim and Cathy score their melds + %1.").replace(
                                "%1", str(deal.options.abgehen_bonus))],
                           [translate("Binokel", "AB"), translate("Binokel", "Cancel")],
                           default=1, cancel=1)
        return answer == 0

    def _say_wrong_declaration(self, solo: bool) -> None:
        """Melding by hand, the player declared a meld he does not hold: what it costs him."""
        line = translate("Binokel", "Wrong declaration: you lose the game.") if solo \
            else translate("Binokel", "Wrong declaration: your melds do not count.")
        gem_alert(self, AlertIcon.STOP, [line], [translate("Binokel", "OK")])

    def _show_melds(self) -> None:
        """Before the first card: the player's meld screen if he is not solo (and did not
        declare his melds by hand already), then everybody's."""
        deal = self.deal
        if deal.solo != HUMAN and not self._own_melds_seen and not deal.options.meld_by_hand:
            self._own_melds_seen = True
            dialog = MeldDialog(self, deal, may_go_out=False)
            dialog.keep_above(self.hand_top())
            self._open_meld(dialog)
            return
        self.dialogs.open("shown", MeldsShownDialog(self, deal), self._melds_shown)

    def _melds_shown(self, _dialog: MeldsShownDialog, _result: int) -> None:
        self._melds_seen = True
        self._changed()
        self.landed()

    # --- the end of a deal -----------------------------------------------------------------

    def _show_result(self) -> None:
        if self.deal.redeal:
            self.new_deal()
            self._note = lambda: translate("Binokel", "Everybody passed: the cards are dealt again.")
            self._changed()
            return
        self.dialogs.open("result", ResultDialog(self, self.deal),
                          lambda _dialog, _result: self.show_pad(next_deal=True))

    def show_pad(self, next_deal: bool = False) -> None:
        """F7: the score pad; after a deal its Continue deals the next game."""
        if self.pad_dialog is not None or self._left:
            return
        next_deal = next_deal or self.deal.phase is Phase.FINISHED
        dialog = ScorePadDialog(self, self.session, next_deal=next_deal)
        dialog.game_chosen.connect(lambda row, d=dialog: self.show_played_log(row, d))
        self.dialogs.open("pad", dialog, self._pad_closed)

    def _pad_closed(self, dialog: ScorePadDialog, result: int) -> None:
        """Carry out what the control screen chose."""
        choice = dialog.choice() if result else None
        if choice in ("load", "save"):
            self._open_slots(choice, from_pad=True)
        elif choice == "new":
            if not self.ask_new_round():
                self.show_pad()
        elif choice == "exit":
            self.close_requested.emit()
            if not self._left:  # staying after all (the question was answered No)
                self.show_pad()
        elif choice == "continue" and dialog.next_deal:
            if self.session.over:
                self._end_round()
            else:
                self.new_deal()
        else:
            self.landed()  # the computer players wait while the pad is open

    # --- new deals ----------------------------------------------------------------------------

    def _stop(self) -> None:
        """Forget everything that belongs to the deal on the table."""
        super()._stop()
        self.dabb_showing = False
        end, self.round_end = self.round_end, None
        if end is not None:  # its answer will find nobody waiting (see _round_chosen)
            end.finish_effect()
            if end.dialog is not None:
                end.dialog.done(0)
            end.deleteLater()

    def deal_underway(self) -> bool:
        """Somebody has bid or played in the deal on the table and it is not finished."""
        return bool(self.deal.history) and self.deal.phase is not Phase.FINISHED

    def round_underway(self) -> bool:
        """Games of an unfinished round are on the pad, or a deal is under way."""
        return self.deal_underway() or (self.session.games > 0 and not self.session.over)

    def may_drop_round(self) -> bool:
        """Whether the round on the table may go: asks in a GEM alert if it is under way."""
        if not self.round_underway():
            return True
        answer = gem_alert(self, AlertIcon.QUESTION,
                           [translate("Binokel", "Give up this round?"),
                            translate("Binokel", "Its games are lost"),
                            translate("Binokel", "unless you save it first.")],
                           [translate("Binokel", "Give up"), translate("Binokel", "Cancel")],
                           default=1, cancel=1)
        return answer == 0

    def ask_new_round(self) -> bool:
        """F3: a new round from game 1, after asking if this one is under way."""
        if not self.may_drop_round():
            return False
        self.new_round()
        return True

    def new_round(self, number: int | None = None) -> None:
        """A fresh round with the options and levels of the menus, its first deal ``number``.

        Its seed follows from the old session's, so a seeded board stays reproducible."""
        self._stop()
        self.session = self._new_session(self.session.rng.below(2**31) + 1)
        self._sync_option_actions()
        self._deal_next(number)

    def new_deal(self, number: int | None = None) -> None:
        """The next game of the round (or deal ``number``) once the one on the table is over;
        a new round if this one is over (or, for a board that is not yet played, unfinished)."""
        if self.deal.phase is not Phase.FINISHED or self.session.over:
            self.new_round(number)
            return
        self._stop()
        self._deal_next(number)

    def _deal_next(self, number: int | None) -> None:
        self.session.new_deal(number)
        self._result_shown = False
        self._dabb_seen = False
        self._melds_seen = False
        self._own_melds_seen = False
        self._deal_out()

    def _end_round(self) -> None:
        """The round is complete: the effect and the fanfare, the Top 10 with the player's
        place (saved at once), then a new round or the end of Binokel."""
        end = end_of_round(self, self.player_name(), self.session.totals[HUMAN],
                           totals=tuple(self.session.totals))
        self.round_end = end
        end.finished.connect(lambda choice, e=end: self._round_chosen(e, choice))
        self._changed()

    def _round_chosen(self, end: RoundEnd, choice: str) -> None:
        if end is not self.round_end:
            return  # the board moved on (a round loaded meanwhile, the window closing)
        self.round_end = None
        end.deleteLater()  # a child of the board: one a round would pile up over a long evening
        if choice == "quit":
            self.close_requested.emit()
            if self._left:
                return
        self.new_round()

    # --- the start screen ----------------------------------------------------------------

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self._start_due:
            QTimer.singleShot(0, self, self.show_start)

    def show_start(self) -> None:
        """The 1992 start screen: name, animation speed, Load, Exit, Continue."""
        self._start_due = False
        if self._left or self.start_dialog is not None:
            return
        self.dialogs.open("start", StartDialog(self), self._started)
        self._changed()

    def _started(self, dialog: StartDialog, _result: int) -> None:
        choice = dialog.choice()
        if choice == "exit" or choice is None:
            self.close_requested.emit()
            if self._left:
                return
            choice = "continue"  # nobody closed the window: play
        self._player = None  # the name just typed (a loaded round brings its own)
        self._changed()
        if choice == "load":
            self._open_slots("load", from_start=True)
            return
        self._deal_out()  # at the speed just chosen, for the player to see

    # --- saving and loading ------------------------------------------------------------------

    def player_name(self) -> str:
        return self._player or player_name()

    def ask_save(self) -> None:
        """F2: the slot dialog; the round is saved in the slot chosen."""
        self._open_slots("save")

    def ask_load(self) -> None:
        """F1: the slot dialog; the round in the slot chosen replaces the board's."""
        self._open_slots("load")

    def _open_slots(self, mode: str, from_pad: bool = False, from_start: bool = False) -> None:
        if self.slot_dialog is not None or self._left:
            return
        self._slots_from_pad = from_pad
        self._slots_from_start = from_start
        self.dialogs.open("slot", SlotDialog(self, save_slots(), mode), self._slot_chosen)

    def _slot_chosen(self, dialog: SlotDialog, result: int) -> None:
        slot = dialog.slot() if result else None
        loaded = False
        if slot is not None:
            if dialog.mode == "save":
                self.save_round(slot)
            else:
                loaded = self.load_round(slot)
        if self._slots_from_start and not loaded:
            self.show_start()  # as in 1992: back to the start screen
        elif self._slots_from_pad and self.pad_dialog is None:
            self.show_pad()  # the 1992 control screen comes back after loading or saving
        else:
            self.landed()  # the computer players wait while the dialog is open

    def save_round(self, slot: str) -> bool:
        """Save the round in ``slot``, asking first if it is used; a failure is reported."""
        slots = save_slots()
        seen = slots.state(slot)  # what the player agrees to replace
        if seen is not None and not ask_replace(self, slot):
            return False
        try:
            slots.save(slot, self.session, self.player_name(), replacing=seen)
        except SlotError as error:
            report_not_saved(self, slot, error)
            return False
        self._note = lambda: translate("Binokel", "Round saved in slot %1.").replace("%1", slot)
        self._changed()
        return True

    def load_round(self, slot: str) -> bool:
        """The round in ``slot`` in place of the board's (asking first if a deal is under way);
        an empty or damaged slot is reported and nothing changes."""
        slots = save_slots()
        try:
            session, name = slots.load(slot)
        except SlotError as error:
            report_not_loaded(self, slot, error, empty=not slots.used(slot))
            return False
        if not self.may_drop_round():
            return False
        self.start_session(session)
        self._player = name or None
        self._note = lambda: translate("Binokel", "Round loaded from slot %1.").replace("%1", slot)
        self._changed()
        return True

    def start_session(self, session: Session) -> None:
        """Play ``session`` from where it stands: its deal as it lies, else a new one."""
        self._stop()
        self.session = session
        self._sync_option_actions()
        if session.deal is None:
            if session.over:
                seed = session.rng.below(2**31) + 1
                self.session = session = Session(replace(session.settings, seed=seed))
            session.new_deal()
        deal = session.deal
        played = bool(deal.trick or deal.tricks)
        # The Dabb is turned up again while it is not pressed; a finished trick is collected.
        self.dabb_showing = deal.phase is Phase.PRESSING
        self._dabb_seen = deal.solo is not None and not self.dabb_showing
        self._melds_seen = played
        self._own_melds_seen = played
        self._result_shown = False  # a finished deal shows its result and the pad again
        self._note = ""
        self._deal_out()
