"""The solver in the background: one search at a time, cancelled when the position changes.

The search runs in a Python thread; its answer comes back to the GUI thread
through a queued Qt signal, tagged with the request it answers, so a late
answer for a position that is gone is dropped.  The search yields the
interpreter briefly every few hundred positions so that the board stays
smooth while it works.
"""

from __future__ import annotations

import threading
import time
from functools import partial

from PySide6.QtCore import QObject, Signal

from cardsuite.games.vierfrei.rules import Position
from cardsuite.games.vierfrei.solver import Solution, Verdict, solve


def _cancel(state: dict, lock: threading.Lock, *_args) -> None:
    with lock:
        state["request"] += 1


#: Positions the background search may expand before it answers "unknown".
BACKGROUND_LIMIT = 150_000
#: Answers kept (a solution stores one per position along it).
CACHE_SIZE = 2_000


class BackgroundSolver(QObject):
    """Solves positions off the GUI thread; ``solved`` carries (position, solution)."""

    solved = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The running search reads the request number from this plain dict, not
        # from the QObject, so that it can still stop after the QObject is gone.
        self._state = {"request": 0}
        self._lock = threading.Lock()
        self.destroyed.connect(partial(_cancel, self._state, self._lock))
        self._threads: list[threading.Thread] = []
        self._results: dict[Position, Solution] = {}
        self._asked: Position | None = None

    def known(self, position: Position) -> Solution | None:
        """The answer for ``position`` if a search already gave it."""
        return self._results.get(position)

    @property
    def busy(self) -> bool:
        return any(thread.is_alive() for thread in self._threads)

    def request(self, position: Position) -> None:
        """Search ``position`` (unless its answer is known); any earlier search stops."""
        with self._lock:
            self._state["request"] += 1
            number = self._state["request"]
        self._asked = position
        if position in self._results:
            self.solved.emit(position, self._results[position])
            return
        thread = threading.Thread(target=self._run, args=(position, number), daemon=True,
                                  name=f"vierfrei-solver-{number}")
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def cancel(self) -> None:
        _cancel(self._state, self._lock)
        self._asked = None

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait for running searches to end (for tests and for closing); True if they did."""
        deadline = time.monotonic() + timeout
        for thread in list(self._threads):
            thread.join(max(0.0, deadline - time.monotonic()))
        return not self.busy

    def _run(self, position: Position, number: int) -> None:
        state = self._state

        def should_stop() -> bool:
            time.sleep(0.001)  # let the GUI thread have the interpreter now and then
            return state["request"] != number

        solution = solve(position, BACKGROUND_LIMIT, should_stop=should_stop)
        if state["request"] == number:
            try:
                self.solved.emit(position, solution)
            except RuntimeError:
                pass  # the board closed while the last search finished

    def accept(self, position: Position, solution: Solution) -> bool:
        """Keep a delivered answer; True if it is for the position last asked about.

        A solution also answers every position along it (what is left of it),
        so following a hint or a demo needs no new search.
        """
        if solution.verdict is Verdict.SOLVED:
            step = position
            for k, move in enumerate(solution.moves):
                self._remember(step, Solution(Verdict.SOLVED, solution.moves[k:],
                                              solution.positions, solution.seconds))
                step = step.apply(move)
            self._remember(step, Solution(Verdict.SOLVED, [], 0, 0.0))
        elif solution.verdict is Verdict.UNSOLVABLE or position not in self._results:
            self._remember(position, solution)
        return position == self._asked

    def _remember(self, position: Position, solution: Solution) -> None:
        self._results[position] = solution
        while len(self._results) > CACHE_SIZE:
            self._results.pop(next(iter(self._results)))
