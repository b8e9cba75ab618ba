"""The 48-card game with sevens on the board: fifteen cards a hand, a Dabb of three, pressing
three, the Diß on the meld screen, and a whole deal played by clicks.

The board is the usual one given a session with ``Options(sevens=True)``
(:meth:`BinokelBoard.start_session`); the deal is found by simulating that session, as in
test_binokel_board, so a retuned bot changes which deal is used, not what the tests prove.
"""

import functools

from PySide6.QtCore import QRectF

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.games.binokel import melds as meld_table
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.game import Bid, Deal, NameTrump, Pass, Press
from cardsuite.games.binokel.melds import MeldName
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.session import HUMAN, Session, SessionSettings
from cardsuite.ui.boards.binokel.dialogs import MeldDialog
from cardsuite.ui.boards.binokel.words import CROSS_ROWS, cross_name, meld_text, phase_text
from tests.ui import test_binokel_board as base
from tests.ui.test_binokel_board import (
    LEVEL,
    SEED,
    WAIT,
    click,
    click_item,
    click_table,
    settle,
    signed,
)

# The board tests' board, for the tests here.
board = base.board

SEVENS = Options(sevens=True)


def _session(number: int) -> Session:
    session = Session(SessionSettings(options=SEVENS, levels=(LEVEL, LEVEL), seed=SEED))
    session.new_deal(number)
    return session


@functools.cache
def sevens_solo_deal() -> int:
    """A deal of the game with sevens that the player wins by bidding on (the bid at most
    250, after the computer players have spoken), holding a seven once he takes the Dabb."""
    return base.bid_on_deal(_session, lambda deal: deal.solo == HUMAN and deal.bid <= 250
                            and len(deal.history) >= 3
                            and any(card.rank == Rank.SEVEN for card in deal.hands[HUMAN]))


def start_sevens(board, qtbot) -> Deal:
    board.start_session(_session(sevens_solo_deal()))
    settle(board, qtbot)
    return board.deal


def rect(item) -> QRectF:
    return item.sceneBoundingRect()


def check_table(board, hand: int, columns: int) -> None:
    """The player's hand along the bottom, the computer players' columns at the sides: all on
    the table, none over a name or points box, the hand's cards far enough apart to read."""
    scene = board.scene_for_tests()
    lay = scene.layout
    width, height = board.viewport().width(), board.viewport().height()
    mine = [scene.card_items[pid] for pid in scene.shown_hand()]
    assert len(mine) == hand
    xs = [item.pos().x() for item in mine]
    assert xs == sorted(xs) and min(b - a for a, b in zip(xs, xs[1:], strict=False)) >= 25
    labels = [rect(box) for group in (scene.names, scene.points) for box in group.values()
              if box.isVisible()]
    for seat, count in ((1, columns), (2, columns)):
        items = [scene.card_items[pid] for pid in scene.hand_ids(seat)]
        assert len(items) == count
        ys = [item.pos().y() for item in items]
        assert len(set(ys)) == count  # fanned: every card's edge shows
        for item in items:
            assert not any(rect(item).intersects(label) for label in labels)
    for item in mine + [scene.card_items[pid] for seat in (1, 2)
                        for pid in scene.hand_ids(seat)]:
        box = rect(item)
        assert box.left() >= 0 and box.top() >= 0
        assert box.right() <= width and box.bottom() <= height
    for item in mine:
        assert not any(rect(item).intersects(label) for label in labels)
    assert lay.hand == 15


