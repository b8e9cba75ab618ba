"""The shared trick table's board (cardsuite.ui.table.board), once for Skat, Binokel and PrefClub.

Each test runs over the three games' boards: the flow lives in one place, and
what it decides holds in every game.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from cardsuite.games.pref.session import SessionSettings
from cardsuite.ui.boards.binokel.board import BinokelBoard
from cardsuite.ui.boards.pref.board import (
    DEFAULT_LIMIT,
    DEFAULT_OPPONENTS,
    DEFAULT_PRICE,
    PrefBoard,
)
from cardsuite.ui.boards.skat.board import SkatBoard
from cardsuite.ui.cards.card_row import CardRow
from cardsuite.ui.gem.dialog import GemButton
from cardsuite.ui.table.board import TrickBoard, TrickGame
from cardsuite.ui.table.layout import text_pixels
from cardsuite.ui.table.scene import TableCard

WAIT = 30_000


def skat(number: int) -> SkatBoard:
    for seat in (1, 2):
        QSettings().setValue(f"skat/level{seat}", "random")
    return SkatBoard(deal=number, seed=5)


def binokel(number: int) -> BinokelBoard:
    for seat in (1, 2):
        QSettings().setValue(f"binokel/level{seat}", "easy")
    return BinokelBoard(deal=number, seed=5)


def pref(number: int) -> PrefBoard:
    return PrefBoard(SessionSettings(DEFAULT_LIMIT, DEFAULT_PRICE, DEFAULT_OPPONENTS, 5),
                     deal=number)


#: Per game: a board for a deal number, and how its score list / pad / sheet (F7) opens,
#: under which name the board keeps it.
GAMES = {
    "skat": (skat, "show_list", "list_dialog"),
    "binokel": (binokel, "show_pad", "pad_dialog"),
    "pref": (pref, "show_sheet", "sheet_dialog"),
}


def bot_first(qtbot, make) -> TrickBoard:
    """A board whose deal begins with a computer player's decision."""
    for number in range(1, 30):
        board = make(number)
        qtbot.addWidget(board)
        if board.session.bot_to_move:
            board.resize(860, 600)
            board.show()
            qtbot.waitExposed(board)
            return board
        board.leave()
    raise AssertionError("no deal begins with a computer player")


@pytest.mark.parametrize("game", GAMES)
def test_the_computer_players_wait_while_a_dialog_is_open(qtbot, clean_settings, game) -> None:
    make, show, name = GAMES[game]
    board = bot_first(qtbot, make)
    getattr(board, show)()  # F7 while the cards are still flying out
    dialog = getattr(board, name)
    assert dialog is not None and board.dialog_open()
    # The deal is dealt out and the flow has looked at it: nobody moves.
    qtbot.waitUntil(lambda: not board.scene_for_tests().animating and not board._advance_due,
                    timeout=WAIT)
    assert board.waiting_for_player()
    assert not board.thinking and not board._bot_timer.isActive()
    assert board.deal.history == []
    dialog.done(0)  # closed without a choice: the computer players go on
    qtbot.waitUntil(lambda: len(board.deal.history) > 0, timeout=WAIT)
    assert getattr(board, name) is None
    board.leave()
    board.worker.wait()


#: The flow of a deal and the player's input: written once, in TrickBoard.
SHARED = ("landed", "_advance", "_start_bot", "_bot_decided", "human", "_acted",
          "waiting_for_click", "click_through", "collect_trick", "waiting_for_player",
          "can_play", "play", "toggle_selected", "_bar_clicked", "card_clicked",
          "keyPressEvent", "move_cursor", "closeEvent", "_deal_out", "bot_pause", "_ticket")
#: What a game may still do its own way, and why.
OWN = {
    (SkatBoard, "toggle_selected"): "the Amiga rule set: no jacks, no taking back",
    (PrefBoard, "card_clicked"): "whisting alone, the player plays his partner's hand too",
    (PrefBoard, "keyPressEvent"): "the pointing hand over cards and buttons, TAB, GEBEN",
    (PrefBoard, "move_cursor"): "the pointing hand moves over the box's buttons too",
}


@pytest.mark.parametrize("board_class", [SkatBoard, BinokelBoard, PrefBoard])
def test_the_flow_is_written_once(board_class) -> None:
    assert issubclass(board_class, TrickBoard)
    own = [name for name in SHARED if name in vars(board_class)
           and (board_class, name) not in OWN]
    assert own == [], f"{board_class.__name__} writes the table's flow again: {own}"


