"""The rules text of every game names every key its board answers (issue 18: Vierfrei's
omitted F4, F5, F6 and keyboard play; the trick games' omitted F4, L, B, P and C).

The keys are not listed here: they are the shortcuts of each real board's menu actions,
written as Qt writes them in the language (Qt's own German: "Entf", "Strg+Z",
"Umschalt+F1"), the same names the menus show beside their entries.  Each must stand in
the rules as a word of its own.
"""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from cardsuite.ui import registry
from cardsuite.ui.i18n import language_manager

#: The dedicated Undo and Redo keys a few keyboards have: they say what they do.
OWN_NAMES = {Qt.Key.Key_Undo, Qt.Key.Key_Redo}


def named(key: str, rules: str) -> bool:
    return re.search(r"(?<![\w+])" + re.escape(key) + r"(?![\w+])", rules) is not None


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", ["binokel", "pref", "skat", "vierfrei"])
def test_the_rules_name_every_key_the_board_answers(qtbot, clean_settings, game, language):
    entry = registry.game(game)
    board = entry.create_board()
    qtbot.addWidget(board)
    language_manager().set_language(language)
    try:
        rules = entry.rules()
        keys = {sequence.toString(QKeySequence.SequenceFormat.NativeText)
                for action in board.game_actions() if action is not None
                for sequence in action.shortcuts() if sequence[0].key() not in OWN_NAMES}
        assert {"F4", "F10"} <= keys
        assert [key for key in sorted(keys) if not named(key, rules)] == []
    finally:
        board.leave()
        language_manager().set_language("en")


@pytest.mark.parametrize("language, escape, choose", [("en", "Escape", "Return"),
                                                       ("de", "Esc", "Eingabetaste")])
def test_vierfreis_rules_tell_keyboard_play(language, escape, choose):
    from cardsuite.ui.boards.vierfrei.entry import vierfrei_rules

    language_manager().set_language(language)
    try:
        rules = vierfrei_rules()
        assert all(named(keys, rules) for keys in ("1 – 8", "a – d", escape, choose))
    finally:
        language_manager().set_language("en")
