"""The meld screen melding by hand (the 1992 way), driven by real clicks on its buttons.

The board is built as usual and given a session with ``Options(meld_by_hand=True)``
(:meth:`BinokelBoard.start_session`), played through the engine up to the moment
the player melds (as solo player) or declares (as an opponent): the deals are
found by simulating the session, as in ``test_binokel_board.py``, so a retuned
bot changes which deal is used, not what the tests prove.  The computer players
play at the fastest level; every wait is ``qtbot.waitUntil`` on the board's state.
"""

import functools

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from cardsuite.engine.cards import Suit
from cardsuite.games.binokel import rules
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import Bid, Declare, Meld, Pass, Phase, Play
from cardsuite.games.binokel.melds import (
    BUTTON_ORDER,
    CROSS_CATEGORIES,
    Declaration,
    MeldName,
    best_declaration,
    check_declaration,
    meld_points,
)
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.session import HUMAN, Session, SessionSettings
from cardsuite.ui.boards.binokel.board import BinokelBoard
from cardsuite.ui.boards.binokel.dialogs import MeldDialog
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.i18n import language_manager

WAIT = 30_000  # ms: generous for a slow shared machine; the tests never sleep
SEED = 5
LEVEL = "random"
BY_HAND = Options(meld_by_hand=True)


# --- the deals, found by simulating the session -------------------------------------------

def _session(number: int) -> Session:
    session = Session(SessionSettings(options=BY_HAND, levels=(LEVEL, LEVEL), seed=SEED))
    session.new_deal(number)
    return session


def _to_the_meld_screen(number: int, solo: bool) -> Session:
    """Deal ``number`` played through the engine until the player melds (he bids on) or
    declares (he passes); his pressing and trump are a simple bot's."""
    session = _session(number)
    deal = session.deal
    helper = make_bot("simple", number)
    while deal.phase not in (Phase.PLAYING, Phase.FINISHED):
        if deal.to_move == HUMAN and deal.phase in (Phase.MELDING, Phase.DECLARING):
            break
        if session.bot_to_move:
            session.bot_step()
        elif deal.phase is Phase.BIDDING:
            session.human_apply(Bid(deal.next_bid) if solo else Pass())
        else:
            session.human_apply(helper.act(deal.observation(HUMAN)))
    return session


@functools.cache
def solo_deal() -> int:
    """The player wins the bidding and melds."""
    for number in range(1, 2_000):
        deal = _to_the_meld_screen(number, solo=True).deal
        if deal.solo == HUMAN and deal.phase is Phase.MELDING:
            return number
    raise AssertionError("no deal fits")


@functools.cache
def opponent_deal() -> int:
    """A computer player is solo and melds (does not go out); the player declares."""
    for number in range(1, 2_000):
        deal = _to_the_meld_screen(number, solo=False).deal
        if deal.phase is Phase.DECLARING and deal.to_move == HUMAN and not deal.gone_out:
            return number
    raise AssertionError("no deal fits")


# --- driving the board ------------------------------------------------------------------------


def make_board(qtbot, session: Session) -> BinokelBoard:
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", LEVEL)
    board = BinokelBoard(deal=1, seed=SEED)
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    board.start_session(session)
    return board


@pytest.fixture
def boards(qtbot, clean_settings, english):
    made = []

    def build(session: Session) -> BinokelBoard:
        board = make_board(qtbot, session)
        made.append(board)
        return board

    yield build
    for board in made:
        board.leave()
        board.worker.wait()


def meld_screen(board, qtbot) -> MeldDialog:
    qtbot.waitUntil(lambda: board.meld_dialog is not None and board.meld_dialog.isVisible(),
                    timeout=WAIT)
    return board.meld_dialog


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def suit_button(dialog: MeldDialog, suit: Suit, text: str):
    return dialog.suit_buttons[suit][BUTTON_ORDER.index(text)]


def cross_button(dialog: MeldDialog, name: MeldName):
    for category, names in CROSS_CATEGORIES.items():
        if name in names:
            return dialog.cross_buttons[category][names.index(name)]
    raise KeyError(name)


