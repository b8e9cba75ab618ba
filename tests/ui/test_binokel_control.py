"""The Binokel board's 1992 controls: the result and control screen's keys, the keyboard
cursor over the hand, and the Options menu.

Deals are found by what the computer players do (see test_binokel_board); every wait is on
the board's own state.
"""

import functools

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import Phase, Play
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.session import HUMAN, Session, SessionSettings
from cardsuite.ui.boards.binokel.board import BinokelBoard
from cardsuite.ui.boards.binokel.slots import SlotDialog, save_slots
from cardsuite.ui.boards.binokel.topten import topten
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.sound import sounds
from tests.ui import test_binokel_board as base
from tests.ui.test_binokel_board import (
    LEVEL,
    SEED,
    WAIT,
    click,
    click_table,
    reach_play,
    settle,
    win_the_bidding,
)

# The board tests' board, for the tests here.
board = base.board


@functools.cache
def one_game() -> dict:
    """A round whose first game is finished, every seat played by a computer player."""
    session = Session(SessionSettings(levels=(LEVEL, LEVEL), seed=SEED))
    player = make_bot(LEVEL, SEED)
    while session.games < 1:
        if session.deal is None or session.deal.phase is Phase.FINISHED:
            session.new_deal()
        elif session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(player.act(session.deal.observation(HUMAN)))
    return session.to_dict()


def open_pad(board, qtbot):
    """Show a finished first game: its result, then the control screen."""
    board.start_session(Session.from_dict(one_game()))
    qtbot.waitUntil(lambda: board.result_dialog is not None and board.result_dialog.isVisible(),
                    timeout=WAIT)
    click(qtbot, board.result_dialog.ok_button)
    return wait_pad(board, qtbot)


def wait_pad(board, qtbot):
    qtbot.waitUntil(lambda: board.pad_dialog is not None and board.pad_dialog.isVisible(),
                    timeout=WAIT)
    return board.pad_dialog


def answer_next_alert(button: int, seen: list) -> None:
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert):
        seen.append(alert.lines())
        alert.button(button).click()
    else:
        QTimer.singleShot(10, lambda: answer_next_alert(button, seen))


def test_the_pad_is_the_control_screen_with_the_1992_keys(board, qtbot):
    pad = open_pad(board, qtbot)
    assert [b.text() for b in pad.buttons()] == [
        "Load (F1)", "Save (F2)", "New (F3)", "Exit (Alt-X)", "Continue"]
    assert pad.continue_button.is_default()
    # F2 saves: the slot dialog, then the pad again with the same game to continue from.
    QTest.keyClick(pad, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: isinstance(board.slot_dialog, SlotDialog), timeout=WAIT)
    assert board.slot_dialog.mode == "save"
    QTest.keyClick(board.slot_dialog, Qt.Key.Key_B)
    QTest.keyClick(board.slot_dialog, Qt.Key.Key_Return)
    pad = wait_pad(board, qtbot)
    assert save_slots().used("B") and pad.next_deal
    # F1 loads: Escape in the slot dialog brings the pad back, nothing changed.
    QTest.keyClick(pad, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(board.slot_dialog, SlotDialog), timeout=WAIT)
    assert board.slot_dialog.mode == "load"
    QTest.keyClick(board.slot_dialog, Qt.Key.Key_Escape)
    pad = wait_pad(board, qtbot)
    # Alt-X asks to leave Binokel (the screen asks and closes the window); staying, the pad
    # comes back.
    closing = []
    board.close_requested.connect(lambda: closing.append(True))
    QTest.keyClick(pad, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    assert closing == [True]
    pad = wait_pad(board, qtbot)
    # F3 starts a new round, asking first: Cancel keeps the round and the pad.
    seen = []
    QTimer.singleShot(0, lambda: answer_next_alert(1, seen))
    QTest.keyClick(pad, Qt.Key.Key_F3)
    assert seen == [["Give up this round?", "Its games are lost", "unless you save it first."]]
    pad = wait_pad(board, qtbot)
    assert board.session.games == 1
    # Escape closes the pad; a click on the table opens it again; Return deals game 2.
    QTest.keyClick(pad, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: board.pad_dialog is None, timeout=WAIT)
    assert board.pad_waiting() and "score pad" in board.info()
    click_table(board)
    pad = wait_pad(board, qtbot)
    finished = board.deal
    QTest.keyClick(pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: board.deal is not finished, timeout=WAIT)
    assert board.session.games == 1 and board.deal.phase is Phase.BIDDING
    settle(board, qtbot)


def test_f3_on_the_pad_gives_up_the_round_after_asking(board, qtbot):
    pad = open_pad(board, qtbot)
    seen = []
    QTimer.singleShot(0, lambda: answer_next_alert(0, seen))  # "Give up"
    QTest.keyClick(pad, Qt.Key.Key_F3)
    assert len(seen) == 1
    assert board.pad_dialog is None and board.session.games == 0
    settle(board, qtbot)


# --- the keyboard cursor ---------------------------------------------------------------------

def test_four_cards_pressed_by_the_keyboard(board, qtbot):
    win_the_bidding(board, qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)  # a key takes the Dabb up
    settle(board, qtbot)
    assert not board.dabb_showing and board.deal.phase is Phase.PRESSING
    scene = board.scene_for_tests()
    QTest.keyClick(board, Qt.Key.Key_End)
    hand = board.hand_ids()
    assert len(hand) == 16 and board.cursor_card() == hand[-1]
    assert scene.cursor_bar.isVisible()
    bar = scene.cursor_bar.sceneBoundingRect()
    card = scene.card_items[hand[-1]].sceneBoundingRect()
    assert bar.bottom() <= card.top() and bar.left() == card.left()
    for _ in range(4):
        QTest.keyClick(board, Qt.Key.Key_Space)
        QTest.keyClick(board, Qt.Key.Key_Left)
    assert board.selected == set(hand[-4:])
    QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)  # taken back
    assert board.selected == set(hand[-3:])
    QTest.keyClick(board, Qt.Key.Key_Return)  # three chosen: not yet
    assert board.deal.phase is Phase.PRESSING
    QTest.keyClick(board, Qt.Key.Key_Space)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert board.deal.phase is Phase.TRUMP and len(board.deal.hands[HUMAN]) == 12


