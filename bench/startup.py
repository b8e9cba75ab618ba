"""Start-up time: process start to the main window shown, as a ratio to bare Qt.

    python bench/startup.py            # run the benchmark alone (bench/run.py runs all)

Cardsuite and ``bench/bare_qt.py`` are started alternately, N times each, on the
offscreen platform with a fresh settings folder; each child reports when its
main window is first exposed, measured from the moment the parent spawned it
(both through :func:`bare_qt.show_and_report`).  The ratio of the medians is
what counts: absolute times on a shared two-core machine say little, the
ratio says how much Cardsuite adds to what any PySide6 program costs.

The Cardsuite child builds its window with the functions ``cardsuite.app.main``
uses (``parse_args``, ``create_application``, ``create_main_window``), with the
arguments of a plain ``make run``.
"""

from __future__ import annotations

# Only what the measured child needs is imported up here (cardsuite imports these
# itself); the parent's modules are imported inside the functions that use them.
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from run import Result

RUNS = 7
GOAL = 1.5
#: What ``make run`` starts: the desktop, no game.
CARDSUITE_ARGS: list[str] = []
CHILD_FLAG = "--child"


def child(spawned_at: float) -> int:
    """Inside the measured process: build the suite's window as main() does, report when shown."""
    from bare_qt import show_and_report

    # The checkout, as ``python -m cardsuite`` from the repository root would find it.
    sys.path.insert(1, str(Path(__file__).resolve().parent.parent))
    from cardsuite.app import create_application, create_main_window, parse_args

    args = parse_args(CARDSUITE_ARGS)
    app = create_application(sys.argv[:1])
    window = create_main_window(args)
    return show_and_report(app, window, spawned_at)


def run() -> list[Result]:
    """Alternate bare Qt and Cardsuite RUNS times each (after one warm-up each)."""
    import os
    import statistics
    import tempfile

    from run import Result

    here = Path(__file__).resolve().parent
    commands = {
        "bare": [sys.executable, str(here / "bare_qt.py")],
        "cardsuite": [sys.executable, str(here / "startup.py"), CHILD_FLAG],
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="cardsuite-bench-") as scratch:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=scratch)
        env["XDG_RUNTIME_DIR"] = scratch
        # Measure what a player gets: bytecode cached after the first start.  Machines
        # here set PYTHONDONTWRITEBYTECODE, which would recompile every module on every
        # start; the cache goes to the scratch folder, not into the checkout.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(scratch) / "pycache")
        for round_number in range(RUNS + 1):
            for name, command in commands.items():
                elapsed = launch(command, env, cwd=here.parent)
                if round_number:  # round 0 warms the disk cache and writes the bytecode
                    times[name].append(elapsed)
    bare = statistics.median(times["bare"])
    suite = statistics.median(times["cardsuite"])
    ratio = suite / bare
    spread = ", ".join(
        f"{name} {min(values) * 1000:.0f}–{max(values) * 1000:.0f}" for name, values in times.items()
    )
    return [
        Result(
            name="startup",
            value=ratio,
            unit="× bare Qt",
            goal=f"≤ {GOAL}×",
            passed=ratio <= GOAL,
            detail=(
                f"median to window shown: cardsuite {suite * 1000:.0f} ms, bare Qt "
                f"{bare * 1000:.0f} ms; range ms: {spread}; N={RUNS} each, offscreen"
            ),
        )
    ]


def launch(command: list[str], env: dict[str, str], cwd: Path) -> float:
    """Start one child, return the seconds it reports from spawn to window shown."""
    import subprocess

    from bare_qt import MARKER

    spawned_at = time.time()
    result = subprocess.run(
        [*command, repr(spawned_at)],
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    for line in result.stdout.splitlines():
        if line.startswith(MARKER + " "):
            if result.returncode != 0:
                break
            return float(line.split()[1])
    raise RuntimeError(
        f"{' '.join(command)} exited {result.returncode} without showing a window:\n"
        f"{result.stdout}{result.stderr}"
    )


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == CHILD_FLAG:
        sys.exit(child(float(sys.argv[2])))
    from run import print_table

    print_table(run())
