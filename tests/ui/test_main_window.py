"""The GEM screen: games from the registry, the closer's alert, the fuller, language and theme."""

import argparse

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardsuite.app import create_main_window, parse_args
from cardsuite.ui import registry
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager


@pytest.fixture
def screen(qtbot, clean_settings):
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang="en"))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    theme_manager().set_theme("mono")
    language_manager().set_language("en")


def answer_alert(qtbot, button: int, seen: list):
    """Answer the next GEM alert by clicking button ``button``; remember its lines."""

    def answer():
        alerts = [w for w in QApplication.topLevelWidgets() if isinstance(w, GemAlert) and w.isVisible()]
        if not alerts:
            QTimer.singleShot(20, answer)
            return
        seen.append(alerts[0].lines())
        QTest.mouseClick(alerts[0].button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def click(widget, point: QPoint):
    QTest.mouseMove(widget, point)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_games_menu_and_icons_show_exactly_the_registered_games(screen):
    keys = [entry.key for entry in registry.games()]
    assert keys == ["binokel", "pref", "skat", "vierfrei"]
    assert [icon.key() for icon in screen.desktop.icons()] == keys
    assert [a.text() for a in screen.games_menu.actions()] == ["Binokel", "PrefClub", "Skat", "Vierfrei"]
    assert [a.text() for a in screen.help_menu.actions()] == [
        "Rules of Binokel", "Rules of PrefClub", "Rules of Skat", "Rules of Vierfrei"]
    assert screen.menu_bar.titles()[0].strip() == "Desk"


def test_double_click_on_the_icon_opens_vierfrei(screen, qtbot):
    icon = screen.desktop.icon("vierfrei")
    QTest.mouseDClick(icon, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      icon.picture_rect().center())
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    window = screen.desktop.windows()[0]
    assert window.title().startswith("Vierfrei")
    assert str(window.content().game.number) in window.title()
    assert window.info().startswith("Moves: 0")
    assert any(a.text() == "Restart this deal" for a in screen.file_menu.actions())
    options = [a.text() for a in screen.options_menu.actions() if not a.isSeparator()]
    assert options[-3:] == ["Drag an outline (as the original)", "Remove safe cards automatically",
                            "Finish a won game automatically"]


def test_closer_asks_when_a_game_is_in_progress(screen, qtbot, monkeypatch):
    # A board without a question of its own (every game on the desktop has one now: they
    # keep their games, PrefClub names its penalty): the main window asks.  A PrefClub
    # table without the club, made to say "in progress": what is tested is the question.
    from cardsuite.ui.boards.pref.board import PrefBoard

    entry = registry.GameEntry(key="plain", title=lambda: "Plain", icon=registry.game("pref").icon,
                               create_board=lambda **_options: PrefBoard(),
                               rules=lambda: "")
    monkeypatch.setitem(registry._games, "plain", entry)
    window = screen.open_game("plain")
    board = window.content()
    assert not hasattr(board, "confirm_close")
    board.in_progress = lambda: True
    seen = []
    answer_alert(qtbot, 1, seen)  # Cancel
    click(window, window.closer_rect().center())
    qtbot.waitUntil(lambda: seen != [])
    assert seen[0][0] == "A game is in progress."
    assert screen.desktop.windows() == [window]
    answer_alert(qtbot, 0, seen)  # Close
    click(window, window.closer_rect().center())
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])


def test_closer_keeps_a_vierfrei_game_without_asking(screen, qtbot):
    window = screen.open_game("vierfrei", deal=4)
    board = window.content()
    board.act([board.game.position.legal_moves()[0]])
    click(window, window.closer_rect().center())  # no alert: the game is kept
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])
    seen = []
    answer_alert(qtbot, 0, seen)  # Continue
    again = screen.open_game("vierfrei").content()
    assert seen[0][0] == "Your game of deal 4 is kept."
    assert (again.game.number, again.game.move_count) == (4, 1)


