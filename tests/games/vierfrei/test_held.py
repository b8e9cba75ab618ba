"""Kept Vierfrei games (issue 17, "keep the game"): slots, locks, replay, damage.

The kept game is replayed from its deal by the rules, so what is read back is checked
against the position the moves really lead to, not against what was written.
"""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardsuite.engine import keeping, store
from cardsuite.games.vierfrei import held
from cardsuite.games.vierfrei.game import Game
from cardsuite.games.vierfrei.play import plan_double_click
from cardsuite.games.vierfrei.rules import Move, cell, column

ROOT = str(Path(__file__).resolve().parents[3])


def played(deal: int, actions: int) -> tuple[Game, list]:
    """``deal`` with ``actions`` actions made: double clicks first, else the first legal move."""
    game = Game(deal)
    made = []
    for _ in range(actions):
        moves = next((m for c in range(8) if (m := plan_double_click(game.position, column(c)))),
                     None) or [game.position.legal_moves()[0]]
        action = game.plan(moves)
        game.perform(action)
        made.append(action)
    return game, made


def keep(folder: Path, deal: int = 617, actions: int = 5, undone: int = 0, **more) -> held.Kept:
    game, made = played(deal, actions)
    for action in reversed(made[actions - undone:]):
        game.revert(action)
    kept = held.Kept(game, made, **more)
    slot = held.free_slot(folder)
    held.write(slot, kept)
    slot.release()
    return kept


def test_a_kept_game_comes_back_with_its_undo_and_redo_history(tmp_path):
    kept = keep(tmp_path, actions=6, undone=2, seconds=95.5, assisted=True)
    taken = held.take_kept(tmp_path)
    assert taken.damaged == []
    again = taken.kept
    assert again.game.number == 617
    assert again.game.position == kept.game.position
    assert again.done == 4 and [a.moves for a in again.actions] == [a.moves for a in kept.actions]
    assert (again.seconds, again.assisted, again.recorded) == (95.5, True, False)
    # The redo part replays to where the game had been before the two undos.
    for action in again.actions[4:]:
        again.game.perform(action)
    assert again.game.position == played(617, 6)[0].position


def test_an_action_of_several_moves_is_kept_as_one_action(tmp_path):
    game = Game(1)
    action = game.plan([Move(column(0), cell(0)), Move(column(1), cell(1)),
                        Move(cell(0), cell(2))])  # as a supermove is made of single moves
    game.perform(action)
    slot = held.free_slot(tmp_path)
    held.write(slot, held.Kept(game, [action]))
    slot.release()
    assert held.take_kept(tmp_path).kept.actions == [action]


def test_a_claimed_game_is_not_taken_twice_and_the_newest_comes_first(tmp_path):
    keep(tmp_path, deal=5)
    keep(tmp_path, deal=6)  # written after deal 5
    first = held.take_kept(tmp_path)
    assert first.kept.game.number == 6
    second = held.take_kept(tmp_path)  # the first window holds deal 6
    assert second.kept.game.number == 5
    assert held.take_kept(tmp_path).kept is None
    assert held.free_slot(tmp_path).path.name == "game-3.json"  # 1 and 2 are held


def test_games_that_are_over_are_no_kept_games(tmp_path):
    slot = held.free_slot(tmp_path)
    held.write(slot, held.Kept(Game(9), []))  # not a move made
    slot.release()
    assert held.take_kept(tmp_path).kept is None
    assert not (tmp_path / "game-1.json").exists()


def test_all_slots_taken_means_no_room(tmp_path):
    slots = [held.free_slot(tmp_path) for _ in range(keeping.SLOTS)]
    with pytest.raises(store.StoreError) as caught:
        held.free_slot(tmp_path)
    assert caught.value.reason == keeping.NO_FREE_SLOT and caught.value.path == tmp_path
    for slot in slots:
        slot.release()


def test_a_slot_held_by_another_running_process_is_left_alone(tmp_path):
    keep(tmp_path, deal=8)
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {ROOT!r})
        from cardsuite.games.vierfrei import held
        taken = held.take_kept({str(tmp_path)!r})
        print(taken.kept.game.number, flush=True)
        time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "8"
        assert held.take_kept(tmp_path).kept is None  # the other suite's window has it
        assert held.free_slot(tmp_path).path.name == "game-2.json"
        child.kill()
        child.wait()
        assert held.take_kept(tmp_path).kept.game.number == 8  # its lock died with it
    finally:
        if child.poll() is None:
            child.kill()


def _document(folder: Path) -> dict:
    return json.loads((folder / "game-1.json").read_text())


DAMAGE = [
    ("deal", 0), ("deal", 2**31), ("deal", "617"), ("deal", True),
    ("done", -1), ("done", 6), ("done", 1.5),
    ("seconds", -1), ("seconds", 10**10), ("seconds", "5"),
    ("assisted", 1), ("recorded", None),
    ("actions", "8h"), ("actions", [["8h"], []]), ("actions", [["zz"]]), ("actions", [[5]]),
    ("actions", [["1h"]] * 5),  # a move the rules refuse
    ("recorded", "yes"),
]


@pytest.mark.parametrize(("key", "value"), DAMAGE)
def test_a_damaged_kept_game_is_reported_once_and_kept_aside(tmp_path, key, value):
    keep(tmp_path, actions=5)
    document = _document(tmp_path)
    document["data"]["game"][key] = value
    text = json.dumps(document)
    (tmp_path / "game-1.json").write_text(text)
    taken = held.take_kept(tmp_path)
    assert taken.kept is None
    [error] = taken.damaged
    assert error.reason.startswith("is damaged")
    assert error.path.name.startswith("damaged-game-1-") and error.path.read_text() == text
    assert not (tmp_path / "game-1.json").exists()
    assert held.take_kept(tmp_path).damaged == []  # reported once


def test_evil_json_and_foreign_fields_are_damage_too(tmp_path):
    for text in ('{"format": "cardsuite", "kind": "vierfrei-game", "version": 1, "data": '
                 '{"deal": 1' + "0" * 5000 + '}}', "NaN", "[" * 100000):
        keep(tmp_path)
        (tmp_path / "game-1.json").write_text(text)
        [error] = held.take_kept(tmp_path).damaged
        assert error.reason.startswith("is damaged")
    keep(tmp_path)
    document = _document(tmp_path)
    document["data"]["game"]["extra"] = 1
    (tmp_path / "game-1.json").write_text(json.dumps(document))
    [error] = held.take_kept(tmp_path).damaged
    assert error.reason == "is damaged: not the fields of a kept game"
    for saved in (-5, "now", float("inf"), 2**41):
        keep(tmp_path)
        document = _document(tmp_path)
        document["data"]["saved"] = saved
        (tmp_path / "game-1.json").write_text(json.dumps(document))
        [error] = held.take_kept(tmp_path).damaged
        assert error.reason.startswith("is damaged: ")


def test_a_folder_in_the_way_is_a_store_error(tmp_path):
    (tmp_path / "blocked").write_text("")
    with pytest.raises(store.StoreError) as caught:
        held.free_slot(tmp_path / "blocked" / "games")
    assert "is a file, not a folder" in caught.value.reason
    assert held.take_kept(tmp_path / "blocked" / "games").kept is None


def test_lock_files_stay_as_few_as_the_slots(tmp_path):
    for deal in range(1, 40):
        slot = held.free_slot(tmp_path)
        held.write(slot, held.Kept(*played(deal, 1)))
        slot.clear()  # the game ended
        slot.release()
    assert sorted(os.listdir(tmp_path)) == [".game-1.json.lock"]
