"""Start Cardsuite in a real X window under Xvfb, screenshot it, and close it.

    .venv/bin/python tools/xcb_smoke.py                 # the suite: Vierfrei, deal 1, English
    .venv/bin/python tools/xcb_smoke.py -- CMD ARGS...  # any other program (to test this script)

Why: the test suite runs on Qt's ``offscreen`` platform, which never loads the
xcb plugin, never maps a window and never talks to an X server.  This catches
what only a real screen shows: a missing system library, a window that never
appears, a blank screen, a crash or Qt warning at start-up or on SIGTERM.

Fails (exit 1, the reason on the summary line) if the program exits early, no
visible "Cardsuite" window appears within 30 s, the screenshot is blank (inside the
window one colour, or one colour covering 95 % or more), the program prints any
error, warning or Qt log message, or it does not exit with status 0 on SIGTERM.
Leaves ``artifacts/smoke.png`` and the program's output in ``artifacts/``.
Needs the Debian packages that ``.ci/run`` installs (xvfb, xdotool, imagemagick, ...).
"""

from __future__ import annotations

import argparse
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
SCREEN = "1024x768x24"
WINDOW_NAME = "Cardsuite"
WINDOW_TIMEOUT = 30.0
SETTLE = 1.0
EXIT_TIMEOUT = 10.0
MIN_COLOURS = 2
MAX_DOMINANT = 0.95

#: Output that means something went wrong; Qt's own log lines carry a "qt." category
#: or name the class that complains ("QPainter::begin: ...", "QObject::connect: ...").
BAD_OUTPUT = re.compile(r"Traceback|Error|Warning|warning|QPainter::|qt\.|\bQ[A-Z]\w*::\w+")

DEFAULT_COMMAND = [sys.executable, "-m", "cardsuite", "--game", "vierfrei", "--deal", "1", "--lang", "en"]


class SmokeFailure(Exception):
    """The reason the smoke test failed, in one line."""


@dataclass
class Outcome:
    notes: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def need(tool: str) -> str:
    """Prefer the real ImageMagick in /usr/bin over a stand-in earlier on PATH."""
    for candidate in (f"/usr/bin/{tool}", shutil.which(tool)):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    raise SmokeFailure(f"{tool} is not installed (run .ci/run, which installs the smoke-test packages)")


def free_display() -> int:
    """A display number with neither a lock file nor a socket, from 99 up."""
    for number in range(99, 300):
        if not Path(f"/tmp/.X{number}-lock").exists() and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise SmokeFailure("no free X display number between :99 and :299")