# --- collecting -----------------------------------------------------------------------------

def board_at_play(game: str, qtbot, collect_automatically: bool) -> TrickBoard:
    """A board of ``game`` whose deal the player has reached the card play of (by the
    clicks of each game's own tests), with the auto-collect option as given."""
    group = {"skat": "skat", "binokel": "binokel", "pref": "prefclub"}[game]
    QSettings().setValue(f"{group}/auto_collect", collect_automatically)
    if game == "skat":
        from tests.ui import test_skat_board as steps

        board = steps.make_board(qtbot, steps.player_declares_deal())
        steps.reach_play(board, qtbot)
    elif game == "binokel":
        from tests.ui import test_binokel_board as steps

        board = steps.make_board(qtbot, steps.player_solo_deal())
        steps.reach_play(board, qtbot)
    else:
        from tests.ui import test_pref_board as steps

        board = steps.make_board(qtbot, steps._simulate(steps.player_declares_deal(),
                                                        steps.declarer_policy))
    assert board.action_auto.isChecked() == collect_automatically
    return board


def play_until_a_trick_is_won(board: TrickBoard, qtbot) -> None:
    """The player plays his first legal card whenever he may, until a trick is complete."""
    deal = board.deal
    while not deal.tricks:
        qtbot.waitUntil(lambda: bool(deal.tricks) or board.can_play(), timeout=WAIT)
        if not deal.tricks:
            board.play(next(a.card for a in deal.legal_actions()
                            if isinstance(a, board.play_type)))


@pytest.mark.parametrize("game", GAMES)
def test_tricks_are_collected_by_a_click_or_automatically(qtbot, clean_settings, english,
                                                          game) -> None:
    board = board_at_play(game, qtbot, collect_automatically=False)
    play_until_a_trick_is_won(board, qtbot)
    qtbot.waitUntil(lambda: board.waiting_for_player(), timeout=WAIT)
    assert board.pending_trick is board.deal.tricks[0]  # it waits for the click
    board.scene_for_tests().click_through()
    assert board.pending_trick is None
    board.leave()
    board.worker.wait()

    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.option_actions().count(board.action_auto) == 1  # in the Options menu
    assert board.action_auto.text() == "Collect tricks automatically"
    play_until_a_trick_is_won(board, qtbot)
    # Nobody clicks: the trick goes to its winner by itself, and the play goes on.
    qtbot.waitUntil(lambda: board.pending_trick is None, timeout=WAIT)
    assert QSettings().value(f"{board.settings_group}/auto_collect") in (True, "true")
    board.leave()
    board.worker.wait()


# --- the last trick -------------------------------------------------------------------------

def press(board: TrickBoard, qtbot, key: Qt.Key) -> None:
    """A key as the player types it (a shortcut works in the active window)."""
    board.activateWindow()
    qtbot.waitUntil(board.isActiveWindow, timeout=WAIT)
    board.setFocus()
    QTest.keyClick(board, key)


@pytest.mark.parametrize("game", GAMES)
def test_the_last_trick_by_its_key_or_a_click_on_a_won_pile(qtbot, clean_settings, english,
                                                           plings, game) -> None:
    board = board_at_play(game, qtbot, collect_automatically=False)
    assert board.action_last.text() == "Last trick" and board.action_last in board.game_actions()
    press(board, qtbot, Qt.Key.Key_L)  # nothing collected yet
    assert board.last_trick_dialog is None and plings
    play_until_a_trick_is_won(board, qtbot)
    qtbot.waitUntil(lambda: board.waiting_for_player(), timeout=WAIT)
    trick = board.deal.tricks[0]
    press(board, qtbot, Qt.Key.Key_L)  # the trick on the table is not the last one collected
    assert board.last_trick_dialog is None and board.pending_trick is trick
    board.scene_for_tests().click_through()
    qtbot.waitUntil(lambda: board.waiting_for_player(), timeout=WAIT)

    press(board, qtbot, Qt.Key.Key_L)
    dialog = board.last_trick_dialog
    assert dialog is not None and dialog.isVisible()
    names = board.last_trick_words().seat_name
    # Who played which card, in the order played, and who took it.
    assert [row.cards for row in dialog.findChildren(CardRow)] == [[card] for card in trick.cards]
    assert [label.text() for label in dialog.name_labels] == [
        names((trick.leader + index) % 3) for index in range(3)]
    assert [label.text() for label in dialog.take_labels] == [
        "takes it" if (trick.leader + index) % 3 == trick.winner else "" for index in range(3)]
    assert board.dialog_open() and board.waiting_for_player()  # the computer players wait
    history = len(board.deal.history)
    dialog.ok_button.click()
    assert board.last_trick_dialog is None
    qtbot.waitUntil(lambda: board.waiting_for_player(), timeout=WAIT)
    assert len(board.deal.history) >= history

    # A click on a card of a won pile shows it as well.
    scene = board.scene_for_tests()
    pile_card = next(item for item in scene.items() if isinstance(item, TableCard)
                     and board.in_won_pile(item.key))
    board.card_clicked(pile_card.key)
    assert board.last_trick_dialog is not None
    board.last_trick_dialog.done(0)
    board.leave()
    board.worker.wait()