def test_a_card_played_by_the_keyboard_and_an_illegal_one_refused(board, qtbot, plings):
    reach_play(board, qtbot)
    deal = board.deal
    while True:
        settle(board, qtbot)
        if board.pending_trick is not None:
            QTest.keyClick(board, Qt.Key.Key_Space)
            continue
        assert deal.phase is Phase.PLAYING and deal.to_move == HUMAN
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        hand = board.hand_ids()
        scene = board.scene_for_tests()
        cards = [scene.card_of(pid) for pid in hand]
        if any(card not in legal for card in cards):
            break
        QTest.keyClick(board, Qt.Key.Key_Home)
        QTest.keyClick(board, Qt.Key.Key_Return)  # nothing chosen: the card under the cursor
        assert len(deal.hands[HUMAN]) == len(hand) - 1
    wrong = next(i for i, card in enumerate(cards) if card not in legal)
    right = next(i for i, card in enumerate(cards) if card in legal)
    QTest.keyClick(board, Qt.Key.Key_Home)
    for _ in range(wrong):
        QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)
    assert board.selected == {hand[wrong]} and scene.card_items[hand[wrong]].selected
    before = len(plings)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert len(plings) == before + 1 and board.selected == set()
    assert len(deal.hands[HUMAN]) == len(hand)
    QTest.keyClick(board, Qt.Key.Key_Home)
    for _ in range(right):
        QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert len(deal.hands[HUMAN]) == len(hand) - 1 and board.selected == set()
    settle(board, qtbot)


def test_return_bids_the_number_offered(board, qtbot):
    deal = board.deal
    settle(board, qtbot)
    assert deal.phase is Phase.BIDDING and deal.to_move == HUMAN
    offered = deal.next_bid
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert (HUMAN, deal.history[-1][1]) in deal.history and deal.history[-1][1].value == offered
    settle(board, qtbot)


# --- the Options menu ---------------------------------------------------------------------

def test_the_options_menu_sets_the_rules_of_the_next_round_and_the_levels(board, qtbot):
    texts = [a.text() for a in board.option_actions() if not a.isSeparator()]
    assert texts == [
        "Reaching the bid is enough (next round)",
        "A lost game costs twice the bid (next round)",
        "Going out gives the others 30 (next round)",
        "Meld by hand (next round)",
        "48 cards with sevens (next round)",
        "Card points rounded to tens (next round)",
        "With sevens: a pressed Diß still melds (next round)",
        "A double family counts 1500 (next round)",
        "Durch and Bettel (next round)",
        "A round of 24 games (next round)",
        "Play to 1000 points (next round)",
        "Play to 1500 points (next round)",
        "Collect tricks automatically",
        "Mark the playable cards",
        "Four-colour deck (colour theme)",
        *(f"Strength of {name}: {level}" for name in ("Jim", "Cathy")
          for level in ("easy", "medium", "strong")),
    ]
    assert board.target_actions[None].isChecked()
    board.flag_actions["bid_reached_wins"].trigger()
    board.flag_actions["double_loss"].trigger()
    board.flag_actions["round_points"].trigger()
    board.target_actions[1500].trigger()
    assert QSettings().value("binokel/target") in (1500, "1500")
    # The round on the table keeps its rules; the next one has the new ones.
    assert board.session.settings.options == Options()
    assert "next round" in board.info()
    board.new_round()
    assert board.session.settings.options == Options(bid_reached_wins=True, double_loss=True,
                                                     round_points=True, target=1500)
    assert board.deal.options == board.session.settings.options
    board.flag_actions["double_loss"].trigger()  # off again
    board.flag_actions["round_points"].trigger()
    board.target_actions[None].trigger()
    board.level_actions[(2, "strong")].trigger()
    assert board.session.settings.levels == (LEVEL, "strong")
    assert QSettings().value("binokel/level2") == "strong"
    board.new_round()
    assert board.session.settings.options == Options(bid_reached_wins=True)
    assert board.level_actions[(2, "strong")].isChecked()
    settle(board, qtbot)


