"""What Binokel keeps on disk around the game: the save slots A – X and the Top 10.

``rules/binokel.md`` ("The program around the game", after the 1992 manual):
saving and loading use **slots A – X**; saving to a used slot asks before
replacing; loading an empty or damaged slot says "could not open the file" and
changes nothing.  After a round of 24 games the **Top 10** list of round
results (name, score, date) is shown, kept across runs, with the player's
place inserted automatically.

This module is Qt-free: the caller passes the folder (the UI passes its
standard data folder) and turns the errors here into translated alerts.

Decisions where the specification leaves room:

- **One file per slot**, ``binokel-slot-A.json`` … ``binokel-slot-X.json``
  in the given folder, each a :mod:`cardsuite.engine.store` file of kind
  ``binokel-slot`` (version 1) holding the player's name, when it was saved
  (ISO 8601, local time with offset) and :meth:`.Session.to_dict`.  The name
  prefix lets the folder be shared with the other games.  Writing is atomic,
  so a crash while saving leaves the slot's old file or the new one.
- **Asking before replacing is the caller's job** (it owns the dialog):
  :meth:`SaveSlots.used` tells it whether to ask, and :meth:`SaveSlots.save`
  then replaces the file.  A damaged file counts as used, so it is only ever
  replaced after the player agreed.
- **Two suites at once**: the caller notes what the slot held when it asked
  (:meth:`SaveSlots.state`, the file's bytes or None) and passes it to
  :meth:`SaveSlots.save` as ``replacing``; the save takes the slot's lock
  (:func:`store.locked`) and refuses (:class:`SlotError`, nothing written) if
  another suite saved there since — the player agreed to replace what he saw,
  not that.  The Top 10 is entered under its lock with the list read again
  inside it (:meth:`TopTen.enter`), so two rounds ending in two suites both
  make the list.
- **Loading never changes the disk.**  Every failure — an empty slot, a file
  that is not JSON, another kind, another version, a session that does not
  replay — raises :class:`SlotError` naming the slot and the file; the file
  stays byte for byte as it was.
- **The overview checks as much as loading does** (it replays each session,
  about 15 ms for a full round), so the dialog never offers a slot as good
  that loading then refuses.  The game number it shows is the game being
  played or about to be dealt, or the last game once the round is over.
- **Slot letters** may be given in either case (``"c"`` is slot C); anything
  else is a ValueError, since it is a programming error, not a file problem.
- **Top 10 order**: highest score first; on equal scores the entry that was
  there first stays ahead, so a new result only displaces strictly lower
  ones.  A result that would be 11th does not make the list and changes
  nothing.
- **A damaged Top 10 file is set aside, not lost**: it is renamed to
  ``<stem>.damaged-YYYYmmdd-HHMMSS.json`` beside it (with ``-2``, ``-3`` …
  if that name is taken; an existing file is never overwritten) and
  :meth:`TopTen.load` reports the new name, so the player can be told and the
  next save writes a fresh list.  If it cannot even be renamed, or cannot be
  read at all (no permission, a folder), the list refuses to save rather than
  overwrite it.  A file is damaged if it is not a
  readable ``binokel-topten`` file of version 1 or any entry is malformed (a
  name that is not clean text of at most :data:`NAME_LIMIT` characters, a
  score that is not a whole number, a date that is not ISO 8601, more than ten
  entries, or entries out of order — our writer never writes those, so such a
  list cannot be trusted).
- **Names**: control and formatting characters (newlines, tabs, zero-width
  and bidi marks) are removed and the name cut to :data:`NAME_LIMIT`
  characters, so a name cannot break the list's layout; putting in a default
  for an empty name is the UI's job (it knows the language).  A name that is
  not a str is a TypeError.
"""

from __future__ import annotations

import contextlib
import os
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date as Date
from datetime import datetime
from itertools import pairwise
from pathlib import Path
from typing import Any, NamedTuple

from cardsuite.engine import store
from cardsuite.games.binokel.session import Session

#: The save slots, one letter each, as in the 1992 program.
SLOTS = "ABCDEFGHIJKLMNOPQRSTUVWX"
_SLOT_SET = frozenset(SLOTS)
SLOT_KIND = "binokel-slot"
SLOT_VERSION = 1
TOPTEN_KIND = "binokel-topten"
TOPTEN_VERSION = 1
#: Entries the Top 10 keeps.
TOPTEN_SIZE = 10
#: The longest name kept, in characters (the list has one line per entry).
NAME_LIMIT = 24

