"""The PrefClub's entrance: the doorman (join, enter, refused, damaged file kept), the member's
file, the table (two opponents, limit and price through club.py), the membership alerts, and a
language switch re-labelling every dialog."""

import dataclasses
import functools
import re
from dataclasses import replace
from datetime import datetime
from fractions import Fraction

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.games.pref import club
from cardsuite.games.pref.characters import CHARACTERS
from cardsuite.games.pref.table_rules import MANUAL, SOCHI, TableRules
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref.club import (
    NAME_KEY,
    DoormanDialog,
    MemberFileDialog,
    TableDialog,
    confirm_leave,
    entry_message,
    tell_check,
)
from cardsuite.ui.boards.pref.rules_dialog import TableRulesDialog
from cardsuite.ui.gem.alert import AlertIcon, GemAlert
from cardsuite.ui.i18n import language_manager

translate = QCoreApplication.translate
EVENING = datetime(1993, 9, 28, 20, 15)


# --- helpers --------------------------------------------------------------------------------------


_round = [0]


@pytest.fixture(autouse=True)
def fresh_answers():
    """Answers still waiting for an alert when a test ends give up: they belong to that test."""
    _round[0] += 1
    yield
    _round[0] += 1


def answer_alert(button: int, seen: list, round_: int, tries: int = 500) -> None:
    """Once an alert is up, note its icon and lines in ``seen`` and choose ``button``."""
    if round_ != _round[0]:
        return
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert) and alert.isVisible():
        seen.append((alert.icon(), alert.lines()))
        alert.button(button).click()
    elif tries:
        QTimer.singleShot(10, functools.partial(answer_alert, button, seen, round_, tries - 1))


def answering(button: int) -> list:
    """Answer the next alert with ``button``; the list fills with what it said."""
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, button, seen, _round[0]))
    return seen


class StandInGerman(QTranslator):
    """Answers every PrefClub text the real German file does not have yet with "[de] …".

    Installed before the switch, so the real file (installed later) is asked first: once the
    lead has translated a text, the real German wins and the tests still hold.
    """

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802
        return f"[de] {source}" if context == "PrefClub" else None

    def isEmpty(self):  # noqa: N802
        return False


@pytest.fixture
def german(switch):
    """``german()`` switches to German (with the stand-in), ``german(False)`` back to English."""
    stand_in = StandInGerman()
    app = QCoreApplication.instance()

    def to(on: bool = True) -> None:
        if on:
            app.installTranslator(stand_in)
            switch("de")
        else:
            app.removeTranslator(stand_in)
            switch("en")

    yield to
    app.removeTranslator(stand_in)


def german_of(text: str) -> str:
    """What ``text`` reads in the language now shown (German after ``german()``)."""
    return translate("PrefClub", text)


@pytest.fixture
def the_club(tmp_path):
    return club.Club(tmp_path / "club", clock=lambda: EVENING)


def shown(qtbot, widget):
    """``widget`` shown and active, so that its field has the keyboard."""
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


@pytest.fixture
def doorman(qtbot, the_club, clean_settings, english):
    def make(other_club=None) -> DoormanDialog:
        return shown(qtbot, DoormanDialog(None, other_club or the_club))
    return make


def expelled(the_club, name: str) -> club.Member:
    """A member shown out: the first check passed, the second found debts over DM 10."""
    member = the_club.join(name)
    table = club.Table(("egon", "hilde"), 20, Fraction(5, 100))
    assert the_club.check(member, 5, 0, table).outcome is club.Outcome.OK
    assert the_club.check(member, 10, Fraction(-20), table).outcome is club.Outcome.EXPELLED
    return member


# --- texts ----------------------------------------------------------------------------------------


def test_every_club_message_has_its_translatable_literal(english):
    constants = {name: value for name, value in vars(club).items()
                 if re.fullmatch(r"(LIMIT|PRICE|NAME)_[A-Z_]+", name) and isinstance(value, str)}
    assert len(constants) == 10
    assert set(pref_club._messages()) == set(constants.values())
    for message in constants.values():
        assert entry_message(message) == message  # the literal is the club's text, unchanged
    assert entry_message("Something new") == "Something new"  # never lost, only untranslated


