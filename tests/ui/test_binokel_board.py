"""The Binokel board driven like a person: real mouse clicks on cards, buttons and dialogs.

The computer players play at the fastest level ("random"); every wait is
``qtbot.waitUntil`` on the board's own state, never a fixed time.  The deal
is found by playing the session through the engine first, with the player
bidding on until he wins (:func:`player_solo_deal`), so that a retuned bot
changes which deal is used, not what the tests prove.
"""

import functools

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.engine.cards import Card, Suit, parse_cards
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import Announce, Bid, Deal, GoOut, Meld, Pass, Phase, Play, Press
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.session import HUMAN, PadRow, Session, SessionSettings
from cardsuite.ui.boards.binokel.board import OPTION_FLAGS, BinokelBoard
from cardsuite.ui.boards.binokel.dialogs import MeldDialog
from cardsuite.ui.boards.binokel.pad import PAGE_ROWS, ScorePadDialog, solo_text
from cardsuite.ui.boards.binokel.slots import SlotDialog, save_slots
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.i18n import language_manager

WAIT = 30_000  # ms: generous for a slow shared machine; the tests never sleep
SEED = 5
LEVEL = "random"



# --- the deal, chosen by what the computer players do in it -------------------------------

def _session(number: int) -> Session:
    session = Session(SessionSettings(levels=(LEVEL, LEVEL), seed=SEED))
    session.new_deal(number)
    return session


def bid_on_deal(session_for, fits, tries: int = 2_000) -> int:
    """The first deal number whose bidding — the player bidding on, the computer players as
    they bid — ends in a deal ``fits(deal)`` accepts; ``session_for(number)`` deals it."""
    for number in range(1, tries):
        session = session_for(number)
        deal = session.deal
        while deal.phase is Phase.BIDDING:
            if session.bot_to_move:
                session.bot_step()
            else:
                session.human_apply(Bid(deal.next_bid))
        if fits(deal):
            return number
    raise AssertionError("no deal fits")


@functools.cache
def player_solo_deal() -> int:
    """A deal the player wins by bidding on, with the bid at most 250 (so that the
    computer players have bid or passed a few times first)."""
    return bid_on_deal(_session, lambda deal: deal.solo == HUMAN and deal.bid <= 250
                       and len(deal.history) >= 3)


@functools.cache
def computer_solo_deal() -> int:
    """A deal in which the player passes when first asked and a computer player wins the
    bidding after at least one bid of his own, then melds rather than going out."""
    for number in range(1, 2_000):
        session = _session(number)
        deal = session.deal
        while deal.phase is not Phase.PLAYING and deal.phase is not Phase.FINISHED:
            if session.bot_to_move:
                session.bot_step()
            elif deal.phase is Phase.BIDDING:
                session.human_apply(Pass())
            else:
                break
        if deal.phase is Phase.PLAYING and deal.solo != HUMAN \
                and any(s == deal.solo and isinstance(a, Bid) for s, a in deal.history):
            return number
    raise AssertionError("no deal fits")


# --- driving the board ------------------------------------------------------------------------

def make_board(qtbot, deal: int) -> BinokelBoard:
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", LEVEL)
    board = BinokelBoard(deal=deal, seed=SEED)
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    return board



@pytest.fixture
def board(qtbot, clean_settings, english):
    widget = make_board(qtbot, player_solo_deal())
    yield widget
    widget.leave()
    widget.worker.wait()


def settle(board, qtbot) -> None:
    """Wait until the board waits for the player (cards landed, computer players done)."""
    qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def item_point(board, item) -> QPoint:
    """A point on the visible part of a card (hand cards overlap to the right)."""
    rect = item.sceneBoundingRect()
    return board.mapFromScene(QPointF(rect.left() + 5, rect.top() + rect.height() / 3))


def click_item(board, item) -> None:
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(board, item))


def click_card(board, card: Card) -> None:
    click_item(board, board.scene_for_tests().item_for(card))


def click_table(board) -> None:
    lay = board.scene_for_tests().layout
    point = board.mapFromScene(QPointF(lay.left + 4, lay.top + 4))
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def win_the_bidding(board, qtbot) -> None:
    """Click the next number whenever asked until the player is solo; the Dabb turns up."""
    deal = board.deal
    while deal.phase is Phase.BIDDING:
        settle(board, qtbot)
        if deal.phase is not Phase.BIDDING:
            break
        assert board.bar.isVisible()
        assert [b.text() for b in board.bar.buttons] == [str(deal.next_bid), "Pass"]
        click(qtbot, board.bar.buttons[0])
    settle(board, qtbot)
    assert deal.solo == HUMAN and deal.phase is Phase.PRESSING
    assert board.dabb_showing
    scene = board.scene_for_tests()
    dabb = [scene.card_items[pid] for pid in sorted(scene._dabb_in_hand())]
    assert all(item.face_up for item in dabb) and sorted(i.card for i in dabb) == sorted(deal.dabb)
    # Turned up it lies sorted as a hand is, left to right.
    assert [item.card for item in sorted(dabb, key=lambda item: item.pos().x())] \
        == rules.sort_hand(deal.dabb)
    assert "Game: You %1".replace("%1", str(deal.bid)) in board.info()


