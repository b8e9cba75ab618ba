"""Playing the suite with the keyboard alone: where a key press goes, a pilot for nested dialogs,
and each game's whole deal as a player would key it.

Used by ``test_keyboard_play.py`` (which proves that every step can be keyed) and by
``test_german_walk.py`` (which looks at every screen the play passes through).  Keys go
where a real key press goes: to the open menu, else to the focused widget (which must lie
in the active modal dialog when there is one), else to the active window.  The players
read the board's state to decide which key to press (a player looks at the table too)
but never call a board method or use the mouse.

Modal dialogs run nested event loops (an entrance, an alert in the middle of a key's
handling), so a deal is played by a :class:`Pilot`: a timer that schedules its next look
before it acts, and acts by one key (or a few cursor keys and one key that may open a
dialog).  Each ``play_*`` function calls ``note(word)`` when it reaches a step, before its
keys: the words are the record of the deal the tests check, and ``note`` is where the
German walk looks at the screen.

The computer players play the fastest level ("random"; PrefClub's weakest characters)
and the sessions' seeds are fixed and chosen by playing the same policy through the
engine first (``*_seed()``), so that a retuned bot changes which seed is used, not what
the tests prove.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Callable
from fractions import Fraction

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from cardsuite.app import create_main_window
from cardsuite.games.binokel import game as binokel_game
from cardsuite.games.binokel.session import Session as BinokelSession
from cardsuite.games.binokel.session import SessionSettings as BinokelSettings
from cardsuite.games.pref import club
from cardsuite.games.pref import game as pref_game
from cardsuite.games.skat import game as skat_game
from cardsuite.games.skat.bidding import RuleSet
from cardsuite.games.skat.scorelist import ScoreMode
from cardsuite.games.skat.session import Session as SkatSession
from cardsuite.games.skat.session import SessionSettings as SkatSettings
from cardsuite.ui.boards.binokel import board as binokel_board
from cardsuite.ui.boards.binokel.dialogs import (
    MeldDialog,
    MeldsShownDialog,
    ResultDialog,
    TrumpDialog,
)
from cardsuite.ui.boards.binokel.pad import ScorePadDialog
from cardsuite.ui.boards.binokel.start import StartDialog
from cardsuite.ui.boards.pref import club_board as pref_club_board
from cardsuite.ui.boards.pref.club import DoormanDialog, MemberFileDialog, TableDialog
from cardsuite.ui.boards.pref.dialogs import DeclareDialog as PrefDeclareDialog
from cardsuite.ui.boards.pref.sheet import ScoreSheetDialog
from cardsuite.ui.boards.skat import board as skat_board
from cardsuite.ui.boards.skat.dialogs import DeclareDialog as SkatDeclareDialog
from cardsuite.ui.boards.skat.dialogs import ResultDialog as SkatResultDialog
from cardsuite.ui.boards.skat.score_list import ScoreListDialog
from cardsuite.ui.deal_dialog import DealNumberDialog
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.table.auction import AuctionDialog
from cardsuite.ui.table.last_trick import LastTrickDialog

WAIT = 30_000  # ms: generous for a slow shared machine; nothing here sleeps
NO = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
Note = Callable[[str], None]


# --- where a key press goes -------------------------------------------------------------------

def key_target() -> QWidget:
    """The widget a real key press reaches now: an open menu, else the focus widget, else the
    active window; with a modal dialog open, nothing outside it."""
    popup = QApplication.activePopupWidget()
    if popup is not None:
        return popup
    modal = QApplication.activeModalWidget()
    focus = QApplication.focusWidget()
    if modal is not None:
        assert focus is None or focus is modal or modal.isAncestorOf(focus), \
            f"{focus} has the keys while {modal} is open"
        return focus or modal
    target = focus or QApplication.activeWindow()
    assert target is not None, "nothing would receive a key press"
    return target


def press(key: Qt.Key, modifier=NO, times: int = 1) -> None:
    for _ in range(times):
        QTest.keyClick(key_target(), key, modifier)


def type_text(text: str) -> None:
    for char in text:
        QTest.keyClicks(key_target(), char)


def look_at_last_trick(board, seen: list) -> bool:
    """Once in a deal, when a trick has been collected and the player is to play: L (the
    last trick's dialog, which the next step looks at and closes); the next time B (the
    bidding's dialog, the same)."""
    if len(seen) >= 2 or not board.can_play() or board.last_trick() is None:
        return False
    seen.append(True)
    press(Qt.Key.Key_L if len(seen) == 1 else Qt.Key.Key_B)
    return True


def claim_once(board, note: Note, tried: list) -> bool:
    """Once in a deal, the first time the player may play: C (claim the rest), and once the
    answer is on the info line (the claim is checked in the worker thread), a look at it.
    True while this takes the step."""
    if not tried:
        if not board.can_play():
            return False
        tried.append("asked")
        press(Qt.Key.Key_C)
        return True
    if tried == ["asked"]:
        if not board.checking_claim:
            tried.append("answered")
            note("claim")
        return True
    return False


def modal(kind: type | tuple[type, ...]):
    """The modal dialog or alert of ``kind`` on top once it is the active window (and so has
    the keys), or None."""
    widget = QApplication.activeModalWidget()
    if isinstance(widget, kind) and widget.isVisible() and QApplication.activeWindow() is widget:
        return widget
    return None


def has_keys(widget: QWidget) -> bool:
    """No dialog is open and ``widget`` has the keyboard focus.

    The offscreen platform has no window manager that makes the screen active again when a
    dialog or a menu closes; this does what one would (once no shown window is active)."""
    if QApplication.activeModalWidget() is not None:
        return False
    active = QApplication.activeWindow()
    if active is None or not active.isVisible():
        widget.window().activateWindow()
        return False
    return QApplication.focusWidget() is widget


class Pilot:
    """Calls ``step`` every few milliseconds until it returns True (done) or raises.

    The next call is scheduled *before* ``step`` runs: a key may open a modal dialog whose
    nested event loop only ends when a later call answers it.
    """

    def __init__(self, step: Callable[[], bool], interval: int = 10) -> None:
        self.step = step
        self.interval = interval
        self.done = False
        self.error: BaseException | None = None
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        if self.done or self.error is not None:
            return
        QTimer.singleShot(self.interval, self._poll)
        try:
            if self.step():
                self.done = True
        except BaseException as error:  # noqa: BLE001 - reported by fly()
            self.error = error
            # End every modal loop, so that the test gets back to report it.
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QDialog) and widget.isVisible():
                    widget.done(0)

    def fly(self, qtbot, timeout: int = WAIT, state: Callable[[], object] = lambda: "") -> None:
        """Wait until done; on a timeout say where the play stood (``state()``)."""
        try:
            qtbot.waitUntil(lambda: self.done or self.error is not None, timeout=timeout)
        except Exception as error:
            self.done = True
            raise AssertionError(f"stuck: {state()}; modal {QApplication.activeModalWidget()}, "
                                 f"focus {QApplication.focusWidget()}, "
                                 f"active {QApplication.activeWindow()}") from error
        if self.error is not None:
            raise self.error


