"""Saving: versioned JSON, written atomically, read with validation.

A file is ``{"format": "cardsuite", "kind": KIND, "version": N, "data": {...}}``.
Writing goes to a temporary file in the same folder, is flushed and fsynced,
then renamed over the target, so a crash leaves either the old or the new file.
Reading checks every layer; a damaged or foreign file raises :class:`StoreError`
naming the file, and the file itself is left exactly as it was.

Stale temporary files: the temporary file of ``NAME`` is ``.NAME.XXXXXXXX.tmp``
beside it (``XXXXXXXX`` from :func:`tempfile.mkstemp`).  A process killed during
a save leaves its temporary behind, so every successful save of ``NAME``
removes the ``.NAME.*.tmp`` siblings (no dot in the ``*``, so that saving
``a`` never touches the temporaries of ``a.json``) whose last change is more than
:data:`STALE_SECONDS` (ten minutes) old.  A live writer's temporary is never
that old: it is created, written, synced and renamed within seconds of its
last change, so a concurrent save of the same file by another process (or
window) keeps its temporary.  Only regular files of exactly that pattern are
removed, never the temporaries of other names, and a failure to remove one
never fails the save.  A temporary with a modification time in the future
(a clock set back) counts as fresh.

A folder that cannot be made because a path component is a regular file is
reported as such (``… is a file, not a folder``) instead of the bare
"File exists" or "Not a directory" of the system.

**Two suites at once.**  Every read-modify-write of a file two running suites
may share goes through :func:`update` (or holds :func:`locked` around its own
read and write): the file's lock is taken, the file is read again inside it,
the change is made to what is on disk now, and only then is it written.  The
lock is ``.NAME.lock`` beside the file, held with the ``filelock`` package (an
OS lock on the open file: ``flock`` on POSIX, ``msvcrt.locking`` on Windows),
so the system releases it when its process dies — a killed suite never leaves
a lock that blocks.  A save waits up to :data:`LOCK_SECONDS` for the other
suite, then fails with a :class:`StoreError` saying the file is in use.  The
lock files stay beside their files (empty); removing them would race.

**Valid JSON that is still damaged.**  A file of ours holds no number of more
than :data:`DIGITS_LIMIT` digits, no ``NaN`` or ``Infinity`` and no float
that overflows: such a file raises :class:`StoreError` ("is damaged") like a
broken one, never a bare ``ValueError`` (Python refuses to turn an integer of
more than 4 300 digits into an int) or a number that breaks a later sum.
Each store checks its own ranges and types besides.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import filelock

FORMAT = "cardsuite"
#: A temporary save file left unchanged this long belongs to no live writer (see above).
STALE_SECONDS = 10 * 60
#: How long a save waits for another running suite to finish with the same file.
LOCK_SECONDS = 10.0
#: The most digits a number in a file of ours has (a 64-bit seed has 20).
DIGITS_LIMIT = 20


class StoreError(Exception):
    """A save file that cannot be read or written; the message names the file."""

    def __init__(self, path: Path | str, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")


def write(path: Path | str, kind: str, version: int, data: dict[str, Any]) -> None:
    """Write ``data`` as a ``kind`` file of format ``version``, atomically."""
    target = Path(path)
    document = {"format": FORMAT, "kind": kind, "version": version, "data": data}
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    except (TypeError, ValueError) as error:
        raise StoreError(target, f"cannot be saved: {error}") from error
    write_bytes(target, text.encode("utf-8"))


def write_bytes(path: Path | str, content: bytes) -> None:
    """Write ``content`` to ``path`` atomically (a crash leaves the old file or the new)."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                             dir=target.parent)
    except OSError as error:
        raise _not_written(target, error) from error
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise StoreError(target, f"cannot be written: {error.strerror or error}") from error
    _sync_folder(target.parent)
    remove_stale_temporaries(target)


def remove_stale_temporaries(path: Path | str, now: float | None = None) -> list[Path]:
    """Remove the ``.NAME.*.tmp`` files beside ``path`` unchanged for :data:`STALE_SECONDS`.

    Returns the files removed.  Never raises: what cannot be removed stays.
    """
    target = Path(path)
    prefix, suffix = f".{target.name}.", ".tmp"
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(prefix) and name.endswith(suffix)):
            continue
        middle = name[len(prefix):len(name) - len(suffix)]
        # No dot in the middle: ".a.json.x.tmp" is a.json's temporary, never that of "a".
        if not middle or "." in middle:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime <= STALE_SECONDS:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _not_written(target: Path, error: OSError) -> StoreError:
    """The error for a file that could not be made: a file in its folder's way named."""
    blocker = _file_in_the_way(target.parent)
    reason = (f"{blocker} is a file, not a folder" if blocker is not None
              else error.strerror or str(error))
    return StoreError(target, f"cannot be written: {reason}")


def _file_in_the_way(folder: Path) -> Path | None:
    """The nearest of ``folder`` and its parents that exists and is not a folder, if any."""
    for candidate in (folder, *folder.parents):
        try:
            if candidate.is_dir():
                return None
            if candidate.exists() or candidate.is_symlink():
                return candidate
        except OSError:
            return None
    return None


def _sync_folder(folder: Path) -> None:
    # The rename is only durable once the folder entry is on disk too.
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


#: Why :func:`locked` or :func:`hold` could not take a lock: another running suite has it.
HELD_ELSEWHERE = "is in use by another running Cardsuite"