def press_four(board, qtbot) -> list[int]:
    """Take up the Dabb with a click, then choose the four lowest cards (one taken back)."""
    click_table(board)
    settle(board, qtbot)
    deal = board.deal
    scene = board.scene_for_tests()
    assert not board.dabb_showing and len(deal.hands[HUMAN]) == 16
    hand = scene.hand_ids(HUMAN)
    assert [scene.card_of(pid) for pid in hand] == rules.sort_hand(deal.hands[HUMAN])
    low = hand[-5:]
    for pid in low:
        click_item(board, scene.card_items[pid])
    assert board.selected == set(low[:4])  # a fifth card plings and is not chosen
    assert scene.card_items[low[0]].selected and not scene.card_items[low[4]].selected
    assert board.bar.buttons[0].text() == "OK" and board.bar.buttons[0].isEnabled()
    click_item(board, scene.card_items[low[0]])  # taken back
    assert board.selected == set(low[1:4]) and not board.bar.buttons[0].isEnabled()
    assert not scene.card_items[low[0]].selected
    click_item(board, scene.card_items[low[4]])
    assert board.selected == set(low[1:])
    click(qtbot, board.bar.buttons[0])
    return low[1:]


def name_trump_and_meld(board, qtbot):
    qtbot.waitUntil(lambda: board.trump_dialog is not None and board.trump_dialog.isVisible(),
                    timeout=WAIT)
    dialog = board.trump_dialog
    best = meld_table.best_trump(board.deal.hands[HUMAN])
    click(qtbot, dialog.suit_buttons[best])
    qtbot.waitUntil(lambda: board.meld_dialog is not None and board.meld_dialog.isVisible(),
                    timeout=WAIT)
    assert board.deal.trump == best
    return board.meld_dialog


def play_out_by_clicks(board, qtbot, space_too: bool = False) -> int:
    """Click the player's first legal card whenever he is on turn, and the table to collect
    each trick (``space_too``: the Space key every other time), until the deal is over and
    its result shows; the cards he played."""
    deal = board.deal
    played = 0
    while deal.phase is not Phase.FINISHED:
        settle(board, qtbot)
        if board.pending_trick is not None:
            if space_too and not played % 2:
                QTest.keyClick(board, Qt.Key.Key_Space)  # a key collects the trick too
            else:
                click_table(board)
            continue
        if deal.phase is Phase.FINISHED:
            break
        assert deal.to_move == HUMAN
        card = next(a.card for a in deal.legal_actions() if isinstance(a, Play))
        before = deal.hands[HUMAN].count(card)
        click_card(board, card)
        assert deal.hands[HUMAN].count(card) == before - 1
        played += 1
    settle(board, qtbot)
    if board.pending_trick is not None:
        click_table(board)
    qtbot.waitUntil(lambda: board.result_dialog is not None and board.result_dialog.isVisible(),
                    timeout=WAIT)
    return played


def reach_play(board, qtbot) -> None:
    win_the_bidding(board, qtbot)
    press_four(board, qtbot)
    dialog = name_trump_and_meld(board, qtbot)
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    click(qtbot, board.shown_dialog.ok_button)
    settle(board, qtbot)
    assert board.deal.phase is Phase.PLAYING


# --- a whole deal ---------------------------------------------------------------------------

def test_a_whole_deal_played_by_clicks(board, qtbot):
    assert board.title() == f"Binokel – deal {board.deal.number}"
    deal = board.deal
    win_the_bidding(board, qtbot)
    pressed = press_four(board, qtbot)
    scene = board.scene_for_tests()
    presses = [a for s, a in deal.history if isinstance(a, Press)]
    assert len(presses) == 1
    assert sorted(presses[0].cards) == sorted(scene.card_of(pid) for pid in pressed)
    dialog = name_trump_and_meld(board, qtbot)
    sheet = meld_table.meld_sheet(deal.hands[HUMAN], deal.trump)
    # The meld screen shows the filled-in melds: pressed buttons, values, the total, OK and AB.
    for suit in rules.SUIT_ORDER:
        shown = tuple(b.text() for b in dialog.suit_buttons[suit] if b.isChecked())
        assert shown == sheet.buttons(suit)
    assert [b.text() for b in dialog.cross_buttons["binokel"]] == ["40", "300"]
    assert [b.text() for b in dialog.cross_buttons["rundgang"]] == ["240"]
    assert dialog.total_value.text() == str(sheet.total)
    assert dialog.out_button is not None and dialog.out_button.text() == "AB"
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    assert any(isinstance(a, Meld) for _s, a in deal.history)
    lines = board.shown_dialog.texts()
    assert lines[0].startswith("Jim:") and any(line.startswith("Cathy:") for line in lines)
    assert f"melded {deal.meld_points[HUMAN]}" in board.info()
    click(qtbot, board.shown_dialog.ok_button)
    assert play_out_by_clicks(board, qtbot, space_too=True) == rules.TRICKS
    texts = board.result_dialog.texts()
    scores = deal.result.scores
    assert texts[1].startswith("You (solo)") and texts[1].endswith(
        f"+{scores[0]}" if scores[0] > 0 else str(scores[0]))
    assert texts[2].startswith("Jim") and texts[3].startswith("Cathy")
    points = [board.scene_for_tests().seat_points(seat) for seat in range(3)]
    assert sum(points) == rules.TOTAL_CARD_POINTS + rules.LAST_TRICK_BONUS
    number = deal.number
    click(qtbot, board.result_dialog.ok_button)
    # Then the score pad: the game on its first row; its Continue deals the next game.
    qtbot.waitUntil(lambda: board.pad_dialog is not None and board.pad_dialog.isVisible(),
                    timeout=WAIT)
    pad = board.pad_dialog
    assert board.deal is deal and board.waiting_for_player()
    solo = "won" if deal.result.won else "lost"
    assert pad.row_texts() == [["1", str(number), f"You: {solo}", deal.trump.name.title(),
                                str(deal.bid), *(f"({signed(v)}) {v}" for v in scores)]]
    assert pad.page_text() == "Page 1 of 4" and pad.played_text() == "Games played: 1 of 24"
    assert pad.continue_button.is_default()
    click(qtbot, pad.continue_button)
    settle(board, qtbot)
    assert board.pad_dialog is None
    assert board.deal is not deal and board.deal.number != number
    assert board.session.rows and board.session.rows[0].scores == scores


