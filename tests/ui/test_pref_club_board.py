"""PrefClub with the club around the table: the entrance from the desktop, the checks after a
deal (promotion, expulsion), the end of a game booked and the next game, EXIT with its penalty,
TAB, and a member file that cannot be written.

The computer players play the "random" bot; every wait is on the board's own state.  The
dialogs and alerts (modal) are answered by :class:`Script`, which waits for each in turn.
"""

import argparse
import functools
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.app import create_main_window
from cardsuite.games.pref import club
from cardsuite.games.pref.bots import make_bot
from cardsuite.games.pref.game import Declare, Discard, Pass, PassWhist
from cardsuite.games.pref.session import HUMAN, Session, SessionSettings
from cardsuite.games.pref.table_rules import TableRules
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref import club_board as pref_club_board
from cardsuite.ui.boards.pref.club import DoormanDialog, MemberFileDialog, TableDialog
from cardsuite.ui.boards.pref.club_board import ClubBoard, last_table, session_for
from cardsuite.ui.gem.alert import AlertIcon, GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager

WAIT = 30_000  # ms
TABLE = club.Table(("egon", "hilde"), 10, Fraction(1, 100))


def random_bot(_key: str, seed: int):
    return make_bot("random", seed)


class Script:
    """Answers the modal dialogs and alerts to come, in order: each step is (class, action);
    an alert's icon and lines are kept in :attr:`alerts`."""

    def __init__(self, *steps) -> None:
        self.steps = list(steps)
        self.alerts: list[tuple[AlertIcon, list[str]]] = []
        # Poll up to a minute: a deal of random bots with its animations can take longer
        # than 15 s on a busy CI machine, and an alert nobody answers blocks the test.
        QTimer.singleShot(0, functools.partial(self._poll, 6000))

    def _poll(self, tries: int) -> None:
        if not self.steps:
            return
        if tries:  # first: an action may open the next dialog and wait in it
            QTimer.singleShot(10, functools.partial(self._poll, tries - 1))
        widget = QApplication.activeModalWidget()
        kind, action = self.steps[0]
        if isinstance(widget, kind) and widget.isVisible():
            self.steps.pop(0)
            if isinstance(widget, GemAlert):
                self.alerts.append((widget.icon(), widget.lines()))
            action(widget)

    @property
    def done(self) -> bool:
        return not self.steps


def press(button: int):
    return GemAlert, lambda alert: alert.button(button).click()


def doorman(name: str):
    def enter(dialog):
        dialog.name_edit.setText(name)
        dialog.enter_button.click()
    return DoormanDialog, enter


FILE_OK = (MemberFileDialog, lambda dialog: dialog.ok_button.click())


def table_ok(*opponents: str, limit: str = "10", price: str = "0,01"):
    def sit_down(dialog):
        if opponents:
            dialog.choose(*opponents)
        dialog.limit_edit.setText(limit)
        dialog.price_edit.setText(price)
        dialog.ok_button.click()
    return TableDialog, sit_down


@pytest.fixture
def the_club(tmp_path):
    return club.Club(tmp_path / "club")


@pytest.fixture
def seat(qtbot, clean_settings, english, the_club):
    """``seat(member, table=TABLE, session=None)``: a shown ClubBoard; left afterwards."""
    boards = []

    def make(member, table=TABLE, session=None) -> ClubBoard:
        board = ClubBoard(the_club, member, table, session=session, bot_factory=random_bot)
        qtbot.addWidget(board)
        board.resize(860, 600)
        board.show()
        qtbot.waitExposed(board)
        boards.append(board)
        return board

    yield make
    for board in boards:
        board.leave()
        board.worker.wait()


def passive(board):
    """The player passes where he may, else the first legal action (a forced whist, a card)."""
    legal = board.deal.legal_actions()
    return next((a for a in legal if isinstance(a, Pass | PassWhist)), legal[0])


def by_random_bot(board):
    """What the "random" bot decides for the player: the same as in :func:`game_to_finish`."""
    deal = board.deal
    return random_bot("", board.session.bot_seed(HUMAN, len(deal.history))) \
        .act(deal.observation(HUMAN))


