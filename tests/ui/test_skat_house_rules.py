"""Skat house rules through the real board: the Options menu, a deal played by clicks, the list.

The deals are chosen as in ``test_skat_board``: by letting the computer
players act through the engine first.
"""

import functools

from PySide6.QtCore import Qt

from cardsuite.engine.cards import Rank
from cardsuite.games.skat import rules
from cardsuite.games.skat.game import Deal, Kontra, Options, Pass, PassOn, Phase, Play
from cardsuite.games.skat.scorelist import ScoreMode
from cardsuite.games.skat.scoring import score_ramsch
from cardsuite.games.skat.session import HUMAN
from cardsuite.ui.i18n import language_manager
from tests.ui.test_skat_board import (
    WAIT,
    _bots_act,
    _first_deal,
    click,
    click_card,
    click_table,
    declare_clubs_and_wait_for_kontra,
    kontra_against_player_deal,
    make_board,
    settle,
)


@functools.cache
def player_passes_and_could_say_kontra_deal() -> int:
    """The player deals (so is rearhand), nobody has bid when the player is asked, the player
    passes without a word, a computer player declares, and without the house rule the
    player would be asked Kontra."""
    def wanted(deal: Deal) -> bool:
        _bots_act(deal)
        if deal.phase is not Phase.BIDDING or deal.to_move != HUMAN or deal.bid is not None:
            return False
        deal.apply(Pass())
        _bots_act(deal)
        return deal.phase is Phase.KONTRA and deal.to_move == HUMAN
    return _first_deal(0, Options(kontra=True), wanted)


def play_to_the_list(board, qtbot, passing: bool = False) -> list[str]:
    """Play the player's cards by clicks (the first legal one), collect every trick by a
    click, close the result: the Skatliste is open; the result's lines are returned.  With
    ``passing`` the player first says "Pass!" and "No" to whatever the box on the table
    asks."""
    deal = board.deal
    while deal.phase is not Phase.FINISHED:
        settle(board, qtbot)
        if board.pending_trick is not None:
            click_table(board)
            continue
        if deal.phase is Phase.FINISHED:
            break
        texts = [b.text() for b in board.bar.buttons] if board.bar.isVisible() else []
        if passing and ("Pass!" in texts or "No" in texts):
            click(qtbot, board.bar.buttons[1])
            continue
        assert deal.to_move == HUMAN and deal.phase is Phase.PLAYING
        assert Kontra() not in board._bar_actions
        click_card(board, next(a.card for a in deal.legal_actions() if isinstance(a, Play)))
    settle(board, qtbot)
    if board.pending_trick is not None:
        click_table(board)
    qtbot.waitUntil(lambda: board.result_dialog is not None and board.result_dialog.isVisible(),
                    timeout=WAIT)
    texts = board.result_dialog.texts()
    click(qtbot, board.result_dialog.ok_button)
    qtbot.waitUntil(lambda: board.list_dialog is not None and board.list_dialog.isVisible(),
                    timeout=WAIT)
    return texts


def test_kontra_ab_18_from_the_options_menu_to_the_list(qtbot, clean_settings, english):
    number = player_passes_and_could_say_kontra_deal()
    board = make_board(qtbot, number, kontra=True)
    try:
        action = board.action_kontra_after_bid
        assert action in board.option_actions() and action.isCheckable()
        assert not action.isChecked() and "Kontra only after bidding 18" in action.text()
        action.trigger()
        assert action.isChecked()
        assert not board.session.settings.options.kontra_after_bid  # from the next session
        board.start_session(board._new_session(), deal=number)
        assert board.session.settings.options.kontra_after_bid
        settle(board, qtbot)
        assert [b.text() for b in board.bar.buttons] == ["18", "Pass!"]
        click(qtbot, board.bar.buttons[1])  # "Pass!" without a word
        qtbot.waitUntil(lambda: board.deal.phase is Phase.PLAYING, timeout=WAIT)
        deal = board.deal
        assert deal.declarer in (1, 2) and not deal.kontra
        assert not any(seat == HUMAN and isinstance(a, Kontra) for seat, a in deal.history)
        play_to_the_list(board, qtbot)
        assert board.list_dialog.rules_label.text() == "House rules: Kontra after bidding 18"
        assert len(board.list_dialog.row_texts()) == 1
        language_manager().set_language("de")  # the open list follows at once
        assert board.list_dialog.rules_label.text() == "Hausregeln: Kontra ab 18"
        assert "Kontra ab 18" in action.text()
    finally:
        board.leave()
        board.worker.wait()


def test_the_list_says_when_no_house_rule_is_played(qtbot, clean_settings, english):
    board = make_board(qtbot, player_passes_and_could_say_kontra_deal())
    try:
        settle(board, qtbot)
        board.show_list()
        qtbot.waitUntil(lambda: board.list_dialog is not None, timeout=WAIT)
        assert board.list_dialog.rules_label.text() == "House rules: none"
        board.list_dialog.done(0)
    finally:
        board.leave()
        board.worker.wait()


