"""Binokel's save slots A – X and the Top 10 (rules/binokel.md, "The program around the game")."""

from __future__ import annotations

import json
import random
import tempfile
from datetime import UTC, date, datetime
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardsuite.engine import store
from cardsuite.games.binokel import records
from cardsuite.games.binokel.bots import make_bot
from cardsuite.games.binokel.game import Phase
from cardsuite.games.binokel.options import Options
from cardsuite.games.binokel.records import (
    NAME_LIMIT,
    SLOTS,
    Entry,
    SaveSlots,
    SlotError,
    SlotInfo,
    TopTen,
    clean_name,
)
from cardsuite.games.binokel.session import HUMAN, Session, SessionSettings
from tests.games.binokel.test_session import play_until

WHEN = datetime(2026, 11, 29, 16, 45, 7, tzinfo=UTC)


def advance(session: Session, steps: int, player) -> list:
    """``steps`` actions of the round (bots and the stand-in player), dealing on as needed."""
    seen = []
    for _ in range(steps):
        if session.over:
            break
        if session.deal is None or session.deal.phase is Phase.FINISHED:
            seen.append(("deal", session.new_deal().number))
        elif session.bot_to_move:
            seen.append(session.bot_step())
        else:
            action = player.act(session.deal.observation(HUMAN))
            session.human_apply(action)
            seen.append((HUMAN, action))
    return seen


@pytest.fixture(scope="module")
def session() -> Session:
    """Two games played and the third under way: a save from the middle of a round."""
    played = Session(SessionSettings(Options(), ("simple", "easy"), seed=11))
    for _ in range(2):
        played.new_deal()
        play_until(played)
    played.new_deal()
    play_until(played, steps=7)
    assert played.games == 2 and played.deal.phase is not Phase.FINISHED
    return played


def good_file(tmp_path: Path, session: Session, slot: str = "E") -> tuple[SaveSlots, Path]:
    slots = SaveSlots(tmp_path)
    slots.save(slot, session, "Ann", when=WHEN)
    return slots, slots.path(slot)


# --- save slots ---------------------------------------------------------------------------------


def test_there_are_24_slots_a_to_x():
    assert SLOTS == "ABCDEFGHIJKLMNOPQRSTUVWX" and len(SLOTS) == 24 == len(set(SLOTS))


def test_a_saved_session_loads_as_it_was_and_plays_on_identically(tmp_path, session):
    slots = SaveSlots(tmp_path)
    assert not slots.used("C")
    slots.save("C", session, "Ann", when=WHEN)
    assert slots.used("C") and slots.path("C").parent == tmp_path

    loaded, player = slots.load("C")
    assert player == "Ann"
    assert loaded is not session and loaded.to_dict() == session.to_dict()
    assert loaded.rows == session.rows and loaded.totals == session.totals

    # Both copies go on for 60 actions (into the next game) exactly alike.
    original = Session.from_dict(session.to_dict())  # leave the shared fixture untouched
    went = advance(original, 60, make_bot("simple", 99))
    again = advance(loaded, 60, make_bot("simple", 99))
    assert len(went) == 60 and went == again
    assert any(step[0] == "deal" for step in went)
    assert loaded.to_dict() == original.to_dict() and loaded.rows == original.rows


def test_the_file_is_a_versioned_store_file(tmp_path, session):
    slots, path = good_file(tmp_path, session)
    version, data = store.read(path, "binokel-slot", (1,))
    assert version == 1 and set(data) == {"player", "saved", "session"}
    assert data["saved"] == "2026-11-29T16:45:07+00:00"
    assert data["session"] == session.to_dict()
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_saving_to_a_used_slot_replaces_it(tmp_path, session):
    slots, path = good_file(tmp_path, session, "A")
    fresh = Session(SessionSettings(Options(), ("medium", "medium"), seed=2))
    assert slots.used("A")  # the caller asks here, then saves
    slots.save("A", fresh, "Bob")
    loaded, player = slots.load("A")
    assert player == "Bob" and loaded.to_dict() == fresh.to_dict()


