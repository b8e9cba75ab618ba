"""A save folder that cannot be made, per game, with play going on: Vierfrei's statistics, the
Skat session, Binokel's slots A – X and Top 10, PrefClub's member files.

The tests run as root, so a folder's permissions stop nothing: a regular FILE is put where the
application's data folder should be (``$XDG_DATA_HOME/<organisation>/<application>``, the folder
every store finds through ``QStandardPaths``), or where one of its parents should be.  Through
the real board each test then shows that the failed save is told in a STOP alert naming the
file, that the game goes on (the next card, the next deal) and that nothing crashes.

Alerts are modal; :class:`Alerts` answers every STOP alert (the reports; the boards' questions,
such as Skat's "Hand or Skat?", are the tests' own business) with Return, its default button,
from a polling timer that schedules its next poll *before* it acts, because the answer may lead
to the next alert, which then waits in its own event loop.
"""

import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.engine.cards import parse_cards
from cardsuite.games.binokel.game import Phase as BinokelPhase
from cardsuite.games.binokel.session import Session as BinokelSession
from cardsuite.games.pref import club
from cardsuite.games.pref.session import Session as PrefSession
from cardsuite.games.skat.game import Phase as SkatPhase
from cardsuite.games.skat.game import Play as SkatPlay
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.rules import Position
from cardsuite.games.vierfrei.stats import Statistics
from cardsuite.ui.boards.binokel.slots import save_slots
from cardsuite.ui.boards.binokel.topten import TOPTEN_FILE
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref.club_board import ClubBoard
from cardsuite.ui.boards.skat.board import SAVE_FILE
from cardsuite.ui.boards.vierfrei.stats import FILE_NAME as STATISTICS_FILE
from cardsuite.ui.gem.alert import AlertIcon, GemAlert
from cardsuite.ui.store_reasons import FileDetails
from tests.ui import test_binokel_board as binokel_tests
from tests.ui import test_binokel_control as binokel_control
from tests.ui import test_pref_club_board as pref_tests
from tests.ui import test_skat_board as skat_tests
from tests.ui.conftest import settle

WAIT = 30_000  # ms; every wait is on the board's own state
IN_THE_WAY = "a file where the data folder should be"


class Alerts:
    """Answers every STOP alert with Return and keeps its lines, until stopped.  A STOP alert
    with **Details** is first answered with Details: the details' lines are kept (by the
    alert's lines) and closed with Return, then the alert, shown again, with Return."""

    def __init__(self) -> None:
        self.seen: list[list[str]] = []
        self.details: dict[tuple[str, ...], list[str]] = {}
        self._running = True
        self._last_alert: list[str] = []
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        if not self._running:
            return
        QTimer.singleShot(10, self._poll)  # first: the answer may wait in the next alert
        alert = QApplication.activeModalWidget()
        if isinstance(alert, FileDetails) and alert.isVisible():
            self.details[tuple(self._last_alert)] = alert.lines()
            QTest.keyClick(alert, Qt.Key.Key_Return)
        elif isinstance(alert, GemAlert) and alert.isVisible() and alert.icon() is AlertIcon.STOP:
            texts = [alert.button(i).text() for i in range(alert.button_count())]
            if "Details" in texts and tuple(alert.lines()) not in self.details:
                self._last_alert = alert.lines()
                alert.button(texts.index("Details")).click()
                return
            self.seen.append(alert.lines())
            QTest.keyClick(alert, Qt.Key.Key_Return)
        elif isinstance(alert, GemAlert) and alert.isVisible() \
                and alert.lines()[:1] == ["Give up this game?"]:
            alert.button(0).click()  # Vierfrei's F1 / F3 in a game: the test gives it up

    def stop(self) -> None:
        self._running = False


@pytest.fixture
def alerts(qapp):
    answering = Alerts()
    yield answering
    answering.stop()