def test_a_bettel_announced_in_the_trump_dialog_is_played_and_written_on_the_pad(
        qtbot, clean_settings, english):
    """With "Durch and Bettel" in the Options menu the trump dialog offers them; a Bettel has
    no melds, ends at the first trick the player takes (or runs to the end) and the pad
    names it."""
    QSettings().setValue(OPTION_FLAGS["durch_bettel"], True)
    board = make_board(qtbot, player_solo_deal())
    try:
        assert board.flag_actions["durch_bettel"].isChecked()
        assert board.flag_actions["durch_bettel"].text() == "Durch and Bettel (next round)"
        deal = board.deal
        assert deal.options.durch_bettel
        win_the_bidding(board, qtbot)
        press_four(board, qtbot)
        qtbot.waitUntil(lambda: board.trump_dialog is not None
                        and board.trump_dialog.isVisible(), timeout=WAIT)
        dialog = board.trump_dialog
        assert [b.text() for b in dialog.special_buttons.values()] == [
            "Durch (1000)", "Durch open (1500)", "Bettel (1000)"]
        assert dialog.special_prompt.text() == "Without trump and melds:"
        click(qtbot, dialog.special_buttons["bettel"])
        settle(board, qtbot)
        assert deal.special == "bettel" and deal.trump is None and deal.meld_points == (0, 0, 0)
        assert board.meld_dialog is None and board.shown_dialog is None  # nobody melds
        assert "Game: You Bettel" in board.info() and "melded" not in board.info()
        play_out_by_clicks(board, qtbot)
        texts = board.result_dialog.texts()
        won = deal.result.won
        assert won == (deal.tricks_won(HUMAN) == 0)
        assert texts[-1] == ("You: Bettel won." if won else
                             f"You: Bettel lost in trick {len(deal.tricks)}.")
        assert deal.result.scores[HUMAN] == (1000 if won else -2000)
        click(qtbot, board.result_dialog.ok_button)
        qtbot.waitUntil(lambda: board.pad_dialog is not None and board.pad_dialog.isVisible(),
                        timeout=WAIT)
        assert board.pad_dialog.row_texts()[0][3] == "Bettel"
    finally:
        board.leave()
        board.worker.wait()


def test_an_illegal_card_is_refused_with_a_pling_and_nothing_changes(board, qtbot, plings):
    reach_play(board, qtbot)
    deal = board.deal
    scene = board.scene_for_tests()
    while True:
        settle(board, qtbot)
        assert deal.phase is Phase.PLAYING, "the deal ended before a card was illegal"
        if board.pending_trick is not None:
            click_table(board)
            continue
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        illegal = [c for c in deal.hands[HUMAN] if c not in legal]
        if illegal:
            break
        click_card(board, next(iter(sorted(legal))))
    hand = list(deal.hands[HUMAN])
    history = list(deal.history)
    positions = [item.pos() for item in scene.card_items]
    heard = len(plings)
    click_card(board, illegal[0])
    settle(board, qtbot)
    assert plings[heard:] == ["pling"]
    assert deal.hands[HUMAN] == hand and deal.history == history
    assert [item.pos() for item in scene.card_items] == positions
    # Dragging it onto the table is refused the same way.
    end = board.mapFromScene(QPointF(scene.layout.centre_x, scene.layout.centre_y))
    drag(board, item_point(board, scene.item_for(illegal[0])), end)
    scene.finish_animations()
    assert plings[heard + 1:] == ["pling"]
    assert deal.history == history and deal.hands[HUMAN] == hand
    # A legal card dragged onto the table is played.
    card = sorted(legal)[0]
    drag(board, item_point(board, scene.item_for(card)), end)
    assert deal.history[len(history)] == (HUMAN, Play(card))


