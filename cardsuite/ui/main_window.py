"""The GEM screen: menu bar, dithered desktop with an icon per game, game windows.

Menus (GEM order): Desk (About Cardsuite …), File (the active game's
commands, Quit), Games (one entry per registered game), Options (animation
speed, sound, scale, theme, language, and the active game's options), Help (the rules of
each game).  Every question is a GEM alert.  By keyboard: Alt and a title's first
letter drops its menu down (see :mod:`.gem.menubar`); the desktop's icons answer the
arrow keys and Return while no game window has the focus (:mod:`.gem.desktop`).  A board offers ``title()``, ``info()``,
``in_progress()``, ``game_actions()``, ``option_actions()``, the signals
``title_changed``, ``info_changed``, ``close_requested``, and ``leave()``,
which the screen calls before its window closes (statistics, searches); a board
with ``confirm_close()`` asks its own question before it is closed instead of
the screen's "A game is in progress" (PrefClub names the leaving penalty).  Dialogs, alerts and boards are imported
when first needed, so that the desktop comes up fast.  Language, theme, speed and the
geometry of the screen and of each game window are kept in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QVBoxLayout, QWidget

from cardsuite import __version__
from cardsuite.ui import registry, settings
from cardsuite.ui.gem import scale as gem_scale
from cardsuite.ui.gem.desktop import GemDesktop
from cardsuite.ui.gem.menubar import GemMenuBar
from cardsuite.ui.gem.theme import theme_manager
from cardsuite.ui.gem.window import GemWindow
from cardsuite.ui.i18n import language_manager
from cardsuite.ui.sound import SOUND_KEY

translate = QCoreApplication.translate


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Cardsuite")
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.menu_bar = GemMenuBar()
        self.desktop = GemDesktop()
        layout.addWidget(self.menu_bar)
        layout.addWidget(self.desktop, 1)
        self.setCentralWidget(central)
        self._texts: list[tuple[QAction, Callable[[], str]]] = []
        self._build_menus()
        for entry in registry.games():
            self.desktop.add_icon(entry.key, entry.title, entry.icon,
                                  lambda key=entry.key: self.open_or_top(key))
        self.desktop.active_changed.connect(lambda _window: self._rebuild_game_menus())
        language_manager().changed.connect(self.retranslate)
        self.retranslate()
        self._shut_down = False
        self.apply_scale()
        self._restore_geometry()
        self.desktop.setFocus()  # the icons answer the arrow keys and Return until a game opens

    # --- menus ---------------------------------------------------------------

    def _action(self, menu: QMenu, text: Callable[[], str], slot, shortcut: str | None = None,
                group: QActionGroup | None = None) -> QAction:
        action = QAction(self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        if group is not None:
            action.setCheckable(True)
            group.addAction(action)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        self._texts.append((action, text))
        return action

    def _build_menus(self) -> None:
        bar = self.menu_bar
        self.desk_menu = bar.add_menu(lambda: translate("MainWindow", "Desk"))
        self._action(self.desk_menu, lambda: translate("MainWindow", "About Cardsuite …"), self.about)

        self.file_menu = bar.add_menu(lambda: translate("MainWindow", "File"))
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.addAction(self.quit_action)
        self._texts.append((self.quit_action, lambda: translate("MainWindow", "Quit Cardsuite")))

        self.games_menu = bar.add_menu(lambda: translate("MainWindow", "Games"))
        for entry in registry.games():
            self._action(self.games_menu, entry.title, lambda _c=False, k=entry.key: self.open_game(k))

        self.options_menu = bar.add_menu(lambda: translate("MainWindow", "Options"))
        self.speed_actions = {}
        speed_group = QActionGroup(self)
        speed_names = {"slow": lambda: translate("MainWindow", "Animation slow"), "medium": lambda: translate("MainWindow", "Animation medium"),
                       "fast": lambda: translate("MainWindow", "Animation fast")}
        for key, text in speed_names.items():
            self.speed_actions[key] = self._action(
                self.options_menu, text, lambda _c=False, k=key: self.set_speed(k), group=speed_group)
        # Binokel's start screen chooses the speed too: the tick shows the stored one.
        self.options_menu.aboutToShow.connect(
            lambda: self.speed_actions[settings.get_choice("speed")].setChecked(True))
        self.sound_action = self._action(self.options_menu, lambda: translate("MainWindow", "Sound"),
                                         self.set_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(settings.get_flag(SOUND_KEY, True))
        self.options_menu.addSeparator()
        self.scale_actions = {}
        scale_group = QActionGroup(self)
        scale_names = {"auto": lambda: translate("MainWindow", "Scale: automatic"),
                       "1": lambda: translate("MainWindow", "Scale: 1×"),
                       "2": lambda: translate("MainWindow", "Scale: 2×"),
                       "3": lambda: translate("MainWindow", "Scale: 3×")}
        for key, text in scale_names.items():
            self.scale_actions[key] = self._action(
                self.options_menu, text, lambda _c=False, k=key: self.set_scale(k), group=scale_group)
        self.scale_actions[settings.get_choice("scale")].setChecked(True)
        self.options_menu.addSeparator()
        self.theme_actions = {}
        theme_group = QActionGroup(self)
        theme_names = {"mono": lambda: translate("MainWindow", "Monochrome (ST High)"),
                       "colour": lambda: translate("MainWindow", "Colour (ST Medium)")}
        for key, text in theme_names.items():
            self.theme_actions[key] = self._action(
                self.options_menu, text, lambda _c=False, k=key: self.set_theme(k), group=theme_group)
        self.options_menu.addSeparator()
        self.language_actions = {}
        language_group = QActionGroup(self)
        # Each language is named in itself, as language menus do.
        for key, name in (("de", "Deutsch"), ("en", "English")):
            self.language_actions[key] = self._action(
                self.options_menu, lambda n=name: n, lambda _c=False, k=key: self.set_language(k),
                group=language_group)
        self._fixed_options = list(self.options_menu.actions())

        self.help_menu = bar.add_menu(lambda: translate("MainWindow", "Help"))
        for entry in registry.games():
            self._action(self.help_menu, lambda e=entry: translate("MainWindow", "Rules of %1").replace("%1", e.title()),
                         lambda _c=False, e=entry: self.show_rules(e))
        self._rebuild_game_menus()

    def _rebuild_game_menus(self) -> None:
        """File and Options show the active game's commands and options."""
        board = self.active_board()
        self.file_menu.clear()
        if board is not None:
            for action in board.game_actions():
                if action is None:
                    self.file_menu.addSeparator()
                else:
                    self.file_menu.addAction(action)
            self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        for action in self.options_menu.actions():
            if action not in self._fixed_options:
                self.options_menu.removeAction(action)
        if board is not None and board.option_actions():
            self.options_menu.addSeparator()
            self.options_menu.addActions(board.option_actions())

    def retranslate(self, *_args) -> None:
        for action, text in self._texts:
            action.setText(text())
        for window in self.desktop.windows():
            window.set_title(window.content().title())
            window.set_info(window.content().info())
        self.speed_actions[settings.get_choice("speed")].setChecked(True)
        self.theme_actions[theme_manager().theme.key].setChecked(True)
        self.language_actions[language_manager().language].setChecked(True)

    # --- games ---------------------------------------------------------------

    def active_board(self):
        window = self.desktop.active_window()
        return window.content() if window is not None else None

    def open_or_top(self, key: str) -> GemWindow | None:
        """A double click on a game's icon: its window topped if it is open (as GEM tops the
        window of an opened icon), else opened.  (The Games menu opens another.)"""
        for window in reversed(self.desktop.windows()):
            if window.objectName() == key:
                self.desktop.activate_window(window)
                return window
        return self.open_game(key)

    def open_game(self, key: str, **options) -> GemWindow | None:
        """Open ``key``'s board in a window; a game with an entrance (PrefClub's doorman)
        asks it first, and opens nothing (None) if the player went away."""
        entry = registry.game(key)
        if entry.entrance is not None:
            more = entry.entrance(self, options)
            if more is None:
                return None
            options = {**options, **more}
        board = registry.create(key, **options)
        window = GemWindow(board, board.title(), board.info())
        window.setObjectName(key)
        board.title_changed.connect(window.set_title)
        board.info_changed.connect(window.set_info)
        board.close_requested.connect(lambda: self.request_close(window))
        window.close_requested.connect(lambda: self.request_close(window))
        geometry = settings.get_dict(f"windows/{key}")
        if geometry:
            window.restore_geometry(geometry)
        else:
            # First time: a comfortable size that leaves the icons and some desktop free.
            if not self.isVisible():  # lay out now, so the desktop has its size before show()
                self.layout().activate()
                self.centralWidget().layout().activate()
            room, scale = self.desktop.size(), gem_scale.current_scale()
            hint = window.minimumSizeHint()
            window.resize(max(hint.width(), min(room.width() - 120 * scale, 880 * scale)),
                          max(hint.height(), min(room.height() - 40 * scale, 660 * scale)))
        self.desktop.add_window(window)
        board.setFocus()
        self._rebuild_game_menus()
        return window

    def request_close(self, window: GemWindow) -> bool:
        """The closer or F10: ask with an alert if a game is in progress, then close."""
        board = window.content()
        confirm = getattr(board, "confirm_close", None)
        if confirm is not None:
            if not confirm():  # the game's own question (PrefClub: the leaving penalty)
                return False
        elif board.in_progress():
            from cardsuite.ui.gem.alert import AlertIcon, gem_alert

            answer = gem_alert(self, AlertIcon.QUESTION,
                               [translate("MainWindow", "A game is in progress."), translate("MainWindow", "Close it anyway?")],
                               [translate("MainWindow", "Close"), translate("MainWindow", "Cancel")], default=1, cancel=1)
            if answer != 0:
                return False
        board.leave()
        settings.set_dict(f"windows/{window.objectName()}", window.save_geometry())
        window.close_window()
        self._rebuild_game_menus()
        return True

    def show_rules(self, entry: registry.GameEntry):
        from cardsuite.ui.rules_dialog import RulesDialog

        dialog = RulesDialog(self, entry)
        dialog.open()
        return dialog

    def about(self) -> None:
        from cardsuite.ui.gem.alert import AlertIcon, gem_alert

        gem_alert(self, AlertIcon.NONE,
                  [translate("MainWindow", "Cardsuite %1").replace("%1", __version__),
                   translate("MainWindow", "Classic card games on a GEM desktop."),
                   translate("MainWindow", "Made anew in Python and Qt."),
                   translate("MainWindow", "Free software under the MIT licence.")],
                  [translate("MainWindow", "OK")])

    # --- options ---------------------------------------------------------------

    def set_speed(self, key: str) -> None:
        settings.set_choice("speed", key)

    def set_scale(self, key: str) -> None:
        """Options → Scale: automatic (by the screen's height), 1×, 2× or 3×."""
        settings.set_choice("scale", key)
        self.apply_scale()

    def apply_scale(self) -> None:
        """Draw the menu bar, the desktop and its windows, and every dialog made from now on
        at the chosen GEM scale."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        height = screen.availableGeometry().height() if screen is not None else 0
        scale = gem_scale.scale_for(settings.get_choice("scale"), height)
        gem_scale.set_current_scale(scale)
        if scale != self.menu_bar.scale():  # (at start, mostly 1 as built: nothing to do)
            self.menu_bar.set_scale(scale)
        self.desktop.set_scale(scale)

    def set_sound(self, on: bool) -> None:
        """Options → Sound: the pling and the fanfare (off: not even the system's beep)."""
        settings.set_flag(SOUND_KEY, on)

    def set_theme(self, key: str) -> None:
        settings.set_choice("theme", key)
        theme_manager().set_theme(key)

    def set_language(self, key: str) -> None:
        settings.set_choice("language", key)
        language_manager().set_language(key)

    # --- the screen --------------------------------------------------------------

    def _restore_geometry(self) -> None:
        """The place the screen had last time (Qt brings it back onto a screen that is there
        now); the first time 960 × 680 (times the GEM scale), or as much of the screen as
        there is (an ST's 640 × 400, a netbook's 1024 × 600), centred."""
        geometry = settings.settings().value("main/geometry")
        # Only what saveGeometry() made: a damaged settings file may hold text, a list, a number.
        if isinstance(geometry, QByteArray | bytes) and self.restoreGeometry(geometry):
            self.fit_screen()
            return
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else QRect(0, 0, 960, 680)
        frame = self.frameGeometry().size() - self.geometry().size()  # 0 × 0 before shown
        size = (QSize(960, 680) * gem_scale.current_scale()).boundedTo(room.size() - frame)
        self.resize(size)
        self.move(room.center() - QPoint(size.width() // 2, size.height() // 2))

    def fit_screen(self) -> None:
        """Keep the window within the screen's available area (a saved place from a larger
        screen): moved in, and made smaller if it is larger."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or self.isMaximized() or self.isFullScreen():
            return
        room = screen.availableGeometry()
        frame, inner = self.frameGeometry(), self.geometry()  # the frame: known once shown
        margins = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        size = self.size().boundedTo(room.size() - margins)
        if size != self.size():
            self.resize(size)
        outer = size + margins
        x = min(max(frame.x(), room.left()), room.right() + 1 - outer.width())
        y = min(max(frame.y(), room.top()), room.bottom() + 1 - outer.height())
        if (x, y) != (frame.x(), frame.y()):
            self.move(x, y)  # move() places the frame

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit_screen()  # now with the frame the window system gave it

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self._shut_down:  # shut down already (a signal, the logout): no more questions
            event.accept()
            return
        boards = [window.content() for window in self.desktop.windows()]
        asking = [board for board in boards if hasattr(board, "confirm_close")]
        if any(board.in_progress() for board in boards if board not in asking):
            from cardsuite.ui.gem.alert import AlertIcon, gem_alert

            answer = gem_alert(self, AlertIcon.QUESTION,
                               [translate("MainWindow", "A game is in progress."), translate("MainWindow", "Quit Cardsuite anyway?")],
                               [translate("MainWindow", "Quit"), translate("MainWindow", "Cancel")], default=1, cancel=1)
            if answer != 0:
                event.ignore()
                return
        if not all(board.confirm_close(quitting=True) for board in asking):
            event.ignore()
            return
        self.shut_down()
        event.accept()

    def shut_down(self) -> None:
        """Quitting's close path without its questions: every game leaves as quitting has it
        (every game in progress is kept for the next opening, a PrefClub game without its
        penalty), the windows' places are kept, the settings written.  Ctrl+Q runs it after
        the questions; SIGTERM, SIGINT and the desktop session's logout run it alone
        (nobody is there to answer).  Once only."""
        if self._shut_down:
            return
        self._shut_down = True
        for window in self.desktop.windows():
            window.content().leave()
            settings.set_dict(f"windows/{window.objectName()}", window.save_geometry())
        settings.settings().setValue("main/geometry", self.saveGeometry())
        settings.settings().sync()