_SLOT_KEYS = frozenset({"player", "saved", "session"})
_ENTRY_KEYS = frozenset({"name", "score", "date"})


# --- names and dates ------------------------------------------------------------------------------


def clean_name(name: str) -> str:
    """``name`` without control or formatting characters, trimmed, at most NAME_LIMIT long.

    Such characters (newlines, tabs, bidi overrides, zero-width marks) would
    break the one-line-per-entry layout of the list and the slot dialog.
    """
    if not isinstance(name, str):
        raise TypeError(f"a player's name must be text, not {type(name).__name__}")
    kept = "".join(char for char in name if unicodedata.category(char) not in ("Cc", "Cf", "Cs"))
    return kept.strip()[:NAME_LIMIT].rstrip()


def _is_clean(name: Any) -> bool:
    return isinstance(name, str) and clean_name(name) == name


def _iso(value: Any) -> bool:
    """Whether ``value`` is an ISO 8601 date or date and time, as we write them."""
    if not isinstance(value, str):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


#: The largest round score (either sign) the Top 10 holds: a round of Binokel scores some
#: thousands; a billion is damage.
MAX_SCORE = 10**9


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MAX_SCORE


# --- save slots ---------------------------------------------------------------------------------


def check_slot(slot: str) -> str:
    """The slot letter in capitals; ValueError for anything that is not one of A – X."""
    # A set, not the string: "\ufb06".upper() is "ST", which the string contains.
    if not isinstance(slot, str) or slot.upper() not in _SLOT_SET:
        raise ValueError(f"save slots are the letters {SLOTS[0]} to {SLOTS[-1]}, not {slot!r}")
    return slot.upper()


class SlotError(store.StoreError):
    """A slot that cannot be loaded or saved; the message names the slot and its file.

    A :class:`~cardsuite.engine.store.StoreError`, so code that already reports
    store problems reports these too.
    """

    def __init__(self, slot: str, reason: str, path: Path | str) -> None:
        super().__init__(path, reason)
        self.slot = slot
        self.args = (f"save slot {slot} ({self.path}): {reason}",)

    def __str__(self) -> str:
        return self.args[0]


@dataclass(frozen=True)
class SlotInfo:
    """What the load/save dialog shows for a used slot.

    For a damaged slot only ``damaged`` (the reason) is set, so the dialog
    can mark it and still let the player save over it.
    """

    slot: str
    player: str | None = None
    #: The game being played or about to be dealt (the last one once the round is over).
    game: int | None = None
    #: When it was saved, ISO 8601.
    saved: str | None = None
    damaged: str | None = None


