"""Vierfrei keeps the game across quits and crashes and offers it again (issue 17).

The findings: quitting or closing Vierfrei counted the game as lost and the next start
showed a fresh deal.  Now closing and quitting keep it without a question, a crash too
(it is written after every change), and opening Vierfrei offers to continue it with its
undo history.
"""

import argparse
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardsuite.app import create_main_window
from cardsuite.engine import keeping
from cardsuite.games.vierfrei import held
from cardsuite.games.vierfrei.play import plan_double_click
from cardsuite.games.vierfrei.rules import column
from cardsuite.ui.boards.vierfrei import board as vierfrei_board
from cardsuite.ui.boards.vierfrei.board import held_folder, shared_statistics
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager
from tests.ui.conftest import QuestionAnswerer, settle

ROOT = str(Path(__file__).resolve().parents[2])


@pytest.fixture
def screen(qtbot, clean_settings):
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.shut_down()  # a failed test may leave a game that asks: close without questions
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


@pytest.fixture
def offer(qapp):
    """Answers the offer "Your game of deal … is kept." (English or German): ``offer.button``
    0 is Continue, 1 New deal."""
    answerer = QuestionAnswerer(("Your game of deal", "Ihr Spiel "), 0)
    yield answerer
    answerer.stop()


def make_moves(board, count: int) -> None:
    for _ in range(count):
        moves = next((m for c in range(8)
                      if (m := plan_double_click(board.game.position, column(c)))), None)
        board.act(moves or [board.game.position.legal_moves()[0]])
        settle(board)


def open_vierfrei(screen, qtbot):
    window = screen.open_game("vierfrei")
    qtbot.waitUntil(lambda: window.content().isVisible())
    return window.content()


def test_closing_keeps_the_game_and_continue_brings_back_its_history(screen, qtbot, offer):
    board = screen.open_game("vierfrei", deal=617).content()
    make_moves(board, 5)
    board.undo_stack.undo()
    board.undo_stack.undo()
    settle(board)
    position, moves = board.game.position, board.game.move_count
    screen.request_close(screen.desktop.windows()[0])  # no question: nothing is lost
    assert screen.desktop.windows() == []
    assert shared_statistics().played == 0  # not counted as lost
    again = open_vierfrei(screen, qtbot)
    assert offer.seen and offer.seen[0][:3] == [
        "Your game of deal 617 is kept.", f"Moves made: {moves}", "Continue it?"]
    assert again.game.number == 617 and again.game.position == position
    assert (again.undo_stack.count(), again.undo_stack.index()) == (5, 3)
    assert again.action_redo.isEnabled()
    again.undo_stack.redo()
    again.undo_stack.redo()
    settle(again)
    assert again.game.move_count > moves and not again.action_redo.isEnabled()
    assert again.title() == "Vierfrei – deal 617"


def test_new_deal_gives_the_kept_game_up_as_lost(screen, qtbot, offer):
    board = screen.open_game("vierfrei", deal=617).content()
    make_moves(board, 2)
    screen.request_close(screen.desktop.windows()[0])
    offer.button = 1  # New deal
    again = open_vierfrei(screen, qtbot)
    assert offer.seen
    assert again.game.move_count == 0
    statistics = shared_statistics()
    statistics.reload()
    assert (statistics.played, statistics.won) == (1, 0)
    assert held.take_kept(held_folder()).kept is None


def test_a_deal_asked_for_opens_that_deal_and_the_kept_game_waits(screen, qtbot, offer):
    board = screen.open_game("vierfrei", deal=617).content()
    make_moves(board, 1)
    screen.request_close(screen.desktop.windows()[0])
    other = screen.open_game("vierfrei", deal=5).content()
    assert other.game.number == 5 and not offer.seen
    assert open_vierfrei(screen, qtbot).game.number == 617


def test_giving_up_with_f1_ends_the_kept_game(board, qtbot, give_up):
    make_moves(board, 2)
    slot = held_folder() / "game-1.json"
    assert slot.exists()
    QTest.keyClick(board, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: give_up.seen != [])
    assert not slot.exists()  # the new deal has no move yet: nothing to keep
    make_moves(board, 1)
    _saved, game = keeping.Slot(slot, None).read(held.KIND, (held.VERSION,))
    assert game["deal"] == board.game.number  # the same slot


