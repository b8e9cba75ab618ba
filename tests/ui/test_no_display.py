"""Without a display the suite says so in one line and exits 1 (issue 17: it aborted with
status 134 and "xcb-cursor0 is needed … Reinstalling may fix this")."""

import os
import subprocess
import sys

from cardsuite.app import no_display


def test_a_real_start_without_a_display_says_so_and_exits_1(tmp_path):
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "cardsuite"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display found" in lines[0]
    assert "QT_QPA_PLATFORM=offscreen" in lines[0]


def test_the_rule():
    assert no_display({}, "linux")
    assert no_display({"DISPLAY": ":0"}, "linux") == ""
    assert no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux") == ""
    assert no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux") == ""
    assert no_display({}, "win32") == "" and no_display({}, "darwin") == ""
