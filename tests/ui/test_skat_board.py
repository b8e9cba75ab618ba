"""The Skat board driven like a person: real mouse clicks on cards, buttons and dialogs.

The computer players play at the fastest level; every wait is
``qtbot.waitUntil`` on the board's own state, never a fixed time.  The deals
are found by playing the computer players' bidding, Hand, pushing, declaring
and Kontra through the engine first (a fixed hand evaluation, no chance), so
that a retuned bot changes which deal is used, not what the tests prove: see
the ``*_deal()`` functions.
"""

import functools
import threading

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.engine.cards import Card, Rank
from cardsuite.games.skat import rules
from cardsuite.games.skat.bidding import RuleSet, matadors
from cardsuite.games.skat.bots import make_bot
from cardsuite.games.skat.game import (
    Bid,
    Deal,
    Declare,
    Hold,
    Kontra,
    Options,
    Pass,
    Phase,
    Play,
    Push,
    Re,
    TakeSkat,
)
from cardsuite.games.skat.session import HUMAN, dealer_of
from cardsuite.ui.boards.skat.board import SkatBoard, available_levels, save_path
from cardsuite.ui.boards.skat.words import contract_text, game_name, seat_name
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager

WAIT = 30_000  # ms: generous for a slow shared machine; the tests never sleep


def fastest_level() -> str:
    from cardsuite.engine.ai.pimc import LEVELS

    return "random" if "random" in LEVELS else available_levels()[0]



# --- deals chosen by what the computer players do in them -----------------------------------

def _bots_act(deal: Deal) -> None:
    """Let the computer players act until it is the player's turn or the play begins."""
    bots = {seat: make_bot(fastest_level(), seat) for seat in (1, 2)}
    while deal.to_move != HUMAN and deal.phase not in (Phase.PLAYING, Phase.FINISHED):
        deal.apply(bots[deal.to_move].act(deal.observation(deal.to_move)))


def _first_deal(dealer: int, options: Options, wanted) -> int:
    """The first deal number dealt by ``dealer`` (a number names its dealer) that fits."""
    for number in range(1, 60_000):
        if dealer_of(number) == dealer and wanted(Deal(number, dealer, options)):
            return number
    raise AssertionError("no deal fits")


def _player_wins_at_18(deal: Deal) -> bool:
    """Amiga II passes at once, the player bids 18, Amiga I passes: the player declares."""
    _bots_act(deal)
    if deal.history != [(2, Pass())] or Bid(18) not in deal.legal_actions():
        return False
    deal.apply(Bid(18))
    _bots_act(deal)
    return deal.declarer == HUMAN and deal.bid == 18 and deal.phase is Phase.HAND


@functools.cache
def player_declares_deal(rule_set: str = "isko") -> int:
    """A deal dealt by the player (the session's first) that the player declares at 18,
    holding a jack after taking the Skat (the Amiga rules' test lays one away)."""
    def wanted(deal: Deal) -> bool:
        if not _player_wins_at_18(deal):
            return False
        deal.apply(TakeSkat())
        return any(card.rank == Rank.JACK for card in deal.hands[HUMAN])
    return _first_deal(0, Options(rule_set=RuleSet(rule_set)), wanted)


@functools.cache
def computer_declares_deal() -> int:
    """The player passes at once, a computer player declares, the player is asked Kontra."""
    def wanted(deal: Deal) -> bool:
        _bots_act(deal)
        if deal.phase is not Phase.BIDDING or deal.to_move != HUMAN:
            return False
        deal.apply(Pass())
        _bots_act(deal)
        return deal.phase is Phase.KONTRA and deal.to_move == HUMAN \
            and Kontra() in deal.legal_actions()
    return _first_deal(0, Options(kontra=True), wanted)


@functools.cache
def amiga_one_bids_deal() -> int:
    """The player is forehand (dealer Amiga II): Amiga I bids 18, then 20 after the player's
    Yes."""
    def wanted(deal: Deal) -> bool:
        _bots_act(deal)
        if deal.history != [(1, Bid(18))]:
            return False
        deal.apply(Hold())
        _bots_act(deal)
        return deal.history[2:] == [(1, Bid(20))] and deal.to_move == HUMAN
    return _first_deal(2, Options(), wanted)


@functools.cache
def kontra_against_player_deal() -> int:
    """The player wins at 18, lays away his two lowest cards that are not jacks, plays
    Clubs, and a computer player says Kontra."""
    def wanted(deal: Deal) -> bool:
        if not _player_wins_at_18(deal):
            return False
        deal.apply(TakeSkat())
        low = [c for c in sorted(deal.hands[HUMAN], key=lambda c: rules.sort_key(c, deal.game_type))
               if c.rank != Rank.JACK][-2:]
        deal.apply(next(a for a in deal.legal_actions()
                        if isinstance(a, Push) and set(a.cards) == set(low)))
        clubs = [a for a in deal.legal_actions() if isinstance(a, Declare)
                 and a.contract.game_type is rules.GameType.CLUBS and not a.contract.hand
                 and not a.contract.schneider_announced]
        deal.apply(clubs[0])
        _bots_act(deal)
        return deal.phase is Phase.KONTRA and deal.to_move == HUMAN and deal.kontra
    return _first_deal(0, Options(kontra=True), wanted)


def make_board(qtbot, deal: int, **options) -> SkatBoard:
    for key, value in options.items():
        QSettings().setValue(f"skat/{key}", value)
    for seat in (1, 2):
        QSettings().setValue(f"skat/level{seat}", fastest_level())
    board = SkatBoard(deal=deal, seed=5)
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    return board



@pytest.fixture
def board(qtbot, clean_settings, english):
    widget = make_board(qtbot, player_declares_deal())
    yield widget
    widget.leave()
    widget.worker.wait()


def settle(board, qtbot) -> None:
    """Wait until the board waits for the player (cards landed, computer players done)."""
    qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def card_point(board, card: Card) -> QPoint:
    """A point on the visible part of ``card`` (hand cards overlap to the right)."""
    rect = board.scene_for_tests().items_by_card[card].sceneBoundingRect()
    return board.mapFromScene(QPointF(rect.left() + 5, rect.top() + rect.height() / 3))


def click_card(board, card: Card) -> None:
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(board, card))


def click_table(board) -> None:
    lay = board.scene_for_tests().layout
    point = board.mapFromScene(QPointF(lay.left + 4, lay.top + 4))
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def hand_sorted(board) -> list[Card]:
    return sorted(board.deal.hands[HUMAN], key=lambda c: rules.sort_key(c, board.deal.game_type))


