"""A game window's kept game, and the alerts around it (:mod:`cardsuite.engine.keeping`).

Vierfrei, Skat and Binokel keep the game in progress across quits and crashes
the same way: the board hands its :class:`Keeper` the game's data after every
change (None when there is nothing to continue), the keeper writes it into the
window's slot (claimed with the first write), and closing or quitting releases
the slot with the game in it.  Opening the game again runs :func:`offer`: the
game saved last is offered (Continue, the default, or the game's own "new"),
damaged kept files are reported once.  A game that could not be written is
noted (:attr:`Keeper.problem`); closing then asks (:func:`ask_close_unkept`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from cardsuite.engine import keeping
from cardsuite.engine.store import StoreError
from cardsuite.ui import settings
from cardsuite.ui.store_reasons import file_alert

translate = QCoreApplication.translate
T = TypeVar("T")


def folder(name: str) -> Path:
    """A game's folder of kept games in the data folder."""
    return settings.data_folder() / name


class Keeper:
    """One window's kept game: ``kind`` files of ``version`` in ``where`` (a folder)."""

    def __init__(self, where: Path, kind: str, version: int,
                 slot: keeping.Slot | None = None) -> None:
        self.where, self.kind, self.version = where, kind, version
        self._slot = slot
        self._last: dict[str, Any] | None = None
        self._released = False
        #: Why the game could not be kept the last time (None: it is kept as it is).
        self.problem: StoreError | None = None

    def keep(self, game: dict[str, Any] | None) -> None:
        """Keep ``game`` as it is now (None: nothing to continue, the slot is emptied)."""
        if self._released:
            return
        if game is None:
            if self._slot is not None:
                self._slot.clear()
            self._last, self.problem = None, None
            return
        if game == self._last and self.problem is None:
            return
        try:
            if self._slot is None:
                self._slot = keeping.free_slot(self.where)
            self._slot.write(self.kind, self.version, game)
        except StoreError as error:
            self.problem = error
            return
        self._last, self.problem = game, None

    def release(self, keep_it: bool = True) -> None:
        """The window goes: its game stays kept (or, ``keep_it`` False, is dropped)."""
        if self._released:
            return
        self._released = True
        if self._slot is not None:
            if not keep_it:
                self._slot.clear()
            self._slot.release()
            self._slot = None


def take(parent: QWidget | None, where: Path, kind: str, version: int,
         parse: Callable[[Path, dict[str, Any]], T],
         is_over: Callable[[T], bool]) -> keeping.Taken[T]:
    """The kept game saved last (its slot claimed), after reporting damaged kept files."""
    taken = keeping.take_newest(where, kind, (version,), parse, is_over)
    for error in taken.damaged:
        report_damaged(parent, error)
    return taken


def report_damaged(parent: QWidget | None, error: StoreError) -> None:
    from cardsuite.ui.gem.alert import AlertIcon

    file_alert(parent, AlertIcon.STOP, [translate("Keeping", "A kept game cannot be continued:")],
               error.path, error.reason, [translate("Keeping", "It is kept as it is.")],
               [translate("Keeping", "OK")])


def offer(parent: QWidget | None, lines: list[str], new: str) -> bool:
    """The kept game described in ``lines``: Continue (True; the default, and Escape) or
    ``new`` (the game's own "New deal", "New session" …)."""
    from cardsuite.ui.gem.alert import AlertIcon, gem_alert

    answer = gem_alert(parent, AlertIcon.QUESTION,
                       [*lines, translate("Keeping", "Continue it?")],
                       [translate("Keeping", "Continue"), new], default=0, cancel=0)
    return answer == 0


def ask_close_unkept(parent: QWidget | None, problem: StoreError, consequence: str) -> bool:
    """Closing a game that could not be kept: why, ``consequence``; Close (True) or Cancel,
    the default."""
    from cardsuite.ui.gem.alert import AlertIcon

    answer = file_alert(parent, AlertIcon.QUESTION, [translate("Keeping", "This game cannot be kept:")],
                        problem.path, problem.reason, [consequence],
                        [translate("Keeping", "Close"), translate("Keeping", "Cancel")],
                        default=1, cancel=1, name=False)
    return answer == 0


class KeepsGame:
    """For a board that keeps its game across quits (Skat, Binokel): a mixin before the board.

    The board sets :attr:`keeping` (its folder name in the data folder, the store kind and
    version), answers :meth:`kept_game` and :meth:`unkept_consequence`, and hands a kept
    game's slot to :meth:`take_slot` when it continues one.  The mixin keeps the game after
    every change (the board's ``_changed``) and lets the slot go when the board leaves;
    closing and quitting ask nothing while the game is kept (:meth:`confirm_close`), and
    ``in_progress`` (closing would lose something) is true only for a game that could not
    be kept."""

    keeping: tuple[str, str, int]
    #: The board's own: the game to keep now (None when there is nothing to continue) …
    kept_game: Callable[[], dict[str, Any] | None]
    #: … and what closing a game that could not be kept loses, in a line.
    unkept_consequence: Callable[[], str]
    _keeper: Keeper | None = None

    @property
    def keeper(self) -> Keeper:
        if self._keeper is None:
            name, kind, version = self.keeping
            self._keeper = Keeper(folder(name), kind, version)
        return self._keeper

    def take_slot(self, slot: keeping.Slot | None) -> None:
        """Keep this board's game in ``slot`` (a kept game's, claimed at the opening)."""
        name, kind, version = self.keeping
        self._keeper = Keeper(folder(name), kind, version, slot)

    def keep_game(self) -> None:
        self.keeper.keep(self.kept_game())

    def release_kept(self) -> None:
        """The window goes: the game stays kept, unless it could not be written (then the
        slot holds nothing stale)."""
        self.keep_game()
        self.keeper.release(keep_it=self.keeper.problem is None)

    def in_progress(self) -> bool:
        """A game to continue that could not be kept: closing would lose it."""
        return self.kept_game() is not None and self.keeper.problem is not None

    def _changed(self) -> None:
        super()._changed()  # type: ignore[misc]  (the board's)
        self.keep_game()

    def leave(self) -> None:
        self.release_kept()
        super().leave()  # type: ignore[misc]

    def confirm_close(self, quitting: bool = False) -> bool:
        """Closing or quitting: no question while the game is kept (or there is none); one that
        cannot be written asks (:func:`ask_close_unkept`)."""
        if self.kept_game() is None:
            return True
        self.keep_game()
        if self.keeper.problem is None:
            return True
        return ask_close_unkept(self, self.keeper.problem, self.unkept_consequence())