def test_a_whole_deal_with_sevens_played_by_clicks(board, qtbot, plings):
    deal = start_sevens(board, qtbot)
    scene = board.scene_for_tests()
    assert deal.options.sevens and board.session.settings.options == SEVENS
    # Fifteen cards each, three in the Dabb, face down in a row in the middle.
    check_table(board, 15, 15)
    dabb = [scene.card_items[pid] for pid in scene.where.dabb]
    assert len(dabb) == 3 and not any(item.face_up for item in dabb)
    xs = [item.pos().x() for item in dabb]
    assert xs == sorted(xs) and len({item.pos().y() for item in dabb}) == 1
    middle = (xs[0] + xs[-1] + scene.layout.card_w) / 2
    assert abs(middle - scene.layout.centre_x) <= 2
    base.win_the_bidding(board, qtbot)
    assert len(scene._dabb_in_hand()) == 3
    assert all(scene.card_items[pid].face_up for pid in scene._dabb_in_hand())

    # Pressing: the Dabb taken up, eighteen cards; three are chosen, a fourth plings.
    click_table(board)
    settle(board, qtbot)
    assert len(deal.hands[HUMAN]) == 18 and len(scene.shown_hand()) == 18
    check_table(board, 18, 15)
    assert board.bar.isVisible() and board.bar.prompt.text() == "Click three cards to press:"
    assert "Press three cards: 0 chosen." in board.info()
    seven = next(card for card in deal.hands[HUMAN] if card.rank == Rank.SEVEN)
    trump = seven.suit
    hand = scene.hand_ids(HUMAN)
    keep = {pid for pid in hand if scene.card_of(pid) == seven}
    chosen = [pid for pid in hand if pid not in keep][-4:]
    for pid in chosen:
        click_item(board, scene.card_items[pid])
    assert board.selected == set(chosen[:3]) and plings[-1:] == ["pling"]
    assert board.bar.buttons[0].text() == "OK" and board.bar.buttons[0].isEnabled()
    assert "Press three cards: 3 chosen." in board.info()
    click_item(board, scene.card_items[chosen[0]])  # taken back: OK waits for a third
    assert not board.bar.buttons[0].isEnabled()
    click_item(board, scene.card_items[chosen[3]])
    pressed = sorted(scene.card_of(pid) for pid in chosen[1:])
    click(qtbot, board.bar.buttons[0])
    presses = [a for _s, a in deal.history if isinstance(a, Press)]
    assert len(presses) == 1 and sorted(presses[0].cards) == pressed
    assert len(deal.hands[HUMAN]) == 15

    # Trump: the seven's suit; the meld screen shows the Diß row with the sevens held.
    qtbot.waitUntil(lambda: board.trump_dialog is not None and board.trump_dialog.isVisible(),
                    timeout=WAIT)
    click(qtbot, board.trump_dialog.suit_buttons[trump])
    qtbot.waitUntil(lambda: board.meld_dialog is not None and board.meld_dialog.isVisible(),
                    timeout=WAIT)
    assert deal.trump == trump
    dialog = board.meld_dialog
    held = deal.hands[HUMAN].count(seven)
    assert held in (1, 2)
    assert list(dialog.cross_labels) == [*CROSS_ROWS, "diss"]
    assert dialog.cross_labels["diss"].text() == "Diß"
    assert [b.text() for b in dialog.cross_buttons["diss"]] == ["10", "20"]
    assert [b.isChecked() for b in dialog.cross_buttons["diss"]] == [held == 1, held == 2]
    assert dialog.value_labels["diss"].text() == str(10 * held)
    sheet = meld_table.meld_sheet(deal.hands[HUMAN], trump)
    assert dialog.total_value.text() == str(sheet.total) and sheet.cross_points("diss") == 10 * held
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    lines = board.shown_dialog.texts()
    mine = lines[lines.index(next(line for line in lines if line.startswith("You:"))):]
    assert ("Diß 10" if held == 1 else "Double Diß 20") in mine
    click(qtbot, board.shown_dialog.ok_button)

    # Fifteen tricks, a click on a legal card each.
    assert base.play_out_by_clicks(board, qtbot) == 15 and len(deal.tricks) == 15
    points = [scene.seat_points(seat) for seat in range(3)]
    assert sum(points) == rules.TOTAL_CARD_POINTS + rules.LAST_TRICK_BONUS
    scores = deal.result.scores
    assert board.result_dialog.texts()[1].startswith("You (solo)")
    click(qtbot, board.result_dialog.ok_button)
    qtbot.waitUntil(lambda: board.pad_dialog is not None and board.pad_dialog.isVisible(),
                    timeout=WAIT)
    pad = board.pad_dialog
    assert pad.row_texts()[0][5:] == [f"({signed(v)}) {v}" for v in scores]
    click(qtbot, pad.continue_button)
    settle(board, qtbot)
    # The next game of the round is dealt with sevens too.
    assert board.deal is not deal and board.deal.options.sevens
    assert [len(hand) for hand in board.deal.hands] == [15, 15, 15]


def test_the_options_menu_starts_the_next_round_with_sevens(board, qtbot):
    assert board.flag_actions["sevens"].text() == "48 cards with sevens (next round)"
    assert not board.flag_actions["sevens"].isChecked()
    board.flag_actions["sevens"].trigger()
    assert not board.deal.options.sevens  # the round on the table keeps its rules
    board.new_round()
    settle(board, qtbot)
    assert board.session.settings.options == SEVENS and board.deal.options == SEVENS
    assert [len(hand) for hand in board.deal.hands] == [15, 15, 15] and len(board.deal.dabb) == 3
    assert board.scene_for_tests().layout.hand == 15
    board.flag_actions["sevens"].trigger()  # off again: the round after has 40 cards
    board.new_round()
    settle(board, qtbot)
    assert not board.deal.options.sevens and board.scene_for_tests().layout.hand == 12
    assert [len(hand) for hand in board.deal.hands] == [12, 12, 12]