# --- the hint -------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_hint_chooses_what_the_strongest_player_would_play(qtbot, clean_settings, english,
                                                               game) -> None:
    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.action_hint.text() == "Hint" and board.action_hint in board.game_actions()
    qtbot.waitUntil(board.can_play, timeout=WAIT)
    deal = board.deal
    # The strongest computer player in the player's seat, asked here on its own.
    wanted = board.hint_bot().act(deal.observation(deal.to_move))
    assert isinstance(wanted, board.play_type)
    press(board, qtbot, Qt.Key.Key_F4)
    if game == "pref":  # the pointing hand points at the card
        qtbot.waitUntil(lambda: board.pointed() == wanted.card, timeout=WAIT)
    else:  # the card is chosen: it rises in the hand
        qtbot.waitUntil(lambda: [board.card_of(key) for key in board.selected] == [wanted.card],
                        timeout=WAIT)
    before = len(deal.history)
    press(board, qtbot, Qt.Key.Key_Return)  # Return plays it
    assert deal.history[before] == (deal.history[before][0], wanted)
    board.leave()
    board.worker.wait()


# --- why not -------------------------------------------------------------------------------

#: What the info line may say of a refused card, per game (the rules files' duties).
REFUSALS = {
    "skat": r"Follow suit: (Clubs|Spades|Hearts|Diamonds|trump)",
    "binokel": r"(Follow suit|Must beat|Must trump|Must overtrump): "
               r"(Clubs|Spades|Hearts|Diamonds)",
    "pref": r"(Follow suit|Must trump): (spades|clubs|diamonds|hearts)",
}


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_card_says_why(qtbot, clean_settings, english, plings, game) -> None:
    """The player clicks a card the rules refuse: a pling, nothing played, and the info
    line says which duty it breaks until the player plays a card."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    deal = board.deal
    refused = 0
    while board.in_play():
        qtbot.waitUntil(lambda: board.can_play() or not board.in_play(), timeout=WAIT)
        if not board.in_play():
            break
        legal = {a.card for a in deal.legal_actions() if isinstance(a, board.play_type)}
        keys = [key for key in board.hand_keys() if board.card_of(key) not in legal]
        if keys and deal.trick:
            history, count = len(deal.history), len(plings)
            board.card_clicked(keys[0])
            assert len(deal.history) == history and len(plings) == count + 1
            note = board.note_text()
            assert re.fullmatch(REFUSALS[game], note), note
            assert board.info().startswith(note)
            refused += 1
        board.play(next(iter(sorted(legal, key=str))))
        assert board.note_text() == ""  # gone with the card played
        if refused >= 2:
            break
    assert refused, "no card was refused in the whole deal"
    board.leave()
    board.worker.wait()


@pytest.mark.parametrize("game", GAMES)
def test_the_option_greys_the_cards_the_rules_refuse(qtbot, clean_settings, english,
                                                     game) -> None:
    """With "Mark the playable cards" on, while the player is to play, exactly the cards of
    the hand he plays from that are not legal are greyed; none while a computer player
    is to play, or with the option off."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.action_mark.text() == "Mark the playable cards"
    assert board.option_actions().count(board.action_mark) == 1
    assert not board.action_mark.isChecked()  # off until the player wants it
    scene = board.scene_for_tests()
    deal = board.deal

    def greyed() -> set:
        return {key for key, item in scene.items_by_key.items() if item.refused}

    board.action_mark.trigger()
    assert QSettings().value(f"{board.settings_group}/mark_playable") in (True, "true")
    seen_greyed = False
    for _ in range(6):
        qtbot.waitUntil(lambda: (board.can_play() and board.waiting_for_player())
                        or not board.in_play(), timeout=WAIT)
        if not board.in_play():
            break
        legal = {a.card for a in deal.legal_actions() if isinstance(a, board.play_type)}
        hand = board.hand_to_play()
        assert greyed() == {key for key in hand if board.card_of(key) not in legal}
        seen_greyed = seen_greyed or bool(greyed())
        board.play(sorted(legal, key=str)[0])
        assert greyed() == set()  # nothing greyed while the others play
    assert seen_greyed, "no card was refused in six tricks"
    board.action_mark.trigger()  # off: nothing is greyed, now
    assert greyed() == set() and not board.action_mark.isChecked()
    board.leave()
    board.worker.wait()


