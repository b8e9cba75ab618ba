"""Vierfrei games kept across quits and crashes, with their undo history.

Like KPatience, which remembers the game in hand, and PySolFC's "hold and
quit", a Vierfrei game is never lost by closing its window or quitting the
suite (nor by a crash, a ``kill`` or a logout): it is kept, and the next time
Vierfrei is opened the player is offered to continue it.  Decisions:

* **Where.**  Each game window keeps its game in a *slot*, the file
  ``game-N.json`` (N = 1 … :data:`SLOTS`) in the folder ``vierfrei-games`` of
  the data folder, written through :mod:`cardsuite.engine.store` (kind
  ``vierfrei-game``, version 1, atomically) after every change of the game:
  every move, undo and redo.  So a crash loses nothing either.
* **Whose.**  A window holds its slot's lock (:func:`store.hold`, the file
  ``.game-N.json.lock``) for as long as it shows that game; the system frees it
  when the process dies.  A slot with a file and a free lock is a *kept* game:
  its window was closed, its suite quit or crashed.  A slot whose lock another
  window (of this suite or another running one) holds is never touched.  Slots
  rather than one file per game, so that the lock files beside them stay as
  few as the windows ever open at once.
* **Which.**  Opening Vierfrei takes the kept game saved last (:func:`take_kept`);
  the others wait for the next window.  A game that is over (won, or without
  a move) is no kept game: its file is removed.
* **What.**  The deal number, every action on the undo stack as single-card
  moves in the solver notation (``8h``, ``1a``, ``15``) — those undone but
  still redoable included — how many of them are done, the seconds played,
  whether the demo played (the game then cannot count as won) and whether the
  statistics have it already (a won game taken back by Undo)::

      {"deal": 617, "actions": [["8h"], ["1a", "15", "a5"]], "done": 2,
       "seconds": 95.5, "assisted": false, "recorded": false, "saved": 1764921600.0}

  Reading replays every action from the deal; an action the rules refuse, a
  deal number outside 1 … 2^31 − 1, ``done`` beyond the actions, a time
  beyond :data:`~cardsuite.games.vierfrei.stats.MAX_COUNT` seconds, a wrong type:
  :class:`store.StoreError` ("is damaged"), and the file is moved aside to
  ``damaged-game-N-TIME.json`` beside it (kept, and reported once, not at
  every later opening).
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import filelock

from cardsuite.engine import store
from cardsuite.games.vierfrei.game import Action, Game
from cardsuite.games.vierfrei.rules import IllegalMove, Move
from cardsuite.games.vierfrei.stats import DEAL_MAX, DEAL_MIN, MAX_COUNT

KIND = "vierfrei-game"
VERSION = 1
FOLDER = "vierfrei-games"
#: The most Vierfrei games kept at once (one per window that was open).
SLOTS = 16
#: The most actions a kept game may hold (a game of 52 cards needs a few hundred).
MAX_ACTIONS = 100_000

#: Why a game could not be kept when every slot is taken (the StoreError names the folder).
NO_FREE_SLOT = "has no room for another kept game"

_KEYS = frozenset({"deal", "actions", "done", "seconds", "assisted", "recorded", "saved"})


@dataclass
class Kept:
    """A game as it is kept: the game at its current move, and its whole undo history."""

    #: The game with the ``done`` actions performed.
    game: Game
    #: Every action of the undo stack, in order; ``actions[:done]`` are performed.
    actions: list[Action]
    seconds: float = 0.0
    assisted: bool = False
    recorded: bool = False
    #: When it was written (seconds since the epoch): the newest is offered first.
    saved: float = 0.0

    @property
    def done(self) -> int:
        return len(self.game.log)

    @property
    def is_over(self) -> bool:
        """Nothing to continue: won, or not a move made."""
        return not self.game.in_progress

    def to_data(self) -> dict[str, Any]:
        return {"deal": self.game.number,
                "actions": [[move.notation for move in action.moves] for action in self.actions],
                "done": self.done, "seconds": round(self.seconds, 1),
                "assisted": self.assisted, "recorded": self.recorded, "saved": self.saved}

    @classmethod
    def from_data(cls, path: Path, data: dict[str, Any]) -> Kept:
        """The kept game in ``data`` replayed from its deal; :class:`store.StoreError` if anything
        is wrong with it."""
        def damaged(what: str) -> store.StoreError:
            return store.StoreError(path, f"is damaged: {what}")

        if set(data) != _KEYS:
            raise damaged("not the fields of a kept game")
        deal, actions, done = data["deal"], data["actions"], data["done"]
        if not _whole(deal) or not DEAL_MIN <= deal <= DEAL_MAX:
            raise damaged(f"deal number {deal!r}")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise damaged("the actions")
        if not _whole(done) or not 0 <= done <= len(actions):
            raise damaged(f"done {done!r}")
        for key in ("seconds", "saved"):
            value = data[key]
            if isinstance(value, bool) or not isinstance(value, int | float) \
                    or not 0 <= value <= (MAX_COUNT if key == "seconds" else 2**40):
                raise damaged(f"{key} {value!r}")
        for key in ("assisted", "recorded"):
            if not isinstance(data[key], bool):
                raise damaged(f"{key} {data[key]!r}")
        game = Game(deal)
        planned: list[Action] = []
        try:
            for index, notations in enumerate(actions):
                if not isinstance(notations, list) or not notations \
                        or not all(isinstance(text, str) for text in notations):
                    raise damaged(f"action {index + 1}")
                action = game.plan([Move.parse(text) for text in notations])
                game.perform(action)
                planned.append(action)
        except (ValueError, IllegalMove) as error:
            raise damaged(f"action {len(planned) + 1} is not possible ({error})") from error
        for action in reversed(planned[done:]):
            game.revert(action)
        return cls(game, planned, float(data["seconds"]), data["assisted"], data["recorded"],
                   float(data["saved"]))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def slot_path(folder: Path, number: int) -> Path:
    return folder / f"game-{number}.json"


class Slot:
    """One slot, its lock held by this window until :meth:`release`."""

    def __init__(self, path: Path, lock: filelock.BaseFileLock) -> None:
        self.path = path
        self._lock = lock

    def write(self, kept: Kept) -> None:
        """Keep ``kept`` (:class:`store.StoreError` if it cannot be written)."""
        kept.saved = time.time()
        store.write(self.path, KIND, VERSION, kept.to_data())

    def clear(self) -> None:
        """Nothing kept here any more (the game is over); a file that will not go is left."""
        with contextlib.suppress(OSError):
            os.unlink(self.path)

    def release(self) -> None:
        """The window is done with the slot; what is written in it stays kept."""
        self._lock.release()

    def read(self) -> Kept | None:
        """The game kept here, None if none (:class:`store.StoreError` if it is damaged)."""
        if not os.path.lexists(self.path):
            return None
        _version, data = store.read(self.path, KIND, (VERSION,))
        return Kept.from_data(self.path, data)


def _claim(folder: Path, number: int) -> Slot | None:
    path = slot_path(folder, number)
    try:
        return Slot(path, store.hold(store.lock_path(path)))
    except store.StoreError as error:
        if error.reason == store.HELD_ELSEWHERE:
            return None
        raise


def free_slot(folder: Path | str) -> Slot | None:
    """A slot for a new game: the first with no kept game that no window holds; None if all
    :data:`SLOTS` are taken (:class:`store.StoreError` if the folder cannot be used)."""
    folder = Path(folder)
    for number in range(1, SLOTS + 1):
        slot = _claim(folder, number)
        if slot is None:
            continue
        if not os.path.lexists(slot.path):
            return slot
        slot.release()
    return None


@dataclass
class Taken:
    """What :func:`take_kept` found: the newest kept game with its slot (claimed), and the kept
    files found damaged (each moved aside; the error names where it is now)."""

    slot: Slot | None
    kept: Kept | None
    damaged: list[store.StoreError]


def take_kept(folder: Path | str) -> Taken:
    """Claim the kept game saved last, if there is one; the other kept games stay for later.

    Games that are over are removed; damaged files are moved aside and reported in
    ``damaged``.  :class:`store.StoreError` only if the folder itself cannot be used."""
    folder = Path(folder)
    found: list[tuple[Slot, Kept]] = []
    damaged: list[store.StoreError] = []
    if not folder.is_dir():
        return Taken(None, None, damaged)
    for number in range(1, SLOTS + 1):
        if not os.path.lexists(slot_path(folder, number)):
            continue
        try:
            slot = _claim(folder, number)
        except store.StoreError as error:
            damaged.append(error)
            continue
        if slot is None:
            continue
        try:
            kept = slot.read()
        except store.StoreError as error:
            damaged.append(_move_aside(slot, error))
            slot.release()
            continue
        if kept is None or kept.is_over:
            slot.clear()
            slot.release()
            continue
        found.append((slot, kept))
    if not found:
        return Taken(None, None, damaged)
    found.sort(key=lambda pair: pair[1].saved)
    for slot, _kept in found[:-1]:
        slot.release()
    slot, kept = found[-1]
    return Taken(slot, kept, damaged)


def _move_aside(slot: Slot, error: store.StoreError) -> store.StoreError:
    """Move a damaged kept game out of its slot (so that it is reported once); the error, naming
    the file where it is now (where it was, if it cannot be moved)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = slot.path.with_name(f"damaged-{slot.path.stem}-{stamp}.json")
    try:
        os.replace(slot.path, aside)
    except OSError:
        return error
    return store.StoreError(aside, error.reason)