def win_the_bidding(board, qtbot) -> None:
    """Amiga II passes, the player says 18, Amiga I passes: the player declares."""
    settle(board, qtbot)
    assert board.bar.isVisible()
    assert [b.text() for b in board.bar.buttons] == ["18", "Pass!"]
    click(qtbot, board.bar.buttons[0])
    qtbot.waitUntil(lambda: board.hand_dialog is not None and board.hand_dialog.isVisible(),
                    timeout=WAIT)
    assert board.deal.declarer == HUMAN and board.deal.bid == 18


def take_skat_and_push(board, qtbot) -> tuple[Card, Card]:
    click(qtbot, board.hand_dialog.button(1))  # "Skat"
    settle(board, qtbot)
    assert board.deal.phase is Phase.PUSHING and len(board.deal.hands[HUMAN]) == 12
    low = [c for c in hand_sorted(board) if c.rank != Rank.JACK][-2:]
    for card in low:
        click_card(board, card)
        settle(board, qtbot)
    return low[0], low[1]


def declare(board, qtbot, game=rules.GameType.CLUBS) -> None:
    qtbot.waitUntil(lambda: board.declare_dialog is not None and board.declare_dialog.isVisible(),
                    timeout=WAIT)
    dialog = board.declare_dialog
    click(qtbot, dialog.game_buttons[game])
    assert dialog.play_button.isEnabled()
    click(qtbot, dialog.play_button)
    settle(board, qtbot)
    assert board.deal.phase is Phase.PLAYING


def reach_play(board, qtbot) -> None:
    win_the_bidding(board, qtbot)
    take_skat_and_push(board, qtbot)
    click(qtbot, board.bar.buttons[0])  # "Lay away"
    declare(board, qtbot)


# --- a whole deal ---------------------------------------------------------------------------

def test_a_whole_deal_played_by_clicks_ends_in_the_score_list(board, qtbot):
    win_the_bidding(board, qtbot)
    first, second = take_skat_and_push(board, qtbot)
    scene = board.scene_for_tests()
    lay = scene.layout
    assert board.selected == {first, second}
    assert scene.items_by_card[first].pos().y() == lay.hand_y - lay.lift  # raised
    # ISkO: a selected card can be taken back before confirming.
    click_card(board, first)
    settle(board, qtbot)
    assert board.selected == {second}
    assert not board.bar.buttons[0].isEnabled()  # "Lay away" needs two cards
    assert scene.items_by_card[first].pos().y() == lay.hand_y
    click_card(board, first)
    settle(board, qtbot)
    assert board.bar.buttons[0].text() == "Lay away" and board.bar.buttons[0].isEnabled()
    click(qtbot, board.bar.buttons[0])
    declare(board, qtbot)
    deal = board.deal
    pushes = [action for seat, action in deal.history if isinstance(action, Push)]
    assert len(pushes) == 1 and set(pushes[0].cards) == {first, second}
    assert deal.contract.game_type is rules.GameType.CLUBS and not deal.contract.hand
    # The pushed cards lie face down on the player's pile.
    assert not scene.items_by_card[first].face_up

    played = 0
    while deal.phase is not Phase.FINISHED:
        settle(board, qtbot)
        if board.pending_trick is not None:
            click_table(board)  # a click collects the trick
            continue
        if deal.phase is Phase.FINISHED:
            break
        assert deal.to_move == HUMAN
        legal = [a.card for a in deal.legal_actions() if isinstance(a, Play)]
        card = legal[0]
        click_card(board, card)
        assert card not in deal.hands[HUMAN]
        played += 1
    assert played == 10 or deal.contract.game_type is rules.GameType.NULL
    settle(board, qtbot)
    if board.pending_trick is not None:
        click_table(board)
    qtbot.waitUntil(lambda: board.result_dialog is not None and board.result_dialog.isVisible(),
                    timeout=WAIT)
    texts = board.result_dialog.texts()
    assert texts[0] == "You played Clubs"
    points = deal.card_points(HUMAN) + rules.points(deal.pushed)
    assert f"{points} points" in texts[1]
    assert f"{120 - points} points" in texts[2]
    assert f"points {points} : {120 - points}" in board.info()  # the Skat counted: 120 in all
    click(qtbot, board.result_dialog.ok_button)
    qtbot.waitUntil(lambda: board.list_dialog is not None and board.list_dialog.isVisible(),
                    timeout=WAIT)
    rows = board.list_dialog.row_texts()
    value = deal.result.value
    assert rows == [["1", str(deal.number), "You", rows[0][3], f"+{value}" if value > 0 else str(value),
                     str(value), "0", "0"]]
    assert rows[0][3].startswith("Clubs with")
    assert len(board.session.scorelist) == 1
    click(qtbot, board.list_dialog.next_button)
    settle(board, qtbot)
    assert board.deal is not deal and board.session.deal.dealer == 1
    assert board.list_dialog is None
    # The closed dialogs are gone for good: a theme switch reaches nothing deleted.
    theme_manager().set_theme("colour")
    theme_manager().set_theme("mono")


