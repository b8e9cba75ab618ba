"""The German UI shows no English, the English UI no German: a walk through everything visible.

With the suite in German the walk looks at every screen it can reach: the desktop and every
menu of the main window (all actions' texts); About and every game's rules; each game played
through a whole deal by keys (:mod:`tests.ui.keyboard_pilot`), so that every dialog, alert,
button box and info line of a deal is seen; then every command of the game's File menu that
opens a dialog or an alert (each answered with Escape, or Return where Escape does nothing),
the options switched on and off (their notes on the info line), and the closer's question.

At each screen it collects the texts of every shown window: labels, buttons, window titles,
tooltips, line-edit placeholders, group-box titles, rich text, the GEM windows' titles and
info lines, the menus' actions, and everything the GEM widgets and the boards' graphics
items *paint* (``QPainter.drawText`` is watched while each window is rendered).  Then it
switches to English, collects the same screen again, and switches back.

"English in German" is decided word by word: a word that the German screen and the English
screen both show is suspicious (an untranslated string shows the same in both), unless it
is in :data:`SAME_IN_BOTH` -- proper names, and the few words that are the same in both
languages on purpose, each group explained there.  The mirror check looks for German in
the English screens: words with umlauts or ß and common German words
(:data:`GERMAN_WORDS`), unless they are names or kept terms (:data:`GERMAN_IN_ENGLISH`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTextEdit,
    QWidget,
)

from cardsuite.games.pref.characters import CHARACTERS
from cardsuite.ui import settings
from cardsuite.ui.gem.alert import GemAlert
from cardsuite.ui.gem.window import GemWindow
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.rules_dialog import RulesDialog
from tests.ui.keyboard_pilot import (
    Pilot,
    close_screen,
    close_windows,
    has_keys,
    modal,
    open_from_menu,
    open_screen,
    play_binokel,
    play_pref,
    play_skat,
    press,
    type_text,
)

#: Words the German and the English UI both show on purpose.
SAME_IN_BOTH = frozenset({
    # Names: the suite, its games, the tools, Microsoft's FreeCell (Vierfrei's deals); the
    # ST's screen modes; GEM's own "Desk" (German TOS kept it); the languages, each named in
    # itself; the computer players (Amiga I and II), the club's characters (every word of
    # their names), the name the walk types in.
    "Cardsuite", "Vierfrei", "Binokel", "Skat", "PrefClub", "GEM", "Atari", "ST", "High",
    "Medium", "Desk", "Python", "Qt", "MIT", "Microsoft", "FreeCell", "Deutsch", "English",
    "Amiga", "II", "Jim", "Cathy", "Kim",
    *{word for character in CHARACTERS for word in re.findall(r"[^\W\d_]{2,}", character.name)},
    # Words both languages spell alike: "in", "an", Animation, Name, Top (the Top 10); the
    # keys as the ST's keyboard labels them (Alt, Tab, Return); Binokel's start screen says
    # "Exit" in German too (the 1992 program's word).
    "in", "In", "an", "Animation", "Name", "Top", "Alt", "Tab", "Return", "Exit",
    # Skat's own words, used so in English (rules/skat.md): the game names Grand and Null,
    # the levels Hand, Ouvert, Schneider, Schwarz, Kontra and Re, Ramsch, the list's rule
    # sets ISkO and Seeger-Fabian; the house rules' Bock, Schieberamsch and Bierlachs, which
    # have no English names (pagat.com writes "Bock rounds" and "Schieberamsch").
    "Grand", "Null", "Hand", "Ouvert", "Schneider", "Schwarz", "Kontra", "Re", "Ramsch",
    "ISkO", "Seeger", "Fabian", "Bock", "Schieberamsch", "Bierlachs",
    # Binokel's words that have no English card-table equivalent (binokel_dialogs): Dabb,
    # Rundgang, Ober, Unter, Diß; the meld screen's AB (going out); Durch and Bettel, the
    # contracts without trump (pagat.com keeps their names).
    "Dabb", "Rundgang", "Ober", "Unter", "Diß", "AB", "Durch", "Bettel",
    # PrefClub: the 1993 program's own words in capitals (WHIST, ALL PASS, BULLET, MOUNTAIN,
    # EXIT), Miser, the manual's "dabei" (holding) quoted in both rules, the club's three
    # groups, the currency; "Stalingrad", the Sochi name of the forced whist on 6♠, and
    # Leningrad, a city's name in both languages (the ALL PASS score of its tables).
    "WHIST", "ALL", "PASS", "BULLET", "MOUNTAIN", "EXIT", "Miser", "dabei", "Versager",
    "Damen", "Kartenhaie", "DM", "Stalingrad", "Leningrad",
    # OK is OK in German too.
    "OK",
})

#: German words the English UI shows on purpose (beyond :data:`SAME_IN_BOTH`): none yet.
GERMAN_IN_ENGLISH: frozenset[str] = frozenset()

#: Words the walk reported once and that are mended; kept empty (a word put here is an
#: expected failure: the test then fails as xfail, naming it, until the source text is mended).
KNOWN: dict[str, str] = {}

#: Common German words: one of them in the English UI is a German string left in it.
GERMAN_WORDS = frozenset({
    "der", "die", "das", "und", "oder", "nicht", "ist", "sind", "ein", "eine", "einen", "mit",
    "von", "zu", "im", "auf", "für", "Sie", "Ihr", "Ihre", "Spiel", "Spiele", "Datei",
    "Optionen", "Hilfe", "Regeln", "neu", "Neues", "Neue", "Runde", "Karte", "Karten", "Stich",
    "Punkte", "Abbrechen", "Abbruch", "Schließen", "Weiter", "Laden", "Speichern", "Ja", "Nein", "weg",
    "Weg", "Trumpf", "Kreuz", "Pik", "Herz", "Karo", "Schellen", "Reizen", "Gebot", "noch",
    "wird", "werden", "bitte", "Bitte", "Zug", "Züge",
})

WORD = re.compile(r"[^\W\d_]{2,}")
#: The piece of a word an elided line ends with ("Kalle Übermu…"): no word of either language.
ELIDED = re.compile(r"[^\W\d_]+…")


def words_of(text: str) -> list[str]:
    """The words of a text, leaving out the piece of one an elided line ends with."""
    return WORD.findall(ELIDED.sub(" ", text))


# --- what a screen shows --------------------------------------------------------------------------

class Painted:
    """While active, every text a ``QPainter`` draws from Python is kept in :attr:`texts`."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._draw = QPainter.drawText

    def __enter__(self) -> Painted:
        draw, texts = self._draw, self.texts

        def watched(painter, *args):
            texts.extend(arg for arg in args if isinstance(arg, str))
            return draw(painter, *args)

        QPainter.drawText = watched
        return self

    def __exit__(self, *_exc) -> None:
        QPainter.drawText = self._draw