# --- the bidding ---------------------------------------------------------------------------

#: A word of the bidding, per game, in English: a bid value (Skat and Binokel a number,
#: PrefClub a contract such as "6♠" or "7NT"), yes, pass, and what follows before the play.
WORDS = {
    "skat": r"\d+|Yes|Pass!|Hand!|I take the Skat\.|Kontra!|Re!|Pass it on!|"
            r"(Diamonds|Hearts|Spades|Clubs|Grand|Null)\b.*",
    "binokel": r"\d+|Pass",
    "pref": r"\S+( \(hold\))?|Pass|WHIST|Open|Closed",
}
#: The actions that are words of the bidding, by class name, per game.
SPOKEN = {
    "skat": {"Bid", "Hold", "Pass", "PlayHand", "TakeSkat", "Declare", "Kontra", "Re",
             "PassOn"},
    "binokel": {"Bid", "Pass"},
    "pref": {"Bid", "Pass", "Declare", "Whist", "PassWhist", "PlayOpen", "PlayClosed"},
}


@pytest.mark.parametrize("game", GAMES)
def test_the_bidding_can_be_called_up_during_the_play(qtbot, clean_settings, switch, plings,
                                                      game) -> None:
    """B (and the File menu): every word said before the play, a row per word in the order
    said, with the speaker's name; the computer players wait while it is open."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.action_auction.text() == "Bidding"
    assert board.action_auction in board.game_actions()
    qtbot.waitUntil(board.waiting_for_player, timeout=WAIT)
    deal = board.deal
    spoken = [(seat, action) for seat, action in deal.history
              if type(action).__name__ in SPOKEN[game]]
    press(board, qtbot, Qt.Key.Key_B)
    dialog = board.auction_dialog
    assert dialog is not None and dialog.isVisible() and board.dialog_open()
    rows = dialog.rows()
    names = board.auction_words().seat_name
    assert [name for name, _said in rows] == [names(seat) for seat, _action in spoken]
    for (_name, said), (_seat, action) in zip(rows, spoken, strict=True):
        assert re.fullmatch(WORDS[game], said), (said, action)
    for (_name, said), (_seat, action) in zip(rows, spoken, strict=True):
        if type(action).__name__ == "Bid" and game != "pref":
            assert said == str(action.value)
    history = len(deal.history)
    switch("de")  # the dialog follows the language at once
    assert dialog.ok_button.text() == "OK" and dialog.rows() != rows or game == "binokel"
    switch("en")
    dialog.ok_button.click()
    assert board.auction_dialog is None
    assert len(deal.history) >= history
    board.leave()
    board.worker.wait()


# --- the deal log ----------------------------------------------------------------------------

def play_to_the_end(board: TrickBoard, qtbot) -> None:
    """The player plays his first legal card (by name) whenever he may, to the deal's end."""
    deal = board.deal
    while not board.deal_over():
        qtbot.waitUntil(lambda: board.deal_over() or board.can_play(), timeout=WAIT)
        if board.can_play():
            board.play(sorted(a.card for a in deal.legal_actions()
                              if isinstance(a, board.play_type))[0])


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_log_shows_the_deal_trick_by_trick_once_it_is_over(
        qtbot, clean_settings, english, plings, game) -> None:
    from collections import Counter

    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.action_log.text() == "Deal log" and board.action_log in board.game_actions()
    press(board, qtbot, Qt.Key.Key_P)  # not while the cards are still in play: pling
    assert board.deal_log_dialog is None and plings
    play_to_the_end(board, qtbot)
    qtbot.waitUntil(lambda: not board.dialog_open(), timeout=WAIT)
    for dialog in (getattr(board, name, None) for name in ("result_dialog", "pad_dialog",
                                                            "sheet_dialog", "list_dialog")):
        if dialog is not None:
            dialog.done(0)
    deal = board.deal
    board.show_deal_log()
    log = board.deal_log_dialog
    assert log is not None and log.isVisible()
    # As dealt: every card of the deck once, in the hands, the Skat / Dabb / widow; each
    # seat's hand is what it played, the declarer's with the table's cards and without what
    # he laid away.
    rows = [row.cards for row in log.hand_rows]
    table = log.side_row.cards
    assert Counter(c for row in rows for c in row) + Counter(table) == Counter(
        c for t in deal.tricks for c in t.cards) + Counter(log.log.laid_away) + Counter(
        getattr(t, "widow", None) for t in deal.tricks if getattr(t, "widow", None))
    played = [Counter() for _ in range(3)]
    for trick in deal.tricks:
        for index, card in enumerate(trick.cards):
            played[(trick.leader + index) % 3][card] += 1
    declarer = deal.solo if game == "binokel" else deal.declarer
    for seat in range(3):
        if seat != declarer or not log.log.laid_away:
            assert Counter(rows[seat]) == played[seat], seat
        else:
            assert Counter(rows[seat]) + Counter(table) - Counter(log.log.laid_away) \
                == played[seat]
    assert log.laid_row.cards == list(log.log.laid_away)
    names = board.deal_log_words().seat_name
    # Trick by trick: Right steps on, the trick and who took it.
    for number, trick in enumerate(deal.tricks, start=1):
        log.setFocus()
        QTest.keyClick(log, Qt.Key.Key_Right)
        assert log.step == number
        assert log.laid_row.cards[-len(trick.cards):] == list(trick.cards)
        assert log.trick_text.text().startswith(
            f"led: {names(trick.leader)} – taken: {names(trick.winner)}")
        before = [Counter(row.cards) for row in log.hand_rows]
        assert all(card in before[(trick.leader + i) % 3] for i, card in enumerate(trick.cards))
    QTest.keyClick(log, Qt.Key.Key_Right)  # the last step stays
    assert log.step == len(deal.tricks) and not log.next_button.isEnabled()
    QTest.keyClick(log, Qt.Key.Key_Left)
    assert log.step == len(deal.tricks) - 1
    log.ok_button.click()
    assert board.deal_log_dialog is None
    board.leave()
    board.worker.wait()


