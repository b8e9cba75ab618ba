"""Two suites at once (issue 17): every read-modify-write of a shared file happens under the
file's lock with the file read again inside it — shown with real processes.

Two child processes change the same file at the same time, through the real
code; the file must hold both processes' changes.  A process killed while it
holds a lock must not block the next one; a lock held by a live process makes
a save wait, then fail with a StoreError that says the file is in use.
"""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardsuite.engine import store

ROOT = str(Path(__file__).resolve().parents[2])


def _children(script: str, *args: str, count: int = 2) -> list[str]:
    """Start ``count`` children running ``script`` (with the repo on the path) at once;
    their outputs.  They wait for each other at a start line in the file system."""
    go = Path(args[0]) / "go"
    code = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        sys.path.insert(0, {ROOT!r})
        go = Path({str(go)!r})
        while not go.exists():
            time.sleep(0.005)
    """) + textwrap.dedent(script)
    processes = [subprocess.Popen([sys.executable, "-c", code, *args, str(index)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for index in range(count)]
    time.sleep(0.3)
    go.touch()
    outputs = []
    for process in processes:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        outputs.append(out)
    return outputs


ADD = """
    from cardsuite.engine import store
    folder = Path(sys.argv[1])
    def add(data):
        data = data or {"count": 0, "by": []}
        time.sleep(0.005)  # read, think, write: the window another writer would hit
        return {"count": data["count"] + 1, "by": data["by"] + [int(sys.argv[2])]}
"""

COUNTER = ADD + """
    for _ in range(40):
        store.update(folder / "counter.json", "counter", 1, (1,), add)
"""

#: The same work as a plain read and write, without the lock.
UNLOCKED = ADD + """
    for _ in range(40):
        path = folder / "counter.json"
        try:
            _v, data = store.read(path, "counter", (1,))
        except store.StoreError:
            data = None
        store.write(path, "counter", 1, add(data))
"""


def test_two_processes_updating_one_file_lose_nothing(tmp_path):
    _children(COUNTER, str(tmp_path))
    _version, data = store.read(tmp_path / "counter.json", "counter", (1,))
    assert data["count"] == 80
    assert sorted(data["by"]) == [0] * 40 + [1] * 40


def test_without_the_lock_the_same_children_would_lose_updates(tmp_path):
    """The yardstick: the same work as a plain read and write loses changes, so the
    test above would see it."""
    _children(UNLOCKED, str(tmp_path))
    _version, data = store.read(tmp_path / "counter.json", "counter", (1,))
    assert data["count"] < 80


HOLDER = """
    from cardsuite.engine import store
    with store.locked(Path(sys.argv[1]) / "game.json"):
        print("holding", flush=True)
        time.sleep(60)
"""


def _holder(tmp_path: Path) -> subprocess.Popen:
    code = f"import sys, time\nfrom pathlib import Path\nsys.path.insert(0, {ROOT!r})\n" + \
        textwrap.dedent(HOLDER)
    process = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)],
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "holding"
    return process


def test_a_lock_held_by_a_live_suite_makes_a_save_fail_saying_so(tmp_path):
    holder = _holder(tmp_path)
    try:
        with pytest.raises(store.StoreError) as caught, store.locked(tmp_path / "game.json",
                                                                     timeout=0.3):
            pass
        assert "in use by another running Cardsuite" in str(caught.value)
        assert caught.value.path == tmp_path / "game.json"
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
def test_the_lock_of_a_killed_suite_does_not_block(tmp_path):
    holder = _holder(tmp_path)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert store.lock_path(tmp_path / "game.json").exists()  # left behind, and harmless
    with store.locked(tmp_path / "game.json", timeout=2):
        store.write(tmp_path / "game.json", "game", 1, {"ok": True})
    assert store.read(tmp_path / "game.json", "game", (1,))[1] == {"ok": True}


def test_update_refuses_a_damaged_file_and_keeps_it(tmp_path):
    path = tmp_path / "game.json"
    path.write_bytes(b"{not json")
    with pytest.raises(store.StoreError):
        store.update(path, "game", 1, (1,), lambda data: {"replaced": True})
    assert path.read_bytes() == b"{not json"


def test_update_writes_nothing_when_the_change_fails(tmp_path):
    path = tmp_path / "game.json"
    store.write(path, "game", 1, {"n": 1})
    before = path.read_bytes()

    def broken(data):
        raise ValueError("no")

    with pytest.raises(ValueError):
        store.update(path, "game", 1, (1,), broken)
    assert path.read_bytes() == before
    assert store.update(path, "game", 1, (1,), lambda data: {"n": data["n"] + 1}) == {"n": 2}


VIERFREI = """
    from cardsuite.games.vierfrei.stats import Statistics
    statistics = Statistics.load(Path(sys.argv[1]) / "stats.json")
    me = int(sys.argv[2])
    for game in range(25):
        statistics.record(100 + me, game % 5 != 0, 60 + game, 30.0 + game)
        statistics.save()
"""


def test_two_suites_playing_vierfrei_keep_every_game(tmp_path):
    """The finding: two suites sharing one data folder played 5 games; the file kept 3."""
    from cardsuite.games.vierfrei.stats import Statistics

    _children(VIERFREI, str(tmp_path))
    statistics = Statistics.load(tmp_path / "stats.json")
    assert statistics.played == 50
    assert statistics.won == 40
    for deal in (100, 101):
        record = statistics.deal(deal)
        assert (record.played, record.won, record.fewest_moves) == (25, 20, 61)