@pytest.fixture
def data_home(tmp_path, monkeypatch, clean_settings):
    """``$XDG_DATA_HOME`` in the test's own folder (after clean_settings has emptied the shared
    one), so that blocking it touches no other test."""
    home = tmp_path / "data-home"
    home.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def data_folder() -> Path:
    """The folder the stores save in, found as they find it."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def block(where: str = "folder") -> Path:
    """Put a regular file where the data folder (``"folder"``) or its parent (``"parent"``)
    should be; the file."""
    blocker = data_folder() if where == "folder" else data_folder().parent
    shutil.rmtree(blocker, ignore_errors=True)
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text(IN_THE_WAY)
    return blocker


def key(widget, qtbot, which: Qt.Key) -> None:
    """Press a key in ``widget`` as the player does: its window active (an alert has just
    been), the focus in it."""
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow, timeout=WAIT)
    widget.setFocus()
    QTest.keyClick(widget, which)


def assert_reported(alerts: Alerts, lines: list[str], title: str, file_name: str,
                    blocker: Path) -> None:
    """A save-failure alert: the title, the file's name, why (the blocker named), its tail;
    its details name the file, the folder it was to be written in and the whole reason."""
    assert lines[0] == title
    assert lines[1] == file_name
    assert " ".join(lines[2:-1]).startswith("cannot be written:")
    assert len(lines) <= 5
    assert blocker.read_text() == IN_THE_WAY  # what was in the way is left alone
    details = alerts.details[tuple(lines)]
    assert details[0] == f"File: {file_name}"
    folder = "".join(details[details.index("Folder:") + 1:details.index("Why:")])
    assert folder == str(data_folder())  # where the player finds (or frees) his files
    reason = details[details.index("Why:") + 1:]  # all of it: the path in the way too
    assert reason[0].startswith("cannot be written:")
    assert str(blocker) in "".join(reason)  # it has no spaces: the joined lines give it back


# --- Vierfrei: the statistics --------------------------------------------------------------------

@pytest.mark.parametrize("where", ["folder", "parent"])
def test_vierfrei_a_lost_game_not_recorded_is_told_and_the_next_deal_plays(
        data_home, board, alerts, qtbot, where):
    blocker = block(where)
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    QTest.keyClick(board, Qt.Key.Key_F1)  # a new deal: the game left counts as lost
    qtbot.waitUntil(lambda: len(alerts.seen) == 1, timeout=WAIT)
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "The statistics could not be saved:", STATISTICS_FILE, blocker)
    assert lines[-1] == "Cardsuite will try again after the next game."
    assert board.game.position == Position.deal(board.game.number)  # the new deal is shown
    board.act([board.game.position.legal_moves()[0]])  # and plays
    settle(board)
    assert board.game.move_count == 1 and board.in_progress()


def test_vierfrei_a_won_game_not_recorded_is_told_then_recorded_with_the_next(
        data_home, board, alerts, qtbot):
    blocker = block()
    kings = Position(tuple(tuple(parse_cards(king)) for king in ("KC", "KD", "KH", "KS"))
                     + ((), (), (), ()), (None,) * 4, (12, 12, 12, 12))
    board.start_game(Game(5, kings))
    QTest.keyClick(board, Qt.Key.Key_Delete)  # all four kings home: won
    settle(board)
    qtbot.waitUntil(lambda: len(alerts.seen) == 1, timeout=WAIT)
    assert board.game.is_won and board.celebrating
    assert_reported(alerts, alerts.seen[0], "The statistics could not be saved:", STATISTICS_FILE,
                    blocker)
    # F6 shows the statistics with the game not saved yet: the file was never read, so it
    # is not called unreadable (issue 17: "say what really happened").
    key(board, qtbot, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: board._stats_dialog is not None, timeout=WAIT)
    assert (board._stats_dialog.statistics.played, board._stats_dialog.statistics.won) == (1, 1)
    assert len(alerts.seen) == 1
    board._stats_dialog.reject()
    # The folder comes back: the next game saves both.
    blocker.unlink()
    key(board, qtbot, Qt.Key.Key_F1)
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    key(board, qtbot, Qt.Key.Key_F3)  # restart: the game with a move counts as lost
    saved = Statistics.load(data_folder() / STATISTICS_FILE)
    assert (saved.played, saved.won) == (2, 1)
    assert len(alerts.seen) == 1  # no alert for a save that went through


# --- Skat: the session ---------------------------------------------------------------------------

@pytest.fixture
def skat(qtbot, data_home, english):
    widget = skat_tests.make_board(qtbot, skat_tests.player_declares_deal())
    yield widget
    widget.leave()
    widget.worker.wait()


def _skat_play_a_card(board, qtbot) -> None:
    skat_tests.settle(board, qtbot)
    if board.pending_trick is not None:
        skat_tests.click_table(board)
        skat_tests.settle(board, qtbot)
    deal = board.deal
    before = len(deal.history)
    skat_tests.click_card(board, next(a.card for a in deal.legal_actions()
                                      if isinstance(a, SkatPlay)))
    assert len(deal.history) > before


def test_skat_a_session_not_saved_is_told_and_the_deal_plays_on(skat, alerts, qtbot):
    skat_tests.reach_play(skat, qtbot)
    _skat_play_a_card(skat, qtbot)
    blocker = block("parent")
    skat_tests.settle(skat, qtbot)
    assert not skat.save_session()  # F8 / File ▸ Save session
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "The session could not be saved:", SAVE_FILE, blocker)
    assert lines[-1] == "The file is kept as it is."
    assert skat.deal.phase is SkatPhase.PLAYING
    _skat_play_a_card(skat, qtbot)  # the next card
    skat.action_save.trigger()  # the menu's way: told again, still no crash
    assert len(alerts.seen) == 2


# --- Binokel: the slots and the Top 10 -------------------------------------------------------

@pytest.fixture
def binokel(qtbot, data_home, english):
    widget = binokel_tests.make_board(qtbot, binokel_tests.player_solo_deal())
    yield widget
    widget.leave()
    widget.worker.wait()


def test_binokel_a_round_not_saved_in_a_slot_is_told_and_the_bidding_goes_on(
        binokel, alerts, qtbot):
    binokel_tests.settle(binokel, qtbot)
    blocker = block()
    binokel_tests.in_slot(binokel, qtbot, Qt.Key.Key_F2, "C")  # F2, slot C, OK
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "The round could not be saved in slot C:", "binokel-slot-C.json",
                    blocker)
    assert lines[-1] == "The slot keeps what it held."
    assert not save_slots().used("C")
    assert "saved in slot" not in binokel.info()
    binokel_tests.win_the_bidding(binokel, qtbot)  # play goes on: bid to the Dabb


def test_binokel_a_slot_from_the_pad_not_saved_then_the_next_game_is_dealt(
        binokel, alerts, qtbot):
    pad = binokel_control.open_pad(binokel, qtbot)
    blocker = block("parent")
    QTest.keyClick(pad, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: binokel.slot_dialog is not None, timeout=WAIT)
    QTest.keyClick(binokel.slot_dialog, Qt.Key.Key_B)
    QTest.keyClick(binokel.slot_dialog, Qt.Key.Key_Return)
    pad = binokel_control.wait_pad(binokel, qtbot)  # the control screen comes back
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "The round could not be saved in slot B:", "binokel-slot-B.json",
                    blocker)
    finished = binokel.deal
    QTest.keyClick(pad, Qt.Key.Key_Return)  # Continue: the next game is dealt
    qtbot.waitUntil(lambda: binokel.deal is not finished, timeout=WAIT)
    assert binokel.session.games == 1 and binokel.deal.phase is BinokelPhase.BIDDING
    binokel_tests.settle(binokel, qtbot)


def test_binokel_a_top_ten_not_saved_is_told_and_a_new_round_starts(binokel, alerts, qtbot):
    QSettings().setValue("binokel/name", "Vroni")
    finished = BinokelSession.from_dict(binokel_control.short_round())
    blocker = block()
    binokel.start_session(finished)
    qtbot.waitUntil(lambda: binokel.result_dialog is not None, timeout=WAIT)
    binokel_tests.click(qtbot, binokel.result_dialog.ok_button)
    pad = binokel_control.wait_pad(binokel, qtbot)
    QTest.keyClick(pad, Qt.Key.Key_Return)  # Continue: the round is over
    qtbot.waitUntil(lambda: binokel.round_end is not None, timeout=WAIT)
    binokel.round_end.finish_effect()
    qtbot.waitUntil(lambda: binokel.round_end.dialog is not None
                    and binokel.round_end.dialog.isVisible(), timeout=WAIT)
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "The Top 10 could not be saved:", TOPTEN_FILE, blocker)
    assert lines[-1] == "The file was not changed."
    top = binokel.round_end.dialog
    assert top.highlighted() == 1 and top.row_texts()[0][1] == "Vroni"  # in memory only
    assert top.notes() == []  # no file there is no damaged file
    binokel_tests.click(qtbot, top.new_button)
    qtbot.waitUntil(lambda: binokel.round_end is None, timeout=WAIT)
    assert binokel.session is not finished and binokel.deal.phase is BinokelPhase.BIDDING
    binokel_tests.settle(binokel, qtbot)


# --- PrefClub: the member files ------------------------------------------------------------------

@pytest.fixture
def the_club(data_home):
    """The club where the entrance keeps it: the application's data folder."""
    return club.Club(pref_club.club_folder())


