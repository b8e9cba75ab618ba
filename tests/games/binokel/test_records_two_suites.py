"""Binokel's slots and Top 10 with two suites at once (issue 17), through real processes."""

import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from cardsuite.games.binokel.records import SaveSlots, SlotError, TopTen
from cardsuite.games.binokel.session import Session

ROOT = str(Path(__file__).resolve().parents[3])


def _children(script: str, folder: Path, count: int) -> None:
    go = folder / "go"
    code = textwrap.dedent(f"""
        import sys, time
        from pathlib import Path
        sys.path.insert(0, {ROOT!r})
        folder = Path(sys.argv[1])
        me = int(sys.argv[2])
        while not (folder / "go").exists():
            time.sleep(0.005)
    """) + textwrap.dedent(script)
    processes = [subprocess.Popen([sys.executable, "-c", code, str(folder), str(index)],
                                  stderr=subprocess.PIPE, text=True) for index in range(count)]
    time.sleep(0.3)
    go.touch()
    for process in processes:
        _out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err


def test_rounds_ending_in_two_suites_both_make_the_top_ten(tmp_path):
    _children("""
        from cardsuite.games.binokel.records import TopTen
        for game in range(4):
            loaded, place, error = TopTen(folder / "topten.json").enter(
                f"P{me}-{game}", 1000 + 10 * game + me, "2026-12-05")
            assert place is not None and error is None
    """, tmp_path, 2)
    entries = TopTen(tmp_path / "topten.json").load().entries
    assert sorted(e.name for e in entries) == sorted(f"P{me}-{g}" for me in (0, 1)
                                                     for g in range(4))
    assert [e.score for e in entries] == sorted((e.score for e in entries), reverse=True)


def test_a_slot_saved_by_another_suite_after_the_question_is_not_replaced(tmp_path):
    slots = SaveSlots(tmp_path)
    seen = slots.state("C")
    assert seen is None  # empty: the player is not even asked
    _children("""
        from cardsuite.games.binokel.records import SaveSlots
        from cardsuite.games.binokel.session import Session
        SaveSlots(folder).save("C", Session(), "Bert")
    """, tmp_path, 1)
    theirs = (tmp_path / "binokel-slot-C.json").read_bytes()
    with pytest.raises(SlotError) as caught:
        slots.save("C", Session(), "Anna", replacing=seen)
    assert "another Cardsuite" in caught.value.reason
    assert (tmp_path / "binokel-slot-C.json").read_bytes() == theirs
    # What the player saw and agreed to replace is replaced.
    slots.save("C", Session(), "Anna", replacing=slots.state("C"))
    assert slots.load("C")[1] == "Anna"
