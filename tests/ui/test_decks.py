"""The four-colour tournament deck on the tables (issue 18): Skat and Binokel offer it in the
Options menu; the cards on the table and in the dialogs are drawn in it in the colour theme.
PrefClub does not offer it."""

from array import array

import pytest
from PySide6.QtGui import QImage

from cardsuite.ui import settings
from cardsuite.ui.cards.card_row import CardRow
from cardsuite.ui.gem.theme import theme_manager
from tests.ui import test_binokel_board as binokel_tests
from tests.ui import test_skat_board as skat_tests

GREEN, ORANGE = 0xFF00AA00, 0xFFFF9200


def pixels(widget) -> array:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return array("I", bytes(image.constBits()))


@pytest.fixture
def colour():
    theme_manager().set_theme("colour")
    yield
    theme_manager().set_theme("mono")


@pytest.mark.parametrize("game", ["skat", "binokel"])
def test_the_option_draws_the_table_in_four_colours(qtbot, clean_settings, english, colour, game):
    tests = skat_tests if game == "skat" else binokel_tests
    deal = skat_tests.player_declares_deal() if game == "skat" else binokel_tests.player_solo_deal()
    board = tests.make_board(qtbot, deal)
    try:
        tests.settle(board, qtbot)
        assert board.action_deck in board.option_actions()
        assert board.action_deck.text() == "Four-colour deck (colour theme)"
        before = pixels(board.viewport())
        assert board.deck == "french" and ORANGE not in before
        board.action_deck.trigger()
        assert board.deck == "four_colour" and settings.get_flag(f"{game}/four_colour")
        after = pixels(board.viewport())
        # Spades green (on the colour theme's green table: more of it), diamonds orange.
        hand = board.deal.hands[0]
        assert (ORANGE in after) == any(card.suit.name == "DIAMONDS" for card in hand)
        assert (after.count(GREEN) > before.count(GREEN)) == any(
            card.suit.name == "SPADES" for card in hand)
        row = CardRow([c for c in board.deal.hands[0]][:3])
        row.setParent(board)  # a dialog's row finds the deck of its board
        assert row.deck() == "four_colour"
    finally:
        board.leave()
        board.worker.wait()


def test_prefclub_keeps_the_french_deck(qtbot, clean_settings, english):
    from tests.ui.test_pref_board import make_board

    board = make_board(qtbot)
    try:
        assert board.deck == "french" and board.action_deck not in board.option_actions()
    finally:
        board.leave()
        board.worker.wait()
