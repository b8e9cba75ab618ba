"""The PrefClub board driven like a person: real mouse clicks on cards, buttons and dialogs.

The computer players play the "random" bot; every wait is ``qtbot.waitUntil`` on the
board's own state, never a fixed time.  The deals are found by playing the session
through the engine first with the player's choices fixed (:func:`player_declares_deal`,
:func:`player_whists_alone_deal`), so that another bot changes which deal is used, not
what the tests prove.

The German of the new strings is not in ``translations/`` yet; the language test
installs :data:`PROPOSED_GERMAN` (the proposals for ``cardsuite_de.ts``) as a translator
of its own, so that it proves the re-labelling, not the wording.
"""

import ast
import functools
import sys
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, Qt, QTranslator
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from cardsuite.engine.cards import Suit
from cardsuite.engine.rng import SplitMix64
from cardsuite.games.pref.bots import make_bot
from cardsuite.games.pref.contract import Contract
from cardsuite.games.pref.game import (
    Bid,
    Declare,
    Discard,
    HalfWhist,
    Pass,
    PassWhist,
    Phase,
    Play,
    PlayOpen,
    Whist,
)
from cardsuite.games.pref.ledger import round_to_pfennigs
from cardsuite.games.pref.ledger import settle as settle_results
from cardsuite.games.pref.session import HUMAN, Session, SessionSettings
from cardsuite.games.pref.table_rules import MANUAL, SOCHI, TableRules
from cardsuite.ui.boards.pref import dialogs as pref_dialogs
from cardsuite.ui.boards.pref import words as pref_words
from cardsuite.ui.boards.pref.board import PrefBoard
from cardsuite.ui.boards.pref.sheet import ScoreSheetDialog, entry_style
from cardsuite.ui.boards.pref.table import HAND_ART, LEFT, RIGHT, hand_pixmap
from cardsuite.ui.boards.pref.words import contract_short, short_name
from cardsuite.ui.gem.theme import COLOUR, MONO, RED, theme_manager

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import xcb_probe  # noqa: E402  (the real-input pilot's view of a board)

WAIT = 30_000  # ms: generous for a slow shared machine; the tests never sleep
SEED = 5
LIMIT = 20
PRICE = Fraction(1, 10)
OPPONENTS = ("hilde", "baron")


# --- the computer players: the "random" bot -----------------------------------------------------

def random_bot(_key: str, seed: int):
    """Every computer player is the "random" level of :mod:`cardsuite.games.pref.bots`: it bids
    and whists on its estimates, plays a random legal card — and thinks fast."""
    return make_bot("random", seed)


def new_session(seed: int = SEED) -> Session:
    return Session(SessionSettings(LIMIT, PRICE, OPPONENTS, seed), bot_factory=random_bot)


def lowest_bid(deal) -> Bid:
    """The player's bid when he bids on: the lowest legal bid that is not a Miser."""
    return next(a for a in deal.legal_actions() if isinstance(a, Bid) and not a.contract.miser)


# --- the deals, chosen by what the computer players do in them ---------------------------------

def _simulate(seed: int, human) -> Session:
    """The first deal of a fresh session of ``seed``, the player acting by ``human(deal)``
    until it returns None (then the deal is left where it stands).

    The seed is what is searched: it gives the session's deal numbers and the bots' seeds
    (a bot's decision depends on the seed and the moment of the deal as well as on the
    cards)."""
    session = new_session(seed)
    session.new_deal()
    deal = session.deal
    while not deal.is_finished:
        if session.bot_to_move:
            session.bot_step()
            continue
        action = human(deal)
        if action is None:
            break
        session.human_apply(action)
    return session


def declarer_policy(deal):
    """Bid the lowest bid on and on; discard the first two cards; name the lowest contract;
    then stop (the board plays the cards)."""
    if deal.phase is Phase.BIDDING:
        return lowest_bid(deal)
    if deal.phase is Phase.DISCARDING:
        return Discard(tuple(deal.hands[HUMAN][:2]))
    if deal.phase is Phase.DECLARING:
        return Declare(deal.legal_contracts()[0])
    return None


@functools.cache
def player_declares_deal() -> int:
    """The seed of a session whose first deal the player wins by bidding on, after at least
    three words in the bidding, and whose contract is played (somebody whists, so it does
    not just stand)."""
    for seed in range(1, 3_000):
        session = _simulate(seed, declarer_policy)
        deal = session.deal
        bids = sum(1 for _s, a in deal.history if isinstance(a, Bid | Pass))
        if deal.declarer == HUMAN and bids >= 3 and not deal.contract.miser \
                and deal.phase is Phase.PLAYING:
            return seed
    raise AssertionError("no deal fits")


def defender_policy(deal):
    """Pass in the bidding; whist; play open; then stop."""
    if deal.phase is Phase.BIDDING:
        return Pass()
    if deal.phase is Phase.WHISTING:
        return Whist()
    if deal.phase is Phase.OPENING:
        return PlayOpen()
    return None


@functools.cache
def player_whists_alone_deal() -> int:
    """The seed of a session whose first deal a computer player declares, the player whists
    and his partner passes: the player plays both defending hands, open."""
    for seed in range(1, 3_000):
        session = _simulate(seed, defender_policy)
        deal = session.deal
        if deal.declarer not in (None, HUMAN) and deal.lone_whister == HUMAN \
                and deal.phase is Phase.PLAYING and deal.open_play \
                and any(isinstance(a, Whist) and s == HUMAN for s, a in deal.history):
            return seed
    raise AssertionError("no deal fits")


#: A table without Stalingrad (games/pref/table_rules.py): 6♠ is whisted freely.
NO_STALINGRAD = TableRules(stalingrad=False)


def table_session(seed: int, rules: TableRules) -> Session:
    return Session(SessionSettings(LIMIT, PRICE, OPPONENTS, seed, rules), bot_factory=random_bot)


def seed_asking_to_whist(rules: TableRules, fits) -> int:
    """The seed of a session by ``rules`` whose first deal a computer player declares and
    whose whisting, the player having passed in the bidding, ``fits(deal)``."""
    for seed in range(1, 3_000):
        session = table_session(seed, rules)
        session.new_deal()
        deal = session.deal
        while session.deal_in_progress and (session.bot_to_move or deal.phase is Phase.BIDDING):
            if session.bot_to_move:
                session.bot_step()
            else:
                session.human_apply(Pass())
        if deal.phase is Phase.WHISTING and fits(deal):
            return seed
    raise AssertionError("no deal fits")


def free_six_spades_session(seed: int) -> Session:
    return table_session(seed, NO_STALINGRAD)


@functools.cache
def six_spades_to_whist_deal() -> int:
    """A session without Stalingrad whose first deal a computer player declares at 6♠ and
    the player, passing in the bidding, is asked first whether to whist."""
    return seed_asking_to_whist(NO_STALINGRAD, lambda deal: deal.to_move == HUMAN
                                and deal.contract == Contract.parse("6S"))


HALF_WHIST = TableRules(half_whist=True)


def half_whist_session(seed: int) -> Session:
    return table_session(seed, HALF_WHIST)


@functools.cache
def half_whist_deal() -> int:
    """A session with the half-whist whose first deal a computer player declares at 6 or 7
    and the player (the dealer: the second defender), passing in the bidding, is asked to
    whist after the first defender passed."""
    return seed_asking_to_whist(HALF_WHIST, lambda deal: HalfWhist() in deal.legal_actions())


def half_whisted_against_the_player(seed: int) -> Session | None:
    """The session of ``seed`` at its second deal (the first played out at random), the
    player asked as the first defender whether to whist after all: he passed in the bidding
    and the whisting, the computer player after him half-whisted.  None if it does not come
    to that."""
    session = half_whist_session(seed)
    session.new_deal()
    finish_with_random_player(session)
    session.new_deal()
    deal = session.deal
    while session.deal_in_progress and (session.bot_to_move or deal.phase is Phase.BIDDING
                                        or deal.phase is Phase.WHISTING
                                        and deal.half_whister is None):
        if session.bot_to_move:
            session.bot_step()
        else:
            session.human_apply(Pass() if deal.phase is Phase.BIDDING else PassWhist())
    if deal.phase is Phase.WHISTING and deal.half_whister is not None:
        return session
    return None


