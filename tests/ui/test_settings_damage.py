"""The settings file (``QSettings``, INI) damaged or impossible to write: the suite starts, every
game opens with the defaults for what is wrong, and nothing crashes (decisions: the docstring
of :mod:`cardsuite.ui.settings`).

Damage: random bytes, a good file cut in half, an empty file, and files giving every key the
suite reads nonsense — wrong words ("xx", "banana"), lists, numbers that are no numbers for the
key (infinite, NaN, huge), values of the wrong Qt type (byte arrays, rectangles, maps) and
``@Variant`` text Qt cannot decode.  A recording ``QSettings`` proves that every key the suite
read while starting, opening each game and quitting was one given nonsense here: a new setting
read without validation fails this test until it is added to :data:`NONSENSE`.

Unwritable: the settings folder is a regular file, or the settings file is a folder.  The
choices made then hold for the run (in memory) and are gone on the next start; once the file
can be written again, what was held goes in with the next write.
"""

import argparse
import math
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRect, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from cardsuite.app import create_main_window
from cardsuite.games.binokel.options import Options as BinokelOptions
from cardsuite.games.binokel.records import NAME_LIMIT
from cardsuite.games.binokel.records import clean_name as binokel_clean
from cardsuite.games.skat.game import Options as SkatOptions
from cardsuite.ui import settings
from cardsuite.ui.boards.binokel import slots as binokel_slots
from cardsuite.ui.boards.binokel import start as binokel_start
from cardsuite.ui.boards.binokel.board import DEFAULT_LEVEL, options_from_settings
from cardsuite.ui.boards.pref import club as pref_club
from cardsuite.ui.boards.pref.club import DoormanDialog
from cardsuite.ui.boards.skat.board import available_levels
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.i18n import language_manager

WAIT = 30_000  # ms
GAMES = ("binokel", "pref", "skat", "vierfrei")

#: Every key the suite reads (the recording below checks it), each with a wrong word.
NONSENSE: dict[str, object] = {
    "language": "xx",
    "theme": "plaid",
    "speed": "banana",
    "scale": "huge",
    "main/geometry": "garbage",
    **{f"windows/{game}": "garbage" for game in GAMES},
    "skat/rule_set": "chess",
    "skat/kontra": "maybe",
    "skat/redeal": "12x",
    "skat/ramsch_skat_last": "sometimes",
    "skat/seeger_fabian": "banana",
    "skat/auto_collect": "banana",
    "skat/mark_playable": "banana",
    "skat/level1": "grandmaster",
    "skat/level2": "",
    "skat/kontra_after_bid": "banana",
    "skat/bock_games": "banana",
    "skat/schieberamsch": "banana",
    "skat/bierlachs": "banana",
    "vierfrei/outline_drag": "banana",
    "vierfrei/auto_safe": "banana",
    "vierfrei/auto_finish": "banana",
    "skat/four_colour": "banana",
    "binokel/four_colour": "banana",
    "sound": "banana",
    "binokel/bid_reached_wins": "banana",
    "binokel/double_loss": "banana",
    "binokel/abgehen_30": "banana",
    "binokel/meld_by_hand": "banana",
    "binokel/sevens": "banana",
    "binokel/round_points": "banana",
    "binokel/diss_pressed": "banana",
    "binokel/double_family_1500": "banana",
    "binokel/durch_bettel": "banana",
    "binokel/target": "banana",
    "binokel/auto_collect": "banana",
    "binokel/mark_playable": "banana",
    "prefclub/auto_collect": "banana",
    "prefclub/mark_playable": "banana",
    "binokel/level1": "grandmaster",
    "binokel/level2": "strongest",
    # Control characters, a bidi override and far too long: cleaned, never shown as they are.
    "binokel/name": "\x07Anna\t\u202e\n" * 400,
    "prefclub/name": "\x00\x1b[31mEgon\u200b" * 300,
}

_NUMBERS = {"main/geometry": 12345, "binokel/target": math.inf, "speed": math.nan,
            "language": 0, "theme": -1, "binokel/name": 42, "prefclub/name": 1e300}
