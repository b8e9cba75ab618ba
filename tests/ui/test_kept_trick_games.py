"""Skat and Binokel keep the game in play across quits and crashes (issue 17).

The finding: quitting or closing threw the Skat session or the Binokel round away (after
a question), unless it had been saved by hand.  Now it is kept as it is — written after
every change, so a crash keeps it too — and opening the game offers to continue it.
"""

import argparse
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardsuite.app import create_main_window
from cardsuite.engine import keeping
from cardsuite.ui.boards.binokel import board as binokel_board
from cardsuite.ui.boards.skat import board as skat_board
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.keeper import folder
from tests.ui.conftest import QuestionAnswerer

GAMES = {
    "skat": (skat_board.KEPT_FOLDER, "Your Skat session is kept.", "unsaved_play"),
    "binokel": (binokel_board.KEPT_FOLDER, "Your Binokel round is kept.", "round_underway"),
}


@pytest.fixture
def make_screen(qtbot, clean_settings):
    screens = []

    def make():
        window = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        screens.append(window)
        return window

    yield make
    for window in screens:
        window.shut_down()
        for game in window.desktop.windows():
            game.content().worker.wait()
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def under_way(qtbot, board, key: str) -> None:
    """Play on as a player would (the first button whenever the box asks, the start screen
    answered) until the game has something to lose."""
    test = getattr(board, GAMES[key][2])

    def moved() -> bool:
        if test():
            return True
        start = getattr(board, "start_dialog", None)
        if start is not None and start.isVisible():
            start.name_edit.setText("Wolfgang")
            start.continue_button.click()
        elif board.bar.isVisible():
            buttons = [b for b in board.bar.buttons if b.isVisible() and b.isEnabled()]
            if buttons:
                QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        return test()

    qtbot.waitUntil(moved, timeout=30_000)


def kept_files(key: str) -> list:
    where = folder(GAMES[key][0])
    return sorted(p.name for p in where.glob("game-*.json")) if where.is_dir() else []


@pytest.mark.parametrize("key", ["skat", "binokel"])
def test_quitting_keeps_the_game_and_opening_offers_it(make_screen, qtbot, key):
    screen = make_screen()
    board = screen.open_game(key).content()
    under_way(qtbot, board, key)
    board.worker.wait()
    # Written as it goes, before any quitting: a crash would find it too.
    qtbot.waitUntil(lambda: kept_files(key) == ["game-1.json"])
    before = board.session.to_dict()
    asked = QuestionAnswerer("A game is in progress.", 1)
    try:
        assert screen.close()  # no question: the game is kept
    finally:
        asked.stop()
    assert asked.seen == []
    slot = keeping.Slot(folder(GAMES[key][0]) / "game-1.json", None)
    assert slot.read(board.keeping[1], (board.keeping[2],))[1] == json.loads(
        json.dumps(before))

    offer = QuestionAnswerer(GAMES[key][1], 0)  # Continue
    try:
        again = make_screen().open_game(key).content()
    finally:
        offer.stop()
    assert offer.seen and offer.seen[0][-1] == "Continue it?"
    assert json.loads(json.dumps(again.session.to_dict())) == json.loads(json.dumps(before))
    assert getattr(again, GAMES[key][2])()
    if key == "binokel":
        assert not again._start_due  # a round continued has no start screen


@pytest.mark.parametrize("key", ["skat", "binokel"])
def test_a_new_game_at_the_offer_drops_the_kept_one(make_screen, qtbot, key):
    screen = make_screen()
    board = screen.open_game(key).content()
    under_way(qtbot, board, key)
    board.worker.wait()
    screen.shut_down()
    for game in screen.desktop.windows():
        game.close_window()
    offer = QuestionAnswerer(GAMES[key][1], 1)  # New session / New round
    try:
        again = make_screen().open_game(key).content()
    finally:
        offer.stop()
    assert offer.seen
    assert not getattr(again, GAMES[key][2])()
    assert kept_files(key) == []


def test_a_kept_session_the_rules_refuse_is_reported_once(make_screen, qtbot):
    where = folder(skat_board.KEPT_FOLDER)
    where.mkdir(parents=True, exist_ok=True)
    slot = keeping.free_slot(where)
    slot.write(skat_board.SAVE_KIND, skat_board.SAVE_VERSION, {"levels": ["easy"]})
    slot.release()
    report = QuestionAnswerer("A kept game cannot be continued:", 0)
    try:
        screen = make_screen()
        board = screen.open_game("skat").content()
        assert len(report.seen) == 1 and report.seen[0][2].startswith("is damaged")
        assert not board.unsaved_play()
        screen.request_close(screen.desktop.windows()[0])
        screen.open_game("skat")
        assert len(report.seen) == 1
    finally:
        report.stop()
    assert [p.name.startswith("damaged-game-1-") for p in where.glob("*.json")] == [True]