# --- the start screen and the end of a round ------------------------------------------------

def shown_board(qtbot, start_screen: bool = True) -> BinokelBoard:
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", LEVEL)
    widget = BinokelBoard(deal=base.player_solo_deal(), seed=SEED, start_screen=start_screen)
    qtbot.addWidget(widget)
    widget.resize(860, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_start_screen_comes_first_and_nobody_moves_meanwhile(qtbot, clean_settings,
                                                                  english):
    board = shown_board(qtbot)
    try:
        qtbot.waitUntil(lambda: board.start_dialog is not None
                        and board.start_dialog.isVisible(), timeout=WAIT)
        dialog = board.start_dialog
        assert board.waiting_for_player() and not board.thinking and not board.deal.history
        dialog.name_edit.setText("Wolfgang")
        click(qtbot, dialog.speed_buttons["slow"])
        click(qtbot, dialog.continue_button)
        qtbot.waitUntil(lambda: board.start_dialog is None, timeout=WAIT)
        assert QSettings().value("binokel/name") == "Wolfgang"
        assert board.player_name() == "Wolfgang" and QSettings().value("speed") == "slow"
        settle(board, qtbot)
        assert board.deal.history  # Jim, Mittelhand, has spoken
    finally:
        board.leave()
        board.worker.wait()


def test_load_on_the_start_screen_with_an_empty_slot_comes_back_to_it(qtbot, clean_settings,
                                                                      english):
    board = shown_board(qtbot)
    try:
        qtbot.waitUntil(lambda: board.start_dialog is not None
                        and board.start_dialog.isVisible(), timeout=WAIT)
        click(qtbot, board.start_dialog.load_button)
        qtbot.waitUntil(lambda: isinstance(board.slot_dialog, SlotDialog), timeout=WAIT)
        seen = []
        QTimer.singleShot(0, lambda: answer_next_alert(0, seen))
        QTest.keyClick(board.slot_dialog, Qt.Key.Key_Q)
        QTest.keyClick(board.slot_dialog, Qt.Key.Key_Return)
        assert seen and seen[0][:2] == ["Could not open the file.", "Slot Q is empty."]
        qtbot.waitUntil(lambda: board.start_dialog is not None
                        and board.start_dialog.isVisible(), timeout=WAIT)
        closing = []
        board.close_requested.connect(lambda: closing.append(True))
        click(qtbot, board.start_dialog.exit_button)
        assert closing == [True]
    finally:
        board.leave()
        board.worker.wait()


@functools.cache
def short_round() -> dict:
    """A round of two games (Options.round_length), both played."""
    session = Session(SessionSettings(options=Options(round_length=2), levels=(LEVEL, LEVEL),
                                      seed=SEED))
    player = make_bot(LEVEL, SEED)
    while not session.over:
        if session.deal is None or session.deal.phase is Phase.FINISHED:
            session.new_deal()
        elif session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(player.act(session.deal.observation(HUMAN)))
    return session.to_dict()


def test_after_the_last_game_the_effect_and_the_top_ten_then_a_new_round(board, qtbot):
    QSettings().setValue("binokel/name", "Cathy's rival")
    finished = Session.from_dict(short_round())
    total = finished.totals[HUMAN]
    heard = []
    sounds().played.connect(heard.append)
    try:
        board.start_session(finished)
        qtbot.waitUntil(lambda: board.result_dialog is not None, timeout=WAIT)
        click(qtbot, board.result_dialog.ok_button)
        pad = wait_pad(board, qtbot)
        assert pad.played_text() == "Games played: 2 of 2"
        QTest.keyClick(pad, Qt.Key.Key_Return)  # Continue: the round is over
        qtbot.waitUntil(lambda: board.round_end is not None, timeout=WAIT)
        assert "fanfare" in heard
        assert board.waiting_for_player() and not board.thinking
        board.round_end.finish_effect()
        qtbot.waitUntil(lambda: board.round_end.dialog is not None
                        and board.round_end.dialog.isVisible(), timeout=WAIT)
        top = board.round_end.dialog
        assert top.highlighted() == 1
        assert top.row_texts()[0][1:3] == ["Cathy's rival", str(total)]
        # The list names the round's winner: worked out here from the pad's totals.
        totals = finished.totals
        best = max(totals)
        winners = [name for name, t in zip(["Cathy's rival", "Jim", "Cathy"], totals,
                                           strict=True) if t == best]
        assert top.winner_label.isVisible()
        assert top.winner_label.text() in (f"Winner of the round: {winners[0]} ({best})",
                                           f"Winners of the round: {' and '.join(winners)} "
                                           f"({best} each)")
        # Kept across runs: a fresh list read from the file has the entry.
        again = topten()
        again.load()
        assert [(e.name, e.score) for e in again.entries] == [("Cathy's rival", total)]
        click(qtbot, top.new_button)
        qtbot.waitUntil(lambda: board.round_end is None, timeout=WAIT)
        assert board.session is not finished and board.session.games == 0
        assert board.deal.phase is Phase.BIDDING
        settle(board, qtbot)
    finally:
        sounds().played.disconnect(heard.append)