@functools.cache
def half_whisted_seed() -> int:
    return next(seed for seed in range(1, 3_000) if half_whisted_against_the_player(seed))


def finish_with_random_player(session: Session, seed: int = 99) -> None:
    """Play the current deal to its end, the player's seat played by a random bot too."""
    rng = SplitMix64(seed)
    deal = session.deal
    while not deal.is_finished:
        if session.bot_to_move:
            session.bot_step()
        else:
            legal = deal.legal_actions()
            session.human_apply(legal[rng.below(len(legal))])


@functools.cache
def two_deal_session_data() -> dict:
    """A session of two finished deals (each of them wrote on the sheet), saved as data."""
    for seed in range(1, 200):
        session = new_session(seed)
        for _ in range(2):
            session.new_deal()
            finish_with_random_player(session, seed)
        if all(_wrote_something(entries) for entries in session.entries):
            return session.to_dict()
    raise AssertionError("no session fits")


def _wrote_something(entries) -> bool:
    return any(entries.bullet) or any(entries.mountain) or any(any(row) for row in entries.whists)


def two_deal_session() -> Session:
    return Session.from_dict(two_deal_session_data(), bot_factory=random_bot)


# --- driving the board ------------------------------------------------------------------------

def make_board(qtbot, session: Session | None = None) -> PrefBoard:
    board = PrefBoard(session=session or new_session())
    qtbot.addWidget(board)
    board.resize(860, 600)
    board.show()
    qtbot.waitExposed(board)
    return board


@pytest.fixture
def declarer_board(qtbot, clean_settings, english):
    board = make_board(qtbot, new_session(player_declares_deal()))
    yield board
    board.leave()
    board.worker.wait()


@pytest.fixture
def defender_board(qtbot, clean_settings, english):
    board = make_board(qtbot, new_session(player_whists_alone_deal()))
    yield board
    board.leave()
    board.worker.wait()


def settle(board, qtbot) -> None:
    """Wait until the board waits for the player (cards landed, computer players done)."""
    qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def item_point(board, item) -> QPoint:
    """A point on the visible part of a card (cards of a hand or fan overlap to the right)."""
    rect = item.sceneBoundingRect()
    return board.mapFromScene(QPointF(rect.left() + 4, rect.top() + rect.height() / 3))


def click_card(board, card) -> None:
    item = board.scene_for_tests().item_for(card)
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, item_point(board, item))


def click_table(board) -> None:
    lay = board.scene_for_tests().layout
    point = board.mapFromScene(QPointF(lay.centre_x, lay.top + 4))
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def drag(board, start: QPoint, end: QPoint) -> None:
    viewport = board.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (step / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def press_f7(board, qtbot) -> None:
    """F7, as a key (a shortcut works in the active window; a dialog may have been)."""
    board.activateWindow()
    qtbot.waitUntil(board.isActiveWindow, timeout=WAIT)
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_F7)


def bid_by_clicks(board, qtbot, policy) -> None:
    """Answer the bidding box with ``policy(deal)`` (a Bid or Pass) until the bidding ends."""
    deal = board.deal
    while deal.phase is Phase.BIDDING:
        settle(board, qtbot)
        if deal.phase is not Phase.BIDDING:
            break
        box = board.bid_box
        assert box.isVisible() and deal.to_move == HUMAN
        action = policy(deal)
        if isinstance(action, Pass):
            click(qtbot, box.pass_button)
        elif action.contract == deal.high_bid:
            assert box.hold_button.isVisible()
            click(qtbot, box.hold_button)
        else:
            button = box.grid.buttons[action.contract]
            assert button.isEnabled() and button.text() == contract_short(action.contract)
            click(qtbot, button)
        assert [a for s, a in deal.history if s == HUMAN][-1] == action
    settle(board, qtbot)


def collect_if_pending(board, qtbot, use_key: bool = False) -> bool:
    if board.pending_trick is None:
        return False
    trick = board.pending_trick
    winner = trick.cards[(trick.winner - trick.leader) % 3]
    # The pointing hand points at the winning card until the trick is collected.
    assert board.pointer.isVisible()
    rect = board.scene_for_tests().spot_rect(winner)
    assert rect.contains(QPointF(board.pointer.tip))
    if use_key:
        QTest.keyClick(board, Qt.Key.Key_Return)
    else:
        click_table(board)
    assert board.pending_trick is None
    return True


def play_out(board, qtbot) -> int:
    """Play the deal to its end: the first legal card of the hand on turn whenever the player
    acts, clicks and keys collecting the tricks.  Returns the cards the player played."""
    deal = board.deal
    played = 0
    while not deal.is_finished or board.pending_trick is not None:
        settle(board, qtbot)
        if collect_if_pending(board, qtbot, use_key=bool(played % 2)):
            continue
        if deal.is_finished:
            break
        assert deal.to_move == HUMAN and deal.phase is Phase.PLAYING
        hand = deal.turn
        card = next(a.card for a in deal.legal_actions() if isinstance(a, Play))
        assert board.sees_hand(hand)
        click_card(board, card)
        assert card not in deal.hands[hand]
        played += 1
    return played


# --- a whole deal -----------------------------------------------------------------------------

def test_a_whole_deal_played_by_clicks(declarer_board, qtbot, plings):
    board = declarer_board
    deal = board.deal
    number = deal.number
    assert board.title() == "PrefClub – deal 1, game to 20"
    scene = board.scene_for_tests()
    # The widow lies face down between the opponents' fans; their hands face down.
    assert all(not scene.item_for(card).face_up for card in deal.widow)
    assert all(not scene.item_for(card).face_up for seat in (LEFT, RIGHT)
               for card in deal.hands[seat])
    bid_by_clicks(board, qtbot, lowest_bid)
    assert deal.declarer == HUMAN and deal.phase is Phase.DISCARDING
    # The widow is turned up where it lies, for all to see, until a click.
    assert board.widow_showing and board.waiting_for_click()
    assert all(scene.item_for(card).face_up for card in deal.widow)
    assert [row[0] for row in scene.score_box.rows[1:]] == ["You", "Hilde", "Baron"]
    assert scene.score_box.rows[1][1] == contract_short(deal.bids[HUMAN])
    click_table(board)
    settle(board, qtbot)
    assert not board.widow_showing and len(scene.shown_hand(HUMAN)) == 12

    # Discarding: two cards by clicks, a third plings, one taken back.
    hand = list(deal.hands[HUMAN])
    assert board.bar.isVisible() and board.bar.buttons[0].text() == "OK"
    assert not board.bar.buttons[0].isEnabled()
    heard = len(plings)
    click_card(board, hand[0])
    click_card(board, hand[2])
    assert board.selected == {hand[0], hand[2]} and board.bar.buttons[0].isEnabled()
    assert scene.item_for(hand[0]).selected and scene.item_for(hand[2]).selected
    click_card(board, hand[1])  # a third: refused
    assert plings[heard:] == ["pling"] and board.selected == {hand[0], hand[2]}
    click_card(board, hand[2])  # taken back
    assert board.selected == {hand[0]} and not scene.item_for(hand[2]).selected
    assert not board.bar.buttons[0].isEnabled()
    click_card(board, hand[1])
    click(qtbot, board.bar.buttons[0])
    assert (HUMAN, Discard((hand[0], hand[1]))) in deal.history
    assert len(deal.hands[HUMAN]) == 10

    # The final contract: the dialog offers the legal contracts, the last bid the default.
    qtbot.waitUntil(lambda: board.declare_dialog is not None
                    and board.declare_dialog.isVisible(), timeout=WAIT)
    dialog = board.declare_dialog
    legal = deal.legal_contracts()
    offered = [c for c, b in dialog.grid.buttons.items() if b.isEnabled()]
    assert sorted(offered) == legal and dialog.grid.buttons[legal[0]].is_default()
    assert all(not b.isEnabled() for c, b in dialog.grid.buttons.items() if c < legal[0])
    click(qtbot, dialog.grid.buttons[legal[0]])
    assert deal.contract == legal[0]
    settle(board, qtbot)
    assert deal.phase is Phase.PLAYING
    assert contract_short(deal.contract) in scene.score_box.rows[1][1]

    played = play_out(board, qtbot)
    assert played == 10
    # The sheet opens after the deal: the entries it wrote, latest in black.
    qtbot.waitUntil(lambda: board.sheet_dialog is not None and board.sheet_dialog.isVisible(),
                    timeout=WAIT)
    sheet = board.sheet_dialog
    entries = board.session.entries[-1]
    assert sheet.headline.text().startswith("Deal 1: You: ")
    for seat in range(3):
        for kind, values in (("bullet", entries.after.bullet), ("mountain",
                                                                entries.after.mountain)):
            cell = sheet.table.cell(seat, kind)
            if getattr(entries, kind)[seat]:
                assert cell[-1][0] == str(values[seat]) and cell[-1][1].age == "latest"
            else:
                assert cell == []
    assert sum(scene.collected_tricks()) == 10
    assert sheet.deal_button.isEnabled() and sheet.deal_button.is_default()
    assert board.corner.deal_button.isEnabled()
    click(qtbot, sheet.deal_button)  # GEBEN
    settle(board, qtbot)
    assert board.sheet_dialog is None and board.deal is not deal and board.deal.number != number
    assert board.title() == "PrefClub – deal 2, game to 20"
    assert not board.corner.deal_button.isEnabled()
    assert board.session.deals_played == 1


