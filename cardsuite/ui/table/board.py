"""The trick board: what Skat, Binokel and PrefClub do alike at the table, once.

A :class:`TrickBoard` is a ``QGraphicsView`` showing one session of a trick
game.  It owns the flow of a deal and the player's input; the game's board
(:mod:`cardsuite.ui.boards.skat.board`, ``binokel``, ``pref``) supplies its session,
its scene, which control or dialog each phase shows, its words and what
happens at the end of a deal, through the hooks below.  The base owns **no
user-visible text**: the same English word is a different German one per game
(Binokel's "Pass" is *weg*, PrefClub's *Passe*), and a translation belongs to
its game's context.

The flow (kpat's ``animationDone()``): every change of the deal is animated
by the scene, which calls :meth:`TrickBoard.landed` when the cards lie where
the deal says; :meth:`TrickBoard._advance` then offers the player's controls
and decides what comes next — nothing while a finished trick (or a Dabb or
widow turned up) waits for a click or a dialog is open; the result once when
the deal is over; :meth:`~TrickBoard.before_next_move` (Binokel's meld
screens); a computer player's decision in the worker thread
(:class:`~cardsuite.ui.table.bot_worker.BotWorker`) after a short pause; else
:meth:`~TrickBoard.ask_player` opens the game's dialog for the player's
decision.  A bot's answer for a position that is gone (new deal, resumed
session) is dropped by its ticket.

Decisions made when the three copies were made one (issue 15):
- **The computer players wait while any of the board's dialogs is open**, in
  every game (before, Skat's went on playing behind an open Skatliste).
- A finished trick is collected by a click, Space or Return, or, with the
  option "Collect tricks automatically" (every game, saved per game), after a
  moment.
- A note on the info line ("Session saved.") stays until the player acts.
- The last trick (L, or a click on a won pile) opens in a dialog: nothing on
  the table is collected or hidden by asking (:mod:`.last_trick`).
- The hint (F4) asks the game's strongest computer player for the player's
  seat in the worker thread; its card is chosen in the hand, its answer in the
  box on the table becomes the one Return gives (:meth:`TrickBoard.mark_hint`).
- Keys: Left / Right, Home / End move the keyboard cursor along the hand,
  Space chooses the card under it, Return confirms (lays the chosen cards
  away, plays the chosen card or answers the box on the table with its first
  button); Space or Return collect a trick or take up the cards turned up; a
  game adds its own letters (:meth:`TrickBoard.extra_keys`).  PrefClub's
  pointing hand replaces the cursor there.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QBrush, QColor, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardsuite.engine.claim import TOO_MANY, claim_holds
from cardsuite.ui import settings
from cardsuite.ui.cards.faces import FOUR_COLOUR, FRENCH
from cardsuite.ui.gem.dialog import GemButton, GemLabel, GemLineEdit
from cardsuite.ui.gem.theme import Theme, current_theme, theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.sound import sounds
from cardsuite.ui.table import hand_cursor
from cardsuite.ui.table.auction import AuctionDialog, AuctionWords
from cardsuite.ui.table.bot_worker import BotWorker
from cardsuite.ui.table.button_bar import ButtonBar
from cardsuite.ui.table.deal_log import DealLog, DealLogDialog, DealLogWords, PlayedDeals
from cardsuite.ui.table.dialogs import DialogSlots, dialog_slot
from cardsuite.ui.table.last_trick import LastTrickDialog, LastTrickWords
from cardsuite.ui.table.layout import TEXT_PIXELS, text_pixels
from cardsuite.ui.table.refusal import RefusalWords, refusal_text

#: The seat of the player at every trick table.
HUMAN = 0
#: In the button box's actions: the button that submits the chosen cards (push, press,
#: discard) instead of an action of the deal.
SELECTION = "selection"


class TrickGame(Protocol):
    """What each game's board must define, besides the hooks :class:`TrickBoard` answers by
    default (``tests/ui/test_trick_boards.py`` holds every board to it)."""

    play_type: type  # the game's action of playing a card: play_type(card)
    settings_group: str  # its group in the settings ("skat", "binokel", "prefclub")

    def retranslate(self, *_args) -> None: ...  # every text of the board, now

    def title(self) -> str: ...  # the window's title

    def info(self) -> str: ...  # the window's info line

    def deal_over(self) -> bool: ...  # the deal on the table is over

    def in_play(self) -> bool: ...  # the deal is in its card play

    def hint_bot(self): ...  # the strongest computer player for the player's seat (F4)

    def last_trick_words(self) -> LastTrickWords: ...  # the last trick's dialog, in words

    def why_not(self, card): ...  # why the player may not play ``card`` now (engine.refusal)

    def refusal_words(self) -> RefusalWords: ...  # the refusals, in words

    def seat_marks(self, seat: int) -> list[str]: ...  # "dealer", "declarer", in words

    def auction_said(self) -> list[tuple[int, str]]: ...  # every word before the play, in order

    def auction_words(self) -> AuctionWords: ...  # the bidding's dialog, in words

    def deal_log(self, deal=None) -> DealLog: ...  # the deal on the table (or ``deal``), for its log


    def played_deals(self) -> int: ...  # how many deals the list, pad or sheet has

    def deal_log_words(self) -> DealLogWords: ...  # the log, in words

    def claim_view(self): ...  # claim_holds's arguments for the player, or None: no claims

    def claim_move(self): ...  # the card the claimant plays now (engine.claim.claim_card)

    def claim_words(self) -> ClaimWords: ...  # the claim's notes, in words


@dataclass(frozen=True)
class ClaimWords:
    """The game's notes for a claim of the rest, in the current language."""

    holds: str  # "The rest is yours: the cards are played out."
    fails: str  # "The claim does not hold: the others can still take a trick."
    too_early: str  # "Too early to claim: the cards can lie in too many ways."
    none: str  # "No claim in this game."