def play_deal(board, qtbot, policy) -> None:
    """Play the deal on the board to its end, the player acting by ``policy(board)``."""
    while True:
        qtbot.waitUntil(lambda: board.waiting_for_player() or board.left, timeout=WAIT)
        if board.left:
            return
        if board.waiting_for_click():
            board.click_through()
            continue
        if board.deal.is_finished:
            return
        assert board.human(policy(board))


def standing_file(the_club, name) -> club.Member:
    """The member as his file on disk says."""
    member = the_club.enter(name)
    assert isinstance(member, club.Member)
    return member


# --- the entrance from the desktop -------------------------------------------------------------


@pytest.fixture
def screen(qtbot, clean_settings):
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for game in window.desktop.windows():
        game.content().leave()
        game.content().worker.wait()
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def test_pref_club_is_on_the_desktop_behind_its_doorman(screen, qtbot):
    assert screen.desktop.icon("pref") is not None
    script = Script(doorman("Anna"), press(0), FILE_OK, table_ok("egon", "baron"))
    window = screen.open_game("pref")
    assert script.done and script.alerts[0][1][-1] == "Join the club?"
    board = window.content()
    assert isinstance(board, ClubBoard)
    assert board.member.name == "Anna" and board.names.player == "Anna"
    assert board.table == club.Table(("egon", "baron"), 10, Fraction(1, 100))
    assert board.session.settings.opponents == ("egon", "baron")
    assert board.session.settings.limit == 10
    assert window.title() == board.title()
    texts = [a.text() for a in board.game_actions() if a is not None]
    assert texts == ["Deal the next hand", "Score sheet …", "Member file …",
                     "Leave the table (EXIT)"]

    # Closing the window mid-game asks the club's question (with the penalty), not the
    # suite's; Stay keeps the game and writes nothing.
    qtbot.waitUntil(board.in_progress, timeout=WAIT)
    stay = Script(press(1))
    assert not screen.request_close(window)
    assert stay.alerts[0][0] is AlertIcon.QUESTION
    assert stay.alerts[0][1][0] == "Leave the club?"
    assert any("DM 10" in line for line in stay.alerts[0][1])
    assert window in screen.desktop.windows()
    assert standing_file(board.club, "Anna").history == []
    leave = Script(press(0))
    assert screen.request_close(window)
    assert leave.done and window not in screen.desktop.windows()
    anna = standing_file(board.club, "Anna")
    assert anna.balance == -10 and anna.history[-1].kind is club.RecordKind.LEFT
    assert anna.history[-1].table == board.table

    # Next time the doorman knows her, her file shows the penalty, the table her last terms.
    def check_terms(dialog):
        assert dialog.chosen() == ["egon", "baron"] and dialog.limit_edit.text() == "10"
        dialog.ok_button.click()

    seen = {}

    def read_file(dialog):
        seen["balance"] = dialog.value("balance")
        dialog.ok_button.click()

    again = Script(doorman("anna"), (MemberFileDialog, read_file), (TableDialog, check_terms))
    window = screen.open_game("pref")
    assert again.done and seen["balance"] == "DM -10.00"
    assert window.content().member.name == "Anna"


def test_going_home_or_cancelling_the_table_opens_nothing(screen, qtbot):
    script = Script((DoormanDialog, lambda dialog: dialog.cancel_button.click()))
    assert screen.open_game("pref") is None and script.done
    script = Script(doorman("Bert"), press(0), FILE_OK,
                    (TableDialog, lambda dialog: dialog.cancel_button.click()))
    assert screen.open_game("pref") is None and script.done
    assert screen.desktop.windows() == []


def test_the_last_table_is_the_last_game_with_terms(the_club):
    member = the_club.join("Carla")
    assert last_table(member) is None
    the_club.book(member, club.GameResult(TABLE, Fraction(30), 4))
    assert last_table(member) == TABLE


def test_a_game_at_a_table_plays_by_the_tables_rules():
    sochi = club.Table(TABLE.opponents, TABLE.limit, TABLE.price, TableRules(False, 7))
    session = session_for(sochi, seed=3)
    assert session.settings.rules == sochi.rules == session.ledger.rules
    assert session.new_deal().table_rules == sochi.rules


