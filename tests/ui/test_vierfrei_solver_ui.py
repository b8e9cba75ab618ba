"""Hint, "solvable from here?", demo and statistics on the board, with the solver in the background."""

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.engine.cards import parse_cards
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.rules import Area, Move, Place, Position
from cardsuite.games.vierfrei.solver import Verdict, solve
from cardsuite.ui.boards.vierfrei import board as vierfrei
from cardsuite.ui.boards.vierfrei.stats import StatisticsDialog, statistics_path
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.sound import sounds
from tests.ui.conftest import settle

SLOW = 30_000  # ms the tests wait at most for a background search


def near_the_end() -> Position:
    """Everything home but the kings, which lie in the columns, and the queen of spades."""
    return Position(
        (tuple(parse_cards("KC")), tuple(parse_cards("KD")), tuple(parse_cards("KH QS")),
         tuple(parse_cards("KS")), (), (), (), ()), (None,) * 4, (12, 12, 12, 11))


def test_info_line_follows_the_search_while_the_board_keeps_working(board, qtbot):
    ticks = []
    busy_seen = []
    timer = QTimer()
    timer.timeout.connect(lambda: (ticks.append(1), busy_seen.append(board.solver.busy)))
    timer.start(5)
    board.new_deal(11982)  # a search of a few seconds: it has to prove the deal lost
    assert "Thinking" in board.info()
    qtbot.waitUntil(lambda: "This deal cannot be won." in board.info(), timeout=SLOW)
    timer.stop()
    # The GUI thread ran its timer again and again while the search was busy.
    assert sum(busy_seen) >= 2 and len(ticks) >= 2
    board.new_deal(617)
    qtbot.waitUntil(lambda: "Solvable from here." in board.info(), timeout=SLOW)


def test_hint_frames_the_first_move_of_a_solution(board, qtbot):
    board.new_deal(617)
    QTest.keyClick(board, Qt.Key.Key_F4)
    scene = board.scene_for_tests()
    qtbot.waitUntil(lambda: scene.hint_visible, timeout=SLOW)
    first = board.solver.known(board.game.position).moves[0]
    card = board.game.position.card_at(first.source)
    assert scene._hint_source.rect().contains(scene.items_by_card[card].sceneBoundingRect())
    assert scene._hint_target.isVisible()
    # Following the hint needs no new search: the rest of the solution is known.
    board.act([first])
    settle(board)
    assert not scene.hint_visible
    assert board.solver.known(board.game.position).verdict is Verdict.SOLVED
    assert "Solvable from here." in board.info()


def test_unsolvable_deal_is_reported_and_the_hint_plings(board, qtbot):
    heard = []
    sounds().played.connect(heard.append)
    try:
        board.new_deal(11982)
        qtbot.waitUntil(lambda: "This deal cannot be won." in board.info(), timeout=SLOW)
        QTest.keyClick(board, Qt.Key.Key_F4)
        assert heard == ["pling"] and not board.scene_for_tests().hint_visible
    finally:
        sounds().played.disconnect(heard.append)


def test_a_move_cancels_the_running_search(board, qtbot):
    board.new_deal(11982)  # a long search
    qtbot.waitUntil(lambda: board.solver.busy, timeout=SLOW)
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    assert "Thinking" in board.info() or "solvable" in board.info().lower()
    assert board.solver.wait(SLOW / 1000)


def test_demo_plays_to_the_end(board, qtbot):
    board.start_game(Game(3, near_the_end()))
    QTest.keyClick(board, Qt.Key.Key_F5)
    assert board.demo_running
    qtbot.waitUntil(lambda: board.game.is_won and board.celebrating, timeout=SLOW)
    assert not board.demo_running
    # The demo finished it: played, but not a win of the player's.
    statistics = vierfrei.shared_statistics()
    assert (statistics.played, statistics.won) == (1, 0)


def test_a_click_stops_the_demo(board, qtbot):
    board.new_deal(5)
    board.start_demo()
    qtbot.waitUntil(lambda: board.game.move_count >= 2, timeout=SLOW)
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(5, 5))
    assert not board.demo_running
    moves = board.game.move_count
    qtbot.wait(400)
    assert board.game.move_count == moves


def test_a_key_stops_the_demo(board, qtbot):
    board.new_deal(5)
    board.start_demo()
    qtbot.waitUntil(lambda: board.game.move_count >= 1, timeout=SLOW)
    QTest.keyClick(board, Qt.Key.Key_Space)
    assert not board.demo_running


def test_statistics_count_wins_and_abandoned_games(board, qtbot):
    board.start_game(Game(3, near_the_end()))
    for move in solve(board.game.position).moves:
        if board.game.is_won:  # the rest went home by itself (Finish a won game)
            break
        board.act([move])
        settle(board)
    assert board.celebrating
    board.new_deal(7)
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    board.new_deal(8)  # leaving deal 7 unfinished: a loss
    statistics = vierfrei.shared_statistics()
    assert (statistics.played, statistics.won) == (2, 1)
    assert statistics.deal(3).won == 1 and statistics.deal(7).won == 0
    assert statistics.current_streak == 0 and statistics.best_streak == 1
    assert statistics_path().exists()
    QTest.keyClick(board, Qt.Key.Key_F6)
    dialog = board._stats_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.value_text("played") == "2" and dialog.value_text("won") == "1"
    dialog.reject()


