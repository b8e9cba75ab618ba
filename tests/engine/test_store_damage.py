"""Damaged files, for every kind the suite keeps, read through the real code: empty, truncated,
random bytes, a list instead of a document, a newer version, the wrong kind of document, the
right envelope around data of the wrong type, and valid JSON that is still no file of ours
(a number of 5 000 digits, NaN, Infinity, a float that overflows).  Each is refused with a message that
names the file, and the file is kept for the player — unchanged where it lies, or (Binokel's
Top 10, which must go on working) moved aside with its bytes intact and the move reported.
"""

import json
import random
from pathlib import Path

import pytest

from cardsuite.engine import store
from tests.engine.test_store_crash import STORES


def _good(name: str, folder: Path) -> Path:
    """A good file of the store ``name``, saved by the real code; its path."""
    STORES[name][0](folder)
    (path,) = [p for p in folder.iterdir() if p.suffix == ".json"]
    return path


#: Valid JSON (for Python's reader) that no file of ours holds, put where a number of the
#: data stands.
EVIL = {"huge integer": "1" * 5000, "NaN": "NaN", "Infinity": "-Infinity",
        "overflowing float": "1e999"}
_SENTINEL = "@@evil@@"


def _plant(value, evil_done: list[bool]):
    """``value`` with its first number (depth first) replaced by the sentinel."""
    if evil_done[0]:
        return value
    if isinstance(value, dict):
        return {key: _plant(item, evil_done) for key, item in value.items()}
    if isinstance(value, list):
        return [_plant(item, evil_done) for item in value]
    if isinstance(value, int | float) and not isinstance(value, bool):
        evil_done[0] = True
        return _SENTINEL
    return value


def _damage(kind: str, good: bytes) -> bytes:
    if kind in EVIL:
        document = json.loads(good)
        done = [False]
        document["data"] = _plant(document["data"], done)
        if not done[0]:
            document["data"]["evil"] = _SENTINEL
        return json.dumps(document).replace(f'"{_SENTINEL}"', EVIL[kind]).encode()
    if kind == "empty":
        return b""
    if kind == "truncated":
        return good[: len(good) // 2]
    if kind == "random":
        return random.Random(7).randbytes(300)
    if kind == "a list":
        return b'["cardsuite", 1, {"data": {}}]'
    document = json.loads(good)
    if kind == "newer version":
        document["version"] = 99
    elif kind == "wrong kind":
        document["kind"] = "something-else"
    else:  # the right envelope around data of the wrong type
        document["data"] = ["not", "the", "fields"]
    return json.dumps(document).encode()


DAMAGES = ["empty", "truncated", "random", "a list", "newer version", "wrong kind",
           "wrong data", *EVIL]


def _load(name: str, folder: Path):
    """Read the store ``name`` in ``folder`` as the suite does."""
    if name == "vierfrei-statistics":
        from cardsuite.games.vierfrei.stats import Statistics

        return Statistics.load(folder / "stats.json")
    if name == "skat-session":
        from cardsuite.games.skat.session import SAVE_KIND, SAVE_VERSION

        return store.read(folder / "skat-session.json", SAVE_KIND, (SAVE_VERSION,))
    if name == "binokel-slot":
        from cardsuite.games.binokel.records import SaveSlots

        return SaveSlots(folder).load("A")
    if name == "binokel-topten":
        from cardsuite.games.binokel.records import TopTen

        return TopTen(folder / "topten.json").load()
    from cardsuite.games.pref import club

    return club.Club(folder).enter("Anna")


@pytest.mark.parametrize("damage", DAMAGES)
@pytest.mark.parametrize("name", [n for n in STORES if n != "binokel-topten"])
def test_a_damaged_file_is_refused_by_name_and_kept(tmp_path, name, damage):
    path = _good(name, tmp_path)
    bad = _damage(damage, path.read_bytes())
    path.write_bytes(bad)
    with pytest.raises(store.StoreError) as caught:
        _load(name, tmp_path)
    assert caught.value.path == path and path.name in str(caught.value)
    assert caught.value.reason
    assert path.read_bytes() == bad  # kept exactly as it was
    # kept, and nothing beside it but the lock files of the stores that lock (store.locked)
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".lock") == [path.name]


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_top_ten_is_moved_aside_intact_and_reported(tmp_path, damage):
    path = _good("binokel-topten", tmp_path)
    bad = _damage(damage, path.read_bytes())
    path.write_bytes(bad)
    loaded = _load("binokel-topten", tmp_path)
    assert loaded.entries == [] and loaded.set_aside is not None
    assert path.name in loaded.problem and loaded.set_aside.name in loaded.problem
    assert loaded.set_aside.read_bytes() == bad and not path.exists()
