"""Every registered game's board keeps the main window's contract (registry.GameBoard)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import SignalInstance

from cardsuite.ui import registry


@pytest.mark.parametrize("key", [entry.key for entry in registry.games()])
def test_every_board_keeps_the_main_windows_contract(qtbot, clean_settings, key) -> None:
    board = registry.create(key)
    qtbot.addWidget(board)
    assert isinstance(board, registry.GameBoard)
    for signal in ("title_changed", "info_changed", "close_requested"):
        assert isinstance(getattr(board, signal), SignalInstance), signal
    assert board.title() and isinstance(board.info(), str)
    assert all(action is None or action.text() for action in board.game_actions())
    assert all(action.isSeparator() or action.text() for action in board.option_actions())
    board.leave()
    worker = getattr(board, "worker", None)
    if worker is not None:
        worker.wait()