def menu_texts(menu: QMenu) -> list[str]:
    texts = [menu.title()]
    for action in menu.actions():
        texts += action_texts(action)
    return texts


def action_texts(action: QAction) -> list[str]:
    texts = [action.text(), action.toolTip(), action.statusTip()]
    if action.menu() is not None:
        texts += menu_texts(action.menu())
    return texts


def widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.toolTip(), widget.whatsThis(), widget.accessibleName()]
    if widget.isWindow():
        texts.append(widget.windowTitle())
    if isinstance(widget, QLabel):
        texts.append(widget.text())
    if isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    if isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    if isinstance(widget, QGroupBox):
        texts.append(widget.title())
    if isinstance(widget, QTextEdit):
        texts.append(widget.toPlainText())
    if isinstance(widget, GemWindow):
        texts += [widget.title(), widget.info()]
    for action in widget.actions():
        texts += action_texts(action)
    return texts


def screen_texts(screen, leave_out: list[QWidget] = ()) -> list[str]:
    """Everything the shown windows (but ``leave_out``) say now, and every menu of the main
    window."""
    texts: list[str] = []
    for menu in screen.menu_bar.menus():
        texts += menu_texts(menu)
    with Painted() as painted:
        for top in QApplication.topLevelWidgets():
            if not top.isVisible() or isinstance(top, QMenu) or top in leave_out:
                continue
            for widget in (top, *top.findChildren(QWidget)):
                # A dialog is its parent's child too, but a window of its own.
                if widget.window() is top and (widget is top or widget.isVisibleTo(top)):
                    texts += widget_texts(widget)
            top.grab()
    return [text for text in texts + painted.texts if text]