class FixedSeed:
    """Stands in for a board module's ``random``: the session's seed is ours."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def randint(self, _low: int, _high: int) -> int:
        return self.seed


# --- the screen ------------------------------------------------------------------------------------

def open_screen(qtbot, language: str):
    """The GEM screen in ``language``, shown and active, the desktop with the keys."""
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang=language))
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def close_screen(window) -> None:
    """Close the game windows without asking, then the screen; English and mono again."""
    close_windows(window)
    window.close()  # nothing in progress any more: no question
    window.deleteLater()
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def close_windows(window) -> None:
    """Close the game windows without asking, their computer players and solver stopped."""
    for game_window in window.desktop.windows():
        board = game_window.content()
        board.leave()
        for thread in (getattr(board, "worker", None), getattr(board, "solver", None)):
            if thread is not None:
                thread.wait()
        game_window.close_window()


# --- opening a game ------------------------------------------------------------------------------

def open_from_menu(screen, title: str) -> None:
    """Alt and the Games menu's letter drop it down; Down to ``title``; Return opens it."""
    bar = screen.menu_bar
    index = bar.menus().index(screen.games_menu)
    letter = bar.title_letter(index)
    for _ in bar.menus():  # a letter that titles share goes from one to the next
        press(getattr(Qt.Key, f"Key_{letter}"), ALT)
        if bar.open_index() == index:
            break
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu is screen.games_menu
    for _ in menu.actions():
        if menu.activeAction().text() == title:
            break
        press(Qt.Key.Key_Down)
    assert menu.activeAction().text() == title
    press(Qt.Key.Key_Return)


def open_from_desktop(screen, key: str) -> None:
    """The desktop has the keys while no window is open: Home, Down to the icon, Return."""
    assert QApplication.focusWidget() is screen.desktop
    icons = [icon.key() for icon in screen.desktop.icons()]
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Down, times=icons.index(key))
    assert screen.desktop.selected_icon().key() == key
    press(Qt.Key.Key_Return)


