"""The Skat board: the player (bottom) against Amiga I (left) and Amiga II (right).

A :class:`SkatBoard` is a ``QGraphicsView`` showing one
:class:`~cardsuite.games.skat.session.Session`; it keeps no rule logic: every
click becomes an action the deal accepts or refuses.  The table (layout,
cards, names, speech bubbles, the button box) is :mod:`.table`; the
dialogs are :mod:`.dialogs`, every word the board says :mod:`.words`; the
Skatliste is :mod:`.score_list`.

Decisions beyond ``rules/skat.md``:
- Speech bubbles show each seat's last word (bids "18?", "Ja", "Weg!", the
  declaration, Kontra/Re); the declaration clears the bidding words and the
  first card clears all.  They are made from the deal's history, so a resumed
  deal shows them too.
- The player's decisions: bidding, Kontra/Re and pushing in a small GEM box of
  buttons on the table; Hand or Skat in a GEM alert; the game in a GEM dialog.
  Pushing: click two cards (they rise), click again to take one back; "Lay
  away" confirms.  Until the game is declared the two can still be changed
  (ISkO): "Lay away again" in the game dialog takes them back into the hand,
  where they stand raised as chosen, so a click swaps one and "Lay away"
  confirms anew.  Amiga rule set: no jacks, no taking back (neither before
  nor after "Lay away"), and the second card lays both away at once, as in
  the 1990 program.  In a Schieberamsch (house rule) the box offers "Take the
  Skat" or "Pass it on"; laying away works as for a declarer, jacks refused.
- A finished trick stays on the table until the player clicks anywhere (or,
  with the option, for a moment); meanwhile nobody plays.  A click on a card
  while it is not the player's turn, or on an illegal card, plings.
- **Keys** (the Binokel board's, which the Skat player would try first):
  Left / Right, Home / End move the cursor (a bar over a card of the hand);
  Space chooses the card under it (to lay away, or to play); Return plays the
  chosen card (or the one under the cursor), lays the two chosen away, and in
  the button box on the table answers its first button (the bid offered,
  "Yes", "Kontra!", "Re!"); W passes ("weg"; in a Schieberamsch it passes the
  Skat on, "weiter"), N says "No" to Kontra or Re;
  Space or Return collects a finished trick.  In the Hand question and every
  dialog Left / Right move the default button; in the game dialog Left / Right
  choose the game and Up / Down the announcement (Schneider, Schwarz, Ouvert).
- The computer players think in a worker thread (:class:`BotWorker`); their
  answer is applied on the GUI thread, and an answer for a position that is
  gone (new deal, resumed session) is dropped.
- F1 deals the next game and drops an unfinished one without a score (the
  list counts finished games only).  F2 deals a number as it was dealt, the
  same hands in the same seats with the same dealer (a number names its
  dealer, see :mod:`cardsuite.games.skat.session`).  The rule set applies from the next
  session (New session, or a new window); Kontra/Re from the next deal; the
  computer players' levels at once.  The house rules
  (:mod:`cardsuite.games.skat.house_rules`) apply from the next session, so a
  list is played under one set of them, which the Skatliste names.
- One save slot (``skat-session.json`` in the application's data folder);
  a file that cannot be read is reported and left as it is.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QFontMetrics,
)
from PySide6.QtWidgets import QDialog, QWidget

from cardsuite.engine import keeping, store
from cardsuite.engine.cards import Card, Rank
from cardsuite.engine.claim import claim_card
from cardsuite.engine.tricks import TrickState
from cardsuite.games.skat import rules as skat_rules
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.game import (
    Action,
    Bid,
    Deal,
    Declare,
    Hold,
    IllegalAction,
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
from cardsuite.games.skat.house_rules import BOCK_GAME_CHOICES
from cardsuite.games.skat.scorelist import BIERLACHS_LIMITS, ScoreMode
from cardsuite.games.skat.session import HUMAN, SAVE_KIND, SAVE_VERSION, Session, SessionSettings
from cardsuite.games.skat.why_not import why_not
from cardsuite.ui import settings
from cardsuite.ui.boards import trick_words
from cardsuite.ui.boards.skat.dialogs import DeclareDialog, ResultDialog, hand_alert
from cardsuite.ui.boards.skat.score_list import ScoreListDialog
from cardsuite.ui.boards.skat.table import SkatScene
from cardsuite.ui.boards.skat.words import (
    auction_said,
    contract_text,
    phase_text,
    plays_text,
    seat_name,
    suit_name,
)
from cardsuite.ui.deal_dialog import DealNumberDialog
from cardsuite.ui.fonts import gem_font
from cardsuite.ui.gem.alert import AlertIcon, gem_alert
from cardsuite.ui.keeper import KeepsGame, offer, take
from cardsuite.ui.keeper import folder as keeper_folder
from cardsuite.ui.sound import sounds
from cardsuite.ui.store_reasons import file_alert
from cardsuite.ui.table.auction import AuctionWords
from cardsuite.ui.table.board import SELECTION, ClaimWords, TrickBoard
from cardsuite.ui.table.deal_log import DealLog, DealLogWords, LoggedTrick, play_hands
from cardsuite.ui.table.dialogs import dialog_slot
from cardsuite.ui.table.last_trick import LastTrickWords
from cardsuite.ui.table.layout import TEXT_PIXELS
from cardsuite.ui.table.refusal import RefusalWords

translate = QCoreApplication.translate

SAVE_FILE = "skat-session.json"
#: Where sessions in play are kept across quits (:mod:`cardsuite.engine.keeping`).
KEPT_FOLDER = "skat-games"
LEVEL_NAMES = ("easy", "medium", "strong")


def offer_kept(parent: QWidget | None) -> dict:
    """Opening Skat: the session kept from last time is offered (Continue, the default, or
    New session, which drops it); damaged kept files are reported once."""
    taken = take(parent, keeper_folder(KEPT_FOLDER), SAVE_KIND, SAVE_VERSION, _kept_session,
                 lambda _session: False)
    if taken.kept is None:
        return {}
    go_on = offer(parent, [translate("Skat", "Your Skat session is kept."),
                           translate("Skat", "Games on the list: %1")
                           .replace("%1", str(len(taken.kept.scorelist)))],
                  translate("Skat", "New session"))
    return {"taken": taken, "give_up": not go_on}


def _kept_session(path: Path, data: dict) -> Session:
    try:
        return Session.from_dict(data)
    except (ValueError, TypeError, KeyError, IllegalAction) as error:
        raise store.StoreError(path, f"is damaged: {error}") from error


def save_path() -> Path:
    """The one save slot: the application's data folder (per user)."""
    return settings.data_folder() / SAVE_FILE