def alert_texts(alert: GemAlert) -> list[str]:
    return [*alert.lines(), *(alert.button(i).text() for i in range(alert.button_count()))]


class Walk:
    """Looks at screens in both languages and keeps what it saw (see the module docstring)."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.seen: set[str] = set()
        self.german: dict[str, tuple[str, str]] = {}  # word -> (screen, a German text with it)
        self.both: dict[str, tuple[str, str]] = {}  # words the English screen showed too
        self.english_german: dict[str, tuple[str, str]] = {}  # German words in English
        self.english_words: set[str] = set()  # every word of every English screen
        self.kept_alerts: list[tuple[str, list[str]]] = []  # alerts that stayed German

    def check(self) -> None:
        """The German words of the alerts that kept their texts, against all English words."""
        for label, texts in self.kept_alerts:
            for text in texts:
                for word in words_of(text):
                    if word in self.english_words and word not in SAME_IN_BOTH:
                        self.both.setdefault(word, (label, text))

    def look(self, label: str) -> None:
        """Collect screen ``label`` in German, then in English, and go back to German.

        An alert that keeps its texts across the switch (``gem_alert`` gets them translated
        and blocks, so nothing re-labels it) is left out of the English screen; its German
        words are held against every English word of the walk at the end (:meth:`check`).
        """
        alerts = {alert: alert_texts(alert) for alert in QApplication.topLevelWidgets()
                  if isinstance(alert, GemAlert) and alert.isVisible()}
        german = screen_texts(self.screen)
        language_manager().set_language("en")
        try:
            kept = [alert for alert, texts in alerts.items() if alert_texts(alert) == texts]
            english = screen_texts(self.screen, leave_out=kept)
        finally:
            language_manager().set_language("de")
        for alert in kept:
            self.kept_alerts.append((label, alerts[alert]))
        german_words = {word: text for text in german for word in words_of(text)}
        english_words = {word: text for text in english for word in words_of(text)}
        self.english_words.update(english_words)
        for word, text in german_words.items():
            self.german.setdefault(word, (label, text))
            if word in english_words and word not in SAME_IN_BOTH:
                self.both.setdefault(word, (label, text))
        for word, text in english_words.items():
            umlaut = any(char in "äöüÄÖÜß" for char in word)
            if (umlaut or word in GERMAN_WORDS) and word not in SAME_IN_BOTH | GERMAN_IN_ENGLISH:
                self.english_german.setdefault(word, (label, text))

    def once(self, prefix: str) -> Callable[[str], None]:
        """A ``note`` for a play: each step is looked at the first time it comes."""
        def note(word: str) -> None:
            label = f"{prefix}: {word}"
            if label not in self.seen:
                self.seen.add(label)
                self.look(label)
        return note

    def answer_modals(self, prefix: str) -> Pilot:
        """A pilot that looks at every modal dialog or alert that comes up and closes it:
        Escape, or Return where Escape does nothing."""
        tried: list[QWidget] = []

        def step() -> bool:
            widget = QApplication.activeModalWidget()
            if widget is None or QApplication.activeWindow() is not widget:
                return False
            label = f"{prefix}: {type(widget).__name__}"
            if isinstance(widget, GemAlert):
                label += f" ({widget.lines()[0]})"
            if widget in tried:
                press(Qt.Key.Key_Return)
                return False
            self.look(label)
            tried.append(widget)
            press(Qt.Key.Key_Escape)
            return False

        return Pilot(step)

    def command(self, qtbot, prefix: str, action: QAction) -> None:
        """Trigger a menu command; look at (and close) what it opens."""
        pilot = self.answer_modals(f"{prefix} {action.text()!r}")
        action.trigger()
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None, timeout=10_000)
        pilot.done = True
        if pilot.error is not None:
            raise pilot.error


# --- the walk ---------------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setitem(settings.SPEEDS, "fast", 20)


@pytest.fixture
def walk(qtbot, clean_settings):
    screen = open_screen(qtbot, "de")
    yield Walk(screen)
    close_screen(screen)


def walk_game_menus(walk: Walk, qtbot, game: str, skip: tuple[QAction, ...] = ()) -> None:
    """Every File command of the active game (not those in ``skip``), the options switched
    on and back off, and the closer's question (answered No)."""
    board = walk.screen.active_board()
    for action in board.game_actions():
        if action is not None and action is not board.action_close and action not in skip:
            walk.command(qtbot, game, action)
    flags = [a for a in board.option_actions()
             if a.isCheckable() and a.actionGroup() is None and not a.isSeparator()]
    for action in flags:
        action.trigger()
    walk.look(f"{game}: options switched")
    for action in flags:
        action.trigger()
    # In progress: the question, answered No (a game that is not goes without asking).
    walk.command(qtbot, game, board.action_close)


