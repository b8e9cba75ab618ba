"""Vierfrei statistics: counting games, streaks and records; the file round trip and its checks."""

from __future__ import annotations

import json
import math

import pytest

from cardsuite.engine import store
from cardsuite.games.vierfrei.stats import KIND, VERSION, DealRecord, Statistics


def played_history(path) -> Statistics:
    """Deal 617 won twice (90 moves/250 s, then 84/301 s), lost once; deal 1 lost; deal 5 won."""
    stats = Statistics(path)
    stats.record(617, True, 90, 250.0)
    stats.record(617, False, 12, 30.0)
    stats.record(617, True, 84, 301.5)
    stats.record(1, False, 3, 4.0)
    stats.record(5, True, 100, 180.25)
    return stats


# --- counting ------------------------------------------------------------------------


def test_empty_statistics_have_no_figures(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.json")
    assert (stats.played, stats.won) == (0, 0)
    assert stats.win_rate is None
    assert (stats.current_streak, stats.best_streak) == (0, 0)
    assert stats.fewest_moves is None and stats.best_seconds is None
    assert stats.deals() == [] and stats.deal(617) is None


def test_totals_per_deal_records_and_overall_records(tmp_path) -> None:
    stats = played_history(tmp_path / "s.json")
    assert (stats.played, stats.won) == (5, 3)
    assert stats.win_rate == pytest.approx(0.6)
    # Per deal: records only from won games, each the best of its own kind
    # (the fewest moves and the best time come from different games).
    assert stats.deal(617) == DealRecord(played=3, won=2, fewest_moves=84, best_seconds=250.0)
    assert stats.deal(617).win_rate == pytest.approx(2 / 3)
    assert stats.deal(1) == DealRecord(played=1, won=0, fewest_moves=None, best_seconds=None)
    assert stats.deal(5) == DealRecord(played=1, won=1, fewest_moves=100, best_seconds=180.25)
    # Overall: the best over the deals.
    assert stats.fewest_moves == 84
    assert stats.best_seconds == 180.25
    assert [number for number, _record in stats.deals()] == [1, 5, 617]


def test_a_lost_game_with_fewer_moves_sets_no_record(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.record(7, True, 80, 200.0)
    stats.record(7, False, 5, 1.0)
    assert stats.deal(7).fewest_moves == 80 and stats.deal(7).best_seconds == 200.0
    assert stats.fewest_moves == 80 and stats.best_seconds == 200.0


def test_a_loss_ends_the_current_streak_but_not_the_best(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.json")
    for deal in (1, 2, 3):
        stats.record(deal, True, 90, 100.0)
    assert (stats.current_streak, stats.best_streak) == (3, 3)
    stats.record(4, False, 10, 10.0)
    assert (stats.current_streak, stats.best_streak) == (0, 3)
    stats.record(4, True, 95, 120.0)
    stats.record(5, True, 95, 120.0)
    assert (stats.current_streak, stats.best_streak) == (2, 3)
    stats.record(6, True, 95, 120.0)
    stats.record(6, True, 95, 120.0)
    assert (stats.current_streak, stats.best_streak) == (4, 4)


def test_a_game_without_moves_is_not_counted(tmp_path) -> None:
    stats = Statistics(tmp_path / "s.json")
    stats.record(3, True, 1, 2.0)
    stats.record(3, False, 0, 5.0)  # looked at, left without a move
    assert stats.played == 1 and stats.current_streak == 1
    assert stats.deal(3) == DealRecord(1, 1, 1, 2.0)


@pytest.mark.parametrize(
    ("deal", "moves", "seconds"),
    [
        (0, 10, 1.0),
        (2**31, 10, 1.0),
        (-5, 10, 1.0),
        (True, 10, 1.0),
        (1, -1, 1.0),
        (1, 2.5, 1.0),
        (1, 10, -0.5),
        (1, 10, math.nan),
        (1, 10, math.inf),
    ],
)
def test_record_refuses_impossible_games(tmp_path, deal, moves, seconds) -> None:
    stats = Statistics(tmp_path / "s.json")
    with pytest.raises(ValueError):
        stats.record(deal, True, moves, seconds)
    assert stats.played == 0


def test_reset_forgets_everything(tmp_path) -> None:
    stats = played_history(tmp_path / "s.json")
    stats.reset()
    assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (0, 0, 0, 0)
    assert stats.deals() == [] and stats.fewest_moves is None and stats.win_rate is None


# --- the file --------------------------------------------------------------------------


def test_missing_file_loads_empty_and_is_not_created(tmp_path) -> None:
    path = tmp_path / "none" / "s.json"
    stats = Statistics.load(path)
    assert stats.played == 0 and stats.path == path
    assert not path.exists()


def test_save_and_load_round_trip(tmp_path) -> None:
    path = tmp_path / "data" / "s.json"
    stats = played_history(path)
    stats.save()
    again = Statistics.load(path)
    assert again.deals() == stats.deals()
    assert (again.played, again.won) == (5, 3)
    assert (again.current_streak, again.best_streak) == (1, 1)
    assert again.fewest_moves == 84 and again.best_seconds == 180.25
    # The file is the store's versioned JSON with readable deal numbers.
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["format"], document["kind"], document["version"]) == ("cardsuite", KIND, 1)
    assert sorted(document["data"]["deals"]) == ["1", "5", "617"]
    # no temporary left behind; the lock file of two suites at once stays (store.locked)
    assert sorted(p.name for p in path.parent.iterdir()) == [".s.json.lock", "s.json"]


def test_reset_and_save_leaves_an_empty_file_that_loads(tmp_path) -> None:
    path = tmp_path / "s.json"
    stats = played_history(path)
    stats.save()
    stats.reset()
    stats.save()
    assert Statistics.load(path).played == 0


def good_data() -> dict:
    return {
        "deals": {
            "617": {"played": 3, "won": 2, "fewest_moves": 84, "best_seconds": 250.0},
            "1": {"played": 1, "won": 0, "fewest_moves": None, "best_seconds": None},
        },
        "current_streak": 1,
        "best_streak": 2,
    }


def write_document(path, data, kind: str = KIND, version: int = VERSION) -> bytes:
    document = {"format": "cardsuite", "kind": kind, "version": version, "data": data}
    raw = json.dumps(document).encode("utf-8")
    path.write_bytes(raw)
    return raw


def test_the_good_document_used_below_loads(tmp_path) -> None:
    path = tmp_path / "s.json"
    write_document(path, good_data())
    stats = Statistics.load(path)
    assert stats.deal(617) == DealRecord(3, 2, 84, 250.0)
    assert (stats.played, stats.current_streak, stats.best_streak) == (4, 1, 2)


def assert_refused(path, raw: bytes, needle: str = "") -> None:
    with pytest.raises(store.StoreError) as caught:
        Statistics.load(path)
    assert str(path) in str(caught.value)
    assert needle in str(caught.value)
    assert path.read_bytes() == raw  # never touched, never half-loaded into a save


def test_damaged_json_is_refused_naming_the_file(tmp_path) -> None:
    path = tmp_path / "s.json"
    raw = b'{"format": "cardsuite", "kind": "vierfrei-statistics", "vers'
    path.write_bytes(raw)
    assert_refused(path, raw, "not valid JSON")


def test_a_foreign_kind_is_refused(tmp_path) -> None:
    path = tmp_path / "s.json"
    raw = write_document(path, good_data(), kind="prefclub-membership")
    assert_refused(path, raw, "prefclub-membership")


def test_a_newer_version_is_refused(tmp_path) -> None:
    path = tmp_path / "s.json"
    raw = write_document(path, good_data(), version=VERSION + 1)
    assert_refused(path, raw, "version")


def spoil(change):
    data = good_data()
    change(data)
    return data


BAD = {
    "negative played": lambda d: d["deals"]["617"].update(played=-1),
    "played as text": lambda d: d["deals"]["617"].update(played="3"),
    "played as a boolean": lambda d: d["deals"]["1"].update(played=True),
    "played as a fraction": lambda d: d["deals"]["617"].update(played=3.0),
    "won above played": lambda d: d["deals"]["617"].update(won=4),
    "nothing played": lambda d: d["deals"]["1"].update(played=0),
    "deal 0": lambda d: d["deals"].update({"0": d["deals"].pop("1")}),
    "deal 2^31": lambda d: d["deals"].update({str(2**31): d["deals"].pop("1")}),
    "negative deal": lambda d: d["deals"].update({"-1": d["deals"].pop("1")}),
    "deal with a leading zero": lambda d: d["deals"].update({"01": d["deals"].pop("1")}),
    "deal not a number": lambda d: d["deals"].update({"abc": d["deals"].pop("1")}),
    "record missing a field": lambda d: d["deals"]["617"].pop("best_seconds"),
    "record with an unknown field": lambda d: d["deals"]["617"].update(extra=1),
    "record not a table": lambda d: d["deals"].update({"617": [3, 2, 84, 250.0]}),
    "won without a record": lambda d: d["deals"]["617"].update(fewest_moves=None),
    "record without a win": lambda d: d["deals"]["1"].update(fewest_moves=50, best_seconds=9.0),
    "zero moves": lambda d: d["deals"]["617"].update(fewest_moves=0),
    "negative time": lambda d: d["deals"]["617"].update(best_seconds=-1.0),
    "time as text": lambda d: d["deals"]["617"].update(best_seconds="4:10"),
    "deals not a table": lambda d: d.update(deals=[]),
    "missing streak": lambda d: d.pop("best_streak"),
    "negative streak": lambda d: d.update(current_streak=-1),
    "current above best streak": lambda d: d.update(current_streak=3, best_streak=2),
    "best streak above games won": lambda d: d.update(current_streak=0, best_streak=5),
    "unknown top field": lambda d: d.update(version=2),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_out_of_range_or_wrong_values_are_refused(tmp_path, case) -> None:
    path = tmp_path / "s.json"
    raw = write_document(path, spoil(BAD[case]))
    assert_refused(path, raw, "is damaged")


def test_a_non_finite_time_is_refused(tmp_path) -> None:
    # json reads NaN although JSON has no such number; a hand-edited file may hold it.
    path = tmp_path / "s.json"
    raw = json.dumps(
        {"format": "cardsuite", "kind": KIND, "version": VERSION, "data": good_data()}
    ).replace("250.0", "NaN").encode("utf-8")
    path.write_bytes(raw)
    assert_refused(path, raw, "is damaged: NaN")  # refused as it is read (store.loads)