# --- the checks ---------------------------------------------------------------------------------


def test_the_first_check_promotes_a_member_ahead(seat, the_club, qtbot):
    member = the_club.join("Dora")
    the_club.book(member, club.GameResult(TABLE, Fraction(2000), 4))  # DM 20 ahead, 4 deals
    board = seat(member)
    script = Script(press(0))
    play_deal(board, qtbot, passive)  # the 5th deal of her membership
    qtbot.waitUntil(lambda: script.done, timeout=WAIT)
    icon, lines = script.alerts[0]
    assert icon is AlertIcon.EXCLAMATION and any("DM 15" in line for line in lines)
    assert member.promoted and member.penalty == 50
    on_disk = standing_file(the_club, "Dora")
    assert on_disk.credit_limit == 15 and on_disk.history[-1].kind is club.RecordKind.CREDIT
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)  # play goes on


def test_debts_over_the_credit_limit_show_the_member_out(seat, the_club, qtbot):
    member = the_club.join("Emil")
    assert the_club.check(member, 5, 0, TABLE).outcome is club.Outcome.OK  # the first check
    the_club.book(member, club.GameResult(TABLE, Fraction(-2000), 9))  # DM 20 down, 9 deals
    board = seat(member)
    closed = []
    board.close_requested.connect(lambda: closed.append(True))
    script = Script(press(0))
    play_deal(board, qtbot, passive)  # the 10th deal: the second check
    assert script.done and script.alerts[0][0] is AlertIcon.STOP
    assert script.alerts[0][1][-1] == "The club shows you out."
    assert closed == [True] and board.left and board.sheet_dialog is None
    assert board.confirm_close()  # no question: he is out
    on_disk = the_club.enter("Emil")
    assert isinstance(on_disk, club.MembershipEnded)
    kinds = [entry.kind for entry in on_disk.member.history]
    assert kinds == [club.RecordKind.GAME, club.RecordKind.EXPELLED]  # no penalty on top


def test_a_later_check_that_changes_nothing_is_told_in_the_info_line(seat, the_club, qtbot):
    member = the_club.join("Gustav")
    assert the_club.check(member, 5, 0, TABLE).outcome is club.Outcome.OK  # the first check
    the_club.book(member, club.GameResult(TABLE, Fraction(-300), 9))  # DM 3 down, 9 deals
    board = seat(member)
    play_deal(board, qtbot, passive)  # the 10th deal: the second check, no alert
    qtbot.waitUntil(lambda: "Balance check: you stand at" in board.info(), timeout=WAIT)
    standing = member.balance + board.session.money()[HUMAN]
    assert f"Balance check: you stand at {pref_club.money_text(standing)}, credit limit DM 10." \
        in board.info()


def test_a_file_that_cannot_be_written_is_reported_and_play_goes_on(seat, the_club, qtbot,
                                                                     monkeypatch):
    member = the_club.join("Fritz")
    the_club.book(member, club.GameResult(TABLE, Fraction(2000), 4))
    before = standing_file(the_club, "Fritz")
    board = seat(member)

    def full_disk(self, written):
        raise club.MemberFileError(written.path, "no space left on the device")

    monkeypatch.setattr(club.Club, "_write", full_disk)
    script = Script(press(0))
    play_deal(board, qtbot, passive)
    assert script.done and script.alerts[0][0] is AlertIcon.STOP
    assert script.alerts[0][1][0] == "Your member file could not be written:"
    assert script.alerts[0][1][-1] == "It was left as it was."
    assert not member.promoted and member.balance == before.balance
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    monkeypatch.undo()  # the disk has room again before the board is left


# --- the end of a game and the next -----------------------------------------------------------


@functools.cache
def game_to_finish() -> tuple[dict, int]:
    """A game to 10 at :data:`TABLE` (the "random" bot on every seat, the player's too) saved
    before its last deal, in which the player neither declares nor discards; its seed."""
    for seed in range(1, 60):
        session = Session(SessionSettings(TABLE.limit, TABLE.price, TABLE.opponents, seed),
                          bot_factory=random_bot)
        before = None
        while not session.over:
            before = session.to_dict()
            deal = session.new_deal()
            while not deal.is_finished:
                if session.bot_to_move:
                    session.bot_step()
                else:
                    session.human_apply(random_bot("", session.bot_seed(HUMAN, len(deal.history)))
                                        .act(deal.observation(HUMAN)))
        mine = [a for s, a in session.deal.history if s == HUMAN]
        if before["deals"] and not any(isinstance(a, Declare | Discard) for a in mine):
            return before, seed
    raise AssertionError("no game fits")