@pytest.fixture
def seat(qtbot, english, the_club):
    boards = []

    def make(member, session=None) -> ClubBoard:
        board = ClubBoard(the_club, member, pref_tests.TABLE, session=session,
                          bot_factory=pref_tests.random_bot)
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


def test_prefclub_a_check_not_written_is_told_and_the_next_deal_plays(seat, the_club, alerts,
                                                                        qtbot):
    member = the_club.join("Fritz")
    the_club.book(member, club.GameResult(pref_tests.TABLE, Fraction(2000), 4))  # due a check
    path = member.path
    board = seat(member)
    blocker = block("parent")
    pref_tests.play_deal(board, qtbot, pref_tests.passive)  # the check would promote him
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    (lines,) = alerts.seen
    assert_reported(alerts, lines, "Your member file could not be written:", path.name, blocker)
    assert lines[-1] == "It was left as it was."
    assert not member.promoted  # the club changes the member only once the file is written
    finished = board.deal
    board.sheet_dialog.deal_button.click()  # GEBEN: the next deal, and the player acts in it
    qtbot.waitUntil(lambda: board.deal is not finished and board.waiting_for_player(),
                    timeout=WAIT)
    moves = len(board.deal.history)
    assert board.human(pref_tests.passive(board))
    assert len(board.deal.history) > moves and board.session.deals_played == 1


def test_prefclub_a_game_not_booked_is_told_and_the_sheet_still_offers_the_next(
        seat, the_club, alerts, qtbot):
    data, _seed = pref_tests.game_to_finish()
    member = the_club.join("Gerda")
    board = seat(member, session=PrefSession.from_dict(data, bot_factory=pref_tests.random_bot))
    blocker = block()
    assert board.deal_next()
    pref_tests.play_deal(board, qtbot, pref_tests.by_random_bot)
    assert board.session.over
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    assert_reported(alerts, alerts.seen[-1], "Your member file could not be written:",
                    member.path.name, blocker)
    assert board.booked is None and member.games == 0  # nothing booked, in memory or on disk
    assert board.sheet_dialog.deal_button.isEnabled()  # the next game may be dealt
