"""What a player's gesture means in single-card moves.

Each function takes a position and a gesture and returns the list of
single-card moves that carry it out, or ``None`` when the rules forbid it.
The board turns mouse and keys into these gestures; the game applies the
moves as one undoable action.
"""

from __future__ import annotations

from collections.abc import Callable

from cardsuite.engine.cards import Card, Suit
from cardsuite.games.vierfrei.rules import (
    CELLS,
    COLUMNS,
    FOUNDATION,
    Area,
    Move,
    Place,
    Position,
    cell,
    column,
)


def plan_run_move(position: Position, source: Place, count: int, target: Place) -> list[Move] | None:
    """Move the last ``count`` cards of ``source`` to ``target``; a supermove if ``count > 1``.

    Refused when the cards are not a run, the target does not accept the run's
    head, or the run is longer than ``(free cells + 1) × 2^(empty columns)``.
    """
    if count < 1 or source == target or source.area is Area.FOUNDATION:
        return None
    if count == 1:
        move = Move(source, target)
        return [move] if position.is_legal(move) else None
    if source.area is not Area.COLUMN or target.area is not Area.COLUMN:
        return None
    if count > position.run_length(source.index):
        return None
    head = position.columns[source.index][-count]
    if not position.accepts(target, head) or count > position.max_run(target):
        return None
    moves: list[Move] = []
    _plan(position, count, source, target, position.empty_columns(excluding=target), moves)
    return moves


def _plan(position: Position, count: int, source: Place, target: Place, empties: list[int],
          moves: list[Move]) -> Position:
    """Append the single moves that carry ``count`` cards from source to target; return the result.

    The classic recursion: with ``f`` free cells, ``f + 1`` cards go directly;
    more are split through an empty column, which doubles the capacity.
    """
    free = [i for i, card in enumerate(position.cells) if card is None]
    if count <= len(free) + 1:
        parked = free[: count - 1]
        for i in parked:
            position = _step(position, Move(source, cell(i)), moves)
        position = _step(position, Move(source, target), moves)
        for i in reversed(parked):
            position = _step(position, Move(cell(i), target), moves)
        return position
    spare, rest = column(empties[-1]), empties[:-1]
    capacity = (len(free) + 1) * 2 ** len(rest)
    parked_count = min(capacity, count - 1)
    position = _plan(position, parked_count, source, spare, rest, moves)
    position = _plan(position, count - parked_count, source, target, rest, moves)
    return _plan(position, parked_count, spare, target, rest, moves)


def _step(position: Position, move: Move, moves: list[Move]) -> Position:
    moves.append(move)
    return position.apply(move)


def plan_to_cells(position: Position, source: Place, count: int = 1) -> list[Move] | None:
    """Send the last ``count`` cards of ``source`` to free cells (a run only, and only if all fit)."""
    if source.area is Area.CELL or source.area is Area.FOUNDATION:
        return None
    if count < 1 or count > position.run_length(source.index) or count > position.free_cells:
        return None
    free = [i for i, card in enumerate(position.cells) if card is None]
    return [Move(source, cell(i)) for i in free[:count]]


def plan_double_click(position: Position, source: Place) -> list[Move] | None:
    """A double click: the card to its foundation if allowed, else from a column to a free cell."""
    to_foundation = Move(source, FOUNDATION)
    if position.is_legal(to_foundation):
        return [to_foundation]
    if source.area is Area.COLUMN:
        return plan_to_cells(position, source, 1)
    return None


def is_safe(position: Position, card: Card) -> bool:
    """Can ``card`` go up now and provably never be needed in a column again?

    An ace always; a two once its ace is up (the aces it could hold are gone
    anyway); any other card once both cards of the opposite colour and one
    rank lower are on their foundations — nothing could ever be built on it.
    """
    if position.foundations[card.suit] != card.rank - 1:
        return False
    if card.rank <= 2:
        return True
    opposite = [suit for suit in Suit if suit.is_red != card.is_red]
    return all(position.foundations[suit] >= card.rank - 1 for suit in opposite)


def _send_home(position: Position, goes: Callable[[Position, Card], bool]) -> tuple[list[Move], Position]:
    """Every top card and free-cell card for which ``goes(position, card)`` says so to its
    foundation, again and again until none is left; the moves and the position after."""
    moves: list[Move] = []
    sources = [column(i) for i in range(COLUMNS)] + [cell(i) for i in range(CELLS)]
    found = True
    while found:
        found = False
        for source in sources:
            card = position.card_at(source)
            if card is not None and goes(position, card):
                position = _step(position, Move(source, FOUNDATION), moves)
                found = True
    return moves, position


def plan_safe_cards(position: Position) -> list[Move]:
    """Every safe card to the foundations, repeatedly, until none is left (the Delete key)."""
    return _send_home(position, is_safe)[0]


def plan_finish(position: Position) -> list[Move] | None:
    """Every card home, when nothing but sending cards home is left to do (KPat's autodrop):
    the moves, or None while some card can only get home by moving elsewhere first.

    Sending a card home never blocks another (it only uncovers cards and empties
    cells), so taking whatever can go home, in any order, decides it."""
    moves, end = _send_home(position, lambda at, card: at.accepts(FOUNDATION, card))
    return moves if sum(end.foundations) == 4 * 13 and moves else None