_HUGE_WINDOW = {"x": math.inf, "y": math.nan, "w": 1e300, "h": -2 ** 40, "full": "banana"}
_TYPED = {"language": QByteArray(b"en"), "theme": {"key": "colour"}, "speed": QRect(1, 2, 3, 4),
          "main/geometry": QByteArray(b"\x01\xd9\xd0\xcb" + bytes(range(200))),
          "binokel/name": {"name": "Anna"}, "prefclub/name": QByteArray(b"Egon")}

#: Files that give every key nonsense of one sort (written through QSettings, so the values
#: come back as the sort they are), by name.
VALUES: dict[str, dict[str, object]] = {
    "words": NONSENSE,
    "lists": {key: ["fast", "en", "1"] for key in NONSENSE},
    "numbers": {**{key: 2 ** 62 for key in NONSENSE}, **_NUMBERS,
                **{f"windows/{game}": _HUGE_WINDOW for game in GAMES}},
    "qt types": {**{key: QRect(-5, -5, 10 ** 6, 10 ** 6) for key in NONSENSE}, **_TYPED,
                 **{f"windows/{game}": {"x": "12x", "y": [], "w": {}, "h": None}
                    for game in GAMES}},
}


def _ini_line(key: str, text: str) -> tuple[str, str]:
    group, _, name = key.rpartition("/")
    return group or "General", f"{name}={text}\n"


def _raw(texts: dict[str, str]) -> bytes:
    """An INI file with these raw value texts, grouped as QSettings groups them."""
    groups: dict[str, list[str]] = {}
    for key, text in texts.items():
        group, line = _ini_line(key, text)
        groups.setdefault(group, []).append(line)
    return "".join(f"[{group}]\n{''.join(lines)}" for group, lines in groups.items()).encode()


def _through_qsettings(scratch: Path, values: dict[str, object]) -> bytes:
    """The bytes of an INI file holding ``values``, written by QSettings itself."""
    written = QSettings(str(scratch), QSettings.Format.IniFormat)
    for key, value in values.items():
        written.setValue(key, value)
    written.sync()
    assert written.status() == QSettings.Status.NoError
    del written
    return scratch.read_bytes()


def _good(scratch: Path) -> bytes:
    """A file as the suite leaves it: every key with a sensible value."""
    return _through_qsettings(scratch, {
        **{key: "true" for key in NONSENSE}, "language": "en", "theme": "colour",
        "speed": "slow", "skat/rule_set": "amiga", "skat/level1": "easy", "skat/level2": "easy",
        "skat/bock_games": 3, "skat/bierlachs": 500,
        "binokel/target": 1000, "binokel/level1": "easy", "binokel/level2": "easy",
        "binokel/name": "Anna", "prefclub/name": "Egon",
        **{f"windows/{game}": {"x": 10, "y": 10, "w": 500, "h": 400, "full": False}
           for game in GAMES}})


def damaged(kind: str, scratch: Path) -> bytes:
    if kind == "random bytes":
        return random.Random(11).randbytes(2000)
    if kind == "empty":
        return b""
    if kind == "truncated":
        good = _good(scratch)
        return good[: len(good) // 2]
    if kind == "undecodable variants":
        return _raw({key: text for key, text in zip(NONSENSE, [
            "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nGarbage)", "@Variant(zzzz)", "@ByteArray(",
            "@Rect(1 2)", "@Size(a b)", "@Point()", "@Variant(\\0\\0\\0\\b\\0\\0\\0\\xff)",
        ] * len(NONSENSE), strict=False)})
    return _through_qsettings(scratch, VALUES[kind])


KINDS = ["random bytes", "truncated", "empty", "undecodable variants", *VALUES]


# --- set-up -------------------------------------------------------------------------------------

class _Recording(settings._Settings):
    read: set[str] = set()

    def value(self, key, *args):
        _Recording.read.add(key)
        return super().value(key, *args)


@pytest.fixture
def settings_folder(tmp_path, clean_settings, english, monkeypatch):
    """The settings of this test in a folder of its own (its path; the file's is
    ``QSettings().fileName()``), every key read recorded; the shared test settings back after."""
    shared = Path(QSettings().fileName()).parents[1]
    folder = tmp_path / "settings"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    _Recording.read = set()
    monkeypatch.setattr(settings, "settings", _Recording)
    yield folder
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(shared))
    settings._held.clear()
    theme_manager().set_theme("mono")