class SaveSlots:
    """The 24 save slots of Binokel in one folder."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

    def path(self, slot: str) -> Path:
        """The file behind ``slot``."""
        return self.folder / f"binokel-slot-{check_slot(slot)}.json"

    def used(self, slot: str) -> bool:
        """Whether saving to ``slot`` would replace something (a damaged file included)."""
        path = self.path(slot)
        return path.exists() or path.is_symlink()

    def state(self, slot: str) -> bytes | None:
        """What ``slot`` holds now (:func:`store.snapshot`; None if it is empty), for
        ``replacing`` in :meth:`save`."""
        return store.snapshot(self.path(check_slot(slot)))

    def save(self, slot: str, session: Session, player_name: str,
             when: datetime | None = None, replacing: bytes | None | object = ...) -> None:
        """Save ``session`` in ``slot``, replacing what is there (ask first: see :meth:`used`).

        ``when`` is the time shown in the dialog; the clock by default.
        ``replacing``: what the slot held when the player was asked (:meth:`state`);
        if it holds something else now, another suite saved there and nothing is written.
        Raises :class:`SlotError` if the file cannot be written.
        """
        slot = check_slot(slot)
        player = clean_name(player_name)
        if not isinstance(session, Session):
            raise TypeError(f"only a Binokel session can be saved, not {type(session).__name__}")
        moment = (when or datetime.now()).astimezone().isoformat(timespec="seconds")
        data = {"player": player, "saved": moment, "session": session.to_dict()}
        path = self.path(slot)
        try:
            if replacing is ...:
                store.write(path, SLOT_KIND, SLOT_VERSION, data)
            else:
                store.write_unless_changed(path, SLOT_KIND, SLOT_VERSION, data, replacing)
        except store.StoreError as error:
            raise SlotError(slot, error.reason, path) from error

    def load(self, slot: str) -> tuple[Session, str]:
        """The session saved in ``slot`` and the player's name; :class:`SlotError` if it cannot be."""
        session, player, _saved = self._read(check_slot(slot))
        return session, player

    def overview(self) -> dict[str, SlotInfo | None]:
        """Every slot, A to X: None if empty, else what it holds or why it is damaged."""
        result: dict[str, SlotInfo | None] = {}
        for slot in SLOTS:
            if not self.used(slot):
                result[slot] = None
                continue
            try:
                session, player, saved = self._read(slot)
            except SlotError as error:
                result[slot] = SlotInfo(slot, damaged=error.reason)
                continue
            game = session.games if session.over else session.games + 1
            result[slot] = SlotInfo(slot, player, game, saved)
        return result

    def _read(self, slot: str) -> tuple[Session, str, str]:
        path = self.path(slot)

        def failed(reason: str) -> SlotError:
            return SlotError(slot, reason, path)

        if not self.used(slot):
            raise failed("is empty")
        try:
            _version, data = store.read(path, SLOT_KIND, (SLOT_VERSION,))
        except store.StoreError as error:
            raise failed(error.reason) from error
        except RecursionError as error:  # json gives up on absurdly deep nesting
            raise failed("is damaged: nested too deeply") from error
        if set(data) != _SLOT_KEYS:
            raise failed(f"is damaged: it holds {sorted(data)}, not {sorted(_SLOT_KEYS)}")
        player, saved = data["player"], data["saved"]
        if not _is_clean(player):
            raise failed(f"is damaged: the player's name is {player!r}")
        if not _iso(saved):
            raise failed(f"is damaged: the time it was saved is {saved!r}")
        try:
            session = Session.from_dict(data["session"])
        except (ValueError, LookupError, TypeError, AttributeError, RecursionError) as error:
            # from_dict promises ValueError; the others are caught too because a
            # damaged file must give "could not open the file", never a crash.
            raise failed(f"is damaged: {error}") from error
        return session, player, saved


# --- Top 10 ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One round result on the Top 10: the player's name, the score, the date (ISO 8601)."""

    name: str
    score: int
    date: str


class Loaded(NamedTuple):
    """What :meth:`TopTen.load` found.

    ``set_aside`` is where a damaged file was moved (None if there was none),
    ``problem`` says what was wrong with it, for the UI to tell the player.
    """

    entries: list[Entry]
    set_aside: Path | None = None
    problem: str | None = None