def test_money_and_points_follow_the_language(german):
    assert pref_club.money_text(Fraction(-1213, 30)) == "DM -40.43"
    assert pref_club.terms_text(15) == "DM 15"
    assert pref_club.amount_text(Fraction(279, 10)) == "+27.90"
    assert pref_club.amount_text(0) == "0.00"
    assert pref_club.points_text(558) == "+558"
    assert pref_club.points_text(Fraction(-250, 3)) == "-83.3"
    assert pref_club.points_text(0) == "0"
    german()
    assert pref_club.money_text(Fraction(-1213, 30)).endswith("-40,43")
    assert pref_club.points_text(Fraction(-250, 3)) == "-83,3"


def test_the_sheets_amounts_take_the_suites_decimal_mark_not_the_systems(german):
    from PySide6.QtCore import QLocale

    from cardsuite.ui.boards.pref import words

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        assert words.money_text(Fraction(14, 5), signed=True) == "DM +2.80"  # English suite
        assert words.money_text(Fraction(1, 20)) == "DM 0.05"
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        german()
        assert words.money_text(Fraction(14, 5), signed=True).endswith("+2,80")
        assert words.amount_text(Fraction(-1, 300)) == "0,00"  # rounds to nothing: no sign
    finally:
        QLocale.setDefault(before)


def test_every_character_has_a_style_of_his_own(english):
    styles = [pref_club.style_text(character) for character in CHARACTERS]
    assert len(set(styles)) == len(CHARACTERS)
    by_key = dict(zip((c.key for c in CHARACTERS), styles, strict=True))
    assert by_key["baron"] == "bids boldly, whists readily"
    assert by_key["adelheid"] == "bids cautiously, whists sparingly"
    assert by_key["kalle"] == "bids wildly, whists on any hope"


# --- the doorman ----------------------------------------------------------------------------------


def test_a_new_name_is_asked_to_join_and_joins(doorman, the_club, clean_settings):
    dialog = doorman()
    assert dialog.title() == "PrefClub" and dialog.name_label.text() == "Name:"
    assert [b.text() for b in dialog.buttons()] == ["Enter", "Go home"]
    assert dialog.default_button() is dialog.enter_button
    assert dialog.enter_button.border_width() == 3
    assert dialog.name_edit.hasFocus()
    QTest.keyClicks(dialog.name_edit, "  Anna   Schmidt ")
    seen = answering(0)  # Join
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert seen[0][0] is AlertIcon.QUESTION
    assert seen[0][1][0] == "You are not a member, Anna Schmidt."
    assert seen[0][1][-1] == "Join the club?"
    assert any("DM 10" in line for line in seen[0][1])
    member = dialog.member()
    assert member is not None and member.name == "Anna Schmidt"
    assert not dialog.isVisible()
    assert the_club.path("Anna Schmidt").is_file()
    assert clean_settings.value(NAME_KEY) == "Anna Schmidt"


def test_cancelling_the_join_keeps_the_door_open_and_writes_nothing(doorman, the_club, qtbot):
    dialog = doorman()
    dialog.name_edit.setText("Bert")
    seen = answering(1)  # Cancel
    dialog.enter_button.click()
    assert len(seen) == 1
    assert dialog.isVisible() and dialog.member() is None
    assert not the_club.path("Bert").exists()
    qtbot.waitUntil(dialog.name_edit.hasFocus)  # back in the field once the alert is gone
    assert dialog.name_edit.selectedText() == "Bert"


def test_a_known_name_enters_whatever_the_case(doorman, the_club):
    the_club.join("Anna")
    dialog = doorman()
    dialog.name_edit.setText("anna")
    seen = answering(0)
    dialog.enter_button.click()
    QTest.qWait(30)
    assert seen == []  # no question for a member
    assert dialog.member().name == "Anna" and not dialog.isVisible()


def test_the_field_starts_with_the_name_last_let_in(qtbot, the_club, clean_settings, english):
    clean_settings.setValue(NAME_KEY, "Anna")
    dialog = shown(qtbot, DoormanDialog(None, the_club))
    assert dialog.name_edit.text() == "Anna" and dialog.name_edit.selectedText() == "Anna"


