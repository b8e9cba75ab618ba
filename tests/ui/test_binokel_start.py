"""Binokel's start screen: name and speed stored on Continue or Load, a blank name refused,
the three choices told, and a language switch re-labelling it."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardsuite.games.binokel.records import NAME_LIMIT
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel.slots import player_name
from cardsuite.ui.boards.binokel.start import NAME_KEY, StartDialog


@pytest.fixture
def dialog(qtbot, clean_settings, english):
    clean_settings.setValue(NAME_KEY, "Wolfgang")
    clean_settings.setValue("speed", "slow")
    widget = StartDialog()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def chosen(widget) -> list:
    seen = []
    widget.chosen.connect(seen.append)
    return seen


def test_it_opens_with_the_stored_name_and_speed_and_continue_is_the_default(dialog):
    assert dialog.title() == "Binokel"
    assert dialog.name_label.text() == "Your name:"
    assert dialog.name_edit.text() == "Wolfgang"
    assert dialog.name_edit.hasFocus() and dialog.name_edit.selectedText() == "Wolfgang"
    assert dialog.name_edit.maxLength() == NAME_LIMIT
    assert dialog.speed_label.text() == "Animation speed:"
    assert [b.text() for b in dialog.speed_buttons.values()] == ["slow", "medium", "fast"]
    assert dialog.speed() == "slow" and dialog.speed_buttons["slow"].isChecked()
    assert [b.text() for b in dialog.buttons()] == ["Load", "Exit", "Continue"]
    assert dialog.default_button() is dialog.continue_button
    assert dialog.continue_button.border_width() == 3
    assert dialog.load_button.border_width() == dialog.exit_button.border_width() == 2
    assert dialog.message() == "" and not dialog.refused() and dialog.choice() is None


def test_continue_stores_the_name_and_the_speed(dialog, qtbot, clean_settings):
    seen = chosen(dialog)
    QTest.keyClicks(dialog.name_edit, "Cathy's friend")  # typing replaces the selected name
    qtbot.mouseClick(dialog.speed_buttons["fast"], Qt.MouseButton.LeftButton)
    assert dialog.speed() == "fast"
    assert not dialog.speed_buttons["slow"].isChecked()  # the three are exclusive
    assert settings.get_choice("speed") == "slow"  # nothing stored before the dialog ends
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() == "continue" and seen == ["continue"]
    assert not dialog.isVisible()
    assert clean_settings.value(NAME_KEY) == "Cathy's friend"
    assert player_name() == "Cathy's friend"
    assert settings.get_choice("speed") == "fast"


def test_return_in_the_name_field_is_continue(dialog, qtbot, clean_settings):
    dialog.name_edit.setText("  Jim Knopf  ")
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.choice() == "continue"
    assert clean_settings.value(NAME_KEY) == "Jim Knopf"  # trimmed


def test_a_name_is_at_most_the_limit_long(dialog):
    dialog.name_edit.clear()
    QTest.keyClicks(dialog.name_edit, "x" * (NAME_LIMIT + 5))
    assert dialog.name_edit.text() == "x" * NAME_LIMIT


@pytest.mark.parametrize("blank", ["", "    ", "\t"])
def test_a_blank_name_is_refused_and_nothing_is_saved(dialog, qtbot, clean_settings, plings,
                                                      blank):
    seen = chosen(dialog)
    dialog.name_edit.setText(blank)
    dialog.set_speed("medium")
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.choice() is None and seen == []
    assert dialog.refused() and dialog.message() == "Please enter your name."
    assert plings == ["pling"]
    assert dialog.name_edit.hasFocus()
    assert clean_settings.value(NAME_KEY) == "Wolfgang"
    assert settings.get_choice("speed") == "slow"
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Return)  # Return is refused the same way
    assert dialog.isVisible() and plings == ["pling", "pling"]
    # Typing takes the message away; then Continue goes through.
    QTest.keyClicks(dialog.name_edit, "Anna")
    assert not dialog.refused() and dialog.message() == ""
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.choice() == "continue" and seen == ["continue"]
    assert clean_settings.value(NAME_KEY) == "Anna"
    assert settings.get_choice("speed") == "medium"


def test_the_dialog_keeps_its_size_when_it_refuses(dialog, qtbot):
    size = dialog.size()
    dialog.name_edit.clear()
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert dialog.refused() and dialog.size() == size


def test_load_stores_the_speed_and_needs_no_name(dialog, qtbot, clean_settings):
    seen = chosen(dialog)
    dialog.name_edit.clear()
    dialog.set_speed("fast")
    qtbot.mouseClick(dialog.load_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() == "load" and seen == ["load"] and not dialog.isVisible()
    assert clean_settings.value(NAME_KEY) == "Wolfgang"  # the slot brings its own name
    assert settings.get_choice("speed") == "fast"


def test_load_with_a_name_stores_it(dialog, qtbot, clean_settings):
    dialog.name_edit.setText("Fritz")
    qtbot.mouseClick(dialog.load_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() == "load" and clean_settings.value(NAME_KEY) == "Fritz"


@pytest.mark.parametrize("how", ["button", "escape"])
def test_exit_and_escape_store_nothing(dialog, qtbot, clean_settings, how):
    seen = chosen(dialog)
    dialog.name_edit.setText("Somebody else")
    dialog.set_speed("fast")
    if how == "button":
        qtbot.mouseClick(dialog.exit_button, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert dialog.choice() == "exit" and seen == ["exit"] and not dialog.isVisible()
    assert clean_settings.value(NAME_KEY) == "Wolfgang"
    assert settings.get_choice("speed") == "slow"


def test_without_a_stored_name_the_field_is_empty_and_the_speed_medium(qtbot, clean_settings,
                                                                      english):
    clean_settings.remove("speed")
    widget = StartDialog()
    qtbot.addWidget(widget)
    assert widget.name_edit.text() == "" and widget.speed() == "medium"


def test_the_language_switch_relabels_it(dialog, switch):
    english_size = dialog.size()
    dialog.name_edit.clear()
    dialog.continue_button.click()  # refused: the message is re-labelled too
    switch("de")
    assert dialog.name_label.text() == "Ihr Name:"
    assert dialog.speed_label.text() == "Animationsgeschwindigkeit:"
    assert dialog.message() == "Bitte geben Sie Ihren Namen ein."
    assert [b.text() for b in dialog.speed_buttons.values()] == ["langsam", "mittel", "schnell"]
    assert [b.text() for b in dialog.buttons()] == ["Laden", "Exit", "Weiter"]  # Weiter: the real file
    widths = {b.width() for b in dialog.speed_buttons.values()}
    assert len(widths) == 1  # the speed buttons share one width, the widest text's
    assert dialog.size() != english_size  # fitted to the longer texts
    assert dialog.speed() == "slow"  # what was chosen stays chosen
    switch("en")
    assert dialog.name_label.text() == "Your name:"
    assert dialog.message() == "Please enter your name."
    assert [b.text() for b in dialog.buttons()] == ["Load", "Exit", "Continue"]
