"""Take the README's screenshots: the desktop, and a Vierfrei window in both themes and languages.

Run under a real X server (``xvfb-run -s '-screen 0 1024x768x24' .venv/bin/python
tools/screenshots.py docs/screenshots``) or with ``QT_QPA_PLATFORM=offscreen``.
Settings go to a temporary folder, so the developer's own are never touched.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def settle(app: QApplication, board=None) -> None:
    for _ in range(5):
        app.processEvents()
    if board is not None:
        board.scene_for_tests().finish_animations()
        app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    QCoreApplication.setOrganizationName("CardsuiteScreenshots")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())

    from cardsuite.app import create_application, create_main_window, parse_args
    from cardsuite.games.vierfrei.solver import solve

    app = create_application(sys.argv[:1])
    screen = create_main_window(parse_args(["--lang", "de"]))
    screen.resize(800, 600)
    screen.show()
    settle(app)
    screen.grab().save(str(args.folder / "desktop-mono.png"))
    if app.platformName() == "xcb":
        # A dropped-down menu is a window of its own: take the whole screen.
        screen.menu_bar.open_menu(3)
        settle(app)
        picture = app.primaryScreen().grabWindow(0).copy(screen.frameGeometry())
        picture.save(str(args.folder / "menu-options-de.png"))
        screen.menu_bar.close_menu()
        settle(app)

    window = screen.open_game("vierfrei", deal=617)
    window.setGeometry(90, 8, 700, 560)
    board = window.content()
    settle(app, board)
    # A few moves so that the picture shows free cells and foundations in use.
    for move in solve(board.game.position).moves[:5]:  # moves that keep it solvable
        board.act([move])
        settle(app, board)
    # The hint (F4) once the background search has answered, and the keyboard cursor.
    board.solver.wait(30)
    for _ in range(50):
        settle(app)
        if "lösbar" in board.info() or "olvable" in board.info():
            break
    board.show_hint()
    settle(app)
    screen.grab().save(str(args.folder / "vierfrei-hint-de.png"))
    board.scene_for_tests().hide_hint()
    for theme in ("mono", "colour"):
        screen.set_theme(theme)
        for language in ("de", "en"):
            screen.set_language(language)
            settle(app, board)
            screen.grab().save(str(args.folder / f"vierfrei-{theme}-{language}.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