def deal_number_typed(number: str) -> bool:
    """A pilot's step: type ``number`` into the deal-by-number dialog and Return."""
    dialog = modal(DealNumberDialog)
    if dialog is None:
        return False
    type_text(number)
    press(Qt.Key.Key_Return)
    return True


def legal_index(hand: list, legal: set) -> int:
    return next(i for i, card in enumerate(hand) if card in legal)


def to_card(index: int) -> None:
    """The cursor to the ``index``-th card of the hand: Home, then Right."""
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Right, times=index)


SKAT_CAP = 18  # the player bids (and holds) up to 18, then passes


def skat_word(deal) -> skat_game.Action:
    """What the player says in the bidding: Yes / the bid offered up to 18, else Pass."""
    legal = deal.legal_actions()
    bid = next((a for a in legal if isinstance(a, skat_game.Bid)), None)
    if skat_game.Hold() in legal and deal.bid <= SKAT_CAP:
        return skat_game.Hold()
    if bid is not None and bid.value <= SKAT_CAP:
        return bid
    return skat_game.Pass()


def skat_session(seed: int) -> SkatSession:
    """The session a Skat board opened from the menu plays with ``seed`` and clean settings."""
    options = skat_game.Options(rule_set=RuleSet.ISKO, kontra=None, redeal_when_all_pass=False,
                                ramsch_skat_to_last_trick=False)
    return SkatSession(SkatSettings(options, ("random", "random"), seed,
                                    score_mode=ScoreMode.STANDARD))


def skat_bidding(seed: int):
    """The first deal of :func:`skat_session` ``seed`` with its bidding done, the player saying
    :func:`skat_word`."""
    session = skat_session(seed)
    session.new_deal(None)
    deal = session.deal
    while deal.phase is skat_game.Phase.BIDDING:
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(skat_word(deal))
    return session, deal


@functools.cache
def skat_seed() -> int:
    """A seed whose first deal the player wins by bidding up to 18: he is asked Hand or Skat."""
    for seed in range(1, 500):
        _session, deal = skat_bidding(seed)
        if deal.declarer == skat_board.HUMAN and deal.phase is skat_game.Phase.HAND:
            return seed
    raise AssertionError("no seed fits")


def play_skat(screen, qtbot, monkeypatch, note: Note) -> object:
    """Open Skat from the Games menu and play its first deal by keys up to the next deal;
    the player bids to 18 and declares, looks at Hand and takes the Skat, lays away the two
    cards at the left of his hand, and plays the first legal card each time."""
    monkeypatch.setattr(skat_board, "random", FixedSeed(skat_seed()))
    for seat in (1, 2):
        QSettings().setValue(f"skat/level{seat}", "random")
    open_from_menu(screen, "Skat")
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    board = screen.active_board()

    seen_last: list = []
    claimed: list = []

    def step() -> bool:
        deal = board.deal
        if modal(LastTrickDialog) is not None:
            note("last trick")
            press(Qt.Key.Key_Return)
            return False
        if modal(AuctionDialog) is not None:
            note("bidding")
            press(Qt.Key.Key_Return)
            return False
        alert = modal(GemAlert)
        if alert is not None:  # Hand or Skat: Left to Hand, Right back to Skat, Return
            note("hand or skat")
            press(Qt.Key.Key_Left)
            assert alert.default_index() == 0
            press(Qt.Key.Key_Right)
            note("skat")
            press(Qt.Key.Key_Return)
            return False
        dialog = modal(SkatDeclareDialog)
        if dialog is not None:  # the game: Right to the next one, Left back, Return plays
            note("declare")
            suggested = dialog.game_type()
            press(Qt.Key.Key_Right)
            if suggested is not dialog.game_types[-1]:
                assert dialog.game_type() is not suggested
                press(Qt.Key.Key_Left)
            assert dialog.game_type() is suggested
            press(Qt.Key.Key_Return)
            return False
        if modal(SkatResultDialog) is not None:
            note("result")
            press(Qt.Key.Key_Return)
            return False
        if modal(ScoreListDialog) is not None:
            note("list")
            press(Qt.Key.Key_Return)  # Next deal
            return False
        if not has_keys(board) or not board.waiting_for_player():
            return False
        if board.pending_trick is not None:
            note("trick")
            press(Qt.Key.Key_Space)
        elif deal.phase is skat_game.Phase.FINISHED:
            return False  # the result comes by itself
        elif len(board.session.scorelist):
            return deal.phase is skat_game.Phase.BIDDING  # the next deal is dealt
        elif deal.phase is skat_game.Phase.BIDDING:
            word = skat_word(deal)
            note("pass" if word == skat_game.Pass() else "bid")
            press(Qt.Key.Key_W if word == skat_game.Pass() else Qt.Key.Key_Return)
        elif deal.phase is skat_game.Phase.PUSHING:  # the two cards at the left lay away
            to_card(0)
            press(Qt.Key.Key_Space)
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Space)
            assert len(board.selected) == 2
            note("push")
            press(Qt.Key.Key_Return)
        elif deal.phase is skat_game.Phase.KONTRA:
            note("kontra")
            press(Qt.Key.Key_N)
        elif claim_once(board, note, claimed):
            pass
        elif look_at_last_trick(board, seen_last):
            pass
        elif board.can_play():
            note("play")
            hand = board.scene_for_tests().shown_hand()
            legal = {a.card for a in deal.legal_actions() if isinstance(a, skat_game.Play)}
            to_card(legal_index(hand, legal))
            press(Qt.Key.Key_Return)
        return False

    Pilot(step).fly(qtbot, state=lambda: (board.deal.phase, board.waiting_for_player()))
    return board