def lock_path(path: Path | str) -> Path:
    """The lock file of ``path``: ``.NAME.lock`` beside it."""
    target = Path(path)
    return target.with_name(f".{target.name}.lock")


@contextlib.contextmanager
def locked(path: Path | str, timeout: float = LOCK_SECONDS) -> Iterator[None]:
    """Hold the lock of ``path`` against every other running suite (see the module docstring).

    Waits up to ``timeout`` seconds; :class:`StoreError` if another suite holds it
    that long or the lock cannot be made (a read-only folder, say).
    """
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        lock = filelock.FileLock(lock_path(target), timeout=timeout)
        lock.acquire()
    except filelock.Timeout as error:
        raise StoreError(target, HELD_ELSEWHERE) from error
    except OSError as error:
        raise _not_written(target, error) from error
    try:
        yield
    finally:
        lock.release()


def hold(lock_file: Path | str) -> filelock.BaseFileLock:
    """Take the lock ``lock_file`` at once and keep it until ``release()`` is called (or the
    process ends): a claim that lasts while a player works with something — a member's
    seat, a Vierfrei window's kept game — unlike :func:`locked`, which lasts one save.

    :class:`StoreError` (:data:`HELD_ELSEWHERE`) if another running suite (or another
    window of this one) holds it; :class:`StoreError` if it cannot be made."""
    target = Path(lock_file)
    lock = filelock.FileLock(target, timeout=0)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except filelock.Timeout as error:
        raise StoreError(target, HELD_ELSEWHERE) from error
    except OSError as error:
        blocker = _file_in_the_way(target.parent)
        reason = (f"{blocker} is a file, not a folder" if blocker is not None
                  else error.strerror or str(error))
        raise StoreError(target, f"cannot be locked: {reason}") from error
    return lock


def update(path: Path | str, kind: str, version: int, versions: range | tuple[int, ...],
           change: Callable[[dict[str, Any] | None], dict[str, Any]]) -> dict[str, Any]:
    """Change the ``kind`` file at ``path`` as it is on disk now, under its lock.

    ``change`` gets the file's data (None if there is no file yet) and returns
    the data to write as ``version``; it runs inside the lock, so no other
    suite writes in between.  Returns what was written.  A damaged file raises
    :class:`StoreError` before ``change`` runs and is left as it was; so is the
    file when ``change`` raises.
    """
    target = Path(path)
    with locked(target):
        try:
            _version, data = read(target, kind, versions)
        except StoreError:
            if os.path.lexists(target):
                raise
            data = None
        new = change(data)
        write(target, kind, version, new)
        return new


def snapshot(path: Path | str) -> bytes | None:
    """What the file at ``path`` holds now, to tell later whether it changed: its bytes,
    None if there is none (a dangling link: empty bytes), an unreadable one by its
    error's text."""
    target = Path(path)
    try:
        return target.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return b"" if target.is_symlink() else None
    except OSError as error:
        return f"unreadable: {error.strerror or error}".encode()


#: Why :func:`write_unless_changed` wrote nothing.
CHANGED_MEANWHILE = "was saved by another Cardsuite meanwhile; nothing was replaced"


def write_unless_changed(path: Path | str, kind: str, version: int, data: dict[str, Any],
                         seen: bytes | None) -> None:
    """Write ``data`` over the file only if it still holds what the player saw when he
    agreed to replace it (``seen``, a :func:`snapshot`), under the file's lock; else
    :class:`StoreError` (:data:`CHANGED_MEANWHILE`) and nothing is written."""
    target = Path(path)
    with locked(target):
        if snapshot(target) != seen:
            raise StoreError(target, CHANGED_MEANWHILE)
        write(target, kind, version, data)


def _parse_constant(name: str) -> Any:
    raise ValueError(f"{name} is no number of ours")


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > DIGITS_LIMIT:
        raise ValueError("a number is too large")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("a number is too large")
    return value


def loads(text: str) -> Any:
    """JSON as our files hold it: :class:`ValueError` for NaN, Infinity, huge numbers."""
    return json.loads(text, parse_constant=_parse_constant, parse_int=_parse_int,
                      parse_float=_parse_float)


def read(path: Path | str, kind: str, versions: range | tuple[int, ...]) -> tuple[int, dict[str, Any]]:
    """Read a ``kind`` file; returns ``(version, data)`` or raises :class:`StoreError`."""
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError as error:
        raise StoreError(source, "does not exist") from error
    except OSError as error:
        raise StoreError(source, f"cannot be read: {error.strerror or error}") from error
    try:
        document = loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise StoreError(source, "is damaged: not UTF-8 text") from error
    except json.JSONDecodeError as error:
        raise StoreError(
            source, f"is damaged: not valid JSON (line {error.lineno}, column {error.colno})"
        ) from error
    except RecursionError as error:  # thousands of nested brackets: no file of ours
        raise StoreError(source, "is damaged: nested too deeply") from error
    except ValueError as error:  # NaN, Infinity, a number of thousands of digits
        raise StoreError(source, f"is damaged: {error}") from error
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise StoreError(source, "is not a Cardsuite file")
    if document.get("kind") != kind:
        raise StoreError(source, f"holds {document.get('kind')!r}, not {kind!r}")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version not in versions:
        raise StoreError(source, f"has format version {version!r}, which this Cardsuite cannot read")
    data = document.get("data")
    if not isinstance(data, dict):
        raise StoreError(source, "is damaged: it has no data")
    return version, data
