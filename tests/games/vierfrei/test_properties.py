"""Random legal play never loses or duplicates a card, and undo returns the deal as dealt."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.play import plan_run_move, plan_safe_cards, plan_to_cells
from cardsuite.games.vierfrei.rules import COLUMNS, column


def gestures(position):
    """Every action a player could take here: single moves, supermoves, runs to cells, Delete."""
    options = [[move] for move in position.legal_moves()]
    for source in range(COLUMNS):
        for count in range(2, position.run_length(source) + 1):
            for target in range(COLUMNS):
                moves = plan_run_move(position, column(source), count, column(target))
                if moves:
                    options.append(moves)
            moves = plan_to_cells(position, column(source), count)
            if moves:
                options.append(moves)
    safe = plan_safe_cards(position)
    if safe:
        options.append(safe)
    return options


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(1, 2**31 - 1), choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_random_play_keeps_every_card_and_undo_restores_the_deal(deal, choices):
    game = Game(deal)
    for choice in choices:
        options = gestures(game.position)
        if not options:
            break
        game.perform(game.plan(options[choice % len(options)]))
        game.position.check_complete()
    for action in reversed(list(game.log)):
        game.revert(action)
    assert game.position == game.start == Game(deal).position
    assert game.log == []