def drag(board, start: QPoint, end: QPoint) -> None:
    viewport = board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (step / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_w_passes_and_a_computer_player_plays_solo(qtbot, clean_settings, english):
    board = make_board(qtbot, computer_solo_deal())
    try:
        deal = board.deal
        settle(board, qtbot)
        assert board.bar.isVisible() and deal.to_move == HUMAN
        scene = board.scene_for_tests()
        last = {seat: str(action.value) if isinstance(action, Bid) else "Pass"
                for seat, action in deal.history}
        assert last  # the computer players have spoken
        for seat, word in last.items():  # the bubbles show each one's last word
            assert scene.bubbles[seat].text() == word
        board.setFocus()
        QTest.keyClick(board, Qt.Key.Key_W)
        assert (HUMAN, Pass()) in deal.history and not board.bar.isVisible()
        qtbot.waitUntil(lambda: board.dabb_showing, timeout=WAIT)
        settle(board, qtbot)
        assert deal.solo != HUMAN and deal.phase is Phase.PRESSING  # he waits for the click
        QTest.keyClick(board, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: board.meld_dialog is not None and board.meld_dialog.isVisible(),
                        timeout=WAIT)
        dialog = board.meld_dialog
        assert dialog.geometry().bottom() < board.hand_top()  # he sees his cards
        assert dialog.out_button is None  # only the solo player may go out
        assert dialog.total_value.text() == str(deal.meld_points[HUMAN])
        assert "Game: %1".replace("%1", "Jim" if deal.solo == 1 else "Cathy") in board.info()
        click(qtbot, dialog.ok_button)
        qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                        timeout=WAIT)
        assert deal.phase is Phase.PLAYING and not deal.trick  # nobody plays before the OK
        click(qtbot, board.shown_dialog.ok_button)
        qtbot.waitUntil(lambda: bool(deal.trick or deal.tricks) or deal.to_move == HUMAN,
                        timeout=WAIT)
        # The solo player's bubble (his game and his melds) stays clear of his card in the
        # trick, on a small table and on one filling a full-HD screen (32 px texts): where
        # one line would reach into the trick it takes a line each.
        bubble = scene.bubbles[deal.solo]
        for width, height in ((760, 560), (1860, 960)):
            board.resize(width, height)
            qtbot.waitUntil(lambda w=width: abs(scene.layout.width - w) < 40, timeout=WAIT)
            lay = scene.layout
            x, y = lay.trick_pos(deal.solo)
            assert "Melded" in bubble.text() and bubble.isVisible()
            trick = QRectF(x, y, lay.card_w, lay.card_h)
            assert not bubble.sceneBoundingRect().intersects(trick)
            for box in (scene.names[deal.solo], scene.points[deal.solo]):  # nor its boxes
                assert not bubble.sceneBoundingRect().intersects(box.sceneBoundingRect())
            assert 0 <= bubble.x() and bubble.sceneBoundingRect().right() <= lay.width
    finally:
        board.leave()
        board.worker.wait()


# --- languages -----------------------------------------------------------------------------------

def test_the_language_switch_relabels_the_board_and_the_meld_screen(board, qtbot):
    settle(board, qtbot)
    number = board.deal.number
    language_manager().set_language("de")
    assert board.title() == f"Binokel – Spiel {number}"
    assert board.bar.buttons[1].text() == "weg"
    assert board.scene_for_tests().names[1].text().partition(" – ")[0] == "Jim"
    assert board.scene_for_tests().names[HUMAN].text().partition(" – ")[0] == "Sie"
    language_manager().set_language("en")
    assert board.title() == f"Binokel – deal {number}"
    assert board.bar.buttons[1].text() == "Pass"
    win_the_bidding(board, qtbot)
    press_four(board, qtbot)
    dialog = name_trump_and_meld(board, qtbot)
    assert isinstance(dialog, MeldDialog)
    assert dialog.cross_labels["aces"].text() == "Aces"
    language_manager().set_language("de")
    assert dialog.cross_labels["aces"].text() == "Asse"
    assert dialog.cross_labels["kings"].text() == "Könige"
    assert dialog.suit_labels[rules.SUIT_ORDER[0]].text() == "Kreuz"
    assert dialog.total_label.text() == "Gemeldet insgesamt:"
    assert "Trumpf" in dialog.title()
    assert "Spiel: Sie" in board.info()


# --- the meld while bidding and pressing --------------------------------------------------------

def meld_of(cards) -> int:
    """What ``cards`` meld with their best trump, straight from the meld table's function."""
    return max(meld_table.meld_points(list(cards), suit) for suit in rules.SUIT_ORDER)


def test_the_meld_of_the_hand_is_shown_while_bidding_and_pressing_and_its_cards_ticked(
        board, qtbot):
    deal = board.deal
    scene = board.scene_for_tests()
    settle(board, qtbot)
    assert deal.phase is Phase.BIDDING
    assert scene.points[HUMAN].text() == f"Meld: {meld_of(deal.hands[HUMAN])}"
    win_the_bidding(board, qtbot)
    assert not any(item.marked for item in scene.card_items)  # the Dabb still lies turned up
    click_table(board)  # the Dabb is taken up
    settle(board, qtbot)
    hand = scene.hand_ids(HUMAN)
    cards = [scene.card_of(pid) for pid in hand]
    whole = meld_of(cards)
    assert whole > 0 and scene.points[HUMAN].text() == f"Meld: {whole}"

    def lowers(pid, chosen=()) -> bool:
        kept = [scene.card_of(p) for p in hand if p not in chosen]
        rest = list(kept)
        rest.remove(scene.card_of(pid))
        return meld_of(rest) < meld_of(kept)

    ticked = {pid for pid in hand if scene.card_items[pid].marked}
    assert ticked == {pid for pid in hand if lowers(pid)} and ticked
    assert "Careful" not in board.info()
    # Choosing a ticked card: the meld of the cards kept falls, and the info line says so.
    pid = sorted(ticked)[0]
    click_item(board, scene.card_items[pid])
    kept = meld_of(scene.card_of(p) for p in hand if p != pid)
    assert kept < whole and scene.points[HUMAN].text() == f"Meld: {kept}"
    assert f"Careful: your meld falls from {whole} to {kept}." in board.info()
    assert not scene.card_items[pid].marked and scene.card_items[pid].selected
    assert {p for p in hand if scene.card_items[p].marked} == {
        p for p in hand if p != pid and lowers(p, (pid,))}
    # Taken back: as before.
    click_item(board, scene.card_items[pid])
    assert scene.points[HUMAN].text() == f"Meld: {whole}" and "Careful" not in board.info()
    assert {p for p in hand if scene.card_items[p].marked} == ticked
    # Pressed: the ticks go, the box counts points again.
    for p in [p for p in reversed(hand) if p not in ticked][:deal.dabb_size]:
        click_item(board, scene.card_items[p])
    click(qtbot, board.bar.buttons[0])
    settle(board, qtbot)
    assert deal.phase is not Phase.PRESSING
    assert not any(item.marked for item in scene.card_items)
    assert scene.points[HUMAN].text().startswith("Points: ")