BINOKEL_CAP = 300  # the player bids on up to 300


def binokel_session(seed: int) -> BinokelSession:
    """The session a Binokel board opened from the desktop plays with ``seed``."""
    return BinokelSession(BinokelSettings(options=binokel_board.options_from_settings(),
                                          levels=("random", "random"), seed=seed))


@functools.cache
def binokel_seed() -> int:
    """A seed whose first deal the player wins by bidding on (the others bid first)."""
    for seed in range(1, 500):
        session = binokel_session(seed)
        session.new_deal(None)
        deal = session.deal
        while deal.phase is binokel_game.Phase.BIDDING:
            if session.bot_to_move:
                session.bot_step()
            elif deal.next_bid <= BINOKEL_CAP:
                session.human_apply(binokel_game.Bid(deal.next_bid))
            else:
                session.human_apply(binokel_game.Pass())
        if deal.solo == binokel_board.HUMAN and len(deal.history) >= 3:
            return seed
    raise AssertionError("no seed fits")


PREF_TABLE = club.Table(("egon", "kalle"), 20, Fraction(5, 100))  # the dialog's defaults


def pref_word(deal) -> pref_game.Action:
    """The player opens the bidding with the lowest bid if nobody has bid yet, else passes."""
    bids = [a for a in deal.legal_actions() if isinstance(a, pref_game.Bid)]
    opened = any(isinstance(a, pref_game.Bid) for _s, a in deal.history)
    return bids[0] if bids and not opened else pref_game.Pass()


@functools.cache
def pref_seed() -> int:
    """A seed whose first deal the player declares with :func:`pref_word`."""
    for seed in range(1, 500):
        session = pref_club_board.session_for(PREF_TABLE, None, seed=seed)
        session.new_deal(None)
        deal = session.deal
        while deal.phase is pref_game.Phase.BIDDING:
            if session.bot_to_move:
                session.bot_step()
            else:
                session.human_apply(pref_word(deal))
        if deal.declarer == pref_club_board.HUMAN:
            return seed
    raise AssertionError("no seed fits")


