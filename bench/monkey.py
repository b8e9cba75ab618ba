"""The monkey tests at bench strength: ``tests/ui/test_monkey.py`` with thousands of random
events in each run instead of ``make test``'s 250: the boards on their own (PrefClub with two
seeds, Binokel, Skat with the ISkO and the Amiga rules, Vierfrei), and the four games opened
from the GEM desktop, monkeyed and closed (closer, F10, the File menu, EXIT) again and again,
one window for every 20 events.

Goal (issue 7): no failure — every event leaves a deal the rules allow, shown as it is, the
board never stuck, nothing raises, and a closed window leaves nothing behind.  Reported: the
boards' events a second (each test's own time, from pytest's durations), and for the windows
how many were opened, how they ended and the events sent to them.  Environment:
``BENCH_MONKEY_EVENTS`` (default 3000) events per board.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOWS_TEST = "test_game_windows_open_and_close_under_a_monkey"


def run():
    from run import Result

    events = int(os.environ.get("BENCH_MONKEY_EVENTS", "3000"))
    env = {**os.environ, "CARDSUITE_MONKEY_EVENTS": str(events), "QT_QPA_PLATFORM": "offscreen"}
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA",
                           "--durations=0", "tests/ui/test_monkey.py"], cwd=ROOT, env=env,
                          capture_output=True, text=True, stdin=subprocess.DEVNULL)
    seconds = time.perf_counter() - began
    lines = (done.stdout.strip().splitlines() or ["no output"])
    summary = lines[-1]
    runs = sum(int(n) for n in re.findall(r"(\d+) (?:passed|failed)", summary))
    durations = {name: float(value) for value, name in re.findall(
        r"([\d.]+)s call\s+tests/ui/test_monkey\.py::(\S+)", done.stdout)}
    boards = {name: value for name, value in durations.items() if WINDOWS_TEST not in name}
    board_seconds = sum(boards.values()) or seconds
    board_runs = len(boards) or max(runs - 1, 1)
    failed = set(re.findall(r"^FAILED tests/ui/test_monkey\.py::(\S+)", done.stdout, re.M))
    failure = "" if done.returncode == 0 else "\n" + done.stdout[-3000:]
    per_run = ", ".join(f"{name.removeprefix('test_the_').replace('_survives_a_monkey', '')} "
                        f"{value:.0f} s" for name, value in boards.items())
    windows = re.search(r"MONKEY-WINDOWS (.*)", done.stdout)
    window_seconds = durations.get(WINDOWS_TEST)
    return [
        Result(
            name=f"monkey: {events} random events on each of {board_runs} boards",
            value=board_runs * events / board_seconds, unit="events/s", goal="no failure",
            passed=runs > 0 and not failed - {WINDOWS_TEST} and "error" not in summary,
            detail=f"{summary} ({seconds:.0f} s in all); {per_run}" + failure),
        Result(
            name="monkey: game windows opened, monkeyed and closed",
            value=float(re.search(r"windows=(\d+)", windows.group(1)).group(1)) if windows
            else 0.0,
            unit="windows", goal="no failure",
            passed=windows is not None and WINDOWS_TEST not in failed,
            detail=(windows.group(1) if windows else "no summary printed")
            + (f" ({window_seconds:.0f} s)" if window_seconds is not None else "")),
    ]