def test_an_illegal_card_plings_and_changes_nothing(declarer_board, qtbot, plings):
    board = declarer_board
    deal = board.deal
    scene = board.scene_for_tests()
    bid_by_clicks(board, qtbot, lowest_bid)
    click_table(board)
    settle(board, qtbot)
    hand = deal.hands[HUMAN]
    click_card(board, hand[0])
    click_card(board, hand[1])
    click(qtbot, board.bar.buttons[0])
    qtbot.waitUntil(lambda: board.declare_dialog is not None, timeout=WAIT)
    board.declare_dialog.choose(deal.legal_contracts()[0])
    while True:
        settle(board, qtbot)
        assert deal.phase is Phase.PLAYING, "the deal ended before a card was illegal"
        if collect_if_pending(board, qtbot):
            continue
        legal = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        illegal = [c for c in deal.hands[deal.turn] if c not in legal]
        if illegal and deal.turn == HUMAN:
            break
        click_card(board, sorted(legal)[0])
    before = (list(deal.hands[HUMAN]), list(deal.history))
    positions = {card: scene.item_for(card).pos() for card in deal.hands[HUMAN]}
    heard = len(plings)
    click_card(board, illegal[0])
    settle(board, qtbot)
    assert plings[heard:] == ["pling"]
    assert (list(deal.hands[HUMAN]), list(deal.history)) == before
    assert {card: scene.item_for(card).pos() for card in deal.hands[HUMAN]} == positions
    # Dragging it onto the table is refused the same way.
    end = board.mapFromScene(QPointF(scene.layout.centre_x, scene.layout.centre_y))
    drag(board, item_point(board, scene.item_for(illegal[0])), end)
    scene.finish_animations()
    assert plings[heard + 1:] == ["pling"]
    assert (list(deal.hands[HUMAN]), list(deal.history)) == before
    # A legal card dragged onto the table is played.
    card = sorted(legal)[0]
    drag(board, item_point(board, scene.item_for(card)), end)
    assert deal.history[len(before[1])] == (HUMAN, Play(card))


def test_the_keyboard_moves_the_pointing_hand_and_chooses(declarer_board, qtbot, plings):
    board = declarer_board
    deal = board.deal
    scene = board.scene_for_tests()
    settle(board, qtbot)
    board.setFocus()
    assert not board.pointer.isVisible()
    QTest.keyClick(board, Qt.Key.Key_Right)
    targets = board.pointer_targets()
    assert targets == board.bid_box.targets() and board.pointed() is targets[0]
    assert targets[0].is_default() and board.pointer.isVisible()
    corner = targets[0].mapTo(board.viewport(), QPoint(0, 0))
    assert QRect(corner, targets[0].size()).contains(board.pointer.tip)
    QTest.keyClick(board, Qt.Key.Key_End)
    assert board.pointed() is board.bid_box.pass_button
    QTest.keyClick(board, Qt.Key.Key_Left)
    assert board.pointed() is targets[-2] and not targets[-1].is_default()
    # A mouse click puts the keyboard's hand away.
    click_table(board)
    assert board.cursor is None and not board.pointer.isVisible()
    # The bidding by keys: Home is the lowest bid offered, Return bids it.
    while deal.phase is Phase.BIDDING:
        settle(board, qtbot)
        if deal.phase is not Phase.BIDDING:
            break
        QTest.keyClick(board, Qt.Key.Key_Home)
        expected = lowest_bid(deal)
        assert board.pointed() is (board.bid_box.hold_button if expected.contract == deal.high_bid
                                   else board.bid_box.grid.buttons[expected.contract])
        QTest.keyClick(board, Qt.Key.Key_Return)
        assert [a for s, a in deal.history if s == HUMAN][-1] == expected
    settle(board, qtbot)
    assert board.widow_showing
    QTest.keyClick(board, Qt.Key.Key_Return)  # takes the widow up
    settle(board, qtbot)
    # Discarding by keys: Space chooses the card under the hand, Return lays two away.
    hand = scene.shown_hand(HUMAN)
    QTest.keyClick(board, Qt.Key.Key_Right)
    assert board.pointed() == hand[0]
    assert scene.spot_rect(hand[0]).contains(QPointF(board.pointer.tip))
    QTest.keyClick(board, Qt.Key.Key_Space)
    QTest.keyClick(board, Qt.Key.Key_Right)
    QTest.keyClick(board, Qt.Key.Key_Space)
    assert board.selected == {hand[0], hand[1]}
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert (HUMAN, Discard((hand[0], hand[1]))) in deal.history
    # The final contract: Return declares the default, the last bid.
    qtbot.waitUntil(lambda: board.declare_dialog is not None
                    and board.declare_dialog.isVisible(), timeout=WAIT)
    dialog = board.declare_dialog
    legal = deal.legal_contracts()
    QTest.keyClick(dialog, Qt.Key.Key_Right)
    if len(legal) > 1:
        assert dialog.grid.buttons[legal[1]].is_default()
    QTest.keyClick(dialog, Qt.Key.Key_Left)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert deal.contract == legal[0]
    # Play by keys: the hand moves over the cards of the hand on turn, Return plays.
    played = 0
    while played < 3 and not deal.is_finished:
        settle(board, qtbot)
        if board.pending_trick is not None:
            QTest.keyClick(board, Qt.Key.Key_Space)
            continue
        if deal.is_finished:
            break
        cards = board.card_targets()
        assert cards == scene.shown_hand(deal.turn)
        legal_cards = {a.card for a in deal.legal_actions() if isinstance(a, Play)}
        QTest.keyClick(board, Qt.Key.Key_Home)
        heard = len(plings)
        if cards[0] not in legal_cards:
            QTest.keyClick(board, Qt.Key.Key_Return)  # an illegal card plings
            assert plings[heard:] == ["pling"] and cards[0] in deal.hands[deal.turn]
        index = next(i for i, c in enumerate(cards) if c in legal_cards)
        for _ in range(index):
            QTest.keyClick(board, Qt.Key.Key_Right)
        assert board.pointed() == cards[index]
        QTest.keyClick(board, Qt.Key.Key_Return)
        assert any(a == Play(cards[index]) for _s, a in deal.history)
        played += 1