def click_declaration(dialog: MeldDialog, qtbot, declaration: Declaration) -> None:
    """Press the declaration's buttons on the screen, one click each."""
    for suit in rules.SUIT_ORDER:
        for text in declaration.buttons(suit):
            click(qtbot, suit_button(dialog, suit, text))
    for name in declaration.cross:
        click(qtbot, cross_button(dialog, name))


def pressed(dialog: MeldDialog) -> list[str]:
    """Every pressed button of the screen, as "C:P" or "aces:100"."""
    found = [f"{suit.code}:{button.text()}" for suit in rules.SUIT_ORDER
             for button in dialog.suit_buttons[suit] if button.isChecked()]
    # The rows the screen shows (the Diß row only in the game with sevens).
    return found + [f"{category}:{button.text()}" for category in CROSS_CATEGORIES
                    if category in dialog.cross_buttons
                    for button in dialog.cross_buttons[category] if button.isChecked()]


def answer_alert(button: int, seen: list, tries: int = 1_000) -> None:
    """Answer the next GEM alert with ``button`` and note its lines (gives up after a while,
    so that a test that expected an alert in vain fails instead of answering a later one)."""
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert):
        seen.append(alert.lines())
        alert.button(button).click()
    elif tries:
        QTimer.singleShot(10, functools.partial(answer_alert, button, seen, tries - 1))


def wrong_for(deal) -> Declaration:
    """A double family the player's twelve cards do not hold."""
    hand = deal.hands[HUMAN]
    for suit in rules.SUIT_ORDER:
        wrong = Declaration.of({suit: ["2F"]})
        if not check_declaration(hand, deal.trump, wrong):
            return wrong
    raise AssertionError("four double families in twelve cards")


def play_out(board, qtbot) -> None:
    """Play the player's cards (the first legal one) and collect the tricks to the end."""
    deal = board.deal
    while deal.phase is not Phase.FINISHED:
        qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)
        if board.shown_dialog is not None:
            click(qtbot, board.shown_dialog.ok_button)
        elif board.pending_trick is not None:
            board.click_through()
        elif deal.phase is Phase.PLAYING and deal.to_move == HUMAN:
            assert board.play(next(a.card for a in deal.legal_actions() if isinstance(a, Play)))
    qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)
    if board.pending_trick is not None:
        board.click_through()  # the last trick: then the result


# --- the tests ---------------------------------------------------------------------------------