class _ClaimCheck:
    """The worker thread's job for a claim: ``act(view)`` is claim_holds(*view)."""

    def act(self, view: tuple) -> bool | str:
        return claim_holds(*view)


class SessionBot:
    """What the worker thread runs for a session that decides for its computer players
    itself (Binokel, PrefClub): the session's decision for the seat on turn."""

    def __init__(self, session) -> None:
        self.session = session

    def act(self, _observation: object) -> object:
        return self.session.bot_action()


class TrickBoard(QGraphicsView):
    """The flow, the computer players and the player's input of a trick game's board; a
    game's board derives from it and defines what :class:`TrickGame` names."""

    title_changed = Signal(str)
    info_changed = Signal(str)
    close_requested = Signal()

    last_trick_dialog = dialog_slot("last", "The last trick collected (L).")
    auction_dialog = dialog_slot("auction", "The bidding so far (B).")
    deal_log_dialog = dialog_slot("deal_log", "The deal log, once the deal is over (P).")
    played_log_dialog = dialog_slot("played_log", "The log of a deal on the list, pad or sheet.")
    #: The most choices the box on the table offers at once (PrefClub's half-whist: three).
    bar_choices = 2
    #: Whether the Options offer the four-colour tournament deck (Skat and Binokel do).
    four_colour_option = False

    def __init__(self, parent: QWidget | None = None, minimum: tuple[int, int] = (600, 360)) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*minimum)
        #: The cards the player has chosen (to lay away, or the one to play), by scene key.
        self.selected: set[Hashable] = set()
        #: A finished trick still lying on the table (until a click, or auto-collect).
        self.pending_trick = None
        #: The player's claim of the rest held: his cards are played for him.
        self.claimed = False
        #: The keyboard cursor: an index into the player's hand (None until an arrow key).
        self.cursor: int | None = None
        self._epoch = 0  # grows with every new deal or session: late bot answers are dropped
        self._thinking = False
        self._result_shown = False
        self._advance_due = False
        self._left = False
        self._hinting = False  # the strongest computer player thinks for the player (F4)
        self._claiming = False  # the player's claim of the rest is being checked (C)
        #: The action the hint chose in the box on the table (Return answers it).
        self._bar_hint = None
        # Said once on the info line, until the player acts: "" or a function, so that the
        # note follows a language switch.
        self._note: Callable[[], str] | str = ""
        #: The open dialogs (a game names them as read-only attributes: ``dialog_slot``).
        self.dialogs = DialogSlots()
        self.bar = ButtonBar(self.viewport(), self.bar_choices)
        for index, button in enumerate(self.bar.buttons):
            button.clicked.connect(lambda _c=False, i=index: self._bar_clicked(i))
        self._bar_actions: list = []
        self.worker = BotWorker(self)
        self.worker.decided.connect(self._bot_decided)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._start_bot)
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self.collect_trick)

    def _begin(self, scene) -> None:
        """The end of a board's set-up: its scene on the view, its menus, theme and words,
        and the first deal dealt out."""
        self._scene = scene  # keep a reference: a view does not own its scene
        self.setScene(scene)
        #: The option to collect a finished trick after a moment, without a click (its text
        #: comes from the game's ``retranslate``, its place in the menus from the game).
        self.action_auto = self.menu_action(self._set_auto_collect, checkable=True)
        self.action_auto.setChecked(settings.get_flag(f"{self.settings_group}/auto_collect"))
        #: The option to mark the cards the rules refuse while the player is to play them.
        self.action_mark = self.menu_action(self._set_mark_playable, checkable=True)
        self.action_mark.setChecked(settings.get_flag(f"{self.settings_group}/mark_playable"))
        #: The four-colour deck, where the game offers it (:attr:`four_colour_option`).
        self.action_deck = self.menu_action(self._set_four_colour, checkable=True)
        self.action_deck.setChecked(self.four_colour_option and settings.get_flag(
            f"{self.settings_group}/four_colour"))
        #: The last trick (L, or a click on a won pile); its text and place in the menus
        #: come from the game.
        self.action_last = self.menu_action(lambda _c=False: self.show_last_trick(), ("L",))
        #: The bidding so far (B), its text and place in the menus from the game.
        self.action_auction = self.menu_action(lambda _c=False: self.show_auction(), ("B",))
        #: The deal log (P), once the deal is over; its text and place from the game.
        self.action_log = self.menu_action(lambda _c=False: self.show_deal_log(), ("P",))
        #: Claim the rest (C): checked over every deal of the unseen cards, then played out.
        self.action_claim = self.menu_action(lambda _c=False: self.claim_rest(), ("C",))
        #: The hint (F4): what the strongest computer player would do in the player's seat.
        self.action_hint = self.menu_action(lambda _c=False: self.show_hint(), ("F4",))
        self._make_actions()
        theme_manager().changed.connect(self._theme_changed)
        language_manager().changed.connect(self.retranslate)
        self._theme_changed(current_theme())
        self.retranslate()
        self._deal_out()

    # --- menus --------------------------------------------------------------------------

    def menu_action(self, slot, keys: tuple[str | int, ...] = (), checkable: bool = False,
                    group: QActionGroup | None = None) -> QAction:
        """An action of the board's menus (its text comes from the game's ``retranslate``):
        its keys work while the board's window is active; in a ``group`` it is one choice."""
        action = QAction(self)
        if keys:
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setCheckable(checkable or group is not None)
        if group is not None:
            group.addAction(action)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def menu_separator(self) -> QAction:
        action = QAction(self)
        action.setSeparator(True)
        return action

    # --- what each game supplies --------------------------------------------------------

    def _make_actions(self) -> None:
        """The game's menu actions (see :meth:`menu_action`)."""

    def human_to_move(self) -> bool:
        """The player has the next decision."""
        return not self.deal_over() and self.deal.to_move == HUMAN

    def bot_for(self, seat: int):
        """What decides for the computer player at ``seat`` (anything with ``act``)."""
        return SessionBot(self.session)

    def ask_player(self) -> None:
        """The player is to decide something the table's box does not ask: open its dialog."""

    def on_finished(self) -> None:
        """The deal is over: show its result (called once per deal)."""

    def before_next_move(self) -> bool:
        """Something to show before the next decision (Binokel's meld screens): True if it
        was opened, and the flow waits for it."""
        return False

    def dialog_open(self) -> bool:
        """One of the board's dialogs is open: the computer players wait."""
        return self.dialogs.any_open()

    def showing_table_cards(self) -> bool:
        """Cards turned up for all (Binokel's Dabb, PrefClub's widow) wait for a click."""
        return False

    def hide_table_cards(self) -> None:
        """The click after :meth:`showing_table_cards`: the cards are taken up."""

    def result_waiting(self) -> bool:
        """The deal is over, its result was shown and closed: a click opens it again."""
        return False

    def reopen_result(self) -> None:
        """Open the result (score pad, sheet) again."""

    def auto_collect(self) -> bool:
        """A finished trick is collected after a moment, without a click (the option, and
        while a claimed rest is played out)."""
        return self.action_auto.isChecked() or self.claimed

    def _set_auto_collect(self, on: bool) -> None:
        settings.set_flag(f"{self.settings_group}/auto_collect", on)
        if on and self.pending_trick is not None:
            self._advance()

    @property
    def deck(self) -> str:
        """The deck the cards are drawn in (:data:`cardsuite.ui.cards.faces.DECKS`)."""
        action = getattr(self, "action_deck", None)
        return FOUR_COLOUR if self.four_colour_option and action is not None \
            and action.isChecked() else FRENCH

    def _set_four_colour(self, on: bool) -> None:
        settings.set_flag(f"{self.settings_group}/four_colour", on)
        self._scene.update()  # every card drawn again, in the deck chosen

    def _set_mark_playable(self, on: bool) -> None:
        settings.set_flag(f"{self.settings_group}/mark_playable", on)
        self.mark_playable()

    def mark_playable(self) -> None:
        """With the option on and the player to play a card, the cards of his hand the rules
        refuse are drawn greyed (GEM's DISABLED state); else none.  The game's ticks
        (:meth:`marked_cards`) follow too."""
        refused: set[Hashable] = set()
        if self.action_mark.isChecked() and self.can_play():
            legal = {action.card for action in self.deal.legal_actions()
                     if isinstance(action, self.play_type)}
            refused = {key for key in self.hand_to_play() if self.card_of(key) not in legal}
        self._scene.set_refused(refused)
        self._scene.set_marked(self.marked_cards())

    def marked_cards(self) -> Collection[Hashable]:
        """The cards of the player's hand the game ticks now (GEM's CHECKED state): none
        unless a game says (Binokel: the cards his meld needs, while he presses)."""
        return ()

    def seat_on_turn(self) -> int | None:
        """The seat whose word or card the table waits for (its name is drawn inverted);
        None while a trick or the result waits for a click, or the deal is over."""
        if self.deal_over() or self.waiting_for_click():
            return None
        return self.deal.to_move

    def seat_label(self, seat: int, name: str) -> str:
        """A seat's name with its marks: "Amiga I (Vorhand) – Geber, Spieler"."""
        marks = self.seat_marks(seat)
        return f"{name} – {', '.join(marks)}" if marks else name

    def hand_to_play(self) -> list[Hashable]:
        """The keys of the cards the player plays from now: his hand."""
        return self.hand_keys()

    def after_action(self, action) -> None:
        """Anything the game turns up after ``action`` (the Dabb or widow after the bidding)."""

    def clears_selection(self, action) -> bool:
        """The chosen cards are gone after ``action`` (played, laid away)."""
        return False

    def may_play(self) -> bool:
        """Anything of the game's own that keeps the player from playing a card now."""
        return True

    def selecting(self) -> bool:
        """The player is choosing cards to lay away (push, press, discard)."""
        return False

    def selection_limit(self) -> int:
        """How many cards the player lays away."""
        return 2

    def submit_selection(self) -> None:
        """Lay the chosen cards away (the box's button, or Return)."""

    def hand_keys(self) -> list[Hashable]:
        """The player's cards as they lie in his hand, left to right (scene keys)."""
        return self._scene.shown_hand()

    def card_of(self, key: Hashable):
        """The card a scene key stands for (Binokel keys its two copies apart)."""
        return key

    def extra_keys(self) -> dict[int, object]:
        """The game's letter keys: key → the action it answers the box on the table with
        (used only while the box offers that action)."""
        return {}

    def deal_from(self) -> QPointF:
        """Where a new deal's cards fly from."""
        lay = self._scene.layout
        return QPointF(lay.centre_x - lay.card_w // 2, lay.centre_y - lay.card_h // 2)

    def _offer_controls(self) -> None:
        """Show the box for the decision the player faces now, or hide it."""

    # --- the session ----------------------------------------------------------------------

    @property
    def deal(self):
        return self.session.deal

    @property
    def left(self) -> bool:
        """The board has been left (its window closed): nothing moves any more."""
        return self._left

    @property
    def thinking(self) -> bool:
        return self._thinking

    def note_text(self) -> str:
        """The note on the info line, in the current language ("" for none)."""
        return self._note() if callable(self._note) else self._note

    def _changed(self) -> None:
        self.title_changed.emit(self.title())
        self.info_changed.emit(self.info())

    # --- the flow of a deal ---------------------------------------------------------------

    def _deal_out(self) -> None:
        """Show a new deal: the cards fly from the middle of the table to the seats."""
        self.claimed = False
        self._scene.update_labels()
        self._scene.animate(self.deal_from())
        self._changed()

    def landed(self) -> None:
        """The cards are where the deal says: see who acts next (once the animation is let go)."""
        self._advance_due = True
        QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        self._advance_due = False
        if self._left or self._scene.animating:
            return
        self._offer_controls()
        self.mark_playable()
        self._scene.mark_turn()
        self._changed()
        if self.pending_trick is not None and self.auto_collect():
            self._collect_timer.start(max(600, 6 * settings.move_duration()))
        if self.waiting_for_click() or self.dialog_open():
            return
        if self.deal_over():
            if not self._result_shown:
                self._result_shown = True
                self.on_finished()
            return
        if self.before_next_move():
            return
        if self.session.bot_to_move:
            if not self._thinking and not self._bot_timer.isActive():
                self._bot_timer.start(self.bot_pause())
            return
        if self.claimed and self.can_play():
            QTimer.singleShot(self.bot_pause(), self, self._play_claimed)
            return
        self.ask_player()

    def bot_pause(self) -> int:
        """How long a computer player seems to think before a quick decision (ms)."""
        factor = 2 if self.in_play() else 4
        return factor * settings.move_duration()

    def _ticket(self) -> tuple[int, int]:
        return self._epoch, len(self.deal.history)

    def _start_bot(self) -> None:
        if self._left or not self.session.bot_to_move or self.waiting_for_click():
            return
        if self._scene.animating or self._thinking or self.dialog_open():
            return
        seat = self.deal.to_move
        self._thinking = True
        self.worker.start(self._ticket(), self.bot_for(seat), self.deal.observation(seat))
        self._changed()

    def _bot_decided(self, ticket: object, action: object) -> None:
        if isinstance(ticket, tuple) and ticket[:1] == ("hint",):
            self._hint_decided(ticket[1:], action)
            return
        if isinstance(ticket, tuple) and ticket[:1] == ("claim",):
            self._claim_checked(ticket[1:], action)
            return
        if ticket != self._ticket() or self._left:
            return  # an answer for a deal that is gone
        self._thinking = False
        if isinstance(action, BaseException):
            raise action
        self.session.bot_apply(action)
        self._acted(action)

    def human(self, action) -> bool:
        """Carry out the player's ``action``; a refused one plings and changes nothing."""
        if self._left or not self.human_to_move() or self.waiting_for_click():
            sounds().pling()
            return False
        try:
            self.session.human_apply(action)
        except ValueError:  # every game's IllegalAction is one
            sounds().pling()
            return False
        self._note = ""
        self._acted(action)
        return True

    # --- the hint -----------------------------------------------------------------------------

    def show_hint(self) -> None:
        """F4: the strongest computer player decides for the player (in the worker thread);
        its card is chosen in the hand, its answer marked in the box on the table, and Return
        carries it out.  Plings when the player has nothing to decide on the table."""
        if (self._left or self._hinting or self._claiming or not self.human_to_move()
                or self.waiting_for_click()
                or self.dialog_open()):
            sounds().pling()
            return
        self._hinting = True
        self.worker.start(("hint", *self._ticket()), self.hint_bot(),
                          self.deal.observation(self.deal.to_move))

    def _hint_decided(self, ticket: tuple, action: object) -> None:
        self._hinting = False
        if ticket != self._ticket() or self._left:
            return  # the player acted meanwhile
        if isinstance(action, BaseException):
            raise action
        self.mark_hint(action)

    def mark_hint(self, action) -> None:
        """Show the hint: a card is chosen (it rises), a button of the box becomes the one
        Return answers; anything else plings (it is asked in a dialog, which has its own
        default)."""
        if isinstance(action, self.play_type):
            key = next((k for k in self.hand_keys() if self.card_of(k) == action.card), None)
            if key is not None:
                self.selected = {key}
                self._selection_changed()
                return
        if action in self._bar_actions:
            self._bar_hint = action
            index = self._bar_actions.index(action)
            for position, button in enumerate(self.bar.buttons):
                button.set_default(position == index)
            return
        sounds().pling()

    def _acted(self, action) -> None:
        deal = self.deal
        if isinstance(action, self.play_type) and not deal.trick and deal.tricks:
            self.pending_trick = deal.tricks[-1]
        self.after_action(action)
        if self.clears_selection(action):
            self.selected = set()
        self._hide_controls()
        self._scene.set_refused(())
        self._scene.set_marked(())
        self._scene.update_labels()
        self._scene.animate()
        self._changed()

    def hand_top(self) -> int:
        """The global y of the top of the player's hand: a dialog about his cards keeps above
        it (:meth:`GemForm.keep_above`), so that he sees them while he answers."""
        return self.viewport().mapToGlobal(
            self.mapFromScene(QPointF(0, self._scene.layout.hand_y))).y()

    def waiting_for_click(self) -> bool:
        """A finished trick or cards turned up lie on the table until a click or a key."""
        return self.pending_trick is not None or self.showing_table_cards()

    def click_through(self) -> None:
        """A click or key: take the turned-up cards up, or collect the finished trick, or
        (the deal over) open its result again."""
        self._collect_timer.stop()
        if self.showing_table_cards():
            self.hide_table_cards()
        elif self.pending_trick is not None:
            self.pending_trick = None
        elif self.result_waiting():
            self.reopen_result()
            return
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
        if (self._scene.animating or self._thinking or self._bot_timer.isActive()
                or self._advance_due):
            return False
        if self.pending_trick is not None and self.auto_collect():
            return False
        if self.waiting_for_click() or self.dialog_open():
            return True
        return self.deal_over() or self.deal.to_move == HUMAN

    def can_play(self) -> bool:
        return (self.in_play() and self.deal.to_move == HUMAN and not self.waiting_for_click()
                and not self._left and self.may_play())

    # --- the player's controls ------------------------------------------------------------

    def _hide_controls(self) -> None:
        self._bar_actions = []
        self._bar_hint = None
        for button in self.bar.buttons:
            button.set_default(False)
        self.bar.hide()

    def _place_bar(self) -> None:
        """The box in the middle, just above the table's bottom line."""
        if not self.bar.isVisible():
            return
        lay = self._scene.layout
        size = self.bar.sizeHint()
        self.bar.resize(size)
        self.bar.move(lay.centre_x - size.width() // 2, self.bar_bottom() - size.height())

    def bar_bottom(self) -> int:
        """Where the box on the table ends, at the bottom."""
        lay = self._scene.layout
        return lay.bottom - lay.gap

    def _bar_clicked(self, index: int) -> None:
        if index >= len(self._bar_actions):
            return
        action = self._bar_actions[index]
        if action == SELECTION:
            self.submit_selection()
        elif action is not None:
            self.human(action)

    def card_clicked(self, key: Hashable) -> None:
        """A click on a card: choose it to lay away, or play it, or pling; a click on a won
        pile shows the last trick."""
        if self.waiting_for_click():
            self.click_through()
            return
        if key not in self.hand_keys():
            if self.in_won_pile(key):
                self.show_last_trick()
            return  # the other seats' cards are not for clicking
        if self.selecting():
            self.toggle_selected(key)
        elif self.can_play():
            self.play(self.card_of(key))
        else:
            sounds().pling()

    def play(self, card) -> bool:
        """Play ``card``; a card the rules refuse plings and the info line says why."""
        action = self.play_type(card)
        if not self.can_play() or action not in self.deal.legal_actions():
            if self.can_play():
                self.refuse(card)
            sounds().pling()
            return False
        return self.human(action)

    def refuse(self, card) -> None:
        """Say on the info line why ``card`` may not be played (until the player acts)."""
        refusal = self.why_not(card)
        if refusal is None:
            return
        self._note = lambda: refusal_text(refusal, self.refusal_words())
        self._changed()

    # --- the last trick ---------------------------------------------------------------------

    def last_trick(self):
        """The last trick collected (not the one still lying on the table), or None."""
        collected = [trick for trick in self.deal.tricks if trick is not self.pending_trick]
        return collected[-1] if collected else None

    def in_won_pile(self, key: Hashable) -> bool:
        """The card of ``key`` lies in a won pile (a trick collected)."""
        card = self.card_of(key)
        return any(card in trick.cards for trick in self.deal.tricks
                   if trick is not self.pending_trick)

    def show_last_trick(self) -> None:
        """L, or a click on a won pile: the last trick in a dialog (the computer players wait
        while it is open); plings before the first trick is collected."""
        trick = self.last_trick()
        if trick is None or self._left or self.dialog_open():
            sounds().pling()
            return
        self.dialogs.open("last", LastTrickDialog(self, trick, self.last_trick_words),
                          lambda _dialog, _result: self.landed())

    def show_auction(self) -> None:
        """B: every word said before the play, in a dialog (the computer players wait while it
        is open); plings while nobody has said anything."""
        if not self.auction_said() or self._left or self.dialog_open():
            sounds().pling()
            return
        self.dialogs.open("auction", AuctionDialog(self, self.auction_said, self.auction_words),
                          lambda _dialog, _result: self.landed())

    def show_deal_log(self) -> None:
        """P: the whole deal trick by trick (the hands as dealt: only once it is over); plings
        before that."""
        if not self.deal_over() or self._left or self.dialog_open():
            sounds().pling()
            return
        self.dialogs.open("deal_log", DealLogDialog(self, self.deal_log(), self.deal_log_words),
                          lambda _dialog, _result: self.landed())

    def played_deal_log(self, row: int) -> DealLog | None:
        """The log of the deal in ``row`` of the list, pad or sheet (0 = the first), from the
        session's ``played_deal``; None when the session did not keep it."""
        deal = self.session.played_deal(row)
        return None if deal is None else self.deal_log(deal)

    def show_played_log(self, row: int, over: QWidget) -> None:
        """The log of the deal in ``row`` of the list, pad or sheet (0 = the first), over that
        dialog ``over``; plings when the session did not keep it."""
        log = self.played_deal_log(row)
        if log is None or self.played_log_dialog is not None:
            sounds().pling()
            return
        played = PlayedDeals(row, self.played_deals(), self.played_deal_log)
        self.dialogs.open("played_log", DealLogDialog(over, log, self.deal_log_words, played))

    def claim_rest(self) -> None:
        """C: the player claims every remaining trick.  Checked over every deal of the cards
        he has not seen (engine.claim, in the worker thread like the computer players); if it
        holds, his cards are played out for him, else the info line says why not."""
        if (not self.can_play() or self.dialog_open() or self.claimed or self._claiming
                or self._hinting):
            sounds().pling()
            return
        view = self.claim_view()
        if view is None:
            sounds().pling()
            self._note = lambda: self.claim_words().none
            self._changed()
            return
        self._claiming = True
        self.worker.start(("claim", *self._ticket()), _ClaimCheck(), view)

    @property
    def checking_claim(self) -> bool:
        """A claim is being checked (in the worker thread)."""
        return self._claiming

    def _claim_checked(self, ticket: tuple, result: object) -> None:
        self._claiming = False
        if ticket != self._ticket() or self._left:
            return  # the position is gone
        if isinstance(result, BaseException):
            raise result
        words = self.claim_words
        if result is True:
            self.claimed = True
            self._note = lambda: words().holds
            self._advance()
            return
        sounds().pling()
        self._note = (lambda: words().too_early) if result == TOO_MANY else \
            (lambda: words().fails)
        self._changed()

    def _play_claimed(self) -> None:
        """The claimant's next card, played for him."""
        if self._left or not self.claimed or not self.can_play() or self.dialog_open():
            return
        card = self.claim_move()
        if card is None:  # cannot happen after a claim that held; the player plays on
            self.claimed = False
            self._note = lambda: self.claim_words().fails
            self._changed()
            return
        note = self._note
        self.human(self.play_type(card))
        self._note = note  # the claim's note stays while the rest is played out

    def toggle_selected(self, key: Hashable) -> None:
        """Choose a card to lay away, or take it back; more than the limit plings."""
        if key in self.selected:
            self.selected.discard(key)
        elif len(self.selected) >= self.selection_limit():
            sounds().pling()
            return
        else:
            self.selected.add(key)
        self._selection_changed()

    def _selection_changed(self) -> None:
        """The chosen cards rise (or go back down); the box, the ticks and the labels
        follow."""
        self._scene.place_all()
        self._offer_controls()
        self.mark_playable()
        self._scene.update_labels()
        self._changed()

    # --- the keyboard ---------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """The keys of the module docstring."""
        key = event.key()
        confirm = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        space = key == Qt.Key.Key_Space
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        answer = self.extra_keys().get(key)
        if not plain:
            super().keyPressEvent(event)
            return
        if (space or confirm) and (self.waiting_for_click() or self.result_waiting()):
            self.click_through()
        elif answer is not None and answer in self._bar_actions:
            self.human(answer)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_cursor(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.move_cursor(-99 if key == Qt.Key.Key_Home else 99)
        elif space:
            self.choose_at_cursor()
        elif confirm:
            self.confirm()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def move_cursor(self, step: int) -> None:
        """Move the keyboard cursor ``step`` cards along the hand (:mod:`.hand_cursor`)."""
        count = len(self.hand_keys())
        if count == 0:
            return
        self.cursor = hand_cursor.stepped(self.cursor, count, step)
        self._scene.place_cursor()

    def cursor_card(self) -> Hashable | None:
        """The card under the keyboard cursor (its scene key), or None."""
        return hand_cursor.at_cursor(self.cursor, self.hand_keys())

    def choose_at_cursor(self) -> None:
        """Space: choose (or un-choose) the card under the cursor, to lay away or to play."""
        key = self.cursor_card()
        if key is None:
            self.move_cursor(1)
        elif self.selecting():
            self.toggle_selected(key)
        elif self.can_play():
            self.selected = set() if key in self.selected else {key}
            self._selection_changed()
        else:
            sounds().pling()

    def confirm(self) -> None:
        """Return: lay the chosen cards away, play the chosen card (or the one under the
        cursor), or answer the box on the table with its first button."""
        if self.selecting():
            self.submit_selection()
        elif self.can_play():
            key = next(iter(self.selected), None)
            key = key if key is not None else self.cursor_card()
            if key is None:
                sounds().pling()
            elif not self.play(self.card_of(key)):
                self.selected = set()
                self._selection_changed()  # the chosen card goes back down
        elif self._bar_hint in self._bar_actions:
            self.human(self._bar_hint)
        elif self._bar_actions[:1] and self._bar_actions[0] not in (None, SELECTION):
            self.human(self._bar_actions[0])
        else:
            sounds().pling()

    # --- new deals and leaving --------------------------------------------------------------

    def _stop(self) -> None:
        """Forget everything that belongs to the deal on the table: its dialogs are closed
        without their answers."""
        self.dialogs.close()
        self._epoch += 1
        self._thinking = False
        self._bot_timer.stop()
        self._collect_timer.stop()
        self.pending_trick = None
        self.selected = set()
        self._scene.finish_animations()
        self._hide_controls()

    def leave(self) -> None:
        """The window is closing: stop the computer players and the timers; a decision still
        being thought ends in a worker that outlives the board (``BotWorker.retire``)."""
        self._stop()
        self._left = True
        self.worker.retire()

    # --- Qt -------------------------------------------------------------------------------

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scale_controls(size.width(), size.height())
        self._scene.relayout(size.width(), size.height())

    def scale_controls(self, width: int, height: int) -> None:
        """The GEM controls on the table (the button bar, a game's boxes) at the scale of
        its texts for a view of ``width`` × ``height`` (see ui.table.layout.text_pixels)."""
        scale = text_pixels(width, height) // TEXT_PIXELS
        for widget in self.viewport().findChildren(QWidget):
            if isinstance(widget, GemButton | GemLabel | GemLineEdit):
                widget.set_scale(scale)
        for widget in self.viewport().findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget.layout() is not None:
                widget.adjustSize()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._relayout()
        self._offer_controls()

    def closeEvent(self, event) -> None:  # noqa: N802
        self.leave()
        super().closeEvent(event)

    def _theme_changed(self, theme: Theme) -> None:
        background = theme.paper if not theme.is_colour else QColor(theme.desktop)
        self.setBackgroundBrush(QBrush(background))
        self._scene.update()

    def scene_for_tests(self):
        return self._scene
