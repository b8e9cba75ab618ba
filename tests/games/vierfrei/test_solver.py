"""The solver's answers are checked by the game's own rules."""

import pytest

from cardsuite.engine.cards import french_deck, parse_cards
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.rules import Position
from cardsuite.games.vierfrei.solver import Verdict, solve


def replay(position: Position, moves) -> Position:
    for move in moves:
        position = position.apply(move)  # raises on any illegal move
    return position


@pytest.mark.parametrize("deal", [1, 2, 3, 617, 1941, 31465, 2**31 - 1])
def test_solutions_replay_to_every_card_home(deal):
    start = Position.deal(deal)
    solution = solve(start)
    assert solution.verdict is Verdict.SOLVED
    assert replay(start, solution.moves).is_won
    assert solution.positions > 0
    assert solution.notation.split() == [m.notation for m in solution.moves]


def test_deal_11982_is_proved_unsolvable():
    solution = solve(Position.deal(11982), limit=None)
    assert solution.verdict is Verdict.UNSOLVABLE
    assert solution.moves == [] and solution.notation == "unsolvable"


def test_a_limit_gives_unknown_and_should_stop_cancels():
    assert solve(Position.deal(11982), limit=50).verdict is Verdict.UNKNOWN
    asked = []

    def stop():
        asked.append(True)
        return True

    solution = solve(Position.deal(11982), limit=None, should_stop=stop)
    assert solution.verdict is Verdict.UNKNOWN and asked


def test_solving_from_the_middle_of_a_game():
    game = Game(617)
    first = solve(game.position)
    for move in first.moves[:40]:
        game.perform(game.plan([move]))
    again = solve(game.position)
    assert again.verdict is Verdict.SOLVED
    assert replay(game.position, again.moves).is_won


def test_a_won_position_needs_no_moves():
    position = replay(Position.deal(5), solve(Position.deal(5)).moves)
    solution = solve(position)
    assert solution.verdict is Verdict.SOLVED and solution.moves == []


def test_a_position_with_no_move_at_all_is_unsolvable():
    # Black cards on every column and in every cell: nothing fits anywhere,
    # no ace is free, so the search must prove a dead end.
    cells = parse_cards("KS KC QS QC")
    tops = parse_cards("JS JC TS TC 9S 9C 8S 8C")
    rest = [c for c in french_deck() if c not in cells and c not in tops]
    columns = [rest[i::8] + [tops[i]] for i in range(8)]
    text = "Freecells: " + " ".join(map(str, cells)) + "\n" + "\n".join(
        " ".join(map(str, cards)) for cards in columns) + "\n"
    position = Position.from_board(text)
    assert position.legal_moves() == []
    solution = solve(position, limit=None)
    assert solution.verdict is Verdict.UNSOLVABLE and solution.positions == 1