def start_xvfb(number: int, log: Path) -> subprocess.Popen:
    """Start Xvfb and return once it accepts clients.

    The socket file appears at bind(), a moment before the server listens, so a
    client started then is refused; ``-displayfd`` makes Xvfb write the display
    number to a pipe only when it is ready.
    """
    xvfb = need("Xvfb")
    ready_read, ready_write = os.pipe()
    with log.open("wb") as out:
        server = subprocess.Popen(
            [xvfb, f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp", "-displayfd", str(ready_write)],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            pass_fds=(ready_write,),
        )
    os.close(ready_write)
    announced = b""
    deadline = time.monotonic() + 15
    with os.fdopen(ready_read, "rb", buffering=0) as ready:
        while not announced.endswith(b"\n") and time.monotonic() < deadline:
            readable, _, _ = select.select([ready], [], [], 0.2)
            if readable:
                chunk = ready.read(64)
                if not chunk:  # Xvfb exited without announcing itself
                    break
                announced += chunk
    announced = announced.strip()
    if announced != str(number).encode():
        stop(server, "Xvfb")
        raise SmokeFailure(f"Xvfb :{number} did not start (status {server.returncode}); see {log}")
    socket = Path(f"/tmp/.X11-unix/X{number}")
    deadline = time.monotonic() + 15
    while not socket.exists():
        if server.poll() is not None or time.monotonic() > deadline:
            stop(server, "Xvfb")
            raise SmokeFailure(f"Xvfb :{number} is up but made no socket {socket}; see {log}")
        time.sleep(0.05)
    return server


def stop(process: subprocess.Popen, name: str, timeout: float = EXIT_TIMEOUT) -> int | None:
    """SIGTERM, then SIGKILL; returns the exit status or None if it had to be killed."""
    if process.poll() is not None:
        return process.returncode
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None


def visible_window(display_env: dict[str, str]) -> str | None:
    """The id of a mapped top-level window whose title contains WINDOW_NAME, if any."""
    result = subprocess.run(
        [need("xdotool"), "search", "--onlyvisible", "--name", WINDOW_NAME],
        env=display_env,
        capture_output=True,
        text=True,
        check=False,
    )
    ids = result.stdout.split()
    return ids[0] if result.returncode == 0 and ids else None


def window_geometry(window: str, display_env: dict[str, str]) -> tuple[int, int, int, int]:
    """(x, y, width, height) of the window on the screen."""
    result = subprocess.run(
        [need("xdotool"), "getwindowgeometry", "--shell", window],
        env=display_env,
        capture_output=True,
        text=True,
        check=False,
    )
    values = dict(line.split("=", 1) for line in result.stdout.split() if "=" in line)
    try:
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])
    except (KeyError, ValueError):
        raise SmokeFailure(f"xdotool gave no geometry for window {window}: {result.stderr.strip()}") from None


def colour_histogram(png: Path, crop: tuple[int, int, int, int] | None = None) -> list[int]:
    """Pixel counts per distinct colour, from ImageMagick's histogram (no PIL needed)."""
    region = []
    if crop:
        x, y, width, height = crop
        region = ["-crop", f"{width}x{height}+{x}+{y}", "+repage"]
    result = subprocess.run(
        [need("convert"), str(png), *region, "-format", "%c", "histogram:info:-"],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SmokeFailure(f"convert could not read {png}: {result.stderr.strip()}")
    counts = [int(m.group(1)) for m in re.finditer(r"^\s*(\d+):", result.stdout, re.MULTILINE)]
    if not counts:
        raise SmokeFailure(f"convert gave no colour histogram for {png}")
    return counts


def judge_screenshot(png: Path, window: tuple[int, int, int, int], outcome: Outcome) -> None:
    """Blank means the window's own area is (almost) one colour.

    Judged inside the window, not over the whole screen: Xvfb's black root
    around an empty white window would otherwise look like a busy picture.  Two
    colours are enough: the default "ST High" look is pure black and white.
    """
    screen_colours = len(colour_histogram(png))
    counts = colour_histogram(png, window)
    dominant = max(counts) / sum(counts)
    outcome.notes.append(
        f"window {window[2]}x{window[3]}+{window[0]}+{window[1]}: {len(counts)} colours, "
        f"dominant {dominant:.1%} ({screen_colours} colours on the screen)"
    )
    if len(counts) < MIN_COLOURS or dominant >= MAX_DOMINANT:
        outcome.failures.append(
            f"the window looks blank ({len(counts)} colours, one covers {dominant:.1%}; "
            f"want >= {MIN_COLOURS} colours and < {MAX_DOMINANT:.0%})"
        )


def bad_lines(*logs: Path) -> list[str]:
    found = []
    for log in logs:
        text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
        found += [f"{log.name}: {line.strip()}" for line in text.splitlines() if BAD_OUTPUT.search(line)]
    return found


def print_tail(log: Path, lines: int = 15) -> None:
    """The last ``lines`` of the program's error output, for a failure's report."""
    if log.exists():
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:]:
            print(f"  | {line}", file=sys.stderr)