def test_quitting_keeps_every_open_game_without_a_question(screen, qtbot, offer):
    first = screen.open_game("vierfrei", deal=11).content()
    make_moves(first, 1)
    second = screen.open_game("vierfrei", deal=12).content()
    make_moves(second, 3)
    assert screen.close()  # Ctrl+Q's path: no "A game is in progress" for Vierfrei
    taken = [held.take_kept(held_folder()) for _ in range(3)]  # each holds its slot
    assert sorted((t.kept.game.number, t.kept.game.move_count) for t in taken[:2]) == [
        (11, 1), (12, 3)]
    assert taken[2].kept is None


def test_a_game_that_cannot_be_kept_asks_before_closing(screen, qtbot):
    held_folder().parent.mkdir(parents=True, exist_ok=True)
    held_folder().write_text("in the way")  # a file where the games' folder belongs
    window = screen.open_game("vierfrei", deal=617)
    make_moves(window.content(), 2)
    answers = QuestionAnswerer("This game cannot be kept:", 1)  # Cancel
    try:
        assert not screen.request_close(window)
        assert answers.seen[0][1].startswith("cannot be locked:")  # its folder is a file
        assert answers.seen[0][-1] == "Close anyway? It counts as lost."
        assert screen.desktop.windows() == [window]
        answers.button = 0  # Close
        assert screen.request_close(window)
    finally:
        answers.stop()
    statistics = shared_statistics()
    statistics.reload()
    assert statistics.played == 1  # it could not be kept, so it counts as lost


def test_a_damaged_kept_game_is_reported_once(screen, qtbot):
    held_folder().mkdir(parents=True, exist_ok=True)
    (held_folder() / "game-1.json").write_text('{"format": "cardsuite"')
    answers = QuestionAnswerer("A kept game cannot be continued:", 0)
    try:
        board = open_vierfrei(screen, qtbot)
        [lines] = answers.seen
        assert lines[1].startswith("damaged-game-1-") and lines[2].startswith("is damaged")
        assert lines[-1] == "It is kept as it is."
        assert board.game.move_count == 0
        screen.request_close(screen.desktop.windows()[0])
        open_vierfrei(screen, qtbot)
        assert len(answers.seen) == 1
    finally:
        answers.stop()
    assert [p.name.startswith("damaged-game-1-") for p in held_folder().iterdir()
            if p.suffix == ".json"] == [True]


def test_the_offer_in_german(screen, qtbot, offer):
    language_manager().set_language("de")
    for count, line in ((1, "Züge bisher: 1"), (3, "Züge bisher: 3")):
        board = screen.open_game("vierfrei", deal=617).content()
        make_moves(board, count)
        screen.request_close(screen.desktop.windows()[0])
        offer.seen.clear()
        again = open_vierfrei(screen, qtbot)
        assert offer.seen[0][:3] == ["Ihr Spiel 617 ist aufgehoben.", line,
                                     "Weiterspielen?"]
        assert again.game.move_count == count
        again.new_deal()  # (counted as lost) so that the next round starts afresh
        screen.request_close(screen.desktop.windows()[0])


CHILD = textwrap.dedent(f"""
    import sys
    sys.path.insert(0, {ROOT!r})
    from cardsuite import app as cardsuite_app
    from cardsuite.games.vierfrei.play import plan_double_click
    from cardsuite.games.vierfrei.rules import column

    application = cardsuite_app.create_application(["cardsuite"])
    args = cardsuite_app.parse_args(["--game", "vierfrei", "--deal", "617", "--lang", "en"])
    window = cardsuite_app.create_main_window(args)
    window.show()
    board = window.desktop.windows()[0].content()
    for _ in range(4):
        moves = next((m for c in range(8)
                      if (m := plan_double_click(board.game.position, column(c)))), None)
        board.act(moves or [board.game.position.legal_moves()[0]])
    board.undo_stack.undo()
    print(board.game.move_count, board.undo_stack.count(), flush=True)
    application.exec()
""")


def test_a_killed_suite_loses_no_game(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    child = subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        line = child.stdout.readline().split()
        assert len(line) == 2, child.stderr.read()
        child.send_signal(signal.SIGKILL)  # no close path at all
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    folder = tmp_path / "data" / "Cardsuite" / "Cardsuite" / held.FOLDER
    kept = held.take_kept(folder).kept
    assert (kept.game.number, kept.game.move_count, len(kept.actions)) == (
        617, int(line[0]), int(line[1]))


def test_the_slot_lock_goes_with_the_window(board, qtbot):
    make_moves(board, 1)
    assert held.take_kept(held_folder()).kept is None  # the open window holds its game
    board.leave()
    assert held.take_kept(held_folder()).kept.game.number == 1
    assert vierfrei_board.held.FOLDER == "vierfrei-games"