def test_the_name_is_cleaned_and_must_be_text(tmp_path, session):
    slots = SaveSlots(tmp_path)
    slots.save("B", session, " Ann\n\tMarie\u202e ")
    assert slots.load("B")[1] == "AnnMarie"
    with pytest.raises(TypeError, match="name must be text"):
        slots.save("B", session, 7)
    with pytest.raises(TypeError, match="Binokel session"):
        slots.save("B", session.to_dict(), "Ann")
    assert slots.load("B")[1] == "AnnMarie"  # refused saves changed nothing


@pytest.mark.parametrize("bad", ["Y", "", "AB", "1", " A", None, 0, "Ä", "\ufb06"])
def test_a_slot_must_be_a_letter_a_to_x(tmp_path, session, bad):
    slots = SaveSlots(tmp_path)
    for call in (slots.path, slots.used, slots.load, lambda s: slots.save(s, session, "Ann")):
        with pytest.raises(ValueError, match="letters A to X"):
            call(bad)
    assert list(tmp_path.iterdir()) == []


def test_slot_letters_may_be_small(tmp_path, session):
    slots = SaveSlots(tmp_path)
    assert slots.path("c") == slots.path("C")
    slots.save("c", session, "Ann")
    assert slots.used("C") and slots.load("C")[1] == "Ann"


def test_loading_an_empty_slot_says_so_and_creates_nothing(tmp_path):
    slots = SaveSlots(tmp_path / "saves")
    with pytest.raises(SlotError) as caught:
        slots.load("D")
    error = caught.value
    assert error.slot == "D" and error.path == slots.path("D")
    assert "slot D" in str(error) and "binokel-slot-D.json" in str(error)
    assert "empty" in str(error)
    assert not (tmp_path / "saves").exists()


def _mangled_session(data: dict) -> dict:
    data["session"]["deals"][0]["actions"][0] = ["bid", "lots"]
    return data


def _impossible_action(data: dict) -> dict:
    data["session"]["deals"][0]["actions"].insert(0, ["play", "AH"])
    return data


def _wrong_dealer(data: dict) -> dict:
    data["session"]["deals"][1]["dealer"] = data["session"]["deals"][0]["dealer"] + 2
    return data


def _session_version(data: dict) -> dict:
    data["session"]["version"] = 9
    return data


def _no_options(data: dict) -> dict:
    del data["session"]["options"]
    return data


def _player_not_text(data: dict) -> dict:
    data["player"] = ["Ann"]
    return data


def _bad_time(data: dict) -> dict:
    data["saved"] = "yesterday"
    return data


def _extra_key(data: dict) -> dict:
    data["cheat"] = True
    return data


def _session_not_a_dict(data: dict) -> dict:
    data["session"] = "binokel"
    return data


DATA_DAMAGE = [_mangled_session, _impossible_action, _wrong_dealer, _session_version,
               _no_options, _player_not_text, _bad_time, _extra_key, _session_not_a_dict]


