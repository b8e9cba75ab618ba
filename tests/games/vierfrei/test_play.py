"""Finishing a won game (KPat's autodrop): plan_finish against a search of its own."""


def _home_by_home_moves_only(position) -> bool:
    """Independent of plan_finish: search every order of foundation moves (memoised), true if
    one of them brings all 52 cards home."""
    from functools import cache

    from cardsuite.games.vierfrei.rules import FOUNDATION

    @cache
    def search(state) -> bool:
        if sum(state.foundations) == 52:
            return True
        return any(search(state.apply(move)) for move in state.legal_moves()
                   if move.target == FOUNDATION)

    return search(position)


def test_plan_finish_agrees_with_a_search_of_every_order_of_home_moves():
    from cardsuite.games.vierfrei.play import plan_finish
    from cardsuite.games.vierfrei.rules import Position
    from cardsuite.games.vierfrei.solver import solve

    decided = {True: 0, False: 0}
    for number in (617, 1, 11987):
        position = Position.deal(number)
        for move in solve(position).moves:
            position = position.apply(move)
            if sum(position.foundations) < 30:
                continue  # far from the end: no home-only finish, and the search is long
            expected = _home_by_home_moves_only(position) and sum(position.foundations) < 52
            moves = plan_finish(position)
            assert (moves is not None) == expected, position.board()
            if moves:
                end = position
                for step in moves:
                    end = end.apply(step)
                assert sum(end.foundations) == 52
            decided[expected] += 1
    assert decided[True] > 10 and decided[False] > 10
