"""Temporary files left behind by a killed save are cleaned up by the next successful save of
the same file — once they are older than :data:`store.STALE_SECONDS`, so that the fresh temporary
of a writer still at work (another process saving the same file) is never taken from it.

The leftovers are made the real way (a child process killed with SIGKILL mid-save, as in
:mod:`tests.engine.test_store_crash`) for every store, and aged with ``os.utime``.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardsuite.engine import store
from tests.engine.test_store_crash import CHILD, STORES

HOUR = 3600


def _age(path: Path, seconds: float) -> None:
    moment = time.time() - seconds
    os.utime(path, (moment, moment))


def _temporaries(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


def _killed_save(folder: Path, name: str, point: str) -> Path:
    """Run the crash test's child (save A, then die saving B); the temporary it left."""
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run([sys.executable, "-c", CHILD, name, point, str(folder), str(root)],
                           capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert child.returncode == -9, child.stderr
    (leftover,) = _temporaries(folder)
    return leftover


@pytest.mark.parametrize("point", ["writing", "renaming"])
@pytest.mark.parametrize("name", list(STORES))
def test_the_next_save_removes_what_a_killed_save_left(tmp_path, name, point):
    leftover = _killed_save(tmp_path, name, point)
    _age(leftover, HOUR)  # the player comes back later
    _save_a, save_b, version = STORES[name]
    save_b(tmp_path)
    assert version(tmp_path) == "B"
    assert _temporaries(tmp_path) == []


@pytest.mark.parametrize("name", list(STORES))
def test_a_fresh_temporary_of_another_writer_survives_a_save(tmp_path, name):
    leftover = _killed_save(tmp_path, name, "writing")  # just made: a writer may be at work
    content = leftover.read_bytes()
    _save_a, save_b, version = STORES[name]
    save_b(tmp_path)
    assert version(tmp_path) == "B"
    assert _temporaries(tmp_path) == [leftover] and leftover.read_bytes() == content


def test_the_rule_age_name_and_kind(tmp_path):
    target = tmp_path / "stats.json"
    store.write(target, "k", 1, {"n": 1})
    stale = tmp_path / ".stats.json.abc123_x.tmp"
    just_stale = tmp_path / ".stats.json.justover.tmp"
    fresh = tmp_path / ".stats.json.q9q9q9q9.tmp"
    future = tmp_path / ".stats.json.tomorrow.tmp"  # a clock set back: counts as fresh
    other_file = tmp_path / ".stats.json.bak.tmp.json"  # not the pattern
    other_name = tmp_path / ".topten.json.abcdefgh.tmp"  # another file's temporary
    bare = tmp_path / ".stats.json..tmp"  # nothing between: no name mkstemp makes... kept
    folder = tmp_path / ".stats.json.folder.tmp"  # only files are removed
    for path in (stale, just_stale, fresh, future, other_file, other_name, bare):
        path.write_bytes(b"half a save")
    folder.mkdir()
    _age(stale, HOUR)
    _age(just_stale, store.STALE_SECONDS + 5)
    _age(fresh, store.STALE_SECONDS - 60)
    _age(future, -HOUR)
    for path in (other_file, other_name, bare, folder):
        _age(path, HOUR)
    store.write(target, "k", 1, {"n": 2})
    assert store.read(target, "k", (1,)) == (1, {"n": 2})
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(p.name for p in (target, fresh, future, other_file, other_name, bare,
                                           folder))


def test_a_name_that_begins_another_keeps_the_other_files_temporaries(tmp_path):
    longer = tmp_path / ".stats.json.abcdefgh.tmp"  # the temporary of stats.json
    longer.write_bytes(b"{")
    _age(longer, HOUR)
    store.write(tmp_path / "stats", "k", 1, {})
    assert longer.exists()
    store.write(tmp_path / "stats.json", "k", 1, {})
    assert not longer.exists()


def test_a_symlink_named_like_a_temporary_is_left_alone(tmp_path):
    target = tmp_path / "s.json"
    elsewhere = tmp_path / "precious.txt"
    elsewhere.write_text("keep me")
    link = tmp_path / ".s.json.linklink.tmp"
    link.symlink_to(elsewhere)
    os.utime(link, (time.time() - HOUR,) * 2, follow_symlinks=False)
    store.write(target, "k", 1, {})
    assert link.is_symlink() and elsewhere.read_text() == "keep me"


def test_a_failed_save_removes_nothing(tmp_path, monkeypatch):
    target = tmp_path / "s.json"
    store.write(target, "k", 1, {"n": 1})
    stale = tmp_path / ".s.json.oldoldol.tmp"
    stale.write_bytes(b"{")
    _age(stale, HOUR)

    def full(_src, _dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(store.StoreError):
        store.write(target, "k", 1, {"n": 2})
    monkeypatch.undo()
    assert stale.exists() and store.read(target, "k", (1,)) == (1, {"n": 1})


def test_a_temporary_that_cannot_be_removed_does_not_fail_the_save(tmp_path, monkeypatch):
    target = tmp_path / "s.json"
    stale = tmp_path / ".s.json.stuckstu.tmp"
    stale.write_bytes(b"{")
    _age(stale, HOUR)
    real_unlink = os.unlink

    def refuse(path, *args, **kwargs):
        if Path(path) == stale:
            raise PermissionError(13, "Permission denied")
        return real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", refuse)
    store.write(target, "k", 1, {"n": 1})
    monkeypatch.undo()
    assert store.read(target, "k", (1,)) == (1, {"n": 1}) and stale.exists()


def test_a_folder_in_the_way_is_named(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    for target in (blocker / "s.json", blocker / "deeper" / "s.json"):
        with pytest.raises(store.StoreError) as caught:
            store.write(target, "k", 1, {})
        assert caught.value.path == target
        assert caught.value.reason == f"cannot be written: {blocker} is a file, not a folder"
    assert blocker.read_text() == "not a folder"