def test_the_meld_screen_has_a_diss_row_only_with_sevens(qtbot, english):
    def melding(options: Options) -> Deal:
        deal = Deal(11, 2, options)  # the player is Mittelhand and plays at 150
        for action in (Bid(150), Pass(), Pass()):
            deal.apply(action)
        deal.apply(deal.legal_actions()[0])
        deal.apply(NameTrump(Suit.HEARTS))
        return deal

    plain = MeldDialog(None, melding(Options()), may_go_out=True)
    qtbot.addWidget(plain)
    assert "diss" not in plain.cross_buttons and list(plain.cross_labels) == list(CROSS_ROWS)
    sevens = MeldDialog(None, melding(Options(sevens=True, meld_by_hand=True)), may_go_out=True)
    qtbot.addWidget(sevens)
    assert list(sevens.cross_labels)[-1] == "diss"
    # Melding by hand, the row's buttons declare: 10, then 20 instead, then nothing.
    click(qtbot, sevens.cross_buttons["diss"][0])
    assert sevens.declaration().cross_meld("diss") is MeldName.DISS
    assert sevens.value_labels["diss"].text() == "10" and sevens.total_value.text() == "10"
    click(qtbot, sevens.cross_buttons["diss"][1])
    assert sevens.declaration().cross_meld("diss") is MeldName.DOUBLE_DISS
    assert [b.isChecked() for b in sevens.cross_buttons["diss"]] == [False, True]
    click(qtbot, sevens.cross_buttons["diss"][1])
    assert sevens.declaration() == meld_table.Declaration()
    # The words: the row, the melds, the prompt while pressing.
    assert cross_name("diss") == "Diß"
    diss = meld_table.find_melds([Card(Suit.HEARTS, Rank.SEVEN)] * 2, "H")[0]
    assert meld_text(diss) == "Double Diß 20"
    one = meld_table.find_melds([Card(Suit.HEARTS, Rank.SEVEN)], "H")[0]
    assert meld_text(one) == "Diß 10"
    pressing = Deal(11, 2, SEVENS)
    for action in (Bid(150), Pass(), Pass()):
        pressing.apply(action)
    assert phase_text(pressing, dabb_showing=False, pending=False, thinking=False,
                      selected=2) == "Press three cards: 2 chosen."



@functools.cache
def needed_diss_deal() -> int:
    """A deal of the game with sevens the player wins by bidding on (at most 300) and after
    taking the Dabb holds a seven his best meld needs: the Diß of his best trump."""
    return base.bid_on_deal(_session, lambda deal: deal.solo == HUMAN and deal.bid <= 300 and any(
        card.rank == Rank.SEVEN for card in meld_table.meld_cards(deal.hands[HUMAN])), 3_000)


def test_with_a_pressed_diss_melding_its_sevens_are_free_to_press(board, qtbot):
    """A seven the best meld needs (its Diß) is ticked and lowers the meld when chosen —
    unless "a pressed Diß still melds": then it is not ticked, and choosing it to press
    leaves the box and the info line as they were."""
    for diss_pressed in (False, True):
        options = Options(sevens=True, diss_pressed=diss_pressed)
        session = Session(SessionSettings(options=options, levels=(LEVEL, LEVEL), seed=SEED))
        session.new_deal(needed_diss_deal())
        board.start_session(session)
        settle(board, qtbot)
        base.win_the_bidding(board, qtbot)
        click_table(board)  # the Dabb taken up
        settle(board, qtbot)
        scene = board.scene_for_tests()
        needed = meld_table.meld_cards(board.deal.hands[HUMAN])
        seven = next(pid for pid in scene.hand_ids(HUMAN)
                     if scene.card_of(pid).rank == Rank.SEVEN and scene.card_of(pid) in needed)
        assert scene.card_items[seven].marked is not diss_pressed
        box = scene.points[HUMAN].text()
        base.click_item(board, scene.card_items[seven])
        assert scene.card_items[seven].selected
        assert (scene.points[HUMAN].text() == box) is diss_pressed
        assert ("Careful" in board.info()) is not diss_pressed