# --- defending -------------------------------------------------------------------------------

def bar_texts(board) -> list[str]:
    """The buttons the box on the table offers now."""
    return [b.text() for b in board.bar.buttons if b.isVisibleTo(board.bar)]


def pass_to_the_whist(board, qtbot) -> None:
    """The player passes in the bidding, the computer player who wins it discards and
    declares (Return after the widow), and the whist question comes to the player."""
    deal = board.deal
    bid_by_clicks(board, qtbot, lambda _deal: Pass())
    qtbot.waitUntil(lambda: board.widow_showing, timeout=WAIT)
    settle(board, qtbot)
    QTest.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: board.bar.isVisible() and deal.phase is Phase.WHISTING
                    and deal.to_move == HUMAN, timeout=WAIT)


def test_without_stalingrad_the_player_is_asked_to_whist_against_six_spades(
        qtbot, clean_settings, english):
    board = make_board(qtbot, free_six_spades_session(six_spades_to_whist_deal()))
    try:
        deal = board.deal
        pass_to_the_whist(board, qtbot)  # with Stalingrad the play would begin at once
        assert deal.contract == Contract.parse("6S") and deal.to_move == HUMAN
        assert bar_texts(board) == ["WHIST", "Pass"]
        assert "6♠" in board.bar.prompt.text()
        click(qtbot, board.bar.buttons[1])
        assert (HUMAN, PassWhist()) in deal.history
        qtbot.waitUntil(lambda: deal.phase is not Phase.WHISTING, timeout=WAIT)
        press_f7(board, qtbot)
        qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
        assert board.sheet_dialog.rules_line.text() == (
            "Rules: 6♠ whisted freely, 10 played out\n"
            "ALL PASS 6-7-8 scored in whists, no amnesty\n"
            "greedy whist, responsible, no half-whist")
        board.sheet_dialog.reject()
    finally:
        board.leave()
        board.worker.wait()


def test_the_second_defender_may_half_whist(qtbot, clean_settings, english):
    board = make_board(qtbot, half_whist_session(half_whist_deal()))
    try:
        deal = board.deal
        pass_to_the_whist(board, qtbot)
        assert bar_texts(board) == ["WHIST", "Half-whist", "Pass"]
        click(qtbot, board.bar.buttons[1])
        assert (HUMAN, HalfWhist()) in deal.history and deal.half_whister == HUMAN
        qtbot.waitUntil(lambda: deal.phase is not Phase.WHISTING, timeout=WAIT)
        if deal.is_finished:  # the first defender let it stand
            assert deal.outcome().half_whister == HUMAN
            assert pref_words.outcome_text(deal, board.names).endswith(
                "— half-whist (You), it stands.")
        else:  # he took his pass back and whists alone
            assert deal.half_whister is None and deal.lone_whister != HUMAN
    finally:
        board.leave()
        board.worker.wait()


def test_after_a_half_whist_the_first_defender_may_whist_after_all(
        qtbot, clean_settings, english):
    board = make_board(qtbot, half_whisted_against_the_player(half_whisted_seed()))
    try:
        deal = board.deal
        qtbot.waitUntil(lambda: board.bar.isVisible(), timeout=WAIT)
        assert deal.phase is Phase.WHISTING and deal.to_move == HUMAN
        assert bar_texts(board) == ["WHIST", "Let it stand"]
        half_whister = deal.half_whister
        assert board.bar.prompt.text() == f"{board.names.full(half_whister)} half-whists " \
            f"against {contract_short(deal.contract)}:"
        click(qtbot, board.bar.buttons[1])
        assert deal.is_finished and deal.outcome().half_whister == half_whister
        assert pref_words.outcome_text(deal, board.names).endswith(
            f"— half-whist ({board.names.full(half_whister)}), it stands.")
    finally:
        board.leave()
        board.worker.wait()


def test_a_computer_player_declares_and_the_player_whists_alone(defender_board, qtbot, plings,
                                                              monkeypatch):
    board = defender_board
    deal = board.deal
    scene = board.scene_for_tests()
    bid_by_clicks(board, qtbot, lambda _deal: Pass())
    declarer = deal.declarer
    assert declarer in (LEFT, RIGHT)
    qtbot.waitUntil(lambda: board.widow_showing, timeout=WAIT)
    settle(board, qtbot)
    assert all(scene.item_for(card).face_up for card in deal.widow)
    assert deal.phase is Phase.DISCARDING and deal.to_move == declarer  # he waits for the click
    QTest.keyClick(board, Qt.Key.Key_Return)
    # The computer player discards and declares; the whist question comes to the player.
    qtbot.waitUntil(lambda: board.bar.isVisible() and deal.phase is Phase.WHISTING,
                    timeout=WAIT)
    assert bar_texts(board) == ["WHIST", "Pass"]
    assert board.bar.prompt.text() == f"{board.names.full(declarer)} plays " \
        f"{contract_short(deal.contract)}:"
    assert scene.names[HUMAN].selected and not scene.names[declarer].selected
    assert contract_short(deal.contract) in board.bar.prompt.text()
    assert scene.bubbles[declarer].text() == contract_short(deal.contract)
    assert board.names.full(declarer) in board.info()
    click(qtbot, board.bar.buttons[0])
    assert (HUMAN, Whist()) in deal.history
    qtbot.waitUntil(lambda: board.bar.isVisible() and deal.phase is Phase.OPENING,
                    timeout=WAIT)
    assert bar_texts(board) == ["Open", "Closed"]
    assert any(isinstance(a, PassWhist) for _s, a in deal.history)
    click(qtbot, board.bar.buttons[0])
    assert deal.open_play and deal.lone_whister == HUMAN
    settle(board, qtbot)
    partner = next(s for s in deal.defenders if s != HUMAN)
    # The player holds his partner's hand: face up for him, played by his clicks.
    assert all(scene.item_for(card).face_up for card in deal.hands[partner])
    assert "WHIST: You" in board.info()
    partner_cards = 0
    while not deal.is_finished or board.pending_trick is not None:
        settle(board, qtbot)
        if collect_if_pending(board, qtbot):
            continue
        if deal.is_finished:
            break
        hand = deal.turn
        assert deal.to_move == HUMAN and hand in (HUMAN, partner)
        legal = sorted(a.card for a in deal.legal_actions() if isinstance(a, Play))
        other = HUMAN if hand == partner else partner
        if hand == partner and partner_cards == 0:
            # The real-input pilot (tools/xcb_probe.py) offers the hand on turn: the partner's.
            monkeypatch.setattr(xcb_probe, "board", lambda _key=None: board)
            offered = xcb_probe.human_cards("pref")
            assert [c[0] for c in offered] == [str(card) for card in deal.hands[partner]]
            assert {c[0] for c in offered if c[3]} == {str(card) for card in legal}
        if deal.hands[other]:
            heard = len(plings)
            click_card(board, deal.hands[other][0])  # the other hand is not on turn
            assert plings[heard:] == ["pling"] and deal.to_move == HUMAN and deal.turn == hand
        click_card(board, legal[0])
        assert (hand, Play(legal[0])) in deal.history
        partner_cards += hand == partner
    assert partner_cards == 10
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    board.sheet_dialog.reject()
    settle(board, qtbot)
    assert board.may_deal() and board.corner.deal_button.isEnabled()
    # GEBEN in the lower left corner deals the next hand.
    click(qtbot, board.corner.deal_button)
    settle(board, qtbot)
    assert board.session.deals_played == 1 and len(board.session.deals) == 2
    assert board.deal.phase is Phase.BIDDING


# --- the score sheet ------------------------------------------------------------------------------