def play_binokel(screen, qtbot, monkeypatch, note: Note) -> object:
    """Open Binokel from the desktop and play its first deal by keys up to the next deal: the
    start screen (name, speed), bidding on, the Dabb, pressing the cards at the left, the best
    trump, melding (AB first, asked and cancelled), every trick, the result and the pad's Continue."""
    monkeypatch.setattr(binokel_board, "random", FixedSeed(binokel_seed()))
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", "random")
    open_from_desktop(screen, "binokel")
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    board = screen.active_board()

    seen_last: list = []
    claimed: list = []
    asked_out: list = []

    def step() -> bool:
        deal = board.deal
        if modal(LastTrickDialog) is not None:
            note("last trick")
            press(Qt.Key.Key_Return)
            return False
        if modal(AuctionDialog) is not None:
            note("bidding")
            press(Qt.Key.Key_Return)
            return False
        start = modal(StartDialog)
        if start is not None:  # the name, the speed by Up / Down, Return is Continue
            note("start")
            type_text("Kim")
            press(Qt.Key.Key_Up)
            assert start.speed() == "medium"
            press(Qt.Key.Key_Down)
            assert start.speed() == "fast"
            press(Qt.Key.Key_Return)
            return False
        trump = modal(TrumpDialog)
        if trump is not None:  # the best trump is the default; Right and Left move it
            note("trump")
            best = trump.default_button()
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Left)
            if best is trump.buttons()[-1]:  # Right stopped at the end, Left moved on
                assert trump.default_button() is not best
                press(Qt.Key.Key_Right)
            assert trump.default_button() is best
            press(Qt.Key.Key_Return)
            return False
        alert = modal(GemAlert)
        if alert is not None:  # AB asks first: Return is Cancel, back to the meld screen
            note("go out?")
            assert alert.default_index() == 1
            press(Qt.Key.Key_Return)
            return False
        meld = modal(MeldDialog)
        if meld is not None:  # OK, or (Right) AB to go out: asked once, then OK melds
            note("meld")
            if meld.out_button is not None:
                press(Qt.Key.Key_Right)
                assert meld.default_button() is meld.out_button
                if "go out?" not in asked_out:
                    asked_out.append("go out?")
                    press(Qt.Key.Key_Return)  # the alert comes up
                    return False
                press(Qt.Key.Key_Left)
            assert meld.default_button() is meld.ok_button
            press(Qt.Key.Key_Return)
            return False
        for kind, word in ((MeldsShownDialog, "melds"), (ResultDialog, "result"),
                           (ScorePadDialog, "pad")):
            if modal(kind) is not None:
                note(word)
                press(Qt.Key.Key_Return)  # OK; on the pad Continue (the next game)
                return False
        if not has_keys(board) or not board.waiting_for_player():
            return False
        if board.waiting_for_click():  # the Dabb turned up, or a finished trick
            note("dabb" if board.dabb_showing else "trick")
            press(Qt.Key.Key_Space)
        elif deal.phase is binokel_game.Phase.FINISHED:
            return False  # the result comes by itself
        elif board.session.games:
            return deal.phase is binokel_game.Phase.BIDDING  # the next game is dealt
        elif deal.phase is binokel_game.Phase.BIDDING and deal.to_move == binokel_board.HUMAN:
            note("bid")
            press(Qt.Key.Key_Return if deal.next_bid <= BINOKEL_CAP else Qt.Key.Key_W)
        elif deal.phase is binokel_game.Phase.PRESSING:  # the cards at the left
            to_card(0)
            press(Qt.Key.Key_Space)
            for _ in range(deal.dabb_size - 1):
                press(Qt.Key.Key_Right)
                press(Qt.Key.Key_Space)
            assert len(board.selected) == deal.dabb_size
            note("press")
            press(Qt.Key.Key_Return)
        elif claim_once(board, note, claimed):
            pass
        elif look_at_last_trick(board, seen_last):
            pass
        elif board.can_play():
            note("play")
            hand = [board.scene_for_tests().card_of(pid) for pid in board.hand_ids()]
            legal = {a.card for a in deal.legal_actions() if isinstance(a, binokel_game.Play)}
            to_card(legal_index(hand, legal))
            press(Qt.Key.Key_Return)
        return False

    Pilot(step).fly(qtbot, state=lambda: (board.deal.phase, board.waiting_for_player()))
    return board


def binokel_to_melding(seed: int):
    """Melding by hand: the first deal of ``seed`` played through the engine until a solo
    player melds (the player bids on; he presses his first cards and names the best trump)."""
    from cardsuite.games.binokel import melds
    from cardsuite.games.binokel.options import Options

    session = BinokelSession(BinokelSettings(options=Options(meld_by_hand=True),
                                             levels=("random", "random"), seed=seed))
    session.new_deal(None)
    deal = session.deal
    while deal.phase not in (binokel_game.Phase.MELDING, binokel_game.Phase.PLAYING):
        if session.bot_to_move:
            session.bot_step()
        elif deal.phase is binokel_game.Phase.BIDDING:
            session.human_apply(binokel_game.Bid(deal.next_bid)
                                if deal.next_bid <= BINOKEL_CAP else binokel_game.Pass())
        elif deal.phase is binokel_game.Phase.PRESSING:
            session.human_apply(binokel_game.Press(tuple(deal.hands[0][:deal.dabb_size])))
        elif deal.phase is binokel_game.Phase.TRUMP:
            session.human_apply(binokel_game.NameTrump(melds.best_trump(deal.hands[0])))
        else:
            break
    return deal


