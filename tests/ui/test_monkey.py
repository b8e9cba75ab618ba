"""Monkey tests: seeded random clicks, double and right clicks, drags, keys, resizes and language
switches on the PrefClub, Binokel and Vierfrei boards, every alert and dialog answered with a
random button; after every event the deal is one the rules allow (PrefClub and Binokel: its
history replays through a fresh deal; Vierfrei: the 52 cards are all there, each once), the
PrefClub board shows that deal (every card at its spot, face up exactly when the player may
see it) and nothing raised (pytest-qt fails the test on an exception in a slot
or an event handler).  ``CARDSUITE_MONKEY_EVENTS`` sets the number of events (``make bench``
material; the default keeps ``make test`` short).
"""

import os
import random

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.games.binokel.game import replay as binokel_replay
from cardsuite.games.pref import rules as pref_rules
from cardsuite.games.pref.bots import make_bot
from cardsuite.games.pref.game import Deal
from cardsuite.games.pref.session import HUMAN, Session, SessionSettings
from cardsuite.ui.boards.binokel import BinokelBoard
from cardsuite.ui.boards.pref import PrefBoard
from cardsuite.ui.boards.vierfrei import VierfreiBoard
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.dialog import GemButton, GemDialog
from cardsuite.ui.i18n import language_manager

EVENTS = int(os.environ.get("CARDSUITE_MONKEY_EVENTS", "250"))
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Return,
        Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_F7, Qt.Key.Key_A, Qt.Key.Key_W,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Enter, Qt.Key.Key_F1, Qt.Key.Key_F2,
        Qt.Key.Key_F3, Qt.Key.Key_F4, Qt.Key.Key_1, Qt.Key.Key_Backspace, Qt.Key.Key_Z]
BUTTONS = [Qt.MouseButton.LeftButton] * 4 + [Qt.MouseButton.RightButton]


def random_bot(_key: str, seed: int):
    return make_bot("random", seed)


def check_pref(board: PrefBoard) -> None:
    """The deal replays from its history; every card lies where the deal puts it, face up
    exactly when the player may see it (a hidden hand's cards never, but the widow everybody
    saw turned up may lie on the table face up while it is already the declarer's)."""
    deal = board.deal
    again = Deal(deal.number, deal.dealer, deal.minimum_level)
    for _seat, action in deal.history:
        again.apply(action)  # raises if the history holds an illegal action
    assert again.phase is deal.phase and again.hands == deal.hands
    scene = board.scene_for_tests()
    scene.finish_animations()
    spots = scene.spots()
    assert set(spots) == set(pref_rules.deck())
    observation = deal.observation(HUMAN)
    for card, spot in spots.items():
        item = scene.item_for(card)
        assert (item.pos().x(), item.pos().y()) == (spot.x, spot.y), card
        assert item.face_up == spot.face_up, card
        hidden = [seat for seat in (1, 2) if observation.hands[seat] is None]
        if card not in observation.widow and any(card in deal.hands[seat] for seat in hidden):
            assert not item.face_up, f"{card} of a hidden hand shown"


def check_binokel(board: BinokelBoard) -> None:
    """The deal replays from its history with its options."""
    deal = board.deal
    again = binokel_replay(deal.number, deal.dealer, [a for _s, a in deal.history], deal.options)
    assert again.phase is deal.phase and again.hands == deal.hands


def check_vierfrei(board: VierfreiBoard) -> None:
    """The position holds the 52 cards, each once."""
    board.game.position.check_complete()