def test_closer_closes_an_untouched_game_without_asking(screen, qtbot):
    window = screen.open_game("vierfrei", deal=1)
    click(window, window.closer_rect().center())
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])
    assert [a.text() for a in screen.file_menu.actions()] == ["Quit Cardsuite"]


def test_f10_closes_the_game_window(screen, qtbot):
    window = screen.open_game("vierfrei", deal=1)
    window.content().setFocus()
    QTest.keyClick(window.content(), Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])


def test_fuller_toggles_to_the_whole_desktop_and_back(screen, qtbot):
    window = screen.open_game("vierfrei", deal=1)
    before = window.geometry()
    click(window, window.fuller_rect().center())
    assert window.geometry() == screen.desktop.rect()
    board = window.content()
    qtbot.waitUntil(lambda: board.scene_for_tests().layout.width == board.viewport().width())
    click(window, window.fuller_rect().center())
    assert window.geometry() == before


def test_language_switch_relabels_menus_and_the_open_game_at_once(screen, qtbot):
    window = screen.open_game("vierfrei", deal=617)
    screen.language_actions["de"].trigger()
    assert [t.strip() for t in screen.menu_bar.titles()] == [
        "Desk", "Datei", "Spiele", "Optionen", "Hilfe"]
    assert window.title() == "Vierfrei – Spiel 617"
    assert window.info().startswith("Züge: 0")
    assert screen.file_menu.actions()[0].text() == "Neues Zufallsspiel"
    assert QSettings().value("language") == "de"
    # Qt's own texts follow too: the Delete key is "Entf" on a German menu.
    delete = QKeySequence(Qt.Key.Key_Delete).toString(QKeySequence.SequenceFormat.NativeText)
    assert delete == "Entf"
    screen.language_actions["en"].trigger()
    assert window.title() == "Vierfrei – deal 617"
    assert screen.menu_bar.titles()[1].strip() == "File"


def test_open_rules_dialog_follows_the_language(screen, qtbot):
    dialog = screen.show_rules(registry.game("vierfrei"))
    qtbot.waitUntil(dialog.isVisible)
    assert "foundations" in dialog.text.toPlainText()
    screen.set_language("de")
    assert "Ablage" in dialog.text.toPlainText()
    dialog.reject()


def test_theme_and_speed_are_kept_in_the_settings(screen):
    screen.theme_actions["colour"].trigger()
    assert theme_manager().theme.key == "colour"
    assert QSettings().value("theme") == "colour"
    screen.speed_actions["slow"].trigger()
    assert QSettings().value("speed") == "slow"


def test_the_options_menu_ticks_the_speed_chosen_elsewhere(screen, qtbot):
    """Binokel's start screen stores the speed too: opened after it, the Options menu ticks
    that speed, not the one it was last set to."""
    from cardsuite.ui.boards.binokel.start import StartDialog

    screen.speed_actions["slow"].trigger()
    dialog = StartDialog(screen)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Wolfgang")
    dialog.set_speed("fast")
    dialog.continue_button.click()
    assert QSettings().value("speed") == "fast"
    screen.options_menu.aboutToShow.emit()
    assert screen.speed_actions["fast"].isChecked()
    assert not screen.speed_actions["slow"].isChecked()


def test_command_line_validates_its_arguments(capsys, monkeypatch):
    from cardsuite.app import argument_parser

    # No arguments are answered without the parser (start-up): as the parser answers them.
    assert vars(parse_args([])) == vars(argument_parser().parse_args([]))
    monkeypatch.setattr("sys.argv", ["cardsuite", "--lang", "de"])
    assert parse_args(None).lang == "de"  # None: the process's own arguments
    assert parse_args(["--game", "vierfrei", "--deal", "617", "--lang", "de"]).deal == 617
    for game in ("binokel", "pref", "skat", "vierfrei"):  # every game on the desktop
        assert parse_args(["--game", game, "--deal", "5"]).game == game
    assert parse_args(["--desktop-entry"]).desktop_entry
    for bad in (["--deal", "5"], ["--game", "vierfrei", "--deal", "0"],
                ["--game", "vierfrei", "--deal", "x"], ["--lang", "fr"], ["--game", "chess"],
                ["--game", "skat", "--deal", "1000000"]):
        with pytest.raises(SystemExit) as exit_info:
            parse_args(bad)
        assert exit_info.value.code == 2
    assert "deal" in capsys.readouterr().err


