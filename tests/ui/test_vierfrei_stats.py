"""The Vierfrei statistics dialog: the figures it shows, the confirmed reset, live re-labelling."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from cardsuite.games.vierfrei.stats import Statistics
from cardsuite.ui.boards.vierfrei.stats import (
    FILE_NAME,
    StatisticsDialog,
    format_rate,
    format_time,
    statistics_path,
)
from cardsuite.ui.gem.alert import AlertIcon, GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager

SHOTS = Path(__file__).resolve().parents[2] / "build" / "shots"


def answer_alert(button: int, seen: list) -> None:
    """Answer the next GEM alert by clicking button ``button``; remember the alert's texts."""

    def answer() -> None:
        alerts = [w for w in QApplication.topLevelWidgets() if isinstance(w, GemAlert) and w.isVisible()]
        if not alerts:
            QTimer.singleShot(20, answer)
            return
        alert = alerts[0]
        seen.append((alert.icon(), alert.lines(), [alert.button(i).text() for i in range(alert.button_count())],
                     alert.default_index(), alert.cancel_index()))
        QTest.mouseClick(alert.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


@pytest.fixture
def stats(tmp_path) -> Statistics:
    """Deal 617: won (90 moves, 4:10.9), lost, won (84 moves, 5:01.5); then deal 5 won (100, 3:00.25)."""
    statistics = Statistics(tmp_path / FILE_NAME)
    statistics.record(617, True, 90, 250.9)
    statistics.record(617, False, 12, 30.0)
    statistics.record(617, True, 84, 301.5)
    statistics.record(5, True, 100, 180.25)
    statistics.save()
    return statistics


@pytest.fixture
def parent(qtbot, clean_settings):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(800, 500)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def open_dialog(qtbot, parent, stats, deal: int = 617) -> StatisticsDialog:
    dialog = StatisticsDialog(parent, stats, deal)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_statistics_path_is_in_the_app_data_folder(qapp) -> None:
    QStandardPaths.setTestModeEnabled(True)
    try:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert statistics_path() == Path(folder) / "vierfrei-statistics.json"
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_the_dialog_shows_totals_and_the_current_deal(qtbot, parent, stats) -> None:
    dialog = open_dialog(qtbot, parent, stats)
    assert dialog.title() == "Statistics"
    assert {key: dialog.value_text(key) for key in dialog.value_keys()} == {
        "played": "4",
        "won": "3",
        "win_rate": "75%",
        "current_streak": "2",
        "best_streak": "2",
        "fewest_moves": "84",
        "best_time": "3:00",
        "deal_played": "3",
        "deal_won": "2",
        "deal_win_rate": "67%",
        "deal_fewest_moves": "84",
        "deal_best_time": "4:10",
    }
    assert dialog.default_button() is dialog.close_button
    assert dialog.reset_button.isEnabled()


def test_a_deal_never_played_shows_dashes(qtbot, parent, stats) -> None:
    dialog = open_dialog(qtbot, parent, stats, deal=11982)
    assert [dialog.value_text(k) for k in ("deal_played", "deal_won")] == ["0", "0"]
    assert [dialog.value_text(k) for k in ("deal_win_rate", "deal_fewest_moves", "deal_best_time")] == [
        "–", "–", "–"
    ]


def test_empty_statistics_grey_the_reset_button(qtbot, parent, tmp_path) -> None:
    dialog = open_dialog(qtbot, parent, Statistics(tmp_path / "none.json"), deal=1)
    assert dialog.value_text("win_rate") == "–" and dialog.value_text("best_time") == "–"
    assert not dialog.reset_button.isEnabled()


def test_formats() -> None:
    assert format_rate(0, 3) == "0%" and format_rate(3, 3) == "100%"
    # Never "0 %" with a win, never "100 %" with a loss.
    assert format_rate(1, 1000) == "1%" and format_rate(999, 1000) == "99%"
    assert format_rate(1, 2) == "50%" and format_rate(2, 3) == "67%"
    assert format_time(0.0) == "0:00" and format_time(59.99) == "0:59"
    assert format_time(61) == "1:01" and format_time(3600) == "60:00"


def test_reset_asks_and_cancel_keeps_everything(qtbot, parent, stats) -> None:
    before = stats.path.read_bytes()
    dialog = open_dialog(qtbot, parent, stats)
    seen: list = []
    answer_alert(1, seen)  # Cancel
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    icon, lines, buttons, default, cancel = seen[0]
    assert icon is AlertIcon.QUESTION
    assert lines[0] == "Reset the statistics?"
    assert (buttons, default, cancel) == (["Reset", "Cancel"], 1, 1)
    assert stats.played == 4 and dialog.value_text("played") == "4"
    assert stats.path.read_bytes() == before
    assert dialog.isVisible()


def test_reset_confirmed_clears_saves_and_keeps_the_dialog_open(qtbot, parent, stats) -> None:
    dialog = open_dialog(qtbot, parent, stats)
    seen: list = []
    answer_alert(0, seen)  # Reset
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 1
    assert stats.played == 0 and stats.best_streak == 0
    assert Statistics.load(stats.path).played == 0  # saved
    assert [dialog.value_text(k) for k in ("played", "won", "best_streak", "deal_played")] == [
        "0", "0", "0", "0"
    ]
    assert dialog.value_text("fewest_moves") == "–"
    assert dialog.isVisible() and not dialog.reset_button.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.clicked_button() is dialog.close_button


def test_a_failed_save_after_reset_is_reported(qtbot, parent, stats, tmp_path) -> None:
    folder = tmp_path / "in the way"
    folder.mkdir()
    stats.path = folder  # a folder cannot be replaced by the file
    dialog = open_dialog(qtbot, parent, stats)
    seen: list = []

    def then_ok() -> None:
        if not seen:
            QTimer.singleShot(20, then_ok)
            return
        answer_alert(0, seen)  # OK to the stop alert

    answer_alert(0, seen)  # Reset
    QTimer.singleShot(0, then_ok)
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 2
    icon, lines, buttons, _default, _cancel = seen[1]
    assert icon is AlertIcon.STOP and buttons == ["OK", "Details"]
    assert lines[:2] == ["The statistics could not be saved:", folder.name]
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_close_button_ends_the_dialog(qtbot, parent, stats) -> None:
    dialog = open_dialog(qtbot, parent, stats)
    QTest.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert stats.played == 4


def test_a_language_switch_relabels_and_reformats_the_open_dialog(qtbot, parent, stats) -> None:
    dialog = open_dialog(qtbot, parent, stats)
    try:
        language_manager().set_language("de")
        assert dialog.title() == "Statistik"
        assert dialog.close_button.text() == "Schließen"
        assert dialog.reset_button.text() == "Zurücksetzen"
        assert dialog.value_text("win_rate") == "75 %"
        assert dialog.value_text("fewest_moves") == "84"
        assert dialog.value_text("best_time") == "3:00"
        assert dialog._row_labels["played"].text() == "Gespielt"
        seen: list = []
        answer_alert(1, seen)
        QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
        assert seen[0][1][0] == "Statistik zurücksetzen?"
        assert seen[0][2] == ["Zurücksetzen", "Abbruch"]
    finally:
        language_manager().set_language("en")
    assert dialog.title() == "Statistics"
    assert dialog.value_text("win_rate") == "75%"


def test_thousands_are_grouped_for_the_language(qtbot, parent, tmp_path) -> None:
    statistics = Statistics(tmp_path / FILE_NAME)
    for _ in range(1234):
        statistics.record(7, False, 1, 1.0)
    dialog = open_dialog(qtbot, parent, statistics, deal=7)
    assert dialog.value_text("played") == "1,234"
    try:
        language_manager().set_language("de")
        assert dialog.value_text("played") == "1.234"
        assert dialog.value_text("deal_played") == "1.234"
    finally:
        language_manager().set_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
def test_grab_the_dialog(qtbot, parent, stats, language) -> None:
    theme_manager().set_theme("mono")
    try:
        language_manager().set_language(language)
        dialog = open_dialog(qtbot, parent, stats)
        SHOTS.mkdir(parents=True, exist_ok=True)
        image = dialog.grab().toImage()
        assert image.save(str(SHOTS / f"vierfrei_stats_{language}.png"))
        # Every label fits: the dialog is at least as wide as its widest row.
        assert dialog.width() >= dialog.layout().sizeHint().width()
    finally:
        language_manager().set_language("en")
