"""Start Cardsuite: ``cardsuite [--game GAME] [--deal N] [--lang de|en]``, or put it on a
Linux desktop's menu: ``cardsuite --desktop-entry``."""

from __future__ import annotations

import argparse
import os
import signal
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardsuite.engine.deal_range import MS_DEAL_MAX, PLAYER_DEAL_MAX, deal_number_argument
from cardsuite.ui.i18n import LANGUAGES

#: The highest deal number per game: Vierfrei takes every Microsoft deal, the others six digits.
DEAL_LIMITS = {"binokel": PLAYER_DEAL_MAX, "pref": PLAYER_DEAL_MAX, "skat": PLAYER_DEAL_MAX,
               "vierfrei": MS_DEAL_MAX}
GAMES = tuple(DEAL_LIMITS)


#: What no arguments mean (``make run``, a desktop's launcher), answered without building the
#: parser: argparse looks its messages' translations up (gettext, locale), a few ms of every
#: start.  ``tests`` compare it with the parser's own answer.
NO_ARGUMENTS = {"game": None, "deal": None, "lang": None, "desktop_entry": False}


def argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardsuite", description="Classic card games on a GEM desktop.")
    parser.add_argument("--game", choices=GAMES, help="open this game at start")
    parser.add_argument("--deal", type=deal_number_argument, help=f"deal number for the game, 1 … {MS_DEAL_MAX}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language (default: the last one chosen)")
    parser.add_argument("--desktop-entry", action="store_true",
                        help="put Cardsuite into the desktop's application menu (Linux) and quit")
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    if argv is None:
        argv = sys.argv[1:]
    if not argv:
        return argparse.Namespace(**NO_ARGUMENTS)
    parser = argument_parser()
    args = parser.parse_args(argv)
    if args.deal is not None and args.game is None:
        parser.error("--deal needs --game, e.g. --game vierfrei --deal 617")
    if args.deal is not None and args.deal > DEAL_LIMITS[args.game]:
        parser.error(f"{args.game} deals run from 1 to {DEAL_LIMITS[args.game]}, not {args.deal}")
    return args


def find_home(environ: dict[str, str] | None = None) -> None:
    """Without ``HOME`` (a service, ``env -i``) Qt puts the data folder at
    ``/.local/share`` and every save fails with "Permission denied": take the home
    folder the system's user database names, as a login shell would."""
    environ = os.environ if environ is None else environ
    if os.name != "posix" or environ.get("HOME"):
        return
    try:
        import pwd

        home = pwd.getpwuid(os.getuid()).pw_dir
    except (ImportError, KeyError):
        return
    if home:
        environ["HOME"] = home


def create_application(argv: list[str]) -> QApplication:
    find_home()
    if QApplication.instance() is None:
        # Whole device pixels per GEM pixel: at 125 % and 150 % desktop scaling Qt would
        # scale by 1.25 or 1.5, and the dither and the icons turned into uneven stripes.
        # Rounded down (1.75 and up: 2), as pixel art is drawn: sharp at every setting.
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.RoundPreferFloor)
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName("Cardsuite")
    app.setApplicationName("Cardsuite")
    from PySide6.QtGui import QIcon

    from cardsuite.ui.app_icon import ICON_FILE
    from cardsuite.ui.fonts import gem_font

    app.setFont(gem_font(16))
    app.setWindowIcon(QIcon(str(ICON_FILE)))
    return app


def create_main_window(args: argparse.Namespace):
    """The GEM screen with the chosen language and theme, and the game asked for."""
    from cardsuite.ui import settings
    from cardsuite.ui.gem.theme import theme_manager
    from cardsuite.ui.i18n import language_manager
    from cardsuite.ui.main_window import MainWindow

    language = args.lang or settings.get_choice("language")
    language_manager().set_language(language)
    theme_manager().set_theme(settings.get_choice("theme"))
    window = MainWindow()
    if args.game:
        window.open_game(args.game, deal=args.deal)
    return window


def no_display(environ: dict[str, str] | None = None, platform: str | None = None) -> str:
    """Why no window can open here, in one line ("" if one can): on Linux and the other
    X11 / Wayland systems without ``DISPLAY`` and ``WAYLAND_DISPLAY`` Qt would abort
    (status 134, "xcb-cursor0 is needed … Reinstalling may fix this"), which misleads."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")) or environ.get("QT_QPA_PLATFORM"):
        return ""
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return ""
    return ("no display found (DISPLAY and WAYLAND_DISPLAY are not set); to run without "
            "a screen, set QT_QPA_PLATFORM=offscreen")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.desktop_entry:
        from cardsuite.desktop_entry import install_main

        return install_main()
    missing = no_display()
    if missing:
        print(f"cardsuite: {missing}", file=sys.stderr)
        return 1
    app = create_application(sys.argv[:1])
    window = create_main_window(args)
    window.show()
    ticker = install_shutdown(app, window)
    code = app.exec()
    ticker.stop()
    return code


def install_shutdown(app: QApplication, window) -> QTimer:
    """SIGTERM (kill, shutdown), SIGINT (Ctrl+C) and the desktop session's logout close the
    suite by the close path of Ctrl+Q without its questions (``window.shut_down()``:
    a running PrefClub game costs its penalty, an unfinished Vierfrei game is recorded,
    the windows' places are kept), then end the event loop with status 0.  Python sees
    a signal only between events, so a timer wakes it four times a second; the timer is
    returned (keep it)."""

    def shut_down(*_args) -> None:
        window.shut_down()
        app.exit(0)

    signal.signal(signal.SIGTERM, shut_down)
    signal.signal(signal.SIGINT, shut_down)
    app.commitDataRequest.connect(lambda _manager: shut_down())
    ticker = QTimer()
    ticker.timeout.connect(lambda: None)
    ticker.start(250)
    return ticker