def clean_environment(display: int, scratch: Path) -> dict[str, str]:
    """The program's environment: the X screen, and settings kept out of the user's home."""
    env = dict(os.environ)
    for variable in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORMTHEME", "XAUTHORITY"):
        env.pop(variable, None)
    runtime = scratch / "runtime"
    runtime.mkdir(mode=0o700)
    env.update(
        DISPLAY=f":{display}",
        QT_QPA_PLATFORM="xcb",
        XDG_CONFIG_HOME=str(scratch / "config"),
        XDG_DATA_HOME=str(scratch / "data"),
        XDG_CACHE_HOME=str(scratch / "cache"),
        XDG_RUNTIME_DIR=str(runtime),
    )
    return env


def run_smoke(command: list[str]) -> Outcome:
    ARTIFACTS.mkdir(exist_ok=True)
    stdout_log, stderr_log = ARTIFACTS / "smoke-stdout.log", ARTIFACTS / "smoke-stderr.log"
    screenshot = ARTIFACTS / "smoke.png"
    screenshot.unlink(missing_ok=True)
    outcome = Outcome()
    display = free_display()
    server = start_xvfb(display, ARTIFACTS / "xvfb.log")
    app: subprocess.Popen | None = None
    try:
        with tempfile.TemporaryDirectory(prefix="cardsuite-smoke-") as scratch:
            env = clean_environment(display, Path(scratch))
            started = time.monotonic()
            with stdout_log.open("wb") as out, stderr_log.open("wb") as err:
                app = subprocess.Popen(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
            window = None
            while window is None:
                if app.poll() is not None:
                    raise SmokeFailure(f"the program exited early with status {app.returncode}")
                if time.monotonic() - started > WINDOW_TIMEOUT:
                    raise SmokeFailure(f"no visible {WINDOW_NAME!r} window within {WINDOW_TIMEOUT:.0f} s")
                window = visible_window(env)
                if window is None:
                    time.sleep(0.25)
            outcome.notes.append(f"window {window} after {time.monotonic() - started:.1f} s")
            time.sleep(SETTLE)
            if app.poll() is not None:
                raise SmokeFailure(f"the program exited with status {app.returncode} after showing its window")
            shot = subprocess.run(
                [need("import"), "-window", "root", str(screenshot)], env=env, capture_output=True, text=True
            )
            if shot.returncode != 0 or not screenshot.exists():
                raise SmokeFailure(f"import could not take a screenshot: {shot.stderr.strip()}")
            judge_screenshot(screenshot, window_geometry(window, env), outcome)
            status = stop(app, "program")
            if status is None:
                outcome.failures.append(f"the program ignored SIGTERM for {EXIT_TIMEOUT:.0f} s and was killed")
            elif status != 0:
                outcome.failures.append(f"the program exited with status {status} on SIGTERM, not 0")
            else:
                outcome.notes.append("exited 0 on SIGTERM")
    except SmokeFailure as failure:
        outcome.failures.append(str(failure))
    finally:
        if app is not None:
            stop(app, "program")
        stop(server, "Xvfb")
    lines = bad_lines(stdout_log, stderr_log)
    if lines:
        outcome.failures.append(f"{len(lines)} error/warning line(s) in the output: {lines[0]}")
        for line in lines[:20]:
            print(f"  {line}", file=sys.stderr)
    return outcome


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Cardsuite in a real X window under Xvfb.")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="program to run instead (after --)")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    command = command or DEFAULT_COMMAND
    try:
        outcome = run_smoke(command)
    except SmokeFailure as failure:  # before anything started: a missing tool or display
        outcome = Outcome(failures=[str(failure)])
    details = "; ".join(outcome.notes)
    if outcome.failures:
        print(f"xcb smoke: FAIL: {'; '.join(outcome.failures)}" + (f" ({details})" if details else ""))
        print_tail(ARTIFACTS / "smoke-stderr.log")
        print(f"  output and screenshot in {ARTIFACTS}", file=sys.stderr)
        return 1
    print(f"xcb smoke: PASS: {details}; screenshot {ARTIFACTS / 'smoke.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