def test_the_sheet_writes_running_entries_latest_black_previous_red(qtbot, clean_settings,
                                                                     english):
    session = two_deal_session()
    board = make_board(qtbot, session)
    try:
        # The session's last deal is finished: it lies scored, GEBEN deals on.
        assert board.may_deal() and board.corner.deal_button.isEnabled()
        press_f7(board, qtbot)
        qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
        sheet = board.sheet_dialog
        table = sheet.table
        ledger = session.ledger
        seen = set()
        for seat in range(3):
            columns = [("bullet", None), ("mountain", None),
                       *(("whist", on) for on in range(3) if on != seat)]
            for kind, on in columns:
                cell = table.cell(seat, kind, on)
                column = ledger.column(seat, kind, on=on)
                assert [text for text, _s in cell] == [str(value) for _i, value in column]
                assert table.cell_text(seat, kind, on) == ".".join(str(v) for _i, v in column)
                for (index, _value), (_text, style) in zip(column, cell, strict=True):
                    seen.add(style.age)
                    if index == 1:
                        assert style.age == "latest" and style.colour == QColor(0, 0, 0)
                        assert not style.underline
                    else:
                        assert style.age == "previous" and style.colour == QColor(0, 0, 0)
                        assert style.underline  # mono has no red: underlined
        assert seen == {"latest", "previous"}
        image = table.grab().toImage()
        assert not _has_red(image)
        theme_manager().set_theme("colour")
        styles = {style.age: style for seat in range(3) for kind in ("bullet", "mountain")
                  for _t, style in table.cell(seat, kind)}
        styles.update({style.age: style for seat in range(3) for on in range(3) if on != seat
                       for _t, style in table.cell(seat, "whist", on)})
        assert styles["previous"].colour == RED and not styles["previous"].underline
        assert styles["latest"].colour == QColor(0, 0, 0)
        assert _has_red(table.grab().toImage())  # the previous deal's entries in red
        # The head names the players; the settlement waits for the end of the game.
        assert table.heads()[1:] == ["You", "Tante Hilde", "Baron von Hasardt"]
        assert not sheet.settlement_title.isVisibleTo(sheet)
        assert sheet.headline.text().startswith("Deal 2: ")
        click(qtbot, sheet.deal_button)  # GEBEN
        settle(board, qtbot)
        assert len(session.deals) == 3 and board.deal.phase is Phase.BIDDING
    finally:
        board.leave()
        board.worker.wait()


def test_the_score_box_shows_each_standing_in_whists_and_dm(qtbot, clean_settings, german):
    """During the play the score box carries what the game would come to if it ended now,
    as the sheet's settlement reckons it: whist points and DM per seat (they sum to zero)."""
    session = two_deal_session()
    german()
    board = make_board(qtbot, session)
    try:
        rows = board.scene_for_tests().score_box.rows
        assert rows[0][3:] == ["Stand", "DM"]
        points, money = session.settlement(), session.money()
        assert sum(points) == 0 and any(points)
        for seat in range(3):
            assert rows[1 + seat][3] == pref_words.points_text(points[seat], signed=True)
            expected = round_to_pfennigs(money[seat])
            shown = rows[1 + seat][4]
            assert Decimal(shown.replace(",", ".")) == expected
            assert "." not in shown  # the German decimal comma
            assert shown.startswith("+") == (expected > 0)
        # A standing that widens the box (written at the end of a deal) makes the hand give
        # way: no card of it under the box.
        click(qtbot, board.corner.deal_button)  # GEBEN
        settle(board, qtbot)
        board.resize(640, 480)  # a small window, where the hand needs all its room
        qtbot.waitUntil(lambda: board.scene_for_tests().layout.width < 700, timeout=WAIT)
        scene = board.scene_for_tests()
        wide = [Fraction(-12345678, 3), Fraction(12345677, 6), Fraction(12345679, 6)]
        before = scene.score_box.box_size().width()
        board.provisional = lambda: (wide, [w / 20 for w in wide])
        scene.update_labels()
        assert scene.score_box.box_size().width() > before + 40  # "-4115226", "+2057612 5/6"
        hand = [scene.items_by_card[card] for card in board.deal.hands[HUMAN]]
        assert hand and max(item.x() + item.boundingRect().width() for item in hand) \
            <= scene.score_box.x()
    finally:
        board.leave()
        board.worker.wait()


def _has_red(image) -> bool:
    for y in range(0, image.height(), 1):
        for x in range(0, image.width(), 1):
            colour = image.pixelColor(x, y)
            if colour.red() > 200 and colour.green() < 60 and colour.blue() < 60:
                return True
    return False


def test_entry_styles_in_both_themes():
    assert entry_style(4, 5, MONO).age == "latest" and not entry_style(4, 5, MONO).underline
    assert entry_style(3, 5, MONO).underline and entry_style(3, 5, MONO).colour == MONO.ink
    assert entry_style(3, 5, COLOUR).colour == COLOUR.red_suit
    assert entry_style(0, 5, COLOUR).age == "older" and entry_style(0, 5, COLOUR).colour \
        == COLOUR.ink


def game_on_the_sheet(qtbot, seed: int, rules: TableRules = MANUAL
                      ) -> tuple[Session, pref_words.Names, ScoreSheetDialog]:
    """A game to 10 played to its end by the "random" bot on every seat, the player's too,
    and its sheet shown."""
    session = Session(SessionSettings(10, PRICE, OPPONENTS, seed, rules), bot_factory=random_bot)
    while not session.over:
        deal = session.new_deal()
        while not deal.is_finished:
            if session.bot_to_move:
                session.bot_step()
            else:
                session.human_apply(random_bot("", session.bot_seed(HUMAN, len(deal.history)))
                                    .act(deal.observation(HUMAN)))
    names = pref_words.Names([session.opponent(s).name for s in (1, 2)])
    sheet = ScoreSheetDialog(None, session, names, may_deal=True)
    qtbot.addWidget(sheet)
    sheet.show()
    return session, names, sheet


def test_the_settlement_when_the_game_is_over(qtbot, english):
    session, names, sheet = game_on_the_sheet(qtbot, 3)
    assert sheet.settlement_title.isVisible() and not sheet.deal_button.isEnabled()
    texts = sheet.settlement_texts()
    points = session.settlement()
    assert sum(points) == 0
    for seat, row in enumerate(texts):
        assert row[0] == names.full(seat)
        assert row[1] == pref_words.points_text(points[seat], signed=True) + " whist points"
        assert row[2].startswith("DM ")
    assert [label.text() for label in sheet.settlement_rows[0]] == texts[0]


@pytest.mark.parametrize("seed", [3, 4])
def test_a_game_by_sochis_rules_with_amnesty_on_the_sheet(qtbot, english, seed):
    """Every option of the table but the manual's (SOCHI, the 10 unchecked, amnesty): a game
    to 10 played to its end by the "random" bot on every seat; the sheet names the rules and
    settles from the mountains after the amnesty."""
    session, _names, sheet = game_on_the_sheet(
        qtbot, seed, replace(SOCHI, ten_checked=False, amnesty=True))
    assert sheet.rules_line.text() == (
        "Rules: 6♠ must be whisted (Stalingrad), 10 not checked\n"
        "ALL PASS 6-7-7 scored as in Sochi, amnesty\n"
        "gentleman's whist, half-responsible on 6 and 7, half-whist on 6 and 7")
    amnesty = session.ledger.amnesty()
    assert amnesty == max(0, min(session.ledger.mountain))
    if amnesty:
        assert sheet.settlement_title.text() == f"The game is over. Amnesty: " \
            f"{pref_words.points_text(amnesty)} off every MOUNTAIN. Settlement:"
    else:
        assert sheet.settlement_title.text() == "The game is over. Settlement:"
    points = session.settlement()
    assert sum(points) == 0 and points == settle_results(
        [m - amnesty for m in session.ledger.mountain], session.ledger.whists)