def test_an_expelled_member_is_turned_away(doorman, the_club, plings):
    member = expelled(the_club, "Kurt")
    before = member.path.read_bytes()
    dialog = doorman()
    dialog.name_edit.setText("KURT")
    seen = answering(0)
    dialog.enter_button.click()
    QTest.qWait(30)
    assert seen == []
    assert dialog.message() == "Your membership has ended."
    assert plings == ["pling"]
    assert dialog.isVisible() and dialog.member() is None
    assert member.path.read_bytes() == before
    QTest.keyClicks(dialog.name_edit, "x")  # typing takes the message away
    assert dialog.message() == ""


def test_a_member_at_a_table_in_another_suite_is_told_so(doorman, the_club, tmp_path, plings):
    """Issue 17: the same member at two tables paid two penalties.  The other suite is
    another Club over the same folder holding his seat (an OS lock on its own open file,
    as a second process would; tests/games/pref/test_club_two_suites.py runs real ones)."""
    member = the_club.join("Anna")
    other_suite = club.Club(the_club.folder)
    other_suite.seat(other_suite.enter("Anna"))
    dialog = doorman()
    dialog.name_edit.setText("Anna")
    seen = answering(0)
    dialog.enter_button.click()
    QTest.qWait(30)
    assert seen == [] and plings == ["pling"]
    assert dialog.message() == "You are at a table in another Cardsuite already."
    assert dialog.isVisible() and dialog.member() is None
    other_suite.unseat(member)  # he left the other table: now the door opens
    dialog.enter_button.click()
    assert dialog.member() is not None and the_club.seated(dialog.member())
    the_club.unseat(dialog.member())


def test_a_game_never_booked_nor_left_is_charged_at_the_door(doorman, the_club):
    """Issue 17: a game ended by a crash or kill cost nothing; now the file says it was
    running, and the doorman settles it as left (tests/games/pref/test_club_two_suites.py
    kills a real suite)."""
    member = the_club.join("Anna")
    the_club.start(member, club.Table(("egon", "hilde"), 10, Fraction(1, 10)))
    dialog = doorman(club.Club(the_club.folder, clock=lambda: EVENING))  # the next run
    dialog.name_edit.setText("Anna")
    seen = answering(0)
    dialog.enter_button.click()
    icon, lines = seen[0]
    assert icon is AlertIcon.EXCLAMATION
    assert lines == ["Your last game was never finished", "nor left at the table.",
                     "It is charged as left: DM -10.00."]
    let_in = dialog.member()
    assert let_in is not None and (let_in.balance, let_in.games, let_in.running) == (-10, 1, None)
    dialog.club.unseat(let_in)


@pytest.mark.parametrize("damage", ["balance", "garbage"])
def test_a_damaged_file_is_reported_kept_and_nobody_gets_in(doorman, the_club, damage):
    member = the_club.join("Anna")
    path = member.path
    if damage == "balance":
        path.write_text(path.read_text(encoding="utf-8").replace('"balance": "0"',
                                                                 '"balance": "500"'),
                        encoding="utf-8")
    else:
        path.write_bytes(b"\x00not json at all")
    before = path.read_bytes()
    dialog = doorman()
    dialog.name_edit.setText("Anna")
    seen = answering(0)
    dialog.enter_button.click()
    icon, lines = seen[0]
    assert icon is AlertIcon.STOP and len(lines) <= 5
    assert lines[0] == "The member file of Anna cannot be used:"
    assert path.name in "".join(lines)
    assert lines[-1] == "It was kept unchanged. You cannot enter under this name."
    assert dialog.isVisible() and dialog.member() is None
    assert dialog.message() == "The doorman cannot let you in under this name."
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # nothing set aside or added


