"""The command line's ways out without a traceback (issue 17): a closed pipe, Ctrl+C, a
full device; a board file with a UTF-8 byte-order mark is read; ``--board /dev/zero``
stops with a clear error.  Real processes, as a shell runs them."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

COMMAND = [sys.executable, "-m", "cardsuite.games.vierfrei"]
ROOT = str(Path(__file__).resolve().parents[3])
ENV = {**os.environ, "PYTHONPATH": ROOT}


def test_a_closed_pipe_ends_quietly_with_141():
    process = subprocess.Popen([*COMMAND, "solve", "1-1000"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    first = process.stdout.readline()
    process.stdout.close()  # what `| head -1` does
    _out, err = process.communicate(timeout=120)
    assert first.startswith(b"1: ")
    assert process.returncode == 141
    assert b"Traceback" not in err and err.strip() == b""


@pytest.mark.skipif(not hasattr(signal, "SIGINT"), reason="POSIX signals")
def test_ctrl_c_ends_quietly_with_130():
    process = subprocess.Popen([*COMMAND, "solve", "1-100000"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    process.stdout.readline()
    process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=120)
    assert process.returncode == 130
    assert b"Traceback" not in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_device_is_told_in_one_line():
    with open("/dev/full", "wb") as full:
        done = subprocess.run([*COMMAND, "solve", "1-3"], stdout=full, stderr=subprocess.PIPE,
                              env=ENV, timeout=120)
    assert done.returncode == 1
    assert done.stderr.decode().strip() == "cannot write the output: No space left on device"


def test_a_board_with_a_byte_order_mark_is_read(tmp_path):
    board = subprocess.run([*COMMAND, "deal", "617"], capture_output=True, env=ENV,
                           timeout=60, check=True).stdout
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + board)
    done = subprocess.run([*COMMAND, "solve", "--board", str(path)], capture_output=True,
                          env=ENV, timeout=120)
    plain = subprocess.run([*COMMAND, "solve", "617"], capture_output=True, env=ENV,
                           timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == plain.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_an_endless_board_file_is_refused():
    done = subprocess.run([*COMMAND, "solve", "--board", "/dev/zero"], capture_output=True,
                          env=ENV, timeout=60)
    assert done.returncode == 64
    assert done.stderr.decode().strip() == "/dev/zero: longer than 64 KiB: no board"
