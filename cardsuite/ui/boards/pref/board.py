"""The PrefClub board: the player (bottom) against two of the club's characters (left, right).

A :class:`PrefBoard` is a ``QGraphicsView`` showing one
:class:`~cardsuite.games.pref.session.Session`; it keeps no rule logic: every
click becomes an action the deal accepts or refuses, and what may be seen is
the player's observation.  The table (layout, cards, names, bubbles, the
score box, the pointing hand, the GEBEN / EXIT box) is :mod:`.table`;
every word is :mod:`.words`; the bidding box and the final-contract dialog
are :mod:`.dialogs`; the score sheet is :mod:`.sheet`.

The flow of a deal, as the 1993 program showed it:

- **Bidding**: bubbles show each seat's last word.  The player answers in a
  GEM box on the table: the grid of every bid (levels 6 … 10 by ♠ ♣ ♦ ♥ NT,
  the ones not legal now greyed), Miser while it is legal, Hold ("dabei")
  while holding is legal, and Pass.  The grid is what a Preference player
  expects of a bidding box: jumps are legal and the lowest legal bid is one
  click like any other.
- **The widow** is turned up where it lies, between the opponents' fans,
  once somebody has won the bidding, and stays until the player clicks or
  presses Return; meanwhile nobody acts.  Then it goes into the declarer's
  hand.
- **Discarding** (the player is declarer): click two cards (drawn inverted),
  click again to take one back; OK is enabled at exactly two.
- **The final contract** in a GEM dialog (:class:`.dialogs.DeclareDialog`)
  offering the legal contracts, not after a Miser.
- **Whist or pass**, then (a lone whister) **open or closed**, in a box of two
  buttons on the table.
- **Play**: click or drag a card; an illegal card plings and nothing changes.
  A lone whister plays his partner's hand too: when the player whists alone,
  the partner's cards lie face up for him and he plays them when that hand is
  on turn (``deal.to_move == 0``, ``deal.turn`` the partner); when a computer
  player whists alone, it plays the player's cards.  A finished trick stays
  until a click or a key, and the pointing hand points at its winning card.
- **The end of a deal**: the score sheet opens (:mod:`.sheet`), after
  every deal, with GEBEN (deal the next hand) and EXIT; closed with Escape it
  comes back with F7 or a click on the table, and the GEBEN button in the
  lower left corner deals the next hand.  When the game is over the sheet
  shows the settlement and GEBEN stays disabled: what follows is the club's
  business (:attr:`PrefBoard.game_over`).
- **Keys**: Left / Right (Home / End) move the pointing hand over the cards
  of the hand to play from (or to discard from) or over the buttons of the
  box on the table; Return (or Space) chooses what it points at — while
  discarding Space chooses a card and Return lays the two chosen away — and
  collects a trick, takes the widow up, and on a finished deal deals the next
  hand; F7 the sheet; Alt-X and F10 EXIT; Tab is the 1993 program's TAB
  (:attr:`PrefBoard.tab_requested`).  In the final-contract dialog the arrow
  keys move the default and Return declares it.
- The computer players think in a worker thread (:class:`.bot_worker.BotWorker`,
  the session's own decision); an answer for a position that is gone (a new
  deal) is dropped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QWidget

from cardsuite.engine.cards import Card
from cardsuite.engine.claim import claim_card
from cardsuite.engine.tricks import TrickState
from cardsuite.games.pref import rules as pref_rules
from cardsuite.games.pref.game import (
    Action,
    Bid,
    Deal,
    Declare,
    Discard,
    HalfWhist,
    Observation,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayClosed,
    PlayOpen,
    Whist,
)
from cardsuite.games.pref.session import HUMAN, Session, SessionSettings
from cardsuite.games.pref.why_not import why_not
from cardsuite.ui.boards import trick_words
from cardsuite.ui.boards.pref.dialogs import BidBox, DeclareDialog
from cardsuite.ui.boards.pref.sheet import ScoreSheetDialog
from cardsuite.ui.boards.pref.table import (
    CornerBox,
    PointingHand,
    PrefScene,
    hand_cursor,
    hand_scale,
)
from cardsuite.ui.boards.pref.words import (
    Names,
    auction_said,
    contract_short,
    half_whist_word,
    info_text,
    phase_text,
    suit_name,
)
from cardsuite.ui.gem.dialog import GemButton
from cardsuite.ui.gem.theme import Theme, current_theme
from cardsuite.ui.sound import sounds
from cardsuite.ui.table.auction import AuctionWords
from cardsuite.ui.table.board import SELECTION, ClaimWords, TrickBoard
from cardsuite.ui.table.deal_log import DealLog, DealLogWords, LoggedTrick, play_hands, without
from cardsuite.ui.table.dialogs import dialog_slot
from cardsuite.ui.table.last_trick import LastTrickWords
from cardsuite.ui.table.refusal import RefusalWords

translate = QCoreApplication.translate

#: A table for a board opened without the club: Tante Hilde and the Baron, to 20, 5 Pf.
DEFAULT_OPPONENTS = ("hilde", "baron")
DEFAULT_LIMIT = 20
DEFAULT_PRICE = Fraction(5, 100)


class PrefBoard(TrickBoard):
    """A PrefClub game in a view; the GEM window around it shows title and info line.

    ``terms`` are the game's :class:`SessionSettings` (limit, price, opponents,
    seed; without them a default table); ``session`` plays a session made elsewhere instead
    (a game taken up again, or one with its own bot factory); ``player`` is
    the member's name shown at the table (default "You"); ``deal`` the number
    of the first deal.
    """

    bar_choices = 3  # WHIST, half-whist, Pass

    play_type = Play
    settings_group = "prefclub"
    declare_dialog = dialog_slot("declare", "The final contract to declare.")
    sheet_dialog = dialog_slot("sheet", "The score sheet (F7, and after every deal).")
    #: EXIT (the button, the sheet's EXIT, Alt-X, F10): the player wants to leave
    #: (close_requested).
    #: TAB: the 1993 program's way out of the club at once.
    tab_requested = Signal()
    #: A deal has been finished and scored; the number of deals scored in this game.
    deal_finished = Signal(int)
    #: The last deal filled every bullet: the settlement is on the sheet.
    game_over = Signal()

    def __init__(self, terms: SessionSettings | None = None, parent: QWidget | None = None,
                 *, session: Session | None = None, player: str | None = None,
                 deal: int | None = None) -> None:
        super().__init__(parent, minimum=(640, 440))
        if session is None:
            session = Session(terms or SessionSettings(
                DEFAULT_LIMIT, DEFAULT_PRICE, DEFAULT_OPPONENTS, random.randint(1, 2**31)))
        self.session = session
        self.names = Names([session.opponent(seat).name for seat in (1, 2)], player)
        self.widow_showing = False
        self._over_told = session.over
        #: The keyboard's pointing hand (``cursor``): an index into :meth:`pointer_targets`
        #: (None: not used since the mouse last clicked).
        self._cursor_for: tuple | None = None
        self._observed: tuple[object, int, Observation] | None = None
        if session.deal is None:
            session.new_deal(deal)
        # A session taken up after a finished deal shows it, scored: GEBEN deals the next.
        self._result_shown = session.deal.is_finished
        self._widow_seen = session.deal.widow_taken
        self.bid_box = BidBox(self.viewport())
        self.bid_box.chosen.connect(self.human)
        self.corner = CornerBox(self.viewport())
        self.corner.deal_button.clicked.connect(lambda _c=False: self.deal_next())
        self.corner.exit_button.clicked.connect(lambda _c=False: self.close_requested.emit())
        self.pointer = PointingHand(self.viewport())
        self._begin(PrefScene(self))

    # --- what the player sees ------------------------------------------------------------

    def observation(self) -> Observation:
        """The player's observation of the deal now (cached until the deal moves on)."""
        deal = self.deal
        key = (deal, len(deal.history))
        if self._observed is None or self._observed[:2] != key:
            self._observed = (*key, deal.observation(HUMAN))
        return self._observed[2]

    def sees_hand(self, seat: int) -> bool:
        return self.observation().hands[seat] is not None

    def public_widow(self) -> tuple[Card, ...]:
        return self.observation().widow

    def provisional(self) -> tuple[list[Fraction], list[Fraction]]:
        return self.session.settlement(), self.session.money()

    # --- actions for the menus -------------------------------------------------------------

    def _make_actions(self) -> None:
        self.action_deal = self.menu_action(lambda _c=False: self.deal_next())
        self.action_sheet = self.menu_action(lambda _c=False: self.show_sheet(), ("F7",))
        self.action_close = self.menu_action(lambda _c=False: self.close_requested.emit(),
                                            ("Alt+X", "F10"))

    def game_actions(self) -> list[QAction | None]:
        """For the File menu while this window is active (None is a separator)."""
        return [self.action_deal, None, self.action_sheet, self.action_last,
                self.action_auction, self.action_log, self.action_claim, self.action_hint, None,
                self.action_close]

    def option_actions(self) -> list[QAction]:
        """The club sets the terms of a game; the board's options are how the player likes
        his tricks collected and whether the playable cards are marked."""
        return [self.action_auto, self.action_mark]

    def retranslate(self, *_args) -> None:
        self.action_deal.setText(translate("PrefClub", "Deal the next hand"))
        trick_words.name_table_actions(self)
        self.action_auction.setText(translate("PrefClub", "Bidding"))
        self.action_sheet.setText(translate("PrefClub", "Score sheet …"))
        self.action_close.setText(translate("PrefClub", "Leave the table (EXIT)"))
        self.corner.set_texts(translate("PrefClub", "DEAL"), translate("PrefClub", "EXIT"))
        self.bid_box.retranslate()
        self._relayout()
        self._offer_controls()
        self._changed()

    # --- title and info line ---------------------------------------------------------------

    def title(self) -> str:
        return translate("PrefClub", "PrefClub – deal %1, game to %2").replace(
            "%1", str(len(self.session.deals))).replace("%2", str(self.session.settings.limit))

    def info(self) -> str:
        deal = self.deal
        status = info_text(deal, self.names)
        now = phase_text(deal, self.names, widow_showing=self.widow_showing,
                         pending=self.pending_trick is not None, thinking=self._thinking,
                         selected=len(self.selected))
        if deal.is_finished and self.session.over:
            now = translate("PrefClub", "The game is over.")
        text = status + "   " + now if status else now
        return self.note_text() + "  " + text if self._note else text

    def in_progress(self) -> bool:
        """A game under way: leaving would cost the club's penalty."""
        return not self.session.over and (self.deal_underway() or self.session.deals_played > 0)

    def deal_underway(self) -> bool:
        return bool(self.deal.history) and not self.deal.is_finished

    def _changed(self) -> None:
        super()._changed()
        self._update_corner()

    def _update_corner(self) -> None:
        self.corner.deal_button.setEnabled(self.may_deal())
        self.action_deal.setEnabled(self.may_deal())

    def may_deal(self) -> bool:
        """GEBEN: the deal on the table is over (its last trick collected) and the game not."""
        return (self.deal.is_finished and not self.session.over and self.pending_trick is None
                and not self._left)

    # --- the flow of a deal ----------------------------------------------------------------

    # --- the hooks of the trick table -------------------------------------------------

    def deal_over(self) -> bool:
        return self.deal.is_finished

    def in_play(self) -> bool:
        return self.deal.phase is Phase.PLAYING

    def human_to_move(self) -> bool:
        return self.session.human_to_move

    def ask_player(self) -> None:
        if self.deal.phase is Phase.DECLARING:
            self._ask_contract()

    def on_finished(self) -> None:
        self.deal_finished.emit(self.session.deals_played)
        if self.session.over and not self._over_told:
            self._over_told = True
            self.game_over.emit()
        self.show_sheet()

    def showing_table_cards(self) -> bool:
        return self.widow_showing

    def hide_table_cards(self) -> None:
        self.widow_showing = False
        self._widow_seen = True

    def result_waiting(self) -> bool:
        return self.sheet_waiting()

    def reopen_result(self) -> None:
        self.show_sheet()

    def after_action(self, action: Action) -> None:
        if self.deal.widow_taken and not self._widow_seen and isinstance(action, Bid | Pass):
            self.widow_showing = True  # the bidding is won: the widow is turned up for all
        self.cursor = None if self.pending_trick is not None else self.cursor

    def clears_selection(self, action: Action) -> bool:
        return isinstance(action, Discard | Play)

    def selecting(self) -> bool:
        return self.deal.phase is Phase.DISCARDING and self.session.human_to_move

    def submit_selection(self) -> None:
        self.discard_selected()

    def hint_bot(self):
        from cardsuite.games.pref.bots import make_bot

        return make_bot("strong", self.session.bot_seed(HUMAN, len(self.deal.history)))

    def mark_hint(self, action: Action) -> None:
        """The pointing hand points at the hint: the button of the box, or the card."""
        self._check_cursor()
        target = self.bid_box.button_for(action) if self.bid_box.isVisible() else None
        if target is None and isinstance(action, Play):
            target = action.card
        if target is None and action in self._bar_actions:
            target = self.bar.buttons[self._bar_actions.index(action)]
        targets = self.pointer_targets()
        if target not in targets:
            sounds().pling()
            return
        self.cursor = targets.index(target)
        self._mark_pointed()
        self.place_pointer()

    def last_trick_words(self) -> LastTrickWords:
        return trick_words.last_trick_words(self.names.full)

    def why_not(self, card: Card):
        deal = self.deal
        hand = deal.hands[deal.turn]
        return why_not(hand, deal.trick, card, deal.trump, deal.trick_widow) if card in hand else None

    def auction_said(self) -> list[tuple[int, str]]:
        return auction_said(self.deal)

    def auction_words(self) -> AuctionWords:
        return AuctionWords(translate("PrefClub", "Bidding"), translate("PrefClub", "OK"), self.names.full)

    def deal_log(self, deal: Deal | None = None) -> DealLog:
        """The deal on the table (or ``deal``) for its log: the hands and the widow as dealt
        (the declarer's without the widow he took and with his discard), the discard; tricks
        count, not points."""
        deal = deal or self.deal
        start = play_hands(deal.hands, deal.tricks, pref_rules.sort_hand)
        dealt = list(start)
        if deal.widow_taken and deal.declarer is not None:
            dealt[deal.declarer] = tuple(pref_rules.sort_hand(
                without([*start[deal.declarer], *deal.discard], deal.widow)))
        tricks = tuple(LoggedTrick(t.leader, t.cards, t.winner, None, t.widow)
                       for t in deal.tricks)
        return DealLog(tuple(dealt), tuple(deal.widow), tuple(deal.discard), tricks, start)

    def played_deals(self) -> int:
        return self.session.deals_played

    def deal_log_words(self) -> DealLogWords:
        return trick_words.deal_log_words(
            self.names.full, table=translate("PrefClub", "Widow"),
            laid_away=translate("PrefClub", "Discarded"), points="",
            game=translate("PrefClub", "Deal %1 of %2"))

    def claim_view(self):
        """A claim of every remaining trick by the player for his own hand (not in a Miser or
        ALL PASS, where tricks are bad)."""
        from cardsuite.games.pref.bots import knowledge

        deal = self.deal
        if deal.contract is None or deal.contract.miser or deal.all_pass \
                or deal.turn != HUMAN:
            return None
        known = knowledge(deal.observation(HUMAN))
        return (HUMAN, known.hand, known.leader, known.trick, known.unseen, known.holders,
                pref_rules.PrefTrickRules(deal.trump))

    def claim_move(self) -> Card | None:
        deal = self.deal
        state = TrickState(tuple(frozenset(hand) for hand in deal.hands), deal.trick_leader,
                           tuple(deal.trick))
        return claim_card(state, pref_rules.PrefTrickRules(deal.trump), HUMAN)

    def claim_words(self) -> ClaimWords:
        return trick_words.claim_words()

    def seat_marks(self, seat: int) -> list[str]:
        return trick_words.seat_marks(seat, self.deal.dealer, self.deal.declarer)

    def seat_on_turn(self) -> int | None:
        """The hand on turn (whisting alone, the partner's hand the player plays)."""
        if self.deal_over() or self.waiting_for_click():
            return None
        return self.deal.turn

    def refusal_words(self) -> RefusalWords:
        return trick_words.refusal_words(suit_name, trump=True)

    def hand_keys(self) -> list[Card]:
        return self._scene.shown_hand(HUMAN)

    def deal_from(self) -> QPointF:
        lay = self._scene.layout
        return QPointF(lay.centre_x - lay.small_w // 2, lay.fan_y)

    def sheet_waiting(self) -> bool:
        """The deal is over and scored, the sheet was closed: a click opens it again."""
        return (self.deal.is_finished and self._result_shown and not self.dialog_open()
                and not self._left)

    # --- the player's controls on the table ---------------------------------------------------

    def _hide_controls(self) -> None:
        super()._hide_controls()
        self.bid_box.hide()
        self.place_pointer()

    def _offer_controls(self) -> None:
        """Show the box for the decision the player faces now, or hide it."""
        deal = self.deal
        if (self._left or not self.session.human_to_move or self._scene.animating
                or self.waiting_for_click() or self.dialog_open()
                or deal.phase in (Phase.PLAYING, Phase.DECLARING)):
            self._hide_controls()
            return
        self.bar.hide()
        self.bid_box.hide()
        if deal.phase is Phase.BIDDING:
            self._bar_actions = []
            self.bid_box.offer(deal.legal_actions(), deal.minimum_level, deal.high_bid)
        elif deal.phase is Phase.DISCARDING:
            self._bar_actions = [SELECTION]
            self.bar.offer(translate("PrefClub", "Click two cards to discard:"),
                           [translate("PrefClub", "OK")], [len(self.selected) == 2])
        elif deal.phase is Phase.WHISTING and deal.half_whister is not None:
            # the other defender half-whisted after our pass: whist after all, or let it stand
            self._bar_actions = [Whist(), PassWhist()]
            self.bar.offer(translate("PrefClub", "%1 half-whists against %2:").replace(
                "%1", self.names.full(deal.half_whister)).replace(
                "%2", contract_short(deal.contract)),
                [translate("PrefClub", "WHIST"), translate("PrefClub", "Let it stand")])
        elif deal.phase is Phase.WHISTING:
            self._bar_actions = [a for a in (Whist(), HalfWhist(), PassWhist())
                                 if a in deal.legal_actions()]
            words = {Whist(): translate("PrefClub", "WHIST"), HalfWhist(): half_whist_word(),
                     PassWhist(): translate("PrefClub", "Pass")}
            self.bar.offer(translate("PrefClub", "%1 plays %2:").replace(
                "%1", self.names.full(deal.declarer)).replace("%2", contract_short(deal.contract)),
                [words[a] for a in self._bar_actions])
        elif deal.phase is Phase.OPENING:
            self._bar_actions = [PlayOpen(), PlayClosed()]
            self.bar.offer(translate("PrefClub", "You whist alone. Play the two hands:"),
                           [translate("PrefClub", "Open"), translate("PrefClub", "Closed")])
        self._place_controls()
        self._mark_pointed()
        self.place_pointer()

    def _place_controls(self) -> None:
        lay = self._scene.layout
        for box in (self.bid_box, self.bar):
            if not box.isVisible():
                continue
            size = box.sizeHint()
            box.resize(size)
            box.move(lay.centre_x - size.width() // 2, max(lay.gap, lay.bottom - size.height()))
        size = self.corner.sizeHint()
        self.corner.resize(size)
        self.corner.move(lay.gap, lay.height - lay.gap - size.height())
        self.corner.show()

    def hand_to_play(self) -> list[Card]:
        """The hand on turn: the player's own or, whisting alone, his partner's."""
        return list(self.deal.hands[self.deal.turn])

    def card_clicked(self, card: Card) -> None:
        """A click on a card: choose it for the discard, or play it, or pling; a click on a
        won pile shows the last trick."""
        if self.waiting_for_click():
            self.click_through()
            return
        if self.in_won_pile(card):
            self.show_last_trick()
            return
        deal = self.deal
        if deal.phase is Phase.DISCARDING and self.session.human_to_move:
            if card in deal.hands[HUMAN]:
                self.toggle_selected(card)
            return
        if self.can_play() and card in deal.hands[deal.turn]:
            self.play(card)
        elif card in deal.hands[HUMAN] or (self.can_play() and any(
                card in deal.hands[s] for s in range(3) if deal.controller(s) == HUMAN)):
            sounds().pling()

    def discard_selected(self) -> None:
        if len(self.selected) != 2:
            sounds().pling()
            return
        hand = self.deal.hands[HUMAN]
        cards = tuple(sorted(self.selected, key=hand.index))
        if not self.human(Discard(cards)):
            self._scene.place_all()

    # --- the pointing hand and the keyboard ---------------------------------------------------

    def mouse_took_over(self) -> None:
        """A mouse click: the keyboard's hand steps back (the mouse cursor is the hand now)."""
        if self.cursor is not None:
            self.cursor = None
            self._mark_pointed()
            self.place_pointer()

    def _box_buttons(self) -> list[GemButton]:
        if self.bid_box.isVisible():
            return self.bid_box.targets()
        if self.bar.isVisible() and self._bar_actions != [SELECTION]:  # discarding: the cards
            return [b for b in self.bar.buttons[:len(self._bar_actions)] if b.isEnabled()]
        return []

    def card_targets(self) -> list[Card]:
        """The cards the keyboard's hand moves over: the player's hand while he discards, the
        hand on turn while he plays (his own or, whisting alone, his partner's)."""
        deal = self.deal
        if deal.phase is Phase.DISCARDING and self.session.human_to_move:
            return self._scene.shown_hand(HUMAN)
        if self.can_play():
            return self._scene.shown_hand(deal.turn)
        return []

    def pointer_targets(self) -> list[GemButton | Card]:
        """What Left and Right move the hand over: the buttons of the box on the table, or the
        cards of :meth:`card_targets`."""
        if self._scene.animating or self.waiting_for_click():
            return []
        buttons = self._box_buttons()
        return list(buttons) if buttons else list(self.card_targets())

    def _cursor_context(self) -> tuple:
        """What the cursor's index counts in: a box's buttons for one decision, or the cards
        of one hand in one phase (the index stays while the hand plays on)."""
        deal = self.deal
        if self._box_buttons():
            return (deal, "box", len(deal.history))
        return (deal, "cards", deal.phase, deal.turn)

    def _check_cursor(self) -> None:
        context = self._cursor_context()
        if context != self._cursor_for:
            self._cursor_for = context
            self.cursor = None

    def pointed(self) -> GemButton | Card | None:
        """What the keyboard's hand points at (None when it is not in use)."""
        self._check_cursor()
        targets = self.pointer_targets()
        if self.cursor is None or not targets:
            return None
        return targets[min(self.cursor, len(targets) - 1)]

    def move_cursor(self, step: int) -> None:
        """Move the hand ``step`` places along the targets (it stops at the ends)."""
        self._check_cursor()
        targets = self.pointer_targets()
        if not targets:
            return
        # Before the first arrow key the hand stands just outside: Right (or Home) brings it
        # to the first place, Left (or End) to the last.
        before = self.cursor if self.cursor is not None else (-1 if step > 0 else len(targets))
        self.cursor = min(max(before + step, 0), len(targets) - 1)
        self._mark_pointed()
        self.place_pointer()

    def _mark_pointed(self) -> None:
        """The button the hand points at is drawn as the default (3 px) one."""
        target = self.pointed()
        button = target if isinstance(target, GemButton) else None
        if self.bid_box.isVisible():
            self.bid_box.point(button)
        for bar_button in self.bar.buttons:
            bar_button.set_default(bar_button is button)

    def pointer_tip(self) -> QPoint | None:
        """Where the finger tip of the keyboard's hand goes: on the winning card of a finished
        trick, else on what the keyboard points at."""
        scene = self._scene
        trick = self.pending_trick
        if trick is not None:
            card = trick.cards[(trick.winner - trick.leader) % 3]
            rect = scene.spot_rect(card)
            if rect is not None:
                return QPoint(int(rect.center().x()), int(rect.top() + rect.height() * 3 // 5))
        target = self.pointed()
        if isinstance(target, GemButton):
            centre = target.mapTo(self.viewport(), target.rect().center())
            return QPoint(centre.x(), centre.y() + target.height() // 4)
        if isinstance(target, Card):
            rect = scene.spot_rect(target)
            if rect is not None:
                return QPoint(int(rect.left() + min(rect.width(), scene.layout.small_w) // 2),
                              int(rect.top() + rect.height() // 3))
        return None

    def place_pointer(self) -> None:
        if not hasattr(self, "pointer"):
            return
        self.pointer.point_at(None if self._left else self.pointer_tip())

    def choose_pointed(self) -> None:
        """Return: click the button the hand points at, play (or, discarding, choose) the card."""
        target = self.pointed()
        deal = self.deal
        if isinstance(target, GemButton):
            target.click()
        elif isinstance(target, Card):
            if deal.phase is Phase.DISCARDING:
                self.toggle_selected(target)
            else:
                self.play(target)
        else:
            sounds().pling()

    def focusNextPrevChild(self, _next: bool) -> bool:  # noqa: N802
        return False  # Tab is the 1993 program's TAB, not a focus key

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """Left / Right (Home / End) move the pointing hand; Space or Return chooses what it
        points at — discarding, Space chooses a card and Return lays the two chosen away;
        a key collects a trick, takes the widow up and, the deal over, deals the next hand
        (GEBEN); Tab is TAB."""
        key = event.key()
        space = key == Qt.Key.Key_Space
        confirm = space or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        deal = self.deal
        if key == Qt.Key.Key_Tab:
            self.tab_requested.emit()
        elif confirm and self.waiting_for_click():
            self.click_through()
        elif confirm and deal.is_finished and not self.dialog_open():
            if self.may_deal():
                self.deal_next()
            else:
                self.click_through()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_cursor(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.move_cursor(-99 if key == Qt.Key.Key_Home else 99)
        elif confirm and deal.phase is Phase.DISCARDING and self.session.human_to_move \
                and not space and len(self.selected) == 2:
            self.discard_selected()
        elif confirm:
            self.choose_pointed()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- the final contract ---------------------------------------------------------------

    def _ask_contract(self) -> None:
        dialog = DeclareDialog(self, self.deal)
        dialog.keep_above(self.hand_top())
        self.dialogs.open("declare", dialog, self._contract_chosen)

    def _contract_chosen(self, dialog: DeclareDialog, _result: int) -> None:
        contract = dialog.contract()
        if contract is not None and self.human(Declare(contract)):
            return
        self.landed()  # asked again

    # --- the score sheet ------------------------------------------------------------------

    def show_sheet(self) -> None:
        """F7, and after every deal: the score sheet; after a deal its GEBEN deals the next."""
        if self.sheet_dialog is not None or self._left:
            return
        dialog = ScoreSheetDialog(self, self.session, self.names, may_deal=self.may_deal(),
                                  next_game=self.session.over and self.may_deal(),
                                  note=self.sheet_note())
        dialog.game_chosen.connect(lambda row, d=dialog: self.show_played_log(row, d))
        self.dialogs.open("sheet", dialog, self._sheet_closed)
        self._changed()

    def sheet_note(self) -> Callable[[], str] | None:
        """A line for the sheet under the settlement (the club's booking), translated when
        called; None for none."""
        return None

    def _sheet_closed(self, dialog: ScoreSheetDialog, _result: int) -> None:
        choice = dialog.choice()
        if choice == "deal":
            self.deal_next()
        elif choice == "exit":
            self.close_requested.emit()
            self.landed()
        else:
            self.landed()  # the computer players wait while the sheet is open

    # --- new deals ----------------------------------------------------------------------------

    def _stop(self) -> None:
        """Forget everything that belongs to the deal on the table."""
        super()._stop()
        self.widow_showing = False
        self.cursor = None
        self._hide_controls()

    def deal_next(self, number: int | None = None) -> bool:
        """GEBEN: deal the next hand once the one on the table is over (and the game is not)."""
        if not self.may_deal():
            sounds().pling()
            return False
        self._stop()
        self.session.new_deal(number)
        self._result_shown = False
        self._widow_seen = False
        self._note = ""
        self._deal_out()
        return True

    def start_session(self, session: Session) -> None:
        """Play ``session`` from where it stands (a game taken up again, or a new game of the
        club): its deal as it lies (a finished one scored: GEBEN deals the next), the first
        one if it has none."""
        self._stop()
        self.session = session
        self.names = Names([session.opponent(seat).name for seat in (1, 2)], self.names.player)
        if session.deal is None:
            session.new_deal()
        deal = self.deal
        self._widow_seen = deal.widow_taken  # a taken widow is not turned up again
        # A finished deal was scored and told before: it lies as it ended, GEBEN deals on.
        self._result_shown = deal.is_finished
        self._over_told = session.over
        self._note = ""
        self._deal_out()

    # --- leaving ------------------------------------------------------------------------------

    def leave(self) -> None:
        """The window is closing: stop the computer players and the timers."""
        super().leave()
        self.pointer.point_at(None)

    # --- Qt ---------------------------------------------------------------------------------------

    def _relayout(self) -> None:
        size = self.viewport().size()
        self.scale_controls(size.width(), size.height())
        self.corner.adjustSize()
        self._scene.relayout(size.width(), size.height(), self.corner.sizeHint().width())
        scale = hand_scale(self._scene.layout.card_w)
        if scale != self.pointer.scale:
            self.pointer.set_scale(scale)
            self.viewport().setCursor(hand_cursor(current_theme(), scale))
        self._place_controls()
        self.place_pointer()

    def _theme_changed(self, theme: Theme) -> None:
        super()._theme_changed(theme)
        self.viewport().setCursor(hand_cursor(theme, self.pointer.scale))
        self.pointer.update()
