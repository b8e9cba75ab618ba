"""The games that exist: each board module registers itself here.

The Games menu, the desktop icons and the Help menu are built from this list
and nothing else, so there is never an entry that opens nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol, runtime_checkable

from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import QWidget

from cardsuite.ui.gem.theme import Theme


@runtime_checkable
class GameBoard(Protocol):
    """What the main window asks of a game's board (a QWidget in a GEM window).

    Besides these, a board has the Qt signals ``title_changed(str)``,
    ``info_changed(str)`` and ``close_requested()``, and may have
    ``confirm_close() -> bool``: its own question before it is closed (PrefClub's
    leaving penalty) in place of the main window's "A game is in progress"."""

    def title(self) -> str:
        """The window's title, in the current language."""

    def info(self) -> str:
        """The window's info line, in the current language."""

    def game_actions(self) -> list[QAction | None]:
        """The File menu's entries while the board's window is active (None: a separator)."""

    def option_actions(self) -> list[QAction]:
        """The Options menu's entries while the board's window is active."""

    def in_progress(self) -> bool:
        """Closing now would lose something the player did."""

    def leave(self) -> None:
        """The window is closing: stop everything that runs."""


class GameEntry(NamedTuple):
    key: str  # command line and settings name, e.g. "vierfrei"
    title: Callable[[], str]  # the translated name
    icon: Callable[[Theme], QPixmap]  # the desktop icon
    create_board: Callable[..., GameBoard]  # keyword options from the command line (deal=…)
    rules: Callable[[], str]  # the translated rules, as simple HTML
    # Asked (modal, over the given parent, with the options asked for) before the board is
    # made: more keyword options for create_board, or None if the player went away (then no
    # window opens).
    entrance: Callable[[QWidget, dict[str, Any]], dict[str, Any] | None] | None = None


_games: dict[str, GameEntry] = {}


def check_deal_number(game: str, deal: int | None) -> None:
    """For a board's ``create_board``: a programming error unless ``deal`` is None (a random
    deal) or a player's deal number (what a person types is validated where it is typed)."""
    from cardsuite.engine.deal_range import PLAYER_DEAL_MAX

    if deal is not None and not 1 <= deal <= PLAYER_DEAL_MAX:
        raise ValueError(f"{game} deals run from 1 to {PLAYER_DEAL_MAX}, not {deal}")


def register(entry: GameEntry) -> None:
    _games[entry.key] = entry


def games() -> list[GameEntry]:
    _load_boards()
    return list(_games.values())


def game(key: str) -> GameEntry:
    _load_boards()
    if key not in _games:
        raise KeyError(f"unknown game {key!r}; the games are: {', '.join(_games)}")
    return _games[key]


def _load_boards() -> None:
    # Importing a board module registers its game.
    import cardsuite.ui.boards  # noqa: F401


def create(key: str, **options: Any) -> GameBoard:
    return game(key).create_board(**options)
