"""Vierfrei without a mouse: real key presses on the board, checked against the game and the scene."""

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QKeyEvent
from PySide6.QtTest import QTest

from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.rules import FOUNDATION, Move, Position, cell, column
from cardsuite.ui.boards.vierfrei.keys import (
    BOTTOM,
    TOP,
    inverted_face,
    plan_key_move,
)
from cardsuite.ui.cards.faces import card_faces
from cardsuite.ui.gem.theme import BLACK, GREEN, RED, THEMES, WHITE, theme_manager
from tests.ui.conftest import crafted, settle


def with_cells_taken(position: Position, sources: list[int]) -> Position:
    """``position`` after the top cards of the given columns went to free cells."""
    for i, index in enumerate(sources):
        position = position.apply(Move(column(index), cell(i)))
    return position


@pytest.fixture
def keys(board):
    return board.keys



@pytest.fixture
def theme():
    yield theme_manager()
    theme_manager().set_theme("mono")


def type_keys(board, text: str) -> None:
    for char in text:
        QTest.keyClick(board, char)
        settle(board)


def press(board, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(board, key, modifier)
    settle(board)


# --- typing source and target ---------------------------------------------------------


def test_digits_move_the_run_that_fits_onto_a_card(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S", "QD"])))
    type_keys(board, "12")
    position = board.game.position
    # JS heads the part of the run that fits on QD: three cards move, KC QH stay.
    assert position.columns[0] == tuple(parse_cards("KC QH"))
    assert position.columns[1] == tuple(parse_cards("QD JS TH 9S"))
    assert position.cells == (None,) * 4
    assert board.undo_stack.count() == 1
    assert keys.selected is None
    assert keys.cursor_slot == (BOTTOM, 1)
    scene = board.scene_for_tests()
    xs = {scene.items_by_card[c].pos().x() for c in parse_cards("JS TH 9S")}
    assert xs == {scene.layout.slot_x[1]}


def test_onto_an_empty_column_a_typed_digit_moves_one_card_as_the_notation_means(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S"])))
    type_keys(board, "18")
    assert board.game.position.columns[7] == tuple(parse_cards("9S"))
    assert board.game.position.columns[0] == tuple(parse_cards("KC QH JS TH"))
    assert board.undo_stack.count() == 1


def point_at_column_8(board) -> None:
    """From column 1, Left wraps to column 8; Return chooses it as the target."""
    press(board, Qt.Key.Key_Left)
    press(board, Qt.Key.Key_Return)


def test_onto_an_empty_column_pointing_moves_the_longest_run_the_free_cells_allow(board, keys):
    # Two free cells and no other empty column: (2 + 1) × 2^0 = 3 cards.
    board.start_game(Game(1, with_cells_taken(crafted(["KC QH JS TH 9S"]), [2, 3])))
    type_keys(board, "1")
    point_at_column_8(board)
    assert board.game.position.columns[7] == tuple(parse_cards("JS TH 9S"))
    assert board.game.position.columns[0] == tuple(parse_cards("KC QH"))
    assert board.undo_stack.count() == 1


def test_onto_an_empty_column_pointing_moves_a_run_within_the_limit_whole(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S"])))
    type_keys(board, "1")
    point_at_column_8(board)
    assert board.game.position.columns[7] == tuple(parse_cards("KC QH JS TH 9S"))
    assert board.game.position.columns[0] == ()


def test_the_command_lines_solution_typed_in_wins_the_deal(board, keys):
    """The command line (a program of its own, not the board) prints a solution of deal 617
    in the notation; typed key by key it plays through to the win (it stopped at move 108,
    where a typed "15" onto an empty column carried a run instead of one card)."""
    import subprocess
    import sys

    solution = subprocess.run([sys.executable, "-m", "cardsuite.games.vierfrei", "solve", "617"],
                              capture_output=True, text=True, check=True, timeout=120)
    moves = solution.stdout.split()
    assert len(moves) > 108
    board.new_deal(617)
    for number, move in enumerate(moves, 1):
        if board.game.is_won:  # the rest went home by itself (Finish a won game)
            break
        before = board.undo_stack.count()
        type_keys(board, move)
        assert board.undo_stack.count() == before + 1, f"move {number}, {move}"
    assert board.game.is_won


def test_a_fitting_run_longer_than_the_limit_is_refused(board, keys, plings):
    # JS TH 9S 8H would fit on QD, but with the cells full and one empty column
    # only (0 + 1) × 2^1 = 2 cards may move.
    position = with_cells_taken(crafted(["KC QH JS TH 9S 8H", "QD"]), [2, 3, 4, 5])
    assert position.free_cells == 0 and position.max_run(column(1)) == 2
    board.start_game(Game(1, position))
    type_keys(board, "12")
    assert board.game.position == position
    assert plings == ["pling"]
    assert keys.selected is None


def test_h_sends_the_top_card_or_a_cell_card_to_its_foundation(board, keys):
    board.start_game(Game(1, crafted(["KC 2H AH", "9D"])))
    type_keys(board, "1h")
    assert board.game.position.foundations[Suit.HEARTS] == 1
    assert keys.cursor_slot == (TOP, 4 + int(Suit.HEARTS))
    type_keys(board, "1a")
    assert board.game.position.cells[0] == Card.parse("2H")
    type_keys(board, "ah")
    assert board.game.position.foundations[Suit.HEARTS] == 2
    assert board.game.position.cells == (None,) * 4
    assert board.undo_stack.count() == 3


def test_a_cell_letter_takes_the_top_card_into_that_very_cell(board, keys, plings):
    board.start_game(Game(1, crafted(["KC QH JS TH", "5D"])))
    type_keys(board, "2c")
    assert board.game.position.cells == (None, None, Card.parse("5D"), None)
    assert keys.cursor_slot == (TOP, 2)
    before = board.game.position
    type_keys(board, "1c")  # cell c is taken
    assert board.game.position == before and plings == ["pling"]
    type_keys(board, "c8")  # from the cell into the empty column
    assert board.game.position.columns[7] == (Card.parse("5D"),)
    assert board.game.position.cells == (None,) * 4


@pytest.mark.parametrize("typed", ["12", "33", "h", "a", "A", "8"])
def test_impossible_moves_pling_and_change_nothing(board, keys, plings, typed):
    # 6S may not go on 9C; the same pile twice; the foundations, an empty cell
    # and an empty column are no source (a refused source plings at once).
    board.start_game(Game(1, crafted(["6S", "9C"])))
    before = board.game.position
    for char in typed:
        QTest.keyClick(board, char)
    settle(board)
    assert board.game.position == before
    assert board.undo_stack.count() == 0
    assert plings == ["pling"]
    assert keys.selected is None
    assert not keys.selection_item.isVisible()


def test_a_selected_source_is_shown_and_escape_clears_it(board, keys):
    type_keys(board, "3")
    assert keys.selected == column(2)
    mark = keys.selection_item
    assert mark.isVisible() and mark.card == Card.parse("2H")
    item = board.scene_for_tests().items_by_card[Card.parse("2H")]
    assert mark.sceneBoundingRect() == item.sceneBoundingRect()
    assert mark.zValue() > item.zValue()
    assert keys.cursor_visible and keys.cursor_slot == (BOTTOM, 2)
    press(board, Qt.Key.Key_Escape)
    assert keys.selected is None and not mark.isVisible()
    assert keys.cursor_visible
    press(board, Qt.Key.Key_Escape)
    assert not keys.cursor_visible and not keys.cursor_item.isVisible()
    # Nothing left to clear: Escape is not keyboard play's and passes on.
    escape = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    assert keys.handle(escape) is False
    assert board.game.position == Position.deal(1)


def test_keys_with_ctrl_or_alt_are_left_to_the_shortcuts(board, keys):
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_1, modifier, "1")
        assert keys.handle(event) is False
    assert keys.selected is None and not keys.cursor_visible


def test_keypad_digits_and_capital_letters_work(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH", "5D"])))
    QTest.keyClick(board, Qt.Key.Key_2, Qt.KeyboardModifier.KeypadModifier)
    QTest.keyClick(board, Qt.Key.Key_D, Qt.KeyboardModifier.ShiftModifier)
    settle(board)
    assert board.game.position.cells[3] == Card.parse("5D")


def test_a_held_down_key_does_not_repeat_into_the_same_key_twice(board, keys, plings):
    QTest.keyClick(board, "1")
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_1, Qt.KeyboardModifier.NoModifier, "1", True)
    assert keys.handle(repeat) is True
    assert keys.selected == column(0) and plings == []


# --- the cursor -------------------------------------------------------------------------


def test_arrows_and_space_move_a_run(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S", "QD"])))
    assert not keys.cursor_visible and not keys.cursor_item.isVisible()
    press(board, Qt.Key.Key_Right)  # the first key only shows the cursor where it is
    assert keys.cursor_visible and keys.cursor_slot == (BOTTOM, 0)
    assert keys.cursor_item.isVisible()
    press(board, Qt.Key.Key_Space)
    assert keys.selected == column(0)
    press(board, Qt.Key.Key_Right)
    assert keys.cursor_slot == (BOTTOM, 1)
    assert keys.selected == column(0)  # moving the cursor keeps the source
    press(board, Qt.Key.Key_Return)
    assert board.game.position.columns[1] == tuple(parse_cards("QD JS TH 9S"))
    assert board.undo_stack.count() == 1
    assert keys.selected is None


def test_arrows_wrap_along_a_row_and_switch_rows_in_place(board, keys):
    press(board, Qt.Key.Key_Down)
    press(board, Qt.Key.Key_Left)
    assert keys.cursor_slot == (BOTTOM, 7)
    press(board, Qt.Key.Key_Right)
    assert keys.cursor_slot == (BOTTOM, 0)
    for _ in range(5):
        press(board, Qt.Key.Key_Right)
    press(board, Qt.Key.Key_Up)
    assert keys.cursor_slot == (TOP, 5) and keys.cursor_place == FOUNDATION
    press(board, Qt.Key.Key_Up)
    assert keys.cursor_slot == (TOP, 5)
    press(board, Qt.Key.Key_Down)
    assert keys.cursor_slot == (BOTTOM, 5) and keys.cursor_place == column(5)
    press(board, Qt.Key.Key_Up)
    for _ in range(3):
        press(board, Qt.Key.Key_Left)
    assert keys.cursor_place == cell(2)


def test_return_on_a_foundation_slot_means_h(board, keys):
    board.start_game(Game(1, crafted(["KC 2H AH"])))
    press(board, Qt.Key.Key_Up)  # show
    press(board, Qt.Key.Key_Down)
    press(board, Qt.Key.Key_Space)
    press(board, Qt.Key.Key_Up)
    for _ in range(4):  # onto the clubs slot: any foundation slot is "h"
        press(board, Qt.Key.Key_Right)
    press(board, Qt.Key.Key_Return)
    assert board.game.position.foundations[Suit.HEARTS] == 1
    # Space on a foundation as the source is refused.
    press(board, Qt.Key.Key_Space)
    assert keys.selected is None


def test_cursor_frames_the_whole_pile_and_follows_a_resize(board, keys, qtbot):
    type_keys(board, "3")
    scene = board.scene_for_tests()
    frame = keys.cursor_item.rect()
    cards = [scene.items_by_card[c].sceneBoundingRect() for c in board.game.position.columns[2]]
    column_rect = cards[0].united(cards[-1])
    assert frame.contains(column_rect) and frame != column_rect
    assert QRectF(frame.toRect()) == frame  # whole pixels: no half-pixel blur
    big = frame
    board.resize(600, 300)
    qtbot.waitUntil(lambda: scene.layout.width == 600)
    settle(board)
    frame = keys.cursor_item.rect()
    assert frame != big and QRectF(frame.toRect()) == frame
    cards = [scene.items_by_card[c].sceneBoundingRect() for c in board.game.position.columns[2]]
    assert frame.contains(cards[0].united(cards[-1]))
    assert scene.sceneRect().contains(frame)
    mark = keys.selection_item
    assert mark.rect() == scene.items_by_card[Card.parse("2H")].sceneBoundingRect()


def test_cursor_follows_the_column_as_it_grows(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S", "QD"])))
    press(board, Qt.Key.Key_Down)
    press(board, Qt.Key.Key_Right)  # column 2, one card
    short = keys.cursor_item.rect()
    type_keys(board, "12")
    assert keys.cursor_item.rect().height() > short.height()
    assert keys.cursor_item.rect().top() == short.top()


def test_the_mouse_hides_keyboard_play_and_the_next_key_brings_it_back(board, keys):
    type_keys(board, "3")
    assert keys.cursor_item.isVisible() and keys.selection_item.isVisible()
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(5, 5))
    assert not keys.cursor_item.isVisible() and not keys.selection_item.isVisible()
    assert keys.selected is None
    press(board, Qt.Key.Key_Left)
    assert keys.cursor_item.isVisible() and keys.cursor_slot == (BOTTOM, 2)


def test_any_change_of_the_game_drops_the_selection(board, keys):
    type_keys(board, "3")
    board.new_deal(2)
    assert keys.selected is None and not keys.selection_item.isVisible()
    assert keys.cursor_visible  # the cursor stays where the player left it


def test_while_celebrating_only_escape_does_anything(board, keys, plings):
    position = Position(
        (tuple(parse_cards("KC")), tuple(parse_cards("KD")), tuple(parse_cards("KH")),
         tuple(parse_cards("KS")), (), (), (), ()), (None,) * 4, (12, 12, 12, 12))
    board.start_game(Game(5, position))
    type_keys(board, "1h2h3h4")
    press(board, Qt.Key.Key_H)
    assert board.game.is_won and board.celebrating
    assert not keys.cursor_item.isVisible()
    steps = board.undo_stack.count()
    type_keys(board, "12ah")
    press(board, Qt.Key.Key_Down)
    press(board, Qt.Key.Key_Space)
    assert board.undo_stack.count() == steps and plings == []
    assert not keys.cursor_item.isVisible() and keys.selected is None


# --- undo -------------------------------------------------------------------------------


def test_every_keyboard_move_is_one_undo_step(board, keys):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S", "QD", "5D"])))
    start = board.game.position
    type_keys(board, "12")  # a supermove of three cards
    middle = board.game.position
    type_keys(board, "3a")
    assert board.undo_stack.count() == 2
    press(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.game.position == middle
    press(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.game.position == start
    assert keys.selected is None


# --- the plan and the look ----------------------------------------------------------------


def test_plan_key_move_picks_the_one_fitting_run_length():
    position = crafted(["KC QH JS TH 9S", "QD", "TD"])
    assert plan_key_move(position, column(0), column(1)) is not None
    assert [str(m) for m in plan_key_move(position, column(0), column(2))] == ["13"]  # 9S on TD
    assert plan_key_move(position, column(0), column(0)) is None
    assert plan_key_move(position, FOUNDATION, column(0)) is None
    assert plan_key_move(position, column(7), column(0)) is None  # empty source


@pytest.mark.parametrize("key", ["mono", "colour"])
def test_selected_card_is_the_theme_palette_inverted(key):
    theme = THEMES[key]
    card = Card.parse("QH")
    face = card_faces().face(card, 60, 84, theme).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    inverted = inverted_face(card, 60, 84, theme).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    swap = {WHITE.rgba(): BLACK.rgba(), BLACK.rgba(): WHITE.rgba(),
            RED.rgba(): GREEN.rgba(), GREEN.rgba(): RED.rgba()}
    seen = set()
    for y in range(84):
        for x in range(60):
            before, after = face.pixel(x, y), inverted.pixel(x, y)
            if QColor.fromRgba(before).alpha() == 0:
                assert QColor.fromRgba(after).alpha() == 0
                continue
            seen.add(before)
            assert after == swap[before], (x, y)
    assert (RED.rgba() in seen) == theme.is_colour


@pytest.mark.parametrize("key", ["mono", "colour"])
def test_cursor_and_selection_on_screen(board, keys, theme, key, tmp_path):
    theme.set_theme(key)
    type_keys(board, "3")
    press(board, Qt.Key.Key_Right)
    press(board, Qt.Key.Key_Right)
    image = board.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    image.save(str(tmp_path / f"vierfrei_keys_{key}.png"))
    ink = THEMES[key].ink.rgba()
    frame = keys.cursor_item.rect().toRect()
    top = frame.top()
    row = [image.pixel(x, top) for x in range(frame.left() + 2, frame.right() - 2)]
    # A dotted line drawn without antialiasing: only ink and background, about half each.
    background = (GREEN if THEMES[key].is_colour else WHITE).rgba()
    assert set(row) <= {ink, background}
    assert 0.35 < row.count(ink) / len(row) < 0.65
    # The selected card (2H) is inverted: its face's white is black on screen.
    card = QRect(keys.selection_item.rect().toRect())
    centre_column = [image.pixel(card.center().x(), y) for y in range(card.top() + 6, card.bottom() - 6)]
    assert centre_column.count(BLACK.rgba()) > len(centre_column) // 2