# --- languages ---------------------------------------------------------------------------------

#: The proposed German for every new string (context "PrefClub"), for translations/cardsuite_de.ts.
PROPOSED_GERMAN: dict[str, str] = {
    "You": "Sie",
    "spades": "Pik",
    "clubs": "Kreuz",
    "diamonds": "Karo",
    "hearts": "Herz",
    "no trumps": "ohne Trumpf",
    "Miser": "Miser",
    "%1 %2": "%1 %2",
    "%1NT": "%1 o.T.",
    "Hold %1": "Dabei %1",
    "DM %1": "DM %1",
    "%1 (hold)": "%1 (dabei)",
    "Pass": "Passe",
    "Open": "Offen",
    "Closed": "Verdeckt",
    "ALL PASS at level %1": "ALL PASS, Stufe %1",
    "Lowest bid %1": "Mindestgebot %1",
    "%1: %2": "%1: %2",
    "WHIST: %1": "WHIST: %1",
    "no whist on 10": "kein WHIST auf 10",
    "nobody whists": "niemand spielt WHIST",
    "open cards": "offene Karten",
    "The deal is over: DEAL deals the next hand.":
        "Die Runde ist aus: GEBEN gibt die nächste.",
    "The widow: click or press Return to go on.":
        "Das Pärchen: Klick oder Return, um weiterzuspielen.",
    "Click or press Return to collect the trick.":
        "Klick oder Return nimmt den Stich.",
    "%1 is thinking …": "%1 überlegt …",
    "%1 to move.": "%1 ist am Zug.",
    "Your bid: choose one, or Pass.": "Ihr Gebot: wählen Sie eines, oder passen Sie.",
    "Discard two cards: %1 chosen.": "Zwei Karten ablegen: %1 gewählt.",
    "Name your final contract.": "Nennen Sie Ihr Schlußgebot.",
    "WHIST or Pass?": "WHIST oder Passe?",
    "Play with open or closed cards?": "Mit offenen oder verdeckten Karten spielen?",
    "Play a card from %1's hand.": "Spielen Sie eine Karte aus der Hand von %1.",
    "Your turn: click or drag a card.": "Sie sind dran: Karte anklicken oder ziehen.",
    "ALL PASS at level %1 — tricks: %2": "ALL PASS, Stufe %1 — Stiche: %2",
    "%1: Miser — no trick, won.": "%1: Miser — kein Stich, gewonnen.",
    "%1: %2 — nobody whists, it stands.": "%1: %2 — niemand spielt WHIST, es zählt.",
    "%1: %2 — %3 tricks, made.": "%1: %2 — %3 Stiche, gewonnen.",
    "Your bid:": "Ihr Gebot:",
    "Final contract": "Schlußgebot",
    "Your last bid was %1. Your contract:": "Ihr letztes Gebot war %1. Ihr Spiel:",
    "Your contract:": "Ihr Spiel:",
    "Bid": "Gebot",
    "Tricks": "Stiche",
    "Standing": "Stand",
    "DM": "DM",
    "Deal the next hand": "Die nächste Runde geben",
    "Bidding": "Gebote",
    "Deal log": "Protokoll",
    "Deal %1 of %2": "Runde %1 von %2",
    "Widow": "Pärchen",
    "Discarded": "Abgelegt",
    "%1 wants no trick: %2 taken": "%1 will keinen Stich: %2 genommen",
    "%1: %2 of %3 tricks": "%1: %2 von %3 Stichen",
    "defence: %1 of %2": "Gegenspiel: %1 von %2",
    "Score sheet …": "Punktestand …",
    "Leave the table (EXIT)": "Den Tisch verlassen (EXIT)",
    "DEAL": "GEBEN",
    "EXIT": "EXIT",
    "PrefClub – deal %1, game to %2": "PrefClub – Runde %1, Spiel bis %2",
    "The game is over.": "Das Spiel ist aus.",
    "Click two cards to discard:": "Zwei Karten zum Ablegen anklicken:",
    "OK": "OK",
    "%1 plays %2:": "%1 spielt %2:",
    "You whist alone. Play the two hands:": "Sie spielen allein WHIST. Die zwei Hände:",
    "BULLET": "BULLET",
    "MOUNTAIN": "MOUNTAIN",
    "WHIST": "WHIST",
    "%1 whist points": "%1 WHIST-Punkte",
    "Score sheet": "Punktestand",
    "Game to %1 — a whist point is %2": "Spiel bis %1 — ein WHIST-Punkt kostet %2",
    "Deal %1: %2": "Runde %1: %2",
    "No deal played yet.": "Noch keine Runde gespielt.",
    "Deals played: %1": "Gespielte Runden: %1",
    "Next deal: lowest bid %1": "Nächste Runde: Mindestgebot %1",
    "The game is over. Settlement:": "Das Spiel ist aus. Abrechnung:",
    "6♠ must be whisted (Stalingrad)": "6♠ verlangt WHIST (Stalingrad)",
    "6♠ whisted freely": "6♠ mit freiem WHIST",
    "ALL PASS %1": "ALL PASS %1",
}


PROPOSED_GERMAN["PrefClub"] = "PrefClub"
# The table rules (issue 16)
PROPOSED_GERMAN['in whists'] = 'in WHIST-Punkten'
PROPOSED_GERMAN['Sochi'] = 'Sotschi'
PROPOSED_GERMAN['Leningrad'] = 'Leningrad'
PROPOSED_GERMAN['Rostov'] = 'Rostow'
PROPOSED_GERMAN['scored in whists'] = 'in WHIST-Punkten gewertet'
PROPOSED_GERMAN['scored as in %1'] = 'gewertet wie in %1'
PROPOSED_GERMAN['half-whist on 6 and 7'] = 'halber WHIST auf 6 und 7'
PROPOSED_GERMAN['no half-whist'] = 'kein halber WHIST'
PROPOSED_GERMAN["gentleman's whist"] = 'Kavaliers-WHIST'
PROPOSED_GERMAN['greedy whist'] = 'gieriger WHIST'
PROPOSED_GERMAN['half-responsible on 6 and 7'] = 'halbe Haftung auf 6 und 7'
PROPOSED_GERMAN['responsible'] = 'volle Haftung'
PROPOSED_GERMAN['10 played out'] = '10 wird gespielt'
PROPOSED_GERMAN['10 not checked'] = '10 ungeprüft'
PROPOSED_GERMAN['amnesty'] = 'Amnestie'
PROPOSED_GERMAN['no amnesty'] = 'keine Amnestie'
PROPOSED_GERMAN['Rules: %1, %2'] = 'Regeln: %1, %2'
PROPOSED_GERMAN['%1 %2, %3'] = '%1 %2, %3'
PROPOSED_GERMAN['%1, %2, %3'] = '%1, %2, %3'
PROPOSED_GERMAN['Half-whist'] = 'Halber WHIST'
PROPOSED_GERMAN['%1: %2 — half-whist (%3), it stands.'] = '%1: %2 — halber WHIST (%3), es zählt.'
PROPOSED_GERMAN['%1: %2 — not checked, it stands.'] = '%1: %2 — ungeprüft, es zählt.'
PROPOSED_GERMAN['%1 half-whists: WHIST after all, or let it stand?'] = '%1 sagt halben WHIST: doch WHIST, oder zählen lassen?'
PROPOSED_GERMAN['%1 half-whists against %2:'] = '%1 sagt halben WHIST gegen %2:'
PROPOSED_GERMAN['Let it stand'] = 'Zählen lassen'
PROPOSED_GERMAN['The game is over. Amnesty: %1 off every MOUNTAIN. Settlement:'] = 'Das Spiel ist aus. Amnestie: %1 von jedem MOUNTAIN. Abrechnung:'
PROPOSED_GERMAN['Half-whist:'] = 'Halber WHIST:'
PROPOSED_GERMAN['Against one whister:'] = 'WHIST allein:'
PROPOSED_GERMAN['greedy: all to the whister'] = 'gierig: alles dem WHIST'
PROPOSED_GERMAN["gentleman's: down, half to the passer"] = 'Kavalier: verloren, halb dem Passer'
PROPOSED_GERMAN['Defence short:'] = 'Gegenspiel zu kurz:'
PROPOSED_GERMAN['whister pays in full'] = 'WHIST haftet voll'
PROPOSED_GERMAN['half on 6 and 7'] = 'halb auf 6 und 7'
PROPOSED_GERMAN['10 tricks:'] = '10 Stiche:'
PROPOSED_GERMAN['played out'] = 'wird gespielt'
PROPOSED_GERMAN['not checked'] = 'ungeprüft'
PROPOSED_GERMAN['ALL PASS scored:'] = 'ALL PASS gewertet:'
PROPOSED_GERMAN['Amnesty:'] = 'Amnestie:'
PROPOSED_GERMAN['at the settlement'] = 'bei der Abrechnung'
PROPOSED_GERMAN['no'] = 'nein'
PROPOSED_GERMAN['on 6 and 7'] = 'auf 6 und 7'
PROPOSED_GERMAN['Table rules'] = 'Tischregeln'
PROPOSED_GERMAN['All at once:'] = 'Alle Regeln:'
PROPOSED_GERMAN['6♠:'] = '6♠:'
PROPOSED_GERMAN['ALL PASS in a row:'] = 'ALL PASS in Folge:'
PROPOSED_GERMAN['as the manual'] = 'wie im Handbuch'
PROPOSED_GERMAN['as in Sochi'] = 'wie in Sotschi'
PROPOSED_GERMAN['Cancel'] = 'Abbruch'