def test_bock_rounds_from_the_options_menu_to_a_doubled_game_on_the_list(
        qtbot, clean_settings, english):
    """The player declares Clubs, a computer player says Kontra, the player says Re: a Bock
    event (XSkat's BOCK_BEI_RE).  The next deal is a Bock game and counts double."""
    number = kontra_against_player_deal()
    board = make_board(qtbot, number, kontra=True)
    try:
        actions = board.bock_actions
        assert set(actions) == {0, 3, 6} and actions[0].isChecked()
        assert all(a in board.option_actions() for a in actions.values())
        assert "Bock, 3 games" in actions[3].text()
        actions[3].trigger()
        assert actions[3].isChecked() and not actions[0].isChecked()
        assert board.session.settings.bock_games == 0  # from the next session
        board.start_session(board._new_session(), deal=number)
        assert board.session.settings.bock_games == 3 and not board.deal.bock
        assert "Bock game" not in board.info()
        declare_clubs_and_wait_for_kontra(board, qtbot)
        click(qtbot, board.bar.buttons[0])  # "Re!"
        assert board.deal.re
        play_to_the_list(board, qtbot)
        dialog = board.list_dialog
        # The Re is one event; 60 : 60 would be a second (the bots' play decides that).
        first_deal = board.deal
        sixty = first_deal.card_points(0) + first_deal.skat_points() == 60
        to_come = 3 * (2 if sixty else 1)
        assert dialog.rules_label.text() == \
            f"House rules: Bock rounds of 3 games (to come: {to_come})"
        first = dialog.row_texts()[0]
        assert "Re" in first[3] and "Bock" not in first[3]
        click(qtbot, dialog.next_button)
        settle(board, qtbot)
        deal = board.deal
        assert deal.bock and board.info().startswith("Bock game – ")
        result = play_to_the_list(board, qtbot, passing=True)
        if deal.declarer is None:
            assert result[-1] == "Scores ×2 (Bock game)"
        else:
            assert " Bock – value " in result[-1]
        rows = board.list_dialog.row_texts()
        assert len(rows) == 2 and rows[1][3].endswith(" Bock")
        assert board.list_dialog.rules_label.text() == \
            f"House rules: Bock rounds of 3 games (to come: {to_come - 1})"
        # The same deal played without Bock: the list's value is twice its value.
        plain = Deal(deal.number, deal.dealer, deal.options)
        for _seat, action in deal.history:
            plain.apply(action)
        row = board.session.scorelist.rows[1]
        assert row.entries == tuple(2 * e for e in plain.scores())
        if deal.declarer is not None:
            assert rows[1][4] == (f"+{row.value}" if row.value > 0 else str(row.value))
        language_manager().set_language("de")
        assert board.list_dialog.row_texts()[1][3].endswith(" Bock")
        assert board.list_dialog.rules_label.text() == \
            f"Hausregeln: Bockrunden mit 3 Spielen (noch {to_come - 1})"
    finally:
        board.leave()
        board.worker.wait()


@functools.cache
def schieberamsch_deal() -> int:
    """Dealt by the player; the player passes whenever asked and so do the computer players;
    in the Schieberamsch one of them passes the Skat on before the player's turn, and the
    player's hand (with the Skat) holds a jack."""
    options = Options(schieberamsch=True)

    def wanted(deal: Deal) -> bool:
        while deal.phase is Phase.BIDDING:
            _bots_act(deal)
            if deal.phase is Phase.BIDDING:
                deal.apply(Pass())
        if deal.phase is not Phase.SCHIEBERAMSCH:
            return False
        _bots_act(deal)
        return deal.passed_on >= 1 and deal.to_move == HUMAN and any(
            c.rank == Rank.JACK for c in deal.hands[HUMAN] + deal.skat)
    return _first_deal(0, options, wanted)