class Answerer:
    """Answers every alert and modal dialog that comes up, now and then, with a random button
    (also inside the nested event loop of a blocking one, so the monkey never hangs)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.answered = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(15)

    def tick(self) -> None:
        widget = QApplication.activeModalWidget()
        if not (isinstance(widget, GemDialog | GemAlert) and widget.isVisible()):
            return
        if self.rng.random() < 0.4:
            return
        if isinstance(widget, GemAlert):
            buttons = [widget.button(i) for i in range(widget.button_count())]
        else:
            buttons = [b for b in widget.buttons() if b.isVisible() and b.isEnabled()]
        # Clicked from a fresh event, not from here: a click may open a blocking alert, and
        # a timer is not called again while its own call is still running.
        if buttons:
            self.answered += 1
            QTimer.singleShot(0, self.rng.choice(buttons).click)
        else:
            QTimer.singleShot(0, widget.reject)


def top_dialog() -> GemDialog | None:
    widget = QApplication.activeModalWidget()
    return widget if isinstance(widget, GemDialog) and widget.isVisible() else None


def monkey_event(rng: random.Random, board, qtbot) -> str:
    """One random event on the board (or the dialog on top of it); what it was."""
    dialog = top_dialog()
    if dialog is not None and rng.random() < 0.5:
        buttons = [b for b in dialog.buttons() if b.isVisible() and b.isEnabled()]
        if buttons:
            button = rng.choice(buttons)
            text = button.text()  # a click may close the dialog and delete the button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return f"dialog button {text!r}"
    if dialog is None and rng.random() < 0.3:  # aimed: a control or a card of the board
        controls = [b for b in board.findChildren(GemButton) if b.isVisible() and b.isEnabled()]
        if controls and rng.random() < 0.5:
            button = rng.choice(controls)
            text = button.text()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return f"board button {text!r}"
        items = [item for item in board.scene().items() if item.isVisible()]
        if items:
            centre = rng.choice(items).sceneBoundingRect().center()
            point = board.mapFromScene(centre)
            QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, point)
            return f"item at {point.x()},{point.y()}"
    target = dialog or board.viewport()
    choice = rng.random()
    width, height = max(target.width(), 1), max(target.height(), 1)
    point = QPoint(rng.randrange(width), rng.randrange(height))
    if choice < 0.35:
        QTest.mouseClick(target, rng.choice(BUTTONS), Qt.KeyboardModifier.NoModifier, point)
        return f"click {point.x()},{point.y()}"
    if choice < 0.42:
        QTest.mouseDClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          point)
        return f"double click {point.x()},{point.y()}"
    if choice < 0.52:
        end = QPoint(rng.randrange(width), rng.randrange(height))
        QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point)
        for step in range(1, 5):
            QTest.mouseMove(target, point + (end - point) * (step / 4))
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           end)
        return f"drag {point.x()},{point.y()} → {end.x()},{end.y()}"
    if choice < 0.9:
        key = rng.choice(KEYS)
        QTest.keyClick(dialog or board, key)
        return f"key {key}"
    if choice < 0.95:
        size = (rng.randrange(640, 1000), rng.randrange(440, 760))
        board.resize(*size)
        return f"resize {size}"
    language = rng.choice(["de", "en"])
    language_manager().set_language(language)
    return f"language {language}"


@pytest.mark.parametrize("seed", [1, 2])
def test_the_pref_board_survives_a_monkey(qtbot, clean_settings, english, seed):
    session = Session(SessionSettings(10, 1, ("egon", "baron"), seed), bot_factory=random_bot)
    board = PrefBoard(session=session)
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    rng = random.Random(seed)
    done = []
    try:
        for _ in range(EVENTS):
            board.activateWindow()
            board.setFocus()
            done.append(monkey_event(rng, board, qtbot))
            qtbot.wait(rng.choice([0, 1, 5, 20]))
            assert not board.left
            check_pref(board)
    except AssertionError as error:
        raise AssertionError(f"after {done[-8:]}: {error}") from error
    finally:
        board.leave()
        board.worker.wait()
    assert session.deals_played + 1 >= len(session.deals) >= 1
    assert sum(len(deal.history) for deal in session.deals) > 3  # the game went on meanwhile


def run_monkey(qtbot, board, seed: int, check) -> None:
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    rng = random.Random(seed)
    answerer = Answerer(random.Random(seed + 1000))
    done: list[str] = []
    try:
        for _ in range(EVENTS):
            board.activateWindow()
            board.setFocus()
            done.append(monkey_event(rng, board, qtbot))
            qtbot.wait(rng.choice([0, 1, 5, 20]))
            check(board)
    except AssertionError as error:
        raise AssertionError(f"after {done[-8:]}: {error}") from error
    finally:
        answerer.timer.stop()
        if hasattr(board, "worker"):
            board.leave()
            board.worker.wait()


def test_the_binokel_board_survives_a_monkey(qtbot, clean_settings, english):
    run_monkey(qtbot, BinokelBoard(3), 3, check_binokel)


def test_the_vierfrei_board_survives_a_monkey(qtbot, clean_settings, english):
    board = VierfreiBoard(deal=617)
    try:
        run_monkey(qtbot, board, 4, check_vierfrei)
    finally:
        board.stop_demo()
        board.solver.cancel()
        board.solver.wait()