def test_first_game_window_is_roomy_even_before_the_screen_is_shown(qtbot, clean_settings):
    window = create_main_window(argparse.Namespace(game="vierfrei", deal=3, lang="en"))
    qtbot.addWidget(window)
    game = window.desktop.windows()[0]
    desk = window.desktop.size()  # (the offscreen screen is 800 × 800: the screen fits it)
    # All of the desktop but the icons' column and a little below (up to 880 × 660).
    assert game.width() >= min(desk.width() - 120, 880) >= 600
    assert game.height() >= min(desk.height() - 40, 660) >= 500
    assert window.desktop.rect().contains(game.geometry())


def test_window_geometry_is_remembered(screen, qtbot):
    window = screen.open_game("vierfrei", deal=1)
    window.move(window.x() + 30, window.y() + 20)
    moved = window.geometry()
    click(window, window.closer_rect().center())
    qtbot.waitUntil(lambda: screen.desktop.windows() == [])
    again = screen.open_game("vierfrei", deal=1)
    assert again.geometry() == moved


def test_two_games_at_once_and_a_click_activates_one(screen, qtbot):
    first = screen.open_game("vierfrei", deal=1)
    second = screen.open_game("vierfrei", deal=2)
    assert screen.desktop.active_window() is second
    assert screen.active_board() is second.content()
    # Click into the first window's board (a visible corner of it).
    first.move(0, 0)
    second.move(300, 200)
    viewport = first.content().viewport()
    click(viewport, QPoint(5, 5))
    assert screen.desktop.active_window() is first
    assert screen.desktop.windows()[-1] is first
    restart = [a for a in screen.file_menu.actions() if a.text() == "Restart this deal"]
    assert restart == [first.content().action_restart]


def test_language_and_theme_are_kept_across_runs(qtbot, clean_settings):
    first = create_main_window(argparse.Namespace(game=None, deal=None, lang=None))
    qtbot.addWidget(first)
    first.set_language("en")
    first.set_theme("colour")
    first.resize(700, 500)
    first.close()
    theme_manager().set_theme("mono")
    second = create_main_window(argparse.Namespace(game=None, deal=None, lang=None))
    qtbot.addWidget(second)
    assert language_manager().language == "en"
    assert theme_manager().theme.key == "colour"
    assert second.size().width() == 700 and second.size().height() == 500
    theme_manager().set_theme("mono")


def test_options_sound_off_silences_the_pling_and_is_kept(screen, plings):
    from cardsuite.ui import settings
    from cardsuite.ui.sound import sounds

    action = screen.sound_action
    assert action.isCheckable() and action.isChecked()  # on unless turned off
    assert action in screen.options_menu.actions()
    action.trigger()  # off
    sounds().pling()
    sounds().fanfare()
    assert plings == [] and settings.get_flag("sound", True) is False
    again = create_main_window(argparse.Namespace(game=None, deal=None, lang="de"))
    try:
        assert not again.sound_action.isChecked() and again.sound_action.text() == "Ton"
    finally:
        again.shut_down()
        again.deleteLater()
    action.trigger()  # on
    sounds().pling()
    assert plings == ["pling"]