def test_clicks_build_the_declaration_and_the_total_and_a_right_one_goes_through(boards, qtbot):
    board = boards(_to_the_meld_screen(solo_deal(), solo=True))
    deal = board.deal
    dialog = meld_screen(board, qtbot)
    trump = deal.trump
    assert dialog.by_hand and dialog.out_button is not None and dialog.out_button.text() == "AB"
    # The screen starts empty: the player declares.
    assert pressed(dialog) == [] and dialog.declaration() == Declaration()
    assert dialog.total_value.text() == "0"
    assert all(label.text() == "0" for label in dialog.value_labels.values())
    assert dialog.prompt is not None and dialog.prompt.text()
    other = next(s for s in rules.SUIT_ORDER if s != trump)
    click(qtbot, suit_button(dialog, trump, "P"))
    assert pressed(dialog) == [f"{trump.code}:P"]
    assert dialog.value_labels[trump.code].text() == "40" and dialog.total_value.text() == "40"
    click(qtbot, suit_button(dialog, trump, "F"))  # F and P may both be pressed
    assert pressed(dialog) == [f"{trump.code}:P", f"{trump.code}:F"]
    assert dialog.value_labels[trump.code].text() == "190"
    click(qtbot, suit_button(dialog, trump, "2P"))  # 2P releases P and F
    assert pressed(dialog) == [f"{trump.code}:2P"] and dialog.total_value.text() == "80"
    click(qtbot, suit_button(dialog, other, "F"))
    click(qtbot, suit_button(dialog, other, "2F"))  # 2F stands alone
    assert set(pressed(dialog)) == {f"{trump.code}:2P", f"{other.code}:2F"}
    assert dialog.value_labels[other.code].text() == "200"
    click(qtbot, cross_button(dialog, MeldName.FOUR_ACES))
    click(qtbot, cross_button(dialog, MeldName.EIGHT_ACES))  # a row's values are exclusive
    assert pressed(dialog)[-1:] == ["aces:1000"] and dialog.value_labels["aces"].text() == "1000"
    click(qtbot, cross_button(dialog, MeldName.RUNDGANG))
    assert dialog.value_labels["rundgang"].text() == "240"
    assert dialog.total_value.text() == str(80 + 200 + 1000 + 240)
    assert dialog.declaration() == Declaration.of({trump: ["2P"], other: ["2F"]},
                                                  ["eight_aces", "rundgang"])
    # Released again, one click each: the screen is empty once more.
    for button in (suit_button(dialog, trump, "2P"), suit_button(dialog, other, "2F"),
                   cross_button(dialog, MeldName.EIGHT_ACES),
                   cross_button(dialog, MeldName.RUNDGANG)):
        click(qtbot, button)
    assert pressed(dialog) == [] and dialog.total_value.text() == "0"
    # The best melds, declared by clicks: right, and shown to everybody.
    best = best_declaration(deal.hands[HUMAN], trump)
    click_declaration(dialog, qtbot, best)
    assert dialog.declaration() == best
    assert dialog.total_value.text() == str(meld_points(deal.hands[HUMAN], trump))
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen, 30))
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    assert seen == []  # no alert for a right declaration
    assert (HUMAN, Meld(best)) in deal.history
    assert sum(isinstance(a, Declare) for _s, a in deal.history) == 2
    assert deal.wrong_declaration == (False, False, False)
    assert deal.melds[HUMAN] == best.melds(trump)
    assert deal.meld_points[HUMAN] == best.points(trump)
    assert deal.phase is Phase.PLAYING and not deal.trick


def test_a_wrong_declaration_as_solo_player_is_told_and_loses_the_game(boards, qtbot):
    board = boards(_to_the_meld_screen(solo_deal(), solo=True))
    deal = board.deal
    dialog = meld_screen(board, qtbot)
    wrong = wrong_for(deal)
    click_declaration(dialog, qtbot, wrong)
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))
    click(qtbot, dialog.ok_button)
    assert seen == [["Wrong declaration: you lose the game."]]
    assert (HUMAN, Meld(wrong)) in deal.history
    assert deal.wrong_declaration[HUMAN] and deal.melds[HUMAN] == ()
    play_out(board, qtbot)  # the game is played out anyway
    result = deal.result
    assert not result.won and result.scores[HUMAN] == -deal.bid
    assert deal.meld_points[HUMAN] == 0
    for seat in (1, 2):
        if deal.tricks_won(seat):
            assert result.scores[seat] == deal.meld_points[seat] + deal.trick_points(seat)
    qtbot.waitUntil(lambda: board.result_dialog is not None and board.result_dialog.isVisible(),
                    timeout=WAIT)


def test_a_wrong_declaration_as_opponent_is_told_and_his_melds_do_not_count(boards, qtbot):
    board = boards(_to_the_meld_screen(opponent_deal(), solo=False))
    deal = board.deal
    dialog = meld_screen(board, qtbot)
    assert dialog.by_hand and dialog.out_button is None  # only the solo player may go out
    assert pressed(dialog) == [] and dialog.total_value.text() == "0"
    wrong = wrong_for(deal)
    click_declaration(dialog, qtbot, wrong)
    assert dialog.total_value.text() == str(wrong.points(deal.trump))
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))
    click(qtbot, dialog.ok_button)
    assert seen == [["Wrong declaration: your melds do not count."]]
    assert (HUMAN, Declare(wrong)) in deal.history
    # Then everybody's melds (not his own screen once more), his shown as wrong.
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    assert board.meld_dialog is None
    assert deal.wrong_declaration == (True, False, False)
    assert deal.melds[HUMAN] == () and deal.meld_points[HUMAN] == 0
    assert board.shown_dialog.texts()[-1] == "You: wrong declaration"
    play_out(board, qtbot)
    assert deal.result.scores[HUMAN] == (deal.trick_points(HUMAN)
                                         if deal.tricks_won(HUMAN) else 0)