# --- going out ----------------------------------------------------------------------------------

def test_ab_asks_before_it_goes_out(board, qtbot):
    """AB on the meld screen asks first, with what going out costs; Cancel (the default)
    brings the meld screen back and nothing has happened, AB in the alert goes out."""
    deal = board.deal
    win_the_bidding(board, qtbot)
    press_four(board, qtbot)
    dialog = name_trump_and_meld(board, qtbot)
    history = list(deal.history)
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 1, seen))  # Cancel
    click(qtbot, dialog.out_button)
    assert seen == [["Go out (AB)?", f"You lose your bid of {deal.bid},",
                     "Jim and Cathy score their melds + 40."]]
    qtbot.waitUntil(lambda: board.meld_dialog is not None and board.meld_dialog.isVisible()
                    and board.meld_dialog is not dialog, timeout=WAIT)
    assert deal.history == history and deal.phase is Phase.MELDING
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))  # AB
    click(qtbot, board.meld_dialog.out_button)
    assert len(seen) == 2
    qtbot.waitUntil(lambda: deal.phase is Phase.FINISHED, timeout=WAIT)
    assert isinstance(deal.history[-1][1], GoOut)


# --- a new deal -------------------------------------------------------------------------------------

def answer_alerts(button: int, answers: list) -> None:
    """Answer the next GEM alert with ``button``, noting its lines."""
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert):
        answers.append(alert.lines())
        alert.button(button).click()
    else:
        QTimer.singleShot(10, lambda: answer_alerts(button, answers))


def test_f3_asks_before_giving_up_a_round_under_way(board, qtbot):
    win_the_bidding(board, qtbot)
    number = board.deal.number
    answers = []
    QTimer.singleShot(0, lambda: answer_alerts(1, answers))  # "Cancel"
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_F3)
    assert answers == [["Give up this round?", "Its games are lost",
                        "unless you save it first."]]
    assert board.deal.number == number
    QTimer.singleShot(0, lambda: answer_alerts(0, answers))  # "Give up"
    board.action_new.trigger()  # the File menu's entry, as F3
    assert len(answers) == 2 and board.deal.number != number
    assert board.session.games == 0 and board.session.deals == [board.deal]
    settle(board, qtbot)
    assert board.deal.phase is Phase.BIDDING


def test_a_new_round_before_anything_is_played_does_not_ask(board, qtbot):
    fresh = Session(SessionSettings(levels=(LEVEL, LEVEL), seed=SEED + 1))
    fresh.new_deal(player_solo_deal())
    board.start_session(fresh)  # nobody has spoken yet: the computer players wait a moment
    assert not board.deal.history and not board.in_progress()
    board.action_new.trigger()  # no question: nothing would be lost
    assert board.session is not fresh and board.session.games == 0
    settle(board, qtbot)


# --- the desktop entry ---------------------------------------------------------------------------

def test_the_desktop_entry_makes_a_board_and_draws_its_icon(qtbot, clean_settings, english,
                                                             monkeypatch):
    from cardsuite.ui import registry
    from cardsuite.ui.gem.theme import current_theme

    # The entry registers itself on import; keep the suite's own list as it was.
    monkeypatch.setattr(registry, "_games", dict(registry._games))
    from cardsuite.ui.boards.binokel import entry as binokel_entry

    icon = binokel_entry.binokel_icon(current_theme())
    assert (icon.width(), icon.height()) == (32, 32)
    assert "Jim" in binokel_entry.binokel_rules()
    with pytest.raises(ValueError):
        binokel_entry.create_board(deal=0)
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", LEVEL)
    board = binokel_entry.create_board(deal=17)
    qtbot.addWidget(board)
    try:
        assert board.title() == "Binokel – deal 17"
        assert [a.text() for a in board.game_actions() if a is not None] == [
            "New round", "Load round …", "Save round …", "Score pad …", "Last trick", "Bidding",
            "Deal log", "Claim the rest", "Hint", "Close game"]
        closed = []
        board.close_requested.connect(lambda: closed.append(True))
        board.action_close.trigger()
        assert closed
    finally:
        board.leave()
        board.worker.wait()


# --- the score pad ------------------------------------------------------------------------------

def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


@functools.cache
def thirteen_games() -> Session:
    """A round of thirteen games, every seat (the player too) played by a computer player."""
    session = Session(SessionSettings(levels=(LEVEL, LEVEL), seed=SEED))
    player = make_bot(LEVEL, SEED)
    while session.games < 2 * PAGE_ROWS + 1:
        if session.deal is None or session.deal.phase is Phase.FINISHED:
            session.new_deal()
        elif session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(player.act(session.deal.observation(HUMAN)))
    return session