def finished_game(seat, the_club, qtbot, name: str):
    """A new member's board whose game (:func:`game_to_finish`) has been played to its end:
    the first check's alert answered, the sheet open."""
    data, _seed = game_to_finish()
    board = seat(the_club.join(name), session=Session.from_dict(data, bot_factory=random_bot))
    first_check = Script(press(0))
    board.deal_next()
    play_deal(board, qtbot, by_random_bot)
    qtbot.waitUntil(lambda: first_check.done, timeout=WAIT)
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    return board


def test_the_end_of_a_game_is_booked_and_deal_seats_the_next(seat, the_club, qtbot):
    data, _seed = game_to_finish()
    member = the_club.join("Gerda")
    board = seat(member, session=Session.from_dict(data, bot_factory=random_bot))
    assert board.may_deal() and not board.session.over
    first_check = Script(press(0))  # the game's deals are her first five and more
    assert board.deal_next()
    play_deal(board, qtbot, by_random_bot)
    assert board.session.over
    qtbot.waitUntil(lambda: first_check.done, timeout=WAIT)
    icon, lines = first_check.alerts[0]
    assert icon is AlertIcon.EXCLAMATION and lines[0].startswith("The first balance check:")
    assert lines[-1].endswith("leaving a game costs DM 10.")  # whole, not cut at five lines
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    whist = board.session.settlement()[HUMAN]
    assert board.booked == whist * TABLE.price
    on_disk = standing_file(the_club, "Gerda")
    game = on_disk.history[-1]
    assert game.kind is club.RecordKind.GAME and game.whist == whist
    assert game.deals == board.session.deals_played and on_disk.games == 1
    sheet = board.sheet_dialog
    assert sheet.note_label.isVisible() and sheet.note_label.text().startswith(
        "Booked to your file: ")
    assert sheet.deal_button.isEnabled()
    assert "DEAL: the next game." in board.info()
    assert board.action_deal.text() == "Next game …"
    assert not board.in_progress() and board.confirm_close()  # between games: no question

    # GEBEN on the sheet: the table again, with this game's terms; a new game at new terms.
    old = board.session
    script = Script(table_ok("lola", "ede", limit="20", price="0,02"))
    sheet.deal_button.click()
    qtbot.waitUntil(lambda: script.done, timeout=WAIT)
    assert board.session is not old and board.session.deals_played == 0
    assert board.table == club.Table(("lola", "ede"), 20, Fraction(2, 100))
    assert board.names.player == "Gerda" and board.session.settings.opponents == ("lola", "ede")
    assert board.booked is None and board.action_deal.text() == "Deal the next hand"
    assert "game to 20" in board.title()


def test_the_table_cancelled_keeps_the_finished_game(seat, the_club, qtbot):
    board = finished_game(seat, the_club, qtbot, "Hanna")
    board.sheet_dialog.reject()
    old = board.session
    script = Script((TableDialog, lambda dialog: dialog.cancel_button.click()))
    assert not board.deal_next()
    assert script.done and board.session is old and board.may_deal()


# --- the ways out -----------------------------------------------------------------------------


def test_exit_mid_game_asks_and_leave_costs_the_penalty(seat, the_club, qtbot):
    member = the_club.join("Ida")
    board = seat(member)
    qtbot.waitUntil(lambda: board.in_progress() and board.waiting_for_player(), timeout=WAIT)
    script = Script(press(1))  # Stay
    assert not board.confirm_close()
    assert script.done and standing_file(the_club, "Ida").history == []
    script = Script(press(0))  # Leave
    assert board.confirm_close()
    board.leave()
    on_disk = standing_file(the_club, "Ida")
    assert on_disk.balance == -10 and on_disk.games == 1
    assert [(e.kind, e.dm, e.table) for e in on_disk.history] == [
        (club.RecordKind.LEFT, -10, TABLE)]
    board.leave()  # once only
    assert len(standing_file(the_club, "Ida").history) == 1