def test_a_right_declaration_as_opponent_counts(boards, qtbot):
    board = boards(_to_the_meld_screen(opponent_deal(), solo=False))
    deal = board.deal
    dialog = meld_screen(board, qtbot)
    best = best_declaration(deal.hands[HUMAN], deal.trump)
    click_declaration(dialog, qtbot, best)
    click(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: board.shown_dialog is not None and board.shown_dialog.isVisible(),
                    timeout=WAIT)
    assert (HUMAN, Declare(best)) in deal.history
    assert deal.wrong_declaration == (False, False, False)
    assert deal.meld_points[HUMAN] == meld_points(deal.hands[HUMAN], deal.trump)


def test_the_meld_screen_relabels_on_a_language_switch_and_keeps_the_declaration(boards, qtbot):
    board = boards(_to_the_meld_screen(solo_deal(), solo=True))
    dialog = meld_screen(board, qtbot)
    trump = board.deal.trump
    click(qtbot, suit_button(dialog, trump, "P"))
    click(qtbot, cross_button(dialog, MeldName.BINOKEL))
    declared = dialog.declaration()
    assert dialog.cross_labels["aces"].text() == "Aces"
    assert dialog.ok_button.text() == "OK" and dialog.out_button.text() == "AB"
    language_manager().set_language("de")
    assert dialog.cross_labels["aces"].text() == "Asse"
    assert dialog.cross_labels["kings"].text() == "Könige"
    assert dialog.suit_labels[rules.SUIT_ORDER[0]].text() == "Kreuz"
    assert dialog.total_label.text() == "Gemeldet insgesamt:"
    assert "Trumpf" in dialog.title()
    assert dialog.prompt.text() == QCoreApplication.translate(
        "Binokel", "Declare your melds: click the buttons.")
    # The buttons pressed, the values and the total stay as they were.
    assert dialog.declaration() == declared
    assert pressed(dialog) == [f"{trump.code}:P", "binokel:40"]
    assert dialog.total_value.text() == "80"
    language_manager().set_language("en")
    assert dialog.cross_labels["aces"].text() == "Aces"
    assert dialog.prompt.text() == "Declare your melds: click the buttons."


@pytest.mark.parametrize("by_hand", [False, True])
def test_the_meld_screen_counts_a_double_family_1500_with_the_option(qtbot, english, by_hand):
    """The player (Mittelhand: dealer 2) holds both Kreuz families and names Herz: the meld
    screen shows the row at 200 in the 1992 rules and at 1500 with the option, filled in and
    declared by hand alike."""
    from cardsuite.engine.cards import parse_cards
    from cardsuite.games.binokel.game import Deal, NameTrump, Press

    cards = parse_cards("AC AC TC TC KC KC QC QC JC JC AS AS"
                        " TS TS KS KS QS QS JS JS AH AH TH TH"
                        " KH KH QH QH JH JH AD AD TD TD KD KD"
                        " QD QD JD JD")
    for double_family, value in ((False, "200"), (True, "1500")):
        options = Options(double_family_1500=double_family, meld_by_hand=by_hand)
        deal = Deal(0, 2, options, cards=cards)
        for action in (Bid(150), Pass(), Pass(), Press(tuple(parse_cards("AS AS QD QD"))),
                       NameTrump(Suit.HEARTS)):
            deal.apply(action)
        assert deal.solo == HUMAN
        dialog = MeldDialog(None, deal, may_go_out=True)
        qtbot.addWidget(dialog)
        if by_hand:
            click(qtbot, dialog.suit_buttons[Suit.CLUBS][3])  # 2F
        assert dialog.value_labels[Suit.CLUBS.code].text() == value
        assert dialog.total_value.text() == value
