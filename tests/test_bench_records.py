"""The long benchmarks' per-deal records (bench/records.py): a stopped run goes on where it
stopped, and a change to the code that plays starts again from nothing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
import records  # noqa: E402


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setattr(records, "RECORDS", tmp_path)
    monkeypatch.delenv("BENCH_FRESH", raising=False)
    return tmp_path


def square(job):
    return job * job


def test_a_stopped_run_goes_on_where_it_stopped(store):
    played = []

    def pool_map(jobs):
        for job in jobs:
            played.append(job)
            yield square(job)

    jobs = [(index, index + 10) for index in range(6)]
    first = records.Record("match", "abc", {"seed": 7})
    stream = first.run(jobs, pool_map)
    assert [next(stream) for _ in range(4)] == [100, 121, 144, 169]  # then the run is killed
    # ... half-way through writing the next line.
    with (store / "match.jsonl").open("a") as file:
        file.write('{"fingerprint": "abc", "seed": 7, "ind')
    played.clear()
    second = records.Record("match", "abc", {"seed": 7})
    assert list(second.run(jobs, pool_map)) == [100, 121, 144, 169, 196, 225]
    assert played == [14, 15]
    assert second.recorded == 4
    # Now everything is recorded: nothing is played.
    played.clear()
    third = records.Record("match", "abc", {"seed": 7})
    assert list(third.run(jobs, pool_map)) == [100, 121, 144, 169, 196, 225]
    assert played == [] and third.recorded == 6


def test_other_code_or_parameters_or_fresh_start_from_nothing(store, monkeypatch):
    jobs = [(index, index) for index in range(3)]
    list(records.Record("match", "abc", {"seed": 7}).run(jobs, lambda js: map(square, js)))
    for other in (records.Record("match", "def", {"seed": 7}),
                  records.Record("match", "abc", {"seed": 8})):
        list(other.run(jobs, lambda js: map(square, js)))
        assert other.recorded == 0
    monkeypatch.setenv("BENCH_FRESH", "1")
    fresh = records.Record("match", "abc", {"seed": 7})
    list(fresh.run(jobs, lambda js: map(square, js)))
    assert fresh.recorded == 0
    # The history of every run stays in the file.
    lines = [json.loads(line) for line in (store / "match.jsonl").read_text().splitlines()]
    assert len(lines) == 12


def test_the_fingerprint_follows_the_code_that_plays():
    def play_one(job):
        return job

    def play_other(job):
        return job + 1

    skat = records.fingerprint(["cardsuite.games.skat.selfplay"], [play_one])
    assert skat == records.fingerprint(["cardsuite.games.skat.selfplay"], [play_one])
    assert skat != records.fingerprint(["cardsuite.games.skat.selfplay"], [play_other])
    assert skat != records.fingerprint(["cardsuite.games.binokel.selfplay"], [play_one])


def test_the_fingerprint_reads_every_imported_module_and_the_compiled_search(tmp_path, monkeypatch):
    # A copy of the tree in which one file the bots import (not named) is changed.
    import shutil

    root = tmp_path / "tree"
    shutil.copytree(records.ROOT / "cardsuite", root / "cardsuite",
                    ignore=shutil.ignore_patterns("*.so", "__pycache__", "translations", "ui"))
    monkeypatch.setattr(records, "ROOT", root)
    before = records.fingerprint(["cardsuite.games.skat.selfplay"])
    sampling = root / "cardsuite" / "engine" / "ai" / "sampling.py"
    sampling.write_text(sampling.read_text() + "\n# a comment is no change\n")
    assert records.fingerprint(["cardsuite.games.skat.selfplay"]) == before
    sampling.write_text(sampling.read_text() + "\nCHANGED = 1\n")
    assert records.fingerprint(["cardsuite.games.skat.selfplay"]) != before
    changed = records.fingerprint(["cardsuite.games.skat.selfplay"])
    search = root / "cardsuite" / "engine" / "ai" / "_dd3.c"
    search.write_text(search.read_text() + "\n/* changed */\n")
    assert records.fingerprint(["cardsuite.games.skat.selfplay"]) != changed


def test_the_fingerprint_reads_the_code_not_its_words():
    source = '''"""A module."""
import os


class Player:
    """Plays."""

    def act(self, x):
        """Acts."""
        return x + 1  # one more
'''
    reworded = source.replace("Plays.", "Plays well, as measured.").replace(
        "# one more", "# the next").replace('"""Acts."""', '"""Acts,\n    at once."""')
    assert records.code_text(source) == records.code_text(reworded)
    # A docstring dropped altogether is the same code too.
    assert records.code_text(source) == records.code_text(source.replace('"""Acts."""\n', ""))
    # Code is not words: another constant, another name, a string that is not a docstring.
    for changed in (source.replace("x + 1", "x + 2"), source.replace("act", "move"),
                    source.replace("return x + 1", 'y = "Acts."\n        return x + 1')):
        assert records.code_text(changed) != records.code_text(source)


def test_play_runs_the_missing_jobs_in_this_process_and_records_them(store):
    jobs = [(index, index + 1) for index in range(4)]
    first = records.Record("square", "f1", {"seed": 1})
    assert list(first.play(jobs, square, 1, "square")) == [1, 4, 9, 16]
    assert first.recorded == 0
    again = records.Record("square", "f1", {"seed": 1})
    assert list(again.play(jobs, abs, 1, "square")) == [1, 4, 9, 16]  # all from the records
    assert again.recorded == 4