def test_a_join_that_cannot_be_written_is_reported(doorman, qtbot, tmp_path, clean_settings):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("in the way")
    dialog = doorman(club.Club(blocker))
    dialog.name_edit.setText("Anna")
    seen = answering(0)  # Join
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen, _round[0]))  # …OK to the report
    dialog.enter_button.click()
    qtbot.waitUntil(lambda: len(seen) == 2)
    icon, lines = seen[1]
    assert icon is AlertIcon.STOP
    assert lines[0] == "The club could not open a file for you:"
    assert lines[-1] == "Nothing was changed."
    assert dialog.isVisible() and dialog.member() is None
    assert blocker.read_text() == "in the way"
    assert clean_settings.value(NAME_KEY) is None


@pytest.mark.parametrize("blank", ["", "   ", "\t"])
def test_a_blank_name_is_refused(doorman, the_club, plings, blank):
    dialog = doorman()
    dialog.name_edit.setText(blank)
    dialog.enter_button.click()
    assert dialog.message() == "Please tell the doorman your name."
    assert plings == ["pling"] and dialog.isVisible() and dialog.member() is None
    assert not the_club.folder.exists() or not any(the_club.folder.iterdir())


def test_a_name_is_at_most_24_characters(doorman, the_club, plings):
    dialog = doorman()
    dialog.name_edit.clear()
    QTest.keyClicks(dialog.name_edit, "x" * 30)
    assert dialog.name_edit.text() == "x" * club.NAME_LIMIT
    # Behind the field the club refuses too: its message is shown, translated.
    dialog.name_edit.setMaxLength(100)
    dialog.name_edit.setText("y" * (club.NAME_LIMIT + 1))
    dialog.enter_button.click()
    assert dialog.message() == "A name may have at most 24 characters."
    assert plings == ["pling"] and dialog.member() is None
    dialog.name_edit.setText("y" * club.NAME_LIMIT)
    answering(0)
    dialog.enter_button.click()
    assert dialog.member().name == "y" * club.NAME_LIMIT


def test_go_home_and_escape_let_nobody_in(doorman):
    dialog = doorman()
    dialog.name_edit.setText("Anna")
    QTest.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.member() is None


def test_enter_club_returns_the_member(qtbot, the_club, clean_settings, english):
    the_club.join("Anna")

    def fill(tries: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, DoormanDialog) and dialog.isVisible():
            dialog.name_edit.setText("Anna")
            dialog.enter_button.click()
        elif tries:
            QTimer.singleShot(10, functools.partial(fill, tries - 1))

    QTimer.singleShot(0, fill)
    member = pref_club.enter_club(None, the_club)
    assert member is not None and member.name == "Anna"

    def go_home(tries: int = 500) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, DoormanDialog) and dialog.isVisible():
            dialog.cancel_button.click()
        elif tries:
            QTimer.singleShot(10, functools.partial(go_home, tries - 1))

    QTimer.singleShot(0, go_home)
    assert pref_club.enter_club(None, the_club) is None


# --- the member's file ----------------------------------------------------------------------------


@pytest.fixture
def anna(the_club):
    member = the_club.join("Anna")
    table = club.Table(("egon", "adelheid"), 20, Fraction(5, 100))
    the_club.book(member, club.GameResult(table, Fraction(558), 14))
    assert the_club.check(member, 0, 0, table).outcome is club.Outcome.PROMOTED
    the_club.book(member, club.GameResult(club.Table(("baron", "lola"), 30, Fraction(1, 10)),
                                          Fraction(-250, 3), 9))
    the_club.leave(member, True, 3, table)
    return member


def open_file(qtbot, member) -> MemberFileDialog:
    dialog = MemberFileDialog(None, member)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_member_file_shows_the_balance_terms_and_results(qtbot, anna, english):
    dialog = open_file(qtbot, anna)
    assert dialog.title() == "Member file"
    assert dialog.value("name") == "Anna"
    assert dialog.value("joined") == "1993-09-28"
    # 27.90 - 10 (credit paid back) - 8.33 - 50 (left a game)
    assert anna.balance == Fraction(279, 10) - 10 - Fraction(25, 3) - 50
    assert dialog.value("balance") == "DM -40.43"
    assert dialog.value("credit") == "DM 15" and dialog.value("penalty") == "DM 50"
    assert dialog.value("games") == "3"
    assert not dialog.value_labels["closed"].isVisibleTo(dialog)
    assert dialog.results_label.text() == "Latest results:"
    assert dialog.results.header == ["Date", "Opponents", "Limit", "Price", "Whist", "DM"]
    assert dialog.results.rows == [
        ["1993-09-28", "Egon Glücklos, Adelheid von Bedacht", "20", "0.05", "+558", "+27.90"],
        ["1993-09-28", "credit paid back", "", "", "", "-10.00"],
        ["1993-09-28", "Baron von Hasardt, Die schwarze Lola", "30", "0.10", "-83.3", "-8.33"],
        ["1993-09-28", "Egon Glücklos, Adelheid von Bedacht", "20", "0.05", "left", "-50.00"],
    ]
    assert [b.text() for b in dialog.buttons()] == ["OK"]


