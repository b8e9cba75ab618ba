"""The suite on small screens (issue 18): an ST's 640 × 400, 800 × 600, a netbook's
1024 × 600.  The main window always opened at 960 × 680, so on these screens the fuller, the
sizer, Vierfrei's column 8 and the buttons of dialogs were off the screen.

Each screen is a real suite process on Qt's offscreen platform given that screen (its
``configfile``); it reports what lies where, and the test judges it:

- the main window fits the screen's available area;
- Vierfrei, Skat and Binokel open their windows wholly inside the desktop (over the icons
  if need be); when the main window shrinks they are moved back inside it (to its top left
  where they are larger than it), and they are all inside when it is restored;
- the rules dialog and the deal-number dialog lie wholly on the screen;
- Qt rounds a fractional desktop scaling to whole device pixels (the suite sets it before
  the application starts).

PrefClub's table needs 640 × 440 of board (its corner boxes beside a legible hand): it does
not fit 640 × 400 yet, and it is not checked here (its doorman and table dialogs come first).
"""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[2])

CHILD = textwrap.dedent(f"""
    import json, sys
    sys.path.insert(0, {ROOT!r})
    from cardsuite import app as cardsuite_app

    application = cardsuite_app.create_application(["cardsuite"])
    window = cardsuite_app.create_main_window(cardsuite_app.parse_args(["--lang", "en"]))
    window.show()
    for _ in range(5):
        application.processEvents()
    screen = application.primaryScreen().availableGeometry()
    report = {{"screen": screen.getRect(), "main": window.geometry().getRect(), "games": {{}},
              "rounding": application.highDpiScaleFactorRoundingPolicy().name}}
    for key in ("vierfrei", "skat", "binokel"):
        game = window.open_game(key, deal=617)
        application.processEvents()
        report["games"][key] = [game.geometry().getRect(), window.desktop.rect().getRect()]
    size = window.size()
    for name, (width, height) in (("shrunk", (size.width() - 100, size.height() - 60)),
                                  ("restored", (size.width(), size.height()))):
        window.resize(width, height)
        for _ in range(5):
            application.processEvents()
        report[name] = [[w.geometry().getRect() for w in window.desktop.windows()],
                        window.desktop.rect().getRect()]
    from cardsuite.ui import registry
    from cardsuite.ui.rules_dialog import RulesDialog
    rules = RulesDialog(window, registry.game("skat"))
    rules.show()
    application.processEvents()
    report["rules"] = rules.frameGeometry().getRect()
    rules.close()
    board = window.desktop.windows()[0].content()
    board.ask_deal()
    application.processEvents()
    from PySide6.QtWidgets import QApplication
    forms = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    report["dialogs"] = [w.frameGeometry().getRect() for w in forms]
    for w in forms:
        w.close()
    print("REPORT " + json.dumps(report), flush=True)
    window.shut_down()
""")


def inside(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("width, height", [(640, 400), (800, 600), (1024, 600)])
def test_everything_fits_the_screen(tmp_path, width, height):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "small", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpiX": 96, "logicalDpiY": 96, "dpr": 1}]}), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    child = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                           text=True, timeout=180)
    lines = [line for line in child.stdout.splitlines() if line.startswith("REPORT ")]
    assert child.returncode == 0 and lines, child.stderr[-3000:]
    report = json.loads(lines[0][len("REPORT "):])
    screen = report["screen"]
    assert screen == [0, 0, width, height]
    # Desktop scaling of 125 % or 150 % is rounded down to whole pixels: a GEM pixel is one
    # device pixel or two, never 1.5 (uneven stripes in the dither and the icons).
    assert report["rounding"] == "RoundPreferFloor"
    assert inside(report["main"], screen)
    for key, (game, desktop) in report["games"].items():
        assert inside(game, desktop), (key, game, desktop)
    # Shrunk, every window is moved back in: wholly where it fits, else to the top left
    # with its closer, fuller and title bar on the desktop; restored, all inside again (a
    # window was left at x = -75 with its closer hidden).
    windows, desktop = report["shrunk"]
    assert len(windows) == 3
    for x, y, w, h in windows:
        assert x >= 0 and y >= 0
        fits_w, fits_h = w <= desktop[2], h <= desktop[3]
        assert (x + w <= desktop[2] or not fits_w) and (y + h <= desktop[3] or not fits_h)
    windows, desktop = report["restored"]
    assert all(inside(w, desktop) for w in windows), (windows, desktop)
    assert inside(report["rules"], screen)
    assert report["dialogs"] and all(inside(d, screen) for d in report["dialogs"])