@pytest.mark.parametrize("game", GAMES)
def test_the_list_pad_or_sheet_opens_the_log_of_a_deal_played(
        qtbot, clean_settings, english, plings, game) -> None:
    from PySide6.QtCore import QPoint

    board = board_at_play(game, qtbot, collect_automatically=True)
    play_to_the_end(board, qtbot)
    qtbot.waitUntil(lambda: not board.dialog_open(), timeout=WAIT)
    for name in ("result_dialog", "list_dialog", "pad_dialog", "sheet_dialog"):
        dialog = getattr(board, name, None)
        if dialog is not None:
            dialog.done(0)
    played = board.deal
    _make, opener, attribute = GAMES[game]
    getattr(board, opener)()
    listed = getattr(board, attribute)
    assert listed is not None and board.played_deals() == 1
    if game == "pref":  # the sheet has no rows per deal: its button opens the last deal's log
        assert listed.log_button.text() == "Deal log" and listed.log_button.isEnabled()
        listed.log_button.click()
    else:
        assert listed.hint_label.text() == "A click on a game shows its deal log."
        below = listed.body.line_height() * 3 + 2  # an empty line of the list: nothing
        QTest.mouseClick(listed.body, Qt.MouseButton.LeftButton, pos=QPoint(4, below))
        assert board.played_log_dialog is None
        QTest.mouseClick(listed.body, Qt.MouseButton.LeftButton,
                         pos=QPoint(4, listed.body.line_height() // 2))
    log = board.played_log_dialog
    assert log is not None and log.isVisible() and log.parentWidget() is listed
    # The deal just played, as its own log shows it: the session kept it.
    assert log.log == board.deal_log(played)
    assert log.log.dealt == board.deal_log().dealt
    word = "Deal" if game == "pref" else "Game"
    assert log.game_label.text() == f"{word} 1 of 1"
    assert not log.earlier_button.isEnabled() and not log.later_button.isEnabled()
    log.ok_button.click()
    assert board.played_log_dialog is None and listed.isVisible()
    listed.done(0)
    board.leave()
    board.worker.wait()


def test_a_log_of_the_sessions_deals_steps_from_deal_to_deal(qtbot, english) -> None:
    """Page Up / Page Down (and << >>) go to the nearest deal the session kept, skipping one
    it did not (a save from before deals were kept); the first and last stay."""
    from cardsuite.ui.table.deal_log import DealLog, DealLogDialog, LoggedTrick, PlayedDeals

    board = SkatBoard(deal=7, seed=5)
    qtbot.addWidget(board)
    words = board.deal_log_words
    hands = tuple(tuple(board.deal.hands[seat]) for seat in range(3))

    def log(lead: int) -> DealLog:
        trick = LoggedTrick(lead, (hands[lead][0], hands[(lead + 1) % 3][0],
                                   hands[(lead + 2) % 3][0]), lead, 0)
        return DealLog(hands, (), (), (trick,), hands)

    kept = {0: log(0), 2: log(2), 3: log(1)}
    dialog = DealLogDialog(board, kept[2], words, PlayedDeals(2, 4, kept.get))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.go(1)
    assert dialog.game_label.text() == "Game 3 of 4"
    QTest.keyClick(dialog, Qt.Key.Key_PageUp)  # deal 2 was not kept: on to deal 1
    assert dialog.log is kept[0] and dialog.step == 0
    assert dialog.game_label.text() == "Game 1 of 4" and not dialog.earlier_button.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_PageUp)
    assert dialog.log is kept[0]
    QTest.keyClick(dialog, Qt.Key.Key_PageDown)
    assert dialog.log is kept[2]
    dialog.later_button.click()
    assert dialog.log is kept[3] and dialog.game_label.text() == "Game 4 of 4"
    assert not dialog.later_button.isEnabled()
    dialog.done(0)
    board.leave()
    board.worker.wait()


# --- claiming the rest -----------------------------------------------------------------------

CLAIM_NOTES = {
    "holds": "The rest is yours: the cards are played out.",
    "fails": "The claim does not hold: the others can still take a trick.",
    "too early": "Too early to claim: the cards can lie in too many ways.",
}


@pytest.mark.parametrize("game", GAMES)
def test_a_claim_is_checked_and_a_good_one_played_out(qtbot, clean_settings, english, plings,
                                                      game) -> None:
    """C at the start of the play: too early (too many ways the cards may lie), nothing
    played.  Later, with few cards left, each claim either does not hold (a pling, the
    note, nothing played) or holds, and then the rest is played out for the player and
    every remaining trick is his."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    assert board.action_claim.text() == "Claim the rest"
    assert board.action_claim in board.game_actions()
    deal = board.deal
    qtbot.waitUntil(lambda: board.can_play() and board.waiting_for_player(), timeout=WAIT)
    history = len(deal.history)
    press(board, qtbot, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: not board.checking_claim, timeout=WAIT)  # checked in the worker
    assert board.note_text() == CLAIM_NOTES["too early"] and plings
    assert len(deal.history) == history and not board.claimed
    seen = []
    while board.in_play() and not board.claimed:
        qtbot.waitUntil(lambda: (board.can_play() and board.waiting_for_player())
                        or not board.in_play(), timeout=WAIT)
        if not board.in_play():
            break
        left = len(board.hand_to_play())
        if left == 1:  # the card a claimant would play on the real deal: his last, if it wins
            (last,) = [a.card for a in deal.legal_actions() if isinstance(a, board.play_type)]
            assert board.claim_move() in (None, last)
        if left <= 3:
            history, count = len(deal.history), len(plings)
            board.claim_rest()
            qtbot.waitUntil(lambda: not board.checking_claim, timeout=WAIT)
            if board.claimed:
                seen.append("holds")
                assert board.note_text() == CLAIM_NOTES["holds"]
                break
            seen.append("fails")
            assert board.note_text() == CLAIM_NOTES["fails"]
            assert len(plings) == count + 1 and len(deal.history) == history
        board.play(sorted(a.card for a in deal.legal_actions()
                          if isinstance(a, board.play_type))[0])
    assert seen, "no claim was tried"
    if board.claimed:
        start = len(deal.tricks)
        qtbot.waitUntil(board.deal_over, timeout=4 * WAIT)  # nobody clicks: played out
        assert all(trick.winner == 0 for trick in deal.tricks[start:])
        assert len(deal.tricks) > start
    board.leave()
    board.worker.wait()


# --- the standing during play ---------------------------------------------------------------

POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}  # Skat's and Binokel's card points


def standing_expected(game: str, board: TrickBoard) -> str:
    """What the info line must say of the standing, worked out here from the tricks."""
    deal = board.deal
    collected = [t for t in deal.tricks if t is not board.pending_trick]
    if game == "skat":
        declarer = deal.declarer
        points = [sum(POINTS.get(str(c)[0], 0) for t in deal.tricks if t.winner == s
                      for c in t.cards) for s in range(3)]
        return f"points {points[declarer]} : {sum(points) - points[declarer]}"
    if game == "binokel":
        solo = deal.solo
        tricks = sum(POINTS.get(str(c)[0], 0) for t in collected if t.winner == solo
                     for c in t.cards)
        have = deal.meld_points[solo] + tricks + sum(POINTS.get(str(c)[0], 0)
                                                     for c in deal.pressed)
        name = board.auction_words().seat_name(solo)
        return f"{name}: {have} (needs {deal.bid + 1})"
    name = board.names.full(deal.declarer)
    mine = sum(1 for t in deal.tricks if t.winner == deal.declarer)
    return f"{name}: {mine} of {deal.contract.level} tricks"


@pytest.mark.parametrize("game", GAMES)
def test_the_info_line_shows_the_standing_during_play(qtbot, clean_settings, english,
                                                     game) -> None:
    """Skat: the declarer's card points against the defenders'; Binokel: the solo player's
    melds + trick points + pressed cards against what he needs (more than the bid);
    PrefClub: the declarer's tricks against his level."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    deal = board.deal
    checked = 0
    while len(deal.tricks) < 4:
        qtbot.waitUntil(lambda: board.waiting_for_player() or not board.in_play(),
                        timeout=WAIT)
        if not board.in_play():
            break
        assert standing_expected(game, board) in board.info(), board.info()
        checked += 1
        if board.can_play():
            board.play(sorted(a.card for a in deal.legal_actions()
                              if isinstance(a, board.play_type))[0])
    assert checked >= 3 and len(deal.tricks) >= 3
    board.leave()
    board.worker.wait()


# --- texts that grow with the window ---------------------------------------------------------

def test_the_tables_texts_double_from_a_full_hd_window() -> None:
    assert text_pixels(800, 600) == 16
    assert text_pixels(1280, 1024) == 16  # cards not yet half as large again
    assert text_pixels(1900, 1000) == 32  # a window filling a 1920 × 1080 screen
    assert text_pixels(1900, 800) == 16 and text_pixels(1000, 1000) == 16


@pytest.mark.parametrize("game", GAMES)
def test_the_texts_on_the_table_grow_with_the_window(qtbot, clean_settings, english,
                                                     game) -> None:
    """At 800 × 600 the names are drawn at the GEM font's 16 pixels; in a window filling a
    full-HD screen at 32 (each font pixel a 2 × 2 block), as tall as the layout's labels."""
    board = board_at_play(game, qtbot, collect_automatically=False)
    scene = board.scene_for_tests()
    sizes = {}
    for width, height in ((800, 600), (1900, 1000)):
        board.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(scene.layout.width - w) < 100, timeout=WAIT)
        names = [box for box in scene.names.values() if box.isVisible()]
        assert names
        sizes[width] = [box.box_size().height() for box in names]
        expected = 16 if width == 800 else 32
        assert all(box.font.pixelSize() == expected for box in scene.labels)
        assert all(height == scene.layout.label_h for height in sizes[width])
        # The GEM controls on the table (button bar, boxes) at the same size, their text
        # not cut (a button's box holds its text).
        buttons = [b for b in board.viewport().findChildren(GemButton) if b.text()]
        assert buttons
        for button in buttons:
            assert button.font().pixelSize() == expected
            text_width = QFontMetrics(button.font()).horizontalAdvance(button.text())
            assert button.box_rect().width() > text_width, button.text()
    assert min(sizes[1900]) >= 2 * max(sizes[800]) - 6
    board.leave()
    board.worker.wait()


