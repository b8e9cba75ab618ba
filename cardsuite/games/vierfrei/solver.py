"""The Vierfrei solver: best-first search over the suite's own moves.

What makes it fast, in pure Python:
- Cards are small integers (``(rank − 1) · 4 + suit``); a position is a tuple
  of eight column tuples, the sorted tuple of cards in free cells and the four
  foundation heights.  Stacking is one look-up in a 52 × 52 table.
- **Safe moves** to the foundations (the same rule as the Delete key, see
  :func:`.play.is_safe`) are made at once, without branching: a safe card can
  never be needed again, so this loses no solution.
- **Canonical keys**: the order of the columns and of the free cells does not
  matter, so a position is remembered by its sorted columns and cells.
- **Moves** are the single-card moves plus whole runs (supermoves, within the
  ``(free cells + 1) × 2^(empty columns)`` limit).  A run move is only a
  shortcut for single-card moves through cells and empty columns, so the
  search reaches exactly the positions single-card play reaches; the answer
  is always written out as single-card moves.
- **Best-first**: the position that looks closest to the goal is expanded
  next (cards not home, cards lying on lower cards of the column, free cells
  in use, empty columns).  Searched to exhaustion it proves a deal
  unsolvable; with a limit on positions it answers "unknown" instead of
  running on.

The result is checked by replaying it through :mod:`.rules` before it is
returned, so a wrong answer is impossible: at worst the solver raises.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from cardsuite.engine.cards import Card, Rank, Suit
from cardsuite.games.vierfrei.play import plan_run_move
from cardsuite.games.vierfrei.rules import (
    CELLS,
    COLUMNS,
    FOUNDATION,
    Move,
    Position,
    cell,
    column,
)

#: How much each move made so far counts against a position (0 = purely greedy).
DEPTH_WEIGHT = 1
#: The score's weights (see _score), chosen by measuring deals 1 … 1 000.
W_LEFT, W_BLOCKED, W_COVERING, W_CELL, W_EMPTY = 4, 3, 1, 2, 3

#: Positions expanded before the answer is "unknown" (the command line's default).
DEFAULT_LIMIT = 200_000


class Verdict(Enum):
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"


@dataclass
class Solution:
    verdict: Verdict
    moves: list[Move] = field(default_factory=list)  # single-card moves, when solved
    positions: int = 0  # positions expanded
    seconds: float = 0.0

    @property
    def notation(self) -> str:
        if self.verdict is Verdict.SOLVED:
            return " ".join(move.notation for move in self.moves)
        return self.verdict.value


# --- the card table ---------------------------------------------------------

def _code(card: Card) -> int:
    return (card.rank - 1) * 4 + card.suit


def _card(code: int) -> Card:
    return Card(Suit(code & 3), Rank((code >> 2) + 1))


_RED = [(code & 3) in (Suit.DIAMONDS, Suit.HEARTS) for code in range(52)]
#: FITS[a * 52 + b]: may card a lie on card b in a column.
_FITS = bytes(
    1 if (a >> 2) + 1 == (b >> 2) and _RED[a] != _RED[b] else 0
    for a in range(52) for b in range(52)
)
_OPPOSITE = [(0, 3) if _RED[code] else (1, 2) for code in range(52)]  # suits of the other colour
#: The two cards a card may lie on (one rank higher, other colour); none for kings.
_PARENTS = [
    () if code >> 2 == 12 else tuple(((code >> 2) + 1) * 4 + suit for suit in _OPPOSITE[code])
    for code in range(52)
]


def _is_safe(code: int, found: list[int]) -> bool:
    rank0 = code >> 2
    if found[code & 3] != rank0:
        return False
    if rank0 <= 1:
        return True
    a, b = _OPPOSITE[code]
    return found[a] >= rank0 and found[b] >= rank0


# A state: (columns, cells, foundations) with columns a tuple of tuples,
# cells a sorted tuple, foundations a tuple of four heights.
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]
# A macro move as the search makes it: (source column or -1, source cell card or -1,
# count, target kind, target column). Target kinds below.
_TO_COLUMN, _TO_CELL, _TO_FOUNDATION = 0, 1, 2
# An auto move: a card code to its foundation.


def _auto(cols: list[tuple[int, ...]], cells: list[int], found: list[int],
          autos: list[int]) -> None:
    """Make every safe move to the foundations, in place, recording the cards."""
    moved = True
    while moved:
        moved = False
        for i in range(COLUMNS):
            col = cols[i]
            while col and _is_safe(col[-1], found):
                code = col[-1]
                found[code & 3] += 1
                autos.append(code)
                col = col[:-1]
                moved = True
            cols[i] = col
        for code in list(cells):
            if _is_safe(code, found):
                found[code & 3] += 1
                cells.remove(code)
                autos.append(code)
                moved = True


def _run_length(col: tuple[int, ...]) -> int:
    n = len(col)
    if not n:
        return 0
    k = 1
    fits = _FITS
    while k < n and fits[col[-k] * 52 + col[-k - 1]]:
        k += 1
    return k


class _Columns:
    """What the search needs to know about a column, worked out once per column.

    The same column (as a tuple) turns up in thousands of positions of one
    search, so its run length and its part of the score are kept in
    dictionaries for the length of the search.
    """

    def __init__(self) -> None:
        self.runs: dict[tuple[int, ...], int] = {}
        self.scores: dict[tuple, int] = {}

    def run(self, col: tuple[int, ...]) -> int:
        run = self.runs.get(col)
        if run is None:
            run = self.runs[col] = _run_length(col)
        return run

    def score(self, col: tuple[int, ...], found: tuple[int, ...]) -> int:
        """3 per card lying on a lower card, 1 per card covering a card a foundation wants."""
        height = len(col)
        blocked = covering = 0
        lowest = 99
        for depth, code in enumerate(col):
            rank0 = code >> 2
            if rank0 > lowest:
                blocked += 1
            else:
                lowest = rank0
            if found[code & 3] == rank0:
                covering += height - 1 - depth
        return W_BLOCKED * blocked + W_COVERING * covering


def _score(cols, cells, found, columns: _Columns) -> int:
    """Lower is closer to the goal.

    Cards not yet home; cards lying on a lower card of their column (each must
    move once more); cards covering the next card some foundation needs; free
    cells in use; empty columns count for the position.  The weights were
    chosen by measuring Microsoft deals 1 … 1 000 (bench/solver.py).
    """
    total = W_LEFT * (52 - found[0] - found[1] - found[2] - found[3]) + W_CELL * len(cells)
    known = columns.scores
    for col in cols:
        if not col:
            total -= W_EMPTY
            continue
        key = (col, found)
        part = known.get(key)
        if part is None:
            part = known[key] = columns.score(col, found)
        total += part
    return total


def _moves(cols, cells, found, columns: _Columns):
    """Every macro move from this state: (src_col, src_cell_card, count, kind, dst_col)."""
    free = CELLS - len(cells)
    empties = [i for i in range(COLUMNS) if not cols[i]]
    first_empty = empties[0] if empties else -1
    capacity = (free + 1) << len(empties)
    capacity_to_empty = (free + 1) << (len(empties) - 1) if empties else 0
    parents = _PARENTS
    moves = []
    append = moves.append
    # Which column each top card heads: a card finds its targets by its two parents.
    on_top = {col[-1]: i for i, col in enumerate(cols) if col}
    runs = columns.runs
    for i in range(COLUMNS):
        col = cols[i]
        if not col:
            continue
        top = col[-1]
        if found[top & 3] == top >> 2:
            append((i, -1, 1, _TO_FOUNDATION, -1))
        run = runs.get(col)
        if run is None:
            run = runs[col] = _run_length(col)
        for k in range(1, min(run, capacity) + 1):
            for parent in parents[col[-k]]:
                j = on_top.get(parent)
                if j is not None:
                    append((i, -1, k, _TO_COLUMN, j))
        if first_empty >= 0:
            # Moving a whole column into an empty one changes nothing.
            for k in range(1, min(run, capacity_to_empty, len(col) - 1) + 1):
                append((i, -1, k, _TO_COLUMN, first_empty))
        if free:
            append((i, -1, 1, _TO_CELL, -1))
    for code in cells:
        if found[code & 3] == code >> 2:
            append((-1, code, 1, _TO_FOUNDATION, -1))
        for parent in parents[code]:
            j = on_top.get(parent)
            if j is not None:
                append((-1, code, 1, _TO_COLUMN, j))
        if first_empty >= 0:
            append((-1, code, 1, _TO_COLUMN, first_empty))
    return moves


def _apply(cols, cells, found, move):
    """The state after ``move`` and the safe moves it allows, and those moves' cards."""
    cols = list(cols)
    src_col, src_card, count, kind, dst_col = move
    if src_col >= 0:
        col = cols[src_col]
        moving = col[-count:]
        cols[src_col] = col[:-count]
    else:
        moving = (src_card,)
        cells = tuple(code for code in cells if code != src_card)
    autos: list[int] = []
    if kind == _TO_COLUMN:
        cols[dst_col] = cols[dst_col] + moving
    elif kind == _TO_CELL:
        cells = tuple(sorted((*cells, moving[0])))
    else:
        found = list(found)
        found[moving[0] & 3] += 1
    if kind == _TO_FOUNDATION:
        cells_l = list(cells)
        _auto(cols, cells_l, found, autos)
        return tuple(cols), tuple(sorted(cells_l)), tuple(found), autos
    # No card went home, so only the card this move uncovered can have become safe.
    if src_col >= 0 and cols[src_col] and _is_safe(cols[src_col][-1], found):
        found = list(found)
        cells_l = list(cells)
        _auto(cols, cells_l, found, autos)
        return tuple(cols), tuple(sorted(cells_l)), tuple(found), autos
    return tuple(cols), cells, found, autos