class TopTen:
    """The ten best round results, kept in one file across runs.

    :meth:`load` must come first, so that a list that was never read cannot
    be saved over the one on disk.
    """

    def __init__(self, path: Path | str, clock: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(path)
        self._clock = clock
        self._entries: list[Entry] | None = None
        #: Why the file may not be written (a damaged file that could not be set aside).
        self._blocked: str | None = None

    @property
    def entries(self) -> list[Entry]:
        """The list, best first (a copy)."""
        return list(self._loaded())

    def load(self) -> Loaded:
        """Read the list; a missing file is an empty list, a damaged one is set aside."""
        self._blocked = None
        self._entries = []
        try:
            self.path.read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            # NotADirectoryError: a file stands where the folder should be, so there is no
            # list yet; saving tells the player what is in the way.
            return Loaded([])
        except OSError as error:
            # Unreadable is not damaged (a folder, no permission): nothing to set
            # aside, but the file must not be saved over either.
            self._blocked = f"cannot be read: {error.strerror or error}"
            return Loaded([], None, f"{self.path}: {self._blocked}")
        try:
            self._entries = self._read()
        except store.StoreError as error:
            self._entries = []
            try:
                moved = self._set_aside()
            except OSError as failure:
                self._blocked = (f"{error.reason}, and it could not be set aside: "
                                 f"{failure.strerror or failure}")
                return Loaded([], None, f"{self.path}: {self._blocked}")
            return Loaded([], moved, f"{error}; it was moved to {moved.name}")
        return Loaded(list(self._entries))

    def place(self, score: int) -> int | None:
        """The place (1 = best) ``score`` would get now, or None if it does not make the list."""
        if not _whole(score):
            raise TypeError(f"a score is a whole number, not {score!r}")
        place = 1 + sum(1 for entry in self._loaded() if entry.score >= score)
        return place if place <= TOPTEN_SIZE else None

    def insert(self, name: str, score: int, date: Date | str) -> int | None:
        """Put a round result in its place and return the place, or None if it does not make it.

        ``date`` is a :class:`datetime.date` (or datetime) or an ISO 8601 string.
        The list is changed in memory only; :meth:`save` writes it.
        """
        entry = Entry(clean_name(name), score, _date_text(date))
        place = self.place(score)
        if place is None:
            return None
        entries = self._loaded()
        entries.insert(place - 1, entry)
        del entries[TOPTEN_SIZE:]
        return place

    def enter(self, name: str, score: int, date: Date | str
              ) -> tuple[Loaded, int | None, store.StoreError | None]:
        """Read the list, put the result in its place and write it, all under the file's
        lock, so that a result another suite entered meanwhile stays.  Returns what
        :meth:`load` found, the place (None: not on the list, nothing written) and why
        the list could not be written (None if it was, or did not need to be): the list
        in memory holds the result either way."""
        with contextlib.ExitStack() as held:
            try:
                held.enter_context(store.locked(self.path))
            except store.StoreError as error:  # a file in the folder's way; another suite
                loaded = self.load()
                return loaded, self.insert(name, score, date), error
            loaded = self.load()
            place = self.insert(name, score, date)
            if place is not None:
                try:
                    self.save()
                except store.StoreError as error:
                    return loaded, place, error
            return loaded, place, None

    def save(self) -> None:
        """Write the list atomically; StoreError if it cannot be written."""
        entries = self._loaded()
        if self._blocked is not None:
            raise store.StoreError(self.path, self._blocked)
        store.write(self.path, TOPTEN_KIND, TOPTEN_VERSION,
                    {"entries": [{"name": e.name, "score": e.score, "date": e.date}
                                 for e in entries]})

    def _loaded(self) -> list[Entry]:
        if self._entries is None:
            raise RuntimeError("load the Top 10 before using it, so the list on disk is not lost")
        return self._entries

    def _read(self) -> list[Entry]:
        """The entries on disk; StoreError if damaged."""
        try:
            _version, data = store.read(self.path, TOPTEN_KIND, (TOPTEN_VERSION,))
        except RecursionError as error:
            raise store.StoreError(self.path, "is damaged: nested too deeply") from error

        def damaged(reason: str) -> store.StoreError:
            return store.StoreError(self.path, f"is damaged: {reason}")

        if set(data) != {"entries"} or not isinstance(data["entries"], list):
            raise damaged("it holds no list of entries")
        saved = data["entries"]
        if len(saved) > TOPTEN_SIZE:
            raise damaged(f"it lists {len(saved)} entries, more than {TOPTEN_SIZE}")
        entries = []
        for place, item in enumerate(saved, start=1):
            if not isinstance(item, dict) or set(item) != _ENTRY_KEYS:
                raise damaged(f"entry {place} is not a name, score and date")
            if not _is_clean(item["name"]):
                raise damaged(f"entry {place} has the name {item['name']!r}")
            if not _whole(item["score"]):
                raise damaged(f"entry {place} has the score {item['score']!r}")
            if not _iso(item["date"]):
                raise damaged(f"entry {place} has the date {item['date']!r}")
            entries.append(Entry(item["name"], item["score"], item["date"]))
        if any(later.score > earlier.score for earlier, later in pairwise(entries)):
            raise damaged("its entries are not in order of score")
        return entries

    def _set_aside(self) -> Path:
        """Rename the damaged file beside itself, never over another file; the new path."""
        stamp = self._clock().strftime("%Y%m%d-%H%M%S")
        for number in range(1, 1000):
            suffix = "" if number == 1 else f"-{number}"
            target = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{suffix}"
                                         f"{self.path.suffix}")
            try:
                # Claim the name first: "x" fails if it exists, so nothing is overwritten
                # even if another program makes the same name at the same moment.
                with open(target, "x"):
                    pass
            except FileExistsError:
                continue
            try:
                os.replace(self.path, target)
            except OSError:
                with contextlib.suppress(OSError):
                    target.unlink()
                raise
            return target
        raise OSError(f"no free name for {self.path.name} to be set aside as")


def _date_text(value: Date | str) -> str:
    if isinstance(value, Date):  # a datetime is a date too
        return value.isoformat()
    if not _iso(value):
        raise ValueError(f"a date must be ISO 8601 (like 2026-11-29), not {value!r}")
    return value
