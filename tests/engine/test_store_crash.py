"""A process killed in the middle of a save leaves the previous file intact — for every kind of
file the suite keeps: Vierfrei's statistics, the Skat session, Binokel's slots and Top 10,
PrefClub's member files.

A child process saves version A of a file through the real code, then starts saving version B
and is killed (SIGKILL, no clean-up) at one of two moments: half-way through writing the new
bytes, or with the new file complete and synced but not yet renamed over the old one.  The
parent then reads the file through the real code and must find A; a later save (B) must work
beside whatever the killed one left behind.
"""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

CHILD = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[4])
    from tests.engine.test_store_crash import STORES
    store_name, point, folder = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    save_a, save_b, _version = STORES[store_name]
    save_a(folder)

    def die(*_args, **_kwargs):
        os.kill(os.getpid(), signal.SIGKILL)

    if point == "writing":
        real_fdopen = os.fdopen

        class HalfWritten:
            def __init__(self, stream):
                self.stream = stream
            def __enter__(self):
                return self
            def __exit__(self, *_exc):
                return False
            def write(self, data):
                self.stream.write(data[: len(data) // 2])
                self.stream.flush()
                die()

        os.fdopen = lambda fd, *a, **k: HalfWritten(real_fdopen(fd, *a, **k))
    else:
        os.replace = die
    save_b(folder)
    print("not killed")
""")


# --- the stores: save A, save B, which version a folder holds (through the real code) -----------

def _vierfrei_save(folder: Path, games: int) -> None:
    from cardsuite.games.vierfrei.stats import Statistics

    statistics = Statistics.load(folder / "stats.json")
    for deal in range(statistics.played + 1, games + 1):
        statistics.record(deal, True, 60, 90.0)
    statistics.save()


def _vierfrei_version(folder: Path) -> str:
    from cardsuite.games.vierfrei.stats import Statistics

    return {1: "A", 2: "B"}[Statistics.load(folder / "stats.json").played]


def _skat_save(folder: Path, seed: int) -> None:
    from cardsuite.engine import store
    from cardsuite.games.skat.game import Options
    from cardsuite.games.skat.session import SAVE_KIND, SAVE_VERSION, Session, SessionSettings

    session = Session(SessionSettings(Options(), seed=seed))
    store.write(folder / "skat-session.json", SAVE_KIND, SAVE_VERSION, session.to_dict())


def _skat_version(folder: Path) -> str:
    from cardsuite.engine import store
    from cardsuite.games.skat.session import SAVE_KIND, SAVE_VERSION, Session

    _v, data = store.read(folder / "skat-session.json", SAVE_KIND, (SAVE_VERSION,))
    return {1: "A", 2: "B"}[Session.from_dict(data).settings.seed]


def _slot_save(folder: Path, name: str) -> None:
    from cardsuite.games.binokel.records import SaveSlots
    from cardsuite.games.binokel.session import Session

    SaveSlots(folder).save("A", Session(), name)


def _slot_version(folder: Path) -> str:
    from cardsuite.games.binokel.records import SaveSlots

    return {"Anna": "A", "Bert": "B"}[SaveSlots(folder).load("A")[1]]


def _topten_save(folder: Path, names: tuple[str, ...]) -> None:
    from cardsuite.games.binokel.records import TopTen

    top = TopTen(folder / "topten.json")
    top.load()
    for index, name in enumerate(names):
        if name not in [entry.name for entry in top.entries]:
            top.insert(name, 500 + index, "1992-05-01")
    top.save()


def _topten_version(folder: Path) -> str:
    from cardsuite.games.binokel.records import TopTen

    loaded = TopTen(folder / "topten.json").load()
    assert loaded.set_aside is None  # never a damaged file to set aside
    return {1: "A", 2: "B"}[len(loaded.entries)]


def _member_save(folder: Path, booked: bool) -> None:
    from fractions import Fraction

    from cardsuite.games.pref import club

    the_club = club.Club(folder)
    member = the_club.enter("Anna")
    if isinstance(member, club.NewcomerRequired):
        member = the_club.join("Anna")
    if booked:
        table = club.Table(("egon", "hilde"), 10, Fraction(1, 10))
        the_club.book(member, club.GameResult(table, Fraction(30), 6))


def _member_version(folder: Path) -> str:
    from cardsuite.games.pref import club

    return {0: "A", 1: "B"}[club.Club(folder).enter("Anna").games]


STORES = {
    "vierfrei-statistics": (lambda f: _vierfrei_save(f, 1), lambda f: _vierfrei_save(f, 2),
                            _vierfrei_version),
    "skat-session": (lambda f: _skat_save(f, 1), lambda f: _skat_save(f, 2), _skat_version),
    "binokel-slot": (lambda f: _slot_save(f, "Anna"), lambda f: _slot_save(f, "Bert"),
                     _slot_version),
    "binokel-topten": (lambda f: _topten_save(f, ("Anna",)),
                       lambda f: _topten_save(f, ("Anna", "Bert")), _topten_version),
    "pref-member": (lambda f: _member_save(f, False), lambda f: _member_save(f, True),
                    _member_version),
}


@pytest.mark.parametrize("point", ["writing", "renaming"])
@pytest.mark.parametrize("name", list(STORES))
def test_a_save_killed_midway_leaves_the_previous_file(tmp_path, name, point):
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run([sys.executable, "-c", CHILD, name, point, str(tmp_path), str(root)],
                           capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert child.returncode == -9, child.stderr  # killed, as planned
    assert "not killed" not in child.stdout
    _save_a, save_b, version = STORES[name]
    assert version(tmp_path) == "A"
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) == 1  # what the killed save left: beside the file, never over it
    save_b(tmp_path)
    assert version(tmp_path) == "B"
