"""What the UI tests share: the language, the sounds heard, and for Vierfrei a shown board and
complete positions made to order."""

import pytest

from cardsuite.engine.cards import Card, french_deck, parse_cards
from cardsuite.games.vierfrei.rules import Position
from cardsuite.ui.boards.vierfrei.board import VierfreiBoard
from cardsuite.ui.gem.desktop import GemDesktop
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.sound import sounds


def crafted(columns: list[str], foundations=(0, 0, 0, 0)) -> Position:
    """A complete position: the given columns, the rest of the deck spread over the others."""
    given = [parse_cards(text) for text in columns]
    used = {card for cards in given for card in cards}
    up = {Card(suit, rank) for suit in range(4) for rank in range(1, foundations[suit] + 1)}
    rest = [c for c in french_deck() if c not in used and c not in up]
    rest.sort(key=lambda c: (c.rank, c.suit))  # low cards at the back, kings on top
    free = 8 - len(given) - 1  # keep the last column empty
    spread = [rest[i::free] for i in range(free)] if free else []
    cols = [tuple(c) for c in given] + [tuple(c) for c in spread] + [()]
    position = Position(tuple(cols[:8]), (None,) * 4, tuple(foundations))
    position.check_complete()
    return position


def settle(board) -> None:
    """Jump every running animation to its end."""
    board.scene_for_tests().finish_animations()


@pytest.fixture
def board(qtbot, clean_settings):
    """Vierfrei deal 1 in a shown 800 × 560 board with the focus; its search stops afterwards."""
    widget = VierfreiBoard(deal=1)
    qtbot.addWidget(widget)
    widget.resize(800, 560)
    widget.show()
    qtbot.waitExposed(widget)
    widget.setFocus()
    yield widget
    widget.stop_demo()
    widget.solver.cancel()
    widget.solver.wait()


@pytest.fixture(autouse=True)
def mono_theme():
    """Every UI test starts and ends in the monochrome theme."""
    theme_manager().set_theme("mono")
    yield
    theme_manager().set_theme("mono")


@pytest.fixture
def desktop(qtbot) -> GemDesktop:
    """A shown 640 × 381 GEM desktop (ST High less the menu bar)."""
    desk = GemDesktop()
    qtbot.addWidget(desk)
    desk.resize(640, 381)
    desk.show()
    qtbot.waitExposed(desk)
    return desk


@pytest.fixture
def english(qapp):
    """The test runs in English and leaves the suite in English."""
    language_manager().set_language("en")
    yield
    language_manager().set_language("en")


@pytest.fixture
def switch(english):
    """``switch("de")`` / ``switch("en")``: change the language as the Options menu does."""
    return language_manager().set_language


@pytest.fixture
def plings(qapp):
    """Every sound the suite plays during the test ("pling", "fanfare"), in order."""
    heard = []
    sounds().played.connect(heard.append)
    yield heard
    sounds().played.disconnect(heard.append)


class QuestionAnswerer:
    """Answers every GEM alert whose first line is ``first_line`` (or, a tuple, begins with one
    of them) with ``button`` (by a polling timer, since alerts are modal) and keeps their
    lines, until stopped."""

    def __init__(self, first_line: str | tuple[str, ...], button: int) -> None:
        from PySide6.QtCore import QTimer

        self.first_line, self.button = first_line, button
        self.seen: list[list[str]] = []
        self._running = True
        self._timer = QTimer
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        from PySide6.QtWidgets import QApplication

        from cardsuite.ui.gem.alert import GemAlert

        if not self._running:
            return
        self._timer.singleShot(10, self._poll)
        alert = QApplication.activeModalWidget()
        if isinstance(alert, GemAlert) and alert.isVisible() and alert.lines() \
                and self._matches(alert.lines()[0]) \
                and alert.button_count() > self.button:
            self.seen.append(alert.lines())
            alert.button(self.button).click()

    def _matches(self, line: str) -> bool:
        if isinstance(self.first_line, tuple):
            return line.startswith(self.first_line)
        return line == self.first_line

    def stop(self) -> None:
        self._running = False


@pytest.fixture
def give_up(qapp):
    """Vierfrei's "Give up this game?" (F1, F2, F3 in a game) answered "Give up"."""
    answerer = QuestionAnswerer("Give up this game?", 0)
    yield answerer
    answerer.stop()