# --- the contract on the table -------------------------------------------------------------

def declared_expected(game: str, board: TrickBoard) -> tuple[int, str]:
    """The seat the declared contract lies at and its words, worked out here from the deal:
    Skat the game (and Hand) and the bid; Binokel the bid and trump; PrefClub the contract."""
    deal = board.deal
    if game == "skat":
        contract = deal.contract
        words = contract.game_type.value.capitalize() + (" Hand" if contract.hand else "")
        return deal.declarer, f"{words} – bid {deal.bid}"
    if game == "binokel":
        return deal.solo, f"{deal.bid}, trump {deal.trump.name.capitalize()}"
    contract = deal.contract
    symbol = {"spades": "♠", "clubs": "♣", "diamonds": "♦", "hearts": "♥"}
    words = ("Miser" if contract.miser else f"{contract.level}NT" if contract.strain is None
             else f"{contract.level}{symbol[contract.strain.name.lower()]}")
    return deal.declarer, words


def table_words(game: str, board: TrickBoard) -> dict[int, str]:
    """What lies at each seat besides its name: the bubbles (Skat, Binokel) or the score
    box's Bid column (PrefClub)."""
    scene = board.scene_for_tests()
    if game == "pref":
        return {seat: row[1] for seat, row in enumerate(scene.score_box.rows[1:])}
    return {seat: box.text() for seat, box in scene.bubbles.items()}