def _rules_source() -> str:
    """The English rules text of the entry (one long literal)."""
    from cardsuite.ui.boards.pref import entry as pref_entry

    return next(text for text in _literals(pref_entry) if text.startswith("<h3>"))


RULES_GERMAN = (
    "<h3>PrefClub</h3>"
    "<p>Préférence zu dritt: Sie gegen zwei Spieler des Clubs, mit 32 Karten (Sieben bis "
    "As). Jeder bekommt zehn Karten; zwei liegen als verdecktes Pärchen in der Tischmitte.</p>"
    "<p><b>Bieten.</b> Der Spieler links vom Geber bietet zuerst. Ein Gebot sind 6 bis 10 "
    "Stiche in einer Farbe oder ohne Trumpf, aufsteigend Pik, Kreuz, Karo, Herz, ohne "
    "Trumpf; jedes Gebot muß höher sein als das letzte. Miser (keinen Stich machen) geht "
    "nur als erstes Gebot; ein Gebot von 9 schlägt es. Hat einer gepaßt, bieten die beiden "
    "anderen weiter, und der Frühere in der Reihenfolge darf das Gebot des anderen halten "
    "(\"dabei\"). Wählen Sie aus dem Gitter der Gebote im Kasten auf dem Tisch, oder Miser, "
    "Dabei oder Passe. Der letzte nimmt das Pärchen (alle sehen es), legt zwei Karten ab "
    "(zwei anklicken, dann OK) und nennt sein Schlußgebot, nicht niedriger als sein letztes "
    "Gebot. Passen alle drei, wird ALL PASS gespielt.</p>"
    "<p><b>WHIST.</b> Jeder Gegner sagt WHIST oder paßt; wer WHIST sagt, verpflichtet sich, "
    "daß die Gegenpartei 4 Stiche gegen 6 macht, 2 gegen 7, 1 gegen 8 oder 9. Gegen Pik 6 "
    "müssen beide WHIST spielen, gegen 10 niemand. Wer allein WHIST spielt, spielt beide "
    "Hände, offen oder verdeckt nach seiner Wahl. Gegen Miser liegen die Karten der Gegner "
    "offen, und niemand spielt WHIST.</p>"
    "<p><b>Spiel.</b> Farbe bedienen; wer nicht kann, muß trumpfen; sonst beliebig. Asse "
    "sind hoch. Bei ALL PASS gibt es keine Trümpfe, jeder will wenige Stiche, und die Karten "
    "des Pärchens werden für die ersten zwei Stiche aufgedeckt und spielen aus.</p>"
    "<p><b>Der Punktestand</b> zeigt für jeden Spieler seinen BULLET (gewonnene Spiele: 2, "
    "4, 6, 8, 10 für 6 bis 10 Stiche, Miser 10), seinen MOUNTAIN (Strafpunkte) und die WHIST, "
    "die er bei jedem der anderen anschreibt, als fortlaufende Einträge: die der "
    "vorhergehenden Runde rot (einfarbig unterstrichen), die der letzten schwarz. Hat jeder "
    "BULLET das Spiellimit erreicht, wird in WHIST-Punkten und DM abgerechnet.</p>"
    "<p><b>Maus:</b> die kleine Hand wählt Gebote und Karten; eine Karte anklicken oder auf "
    "den Tisch ziehen spielt sie; ein Klick nimmt den Stich. GEBEN (links unten) gibt die "
    "nächste Runde, EXIT verläßt den Tisch; die Endgebote und die Stiche stehen rechts "
    "unten.</p>"
    "<p><b>Tasten:</b> Links und Rechts führen die Hand über die Gebote oder Ihre Karten, "
    "Return wählt; Return nimmt einen Stich und gibt nach einer Runde die nächste. F7 "
    "Punktestand, Alt-X EXIT, Tab verläßt den Club.</p>")


class _Proposals(QTranslator):
    """The proposed German, as a translator (the real German file lacks these strings yet)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "PrefClub":
            return None
        if source.startswith("<h3>"):
            return RULES_GERMAN
        return PROPOSED_GERMAN.get(source)

    def isEmpty(self):  # noqa: N802
        return False


@pytest.fixture
def german(switch):
    """``german()`` switches to German with the proposals installed; the test ends in English."""
    translator = _Proposals()

    def to_german() -> None:
        QCoreApplication.instance().installTranslator(translator)
        switch("de")

    yield to_german
    QCoreApplication.instance().removeTranslator(translator)
    switch("en")


def _literals(module) -> set[str]:
    """Every literal of ``translate("PrefClub", "...")`` in a module's source."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate" \
                and len(node.args) >= 2 and isinstance(node.args[0], ast.Constant) \
                and node.args[0].value == "PrefClub" and isinstance(node.args[1], ast.Constant):
            found.add(node.args[1].value)
    return found


def test_every_new_string_has_a_german_proposal():
    from cardsuite.ui.boards.pref import board as pref
    from cardsuite.ui.boards.pref import entry as pref_entry
    from cardsuite.ui.boards.pref import rules_dialog as pref_rules_dialog
    from cardsuite.ui.boards.pref import sheet as pref_sheet
    from cardsuite.ui.boards.pref import table as pref_table

    strings = set().union(*(_literals(m) for m in (pref, pref_dialogs, pref_words, pref_sheet,
                                                    pref_table, pref_entry, pref_rules_dialog)))
    rules = {text for text in strings if text.startswith(("<h3>", "<p>"))}
    # the rules, the club's paragraph and the table rules
    assert _rules_source() in rules and len(rules) == 3
    assert strings - set(PROPOSED_GERMAN) == rules
    assert set(PROPOSED_GERMAN) - strings == set()