@functools.cache
def binokel_meld_by_hand_seed() -> int:
    """A seed (meld by hand) whose first deal the player wins by bidding on, and melds."""
    for seed in range(1, 500):
        deal = binokel_to_melding(seed)
        if deal.phase is binokel_game.Phase.MELDING and deal.to_move == binokel_board.HUMAN:
            return seed
    raise AssertionError("no seed fits")


def play_pref(screen, qtbot, monkeypatch, note: Note) -> object:
    """Open PrefClub from the Games menu: the doorman (a new name), Join, the member file, the
    table (two characters chosen by Tab, Down and Space); then its first deal by keys up to the
    next hand: the player opens the bidding and declares, takes the widow, discards the two
    cards at the left, names the lowest contract, plays the first legal card each time, and
    deals the next hand from the sheet (GEBEN)."""
    monkeypatch.setattr(pref_club_board, "random", FixedSeed(pref_seed()))
    boards = []

    def entrance() -> bool:
        if modal(DoormanDialog) is not None:
            note("doorman")
            type_text("Kim")
            press(Qt.Key.Key_Return)
        elif modal(GemAlert) is not None:
            note("join")
            press(Qt.Key.Key_Return)  # Join
        elif modal(MemberFileDialog) is not None:
            note("file")
            press(Qt.Key.Key_Return)
        elif (table := modal(TableDialog)) is not None:
            note("table")
            assert QApplication.focusWidget() is table.limit_edit
            press(Qt.Key.Key_Tab)  # to the price
            press(Qt.Key.Key_Tab)  # to the first character
            assert QApplication.focusWidget() is table.lines["egon"]
            press(Qt.Key.Key_Space)
            press(Qt.Key.Key_Down)
            press(Qt.Key.Key_Space)
            assert table.chosen() == ["egon", "kalle"]
            press(Qt.Key.Key_Return)
        elif screen.desktop.windows():
            boards.append(screen.active_board())
            return True
        return False

    pilot = Pilot(entrance)
    open_from_menu(screen, "PrefClub")
    pilot.fly(qtbot)
    board = boards[0]

    seen_last: list = []
    claimed: list = []

    def step() -> bool:
        deal = board.deal
        if modal(LastTrickDialog) is not None:
            note("last trick")
            press(Qt.Key.Key_Return)
            return False
        if modal(AuctionDialog) is not None:
            note("bidding")
            press(Qt.Key.Key_Return)
            return False
        dialog = modal(PrefDeclareDialog)
        if dialog is not None:  # the final contract: Right, Left back, Return declares
            note("declare")
            lowest = dialog.pointed
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Left)
            assert dialog.pointed == lowest
            press(Qt.Key.Key_Return)
            return False
        if modal(ScoreSheetDialog) is not None:
            note("sheet")
            press(Qt.Key.Key_Return)  # GEBEN: the next hand
            return False
        if not has_keys(board) or not board.waiting_for_player():
            return False
        if board.waiting_for_click():  # the widow turned up, or a finished trick
            note("widow" if board.widow_showing else "trick")
            press(Qt.Key.Key_Return)
        elif board.session.deals_played:
            return deal.phase is pref_game.Phase.BIDDING  # the next hand is dealt
        elif deal.is_finished:
            return False
        elif deal.phase is pref_game.Phase.BIDDING and board.session.human_to_move:
            word = pref_word(deal)
            note("bid" if isinstance(word, pref_game.Bid) else "pass")
            press(Qt.Key.Key_Home if isinstance(word, pref_game.Bid) else Qt.Key.Key_End)
            press(Qt.Key.Key_Return)
        elif deal.phase is pref_game.Phase.DISCARDING and board.session.human_to_move:
            to_card(0)
            press(Qt.Key.Key_Space)
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Space)
            assert len(board.selected) == 2
            note("discard")
            press(Qt.Key.Key_Return)
        elif claim_once(board, note, claimed):
            pass
        elif look_at_last_trick(board, seen_last):
            pass
        elif board.can_play():
            note("play")
            hand = board.scene_for_tests().shown_hand(deal.turn)
            legal = {a.card for a in deal.legal_actions() if isinstance(a, pref_game.Play)}
            to_card(legal_index(hand, legal))
            press(Qt.Key.Key_Return)
        elif board.session.human_to_move:  # whist or pass, open or closed: the first button
            note("defence")
            press(Qt.Key.Key_Home)
            press(Qt.Key.Key_Return)
        return False

    Pilot(step).fly(qtbot, state=lambda: (board.deal.phase, board.waiting_for_player()))
    return board
