"""PrefClub with the club around the table: the entrance, the checks, the booking, the ways out.

``rules/prefclub.md`` ("Entering the club", "Membership") after the 1993
manual.  :func:`entrance` runs before the game's window opens (the main
window calls a game's ``entrance`` first, see :mod:`cardsuite.ui.registry`);
:class:`ClubBoard` is the :class:`~.pref.PrefBoard` of a member at a table.
Every decision about money and membership is :mod:`cardsuite.games.pref.club`'s;
the dialogs and alerts are :mod:`.club`'s.

The flow, and the decisions where the specification leaves room:

- **The entrance**: the doorman (name, joining), then the member's file, then
  the table (two opponents, the game limit, the price of a whist point).  The
  file is shown on every entry, so that the player sees his balance and terms
  before he sets the stakes; the File menu shows it again during play.  The
  table dialog starts with the terms of the member's last game.  Go home at
  the door or Cancel at the table: no window opens.
- **A game is running** — and leaving it costs the penalty in force — from the
  first word of its first deal until it is booked (:meth:`PrefBoard.in_progress`).
- **The checks**: after every deal, the game's last included, :meth:`Club.check`
  with the running game's provisional result in DM; every check is told: a
  promotion and the first check (the one chance at promotion, which a silent
  check would hide) in an alert, a later check that changes nothing in the info
  line, where it stays until the next deal.  An expulsion is told, then the window
  closes without a question and without a penalty (the club has written the
  game as "shown out"); nothing more can be played under that name.
- **The end of a game** is booked at once, before the sheet opens; the sheet
  says what was booked.  GEBEN (on the sheet or in the corner) then sits the
  member down for the next game: the table dialog again, with the terms of
  the game just played; Cancel stays at the finished table.
- **EXIT** (the button, the sheet's EXIT, Alt-X, F10, the window's closer):
  with a game running the club's own question replaces the suite's "A game
  is in progress": it names the penalty, Leave or Stay; Leave charges the
  penalty to the file.  Between games EXIT leaves without a question, free.
- **Quitting the suite** (Ctrl+Q, a signal, the logout) is no leaving: the
  game is kept, without a question, and so it is after a crash or a kill —
  its play is written beside the member file after every action
  (:meth:`club.Club.keep`).  At the next visit the doorman offers it
  (:func:`~.club.settle_or_take_up`): Continue takes it up at its table (no
  table dialog), Leave costs the penalty.
- **TAB** "ends the torment": between games at once; with a game running it
  names the penalty first (Leave or Stay, the question EXIT asks), since a key
  pressed by mistake must not cost the player DM 10 or 50.
- **A file that cannot be written** (a check, the booking, the penalty) is
  reported in a STOP alert naming the file; the club writes before it changes
  the member it holds, so the file and the program stay as they were, and
  play goes on.
- **A booking that fails** leaves the running marker and the kept play in
  place: the next visit books the game with its own result.  A kept play that
  cannot be used (damaged) is reported, set aside, and the game is charged as
  left, as is a game of which nothing could be kept.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from cardsuite.games.pref import club
from cardsuite.games.pref.session import HUMAN, BotFactory, Session, SessionSettings
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref.board import PrefBoard
from cardsuite.ui.gem.alert import AlertIcon
from cardsuite.ui.sound import sounds
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate


def last_table(member: club.Member) -> club.Table | None:
    """The terms of the member's last game (None before his first)."""
    for entry in reversed(member.history):
        if entry.table is not None:
            return entry.table
    return None


def entrance(parent: QWidget | None, the_club: club.Club | None = None) -> dict[str, Any] | None:
    """The doorman, the member's file and the table, modal; the options of
    :func:`~.pref_entry.create_board` for the member at his table, or None if he went home
    (or cancelled the table)."""
    the_club = the_club if the_club is not None else club.Club(pref_club.club_folder())
    entered = pref_club.enter_club_taking_up(parent, the_club)
    if entered is None:
        return None
    member, taken_up = entered
    pref_club.show_member_file(parent, member)
    if taken_up is not None:  # the game kept from last time, at its own table
        return {"the_club": the_club, "member": member, "table": member.running.table,
                "session": taken_up}
    table = pref_club.choose_table(parent, last_table(member))
    if table is None:
        the_club.unseat(member)  # the door let him in; he went home from the table dialog
        return None
    return {"the_club": the_club, "member": member, "table": table}


def session_for(table: club.Table, bot_factory: BotFactory | None = None,
                seed: int | None = None) -> Session:
    """A new game at ``table``."""
    seed = seed if seed is not None else random.randint(1, 2**31)
    return Session(SessionSettings(table.limit, table.price, table.opponents, seed, table.rules),
                   bot_factory)


