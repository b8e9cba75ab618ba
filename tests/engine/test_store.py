import json
import os

import pytest

from cardsuite.engine import store
from cardsuite.engine.store import StoreError


def test_round_trip(tmp_path):
    path = tmp_path / "sub" / "game.json"
    store.write(path, "vierfrei-game", 1, {"deal": 617, "moves": ["8h", "1a"], "name": "Jürgen"})
    assert store.read(path, "vierfrei-game", (1,)) == (
        1, {"deal": 617, "moves": ["8h", "1a"], "name": "Jürgen"})
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]  # no temporary left


def test_write_replaces_atomically(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    store.write(path, "k", 1, {"n": 1})

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(StoreError, match="game.json.*cannot be written"):
        store.write(path, "k", 1, {"n": 2})
    monkeypatch.undo()
    assert store.read(path, "k", (1,)) == (1, {"n": 1})
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize(
    "content, message",
    [
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b'{"format": "other"}', "not a Cardsuite file"),
        (b"[1, 2]", "not a Cardsuite file"),
        (b'{"format": "cardsuite", "kind": "skat", "version": 1, "data": {}}', "holds 'skat'"),
        (b'{"format": "cardsuite", "kind": "k", "version": 9, "data": {}}', "version 9"),
        (b'{"format": "cardsuite", "kind": "k", "version": true, "data": {}}', "version True"),
        (b'{"format": "cardsuite", "kind": "k", "version": 1, "data": []}', "no data"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ],
)
def test_damaged_or_foreign_files_are_named_and_kept(tmp_path, content, message):
    path = tmp_path / "save.json"
    path.write_bytes(content)
    with pytest.raises(StoreError, match=message) as caught:
        store.read(path, "k", (1,))
    assert str(path) in str(caught.value)
    assert path.read_bytes() == content


def test_missing_file(tmp_path):
    with pytest.raises(StoreError, match="does not exist"):
        store.read(tmp_path / "nothing.json", "k", (1,))


def test_unserialisable_data_leaves_old_file(tmp_path):
    path = tmp_path / "s.json"
    store.write(path, "k", 1, {"a": 1})
    with pytest.raises(StoreError, match="cannot be saved"):
        store.write(path, "k", 1, {"a": object()})
    assert json.loads(path.read_text())["data"] == {"a": 1}


def test_folder_that_cannot_be_made_is_a_store_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError, match="cannot be written"):
        store.write(blocker / "save.json", "k", 1, {"a": 1})
    assert blocker.read_text() == "not a folder"
