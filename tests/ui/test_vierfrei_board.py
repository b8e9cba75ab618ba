"""The Vierfrei board driven like a person: real mouse events on the viewport, real keys."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardsuite.engine.cards import Card, parse_cards
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.rules import Area, Move, Position, cell, column
from cardsuite.ui.boards.vierfrei.board import Layout
from cardsuite.ui.i18n import language_manager
from tests.ui.conftest import crafted, settle


def view_point(board, scene_point: QPointF) -> QPoint:
    return board.mapFromScene(scene_point)


def centre_of(board, card: Card) -> QPoint:
    item = board.scene_for_tests().items_by_card[card]
    return view_point(board, item.sceneBoundingRect().center())


def top_edge_of(board, card: Card) -> QPoint:
    item = board.scene_for_tests().items_by_card[card]
    rect = item.sceneBoundingRect()
    return view_point(board, QPointF(rect.center().x(), rect.top() + 5))


def drag(board, start: QPoint, end: QPoint, steps: int = 8) -> None:
    viewport = board.viewport()
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_deal_number_is_in_the_title_and_cards_lie_as_dealt(board):
    assert "1" in board.title()
    scene = board.scene_for_tests()
    first = scene.items_by_card[Card.parse("JD")]
    last = scene.items_by_card[Card.parse("6S")]
    assert first.pos().x() == last.pos().x() and first.pos().y() < last.pos().y()
    assert last.zValue() > first.zValue()


def test_mouse_drag_moves_a_card(board):
    board.new_deal(4)  # deal 4 opens with a column-to-column move (2 → 5)
    move = next(m for m in board.game.position.legal_moves()
                if m.source.area is Area.COLUMN and m.target.area is Area.COLUMN
                and board.game.position.columns[m.target.index])
    card = board.game.position.card_at(move.source)
    onto = board.game.position.card_at(move.target)
    scene = board.scene_for_tests()
    viewport = board.viewport()
    start, end = centre_of(board, card), centre_of(board, onto)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(8, 8))
    QTest.mouseMove(viewport, end)
    # The allowed pile under the card is highlighted while dragging.
    highlight = scene._highlight
    assert highlight.isVisible()
    assert highlight.rect().intersects(scene.layout.column_rect(move.target.index))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    settle(board)
    assert not highlight.isVisible()
    assert board.game.position.columns[move.target.index][-1] == card
    assert board.undo_stack.count() == 1
    item = board.scene_for_tests().items_by_card[card]
    onto_item = board.scene_for_tests().items_by_card[onto]
    assert item.pos().x() == onto_item.pos().x() and item.pos().y() > onto_item.pos().y()


def test_illegal_drop_snaps_back_with_a_pling(board, plings):
    position = board.game.position
    card = position.card_at(column(0))  # 6S
    onto = position.card_at(column(1))  # 9C: a 6 may not go on a 9
    item = board.scene_for_tests().items_by_card[card]
    home = item.pos()
    drag(board, centre_of(board, card), centre_of(board, onto))
    settle(board)
    assert board.game.position == position
    assert item.pos() == home
    assert plings == ["pling"]
    assert board.undo_stack.count() == 0


def test_dragging_a_run_performs_the_supermove_as_one_action(board):
    board.start_game(Game(1, crafted(["KC QH JS TH 9S"])))
    settle(board)
    scene = board.scene_for_tests()
    js = Card.parse("JS")
    empty = scene.layout.column_rect(7)
    drag(board, top_edge_of(board, js), view_point(board, QPointF(empty.center().x(), empty.top() + 40)))
    settle(board)
    assert board.game.position.columns[7] == tuple(parse_cards("JS TH 9S"))
    assert board.game.position.columns[0] == tuple(parse_cards("KC QH"))
    assert board.undo_stack.count() == 1
    assert len(board.game.log[0].steps) == 5  # two cards parked in free cells and back
    assert board.game.position.cells == (None,) * 4
    xs = {scene.items_by_card[c].pos().x() for c in parse_cards("JS TH 9S")}
    assert xs == {scene.layout.slot_x[7]}


def test_too_long_run_is_refused(board, plings):
    position = crafted(["KC QH JS TH 9S 8H 7C"])
    board.start_game(Game(1, position))
    cells_full = Position(position.columns, tuple(parse_cards("2C 2D 2H 2S")[:0]) + (None,) * 4,
                          position.foundations)
    assert cells_full == position
    # Fill three free cells by right clicks on other columns' top cards, leaving one free.
    for index in (1, 2, 3):
        card = board.game.position.card_at(column(index))
        QTest.mouseClick(board.viewport(), Qt.MouseButton.RightButton,
                         Qt.KeyboardModifier.NoModifier, centre_of(board, card))
        settle(board)
    assert board.game.position.free_cells == 1
    # Now (1 + 1) × 2^0 = 2 onto the empty column; JS..7C is five cards.
    before = board.game.position
    empty = board.scene_for_tests().layout.column_rect(7)
    drag(board, top_edge_of(board, Card.parse("JS")),
         view_point(board, QPointF(empty.center().x(), empty.top() + 40)))
    settle(board)
    assert board.game.position == before
    assert plings == ["pling"]


def test_right_click_sends_a_card_and_a_run_to_free_cells(board):
    board.start_game(Game(1, crafted(["KC QH JS TH", "5D"])))
    QTest.mouseClick(board.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     centre_of(board, Card.parse("5D")))
    settle(board)
    assert board.game.position.cells[0] == Card.parse("5D")
    QTest.mouseClick(board.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     top_edge_of(board, Card.parse("JS")))
    settle(board)
    assert board.game.position.cells == tuple(parse_cards("5D TH JS")) + (None,)
    assert board.undo_stack.count() == 2


def test_double_click_to_foundation_else_free_cell(board, plings):
    board.start_game(Game(1, crafted(["KC 2H AH", "9D"])))
    QTest.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      centre_of(board, Card.parse("AH")))
    settle(board)
    assert board.game.position.foundations[2] == 1
    QTest.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      centre_of(board, Card.parse("9D")))
    settle(board)
    assert board.game.position.cells[0] == Card.parse("9D")
    # A card that is not at the bottom of its column cannot be double clicked away.
    before = board.game.position
    QTest.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      top_edge_of(board, Card.parse("KC")))
    settle(board)
    assert board.game.position == before and plings == ["pling"]


def test_delete_removes_exactly_the_safe_cards(board):
    board.start_game(Game(1, crafted(["KC 4C", "KD 3H", "KH 2S", "KS AS"], foundations=(3, 3, 2, 0))))
    QTest.keyClick(board, Qt.Key.Key_Delete)
    settle(board)
    # AS (ace), 2S (its ace up), 3H (both black 2s up), 4C (both red 3s up) — in one action.
    assert board.game.position.foundations == (4, 3, 3, 2)
    assert board.undo_stack.count() == 1
    QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(board)
    assert board.game.position.foundations == (3, 3, 2, 0)


def test_undo_and_redo_keys_round_trip(board):
    start = board.game.position
    for _ in range(3):
        move = board.game.position.legal_moves()[0]
        board.act([move])
        settle(board)
    end = board.game.position
    for _ in range(3):
        QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        settle(board)
    assert board.game.position == start
    scene = board.scene_for_tests()
    for card, item in scene.items_by_card.items():
        assert item.pos() == scene.home(start, card)
    for _ in range(3):
        QTest.keyClick(board, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        settle(board)
    assert board.game.position == end


def test_f3_restarts_and_f1_deals_anew(board, give_up):
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    QTest.keyClick(board, Qt.Key.Key_F3)
    assert give_up.seen == [["Give up this game?", "It counts as lost."]]
    assert board.game.number == 1 and board.game.position == Position.deal(1)
    assert board.undo_stack.count() == 0
    QTest.keyClick(board, Qt.Key.Key_F1)
    assert 1 <= board.game.number <= 999_999
    assert board.game.position == Position.deal(board.game.number)
    assert str(board.game.number) in board.title()


@pytest.mark.parametrize("bad", ["", "abc", "0", "-3", "1234567"])
def test_f2_bad_input_explains_and_keeps_the_game(board, qtbot, bad, plings, give_up):
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    before = board.game.position
    QTest.keyClick(board, Qt.Key.Key_F2)
    dialog = board._deal_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.edit.setText(bad)
    QTest.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert dialog.isVisible()
    assert dialog.problem.text() != ""
    assert plings == ["pling"]
    assert board.game.number == 1 and board.game.position == before
    QTest.keyClick(dialog.edit, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert board.game.number == 1 and board.game.position == before


@pytest.mark.parametrize("key", [Qt.Key.Key_F1, Qt.Key.Key_F2, Qt.Key.Key_F3])
def test_f1_f2_f3_ask_before_a_game_is_given_up_and_cancel_keeps_it(board, key):
    """Issue 17: F3 at move 48 went to move 0 and counted a loss, without a question."""
    from tests.ui.conftest import QuestionAnswerer

    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    before = (board.game.number, board.game.position, board.undo_stack.count())
    cancel = QuestionAnswerer("Give up this game?", 1)
    try:
        QTest.keyClick(board, key)
    finally:
        cancel.stop()
    assert cancel.seen == [["Give up this game?", "It counts as lost."]]
    assert (board.game.number, board.game.position, board.undo_stack.count()) == before
    assert board._deal_dialog is None
    assert board.game.in_progress and not board._recorded


def test_f2_good_input_deals_that_number(board):
    QTest.keyClick(board, Qt.Key.Key_F2)
    dialog = board._deal_dialog
    QTest.keyClicks(dialog.edit, "617")
    QTest.keyClick(dialog.edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert board.game.number == 617
    assert board.game.position == Position.deal(617)
    assert "617" in board.title()


def test_win_is_detected_and_celebrated(board):
    # Everything up but the four kings, which lie in columns.
    position = Position(
        (tuple(parse_cards("KC")), tuple(parse_cards("KD")), tuple(parse_cards("KH")),
         tuple(parse_cards("KS")), (), (), (), ()), (None,) * 4, (12, 12, 12, 12))
    board.start_game(Game(5, position))
    QTest.keyClick(board, Qt.Key.Key_Delete)
    settle(board)
    assert board.game.is_won and board.celebrating
    assert board.scene_for_tests().message_text() == "Won! Deal 5 in 4 moves."
    assert board.info() == "Won in 4 moves (0:00)."  # one key: no second went by
    language_manager().set_language("de")
    try:
        assert board.scene_for_tests().message_text() == "Gewonnen! Spiel 5 in 4 Zügen."
        assert board.info() == "Gewonnen in 4 Zügen (0:00)."
    finally:
        language_manager().set_language("en")


def test_board_scales_with_the_window_and_fits_600_by_300(board, qtbot):
    scene = board.scene_for_tests()
    big = scene.layout.card_w
    board.resize(600, 300)
    qtbot.waitUntil(lambda: scene.layout.width == 600)
    small = scene.layout
    assert small.card_w < big
    for card, item in scene.items_by_card.items():
        rect = item.sceneBoundingRect()
        assert rect.right() <= 600 and rect.bottom() <= 300, card
        assert item.pos().x() == int(item.pos().x()) and item.pos().y() == int(item.pos().y())
    assert Layout.fit(600, 300).card_w >= 40


def test_outline_drag_moves_only_a_frame(board):
    board.action_outline.trigger()
    assert board.scene_for_tests().outline_drag
    board.new_deal(4)
    move = next(m for m in board.game.position.legal_moves()
                if m.source.area is Area.COLUMN and m.target.area is Area.COLUMN
                and board.game.position.columns[m.target.index])
    card = board.game.position.card_at(move.source)
    onto = board.game.position.card_at(move.target)
    item = board.scene_for_tests().items_by_card[card]
    home = item.pos()
    viewport = board.viewport()
    start, end = centre_of(board, card), centre_of(board, onto)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(10, 10))
    QTest.mouseMove(viewport, end)
    assert item.pos() == home  # the card stays, only the outline moves
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    settle(board)
    assert board.game.position.columns[move.target.index][-1] == card


def test_auto_safe_option_joins_the_action(board):
    board.start_game(Game(1, crafted(["KC 2H AH", "KD 9D"])))
    board.action_auto.trigger()
    board.act([Move(column(1), cell(0))])
    settle(board)
    assert board.game.position.foundations[2] == 2  # AH and 2H went up after the move
    assert board.undo_stack.count() == 1
    board.undo_stack.undo()
    settle(board)
    assert board.game.position.foundations[2] == 0


def test_animation_speed_follows_the_setting(board, clean_settings):
    durations = {}
    for speed in ("slow", "fast"):
        clean_settings.setValue("speed", speed)
        board.new_deal(4)
        board.act([board.game.position.legal_moves()[0]])
        scene = board.scene_for_tests()
        assert scene.animating
        durations[speed] = scene._animations[0].totalDuration()
        settle(board)
        assert not scene.animating
    assert durations["slow"] > 2 * durations["fast"] > 0



def test_the_info_line_tells_the_time_played_and_it_stops_at_the_win(board, monkeypatch):
    """The clock of the time played (kept games and the statistics count the same): it starts
    with the first move, ticks in the info line every second, stops at the win."""
    from cardsuite.ui.boards.vierfrei import board as vierfrei

    now = [1000.0]
    monkeypatch.setattr(vierfrei.time, "monotonic", lambda: now[0])
    position = Position(
        (tuple(parse_cards("KC QH")), tuple(parse_cards("KD")), tuple(parse_cards("KH")),
         tuple(parse_cards("KS")), (), (), (), ()), (None,) * 4, (12, 12, 11, 12))
    board.start_game(Game(5, position))
    board.action_finish.setChecked(False)  # the first move would finish it
    assert "Time: 0:00" in board.info() and not board._clock.isActive()  # not started yet
    board.act([Move(column(0), cell(0))])
    settle(board)
    assert board._clock.isActive() and board._clock.interval() == 1000
    now[0] += 83
    seen = []
    board.info_changed.connect(seen.append)
    board._clock.timeout.emit()  # the second's tick
    assert "Time: 1:23" in seen[-1]
    QTest.keyClick(board, Qt.Key.Key_Delete)  # everything home: won
    settle(board)
    now[0] += 600
    assert board.game.is_won and not board._clock.isActive()
    assert board.info() == "Won in 6 moves (1:23)."


def test_a_won_game_finishes_by_itself_in_the_same_undo_step(board, qtbot):
    """Finish a won game (on unless turned off): once nothing but sending cards home is left,
    the move that made it so sends them all, as one action (KPat's autodrop)."""
    position = Position(
        (tuple(parse_cards("KC QH")), tuple(parse_cards("KD JS")), tuple(parse_cards("KH")),
         tuple(parse_cards("KS QS")), (), (), (), ()), (None,) * 4, (12, 12, 11, 10))
    board.start_game(Game(5, position))
    assert board.action_finish.isChecked() and board.action_finish in board.option_actions()
    board.act([Move(column(1), cell(0))])  # JS up: nothing else is in the way now
    settle(board)
    assert board.game.is_won and board.undo_stack.count() == 1
    board.undo_stack.undo()
    settle(board)
    assert board.game.position == position
    board.action_finish.trigger()  # off, and kept
    from cardsuite.ui import settings

    assert settings.get_flag("vierfrei/auto_finish", True) is False
    board.act([Move(column(1), cell(0))])
    settle(board)
    assert not board.game.is_won and board.game.move_count == 1