def test_schieberamsch_from_the_options_menu_to_the_list(qtbot, clean_settings, english, plings):
    number = schieberamsch_deal()
    board = make_board(qtbot, number)
    try:
        action = board.action_schieberamsch
        assert action in board.option_actions() and not action.isChecked()
        action.trigger()
        board.start_session(board._new_session(), deal=number)
        assert board.session.settings.options.schieberamsch
        while board.deal.phase is Phase.BIDDING:
            settle(board, qtbot)
            if board.deal.phase is Phase.BIDDING:
                click(qtbot, board.bar.buttons[1])  # "Pass!"
        settle(board, qtbot)
        deal = board.deal
        assert deal.phase is Phase.SCHIEBERAMSCH and deal.to_move == HUMAN
        assert [b.text() for b in board.bar.buttons] == ["Take the Skat", "Pass it on"]
        factor = 2 ** deal.passed_on
        assert board.bar.prompt.text() == f"Schieberamsch (scores ×{factor} so far):"
        assert f"Schieberamsch, scores ×{factor}" in board.info()
        passer = next(seat for seat, a in deal.history if isinstance(a, PassOn))
        assert board.scene_for_tests().bubbles[passer].text() == "Pass it on!"
        click(qtbot, board.bar.buttons[0])  # take the Skat
        settle(board, qtbot)
        assert len(deal.hands[HUMAN]) == 12 and deal.laying_away
        assert board.bar.prompt.text() == "Click two cards to lay away (no jacks):"
        jack = next(c for c in deal.hands[HUMAN] if c.rank == Rank.JACK)
        before = len(plings)
        click_card(board, jack)
        assert len(plings) == before + 1 and jack not in board.selected  # jacks stay
        plain = sorted((c for c in deal.hands[HUMAN] if c.rank != Rank.JACK),
                       key=rules.card_points)
        for card in plain[:2]:
            click_card(board, card)
            settle(board, qtbot)
        assert board.selected == set(plain[:2])
        click(qtbot, board.bar.buttons[0])  # "Lay away"
        settle(board, qtbot)
        assert deal.phase is Phase.PLAYING and sorted(deal.skat) == sorted(plain[:2])
        result = play_to_the_list(board, qtbot)
        assert result[-1] == f"Scores ×{factor} (Skat passed on {deal.passed_on}×)"
        dialog = board.list_dialog
        assert dialog.rules_label.text() == "House rules: Schieberamsch"
        row = board.session.scorelist.rows[0]
        assert dialog.row_texts()[0][3] == f"Ramsch passed on {deal.passed_on}×"
        expected = score_ramsch(tuple(deal.card_points(s) for s in range(3)),
                                tuple(deal.tricks_won(s) for s in range(3)),
                                rules.points(deal.skat))
        assert row.entries == tuple(factor * e for e in expected)
        language_manager().set_language("de")
        assert dialog.row_texts()[0][3] == f"Ramsch {deal.passed_on}× geschoben"
    finally:
        board.leave()
        board.worker.wait()


def test_w_passes_the_schieberamsch_skat_on(qtbot, clean_settings, english, plings):
    """W, the key that passes in the bidding, passes the Skat on unseen in a Schieberamsch
    (the help text names it); the Ramsch then counts double once more."""
    number = schieberamsch_deal()
    board = make_board(qtbot, number)
    try:
        board.action_schieberamsch.trigger()
        board.start_session(board._new_session(), deal=number)
        while board.deal.phase is Phase.BIDDING:
            settle(board, qtbot)
            if board.deal.phase is Phase.BIDDING:
                qtbot.keyClick(board, Qt.Key.Key_W)
        settle(board, qtbot)
        deal = board.deal
        assert deal.phase is Phase.SCHIEBERAMSCH and deal.to_move == HUMAN
        passed_on = deal.passed_on
        qtbot.keyClick(board, Qt.Key.Key_W)
        assert deal.passed_on == passed_on + 1
        assert deal.history[-1] == (HUMAN, PassOn()) and len(deal.hands[HUMAN]) == 10
    finally:
        board.leave()
        board.worker.wait()


def test_bierlachs_from_the_options_menu_to_the_list(qtbot, clean_settings, english):
    number = player_passes_and_could_say_kontra_deal()
    board = make_board(qtbot, number)
    try:
        actions = board.bierlachs_actions
        assert set(actions) == {0, 500, 1000} and actions[0].isChecked()
        assert "Bierlachs list to 500 minus points" in actions[500].text()
        actions[500].trigger()
        board.start_session(board._new_session(), deal=number)
        assert board.session.scorelist.mode is ScoreMode.BIERLACHS
        play_to_the_list(board, qtbot, passing=True)
        dialog = board.list_dialog
        assert dialog.title() == "Score list (ISkO rules, Bierlachs)"
        assert dialog.rules_label.text() == "House rules: Bierlachs to 500"
        assert dialog.bierlachs_label.isVisible()
        assert dialog.bierlachs_label.text() == "Bierlachs: nobody has reached -500 yet."
        deal = board.deal
        row = board.session.scorelist.rows[0]
        if deal.declarer is None:
            assert row.entries == deal.scores()
        elif deal.result.won:  # the two defenders pay the value
            assert row.entries == tuple(0 if s == deal.declarer else -deal.result.value
                                        for s in range(3))
        else:
            assert row.entries == deal.scores()
        texts = dialog.row_texts()[0]
        assert texts[5:] == [str(total) for total in row.totals]
        assert all(total <= 0 for total in row.totals)
        dialog.done(0)
        qtbot.waitUntil(lambda: board.list_dialog is None, timeout=WAIT)
        # A game past the limit: the list names who lost.
        board.session.scorelist._add_game_value(99, 0, "grand with 4 schneider", 600)
        board.show_list()
        qtbot.waitUntil(lambda: board.list_dialog is not None, timeout=WAIT)
        losers = board.session.scorelist.bierlachs_loser()
        assert losers and 0 not in losers
        names = ", ".join(("Amiga I", "Amiga II")[s - 1] for s in losers)
        assert board.list_dialog.bierlachs_label.text() == \
            f"Bierlachs lost (-500 reached): {names} – a round for the table!"
        language_manager().set_language("de")
        assert board.list_dialog.bierlachs_label.text().startswith(
            "Bierlachs verloren (-500 erreicht): ")
        assert board.list_dialog.rules_label.text() == "Hausregeln: Bierlachs bis 500"
        board.list_dialog.done(0)
    finally:
        board.leave()
        board.worker.wait()