def report_not_written(parent: QWidget | None, error: club.MemberFileError) -> None:
    """The member file could not be written: which file, why, and that nothing changed."""
    file_alert(parent, AlertIcon.STOP, [translate("PrefClub", "Your member file could not be written:")],
               error.path, error.reason, [translate("PrefClub", "It was left as it was.")],
               [translate("PrefClub", "OK")])


class ClubBoard(PrefBoard):
    """The board of ``member`` at ``table``; the club's checks, booking and ways out.

    ``session`` takes up a game already under way (the one kept from last time, which
    the member file says is running; it must be played at ``table``), else a new game
    is dealt (``deal``: the first deal's number);
    ``bot_factory`` makes the computer players of every game at this board; ``seed``
    fixes the first game's deals and players (else a random one).
    """

    def __init__(self, the_club: club.Club, member: club.Member, table: club.Table,
                 parent: QWidget | None = None, *, session: Session | None = None,
                 deal: int | None = None, bot_factory: BotFactory | None = None,
                 seed: int | None = None) -> None:
        self.club = the_club
        self.member = member
        self.table = table
        self.bot_factory = bot_factory
        #: What the last game booked to the file, in DM (None: nothing booked yet).
        self.booked: Fraction | None = None
        self.expelled = False
        self._leaving_at_once = False
        #: Leaving now costs the penalty: the player answered Leave (EXIT, TAB); quitting
        #: the suite (or a signal, the logout) keeps the game instead.
        self._charging = False
        self._club_dialog = False  # the member file or the table dialog is open
        #: How far the kept play reaches (deals, actions of the last deal); why keeping failed.
        self._kept_at: tuple[int, int] | None = None
        self.keep_problem: club.MemberFileError | None = None
        taken_up = session is not None and member.running is not None
        if session is None:
            session = session_for(table, bot_factory, seed)
        super().__init__(parent=parent, session=session, player=member.name, deal=deal)
        if not taken_up:
            self._mark_running()
        self._keep()
        self.deal_finished.connect(self._check)
        self.game_over.connect(self._book)
        self.tab_requested.connect(self.tab)

    # --- the menus ------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        super()._make_actions()
        self.action_file = QAction(self)
        self.action_file.triggered.connect(lambda _c=False: self.show_file())
        self.addAction(self.action_file)

    def game_actions(self) -> list[QAction | None]:
        return [self.action_deal, None, self.action_sheet, self.action_file, None,
                self.action_close]

    def retranslate(self, *_args) -> None:
        self.action_file.setText(translate("PrefClub", "Member file …"))
        super().retranslate()

    def info(self) -> str:
        text = super().info()
        if self.deal.is_finished and self.session.over and not self._left:
            text += "  " + translate("PrefClub", "DEAL: the next game. EXIT: leave the club.")
        return text

    def _update_corner(self) -> None:
        super()._update_corner()
        self.action_deal.setText(translate("PrefClub", "Next game …") if self.session.over
                                 else translate("PrefClub", "Deal the next hand"))

    def show_file(self) -> None:
        """The member's file, modal; the computer players wait meanwhile."""
        if self._left:
            return
        self._club_dialog = True
        try:
            pref_club.show_member_file(self, self.member)
        finally:
            self._club_dialog = False
        self.landed()

    def dialog_open(self) -> bool:
        return super().dialog_open() or self._club_dialog

    # --- the checks and the booking -----------------------------------------------------------

    def _check(self, deals_played: int) -> None:
        """After every deal: the club's balance check, told when it promotes or expels."""
        if self.member.closed or self._left:
            return
        provisional = self.session.money()[HUMAN]
        try:
            result = self.club.check(self.member, deals_played, provisional, self.table)
        except club.MemberFileError as error:
            report_not_written(self, error)
            return
        if not pref_club.tell_check(self, result):
            self.expelled = True
            self.leave_at_once()
            return
        note = pref_club.check_note(result)
        if note:
            self._note = lambda: pref_club.check_note(result)
            self._changed()

    def _book(self) -> None:
        """The game is over: its settlement goes into the member's file."""
        if self.member.closed or self._left:
            return
        result = club.GameResult(self.table, self.session.settlement()[HUMAN],
                                 self.session.deals_played)
        try:
            self.booked = self.club.book(self.member, result)
        except club.MemberFileError as error:
            report_not_written(self, error)

    def sheet_note(self) -> Callable[[], str] | None:
        if self.booked is None or not self.session.over:
            return None
        booked = self.booked
        return lambda: translate("PrefClub", "Booked to your file: %1. Your balance: %2.") \
            .replace("%1", pref_club.amount_text(booked)) \
            .replace("%2", pref_club.money_text(self.member.balance))

    # --- the next game --------------------------------------------------------------------------

    def may_deal(self) -> bool:
        """GEBEN: the next deal, or, the game over and booked, the next game."""
        if self.session.over:
            return (self.deal.is_finished and self.pending_trick is None and not self._left
                    and not self.member.closed)
        return super().may_deal()

    def deal_next(self, number: int | None = None) -> bool:
        if not self.session.over:
            return super().deal_next(number)
        if not self.may_deal():
            sounds().pling()
            return False
        self._stop()
        self._club_dialog = True
        try:
            table = pref_club.choose_table(self, self.table)
        finally:
            self._club_dialog = False
        if table is None or self._left:
            self.landed()
            return False
        self.table = table
        self.booked = None
        self.start_session(session_for(table, self.bot_factory))
        self._mark_running()
        return True

    def _changed(self) -> None:
        super()._changed()
        self._keep()

    def _keep(self) -> None:
        """Keep the running game's play beside the member file whenever it has grown (every
        action), so that quitting, a crash or a kill lose nothing of it; a failure is noted
        (the next action tries again; the marker still settles the game at the door)."""
        if self._left or self.member.closed or self.member.running is None:
            return
        deals = self.session.deals
        at = (len(deals), len(deals[-1].history) if deals else 0)
        if at == self._kept_at:
            return
        try:
            self.club.keep(self.member, self.session.to_dict())
        except club.MemberFileError as error:
            self.keep_problem = error
            return
        self._kept_at = at
        self.keep_problem = None

    def _mark_running(self) -> None:
        """The member file says a game runs at these terms (club.Club.start): should the
        suite end without booking or leaving it, the next door visit settles it as left."""
        if self.member.closed:
            return
        try:
            self.club.start(self.member, self.table)
        except club.MemberFileError as error:
            report_not_written(self, error)

    # --- the ways out ---------------------------------------------------------------------------

    def confirm_close(self, quitting: bool = False) -> bool:
        """EXIT or the window's closer: asked by the main window before it closes the window.

        With a game running, the club's question naming the penalty; else no question.
        Quitting the suite asks nothing: the game is kept for the next visit.  Only if its
        play cannot be written (tried once more now) does quitting ask: the door would
        charge the game as left."""
        if self._leaving_at_once or self._left or not self.in_progress():
            return True
        if quitting:
            self._keep()
            if self.keep_problem is None or self.member.closed:
                return True
            from cardsuite.ui.keeper import ask_close_unkept

            return ask_close_unkept(self, self.keep_problem, translate(
                "PrefClub", "Quit anyway? It will be charged as left: %1.").replace(
                "%1", pref_club.money_text(-self.member.penalty)))
        self._charging = pref_club.confirm_leave(self, self.member.penalty)
        return self._charging

    def tab(self) -> None:
        """TAB "ends the torment": between games at once; with a game running, the penalty
        is named first (Leave or Stay), as EXIT names it."""
        if self._left:
            return
        if self.in_progress() and not self.member.closed:
            self._club_dialog = True  # the computer players wait while he answers
            try:
                leave = pref_club.confirm_leave(self, self.member.penalty)
            finally:
                self._club_dialog = False
            if not leave:
                self.landed()  # Stay: the play goes on
                return
        self.leave_at_once()

    def leave_at_once(self) -> None:
        """TAB answered, or shown out: the window closes without a (further) question."""
        if self._left:
            return
        self._leaving_at_once = True
        self.close_requested.emit()
        if not self._left:  # nobody closed the window (a board on its own)
            self.leave()

    def leave(self) -> None:
        """The window is closing: a running game the player chose to leave (EXIT, TAB) costs
        the penalty; one left by quitting the suite is kept for the next visit; then stop."""
        if not self._left and not self.expelled and not self.member.closed \
                and self.in_progress() and not (self._charging or self._leaving_at_once):
            self._keep()  # the door offers it again (or charges it, if it could not be kept)
        elif not self._left and not self.expelled and not self.member.closed \
                and self.in_progress():
            try:
                self.club.leave(self.member, True, self.session.deals_played, self.table)
            except club.MemberFileError as error:
                report_not_written(self, error)
        elif not self._left and not self.member.closed and self.member.running is not None:
            try:  # between games, or before the first deal: no game to charge
                self.club.leave(self.member, False)
            except club.MemberFileError as error:
                report_not_written(self, error)
        self.club.unseat(self.member)
        super().leave()