def damage_bytes(kind: str, good: bytes, path: Path) -> bytes:
    """The bytes of a slot file damaged in the way ``kind`` names."""
    if kind == "truncated":
        return good[: len(good) // 2]
    if kind == "random bytes":
        return random.Random(5).randbytes(700)
    if kind == "empty file":
        return b""
    if kind == "not cardsuite":
        return json.dumps({"player": "Ann"}).encode()
    if kind == "deep nesting":
        return b"[" * 100_000
    document = json.loads(good)
    if kind == "wrong kind":
        document["kind"] = "skat-session"
    elif kind == "wrong version":
        document["version"] = 2
    else:
        document["data"] = next(f for f in DATA_DAMAGE if f.__name__ == kind)(document["data"])
    return json.dumps(document).encode()


DAMAGE = ["truncated", "random bytes", "empty file", "not cardsuite", "deep nesting",
          "wrong kind", "wrong version", *(f.__name__ for f in DATA_DAMAGE)]


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_damaged_slot_is_refused_and_kept_byte_for_byte(tmp_path, session, kind):
    slots, path = good_file(tmp_path, session)
    damaged = damage_bytes(kind, path.read_bytes(), path)
    path.write_bytes(damaged)
    before = sorted(p.name for p in tmp_path.iterdir())

    with pytest.raises(SlotError) as caught:
        slots.load("e")
    error = caught.value
    assert isinstance(error, store.StoreError)  # the UI's store handlers catch it too
    assert error.slot == "E" and error.path == path
    assert str(error).startswith(f"save slot E ({path}): ")
    assert path.read_bytes() == damaged
    assert sorted(p.name for p in tmp_path.iterdir()) == before

    # The dialog shows it as damaged, with the same reason, and it counts as used.
    info = slots.overview()["E"]
    assert info == SlotInfo("E", damaged=error.reason)
    assert slots.used("E")
    assert path.read_bytes() == damaged


def test_the_overview_marks_used_empty_and_damaged_slots(tmp_path, session):
    slots = SaveSlots(tmp_path)
    assert slots.overview() == dict.fromkeys(SLOTS)

    slots.save("A", session, "Ann", when=WHEN)
    fresh = Session(SessionSettings(Options(), ("easy", "easy"), seed=4))
    slots.save("X", fresh, "Bob", when=datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC))
    slots.path("M").write_text("{not json", encoding="utf-8")

    overview = slots.overview()
    assert list(overview) == list(SLOTS)
    assert overview["A"] == SlotInfo("A", "Ann", 3, "2026-11-29T16:45:07+00:00")
    assert overview["X"] == SlotInfo("X", "Bob", 1, "2026-01-02T03:04:05+00:00")
    damaged = overview["M"]
    assert damaged.slot == "M" and damaged.player is None and damaged.game is None
    assert "not valid JSON" in damaged.damaged
    assert {slot for slot, info in overview.items() if info is None} == set(SLOTS) - {"A", "X", "M"}
    assert slots.path("M").read_text(encoding="utf-8") == "{not json"


def test_a_finished_round_shows_its_last_game(tmp_path):
    finished = Session(SessionSettings(Options(round_length=2), ("random", "random"), seed=8))
    while not finished.over:
        finished.new_deal()
        play_until(finished)
    slots = SaveSlots(tmp_path)
    slots.save("Q", finished, "Ann")
    assert slots.overview()["Q"].game == 2
    assert slots.load("Q")[0].over


def test_saving_where_nothing_can_be_written_is_a_slot_error(tmp_path, session):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(SlotError, match="save slot F .*cannot be written") as caught:
        SaveSlots(blocker).save("F", session, "Ann")
    assert caught.value.slot == "F"
    assert blocker.read_text(encoding="utf-8") == "x"


# --- Top 10 ---------------------------------------------------------------------------------------

MOMENT = datetime(2026, 11, 29, 16, 45, 0)


def top_ten(path: Path) -> TopTen:
    table = TopTen(path, clock=lambda: MOMENT)
    return table


def test_a_missing_file_is_an_empty_list(tmp_path):
    table = top_ten(tmp_path / "topten.json")
    assert table.load() == ([], None, None)
    assert table.entries == [] and table.place(-500) == 1
    assert list(tmp_path.iterdir()) == []


def test_the_list_must_be_loaded_first(tmp_path):
    path = tmp_path / "topten.json"
    store.write(path, "binokel-topten", 1, {"entries": [{"name": "Ann", "score": 9, "date":
                                                         "2026-01-01"}]})
    before = path.read_bytes()
    table = top_ten(path)
    for call in (lambda: table.entries, table.save, lambda: table.place(5),
                 lambda: table.insert("Bob", 5, "2026-01-02")):
        with pytest.raises(RuntimeError, match="load the Top 10"):
            call()
    assert path.read_bytes() == before


def test_highest_first_and_on_ties_the_earlier_entry_stays_ahead(tmp_path):
    table = top_ten(tmp_path / "topten.json")
    table.load()
    assert table.insert("Ann", 500, "2026-11-01") == 1
    assert table.insert("Bob", 700, "2026-11-02") == 1
    assert table.insert("Cid", 500, "2026-11-03") == 3  # behind Ann, who was there first
    assert table.insert("Dot", -40, date(2026, 11, 4)) == 4
    assert table.insert("Eve", 600, datetime(2026, 11, 5, 20, 15)) == 2
    assert [(e.name, e.score) for e in table.entries] == [
        ("Bob", 700), ("Eve", 600), ("Ann", 500), ("Cid", 500), ("Dot", -40)]
    assert table.entries[4] == Entry("Dot", -40, "2026-11-04")
    assert table.entries[1].date == "2026-11-05T20:15:00"
    assert table.place(500) == 5 and table.place(501) == 3 and table.place(-41) == 6


