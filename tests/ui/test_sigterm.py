"""SIGTERM and SIGINT to a real suite run the close path of Ctrl+Q (issue 17).

The finding: ``kill`` (logout, shutdown) exited 0 without the close path — no PrefClub
penalty, no Vierfrei game recorded, no window geometry saved.  Quitting now keeps both games
for the next opening (no penalty, nothing counted as lost), and so must a signal; even
``kill -9`` loses neither, since both are written after every move.  A real suite is started
in a child process (headless), a Vierfrei game with a move and a PrefClub game in
progress are open, the signal comes; the files must show the close path ran.
"""

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardsuite.games.pref import club

ROOT = str(Path(__file__).resolve().parents[2])

CHILD = textwrap.dedent(f"""
    import sys
    sys.path.insert(0, {ROOT!r})
    from fractions import Fraction
    from PySide6.QtCore import QStandardPaths
    from cardsuite import app as cardsuite_app
    from cardsuite.games.pref import club
    from cardsuite.ui.boards.pref import club_board

    application = cardsuite_app.create_application(["cardsuite"])
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    the_club = club.Club(club_board.pref_club.club_folder())
    member = the_club.enter("Anna")
    the_club.seat(member)
    table = club.Table(("egon", "hilde"), 10, Fraction(1, 10))
    club_board.entrance = lambda parent, the_club=the_club: {{
        "the_club": the_club, "member": member, "table": table, "seed": 7}}
    args = cardsuite_app.parse_args(["--game", "vierfrei", "--deal", "617", "--lang", "en"])
    window = cardsuite_app.create_main_window(args)
    window.show()
    vierfrei = window.desktop.windows()[0].content()
    vierfrei.act([vierfrei.game.position.legal_moves()[0]])
    pref = window.open_game("pref").content()
    ticker = cardsuite_app.install_shutdown(application, window)
    from PySide6.QtCore import QTimer

    def ready():  # once the first PrefClub deal is out, the game is running
        if vierfrei.game.in_progress and pref.in_progress():
            print("ready", flush=True)
        else:
            QTimer.singleShot(50, ready)

    QTimer.singleShot(0, ready)
    code = application.exec()
    print("exited", flush=True)
    sys.exit(code)
""")


def run_until_ready(tmp_path) -> tuple[subprocess.Popen, Path]:
    """A real suite with a Vierfrei game of one move and a PrefClub game under way."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    data = tmp_path / "data" / "Cardsuite" / "Cardsuite"
    club.Club(data).join("Anna")
    child = subprocess.Popen([sys.executable, "-c", CHILD], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    line = child.stdout.readline().strip()
    if line != "ready":
        child.kill()
        raise AssertionError(child.stderr.read() if not line else line)
    return child, data


def assert_both_games_kept(data: Path) -> None:
    """Nothing counted as lost, no penalty: both games wait for the next opening."""
    from cardsuite.games.pref.session import Session
    from cardsuite.games.vierfrei import held

    assert not (data / "vierfrei-statistics.json").exists()
    kept = held.take_kept(data / held.FOLDER).kept
    assert (kept.game.number, kept.game.move_count) == (617, 1)
    the_club = club.Club(data)
    member = the_club.enter("Anna")
    assert (member.games, member.balance, member.history) == (0, 0, [])
    assert member.running is not None and member.running.table.limit == 10
    taken_up = Session.from_dict(the_club.kept(member))
    assert taken_up.deal is not None and taken_up.deal.history  # the deal under way
    # The member's seat went with the suite.
    the_club.seat(member)
    the_club.unseat(member)


@pytest.mark.parametrize("name", ["SIGTERM", "SIGINT"])
def test_a_signal_runs_the_close_path(tmp_path, name):
    child, data = run_until_ready(tmp_path)
    try:
        child.send_signal(getattr(signal, name))
        out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 0, err
    assert "exited" in out
    assert_both_games_kept(data)
    config = "\n".join(p.read_text(errors="replace") for p in (tmp_path / "config").rglob("*")
                       if p.is_file())
    assert "geometry" in config and "vierfrei" in config  # the windows' places kept


def test_a_killed_suite_loses_neither_game(tmp_path):
    child, data = run_until_ready(tmp_path)
    child.send_signal(signal.SIGKILL)  # no close path at all: what was written after each move
    child.wait(timeout=60)
    assert_both_games_kept(data)
