"""Check an installed Cardsuite from outside the checkout: ``python tools/install_check.py
[SITE]`` with the interpreter of the environment it was installed into (or with SITE, the folder
a wheel was unpacked into, on ``PYTHONPATH``).

The package must come from that environment (not the checkout), and what it loads must be
there: the font, the window icon, the sounds, the translations (the German menu), the four
games; a Vierfrei window opens.  Prints "ok" and exits 0, or fails with the reason.  Used by
``tests/test_install.py`` (the wheel, unpacked) and ``.ci/run`` (``pip install .`` into a fresh
virtual environment).
"""

import os
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent


def main() -> None:
    if sys.path and Path(sys.path[0]).resolve() == CHECKOUT / "tools":
        sys.path.pop(0)  # this script's folder: never the checkout's package
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import cardsuite

    package = Path(cardsuite.__file__).resolve().parent
    if len(sys.argv) > 1:
        if package.parent != Path(sys.argv[1]).resolve():
            raise SystemExit(f"cardsuite comes from {package}, not from {sys.argv[1]}")
    elif package.is_relative_to(CHECKOUT):
        raise SystemExit(f"cardsuite comes from the checkout ({package}), not the install")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFontDatabase

    from cardsuite.app import create_application, create_main_window, parse_args
    from cardsuite.engine.ai import double_dummy
    from cardsuite.ui import registry
    from cardsuite.ui.sound import FANFARE, PLING

    app = create_application([])
    problems = []
    if "Cardsuite GEM" not in QFontDatabase.families():
        problems.append("the GEM font is missing")
    if app.windowIcon().isNull():
        problems.append("the window icon is missing")
    problems += [f"{path.name} is missing" for path in (PLING, FANFARE) if not path.is_file()]
    window = create_main_window(parse_args(["--lang", "de"]))
    if QCoreApplication.translate("MainWindow", "Help") != "Hilfe":
        problems.append("the German translation is missing")
    keys = [entry.key for entry in registry.games()]
    if double_dummy._dd3 is None:
        problems.append("the compiled Skat search (_dd3) is missing")
    elif not Path(double_dummy._dd3.__file__).resolve().is_relative_to(package):
        problems.append(f"the compiled Skat search comes from {double_dummy._dd3.__file__}")
    if keys != ["binokel", "pref", "skat", "vierfrei"]:
        problems.append(f"the games are {keys}")
    if window.open_game("vierfrei", deal=1) is None:
        problems.append("Vierfrei did not open")
    if problems:
        raise SystemExit("; ".join(problems))
    print("ok", flush=True)
    os._exit(0)  # what is checked is done; skip the interpreter's teardown of live widgets


if __name__ == "__main__":
    main()
