"""The computer players off the GUI thread.

:class:`BotWorker` runs one decision (``bot.act(observation)``) in a Python
thread and brings the answer back through a queued Qt signal, tagged with the
ticket it was asked with, so the board can drop an answer for a position that
is gone.  The board applies the answer on the GUI thread with
``Session.bot_apply``, so the session keeps all its bookkeeping (recording a
finished deal on the list) in one place.  The thinking may take a second or more at the
strong level; Python switches between the threads every few milliseconds, so
the board keeps animating and answering clicks meanwhile.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, Signal


class BotWorker(QObject):
    """Runs a computer player's decision in a Python thread; ``decided`` brings it back.

    The answer travels through a queued signal to the GUI thread, tagged with
    the ticket it was asked with, so the board can drop an answer that came too late.
    """

    decided = Signal(object, object)  # ticket, action (or the exception the bot raised)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._threads: list[threading.Thread] = []

    @property
    def busy(self) -> bool:
        return any(thread.is_alive() for thread in self._threads)

    def start(self, ticket: object, bot: Any, observation: object) -> None:
        """Let ``bot`` (anything with ``act(observation)``) decide in a thread of its own."""
        thread = threading.Thread(target=self._run, args=(ticket, bot, observation), daemon=True,
                                  name="table-bot")
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _run(self, ticket: object, bot: Any, observation: object) -> None:
        try:
            action = bot.act(observation)
        except Exception as error:  # noqa: BLE001 - handed to the GUI thread, which raises it
            action = error
        try:
            self.decided.emit(ticket, action)
        except RuntimeError:
            pass  # the board closed while the bot was thinking

    def retire(self) -> None:
        """The board is leaving (its window closes, and may be deleted while a decision is
        still being thought): the worker leaves the board and is kept alive here until its
        threads end, so that no thread ever emits ``decided`` from an object Qt is deleting.
        Workers retired earlier whose threads have ended are let go (on the GUI thread)."""
        global _retired
        self.setParent(None)
        _retired = [worker for worker in _retired if worker.busy]
        if self.busy:
            _retired.append(self)

    def wait(self, timeout: float = 10.0) -> bool:
        """Wait for running decisions to end (for tests and closing); True if they did."""
        deadline = time.monotonic() + timeout
        for thread in list(self._threads):
            thread.join(max(0.0, deadline - time.monotonic()))
        return not self.busy


#: Workers of boards that left while a decision was still being thought (see ``retire``).
_retired: list[BotWorker] = []