def test_an_illegal_card_is_refused_with_a_pling_and_nothing_changes(board, qtbot, plings):
    reach_play(board, qtbot)
    deal = board.deal
    scene = board.scene_for_tests()
    while True:
        settle(board, qtbot)
        assert deal.phase is Phase.PLAYING, "the deal ended before the player had to follow suit"
        if board.pending_trick is not None:
            click_table(board)
            continue
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        illegal = [c for c in deal.hands[HUMAN] if c not in legal]
        if illegal:
            break
        click_card(board, sorted(legal)[0])
    history = list(deal.history)
    hands = [list(h) for h in deal.hands]
    places = {card: item.pos() for card, item in scene.items_by_card.items()}
    heard = len(plings)
    click_card(board, illegal[0])
    settle(board, qtbot)
    assert plings[heard:] == ["pling"]
    assert deal.history == history and [list(h) for h in deal.hands] == hands
    assert {card: item.pos() for card, item in scene.items_by_card.items()} == places
    # Dragging it onto the table is refused the same way.
    start = card_point(board, illegal[0])
    end = board.mapFromScene(QPointF(scene.layout.centre_x, scene.layout.centre_y))
    viewport = board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (step / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    scene.finish_animations()
    assert plings[heard + 1:] == ["pling"]
    assert deal.history == history
    # A legal card dragged onto the table is played.
    card = sorted(legal)[0]
    start = card_point(board, card)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (step / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert deal.history[len(history)] == (HUMAN, Play(card))


def test_a_card_clicked_out_of_turn_plings(board, qtbot, plings):
    settle(board, qtbot)  # the player's turn to bid, not to play
    hand = list(board.deal.hands[HUMAN])
    click_card(board, hand[0])
    assert plings == ["pling"]
    assert board.deal.hands[HUMAN] == hand and not board.deal.history[1:]


# --- the computer players ------------------------------------------------------------------------

def test_computer_declarer_speaks_and_the_player_may_say_kontra(qtbot, clean_settings, english):
    board = make_board(qtbot, computer_declares_deal(), kontra=True)
    try:
        settle(board, qtbot)
        assert board.deal.phase is Phase.BIDDING
        click(qtbot, board.bar.buttons[1])  # "Pass!"
        qtbot.waitUntil(lambda: board.deal.phase is Phase.KONTRA and board.waiting_for_player(),
                        timeout=WAIT)
        deal = board.deal
        assert deal.declarer in (1, 2) and deal.to_move == HUMAN
        scene = board.scene_for_tests()
        said = contract_text(deal.contract)  # e.g. "Spades"
        assert scene.bubbles[deal.declarer].text() == said  # the declaration in a bubble
        assert scene.bubbles[HUMAN].text() == ""
        assert [b.text() for b in board.bar.buttons] == ["Kontra!", "No"]
        assert f"{seat_name(deal.declarer)} plays {said}" in board.info()
        click(qtbot, board.bar.buttons[0])
        assert (HUMAN, Kontra()) in deal.history
        settle(board, qtbot)
        assert deal.kontra and deal.phase is Phase.PLAYING
        assert "(Kontra)" in board.info() or "(Re)" in board.info()
    finally:
        board.leave()
        board.worker.wait()


def test_computer_players_think_off_the_gui_thread(board, qtbot):
    """A computer player that takes its time does not stop the board from handling events."""
    settle(board, qtbot)
    click(qtbot, board.bar.buttons[1])  # "Pass!": Amiga I may still open with 18
    release = threading.Event()
    seat = board.deal.to_move
    assert seat != HUMAN
    real = board.session.bots[seat]

    class Slow:
        def act(self, observation):
            release.wait(WAIT / 1000)
            return real.act(observation)

    board.session.bots[seat] = Slow()
    qtbot.waitUntil(lambda: board.thinking, timeout=WAIT)
    ticks = []
    QTimer.singleShot(0, lambda: ticks.append(1))  # the GUI thread still runs its events
    qtbot.waitUntil(lambda: bool(ticks), timeout=WAIT)
    assert board.thinking and len(board.deal.history) == 2
    release.set()
    qtbot.waitUntil(lambda: not board.thinking, timeout=WAIT)
    assert len(board.deal.history) >= 3


def test_tricks_can_be_collected_automatically(board, qtbot):
    board.action_auto.trigger()
    assert board.action_auto.isChecked()
    reach_play(board, qtbot)
    deal = board.deal
    while not deal.tricks:
        settle(board, qtbot)
        if deal.to_move == HUMAN and board.pending_trick is None:
            click_card(board, next(a.card for a in deal.legal_actions() if isinstance(a, Play)))
        qtbot.waitUntil(lambda: bool(deal.tricks) or board.waiting_for_player(), timeout=WAIT)
    # Nobody clicks: the trick goes to its winner by itself.
    qtbot.waitUntil(lambda: board.pending_trick is None, timeout=WAIT)
    board.scene_for_tests().finish_animations()
    winner = deal.tricks[0].winner
    item = board.scene_for_tests().items_by_card[deal.tricks[0].cards[0]]
    assert not item.face_up
    assert (item.pos().x(), item.pos().y()) == pytest.approx(
        board.scene_for_tests().layout.pile_pos(winner), abs=4)


# --- the Amiga rules when pushing -----------------------------------------------------------------

def test_amiga_rules_refuse_jacks_and_taking_back(qtbot, clean_settings, english, plings):
    board = make_board(qtbot, player_declares_deal("amiga"), rule_set="amiga")
    try:
        win_the_bidding(board, qtbot)
        click(qtbot, board.hand_dialog.button(1))
        settle(board, qtbot)
        jack = next(c for c in board.deal.hands[HUMAN] if c.rank == Rank.JACK)
        click_card(board, jack)
        assert plings == ["pling"] and not board.selected
        others = [c for c in hand_sorted(board) if c.rank != Rank.JACK][-2:]
        click_card(board, others[0])
        settle(board, qtbot)
        click_card(board, others[0])  # no taking back
        assert plings == ["pling", "pling"] and board.selected == {others[0]}
        click_card(board, others[1])  # the second card lays both away at once
        qtbot.waitUntil(lambda: board.deal.phase is Phase.DECLARING, timeout=WAIT)
        assert set(board.deal.pushed) == set(others)
        qtbot.waitUntil(lambda: board.declare_dialog is not None, timeout=WAIT)
        # No Null in the Amiga rules.
        assert rules.GameType.NULL not in board.declare_dialog.game_buttons
        # … and the laid-away cards cannot be taken back.
        assert board.declare_dialog.back_button is None
        assert [b.text() for b in board.declare_dialog.buttons()] == ["Play"]
    finally:
        board.leave()
        board.worker.wait()


# --- the declaration dialog -----------------------------------------------------------------

def test_hand_game_announcements_imply_each_other(board, qtbot):
    win_the_bidding(board, qtbot)
    click(qtbot, board.hand_dialog.button(0))  # "Hand"
    qtbot.waitUntil(lambda: board.declare_dialog is not None and board.declare_dialog.isVisible(),
                    timeout=WAIT)
    dialog = board.declare_dialog
    click(qtbot, dialog.game_buttons[rules.GameType.GRAND])
    click(qtbot, dialog.ouvert)
    assert dialog.schneider.isChecked() and dialog.schwarz.isChecked()
    contract = dialog.contract()
    assert contract.hand and contract.ouvert and contract.schwarz_announced
    click(qtbot, dialog.schneider)  # taking Schneider back takes the others back
    assert not dialog.schwarz.isChecked() and not dialog.ouvert.isChecked()
    click(qtbot, dialog.game_buttons[rules.GameType.NULL])
    assert not dialog.schneider.isEnabled() and dialog.ouvert.isEnabled()
    click(qtbot, dialog.game_buttons[rules.GameType.HEARTS])
    click(qtbot, dialog.play_button)
    settle(board, qtbot)
    assert (HUMAN, Declare(board.deal.contract)) in board.deal.history
    assert board.deal.contract.game_type is rules.GameType.HEARTS and board.deal.contract.hand


# --- language -------------------------------------------------------------------------------

def test_language_switch_relabels_board_buttons_bubbles_and_open_dialogs(board, qtbot):
    settle(board, qtbot)
    scene = board.scene_for_tests()
    assert board.bar.buttons[1].text() == "Pass!"
    assert scene.bubbles[2].text() == "Pass!"
    titles = []
    board.title_changed.connect(titles.append)
    language_manager().set_language("de")
    assert board.bar.buttons[1].text() == "Weg!"
    assert scene.bubbles[2].text() == "Weg!"
    assert board.bar.prompt.text() == "Ihr Gebot:"
    assert board.title() == "Skat – Spiel 1" and titles[-1] == "Skat – Spiel 1"
    assert board.action_new.text() == "Neues Spiel"
    assert scene.names[1].text() == "Amiga I (Vorhand)"
    assert board.info().startswith("Reizen:")
    click(qtbot, board.bar.buttons[0])
    qtbot.waitUntil(lambda: board.hand_dialog is not None and board.hand_dialog.isVisible(),
                    timeout=WAIT)
    assert board.hand_dialog.button(0).text() == "Hand"
    click(qtbot, board.hand_dialog.button(0))
    qtbot.waitUntil(lambda: board.declare_dialog is not None and board.declare_dialog.isVisible(),
                    timeout=WAIT)
    dialog = board.declare_dialog
    assert dialog.game_buttons[rules.GameType.CLUBS].text() == "Kreuz"
    language_manager().set_language("en")
    assert dialog.game_buttons[rules.GameType.CLUBS].text() == "Clubs"
    assert dialog.play_button.text() == "Play"
    assert board.title() == f"Skat – deal {board.deal.number}"


# --- saving -----------------------------------------------------------------------------------

def test_save_and_resume_restore_the_deal_exactly(board, qtbot):
    reach_play(board, qtbot)
    deal = board.deal
    for _ in range(2):  # play a little so that the saved deal has tricks
        settle(board, qtbot)
        if board.pending_trick is not None:
            click_table(board)
            settle(board, qtbot)
        click_card(board, next(a.card for a in deal.legal_actions() if isinstance(a, Play)))
    settle(board, qtbot)
    if board.pending_trick is not None:
        click_table(board)
        settle(board, qtbot)
    assert board.save_session()
    assert save_path().is_file()
    saved = (deal.number, list(deal.history), [list(h) for h in deal.hands], list(deal.skat))
    board.new_deal(99)
    settle(board, qtbot)
    assert board.deal.number == 99
    underway = board.unsaved_play()  # the computer players may have bid already
    seen = _answering(0) if underway else []  # then F9 asks first: Resume
    assert board.resume_session()
    assert [lines[0] for lines in seen] == (["Resume the saved session?"] if underway else [])
    settle(board, qtbot)
    again = board.deal
    assert (again.number, list(again.history), [list(h) for h in again.hands],
            list(again.skat)) == saved
    scene = board.scene_for_tests()
    lay = scene.layout
    for card in again.hands[HUMAN]:
        item = scene.items_by_card[card]
        assert item.face_up and item.pos().y() == lay.hand_y
    # The resumed deal plays on.
    click_card(board, next(a.card for a in again.legal_actions() if isinstance(a, Play)))
    assert len(again.history) == len(saved[1]) + 1


def test_a_damaged_save_file_is_reported_and_kept(board, qtbot):
    settle(board, qtbot)
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    seen = []

    def answer() -> None:
        alert = QApplication.activeModalWidget()
        if not isinstance(alert, GemAlert):
            QTimer.singleShot(20, answer)
            return
        seen.append(alert.lines())
        alert.button(0).click()

    QTimer.singleShot(0, answer)
    before = board.session
    assert not board.resume_session()
    assert seen and any("cannot be used" in line for line in seen[0])
    assert path.read_text(encoding="utf-8") == "{ not json"
    assert board.session is before


def _answering(*buttons: int, before=None) -> list[list[str]]:
    """Answer the next GEM alerts, one after the other, with ``buttons`` (calling
    ``before`` before the first answer); their lines."""
    seen: list[list[str]] = []
    answered: list[GemAlert] = []

    def answer() -> None:
        alert = QApplication.activeModalWidget()
        if not isinstance(alert, GemAlert) or any(alert is done for done in answered) \
                or not alert.isVisible() or alert.button_count() <= buttons[len(seen)]:
            QTimer.singleShot(20, answer)
            return
        answered.append(alert)
        seen.append(alert.lines())
        if before is not None and len(seen) == 1:
            before()
        alert.button(buttons[len(seen) - 1]).click()
        if len(seen) < len(buttons):
            QTimer.singleShot(20, answer)

    QTimer.singleShot(0, answer)
    return seen


def _another_session(seed: int = 5) -> bytes:
    """A session saved in the slot by somebody else; the file's bytes."""
    from cardsuite.engine import store
    from cardsuite.games.skat.session import SAVE_KIND, SAVE_VERSION, Session, SessionSettings

    path = save_path()
    store.write(path, SAVE_KIND, SAVE_VERSION, Session(SessionSettings(Options(), seed=seed))
                .to_dict())
    return path.read_bytes()


def test_f8_asks_before_replacing_a_session_it_did_not_save(board, qtbot, monkeypatch):
    """Issue 17: F8 replaced the one saved session without asking."""
    settle(board, qtbot)
    theirs = _another_session()
    seen = _answering(1)  # Cancel
    assert not board.save_session()
    assert seen == [["Another session is saved.", "Replace it with this session?"]]
    assert save_path().read_bytes() == theirs
    seen = _answering(0)  # Replace
    assert board.save_session() and len(seen) == 1
    mine = save_path().read_bytes()
    assert mine != theirs
    from cardsuite.ui.boards.skat import board as skat_board

    def no_question(*_args, **_kwargs):
        raise AssertionError("F8 asked before replacing its own save")

    monkeypatch.setattr(skat_board, "gem_alert", no_question)
    assert board.save_session()  # its own save is replaced without a question


def test_f8_keeps_a_newer_cardsuites_file_unless_told_otherwise(board, qtbot):
    settle(board, qtbot)
    path = save_path()
    newer = _another_session().replace(b'"version": 1', b'"version": 99')
    path.write_bytes(newer)
    seen = _answering(1)
    assert not board.save_session()
    assert seen[0][0] == "The saved file is from a newer Cardsuite."
    assert path.read_bytes() == newer


def test_f8_refuses_when_another_suite_saved_after_the_question(board, qtbot):
    settle(board, qtbot)
    _another_session(5)
    later = []
    seen = _answering(0, 0, before=lambda: later.append(_another_session(6)))  # Replace, OK
    assert not board.save_session()
    assert len(seen) == 2 and "another Cardsuite" in " ".join(seen[1])
    assert save_path().read_bytes() == later[0]


def test_f9_asks_before_it_gives_up_the_deal_in_play(board, qtbot):
    """Issue 17: F9 gave up the deal in play without asking (F1, F2 and closing ask)."""
    reach_play(board, qtbot)
    _another_session()
    deal = board.deal
    assert board.deal_underway()
    seen = _answering(1)  # Cancel
    assert not board.resume_session()
    assert seen[0][0] == "Resume the saved session?"
    assert board.deal is deal
    seen = _answering(0)
    assert board.resume_session()
    assert board.deal is not deal


# --- deal by number and layout -------------------------------------------------------------

def test_deal_number_dialog_explains_bad_input_and_deals_a_good_number(board, qtbot, plings):
    settle(board, qtbot)
    seen: list = []
    QTimer.singleShot(0, lambda: answer_alert(0, seen))  # give up the deal under way
    board.ask_deal()
    assert seen == [["Give up this deal?", "It is not scored."]]
    dialog = board.deal_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    dialog.edit.setText("12x")
    click(qtbot, dialog.ok)
    assert plings == ["pling"] and dialog.isVisible()
    assert dialog.problem.text() == "Only the digits 0 to 9, please."
    dialog.edit.setText("1000000")
    click(qtbot, dialog.ok)
    assert "999 999" in dialog.problem.text()
    dialog.edit.setText("42")
    click(qtbot, dialog.ok)
    settle(board, qtbot)
    assert board.deal.number == 42 and board.title() == "Skat – deal 42"


@pytest.mark.parametrize("size", [(600, 360), (1200, 800)])
def test_layout_is_whole_pixels_and_inside_the_table(board, qtbot, size):
    settle(board, qtbot)
    board.resize(*size)
    board.scene_for_tests().finish_animations()
    scene = board.scene_for_tests()
    view = board.viewport().rect()
    for item in scene.items_by_card.values():
        pos = item.pos()
        assert pos.x() == int(pos.x()) and pos.y() == int(pos.y())
        rect = item.sceneBoundingRect().toRect()
        assert view.contains(rect), (item, rect, view)
    lay = scene.layout
    hand = [scene.items_by_card[c].sceneBoundingRect() for c in board.deal.hands[HUMAN]]
    assert all(r.top() >= lay.bottom for r in hand)  # the table stays clear of the hand
    bar = board.bar.geometry()
    assert bar.bottom() <= lay.hand_y and view.contains(bar)


# --- in the GEM screen -----------------------------------------------------------------------

def test_skat_opens_in_a_gem_window_with_its_menus_and_rules(qtbot, clean_settings, english):
    import argparse

    from cardsuite.app import create_main_window, parse_args
    from cardsuite.ui import registry

    for seat in (1, 2):
        QSettings().setValue(f"skat/level{seat}", fastest_level())
    assert parse_args(["--game", "skat", "--deal", "7"]).game == "skat"
    screen = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    qtbot.waitExposed(screen)
    number = player_declares_deal()
    window = screen.open_game("skat", deal=number)
    board = window.content()
    try:
        assert window.title() == f"Skat – deal {number}"
        texts = [a.text() for a in screen.file_menu.actions() if not a.isSeparator()]
        assert texts[:3] == ["New deal", "Deal number …", "Score list …"]
        assert "Save session" in texts and "Resume session" in texts and "Close game" in texts
        options = [a.text() for a in screen.options_menu.actions()]
        assert "Rules: Amiga 1990 (from the next session)" in options
        assert "Strength of Amiga II: strong" in options or len(available_levels()) < 3
        settle(board, qtbot)
        assert window.info() == board.info() and window.info().startswith("Bidding:")
        dialog = screen.show_rules(registry.game("skat"))
        qtbot.waitUntil(dialog.isVisible)
        assert "Amiga I" in dialog.text.toPlainText()
        screen.set_language("de")
        assert "Alleinspieler" in dialog.text.toPlainText()
        assert window.title() == f"Skat – Spiel {number}"
        dialog.reject()
        screen.set_language("en")
        assert board.unsaved_play()  # Amiga II has passed: the bidding is under way
    finally:
        board.leave()
        board.worker.wait()
        window.close_window()  # so that closing the screen does not ask about it


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_rules_name_the_newer_features_as_the_board_names_them(qapp, english, language):
    """Laying away again, the Amiga set's "mit/ohne 4", the house rules and the board's keys
    are in the Help text, in the words the board's own buttons and the Skatliste use."""
    from PySide6.QtCore import QCoreApplication

    from cardsuite.games.skat.bidding import AMIGA_MATADOR_LIMIT
    from cardsuite.games.skat.house_rules import BOCK_GAME_CHOICES
    from cardsuite.games.skat.scorelist import BIERLACHS_LIMITS
    from cardsuite.ui.boards.skat.entry import skat_rules

    def said(text: str) -> str:
        return QCoreApplication.translate("Skat", text)

    language_manager().set_language(language)
    text = skat_rules()
    for label in ("Lay away again", "Lay away", "Kontra after bidding 18", "Schieberamsch",
                  "Bierlachs", "Bock game"):
        assert said(label) in text, label
    key = {"en": ("Backspace", "Home / End", "Up / Down"),
           "de": ("Rücktaste", "Pos1 / Ende", "Hoch / Runter")}[language]
    assert all(name in text for name in key)
    assert f"{AMIGA_MATADOR_LIMIT}“" in text or f'{AMIGA_MATADOR_LIMIT}"' in text
    assert all(str(n) in text for n in (*BOCK_GAME_CHOICES, *BIERLACHS_LIMITS))


def test_asked_by_a_computer_player_the_player_answers_yes_or_pass(board, qtbot):
    """Third deal of the session: the player is forehand and Amiga I bids to him."""
    settle(board, qtbot)
    board.new_deal(5)
    settle(board, qtbot)
    board.new_deal(amiga_one_bids_deal())
    settle(board, qtbot)
    deal = board.deal
    assert deal.forehand == HUMAN and deal.middlehand == 1
    assert board.bar.prompt.text() == "Amiga I bids 18:"
    assert [b.text() for b in board.bar.buttons] == ["Yes", "Pass!"]
    assert board.scene_for_tests().bubbles[1].text() == "18?"
    click(qtbot, board.bar.buttons[0])
    assert deal.history[1] == (HUMAN, Hold())
    assert board.scene_for_tests().bubbles[HUMAN].text() == "Yes"
    assert not board.bar.isVisible()  # Amiga I speaks next
    settle(board, qtbot)
    assert board.bar.prompt.text() == "Amiga I bids 20:"
    click(qtbot, board.bar.buttons[1])
    assert deal.history[3] == (HUMAN, Pass())
    assert board.scene_for_tests().bubbles[HUMAN].text() == "Pass!"


# --- giving up a deal, options --------------------------------------------------------------

def answer_alert(button: int, seen: list) -> None:
    """Click ``button`` of the next GEM alert, noting its lines in ``seen``."""
    alert = QApplication.activeModalWidget()
    if not isinstance(alert, GemAlert):
        QTimer.singleShot(20, lambda: answer_alert(button, seen))
        return
    seen.append(alert.lines())
    alert.button(button).click()


def test_new_deal_asks_before_giving_up_a_deal_under_way(board, qtbot):
    settle(board, qtbot)
    deal = board.deal
    assert board.deal_underway()  # Amiga II has passed already
    seen: list = []
    QTimer.singleShot(0, lambda: answer_alert(1, seen))  # "Cancel"
    board.action_new.trigger()
    assert seen == [["Give up this deal?", "It is not scored."]]
    assert board.deal is deal and board.bar.isVisible()
    QTimer.singleShot(0, lambda: answer_alert(0, seen))  # "Give up"
    board.action_number.trigger()
    assert len(seen) == 2
    qtbot.waitUntil(lambda: board.deal_dialog is not None, timeout=WAIT)
    board.deal_dialog.done(0)  # the number dialog closed unused keeps the deal
    assert board.deal is deal
    QTimer.singleShot(0, lambda: answer_alert(0, seen))
    board.action_new.trigger()
    assert len(seen) == 3 and board.deal is not deal
    assert len(board.session.scorelist) == 0  # the deal given up is not scored


def test_rule_options_reach_the_next_deal_and_the_next_session(board, qtbot):
    settle(board, qtbot)
    options = board.option_actions()
    for action in (board.action_seeger, board.action_redeal, board.action_ramsch_last):
        assert action in options and action.isCheckable() and not action.isChecked()
        assert action.text()
    board.action_redeal.trigger()
    board.action_ramsch_last.trigger()
    board.action_seeger.trigger()
    session = board.session
    assert session.settings.options.redeal_when_all_pass
    assert session.settings.options.ramsch_skat_to_last_trick
    assert session.scorelist.mode.value == "standard"  # the list mode waits for a new session
    assert not board.deal.options.redeal_when_all_pass  # the deal on the table keeps its rules
    board.new_deal()
    assert board.deal.options.redeal_when_all_pass and board.deal.options.ramsch_skat_to_last_trick
    board.start_session(board._new_session())
    assert board.session.scorelist.mode.value == "seeger_fabian"
    assert board.action_redeal.isChecked() and board.action_ramsch_last.isChecked()
    settle(board, qtbot)
    board.show_list()
    qtbot.waitUntil(lambda: board.list_dialog is not None, timeout=WAIT)
    assert "Seeger-Fabian" in board.list_dialog.title()
    board.list_dialog.done(0)


def declare_clubs_and_wait_for_kontra(board, qtbot):
    """Bid by clicks (the value or "Yes" while offered) until the player has won the bidding,
    take the Skat, lay two away, declare Clubs; wait until the player answers a Kontra."""
    while True:
        settle(board, qtbot)
        if board.deal.phase is not Phase.BIDDING:
            break
        texts = [b.text() for b in board.bar.buttons]
        click(qtbot, board.bar.buttons[0 if texts[0] in ("18", "Yes") else 1])
    assert board.deal.declarer == HUMAN
    take_skat_and_push(board, qtbot)
    click(qtbot, board.bar.buttons[0])  # "Lay away"
    qtbot.waitUntil(lambda: board.declare_dialog is not None, timeout=WAIT)
    click(qtbot, board.declare_dialog.game_buttons[rules.GameType.CLUBS])
    click(qtbot, board.declare_dialog.play_button)
    qtbot.waitUntil(lambda: board.deal.phase is Phase.KONTRA and board.waiting_for_player(),
                    timeout=WAIT)


def test_after_a_computer_kontra_the_player_may_say_re(qtbot, clean_settings, english):
    """The player wins the bidding at 18, plays Clubs, a computer player says Kontra."""
    board = make_board(qtbot, kontra_against_player_deal(), kontra=True)
    try:
        declare_clubs_and_wait_for_kontra(board, qtbot)
        deal = board.deal
        doubler = next(seat for seat, action in deal.history if action == Kontra())
        assert deal.kontra and doubler in (1, 2)
        assert "Kontra" in board.scene_for_tests().bubbles[doubler].text()
        assert board.bar.prompt.text() == "Kontra! Your answer:"
        assert [b.text() for b in board.bar.buttons] == ["Re!", "No"]
        click(qtbot, board.bar.buttons[0])
        assert (HUMAN, Re()) in deal.history and deal.re
        assert board.scene_for_tests().bubbles[HUMAN].text() == "Re!"
        settle(board, qtbot)
        assert deal.phase is Phase.PLAYING and "(Re)" in board.info()
    finally:
        board.leave()
        board.worker.wait()


def test_a_card_chosen_by_keyboard_and_played_by_a_click_is_no_longer_chosen(board, qtbot):
    """Found by the monkey: Space chose a card, a click played it, and the board still held
    it as chosen (Return then tried to play a card that was gone)."""
    reach_play(board, qtbot)
    while not board.can_play():  # the computer players lead; collect tricks till it is ours
        if board.pending_trick is not None:
            click_table(board)
        settle(board, qtbot)
    legal = {action.card for action in board.deal.legal_actions()}
    hand = hand_sorted(board)
    index = next(i for i, card in enumerate(hand) if card in legal)
    for _ in range(index + 1):  # the cursor starts before the first card
        QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)
    card = hand[index]
    assert board.selected == {card}
    click_card(board, card)
    assert card not in board.deal.hands[HUMAN]
    assert board.selected == set()


# --- a deal number replays the table as it was ----------------------------------------------

def seen_table(board) -> tuple:
    """What the player saw of the deal on the table: the dealer, the seats' names with their
    places (Vorhand …; not the marks of the play, such as the declarer), every seat's hand
    as dealt and the Skat."""
    deal = board.deal
    names = {seat: box.text().partition(" – ")[0]
             for seat, box in board.scene_for_tests().names.items()}
    return deal.dealer, names, [sorted(hand) for hand in deal.dealt[0]], sorted(deal.skat)


def replay_by_number(board, qtbot, number: int) -> None:
    """F2, give up the deal on the table if asked, type ``number``, OK."""
    seen: list = []
    if board.deal_underway():
        QTimer.singleShot(0, lambda: answer_alert(0, seen))
    board.action_number.trigger()
    qtbot.waitUntil(lambda: board.deal_dialog is not None and board.deal_dialog.isVisible(),
                    timeout=WAIT)
    board.deal_dialog.edit.setText(str(number))
    click(qtbot, board.deal_dialog.ok)
    settle(board, qtbot)
    assert board.deal.number == number


def test_a_number_from_the_score_list_replays_the_same_cards_in_the_same_seats(board, qtbot):
    reach_play(board, qtbot)
    deal = board.deal
    settle(board, qtbot)
    expected = seen_table(board)
    assert expected[1][1].endswith("(forehand)")  # the player deals deal 1: Amiga I leads
    while deal.phase is not Phase.FINISHED:
        settle(board, qtbot)
        if board.pending_trick is not None:
            click_table(board)
        elif deal.phase is Phase.PLAYING:
            click_card(board, next(a.card for a in deal.legal_actions() if isinstance(a, Play)))
    settle(board, qtbot)
    if board.pending_trick is not None:
        click_table(board)
    qtbot.waitUntil(lambda: board.result_dialog is not None, timeout=WAIT)
    click(qtbot, board.result_dialog.ok_button)
    qtbot.waitUntil(lambda: board.list_dialog is not None and board.list_dialog.isVisible(),
                    timeout=WAIT)
    number = int(board.list_dialog.row_texts()[0][1])  # the deal column of the list
    assert number == deal.number
    click(qtbot, board.list_dialog.next_button)
    settle(board, qtbot)
    dealers = [board.deal.dealer]
    for _ in range(3):  # the dealer moves on, and on
        board.new_deal()
        settle(board, qtbot)
        dealers.append(board.deal.dealer)
    assert dealers == [1, 2, 0, 1]
    replay_by_number(board, qtbot, number)
    assert seen_table(board) == expected
    assert sorted(board.deal.hands[HUMAN]) == expected[2][HUMAN]
    scene = board.scene_for_tests()
    for card in board.deal.hands[HUMAN]:  # the player's own cards, face up in his hand
        assert scene.items_by_card[card].face_up
    # After saving and resuming (with other deals between) the number still deals the same.
    board.new_deal()
    settle(board, qtbot)
    assert board.save_session()
    board.new_deal()
    settle(board, qtbot)
    asking = board.unsaved_play()  # a deal under way: F9 asks first (Resume)
    seen = _answering(0) if asking else []
    assert board.resume_session()
    assert len(seen) == int(asking)
    settle(board, qtbot)
    replay_by_number(board, qtbot, number)
    assert seen_table(board) == expected


# --- Amiga 1990: mit/ohne counts at most 4 ---------------------------------------------------

@functools.cache
def amiga_ohne_5_deal() -> tuple[int, rules.GameType]:
    """An Amiga deal the player declares at 18 holding a suit "ohne 5" or more (or "mit 5")
    in his ten cards and with the Skat, and that suit."""
    found = {}

    def wanted(deal: Deal) -> bool:
        if not _player_wins_at_18(deal):
            return False
        for game in (rules.GameType.CLUBS, rules.GameType.SPADES, rules.GameType.HEARTS,
                     rules.GameType.DIAMONDS):
            if min(matadors(deal.hands[HUMAN], game),
                   matadors(deal.hands[HUMAN] + deal.skat, game)) >= 5:
                found["game"] = game
                return True
        return False
    number = _first_deal(0, Options(rule_set=RuleSet.AMIGA), wanted)
    return number, found["game"]


def test_amiga_counts_at_most_mit_or_ohne_4_in_the_dialog_and_the_list(qtbot, clean_settings,
                                                                       english):
    number, game = amiga_ohne_5_deal()
    board = make_board(qtbot, number, rule_set="amiga")
    try:
        win_the_bidding(board, qtbot)
        count = matadors(board.deal.hands[HUMAN], game)  # as the ISkO counts: 5 or more
        held = rules.JACKS[0] in board.deal.hands[HUMAN]
        click(qtbot, board.hand_dialog.button(0))  # "Hand"
        qtbot.waitUntil(lambda: board.declare_dialog is not None
                        and board.declare_dialog.isVisible(), timeout=WAIT)
        dialog = board.declare_dialog
        click(qtbot, dialog.game_buttons[game])
        base = rules.BASE_VALUES[game]
        # mit/ohne 4 + Spiel + Hand, not count + 2.
        assert count >= 5
        assert dialog.value_line.text() == f"Game value without the Skat: {base * 6}"
        click(qtbot, dialog.play_button)
        deal = board.deal
        while deal.phase is not Phase.FINISHED:
            settle(board, qtbot)
            if board.pending_trick is not None:
                click_table(board)
            elif deal.phase is Phase.KONTRA:  # Kontra and Re are on in the Amiga set
                click(qtbot, board.bar.buttons[1])  # "No" Re
            elif deal.phase is Phase.PLAYING:
                click_card(board, next(a.card for a in deal.legal_actions()
                                       if isinstance(a, Play)))
        settle(board, qtbot)
        if board.pending_trick is not None:
            click_table(board)
        qtbot.waitUntil(lambda: board.result_dialog is not None, timeout=WAIT)
        result = deal.result
        assert result.matadors == 4  # five or more with the Skat, counted as four
        click(qtbot, board.result_dialog.ok_button)
        qtbot.waitUntil(lambda: board.list_dialog is not None, timeout=WAIT)
        row = board.list_dialog.row_texts()[0]
        assert row[3].startswith(f"{game_name(game)} {'with' if held else 'without'} 4 Hand")
        levels = 4 + 1 + 1 + int(result.schneider) + int(result.schwarz)
        value = (base * levels if not result.overbid else result.game_value) * result.kontra_factor
        assert row[4] == (f"+{value}" if result.won else str(-value))  # Amiga: Hand lost once
    finally:
        board.leave()
        board.worker.wait()


# --- the Skatliste fits in the window ---------------------------------------------------------

def fill_list(board) -> None:
    """Games as long as the list can get, and Ramsch rows, entered as the session enters them."""
    from cardsuite.engine.cards import parse_cards
    from cardsuite.games.skat.scoring import Contract, score_game

    scores = board.session.scorelist
    mit_4 = parse_cards("JC JS JH JD AC TC KC AS TS KS AH TH")
    grand = Contract(rules.GameType.GRAND, hand=True, ouvert=True)
    scores.add_game(123_456, 0, grand, score_game(grand, mit_4, 120, 10, 18, kontra=True, re=True))
    scores.add_ramsch(999_999, (-61, 0, 0))
    clubs = Contract(rules.GameType.CLUBS, hand=True, schneider_announced=True)
    scores.add_game(4711, 1, clubs, score_game(clubs, mit_4, 70, 7, 18, kontra=True))
    scores.add_ramsch(17, (0, -150, 0))


def inside(board, widget) -> bool:
    """Whether ``widget`` lies wholly inside the board on the screen."""
    top_left = board.mapToGlobal(board.rect().topLeft())
    shown = widget.frameGeometry()
    return board.rect().contains(shown.translated(-top_left.x(), -top_left.y()))


@pytest.mark.parametrize(("size", "language"), [((640, 400), "en"), ((600, 360), "de")])
def test_the_score_list_fits_in_the_window_and_a_ramsch_shows_what_was_lost(
        board, qtbot, size, language):
    settle(board, qtbot)
    board.resize(*size)
    language_manager().set_language(language)
    fill_list(board)
    board.show_list()
    dialog = board.list_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    assert inside(board, dialog), (dialog.frameGeometry(), board.size())
    rows = dialog.row_texts()
    assert [row[4] for row in rows] == ["+1056", "-61", "-528", "-150"]
    assert rows[1][2] == "–"  # no declarer in a Ramsch
    # The long game wraps onto lines of its row: every word is there, each line fits.
    body = dialog.body
    lines = body.wrapped(rows[0], 3)
    assert len(lines) > 1 and " ".join(lines) == rows[0][3]
    metrics = QFontMetrics(body.font())
    assert all(metrics.horizontalAdvance(line) <= body.widths[3] - 2 * body.padding
               for line in lines)
    assert body.lines[0] == len(lines) and body.lines[1] == 1
    assert dialog.head.widths == body.widths == dialog.foot.widths
    # The newest game is scrolled into view.
    bar = dialog.scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    board.grab()  # the board and the list paint without trouble
    dialog.grab()
    language_manager().set_language("en")
    assert inside(board, dialog)


def test_the_score_list_fits_again_when_the_window_gets_smaller(board, qtbot):
    settle(board, qtbot)
    board.resize(1200, 800)
    fill_list(board)
    board.show_list()
    dialog = board.list_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    assert dialog.body.lines[:4] == [1, 1, 1, 1]  # room enough: one line per game
    wide = dialog.width()
    board.resize(640, 400)
    qtbot.waitUntil(lambda: inside(board, dialog), timeout=WAIT)
    assert dialog.width() < wide and dialog.body.lines[0] > 1


def test_over_a_low_window_the_score_list_shows_fewer_games_and_scrolls(board, qtbot):
    from PySide6.QtWidgets import QWidget

    from cardsuite.ui.boards.skat.score_list import FEWEST_ROWS, VISIBLE_ROWS, ScoreListDialog

    settle(board, qtbot)
    fill_list(board)
    low = QWidget()
    qtbot.addWidget(low)
    low.resize(640, 280)
    low.show()
    qtbot.waitExposed(low)
    dialog = ScoreListDialog(low, board.session.scorelist)
    dialog.open()
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
    try:
        line = dialog.body.line_height()
        shown = dialog.scroll.height() // line
        assert FEWEST_ROWS <= shown < VISIBLE_ROWS
        assert dialog.height() <= 280 and inside(low, dialog)
        bar = dialog.scroll.verticalScrollBar()
        assert bar.value() == bar.maximum() > 0
    finally:
        dialog.done(0)



# --- the laid-away cards can be changed until the game is declared (ISkO) ---------------------

def test_the_laid_away_cards_can_be_taken_back_until_the_game_is_declared(board, qtbot):
    win_the_bidding(board, qtbot)
    first, second = take_skat_and_push(board, qtbot)
    click(qtbot, board.bar.buttons[0])  # "Lay away"
    qtbot.waitUntil(lambda: board.declare_dialog is not None and board.declare_dialog.isVisible(),
                    timeout=WAIT)
    deal = board.deal
    assert set(deal.pushed) == {first, second} and len(deal.hands[HUMAN]) == 10
    dialog = board.declare_dialog
    assert dialog.back_button.text() == "Lay away again" and dialog.back_button.isEnabled()
    language_manager().set_language("de")
    assert dialog.back_button.text() == "Neu drücken"
    language_manager().set_language("en")
    click(qtbot, dialog.back_button)
    settle(board, qtbot)
    assert board.declare_dialog is None and deal.phase is Phase.PUSHING
    assert len(deal.hands[HUMAN]) == 12 and deal.pushed == ()
    # The two come back raised, as chosen: one click swaps one of them.
    scene = board.scene_for_tests()
    lay = scene.layout
    assert board.selected == {first, second}
    for card in (first, second):
        item = scene.items_by_card[card]
        assert item.face_up and item.pos().y() == lay.hand_y - lay.lift
    assert board.bar.isVisible() and board.bar.buttons[0].isEnabled()
    other = next(c for c in hand_sorted(board) if c.rank != Rank.JACK and c not in (first, second))
    click_card(board, first)
    settle(board, qtbot)
    click_card(board, other)
    settle(board, qtbot)
    assert board.selected == {second, other}
    click(qtbot, board.bar.buttons[0])  # "Lay away"
    qtbot.waitUntil(lambda: board.declare_dialog is not None and board.declare_dialog.isVisible(),
                    timeout=WAIT)
    assert set(deal.pushed) == {second, other} and first in deal.hands[HUMAN]
    # Backspace in the game dialog takes them back too; the same two go away again.
    QTest.keyClick(board.declare_dialog, Qt.Key.Key_Backspace)
    settle(board, qtbot)
    assert deal.phase is Phase.PUSHING and board.selected == {second, other}
    QTest.keyClick(board, Qt.Key.Key_Return)  # lays the two chosen away
    declare(board, qtbot)
    assert set(deal.pushed) == {second, other}
    kinds = [type(a).__name__ for seat, a in deal.history if seat == HUMAN][-6:]
    assert kinds == ["Push", "TakeBack", "Push", "TakeBack", "Push", "Declare"]
    # Declared, the Skat stays: the cards laid away lie face down on the player's pile.
    assert not scene.items_by_card[other].face_up


def test_the_entry_passes_a_seed_so_the_computer_players_choose_alike(qtbot, clean_settings):
    """registry.create("skat", deal=…, seed=…) gives the session that seed: the same deal
    played the same way (the screenshots rely on it); without one each board draws its own."""
    from cardsuite.ui import registry

    boards = [registry.create("skat", deal=2, seed=11) for _ in range(2)]
    for board in boards:
        qtbot.addWidget(board)
    assert [b.session.settings.seed for b in boards] == [11, 11]
    assert [[bot.seed for bot in b.session.bots.values()] for b in boards][0] == \
        [bot.seed for bot in boards[1].session.bots.values()]
    for board in boards:
        board.leave()
        board.worker.wait()