def _key(cols, cells):
    return tuple(sorted(cols)), cells


def _state(position: Position) -> tuple:
    cols = tuple(tuple(_code(c) for c in cards) for cards in position.columns)
    cells = tuple(sorted(_code(c) for c in position.cells if c is not None))
    return cols, cells, tuple(position.foundations)


def solve(position: Position, limit: int | None = DEFAULT_LIMIT,
          should_stop: Callable[[], bool] | None = None) -> Solution:
    """Solve from ``position``; ``limit=None`` searches until it proves the answer.

    ``should_stop`` is asked now and then; when it says yes the answer is
    "unknown" (the game's background search is cancelled this way).
    """
    started = time.perf_counter()
    cols, cells, found = _state(position)
    cols_l, cells_l, found_l = list(cols), list(cells), list(found)
    first_autos: list[int] = []
    _auto(cols_l, cells_l, found_l, first_autos)
    start = (tuple(cols_l), tuple(sorted(cells_l)), tuple(found_l))
    start_key = _key(start[0], start[1])
    # key -> (parent key, macro move, auto cards); the start has no parent.
    parents: dict = {start_key: (None, None, first_autos)}
    columns = _Columns()
    counter = 0
    heap = [(_score(*start, columns), counter, start_key, start, 0)]
    expanded = 0
    goal_key = None
    if sum(start[2]) == 52:
        goal_key = start_key
    while heap and goal_key is None:
        _score_value, _n, key, state, depth = heapq.heappop(heap)
        expanded += 1
        if limit is not None and expanded > limit:
            return Solution(Verdict.UNKNOWN, positions=expanded - 1,
                            seconds=time.perf_counter() - started)
        if should_stop is not None and not expanded & 255 and should_stop():
            return Solution(Verdict.UNKNOWN, positions=expanded,
                            seconds=time.perf_counter() - started)
        s_cols, s_cells, s_found = state
        for move in _moves(s_cols, s_cells, s_found, columns):
            n_cols, n_cells, n_found, autos = _apply(s_cols, s_cells, s_found, move)
            n_key = _key(n_cols, n_cells)
            if n_key in parents:
                continue
            parents[n_key] = (key, move, autos)
            if n_found == (13, 13, 13, 13):
                goal_key = n_key
                break
            counter += 1
            heapq.heappush(heap, (_score(n_cols, n_cells, n_found, columns) + DEPTH_WEIGHT * depth,
                                  counter, n_key, (n_cols, n_cells, n_found), depth + 1))
    if goal_key is None:
        return Solution(Verdict.UNSOLVABLE, positions=expanded,
                        seconds=time.perf_counter() - started)
    path = []
    key = goal_key
    while key is not None:
        parent, move, autos = parents[key]
        path.append((move, autos))
        key = parent
    path.reverse()
    moves = _single_moves(position, path)
    return Solution(Verdict.SOLVED, moves, expanded, time.perf_counter() - started)


def _single_moves(position: Position, path) -> list[Move]:
    """Write the macro moves out as single-card moves, checked by the rules."""
    moves: list[Move] = []

    def play(move: Move) -> None:
        nonlocal position
        position = position.apply(move)  # raises if the search went wrong
        moves.append(move)

    def place_of(code: int):
        card = _card(code)
        for i, cards in enumerate(position.columns):
            if cards and cards[-1] == card:
                return column(i)
        return cell(position.cells.index(card))

    for macro, autos in path:
        if macro is not None:
            src_col, src_card, count, kind, dst_col = macro
            source = column(src_col) if src_col >= 0 else place_of(src_card)
            if kind == _TO_FOUNDATION:
                play(Move(source, FOUNDATION))
            elif kind == _TO_CELL:
                play(Move(source, cell(position.cells.index(None))))
            else:
                steps = plan_run_move(position, source, count, column(dst_col))
                if steps is None:
                    raise AssertionError(f"solver produced an impossible run move {macro}")
                for step in steps:
                    play(step)
        for code in autos:
            play(Move(place_of(code), FOUNDATION))
    if not position.is_won:
        raise AssertionError("solver's moves do not end with every card home")
    return moves