def test_the_file_shows_only_the_latest_results(qtbot, the_club, english):
    member = the_club.join("Bert")
    table = club.Table(("egon", "hilde"), 10, Fraction(1, 100))
    for points in range(1, 9):
        the_club.book(member, club.GameResult(table, Fraction(points), 1))
    dialog = open_file(qtbot, member)
    assert [row[4] for row in dialog.results.rows] == ["+4", "+5", "+6", "+7", "+8"]


def test_a_new_and_a_closed_file(qtbot, the_club, english):
    dialog = open_file(qtbot, the_club.join("Neu"))
    assert dialog.results_label.text() == "No games yet."
    assert not dialog.results.isVisibleTo(dialog)
    assert dialog.value("balance") == "DM 0.00"
    closed = open_file(qtbot, expelled(the_club, "Kurt"))
    assert closed.value_labels["closed"].isVisibleTo(closed)
    assert closed.value("closed") == "1993-09-28"
    assert closed.results.rows[-1][4] == "shown out"
    assert closed.value("balance") == "DM -20.00"


# --- the table ------------------------------------------------------------------------------------


@pytest.fixture
def table_dialog(qtbot, english, clean_settings):
    def make(initial=None) -> TableDialog:
        return shown(qtbot, TableDialog(None, initial))
    return make


def test_the_table_dialog_shows_the_three_groups(table_dialog):
    dialog = table_dialog()
    assert dialog.title() == "Your table"
    assert [label.text() for label in dialog.group_labels.values()] == [
        "Versager", "Damen", "Kartenhaie"]
    assert [line.text() for line in dialog.lines.values()] == [c.name for c in CHARACTERS]
    assert dialog.lines["baron"].style_line == "bids boldly, whists readily"
    assert len({line.width() for line in dialog.lines.values()}) == 1
    assert dialog.chosen() == [] and not dialog.ok_button.isEnabled()
    assert dialog.limit_edit.text() == "20" and dialog.limit_buttons[20].isChecked()
    assert dialog.price_edit.text() == "0.05"
    assert [b.text() for b in dialog.buttons()] == ["OK", "Cancel"]
    assert dialog.default_button() is dialog.ok_button