def test_the_eleventh_drops_out(tmp_path):
    table = top_ten(tmp_path / "topten.json")
    table.load()
    for score in range(100, 1100, 100):  # 100 … 1000
        assert table.insert(f"P{score}", score, "2026-11-29") is not None
    assert len(table.entries) == 10
    full = table.entries

    assert table.place(100) is None and table.place(99) is None and table.place(101) == 10
    assert table.insert("Low", 100, "2026-11-29") is None  # ties the tenth: the tenth stays
    assert table.insert("Lower", -5, "2026-11-29") is None
    assert table.entries == full

    assert table.insert("New", 550, "2026-11-29") == 6
    names = [e.name for e in table.entries]
    assert len(names) == 10 and "P100" not in names and names[5] == "New"
    assert [e.score for e in table.entries] == [1000, 900, 800, 700, 600, 550, 500, 400, 300, 200]


def test_the_list_survives_a_reload(tmp_path):
    path = tmp_path / "records" / "topten.json"
    table = top_ten(path)
    table.load()
    for name, score in [("Ann", 300), ("Bob", 450), ("Cid", 300)]:
        table.insert(name, score, "2026-11-29")
    table.save()

    again = top_ten(path)
    assert again.load() == (table.entries, None, None)
    assert again.entries == table.entries
    assert [e.name for e in again.entries] == ["Bob", "Ann", "Cid"]
    assert again.insert("Dot", 300, "2026-11-30") == 4  # the tie order survived too
    again.save()
    assert [e.name for e in top_ten(path).load().entries] == ["Bob", "Ann", "Cid", "Dot"]
    assert sorted(p.name for p in path.parent.iterdir()) == ["topten.json"]


def test_names_are_cleaned_limited_and_must_be_text(tmp_path):
    table = top_ten(tmp_path / "topten.json")
    table.load()
    table.insert("  Jo\x00\nhn\u200b \x1b[31m ", 10, "2026-11-29")
    assert table.entries[0].name == "John [31m"
    table.insert("W" * 40, 5, "2026-11-29")
    assert table.entries[1].name == "W" * NAME_LIMIT
    table.insert("", 1, "2026-11-29")
    assert table.entries[2].name == ""  # a default name is the UI's job
    with pytest.raises(TypeError, match="name must be text"):
        table.insert(b"Ann", 20, "2026-11-29")
    with pytest.raises(TypeError, match="whole number"):
        table.insert("Ann", True, "2026-11-29")
    with pytest.raises(TypeError, match="whole number"):
        table.insert("Ann", 20.5, "2026-11-29")
    with pytest.raises(ValueError, match="ISO 8601"):
        table.insert("Ann", 20, "29.11.2026")
    assert len(table.entries) == 3  # refused entries changed nothing
    table.save()
    assert top_ten(tmp_path / "topten.json").load().entries == table.entries
    assert clean_name("Ann\u202eBob") == "AnnBob"


def _entries(*rows: tuple) -> bytes:
    data = {"entries": [dict(zip(("name", "score", "date"), row, strict=True)) for row in rows]}
    return json.dumps({"format": "cardsuite", "kind": "binokel-topten", "version": 1,
                       "data": data}).encode()


TOPTEN_DAMAGE = {
    "not json": b'{"format": "cardsuite", "kind": "binokel-top',
    "random bytes": random.Random(9).randbytes(300),
    "wrong kind": json.dumps({"format": "cardsuite", "kind": "vierfrei-statistics",
                              "version": 1, "data": {"entries": []}}).encode(),
    "wrong version": json.dumps({"format": "cardsuite", "kind": "binokel-topten",
                                 "version": 7, "data": {"entries": []}}).encode(),
    "no entries": json.dumps({"format": "cardsuite", "kind": "binokel-topten",
                              "version": 1, "data": {"list": []}}).encode(),
    "score not a number": _entries(("Ann", "900", "2026-11-29")),
    "score a bool": _entries(("Ann", True, "2026-11-29")),
    "name not text": _entries((None, 900, "2026-11-29")),
    "name with a newline": _entries(("Ann\nBob", 900, "2026-11-29")),
    "name too long": _entries(("A" * 25, 900, "2026-11-29")),
    "bad date": _entries(("Ann", 900, "someday")),
    "missing date": json.dumps({"format": "cardsuite", "kind": "binokel-topten", "version": 1,
                                "data": {"entries": [{"name": "Ann", "score": 1}]}}).encode(),
    "out of order": _entries(("Ann", 100, "2026-11-29"), ("Bob", 200, "2026-11-29")),
    "eleven entries": _entries(*[("Ann", 100, "2026-11-29")] * 11),
    "deep nesting": b"[" * 100_000,
}


