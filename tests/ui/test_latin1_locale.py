"""A Latin-1 locale with a data folder named with non-ASCII letters (issue 17).

The finding: under a locale that is not UTF-8, a data folder like ``/home/jürgen/…`` made
the saves go elsewhere or raise ``UnicodeEncodeError`` with no alert — Qt 6 reads the
environment as UTF-8 and hands back a path with U+FFFD in it.  A real suite process runs
under a real ``de_DE.ISO-8859-1`` locale (compiled into a temporary folder with
``localedef``, no root needed), its ``XDG_DATA_HOME`` holding the Latin-1 byte of "Ä"; a
Vierfrei game is kept, the statistics and a setting written, and they must be found under
the folder as the system names it.
"""

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[2])

CHILD = textwrap.dedent(f"""
    import os, sys
    sys.path.insert(0, {ROOT!r})
    from cardsuite import app as cardsuite_app
    from cardsuite.ui import settings

    application = cardsuite_app.create_application(["cardsuite"])
    args = cardsuite_app.parse_args(["--game", "vierfrei", "--deal", "617", "--lang", "de"])
    window = cardsuite_app.create_main_window(args)
    board = window.desktop.windows()[0].content()
    board.act([board.game.position.legal_moves()[0]])  # kept after the move
    board.new_deal(5)  # the statistics count the game given up
    board.act([board.game.position.legal_moves()[0]])
    window.set_theme("colour")  # a setting, written where the system names the folder
    window.shut_down()
    sys.stdout.buffer.write(os.fsencode(str(settings.data_folder())) + b"\\n")
    sys.stdout.flush()
""")


@pytest.fixture
def latin1(tmp_path):
    """LOCPATH and the locale's name of a compiled de_DE.ISO-8859-1, or a skip."""
    if shutil.which("localedef") is None:
        pytest.skip("no localedef on this system")
    folder = tmp_path / "locales"
    folder.mkdir()
    made = subprocess.run(["localedef", "-i", "de_DE", "-f", "ISO-8859-1",
                           str(folder / "de_DE.ISO-8859-1")], capture_output=True)
    if not (folder / "de_DE.ISO-8859-1").exists():
        pytest.skip(f"the locale cannot be compiled here: {made.stderr[-200:]!r}")
    return folder


def test_saves_go_to_the_non_ascii_folder_the_system_names(tmp_path, latin1):
    home = os.fsencode(tmp_path) + b"/J\xfcrgen"  # "Jürgen" in Latin-1
    os.mkdir(home)
    env = {key.encode(): value.encode() for key, value in os.environ.items()
           if not key.startswith(("LC_", "LANG"))}
    env.update({b"LOCPATH": os.fsencode(latin1), b"LC_ALL": b"de_DE.ISO-8859-1",
                b"HOME": home, b"XDG_DATA_HOME": home + b"/daten",
                b"XDG_CONFIG_HOME": home + b"/config", b"QT_QPA_PLATFORM": b"offscreen"})
    child = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                           timeout=120)
    assert child.returncode == 0, child.stderr.decode("latin-1")[-2000:]
    assert b"Traceback" not in child.stderr
    folder = child.stdout.strip().splitlines()[-1]
    assert folder == home + b"/daten/Cardsuite/Cardsuite"
    names = set(os.listdir(folder))
    assert b"vierfrei-statistics.json" in names  # the game given up, counted
    assert os.listdir(folder + b"/vierfrei-games") != []  # the game in hand, kept
    with open(home + b"/config/Cardsuite/Cardsuite.conf", "rb") as conf:
        assert b"theme=colour" in conf.read()  # Qt wrote it through an ASCII link
    # Nothing anywhere under a name Qt made up (it made a home of its own beside the real one)
    assert not any(b"\xef\xbf\xbd" in path
                   for path, _dirs, _files in os.walk(os.fsencode(tmp_path)))