def test_tab_names_the_penalty_before_it_charges_it(seat, the_club, qtbot):
    member = the_club.join("Jens")
    the_club.book(member, club.GameResult(TABLE, Fraction(2000), 5))
    assert the_club.check(member, 0, 0, TABLE).outcome is club.Outcome.PROMOTED  # penalty 50
    board = seat(member)
    closed = []
    board.close_requested.connect(lambda: closed.append(True))
    qtbot.waitUntil(lambda: board.in_progress() and board.waiting_for_player(), timeout=WAIT)
    history = list(standing_file(the_club, "Jens").history)
    board.setFocus()
    script = Script(press(1))  # Stay
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert script.done and script.alerts[0][0] is AlertIcon.QUESTION
    assert script.alerts[0][1][0] == "Leave the club?"
    assert "DM 50" in " ".join(script.alerts[0][1])
    assert closed == [] and not board.left
    assert standing_file(the_club, "Jens").history == history  # nothing charged
    qtbot.waitUntil(lambda: board.waiting_for_player(), timeout=WAIT)  # the play goes on
    board.setFocus()
    script = Script(press(0))  # Leave
    QTest.keyClick(board, Qt.Key.Key_Tab)
    assert script.done and closed == [True] and board.left
    on_disk = standing_file(the_club, "Jens")
    assert on_disk.history[-1].kind is club.RecordKind.LEFT and on_disk.history[-1].dm == -50


def test_tab_between_games_leaves_at_once_and_free(seat, the_club, qtbot):
    board = finished_game(seat, the_club, qtbot, "Jo")
    board.sheet_dialog.reject()
    assert board.session.over and not board.in_progress()
    booked = list(standing_file(the_club, "Jo").history)
    closed = []
    board.close_requested.connect(lambda: closed.append(True))
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Tab)  # no alert comes: an unanswered one would hang here
    assert closed == [True] and board.left
    assert standing_file(the_club, "Jo").history == booked  # the game booked, nothing more


def test_the_member_file_from_the_menu(seat, the_club, qtbot):
    member = the_club.join("Karl")
    board = seat(member)
    seen = {}

    def read(dialog):
        seen["name"] = dialog.value("name")
        seen["paused"] = board.dialog_open()  # the computer players wait meanwhile
        dialog.ok_button.click()

    script = Script((MemberFileDialog, read))
    board.action_file.trigger()
    assert script.done and seen == {"name": "Karl", "paused": True}
    assert not board.dialog_open()


def test_the_entrance_function_sets_the_options(qtbot, clean_settings, english, the_club):
    script = Script(doorman("Lena"), press(0), FILE_OK, table_ok("viktor", "lore"))
    options = pref_club_board.entrance(None, the_club)
    assert script.done
    assert options["member"].name == "Lena" and options["the_club"] is the_club
    assert options["table"] == club.Table(("viktor", "lore"), 10, Fraction(1, 100))


def test_a_seed_gives_the_same_game_at_the_club_and_without_it(qtbot, clean_settings, english,
                                                              the_club, monkeypatch):
    """The screenshots' way to one game every run: ``open_game("pref", seed=…)``."""
    from cardsuite.ui import registry
    from cardsuite.ui.boards.pref import entry as pref_entry

    monkeypatch.setattr(registry, "_games", dict(registry._games))
    member = the_club.join("Wolfgang")
    games = []
    for options in ({"seed": 11}, {"seed": 11}, {"seed": 12},
                    {"seed": 11, "the_club": the_club, "member": member, "table": TABLE},
                    {"seed": 11, "the_club": the_club, "member": member, "table": TABLE}):
        board = pref_entry.create_board(**options)
        qtbot.addWidget(board)
        games.append((board.deal.number, board.session.settings.seed,
                      [sorted(map(str, hand)) for hand in board.deal.hands]))
        board.leave()
        board.worker.wait()
    assert games[0] == games[1] and games[0][1] == 11
    assert games[2] != games[0]
    assert games[3] == games[4] and games[3][1] == 11