def test_one_or_three_opponents_are_refused(table_dialog, qtbot, plings):
    dialog = table_dialog()
    qtbot.mouseClick(dialog.lines["egon"], Qt.MouseButton.LeftButton)
    assert dialog.chosen() == ["egon"] and dialog.lines["egon"].isChecked()
    assert not dialog.ok_button.isEnabled()
    assert dialog.choice_line.text() == "Egon Glücklos is chosen; choose one more."
    QTest.keyClick(dialog.limit_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.table() is None
    qtbot.mouseClick(dialog.lines["lola"], Qt.MouseButton.LeftButton)
    assert dialog.ok_button.isEnabled()
    assert dialog.choice_line.text() == "At your table: Egon Glücklos and Die schwarze Lola."
    qtbot.mouseClick(dialog.lines["hilde"], Qt.MouseButton.LeftButton)
    assert dialog.chosen() == ["egon", "lola", "hilde"] and not dialog.ok_button.isEnabled()
    assert dialog.choice_line.text() == "Only two opponents sit at the table: un-choose one."
    dialog.accept()  # even reached from outside, three do not sit down
    assert dialog.isVisible() and dialog.table() is None and plings == ["pling"]
    qtbot.mouseClick(dialog.lines["egon"], Qt.MouseButton.LeftButton)  # un-choose
    assert dialog.chosen() == ["lola", "hilde"] and dialog.ok_button.isEnabled()


@pytest.mark.parametrize(("limit", "price", "message"), [
    ("25", "0.05", club.LIMIT_NOT_ALLOWED),
    ("60", "0.05", club.LIMIT_TOO_HIGH),
    ("", "0.05", club.LIMIT_EMPTY),
    ("zehn", "0.05", club.LIMIT_NOT_NUMBER),
    ("20", "0,005", club.PRICE_TOO_FINE),
    ("20", "2", club.PRICE_OUT_OF_RANGE),
    ("20", "", club.PRICE_EMPTY),
    ("20", "viel", club.PRICE_NOT_NUMBER),
])
def test_bad_limits_and_prices_show_the_clubs_message(table_dialog, qtbot, plings, limit, price,
                                                     message):
    dialog = table_dialog()
    dialog.choose("egon", "baron")
    dialog.limit_edit.setText(limit)
    dialog.price_edit.setText(price)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.message() == message
    assert dialog.isVisible() and dialog.table() is None and plings == ["pling"]
    limits = {club.LIMIT_EMPTY, club.LIMIT_NOT_NUMBER, club.LIMIT_TOO_HIGH, club.LIMIT_NOT_ALLOWED}
    field = dialog.limit_edit if message in limits else dialog.price_edit
    assert field.hasFocus()
    assert dialog.chosen() == ["egon", "baron"]
    assert (dialog.limit_edit.text(), dialog.price_edit.text()) == (limit, price)  # unchanged


def test_good_terms_give_the_table(table_dialog, qtbot):
    dialog = table_dialog()
    qtbot.mouseClick(dialog.lines["viktor"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.lines["adelheid"], Qt.MouseButton.LeftButton)
    dialog.limit_edit.setText("25")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.message() != ""
    QTest.keyClicks(dialog.limit_edit, "40")  # typing replaces the selected text…
    assert dialog.message() == ""  # …and takes the message away
    assert dialog.limit_buttons[40].isChecked() and not dialog.limit_buttons[20].isChecked()
    dialog.price_edit.selectAll()
    QTest.keyClicks(dialog.price_edit, "DM 0,10")
    QTest.keyClick(dialog.price_edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert dialog.table() == club.Table(("viktor", "adelheid"), 40, Fraction(1, 10))


def test_the_limit_buttons_fill_the_field(table_dialog, qtbot):
    dialog = table_dialog()
    qtbot.mouseClick(dialog.limit_buttons[50], Qt.MouseButton.LeftButton)
    assert dialog.limit_edit.text() == "50"
    assert [limit for limit, b in dialog.limit_buttons.items() if b.isChecked()] == [50]
    dialog.choose("hilde", "ede")
    dialog.ok_button.click()
    assert dialog.table() == club.Table(("hilde", "ede"), 50, Fraction(5, 100))


def test_the_tables_rules_are_chosen_with_it_the_manuals_by_default(table_dialog, qtbot):
    dialog = table_dialog()
    assert dialog.rules() == MANUAL
    checked = lambda: [k for k, b in dialog.rules_buttons.items() if b.isChecked()]  # noqa: E731
    assert checked() == ["manual"]
    assert [b.text() for b in dialog.rules_buttons.values()] == [
        "as the manual", "as in Sochi", "own …"]
    qtbot.mouseClick(dialog.rules_buttons["sochi"], Qt.MouseButton.LeftButton)
    assert dialog.rules() == SOCHI and checked() == ["sochi"]

    # "own …" opens the rules dialog on the rules so far; its OK gives them to the table
    def in_the_rules_dialog() -> None:
        rules = QApplication.activeModalWidget()
        if not isinstance(rules, TableRulesDialog):
            QTimer.singleShot(10, in_the_rules_dialog)
            return
        assert rules.rules() == SOCHI and rules.preset_buttons["sochi"].isChecked()
        qtbot.mouseClick(rules.buttons["amnesty"][True], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(rules.buttons["all_pass_scoring"]["rostov"], Qt.MouseButton.LeftButton)
        rules.ok_button.click()

    QTimer.singleShot(0, in_the_rules_dialog)
    qtbot.mouseClick(dialog.rules_buttons["own"], Qt.MouseButton.LeftButton)
    own = replace(SOCHI, amnesty=True, all_pass_scoring="rostov")
    assert dialog.rules() == own and checked() == ["own"]
    dialog.choose("hilde", "ede")
    dialog.ok_button.click()
    assert dialog.table() == club.Table(("hilde", "ede"), 20, Fraction(5, 100), own)
    again = table_dialog(dialog.table())  # the last table's rules are offered again
    assert again.rules() == own and again.rules_buttons["own"].isChecked()

    # Cancel in the rules dialog keeps the table's rules
    def cancel() -> None:
        rules = QApplication.activeModalWidget()
        if not isinstance(rules, TableRulesDialog):
            QTimer.singleShot(10, cancel)
            return
        rules.choose("ten_checked", False)
        rules.cancel_button.click()

    QTimer.singleShot(0, cancel)
    qtbot.mouseClick(again.rules_buttons["own"], Qt.MouseButton.LeftButton)
    assert again.rules() == own and again.rules_buttons["own"].isChecked()


def test_the_rules_dialog_has_a_row_of_choices_for_every_option(qtbot, english):
    dialog = shown(qtbot, TableRulesDialog(None, MANUAL))
    assert dialog.title() == "Table rules"
    assert set(dialog.buttons) == {f.name for f in dataclasses.fields(TableRules)}
    for name, buttons in dialog.buttons.items():  # one choice checked, the rules' own
        assert [v for v, b in buttons.items() if b.isChecked()] == [getattr(MANUAL, name)], name
    assert dialog.row_labels["all_pass_scoring"].text() == "ALL PASS scored:"
    assert [b.text() for b in dialog.buttons["all_pass_scoring"].values()] == [
        "in whists", "Sochi", "Leningrad", "Rostov"]
    for name, value in (("stalingrad", False), ("half_whist", True), ("whist_kind", "gentleman"),
                        ("responsibility", "half"), ("ten_checked", False),
                        ("all_pass_top", 7), ("all_pass_scoring", "leningrad"),
                        ("amnesty", True)):
        qtbot.mouseClick(dialog.buttons[name][value], Qt.MouseButton.LeftButton)
        assert getattr(dialog.rules(), name) == value
        assert [v for v, b in dialog.buttons[name].items() if b.isChecked()] == [value]
    assert not any(b.isChecked() for b in dialog.preset_buttons.values())
    qtbot.mouseClick(dialog.preset_buttons["sochi"], Qt.MouseButton.LeftButton)
    assert dialog.rules() == SOCHI and dialog.buttons["half_whist"][True].isChecked()
    qtbot.mouseClick(dialog.preset_buttons["manual"], Qt.MouseButton.LeftButton)
    assert dialog.rules() == MANUAL and dialog.preset_buttons["manual"].isChecked()


def test_the_last_table_is_offered_again_and_cancel_gives_none(table_dialog):
    last = club.Table(("lore", "kalle"), 30, Fraction(2, 100))
    dialog = table_dialog(last)
    assert dialog.chosen() == ["lore", "kalle"] and dialog.ok_button.isEnabled()
    assert dialog.limit_edit.text() == "30" and dialog.price_edit.text() == "0.02"
    dialog.cancel_button.click()
    assert dialog.table() is None and not dialog.isVisible()


# --- the alerts -----------------------------------------------------------------------------------


def test_the_promotion_is_told(qapp, english):
    result = club.CheckResult(club.Outcome.PROMOTED, Fraction(12), 15, 50, Fraction(10))
    seen = answering(0)
    assert tell_check(None, result) is True
    icon, lines = seen[0]
    text = " ".join(lines)
    assert icon is AlertIcon.EXCLAMATION and len(lines) <= 5
    assert text == ("You are more than DM 10 ahead: you pay back your credit of DM 10; your "
                    "credit limit is now DM 15, leaving a game costs DM 50.")


def test_the_expulsion_is_told(qapp, english):
    result = club.CheckResult(club.Outcome.EXPELLED, Fraction(-1234, 100), 10, 10)
    seen = answering(0)
    assert tell_check(None, result) is False
    icon, lines = seen[0]
    assert icon is AlertIcon.STOP
    assert " ".join(lines) == ("Your debts of DM 12.34 exceed your credit limit of DM 10. "
                               "The club shows you out.")


@pytest.mark.parametrize("outcome", [club.Outcome.OK, club.Outcome.NOT_DUE])
def test_a_quiet_check_shows_nothing(qapp, english, outcome):
    seen = answering(0)
    assert tell_check(None, club.CheckResult(outcome, Fraction(3), 10, 10)) is True
    QTest.qWait(30)
    assert seen == []


@pytest.mark.parametrize(("button", "leaves"), [(0, True), (1, False)])
def test_leaving_asks_and_names_the_penalty(qapp, english, button, leaves):
    seen = answering(button)
    assert confirm_leave(None, 50) is leaves
    icon, lines = seen[0]
    assert icon is AlertIcon.QUESTION and lines[0] == "Leave the club?"
    assert "DM 50" in " ".join(lines)


def test_the_join_question_and_leaving_default_to_the_safe_answer(qapp, english):
    seen: list = []

    def press_return(tries: int = 500) -> None:
        alert = QApplication.activeModalWidget()
        if isinstance(alert, GemAlert) and alert.isVisible():
            seen.append(alert.button(alert.default_index()).text())
            QTest.keyClick(alert, Qt.Key.Key_Return)
        elif tries:
            QTimer.singleShot(10, functools.partial(press_return, tries - 1))

    QTimer.singleShot(0, press_return)
    assert confirm_leave(None, 10) is False
    assert seen == ["Stay"]


# --- the language switch --------------------------------------------------------------------------


def test_the_doorman_relabels_on_a_switch(doorman, german):
    dialog = doorman()
    dialog.name_edit.clear()
    dialog.enter_button.click()  # refused: the message is re-labelled too
    german()
    assert dialog.name_label.text() == german_of("Name:")  # the same word in German
    assert dialog.message() == german_of(club.NAME_EMPTY) != club.NAME_EMPTY
    assert dialog.enter_button.text() == german_of("Enter") != "Enter"
    german(False)
    assert dialog.name_label.text() == "Name:"
    assert dialog.message() == club.NAME_EMPTY


def test_the_member_file_relabels_on_a_switch(qtbot, anna, german):
    dialog = open_file(qtbot, anna)
    german()
    assert dialog.title() == german_of("Member file") != "Member file"
    assert dialog.field_labels["balance"].text() == german_of("Balance:") != "Balance:"
    assert dialog.value("balance").endswith("-40,43")  # the decimal comma
    assert dialog.results.header[1] == german_of("Opponents") != "Opponents"
    assert dialog.results.rows[0][5] == "+27,90"
    german(False)
    assert dialog.value("balance") == "DM -40.43"


def test_the_table_dialog_relabels_on_a_switch(table_dialog, qtbot, german):
    dialog = table_dialog()
    dialog.choose("egon", "baron")
    dialog.limit_edit.setText("25")
    dialog.ok_button.click()
    german()
    assert dialog.title() == german_of("Your table") != "Your table"
    assert dialog.group_labels[club.characters.Group.KARTENHAIE].text() == german_of("Kartenhaie")
    assert dialog.lines["baron"].style_line == pref_club.style_text(CHARACTERS[8])
    assert dialog.lines["baron"].style_line != "bids boldly, whists readily"
    assert dialog.message() == german_of(club.LIMIT_NOT_ALLOWED) != club.LIMIT_NOT_ALLOWED
    assert dialog.ok_button.text() == german_of("OK")
    assert dialog.rules_label.text() == german_of("Table rules:") != "Table rules:"
    assert dialog.rules_buttons["sochi"].text() == german_of("as in Sochi")
    assert dialog.chosen() == ["egon", "baron"]  # what was chosen stays chosen
    german(False)
    assert dialog.title() == "Your table"
    assert dialog.message() == club.LIMIT_NOT_ALLOWED
    assert language_manager().language == "en"
