"""The end of a Binokel round: the result put on the Top 10 and kept across runs, a damaged
list set aside and told, a failed save told in an alert, the effect with its fanfare (and
skipping it), New round / Quit, and a language switch re-labelling the list."""

import functools
import json
from datetime import date

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardsuite.engine.store import StoreError
from cardsuite.games.binokel.records import TOPTEN_SIZE, TopTen
from cardsuite.ui.boards.binokel import topten as topten_ui
from cardsuite.ui.boards.binokel.slots import slots_folder
from cardsuite.ui.boards.binokel.topten import (
    EFFECT_MS,
    RoundEndEffect,
    TopTenDialog,
    end_of_round,
    record_round,
    topten_path,
)
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.i18n import language_manager

WAIT = 10_000
TODAY = date(2026, 11, 29)





@pytest.fixture
def path(tmp_path, clean_settings, english):
    return tmp_path / "binokel-topten.json"


@pytest.fixture
def board(qtbot, clean_settings, english):
    """A shown widget standing in for the board: black on the left, white on the right."""
    widget = QWidget()
    widget.setAutoFillBackground(True)
    widget.setStyleSheet("background: white")
    black = QWidget(widget)
    black.setStyleSheet("background: black")
    black.setGeometry(0, 0, 300, 400)
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def filled(path, scores, day=date(2025, 3, 1)) -> TopTen:
    """A Top 10 on disk with these scores (names A, B, C …)."""
    top = TopTen(path)
    top.load()
    for index, score in enumerate(scores):
        top.insert(chr(ord("A") + index), score, day)
    top.save()
    return TopTen(path)


def shown(qtbot, record) -> TopTenDialog:
    dialog = TopTenDialog(None, record)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def answer_alert(button: int, seen: list, tries: int = 500) -> None:
    """Answer the next GEM alert with ``button`` and note its lines."""
    alert = QApplication.activeModalWidget()
    if isinstance(alert, GemAlert):
        seen.append(alert.lines())
        alert.button(button).click()
    elif tries:
        QTimer.singleShot(10, functools.partial(answer_alert, button, seen, tries - 1))


# --- the list ---------------------------------------------------------------------------


def test_the_top_ten_lives_beside_the_save_slots(clean_settings):
    assert topten_path() == slots_folder() / "binokel-topten.json"


def test_the_first_round_makes_place_one_and_the_list_is_kept_across_a_restart(path, qtbot):
    record = record_round(TopTen(path), "Wolfgang", 2480, TODAY)
    assert record.place == 1 and record.save_error is None and record.problem is None
    again = TopTen(path)  # the next run
    assert again.load().problem is None
    assert [(e.name, e.score, e.date) for e in again.entries] == [("Wolfgang", 2480,
                                                                   "2026-11-29")]
    dialog = shown(qtbot, record)
    assert dialog.title() == "Top 10"
    assert dialog.table.header == ["Place", "Name", "Points", "Date"]
    assert dialog.table.rows[0] == ["1.", "Wolfgang", "2480", "2026-11-29"]
    assert dialog.table.rows[1:] == [[f"{n}.", "", "", ""] for n in range(2, 11)]
    assert dialog.highlighted() == 1
    assert dialog.result_label.text() == "Place 1 for Wolfgang with a score of 2480!"
    assert dialog.notes() == []


def test_a_result_is_inserted_in_its_place_and_highlighted(path, qtbot):
    filled(path, [3000, 2500, 2000, 1000])
    record = record_round(TopTen(path), "Cathy", 2500, TODAY)  # a tie stays behind
    assert record.place == 3
    saved = TopTen(path)
    saved.load()
    assert [(e.name, e.score) for e in saved.entries] == [
        ("A", 3000), ("B", 2500), ("Cathy", 2500), ("C", 2000), ("D", 1000)]
    dialog = shown(qtbot, record)
    assert dialog.highlighted() == 3
    assert dialog.table.rows[2] == ["3.", "Cathy", "2500", "2026-11-29"]
    assert dialog.table.rows[3][:3] == ["4.", "C", "2000"]
    # The inverted line is ink across the table, the others paper.
    image = dialog.table.grab().toImage()
    highlight = dialog.table.row_rect(2)
    ink, paper = QColor(0, 0, 0).rgb(), QColor(255, 255, 255).rgb()
    assert image.pixel(2, highlight.center().y()) == ink
    assert image.pixel(2, dialog.table.row_rect(3).center().y()) == paper
    assert image.pixel(dialog.table.width() - 3, highlight.top()) == ink


