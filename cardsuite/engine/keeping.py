"""Games kept across quits and crashes: one slot file per game window, claimed by a lock.

Like KPatience, which remembers the game in hand, and PySolFC's "hold and quit",
a game in progress is never lost by closing its window or quitting the suite
(nor by a crash, a ``kill`` or a logout): its window writes it after every
change, and the next time the game is opened the player is offered to continue
it.  This module is the part every game shares; what a game keeps (and how it
is replayed and checked) is the game's own.

* **Slots.**  A game's kept games live in one folder of the data folder, one
  per window, in the files ``game-N.json`` (N = 1 … :data:`SLOTS`), each a
  store file (:mod:`cardsuite.engine.store`, written atomically) whose data is
  ``{"saved": SECONDS SINCE THE EPOCH, "game": THE GAME'S OWN DATA}``.
* **Whose.**  A window holds its slot's lock (:func:`store.hold`, the file
  ``.game-N.json.lock``) for as long as it shows that game; the system frees it
  when the process dies.  A slot with a file and a free lock is a *kept* game:
  its window was closed, its suite quit or crashed.  A slot whose lock another
  window (of this suite or another running one) holds is never touched.  Slots
  rather than one file per game, so that the lock files beside them stay as
  few as the windows ever open at once.
* **Which.**  Opening the game takes the kept game saved last
  (:func:`take_newest`); the others wait for the next window.  A kept game
  that is over (the game says which) is removed.
* **Damage.**  A file that cannot be read or that the game refuses is moved
  aside to ``damaged-game-N-TIME.json`` beside it (kept, and reported once,
  not at every later opening) and named in :attr:`Taken.damaged`.
"""

from __future__ import annotations

import contextlib
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

import filelock

from cardsuite.engine import store

#: The most games of one kind kept at once (one per window that was open).
SLOTS = 16
#: Why a game could not be kept when every slot is taken (the StoreError names the folder).
NO_FREE_SLOT = "has no room for another kept game"

T = TypeVar("T")


def slot_path(folder: Path, number: int) -> Path:
    return folder / f"game-{number}.json"


class Slot:
    """One slot, its lock held by this window until :meth:`release`."""

    def __init__(self, path: Path, lock: filelock.BaseFileLock | None) -> None:
        self.path = path
        self._lock = lock

    def write(self, kind: str, version: int, game: dict[str, Any]) -> None:
        """Keep ``game`` (:class:`store.StoreError` if it cannot be written)."""
        store.write(self.path, kind, version, {"saved": time.time(), "game": game})

    def read(self, kind: str, versions: tuple[int, ...]) -> tuple[float, dict[str, Any]] | None:
        """``(saved, game)`` kept here, None if none (:class:`store.StoreError` if damaged)."""
        if not os.path.lexists(self.path):
            return None
        _version, data = store.read(self.path, kind, versions)
        saved = data.get("saved")
        if set(data) != {"saved", "game"} or not isinstance(data["game"], dict) \
                or isinstance(saved, bool) or not isinstance(saved, int | float) \
                or not math.isfinite(saved) or not 0 <= saved <= 2**40:
            raise store.StoreError(self.path, "is damaged: not a kept game")
        return float(saved), data["game"]

    def clear(self) -> None:
        """Nothing kept here any more (the game is over); a file that will not go is left."""
        with contextlib.suppress(OSError):
            os.unlink(self.path)

    def release(self) -> None:
        """The window is done with the slot; what is written in it stays kept."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def _claim(folder: Path, number: int) -> Slot | None:
    path = slot_path(folder, number)
    try:
        return Slot(path, store.hold(store.lock_path(path)))
    except store.StoreError as error:
        if error.reason == store.HELD_ELSEWHERE:
            return None
        raise


def free_slot(folder: Path | str) -> Slot:
    """A slot for a new game: the first with no kept game that no window holds.

    :class:`store.StoreError` if all :data:`SLOTS` are taken (:data:`NO_FREE_SLOT`,
    naming the folder) or the folder cannot be used."""
    folder = Path(folder)
    for number in range(1, SLOTS + 1):
        slot = _claim(folder, number)
        if slot is None:
            continue
        if not os.path.lexists(slot.path):
            return slot
        slot.release()
    raise store.StoreError(folder, NO_FREE_SLOT)


@dataclass
class Taken(Generic[T]):
    """What :func:`take_newest` found: the newest kept game with its slot (claimed, or None),
    and the kept files found damaged (each moved aside; the error names where it is now)."""

    slot: Slot | None
    kept: T | None
    damaged: list[store.StoreError] = field(default_factory=list)


def take_newest(folder: Path | str, kind: str, versions: tuple[int, ...],
                parse: Callable[[Path, dict[str, Any]], T],
                is_over: Callable[[T], bool]) -> Taken[T]:
    """Claim the kept game saved last, if there is one; the other kept games stay for later.

    ``parse(path, game)`` turns a slot's game data into the game's own object, raising
    :class:`store.StoreError` for anything wrong with it.  Games that are over are
    removed; damaged files are moved aside and reported in ``damaged``.  Never raises
    for the folder: one that cannot be used has no kept games."""
    folder = Path(folder)
    found: list[tuple[float, Slot, T]] = []
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
            read = slot.read(kind, versions)
            kept = None if read is None else parse(slot.path, read[1])
        except store.StoreError as error:
            damaged.append(_move_aside(slot, error))
            slot.release()
            continue
        if read is None or kept is None or is_over(kept):
            slot.clear()
            slot.release()
            continue
        found.append((read[0], slot, kept))
    if not found:
        return Taken(None, None, damaged)
    found.sort(key=lambda item: item[0])
    for _saved, slot, _kept in found[:-1]:
        slot.release()
    _saved, slot, kept = found[-1]
    return Taken(slot, kept, damaged)


def _move_aside(slot: Slot, error: store.StoreError) -> store.StoreError:
    """Move a damaged kept game out of its slot (so that it is reported once); the error,
    naming the file where it is now (where it was, if it cannot be moved)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = slot.path.with_name(f"damaged-{slot.path.stem}-{stamp}.json")
    try:
        os.replace(slot.path, aside)
    except OSError:
        return error
    return store.StoreError(aside, error.reason)
