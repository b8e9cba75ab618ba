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
    if name == "skat-session":  # read as F9 reads it: a session that does not load is damaged
        from cardsuite.games.skat.session import SAVE_KIND, SAVE_VERSION, Session

        path = folder / "skat-session.json"
        _version, data = store.read(path, SAVE_KIND, (SAVE_VERSION,))
        try:
            return Session.from_dict(data)
        except ValueError as error:
            raise store.StoreError(path, f"is damaged: {error}") from error
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


def _number_paths(value, path=()):
    """Where the numbers of ``value`` stand (keys and indices)."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _number_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _number_paths(item, (*path, index))
    elif isinstance(value, int) and not isinstance(value, bool):
        yield path


#: Numbers that may be below zero: a Binokel round's score.
_MAY_BE_NEGATIVE = {("binokel-topten", "score")}


@pytest.mark.parametrize("absurd", [2**64, -5])
@pytest.mark.parametrize("name", list(STORES))
def test_every_number_out_of_its_range_is_damage(tmp_path, name, absurd):
    """Issue 17: counts of 2**64, ``games: -5``, ``dealer: 10**30`` were taken (F6 then
    failed with OverflowError).  Every number of a good file (one with a game booked,
    a deal in play …), set to ``absurd`` in turn, is refused as damage, never a bare
    error, and the file is kept (the Top 10 moved aside intact)."""
    STORES[name][1](tmp_path)
    (path,) = [p for p in tmp_path.iterdir() if p.suffix == ".json"]
    good = path.read_bytes()
    document = json.loads(good)
    places = list(_number_paths(document["data"]))
    assert places
    for place in places:
        if absurd < 0 and (name, place[-1]) in _MAY_BE_NEGATIVE:
            continue
        changed = json.loads(good)
        target = changed["data"]
        for key in place[:-1]:
            target = target[key]
        target[place[-1]] = absurd
        bad = json.dumps(changed).encode()
        path.write_bytes(bad)
        if name == "binokel-topten":
            loaded = _load(name, tmp_path)
            assert loaded.set_aside is not None, place
            assert loaded.set_aside.read_bytes() == bad
            loaded.set_aside.unlink()
        else:
            with pytest.raises(store.StoreError, match="damaged"):
                _load(name, tmp_path)
            assert path.read_bytes() == bad, place
        path.write_bytes(good)