def test_a_score_that_does_not_make_the_list_changes_nothing(path, qtbot):
    filled(path, [3000 - 100 * n for n in range(TOPTEN_SIZE)])
    before = path.read_bytes()
    record = record_round(TopTen(path), "Jim", 2100, TODAY)  # the tenth has 2100 too
    assert record.place is None and record.save_error is None
    assert path.read_bytes() == before
    dialog = shown(qtbot, record)
    assert dialog.highlighted() is None
    assert all(row[1] != "Jim" for row in dialog.table.rows)
    assert dialog.result_label.text() == (
        "A score of 2100 does not make the Top 10 (place 10: 2100).")


def test_a_blank_name_is_entered_as_player(path):
    record = record_round(TopTen(path), "  \n ", 500, TODAY)
    assert record.name == "Player" and record.entries[0].name == "Player"


def test_a_damaged_list_is_set_aside_and_told_in_the_dialog(path, qtbot):
    path.write_bytes(b"garbage")
    record = record_round(TopTen(path), "Anna", 1800, TODAY)
    assert record.set_aside is not None and record.set_aside.parent == path.parent
    assert record.set_aside.read_bytes() == b"garbage"  # kept, not lost
    assert record.place == 1 and record.save_error is None
    fresh = TopTen(path)
    assert fresh.load().problem is None and [e.name for e in fresh.entries] == ["Anna"]
    dialog = shown(qtbot, record)
    notes = dialog.notes()
    assert notes[0] == "The Top 10 file binokel-topten.json was damaged:"
    assert notes[1] == "not valid JSON (line 1, column 1)"
    assert notes[2] == f"It was set aside as {record.set_aside.name}."
    assert " ".join(notes[3:-1]).replace(" ", "") == f"Folder:{path.parent}".replace(" ", "")
    assert notes[-1] == "A new list was started."
    assert dialog.highlighted() == 1


@pytest.mark.parametrize(("totals", "english", "german"), [
    ((1900, 2480, 1200), "Winner of the round: Jim (2480)", "Rundensieger: Jim (2480)"),
    ((2480, 1900, 1200), "Winner of the round: Wolfgang (2480)",
     "Rundensieger: Wolfgang (2480)"),
    ((1200, 2480, 2480), "Winners of the round: Jim and Cathy (2480 each)",
     "Rundensieger: Jim und Cathy (je 2480)"),
    ((700, 700, 700), "Winners of the round: Wolfgang, Jim and Cathy (700 each)",
     "Rundensieger: Wolfgang, Jim und Cathy (je 700)"),
])
def test_the_list_names_the_winner_of_the_round(path, qtbot, totals, english, german):
    record = record_round(TopTen(path), "Wolfgang", totals[0], TODAY, totals)
    dialog = shown(qtbot, record)
    assert dialog.winner_label.isVisible() and dialog.winner_label.text() == english
    language_manager().set_language("de")
    try:
        assert dialog.winner_label.text() == german
    finally:
        language_manager().set_language("en")


def test_without_the_totals_no_winner_is_named(path, qtbot):
    dialog = shown(qtbot, record_round(TopTen(path), "Wolfgang", 900, TODAY))
    assert not dialog.winner_label.isVisible() and dialog.winner_label.text() == ""


def test_a_list_that_cannot_be_read_is_named_and_its_save_fails_in_an_alert(path, qtbot,
                                                                             board):
    path.mkdir()  # a folder where the file should be: not damaged, but not usable either
    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))
    end = end_of_round(board, "Fritz", 900, TopTen(path), today=TODAY, effect_ms=0)
    assert len(seen) == 1
    assert seen[0][0] == "The Top 10 could not be saved:"
    assert seen[0][-1] == "The file was not changed."
    assert path.is_dir()
    dialog = end.dialog
    assert dialog.isVisible()
    notes = dialog.notes()
    assert notes[0] == "The Top 10 file binokel-topten.json cannot be used:"
    assert notes[-1] == "It was left as it is."
    assert dialog.highlighted() == 1  # shown, though only in memory


