"""The Binokel board: the player (bottom) against Jim (right) and Cathy (left).

A :class:`BinokelBoard` is a ``QGraphicsView`` showing one
:class:`~cardsuite.games.binokel.session.Session`; it keeps no rule logic:
every click becomes an action the deal accepts or refuses.  The table
(layout, cards, names, points boxes, bubbles, the button box) is
:mod:`.binokel_table`; the dialogs and every word the board says are
:mod:`.binokel_dialogs`.

The flow of a deal, as the 1992 program showed it:

- Bidding: bubbles show each seat's last word; the player answers in a box of
  two buttons on the table, the next number or "weg" (key ``W``).
- The Dabb is turned up in the middle for all once the bidding is won and
  stays until the player clicks or presses Space or Return; meanwhile nobody
  acts.
- Pressing (the player is solo): click four cards (drawn inverted), click
  again to take one back; "OK" is enabled at exactly four.
- Trump in a GEM dialog (:class:`TrumpDialog`), then the meld screen
  (:class:`MeldDialog`: OK, or AB to go out).  A player who is not solo sees
  his own meld screen (OK only) once the solo player has melded.  Then
  everybody's melds (:class:`MeldsShownDialog`) before the first card.
- Play: click or drag a card; an illegal card plings and nothing changes.  A
  finished trick stays until a click or a key (Space, Return).
- The end: the result dialog, then the score pad (:mod:`.binokel_pad`); its
  Continue deals the next game.  F7 shows the pad at any time.
- The computer players think in a worker thread; an answer for a position
  that is gone (new deal) is dropped.
- F1 deals the next game (asking first if one is under way: it is dropped
  unscored); F10 closes.
- F8 saves the round in one of the slots A – X, F9 loads one
  (:mod:`.binokel_slots`); loading replaces the session after asking as F1
  does, and the board shows the loaded deal where it stood (a finished trick
  collected, the Dabb turned up again if it is not yet pressed).
"""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardsuite.engine.cards import Card
from cardsuite.games.binokel.bots import BOT_LEVELS
from cardsuite.games.binokel.game import (
    Action,
    Bid,
    Deal,
    GoOut,
    IllegalAction,
    Meld,
    NameTrump,
    Observation,
    Pass,
    Phase,
    Play,
    Press,
    Trick,
)
from cardsuite.games.binokel.records import SlotError
from cardsuite.games.binokel.rules import DABB_SIZE
from cardsuite.games.binokel.session import HUMAN, Session, SessionSettings
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel_dialogs import (
    MeldDialog,
    MeldsShownDialog,
    ResultDialog,
    TrumpDialog,
    info_text,
    phase_text,
)
from cardsuite.ui.boards.binokel_pad import ScorePadDialog
from cardsuite.ui.boards.binokel_slots import (
    SlotDialog,
    ask_replace,
    player_name,
    report_not_loaded,
    report_not_saved,
    save_slots,
)
from cardsuite.ui.boards.binokel_table import BinokelScene
from cardsuite.ui.boards.button_bar import ButtonBar
from cardsuite.ui.boards.skat_worker import BotWorker
from cardsuite.ui.gem.alert import AlertIcon, gem_alert
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.sound import sounds

translate = QCoreApplication.translate

DEFAULT_LEVEL = "medium"


class _SessionBot:
    """What the worker thread runs: the session's own decision for the seat on turn.

    :meth:`Session.bot_action` reseeds the bot for the moment in the deal, so
    the board plays exactly the games the session would play by itself (and
    tests can find deals by simulating the session).
    """

    def __init__(self, session: Session) -> None:
        self.session = session

    def act(self, _observation: Observation) -> Action:
        return self.session.bot_action()