def test_damaged_statistics_file_is_reported_and_kept(board, qtbot):
    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json")
    vierfrei._statistics_state.clear()
    seen = []

    def answer():
        alerts = [w for w in QApplication.topLevelWidgets() if isinstance(w, GemAlert) and w.isVisible()]
        if not alerts:
            QTimer.singleShot(20, answer)
            return
        seen.append(alerts[0].lines())
        QTest.mouseClick(alerts[0].button(0), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    QTest.keyClick(board, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: seen != [])
    assert seen[0][0] == "The statistics file cannot be used:"
    assert any("not valid JSON" in line for line in seen[0])
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    board.new_deal(9)  # would record a loss: the file must stay as it was
    assert path.read_text() == "{ this is not json"


def test_a_deal_that_never_could_be_won_says_so_and_a_lost_one_says_no_longer(board, qtbot):
    """Deal 146692 is one of the eight unsolvable deals up to a million: "No longer solvable"
    at its first move was wrong (kpat: "cannot be won").  A position the player spoiled is
    "no longer" solvable."""
    board.new_deal(146692)
    qtbot.waitUntil(lambda: "This deal cannot be won." in board.info(), timeout=SLOW)
    board.act([board.game.position.legal_moves()[0]])
    settle(board)
    qtbot.waitUntil(lambda: "This deal cannot be won." in board.info(), timeout=SLOW)
    # Deal 617 can be won; seven careless moves (found by a random walk) spoil it.
    board.new_deal(617)
    qtbot.waitUntil(lambda: "Solvable from here." in board.info(), timeout=SLOW)
    column, free = (lambda i: Place(Area.COLUMN, i)), (lambda i: Place(Area.CELL, i))
    for source, target in ((column(5), free(0)), (column(5), free(1)), (column(0), free(2)),
                           (column(4), column(7)), (free(0), column(5)),
                           (column(7), free(0)), (column(6), free(3))):
        board.act([Move(source, target)])
        settle(board)
    qtbot.waitUntil(lambda: "No longer solvable." in board.info(), timeout=SLOW)
    # All four free cells taken, no column empty: a run of one card, in the singular.
    vierfrei.language_manager().set_language("en")  # (the English file has the singulars)
    assert "Supermove: up to 1 card   " in board.info()
    vierfrei.language_manager().set_language("de")
    try:
        assert "Superzug: bis 1 Karte   " in board.info()
        assert board.info().endswith("Nicht mehr lösbar.")
    finally:
        vierfrei.language_manager().set_language("en")


def hinted_move(board):
    """The move the hint frames: the one whose card and target the frames cover."""
    scene = board.scene_for_tests()
    for move in board.alternatives():
        card = board.game.position.card_at(move.source)
        if scene._hint_source.rect() == scene.items_by_card[card].sceneBoundingRect() \
                .adjusted(-2, -2, 2, 2) \
                and scene._hint_target.rect() == scene.target_rect(move.target, card) \
                .adjusted(-2, -2, 2, 2):
            return move
    return None


def next_hint(board, qtbot, plings) -> None:
    """F4 again, and wait until it framed another move (or plinged)."""
    before, heard = hinted_move(board), len(plings)
    QTest.keyClick(board, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: len(plings) > heard or hinted_move(board) != before, timeout=SLOW)


def test_f4_again_shows_the_next_move_that_still_wins_and_the_hint_stays(board, qtbot, plings):
    board.new_deal(617)
    qtbot.waitUntil(lambda: "Solvable from here." in board.info(), timeout=SLOW)
    scene = board.scene_for_tests()
    QTest.keyClick(board, Qt.Key.Key_F4)
    assert scene.hint_visible and not scene._hint_timer.isActive()  # it stays
    shown = [hinted_move(board)]
    assert shown[0] == board.solver.known(board.game.position).moves[0]
    for _ in range(3):
        next_hint(board, qtbot, plings)
        if plings:
            break
        shown.append(hinted_move(board))
    assert len(shown) >= 2 and len(set(shown)) == len(shown)  # each F4 another move
    for move in shown:  # each can still be won after, by a search of its own
        assert solve(board.game.position.apply(move)).verdict is Verdict.SOLVED
    board.act([shown[-1]])  # the move hides the hint
    settle(board)
    assert not scene.hint_visible


def test_after_the_last_other_move_f4_plings_and_starts_again(board, qtbot, plings):
    board.start_game(Game(3, near_the_end()))
    qtbot.waitUntil(lambda: "Solvable from here." in board.info(), timeout=SLOW)
    QTest.keyClick(board, Qt.Key.Key_F4)
    first, shown = hinted_move(board), set()
    for _ in range(len(board.alternatives())):
        next_hint(board, qtbot, plings)
        if plings:
            break
        shown.add(hinted_move(board))
    assert plings == ["pling"] and hinted_move(board) == first
    assert shown | {first} == set(board.alternatives())  # near the end every move wins