def test_the_language_switch_relabels_board_and_sheet(declarer_board, qtbot, german):
    board = declarer_board
    settle(board, qtbot)
    scene = board.scene_for_tests()
    assert board.bid_box.pass_button.text() == "Pass"
    assert board.corner.deal_button.text() == "DEAL"
    assert scene.names[HUMAN].text().partition(" – ")[0] == "You"
    assert board.bid_box.grid.buttons[Contract(7, None)].text() == "7NT"
    german()
    assert board.title() == "PrefClub – Runde 1, Spiel bis 20"
    assert board.bid_box.pass_button.text() == "Passe"
    assert board.bid_box.prompt.text() == "Ihr Gebot:"
    assert board.bid_box.grid.buttons[Contract(7, None)].text() == "7 o.T."
    assert board.corner.deal_button.text() == "GEBEN"
    assert scene.names[HUMAN].text().partition(" – ")[0] == "Sie"
    assert scene.score_box.rows[0][1:] == ["Gebot", "Stiche", "Stand", "DM"]
    assert scene.names[LEFT].text().partition(" – ")[0] == "Tante Hilde"  # a proper name stays
    assert "Ihr Gebot" in board.info()
    assert board.action_sheet.text() == "Punktestand …"
    press_f7(board, qtbot)
    qtbot.waitUntil(lambda: board.sheet_dialog is not None, timeout=WAIT)
    sheet = board.sheet_dialog
    assert sheet.title() == "Punktestand"
    assert sheet.table.heads()[1] == "Sie"
    assert sheet.deal_button.text() == "GEBEN" and not sheet.deal_button.isEnabled()
    assert sheet.headline.text() == "Noch keine Runde gespielt."
    assert sheet.terms.text() == "Spiel bis 20 — ein WHIST-Punkt kostet DM 0,10"
    assert sheet.rules_line.text() == (
        "Regeln: 6♠ verlangt WHIST (Stalingrad), 10 wird gespielt\n"
        "ALL PASS 6-7-8 in WHIST-Punkten gewertet, keine Amnestie\n"
        "gieriger WHIST, volle Haftung, kein halber WHIST")
    sheet.reject()


def test_suits_and_contracts_in_words(english, german):
    assert pref_words.contract_text(Contract.parse("7H")) == "7 hearts"
    assert pref_words.contract_text(Contract.parse("8NT")) == "8 no trumps"
    assert contract_short(Contract.parse("6S")) == "6♠"
    assert contract_short(Contract.miser_bid()) == "Miser"
    german()
    assert pref_words.contract_text(Contract.parse("7H")) == "7 Herz"
    assert pref_words.contract_text(Contract.parse("6S")) == "6 Pik"
    assert pref_words.contract_text(Contract.parse("9C")) == "9 Kreuz"
    assert pref_words.contract_text(Contract.parse("9D")) == "9 Karo"
    assert pref_words.contract_text(Contract.parse("8NT")) == "8 ohne Trumpf"
    assert pref_words.money_text(Fraction(-83, 10)) == "DM -8,30"


def test_short_names_and_points():
    assert short_name("Dr. Margot Sorgsam") == "Margot"
    assert short_name("Tante Hilde") == "Hilde"
    assert short_name("Die schwarze Lola") == "Lola"
    assert short_name("Baron von Hasardt") == "Baron"
    assert pref_words.points_text(Fraction(37, 3), signed=True) == "+12 1/3"
    assert pref_words.points_text(Fraction(-1, 2)) == "-½"
    assert pref_words.points_text(558, signed=True) == "+558"


def test_the_pointing_hand_is_pixel_art():
    pixmap = hand_pixmap(MONO)
    assert (pixmap.width(), pixmap.height()) == (len(HAND_ART[0]), len(HAND_ART))
    image = pixmap.toImage()
    assert image.pixelColor(7, 1) == QColor(0, 0, 0)  # the finger tip
    assert image.pixelColor(0, 0).alpha() == 0  # transparent around the hand
    assert image.pixelColor(7, 0) == QColor(255, 255, 255)  # the mask around the outline
    assert image.pixelColor(7, 3) == QColor(255, 255, 255)  # white inside


# --- the desktop entry -------------------------------------------------------------------------

def test_the_entry_makes_a_board_and_draws_its_icon(qtbot, clean_settings, english,
                                                     monkeypatch):
    from cardsuite.ui import registry
    from cardsuite.ui.gem.theme import current_theme

    # The entry registers itself on import; keep the suite's own list as it was.
    monkeypatch.setattr(registry, "_games", dict(registry._games))
    from cardsuite.ui.boards.pref import entry as pref_entry

    icon = pref_entry.pref_icon(current_theme())
    assert (icon.width(), icon.height()) == (32, 32)
    assert "WHIST" in pref_entry.pref_rules() and "BULLET" in pref_entry.pref_rules()
    with pytest.raises(ValueError):
        pref_entry.create_board(deal=0)
    board = pref_entry.create_board(deal=17)
    qtbot.addWidget(board)
    try:
        assert board.deal.number == 17
        assert [a.text() for a in board.game_actions() if a is not None] == [
            "Deal the next hand", "Score sheet …", "Last trick", "Bidding", "Deal log",
            "Claim the rest", "Hint",
            "Leave the table (EXIT)"]
        closed = []
        board.close_requested.connect(lambda: closed.append(True))
        click(qtbot, board.corner.exit_button)
        board.action_close.trigger()
        assert closed == [True, True]
        tabs = []
        board.tab_requested.connect(lambda: tabs.append(True))
        board.setFocus()
        QTest.keyClick(board, Qt.Key.Key_Tab)
        assert tabs == [True]
    finally:
        board.leave()
        board.worker.wait()


def test_the_info_line_names_the_declarer_in_full_once_and_the_rest_short(english):
    """The Baron plays 6 spades (the seeded game of the screenshots), Hilde and the player
    whist: the line leaves room for what is happening now."""
    session = Session(SessionSettings(LIMIT, PRICE, OPPONENTS, 2))
    deal = session.new_deal()
    while deal.phase is not Phase.PLAYING:
        if session.human_to_move:
            legal = deal.legal_actions()
            session.human_apply(next((a for a in legal if isinstance(a, Pass | PassWhist)),
                                     legal[0]))
        else:
            session.bot_step()
    names = pref_words.Names([session.opponent(seat).name for seat in (1, 2)], "Wolfgang")
    assert deal.declarer == 2 and deal.contract == Contract(6, Suit.SPADES)
    text = pref_words.info_text(deal, names)
    assert text.startswith(f"{names.full(2)}: ") and text.count(names.full(2)) == 1
    assert f"WHIST: {names.short(1)}, Wolfgang" in text and names.full(1) not in text
    assert f"{names.short(2)}: 0 of 6 tricks" in text and "defence: 0 of 4" in text


@pytest.mark.parametrize("language, taken, miser, down", [
    ("en", 1, "Anna: Miser — 1 trick, lost.", "Anna: 7 spades — 1 trick, down 6."),
    ("en", 2, "Anna: Miser — 2 tricks, lost.", "Anna: 7 spades — 2 tricks, down 5."),
    ("de", 1, "Anna: Miser — 1 Stich, verloren.", "Anna: 7 Pik — 1 Stich, 6 zu wenig."),
    ("de", 3, "Anna: Miser — 3 Stiche, verloren.", "Anna: 7 Pik — 3 Stiche, 4 zu wenig."),
])
def test_a_deals_outcome_counts_its_tricks_in_the_right_plural(switch, language, taken,
                                                               miser, down):
    """A lost Miser of one trick is common; it said "1 tricks" ("1 Stiche")."""
    from types import SimpleNamespace

    from cardsuite.engine.cards import Suit
    from cardsuite.games.pref.contract import Contract
    from cardsuite.games.pref.game import ContractResult, MiserResult

    names = pref_words.Names(["Egon", "Hilde"], "Anna")
    switch(language)
    lost_miser = SimpleNamespace(outcome=lambda: MiserResult(declarer=0, tricks_taken=taken))
    assert pref_words.outcome_text(lost_miser, names) == miser
    short = ContractResult(declarer=0, contract=Contract(7, Suit.SPADES), defenders=(1, 2),
                           whists=(True, False), tricks=(taken, 10 - taken, 0))
    assert pref_words.outcome_text(SimpleNamespace(outcome=lambda: short), names) == down