def settings_file() -> Path:
    return Path(QSettings().fileName())


class AnswerEveryAlert:
    """Answers every GEM alert with its first button ("Quit" when quitting) until stopped;
    each poll schedules the next before it acts."""

    def __init__(self) -> None:
        self.answered: list[list[str]] = []
        self._running = True
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        if not self._running:
            return
        QTimer.singleShot(10, self._poll)
        alert = QApplication.activeModalWidget()
        if isinstance(alert, GemAlert) and alert.isVisible():
            self.answered.append(alert.lines())
            alert.button(0).click()

    def stop(self) -> None:
        self._running = False


class Doorman:
    """Looks at the doorman's name (the PrefClub setting) and goes home."""

    def __init__(self) -> None:
        self.name: str | None = None
        QTimer.singleShot(0, self._poll)

    def _poll(self) -> None:
        if self.name is not None:
            return
        QTimer.singleShot(10, self._poll)
        # Not only the active modal widget: Binokel's start screen may open over it.
        for dialog in QApplication.topLevelWidgets():
            if isinstance(dialog, DoormanDialog) and dialog.isVisible():
                self.name = dialog.name_edit.text()
                dialog.cancel_button.click()
                return


def start(qtbot):
    window = create_main_window(argparse.Namespace(game=None, deal=None, lang=None))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def quit_suite(window, qtbot) -> None:
    """Quit as the player does (File ▸ Quit closes the screen), answering "Quit"."""
    boards = [game.content() for game in window.desktop.windows()]
    answering = AnswerEveryAlert()
    try:
        window.close()
    finally:
        answering.stop()
    assert not window.isVisible()
    for board in boards:
        for name in ("worker", "solver"):
            thread = getattr(board, name, None)
            if thread is not None:
                thread.wait()


def assert_defaults_in_use(window, qtbot) -> None:
    """The suite runs with the defaults for everything the file got wrong, in every game."""
    assert language_manager().language == "de"
    assert theme_manager().theme.key == "mono"
    assert settings.get_choice("speed") == "medium" and settings.move_duration() == 160
    assert window.speed_actions["medium"].isChecked()
    size = window.size()
    assert 100 <= size.width() <= 10_000 and 100 <= size.height() <= 10_000

    opened = {key: window.open_game(key, deal=1) for key in ("vierfrei", "skat", "binokel")}
    for game_window in opened.values():
        rect = game_window.geometry()
        assert rect.width() >= game_window.minimumSizeHint().width()
        assert -10_000 < rect.x() < 10_000 and rect.height() < 10_000

    vierfrei = opened["vierfrei"].content()
    assert not vierfrei.action_outline.isChecked() and not vierfrei.action_auto.isChecked()

    skat = opened["skat"].content()
    expected_level = "medium" if "medium" in available_levels() else available_levels()[0]
    assert skat.session.settings.options == SkatOptions()
    assert skat.session.settings.levels == (expected_level, expected_level)
    assert skat.action_isko.isChecked() and not skat.action_kontra.isChecked()
    assert not skat.action_seeger.isChecked() and not skat.action_auto.isChecked()
    assert skat.session.settings.bock_games == 0 and skat.session.settings.bierlachs_limit == 0
    assert skat.bock_actions[0].isChecked() and skat.bierlachs_actions[0].isChecked()
    assert not skat.action_kontra_after_bid.isChecked()
    assert not skat.action_schieberamsch.isChecked()

    binokel = opened["binokel"].content()
    assert options_from_settings() == BinokelOptions()
    assert binokel.session.settings.options == BinokelOptions()
    assert binokel.session.settings.levels == (DEFAULT_LEVEL, DEFAULT_LEVEL)
    qtbot.waitUntil(lambda: binokel.start_dialog is not None, timeout=WAIT)
    typed = binokel.start_dialog.name_edit.text()
    assert binokel_start.stored_name() == typed
    assert binokel_clean(typed) == typed and len(typed) <= NAME_LIMIT
    shown = binokel_slots.player_name()
    assert binokel_clean(shown) == shown and 0 < len(shown) <= NAME_LIMIT
    assert binokel.start_dialog.speed_buttons["medium"].isChecked()

    doorman = Doorman()
    assert window.open_game("pref") is None  # the doorman was shown; the player went home
    assert doorman.name is not None and doorman.name == pref_club.stored_name()
    assert "\x00" not in doorman.name and "\x1b" not in doorman.name