def test_a_failed_save_is_an_alert_not_an_exception(path, qtbot, board):
    class Full(TopTen):
        def save(self) -> None:
            raise StoreError(self.path, "cannot be written: No space left on device")

    seen: list = []
    QTimer.singleShot(0, functools.partial(answer_alert, 0, seen))
    end = end_of_round(board, "Ute", 1200, Full(path), today=TODAY, effect_ms=0)
    assert seen == [["The Top 10 could not be saved:",
                     "binokel-topten.json",
                     "cannot be written: No space left on",
                     "device",
                     "The file was not changed."]]
    assert end.dialog.isVisible() and end.dialog.highlighted() == 1
    assert end.dialog.notes() == []
    assert not path.exists()


# --- choosing ---------------------------------------------------------------------------


def test_new_round_is_the_default_and_quit_is_escape(path, qtbot):
    record = record_round(TopTen(path), "Jim", 10, TODAY)
    dialog = shown(qtbot, record)
    assert [b.text() for b in dialog.buttons()] == ["New round", "Quit"]
    assert dialog.default_button() is dialog.new_button
    seen = []
    dialog.chosen.connect(seen.append)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.choice() == "new" and seen == ["new"]
    dialog = shown(qtbot, record)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.choice() == "quit"
    dialog = shown(qtbot, record)
    qtbot.mouseClick(dialog.quit_button, Qt.MouseButton.LeftButton)
    assert dialog.choice() == "quit"


@pytest.mark.parametrize(("key", "choice"), [(Qt.Key.Key_N, "new"), (Qt.Key.Key_Q, "quit")])
def test_the_first_letter_of_a_button_chooses_it(path, qtbot, key, choice):
    dialog = shown(qtbot, record_round(TopTen(path), "Jim", 10, TODAY))
    QTest.keyClick(dialog, key)
    assert dialog.choice() == choice


# --- the effect and the whole end of a round --------------------------------------------


def test_the_end_of_a_round_plays_the_fanfare_runs_the_effect_and_a_click_skips_it(
        path, qtbot, board, plings):
    assert EFFECT_MS["fast"] <= EFFECT_MS["medium"] <= EFFECT_MS["slow"] <= 2000
    finished = []
    end = end_of_round(board, "Cathy", 1500, TopTen(path), today=TODAY)
    end.finished.connect(finished.append)
    # The result is saved before the effect, so closing the window now loses nothing.
    saved = TopTen(path)
    saved.load()
    assert [e.name for e in saved.entries] == ["Cathy"]
    effect = end.effect
    assert isinstance(effect, RoundEndEffect) and effect.running()
    assert effect.duration == EFFECT_MS["fast"]  # clean_settings sets the fast speed
    assert effect.geometry() == board.rect()
    assert plings == ["fanfare"]
    assert end.dialog is None  # the list waits for the effect
    qtbot.mouseClick(effect, Qt.MouseButton.LeftButton)
    assert end.effect is None
    dialog = end.dialog
    assert dialog.isVisible() and dialog.highlighted() == 1
    QTest.keyClick(dialog, Qt.Key.Key_N)
    assert finished == ["new"] and end.choice() == "new"
    assert plings == ["fanfare"]


def test_a_key_skips_the_effect_too_and_quit_is_told(path, qtbot, board):
    finished = []
    end = end_of_round(board, "Jim", 700, TopTen(path), today=TODAY)
    end.finished.connect(finished.append)
    QTest.keyClick(end.effect, Qt.Key.Key_Space)
    qtbot.mouseClick(end.dialog.quit_button, Qt.MouseButton.LeftButton)
    assert finished == ["quit"]


def test_the_effect_ends_by_itself(path, qtbot, board):
    end = end_of_round(board, "Jim", 700, TopTen(path), today=TODAY, effect_ms=60)
    qtbot.waitUntil(lambda: end.dialog is not None and end.dialog.isVisible(), timeout=WAIT)