@pytest.mark.parametrize("kind", list(TOPTEN_DAMAGE))
def test_a_damaged_list_is_set_aside_reported_and_replaced_on_save(tmp_path, kind):
    path = tmp_path / "topten.json"
    damaged = TOPTEN_DAMAGE[kind]
    path.write_bytes(damaged)

    table = top_ten(path)
    loaded = table.load()
    aside = tmp_path / "topten.damaged-20261129-164500.json"
    assert loaded.entries == [] and table.entries == []
    assert loaded.set_aside == aside
    assert str(path) in loaded.problem and aside.name in loaded.problem
    assert aside.read_bytes() == damaged
    assert not path.exists()

    assert table.insert("Ann", 250, "2026-11-29") == 1
    table.save()
    assert top_ten(path).load() == ([Entry("Ann", 250, "2026-11-29")], None, None)
    assert aside.read_bytes() == damaged  # the set-aside file is kept


def test_a_second_damaged_file_in_the_same_second_does_not_overwrite_the_first(tmp_path):
    path = tmp_path / "topten.json"
    first_aside = tmp_path / "topten.damaged-20261129-164500.json"
    path.write_bytes(b"first")
    assert top_ten(path).load().set_aside == first_aside
    path.write_bytes(b"second")
    second = top_ten(path).load()
    assert second.set_aside == tmp_path / "topten.damaged-20261129-164500-2.json"
    assert first_aside.read_bytes() == b"first"
    assert second.set_aside.read_bytes() == b"second"


def test_a_damaged_list_that_cannot_be_set_aside_is_never_saved_over(tmp_path, monkeypatch):
    path = tmp_path / "topten.json"
    path.write_bytes(b"garbage")

    def refuse(source, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(records.os, "replace", refuse)
    table = top_ten(path)
    loaded = table.load()
    assert loaded.entries == [] and loaded.set_aside is None
    assert "could not be set aside" in loaded.problem and str(path) in loaded.problem
    table.insert("Ann", 10, "2026-11-29")
    with pytest.raises(store.StoreError, match="could not be set aside"):
        table.save()
    assert path.read_bytes() == b"garbage"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["topten.json"]  # claimed name freed


def test_an_unreadable_list_is_reported_not_moved_and_not_saved_over(tmp_path):
    path = tmp_path / "topten.json"
    path.mkdir()
    table = top_ten(path)
    loaded = table.load()
    assert loaded.entries == [] and loaded.set_aside is None and "cannot be read" in loaded.problem
    with pytest.raises(store.StoreError, match="cannot be read"):
        table.save()
    assert path.is_dir() and sorted(p.name for p in tmp_path.iterdir()) == ["topten.json"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=-2000, max_value=2000) | st.sampled_from([0, 100, 500]),
                max_size=30))
def test_insert_keeps_the_best_ten_sorted_with_ties_in_order_of_arrival(scores):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "topten.json"
        table = top_ten(path)
        table.load()
        for index, score in enumerate(scores):
            expected = table.place(score)
            assert table.insert(f"P{index}", score, "2026-11-29") == expected
            if expected is not None:
                assert table.entries[expected - 1].name == f"P{index}"
            entries = table.entries
            assert len(entries) == min(index + 1, 10)
            assert all(a.score >= b.score for a, b in pairwise(entries))
        # Exactly the ten best, ties in the order they came (a stable sort of everything).
        best = sorted(enumerate(scores), key=lambda item: -item[1])[:10]
        assert [(e.name, e.score) for e in table.entries] == [(f"P{i}", s) for i, s in best]
        table.save()
        assert top_ten(path).load().entries == table.entries