def test_a_click_on_an_inactive_window_only_tops_it(screen, qtbot):
    """As in GEM: the click (or double click) that tops a window does nothing else; it moved
    the card under the pointer.  The next double click plays."""
    from cardsuite.engine.cards import Card
    from cardsuite.games.vierfrei.game import Game
    from tests.ui.conftest import crafted, settle
    from tests.ui.test_vierfrei_board import centre_of

    first = screen.open_game("vierfrei", deal=1)
    board = first.content()
    board.start_game(Game(1, crafted(["KC 2H AH", "9D"])))
    second = screen.open_game("vierfrei", deal=2)
    second.move(first.x() + 300, first.y() + 200)  # AH of the first window stays uncovered
    assert screen.desktop.active_window() is second
    before = board.game.position
    point = centre_of(board, Card.parse("AH"))

    def double_click() -> None:  # as a mouse sends it: press, release, double click, release
        QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, point)
        QTest.mouseDClick(board.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, point)

    double_click()
    settle(board)
    assert screen.desktop.active_window() is first
    assert board.game.position == before  # topped, nothing played
    QTest.qWait(QApplication.doubleClickInterval() + 50)
    double_click()
    settle(board)
    assert board.game.position.foundations[2] == 1  # now the double click plays


def test_double_clicking_the_icon_of_an_open_game_tops_its_window(screen):
    window = screen.open_game("vierfrei", deal=5)
    screen.open_game("skat")
    assert screen.desktop.active_window() is not window
    assert screen.open_or_top("vierfrei") is window  # what the icon's double click does
    assert screen.desktop.active_window() is window and len(screen.desktop.windows()) == 2



@pytest.mark.parametrize("game", ["binokel", "pref", "skat", "vierfrei"])
def test_the_rules_scroll_with_gems_scroll_bar(screen, qtbot, game):
    """No platform (Fusion) scroll bar: the rules text scrolls with GEM's, drawn in the
    theme's ink and paper only, and scrolls at all (the texts are longer than the box)."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QScrollBar

    from cardsuite.ui.gem.scroll_bar import GemScrollBar

    dialog = screen.show_rules(registry.game(game))
    try:
        qtbot.waitUntil(dialog.isVisible)
        bars = [bar for bar in dialog.findChildren(QScrollBar) if bar.isVisible()]
        assert bars and all(isinstance(bar, GemScrollBar) for bar in bars)
        bar = dialog.text.verticalScrollBar()
        assert bar.maximum() > 0
        image = bar.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
        found = {image.pixel(x, y) & 0xFFFFFFFF for y in range(image.height())
                 for x in range(image.width())}
        assert found <= {0xFF000000, 0xFFFFFFFF}
    finally:
        dialog.close()


def test_options_scale_draws_the_gem_screen_in_whole_pixel_blocks(screen, qtbot):
    """Options → Scale 2×: the menu bar, the desktop's icons and windows, and every dialog
    made afterwards at twice the size, each GEM pixel a 2 × 2 block; kept in the settings;
    back at 1× all as before.  "Automatic" chooses by the screen's height."""
    from cardsuite.ui import settings
    from cardsuite.ui.gem import scale as gem_scale
    from cardsuite.ui.gem.window import GADGET

    assert [a.text() for a in screen.scale_actions.values()] == [
        "Scale: automatic", "Scale: 1×", "Scale: 2×", "Scale: 3×"]
    assert screen.scale_actions["auto"].isChecked()  # 800 pixels high here: 1×
    window = screen.open_game("vierfrei", deal=5)
    try:
        screen.scale_actions["2"].trigger()
        assert settings.get_choice("scale") == "2" and gem_scale.current_scale() == 2
        assert screen.menu_bar.height() == 2 * 19 and screen.desktop.scale() == 2
        assert window.closer_rect().width() == 2 * GADGET
        seen = []

        def look_and_answer() -> None:
            alert = QApplication.activeModalWidget()
            seen.append((alert.scale(), alert.font().pixelSize()))
            alert.button(0).click()

        QTimer.singleShot(0, look_and_answer)
        screen.about()
        assert seen == [(2, 32)]  # an alert made now: at 2×, its font 32 pixels
    finally:
        screen.scale_actions["1"].trigger()
    assert gem_scale.current_scale() == 1 and screen.menu_bar.height() == 19
    assert window.closer_rect().width() == GADGET
    screen.scale_actions["auto"].trigger()
    assert [gem_scale.automatic_scale(h) for h in (400, 1080, 1600, 2160, 2880)] == [1, 1, 1, 2, 3]
