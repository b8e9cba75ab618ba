"""Every game played with the keyboard alone, through the GEM screen.

Each test opens its game from the desktop or the menu bar by keys and plays with key
presses only (:mod:`tests.ui.keyboard_pilot` says where a key goes and how the modal
dialogs are answered): for Skat, Binokel and PrefClub a whole deal -- bidding, the Skat /
Dabb / widow, laying away, pressing or discarding, the game, the meld screens, every trick,
the result -- and the next deal started from the score list, pad or sheet; PrefClub's
entrance too (doorman, joining, the member file, the table); for Vierfrei moves typed and
pointed, undo and redo, and F2 with a deal number.  The menu bar (Alt and a title's
letter, the arrow keys, Return, Escape) and the desktop's icons (arrows, Return) open the
games.  Two dialogs whose every key a deal does not reach are keyed on their own: Skat's
game dialog (the announcements of a Hand game) and Binokel's meld screen melding by hand.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardsuite.games.skat import game as skat_game
from cardsuite.games.vierfrei.rules import Area, Move, cell, column
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel.dialogs import MeldDialog
from cardsuite.ui.boards.skat.dialogs import DeclareDialog as SkatDeclareDialog
from cardsuite.ui.boards.vierfrei.keys import BOTTOM, TOP
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.theme import theme_manager
from tests.ui.keyboard_pilot import (
    ALT,
    CTRL,
    SHIFT,
    Pilot,
    binokel_meld_by_hand_seed,
    binokel_to_melding,
    close_screen,
    deal_number_typed,
    has_keys,
    modal,
    open_from_desktop,
    open_from_menu,
    open_screen,
    play_binokel,
    play_pref,
    play_skat,
    press,
    skat_bidding,
    skat_seed,
    type_text,
)


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """The fast animation speed, faster still: what is tested is the keys, not the pace."""
    monkeypatch.setitem(settings.SPEEDS, "fast", 20)


@pytest.fixture
def screen(qtbot, clean_settings):
    window = open_screen(qtbot, "en")
    yield window
    close_screen(window)


class Record(list):
    """The steps a play went through, in order."""

    def __call__(self, word: str) -> None:
        self.append(word)


# --- the desktop and the menu bar ---------------------------------------------------------------

def test_the_menus_and_the_desktop_answer_the_keyboard(screen, qtbot):
    bar = screen.menu_bar
    press(Qt.Key.Key_O, ALT)
    assert bar.open_index() == 3
    menu = QApplication.activePopupWidget()
    assert menu.activeAction().text() == "Animation slow"
    press(Qt.Key.Key_Right)  # round to the next menu ...
    assert bar.open_index() == 4
    press(Qt.Key.Key_Right)  # ... and round the bar
    assert bar.open_index() == 0
    press(Qt.Key.Key_Left)
    assert bar.open_index() == 4
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bar.open_index() == -1)
    # Colour by the Options menu, then back: Down to the theme, Return.
    press(Qt.Key.Key_O, ALT)
    while QApplication.activePopupWidget().activeAction() is not screen.theme_actions["colour"]:
        press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Return)
    assert theme_manager().theme.key == "colour"
    # German: the letters follow the titles; D drops Desk, then Datei (they share it).
    press(Qt.Key.Key_O, ALT)
    while QApplication.activePopupWidget().activeAction() is not screen.language_actions["de"]:
        press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Return)
    assert [t.strip() for t in bar.titles()][:3] == ["Desk", "Datei", "Spiele"]
    press(Qt.Key.Key_D, ALT)
    assert bar.open_index() == 0
    press(Qt.Key.Key_D, ALT)
    assert bar.open_index() == 1
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bar.open_index() == -1)
    # The icons: Vierfrei by Down and Return, closed with F10; the keys are the icons' again.
    open_from_desktop(screen, "vierfrei")
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    assert QApplication.focusWidget() is screen.desktop.windows()[0].content()
    press(Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])
    assert QApplication.focusWidget() is screen.desktop
    press(Qt.Key.Key_Up)
    assert screen.desktop.selected_icon().key() == "skat"
    # About … from the Desk menu, its alert closed with Return.
    seen = []

    def about() -> bool:
        alert = modal(GemAlert)
        if alert is None:
            return False
        seen.append(alert.lines()[0])
        press(Qt.Key.Key_Return)
        return True

    pilot = Pilot(about)
    press(Qt.Key.Key_D, ALT)
    press(Qt.Key.Key_Return)  # "About Cardsuite …", the Desk menu's first item
    pilot.fly(qtbot)
    assert seen and seen[0].startswith("Cardsuite")


# --- Vierfrei ---------------------------------------------------------------------------------------

def test_vierfrei_moves_undo_and_a_deal_by_number(screen, qtbot):
    open_from_menu(screen, "Vierfrei")
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    board = screen.active_board()
    qtbot.waitUntil(lambda: has_keys(board))
    # F2 and a number: deal 617 (the dialog takes the digits, Return deals).
    pilot = Pilot(lambda: deal_number_typed("617"))
    press(Qt.Key.Key_F2)
    pilot.fly(qtbot)
    qtbot.waitUntil(lambda: board.game.number == 617 and has_keys(board))
    start = board.game.position
    # A move typed as source and target, another by the cursor.
    move = next(m for m in start.legal_moves() if m.source.area is Area.COLUMN
                and m.target.area is Area.CELL)
    type_text(f"{move.source.index + 1}{'abcd'[move.target.index]}")
    qtbot.waitUntil(lambda: board.game.position != start)
    after_one = board.game.position
    assert after_one.cells[move.target.index] == start.columns[move.source.index][-1]
    press(Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: board.game.position == start)
    press(Qt.Key.Key_Z, CTRL | SHIFT)
    qtbot.waitUntil(lambda: board.game.position == after_one)
    # The cursor: to column 1, Space picks it, up to a free cell, Return drops its card there.
    free = after_one.cells.index(None)
    cursor_to(board, BOTTOM, 0)
    press(Qt.Key.Key_Space)
    cursor_to(board, TOP, free)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: board.game.position != after_one)
    assert board.game.position == after_one.apply(Move(column(0), cell(free)))
    assert len(screen.desktop.windows()) == 1


def cursor_to(board, row: int, x: int) -> None:
    """Up / Down to the row, Right (it wraps round the row) to the pile."""
    keys = board.keys
    if not keys.cursor_visible:
        press(Qt.Key.Key_Down)  # the first arrow only shows the cursor
    press(Qt.Key.Key_Up if row == TOP else Qt.Key.Key_Down)
    for _ in range(8):
        if keys.cursor_slot == (row, x):
            break
        press(Qt.Key.Key_Right)
    assert keys.cursor_slot == (row, x)


# --- Skat, Binokel, PrefClub ---------------------------------------------------------------------

def test_skat_a_whole_deal_by_keys(screen, qtbot, monkeypatch):
    said = Record()
    board = play_skat(screen, qtbot, monkeypatch, said)
    assert len(board.session.scorelist) == 1
    assert board.deal.phase is skat_game.Phase.BIDDING  # the next deal
    assert said[-2:] == ["result", "list"]
    for word in ("bid", "hand or skat", "skat", "push", "declare", "play", "trick",
                 "last trick", "bidding"):
        assert word in said, word


def test_binokel_a_whole_deal_by_keys(screen, qtbot, monkeypatch):
    said = Record()
    board = play_binokel(screen, qtbot, monkeypatch, said)
    assert board.session.games == 1
    assert said[0] == "start"
    for word in ("bid", "dabb", "press", "trump", "meld", "go out?", "melds", "play", "trick",
                 "result", "pad", "last trick", "bidding"):
        assert word in said, word
    assert board.player_name() == "Kim"


def test_prefclub_the_entrance_and_a_whole_deal_by_keys(screen, qtbot, monkeypatch):
    said = Record()
    board = play_pref(screen, qtbot, monkeypatch, said)
    assert said[:4] == ["doorman", "join", "file", "table"]
    assert board.member.name == "Kim" and board.table.opponents == ("egon", "kalle")
    assert board.session.deals_played == 1
    for word in ("bid", "widow", "discard", "declare", "play", "trick", "sheet",
                 "last trick", "bidding"):
        assert word in said, word


def test_skat_game_dialog_chooses_game_and_announcement_by_keys(qtbot, english):
    """Up / Down step the announcement of a Hand game, Left / Right the game."""
    session, deal = skat_bidding(skat_seed())
    session.human_apply(skat_game.PlayHand())
    dialog = SkatDeclareDialog(None, deal)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    games = dialog.game_types
    for _ in games:
        press(Qt.Key.Key_Left)
    assert dialog.game_type() is games[0]
    press(Qt.Key.Key_Right)
    assert dialog.game_type() is games[1]
    press(Qt.Key.Key_Up)
    assert dialog.schneider.isChecked() and not dialog.schwarz.isChecked()
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Up)
    assert dialog.ouvert.isChecked() and dialog.schwarz.isChecked()
    assert dialog.contract().ouvert
    press(Qt.Key.Key_Down)
    assert not dialog.ouvert.isChecked() and dialog.schwarz.isChecked()
    press(Qt.Key.Key_Down, times=3)
    assert not dialog.schneider.isChecked()
    press(Qt.Key.Key_Return)
    assert dialog.result() and dialog.contract().game_type is games[1]


# --- Binokel melding by hand ------------------------------------------------------------------------

def test_binokel_melding_by_hand_by_keys(qtbot, english):
    """The arrow keys mark the meld buttons, Space presses them, Down past the last row to
    OK / AB; the declaration is the player's best, as the filled-in screen shows it."""
    deal = binokel_to_melding(binokel_meld_by_hand_seed())
    filled = MeldDialog(None, _filled_in(deal), may_go_out=True)
    wanted = [[button.isChecked() for button in row] for row in filled.key_rows()]
    filled.deleteLater()
    dialog = MeldDialog(None, deal, may_go_out=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    press(Qt.Key.Key_Down)  # the first arrow puts the mark on the first button
    assert dialog.mark == (0, 0) and dialog.marked().is_default()
    for row, targets in enumerate(wanted):
        if row:
            press(Qt.Key.Key_Down)
        press(Qt.Key.Key_Left, times=4)
        for index, target in enumerate(targets):
            if index:
                press(Qt.Key.Key_Right)
            assert dialog.marked() is dialog.key_rows()[row][index]
            if target:
                press(Qt.Key.Key_Space)
    assert [[b.isChecked() for b in row] for row in dialog.key_rows()] == wanted
    press(Qt.Key.Key_Down)  # past the last row: the exit buttons
    assert dialog.marked() is None
    press(Qt.Key.Key_Right)
    assert dialog.default_button() is dialog.out_button
    press(Qt.Key.Key_Left)
    press(Qt.Key.Key_Return)
    assert dialog.result() and not dialog.going_out()
    assert dialog.declaration() == deal.best_declaration()


def _filled_in(deal):
    """``deal`` as the filled-in meld screen sees it (the same cards and trump)."""
    import copy

    from cardsuite.games.binokel.options import Options

    shown = copy.deepcopy(deal)
    shown.options = Options()
    return shown