class BinokelBoard(QGraphicsView):
    """A Binokel session in a view; the GEM window around it shows title and info line."""

    title_changed = Signal(str)
    info_changed = Signal(str)
    close_requested = Signal()

    def __init__(self, deal: int | None = None, seed: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(600, 400)
        # Physical cards (see binokel_table.physical_cards) chosen for pressing.
        self.selected: set[int] = set()
        self.pending_trick: Trick | None = None
        self.dabb_showing = False
        self.trump_dialog: TrumpDialog | None = None
        self.meld_dialog: MeldDialog | None = None
        self.shown_dialog: MeldsShownDialog | None = None
        self.result_dialog: ResultDialog | None = None
        self.pad_dialog: ScorePadDialog | None = None
        self.slot_dialog: SlotDialog | None = None
        #: The name the round is saved under: the loaded slot's, else the settings' (None).
        self._player: str | None = None
        self._dabb_seen = False  # the Dabb of this deal was shown and clicked away
        self._melds_seen = False  # the meld screens of this deal were confirmed
        self._own_melds_seen = False  # the player (not solo) saw his own meld screen
        self._epoch = 0  # grows with every new deal: late bot answers are dropped
        self._thinking = False
        self._result_shown = False
        self._advance_due = False
        self._left = False
        self._note = ""  # said once on the info line, until the player acts
        levels = (self._level(1), self._level(2))
        self.session = Session(SessionSettings(levels=levels, seed=seed if seed is not None
                                               else random.randint(1, 2**31)))
        self.session.new_deal(deal)
        self._scene = BinokelScene(self)  # keep a reference: a view does not own its scene
        self.setScene(self._scene)
        self.bar = ButtonBar(self.viewport())
        for index, button in enumerate(self.bar.buttons):
            button.clicked.connect(lambda _c=False, i=index: self._bar_clicked(i))
        self._bar_actions: list[Action | str] = []
        self.worker = BotWorker(self)
        self.worker.decided.connect(self._bot_decided)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._start_bot)
        self._make_actions()
        theme_manager().changed.connect(self._theme_changed)
        language_manager().changed.connect(self.retranslate)
        self._theme_changed(current_theme())
        self.retranslate()
        self._deal_out()

    @staticmethod
    def _level(seat: int) -> str:
        value = settings.settings().value(f"binokel/level{seat}", DEFAULT_LEVEL)
        return value if value in BOT_LEVELS else DEFAULT_LEVEL

    @property
    def deal(self) -> Deal:
        return self.session.deal

    # --- actions for the menus -------------------------------------------------------------

    def _make_actions(self) -> None:
        def make(key: Qt.Key, slot) -> QAction:
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            return action

        self.action_new = make(Qt.Key.Key_F1, self.ask_new_deal)
        self.action_pad = make(Qt.Key.Key_F7, self.show_pad)
        self.action_save = make(Qt.Key.Key_F8, self.ask_save)
        self.action_load = make(Qt.Key.Key_F9, self.ask_load)
        self.action_close = make(Qt.Key.Key_F10, self.close_requested.emit)

    def game_actions(self) -> list[QAction | None]:
        """For the File menu while this window is active (None is a separator)."""
        return [self.action_new, None, self.action_save, self.action_load, None,
                self.action_pad, None, self.action_close]

    def option_actions(self) -> list[QAction]:
        """For the Options menu: none yet (levels and rule options come with the start dialog)."""
        return []

    def retranslate(self, *_args) -> None:
        self.action_new.setText(translate("Binokel", "New deal"))
        self.action_pad.setText(translate("Binokel", "Score pad …"))
        self.action_save.setText(translate("Binokel", "Save round …"))
        self.action_load.setText(translate("Binokel", "Load round …"))
        self.action_close.setText(translate("Binokel", "Close game"))
        self._scene.update_labels()
        self._offer_controls()
        self._changed()

    # --- title and info line ---------------------------------------------------------------

    def title(self) -> str:
        return translate("Binokel", "Binokel – deal %1").replace("%1", str(self.deal.number))

    def info(self) -> str:
        deal = self.deal
        own = deal.meld_points[HUMAN] if deal.meld_points is not None else None
        status = info_text(deal, own)
        now = phase_text(deal, dabb_showing=self.dabb_showing,
                         pending=self.pending_trick is not None, thinking=self._thinking,
                         selected=len(self.selected))
        text = status + "   " + now if status else now
        return self._note + "  " + text if self._note else text

    def in_progress(self) -> bool:
        """A deal under way: closing would lose it."""
        return self.deal_underway()

    def _changed(self) -> None:
        self.title_changed.emit(self.title())
        self.info_changed.emit(self.info())

    # --- the flow of a deal ----------------------------------------------------------------

    def _deal_out(self) -> None:
        """Show a new deal: the cards fly from the middle of the table to the seats."""
        lay = self._scene.layout
        self._scene.update_labels()
        self._scene.animate(QPointF(lay.centre_x - lay.card_w // 2, lay.centre_y - lay.card_h // 2))
        self._changed()

    def landed(self) -> None:
        """The cards are where the deal says: see who acts next (once the animation is let go)."""
        self._advance_due = True
        QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        self._advance_due = False
        if self._left or self._scene.animating:
            return
        deal = self.deal
        self._offer_controls()
        self._changed()
        if self.pending_trick is not None or self.dabb_showing or self._dialog_open():
            return
        if deal.phase is Phase.FINISHED:
            if not self._result_shown:
                self._result_shown = True
                self._show_result()
            return
        if deal.phase is Phase.PLAYING and not self._melds_seen:
            self._show_melds()
            return
        if self.session.bot_to_move:
            if not self._thinking and not self._bot_timer.isActive():
                self._bot_timer.start(self.bot_pause())
            return
        if deal.phase is Phase.TRUMP:
            self._ask_trump()
        elif deal.phase is Phase.MELDING:
            self._ask_meld()

    def _dialog_open(self) -> bool:
        return any(d is not None for d in (self.trump_dialog, self.meld_dialog,
                                           self.shown_dialog, self.result_dialog,
                                           self.pad_dialog, self.slot_dialog))

    def bot_pause(self) -> int:
        """How long a computer player seems to think before a quick decision (ms)."""
        factor = 4 if self.deal.phase is not Phase.PLAYING else 2
        return factor * settings.move_duration()

    def _ticket(self) -> tuple[int, int]:
        return self._epoch, len(self.deal.history)

    def _start_bot(self) -> None:
        if self._left or not self.session.bot_to_move or self.waiting_for_click():
            return
        if self._scene.animating or self._thinking or self._dialog_open():
            return
        seat = self.deal.to_move
        self._thinking = True
        self.worker.start(self._ticket(), _SessionBot(self.session), self.deal.observation(seat))
        self._changed()

    def _bot_decided(self, ticket: object, action: object) -> None:
        if ticket != self._ticket() or self._left:
            return  # an answer for a deal that is gone
        self._thinking = False
        if isinstance(action, BaseException):
            raise action
        self.session.bot_apply(action)
        self._acted(action)

    @property
    def thinking(self) -> bool:
        return self._thinking

    def human(self, action: Action) -> bool:
        """Carry out the player's ``action``; a refused one plings and changes nothing."""
        if self._left or self.deal.to_move != HUMAN or self.waiting_for_click():
            sounds().pling()
            return False
        try:
            self.session.human_apply(action)
        except (IllegalAction, ValueError):
            sounds().pling()
            return False
        self._note = ""
        self._acted(action)
        return True

    def _acted(self, action: Action) -> None:
        deal = self.deal
        if isinstance(action, Play) and not deal.trick and deal.tricks:
            self.pending_trick = deal.tricks[-1]
        if deal.solo is not None and not self._dabb_seen and isinstance(action, Bid | Pass):
            self.dabb_showing = True  # the bidding is won: the Dabb is turned up for all
        if isinstance(action, Press):
            self.selected = set()
        self.bar.hide()
        self._scene.update_labels()
        self._scene.animate()
        self._changed()

    def waiting_for_click(self) -> bool:
        """A finished trick or the turned-up Dabb lies on the table until a click or a key."""
        return self.pending_trick is not None or self.dabb_showing

    def click_through(self) -> None:
        """A click or key: take the Dabb up, or collect the finished trick."""
        if self.dabb_showing:
            self.dabb_showing = False
            self._dabb_seen = True
        elif self.pending_trick is not None:
            self.pending_trick = None
        else:
            return
        self._scene.update_labels()
        self._scene.animate()
        self._changed()

    def collect_trick(self) -> None:
        """The finished trick goes to its winner's pile."""
        if self.pending_trick is not None:
            self.click_through()

    def waiting_for_player(self) -> bool:
        """True when nothing moves until the player acts (for tests and the info line)."""
        deal = self.deal
        if (self._scene.animating or self._thinking or self._bot_timer.isActive()
                or self._advance_due):
            return False
        if self.waiting_for_click() or self._dialog_open():
            return True
        return deal.phase is Phase.FINISHED or deal.to_move == HUMAN

    def can_play(self) -> bool:
        deal = self.deal
        return (deal.phase is Phase.PLAYING and deal.to_move == HUMAN and self._melds_seen
                and not self.waiting_for_click() and not self._left)

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
            self._bar_actions = ["press"]
            self.bar.offer(translate("Binokel", "Click four cards to press:"),
                           [translate("Binokel", "OK")], [len(self.selected) == DABB_SIZE])
        self._place_bar()

    def _place_bar(self) -> None:
        if not self.bar.isVisible():
            return
        lay = self._scene.layout
        size = self.bar.sizeHint()
        self.bar.resize(size)
        self.bar.move(lay.centre_x - size.width() // 2, lay.bottom - size.height() - lay.gap)

    def _bar_clicked(self, index: int) -> None:
        if index >= len(self._bar_actions):
            return
        action = self._bar_actions[index]
        if action == "press":
            self.press_selected()
        else:
            self.human(action)

    def card_clicked(self, pid: int) -> None:
        """A click on a card: select it for pressing, or play it, or pling."""
        if self.waiting_for_click():
            self.click_through()
            return
        scene = self._scene
        if pid not in scene.where.hands[HUMAN]:
            return  # the other seats' cards and the piles are not for clicking
        deal = self.deal
        if deal.phase is Phase.PRESSING and deal.to_move == HUMAN:
            self._toggle_press(pid)
        elif self.can_play():
            self.play(scene.card_of(pid))
        else:
            sounds().pling()

    def play(self, card: Card) -> bool:
        if not self.can_play() or Play(card) not in self.deal.legal_actions():
            sounds().pling()
            return False
        return self.human(Play(card))

    def _toggle_press(self, pid: int) -> None:
        if pid in self.selected:
            self.selected.discard(pid)
        elif len(self.selected) >= DABB_SIZE:
            sounds().pling()
            return
        else:
            self.selected.add(pid)
        self._scene.place_all()
        self._offer_controls()
        self._changed()

    def press_selected(self) -> None:
        if len(self.selected) != DABB_SIZE:
            sounds().pling()
            return
        cards = tuple(self._scene.card_of(pid) for pid in sorted(self.selected))
        if not self.human(Press(cards)):
            self._scene.place_all()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and self.waiting_for_click():
            self.click_through()
            event.accept()
        elif key == Qt.Key.Key_W and self._bar_actions[1:2] == [Pass()]:
            self.human(Pass())
            event.accept()
        else:
            super().keyPressEvent(event)

    # --- the dialogs ------------------------------------------------------------------

    def _ask_trump(self) -> None:
        dialog = TrumpDialog(self, self.deal)
        self.trump_dialog = dialog
        dialog.finished.connect(lambda _r, d=dialog: self._trump_chosen(d))
        dialog.open()

    def _trump_chosen(self, dialog: TrumpDialog) -> None:
        if dialog is not self.trump_dialog:
            return
        self.trump_dialog = None
        suit = dialog.suit()
        dialog.deleteLater()
        if suit is not None:
            self.human(NameTrump(suit))

    def _ask_meld(self) -> None:
        dialog = MeldDialog(self, self.deal, may_go_out=True)
        self.meld_dialog = dialog
        dialog.finished.connect(lambda _r, d=dialog: self._melded(d))
        dialog.open()

    def _melded(self, dialog: MeldDialog) -> None:
        if dialog is not self.meld_dialog:
            return
        self.meld_dialog = None
        going_out = dialog.going_out()
        dialog.deleteLater()
        if self.deal.solo == HUMAN and self.deal.phase is Phase.MELDING:
            self.human(GoOut() if going_out else Meld())
        else:
            self._show_melds()

    def _show_melds(self) -> None:
        """Before the first card: the player's meld screen if he is not solo, then everybody's."""
        deal = self.deal
        if deal.solo != HUMAN and not self._own_melds_seen:
            self._own_melds_seen = True
            dialog = MeldDialog(self, deal, may_go_out=False)
            self.meld_dialog = dialog
            dialog.finished.connect(lambda _r, d=dialog: self._melded(d))
            dialog.open()
            return
        dialog = MeldsShownDialog(self, deal)
        self.shown_dialog = dialog
        dialog.finished.connect(lambda _r, d=dialog: self._melds_shown(d))
        dialog.open()

    def _melds_shown(self, dialog: MeldsShownDialog) -> None:
        if dialog is not self.shown_dialog:
            return
        self.shown_dialog = None
        dialog.deleteLater()
        self._melds_seen = True
        self._changed()
        self.landed()

    # --- the end of a deal -----------------------------------------------------------------

    def _show_result(self) -> None:
        if self.deal.redeal:
            self.new_deal()
            self._note = translate("Binokel", "Everybody passed: the cards are dealt again.")
            self._changed()
            return
        dialog = ResultDialog(self, self.deal)
        self.result_dialog = dialog
        dialog.finished.connect(lambda _r, d=dialog: self._result_closed(d))
        dialog.open()

    def _result_closed(self, dialog: ResultDialog) -> None:
        if dialog is not self.result_dialog:
            return
        self.result_dialog = None
        dialog.deleteLater()
        self.show_pad(next_deal=True)

    def show_pad(self, next_deal: bool = False) -> None:
        """F7: the score pad; after a deal its Continue deals the next game."""
        if self.pad_dialog is not None or self._left:
            return
        next_deal = next_deal or self.deal.phase is Phase.FINISHED
        dialog = ScorePadDialog(self, self.session, next_deal=next_deal)
        self.pad_dialog = dialog
        dialog.finished.connect(lambda result, d=dialog: self._pad_closed(d, result))
        dialog.open()

    def _pad_closed(self, dialog: ScorePadDialog, result: int) -> None:
        if dialog is not self.pad_dialog:
            return
        self.pad_dialog = None
        dialog.deleteLater()
        if result and dialog.next_deal:
            self.new_deal()
        else:
            self.landed()  # the computer players wait while the pad is open

    # --- new deals ----------------------------------------------------------------------------

    def _stop(self) -> None:
        """Forget everything that belongs to the deal on the table."""
        self._epoch += 1
        self._thinking = False
        self._bot_timer.stop()
        self.pending_trick = None
        self.dabb_showing = False
        self.selected = set()
        self._scene.finish_animations()
        for name in ("trump_dialog", "meld_dialog", "shown_dialog", "result_dialog",
                     "pad_dialog", "slot_dialog"):
            dialog = getattr(self, name)
            setattr(self, name, None)
            if dialog is not None:
                dialog.done(0)
                dialog.deleteLater()
        self.bar.hide()

    def deal_underway(self) -> bool:
        """Somebody has bid or played in the deal on the table and it is not finished."""
        return bool(self.deal.history) and self.deal.phase is not Phase.FINISHED

    def may_drop_deal(self) -> bool:
        """Whether the deal on the table may go: asks in a GEM alert if it is under way."""
        if not self.deal_underway():
            return True
        answer = gem_alert(self, AlertIcon.QUESTION,
                           [translate("Binokel", "Give up this deal?"),
                            translate("Binokel", "It is not scored.")],
                           [translate("Binokel", "Give up"), translate("Binokel", "Cancel")],
                           default=1, cancel=1)
        return answer == 0

    def ask_new_deal(self) -> None:
        """F1: the next game, after asking if the one on the table is under way."""
        if self.may_drop_deal():
            self.new_deal()

    def new_deal(self, number: int | None = None) -> None:
        """The next game (or deal ``number``); an unfinished one is dropped without a score.

        The session refuses a new deal while one is unfinished, so a dropped deal makes way
        for a fresh session (and a fresh pad), and so does a full round;
        its seed follows from the old session's, so a seeded board stays reproducible."""
        self._stop()
        if self.deal.phase is not Phase.FINISHED or self.session.over:
            seed = self.session.rng.below(2**31) + 1
            self.session = Session(replace(self.session.settings, seed=seed))
        self.session.new_deal(number)
        self._result_shown = False
        self._dabb_seen = False
        self._melds_seen = False
        self._own_melds_seen = False
        self._deal_out()

    # --- saving and loading ------------------------------------------------------------------

    def player_name(self) -> str:
        return self._player or player_name()

    def ask_save(self) -> None:
        """F8: the slot dialog; the round is saved in the slot chosen."""
        self._open_slots("save")

    def ask_load(self) -> None:
        """F9: the slot dialog; the round in the slot chosen replaces the board's."""
        self._open_slots("load")

    def _open_slots(self, mode: str) -> None:
        if self.slot_dialog is not None or self._left:
            return
        dialog = SlotDialog(self, save_slots(), mode)
        self.slot_dialog = dialog
        dialog.finished.connect(self._slot_chosen)
        dialog.open()

    def _slot_chosen(self, result: int) -> None:
        dialog = self.slot_dialog
        if dialog is None:
            return  # closed by a new deal or the window closing
        self.slot_dialog = None
        slot = dialog.slot() if result else None
        dialog.deleteLater()
        if slot is not None:
            if dialog.mode == "save":
                self.save_round(slot)
            else:
                self.load_round(slot)
        self.landed()  # the computer players wait while the dialog is open

    def save_round(self, slot: str) -> bool:
        """Save the round in ``slot``, asking first if it is used; a failure is reported."""
        slots = save_slots()
        if slots.used(slot) and not ask_replace(self, slot):
            return False
        try:
            slots.save(slot, self.session, self.player_name())
        except SlotError as error:
            report_not_saved(self, slot, error)
            return False
        self._note = translate("Binokel", "Round saved in slot %1.").replace("%1", slot)
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
        if not self.may_drop_deal():
            return False
        self.start_session(session)
        self._player = name or None
        self._note = translate("Binokel", "Round loaded from slot %1.").replace("%1", slot)
        self._changed()
        return True

    def start_session(self, session: Session) -> None:
        """Play ``session`` from where it stands: its deal as it lies, else a new one."""
        self._stop()
        self.session = session
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

    # --- leaving ------------------------------------------------------------------------------

    def leave(self) -> None:
        """The window is closing: stop the computer players and the timers."""
        self._stop()
        self._left = True

    # --- Qt ---------------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self._scene.relayout(size.width(), size.height())
        self._offer_controls()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.leave()
        super().closeEvent(event)

    def _theme_changed(self, theme: Theme) -> None:
        background = theme.paper if not theme.is_colour else QColor(theme.desktop)
        self.setBackgroundBrush(QBrush(background))
        self._scene.update()

    def scene_for_tests(self) -> BinokelScene:
        return self._scene