# --- damaged --------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_settings_file_gives_the_defaults_and_the_suite_plays(
        settings_folder, qtbot, tmp_path, kind):
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(damaged(kind, tmp_path / "scratch.ini"))
    window = start(qtbot)
    if kind == "truncated":  # the half that survived is good: its values are used
        for key in ("vierfrei", "skat", "binokel"):
            assert window.open_game(key, deal=1).isVisible()
    else:
        assert_defaults_in_use(window, qtbot)
    quit_suite(window, qtbot)
    # Everything read was given nonsense here (windows/pref only once a member sat down).
    assert _Recording.read <= set(NONSENSE), sorted(_Recording.read - set(NONSENSE))
    # The next start reads what the suite wrote instead.
    again = start(qtbot)
    assert again.isVisible()
    quit_suite(again, qtbot)


def test_the_recording_sees_the_keys_the_suite_reads(settings_folder, qtbot):
    """The check above means something only if the recording sees the reads."""
    window = start(qtbot)
    for key in ("vierfrei", "skat", "binokel"):
        window.open_game(key, deal=1)
    doorman = Doorman()
    assert window.open_game("pref") is None and doorman.name == ""
    quit_suite(window, qtbot)
    # The PrefClub board's own keys are read once a member sits down at a table.
    assert _Recording.read == set(NONSENSE) - {"windows/pref", "prefclub/auto_collect",
                                               "prefclub/mark_playable"}


# --- unwritable ---------------------------------------------------------------------------------

@pytest.mark.parametrize("blocked", ["the folder is a file", "the file is a folder"])
def test_settings_that_cannot_be_written_hold_for_the_run_only(settings_folder, qtbot,
                                                                 blocked):
    path = settings_file()
    if blocked == "the folder is a file":
        settings_folder.mkdir()
        path.parent.write_text("a file where the settings folder should be")
    else:
        path.mkdir(parents=True)
    window = start(qtbot)
    assert language_manager().language == "de" and settings.get_choice("speed") == "medium"
    window.set_speed("fast")
    window.set_theme("colour")
    window.set_language("en")
    probe = QSettings()
    probe.setValue("probe", 1)
    probe.sync()
    assert probe.status() == QSettings.Status.AccessError  # the situation is real
    del probe
    # For this run the choices hold, though nothing could be written.
    assert settings.get_choice("speed") == "fast" and settings.move_duration() == 70
    assert settings.get_choice("theme") == "colour" and settings.get_choice("language") == "en"
    board = window.open_game("vierfrei", deal=1).content()
    board.action_outline.trigger()
    assert settings.get_flag("vierfrei/outline_drag") is True
    board.act([board.game.position.legal_moves()[0]])
    quit_suite(window, qtbot)  # writes the geometry: refused, quietly
    assert not path.is_file()
    # The next start (a new process: nothing held) has the defaults again.
    settings._held.clear()
    assert settings.get_choice("speed") == "medium"
    assert settings.get_flag("vierfrei/outline_drag") is False


def test_what_was_held_is_written_once_the_file_can_be(settings_folder, qtbot):
    path = settings_file()
    settings_folder.mkdir()
    path.parent.write_text("in the way")
    settings.set_choice("speed", "slow")
    settings.set_flag("skat/redeal", True)
    assert settings._held and settings.get_choice("speed") == "slow"
    path.parent.unlink()  # the player clears the way
    settings.set_choice("theme", "colour")
    assert settings._held == {}
    written = QSettings(str(path), QSettings.Format.IniFormat)
    assert written.value("speed") == "slow" and written.value("theme") == "colour"
    assert settings.get_flag("skat/redeal") is True