@pytest.mark.parametrize("game", GAMES)
def test_the_declared_contract_and_bid_stay_at_the_declarers_seat(
        qtbot, clean_settings, switch, game) -> None:
    """Through the play, after the bubbles of the bidding are gone: Skat "Clubs – bid 18",
    Binokel "350, trump Hearts" (with what he melded), PrefClub the contract in the score
    box; the others' seats do not carry it."""
    board = board_at_play(game, qtbot, collect_automatically=True)
    deal = board.deal
    seat, words = declared_expected(game, board)
    checked = 0
    while len(deal.tricks) < 3:
        qtbot.waitUntil(lambda: board.waiting_for_player() or not board.in_play(),
                        timeout=WAIT)
        if not board.in_play():
            break
        said = table_words(game, board)
        if deal.tricks or deal.trick:  # the first card cleared the bidding's bubbles
            assert words in said[seat], said
            assert all(words not in text for other, text in said.items() if other != seat)
            checked += 1
        if board.can_play():
            board.play(sorted(a.card for a in deal.legal_actions()
                              if isinstance(a, board.play_type))[0])
    assert checked >= 2
    if game != "pref":  # PrefClub writes its contracts with symbols in both languages
        switch("de")
        german = {"skat": "gereizt", "binokel": "Trumpf"}[game]
        assert german in table_words(game, board)[seat]
        switch("en")
    board.leave()
    board.worker.wait()


