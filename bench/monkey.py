"""The monkey tests at bench strength: ``tests/ui/test_monkey.py`` with thousands of random
events in each run (PrefClub with two seeds, Binokel, Vierfrei) instead of ``make test``'s 250.

Goal (issue 7): no failure — every event leaves a deal the rules allow, shown as it is, and
nothing raises.  Reported: the events a second over the whole run.  Environment:
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


def run():
    from run import Result

    events = int(os.environ.get("BENCH_MONKEY_EVENTS", "3000"))
    env = {**os.environ, "CARDSUITE_MONKEY_EVENTS": str(events), "QT_QPA_PLATFORM": "offscreen"}
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
                           "tests/ui/test_monkey.py"], cwd=ROOT, env=env, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL)
    seconds = time.perf_counter() - began
    lines = (done.stdout.strip().splitlines() or ["no output"])
    runs = sum(int(n) for n in re.findall(r"(\d+) (?:passed|failed)", lines[-1]))
    return [Result(
        name=f"monkey: {events} random events in each of {runs} runs",
        value=runs * events / seconds, unit="events/s", goal="no failure",
        passed=done.returncode == 0,
        detail=f"{lines[-1]} ({seconds:.0f} s)" + ("" if done.returncode == 0 else
                                                   "\n" + done.stdout[-3000:]),
    )]