def expected_rows(session: Session, first: int, last: int) -> list[list[str]]:
    """Rows ``first``..``last`` (from 1) as the pad must show them, running totals worked out
    here from the games' scores."""
    running = [0, 0, 0]
    texts = []
    for row in session.rows[:last]:
        running = [total + score for total, score in zip(running, row.scores, strict=True)]
        if row.game >= first:
            outcome = "AB" if row.gone_out else "won" if row.won else "lost"
            name = ["You", "Jim", "Cathy"][row.solo]
            texts.append([str(row.game), str(row.number), f"{name}: {outcome}",
                          row.trump.name.title(), str(row.bid),
                          *(f"({signed(s)}) {t}" for s, t in zip(row.scores, running, strict=True))])
    return texts


def test_the_pad_pages_six_games_with_running_totals(qtbot, english):
    session = thirteen_games()
    pad = ScorePadDialog(None, session)
    qtbot.addWidget(pad)
    pad.show()
    qtbot.waitExposed(pad)
    assert pad.title() == "Score pad"
    assert pad.head.rows == [["No.", "Deal", "Solo", "Trump", "Bid", "You", "Jim", "Cathy"]]
    # It opens at the newest game: page 3 of the 24 games' four pages.
    assert pad.page_text() == "Page 3 of 4"
    assert pad.row_texts() == expected_rows(session, 13, 13)
    assert pad.body.rows[1:] == [[""] * 8] * (PAGE_ROWS - 1)  # the page's empty lines
    assert pad.played_text() == "Games played: 13 of 24"
    assert pad.foot.rows == [["", "", "Total", "", "", *(str(t) for t in session.totals)]]
    QTest.keyClick(pad, Qt.Key.Key_PageUp)
    QTest.keyClick(pad, Qt.Key.Key_PageUp)
    assert pad.page_text() == "Page 1 of 4" and not pad.up_button.isEnabled()
    assert pad.body.rows == expected_rows(session, 1, 6)
    QTest.keyClick(pad, Qt.Key.Key_PageUp)  # there is no page before the first
    assert pad.page_text() == "Page 1 of 4"
    QTest.keyClick(pad, Qt.Key.Key_PageDown)
    assert pad.page_text() == "Page 2 of 4"
    assert pad.body.rows == expected_rows(session, 7, 12)
    assert pad.up_button.isEnabled() and pad.down_button.isEnabled()
    QTest.keyClick(pad, Qt.Key.Key_PageUp)
    assert pad.body.rows == expected_rows(session, 1, 6)
    click(qtbot, pad.down_button)  # the GEM buttons page too
    click(qtbot, pad.down_button)
    click(qtbot, pad.down_button)
    assert pad.page_text() == "Page 4 of 4" and not pad.down_button.isEnabled()
    assert pad.body.rows == [[""] * 8] * PAGE_ROWS
    click(qtbot, pad.up_button)
    assert pad.page_text() == "Page 3 of 4"
    # The totals row is the session's, and equals the last running totals.
    assert pad.foot.rows[0][5:] == [str(t) for t in session.totals]
    assert [int(cell.split()[-1]) for cell in expected_rows(session, 13, 13)[0][5:]] \
        == list(session.totals)
    QTest.keyClick(pad, Qt.Key.Key_Return)  # Continue
    assert pad.result() and pad.clicked_button() is pad.continue_button


def test_the_pad_marks_gone_out_and_lost_games(english):
    def row(won: bool, gone_out: bool) -> PadRow:
        return PadRow(1, 17, 0, 1, 250, Suit.HEARTS, gone_out, won, (40, -250, 40))

    assert solo_text(row(False, True)) == "Jim: AB"
    assert solo_text(row(False, False)) == "Jim: lost"
    assert solo_text(row(True, False)) == "Jim: won"
    language_manager().set_language("de")
    assert solo_text(row(False, True)) == "Jim: AB"
    assert solo_text(row(False, False)) == "Jim: verloren"


def test_f7_shows_the_pad_and_the_language_switch_relabels_it(board, qtbot):
    settle(board, qtbot)
    deal = board.deal
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_F7)
    qtbot.waitUntil(lambda: board.pad_dialog is not None and board.pad_dialog.isVisible(),
                    timeout=WAIT)
    pad = board.pad_dialog
    assert not pad.next_deal and pad.row_texts() == []
    assert pad.played_text() == "Games played: 0 of 24"
    language_manager().set_language("de")
    assert pad.title() == "Schreibblock"
    assert pad.head.rows == [["Nr.", "Spiel", "Spieler", "Trumpf", "Gebot", "Sie", "Jim",
                              "Cathy"]]
    assert pad.page_text() == "Seite 1 von 4"
    assert pad.played_text() == "Gespielt: 0 von 24 Spielen"
    assert pad.foot.rows[0][2] == "Summe"
    assert pad.continue_button.text() == "Weiter"
    assert board.action_pad.text() == "Schreibblock …"
    # The pad grew at once with the longer German texts: nothing is cut off.
    assert pad.table.width() >= pad.foot.width() and pad.width() > pad.table.width()
    language_manager().set_language("en")
    assert pad.title() == "Score pad" and pad.page_text() == "Page 1 of 4"
    assert pad.continue_button.text() == "Continue"
    # Continue in the middle of a deal only closes the pad: the same deal goes on.
    click(qtbot, pad.continue_button)
    settle(board, qtbot)
    assert board.pad_dialog is None and board.deal is deal
    assert board.bar.isVisible() and deal.phase is Phase.BIDDING


# --- save slots A – X -------------------------------------------------------------------------

def answer_alert(button: int, seen: list, tries: int = 1_000) -> None:
    """Answer the next GEM alert with ``button`` and note its lines (gives up after a while,
    so that a test that expected an alert in vain fails instead of answering a later one)."""
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert):
        seen.append(alert.lines())
        alert.button(button).click()
    elif tries:
        QTimer.singleShot(10, functools.partial(answer_alert, button, seen, tries - 1))