# --- seat markers ----------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_the_seats_show_the_dealer_the_declarer_and_whose_turn_it_is(
        qtbot, clean_settings, switch, game) -> None:
    board = board_at_play(game, qtbot, collect_automatically=False)
    scene = board.scene_for_tests()
    deal = board.deal
    declarer = deal.solo if game == "binokel" else deal.declarer

    def check() -> None:
        for seat, box in scene.names.items():
            marks = box.text().partition(" – ")[2].split(", ")
            assert ("dealer" in marks) == (seat == deal.dealer), box.text()
            assert ("declarer" in marks) == (seat == declarer), box.text()
        on_turn = [seat for seat, box in scene.names.items() if box.selected]
        if board.waiting_for_click():
            assert on_turn == []  # the table waits for a click, not for a seat
        else:
            turn = deal.turn if game == "pref" else deal.to_move
            assert on_turn == [turn]

    def bot_turn() -> bool:  # a computer player thinks, or seems to
        return (board.thinking or board._bot_timer.isActive()) and not board.waiting_for_click()

    seen_bot_turn = False
    for _ in range(12):
        qtbot.waitUntil(lambda: board.waiting_for_player() or bot_turn(), timeout=WAIT)
        if bot_turn():
            seen_bot_turn = True
            check()
            qtbot.waitUntil(lambda: not bot_turn(), timeout=WAIT)
            continue
        check()
        if board.pending_trick is not None:
            board.scene_for_tests().click_through()
        elif board.can_play():
            board.play(sorted(a.card for a in deal.legal_actions()
                              if isinstance(a, board.play_type))[0])
        else:
            break
    assert seen_bot_turn
    switch("de")  # the marks follow the language at once
    assert "Geber" in scene.names[deal.dealer].text()
    assert "Spieler" in scene.names[declarer].text()
    switch("en")
    board.leave()
    board.worker.wait()


@pytest.mark.parametrize("board_class", [SkatBoard, BinokelBoard, PrefBoard])
def test_every_board_defines_what_the_table_asks_of_its_game(board_class) -> None:
    required = [name for name in vars(TrickGame) if not name.startswith("_")]
    required += list(TrickGame.__annotations__)
    missing = [name for name in required if not hasattr(board_class, name)]
    assert required and missing == [], f"{board_class.__name__} lacks {missing}"