def available_levels() -> list[str]:
    """The strength levels the computer players offer (those of the shared search)."""
    from cardsuite.engine.ai.pimc import LEVELS

    names = [name for name in LEVEL_NAMES if name in LEVELS]
    return names or list(LEVELS)


def level_text(name: str) -> str:
    texts = {"easy": translate("Skat", "easy"), "medium": translate("Skat", "medium"),
             "strong": translate("Skat", "strong")}
    return texts.get(name, name)


# --- the board -----------------------------------------------------------------------------------

class SkatBoard(KeepsGame, TrickBoard):
    """A Skat session in a view; the GEM window around it shows title and info line.

    The session in play is kept across quits and crashes (:class:`KeepsGame`) while it has
    something to lose: a deal under way, or games on the list since the last F8; ``taken``
    is a kept session to continue (``give_up``: its slot for a new session instead)."""

    keeping = (KEPT_FOLDER, SAVE_KIND, SAVE_VERSION)

    play_type = Play
    settings_group = "skat"
    four_colour_option = True  # the deck of Skat tournaments
    hand_dialog = dialog_slot("hand", "Hand or Skat? (a GEM alert)")
    declare_dialog = dialog_slot("declare", "The game to declare.")
    result_dialog = dialog_slot("result", "The result of a deal.")
    list_dialog = dialog_slot("list", "The Skatliste (F7, and after every deal).")
    deal_dialog = dialog_slot("deal", "A deal number to deal (F2).")

    def __init__(self, deal: int | None = None, seed: int | None = None,
                 parent: QWidget | None = None, taken: keeping.Taken[Session] | None = None,
                 give_up: bool = False) -> None:
        super().__init__(parent, minimum=(600, 300))  # fits an ST's 640 × 400 screen
        if taken is not None:
            if give_up and taken.slot is not None:
                taken.slot.clear()
            self.take_slot(taken.slot)
        self._unsaved = False  # games finished since the session was saved or resumed
        #: The save file's bytes as this board last saved or resumed it (F8 asks before
        #: replacing anything else).
        self._slot_bytes: bytes | None = None
        self.session = self._new_session(seed)
        self.session.new_deal(deal)
        self._begin(SkatScene(self))
        if taken is not None and taken.kept is not None and not give_up:
            self.start_session(taken.kept)
            self._unsaved = len(self.session.scorelist) > 0  # not in the F8 slot
            self._changed()

    # --- the session ------------------------------------------------------------------

    def _new_session(self, seed: int | None = None) -> Session:
        saved = settings.settings().value("skat/rule_set", RuleSet.ISKO.value)
        rule_set = RuleSet.AMIGA if saved == RuleSet.AMIGA.value else RuleSet.ISKO
        kontra = settings.get_optional_flag("skat/kontra")  # None: the rule set's default
        options = Options(rule_set=rule_set, kontra=kontra,
                          redeal_when_all_pass=settings.get_flag("skat/redeal"),
                          ramsch_skat_to_last_trick=settings.get_flag("skat/ramsch_skat_last"),
                          kontra_after_bid=settings.get_flag("skat/kontra_after_bid"),
                          schieberamsch=settings.get_flag("skat/schieberamsch"))
        mode = ScoreMode.SEEGER_FABIAN if settings.get_flag("skat/seeger_fabian") \
            else ScoreMode.STANDARD
        return Session(SessionSettings(options, self._levels(),
                                       seed if seed is not None else random.randint(1, 2**31),
                                       score_mode=mode, bock_games=self._bock_games(),
                                       bierlachs_limit=self._bierlachs_limit()))

    @staticmethod
    def _bierlachs_limit() -> int:
        """The house rule's Bierlachs limit from the settings (0: off, as for anything
        but a limit offered)."""
        value = settings.settings().value("skat/bierlachs", 0)
        try:
            limit = int(value)
        except (TypeError, ValueError):
            return 0
        return limit if limit in BIERLACHS_LIMITS else 0

    @staticmethod
    def _bock_games() -> int:
        """The house rule's Bock games per event from the settings (0: off; anything else
        than a number offered is off)."""
        value = settings.settings().value("skat/bock_games", 0)
        try:
            games = int(value)
        except (TypeError, ValueError):
            return 0
        return games if games in BOCK_GAME_CHOICES else 0

    def _set_bock_games(self, games: int) -> None:
        settings.settings().setValue("skat/bock_games", games)

    def _levels(self) -> tuple[str, str]:
        """The computer players' levels from the settings: any level the search knows (the
        menu offers easy, medium and strong; "random" is there for tests and trials)."""
        from cardsuite.engine.ai.pimc import LEVELS

        levels = available_levels()
        default = "medium" if "medium" in levels else levels[0]
        chosen = []
        for seat in (1, 2):
            value = settings.settings().value(f"skat/level{seat}", default)
            # Text only: a damaged settings file may give a list, which no dict can look up.
            chosen.append(value if isinstance(value, str) and value in LEVELS else default)
        return chosen[0], chosen[1]

    # --- actions for the menus -------------------------------------------------------------

    def _make_actions(self) -> None:
        self.action_new = self.menu_action(self.ask_new_deal, (Qt.Key.Key_F1,))
        self.action_number = self.menu_action(self.ask_deal, (Qt.Key.Key_F2,))
        self.action_list = self.menu_action(self.show_list, (Qt.Key.Key_F7,))
        self.action_session = self.menu_action(self.ask_new_session, ("Shift+F1",))
        self.action_save = self.menu_action(self.save_session, (Qt.Key.Key_F8,))
        self.action_resume = self.menu_action(self.resume_session, (Qt.Key.Key_F9,))
        self.action_close = self.menu_action(self.close_requested.emit, (Qt.Key.Key_F10,))
        rules_group = QActionGroup(self)
        self.action_isko = self.menu_action(lambda: self._set_rule_set(RuleSet.ISKO),
                                            group=rules_group)
        self.action_amiga = self.menu_action(lambda: self._set_rule_set(RuleSet.AMIGA),
                                             group=rules_group)
        chosen = settings.settings().value("skat/rule_set", "isko")
        (self.action_amiga if chosen == "amiga" else self.action_isko).setChecked(True)
        self.action_kontra = self.menu_action(self._set_kontra, checkable=True)
        self.action_kontra.setChecked(self.session.settings.options.kontra_on)
        self.action_redeal = self.menu_action(self._set_redeal, checkable=True)
        self.action_ramsch_last = self.menu_action(self._set_ramsch_skat_last, checkable=True)
        self.action_seeger = self.menu_action(self._set_seeger_fabian, checkable=True)
        self.action_seeger.setChecked(settings.get_flag("skat/seeger_fabian"))
        # House rules: settings for the next session.
        self.action_kontra_after_bid = self.menu_action(
            lambda on: settings.set_flag("skat/kontra_after_bid", on), checkable=True)
        self.action_kontra_after_bid.setChecked(settings.get_flag("skat/kontra_after_bid"))
        bock_group = QActionGroup(self)
        self.bock_actions = {
            games: self.menu_action(lambda _c=False, g=games: self._set_bock_games(g),
                                    group=bock_group)
            for games in (0, *BOCK_GAME_CHOICES)}
        self.bock_actions[self._bock_games()].setChecked(True)
        self.action_schieberamsch = self.menu_action(
            lambda on: settings.set_flag("skat/schieberamsch", on), checkable=True)
        self.action_schieberamsch.setChecked(settings.get_flag("skat/schieberamsch"))
        bierlachs_group = QActionGroup(self)
        self.bierlachs_actions = {
            limit: self.menu_action(lambda _c=False, n=limit: settings.settings().setValue(
                "skat/bierlachs", n), group=bierlachs_group)
            for limit in (0, *BIERLACHS_LIMITS)}
        self.bierlachs_actions[self._bierlachs_limit()].setChecked(True)
        self._sync_deal_options()
        self.level_actions: dict[tuple[int, str], QAction] = {}
        for seat in (1, 2):
            group = QActionGroup(self)
            for name in available_levels():
                action = self.menu_action(lambda _c=False, s=seat, n=name: self.set_level(s, n),
                                          group=group)
                action.setChecked(self.session.settings.levels[seat - 1] == name)
                self.level_actions[(seat, name)] = action
        self._separators = [self.menu_separator() for _ in range(3)]

    def game_actions(self) -> list[QAction | None]:
        """For the File menu while this window is active (None is a separator)."""
        return [self.action_new, self.action_number, None, self.action_list,
                self.action_last, self.action_auction, self.action_log, self.action_claim,
                self.action_hint, None,
                self.action_session, self.action_save, self.action_resume, None,
                self.action_close]

    def option_actions(self) -> list[QAction]:
        """For the Options menu while this window is active."""
        levels = [action for (_seat, _name), action in self.level_actions.items()]
        return [self.action_isko, self.action_amiga, self.action_seeger, self._separators[0],
                self.action_kontra, self.action_redeal, self.action_ramsch_last,
                self.action_auto, self.action_mark, self.action_deck, self._separators[1],
                *self.house_rule_actions(),
                self._separators[2], *levels]

    def house_rule_actions(self) -> list[QAction]:
        """The house rules in the Options menu (each from the next session)."""
        return [self.action_kontra_after_bid, *self.bock_actions.values(),
                self.action_schieberamsch, *self.bierlachs_actions.values()]

    def retranslate(self, *_args) -> None:
        self.action_new.setText(translate("Skat", "New deal"))
        self.action_number.setText(translate("Skat", "Deal number …"))
        self.action_list.setText(translate("Skat", "Score list …"))
        self.action_session.setText(translate("Skat", "New session"))
        self.action_save.setText(translate("Skat", "Save session"))
        self.action_resume.setText(translate("Skat", "Resume session"))
        self.action_close.setText(translate("Skat", "Close game"))
        self.action_isko.setText(translate("Skat", "Rules: ISkO (from the next session)"))
        self.action_amiga.setText(translate("Skat", "Rules: Amiga 1990 (from the next session)"))
        self.action_kontra.setText(translate("Skat", "Kontra and Re (from the next deal)"))
        self.action_seeger.setText(translate("Skat", "Seeger-Fabian list, ISkO (from the next session)"))
        self.action_redeal.setText(translate("Skat", "All pass: deal again, ISkO (from the next deal)"))
        self.action_ramsch_last.setText(
            translate("Skat", "Ramsch: Skat to the last trick (from the next deal)"))
        trick_words.name_table_actions(self)
        self.action_auction.setText(translate("Skat", "Bidding"))
        self.action_kontra_after_bid.setText(
            translate("Skat", "House rule: Kontra only after bidding 18 (from the next session)"))
        for games, action in self.bock_actions.items():
            text = (translate("Skat", "House rule: no Bock rounds (from the next session)")
                    if games == 0 else
                    translate("Skat", "House rule: Bock, %1 games after 60:60, lost Kontra, Re, "
                                      "Grand Hand (from the next session)"))
            action.setText(text.replace("%1", str(games)))
        self.action_schieberamsch.setText(
            translate("Skat", "House rule: Schieberamsch when all pass (from the next session)"))
        for limit, action in self.bierlachs_actions.items():
            text = (translate("Skat", "House rule: no Bierlachs list (from the next session)")
                    if limit == 0 else
                    translate("Skat", "House rule: Bierlachs list to %1 minus points "
                                      "(from the next session)"))
            action.setText(text.replace("%1", str(limit)))
        for (seat, name), action in self.level_actions.items():
            action.setText(translate("Skat", "Strength of %1: %2").replace("%1", seat_name(seat))
                           .replace("%2", level_text(name)))
        self._scene.update_labels()
        self._offer_controls()
        self._changed()

    # --- title and info line ---------------------------------------------------------------

    def title(self) -> str:
        return translate("Skat", "Skat – deal %1").replace("%1", str(self.deal.number))

    def info(self) -> str:
        text = self._phase_text()
        if self.deal.bock:  # house rule: this game counts double
            text = translate("Skat", "Bock game") + " – " + text
        if self._note:  # a function: the note follows a language switch
            text = self.note_text() + "  " + text
        return text

    def _phase_text(self) -> str:
        return phase_text(self.deal, self.pending_trick is not None, self._thinking)

    def unsaved_play(self) -> bool:
        """A deal under way, or games on the list since the last save (F8)."""
        return self.deal_underway() or (len(self.session.scorelist) > 0 and self._unsaved)

    # --- keeping the session across quits ----------------------------------------------

    def kept_game(self) -> dict | None:
        return self.session.to_dict() if self.unsaved_play() else None

    def unkept_consequence(self) -> str:
        return translate("Skat", "Close anyway? It is lost.")

    # --- the hooks of the trick table -------------------------------------------------

    def deal_over(self) -> bool:
        return self.deal.phase is Phase.FINISHED

    def in_play(self) -> bool:
        return self.deal.phase is Phase.PLAYING

    def bot_for(self, seat: int):
        return self.session.bots[seat]

    def ask_player(self) -> None:
        if self.deal.phase is Phase.HAND:
            self._ask_hand()
        elif self.deal.phase is Phase.DECLARING:
            self._ask_game()

    def on_finished(self) -> None:
        self._show_result()

    def clears_selection(self, action: Action) -> bool:
        # The card chosen to play (Space) is gone, or another was played by a click.
        return isinstance(action, Play)

    def selecting(self) -> bool:
        return self.deal.laying_away and self.deal.to_move == HUMAN

    def submit_selection(self) -> None:
        self.push_selected()

    def hint_bot(self):
        from cardsuite.games.skat.bots import make_bot

        seeger_fabian = self.session.settings.score_mode is ScoreMode.SEEGER_FABIAN
        seed = self.session.settings.seed * 1_000_003 + self.deal.number * 101 \
            + len(self.deal.history)
        return make_bot("strong", seed, seeger_fabian)

    def last_trick_words(self) -> LastTrickWords:
        return trick_words.last_trick_words(seat_name)

    def why_not(self, card: Card):
        deal = self.deal
        hand = deal.hands[deal.to_move]
        return why_not(hand, deal.trick, card, deal.game_type) if card in hand else None

    def auction_said(self) -> list[tuple[int, str]]:
        return auction_said(self.deal)

    def auction_words(self) -> AuctionWords:
        return AuctionWords(translate("Skat", "Bidding"), translate("Skat", "OK"), seat_name)

    def deal_log(self, deal: Deal | None = None) -> DealLog:
        """The deal on the table (or ``deal``) for its log: the hands and the Skat as dealt,
        the two cards laid away."""
        deal = deal or self.deal
        game_type = deal.game_type

        def sort(cards: list[Card]) -> list[Card]:
            return sorted(cards, key=lambda card: skat_rules.sort_key(card, game_type))

        hands, skat = deal.dealt
        tricks = tuple(LoggedTrick(t.leader, t.cards, t.winner, skat_rules.points(t.cards))
                       for t in deal.tricks)
        return DealLog(tuple(tuple(sort(list(hand))) for hand in hands), tuple(skat),
                       tuple(deal.pushed) if deal.took_skat else (), tricks,
                       play_hands(deal.hands, deal.tricks, sort))

    def played_deals(self) -> int:
        return len(self.session.scorelist.rows)

    def deal_log_words(self) -> DealLogWords:
        return trick_words.deal_log_words(
            seat_name, table=translate("Skat", "Skat"), laid_away=translate("Skat", "Laid away"),
            points=translate("Skat", "%1 points"), game=translate("Skat", "Game %1 of %2"))

    def claim_view(self):
        """A claim of every remaining trick, in a suit game or Grand (not in Null or Ramsch)."""
        from cardsuite.games.skat.bots import SkatTrickRules, knowledge

        deal = self.deal
        if deal.declarer is None or deal.game_type is skat_rules.GameType.NULL:
            return None
        observation = deal.observation(HUMAN)
        trick_rules = SkatTrickRules(deal.game_type)
        unseen, holders = knowledge(observation, trick_rules)
        return (HUMAN, observation.hand, observation.trick_leader, observation.trick, unseen,
                holders, trick_rules)

    def claim_move(self) -> Card | None:
        from cardsuite.games.skat.bots import SkatTrickRules

        deal = self.deal
        state = TrickState(tuple(frozenset(hand) for hand in deal.hands), deal.trick_leader,
                           tuple(deal.trick))
        return claim_card(state, SkatTrickRules(deal.game_type), HUMAN)

    def claim_words(self) -> ClaimWords:
        return trick_words.claim_words()

    def seat_marks(self, seat: int) -> list[str]:
        return trick_words.seat_marks(seat, self.deal.dealer, self.deal.declarer)

    def refusal_words(self) -> RefusalWords:
        return trick_words.refusal_words(suit_name, follow_trumps=True)

    def extra_keys(self) -> dict[int, Action]:
        # W: "weg" (in a Schieberamsch "weiter", the Skat passed on unseen); N: no Kontra / Re.
        passing = Pass() if Pass() in self._bar_actions else PassOn()
        return {Qt.Key.Key_W: passing, Qt.Key.Key_N: NoDouble()}

    def bar_height(self) -> int:
        """Room kept free under the Skat, whether the button box shows or not: the box
        (a GEM button, text + 10, in it) and the table's bottom line with the player's name."""
        lay = self._scene.layout
        scale = lay.text_px // TEXT_PIXELS
        return QFontMetrics(gem_font(lay.text_px)).height() + 18 * scale + lay.label_h + lay.gap

    def bar_bottom(self) -> int:
        # Above the table's bottom line, which holds the player's name and speech.
        lay = self._scene.layout
        return lay.bottom - lay.label_h - lay.gap

    # --- the player's controls ----------------------------------------------------------

    def _offer_controls(self) -> None:
        """Show the button box for the decision the player faces now, or hide it."""
        deal = self.deal
        if (self._left or deal.to_move != HUMAN or deal.phase is Phase.FINISHED
                or self._scene.animating or self.pending_trick is not None):
            self._bar_actions = []
            self.bar.hide()
            return
        legal = deal.legal_actions()
        if deal.phase is Phase.BIDDING:
            if Hold() in legal:
                prompt = translate("Skat", "%1 bids %2:").replace("%1", seat_name(self._bidder())) \
                    .replace("%2", str(deal.bid))
                self._bar_actions = [Hold(), Pass()]
                texts = [translate("Skat", "Yes"), translate("Skat", "Pass!")]
            else:
                bid = next(a for a in legal if isinstance(a, Bid))
                prompt = translate("Skat", "Your bid:")
                self._bar_actions = [bid, Pass()]
                texts = [str(bid.value), translate("Skat", "Pass!")]
            self.bar.offer(prompt, texts)
        elif deal.phase is Phase.SCHIEBERAMSCH and not deal.laying_away:
            prompt = translate("Skat", "Schieberamsch (scores ×%1 so far):").replace(
                "%1", str(deal.ramsch_factor()))
            self._bar_actions = [TakeSkat(), PassOn()]
            self.bar.offer(prompt, [translate("Skat", "Take the Skat"),
                                    translate("Skat", "Pass it on")])
        elif deal.phase is Phase.SCHIEBERAMSCH:
            self._bar_actions = [SELECTION]
            self.bar.offer(translate("Skat", "Click two cards to lay away (no jacks):"),
                           [translate("Skat", "Lay away")], [len(self.selected) == 2])
        elif deal.phase is Phase.PUSHING:
            prompt = translate("Skat", "Click two cards to lay away:")
            if deal.options.rule_set is RuleSet.AMIGA:
                self._bar_actions = []
                self.bar.offer(translate("Skat", "Click two cards to lay away (no jacks):"), [])
            else:
                self._bar_actions = [SELECTION]
                self.bar.offer(prompt, [translate("Skat", "Lay away")], [len(self.selected) == 2])
        elif deal.phase is Phase.KONTRA:
            if Re() in legal:
                prompt = translate("Skat", "Kontra! Your answer:")
                self._bar_actions = [Re(), NoDouble()]
                texts = [translate("Skat", "Re!"), translate("Skat", "No")]
            else:
                prompt = plays_text(deal.declarer, contract_text(deal.contract)) + ":"
                self._bar_actions = [Kontra(), NoDouble()]
                texts = [translate("Skat", "Kontra!"), translate("Skat", "No")]
            self.bar.offer(prompt, texts)
        else:
            self._bar_actions = []
            self.bar.hide()
        self._place_bar()

    def _bidder(self) -> int:
        """Who made the bid the player is asked to hold."""
        for seat, action in reversed(self.deal.history):
            if isinstance(action, Bid):
                return seat
        return self.deal.middlehand

    def toggle_selected(self, card: Card) -> None:
        """Choose a card to lay away, or take it back (Amiga: no jacks, no taking back, the
        second card lays both away; Schieberamsch: no jacks)."""
        deal = self.deal
        amiga = deal.options.rule_set is RuleSet.AMIGA and deal.phase is Phase.PUSHING
        no_jacks = amiga or deal.phase is Phase.SCHIEBERAMSCH
        if card in self.selected:
            if amiga:
                sounds().pling()  # the 1990 program: a laid-away card stays laid away
                return
            self.selected.discard(card)
        else:
            if len(self.selected) >= 2 or (no_jacks and card.rank == Rank.JACK):
                sounds().pling()
                return
            self.selected.add(card)
        self._selection_changed()
        if amiga and len(self.selected) == 2:
            self.push_selected()

    def _selection_changed(self) -> None:
        self._scene.animate()  # the chosen cards rise; the box follows once they lie

    def push_selected(self) -> None:
        if len(self.selected) != 2:
            sounds().pling()
            return
        chosen = set(self.selected)
        self.selected = set()
        # The deal names each push once, in its own order of the two cards.
        push = next((a for a in self.deal.legal_actions()
                     if isinstance(a, Push) and set(a.cards) == chosen), None)
        if push is None or not self.human(push):
            if push is None:
                sounds().pling()
            self._scene.animate()

    # --- the dialogs ----------------------------------------------------------------------

    def _ask_hand(self) -> None:
        self.dialogs.open("hand", hand_alert(self, self.deal.bid), self._hand_answered)

    def _hand_answered(self, alert, _result: int) -> None:
        if alert.chosen() == 0:
            self.human(PlayHand())
        elif alert.chosen() == 1:
            self.human(TakeSkat())
        else:
            self.landed()  # asked again

    def _ask_game(self) -> None:
        self.dialogs.open("declare", DeclareDialog(self, self.deal), self._game_answered)

    def _game_answered(self, dialog: DeclareDialog, result: int) -> None:
        """The game declared; or "Lay away again": the two laid-away cards come back into
        the hand, chosen (a click swaps one); else the dialog comes back."""
        contract = dialog.contract() if result == QDialog.DialogCode.Accepted else None
        if contract is not None and self.human(Declare(contract)):
            return
        if dialog.taking_back():
            self.selected = set(self.deal.pushed)  # they rise in the hand
            if self.human(TakeBack()):
                return
            self.selected = set()
        self.landed()  # asked again

    # --- the end of a deal -----------------------------------------------------------------

    def _show_result(self) -> None:
        self._unsaved = True
        if self.deal.redealt:
            self.new_deal()
            return
        self.dialogs.open("result", ResultDialog(self, self.deal),
                          lambda _dialog, _result: self.show_list(next_deal=True))

    def show_list(self, next_deal: bool = False) -> None:
        """F7: the Skatliste; after a deal it offers the next one."""
        if self.list_dialog is not None:
            return
        dialog = ScoreListDialog(self, self.session.scorelist, next_deal=next_deal,
                                 amiga=self.session.settings.options.rule_set is RuleSet.AMIGA,
                                 session=self.session)
        dialog.game_chosen.connect(lambda row, d=dialog: self.show_played_log(row, d))
        self.dialogs.open("list", dialog, self._list_closed)

    def _list_closed(self, dialog: ScoreListDialog, result: int) -> None:
        if result and dialog.next_button is not None:
            self.new_deal()
        else:
            self.landed()  # the computer players wait while the list is open

    # --- new deals and sessions ----------------------------------------------------------------

    def deal_underway(self) -> bool:
        """Somebody has bid or played in the deal on the table and it is not finished."""
        return bool(self.deal.history) and self.deal.phase is not Phase.FINISHED

    def may_drop_deal(self) -> bool:
        """Whether the deal on the table may go: asks in a GEM alert if it is under way."""
        if not self.deal_underway():
            return True
        answer = gem_alert(self, AlertIcon.QUESTION,
                           [translate("Skat", "Give up this deal?"),
                            translate("Skat", "It is not scored.")],
                           [translate("Skat", "Give up"), translate("Skat", "Cancel")],
                           default=1, cancel=1)
        return answer == 0

    def ask_new_deal(self) -> None:
        """F1: the next game, after asking if the one on the table is under way."""
        if self.may_drop_deal():
            self.new_deal()

    def new_deal(self, number: int | None = None) -> None:
        """The next game (or deal ``number``); an unfinished one is dropped without a score."""
        self._stop()
        self._note = ""
        self.session.new_deal(number)
        self._result_shown = False
        self._deal_out()

    def ask_deal(self) -> None:
        """F2: a GEM dialog for the deal number; only a valid number deals (after asking, as
        F1 does, if the deal on the table is under way)."""
        if not self.may_drop_deal():
            return
        self.dialogs.open("deal", DealNumberDialog(self), self._deal_chosen)

    def _deal_chosen(self, dialog: DealNumberDialog, result: int) -> None:
        if result == QDialog.DialogCode.Accepted:
            self.new_deal(dialog.number)
        else:
            self.landed()  # no number dealt: the computer players go on

    def ask_new_session(self) -> None:
        """Shift+F1: a fresh list with the options chosen now (asks if the list has games)."""
        if len(self.session.scorelist) or self.unsaved_play():
            answer = gem_alert(self, AlertIcon.QUESTION,
                               [translate("Skat", "Start a new session?"),
                                translate("Skat", "The score list starts"),
                                translate("Skat", "again from nothing.")],
                               [translate("Skat", "New"), translate("Skat", "Cancel")],
                               default=1, cancel=1)
            if answer != 0:
                return
        self.start_session(self._new_session())

    def start_session(self, session: Session, deal: int | None = None) -> None:
        """Play ``session``: its current deal if it has one, else a new one."""
        self._stop()
        self.session = session
        self._unsaved = False
        self._sync_options()
        if session.deal is None:
            session.new_deal(deal)
            self._result_shown = False
        else:
            self._result_shown = session.deal.phase is Phase.FINISHED
        self._deal_out()

    def _sync_options(self) -> None:
        levels = self.session.settings.levels
        for (seat, name), action in self.level_actions.items():
            action.setChecked(levels[seat - 1] == name)
        self.action_kontra.setChecked(self.session.settings.options.kontra_on)
        self._sync_deal_options()

    def _sync_deal_options(self) -> None:
        options = self.session.settings.options
        self.action_redeal.setChecked(options.redeal_when_all_pass)
        self.action_ramsch_last.setChecked(options.ramsch_skat_to_last_trick)

    # --- options -----------------------------------------------------------------------------

    def _set_rule_set(self, rule_set: RuleSet) -> None:
        settings.settings().setValue("skat/rule_set", rule_set.value)

    def _set_kontra(self, on: bool) -> None:
        settings.set_flag("skat/kontra", on)
        options = self.session.settings.options
        self.session.settings.options = replace(options, kontra=bool(on))

    def _set_redeal(self, on: bool) -> None:
        settings.set_flag("skat/redeal", on)
        options = self.session.settings.options
        self.session.settings.options = replace(options, redeal_when_all_pass=bool(on))

    def _set_ramsch_skat_last(self, on: bool) -> None:
        settings.set_flag("skat/ramsch_skat_last", on)
        options = self.session.settings.options
        self.session.settings.options = replace(options, ramsch_skat_to_last_trick=bool(on))

    def _set_seeger_fabian(self, on: bool) -> None:
        settings.set_flag("skat/seeger_fabian", on)

    def set_level(self, seat: int, name: str) -> None:
        """A computer player's strength, at once (its next decision uses it)."""
        from cardsuite.games.skat.bots import make_bot

        settings.settings().setValue(f"skat/level{seat}", name)
        levels = list(self.session.settings.levels)
        levels[seat - 1] = name
        self.session.settings.levels = (levels[0], levels[1])
        if seat in self.session.bots:
            old = self.session.bots[seat]
            self.session.bots[seat] = make_bot(name, getattr(old, "seed", seat),
                                               getattr(old, "seeger_fabian", False))
        self.level_actions[(seat, name)].setChecked(True)

    # --- saving ---------------------------------------------------------------------------------

    def save_session(self) -> bool:
        """F8: the session into the one save slot; a failure is reported in a GEM alert.

        The slot holds one session: if it holds one this board did not save or resume
        (another session, a newer Cardsuite's file F9 promised to keep, a damaged one)
        the player is asked first, Cancel the default.  The save takes the file's
        lock and refuses if another suite saved there after the question.
        """
        path = save_path()
        seen = store.snapshot(path)
        if seen is not None and seen != self._slot_bytes and not self._ask_replace(seen):
            return False
        try:
            store.write_unless_changed(path, SAVE_KIND, SAVE_VERSION, self.session.to_dict(),
                                       seen)
            self._slot_bytes = store.snapshot(path)
        except store.StoreError as error:
            self._problem([translate("Skat", "The session could not be saved:")], error)
            return False
        self._note = lambda: translate("Skat", "Session saved.")
        self._unsaved = False
        self._changed()
        return True

    def resume_session(self) -> bool:
        """F9: the saved session; a damaged file is reported and kept as it is."""
        path = save_path()
        seen = store.snapshot(path)
        try:
            _version, data = store.read(path, SAVE_KIND, (SAVE_VERSION,))
            session = Session.from_dict(data)
        except store.StoreError as error:
            self._problem([translate("Skat", "The saved session cannot be used:")], error)
            return False
        except (ValueError, TypeError, KeyError, IllegalAction) as error:
            self._problem([translate("Skat", "The saved session is damaged:")], error)
            return False
        if self.unsaved_play():
            answer = gem_alert(self, AlertIcon.QUESTION,
                               [translate("Skat", "Resume the saved session?"),
                                translate("Skat", "The deal and the games on the"),
                                translate("Skat", "table that are not saved are lost.")],
                               [translate("Skat", "Resume"), translate("Skat", "Cancel")],
                               default=1, cancel=1)
            if answer != 0:
                self.landed()
                return False
        self.start_session(session)
        self._slot_bytes = seen
        self._unsaved = False
        self._note = lambda: translate("Skat", "Session resumed.")
        self._changed()
        return True

    def _ask_replace(self, seen: bytes) -> bool:
        """The slot holds a session this board did not save: Replace (True) or Cancel."""
        try:
            store.read(save_path(), SAVE_KIND, (SAVE_VERSION,))
            what = translate("Skat", "Another session is saved.")
        except store.StoreError as error:
            what = (translate("Skat", "The saved file is from a newer Cardsuite.")
                    if "format version" in error.reason
                    else translate("Skat", "The saved file is damaged."))
        answer = gem_alert(self, AlertIcon.QUESTION,
                           [what, translate("Skat", "Replace it with this session?")],
                           [translate("Skat", "Replace"), translate("Skat", "Cancel")],
                           default=1, cancel=1)
        if answer != 0:
            self.landed()
        return answer == 0

    def _problem(self, lines: list[str], error: Exception) -> None:
        """A STOP alert: ``lines``, the save file's name, why, and that the file is kept."""
        if isinstance(error, store.StoreError):
            path, reason = error.path, error.reason
        else:
            path, reason = save_path(), str(error)
        file_alert(self, AlertIcon.STOP, lines, path, reason,
                   [translate("Skat", "The file is kept as it is.")], [translate("Skat", "OK")])

    # --- Qt ---------------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.list_dialog is not None:
            self.list_dialog.fit()  # the list keeps fitting in the board