def open_slots(board, qtbot, key: Qt.Key) -> SlotDialog:
    board.activateWindow()  # a shortcut works in the active window (a dialog may have been)
    qtbot.waitUntil(board.isActiveWindow, timeout=WAIT)
    board.setFocus()
    QTest.keyClick(board, key)
    qtbot.waitUntil(lambda: board.slot_dialog is not None and board.slot_dialog.isVisible(),
                    timeout=WAIT)
    return board.slot_dialog


def in_slot(board, qtbot, key: Qt.Key, slot: str, answer: int | None = None) -> list:
    """F8 or F9, click ``slot``'s line and OK; an alert on the way is answered with ``answer``."""
    dialog = open_slots(board, qtbot, key)
    click(qtbot, dialog.lines[slot])
    assert dialog.slot() == slot and dialog.lines[slot].isChecked()
    seen: list = []
    if answer is not None:
        QTimer.singleShot(0, functools.partial(answer_alert, answer, seen))
    click(qtbot, dialog.ok_button)
    assert board.slot_dialog is None
    return seen


def test_a_round_saved_in_slot_c_comes_back_exactly(board, qtbot):
    win_the_bidding(board, qtbot)  # the Dabb lies turned up in the middle
    number = board.deal.number
    dialog = open_slots(board, qtbot, Qt.Key.Key_F2)
    assert dialog.title() == "Save the round in slot …"
    assert [dialog.line_text(slot) for slot in "ACX"] == ["A: empty", "C: empty", "X: empty"]
    assert dialog.slot() == "A"  # saving offers the first empty slot
    dialog.reject()
    assert in_slot(board, qtbot, Qt.Key.Key_F2, "C") == []  # an empty slot: no question
    saved = board.session.to_dict()
    assert "Round saved in slot C." in board.info()
    session, name = save_slots().load("C")
    assert session.to_dict() == saved and name == "Player"
    # Play on: press, name trump, meld, a card or two.
    first = [board.scene_for_tests().card_of(pid) for pid in press_four(board, qtbot)]
    click(qtbot, name_trump_and_meld(board, qtbot).ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    click(qtbot, board.shown_dialog.ok_button)
    settle(board, qtbot)
    if board.can_play():
        click_card(board, next(a.card for a in board.deal.legal_actions() if isinstance(a, Play)))
        settle(board, qtbot)
    assert board.session.to_dict() != saved
    # Load slot C: the round under way is given up after asking, as F3 does.
    dialog = open_slots(board, qtbot, Qt.Key.Key_F1)
    assert dialog.title() == "Load a round from slot …"
    assert dialog.slot() == "C"  # loading offers the slot saved last
    assert dialog.line_text("C").startswith("C: Player, game 1, ")
    dialog.reject()
    seen = in_slot(board, qtbot, Qt.Key.Key_F1, "C", answer=0)
    assert seen == [["Give up this round?", "Its games are lost", "unless you save it first."]]
    assert board.session.to_dict() == saved
    assert "Round loaded from slot C." in board.info()
    settle(board, qtbot)
    deal = board.deal
    assert deal.number == number and deal.phase is Phase.PRESSING and board.dabb_showing
    assert board.session.to_dict() == saved  # nobody acted while the Dabb lies there
    # The table shows that deal: the player's hand is the engine's, the Dabb turned up.
    scene = board.scene_for_tests()
    hand = scene.hand_ids(HUMAN)
    assert [scene.card_of(pid) for pid in hand] == rules.sort_hand(deal.hands[HUMAN])
    dabb = scene._dabb_in_hand()
    assert sorted(scene.card_of(pid) for pid in dabb) == sorted(deal.dabb)
    for pid in hand:
        item = scene.card_items[pid]
        assert item.face_up
        if pid not in dabb:
            assert item.pos().y() == scene.layout.hand_y
    assert all(scene.card_items[pid].pos().y() != scene.layout.hand_y for pid in dabb)
    # And it goes on as it went: the same four lowest cards are pressed.
    again = [scene.card_of(pid) for pid in press_four(board, qtbot)]
    assert again == first
    assert any(isinstance(a, Press) for _s, a in board.deal.history)


def test_saving_to_a_used_slot_asks_and_cancel_keeps_the_file(board, qtbot):
    settle(board, qtbot)
    assert in_slot(board, qtbot, Qt.Key.Key_F2, "C") == []
    path = save_slots().path("C")
    before = path.read_bytes()
    click(qtbot, board.bar.buttons[0])  # a bid: the round is no longer what was saved
    settle(board, qtbot)
    seen = in_slot(board, qtbot, Qt.Key.Key_F2, "C", answer=1)  # Cancel
    assert seen == [["Slot C is in use. Replace it?"]]
    assert path.read_bytes() == before
    assert "Round saved" not in board.info()
    seen = in_slot(board, qtbot, Qt.Key.Key_F2, "C", answer=0)  # Replace
    assert seen == [["Slot C is in use. Replace it?"]]
    assert path.read_bytes() != before
    assert save_slots().load("C")[0].to_dict() == board.session.to_dict()
    assert "Round saved in slot C." in board.info()
    # A damaged slot counts as used: it is only replaced after asking too.
    damaged = save_slots().path("D")
    damaged.write_bytes(b"garbage")
    dialog = open_slots(board, qtbot, Qt.Key.Key_F2)
    assert dialog.line_text("D") == "D: damaged"
    assert dialog.line_text("C").startswith("C: Player, game 1, ")
    dialog.reject()
    assert in_slot(board, qtbot, Qt.Key.Key_F2, "D", answer=1) == [
        ["Slot D is in use. Replace it?"]]
    assert damaged.read_bytes() == b"garbage"


def test_loading_an_empty_or_damaged_slot_says_so_and_changes_nothing(board, qtbot):
    settle(board, qtbot)
    session = board.session
    deal = board.deal
    before = session.to_dict()
    slots = save_slots()
    damaged = slots.path("F")
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_bytes(b"garbage")
    dialog = open_slots(board, qtbot, Qt.Key.Key_F1)
    assert dialog.line_text("E") == "E: empty" and dialog.line_text("F") == "F: damaged"
    assert dialog.slot() is None and not dialog.ok_button.isEnabled()  # nothing to offer
    dialog.reject()
    seen = in_slot(board, qtbot, Qt.Key.Key_F1, "E", answer=0)
    assert seen == [["Could not open the file.", "Slot E is empty.", "Nothing was changed."]]
    assert not slots.path("E").exists()
    assert board.session is session and board.deal is deal and session.to_dict() == before
    # The damaged slot, chosen by its letter and Return.
    dialog = open_slots(board, qtbot, Qt.Key.Key_F1)
    QTest.keyClick(dialog, Qt.Key.Key_F)
    assert dialog.slot() == "F" and dialog.ok_button.isEnabled()
    seen = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert board.slot_dialog is None
    assert len(seen) == 1
    lines = seen[0]
    assert lines[:2] == ["Could not open the file.", "Slot F (binokel-slot-F.json)"]
    assert " ".join(lines[2:-1]) == "is damaged: not valid JSON (line 1, column 1)"
    assert lines[-1] == "Nothing was changed."
    assert damaged.read_bytes() == b"garbage"
    assert board.session is session and board.deal is deal and session.to_dict() == before
    assert "loaded" not in board.info()
    settle(board, qtbot)
    assert board.session is session and board.deal is deal


def test_the_language_switch_relabels_the_slot_dialog(board, qtbot):
    settle(board, qtbot)
    assert board.save_round("C")
    dialog = open_slots(board, qtbot, Qt.Key.Key_F2)
    assert dialog.title() == "Save the round in slot …"
    assert dialog.line_text("A") == "A: empty"
    assert dialog.line_text("C").startswith("C: Player, game 1, ")
    assert [dialog.ok_button.text(), dialog.cancel_button.text()] == ["OK", "Cancel"]
    language_manager().set_language("de")
    assert dialog.title() == "Runde speichern in Platz …"
    assert dialog.line_text("A") == "A: leer"
    # The name is the one saved; the date in the German way.
    text = dialog.line_text("C")
    assert text.startswith("C: Player, Spiel 1, ")
    day, clock = text.rsplit(", ", 1)[1].split(" ")
    assert len(day.split(".")) == 3 and len(day.split(".")[2]) == 4 and len(clock) == 5
    assert [dialog.ok_button.text(), dialog.cancel_button.text()] == ["OK", "Abbruch"]
    assert board.action_save.text() == "Runde speichern …"
    assert board.action_load.text() == "Runde laden …"
    language_manager().set_language("en")
    assert dialog.title() == "Save the round in slot …"
    assert dialog.line_text("A") == "A: empty"
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert board.slot_dialog is None and not save_slots().used("A")


def test_the_entry_takes_a_seed_for_the_same_game_every_run(qtbot, clean_settings, english,
                                                           monkeypatch):
    from cardsuite.ui import registry
    from cardsuite.ui.boards.binokel import entry as binokel_entry

    monkeypatch.setattr(registry, "_games", dict(registry._games))
    seeds = []
    for seed in (5, 5, None):
        board = binokel_entry.create_board(deal=3, seed=seed)
        qtbot.addWidget(board)
        seeds.append(board.session.settings.seed)
        assert board.deal.number == 3
        board.leave()
        board.worker.wait()
    assert seeds[:2] == [5, 5] and seeds[2] is not None


def test_an_open_durch_lies_face_up_for_everybody(qtbot, clean_settings, english):
    """A computer player's open Durch ("hingelegt", seeds/004): his cards are turned up on
    the table from the announcement on; a closed Durch keeps them face down."""
    hands = ("AC AC TC TC AS AS TS TS AH AH TH TH", "KC KC QC QC JC KS KS QS QS JS KH KH",
             "QH QH JH JH AD AD TD TD QD QD JD JD", "JC JS KD KD")
    board = make_board(qtbot, player_solo_deal())
    try:
        for special, face_up in (("open-durch", True), ("durch", False)):
            deal = Deal(1, 0, Options(durch_bettel=True), cards=parse_cards(" ".join(hands)))
            deal.apply(Bid(150))
            deal.apply(Pass())
            deal.apply(Pass())
            deal.apply(Press(tuple(parse_cards("JC JS KD KD"))))
            deal.apply(Announce(special))
            assert deal.solo == 1  # Jim, Mittelhand of dealer 0
            board.session.deal = deal
            scene = board.scene_for_tests()
            spots = scene.spots()
            assert [spots[pid].face_up for pid in scene.hand_ids(1)] == [face_up] * 12
            assert not any(spots[pid].face_up for pid in scene.hand_ids(2))  # Cathy's
    finally:
        board.leave()
        board.worker.wait()