def test_the_german_ui_shows_no_english_and_the_english_no_german(walk, qtbot, monkeypatch):
    screen = walk.screen
    assert [t.strip() for t in screen.menu_bar.titles()][1] == "Datei"
    walk.look("desktop and menus")
    about = screen.desk_menu.actions()[0]
    walk.command(qtbot, "Desk", about)
    for action in screen.help_menu.actions():
        action.trigger()
        qtbot.waitUntil(lambda: modal(RulesDialog) is not None)
        walk.look(f"Help {action.text()!r}")
        press(Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)

    # Vierfrei: a move, then its menus.
    qtbot.waitUntil(lambda: has_keys(screen.desktop))
    open_from_menu(screen, "Vierfrei")
    qtbot.waitUntil(lambda: len(screen.desktop.windows()) == 1)
    vierfrei = screen.active_board()
    qtbot.waitUntil(lambda: has_keys(vierfrei))
    type_text("1a")  # column 1 to free cell a: a game in progress
    walk.look("Vierfrei: a move")
    walk_game_menus(walk, qtbot, "Vierfrei", skip=(vierfrei.action_demo,))

    for play, game in ((play_skat, "Skat"), (play_binokel, "Binokel"), (play_pref, "PrefClub")):
        close_games(screen, qtbot)
        play(screen, qtbot, monkeypatch, walk.once(game))
        walk.look(f"{game}: the next deal")
        look_at_a_played_log(walk, game)
        walk_game_menus(walk, qtbot, game)

    walk.check()
    # The walk reached the games' own screens (their info lines, boxes and painted words).
    assert {"Reizen", "Stich", "Trumpf", "Skatliste", "Züge"} <= set(walk.german)
    # Each game's claim (C) was answered on its info line and looked at.
    assert {"Skat: claim", "Binokel: claim", "PrefClub: claim"} <= walk.seen
    assert "Anspruch" in walk.german or "Rest" in walk.german

    found = {**walk.both, **walk.english_german}
    new = {word: where for word, where in found.items() if word not in KNOWN}
    report = "\n".join(f"  {word!r} on {label}: {text[:160]!r}"
                       for word, (label, text) in sorted(new.items()))
    assert not new, f"English in the German UI, or German in the English UI:\n{report}"
    if found:
        pytest.xfail("reported, waiting for the English source texts: "
                     + "; ".join(f"{word} ({KNOWN[word]})" for word in sorted(found)))


def look_at_a_played_log(walk: Walk, game: str) -> None:
    """The score list, pad or sheet (F7), and from it the log of the first deal played."""
    board = walk.screen.active_board()
    opener, attribute = {"Skat": ("show_list", "list_dialog"),
                         "Binokel": ("show_pad", "pad_dialog"),
                         "PrefClub": ("show_sheet", "sheet_dialog")}[game]
    getattr(board, opener)()
    listed = getattr(board, attribute)
    listed.game_chosen.emit(0)
    log = board.played_log_dialog
    assert log is not None, game
    walk.look(f"{game}: a deal's log from the list")
    log.done(0)
    listed.done(0)


def close_games(screen, qtbot) -> None:
    """Close the game windows without asking (as the fixture does at the end)."""
    close_windows(screen)
    qtbot.waitUntil(lambda: screen.desktop.windows() == [] and has_keys(screen.desktop))