def test_tests_can_finish_the_effect_at_once_or_skip_it(path, qtbot, board, plings):
    end = end_of_round(board, "Jim", 700, TopTen(path), today=TODAY)
    end.finish_effect()
    assert end.effect is None and end.dialog.isVisible()
    end.dialog.reject()
    end = end_of_round(board, "Jim", 700, TopTen(path), today=TODAY, effect_ms=0)
    assert end.effect is None and end.dialog.isVisible()
    assert plings == ["fanfare", "fanfare"]  # the fanfare sounds without the pictures too
    end.dialog.reject()


def test_without_a_board_there_is_only_the_list(path, qtbot, plings):
    end = end_of_round(None, "Jim", 700, TopTen(path), today=TODAY)
    qtbot.addWidget(end.dialog)
    assert end.effect is None and end.dialog.isVisible() and plings == ["fanfare"]
    end.dialog.reject()


def test_the_effect_inverts_the_board_then_draws_fireworks(qtbot, board):
    effect = RoundEndEffect(board, 1000)
    finished = []
    effect.finished.connect(lambda: finished.append(True))
    effect.start()
    effect.animation.pause()

    def colour(x: int, y: int) -> int:
        return effect.grab().toImage().pixel(x, y) & 0xFFFFFF

    effect.set_progress(0.0)  # the first flash: the board inverted
    assert colour(100, 200) == 0xFFFFFF and colour(500, 200) == 0x000000
    effect.set_progress(topten_ui.FLASH_END * 1.5 / topten_ui.FLASHES)  # as it was
    assert colour(100, 200) == 0x000000 and colour(500, 200) == 0xFFFFFF
    effect.set_progress(0.55)  # night, with bursts of suits
    image = effect.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixel(x, y) & 0xFFFFFF for x in range(0, 600, 2) for y in range(0, 400, 2)}
    assert colours == {0x000000, 0xFFFFFF}  # 1-bit
    lit = sum(1 for x in range(0, 600, 2) for y in range(0, 260, 2)
              if image.pixel(x, y) & 0xFFFFFF == 0xFFFFFF)
    assert lit > 300  # sparks and stars, not just a few dots
    assert not finished
    effect.finish()
    effect.finish()  # once only
    assert finished == [True] and not effect.isVisible()


def test_the_effect_follows_the_board_when_it_is_resized(qtbot, board):
    effect = RoundEndEffect(board, 5000)
    effect.start()
    board.resize(700, 450)
    qtbot.waitUntil(lambda: effect.geometry() == board.rect(), timeout=WAIT)
    effect.finish()


# --- language -----------------------------------------------------------------------------


def test_the_language_switch_relabels_the_list(path, qtbot, switch):
    filled(path, [3000, 1000])
    record = record_round(TopTen(path), "Cathy", 2000, TODAY)
    dialog = shown(qtbot, record)
    assert dialog.table.rows[1] == ["2.", "Cathy", "2000", "2026-11-29"]
    switch("de")
    assert dialog.table.header == ["Platz", "Name", "Punkte", "Datum"]
    assert dialog.table.rows[1] == ["2.", "Cathy", "2000", "29.11.2026"]
    assert dialog.table.rows[0][3] == "01.03.2025"
    assert dialog.result_label.text() == "Platz 2 für Cathy mit 2000 Punkten!"
    assert [b.text() for b in dialog.buttons()] == ["Neue Runde", "Beenden"]
    assert dialog.highlighted() == 2
    QTest.keyClick(dialog, Qt.Key.Key_B)  # the 1992 key for "Beenden"
    assert dialog.choice() == "quit"
    switch("en")
    assert dialog.table.header == ["Place", "Name", "Points", "Date"]
    assert dialog.new_button.text() == "New round"


def test_the_list_file_is_a_store_file(path):
    record_round(TopTen(path), "Wolfgang", 2480, TODAY)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["kind"] == "binokel-topten"
    assert document["data"]["entries"] == [{"name": "Wolfgang", "score": 2480,
                                            "date": "2026-11-29"}]
